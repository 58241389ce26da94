/**
 * Multi-process proofs on the BUILT package (dist/), SESSION-STATE.md alone, in the long run only
 * (CONTEXT_KIT_RELIABILITY=long):
 * - concurrency: 8 writer processes × 100 dependent updates to one SESSION-STATE.md lose no
 *   update, while reader processes never see a torn or half-written file;
 * - crash: a writer SIGKILLed at 25 random points leaves the file at the old or the new version,
 *   never anything else, and the next writer carries on (stale lock reclaimed).
 *
 * Why not in `npm test`: the same properties, on SESSION-STATE.md among other files, are proven
 * there by test/reliability/concurrency.test.ts (8 processes × 40 mixed writes, about 40 % of them
 * dependent rolling-summary merges, beside a lock-free reader that checks every read is whole)
 * and test/reliability/crash-safety.test.ts (SIGKILL at random points of writers of the summary,
 * the daily note, compacts and a day file; the next run reclaims the dead writer's lock). This
 * file repeated them for one file at about 45 s of CPU, a tenth of the CI budget of the suite.
 */
import { describe, it, expect, beforeAll } from "vitest";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { parseRollingSummary, updateRollingSummary } from "../../src/skills/rolling-summary/index.js";
import { mulberry32 } from "../support/prng.mjs";
import { LONG } from "../reliability/support/scale.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKERS = path.join(here, "workers");
const DIST = path.resolve(here, "../../dist");

const WRITERS = 8;
const UPDATES_EACH = 100;
const READERS = 2;
const CRASHES = 25;
const PROGRESS_WAIT_MS = 30_000; // a writer whose predecessor died must get the lock well before this
const NOTES = "## Notes\n\n* the user's own notes  \n* must survive every write\n";

function node(args: string[]) {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done, out: () => stdout };
}

beforeAll(() => {
  for (const rel of ["skills/rolling-summary/index.js", "core/workspace/index.js"]) {
    if (!fs.existsSync(path.join(DIST, rel))) throw new Error(`dist/${rel} is missing: run \`npm run build\` first (npm test does).`);
  }
});

describe.skipIf(!LONG)("SESSION-STATE.md under many processes (long run)", () => {
  it(`${WRITERS} processes × ${UPDATES_EACH} updates lose no update, and every reader sees a whole file`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-conc-"));
    const stop = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ck-conc-stop-")), "STOP");
    fs.writeFileSync(path.join(dir, "SESSION-STATE.md"), `# Session State\n\nIntro.\n\n${NOTES}`);
    const ws = await openWorkspace(dir);
    await updateRollingSummary(ws, { completed: "count 0", inProgress: "worker 0 step 0", next: "w0:0" }, { now: new Date(), timezone: "UTC", overflow: "refuse" });
    const before = fs.readFileSync(path.join(dir, "SESSION-STATE.md"), "utf8");
    expect(before.endsWith(NOTES)).toBe(true);

    const readers = Array.from({ length: READERS }, () => node([path.join(WORKERS, "whole-file-reader.mjs"), dir, stop, NOTES]));
    const writers = Array.from({ length: WRITERS }, (_, w) => node([path.join(WORKERS, "summary-writer.mjs"), "count", dir, String(w), String(UPDATES_EACH)]));
    const results = await Promise.all(writers.map((w) => w.done));
    fs.writeFileSync(stop, "");
    const reports = await Promise.all(readers.map((r) => r.done));

    for (const r of results) expect(r, r.stderr).toMatchObject({ code: 0 });
    const final = fs.readFileSync(path.join(dir, "SESSION-STATE.md"), "utf8");
    const s = parseRollingSummary(final)!;
    expect(s.fields.completed).toBe(`count ${WRITERS * UPDATES_EACH}`);
    expect(s.fields.next).toBe(Array.from({ length: WRITERS }, (_, w) => `w${w}:${UPDATES_EACH}`).join(" "));
    expect(final.startsWith("# Session State\n\nIntro.\n\n## Rolling Summary (as of ")).toBe(true);
    expect(final.endsWith(`\n\n${NOTES}`)).toBe(true);

    for (const rep of reports) {
      expect(rep.code, rep.stderr).toBe(0);
      const r = JSON.parse(rep.stdout) as { reads: number; missing: number; tornCount: number; torn: string[]; lastCount: number };
      expect(r.tornCount, r.torn.join("\n-----\n")).toBe(0);
      expect(r.missing).toBe(0);
      expect(r.reads).toBeGreaterThan(0);
    }
  }, 240_000);

  it(`a writer SIGKILLed at ${CRASHES} random points leaves the old or the new version, never anything else`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-crash-"));
    const file = path.join(dir, "SESSION-STATE.md");
    const initial = `# Session State\n\n${NOTES}`;
    fs.writeFileSync(file, initial);
    const seed = Number(process.env.CK_CRASH_SEED ?? Date.now() % 1_000_000);
    const random = mulberry32(seed); // seeded, so a failing kill schedule can be replayed
    let lastOnDisk = 0;
    let killsDuringWrite = 0;
    let warmKills = 0;
    for (let i = 0; i < CRASHES; i++) {
      const w = node([path.join(WORKERS, "summary-writer.mjs"), "sequence", dir]);
      // Mostly kill a warmed-up writer (one write done) at a random moment of its write loop;
      // sometimes kill it early, while it may still be reclaiming the last victim's lock.
      const early = random() < 0.3;
      const ready = early ? /ready/ : /done \d+/;
      const t0 = Date.now();
      while (!ready.test(w.out()) && w.child.exitCode === null && Date.now() - t0 < PROGRESS_WAIT_MS) await new Promise((r) => setTimeout(r, 2));
      if (!ready.test(w.out())) {
        w.child.kill("SIGKILL");
        const lockDir = path.join(dir, "memory", ".locks");
        const locks = fs.existsSync(lockDir) ? fs.readdirSync(lockDir).join(", ") : "none";
        throw new Error(`seed ${seed}, kill ${i}: the writer made no progress for ${PROGRESS_WAIT_MS / 1000} s after the previous one was killed (lock files: ${locks}); stderr: ${(await w.done).stderr}`);
      }
      await new Promise((r) => setTimeout(r, Math.floor(random() * (early ? 300 : 150))));
      if (!early) warmKills++;
      w.child.kill("SIGKILL");
      const exit = await w.done;
      expect(exit.signal, `seed ${seed}: ${exit.stderr}`).toBe("SIGKILL");

      const lines = w.out().trim().split("\n").filter(Boolean);
      const begun = lines.filter((l) => l.startsWith("begin ")).map((l) => Number(l.slice(6)));
      const done = lines.filter((l) => l.startsWith("done ")).map((l) => Number(l.slice(5)));
      const lastDone = done.length ? Math.max(...done) : lastOnDisk;
      const lastBegun = begun.length ? Math.max(...begun) : lastDone;
      if (lastBegun > lastDone) killsDuringWrite++;

      const text = fs.readFileSync(file, "utf8");
      if (lastBegun === 0) {
        // Killed before its first write: the file is still the initial one, byte for byte.
        expect(text, `seed ${seed}, kill ${i}`).toBe(initial);
        continue;
      }
      if (lastDone === 0 && text === initial) {
        // Killed during the first write of the run: the old version is the initial file.
        continue;
      }
      const s = parseRollingSummary(text);
      expect(s, `seed ${seed}, kill ${i}: no whole summary in\n${text}`).not.toBeNull();
      expect(text.startsWith("# Session State\n\n## Rolling Summary (as of 13:05)\n"), `seed ${seed}, kill ${i}`).toBe(true);
      expect(text.endsWith(`\n\n${NOTES}`)).toBe(true);
      const seq = Number(/^seq (\d+)$/.exec(s!.fields.completed)?.[1]);
      // Old version (the last completed write) or the new one (the write in flight), nothing else.
      expect([lastDone, lastBegun], `seed ${seed}, kill ${i}`).toContain(seq);
      expect(s!.fields.inProgress).toBe("x".repeat(seq % 150));
      lastOnDisk = seq;
    }
    // Every warm writer completed a write after its predecessor was killed, so stale locks were
    // reclaimed; and a clean writer leaves no debris behind.
    expect(lastOnDisk, `seed ${seed}`).toBeGreaterThanOrEqual(warmKills);
    const ws = await openWorkspace(dir);
    await updateRollingSummary(ws, (cur) => ({ ...cur, completed: "final" }), { now: new Date("2026-11-29T13:05:00Z"), timezone: "UTC", overflow: "refuse" });
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(".fs-safe-"))).toEqual([]);
    console.log(`crash test: seed ${seed}, ${CRASHES} kills (${warmKills} warm), ${killsDuringWrite} between "begin" and "done", last seq ${lastOnDisk}`);
  }, 240_000);
});
