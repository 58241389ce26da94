// Every secret format in every context the reliability suite plants it in (a sentence, a table
// row, a code fence, a quote, a JSON string, a bare line), for fixed seeds: what the suite finds
// one random seed at a time, found here every run. A JSON string escapes the sample's line
// breaks (`\n`, `\r\n`), which rules must read as line breaks; and each is tried joined onto one
// line as well, as an agent's distillation or a rolling-summary field holds it; and what comes out
// is rescanned, as the reliability suite rescans the disk: a second look finds nothing.
import { describe, expect, it } from "vitest";
import { redact, scanSecrets } from "../../src/core/redact/index.js";
import { SECRET_SAMPLES, mulberry32 } from "../support/secret-samples.js";
import { CONTEXTS } from "../reliability/support/secret-plants.js";

const SEEDS = Array.from({ length: 16 }, (_, i) => i + 1);

describe("a planted secret of every format, in every planting context", () => {
  for (const sample of SECRET_SAMPLES) {
    it(sample.rule, () => {
      const missed: string[] = [];
      for (const seed of SEEDS) {
        const planted = sample.plant(mulberry32(seed));
        CONTEXTS.forEach((context, c) => {
          // As planted, and joined onto one line, as a distillation's line or a draft's field holds it.
          for (const text of [context(planted.text), context(planted.text).replace(/[\r\n]+/g, " ")]) {
            const out = redact(text).text;
            for (const secret of planted.secrets) if (out.includes(secret)) missed.push(`seed ${seed}, context ${c}: ${JSON.stringify(text).slice(0, 300)}`);
            // What is on disk is rescanned for leaks: a second pass finds nothing more.
            if (scanSecrets(out).length > 0) missed.push(`rescan, seed ${seed}, context ${c}: ${JSON.stringify(out).slice(0, 300)}`);
          }
        });
      }
      expect(missed).toEqual([]);
    });
  }
});
