/**
 * The leak check behind "no secret reaches disk": every file below a folder (dotfiles, lock
 * sidecars, logs and archives included) is read as bytes and searched two ways:
 *   1. literally, for every planted secret value (what the generator knows it put in), and for
 *      any 32-character window of a long value (a truncated key is still key material);
 *   2. with the redactor's own scanner, scanSecrets, for any secret-shaped text at all.
 * Files the *user* wrote (fixtures standing in for the agent's own daily notes) are skipped by
 * content hash, wherever they end up (a forget --archive moves them): context-kit never wrote
 * those bytes, so they are not its leak.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { redact, scanSecrets } from "../../../src/core/redact/index.js";
import { allFiles } from "./tree.js";

export const FRAGMENT_CHARS = 32;

export interface Leak {
  file: string;
  how: "literal" | "fragment" | "scanner";
  /** Rule id (scanner) or the planted secret's rule (literal). Never the secret itself. */
  rule: string;
  /** The line it was found on, only with CONTEXT_KIT_LEAK_DEBUG=1 (the secrets are fake, but
   *  a report should not need them). */
  line?: string;
  /** The value (or a prefix of it, for a fragment) sits right before an ellipsis "…": text that
   *  was clipped after the secret, then kept by the redactor as an `sk-...`-style placeholder. */
  beforeEllipsis: boolean;
  /** redact() of the line the value was found on, on its own, still keeps the value: a
   *  coverage gap of the redactor rather than of the write path. */
  redactorMiss: boolean;
}

const DEBUG = process.env.CONTEXT_KIT_LEAK_DEBUG === "1";
function fullLineAt(text: string, needle: string): string {
  const at = text.indexOf(needle);
  const start = text.lastIndexOf("\n", at) + 1;
  const end = text.indexOf("\n", at);
  return text.slice(start, end === -1 ? undefined : end);
}
function lineAt(text: string, needle: string | number): string | undefined {
  if (!DEBUG) return undefined;
  const at = typeof needle === "number" ? needle : text.indexOf(needle);
  const start = text.lastIndexOf("\n", at) + 1;
  const end = text.indexOf("\n", at);
  return text.slice(start, end === -1 ? undefined : end).slice(0, 600);
}

export interface PlantedValue {
  rule: string;
  value: string;
}

const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

export class LeakScanner {
  private readonly values: PlantedValue[] = [];
  private readonly userFiles = new Set<string>();

  plant(rule: string, secrets: readonly string[]): void {
    for (const value of secrets) if (value.length >= 6) this.values.push({ rule, value });
  }

  /** Marks content as the user's own (skipped wherever it is found). */
  userContent(bytes: Buffer | string): void {
    this.userFiles.add(sha(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, "utf8")));
  }

  get planted(): number {
    return this.values.length;
  }

  /** Scans one file's text. */
  scanText(file: string, text: string): Leak[] {
    const leaks: Leak[] = [];
    for (const f of scanSecrets(text)) if (f.kind === "secret") leaks.push({ file, how: "scanner", rule: f.rule, beforeEllipsis: text.startsWith("…", f.end), redactorMiss: false, ...(DEBUG ? { line: lineAt(text, f.start) } : {}) });
    for (const { rule, value } of this.values) {
      if (text.includes(value)) {
        leaks.push({ file, how: "literal", rule, beforeEllipsis: text.includes(value + "…"), redactorMiss: redact(fullLineAt(text, value)).text.includes(value), ...(DEBUG ? { line: lineAt(text, value) } : {}) });
        continue;
      }
      if (value.length > FRAGMENT_CHARS + 8) {
        // Windows from the body only: a shared public prefix (JWT header, PEM armour) is not key material.
        for (let i = 16; i + FRAGMENT_CHARS <= value.length; i += 8) {
          const w = value.slice(i, i + FRAGMENT_CHARS);
          if (/^[A-Za-z0-9+/=_-]+$/.test(w) && text.includes(w)) {
            const beforeEllipsis = [...Array(value.length - 8).keys()].some((k) => text.includes(value.slice(0, k + 8) + "…"));
            leaks.push({ file, how: "fragment", rule, beforeEllipsis, redactorMiss: redact(fullLineAt(text, w)).text.includes(w), ...(DEBUG ? { line: lineAt(text, w) } : {}) });
            break;
          }
        }
      }
    }
    return leaks;
  }

  /** Scans every file below `root` (and any extra files, e.g. a CLI --out target). */
  scanTree(root: string, extra: string[] = []): { files: number; leaks: Leak[] } {
    const files = [...allFiles(root).map((rel) => path.join(root, rel)), ...extra.filter((f) => fs.existsSync(f))];
    const leaks: Leak[] = [];
    for (const full of files) {
      const bytes = fs.readFileSync(full);
      if (this.userFiles.has(sha(bytes))) continue;
      leaks.push(...this.scanText(path.relative(root, full), bytes.toString("utf8")));
    }
    return { files: files.length, leaks };
  }
}
