/**
 * Refinement of a file `run` distilled, by the host model (docs/design.md, "Refinement by the
 * host model"): the request (the tier below, bounded by `refine.maxInputTokens`, the refinement
 * template the agent gets with `draft`, and our draft), the check of the reply (the tier's
 * validator, then grounding in the tier below and the draft), and the replacement, which happens
 * only while the file and its sources are what the draft was made from. A refined file keeps
 * `origin=draft`: `run` made it, so it is rebuilt (and refined again) when its inputs change.
 */
import { refineSystemPrompt, tailWithinTokens, unfenceReply, type HostPrompt } from "../../core/text/prompt-budget.js";
import type { Workspace } from "../../core/workspace/types.js";
import { LOCK_NAME } from "./lock.js";
import { MemoryReader } from "./memory-reader.js";
import { assertPeriod, distilledPath, type Tier } from "./periods.js";
import { formatStamp, parseStamp, stripStamp } from "./source-stamp.js";
import { refinementTemplate } from "./templates.js";
import { validateDistillation } from "./validate.js";
import { groundDistilled, sourcePath } from "./verify-distilled.js";
import { sourcesFor, writeWith } from "./write.js";

/** A month file may reach 24 KB; a day file is a few hundred words. */
export const DISTILLED_REPLY_MAX_TOKENS = 6000;

export async function hostDistilledPrompt(ws: Workspace, req: { tier: Tier; period: string; current: string; maxInputTokens: number }): Promise<HostPrompt> {
  const period = assertPeriod(req.tier, req.period);
  const reader = new MemoryReader(ws);
  const parts: string[] = [];
  for (const name of (await sourcesFor(reader, req.tier, period)).keys()) {
    const text = await reader.source(sourcePath(name)); // secrets removed, as for drafting
    if (text !== null) parts.push(`### ${sourcePath(name)}\n${text.trimEnd()}`);
  }
  const sources = tailWithinTokens(parts.join("\n\n"), req.maxInputTokens);
  return {
    systemPrompt: refineSystemPrompt("you refine a deterministic distillation of memory notes into a faithful one."),
    prompt: [
      `Sources (the tier below${sources.omittedChars > 0 ? "; the oldest part is left out" : ""}):`,
      "",
      "<sources>",
      sources.text,
      "</sources>",
      "",
      refinementTemplate(req.tier, period),
      "- Every number, date, time, identifier, file, host and name you write must occur in the sources or the draft.",
      "- Never include secrets, passwords, tokens, file-system paths or internal URLs.",
      "- Reply with the file's markdown only: no preamble, no code fence, no `<!-- … -->` comment.",
      "",
      "Draft:",
      "",
      stripStamp(req.current).trimEnd(),
      "",
    ].join("\n"),
  };
}

export type HostDistilledCheck = { ok: true; markdown: string } | { ok: false; reason: string };

/** The host model's reply, validated for its tier and grounded in the tier below. */
export async function checkHostDistilled(ws: Workspace, req: { tier: Tier; period: string; reply: string }): Promise<HostDistilledCheck> {
  const reply = unfenceReply(req.reply);
  if (!reply) return { ok: false, reason: "invalid: empty reply" };
  const body = stripStamp(reply);
  const v = validateDistillation(req.tier, body, req.period);
  if (!v.ok) return { ok: false, reason: clip(`invalid: ${v.problems.join("; ")}`) };
  const ungrounded = await groundDistilled(ws, req.tier, req.period, body);
  if (ungrounded.length > 0) return { ok: false, reason: clip(`ungrounded: ${ungrounded.map((u) => `\`${u.shown}\``).join(", ")}`) };
  return { ok: true, markdown: body };
}

/** Writes the refined file in place of `expected` (the file as `run` wrote it), re-stamped. */
export async function replaceDistilled(
  ws: Workspace,
  req: { tier: Tier; period: string; expected: string; markdown: string },
): Promise<{ replaced: true; path: string } | { replaced: false; reason: string }> {
  const path = distilledPath(req.tier, assertPeriod(req.tier, req.period));
  return ws.withLock(LOCK_NAME, async () => {
    const reader = new MemoryReader(ws);
    const current = await reader.text(path);
    if (current === null) return { replaced: false as const, reason: `${path} is gone` };
    if (current !== req.expected) return { replaced: false as const, reason: `${path} changed meanwhile` };
    const was = parseStamp(current);
    const now = { sources: await sourcesFor(reader, req.tier, req.period), origin: "draft" as const };
    if (!was || formatStamp({ ...was, origin: "draft" }) !== formatStamp(now)) return { replaced: false as const, reason: `the sources of ${path} changed meanwhile` };
    const w = await writeWith(reader, { tier: req.tier, period: req.period, markdown: req.markdown, origin: "draft" });
    return w.ok ? { replaced: true as const, path } : { replaced: false as const, reason: clip(`invalid: ${w.problems.join("; ")}`) };
  });
}

function clip(line: string): string {
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
