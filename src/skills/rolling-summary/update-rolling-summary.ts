/**
 * Writes the `## Rolling Summary (as of HH:MM)` section of SESSION-STATE.md, and nothing else:
 * the section editor splices it into the file, so the user's own sections keep every byte.
 * The write is one locked read-modify-write through the workspace (no lost update between
 * processes, atomic replace, redaction of the changed lines). An identical update is not
 * written at all.
 */
import { upsertSection } from "../../core/markdown/index.js";
import type { RedactPolicy } from "../../core/redact/types.js";
import type { Workspace, WriteReceipt } from "../../core/workspace/types.js";
import { enforceLimits, checkOverflowMode, type OverflowMode, type TrimmedField } from "./enforce-limits.js";
import { SessionStateError } from "./errors.js";
import { DEFAULT_STATE_FILE, STATE_FILE_TITLE, emptyFields, type RollingSummaryFields, type RollingSummaryInput } from "./fields.js";
import { checkTimezone, formatTimeInZone } from "../../core/time/in-zone.js";
import { normalizeFields } from "./normalize-fields.js";
import { parseRollingSummary } from "./parse-summary.js";
import { renderSummary, SUMMARY_SELECTOR } from "./render-summary.js";

export interface UpdateRollingSummaryOptions {
  /** The moment the summary describes; its clock time in `timezone` goes in the heading. */
  now: Date;
  /** IANA timezone for `(as of HH:MM)`, e.g. "Europe/Berlin" (config `timezone`). */
  timezone: string;
  /** What to do when a field or the total is over the limits: trim with a note, or refuse. */
  overflow: OverflowMode;
  /** Workspace-relative file (default SESSION-STATE.md); the workspace decides if it may be written. */
  file?: string;
  /** Redaction policy for this write (default: the workspace's). */
  policy?: RedactPolicy;
}

export interface UpdateRollingSummaryResult {
  file: string;
  /** "HH:MM" written in the heading. */
  asOf: string;
  /** created: the file was new; inserted: the file had no summary; replaced; unchanged: the
   *  file already held exactly this summary and was not written. */
  action: "created" | "inserted" | "replaced" | "unchanged";
  /** The fields as written (normalized and, with overflow "trim", trimmed), before redaction. */
  fields: RollingSummaryFields;
  trimmed: TrimmedField[];
  notes: string[];
  /** Rolling Summary sections (any heading level) in the file before the update; above 1, only the first was
   *  updated (a note says so). */
  matches: number;
  /** null when nothing was written. */
  receipt: WriteReceipt | null;
}

/** Fields, or a function of the current fields (null when there is no summary yet) run under
 *  the file's lock: a merge that no concurrent writer can interleave. The function returns null
 *  to leave the file alone (e.g. a refinement whose starting point was overwritten meanwhile). */
export type FieldsOrUpdater = RollingSummaryInput | ((current: RollingSummaryFields | null) => RollingSummaryInput | null);

export async function updateRollingSummary(ws: Workspace, fields: FieldsOrUpdater, opts: UpdateRollingSummaryOptions): Promise<UpdateRollingSummaryResult> {
  if (opts === null || typeof opts !== "object") throw new SessionStateError("invalid-option", "opts: expected { now, timezone, overflow, file? }.");
  const overflow = checkOverflowMode(opts.overflow);
  checkTimezone(opts.timezone);
  const asOf = formatTimeInZone(opts.now, opts.timezone);
  const file = opts.file ?? DEFAULT_STATE_FILE;
  if (typeof file !== "string" || file === "") throw new SessionStateError("invalid-option", `file: expected a workspace-relative path such as "${DEFAULT_STATE_FILE}", got ${JSON.stringify(opts.file)}.`);
  // Plain fields are checked before the lock is taken: a refusal costs no I/O.
  const early = typeof fields === "function" ? null : enforceLimits(normalizeFields(fields), overflow);

  // What the locked callback decided; filled in when the workspace runs it.
  const decided: { outcome?: Omit<UpdateRollingSummaryResult, "receipt" | "file"> } = {};
  const receipt = await ws.updateText(
    file,
    (current) => {
      let limited = early;
      if (!limited) {
        const parsed = current === null ? null : parseRollingSummary(current);
        const wanted = (fields as Exclude<FieldsOrUpdater, RollingSummaryInput>)(parsed?.fields ?? null);
        if (wanted === null) {
          decided.outcome = { asOf: parsed?.asOf ?? asOf, action: "unchanged", fields: parsed?.fields ?? emptyFields(), trimmed: [], notes: [], matches: parsed?.matches ?? 0 };
          return null;
        }
        limited = enforceLimits(normalizeFields(wanted), overflow);
      }
      // A missing or empty file starts with the title; any other text is the user's and is kept.
      const base = current === null || current === "" ? `${STATE_FILE_TITLE}\n` : current;
      const edit = upsertSection(base, SUMMARY_SELECTOR, renderSummary(limited.fields, asOf));
      const notes = [...limited.notes];
      if (edit.matches > 1) notes.push(`${file} has ${edit.matches} "Rolling Summary" sections; only the first was updated.`);
      const action = current === null || current === "" ? "created" : edit.action === "inserted" ? "inserted" : edit.changed ? "replaced" : "unchanged";
      decided.outcome = { asOf, action, fields: limited.fields, trimmed: limited.trimmed, notes, matches: edit.matches };
      return current !== null && !edit.changed ? null : edit.text;
    },
    opts.policy ? { policy: opts.policy } : undefined,
  );
  if (!decided.outcome) throw new Error("updateRollingSummary: the workspace did not run the update");
  return { file, ...decided.outcome, receipt };
}
