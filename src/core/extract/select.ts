/**
 * From session state to digest items: only live items, newest kept per section, each rendered
 * as display text; minus what MEMORY.md already knows and anything stating a value that was
 * later changed. Technical values are de-duplicated (one value named twice is listed once).
 */
import type { Transcript } from "../transcript/types.js";
import { cleanDecision, cleanGeneric, cleanPending, cleanPreference } from "./clean.js";
import type { Digest, DigestItem } from "./digest.js";
import { knownFilter } from "./known.js";
import type { Language } from "./language.js";
import { maskSecrets } from "./sensitive.js";
import type { Item, SessionState } from "./state.js";
import { salience } from "./salience.js";
import { hasHan } from "../text/cjk.js";

/** Per-section ceilings before the compact's size budget. High on purpose: the renderer fits the
 *  digest to a budget that grows with the session (compact/render.ts), ranking by salience, so a
 *  small fixed count here would throw away what detection found before the budget is known. */
export const MAX_ITEMS = { decisions: 80, facts: 80, pending: 60, technical: 60, blockers: 40, completed: 15 } as const;

/** The item sections of a digest, as select() fills them. */
export interface Selected extends Pick<Digest, "decisions" | "facts" | "pending" | "technical" | "blockers" | "completed"> {
  /** Items left out because MEMORY.md has them. */
  known: number;
  /** Items left out because they state a value that was later changed. */
  stale: number;
}

export function dateOf(ts: string | undefined, fallback: string): string {
  return ts && /^\d{4}-\d{2}-\d{2}/.test(ts) ? ts.slice(0, 10) : fallback;
}

export function selectItems(state: SessionState, opts: { transcript: Transcript; language: Language; fallbackDate: string; memoryMd?: string }): Selected {
  const { transcript, language, fallbackDate } = opts;
  const known = knownFilter(opts.memoryMd);
  let knownCount = 0;
  let stale = 0;
  const keep = (i: Item): boolean => {
    if (state.tech.mentionsStale(i.text)) {
      stale++;
      return false;
    }
    if ((i.kind === "fact" || i.kind === "decision") && known.isKnown(i.text)) {
      knownCount++;
      return false;
    }
    return true;
  };
  const toItem = (i: Item, text: string): DigestItem => {
    const d: DigestItem = { text, date: i.date ?? fallbackDate, speaker: i.speaker, turn: i.turn, salience: salience(text, i.speaker) };
    if (i.tag) d.tag = i.tag;
    return d;
  };
  const pick = (kind: Item["kind"], max: number, render: (i: Item) => string): DigestItem[] => {
    const seen = new Set<string>();
    const out: DigestItem[] = [];
    for (const i of state.live(kind).filter(keep).reverse()) {
      const text = render(i);
      const k = text.toLowerCase();
      if (!text || seen.has(k)) continue;
      seen.add(k);
      out.push(toItem(i, text));
      if (out.length >= max) break;
    }
    return out.reverse();
  };

  const decisions = pick("decision", MAX_ITEMS.decisions, (i) => (i.action === "adopted" ? adoptedText(i.text, language) : cleanDecision(i.text)));
  const facts = pick("fact", MAX_ITEMS.facts, (i) => (i.tag === "PREF" ? cleanPreference(i.text) : cleanGeneric(i.text)));
  const pending = pick("pending", MAX_ITEMS.pending, (i) => cleanPending(i.text, i.action));
  const blockers = [
    ...pick("blocker", MAX_ITEMS.blockers, (i) => cleanGeneric(i.text)),
    ...pick("question", MAX_ITEMS.blockers, (i) => questionText(i.text)),
  ]
    .sort((a, b) => a.turn - b.turn)
    .slice(-MAX_ITEMS.blockers);
  const completed = state.items
    .filter((i) => i.kind === "completed")
    .slice(-MAX_ITEMS.completed)
    .map((i) => toItem(i, cleanGeneric(i.action && i.action !== "adopted" ? i.action : i.text)));

  const technical: DigestItem[] = [];
  // One value named twice (the user's "database port" and the config's "development port")
  // is listed once, under the label it was given last.
  const entries = [...state.tech.current.values()];
  const lastOf = new Map(entries.map((t, idx) => [`${t.kind}:${t.value}`, idx]));
  // A bare version already stated in a fuller value ("Ubuntu: 24.04.1" beside "OS: Ubuntu
  // 24.04.1 LTS") adds nothing.
  const unique = entries.filter(
    (t, idx) =>
      (t.kind === "config" || lastOf.get(`${t.kind}:${t.value}`) === idx) &&
      !(t.kind === "version" && entries.some((o) => o !== t && o.value !== t.value && o.value.includes(t.value.replace(/^v/, "")) && o.value.toLowerCase().includes(t.label.toLowerCase()))),
  );
  for (const t of unique.slice(-MAX_ITEMS.technical)) {
    if (known.isKnownValue(t.label, t.value)) {
      knownCount++;
      continue;
    }
    const text = maskSecrets(`${t.label}: ${t.value}`).text;
    technical.push({ text, date: dateOf(transcript.turns[t.turn]?.timestamp, fallbackDate), speaker: t.speaker, turn: t.turn, salience: salience(text, t.speaker) });
  }

  return { decisions, facts, pending, technical, blockers, completed, known: knownCount, stale };
}

/** An offer put as a question ("Want me to add cargo-deny to CI?", "Shall I issue it now?"): a
 *  yes adopts the action after the frame, not the frame. */
const OFFER_FRAME_RE = /^(?:(?:also|and|ok|so)[:,]?\s+)?(?:do you want me to|would you like me to|want me to|shall i|should i)\b[\s—–-]*/i;

function adoptedText(object: string, lang: Language): string {
  const t = cleanGeneric(object);
  if (lang === "ja") return `採用：${t}`;
  if (lang === "zh" || hasHan(t)) return `采用：${t}`;
  const action = t.replace(OFFER_FRAME_RE, "");
  if (action !== t && action.length > 0) return action.charAt(0).toUpperCase() + action.slice(1);
  // A picked option that is already an instruction ("Put pgbouncer in front …") reads as one.
  if (/^(?:Put|Bump|Scale|Add|Move|Switch|Keep|Run|Deploy|Roll|Set|Raise|Lower|Drop|Replace|Migrate|Enable|Disable|Increase|Decrease|Reduce|Split|Pin|Upgrade|Downgrade|Restart|Rewrite|Host|Go)\b/.test(t)) return t;
  return `Go with ${/^(?:The|A|An|Using|Use)\b/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t}`;
}

function questionText(text: string): string {
  const t = cleanGeneric(text);
  return /[?？]$/.test(text.trim()) && !/[?？]$/.test(t) ? `${t}?` : t;
}
