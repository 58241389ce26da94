/**
 * The candidates a draft hands to the agent: every salient statement of the files the period is
 * built from, with its file and line, recall first (docs/design.md, "Memory compactor"). An
 * agent that refines the draft can then account for each one without opening the raw log, and
 * never has less to work with than the deterministic draft.
 *
 * Salient is the forgetting gate's test (core/statements/coverage.ts): something specific or
 * more than small talk, and not routine by the workspace's own history. So a candidate the
 * refined file leaves out is exactly what would keep its source from being forgotten.
 */
import { salientStatements } from "../../core/statements/coverage.js";
import { impliedBy } from "./content-gate.js";
import { addDays } from "./dates.js";
import { contentOfDistilledFile, type MemoryReader } from "./memory-reader.js";
import { distilledPath, periodRange, rawLogPath, weeksOfMonth, type Tier } from "./periods.js";

export interface Candidate {
  /** Workspace-relative file the statement comes from. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  text: string;
}

/** A cap that keeps a tool result readable; the count of the rest is reported. */
export const MAX_CANDIDATES = 400;

async function fromLog(reader: MemoryReader, date: string): Promise<Candidate[]> {
  const file = rawLogPath(date);
  const text = await reader.source(file);
  if (text === null) return [];
  const routine = await reader.routine("log");
  return salientStatements(text, date, routine, impliedBy("log", date, routine)).map((s) => ({ file, line: s.line, text: s.text }));
}

async function fromDistilled(reader: MemoryReader, tier: "day" | "week", period: string): Promise<Candidate[]> {
  const file = distilledPath(tier, period);
  const text = await reader.source(file);
  if (text === null) return [];
  const routine = await reader.routine(tier);
  // The statements as the gate reads them: a pattern's "strengthened (3 earlier days)" is no
  // content the next tier must carry.
  return salientStatements(contentOfDistilledFile(text), period, routine, impliedBy(tier, period, routine)).map((s) => ({ file, line: s.line, text: s.text }));
}

/** Every salient statement the draft of `tier`/`period` is built from, in file order. */
export async function draftCandidates(reader: MemoryReader, tier: Tier, period: string): Promise<Candidate[]> {
  if (tier === "day") return fromLog(reader, period);
  if (tier === "week") {
    const { start } = periodRange("week", period);
    const out: Candidate[] = [];
    for (let i = 0; i < 7; i++) {
      const date = addDays(start, i);
      // A day file, when there is one, is what the week is built from; else the raw log.
      out.push(...((await reader.hasDistilled("day", date)) ? await fromDistilled(reader, "day", date) : await fromLog(reader, date)));
    }
    return out;
  }
  const out: Candidate[] = [];
  for (const week of weeksOfMonth(period)) out.push(...(await fromDistilled(reader, "week", week)));
  return out;
}
