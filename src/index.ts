/**
 * The package entry (package.json "main" and "openclaw.extensions"): the plugin itself lives in
 * plugin/entry.ts; this file keeps the published path stable.
 */
export { default, PLUGIN_ID, TOOL_NAMES } from "./plugin/entry.js";
