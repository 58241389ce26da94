/** Datadog API keys (32 hex) and application keys (40 hex), recognised by their variable names
 *  (DD_API_KEY, DATADOG_APP_KEY, dd-application-key …). */
import type { KeyedRule } from "./keyed-rule.js";

const isDatadog = (k: string): boolean => k.includes("datadog") || k.startsWith("dd");

export const datadogApiKey = {
  id: "datadog-api-key",
  key: (k) => isDatadog(k) && k.endsWith("apikey"),
  value: (v) => /^[a-f0-9]{32}$/.test(v),
} satisfies KeyedRule;

export const datadogAppKey = {
  id: "datadog-app-key",
  key: (k) => isDatadog(k) && (k.endsWith("appkey") || k.endsWith("applicationkey")),
  value: (v) => /^[a-f0-9]{40}$/.test(v),
} satisfies KeyedRule;
