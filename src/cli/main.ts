/**
 * `context-kit`: the command line that mirrors the plugin's tools, for people and cron.
 * Each subcommand lives in ./commands/<name>.ts and calls the same core functions as the tool.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { processIO, UsageError, type CliIO, type CommandModule } from "./io.js";

/** Subcommands, in help order. Modules are imported lazily so `--help` stays instant; the
 *  specifiers are literal, so the compiler and the layer test see every edge. */
export const COMMANDS: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  status: { summary: "What context-kit sees in a workspace: files, last runs, pending triggers, problems.", load: () => import("./commands/status.js") },
  state: { summary: "Read or update the rolling summary in SESSION-STATE.md (state show | state update).", load: () => import("./commands/state.js") },
  compact: { summary: "Session compacts: extract from a transcript, write, list, latest, stats.", load: () => import("./commands/compact.js") },
  distill: { summary: "Distill daily logs into day, week and month files (all tiers due up to --now).", load: () => import("./commands/distill.js") },
  forget: { summary: "Plan (default) or --apply deletion of memory files that a higher tier covers.", load: () => import("./commands/forget.js") },
  keep: { summary: "Veto forgetting: never delete the memory files of DATE.", load: () => import("./commands/keep.js") },
  redact: { summary: "Redact stdin to stdout (secrets always; paths, URLs and internal hosts by --policy).", load: () => import("./commands/redact.js") },
};

export function version(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const pkg = JSON.parse(readFileSync(path.join(here, "..", "..", "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

function help(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(width)}  ${c.summary}`);
  return [
    `context-kit ${version()}: keep OpenClaw agents' context small and their memory useful.`,
    "",
    "Usage: context-kit <command> [options]",
    "",
    "Commands:",
    ...lines,
    "",
    "Global options:",
    "  --help     Show help (also: context-kit <command> --help)",
    "  --version  Print the version",
    "  --json     Machine-readable output (most commands)",
    "",
  ].join("\n");
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === "--help" || first === "-h" || first === "help") {
    io.stdout(help());
    return first === undefined ? 2 : 0;
  }
  if (first === "--version" || first === "-v") {
    io.stdout(version() + "\n");
    return 0;
  }
  const entry = COMMANDS[first];
  if (!entry) {
    io.stderr(`context-kit: unknown command "${first}". Commands: ${Object.keys(COMMANDS).join(", ")}. Run context-kit --help.\n`);
    return 2;
  }
  let mod: CommandModule;
  try {
    mod = await entry.load();
  } catch (err) {
    io.stderr(`context-kit ${first}: ${(err as Error)?.message ?? String(err)}\n`);
    return 1;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(mod.usage.endsWith("\n") ? mod.usage : mod.usage + "\n");
    return 0;
  }
  try {
    return await mod.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`context-kit ${first}: ${err.message}\n\n${mod.usage}\n`);
      return 2;
    }
    const e = err as Error;
    io.stderr(`context-kit ${first}: ${e?.message ?? String(err)}\n`);
    return 1;
  }
}
