// One host-name rule for allowHosts: the plugin config, a RedactPolicy and `context-kit redact
// --allow-host` accept exactly the same entries (src/core/redact/hosts.ts isAllowHostEntry).
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/core/config.js";
import { redact } from "../../src/core/redact/index.js";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

const io: CliIO = { stdout: () => undefined, stderr: () => undefined, progress: () => undefined, readStdin: async () => Buffer.from("x\n"), env: {} };

const accepts = {
  config: (h: string) => {
    try {
      resolveConfig({ timezone: "UTC", redaction: { allowHosts: [h] } });
      return true;
    } catch {
      return false;
    }
  },
  policy: (h: string) => {
    try {
      redact("x", { mode: "strict", allowHosts: [h] });
      return true;
    } catch {
      return false;
    }
  },
  cli: async (h: string) => (await main(["redact", "--allow-host", h], io)) === 0,
};

const GOOD = ["github.com", "*.example.com", "localhost", "a-b.c0.io", "X.ORG"];
const BAD = ["https://github.com", "github.com/path", "github.com:443", "*.", "", "github.com.", "-bad.com", "bad-.com", "[::1]", "a..b", "*.*.x.com", "gi thub.com"];

describe("allowHosts entries", () => {
  it.each(GOOD.map((h) => [h]))("%j is accepted by the config, the policy and the CLI", async (h) => {
    expect([accepts.config(h), accepts.policy(h), await accepts.cli(h)]).toEqual([true, true, true]);
  });
  it.each(BAD.map((h) => [h]))("%j is refused by the config, the policy and the CLI", async (h) => {
    expect([accepts.config(h), accepts.policy(h), await accepts.cli(h)]).toEqual([false, false, false]);
  });
});
