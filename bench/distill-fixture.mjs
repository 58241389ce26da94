/** What the distillation benches share: the 9-week fixture, repeated to a longer history. */

export const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

/** The fixture repeated `k` times back to back (each copy shifted by 9 weeks). */
export function scaled(files, k) {
  if (k === 1) return files;
  const out = {};
  for (const [rel, text] of Object.entries(files)) {
    const m = /^memory\/(\d{4}-\d{2}-\d{2})\.md$/.exec(rel);
    if (!m) {
      out[rel] = text;
      continue;
    }
    for (let i = 0; i < k; i++) {
      const d = addDays(m[1], -63 * (k - 1 - i)); // copies before the original, so NOW stays valid
      out[`memory/${d}.md`] = text.replaceAll(m[1], d);
    }
  }
  return out;
}

/** The fixture at `k` times its history: its files, its daily logs and the run's `now`. */
export async function scaledFixture(k) {
  const { generate } = await import("../test/fixtures/distill/generate.mjs");
  const { files, truth } = generate(null);
  const input = scaled(files, k);
  const logs = Object.keys(input).filter((r) => /^memory\/\d{4}-\d{2}-\d{2}\.md$/.test(r));
  return { files: input, logs, now: truth.now, truth };
}
