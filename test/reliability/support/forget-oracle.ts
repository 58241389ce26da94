/**
 * An independent referee for forgetting, written from the rules in src/skills/memory-compactor/coverage.ts's
 * header rather than from its code: given the memory files before and after a `forget --apply`
 * run, is every file that disappeared one that was allowed to go? And does the deletion log say
 * exactly what is gone? Validity of a covering file is the validator's (the one definition of
 * "valid" the project has); stamps, vetoes, chains and the log are checked here.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { validateDistillation } from "../../../src/skills/memory-compactor/index.js";

export type Files = Map<string, string>; // workspace-relative path → text

/** Every file under memory/ (archive included) and MEMORY.md. */
export function readMemory(root: string): Files {
  const out: Files = new Map();
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== ".locks") walk(r);
      } else if (e.isFile() && !e.name.startsWith(".fs-safe-")) out.set(r, fs.readFileSync(path.join(root, r), "utf8"));
    }
  };
  walk("memory");
  if (fs.existsSync(path.join(root, "MEMORY.md"))) out.set("MEMORY.md", fs.readFileSync(path.join(root, "MEMORY.md"), "utf8"));
  return out;
}

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shortHash = (t: string) => crypto.createHash("sha256").update(t, "utf8").digest("hex").slice(0, 16);
export const sha256 = (t: string) => crypto.createHash("sha256").update(t, "utf8").digest("hex");

/** ISO week id (YYYY-WNN) of a date, and the dates of a week. */
export function weekOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}
function weekDates(weekId: string): string[] {
  // Find the Monday by scanning the year (cheap and obviously right).
  const year = Number(weekId.slice(0, 4));
  for (let d = `${year - 1}-12-20`; d < `${year + 1}-01-10`; d = addDays(d, 1)) {
    if (weekOf(d) === weekId && new Date(`${d}T00:00:00Z`).getUTCDay() === 1) return Array.from({ length: 7 }, (_, i) => addDays(d, i));
  }
  throw new Error(`no week ${weekId}`);
}
const monthOfWeek = (weekId: string) => weekDates(weekId)[3]!.slice(0, 7); // the Thursday's month

function stamp(text: string): Map<string, string> | null {
  const m = /<!--\s*context-kit:sources\b([^>]*?)-->/.exec(text);
  if (!m) return null;
  const out = new Map<string, string>();
  for (const part of m[1]!.trim().split(/\s+/)) {
    const eq = part.lastIndexOf("=");
    if (eq > 0 && /^[0-9a-f]{16}$/.test(part.slice(eq + 1))) out.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return out;
}
const unstamped = (text: string) => text.replace(/<!--\s*context-kit:sources\b[^>]*?-->/g, "").replace(/\n{3,}$/, "\n\n").trimEnd() + "\n";

export type Tier = "log" | "day" | "week" | "month";
export function classify(rel: string): { tier: Tier; period: string } | null {
  let m = /^memory\/(\d{4}-\d{2}-\d{2})\.md$/.exec(rel);
  if (m) return { tier: "log", period: m[1]! };
  m = /^memory\/distilled\/(day|week|month)-([0-9W-]+)\.md$/.exec(rel);
  if (m) return { tier: m[1] as Tier, period: m[2]! };
  return null;
}

function vetoes(files: Files): Set<string> {
  const out = new Set<string>();
  for (const line of (files.get("memory/distilled/keep.md") ?? "").split("\n")) {
    if (!/^\s*[-*+]\s/.test(line)) continue;
    for (const m of line.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)) out.add(m[1]!);
  }
  return out;
}

/** Why `rel` (as it was in `before`) was not allowed to disappear, or null if it was. */
export function whyNotAllowed(rel: string, before: Files, after: Files, gone: Set<string>, seen = new Set<string>()): string | null {
  const c = classify(rel);
  if (!c) return `${rel} is not a file forgetting may touch`;
  if (c.tier === "month") return `${rel}: month files are never forgotten`;
  const v = vetoes(before);
  const dates = c.tier === "week" ? weekDates(c.period) : [c.period];
  if (dates.some((d) => v.has(d))) return `${rel}: vetoed`;
  const text = before.get(rel)!;
  const name = rel.split("/").pop()!;
  const candidates: Array<{ rel: string; tier: "day" | "week" | "month"; period: string; unstampedOk: boolean }> = [];
  if (c.tier === "log") {
    const dayRel = `memory/distilled/day-${c.period}.md`;
    candidates.push({ rel: dayRel, tier: "day", period: c.period, unstampedOk: true });
    candidates.push({ rel: `memory/distilled/week-${weekOf(c.period)}.md`, tier: "week", period: weekOf(c.period), unstampedOk: !before.has(dayRel) });
  } else if (c.tier === "day") candidates.push({ rel: `memory/distilled/week-${weekOf(c.period)}.md`, tier: "week", period: weekOf(c.period), unstampedOk: true });
  else candidates.push({ rel: `memory/distilled/month-${monthOfWeek(c.period)}.md`, tier: "month", period: monthOfWeek(c.period), unstampedOk: true });
  const reasons: string[] = [];
  for (const cand of candidates) {
    const ct = before.get(cand.rel);
    if (ct === undefined) { reasons.push(`${cand.rel} absent`); continue; }
    if (!validateDistillation(cand.tier, unstamped(ct), cand.period).ok) { reasons.push(`${cand.rel} invalid`); continue; }
    const st = stamp(ct);
    if (st === null ? !cand.unstampedOk : st.get(name) !== shortHash(text)) { reasons.push(`${cand.rel} not stamped with this content`); continue; }
    // The cover stays, or went too and is covered in turn.
    if (after.get(cand.rel) === ct) return null;
    if (gone.has(cand.rel) && !seen.has(cand.rel)) {
      seen.add(cand.rel);
      const why = whyNotAllowed(cand.rel, before, after, gone, seen);
      if (why === null) return null;
      reasons.push(`${cand.rel} went too: ${why}`);
      continue;
    }
    reasons.push(`${cand.rel} changed during the run`);
  }
  return `${rel}: not covered (${reasons.join("; ")})`;
}

export interface LogEntry {
  action: "delete" | "archive" | "cancel";
  file: string;
  sha256: string;
  to?: string;
}

export function readLog(files: Files): LogEntry[] {
  return (files.get("memory/distilled/forget-log.jsonl") ?? "").split("\n").filter(Boolean).flatMap((l) => {
    try {
      return [JSON.parse(l) as LogEntry];
    } catch {
      return [];
    }
  });
}

/** (file, sha) pairs the log says are gone: delete/archive lines not cancelled later. */
export function loggedGone(entries: LogEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) {
    if (e.action === "cancel") {
      if (out.get(e.file) === e.sha256) out.delete(e.file);
    } else out.set(e.file, e.sha256);
  }
  return out;
}
