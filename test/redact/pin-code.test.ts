// Numeric codes that open something (rules/pin-code.ts): a PIN or PUK, a passcode, the code of
// an alarm, a keypad, a door or a safe, in notes, chat and other languages; and the numbers
// beside those words that open nothing.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

describe("a numeric code named as a PIN or as what it opens", () => {
  it.each([
    ["SIM in the spare router:\nPIN 508214\nPUK 73920461\n", "508214"],
    ["SIM in the spare router:\nPIN 508214\nPUK 73920461\n", "73920461"],
    ["- side gate keypad PIN: 4471902 (changed Monday)", "4471902"],
    ["Greta : le code PIN du badge visiteur : 615203", "615203"],
    ["Budi: PIN brankas gudang 9036127, jangan ditulis", "9036127"],
    ["PIN-код от сейфа: 330917", "330917"],
    ["byt PIN-koden till larmet (nu 582311)", "582311"],
    ["de pincode van de kluis is gewijzigd naar 771204", "771204"],
    ["The keypad code for the server room is 90417753, that's the new one.", "90417753"],
    ["I've changed the alarm panel master code to 260451 as requested.", "260451"],
    ["Dad: what's the PIN for the garage?\nMe: 836120", "836120"],
    ["Voicemail passcode: 4729105", "4729105"],
    ["Conference bridge\nhost PIN\n62915077\ndial-in number is in the invite", "62915077"],
    ["notitie: de pincode van de kluis in de serverruimte is gewijzigd naar 480213.", "480213"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["a YAML setting", 'alarm_code: "592017"\nspotify_client_id: abc', "592017"],
    ["a JSON key in camelCase", '{"deviceId": "KSK-0193", "adminPin": "748201"}', "748201"],
    ["DynamoDB's typed value", '"adminPin": {\n  "S": "603914"\n}', "603914"],
    ["HomeKit's grouped code", '"pin": "531-27-904"', "531-27-904"],
    ["a lock's user code", "data:\n  code_slot: 5\n  usercode: \"730215\"\n", "730215"],
    ["a code asked for in chat", "[21/10/26, 10:06:27] Mikko: the alarm is beeping, what's the code again?\n[21/10/26, 10:10:18] Sanna: 802461\n", "802461"],
  ])("a numeric code as the value of %s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the words around the code", () => {
    expectKeeps("- Alarm disarm code: 821734 then press OFF", ["- Alarm disarm code: ", " then press OFF"]);
  });

  it.each([
    ["a rule about PINs", "the new PIN must be 6 digits and can't repeat the old one"],
    ["a count of attempts", "PIN retry limit 10000 attempts per day"],
    ["a year", "Alarm code last changed in 2024, ask Ana"],
    ["a masked card", "Card ****7545: we will never ask for your PIN."],
    ["the verb", "pin the milestone config to 482866 until it's fixed"],
    ["a code that opens nothing", "exit code 1045, error code 2003, zip code 94110"],
    ["a ticket about a PIN", "PIN reset ticket 448213 is closed"],
    ["a date after the noun", "PIN changed 12.11.2026 by Ana"],
    ["a header pin", "GPIO pin 17 drives the relay; PINs 1-4 are ground"],
    ["a setting that is no code", 'code_slot: 5\nerror_code: 4041\nzip_code: "94110"\nspin: 1200'],
    ["a code asked for, answered with words", "what's the code again?\nSanna: it's on the fridge, 2nd shelf"],
    ["a line that is not only the number", "host PIN\n62915077 is the dial-in, not the PIN"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

// A word that makes "code" public ("store code", "site code") names the thing a door, gate or
// padlock belongs to, not the code: the number in the opener's slot is still its code.
describe("what a code opens, after a word that makes codes public", () => {
  it.each([
    ["Mat store padlock 02-98-77", "02-98-77"],
    ["[07:12] Ana: Site gate 4821447 from Monday", "4821447"],
    ["Store keypad 508817, the old one is dead", "508817"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // "Code" itself after a public word, and a door's room number.
    "Store code 482144 is printed on every receipt.",
    "The store door 12 is round the back.",
  ])("keeps %s", (text) => expectKept(text));
});
