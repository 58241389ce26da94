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

/** Who refines the automatic compacts, summaries and distillations (config `refine.mode`,
 *  docs/design.md "Refinement by the host model"). */
export const REFINE_MODES = ["off", "host"] as const;
export type RefineMode = (typeof REFINE_MODES)[number];

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
    refine: Type.Optional(
      Type.Object(
        {
          mode: Type.Optional(
            Type.Union([Type.Literal("off"), Type.Literal("host")], {
              default: "off",
              description:
                "off: the compacts, summaries and distillations written with nobody in the loop (safety net, rolling-summary triggers, memory_distill run) stay deterministic. host: after the deterministic file is written, the host's model (api.runtime.llm.complete) is asked to refine it; its draft replaces the file only if it arrives in time and passes verification.",
            }),
          ),
          timeoutMs: Type.Optional(
            Type.Integer({ minimum: 1000, maximum: 300_000, default: 20_000, description: "How long one refinement may take; after that the request is aborted and the deterministic file stands." }),
          ),
          maxInputTokens: Type.Optional(
            Type.Integer({ minimum: 1000, maximum: 1_000_000, default: 20_000, description: "Estimated tokens of source (transcript or lower-tier files) sent with one refinement; the newest part is kept." }),
          ),
          model: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 200,
              description: "Model for refinement, e.g. openai/gpt-5-mini. Default: the host's default agent model. OpenClaw refuses an override unless the operator sets plugins.entries.context-kit.llm.allowModelOverride=true.",
            }),
          ),
        },
        { additionalProperties: false },
      ),
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
  refine: RefineConfig;
}

export interface RefineConfig {
  mode: RefineMode;
  timeoutMs: number;
  maxInputTokens: number;
  /** Absent: the host's default agent model. */
  model?: string;
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
  refine: { mode: "off", timeoutMs: 20_000, maxInputTokens: 20_000 },
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
    const allowed = first ? allowedOf(first.schema, first.message) : "";
    throw new ConfigError(`context-kit config: ${where}: ${first?.message ?? "invalid"}${allowed ? `; allowed: ${allowed}` : ""}. See openclaw.plugin.json#configSchema for the allowed keys and bounds.`);
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
    refine: { ...DEFAULT_CONFIG.refine, ...c.refine },
  };
}

/** What the schema at a failed key accepts, in words: the error names the values to use. */
function allowedOf(schema: unknown, message: string): string {
  const s = schema as { anyOf?: Array<{ const?: unknown }>; type?: string; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; properties?: Record<string, unknown> };
  if (Array.isArray(s.anyOf) && s.anyOf.every((o) => o.const !== undefined)) return s.anyOf.map((o) => JSON.stringify(o.const)).join(", ");
  if (s.type === "object" && s.properties && /unexpected property/i.test(message)) return `the keys ${Object.keys(s.properties).join(", ")}`;
  if (s.type === "integer" || s.type === "number") return `${s.type === "integer" ? "an integer" : "a number"}${s.minimum !== undefined && s.maximum !== undefined ? ` from ${s.minimum} to ${s.maximum}` : ""}`;
  if (s.type === "boolean") return "true or false";
  if (s.type === "string") return `a string${s.maxLength !== undefined ? ` of ${s.minLength ?? 0} to ${s.maxLength} characters` : ""}`;
  if (s.type === "object") return "an object";
  return "";
}

export function redactPolicy(config: ContextKitConfig, workspaceDir?: string): RedactPolicy {
  return { mode: config.redaction.policy, allowHosts: config.redaction.allowHosts, ...(workspaceDir ? { workspaceDir } : {}) };
}
