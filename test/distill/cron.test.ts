import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cronCommands, cronJobs } from "../../src/skills/memory-compactor/index.js";

describe("cron declarations", () => {
  it("declares the three documented runs, isolated, silent, with stable keys", () => {
    const jobs = cronJobs({ timezone: "Europe/Berlin" });
    expect(jobs.map((j) => [j.declarationKey, j.schedule.expr, j.schedule.tz])).toEqual([
      ["context-kit:distill-nightly", "0 23 * * *", "Europe/Berlin"],
      ["context-kit:distill-weekly", "30 23 * * 0", "Europe/Berlin"],
      ["context-kit:distill-monthly", "0 0 1 * *", "Europe/Berlin"],
    ]);
    for (const j of jobs) {
      expect(j).toMatchObject({ sessionTarget: "isolated", delivery: { mode: "none" }, payload: { kind: "agentTurn" } });
      expect(j.payload.message).toContain("memory_distill");
    }
    expect(cronJobs({ timezone: "Europe/Berlin" })).toEqual(jobs); // same declaration every time
  });

  it("prints commands a POSIX shell splits back into exactly the declared values", () => {
    const config = { timezone: "America/New_York" };
    const jobs = cronJobs(config);
    cronCommands(config).forEach((cmd, i) => {
      // Let sh parse the command line, with printf standing in for openclaw.
      const argv = execFileSync("sh", ["-c", cmd.replace(/^openclaw cron add/, "printf '%s\\0'")], { encoding: "utf8" }).split("\0").slice(0, -1);
      const flag = (name: string) => argv[argv.indexOf(name) + 1];
      expect(flag("--message")).toBe(jobs[i]!.payload.message);
      expect(flag("--cron")).toBe(jobs[i]!.schedule.expr);
      expect(flag("--tz")).toBe("America/New_York");
      expect(flag("--declaration-key")).toBe(jobs[i]!.declarationKey);
      expect(argv).toContain("--no-deliver");
    });
  });
});
