/** PyPI and TestPyPI upload tokens: macaroons whose base64 starts with their issuer (pypi.org). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "pypi-token",
  prefixes: { "pypi-AgEIcHlwaS5vcmc": "pypi-token", "pypi-AgENdGVzdC5weXBpLm9yZw": "pypi-token" },
  body: "[A-Za-z0-9_-]{50,4096}",
  tail: "extend",
});
