/**
 * Turns a raw daily log (free markdown) into candidate statements: one per list item or
 * sentence or table row, with the heading it sits under. Code blocks, frontmatter, HTML comments
 * and quotes are skipped: they are material or someone else's words, not things that happened.
 */
import { tidy } from "./text.js";
import { withoutClosingHashes } from "../../core/text/trim-end.js";

export interface Statement {
  text: string;
  /** The nearest heading above it ("" at top level). */
  heading: string;
  /** 0-based order in the log, for stable sorting. */
  index: number;
}

const SENTENCE_SPLIT_RE = /(?<=[.!?])\s+(?=[A-Z0-9"“(])|(?<=[。！？；])/u;
const MAX_STATEMENT_CHARS = 600; // longer "statements" are pasted material, not notes

/** Fenced code and HTML comments: material, not notes. Tracks whether a line is inside one. */
class Material {
  private fence: string | null = null;
  private comment = false;

  /** "opens": the line starts a fence or comment; "inside": it is in one (or closes it). */
  skip(trimmed: string): "opens" | "inside" | null {
    if (this.fence) {
      if (trimmed.startsWith(this.fence)) this.fence = null;
      return "inside";
    }
    if (this.comment) {
      if (trimmed.includes("-->")) this.comment = false;
      return "inside";
    }
    const fence = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fence) {
      this.fence = (fence[1] as string)[0]!.repeat((fence[1] as string).length);
      return "opens";
    }
    if (trimmed.startsWith("<!--")) {
      this.comment = !trimmed.includes("-->");
      return "opens";
    }
    return null;
  }
}

export function splitStatements(log: string): Statement[] {
  const lines = log.replace(/\r\n?/g, "\n").split("\n");
  const out: Statement[] = [];
  let heading = "";
  const material = new Material();
  let para: string[] = [];
  let i = 0;

  const flushPara = () => {
    if (para.length === 0) return;
    pushSentences(para.join(" "));
    para = [];
  };
  const pushSentences = (block: string) => {
    for (const s of block.split(SENTENCE_SPLIT_RE)) {
      const t = tidy(s.replace(/\*\*|__|~~/g, ""));
      if (t.length >= 3 && t.length <= MAX_STATEMENT_CHARS) out.push({ text: t, heading, index: out.length });
    }
  };

  // Frontmatter is metadata, never a note.
  if (lines[0]?.trim() === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    const trimmed = line.trim();
    const skip = material.skip(trimmed);
    if (skip) {
      if (skip === "opens") flushPara();
      continue;
    }
    // The closing #s are cut by a loop: /^#{1,6}\s+(.*?)\s*#*\s*$/ was cubic on inner spaces.
    const h = /^#{1,6}\s+(.*)$/.exec(trimmed);
    if (h) {
      flushPara();
      heading = tidy(withoutClosingHashes(h[1] as string));
      continue;
    }
    if (trimmed === "" || /^(?:[-*_]\s*){3,}$/.test(trimmed)) {
      flushPara();
      continue;
    }
    if (trimmed.startsWith(">")) {
      // A quoted line is someone else's words.
      flushPara();
      continue;
    }
    if (trimmed.startsWith("|")) {
      // A table row in a daily note is a note (an appointment, a reading): one statement, its
      // cells joined. The separator row says nothing; a header row that recurs is routine.
      flushPara();
      if (!/^[|:\-\s]+$/.test(trimmed)) pushSentences(tableRow(trimmed));
      continue;
    }
    const item = /^(?:[-*+•]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(trimmed);
    if (item) {
      flushPara();
      pushSentences(item[1] as string);
      continue;
    }
    para.push(trimmed);
  }
  flushPara();
  return out;
}

/** "| 09:30 | Biscuit | spay |" → "09:30; Biscuit; spay". */
function tableRow(line: string): string {
  return line
    .split("|")
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .join("; ");
}
