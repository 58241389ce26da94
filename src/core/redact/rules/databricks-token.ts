/** Databricks personal access tokens: `dapi` + 32 hex, optionally `-N`. Weak prefix. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "databricks-token",
  prefixes: { dapi: "databricks-token" },
  body: "[a-f0-9]{32}(?:-[0-9])?",
  tail: "reject",
});
