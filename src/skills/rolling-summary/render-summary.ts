/**
 * The summary section as written: `## Rolling Summary (as of HH:MM)` and five bullets in the
 * documented order (docs/design.md, "Rolling summary"), an empty field as "—".
 */
import type { SectionContent, SectionSelector } from "../../core/markdown/index.js";
import { EMPTY_FIELD, FIELD_LABELS, SUMMARY_DEPTH, SUMMARY_FIELDS, SUMMARY_HEADING_KEY, type RollingSummaryFields } from "./fields.js";

/** Finds `## Rolling Summary` with or without its `(as of …)`, the first one if duplicated. A
 *  hand-written `# Rolling Summary` or `### Rolling Summary` is the same section (it keeps its
 *  level); a new one is written as `##`. */
export const SUMMARY_SELECTOR: Readonly<SectionSelector> = Object.freeze({ heading: SUMMARY_HEADING_KEY, depth: SUMMARY_DEPTH, anyDepth: true });

export function summaryTitle(asOf: string): string {
  return `${SUMMARY_HEADING_KEY} (as of ${asOf})`;
}

export function renderSummaryBody(fields: RollingSummaryFields): string {
  return SUMMARY_FIELDS.map((f) => `- ${FIELD_LABELS[f]}: ${fields[f] || EMPTY_FIELD}`).join("\n");
}

export function renderSummary(fields: RollingSummaryFields, asOf: string): SectionContent {
  return { title: summaryTitle(asOf), body: renderSummaryBody(fields) };
}
