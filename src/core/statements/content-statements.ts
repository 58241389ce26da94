/**
 * Every statement of a file, for the forgetting gate: list items, sentences, table rows,
 * quoted lines, code lines, headings and comments alike. The distiller skips pasted material
 * when it drafts; the gate must not, because a file that is deleted takes all of it along
 * (docs/design.md, "Forgetting").
 */
const SENTENCE_SPLIT_RE = /(?<=[.!?])\s+(?=[A-Z0-9"“(])|(?<=[。！？；])/u;
const MARKER_RE = /^(?:#{1,6}\s+|>\s?|(?:[-*+•]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)+/u;
const MIN_CHARS = 3;

export function contentStatements(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    let line = raw.trim();
    if (line === "" || /^(?:`{3,}|~{3,})/.test(line) || /^(?:[-*_=]\s*){3,}$/.test(line)) continue;
    line = line.replace(/<!--|-->/g, " ").replace(MARKER_RE, "");
    if (line.startsWith("|")) {
      if (/^[|:\-\s]+$/.test(line)) continue; // a table's separator row
      line = line.split("|").map((c) => c.trim()).filter(Boolean).join("; ");
    }
    for (const s of line.split(SENTENCE_SPLIT_RE)) {
      const t = s.replace(/\*\*|__|~~|`/g, "").replace(/\s+/g, " ").trim();
      if (t.length >= MIN_CHARS) out.push(t);
    }
  }
  return out;
}
