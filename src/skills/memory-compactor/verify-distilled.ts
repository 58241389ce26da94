/**
 * Grounding for a model-written distillation: its values must occur in the tier below (the
 * daily log for a day, the week's day files and logs for a week, the month's week files for a
 * month) or in our deterministic draft of the same period, whose computed counts and dates are
 * grounded by code. Coverage is the forgetting gate's job (a lower file is only deleted when
 * the higher tier represents it), so it is not repeated here.
 */
import { MemoryReader } from "./memory-reader.js";
import { draftBodyWith } from "./draft.js";
import { sourcesFor } from "./write.js";
import { DISTILLED_DIR, type Tier } from "./periods.js";
import type { Workspace } from "../../core/workspace/types.js";
import { groundDraft, type Ungrounded } from "../../core/verify/grounding.js";
import { SourceIndex } from "../../core/verify/source-index.js";

const LOG_NAME_RE = /^\d{4}-\d{2}-\d{2}\.md$/;

/** Where a source named in a stamp lives: a raw log in memory/, a distilled file below it. */
export function sourcePath(name: string): string {
  return LOG_NAME_RE.test(name) ? `memory/${name}` : `${DISTILLED_DIR}/${name}`;
}

export async function distilledSourceIndex(ws: Workspace, tier: Tier, period: string): Promise<{ index: SourceIndex; files: string[] }> {
  const reader = new MemoryReader(ws);
  const index = new SourceIndex();
  const files: string[] = [];
  for (const name of (await sourcesFor(reader, tier, period)).keys()) {
    const path = sourcePath(name);
    const text = await reader.text(path);
    if (text !== null) {
      index.add(text);
      files.push(path);
    }
  }
  const draft = await draftBodyWith(reader, { tier, period });
  if (draft.markdown) index.add(draft.markdown);
  return { index, files };
}

/** The writer's own words in a distillation: no title, headings or stamp comment. */
export function distilledProse(markdown: string): string {
  return markdown
    .split("\n")
    .filter((l) => !/^#{1,6}\s/.test(l) && !/^\s*<!--/.test(l))
    .join("\n");
}

export async function groundDistilled(ws: Workspace, tier: Tier, period: string, markdown: string): Promise<Ungrounded[]> {
  const { index } = await distilledSourceIndex(ws, tier, period);
  return groundDraft(distilledProse(markdown), index).ungrounded;
}
