/**
 * The recall floor: statements the clause detectors did not type, kept by who said them, where
 * they sit in the dialogue and how specific they are, instead of by cue phrases. A user's
 * statement that names something (a number, a date, an identifier, a name) is intent or a fact
 * about their world; an assistant's statement with several specifics, made after a tool ran, is
 * a finding. The few words used below are closed classes (modals, time-ahead adverbs, negation,
 * blocking verbs, in the languages users write most), not domain phrases. See docs/design.md,
 * "Extraction floor".
 *
 * Supersession works on subjects: a later floor statement that shares two subject words with an
 * earlier one and gives one of its typed slots another value (statements/supersession.ts,
 * slotValueChanged: a sum, a number with its unit, a percentage, a date, a time) retires it
 * ("pool is 2x4TB" → "they are really 2x8TB"); a fee is not retired by a grade.
 */
import type { Transcript, Turn } from "../transcript/types.js";
import { analyse, coverLines, isRepresented } from "../statements/coverage.js";
import { isMoneyAt, specificsOf } from "../statements/specifics.js";
import { slotValueChanged } from "../statements/supersession.js";
import type { FactTag } from "./signal.js";
import { authoredLines, sentences } from "./segment.js";
import { maskSecrets } from "./sensitive.js";
import { contentTerms, overlapCount, subjectTerms, techMentions } from "./terms.js";
import { CORRECTION_EN, CORRECTION_ZH, NOT_YET_RE, STANDING_RULE_RE } from "./lexicon.js";
import { negatedValues, retractedPart } from "./negation.js";
import { noteTakenBack, statesTakenBack, type TakenBackValues } from "./taken-back.js";
import { pickRef } from "./clause-shape.js";
import { CREDENTIAL_RE, handsOverCredential } from "./credential-shape.js";
import { detectDone } from "./detect-progress.js";
import { hasHan } from "../text/cjk.js";

export type FloorKind = "decision" | "fact" | "pending" | "blocker" | "technical";

export interface FloorItem {
  kind: FloorKind;
  tag?: FactTag;
  text: string;
  speaker: "user" | "assistant";
  turn: number;
}

/** Specifics an assistant sentence needs to count as a finding (one is a passing mention). */
const FINDING_MIN_SPECIFICS = 2;
/** A sentence naming this many values, right after a tool ran, reports what the tool showed even
 *  when the tool printed them in another form ("1.82B rows" for 1820000000). */
const REPORT_MIN_SPECIFICS = 3;
/** Longer user sentences are paragraphs of context; the clause detectors read those. */
const MAX_FLOOR_CHARS = 260;
/** A sentence up to this long is read clause by clause when it is too long to be one statement
 *  (longer than MAX_FLOOR_CHARS): a voice note's transcript runs on for a whole message. */
const MAX_RUN_ON_CHARS = 4000;
/** A reply this short to an assistant's offer of alternatives is the user's choice. */
const CHOICE_MAX_WORDS = 25;
/** Subject words two statements must share for the later one to replace the earlier. */
const SAME_SUBJECT_TERMS = 2;
/** A Chinese statement shorter than this (characters, no punctuation) is a name or a reply. */
const MIN_CJK_CHARS = 4;

// First-person volition: what the user settles on ("let's say Ana does the flowers", "we'll
// keep the 8-hour package"), a closed class of modals and pronouns.
const DECIDE_RE = /\b(?:let'?s|let us|we'?ll (?!need|have to|see|check|figure|talk|think|look)|we will (?!need|have to|see|check|figure|talk|think|look)|we'?re going (?:to|with)|we are going (?:to|with)|i'?ll go with|going with|we want|we'?d rather|i'?d rather|we decided|i decided|i'?ve decided|we'?ve decided|settled on|stick with|sticking with|we'?re aiming for|(?:it|that)'?s settled)\b|就这么定|决定|定了|就用|还是用|改成|换成|決定|就咁做|ことにします|ことにしました|ことにする|にしましょう|하기로 했|로 할게|로 하자/i;
// The same volition in the other languages users write most: "vamos con", "on part sur",
// "wir nehmen", "andiamo con", "we gaan voor", "bierzemy", "karar verdik", "kita pakai",
// "tupeleke", "chốt", "беремо", "решили", "הולכים על", "قررنا" (a closed class: first-person
// plural choosing, per language).
const DECIDE_OTHER_RE = /(?:^|[\s,;:(])(?:vamos con|nos quedamos con|decidimos|hemos decidido|vamos com|ficamos com|on part sur|on garde|on prend|j'ai décidé|nous avons décidé|wir nehmen|machen wir|wir haben (?:uns )?entschieden|ich habe (?:mich )?entschieden|andiamo con|prendiamo|abbiamo deciso|ho deciso|we gaan voor|we nemen|we hebben besloten|bierzemy|zdecydowaliśmy|zdecydowałem|zdecydowałam|bereme|rozhodli jsme|karar verdik|karar verdim|kita pakai|kita ambil|kita pilih|kami putuskan|tupeleke|tuchukue|tumeamua|chốt|quyết định|берём|берем|решили|беремо|вирішили|הולכים על|החלטנו|قررنا|خلاص نمشي|نعتمد)(?=$|[\s,.;:!?)])/iu;
// A choice by contrast: "ModHaven, not Steam Workshop", "X instead of Y", "X over Y".
const CONTRAST_RE = /[,;]\s*not\s+[\p{Lu}\d]|\b(?:instead of|rather than)\b|\binstead\s*[.!]?\s*$|而不是|不用|不上/u;
// A change of a value said as an instruction: "make it 20%", "move restic to 03:00", "raise it
// to €60" (the verbs that set a value, a closed class; a request or time ahead is read first).
const SET_VALUE_RE = /^(?:(?:ok(?:ay)?|yes|yeah|yep|sure|fine|so|then|and|also|right)[,!.]?\s+)*(?:make|set|move|raise|lower|bump|cut|change|switch|put|cap|limit|increase|decrease|reduce|drop|pin|roll ?back|revert|upgrade|downgrade|ask for|offer|counter with|go to|keep)\b/i;
// Giving something its name is choosing it: "call it SORRY15", "rename the mod to StackSmith".
const NAMING_RE = /\b(?:call|name|title) (?:it|them|the \w+)\s+[\p{Lu}\d"“']|\brenam(?:e|ed|ing) (?:it |the \w+ )?to\b/u;
const REQUEST_RE = /^(?:(?:ok(?:ay)?|so|and|also|oh|hey|hi|right)[,!]?\s+)*(?:please\b|pls\b|can you\b|could you\b|would you\b|will you\b|let me know\b)|^(?:请|麻烦|帮我|你帮)/i;
const ABANDONED_RE = /\b(?:was|were) (?:going|gonna|planning) to\b|\b(?:had|originally) planned\b|本来(?:想|打算|要)|原本(?:想|打算)/i;
const REDACTED_RE = /<REDACTED|\[REDACTED/;
/** A sentence that ends asking. */
export const QUESTION_RE = /[?？]\s*$/;
// Closed classes: blocking verbs and states.
export const BLOCKED_RE = /\b(?:can'?t|cannot|couldn'?t|unable to|blocked|waiting (?:for|on)|stuck|won'?t (?:work|build|start|boot|load)|doesn'?t (?:work|build|start|boot|load)|not working|broken|is down|fails|failing)\b|卡住|卡在|无法|没法|阻塞|还没(?:批|回|到)/i;
// Closed classes: obligation modals and time-ahead adverbs.
const AHEAD_RE = /\b(?:tomorrow|tonight|today|later|soon|asap|this (?:week|weekend|month|afternoon|evening)|next (?:week|month|time|sprint|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?)|by (?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|by (?:eod|eow|end of)|(?:by|before) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d|remember to|don'?t forget|need to|needs to|have to|has to|must|gotta|todo|to-do|follow up)\b|明天|后天|下周|本周|这周|回头|记得|别忘|待办|之前要|要在/i;
// The same two classes in the other languages users write most (a closed class per language,
// as DECIDE_OTHER_RE below): blocking verbs and states ("no funciona", "warten auf", "nie
// działa", "не работает", "tidak bisa", "haifanyi kazi", "動かない"), and time ahead and
// obligation ("mañana", "il faut", "nächste Woche", "trzeba", "нужно", "minggu depan",
// "lazima", "karna hai", "来週", "해야"). Words that also narrate ("luego", "depois", "потом":
// "then") or mean something else in another language ("mai", "sau", "kal") are left out.
const BLOCKED_OTHER_RE = /(?:^|[\s,;:(—–-])(?:no puedo|no podemos|no se puede|bloquead[oa]s?|atascad[oa]s?|no funciona|no anda|está caíd[oa]|não consigo|não conseguimos|não dá|travad[oa]s?|não funciona|fora do ar|aguardando|impossible de|je ne peux pas|on ne peut pas|bloqué(?:e|s|es)?|en attente d[eu']|coincé(?:e|s|es)?|ne marche pas|ne fonctionne pas|en panne|kann nicht|können nicht|geht nicht|blockiert|warten auf|wartet auf|warte auf|hängt fest|funktioniert nicht|kaputt|ausgefallen|non posso|non possiamo|non riesco|bloccat[oaie]|in attesa d[ie]|non funziona|kan niet|kunnen niet|geblokkeerd|wachten op|wacht op|werkt niet|nie mogę|nie możemy|nie da się|zablokowan[aey]|czekam na|czekamy na|nie działa|nemůžu|nemůžeme|čekám na|čekáme na|nefunguje|не могу|не можем|заблокирован[аоы]?|ждём|ждем|не работает|не можу|не можемо|заблоковано|чекаємо на|не працює|yapamıyorum|yapamıyoruz|bekliyoruz|çalışmıyor|tidak bisa|nggak bisa|gak bisa|ga bisa|tak boleh|tak dapat|masih menunggu|tidak jalan|gak jalan|không được|không thể|đang chờ|bị kẹt|siwezi|hatuwezi|haiwezekani|tunasubiri|haifanyi kazi|imekwama|nahi ho raha|nahin ho raha|nahi chal raha|atka hua|atak gaya|hindi pwede|hindi gumagana|naghihintay|kan inte|kan ikke|kan ikkje|väntar på|venter på|fungerar inte|fungerer ikke|virker ikke|nu pot|nu putem|blocat[ăe]?|nu funcționează|nem tudom|nem tudjuk|nem működik|δεν μπορώ|δεν μπορούμε|δεν λειτουργεί)(?=$|[\s,.;:!?)—–-])|できない|できません|動かない|止まって|待ち(?:です|の状態)|안 돼|안돼|못 해|막혀|고장/iu;
const AHEAD_OTHER_RE = /(?:^|[\s,;:(—–-])(?:mañana|pasado mañana|la semana que viene|la próxima semana|más tarde|tengo que|tenemos que|hay que|hace falta|no olvides|acuérdate de|amanhã|depois de amanhã|semana que vem|próxima semana|mais tarde|tenho que|temos que|tenho de|temos de|preciso|precisamos|não esquecer|não esqueça|demain|après-demain|la semaine prochaine|plus tard|il faut|je dois|on doit|nous devons|n'oublie pas|(?<!guten )morgen|übermorgen|nächste woche|später|muss|müssen|nicht vergessen|denk dran|domani|dopodomani|la prossima settimana|settimana prossima|più tardi|devo|dobbiamo|bisogna|non dimenticare|ricordati di|overmorgen|volgende week|moet|moeten|niet vergeten|jutro|pojutrze|w przyszłym tygodniu|później|muszę|musimy|trzeba|nie zapomnij|zítra|příští týden|později|musím|musíme|nezapomeň|завтра|послезавтра|на следующей неделе|позже|надо|нужно|не забудь|наступного тижня|пізніше|треба|потрібно|мушу|yarın|haftaya|gelecek hafta|lazım|gerekiyor|zorundayız|unutma|besok|esok|lusa|minggu depan|nanti|harus|perlu|jangan lupa|ngày mai|tuần sau|tuần tới|lát nữa|phải|cần phải|kesho|wiki ijayo|baadaye|lazima|inabidi|usisahau|parson|agle hafte|baad mein|karna hai|karni hai|karna padega|chahiye|bhoolna mat|bukas|mamaya|kailangan|i morgon|imorgon|i morgen|imorgen|nästa vecka|neste uke|næste uge|senare|senere|måste|behöver|trenger|glöm inte|husk at|mâine|săptămâna viitoare|mai târziu|trebuie|nu uita|holnap|jövő héten|később|kell|αύριο|την επόμενη εβδομάδα|αργότερα|πρέπει|μην ξεχάσεις)(?=$|[\s,.;:!?)—–-])|明日|来週|後で|あとで|しなければ|しないと|忘れずに|내일|다음 주|나중에|해야/iu;

/** A blocking verb or state, in English, Chinese or another language of the closed class. */
export function isBlocked(s: string): boolean {
  return BLOCKED_RE.test(s) || BLOCKED_OTHER_RE.test(s);
}
/** Time ahead or an obligation, in English, Chinese or another language of the closed class. */
function isAhead(s: string): boolean {
  return AHEAD_RE.test(s) || AHEAD_OTHER_RE.test(s);
}

// A weekday closing the sentence is when it is due: "scores to the crm bucket monday".
const DUE_DAY_RE = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*[.!]?$|(?:周|星期)[一二三四五六日天]\s*[。!！]?$/i;
const LEAD_FILLERS_RE = /^(?:(?:ok(?:ay)?|so|and|also|oh|fine|right|then|alright|ugh|yeah|yes)[,!.]?\s+)+/i;
// Verbs that set how things stay (a closed class), and a prohibition ("no X", not "no wait",
// "no problem" or "no need to", which retract, thank or cancel).
const POLICY_RE = /^(?:freeze|unfreeze|leave|keep|kill|stop|disable|enable|pin|ban|block|allow|skip|pause|hold off|scrap|ditch|stick with|only support|no more)\b|^no (?!wait|problem|worries|idea|thanks|way|need|rush|worry|clue|big deal|one|reason|matter)[a-z]/i;
// A finite "to be" or a negation: "no dad wasn't a vet" answers, it does not prohibit.
const STATES_RE = /\b(?:is|are|was|were|not)\b|n't\b/i;
const FINISHED_RE = /\b(?:is|are) (?:in|done|live|fixed|merged|shipped)\b|\b(?:fixed|merged|shipped|landed|resolved|finished|completed)\b|已(?:完成|修复|上线|合并)|搞定/i;
// The user's own future or obligation: "I'll …", "we need to …", "remember to …".
const OWN_FUTURE_RE = /^(?:i'?ll|i will|we'?ll|we will|i need to|we need to|i have to|we have to|i must|we must|remember to|don'?t forget)\b/i;
// Openings no instruction has: pronouns and determiners (a statement about someone), thanks,
// negation, and first-person narration.
const NOT_A_TASK_START_RE = /^(?:i|i'?m|i'?ve|i'?d|we'?re|we'?ve|you|he|she|they|it|it'?s|this|that|there|these|those|some|any|nothing|no|none|not|thanks?|thank|cheers|sorry|my|our|his|her|their|the|a|an)\b/i;
/** Up to this many words, a blocking remark without a value is about the sentence before it. */
const BLOCKING_REMARK_WORDS = 6;
/** Words a task without a value needs: "pr tomorrow" names too little, "write the model card" does. */
const TASK_MIN_TERMS = 2;
// Closed classes: preference verbs and frequency/negation adverbs.
const PREF_RE = /\b(?:never|always|prefer|rather|hate|i like|i love|i don'?t like|don'?t want|no more|avoid|please (?:keep|don'?t|always|never|use))\b|不要|别再|喜欢|偏好|总是|一律|不想|尽量/i;
// An assistant sentence about what it will do, or asking, is not a finding.
const NOT_FINDING_RE = /^(?:i'?ll|i will|i'?m going to|i can|i could|let me|let'?s|want me|should i|shall i|do you|would you|if you|next,? i|now i)\b/i;
const BULLET_LINE_RE = /^\s*[-*•・]\s*\S/;
// The assistant acknowledging what the user just settled, then saying it back: "Ack — max_connections
// stays 400", "OK: the memo goes to Odile on Wednesday night", "承知しました。・Linh さん:12/7 休み".
// A closed class of acknowledgements, in the languages users write most; what follows is the
// user's decision in the assistant's words.
const ACK_RE = /^(?:\*\*)?(?:ok(?:ay)?|ack(?:nowledged)?|got it|understood|noted|agreed|will do|sure|perfect|alright|all right|confirmed|roger|entendido|de acuerdo|anotado|entendu|d'accord|compris|noté|verstanden|alles klar|notiert|capito|perfetto|certo|combinado|anotei|begrepen|genoteerd|rozumím|jasne|tamam|anladım|好的?|收到|明白了?|了解(?:です|しました)?|承知(?:しました|いたしました)|かしこまりました|알겠습니다)(?:\*\*)?(?:\s*[,!.。、:：—–-]+\s*|\s+(?=[\p{Lu}\p{Lo}\d]))/iu;
// A report that opens with what it changed, up to two words before the verb and a colon after:
// "Updated:", "Set to:", "Cedule přepsaná:", "Upraveno:", "已更新：", "עבר לטבלה:". A closed
// class of change participles, in the languages users write most.
const CHANGED_RE = /^(?:\*\*)?(?:[\p{L}\d_-]+\s+){0,2}?(?:updated|changed|adjusted|switched|moved|rewritten|rescheduled|upraveno|upravena|upraven|změněno|změněna|přepsan[aáéoyý]?|aktualisiert|geändert|angepasst|verschoben|actualizad[oa]|cambiad[oa]|ajustad[oa]|mis à jour|modifiée?|déplacée?|atualizad[oa]|alterad[oa]|aggiornat[oa]|modificat[oa]|spostat[oa]|已更新|已修改|已调整|已改|改好了|更新しました|変更しました|עודכן|עודכנה|שונה|עבר)(?:\s[^:：\n]{0,40}?)?(?:\*\*)?\s*[:：]\s*/iu;
// A report that opens with what it recorded for the user, a participle and a colon ("Noted: the
// venue is St Brigid's", "Logged: claim 7 → …", "记下了：…"): a closed class, as CHANGED_RE.
const RECORDED_RE = /^(?:\*\*)?(?:noted|logged|recorded|saved|added|booked|written down|notiert|vermerkt|anotado|registrado|noté|enregistré|annotato|registrato|genoteerd|zapisano|zapsáno|kaydedildi|dicatat|imeandikwa|đã ghi|записал|записала|записано|записав|רשמתי|سجلت|记下了|記下了|已记录|已記錄|記録しました|メモしました)(?:\s[^:：\n]{0,40}?)?(?:\*\*)?\s*[:：]\s*/iu;
/** Lines of a restatement read after an acknowledgement that stands alone. */
const ACK_MAX_LINES = 4;
/** A sentence longer than this keeps only its clauses with specifics (tightened()). */
const TIGHT_CHARS = 140;
const LIST_LINE_RE = /^\s*(?:\*\*)?(?:\d{1,2}|[a-e])[.)]\s/i;
const CHOICE_QUESTION_RE = /\bor\b|还是|或者/i;

interface Offer {
  /** The assistant listed numbered alternatives or asked "X or Y?". */
  choice: boolean;
  /** The message asks the user something: a short answer with a value settles it. */
  asked: boolean;
  /** The names and values of each item the message lists (bulleted or numbered). */
  items: Array<ReadonlySet<string>>;
}

export function floorItems(transcript: Transcript, covered: Iterable<string>, isStale: (text: string) => boolean): FloorItem[] {
  const cover = coverLines(covered);
  const out: FloorItem[] = [];
  let offer: Offer | undefined;
  // The alternatives the user's last message answered, when it was short enough to be a pick:
  // the assistant's reply that names one of them alone says which was chosen.
  let answered: Offer | undefined;
  // The specifics of the user's last message: a reply that opens by saying them back says the
  // user's decision as it was carried out.
  let userSaid = new Set<string>();
  // Specifics the tools printed since the last user message: a finding restates one of them.
  let evidence = new Set<string>();
  // Values a later statement said are no longer so ("200 then, not 999"), by the turn that said it.
  const negated: TakenBackValues = new Map();
  let lastSpeaker: "user" | "assistant" | undefined;
  // Statements that report something done, by turn: they close the floor's tasks on the subject.
  const done: Array<{ text: string; turn: number }> = [];
  transcript.turns.forEach((turn: Turn, i: number) => {
    if (turn.external) return;
    if (turn.role === "tool") {
      for (const k of specificsOf(turn.text)) evidence.add(k);
      return;
    }
    if (turn.role !== "assistant" && turn.role !== "user") return;
    const authored = authoredLines(turn.text);
    for (const said of sentences(authored)) if (reportsDone(said)) done.push({ text: said, turn: i });
    if (turn.role === "assistant") {
      // Said right after the user spoke (no tool ran): the acknowledgement restates their decision.
      const said = evidence.size === 0 && lastSpeaker === "user" ? acknowledged(authored, ACK_RE) : [];
      // After the tools ran, a report that opens with what it changed ("Updated: Tomáš Mon–Thu,
      // 32 h", "Cedule přepsaná: …") says the decision as carried out.
      if (said.length === 0 && lastSpeaker !== undefined) said.push(...acknowledged(authored, CHANGED_RE));
      // So does one that opens with what it wrote down for the user: "Noted: …", "Logged: …".
      if (said.length === 0 && lastSpeaker !== undefined) said.push(...acknowledged(authored, RECORDED_RE));
      // Whatever word opens it ("Оновила:", "Skema kambiá:", "Waa la beddelay:", "Sige po:"), a
      // reply whose opening says back values the user just gave is that decision carried out:
      // provenance, not a phrase list.
      if (said.length === 0) said.push(...saidBack(authored, userSaid));
      for (const s of said) {
        const item = restated(s, i);
        if (item) add(item);
      }
      // The user answered a list in words no pick detector reads ("yung pangalawa", "the cheaper
      // one"): the reply that names one listed item alone says which.
      if (answered && authored.length > 0) {
        const echo = echoedPick(authored, answered);
        const item = echo ? restated(echo, i) : null;
        if (item) add(item);
      }
      if (authored.length > 0) {
        answered = undefined;
        userSaid = new Set();
      }
      lastSpeaker = "assistant";
      if (authored.length > 0) offer = offerOf(authored);
      if (evidence.size > 0) for (const s of findingSentences(authored, evidence)) add(isAhead(s) && !isBlocked(s) ? { kind: "pending", text: s, speaker: "assistant", turn: i } : isTechnical(s) ? { kind: "technical", text: s, speaker: "assistant", turn: i } : { kind: "fact", tag: "PROJ", text: s, speaker: "assistant", turn: i });
      return;
    }
    lastSpeaker = "user";
    // A line that hands over a credential is left out whole: the sentence splitter may cut the
    // secret itself in two ("the ro pw is Zq8!orders-prod-41" → "… Zq8!" + "orders-prod-41 …").
    const lines = authored.filter((l) => !handsOverCredential(l));
    // A run-on sentence (a voice note, a wall of text) is read clause by clause.
    for (const whole of sentences(lines, MAX_RUN_ON_CHARS)) for (const said of whole.length > MAX_FLOOR_CHARS ? clausesOf(whole) : [whole]) {
      const read = negatedValues(retractedPart(said));
      const { kept } = read;
      // Read per statement, as userItem reads it (one memo entry, not one more for the message).
      for (const k of specificsOf(kept)) userSaid.add(k);
      noteTakenBack(negated, read, i);
      let item = userItem(kept, offer, i, said);
      // A clause of a run-on is kept when it is typed (a decision, a task, a blocker, a
      // preference): a plain fact cut out of a paragraph of context is mostly its scenery, and
      // crowds the statements out of the budget.
      if (item && said !== whole && item.kind === "fact" && item.tag !== "PREF") item = null;
      if (item) add(item);
      // "opened adyen case 00912733. waiting on them.": a blocking remark without a value of its
      // own is about the statement before it, which is then what blocks.
      else if (blocksPrevious(kept)) {
        const last = out[out.length - 1];
        if (last && last.turn === i && last.kind !== "blocker" && last.kind !== "pending") out[out.length - 1] = { kind: "blocker", speaker: last.speaker, turn: last.turn, text: `${last.text.replace(/[.。]\s*$/, "")} — ${kept}` };
      }
    }
    answered = offer && offer.items.length >= 2 && authored.join(" ").split(/\s+/).length <= CHOICE_MAX_WORDS ? offer : undefined;
    offer = undefined;
    evidence = new Set();
  });
  // A task a later statement reports done ("GPS drift fix is in") is no longer pending.
  return out.filter((f) => !statesTakenBack(f.text, f.turn, negated) && !(f.kind === "pending" && doneLater(f)));

  function doneLater(task: FloorItem): boolean {
    const subject = subjectTerms(task.text);
    return done.some((d) => d.turn > task.turn && overlapCount(subjectTerms(d.text), subject) >= SAME_SUBJECT_TERMS);
  }

  function add(item: FloorItem): void {
    const masked = maskSecrets(item.text);
    // A line whose point was a secret (already replaced upstream) says nothing a reader can use.
    if (masked.masked > 0 || REDACTED_RE.test(masked.text) || isStale(masked.text)) return;
    // A task about a credential ("change the portal password") may stay; anything else naming one
    // is handing it over.
    if (CREDENTIAL_RE.test(masked.text) && item.kind !== "pending" && item.kind !== "blocker") return;
    if (handsOverCredential(masked.text)) return;
    const text = masked.text;
    if (isRepresented(analyse(text), cover)) return;
    const subject = subjectTerms(text);
    // A correction names its subject once ("the price is actually £0.87"): one shared word will do.
    const need = CORRECTION_EN.test(item.text) || CORRECTION_ZH.test(item.text) ? 1 : SAME_SUBJECT_TERMS;
    for (let j = out.length - 1; j >= 0; j--) {
      const old = out[j];
      if (!old || !sameSection(old.kind, item.kind)) continue;
      if (overlapCount(subjectTerms(old.text), subject) >= need && slotValueChanged(old.text, text)) out.splice(j, 1);
    }
    out.push({ ...item, text });
    cover.push(...coverLines([text]));
  }
}

/** The sentence reports something finished: the detectors' completions, or a closed class of
 *  states ("the GPS drift fix is in", "is live", "merged") that no negation takes back. */
function reportsDone(s: string): boolean {
  if (detectDone(s, hasHan(s) ? "zh" : "en") !== null) return true;
  return FINISHED_RE.test(s) && !/\b(?:not|never|yet)\b|n't\b|没|未/i.test(s);
}

/** A short remark that something is stuck, with nothing of its own to name: "waiting on them". */
function blocksPrevious(s: string): boolean {
  return isBlocked(s) && specificsOf(s).size === 0 && s.split(/\s+/).length <= BLOCKING_REMARK_WORDS;
}

/** A task said without a value: time ahead, and either the user's own future ("I'll do the bios
 *  update later") or an instruction (a sentence that does not open with a pronoun, a
 *  determiner, thanks or a negation: "write the model card by fri"). "she has to relocate",
 *  "nothing else tonight" and "thanks for today" are not tasks. */
function valuelessTask(s: string): boolean {
  // "today" and "tonight" are this session's work, done in the turns that follow.
  const ahead = s.replace(/\b(?:today|tonight)\b/gi, "");
  if (!(isAhead(ahead) || DUE_DAY_RE.test(s)) || isBlocked(s) || contentTerms(s).size < TASK_MIN_TERMS) return false;
  const body = s.replace(LEAD_FILLERS_RE, "");
  if (OWN_FUTURE_RE.test(body)) return true;
  return !NOT_A_TASK_START_RE.test(body) && !hasHan(body);
}

/** `s` is the sentence without what it took back; `said`, as said, still shows a contrast. */
function userItem(s: string, offer: Offer | undefined, turn: number, said = s): FloorItem | null {
  if (s.length > MAX_FLOOR_CHARS || tooShort(s)) return null;
  const specifics = specificsOf(s).size;
  const base = { text: tightened(s), speaker: "user" as const, turn };
  // A question is asked and mostly answered in the next turns; the detectors keep the open ones.
  // A pick by number is the detectors' (it means the option's words, not its own), and an
  // intention in the past tense was dropped ("I was going to load them into BigQuery").
  if (QUESTION_RE.test(s) || pickRef(s) > 0 || ABANDONED_RE.test(s)) return null;
  // A request to the assistant ("please email them for a quote", "can you look at it") is done
  // in the turns that follow; one that waits for later says so (time ahead) and stays pending.
  if (REQUEST_RE.test(s) && !isAhead(s)) return null;
  if (PREF_RE.test(s) || STANDING_RULE_RE.test(s)) return specifics > 0 || contentTerms(s).size >= 3 ? { ...base, kind: "fact", tag: "PREF" } : null;
  if (picksListed(s, offer) && s.split(/\s+/).length <= CHOICE_MAX_WORDS) return { ...base, kind: "decision" };
  // "freeze payments deploys till the postmortem", "no pg restart tonight": an instruction that
  // sets how things stay is a decision, value or not.
  if (POLICY_RE.test(s.replace(LEAD_FILLERS_RE, "")) && !STATES_RE.test(s) && contentTerms(s).size >= TASK_MIN_TERMS) return { ...base, kind: "decision" };
  // "write the model card by fri", "scores to the crm bucket monday": a task with a time ahead
  // needs no value to be one, only something to do.
  if (specifics === 0) return valuelessTask(s) ? { ...base, kind: "pending" } : null;
  if (isBlocked(s) || NOT_YET_RE.test(s)) return { ...base, kind: "blocker" };
  if (isAhead(s)) return { ...base, kind: "pending" };
  if (DECIDE_RE.test(s) || DECIDE_OTHER_RE.test(s) || CONTRAST_RE.test(said) || SET_VALUE_RE.test(s) || NAMING_RE.test(s)) return { ...base, kind: "decision" };
  if ((offer?.choice || offer?.asked) && s.split(/\s+/).length <= CHOICE_MAX_WORDS) return { ...base, kind: "decision" };
  // Names alone ("Maith thú Deirdre, obair mhaith", "Ana was here with the kids") are small talk
  // or scenery; a fact about the user's world gives a value: a number, a sum, a date, a time, a
  // version or an identifier ("fct_orders", "INC-0448213"), or names a known technology (a TECH
  // fact: "Metabase probably").
  const tech = techMentions(s).length > 0;
  if (!tech && !givesValue(s)) return null;
  return { ...base, kind: "fact", tag: tech ? "TECH" : "PROJ" };
}

/** Does `s` give a value, not only names? Every specific (specifics.ts) but a `w:` word that is
 *  letters only: a word with a digit, `_`, `-`, `.` or `/` in it is an identifier. Product names
 *  in mixed case ("ZBDongle") were measured as values too, and brought more decoys than facts
 *  (docs/design.md, "Extraction floor"). */
function givesValue(s: string): boolean {
  for (const k of specificsOf(s)) if (!k.startsWith("w:") || /[\d_.\-/]/.test(k.slice(2))) return true;
  return false;
}

/** What an assistant message opening with an acknowledgement says back: the rest of its first
 *  line, or, when the acknowledgement stands alone, the bullets right under it. */
function acknowledged(lines: string[], lead: RegExp): string[] {
  const first = lines[0] ?? "";
  const m = lead.exec(first);
  if (!m) return [];
  const rest = first.slice(m[0].length).trim();
  if (rest) return sentences([rest]).slice(0, 1);
  const out: string[] = [];
  for (const l of lines.slice(1, 1 + ACK_MAX_LINES)) {
    if (!BULLET_LINE_RE.test(l)) break;
    out.push(l.replace(/^\s*[-*•・]\s*/, ""));
  }
  return out;
}

/** The user's decision as the assistant said it back, when it names something. */
function restated(s: string, turn: number): FloorItem | null {
  const text = s.replace(/\*\*/g, "").trim();
  if (text.length > MAX_FLOOR_CHARS || tooShort(text) || QUESTION_RE.test(text) || NOT_FINDING_RE.test(text)) return null;
  if (specificsOf(text).size === 0 && contentTerms(text).size < 3) return null;
  const base = { text: tightened(text), speaker: "assistant" as const, turn };
  if (PREF_RE.test(text)) return { ...base, kind: "fact", tag: "PREF" };
  if (isBlocked(text) || NOT_YET_RE.test(text)) return { ...base, kind: "blocker" };
  return { ...base, kind: "decision" };
}

/** Declarative sentences with several specifics, one of them printed by a tool (what the
 *  assistant found, not what it plans or suggests), outside the alternatives the message lists. */
function findingSentences(lines: string[], evidence: ReadonlySet<string>): string[] {
  const prose = lines.filter((l) => !LIST_LINE_RE.test(l));
  return sentences(prose).filter((s) => {
    if (s.length > MAX_FLOOR_CHARS || QUESTION_RE.test(s) || NOT_FINDING_RE.test(s)) return false;
    const keys = specificsOf(s);
    return keys.size >= FINDING_MIN_SPECIFICS && ([...keys].some((k) => evidence.has(k)) || keys.size >= REPORT_MIN_SPECIFICS);
  }).map(tightened);
}

function offerOf(lines: string[]): Offer {
  const listed = lines.filter((l) => LIST_LINE_RE.test(l)).length >= 2;
  const last = lines[lines.length - 1] ?? "";
  const items = lines.filter((l) => LIST_LINE_RE.test(l) || BULLET_LINE_RE.test(l)).map(namesOf);
  return { choice: listed || (QUESTION_RE.test(last) && CHOICE_QUESTION_RE.test(last)), asked: lines.some((l) => QUESTION_RE.test(l)), items };
}

/** Specifics plus every word with a capital or a digit, wherever it stands ("ZHA, keep it
 *  simple" names ZHA at the start of the sentence, where specifics do not look for names). */
function namesOf(text: string): Set<string> {
  const out = new Set<string>(specificsOf(text));
  for (const m of text.matchAll(/[\p{L}\d][\p{L}\d_.+-]*/gu)) if (/[\p{Lu}\d]/u.test(m[0]) && m[0].length > 1) out.add(m[0].toLowerCase());
  return out;
}

/** What a reply's opening must say back of a user's message that gave two specifics or more,
 *  to restate it: two of them, or one of its values (a number, an amount, a date, a time; a name
 *  alone is as often the subject of an answer as of a decision). A message with one specific is
 *  mostly an answer that the reply goes on from. */
const SAID_BACK_SPECIFICS = 2;
const SAID_BACK_VALUES = 1;
/** A reply's opening: the sentences of its first lines, up to this many ("Aġġornat:" alone on
 *  its line, what was updated on the next). */
const SAID_BACK_HEAD = 2;
/** Sentences at the head of a reply to a pick read for the item it names. */
const ECHO_SENTENCES = 2;

/** The first sentence of the reply's opening that says back enough of the values the user's
 *  last message gave: "Aġġornat: Rinaldi ikkonfermati, 3 × €465" after "Rinaldi 3 pax, €465". */
function saidBack(lines: string[], userSaid: ReadonlySet<string>): string[] {
  if (userSaid.size < SAID_BACK_SPECIFICS) return [];
  for (const s of sentences(lines.slice(0, SAID_BACK_HEAD)).slice(0, SAID_BACK_HEAD)) {
    let shared = 0;
    let values = 0;
    for (const k of specificsOf(s)) {
      if (!userSaid.has(k)) continue;
      shared++;
      if (!k.startsWith("w:")) values++;
    }
    if (shared >= SAID_BACK_SPECIFICS || values >= SAID_BACK_VALUES) return [s];
  }
  return [];
}

/** Of the reply's first sentences outside a list, the first that names one listed item alone. */
function echoedPick(lines: string[], offer: Offer): string | undefined {
  const head = sentences(lines.filter((l) => !LIST_LINE_RE.test(l))).slice(0, ECHO_SENTENCES);
  return head.find((s) => !QUESTION_RE.test(s) && !NOT_FINDING_RE.test(s) && namesOneItem(s, offer));
}

/** `s` names something only one listed item names, and nothing only another names: "Thu 21 May,
 *  08:00 UK" picks "2. Thu 21 May — 08:00 UK" of three slots that all name May and the UK, where
 *  any shared name (picksListed) would point at all three. */
function namesOneItem(s: string, offer: Offer): boolean {
  const keys = namesOf(s);
  let picked = 0;
  offer.items.forEach((item, k) => {
    for (const key of item) {
      if (keys.has(key) && !offer.items.some((other, j) => j !== k && other.has(key))) {
        picked++;
        return;
      }
    }
  });
  return picked === 1;
}

/** The reply names what exactly one of the listed items names: it picks that item. */
function picksListed(s: string, offer: Offer | undefined): boolean {
  if (!offer || offer.items.length < 2) return false;
  const keys = [...namesOf(s)];
  return offer.items.filter((item) => keys.some((k) => item.has(k))).length === 1;
}

/** Where one clause of a sentence ends: punctuation, and the conjunctions that start an aside
 *  ("… $38,000 and honestly I'd like to come in under that because …"). (?<!\s): a whitespace
 *  run is tried from its start only (linear on long runs). */
const CLAUSE_JOINT = /,\s+|;\s+|(?<!\s)\s+[—–]\s+|，|；|(?<!\s)\s+(?=(?:and|but|because|since|which|so|although|though|while)\s)/i;

/** A run-on sentence (a voice note, a long paragraph) cut at its clause joints outside brackets
 *  ("Oxford spelling (-ize, the OED is on my side)" is one clause), each clause then read as a
 *  statement of its own. One pass. */
function clausesOf(s: string): string[] {
  const joint = new RegExp(CLAUSE_JOINT.source, "iy");
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s[k];
    if (c === "(" || c === "[" || c === "（") depth++;
    else if ((c === ")" || c === "]" || c === "）") && depth > 0) depth--;
    if (depth > 0) continue;
    joint.lastIndex = k;
    const m = joint.exec(s);
    if (!m || m[0].length === 0) continue;
    out.push(s.slice(from, k));
    from = k + m[0].length;
    k = from - 1;
  }
  out.push(s.slice(from));
  return out.map((c) => c.trim().replace(CLAUSE_OPENER_RE, "")).filter((c) => c.length > 0);
}

/** What opens a spoken clause and says nothing: a conjunction, a filler (a closed class). */
const CLAUSE_OPENER_RE = /^(?:(?:and|but|so|then|uh|um|erm|yeah|oh)[,]?\s+)+/i;

/** Keeps the clauses that carry the statement's specifics when the sentence is long: "honestly
 *  a 3TB mirror feels sad, I have two 6TB drives I'll use instead" is about the drives. */
function tightened(s: string): string {
  if (s.length <= TIGHT_CHARS) return s;
  const parts = s.split(CLAUSE_JOINT);
  const kept = parts.filter((p) => specificsOf(p).size > 0);
  return kept.length > 0 && kept.length < parts.length ? kept.join(", ").replace(/^(?:and|but|because|since|which|so|although|though|while)\s+/i, "") : s;
}

/** A bare name ("next.js") answers something; a statement needs a second word (CJK: characters). */
function tooShort(s: string): boolean {
  return hasHan(s) ? s.replace(/[\s\p{P}]/gu, "").length < MIN_CJK_CHARS : s.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length < 2;
}

/** A finding is technical context when it names a technology or a value of the machine kind
 *  (a version, a path, a host, an identifier mixing letters and digits); a finding about
 *  amounts, dates, counts and names is a fact about the user's project. */
function isTechnical(s: string): boolean {
  if (techMentions(s).length > 0) return true;
  if (statesProjectValue(s)) return false;
  for (const k of specificsOf(s)) {
    if (k.startsWith("w:") && /\d/.test(k) && /[a-z]/i.test(k.slice(2))) return true;
    if (k.startsWith("n:") && (k.match(/\./g) ?? []).length >= 2) return true;
  }
  return /[\w-]+\/[\w./-]+|`[^`]+`|\b\d{1,3}(?:\.\d{1,3}){3}\b/.test(s);
}

/** A sum of money or a calendar date: what the user's project runs on, whatever identifier names it. */
function statesProjectValue(s: string): boolean {
  for (const k of specificsOf(s)) if (k.startsWith("d:")) return true;
  for (const m of s.matchAll(/\d[\d.,' ]*\d|\d/g)) if (isMoneyAt(s, m.index ?? 0, (m.index ?? 0) + m[0].length)) return true;
  return false;
}

/** A statement corrects one of its own kind. A technical finding reports what a tool showed at
 *  that moment ("incremental run 5m41s", "clap 4.5.23 derive is in"): two of them, or one and a
 *  fact, sharing two words ("run", "min") are two findings, not a correction; keyed values are
 *  replaced in the technical context instead. */
function sameSection(a: FloorKind, b: FloorKind): boolean {
  return a === b && a !== "technical";
}
