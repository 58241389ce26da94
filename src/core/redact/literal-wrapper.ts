/**
 * A string literal is often wrapped on its way into a secret-named variable: Go `[]byte("…")`,
 * Python `b"…"` / `bytes("…", "utf-8")` / `bytes.fromhex("…")`, Node `Buffer.from("…")`, C#
 * `Encoding.UTF8.GetBytes("…")`, `new TextEncoder().encode("…")`, `SecretStr("…")`. The
 * assignment rule skips the wrapper and judges the literal inside, as it would `= "…"`.
 *
 * A wrapper is a call whose last name is one of WRAPPERS, however it is qualified
 * (`hex.DecodeString(`, `base64.StdEncoding.DecodeString(`): they convert or hold the literal,
 * they do not look anything up. Other calls (`getToken("user-service")`) name something else.
 */
import { isQuote } from "./chars.js";

/** Last names of calls that convert or hold their literal argument. */
const WRAPPERS = new Set([
  "byte", "bytes", "bytearray", "from", "String", "str", "encode", "GetBytes", "getBytes", "fromhex", "unhexlify", "a2b_hex",
  "b64decode", "urlsafe_b64decode", "DecodeString", "FromBase64String", "atob", "SecretStr", "SecretString", "SecretBytes", "Secret",
  "SecretKeySpec", "toByteArray", "to_vec", "as_bytes",
]);
const MAX_WRAPPER_CHARS = 64;

const isIdent = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;

/** Offset of the literal inside a wrapper that starts at `i`, or `i` when there is none. */
export function skipLiteralWrapper(text: string, i: number): number {
  const c = text.charCodeAt(i);
  // b"…", b'…', rb"…", br'…'
  if (c === 98 /* b */ || c === 114 /* r */) {
    const c1 = text.charCodeAt(i + 1);
    if (c1 === 34 || c1 === 39) return i + 1;
    if ((c1 === 98 || c1 === 114) && c1 !== c && (text.charCodeAt(i + 2) === 34 || text.charCodeAt(i + 2) === 39)) return i + 2;
  }
  // A qualified call: names joined by `.`, `::` or `()` (`new TextEncoder().encode(`), or Go's
  // `[]byte(`; the last name before `(` decides.
  let j = i;
  if (text.startsWith("new ", j)) j += 4;
  else if (text.startsWith("[]", j)) j += 2;
  const limit = Math.min(text.length, i + MAX_WRAPPER_CHARS);
  let nameStart = j;
  while (j < limit) {
    const d = text.charCodeAt(j);
    if (isIdent(d)) j++;
    else if (d === 46 /* . */) nameStart = ++j;
    else if (d === 58 && text.charCodeAt(j + 1) === 58) nameStart = j += 2; // ::
    else if (d === 40 && text.charCodeAt(j + 1) === 41) nameStart = j += 2; // ()
    else break;
  }
  if (text.charCodeAt(j) !== 40 /* ( */ || j === nameStart || !WRAPPERS.has(text.slice(nameStart, j))) return i;
  const q = j + 1;
  if (isQuote(text.charCodeAt(q))) return q;
  // b"…" inside: bytes.fromhex is rare with it, but `bytes(b"…")` is not.
  return text.charCodeAt(q) === 98 && isQuote(text.charCodeAt(q + 1)) ? q + 1 : i;
}
