/**
 * The `change` kind of distill-signals.ts: the words by which a message says something changed or no longer holds ("ya
 * no", "nicht mehr", "is … now", "no more …"), in English and the other languages the distiller reads. Kept apart
 * because the list grows with each language.
 */
export const CHANGE_SIGNALS: readonly RegExp[] = [
  /(?<![\p{L}])(?:non più|ya no|já não|não mais|nicht mehr|niet meer|plus jamais|plus aucun\p{L}*|już nie|artık|nebe(?:reik\p{L}*|(?![lrz]|nbei|neinander)\p{L}{3,})|vietoj|keičiam\p{L}*|keiciam\p{L}*)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:більше не|вже не|больше не|уже не)(?![\p{L}])/iu,
  /(?<![\p{L}])nu(?:-\p{L}+)?\s+mai(?![\p{L}])|없앱니다|안\s?씀/iu,
  /\b(?:starting|from|as of)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s+(?:to|until|till|through)\b)|^no\s+[\w.-]+(?:\s+[\w.-]+)?\s+anymore\b|\b(?:is|are|gets?|goes|go)\s+(?:\w+\s+){0,3}?now(?=\s*[.;!]|\s*$)/i,
  /(?:^|[,;:—–]\s*)no more\s+(?!questions|worries|problems|issues|excuses|time)[a-z]/i,
  /(?<![\p{L}])không\s+(?:\p{L}+\s+){1,3}nữa(?![\p{L}])/iu,
  // Thai "เลิก…" (quit doing), "ย้ายจาก … มา" (moved from … to), "ไม่ … อีกต่อไป"; Tagalog "hindi na" (no longer),
  // "wag na" (not any more), "… na lang" (just … instead).
  /เลิก|ย้ายจาก|อีกต่อไป/u,
  /\b(?:hindi na|wag na|huwag na|di na)\b|\S\s+na lang\b/i,
  /(?<![\p{L}])(?:sasa ni|si tena|hatu\p{L}+ tena|tumehamia|tumeacha)(?![\p{L}])|(?<![\p{L}])ו?(?:כבר לא|הפסקנו|עברנו מ|לא עוד)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:δεν\s+(?:\p{L}+\s+){1,3}πια|πλέον δεν|σταματήσαμε)(?![\p{L}])|(?<![\p{L}])(?:دیگه|دیگر)\s+(?:\S+\s+){0,3}ن\p{L}+|(?<![\p{L}])(?:عوض کردیم|منتقل کردیم|مهاجرت کردیم)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:m[áa]r nem|t[öo]bb[ée] nem|[áa]t[áa]lltunk|lecser[ée]lt[üu]k|kivezett[üu]k|[áa]tt[ée]rt[üu]nk)(?![\p{L}])|(?<![\p{L}\p{M}])(?:আর\s+(?:[\p{L}\p{M}]+\s+){0,3}না|বাদ দি[\p{L}\p{M}]*)(?![\p{L}\p{M}])|\b(?:ar\s+(?:\w+\s+){0,3}(?:korbo|korba|hobe|dibo|nibo)\s+na|bad (?:dilam|disi|dichhi|dewa hoise))\b/iu,
  /不能再|不再|不要再/u,
  // Polish "wyłączyliśmy / usunęliśmy / zrezygnowaliśmy / przeszliśmy na" (we turned off, removed, dropped, moved to);
  // Roman Urdu "band kar diya", "hata diya", "ab nahi"; Urdu "بند کر دیا", "ہٹا دیا".
  /(?<![\p{L}])(?:wyłączyliśmy|usunęliśmy|zrezygnowaliśmy|przeszliśmy\s+na|band\s+kar\s+di(?:ya|a)|hata\s+di(?:ya|a)|ab\s+(?:\p{L}+\s+){0,2}nahi|بند\s+کر\s+دیا|ہٹا\s+دیا)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:hoq[eë]m|kaluam|z[eë]vend[eë]suam|n[eë]\s+vend\s+t[eë]|nuk\s+(?:\S+\s+){0,3}?m[eë](?=\s*[.,;!]|\s*$)|više\s+ne|vise\s+ne|mijenjamo|menjamo|promijenili\s+smo|promenili\s+smo|od\s+sada|prešli\s+smo|presli\s+smo|izbacili\s+smo|ukinuli\s+smo|ne\s+(?:\p{L}+\s+){0,2}?ve[čc]|ni[čc]\s+ve[čc]|ni\s+ve[čc]|opustili\s+smo|zamenjali\s+smo|vairs\s+ne\p{L}*|vairs\s+nav|pārgājām|pārejam\s+uz|atteicāmies|enam\s+(?:\S+\s+){0,4}?ei|ei\s+\S+\s+enam)(?![\p{L}])|\b(?:maathittom|maathitom|maathiyachu|thookiyachu|thookittom)\b|(?<![\p{L}\p{M}])(?:மாத்திட்டோம்|மாற்றினோம்|நீக்கிட்டோம்)(?![\p{L}\p{M}])/iu,
  // Pidgin "no … again" (no longer: "we no support am again").
  /\bno\s+(?:\w+\s+){0,4}?(?:am\s+)?again\b/iu,
  // Javanese "dudu … maneh" (no longer), "saiki" (now) with "wis" (already).
  /(?<![\p{L}])(?:dudu|ora)\s+(?:\S+\s+){0,4}?maneh(?![\p{L}])/iu,
  // German "kein … mehr" (no more), Portuguese "not … mais" after a verb.
  /(?<![\p{L}])kein\p{L}*\s+(?:\S+\s+){0,4}?mehr(?![\p{L}])/iu,
];
