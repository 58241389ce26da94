// A chat speaker written with a qualifier after the name ("Iona (Museum): …", "Sam Lee (Acme
// Ltd): …", as team chats and their exports write it) is a speaker: a code asked for in one
// message and given alone in the next is read across it (lone-value-line.ts speakerEnd).
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("chat speakers with a qualifier", () => {
  it("reads the answer to a PIN question from a speaker with a team in parentheses", () => {
    const chat = "[12:08] Volunteer Bob: donation kiosk wants an admin PIN to change the presets, who knows it?\n[12:12] Iona (Museum): 37312767\n[12:15] Iona (Museum): presets are £3 £5 £10";
    expect(redact(chat).text).toBe(chat.replace("37312767", PLACEHOLDERS.secret));
  });

  it("reads a two-word name with a two-word qualifier", () => {
    const chat = "Priya: what's the alarm code for the store room?\nSam Lee (Acme Ltd): 551903";
    expect(redact(chat).text).toBe(chat.replace("551903", PLACEHOLDERS.secret));
  });

  it("does not take a number in parentheses, or one unclosed, for a qualifier", () => {
    for (const reply of ["Iona (2024 report): 37312767", "Iona (Museum: 37312767"]) {
      const chat = `Bob: what is the admin PIN?\n${reply}`;
      // Not read as the answer across a speaker (the number is still a code where a PIN is
      // talked about: code-context.ts, whose finding is the only one).
      expect(redact(chat).findings.map((f) => f.rule), reply).toEqual(["code-in-context"]);
    }
  });
});
