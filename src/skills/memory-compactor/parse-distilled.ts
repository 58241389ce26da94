/**
 * Reads a distilled file back into its title, sections and bullets. Line-based on purpose: the
 * files are ours (or an agent's rewrite of ours), flat, and a tolerant reader is what both the
 * validator and the next tier need.
 */
import { stripStamp } from "./source-stamp.js";
import { withoutClosingHashes } from "../../core/text/trim-end.js";

export interface Section {
  heading: string;
  /** 1-based line of the heading in the (stamp-free) text. */
  line: number;
  bullets: string[];
  /** Non-bullet, non-blank lines under the heading (notes like "_None._"). */
  other: string[];
}

export interface ParsedDistilled {
  title: string | null;
  sections: Section[];
}

const BULLET_RE = /^\s*[-*+]\s?(.*)$/;

export function parseDistilled(markdown: string): ParsedDistilled {
  const lines = stripStamp(markdown).replace(/\r\n?/g, "\n").split("\n");
  let title: string | null = null;
  const sections: Section[] = [];
  let current: Section | null = null;
  let inComment = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (inComment) {
      if (t.includes("-->")) inComment = false;
      return;
    }
    if (t.startsWith("<!--")) {
      if (!t.includes("-->")) inComment = true;
      return;
    }
    // Closing #s cut by a loop: /^#\s+(.*?)\s*#*$/ was quadratic on an inner run of spaces.
    const h1 = /^#\s+(.*)$/.exec(t);
    if (h1 && !t.startsWith("##")) {
      if (title === null) title = withoutClosingHashes(h1[1] as string);
      current = null;
      return;
    }
    const h2 = /^##\s+(.*)$/.exec(t);
    if (h2 && !t.startsWith("###")) {
      current = { heading: withoutClosingHashes(h2[1] as string), line: i + 1, bullets: [], other: [] };
      sections.push(current);
      return;
    }
    if (!current || t === "") return;
    const b = BULLET_RE.exec(line);
    if (b) (current as Section).bullets.push((b[1] as string).trim());
    else (current as Section).other.push(t);
  });
  return { title, sections };
}

/** Bullets of the first section whose heading starts with `prefix` (case-insensitive). */
export function bulletsOf(doc: ParsedDistilled, prefix: string): string[] {
  const p = prefix.toLowerCase();
  return doc.sections.find((s) => s.heading.toLowerCase().startsWith(p))?.bullets ?? [];
}
