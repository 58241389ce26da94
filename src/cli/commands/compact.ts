/**
 * `context-kit compact`: the CLI twin of the context_compact tool. Same core functions
 * (src/skills/context-compactor), so a digest extracted here is byte-for-byte what the tool would write.
 */
import { readFile, writeFile } from "node:fs/promises";
import { parseFlags, UsageError, type CliIO } from "../io.js";
import { recordCliRun } from "../record-run.js";
import type { RedactPolicy } from "../../core/redact/types.js";
import { readTranscriptFile } from "../../core/transcript/index.js";
import { findingLines } from "../../core/verify/index.js";
import { commandWorkspace, instantArg, intFlag, loadConfig, policyFlag, verifyFlag } from "../command-context.js";
import { verifyCompactDraft } from "../../skills/context-compactor/verify-compact.js";
import type { Transcript } from "../../core/transcript/types.js";
import { compactStats, CompactFormatError, DEFAULT_KEEP, extractCompact, latestCompact, listCompacts, renderCompactList, renderCompactStats, renderCompactWrite, writeCompact, COMPACTS_DIR, NO_COMPACTS } from "../../skills/context-compactor/index.js";

export const usage = `Usage: context-kit compact <action> [options]

Session compacts: structured digests of a conversation, saved as ${COMPACTS_DIR}/YYYY-MM-DD-HHMM.md.

  extract --session FILE.jsonl [--out FILE] [--now ISO] [--policy strict|secrets] [--memory FILE] [--json]
      Extract a digest from a transcript (legacy sessions/*.jsonl, an export, or a .jsonl.zst / .gz
      archive) without a model. The output is redacted (--policy, default the config's
      redaction.policy, else strict: secrets, paths, URLs and internal hosts; URLs on the
      config's redaction.allowHosts are kept). Written to --out, else to stdout. --memory: a
      MEMORY.md whose facts are left out. --json also prints stats and the opt-in LLM refinement
      prompt.
  write --workspace DIR [--session FILE.jsonl] [--verify warn|refuse] [--now ISO] [--keep N]
        [--policy strict|secrets] [--json]  < draft.md
      Normalise a compact from stdin (headings, order, tags, dates, title and counts line: each
      fix printed as "fixed: …"), redact it as extract does and save it (never overwriting: -2,
      -3 … suffixes), then remove the oldest compacts beyond --keep (default the config's
      compactor.keep, else ${DEFAULT_KEEP}). With --session, the draft is verified against that
      transcript: each value not found in it is printed as "ungrounded: …", each open item the
      extractor holds and the draft leaves out as "missing: …". --verify refuse (default the
      config's verify, else warn) writes nothing when there are such findings.
  list   --workspace DIR [--json]   Compacts, oldest first: name, size, turns, tokens saved.
  latest --workspace DIR [--json]   Print the newest compact.
  stats  --workspace DIR [--json]   Count, sizes, tokens saved in total, oldest and newest.

  --config FILE   OpenClaw config (default: $OPENCLAW_CONFIG_PATH or ~/.openclaw/openclaw.json)

Exit codes: 0 ok (written, even with findings), 1 runtime problem (unreadable file, no compact),
2 bad usage, 3 draft refused (a required section absent, or findings under --verify refuse).`;

const ACTIONS = ["extract", "write", "list", "latest", "stats"] as const;
type Action = (typeof ACTIONS)[number];

const WORKSPACE_REQUIRED = "--workspace is required: pass the agent workspace folder, e.g. --workspace ~/.openclaw/workspace.";

function errnoMessage(err: unknown, what: string): string {
  const e = err as NodeJS.ErrnoException;
  if (e?.code === "ENOENT") return `${what} does not exist.`;
  if (e?.code === "EISDIR") return `${what} is a folder, not a file.`;
  if (e?.code === "EACCES" || e?.code === "EPERM") return `${what} cannot be read (permission denied).`;
  return `${what} could not be read: ${e?.message ?? String(err)}`;
}

export async function run(argv: string[], io: CliIO): Promise<number> {
  const [action, ...rest] = argv;
  if (!action || action.startsWith("-")) throw new UsageError(`an action is required: one of ${ACTIONS.join(", ")}.`);
  if (!(ACTIONS as readonly string[]).includes(action)) throw new UsageError(`unknown action ${JSON.stringify(action)}; use one of ${ACTIONS.join(", ")}.`);
  switch (action as Action) {
    case "extract":
      return runExtract(rest, io);
    case "write":
      return runWrite(rest, io);
    case "list":
    case "latest":
    case "stats":
      return runRead(action as "list" | "latest" | "stats", rest, io);
  }
}

async function runExtract(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, {
    session: { type: "string" },
    out: { type: "string" },
    now: { type: "string" },
    policy: { type: "string" },
    memory: { type: "string" },
    config: { type: "string" },
    json: { type: "boolean" },
  });
  if (!values.session) throw new UsageError("--session is required: pass a transcript file, e.g. --session ~/.openclaw/agents/main/sessions/<id>.jsonl.");
  const now = instantArg(values.now);
  const mode = policyFlag(values.policy);
  const { config } = await loadConfig(values.config, io);
  const policy: RedactPolicy = { mode: mode ?? config.redaction.policy, allowHosts: config.redaction.allowHosts };
  let memoryMd: string | undefined;
  if (values.memory) {
    try {
      memoryMd = await readFile(values.memory, "utf8");
    } catch (err) {
      io.stderr(`context-kit compact: --memory ${errnoMessage(err, JSON.stringify(values.memory))}\n`);
      return 1;
    }
  }
  let transcript;
  try {
    transcript = await readTranscriptFile(values.session);
  } catch (err) {
    io.stderr(`context-kit compact: --session ${errnoMessage(err, JSON.stringify(values.session))}\n`);
    return 1;
  }
  const s = transcript.stats;
  if (s.malformed || s.oversized || s.invalidUtf8) {
    io.progress(`context-kit compact: skipped ${s.malformed} malformed and ${s.oversized} oversized line(s); ${s.invalidUtf8} line(s) had invalid UTF-8.`);
  }
  if (transcript.turns.length === 0) io.progress("context-kit compact: the transcript has no conversation turns; the digest is empty.");
  const result = extractCompact(transcript, {
    now,
    policy: transcript.cwd ? { ...policy, workspaceDir: transcript.cwd } : policy,
    ...(memoryMd !== undefined ? { memoryMd } : {}),
  });
  const output = values.json
    ? JSON.stringify({ markdown: result.markdown, stats: result.stats, transcript: { lines: s.lines, malformed: s.malformed, oversized: s.oversized, noise: s.noise, offBranch: s.offBranch }, refinePrompt: result.refinePrompt }, null, 2) + "\n"
    : result.markdown;
  if (values.out) {
    try {
      await writeFile(values.out, output, "utf8");
    } catch (err) {
      io.stderr(`context-kit compact: --out ${JSON.stringify(values.out)} could not be written: ${(err as Error).message}\n`);
      return 1;
    }
    io.progress(`Wrote ${values.out} (${result.stats.turns} turns, ~${result.stats.tokensSaved} tokens saved, ${result.stats.ratio}:1).`);
  } else io.stdout(output);
  return 0;
}

async function runWrite(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, { workspace: { type: "string" }, config: { type: "string" }, session: { type: "string" }, verify: { type: "string" }, now: { type: "string" }, keep: { type: "string" }, policy: { type: "string" }, json: { type: "boolean" } });
  if (!values.workspace) throw new UsageError(WORKSPACE_REQUIRED);
  const verify = verifyFlag(values.verify);
  const now = instantArg(values.now);
  const keep = intFlag("keep", values.keep, 1, 1000);
  const policyMode = policyFlag(values.policy);
  const settings = await loadConfig(values.config, io);
  const mode = verify ?? settings.config.verify;
  const raw = await io.readStdin();
  let draft: string;
  try {
    draft = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    io.stderr("context-kit compact write: standard input is not valid UTF-8.\n");
    return 1;
  }
  if (!draft.trim()) throw new UsageError("no draft on standard input: pipe the compact markdown, e.g. context-kit compact write --workspace DIR < draft.md.");
  let transcript: Transcript | undefined;
  if (values.session) {
    try {
      transcript = await readTranscriptFile(values.session);
    } catch (err) {
      io.stderr(`context-kit compact write: --session ${errnoMessage(err, JSON.stringify(values.session))}\n`);
      return 1;
    }
  }
  const v = verifyCompactDraft(draft, { now, mode, ...(transcript ? { transcript } : {}) });
  const lines = findingLines(v.findings);
  if (!v.write) {
    const why = v.findings.refused.length ? "the draft is missing what cannot be filled in" : `--verify ${mode}: fix the findings below`;
    if (values.json) io.stdout(JSON.stringify({ written: false, verification: { ...v.findings, lines } }, null, 2) + "\n");
    else io.stdout(lines.map((l) => l + "\n").join(""));
    io.stderr(`context-kit compact write: nothing was written (${why}).\n`);
    return 3;
  }
  const ws = await commandWorkspace(values, settings, io, policyMode ? { mode: policyMode } : {});
  try {
    const cap = keep ?? settings.config.compactor.keep;
    const r = await writeCompact(ws, v.markdown, { now, keep: cap });
    if (!r.skipped) await recordCliRun(ws, io, "compact", "compact write", r.path); // a skipped draft is no run (as for the tool)
    if (values.json) io.stdout(JSON.stringify({ ...r, written: !r.skipped, verification: { checked: v.checked, mode, ...v.findings, lines } }, null, 2) + "\n");
    else io.stdout([...lines, renderCompactWrite(r, cap)].map((l) => l + "\n").join(""));
    return 0;
  } catch (err) {
    // What the normaliser cannot fix and the format check still refuses (e.g. over the size cap).
    if (err instanceof CompactFormatError) {
      io.stderr(`context-kit compact write: ${err.message}\n`);
      return 3;
    }
    throw err;
  }
}

async function runRead(action: "list" | "latest" | "stats", argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, { workspace: { type: "string" }, config: { type: "string" }, json: { type: "boolean" } });
  const ws = await commandWorkspace(values, await loadConfig(values.config, io), io, { required: WORKSPACE_REQUIRED });
  if (action === "list") {
    const all = await listCompacts(ws);
    if (values.json) io.stdout(JSON.stringify(all, null, 2) + "\n");
    else io.stdout(renderCompactList(all) + "\n");
    return 0;
  }
  if (action === "latest") {
    const latest = await latestCompact(ws);
    if (!latest) {
      io.stderr(`context-kit compact latest: ${NO_COMPACTS}\n`);
      return 1;
    }
    io.stdout(values.json ? JSON.stringify(latest, null, 2) + "\n" : latest.markdown.endsWith("\n") ? latest.markdown : latest.markdown + "\n");
    return 0;
  }
  const st = await compactStats(ws);
  io.stdout(values.json ? JSON.stringify(st, null, 2) + "\n" : renderCompactStats(st) + "\n");
  return 0;
}
