import { describe, it, expect } from "vitest";
import { Type } from "@sinclair/typebox";
import { validateParams, ToolInputError } from "../../src/plugin/tools/validate-params.js";

const Schema = Type.Object(
  {
    action: Type.Optional(Type.Union([Type.Literal("read"), Type.Literal("update")])),
    completed: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

function err(params: unknown): string {
  try {
    validateParams("session_state", Schema, params);
  } catch (e) {
    expect(e).toBeInstanceOf(ToolInputError);
    return (e as Error).message;
  }
  throw new Error("expected a ToolInputError");
}

describe("validateParams", () => {
  it("accepts valid input and treats missing params as {}", () => {
    expect(validateParams("t", Schema, { action: "read" })).toEqual({ action: "read" });
    expect(validateParams("t", Schema, undefined)).toEqual({});
  });
  it("names the field and lists the allowed values", () => {
    expect(err({ action: "delete" })).toBe('session_state: "action" must be one of "read", "update" (got "delete").');
  });
  it("names the field and the limit", () => {
    expect(err({ completed: "x".repeat(30) })).toMatch(/"completed" must be a string, at most 20 characters/);
  });
  it("names an unknown parameter and the allowed ones", () => {
    expect(err({ bogus: 1 })).toBe('session_state: unknown parameter "bogus". Allowed parameters: action, completed.');
  });
  it("rejects a wrong type", () => {
    expect(err({ completed: 42 })).toMatch(/"completed" must be a string.*got 42/);
  });
});
