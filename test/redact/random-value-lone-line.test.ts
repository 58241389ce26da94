// A generated value on a line of its own under its label (rules/random-value.ts) is a secret: a
// lone long line is no base64 block. A block of two long lines or more (PEM, a certificate) stays
// structure that the keyed rules judge by their names.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a generated value on a line of its own", () => {
  it.each([
    ["Private key (WIF)\nK9viMT2R8VRfUzu5EgMwsjAu2a5Xf1rAZDi45n7dRiWcKLUZkRJy\n\n[ Copy ]", "K9viMT2R8VRfUzu5EgMwsjAu2a5Xf1rAZDi45n7dRiWcKLUZkRJy"],
    ["[18:02] Ola: ny nøkkel til hytta-appen\ncp6CLjIkesXyy7UMrf02r7oXH3z29P3yRSmZma5Z\n", "cp6CLjIkesXyy7UMrf02r7oXH3z29P3yRSmZma5Z"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // Two long lines of a block: structure, judged by the keyed rules.
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n",
  ])("%s", (text) => {
    expectKept(text);
  });
});

// The line after a long base64 line is a block's short last line only if it is base64 too: a
// sentence under a commit hash keeps its generated value a secret.
describe("a generated value on the line after a long hex line", () => {
  it.each([
    ["9fceb02d0ae598e95dc970b74767f19372d61af8 \nTenimiafina vonjimaika: Af1Mop6LPg0xKs\n ", "Af1Mop6LPg0xKs"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // A block's short last line, after its long lines.
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\nQx7Hk2PaL9wR3mZ\n",
  ])("%s", (text) => {
    expectKept(text);
  });
});
