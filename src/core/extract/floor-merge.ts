/**
 * Adds the recall floor (floor.ts) to the selected items: each floor statement that no selected
 * item already says, MEMORY.md does not hold, and no later value made stale, goes to its section
 * with the same salience ranking as the detected items, so the compact's budget decides. Then
 * the facts, tasks and technical findings that say something is blocked or has not happened
 * yet move to blockers.
 */
import type { Transcript } from "../transcript/types.js";
import type { DigestItem } from "./digest.js";
import { floorItems, isBlocked } from "./floor.js";
import { NOT_YET_RE, STANDING_RULE_RE } from "./lexicon.js";
import { handsOverCredential } from "./credential-shape.js";
import { specificsOf } from "../statements/specifics.js";
import { knownFilter } from "./known.js";
import { salience } from "./salience.js";
import { dateOf, MAX_ITEMS, type Selected } from "./select.js";
import type { SessionState } from "./state.js";

/** Up to this long, a statement holding a listed technical value is that value restated. */
const KV_STATEMENT_CHARS = 40;
const SECTIONS = ["decisions", "facts", "pending", "technical", "blockers"] as const;
const SECTION_OF = { decision: "decisions", fact: "facts", pending: "pending", technical: "technical", blocker: "blockers" } as const;

export function addFloor(sel: Selected, transcript: Transcript, state: SessionState, fallbackDate: string, memoryMd: string | undefined): void {
  // The detectors' items pass the floor's credential check too: "My digid is joostvdm /
  // Tulp#88vlinder" is a fact by its shape and a password by its value.
  for (const k of SECTIONS) sel[k] = sel[k].filter((i) => !handsOverCredential(i.text));
  const known = knownFilter(memoryMd);
  // What the digest already says, and what the session retired: a floor line must not bring
  // back a reversed decision or a finished task in other words.
  const said = [...SECTIONS.flatMap((k) => sel[k].map((i) => i.text)), ...sel.completed.map((i) => i.text), ...state.items.filter((i) => !i.live).map((i) => i.text)];
  // A short statement of values the technical context already lists ("服务端口是 8080。") adds nothing.
  const techValues = [...state.tech.current.values()].map((t) => t.value.toLowerCase());
  const onlyTech = (text: string): boolean => text.length <= KV_STATEMENT_CHARS && techValues.some((v) => text.toLowerCase().includes(v));
  // A finding whose every specific is a listed technical value restates the list.
  const techKeys = new Set([...state.tech.current.values()].flatMap((t) => [...specificsOf(`${t.label} ${t.value}`)]));
  const restatesTech = (text: string): boolean => [...specificsOf(text)].every((k) => techKeys.has(k));
  for (const f of floorItems(transcript, said, (t) => state.tech.mentionsStale(t))) {
    if (known.isKnown(f.text) || onlyTech(f.text) || (f.kind === "technical" && restatesTech(f.text))) continue;
    const key = SECTION_OF[f.kind];
    const list: DigestItem[] = sel[key];
    if (list.length >= MAX_ITEMS[key]) continue;
    const item: DigestItem = { text: f.text, date: dateOf(transcript.turns[f.turn]?.timestamp, fallbackDate), speaker: f.speaker, turn: f.turn, salience: salience(f.text, f.speaker) };
    if (f.tag) item.tag = f.tag;
    list.push(item);
  }
  // A user's fact that states a standing rule ("times in UTC pls, always", "rule #1: …") is a
  // preference, whichever detector or the floor typed it (and so never a blocker below).
  for (const f of sel.facts) if (f.speaker === "user" && f.tag !== "PREF" && STANDING_RULE_RE.test(f.text)) f.tag = "PREF";
  // So is a decision the assistant or a compaction summary recorded as one ("Rules: GST always
  // separate; prices never on WhatsApp" in a summary's "Decisions" list): it is how the work is
  // done from then on, not a choice made once. A user's own decision keeps its section: its
  // "always" is often the reason for the choice ("I'd rather keep Caddy, nginx configs always
  // bite me").
  const rules = sel.decisions.filter((d) => d.speaker !== "user" && STANDING_RULE_RE.test(d.text));
  if (rules.length > 0) {
    sel.decisions = sel.decisions.filter((d) => !rules.includes(d));
    for (const r of rules) sel.facts.push({ ...r, tag: "PREF" });
  }
  // A fact, a task or a technical finding that says something cannot happen or has not happened
  // yet ("Terralith still has no 1.21.4 build", "waiting on Lukas' table shells", "SBK
  // 2026-000214 väntar på kompletterad kontrollplan") is what blocks the work.
  for (const k of ["facts", "pending", "technical"] as const) {
    const blocked = sel[k].filter((i) => i.tag !== "PREF" && (isBlocked(i.text) || NOT_YET_RE.test(i.text)));
    if (blocked.length === 0) continue;
    sel[k] = sel[k].filter((i) => !blocked.includes(i));
    for (const { tag: _tag, ...item } of blocked) sel.blockers.push(item);
  }
  for (const k of SECTIONS) sel[k].sort((a, b) => a.turn - b.turn);
}
