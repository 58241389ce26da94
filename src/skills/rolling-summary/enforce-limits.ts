/**
 * The limits on the five fields (docs/design.md, "Rolling summary"): at most MAX_FIELD_CHARS a field and MAX_TOTAL_CHARS in
 * all. What counts: each field's value after normalizeFieldText (whitespace collapsed, trimmed),
 * in code points; labels, bullets, the heading and the "—" of an empty field do not count.
 *
 * - "refuse": throws SummaryLimitError naming the field (or, for the total, the longest fields)
 *   and the limit.
 * - "trim": first every field over 200 is trimmed at a word boundary with "…"; then, if the
 *   total is still over 500, the longest fields are trimmed to a common cap (the largest cap
 *   that fits, so short fields are never touched). Returns a note naming each trimmed field.
 */
import { countChars } from "./count-chars.js";
import { SessionStateError, SummaryLimitError } from "./errors.js";
import { FIELD_LABELS, MAX_FIELD_CHARS, MAX_TOTAL_CHARS, SUMMARY_FIELDS, type RollingSummaryFields, type SummaryFieldName } from "./fields.js";
import { trimAtWord } from "./trim-at-word.js";

export type OverflowMode = "trim" | "refuse";
export const OVERFLOW_MODES: readonly OverflowMode[] = ["trim", "refuse"];

export interface TrimmedField {
  field: SummaryFieldName;
  /** Length before and after, in code points. */
  from: number;
  to: number;
}

export interface LimitedFields {
  fields: RollingSummaryFields;
  trimmed: TrimmedField[];
  /** Human-readable notes for the caller to show ("Trimmed to fit …: Completed 312 → 199 chars"). */
  notes: string[];
}

export function checkOverflowMode(mode: unknown): OverflowMode {
  if (!OVERFLOW_MODES.includes(mode as OverflowMode)) {
    throw new SessionStateError("invalid-option", `overflow: expected "trim" or "refuse", got ${JSON.stringify(mode)}.`);
  }
  return mode as OverflowMode;
}

/** Largest cap c with Σ min(len, c) ≤ budget. */
function fairCap(lengths: number[], budget: number): number {
  let lo = 0;
  let hi = Math.max(0, ...lengths);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const sum = lengths.reduce((s, n) => s + Math.min(n, mid), 0);
    if (sum <= budget) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function enforceLimits(fields: RollingSummaryFields, overflow: OverflowMode): LimitedFields {
  checkOverflowMode(overflow);
  const original = Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, countChars(fields[f])])) as Record<SummaryFieldName, number>;

  if (overflow === "refuse") {
    for (const f of SUMMARY_FIELDS) {
      if (original[f] > MAX_FIELD_CHARS) {
        throw new SummaryLimitError(f, MAX_FIELD_CHARS, original[f], `Field "${f}" (${FIELD_LABELS[f]}) is ${original[f]} characters; the limit is ${MAX_FIELD_CHARS} a field (and ${MAX_TOTAL_CHARS} for all five). Shorten it, or use overflow "trim".`);
      }
    }
    const total = SUMMARY_FIELDS.reduce((s, f) => s + original[f], 0);
    if (total > MAX_TOTAL_CHARS) {
      const longest = [...SUMMARY_FIELDS].sort((a, b) => original[b] - original[a]).slice(0, 2);
      throw new SummaryLimitError("total", MAX_TOTAL_CHARS, total, `The five fields total ${total} characters; the limit is ${MAX_TOTAL_CHARS} in all. Longest: ${longest.map((f) => `"${f}" (${original[f]})`).join(", ")}. Shorten them, or use overflow "trim".`);
    }
    return { fields: { ...fields }, trimmed: [], notes: [] };
  }

  const out = { ...fields };
  for (const f of SUMMARY_FIELDS) out[f] = trimAtWord(out[f], MAX_FIELD_CHARS);
  const lengths = SUMMARY_FIELDS.map((f) => countChars(out[f]));
  if (lengths.reduce((s, n) => s + n, 0) > MAX_TOTAL_CHARS) {
    const cap = fairCap(lengths, MAX_TOTAL_CHARS);
    for (const f of SUMMARY_FIELDS) out[f] = trimAtWord(out[f], cap);
  }
  const trimmed: TrimmedField[] = SUMMARY_FIELDS.filter((f) => out[f] !== fields[f]).map((f) => ({ field: f, from: original[f], to: countChars(out[f]) }));
  const notes =
    trimmed.length === 0
      ? []
      : [`Trimmed to fit the limits (${MAX_FIELD_CHARS} characters a field, ${MAX_TOTAL_CHARS} in all): ${trimmed.map((t) => `${FIELD_LABELS[t.field]} ${t.from} → ${t.to}`).join(", ")}.`];
  return { fields: out, trimmed, notes };
}
