/**
 * `writeDistillation`: validates a distillation (the agent's refinement or our draft), stamps it
 * with the sources it stands for, and writes it under memory/distilled/ through the workspace
 * layer (which redacts and writes atomically). Nothing else is ever written by this path.
 */
import type { Workspace, WriteReceipt } from "../../core/workspace/types.js";
import { LOCK_NAME } from "./lock.js";
import { MemoryReader } from "./memory-reader.js";
import { assertPeriod, distilledPath, type Tier } from "./periods.js";
import { stripStamp, withStamp, type Origin } from "./source-stamp.js";
import { daySources, monthInputs, weekInputs } from "./sources.js";
import { validateDistillation } from "./validate.js";

export interface WriteRequest {
  tier: Tier;
  period: string;
  markdown: string;
  /** "agent" (default) marks a refined file that is never rebuilt automatically; "draft" is ours. */
  origin?: Origin;
}

export type WriteResult =
  | { ok: true; path: string; receipt: WriteReceipt }
  | { ok: false; path: string; problems: string[] };

export async function writeDistillation(ws: Workspace, req: WriteRequest): Promise<WriteResult> {
  return ws.withLock(LOCK_NAME, () => writeWith(new MemoryReader(ws), req));
}

export async function sourcesFor(reader: MemoryReader, tier: Tier, period: string): Promise<Map<string, string>> {
  if (tier === "day") return daySources(reader, period);
  if (tier === "week") return (await weekInputs(reader, period)).sources;
  return (await monthInputs(reader, period)).sources;
}

export async function writeWith(reader: MemoryReader, req: WriteRequest): Promise<WriteResult> {
  const period = assertPeriod(req.tier, req.period);
  const path = distilledPath(req.tier, period);
  const body = stripStamp(typeof req.markdown === "string" ? req.markdown : "");
  const v = validateDistillation(req.tier, body, period);
  if (!v.ok) return { ok: false, path, problems: v.problems };
  const sources = await sourcesFor(reader, req.tier, period);
  const text = withStamp(body, { sources, origin: req.origin ?? "agent" });
  const receipt = await reader.ws.writeText(path, text);
  reader.noteWrite(req.tier, period);
  return { ok: true, path, receipt };
}
