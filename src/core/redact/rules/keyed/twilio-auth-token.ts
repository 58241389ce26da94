/** Twilio auth tokens: 32 hex assigned to TWILIO_AUTH_TOKEN / twilioAuthToken. */
import type { KeyedRule } from "./keyed-rule.js";

export default {
  id: "twilio-auth-token",
  key: (k) => k.includes("twilio") && k.endsWith("token"),
  value: (v) => /^[a-f0-9]{32}$/.test(v),
} satisfies KeyedRule;
