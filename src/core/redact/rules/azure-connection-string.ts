/** Azure connection strings: storage `AccountKey=`, Service Bus / Event Hubs / IoT Hub
 *  `SharedAccessKey=`, and `SharedAccessSignature=` (a whole SAS). Only the value is removed, so
 *  the account and endpoint stay readable. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isPlaceholderValue } from "../values.js";

const MAX_VALUE_CHARS = 2048;
const KEYS: Record<string, { id: string; min: number }> = {
  "AccountKey=": { id: "azure-storage-account-key", min: 40 },
  "SharedAccessKey=": { id: "azure-shared-access-key", min: 32 },
  "SharedAccessSignature=": { id: "azure-sas-token", min: 20 },
};

const stops = ";\"'<> \t\r\n";

const rule: Rule = {
  name: "azure-connection-string",
  ids: Object.values(KEYS).map((k) => k.id),
  kind: "secret",
  triggers: Object.keys(KEYS),
  match({ text }, at) {
    const key = Object.keys(KEYS).find((k) => text.startsWith(k, at))!;
    const start = at + key.length;
    const limit = Math.min(text.length, start + MAX_VALUE_CHARS);
    // Service Bus / IoT Hub write `SharedAccessSignature=SharedAccessSignature sr=…&sig=…`.
    const valueStops = text.startsWith("SharedAccessSignature ", start) ? stops.replace(" ", "") : stops;
    let end = start;
    while (end < limit && !valueStops.includes(text.charAt(end))) end++;
    const { id, min } = KEYS[key]!;
    if (end - start < min || isPlaceholderValue(text.slice(start, end))) return null;
    return span(start, end, id);
  },
};
export default rule;
