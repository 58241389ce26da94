/**
 * One status report for both `/context_kit` (in chat) and `context-kit status` (CLI): which files
 * exist, when each skill last ran, which triggers are pending, and what is misconfigured.
 */
import type { Workspace } from "../../core/workspace/types.js";
import type { ContextKitConfig } from "../../core/config.js";
import { readRuntimeState, type RefineStats, type RuntimeState } from "../runtime-state.js";
import type { Problem } from "../../core/host-config/host-config-problems.js";
import { sortCompactNames } from "../../skills/context-compactor/order.js";

export interface FilesReport {
  sessionState: { exists: boolean; bytes: number; asOf: string | null };
  compacts: { count: number; newest: string | null; overCap: boolean };
  dailyNotes: { count: number; newest: string | null };
  distilled: { day: number; week: number; month: number; newest: string | null };
}

export interface StatusReport {
  workspace: string;
  files: FilesReport;
  lastRun: RuntimeState["lastRun"];
  sessions: RuntimeState["sessions"];
  schedule: { enabled: boolean };
  /** Refinement by the host model: the configured mode and what it has done so far. */
  refine: { mode: ContextKitConfig["refine"]["mode"]; timeoutMs: number; model: string | null; stats: RefineStats | null };
  problems: Problem[];
}

const DAILY = /^\d{4}-\d{2}-\d{2}\.md$/;
const AS_OF = /^#{1,6}[ \t]+Rolling Summary[ \t]*\(as of ([0-9]{1,2}:[0-9]{2})\)/m;

async function safeList(ws: Workspace, dir: string, problems: Problem[]): Promise<string[]> {
  try {
    return await ws.list(dir);
  } catch (err) {
    problems.push({ severity: "error", message: `Cannot read ${dir}/: ${(err as Error).message}` });
    return [];
  }
}

export async function buildStatus(ws: Workspace, config: ContextKitConfig, extraProblems: Problem[] = [], live?: RuntimeState["sessions"]): Promise<StatusReport> {
  const problems: Problem[] = [...extraProblems];
  let stateText: string | null = null;
  try {
    stateText = await ws.readText("SESSION-STATE.md");
  } catch (err) {
    problems.push({ severity: "error", message: `SESSION-STATE.md cannot be read: ${(err as Error).message}` });
  }
  // Oldest first by time and sequence number, as everywhere else ("…-1407-3.md" is newer than "…-1407.md").
  const compacts = sortCompactNames(await safeList(ws, "memory/compacts", problems));
  const daily = (await safeList(ws, "memory", problems)).filter((n) => DAILY.test(n)).sort();
  const distilled = (await safeList(ws, "memory/distilled", problems)).sort();
  const count = (prefix: string) => distilled.filter((n) => n.startsWith(prefix) && n.endsWith(".md")).length;
  const runtime = await readRuntimeState(ws);
  for (const p of runtime.problems.slice(-5)) problems.push({ severity: "warning", message: `${p.at}: ${p.message}` });
  if (compacts.length > config.compactor.keep) {
    problems.push({ severity: "warning", message: `${compacts.length} compacts on disk, over the cap of ${config.compactor.keep}; the next write prunes the oldest.` });
  }
  const tiers = distilled.filter((n) => /^(day|week|month)-/.test(n));
  return {
    workspace: ws.root,
    files: {
      sessionState: { exists: stateText !== null, bytes: stateText ? Buffer.byteLength(stateText) : 0, asOf: stateText?.match(AS_OF)?.[1] ?? null },
      compacts: { count: compacts.length, newest: compacts.at(-1) ?? null, overCap: compacts.length > config.compactor.keep },
      dailyNotes: { count: daily.length, newest: daily.at(-1) ?? null },
      distilled: { day: count("day-"), week: count("week-"), month: count("month-"), newest: tiers.at(-1) ?? null },
    },
    lastRun: runtime.lastRun,
    sessions: { ...runtime.sessions, ...(live ?? {}) },
    schedule: { enabled: config.distill.schedule },
    refine: { mode: config.refine.mode, timeoutMs: config.refine.timeoutMs, model: config.refine.model ?? null, stats: runtime.refine ?? null },
    problems,
  };
}

function ago(iso: string | undefined, now: Date): string {
  if (!iso) return "never";
  const ms = now.getTime() - Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const min = Math.round(ms / 60_000);
  if (min < 1) return `${iso} (just now)`;
  if (min < 120) return `${iso} (${min} min ago)`;
  const h = Math.round(min / 60);
  return h < 48 ? `${iso} (${h} h ago)` : `${iso} (${Math.round(h / 24)} days ago)`;
}

export function formatStatus(r: StatusReport, now = new Date()): string {
  const f = r.files;
  const lines: string[] = [];
  const errors = r.problems.filter((p) => p.severity === "error");
  lines.push(errors.length > 0 ? `context-kit: ${errors.length} problem(s) need attention` : "context-kit: OK");
  for (const p of r.problems) {
    lines.push(`  ${p.severity === "error" ? "✗" : "!"} ${p.message}`);
    if (p.fix) lines.push(`    fix: ${p.fix}`);
  }
  lines.push("", "Files:");
  lines.push(`  SESSION-STATE.md      ${f.sessionState.exists ? `${f.sessionState.bytes} bytes, summary as of ${f.sessionState.asOf ?? "(no Rolling Summary yet)"}` : "not created yet"}`);
  lines.push(`  memory/compacts/      ${f.compacts.count} compact(s)${f.compacts.newest ? `, newest ${f.compacts.newest}` : ""}`);
  lines.push(`  memory/YYYY-MM-DD.md  ${f.dailyNotes.count} daily note(s)${f.dailyNotes.newest ? `, newest ${f.dailyNotes.newest}` : ""}`);
  lines.push(`  memory/distilled/     ${f.distilled.day} day, ${f.distilled.week} week, ${f.distilled.month} month file(s)`);
  lines.push("", "Last runs:");
  const names: Array<[string, keyof StatusReport["lastRun"]]> = [
    ["rolling summary", "rollingSummary"],
    ["compact", "compact"],
    ["daily note", "dailyNote"],
    ["distill", "distill"],
    ["forget", "forget"],
  ];
  for (const [label, key] of names) {
    const run = r.lastRun[key];
    lines.push(`  ${label.padEnd(16)} ${ago(run?.at, now)}${run ? ` by ${run.by}` : ""}${run?.note ? ` (${run.note})` : ""}`);
  }
  const sessions = Object.entries(r.sessions).sort((a, b) => (a[1].updatedAt < b[1].updatedAt ? 1 : -1)).slice(0, 5);
  lines.push("", "Pending triggers:");
  if (sessions.length === 0) lines.push("  (no session seen yet)");
  for (const [key, s] of sessions) {
    lines.push(
      `  ${key}: ${s.turns} turn(s); summary in ${s.turnsUntilSummary} turn(s); tool-loop checkpoint in ${s.toolCallsUntilCheckpoint} call(s); context ${s.contextPercent === null ? "unknown" : `${s.contextPercent}%`}${s.lastTrigger ? `; last trigger ${s.lastTrigger.reason} at ${s.lastTrigger.at}` : ""}${s.compactPending ? "; latest compact goes into the next turn (after core compaction)" : ""}`,
    );
  }
  lines.push("", ...refineLines(r.refine));
  lines.push(`Distillation schedule: ${r.schedule.enabled ? "on (cron jobs registered by the plugin service)" : "off (set distill.schedule=true, or run `context-kit distill cron` for the commands)"}`);
  lines.push(`Workspace: ${r.workspace}`);
  return lines.join("\n") + "\n";
}

const SKILL_LABEL: Record<string, string> = { compact: "compact", rollingSummary: "rolling summary", distill: "distill" };
const RECENT_SHOWN = 3;

/** "Refinement by the host model: host …", the totals, and the latest outcomes with their reasons. */
function refineLines(r: StatusReport["refine"]): string[] {
  const head =
    r.mode === "host"
      ? `Refinement by the host model: on (refine.mode host, timeout ${r.timeoutMs} ms, model ${r.model ?? "the host's default"})`
      : "Refinement by the host model: off (set refine.mode=host to let the host model rewrite the safety-net compacts, rolling-summary refreshes and memory_distill run)";
  const s = r.stats;
  if (!s) return [head, ...(r.mode === "host" ? ["  no refinement yet"] : [])];
  const n = (x: number) => new Intl.NumberFormat("en-US").format(x);
  return [
    head,
    `  ${n(s.calls)} call(s), ${n(s.refined)} refined, ${n(s.fallbacks)} fallback(s); tokens ${n(s.inputTokens)} in, ${n(s.outputTokens)} out`,
    ...s.recent
      .slice(-RECENT_SHOWN)
      .reverse()
      .map((e) => `  ${e.at} ${SKILL_LABEL[e.skill] ?? e.skill}${e.file ? ` ${e.file}` : ""}: ${e.outcome === "refined" ? "refined" : `fallback: ${e.reason ?? "unknown"}`}`),
  ];
}
