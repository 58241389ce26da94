/**
 * Tier 2, pure: the day files of one ISO week → the week compression. The merge rules
 * (docs/design.md, "Memory compactor"), as code:
 *  1. facts that did not change are kept (once, latest wording), if they have lasting relevance;
 *  2. facts that contradict an earlier one (same subject, other value; this week or last week's
 *     durable facts) become "Updated: old → new", the later one winning;
 *  3. patterns are counted: N = the number of distinct days this week that mention the
 *     behaviour (as a pattern or a repeated fact), and the trend compares N with the same count
 *     for the previous week (from its day files, else its week file);
 *  4. an anomaly whose behaviour shows up on ≥2 days of the week in all (flagged again, or seen
 *     again as a pattern) is promoted to Emerging Patterns; one whose behaviour had already been
 *     seen on ≥2 days before it was flagged was normal after all and is dropped;
 *  5. one-off facts without lasting relevance (a meeting time) are dropped;
 *  6. unresolved items (open questions, one-off anomalies) go to Open Questions.
 */
import { DURABLE_RE, NEGATION_RE, OPEN_RE } from "./cues.js";
import type { DayRecord } from "./day-format.js";
import { contradicts, sameStatement, sameSubject, similarBehaviour, statementKey, type StatementKey } from "./statement-key.js";
import { contentTokens, stripRecurrence } from "./text.js";
import { renderWeek, type Trend, type WeekItems, type WeekRecord } from "./week-format.js";

export interface WeekDraftInput {
  weekId: string;
  /** Day records of the week's days that had something (day files, or in-memory day drafts). */
  days: readonly DayRecord[];
  /** Number of days in the week with a log but nothing noteworthy. */
  quietDays: number;
  /** Day records of the previous week, when its day files are still on disk (preferred for trends). */
  previousDays?: readonly DayRecord[];
  /** The previous week file, for trends when its days are gone. */
  previousWeek?: WeekRecord | null;
  /** Earlier week files (newest first), whose durable facts this week's facts may update. */
  earlierWeeks?: readonly WeekRecord[];
}

export interface WeekDraft {
  markdown: string;
  items: WeekItems;
}

type Kind = "fact" | "pattern" | "anomaly";
interface Item {
  date: string;
  kind: Kind;
  text: string;
  key: StatementKey;
}
interface Group {
  items: Item[];
  key: StatementKey;
}

const VALUE_RE = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|[€$£¥]/i;

/** Value tokens (numbers, dates, amounts): what changes when a fact is updated. */
function valueTokens(text: string): string {
  return contentTokens(text)
    .map((t) => t.norm)
    .filter((t) => VALUE_RE.test(t))
    .sort()
    .join(" ");
}

function flatten(days: readonly DayRecord[]): Item[] {
  const out: Item[] = [];
  for (const d of [...days].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    for (const f of d.facts) out.push({ date: d.date, kind: "fact", text: f, key: statementKey(f) });
    for (const p of d.patterns) out.push({ date: d.date, kind: "pattern", text: p.text, key: statementKey(p.text) });
    for (const a of d.anomalies) out.push({ date: d.date, kind: "anomaly", text: a, key: statementKey(a) });
  }
  return out;
}

/** Single-link clustering by `sameStatement`, in date order (deterministic). */
function group(items: readonly Item[]): Group[] {
  const groups: Group[] = [];
  for (const it of items) {
    // Facts group only with what is said the same way; behaviours also when reworded.
    const same = (x: Item) => (x.kind === "fact" && it.kind === "fact" ? sameStatement(x.key, it.key) : similarBehaviour(x.key, it.key));
    const g = groups.find((gr) => gr.items.some(same));
    if (g) g.items.push(it);
    else groups.push({ items: [it], key: it.key });
  }
  return groups;
}

const daysOf = (items: readonly Item[]) => new Set(items.map((i) => i.date));

/** Days of the previous week mentioning the same behaviour (or the count its week file gave). */
function previousCount(key: StatementKey, input: WeekDraftInput): number {
  if (input.previousDays && input.previousDays.length > 0) {
    const prev = flatten(input.previousDays).filter((i) => i.kind !== "anomaly" && similarBehaviour(i.key, key));
    return daysOf(prev).size;
  }
  const pw = input.previousWeek;
  if (pw) {
    const hit = pw.confirmed.find((p) => similarBehaviour(statementKey(p.text), key));
    if (hit) return hit.count;
    const em = pw.emerging.find((e) => similarBehaviour(statementKey(e.text), key));
    if (em) return em.days;
  }
  return 0;
}

export function trendOf(count: number, previous: number): Trend {
  return count > previous ? "strengthening" : count === previous ? "stable" : "weakening";
}

export function draftWeek(input: WeekDraftInput): WeekDraft {
  const items = flatten(input.days);
  const groups = group(items);
  const out: WeekItems = { durable: [], updates: [], confirmed: [], emerging: [], open: [], quietDays: input.quietDays };

  // Anomalies first: each group with one is normal (the behaviour was already seen on ≥2 days
  // before it was flagged), recurring (seen on ≥2 days in all: promoted), or a one-off.
  const promoted = new Set<Group>();
  for (const g of groups) {
    const anomalies = g.items.filter((i) => i.kind === "anomaly");
    if (anomalies.length === 0) continue;
    const firstFlag = anomalies[0] as Item;
    const before = daysOf(g.items.filter((i) => i.kind !== "anomaly" && i.date < firstFlag.date));
    if (before.size >= 2) continue; // proved normal: dropped
    const days = [...daysOf(g.items)].sort();
    if (days.length >= 2) {
      out.emerging.push({ text: stripRecurrence(g.items[g.items.length - 1]!.text), days, flaggedOn: [...daysOf(anomalies)].sort() });
      promoted.add(g);
    } else out.open.push(`One-off so far: ${firstFlag.text} (${firstFlag.date})`);
  }

  // Patterns: any group holding a pattern, or a fact repeated on ≥2 days without changing value.
  const behaviourGroups = new Set<Group>();
  for (const g of groups) {
    const nonAnomaly = g.items.filter((i) => i.kind !== "anomaly");
    const facts = g.items.filter((i) => i.kind === "fact");
    const stableFact = facts.length >= 2 && new Set(facts.map((f) => valueTokens(f.text))).size === 1;
    const isBehaviour = g.items.some((i) => i.kind === "pattern") || (daysOf(nonAnomaly).size >= 2 && (stableFact || facts.length === 0));
    if (!isBehaviour) continue;
    behaviourGroups.add(g);
    if (promoted.has(g)) continue; // listed once, under Emerging Patterns
    // Days the behaviour happened: as a pattern, a repeated fact, or flagged as unusual (a flag on
    // an already-normal behaviour is still an occurrence), but not an anomaly saying it did not.
    const count = daysOf(g.items.filter((i) => i.kind !== "anomaly" || !NEGATION_RE.test(i.text))).size;
    if (count === 0 || nonAnomaly.length === 0) continue;
    const latest = [...nonAnomaly].reverse().find((i) => i.kind === "pattern") ?? (nonAnomaly[nonAnomaly.length - 1] as Item);
    out.confirmed.push({ text: stripRecurrence(latest.text), count, trend: trendOf(count, previousCount(latest.key, input)) });
  }

  // Facts: contradictions → Updated, open questions → Open Questions, the rest kept if durable.
  const facts = items.filter((i) => i.kind === "fact" && ![...behaviourGroups].some((g) => g.items.includes(i)));
  const used = new Set<Item>();
  const earlier = input.earlierWeeks ?? (input.previousWeek ? [input.previousWeek] : []);
  const prevDurable = earlier.flatMap((w) => [...w.updates.map((u) => u.new), ...w.durable]);
  for (const f of facts) {
    if (used.has(f)) continue;
    // `f` always belongs to its own group: sameSubject is false for a fact without content words
    // ("the", a code span), and an empty group left `last` undefined (a TypeError that aborted
    // the whole run). Such facts group by their exact text only.
    const same = facts.filter((g) => !used.has(g) && (g === f || g.text === f.text || sameSubject(g.key, f.key)));
    same.forEach((g) => used.add(g));
    const last = same[same.length - 1] as Item;
    const firstDifferent = same.find((g) => g !== last && contradicts(g, last, valueTokens));
    if (firstDifferent) {
      out.updates.push({ old: firstDifferent.text, new: last.text });
      continue;
    }
    // Contradicts what an earlier week held as durable (newest first)?
    const prev = prevDurable.find((p) => contradicts({ text: p, key: statementKey(p) }, last, valueTokens));
    if (prev) {
      out.updates.push({ old: prev, new: last.text });
      continue;
    }
    const open = same.filter((g) => OPEN_RE.test(g.text));
    if (open.length > 0) {
      // Resolved if a later statement on the same subject is not a question.
      const resolved = last !== open[open.length - 1];
      if (resolved) out.durable.push(last.text);
      else out.open.push(last.text);
      continue;
    }
    if (DURABLE_RE.test(last.text) || daysOf(same).size >= 2) out.durable.push(last.text);
    // else: a one-off fact with no lasting relevance; dropped.
  }

  const markdown = renderWeek(input.weekId, out);
  return { markdown, items: out };
}
