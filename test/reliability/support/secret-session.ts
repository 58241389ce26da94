/**
 * Documents that carry planted secrets into each write path in the shape that path expects:
 * an agent's compact draft, a day distillation, a rolling-summary section, and a transcript
 * whose every surface (user text, assistant text, tool-call arguments, tool results, a `!bash`
 * run, a compaction summary, fetched web content) holds one.
 */
import { SessionWriter, external } from "../../fixtures/transcripts/dialect.mjs";

/** One line: no CR or LF (a PEM's line breaks, a CRLF sample). */
export const oneLine = (s: string): string => s.replace(/[\r\n]+/g, " ");

export function compactDraft(lines: string[], when = "2026-11-29 14:05"): string {
  // One line per item, as a draft writes it (a sample that starts on a line of its own, "\nreplica01:…", must not leave "- [date]  x": the format wants one space).
  const item = (i: number) => lines[i % lines.length]!.replace(/[\r\n]+/g, " ").replace(/^ +/, "");
  return [
    `# Session Compact — ${when} UTC`,
    "**Turns**: 12 | **Est. tokens saved**: ~3400",
    "",
    "## Decisions Made",
    `- [2026-11-29] ${item(0)}`,
    "",
    "## Facts Established",
    `- [TECH] ${item(1)}`,
    "",
    "## Pending Actions",
    `- [ ] ${item(2)}`,
    "",
    "## Technical Context",
    "```",
    lines.join("\n"),
    "```",
    "",
    "## Blockers / Open Questions",
    `- ${item(3)}`,
    "",
    "## Session Summary",
    `We worked through the deploy. ${item(4)}`,
    "",
  ].join("\n");
}

export function dayDistillation(date: string, lines: string[]): string {
  return [
    `# Daily Distillation: ${date}`,
    "",
    "## Facts",
    ...lines.map((l) => `- ${l.replace(/[\r\n]+/g, " ")}`),
    "",
    "## Patterns",
    `- Credentials keep being pasted into chat (${lines[0]!.replace(/[\r\n]+/g, " ")}) — new`,
    "",
    "## Anomalies",
    "_None._",
    "",
  ].join("\n");
}

export function weekDistillation(weekId: string, lines: string[]): string {
  const [year, week] = weekId.split("-W");
  const one = (i: number) => lines[i % lines.length]!.replace(/[\r\n]+/g, " ");
  return [
    `# Weekly Compression: ${year} Week ${week}`,
    "",
    "## Durable Facts",
    ...lines.map((l) => `- ${l.replace(/[\r\n]+/g, " ")}`),
    "",
    "## Confirmed Patterns",
    `- Credentials pasted into chat: ${one(0)} — 2x this week, trend: stable`,
    "",
    "## Emerging Patterns (promoted from anomalies)",
    `- ${one(1)} — anomaly on 2 days (Tue, Thu)`,
    "",
    "## Open Questions",
    `- Who rotates ${one(2)}?`,
    "",
  ].join("\n");
}

export function monthDistillation(monthId: string, lines: string[], weeks: string[]): string {
  const from = `(from ${weeks.map((w) => `week-${w}`).join(", ")})`;
  const one = (i: number) => lines[i % lines.length]!.replace(/[\r\n]+/g, " ");
  return [
    `# Monthly Abstraction: ${monthId}`,
    "",
    "## Principles Learned",
    `- Expect it to recur: ${one(0)} (2x over 2 weeks, stable) ${from}`,
    "",
    "## Relationship Dynamics",
    `- ${one(1)} ${from}`,
    "",
    "## Operational Insights",
    `- In force: ${one(2)} ${from}`,
    "",
    "## Updated Priors",
    `- ${one(0)} → ${one(1)} ${from}`,
    "",
  ].join("\n");
}

export function summarySection(fields: string[]): string {
  const names = ["Completed", "In progress", "Decisions", "Blockers", "Next"];
  return names.map((n, i) => `- **${n}**: ${(fields[i % fields.length] ?? "").replace(/[\r\n]+/g, " ")}`).join("\n") + "\n";
}

/** A v3/v4 transcript in which every surface carries one of `texts` (cycled). */
export function transcriptEvents(texts: string[], dialect: "v3" | "v4", seed: number): unknown[] {
  let i = 0;
  const next = () => texts[i++ % texts.length]!;
  const w = new SessionWriter({ dialect, seed, start: "2026-11-29T13:00:00.000Z" });
  w.user(`Please set up the deploy. ${next()}`);
  w.assistant(`Sure. I will use ${next()} as discussed.`);
  w.tools([
    { name: "exec", args: { command: `curl -H 'Authorization: Bearer ${next()}' https://api.example.com/v1/deploy` }, result: `deployed\n${next()}\n(Command exited with code 0)` },
    { name: "read", args: { path: "config/app.yaml" }, result: `port: 5432\napi_key: ${next()}\n${next()}` },
    { name: "web_fetch", args: { url: "https://docs.example.com" }, result: external(`Docs say: ${next()}`) },
  ]);
  w.user(`Decided: we keep ${next()} in the vault. TODO: rotate ${next()} tomorrow.`, { blocks: true });
  w.compaction(`Earlier: the team chose ${next()} for billing.`);
  w.assistant(`Noted. Blocked by ${next()} until ops confirm.`);
  const events = w.events as Array<Record<string, unknown>>;
  // A user `!bash` run (bashExecution role), which the reader keeps as a tool turn.
  const last = events.at(-1) as { id?: string };
  events.push({
    type: "message",
    id: "bash0001",
    parentId: last.id ?? null,
    timestamp: "2026-11-29T13:59:00.000Z",
    message: { role: "bashExecution", command: `export TOKEN=${next()}`, output: next(), exitCode: 0, timestamp: Date.parse("2026-11-29T13:59:00.000Z") },
  });
  return events;
}
