/**
 * The password in a Wi-Fi QR code's payload, `WIFI:T:WPA;S:Guest;P:Tq8#wLm2vZr9;H:false;;`, as a
 * scanner app, `qrencode` or a router's share screen prints it. The format is fixed: fields of a
 * letter, `:` and a value, ended by `;`, in which `\` escapes `;`, `,`, `:` and `\`; the payload
 * ends at `;;`. `P:` is the pre-shared key. A placeholder (`P:<password>`, `P:${WIFI_PSK}`) and an
 * open network's empty `P:` are left.
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isEscapedBreak } from "../chars.js";
import { isPlaceholderValue } from "../values.js";

/** A payload is read this far at most. */
const MAX_PAYLOAD_CHARS = 512;

const rule: Rule = {
  name: "wifi-uri",
  ids: ["wifi-qr-password"],
  kind: "secret",
  triggers: [{ ci: "wifi:" }],
  match({ text }, at) {
    // `WIFI:` opens the payload, not the end of a word (`guest-wifi:`); an escaped line break
    // before it (`\nWIFI:` in a JSON string) is a line's start.
    if (at > 0 && (isAlnum(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 45) && !(at >= 2 && isEscapedBreak(text, at - 2))) return null;
    const limit = Math.min(text.length, at + MAX_PAYLOAD_CHARS);
    let i = at + "wifi:".length;
    while (i < limit) {
      const c = text.charCodeAt(i);
      if (c === 59 /* ; */ || c === 10 || c === 13) break; // `;;` (or a line's end) ends it
      // A field: a letter or two, `:`, then the value up to an unescaped `;`.
      const keyStart = i;
      while (i < limit && i - keyStart < 2 && isAlnum(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 58 /* : */) return { skipTo: i };
      const key = text.slice(keyStart, i);
      const s = ++i;
      while (i < limit && text.charCodeAt(i) !== 59 && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i += text.charCodeAt(i) === 92 /* \ */ ? 2 : 1;
      if (i >= limit || text.charCodeAt(i) !== 59) return { skipTo: i };
      if ((key === "P" || key === "p") && i > s && !isPlaceholderValue(text.slice(s, i))) return span(s, i, "wifi-qr-password");
      i++;
    }
    return { skipTo: i };
  },
};
export default rule;
