/**
 * Tier 2, pure: the day files of one ISO week → the week compression. The merge rules
 * (docs/design.md, "Memory compactor"), as code:
 *  1. facts that did not change are kept (once, latest wording), if they have lasting relevance;
 *  2. facts that contradict an earlier one (same subject, other value; this week, or the facts
 *     and durable facts of the weeks before) become "Updated: old → new", the later one winning;
 *  3. patterns are counted: N = the number of distinct days this week that mention the
 *     behaviour (as a pattern, a repeated fact, or a fact on the pattern's subject), and the
 *     trend compares N with the same count for the previous week (from its day files, else its
 *     week file);
 *  4. an anomaly whose behaviour shows up on ≥2 days of the week in all (flagged again, or seen
 *     again as a pattern) is promoted to Emerging Patterns; one whose behaviour had already been
 *     seen on ≥2 days before it was flagged was normal after all and is dropped;
 *  5. one-off facts without lasting relevance (a meeting time) are dropped;
 *  6. unresolved items (open questions, one-off anomalies) go to Open Questions.
 */
import { DURABLE_RE, NEGATION_RE, OPEN_RE } from "./cues.js";
import { statesValue } from "./day-draft.js";
import { slotValueChanged, valueAnchoredUpdate } from "../../core/statements/supersession.js";
import { withoutClockStamp } from "../../core/statements/clock-stamp.js";
import { memoize } from "../../core/statements/memo.js";
import { SUBJECT_MIN_WEIGHT, termsOf, type SubjectIndex } from "../../core/statements/subjects.js";
import type { RoutineIndex } from "../../core/statements/routine.js";
import type { DayRecord } from "./day-format.js";
import { contradicts, sameStatement, sameSubject, similarBehaviour, statementKey, type StatementKey } from "./statement-key.js";
import { contentTokens, stripRecurrence } from "./text.js";
import { renderWeek, type Trend, type WeekItems, type WeekRecord } from "./week-format.js";
import { fitToCap } from "./fit-cap.js";
import { MAX_DISTILLED_BYTES } from "./size-caps.js";

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
  /** Day records of those earlier weeks still on disk: a fact of this week may update one said
   *  there that its week did not keep as durable (a rent quoted once, settled weeks later). */
  earlierDays?: readonly DayRecord[];
  /** What the record is about (statements/subjects.ts): one pattern however it is worded. */
  subjects?: SubjectIndex;
  /** What the raw logs repeat (statements/routine.ts): a ledger's entries, whose numbers change
   *  from one entry to the next, are no facts an update changes. */
  routine?: RoutineIndex;
}

export interface WeekDraft {
  markdown: string;
  items: WeekItems;
  /** Item texts clipped to fit the week's size cap (fit-cap.ts); `items` holds them whole. */
  clipped: number;
}

type Kind = "fact" | "pattern" | "anomaly";
interface Item {
  date: string;
  kind: Kind;
  text: string;
  key: StatementKey;
  /** A pattern's occurrence listed again as a fact: it takes part in updates only. */
  second?: boolean;
  /** A fact the day also listed as a pattern's occurrence: its pattern item stands for it in
   *  the groups. */
  listedAsPattern?: boolean;
  /** The fact this pattern item stands for in the groups (listedAsPattern). */
  copyOf?: Item;
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
    const asPattern = new Set(d.factPatterns ?? []);
    const copies: Item[] = [];
    for (const f of d.facts) {
      const fact: Item = { date: d.date, kind: "fact", text: f, key: statementKey(f) };
      out.push(fact);
      if (!asPattern.has(f)) continue;
      copies.push({ ...fact, kind: "pattern", copyOf: fact });
      fact.listedAsPattern = true;
    }
    for (const p of d.patterns) out.push({ date: d.date, kind: "pattern", text: p.text, key: statementKey(p.text) });
    out.push(...copies);
    for (const a of d.anomalies) out.push({ date: d.date, kind: "anomaly", text: a, key: statementKey(a) });
    for (const f of d.alsoFacts ?? []) out.push({ date: d.date, kind: "fact", text: f, key: statementKey(f), second: true });
  }
  return out;
}

/**
 * Two items of the week on one behaviour: said the same way, or reworded with the same words,
 * or (with a subject index) on the same subject. Two patterns or anomalies need only share rare
 * terms (subjects.ts, shareTerms); a fact joins a behaviour when it shares its subject and
 * states no value of its own (the first time a problem was told, before it was a pattern).
 */
function sameBehaviour(x: Item, y: Item, subjects: SubjectIndex | undefined): boolean {
  if (x.kind === "fact" && y.kind === "fact") return sameStatement(x.key, y.key);
  if (similarBehaviour(x.key, y.key)) return true;
  if (!subjects) return false;
  const fact = x.kind === "fact" ? x : y.kind === "fact" ? y : null;
  // Two occurrences of patterns need less: a problem that comes back all month is not rare.
  if (fact === null) return subjects.shareTerms(x.text, y.text);
  return !statesValue(fact.text, fact.key) && subjects.sameSubject(x.text, y.text);
}

/** How strongly two items of the week are one behaviour: 0 when they are not (sameBehaviour),
 *  else how much of a recurring subject they share (subjects.ts, recurrenceWeight), plus
 *  EPISODIC_LINK when they share an episodic term, and a little (MIN_LINK) for two said alike
 *  that share no rare term. */
function linkStrength(x: Item, y: Item, subjects: SubjectIndex | undefined): number {
  if (!sameBehaviour(x, y, subjects)) return 0;
  if (!subjects) return MIN_LINK;
  // A shared episodic term (said on days of two weeks or more, and twice in one: subjects.ts)
  // is what a pattern is about: "primer" in "drafting at Pollard's crossing: B1 primer wouldn't
  // pick up" and "pump test B1: primer took 4 goes". Taken by weight alone, the same day's
  // "trg night: drafting + pump ops at Pollard's crossing" came first, and no other day's
  // occurrence could join the group it made.
  return Math.max(subjects.recurrenceWeight(x.text, y.text) + (subjects.shareEpisodic(x.text, y.text) ? EPISODIC_LINK : 0), MIN_LINK);
}
const MIN_LINK = 0.01;
/** What a shared episodic term adds to a link: more than the other rare terms two lines share
 *  add up to (each weighs its strength, 1 or 2, times ln(1 + its days): under 10). */
const EPISODIC_LINK = 100;

/**
 * Complete-link clustering, strongest link first: the pairs of items that are one behaviour are
 * taken by how much of a recurring subject they share, most first (ties: the earliest items),
 * and each merges its two groups when every item of one is one behaviour with every item of the
 * other. Single link (any one item) chained neighbours through a bridging line ("Moved the
 * garage camera's SD card into pi-dns") into one blob, counted as one pattern and named by one
 * line; complete link taken in date order let an early weak link (a sighting and a neighbour's
 * remark sharing a name) keep the sighting from its own pattern's later days (docs/design.md,
 * "Memory compactor"). Quadratic in the week's items: every pair is weighed once.
 */
function group(items: readonly Item[], subjects: SubjectIndex | undefined): Group[] {
  const n = items.length;
  // joined[i * n + j]: are the groups headed by i and j one behaviour throughout (complete link)?
  const joined = new Uint8Array(n * n);
  const pairs: Array<{ i: number; j: number; w: number }> = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = linkStrength(items[i]!, items[j]!, subjects);
      if (w <= 0) continue;
      joined[i * n + j] = joined[j * n + i] = 1;
      pairs.push({ i, j, w });
    }
  }
  pairs.sort((a, b) => b.w - a.w || a.i - b.i || a.j - b.j);
  const head = items.map((_, i) => i);
  const headOf = (i: number): number => (head[i] === i ? i : (head[i] = headOf(head[i]!)));
  const members: number[][] = items.map((_, i) => [i]);
  for (const p of pairs) {
    const a = Math.min(headOf(p.i), headOf(p.j));
    const b = Math.max(headOf(p.i), headOf(p.j));
    if (a === b || !joined[a * n + b]) continue;
    // b's group joins a's; the merged group is one behaviour with another only where both were.
    head[b] = a;
    members[a]!.push(...members[b]!);
    for (let k = 0; k < n; k++) if (!joined[b * n + k]) joined[a * n + k] = joined[k * n + a] = 0;
  }
  const groups: Group[] = [];
  for (let i = 0; i < n; i++) {
    if (headOf(i) !== i) continue;
    const its = members[i]!.sort((x, y) => x - y).map((k) => items[k]!);
    groups.push({ items: its, key: its[0]!.key });
  }
  return groups;
}

const daysOf = (items: readonly Item[]) => new Set(items.map((i) => i.date));

/** Days of the previous week mentioning the same behaviour (or the count its week file gave). */
function previousCount(g: Group, input: WeekDraftInput): number {
  const behaviour = g.items.filter((i) => i.kind !== "anomaly");
  const same = (text: string, key: StatementKey) => {
    const it: Item = { date: "", kind: "pattern", text, key };
    return behaviour.some((b) => sameBehaviour(b, it, input.subjects));
  };
  if (input.previousDays && input.previousDays.length > 0) {
    const prev = flatten(input.previousDays).filter((i) => i.kind !== "anomaly" && same(i.text, i.key));
    return daysOf(prev).size;
  }
  const pw = input.previousWeek;
  if (pw) {
    const hit = pw.confirmed.find((p) => same(p.text, statementKey(p.text)));
    if (hit) return hit.count;
    const em = pw.emerging.find((e) => same(e.text, statementKey(e.text)));
    if (em) return em.days;
  }
  return 0;
}

/** Does `newer` update `older`: the same subject, another value (statement-key.ts's test, or
 *  with a subject index, supersession.ts's: another value in one of the older's slots, so that a
 *  rent is not "updated" by a date or a percentage on the same subject)? */
function updates(older: string, newer: string, subjects: SubjectIndex | undefined, sameWeek = false): boolean {
  // Each read without its clock stamp: the time a line was written is no value it states.
  const o = unstamped(older);
  const n = unstamped(newer);
  // The keyword test (a durable word such as "approved" or "due", a shared value token, any
  // other value) is the whole test for a week drafted without a subject index. With one, it
  // must also see a value of one slot changed and a rare term shared (KEYWORD_SUBJECT_WEIGHT):
  // alone, it paired unrelated lines, two reviews of two pull requests, two timed entries of a
  // client's ledger (docs/design.md, "Subjects").
  const keyword = contradicts(o, n, valueTokens);
  if (subjects === undefined) return keyword;
  if (slotValueChanged(o.text, n.text) && (subjects.sameSubject(o.text, n.text) || (keyword && subjects.sharedWeight(o.text, n.text) >= KEYWORD_SUBJECT_WEIGHT))) return true;
  // Within the week, one rare term that weighs a subject's worth alone will do when what changed
  // is a measured value (a sum, a percentage, a number with its unit, a date): "£7.50 a ticket
  // for the Calloway evening" → "raised the ticket to £8.50". Not a bare number or a time.
  if (sameWeek && subjects.sharedWeight(o.text, n.text) >= SUBJECT_MIN_WEIGHT && slotValueChanged(o.text, n.text, false, false)) return true;
  return valueAnchoredUpdate(o.text, n.text, sharedWords(o.text, n.text));
}

/** The weight of rare terms (subjects.ts, sharedWeight) two facts a durable keyword ties must
 *  share: the keyword stands for part of a subject (SUBJECT_MIN_WEIGHT), not all of it. */
const KEYWORD_SUBJECT_WEIGHT = 2;

/** A fact as `updates` compares it: without its clock stamp (clock-stamp.ts), and its key. */
const unstamped = memoize((text: string): { text: string; key: StatementKey } => {
  const t = withoutClockStamp(text);
  return { text: t, key: statementKey(t) };
});

/** The words of three letters or more, Chinese words and identifiers two statements share. */
function sharedWords(a: string, b: string): number {
  const mine = new Set(termsOf(a));
  return termsOf(b).filter((t) => mine.has(t)).length;
}

/** Of `candidates` (newest first), the one `newer` updates that shares the most of its subject
 *  (the newest on a tie; without a subject index, the newest it updates). */
function bestOlder(candidates: readonly string[], newer: Item, subjects: SubjectIndex | undefined): string | undefined {
  let best: string | undefined;
  let bestWeight = -1;
  for (const p of candidates) {
    if (!updates(p, newer.text, subjects)) continue;
    const w = subjects ? subjects.subjectWeight(p, newer.text) : 0;
    if (w > bestWeight) {
      best = p;
      bestWeight = w;
    }
  }
  return best;
}

/** An earlier fact sharing this share of the best one's subject weight with the new value is
 *  the same fact said before (a value changed twice), not a neighbour on a shared word. */
const CHAIN_SHARE = 0.75;

/**
 * Of the earlier facts `newer` updates (in order), the ones it replaces: the one sharing the most
 * of its subject, and those sharing nearly as much (a value changed twice: the earliest is named).
 * The others stay for their own update: a week where the energy bill rose to £248 and the rent
 * was settled at £1,520 has two, not one that pairs the bill with the rent.
 */
function updatedChain(older: readonly Item[], newer: Item, subjects: SubjectIndex | undefined): Item[] {
  if (!subjects || older.length === 1) return [...older];
  let best = older[0] as Item;
  let bestWeight = -1;
  for (const g of older) {
    const w = subjects.subjectWeight(g.text, newer.text);
    if (w > bestWeight) {
      best = g;
      bestWeight = w;
    }
  }
  return older.filter((g) => g === best || subjects.subjectWeight(g.text, newer.text) >= CHAIN_SHARE * bestWeight);
}

/**
 * The week's "Updated: old → new" lines, into `out.updates`: newest first, each fact against the
 * facts of earlier days of the week it updates (updatedChain: the ones on its subject are
 * replaced, the earliest named), or what earlier weeks held, whichever shares more of it.
 * `entries`, a ledger's entries (RoutineIndex.readingsVary), neither update nor are updated.
 * Returns the facts that neither updated nor were updated, in order.
 */
function updatesOf(facts: readonly Item[], prevDurable: readonly string[], subjects: SubjectIndex | undefined, out: WeekItems, entries: ReadonlySet<Item>): Item[] {
  const gone = new Set<Item>();
  const found: Array<{ old: string; new: string }> = [];
  for (let i = facts.length - 1; i >= 0; i--) {
    const last = facts[i] as Item;
    if (gone.has(last) || entries.has(last)) continue;
    const older = facts.slice(0, i).filter((g) => !gone.has(g) && !entries.has(g) && g.date < last.date && updates(g.text, last.text, subjects, true));
    // Updates what an earlier week said (newest first)? The candidate sharing the most of its
    // subject is the one meant: "rent £1,450" and "energy bill £212" both changed by the time
    // the rent was settled at £1,520.
    const prev = bestOlder(prevDurable, last, subjects);
    // An earlier week's fact wins over this week's when it shares more of the subject: the
    // energy bill said on Monday is not what Thursday's rent updates.
    const weekBest = older.length > 0 ? updatedChain(older, last, subjects) : [];
    const weight = (text: string) => (subjects ? subjects.subjectWeight(text, last.text) : 0);
    const prevWins = prev !== undefined && weekBest.length > 0 && weight(prev) > Math.max(...weekBest.map((g) => weight(g.text)));
    if (weekBest.length > 0 && !prevWins) {
      found.push({ old: (weekBest[0] as Item).text, new: last.text });
      for (const g of [last, ...weekBest]) gone.add(g);
      continue;
    }
    if (prev) {
      found.push({ old: prev, new: last.text });
      gone.add(last);
    }
  }
  out.updates.push(...found.reverse());
  return facts.filter((f) => !gone.has(f));
}

/**
 * The line that names a behaviour group: of its pattern items (else all), the one sharing the
 * most rare terms with the others, the latest on a tie. A line joins a group on two shared
 * terms with each of its items, which a neighbour can have, and the latest item may be that
 * neighbour: the queue that froze twice is named by a queue line, not by the helpdesk line
 * that joined it.
 */
function representative(items: readonly Item[], subjects: SubjectIndex | undefined): Item {
  const patterns = items.filter((i) => i.kind === "pattern");
  const pool = patterns.length > 0 ? patterns : items;
  if (!subjects || pool.length < 3) return pool[pool.length - 1] as Item;
  const inPool = new Set(pool);
  const among = items.flatMap((i, k) => (inPool.has(i) ? [k] : []));
  return items[subjects.mostShared(items.map((i) => i.text), among)] as Item;
}

export function trendOf(count: number, previous: number): Trend {
  return count > previous ? "strengthening" : count === previous ? "stable" : "weakening";
}

export function draftWeek(input: WeekDraftInput): WeekDraft {
  const all = flatten(input.days);
  // A pattern's occurrence that also states a value ("terminal frozen again, 40 min cash only")
  // is read once, as the pattern, except when its value changes another fact of the week. A
  // fact the day also listed as a pattern's occurrence is grouped by its pattern item (copyOf):
  // as a fact with values of its own it joined no behaviour, and "van temp needle in the red,
  // topped up coolant, 40 min lost" was missing from the coolant's count for the week. The
  // fact itself stays a fact of the week.
  const items = all.filter((i) => !i.second && !i.listedAsPattern);
  const groups = group(items, input.subjects);
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

  // What earlier weeks said, newest first: their days' facts (while the day files are there),
  // then what their week files kept.
  const earlier = input.earlierWeeks ?? (input.previousWeek ? [input.previousWeek] : []);
  const earlierFacts = flatten(input.earlierDays ?? [])
    .filter((i) => i.kind === "fact")
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((i) => i.text);
  const prevDurable = [...new Set([...earlierFacts, ...earlier.flatMap((w) => [...w.updates.map((u) => u.new), ...w.durable])])];
  // The week's facts that change a value (old or new of an update): a deadline moved is no
  // occurrence of the pattern on its project.
  const allFacts = all.filter((i) => i.kind === "fact");
  // A ledger's entries take part in no update, as the older line or the newer one: read once for
  // both passes below. A line is looked up as written (the log's line with its clock stamp) and
  // without its stamp.
  const routine = input.routine;
  const isEntry = (text: string, day = "") => routine !== undefined && (routine.readingsVary(day, text) || routine.readingsVary(day, withoutClockStamp(text)));
  const entries = new Set(allFacts.filter((f) => isEntry(f.text, f.date)));
  const olderFacts = routine ? prevDurable.filter((p) => !isEntry(p)) : prevDurable;
  const unchanged = new Set(updatesOf(allFacts, olderFacts, input.subjects, { durable: [], updates: [], confirmed: [], emerging: [], open: [], quietDays: 0 }, entries));
  const changesValue = new Set(allFacts.filter((f) => !unchanged.has(f)));

  // Patterns: any group holding a pattern, or a fact repeated on ≥2 days without changing value.
  const behaviourGroups = new Set<Group>();
  for (const g of groups) {
    const nonAnomaly = g.items.filter((i) => i.kind !== "anomaly");
    const facts = g.items.filter((i) => i.kind === "fact");
    const stableFact = facts.length >= 2 && new Set(facts.map((f) => valueTokens(f.text))).size === 1;
    // The days' own pattern lines, and the facts they also listed as occurrences (copyOf). A
    // group of such facts alone is a behaviour when it spans two days and none of them changes
    // a value: "Finance cut the Q2 budget to €40K", said on two days, is an update, not a pattern.
    const told = g.items.filter((i) => i.kind === "pattern" && i.copyOf === undefined);
    const allCopies = g.items.filter((i) => i.copyOf !== undefined);
    const copies = allCopies.filter((i) => !changesValue.has(i.copyOf!));
    const isBehaviour = told.length > 0 || daysOf(copies).size >= 2 || (daysOf(nonAnomaly).size >= 2 && (stableFact || facts.length === 0));
    if (!isBehaviour) continue;
    behaviourGroups.add(g);
    if (promoted.has(g)) continue; // listed once, under Emerging Patterns
    // Days the behaviour happened: as a pattern, a repeated fact, or flagged as unusual (a flag on
    // an already-normal behaviour is still an occurrence), but not an anomaly saying it did not.
    // A day that told the pattern's subject as a fact with a value of its own ("7 July: no
    // internet all evening until I power-cycled the pi-dns resolver") is a day it happened too:
    // the day's classifier called it news. It counts here, and stays a fact below; a fact that
    // changes a value (a deadline moved) is no occurrence.
    const toldAsFact = input.subjects ? items.filter((i) => i.kind === "fact" && !g.items.includes(i) && !changesValue.has(i) && g.items.some((p) => p.kind === "pattern" && input.subjects!.sameSubject(p.text, i.text))) : [];
    // Beside a told line, each fact its day listed as an occurrence of the behaviour counts its
    // day: the day draft judged it one (docs/design.md, "Memory compactor").
    const counted = told.length > 0 ? allCopies : copies;
    const count = daysOf([...g.items.filter((i) => i.copyOf === undefined && (i.kind !== "anomaly" || !NEGATION_RE.test(i.text))), ...counted, ...toldAsFact]).size;
    if (count === 0 || nonAnomaly.length === 0) continue;
    // Named by the day's own pattern lines when it has them.
    const named = told.length > 0 ? nonAnomaly.filter((i) => i.copyOf === undefined) : nonAnomaly;
    out.confirmed.push({ text: stripRecurrence(representative(named, input.subjects).text), count, trend: trendOf(count, previousCount(g, input)) });
  }

  // Facts: contradictions → Updated, open questions → Open Questions, the rest kept if durable.
  // A fact that changes a value is an update even when a behaviour's group took it in on a
  // shared name (Dr. Fang's referral, then the checkup with her moved from Sept 16 to Sept 18).
  const facts = all.filter((i) => i.kind === "fact" && (changesValue.has(i) || (!i.second && ![...behaviourGroups].some((g) => g.items.includes(i)))));
  const rest = updatesOf(facts, olderFacts, input.subjects, out, entries);
  const done = new Set<Item>();
  for (const f of rest) {
    if (done.has(f) || f.second) continue;
    // The same fact said again (latest wording wins), or questions on the same subject.
    // `f` always belongs to its own group: sameSubject is false for a fact without content words
    // ("the", a code span). Such facts group by their exact text only.
    const same = rest.filter((g) => !done.has(g) && !g.second && (g === f || g.text === f.text || sameSubject(g.key, f.key)));
    same.forEach((g) => done.add(g));
    const last = same[same.length - 1] as Item;
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

  const { markdown, clipped } = fitToCap(MAX_DISTILLED_BYTES.week, (clip) =>
    renderWeek(input.weekId, {
      ...out,
      durable: out.durable.map(clip),
      updates: out.updates.map((u) => ({ old: clip(u.old), new: clip(u.new) })),
      confirmed: out.confirmed.map((p) => ({ ...p, text: clip(p.text) })),
      emerging: out.emerging.map((e) => ({ ...e, text: clip(e.text) })),
      open: out.open.map(clip),
    }),
  );
  return { markdown, items: out, clipped };
}
