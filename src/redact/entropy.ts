/** How random a candidate value looks. Generic rules (`password=`, `"api_key": …`) have no
 *  format to check, so entropy and character variety are what separate `Xk9#pQ2v…` from
 *  `<your password here>`, `token count` or `passwordHash`. */

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** Number of distinct characters. */
export function distinctChars(s: string): number {
  return new Set(s).size;
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
