// A block in quote marks over several lines of a message is something pasted in (an e-mail, an
// ad, a page): src/core/extract/segment.ts leaves it out of the authored prose, as it does quoted
// `>` lines. A quote that opens and closes on one line, or a word in quotes, is the user's own.
import { describe, expect, it } from "vitest";
import { authoredLines } from "../../src/core/extract/segment.js";

describe("quoted blocks", () => {
  it.each([
    ["straight quotes", 'ok look what came in:\n"🎉 DIWALI DHAMAKA 🎉 Royal Tent House\n30% off all bookings, code DIWALI30\ncall 98110 04417"\nignore that one'],
    ["guillemets", "Ça vient d'arriver :\n« FORMATION CONTINUE — Webinaire\nBaux commerciaux, 10 pièges à éviter\nSandrine Ouellet, avocate | 514 555-0183 »\nOn n'y va pas."],
    ["corner brackets", "家长群里发的：\n「老师您好\n孩子每天写到十一点，太累了，谢谢老师🙏」\n你看怎么回"],
  ])("drops a pasted block in %s", (_name, text) => {
    const lines = authoredLines(text);
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toMatch(/DIWALI30|Webinaire|十一点/);
  });

  it.each([
    ["a quote on one line", '"We ship Friday," she said.\nThe launch is on 4 Dec.'],
    ["a word in quotes that opens the line", '"Quick" is what we call the plan.\nWe go with it, and call the build "Zed"'],
    ["an opening mark that never closes", '"hmm\nlet\'s use Postgres 16\nand pin it'],
  ])("keeps %s", (_name, text) => {
    expect(authoredLines(text)).toHaveLength(text.split("\n").length);
  });
});

// The same for pastes without a multi-line quote: a line wholly in quote marks, a block between
// two rule lines, and a forwarded mail from its header to the message's end.
describe("other pasted blocks", () => {
  it.each([
    ["a line wholly in quote marks", 'ini dari Henrike, newsletter mereka:\n\n"Nordlicht Winterröstung is here! Our Espresso Nordlicht 250g now €14.90, Black Friday bundle."\n\nga penting sih', /14\.90|Nordlicht/],
    ["a block between rule lines", "FWD FROM OFFICE, FYI, IS THIS ANY GOOD FOR US?\n----\nNAUTILUBE MARINE – YEAR END OFFER\nSave 15% OFF list price before 31 December!\n----\nthoughts?", /NAUTILUBE|15%/],
    ["a forwarded mail", "can you check this one\n\nFrom: Gulf Star Shipping <offers@gulfstar.example>\nSubject: Customer Advisory — Peak Season Surcharge\n\nDear customer, a PSS of USD 300 per container applies from 1 June.", /USD 300|Peak Season/],
    ["a mail client's forward marker", "fyi\n---------- Forwarded message ---------\nDa: promo@vetreria.example\nOggetto: BLACK FRIDAY VETRO -18% fino al 30/11!\nCodice sconto BF18VETRO.", /BF18VETRO|BLACK FRIDAY/],
  ])("drops %s", (_name, text, pasted) => {
    const lines = authoredLines(text);
    expect(lines.join("\n")).not.toMatch(pasted);
    expect(lines.length).toBeGreaterThan(0);
  });

  it.each([
    ["an itinerary in header form", "From: Porto\nTo: Lisbon\nDate: 14 May, 09:10"],
    ["a single rule line in the user's notes", "plan for the week:\n---\nwe ship Friday\nSara reviews on Thursday"],
  ])("keeps %s", (_name, text) => {
    expect(authoredLines(text).filter((l) => !/^-+$/.test(l))).toHaveLength(text.split("\n").filter((l) => !/^-+$/.test(l)).length);
  });
});

// A pasted flyer, newsletter or document often opens with a banner: a title framed by the same
// marks on both sides. The block it opens runs to its closing rule line, or to the end of its
// paragraph; the user's own lines around it stay.
describe("a block a banner opens", () => {
  it.each([
    ["arrows", "lol look what landed in my inbox\n\n>>> FILAMENT FRENZY BLACK FRIDAY <<<\n40% OFF all Silk PLA with code BLKFRI40\nSale ends Cyber Monday 11:59pm PT\n\nanyway, back to vz-03", /BLKFRI40|FRENZY/, ["lol look what landed in my inbox", "anyway, back to vz-03"]],
    ["the same emoji", "found this, worth it?\n🔭 ORION BLACK FRIDAY IN SEPTEMBER 🔭\nStarBlast 4.5 Astro Reflector — now $199 (reg $269)!\nSkyQuest XT8 Classic — $449", /StarBlast|XT8|ORION/, ["found this, worth it?"]],
    ["rule marks with a closing rule", "اینم style guide کلاینت:\n---- PARDE STREAM | Subtitle Style Guide v2.3 (excerpt, sec. 4-6) ----\n4.1  Max 37 characters per line.\n5.2  Delivery format: EBU-STL (.stl), 25 fps.\n-------------------------------------------------------------------\nما SRT تحویل می‌دیم.", /EBU-STL|37 characters|PARDE/, ["اینم style guide کلاینت:", "ما SRT تحویل می‌دیم."]],
    ["star runs", "distributor ka message:\n*** दिसंबर offer: Becosules Z पर 10+2 — सिर्फ़ महीने के अंत तक ***\nBecosules Z 20s 38.60 52.00 10+2", /Becosules/, ["distributor ka message:"]],
  ])("drops the block after a banner of %s", (_name, text, pasted, kept) => {
    const lines = authoredLines(text);
    expect(lines.join("\n")).not.toMatch(pasted);
    expect(lines).toEqual(kept);
  });

  it.each([
    ["a bold line", "**Decision**: we ship Friday\nSara reviews on Thursday"],
    ["a line that ends with emoji", "secure boot is off and the installer boots now 🎉🎉\nput it on the nvme with ext4"],
    ["prose framed by one emoji", "🎉 secure boot is off and the installer boots now 🎉\nput it on the nvme with ext4"],
    ["two different emoji at the ends", "🔥 sold out the whole batch 💯\nneed 40 more jars by Friday"],
    ["a line longer than a title", `--- ${"we went through the whole list with Sara and agreed on most of it ".repeat(3)}---\nwe ship Friday`],
  ])("keeps %s", (_name, text) => {
    expect(authoredLines(text)).toHaveLength(text.split("\n").length);
  });
});

// A message quoted inside the user's own line (a sponsor's offer, a parent's note) is someone
// else's words, however it is introduced; the user's words around it stay.
describe("a message quoted inside a line", () => {
  it.each([
    ["straight quotes", 'Got this from a kayak firm this morning, no idea. "Dear Maria, Harbour Kayaks would love to back the regatta! We can offer €900 for our logo on the sails. — Tom, Harbour Kayaks." I\'ll leave it to the committee.', /€900|Harbour Kayaks/, /I'll leave it to the committee/],
    ["curly quotes", "Nuriye yazdı: “Merhaba, yarınki tadım için 40 kişilik masa ayırdık. Ödeme kapıda, nakit lütfen.” bence olur.", /40 kişilik|nakit/, /bence olur/],
    ["guillemets", "La mairie répond : « Bonjour, la salle est libre le 14 juin de 9 h à 18 h. Merci de confirmer avant vendredi. » On la prend.", /14 juin|confirmer/, /On la prend/],
  ])("leaves out a quoted message in %s", (_name, text, quoted, own) => {
    const lines = authoredLines(text);
    expect(lines.join("\n")).not.toMatch(quoted);
    expect(lines.join("\n")).toMatch(own);
  });

  it.each([
    ["a short quote", 'He said "we ship Friday, no later" and left. The launch is on 4 Dec.'],
    ["a long title without a sentence's end", 'The report is called "Harbour boats and the people who built them between the wars, with a list of every slipway" and it is great.'],
  ])("keeps %s", (_name, text) => {
    expect(authoredLines(text)).toEqual([text]);
  });
});
