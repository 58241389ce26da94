/**
 * Multi-process tests run real `node` processes on the built package (dist/), the code users
 * run. `npm test` builds first; a stand-alone `vitest run test/reliability` needs a build too,
 * and says so instead of failing obscurely.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, "../../..");
export const DIST = path.join(REPO, "dist");
export const WORKERS = path.resolve(here, "../workers");
export const CLI_BIN = path.join(DIST, "cli", "bin.js");

/** Throws a clear error when a dist module a test needs is missing. */
export function requireBuilt(...rels: string[]): void {
  for (const rel of rels) {
    if (!fs.existsSync(path.join(DIST, rel))) {
      throw new Error(`dist/${rel} is missing: run \`npm run build\` before the reliability suite (npm test does).`);
    }
  }
}

export function distHas(rel: string): boolean {
  return fs.existsSync(path.join(DIST, rel));
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts `node workers/<name>.mjs args…` and collects its output. */
export function startWorker(name: string, args: string[], opts: { env?: NodeJS.ProcessEnv; stdin?: string } = {}): { child: ChildProcess; done: Promise<Exit> } {
  return startNode([path.join(WORKERS, `${name}.mjs`), ...args], opts);
}

/** Runs the built CLI (`node dist/cli/bin.js args…`). */
export function startCli(args: string[], opts: { env?: NodeJS.ProcessEnv; stdin?: string; cwd?: string } = {}): { child: ChildProcess; done: Promise<Exit> } {
  return startNode([CLI_BIN, ...args], opts);
}

export function runCli(args: string[], opts: { env?: NodeJS.ProcessEnv; stdin?: string; cwd?: string } = {}): Promise<Exit> {
  return startCli(args, opts).done;
}

/**
 * Runs the built CLI's main() in this process, with captured output: the same code as
 * `node dist/cli/bin.js` minus a Node start-up (about a second each on this box), for tests
 * that run one command per case over many cases. Tests that prove the executable itself
 * (exit codes from a real process, signals, stdin) use runCli.
 */
export async function runCliInProcess(args: string[], opts: { env?: NodeJS.ProcessEnv; stdin?: string } = {}): Promise<Exit> {
  const { main } = (await import(pathToFileURL(path.join(DIST, "cli", "main.js")).href)) as {
    main(argv: string[], io: unknown): Promise<number>;
  };
  let stdout = "";
  let stderr = "";
  const io = {
    stdout: (t: string) => void (stdout += t),
    stderr: (t: string) => void (stderr += t),
    progress: (t: string) => void (stderr += t),
    env: { ...process.env, ...opts.env },
    readStdin: async () => Buffer.from(opts.stdin ?? "", "utf8"),
  };
  const code = await main(args, io);
  return { code, signal: null, stdout, stderr };
}

function startNode(argv: string[], opts: { env?: NodeJS.ProcessEnv; stdin?: string; cwd?: string }): { child: ChildProcess; done: Promise<Exit> } {
  const child = spawn(process.execPath, argv, {
    env: { ...process.env, ...opts.env },
    cwd: opts.cwd ?? REPO,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  child.stdin!.on("error", () => undefined); // a child killed before reading its stdin
  if (opts.stdin !== undefined) child.stdin!.end(opts.stdin);
  else child.stdin!.end();
  const done = new Promise<Exit>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}
