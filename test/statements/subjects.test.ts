// Subjects and supersession (docs/design.md, "Subjects"): what statements are about, by the
// record's rare terms, and when a later one replaces an earlier.
import { describe, it, expect } from "vitest";
import { SubjectIndex, isNews, newsKeys } from "../../src/core/statements/subjects.js";
import { valueAnchoredUpdate, valuesChanged } from "../../src/core/statements/supersession.js";

const day = (i: number) => `2026-07-${String(i).padStart(2, "0")}`;

/** 20 days of routine, with `extra(i)` added to day i. */
function record(extra: (i: number) => string[]): SubjectIndex {
  const docs: Array<[string, string[]]> = [];
  for (let i = 1; i <= 20; i++) docs.push([day(i), ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me", "Anke took the kids to school", ...extra(i)]]);
  return new SubjectIndex(docs);
}

describe("same subject, other words", () => {
  const told: Record<number, string> = {
    3: "pi-dns answers ping but nothing on port 53; restarted the resolver",
    7: "pi-dns unreachable, the resolver dead after the gravity run",
    12: "The resolver on pi-dns hung again, even on the new SSD",
  };
  const idx = record((i) => (told[i] ? [told[i] as string] : []));

  it("two tellings of one problem share its rare terms", () => {
    expect(idx.sameSubject(told[3] as string, told[12] as string)).toBe(true);
    expect(idx.sameSubject(told[7] as string, "Ordered winter tyres for the car, fitting in October")).toBe(false);
  });

  it("words every other note holds are background, not a subject", () => {
    // Anke and the school are in every day's notes: sharing them says nothing.
    expect(idx.subjectTerms("Anke took the kids to school late")).toEqual(["c:lat"]);
    expect(idx.sameSubject("Anke took the kids to school late", "Anke took the kids to school early")).toBe(false);
  });

  it("recurrence: the other days of the window with a statement on the subject that the caller accepts", () => {
    expect(idx.recurrence(day(7), told[7] as string, 28, () => true)).toEqual([day(3), day(12)]);
    expect(idx.recurrence(day(7), told[7] as string, 4, () => true)).toEqual([day(3)]);
    expect(idx.recurrence(day(7), told[7] as string, 28, (d) => d !== day(12))).toEqual([day(3)]);
  });

  it("a word the record writes as a name counts as one even where it starts the sentence", () => {
    const k = record((i) => (i === 4 ? ["Another rush job from Kessler at 17:20"] : i === 9 ? ["Kessler emailed at six for a brochure by Monday"] : []));
    expect(k.sameSubject("Another rush job from Kessler at 17:20", "Kessler emailed at six for a brochure by Monday")).toBe(true);
  });

  it("a weekday is a date, not a subject: two Friday show days are not one thing", () => {
    const shows: Record<number, string> = { 2: "2026-07-02 Fri · Day 23 · Paris (show day)", 9: "2026-07-09 Fri · Day 30 · Hamburg (show day)", 16: "2026-07-16 Fri · Day 37 · Leeds" };
    const idx = record((i) => (shows[i] ? [shows[i] as string] : []));
    expect(idx.subjectTerms(shows[2] as string)).not.toContain("c:fri");
    expect(idx.sameSubject(shows[2] as string, shows[9] as string)).toBe(false);
    const de = record((i) => (i === 3 ? ["Freitag: Lieferung von Brenner kam zu spät"] : i === 10 ? ["Freitag: Kundin Lindgrün bestellt 40 Croissants"] : []));
    expect(de.sameSubject("Freitag: Lieferung von Brenner kam zu spät", "Freitag: Kundin Lindgrün bestellt 40 Croissants")).toBe(false);
  });

  it("shareTerms, for occurrences of patterns: one rare Chinese word is enough, one rare English word is not", () => {
    const zh = record((i) => (i === 2 ? ["6幢的电梯又停了，说是在等配件"] : i === 4 ? ["电梯还没修好，物业说周五前能好"] : []));
    expect(zh.shareTerms("6幢的电梯又停了，说是在等配件", "电梯还没修好，物业说周五前能好")).toBe(true);
    const en = record((i) => (i === 2 ? ["The planning meeting overran"] : i === 4 ? ["Weekly report: planning slipped"] : []));
    expect(en.shareTerms("The planning meeting overran", "Weekly report: planning slipped")).toBe(false);
  });
});

describe("supersession: other values of one kind", () => {
  it("a moved date or time, a changed model or amount", () => {
    expect(valuesChanged("Lina's Kontrolle: Do 16.07., 15:30", "Lina's Kontrolle is now Di 21.07., 08:15")).toBe(true);
    expect(valuesChanged("hel1 is a Hetzner CX22, 4,59 €/Monat", "rebuilt hel1 as a CAX11, 3,79 €/Monat")).toBe(true);
    expect(valuesChanged("rent goes up to 2600元", "settled on 2450元 a month")).toBe(true);
  });

  it("not when one only adds a value, or their values are of different kinds", () => {
    expect(valuesChanged("Dentist booked for Thursday", "Dentist booked for Thursday at 15:40")).toBe(false);
    expect(valuesChanged("Standup moved to 9:30", "Standup moved to March 3")).toBe(false);
    expect(valuesChanged("Dentist at 15:40", "Reminder: dentist at 15:40")).toBe(false);
  });
});

describe("supersession anchored by a shared value", () => {
  it("the old value named beside the new, or a shared version with another value changed", () => {
    expect(valueAnchoredUpdate("Marion (PM): standard consult goes up to £52 from 1 May", "Marion changed it — consult fee will be £54 from May, not £52", 2)).toBe(true);
    expect(valueAnchoredUpdate("V4.0.0-beta.1 targeted for 1 December", "V4.0.0-beta.1 moved from 1 December to 8 December", 1)).toBe(true);
    expect(valueAnchoredUpdate("许师傅约好 10月27日 来换窯的加热线", "许师傅来电改期：换加热线从 10月27日 改到 10月30日", 1)).toBe(true);
    expect(valueAnchoredUpdate("Release 3.8.0 planned for Thursday Aug 13", "QA found a regression in refunds -> 3.8.0 slips to Monday Aug 17", 1)).toBe(true);
    // Of one slot: the older's "3-year" is a number of another slot, not a sum the newer dropped.
    expect(
      valueAnchoredUpdate(
        "system: vendors; event: Datadog renewal quote came in at $96,000/yr on a 3-year term",
        "system: vendors; event: Datadog came back at $88,500/yr after we showed them the Grafana Cloud quote; note: down from $96,000",
        3,
      ),
    ).toBe(true);
  });

  it("not without a shared word, on a shared year, time or small count, or a shared date with unrelated numbers", () => {
    expect(valueAnchoredUpdate("Marion (PM): standard consult goes up to £52 from 1 May", "Marion changed it — consult fee will be £54 from May, not £52", 0)).toBe(false);
    // A two-digit value is common (a day of the month, a count): it needs two shared words.
    expect(valueAnchoredUpdate("Kit booked for the 12th at 10", "Curve booked for the 12th and the 14th", 1)).toBe(false);
    expect(valueAnchoredUpdate("2026-10-02 Fri · Day 23 · Paris", "2026-10-09 Fri · Day 30 · Hamburg, 2026 tour", 3)).toBe(false);
    expect(valueAnchoredUpdate("Standup at 09:30", "Standup at 09:30 and 14:00", 1)).toBe(false);
    expect(valueAnchoredUpdate("Barcelona confirmed at Sala Farola, Tue 22 Sept, 450 cap", "2026-09-22 Tue · Day 13 · Barcelona (show day)", 2)).toBe(false);
  });
});

describe("Chinese subjects are words, not grammatical seams", () => {
  /** 20 days of routine plus `said`, as the record the index learns rarity from. */
  function index(said: Record<string, string[]>): SubjectIndex {
    const docs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 20; i++) {
      const d = `2026-03-${String(i).padStart(2, "0")}`;
      docs.push([d, ["09:00 到工作室，开电脑", "12:10 午饭在楼下吃的", ...(said[d] ?? [])]]);
    }
    return new SubjectIndex(docs);
  }

  it("does not join two statements that only share 下来了 or the 月/日 of their dates", () => {
    const a = "15:40 ICP 备案批下来了，记得贴到官网 footer";
    const b = "14:00 爪爪宠物的续费谈下来了：年费 4800元";
    const c = "16:00 陈会计提醒：增值税申报 4月15日 前交资料";
    const d = "20:30 约了牙医 4月1日 上午十点";
    const ix = index({ "2026-03-02": [a, c], "2026-03-05": [b, d] });
    expect(ix.sameSubject(a, b)).toBe(false);
    expect(ix.sameSubject(c, d)).toBe(false);
  });

  it("joins two tellings that share one rare Chinese word (补牙), as a shared name would", () => {
    const a = "20:30 约了牙医 4月1日 上午十点补牙";
    const b = "08:30 诊所来电话说医生病了，补牙改到 4月9日";
    const ix = index({ "2026-03-03": [a], "2026-03-09": [b] });
    expect(ix.sameSubject(a, b)).toBe(true);
  });
});

describe("news: a sum of money in any script", () => {
  // A currency written after its amount that is not an ASCII word (元, đ, zł) ends the sum as
  // well as "kr" does: a word boundary (\b) never matched after it.
  it.each([
    ["家教改成每节课 25元/小时，从下周开始", "a:25"],
    ["快递柜月租涨到 22 元", "a:22"],
    ["thợ sơn báo giá 7.800.000đ cho cả tầng", "a:7800000"],
    ["Faktura za czynsz: 38 420,00 zł do końca miesiąca", "a:3842000"],
    ["нова ціна 450 ₴ за годину", "a:450"],
    ["ভাড়া ৳1,200 বাড়ল", "a:1200"],
  ])("%s", (text, key) => {
    expect(newsKeys(text, "2026-01-01").map((k) => k.key)).toContain(key);
  });

  it("a code glued to a longer word is no currency", () => {
    expect(newsKeys("Price 450krona", "2026-01-01").map((k) => k.key)).not.toContain("a:450");
  });
});

describe("news: the next number of a standing series", () => {
  const docs = (days: number): Array<[string, string[]]> =>
    Array.from({ length: days }, (_, i) => [day(i + 1), [`🔧 WO-04${String(10 + i)} · brake pads, done`]]);

  it("is no news when the series was used on five other days", () => {
    const index = new SubjectIndex(docs(6));
    expect(index.unsharedNews(day(6), "🔧 WO-0415 · brake pads, done")).toEqual([]);
    // Another series, or a date, on the same line still is.
    expect(index.unsharedNews(day(6), "🔧 PO-9913 · brake pads, done").map((k) => k.key)).toEqual(["w:po-9913"]);
  });

  it("is news while the series is young", () => {
    const index = new SubjectIndex(docs(4));
    expect(index.unsharedNews(day(4), "🔧 WO-0413 · brake pads, done").map((k) => k.key)).toEqual(["w:wo-0413"]);
  });
});

describe("news: a number that is an identifier", () => {
  // A phone, account or registration number has no letter to be an identifier by, and in a
  // script without capitals it is often a new fact's only news.
  it.each([
    ["10:45 — حماد: دفتر کا نیا لینڈ لائن لگ گیا، 042-37150882۔", "i:04237150882"],
    ["New contact: Kit Pascoe (window cleaner, 07700 900318)", "i:07700900318"],
    ["ICP 备案批下来了，备案号 浙ICP备2026018833号", "i:2026018833"],
    ["陶林釉料換了新業務周先生，手機 0932-118-406。", "i:0932118406"],
  ])("%s", (text, key) => {
    const keys = newsKeys(text, "2026-01-01");
    expect(keys.map((k) => k.key)).toContain(key);
    expect(isNews(keys)).toBe(true);
  });

  it("near miss: a date, a sum grouped by thousands, a short count, spaced groups that are no phone number", () => {
    for (const text of ["2026-09-12 Sat · Day 3", "total 1,234,567 litres", "total 1 234 567 kg", "order of 123456 units", "seal ZA 4444 558"]) {
      expect(newsKeys(text, "2026-01-01").filter((k) => k.key.startsWith("i:"))).toEqual([]);
    }
  });

  it("the next number of a series the notes carry every day is no news", () => {
    const docs = Array.from({ length: 6 }, (_, i): [string, string[]] => [day(i + 1), [`Container SEGU ${884320 + i * 7}-${i} left at 07:15`]]);
    const index = new SubjectIndex(docs);
    expect(index.unsharedNews(day(6), "Container SEGU 884355-5 left at 07:15").filter((k) => k.key.startsWith("i:"))).toEqual([]);
  });
});

describe("the statement that names a group", () => {
  it("is the one sharing the most rare terms with the others, the latest on a tie, among the candidates given", () => {
    const texts = [
      "pi-dns resolver hung again, port 53 dead until a restart",
      "pi-dns resolver hung once more, port 53 silent, restarted it",
      "Flashed a new SD card for pi-dns, the resolver config copied over",
    ];
    const idx = record((i) => (i <= 3 ? [texts[i - 1]!] : []));
    expect(idx.mostShared(texts)).toBe(1);
    // Equal shares: the latest.
    expect(idx.mostShared([texts[0]!, texts[1]!])).toBe(1);
    // Only the candidates given can name the group.
    expect(idx.mostShared(texts, [0, 2])).toBe(0);
  });
});

describe("a word's inflected forms are one term", () => {
  const filler: Array<[string, string[]]> = Array.from({ length: 20 }, (_, i) => [`2026-03-${String(i + 1).padStart(2, "0")}`, [`Kasa sayımı ${i * 7} lira, her şey yolunda`]]);
  const index = (a: string, b: string) => new SubjectIndex([...filler, ["2026-03-21", [a]], ["2026-03-23", [b]]]);

  it("trafo / trafosu and arıza / arızası make one subject, however the sentence inflects them", () => {
    const a = "Trafo arıza verdi, kompresör durdu";
    const b = "Sanayi trafosu yine attı, arızası sürüyor";
    expect(index(a, b).sameSubject(a, b)).toBe(true);
  });

  it("a word of fewer than five letters heads no family (cart is no carton), nor does an ending of more than three letters", () => {
    const a = "Lift cart stuck by the ramp";
    const b = "Lift carton arrived by the ramp";
    expect(index(a, b).subjectTerms(b)).not.toContain("c:cart");
    const c = "Trafo arıza verdi";
    const d = "Trafolarımız arızalanmış";
    expect(index(c, d).sameSubject(c, d)).toBe(false);
  });
});

describe("a word that is a subject on its own (episodic terms)", () => {
  // 2026-07-06 and 2026-07-13 are Mondays: days 7 and 9 fall in one week, day 14 in the next.
  const told: Record<number, string> = {
    7: "The compressor tripped the breaker at lunch",
    9: "Compressor rattling and loud, Tom had a look",
    14: "Had to reset the compressor twice, smells hot",
  };
  const docs = (extra: Record<number, string>): Array<[string, string[]]> => {
    const out: Array<[string, string[]]> = [];
    for (let i = 1; i <= 20; i++) out.push([day(i), ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me", ...(extra[i] ? [extra[i] as string] : [])]]);
    return out;
  };
  const salient = (_day: string, s: string) => !s.startsWith("07:02") && !s.startsWith("Inbox");

  it("a rare word said only in salient statements, on three days and in two weeks, is subject enough", () => {
    const idx = new SubjectIndex(docs(told), salient);
    // The tellings share no second rare term: no subject by the two-term rule.
    expect(idx.sameSubject(told[7] as string, told[14] as string)).toBe(false);
    expect(idx.shareEpisodic(told[7] as string, told[14] as string)).toBe(true);
    expect(idx.episodicDays(day(9), told[9] as string, 28)).toEqual([day(7), day(14)]);
    expect(idx.episodicDays(day(9), told[9] as string, 3)).toEqual([day(7)]);
    expect(idx.shareEpisodic(told[7] as string, "Ordered winter tyres for the car")).toBe(false);
  });

  it("without the caller's salience test no word is episodic", () => {
    const idx = new SubjectIndex(docs(told));
    expect(idx.episodicDays(day(9), told[9] as string, 28)).toEqual([]);
    expect(idx.shareEpisodic(told[7] as string, told[14] as string)).toBe(false);
  });

  it("near miss: the same word in one week only is a busy week, not a subject that comes back", () => {
    const oneWeek = { 7: told[7] as string, 8: told[9] as string, 10: told[14] as string };
    expect(new SubjectIndex(docs(oneWeek), salient).episodicDays(day(8), oneWeek[8], 28)).toEqual([]);
  });

  it("near miss: a word that is also part of a routine line is no episodic subject", () => {
    const withRoutine = { ...told, 16: "Compressor check: ok" };
    const idx = new SubjectIndex(docs(withRoutine), (d, s) => salient(d, s) && !s.startsWith("Compressor check"));
    expect(idx.episodicDays(day(9), told[9] as string, 28)).toEqual([]);
  });

  it("near miss: a short word is as often a function word of another language (avec, dal)", () => {
    const fr: Record<number, string> = { 7: "Réunion avec Sabine au marché", 9: "Déjeuner avec les voisins du haut", 14: "Appel avec la banque pour le prêt" };
    const idx = new SubjectIndex(docs(fr), salient);
    expect(idx.shareEpisodic(fr[7] as string, fr[14] as string)).toBe(false);
  });
});
