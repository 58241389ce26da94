/** Docker Hub personal (dckr_pat_) and organisation (dckr_oat_) access tokens. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "dockerhub-token",
  prefixes: { dckr_pat_: "dockerhub-pat", dckr_oat_: "dockerhub-org-token" },
  body: "[A-Za-z0-9_-]{27,64}",
  tail: "extend",
});
