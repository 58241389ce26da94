/**
 * Credentials that vendors and standards publish as examples: a payment provider's API-reference
 * test key, jwt.io's sample token, the example tokens of RFC 6749 and the test secret of RFC
 * 6238. They have a real key's shape, so the rules take them, but they open nothing and every
 * reader of those docs has them: a note that quotes one is documentation, and it stays as
 * written. Exact values only: a key that merely looks like one of these is judged as any other.
 * See docs/design.md, "Redaction".
 */
import type { SpanTable } from "./spans.js";

/** Each value with where it is published. */
export const PUBLISHED_EXAMPLES: ReadonlyArray<readonly [value: string, source: string]> = [
  ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "Stripe API reference, test-mode secret key"],
  ["pk_test_TYooMQauvdEDq54NiTphI7jx", "Stripe API reference, test-mode publishable key"],
  [
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "jwt.io, the debugger's sample token",
  ],
  ["2YotnFZFEjr1zCsicMWpAA", "RFC 6749, example access token"],
  ["tGzv3JOkF0XG5Qx2TlKWIA", "RFC 6749, example refresh token"],
  ["GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "RFC 6238, test secret (base32 of 12345678901234567890)"],
];

const VALUES = PUBLISHED_EXAMPLES.map(([v]) => v);
/** A span shorter than this is no part of an example a rule would take alone. */
const MIN_PART_CHARS = 16;
const MAX_CHARS = Math.max(...VALUES.map((v) => v.length));

/** Does text[s, e) lie inside an occurrence of a published example (the whole value, or the part
 *  a rule took: jwt.io's signature alone)? Cost per span: the examples' occurrences of its first
 *  character, each a compare that mostly fails at once. */
function insideExample(text: string, s: number, e: number): boolean {
  if (e - s < MIN_PART_CHARS || e - s > MAX_CHARS) return false;
  const first = text[s]!;
  for (const v of VALUES) {
    for (let o = v.indexOf(first); o !== -1; o = v.indexOf(first, o + 1)) {
      const at = s - o;
      if (at >= 0 && e <= at + v.length && text.startsWith(v, at)) return true;
    }
  }
  return false;
}

/** Removes the secret spans that lie inside a published example. In place; the table stays sorted. */
export function dropPublishedExamples(text: string, t: SpanTable): void {
  let w = 0;
  for (let k = 0; k < t.n; k++) {
    if (insideExample(text, t.start[k]!, t.end[k]!)) continue;
    if (w !== k) t.copy(k, w);
    w++;
  }
  t.n = w;
}
