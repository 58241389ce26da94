// A user's fact that states a standing rule for the work ("times in UTC pls, always", "rule #1
// for this project: …", "niemals unverschlüsselt") is a preference: [PREF], in any of the
// languages the closed class covers (src/core/extract/lexicon.ts, STANDING_RULE_RE), whichever
// detector found the fact. A fact without one keeps its tag.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { STANDING_RULE_RE } from "../../src/core/extract/lexicon.js";
import { transcriptOf } from "./make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");

describe("standing rules are preferences", () => {
  it.each([
    "four-digit Z please, no colons, ever",
    "times in UTC pls, always",
    "rule #1 for this project: nothing that writes to pg-main-02 without asking",
    "Steuerunterlagen bitte niemals unverschlüsselt per E-Mail versenden",
    "family group mein kabhi rates mat daalna",
    "以后报价一律含税",
    "Відповідай завжди українською",
  ])("%s names a standing rule", (text) => expect(STANDING_RULE_RE.test(text)).toBe(true));

  it.each(["the flight lands at 14:20 on May 3", "Rent is €1,450 a month", "the newer build is faster", "Everest base camp is at 5,364 m"])(
    "%s names none",
    (text) => expect(STANDING_RULE_RE.test(text)).toBe(false),
  );

  it("tags a user's fact that states one [PREF], and leaves a plain fact [PROJ]", () => {
    const d = extract(transcriptOf([
      ["user", "The crew room is on deck 4, next to the mess."],
      ["assistant", "Noted."],
      ["user", "The ETA for the Rotterdam call is 06:00 on 12 Dec, always in UTC in the log."],
    ]), { now: NOW });
    const tags = Object.fromEntries(d.facts.map((f) => [f.text, f.tag]));
    expect(Object.entries(tags).find(([t]) => /deck 4/.test(t))?.[1]).toBe("PROJ");
    expect(Object.entries(tags).find(([t]) => /UTC/.test(t))?.[1]).toBe("PREF");
  });

  it("a decision that states a standing rule is a preference too; a decision without one stays", () => {
    const d = extract(transcriptOf([
      ["user", "Let's sort the dealer pricing out."],
      ["compaction", "## Decisions\n- Quote the OW-5 at Rs 48,500 to Murugan Agro\n- Rules: GST always separate; prices only by e-mail as a PDF, never on WhatsApp"],
      ["user", "ok"],
    ]), { now: NOW });
    expect(d.decisions.map((i) => i.text).join("\n")).toMatch(/48,500/);
    expect(d.decisions.map((i) => i.text).join("\n")).not.toMatch(/GST always/);
    expect(d.facts.find((f) => /GST always/.test(f.text))?.tag).toBe("PREF");
  });

  it("near miss: a user's own decision whose reason says 'always' stays a decision", () => {
    const d = extract(transcriptOf([
      ["assistant", "For the new box, nginx or Caddy as the reverse proxy?"],
      ["user", "I'd rather keep Caddy as the reverse proxy, nginx configs always bite me"],
    ]), { now: NOW });
    expect(d.decisions.map((i) => i.text).join("\n")).toMatch(/keep Caddy/);
  });

  it.each([
    ["Polish", "Odpowiadaj zawsze po polsku i krótko, bez tabel."],
    ["Ukrainian", "Відповідай завжди українською, коротко і без таблиць."],
    ["Dutch", "Stuur nooit iets naar klanten zonder dat ik het eerst gelezen heb."],
  ])("a %s standing rule with no value of its own reaches the facts as [PREF]", (_language, rule) => {
    const d = extract(transcriptOf([
      ["user", "We take the Kraków flat on from Monday."],
      ["assistant", "Noted."],
      ["user", rule],
    ]), { now: NOW });
    expect(d.facts.find((f) => f.text.startsWith(rule.slice(0, 12)))?.tag).toBe("PREF");
  });

  it("near miss: a remark with no value and no standing-rule word adds no fact", () => {
    const d = extract(transcriptOf([
      ["user", "We take the Kraków flat on from Monday."],
      ["assistant", "Noted."],
      ["user", "Odpowiadaj krótko, bez tabel, po polsku."],
    ]), { now: NOW });
    expect(d.facts.find((f) => /Odpowiadaj/.test(f.text))).toBeUndefined();
  });
});
