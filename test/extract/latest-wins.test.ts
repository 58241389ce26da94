// "Latest statement wins": reversed decisions, corrected facts, completed tasks and resolved
// blockers are not reported as current; low-trust summaries never override the raw turns.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const run = (lines: Line[], memoryMd?: string) => extract(transcriptOf(lines), { now: NOW, ...(memoryMd ? { memoryMd } : {}) });
const texts = (items: { text: string }[]) => items.map((i) => i.text).join("\n");

describe("decisions", () => {
  it("a later choice in the same slot replaces the earlier one", () => {
    const d = run([
      ["user", "Let's go with Postgres for the main store."],
      ["assistant", "Okay."],
      ["user", "Switching to SQLite instead, it's a tiny site."],
    ]);
    expect(texts(d.decisions)).toMatch(/SQLite/);
    expect(texts(d.decisions)).not.toMatch(/Postgres for the main store/);
  });

  it("'X instead of Y' retires an earlier decision for Y even across slots it does not know", () => {
    const d = run([
      ["user", "We'll host it on Hetzner."],
      ["user", "Actually let's go with DigitalOcean instead of Hetzner."],
    ]);
    expect(d.decisions).toHaveLength(1);
    expect(d.decisions[0]?.text).toMatch(/DigitalOcean/);
  });

  it("a retraction with nothing new withdraws the decision just made", () => {
    const d = run([
      ["user", "Let's use Kafka for the event bus."],
      ["user", "Scratch that."],
    ]);
    expect(d.decisions).toHaveLength(0);
  });

  it("an agreement adopts the assistant's proposal", () => {
    const d = run([
      ["user", "Which queue should we use?"],
      ["assistant", "I'd recommend RabbitMQ for the job queue, it's simple to run."],
      ["user", "sounds good"],
    ]);
    expect(texts(d.decisions)).toMatch(/RabbitMQ/);
  });

  it("a proposal nobody accepted is not a decision", () => {
    const d = run([
      ["assistant", "I'd recommend RabbitMQ for the job queue."],
      ["user", "Let me think about it over the weekend."],
    ]);
    expect(d.decisions).toHaveLength(0);
  });

  it("Chinese: 算了 + 改成 replaces the earlier choice", () => {
    const d = run([
      ["user", "我们用 GORM 做 ORM 吧。"],
      ["user", "算了，ORM 改成 sqlc，GORM 太重了。"],
    ]);
    expect(d.decisions).toHaveLength(1);
    expect(d.decisions[0]?.text).toMatch(/sqlc/);
  });

  it("a reply that picks a listed option by number decides that option, and reverses a choice of another", () => {
    const d = run([
      ["assistant", "Options:\n1. Bump max_connections to 400 (needs a restart).\n2. Put pgbouncer in front in transaction pooling mode.\n3. Scale the api down to 2 replicas."],
      ["user", "bump max_connections to 400, quickest"],
      ["user", "hmm no, option 2"],
    ]);
    expect(texts(d.decisions)).toMatch(/pgbouncer/);
    expect(texts(d.decisions)).not.toMatch(/max_connections/);
  });

  it("a verdict against a name the lexicon does not know retires the choice that named it", () => {
    const d = run([
      ["user", "看板先用 Fooboard 搭吧。"],
      ["user", "Fooboard 太重了，还是 Barboard 吧。"],
    ]);
    expect(texts(d.decisions)).toMatch(/Barboard/);
    expect(texts(d.decisions)).not.toMatch(/先用 Fooboard/);
  });
});

describe("facts and technical values", () => {
  it("a corrected port replaces the old value everywhere", () => {
    const d = run([
      ["user", "The database runs on port 5432 on the dev box."],
      ["user", "Oh wait, actually it's port 5433."],
    ]);
    const all = texts([...d.facts, ...d.technical]);
    expect(all).toMatch(/5433/);
    expect(all).not.toMatch(/5432/);
  });

  it("a newer version from a tool result replaces the one stated earlier", () => {
    const d = run([
      ["user", "We're on Node 20."],
      ["tool", "v24.14.0", { args: { command: "node --version" } }],
    ]);
    expect(texts(d.technical)).toMatch(/Node: v24\.14\.0/);
    expect(texts(d.technical)).not.toMatch(/: 20\b/);
  });

  it("facts already in MEMORY.md are not repeated", () => {
    const d = run([["user", "I prefer short answers without preamble."]], "# Memory\n- User prefers short answers without preamble\n");
    expect(d.facts).toHaveLength(0);
    expect(d.stats.known).toBe(1);
  });
});

describe("pending actions", () => {
  it("a completed task is not pending", () => {
    const d = run([
      ["user", "I still need to write the seed data for the recipes later."],
      ["assistant", "Noted."],
      ["user", "Seed data is done, I wrote it last night."],
    ]);
    expect(d.pending).toHaveLength(0);
    expect(texts(d.completed)).toMatch(/Seed data/);
  });

  it("a bare 'done' completes the task raised just before", () => {
    const d = run([
      ["user", "Can you bump the API version tomorrow?"],
      ["user", "done"],
    ]);
    // "done" alone is small talk-short, but it is a completion: the task goes.
    expect(d.pending).toHaveLength(0);
  });

  it("completing batch 5 does not complete batch 30", () => {
    const d = run([
      ["user", "I still need to review the invoice export for batch 5 later."],
      ["user", "I still need to review the invoice export for batch 30 later."],
      ["user", "The invoice export for batch 5 is done."],
    ]);
    expect(d.pending).toHaveLength(1);
    expect(d.pending[0]?.text).toMatch(/batch 30/);
  });

  it("a task restated by the assistant (\"I'll draft the README tomorrow\", \"Next steps: …\") is one task", () => {
    const d = run([
      ["user", "also can you draft the README tomorrow?"],
      ["assistant", "Sure, I'll draft the README tomorrow."],
      ["assistant", "Next steps:\n- Draft the README"],
    ]);
    expect(d.pending).toHaveLength(1);
  });

  it("a cancelled task is not pending and not completed", () => {
    const d = run([
      ["user", "Remind me to renew the staging certificate."],
      ["user", "No need to renew the staging certificate, we're deleting staging."],
    ]);
    expect(d.pending).toHaveLength(0);
  });

  it("a hypothetical completion does not complete anything", () => {
    const d = run([
      ["user", "We need to merge the auth branch later."],
      ["user", "Once the auth branch is merged we can deploy."],
    ]);
    expect(texts(d.pending)).toMatch(/merge the auth branch/i);
  });

  it("Chinese: 已经更新好了 completes 明天记得更新", () => {
    const d = run([
      ["user", "明天记得把接口文档更新一下。"],
      ["user", "接口文档已经更新好了。"],
    ]);
    expect(d.pending).toHaveLength(0);
  });

  it("a reported finding completes the check that asked for it", () => {
    const d = run([
      ["user", "need to check if the 2.42 image leaks connections"],
      ["user", "confirmed the leak, the new retry loop never releases the client"],
    ]);
    expect(d.pending).toHaveLength(0);
  });
});

describe("blockers", () => {
  it("a resolved blocker is not reported", () => {
    const d = run([
      ["user", "We can't deploy until the domain is transferred, still waiting on the registrar."],
      ["user", "The domain transfer went through this morning!"],
    ]);
    expect(d.blockers).toHaveLength(0);
  });

  it("an open question is answered by a decision about it", () => {
    const d = run([
      ["user", "For monitoring, Uptime Kuma or Grafana? Not sure yet."],
      ["user", "let's use Uptime Kuma, simpler."],
    ]);
    expect(d.blockers).toHaveLength(0);
    expect(texts(d.decisions)).toMatch(/Uptime Kuma/);
  });

  it("Chinese: 审批通过了 resolves 等商户号审批", () => {
    const d = run([
      ["user", "还要接入微信支付，不过要等商户号审批下来才能开始。"],
      ["user", "商户号审批通过了！"],
    ]);
    expect(d.blockers).toHaveLength(0);
    expect(texts(d.pending)).toMatch(/微信支付/);
  });
});

describe("low-trust compaction summaries", () => {
  it("a stale summary decision never overrides a later raw decision", () => {
    const d = run([
      ["user", "Let's use GORM for the ORM."],
      ["user", "Switching the ORM to sqlc instead of GORM."],
      ["compaction", "## Decisions\n- Use GORM as the ORM\n\n## Open TODOs\n- Write the migration guide"],
    ]);
    expect(texts(d.decisions)).toMatch(/sqlc/);
    expect(texts(d.decisions)).not.toMatch(/Use GORM as the ORM/);
    // An item only the summary knows is kept.
    expect(texts(d.pending)).toMatch(/migration guide/);
  });

  it("a summary TODO that the raw turns completed stays completed", () => {
    const d = run([
      ["user", "I still need to write the seed data later."],
      ["user", "Seed data is done."],
      ["compaction", "## Open TODOs\n- Write the seed data"],
    ]);
    expect(d.pending).toHaveLength(0);
  });
});

describe("fourth held-out run", () => {
  it("the answer to 'what's the stack?' is a TECH fact even without a verb; the answer to a choice question is not", () => {
    const d = run([
      ["assistant", "Sure. What's the stack?"],
      ["user", "next.js 15 app router + tailwind. repo's open in your workspace"],
    ]);
    expect(d.facts.map((f) => `${f.tag} ${f.text}`)).toEqual(["TECH Next.js 15 app router + tailwind"]);
    expect(run([["assistant", "Which runtime do you want?"], ["user", "Node is fine."]]).facts).toHaveLength(0);
    expect(run([["assistant", "What's the stack?"], ["user", "why do you ask? next.js"]]).facts).toHaveLength(0);
    // Said unprompted, the line only states a keyed value (next.js 15): Technical Context holds
    // it, and the recall floor does not repeat it as a fact.
    const unprompted = run([["user", "next.js 15 app router + tailwind"]]);
    expect(unprompted.facts).toHaveLength(0);
    expect(unprompted.technical.map((t) => t.text).join(" ")).toContain("15");
  });

  it("a version said vaguely, then precisely by a tool, is one value: the statement naming it is not stale", () => {
    const d = run([
      ["assistant", "What's the stack?"],
      ["user", "next.js 15 app router + tailwind"],
      ["tool", "Next.js v15.1.3", { name: "exec", args: { command: "npx next --version" } }],
      ["user", "we're on node 22 btw"],
      ["tool", "v22.11.0", { name: "exec", args: { command: "node -v" } }],
      ["tool", "Next.js v15.1.3", { name: "exec", args: { command: "npx next --version" } }],
    ]);
    expect(texts(d.facts)).toMatch(/next\.js 15 app router/i);
    expect(texts(d.technical)).toMatch(/Next\.js: v15\.1\.3/);
    expect(texts(d.technical)).toMatch(/Node: v22\.11\.0/);
    // A real change still makes the old value stale.
    const changed = run([["user", "the api runs on node 20"], ["user", "we're on node 22 now"], ["tool", "v22.11.0", { name: "exec", args: { command: "node -v" } }]]);
    expect(texts(changed.facts)).not.toMatch(/node 20/);
  });

  it("'nah, X' answering a proposal chooses X over it; alone it chooses nothing", () => {
    const d = run([
      ["assistant", "SWR is lighter. My default here would be TanStack Query. Go with that?"],
      ["user", "nah, swr"],
    ]);
    expect(texts(d.decisions)).toMatch(/swr instead of TanStack Query/i);
    expect(run([["user", "nah, swr"]]).decisions).toHaveLength(0);
  });

  it("near miss: 'no X' without a comma forbids X, it does not choose it", () => {
    const d = run([
      ["assistant", "Cap maxReplicas at 14: 14 x 25 = 350. Patch HPA now?"],
      ["user", "no pg restart tonight"],
    ]);
    expect(texts(d.decisions)).not.toMatch(/go with|instead of/i);
    expect(texts(d.decisions)).toMatch(/no pg restart tonight/);
  });

  it("'… after all' reverses the adopted proposal about the same thing", () => {
    const d = run([
      ["assistant", "For a first version I'd keep units in localStorage and revisit later. Do it?"],
      ["user", "do it"],
      ["user", "hmm wait, units should go on the profile after all"],
    ]);
    expect(texts(d.decisions)).toMatch(/profile/);
    expect(texts(d.decisions)).not.toMatch(/localStorage/);
  });

  it("a new host for the same key supersedes the old one", () => {
    const d = run([
      ["user", "the api base is staging.tidewatch.dev for now"],
      ["user", "oh, api base is api-staging.tidewatch.dev, the other host is the marketing site"],
    ]);
    expect(texts(d.facts)).toMatch(/api-staging/);
    expect(texts(d.facts)).not.toMatch(/is staging\.tidewatch/);
  });

  it("'X done' completes the one task that names X", () => {
    const d = run([
      ["user", "also i need to bump the eslint config to flat config at some point"],
      ["user", "remind me to write playwright e2e for the settings form before friday's release"],
      ["user", "nice, eslint done"],
    ]);
    expect(texts(d.pending)).not.toMatch(/eslint/);
    expect(texts(d.pending)).toMatch(/playwright/);
  });
});
