/**
 * The session's state as statements arrive: a keyed map from subject to its latest state.
 * "Latest statement wins" lives here: a decision in the same slot, a rejection of its object,
 * a correction, a completion or a resolution retires the earlier item instead of listing both.
 *
 * Summaries (OpenClaw compaction text) are low trust: their items never retire an item said in
 * the raw turns, and they are dropped when the raw turns already cover them.
 */
export type { Item, ItemKind, Meta } from "./item.js";
import type { FactTag, Signal } from "./detect.js";
import type { Item, ItemKind, Meta } from "./item.js";
import { TechValues } from "./tech-values.js";
import { specificsOf } from "../statements/specifics.js";
import { subjectOf } from "./plain-fact.js";
import { contentTerms, coverage, jaccard, numbersDiffer, overlapCount, techMentions } from "./terms.js";

const RECENT_TURNS = 6; // a bare "done" or "scratch that" refers to something said this recently
const SIMILAR = 0.5; // Jaccard at which two statements are the same subject restated
const PENDING_SIMILAR = 0.6;
/** Open items kept per kind (newest first). The digest shows at most 15 a section (select.ts
 *  MAX_ITEMS); a real session's open state is a few dozen. */
const MAX_OPEN_ITEMS = 256;
/** A reported finding ("confirmed …", "verified …") and a task that asks to find out ("check if …"). */
const CHECKED_RE = /^(?:(?:ok(?:ay)?|so|yes|yep)[,!]?\s+)?(?:i(?:'ve| have)?\s+|we(?:'ve| have)?\s+)?(?:confirmed|verified|checked)\b/i;
const CHECK_TASK_RE = /\b(?:check|verify|confirm|find out|see|test)\s+(?:if|whether|that)\b/i;
const OPTION_TURNS = 10; // "option 2" refers to a list the assistant gave this recently

/** A choice that takes back an earlier one on the same subject. */
const AFTER_ALL_RE = /\bafter all\b|\bon second thought\b/i;

/** "the api base is staging.x.dev for now" → { key: "api base", host: "staging.x.dev" }. */
const HOST_FACT_RE = /^(?:(?:oh|ah|ok(?:ay)?|so|and|fyi|btw)[,!]?\s+)*(?:the\s+|our\s+|my\s+)?([a-z][\w-]*(?:\s[a-z][\w-]*){0,3})\s+(?:is|are)\s+(?:now\s+)?((?:[a-z][\w-]*\.)+[a-z]{2,})\b/i;
function hostValue(text: string): { key: string; host: string } | undefined {
  const m = HOST_FACT_RE.exec(text.trim());
  return m ? { key: (m[1] ?? "").toLowerCase(), host: (m[2] ?? "").toLowerCase() } : undefined;
}

/** An option as two lists would both write it: lower case, no markup, spaces squeezed. */
function optionKey(option: string): string {
  return option.toLowerCase().replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
}

function sameSpecifics(a: string, b: string): boolean {
  const x = specificsOf(a);
  const y = specificsOf(b);
  return x.size === y.size && [...x].every((k) => y.has(k));
}

export class SessionState {
  readonly items: Item[] = [];
  /** Keyed technical values (ports, versions, hosts …), latest first. */
  readonly tech = new TechValues();
  private proposal: { object: string; text: string; turn: number } | undefined;
  /** The options the assistant listed last ("1. Bump max_connections … 2. Put pgbouncer …"). */
  private options: { list: string[]; turn: number } | undefined;
  private nextId = 1;

  /** Live items per kind, purged of retired ones on read. Scanning only live items keeps a long
   *  session linear: the full history (`items`) grows with every completion, the live lists
   *  stay as short as the session's open state. */
  private readonly open: Record<ItemKind, Item[]> = { decision: [], fact: [], pending: [], blocker: [], question: [], completed: [] };

  live(kind: ItemKind): Item[] {
    const list = this.open[kind].filter((i) => i.live);
    this.open[kind] = list;
    return list;
  }

  private add(item: Item): void {
    this.items.push(item);
    if (item.kind === "completed") return;
    const list = this.open[item.kind];
    list.push(item);
    // A paste of thousands of "X 先不做了" lines would otherwise make every later signal scan
    // thousands of items (n² over a session). Only the newest MAX_ITEMS of a kind reach the
    // digest, so the oldest beyond MAX_OPEN_ITEMS leave the open list: still in `items`, never
    // shown, no longer matched. Trimmed in batches, so the cost stays O(1) per add on average.
    if (list.length >= 2 * MAX_OPEN_ITEMS) this.open[item.kind] = list.filter((i) => i.live).slice(-MAX_OPEN_ITEMS);
  }

  private make(kind: ItemKind, text: string, meta: Meta, extra: Partial<Item> = {}): Item {
    const item: Item = {
      id: this.nextId++,
      kind,
      text,
      terms: contentTerms(extra.action ?? text),
      objects: [],
      slots: new Set(),
      rejected: [],
      turn: meta.turn,
      speaker: meta.speaker,
      live: true,
      ...extra,
    };
    if (meta.date) item.date = meta.date;
    return item;
  }

  /** Low-trust items (summaries) never retire raw items, and are dropped when raw items cover them. */
  private admit(item: Item): boolean {
    if (item.speaker !== "summary") return true;
    return !this.items.some((o) => {
      if (o.speaker === "summary") return false;
      const sameKind = o.kind === item.kind || (item.kind === "pending" && o.kind === "completed") || (item.kind === "question" && o.kind === "blocker");
      if (!sameKind) return false;
      // Covered by the raw turns: the same subject (terms), or a decision on the same slot.
      if (jaccard(o.terms, item.terms) >= SIMILAR || (overlapCount(o.terms, item.terms) >= 2 && coverage(item.terms, o.terms) >= SIMILAR)) return true;
      return item.kind === "decision" && ([...o.slots].some((s) => item.slots.has(s)) || o.objects.some((x) => item.objects.includes(x) || item.rejected.includes(x)));
    });
  }

  private retire(old: Item, by: Item | null, why: NonNullable<Item["retiredBy"]>): void {
    if (by && by.speaker === "summary" && old.speaker !== "summary") return;
    old.live = false;
    old.retiredBy = why;
  }

  apply(sig: Signal, meta: Meta): void {
    switch (sig.kind) {
      case "decision":
        this.decide(sig.text, sig.chosen, sig.rejected, meta);
        break;
      case "reject":
        // "drop mapbox": with no known name, a rejection counts only against a choice on record.
        if (sig.weak && !this.live("decision").some((d) => overlapCount(d.terms, contentTerms(sig.object)) > 0)) break;
        this.reject(sig.text, sig.object, meta);
        break;
      case "retract":
        this.retract(meta);
        break;
      case "proposal":
        this.proposal = { object: sig.object, text: sig.text, turn: meta.turn };
        break;
      case "pick": {
        const chosen = this.options && meta.turn - this.options.turn <= OPTION_TURNS ? this.options.list[sig.ref - 1] : undefined;
        if (chosen) this.pickOption(chosen, meta);
        // A bare "2" with no list on offer picks nothing; "the first one" may still accept a proposal.
        else if (!/^\W*\d\W*$/.test(sig.text)) this.apply({ kind: "agree", text: sig.text }, meta);
        break;
      }
      case "agree":
        if (this.proposal && meta.turn - this.proposal.turn <= 2 && this.proposal.object.length > 2) {
          this.decide(this.proposal.object, this.proposal.object, "", { ...meta }, true);
        }
        this.proposal = undefined;
        break;
      case "counter":
        // Only an answer to a proposal: "nah, swr" alone chooses nothing.
        if (this.proposal && meta.turn - this.proposal.turn <= 2) {
          const proposed = this.proposal.object.replace(/[.!]+$/, "");
          const text = proposed.split(/\s+/).length <= 4 ? `${sig.object} instead of ${proposed}` : sig.object;
          this.decide(text, sig.object, proposed, { ...meta }, true);
        }
        this.proposal = undefined;
        break;
      case "pending":
        this.pending(sig.text, sig.action, meta);
        break;
      case "cancel":
        this.cancel(sig.object, meta);
        break;
      case "done":
        this.done(sig.text, sig.object, meta);
        break;
      case "blocker":
        this.blocker("blocker", sig.text, meta);
        break;
      case "question":
        this.blocker("question", sig.text, meta);
        break;
      case "unblock":
        this.unblock(sig.object, meta);
        break;
      case "fact":
        this.fact(sig.tag, sig.text, sig.correction, meta);
        break;
    }
  }

  /** The options on offer at this turn, if any. */
  offeredAt(meta: Meta): readonly string[] | undefined {
    return this.options && meta.turn - this.options.turn <= OPTION_TURNS ? this.options.list : undefined;
  }

  /** Records the options an assistant message lays out, for a reply that picks one by number. */
  offer(list: string[], meta: Meta): void {
    this.options = { list, turn: meta.turn };
  }

  /** "option 2": the option's own words are the decision; a choice made since the options were
   *  listed that restates another option ("bump max_connections to 400") is reversed by it. */
  private pickOption(chosen: string, meta: Meta): void {
    const offered = this.options;
    if (!offered) return;
    for (const other of offered.list) {
      if (other === chosen) continue;
      const terms = contentTerms(other);
      for (const d of this.live("decision")) {
        if (d.turn >= offered.turn && overlapCount(d.terms, terms) >= 2) this.retire(d, null, "reversed");
      }
    }
    // The same choice put up again ("1) freed 15 jan 2) sneon, mar betiid 3) ôfsizze" after
    // "1) freed 15 jan 2) sneon 16 jan …"): a list that repeats an option of an earlier one asks
    // that question again, and the new pick answers it in place of the old.
    const again = new Set(offered.list.map(optionKey));
    for (const d of this.live("decision")) {
      if (d.options && d.options !== offered.list && d.options.some((o) => again.has(optionKey(o)))) this.retire(d, null, "reversed");
    }
    this.decide(chosen, chosen, "", meta, true, offered.list);
  }

  decide(text: string, chosen: string, rejected: string, meta: Meta, adopted = false, options?: readonly string[]): void {
    const chosenTech = techMentions(chosen);
    // Anything else the statement names is what it moves away from ("ORM 改成 sqlc，GORM 太重了").
    const rejectedTech = [...techMentions(rejected), ...techMentions(text)].map((t) => t.name).filter((n, i, a) => a.indexOf(n) === i && !chosenTech.some((c) => c.name === n));
    const item = this.make("decision", text, meta, {
      objects: chosenTech.map((t) => t.name),
      slots: new Set(chosenTech.map((t) => t.slot)),
      rejected: rejectedTech,
    });
    if (adopted) item.action = "adopted";
    if (options) item.options = options;
    if (!this.admit(item)) return;
    // A restatement of a live choice ("CSS modules it is", the assistant's "改用 sqlc") keeps the
    // original statement, which carries the why.
    const key = item.objects.slice().sort().join("|");
    if (key && this.live("decision").some((d) => d.objects.slice().sort().join("|") === key)) return;
    // A rejected name the lexicon does not know ("Superset 太重了，还是 Metabase 吧") still retires
    // the choice that named it: one or two words, no numbers ("from 2am to 4am" names times).
    const rejectedWords = techMentions(rejected).length === 0 ? [...contentTerms(rejected)].filter((t) => !/\d/.test(t)) : [];
    const namedWords = rejectedWords.length > 0 && rejectedWords.length <= 2 ? new Set(rejectedWords) : undefined;
    const afterAll = AFTER_ALL_RE.test(text);
    for (const d of this.live("decision")) {
      const sameSlot = [...d.slots].some((s) => item.slots.has(s));
      const rejectsIt = d.objects.some((o) => rejectedTech.includes(o)) || (namedWords !== undefined && overlapCount(d.terms, namedWords) > 0);
      const reAdopts = d.rejected.some((r) => item.objects.includes(r));
      // "units should go on the profile after all": reverses the earlier choice about the same thing.
      const takesBack = afterAll && overlapCount(d.terms, item.terms) >= 1;
      if (sameSlot || rejectsIt || reAdopts || takesBack) this.retire(d, item, "reversed");
      else if (jaccard(d.terms, item.terms) >= SIMILAR) this.retire(d, item, "superseded");
    }
    // A decision answers open questions about the same thing.
    for (const q of this.live("question")) {
      const qSlots = new Set(techMentions(q.text).map((t) => t.slot));
      if ([...item.slots].some((s) => qSlots.has(s)) || overlapCount(q.terms, item.terms) >= 2) this.retire(q, item, "resolved");
    }
    this.add(item);
  }

  reject(text: string, object: string, meta: Meta): void {
    const names = techMentions(object);
    const item = this.make("decision", text, meta, { slots: new Set(names.map((n) => n.slot)), rejected: names.map((n) => n.name) });
    if (!this.admit(item)) return;
    const objTerms = contentTerms(object);
    for (const d of this.live("decision")) {
      if (d.objects.some((o) => item.rejected.includes(o)) || (names.length === 0 && overlapCount(d.terms, objTerms) >= 1)) this.retire(d, item, "reversed");
    }
    this.add(item);
  }

  /** "Scratch that": retracts the newest decision or task the same speaker made just now. */
  retract(meta: Meta): void {
    const recent = [...this.live("decision"), ...this.live("pending")].filter((i) => meta.turn - i.turn <= RECENT_TURNS).sort((a, b) => a.id - b.id);
    const last = recent.at(-1);
    if (last) this.retire(last, null, "retracted");
  }

  pending(text: string, action: string, meta: Meta): void {
    // Terms of the whole statement: the action phrase alone is too short to match on in Chinese
    // ("压缩一下" vs the summary's "压缩图片").
    const item = this.make("pending", text, meta, { action, terms: contentTerms(text) });
    if (!this.admit(item)) return;
    for (const p of this.live("pending")) {
      if (jaccard(p.terms, item.terms) >= PENDING_SIMILAR && !numbersDiffer(p.terms, item.terms)) this.retire(p, item, "superseded");
    }
    this.add(item);
  }

  cancel(object: string, meta: Meta): void {
    const terms = contentTerms(object);
    for (const p of this.live("pending")) {
      if (overlapCount(p.terms, terms) >= Math.min(2, p.terms.size)) this.retire(p, null, "cancelled");
    }
    void meta;
  }

  done(text: string, object: string, meta: Meta): void {
    const terms = contentTerms(object);
    const completed = this.make("completed", text, meta, { terms: terms.size > 0 ? terms : contentTerms(text) });
    let matched = false;
    if (terms.size === 0) {
      // A bare "done" / "搞定" completes the task raised just before it.
      const recent = this.live("pending").filter((p) => meta.turn - p.turn <= RECENT_TURNS).at(-1);
      if (recent) {
        this.retire(recent, completed, "completed");
        completed.action = recent.action ?? recent.text;
        matched = true;
      }
    } else {
      // "confirmed the leak" answers "need to check if the 2.42 image leaks connections": a check
      // is done when its finding is reported, and one shared word is enough for that pair.
      const finding = CHECKED_RE.test(text);
      for (const p of this.live("pending")) {
        if (numbersDiffer(p.terms, terms)) continue;
        const n = overlapCount(p.terms, terms);
        // "eslint done": a one- or two-word subject, all of it in this task and in no other one.
        const onlyTask = terms.size <= 2 && coverage(terms, p.terms) === 1 && this.live("pending").filter((q) => coverage(terms, q.terms) === 1).length === 1;
        if (n >= 2 || (n >= 1 && (p.terms.size <= 3 || onlyTask || coverage(p.terms, terms) >= 0.34 || (finding && CHECK_TASK_RE.test(p.action ?? p.text))))) {
          this.retire(p, completed, "completed");
          matched = true;
        }
      }
      for (const b of this.live("blocker")) {
        if (numbersDiffer(b.terms, terms)) continue;
        const n = overlapCount(b.terms, terms);
        if (n >= 2 || (n >= 1 && coverage(b.terms, terms) >= 0.5)) this.retire(b, completed, "resolved");
      }
    }
    if (matched || terms.size > 0) this.add(completed);
  }

  blocker(kind: "blocker" | "question", text: string, meta: Meta): void {
    const item = this.make(kind, text, meta);
    if (!this.admit(item)) return;
    for (const b of this.live(kind)) {
      if (jaccard(b.terms, item.terms) >= SIMILAR && !numbersDiffer(b.terms, item.terms)) this.retire(b, item, "superseded");
    }
    this.add(item);
  }

  unblock(object: string, meta: Meta): void {
    const terms = contentTerms(object);
    const open = this.live("blocker");
    let hit = false;
    for (const b of open) {
      if (overlapCount(b.terms, terms) >= 1 && !numbersDiffer(b.terms, terms)) {
        this.retire(b, null, "resolved");
        hit = true;
      }
    }
    // "Unblocked!" with nothing named resolves the only open blocker, if there is exactly one.
    if (!hit && terms.size === 0 && open.length === 1 && open[0]) this.retire(open[0], null, "resolved");
    void meta;
  }

  fact(tag: FactTag, text: string, correction: boolean, meta: Meta): void {
    const item = this.make("fact", text, meta, { tag });
    if (!this.admit(item)) return;
    const facts = this.live("fact");
    if (correction) {
      let best: Item | undefined;
      let bestN = 0;
      for (const f of facts) {
        const n = overlapCount(f.terms, item.terms);
        if (n > bestN || (n === bestN && n > 0)) {
          best = f;
          bestN = n;
        }
      }
      if (!best) best = facts.filter((f) => f.tag === tag && meta.turn - f.turn <= 3).at(-1);
      if (best) {
        this.retire(best, item, "corrected");
        // "It's 16 bakeries now, not 14" corrects a project fact and is one.
        if (best.tag) item.tag = best.tag;
      }
    } else {
      const kv = hostValue(text);
      // "our flight lands at 14:20" → "the flight lands at 15:05 now": the same subject, a new value.
      const subject = subjectOf(text);
      for (const f of facts) {
        if (subject && subjectOf(f.text) === subject && f.text !== text && !sameSpecifics(f.text, text)) {
          this.retire(f, item, "corrected");
          continue;
        }
        // "the api base is staging.x.dev" → "api base is api-staging.x.dev": the same key, a new host.
        const old = kv ? hostValue(f.text) : undefined;
        if (jaccard(f.terms, item.terms) >= PENDING_SIMILAR || (kv && old && old.key === kv.key && old.host !== kv.host)) this.retire(f, item, "superseded");
      }
    }
    this.add(item);
  }
}
