/**
 * Planting secrets the way they really arrive: a fake secret of every supported format
 * (test/support/secret-samples.ts, one maker per redaction rule id), wrapped in the sentences,
 * config lines, tables and code blocks people and tools actually write, and phrased so that the
 * extractors want to keep them (decisions, facts, tasks, blockers, config values).
 */
import { SECRET_SAMPLES, mulberry32, type PlantedSecret } from "../../support/secret-samples.js";
import type { Rng } from "../../support/prng.mjs";

/** Sentences an extractor would keep, each holding the planted text. */
export const CONTEXTS: ReadonlyArray<(s: string) => string> = [
  (s) => `We decided to use this credential for staging: ${s}`,
  (s) => `Let's go with the new key ${s} for the deploy job.`,
  (s) => `The production API token is ${s} (do not share).`,
  (s) => `TODO: rotate ${s} tomorrow, it was pasted in chat.`,
  (s) => `Blocked by the expired credential ${s}; waiting for ops.`,
  (s) => `Fact: the billing service authenticates with ${s}`,
  (s) => `决定使用新的密钥 ${s} 部署到生产环境。`,
  (s) => `| service | credential |\n|---|---|\n| billing | ${s} |`,
  (s) => "```env\n" + s + "\n```",
  (s) => `> quoted from the runbook: ${s}`,
  (s) => `{"service": "billing", "note": ${JSON.stringify(s)}}`,
  (s) => `- [TECH] config value: ${s}`,
  (s) => s,
];

export interface Plant extends PlantedSecret {
  /** The planted text in a sentence or block. */
  sentence: string;
}

/** An endless, seeded stream of plants that covers every rule id before repeating one. */
export class PlantStream {
  private readonly rngFn: () => number;
  private order: number[] = [];
  count = 0;
  readonly rules = new Set<string>();

  constructor(private readonly rng: Rng) {
    this.rngFn = mulberry32(rng.int(0, 2 ** 31));
  }

  next(): Plant {
    if (this.order.length === 0) {
      this.order = SECRET_SAMPLES.map((_, i) => i);
      for (let i = this.order.length - 1; i > 0; i--) {
        const j = this.rng.int(0, i + 1);
        [this.order[i], this.order[j]] = [this.order[j]!, this.order[i]!];
      }
    }
    const sample = SECRET_SAMPLES[this.order.pop()!]!;
    const planted = sample.plant(this.rngFn);
    this.count++;
    this.rules.add(planted.rule);
    return { ...planted, sentence: this.rng.pick(CONTEXTS)(planted.text) };
  }
}

export const RULE_COUNT = SECRET_SAMPLES.length;
