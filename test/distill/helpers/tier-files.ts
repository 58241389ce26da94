/**
 * Builds distilled files in known states for the forget tests: valid and stamped with exactly
 * the sources given, stamped wrongly, unstamped (hand-made), or invalid.
 */
import { formatStamp, shortHash } from "../../../src/distill/source-stamp.js";
import type { Tier } from "../../../src/distill/periods.js";

export type TierState = "good" | "partial" | "stale" | "invalid" | "legacy";

const BODY: Record<Tier, (period: string) => string> = {
  day: (p) => `# Daily Distillation: ${p}\n\n## Facts\n- Budget for ${p} approved\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n`,
  week: (p) => `# Weekly Compression: ${p.replace("-W", " Week ")}\n\n## Durable Facts\n- Decided something in ${p}\n\n## Confirmed Patterns\n_None._\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n`,
  month: (p) => `# Monthly Abstraction: ${p}\n\n## Principles Learned\n- Plan for slips (from week-${p}-W01)\n\n## Relationship Dynamics\n_None._\n\n## Operational Insights\n_None._\n\n## Updated Priors\n_None._\n`,
};

/** The text of a distilled file of `tier`/`period` built from `sources` (name → text). */
export function tierFile(tier: Tier, period: string, sources: ReadonlyMap<string, string>, state: "good" | "invalid" | "legacy"): string {
  if (state === "invalid") return `# ${tier} notes for ${period}\n\nNot in the format.\n`;
  if (state === "legacy") return BODY[tier](period);
  const stamp = new Map([...sources].map(([name, text]) => [name, shortHash(text)]));
  return BODY[tier](period) + "\n" + formatStamp({ sources: stamp, origin: "draft" }) + "\n";
}

/** A stamp entry with a hash that matches nothing (a source changed after the file was built). */
export function staleText(text: string): string {
  return text + "- appended later\n";
}
