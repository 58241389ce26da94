/**
 * Checks and normalizes the five fields a caller passes. A bullet is one line, so whitespace
 * runs (newlines included) become one space; that also means no field can start a heading or a
 * code fence inside the summary.
 */
import { redact } from "../../core/redact/index.js";
import { SessionStateError } from "./errors.js";
import { EMPTY_FIELD, SUMMARY_FIELDS, emptyFields, type RollingSummaryFields, type SummaryFieldName } from "./fields.js";

const SECRETS_ONLY = { mode: "secrets" } as const;

/** Whitespace collapsed and trimmed; a lone "—" (how an empty field is written) reads as empty. */
export function normalizeFieldText(text: string): string {
  const t = text.replace(/\s+/gu, " ").trim();
  return t === EMPTY_FIELD ? "" : t;
}

export function normalizeFields(input: unknown): RollingSummaryFields {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new SessionStateError("invalid-option", `fields: expected an object with ${SUMMARY_FIELDS.join(", ")}, got ${Array.isArray(input) ? "an array" : JSON.stringify(input)}.`);
  }
  const out = emptyFields();
  for (const [key, value] of Object.entries(input)) {
    if (!(SUMMARY_FIELDS as readonly string[]).includes(key)) {
      throw new SessionStateError("invalid-option", `fields: unknown field "${key}"; allowed: ${SUMMARY_FIELDS.join(", ")}.`);
    }
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") {
      throw new SessionStateError("invalid-option", `fields.${key}: expected a string, got ${typeof value}.`);
    }
    // Secrets go before the lines are joined: a rule that reads a value by its layout (a SQL
    // COPY row under its column list, a PEM block, a `name:`/`value:` pair) no longer sees it
    // once the field is one line. The write redacts the section again under the workspace's
    // policy.
    out[key as SummaryFieldName] = normalizeFieldText(redact(value, SECRETS_ONLY).text);
  }
  return out;
}
