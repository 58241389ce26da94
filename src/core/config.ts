/**
 * Plugin configuration: defaults, bounds and validation. `openclaw.plugin.json#configSchema`
 * mirrors `ConfigSchema` below; test/plugin/entry.test.ts keeps the two in step.
 */
import { Type, type Static } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { RedactPolicy } from "./redact/types.js";
import { ALLOW_HOST_PATTERN } from "./redact/hosts.js";
import { checkTimezone } from "./time/in-zone.js";

/** The plugin's id: its key under `plugins.entries` in the OpenClaw config, and the id in
 *  openclaw.plugin.json (test/plugin/entry.test.ts checks they agree). */
export const PLUGIN_ID = "context-kit";

/** What a verification finding does to a model-written draft (config `verify`). */
export const VERIFY_MODES = ["warn", "refuse"] as const;
export type VerifyMode = (typeof VERIFY_MODES)[number];
export const DEFAULT_VERIFY_MODE: VerifyMode = "warn";

export const ConfigSchema = Type.Object(
  {
    timezone: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: "IANA timezone for `as of HH:MM` headings and daily-note dates, e.g. Europe/Berlin. Default: the host's timezone." }),
    ),
    redaction: Type.Optional(
      Type.Object(
        {
          policy: Type.Optional(Type.Union([Type.Literal("strict"), Type.Literal("secrets")], { default: "strict" })),
          allowHosts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 253, pattern: ALLOW_HOST_PATTERN, description: "A host name such as github.com, or *.example.com; no scheme, port or path." }), { maxItems: 100, default: [] })),
        },
        { additionalProperties: false },
      ),
    ),
    rollingSummary: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(Type.Boolean({ default: true })),
          everyTurns: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
          toolLoopCalls: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10 })),
          contextPercent: Type.Optional(Type.Integer({ minimum: 10, maximum: 99, default: 70 })),
          injectMaxChars: Type.Optional(Type.Integer({ minimum: 0, maximum: 50_000, default: 4000 })),
          dailyNoteOnEnd: Type.Optional(Type.Boolean({ default: true })),
        },
        { additionalProperties: false },
      ),
    ),
    compactor: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(Type.Boolean({ default: true })),
          keep: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 30 })),
          nudgeAfterTurns: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 50 })),
          injectOnNewSession: Type.Optional(Type.Boolean({ default: true })),
          injectMaxChars: Type.Optional(Type.Integer({ minimum: 0, maximum: 50_000, default: 8000 })),
          safetyNet: Type.Optional(Type.Boolean({ default: true })),
        },
        { additionalProperties: false },
      ),
    ),
    distill: Type.Optional(
      Type.Object(
        {
          schedule: Type.Optional(Type.Boolean({ default: false })),
          keepDailyDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, default: 14 })),
          keepDayWeeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 520, default: 8 })),
          keepWeekMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 6 })),
          archive: Type.Optional(Type.Boolean({ default: false })),
        },
        { additionalProperties: false },
      ),
    ),
    verify: Type.Optional(
      Type.Union([Type.Literal("warn"), Type.Literal("refuse")], {
        default: "warn",
        description:
          "What happens to a model-written draft (compact, rolling summary, distilled file) whose values are not in its source or that leaves out open items: warn writes it and lists the findings; refuse writes nothing until they are fixed.",
      }),
    ),
  },
  { additionalProperties: false },
);

export type ContextKitConfigInput = Static<typeof ConfigSchema>;

export interface ContextKitConfig {
  timezone: string;
  redaction: { policy: "strict" | "secrets"; allowHosts: string[] };
  rollingSummary: {
    enabled: boolean;
    everyTurns: number;
    toolLoopCalls: number;
    contextPercent: number;
    injectMaxChars: number;
    dailyNoteOnEnd: boolean;
  };
  compactor: {
    enabled: boolean;
    keep: number;
    nudgeAfterTurns: number;
    injectOnNewSession: boolean;
    injectMaxChars: number;
    safetyNet: boolean;
  };
  distill: {
    schedule: boolean;
    keepDailyDays: number;
    keepDayWeeks: number;
    keepWeekMonths: number;
    archive: boolean;
  };
  verify: VerifyMode;
}

export function hostTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export const DEFAULT_CONFIG: ContextKitConfig = {
  timezone: "UTC",
  redaction: { policy: "strict", allowHosts: [] },
  rollingSummary: { enabled: true, everyTurns: 15, toolLoopCalls: 10, contextPercent: 70, injectMaxChars: 4000, dailyNoteOnEnd: true },
  compactor: { enabled: true, keep: 30, nudgeAfterTurns: 50, injectOnNewSession: true, injectMaxChars: 8000, safetyNet: true },
  distill: { schedule: false, keepDailyDays: 14, keepDayWeeks: 8, keepWeekMonths: 6, archive: false },
  verify: DEFAULT_VERIFY_MODE,
};

/** What runs when the plugin config is invalid: the defaults, in the host's time zone. */
export function fallbackConfig(): ContextKitConfig {
  return { ...DEFAULT_CONFIG, timezone: hostTimezone() };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates raw plugin config (`plugins.entries.context-kit.config`) and fills defaults.
 *  Throws ConfigError naming the key and what is allowed. */
export function resolveConfig(raw: unknown): ContextKitConfig {
  const input = raw ?? {};
  if (!Value.Check(ConfigSchema, input)) {
    const first = [...Value.Errors(ConfigSchema, input)][0];
    const where = first ? first.path.replace(/^\//, "").replace(/\//g, ".") || "(root)" : "(root)";
    throw new ConfigError(`context-kit config: ${where}: ${first?.message ?? "invalid"}. See openclaw.plugin.json#configSchema for the allowed keys and bounds.`);
  }
  const c = input as ContextKitConfigInput;
  const tz = c.timezone ?? hostTimezone();
  try {
    checkTimezone(tz);
  } catch (err) {
    throw new ConfigError(`context-kit config: ${(err as Error).message}`);
  }
  return {
    timezone: tz,
    redaction: { ...DEFAULT_CONFIG.redaction, ...c.redaction, allowHosts: [...(c.redaction?.allowHosts ?? [])] },
    rollingSummary: { ...DEFAULT_CONFIG.rollingSummary, ...c.rollingSummary },
    compactor: { ...DEFAULT_CONFIG.compactor, ...c.compactor },
    distill: { ...DEFAULT_CONFIG.distill, ...c.distill },
    verify: c.verify ?? DEFAULT_CONFIG.verify,
  };
}

export function redactPolicy(config: ContextKitConfig, workspaceDir?: string): RedactPolicy {
  return { mode: config.redaction.policy, allowHosts: config.redaction.allowHosts, ...(workspaceDir ? { workspaceDir } : {}) };
}
