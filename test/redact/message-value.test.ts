// A chat export's message that is only a secret, answering a message before it that names one
// (rules/message-value.ts): Slack, Discord, Teams, Mattermost and Matrix exports; and the
// messages that look alike but answer nothing.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const PW = "yuoKA_qDhe=AcKI6";
const HEX = "b4ec0f127dae05ad2de263a8b8e0071a";

describe("a message that is only a secret, after one that names it", () => {
  it.each([
    ["Slack", `[\n  {"type": "message", "text": "does anyone have the staging grafana admin password?", "user": "U01"},\n  {"type": "message", "text": "${PW}", "user": "U02"}\n]`, PW],
    ["Discord", `{"messages": [{"id": "1", "content": "payments sandbox API secret :point_down:"}, {"id": "2", "content": "${HEX}"}]}`, HEX],
    ["Mattermost", `{"type":"post","post":{"message":"nowe hasło do routera poniżej"}}\n{"type":"post","post":{"message":"${PW}"}}`, PW],
    ["an export inside a JSON string", JSON.stringify({ note: `[{"content": "new api key for the queue in the next message"},\n {"content": "${PW}"}]` }), PW],
    ["a PIN asked for", `[{"text": "what's the PIN for the conference panel?"}, {"text": "706931"}]`, "706931"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the question", () => {
    expectKeeps(`[{"text": "does anyone have the staging grafana admin password?"}, {"text": "${PW}"}]`, ["does anyone have the staging grafana admin password?"]);
  });

  it.each([
    ["an id after a message about something else", `[{"text": "deploy finished"}, {"text": "${HEX}"}]`],
    ["a number when nobody asked for a code", `[{"text": "what's the new password policy?"}, {"text": "706931"}]`],
    ["a message with words", `[{"text": "what's the wifi password?"}, {"text": "it's on the fridge"}]`],
    ["a message far from the question", `[{"text": "what's the wifi password?"}, {"text": "a"}, {"text": "b"}, {"text": "c"}, {"text": "${HEX}"}]`],
  ])("keeps %s", (_name, text) => expectKept(text));
});
