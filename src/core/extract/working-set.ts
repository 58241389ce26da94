/**
 * The session's working set: the files, paths and reference codes its tool calls came back to.
 * A resuming agent needs to know where the work was ("scripts/dre.py", "src/styles/tokens.css",
 * "profiles/slurm/config.yaml"), and most sessions never say it in prose: the assistant reads,
 * edits and runs them. Selected by provenance and repetition, not by words: the identifiers
 * (identifiers.ts: a path, a file name with a specific stem, a code) in the arguments of the
 * assistant's tool calls, the most-used first (then in order of first use), MAX_VALUES of them
 * in one Technical Context line. A value one call used counts too: on the read blind sessions,
 * keeping only those two or more calls used found 7 labelled items fewer. The files the
 * session changed (OpenClaw's `write`, `edit` and `apply_patch` calls) come first as a statement
 * of their own, ranked with the other technical lines: the index line is added only where the
 * compact still has room, and a long session's results were the first thing cut. See
 * docs/design.md, "Extraction floor".
 */
import type { Transcript } from "../transcript/types.js";
import type { DigestItem } from "./digest.js";
import { identifiersIn } from "./identifiers.js";
import { salience } from "./salience.js";

/** Values named in the line; "and others" says there are more. */
export const MAX_VALUES = 8;
const LABEL = "Files and references the tools used";
const CHANGED_LABEL = "Files the session changed";

/** OpenClaw's tools that change files: what a call of theirs names, the session changed. */
const CHANGING_TOOLS = new Set(["write", "edit", "apply_patch"]);

interface Use {
  value: string;
  /** A call of a CHANGING_TOOLS tool named it: the session changed it. */
  changed: boolean;
  calls: number;
  first: number;
  last: number;
}

/** The working set's values, most-used first (then in order of first use). */
export function workingSet(transcript: Transcript): Use[] {
  const uses = new Map<string, Use>();
  const local = localPath(transcript.cwd);
  transcript.turns.forEach((turn, i) => {
    if (turn.role !== "assistant" || turn.external) return;
    for (const call of turn.toolCalls ?? []) {
      if (!call.args) continue;
      // A value named twice in one call is one use.
      const values = new Set<string>();
      for (const v of identifiersIn(call.args)) {
        const value = local(v.value);
        if (value !== null) values.add(value);
      }
      const changes = CHANGING_TOOLS.has(call.name);
      for (const value of values) {
        const u = uses.get(value);
        if (u) {
          u.calls++;
          u.last = i;
          u.changed ||= changes;
        } else uses.set(value, { value, changed: changes, calls: 1, first: i, last: i });
      }
    }
  });
  return [...uses.values()].sort((a, b) => b.calls - a.calls || a.first - b.first);
}

/** The files the session changed (CHANGING_TOOLS), as one Technical Context statement ranked like
 *  any other: where the work left its results matters to whoever resumes it more than a value
 *  a tool printed on the way. Null when the session changed nothing the compact can name.
 *  `uses`: the session's working set, when the caller has it already. */
export function changedItem(transcript: Transcript, listed: readonly string[], date: string, uses = workingSet(transcript)): DigestItem | null {
  const changed = uses.filter((u) => u.changed).sort((a, b) => b.last - a.last);
  const item = listItem(`${CHANGED_LABEL}, latest first`, changed, listed, date);
  return item && { ...item, salience: salience(item.text, "tool") };
}

/** The working set as one Technical Context item, leaving out values `listed` already names;
 *  null when nothing is left. Never ranked against statements (salience 0): the renderer adds it
 *  only where it still fits. `uses`: as for changedItem. */
export function workingSetItem(transcript: Transcript, listed: readonly string[], date: string, uses = workingSet(transcript)): DigestItem | null {
  return listItem(`${LABEL}, most-used first`, uses, listed, date);
}

/** One line of `uses` in their order, without the values `listed` already names, MAX_VALUES of
 *  them. No counts: a draft that copies the line must hold only what the session says (the
 *  grounding check would find no "3" for "(3×)" or "and 3 more"). */
function listItem(label: string, uses: readonly Use[], listed: readonly string[], date: string): DigestItem | null {
  const said = listed.join("\n");
  const values = uses.filter((u) => !said.includes(u.value));
  if (values.length === 0) return null;
  const shown = values.slice(0, MAX_VALUES);
  const text = `${label}: ${shown.map((u) => u.value).join(", ")}${values.length > shown.length ? ", and others" : ""}`;
  return { text, date, speaker: "tool", turn: Math.max(...shown.map((u) => u.last)), salience: 0 };
}

/** A value as the compact can show it: a path under the workspace relative to it, other
 *  absolute paths left out (the compact's redaction would write them `<REDACTED_PATH>`, which
 *  says nothing), anything else as it is. */
function localPath(cwd: string | undefined): (value: string) => string | null {
  const root = cwd?.replace(/[\\/]+$/, "");
  return (value) => {
    if (!/^(?:~|\/|[A-Za-z]:[\\/])/.test(value)) return value;
    if (root && value.startsWith(root + "/") && value.length > root.length + 1) return value.slice(root.length + 1);
    return null;
  };
}
