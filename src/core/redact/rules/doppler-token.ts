/** Doppler personal (dp.pt.), service (dp.st.), CLI (dp.ct.), service account (dp.sa.), SCIM
 *  (dp.scim.) and audit (dp.audit.) tokens. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "doppler-token",
  prefixes: { "dp.pt.": "doppler-token", "dp.st.": "doppler-token", "dp.ct.": "doppler-token", "dp.sa.": "doppler-token", "dp.scim.": "doppler-token", "dp.audit.": "doppler-token" },
  body: "[A-Za-z0-9]{40,44}",
  tail: "extend",
});
