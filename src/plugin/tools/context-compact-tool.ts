/**
 * Tool `context_compact` (skill context-compactor): a deterministic digest of the live session,
 * saved as memory/compacts/YYYY-MM-DD-HHMM.md after format validation and redaction. Also the
 * target of the `/context_compactor` skill command (command-dispatch: tool).
 */
import { Type } from "@sinclair/typebox";
import { validateParams } from "./validate-params.js";
import { toolResult } from "./tool-result.js";
import type { PluginContext } from "../plugin-context.js";
import type { Workspace } from "../../core/workspace/types.js";
import { recordRun } from "../runtime-state.js";
import { loadTranscript } from "../hooks/save-session-compact.js";
import { extractCompact, readMemoryMd, writeCompact, listCompacts, latestCompact, compactStats, renderCompactList, renderCompactStats, renderCompactWrite, renderExtract, NO_COMPACTS } from "../../skills/context-compactor/index.js";
import type { SessionRef } from "../session-ref.js";
import { renderFindings, findingLines } from "../../core/verify/index.js";
import { verifyCompactDraft } from "../../skills/context-compactor/verify-compact.js";
import type { Transcript } from "../../core/transcript/types.js";

export const MAX_DRAFT_CHARS = 40_000; // ~10k tokens: a draft beyond this is not a digest

const ACTIONS = ["write", "extract", "list", "latest", "stats"] as const;
type Action = (typeof ACTIONS)[number];

export const ContextCompactParams = Type.Object(
  {
    action: Type.Optional(
      Type.Union(ACTIONS.map((a) => Type.Literal(a)), {
        description:
          'When the user asks to compact: first "extract" (the deterministic digest of this session: your checklist, not your answer), then write the digest yourself from the whole conversation and save it with "write" plus `markdown`. "write" without `markdown` saves the extracted digest as is (the floor; /context_compactor does that). "list", "latest", "stats": read saved compacts.',
      }),
    ),
    markdown: Type.Optional(
      Type.String({
        maxLength: MAX_DRAFT_CHARS,
        description:
          'Your digest for "write": ## Decisions Made (- [YYYY-MM-DD] …), ## Facts Established (- [PROJ|TECH|PREF] …), ## Pending Actions (- [ ] …), ## Technical Context, ## Blockers / Open Questions, ## Session Summary (2–3 sentences). The title and counts line are filled in if absent; tags, dates and heading spelling are normalised. It is checked against this session: every number, version, date, time, identifier, file, host and name must occur in the conversation, and the open items of the extract must be kept; the result lists what was not found or left out.',
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

export function createContextCompactTool(pc: PluginContext, tctx: SessionRef) {
  return {
    name: "context_compact",
    label: "Context compact",
    description:
      'Save a structured digest of this conversation (Decisions Made, Facts Established, Pending Actions, Technical Context, Blockers / Open Questions, Session Summary) to memory/compacts/YYYY-MM-DD-HHMM.md, or read saved ones. When the user says "compact", "summarize this conversation", "fresh start", "start fresh but remember" or "压缩": call "extract", write the digest yourself using the extract as a checklist, then call "write" with your `markdown`; your draft is verified against the session (values not found in it, open items left out) and the result lists the findings. When the user asks what you were working on: "latest". Secrets, paths, URLs and internal hosts are redacted before writing; 30 compacts are kept.',
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
        return toolResult(renderCompactList(items), { action, compacts: items });
      }
      if (action === "latest") {
        const latest = await latestCompact(ws);
        return toolResult(latest ? latest.markdown : NO_COMPACTS, { action, path: latest?.info.path ?? null });
      }
      if (action === "stats") {
        const stats = await compactStats(ws);
        return toolResult(renderCompactStats(stats), { action, stats });
      }
      const now = new Date();
      let markdown = p.markdown;
      if (action === "write" && markdown !== undefined) return writeDraft(pc, tctx, ws, markdown, now, p.commandName);
      if (action === "extract" || markdown === undefined) {
        const transcript = await loadTranscript(pc, tctx);
        const memoryMd = await readMemoryMd(ws);
        const extracted = extractCompact(transcript, { now, ...(memoryMd ? { memoryMd } : {}) });
        if (action === "extract") {
          return toolResult(renderExtract(extracted), { action, stats: extracted.stats });
        }
        markdown = extracted.markdown;
      }
      const written = await writeCompact(ws, markdown, { now, keep: pc.config.compactor.keep });
      if (!written.skipped) await pc.recordState(ws, (s) => recordRun(s, "compact", { by: p.commandName ? `/${p.commandName}` : "context_compact tool", ...(tctx.sessionKey ? { session: tctx.sessionKey } : {}), note: written.path }));
      return toolResult(renderCompactWrite(written, pc.config.compactor.keep), { action, ...written });
    },
  };
}

export class DraftRefusedError extends Error {
  override name = "DraftRefusedError";
}

/** A model's own digest: normalised, verified against this session, then written (or refused). */
async function writeDraft(pc: PluginContext, tctx: SessionRef, ws: Workspace, draft: string, now: Date, commandName: string | undefined) {
  let transcript: Transcript | undefined;
  let unchecked = "";
  try {
    transcript = await loadTranscript(pc, tctx);
  } catch (err) {
    unchecked = ` The session transcript could not be read (${(err as Error).message}), so values and open items were not checked.`;
  }
  const memoryMd = await readMemoryMd(ws);
  const v = verifyCompactDraft(draft, { now, mode: pc.config.verify, ...(transcript ? { transcript } : {}), ...(memoryMd ? { memoryMd } : {}) });
  const findings = renderFindings(v.findings, "the session");
  if (v.findings.refused.length > 0) {
    throw new DraftRefusedError(`context_compact: nothing was written: ${v.findings.refused.join("; ")}. Add it and call write again.${findings ? `\n${findings}` : ""}`);
  }
  if (!v.write) throw new DraftRefusedError(`context_compact: nothing was written (verify: "refuse"). Fix these and call write again:\n${findings}`);
  const written = await writeCompact(ws, v.markdown, { now, keep: pc.config.compactor.keep });
  const data = { action: "write" as const, ...written, verification: { checked: v.checked, mode: pc.config.verify, ...v.findings, lines: findingLines(v.findings) } };
  // A draft that says what the newest compact says is not written again (store.ts): say so,
  // and record no run, instead of reporting the older file as this draft's.
  if (!written.skipped) await pc.recordState(ws, (s) => recordRun(s, "compact", { by: commandName ? `/${commandName}` : "context_compact tool (agent draft)", ...(tctx.sessionKey ? { session: tctx.sessionKey } : {}), note: written.path }));
  return toolResult(`${renderCompactWrite(written, pc.config.compactor.keep)}${unchecked}${findings ? `\n${findings}` : ""}`, data);
}
