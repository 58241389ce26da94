/** Grafana Cloud access policy tokens (glc_, base64 JSON) and service account tokens (glsa_). */
import { tokenRule } from "../token-rule.js";
import { isBase64Char } from "../chars.js";

export default tokenRule({
  name: "grafana-token",
  prefixes: { glc_: "grafana-cloud-token", glsa_: "grafana-service-account-token" },
  body: { glc_: "[A-Za-z0-9+/]{32,400}={0,2}", glsa_: "[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}" },
  tail: "extend",
  tailChar: isBase64Char,
});
