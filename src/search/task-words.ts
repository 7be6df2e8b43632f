/**
 * The words of a prompt that say what to do, in English and the other languages teams write prompts in, and the
 * function words of languages whose stopwords the index does not drop: a table, no logic (see `topicTokens`).
 */
import { queryTokens } from '../core/tokenize.js';

/**
 * Words that say what to do in a task ("fix", "add a test", "can you write…"), not what it is about. They are
 * left out of a prompt's topic: a memory that shares only "add" with a prompt is not about it.
 */
export const TASK_WORDS: ReadonlySet<string> = new Set(
  (
    'add adding fix fixing make making write writing create update change run use using need needs want ' +
    'implement remove delete get set check look help please pls plz try can could would should let tell show ' +
    'find handle do does did doing put move rename refactor improve support allow work start stop see new ' +
    'old thing things way sure know like just also again something code able wanna gonna maybe quick quickly ' +
    // Danish, Norwegian and Swedish (add, write, create, build, make, remove, delete, check, look, help, change,
    // update, use, run, fix, new).
    'tilføj legg lägg skriv skriva opret opprett skapa byg bygg lav lave lage fjern slet tjek sjekk kolla kig kigge ' +
    'hjælp hjelp hjälp ændr endre ändra opdater oppdater uppdatera brug bruge bruk bruke använd använda kør kjør ' +
    'kör fiks fikse fixa ny nye nyt nya nytt ' +
    // Czech and Slovak (add, fix, make, create, change, check, look, help, delete, show, implement, generate, need,
    // want, new; not "nová", which folds to the Nova of Laravel, nor "napiš", whose token is Hungarian "napi", daily).
    'přidej pridaj oprav sprav udělej vytvoř vytvor změň zmeň zkontroluj skontroluj podívej pozri pomoz ' +
    'pomôž smaž vymaž zobraz implementuj vygeneruj potřebuju potrebujem chci chcem nový nové ' +
    // Lithuanian (add, write, fix, create, check, look, make, change, delete, show, help, new), with and without
    // their letters.
    'pridėk pridek parašyk parasyk pataisyk sutvarkyk sukurk patikrink pažiūrėk paziurek padaryk pakeisk ištrink ' +
    'istrink parodyk padėk padek nauja naują naujas naujo naujus ' +
    // Catalan and Spanish, then Slovenian, Latvian, Estonian, Albanian and Icelandic (add, write, create, fix, change, look, check, do, delete, show, explain, need, want, new).
    'afegeix afegir añade agrega escriu escribe crea arregla corregeix corrige canvia cambia mira revisa comprova ' +
    'fes haz elimina esborra borra mostra muestra explica implementa necessito necesito vull quiero nou nous noves nuevo ' +
    'dodaj napiši napisi popravi preveri pošlji posli spremeni naredi pokaži pokazi odstrani izbriši razloži pomagaj rabim potrebujem hočem novo novega ' +
    'pievieno uzraksti izlabo salabo izveido nomaini pārbaudi paskaties izdzēs parādi izskaidro palīdzi gribu jaunu jauns jauna lisa kirjuta paranda muuda kontrolli vaata kustuta näita seleta aita uus uue uut ' +
    'shto shtoje shkruaj shkruani rregullo ndreq korrigjo ndrysho shiko kontrollo bëj bej bëje beje krijo fshi hiq trego shpjego ndihmo dua ri reja ' +
    'bættu skrifaðu lagaðu breyttu kíktu athugaðu búðu eyddu sýndu útskýrðu hjálpaðu settu nýtt nýja nýr ' +
    // Portuguese, Italian, French, German, Polish, Croatian, Romanian, Dutch, Indonesian and Turkish (add, write,
    // create, fix, change, check, look, implement, generate, show, explain, delete, help, need, want, new; not
    // "novas", which folds to Laravel's Nova, "sistema", a system in three of them, nor the French and Dutch words
    // whose tokens are English ones: "aide", "vérifie", "modifie", "génère", "controleer").
    'adiciona adicionar adicione acrescenta escreve escrever escreva cria criar crie faz fazer faça corrige corrigir ' +
    'corrija muda mudar altera alterar verifica verificar implementa implementar gera gerar mostra explica apaga ' +
    'apagar remove ajuda preciso quero novo novos ' +
    'aggiungi scrivi crea correggi cambia modifica controlla implementa genera spiega elimina rimuovi aiutami ' +
    'voglio nuovo nuova nuovi ' +
    'ajoute ajouter écris écrire crée créer corrige regarde implémente montre explique supprime enlève fais veux ' +
    'nouveau nouvelle ' +
    'füge hinzufügen schreib schreibe erstelle erstell mach korrigiere ändere prüfe schau implementiere generiere ' +
    'zeig zeige erkläre lösche entferne hilf brauche neu neue neuen neues ' +
    'napisz stwórz utwórz popraw napraw zmień sprawdź zobacz zaimplementuj wygeneruj pokaż wyjaśnij usuń pomóż ' +
    'potrzebuję chcę nowy nowe ' +
    'napravi kreiraj promijeni provjeri pogledaj implementiraj generiraj prikaži objasni obriši ukloni pomozi trebam ' +
    'želim novi ' +
    'adaugă adauga scrie creează creeaza repară repara corectează schimbă modifică verifică implementează ' +
    'generează arată explică șterge sterge elimină ajută vreau nouă ' +
    'voeg schrijf maak repareer verander wijzig kijk implementeer genereer toon verwijder nieuw nieuwe ' +
    'tambahkan tambah tulis buat buatkan perbaiki ubah ganti periksa lihat tampilkan jelaskan hapus bantu butuh baru ' +
    'ekle yaz oluştur düzelt değiştir kontrol uygula göster açıkla kaldır istiyorum yeni ' +
    // Armenian (add, write, fix, create, change, check, look, delete, remove, show, explain, help, do, make,
    // implement, want, need, new), imperative and infinitive.
    'ավելացրու ավելացնել գրիր գրել ուղղիր ուղղել ստեղծիր ստեղծել փոխիր փոխել ստուգիր ստուգել նայիր ջնջիր ' +
    'հեռացրու ցույց տուր բացատրիր օգնիր արա սարքիր իրականացրու ուզում պետք նոր ' +
    // Their function words too (Portuguese, Spanish, Italian, French, German, Dutch), in prompts only (the index
    // keeps them: a stopword list is shared by every language, and these are words of others): not "em", "com",
    // "es", "est", "di", "nas", "die", "van", "met", "op", "en" (a CSS unit, a serial port, Elasticsearch, a time
    // zone, dependency injection, storage, English words, a locale).
    'de que para uma um ao não é está esta por pelo pela dos das nos el la los las del al con una ' +
    'il che per della del nel è le les des du pour avec dans une pas ' +
    'der das den dem des und ist nicht ein eine einen einem einer mit für auf zu von bei wie warum bitte mal noch ' +
    'auch dazu wird werden sind kann ' +
    'het een voor niet wat waarom naar ook bij dan zijn worden wordt moet ' +
    // The same asks in Japanese and Chinese, as the tokens they are indexed as (修正 fix, 追加 add, 作成 create,
    // 実装 implement, 変更 change, 削除 delete, 確認 check, 対応 handle, 教 of 教えて, 説明 explain, 願 of お願い).
    '修正 追加 作成 実装 変更 削除 確認 対応 教 説明 願 帮我 请帮 添加 修改 实现 删除'
  )
    .split(' ')
    .flatMap((w) => queryTokens(w)),
);
