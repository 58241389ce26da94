// The recall floor (src/core/extract/floor.ts): statements no cue phrase typed, kept by speaker,
// dialogue position and specificity. Each rule has a near miss that must stay out.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { floorItems } from "../../src/core/extract/floor.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");
const floor = (lines: Line[]) => floorItems(transcriptOf(lines), [], () => false).map((f) => `${f.kind}${f.tag ? ` ${f.tag}` : ""}: ${f.text}`);

describe("user statements with specifics", () => {
  it("a plain statement with a number is a project fact, without any cue phrase", () => {
    expect(floor([["user", "fct_orders slow. 40min per run on the medium warehouse."]])).toEqual(["fact PROJ: fct_orders slow.", "fact PROJ: 40min per run on the medium warehouse."]);
  });
  it("near miss: a statement without a specific is small talk", () => {
    expect(floor([["user", "hmm ok that makes sense, thanks a lot"]])).toEqual([]);
  });
  it("names alone are not a fact; a value or an identifier makes one", () => {
    expect(floor([["user", "Maith thú Deirdre, obair mhaith."]])).toEqual([]);
    expect(floor([["user", "Ana came by with Tomás and Lucía this morning."]])).toEqual([]);
    expect(floor([["user", "Ana came by with 12 chairs this morning."]])).toEqual(["fact PROJ: Ana came by with 12 chairs this morning."]);
    expect(floor([["user", "Ana owns the stg_payments model now."]])).toEqual(["fact PROJ: Ana owns the stg_payments model now."]);
    expect(floor([["user", "the store dashboards run on Metabase"]])).toEqual(["fact TECH: the store dashboards run on Metabase"]);
  });
  it("time ahead makes a pending action, a blocking verb a blocker, a preference adverb a PREF fact", () => {
    expect(floor([["user", "pr for the 2h schedule tomorrow"]])).toEqual(["pending: pr for the 2h schedule tomorrow"]);
    expect(floor([["user", "can't test refunds until Adyen resends the sandbox keys for EU1"]])).toEqual(["blocker: can't test refunds until Adyen resends the sandbox keys for EU1"]);
    expect(floor([["user", "never full refresh in business hours. ever"]])).toEqual(["fact PREF: never full refresh in business hours."]);
  });
  it("questions and picks by number are not floor statements (the detectors read them)", () => {
    expect(floor([["user", "is 8080 free on the box?"]])).toEqual([]);
    expect(floor([["assistant", "Options:\n1. Bump to 400\n2. pgbouncer"], ["user", "option 2"]])).toEqual([]);
  });
  it("a reply naming one of the alternatives the assistant listed is a decision", () => {
    const offer = "Both work:\n- **ZHA**: built into Home Assistant\n- **zigbee2mqtt**: more devices, needs MQTT";
    expect(floor([["assistant", offer], ["user", "ZHA, keep it simple"]])).toEqual(["decision: ZHA, keep it simple"]);
  });
  it("near miss: a reply that names no listed item is not a choice", () => {
    expect(floor([["assistant", "Both work:\n- **ZHA**: built in\n- **zigbee2mqtt**: more devices"], ["user", "the dongle is a Sonoff ZBDongle-E, firmware 7.4"]])).toEqual(["fact PROJ: the dongle is a Sonoff ZBDongle-E, firmware 7.4"]);
  });
});

describe("instructions that set how things stay", () => {
  it("a state verb or a prohibition is a decision, with or without a value", () => {
    expect(floor([["user", "freeze payments deploys till the postmortem"]])).toEqual(["decision: freeze payments deploys till the postmortem"]);
    expect(floor([["user", "and leave max_connections alone. no pg restart tonight"]])).toEqual(["decision: and leave max_connections alone.", "decision: no pg restart tonight"]);
  });
  it("near miss: a reply that starts with no but states something, and no wait / no problem, are not prohibitions", () => {
    expect(floor([["user", "no dad wasn't a vet"]])).toEqual([]);
    expect(floor([["user", "no problem, thanks for the quick fix"]])).toEqual([]);
  });
});

describe("blocking remarks", () => {
  it("a short blocking remark without a value makes the statement before it the blocker", () => {
    expect(floor([["user", "opened adyen case 00912733. waiting on them."]])).toEqual(["blocker: opened adyen case 00912733 — waiting on them."]);
  });
  it("near miss: a blocking remark in another message, or after a task, leaves it alone", () => {
    expect(floor([["user", "opened adyen case 00912733."], ["user", "waiting on them."]])).toEqual(["fact PROJ: opened adyen case 00912733."]);
    expect(floor([["user", "call the bank by fri about the 2,400 fee. still waiting on them."]])).toEqual(["pending: call the bank by fri about the 2,400 fee."]);
  });
});

describe("time ahead and blocking words in other languages", () => {
  it.each([
    ["German", "Bis 9. Dezember muss der Ofen zum Service, Termin 09:00", "pending"],
    ["Polish", "Kuba odbierze krążki w piątek o 8, trzeba mu dać 2 sztuki", "pending"],
    ["Portuguese", "Amanhã envio o contrato assinado e o IBAN para a Aconchego, 2 páginas", "pending"],
    ["Tagalog", "Kailangan ang sign-off ni Ma'am Cora sa ₱19,800 bago mag-book", "pending"],
    ["Hungarian", "Szombaton oxálsavat kell venni, 2 doboz", "pending"],
    ["Romanian", "Trebuie să trimitem referatul la achiziții până pe 4.12", "pending"],
    ["Spanish", "El servidor de 10.0.0.5 no funciona desde las 9", "blocker"],
    ["Indonesian", "Printer AWB tidak bisa cetak sejak 3 hari", "blocker"],
    ["Swahili", "Mashine ya M-Pesa 547821 haifanyi kazi tangu jana", "blocker"],
  ])("%s: %s is a %s", (_language, text, kind) => {
    expect(floor([["user", text]])).toEqual([`${kind}: ${text}`]);
  });
  it("near miss: a greeting with 'Morgen', narration with 'luego' or 'потом', and a fact with a value stay facts", () => {
    expect(floor([["user", "Guten Morgen, der Ofen P7 lief gestern 1530 °C ohne Fehler"]])).toEqual(["fact PROJ: Guten Morgen, der Ofen P7 lief gestern 1530 °C ohne Fehler"]);
    expect(floor([["user", "Fuimos al almacén y luego pagamos 340 € en efectivo"]])).toEqual(["fact PROJ: Fuimos al almacén y luego pagamos 340 € en efectivo"]);
    expect(floor([["user", "Приехали в 9, потом разгрузили 14 паллет"]])).toEqual(["fact PROJ: Приехали в 9, потом разгрузили 14 паллет"]);
  });
});

describe("tasks without a value", () => {
  it("an instruction or the user's own future with a time ahead is a pending action", () => {
    expect(floor([["user", "write the model card by fri"]])).toEqual(["pending: write the model card by fri"]);
    expect(floor([["user", "scores for oct to the crm bucket monday"]])).toEqual(["pending: scores for oct to the crm bucket monday"]);
    expect(floor([["user", "I'll do the bios update later btw"]])).toEqual(["pending: I'll do the bios update later btw"]);
  });
  it("near miss: someone else's obligation, thanks and today's own work are not tasks", () => {
    expect(floor([["user", "she has to relocate from munich"]])).toEqual([]);
    expect(floor([["user", "thanks for today, this was productive"]])).toEqual([]);
    expect(floor([["user", "let's pair on the settings page today"]])).toEqual([]);
  });
  it("near miss: a task a later message reports done is no longer pending", () => {
    expect(floor([["user", "gotta fix the gps drift on android before the beta"], ["assistant", "GPS drift fix is in: points are smoothed with a Kalman filter now."]])).toEqual([]);
  });
});

describe("decisions in free words", () => {
  it("giving something its name is a decision; calling someone is not", () => {
    expect(floor([["user", "send them a discount code, 15% off next order, call it SAVE15"]])).toEqual(["decision: send them a discount code, 15% off next order, call it SAVE15"]);
    expect(floor([["user", "call the bank about the 2,400 fee"]])).toEqual(["fact PROJ: call the bank about the 2,400 fee"]);
  });
  it("first-person volition, a contrast and a value set as an instruction are decisions", () => {
    expect(floor([["user", "let's say Ana does the flowers with a $1,500 budget"]])).toEqual(["decision: let's say Ana does the flowers with a $1,500 budget"]);
    expect(floor([["user", "ModHaven, not Steam Workshop for the 0.2 release"]])).toEqual(["decision: ModHaven, not Steam Workshop for the 0.2 release"]);
    expect(floor([["user", "ok make it 20% on day one"]])).toEqual(["decision: ok make it 20% on day one"]);
  });
  it("a contrast with a number or a closing 'instead' is a choice", () => {
    expect(floor([["user", "the 2 GB plan, not 5 GB, for the staging bucket"]])).toEqual(["decision: the 2 GB plan, for the staging bucket"]);
    expect(floor([["user", "So dedupe the 195 rows in the CSV before import instead."]])).toEqual(["decision: So dedupe the 195 rows in the CSV before import instead."]);
  });
  it.each([
    ["tupeleke Jumamosi 14 basi"],
    ["デポジットとして1泊分を PayPal でお願いすることにします。"],
    ["wir nehmen den Termin am 14.3. um 9 Uhr"],
    ["vamos con la opción de 250 sillas"],
    ["беремо два генератори по 5 кВт"],
    ["we're aiming for the NeurIPS 2026 main track"],
  ])("first-person choosing in other words and languages is a decision: %s", (text) => {
    expect(floor([["user", text]])[0]).toMatch(/^decision: /);
  });
  it("near miss: a need said in the future tense is not a decision", () => {
    expect(floor([["user", "we'll need a dashboard for the 4 store managers at some point"]])).toEqual(["fact PROJ: we'll need a dashboard for the 4 store managers at some point"]);
  });
  it("a request to the assistant is done in the next turns; a request for later stays pending", () => {
    expect(floor([["user", "please email Catskill Tent Co for a 40x60 quote"]])).toEqual([]);
    expect(floor([["user", "please email Catskill Tent Co for a 40x60 quote next week"]])).toEqual(["pending: please email Catskill Tent Co for a 40x60 quote next week"]);
  });
});

describe("values taken back", () => {
  it("'not X' drops X from the line and retires an earlier line that stated X", () => {
    expect(floor([["user", "the stack size is 999 for now"], ["assistant", "Done."], ["user", "ok 200 then, not 999"]])).toEqual(["decision: ok 200 then"]);
  });
  it("a self-correction inside a sentence keeps what follows it", () => {
    expect(floor([["user", "db is pg-main-01 — no wait, we failed over, primary is pg-main-02 now"]])).toEqual(["fact PROJ: we failed over, primary is pg-main-02 now"]);
  });
  it("a later statement on the same subject with another value replaces the earlier one", () => {
    const out = floor([["user", "the pool disks are two 4TB WD Reds"], ["assistant", "Nice."], ["user", "correction: the pool disks are two 8TB IronWolfs"]]);
    expect(out).toHaveLength(1);
    expect(out[0]).toContain("8TB");
  });
  it("near miss: two technical findings sharing words ('run', 'min') are two findings, both kept", () => {
    const out = floor([
      ["user", "why is fct_orders slow"],
      ["tool", "fct_orders: table rebuild 40 min, 1.82B rows\n"],
      ["assistant", "fct_orders is a full `table` rebuild: 1.82B rows, ~40 min per run on TRANSFORM_WH."],
      ["user", "try incremental"],
      ["tool", "dbt run --select fct_orders: 5m41s, 3,120,004 rows merged\n"],
      ["assistant", "Works: the incremental run took 5m41s, with 3,120,004 rows merged via `dbt run`."],
    ]);
    expect(out.filter((f) => f.startsWith("technical"))).toHaveLength(2);
  });
  it("an intention in the past tense was dropped, and is not reported", () => {
    expect(floor([["user", "I was going to load the 2025 exports into BigQuery"]])).toEqual([]);
  });
});

describe("assistant findings", () => {
  it("a sentence restating values a tool printed is technical context", () => {
    const out = floor([["user", "what runs the DAGs?"], ["tool", "airflow version 2.7.3\nenv acme-mwaa-prod"], ["assistant", "Airflow 2.7.3 on MWAA (acme-mwaa-prod). I'll look at the DAG next."]]);
    expect(out).toEqual(["technical: Airflow 2.7.3 on MWAA (acme-mwaa-prod)."]);
  });
  it("a finding about amounts and dates is a project fact, not technical context", () => {
    const out = floor([["user", "where are we?"], ["tool", "budgeted 43500\ncommitted 34277"], ["assistant", "Budgeted $43,500, that is $5,500 over the $38,000 you set."]]);
    expect(out).toEqual(["fact PROJ: Budgeted $43,500, that is $5,500 over the $38,000 you set."]);
  });
  it("a finding that states a sum of money or a date is a project fact, even when it names a file or an item code", () => {
    const out = floor([["user", "is the mug in stock?"], ["tool", "KV-MUG-SPK-350 qty 0 backorder 2027-01-08"], ["assistant", "KV-MUG-SPK-350 is at 0 in stock, backorder until 8 January 2027."]]);
    expect(out).toEqual(["fact PROJ: KV-MUG-SPK-350 is at 0 in stock, backorder until 8 January 2027."]);
    const saved = floor([["user", "save the quote"], ["tool", "wrote tarjoukset/laine-2026-118.md total 6791.00"], ["assistant", "Tallennettu: tarjoukset/laine-2026-118.md, 6 791,00 €."]]);
    expect(saved).toEqual(["fact PROJ: Tallennettu: tarjoukset/laine-2026-118.md, 6 791,00 €."]);
  });
  it("near miss: a finding that names a technology stays technical context, whatever sums it holds", () => {
    const out = floor([["user", "what does the db cost?"], ["tool", "postgres 15.6 plan db-s-2 price 40.00"], ["assistant", "PostgreSQL 15.6 on db-s-2 at $40.00 a month."]]);
    expect(out).toEqual(["technical: PostgreSQL 15.6 on db-s-2 at $40.00 a month."]);
  });
  it("a sentence with three values, right after a tool ran, reports it even when the tool printed them in another form", () => {
    const out = floor([["user", "why so slow?"], ["tool", "rows 1820000000\nbytes_scanned 1539316278886"], ["assistant", "fct_orders is a full rebuild: 1.82B rows, ~40 min on the warehouse, 1.4 TB scanned per run."]]);
    expect(out).toEqual(["fact PROJ: fct_orders is a full rebuild: 1.82B rows, ~40 min on the warehouse, 1.4 TB scanned per run."]);
  });
  it("near miss: two values the tool did not print are not enough", () => {
    expect(floor([["user", "why so slow?"], ["tool", "rows 1820000000"], ["assistant", "It takes ~40 min and scans 1.4 TB."]])).toEqual([]);
  });
  it("near miss: the same sentence with no tool output behind it is not a finding", () => {
    expect(floor([["user", "what runs the DAGs?"], ["assistant", "Probably Airflow 2.7.3 on MWAA (acme-mwaa-prod)."]])).toEqual([]);
  });
  it("near miss: the alternatives of an options list are not findings", () => {
    const out = floor([["user", "slow"], ["tool", "rows 1820000000\nruntime 40 min"], ["assistant", "1. incremental merge on order_id, 1820000000 rows\n2. cluster by order_date, 40 min"]]);
    expect(out).toEqual([]);
  });
});

describe("secrets", () => {
  it("a statement handing over a credential is never reported, even when no rule masks it", () => {
    expect(floor([["user", "staging has basic auth, user tide pw Gr0mmet-stg-77 if the page asks"]])).toEqual([]);
    expect(floor([["user", "fyi the ro pw is Zq8!"]])).toEqual([]);
    // The sentence splitter cuts this secret at "!": neither half may come back.
    expect(floor([["user", "fyi the ro pw is Zq8!orders-prod-41 if you need it again"]])).toEqual([]);
  });
  it("a word shaped like a password or a session token is never reported, named or not", () => {
    expect(floor([["user", "My digid is joostvdm / Tulp#88vlinder for the 2025 return"]])).toEqual([]);
    expect(floor([["user", "我的券商帳號 A1234567 密碼 Ycl#Tax2026!"]])).toEqual([]);
    expect(floor([["user", "here's my session for the acme-test browser: ldg_sess=s%3AqV8xL2mRt0pZ8wYcN4hJd7Kf"]])).toEqual([]);
    const d = extract(transcriptOf([["user", "My digid is joostvdm / Tulp#88vlinder"]]), { now: NOW });
    expect(JSON.stringify(d)).not.toContain("Tulp#88vlinder");
  });
  it("near miss: versions, hosts and ids are not password-shaped", () => {
    expect(floor([["user", "pg-main-01 runs v2.14.1-rc1 on ST8000VN004 disks since 2026-03-14"]])).toHaveLength(1);
  });
  it("near miss: a sentence of a script written without spaces is not one password-shaped word", () => {
    // A digit, a letter and a "!" or "*" in one space-free run: the words of the sentence, not a token.
    expect(floor([["user", "2号ボイラー、修理が終わりました!丸山さんの請求書は ¥412,500、12/25 までに振込です。"]]).join("\n")).toMatch(/¥412,500/);
    expect(floor([["user", "好，那 40 股 RSU 延到 2027 年 1 月再賣，**海外所得 87萬**不變。"]]).join("\n")).toMatch(/87萬/);
    // A token inside such a sentence is still a word of its own.
    expect(floor([["user", "备用账号的口令是Xk!9pq2Lm别外传"]])).toEqual([]);
  });
  it("a task about a credential stays", () => {
    expect(floor([["user", "remember to change the portal password by Friday"]])).toEqual(["pending: remember to change the portal password by Friday"]);
  });
});

describe("in the digest", () => {
  it("floor statements the detectors already reported are not repeated", () => {
    const d = extract(transcriptOf([["user", "let's use Postgres 16 for the orders service"]]), { now: NOW });
    expect(d.decisions).toHaveLength(1);
    expect(d.facts).toEqual([]);
  });
  it("a floor statement lands in its section, ranked like any item", () => {
    // No detector types this line (no cue phrase, no verb of choice): only the floor keeps it.
    const d = extract(transcriptOf([["user", "orders-api 5xx in prod-eu since 14:05"]]), { now: NOW });
    expect(d.facts.map((f) => `${f.tag} ${f.text}`)).toEqual(["PROJ orders-api 5xx in prod-eu since 14:05"]);
  });
});

describe("run-on sentences", () => {
  // A voice note's transcript is one sentence for a whole message: read whole it is too long to
  // be a statement (and past 400 characters it was not read at all), so the floor reads it
  // clause by clause.
  const voice =
    "yeah so um the other thing is the walk-in, Dean came and had a look at it this morning and he reckons the compressor is on its way out, " +
    "and honestly I don't want to be stuck with no cold room in the middle of December with the Christmas parties and everything, " +
    "so we're going to replace the whole unit with the Foster one he quoted for three thousand four hundred, " +
    "and uh he can do it on the 14th first thing before service if we say yes by Friday, and um what else, oh the rota, I'll sort that later";
  it("a decision inside a voice note's run-on sentence is found, cut to its clause", () => {
    expect(voice.length).toBeGreaterThan(400);
    const items = floor([["user", voice]]);
    expect(items).toContain("decision: we're going to replace the whole unit with the Foster one he quoted for three thousand four hundred");
  });
  it("near miss: a plain fact cut out of a run-on is its scenery, and brackets hold their clause together", () => {
    const thesis =
      "So the plan, which I have been turning over all week while the cat sat on the draft, is that chapter three, the one on Ansel Quarrington's workshop in Harwick, " +
      "gets split at §3.4, and my own prose stays in Oxford spelling (-ize, the OED is on my side, whatever the Society's house style says) with single quotation marks, " +
      "and the title of the new chapter four will be 'Selling the Airs', which Ambrose suggested over coffee in the Whipple on Tuesday afternoon before the seminar";
    expect(thesis.length).toBeGreaterThan(400);
    const items = floor([["user", thesis]]);
    expect(items.some((i) => /Quarrington/.test(i))).toBe(false);
    expect(items.filter((i) => /-ize/.test(i)).every((i) => /OED is on my side, whatever/.test(i))).toBe(true);
  });
  it("near miss: clauses without anything specific stay out, and no clause keeps its opening 'and' or 'um'", () => {
    const items = floor([["user", voice]]);
    expect(items.some((i) => /compressor|what else|the rota/.test(i))).toBe(false);
    expect(items.filter((i) => /^\w+( \w+)?: (?:and|so|uh|um) /.test(i))).toEqual([]);
  });
});

describe("the floor's own supersession reads typed slots", () => {
  const floorTexts = (lines: Line[]) => floorItems(transcriptOf(lines), [], () => false).map((f) => f.text);

  it("a later statement sharing two subject words but giving a grade, not a sum, leaves the fee", () => {
    const texts = floorTexts([
      ["user", "the trip fee stays at $185 per student"],
      ["assistant", "Noted."],
      ["user", "trip grades: Ximena stays at 7.2 and Diego goes up to 6.1"],
    ]);
    expect(texts).toContain("the trip fee stays at $185 per student");
  });

  it("a later sum on the same subject still retires the older one", () => {
    const texts = floorTexts([
      ["user", "the trip fee stays at $185 per student"],
      ["assistant", "Noted."],
      ["user", "the trip fee goes up to $195 per student, the bus got dearer"],
    ]);
    expect(texts).not.toContain("the trip fee stays at $185 per student");
    expect(texts.some((t) => t.includes("$195"))).toBe(true);
  });
});

describe("an assistant's finding that says what comes next is a task", () => {
  it("a sentence of a report with time ahead goes to pending, the rest of the report stays a finding", () => {
    const d = extract(transcriptOf([
      ["user", "where are we with the manuscript?"],
      ["tool", "words: 107369\nchapters: 1-13, 15-22\nfile: salt-orchard-rev2.docx"],
      ["assistant", "The reading copy salt-orchard-rev2.docx has 107,369 words over chapters 1–13 and 15–22. Mine, next week: close third for chapters 18–21 and the revision-notes.md change list."],
    ]), { now: NOW });
    expect(d.pending.map((i) => i.text).join("\n")).toMatch(/chapters 18–21/);
    expect(d.facts.map((i) => i.text).join("\n")).not.toMatch(/chapters 18–21/);
  });
});
