/**
 * Facts said without a cue phrase: "our flight lands at 14:20 on May 3", "the shop closes at 6pm
 * on Sundays", "Dana owns the billing service". What makes them facts is general, not a phrase:
 * the user says it (their world, not the assistant's guess), it is a statement (a subject and a
 * stative verb, not a request or a question), and it carries specifics (a number, time, date,
 * amount, version, identifier or name), which small talk and bare commands do not.
 */
import { skeleton } from "../statements/routine.js";
import { specificsOf } from "../statements/specifics.js";
import { techMentions } from "./terms.js";

/** A subject, then within a few words a verb that states rather than asks or orders. */
const STATEMENT_RE = /^(?:(?:so|and|also|btw|fyi|oh|ok(?:ay)?|well)[,!]?\s+)*((?:(?:i|we|it|there|he|she|they|you)\b|(?:our|my|the|this|that|these|those|his|her|their|your|a|an|each|every|all|both|one)\s+[\w'.-]+|[A-Z][\w.-]*|\d[\w.,:$€£%-]*)(?:\s+(?!(?:until|unless|when|while|because|since|after|before|once|if|so|and|but|or|then)\b)[\w'.,$€£%:-]+){0,5}?)\s+(?:is|are|was|were|'s|'re|has|have|had|costs?|takes?|lives?|opens?|closes?|starts?|ends?|lands?|leaves?|arrives?|owns?|runs?|holds?|weighs?|pays?|earns?|gets?|sits?|belongs|means|includes?|contains?|covers?|serves?|sells?|ships?|expires?|renews?|happens?|falls?|works?|needs?|uses?)\b(?!\s+(?:you|u)\b)/i;
/** Not a statement of the world: intent and requests ("I'll", "we should", "I need you to"),
 *  hedged thinking ("I think", "I wonder"), or the user narrating what they just tried. */
const NOT_A_FACT_RE = /^(?:i|we)\s*(?:'ll|will|should|would|'d|could|might|must|want|wanna|need (?:you|to)|think|guess|wonder|suppose|tried|just)\b|\b(?:i|we)\s*(?:was|were|am|are|'m|'re)\s+(?:going to|thinking|planning|hoping|wondering|considering|leaning)\b|^(?:you|it)\s+(?:should|could|would|might|can|will)\b|\b(?:maybe|perhaps|probably|if)\b/i;
const MIN_WORDS = 4;
/** Lead words that announce a statement or its correction, not part of its subject. */
const LEAD_RE = /^(?:(?:so|and|also|btw|fyi|oh|ok(?:ay)?|well|actually|sorry|correction|update|wait|no)[,:!]?\s+)+/i;
const QUESTION_START_RE = /^(?:can|could|would|will|should|shall|do|does|did|is|are|was|were|has|have|what|why|how|which|where|when|who)\b/i;

/** A value (number, time, date, amount), an identifier (a version, host, ticket id) or two names.
 *  One bare name ("the paper is in English", "a meeting on Friday") is too thin to be a fact. */
function isSpecific(keys: ReadonlySet<string>): boolean {
  let names = 0;
  for (const k of keys) {
    if (!k.startsWith("w:")) return true;
    if (/[\d._/@:-]/.test(k.slice(2))) return true;
    names++;
  }
  return names >= 2;
}

export function plainFact(body: string): "PROJ" | "TECH" | null {
  if (body.split(/\s+/).length < MIN_WORDS) return null;
  const t = body.replace(LEAD_RE, "");
  if (/[?？]\s*$/.test(t) || QUESTION_START_RE.test(t) || NOT_A_FACT_RE.test(t) || !STATEMENT_RE.test(t)) return null;
  const tech = techMentions(body).length > 0;
  if (!tech && !isSpecific(specificsOf(body))) return null;
  return tech ? "TECH" : "PROJ";
}

const SUBJECT_FILLER = new Set(["the", "our", "my", "a", "an", "this", "that", "these", "those", "now", "actually", "still"]);

/** What a statement is about, as a key: the value-free words of its subject and its verb ("our
 *  flight lands at 14:20" → "flight lands"). A later statement with the same key and other values
 *  corrects it ("actually the flight lands at 15:05"). Empty when the text is not a plain statement. */
export function subjectOf(text: string): string {
  const m = STATEMENT_RE.exec(text.replace(LEAD_RE, ""));
  if (!m) return "";
  const verb = (m[0].slice((m[1] ?? "").length).trim().split(/\s+/)[0] ?? "").toLowerCase().replace(/^'/, "").replace(/s$/, "");
  const words = skeleton(m[1] ?? "").filter((w) => !SUBJECT_FILLER.has(w));
  return words.length > 0 ? `${words.join(" ")} ${verb}` : "";
}
