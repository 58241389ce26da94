/**
 * `memory_distill run` with `refine.mode: "host"`: tier by tier, the deterministic files are
 * written first (src/skills/memory-compactor/distill-due.ts), then each is offered to the host
 * model, and its version replaces the file only if it arrives within `refine.timeoutMs`, passes
 * the tier's validator and every value occurs in the tier below or the draft
 * (src/skills/memory-compactor/host-refine.ts). Days are refined before the week is drafted
 * from them, so a week's stamp names the day files as they end up.
 */
import type { PluginContext } from "../plugin-context.js";
import type { RefineEvent } from "../runtime-state.js";
import type { Workspace } from "../../core/workspace/types.js";
import { TIERS, checkHostDistilled, distillDue, hostDistilledPrompt, replaceDistilled, DISTILLED_REPLY_MAX_TOKENS, type DistillRunResult, type IsoDate, type Tier } from "../../skills/memory-compactor/index.js";
import { refineWithHostModel } from "./run-refinement.js";

/** A backfill can make dozens of files due; refining them all would hold a tool call for minutes.
 *  The rest stay as drafted (and are refined by the agent with draft/write, or a later run). */
export const MAX_REFINED_PER_RUN = 7;

export interface RefinedRun {
  result: DistillRunResult;
  refined: RefineEvent[];
  /** Files written but not offered to the host model (over MAX_REFINED_PER_RUN). */
  notOffered: string[];
}

export async function refineDistilled(pc: PluginContext, ws: Workspace, item: { tier: Tier; period: string; path: string }, by: string): Promise<RefineEvent | null> {
  const expected = await ws.readText(item.path);
  if (expected === null) return null;
  const request = await hostDistilledPrompt(ws, { tier: item.tier, period: item.period, current: expected, maxInputTokens: pc.config.refine.maxInputTokens });
  return refineWithHostModel(pc, ws, {
    skill: "distill",
    file: item.path,
    by,
    request,
    maxTokens: DISTILLED_REPLY_MAX_TOKENS,
    async apply(reply) {
      const checked = await checkHostDistilled(ws, { tier: item.tier, period: item.period, reply });
      if (!checked.ok) return checked;
      const r = await replaceDistilled(ws, { tier: item.tier, period: item.period, expected, markdown: checked.markdown });
      return r.replaced ? { ok: true } : { ok: false, reason: r.reason.startsWith("invalid:") ? r.reason : `superseded: ${r.reason}` };
    },
  });
}

export async function distillDueRefined(pc: PluginContext, ws: Workspace, now: IsoDate, by: string): Promise<RefinedRun> {
  if (pc.config.refine.mode !== "host") return { result: await distillDue(ws, { now }), refined: [], notOffered: [] };
  const out: RefinedRun = { result: { now, written: [], emptyDays: [], skipped: [], failed: 0, problems: [], waiting: [] }, refined: [], notOffered: [] };
  for (const tier of TIERS) {
    const r = await distillDue(ws, { now, tiers: [tier] });
    const acc = out.result;
    acc.written.push(...r.written);
    acc.emptyDays.push(...r.emptyDays);
    acc.skipped.push(...r.skipped);
    acc.failed += r.failed;
    acc.problems.push(...r.problems);
    acc.waiting.push(...r.waiting);
    for (const w of r.written) {
      if (out.refined.length >= MAX_REFINED_PER_RUN) {
        out.notOffered.push(w.path);
        continue;
      }
      // The deterministic file is written: a failure past this point must not fail the run.
      const event = await refineDistilled(pc, ws, w, by).catch((err: unknown) => {
        pc.logger.warn?.(`context-kit: refining ${w.path} failed: ${(err as Error)?.message ?? String(err)}`);
        return null;
      });
      if (event) out.refined.push(event);
    }
  }
  return out;
}
