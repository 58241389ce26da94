/**
 * `validateDistillation(tier, markdown, period?)`: the gate for everything written under
 * memory/distilled/, ours or the agent's. It is also what "the covering file is valid" means to
 * the deletion planner, so it checks structure, not taste:
 *  - the title line, and the period in it when one is given;
 *  - the tier's `##` headings, all present, in order, and no others;
 *  - no empty or placeholder bullets, and a size cap;
 *  - per tier: tagged patterns (day), computed counts and trends (week), sourced principles (month);
 *  - a day file says something (an empty day gets no file).
 */
import { DAY_SECTIONS, EMPTY_DAY_MESSAGE } from "./day-format.js";
import { isIsoDate } from "./dates.js";
import { parseWeekId } from "./iso-week.js";
import { MONTH_SECTIONS } from "./month-draft.js";
import { parseDistilled } from "./parse-distilled.js";
import { isPlaceholder } from "./placeholder.js";
import { MAX_DISTILLED_BYTES } from "./size-caps.js";
import { isMonthId, type Tier } from "./periods.js";
import { WEEK_SECTIONS } from "./week-format.js";

export { MAX_DISTILLED_BYTES } from "./size-caps.js";

export interface ValidationResult {
  ok: boolean;
  problems: string[];
}

const SECTIONS: Record<Tier, readonly string[]> = { day: DAY_SECTIONS, week: WEEK_SECTIONS, month: MONTH_SECTIONS };
const TITLE_RE: Record<Tier, RegExp> = {
  day: /^Daily Distillation:\s*(\d{4}-\d{2}-\d{2})$/,
  week: /^Weekly Compression:\s*(\d{4}) Week (\d{2})$/,
  month: /^Monthly Abstraction:\s*(\d{4}-\d{2})$/,
};
const TITLE_FORM: Record<Tier, string> = {
  day: "# Daily Distillation: YYYY-MM-DD",
  week: "# Weekly Compression: YYYY Week NN",
  month: "# Monthly Abstraction: YYYY-MM",
};
const NONE_RE = /^_?none\.?_?$/i;

function headingMatches(tier: Tier, actual: string, expected: string): boolean {
  // "Emerging Patterns" alone is accepted for the long heading "Emerging Patterns (promoted from anomalies)".
  if (tier === "week" && expected.startsWith("Emerging Patterns")) return /^Emerging Patterns\b/i.test(actual);
  return actual.toLowerCase() === expected.toLowerCase();
}

export function validateDistillation(tier: Tier, markdown: string, period?: string): ValidationResult {
  const problems: string[] = [];
  if (!(["day", "week", "month"] as const).includes(tier)) {
    return { ok: false, problems: [`tier: expected one of day, week, month, got ${JSON.stringify(tier)}.`] };
  }
  if (typeof markdown !== "string" || markdown.trim() === "") return { ok: false, problems: ["markdown: empty."] };
  const bytes = Buffer.byteLength(markdown, "utf8");
  if (bytes > MAX_DISTILLED_BYTES[tier]) problems.push(`size: ${bytes} bytes, over the ${tier} cap of ${MAX_DISTILLED_BYTES[tier]} bytes; distill harder.`);
  if (tier === "day" && markdown.trim() === EMPTY_DAY_MESSAGE) {
    return { ok: false, problems: [`A day with nothing noteworthy gets no file ("${EMPTY_DAY_MESSAGE}").`] };
  }

  const doc = parseDistilled(markdown);
  const firstLine = markdown.replace(/^\uFEFF/, "").split(/\r?\n/).find((l) => l.trim() !== "" && !l.trim().startsWith("<!--"))?.trim() ?? "";
  if (!firstLine.startsWith("# ") || doc.title === null) {
    problems.push(`title: the first line must be "${TITLE_FORM[tier]}".`);
  } else {
    const m = TITLE_RE[tier].exec(doc.title.trim());
    if (!m) problems.push(`title: "${doc.title}" is not of the form "${TITLE_FORM[tier]}".`);
    else {
      const got = tier === "week" ? `${m[1]}-W${m[2]}` : (m[1] as string);
      const wellFormed = tier === "day" ? isIsoDate(got) : tier === "week" ? parseWeekId(got) !== null : isMonthId(got);
      if (!wellFormed) problems.push(`title: "${got}" is not a real ${tier}.`);
      if (period !== undefined && got !== period) problems.push(`title: the file is for ${period}, but the title says ${got}.`);
    }
  }

  const expected = SECTIONS[tier];
  const actual = doc.sections.map((s) => s.heading);
  const missing = expected.filter((e) => !actual.some((a) => headingMatches(tier, a, e)));
  if (missing.length) problems.push(`sections: missing ${missing.map((m) => `"## ${m}"`).join(", ")}; a ${tier} file has ${expected.map((e) => `"## ${e}"`).join(", ")}, in that order.`);
  const extra = actual.filter((a) => !expected.some((e) => headingMatches(tier, a, e)));
  if (extra.length) problems.push(`sections: unexpected ${extra.map((m) => `"## ${m}"`).join(", ")}; only ${expected.map((e) => `"## ${e}"`).join(", ")} are allowed.`);
  const order = actual.map((a) => expected.findIndex((e) => headingMatches(tier, a, e))).filter((i) => i >= 0);
  if (order.some((v, i) => i > 0 && v <= (order[i - 1] as number))) problems.push(`sections: out of order or repeated; expected ${expected.join(" → ")}.`);

  let bullets = 0;
  for (const s of doc.sections) {
    for (const b of s.bullets) {
      if (b.trim() === "") problems.push(`"## ${s.heading}": empty bullet.`);
      else if (isPlaceholder(b)) problems.push(`"## ${s.heading}": placeholder bullet "${b}"; replace it with content or write _None._.`);
      else if (!NONE_RE.test(b.trim())) bullets++;
    }
  }

  const sectionBullets = (prefix: string) => doc.sections.find((s) => s.heading.toLowerCase().startsWith(prefix.toLowerCase()))?.bullets.filter((b) => b.trim() && !NONE_RE.test(b.trim())) ?? [];
  if (tier === "day") {
    if (bullets === 0) problems.push(`empty: no facts, patterns or anomalies; a day with nothing noteworthy gets no file ("${EMPTY_DAY_MESSAGE}").`);
    for (const b of sectionBullets("Patterns")) {
      if (!/\s[—–-]\s*(?:new|confirmed|strengthened)\b/i.test(b)) problems.push(`"## Patterns": "${b.slice(0, 60)}" needs a tag: end it with " — new", " — confirmed" or " — strengthened".`);
    }
  }
  if (tier === "week") {
    for (const b of sectionBullets("Confirmed Patterns")) {
      if (!/\b\d+x this week\b/i.test(b) || !/\btrend:\s*(?:strengthening|stable|weakening)\b/i.test(b)) {
        problems.push(`"## Confirmed Patterns": "${b.slice(0, 60)}" needs "Nx this week, trend: strengthening|stable|weakening".`);
      }
    }
  }
  if (tier === "month") {
    for (const b of sectionBullets("Principles Learned")) {
      if (!/\(from [^)]+\)/i.test(b)) problems.push(`"## Principles Learned": "${b.slice(0, 60)}" must say what it comes from, e.g. "(from week-2026-W03, week-2026-W04)".`);
    }
  }
  return { ok: problems.length === 0, problems };
}
