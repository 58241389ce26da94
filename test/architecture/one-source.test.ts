/**
 * One source per primitive (docs/design.md, "Layers"): the plugin id, the date-in-zone helper,
 * the session-reference type and the tests' PRNG are each defined in one place, and every CLI
 * command gets its config and workspace from src/cli/command-context.ts. (The CJK ranges
 * and the allowHosts rule have their own tests: test/text/cjk.test.ts, test/redact/allow-hosts.test.ts.)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function files(dir: string, ext: RegExp, skip: RegExp = /$^/): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    if (skip.test(path.relative(ROOT, p))) return [];
    return statSync(p).isDirectory() ? files(p, ext, skip) : ext.test(p) ? [p] : [];
  });
}

/** `file:line` of every line of `paths` that matches `re`. */
function where(paths: string[], re: RegExp): string[] {
  return paths.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .flatMap((line, i) => (re.test(line) ? [`${path.relative(ROOT, f)}:${i + 1}`] : [])),
  );
}

const SRC = files(path.join(ROOT, "src"), /\.ts$/);

describe("one source per primitive", () => {
  it("defines the plugin id once", () => {
    expect(where(SRC, /\bPLUGIN_ID\s*=/)).toEqual(["src/core/config.ts:13"]);
  });

  it("formats dates and times in a time zone only in core/time", () => {
    expect(where(SRC, /\btimeZone\b\s*[,}:]|toLocale(?:Date|Time)?String\(/).filter((w) => !w.startsWith("src/core/time/"))).toEqual([]);
  });

  it("has one session-reference type", () => {
    expect(where(SRC, /^export (?:interface|type) (?:SessionRef|ToolCtx|RefreshRef)\b/)).toEqual(["src/plugin/session-ref.ts:5"]);
  });

  it("seeds every test, worker and bench from test/support/prng.mjs", () => {
    // The blind fixtures are the record of sets written without the project's code, generators
    // included; they stay as they were written.
    const code = files(path.join(ROOT, "test"), /\.(?:ts|mjs|js)$/, /^test\/fixtures\/blind(?:\/|$)|^test\/support\/prng\.mjs$|^test\/architecture\/one-source\.test\.ts$/).concat(files(path.join(ROOT, "bench"), /\.(?:mjs|js|ts)$/));
    const PRNG = /1103515245|0x6d2b79f5|Math\.imul\(\s*\w+\s*\^\s*\(?\w+\s*>>>\s*15|\bxorshift|\bsplitmix/i;
    expect(where(code, PRNG)).toEqual([]);
  });

  it("builds every CLI command's config and workspace in command-context.ts", () => {
    const commands = files(path.join(ROOT, "src", "cli", "commands"), /\.ts$/);
    expect(where(commands, /\b(?:openWorkspace|readHostConfig|resolveConfig|workspaceFromHostConfig|defaultHostConfigPath)\b/)).toEqual([]);
  });
});
