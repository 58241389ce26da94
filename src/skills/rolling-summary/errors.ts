/**
 * Errors of the session-state core. Each names the option or field at fault and what is allowed,
 * so a CLI user or a model calling the tool can fix the call without reading code.
 */
import type { SummaryFieldName } from "./fields.js";

export class SessionStateError extends Error {
  override name = "SessionStateError";
  constructor(
    readonly code: "invalid-option" | "over-limit",
    message: string,
  ) {
    super(message);
  }
}

/** `overflow: "refuse"` and a field (or the total) over the limits (docs/design.md, "Rolling summary"). */
export class SummaryLimitError extends SessionStateError {
  override name = "SummaryLimitError";
  constructor(
    /** The field over its limit, or "total" when only the sum is. */
    readonly field: SummaryFieldName | "total",
    readonly limit: number,
    readonly actual: number,
    message: string,
  ) {
    super("over-limit", message);
  }
}
