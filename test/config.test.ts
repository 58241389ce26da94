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

describe("refine", () => {
  it("is off by default, with a 20 s timeout", () => {
    expect(resolveConfig({ timezone: "UTC" }).refine).toEqual({ mode: "off", timeoutMs: 20_000, maxInputTokens: 20_000 });
  });
  it("keeps given values and defaults the rest", () => {
    expect(resolveConfig({ timezone: "UTC", refine: { mode: "host", model: "openai/gpt-5-mini" } }).refine).toEqual({ mode: "host", timeoutMs: 20_000, maxInputTokens: 20_000, model: "openai/gpt-5-mini" });
  });
  it.each([
    [{ refine: { mode: "cloud" } }, /refine\.mode: .*allowed: "off", "host"/],
    [{ refine: { timeoutMs: 10 } }, /refine\.timeoutMs: .*allowed: an integer from 1000 to 300000/],
    [{ refine: { maxInputTokens: 1.5 } }, /refine\.maxInputTokens: .*allowed: an integer from 1000 to 1000000/],
    [{ refine: { model: "" } }, /refine\.model: .*allowed: a string of 1 to 200 characters/],
    [{ refine: { mod: "host" } }, /refine\.mod: .*allowed: the keys mode, timeoutMs, maxInputTokens, model/],
    [{ refine: "host" }, /refine: .*allowed: an object/],
  ])("rejects %j, naming the option and the allowed values", (raw, message) => {
    expect(() => resolveConfig(raw)).toThrow(ConfigError);
    expect(() => resolveConfig(raw)).toThrow(message);
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
