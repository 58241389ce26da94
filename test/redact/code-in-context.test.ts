// A code told where codes are talked about, in a place no rule's slot reads (code-context.ts):
// an unexplained six-to-eight-digit number in a paragraph that names a code, a PIN, a password
// or what a code opens. Each case below was missed before it, and each near miss is a number
// that something explains: a date, an amount, a unit, an owner word, a setting's key, a table
// column an identifier names, a sentence that says what the number is.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a code near the words for codes, outside any slot", () => {
  it.each([
    // The old value in brackets after the new one; a reply in the next message.
    ["Hi all, new key safe code at St Aldhelm's hall: 790983. The old one (668986) stops working Monday.", "668986"],
    ["[07:55] Tom: Bev what's the workshop alarm code, it's beeping\n[07:55] Bev: 402657\n[07:56] Bev: and the duress one is 6329164", "402657"],
    ["[07:55] Tom: Bev what's the workshop alarm code, it's beeping\n[07:55] Bev: 402657\n[07:56] Bev: and the duress one is 6329164", "6329164"],
    // After a verb.
    ["For the Friday sessions: the side door takes 7734909 and then the key symbol.", "7734909"],
    ["Case alarm in the Long Gallery: isolate with 378681 before opening any case.", "378681"],
    ["Hi, it's room 508. The safe in the wardrobe is set to 307932 – I reset it from the factory one.", "307932"],
    // A checklist's labels.
    ["Closing checklist\n2. Safe: 2661257\n3. Alarm: 423028 then SET", "2661257"],
    // The number first, the thing it opens after it; in other languages.
    ["[14/11/2026, 22:41] Gemma: 71606285 - that's the office safe now, changed it after the audit", "71606285"],
    ["Ovikoodi on 156329, paina sen jälkeen vihreää nappia.", "156329"],
    ["Mã cổng chung cư đổi rồi nhé, mã mới là 361161, bấm xong nhấn #.", "361161"],
    ["Dia duit a Shiobhán, an cód nua don aláram sa cheardlann: 9675681. Ná tabhair d'aon duine é.", "9675681"],
    ["Anders: Hvad er pinkoden til døren ved varemodtagelsen?\nSofie: 675771", "675771"],
    // A password asked for, and given as digits.
    ["Dana: terminal asks for a supervisor password?\nTheo: it's 930525 - after that pick Refund", "930525"],
    // A table: the column's header or the row's first cell says what the code opens, or calls
    // it a PIN or a password.
    ["| # | Backup PIN | Used |\n|---|------|------|\n| 1 | 48073653 |  |\n| 2 | 19525950 | used 30 Oct |", "48073653"],
    ["| Yard gate | 625165 | press # after |\n| Alarm panel | 475953 | unset within 30 s |", "475953"],
    ["User,Name,Alarm code,Partitions,Type\n01,Master,118438,1-2,Master\n02,Katarzyna,302828,1,Standard", "302828"],
    // "Code" as the languages that borrowed it spell it (Chichewa, Quechua, Haitian Creole).
    ["[03/11/2026, 11:38:03] Chikondi Banda: Moni nonse! Khodi yatsopano ya chitseko cha wokishopu ndi 7669273.", "7669273"],
    ["[10/10/2026, 17:54:51] Globo Qusqu: Hangar punkupaq musuq kodigo: 4144211", "4144211"],
    ["Kòd pòt depo a se 4417823 kounye a, pa bay pèsonn li.", "4417823"],
    // A chat export's stamps hold a comma each: its lines are no rows of a table.
    ["[26/10/2026, 08:52:48] Ian Marsh: who's got the hangar code? I'm there for the burner test at 05:45\n[26/10/2026, 08:53:02] Rosie Quayle: 2752028\n[26/10/2026, 08:53:34] Ian Marsh: and the fuel compound?", "2752028"],
    ["25/10/2026, 15:21 - Ife: and the clay store lock code?\n25/10/2026, 15:25 - Bram: 1512768, same as the gate", "1512768"],
    // A reply that opens with the number, in a chat whose messages stand apart by blank lines.
    ["Anwen Price\nSun 07:30\nThe card reader is asking for the refund passcode again\n\nGwil Hughes\n07:31\nit's 189798. Please don't write it on the reader", "189798"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("takes a number found this way wherever it stands again, even after a capitalised word", () => {
    const text = "New key safe code at the hall is 790983. The old one (668986) stops working Monday.\n\nIs 668986 still the one?";
    const out = redact(text);
    expect(out.text).not.toContain("668986");
    expect(out.findings.map((f) => f.rule)).toEqual(["pin-code", "code-in-context", "code-in-context"]);
  });

  it("is idempotent", () => {
    const text = "Ovikoodi on 156329, paina sen jälkeen vihreää nappia.\nThe old one (668986) stops Monday.";
    const once = redact(text).text;
    expect(redact(once).text).toBe(once);
  });
});

describe("a code that text recognition misread, near the words for codes", () => {
  it.each([
    // A letter or three read for digits (O for 0, l for 1, S for 5, B for 8), on a photographed
    // note whose paragraph names what the codes open.
    ["[OCR of fax cover sheet]\nMessage: Bridge PC login for the week: see below\nChart room safe 333O76\nPlease destroy after reading.", "333O76"],
    ["(transcribed from handwritten note, Notes app)\nBond store\ncode 2370l5\nalarm\n19S073\nremember 2 ppl for\nstocktake", "19S073"],
    ["[photo of sticky note on the kit-cage door, OCR]\nKIT CAGE  BB378S\nMERCH SAFE 22l5335\n(wheels + bearings\nin bottom shelf)", "22l5335"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // A part number, a standard, a word: no code's noun in the paragraph, or no misread shape.
    "Reorder part 4471O2 from the supplier, two boxes.",
    "Safe to install: the panel meets BS5839 and EN54.",
    "Door closer model 2O1 is fine.",
  ])("keeps %s", (text) => expectKept(text));
});

describe("numbers near the words for codes that something explains", () => {
  it.each([
    // No word for a code in the paragraph.
    "Order 4471902 shipped on Monday, the courier will call.",
    "Fresh cod fillets, lot 1234567, in the cold room by six.",
    "The coda of bar 1129384 repeats twice.",
    "The codon at position 4417321 is the one that changed in the variant.",
    // The front of a file name in a chat export.
    "[29/11/26, 15:35:12] Mikko: the door code photo\n[29/11/26, 15:35:38] Mikko Aalto: <attached: 00000012-PHOTO-2026-11-29-15-35-38.jpg>",
    "See you at nine.\n751204 is the one for the side entrance",
    // A blank line ends the paragraph; only a reply that opens with the number reads the one before.
    "Door code is on the fridge.\n\nThe invoice total came to 5,310 and the tracking ref is 1Z999AA10123456784.\n\nSent 749215 bytes.",
    "The card reader is asking for the refund passcode again\n\nGwil Hughes\n07:31\nRefunds today: three, and the shop's float was counted as usual, 189798 in the log",
    "Lovely walk today\n\nGwil Hughes\n07:31\nit's 189798 steps so far this month",
    // Dates, times, amounts, units, phone numbers, parts of identifiers.
    "Alarm code changes next week; call 07700 900791 if it beeps, or pay the £1234567 fine.",
    "Door controller firmware: flash at 115200 baud, 2500000 ms timeout.",
    "Gate log: ORD-56293969 and run_1234567 and v1.4.1234567 opened the gate.",
    // A word that owns the number, before it or after "is the".
    "Alarm panel replaced. Employee 928469 signed for it, Terminal ID 82934252, badge no. 004417.",
    "Safe audit: order number: 38277163, my job 3962420 was killed, sipariş 448213.",
    "host PIN\n62915077 is the dial-in, not the PIN",
    // A registration in a two-word name.
    "Boiler serviced by engineer Marek Zielinski, Gas Safe 561204.",
    // A setting's key that names something else.
    '{"door": "front", "size": 4132381, "resourceVersion": "6939427", "uptime_in_seconds": 1842207}',
    // A column the header names as an identifier, a row whose cells name no code, or "code"
    // alone in a table (a product's).
    "door_id,status\n448213,open",
    "item,code,qty\nbolts,448213,12",
    "Time,Trailer,Plate,Seal,Notes,Door\n16:37,TRL37559,RJ87 EKY,7961006,,14",
    // Counted, round or repeated digits.
    "The alarm test codes were 654321, 111222 and 500000.",
    // A value given an owner once is that owner's where it stands again.
    "TOTP test vector, SHA-1, 8 digits: 94287082\nOur implementation gives 94287082 too, so the code matches.",
  ])("%s", (text) => expectKept(text));
});

// The word nearest the number says what it is: what a code opens, right before it, is not
// overruled by a place further back that owns numbers of its own (a store's, a site's), and a
// noun counts in its plural and past forms too.
describe("the nearest word names the code", () => {
  it.each([
    ["QL Roasters: green bean store keypad 8420447 from today. Van lockbox 840947.", "8420447"],
    ["Site office keypad 5120398 (new since Monday).", "5120398"],
    ["For Saturday: the tablet that runs the scoreboard is unlocked with 3500268. The stream starts at ten.", "3500268"],
    ["Both padlocks take 7204619 now.", "7204619"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // A place that owns the number, with no word for a code between them.
    "The keypad was fitted by the store 8420447 team.",
    "Padlocks ordered for site 5120398, store 3346109.",
    // A word that only looks like a noun's plural.
    "Gates opened at 07:30; 4219 visitors, ticket office 3581940.",
  ])("keeps %s", (text) => expectKept(text));
});

// A chat export's messages are prose: two messages with one comma each are no table of two
// columns, so the code's noun in the message before still names the number.
describe("a code in a chat export's message with commas", () => {
  it("reads the old value in the reply as the code", () => {
    const text = [
      "27/11/2026, 14:54 - Dev Marlow: Morning. Anyone know the feed shed code, mine's not working",
      "27/11/2026, 14:56 - Ros Abernethy: 5467290",
      "27/11/2026, 14:59 - Ros Abernethy: changed it Thursday, sorry. old one 183604 is dead",
      "27/11/2026, 15:01 - Dev Marlow: in. Otter on the bottom pond again, two fish gone",
    ].join("\n");
    expectRedacted(text, "183604");
  });

  it("keeps a number the message explains", () => {
    expectKept(
      [
        "27/11/2026, 14:54 - Dev Marlow: Morning. Anyone know the feed shed code, mine's not working",
        "27/11/2026, 14:59 - Ros Abernethy: no idea, sorry. ring the office on 01632 960183",
        "27/11/2026, 15:01 - Dev Marlow: fine, ringing them now",
      ].join("\n"),
    );
  });
});

// "Code" as Sesotho and Setswana borrowed it: kh, ou, d or t and a vowel. French's cost is no code.
describe("khoutu, a borrowed code", () => {
  it.each([
    ["Thabo: Khoutu e ncha ea monyako oa hatchery ke 4940529", "4940529"],
    ["Khoutu ea polokelo ke 977683. Le se ke la e fa motho e mong.", "977683"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each(["Le coût du nouveau portail: 4940529 FCFA, livraison comprise.", "std::cout << 4940529 << std::endl; // print the running total"])("keeps %s", (text) => expectKept(text));
});

// A word that makes a code public ("store", "site", "product") owns the number right after it,
// not one that another word stands before: "finds store container 328734" is the container's.
describe("a public word owns only the number right after it", () => {
  it.each([
    ["[03/11/2026, 08:56:24] Bea: Welfare cabin keysafe 9688587, finds store container 328734", "328734"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // A word that counts or identifies still owns a number from further back.
    "Alarm code changed. The invoice for store container 3287341 is paid.",
    "Door code is on the rota. Order for site cabin 4821447 went out today.",
  ])("keeps %s", (text) => expectKept(text));
});
