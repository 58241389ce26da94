/**
 * Reads the user's OpenClaw config file for the CLI's `status` (the plugin gets it from the
 * runtime instead). It is JSON5 on disk; we accept JSON and JSON with comments and trailing
 * commas, which covers what `openclaw config set` writes. A file we cannot parse is reported,
 * not fatal.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export function defaultHostConfigPath(env: NodeJS.ProcessEnv): string {
  if (env.OPENCLAW_CONFIG_PATH) return env.OPENCLAW_CONFIG_PATH;
  const home = env.OPENCLAW_HOME ?? path.join(env.HOME ?? os.homedir(), ".openclaw");
  return path.join(home, "openclaw.json");
}

function stripJson5(text: string): string {
  let out = "";
  let inStr: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inStr) {
      out += ch;
      if (ch === "\\") out += text[++i] ?? "";
      else if (ch === inStr) inStr = null;
    } else if (ch === '"' || ch === "'") {
      inStr = ch;
      out += ch;
    } else if (ch === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      out += "\n";
    } else if (ch === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i + 2);
      if (i === -1) break;
      i++;
    } else out += ch;
  }
  return out.replace(/,(\s*[}\]])/g, "$1");
}

export async function readHostConfig(file: string): Promise<{ config?: unknown; error?: string }> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    return { error: `OpenClaw config ${JSON.stringify(file)} not found (${(err as NodeJS.ErrnoException).code}); configuration checks skipped. Pass --config FILE.` };
  }
  try {
    return { config: JSON.parse(text) };
  } catch {
    try {
      return { config: JSON.parse(stripJson5(text)) };
    } catch (err) {
      return { error: `OpenClaw config ${JSON.stringify(file)} could not be parsed: ${(err as Error).message}` };
    }
  }
}

export function workspaceFromHostConfig(config: unknown, env: NodeJS.ProcessEnv): string {
  const ws = (config as { agents?: { defaults?: { workspace?: string } } } | undefined)?.agents?.defaults?.workspace;
  const home = env.HOME ?? os.homedir();
  if (ws) return ws.startsWith("~/") ? path.join(home, ws.slice(2)) : ws;
  return path.join(env.OPENCLAW_HOME ?? path.join(home, ".openclaw"), "workspace");
}
