/**
 * Lines that hand over a credential the redaction rules did not recognise ("user tide pw
 * Gr0mmet-stg-77", "joostvdm / Tulp#88vlinder"): the extractor never repeats them, whoever
 * found them (the floor, the detectors, the goal line). See docs/design.md, "Extraction floor".
 */
import { CJK_WORD_BREAKS } from "../text/cjk.js";
import { trimEndOf } from "../text/trim-end.js";

// A credential noun next to a token-like word: the statement hands over a secret the redaction
// rules did not recognise ("user tide pw Gr0mmet-stg-77"); the floor never repeats it.
export const CREDENTIAL_RE = /\b(?:pw|pwd|pass|passw(?:or)?d|passphrase|pin|token|secret|api[ _-]?key|auth[ _-]?key|credentials?|login|session|cookie)\b|密码|密碼|口令|密钥|密鑰|秘钥/i;
const CREDENTIAL_VALUE_RE = /\b(?:pw|pwd|pass|passw(?:or)?d|passphrase|pin|token|secret|key|login)\b\s*(?:is|was|=|:)\s*\S/i;

/** A credential noun with a token-like word, or with a value after "is", ":" or "="; or a
 *  word shaped like a password or a session token whatever names it ("joostvdm / Tulp#88vlinder",
 *  "ldg_sess=s%3AqV8x…"). */
export function handsOverCredential(line: string): boolean {
  if (CREDENTIAL_RE.test(line) && (line.split(/\s+/).some(tokenLike) || CREDENTIAL_VALUE_RE.test(line))) return true;
  return line.split(WORD_BREAK_RE).some(secretShaped);
}

/** Where a word ends: white space, and in the scripts written without spaces (Chinese, Japanese,
 *  Korean, Thai) every character of the script and its punctuation. "2号ボイラー、修理が終わりまし
 *  た!お湯も…" is a sentence, not one word with a digit and a "!"; a token pasted into it
 *  ("密码是Xk!9pq2Lm") is still a word of its own. */
const WORD_BREAK_RE = new RegExp(`[\\s${CJK_WORD_BREAKS}\\p{Script=Thai}]+`, "u");

/** Six or more characters with a letter and a digit: a value, not a word. */
function tokenLike(word: string): boolean {
  return word.length >= 6 && /\d/.test(word) && /\p{L}/u.test(word);
}

/** Letters and digits with a symbol identifiers do not use (8+ chars), or 20+ mixed-case
 *  letters and digits: what a password or a token looks like. Versions, hosts, paths and ids
 *  ("v2.14.1-rc1", "ST8000VN004", "pg-main-01") keep to letters, digits and . - _ : /. */
function secretShaped(word: string): boolean {
  // The end by loop, not /[…]+$/ (retried from every position of an inner run: quadratic);
  // the start by an anchored regex, which is tried at position 0 only.
  const w = trimEndOf(word.replace(/^[("'`]+/, ""), ")\"'`.,;:!?", false);
  if (w.length < 8 || !/\p{L}/u.test(w) || !/\d/.test(w)) return false;
  if (/[#!$%&*+=?^~@]/.test(w)) return true;
  return w.length >= 20 && /[a-z]/.test(w) && /[A-Z]/.test(w);
}
