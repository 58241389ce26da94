/**
 * `context-kit state`: read or update the rolling summary in SESSION-STATE.md, with the same
 * core functions the session_state tool and the hooks use.
 *
 * `--json` is both the global "print JSON" switch and, as documented in `--help`, `--json FILE`
 * for reading the five fields from a file. They are told apart by what follows: `--json` then a
 * value that is not a flag is the input file; `--json` alone (or before another flag) is the
 * output switch. `--from-json FILE` is the unambiguous spelling of the input form.
 */
import { readFile } from "node:fs/promises";
import { parseFlags, UsageError, type CliIO } from "../io.js";
import { readTranscriptFile } from "../../core/transcript/index.js";
import { groundDraft, transcriptIndex, findingLines, emptyFindings } from "../../core/verify/index.js";
import { WorkspaceError } from "../../core/workspace/index.js";
import { commandWorkspace, instantArg, loadConfig, verifyFlag } from "../command-context.js";
import { recordCliRun } from "../record-run.js";
import {
  DEFAULT_STATE_FILE,
  FIELD_LABELS,
  SessionStateError,
  TimeZoneError,
  SummaryLimitError,
  SUMMARY_FIELDS,
  readRollingSummary,
  renderRead,
  renderUpdate,
  updateRollingSummary,
  type RollingSummaryInput,
  type SummaryFieldName,
} from "../../skills/rolling-summary/index.js";

export const usage = `Usage:
  context-kit state update [--workspace DIR] [--file PATH] [--completed TEXT] [--in-progress TEXT]
                           [--decisions TEXT] [--blockers TEXT] [--next TEXT] [--json FILE.json]
                           [--timezone TZ] [--refuse-overflow] [--now ISO] [--config FILE] [--json]
                           [--session FILE.jsonl] [--verify warn|refuse]
  context-kit state show   [--workspace DIR] [--file PATH] [--config FILE] [--json]

update writes the "## Rolling Summary (as of HH:MM)" section of SESSION-STATE.md and touches no
other byte of the file (it is created with a "# Session State" title if missing). The five
fields are a whole snapshot: a field not given is written as "—". Limits: 200
characters a field, 500 for the five together, counted after collapsing whitespace. Longer text
is trimmed at a word boundary with "…" and a note names the field; --refuse-overflow refuses
instead (exit 2). Secrets, and under the strict policy paths and URLs, are redacted before the
write.

show prints the current summary.

  --workspace DIR     The agent workspace (default: agents.defaults.workspace from the config,
                      else ~/.openclaw/workspace)
  --file PATH         Workspace-relative file (default: ${DEFAULT_STATE_FILE}; the workspace layer
                      allows only SESSION-STATE.md or another *-STATE.md at the root)
  --completed, --in-progress, --decisions, --blockers, --next TEXT
                      The five fields
  --json FILE         Read the fields from a JSON object with keys completed, inProgress,
                      decisions, blockers, next (in_progress and "In progress" are accepted too).
                      Flags given as well override the file. Also --from-json FILE ("-" = stdin).
  --timezone TZ       IANA timezone for HH:MM (default: the plugin config's timezone, else the host's)
  --refuse-overflow   Refuse (exit 2) instead of trimming when a field or the total is too long
  --now ISO           The time to stamp, e.g. 2026-11-29T14:05:00Z (default: now)
  --config FILE       OpenClaw config (default: $OPENCLAW_CONFIG_PATH or ~/.openclaw/openclaw.json)
  --json              Print the result as JSON (--json alone, or followed by another flag)
  --session FILE      Check the fields against this transcript: each value (number, version,
                      date, time, identifier, file, host, name) not found in it is printed as
                      "ungrounded: …"
  --verify MODE       warn (default: the config's verify) writes anyway; refuse writes nothing
                      while there are findings (exit 3)
Exit codes: 0 done, 2 bad input (a flag, a limit with --refuse-overflow, a file the workspace
refuses), 3 refused by --verify refuse, 1 other failures.`;

const FIELD_FLAGS: Record<string, SummaryFieldName> = {
  completed: "completed",
  "in-progress": "inProgress",
  decisions: "decisions",
  blockers: "blockers",
  next: "next",
};

/** JSON keys, normalized (lower case, letters only) → field. */
const JSON_KEYS = new Map<string, SummaryFieldName>(SUMMARY_FIELDS.flatMap((f) => [[f.toLowerCase(), f] as const, [FIELD_LABELS[f].toLowerCase().replace(/[^a-z]/g, ""), f] as const]));

/** Turns `--json VALUE` (VALUE not a flag) into `--from-json VALUE`; see the header comment. */
export function splitJsonFlag(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const next = argv[i + 1];
    if (a === "--json" && next !== undefined && !next.startsWith("--")) {
      out.push("--from-json", next);
      i++;
    } else if (a.startsWith("--json=")) {
      out.push("--from-json", a.slice("--json=".length));
    } else out.push(a);
  }
  return out;
}

async function readFieldsJson(file: string, io: CliIO): Promise<RollingSummaryInput> {
  let text: string;
  try {
    text = file === "-" ? (await io.readStdin()).toString("utf8") : await readFile(file, "utf8");
  } catch (err) {
    throw new UsageError(`--json ${file}: cannot read it (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`--json ${file}: not valid JSON (${(err as Error).message}).`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new UsageError(`--json ${file}: expected a JSON object with keys ${SUMMARY_FIELDS.join(", ")}.`);
  }
  const out: RollingSummaryInput = {};
  for (const [key, value] of Object.entries(data)) {
    const field = JSON_KEYS.get(key.toLowerCase().replace(/[^a-z]/g, ""));
    if (!field) throw new UsageError(`--json ${file}: unknown key "${key}"; allowed: ${SUMMARY_FIELDS.join(", ")}.`);
    if (value !== null && typeof value !== "string") throw new UsageError(`--json ${file}: "${key}" must be a string or null, got ${typeof value}.`);
    out[field] = value;
  }
  return out;
}

/** Input errors of the core or the workspace are the caller's to fix: exit 2 with the message. */
function inputError(err: unknown): string | null {
  if (err instanceof SessionStateError || err instanceof TimeZoneError) return err.message;
  if (err instanceof WorkspaceError && ["not-writable", "invalid-path", "outside-workspace", "no-workspace"].includes(err.code)) return err.message;
  return null;
}

async function runUpdate(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(splitJsonFlag(argv), {
    workspace: { type: "string" },
    config: { type: "string" },
    file: { type: "string" },
    completed: { type: "string" },
    "in-progress": { type: "string" },
    decisions: { type: "string" },
    blockers: { type: "string" },
    next: { type: "string" },
    "from-json": { type: "string" },
    json: { type: "boolean" },
    timezone: { type: "string" },
    "refuse-overflow": { type: "boolean" },
    now: { type: "string" },
    session: { type: "string" },
    verify: { type: "string" },
  });
  const fields: RollingSummaryInput = values["from-json"] !== undefined ? await readFieldsJson(values["from-json"], io) : {};
  for (const [flag, field] of Object.entries(FIELD_FLAGS)) {
    const v = values[flag as keyof typeof values];
    if (typeof v === "string") fields[field] = v;
  }
  if (Object.keys(fields).length === 0) {
    throw new UsageError("give at least one field (--completed, --in-progress, --decisions, --blockers, --next) or --json FILE.");
  }
  const now = instantArg(values.now);
  const settings = await loadConfig(values.config, io);
  const { config } = settings;
  const json = values.json === true;
  const mode = verifyFlag(values.verify) ?? config.verify;
  let verification: object | undefined;
  if (values.session !== undefined) {
    let t;
    try {
      t = await readTranscriptFile(values.session);
    } catch (err) {
      io.stderr(`context-kit state: --session ${JSON.stringify(values.session)} could not be read: ${(err as Error).message}\n`);
      return 1;
    }
    const findings = { ...emptyFindings(), ungrounded: groundDraft(Object.values(fields).join("\n"), transcriptIndex(t)).ungrounded };
    const lines = findingLines(findings);
    verification = { mode, ...findings, lines };
    if (!json) for (const l of lines) io.stdout(l + "\n");
    if (lines.length > 0 && mode === "refuse") {
      if (json) io.stdout(JSON.stringify({ ok: false, written: false, verification: { ...findings, lines } }, null, 2) + "\n");
      io.stderr("context-kit state: nothing was written (--verify refuse: fix the findings above).\n");
      return 3;
    }
  }
  try {
    const ws = await commandWorkspace(values, settings, io);
    const r = await updateRollingSummary(ws, fields, {
      now,
      timezone: values.timezone ?? config.timezone,
      overflow: values["refuse-overflow"] ? "refuse" : "trim",
      ...(values.file !== undefined ? { file: values.file } : {}),
    });
    await recordCliRun(ws, io, "rollingSummary", "state update", r.action === "unchanged" ? "unchanged" : undefined);
    const findings = r.receipt?.findings ?? [];
    if (json) {
      const { receipt: _receipt, ...rest } = r;
      io.stdout(JSON.stringify({ ok: true, ...rest, ...(verification ? { verification } : {}), redacted: findings.length, redactedKinds: [...new Set(findings.map((f) => f.kind))] }, null, 2) + "\n");
    } else io.stdout(renderUpdate(r) + "\n");
    return 0;
  } catch (err) {
    const msg = inputError(err);
    if (msg === null) throw err;
    if (json) {
      const extra = err instanceof SummaryLimitError ? { field: err.field, limit: err.limit, actual: err.actual } : {};
      io.stdout(JSON.stringify({ ok: false, error: msg, ...extra }, null, 2) + "\n");
    }
    io.stderr(`context-kit state: ${msg}\n`);
    return 2;
  }
}

async function runShow(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, { workspace: { type: "string" }, config: { type: "string" }, file: { type: "string" }, json: { type: "boolean" } });
  const settings = await loadConfig(values.config, io);
  const file = values.file ?? DEFAULT_STATE_FILE;
  try {
    const ws = await commandWorkspace(values, settings, io);
    const s = await readRollingSummary(ws, file);
    io.stdout(values.json ? JSON.stringify(s ? { found: true, file, ...s } : { found: false, file }, null, 2) + "\n" : renderRead(s, file, "context-kit state update writes one") + "\n");
    return 0;
  } catch (err) {
    const msg = inputError(err);
    if (msg === null) throw err;
    io.stderr(`context-kit state: ${msg}\n`);
    return 2;
  }
}

export async function run(argv: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === "update") return runUpdate(rest, io);
  if (sub === "show") return runShow(rest, io);
  throw new UsageError(sub === undefined ? "missing subcommand: update or show." : `unknown subcommand "${sub}": expected update or show.`);
}
