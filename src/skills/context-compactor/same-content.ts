/**
 * Whether two compacts say the same thing. A "compact" in chat followed by `/new` saves the same
 * session up to three times (the user's compact, then the safety net's before_reset and
 * session_end saves); they differ only in the title's time, the turns / tokens-saved line, and
 * the counts in the Session Summary's first sentence ("Over 18 turns and 6 tool calls", which
 * the "compact" turn itself moved on). Those are ignored; every other byte of every section is
 * compared.
 */
import { META_RE, TITLE_RE } from "./format.js";

const SUMMARY_HEADING = "## Session Summary";

// The summary's counts in each language it is written in (extract/summary.ts). The tool-call
// clause goes whole: it is left out at 0 calls, and the "compact" turn may add the first one.
const CALLS: RegExp[] = [/ and \d[\d,]* tool calls?\b/g, /（\d+ 次工具调用）/g, /（ツール呼び出し \d+ 回）/g];
// A number starts only where a digit run starts (the lookbehinds), so a long run of digits is
// scanned once, not once per position: linear on any line.
const TURNS: Array<[RegExp, string]> = [
  [/(?<![\d,])\d[\d,]* turns?\b/g, "# turns"],
  [/共 \d+ 轮/g, "共 # 轮"],
  [/(?<!\d)\d+ ターン/g, "# ターン"],
];

function withoutCounts(line: string): string {
  let out = line;
  for (const re of CALLS) out = out.replace(re, "");
  for (const [re, as] of TURNS) out = out.replace(re, as);
  return out;
}

/** The compact's sections, with the title, the counts line and the summary's counts left out. */
export function comparableBody(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let inSummary = false;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (TITLE_RE.test(line) || META_RE.test(line)) continue;
    if (line.startsWith("## ")) inSummary = line === SUMMARY_HEADING;
    out.push(inSummary ? withoutCounts(line) : line);
  }
  return out.join("\n").trim();
}

export function sameCompactContent(a: string, b: string): boolean {
  return comparableBody(a) === comparableBody(b);
}
