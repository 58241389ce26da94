/**
 * Cue patterns, English and Chinese. Each names what a clause *does* (chooses, defers, finishes,
 * waits, states a preference …) in the words people actually use, not only a short list of cue
 * phrases. Patterns are grouped by signal; detect.ts decides which group wins for a clause.
 *
 * Captures: group 1 is the object (what was chosen / what must be done / what blocks), when the
 * pattern has one.
 */

// A period inside a name ("Next.js", "fly.io", "v2.8") does not end the object; one before a
// space or the end does.
const OBJ_CHAR = String.raw`(?:[^,.;!?。！？；，]|\.(?=[\w-]))`;
const OBJ = String.raw`(${OBJ_CHAR}{2,100})`;
const OBJ_SHORT = String.raw`(${OBJ_CHAR}{1,60}?)`;

/** When something is deferred: the difference between a task for later and a request now. */
export const LATER = String.raw`(?:later(?: on| today| this week)?|tomorrow(?: morning)?|tonight|next (?:week|time|sprint|session|month|iteration|release)|this (?:weekend|afternoon|evening|week)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|at some point|eventually|afterwards|after (?:lunch|the (?:meeting|launch|release|demo|call|migration|deploy))|before (?:the )?(?:launch|release|demo|deadline|friday|monday|merging|we ship|shipping|go-live)|in the morning|first thing|when (?:we|i|you) (?:get|have) (?:a chance|time)|some ?time\b|down the (?:road|line))`;

// ---------------------------------------------------------------- decisions (English)

export interface Cue {
  re: RegExp;
  /** Also valid in assistant text (otherwise user-only: the assistant narrates a lot). */
  assistant?: boolean;
  /** The object must name a technology or a proper noun to count (guards generic verbs). */
  needsThing?: boolean;
  /** Look for that thing anywhere in the clause ("replace Moment with date-fns"). */
  thingInClause?: boolean;
  /** Skip the negation/hypothetical guard (patterns that are negative by nature). */
  guard?: false;
  /** The idiom itself is a strong decision ("X it is", "X, that's settled"): a short concrete
   *  object is enough even without a known name or capital ("google maps it is"). */
  idiom?: boolean;
  /** Without a known thing, the match only counts against an existing decision ("drop mapbox"). */
  weakOk?: boolean;
  /** A number in the object is concrete enough ("hpa max stays at 12", "bump the pool to 40"). */
  numberOk?: boolean;
}

export const DECISION_EN: Cue[] = [
  { re: new RegExp(String.raw`\b(?:let'?s|let us|we(?:'ll| will| should| shall|'re going to| are going to| can)?|i(?:'ll| will|'m going to| am going to)?)\s+(?:[\w' ]{0,40}?\s+and\s+)?(?:just\s+|probably\s+|definitely\s+|simply\s+)?(?:go|going)\s+with\s+${OBJ}`, "i"), assistant: true },
  { re: new RegExp(String.raw`\b(?:let'?s|let us|we'?ll|we will|we're going to|we are going to|we should|i want (?:us )?to|i'd like (?:us )?to|we want to|we'd better|i'm going to|we(?:'re| are) gonna)\s+(?:just\s+|probably\s+|definitely\s+|all\s+)?(?:use|adopt|pick|choose|stick with|stay with|stay on|keep using|switch to|switch over to|move to|migrate to|standardi[sz]e on|settle on|build (?:it |this |everything )?(?:on|with|in)|host (?:it |this |everything )?on|deploy (?:it |this |everything )?(?:on|to)|write (?:it |this )?in|rely on|bet on)\s+${OBJ}`, "i") },
  { re: new RegExp(String.raw`\b(?:we|i)(?:'ve| have)?\s+(?:finally\s+|now\s+)?(?:decided|chosen|chose|picked|selected|opted|settled|agreed|went|gone)\s*(?:on|for|with|to|that|against)?\s+${OBJ}`, "i"), assistant: true },
  { re: new RegExp(String.raw`(?:^|\b)(?:decided|decision(?: is| was|:)|the plan is(?: to)?|plan:|final(?: decision| answer| call)?\s*:|conclusion:|verdict:|resolution:)\s*(?:to|on|that)?\s*${OBJ}`, "i"), assistant: true },
  { re: new RegExp(String.raw`\b(?:switch(?:ing|ed)?|mov(?:e|ing|ed)|migrat(?:e|ing|ed)|port(?:ing|ed)?|convert(?:ing|ed)?)\s+(?:[\w'-]+\s+){0,5}?(?:over\s+)?(?:from\s+[^,.;]{1,40}?\s+)?to\s+${OBJ}`, "i"), assistant: true, needsThing: true },
  { re: new RegExp(String.raw`\breplac(?:e|ing|ed)\s+[^,.;]{1,40}?\s+with\s+${OBJ}`, "i"), needsThing: true, thingInClause: true },
  { re: new RegExp(String.raw`${OBJ}\s+(?:instead of|rather than|in place of)\s+`, "i"), needsThing: true },
  { re: new RegExp(String.raw`\b(?:chose|choose|picked|pick|prefer|preferred|favou?r)\s+${OBJ_SHORT}\s+over\s+`, "i"), assistant: true },
  { re: new RegExp(String.raw`\bi'?d (?:rather|prefer to|prefer)\s+(?:we\s+)?(?:use|go with|have|stick with|keep|do|run|host|build)\s+${OBJ}`, "i") },
  { re: new RegExp(String.raw`\bi'?d rather\s+(?!you\b|not\b|be\b|we\s+not\b)${OBJ}`, "i"), needsThing: true },
  { re: new RegExp(String.raw`^(?:(?:ok(?:ay)?|alright|fine|so|right|yes|yeah|then)[,!]?\s+)*(?:just\s+)?(?:use|go with|stick with|stay with|switch to|pick|choose|keep|adopt)\s+${OBJ}`, "i"), needsThing: true },
  { re: new RegExp(String.raw`(?:^|[.;]\s*)${OBJ_SHORT}\s+it is\b`, "i"), needsThing: true, idiom: true },
  { re: new RegExp(String.raw`^${OBJ_SHORT},?\s+(?:that'?s|it'?s|is)\s+(?:settled|decided|final|locked(?: in)?|the plan)\b`, "i"), needsThing: true, idiom: true },
  { re: new RegExp(String.raw`^${OBJ_SHORT}\s+works for (?:me|us)\b`, "i"), needsThing: true, idiom: true },
  { re: new RegExp(String.raw`\b(?:should|must|has to|needs to|will)\s+(keep|be|stay|last|expire after|run|use)\s+(.{2,60}?),?\s+not\s+[\w' -]{2,30}$`, "i"), guard: false },
  { re: new RegExp(String.raw`\blet'?s make it\s+${OBJ}`, "i") },
  { re: new RegExp(String.raw`\blet'?s (?:do|go for|try)\s+${OBJ_SHORT}(?:\s+(?:then|instead|for (?:this|now|the \w+)))?\s*[.!]?$`, "i"), needsThing: true },
  { re: new RegExp(String.raw`\b(?:go(?:ing)? back|revert(?:ing)?|roll(?:ing)? ?back|return(?:ing)?)\s+to\s+${OBJ}`, "i"), needsThing: true },
  // "rollback to v2.41.0 is the call", "Caddy's the pick": the verdict is the idiom.
  { re: new RegExp(String.raw`^${OBJ_SHORT}(?:\s+is|'s)\s+(?:the|our|my)\s+(?:call|pick|choice|winner|move|way to go|plan)\s*[.!]?$`, "i"), needsThing: true, idiom: true },
  // "hpa max stays at 12", "the blog stays on Ghost 5": a setting kept as it is.
  { re: new RegExp(String.raw`^(?:the\s+|our\s+)?[\w.-]+(?:\s[\w.-]+){0,2}\s+(?:stays|remains)\s+(?:at|on|with|as)\s+${OBJ}`, "i"), needsThing: true, numberOk: true },
  // "bump max_connections to 400", "set the pool size to 20": a setting changed to a number.
  { re: new RegExp(String.raw`^(?:(?:ok(?:ay)?|fine|ugh|so|then|alright)[,.!]?\s+)*(?:bump|raise|increase|lower|decrease|reduce|set|cap|pin)\s+(?:the\s+)?[\w.-]+(?:\s[\w.-]+){0,2}\s+(?:to|at)\s+(\S*\d[^,.;!?]{0,30})`, "i"), needsThing: true, numberOk: true },
  { re: new RegExp(String.raw`\bwe(?:'re| are) (?:going with|sticking with|standardi[sz]ing on)\s+${OBJ}`, "i"), assistant: true },
  // "units should go on the profile after all", "sessions should live in Redis": where a thing is kept.
  { re: new RegExp(String.raw`^(?:(?:wait|hmm+|ok(?:ay)?|so|actually|oh)[,!]?\s+)*(?!(?:it|this|that|they|he|she|we|i|you)\b)(?:the\s+|our\s+)?[\w.-]+(?:\s[\w.-]+){0,2}\s+should\s+(?:go|live|be stored|be kept|be saved|sit|stay)\s+(?:on|in|into|with)\s+${OBJ}`, "i"), needsThing: true, idiom: true },
  // "Resample everything to 10-minute means", "convert all timestamps to UTC": a rule for all of it
  // (one-off chores such as "add everything to git" are not choices).
  { re: new RegExp(String.raw`^(?!(?:add|commit|push|send|copy|paste|upload|download|delete|print|show|save|give|dump|pipe|log|tell|read)\b)[a-z]+\s+(?:everything|all\s+(?:of\s+)?(?:the\s+|our\s+)?[\w-]+)\s+(?:to|into|as|in|at|with|by)\s+${OBJ}`, "i"), needsThing: true, numberOk: true },
  { re: new RegExp(String.raw`^(?:(?:hmm+|yeah|yes|ok(?:ay)?|right|alright|so)[,!]?\s+)*${OBJ_SHORT}\s+(?:sounds|seems|looks|feels)\s+(?:right|good|great|fine|best|better|perfect|like the (?:way to go|right call|best option))\b`, "i"), needsThing: true, idiom: true },
];

/** Rejections: "drop Redis", "don't use Mongo", "no more Jest". Object = what is rejected. */
export const REJECT_EN: Cue[] = [
  { re: new RegExp(String.raw`\b(?:don'?t|do not|let'?s not|we won'?t|we will not|we shouldn'?t|never)\s+(?:use|go with|pick|add)\s+${OBJ}`, "i"), needsThing: true, guard: false },
  { re: new RegExp(String.raw`\b(?:drop|ditch|get rid of|stop using|no more|abandon|scrap|remove)\s+${OBJ}`, "i"), needsThing: true, weakOk: true },
  { re: new RegExp(String.raw`\bnot\s+${OBJ_SHORT}\s+(?:after all|anymore|any more)\b`, "i"), needsThing: true, guard: false },
  { re: /(?:^|,\s*|;\s*|\bbut\s+)no\s+([A-Z][\w.+-]{1,30}(?:\s+[A-Z][\w.+-]{1,30})?)\s*[.!]?$/, needsThing: true, thingInClause: true, guard: false },
  // "Superset is too heavy": a verdict against a choice on record.
  { re: new RegExp(String.raw`^${OBJ_SHORT}\s+(?:is|'s|are|feels|seems|looks)\s+(?:way\s+|far\s+|just\s+)?too\s+(?:heavy|expensive|slow|complex|complicated|bloated|much|pricey|fiddly|clunky)\b`, "i"), needsThing: true, weakOk: true, guard: false },
  // "scratch the bump", "forget the rewrite": retracts the choice it names.
  { re: /^(?:scratch|forget|cancel|undo)\s+the\s+([\w.-]+(?:\s[\w.-]+){0,2})\s*(?:[,.;!]|$)/i, needsThing: true, weakOk: true, guard: false },
];

/** Retractions of the previous decision: "scratch that", "never mind", "on second thought". */
export const RETRACT_EN = /^(?:scratch that|never ?mind(?: that)?|forget (?:that|it|what i said)|ignore that|cancel that|undo that|on second thought|wait,? no|actually,? no|no,? wait)\b/i;

/** The assistant proposes; the user's "sounds good" turns a proposal into a decision. */
export const PROPOSAL_EN = /\b(?:i(?:'d| would)? (?:recommend|suggest|propose)|my recommendation|i'?d (?:keep|start with|stick with|use|pick|choose|put)|my (?:default|pick|vote)(?: here)? (?:would be|is)|i would (?:go with|use|pick)|i'd go with|we could|you could|one option is|option [a-c1-3]\b|how about|what about|the best (?:option|choice|fit) (?:is|would be)|consider using|my suggestion)\b/i;
/** The user picks one of the options the assistant listed: "option 2", "2 then", "go with b",
 *  "the second one". Group 1: digit or letter; group 2: ordinal word. */
export const PICK_EN = /^(?:(?:ok(?:ay)?|fine|then|so|ugh|alright|yeah|yes|hmm+|no|nah|actually)[,.!]?\s+)*(?:(?:let'?s\s+)?(?:go with|do|pick|take)\s+)?(?:(?:option|choice|number|#)\s*([1-9a-e])|([1-9])(?=\s+(?:then|it is|pls|please)\b|\s*[.!]?$)|(?:the\s+)?(first|second|third|fourth|last)(?:\s+(?:one|option))?)(?:\s+(?:then|it is|pls|please))?\s*[.!]?$/i;
export const PICK_ZH = /^(?:那就|就|还是)?\s*(?:选|用)?\s*(?:方案|选项|第)\s*([1-9A-Ea-e一二三四五])\s*(?:个|种|条)?(?:方案|选项)?\s*吧?\s*[。！!]?$/;
/** The assistant asks what the project is built with: the user's next answer names the stack
 *  ("What's the stack?" → "next.js 15 app router + tailwind"), a fact even without a verb.
 *  Not "which runtime do you want?": the answer to that is a choice, which the decision cues read. */
export const STACK_QUESTION_EN = /\b(?:what(?:'s| is| are)(?: the| your)? (?:stack|tech stack|setup|framework|frameworks|database|db|language|runtime)\b|which (?:stack|framework|database|db|language|runtime) (?:are you|do you|does it|is it) (?:using|use|run on|running on|built (?:with|on)|written in|on)\b|what (?:are you|do you|does it|is it) (?:using|use|run on|running on|built (?:with|on)|written in)\b)[^?\n]{0,80}\?/i;
export const STACK_QUESTION_ZH = /(?:技术栈|用的(?:是)?什么|用什么(?:框架|语言|数据库)|什么(?:框架|语言|数据库|技术))[^？?\n]{0,40}[？?]/;
/** A numbered or lettered line of an assistant message: an option a reply may pick by number. */
export const OPTION_LINE = /^\s*(?:\*\*)?(?:option\s+)?([1-9]|[A-Ea-e])[.):]\s*(?:\*\*)?\s+(.{3,300})$/i;
/** A reply that turns down the assistant's proposal and names its own pick: "nah, swr",
 *  "nope, Vite", "no, Caddy" (a verb, as in "no, let's use Vite", makes it a decision of its own).
 *  A bare "no" needs its comma: "no pg restart tonight" forbids a restart, it does not pick one.
 *  Group 1: the pick (trailing "instead"/"then" removed by the caller). */
export const COUNTER_EN = /^(?:(?:nah|nope)[,!.]?|no[,!.])\s+(?:just\s+)?([\w.+#@/-]+(?:\s[\w.+#@/-]+){0,2})\s*[.!]?$/i;
/** Words that make "no, …" no pick: "nah, not yet", "no, it's fine", "nope, later". */
export const COUNTER_NOT = /^(?:not|never|i|we|you|it|that|this|thanks?|later|maybe|idk|way|problem|worries|need|wait|sorry|just|one|more|longer|nothing|none|all|same|good|fine|ok|okay|yes|the other|other)\b/i;
export const AGREE_EN = /^(?:(?:y|yy|yes|yep|yeah|yup|sure|ok(?:ay)?|sounds (?:good|great|right)|let'?s do (?:it|that|this)|do it|do that|go (?:for it|ahead)|go|proceed|please do|yes please|agreed|that works|works for me|perfect|great|fine|lgtm|ship it|makes sense|deal|love it|good (?:idea|call|plan)|let'?s go with (?:that|it|your (?:suggestion|recommendation)|option \w+|the (?:first|second|third) one))[,.! ]*)+$/i;

// ---------------------------------------------------------------- pending actions (English)

export const PENDING_EN: Cue[] = [
  { re: /\b(?:todo|to-do|action item|follow-?up)\s*[:\-–]\s*(.{3,})/i, assistant: true },
  { re: /\bnext(?: steps?| up)\s*[:\-–]\s*(.{3,})/i, assistant: true },
  { re: /\b(?:remaining|still to do|left to do|outstanding)\s*[:\-–]\s*(.{3,})/i, assistant: true },
  { re: /\b(?:remind me to|don'?t (?:let me )?forget to|do not forget to|remember to|make sure (?:to|we|you|i)|be sure to)\s+(.{3,})/i },
  { re: /\b(?:still|also)\s+(?:need|needs|have|has|got|want)\s+to\s+(.{3,})/i, assistant: true },
  { re: new RegExp(String.raw`(?:\b(?:we|i|you)\s+|^)(?:still\s+|also\s+|will\s+)?(?:need|have|got|'ve got|should|must|ought|want)\s+to\s+(.{3,}?)\s+${LATER}`, "i") },
  { re: /^(?:still\s+|also\s+)?(?:need|have|got)\s+to\s+(?!decide\b|figure out\b|find out\b|wait\b)(.{3,})/i },
  { re: new RegExp(String.raw`\b(?:can|could|would|will) you\s+(?:please\s+|also\s+)?(.{3,}?)\s+${LATER}`, "i") },
  { re: new RegExp(String.raw`\b(?:let'?s|we(?:'ll| will| can| could)|i(?:'ll| will| can))\s+(?:also\s+)?(.{3,}?)\s+${LATER}`, "i"), assistant: true },
  { re: new RegExp(String.raw`^${LATER},?\s+(?:we|i|you)(?:'ll| will| need to| should| have to| must| can)\s+(.{3,})`, "i"), assistant: true },
  { re: /^(.{3,}?)\s+(?:can wait|is for later|for another day|will have to wait)\b/i },
  { re: /\b(?:park|defer|postpone|punt on|leave)\s+(.{3,}?)\s+(?:for now|for later|until)/i },
  { re: /\b(?:haven'?t|have not|didn'?t get to|did not get to|not yet)\s+(.{3,}?)\s+yet\b/i, assistant: true },
  { re: /\b(?:follow up|circle back)\s+(?:on|with|to)\s+(.{3,})/i, assistant: true },
  { re: /\b(?:we|i)\s+(?:really\s+)?(?:need|have) to\s+(?!decide\b|figure out\b|find out\b|wait\b)(.{3,})/i },
  { re: /\bwe should\s+(?:probably\s+|also\s+|really\s+)?(?!not\b)(.{3,})/i },
  { re: /\b(?:is|are)\s+still\s+(?:open|pending|outstanding|to do|not done)\b/i, assistant: true },
  // "postmortem due monday": a deliverable with a near due day (a date is a project fact).
  { re: /^(?:the\s+|a\s+|our\s+|my\s+)?([\w-]+(?:\s[\w-]+){0,3})\s+(?:is\s+|are\s+)?due\s+(?:by\s+|on\s+|before\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|eod|eow|end of (?:day|the day|week|the week|month)|next week)\b/i },
  // "need a timeline from you": a request to the assistant.
  { re: /\b(?:i|we)?\s*need\s+(?:a|an|the|some|your)\s+([\w -]{3,40}?)\s+from you\b/i },
];

/** Cancels a task without doing it: "no need to …", "don't bother with …", "skip …". */
export const CANCEL_EN = /\b(?:no need to|don'?t bother (?:with|to)|we can skip|let'?s skip|skip|forget about|never ?mind (?:the|about)|no longer need to)\s+(.{3,})/i;

// ---------------------------------------------------------------- completion (English)

const DONE_VERBS = String.raw`(?:fixed|finished|completed|done|shipped|merged|deployed|resolved|published|released|added|implemented|updated|migrated|written|wrote|set up|configured|installed|removed|deleted|renamed|rotated|revoked|regenerated|changed|reset|upgraded|created|built|tested|cleaned up|wrapped up|took care of|taken care of|sent|rolled out|refactored|documented|pushed|uploaded|submitted|patched|closed|confirmed|verified)`;
export const DONE_EN: RegExp[] = [
  /^(?:(?:ok(?:ay)?|great|cool|alright|so|and|yes|yep|good news)[,!]?\s+)?(?:it'?s |that'?s |this is |all |everything(?:'s| is) |we'?re |i'?m )?(?:all\s+)?(?:done|finished|fixed|completed|shipped|merged|deployed|resolved|sorted|published|released)(?:\s+(?:with|on)\s+(.{3,}))?\s*[.!]*$/i,
  new RegExp(String.raw`\b(?:i|we|you)(?:'ve| have)?\s+(?:just\s+|already\s+|finally\s+|now\s+)?${DONE_VERBS}\b\s*(.*)`, "i"),
  /^(.{3,80}?)\s+(?:is|are|was|were|has been|have been|'s|got)\s+(?:now\s+|all\s+|finally\s+|already\s+)?(?:done|finished|fixed|completed|shipped|merged|deployed|resolved|sorted|published|released|live|in place|taken care of|set up|up and running|working(?: now)?|(?!(?:based|located|called|named|needed|used|supposed|related|interested|concerned|required|expected|blocked|stuck|limited|rated|scheduled|planned|designed|intended|hosted|stored|deployed on|configured to|pinned|tied|considered|involved|allowed|ex(?:cit|pos)ed)\b)[a-z]{3,}ed)\b(?!\s+(?:to|on|in|at|by|for|with|as)\b)/i,
  new RegExp(String.raw`^(?:just\s+|now\s+)?${DONE_VERBS}\s+(.{3,})`, "i"),
  /^✅\s*(.+)/,
  // "nice, eslint done", "migration finished": a short subject, then the verdict, and nothing else.
  /^(?:(?:ok(?:ay)?|great|cool|nice|alright|so|and|yes|yep)[,!]?\s+)?((?!(?:not|almost|nearly|half|never|be|is|are|get|got|was|were|it|that|this|all|we|i|you|not yet)\b)[\w.@/-]+(?:\s[\w.@/-]+){0,2})\s+(?:done|finished|sorted|shipped|merged|fixed)\s*[.!✅]*$/i,
];
/** Words that make a completion hypothetical or negated: "once it's merged", "not fixed yet". */
export const DONE_GUARD_EN = /\b(?:if|once|when|until|unless|after|before|whether|needs? to|have to|has to|should|must|will|would|not|never|yet|to be|going to|gonna|hopefully|almost|nearly|about to|try to|can you|could you)\b|n['’]t\b|\?$/i;

// ---------------------------------------------------------------- blockers and open questions (English)

export const BLOCKER_EN: Cue[] = [
  { re: /\b(?:blocked|held up|stuck|stalled)\s+(?:by|on|at|with|until)\s+(.{3,})/i, assistant: true },
  { re: /\bblocker\s*(?:is|:|-|–)\s*(.{3,})/i, assistant: true },
  { re: /^(.{3,60}?)\s+is\s+(?:blocking|holding (?:us|things|this|me) up)\b/i, assistant: true },
  { re: /\b(?:still\s+)?(?:waiting|wait)\s+(?:on|for)\s+(.{3,})/i },
  { re: /\bawaiting\s+(.{3,})/i },
  { re: /\bpending\s+((?:approval|review|sign-?off|confirmation|verification)\b.*)/i, assistant: true },
  { re: /\b(?:can'?t|cannot|can not|unable to|won'?t be able to|couldn'?t|can't really)\s+(.{3,}?\s+(?:until|till|'til|without|before|unless)\s+.{3,})/i, assistant: true },
  { re: /\b(?:need|needs|require|requires|required|missing)\s+(.{3,}?)\s+(?:first|before (?:we|i|you) can)\b/i, assistant: true },
  { re: /\b(?:need|needs|require|requires|missing|lack|lacking)\s+((?:a |an |the |my |our |your |some )?[^,.;]{0,40}?\b(?:token|access|credentials?|permissions?|approval|sign-?off|api key|login|account|license|invite|certificate|cert|quota|budget|password|dns record)s?\b.*)/i, assistant: true },
  { re: /\b(?:don'?t|do not|doesn'?t|does not)\s+have\s+((?:the )?(?:access|permissions?|credentials|token|rights|api key|login)\b.*)/i, assistant: true },
  { re: /\bno access to\s+(.{3,})/i, assistant: true },
  { re: /\b(?:role|account|user|token|key|service account)\s+(?:lacks|is missing|doesn'?t have|does not have|has no)\s+(.{3,})/i, assistant: true },
  { re: /\bstill\s+(?:can'?t|cannot|unable to|not able to)\s+(.{3,})/i },
  // "can't actually test the push toggle, staging has no VAPID keys yet": what cannot be done, and why.
  { re: /\b(?:can'?t|cannot|unable to|couldn'?t)\s+(?:actually\s+|really\s+|even\s+)?(?!believe\b|wait\b|stand\b|remember\b|tell\b|say\b)([^,;]{3,80}),\s+(?:since\s+|because\s+|as\s+)?[^,;]{0,40}?\b(?:has|have|there'?s|there is|got)\s+no\b/i },
  { re: /\bdepends on\s+(.{3,})/i },
];
export const QUESTION_EN = /^[\w ]{0,30}\bquestion\s*:|\b(?:open question|unresolved|tbd|to be decided|undecided|not sure (?:whether|if|about|yet|how|what|which)|haven'?t decided|not decided yet|need to (?:decide|figure out|find out|work out)|unclear (?:whether|if|how)|still deciding|question is (?:whether|how|if))\b/i;
export const UNBLOCK_EN: RegExp[] = [
  /\b(?:unblocked|no longer blocked|not blocked anymore|done waiting|no longer waiting)\b/i,
  /\b(?:got|received|obtained|now have|finally got|finally have)\s+(?:the\s+|my\s+|our\s+|a\s+)?(.{3,}?)(?:\s+now|\s+finally|\s+back)?\s*[.!]*$/i,
  /\bhave\s+(?:the\s+|my\s+|our\s+|a\s+)?(.{3,}?)\s+(?:now|finally|back)\s*[.!]*$/i,
  /^(.{2,40}?)\s+(?:finally\s+)?(?:approved|accepted|merged|signed off on|greenlit|okayed|ok'?d)\s+(?:it|us|the \w+|our \w+)\b/i,
  /^(.{0,60}?\b(?:granted|gave|sent|shared|issued)\s+(?:us\s+|me\s+|you\s+)?(?:the\s+)?(?:access|permissions?|credentials|token|key|keys|login|invite)\b.*)$/i,
  /^(.{3,80}?)\s+(?:finally\s+|now\s+)?(?:came through|arrived|came in|is in(?=\s*(?:now|already|too)?\s*[.!]*$)|landed|was approved|got approved|is approved|has been approved|was granted|is granted|got granted|is issued|was issued|got issued|is resolved|was resolved|has propagated|propagated|is live|is ready|is available|is back|is up|responded|replied|signed off|is sorted|is set up|is fixed|works now|is working now|went through|got through|is done|is complete|completed|is finished|is transferred|got transferred|was transferred|cleared|is cleared|passed|got merged|is merged)\b/i,
];

// ---------------------------------------------------------------- facts (English)

/** How the user wants answers shaped: "just give me commands i can paste", "skip the prose". */
/** A standing form needs "just/only" or a bare plural ("give me commands"); "show me the diff" is
 *  a one-off request, not a preference. */
export const OUTPUT_FORM_EN = /\b(?:(?:just|only)\s+(?:give|show|send)\s+me\s+|(?:give|show|send)\s+me\s+(?:just|only)\s+)(?:the\s+)?(?:commands?|code|diffs?|bullets?|bullet points|one-liners?|short answers?|tl;?dr)\b|\b(?:give|show|send)\s+me\s+(?:(?:commands|code|diffs|bullets|bullet points|one-liners|short answers|tl;?dr))\b|\b(?:skip|cut|drop|no|without)\s+(?:the\s+|all\s+the\s+)?(?:prose|explanations?|preambles?|fluff|commentary|chit-?chat|walls? of text|lectures?)\b/i;
export const PREF_EN: RegExp[] = [
  /\bi\s+(?:really\s+)?(?:prefer|like|love|hate|dislike|don'?t like|can'?t stand|want you to|need you to|expect you to)\b/i,
  /\bi'?d (?:rather|prefer) (?:you|that you|if you)\b/i,
  // "we prefer named exports": a team convention.
  /\bwe\s+(?:really\s+|strongly\s+|generally\s+|always\s+)?prefer\b/i,
  // "Plots and code comments in English please".
  /\bin\s+(?:english|chinese|mandarin|german|french|spanish|japanese)\s*,?\s*please\b|\bplease\b[^.]{0,40}\bin\s+(?:english|chinese|mandarin|german|french|spanish|japanese)\b/i,
  /^(?:please\s+)?(?:always|never)\s+\w+/i,
  /\b(?:keep|make)\s+(?:your\s+|the\s+)?(?:answers?|replies|responses|messages|summaries|it|things|explanations)\s+(?:short|brief|concise|terse|detailed|simple|in \w+)/i,
  /\b(?:don'?t|do not|no)\s+(?:use\s+|add\s+|send\s+)?(?:emojis?|small talk|fluff|filler|preamble|apologies)\b/i,
  /\bcall me\b/i,
  /\bmy (?:timezone|time zone|working hours|preferred)\b/i,
  /\b(?:reply|respond|answer|write|talk)\s+(?:to me\s+)?in\s+(?:english|chinese|mandarin|german|french|spanish|japanese)\b/i,
  /\bfrom now on\b/i,
  OUTPUT_FORM_EN,
];
export const PROJ_EN = /\b(?:the |our |this |my )?(?:project|repo|repository|site|website|app|product|service|client|customer|team|company|startup|deadline|launch|release|mvp|beta|demo|budget|stakeholder|domain|brand|codename|roadmap|milestone)s?\b[^?]{0,60}\b(?:is|are|was|will be|lives|runs|goes live|launches|ships|is due|is called|is named|has|belongs|targets|serves)\b|\b(?:project|app|site|website|product|startup|company|repo|service|tool|bot|game)\s+(?:called|named)\s+\S|\bwe(?:'re| are) building\b|\bit'?s (?:called|named)\b|\b(?:is|are) due (?:on|by)\b|\bwe launch\b|\bgo-?live (?:is|date)\b|\ba (?:chain|network|team|group) of\b|\b(?:working on|building|making|writing|developing|hacking on)\s+[\w.-]+(?:\s+again)?,?\s+(?:an?\s+|the\s+|our\s+|my\s+)?[\w\s-]{0,30}\b(?:app|site|website|tool|bot|game|service|project|library|cli|api|plugin|extension|tracker|platform)\b|\b(?:i|we) (?:run|own|manage|lead) (?:analytics|engineering|ops|operations|marketing|sales|product|it|data|support|a \w+|the \w+ team) (?:for|at)\b|\b\d[\d,]* (?:stores|shops|locations|branches|bakeries|restaurants|clinics|offices|employees|customers|users|clients|members|subscribers|people|stations|sites|sensors|devices|buoys|schools|warehouses|farms|plants)\b|^[\w.-]+\s+is\s+(?:the|our|a|an)\s+[\w -]{0,40}?\b(?:backend|frontend|service|api|app|site|website|tool|system|platform|pipeline|bot)\s+(?:for|of|behind)\b|\b(?:dau|mau|daily actives?|monthly actives?|daily active users|monthly active users|mrr|arr|gmv)\b[^.?]{0,20}?\b(?:is|are|of|at|around|about|hits?)\s*[~$€£]?\d/i;
export const TECH_FACT_EN = /\b(?:the |our |my )?(?:vm|server|box|instance|machine|database|db|cluster|bucket|region|host|runtime|stack|backend|frontend|api|queue|cache|cdn|auth|storage|hosting|infra)s?\b[^.?]{0,30}?\b(?:is|are)\s+(?:an?\s+|the\s+|on\s+|in\s+)?(?:(?:[a-z]{2,12}\s)?[\w.-]*\d[\w.-]*|(?!(?:down|up|slow|broken|fine|ok|okay|ready|done|live|busy|full|empty|gone|back|new|old|not|still|too|very|so|also|just|currently|now|working|failing|dead|flaky|weird|wrong|missing|there|here)\b)[a-z][\w.-]{2,30}(?:\s+btw)?\s*[.!]?$|[a-z][\w-]*(?:\.[\w-]+)*\.[a-z]{2,}\b)|\bwe\s+(?:have|run|got)\s+(?:an?\s+|our\s+|one\s+|two\s+|\d+\s+)?(?:[\w.-]+\s+){0,2}(?:bucket|server|cluster|database|db|instance|box|vps|vm|gpu|nas)s?\b|\b(?:uses|is using|are using|we use|we're on|runs on|is running|are running|is hosted (?:on|at)|hosted on|lives (?:in|at|on)|(?:is|are) stored in|stored in|is deployed (?:to|on)|deployed on|listens on|is on port|talks to|connects to|is written in|written in|is built (?:with|on)|built with|requires|is configured|is set to|defaults to|is backed by|backed by|points to|is behind)\b/i;
export const LESSON_EN = /\b(?:lesson(?: learned)?|turns out|it turned out|root cause (?:is|was)|the (?:fix|cause|culprit|problem) (?:is|was)|gotcha|note to self|for future reference|the trick (?:is|was))\b[:\s]*(.{3,})/i;
export const CORRECTION_EN = /^(?:\W*(?:oh|ah|hmm+|um+|uh|ok(?:ay)?|so|sorry|oops|wait|no|nope|well)[,!.]?\s+)*(?:actually|correction|sorry|oops|my bad|wait|i meant|to correct (?:that|myself)|i was wrong|i misspoke)\b[,:!]?\s*|\b(?:it'?s|is|was|are) actually\b|\bnot\s+\S+\s*,\s*(?:but\s+)?\S+/i;

// ---------------------------------------------------------------- noise (English)

export const SMALL_TALK_EN = /^(?:(?:ok(?:ay)?|k|kk|thanks?(?: you| a lot| so much)?|thx|ty|cool|great|nice|sure|yes|yep|yeah|yup|no|nope|hi|hello|hey|good (?:morning|night|evening|afternoon)|lol|haha|got it|sounds good|perfect|awesome|alright|right|understood|will do|np|no problem|cheers|bye|see you|gm|gn|hmm+|ah|oh|wow|nice one|great job|well done|👍|🙏|🎉|❤️)[,.!~ ]*)+$/i;
/** Assistant narration of its own tool loop: "Let me check …", "Now I'll run …". */
export const NARRATION_EN = /^(?:(?:ok(?:ay)?|alright|now|next|first|great|good|perfect|hmm)[,!]?\s+)*(?:let me|let's (?:check|look|see|try|run|read|open|inspect|verify|confirm)|i'll (?:now |first |quickly )?(?:check|look|run|read|open|search|try|inspect|verify|grep|start|take a look|examine|review|fetch)|i'm (?:going to |now )?(?:checking|looking|running|reading|opening|searching|trying|inspecting)|(?:checking|looking at|running|reading|opening|searching|inspecting|fetching|trying)\b|i (?:see|found|notice|can see)\b|here(?:'s| is) (?:the|what)|the (?:output|result|file|log|error) (?:shows|says|is)|now (?:let me|i'll|i need to))/i;

// ---------------------------------------------------------------- Chinese

export const DECISION_ZH: Cue[] = [
  { re: /(?:我们|咱们|那就|那|就|还是|最终|最后|统一|决定|定了)[，,]?\s*(?:就|还是|都|统一)?\s*(?:用|使用|采用|选用|选择|选|上|放|放在|放到|部署到|部署在|托管在|托管到|跑在)\s*([^，。！？；,!?]{1,40}?)\s*(?:吧|了|好了|来做|来写|来实现|做|写|实现|上)?(?=[，。！？；,!?]|$)/, assistant: true },
  { re: /(?:采用|选用|选定)\s*([^，。！？；,!?]{1,40})/, assistant: true },
  { re: /^([A-Za-z][\w .+#-]{0,30}?)\s*吧(?=[，。！？；,!?]|$)/ },
  { re: /(?:先|就|都|统一)(?:存|放|存到|放到|用)\s*([^，。！？；,!?]{1,30}?)(?=[，。！？；,!?]|$)/ },
  { re: /用\s*([^，。！？；,!?]{1,30}?)\s*(?:更好|比较好|就行|就好|好了)(?=[，。！？；,!?]|$)/ },
  { re: /^(?:用|就用|还是用|改用)\s*([^，。！？；,!?]{1,30}?)\s*吧/ },
  { re: /(?:改成|改用|换成|换用|切换到|切到|迁移到|迁到|转到|改为|换到|统一成|统一为|统一用)\s*([^，。！？；,!?]{1,40})/, assistant: true },
  { re: /决定\s*(?:了)?[，,：:]?\s*([^，。！？；,!?]{2,60})/, assistant: true },
  { re: /([^，。！？；,!?]{1,30}?)\s*而不是\s*[^，。！？；,!?]{1,30}/ },
  { re: /(?:就|还是)\s*([^，。！？；,!?]{1,30}?)\s*吧(?=[，。！？；,!?]|$)/ },
  // "定了：按首单时间算", "拍板了，用 Go": the verdict names what follows.
  { re: /(?:定了|就这么定|拍板了?|敲定了?)\s*[:：，,]\s*([^。！？；!?]{2,60})/, assistant: true },
  // "分流 50/50 就行": X is enough, i.e. X it is ("重启一下就行" is an instruction, not a choice).
  // "cron 不够用，…，换 Prefect 吧": switching to a named thing.
  { re: /(?:^|[，,]\s*)换(?:成|用)?\s*([A-Za-z][\w.+#-]*(?:\s[\w.+#-]+){0,2})\s*吧(?=[，。！？；,!?]|$)/ },
  { re: /^(?!.*(?:一下|一遍|看着办|随便|你定))([^，。！？；,!?]{2,30}?)\s*(?:就行了?|就好了?|就可以了?|即可)(?=[，。！？；,!?]|$)/ },
];
/** "Superset 太重了": a verdict against the thing named (what a new choice moves away from). */
export const VERDICT_AGAINST_ZH = /^([A-Za-z][\w .+#-]{0,30}?)\s*(?:太重|太贵|太慢|太复杂|太麻烦|太难用|不好用|不行|不合适|不靠谱|不够用|满足不了|撑不住)/;
export const REJECT_ZH: Cue[] = [
  { re: /(?<!要)(?:不用|不要用|别用|不再用|放弃|弃用|去掉|不要)\s*(?!等)([^，。！？；,!?]{2,30}?)\s*(?:了|吧)?(?=[，。！？；,!?]|$)/ },
  { re: /([^，。！？；,!?]{1,20}?)\s*(?:先|暂时|暂且)不(?:做|搞|弄|加|上|要)了?(?=[，。！？；,!?]|$)/ },
];
export const RETRACT_ZH = /^(?:算了|不对|等等|等一下|撤回|刚才说的不算|还是算了)/;
export const AGREE_ZH = /^(?:(?:好的?|行|可以|同意|就这么办|就这样|就这么定了?|没问题|嗯嗯?|对|是的|就按你说的|按你说的办?|听你的|就它了|就选这个|那就这样)[，。！!~ ]*)+$/;
export const PROPOSAL_ZH = /(?:建议|推荐|可以考虑|不妨|我觉得可以用|方案[一二三ABC]|要不要用|或者用)/;

export const PENDING_ZH: RegExp[] = [
  /(?:待办|TODO|todo|后续)\s*[:：]\s*(.{2,})/,
  /(?:回头|稍后|之后|以后|晚点|改天|明天|下周|下次|等会儿?|过两天|有空)\s*(?:再|要|得|记得|还要|去)?\s*(.{2,60})/,
  /(?:还要|还得|还需要|还没|别忘了|记得|记着|接下来|下一步)\s*[:：]?\s*(.{2,60})/,
  /(?:我们|咱们)(?:得|要|需要)\s*(.{2,60})/,
  /(?:(?:周|星期|礼拜)[一二三四五六日天]|月底|月初|年底|下班|今晚|今天|明早|明天|本周|这周)\s*(?:之前|以前|前)\s*(?:要|得|需要|必须|记得)?\s*(.{2,60})/,
];
export const CANCEL_ZH = /(?:不用|不需要|没必要|别)\s*(?:再)?\s*(.{2,40}?)\s*了/;
export const DONE_ZH = /((?:导|跑|调|建|搭|接|测|整理|准备|录|填|算|装|配|导出)(?:好|完)了|已完成|已经完成|完成了|做完了|搞定了?|弄好了|修好了|已修复|修复了|处理好了|搞好了|已上线|上线了|已发布|发布了|合并了|已合并|写好了|改好了|部署好了|部署完了|配置好了|装好了|更新好了|更新完了|已更新|已经.{1,12}好了|都好了|✅)/;
export const DONE_GUARD_ZH = /(?:没|未|还没|不|如果|要是|等.{0,6}之后|以后|吗|[?？])/;
export const BLOCKER_ZH: RegExp[] = [
  /(卡在.{1,40}|卡住了?.{0,40}|被.{1,20}卡住.{0,20}|.{0,20}阻塞.{0,30}|拿不到.{1,30})/,
  /((?:还在|在|正在|一直在)?等(?:待)?\s*.{1,30}(?:确认|审批|批准|回复|开通|下来|备案|通过|发货|授权|权限|token|key|结果|上线|的消息))/,
  /((?:还在|在|正在|一直在)等.{1,30})/,
  /^((?:得|要|需要)?等(?:待)?(?!一下|等|会|下|我|一会)\s*.{1,30})/,
  /((?:暂时|现在|目前|还)?(?:不能|没法|无法|没办法)\s*.{1,30}|.{1,20}还没(?:下来|批|批下来|到|通过|开通|审核通过|给)(?:[，,].{0,30})?|没有.{0,12}权限.{0,20}|没权限.{0,20}|(?:需要|得|要)先.{1,30}(?:才能|再).{0,30}|.{1,30}之前(?:还)?(?:不能|没法|无法).{1,30}|(?:需要|得|要).{1,30}才能.{1,30})/,
];
export const QUESTION_ZH = /(待定|还没想好|没想好|还没决定|没决定|不确定|还不清楚|要不要.{1,20}还|是否.{1,20}(?:待|还没)|还在考虑)/;
export const UNBLOCK_ZH = /(拿到了|已经到了|到了|批了|批下来了|开通了|已经?开通|已经?批|已经?下来|解决了|不卡了|通过了|下来了|有权限了|备案好了|可以继续了|不用等了)/;
export const PREF_ZH = /(我(?:比较|更|很|最)?喜欢|我(?:更)?偏好|我不喜欢|我讨厌|以后(?:都|请|回答)|请(?:用|使用|别|不要|一直|总是|始终)|不要(?:用|加|写|说)|别(?:用|加|写|说)|回答(?:要)?(?:简洁|简短|详细)|用中文|说中文|叫我)/;
export const PROJ_ZH = /^(?:我们|咱们|我)(?:组|团队|实验室|公司|这边)?(?:现在)?(?:在|正在)(?:做|开发|搞|写|建|弄|研究)\s*[^，。！？]{0,30}?(?:App|app|应用|小程序|网站|项目|系统|平台|工具|产品|分析|看板|服务|游戏|插件|机器人|研究|课题|监测)|(?:一共|总共|共有)\s*\d+\s*(?:个|家|台|所|座)|(?:日活|月活|DAU|MAU|用户数|用户量|会员数|注册用户|门店数?|GMV|营收|流水|订单量|客单价)[^，。！？]{0,6}?\d|(?:叫|名叫|名字叫|命名为)\s*[「“"]?[A-Za-z][\w-]{1,30}|(项目|仓库|网站|应用|产品|客户|团队|公司|上线|截止|预算|版本号|域名|品牌)(?:名|时间|日期)?(?:叫|名叫|名字是|是|在|定在|定于|预计|计划在)/;
export const TECH_FACT_ZH = /((?:数据|代码|日志|文件|数据库|库|表|服务|接口|仓库|镜像|模型|配置)[^，。]{0,4}?在\s*[A-Za-z][\w.-]*(?:\s[\w.-]+)?\s*(?:里|上|中)|用的是|跑在|部署在|运行在|存在|存储在|放在|基于|依赖|端口(?:是|为|号是)|版本(?:是|为)|监听|连到|接的是)/;
export const LESSON_ZH = /(?:教训|原因是|根因是|问题出在|原来是|踩坑)[:：，,]?\s*(.{2,})/;
export const CORRECTION_ZH = /^(?:其实|更正|不对|说错了|纠正一下|更正一下|改一下|刚才说错了)|^(?:刚才|之前|上面|前面)?(?:看错了|记错了|搞错了|写错了|算错了)|不是\s*\S{1,20}?[，,]?\s*(?:而)?是/;
export const SMALL_TALK_ZH = /^(?:好的?|嗯+|哦+|噢|行|谢谢(?:你)?|多谢|感谢|收到|明白了?|了解|知道了|好嘞|可以|没问题|哈哈+|辛苦了|早上好|晚安|你好|在吗|OK|ok)[。！!~，,\s]*$/;
export const NARRATION_ZH = /^(?:我(?:先|来|现在)?(?:看看|看一下|检查|查看|运行|执行|读取|打开|搜索|试试|试一下)|让我(?:看看|检查|查看|运行)|正在(?:检查|查看|运行|读取))/;

// "Not yet" and "still no": something expected has not happened, in the languages the
// transcripts use (a closed class of aspect and negation, not domain words).
export const NOT_YET_RE = /\b(?:not yet|still (?:has no|have no|no|not|hasn'?t|haven'?t|isn'?t|aren'?t|doesn'?t|don'?t|pending|missing|waiting|red|failing|broken|down|open)|(?:hasn'?t|haven'?t|has not|have not|isn'?t|aren'?t|didn'?t|did not)\b[^.;!?]{0,60}\byet|no (?:eta|reply|answer|response|word) (?:yet|from)|(?:we|i) (?:do not|don'?t) have)\b|todav[ií]a no|no todav[ií]a|a[uú]n no|ainda não|noch (?:nicht|kein)|pas encore|toujours pas|nog (?:niet|geen)|non ancora|jeszcze nie|\bbelum\b|\bhenüz\b|还没|尚未|まだ(?:来|届|決|な)|아직|\bnot (?:until|till)\b|\b(?:will not|won'?t|does not|doesn'?t|is not|isn'?t|are not|aren'?t|not be)\s+(?:\w+\s+){0,3}?(?:until|till)\b|\b(?:out of stock|back-?ordered|on back-?order)\b|\berst (?:ab|am|nach|wenn|im|in|ende|nächste)\b|nicht (?:auf|an) lager|\bdopiero\b|nie ma na stanie|\bpas avant\b|\bpas (?:op|na|vanaf)\b|\bno (?:hay|llega|llegan|antes)\b[^.;!?]{0,40}\bhasta\b|\bsó (?:a partir|depois|chega)|\bstokta yok|\bkadar (?:gelmiyor|yok)|直到.{0,12}才|才(?:能|会)?到|(?:^|[\s,;:(—–-])(?:ещё не|еще не|пока не|до сих пор не|ще не|досі не|поки не|ještě ne|ešte ne|ännu inte|inte ännu|fortfarande inte|ennå ikke|enda ikke|ikke ennå|fortsatt ikke|endnu ikke|ikke endnu|stadig ikke|vielä ei|ei vielä|még nem|még mindig nem|încă nu|nu încă|još nije|još uvijek nije|još uvek nije|i dalje nije|još ne|още не|ακόμα δεν|ακόμη δεν|abhi (?:tak )?nahi|abhi (?:tak )?nahin|ab tak nahi|ab tak nahin|hindi pa|wala pa|bado ha\S*|chưa có|vẫn chưa|còn chưa|(?:vis )?dar ne\S*|vēl ne\S*|veel ei|veel mitte|hâlâ|nog steeds niet|ancora non|todavía sin|aún sin|ainda sem|toujours rien|noch immer nicht|immer noch nicht|sin respuesta|sem resposta|sans réponse|ohne antwort|keine antwort|brak odpowiedzi|nie odpowiedzia\w*|neodpověděl\w*|nije odgovorio|nije odgovorila|ни ответа|не ответил\w*|не відповів\w*)(?=$|[\s,.;:!?)—–-])|ยังไม่|עדיין לא|لسه ما|لسة ما|ما زال|لا يزال|هنوز|ገና|返事待ち|回复还没|还在等/i;

// A standing rule for how the assistant works: frequency adverbs ("always", "never", "no
// colons, ever"), "from now on", a "rule" named as one, "remember that", in the languages the
// transcripts use (a closed class of frequency, duration and the word for a rule, not domain
// words). A user's fact that says one is a preference, whatever else it names.
export const STANDING_RULE_RE = /\b(?:always|never|ever|every time|from now on|going forward|as a rule|(?:my|our|one|house|golden|the) rule|rule ?#? ?(?:\d|one)|please remember|remember (?:that|this)|keep in mind|immer|niemals|stets|grundsätzlich|ab jetzt|künftig|toujours|jamais|désormais|dorénavant|siempre|nunca|jamás|a partir de ahora|de ahora en adelante|sempre|a partir de agora|d'ora in poi|altijd|nooit|voortaan|zawsze|nigdy|od teraz|vždy|vždycky|nikdy|odteď|her zaman|asla|hiçbir zaman|bundan sonra|selalu|jangan pernah|mulai sekarang|kamwe|kila mara|luôn luôn|không bao giờ|từ giờ|hamesha|kabhi(?: [^\s.!?]+){0,3} (?:mat|nahi|nahin)|yaad rakhna)\b|(?:^|[\s,;:(])(?:всегда|никогда|впредь|завжди|ніколи|надалі|відтепер|תמיד|אף פעם|לעולם לא|מעכשיו|دائما|دائماً|أبدا|أبداً|हमेशा|कभी नहीं|เสมอ|절대)(?=$|[\s,.;:!?)])|总是|總是|永远|永遠|一律|始终|始終|以后都|以後都|每次都|规矩|規矩|千万别|千萬別|绝对不要|絕對不要|いつも|必ず|絶対に|今後は|これからは|ルール|항상|앞으로는/i;
