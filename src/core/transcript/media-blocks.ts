/**
 * Media-understanding blocks. When OpenClaw transcribes a voice note or describes an image or a
 * video, the user message's body becomes a block per attachment:
 *
 *   [Audio]                 [Image 1/2]
 *   User text:              Description:
 *   <the caption>           <what a model saw>
 *   Transcript:
 *   <what the user said>
 *
 * (node_modules/openclaw/docs/nodes/media-understanding.md). A transcript is the user's own
 * words and stays theirs, without the block's header and labels (a header read as words makes
 * "[Audio] Transcript: yeah" a statement). A description is a model's account of a picture:
 * data, like a fetched page, never the user's intent, so it is split off as external text.
 * A label may also share its header's line ("[Audio] Transcript: …").
 */

const HEADER_RE = /^\[(Audio|Image|Video)(?: \d{1,2}\/\d{1,2})?\][ \t]*/;
const LABEL_RE = /^(User text|Transcript|Description):[ \t]*/;

export interface MediaSplit {
  /** The user's own text: captions and transcripts, without headers and labels. */
  own: string;
  /** Descriptions of images and videos, one per block. */
  described: string[];
}

export function splitMediaBlocks(text: string): MediaSplit {
  if (!text.includes("[Audio") && !text.includes("[Image") && !text.includes("[Video")) return { own: text, described: [] };
  const own: string[] = [];
  const described: string[] = [];
  let kind: string | undefined;
  let label: string | undefined;
  let description: string[] | undefined;
  const endDescription = () => {
    if (description && description.join("\n").trim()) described.push(description.join("\n").trim());
    description = undefined;
  };
  for (const raw of text.split("\n")) {
    let line = raw;
    const header = HEADER_RE.exec(line);
    if (header) {
      endDescription();
      kind = header[1];
      label = undefined;
      line = line.slice(header[0].length);
    }
    if (kind !== undefined) {
      const l = LABEL_RE.exec(line);
      if (l) {
        endDescription();
        label = l[1];
        line = line.slice(l[0].length);
        if (label === "Description" && kind !== "Audio") description = [];
      }
    }
    // A header or a label alone on its line leaves nothing of the user's.
    if (description) description.push(line);
    else if (line === raw || line.trim()) own.push(line);
  }
  endDescription();
  return { own: own.join("\n").trim(), described };
}
