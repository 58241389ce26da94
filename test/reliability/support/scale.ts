/**
 * How big a run is. The default is CI-sized (the whole suite in about three minutes on two
 * cores); CONTEXT_KIT_RELIABILITY=long runs the full figures (≥10,000 secret writes, ≥200
 * crash trials, …; README.md, "Reliability"). Every part reads its sizes from here so the two runs differ in
 * volume only, never in what they check.
 */
export const LONG = process.env.CONTEXT_KIT_RELIABILITY === "long";

export function pick<T>(ci: T, long: T): T {
  return LONG ? long : ci;
}

/** Seed for every random choice in the suite; print it on failure so a run can be replayed. */
export const SEED = Number(process.env.CONTEXT_KIT_SEED ?? Date.now() % 2 ** 31);
