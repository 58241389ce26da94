// Child process for the ReDoS test (forked with an IPC channel): runs one adversarial input
// through one public entry point of the built package (dist/), at n and 4n characters, and sends
// back the times. A separate process so that the parent's watchdog can kill an input that never
// finishes. (Not a worker thread: a test runner's module hooks are inherited by worker threads,
// and loading dist/ through them stalls.)
//
// The entry points, each a function of one string, and which src/ folders' patterns they reach:
//   redact     redact() (strict) and scanSecrets()                      src/core/redact
//   transcript the JSONL reader, the string in every kind of entry       src/core/transcript
//   extract    the reader and extractCompact over 8 KB turns, validate    src/core/extract, src/skills/context-compactor
//   extract-turn extractCompact over six turns that each hold the whole input src/core/extract, src/skills/context-compactor
//              (n up to MAX_TURN_CHARS, the reader's cap: the cost of one long turn)
//   distill    draftDay over a daily note, validateDistillation           src/skills/memory-compactor
//   state-edit the section editor on SESSION-STATE.md                    src/core/markdown, src/skills/rolling-summary
//   state-parse the rolling-summary reader                               src/skills/rolling-summary
//   inject     wrapData                                                   src/core/inject
//   workspace  redactChanged (what every write runs)                      src/core/workspace
import { families } from "./regex-screen.mjs";
import { GENERIC } from "./generic-inputs.mjs";
import { cpuNow } from "../../support/cpu-time.mjs";

const dist = new URL("../../../dist/", import.meta.url);
const imp = (p) => import(new URL(p, dist).href);
const [{ redact, scanSecrets }, { readTranscriptEvents, readTranscriptJsonl }, { extractCompact, validateCompact }, { draftDay, validateDistillation }, { upsertSection }, ss, { wrapData }, { redactChanged }] = await Promise.all([
  imp("core/redact/index.js"), imp("core/transcript/index.js"), imp("skills/context-compactor/index.js"), imp("skills/memory-compactor/index.js"), imp("core/markdown/index.js"), imp("skills/rolling-summary/index.js"), imp("core/inject/wrap-data.js"), imp("core/workspace/redact-changed.js"),
]);

const chunks = (s, width) => {
  const out = [];
  for (let i = 0; i < s.length; i += width) out.push(s.slice(i, i + width));
  return out;
};

export const DRIVERS = {
  redact: (s) => {
    redact(s, { mode: "strict", workspaceDir: "/home/alice/ws" });
    scanSecrets(s);
  },
  transcript: (s) => {
    const events = [
      { type: "session", version: 3, id: "s1", timestamp: "2026-11-29T10:00:00Z" },
      { type: "message", id: "a1", parentId: null, message: { role: "user", content: s } },
      { type: "message", id: "a2", parentId: "a1", message: { role: "assistant", content: [{ type: "text", text: s }, { type: "toolCall", id: "c1", name: "exec", arguments: { command: s } }] } },
      { type: "message", id: "a3", parentId: "a2", message: { role: "toolResult", toolCallId: "c1", toolName: "exec", content: [{ type: "text", text: s }] } },
      { type: "compaction", id: "a4", parentId: "a3", summary: s },
      { type: "message", id: "a5", parentId: "a4", message: { role: "bashExecution", command: s.slice(0, 1000), output: s, exitCode: 1 } },
    ];
    readTranscriptJsonl(events.map((e) => JSON.stringify(e)).join("\n") + "\n");
  },
  extract: (s) => {
    const events = [];
    let parent = null;
    chunks(s, 8000).forEach((chunk, i) => {
      const id = `e${i}`;
      const role = ["user", "assistant", "toolResult"][i % 3];
      const message = role === "toolResult" ? { role, toolCallId: "c", toolName: "read", content: [{ type: "text", text: chunk }] } : { role, content: chunk };
      events.push({ type: "message", id, parentId: parent, message });
      parent = id;
    });
    const ex = extractCompact(readTranscriptEvents(events), { now: new Date("2026-11-29T12:00:00Z") });
    validateCompact(ex.markdown);
    validateCompact(`# Session Compact — 2026-11-29 12:00 UTC\n**Turns**: 1 | **Est. tokens saved**: ~1\n\n## Decisions Made\n${s}\n`);
  },
  // Every turn is the whole input: what one pasted turn costs, at the size the reader lets
  // through. "extract" above spreads 1 MB over 8 KB turns, so work that is quadratic within a
  // turn (n² in its length or its number of lines) only shows here.
  "extract-turn": (s) => {
    const events = ["user", "assistant", "toolResult", "user", "assistant", "user"].map((role, i) => ({
      type: "message",
      id: `t${i}`,
      parentId: i ? `t${i - 1}` : null,
      message: role === "toolResult" ? { role, toolCallId: "c", toolName: "read", content: [{ type: "text", text: s }] } : { role, content: s },
    }));
    extractCompact(readTranscriptEvents(events), { now: new Date("2026-11-29T12:00:00Z") });
  },
  distill: (s) => {
    draftDay({ date: "2026-11-02", log: `# 2026-11-02\n\n${chunks(s, 300).map((l) => `- ${l}`).join("\n")}\n` });
    validateDistillation("day", `# Daily Distillation: 2026-11-02\n\n## Facts\n- ${s}\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n`, "2026-11-02");
  },
  // The section editor on a SESSION-STATE.md holding the input, with the field as
  // updateRollingSummary passes it (normalized, within the rolling summary's limit).
  "state-edit": (s) => {
    const field = ss.normalizeFieldText(s).slice(0, 200);
    upsertSection(`# Session State\n\n## Notes\n${s}\n`, ss.SUMMARY_SELECTOR, ss.renderSummary({ ...ss.emptyFields(), completed: field }, "10:00"));
  },
  // The rolling-summary reader on a summary section holding the input (a hand-edited file).
  "state-parse": (s) => {
    ss.parseRollingSummary(`# Session State\n\n## Rolling Summary (as of 10:00)\n- Completed: ${s}\n`);
  },
  inject: (s) => wrapData({ source: "SESSION-STATE.md", description: "d", body: s, maxChars: s.length * 2 }),
  workspace: (s) => {
    redactChanged(null, s, { mode: "strict" });
    redactChanged(`head\n${s}`, `head\n${s}x`, { mode: "strict" });
  },
  // Not an entry point: quadratic on purpose, the control case that proves the verdict can
  // fail (redos.test.ts).
  "quadratic-control": (s) => {
    let steps = 0;
    for (let i = 0; i < s.length; i++) for (let j = i; j < s.length && s.charCodeAt(j) !== 0; j++) steps++;
    return steps;
  },
};

// A clear refusal (an Error with a message that names the problem) is an acceptable outcome for
// hostile input; its cost still counts. Anything else propagates and fails the case.
// The time is this process's CPU time (test/support/cpu-time.mjs), which other test files
// running beside this one cannot inflate; `wall` is only for the parent's watchdog.
function measure(fn, input) {
  const w0 = performance.now();
  const t0 = cpuNow();
  try {
    fn(input);
  } catch (err) {
    if (!(err instanceof Error) || !/Error$/.test(err.name) || err.name === "TypeError" || err.name === "RangeError") throw err;
  }
  return { cpu: cpuNow() - t0, wall: performance.now() - w0 };
}
const time = (fn, input) => measure(fn, input).cpu;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.send) {
  process.on("message", ({ id, driver, input, n, confirmFrom, confirmRuns = 3 }) => {
    const build = input.kind === "generic" ? GENERIC[input.index][1] : families(input.source, input.flags)[input.index][1];
    const fn = DRIVERS[driver];
    const small = build(n);
    const large = build(4 * n);
    time(fn, small.slice(0, 1000)); // warm the JIT on a small piece
    const first = measure(fn, small);
    let tSmall = first.cpu;
    // The parent's watchdog scales its deadline for the rest to this run's wall time (linear
    // work at 4× takes about 4× as long; a run far beyond 12× is the superlinear case it is
    // there to stop), so a loaded box stretches the deadline as it stretches the runs.
    process.send({ id, progress: true, tSmall, wallSmall: first.wall });
    let tLarge = time(fn, large);
    // One run is not a verdict near the limit, either way (a loaded box, JIT warm-up in the
    // first small run): confirm with the median of `confirmRuns` of each size, taken in turns, so that
    // both sizes run beside the same neighbours (a vCPU whose sibling is busy runs a thread far
    // slower, and a quadratic control read x11 instead of x16 when its runs were grouped by size).
    if (tLarge / Math.max(tSmall, 0.5) >= confirmFrom) {
      const smalls = [tSmall];
      const larges = [tLarge];
      for (let k = 1; k < confirmRuns; k++) {
        smalls.push(time(fn, small));
        larges.push(time(fn, large));
      }
      tSmall = median(smalls);
      tLarge = median(larges);
    }
    process.send({ id, tSmall, tLarge });
  });
  process.send({ ready: true });
}
