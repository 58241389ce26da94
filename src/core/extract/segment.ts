/**
 * Authored prose only: the parts of a message a person wrote as intent. Fenced code, stack
 * traces, log lines, diffs and quoted text are dropped before any detector runs, because a
 * `// TODO` in pasted code or "decided to retry" in a log is not a decision or a task.
 */

import { isBareCallLine } from "./bare-call.js";

const FENCE_RE = /^\s*(```|~~~)/;
const STACK_LINE_RES: RegExp[] = [
  /^\s+at\s+\S.*(?::\d+:\d+\)?|\(native\)|\(<anonymous>\))\s*$/, // JS / Java frames
  /^\s*at\s+[\w$.<>]+\([\w$.]*\.(?:java|kt|scala):\d+\)\s*$/,
  /^\s*File "[^"]+", line \d+/, // Python frames
  /^\s*Traceback \(most recent call last\):/,
  /^\s*(?:goroutine \d+ \[|panic: |thread '.*' panicked at )/, // Go / Rust
  /^\s*#\d+\s+0x[0-9a-f]+ in /, // gdb / sanitizers
  /^\s*\^+\s*$/, // caret markers under a source line
  /^\s*(?:[\w.]+(?:Error|Exception)|Error|ERR!|npm ERR!|error(?:\[E\d+\])?)(?::|\s+at\s)/, // error headers
  /^\s*Caused by: /,
  /^\s*\.\.\. \d+ more\s*$/,
];
const LOG_LINE_RE = /^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?|\[?\d{2}:\d{2}:\d{2}\]?)\s*(?:\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL)\]?)?/;
const DIFF_LINE_RE = /^(?:@@ .* @@|diff --git |index [0-9a-f]+\.\.|\+\+\+ |--- a\/)/;
const QUOTE_RE = /^\s*>/;
/** `return …;` or closers then separators: "});", "]),". The closers' run is taken whole, then a
 *  `;` or `,` starts the rest. The first form, `[}\])]+` then `[;,)]*` (the same lines), split
 *  a run of ")" every way before it failed: n² steps, seconds on a 20,000-character turn. */
export const CLOSING_LINE_RE = /^\s*(?:return\b.*;|[}\])]+(?:[;,][;,)]*)?)\s*$/;
/** Looks like a line of source code rather than prose. Keyword starts alone are not enough
 *  ("use pnpm", "if we ship", "for now" are prose), so each pattern needs code syntax too. */
const CODE_LINE_RES: RegExp[] = [
  /^\s*(?:const|let|var)\s+[\w$]+\s*[:=]/,
  /^\s*(?:async\s+)?(?:function|def|fn|func)\s+\w+\s*[(<]/,
  /^\s*(?:import|export)\s+(?:\{|\*|default\b|type\b|[\w$]+\s+from\b|["'])/,
  /^\s*(?:from\s+[\w.]+\s+import\b|#include\b|package\s+[\w.]+;?$|using\s+[\w.]+;)/,
  /^\s*(?:public|private|protected|static)\s+[\w<>[\]]+\s+\w+/,
  /^\s*(?:if|for|while|switch|catch)\s*\(.*\)\s*\{?\s*$/,
  CLOSING_LINE_RE,
  /^\s*[\w$.[\]"']+\s*(?:=|\+=|:=)\s*[^=].*;\s*$/, // assignment ending in ;
  /^\s*(?:\/\/|\/\*|\*\s|\*\/|#!|<!--)/, // comments
  /^\s*<\/?[a-zA-Z][\w-]*(?:\s[^>]*)?>\s*$/, // a lone markup tag
];

/** Opening quote marks and the marks that close them. */
const CLOSE_OF: Record<string, string> = { '"': '"', "“": "”", "„": "“”", "«": "»", "「": "」", "『": "』", "‘": "’" };
/** A quoted block longer than this many lines is not looked for: the opening mark was prose. */
const MAX_QUOTED_LINES = 80;

/** Trailing punctuation after a closing quote mark ('… "Zed".'). */
const TRAILING_PUNCT_RE = /[.,;:!?。）)]+$/;

/** The index of the line that closes a quoted block opened at the start of line `i` (a paste:
 *  an e-mail, an ad, a page), or -1 when line `i` opens none. A block over several lines, or a
 *  line wholly in one pair of quote marks ("Nordlicht Winterröstung is here! … €14.90", a
 *  forwarded price list: `i` itself), is someone else's words. A quote inside the user's own
 *  sentence ('"Quick" is what we call it', '… call it "Zed"') is not. */
function quotedBlockEnd(lines: readonly string[], i: number): number {
  const first = (lines[i] ?? "").trim();
  const open = first.charAt(0);
  const close = CLOSE_OF[open];
  if (!close) return -1;
  const count = (l: string) => [...l].filter((c) => c === open || close.includes(c)).length;
  const closesOn = (l: string) => close.includes(l.replace(TRAILING_PUNCT_RE, "").slice(-1));
  const marks = count(first);
  if (marks === 2 && closesOn(first)) return i;
  // The opening line holds no other mark: '"Quick" is what I call it' quotes inline.
  if (marks > 1) return -1;
  for (let j = i + 1; j < lines.length && j <= i + MAX_QUOTED_LINES; j++) {
    const l = (lines[j] ?? "").trimEnd();
    // The closing line ends on the mark and holds no other ('… call it "Zed"' is inline).
    if (closesOn(l) && count(l) === 1) return j;
  }
  return -1;
}

/** A rule line ("----", "====", "___") or a mail client's forward marker. */
const SEPARATOR_RE = /^(?:-{3,}|={3,}|_{3,}|\*{3,}|~{3,})$|^-{2,}\s*[\p{L} ]{4,40}\s*-{2,}$/u;
/** A forward's opening line: "Begin forwarded message:", "---------- Forwarded message ---------". */
const FORWARD_RE = /^(?:-{2,}\s*)?(?:Forwarded message|Original Message|Begin forwarded message|Mensaje reenviado|Message transféré|Weitergeleitete Nachricht|Messaggio inoltrato|Mensagem encaminhada|Doorgestuurd bericht|Przekazana wiadomość|Vidarebefordrat meddelande|Videresendt meddelelse|转发的邮件|転送されたメッセージ)\b/iu;
/** A mail header line: the name of the field in the mail clients' languages, then its value. */
const HEADER_RE = /^(?:From|To|Subject|Date|Sent|Cc|Da|A|Oggetto|Data|Inviato|Von|An|Betreff|Gesendet|Datum|De|À|Objet|Envoyé|Van|Aan|Onderwerp|Verzonden|Od|Do|Temat|Wysłano|Från|Till|Ämne|Skickat|Fra|Til|Emne|Sendt|Para|Asunto|Enviado|Assunto|Kimden|Kime|Konu|От|Кому|Тема|Від|Дата|发件人|收件人|主题|日期|差出人|宛先|件名|送信日時|보낸 사람|받는 사람|제목)\s?[:：]\s*\S/u;
/** The header of a subject, or a sender with an address: a run of headers that names neither
 *  ("From: Porto / To: Lisbon / Date: 14 May") is the user's own itinerary. */
const MAIL_HEADER_RE = /^(?:Subject|Oggetto|Betreff|Objet|Onderwerp|Temat|Ämne|Emne|Asunto|Assunto|Konu|Тема|主题|件名|제목)\s?[:：]|^(?:From|Da|Von|De|Van|Od|Från|Fra|Kimden|От|Від|发件人|差出人|보낸 사람)\s?[:：].*@/u;

/** A banner: a title between two runs of the same marks (">>> FILAMENT FRENZY BLACK FRIDAY <<<",
 *  "🔭 ORION BLACK FRIDAY IN SEPTEMBER 🔭", "---- PARDE STREAM | Style Guide v2.3 ----", "***
 *  दिसंबर offer … ***"). People do not frame their own chat lines this way; a flyer, a newsletter
 *  or a document pasted in opens with one. Bold (`**…**`) is markdown, not a frame: the star
 *  runs need three. */
const BANNER_RE = /^(-{2,}|={2,}|\*{3,}|~{2,}|_{3,}|>{2,}|\p{Extended_Pictographic}\uFE0F?)\s*\S.{1,100}?\S\s*(-{2,}|={2,}|\*{3,}|~{2,}|_{3,}|<{2,}|\p{Extended_Pictographic}\uFE0F?)$/u;

/** A banner is a title: a longer line is prose that happens to start with a mark. */
const MAX_BANNER_CHARS = 160;

function isBanner(line: string): boolean {
  if (line.length > MAX_BANNER_CHARS) return false;
  const m = BANNER_RE.exec(line);
  if (!m) return false;
  const open = m[1] ?? "";
  const close = m[2] ?? "";
  // The same mark closes the title (">>>" with "<<<", one rule mark with another); two emoji
  // of different kinds at the ends of a line ("🔥 sold out 💯") are chat.
  if (!(open === close || (open[0] === ">" && close[0] === "<") || (/^[-=*~_]/.test(open) && /^[-=*~_]/.test(close)))) return false;
  // An emoji frame around prose is chat too ("🎉 secure boot is off 🎉"): a flyer's title is
  // in capitals.
  return !/^\p{Extended_Pictographic}/u.test(open) || (/\p{Lu}.*\p{Lu}/u.test(m[0]) && !/\p{Ll}/u.test(m[0]));
}

/** The first rule line at or after `from` (and before `until`), or -1. */
function nextRule(lines: readonly string[], from: number, until = lines.length): number {
  for (let j = from; j < Math.min(until, lines.length); j++) if (SEPARATOR_RE.test((lines[j] ?? "").trim())) return j;
  return -1;
}

/** The index of the last line of a pasted block that starts at line `i`, or -1: a block in quote
 *  marks (quotedBlockEnd), a block between two rule lines, a block a banner opens (to its
 *  closing rule line or the end of its paragraph), or a forwarded mail (its header or forward
 *  marker to the next rule line or the message's end). */
function pastedBlockEnd(lines: readonly string[], i: number): number {
  const quoted = quotedBlockEnd(lines, i);
  if (quoted >= i) return quoted;
  const line = (lines[i] ?? "").trim();
  if (SEPARATOR_RE.test(line)) return nextRule(lines, i + 1);
  if (isBanner(line)) {
    // To the rule line that closes it (a pasted document is not longer than a quoted block, and
    // a search to the message's end from every banner line would be quadratic), else to the end
    // of its paragraph.
    const rule = /^[-=*~_]{2,}/.test(line) ? nextRule(lines, i + 1, i + 1 + MAX_QUOTED_LINES) : -1;
    if (rule > i) return rule;
    let j = i;
    while (j + 1 < lines.length && (lines[j + 1] ?? "").trim() !== "") j++;
    return j;
  }
  if (FORWARD_RE.test(line) || mailHeaderRun(lines, i)) {
    const rule = nextRule(lines, i + 1);
    return rule > i ? rule : lines.length - 1;
  }
  return -1;
}

/** A mail's header block is a few lines: a longer run of "Key: value" lines is read no further
 *  (each line would otherwise scan the rest of the run: quadratic on a pasted list). */
const MAX_HEADER_LINES = 12;

/** Lines `i`, `i + 1` … are mail headers, two or more, one of them a subject or an address. */
function mailHeaderRun(lines: readonly string[], i: number): boolean {
  let j = i;
  let mail = false;
  while (j < lines.length && j - i < MAX_HEADER_LINES && HEADER_RE.test((lines[j] ?? "").trim())) mail = MAIL_HEADER_RE.test((lines[j++] ?? "").trim()) || mail;
  return j - i >= 2 && mail;
}

/** Prose lines of `text`, with code, traces, logs, diffs and quotes removed. */
export function authoredLines(text: string): string[] {
  const out: string[] = [];
  let inFence = false;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (FENCE_RE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    // A block pasted in (in quote marks, between rule lines, a forwarded mail): an e-mail, an ad.
    const end = pastedBlockEnd(lines, i);
    if (end >= i) {
      i = end;
      continue;
    }
    const t = line.trim();
    if (t.length === 0) continue;
    if (QUOTE_RE.test(line) || DIFF_LINE_RE.test(line) || LOG_LINE_RE.test(line)) continue;
    if (STACK_LINE_RES.some((re) => re.test(line))) continue;
    if (CODE_LINE_RES.some((re) => re.test(line)) || isBareCallLine(line)) continue;
    // `# TODO` / `-- TODO` are comments in shell, Python, SQL: code, not the user's task list.
    if (/^\s*(?:#|--)\s*(?:TODO|FIXME|XXX|HACK)\b/i.test(line)) continue;
    const own = withoutQuotedMessages(t);
    if (own && own !== "…") out.push(own);
  }
  return out;
}

/** A span in quote marks at least this long (characters) that ends a sentence inside is a
 *  message quoted within the line: `got this from them: "Dear Deirdre, we would love to sponsor
 *  … — Gavin." I'll leave it to the committee`. A quoted phrase or title is shorter, or holds no
 *  sentence's end. */
const QUOTED_MESSAGE_MIN_CHARS = 80;
const QUOTED_SPAN_RE = new RegExp(`["“„«]([^"“”„«»]{${QUOTED_MESSAGE_MIN_CHARS},}?)["”»]`, "gu");
const SENTENCE_END_INSIDE_RE = /[.!?。！？]\s+\S/u;

/** The line without the messages it quotes (each replaced by an ellipsis), trimmed. The span
 *  stops at the next quote mark, so each mark is passed over once: linear in the line. */
function withoutQuotedMessages(line: string): string {
  return line.replace(QUOTED_SPAN_RE, (span, body: string) => (SENTENCE_END_INSIDE_RE.test(body) ? " … " : span)).trim();
}

const MAX_SENTENCE_CHARS = 400; // longer runs are pastes or walls of text, not crisp statements

/**
 * Splits prose lines into sentences: at line ends, bullet starts, `. ! ?` before a capital or
 * CJK char, and after `。！？；`. Bullet and numbering prefixes are removed. Sentences longer than
 * `maxChars` are left out (a caller that reads run-ons clause by clause passes more).
 */
export function sentences(lines: string[], maxChars = MAX_SENTENCE_CHARS): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/^(?:[-*•+]\s+|\d{1,2}[.)]\s+|\[[ xX]\]\s+)+/, "").trim();
    if (!line) continue;
    // Chat is often lower-case ("…pricing changed. google maps it is"), so a period followed by
    // a space ends a sentence whatever comes next, unless it closes an abbreviation.
    const parts = line.split(/(?<=[。！？；!?])\s*|(?<=(?<!\b(?:e\.g|i\.e|etc|vs|approx|incl|Mr|Mrs|Ms|Dr|St|No|Fig|cf|al)|\b[A-Za-z0-9])\.)\s+(?=\S)/u);
    for (const p of parts) {
      const s = p.trim();
      if (s.length === 0) continue;
      if (s.length > maxChars) continue;
      out.push(s);
    }
  }
  return out;
}

/** Sentences a person authored in `text` (user or assistant prose). */
export function proseSentences(text: string): string[] {
  return sentences(authoredLines(text));
}
