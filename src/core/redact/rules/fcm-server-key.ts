/** Firebase Cloud Messaging legacy server keys: `AAAA` + 7 + `:APA91b` + ~134 characters. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum } from "../chars.js";

const KEY = /AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,160}/y;

const rule: Rule = {
  name: "fcm-server-key",
  ids: ["fcm-server-key"],
  kind: "secret",
  triggers: [":APA91b"],
  match({ text }, at) {
    const start = at - 11;
    if (start < 0 || (start > 0 && isAlnum(text.charCodeAt(start - 1)))) return null;
    KEY.lastIndex = start;
    if (!KEY.test(text)) return null;
    return span(start, KEY.lastIndex, "fcm-server-key");
  },
};
export default rule;
