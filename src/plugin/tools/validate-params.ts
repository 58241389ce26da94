/**
 * Validates tool parameters with TypeBox `Value` before anything runs, and turns the first
 * failure into one sentence that names the field and what is allowed, for the model to fix
 * its call. OpenClaw validates too, but a tool must not trust its caller (the CLI, a skill
 * command-dispatch or a replayed call reach `execute` as well).
 */
import type { TSchema, Static } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

export class ToolInputError extends Error {
  override name = "ToolInputError";
}

function allowedValues(schema: unknown): string | null {
  const s = schema as { anyOf?: Array<{ const?: unknown }>; enum?: unknown[] };
  const literals = s.anyOf?.every((x) => x && "const" in x) ? s.anyOf.map((x) => x.const) : s.enum;
  return literals && literals.length > 0 ? literals.map((v) => JSON.stringify(v)).join(", ") : null;
}

function describe(schema: unknown): string {
  const s = schema as { type?: string; maxLength?: number; minLength?: number; pattern?: string; minimum?: number; maximum?: number };
  const allowed = allowedValues(schema);
  if (allowed) return `one of ${allowed}`;
  const parts: string[] = [];
  if (s.type) parts.push(`a ${s.type}`);
  if (s.minLength !== undefined) parts.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) parts.push(`at most ${s.maxLength} characters`);
  if (s.pattern) parts.push(`matching ${s.pattern}`);
  if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  return parts.join(", ") || "a valid value";
}

export function validateParams<T extends TSchema>(tool: string, schema: T, params: unknown): Static<T> {
  const input = params ?? {};
  if (Value.Check(schema, input)) return input as Static<T>;
  const first = [...Value.Errors(schema, input)][0];
  if (!first) throw new ToolInputError(`${tool}: invalid parameters.`);
  const field = first.path.replace(/^\//, "").replace(/\//g, ".");
  if (!field) {
    const props = Object.keys((schema as { properties?: object }).properties ?? {});
    const extra = input && typeof input === "object" ? Object.keys(input).filter((k) => !props.includes(k)) : [];
    if (extra.length > 0) throw new ToolInputError(`${tool}: unknown parameter "${extra[0]}". Allowed parameters: ${props.join(", ")}.`);
    throw new ToolInputError(`${tool}: parameters must be an object with ${props.join(", ")}.`);
  }
  if (first.message.includes("Unexpected property") || first.message.includes("additional")) {
    const props = Object.keys((schema as { properties?: object }).properties ?? {});
    throw new ToolInputError(`${tool}: unknown parameter "${field}". Allowed parameters: ${props.join(", ")}.`);
  }
  throw new ToolInputError(`${tool}: "${field}" must be ${describe(first.schema)} (got ${JSON.stringify(first.value)?.slice(0, 60) ?? "nothing"}).`);
}
