/**
 * Tier 3, pure: the week files of one month → a deterministic draft of the monthly abstraction,
 * plus the template the agent uses to refine it. Principles need judgment ("Bob pushed
 * back 12 times → set his deadlines 20% earlier"); the draft supplies the evidence, counted and
 * sourced, and the agent supplies the judgment. Every principle names the weeks it comes from.
 *
 *   # Monthly Abstraction: 2026-01
 *   ## Principles Learned
 *   - Bob pushed back on the timeline: recurring, 7x over 3 weeks, strengthening (from week-2026-W02, week-2026-W03, week-2026-W04)
 *   ## Relationship Dynamics
 *   ## Operational Insights
 *   ## Updated Priors
 */
import { fitToCap } from "./fit-cap.js";
import { MAX_DISTILLED_BYTES } from "./size-caps.js";
import { DECISION_RE } from "./cues.js";
import { sameStatement, sameSubject, similarBehaviour, statementKey, type StatementKey } from "./statement-key.js";
import type { Trend, WeekRecord } from "./week-format.js";
import type { SubjectIndex } from "../../core/statements/subjects.js";

export const MONTH_SECTIONS = ["Principles Learned", "Relationship Dynamics", "Operational Insights", "Updated Priors"] as const;
export const monthTitle = (month: string) => `# Monthly Abstraction: ${month}`;

/** A behaviour becomes a principle when it was confirmed in this many weeks of the month (a
 *  busy week alone is a pattern of that week, not yet a principle). */
export const PRINCIPLE_MIN_WEEKS = 2;

export interface MonthDraftInput {
  month: string;
  /** Week records of the weeks that belong to the month (their Thursday is in it), any order. */
  weeks: readonly WeekRecord[];
  /** What the record is about (statements/subjects.ts): one pattern however each week worded it. */
  subjects?: SubjectIndex;
}

export interface MonthItems {
  principles: string[];
  relationships: string[];
  operations: string[];
  priors: string[];
}

interface Cluster {
  key: StatementKey;
  text: string;
  texts: string[];
  weeks: string[];
  total: number;
  lastTrend: Trend;
  emerging: boolean;
}

const from = (weeks: readonly string[]) => `(from ${weeks.map((w) => `week-${w}`).join(", ")})`;

function clusters(weeks: readonly WeekRecord[], subjects: SubjectIndex | undefined): Cluster[] {
  const out: Cluster[] = [];
  for (const w of [...weeks].sort((a, b) => (a.weekId < b.weekId ? -1 : 1))) {
    const entries = [
      ...w.confirmed.map((p) => ({ text: p.text, count: p.count, trend: p.trend, emerging: false })),
      ...w.emerging.map((e) => ({ text: e.text, count: e.days, trend: "strengthening" as Trend, emerging: true })),
    ];
    for (const e of entries) {
      const key = statementKey(e.text);
      // Each cluster keeps every wording it was given, so a pattern reworded week by week stays
      // one. A line joins on its subject when it shares it with at least half of the wordings:
      // with any one (single link), a neighbour that shared a word with one week's line joined,
      // and made a principle of two problems. A word that is a subject on its own (an episodic
      // term: the heater that gave up, then was "as much use as a chocolate teapot") is shared
      // subject enough, as it is in the week (shareTerms).
      // Of the clusters it may join, it joins the one it shares the most of a recurring subject
      // with (subjects.ts, recurrenceWeight, per wording), not the first: a week's line on the
      // heater that a neighbour's line shared a name with belongs with the heater's weeks.
      const joins = (x: Cluster) => similarBehaviour(x.key, key) || (subjects !== undefined && x.texts.filter((t) => subjects.shareTerms(t, e.text)).length * 2 >= x.texts.length);
      let c: Cluster | undefined;
      let best = -1;
      for (const x of out) {
        if (!joins(x)) continue;
        const w = subjects ? x.texts.reduce((sum, t) => sum + subjects.recurrenceWeight(t, e.text), 0) / x.texts.length : 0;
        if (w > best) {
          best = w;
          c = x;
        }
      }
      if (c) {
        if (!c.weeks.includes(w.weekId)) c.weeks.push(w.weekId);
        c.total += e.count;
        c.lastTrend = e.trend;
        c.text = e.text; // latest wording
        c.texts.push(e.text);
      } else {
        out.push({ key, text: e.text, texts: [e.text], weeks: [w.weekId], total: e.count, lastTrend: e.trend, emerging: e.emerging });
      }
    }
  }
  // A cluster is named by its wording that shares the most rare terms with its others (the
  // latest on a tie), as a week names a pattern, not simply by the latest: a week's line can be
  // a neighbour that week drew in.
  if (subjects) for (const c of out) c.text = c.texts[subjects.mostShared(c.texts)] as string;
  return out;
}

export function draftMonth(input: MonthDraftInput): { markdown: string; items: MonthItems; clipped: number; restated: number } {
  const cs = clusters(input.weeks, input.subjects);
  const parts = monthParts(input);
  const cap = MAX_DISTILLED_BYTES.month;
  // Over the month's size cap, a principle is said once: its cluster's lines under Relationship
  // Dynamics and Updated Priors ("Weakening: …") restate the principle's text, weeks and trend,
  // and go first. Then long texts are clipped (fit-cap.ts). `items` holds what the file says,
  // each text whole.
  const full = monthItems(cs, parts, (t) => t);
  const whole = renderMonth(input.month, full);
  if (Buffer.byteLength(whole, "utf8") <= cap) return { markdown: whole, items: full, clipped: 0, restated: 0 };
  const items = monthItems(cs, parts, (t) => t, true);
  const { markdown, clipped } = fitToCap(cap, (clip) => renderMonth(input.month, monthItems(cs, parts, clip, true)));
  return { markdown, items, clipped, restated: count(full) - count(items) };
}

function count(items: MonthItems): number {
  return items.principles.length + items.relationships.length + items.operations.length + items.priors.length;
}

interface MonthParts {
  oneOffs: Array<{ text: string; weeks: string[] }>;
  decided: Array<{ text: string; week: string }>;
  updates: Array<{ old: string; new: string; week: string }>;
}

/** The month's items, each statement passed through `clip`; `once`: a principle's cluster is
 *  not listed again under Relationship Dynamics or as weakening (draftMonth, over the cap). */
function monthItems(cs: readonly Cluster[], parts: MonthParts, clip: (text: string) => string, once = false): MonthItems {
  const items: MonthItems = { principles: [], relationships: [], operations: [], priors: [] };
  for (const c0 of cs) {
    const c = { ...c0, text: clip(c0.text) };
    const span = `${c.total}x over ${c.weeks.length} week${c.weeks.length === 1 ? "" : "s"}, ${c.lastTrend}`;
    const principle = c.weeks.length >= PRINCIPLE_MIN_WEEKS;
    if (principle) items.principles.push(`Expect it to recur: ${c.text} (${span}) ${from(c.weeks)}`);
    if (c.key.name && !(once && principle)) items.relationships.push(`${c.text.startsWith(c.key.name) ? "" : `${c.key.name}: `}${c.text} (${span}) ${from(c.weeks)}`);
    else if (!principle) items.operations.push(`${c.text} (${span}) ${from(c.weeks)}`);
    if (c.emerging) items.priors.push(`Now expected, was an anomaly: ${c.text} ${from(c.weeks)}`);
    else if (c.lastTrend === "weakening" && c.weeks.length >= 2 && !(once && principle)) items.priors.push(`Weakening: ${c.text} ${from(c.weeks)}`);
  }
  for (const o of parts.oneOffs) items.priors.push(`Recurring across weeks, no longer a one-off: ${clip(o.text)} ${from(o.weeks)}`);
  for (const d of parts.decided) items.operations.push(`In force: ${clip(d.text)} ${from([d.week])}`);
  for (const u of parts.updates) items.priors.push(`${clip(u.old)} → ${clip(u.new)} ${from([u.week])}`);
  return items;
}

/** What the month says besides its clusters: one-offs seen again, decisions in force, updates. */
function monthParts(input: MonthDraftInput): MonthParts {
  // A "one-off" anomaly that shows up again in another week was not a one-off.
  const oneOffs: Array<{ key: StatementKey; text: string; weeks: string[] }> = [];
  for (const w of [...input.weeks].sort((a, b) => (a.weekId < b.weekId ? -1 : 1))) {
    for (const q of w.open) {
      const m = /^One-off so far:\s*(.*?)(?:\s*\(\d{4}-\d{2}-\d{2}\))?$/.exec(q);
      if (!m) continue;
      const key = statementKey(m[1] as string);
      const o = oneOffs.find((x) => sameStatement(x.key, key));
      if (o) {
        if (!o.weeks.includes(w.weekId)) o.weeks.push(w.weekId);
      } else oneOffs.push({ key, text: m[1] as string, weeks: [w.weekId] });
    }
  }

  // Decisions that stood (durable facts with a decision), latest wording per subject.
  const decided: Array<{ text: string; week: string }> = [];
  const updates: Array<{ old: string; new: string; week: string }> = [];
  for (const w of [...input.weeks].sort((a, b) => (a.weekId < b.weekId ? -1 : 1))) {
    for (const f of w.durable) {
      if (!DECISION_RE.test(f)) continue;
      const k = statementKey(f);
      const i = decided.findIndex((d) => sameSubject(statementKey(d.text), k));
      if (i >= 0) decided.splice(i, 1);
      decided.push({ text: f, week: w.weekId });
    }
    for (const u of w.updates) {
      const k = statementKey(u.new);
      // A decision that was later updated is no longer in force; the update is.
      for (let i = decided.length - 1; i >= 0; i--) {
        const d = decided[i] as { text: string };
        if (d.text === u.old || sameSubject(statementKey(d.text), k)) decided.splice(i, 1);
      }
      if (DECISION_RE.test(u.new)) decided.push({ text: u.new, week: w.weekId });
      const i = updates.findIndex((d) => sameSubject(statementKey(d.new), k));
      if (i >= 0) updates[i] = { old: (updates[i] as { old: string }).old, new: u.new, week: w.weekId };
      else updates.push({ ...u, week: w.weekId });
    }
  }
  return { oneOffs: oneOffs.filter((o) => o.weeks.length >= 2), decided, updates };
}

export function renderMonth(month: string, items: MonthItems): string {
  const section = (name: string, lines: string[]) => [`## ${name}`, ...(lines.length ? lines.map((l) => `- ${l}`) : ["_None._"]), ""];
  return [
    monthTitle(month),
    "",
    ...section("Principles Learned", items.principles),
    ...section("Relationship Dynamics", items.relationships),
    ...section("Operational Insights", items.operations),
    ...section("Updated Priors", items.priors),
  ].join("\n");
}
