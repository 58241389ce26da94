/** Keyed rules in the order they are asked (specific formats before the generic fallbacks). */
import type { KeyedRule } from "./keyed-rule.js";
import awsSecretAccessKey from "./aws-secret-access-key.js";
import awsSessionToken from "./aws-session-token.js";
import { datadogApiKey, datadogAppKey } from "./datadog-key.js";
import twilioAuthToken from "./twilio-auth-token.js";
import herokuApiKey from "./heroku-api-key.js";
import cloudflareApiToken from "./cloudflare-api-token.js";

export type { KeyedRule } from "./keyed-rule.js";
export const KEYED_RULES: readonly KeyedRule[] = [awsSecretAccessKey, awsSessionToken, datadogApiKey, datadogAppKey, twilioAuthToken, herokuApiKey, cloudflareApiToken];
