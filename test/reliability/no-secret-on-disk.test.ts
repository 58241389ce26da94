/**
 * Part 1: no secret reaches disk. A fake secret of every supported format is planted in every
 * input surface (tool parameters and agent drafts, transcript text and tool results, daily
 * notes) and driven through every write path (SESSION-STATE.md, compacts, daily-note appends,
 * all distillation tiers, the veto list and the deletion log, and the CLI). Then every file in
 * the workspace, bookkeeping included, is scanned with the redactor's scanner and searched for
 * each planted value. CI-sized by default (one workspace, every format × every surface);
 * CONTEXT_KIT_RELIABILITY=long runs ≥10,000 writes.
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { openWorkspace, type Workspace } from "../../src/core/workspace/index.js";
import { updateRollingSummary, appendDailyNote } from "../../src/skills/rolling-summary/index.js";
import { readTranscriptEvents } from "../../src/core/transcript/index.js";
import { extractCompact, writeCompact } from "../../src/skills/context-compactor/index.js";
import { distillDue, writeDistillation, keepDate, planForget, applyForget } from "../../src/skills/memory-compactor/index.js";
import { LeakScanner, type Leak } from "./support/leak-scan.js";
import { PlantStream, RULE_COUNT } from "./support/secret-plants.js";
import { compactDraft, dayDistillation, weekDistillation, monthDistillation, transcriptEvents } from "./support/secret-session.js";
import { tempDir, tempWorkspace, removeDir } from "./support/temp.js";
import { Rng } from "../support/prng.mjs";
import { LONG, pick, SEED } from "./support/scale.js";
import { recordFigure } from "./support/figures.js";
import { distHas, runCli } from "./support/dist.js";
import { redact } from "../../src/core/redact/index.js";

const ROUNDS = pick(1, 14); // long: 14 workspaces × ~790 writes ≥ 10,000
const NOW = "2026-11-29";

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(iso + "T00:00:00Z") + n * 86_400_000).toISOString().slice(0, 10);
}

function describeLeaks(leaks: Leak[]): string {
  const byKey = new Map<string, number>();
  for (const l of leaks) {
    const k = `${l.how} ${l.rule} in ${l.file}${l.line ? `\n    ${JSON.stringify(l.line)}` : ""}`;
    byKey.set(k, (byKey.get(k) ?? 0) + 1);
  }
  return [...byKey].map(([k, n]) => `${n}× ${k}`).slice(0, 40).join("\n");
}

const timing = new Map<string, number>();
async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    timing.set(name, (timing.get(name) ?? 0) + performance.now() - t0);
  }
}

interface RoundResult {
  writes: number;
  files: number;
  leaks: Leak[];
  rules: number;
  /** Tiers distillDue wrote from the user's notes (3 when day, week and month all ran). */
  tiersWritten: number;
  distillError: string | null;
}

/** One agent workspace's life: every format planted in every surface, then a full scan. */
async function round(r: number, rng: Rng): Promise<RoundResult> {
  const root = tempWorkspace("secrets");
  const outside = tempDir("secrets-out");
  const ws: Workspace = await openWorkspace(root);
  const scanner = new LeakScanner();
  const plants = new PlantStream(rng);
  let writes = 0;
  const userNotes = new Map<string, string>();
  let tiersWritten = 0;
  let distillError: string | null = null;
  try {
    for (let i = 0; i < RULE_COUNT; i++) {
      const p = plants.next();
      scanner.plant(p.rule, p.secrets);
      const others = [p.sentence, plants.next(), plants.next()].map((x) => (typeof x === "string" ? x : (scanner.plant(x.rule, x.secrets), x.sentence)));

      const [a, b, c] = others as [string, string, string];
      const surfaces: Array<[string, () => Promise<unknown>]> = [
        // Tool parameters: the rolling summary's five fields (session_state update), trimmed to
        // the rolling summary's limits when too long.
        ["state", () => updateRollingSummary(ws, { completed: a, inProgress: b, decisions: c, blockers: `Waiting on ${a}`, next: `Rotate ${b}` }, { now: new Date(Date.UTC(2026, 10, 29, 10, i % 60)), timezone: "UTC", overflow: "trim" })],
        // Daily-note append (end of session), into today's note.
        ["daily", () => appendDailyNote(ws, { date: NOW, heading: `Session ${i}`, body: `- ${p.sentence}\n- ${b}` })],
        // The agent's compact draft (context_compact write).
        ["compact-draft", () => writeCompact(ws, compactDraft(others), { now: new Date(Date.UTC(2026, 10, 29, 8, i % 60)), keep: 1000 })],
        // A transcript whose every surface carries a secret → extract → write.
        ["compact-extract", async () => {
          const t = readTranscriptEvents(transcriptEvents(others, i % 2 ? "v3" : "v4", SEED + i));
          const ex = extractCompact(t, { now: new Date(Date.UTC(2026, 10, 29, 9, i % 60)) });
          return writeCompact(ws, ex.markdown, { now: new Date(Date.UTC(2026, 10, 29, 9, i % 60)), keep: 1000 });
        }],
        // The agent's distillations (memory_distill write), one tier per plant in turn, for
        // periods without logs of their own (so the automatic run below never rebuilds them).
        ["distill-agent", async () => {
          const tier = (["day", "week", "month"] as const)[i % 3]!;
          const agentDay = addDays("2026-05-04", i % 56);
          const weekId = `2026-W${String(19 + (i % 8)).padStart(2, "0")}`;
          const monthId = `2025-${String(1 + (i % 12)).padStart(2, "0")}`;
          const req =
            tier === "day" ? { tier, period: agentDay, markdown: dayDistillation(agentDay, others) }
            : tier === "week" ? { tier, period: weekId, markdown: weekDistillation(weekId, others) }
            : { tier, period: monthId, markdown: monthDistillation(monthId, others, [`${monthId.slice(0, 4)}-W0${1 + (i % 4)}`]) };
          const w = await writeDistillation(ws, req);
          expect(w.ok, w.ok ? "" : `${tier}: ${w.problems.join("; ")}`).toBe(true);
        }],
        // A veto with a note (keep), into the veto list.
        ["keep", () => keepDate(ws, addDays("2026-07-01", i % 90), { today: NOW, note: p.sentence })],
      ];
      // CI-sized: each plant goes through every other surface (each surface still sees every
      // format, as the primary plant or among the others); long: through all of them.
      for (const [j, [name, write]] of surfaces.entries()) {
        if (!LONG && (i + j) % 2 === 1) continue;
        await timed(name, write);
        writes++;
      }

      // The agent's own daily notes (not written by context-kit), for distillation below. Plain
      // sentences: a bare code fence as a day fact crashes the week draft (see hostile-input).
      const date = addDays("2026-08-31", i % 70);
      const line = `Decided to rotate the deploy credential ${p.text.replace(/\n/g, " ")} after the incident; the budget is now €${40 + (i % 9)}K.`;
      userNotes.set(date, (userNotes.get(date) ?? `# ${date}\n\n`) + `- ${line}\n- Met with Maya about the release; she asked for bullet points again.\n`);
    }
    for (const [date, text] of userNotes) {
      fs.writeFileSync(path.join(root, "memory", `${date}.md`), text);
      scanner.userContent(text);
    }

    // Every distillation tier due, then forgetting (alternating delete and archive): the
    // deletion log and the archive are written here.
    try {
      const d = await timed("distill-due", () => distillDue(ws, { now: NOW }));
      writes += d.written.length;
      tiersWritten = new Set(d.written.map((x) => x.tier)).size;
    } catch (err) {
      // A crash in a draft (reported, pinned in hostile-input.test.ts) must not hide a leak:
      // what was written before it is still scanned.
      distillError = String(err);
    }
    const plan = await planForget(ws, { now: NOW });
    const f = await timed("forget", () => applyForget(ws, plan, { archive: r % 2 === 1 }));
    writes += f.removed.length * 2; // a log line and a removal (or a move) each

    // The CLI: extract to a file outside the workspace, and a draft from stdin.
    if (distHas("cli/commands/compact.js")) {
      const session = path.join(outside, "session.jsonl");
      const texts = Array.from({ length: 12 }, () => {
        const x = plants.next();
        scanner.plant(x.rule, x.secrets);
        return x.sentence;
      });
      fs.writeFileSync(session, transcriptEvents(texts, "v4", SEED + 999).map((e) => JSON.stringify(e)).join("\n") + "\n");
      scanner.userContent(fs.readFileSync(session));
      const out = path.join(outside, "digest.md");
      const ex = await runCli(["compact", "extract", "--session", session, "--out", out, "--now", "2026-11-29T15:00:00Z"]);
      expect(ex.code, ex.stderr).toBe(0);
      for (const s of [ex.stdout, ex.stderr]) expect(scanner.scanText("<cli output>", s)).toEqual([]);
      const wr = await runCli(["compact", "write", "--workspace", root, "--now", "2026-11-29T15:01:00Z", "--keep", "1000"], { stdin: compactDraft(texts) });
      expect(wr.code, wr.stderr).toBe(0);
      for (const s of [wr.stdout, wr.stderr]) expect(scanner.scanText("<cli output>", s)).toEqual([]);
      const st = await runCli(["state", "update", "--workspace", root, `--completed=${texts[0]}`, `--blockers=${texts[1]}`, `--next=${texts[2]}`, "--timezone", "UTC", "--now", "2026-11-29T15:02:00Z"]);
      expect(st.code, st.stderr).toBe(0);
      for (const s of [st.stdout, st.stderr]) expect(scanner.scanText("<cli output>", s)).toEqual([]);
      writes += 3;
    }

    const { files, leaks } = await timed("scan", async () => scanner.scanTree(root, [path.join(outside, "digest.md")]));
    return { writes, files, leaks, rules: plants.rules.size, tiersWritten, distillError };
  } finally {
    removeDir(root);
    removeDir(outside);
  }
}

/**
 * Leaks with a known cause, pinned by the it.fails tests below. The randomized run still fails
 * on any other leak; when a pin starts passing (its bug fixed), delete its entry here so the
 * run holds that class to zero too.
 */
const KNOWN_BUGS: Array<{ bug: string; matches: (l: Leak) => boolean }> = [
  // Empty: every class this run found (A: a secret clipped with "…" kept as a placeholder; B:
  // the keep note cut before redaction; C: the extractor rewriting a secret before redacting
  // it; D: a key appended in pieces; E: JSON-escaped and one-line keys the redactor missed;
  // a distill draft rewriting a token before the write-time redaction) is fixed, each with a
  // test below or beside its module. A new class gets an entry here only with an it.fails pin.
];

describe("no secret reaches disk", () => {
  it(`every format × every surface × every write path: 0 secrets on disk (${ROUNDS} workspace(s))`, async () => {
    const rng = new Rng(SEED);
    let writes = 0;
    let files = 0;
    let rules = 0;
    const leaks: Leak[] = [];
    const distillErrors: string[] = [];
    const t0 = Date.now();
    timing.clear();
    for (let r = 0; r < ROUNDS; r++) {
      const res = await round(r, rng);
      writes += res.writes;
      files += res.files;
      rules = Math.max(rules, res.rules);
      leaks.push(...res.leaks);
      if (res.distillError) distillErrors.push(res.distillError);
    }
    recordFigure("secrets", "generated writes", writes);
    recordFigure("secrets", "secret formats planted", rules);
    recordFigure("secrets", "files scanned", files);
    const known = leaks.filter((l) => KNOWN_BUGS.some((b) => b.matches(l)));
    const unknown = leaks.filter((l) => !known.includes(l));
    recordFigure("secrets", "secrets found on disk (unexplained)", unknown.length);
    for (const b of KNOWN_BUGS) recordFigure("secrets", `secrets found on disk, known bug ${b.bug}`, leaks.filter((l) => b.matches(l)).length);
    if (process.env.CONTEXT_KIT_LEAK_DEBUG === "1") console.log(`known:\n${describeLeaks(known)}`);
    recordFigure("secrets", "wall time", ((Date.now() - t0) / 1000).toFixed(1), "s");
    console.log("[reliability] secrets: time by write path (ms):", JSON.stringify(Object.fromEntries([...timing].map(([k, v]) => [k, Math.round(v)]))));
    if (distillErrors.length) recordFigure("secrets", "distillDue runs that crashed on the planted notes", distillErrors.length);
    expect(rules).toBe(RULE_COUNT);
    if (LONG) expect(writes).toBeGreaterThanOrEqual(10_000); // the floor for the long run
    expect(unknown, `seed ${SEED} (CONTEXT_KIT_LEAK_DEBUG=1 shows the lines):\n${describeLeaks(unknown)}`).toEqual([]);
  }, 900_000);

  it("BUG A (fixed): a password clipped with an ellipsis is still redacted", () => {
    // The compact's Session Summary clips each item to a few words and appends "…"; when the
    // cut lands right after a password, redact() keeps it as a placeholder like `sk-...`.
    for (const text of ["curl -u admin:Zk3p9Qw+x7LmN2…", "DB_PASSWORD=Zk3p9Qw+x7LmN2…", "password: Zk3p9Qw+x7LmN2…", "mysql -u root -pZk3p9Qw+x7LmN2…"]) {
      expect(redact(text).text).not.toContain("Zk3p9Qw+x7LmN2");
    }
  });

  it("BUG A (fixed) end to end: a decision quoting a curl password does not reach the extracted compact", () => {
    const texts = ["> quoted from the runbook: curl -u admin:6IVgkF-lFf0sXVxv https://api.example.com/v1/status"];
    const ex = extractCompact(readTranscriptEvents(transcriptEvents(texts, "v4", 3)), { now: new Date("2026-11-29T14:00:00Z") });
    expect(ex.markdown).not.toContain("6IVgkF-lFf0sXVxv");
  });

  it("BUG C (fixed) end to end: a blocker quoting an Azure SAS URL does not reach the extracted compact", () => {
    const sig = "0BtMx9iFpiGA7m%2B%2FIy4Hemy73GUxdi2J74vzcy6RXNy%3D";
    const sas = `https://acct123.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=${sig}`;
    const ex = extractCompact(readTranscriptEvents(transcriptEvents([`Blocked by the expired credential ${sas}; waiting for ops.`], "v4", 3)), { now: new Date("2026-11-29T14:00:00Z") });
    expect(ex.markdown).not.toContain(sig);
  });

  it("a bare SAS query string is redacted without its URL", () => {
    // Azure shows SAS tokens on their own ("sv=…&sig=…"), not only after a "?".
    const sig = "0BtMx9iFpiGA7m%2B%2FIy4Hemy73GUxdi2J74vzcy6RXNy%3D";
    expect(redact(`SAS token: sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=${sig}`).text).not.toContain(sig);
  });

  // BUG D (fixed in src/core/workspace/redact-changed.ts and src/core/redact/rules/private-key.ts):
  // appendText/updateText redacted only the changed lines and their paragraph, so a PEM block
  // whose BEGIN line was written by an earlier append (a paragraph back, past a heading) was
  // not recognised when its body arrived, and the key body reached disk. Now a cut key keeps
  // its BEGIN line (a bare header is no finding; a placeholder line after it counts as body
  // already redacted), and the write layer reads the changed lines as the continuation of a
  // header left open before them (and reaches back to it when the change closes the key).
  it("BUG D (fixed): a private key appended to a daily note in two pieces does not reach disk", async () => {
    const root = tempWorkspace("pem-split");
    try {
      const ws = await openWorkspace(root);
      const body = ["MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun", "VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK", "LxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo"];
      await appendDailyNote(ws, { date: NOW, heading: "Session 1", body: "Pasted the deploy key:\n-----BEGIN RSA PRIVATE KEY-----" });
      await appendDailyNote(ws, { date: NOW, heading: "Session 1 (cont.)", body: [...body, "-----END RSA PRIVATE KEY-----"].join("\n") });
      const noKeyOnDisk = () => {
        const disk = fs.readFileSync(path.join(root, `memory/${NOW}.md`), "utf8");
        for (const line of body) {
          expect(disk).not.toContain(line);
          expect(disk).not.toContain(line.split("").reverse().join(""));
        }
      };
      noKeyOnDisk();
      // The body one line per write: every write, not only the last, must leave no key on disk.
      await ws.appendText(`memory/${NOW}.md`, "-----BEGIN OPENSSH PRIVATE KEY-----\n");
      for (const line of body) {
        await ws.appendText(`memory/${NOW}.md`, line.split("").reverse().join("") + "\n");
        noKeyOnDisk();
      }
      await ws.appendText(`memory/${NOW}.md`, "-----END OPENSSH PRIVATE KEY-----\n");
      noKeyOnDisk();
    } finally {
      removeDir(root);
    }
  });

  it("BUG E (fixed): a keyed password containing a dot is redacted", () => {
    for (const text of ["spring.datasource.password=m5JP.WlgvtjC7u", "password=m5JP.WlgvtjC7u", "DB_PASSWORD=Ab3dE.fG7hIjK"]) {
      expect(redact(text).text).not.toMatch(/m5JP\.WlgvtjC7u|Ab3dE\.fG7hIjK/);
    }
  });

  it("BUG E (fixed): a JSON-escaped secret inside a JSON string is redacted", () => {
    // Tool results often carry JSON inside a JSON string; the quotes arrive as \" (or \\\").
    const id = "b321c2f8577a990d90d3ebcb39b854bee94c2556";
    const key = "PVdwEXVbE3Qim3eCWunbFwFDkknIlSmu";
    expect(redact(JSON.stringify({ note: `"private_key_id": "${id}",` })).text).not.toContain(id);
    expect(redact(JSON.stringify({ note: JSON.stringify({ note: `{"api_key":"${key}"}` }) })).text).not.toContain(key);
  });

  it("a private key pasted on one line (spaces for line breaks) is redacted whole", () => {
    const body = ["w1Z5oNA5hHSRtSLFU/i1d1RlAGXICO4hCYMXSyZyrdjme8jeTxPawq6TkDAIxjPB", "7/31VNx811ldAKvT3jly6f44mEoyWR4cU+zh2p0Qve8/hm3P8NbcmUTiDJUUiDIN"];
    const pem = `-----BEGIN RSA PRIVATE KEY----- ${body.join(" ")} -----END RSA PRIVATE KEY-----`;
    const out = redact(`Decided to rotate the deploy credential ${pem} after the incident.`).text;
    for (const line of body) expect(out).not.toContain(line);
  });

  it("BUG E (fixed): a one-line private key cut before its END line is redacted whole", () => {
    // A pasted key that collapsed to one line and was then clipped (a day draft clips long
    // statements with "…"): the header is redacted, the key body after it is not.
    const body = ["w1Z5oNA5hHSRtSLFU/i1d1RlAGXICO4hCYMXSyZyrdjme8jeTxPawq6TkDAIxjPB", "7/31VNx811ldAKvT3jly6f44mEoyWR4cU+zh2p0Qve8/hm3P8NbcmUTiDJUUiDIN"];
    for (const cut of [`${body.join(" ")} veILfMZ…`, `${body.join(" ")}`]) {
      const out = redact(`Decided to rotate the deploy credential -----BEGIN RSA PRIVATE KEY----- ${cut}`).text;
      for (const line of body) expect(out).not.toContain(line);
    }
  });

  // BUG F (fixed in src/core/redact/rules/private-key.ts and src/core/extract/identifiers.ts;
  // seed 1264158521): a key saved with CRLF line ends, JSON-encoded into a tool call's argument
  // and clipped there before its END line, kept its body: a cut key's lines were read only
  // across a newline or an escaped `\n`, not an escaped `\r\n`. The working set then took a body
  // line with a `/` in it for a path, and alone in the compact it matched no rule.
  it("BUG F (fixed): a CRLF private key clipped in a tool call's JSON arguments does not reach the compact", () => {
    const body = ["Q/xJwU65oniA4CsFdI6h/zppsTfaXozm8MuRiGuRkHEouWDNIHDUOyS3BLOkRyjl", "ftIkwOPr3jANgE4Hb8fBEaVje4FsIkbhndYTK/cFZ1NyUu3WE6wYHpwO+iPTNHI3", "c9Lh2Q/ufwcX3kTx8mQ0oS1r5d9AbE2nVt6uY0pZ4sH7gJ3bKa1iDe5fRv8wNq2x"];
    const note = JSON.stringify({ service: "billing", note: `-----BEGIN OPENSSH PRIVATE KEY-----\r\n${body.join("\r\n")}\r\n-----END OPENSSH PRIVATE KEY-----` });
    const ex = extractCompact(readTranscriptEvents(transcriptEvents([note], "v4", 3)), { now: new Date("2026-11-29T14:00:00Z") });
    for (const line of body) for (const piece of line.split("/")) if (piece.length >= 16) expect(ex.markdown).not.toContain(piece);
  });

  // Fixed (src/skills/memory-compactor/veto.ts oneLineNote redacts the note before it collapses and clips it).
  // The key here is a whole Cloudflare Origin CA key (24 + 146 hex), so the note is longer than
  // the 200-character cap and the old cut went through the token. (The pin first held the
  // 142-hex fragment the old cut had left on disk: a string no rule can recognise, cut or not.)
  it("BUG B pinned: a long token in a keep note leaves no fragment in keep.md", async () => {
    const root = tempWorkspace("keep-note");
    try {
      const ws = await openWorkspace(root);
      const key = "v1.0-d051664deca04ee8227aae0c-26a02e1100030b65432dce57117dc4e908eed818ad6e99d6d4ca8750b4828be7053bb16712843ca8abd02bc2965b193160b687c6b45becf384ca61ea0399de65a692dc5e7d3ab27f3e";
      expect(`The production API token is ${key}`.length).toBeGreaterThan(200);
      await keepDate(ws, "2026-07-06", { today: NOW, note: `The production API token is ${key}` });
      const disk = fs.readFileSync(path.join(root, "memory/distilled/keep.md"), "utf8");
      expect(disk).not.toContain(key.slice(40, 72));
    } finally {
      removeDir(root);
    }
  });
});
