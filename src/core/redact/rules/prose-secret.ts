/**
 * Secrets introduced in a sentence rather than assigned: "here's the new stripe key for staging:
 * 4f9a…", "the db password is Zk3p…", "新的密钥是 4f9a…", "das Passwort lautet …". A noun that
 * names a credential (key, token, password, secret; 密钥, 密码, 令牌; Schlüssel, Passwort; clé,
 * mot de passe, jeton; clave, contraseña; senha; пароль; 비밀번호; パスワード) is followed, within the same clause, by a value with no
 * prefix of its own. The value must then have the shape of one (value-shape.ts: long random hex
 * or base64, a UUID, a mixed password); a clause that ends, or names another thing the value
 * belongs to ("token request id 3f2a…", "key fingerprint 9fce…"), stops the search. Where the
 * clause holds no value, the value may stand on a line of its own under the sentence
 * (lone-value-line.ts: "The new signing secret for prod is below; …\n\n4f9a…").
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { asciiWordsCi, isAlnum, isAlpha, isAscii, isBlank, lower, lowerAscii, startsWithCi } from "../chars.js";
import { isNamedPassphrase, isNamedPasswordValue, isProseSecret, isWordPassphrase } from "../value-shape.js";
import { unitAfter } from "../number-unit.js";
import { placeholderAt } from "../placeholders.js";
import { loneValueLine } from "../lone-value-line.js";
import { spokenSlotValue } from "../spoken-value.js";
import { afterTypeAnnotation } from "../code-value.js";

/** Nouns, lower case, and whether the value is held to the password shape. */
const NOUNS: ReadonlyArray<[string, "password" | "key"]> = [
  ["password", "password"], ["passwd", "password"], ["passphrase", "password"], ["passwort", "password"], ["kennwort", "password"],
  ["mot de passe", "password"], ["contraseña", "password"], ["密码", "password"], ["口令", "password"],
  // Portuguese, Russian (a Cyrillic capital is not lower-cased by the scanner, hence both
  // spellings), Korean and Japanese; a passcode is a password too.
  ["senha", "password"], ["пароль", "password"], ["Пароль", "password"], ["비밀번호", "password"], ["パスワード", "password"],
  ["passcode", "password"],
  ["key", "key"], ["token", "key"], ["secret", "key"], ["schlüssel", "key"], ["clé", "key"], ["jeton", "key"], ["clave", "key"],
  ["密钥", "key"], ["令牌", "key"], ["秘钥", "key"],
  // A TOTP or 2FA seed (种子) is the shared secret its codes come from.
  ["seed", "key"], ["种子", "key"],
  // Japanese katakana key and secret; Russian, Portuguese and traditional-Chinese key and secret
  // nouns; the password nouns of Dutch, Polish and Swedish; French's passphrase.
  ["キー", "key"], ["シークレット", "key"], ["ключ", "key"], ["Ключ", "key"], ["chave", "key"], ["segredo", "key"],
  ["金鑰", "key"], ["密鑰", "key"], ["密碼", "password"], ["wachtwoord", "password"], ["hasło", "password"], ["lösenord", "password"],
  ["phrase secrète", "password"],
  // The short spellings chat uses ("vault pw for the reporting db is …", "wifi pwd: …").
  ["pw", "password"], ["pwd", "password"],
  // The word a bank or a portal asks for beside the password (WORD_NOUNS).
  ["memorable word", "password"], ["memorable information", "password"], ["security word", "password"], ["secret word", "password"],
  ["recovery word", "password"], ["security answer", "password"],
  // The password, key and token nouns of more languages: Czech and Slovak, Greek (both cases),
  // Hebrew, Persian, Arabic, Thai, Swahili, Norwegian and Danish, Finnish, Hungarian, Turkish
  // (both cases), Vietnamese, Indonesian and Malay, Hindi, Bengali; Polish, Dutch, Swedish,
  // Norwegian, Danish, Finnish, Hungarian, Italian and Turkish keys; the token of Russian and
  // Ukrainian (both cases), Hebrew, Thai and Persian. Compounds with "API-" name a key as well
  // ("API-sleutel", "API-nyckel"); the hyphen would otherwise make them part of a longer name.
  ["heslo", "password"], ["κωδικός", "password"], ["κωδικό", "password"], ["Κωδικός", "password"], ["סיסמה", "password"], ["סיסמא", "password"],
  ["رمز عبور", "password"], ["كلمة السر", "password"], ["كلمة سر", "password"], ["كلمة المرور", "password"], ["รหัสผ่าน", "password"], ["nenosiri", "password"],
  ["passord", "password"], ["adgangskode", "password"], ["salasana", "password"], ["jelszó", "password"], ["şifre", "password"], ["Şifre", "password"],
  ["mật khẩu", "password"], ["kata sandi", "password"], ["पासवर्ड", "password"], ["পাসওয়ার্ড", "password"],
  ["klíč", "key"], ["κλειδί", "key"], ["Κλειδί", "key"], ["מפתח", "key"], ["کلید", "key"], ["مفتاح", "key"], ["ufunguo", "key"],
  ["klucz", "key"], ["sleutel", "key"], ["nyckel", "key"], ["nøkkel", "key"], ["nøgle", "key"], ["avain", "key"], ["kulcs", "key"], ["chiave", "key"], ["anahtar", "key"],
  ["токен", "key"], ["Токен", "key"], ["טוקן", "key"], ["โทเคน", "key"], ["توکن", "key"],
  // Vietnamese, Indonesian and Malay, Hindi, Romanian and Korean keys; Romanian's password (which
  // is Italian for "word": the value's shape still has to be a password's).
  ["khóa", "key"], ["kunci", "key"], ["कुंजी", "key"], ["cheia", "key"], ["Cheia", "key"], ["cheie", "key"], ["API 키", "key"], ["API키", "key"], ["parola", "password"], ["Parola", "password"],
  ["api-sleutel", "key"], ["api-nyckel", "key"], ["api-nøkkel", "key"], ["api-nøgle", "key"], ["api-avain", "key"], ["api-kulcs", "key"], ["api-klíč", "key"], ["api-schlüssel", "key"],
  // The password and key nouns of more European languages: Danish, Icelandic, Catalan, Galician,
  // Basque, Croatian, Serbian and Slovenian (Latin and Cyrillic), Macedonian, Bulgarian, Slovak,
  // Lithuanian, Latvian, Estonian, Welsh, Albanian, Afrikaans; and of Malay, Georgian, Armenian,
  // Kazakh, Azerbaijani, Tamil, Urdu and Nepali. The Cyrillic, Georgian, Armenian, Tamil and
  // Arabic-script ones are stems, matched inside their inflected forms ("Паролата",
  // "Лозинката", "პაროლი", "բանալին"); the Latin ones that take endings are in STEM_NOUNS.
  ["kodeord", "password"], ["lykilorð", "password"], ["aðgangsorð", "password"], ["contrasenya", "password"], ["contrasinal", "password"], ["pasahitz", "password"],
  ["lozink", "password"], ["zaporka", "password"], ["geslo", "password"], ["gesla", "password"], ["slaptažod", "password"], ["parole", "password"], ["paroli", "password"], ["parool", "password"], ["salasõna", "password"],
  ["cyfrinair", "password"], ["fjalëkalim", "password"], ["wagwoord", "password"], ["kata laluan", "password"], ["şifrə", "password"], ["Şifrə", "password"], ["parol", "password"],
  ["лозинк", "password"], ["Лозинк", "password"], ["парол", "password"], ["Парол", "password"], ["құпиясөз", "password"], ["Құпиясөз", "password"],
  ["პაროლ", "password"], ["գաղտնաբառ", "password"], ["கடவுச்சொல்", "password"], ["پاس ورڈ", "password"],
  // Sinhala, Mongolian (Cyrillic, both cases, and the traditional script), Lao, Khmer, Hausa
  // and Amharic (its words joined by a space or by the Ethiopic word separator `፡`).
  ["මුරපද", "password"], ["යතුර", "key"], ["нууц үг", "password"], ["Нууц үг", "password"], ["ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ", "password"], ["түлхүүр", "key"], ["Түлхүүр", "key"],
  ["ລະຫັດຜ່ານ", "password"], ["ກະແຈ", "key"], ["ពាក្យសម្ងាត់", "password"], ["kalmar sirri", "password"], ["kalmar wucewa", "password"], ["maɓalli", "key"],
  ["የይለፍ ቃል", "password"], ["የይለፍ፡ቃል", "password"], ["ቁልፍ", "key"],
  ["lykil", "key"], ["aðgangslykil", "key"], ["clau", "key"], ["gako", "key"], ["ključ", "key"], ["kľúč", "key"], ["raktas", "key"], ["atslēg", "key"], ["võti", "key"], ["võtme", "key"],
  ["allwedd", "key"], ["çelës", "key"], ["Çelës", "key"], ["açar", "key"], ["žeton", "key"], ["Žeton", "key"], ["žetonas", "key"],
  ["кључ", "key"], ["Кључ", "key"], ["клуч", "key"], ["Клуч", "key"], ["кілт", "key"], ["Кілт", "key"], ["გასაღებ", "key"], ["բանալի", "key"], ["விசை", "key"], ["कुञ्जी", "key"],
];
/** Nouns that take endings (Swedish and Norwegian definite forms, Turkish and Finnish cases,
 *  Hungarian possessives: "lösenordet", "şifresi", "salasanan", "jelszava"): a letter may follow. */
const STEM_NOUNS = new Set([
  "lösenord", "passord", "adgangskode", "salasana", "şifre", "Şifre", "nyckel", "nøkkel", "nøgle", "avain", "anahtar", "klucz", "heslo",
  "kodeord", "lykilorð", "aðgangsorð", "pasahitz", "lozink", "zaporka", "geslo", "slaptažod", "parool", "salasõna", "fjalëkalim", "wagwoord", "şifrə", "Şifrə", "parol",
  "lykil", "aðgangslykil", "gako", "maɓalli", "ključ", "kľúč", "raktas", "atslēg", "allwedd", "çelës", "Çelës", "açar", "žeton", "Žeton",
  // Stems in other scripts, whose endings follow as letters ("Паролата", "кілті", "გასაღები").
  "මුරපද", "ቁልፍ", "түлхүүр", "Түлхүүр",
  "лозинк", "Лозинк", "парол", "Парол", "құпиясөз", "Құпиясөз", "кључ", "Кључ", "клуч", "Клуч", "кілт", "Кілт", "პაროლ", "გასაღებ", "բանալի", "գաղտնաբառ",
]);
/** The last credential noun in `text` (the words before a value) and its family, or null: "the new
 *  stripe key for staging:" → key. The extractor names what a user pasted with it
 *  (core/extract/pasted-credential.ts), so the nouns stay in this one list. */
export function credentialNounIn(text: string): { noun: string; family: "password" | "key" } | null {
  const lower = text.toLowerCase();
  let best: { noun: string; family: "password" | "key"; at: number } | null = null;
  for (const [noun, family] of NOUNS) {
    const n = noun.toLowerCase();
    let at = lower.lastIndexOf(n);
    // Latin nouns as whole words: "key" is not in "monkey", "pw" not in "pwned".
    // (`lastIndexOf(n, -1)` finds a match at 0 again: a word that starts the text ends the search.)
    while (at >= 0 && /^[a-z]+$/.test(n) && (/[a-z]/.test(lower.charAt(at - 1)) || /[a-z]/.test(lower.charAt(at + n.length)))) at = at === 0 ? -1 : lower.lastIndexOf(n, at - 1);
    if (at >= 0 && (best === null || at > best.at)) best = { noun: n, family, at };
  }
  return best && { noun: best.noun, family: best.family };
}

/** Nouns whose value is a word a person chose, without a digit as often as with one
 *  ("Memorable word: jigsawwombat", "security word: tuliphouse31"): in the noun's slot, one word
 *  of letters (and digits) is the value. */
const WORD_NOUNS = new Set(["memorable word", "memorable information", "security word", "secret word", "recovery word", "security answer"]);
const MIN_CHOSEN_WORD_CHARS = 6;
/** Does a label's colon, `=` or opening parenthesis stand right before `s` (past blanks)? */
function labelBefore(text: string, s: number): boolean {
  let k = s;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  const c = text.charCodeAt(k - 1);
  return c === 58 || c === 0xff1a || c === 61 || c === 40;
}
const isChosenWord = (v: string): boolean => v.length >= MIN_CHOSEN_WORD_CHARS && /^[A-Za-z][A-Za-z0-9]*$/.test(v);
/** Nouns that name a passphrase, whose value may be plain words (lone-value-line.ts). */
const PASSPHRASE_NOUNS = new Set(["passphrase", "phrase secrète"]);
/** The nouns written in Latin letters, as whole words. */
const NOUN_WORDS = new Set(NOUNS.map(([n]) => n).filter((n) => /^[a-z]+$/.test(n)));
/** A `key` qualified by one of these is an identifier, not a credential. */
const ID_KEYS = new Set([
  "primary", "foreign", "sort", "partition", "cache", "idempotency", "session", "composite", "unique", "lookup", "hash", "map",
  "object", "s3", "routing", "translation", "i18n", "react", "dedup", "dedupe", "shard", "row", "index", "public", "publishable",
  "host", "gpg", "pgp", "ssh", "registry", "dictionary", "foreign-key", "redis", "storage", "bucket", "record", "map's",
]);
/** The adjectives that, after the noun, make a key public ("klucz publiczny", "clé publique"), as OTHER_OWNERS reads them. */
const PUBLIC_AFTER = new Set(["publiczny", "publique", "pubblica", "pública", "publica", "veřejný", "offentlig", "julkinen", "publik", "publike", "público", "públic", "javni", "verejný", "viešasis", "publiskā", "avalik", "cyhoeddus", "publiek"]);
/** A word between the noun and the value that the value belongs to instead. */
const OTHER_OWNERS = new Set([
  "id", "ids", "uuid", "request", "trace", "commit", "sha", "hash", "checksum", "digest", "fingerprint", "count", "length",
  "limit", "budget", "usage", "version", "name", "type", "size", "expiry", "expires", "ttl", "file", "path", "url", "endpoint",
  ...PUBLIC_AFTER,
]);
/** Words after which a value may stand alone on the next line ("The shared secret is\n\n    4f9a…"),
 *  as after a colon. */
const COPULAS = new Set([
  "is", "are", "was", "be", "是", "为",
  // "is" of the languages whose nouns are read here, where it is short (the word test below
  // reads words of three characters or fewer): es, est, ist, é, è, er, är, je, је, е.
  "es", "est", "ist", "é", "è", "er", "är", "je", "је", "е",
]);
/** Arrows that point from a noun to its value ("admin key -> c56c…"). */
const ARROWS = new Set(["->", "=>", "-->", "→"]);
/** Dots in a row that set a label off from its value ("Manager password ....... 971848"). */
const MIN_LEADER_DOTS = 3;
function isLeader(text: string, s: number, e: number): boolean {
  for (let k = s; k < e; k++) if (text.charCodeAt(k) !== 46) return false;
  return true;
}
/** The clause is searched this far (characters) and this many words. */
const MAX_CLAUSE_CHARS = 96;
const MAX_WORDS = 9;
const MAX_VALUE_CHARS = 512;
const MAX_CJK_GAP_CHARS = 12;
const CODE_PUNCTUATION = "(){}[];=<>|&";
/** Shortest value isProseSecret can accept (it needs a digit too): shorter words, and words
 *  without a digit, are not sliced out of the text to ask. */
const MIN_VALUE_CHARS = 8;
/** Per ASCII code unit, looked up for every character of the clause: CODE (code punctuation),
 *  TRAIL (sentence punctuation after a word), END (punctuation that ends a sentence), SEP (what
 *  may stand between the noun and a word), BREAK (what ends a word), DIGIT. CJK characters
 *  (isCjk) are separators and end words too. */
const CODE = 1;
const TRAIL = 2;
const END = 4;
const SEP = 8;
const BREAK = 16;
const DIGIT = 32;
const CHAR_CLASS = new Uint8Array(128);
for (const c of CODE_PUNCTUATION) CHAR_CLASS[c.charCodeAt(0)]! |= CODE;
for (const c of ".,;:!?)") CHAR_CLASS[c.charCodeAt(0)]! |= TRAIL;
for (const c of ".!?") CHAR_CLASS[c.charCodeAt(0)]! |= END;
for (const c of " \t:=\"'`(") CHAR_CLASS[c.charCodeAt(0)]! |= SEP;
for (const c of " \t\n\r\"'`") CHAR_CLASS[c.charCodeAt(0)]! |= BREAK;
for (const c of "0123456789") CHAR_CLASS[c.charCodeAt(0)]! |= DIGIT;
const classOf = (c: number): number => (c < 128 ? CHAR_CLASS[c]! : 0);
/** OTHER_OWNERS and the nouns by length, for a comparison in place (no lower-cased copy of
 *  every word): a clause ends at either. */
const OWNERS_BY_LENGTH: string[][] = [];
for (const w of new Set([...OTHER_OWNERS, ...NOUN_WORDS])) (OWNERS_BY_LENGTH[w.length] ??= []).push(w);

function isOtherOwner(text: string, s: number, e: number): boolean {
  const candidates = OWNERS_BY_LENGTH[e - s];
  if (candidates === undefined) return false;
  for (const w of candidates) if (startsWithCi(text, w, s)) return true;
  return false;
}

/** The Latin-letter nouns by their first (lower-case ASCII) letter, in NOUNS order. */
const NOUNS_BY_FIRST: Array<ReadonlyArray<(typeof NOUNS)[number]>> = Array.from({ length: 128 }, (_, c) => NOUNS.filter(([n]) => n.charCodeAt(0) === c));
/** The other nouns by their first code unit: a hit on "кілт" looks at the nouns that open with
 *  "к", not at all of them. */
const WIDE_NOUNS_BY_FIRST = new Map<number, Array<(typeof NOUNS)[number]>>();
for (const n of NOUNS) {
  const c = n[0].charCodeAt(0);
  if (c < 128) continue;
  const list = WIDE_NOUNS_BY_FIRST.get(c);
  if (list) list.push(n);
  else WIDE_NOUNS_BY_FIRST.set(c, [n]);
}

const ARROW = 1;
const COPULA = 2;
const isCopulaAscii = asciiWordsCi([...COPULAS].filter(isAscii));
/** Whether the word [s, e) of at most three characters is an arrow, a copula or neither: what
 *  `ARROWS` / `COPULAS` say of it lower-cased, read in place for ASCII (every short word of every
 *  clause is asked; the copy cost more than the rest of the word). */
function shortWordKind(text: string, s: number, e: number): number {
  let ascii = true;
  for (let k = s; k < e && ascii; k++) ascii = text.charCodeAt(k) < 128;
  if (!ascii) {
    const w = text.slice(s, e).toLowerCase();
    return ARROWS.has(w) ? ARROW : COPULAS.has(w) ? COPULA : 0;
  }
  const c = text.charCodeAt(s);
  if ((c === 45 || c === 61) && ARROWS.has(text.slice(s, e))) return ARROW; // -> => -->
  return isCopulaAscii(text.slice(s, e)) ? COPULA : 0;
}

const isCjk = (c: number): boolean => c >= 0x2e80;
/** Thai, Lao and Khmer write no spaces between words, as Chinese does not. */
const isThai = (c: number): boolean => (c >= 0x0e00 && c <= 0x0eff) || (c >= 0x1780 && c <= 0x17ff);
const isJoiner = (c: number): boolean => c === 45 || c === 46 || c === 47 || c === 92 || c === 95 || c === 36 || c === 64;
/** Punctuation of the scripts below the CJK range, per code unit: the Armenian `՝ ։`, the
 *  Ethiopic `፦ ። ፣`, the Khmer `៖ ។`, the Mongolian `᠄ ᠃`, dashes and quotation marks (`— „ “ «`).
 *  It separates words as ASCII punctuation does, so a value written right before `։` or after
 *  `፦` is read whole. */
const WIDE_PUNCT = new Uint8Array(0x2e80);
for (let c = 0xa0; c < 0x2e80; c++) if (/[\p{P}\p{Zs}]/u.test(String.fromCharCode(c))) WIDE_PUNCT[c] = 1;
const isWidePunct = (c: number): boolean => c >= 0xa0 && c < 0x2e80 && WIDE_PUNCT[c] === 1;
/** Wide punctuation that introduces what follows, as `:` does ("գաղտնաբառը՝ …", "ቃል፦ …", "៖", "᠄", "—"). */
const isWideColon = (c: number): boolean => c === 0x55d || c === 0x1366 || c === 0x17d6 || c === 0x1804 || c === 0x2014 || c === 0x2013;
const isWordEnd = (c: number): boolean => !(isAlnum(c) || c === 95 || (c >= 0xc0 && c < 0x2e80 && !isWidePunct(c)));
/** What may stand right before and after a noun: not a letter or digit (`monkey`, `tokens`), nor
 *  a joiner (key-value, AGE-SECRET-KEY-1…, api_key, .token, /key). The scanner tests it
 *  (rule.ts, Trigger `edge`), so the common words around the nouns never reach this rule. */
const isNounEdge = (c: number): boolean => isWordEnd(c) && !isJoiner(c);
const isStemEdge = (c: number): boolean => isNounEdge(c) || isAlpha(c) || c >= 0xc0;

/** Is there a digit in text[from, limit), or in the word that runs on across `limit`? (The words
 *  the clause loop reads start before `limit`.) */
function digitAhead(text: string, from: number, limit: number): boolean {
  let k = from;
  for (; k < limit; k++) if ((classOf(text.charCodeAt(k)) & DIGIT) !== 0) return true;
  const end = Math.min(text.length, limit + MAX_VALUE_CHARS);
  for (; k < end; k++) {
    const d = text.charCodeAt(k);
    if (d < 128 ? (CHAR_CLASS[d]! & DIGIT) !== 0 : false) return true;
    if (d < 128 ? (CHAR_CLASS[d]! & BREAK) !== 0 : isCjk(d)) return false;
  }
  return false;
}

/** Letters of a Hebrew or Arabic prefix (at most MAX_PREFIX_LETTERS) of the same script run
 *  right up to the noun at `at`, which starts in that script. */
const MAX_PREFIX_LETTERS = 3;
const scriptOf = (c: number): number => (c >= 0x590 && c <= 0x5ff ? 1 : c >= 0x600 && c <= 0x6ff ? 2 : 0);
function afterPrefix(text: string, at: number): boolean {
  const script = scriptOf(text.charCodeAt(at));
  if (script === 0) return false;
  let s = at;
  while (s > 0 && at - s <= MAX_PREFIX_LETTERS && scriptOf(text.charCodeAt(s - 1)) === script) s--;
  return at - s <= MAX_PREFIX_LETTERS && (s === 0 || isWordEnd(text.charCodeAt(s - 1)) || scriptOf(text.charCodeAt(s - 1)) === 0);
}

/** The word before `at` (lower case), for the `key` qualifier test. */
function wordBefore(text: string, at: number): string {
  let e = at;
  while (e > 0 && at - e < 4 && isBlank(text.charCodeAt(e - 1))) e--;
  let s = e;
  while (s > 0 && e - s < 24 && (isAlnum(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 45)) s--;
  return lowerAscii(text.slice(s, e));
}

/** Adjectives that make a key public when they stand before the noun ("सार्वजनिक कुञ्जी", "javni
 *  ključ", "публичен ключ"); after it, OTHER_OWNERS reads them ("klucz publiczny"). */
const PUBLIC_BEFORE = new Set([
  "public", "publishable", "offentlig", "offentlige", "julkinen", "veřejný", "verejný", "javni", "jávni", "јавни", "јавен", "публичен", "публичния", "публичный",
  "viešasis", "viešas", "publiskā", "publiskais", "avalik", "avaliku", "cyhoeddus", "publik", "publike", "açıq", "ашық", "ачык", "públic", "pública", "público",
  "सार्वजनिक", "საჯარო", "հանրային", "பொது", "عوامی", "عمومی",
]);

/** Does `word` (lower case) say "public", before or after its noun, in one of the languages
 *  read here? For rules that find a value by its shape alone (random-value.ts): a value that
 *  the line calls public is a public key, whatever its shape. */
export function isPublicWord(word: string): boolean {
  return PUBLIC_BEFORE.has(word) || PUBLIC_AFTER.has(word);
}
const LETTERS_BEFORE = /([\p{L}\p{M}]+)$/u;
/** Is the word right before `at` an adjective of PUBLIC_BEFORE that ends in a letter outside
 *  ASCII ("सार्वजनिक", "verejný")? Words of ASCII letters are read by wordBefore, which costs no
 *  slice: the common English nouns come through here. */
function publicBefore(text: string, at: number): boolean {
  let e = at;
  while (e > 0 && at - e < 3 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 45)) e--;
  if (e === 0 || text.charCodeAt(e - 1) < 128) return false;
  return PUBLIC_BEFORE.has((LETTERS_BEFORE.exec(text.slice(Math.max(0, e - 32), e))?.[1] ?? "").toLowerCase());
}

/** Does the noun's line name a passphrase before the noun ("the passphrase for the escrowed key
 *  share is:")? Read back at most MAX_LEAD_BACK characters. */
const MAX_LEAD_BACK = 240;
function passphraseBefore(text: string, at: number): boolean {
  let s = at;
  while (s > 0 && at - s < MAX_LEAD_BACK && text.charCodeAt(s - 1) !== 10) s--;
  const line = text.slice(s, at).toLowerCase();
  for (const n of PASSPHRASE_NOUNS) if (line.includes(n)) return true;
  return false;
}

/** Is the word [s, e) prose's ampersand, not code's: `&` alone between blanks ("Harrow & Pike")
 *  or inside a name of capitals ("B&Q", "AT&T", "M&S")? */
function proseAmpersand(text: string, s: number, e: number): boolean {
  if (e - s === 1) return text.charCodeAt(s) === 38;
  return /^[A-Z]{1,3}&[A-Z]{1,3}$/.test(text.slice(s, e));
}

/** Is the Pascal family's `name : TYPE :=` what follows the noun at `at`? (After a plain `=`
 *  the word before it is as often the value: "password: Summer2024 = the old one".) */
function typedDeclarationAt(text: string, at: number): boolean {
  let j = at;
  while (isBlank(text.charCodeAt(j)) && j - at < 48) j++;
  if (text.charCodeAt(j) !== 58 /* : */ || text.charCodeAt(j + 1) === 61) return false;
  j++;
  while (isBlank(text.charCodeAt(j)) && j - at < 64) j++;
  const t = afterTypeAnnotation(text, j);
  return t !== -1 && text.charCodeAt(t - 2) === 58;
}

/** The value on a line of its own under the noun's sentence (lone-value-line.ts), as a span. */
/** Four words joined by one separator somewhere in a clause: a passphrase of words alone may follow. */
const WORD_PASSPHRASE_AHEAD = /[a-zA-Z]{3}[-_.][a-zA-Z]{3,}[-_.][a-zA-Z]{3,}[-_.][a-zA-Z]{3}/;

/** HTML's inline marks, which a chat or a mail wraps a value in (`is now <b>otter-27</b>`). */
const INLINE_TAGS = new Set(["b", "strong", "i", "em", "u", "code", "tt", "kbd", "samp", "mark", "span", "font"]);

/** The end of an inline tag without attributes (`<b>`, `</code>`) at `i`, or -1. */
function inlineTagEnd(text: string, i: number): number {
  if (text.charCodeAt(i) !== 60) return -1;
  let k = i + 1;
  if (text.charCodeAt(k) === 47) k++;
  const s = k;
  while (k - s < 6 && isAlpha(text.charCodeAt(k))) k++;
  return k > s && text.charCodeAt(k) === 62 && INLINE_TAGS.has(text.slice(s, k).toLowerCase()) ? k + 1 : -1;
}

function loneValue(text: string, nounEnd: number, word: string, family: "password" | "key"): Span | null {
  const passphrase = (): boolean => PASSPHRASE_NOUNS.has(word) || passphraseBefore(text, nounEnd - word.length);
  const found = loneValueLine(text, nounEnd, { family, passphrase, otherOwner: isOtherOwner, nounStart: nounEnd - word.length });
  return found === null ? null : span(found[0], found[1], "prose-secret", true);
}

const rule: Rule = {
  name: "prose-secret",
  ids: ["prose-secret"],
  kind: "secret",
  // A noun that takes endings may have a letter after it (match() still wants none before it).
  // A noun that opens with a capital outside ASCII ("Şifre", "Çelës", "Žeton") is its own
  // literal: the scanner lower-cases ASCII only, so a case-insensitive anchor would never meet it.
  triggers: NOUNS.map(([n]) => (/[a-z]/.test(n) && n.charCodeAt(0) < 128 ? { ci: n, edge: STEM_NOUNS.has(n) ? isStemEdge : isNounEdge } : n)),
  match({ text }, at) {
    // Inside a longer word (`monkey`, `apiKey`): the common case, ruled out before the noun table.
    const first = text.charCodeAt(at);
    if (first < 0x80 && at > 0 && !isWordEnd(text.charCodeAt(at - 1))) return null;
    let noun: (typeof NOUNS)[number] | undefined;
    const c0 = lower(first);
    const candidates = c0 < 128 ? NOUNS_BY_FIRST[c0]! : (WIDE_NOUNS_BY_FIRST.get(c0) ?? []);
    for (const n of candidates) if (n[0].charCodeAt(0) === c0 && startsWithCi(text, n[0], at) && (noun === undefined || n[0].length > noun[0].length)) noun = n;
    if (noun === undefined) return null;
    const [word, family] = noun;
    if (family === "key" && (publicBefore(text, at) || (word !== "key" && PUBLIC_BEFORE.has(wordBefore(text, at))))) return null;
    // Chinese, Japanese and Thai write no spaces between words: the noun needs no edge there.
    const cjk = isCjk(word.charCodeAt(0)) || isThai(word.charCodeAt(0));
    let i = at + word.length;
    if (!cjk) {
      // A whole word: not `keyboard`, `monkey`, `apiKey`, `secretary`, `tokens`. Hebrew and
      // Arabic write the article and some prepositions onto the noun ("הסיסמה", "والمفتاح").
      if (at > 0 && !isWordEnd(text.charCodeAt(at - 1)) && !afterPrefix(text, at)) return null;
      if (!isWordEnd(text.charCodeAt(i))) {
        if (!STEM_NOUNS.has(word)) return null;
        // The ending is part of the noun: the clause starts after it.
        while (i < text.length && !isWordEnd(text.charCodeAt(i)) && i - at < word.length + 6) i++;
        if (!isWordEnd(text.charCodeAt(i))) return null;
      }
      // Part of a compound or an identifier: key-value, AGE-SECRET-KEY-1…, api_key, .token, /key
      if (isJoiner(text.charCodeAt(at - 1)) || isJoiner(text.charCodeAt(i))) return null;
      if (word === "key" && ID_KEYS.has(wordBefore(text, at))) return null;
    }
    const nounEnd = i;
    // A declaration's type (`password : STRING(20) := …`) is no value: the assignment rule reads
    // the value after it.
    if (typedDeclarationAt(text, nounEnd)) return null;
    const limit = Math.min(text.length, i + MAX_CLAUSE_CHARS);
    // Every value isProseSecret accepts holds a digit: most clauses have none, and end here
    // (unless the sentence introduces a value on a line of its own further down).
    const chosenWord = WORD_NOUNS.has(word);
    // A password read out ("the password is india echo juliett four six four five"): its words
    // hold no digit (spoken-value.ts).
    if (family === "password" && !cjk) {
      const spoken = spokenSlotValue(text, i, limit);
      if (spoken !== null) return span(spoken[0], spoken[1], "prose-secret", true);
    }
    // A passphrase of words alone has no digit: looked for only after a password's noun.
    const wordsOnly = family === "password" && !cjk && WORD_PASSPHRASE_AHEAD.test(text.slice(i, limit));
    if (!chosenWord && !wordsOnly && !digitAhead(text, i, limit)) return loneValue(text, nounEnd, word, family);
    let words = 0;
    let colon = false;
    let newlines = 0;
    let cjkGap = 0;
    // Parentheses opened after the noun: an aside ("API-sleutel (live): …"), closed in the clause.
    let opened = 0;
    // The next word stands where the noun's value stands: right after the noun, after a colon,
    // `=`, an arrow, a copula or a dotted leader ("password ....... 971848"). A password's name
    // vouches for a simpler value there (isNamedPasswordValue).
    let slot = true;
    // The slot is right after the noun, a copula or an arrow, with no other word between: where
    // a passphrase's shape (isNamedPassphrase) is taken for the value. After "Password manager:"
    // or "password hashing:", `KeePassXC-2024` and `bcrypt-cost-12` are what the label names.
    let bare = true;
    // `bare` where the outermost aside opened.
    let bareBeforeAside = true;
    while (i < limit && words <= MAX_WORDS) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        // A value on a line of its own only after "…:" or "… is" ("the new key for staging:\n4f9a…"),
        // with at most one blank line between; the first word there is the value or nothing.
        if (!colon || newlines > 1) return loneValue(text, nounEnd, word, family);
        if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
        newlines++;
        i++;
        continue;
      }
      // (The full-width separators ：，、 are CJK characters too.)
      if ((classOf(c) & SEP) !== 0 || (isCjk(c) && c !== 0x3002) || isWidePunct(c)) {
        if (c === 40 && opened++ === 0) bareBeforeAside = bare;
        // CJK text between noun and value is a few characters ("密钥是"), not a paragraph.
        // Past that, the value may still stand on a line of its own under the sentence.
        if (isCjk(c) && ++cjkGap > MAX_CJK_GAP_CHARS) return loneValue(text, nounEnd, word, family);
        // `:`, and 是 / 为 ("is"): a value may follow on a line of its own. The topic particles
        // は (Japanese) and 는 / 은 (Korean) put the value after the noun the same way.
        if (c === 58 || c === 0xff1a || c === 0x662f || c === 0x4e3a || isWideColon(c)) colon = slot = true;
        else if (!isBlank(c)) colon = false;
        if (c === 61 || c === 0x306f || c === 0xb294 || c === 0xc740) slot = true;
        else if (isCjk(c) && !colon) slot = false;
        i++;
        continue;
      }
      if (c === 0x3002) return null; // 。
      // A placeholder ends the search: what it replaced was the value (or was in the way), and a
      // second pass over redacted text must not reach further than the first did.
      if (placeholderAt(text, i)) return null;
      // An inline mark around the value is no word of the clause.
      const tagEnd = inlineTagEnd(text, i);
      if (tagEnd !== -1) {
        i = tagEnd;
        continue;
      }
      // A word: read to the next blank, quote or CJK character, noting its first digit and its
      // first code punctuation on the way.
      const s = i;
      let digit = false;
      let code = -1;
      while (i < text.length && i - s < MAX_VALUE_CHARS) {
        const d = text.charCodeAt(i);
        if (d < 128) {
          if (d === 60 && i > s && inlineTagEnd(text, i) !== -1) break;
          const f = CHAR_CLASS[d]!;
          if ((f & BREAK) !== 0) break;
          if ((f & DIGIT) !== 0) digit = true;
          else if (code === -1 && (f & CODE) !== 0) code = i;
        } else if (isCjk(d) || isWidePunct(d)) break;
        i++;
      }
      let e = i;
      // A dotted leader, as a printed list sets a label off from its value, is no full stop.
      if (i - s >= MIN_LEADER_DOTS && isLeader(text, s, i)) {
        colon = slot = true;
        continue;
      }
      // Trailing punctuation belongs to the sentence.
      while (e > s && (classOf(text.charCodeAt(e - 1)) & TRAIL) !== 0) e--;
      const ended = e < i && (classOf(text.charCodeAt(e)) & END) !== 0;
      colon = e < i && text.charCodeAt(i - 1) === 58;
      if (e > s) {
        // (Trailing punctuation holds no digit: `digit` speaks for text[s, e) too.)
        if (digit && family === "password" && slot) {
          const v = text.slice(s, e);
          if ((isNamedPasswordValue(v) || (bare && isNamedPassphrase(v))) && !unitAfter(text, e)) return span(s, e, "prose-secret", true);
        }
        if (!digit && wordsOnly && family === "password" && slot && bare && isWordPassphrase(text.slice(s, e))) return span(s, e, "prose-secret", true);
        // A word without a digit only after a label's colon ("Memorable word: jigsawwombat"): after
        // "is" it is as often the sentence's ("the memorable word is optional").
        if (chosenWord && slot && isChosenWord(text.slice(s, e)) && (digit || labelBefore(text, s))) return span(s, e, "prose-secret", true);
        if (digit && e - s >= MIN_VALUE_CHARS && isProseSecret(text.slice(s, e), family)) {
          return span(s, e, "prose-secret", true);
        }
        if (newlines > 0) return loneValue(text, nounEnd, word, family);
        const short = e - s <= 3 ? shortWordKind(text, s, e) : 0;
        if (short === ARROW) {
          colon = true;
          continue;
        }
        bare = short === COPULA;
        if (short === COPULA && e === i) colon = true;
        slot = colon || short === COPULA;
        // Code, not a sentence (`for key, value in settings.items():`): the assignment rules' job.
        if (code !== -1 && code < e && !proseAmpersand(text, s, e)) return null;
        // A closing parenthesis closes the noun's clause: in `def hash(password: str) -> str:`
        // what follows the `)` is no value of the password.
        const aside = opened > 0;
        for (let k = e; k < i; k++) {
          if (text.charCodeAt(k) !== 41) continue;
          if (opened > 0) opened--;
          else return loneValue(text, nounEnd, word, family);
        }
        // An aside closed by a label's colon ("passphrase (restic, nightly at 02:00): …") is not
        // the clause's words: the slot after it is as bare as it was where the aside opened.
        if (aside && opened === 0 && colon) bare = bareBeforeAside;
        // Another noun starts its own clause: its trigger reads it. Read on from here, a value
        // found there would end this rule's span past that trigger, which the scanner then
        // skips, and a second pass (with the value gone) would redact what it skipped.
        if (isOtherOwner(text, s, e)) return null;
      }
      if (ended) return loneValue(text, nounEnd, word, family);
      words++;
    }
    return loneValue(text, nounEnd, word, family);
  },
};
export default rule;
