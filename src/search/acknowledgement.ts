/**
 * Prompts that only acknowledge the agent or let it go on ("thanks, ship it", "ok, commit it"): they name no topic,
 * whatever their words share with a memory. A table of such words in the languages teams write prompts in, and the
 * go-ahead to commit that every language says with the borrowed word.
 */
import { STOPWORDS } from '../core/tokenize.js';

// Words of a reply that only acknowledges, reports back or lets the agent go on ("thanks, ship it", "ok go
// ahead", "ok, commit it", "lgtm", "that fixed it").
const ACK_WORDS: ReadonlySet<string> = new Set(
  (
    'thanks thank you thx ty ok okay k yes yep yeah yup sure great perfect nice cool awesome lgtm sounds good ' +
    'looks fine alright right done go ahead do it ship merge commit push continue proceed please pls that works lets let ' +
    'and now then so ' +
    // Turkish "ok" ("tamam, commit at").
    'tamam tamamdır ' +
    // Reporting back: "ok thanks, that fixed it", "yep that worked", "cheers, solved".
    'it fixed solved worked did the trick cheers ' +
    // The same in the languages of the team's chat: Spanish ("gracias güey, ya quedó"), Portuguese, French, German,
    // Italian, Dutch, Swahili ("asante, sawa"), Hebrew, Arabic, Tagalog, Indonesian, Hinglish, Slovenian ("super, dela"), Latvian ("paldies, strādā"), Romanian, Vietnamese, Greek, Banglish, Czech, Estonian, Albanian, Icelandic, Maltese.
    'gracias muchas vale dale listo perfecto genial bien ya quedó quedo órale orale sale güey guey va ' +
    'obrigado obrigada valeu beleza pronto ótimo otimo merci parfait super daccord vas danke passt perfekt ' +
    'prima grazie perfetto vai bedankt dank top asante sawa poa safi tuko תודה מעולה סבבה אחלה יאללה شكرا تمام ' +
    'salamat sige terima kasih oke mantap siap shukriya theek hai gràcies gracies perfecte dacord hi hello hey how are you ' +
    // Thanks in more of the languages teams write in: Ukrainian, Russian, Macedonian, Bulgarian, Lithuanian, Finnish,
    // Swedish, Norwegian, Danish, Polish, Czech, Slovak, Hungarian, Basque, Armenian, Georgian, Azerbaijani, Turkish,
    // Galician, Portuguese slang, Javanese, Indonesian, Hindi, Tamil, Bangla, Thai, Chinese, Japanese, Korean.
    'дякую спасибі спасибо благодарам благодаря мерси ačiū aciu kiitos kiitti tack tak dziękuję dziekuje dzięki ' +
    'dzieki děkuji dekuji ďakujem dakujem köszönöm koszonom köszi koszi eskerrik asko mila esker շնորհակալություն ' +
    'მადლობა მადლობთ təşəkkür təşəkkürlər sağ ol teşekkürler teşekkür sağol brigado brigada grazas graciñas makasih ' +
    'matur nuwun suwun mas bro bang kak dir tq thnx tnx धन्यवाद शुक्रिया nandri நன்றி ধন্যবাদ dhonnobad ขอบคุณ ' +
    '谢谢 謝謝 多谢 ありがとう 감사합니다 고마워 ' +
    // "It works (now)": the report that lets the agent go on.
    'працює работи работает веќе сега все viskas veikia toimii kaikki funkar fungerar virker działa dziala wszystko ' +
    'funguje működik mukodik funcționează functioneaza radi ради čast svaka çalışıyor calisiyor işləyir iso wis bisa ' +
    'jalan jaló jalo cun mantul funciona funcionando tá ta agora funziona marche läuft lauft jetzt werkt nu det ' +
    'աշխատեց աշխատում მუშაობს no wahala ' +
    // Let the agent go on to the next thing: "next one", "weiter", "segue", "hurrengoa" (Basque), "volgende taak".
    'next one weiter segue siga avanti dalej další dalsi ďalej tovább tovabb următorul urmatorul sljedeći ' +
    'sledeći sledeci следно следващ наступне следующий hurrengoa volgende verder taak task adutha paakalaam lanjut ' +
    'berikutnya seuraava nästa neste næste oya ondo bale sudah dah ' +
    // Greetings: "boas, estás aí?", "olá, tudo bem?".
    'boas aí ai olá oi ola tudo bem bom dia ciao hallo moin hej hei ahoj cześć czesc zdravo здраво привіт привет kaixo ' +
    'thats all for today hola buenas qué que onda cómo como estás estas eso es todo por hoy hvala lepa zdaj dela deluje odlično odlicno v redu dobro kul paldies labi der strādā strada skaidrs mulțumesc multumesc acum cảm ơn nha ευχαριστώ δουλεύει bhai kaj korse gumana na díky diky aitäh aitah töötab tootab faleminderit flm rrofsh tani punon funksionon mirë mire shumë shume rregull dakord vazhdo takk fyrir snilld þetta virkar flott frábært góðan daginn kærar þakkir ' +
    // Maltese ("prosit, issa jaħdem": well done, it works now; "tajjeb, agħmel commit"), and "nah leave it".
    'grazzi prosit tajjeb issa jaħdem jahdem sew kompli ejja mela iva perfett sabiħ sabih agħmel aghmel bonġu bongu nah leave'
  ).split(' '),
);

/**
 * Whether a prompt only acknowledges the agent or tells it to go on ("thanks, ship it", "looks good, merge it",
 * "ok go ahead"): it names no topic, whatever its words share with a memory ("ship" with a shipping rule).
 */
export function isAcknowledgement(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w !== '');
  if (words.length > 0 && words.length <= 6 && words.every((w) => ACK_WORDS.has(w))) return true;
  return isGoAheadToCommit(words);
}

// Words of ACK_WORDS that are no acknowledgement on their own when they open a prompt ("the commit hook fails").
const NOT_OPENERS: ReadonlySet<string> = new Set(
  'and now then so it the did do go let lets that works done right ahead fixed solved worked trick continue proceed ship merge commit push please pls looks sounds good how are you thats all for today que qué como cómo eso es todo por hoy acum no next one task taak det nu ta tá agora jetzt сега все wis iso bisa dah sudah'.split(
    ' ',
  ),
);

/**
 * "ok commituj", "ok, haz commit", "ok commit कर दो", "tamam, commit at": an acknowledgement, then the word every
 * language borrows for committing, with at most three words of the language's own "do it" or "that". Whatever
 * those words are, the prompt lets the agent go on; a memory that happens to say one of them is not about it.
 */
function isGoAheadToCommit(words: readonly string[]): boolean {
  const first = words[0] ?? '';
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    // "ok" as each language spells it: oke, oké, okej, okey, oki, "ок".
    (/^(?:o?k(?:ay|e|é|ej|ey|i)?|ок(?:ей)?)$/u.test(first) ||
      (ACK_WORDS.has(first) && !NOT_OPENERS.has(first) && !STOPWORDS.has(first))) &&
    words.slice(1).some((w) => COMMIT_WORD_RE.test(w))
  );
}

/** The word every language borrows for committing ("commit", "commita", "закомить"). */
const COMMIT_WORD_RE = /^(?:commit|заком[иі]т|комит)/u;
