/**
 * The suite's one seeded PRNG (mulberry32). Random choices in tests, workers and fixture
 * generators must be replayable from the seed a failing run prints; Math.random is not.
 *
 * Plain JavaScript (types in prng.d.mts) so that every consumer can import it as it is: the
 * TypeScript tests, the .mjs workers and fixture generators, and test/support/secret-samples.ts
 * when Node loads it directly from bench/.
 */

/** A function returning uniform floats in [0, 1), fully determined by `seed`. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** mulberry32 with the helpers tests keep writing by hand. */
export class Rng {
  #next;
  constructor(seed) {
    this.#next = mulberry32(seed);
  }
  next() {
    return this.#next();
  }
  int(lo, hiExclusive) {
    return lo + Math.floor(this.next() * (hiExclusive - lo));
  }
  pick(xs) {
    if (xs.length === 0) throw new Error("pick from an empty list");
    return xs[this.int(0, xs.length)];
  }
  chars(alphabet, n) {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length)];
    return s;
  }
  bool(p = 0.5) {
    return this.next() < p;
  }
}
