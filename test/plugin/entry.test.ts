// Pins the public surface: tool names, hook names, command names, service ids, skill names and
// config keys. A change here is a change users see; make it on purpose.
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import entry, * as entryModule from "../../src/plugin/entry.js";
import { ConfigSchema } from "../../src/core/config.js";
import { fakeApi, tempWorkspace } from "./fake-api.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "openclaw.plugin.json"), "utf8"));
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

function leafKeys(schema: any, prefix = ""): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([k, v]: [string, any]) =>
    v.type === "object" && v.properties ? leafKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("public surface", () => {
  const { api, reg } = fakeApi();
  entry.register(api as never);

  it("registers exactly the three tools, each direct-only with a schema and description", () => {
    const ws = tempWorkspace();
    const tools = reg.tools.map((t) => t.factory({ workspaceDir: ws, sessionId: "s", sessionKey: "agent:main:t" }));
    expect(tools.map((t) => t.name)).toEqual(["session_state", "context_compact", "memory_distill"]);
    expect(reg.tools.map((t) => t.opts.name)).toEqual(["session_state", "context_compact", "memory_distill"]);
    expect(manifest.contracts.tools).toEqual(["session_state", "context_compact", "memory_distill"]);
    for (const t of tools) {
      expect(t.catalogMode).toBe("direct-only");
      expect(t.label).toBeTruthy();
      expect(t.description.length).toBeGreaterThan(80);
      expect(t.parameters.type).toBe("object");
      expect(t.parameters.additionalProperties).toBe(false);
      for (const [name, prop] of Object.entries<any>(t.parameters.properties)) expect(prop.description, `${t.name}.${name}`).toBeTruthy();
    }
  });

  it("registers exactly these hooks", () => {
    expect([...reg.hooks.keys()].sort()).toEqual(
      ["after_compaction", "after_tool_call", "agent_end", "before_compaction", "before_prompt_build", "before_reset", "gateway_stop", "llm_output", "session_end"].sort(),
    );
  });

  it("registers the /context_kit command and the distill cron service", () => {
    expect(reg.commands.map((c) => c.name)).toEqual(["context_kit"]);
    expect(reg.commands[0].acceptsArgs).toBe(false);
    expect(reg.services.map((s) => s.id)).toEqual(["context-kit-distill-cron"]);
  });

  it("ships the three skills, one of them dispatching /context_compactor to the tool", () => {
    const skills = fs.readdirSync(path.join(root, "skills")).sort();
    expect(skills).toEqual(["context-compactor", "memory-compactor", "rolling-summary"]);
    const compactor = fs.readFileSync(path.join(root, "skills", "context-compactor", "SKILL.md"), "utf8");
    expect(compactor).toMatch(/^command-dispatch: tool$/m);
    expect(compactor).toMatch(/^command-tool: context_compact$/m);
    for (const s of skills) {
      const text = fs.readFileSync(path.join(root, "skills", s, "SKILL.md"), "utf8");
      expect(text).toMatch(new RegExp(`^---\\nname: ${s}\\ndescription: .{60,}`, "s"));
      expect(text).toMatch(/metadata: \{ "openclaw": \{ "emoji": "[^"]+", "requires"/);
    }
    expect(manifest.skills).toEqual(["./skills"]);
  });

  it("pins the config keys, and the manifest's configSchema is the one the code validates", () => {
    expect(leafKeys(manifest.configSchema)).toEqual([
      "timezone",
      "redaction.policy",
      "redaction.allowHosts",
      "rollingSummary.enabled",
      "rollingSummary.everyTurns",
      "rollingSummary.toolLoopCalls",
      "rollingSummary.contextPercent",
      "rollingSummary.injectMaxChars",
      "rollingSummary.dailyNoteOnEnd",
      "compactor.enabled",
      "compactor.keep",
      "compactor.nudgeAfterTurns",
      "compactor.injectOnNewSession",
      "compactor.injectMaxChars",
      "compactor.safetyNet",
      "distill.schedule",
      "distill.keepDailyDays",
      "distill.keepDayWeeks",
      "distill.keepWeekMonths",
      "distill.archive",
      "verify",
      "refine.mode",
      "refine.timeoutMs",
      "refine.maxInputTokens",
      "refine.model",
    ]);
    expect(manifest.configSchema).toEqual(JSON.parse(JSON.stringify(ConfigSchema)));
    expect(Object.keys(manifest.uiHints).sort()).toEqual(leafKeys(manifest.configSchema).sort());
    const rejectsExtra = (s: any): boolean => s.additionalProperties === false && Object.values<any>(s.properties).every((p) => p.type !== "object" || rejectsExtra(p));
    expect(rejectsExtra(manifest.configSchema)).toBe(true);
  });

  it("exports the plugin entry, its id and its tool names, and nothing else", () => {
    expect(Object.keys(entryModule).sort()).toEqual(["PLUGIN_ID", "TOOL_NAMES", "default"]);
    expect(entryModule.PLUGIN_ID).toBe(manifest.id);
    expect(entryModule.TOOL_NAMES).toEqual(reg.tools.map((t) => t.opts.name));
    expect(pkg.main).toBe("./dist/index.js");
    expect(pkg.exports).toEqual({ ".": "./dist/index.js", "./package.json": "./package.json" });
  });

  it("declares what OpenClaw and ClawHub need in package.json", () => {
    expect(pkg.name).toBe("openclaw-context-kit");
    expect(manifest.id).toBe("context-kit");
    expect(pkg.type).toBe("module");
    expect(pkg.openclaw.extensions).toEqual(["./dist/index.js"]);
    expect(pkg.openclaw.compat.pluginApi).toBe(">=2026.9.6");
    expect(pkg.openclaw.build.openclawVersion).toBe("2026.9.6");
    expect(pkg.peerDependencies.openclaw).toBe(">=2026.9.6");
    expect(pkg.peerDependenciesMeta.openclaw.optional).toBe(true);
    expect(pkg.devDependencies.openclaw).toBe("2026.9.6");
    expect(pkg.bin["context-kit"]).toBe("./dist/cli/bin.js");
    expect(pkg.files).toEqual(expect.arrayContaining(["dist", "skills", "openclaw.plugin.json", "SKILL.md", "README.md"]));
    expect(manifest.activation.onStartup).toBe(true);
    expect(manifest.version).toBe(pkg.version);
  });

  it("warns at load time when conversation hooks are not allowed", () => {
    const { api: api2, reg: reg2 } = fakeApi({}, { plugins: { entries: { "context-kit": { enabled: true } } } });
    entry.register(api2 as never);
    expect(reg2.logs.join("\n")).toMatch(/warn context-kit: Conversation hooks are BLOCKED[\s\S]*allowConversationAccess true/);
  });

  it("registrations in one process share their session counters (OpenClaw registers a plugin more than once)", async () => {
    const a = fakeApi();
    const b = fakeApi();
    entry.register(a.api as never);
    entry.register(b.api as never);
    const ws = tempWorkspace();
    const ctx = { sessionId: "shared-1", sessionKey: "agent:main:s", workspaceDir: ws };
    for (let i = 0; i < 50; i++) await b.reg.hooks.get("agent_end")!({ messages: [] }, { ...ctx, workspaceDir: undefined });
    const r = (await a.reg.hooks.get("before_prompt_build")!({ messages: [{ role: "assistant" }], currentUserMessageId: "x" }, ctx)) as { prependContext?: string };
    expect(r?.prependContext).toContain("this session has run 50 turns");
  });

  it("a bad plugin config is reported and the plugin runs on defaults", () => {
    const { api: api3, reg: reg3 } = fakeApi({ compactor: { keep: -1 } });
    entry.register(api3 as never);
    expect(reg3.logs.join("\n")).toMatch(/error context-kit: context-kit config: compactor.keep/);
    expect(reg3.tools).toHaveLength(3);
  });
});
