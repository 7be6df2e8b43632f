/**
 * The normative signals of distill-turn.ts in Armenian, Georgian and Azerbaijani, by kind (the kinds of
 * distill-signals.ts; the two tables are read together). All three glue case endings, articles, postpositions or
 * person endings onto a word, so a word is matched by its start ("բոլոր", "բոլորը"; "ყველა", "ყველას"; "hər",
 * "hərəsi") or by its ending ("edirik", "yazırıq": we do, we write) and ends where its letters end.
 */
// Armenian and Georgian letters are not \w: a word's edges are letters of any script.
import { WORD_START as A, words, WORD_END as Z } from './distill-signal-words.js';

export const CAUCASIAN_SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  quantifier: [
    // Armenian "բոլոր" (all), "ամեն" (every; "ամենա-" is "most"), "յուրաքանչյուր" (each), "ցանկացած" (any), "ոչ մի / ոչ ոք / ոչինչ" (none,
    // nobody, nothing).
    words('բոլոր|ամեն(?!ա)|յուրաքանչյուր|ցանկացած|ոչինչ'),
    words('ոչ\\s+մի|ոչ\\s+ոք', ''),
    // Georgian "ყველა" (all, every; "ყველაფერი" everything), "ყოველი" (every), "ნებისმიერი" (any), "არავინ / არაფერი /
    // არცერთი" (nobody, nothing, none).
    words('ყველა|ყოველ|ნებისმიერ|არავინ|არაფერ|არცერთ|არც\\s+ერთ'),
    // Azerbaijani "bütün" (all), "hər" (every), "heç bir / heç kim / heç nə" (none, nobody, nothing), "istənilən" (any).
    words('bütün|hər|heç\\s+(?:bir|kim|nə)|istənilən|hamı', ''),
  ],
  always: [
    // Armenian "միշտ" (always), "երբեք" (never), "այսուհետ" (from now on), "այլևս / այլեւս" (any more, no longer).
    words('միշտ|երբեք|այսուհետ|այլ(?:և|եւ)ս|մշտապես'),
    // Georgian "ყოველთვის" (always), "არასდროს / არასოდეს" (never), "ამიერიდან / დღეიდან" (from now on).
    words('ყოველთვის|არასდროს|არასოდეს|ამიერიდან|დღეიდან|მუდამ'),
    // Azerbaijani "həmişə" (always), "heç vaxt / heç zaman" (never), "bundan sonra" (from now on), "daim".
    words('həmişə|hemişe|heç\\s+(?:vaxt|zaman)|bundan\\s+sonra|daim', ''),
  ],
  obligation: [
    // Armenian "պետք է / պետք չէ" (must, need not), "պարտադիր" (mandatory), "չի կարելի" (may not), "արգել-" (forbid),
    // "անհրաժեշտ" (required), "չի թույլատրվում" (is not allowed).
    words('պետք\\s+(?:է|չէ)|չպետք\\s+է|պարտադիր|չի\\s+կարելի|արգել|անհրաժեշտ|չի\\s+թույլատրվ'),
    // Georgian "უნდა" (must; "არ უნდა" must not), "აუცილებ-" (necessarily, required), "სავალდებულო" (mandatory),
    // "აკრძალ-" (forbidden), "არ შეიძლება" (may not).
    words('უნდა|აუცილებ|სავალდებულო|აკრძალ|არ\\s+შეიძლება'),
    // Azerbaijani necessity "-malı / -məli" ("olmalıdır": must be), "lazımdır" (is needed), "məcburi" (mandatory),
    // "qadağan" (forbidden), "olmaz" (may not), "icazə verilmir" (is not allowed).
    new RegExp(
      `${A}\\p{L}{2,}(?:malı|məli)\\p{L}{0,4}${Z}|${A}(?:lazımdır|məcburi\\p{L}*|qadağan\\p{L}*|olmaz|icazə\\s+verilmir)${Z}`,
      'iu',
    ),
  ],
  contrast: [
    // Armenian "ոչ թե" (not … but), "փոխարեն" (instead of); Georgian "და არა" (and not), "ნაცვლად" (instead of).
    words('ոչ\\s+թե|փոխարեն|այլ\\s+ոչ', ''),
    words('და\\s+არა|ნაცვლად', ''),
    // Azerbaijani "X deyil" (not X) after a clause, "əvəzinə" (instead of).
    new RegExp(`,\\s*(?:\\S+\\s+){1,3}deyil${Z}|${A}əvəzinə${Z}`, 'iu'),
  ],
  ban: [
    // Armenian: "մի" before an imperative ("մի օգտագործիր", "մի ավելացրու": don't use, don't add; "մի" alone is "one"),
    // a negated infinitive said as an instruction ("չօգտագործել": not to use), "առանց" (without) opening a clause,
    // "չենք … ում" (we don't …).
    new RegExp(
      `(?:^|[,;:՝]\\s*)մի\\s+\\p{L}+(?:իր|եք|ու|րա)${Z}|${A}չ\\p{L}{3,}(?:ել|ալ)${Z}|(?:^|[,;:՝]\\s*)առանց${Z}|${A}չենք\\s+\\p{L}+ում${Z}`,
      'iu',
    ),
    // Georgian: "ნუ" (don't) before a verb, "არ" before an optative ("არ დაგეგმო": don't schedule) or a first-person
    // plural ("არ ვინახავთ": we don't keep).
    new RegExp(`${A}ნუ\\s+\\p{L}|${A}არ\\s+(?:\\p{L}+ო|ვ\\p{L}+თ)${Z}`, 'iu'),
    // Azerbaijani "… -mırıq / -mirik" (we don't …: "işlətmirik", we don't use).
    new RegExp(`${A}\\p{L}{2,}m(?:ır[ıi]q|ir[ıi]k|ur[ıu]q|ür[üu]k)${Z}`, 'iu'),
  ],
  we: [
    // Armenian "… ում ենք" (we do, as a habit), "որոշեցինք" (we decided), "կանոն" (rule); Georgian "ვ…ით / …ებთ" (we do),
    // "წესი" (rule), "გადავწყვიტეთ" (we decided).
    new RegExp(`${A}\\p{L}{3,}ում\\s+ենք${Z}|${A}(?:որոշեցինք|կանոն)\\p{L}*${Z}`, 'iu'),
    new RegExp(`${A}ვ\\p{L}{2,}(?:ით|ავთ|ებთ|ობთ)${Z}|${A}(?:წეს|გადავწყვიტეთ|შევთანხმდით)\\p{L}*${Z}`, 'iu'),
    // Azerbaijani "-ırıq / -irik / -uruq / -ürük" (we do, as a habit: "edirik", "yazırıq"), "qərar" (decision),
    // "qayda" (rule), "razılaşdıq" (we agreed).
    new RegExp(
      `${A}\\p{L}{2,}(?:ır[ıi]q|ir[ıi]k|ur[ıu]q|ür[üu]k)${Z}|${A}(?:qərar|qayda|razılaşdıq)\\p{L}*${Z}`,
      'iu',
    ),
  ],
  only: [
    // Armenian "միայն" (only), "բացառապես" (exclusively); Georgian "მხოლოდ" (only), "მარტო" (alone).
    words('միայն|բացառապես|მხოლოდ|მარტო', ''),
    // Azerbaijani "yalnız" (only), "ancaq" (only, but), "təkcə" (alone).
    words('yalnız|yalniz|ancaq|təkcə', ''),
  ],
};
