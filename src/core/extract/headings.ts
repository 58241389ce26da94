/**
 * List headings that type the bullets below them, and the bullet prefix itself.
 */

export type HeadingKind = "decision" | "pending" | "blocker" | "done" | "pref" | "fact";

/**
 * The words a list heading types its bullets with: the digest's own five sections, plus done
 * and preferences, in the languages users write most. A closed class (what a status list is
 * called, "Decided", "To do", "Blocked", "Numbers"), not words of any domain; each language has
 * the same few concepts. Lower case; matched whole, after `#`, bold or before a colon
 * (HEADING_RE), or alone on a line right above a bullet (readBareHeading).
 */
const VOCABULARY: Record<HeadingKind, readonly string[]> = {
  decision: [
    "decision", "decisions", "decisions made", "key decisions", "decided", "agreed", "settled", "what we decided", "final decisions",
    "entscheidungen", "entschieden", "beschlossen", "festgelegt", "décisions", "décidé", "decisiones", "decidido", "acordado",
    "decisões", "decisioni", "deciso", "besluiten", "beslissingen", "besloten", "afgesproken", "decyzje", "ustalone",
    "postanowione", "rozhodnutí", "rozhodnuto", "domluveno", "kararlar", "alınan kararlar", "keputusan", "diputuskan", "disepakati",
    "maamuzi", "quyết định", "đã quyết", "đã chốt", "решения", "решено", "договорились", "рішення", "вирішено", "домовилися",
    "החלטות", "הוחלט", "סוכם", "القرارات", "قرارات", "تقرر", "تم الاتفاق", "การตัดสินใจ", "ตัดสินใจแล้ว", "निर्णय", "결정", "결정 사항",
    "决定", "已决定", "决策", "决定事项", "已定", "決定", "已決定", "決策", "決定事項", "決まったこと",
  ],
  pending: [
    "next step", "next steps", "todo", "todos", "to-do", "to-dos", "to do", "open todos", "open to-dos", "action items", "remaining",
    "remaining work", "remaining tasks", "still to do", "left", "left to do", "follow-up", "follow-ups", "followup", "followups", "pending",
    "pending actions", "in progress", "open", "open items", "still open", "outstanding", "your list", "tasks",
    "offen", "offene punkte", "noch offen", "nächste schritte", "zu erledigen", "aufgaben", "à faire", "reste à faire",
    "prochaines étapes", "pendiente", "pendientes", "próximos pasos", "por hacer", "falta", "tareas", "pendências", "pendente",
    "próximos passos", "a fazer", "tarefas", "da fare", "prossimi passi", "in sospeso", "te doen", "nog te doen", "volgende stappen",
    "openstaand", "actiepunten", "do zrobienia", "następne kroki", "zadania", "zbývá", "úkoly", "další kroky", "k vyřízení",
    "yapılacaklar", "sonraki adımlar", "kalanlar", "langkah berikutnya", "yang belum", "tugas", "kazi", "hatua zinazofuata",
    "imebaki", "việc cần làm", "cần làm", "còn", "còn lại", "bước tiếp theo", "сделать", "следующие шаги", "осталось", "задачи",
    "зробити", "наступні кроки", "залишилось", "завдання", "לביצוע", "משימות", "צעדים הבאים", "המשימות", "الخطوات التالية",
    "المهام", "المتبقي", "สิ่งที่ต้องทำ", "ขั้นตอนต่อไป", "करना है", "할 일", "다음 단계", "남은 일",
    "待办", "待辦", "下一步", "后续", "後續", "后续步骤", "待处理", "待處理", "还要做", "還要做", "未完成", "次のステップ", "やること",
    "残っていること", "残り", "対応事項",
  ],
  blocker: [
    "blocker", "blockers", "blocked", "still blocked", "open questions", "questions", "open question", "waiting on", "waiting for",
    "stuck", "on hold", "unresolved", "blockiert", "offene fragen", "wartet auf", "bloqué", "bloquants", "questions ouvertes",
    "en attente", "bloqueado", "bloqueados", "bloqueos", "preguntas abiertas", "en espera", "bloqueios", "perguntas em aberto",
    "aguardando", "bloccato", "bloccanti", "domande aperte", "in attesa", "geblokkeerd", "open vragen", "wacht op", "wachten op",
    "zablokowane", "blokery", "otwarte pytania", "czeka na", "czeka na innych", "blokováno", "otevřené otázky", "čeká na",
    "engeller", "açık sorular", "bekleyenler", "hambatan", "terblokir", "pertanyaan terbuka", "menunggu", "vikwazo", "maswali",
    "vướng", "bị chặn", "câu hỏi mở", "đang chờ", "блокеры", "заблокировано", "открытые вопросы", "ждём", "блокери",
    "заблоковано", "відкриті питання", "чекаємо", "חסמים", "חסום", "שאלות פתוחות", "ממתין", "عوائق", "أسئلة مفتوحة", "بانتظار",
    "ติดขัด", "คำถามที่ค้าง", "막힌 것", "미해결",
    "阻塞", "卡住", "卡住的", "待定问题", "待定問題", "未解", "未解决", "未解決", "待确认", "待確認", "卡住／未解", "卡住/未解", "ブロッカー", "確認待ち",
  ],
  done: [
    "done", "completed", "finished", "erledigt", "fertig", "fait", "terminé", "hecho", "completado", "listo", "feito", "concluído",
    "completato", "gedaan", "afgerond", "zrobione", "gotowe", "hotovo", "tamamlandı", "yapıldı", "selesai", "imekamilika", "đã xong",
    "сделано", "готово", "зроблено", "בוצע", "منجز", "เสร็จแล้ว", "완료", "已完成", "完成", "完了",
  ],
  fact: [
    "facts", "key facts", "numbers", "key numbers", "figures", "fakten", "zahlen", "eckdaten", "faits", "chiffres", "hechos", "datos",
    "cifras", "fatos", "factos", "dados", "números", "numeri", "cifre", "feiten", "cijfers", "gegevens", "fakty", "liczby", "dane",
    "fakta", "čísla", "údaje", "rakamlar", "bilgiler", "angka", "takwimu", "ukweli", "số liệu", "факты", "цифры", "данные", "факти",
    "цифри", "дані", "עובדות", "מספרים", "נתונים", "حقائق", "أرقام", "بيانات", "ข้อเท็จจริง", "ตัวเลข", "사실", "숫자", "수치",
    "事实", "事實", "数字", "數字", "数据", "數據", "事実", "データ",
  ],
  pref: ["constraints", "preferences", "constraints & preferences", "constraints and preferences", "偏好"],
};

const KIND_OF = new Map<string, HeadingKind>();
for (const [kind, words] of Object.entries(VOCABULARY) as Array<[HeadingKind, readonly string[]]>) for (const w of words) if (!KIND_OF.has(w)) KIND_OF.set(w, kind);

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Longest first, so that an alternative is never a prefix of a longer one tried later. */
const HEADING_WORDS = `(?:${[...KIND_OF.keys()].sort((a, b) => b.length - a.length).map(escape).join("|")})`;

/** One heading word, or two joined ("Still blocked / open", "Decisions & next steps"): the
 *  first names the kind. */
const HEADING_PHRASE = String.raw`(${HEADING_WORDS}(?:\s*(?:/|&|and|und|y|et|e)\s*${HEADING_WORDS})?)`;
const HEADING_RE = new RegExp(
  String.raw`^(?:#{1,6}\s*(?:\*\*)?\s*${HEADING_PHRASE}\s*(?:\*\*)?\s*[:：]?|(?:\*\*)?\s*${HEADING_PHRASE}\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?|\*\*\s*${HEADING_PHRASE}\s*\*\*)\s*$`,
  "i",
);

/** A heading phrase and nothing else (readBareHeading). */
const BARE_RE = new RegExp(String.raw`^${HEADING_PHRASE}$`, "iu");

/** A heading and its items on one line: "待办：复盘（周五前）、v2.14.1 发布", "Blocked: the TOTP seed". */
const INLINE_RE = new RegExp(String.raw`^(?:[-*•]\s+)?(?:\*\*)?\s*${HEADING_PHRASE}\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(\S.*)$`, "i");
/** Separators of an inline list: the enumeration comma and semicolons (a plain comma may sit
 *  inside an item). */
const INLINE_SEPARATOR_RE = /\s*[、；;]\s*/;

/** A heading is a few words: a longer line is a sentence. */
const MAX_HEADING_CHARS = 80;

/** Whitespace runs as one space: the patterns above put optional marks between `\s*`, which
 *  would try every split of a long run (a line of "## Decisions" and 5,000 spaces took 36 s). */
const squeezed = (line: string): string => line.trim().replace(/\s+/g, " ");


/** A list heading on `line`: its kind, and its items when they stand on the same line ("待办：
 *  复盘、v2.14.1 发布"; empty for a heading alone, whose items are the bullets below it). */
export function readHeading(line: string): { kind: HeadingKind; items: string[] } | null {
  const t = squeezed(line);
  const alone = t.length > MAX_HEADING_CHARS ? null : HEADING_RE.exec(t);
  if (alone) return { kind: kindOf(alone[1] ?? alone[2] ?? alone[3] ?? ""), items: [] };
  const m = INLINE_RE.exec(t);
  if (!m) return null;
  const kind = kindOf(m[1] ?? "");
  // "Numbers: 3, 5 and 7" says what follows, not that it is a fact of the session; a facts
  // heading types the bullets below it only.
  if (kind === "fact") return null;
  const items = (m[2] ?? "").split(INLINE_SEPARATOR_RE).map((x) => x.replace(/[。.]\s*$/, "").trim()).filter(Boolean);
  return items.length > 0 ? { kind, items } : null;
}

/** The kind of a matched heading phrase: its first heading's ("Decisions & next steps" decides). */
function kindOf(heading: string): HeadingKind {
  const first = heading.toLowerCase().split(/\s*(?:\/|&|\band\b|\bund\b|\by\b|\bet\b|\be\b)\s*/u)[0] ?? "";
  return KIND_OF.get(first.trim()) ?? KIND_OF.get(heading.toLowerCase().trim()) ?? "pending";
}

/** A heading with neither `#`, bold nor a colon ("Decided", "To do", "已決定"): a heading only
 *  where the caller sees a bullet on the next line; alone, "Done" is a sentence. */
export function readBareHeading(line: string): HeadingKind | null {
  const t = squeezed(line).replace(/[:：]$/, "").trim();
  if (t.length === 0 || t.length > MAX_HEADING_CHARS) return null;
  return BARE_RE.test(t) ? kindOf(t) : null;
}

/** The list heading of line `at`: readHeading's, else a bare heading when a bullet follows it.
 *  `below`: whether the next line is a bullet (a heading alone types nothing without one). */
export function headingAt(lines: readonly string[], at: number): { kind: HeadingKind; items: string[]; below: boolean } | null {
  const line = lines[at] ?? "";
  const below = BULLET_RE.test(lines[at + 1] ?? "");
  const h = readHeading(line);
  if (h) return { ...h, below };
  const bare = below ? readBareHeading(line) : null;
  return bare ? { kind: bare, items: [], below } : null;
}

export const BULLET_RE = /^(?:[-*•+]\s+|\d{1,2}[.)]\s+)(?:\[([ xX])\]\s+)?/;
