/**
 * Builds distilled files in known states for the forget tests: valid and stamped with exactly
 * the sources given, stamped wrongly, unstamped (hand-made), or invalid. A valid file restates
 * what its sources say (one bullet per source line), as a faithful distillation would; `drop`
 * leaves one such line out (a lossy higher tier, which must not let its source be forgotten).
 */
import { formatStamp, shortHash } from "../../../src/skills/memory-compactor/source-stamp.js";
import type { Tier } from "../../../src/skills/memory-compactor/periods.js";

export type TierState = "good" | "partial" | "stale" | "invalid" | "legacy" | "lossy";

const BODY: Record<Tier, (period: string, lines: string) => string> = {
  day: (p, l) => `# Daily Distillation: ${p}\n\n## Facts\n- Budget for ${p} approved as plan-${p}\n${l}\n## Patterns\n_None._\n\n## Anomalies\n_None._\n`,
  week: (p, l) => `# Weekly Compression: ${p.replace("-W", " Week ")}\n\n## Durable Facts\n- Decided something in ${p}\n${l}\n## Confirmed Patterns\n_None._\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n`,
  month: (p, l) => `# Monthly Abstraction: ${p}\n\n## Principles Learned\n- Plan for slips (from week-${p}-W01)\n\n## Relationship Dynamics\n_None._\n\n## Operational Insights\n${l || "_None._\n"}\n## Updated Priors\n_None._\n`,
};

/** The list items of the sources' bodies (stamps, headings and placeholders left out). */
export function sourceLines(sources: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const text of sources.values()) {
    for (const line of text.replace(/<!--[\s\S]*?-->/g, "").split("\n")) {
      const m = /^\s*[-*]\s+(.*)$/.exec(line);
      if (m && m[1] !== "_None._" && !out.includes(m[1] as string)) out.push(m[1] as string);
    }
  }
  return out;
}

/** The text of a distilled file of `tier`/`period` built from `sources` (name → text). */
export function tierFile(tier: Tier, period: string, sources: ReadonlyMap<string, string>, state: "good" | "invalid" | "legacy", drop?: string): string {
  if (state === "invalid") return `# ${tier} notes for ${period}\n\nNot in the format.\n`;
  const lines = sourceLines(sources).filter((l) => l !== drop).map((l) => `- ${l}\n`).join("");
  if (state === "legacy") return BODY[tier](period, lines);
  const stamp = new Map([...sources].map(([name, text]) => [name, shortHash(text)]));
  return BODY[tier](period, lines) + "\n" + formatStamp({ sources: stamp, origin: "draft" }) + "\n";
}

/** A stamp entry with a hash that matches nothing (a source changed after the file was built). */
export function staleText(text: string): string {
  return text + "- appended later\n";
}
