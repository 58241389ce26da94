/** What the distillation benches share: the workspace interface over a Map. */
/** Workspace interface over a Map: isolates the core's cost from the disk's. */
export class MemWorkspace {
  root = "/mem";
  constructor(files) {
    this.files = new Map(Object.entries(files));
  }
  async readText(rel) {
    return this.files.get(rel) ?? null;
  }
  async writeText(rel, text) {
    this.files.set(rel, text);
    return { path: rel, bytes: Buffer.byteLength(text), findings: [] };
  }
  async createText(rel, text) {
    return this.writeText(rel, text);
  }
  async updateText(rel, fn) {
    const next = await fn(this.files.get(rel) ?? null);
    return next === null ? null : this.writeText(rel, next);
  }
  async appendText(rel, text) {
    return this.writeText(rel, (this.files.get(rel) ?? "") + text);
  }
  async remove(rel) {
    this.files.delete(rel);
  }
  async move(a, b) {
    this.files.set(b, this.files.get(a));
    this.files.delete(a);
  }
  async list(dir) {
    const p = dir.replace(/\/$/, "") + "/";
    return [...new Set([...this.files.keys()].filter((k) => k.startsWith(p) && !k.slice(p.length).includes("/")).map((k) => k.slice(p.length)))].sort();
  }
  async exists(rel) {
    return this.files.has(rel);
  }
  async withLock(_n, fn) {
    return fn();
  }
}
