/** GitHub fine-grained personal access tokens: `github_pat_` + 22 + `_` + 59 characters. The
 *  body bound is loose (50–255) so a format change still redacts. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "github-fine-grained-pat",
  prefixes: { github_pat_: "github-fine-grained-pat" },
  body: "[A-Za-z0-9_]{50,255}",
  tail: "extend",
});
