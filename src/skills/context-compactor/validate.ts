/**
 * validateCompact(): the problems that keep a markdown text from being a compact, each naming
 * what is wrong and what is expected. Used before every write, whether the text came from the
 * extractor or from the agent's own draft.
 */
import { BULLET_RULES, MAX_COMPACT_CHARS, META_RE, SECTIONS, TITLE_RE, type SectionKey } from "./format.js";

export function validateCompact(markdown: string): string[] {
  const problems: string[] = [];
  if (typeof markdown !== "string" || markdown.trim().length === 0) return ["the compact is empty: it must start with \"# Session Compact — YYYY-MM-DD HH:MM UTC\"."];
  if (markdown.length > MAX_COMPACT_CHARS) {
    problems.push(`the compact is ${markdown.length} characters, over the ${MAX_COMPACT_CHARS}-character limit: shorten the sections (the Session Summary is 2–3 sentences).`);
  }
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  let i = 0;
  while (i < lines.length && (lines[i] ?? "").trim() === "") i++;
  const title = lines[i] ?? "";
  if (!TITLE_RE.test(title.trim())) {
    problems.push(`the first line must be the title "# Session Compact — YYYY-MM-DD HH:MM UTC" (found ${JSON.stringify(title.slice(0, 80))}).`);
  } else {
    const m = TITLE_RE.exec(title.trim());
    const d = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!)) : null;
    if (!d || d.getUTCMonth() !== +m![2]! - 1 || +m![4]! > 23 || +m![5]! > 59) problems.push(`the title's date or time is not a real UTC time (found ${JSON.stringify(title.trim())}).`);
  }
  i++;
  while (i < lines.length && (lines[i] ?? "").trim() === "") i++;
  const meta = lines[i] ?? "";
  if (!META_RE.test(meta.trim())) {
    problems.push(`the line after the title must be "**Turns**: N | **Est. tokens saved**: ~N" (found ${JSON.stringify(meta.slice(0, 80))}).`);
  } else i++;

  // Sections: present, once each, in order, nothing else at level 2.
  const found: Array<{ key: SectionKey; line: number }> = [];
  const allowed = SECTIONS.map((s) => `"${s.heading}"`).join(", ");
  const body: Record<string, Array<{ text: string; line: number }>> = {};
  let current: SectionKey | null = null;
  for (; i < lines.length; i++) {
    const line = (lines[i] ?? "").trimEnd();
    if (/^#{1,2} /.test(line)) {
      const sec = SECTIONS.find((s) => s.heading === line.trim());
      if (!sec) {
        problems.push(`unexpected heading "${line.trim().slice(0, 60)}" on line ${i + 1}: a compact has exactly these sections, in order: ${allowed}.`);
        current = null;
        continue;
      }
      if (found.some((f) => f.key === sec.key)) problems.push(`section "${sec.heading}" appears twice (again on line ${i + 1}).`);
      found.push({ key: sec.key, line: i + 1 });
      current = sec.key;
      body[sec.key] ??= [];
      continue;
    }
    if (current && line.trim()) body[current]?.push({ text: line.trim(), line: i + 1 });
    else if (!current && line.trim() && found.length === 0) problems.push(`line ${i + 1} comes before the first section ("${SECTIONS[0].heading}").`);
  }
  for (const s of SECTIONS) {
    if (!found.some((f) => f.key === s.key)) problems.push(`missing section "${s.heading}".`);
  }
  const order = found.filter((f, idx) => found.findIndex((g) => g.key === f.key) === idx).map((f) => SECTIONS.findIndex((s) => s.key === f.key));
  for (let k = 1; k < order.length; k++) {
    if ((order[k] ?? 0) < (order[k - 1] ?? 0)) {
      const here = SECTIONS[order[k] ?? 0]!;
      const before = SECTIONS[order[k - 1] ?? 0]!;
      problems.push(`section "${here.heading}" is out of order: it must come before "${before.heading}" (order: ${allowed}).`);
    }
  }
  for (const [key, rule] of Object.entries(BULLET_RULES)) {
    const sec = SECTIONS.find((s) => s.key === key)!;
    for (const l of body[key] ?? []) {
      if (l.text.startsWith("- ") && rule && !rule.re.test(l.text)) {
        problems.push(`"${sec.heading}" line ${l.line}: write each item as "${rule.shape}" (found ${JSON.stringify(l.text.slice(0, 60))}).`);
      }
    }
  }
  if (found.some((f) => f.key === "summary") && (body.summary ?? []).length === 0) {
    problems.push(`section "## Session Summary" is empty: write a 2–3 sentence overview.`);
  }
  return problems;
}
