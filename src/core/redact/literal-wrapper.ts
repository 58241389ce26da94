/**
 * A string literal is often wrapped on its way into a secret-named variable: Go `[]byte("…")`,
 * Python `b"…"` / `bytes("…", "utf-8")`, Node `Buffer.from("…")`, `new TextEncoder().encode("…")`.
 * The assignment rule skips the wrapper and judges the literal inside, as it would `= "…"`.
 */

const WRAPPERS = ["[]byte(", "Buffer.from(", "bytes(", "bytearray(", "new TextEncoder().encode(", "TextEncoder().encode(", "String(", "str("];

/** Offset of the literal inside a wrapper that starts at `i`, or `i` when there is none. */
export function skipLiteralWrapper(text: string, i: number): number {
  const c = text.charCodeAt(i);
  // b"…", b'…', rb"…", br'…'
  if (c === 98 /* b */ || c === 114 /* r */) {
    const c1 = text.charCodeAt(i + 1);
    if (c1 === 34 || c1 === 39) return i + 1;
    if ((c1 === 98 || c1 === 114) && c1 !== c && (text.charCodeAt(i + 2) === 34 || text.charCodeAt(i + 2) === 39)) return i + 2;
  }
  for (const w of WRAPPERS) {
    if (w.charCodeAt(0) === c && text.startsWith(w, i)) {
      const q = text.charCodeAt(i + w.length);
      return q === 34 || q === 39 || q === 96 ? i + w.length : i;
    }
  }
  return i;
}
