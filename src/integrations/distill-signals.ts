/**
 * The normative signals of the distiller's last look at a message (distill-turn.ts): each kind of signal as
 * patterns, in English and the other languages teams write rules in. A table: patterns only, no logic; each
 * language adds a line to most kinds, so it lives apart from the reading.
 */
import { CHANGE_SIGNALS } from './distill-signals-change.js';

// Each kind of normative signal, in English first, then in the other languages people write rules in (German,
// Dutch, Spanish, French, Italian, Portuguese, Polish, Czech, Turkish, Romanian, the Nordic languages, Finnish,
// Estonian, Lithuanian, Ukrainian, Russian, Indonesian, Vietnamese, Hinglish and Roman Urdu, Urdu, Arabic, Thai, Tagalog, Swahili, Hebrew, Greek, Persian, Hungarian, Bangla, Serbian and
// Croatian, Tamil and Tanglish, Nigerian Pidgin, Egyptian Franco-Arabic, Japanese, Chinese, Korean): "jede Verlängerung muss im Änderungsbeleg
// landen", "vanaf nu altijd via de API", "今後、マイグレーションは必ず ridgepole で". A kind is a concept, whatever the
// language; scripts written without spaces (Chinese, Japanese, Korean particles) are matched without word
// boundaries. A message needs two different kinds (see the module comment).
export const SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  // Over the whole project: "for everybody", "anything above …", "nobody else can", "no exceptions".
  quantifier: [
    /\b(?:every(?:thing|where|body|one)?|anything|anyone|anywhere|any\s+(?!idea|chance|luck|clue|time|way|more|longer)[a-z_]\w*|nobody|no one|nothing|none|no exceptions|whole (?:repo|codebase|project|app)|whenever)\b/i,
    /(?<![\p{L}])(?:allir|allar|öll|sérhver\p{L}*|enginn|engin|ekkert|jede[rsnm]?|alle[ns]?|elke?|iedere?|cada|tod[oa]s|chaque|chacun\p{L}*|tou(?:te)?s|toute|ogni|tutt[ie]|każd\p{L}*|wszystk\p{L}*|hver[t]?|varje|kaikki\p{L}*|jokai\p{L}*|kõik\p{L}*|kiekvien\p{L}*|vis(?:i|os|ų|us|ą|iems|oms|ur)|viskas|nieko|niekas|joki(?:ų|o|a|e|s)|joks|každ\p{L}*|qualquer|cualquier\p{L}*|qualsiasi|n'importe quel\p{L}*|tots|totes|qualsevol|ningú|ningu|tüm|bütün|hepsi)(?![\p{L}])/iu,
    // A generic condition: "when you add a new crate …", Polish "jak dodajesz …".
    /^(?:when(?:ever)?|if)\s+you\s+(?:add|create|write|touch|change|bump|release|open|start)\b|^(?:if|when(?:ever)?|once)\s+[^,.]{3,80}?\s+we\s+(?!(?:could|should|might|would|will|can|need|had|did|were|was|got|went)\b)[a-z]{3,}\b|^(?:jak|kiedy|gdy)\s+\p{L}+sz(?![\p{L}])/iu,
    // A design rule's distribution: "one row per alert type", "one code location per domain".
    /\bone\s+[a-z_][\w-]*(?:\s+[a-z_][\w-]*)?\s+per\s+[a-z_]/i,
    // Chinese, Japanese and Korean, written without spaces: no word boundaries.
    /すべて|全て|全部|どの[^、。]{0,8}も|所有的|每个|一律|모든|모두/u,
    // Ukrainian and Russian.
    /(?<![\p{L}])(?:всі|усі|кожен|кожн\p{L}*|будь-як\p{L}*|все|всё|каждый|каждая|каждое|любой|любая|любое)(?![\p{L}])/iu,
    // Korean.
    /전부|모든|모두|아무\s?\S+(?:이나|나)/u,
    // Indonesian; Portuguese and Spanish singular "toda quinta".
    /(?<![\p{L}])(?:semua|setiap|tiap|seluruh|tod[oa]|toda[s]?)(?![\p{L}])/iu,
    /(?:^|[.,;:—–]\s*|\s(?:y|e|and)\s+)(?<![\p{L}])nada\s+(?!de\s+nada)\p{L}/iu,
    // Vietnamese: "mọi", "tất cả", "IPN nào mà …" (any IPN that …).
    /(?<![\p{L}])(?:mọi|tất cả|mỗi|bất kỳ|bất cứ|tat ca)\s+\S|(?<![\p{L}])\p{L}+\s+nào\s+(?:mà|cũng)(?![\p{L}])/iu,
    // Hinglish (Hindi in Latin script) and Arabic.
    /\b(?:koi bhi|har)\s+\p{L}|\bek\s+\p{L}+\s+ek\s+\p{L}|(?<![\p{L}])(?:و)?(?:كل|أي|اي|جميع)\s+[\p{L}\d]|(?<![\p{L}])(?:محدش|ولا حد|لا أحد)(?![\p{L}])/iu,
    // Thai "ทุก…" (every), "ทั้งหมด" (all), "ใดๆ" (any), a generic condition "ถ้า … ให้ …" (if …, make it …); Tagalog
    // "lahat ng" (all the), "bawat" (each), "kahit" (even, any), "kapag …" (whenever) at a clause's start or "pag may …".
    /ทุก(?!ข์)|ทั้งหมด|ใดๆ|ไม่ว่า|^(?:ถ้า|หาก|เวลา)\S*\s.{0,80}?ให้/u,
    /\b(?:lahat ng|bawat|kahit (?:sa|anong|saan|kailan|sino))\b|^(?:kapag|pag|tuwing)\s|\b(?:kapag|pag|tuwing)\s+may\s/i,
    // Swahili "kila" (every), "zote/yote" (all), "yoyote" (any); Hebrew "כל" (every, all; with its joined "and/to/in/that"),
    // "שום" (no … at all), "אף אחד" (nobody).
    /(?<![\p{L}])(?:kila|yote|zote|wote|yoyote|zozote|wowote|yeyote|lolote|chochote|popote)(?![\p{L}])|(?<![\p{L}])[ושלב]{0,2}(?:כל|כולם|כולן|שום|אף אחד|אף אחת)(?![\p{L}])/iu,
    // Greek "όλοι/όλα" (all), "κάθε" (every), "κανένα" (none), "ό,τι" (whatever); Persian "هر" (every), "همه" (all), "هیچ" (no).
    /(?<![\p{L}])(?:όλ(?:οι|ες|α|ων|ους|η|ος|ο)|κάθε|καθε|κανένα|κανένας|καμία|ό,τι|οτιδήποτε|οποιοσδήποτε|οποιαδήποτε|οποιοδήποτε)(?![\p{L}])|(?<![\p{L}])(?:هر|همه|همه‌ی|هیچ|تمام)(?![\p{L}])/iu,
    // Hungarian "minden" (every, everything), "összes" (all), "bármilyen" (any), "senki/semmi" (nobody/nothing), typed with or
    // without accents; Bangla "সব" (all), "প্রতি" (every), "যেকোনো" (any) and their Banglish spellings.
    /(?<![\p{L}])(?:minden\p{L}*|[öo]sszes\p{L}*|b[áa]rmi\p{L}*|senki\p{L}*|semmi(?:t|lyen|kor)?|mindegyik\p{L}*)(?![\p{L}])|(?<![\p{L}\p{M}])(?:সব(?:াই|গুলো|গুলা|কিছু)?|প্রতি(?:টা|টি)?|প্রত্যেক[\p{L}\p{M}]*|যেকোনো|সকল)(?![\p{L}\p{M}])|\b(?:sob(?:ai|gula|kichu)?|shob(?:ai)?|protita|proti|prottek\w*|jekono)\b/iu,
    // Turkish "hiçbir" (no … at all), typed with or without its letters; Chinese "都" (all) after a subject or before a verb.
    /(?<![\p{L}])(?:hi[çc]bir|herhangi bir)(?![\p{L}])|都(?:用|要|走|是|得|不|会|必须)/iu,
    // Urdu "ہر" (every), "تمام" (all), "کسی بھی / کوئی بھی" (any): its ہ is not the Persian ه.
    /(?<![\p{L}])(?:ہر|تمام|کسی\s+بھی|کوئی\s+بھی|سب\s+کے\s+لیے)(?![\p{L}])/u,
    // Serbian, Croatian and Bosnian "svaki / sve / svi" (every, all), "bilo koji" (any), "nijedan" (none); Tamil "எல்லா"
    // (all), "ஒவ்வொரு" (every), "எந்த" (any) and Tanglish "ellaa / ovvoru / edhuvum".
    /(?<![\p{L}])(?:svak\p{L}*|vsak\p{L}*|sv(?:e|i|ih|im|ima|u|a)|vs(?:i|eh|em|ega)|bilo\s+koj\p{L}*|nijed(?:an|na|no|nog)|noben\p{L}*|kod\s+svih|vis[su]|visas|visiem|visus|visām|katr\p{L}*|jebkur\p{L}*|nevien[sa]|nekas)(?![\p{L}])|(?:^|[:;,]\s*)ja\s+[^,.]{1,80}?,\s*tad\s+\p{L}|(?:^|[.:;]\s*)kui\s+[^,.]{1,80}?\s(?:on|ei)\s|(?<![\p{L}\p{M}])(?:எல்லா[\p{L}\p{M}]*|ஒவ்வொரு|எந்த)(?![\p{L}\p{M}])|\b(?:ellaa?|ellam|ovvoru|ovoru|edhuvum|ethuvum|endha)\b/iu,
    // Romanian "toate / toți / orice / fiecare" (all, any, every), "niciun / nicio / nimic / nicăieri" (none, nothing, nowhere).
    /(?<![\p{L}])(?:toate|toți|toti|orice|fiecare|niciun|nicio|nimic|nicăieri|nicaieri|în\s+niciun\s+caz|in\s+niciun\s+caz|[çc]do|t[eë]\s+gjith[aeë]|asnj[eë]|askush|asgj[eë]|kushdo)(?![\p{L}])|(?:^|[.:;]\s*)(?:n[eë]se|ef)\s+[^,.]{3,80}?,\s*\p{L}/iu,
    // Javanese "kabeh" (all), "saben" (every), "sembarang" (any); Spanish "si necesitas / si vas a …" (a generic condition).
    /(?<![\p{L}])(?:kabeh|kabèh|saben|sembarang)(?![\p{L}])|^(?:si|cuando)\s+(?:necesitas|vas\s+a|quieres|agregas|añades|creas|tocas)\b|(?:^|[:;]\s*)(?:si|quan|cuando)\s+(?:el|la|l['’]|un|una|els|les|los|las)\s*[\p{L}-]+\s+(?!\?)/iu,
    // Egyptian Franco-Arabic (Arabizi, digits for the letters Latin lacks): "kol el students", "kol Sunday" (every), "ma7adsh"
    // (nobody), "wala 7aga" (nothing).
    /\bkol+\s+(?:el|l|yom|sana|shahr|marra|wa7ed|wa7da|7aga|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b|\bma7ad+sh\b|\bwala\s+7aga\b/i,
    // German "gilt für …" (applies to: the rule's scope).
    /(?<![\p{L}])(?:gilt|gelten)\s+für(?![\p{L}])/iu,
    // Swedish and Czech generic conditions after a colon or at a sentence's start: "om betalningen inte är …", "när en tid
    // avbokas …", "když chybí …"; Slovenian "…, če je null velja …" after a comma too.
    /(?:^|[:;]\s*)(?:om|när|k(?:dy)?ž|kdyz)\s+(?:[\p{L}\d-]+\s+){0,3}?(?:inte\s+)?(?:är|har|blir|går|avbokas|misslyckas|saknas|chyb[ií]|nen[ií]|je)(?![\p{L}])|(?:^|[:;,]\s*)(?:če|ce)\s+(?:[\p{L}\d_.-]+\s+){0,3}?(?:je|ni|so|niso|manjka|pade|ima|nima)\s+\S/iu,
    // Hindi in Devanagari: "हर" (every), "सभी / सारे" (all), "कोई भी" (any).
    /(?<![\p{L}\p{M}])(?:हर|सभी|सारे|सारी|कोई\s+भी|किसी\s+भी)(?![\p{L}\p{M}])/u,
    /(?<![\p{L}])(?:никто|ничего|нигде|никакие|никакой|ніхто|нічого|ніде|жоден|жодного)(?![\p{L}])|(?<![\p{L}])(?:один|одна|одно)\s+(?:\p{L}+\s+)?\p{L}+\s+на\s+\p{L}/iu, // Russian and Ukrainian \"никто / ніхто\" (nobody), \"один тестовый класс на хендлер\" (one per)
  ],
  always: [
    /\b(?:never|always|ever)\b/i,
    /(?<![\p{L}])(?:alltaf|aldrei|immer|niemals|altijd|nooit|siempre|nunca|jam[áa]s|toujours|jamais|sempre|zawsze|nigdy|alltid|altid|aldri[g]?|aina|koskaan|alati|kunagi|visada|visuomet|niekada|niekuomet|vždy|vždycky|nikdy|asla|hep|her zaman|daima|hiçbir zaman|hiç|gjithmon[eë]|gjithnj[eë]|kurr[eë])(?![\p{L}])/iu,
    /必ず|常に|いつも|絶対|总是|始终|永远|一定要|항상|반드시|절대/u,
    /(?<![\p{L}])(?:завжди|ніколи|всегда|никогда|винаги|никога)(?![\p{L}])/iu,
    /무조건|항상|반드시|절대(?:로)?/u,
    /(?<![\p{L}])(?:mereu|întotdeauna|niciodată)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:selalu|jangan pernah|tidak pernah|gak pernah|nggak pernah)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:luôn luôn|lúc nào cũng|không bao giờ|tuyệt đối|khong bao gio|tuyet doi)(?![\p{L}])/iu,
    /\b(?:hamesha|hamesa)\b|\bkabhi\b[^.,;]{0,60}\b(?:nahi|nahin|mat)\b|(?<![\p{L}])(?:و)?(?:دائما|دائماً|دايما|أبدا|أبداً|ابدا|مطلقا|خالص)(?![\p{L}])/iu,
    /เสมอ|เด็ดขาด|ตลอดเวลา/u,
    /\b(?:lagi|palagi|laging|hinding[- ]hindi)\b/i,
    /(?<![\p{L}])(?:kamwe|daima|siku zote|kila wakati|kila mara)(?![\p{L}])|(?<![\p{L}])[וש]?(?:תמיד|אף פעם|לעולם לא|בשום מקרה)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:πάντα|πάντοτε|ποτέ|ποτε)(?![\p{L}])|(?<![\p{L}])(?:همیشه|هیچوقت|هیچ‌وقت|هیچ وقت|هرگز)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:mindig|soha(?:sem)?|sose|semmik[ée]pp(?:en)?|kiv[ée]tel n[ée]lk[üu]l)(?![\p{L}])|(?<![\p{L}\p{M}])(?:সবসময়|সবসময়|সব সময়|সব সময়|কখনো(?:ই)?|কক্ষনো|কোনোদিন)(?![\p{L}\p{M}])|\b(?:sobsomoy|shobshomoy|kokhono(?:i)?|konodin)\b/iu,
    /(?<![\p{L}])mutlaka(?![\p{L}])/iu,
    /(?<![\p{L}])(?:ہمیشہ|کبھی\s+(?:بھی\s+)?نہیں)(?![\p{L}])/u,
    /(?<![\p{L}])(?:uvek|uvijek|mjesečno|mesečno|\d{1,2}\.\s+u\s+mjesecu|svak[aeio]\s+noći|vedno|vienm[eē]r|nikad|nikada|nikoli|nikdar|nekad|nikako|nipošto|niposto)(?![\p{L}])|(?<![\p{L}\p{M}])(?:எப்போதும்|எப்பவும்|ஒருபோதும்)(?![\p{L}\p{M}])|\b(?:eppovum|epovum|eppavum|eppodhum|orupodhum)\b/iu,
    // Franco-Arabic "dayman" (always), "3omrena ma …" (we never), "3omraha" (ever).
    /\b(?:dayman|daiman|abadan)\b|\b3omr(?:ena|na|aha|oh|o|ak|ik|ohom)?\s+ma\b|\b3omr(?:aha|oh|ohom|ena)\b/i,
    // Italian "non … mai" and Catalan "no … mai" (never; Romanian "nu mai" is "no longer"), Catalan "Mai …" opening a
    // sentence (Romanian "mai" is "more" there too: a message needs a second kind of signal).
    /(?<![\p{L}])non\s+(?:\p{L}+\s+){0,2}?mai(?![\p{L}])|(?<![\p{L}])no\s+(?:[\p{L}'’]+\s+){0,3}?mai(?![\p{L}])|(?:^|[.;:!?]\s+)mai\s+\p{L}/iu,
    // Czech "vůbec" (at all: "se vůbec nezobrazí").
    /(?<![\p{L}])v[uů]bec(?![\p{L}])/iu,
    // Hindi "हमेशा" (always), "कभी (भी) नहीं" (never).
    /(?<![\p{L}\p{M}])(?:हमेशा|कभी\s+(?:भी\s+)?(?:नहीं|मत))(?![\p{L}\p{M}])/u,
  ],
  fromNow: [
    /\b(?:from now(?: on)?|going forward|from here on|in (?:the )?future|from today on|(?:from|starting)(?: next)? (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|sprint|release|quarter))\b/i,
    // A start date: "from 1 June", "fra 1. juni", "ab 1. Juli", "desde el 1 de junio".
    /(?<![\p{L}])(?:from|fra|från|ab|vanaf|od|desde(?:\s+el)?|dès le|a partir d[eo])\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:de\s+|of\s+)?(?:jan|feb|mar|apr|ma[iyj]|jun|jul|aug|sep|o[ck]t|nov|de[csz]|janv|févr|avr|juin|juil|août|ene|abr|ago|dic|gen|giu|lug|ott|sty|lut|kwi|cze|lip|sie|wrz|paź|lis|gru)\p{L}*/iu,
    /(?<![\p{L}])(?:ab sofort|ab jetzt|künftig|vanaf nu|nuo šiol|nuo siol|nuo dabar|voortaan|a partir de ahora|a partir d['’]ara|d['’]ara (?:en )?endavant|a partir de demà|de ahora en adelante|désormais|dorénavant|pour la suite|à l'avenir|d'ora in poi|d'ora in avanti|od teraz|odteraz|od teď|odteď|a partir de agora|fremover|framöver|fra nu af|fra nå av|från och med nu|jatkossa|tästä lähtien|edaspidi|bundan sonra)(?![\p{L}])/iu,
    /今後|これから|以降は|今から|以后|今后|从现在|앞으로|이제부터/u,
    /(?<![\p{L}])(?:от\s+\d{1,2}\s+(?:януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)|отсега|відтепер|надалі|з цього моменту|з наступного (?:релізу|тижня|місяця|спринту)|отныне|впредь|с этого момента|со следующего (?:релиза|спринта|месяца))(?![\p{L}])/iu,
    // Romanian.
    /(?<![\p{L}])(?:de acum înainte|de acum|pe viitor)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:mulai sekarang|ke depannya|mulai minggu ini|mulai besok|dari sekarang)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:de aquí en adelante|desde ahora|a partir de hoy|daqui pra frente|daqui para frente)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:từ giờ|từ nay|từ bây giờ|tu gio|tu nay)(?:\s+trở đi)?(?![\p{L}])/iu,
    /\b(?:ab se|aage se|abse|aaj se)\b|(?<![\p{L}])(?:من النهارده|من دلوقتي|من الآن|من الان|بعد كده|من هنا ورايح|من هنا ورايح|مستقبلا)(?![\p{L}])/iu,
    /ตั้งแต่(?:นี้|วันนี้|พรุ่งนี้|เดือนหน้า|สัปดาห์หน้า|อาทิตย์หน้า|ปีหน้า|release|sprint|เวอร์ชัน)|ต่อจากนี้|จากนี้ไป|ต่อไปนี้/u,
    /\b(?:simula ngayon|mula ngayon|simula (?:bukas|next))\b/i,
    /(?<![\p{L}])(?:kuanzia (?:sasa|leo|kesho|wiki|mwezi|tarehe)|tangu sasa|kwenda mbele)(?![\p{L}])|(?<![\p{L}])ו?(?:מהיום|מעכשיו|מעתה|מכאן והלאה|החל מ)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:από (?:ε?δω|τώρα) και (?:πέρα|στο εξής)|στο εξής|από σήμερα|από αύριο|από την επόμενη)(?![\p{L}])|(?<![\p{L}])(?:از این به بعد|از الان به بعد|از امروز|از فردا|از هفته بعد|از ماه بعد)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:mostant[óo]l|ezent[úu]l|innent[őo]l|a j[öo]v[őo]ben|holnapt[óo]l|j[öo]v[őo] h[ée]tt[őo]l)(?![\p{L}])|(?<![\p{L}\p{M}])(?:এখন থেকে|আজ(?:কে)? থেকে|এর পর থেকে|সামনে থেকে)(?![\p{L}\p{M}])|\b(?:ekhon theke|aj(?:ke)? theke|next \w+ theke)\b/iu,
    /(?<![\p{L}])(?:od\s+(?:dziś|dzisiaj|jutra|poniedziałku|przyszłego\s+\p{L}+|następne\p{L}*\s+\p{L}+)|اب\s+سے|آج\s+سے|آئندہ|آگے\s+سے)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:od\s+sada|odsad|ubuduće|ubuduce|od\s+danas|od\s+sutra|turpmāk|no\s+nākam\p{L}*\s+\p{L}+|no\s+šodienas|no\s+rītdienas)(?![\p{L}])|(?<![\p{L}\p{M}])(?:இனிமே|இனிமேல்|இனி)(?![\p{L}\p{M}])|\b(?:inime|inimel|ini\s+mel|ippo(?:la)?\s+irundhu|\S+\s+la\s+irundhu)\b/iu,
    // Franco-Arabic "men delwa2ty" (from now on), "men el naharda" (from today), "men hena w rayeh".
    /\b(?:men|mn|min)\s+(?:delwa2t[iy]|(?:el\s*)?naharda|hena\s+w\s*rayeh)\b/i,
    // Italian "da adesso / da ora in poi / da oggi" (from now on).
    /(?<![\p{L}])(?:da\s+adesso|da\s+ora\s+in\s+poi|da\s+oggi(?:\s+in\s+poi)?|d['’]ora\s+in\s+poi|da\s+qui\s+in\s+avanti)(?![\p{L}])/iu,
    // Traditional Chinese (Taiwan) "之後一律 / 以後 / 往後 / 從現在開始" (from now on).
    /之後(?:一律|都|統一|就|要)|以後(?!再說)|往後|從現在開始|從今天起|從下(?:週|個月|次)起/u,
    // Hindi "अब से / आज से / आगे से" (from now on).
    /(?<![\p{L}\p{M}])(?:अब\s+से|आज\s+से|आगे\s+से)(?![\p{L}\p{M}])/u,
  ],
  obligation: [
    /\b(?:has to|have to|must(?:n'?t| not)?|may only|can only|cannot|can'?t|is not allowed|are not allowed|needs? to be|should always|should never)\b/i,
    /(?<![\p{L}])(?:þarf|þurfa|skal|skulu|má\s+ekki|mega\s+ekki|eiga\s+að|bannað|muss|müssen|darf nicht|dürfen nicht|moet(?:en)?|mag niet|mogen niet|debe[n]?|hay que|doit|doivent|il faut|faut|je veux que|je veux voir|deve(?:m|no)?|musi(?:my)?|trzeba|turi(?:me|m)?\s+\p{L}+ti|privalo\p{L}*|negalima|draudžiama|draudziama|obowiązkow\p{L}*|wymóg|nie wolno|skal|skall|ska|måste|må|täytyy|pitää|ei saa|peab|peavad|ei tohi|tem de|tem que|têm de|têm que|tiene[n]? que|precisa[m]? de|musí|nesmí|no puede[n]?|no se puede|no debe[n]?|non può|non possono|non deve|non devono|non va|non vanno)(?![\p{L}])/iu,
    // Turkish necessity: "yapılmalı", "gitmeli".
    /(?<![\p{L}])\p{L}{3,}(?:meli|malı)\p{L}{0,4}(?![\p{L}])/iu,
    // Not allowed, in the Nordic languages, Finnish, Estonian: "skal ikke være lov", "inte tillåtet".
    /(?<![\p{L}])(?:ikke\s+(?:\p{L}+\s+){0,3}lov|inte\s+tillåt\p{L}*|ei\s+(?:ole\s+)?sallittu|pole\s+lubatud)(?![\p{L}])/iu,
    /なければならない|なければいけない|必要があ|必須|てはいけない|ではいけない|禁止|不可|ダメ|だめ|ないでください|しないこと|ないように|必须|不能|不得|不许|해야|하지 마|안 됩니다|금지/u,
    /(?<![\p{L}])(?:трябва|задължително|не бива|може тільки|можна тільки|может только|можно только|має бути|мають бути|повинен|повинна|повинні|потрібно|треба|не можна|заборонено|должен|должна|должны|нужно|надо|нельзя|запрещено)(?![\p{L}])/iu,
    /(?:해야|돼야|되어야)\s?(?:해|합니다|돼요|함|하고)|하면\s?안|안\s?돼요|안\s?됩니다|안\s?됨|말고|마세요|마십시오/u,
    /(?<![\p{L}])(?:trebuie|nu e voie|interzis\p{L}*|no\s+es\s+pot|no\s+poden|cal(?:drà)?\s+que)(?![\p{L}])|(?<![\p{L}])(?:ha|han|has|hem|heu|haurà|hauran|hauria|haurien)\s+d(?:e\s|['’]\p{L})/iu,
    /(?<![\p{L}])(?:wajib|harus|gak boleh|ga boleh|tidak boleh|nggak boleh|dilarang|cuma boleh|hanya boleh|tem q|têm q)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:requiere[n]?|no se (?:toca|cambia|modifica|borra|mueve))(?![\p{L}])/iu,
    /(?<![\p{L}])(?:phải|bắt buộc|không được|cấm|phai|bat buoc|khong duoc)(?![\p{L}])/iu,
    /\b(?:chahiye|chaiye|zaroori|zaruri|(?:karna|hona)\s+(?:hi\s+)?(?:hai|padega)|allowed\s+(?:hai|hain|nahi))\b|(?<![\p{L}])(?:و)?(?:لازم|يجب|ضروري|لابد|لا بد|ممنوع|مسموح|ماينفعش|مينفعش|ما ينفعش)(?![\p{L}])/iu,
    // Thai "ต้อง" (must; not in "ถูกต้อง", correct), "ห้าม" (forbidden), "ควร" (should), "ให้เป็น/ให้ใช้/ให้ทำ" (have it
    // be / use / done: a directive); Tagalog "dapat", "kailangan", "bawal", "hindi pwede".
    /(?<!ถูก)ต้อง(?!การ)|ห้าม|ควร|จำเป็น|ให้(?:เป็น|ใช้|ทำ)/u,
    /\b(?:dapat|kailangan|kelangan|bawal|hindi (?:na )?pwede(?:ng)?|di pwede(?:ng)?|hindi puwede(?:ng)?)\b/i,
    // Swahili "lazima" (must), "marufuku" (forbidden), "iwe" (let it be), a passive subjunctive ("iwekwe", "itumike": let it
    // be put, be used) and a negative one ("isirudishwe", "usitumie", "tusipoteze": it must not be, don't); Hebrew
    // "חייב" (must), "חובה", "אסור" (forbidden), "מותר רק" (allowed only), "אין ל…" (one may not).
    /(?<![\p{L}])(?:lazima|sharti|inabidi|marufuku|hairuhusiwi|haziruhusiwi|haruhusiwi|inapaswa|zinapaswa|tunapaswa|haifai|hazifai|iwe|ziwe|uwe|wawe|(?!unlike)(?<![\p{L}])(?:i|zi|u|li|ya|wa)\p{L}{2,}(?:we|ike|eke)|(?!usijali)(?<![\p{L}])(?:u|i|zi|wa|tu|a|li|ya|ku|m)si-?\p{L}{2,}e)(?![\p{L}])|(?<![\p{L}])ו?(?:חייב|חייבת|חייבים|חייבות|חובה|אסור|מותר רק|צריך להיות|צריכה להיות|צריכים להיות|אין ל\p{L}{2,})(?![\p{L}])/iu,
    // Greek "πρέπει" (must), "απαγορεύεται" (forbidden), "υποχρεωτικά"; Persian "باید" / "نباید" (must / must not),
    // "نمی‌تونه" (cannot), "ممنوع".
    /(?<![\p{L}])(?:πρέπει|απαγορεύεται|απαγορευεται|υποχρεωτικ\p{L}*|επιτρέπεται μόνο|δεν επιτρέπεται)(?![\p{L}])|(?<![\p{L}])(?:باید|نباید|نمیتون\p{L}*|نمی‌تون\p{L}*|نمی‌توان\p{L}*|ممنوع\p{L}*|مجاز نیست|اجباری\p{L}*|لازمه)(?![\p{L}])/iu,
    // Hungarian "kell" (must; not the past "kellett"), "kötelező", "tilos" (forbidden), "nem szabad", "legyen" (let it
    // be), "csak … -hat/-het" (may only); Bangla "-তে হবে" (must do), "লাগবে" (is needed), "উচিত" (should), a
    // future with "না" ("যাবে না": it won't go, "নিবো না": we won't take), and the informal future that Dhaka uses
    // as an instruction ("call করবা", "দেখাবা": you'll do, you'll show), in Bangla script and in Banglish.
    /(?<![\p{L}])(?:kell(?:ene)?|k[öo]telez[őo]\p{L}*|musz[áa]j|tilos|nem szabad|legyen|legyenek|csak\s+\p{L}+(?:hat|het)(?:ja|i|nak|nek)?)(?![\p{L}])|(?<![\p{L}\p{M}])(?:[\p{L}\p{M}]+তে\s+হবে|লাগবে|উচিত|বাধ্যতামূলক|নিষেধ|[\p{L}\p{M}]+(?:বে|বা|বো|বেন)\s+না|(?!(?:অথবা|কিংবা|সেবা|বাবা|ভাবা)(?![\p{L}\p{M}]))[\p{L}\p{M}]{2,}(?:বা|বেন))(?![\p{L}\p{M}])|\b(?:\w+te hobe|lagbe|uchit|\w+(?:be|ba|bo|ben) na|(?:kor|dekha|likh|rakh|di|ni|patha|chala|bana)(?:ba|ben))\b/iu,
    // Turkish "şart" / "zorunlu" (required), a third-person imperative ("gitsin", "olsun": let it go, let it be) and
    // a general rule in the passive aorist ("açılır", "işlenmez": is opened, is not processed; not "-ebilir", may);
    // Chinese "也要 / 都要 / 一定要" (must also, must all) and "硬性要求" (a hard requirement).
    /(?<![\p{L}])(?:[şs]art|zorunlu\p{L}*|\p{L}{2,}(?<![mM][ıiuü])(?:s[ıiuü]n|s[ıiuü]nlar)|\p{L}{2,}(?<!(?:ab|eb|yab|yeb))(?:[ıiuü]l[ıiuü]r|[ıiuü]lmaz|[ıiuü]lmez|nmaz|nmez))(?![\p{L}])|(?:也|都|一定|必须)要|硬性要求|强制/iu,
    // Polish "ma / mają / powinien / należy + infinitive" (is to, should: "ma zwrócić QUOTE_EXPIRED"); Roman Urdu's
    // third-person future ("lagega", "katega", "hogi": it will apply, be deducted) and habitual passive ("archive hota
    // hai": is archived), both of which state how things go; Urdu "ضروری / لازمی / چاہیے" and the future "ہوگی", "جائے گا".
    /(?<![\p{L}])(?:ma|mają|powin(?:ien|na|no|ny|niśmy)|należy)\s+(?:\p{L}+\s+)?\p{L}+[ćc](?![\p{L}])|(?<![\p{L}])(?!(?:omega|mega|vega|bodega|yoga|toga|saga)(?![\p{L}]))\p{L}{2,}(?:ega|egi|enge|oga|ogi|oge)(?![\p{L}])|\b\p{L}+\s+(?:hota|hoti|hote|jata|jati|jate)\s+(?:hai|hain)\b|(?<![\p{L}])(?:ضروری|لازمی|چاہیے|چاہئے)(?![\p{L}])|(?<![\p{L}])(?:ہو|جائے|جائیں|کرے|کریں|لگے|دے|رہے|کٹے|آئے)\s?گ(?:ا|ی|ے)(?![\p{L}])/iu,
    // Serbian and Croatian "mora (da)", "treba", "obavezno", "ne sme / ne smije"; Slovenian "morajo", "obvezen", "ne smejo", "naj bo" (let it be); Tamil "கூடாது" (must not), "வேண்டும்", the
    // colloquial "-ணும்" (must: "தொடங்கணும்") and Tanglish "koodadhu", "venum", "-anum" ("pannanum", "mudiyanum").
    /(?<![\p{L}])(?:mora|moraju|morajo|moramo|morate|j[aā]b[uū]t|jā\p{L}{3,}|vajag|tuleb|nedr[iī]kst|obligāt\p{L}*|treba|trebaju|trebate|potrebno|obavez(?:an|na|no|ni|ne)|obvez(?:en|n[aoie])|naj\s+(?:bo|bodo|se|gre|gredo|ima|imajo|ne)|ne\s+sme(?:ju|jo)?|ne\s+smije|ne\s+smiju|zabranjen\p{L}*)(?![\p{L}])|(?<![\p{L}\p{M}])(?:கூடாது|வேண்டும்|வேணும்|கட்டாயம்|[\p{L}\p{M}]+ணும்)(?![\p{L}\p{M}])|\b(?:koodadhu|koodathu|kudathu|kudadhu|venum|vendum|kattayam|\w{3,}(?:anum|annum|ணும்))\b/iu,
    // Romanian "obligatoriu" (mandatory), "se face / se trimite … doar" is read by `only`; Pidgin "suppose" (should), "must".
    /(?<![\p{L}])(?:obligatori[ue]|obligatorie|e\s+interzis|este\s+interzis|duhet|detyrimisht|patjet[eë]r|nuk\s+lejohet|ndalohet|nu\s+se\s+(?:modifică|modifica|șterg|sterg|șterge|sterge|retrimite|trimite|schimbă|schimba|face|folosește|foloseste))(?![\p{L}])|\b(?:suppose|supposed\s+to)\s+\w+/iu,
    // Javanese "kudu" (must), "ora oleh / ora entuk" (may not), "wajib".
    /(?<![\p{L}])(?:kudu|kudune|ora\s+oleh|ora\s+entuk|ra\s+oleh)(?![\p{L}])/iu,
    // Franco-Arabic "lazem" (must), "mamnoo3" (forbidden), "mayenfa3sh" (may not); Dutch and Flemish "mag enkel / alleen" (may only).
    /\b(?:lazem|la2zem|lazm|mamno+3|mamnou3|ma?yenfa3sh|mynfa3sh|mayenfa3sh|m[ei]?sh\s+masmo+7|daroory|daroori)\b|(?<![\p{L}])(?:mag|mogen)\s+(?:enkel|alleen|uitsluitend)(?![\p{L}])/iu,
    // Hindi "चाहिए" (should), "ज़रूरी" (required), and the future that states how things go ("expire होगी", "में जाएगा").
    /(?<![\p{L}\p{M}])(?:चाहिए|ज़रूरी|जरूरी|अनिवार्य|होगा|होगी|होंगे|जाएगा|जाएगी|जाएँगे|जायेगा|जायेगी)(?![\p{L}\p{M}])/u,
  ],
  // A way chosen over another: "pls use BankCalendar, not a holiday list", "is for X, not for committed code".
  contrast: [
    // "toujours via useMoney, jamais de toFixed(2)": the way, then the one it replaces.
    // Not a month: ", mai 2025" is May.
    /\(\s*not\s+(?:the\s+|a\s+)?[\p{L}\p{S}\d]|(?<![\p{L}])nota\s+\S+\s+ekki\s+\S|,\s*(?:never|jamais|nunca|niemals|nooit|mai|nigdy)\s+(?:de\s+|d['’]|di\s+)?[\p{L}\p{S}\p{P}]/iu,
    /,\s*(?<![\p{L}])pas\s+(?:le|la|les|l['’]|de|d['’]|un|une|par|avec|en|dans|sur|via)(?![\p{L}])/iu,
    /,\s*not\s+(?!sure\b|now\b|yet\b|today\b|really\b)\S|\binstead of\b|\brather than\b|\bnot for\b|^(?:no[,.]?\s+)?(?:that'?s|thats|this is)\s+(?:wrong|not (?:right|true|correct|how (?:it|we|this) works))\b/i,
    /(?:^|,\s*|[—–]\s*)(?:nicht|niet|ikke|inte|mitte|ne|не)\s+\p{L}/iu,
    // "decidimos … no QML, e não com subtitleoverlay": "and not" in the Romance and Germanic languages.
    /(?<![\p{L}])(?:e|y|et|und|en)\s+(?:não|non|nicht|niet)\s+(?:com|con|avec|mit|met|via|por|par|per|em|en|in|no|na)(?![\p{L}])/iu,
    /(?:^|,\s*)(?<![\p{L}])bukan\s+\p{L}/iu,
    /(?<![\p{L}])(?:chứ không|chứ đừng|thay vì|không phải)(?![\p{L}])/iu,
    // ", FAILED nahi" (not FAILED), "مش بالكيلومتر" (not by the kilometre).
    /(?:[,،]|\s[—–-])\s*(?:\S+\s+){0,4}?\S+\s+nahi(?=[\s.,;!]|$)|\b(?:ki jagah|ke bajaye|na ki)\b|(?:^|[,،]\s*|\s[—–]\s*)(?<![\p{L}])(?:مش|وليس|بدل|بدلا من)\s+\S/iu,
    // Thai "…แทน" (instead; not "ตัวแทน", an agent), "ไม่ใช่" (not), "นอกนั้น" (otherwise), a way then "ไม่เอา/ไม่ใช้ …";
    // Tagalog ", hindi sa …" (not via …), "imbes na", "sa halip na".
    /(?<!ตัว)แทน|ไม่ใช่|นอกนั้น|นอกจากนั้น|\S\s+(?:ไม่เอา|ไม่ใช้)/u,
    /[,;—–]\s*hindi\s+(?:sa|ang|naka|ma|i)\b|\b(?:imbes na|sa halip na)\b/i,
    /(?:^|[,;—–]\s*)(?<![\p{L}])(?:sio|siyo)\s+\S|(?<![\p{L}])(?:badala ya|wala si)(?![\p{L}])|(?:^|[,;—–]\s*|[.]\s+)(?<![\p{L}])ו?לא\s+\S|(?<![\p{L}])ו?במקום(?![\p{L}])/iu,
    /(?:[,،;—–]\s*)(?<![\p{L}])(?:όχι|οχι|نه)\s+\S|(?<![\p{L}])(?:αντί (?:για|να)|και όχι|به جای|بجای)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:hanem|helyett|nem pedig)(?![\p{L}])|(?<![\p{L}\p{M}])(?:বরং|বদলে)(?![\p{L}\p{M}])|\b(?:borong|bodole)\b/iu,
    // Turkish "X değil" (not X: "ek olarak değil link olarak"); Chinese "，不能 / 不要 / 不是 / 而不是 …" after a clause (", not …").
    /\S\s+de[ğg]il(?![\p{L}])|[，,]\s*(?:不能|不要|不是|而不是|别)|而不是/iu,
    /[,;—–]\s*(?:a\s+)?ne\s+(?:po|sa|u|na|kroz|preko|samo|\p{L}+)(?![\p{L}])|(?<![\p{L}])(?:umesto|umjesto|a\s+ne|nevis)(?![\p{L}])|[,;—–]\s*(?:\S+\s+){0,2}?(?:இல்ல|இல்லை|illa|illai)(?![\p{L}\p{M}])|\b(?:badhila|badhilaa|pathila)\b/iu,
    /(?:^|[,.;:—–]\s*)(?<![\p{L}])nu\s+(?:pe|în|in|din|prin|cu|la|pentru)(?![\p{L}])|(?<![\p{L}])(?:în\s+loc\s+de|in\s+loc\s+de)(?![\p{L}])/iu,
    // Franco-Arabic "msh men el app" (not from the app), "badal ma" (instead of).
    /\b(?:msh|mesh|mish)\s+(?:men|mn|b|bel|f|fel|3ala|3al)\b|\bbadal\s+ma\b/i,
    // Italian ", non …" / ", mai come …" after a clause; Ukrainian and Russian "а не в …" (and not in …).
    /[,;—–]\s*(?:non|mai\s+come)\s+\p{L}|(?<![\p{L}])(?:а|але|но)\s+не\s+(?:в|у|на|через|з|із|по|для|як|как)(?![\p{L}])/iu,
    // Finnish ", ei …" (not …) after a clause, "eikä" (and not).
    /[,;—–]\s*ei\s+\p{L}|(?<![\p{L}])eikä(?![\p{L}])/iu,
  ],
  // A ban at a clause's start: "no websockets, …", "no emails in bus events", "pls no generated grids".
  ban: [
    /\bi\s+(?:dont|don'?t|do not)\s+want\b/i,
    /(?<![\p{L}])je\s+(?:ne\s+)?veux\s+(?:pas|plus)(?![\p{L}])/iu,
    /\b(?:so|hence|thus)\s+no\s+[a-z_]/i,
    // "geen merge van losse velden", "nada de QtWebEngine", "pas d'accès cross-site", "keine Mocks".
    /(?:^|[.,;:—–]\s*)(?:keine?|geen|ingen|nada de|ning[úu]n|pas d['’]|pas de|aucun\p{L}*|nessun\p{L}*|niente|żadn\p{L}*|žádn\p{L}*)\s*\p{L}/iu,
    // Turkish "there is no …" after its noun: "manuel iade yok", "Non-3DS fallback yok".
    /(?<![\p{L}])\p{L}[\p{L}\d-]*\s+yok(?:\s+artık)?(?=[\s.,;:!]|$)/iu,
    /(?<![\p{L}])\p{L}*(?:forbud|förbud|verbot|zakaz)\p{L}*(?![\p{L}])/iu,
    /(?:^|[.,;:—–]\s*|\band\s+)(?:(?:pls|please)\s+)?no\s+(?!no\b|problem|worries|idea|need\b|thanks|rush|way\b|clue|hurry|pressure|stress|biggie|luck|longer|more\b|not\b|sorry)[a-z_][\w.-]*/i,
    /使わない|使用しない|不要用|别用|不使用|사용하지 마|쓰지 마/u,
    /(?:^|[.,;:—–]\s*)(?<![\p{L}])jangan\s+\p{L}/iu,
    // Vietnamese "đừng …", and "bỏ X" / "tắt X" (drop, turn off) at a clause's start.
    /(?<![\p{L}])đừng\s+\p{L}|(?:^|[.,;:—–]\s*)(?<![\p{L}])(?:bỏ|tắt|không dùng)\s+\S/iu,
    // Hinglish "mat banana", "nahi chahiye"; Egyptian negative imperatives ("متعملش", "متغيروش"), "بلاش".
    /\bmat\s+(?:\p{L}+\s+){0,2}?\p{L}+(?:na|o)\b|\bnahi\s+chahiye\b|\b(?:nahi|nahin)\s+\p{L}+na\b|\b(?:hata|band\s+kar)\s*do\b|(?<![\p{L}])(?:و)?(?:ما?ت\p{L}{2,}ش|بلاش|لا تستخدم|لا تعمل|مش\s+عايز\p{L}*|مش\s+عاوز\p{L}*)(?![\p{L}])/iu,
    // Thai "อย่า…" (don't; not "อย่าง", a manner) and "ไม่เอา/ไม่ใช้ …" at a clause's start; Tagalog "wag/huwag …",
    // "walang … sa/habang" (no … in/while), English "X is a no".
    /(?:^|\s)(?:ไม่เอา|ไม่ใช้)|อย่า(?!ง)/u,
    /\b(?:wag|huwag)\s+\S|\bwalang\s+\S+(?:\s+\S+)?\s+(?:sa|habang|kapag|pag)\b|\bis a (?:hard )?no\b/i,
    // Swahili "hakuna …" (there is no …) at a clause's start; Hebrew "בלי" (without), "אין" (there is no), "אל ת…"
    // (don't), "לא רוצים" (we don't want), "לא עושים" (we don't do), "never" at a clause's start.
    /(?:^|[.,;:—–]\s*)(?<![\p{L}])(?:hakuna|hamna)\s+\S|(?:^|[.,;:—–]\s*)(?<![\p{L}])ו?(?:בלי|אין|אף פעם לא|לעולם לא)\s+\S|(?<![\p{L}])ו?אל\s+ת\p{L}{2,}|(?<![\p{L}])ו?(?:אנחנו\s+)?לא\s+(?:רוצים|עושים|משתמשים)(?![\p{L}])/iu,
    /(?:^|[.,;:—–]\s*)(?<![\p{L}])(?:μην|μη|χωρίς)\s+\S|(?<![\p{L}])(?:نذار\p{L}*|نکن\p{L}*|نزن\p{L}*)(?![\p{L}])|(?:^|[.,،;:—–]\s*)(?<![\p{L}])(?:بدون|هیچ)\s+\S/iu,
    // Hungarian "ne …" before a subjunctive ("ne írjon", "ne Slackre menjen": let it not; French "ne … pas" is no ban), "… nincs" (there is no … : "Redis nincs"); Bangla "… না" closing a
    // clause ("cache এর উপর ভরসা না": no relying on the cache).
    /(?<![\p{L}])ne\s+(?:\p{L}+\s+){0,2}?\p{L}*(?:j|ss|zz|ts|gy)(?:on|ön|en|an|ék|ák|unk|ünk|uk|ük|a|e)(?![\p{L}])|(?<![\p{L}])\p{L}[\p{L}\d-]*\s+nincs(?:\s+t[öo]bb[ée])?(?=[\s.,;:!]|$)|[\p{L}\p{M}]+\s+না(?=[\s।.,;!]|$)|\b(?:dio|koro|korio)\s+na\b/iu,
    // Turkish negative imperative at a clause's end or before a comma ("ikinci kez gönderme", "hiç gönderme": don't send).
    /(?<![\p{L}])\p{L}{3,}(?:me|ma)(?=\s*(?:[.,;!]|$))(?<!(?:tme|tma|leme|lama))|不要再|别再/iu,
    // Polish "nie …aj/uj" (a negative imperative: "nie dodawaj"); Roman Urdu "koi … nahi" (there is no …); Urdu "مت"
    // (don't) and "کوئی … نہیں".
    /(?<![\p{L}])nie\s+(?:\p{L}+(?:aj|uj|ij|yj)|rób|pisz|twórz|bierz)(?![\p{L}])|\bkoi\s+(?:\p{L}+\s+){0,2}?(?:nahi|nahin)\b|(?<![\p{L}])مت\s+\S|(?<![\p{L}])کوئی\s+(?:\S+\s+){0,2}?نہیں(?![\p{L}])/iu,
    // Serbian and Croatian "ne …j/…ji" (a negative imperative: "ne daj", "ne šalji", "ne prikazuj"), "nemoj"; Tanglish and
    // Tamil "venaam / வேண்டாம்" (don't want), the negative imperative "-aadheenga / -ாதீங்க".
    /(?<![\p{L}])(?:ne\s+\p{L}{2,}(?:j|ji|ij)|nemoj\p{L}*)(?![\p{L}])|\b(?:venaam|vendaam|venam|\w+aadheenga|\w+aadhinga|\w+aadhe)\b|(?<![\p{L}\p{M}])(?:வேண்டாம்|வேணாம்|[\p{L}\p{M}]+ாதீங்க|[\p{L}\p{M}]+ாதே)(?![\p{L}\p{M}])/iu,
    // Romanian "fără …" and Slovenian "brez …" (without), "nima …" (has no) at a clause's start, "nu facem / nu trimitem / nu folosim" (we don't); Pidgin "no bring / no
    // use …" (don't) and "we no …" (we don't).
    /(?:^|[.,;:—–]\s*)(?<![\p{L}])(?:fără|fara|brez|bez|nekād\p{L}*|nima|nimajo)\s+\p{L}|(?<![\p{L}])(?:mos\s+\p{L}{2,}|s['’]\p{L}{4,}|nuk\s+(?:[eit]a?\s+)?\p{L}{3,}(?:jn[eë]|het|hen))(?![\p{L}])|(?<![\p{L}])ei\s+\p{L}{2,}(?:ta|da)(?![\p{L}])|(?<![\p{L}])nu\s+\p{L}{3,}(?:ăm|em|im)(?![\p{L}])|\bwe\s+no\s+(?:go\s+)?\w+|(?:^|[.,;:—–]\s*)no\s+(?:bring|use|add|put|touch|call|send|allow|change|remove|commot)\b/iu,
    // Javanese "ojo" (don't; not Spanish "un ojo", an eye); Spanish "cero X" (no X at all), "ni X" (nor X) after a clause.
    /(?<![\p{L}])(?<!(?:un|el|al|del)\s)(?:ojo|ojok)(?![\p{L}])|(?:^|[.,;:—–]\s*)(?<![\p{L}])(?:cero|ni)\s+\p{L}/iu,
    // Franco-Arabic "mafeesh …" (there is no …) and "balash …" at a clause's start, the negative imperative "mat…sh"
    // ("matraga3sh", "mat8ayaroosh": don't bring back, don't change); Dutch "helemaal geen" (none at all).
    /(?:^|[.,;:—–]\s*)(?:mafeesh|mafish|mafesh|mfeesh|bala+sh)\s+\S|\bmat[a-z\d]{3,}(?:sh|oosh|ush|eesh)\b|(?<![\p{L}])(?:helemaal|absoluut)\s+(?:geen|niet)(?![\p{L}])/iu,
    // Portuguese "sem X" (without) at a clause's start, "não … nem …" (neither … nor), impersonal "não se mexe", Italian "non si tocca".
    /(?:^|[.,;:—–]\s*)(?<![\p{L}])sem\s+\p{L}|(?<![\p{L}])não\s+\p{L}+\s+(?:\S+\s+){0,3}?nem\s+\p{L}|(?<![\p{L}])(?:não|nao)\s+se\s+(?:mexe|toca|altera|muda|edita|apaga|emite|reemite|usa|faz|envia|commita)(?![\p{L}])|(?<![\p{L}])non\s+si\s+(?:tocca|modifica|cambia|usa|fa|manda|committa)(?![\p{L}])/iu,
    // Czech "žádný / žádnej X" and Slovak "žiadne X" (no X), typed with or without their letters.
    /(?<![\p{L}])(?:[zž][aá]dn(?:[yý]|ej|á|a|é|e|ou)|[zž]iadn(?:[yý]|a|e|é|o|ych|ých))\s+\p{L}/iu,
    // Finnish "ei X" (no X, not X) at a clause's start.
    /(?:^|[.,;:—–]\s*)(?<![\p{L}])ei\s+\p{L}/iu,
    // Hindi "मत" (don't), "नहीं आएगा / नहीं करनी" (won't come, must not be done), "कोई … नहीं" (no … at all).
    /(?<![\p{L}\p{M}])(?:मत|नहीं\s+(?:आएगा|आएगी|होगा|होगी|करना|करनी|चलेगा|डालना|रखना|भेजना))(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])कोई\s+(?:\S+\s+){0,3}?नहीं(?![\p{L}\p{M}])/u,
    /(?<![\p{L}])(?:ikke|aldri)\s+(?:lag|bruk|legg|gjør|send|kjør|logg|rør|endre|slett|lagre|kall|push|deploy)\p{L}{0,2}(?![\p{L}])|(?<![\p{L}])не\s+(?:\p{L}{3,}(?:ём|ем|им)|се\s+\p{L}{3,}|искаме|пипай\p{L}*)(?![\p{L}])/iu, // Norwegian \"ikke lag / aldri logg\" (don't make, never log); Russian \"не показываем\" (we don't show)
  ],
  we: [
    /\bwe\s+(?:never|don'?t|do not|always|use|keep|only|need to|must|are not|aren'?t|do|run|ship|call|name|put|write|store|book)\b|\bwe(?:'re|’re)\s+(?:not|keeping|using|sticking|staying)\b/i,
    /\bwe(?:'ll| will)\s+(?:keep|use|stay|stick|run|ship|store|put|never|always|only|not)\b/i,
    // A habit: "we remove them when we touch that file".
    /\bwe\s+[a-z]+\s+(?:it|them|those|these)\s+(?:when|whenever|once)\s+we\b/i,
    /(?<![\p{L}])(?:vi\s+(?:bruker|bruger|använder|kjører|kører|kör|holder|håller|gjør|gør|gör)|\p{L}+[ıiuü]yoruz|\p{L}{2,}(?<!gr)amos|\p{L}{2,}(?<!extr)emos|\p{L}{2,}iamo|używamy|trzymamy|robimy|stosujemy|piszemy|kasujemy|usuwamy|nazywamy|dodajemy|czekamy|me\s+kasutame|käytämme|používáme|děláme|držíme|píšeme|usamos|fazemos|mantemos|guardamos|hacemos|mantenemos|on utilise|nous utilisons|on garde|wir\s+(?:nutzen|verwenden|machen|halten|schreiben|nennen|ersetzen)|we\s+(?:gebruiken|houden|doen|vervangen|zetten|schrijven|noemen|draaien))(?![\p{L}])/iu,
    // French "on" with a practice verb, its object pronoun between: "on les garde", "on le rejoue", "on découpe".
    /(?<![\p{L}])on\s+(?:ne\s+|n['’])?(?:(?:les|le|la|leur|lui|y|en)\s+|l['’])?(?:garde|utilise|fait|met|passe|stocke|découpe|bascule|envoie|génère|rejoue|valide|appelle|écrit|nomme|force|bloque|refuse|accepte|supprime|archive|chiffre|signe|teste|déploie|publie|versionne|relance|arrondit|calcule|facture|rembourse)(?![\p{L}])/iu,
    /私たちは|うちは|我们|우리는/u,
    /(?<![\p{L}])(?:ми|мы)\s+(?:не\s+)?\p{L}+(?:ємо|имо|уємо|аємо|ем|им|ываем|уем|аем)(?![\p{L}])/iu,
    /\bwe\s+(?:charge|bill|send|refund|require|allow|block|reject|accept|retry|log|cache|encrypt|hash|validate|deploy|scale|shard|page|alert|bump|tag|version|pin|curtail|throttle|cap|limit|notify|flag|skip|round|convert|compute|calculate|aggregate|text|sms|email|publish|offer|restore|anonymi[sz]e|purge|archive)\b/i,
    /(?<![\p{L}])(?:mình|bọn mình|tụi mình|chúng ta|chúng tôi|team mình|bên mình)\s+(?:dùng|luôn|không|chỉ|giữ|để|làm|gọi|lưu|xài)(?![\p{L}])/iu,
    /\bhum\s+(?:\p{L}+\s+){0,3}?(?:karte|rakhte|dete|lete|chalate|bhejte)\s+(?:hai|hain)\b|(?<![\p{L}])(?:و)?(?:احنا|إحنا|بنستخدم|بنعمل|نستخدم|عندنا)(?![\p{L}])/iu,
    /เรา(?:ใช้|จะ|เก็บ|ทำ|ส่ง|เลิก|ไม่)|ทีมเรา/u,
    /\b(?:natin|namin)\s+(?:gagamitin|ginagamit|gamit|ginagawa|ilagay|ilipat)\b|\b(?:gamit|ginagamit|ilipat|ilagay)\s+natin\b/i,
    // Swahili "tuna…" / "hatu…" / "tuta…" (we do, we don't, we will); Hebrew "אנחנו …" (we), the plural present that
    // states a practice ("מחזירים 422": one returns 422).
    /(?<![\p{L}])(?:tuna(?!ble)|hatu|tuta)\p{L}{3,}|(?<![\p{L}])ו?אנחנו\s+\S|(?<![\p{L}])ו?(?:עושים|משתמשים ב|שומרים|מחזירים|מבקשים|שולחים|כותבים|מריצים|מעבירים|מוחקים|מתמזגים|מאשרים|פורסים|מגבילים)(?![\p{L}])/iu,
    // Greek first person plural in the present ("ζητάμε", "κόβουμε"; not the past "φάγαμε"); Persian "ما …" (we) and the
    // first person plural with "می" ("استفاده میکنیم", "نمی‌زنیم").
    /(?<![\p{L}])(?:δεν\s+)?\p{L}{2,}(?:ουμε|ούμε|άμε)(?![\p{L}])|(?<![\p{L}])εμείς(?![\p{L}])|(?<![\p{L}])ن?می[\u200c ]?\p{L}{2,}یم(?![\p{L}])/iu,
    // Hungarian first person plural ("számoljuk", "mentsük", "engedjünk", "küldünk"; not the past "megbeszéltük"),
    // "nálunk" (with us); Bangla "আমরা/আমাদের" (we, our), Banglish "amra/amader".
    /(?<![\p{L}])(?:\p{L}{2,}(?:j(?:uk|ük|unk|ünk)|[st]s(?:uk|ük))|(?!(?:ch|tr|sk|shr|fl|pl|cl|sl|st|sp|dr|j|p|b|s|d|h|f)unk(?![\p{L}]))\p{L}{2,}(?<![tk])(?:unk|ünk)|n[áa]lunk)(?![\p{L}])|(?<![\p{L}\p{M}])(?:আমরা|আমাদের)(?![\p{L}\p{M}])|\b(?:amra|amader)\b/iu,
    // Turkish "let's …" ("ekleyelim", "yazalım").
    /(?<![\p{L}])\p{L}{2,}(?:elim|alım|alim)(?![\p{L}])/iu,
    // Polish first person plural in the present ("wysyłamy", "konwertujemy"; the past "-liśmy" ends otherwise); Urdu "ہم".
    /(?<![\p{L}])\p{L}{3,}(?<!acad)(?:amy|emy|imy|ymy)(?![\p{L}])|(?<![\p{L}])(?:ہم|ہمارے|ہماری|ہمارا)(?![\p{L}])/iu,
    // Serbian and Croatian first person plural ("čuvamo", "šaljemo", "koristimo"), "kod nas"; Tamil "நாங்க / நாம / நம்ம" and
    // the first person plural future ("காட்டுவோம்", "மாட்டோம்"), Tanglish "naanga / namma".
    /(?<![\p{L}])(?:\p{L}{3,}(?<!dem|mem|prom)(?:amo|emo|imo)|kod\s+nas|\p{L}{2,}(?:ām|ējam|ojam|ujam|ījam|iekam)|ne\p{L}{2,}am|mēs|\p{L}{2,}jm[eë]|p[eë]rdorim|presim|marrim|\p{L}{3,}(?:akse|ikse)|\p{L}*[õäöü]\p{L}*(?:ame|eme))(?![\p{L}])|(?<![\p{L}\p{M}])(?:நாங்க|நாங்கள்|நாம|நம்ம|[\p{L}\p{M}]+ோம்)(?![\p{L}\p{M}])|\b(?:naanga|naama|namma|nammoda)\b/iu,
    /\b(?:make\s+we|we\s+(?:dey|don|fit)|na\s+we)\b|(?<![\p{L}])noi\s+\p{L}/iu,
    // Franco-Arabic "e7na" (we), "nesta5dem" (we use).
    /\b(?:e7na|i7na|ehna)\b|\bb?n(?:esta5dem|esta5dim|esta3mel|esta3mil|e3mel)\b/i,
    // Ukrainian first person plural without its pronoun ("тримаємо", "кешуємо", "робимо": we keep, cache, do).
    /(?<![\p{L}])\p{L}{3,}(?:аємо|яємо|уємо|юємо|іємо|ємо|имо|їмо)(?![\p{L}])/iu,
    // German "machen wir / erzeugen wir" (the verb before its subject), Brazilian "a gente …" (we).
    /(?<![\p{L}])\p{L}{3,}en\s+wir(?![\p{L}])|(?<![\p{L}])a\s+gente\s+(?:não\s+|nunca\s+|sempre\s+|só\s+)?\p{L}{3,}/iu,
    // Czech first person plural with its long vowel ("nepřepočítáváme", "posíláme": we (don't) convert, send), and
    // Slovak's, whose long vowel comes before ("dávame", "nepočítame", "robíme").
    /(?<![\p{L}])\p{L}{3,}(?:áme|íme)(?![\p{L}])|(?<![\p{L}])\p{L}*[áíéúý]\p{L}{0,3}ame(?![\p{L}])|(?<![\p{L}])ne\p{L}{3,}ame(?![\p{L}])/iu,
    // Finnish passive present, how Finns say "we do" ("tallennetaan", "pidetään", "deployataan").
    /(?<![\p{L}])\p{L}{3,}(?:taan|tään|daan|dään)(?![\p{L}])/iu,
    // Hindi "हम" (we) with its forms.
    /(?<![\p{L}\p{M}])(?:हम|हमारे|हमारा|हमारी)(?![\p{L}\p{M}])/u,
    /(?<![\p{L}])\p{L}{3,}(?:[аяу]ем|ём|[ая]ме)(?![\p{L}])/iu, // Russian and Bulgarian first person plural without its pronoun (\"создаём\", \"проверяем\", \"показываем\")
  ],
  ruleWord: [
    /\b(?:rules?|polic(?:y|ies)|conventions?|how we do|that'?s how|thats how|is our|are our|standard|by design|(?:single )?source of truth|(?:fails?|breaks?) (?:the )?(?:build|ci|pipeline)|asked us (?:to|for))\b/i,
    /(?<![\p{L}])(?:trenca el ci|rompe el ci|ens (?:ha|han|van) demanat|nos pidi(?:ó|o|eron)|per defecte|regel|regla|r[èe]gle|politique|c['’]est voulu|fait exprès|valid[ée]e?s? (?:avec|par)|regola|regra|zasad\p{L}*|sääntö\p{L}*|reegel\p{L}*|taisykl\p{L}*|sprendim\p{L}*|susitar\p{L}*|nusprend\p{L}*|regler|pravidl\p{L}*|decidimos|decidido|decisão|decisión|décision|décidé|afspraak|afgesproken|besloten|beslissing|entschieden|entscheidung|decyzj\p{L}*|zdecydowali\p{L}*|rozhodnutí|rozhodli|besluttet|beslutat|päätetty|otsustasime|kural\p{L}*|anlaştık|karar verdik|kararlaştırdık)(?![\p{L}])/iu,
    /\bby default\b|(?<![\p{L}])(?:por defeito|por defecto|par défaut|standardmäßig|domyślnie|ve výchozím)(?![\p{L}])/iu,
    /ルール|規約|方針|決ま|決定|決めました|運用|デフォルト|仕様|統一|规则|规范|约定|决定|默认|규칙|원칙|결정|기본값/u,
    /(?<![\p{L}])(?:правил\p{L}*|дефолт\p{L}*|давай так|зафіксуй|зафиксируй|запам['’]ятай|запомни|домовились|домовилися|вирішили|рішення|договорились|решили|решение|за замовчуванням|по умолчанию)(?![\p{L}])/iu,
    /규칙|원칙|걸로\s?(?:하죠|해요|합시다)?|기로\s?(?:했|함)|하기로|정리하죠|정한\s?거|정했/u,
    /\b(?:please |pls )?remember(?: that\b|:)|^(?:please |pls )?remember$|\bkeep in mind\b|(?<![\p{L}])regul[aă](?![\p{L}])/iu,
    /(?<![\p{L}])(?:aturan\p{L}*|standar\p{L}*|konvensi|berlaku|keputusan|sepakat|padrão|padrao)(?![\p{L}])/iu,
    /\bsigned off\b|\bsign-off\b/i,
    /(?<![\p{L}])(?:quy tắc|quy định|nguyên tắc|chính sách|quyết định|thống nhất|chốt|mặc định|quy tac|quy dinh|mac dinh)(?![\p{L}])/iu,
    /\b(?:niyam|rule\s+hai)\b|^default\s+\S|(?<![\p{L}])(?:و)?(?:القاعدة|قاعدة|سياسة|قرار|قررنا|اتفقنا|الافتراضي)(?![\p{L}])/iu,
    /กฎ|นโยบาย|ตกลงกัน|ตัดสินใจ|ค่าเริ่มต้น|มาตรฐาน/u,
    /\b(?:patakaran|napagkasunduan|desisyon)\b/i,
    /(?<![\p{L}])(?:sheria|kanuni|utaratibu|sera|tumeamua|tumekubaliana|tulikubaliana|uamuzi|makubaliano|kwa kawaida)(?![\p{L}])|(?<![\p{L}])ו?ה?(?:כלל|ככלל|באופן כללי|מדיניות|החלטנו|החלטה|סיכמנו|הסכמנו|מוסכם|ברירת מחדל|נוהל|אז ככה)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:κανόνα[ςσ]?|κανόνες|πολιτική|συμφωνήσαμε|αποφασίσαμε|απόφαση|προεπιλογή|εξ ορισμού)(?![\p{L}])|(?<![\p{L}])(?:قانون|قاعده|تصمیم|قطعی\p{L}*|سیاست|توافق|پیش‌فرض|پیشفرض)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:szab[áa]ly\p{L}*|konvenci\p{L}*|d[öo]nt[ée]s\p{L}*|d[öo]nt[öo]tt[üu]nk|megbesz[ée]lt[üu]k|meg[áa]llapodtunk|alap[ée]rtelmezett\p{L}*|alapb[óo]l)(?![\p{L}])|(?<![\p{L}\p{M}])(?:নিয়ম|নিয়ম|সিদ্ধান্ত|নীতি|ডিফল্ট|ঠিক (?:হলো|হল|হয়েছে|হয়েছে))(?![\p{L}\p{M}])|\b(?:niyom|decide (?:hoise|holo|hoyeche|korlam|korsi)|(?:thik|fix|final) (?:holo|hoise)|bole rakhi)\b/iu,
    // Chinese "统一" (one way everywhere), "以 X 为准" (X is the reference), "定了" (decided), "说好了" (agreed).
    /统一|以.{1,30}?为准|定了|定下来|说好了|约定好/u,
    // Roman Urdu "yaad rakhna" (remember), "fix hai" (it is settled); Urdu "اصول" (principle), "قاعدہ", "فیصلہ" (decision);
    // Polish "ustaliliśmy" (we settled).
    /\b(?:yaad\s+rakh(?:na|o|ein|en)|(?:fix|final|tay|tai|pakka)\s+(?:hai|hua|ho\s+gaya|hogaya))\b|(?<![\p{L}])(?:اصول|قاعدہ|قانون|پالیسی|فیصلہ|یاد\s+رکھ\p{L}*|ustalili\p{L}*|ustalone)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:regl(?:a|an|ur|urnar)|ákváðum|ákvörðun\p{L}*|pravil\p{L}*|konvencij\p{L}*|rregull(?:i|at|a)|vendos[eë]m|ram[eë]\s+dakord|si\s+parazgjedhje|dogovor\p{L}*|odluk\p{L}*|odlučili|odlucili|dogovorili|noteikum\p{L}*|nolēmām|vienojāmies|nõue|nõuded|otsustasime|kokku\s+leppisime|lēmum\p{L}*|pēc\s+noklusējuma)(?![\p{L}])|(?<![\p{L}\p{M}])(?:விதி|முடிவு|கொள்கை|வழக்கம்)(?![\p{L}\p{M}])|\b(?:vidhi|mudivu|(?:decide|fix|final)\s+pann?iyachu)\b/iu,
    // Franco-Arabic "el decision", "7aga mohema" (an important thing), "khod balak" (mind that), "el 2a3da" (the rule),
    // "2arrarna / etfa2na" (we decided, agreed); a default stated as a setting ("default = off").
    /\bel\s+decision\b|\b7aga\s+moh?em+a\b|\bkh(?:od|ally|alli)\s+balak\b|\b(?:el\s+)?(?:2a3da|qa3da|2arar|qarar)\b|\b(?:etfa2na|2arrarna|2aranna)\b|\bdefault\s*[=:]\s*\w/i,
    // German "bitte so:" (like this, please).
    /(?<![\p{L}])(?:bitte\s+so|so\s+bitte)(?![\p{L}])/iu,
    // Finnish "sovitaan / sovittiin" (let's agree, we agreed), "päätettiin" (it was decided), "tiedoksi" (for the record).
    /(?<![\p{L}])(?:sovi(?:taan|ttiin|ttu)|päätet(?:tiin|ty|ään)|linjat(?:tiin|tu)|tiedoksi)(?![\p{L}])/iu,
    // Hindi "नियम" (rule), "तय किया / तय हुआ" (decided), "फ़ैसला" (decision), "ऐसा करते हैं" (let's do it so).
    /(?<![\p{L}\p{M}])(?:नियम|तय\s+(?:किया|हुआ|है)|फ़ैसला|फैसला|निर्णय|ऐसा\s+करते\s+हैं|decide\s+किया)(?![\p{L}\p{M}])/u,
  ],
  stays: [
    /\b(?:stays?|remains?)\s+(?!on\b)\S|\b(?:does(?:n'?t| not)|won'?t|will not)\s+change\b|\bwe(?:'re|\s+are)\s+(?:keeping|sticking\s+with|staying\s+(?:on|with))\b/i,
    /(?<![\p{L}])(?:bleibt|blijft|forblir|förblir|pysyy|jääb|zostaje|permanece|reste|es\s+queda|es\s+queden|se\s+queda|se\s+quedan|mbetet|mbeten|no\s+canvi(?:a|en)|no\s+cambia[n]?|segueix\s+igual|sigue\s+igual)(?![\p{L}])/iu,
    /のまま|保持不变|그대로/u,
    /(?<![\p{L}])(?:vẫn|giữ nguyên|giu nguyen)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:و)?(?:يفضل|تفضل|يبقى|تبقى|زي ما هو)(?![\p{L}])/iu,
    /เหมือนเดิม|คงไว้|ยังคง|ยังไม่(?:เปิด|ใช้|ย้าย|อัป)/u,
    /\bpa rin\b/i,
    /(?<![\p{L}])(?:i|zi|u|li|ya|wa)?(?:kae|bake|baki|bakie)|(?<![\p{L}])(?:inabaki|zinabaki)(?![\p{L}])|(?<![\p{L}])ו?(?:נשאר|נשארת|נשארים|נשארות|יישאר|תישאר)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:μένει|μένουν|παραμένει|παραμένουν|όπως είναι)(?![\p{L}])|(?<![\p{L}])(?:می‌مونه|میمونه|می‌ماند|باقی می‌ماند|همینطوری|همین‌طوری)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:marad(?:jon|nak|janak)?)(?![\p{L}])|(?<![\p{L}\p{M}])(?:থাকবে|থাকুক)(?![\p{L}\p{M}])|\b(?:thakbe|thakuk)\b/iu,
    /(?<![\p{L}])(?:ostaje|ostaju|ostati|paliek\p{L}*|jääb\p{L}+)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:rămâne|rămân|ramane|raman|rămân\s+doar)(?![\p{L}])|\bkeep\s+am\s+(?:so|like\s+that)\b/iu,
    /(?<![\p{L}])(?:tetep|tetap)(?![\p{L}])/iu,
    // Dutch plural "blijven"; Franco-Arabic "yefdal" (stays), "zay ma howa" (as it is).
    /(?<![\p{L}])blijven(?![\p{L}])|\b(?:yefdal|tefdal|zay\s+ma\s+(?:howa|heya))\b/iu,
    // Portuguese "continua / continuam" (stays as it is).
    /(?<![\p{L}])(?:continua|continuam)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:fortsatt|fremdeles|behold|beholder)(?![\p{L}])/iu, // Norwegian \"fortsatt\" (still), \"behold\" (keep)
  ],
  only: [
    /\b\w+ only\b|\bonly (?:after|if|when|while|until|before|in|on|for|the|via|through|from)\b|(?:^|[.;:]\s*)only\s+[a-z]|\bunless\b|\b(?:is|are)\s+what\s+(?!happens\b)[a-z]{3,}s\b/i,
    /(?<![\p{L}])(?:aðeins|einungis|eingöngu|bara\s+einu\s+sinni|nur|alleen|s[óo]lo|solamente|seulement|uniquement|soltanto|apenas|tylko|jen|pouze|tik|só|sadece|yalnızca|només|nomes|únicament|unicament|i\s+prou)(?![\p{L}])/iu,
    /(?<![\p{L}])ne\s+\p{L}+\s+que(?![\p{L}])/iu,
    /のみ|だけ|只能|仅限|에만/u,
    /(?<![\p{L}])(?:тільки|лише|только)(?![\p{L}])/iu,
    /(?<=\S)(?<!지)만(?=\s)/u,
    /(?<![\p{L}])(?:doar|numai)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:cuma|hanya)(?![\p{L}])/iu,
    // Vietnamese "chỉ …", and "thôi" after what it limits ("timeout 5 giây thôi").
    /(?<![\p{L}])(?:chỉ|duy nhất|chi de)(?![\p{L}])|\S\s+thôi(?=[\s,.;:!]|$)/iu,
    /\b(?:sirf|sirif|keval)\b|\b\p{L}+\s+hi\s+(?:use\s+)?(?:karo|karna|rakho|chahiye|jana)\b|(?<![\p{L}])(?:بس|فقط|إلا|غير)(?![\p{L}])/iu,
    /เท่านั้น|เฉพาะ|อย่างเดียว|แค่|เพียง/u,
    /\b(?:lang|lamang|tanging)\b/i,
    /(?<![\p{L}])(?:tu|pekee|peke yake|peke yao)(?![\p{L}])|(?<![\p{L}])[וש]?(?:רק|בלבד)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:μόνο|μονο|μόνον|αποκλειστικά)(?![\p{L}])|(?<![\p{L}])(?:فقط|صرفا|صرفاً)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:csak(?:is)?|kiz[áa]r[óo]lag|egyed[üu]l)(?![\p{L}])|(?<![\p{L}\p{M}])(?:শুধু(?:মাত্র)?|কেবল|মাত্র)(?![\p{L}\p{M}])|\b(?:sudhu|shudhu|sudu|kebol|matro)\b/iu,
    /才能|才可以|才行/u,
    /(?<![\p{L}])(?:صرف|فقط)(?![\p{L}])/u,
    /(?<![\p{L}])(?:samo|osim\s+ako|osim\s+kad|tikai|ainult|vet[eë]m|isključivo|iskljucivo|jedino)(?![\p{L}])|(?<![\p{L}\p{M}])(?:மட்டும்|மட்டுமே|தான்)(?![\p{L}\p{M}])|\b(?:mattum|mattume|dhan|thaan)\b/iu,
    /(?<![\p{L}])(?:mung|namung|thok|tok)(?![\p{L}])/iu,
    // Flemish "enkel" (only; not "enkele", some), Dutch "uitsluitend", "slechts"; Franco-Arabic "… bas" closing a clause.
    /(?<![\p{L}])(?:enkel|uitsluitend|slechts)(?![\p{L}])|\S\s+bas(?=\s*[.,:;!]|\s*$)/iu,
    // Finnish "vain", "ainoastaan", "pelkkä" (only).
    /(?<![\p{L}])(?:vain|ainoastaan|pelk(?:kä|kää|än|ästään))(?![\p{L}])/iu,
    // Hindi "सिर्फ / केवल" (only) and the emphatic "ही" ("certificate-service ही बनाएगा": that one alone).
    /(?<![\p{L}\p{M}])(?:सिर्फ़?|केवल|ही)(?![\p{L}\p{M}])/u,
    /(?<![\p{L}])(?:kun(?!\s+(?:je|jij|u|jullie|we|ik|het)(?![\p{L}]))|bare\s+(?:i|på|for|til|med|når|hvis|via|en|et|de|det|noen))(?![\p{L}])/iu, // Norwegian and Danish \"kun\", \"bare i …\" (only)
  ],
  // Capitals for emphasis: "results to the LIMS NOT as a file attachment", "ALWAYS pin the digest".
  emphasis: [/\b(?:NOT|NEVER|ALWAYS|ONLY|MUST)\b/],
  placement: [
    // Arabic "goes to", "is put in": "الـ logs تروح channel لوحده", "الـ refund بيروح للتاجر".
    /(?<![\p{L}])(?:و)?(?:تروح|يروح|بيروح|بتروح|يتحط|تتحط|بيتحط)(?![\p{L}])/u,
    /\b(?:goes|go|gets?)\s+(?:behind|through|into)\b|\b(?:be|is|are|stays?|lives?|sits?)\s+behind\b|\bgets?\s+(?:generated|built|computed|derived)\s+from\b|\bships? dark\b|\bis computed\b|\b(?:are|is) called\b|\bcomes?\s+(?:only\s+)?from\s+(?:our|the)\b/i,
    /(?<![\p{L}])(?:(?:fer|fara)\s+(?:í|til)\s+\p{L}|(?:vjen|vijn[eë]|shkon|shkojn[eë]|ruhet|ruhen|dalin)\s+(?:vet[eë]m\s+)?(?:nga|n[eë]|te|tek|p[eë]rmes)|(?:läuft|laufen|geht|gehen)\s+über|(?:loopt|lopen|gaat|gaan)\s+via|passe(?:nt)?\s+(?:par|via)|(?:vient|viennent)\s+(?:de|du|des|uniquement))(?![\p{L}])/iu,
    /(?<![\p{L}])(?:NÃO|NUNCA|SEMPRE|NICHT|NIEMALS|JAMAIS|PAS|TOUJOURS|AUCUN|AUCUNE|NIGDY|SOLO|NUR|NIE|NO)(?![\p{L}])/u,
    /(?<![\p{L}])(?:עובר|עוברת|עוברים|עוברות)\s+(?:דרך|ב)(?![\p{L}])|(?<![\p{L}])(?:inapitia|zinapitia|zinatoka|inatoka)\s+\S/iu,
    /(?<![\p{L}])(?:arkas[ıi]nda|[üu]zerinden)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:merg|merge|pleacă|pleaca|ajung|ajunge)\s+(?:pe|în|in|la|prin|doar)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:va|van)\s+(?:contra|por|vía|via|a\s+través\s+de)(?![\p{L}])/iu,
    // Italian "va / vanno su …" (goes on, into); Ukrainian and Russian "ідуть у / идут в" (go to).
    /(?<![\p{L}])(?:va|vanno|finisce|finiscono)\s+(?:su|in|nel|nella|nei|nelle|sul|sulla|sui|a|al|alla|via|tramite)(?![\p{L}])|(?<![\p{L}])(?:іде|ідуть|йде|йдуть|идёт|идет|идут|летить|летять|летит|летят)\s+(?:у|в|на|через)(?![\p{L}])/iu,
    // Czech "patří do / chodí do / jde do" (belongs in, goes to); Slovenian "gredo v", "shrani se v" (go to, is stored in).
    /(?<![\p{L}])(?:pat[rř][ií]|chod[ií]|jde|jdou|p[uů]jde|p[uů]jdou)\s+(?:do|na|p[rř]es)(?![\p{L}])|(?<![\p{L}])(?:gre|gredo|grejo|shrani\s+se|se\s+shrani(?:jo)?|iet|nonāk)\s+(?:v|na|prek|skozi|uz)(?![\p{L}])/iu,
    // Finnish "menee X:lle / X:ään" (goes to), with the allative or the illative.
    /(?<![\p{L}])(?:menee|menevät|mene)\s+[\p{L}\d_#:-]*(?:lle|(?:aa|ee|ii|oo|uu|yy|ää|öö)n|seen|siin|hin)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:legg\s+(?:\p{L}+\s+)?i|skal\s+ligge\s+i|ligger\s+i)\s+\S/iu, // Norwegian \"legg dem i tests/…\", \"skal ligge i\" (put in, belongs in)
  ],
  // A bound the project keeps: "a pause can last max 30 min", "deleted after 14 days", "between 23:00 and 05:00".
  bound: [
    /(?<![\p{L}])(?:m[áa]x(?:imum|imo)?\.?|m[íi]n(?:imum|imo)?\.?|at most|at least|up to|a (?:cap|limit|maximum|minimum) of|capped at|limited to|daugiausia|mažiausiai|maziausiai|ne (?:daugiau|vėliau|veliau) kaip|iki|no more than|no later than|no m[íi]nimo|no m[áa]ximo|co najmniej|maksymalnie|mindestens|höchstens|maximaal|minimaal|au moins|au plus|més de|menys de|com a m[àa]xim|com a m[íi]nim|fins a|per sota del?|per sobre del?|baixa del)\s+\d/iu,
    /\b(?:starts?|from)\s+\d{1,2}[:.]\d{2}\b.{0,60}?\b(?:until|till|to)\s+~?\d{1,2}[:.]\d{2}|\b\d{1,2}:\d{2}\s*[-–]\s*\d{1,2}:\d{2}\b|(?:^|\s)(?:yfir|undir|hámark|minnst|±)\s*\d|\d+\s*(?:dag(?:ar|a|ur)|klst|mínút\p{L}*)(?![\p{L}])/iu,
    /\b(?:after|within|older than)\s+\d+\s*(?:(?:working|business|calendar)\s+)?(?:days?|hours?|h|min(?:utes?)?|weeks?|months?)\b|\b(?:after|before|until|till|by)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:to|-|–)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b/i,
    /(?<![\p{L}])(?:après|au bout de|sous|después de|nach|dopo|após|depois de)\s+\d+\s*(?:\p{L}+\s+)?(?:jours?|heures?|h|min(?:utes?)?|semaines?|mois|días?|horas?|Tagen?|Stunden?|giorni|ore|dias|rejets?|échecs?|essais?|tentatives?|relances?|intentos?|fallos?|Versuchen?|tentativi)(?![\p{L}])/iu,
    /\d\s*[\p{L}%€$]*(?:\s+\p{L}+)?\s+max(?:imum)?(?![\p{L}])/iu,
    /(?<![\p{L}])(?:au[- ]dessus de|au[- ]delà de|en[- ]dessous de|plus de|moins de)\s+\d/iu,
    /(?:^|[.,;:]\s*)(?<![\p{L}])(?:pas|not|nicht|niet|no|non|não)\s+(?:avant|before|vor|voor|antes|prima)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:between|mellom|mellan|zwischen|tussen|entre|między)\s+\d{1,2}[:.]\d{2}\s+(?:and|og|och|und|en|e|y|et|a|i)\s+\d{1,2}[:.]\d{2}/iu,
    /(?<![\p{L}])po\s+\d+\s+dni(?:ach)?(?![\p{L}])/iu,
    /\bat (?:most|least)\b|\bmax(?:imum)?\s+(?:once|twice)\b/i,
    /(?<![\p{L}])(?:мінімальн\p{L}*|максимальн\p{L}*|минимальн\p{L}*|мінімум|максимум|минимум|не більше|не менше|не более|не менее)(?![\p{L}])/iu,
    /\d+\s*(?:時間|日|分|回|件|MB|GB|円)(?:前|以内|以上|以下|まで)/u,
    /(?<![\p{L}])(?:above|below|sopra (?:i|il|le|gli)|oltre|sotto|más de|menos de|acima de|abaixo de|über|unter|boven|onder)\s+\d/iu,
    /(?<![\p{L}])(?:min|max|maks|minimal|maksimal|mínimo|máximo)\.?\s*(?:rp|r\$|\$|€)\s?\d/iu,
    /(?<![\p{L}])(?:até|hasta)\s+\d/iu,
    /\b(?:less|more|fewer|longer|shorter) than\s+[$€£]?\d/i,
    /(?<![\p{L}])(?:más de|menos de|mais de|menos de)\s+[$€£]\s?\d/iu,
    /(?<![\p{L}])(?:tối đa|tối thiểu|ít nhất|không quá|toi da|it nhat)(?:\s+\p{L}+)?\s+\d|(?<![\p{L}])(?:trên|dưới|quá|giữ|giu|sau)\s+\d+(?:[.,]\d+)?\s*(?:triệu|nghìn|ngàn|k|đ|%|phút|giờ|ngày|ngay|tháng|lần|giây|MB|GB)(?![\p{L}])/iu,
    /\b\d+\s*(?:din|ghante|minute|min|saal|mahine)\s+(?:ke\s+)?(?:andar|tak|baad)\b|\bse\s+(?:zyada|jyada|kam)\b|(?<![\p{L}])(?:الحد الأقصى|حد أقصى|أقصى|على الأقل|أكثر من|أكتر من|اكتر من|أقل من|اقل من|فوق|تحت)\s+(?:\S+\s+){0,6}?\d|(?<![\p{L}])(?:بعد|خلال)\s+\d|(?<![\p{L}])(?:أكتر من كده|أكثر من كده|اكتر من كده)(?![\p{L}])/iu,
    /(?:ภายใน|ไม่เกิน|อย่างน้อย|สูงสุด|ต่ำกว่า|เกิน|มากกว่า|น้อยกว่า)\s*\d/u,
    /\b(?:hindi (?:hihigit|lalampas) sa|hanggang|at least|more than)\s+\d/i,
    // Swahili "zaidi ya" / "chini ya" (more / less than), "angalau" (at least), "… au zaidi" (or more); Hebrew "מקסימום",
    // "לפחות", "עד" (up to), "מעל" (above), "תקרה" (a cap), "מעבר לזה" (beyond that), "תקף ל-15 דקות" (valid for 15 minutes);
    // English "in the last 72 hours".
    /(?<![\p{L}])(?:zaidi|chini) ya\s+(?:hapo|hiyo|\d|moja|mbili|tatu)|(?<![\p{L}])(?:angalau|hadi|ndani ya|baada ya|kabla ya|isiyozidi)\s+(?:\p{L}+\s+)?\d|\d+\s+au\s+zaidi(?![\p{L}])|(?<![\p{L}])ו?(?:מקסימום|מינימום|לכל היותר|לפחות|עד|מעל|מתחת ל|יותר מ|פחות מ|תוך|אחרי|לפני|תקף ל|תקפה ל)-?\s*\d|(?<![\p{L}])ו?(?:תקרה|מעבר ל(?:זה|כך))(?![\p{L}])|\b(?:in|within|over) the (?:last|past) \d+\s*(?:hours?|days?|weeks?|months?|minutes?)\b|\b\d+\s+(?:days?|hours?|weeks?)\s+(?:before|after)\b|\d+\s+(?:kabla|baada)\s+ya\s/iu,
    // Greek "το πολύ" / "το νωρίτερο" / "τουλάχιστον" (at most / at the earliest / at least); Persian "حداقل" / "حداکثر",
    // "بیشتر از" (more than), "بالای" (above), with Persian digits.
    /(?<![\p{L}])(?:το πολύ|το νωρίτερο|το αργότερο|τουλάχιστον|μέχρι|πάνω από|κάτω από|περισσότερ\p{L}* από|λιγότερ\p{L}* από|μετά από|εντός)\s+[\d۰-۹٠-٩]|(?<![\p{L}])(?:حداقل|حداکثر|بیشتر از|کمتر از|زودتر از|دیرتر از|بالای|زیر|نهایتا|ظرف)\s+[\d۰-۹٠-٩]/iu,
    // Hungarian "legfeljebb/legalább" (at most/least), "… felett/alatt/belül/után" (above, below, within, after a number),
    // "ennél hosszabb" (longer than this); Bangla "সর্বোচ্চ/অন্তত" (at most/least), "… এর বেশি/কম/পর্যন্ত", Banglish "beshi/kom".
    /(?<![\p{L}])(?:legfeljebb|legal[áa]bb|legk[ée]s[őo]bb|legkor[áa]bban|t[öo]bb mint|kevesebb mint)\s+\d|\d[\d.,]*\s*(?:\p{L}+\s+)?(?:felett|f[öo]l[öo]tt|alatt|ut[áa]n|bel[üu]l)(?![\p{L}])|(?<![\p{L}])(?:enn[ée]l|ann[áa]l)\s+(?:t[öo]bb|hosszabb|nagyobb|kevesebb|r[öo]videbb|kisebb)|(?<![\p{L}\p{M}])(?:সর্বোচ্চ|সর্বনিম্ন|অন্তত|ন্যূনতম)\s+[\d০-৯]|[\d০-৯][\d০-৯,]*\s*(?:[\p{L}\p{M}]+\s+)?(?:এর\s+)?(?:বেশি|কম|পর্যন্ত|মধ্যে|উপরে|নিচে)(?![\p{L}\p{M}])|\d[\d,]*\s*(?:\w+\s+)?(?:er\s+)?(?:beshi|kom|porjonto|moddhe)\b|\b(?:ontoto|sorbochcho)\s+\d/iu,
    // Turkish "72 saati geçerse" (beyond 72 hours), "30 gün geçerli" (valid 30 days), "en fazla / en az 3".
    /\d+\s*(?:saat|g[üu]n|dakika|dk|hafta|ay|y[ıi]l|saniye|sn)\p{L}*\s+(?:ge[çc]erse|a[şs]arsa|ge[çc]erli|i[çc]inde|sonra|boyunca)(?![\p{L}])|(?<![\p{L}])(?:en fazla|en az|en ge[çc]|maksimum|minimum)\s+\d/iu,
    // Polish "ważna 30 dni" (valid for 30 days), "najwyżej / powyżej / poniżej / nie więcej niż 3"; Roman Urdu "10 saal ke
    // liye"; Urdu "زیادہ سے زیادہ / کم از کم" (at most / least).
    /(?<![\p{L}])(?:ważn\p{L}*\s+(?:przez\s+)?\d|najwyżej\s+\d|powyżej\s+\d|poniżej\s+\d|nie\s+(?:więcej|dłużej|mniej)\s+niż\s+\d)|\b\d+\s*(?:saal|din|ghante|mahine)\s+ke\s+liye\b|(?<![\p{L}])(?:زیادہ\s+سے\s+زیادہ|کم\s+از\s+کم)\s+[\d۰-۹]/iu,
    // Serbian and Croatian "najviše / najmanje / preko / više od 3"; Tanglish "₹2 lakh mela" (above), "30 min kulla" (within),
    // Tamil "… மேல / குள்ள / வரைக்கும்".
    /(?<![\p{L}])(?:deri\s+n[eë]|mbi|brenda|maksimumi|najviše|najvise|najmanje|maksimalno|minimalno|preko|više\s+od|vise\s+od|manje\s+od|vairāk\s+par|mazāk\s+par|līdz|vismaz|ne\s+vairāk\s+kā)\s+\d|(?<![\p{L}])ilgāk\p{L}*\s+par\s+\p{L}|\d+\s*(?:minuti|tunni|päeva|tööpäeva|sekundi|nädala|minuta|or[eë]|dit[eë]|sekonda)\p{L}*|(?<![\p{L}])täpselt\s+(?:üks|ühe|\d)|\d[\d.,%]*\s*(?:\p{L}+\s+){0,2}?(?:mela|melae|kulla|keezha|varaikkum)\b|\d[\d.,%]*\s*(?:[\p{L}\p{M}]+\s+)?(?:மேல|மேல்|குள்ள|வரைக்கும்|வரை)(?![\p{L}\p{M}])/iu,
    /(?<![\p{L}])(?:maxim|minim|cel\s+mult|cel\s+puțin|cel\s+putin|peste|sub)\s+\d/iu,
    // Dutch "na / binnen / nog 6 maanden" (after, within, still for); Franco-Arabic "aktar / a2al men 30" (more / less than),
    // "khilal 15" (within), "l7ad 500" (up to), "10 de2ayek aw aktar" (or more). A digit that starts a word is a letter there.
    /(?<![\p{L}])(?:na|binnen|nog|langer\s+dan|meer\s+dan|minder\s+dan)\s+\d+(?:[.,]\d+)?\s*(?:minuten|min|uur|u|dagen|weken|maanden|jaar|seconden|sec)(?![\p{L}])|\b(?:aktar|akter|a2al+)\s+(?:men|mn)\s+\d+(?![a-z])|\b(?:khilal|l7ad|le7ad|ba3d)\s+\d+(?![a-z\d])|\d+\s+[a-z\d]+\s+aw\s+(?:aktar|akter|a2al)\b/iu,
    // Italian "entro 5 minuti" (within), "valido 24 ore"; Ukrainian and Russian "протягом / через / до 5 кг", "48 годин від …".
    /(?<![\p{L}])(?:entro|valid[oaie]\s+(?:per\s+)?)\s*\d+\s*(?:ore|ora|giorni|giorno|minuti|minuto|mesi|anni|settimane|h|min)(?![\p{L}])|(?<![\p{L}])(?:протягом|впродовж|через|після|до|не довше|не пізніше|в течение|после)\s+\d+\s*(?:годин|хвилин|дн|діб|доб|тижн|місяц|секунд|кг|грн|час|минут|сут|недел|месяц)\p{L}*|\d+\s*(?:годин\p{L}*|хвилин\p{L}*|діб|дн(?:і|ів))\s+від(?![\p{L}])/iu,
    // Portuguese "abaixo / acima de R$ 2 milhões" (a currency before the number; "até 5" is read above).
    /(?<![\p{L}])(?:acima|abaixo)\s+de\s+(?:R\$|US\$|\$|€)\s?\d/iu,
    // Swedish "inom 3 minuter", "över 5 %", "30 min på sig"; Czech "víc než 5", "do 7 dnů"; Slovak "najneskôr do 5.", "do dvoch sprintov";
    // Slovenian "do 24 ur", "do 200 znakov".
    /(?<![\p{L}])(?:inom|efter|under)\s+\d+\s*(?:minuter|min|timmar|tim|dagar|dygn|veckor|sekunder|sek|h|s)(?![\p{L}])|(?<![\p{L}])(?:över|minst|högst)\s+\d|\d+\s*(?:min|minuter|timmar|dagar)\s+på\s+sig|(?<![\p{L}])(?:v[ií]c(?:e)?|m[ée]n[eě])\s+ne[žz]\s+\d|(?<![\p{L}])do\s+(?:\d+|dvoch|troch|dvou|tří)\s*(?:dn[ůu]|dní|dni|dňa|hodin|hodín|minut|minút|ur|znakov|znakova|dni|tednov|týžd\p{L}*|sprint\p{L}*|kg)(?![\p{L}])|(?<![\p{L}])(?:najneskôr|nejpozději)(?![\p{L}])/iu,
    // Finnish "vähintään / enintään / yli / alle 5"; Chinese "2 點到 5 點之間" (between 2 and 5 o'clock).
    /(?<![\p{L}])(?:vähintään|enintään|korkeintaan|yli|alle)\s+\d|\d+\s*(?:min|minuutin|tunnin|päivän|vrk)\s+sisällä|\d+\s*點\s*(?:到|至)\s*\d+\s*點/iu,
    // Hindi "15 minute में" (within), "30 दिन बाद" (after), "से ज़्यादा / से कम" (more / less than).
    /\d+\s*(?:minute|minutes|मिनट|घंटे|घंटों|दिन|सेकंड)\s+(?:में|के\s+बाद|बाद|तक)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:से|या)\s+(?:ज़्यादा|ज्यादा|कम)(?![\p{L}\p{M}])/u,
    /(?<![\p{L}])(?:лимит\p{L}*|максимум|минимум|не\s+(?:более|больше|менее|меньше)|за\s+\d+\s*(?:секунд|минут|час|дн|сут)\p{L}*)(?![\p{L}])|\d\s*(?:млн|тыс\.?|₸|тенге|₽)(?![\p{L}])|\d+\s*(?:години|месеца|дни|часа|минути|мин)(?![\p{L}])|(?<![\p{L}])(?:под|над)\s+\d/iu, // Russian limits: \"лимит … 5 млн ₸\", \"за 3 секунды\", \"не более 10\"
  ],
  // A change of practice in other languages: "non più nightly", "numpy 1.x ya no lo soportamos", "requeue yok artık"
  // (English "no longer" is the sentence cues' to read: "nothing gets logged anymore" is a bug report).
  change: CHANGE_SIGNALS,
  // What happens when something does ("if a companion card holder resells their ticket, the companion ticket gets
  // voided"): a condition, then its consequence told in the present about a thing, not a request to the reader.
  consequence: [
    /(?:^|[.;:]\s+|\b(?:btw|and|also|oh)\s+)(?:if|when|whenever|once)\s+(?:a|an|the|any|every|each|someone|somebody|anyone|it|they|their|its)\b[^,.;?!]{3,80},\s*(?:then\s+)?(?:the|it|they|that|its|their|we|every|each|both)\b[^,.;?!]{0,40}?\b(?:gets?|is|are|goes|go|stays?|becomes?|must|has to|have to|will)\b/i,
  ],
};
