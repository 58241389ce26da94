/** Atlassian (Jira, Confluence) API tokens: `ATATT3` + ~186 characters. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "atlassian-api-token", prefixes: { ATATT3: "atlassian-api-token" }, body: "[A-Za-z0-9_=-]{150,300}", tail: "extend" });
