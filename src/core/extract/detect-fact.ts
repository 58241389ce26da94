/**
 * Facts of a clause that did not become a decision, task or blocker: lessons, preferences, facts
 * about the project and its technology, corrections.
 */
import { hasThing } from "./clause-shape.js";
import * as L from "./lexicon.js";
import { plainFact } from "./plain-fact.js";
import type { Lang, Signal, Speaker } from "./signal.js";

/** Where a credential lives or what it is: sensitive, never a fact (docs/design.md, "Context compactor"). */
const CREDENTIAL_FACT_RE = /<REDACTED|\b(?:pw|pwd|passcode|pin)\b\s*(?:is|=|:)|\b(?:[\w-]+\s+)?(?:key|keys)\s+(?:is|are|=|:)\s*\S|\b(?:api[ _-]?key|(?:service account|access|secret|private|ssh)\s+key|key file|token|password|passwd|secret|credentials?)\b[^.]{0,40}?\b(?:is|are|at|in|lives|=|:)|(?:密码|密钥|令牌|token|口令)\s*(?:是|在|为|：|:)/i;

/** A state of the moment ("the app is crashing", "网站挂了"), i.e. debugging, not an established fact. */
const TRANSIENT_RE = /\b(?:crash(?:es|ing|ed)?|broken|down|fail(?:s|ing|ed)?|errors?|bugs?|buggy|slow|hangs?|hanging|stuck|timing out|times out|timeout|not working|doesn'?t work|won'?t (?:start|load|build)|500|404|502|503|flaky|weird|wrong|missing)\b|挂了|崩了|报错|出错|不工作|打不开|很慢|卡死/i;

export function detectFact(body: string, lang: Lang, speaker: Speaker, correction: boolean): Signal | null {
  if (CREDENTIAL_FACT_RE.test(body)) return null;
  const transient = TRANSIENT_RE.test(body);
  if (lang === "en") {
    const lesson = L.LESSON_EN.exec(body);
    if (lesson) return { kind: "fact", tag: "TECH", text: body, correction };
    if (speaker === "assistant") return null;
    if (L.PREF_EN.some((re) => re.test(body))) return { kind: "fact", tag: "PREF", text: body, correction };
    if (transient) return null;
    if (L.PROJ_EN.test(body)) return { kind: "fact", tag: "PROJ", text: body, correction };
    if (L.TECH_FACT_EN.test(body) && (hasThing(body) || /\d/.test(body))) return { kind: "fact", tag: "TECH", text: body, correction };
    // A correction with no other fact cue is weak: kept only when it states no keyed value
    // (the keyed value itself is corrected in Technical Context).
    const plain = plainFact(body);
    if (plain) return { kind: "fact", tag: plain, text: body, correction };
    if (correction && /\d|[A-Z]\w+/.test(body.replace(/^\S+\s*/, ""))) return { kind: "fact", tag: "TECH", text: body, correction, weak: true };
    return null;
  }
  if (L.LESSON_ZH.test(body)) return { kind: "fact", tag: "TECH", text: body, correction };
  if (speaker === "assistant") return null;
  if (L.PREF_ZH.test(body)) return { kind: "fact", tag: "PREF", text: body, correction };
  if (transient) return null;
  if (L.PROJ_ZH.test(body)) return { kind: "fact", tag: "PROJ", text: body, correction };
  if (L.TECH_FACT_ZH.test(body)) return { kind: "fact", tag: "TECH", text: body, correction };
  if (correction) return { kind: "fact", tag: "TECH", text: body, correction, weak: true };
  return null;
}
