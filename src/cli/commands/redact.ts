/**
 * `context-kit redact`: stdin → stdout with secrets removed (and, under the default strict
 * policy, paths, URLs and internal hosts replaced). The contract: standard output carries the
 * redacted text and nothing else; the line structure is kept; every line that holds nothing
 * sensitive passes through byte for byte (CRLF and invalid UTF-8 included). See
 * src/core/redact/bytes.ts.
 */
import { isUtf8 } from "node:buffer";
import path from "node:path";
import { parseFlags, UsageError, type CliIO } from "../io.js";
import type { RedactPolicy } from "../../core/redact/index.js";
import { policyFlag } from "../command-context.js";
import { redactBytes } from "../../core/redact/bytes.js";
import { isAllowHostEntry } from "../../core/redact/hosts.js";

export const usage = `Usage: context-kit redact [--policy strict|secrets] [--workspace DIR] [--allow-host HOST]... [--json]

Reads standard input and writes it to standard output with secrets removed. Lines are kept, and
every line with nothing sensitive in it is written back byte for byte.

  --policy strict|secrets  strict (default): secrets become <REDACTED_SECRET>, paths
                           <PROJECT_ROOT>/rel or <REDACTED_PATH>, URLs <REDACTED_URL>, internal
                           hosts and IPs <INTERNAL_URL>. secrets: only secrets are removed.
  --workspace DIR          Paths inside DIR become <PROJECT_ROOT>/relative/path (strict only)
  --allow-host HOST        Keep URLs on HOST (exact, or *.example.com for subdomains); repeatable
  --json                   Print the findings (kind, rule, line, column, byte offsets) instead of
                           the text; never the secrets themselves
Exit code: 0 on success, 2 on a bad option.`;

/** Writes bytes to stdout. CliIO carries text; the process's own stdout (processIO) writes
 *  whatever it is given to process.stdout, which takes bytes, and an in-process caller can offer
 *  `stdoutBytes`. Valid UTF-8 goes through as text either way. */
function writeBytes(io: CliIO, bytes: Buffer): void {
  const withBytes = io as CliIO & { stdoutBytes?: (b: Uint8Array) => void };
  if (withBytes.stdoutBytes) withBytes.stdoutBytes(bytes);
  else if (isUtf8(bytes)) io.stdout(bytes.toString("utf8"));
  else io.stdout(bytes as unknown as string);
}

export async function run(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, {
    policy: { type: "string" },
    workspace: { type: "string" },
    "allow-host": { type: "string", multiple: true },
    json: { type: "boolean" },
  });
  const mode = policyFlag(values.policy) ?? "strict";
  const hosts = values["allow-host"] ?? [];
  for (const h of hosts) {
    if (!isAllowHostEntry(h)) throw new UsageError(`--allow-host takes a host name such as github.com or *.example.com, without scheme, port or path (got "${h}").`);
  }
  if (values.workspace !== undefined && values.workspace.trim() === "") throw new UsageError("--workspace needs a directory.");
  const policy: RedactPolicy = {
    mode,
    allowHosts: hosts,
    ...(values.workspace !== undefined ? { workspaceDir: path.resolve(values.workspace) } : {}),
  };
  const input = await io.readStdin();
  const { output, findings } = redactBytes(input, policy);
  if (values.json) io.stdout(JSON.stringify({ policy: mode, findings }, null, 2) + "\n");
  else writeBytes(io, output);
  return 0;
}
