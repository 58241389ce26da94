/**
 * External-content wrappers. OpenClaw wraps text from web_fetch, web_search, email and webhooks
 * in `<<<EXTERNAL_UNTRUSTED_CONTENT id="…">>>` markers, after a SECURITY NOTICE. That text is
 * data someone else wrote: it may even contain prompt injections phrased as decisions or TODOs,
 * so it is split off and marked external, never read as the user's intent.
 */

const START_RE = /<<<EXTERNAL_UNTRUSTED_CONTENT(?:\s+id="[^"\n]{0,64}")?>>>/;
const END_RE = /<<<END_EXTERNAL_UNTRUSTED_CONTENT(?:\s+id="[^"\n]{0,64}")?>>>/;
const NOTICE_START = "SECURITY NOTICE: The following content is from an EXTERNAL, UNTRUSTED source";

export interface ExternalSplit {
  /** Text outside any wrapper (what the author of the message wrote). */
  own: string;
  /** Bodies of the wrappers, metadata header (`Source: …`, `---`) removed. */
  external: string[];
}

/** Splits `text` into its own part and its wrapped external parts. An unterminated wrapper runs
 *  to the end of the text (truncated tool output). */
export function splitExternal(text: string): ExternalSplit {
  if (!text.includes("<<<EXTERNAL_UNTRUSTED_CONTENT")) return { own: text, external: [] };
  const own: string[] = [];
  const external: string[] = [];
  let rest = text;
  for (;;) {
    const m = START_RE.exec(rest);
    if (!m) {
      own.push(rest);
      break;
    }
    let before = rest.slice(0, m.index);
    const notice = before.lastIndexOf(NOTICE_START);
    if (notice !== -1) before = before.slice(0, notice);
    own.push(before);
    const after = rest.slice(m.index + m[0].length);
    const e = END_RE.exec(after);
    const body = e ? after.slice(0, e.index) : after;
    external.push(stripWrapperHeader(body));
    if (!e) break;
    rest = after.slice(e.index + e[0].length);
  }
  return { own: own.join("\n").replace(/\n{3,}/g, "\n\n").trim(), external: external.filter((b) => b.length > 0) };
}

/** Drops the `Source: …` / `From: …` / `Subject: …` header and its `---` separator. */
function stripWrapperHeader(body: string): string {
  const t = body.replace(/^\n+/, "");
  const sep = t.indexOf("\n---\n");
  if (sep !== -1 && sep < 600 && /^Source: /.test(t)) return t.slice(sep + 5).trim();
  return t.trim();
}
