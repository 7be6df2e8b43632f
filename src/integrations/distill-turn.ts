/**
 * The distiller's last look at a person's message none of its sentence cues took: a message that states a
 * standing rule in words the cues do not know ("for us: pressure in mwk everywhere, … the API stays mwk",
 * "anything above 250.000 EUR is never paid automatically. the job only flags it") still says so through several
 * *kinds* of normative signal at once — a quantifier over the whole project, always/never, a rule word, an
 * obligation, a way chosen over another, a ban, "we …" in the present, what stays. One signal alone is as often
 * narration ("i always forget", "passes locally every time"); two different kinds, in sentences not about the
 * moment, are a rule. The message's normative sentences (from the first to the last, so the rule keeps its
 * subject) become one candidate for review.
 */
import { NEVER_HAPPENED_RE, PAST_OR_LOCAL_RE } from './distill-cues.js';
import { SIGNALS } from './distill-signals.js';
import { BASQUE_SIGNALS } from './distill-signals-basque.js';
import { CAUCASIAN_SIGNALS } from './distill-signals-caucasian.js';
import { MACEDONIAN_GALICIAN_SIGNALS } from './distill-signals-macedonian.js';
import { MALTESE_SIGNALS } from './distill-signals-maltese.js';
import { NEPALI_SIGNALS } from './distill-signals-nepali.js';
import { WELSH_UZBEK_SIGNALS } from './distill-signals-welsh.js';
import { isStatement, withoutFiller } from './distill-text.js';
import type { MemoryType } from './extraction.js';

// A sentence about the moment or the change at hand rules nothing for later ("for now keep reason a string",
// "don't touch adsl.R in this PR", "last month the margin field showed …"). Not "yet": "only while it is
// approved and not expired yet" is a condition of the rule. Chinese, Japanese and Korean ("今回だけ", "とりあえず")
// come last, without word boundaries; Franco-Arabic "delwa2ty" (now, not "men delwa2ty": from now on), "bokra"
// (tomorrow), "el marra di" (this time) at the very end; just before them Armenian, Georgian and Azerbaijani
// ("առայժմ", "ჯერჯერობით", "hələlik": for now; "დღეს": today, but not "დღეიდან": from today on), Basque, Macedonian
// ("засега": for now, "денес": today), Galician ("hoxe": today, "polo de agora": for now), Welsh ("am nawr": for now,
// "heddiw": today, "dros dro": temporarily) and Uzbek ("hozircha": for now, "bugun": today, "vaqtincha": temporarily), Maltese ("għalissa": for now, "illum":
// today, "temporanjament").
const MOMENT_RE =
  /\b(?:for now|today|tonight|tomorrow|this (?:pr|ticket|branch|week|sprint|once|time|one)|right now|later|after lunch|for the moment|in this pr|on this branch|this morning|last (?:week|month|night)|yesterday)\b|(?<![\p{L}])(?:сьогодні|зараз|поки що|тимчасово|цього разу|завтра|сегодня|пока что|временно|в этот раз|heute|morgen|vorerst|erstmal|vandaag|voorlopig|voor nu|hoy|mañana|por ahora|por agora|de momento|aujourd'hui|demain|pour l'instant|pour le moment|oggi|domani|per ora|hoje|amanhã|por enquanto|dzisiaj|dziś|jutro|na razie|untuk sementara|buat sementara|sementara ini|untuk sekarang|buat sekarang|hari ini|besok|(?:in|en|dans|in questo|nesta) (?:diesem|deze|este|cette|questa) (?:pr|mr|ticket|branch)|hôm nay|tạm thời|lần này|(?<!từ )bây giờ|trước mắt|ngày mai|filhaal|abhi ke liye|is baar|النهارده|(?<!من )دلوقتي|مؤقتا|مؤقتاً|بكره|المرة دي|(?<!(?:simula|mula) )ngayon|kanina|mamaya|(?:wag|huwag|hindi) muna|(?<!kuanzia )leo|kesho|jana(?!\s+(?:chahiye|hai|hain|padega|hoga|tha|thi|nahi))|kwa sasa|sasa hivi|saa hii|kwa muda|wiki hii|mara hii|ו?(?:היום|מחר|אתמול|כרגע|בינתיים|עכשיו|הפעם|השבוע|זמנית)|σήμερα|αύριο|χθες|χτες|προς το παρόν|προσωρινά|αυτή τη φορά|(?<!از )امروز|فردا|دیروز|فعلا|فعلاً|موقتا|موقتاً|این هفته|همین هفته)(?![\p{L}])|今日|今回|とりあえず|一旦|今だけ|明日|今天|这次|暂时|先这样|오늘|이번|일단|(?<!ตั้งแต่)(?:วันนี้|พรุ่งนี้)|ตอนนี้|เมื่อวาน|รอบนี้|ครั้งนี้|ชั่วคราว|ไปก่อน|เมื่อกี้|(?<![\p{L}])(?:egyel[őo]re|ideiglenesen|holnap|tegnap|ez[úu]ttal|ebben a (?:PR|MR|ticketben|sprintben)\p{L}*)(?![\p{L}])|(?<![\p{L}\p{M}])(?:আজ(?:কে)?(?! থেকে)|আপাতত|এবার|গতকাল|আগামীকাল)(?![\p{L}\p{M}])|\b(?:ajke(?! theke)|apatoto|ebar)\b|(?<![\p{L}])(?:bug[üu]n|yar[ıi]n|d[üu]n|[şs]imdilik|ge[çc]ici olarak|bu sefer\p{L}*|bu PR'da)(?![\p{L}])|(?<![\p{L}])(?:آج(?!\s+سے)|ابھی|فی\s?الحال|اس\s+بار|عارضی\s+طور\s+پر)(?![\p{L}])|(?<![\p{L}])(?:danas|sutra|za\s+sada|zasad|privremeno|ovaj\s+put|trenutno|sot|dje|nes[eë]r|tani\s+p[eë]r\s+tani|k[eë]t[eë]\s+her[eë]|p[eë]rkoh[eë]sisht)(?![\p{L}])|(?<![\p{L}\p{M}])(?:இன்னைக்கு|இன்று|இப்போதைக்கு|நாளைக்கு|இந்த\s+தடவை)(?![\p{L}\p{M}])|\b(?:inniku|innaikku|ippodhaikku|ippothaiku|naalaikku|indha\s+thadava|ippo(?!\s+(?:la\s+)?irundhu))\b|(?<![\p{L}])(?:azi|astăzi|astazi|mâine|maine|deocamdată|deocamdata|momentan|de\s+data\s+asta|for\s+now\s+make\s+we)(?![\p{L}])|(?<![\p{L}])(?:saiki\s+(?:iki\s+)?wae|sementara\s+wae|dina\s+iki|sesuk)(?![\p{L}])|(?<![\p{L}\p{M}])(?:այսօր|առայժմ|հիմա|վաղը|երեկ|ժամանակավորապես|այս\s+անգամ|დღეს(?!\s*იდან)|bu\s+gün|hələlik|helelik|indi|dünən|müvəqqəti|bu\s+dəfə|ჯერჯერობით|ახლა|ხვალ|გუშინ|დროებით|ამჯერად|gaur(?!tik)|oraingoz|oraingoan|bihar|atzo|behin-behinean|денес|засега|утре|вчера|привремено|овој\s+пат|hoxe|polo\s+de\s+agora|onte|am\s+nawr|am\s+r[ŵw]an|heddiw|yfory|ddoe|dros\s+dro|y\s+tro\s+hwn|hozircha|bugun|ertaga|vaqtincha|bu\s+safar|g(?:ħ|h)alissa|illum|g(?:ħ|h)ada|temporanjament|(?:din\s+)?id-darba)(?![\p{L}\p{M}])|(?<!\b(?:men|mn|min)\s)\bdelwa2t[iy]\b|\bmo2a(?:q|2)+atan\b|\bel\s+marra\s+di\b|\bbokra\b/iu;

// A past verb in a clause under a rule's modal is the rule's condition, not narration: "an invoice can only be voided
// on the same business day it was finalized", "a refund must reference the charge that was captured".
const SUBORDINATE_PAST_RE =
  /(\b(?:can|cannot|can't|must|should|may|only|always|never|need to|needs to|has to|have to)\b.*?\b(?:that|which|who|when|after|before|once|until|(?:day|date|week|month|time)\s+(?:it|they))\s+)(?:was|were)\b/i;

const POINTS_BACK_RE = /^(?:make|do|keep|use|apply)\s+(?:that|this|it|those|these)\b/i;

// "Run only the expansionhunter module test pls, not the whole suite": a request to run something now.
const RUN_REQUEST_RE =
  /^(?:(?:pls|please|just|can you|could you)\s+)*(?:run|rerun|re-run|execute|try|kick off)\b/i;

const CONSTRAINT_RE =
  /\bnever\b|\b(?:must not|mustn'?t|cannot|can'?t|is not allowed|are not allowed)\b|(?:^|[.,;:—–]\s*)no\s+[a-z_]/i;
const FOREIGN_CONSTRAINT_RE =
  /(?<![\p{L}])(?:niemals|nooit|nunca|jamais|nigdy|aldri[g]?|koskaan|kunagi|darf nicht|dürfen nicht|mag niet|mogen niet|nie wolno|ei saa|ei tohi|skal ikke|ska inte|får ikke|får inte|asla|hiçbir zaman|no puede[n]?|no debe[n]?|non può|non deve|non vanno|não pode|nesmí|kurr[eë]|nuk\s+lejohet|ndalohet|nuk\s+duhet)(?![\p{L}])|禁止|てはいけない|ないでください|しないこと|不能|不得|不要用|하지 마|금지|(?<![\p{L}])(?:ніколи|никогда|не можна|заборонено|нельзя|запрещено|không bao giờ|tuyệt đối không|không được|cấm|đừng|ممنوع\p{L}*|أبدا|ابدا|mat|kamwe|marufuku|hairuhusiwi|haziruhusiwi|ו?אסור|אף פעם לא|לעולם לא|ו?אל\s+ת\p{L}+|ποτέ|απαγορεύεται|δεν πρέπει|μην|هیچوقت|هیچ‌وقت|هرگز|نباید|soha|sohasem|tilos|nem szabad|kokhono|কখনো|কখনোই|নিষেধ|hi[çc]bir|hi[çc]\s+\p{L}+(?:me|ma)|qatt|ma\s+(?:jistax|tistax|jistg(?:ħ|h)ux)|ipprojbit\p{L}*|不许|不准|不可以)(?![\p{L}])/iu;
const DECISION_RE = /\b(?:from now(?: on)?|going forward|instead of|rather than)\b/i;

/** The signal tables, each keyed by kind: a kind found in either counts once. */
const TABLES = [
  SIGNALS,
  CAUCASIAN_SIGNALS,
  BASQUE_SIGNALS,
  MACEDONIAN_GALICIAN_SIGNALS,
  WELSH_UZBEK_SIGNALS,
  MALTESE_SIGNALS,
  NEPALI_SIGNALS,
] as const;

/** A message's content longer than this is a report, not a rule to review. */
const MAX_CHARS = 700;

/**
 * The signal kinds in one sentence: none for a question or a request to run something; the moment ("for now",
 * "this one") and narration (what was, what never happened) silence only their own clause ("traffic tests always
 * run on the real fixture — the random grids never had the dead ends").
 */
function signalsOf(sentence: string): string[] {
  if (!isStatement(sentence) || RUN_REQUEST_RE.test(sentence)) return [];
  const kinds = new Set<string>();
  // A lead about the change at hand ("careful with recon for this one: …") silences only itself.
  for (const clause of sentence.split(/\s[—–-]\s|;\s|:\s|[；：]/)) {
    const present = clause.replace(SUBORDINATE_PAST_RE, '$1');
    if (MOMENT_RE.test(clause) || PAST_OR_LOCAL_RE.test(present) || NEVER_HAPPENED_RE.test(clause)) continue;
    for (const table of TABLES)
      for (const [kind, res] of Object.entries(table)) if (res.some((re) => re.test(clause))) kinds.add(kind);
  }
  return [...kinds];
}

/**
 * Words of a sentence. Chinese and Japanese are written without spaces, so two of their characters count as one;
 * Thai, Lao, Khmer and Burmese put spaces between phrases only, so three of their letters (a short word; vowel
 * and tone marks are no letters) count as one.
 */
function wordCount(sentence: string): number {
  const cjk = sentence.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const sea =
    sentence.match(/[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}](?<!\p{M})/gu)?.length ??
    0;
  return sentence.split(/\s+/).filter(Boolean).length + Math.floor(cjk / 2) + Math.floor(sea / 3);
}

/**
 * The rule a person's message states with two or more kinds of normative signal, as one candidate (its
 * normative sentences, first to last, without chat filler), or undefined.
 */
export function normativeMessage(
  blocks: readonly (readonly string[])[],
): { content: string; memory_type: MemoryType } | undefined {
  const sentences = blocks.flat().map((s) => withoutFiller(s));
  const kinds = new Set<string>();
  let first = -1;
  let last = -1;
  sentences.forEach((sentence, i) => {
    const found = signalsOf(sentence);
    if (found.length === 0) return;
    for (const k of found) kinds.add(k);
    if (first < 0) first = i;
    last = i;
  });
  if (kinds.size < 2) return undefined;
  // "Nothing else, no advertising." leans on the sentence before it ("the receipt footer: 'Thanks!' and the
  // member's balance"): a rule of a few words alone would say nothing.
  if (
    first > 0 &&
    first === last &&
    wordCount(sentences[first] ?? '') < 6 &&
    isStatement(sentences[first - 1] ?? '')
  )
    first--;
  const kept = sentences
    .slice(first, last + 1)
    // Between two normative sentences, a question or the plan of the moment is no part of the rule.
    .filter((s) => wordCount(s) >= 3 && isStatement(s) && (!MOMENT_RE.test(s) || signalsOf(s).length > 0));
  // "make that the standard for every endpoint" confirms what the assistant proposed: the proposal is the rule.
  if (POINTS_BACK_RE.test(kept[0] ?? '')) return undefined;
  // Chinese and Japanese sentences follow one another with no space.
  const content = kept.join(' ').replace(/([。！？])\s+/gu, '$1');
  if (content === '' || content.length > MAX_CHARS) return undefined;
  const memory_type: MemoryType =
    CONSTRAINT_RE.test(content) || FOREIGN_CONSTRAINT_RE.test(content)
      ? 'constraint'
      : DECISION_RE.test(content)
        ? 'decision'
        : 'convention';
  return { content, memory_type };
}

/** Whether a message's rule holds a sentence a cue took, and more of the rule around it. */
export function widens(rule: string, taken: string): boolean {
  return rule.length > taken.length && rule.toLowerCase().includes(taken.toLowerCase());
}
