/** What a verification finding does to a model-written draft: defined with the config (`verify`). */
export { VERIFY_MODES, DEFAULT_VERIFY_MODE, type VerifyMode } from "../config.js";
