// Keys written out as their bytes (rules/byte-array-key.ts): Zigbee2MQTT's network key, C and
// LoRaWAN arrays, Python's bytes(). Near misses: documented example keys, counting runs, small
// lists, public keys, unnamed byte lists.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const BYTES = "127, 255, 163, 144, 187, 138, 151, 195, 130, 99, 124, 32, 36, 180, 101, 19";
const HEX = "0x7f, 0xff, 0xa3, 0x90, 0xbb, 0x8a, 0x97, 0xc3, 0x82, 0x63, 0x7c, 0x20, 0x24, 0xb4, 0x65, 0x13";

describe("a key as its bytes", () => {
  it.each([
    [`homeassistant: true\nadvanced:\n  network_key: [${BYTES}]\n  pan_id: 6754\n  channel: 15`, BYTES],
    [`static const uint8_t aes_key[16] = {${HEX}};`, HEX],
    [`static const u1_t PROGMEM APPKEY[16] = { ${HEX} };`, HEX],
    [`AES_KEY = bytes([${BYTES}])`, BYTES],
    [`{"zigbee": {"network_key": [${BYTES}]}}`, BYTES],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("reads Zigbee2MQTT's block list, one byte per line", () => {
    const lines = BYTES.split(", ");
    const text = `advanced:\n  network_key:\n${lines.map((b) => `    - ${b}`).join("\n")}\n  pan_id: 6754`;
    for (const b of ["127", "163", "195", "180"]) expectRedacted(text, `- ${b}\n`);
  });
});

describe("byte lists that are no key", () => {
  it.each([
    // Zigbee2MQTT's documented example key, and counting runs.
    "advanced:\n  network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]",
    "sbox_key = [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240]",
    "key_sizes = [16, 24, 32]",
    `public_key = [${BYTES}]`,
    `pixels = [${BYTES}]`,
    `network_key: [${BYTES}, 256]`,
  ])("%s", (text) => expectKept(text));
});
