/**
 * A record written as a stamp, a few bare words and one quoted message, one a line: a Lisp-style
 * property list (`(2029-10-15T07:06 ev "Həkimə zəng etdik." :mənbə səs)`), or a logger's
 * `2029-10-15T07:06 INFO kassa "Kassa bağlandı" user=Nərmin`. Read as prose, the record's kind,
 * source and author words were in every line and made any two alike; read as a record, its
 * fields are labelled as a JSON Lines record's are (json-record.ts): "at: 2029-10-15T07:06; kind:
 * ev; msg: Həkimə zəng etdik.; mənbə: səs", and its message is what it is about (rowMessage in
 * table-rows.ts; docs/design.md, "Statements").
 *
 * The line, inside one pair of brackets if it has them, is read in one pass: whitespace-separated
 * bare tokens, `:key value` and `key=value` pairs, and double-quoted strings (`\"` and `\\`
 * escape). It is a record when it opens with a time of day or an ISO date-time, holds exactly
 * one quoted string that is not a pair's value, at most MAX_BARE bare tokens, all before the
 * message (only pairs follow it), and is bracketed or has a pair: "14:05 Called "Bella Vista"
 * about the cake" and "14:05 Called "Bella Vista"" are sentences.
 */

import { collapseSpaces, MAX_RECORD_CHARS, readQuoted } from "./record-syntax.js";

/** More bare words than this beside the message is a sentence with a quotation in it. */
const MAX_BARE = 4;
/** A bare token longer than this is prose, not a field. */
const MAX_TOKEN_CHARS = 40;

/** The stamp a record opens with: an ISO date-time, a date and a time, or a time of day. */
const STAMP_RE = /^(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?)$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const SPACE_RE = /\s/;
const DIGIT_RE = /\d/;
const PLIST_KEY_RE = /^:[\p{L}\p{M}\p{N}_.-]+$/u;
const PAIR_RE = /^([\p{L}\p{M}\p{N}_.-]+)=(.*)$/u;

type Token = { quoted: boolean; text: string };

function tokens(t: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < t.length) {
    if (SPACE_RE.test(t[i] as string)) {
      i++;
      continue;
    }
    if (t[i] === '"') {
      const q = readQuoted(t, i);
      if (q === null) return null;
      i = q.end;
      if (i < t.length && !SPACE_RE.test(t[i] as string)) return null;
      out.push({ quoted: true, text: q.value });
      continue;
    }
    const start = i;
    while (i < t.length && !SPACE_RE.test(t[i] as string)) {
      // A quote inside a bare token opens a pair's quoted value (`user="Nərmin Ə."`).
      if (t[i] === '"') {
        const close = t.indexOf('"', i + 1);
        if (close < 0) return null;
        i = close;
      }
      i++;
    }
    out.push({ quoted: false, text: t.slice(start, i) });
  }
  return out;
}

/** The statement of `line` when it is such a record ("at: …; kind: …; msg: …"); null otherwise. */
export function quotedRecordStatement(line: string): string | null {
  let t = line.trim();
  if (t.length === 0 || t.length > MAX_RECORD_CHARS) return null;
  const open = t[0];
  const close = open === "(" ? ")" : open === "[" ? "]" : null;
  if (close !== null) {
    if (t[t.length - 1] !== close) return null;
    t = t.slice(1, -1).trim();
  }
  // Most lines are prose: a record's stamp opens it with a digit and its message is quoted, so a
  // line without both is not tokenised (the reader runs on every line of every log).
  if (!DIGIT_RE.test(t[0] ?? "") || !t.includes('"')) return null;
  const toks = tokens(t);
  if (toks === null || toks.length < 3) return null;
  // A date and its time written apart ("2029-10-15 07:06:12") are one stamp.
  if (!toks[0]!.quoted && !toks[1]!.quoted && DATE_RE.test(toks[0]!.text) && TIME_RE.test(toks[1]!.text)) toks.splice(0, 2, { quoted: false, text: `${toks[0]!.text} ${toks[1]!.text}` });
  const [stamp, ...rest] = toks as [Token, ...Token[]];
  if (stamp.quoted || !STAMP_RE.test(stamp.text)) return null;
  const fields = [`at: ${stamp.text}`];
  let message: string | null = null;
  let bare = 0;
  let pairs = 0;
  for (let k = 0; k < rest.length; k++) {
    const tok = rest[k] as Token;
    if (tok.quoted) {
      if (message !== null) return null;
      message = collapseSpaces(tok.text);
      fields.push(`msg: ${message}`);
      continue;
    }
    if (PLIST_KEY_RE.test(tok.text) && k + 1 < rest.length) {
      const v = rest[++k] as Token;
      const value = collapseSpaces(v.text);
      if (value !== "") fields.push(`${tok.text.slice(1)}: ${value}`);
      pairs++;
      continue;
    }
    const pair = PAIR_RE.exec(tok.text);
    if (pair) {
      const value = collapseSpaces((pair[2] as string).replace(/^"(.*)"$/, "$1"));
      if (value !== "") fields.push(`${pair[1]}: ${value}`);
      pairs++;
      continue;
    }
    if (message !== null || tok.text.length > MAX_TOKEN_CHARS || ++bare > MAX_BARE) return null;
    fields.push(`${bare === 1 ? "kind" : `tag${bare}`}: ${tok.text}`);
  }
  if (close === null && pairs === 0) return null;
  return message !== null && message !== "" ? fields.join("; ") : null;
}
