import { describe, it, expect } from "vitest";
import { resolveConfig, ConfigError, DEFAULT_CONFIG } from "../src/core/config.js";

describe("resolveConfig", () => {
  it("fills every default from an empty config", () => {
    expect(resolveConfig({ timezone: "UTC" })).toEqual({ ...DEFAULT_CONFIG, timezone: "UTC" });
  });
  it("keeps given values and defaults the rest", () => {
    const c = resolveConfig({ timezone: "Asia/Shanghai", rollingSummary: { everyTurns: 5 } });
    expect(c.rollingSummary.everyTurns).toBe(5);
    expect(c.rollingSummary.toolLoopCalls).toBe(10);
    expect(c.timezone).toBe("Asia/Shanghai");
  });
  it.each([
    [{ rollingSummary: { everyTurns: 0 } }, "rollingSummary.everyTurns"],
    [{ compactor: { keep: "30" } }, "compactor.keep"],
    [{ redaction: { policy: "none" } }, "redaction.policy"],
    [{ bogus: true }, "bogus"],
  ])("rejects %j naming %s", (raw, key) => {
    expect(() => resolveConfig(raw)).toThrow(ConfigError);
    expect(() => resolveConfig(raw)).toThrow(key);
  });
  it("rejects a timezone that is not IANA, listing examples", () => {
    expect(() => resolveConfig({ timezone: "Mars/Olympus" })).toThrow(/IANA timezone/);
  });
});

describe("redaction.allowHosts", () => {
  it("accepts host names and wildcards", () => {
    expect(resolveConfig({ timezone: "UTC", redaction: { allowHosts: ["github.com", "*.example.com", "localhost"] } }).redaction.allowHosts).toHaveLength(3);
  });
  it.each(["https://github.com", "github.com/path", "github.com:443", "*.", ""])("rejects %j, naming the key", (host) => {
    expect(() => resolveConfig({ redaction: { allowHosts: [host] } })).toThrow(/redaction\.allowHosts/);
  });
});
