/**
 * Absolute Unix paths: a file under a home folder, a config file under the system's config root,
 * a log file under its log root (examples in test/redact/location-rules.test.ts). A slash
 * only starts a path after a boundary (start, space, quote, bracket, `=`, `:`), so `and/or`,
 * `TCP/IP`, `3/4`, `</div>`, `2>/dev/null` and URLs are not paths. To keep API routes and slash
 * commands (`/api/v1/users`, `/compact`) the path must start at a filesystem root directory or
 * end in a file name with an extension; a few well-known system paths that identify nothing
 * (`/dev/null`, `/usr/bin/env`) are kept.
 */
import type { Rule } from "../rule.js";
import { isPathChar, quotedPathEnd, scanSegments, type PathScanOptions } from "../path-scan.js";
import { pathSpan } from "./path-replacement.js";

const FS_ROOTS = new Set([
  "home", "Users", "root", "etc", "var", "usr", "opt", "tmp", "private", "mnt", "media", "srv", "proc", "sys", "dev",
  "bin", "sbin", "lib", "lib32", "lib64", "boot", "run", "snap", "nix", "Volumes", "Library", "System", "Applications",
  "workspace", "workspaces", "app", "data", "code", "builds", "github", "cygdrive", "gnu", "export", "net", "afs",
  "scratch", "storage", "sdcard", "Network", "cores", "config", "vault", "backup", "backups", "secrets",
]);
const HARMLESS = new Set([
  "/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/zero", "/dev/random", "/dev/urandom",
  "/usr/bin/env", "/bin/sh", "/bin/bash", "/bin/zsh", "/usr/bin/bash", "/usr/bin/zsh", "/usr/bin/sh",
  "/usr/bin/python", "/usr/bin/python3", "/usr/bin/node", "/usr/bin/perl", "/usr/bin/ruby",
]);
const HARMLESS_MAX_CHARS = Math.max(...[...HARMLESS].map((p) => p.length));
const PATH_BOUNDARY = new Set([..." \t\r\n\"'`([{=,:;|"].map((c) => c.charCodeAt(0)));
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;
/** `/Users/Jane Doe/…`: the user-name segment may hold spaces and must not survive in part. */
const userNameNext = (count: number, first: string): boolean => count === 1 && (first === "Users" || first === "home");
const SCAN: PathScanOptions = { backslash: false, spaced: userNameNext };

const rule: Rule = {
  name: "unix-path",
  ids: ["unix-path", "workspace-path"],
  kind: "path",
  triggers: [{ anchor: "/", prev: " \t\r\n\"'`([{=,:;|", find: (text, q) => (isPathChar(text.charCodeAt(q + 1)) ? q : -1) }],
  match(ctx, at) {
    const { text } = ctx;
    // A path starts after a space, quote, bracket, `=`, `:`, `,`, `;` or `|`: not in and/or,
    // TCP/IP, 3/4, </div>, 2>/dev/null or the middle of a URL.
    if (at > 0 && !PATH_BOUNDARY.has(text.charCodeAt(at - 1))) return null;
    const quotedEnd = quotedPathEnd(text, at);
    const scanned = scanSegments(text, at + 1, SCAN);
    let end = scanned.end;
    if (scanned.count === 0) return null;
    // Inside matching quotes a path may contain spaces anywhere ("/Users/a/My File.txt").
    if (quotedEnd > end && !text.slice(end, quotedEnd).includes("  ")) end = quotedEnd;
    const mapped = pathSpan(ctx, at, end, "unix-path");
    if (mapped.rule === "workspace-path") return mapped;
    if (end - at <= HARMLESS_MAX_CHARS && HARMLESS.has(text.slice(at, end))) return null;
    // One segment (`/home/`, `/compact`) says nothing about the machine.
    if (scanned.count < 2) return null;
    if (!FS_ROOTS.has(scanned.first) && !EXTENSION.test(scanned.last)) return null;
    return mapped;
  },
};
export default rule;
