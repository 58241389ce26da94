/** Terraform Cloud / Enterprise API tokens: 14 chars, `.atlasv1.`, 60–70 chars. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum } from "../chars.js";

const TOKEN = /[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}/y;

const rule: Rule = {
  name: "terraform-cloud-token",
  ids: ["terraform-cloud-token"],
  kind: "secret",
  triggers: [".atlasv1."],
  match({ text }, at) {
    const start = at - 14;
    if (start < 0 || (start > 0 && isAlnum(text.charCodeAt(start - 1)))) return null;
    TOKEN.lastIndex = start;
    if (!TOKEN.test(text)) return null;
    return span(start, TOKEN.lastIndex, "terraform-cloud-token");
  },
};
export default rule;
