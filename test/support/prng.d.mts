/** Types for prng.mjs (the suite's one seeded PRNG). */
/** A function returning uniform floats in [0, 1). */
export type Random = () => number;

export declare function mulberry32(seed: number): Random;

export declare class Rng {
  constructor(seed: number);
  /** A uniform float in [0, 1). */
  next(): number;
  /** An integer in [lo, hiExclusive). */
  int(lo: number, hiExclusive: number): number;
  pick<T>(xs: readonly T[]): T;
  chars(alphabet: string, n: number): string;
  bool(p?: number): boolean;
}
