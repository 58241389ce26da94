/**
 * The package users get installs into a real OpenClaw 2026.9.6 and loads cleanly. Built →
 * `npm pack` → `openclaw plugins install npm-pack:<tgz>` into a scratch home (the install
 * fetches `dependencies` from the npm registry), then inspect, skills list and ClawHub's
 * validator. No Gateway and no model: this file is about packaging and loading.
 *
 * In the e2e project the pack and the install are the run's one real npm-pack install, the
 * home every Gateway file restores (harness/installed-home.ts): this file checks that home
 * instead of packing and installing a second time (~40–55 s on the 2-core box). Outside it (no
 * run folder) it packs and installs in a home of its own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  E2E_SETUP_TIMEOUT_MS,
  E2E_TEST_TIMEOUT_MS,
  assertToolchain,
  createScratchHome,
  describeFailure,
  installPlugin,
  openclawPackageDir,
  packPlugin,
  pluginUnderTest,
  runClawhub,
  runOpenclaw,
  templateInstall,
  unpackTarball,
  type CliResult,
  type InstalledPlugin,
  type PackedPlugin,
  type ScratchHome,
} from "./harness/index.js";
import { EXPECTED_COMMANDS, EXPECTED_HOOKS, EXPECTED_SKILLS, EXPECTED_TOOLS, HOOKS_NEEDING_CONVERSATION_ACCESS } from "./expected-surface.js";

let scratch: ScratchHome;
let packed: PackedPlugin;
let installed: InstalledPlugin;
/**
 * ClawHub's validator, started in beforeAll beside the OpenClaw commands of the other tests:
 * it reads only the unpacked tarball and the OpenClaw package (no OpenClaw state), so its
 * ~10 s CLI run need not wait for theirs on the second core.
 */
let clawhubValidation: Promise<CliResult>;

beforeAll(async () => {
  assertToolchain();
  const shared = await templateInstall(pluginUnderTest);
  if (shared) {
    ({ scratch, packed, installed } = shared);
  } else {
    scratch = await createScratchHome({ label: "install" });
    packed = await packPlugin(pluginUnderTest, path.join(scratch.root, "pack"), scratch.home);
    installed = await installPlugin(scratch, { mode: "pack", tarball: packed.tarball });
  }
  clawhubValidation = validateWithClawhub();
  clawhubValidation.catch(() => undefined); // awaited (and reported) by its test
  console.log(`[e2e timing] npm pack ${ms(packed.durationMs)}, plugins install npm-pack ${ms(installed.timings.installMs)}${shared ? " (the run's template)" : ""}`);
}, E2E_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await clawhubValidation?.catch(() => undefined); // still running if its test was filtered out
  scratch?.cleanup(); // its own home, or the run's installed home given back to the run
}, E2E_SETUP_TIMEOUT_MS);

describe("context-kit installed from its npm tarball", () => {
  it("ships the built entry, the manifest and every bundled skill in the tarball", () => {
    const pkg = JSON.parse(readFileSync(path.join(pluginUnderTest, "package.json"), "utf8")) as { openclaw: { extensions: string[] } };
    const entries = pkg.openclaw.extensions.map((e) => path.posix.normalize(e));
    expect(packed.files).toEqual(
      expect.arrayContaining(["package.json", "openclaw.plugin.json", ...entries, ...EXPECTED_SKILLS.map((s) => `skills/${s}/SKILL.md`)]),
    );
    // Sources, tests and local state must not leak into what users install.
    expect(packed.files.filter((f) => /^(src|test|node_modules)\//.test(f) || (f.endsWith(".ts") && !f.endsWith(".d.ts")))).toEqual([]);
  });

  it("installs with `plugins install npm-pack:` and leaves a valid openclaw.json", () => {
    expect(installed.install.stdout).toContain("Installed plugin: context-kit");
    expect(installed.config?.valid).toBe(true);
    // e.g. "plugin not found: context-kit (stale config entry ignored…)" would mean the entry is dead.
    expect(installed.config?.warnings ?? []).toEqual([]);
  });

  it(
    "plugins inspect --runtime lists the three tools, the hooks and the commands with zero diagnostics",
    async () => {
      const result = await runOpenclaw(scratch.home, ["plugins", "inspect", "context-kit", "--runtime", "--json"]);
      console.log(`[e2e timing] plugins inspect --runtime ${ms(result.durationMs)}`);
      expect(result.code, describeFailure(result)).toBe(0);
      const report = result.json<InspectReport>();

      expect(report.plugin.status).toBe("loaded");
      expect(report.diagnostics, JSON.stringify(report.diagnostics, null, 2)).toEqual([]);
      expect(report.tools.flatMap((t) => t.names).sort()).toEqual([...EXPECTED_TOOLS].sort());
      expect(report.tools.every((t) => t.optional === false)).toBe(true);
      expect([...report.commands].sort()).toEqual([...EXPECTED_COMMANDS].sort());

      const hooks = report.typedHooks.map((h) => h.name);
      expect([...hooks].sort()).toEqual([...EXPECTED_HOOKS].sort());
      // The hooks that only run with hooks.allowConversationAccess are listed, i.e. not blocked
      // (a blocked hook is left out here and reported as a diagnostic instead).
      expect(hooks).toEqual(expect.arrayContaining([...HOOKS_NEEDING_CONVERSATION_ACCESS]));
      expect(report.policy?.allowConversationAccess).toBe(true);

      // What the user consented to at install time covers the skills and every tool.
      expect(report.install?.acceptedSurface?.skills).toEqual(["./skills"]);
      expect([...(report.install?.acceptedSurface?.tools ?? [])].sort()).toEqual([...EXPECTED_TOOLS].sort());
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "skills list shows the three bundled skills as ready",
    async () => {
      const result = await runOpenclaw(scratch.home, ["skills", "list", "--json"]);
      console.log(`[e2e timing] skills list ${ms(result.durationMs)}`);
      expect(result.code, describeFailure(result)).toBe(0);
      const { skills } = result.json<{ skills: SkillRow[] }>();
      for (const name of EXPECTED_SKILLS) {
        const skill = skills.find((s) => s.name === name);
        expect(skill, `skill ${name} is missing from \`openclaw skills list\``).toBeDefined();
        // "openclaw-extra" is where plugin-bundled skills land (symlinked into ~/.openclaw/plugin-skills).
        expect(skill!.source).toBe("openclaw-extra");
        expect(statusOf(skill!), `${name}: ${JSON.stringify(skill)}`).toBe("ready");
        expect(skill!.modelVisible).toBe(true);
      }
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "clawhub package validate passes on the unpacked tarball",
    async () => {
      const result = await clawhubValidation;
      console.log(`[e2e timing] clawhub package validate ${ms(result.durationMs)}`);
      expect(result.code, describeFailure(result)).toBe(0);
      const report = result.json<{ status: string; summary: { breakageCount: number; warningCount: number }; issues: unknown[] }>();
      expect(report.status, JSON.stringify(report.issues, null, 2)).toBe("pass");
      expect(report.summary.breakageCount).toBe(0);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "openclaw config validate rejects an unknown plugin config key (the manifest's configSchema is enforced)",
    async () => {
      const original = scratch.readConfig();
      try {
        scratch.updateConfig((config) => {
          config.plugins.entries["context-kit"].config = { notAContextKitSetting: true };
        });
        const result = await runOpenclaw(scratch.home, ["config", "validate", "--json"]);
        const output = `${result.stdout}\n${result.stderr}`;
        expect(result.code, output).not.toBe(0);
        expect(output).toContain("notAContextKitSetting");
      } finally {
        scratch.writeConfig(original);
      }
    },
    E2E_TEST_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------------------------------------

async function validateWithClawhub(): Promise<CliResult> {
  const packageDir = await unpackTarball(packed.tarball, path.join(scratch.root, "unpacked"));
  return runClawhub(scratch.home, ["package", "validate", packageDir, "--openclaw", openclawPackageDir, "--out", path.join(scratch.root, "clawhub-report"), "--json"]);
}

interface InspectReport {
  plugin: { status: string; toolNames?: string[] };
  diagnostics: unknown[];
  tools: Array<{ names: string[]; optional: boolean }>;
  typedHooks: Array<{ name: string }>;
  commands: string[];
  policy?: { allowConversationAccess?: boolean };
  install?: { acceptedSurface?: { skills?: string[]; tools?: string[] } };
}

interface SkillRow {
  name: string;
  source: string;
  eligible: boolean;
  disabled: boolean;
  blockedByAllowlist: boolean;
  blockedByAgentFilter: boolean;
  modelVisible: boolean;
  missing?: unknown;
}

/** The status column of `openclaw skills list`, computed as formatSkillStatus() does (dist/skills-cli-*.mjs). */
function statusOf(skill: SkillRow): string {
  if (skill.disabled) return "disabled";
  if (skill.blockedByAllowlist) return "blocked";
  if (skill.blockedByAgentFilter) return "excluded";
  return skill.eligible ? "ready" : "needs setup";
}

function ms(value: number | undefined): string {
  return value === undefined ? "n/a" : `${(value / 1000).toFixed(1)} s`;
}
