// The password of a Wi-Fi QR code's payload (rules/wifi-uri.ts): the `P:` field, with its
// escapes, as scanner apps and qrencode print it.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a Wi-Fi QR payload", () => {
  it.each([
    ["Raw: WIFI:T:WPA;S:Atelier-5G;P:CABHOx2OHUBJz;H:false;;", "CABHOx2OHUBJz"],
    ["qrencode -o guest-wifi.png 'WIFI:T:WPA;S:Acme-Guest;P:Jasper2772-;H:false;;'", "Jasper2772-"],
    // An escaped `;` is part of the password (and of the network's name).
    ["WIFI:S:Lab\\;IoT;T:WPA2;P:4XxFci\\;GejE94;;", "4XxFci\\;GejE94"],
    // In a JSON string, after an escaped line break.
    [JSON.stringify({ note: "\nWIFI:T:WPA;S:Guest-5G;P:MY.bQC3AkjjLFsT;H:false;;\n" }), "MY.bQC3AkjjLFsT"],
    // Fields in any order, lower-case scheme.
    ["wifi:P:dolphin-otter-maple-48;S:Guest;T:WPA;;", "dolphin-otter-maple-48"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "WIFI:T:nopass;S:Cafe-Guest;P:;;",
    "WIFI:T:WPA;S:Office;P:<password>;;",
    "WIFI:T:WPA;S:Office;P:${WIFI_PSK};;",
    "guest-wifi: ask at the desk",
    "the WIFI:S field holds the network name",
  ])("keeps %j", (text) => {
    expectKept(text);
  });
});
