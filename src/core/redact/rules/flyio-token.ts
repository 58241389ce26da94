/** Fly.io tokens: macaroon (fm1_/fm2_) and OAuth (fo1_). */
import { tokenRule } from "../token-rule.js";
import { isBase64Char } from "../chars.js";

export default tokenRule({
  name: "flyio-token",
  prefixes: { fm1_: "flyio-token", fm2_: "flyio-token", fo1_: "flyio-token" },
  body: "[A-Za-z0-9+/=_-]{40,4096}",
  tail: "extend",
  tailChar: isBase64Char,
});
