/**
 * An in-memory Workspace for the distill tests: same interface and the same refusals that matter
 * here (writes only to memory/YYYY-MM-DD.md and memory/distilled/**, never MEMORY.md), no disk,
 * so the property tests can run thousands of calendars. The real layer is exercised in
 * workspace-real.test.ts.
 */
import type { Workspace, WriteReceipt } from "../../../src/core/workspace/types.js";

const WRITABLE = [/^memory\/\d{4}-\d{2}-\d{2}\.md$/, /^memory\/distilled\/(?:archive\/(?:memory\/)?)?[A-Za-z0-9][A-Za-z0-9._-]{0,80}\.(?:md|jsonl|json)$/];

export class MemWorkspace implements Workspace {
  readonly root = "/mem";
  readonly files = new Map<string, string>();
  /** Every mutating call, in order (for crash and no-write assertions). */
  readonly ops: string[] = [];

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.files.set(k, v);
  }

  private check(rel: string): void {
    if (!WRITABLE.some((re) => re.test(rel))) throw new Error(`MemWorkspace: refused to write ${JSON.stringify(rel)}`);
  }
  private receipt(rel: string, text: string): WriteReceipt {
    return { path: rel, bytes: Buffer.byteLength(text), findings: [] };
  }
  /** No redaction here: the distill tests hold no secrets. */
  redacted(text: string): string {
    return text;
  }
  async readText(rel: string): Promise<string | null> {
    return this.files.get(rel) ?? null;
  }
  async writeText(rel: string, text: string): Promise<WriteReceipt> {
    this.check(rel);
    this.ops.push(`write ${rel}`);
    this.files.set(rel, text);
    return this.receipt(rel, text);
  }
  async createText(rel: string, text: string): Promise<WriteReceipt> {
    if (this.files.has(rel)) throw new Error(`already-exists ${rel}`);
    return this.writeText(rel, text);
  }
  async updateText(rel: string, fn: (c: string | null) => string | null | Promise<string | null>): Promise<WriteReceipt | null> {
    const next = await fn(this.files.get(rel) ?? null);
    if (next === null) return null;
    return this.writeText(rel, next);
  }
  async appendText(rel: string, text: string): Promise<WriteReceipt> {
    this.check(rel);
    this.ops.push(`append ${rel}`);
    const next = (this.files.get(rel) ?? "") + text;
    this.files.set(rel, next);
    return this.receipt(rel, next);
  }
  async remove(rel: string): Promise<void> {
    this.check(rel);
    this.ops.push(`remove ${rel}`);
    this.files.delete(rel);
  }
  async move(from: string, to: string): Promise<void> {
    this.check(from);
    this.check(to);
    const t = this.files.get(from);
    if (t === undefined) throw new Error(`not-found ${from}`);
    this.ops.push(`move ${from} ${to}`);
    this.files.set(to, t);
    this.files.delete(from);
  }
  async list(relDir: string): Promise<string[]> {
    const prefix = relDir.replace(/\/$/, "") + "/";
    const out = new Set<string>();
    for (const k of this.files.keys()) {
      if (!k.startsWith(prefix)) continue;
      const rest = k.slice(prefix.length);
      if (!rest.includes("/")) out.add(rest);
    }
    return [...out].sort();
  }
  async exists(rel: string): Promise<boolean> {
    return this.files.has(rel);
  }
  async withLock<T>(_name: string, fn: () => Promise<T>): Promise<T> {
    return fn();
  }
}
