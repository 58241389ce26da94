/**
 * Text → signals → session state: splits authored prose into lines, sentences and clauses,
 * detects what each clause does, masks secrets, records keyed technical values, and applies it
 * all to the SessionState in order. List headings ("Next steps:", "## Decisions") type the
 * bullets under them, which is also how OpenClaw's compaction summaries are read.
 */
import { BULLET_RE, clauses, detectClause, headingAt, type HeadingKind, type Signal, type Speaker } from "./detect.js";
import { CORRECTION_EN, CORRECTION_ZH, OPTION_LINE, STACK_QUESTION_EN, STACK_QUESTION_ZH } from "./lexicon.js";
import { authoredLines, sentences } from "./segment.js";
import { echoes, leadingPicks, proposalOf, wordPick } from "./proposal.js";
import { identifiersIn } from "./identifiers.js";
import { maskSecrets } from "./sensitive.js";
import type { Meta, SessionState } from "./state.js";
import { hostsIn, portsIn, versionsIn, type TechValue } from "./techfacts.js";
import { contentTerms, techMentions } from "./terms.js";
import { HAN_RE } from "../text/cjk.js";

export class Feeder {
  /** Signals applied so far. */
  signals = 0;
  /** Secret values masked so far. */
  masked = 0;

  /** The head of the assistant's last go-ahead question, for a reply that repeats it. */
  private askedHead = "";

  /** Turn of the assistant's last "what's the stack?" question, until a user turn answers it. */
  private stackAsked: number | undefined;

  constructor(private readonly state: SessionState) {}

  feed(text: string, speaker: Speaker, meta: Meta): void {
    if (speaker === "assistant") {
      const options = optionsIn(text);
      if (options.length >= 2) this.state.offer(options, meta);
      // A closing "Drop it?" puts something up for a yes; an offer the clauses read ("Want me to
      // …?") replaces it below.
      const proposal = proposalOf(text);
      if (proposal) this.state.apply({ kind: "proposal", text: proposal.text, object: proposal.text }, meta);
      this.askedHead = proposal?.head ?? "";
      if (STACK_QUESTION_EN.test(text) || STACK_QUESTION_ZH.test(text)) this.stackAsked = meta.turn;
    } else if (speaker === "user") {
      if (this.stackAsked !== undefined && meta.turn - this.stackAsked <= STACK_ANSWER_TURNS) this.stackAnswer(text, meta);
      this.stackAsked = undefined;
      // "1. go. and declare sev1": the pick is read here, the rest by the clauses as usual.
      const picks = leadingPicks(text);
      for (const ref of picks) this.state.apply({ kind: "pick", text: String(ref), ref }, meta);
      // "freed dan. 9 oere": an option named by a word only it holds.
      const offered = picks.length === 0 ? this.state.offeredAt(meta) : undefined;
      const named = offered ? wordPick(text, offered) : 0;
      if (named > 0) this.state.apply({ kind: "pick", text: String(named), ref: named }, meta);
      if (echoes(text, this.askedHead)) this.state.apply({ kind: "agree", text }, meta);
      this.askedHead = "";
    }
    this.feedLines(text, speaker, meta);
  }

  /** The first sentence of the answer to "what's the stack?", when it names a technology and asks
   *  nothing back, is a TECH fact: "next.js 15 app router + tailwind" states the stack without a
   *  verb the detectors would see. */
  private stackAnswer(text: string, meta: Meta): void {
    const first = sentences(authoredLines(text))[0];
    if (!first || first.length > MAX_STACK_ANSWER_CHARS || /[?？]/.test(first) || techMentions(first).length === 0) return;
    const m = maskSecrets(first);
    if (m.masked > 0) return;
    this.signals++;
    this.state.apply({ kind: "fact", tag: "TECH", text: m.text, correction: false }, meta);
  }

  /** An item of a list under a heading, typed by the heading, secrets masked. */
  private headingItem(kind: HeadingKind, body: string, checkbox: string | undefined, meta: Meta): void {
    const m = maskSecrets(body);
    this.masked += m.masked;
    const sig = headingSignal(kind, m.text, checkbox);
    if (!sig) return;
    this.signals++;
    this.state.apply(sig, meta);
  }

  private feedLines(text: string, speaker: Speaker, meta: Meta): void {
    let ctx: HeadingKind | null = null;
    const lines = authoredLines(text);
    for (let at = 0; at < lines.length; at++) {
      const line = lines[at] ?? "";
      // "## Decisions", or "Decided" alone on its line with the list right under it.
      const heading = headingAt(lines, at);
      if (heading && heading.items.length === 0) {
        ctx = heading.kind;
        continue;
      }
      // "待办：复盘（周五前）、v2.14.1 发布": the heading and its items on one line.
      if (heading) {
        ctx = null;
        for (const item of heading.items) this.headingItem(heading.kind, item, undefined, meta);
        continue;
      }
      const bullet = BULLET_RE.exec(line);
      if (!bullet) ctx = null;
      if (ctx && bullet) {
        this.headingItem(ctx, line.slice(bullet[0].length).trim(), bullet[1], meta);
        continue;
      }
      let previous = "";
      for (const sentence of sentences([line])) {
        const correction = CORRECTION_EN.test(sentence) || CORRECTION_ZH.test(sentence);
        const context = previous;
        previous = sentence;
        // Several clauses of one sentence that each name a blocker are one blocker, said once:
        // "Blocked on the sandbox keys; can't test refunds until they arrive."
        const parts = clauses(sentence);
        let blockerSaid = false;
        // A question chooses nothing, whatever verbs its clauses use: "let's use Redis; ok?" asks.
        const asks = /[?？]\s*$/.test(sentence);
        let askSaid = false;
        for (const clause of parts) {
          const m = maskSecrets(clause);
          this.masked += m.masked;
          const values = [...versionsIn(m.text), ...portsIn(m.text), ...hostsIn(m.text)];
          for (const sig of detectClause(m.text, speaker)) {
            if (asks && speaker === "assistant" && sig.kind !== "proposal") continue; // the assistant asking is not session state
            if (asks && speaker === "user" && (sig.kind === "decision" || sig.kind === "reject")) {
              // The user asking leaves the choice open; a deferred request ("can you … tomorrow?") stays a task.
              if (askSaid) continue;
              askSaid = true;
              this.signals++;
              this.state.apply({ kind: "question", text: maskSecrets(sentence).text }, meta);
              continue;
            }
            // A fact that only states a keyed value is Technical Context, not a second bullet.
            if (sig.kind === "fact" && values.length > 0 && (sig.weak || residue(m.text, values) <= KV_ONLY_RESIDUE)) continue;
            // A fact whose point was a secret ("user admin with password …") is sensitive data.
            if (sig.kind === "fact" && m.masked > 0) continue;
            // "Not sure yet." says nothing alone: the open question is the sentence before it.
            if (sig.kind === "question" && context && contentTerms(sig.text).size <= 2) sig.text = `${maskSecrets(context).text} ${sig.text}`;
            if (sig.kind === "blocker" && parts.length > 1) {
              if (blockerSaid) continue;
              blockerSaid = true;
              sig.text = maskSecrets(sentence).text;
            }
            this.signals++;
            this.state.apply(sig, meta);
          }
          for (const v of values) this.state.tech.set(v, meta, correction);
          // Identifiers are listed too, but the sentence that names them keeps its own bullet:
          // a case number or a file is looked up again, what was said about it is the point.
          for (const v of identifiersIn(m.text)) this.state.tech.set(v, meta, false);
        }
      }
    }
  }
}

/** How soon a user turn must follow the stack question to count as its answer. */
const STACK_ANSWER_TURNS = 2;
const MAX_STACK_ANSWER_CHARS = 160; // a stack is named in a line; a longer turn is about something else

/** The numbered or lettered lines of an assistant message, in order and masked ("1. Bump …\n2.
 *  Put pgbouncer …"): a reply may pick one by number; empty when it lists none. */
function optionsIn(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const m = OPTION_LINE.exec(line);
    if (!m) continue;
    const n = /^[1-9]$/.test(m[1] ?? "") ? Number(m[1]) : (m[1] ?? "a").toLowerCase().charCodeAt(0) - 96;
    if (n !== out.length + 1) continue; // a list restarts or skips: keep the first run only
    out.push(maskSecrets((m[2] ?? "").replace(/\*\*/g, "").trim()).text);
  }
  return out;
}

const KV_ONLY_RESIDUE = 12; // letters left once the key and value are removed: "the port is" → kv only

/** Letters (CJK counted double) left in a clause after its keyed values and their keys go. */
function residue(text: string, values: TechValue[]): number {
  let t = text;
  for (const v of values) {
    t = t.split(v.value).join(" ");
    for (const w of v.label.split(/\s+/)) if (w.length > 1) t = t.replace(new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "ig"), " ");
  }
  t = t.replace(/\b(?:the|a|an|is|are|was|it'?s|on|at|to|now|our|my|we|use|uses|using|runs?|version|port|端口|版本|是|为|用)\b/gi, " ").replace(/端口|版本|服务|系统|是|为|用|的/g, " ");
  let n = 0;
  for (const ch of t) {
    if (/[a-z]/i.test(ch)) n++;
    else if (HAN_RE.test(ch)) n += 2;
  }
  return n;
}

/** A bullet that says there is nothing: "(none)", "n/a", "—", "暂无". */
const EMPTY_BULLET_RE = /^[(\[_*]*\s*(?:none(?: yet)?|n\/?a|nothing(?: yet)?|nil|empty|tbd|-+|—|–|…|\.\.\.|无|暂无|没有|なし)\s*[)\]_*]*\s*[.。]?$/i;

function headingSignal(kind: HeadingKind, body: string, checkbox: string | undefined): Signal | null {
  if (!body || EMPTY_BULLET_RE.test(body)) return null;
  if (checkbox && checkbox.toLowerCase() === "x") return { kind: "done", text: body, object: body };
  switch (kind) {
    case "decision":
      return { kind: "decision", text: body, chosen: body.split(/\b(?:instead of|rather than|over)\b|而不是/i)[0] ?? body, rejected: /\b(?:instead of|rather than|over)\s+(.+)$/i.exec(body)?.[1] ?? "" };
    case "pending":
      return { kind: "pending", text: body, action: body };
    case "blocker":
      return /[?？]\s*$/.test(body) ? { kind: "question", text: body } : { kind: "blocker", text: body, object: body };
    case "done":
      return { kind: "done", text: body, object: body };
    case "pref":
      return { kind: "fact", tag: "PREF", text: body, correction: false };
    case "fact":
      return { kind: "fact", tag: techMentions(body).length > 0 ? "TECH" : "PROJ", text: body, correction: false };
  }
}
