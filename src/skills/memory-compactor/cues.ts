/**
 * The cue tables behind the day classifier, English and Chinese. Kept in one place so a reader
 * can see (and a test can pin) exactly what makes a statement a fact, a pattern or an anomaly.
 */

/** Explicit surprise markers, each with the reason it gives ("why unexpected") and one interpretation. */
export interface AnomalyCue {
  kind: "first" | "skip" | "contrast" | "surprise" | "rare";
  re: RegExp;
}

const ANOMALY_OTHER_RE = /(?<![\p{L}\p{N}])(?:out of nowhere|weird(?: one)?:|odd one|suddenly|all of a sudden|unannounced|without (?:any )?(?:notice|warning)|plötzlich|unangekündigt|ohne (?:vor)?ankündigung|zum ersten mal|erstmals|seltsam|merkwürdig|soudain(?:ement)?|sans prévenir|pour la première fois|étrange|bizarre|de repente|de pronto|sin avisar|por primera vez|sem aviso|pela primeira vez|estranho|esquisito|improvvisamente|all'improvviso|a sorpresa|senza preavviso|per la prima volta|strano|plotseling|onaangekondigd|voor het eerst|vreemd|nagle|bez zapowiedzi|po raz pierwszy|dziwne|najednou|náhle|bez ohlášení|poprvé|divné|aniden|birden|habersiz|ilk (?:kez|defa)|tuhaf|tiba-tiba|tanpa pemberitahuan|pertama kali|aneh|ghafla|mara ya kwanza|đột nhiên|bất ngờ|lần đầu|kỳ lạ|plutselig|uanmeldt|for første gang|merkelig|plötsligt|oanmäld|för första gången|konstig|внезапно|вдруг|впервые|странно|раптом|вперше|дивно|פתאום|לראשונה|מוזר|فجأة|لأول مرة|غريب|อยู่ๆ|ครั้งแรก|แปลก)(?![\p{L}\p{N}])|突然|忽然|突如|初めて|갑자기|처음으로|奇怪|莫名|從未|从未|從來沒|从来没|從來唔|从来唔/iu;

/** "Never before" in the other languages the notes are written in: the constructions that say
 *  something has not happened until now (a bare "never" states a rule, "nie anrufen"). */
const NEVER_BEFORE_OTHER_RE = /(?<![\p{L}\p{N}])(?:noch nie|nie zuvor|noch niemals|n'a jamais|n'avait jamais|jamais vu|jamais arrivé|nunca antes|nunca había|nunca habían|nunca tinha|nunca aconteceu|mai successo|non era mai|non è mai|nog nooit|nooit eerder|jeszcze nigdy|nigdy wcześniej|nigdy nie było|ještě nikdy|nikdy předtím|hiç olmamış|daha önce hiç|belum pernah|tidak pernah sebelumnya|chưa bao giờ|chưa từng|aldri før|aldri tidligere|aldrig förr|aldrig tidigare|никогда раньше|никогда не было|ніколи раніше|ніколи не було|אף פעם לא|מעולם לא|لم يحدث من قبل|عمري ما|ไม่เคย)(?![\p{L}\p{N}])|一度も|한 번도|从来没有|從來沒有/iu;

export const ANOMALY_CUES: readonly AnomalyCue[] = [
  { kind: "contrast", re: /\binstead of (?:the |our |his |her |their )?usual\b|\bthan (?:the |our |his |her |their )?usual\b|\bthan (?:normal|expected|planned)\b|\((?:usual(?:ly)?|normally|typically)\b[^)]*\)|\busual(?:ly)?:|\bnormally (?:takes?|is|are|we|he|she|they)\b|一反常态|不像平时|和往常不同|而不是(?:往常|平时)/i },
  { kind: "first", re: /\b(?:for the )?first time\b|\bfirst (?:ever|\w+ in \d+ (?:days|weeks|months))\b|\bnever (?:before|done|happened|had|seen|volunteered|missed|once)\b|\bhas never\b|\bhad never\b|首次|第一次|从未|从来没|破天荒|头一回/i },
  { kind: "skip", re: /\bskipped\b|\bskip(?:s|ping)? (?:the |our )?\w+|\bno (?:standup|stand-up|sync|retro|review|1:1|one-on-one)\b|\bwas cancell?ed\b|跳过|取消了/i },
  { kind: "surprise", re: /\bsurpris(?:ing|ingly|ed)\b|\bunexpected(?:ly)?\b|\bout of the blue\b|\bdidn't expect\b|居然|竟然|没想到|出乎意料|意外/i },
  { kind: "rare", re: /\bunusual(?:ly)?\b|\bfor once\b|\bout of character\b|\brarely\b|\buncharacteristic(?:ally)?\b|罕见|反常|难得/i },
  // The same surprise in the other languages the notes are written in, and in English words the
  // list above lacks: suddenly, out of nowhere, a weird or odd one, unannounced, without notice,
  // for the first time, never (从未) (a closed class of surprise and rarity, per language).
  { kind: "surprise", re: ANOMALY_OTHER_RE },
  { kind: "first", re: NEVER_BEFORE_OTHER_RE },
];

/** "Again" in the other languages the notes are written in (a closed class of recurrence
 *  adverbs, per language), matched as whole words. */
const AGAIN_OTHER_RE = /(?<![\p{L}\p{N}])(?:wieder|schon wieder|erneut|encore une fois|de nouveau|à nouveau|otra vez|de nuevo|outra vez|novamente|di nuovo|ancora una volta|opnieuw|alweer|weer eens|znowu|znów|ponownie|znovu|opět|zase|yine|tekrar|lagi-lagi|sekali lagi|tena|lại nữa|một lần nữa|igjen|igen|снова|опять|опять же|знову|знов|שוב|مرة أخرى|مرة ثانية|تاني|ثاني مرة|อีกแล้ว|อีกครั้ง)(?![\p{L}\p{N}])|また|再び|또다시|다시/iu;

/** Recurrence markers: the writer says this has happened before ("again" in any of the notes'
 *  languages, AGAIN_OTHER_RE, is one too). */
export const PATTERN_CUE_RE = new RegExp(String.raw`\bagain\b|\bas (?:usual|always)\b|\balways\b|\bevery (?:day|morning|evening|night|week|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday|sprint|release)\b|\bkeeps?\b \w+ing|\bkept \w+ing\b|\bconsistently\b|\brepeatedly\b|\bonce more\b|\byet again\b|\b\d+(?:st|nd|rd|th) time\b|\beach time\b|\btends? to\b|\bhabitually\b|\bprefers?\b|\bas (?:he|she|they) usually\b|又|再次|总是|一直|每次|每天|每周|照例|依旧|仍然|老是|习惯|${AGAIN_OTHER_RE.source}`, "iu");

/** Decisions, commitments, changes, people joining or leaving: facts that matter beyond today. */
export const DECISION_RE =
  /\b(?:decid(?:e|ed|es)|decision|agreed|approv(?:e|ed|al)|chose|choose|going with|settled on|commit(?:ted|ment)?|promis(?:e|ed)|signed|hired|joined|joining|left the|leaving|resign(?:ed)?|promoted|launch(?:ed|es)?|releas(?:ed|es)|shipp(?:ed)|migrat(?:ed|ing)|moved to|postponed|rescheduled|deadline|due (?:on|by|date)|budget|price[ds]?|pricing|cost(?:s)?|contract|renew(?:ed|al)|deprecat(?:ed|ing)|switch(?:ed|ing) to|adopt(?:ed)?|new (?:team member|hire|client|customer)|will (?:own|lead|handle|deliver|present)|owner|assigned|target(?:s|ed)?|quota|rais(?:ed|e) to|cut to|set to|changed to|now (?:is|at)|confirmed)\b|决定|同意|批准|截止|预算|加入|离职|上线|发布|承诺|改为|推迟|签(?:了|署)|选择|定于|负责|合同/i;

/** Concrete values: amounts, percentages, dates, quarters. Plain times of day are not enough. */
export const AMOUNT_RE = /[€$£¥]\s?\d|\d[\d,.]*\s?(?:[kKmM]\b|%|€|\$|USD|EUR|RMB|元|万|千|percent\b|users\b|customers\b|tickets\b|hours\b|days\b|weeks\b|ms\b|GB\b|TB\b)/;
export const DATE_VALUE_RE =
  /\b\d{4}-\d{2}-\d{2}\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}\b|\b\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bQ[1-4]\b|\bby (?:monday|tuesday|wednesday|thursday|friday|eod|end of (?:week|month))\b|\d{1,2}月\d{1,2}[日号號]|下周|月底/i;
export const VERSION_RE = /\bv?\d+\.\d+(?:\.\d+)?\b/;

/** Unresolved items: they feed the weekly "Open Questions". */
export const OPEN_RE = /^(?:blockers?|blocked|open questions?)\s*[:：]|\?|？|\bwaiting (?:for|on)\b|\bpending\b|\bTBD\b|\bunclear\b|\bnot sure\b|\bopen question\b|\bunresolved\b|\bblocked (?:by|on)\b|\bno answer\b|\bstill need\b|待定|等待|未决|不确定|还没(?:有)?(?:回复|决定)/i;

/** Routine operations and small talk: never worth keeping in a distilled file. */
export const NOISE_RE =
  /^(?:hi|hello|hey|good (?:morning|night|evening)|thanks?|thank you|ok(?:ay)?|lol|cool|nice|great|done|yes|no|sure|嗯|好的|谢谢|早上好|晚安)\b[.!]?$|HEARTBEAT_OK|NO_REPLY|\bheartbeat\b|\bstatus ping\b|\bchecked (?:email|inbox|mail|slack|the news)\b|\bnothing (?:new|much|to report)\b|\b(?:had |grabbed )?(?:lunch|coffee|breakfast|dinner)\b|\bweather\b|\brouting check\b/i;

/** Facts with lasting relevance survive the week; others (a meeting time) are one-offs. */
export const DURABLE_RE =
  /\b(?:decid|decision|agreed|approv|chose|going with|settled on|commit|promis|signed|hired|joined|joining|left the|leaving|resign|promoted|launch|releas|shipp|migrat|moved to|postponed|rescheduled|deadline|due|budget|price|pricing|cost|contract|renew|deprecat|switch|adopt|new (?:team member|hire|client|customer)|owner|owns|assigned|target|quota|prefer|policy|rule|role|raised to|cut to|set to|changed to)\w*|决定|同意|批准|截止|预算|加入|离职|上线|发布|承诺|改为|推迟|签|选择|定于|负责|合同|偏好/i;

/** Negations: a statement about a recurring behaviour that says it did *not* happen. */
export const NEGATION_RE = /\bno\b|\bnot\b|n't\b|\bwithout\b|\bnever\b|\bcancell?ed\b|\bmissed\b|\bskipped\b|没|不|未|取消/i;

/** Verbs too generic to make two statements "the same behaviour" on their own. */
export const GENERIC_VERBS = new Set(["decid", "discuss", "talk", "meet", "met", "work", "fix", "review", "mention", "said", "say", "ask", "call", "sent", "send", "check", "look", "update", "note", "start", "finish"]);

/** Capitalized words that are not names (weekday, month, sentence starters we see a lot). */
export const NOT_NAMES = new Set(
  "I Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Today Yesterday Tomorrow The A An We Our He She They It This That These Those Then Also And But So After Before During Morning Afternoon Evening Meeting Standup Team Client Customer User Project Deployment Decided Agreed New No Not Maybe Still Again Note Notes TODO API CI PR QA OK".split(" "),
);
