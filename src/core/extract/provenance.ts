/**
 * Provenance: whether a clause is something its speaker authored as intent, or something they
 * relay. Code comments ("TODO(later): move to Redis", "// FIXME use the pool"), and the assistant
 * reading out a comment, a page or an e-mail are quoted material: whatever they say was not
 * decided or asked for in this conversation. Whole lines of code, traces and quotes are already
 * dropped by segment.ts; this catches them inline.
 */

/** A code-comment marker inside the clause: "TODO(ana):", "FIXME:", "// TODO", "# XXX". */
const COMMENT_MARKER_RE = /\b(?:TODO|FIXME|XXX|HACK)\s*\(|\b(?:FIXME|XXX|HACK)\s*:|(?:^|\s)(?:\/\/|#|--|\/\*)\s*(?:TODO|FIXME|XXX|HACK|NOTE)\b|`[^`]{0,200}\b(?:TODO|FIXME)\b[^`]{0,200}`/;
/** The assistant relaying text it read: "the comment says …", "the README states …", "the email reads …". */
const RELAY_RE = /^(?:(?:so|ok(?:ay)?|and|also)[,]?\s+)?(?:there(?:'s| is) an?\s+)?(?:the\s+|a\s+|an\s+|this\s+|that\s+|your\s+)?(?:(?:inline\s+|code\s+)?comments?|docstring|readme|docs?|documentation|page|article|email|e-mail|message|ticket|issue|changelog|commit message|release notes?|spec)\b[^.]{0,40}?\b(?:says?|reads?|states?|mentions?|notes?|suggests?|claims?|recommends?|is)\s*[:,]?\s*["“'`]/i;

export function isRelayed(clause: string, speaker: "user" | "assistant" | "summary"): boolean {
  if (COMMENT_MARKER_RE.test(clause)) return true;
  return speaker === "assistant" && RELAY_RE.test(clause);
}
