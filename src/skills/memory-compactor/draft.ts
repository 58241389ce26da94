/**
 * `draftDistillation`: the deterministic draft of one tier and period, from what is on disk, with
 * the refinement template for the agent. Nothing is written.
 */
import { MAX_DISTILLED_BYTES } from "./size-caps.js";
import type { Workspace } from "../../core/workspace/types.js";
import { EMPTY_DAY_MESSAGE } from "./day-format.js";
import { MemoryReader } from "./memory-reader.js";
import { draftCandidates, MAX_CANDIDATES, type Candidate } from "./draft-candidates.js";
import { draftMonth } from "./month-draft.js";
import { assertPeriod, distilledPath, type Tier } from "./periods.js";
import { daySources, draftDayFromDisk, monthInputs, weekInputs } from "./sources.js";
import { refinementTemplate } from "./templates.js";
import { draftWeek } from "./week-draft.js";

export interface DraftRequest {
  tier: Tier;
  /** `YYYY-MM-DD` (day), `YYYY-WNN` (ISO week) or `YYYY-MM` (month). */
  period: string;
}

/** A draft without its candidates: what a run that writes it (`distillDue`) or grounds a file
 *  against it (verify-distilled.ts) needs. */
export interface DraftBody {
  tier: Tier;
  period: string;
  /** Where `writeDistillation` would put it. */
  path: string;
  /** The draft, or null when there is nothing to write (see `message`). */
  markdown: string | null;
  /** Why there is no draft ("No significant facts, patterns, or anomalies." for a quiet day), or notes. */
  message?: string;
  /** Item texts clipped to fit the tier's size cap (fit-cap.ts), when any were. */
  clipped?: number;
  /** Month lines left out over the size cap because they restated a principle (month-draft.ts). */
  restated?: number;
  /** Instructions for refining the draft; `writeDistillation` enforces its rules. */
  template: string;
  /** Source file name → short sha256: what the draft was built from. */
  sources: Record<string, string>;
  /** Word counts (day tier): the log in, the draft out. */
  words?: { in: number; out: number };
}

export interface DraftResult extends DraftBody {
  /** Every salient statement of the source files, with file and line (at most MAX_CANDIDATES). */
  candidates: Candidate[];
  /** How many candidates there were in all (more than `candidates` holds when capped). */
  candidateCount: number;
}

export async function draftDistillation(ws: Workspace, req: DraftRequest): Promise<DraftResult> {
  return draftWith(new MemoryReader(ws), req);
}

/** The draft with every salient statement of its sources: what the agent refines. */
export async function draftWith(reader: MemoryReader, req: DraftRequest): Promise<DraftResult> {
  const body = await draftBodyWith(reader, req);
  const all = await draftCandidates(reader, body.tier, body.period);
  return { ...body, candidates: all.slice(0, MAX_CANDIDATES), candidateCount: all.length };
}

/**
 * The draft alone. The candidates cost as much as the draft of a day (every salient statement
 * of the sources, judged against each tier's own routine), and a run that writes the draft or
 * grounds a file against it never reads them: 8–15% of a distill run's CPU time in one process,
 * with the routine indexes of the day and week tiers built for them alone (BENCHMARKS.md, "The
 * forty-sixth session's changes").
 */
export async function draftBodyWith(reader: MemoryReader, req: DraftRequest): Promise<DraftBody> {
  const period = assertPeriod(req.tier, req.period);
  const tier = req.tier;
  const base = {
    tier,
    period,
    path: distilledPath(tier, period),
    template: refinementTemplate(tier, period),
  };
  if (tier === "day") {
    const draft = await draftDayFromDisk(reader, period);
    const sources = Object.fromEntries(await daySources(reader, period));
    if (!draft) return { ...base, markdown: null, message: `No daily log memory/${period}.md to distill.`, sources };
    const words = { in: draft.inWords, out: draft.outWords };
    if (!draft.markdown) return { ...base, markdown: null, message: EMPTY_DAY_MESSAGE, sources, words };
    return { ...base, markdown: draft.markdown, sources, words };
  }
  if (tier === "week") {
    const w = await weekInputs(reader, period);
    const sources = Object.fromEntries(w.sources);
    if (!w.hasData) return { ...base, markdown: null, message: `No daily logs or day files for ${period}: nothing to compress.`, sources };
    const d = draftWeek(w.input);
    const notes = [w.draftedInMemory.length ? `Days without a current day file were distilled in memory: ${w.draftedInMemory.join(", ")}.` : "", sizeCapNote("week", d.clipped)].filter(Boolean).join(" ");
    return { ...base, markdown: d.markdown, sources, ...(notes ? { message: notes } : {}), ...(d.clipped ? { clipped: d.clipped } : {}) };
  }
  const m = await monthInputs(reader, period);
  const sources = Object.fromEntries(m.sources);
  if (m.input.weeks.length === 0) {
    const why = m.weeksWithoutFile.length ? `its weeks have no week file yet (${m.weeksWithoutFile.join(", ")}); distill them first` : "no week files";
    return { ...base, markdown: null, message: `Nothing to abstract for ${period}: ${why}.`, sources };
  }
  const d = draftMonth(m.input);
  const notes = [m.weeksWithoutFile.length ? `Weeks without a week file are not included: ${m.weeksWithoutFile.join(", ")}.` : "", sizeCapNote("month", d.clipped, d.restated)].filter(Boolean).join(" ");
  return { ...base, markdown: d.markdown, sources, ...(notes ? { message: notes } : {}), ...(d.clipped ? { clipped: d.clipped } : {}), ...(d.restated ? { restated: d.restated } : {}) };
}

/** What a draft left out (month lines restating a principle) or clipped to fit its tier's size
 *  cap, as one note; "" when it fit as it was. */
export function sizeCapNote(tier: Tier, clipped: number, restated = 0): string {
  return [restatedNote(restated), clippedNote(tier, clipped)].filter(Boolean).join(" ");
}

/** The note of a month whose lines restating a principle were left out to fit its size cap. */
function restatedNote(restated: number): string {
  if (restated === 0) return "";
  return `${restated} line${restated === 1 ? " that restated a principle was" : "s that restated a principle were"} left out to fit the month cap of ${MAX_DISTILLED_BYTES.month} bytes; each principle keeps its text, weeks and trend.`;
}

/** The note of a draft whose longest lines were clipped to fit its tier's size cap (fit-cap.ts). */
function clippedNote(tier: Tier, clipped: number): string {
  if (clipped === 0) return "";
  const below = tier === "month" ? "week files" : tier === "week" ? "day files" : "logs";
  return `${clipped} long line${clipped === 1 ? " was" : "s were"} clipped to fit the ${tier} cap of ${MAX_DISTILLED_BYTES[tier]} bytes; the ${below} keep ${clipped === 1 ? "it" : "them"} whole.`;
}
