// Secrets in OpenWrt's UCI configuration (rules/uci-option.ts): an `option` or `list` line that
// names a secret with a blank, not an operator. Near misses: stand-ins, WEP key indexes, public
// keys, prose.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a UCI option that holds a secret", () => {
  it.each([
    ["config wifi-iface 'bar'\n\toption device 'radio1'\n\toption ssid 'NeonMic-Guest'\n\toption encryption 'psk2'\n\toption key 'Yodelumber045'\n\toption maxassoc '60'", "Yodelumber045"],
    ["config interface 'wg0'\n\toption proto 'wireguard'\n\toption private_key 'yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk='", "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk="],
    ["config wifi-iface 'mesh'\n\toption sae_password \"Kelp-fennel86\"", "Kelp-fennel86"],
    ["config system\n\tlist key Yodelumber045", "Yodelumber045"],
    // Joined onto one line, as a note or a distilled line may hold it.
    ["- Rotated: config interface 'wg0' option proto 'wireguard' option private_key 'OCK459l2OJSQ1A66' after the incident", "OCK459l2OJSQ1A66"],
  ])("%s", (text, secret) => expectRedacted(text, secret));
});

describe("UCI options that hold no secret", () => {
  it.each([
    "config wifi-iface 'passengers'\n\toption encryption 'psk2'\n\toption key 'CHANGE_ME'",
    "config wifi-iface 'lab'\n\toption encryption 'wep'\n\toption key '2'",
    "config wireguard_wg0 'office'\n\toption public_key '3pTvjoSzihWPC+7UmOs1gWq9kp6aXVORAtlcuNixd90='",
    "config wifi-iface 'guests'\n\toption ssid 'Clayworks-Class'\n\toption isolate '1'",
    "You have the option key bindings in the menu, Yodelumber045 was the name of the theme",
    "config wifi-iface 'guests' option encryption 'psk2' option key 'CHANGE_ME' option isolate '1'",
    "I picked 'dark' option key Yodelumber045 for the theme",
  ])("%s", (text) => expectKept(text));
});
