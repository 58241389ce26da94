/** The placeholders (docs/design.md, "Principles"). Rules never match these, which is what
 *  makes `redact` idempotent. */
export const PLACEHOLDERS = {
  secret: "<REDACTED_SECRET>",
  path: "<REDACTED_PATH>",
  url: "<REDACTED_URL>",
  internal: "<INTERNAL_URL>",
  projectRoot: "<PROJECT_ROOT>",
} as const;

const ALL = Object.values(PLACEHOLDERS);

/** Does one of our placeholders start at `at`? (A rule reading a redacted text must not take
 *  `<REDACTED_SECRET>` for an XML tag named …SECRET, nor a value's `Key=` prefix left before
 *  one for a value of its own: the second pass would then change the text.) */
export function placeholderAt(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 60 /* < */) return false;
  for (const p of ALL) if (text.startsWith(p, at)) return true;
  return false;
}
