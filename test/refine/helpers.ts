// A scripted host model for refinement tests: it reads the draft out of the prompt context-kit
// sent and answers with an edit of it, or hangs, or fails, as each test needs.
import fs from "node:fs";
import path from "node:path";
import type { HostComplete, HostCompleteParams, HostCompleteResult } from "../../src/plugin/refine/host-model.js";

/** The deterministic draft embedded in a compact or distill prompt (everything after "Draft:");
 *  "" for a prompt without one (the rolling summary's). */
export function draftIn(prompt: string): string {
  const at = prompt.lastIndexOf("\nDraft:\n");
  return at < 0 ? "" : prompt.slice(at + "\nDraft:\n".length).trim() + "\n";
}

export interface ScriptedModel {
  complete: HostComplete;
  calls: HostCompleteParams[];
}

/** A host model that answers each request with `answer(draft, request)`. */
export function scriptedModel(answer: (draft: string, p: HostCompleteParams) => string | Promise<string>, usage = { inputTokens: 900, outputTokens: 200 }): ScriptedModel {
  const calls: HostCompleteParams[] = [];
  return {
    calls,
    complete: async (p): Promise<HostCompleteResult> => {
      calls.push(p);
      return { text: await answer(draftIn(p.messages[0]!.content), p), usage, provider: "fake", model: "fake-model", stopReason: "stop" };
    },
  };
}

/** A host model that never answers; it only notes the abort. `asked` resolves on the first request. */
export function hangingModel(): ScriptedModel & { aborted: () => boolean; asked: Promise<void> } {
  const calls: HostCompleteParams[] = [];
  let onAsked!: () => void;
  const asked = new Promise<void>((r) => (onAsked = r));
  return { calls, asked, complete: (p) => (calls.push(p), onAsked(), new Promise<never>(() => undefined)), aborted: () => calls.some((c) => c.signal?.aborted) };
}

export interface RuntimeStateFile {
  lastRun?: Record<string, { by?: string; note?: string }>;
  refine?: { calls: number; refined: number; fallbacks: number; inputTokens: number; outputTokens: number; recent: Array<{ skill: string; outcome: string; reason?: string; file?: string; by?: string }> };
}

export function runtimeState(ws: string): RuntimeStateFile {
  return JSON.parse(fs.readFileSync(path.join(ws, "memory", "context-kit-state.json"), "utf8")) as RuntimeStateFile;
}

export function compactFiles(ws: string): string[] {
  const dir = path.join(ws, "memory", "compacts");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export function readCompact(ws: string, name: string): string {
  return fs.readFileSync(path.join(ws, "memory", "compacts", name), "utf8");
}

/** A host model the test answers by hand: `asked` resolves with the request once it arrives. */
export function deferredModel(): { complete: HostComplete; asked: Promise<HostCompleteParams>; answer: (r: HostCompleteResult) => void } {
  let onAsked!: (p: HostCompleteParams) => void;
  let onAnswer!: (r: HostCompleteResult) => void;
  const asked = new Promise<HostCompleteParams>((r) => (onAsked = r));
  const answered = new Promise<HostCompleteResult>((r) => (onAnswer = r));
  return { complete: (p) => (onAsked(p), answered), asked, answer: (r) => onAnswer(r) };
}
