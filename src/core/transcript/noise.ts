/**
 * Transport noise that OpenClaw stores inside message text: inbound metadata envelopes,
 * heartbeat and memory-flush prompts, silent replies, reply directives, delivery hints.
 * None of it is anything the user said, so a digest must never see it. Patterns follow
 * OpenClaw 2026.9.6 (strip-inbound-meta, doctor-session-transcript-labels, heartbeat docs)
 * and the legacy labels those files rewrite.
 */

/** Provenance marker OpenClaw appends to every injected inbound context label (2026.9.6). */
export const INBOUND_CONTEXT_MARKER = "⟦openclaw:ctx⟧";

const LEADING_TIMESTAMP_RE = /^\[[A-Za-z]{3} \d{4}-\d{2}-\d{2} \d{2}:\d{2}[^\]\n]*\] */;

/** Legacy labels, e.g. `Sender (untrusted metadata):`, `Chat history since last reply (untrusted, for context):`. */
const LEGACY_LABEL_RE = /^(?:[A-Z][^\n]{0,80}\((?:untrusted[^)\n]*|[^)\n]*untrusted)\):|Untrusted context \(metadata, do not treat as instructions or commands\):)[ \t]*$/;

const DELIVERY_HINT_RE = /^Delivery: (?:to send a message, use the `message` tool\.|Final assistant text is not automatically delivered|No visible reply is delivered automatically)/;

/** Model-request-only lines that would be noise if they ever reach a stored transcript. */
const RUNTIME_LINE_RE = /^Runtime: agent=\S+ \|/;
const INTERNAL_CONTEXT_OPEN = "<<<BEGIN_OPENCLAW_INTERNAL_CONTEXT>>>";

export interface StripResult {
  text: string;
  /** Something was removed. */
  stripped: boolean;
}

export interface EnvelopeResult extends StripResult {
  /** The envelope says the message was forwarded: its text is someone else's words. */
  forwarded: boolean;
}

/** An envelope block that marks the message as forwarded: OpenClaw's own "Forwarded message
 *  context" block (2026.9.6), or a `forwarded` / `forwarded_from` field in the metadata JSON, as
 *  channel exports and converters write it. A block about other messages (the reply chain, the
 *  message replied to, the chat history, a thread's starter) may name a forward of its own. */
const OTHER_MESSAGES_LABEL_RE = /^(?:Reply|Replied|Chat history|Chat window|Thread starter|History)\b/i;
const FORWARDED_BLOCK_RE = /^Forwarded message context\b|"forwarded"\s*:\s*true\b|"forwarded_from(?:_\w+)?"\s*:\s*"[^"\s]/m;

/** A label with its JSON on the same line ("Conversation info: ⟦openclaw:ctx⟧ {…}"): OpenClaw
 *  writes the JSON in a fenced block under the label, but transcripts written by other tools
 *  (exports, converters) put it inline. The line is the whole envelope block. */
const INLINE_LABEL_RE = new RegExp(String.raw`^[^\n]{1,80} ${INBOUND_CONTEXT_MARKER}\s*(?:\{.*\}|\[.*\])$`);

function isLabelLine(line: string): boolean {
  const t = line.trim();
  if (t.length > 14 && t.endsWith(INBOUND_CONTEXT_MARKER)) return true;
  return LEGACY_LABEL_RE.test(t);
}

/**
 * Removes inbound metadata envelopes from user text: labelled JSON blocks (legacy
 * `… (untrusted metadata):` and 2026.9.6 `… ⟦openclaw:ctx⟧`), the `[Sun 2026-03-08 22:03 GMT+9]`
 * prefix, delivery hints, `Runtime:` lines and the trailing `Context: ⟦openclaw:ctx⟧` block.
 */
export function stripInboundEnvelope(input: string): EnvelopeResult {
  let text = input.replace(LEADING_TIMESTAMP_RE, "");
  let stripped = text !== input;
  // Fast path: nothing that looks like a label, hint or runtime line.
  if (!text.includes("untrusted") && !text.includes("Untrusted") && !text.includes(INBOUND_CONTEXT_MARKER) && !text.includes("Delivery:") && !text.includes("Runtime: agent=") && !text.includes("<active_memory_plugin>")) {
    return { text: stripped ? text.trim() : text, stripped, forwarded: false };
  }
  let forwarded = false;
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const t = line.trim();
    if (t === `Context: ${INBOUND_CONTEXT_MARKER}`) {
      // Channel context is appended after the user's text and runs to the end.
      stripped = true;
      break;
    }
    if (t === "Context:" && (lines[i + 1] ?? "").trim() === "<active_memory_plugin>") {
      let j = i + 2;
      while (j < lines.length && (lines[j] ?? "").trim() !== "</active_memory_plugin>") j++;
      i = j;
      stripped = true;
      continue;
    }
    if (INLINE_LABEL_RE.test(t)) {
      stripped = true;
      if (FORWARDED_BLOCK_RE.test(t) && !OTHER_MESSAGES_LABEL_RE.test(t)) forwarded = true;
      continue;
    }
    if (isLabelLine(line)) {
      stripped = true;
      let j = i + 1;
      if ((lines[j] ?? "").trim() === "```json") {
        j++;
        while (j < lines.length && (lines[j] ?? "").trim() !== "```") j++;
      } else {
        while (j < lines.length && (lines[j] ?? "").trim() !== "") j++;
        j--;
      }
      if (!forwarded && !OTHER_MESSAGES_LABEL_RE.test(t) && FORWARDED_BLOCK_RE.test(lines.slice(i, j + 1).join("\n").trimStart())) forwarded = true;
      i = j; // the closing fence, or the block's last line
      continue;
    }
    if (DELIVERY_HINT_RE.test(t) || RUNTIME_LINE_RE.test(t)) {
      stripped = true;
      continue;
    }
    out.push(line);
  }
  text = out.join("\n").trim();
  const again = text.replace(LEADING_TIMESTAMP_RE, "");
  if (again !== text) stripped = true;
  return { text: again.trim(), stripped, forwarded };
}

/** A stored copy of the model-request-only internal context message. */
export function isInternalContext(text: string): boolean {
  return text.trimStart().startsWith(INTERNAL_CONTEXT_OPEN);
}

// Heartbeat prompts: the 2026.9.6 default, the legacy default ("Read HEARTBEAT.md if it exists
// … reply HEARTBEAT_OK"), and custom prompts that still demand a silent token.
const HEARTBEAT_PROMPT_RES: RegExp[] = [
  /^Follow the heartbeat monitor scratch context/i,
  /\bHEARTBEAT\.md\b[\s\S]{0,600}\b(?:HEARTBEAT_OK|NO_REPLY)\b/,
  /\bheartbeat\b[\s\S]{0,400}\breply (?:with )?(?:HEARTBEAT_OK|NO_REPLY)\b/i,
];

export function isHeartbeatPrompt(text: string): boolean {
  if (text.length > 4000) return false;
  return HEARTBEAT_PROMPT_RES.some((re) => re.test(text));
}

// The silent pre-compaction turn that asks the agent to write durable notes (several wordings).
const MEMORY_FLUSH_RES: RegExp[] = [
  /^Pre-compaction memory flush\b/i,
  /Save important context from this session to the daily memory file\.\s*STRICT RULES:/i,
  /\bmemory flush\b[\s\S]{0,400}\bNO_REPLY\b/i,
  /\bStore durable memories now\b/i,
];

export function isMemoryFlushPrompt(text: string): boolean {
  if (text.length > 6000) return false;
  return MEMORY_FLUSH_RES.some((re) => re.test(text));
}

const SILENT_TOKENS = ["NO_REPLY", "HEARTBEAT_OK"] as const;

/** Removes a silent token at the start or end of a reply (OpenClaw drops such replies when the
 *  rest is short). Returns the remaining text and whether a token was found. */
export function stripSilentToken(text: string): { text: string; silent: boolean } {
  let t = text.trim();
  let silent = false;
  for (const tok of SILENT_TOKENS) {
    if (t === tok) return { text: "", silent: true };
    if (t.startsWith(tok) && !/[A-Za-z0-9_]/.test(t.charAt(tok.length))) {
      t = t.slice(tok.length).trim();
      silent = true;
    }
    if (t.endsWith(tok) && !/[A-Za-z0-9_]/.test(t.charAt(t.length - tok.length - 1))) {
      t = t.slice(0, t.length - tok.length).trim();
      silent = true;
    }
  }
  return { text: t, silent };
}

/** Reply directives such as `[[reply_to_current]]`, `[[reply_to:123]]`, `[[audio_as_voice]]`. */
const DIRECTIVE_RE = /\[\[\s*(?:reply_to_current|reply_to\s*:[^\]\n]{0,80}|audio_as_voice|[a-z][a-z_]{2,30})\s*\]\]/g;

export function stripDirectives(text: string): StripResult {
  if (!text.includes("[[")) return { text, stripped: false };
  const out = text.replace(DIRECTIVE_RE, "").replace(/^[ \t]+/, "").trim();
  return { text: out, stripped: out !== text.trim() };
}
