/**
 * Tool `memory_distill` (skill memory-compactor): day → week → month distillation of
 * memory/YYYY-MM-DD.md logs into memory/distilled/, and strategic forgetting that deletes a file
 * only when the tier above covers it and its date is not vetoed. MEMORY.md is read, never written.
 */
import { forgetRunNote } from "../../skills/memory-compactor/forget-note.js";
import { Type } from "@sinclair/typebox";
import { validateParams } from "./validate-params.js";
import { toolResult } from "./tool-result.js";
import type { PluginContext } from "../plugin-context.js";
import { recordRun } from "../runtime-state.js";
import {
  planDistill,
  draftDistillation,
  writeDistillation,
  planForget,
  applyForget,
  keepDate,
  retentionFromConfig,
  assertIsoDate,
  assertPeriod,
  renderDraft,
  renderForgetPlan,
  renderForgetResult,
  renderKeep,
  renderPlan,
  renderRun,
  renderWrite,
  runNote,
  type Tier,
} from "../../skills/memory-compactor/index.js";
import type { SessionRef } from "../session-ref.js";
import { groundDistilled } from "../../skills/memory-compactor/verify-distilled.js";
import { renderFindings, findingLines, emptyFindings } from "../../core/verify/index.js";
import { formatDateInZone } from "../../core/time/in-zone.js";
import { distillDueRefined, MAX_REFINED_PER_RUN } from "../refine/refine-distill.js";
import type { RefineEvent } from "../runtime-state.js";

/** What the host model did to the files `run` wrote (refine.mode "host"). */
function refineLines(events: RefineEvent[], notOffered: string[]): string[] {
  const refined = events.filter((e) => e.outcome === "refined").map((e) => e.file);
  const kept = events.filter((e) => e.outcome === "fallback").map((e) => `${e.file} (fallback: ${e.reason})`);
  return [
    ...(refined.length ? [`Refined by the host model: ${refined.join(", ")}`] : []),
    ...(kept.length ? [`Kept as drafted: ${kept.join("; ")}`] : []),
    ...(notOffered.length ? [`Not offered to the host model (at most ${MAX_REFINED_PER_RUN} a run): ${notOffered.join(", ")}`] : []),
  ];
}

export const MAX_DISTILLED_DRAFT_CHARS = 60_000; // a month file is principles, not a transcript

const DATE = "^\\d{4}-\\d{2}-\\d{2}$";

export const MemoryDistillParams = Type.Object(
  {
    action: Type.Union(
      [Type.Literal("plan"), Type.Literal("run"), Type.Literal("draft"), Type.Literal("write"), Type.Literal("forget"), Type.Literal("keep")],
      {
        description:
          '"plan": what is due and what is missing. "run": write every tier that is due, from what is on disk (the floor, no model needed). "draft": a deterministic draft of one tier+period plus a template: refine it yourself, then "write". "write": validate and save your refined markdown for tier+period; every value in it must occur in the tier below or the draft, and the result names any that do not. "forget": list what may be deleted (dry run) or delete it with apply=true. "keep": veto forgetting a date.',
      },
    ),
    tier: Type.Optional(Type.Union([Type.Literal("day"), Type.Literal("week"), Type.Literal("month")], { description: 'For draft and write: "day", "week" or "month".' })),
    period: Type.Optional(
      Type.String({ maxLength: 10, description: 'For draft and write: YYYY-MM-DD for a day, YYYY-WNN (ISO week) for a week, YYYY-MM for a month.' }),
    ),
    markdown: Type.Optional(Type.String({ maxLength: MAX_DISTILLED_DRAFT_CHARS, description: "For write: the refined file, keeping the draft's title and section headings." })),
    apply: Type.Optional(Type.Boolean({ description: "For forget: true deletes (or archives) what the plan lists. Default false: only show the plan." })),
    date: Type.Optional(Type.String({ pattern: DATE, description: "For keep: the date (YYYY-MM-DD) whose files must never be forgotten." })),
    now: Type.Optional(Type.String({ pattern: DATE, description: "Today's date as YYYY-MM-DD. Default: today in the configured timezone. Only set it to backfill." })),
  },
  { additionalProperties: false },
);

function need<T>(value: T | undefined, field: string, action: string, what: string): T {
  if (value === undefined) throw new Error(`memory_distill: action "${action}" needs "${field}" (${what}).`);
  return value;
}

export function createMemoryDistillTool(pc: PluginContext, tctx: SessionRef) {
  return {
    name: "memory_distill",
    label: "Memory distill",
    description:
      'Distill daily memory logs (memory/YYYY-MM-DD.md) into memory/distilled/day-*.md, week-YYYY-WNN.md and month-YYYY-MM.md, and forget old files only when a higher tier covers them. Use for the memory-compactor cron runs and when the user asks to distill memory, forget old logs, or keep a date. Start with action "plan". MEMORY.md is never modified.',
    parameters: MemoryDistillParams,
    catalogMode: "direct-only" as const,
    async execute(_toolCallId: string, rawParams: unknown) {
      const p = validateParams("memory_distill", MemoryDistillParams, rawParams);
      const dir = pc.workspaceDirFor(tctx);
      if (!dir) throw new Error("memory_distill: no agent workspace is known for this session.");
      const ws = await pc.open(dir);
      const now = p.now ? assertIsoDate(p.now, "now") : formatDateInZone(new Date(), pc.config.timezone);
      const by = "memory_distill tool";
      switch (p.action) {
        case "plan": {
          const plan = await planDistill(ws, { now });
          return toolResult(renderPlan(plan), { action: p.action, plan });
        }
        case "run": {
          const { result, refined, notOffered } = await distillDueRefined(pc, ws, now, by);
          const refinedCount = refined.filter((e) => e.outcome === "refined").length;
          await pc.recordState(ws, (s) => recordRun(s, "distill", { by, note: `${runNote(result)}${refined.length ? `, ${refinedCount} refined by the host model` : ""}` }));
          return toolResult([renderRun(result), ...refineLines(refined, notOffered)].join("\n"), { action: p.action, result, refine: { mode: pc.config.refine.mode, outcomes: refined, notOffered } });
        }
        case "draft": {
          const tier = need(p.tier, "tier", "draft", "day, week or month") as Tier;
          const period = assertPeriod(tier, need(p.period, "period", "draft", "YYYY-MM-DD, YYYY-WNN or YYYY-MM"));
          const d = await draftDistillation(ws, { tier, period });
          return toolResult(renderDraft(d), { action: p.action, tier, period, path: d.path, markdown: d.markdown, message: d.message ?? null, candidates: d.candidates, candidateCount: d.candidateCount });
        }
        case "write": {
          const tier = need(p.tier, "tier", "write", "day, week or month") as Tier;
          const period = assertPeriod(tier, need(p.period, "period", "write", "YYYY-MM-DD, YYYY-WNN or YYYY-MM"));
          const markdown = need(p.markdown, "markdown", "write", "the refined file");
          // Your values against the tier below (and our draft of the same period).
          const findings = { ...emptyFindings(), ungrounded: await groundDistilled(ws, tier, period, markdown) };
          const said = renderFindings(findings, "the sources");
          if (findings.ungrounded.length > 0 && pc.config.verify === "refuse") {
            throw new Error(`memory_distill: nothing was written (verify: "refuse"). Fix these and call write again:\n${said}`);
          }
          const r = await writeDistillation(ws, { tier, period, markdown });
          if (!r.ok) throw new Error(`memory_distill: ${renderWrite(r)}\nFix the draft and call write again.`);
          await pc.recordState(ws, (s) => recordRun(s, "distill", { by, note: r.path }));
          return toolResult(`${renderWrite(r)}${said ? `\n${said}` : ""}`, { action: p.action, path: r.path, verification: { mode: pc.config.verify, ...findings, lines: findingLines(findings) } });
        }
        case "forget": {
          const plan = await planForget(ws, { now, retention: retentionFromConfig(pc.config.distill) });
          const archive = pc.config.distill.archive;
          if (!p.apply) return toolResult(renderForgetPlan(plan, { archive, applyHint: "call forget with apply=true" }), { action: p.action, apply: false, plan });
          const result = await applyForget(ws, plan, { archive });
          await pc.recordState(ws, (s) => recordRun(s, "forget", { by, note: forgetRunNote(plan, result) }));
          return toolResult(renderForgetResult(result, plan), { action: p.action, apply: true, result });
        }
        case "keep": {
          const date = assertIsoDate(need(p.date, "date", "keep", "YYYY-MM-DD"), "date");
          const r = await keepDate(ws, date, { today: now });
          return toolResult(renderKeep(r), { action: p.action, ...r });
        }
      }
    },
  };
}
