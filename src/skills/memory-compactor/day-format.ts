/**
 * The day file format (Tier 1, docs/design.md, "Memory compactor"), written and read back:
 *
 *   # Daily Distillation: 2026-01-15
 *   ## Facts
 *   - Budget approved: €50K for Q2
 *   ## Patterns
 *   - Bob pushed back on the API timeline — strengthened (3 earlier days)
 *   ## Anomalies
 *   - Alice volunteered to present — unexpected: never happened before; interpretation: …
 *
 * The tag and reason follow " — " so the week tier can read them back without guessing.
 *
 * A statement that is both a fact and an occurrence of a pattern is listed under both, and the
 * second listing says so ("… — also a pattern", "… — confirmed (2 earlier days), also a fact"):
 * a reader sees why it is there twice, and the tiers above read each statement once, as what
 * the day draft took it for first.
 */
import { stripRelated } from "./cross-ref.js";
import { bulletsOf, parseDistilled } from "./parse-distilled.js";

export type PatternTag = "new" | "confirmed" | "strengthened";
export const PATTERN_TAGS: readonly PatternTag[] = ["new", "confirmed", "strengthened"];

export interface DayPattern {
  text: string;
  tag: PatternTag;
  /** Earlier days (in the lookback) on which the same behaviour was recorded. */
  earlierDays: number;
  related?: string[];
  /** This line repeats one of the day's facts: its listing as an occurrence of a pattern. */
  alsoFact?: boolean;
}

export interface DayAnomaly {
  text: string;
  why: string;
  interpretation: string;
  related?: string[];
}

export interface DayItems {
  facts: string[];
  patterns: DayPattern[];
  anomalies: DayAnomaly[];
}

export const DAY_TITLE = (date: string) => `# Daily Distillation: ${date}`;
export const DAY_SECTIONS = ["Facts", "Patterns", "Anomalies"] as const;
export const EMPTY_DAY_MESSAGE = "No significant facts, patterns, or anomalies.";
/** Written under a section that has no items: a heading with nothing under it reads like a bug. */
export const NONE_LINE = "_None._";

const rel = (r?: string[]) => (r && r.length ? ` (related: ${r.join(", ")})` : "");

/** The suffixes of a statement's second listing (see the header). */
const ALSO_PATTERN = "also a pattern";
const ALSO_FACT = "also a fact";

export function formatPattern(p: DayPattern): string {
  const count = p.tag === "new" ? "" : ` (${p.earlierDays} earlier day${p.earlierDays === 1 ? "" : "s"})`;
  return `${p.text} — ${p.tag}${count}${p.alsoFact ? `, ${ALSO_FACT}` : ""}${rel(p.related)}`;
}

/** A pattern occurrence listed again under Facts. */
export function formatAlsoPattern(text: string): string {
  return `${text} — ${ALSO_PATTERN}`;
}

export function formatAnomaly(a: DayAnomaly, zh: boolean): string {
  return zh ? `${a.text} — 意外之处：${a.why}；一种解释：${a.interpretation}${rel(a.related)}` : `${a.text} — unexpected: ${a.why}; interpretation: ${a.interpretation}${rel(a.related)}`;
}

export function isEmptyDay(items: DayItems): boolean {
  return items.facts.length + items.patterns.length + items.anomalies.length === 0;
}

export function renderDay(date: string, items: DayItems, isZh: (s: string) => boolean): string {
  const section = (name: string, lines: string[]) => [`## ${name}`, ...(lines.length ? lines.map((l) => `- ${l}`) : [NONE_LINE]), ""];
  return [
    DAY_TITLE(date),
    "",
    ...section("Facts", items.facts),
    ...section("Patterns", items.patterns.map(formatPattern)),
    ...section("Anomalies", items.anomalies.map((a) => formatAnomaly(a, isZh(a.text)))),
  ].join("\n");
}

/** What an earlier day file says, reduced to the statements (tags and reasons split off). */
export interface DayRecord {
  date: string;
  facts: string[];
  patterns: Array<{ text: string; tag: PatternTag | null }>;
  anomalies: string[];
  /** Facts listed as a pattern's second listing ("… — also a pattern"): read as patterns, and
   *  by the week only to find a value that changed. */
  alsoFacts?: string[];
  /** Facts the day also listed as an occurrence of a pattern ("… — confirmed (1 earlier day),
   *  also a fact"): the week counts them with their pattern. */
  factPatterns?: string[];
}

const isNone = (b: string) => /^_?none\.?_?$/i.test(b) || b === "";

/** How our suffixes start: a day pattern's tag, a day anomaly's reason, a week pattern's count. */
const SUFFIX_HEAD_RE = /^(?:(?:new|confirmed|strengthened)\b|also a pattern\b|unexpected:|意外之处|\d+x this week\b|seen on \d+ days?\b)/i;

/**
 * Splits "statement — tag/reason" at the last " — " that introduces our suffix. A statement may
 * hold dashes of its own ("Kessler again at ten to six — a 'small' brochure update — new"):
 * splitting at the first one cut it short in every tier above. A bullet without one of our
 * suffixes is all statement.
 */
export function splitSuffix(bullet: string): { text: string; suffix: string } {
  const clean = stripRelated(bullet);
  for (let i = clean.lastIndexOf(" — "); i >= 0; i = i === 0 ? -1 : clean.lastIndexOf(" — ", i - 1)) {
    const suffix = clean.slice(i + 3).trim();
    if (SUFFIX_HEAD_RE.test(suffix)) return { text: clean.slice(0, i).trim(), suffix };
  }
  return { text: clean.trim(), suffix: "" };
}

export function readDay(date: string, markdown: string): DayRecord {
  const doc = parseDistilled(markdown);
  // A second listing is left out: each statement is read once, under its first section. A
  // pattern's occurrence listed again as a fact is kept apart (alsoFacts): the week reads it
  // only to find a value that changed. A fact listed again as a pattern's occurrence is kept
  // apart too (factPatterns): the week counts that day with its pattern.
  const facts: string[] = [];
  const alsoFacts: string[] = [];
  for (const b of bulletsOf(doc, "Facts")) {
    if (isNone(b)) continue;
    const { text, suffix } = splitSuffix(b);
    if (suffix === ALSO_PATTERN) alsoFacts.push(text);
    else facts.push(stripRelated(b).trim());
  }
  const factPatterns: string[] = [];
  const patterns = bulletsOf(doc, "Patterns")
    .filter((b) => !isNone(b))
    .flatMap((b) => {
      const { text, suffix } = splitSuffix(b);
      if (suffix.endsWith(`, ${ALSO_FACT}`)) {
        factPatterns.push(text);
        return [];
      }
      const tag = /^(new|confirmed|strengthened)\b/i.exec(suffix)?.[1]?.toLowerCase() as PatternTag | undefined;
      return [{ text, tag: tag ?? null }];
    });
  const anomalies = bulletsOf(doc, "Anomalies").filter((b) => !isNone(b)).map((b) => splitSuffix(b).text);
  return { date, facts, patterns, anomalies, alsoFacts, factPatterns };
}
