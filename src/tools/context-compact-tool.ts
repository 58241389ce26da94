/**
 * Tool `context_compact` (skill context-compactor): a deterministic digest of the live session,
 * saved as memory/compacts/YYYY-MM-DD-HHMM.md after format validation and redaction. Also the
 * target of the `/context_compactor` skill command (command-dispatch: tool).
 */
import { Type } from "@sinclair/typebox";
import { validateParams } from "./validate-params.js";
import { toolResult } from "./tool-result.js";
import type { PluginContext } from "../plugin/plugin-context.js";
import { recordRun } from "../plugin/runtime-state.js";
import { loadTranscript } from "../hooks/save-session-compact.js";
import { extractCompact, writeCompact, listCompacts, latestCompact, compactStats } from "../compact/index.js";
import type { ToolCtx } from "./session-state-tool.js";

export const MAX_DRAFT_CHARS = 40_000; // ~10k tokens: a draft beyond this is not a digest

const ACTIONS = ["write", "extract", "list", "latest", "stats"] as const;
type Action = (typeof ACTIONS)[number];

export const ContextCompactParams = Type.Object(
  {
    action: Type.Optional(
      Type.Union(ACTIONS.map((a) => Type.Literal(a)), {
        description:
          '"write" (default): save a compact; without `markdown` it is extracted from this session. "extract": return the extracted digest and a refinement template without saving. "list", "latest", "stats": read saved compacts.',
      }),
    ),
    markdown: Type.Optional(
      Type.String({
        maxLength: MAX_DRAFT_CHARS,
        description:
          'Your draft for "write", in the compact format: "# Session Compact — YYYY-MM-DD HH:MM UTC", "**Turns**: N | **Est. tokens saved**: ~N", then ## Decisions Made, ## Facts Established, ## Pending Actions, ## Technical Context, ## Blockers / Open Questions, ## Session Summary. Omit it to save the extracted digest.',
      }),
    ),
    command: Type.Optional(Type.String({ maxLength: 2_000, description: "Set by the /context_compactor command: its argument text (list, latest, stats, extract, or a focus note)." })),
    commandName: Type.Optional(Type.String({ maxLength: 200, description: "Set by the /context_compactor command." })),
    skillName: Type.Optional(Type.String({ maxLength: 200, description: "Set by the /context_compactor command." })),
  },
  { additionalProperties: false },
);

function actionOf(p: { action?: Action; command?: string }): Action {
  if (p.action) return p.action;
  const first = (p.command ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return (ACTIONS as readonly string[]).includes(first) ? (first as Action) : "write";
}

export function createContextCompactTool(pc: PluginContext, tctx: ToolCtx) {
  return {
    name: "context_compact",
    label: "Context compact",
    description:
      'Save a structured digest of this conversation (Decisions Made, Facts Established, Pending Actions, Technical Context, Blockers / Open Questions, Session Summary) to memory/compacts/YYYY-MM-DD-HHMM.md, or read saved ones. Use when the user says "compact", "summarize this conversation", "fresh start", "start fresh but remember" or "压缩", or asks what you were working on. Extraction needs no model call; secrets, paths, URLs and internal hosts are redacted before writing; 30 compacts are kept.',
    parameters: ContextCompactParams,
    catalogMode: "direct-only" as const,
    async execute(_toolCallId: string, rawParams: unknown) {
      const p = validateParams("context_compact", ContextCompactParams, rawParams);
      const dir = pc.workspaceDirFor(tctx);
      if (!dir) throw new Error("context_compact: no agent workspace is known for this session.");
      const ws = await pc.open(dir);
      const action = actionOf(p);
      if (action === "list") {
        const items = await listCompacts(ws);
        const text = items.length === 0 ? "No compacts saved yet." : items.map((c) => `- ${c.path} (${c.bytes} bytes)`).join("\n");
        return toolResult(text, { action, compacts: items });
      }
      if (action === "latest") {
        const latest = await latestCompact(ws);
        return toolResult(latest ? latest.markdown : "No compacts saved yet.", { action, path: latest?.info.path ?? null });
      }
      if (action === "stats") {
        const stats = await compactStats(ws);
        return toolResult(JSON.stringify(stats, null, 2), { action, stats });
      }
      const now = new Date();
      let markdown = p.markdown;
      if (action === "extract" || markdown === undefined) {
        const transcript = await loadTranscript(pc, tctx);
        let memoryMd: string | null = null;
        try {
          memoryMd = await ws.readText("MEMORY.md");
        } catch {
          memoryMd = null;
        }
        const extracted = extractCompact(transcript, { now, ...(memoryMd ? { memoryMd } : {}) });
        if (action === "extract") {
          return toolResult(`${extracted.markdown}\n\n---\n${extracted.refinePrompt}`, { action, stats: extracted.stats });
        }
        markdown = extracted.markdown;
      }
      const written = await writeCompact(ws, markdown, { now, keep: pc.config.compactor.keep });
      if (written.skipped) {
        return toolResult(`Compact not written: it says the same as the newest compact, ${written.skipped.sameAs} (only the time and counts differ).`, { action, ...written });
      }
      await pc.recordState(ws, (s) => recordRun(s, "compact", { by: p.commandName ? `/${p.commandName}` : "context_compact tool", ...(tctx.sessionKey ? { session: tctx.sessionKey } : {}), note: written.path }));
      const pruned = written.pruned?.length ? ` Removed ${written.pruned.length} old compact(s) beyond the cap of ${pc.config.compactor.keep}.` : "";
      return toolResult(`Compact written: ${written.path}.${pruned}`, { action, ...written });
    },
  };
}
