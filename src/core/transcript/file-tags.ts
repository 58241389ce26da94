const FILE_TAGS = ["read-files", "modified-files"] as const;

/**
 * OpenClaw appends `<read-files>` / `<modified-files>` blocks to summaries: paths, no content.
 * Removes every closed block (an opening tag up to the first closing tag of the same name) and
 * leaves unclosed tags in place, like /<(read-files|modified-files)>[\s\S]*?<\/\1>/g did, but
 * with indexOf: the regex scanned to the end of the summary from every unclosed opening tag
 * (quadratic: a summary of 1 MB of "<read-files>" never finished). Here a closing tag that is
 * not found is remembered as absent for the rest of the text, so each tag kind costs at most
 * one failed scan and the whole pass is linear.
 */
export function stripFileTags(summary: string): string {
  if (!summary.includes("-files>")) return summary.trim();
  const open = FILE_TAGS.map((t) => `<${t}>`);
  const close = FILE_TAGS.map((t) => `</${t}>`);
  const closable = FILE_TAGS.map(() => true);
  const next = FILE_TAGS.map(() => -2); // cached position of the next opening tag; -2: not looked up
  const out: string[] = [];
  let kept = 0; // start of the text not yet copied to out
  let from = 0; // where to look for the next opening tag
  for (;;) {
    let best = -1;
    let kind = -1;
    for (let k = 0; k < FILE_TAGS.length; k++) {
      if (!closable[k]) continue;
      if (next[k]! !== -1 && next[k]! < from) next[k] = summary.indexOf(open[k]!, from);
      const at = next[k]!;
      if (at !== -1 && (best === -1 || at < best)) [best, kind] = [at, k];
    }
    if (kind === -1) break;
    const end = summary.indexOf(close[kind]!, best + open[kind]!.length);
    if (end === -1) {
      // No closing tag after this one, so none after any later opening tag of this kind either.
      closable[kind] = false;
      continue;
    }
    out.push(summary.slice(kept, best));
    kept = from = end + close[kind]!.length;
  }
  out.push(summary.slice(kept));
  return out.join("").trim();
}
