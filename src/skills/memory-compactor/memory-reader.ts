/**
 * One run's view of the memory folder, through the workspace layer: listings and file texts are
 * read once and cached, and the cache is updated on our own writes. Distilling 8 weeks touches
 * each file a handful of times (as a source, as history, as a stamp check); the cache makes
 * that one read each.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { redact } from "../../core/redact/index.js";
import { loadCrossRefIndex, type CrossRefIndex } from "./cross-ref.js";
import type { IsoDate } from "./dates.js";
import { readDay, type DayRecord } from "./day-format.js";
import { DISTILLED_DIR, MEMORY_DIR, distilledPath, parseDistilledName, parseRawLogName, rawLogPath, type Tier } from "./periods.js";
import { parseStamp, shortHash, stripStamp, type SourceStamp } from "./source-stamp.js";
import { contentStatements } from "../../core/statements/content-statements.js";
import { RoutineIndex } from "../../core/statements/routine.js";
import { SubjectIndex } from "../../core/statements/subjects.js";
import { analyse, isSalient } from "../../core/statements/coverage.js";
import { validateDistillation, type ValidationResult } from "./validate.js";
import { contentOfDistilled } from "./annotations.js";

export interface DistilledFile {
  tier: Tier;
  period: string;
  path: string;
  text: string;
  validation: ValidationResult;
  /** null: a file context-kit did not write (hand-made or from the prose skill). */
  stamp: SourceStamp | null;
}

export class MemoryReader {
  private texts = new Map<string, string | null>();
  /** Distilled files, validated and with their stamps (checked many times per plan). */
  private parsed = new Map<string, DistilledFile | null>();
  private sources = new Map<string, { text: string; secrets: ReadonlySet<string> } | null>();
  private logDates: IsoDate[] | null = null;
  private logSet: Set<IsoDate> | null = null;
  private distilledNames: Map<string, { tier: Tier; period: string }> | null = null;
  private byTier = new Map<Tier, { sorted: string[]; set: Set<string> }>();
  private crossRefs: CrossRefIndex | null = null;
  private dayRecords = new Map<string, DayRecord | null>();
  /** Routine, judged per tier from the files on record (statements/routine.ts). */
  private routines = new Map<"log" | Tier, RoutineIndex>();
  private subjectIndex: SubjectIndex | null = null;
  /** Derived results (day drafts, week inputs) valid until the next write. */
  private memos = new Map<string, unknown>();

  constructor(readonly ws: Workspace) {}

  async text(path: string): Promise<string | null> {
    if (!this.texts.has(path)) this.texts.set(path, await this.ws.readText(path));
    return this.texts.get(path) ?? null;
  }

  /**
   * A file's text with its secrets removed, for building drafts. Drafting rewrites statements
   * (clips them, drops punctuation and underscores from keys, joins old and new values into
   * `Updated:` lines) before the workspace redacts the result on write; a token rewritten that
   * way no longer matches its rule (`pscale_tkn_…` lost an underscore and reached a week file).
   * So secrets go first, on the source, as the compactor does with transcripts. Hashes and
   * stamps still use the bytes on disk (`text`).
   */
  async source(path: string): Promise<string | null> {
    return (await this.redacted(path))?.text ?? null;
  }

  /** The secret values of a file as written: what `source` replaced (none for a missing file). */
  async secrets(path: string): Promise<ReadonlySet<string>> {
    return (await this.redacted(path))?.secrets ?? new Set();
  }

  private async redacted(path: string): Promise<{ text: string; secrets: ReadonlySet<string> } | null> {
    if (!this.sources.has(path)) {
      const t = await this.text(path);
      if (t === null) this.sources.set(path, null);
      else {
        const r = redact(t, { mode: "secrets" });
        this.sources.set(path, { text: r.text, secrets: new Set(r.findings.filter((f) => f.kind === "secret").map((f) => t.slice(f.start, f.end))) });
      }
    }
    return this.sources.get(path) ?? null;
  }

  /** Dates of the raw daily logs `memory/YYYY-MM-DD.md`, ascending. */
  async logs(): Promise<IsoDate[]> {
    if (!this.logDates) {
      this.logDates = (await this.ws.list(MEMORY_DIR)).map(parseRawLogName).filter((d): d is string => d !== null).sort();
      this.logSet = new Set(this.logDates);
    }
    return this.logDates;
  }

  private async tierIndex(tier: Tier): Promise<{ sorted: string[]; set: Set<string> }> {
    if (!this.distilledNames) {
      this.distilledNames = new Map();
      for (const name of await this.ws.list(DISTILLED_DIR)) {
        const p = parseDistilledName(name);
        if (p) this.distilledNames.set(name, p);
      }
    }
    let idx = this.byTier.get(tier);
    if (!idx) {
      const sorted = [...this.distilledNames.values()].filter((p) => p.tier === tier).map((p) => p.period).sort();
      idx = { sorted, set: new Set(sorted) };
      this.byTier.set(tier, idx);
    }
    return idx;
  }

  /** Distilled files by tier, periods ascending. */
  async distilled(tier: Tier): Promise<string[]> {
    return (await this.tierIndex(tier)).sorted;
  }

  async hasDistilled(tier: Tier, period: string): Promise<boolean> {
    return (await this.tierIndex(tier)).set.has(period);
  }

  async hasLog(date: IsoDate): Promise<boolean> {
    await this.logs();
    return (this.logSet as Set<IsoDate>).has(date);
  }

  /** Memoizes a derived result until the next write (see noteWrite). */
  async memo<T>(key: string, fn: () => Promise<T>): Promise<T> {
    if (!this.memos.has(key)) this.memos.set(key, await fn());
    return this.memos.get(key) as T;
  }

  async logText(date: IsoDate): Promise<string | null> {
    return (await this.hasLog(date)) ? this.text(rawLogPath(date)) : null;
  }

  /** The log's text with secrets removed (what a day draft is built from). */
  async logSource(date: IsoDate): Promise<string | null> {
    return (await this.hasLog(date)) ? this.source(rawLogPath(date)) : null;
  }

  async logHash(date: IsoDate): Promise<string | null> {
    const t = await this.logText(date);
    return t === null ? null : shortHash(t);
  }

  /** A distilled file with its validation and stamp, or null when absent. */
  async file(tier: Tier, period: string): Promise<DistilledFile | null> {
    if (!(await this.hasDistilled(tier, period))) return null;
    const path = distilledPath(tier, period);
    if (!this.parsed.has(path)) {
      const text = await this.text(path);
      this.parsed.set(path, text === null ? null : { tier, period, path, text, validation: validateDistillation(tier, text, period), stamp: parseStamp(text) });
    }
    return this.parsed.get(path) ?? null;
  }

  /** A distilled file's text with secrets removed, what drafts are built from (see `source`).
   *  Asked for only by the drafts: planning and stamp checks read `file()` and redact nothing. */
  async content(f: DistilledFile): Promise<string> {
    return (await this.source(f.path)) ?? f.text;
  }

  /** The record of a valid day file (null when absent or invalid). */
  async dayRecord(date: IsoDate): Promise<DayRecord | null> {
    if (!this.dayRecords.has(date)) {
      const f = await this.file("day", date);
      this.dayRecords.set(date, f && f.validation.ok ? readDay(date, await this.content(f)) : null);
    }
    return this.dayRecords.get(date) ?? null;
  }

  /**
   * What recurs in a tier's files on record: raw logs for drafting days and forgetting logs, day
   * and week files for forgetting those. Logs are never written here, so the log index lives as
   * long as the reader; a distilled tier's index is rebuilt after a write to that tier.
   */
  async routine(tier: "log" | Tier): Promise<RoutineIndex> {
    let r = this.routines.get(tier);
    if (!r) {
      const periods = tier === "log" ? await this.logs() : await this.distilled(tier);
      const docs: Array<[string, string[]]> = [];
      for (const p of periods) {
        // A file that cannot be read (bad UTF-8, a race) is no history; its own draft reports it.
        const t = await this.source(tier === "log" ? rawLogPath(p) : distilledPath(tier, p)).catch(() => null);
        if (t !== null) docs.push([p, contentStatements(contentOfFile(tier, t))]);
      }
      r = new RoutineIndex(docs);
      this.routines.set(tier, r);
    }
    return r;
  }

  /**
   * What the record is about (statements/subjects.ts): each day's log, or its day file once the
   * log is gone. Built once per reader: the day files written during a run are of days that
   * still have their logs, so they add nothing to it.
   */
  async subjects(): Promise<SubjectIndex> {
    if (!this.subjectIndex) {
      const docs: Array<[string, string[]]> = [];
      const logs = await this.logs();
      for (const d of logs) {
        const t = await this.source(rawLogPath(d)).catch(() => null);
        if (t !== null) docs.push([d, contentStatements(t)]);
      }
      const withLog = new Set(logs);
      for (const d of await this.distilled("day")) {
        if (withLog.has(d)) continue;
        const t = await this.source(distilledPath("day", d)).catch(() => null);
        if (t !== null) docs.push([d, contentStatements(contentOfDistilledFile(t))]);
      }
      // A statement is salient as the day draft judges it: more than small talk, and not what the
      // logs repeat day after day.
      const routine = await this.routine("log");
      this.subjectIndex = new SubjectIndex(docs, (day, s) => isSalient(analyse(s), day, routine));
    }
    return this.subjectIndex;
  }

  async crossRefIndex(): Promise<CrossRefIndex> {
    if (!this.crossRefs) this.crossRefs = await loadCrossRefIndex(this.ws);
    return this.crossRefs;
  }

  /** Bullets of MEMORY.md (read-only: user-curated), to skip facts already known. */
  async memoryFacts(): Promise<string[]> {
    const t = await this.source("MEMORY.md");
    if (!t) return [];
    return t
      .split("\n")
      .map((l) => /^\s*[-*+]\s+(.*)$/.exec(l)?.[1]?.trim() ?? "")
      .filter((l) => l.length > 0);
  }

  /** Forgets what we know about a distilled file after we wrote it: the workspace layer redacts
   *  on write, so the bytes on disk are read back rather than assumed. */
  noteWrite(tier: Tier, period: string): void {
    const path = distilledPath(tier, period);
    this.texts.delete(path);
    this.sources.delete(path);
    this.parsed.delete(path);
    this.distilledNames?.set(path.slice(DISTILLED_DIR.length + 1), { tier, period });
    this.byTier.delete(tier);
    if (tier === "day") this.dayRecords.delete(period);
    this.routines.delete(tier);
    this.memos.clear();
  }
}

/** A distilled file without its stamp, comments and headings: the format's bookkeeping, not
 *  content. Lines keep their numbers (a comment leaves its line breaks), so a statement of the
 *  body can cite its line in the file. */
/** What a distilled file says, as the forgetting gate, the routine of its tier and the agent's
 *  draft candidates read it: its body without the renderer's annotations (annotations.ts). */
export function contentOfDistilledFile(text: string): string {
  return contentOfDistilled(bodyOfDistilled(text));
}

/** What a file of `tier` says: a log as written; a distilled file without its stamp, headings and
 *  the renderer's annotations (contentOfDistilledFile), whose counts are no content of its own. */
export function contentOfFile(tier: "log" | Tier, text: string): string {
  return tier === "log" ? text : contentOfDistilledFile(text);
}

export function bodyOfDistilled(text: string): string {
  return stripStamp(text)
    .replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]+/g, ""))
    .replace(/^#{1,6}\s.*$/gm, "");
}
