/**
 * Reads the rolling summary back from a file's text. The section is located by the parser (so a
 * copy inside a code block is ignored); its bullets are matched by label, tolerating what a
 * person or a model may write by hand: `*` or `+` bullets, `**Completed:**`, any case, and
 * continuation lines.
 */
import { findSections } from "../../core/markdown/index.js";
import { FIELD_LABELS, SUMMARY_FIELDS, emptyFields, type RollingSummaryFields, type SummaryFieldName } from "./fields.js";
import { normalizeFieldText } from "./normalize-fields.js";
import { SUMMARY_SELECTOR } from "./render-summary.js";

export interface RollingSummary {
  /** "HH:MM" from the heading's `(as of HH:MM)`, or null when the heading has none. */
  asOf: string | null;
  fields: RollingSummaryFields;
  /** The section's markdown, heading included, trailing blank lines dropped. */
  raw: string;
  /** The heading's plain text, e.g. "Rolling Summary (as of 14:05)". */
  heading: string;
  /** How many Rolling Summary sections (any heading level) the file has; the first is the one read. */
  matches: number;
}

const LABEL_TO_FIELD = new Map<string, SummaryFieldName>(SUMMARY_FIELDS.map((f) => [FIELD_LABELS[f].toLowerCase(), f]));
// The label ends with a letter (not a lazy [A-Za-z ]*? before [ \t]*: that pair split every inner
// run of spaces both ways, quadratic on a long line); the captured label is the same.
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(?:\*\*|__)?([A-Za-z](?:[A-Za-z ]*[A-Za-z])?)[ \t]*(?::(?:\*\*|__)?|(?:\*\*|__):)[ \t]*(.*)$/;
const NEW_BULLET = /^[ \t]{0,3}[-*+][ \t]/;
const AS_OF = /\(\s*as of\s+(\d{1,2}:\d{2})\s*\)/i;

export function parseRollingSummary(text: string): RollingSummary | null {
  const all = findSections(text, SUMMARY_SELECTOR);
  const section = all[0];
  if (!section) return null;
  const raw = text.slice(section.start, section.end).trimEnd();
  const fields = emptyFields();
  const lines = text.slice(section.headingEnd, section.end).split(/\r\n|\r|\n/);
  let current: SummaryFieldName | null = null;
  for (const line of lines) {
    const m = BULLET.exec(line);
    const field = m ? LABEL_TO_FIELD.get((m[1] ?? "").toLowerCase()) : undefined;
    if (m && field) {
      current = field;
      fields[field] = m[2] ?? "";
    } else if (current && line.trim() !== "" && !NEW_BULLET.test(line) && /^[ \t]/.test(line)) {
      fields[current] += " " + line.trim(); // an indented continuation line
    } else {
      current = null;
    }
  }
  for (const f of SUMMARY_FIELDS) fields[f] = normalizeFieldText(fields[f]);
  const asOf = AS_OF.exec(section.text)?.[1] ?? null;
  return { asOf: asOf && asOf.length === 4 ? "0" + asOf : asOf, fields, raw, heading: section.text, matches: all.length };
}

/** The fields that have a labelled bullet in `text` (a reply holding just the five lines). */
export function labelledFields(text: string): Set<SummaryFieldName> {
  const out = new Set<SummaryFieldName>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = BULLET.exec(line);
    const field = m ? LABEL_TO_FIELD.get((m[1] ?? "").toLowerCase()) : undefined;
    if (field) out.add(field);
  }
  return out;
}
