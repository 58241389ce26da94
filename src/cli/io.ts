/**
 * What a CLI command needs from the outside world. Tests pass their own; main.ts passes the
 * process's. Keeping commands off `process` lets tests run them in-process and fast.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whole standard input as bytes (commands decide how to decode). */
  readStdin(): Promise<Buffer>;
  env: NodeJS.ProcessEnv;
  /** Progress lines for long runs; written to stderr so `--json` stdout stays clean. */
  progress(text: string): void;
}

export interface CommandModule {
  /** One-paragraph usage text shown by `context-kit <command> --help`. */
  usage: string;
  run(argv: string[], io: CliIO): Promise<number>;
}

/** Bad command-line input: main.ts prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** node:util parseArgs with errors rewritten to say which flag was wrong and what to do. */
export function parseFlags<O extends Options>(argv: string[], options: O, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    throw new UsageError(msg.replace(/\. To specify a positional argument.*$/s, "."));
  }
}

/** Reads a required string flag, or throws a UsageError that names it. */
export function requireFlag(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== "string" || v.length === 0) throw new UsageError(`--${name} is required.`);
  return v;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    progress: (t) => process.stderr.write(t.endsWith("\n") ? t : t + "\n"),
    env: process.env,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
