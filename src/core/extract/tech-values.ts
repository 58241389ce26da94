/**
 * Keyed technical values of a session (techfacts.ts): the current value of each key, in the
 * order last set, and the values a key held before it was changed.
 */
import type { Meta } from "./item.js";
import type { Speaker } from "./signal.js";
import type { TechValue } from "./techfacts.js";

export interface TechEntry extends TechValue {
  turn: number;
  speaker: Speaker;
}

/** True when version `vague` is a leading part of the different version `precise`: "15" of
 *  "v15.1.3", "3.11" of "3.11.9" (a leading "v" ignored). */
function refinesVersion(vague: string, precise: string): boolean {
  const a = vague.replace(/^v/i, "");
  const b = precise.replace(/^v/i, "");
  return a !== b && b.startsWith(`${a}.`);
}

export class TechValues {
  /** Map insertion order is display order: a changed value moves to the end (most recent). */
  readonly current = new Map<string, TechEntry>();
  /** Values a key held before it was changed: "5432" for the port corrected to 5433. */
  readonly old = new Map<string, Set<string>>();

  /** Records a keyed technical value; a bare "port" in a correction updates the port last named. */
  set(v: TechValue, meta: Meta, correction: boolean): void {
    if (correction && v.kind === "port" && v.key === "port") {
      // "Actually it's port 5433": every port that held the value just corrected moves with it
      // (the same port is often named twice: by the user and in a config file).
      const ports = [...this.current.values()].filter((t) => t.kind === "port");
      const last = ports.sort((a, b) => a.turn - b.turn).at(-1);
      if (last) {
        for (const t of ports) if (t.value === last.value) this.setOne({ ...v, key: t.key, label: t.label }, meta);
        return;
      }
    }
    this.setOne(v, meta);
  }

  private setOne(v: TechValue, meta: Meta): void {
    const key = v.key;
    const label = v.label;
    const prev = this.current.get(key);
    if (prev && meta.speaker === "summary" && prev.speaker !== "summary") return;
    // "next.js 15" then the tool's "Next.js v15.1.3" is one version said twice, not a change: the
    // precise value is kept and the vaguer one is not stale (a fact naming "next.js 15" stays).
    if (prev && v.kind === "version" && prev.kind === "version") {
      if (refinesVersion(v.value, prev.value)) return;
      if (refinesVersion(prev.value, v.value)) {
        this.current.delete(key);
        this.current.set(key, { ...v, key, label, turn: meta.turn, speaker: meta.speaker });
        return;
      }
    }
    if (prev && prev.value !== v.value) {
      const old = this.old.get(key) ?? new Set<string>();
      old.add(prev.value);
      old.delete(v.value);
      this.old.set(key, old);
    }
    // Map insertion order is display order: a changed value moves to the end (most recent).
    this.current.delete(key);
    this.current.set(key, { ...v, key, label, turn: meta.turn, speaker: meta.speaker });
  }

  /** True when `text` states a value that was later changed (and not the current value). */
  mentionsStale(text: string): boolean {
    for (const [key, olds] of this.old) {
      const cur = this.current.get(key)?.value;
      for (const o of olds) {
        const re = new RegExp(`(?<![\\w.])${o.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w]|\\.\\d)`);
        if (re.test(text) && !(cur && text.includes(cur))) return true;
      }
    }
    return false;
  }
}
