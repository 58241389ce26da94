/**
 * URLs with a scheme. Under `strict` a URL becomes `<REDACTED_URL>` unless its host is in
 * `allowHosts`, and `<INTERNAL_URL>` when the host is internal (hosts.ts); `file://` URLs are
 * paths. Secrets inside URLs were already replaced in the first pass, so an allowed URL keeps
 * `<REDACTED_SECRET>` where its token was.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { locationSpan } from "../rule.js";
import { indexOfWithin, isAlnum, isAlpha, isDigit, runEnd, runStart, startsWithCi } from "../chars.js";
import { isAllowedHost, isInternalHost } from "../hosts.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { pathSpan } from "./path-replacement.js";

const MAX_SCHEME_CHARS = 32;
const MAX_URL_CHARS = 8192;

const isSchemeChar = (c: number): boolean => isAlnum(c) || c === 43 || c === 46 || c === 45;
/** Characters a URL cannot contain unescaped, plus non-ASCII (CJK prose often follows a URL
 *  without a space: `见https://x.cn/a。`). */
function isUrlStop(c: number): boolean {
  return c <= 32 || c === 34 || c === 39 || c === 60 || c === 62 || c === 96 || c === 92 || c === 94 || c === 123 || c === 125 || c === 124 || c > 126;
}

/** A host name or address ending at `end`, extended over a `:port` and a `/path` after it (the
 *  internal-host and internal-ip rules replace the whole address). */
export function withPortAndPath(text: string, end: number): number {
  if (text.charCodeAt(end) === 58 /* : */ && isDigit(text.charCodeAt(end + 1))) end = runEnd(text, end + 1, isDigit, 5);
  if (text.charCodeAt(end) === 47 /* / */) end = urlEnd(text, end);
  return end;
}

/** End of the URL starting at `from`, with trailing punctuation and unbalanced brackets off. */
export function urlEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_URL_CHARS);
  let i = from;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 60 && text.startsWith(PLACEHOLDERS.secret, i)) {
      i += PLACEHOLDERS.secret.length; // a redacted credential stays inside its URL
      continue;
    }
    if (isUrlStop(c)) break;
    i++;
  }
  // Balance brackets: "(see https://x.com/a_(b))" keeps the inner pair, drops the outer ")".
  let end = i;
  for (;;) {
    const last = text.charAt(end - 1);
    if (".,;:!?*".includes(last) && end > from) {
      end--;
      continue;
    }
    if ((last === ")" || last === "]") && end > from) {
      const open = last === ")" ? "(" : "[";
      const seg = text.slice(from, end);
      if (seg.split(open).length < seg.split(last).length) {
        end--;
        continue;
      }
    }
    break;
  }
  return end;
}

/** Host of the authority at `from` (no user info, no port). Found by offsets, with one slice:
 *  this runs for every URL of the text. */
function hostOf(text: string, from: number, end: number): string {
  let authEnd = from;
  while (authEnd < end) {
    const c = text.charCodeAt(authEnd);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) break;
    if (c === 60 /* < */ && text.startsWith(PLACEHOLDERS.secret, authEnd)) authEnd += PLACEHOLDERS.secret.length;
    else authEnd++;
  }
  // After the last @ (user info), up to the first `:` (port), or a bracketed IPv6 address.
  let hostStart = from;
  for (let i = authEnd - 1; i >= from; i--) {
    if (text.charCodeAt(i) === 64 /* @ */) {
      hostStart = i + 1;
      break;
    }
  }
  if (text.charCodeAt(hostStart) === 91 /* [ */ && hostStart < authEnd) {
    const close = indexOfWithin(text, 93 /* ] */, hostStart, authEnd);
    return text.slice(hostStart, close > hostStart ? close + 1 : authEnd);
  }
  const colon = indexOfWithin(text, 58 /* : */, hostStart, authEnd);
  return text.slice(hostStart, colon === -1 ? authEnd : colon);
}

export function classifyUrl(ctx: ScanContext, start: number, end: number, host: string, rule: string): Span | null {
  if (host.length === 0) return null;
  if (isInternalHost(host)) return locationSpan(start, end, "internal-url", "internal-host", PLACEHOLDERS.internal);
  if (isAllowedHost(host, ctx.allowHosts)) return null;
  return locationSpan(start, end, rule, "url", PLACEHOLDERS.url);
}

const rule: Rule = {
  name: "url",
  ids: ["url", "internal-url", "file-url"],
  kind: "url",
  triggers: ["://"],
  match(ctx, at) {
    const { text } = ctx;
    const start = runStart(text, at, isSchemeChar, MAX_SCHEME_CHARS);
    // One-letter "schemes" are drive letters (C://), handled as Windows paths.
    if (at - start < 2 || !isAlpha(text.charCodeAt(start))) return null;
    const end = urlEnd(text, at + 3);
    if (at - start === 4 && startsWithCi(text, "file", start)) {
      const pathStart = indexOfWithin(text, 47 /* / */, at + 3, end);
      if (pathStart === -1) return null;
      const p = pathSpan(ctx, pathStart, end, "file-url");
      return locationSpan(start, p.end, p.rule === "workspace-path" ? "workspace-path" : "file-url", p.kind, p.replacement!, p.keepFrom);
    }
    return classifyUrl(ctx, start, end, hostOf(text, at + 3, end), "url");
  },
};
export default rule;
