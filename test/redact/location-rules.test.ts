// Table-driven: paths, URLs and internal hosts under the strict policy (the default policy for
// every write), the workspace mapping, the host allowlist, and the `secrets` policy keeping them.
import { describe, it, expect } from "vitest";
import { redact, LOCATION_RULE_IDS, type RedactPolicy } from "../../src/core/redact/index.js";

const WS = "/home/alice/project";
const strict: RedactPolicy = { mode: "strict", workspaceDir: WS };

/** [input, expected output under `strict` with workspace /home/alice/project] */
const CASES: ReadonlyArray<readonly [string, string]> = [
  // Workspace paths keep their relative part
  [`Edited ${WS}/src/index.ts today.`, "Edited <PROJECT_ROOT>/src/index.ts today."],
  [`cd ${WS}`, "cd <PROJECT_ROOT>"],
  [`"path": "${WS}/test/a.test.ts"`, '"path": "<PROJECT_ROOT>/test/a.test.ts"'],
  [`file://${WS}/README.md`, "<PROJECT_ROOT>/README.md"],
  // Other paths disappear, home directories and user names with them
  ["See /home/alice/.ssh/config for hosts.", "See <REDACTED_PATH> for hosts."],
  ["/Users/Jane Doe/Documents/plan.md is the plan", "<REDACTED_PATH> is the plan"],
  ['"/Users/jane/My Notes/todo.txt"', '"<REDACTED_PATH>"'],
  ["Logs in /var/log/nginx/error.log.", "Logs in <REDACTED_PATH>."],
  ["at Object.<anonymous> (/srv/app/dist/index.js:12:5)", "at Object.<anonymous> (<REDACTED_PATH>:12:5)"],
  ["PATH=/usr/local/bin:/opt/homebrew/bin", "PATH=<REDACTED_PATH>:<REDACTED_PATH>"],
  ["config at ~/.config/openclaw/openclaw.json", "config at <REDACTED_PATH>"],
  ["~alice/notes/today.md", "<REDACTED_PATH>"],
  ["$HOME/.aws/credentials", "<REDACTED_PATH>"],
  ["在 /home/张三/文档/计划.md 中", "在 <REDACTED_PATH> 中"],
  ["C:\\Users\\alice\\AppData\\Roaming\\app\\config.json", "<REDACTED_PATH>"],
  ["C:\\\\Users\\\\alice\\\\x.txt", "<REDACTED_PATH>"],
  ["D:/projects/site/index.html", "<REDACTED_PATH>"],
  ["C:\\Program Files (x86)\\Tool\\tool.exe --help", "<REDACTED_PATH> --help"],
  ["C:\\Users\\Jane Doe\\Desktop\\a.txt", "<REDACTED_PATH>"],
  ["%USERPROFILE%\\Documents\\notes.txt", "<REDACTED_PATH>"],
  ["\\\\fileserver\\share\\reports\\q3.xlsx", "<REDACTED_PATH>"],
  // URLs
  ["Docs: https://docs.example.com/guide?x=1.", "Docs: <REDACTED_URL>."],
  ["(see https://en.wikipedia.org/wiki/Foo_(bar))", "(see <REDACTED_URL>)"],
  ["[link](https://example.com/a)", "[link](<REDACTED_URL>)"],
  ["git clone git@github.com:org/repo.git", "git clone <REDACTED_URL>"],
  ["wss://stream.example.com/v1", "<REDACTED_URL>"],
  ["见https://example.cn/a。", "见<REDACTED_URL>。"],
  // Internal hosts and addresses
  ["GET http://localhost:3000/api", "GET <INTERNAL_URL>"],
  ["db at 10.0.12.5:5432 and cache at 192.168.1.20", "db at <INTERNAL_URL> and cache at <INTERNAL_URL>"],
  ["ping 172.16.0.1 and 172.32.0.1", "ping <INTERNAL_URL> and 172.32.0.1"],
  ["http://127.0.0.1:8080/health", "<INTERNAL_URL>"],
  ["link-local 169.254.169.254/latest/meta-data", "link-local <INTERNAL_URL>"],
  ["tailnet 100.101.102.103", "tailnet <INTERNAL_URL>"],
  ["listen on [::1]:8080 or ::1", "listen on <INTERNAL_URL> or <INTERNAL_URL>"],
  ["ULA fd12:3456:789a::1 and fe80::1ff:fe23:4567:890a", "ULA <INTERNAL_URL> and <INTERNAL_URL>"],
  ["https://grafana.corp/d/abc", "<INTERNAL_URL>"],
  ["ssh nas.local and printer.lan:631", "ssh <INTERNAL_URL> and <INTERNAL_URL>"],
  ["metadata.google.internal/computeMetadata/v1", "<INTERNAL_URL>"],
  ["api.svc.cluster.local:8443", "<INTERNAL_URL>"],
  ["http://jenkins:8080/job/x", "<INTERNAL_URL>"],
  ["localhost/admin", "<INTERNAL_URL>"],
];

/** Kept under strict: text that looks like a location but is not one. */
const KEPT: readonly string[] = [
  "Use TCP/IP and/or UDP; 3/4 of tests pass; input/output",
  "Slash commands /compact and /new; route GET /api/v1/users",
  "Edited src/redact/index.ts and ./scripts/setup.mjs",
  ".env.local overrides .env; settings.local.json too",
  "this.local = 1; self.local = 2",
  "runs on localhost during development",
  "#!/usr/bin/env node and 2>/dev/null",
  "public DNS 8.8.8.8, 1.1.1.1; documentation 203.0.113.7; any 0.0.0.0",
  "v10.0.0.1 is a tag; 10.2.1 is a version; 1.10.0.0.1 is not an address",
  "std::1 and a::b::c",
  "api.github.com without a scheme",
  "</div> and <br/>",
  "x: nfoo is not C:\\nfoo",
];

describe("strict policy: locations", () => {
  for (const [input, expected] of CASES) {
    it(`${JSON.stringify(input)}`, () => {
      expect(redact(input, strict).text).toBe(expected);
    });
  }

  it("keeps text that only looks like a location", () => {
    for (const t of KEPT) expect(redact(t, strict).text, t).toBe(t);
  });

  it("reports a kind and a rule id for each location", () => {
    const { findings } = redact(`${WS}/a.ts ~/b.md https://example.com 10.0.0.1 nas.local`, strict);
    expect(findings.map((f) => [f.kind, f.rule])).toEqual([
      ["path", "workspace-path"],
      ["path", "home-path"],
      ["url", "url"],
      ["internal-host", "internal-ip"],
      ["internal-host", "internal-host"],
    ]);
    for (const f of findings) expect(LOCATION_RULE_IDS).toContain(f.rule);
  });
});

describe("policy options", () => {
  it("keeps URLs on allowed hosts, exact or by *.subdomain", () => {
    const policy: RedactPolicy = { mode: "strict", allowHosts: ["github.com", "*.example.com"] };
    expect(redact("https://github.com/o/r https://gist.github.com/x https://docs.example.com/a https://example.com/", policy).text).toBe(
      "https://github.com/o/r <REDACTED_URL> https://docs.example.com/a <REDACTED_URL>",
    );
  });

  it("still removes a secret inside an allowed URL, and a path in its query", () => {
    const policy: RedactPolicy = { mode: "strict", allowHosts: ["github.com"] };
    expect(redact("https://x:ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/o/r?f=/home/bob/x.txt", policy).text).toBe(
      "https://x:<REDACTED_SECRET>@github.com/o/r?f=<REDACTED_PATH>",
    );
  });

  it("never lets an internal host through, even when allowed", () => {
    expect(redact("http://db.internal:5432/x", { mode: "strict", allowHosts: ["db.internal"] }).text).toBe("<INTERNAL_URL>");
  });

  it("maps Windows workspace paths case-insensitively and keeps their separators", () => {
    const policy: RedactPolicy = { mode: "strict", workspaceDir: "C:\\Users\\alice\\proj" };
    expect(redact("c:\\users\\alice\\proj\\src\\a.ts and C:\\Users\\alice\\other\\b.ts", policy).text).toBe("<PROJECT_ROOT>\\src\\a.ts and <REDACTED_PATH>");
  });

  it("does not map a sibling directory that shares the workspace's prefix", () => {
    expect(redact(`${WS}-old/src/a.ts`, strict).text).toBe("<REDACTED_PATH>");
  });

  it("keeps a secret out of the relative part of a workspace path", () => {
    expect(redact(`${WS}/keys/ghp_abcdefghijklmnopqrstuvwxyz0123456789.txt`, strict).text).toBe("<PROJECT_ROOT>/keys/<REDACTED_SECRET>.txt");
  });

  it("leaves every location alone under the secrets policy", () => {
    const t = `${WS}/a.ts ~/b.md https://example.com/x 10.0.0.1:22 nas.local C:\\Users\\bob\\c.txt`;
    expect(redact(t, { mode: "secrets" }).text).toBe(t);
  });
});
