/** Mapbox secret tokens: `sk.eyJ…` (public tokens are `pk.` and kept). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "mapbox-secret-token",
  prefixes: { "sk.eyJ": "mapbox-secret-token" },
  body: "[A-Za-z0-9_-]{20,400}\\.[A-Za-z0-9_-]{20,100}",
  tail: "extend",
});
