/**
 * The rolling summary's shape (docs/design.md, "Rolling summary"): five labelled bullets under
 * `## Rolling Summary (as of HH:MM)`, at most 200 characters a field and 500 in all.
 */

export const SUMMARY_FIELDS = ["completed", "inProgress", "decisions", "blockers", "next"] as const;
export type SummaryFieldName = (typeof SUMMARY_FIELDS)[number];
export type RollingSummaryFields = Record<SummaryFieldName, string>;
/** What callers pass: missing, null or "" fields are empty. */
export type RollingSummaryInput = Partial<Record<SummaryFieldName, string | null | undefined>>;

/** Bullet labels, in the documented order and spelling (docs/design.md, "Rolling summary"). */
export const FIELD_LABELS: Readonly<Record<SummaryFieldName, string>> = {
  completed: "Completed",
  inProgress: "In progress",
  decisions: "Decisions",
  blockers: "Blockers",
  next: "Next",
};

export const MAX_FIELD_CHARS = 200; // per field (docs/design.md, "Rolling summary")
export const MAX_TOTAL_CHARS = 500; // all five field values together

/** How an empty field is written: always five bullets, so readers see a stable shape. */
export const EMPTY_FIELD = "—";

export const SUMMARY_HEADING_KEY = "Rolling Summary";
export const SUMMARY_DEPTH = 2;
export const DEFAULT_STATE_FILE = "SESSION-STATE.md";
/** First line of a SESSION-STATE.md that context-kit creates. */
export const STATE_FILE_TITLE = "# Session State";

export function emptyFields(): RollingSummaryFields {
  return { completed: "", inProgress: "", decisions: "", blockers: "", next: "" };
}
