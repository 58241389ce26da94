/** Cloudflare API tokens (40 chars) and global API keys (37 hex), recognised by their names
 *  (CLOUDFLARE_API_TOKEN, CF_API_KEY). */
import type { KeyedRule } from "./keyed-rule.js";

export default {
  id: "cloudflare-api-token",
  key: (k) => (k.includes("cloudflare") || k.startsWith("cf")) && (k.endsWith("token") || k.endsWith("apikey")),
  value: (v) => /^[A-Za-z0-9_-]{40}$/.test(v) || /^[a-f0-9]{37}$/.test(v),
} satisfies KeyedRule;
