/** GitLab tokens, all prefixed since GitLab 14/15: personal (glpat-), deploy (gldt-), runner
 *  (glrt-), pipeline trigger (glptt-), OAuth app secret (gloas-), feed (glft-), incoming mail
 *  (glimt-), agent (glagent-), CI build (glcbt-), SCIM (glsoat-), feature flags (glffct-), and
 *  the runner registration token (GR1348941). Newer tokens carry a `.01.xxxx` routing suffix. */
import { tokenRule } from "../token-rule.js";

const body = "[A-Za-z0-9_-]{20,300}(?:\\.[0-9a-z]{2}\\.[A-Za-z0-9_-]{4,64})?";
export default tokenRule({
  name: "gitlab-token",
  prefixes: {
    "glpat-": "gitlab-pat",
    "gldt-": "gitlab-deploy-token",
    "glrt-": "gitlab-runner-token",
    "glptt-": "gitlab-pipeline-trigger-token",
    "gloas-": "gitlab-oauth-app-secret",
    "glft-": "gitlab-feed-token",
    "glimt-": "gitlab-incoming-mail-token",
    "glagent-": "gitlab-agent-token",
    "glcbt-": "gitlab-ci-build-token",
    "glsoat-": "gitlab-scim-token",
    "glffct-": "gitlab-feature-flag-token",
    GR1348941: "gitlab-runner-registration-token",
  },
  body,
  tail: "extend",
});
