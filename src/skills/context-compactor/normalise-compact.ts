/**
 * Accept what can be fixed: a model's compact draft brought to the exact format, with a note
 * for every change. Headings get their exact text and level (close variants are mapped:
 * "Decisions" → "## Decisions Made", "## blockers" / "Open questions" → "## Blockers / Open
 * Questions"), sections are put in order, bullets get their tag (a decision without a date gets
 * the session's date, a fact without a tag `[PROJ]`, a pending line `[ ]`), and a missing title
 * or counts line is filled in. Only what cannot be made up is refused: an empty draft, or a
 * required section that is absent (see REQUIRED).
 */
import { SECTIONS, TITLE_RE, META_RE, titleTime, formatCount, type SectionKey } from "./format.js";

/** Sections a draft must have written itself; the others, when absent, become "_None._". */
export const REQUIRED: readonly SectionKey[] = ["decisions", "pending", "summary"];

const ALIASES: Record<string, SectionKey> = {};
for (const [key, names] of Object.entries({
  decisions: ["decisions made", "decisions", "decision", "key decisions", "decisions taken", "决定", "决策"],
  facts: ["facts established", "facts", "key facts", "established facts", "事实"],
  pending: ["pending actions", "pending", "pending action", "next steps", "action items", "todo", "todos", "to do", "open tasks", "tasks", "待办", "待办事项"],
  technical: ["technical context", "technical", "tech context", "technical details", "technical notes", "技术背景"],
  blockers: ["blockers / open questions", "blockers/open questions", "blockers and open questions", "blockers & open questions", "blockers", "open questions", "blockers / questions", "questions", "阻碍", "问题", "未决问题"],
  summary: ["session summary", "summary", "overview", "总结", "摘要", "会话总结"],
} as Record<SectionKey, string[]>)) {
  for (const n of names) ALIASES[n] = key as SectionKey;
}

function sectionOf(headingText: string): SectionKey | null {
  const t = headingText.toLowerCase().replace(/[*_`:]+/g, "").replace(/\s+/g, " ").trim();
  return ALIASES[t] ?? null;
}

export interface NormaliseContext {
  /** YYYY-MM-DD for undated decisions: the session's (last turn's) date. */
  sessionDate: string;
  now: Date;
  turns: number;
  tokensSaved: number;
}

export interface NormalisedCompact {
  markdown: string;
  /** What was changed, one sentence each. */
  fixed: string[];
  /** Why it cannot be written (empty draft, absent required sections); empty when it can. */
  refused: string[];
}

// Closing #s are stripped in a second step: a lazy group followed by `\s*#*\s*$` backtracks
// quadratically on a long run of spaces.
const HEADING_RE = /^[ ]{0,3}(#{1,6})[ \t]+(.*)$/;
const CLOSING_HASHES_RE = /[ \t]+#+$/;
const BOLD_HEADING_RE = /^\s*\*\*([^*]{2,60})\*\*:?\s*$/;

interface DraftParts {
  title: string | null;
  meta: string | null;
  /** Lines of each known section, in the order the sections first appeared. */
  body: Map<SectionKey, string[]>;
  /** Lines before the first known section. */
  loose: string[];
}

/** The draft's title, counts line and sections; heading fixes are noted in `fixed`. */
function readDraft(draft: string, fixed: string[]): DraftParts {
  const parts: DraftParts = { title: null, meta: null, body: new Map(), loose: [] };
  const { body, loose } = parts;
  let current: SectionKey | null = null;
  for (const raw of draft.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const trimmed = line.trim();
    if (parts.title === null && /^#\s+Session Compact\b/i.test(trimmed)) {
      parts.title = trimmed;
      continue;
    }
    if (parts.meta === null && META_RE.test(trimmed)) {
      parts.meta = trimmed;
      continue;
    }
    const h = HEADING_RE.exec(line) ?? BOLD_HEADING_RE.exec(line);
    if (h) {
      const text = ((h.length === 3 ? h[2] : h[1]) as string).replace(CLOSING_HASHES_RE, "").trim();
      const key = sectionOf(text);
      if (key) {
        const exact = SECTIONS.find((s) => s.key === key)!.heading;
        if (trimmed !== exact) fixed.push(`heading "${trimmed}" → "${exact}"`);
        if (body.has(key) && current !== key) fixed.push(`"${exact}" appeared twice; merged`);
        current = key;
        if (!body.has(key)) body.set(key, []);
        continue;
      }
      if (current && h.length === 3) {
        // A sub-heading of the writer's own: kept as a line of the section it is in.
        fixed.push(`heading "${trimmed}" kept as a line under "${SECTIONS.find((s) => s.key === current)!.heading}"`);
        body.get(current)!.push(`**${text}**`);
        continue;
      }
    }
    if (current) body.get(current)!.push(line);
    else if (h) loose.push(`**${(h.length === 3 ? h[2] : h[1]) as string}**`);
    else if (trimmed) loose.push(trimmed);
  }
  return parts;
}

/** The six sections in the compact's order, absent ones as "_None._", bullets fixed. */
function writeSections(body: Map<SectionKey, string[]>, sessionDate: string, fixed: string[]): string[] {
  const out: string[] = [];
  let order = 0;
  let reordered = false;
  for (const s of SECTIONS) {
    out.push(s.heading);
    const items = body.get(s.key);
    if (!items) {
      fixed.push(`absent section "${s.heading}" added as "_None._"`);
      out.push("_None._", "");
      continue;
    }
    const idx = [...body.keys()].indexOf(s.key);
    if (idx < order) reordered = true;
    order = idx;
    const kept = items.map((l) => fixBullet(s.key, l, sessionDate, fixed));
    while (kept.length && kept[0]!.trim() === "") kept.shift();
    while (kept.length && kept.at(-1)!.trim() === "") kept.pop();
    out.push(...(kept.length ? kept : ["_None._"]), "");
  }
  if (reordered) fixed.push("sections put in the compact's order");
  return out;
}

export function normaliseCompact(draft: string, ctx: NormaliseContext): NormalisedCompact {
  const fixed: string[] = [];
  if (typeof draft !== "string" || draft.trim() === "") return { markdown: "", fixed, refused: ["the draft is empty: write the six sections (see the compact format)."] };
  const { body, loose, ...head } = readDraft(draft, fixed);
  const refused: string[] = [];
  for (const key of REQUIRED) if (!body.has(key)) refused.push(`missing section "${SECTIONS.find((s) => s.key === key)!.heading}"`);
  if (refused.length > 0) return { markdown: draft, fixed, refused };

  let { title, meta } = head;
  if (title === null || !TITLE_RE.test(title)) {
    const t = `# Session Compact — ${titleTime(ctx.now)}`;
    fixed.push(title === null ? `title added: "${t}"` : `title "${title}" → "${t}"`);
    title = t;
  }
  if (meta === null) {
    meta = `**Turns**: ${formatCount(ctx.turns)} | **Est. tokens saved**: ~${formatCount(ctx.tokensSaved)}`;
    fixed.push(`counts line added: "${meta}"`);
  }
  if (loose.length > 0) {
    fixed.push(`${loose.length} line(s) before the first section moved into "## Session Summary"`);
    body.get("summary")!.unshift(...loose);
  }
  const out = [title, meta, "", ...writeSections(body, ctx.sessionDate, fixed)];
  return { markdown: out.join("\n"), fixed: dedupe(fixed), refused };
}

const TAG_RE = /^\[(PROJ|TECH|PREF)\]\s*/i;

function fixBullet(key: SectionKey, line: string, date: string, fixed: string[]): string {
  const m = /^\s*[-*+•]\s+(.*)$/.exec(line) ?? /^\s*\d+[.)]\s+(.*)$/.exec(line);
  if (!m) return line.trim() ? line.trim() : "";
  let text = (m[1] as string).trim();
  if (/^_?none\.?_?$/i.test(text)) return "_None._";
  if (key === "decisions" && !/^\[\d{4}-\d{2}-\d{2}\]\s/.test(text)) {
    const d = /^\[?(\d{4}-\d{2}-\d{2})\]?:?\s+/.exec(text);
    text = d ? `[${d[1]}] ${text.slice(d[0].length)}` : `[${date}] ${text}`;
    fixed.push(d ? "decision dates put in brackets" : `undated decisions dated ${date} (the session's date)`);
  } else if (key === "facts") {
    const t = TAG_RE.exec(text);
    if (!t) {
      text = `[PROJ] ${text}`;
      fixed.push("untagged facts tagged [PROJ]");
    } else if (t[0] !== `[${t[1]!.toUpperCase()}] `) {
      text = `[${t[1]!.toUpperCase()}] ${text.slice(t[0].length)}`;
      fixed.push("fact tags upper-cased");
    }
  } else if (key === "pending") {
    const c = /^\[([ xX]?)\]\s*/.exec(text);
    if (!c) {
      text = `[ ] ${text}`;
      fixed.push("pending lines given a [ ] box");
    } else if (c[1] === "") {
      text = `[ ] ${text.slice(c[0].length)}`;
      fixed.push("pending lines given a [ ] box");
    }
  }
  return `- ${text}`;
}

function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}
