/** The seed's placeholders ("Redaction Enforcement"). Rules never match these, which is what
 *  makes `redact` idempotent. */
export const PLACEHOLDERS = {
  secret: "<REDACTED_SECRET>",
  path: "<REDACTED_PATH>",
  url: "<REDACTED_URL>",
  internal: "<INTERNAL_URL>",
  projectRoot: "<PROJECT_ROOT>",
} as const;
