// context_compact write with the model's own markdown, through the real tool: the draft is
// normalised, its values grounded in the live session, the extractor's open items checked, and
// verify: "refuse" writes nothing until the findings are fixed.
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { createContextCompactTool } from "../../src/plugin/tools/context-compact-tool.js";
import { scriptEvents } from "../extract/make-transcript.js";
import { tempWorkspace } from "../plugin/fake-api.js";

function tool(config: object = {}, events = scriptEvents([
  ["user", "Let's go with PostgreSQL 15.1 for the sessions table instead of SQLite."],
  ["assistant", "Agreed, PostgreSQL it is. It runs on db-02.internal port 5432."],
  ["user", "TODO: write the migration tomorrow."],
])) {
  const ws = tempWorkspace();
  const pc = createPluginContext({ config: resolveConfig({ timezone: "UTC", ...config }), logger: {}, resolveWorkspaceDir: () => undefined, loadEvents: async () => events });
  return { ws, compact: createContextCompactTool(pc, { workspaceDir: ws, agentId: "main", sessionKey: "agent:main:t", sessionId: "s1" }) };
}

const text = (r: { content: Array<{ text: string }> }) => r.content.map((c) => c.text).join("\n");
const compacts = (ws: string) => (fs.existsSync(path.join(ws, "memory", "compacts")) ? fs.readdirSync(path.join(ws, "memory", "compacts")) : []);

const GOOD = "## Decisions\n- PostgreSQL 15.1 for the sessions table, not SQLite\n## Pending Actions\n- write the migration\n## Technical Context\n- db-02.internal, port 5432\n## Summary\nMoved sessions to PostgreSQL.";
const INVENTED = "## Decisions Made\n- Upgrade PostgreSQL to v15.2\n## Pending Actions\n_None._\n## Technical Context\n- open port 8444 on db-02.internal\n## Session Summary\nPlanned the upgrade.";

describe("context_compact write (agent draft)", () => {
  it("a faithful draft is normalised, written, and says what was fixed", async () => {
    const t = tool();
    const r = await t.compact.execute("c1", { action: "write", markdown: GOOD });
    expect(text(r)).toMatch(/^Compact written: memory\/compacts\/.*\.md \(\d+ bytes/);
    expect(text(r)).not.toMatch(/Not found|Not in your draft/);
    expect(text(r)).toMatch(/Normalised: .*"## Decisions" → "## Decisions Made"/);
    const md = fs.readFileSync(path.join(t.ws, "memory", "compacts", compacts(t.ws)[0]!), "utf8");
    expect(md).toMatch(/^# Session Compact — \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\*\*Turns\*\*: 2 \|/);
    expect(md).toMatch(/## Decisions Made\n- \[\d{4}-\d\d-\d\d\] PostgreSQL 15\.1/);
    expect(md).toContain("- [ ] write the migration");
  });

  it("warn (default): written, with each ungrounded value and each left-out item named", async () => {
    const t = tool();
    const r = await t.compact.execute("c1", { action: "write", markdown: INVENTED });
    expect(text(r)).toContain("Not found in the session: `v15.2`, `port 8444`.");
    expect(text(r)).toMatch(/Not in your draft: .*pending "[^"]*migration/);
    expect(compacts(t.ws)).toHaveLength(1);
    const v = (r.details.contextKit as { verification: { lines: string[] } }).verification;
    expect(v.lines).toEqual(expect.arrayContaining(["ungrounded: `v15.2`", "ungrounded: `port 8444`"]));
  });

  it('refuse: nothing is written until the findings are fixed, then it is', async () => {
    const t = tool({ verify: "refuse" });
    await expect(t.compact.execute("c1", { action: "write", markdown: INVENTED })).rejects.toThrow(/nothing was written \(verify: "refuse"\)[\s\S]*`v15\.2`[\s\S]*migration/);
    expect(compacts(t.ws)).toHaveLength(0);
    await t.compact.execute("c2", { action: "write", markdown: GOOD });
    expect(compacts(t.ws)).toHaveLength(1);
  });

  it("a draft that says what the newest compact says is not written again, and the result says so", async () => {
    const t = tool();
    const first = await t.compact.execute("c1", { action: "write", markdown: GOOD });
    const name = /memory\/compacts\/([^ ]+\.md) \(/.exec(text(first))![1]!;
    const again = await t.compact.execute("c2", { action: "write", markdown: GOOD });
    expect(text(again)).toMatch(new RegExp(`^Compact not written: it says the same as the newest compact, [^ ]*${name.replace(".", "\\.")}`));
    expect(text(again)).not.toMatch(/Compact written/);
    expect(compacts(t.ws)).toEqual([name]);
  });

  it("an absent required section is refused under either mode, naming it", async () => {
    const t = tool();
    await expect(t.compact.execute("c1", { action: "write", markdown: "## Facts\n- PostgreSQL\n## Summary\nok" })).rejects.toThrow(/missing section "## Decisions Made"; missing section "## Pending Actions"/);
    expect(compacts(t.ws)).toHaveLength(0);
  });

  it("Chinese drafts are grounded through normalised numerals", async () => {
    const t = tool({}, scriptEvents([
      ["user", "决定：预算定为三千二百元，下午三点半开会。"],
      ["user", "待办：明天写迁移脚本。"],
    ]));
    const ok = await t.compact.execute("c1", { action: "write", markdown: "## 决定\n## Decisions Made\n- 预算 3200 元，15:30 开会\n## Pending Actions\n- 明天写迁移脚本\n## Session Summary\n定了预算。" });
    expect(text(ok)).not.toContain("Not found");
    const bad = await t.compact.execute("c2", { action: "write", markdown: "## Decisions Made\n- 预算 4500 元\n## Pending Actions\n- 明天写迁移脚本\n## Session Summary\n定了预算。" });
    expect(text(bad)).toContain("`预算 4500`");
  });
});
