// A code named without saying what it opens (rules/pin-code.ts, slotNumber): a code a person is
// handed is a secret by default, in the noun's value slot or ending its line. The codes that
// are public or identify something say so (an error, a postcode, a receipt's approval, a
// product, a booking, a customer), before the noun or after it, and stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a code in its value slot", () => {
  it.each([
    ["Collection code: 461795. Collect by 10.10 23:59.", "461795"],
    ["10/3/26, 4:12 PM - Hana: code 133223, my number ends 4471 if it asks", "133223"],
    ["Your login code is 503662. Don't share it with anyone.", "503662"],
    ["Or enter this code: 761825", "761825"],
    ["- vault reset by the engineer today, new code 216458", "216458"],
    ["Kodi i derës së pallatit: 683564", "683564"],
    ["Ukse avamise kood: 663597.", "663597"],
    ["Забери посилку з поштомата. Код отримання 973530", "973530"],
    ["Codul de la interfon este 998322.", "998322"],
    ["Den nye kode til cykelkælderen er 464797.", "464797"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // A public or identifying code, before the noun or after it.
    "MSI failed with error code 1603",
    "exit code 1234 from the build step",
    "zip code 94105, San Francisco",
    "Dirección: Calle Mayor 5, código postal 28013",
    "AUTH CODE 353800\nCARD **** 4821",
    "Friend code: 905738790",
    "booking code 884213 for the hotel",
    "Kodi i klientit: 48213377",
    "पता: 14, एमजी रोड, पिन कोड 560001।",
    // A count, a key, a number out of the slot, a barcode, a compound.
    "the code is 4096 bytes",
    "code 1234 lines changed",
    "VERSION_CODE=1234",
    "the code for module 5 handles 20000 requests a day",
    "Штрихкод 4607001234567",
    "see line 1234 of the code",
  ])("%s", (text) => {
    expectKept(text);
  });
});
