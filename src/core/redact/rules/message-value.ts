/**
 * A chat export's message that is nothing but a secret, answering a message before it that
 * names one. Slack, Google Chat and Telegram exports keep a message's words in `"text"`,
 * Discord and Teams in `"content"`, Mattermost in `"message"`, Matrix in `"body"`:
 *
 *   "text": "does anyone have the staging grafana admin password? need it for the import",
 *   …
 *   "text": "yuoKA_qDhe=AcKI6",
 *
 * What lone-value-line.ts reads in a chat log read line by line, here read field by field: the
 * message must be one word with a secret's shape (value-shape.ts), or a number of 4–10 digits
 * when the message before asks for a PIN or a code; and one of the MAX_EARLIER_MESSAGES
 * messages before it, under the same key and within MAX_LOOKBACK_CHARS, must name a credential
 * (prose-secret.ts's nouns, in every language it reads). The export may itself sit inside a
 * JSON string, its quotes escaped (`\"text\": \"…\"`).
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { lastIndexWithin } from "../chars.js";
import { isProseSecret } from "../value-shape.js";
import { credentialNounIn } from "./prose-secret.js";

const NAMES = ["text", "content", "message", "body"];
/** The keys as written, and as written inside a JSON string (a transcript's tool output, a note
 *  that quotes an export): `"text"` and `\"text\"`. */
const KEYS = [...NAMES.map((n) => `"${n}"`), ...NAMES.map((n) => `\\"${n}\\"`)];
const MAX_VALUE_CHARS = 512;
const MAX_LOOKBACK_CHARS = 3_000;
const MAX_EARLIER_MESSAGES = 3;
const CODE_WORDS = /\b(?:PIN|pin|code|passcode|pincode)\b/;

/** The JSON string value after the key that starts at `at` (`"text"`), as [start, end) of its
 *  raw characters, or null. */
function stringValue(text: string, at: number, key: string): [number, number] | null {
  const escaped = key.charCodeAt(0) === 92;
  let i = at + key.length;
  while (text.charCodeAt(i) === 32) i++;
  if (text.charCodeAt(i) !== 58) return null; // :
  i++;
  while (text.charCodeAt(i) === 32) i++;
  if (escaped) {
    // Inside a JSON string the value's quotes are `\"`, and the value holds no backslash.
    if (text.charCodeAt(i) !== 92 || text.charCodeAt(i + 1) !== 34) return null;
    const s = i + 2;
    for (let k = s; k < text.length && k - s <= MAX_VALUE_CHARS; k++) if (text.charCodeAt(k) === 92) return text.charCodeAt(k + 1) === 34 ? [s, k] : null;
    return null;
  }
  if (text.charCodeAt(i) !== 34) return null;
  const s = i + 1;
  for (let k = s; k < text.length && k - s <= MAX_VALUE_CHARS; k++) {
    const c = text.charCodeAt(k);
    if (c === 92) k++;
    else if (c === 34) return [s, k];
    else if (c === 10) return null;
  }
  return null;
}

/** Does a message under `key` among the few before `at` name a credential (or, for a number,
 *  ask for a PIN or a code)? */
function namedBefore(text: string, at: number, key: string, numeric: boolean): boolean {
  const floor = Math.max(0, at - MAX_LOOKBACK_CHARS);
  let from = at - 1;
  for (let n = 0; n < MAX_EARLIER_MESSAGES && from > floor; n++) {
    const k = lastIndexWithin(text, key, floor, from + key.length);
    if (k === -1) return false;
    const v = stringValue(text, k, key);
    from = k - 1;
    if (v === null) continue;
    const words = text.slice(v[0], v[1]);
    if (numeric ? CODE_WORDS.test(words) : credentialNounIn(words) !== null) return true;
  }
  return false;
}

const rule: Rule = {
  name: "message-value",
  ids: ["message-value"],
  kind: "secret",
  triggers: KEYS.map((k) => ({ ci: k, next: ": " })),
  match({ text }, at) {
    const key = KEYS.find((k) => text.slice(at, at + k.length).toLowerCase() === k);
    if (key === undefined) return null;
    const v = stringValue(text, at, key);
    if (v === null) return null;
    const value = text.slice(v[0], v[1]);
    if (value.length === 0 || /[\s\\]/.test(value)) return null;
    const numeric = /^\d{4,10}$/.test(value);
    if (!numeric && !isProseSecret(value, "password")) return null;
    return namedBefore(text, at, key, numeric) ? span(v[0], v[1], "message-value", true) : null;
  },
};
export default rule;
