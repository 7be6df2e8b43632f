import { describe, expect, it } from 'vitest';
import { analyzeQuery, isAcknowledgement, isGeneralQuestion, searchTokens } from '../../src/search/query.js';

describe('query analysis', () => {
  it('drops question framing but keeps the topic it frames', () => {
    expect(searchTokens('What kind of database do we use?')).toEqual(['databas', 'us', 'db']);
    expect(searchTokens('Which types of tests are flaky?')).toEqual(['test', 'flaki']);
    // Outside the framing, `kind` and `type` are ordinary words.
    expect(searchTokens('kind words about the type checker')).toEqual(
      expect.arrayContaining(['kind', 'type', 'checker']),
    );
  });

  it("drops pronoun contractions but keeps names' possessives", () => {
    expect(searchTokens("That's what I'm asking: let's deploy")).toEqual(['ask', 'deploi']);
    expect(searchTokens("you've we'll they're it'd")).toEqual([]);
    expect(searchTokens("Alice's review")).toEqual(['alic', 'review']);
  });

  it('searches the other forms of irregular verbs, after the tokens of the text', () => {
    const t = searchTokens('Why did we choose SQLite?');
    expect(t.slice(0, 2)).toEqual(['choos', 'sqlite']);
    expect(t).toEqual(expect.arrayContaining(['chose', 'chosen']));
    expect(searchTokens('who wrote the parser')).toEqual(['wrote', 'parser', 'write', 'written']);
    // Every token once, even when the text already holds several forms.
    const both = searchTokens('go went gone');
    expect(new Set(both).size).toBe(both.length);
    // Forms that are stopwords are never added (the index has none).
    expect(searchTokens('done')).toEqual(['done']);
  });

  it('searches the long form of a short form developers write, and back', () => {
    expect(searchTokens('which db do we use')).toEqual(['db', 'us', 'databas']);
    expect(searchTokens('the database schema')).toEqual(['databas', 'schema', 'db']);
    expect(searchTokens('deploy to k8s')).toEqual(expect.arrayContaining(['k8s', 'kubernet']));
    expect(searchTokens('pg connection pool')).toEqual(expect.arrayContaining(['postgr', 'postgresql']));
    // Words that only look alike are not linked: `production` stems to `product`.
    expect(searchTokens('prod outage')).toEqual(['prod', 'outag']);
    // "who owns X" asks for its owners; the adjective "own" is a stopword and links nothing.
    expect(searchTokens('who owns the fraud service')).toEqual(expect.arrayContaining(['own', 'owner']));
    expect(searchTokens('write our own retry wrapper')).not.toContain('owner');
  });

  it('reads dated spans and keeps the other cues', () => {
    const q = analyzeQuery('Why did we pick parseHttpRequest in March 2024?');
    expect(q.dates.map((d) => d.label)).toEqual(['March 2024']);
    expect(q.names).toContain('parsehttprequest');
    expect(q.typeHints).toContain('decision');
    expect(q.match).toBe(q.tokens.map((t) => `"${t}"`).join(' OR '));
    expect(analyzeQuery('what?').match).toBeNull();
  });
});

describe("acknowledgements and general asks in the languages of the team's chat", () => {
  it('reads a thank-you or a go-ahead as naming no topic', () => {
    for (const q of [
      'super, dela',
      'hvala, v redu',
      'paldies, strādā',
      'mulțumesc, merge acum',
      'cảm ơn nha',
      'ευχαριστώ, δουλεύει!',
      'thanks bhai, kaj korse',
      'ok gumana na',
      'díky',
      'aitäh, töötab',
      'ok, commit it',
      'commit and push',
      // An acknowledgement, then "commit" and the language's own "do it".
      'ok commituj',
      'ok, haz commit',
      'ok commit कर दो',
      'oké, commitold',
      'ok 先 commit',
      'tamam, commit at',
    ])
      expect(isAcknowledgement(q), q).toBe(true);
    // A report that names what works is about it, and so is a question about commits.
    expect(isAcknowledgement('hvala, zdaj dela izvoz v PDF')).toBe(false);
    expect(isAcknowledgement('commit message format?')).toBe(false);
    expect(isAcknowledgement('the commit hook fails')).toBe(false);
    expect(isAcknowledgement('ok commit the migration and the seed data')).toBe(false);
  });

  it('reads thanks, "it works" and "next" in more languages as naming no topic', () => {
    for (const q of [
      'дякую, все працює',
      'благодарам, сега работи',
      'ačiū, viskas veikia',
      'tack, det funkar nu!',
      'köszi, működik!',
      'eskerrik asko!',
      'շնորհակալություն, աշխատեց',
      'təşəkkürlər, işləyir',
      'gracias güey, ya jaló',
      'tá funcionando agora, brigado',
      'makasih mas, wis iso',
      'ok, weiter',
      'ok, segue',
      'ondo, hurrengoa',
      'volgende taak',
      'oya, next one',
      'boas, estás aí?',
      '谢谢',
      'ок, закомить',
    ])
      expect(isAcknowledgement(q), q).toBe(true);
    // A report that names what works, a request for the next thing by name, and a commit the prompt describes.
    expect(isAcknowledgement('дякую, тепер експорт у PDF працює')).toBe(false);
    expect(isAcknowledgement('ok, weiter mit dem DATEV-Export')).toBe(false);
    expect(isAcknowledgement('next commit should squash the migrations')).toBe(false);
    expect(isAcknowledgement('commit this')).toBe(false);
  });

  it('reads a difference, an explanation in general or a git chore as a general ask', () => {
    for (const q of [
      'kakšna je razlika med volatile in synchronized?',
      'razlozi mi na splosno, kaj je covering index',
      'kako squashnem zadnje 3 commite?',
      'kāda ir atšķirība starp volatile un synchronized?',
      'izskaidro vispārīgi, kas ir covering index',
      "c'est quoi la diff entre une readonly class et des readonly properties ?",
      'qual a diferença entre context.WithTimeout e WithDeadline?',
      "che differenza c'è tra lazy e lateinit in Kotlin?",
      'mi a különbség a record és a sima class között?',
      'ano difference ng select_related at prefetch_related?',
      'מה ההבדל בין type ל-interface ב-TypeScript?',
      "typescript'te type ile interface farkı?",
      'Java me record vs class difference kya hai?',
      'TypeScript e type ar interface er parthokko ki?',
      'як зробити rebase на main без мерж комітів?',
      'πώς κάνω interactive rebase τα τελευταία 4 commits;',
      'git 怎么撤销上一次 commit 但保留改动',
      '¿cómo hago un rebase interactivo de los últimos 5 commits?',
      'mis vahe on Java recordil ja Lomboki @Value-l?',
      'selgita üldiselt, mis on virtual threadid',
      'kuidas git-is viimased kolm commitit kokku squashida?',
      // Git's borrowed verbs and "commit", inflected in any language.
      'wie squashe ich die letzten drei Commits?',
      'kako squashnem zadnje 3 commite?',
      'git-ში ბოლო 3 commit როგორ გავაერთიანო?',
      'git e last commit undo korbo kivabe?',
    ])
      expect(isGeneralQuestion(q), q).toBe(true);
    // The project's own asks are not general.
    for (const q of [
      'how does the retry in OrderSync work?',
      'add the farkı column',
      'kako deluje naš OzzClient retry?',
      // A branch, file or version of the project, or no commit at all, keeps the usual bars.
      'can I squash commits on release/v1.4 during the audit freeze?',
      'do we still deploy with git push heroku?',
      'the pre-commit hook rejects migrations/0042_add_index.py',
      'why does the GitHub commit status check fail on deploy?',
    ])
      expect(isGeneralQuestion(q), q).toBe(false);
  });

  it('reads a short "what is" or "how does it work" in other languages as a general ask', () => {
    for (const q of [
      'apa itu CTE di postgres?',
      'sync.Once dipake buat apa?',
      'vad betyder N+1-problem?',
      'hur funkar frozen_string_literal?',
      'ce înseamnă HTTP 409?',
      'kako radi haversine formula?',
      'що таке ECDSA простими словами?',
      'jak działa errgroup w Go?',
      'React 的 useTransition 是什麼',
    ])
      expect(isGeneralQuestion(q), q).toBe(true);
    // A long question names the project's own case; a statement is no question.
    expect(
      isGeneralQuestion(
        'apa itu status PENDING_REVIEW di tabel payouts yang muncul setelah callback dari bank kemarin?',
      ),
    ).toBe(false);
    expect(isGeneralQuestion('kako radimo retry u našem MQTT listeneru')).toBe(false);
  });

  it('reads general questions in Maltese, two-word comparisons, complexity and generic code (round BR)', () => {
    for (const q of [
      "x'inhi d-differenza bejn val u var fil-Kotlin?",
      "spjegali coroutines vs threads b'mod ġenerali",
      "kif naqra file linja b'linja fil-Kotlin?",
      'sealed class vs enum class — meta nuża waħda jew l-oħra?',
      'record struct vs record class — when do I use which?',
      'time complexity of inserting into a binary heap?',
      'write a generic debounce hook in react',
    ])
      expect(isGeneralQuestion(q), q).toBe(true);
    // The project's own comparison or its own hook.
    expect(isGeneralQuestion('Redis vs Memcached for the session store of the checkout worker')).toBe(false);
    expect(isGeneralQuestion('write a debounce hook for the scanner search box')).toBe(false);
    for (const q of ['grazzi!', 'prosit, issa jaħdem', 'tajjeb, agħmel commit', 'nah leave it'])
      expect(isAcknowledgement(q), q).toBe(true);
    expect(isAcknowledgement('prosit, issa l-limitu tad-depożitu jaħdem')).toBe(false);
  });
});
