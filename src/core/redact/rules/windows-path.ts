/** Windows drive paths (`C:\Users\alice\x`, `D:/data`, JSON-escaped `C:\\Users\\alice`) and
 *  environment-rooted ones (`%USERPROFILE%\x`, `%APPDATA%\x`). Directory names may hold spaces
 *  (`Program Files`, `Jane Doe`); see path-scan.ts. */
import type { Rule } from "../rule.js";
import { isAlnum, isAlpha } from "../chars.js";
import { scanSegments, quotedPathEnd, type PathScanOptions } from "../path-scan.js";
import { pathSpan } from "./path-replacement.js";

const DRIVE = /[A-Za-z]:(?:\\{1,2}|\/)/y;
const ENV_ROOT = /%(?:USERPROFILE|APPDATA|LOCALAPPDATA|HOMEPATH|HOMEDRIVE|TEMP|TMP|PROGRAMDATA|ONEDRIVE)%(?:\\{1,2}|\/)/iy;
/** Characters Windows names carry beyond the Unix set. */
const extra = (c: number): boolean => c === 40 || c === 41 || c === 36 || c === 38 || c === 39 || c === 35;
const SCAN: PathScanOptions = { backslash: true, extra, spaced: () => true };

const rule: Rule = {
  name: "windows-path",
  ids: ["windows-path"],
  kind: "path",
  triggers: [
    // Anchored on the colon of `C:\` / `C:/`: a letter before it, a separator after it.
    {
      anchor: ":",
      prev: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
      next: "\\/",
      find(text, q) {
        // One letter, not the end of a word (`https:/` is not a drive).
        const before = q >= 2 ? text.charCodeAt(q - 2) : 32;
        return isAlpha(text.charCodeAt(q - 1)) && !isAlnum(before) && before !== 95 ? q - 1 : -1;
      },
    },
    { ci: "%userprofile%" }, { ci: "%appdata%" }, { ci: "%localappdata%" }, { ci: "%homepath%" }, { ci: "%homedrive%" },
    { ci: "%temp%" }, { ci: "%tmp%" }, { ci: "%programdata%" }, { ci: "%onedrive%" },
  ],
  match(ctx, at) {
    const { text } = ctx;
    if (at > 0 && (isAlnum(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 95)) return null;
    let bodyStart: number;
    DRIVE.lastIndex = at;
    if (DRIVE.test(text)) bodyStart = DRIVE.lastIndex;
    else {
      ENV_ROOT.lastIndex = at;
      if (!ENV_ROOT.test(text)) return null;
      bodyStart = ENV_ROOT.lastIndex;
    }
    const scanned = scanSegments(text, bodyStart, SCAN);
    let end = scanned.end;
    if (scanned.count === 0) return null;
    // `x:\nfoo` in JSON-escaped prose is a newline escape, not a one-segment path.
    const sep = text.slice(bodyStart - 1, bodyStart);
    if (sep === "\\" && text.charAt(bodyStart - 2) !== "\\" && scanned.count < 2 && /^[ntrbfu]/.test(scanned.first)) return null;
    const quotedEnd = quotedPathEnd(text, at);
    if (quotedEnd > end) end = quotedEnd;
    return pathSpan(ctx, at, end, "windows-path");
  },
};
export default rule;
