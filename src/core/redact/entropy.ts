/** How random a candidate value looks. Generic rules (`password=`, `"api_key": …`) have no
 *  format to check, so entropy and character variety are what separate `Xk9#pQ2v…` from
 *  `<your password here>`, `token count` or `passwordHash`. Counting uses a reused table for
 *  ASCII (no allocation), since these run at every candidate. */
import { bitCount } from "./chars.js";

const counts = new Uint32Array(128);

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  const n = s.length;
  if (n === 0) return 0;
  let other: Map<number, number> | undefined;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) counts[c]!++;
    else (other ??= new Map()).set(c, (other.get(c) ?? 0) + 1);
  }
  let h = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) continue;
    const k = counts[c]!;
    if (k === 0) continue; // already counted
    const p = k / n;
    h -= p * Math.log2(p);
    counts[c] = 0;
  }
  if (other) {
    for (const k of other.values()) {
      const p = k / n;
      h -= p * Math.log2(p);
    }
  }
  return h;
}

/** Number of distinct characters among the first `window` characters of `s`. ASCII characters
 *  are marked in a 128-bit set held in four numbers (no table to clear afterwards). */
export function distinctChars(s: string, window = s.length): number {
  const n = Math.min(s.length, window);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let other: Set<number> | undefined;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 64) {
      if (c < 32) b0 |= 1 << c;
      else b1 |= 1 << (c - 32);
    } else if (c < 128) {
      if (c < 96) b2 |= 1 << (c - 64);
      else b3 |= 1 << (c - 96);
    } else (other ??= new Set()).add(c);
  }
  return bitCount(b0) + bitCount(b1) + bitCount(b2) + bitCount(b3) + (other?.size ?? 0);
}

/** How many of the classes lower, upper, digit, other occur. */
export function charClasses(s: string): number {
  let lower = 0, upper = 0, digit = 0, other = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = 1;
    else if (c >= 65 && c <= 90) upper = 1;
    else if (c >= 48 && c <= 57) digit = 1;
    else other = 1;
  }
  return lower + upper + digit + other;
}
