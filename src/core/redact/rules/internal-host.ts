/** Host names under private-use suffixes (`db.internal`, `nas.local`, `git.corp`, `printer.lan`,
 *  `*.svc.cluster.local`) with any port and path, and `localhost` when it carries a port or path.
 *  File names such as `.env.local` and `settings.local.json`, and code such as `this.local`,
 *  are not hosts. */
import type { Rule } from "../rule.js";
import { locationSpan } from "../rule.js";
import { isAlnum, isDigit, runEnd, runStart, startsWithCi } from "../chars.js";
import { INTERNAL_SUFFIXES } from "../hosts.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { withPortAndPath } from "./url.js";

const MAX_HOST_CHARS = 253;
const SUFFIXES = [...INTERNAL_SUFFIXES].sort((a, b) => b.length - a.length);
/** Receivers that make `x.local` a property access in code. */
const CODE_RECEIVERS = new Set(["this", "self", "window", "globalthis", "global", "process", "super", "module", "exports", "object", "ctx", "context", "state", "props", "config", "settings", "env", "os", "app", "req", "res"]);

const isHostChar = (c: number): boolean => isAlnum(c) || c === 45 || c === 46;

const rule: Rule = {
  name: "internal-host",
  ids: ["internal-host"],
  kind: "internal-host",
  // `localhost` only counts with a port or a path (match tests it). A literal, not a finder on the
  // `:` or `/` after it: anchored on a pair of its letters, the pass does not stop at every `t/`.
  triggers: [...SUFFIXES.map((s) => ({ ci: s })), { ci: "localhost" }],
  match({ text }, at) {
    if (startsWithCi(text, "localhost", at)) {
      const prev = text.charCodeAt(at - 1);
      if (at > 0 && (isHostChar(prev) || prev === 95 || prev === 47)) return null;
      const end = at + "localhost".length;
      const next = text.charCodeAt(end);
      const hasPort = next === 58 && isDigit(text.charCodeAt(end + 1));
      const hasPath = next === 47 && isAlnum(text.charCodeAt(end + 1));
      if (!hasPort && !hasPath) return null; // "runs on localhost" is not an address
      return locationSpan(at, withPortAndPath(text, end), "internal-host", undefined, PLACEHOLDERS.internal);
    }
    const suffix = SUFFIXES.find((s) => startsWithCi(text, s, at));
    if (suffix === undefined) return null;
    const end = at + suffix.length;
    const next = text.charCodeAt(end);
    if (isAlnum(next) || next === 45 || next === 95) return null;
    if (next === 46 && isAlnum(text.charCodeAt(end + 1))) return null; // settings.local.json
    const start = runStart(text, at, isHostChar, MAX_HOST_CHARS);
    if (start === at || !isAlnum(text.charCodeAt(start))) return null; // .env.local
    const prev = text.charCodeAt(start - 1);
    if (start > 0 && (prev === 47 || prev === 92 || prev === 95 || prev === 36)) return null; // /etc/x.local, $x.local
    const firstLabel = text.slice(start, text.indexOf(".", start)).toLowerCase();
    if (CODE_RECEIVERS.has(firstLabel)) return null;
    // x.local( is a call; x.local = is an assignment.
    const after = runEnd(text, end, (c) => c === 32, 4);
    if (text.charCodeAt(end) === 40 || (text.charCodeAt(after) === 61 && text.charCodeAt(after + 1) !== 61)) return null;
    return locationSpan(start, withPortAndPath(text, end), "internal-host", undefined, PLACEHOLDERS.internal);
  },
};
export default rule;
