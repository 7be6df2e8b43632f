import { queryTokens } from '../core/tokenize.js';
import { typesMayContradict } from './contradiction.js';

/** Words by which a memory says something changed ("… now", "no longer", "we ripped X out", "moved to"). */
// "now" in code (`time.Now()`, `Date.now()`, `DateTime.Now`) names a clock, not a change.
export const CHANGE_TOLD_RE =
  /\b(?:(?<![.:])now\b(?!\()|no longer|anymore|any more|ripped\b.{0,40}\bout|stopped|as of|these days|from now on|going forward|(?:is|are) (?:gone|history)|we(?:'re| are) on|moved\b.{0,40}?\b(?:to|off|onto|over|from|away)|went from|took\b.{0,40}?\boff|switched|migrated|replaced|dropped|ditched|collapsed|killed|(?:was|were|got|been) (?:removed|deleted)|(?:is|are|was|were|got|been) (?:retired|deprecated|decommissioned|sunset))\b|^off\b/im;

/**
 * The same words in the other languages teams write memories in (German, Dutch, French, Spanish, Portuguese, Italian,
 * Polish, Turkish, Serbian and Croatian, Romanian, Egyptian Franco-Arabic ("shelna X", "delwa2ty", "khelset"),
 * Ukrainian ("переїхали", "прибрали", "з квітня"), Italian ("siamo su", "non esiste più", "dismesso", "dal 1/7/2022"),
 * German ("umgezogen", "abgeschaltet", "kein … mehr", "nur noch"), Brazilian Portuguese ("não cacheia mais", "foi removido", "desligamos"), European Portuguese ("passou a gratuito", "passou para RabbitMQ", "deixámos a easypay", "mudámos"),
 * Maltese ("issa", "qlibna", "għaddejna mill-X għall-Y", "minflok", "m'għadx"), Estonian ("nüüd", "X asemel", "enam ei", "muutus", "võeti maha", "läksime üle"), Latvian ("pārgājām no … uz", "vairs netiek", "atteicāmies no", "tagad", "ir izslēgts", "no 2025. gada 1. janvāra"), Slovenian ("preklopili smo", "ne uporabljamo več", "je odstranjena", "namesto", "od 1. marca"), Catalan ("hem passat de", "ja no", "en lloc de", "està apagat", "des de gener"), Czech ("přešli jsme", "zrušená", "jsme smazali", "od března"), Slovak ("už nepoužívame", "namiesto", "v novom kóde"), Lithuanian ("perėjom nuo", "atsisakėm", "nebenaudojam", "vietoj", "nuo rugsėjo"), Swedish ("flyttat från", "borttagen", "sedan 2024"),
 * Norwegian ("byttet … fra Redis til RabbitMQ", "gått bort fra", "ikke … lenger", "sender nå", "fra januar"), Russian
 * ("переделали", "выпилили", "вместо", "с 1 марта"), Finnish ("nyt", "siirrettiin", "ei enää", "1.9.2024 alkaen"), Traditional Chinese ("改用", "搬到", "已經下線", "拿掉"),
 * Hindi in Devanagari ("अब", "हटा दिया", "migrate हो गए"), Malay ("dah pindah", "tukar ke", "sejak 1 Mac"), Nigerian Pidgin, Javanese, Ukrainian, Russian, Indonesian, Vietnamese, Hinglish and Roman Urdu, Urdu, Tamil and Tanglish, Arabic, Tagalog, Swahili, Hebrew, Greek, Persian, Hungarian,
 * Bangla, Thai, Japanese, Chinese, Korean):
 * "wir sind jetzt auf …", "ya no usamos …", "đã chuyển toàn bộ job sang BullMQ", "مبقاش", "lumipat na tayo sa uv",
 * "ย้ายจาก NATS มา Kafka", "Tumehamia Horizon", "עברנו ל-ArgoCD", "Jenkins nyugdíjba ment", "PDFKit বাদ দিছি", "Drools wyleciał", "EC2 se ECS pe migrate ho gaye", "今は … に移行". Word
 * edges by letter class, as `\b` knows only ASCII (Bangla's vowel signs are marks, so its edges count them too); Thai
 * and CJK, written without spaces between words, without edges. Portuguese "agora" (now) is not Agora the vendor
 * ("Agora RTC", `AGORA_APP_ID`, `live/agora/`).
 */
const FOREIGN_CHANGE_TOLD_RE =
  /(?<![\p{L}])(?:jetzt|nicht mehr|ab sofort|umgestellt|ersetzt|migriert|niet meer|vervangen|overgestapt|gemigreerd|maintenant|désormais|ne \p{L}+ plus|remplacée?s?|migrée?s?|passée?s? (?:à|sur)|ahora|ya no|reemplaz\p{L}+|migr(?:amos|ado|ada)|cambiamos a|pasamos a|(?<![-_/.])agora(?![-_/.]|\s+(?:rtc|rtm|cloud|sdk|app|token|recording|channel|ncs|console|chat|signaling|live|web|video|voice)(?![\p{L}]))|não mais|já não|substitu[íi]\p{L}*|troc[áa]mos|mud[áa]mos|migr[áa]mos|deix[áa]mos\s+(?:de|a|o|os|as)|pass(?:ou|aram|[áa]mos)\s+(?:a|para|pra)|adesso|non più|sostituit\p{L}+|migrat[oi]|passati a|teraz|już nie|zastąpi\p{L}+|przeszliśmy|artık|geçtik|taşıdık|тепер|більше не|перейшли|замінили|теперь|больше не|перешли|заменили|sekarang|sudah tidak|diganti|pindah ke|đã chuyển|chuyển sang|đổi sang|không còn|đã lên|thay bằng|bây giờ|ab se|hata diya|shift kar diya|badal diya|replace kar diya|دلوقتي|الآن|الان|مبقاش|مبقتش|لم يعد|لم تعد|اتغير|غيرنا|نقلنا|استبدلنا|بدل|lumipat na|lumipat tayo|inilipat|tinanggal na|pinalitan|hindi na|wala na|ngayon|sasa|tangu|tume-?(?:hami|hamish|badilish|ondo|to|ach|upgrade|migrate|switch)\p{L}*|(?:i|zi)me(?:hamishwa|badilishwa|ondolewa|tolewa|shushwa|pandishwa)|badala ya|si tena|ו?(?:עכשיו|כיום|כבר לא|אין יותר|עברנו|העברנו|(?:עבר|עברה|עברו)(?=\s+ל)|הועבר\p{L}*|החלפנו|הוחלפ?\p{L}*|הוסר\p{L}*|הסרנו|הפסקנו|שודרג\p{L}*|שדרגנו|במקום)|πλέον|πια|τώρα|πήγαμε σε|φύγαμε|μεταφέραμε|αλλάξαμε|αντικατ\p{L}+|καταργ\p{L}+|σταματήσαμε|πετάξαμε|βγήκ\p{L}+|φύγαν\p{L}*|αντί για|δεν υπάρχει πια|الان|الآن|دیگه|دیگر|گذاشتیم کنار|کنار گذاشتیم|جمع شد|خاموش شد|حذف شد|حذف کردیم|عوض شد|عوض کردیم|منتقل شد|منتقل کردیم|مهاجرت|جایگزین|به جای|رفت رو|رفتیم رو|mostant[óo]l|innent[őo]l|ezent[úu]l|t[öo]bb[ée] nem|nincs t[öo]bb[ée]|m[áa]r nem|kivezet\p{L}*|kidobtuk|kidobva|nyugd[íi]jba|lecser[ée]l\p{L}*|[áa]t[áa]ll\p{L}*|[áa]tk[öo]lt[öo]z\p{L}*|[áa]t[íi]rtuk|v[áa]ltottunk|[áa]tt[ée]rt[üu]nk|migr[áa]ltuk|helyett|kuka|megsz[űu]n\p{L}*|elt[űu]nt|[öo]nceden|yerine|kald[ıi]r[ıi]ld[ıi]|kald[ıi]rd[ıi]k|[çc][ıi]kar[ıi]ld[ıi]|[çc][ıi]kard[ıi]k|b[ıi]rakt[ıi]k|ekhon|din shesh|bad (?:dilam|disi|dichhi|dewa hoise)|niye (?:asha hoyeche|aschi|gelam)|(?:shift|switch|migrate|replace|change) (?:korsi|korlam|kora hoise|kora hoyeche)|er bodole|wyrzucil\p{L}*|wyleciał\p{L}*|wyłączyl\p{L}*|usunęl\p{L}*|zrezygnowal\p{L}*|od\s+\d{1,2}\.?\s+(?:stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia)|hata\s+di(?:ya|ye|e|a)|(?:migrate|shift|switch|move)\s+ho\s+(?:gaye|gaya|gayi|chuke)|ab\s+sirf|اب\s+صرف|acum|nos\s+movimos|nos\s+pasamos|ya\s+qued[óo]\s+el\s+upgrade|se\s+borr[óo]|desde\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|saiki|(?:ora|dudu)\s+(?:\S+\s+){0,4}?maneh|wis\s+(?:upgrade|migrasi|pindah|ganti|rampung|tak\s+busak)|migrasi\s+\S+\s+(?:\S+\s+){0,3}?wis\s+rampung|am\s+trecut|am\s+migrat|ne-am\s+mutat|am\s+mutat|am\s+renunțat|am\s+renuntat|înlocuit\p{L}*|inlocuit\p{L}*|a\s+devenit|au\s+devenit|de\s+la\s+\d{1,2}\s+(?:ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)|(?:we\s+)?don\s+(?:move|migrate|switch|change|upgrade|reduce|increase|update|remove|comot|commot)|no\s+more|no\s+(?:\w+\s+){0,4}?am\s+again|we\s+no\s+(?:\w+\s+){0,5}?again|prešli|presli|zamenjen\p{L}*|zamijenjen\p{L}*|zamenili|zamijenili|izbacili|prebačen\p{L}*|prebacen\p{L}*|više\s+ne|vise\s+ne|nema\s+vi[šs]e|sada|preklopili|kaluam|u\s+kalua|hoq[eë]m|(?:e\s+)?nd[eë]rruam|z[eë]vend[eë]suam|u\s+z[eë]vend[eë]sua|rregull\s+i\s+ri|n[eë]\s+vend\s+t[eë]|(?<=(?:^|[.,;:])\s*)tani|q[eë]\s+nga\s+(?:\d|janari|shkurti|marsi|prilli|maji|qershori|korriku|gushti|shtatori|tetori|n[eë]ntori|dhjetori)|fluttum|hættum\s+með|hentum\s+\S+(?:\s+\S+)?\s+út|lagður\s+niður|lögð\s+niður|skiptum\s+yfir|í\s+staðinn\s+fyrir|ekki\s+lengur|frá\s+og\s+með|(?<=(?:^|[.,;:])\s*)nú|issa|qlib(?:na|t|naha)|g(?:ħ|h)addejna|a(?:ġġ|gg)ornajna|minflok|m['’]g(?:ħ|h)ad(?:x|niex|hiex|homx)|ma\s+baq(?:ax|atx|g(?:ħ|h)ux)|ne(?:ħħ|hh)ejna|tne(?:ħħ|hh)(?:a|iet|ew)|nüüd|asemel|enam\s+ei|ei\s+(?:\S+\s+){0,3}?enam|muutus|võeti\s+(?:\S+\s+){0,2}?maha|läksime\s+üle|kolisime|asendasime|loobusime|alates\s+\d|pārgājām|pārejam|vairs\s+ne\p{L}*|vairs\s+nav|atteicāmies|atsakās|aizstāj\p{L}*|tagad|pārrakstījām|pārcelt\p{L}*|izslēgt[sa]|mainījās|no\s+\d{4}\.\s+gada|no\s+\d{1,2}\.\s+(?:janvāra|februāra|marta|aprīļa|maija|jūnija|jūlija|augusta|septembra|oktobra|novembra|decembra)|ne\s+(?:\p{L}+\s+){0,2}?ve[čc]|nima\s+ve[čc]|odstranjen[aoi]?|namesto|zdaj|sedaj|od\s+\d{1,2}\.\s*(?:januarja|februarja|marca|aprila|junija|julija|avgusta|septembra|oktobra|novembra|decembra)|od\s+\d{1,2}\.\s*(?:januara|februara|marta|aprila|maja|juna|jula|avgusta|septembra|oktobra|novembra|decembra|siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga?|prosinca)|ippo|(?:move|migrate|off|shift|switch)\s+(?:panniyachu|pannitom|aachu|aayiduchu)|maath(?:itom|ittom|iyachu)|niruth(?:iyachu|itom|ittom)|ini\s+illa|la\s+irundhu\s+[^.\n]{1,40}?\s+ku|ہٹا\s+دی\p{L}*|بدل\s+دی\p{L}*|منتقل\s+ہو\p{L}*|delwa2t[iy]|khel(?:s|as)[ei]t|shelna|sheelna|etshal(?:et|it)?|ba2(?:et|ena|o)|mab2(?:ash|etsh|oosh)|[8g]h?ayarna|na2alna|7awelna|is\s+eruit|eruit\s+gehaald|is\s+weg|uitgefaseerd|afgeschaft|nu\s+(?:op|met|via|bij|het|een|naar|al)|geen\s+(?:\S+\s+){1,4}?meer|on\s+est\s+pass[ée]|(?:est|sont|a\s+été|ont\s+été)\s+supprimée?s?|переїхали|прибрали|прибрано|видалили|видалено|відмовились|відмовилися|замінено|переехали|убрали|удалили|удалено|отказались|з\s+(?:\d{1,2}\s+)?(?:січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня)|siamo\s+(?:su|passati|migrati)|non\s+(?:\p{L}+\s+){1,2}più|dismess[oaie]|rimoss[oaie]|dal\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|dal\s+\d{1,2}\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)|umgezogen|abgeschaltet|abgelöst|(?:ist|sind|wurde|wurden)\s+(?:gelöscht|entfernt)|nur\s+noch|kein\p{L}*\s+(?:[^\s.!?;]+\s+){0,4}?mehr|ist\s+durch|não\s+\p{L}+\s+mais|(?:foi|foram)\s+(?:removid|desligad)[oa]s?|desligamos|(?<=\p{Lu}[\p{L}\d-]*\s)desligad[oa]s?(?=\s*[.;,]|\s*$)|só\s+(?:continua|fica|sobrou|resta)|p[řr]e[šs]li\s+jsme|per[ėe]j(?:om|ome|o|ot)\s+(?:nuo|prie|[įi])|atsisak(?:[ėe]m|[ėe]me|yta|ytas|[ėe])|nebe(?:reik\p{L}*|(?![lrz]|nbei|neinander)\p{L}{3,})|vietoj|dabar|nuo\s+(?:[šs]iol|sausio|vasario|kovo|baland[žz]io|gegu[žz][ėe]s|bir[žz]elio|liepos|rugpj[ūu][čc]io|rugs[ėe]jo|spalio|lapkri[čc]io|gruod[žz]io)|už\s+(?:nie|ne\p{L}{3,})|namiesto|odteraz|nahraden\p{L}*|nahradili|zrušili|v\s+novom\s+k[óo]de|dokon[čc]en\p{L}*|zru[šs]en\p{L}*|(?:jsme|sme)\s+(?:smazali|p[řr]epnuli|vyhodili|odstranili|zru[šs]ili|vypnuli|nahradili|migrovali)|pry[čc]|od\s+(?:ledna|února|unora|března|brezna|dubna|května|kvetna|června|cervna|července|cervence|srpna|září|zari|října|rijna|listopadu|prosince)|od\s+\d{1,2}\.\s*\d{1,2}\.\s*\d{4}|flytta(?:t|de)\s+från|byt(?:t|te)\s+(?:från|till)|borttag(?:en|et|na)|avstängd|avstängt|(?:uppgraderingen|migreringen|migrationen|flytten|bytet)\s+är\s+klar|inte\s+längre|ersatt\p{L}*|omskriv\p{L}+|sedan\s+(?:\d{4}|januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december)|byttet\s+(?:\S+\s+){0,3}?(?:fra|til)|g[åa]tt\s+(?:bort\s+)?fra|flyttet\s+(?:\S+\s+){0,3}?(?:fra|til)|ikke\s+(?:\S+\s+){0,4}?(?:lenger|længere)|slutt\s+p[åa]|skrudd\s+av|faset?\s+ut|fases\s+ut|erstattet|(?:er|ble|blitt)\s+(?:slettet|fjernet)|i\s+stedet\s+for|(?<!(?:å|kan|skal|vil|må|ikke)\s)nå(?=\s+(?:\p{L}+\s+)?(?:via|p[åa]|som|med|i|fra|til|bare|kun|live|over|alle?|alt))|fra\s+(?:og\s+med\s+)?(?:januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember)|переделали|выпилили|выпилен\p{L}*|вместо|с\s+(?:\d{1,2}\s+)?(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)|nyt|nykyään|ei\s+enää|dah\s+(?:pindah|tukar|buang|migrate|upgrade|switch)|pindah\s+ke|naik\s+ke|tak\s+(?:guna|pakai)\s+lagi|sejak\s+(?:\d{1,2}\s+)?(?:jan|feb|mac|apr|mei|jun|jul|ogo|sep|okt|nov|dis)\p{L}*|siirr(?:ettiin|yttiin|ettin)|siirtyi|päivitettiin|vaihdettiin|korvattiin|poistettiin|lopetettiin|\d{1,2}\.\d{1,2}\.\d{4}\s+(?:alkaen|lähtien)|a\s+partir\s+de\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|hem\s+(?:passat|migrat|canviat|substitu[ïi]t|eliminat|tret|apagat|deixat|mogut|pujat|abandonat)|ja\s+no|en\s+(?:lloc|comptes)\s+de|ara\s+(?:és|són|fem|fa|va|van|tenim|estan|està|ho|es|se|s['’])|(?:està|estan|és|són|ha\s+estat|han\s+estat)\s+(?:(?:apagad|eliminad|retirad|substitu[ïi]d)(?:a|es)|(?:apagat|eliminat|retirat|substitu[ïi]t)s?|obsolet(?:a|s|es)?)|des\s+de(?:l|\s+l['’])?\s*(?:\d{1,2}\s+de\s+)?(?:gener|febrer|mar[çc]|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre))(?![\p{L}])|(?<![\p{L}\p{M}])(?:இப்போ|இப்போது|[\p{L}\p{M}]+\s+முதல்|ஆச்சு|பண்ணிட்டோம்|முடிஞ்சுது|மாத்திட்டோம்|এখন|বাদ দি[\p{L}\p{M}]*|বাদ দেওয়া|বাদ দেওয়া|বদলানো|বদলে|সরিয়ে|সরিয়ে|আর\s+(?:[\p{L}\p{M}@/._-]+\s+){1,3}না|[\d০-৯]{1,2}\s*(?:জানু|ফেব্রু|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টে|অক্টো|নভে|ডিসে)[\p{L}\p{M}]*\s+থেকে)(?![\p{L}\p{M}])|(?<![\p{L}])(?:janu[áa]r|febru[áa]r|m[áa]rcius|[áa]prilis|m[áa]jus|j[úu]nius|j[úu]lius|augusztus|szeptember|okt[óo]ber|november|december)\s+\d{1,2}\.?-?(?:t[őo]l|j[ée]t[őo]l|[ée]t[őo]l|[áa]t[óo]l)(?![\p{L}])|(?<![\p{L}\p{M}])(?:अब|हटा\s+(?:दिया|दी|दिए)|बदल\s+(?:गई|गया|गए|दिया|दी)|(?:migrate|shift|switch|move)\s+हो\s+(?:गए|गया|गई)|deprecate\s+कर\s+दिया)(?![\p{L}\p{M}])|改用|改走|改為|遷移到|遷移至|遷到|搬到|升到|升級到|切換到|換成|下線|替換|拿掉|已經(?:下線|拿掉|移除|搬|改|換|升)|現在(?!的)|ย้ายจาก|ย้ายไป|เปลี่ยนเป็น|เปลี่ยนไปใช้|เลิกใช้|ไม่ใช้แล้ว|ปิดไปแล้ว|ปิดบริการ|ตอนนี้|อีกต่อไป|今は|現在は|移行|置き換え|廃止|やめました|现在|改为|改成|迁移|迁到|切到|切换到|换成|下线|替换|不再|이제|변경했|이전했|교체|더 이상/iu;

/** Whether a memory says something changed, in English or another language ({@link CHANGE_TOLD_RE}). */
export function tellsChange(text: string): boolean {
  return CHANGE_TOLD_RE.test(text) || FOREIGN_CHANGE_TOLD_RE.test(text);
}

/** What the check reads of a memory about to reach an agent. */
export interface ChangeToldItem {
  id: string;
  content: string;
  memory_type: string;
  created_at: string;
  /** Records it is already linked to (contradiction hints, supersession): those carry their own markers. */
  linked: readonly string[];
  /** When someone last confirmed it (reaffirm, accept, a restatement): after a newer one was written, it holds. */
  confirmed_at?: string | undefined;
}

/** An older memory and a newer one that says something changed about the same specific things. */
export interface ChangeToldPair {
  older: string;
  newer: string;
}

/**
 * How specific a word is in the store, 0–1: its inverse document frequency as a part of that of a word only
 * one memory holds (a word a tenth of a small project's memories hold is about 0.6).
 */
export type Specificity = (term: string) => number;

/** A shared word counts when at least this specific: words most memories hold say nothing of a topic. */
export const CHANGE_TOLD_MIN_SPECIFICITY = 0.5;

/**
 * How much specificity two memories must share (the sum over their shared words) to be about the same
 * things: three words a few memories hold, or five more common ones. bench:agent (16 projects; hooks and
 * bundles, marking and bringing in the newer one), replaced memories shown unmarked / markers on memories of no
 * labelled pair, from 52 / 15: a sum of 2.5 / 3 / 3.5 gave 28 / 26, 31 / 23, 39 / 20; counting shared words
 * held by at most a tenth of the memories instead, 2 / 3 / 4 words gave 25 / 100, 29 / 30, 36 / 20. Counting a word
 * of the change sentence 1.25 / 1.5 times (it is what changed: "from Go 1.21 to 1.23"), the store's told changes on
 * a labelled pair / on others over 117 projects went from 169 / 136 to 194 / 185 and 200 / 221; numbers only, 175 / 141.
 */
export const CHANGE_TOLD_MIN_SHARED = 2.5;

/**
 * Pairs among memories about to reach an agent together where the newer one says something changed ("We
 * ripped Koin out", "Assets are built with Vite now") and both say the same specific words, one of them in a sentence
 * that tells the change (see `changeSentences`). The claim reader
 * reads a change only in wordings it knows (about a third of the pairs of each blind round); two memories an
 * agent is about to read side by side, on the same specific things, one of them telling a change, deserve a
 * look before the agent follows the older one. Such a pair is a question, so it is marked, never ranked
 * down: a wrong guess costs a hedge, not a memory.
 *
 * @returns Each pair once, newer memories in the order given.
 */
export function changeToldPairs(
  items: readonly ChangeToldItem[],
  specificity: Specificity,
): ChangeToldPair[] {
  const out: ChangeToldPair[] = [];
  if (items.length < 2) return out;
  const terms = new Map<string, Set<string>>();
  const specific = (text: string): Set<string> =>
    new Set(queryTokens(text).filter((w) => specificity(w) >= CHANGE_TOLD_MIN_SPECIFICITY));
  const termsOf = (x: ChangeToldItem): Set<string> => {
    let t = terms.get(x.id);
    if (t === undefined) {
      t = specific(x.content);
      terms.set(x.id, t);
    }
    return t;
  };
  for (const newer of items) {
    if (newer.memory_type === 'note' || !tellsChange(newer.content)) continue;
    // Read only once an older memory shares enough: most never does.
    let told: Set<string> | undefined;
    for (const older of items) {
      if (older.id === newer.id || older.memory_type === 'note' || !(older.created_at < newer.created_at))
        continue;
      if (!typesMayContradict(older.memory_type, newer.memory_type)) continue;
      if (newer.linked.includes(older.id) || older.linked.includes(newer.id)) continue;
      // Confirmed after the newer one was written: someone has settled that it still holds.
      if ((older.confirmed_at ?? '') > newer.created_at) continue;
      const a = termsOf(older);
      const common = [...termsOf(newer)].filter((w) => a.has(w));
      let shared = 0;
      for (const w of common) shared += specificity(w);
      if (shared < CHANGE_TOLD_MIN_SHARED) continue;
      told ??= specific(changeSentences(newer.content));
      if (common.some((w) => told?.has(w))) out.push({ older: older.id, newer: newer.id });
    }
  }
  return out;
}

/**
 * The sentences of a memory that tell the change (all of it when none does alone): an older memory is what
 * changed only if it shares a specific word with them. "Backtests replay EOBI pcaps through the C++ book. The
 * old pure-python book was deleted." says nothing changed about the EOBI pcaps another memory describes.
 */
function changeSentences(text: string): string {
  const told = text.split(/(?<=[.;!?])\s+|\n+/).filter((s) => tellsChange(s));
  return told.length > 0 ? told.join(' ') : text;
}
