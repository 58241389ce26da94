// The dispatcher: help, version, unknown commands, and the built bin as users run it.
import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { main, COMMANDS } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIO = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), progress: () => undefined, readStdin: async () => Buffer.alloc(0), env: {} };
  return { value, out: () => out.join(""), err: () => err.join("") };
}

describe("context-kit CLI", () => {
  it("--help lists every command", async () => {
    const x = io();
    expect(await main(["--help"], x.value)).toBe(0);
    for (const name of Object.keys(COMMANDS)) expect(x.out()).toContain(`  ${name}`);
  });

  it("no arguments prints help and exits 2", async () => {
    const x = io();
    expect(await main([], x.value)).toBe(2);
    expect(x.out()).toContain("Usage: context-kit <command>");
  });

  it("--version prints the package version", async () => {
    const x = io();
    expect(await main(["--version"], x.value)).toBe(0);
    expect(x.out().trim()).toBe(pkg.version);
  });

  it("an unknown command exits 2 and lists the real ones", async () => {
    const x = io();
    expect(await main(["compress"], x.value)).toBe(2);
    expect(x.err()).toContain('unknown command "compress"');
    expect(x.err()).toContain("compact");
  });

  it("every command has --help", async () => {
    for (const name of Object.keys(COMMANDS)) {
      const x = io();
      expect(await main([name, "--help"], x.value), name).toBe(0);
      expect(x.out(), name).toMatch(/Usage:\s+context-kit /);
    }
  });

  it("the built bin runs as an executable", () => {
    const bin = path.join(root, pkg.bin["context-kit"]);
    expect(fs.existsSync(bin), "run npm run build first").toBe(true);
    expect(fs.readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node")).toBe(true);
    const r = spawnSync(process.execPath, [bin, "--version"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
    const bad = spawnSync(process.execPath, [bin, "state", "show", "--bogus"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--bogus");
  });
});
