import { describe, expect, it } from 'vitest';
import {
  promptTopic,
  topicCoverage,
  topicMatch,
  UNKNOWN_TERM_WEIGHT,
  VARIANT_WEIGHT,
} from '../../src/search/coverage.js';
import { impliedArtifact } from '../../src/search/implied.js';
import { fileMentions, taskArtifact, topicTokens } from '../../src/search/query.js';

describe('prompt files and topic', () => {
  it('reads paths and @file mentions as files, not URLs, versions, routes or dotted code names', () => {
    expect(fileMentions('fix invoice rounding in src/billing/invoice.ts')).toEqual([
      'src/billing/invoice.ts',
    ]);
    expect(fileMentions('@src/billing/invoice.ts fix the rounding, totals are off')).toEqual([
      'src/billing/invoice.ts',
    ]);
    expect(fileMentions('check shop/pricing/discounts.py.')).toEqual(['shop/pricing/discounts.py']);
    expect(fileMentions('edit ./scripts/run.sh:42 and package.json, then .env')).toEqual([
      'scripts/run.sh',
      'package.json',
      '.env',
    ]);
    expect(fileMentions('tidy up src/db/ and @README')).toEqual(['src/db', 'README']);
    expect(
      fileMentions(
        'see https://example.com/a/b.ts, call spool.recall, bump to 1.2.3, add /v1/users, read/write',
      ),
    ).toEqual([]);
  });

  it('leaves task words and named files out of the topic', () => {
    expect(topicTokens('fix invoice rounding in src/billing/invoice.ts')).toEqual(['invoic', 'round']);
    expect(topicTokens('Can you write a test for the Stripe payment flow?')).toEqual([
      'test',
      'stripe',
      'payment',
      'flow',
    ]);
    // "still" after be/do/a pronoun, or opening the prompt, asks whether something holds; the noun stays.
    expect(topicTokens('are we still on prisma?')).toEqual(topicTokens('are we on prisma?'));
    expect(topicTokens('Still using jest?')).toEqual(topicTokens('using jest?'));
    expect(topicTokens('clean the spirit still')).toContain('still');
    // A word that is also part of a named file still counts where the prose says it.
    expect(topicTokens('speed up search in @src/search.rs')).toContain('search');
    // The same asks in Danish, Norwegian and Swedish ("lav en ny…", "legg til…", "skriv…").
    expect(topicTokens('lav en ny LiveView til boligindskud')).toEqual(topicTokens('LiveView boligindskud'));
    expect(topicTokens('legg til en rolle for veterinær')).toEqual(topicTokens('rolle veterinær'));
    expect(topicTokens('skriv ett test för bokningen')).toEqual(topicTokens('test bokningen'));
    // And in Portuguese, Italian, French, German, Polish, Croatian, Romanian, Dutch, Indonesian and Turkish.
    expect(topicTokens('adiciona o campo NIF ao ecrã de pagamento')).toEqual(
      topicTokens('o campo NIF ao ecrã de pagamento'),
    );
    expect(topicTokens('aggiungi un nuovo endpoint per le fatture')).toEqual(
      topicTokens('un endpoint per le fatture'),
    );
    expect(topicTokens('schreibe einen Test für die Lieferungen')).toEqual(
      topicTokens('einen Test für die Lieferungen'),
    );
    expect(topicTokens('tambahkan validasi NIK di form')).toEqual(topicTokens('validasi NIK di form'));
    // Their function words leave a prompt's topic too, but not those that are code or an English name.
    expect(topicTokens('preciso de uma função para validar o NIF')).toEqual(
      topicTokens('função validar NIF'),
    );
    expect(topicTokens('neue Spalte ShippedAt an der Tabelle, mach mal bitte die Migration dazu')).toEqual(
      topicTokens('Spalte ShippedAt an Tabelle, die Migration'),
    );
    expect(topicTokens('font-size in em for the ES index and DI container')).toEqual(
      expect.arrayContaining(['em', 'es', 'di']),
    );
    // And in Czech and Slovak ("přidej", "pridaj", "nový"), but not "nová": it folds to Laravel's Nova.
    expect(topicTokens('přidej nový endpoint pro košík')).toEqual(topicTokens('endpoint pro košík'));
    expect(topicTokens('pridaj endpoint na kúpu lístka')).toEqual(topicTokens('endpoint na kúpu lístka'));
    // And in Lithuanian, with and without its letters ("pridėk", "parašyk", "naują").
    expect(topicTokens('pridėk naują endpointą kvitų spausdinimui')).toEqual(
      topicTokens('endpointą kvitų spausdinimui'),
    );
    expect(topicTokens('parasyk testa PriemokosSkaiciuoklei')).toEqual(
      topicTokens('testa PriemokosSkaiciuoklei'),
    );
    // And in Catalan and Spanish ("afegeix", "fes", "añade", "nou").
    expect(topicTokens('afegeix un camp nou altitud a estació')).toEqual(
      topicTokens('un camp altitud a estació'),
    );
    expect(topicTokens('añade un filtro por barrio')).toEqual(topicTokens('un filtro por barrio'));
    // Icelandic ("bættu", "skrifaðu", "nýtt").
    expect(topicTokens('bættu við nýtt endpoint fyrir vigtarnótur')).toEqual(
      topicTokens('við endpoint fyrir vigtarnótur'),
    );
    // Albanian ("shto", "shkruaj", "bëj", "ri").
    expect(topicTokens('shto nje fushe te re ne formen e pacientit')).toEqual(
      topicTokens('nje fushe te re ne formen e pacientit'),
    );
    expect(topicTokens('bëj listën e pritjes')).toEqual(topicTokens('listën e pritjes'));
    // Estonian ("lisa", "paranda", "uus").
    expect(topicTokens('lisa uus väli taotlusele')).toEqual(topicTokens('väli taotlusele'));
    // Latvian ("pievieno", "uzraksti", "jaunu").
    expect(topicTokens('pievieno jaunu lauku rēķinam')).toEqual(topicTokens('lauku rēķinam'));
    // Slovenian ("dodaj", "napiši", "pošlji").
    expect(topicTokens('napiši consumer za termini.napotnice.prejeta.v2')).toEqual(
      topicTokens('consumer za termini.napotnice.prejeta.v2'),
    );
    expect(topicTokens('add a Nova resource for invoices')).toContain('nova');
  });

  it('weighs what a memory covers by rarity; a term no memory has weighs little', () => {
    const df: Record<string, number> = { test: 30, stripe: 3, payment: 8 };
    const topic = promptTopic('Can you write a test for the Stripe payment flow?', (t) => df[t] ?? 0, 100);
    expect([...topic.weights.keys()]).toEqual(['test', 'stripe', 'payment']);
    const stripe = topicCoverage(topic, { content: 'Never call Stripe from tests', tags: [] });
    const plain = 2 / 5; // what counting every word gave
    expect(stripe).toBeGreaterThan(0.5);
    expect(stripe).toBeGreaterThan(plain);
    // The common word alone is a small part of the topic.
    expect(topicCoverage(topic, { content: 'Unit tests run with vitest', tags: [] })).toBeLessThan(0.25);
    // Nothing in the store: no term to cover, and no memory covers any of it.
    const haiku = promptTopic('write a haiku', () => 0, 100);
    expect([haiku.weights.size, haiku.missing]).toEqual([0, 1]);
    expect(topicCoverage(haiku, { content: 'A haiku about tests', tags: [] })).toBe(0);
  });

  it('weighs a count as a word no memory holds: a memory saying the number is no closer to the prompt', () => {
    const day = topicTokens('days')[0] ?? 'day';
    const df: Record<string, number> = { sync: 2, job: 10, fail: 6, '3': 5, [day]: 4, '401': 1 };
    const topic = promptTopic('the sync job has failed for 3 days with 401', (t) => df[t] ?? 0, 100);
    expect([...topic.weights.keys()]).toEqual(['sync', 'job', 'fail', day, '401']);
    expect(topic.missing).toBe(1);
    const withCount = topicCoverage(topic, { content: 'The sync job retries 3 times', tags: [] });
    expect(withCount).toBe(topicCoverage(topic, { content: 'The sync job retries', tags: [] }));
  });

  it('counts a word the store holds only with another ending as that word, at half its weight', () => {
    const df: Record<string, number> = { lusegrens: 2, lokalitet: 2 };
    const variants = (t: string) => (t === 'lusegrensa' ? ['lusegrens'] : []);
    const topic = promptTopic('lusegrensa lokalitet', (t) => df[t] ?? 0, 100, variants);
    expect(topic.weights.get('lusegrensa')).toBeCloseTo(
      VARIANT_WEIGHT * (topic.weights.get('lokalitet') ?? 0),
      9,
    );
    expect(topic.missing).toBe(0);
    // A memory saying the other form covers the word.
    const both = topicCoverage(topic, { content: 'Lusegrense per lokalitet', tags: [] });
    expect(both).toBeCloseTo(1, 9);
    const one = topicCoverage(topic, { content: 'Lusegrense: 0,5 per fisk', tags: [] });
    expect(one).toBeCloseTo(VARIANT_WEIGHT / (1 + VARIANT_WEIGHT), 9);
  });

  it('counts another ending of a word the store also holds as said, as half of that word (round BG)', () => {
    const df: Record<string, number> = { pacientit: 3, pacienti: 4, allergji: 2 };
    const variants = (t: string, held?: boolean) => (held && t === 'pacientit' ? ['pacienti'] : []);
    const topic = promptTopic('pacientit allergji', (t) => df[t] ?? 0, 100, variants);
    const w = topic.weights.get('pacientit') ?? 0;
    const a = topic.weights.get('allergji') ?? 0;
    // The word keeps its own weight; the other ending covers half of it.
    expect(w).toBeGreaterThan(0);
    const other = topicCoverage(topic, { content: 'pacienti allergji', tags: [] });
    expect(other).toBeCloseTo((VARIANT_WEIGHT * w + a) / (w + a), 9);
    const same = topicCoverage(topic, { content: 'pacientit allergji', tags: [] });
    expect(same).toBeCloseTo(1, 9);
    // Saying both endings counts the word once, in full.
    expect(topicCoverage(topic, { content: 'pacientit pacienti allergji', tags: [] })).toBeCloseTo(1, 9);
  });

  it('does not let a memory about another kind of a thing cover a prompt through that thing alone', () => {
    const df: Record<string, number> = {
      workout: 4,
      record: 3,
      mode: 1,
      lost: 2,
      state: 3,
      terraform: 9,
      field: 5,
    };
    const docFreq = (t: string) => df[t] ?? 0;
    // "airplane" is a word no memory says: it makes the prompt's mode another mode than the memory's.
    const airplane = promptTopic('workouts recorded in airplane mode are lost', docFreq, 40);
    const dark = { content: 'Dark mode follows the system setting.', tags: [], memory_type: 'convention' };
    expect(topicMatch(airplane, dark).coverage).toBe(0);
    // The memory that says the prompt's own word, or the term with no word of its own before it, still covers.
    expect(
      topicMatch(airplane, { content: 'Airplane mode queues writes locally.', tags: [] }).coverage,
    ).toBeGreaterThan(0);
    expect(
      topicMatch(airplane, { content: 'The mode is read at startup.', tags: [] }).coverage,
    ).toBeGreaterThan(0);
    // A word the store knows names the project's own thing, not another kind ("terraform state").
    const state = promptTopic('where is the terraform state stored', docFreq, 40);
    expect(
      topicMatch(state, { content: 'Remote state lives in the S3 bucket.', tags: [] }).coverage,
    ).toBeGreaterThan(0);
    // A rule about the thing a task makes governs every kind of it.
    const field = promptTopic('add a field and remove the old memo field', docFreq, 40);
    const rule = { content: 'Never reuse a protobuf field number.', tags: [], memory_type: 'constraint' };
    expect(topicMatch(field, rule).coverage).toBeGreaterThan(0);
  });

  it('keeps a prompt about something the store never heard of from being covered by its one generic word', () => {
    const df: Record<string, number> = { time: 1, instal: 6 };
    const tokyo = promptTopic('what time is it in tokyo', (t) => df[t] ?? 0, 40);
    expect(tokyo.missing).toBe(1);
    const bun = { content: 'We switched to bun because installs got three times faster.', tags: [] };
    // "tokyo" counts for UNKNOWN_TERM_WEIGHT of a rare term: the hook's 0.5 bar still admits the memory only
    // when the known word is itself rare, and the unknown words few.
    expect(topicCoverage(tokyo, bun)).toBeCloseTo(1 / (1 + UNKNOWN_TERM_WEIGHT), 6);
    const twoUnknown = promptTopic('what time is it in tokyo osaka and kyoto', (t) => df[t] ?? 0, 40);
    expect(topicCoverage(twoUnknown, bun)).toBeCloseTo(1 / (1 + 3 * UNKNOWN_TERM_WEIGHT), 6);
  });

  it('reads the kind of thing a creation task makes: the head of the phrase after its verb', () => {
    expect(taskArtifact('write a migration that renames invoices.total to total_minor')).toBe('migrat');
    expect(taskArtifact('write a migration adding a nullable gift_message field to Order')).toBe('migrat');
    expect(taskArtifact('pls add a nullable gift_message field to Order')).toBe('field');
    expect(taskArtifact('add the serde_yaml crate to parse yaml config too')).toBe('crate');
    expect(taskArtifact('@src/cli.rs add a --max-count flag')).toBe('flag');
    expect(taskArtifact('why did a payout created at 15:10 not go out today')).toBeUndefined();
    expect(taskArtifact('fix the typo in the README')).toBeUndefined();
  });

  it('reads what a schema change implies: a migration rule governs "add a … column" without the word', () => {
    expect(impliedArtifact('add a nullable gift_message column to orders')).toBe('migration');
    expect(impliedArtifact('add an index on rides(vehicle_id, inserted_at), the support view is slow')).toBe(
      'migration',
    );
    // Said already, or no schema change: nothing implied.
    expect(impliedArtifact('add a pinned_at column to messages + migration')).toBeUndefined();
    expect(impliedArtifact('add a reviewCount field to the Product model')).toBeUndefined();
    const df: Record<string, number> = { migrat: 9, column: 3, order: 6, nullabl: 1 };
    const topic = promptTopic('add a nullable gift_message column to orders', (t) => df[t] ?? 0, 40);
    expect(topic.implied).toBe('migrat');
    const rule = {
      content: 'Migrations only through Flyway (db/migration, V<n>__name.sql); never edit an applied one.',
      tags: [],
      memory_type: 'constraint',
    };
    const m = topicMatch(topic, rule);
    expect(m.governsArtifact).toBe(true);
    expect(m.coverage).toBeGreaterThan(0.2);
    // A fact or a rule naming migrations in passing gets nothing from the implied word.
    expect(topicMatch(topic, { ...rule, memory_type: 'fact' }).coverage).toBe(0);
    expect(
      topicMatch(topic, {
        ...rule,
        content: 'Review the seed data and the deploy script before a migration.',
      }).coverage,
    ).toBe(0);
    // The implied word is not part of the prompt: a memory about the rest covers it as before.
    const orders = { content: 'Orders keep a nullable column per channel.', tags: [], memory_type: 'fact' };
    const without = promptTopic(
      'add a nullable gift_message column to orders',
      (t) => (t === 'migrat' ? 0 : (df[t] ?? 0)),
      40,
    );
    expect(topicMatch(topic, orders).coverage).toBeCloseTo(topicMatch(without, orders).coverage, 9);
  });

  it('reads a question about a person as asking for the note of who owns what, of any memory type', () => {
    for (const q of [
      'who owns the CRB integration?',
      "who's on call for platform this week",
      'hey, who should review my PR on src/hmrc/adr-client.ts?',
      'wer ist für die Kasse zuständig?',
      'quién revisa los cambios de pagos?',
      'kto robi review zmian w płatnościach?',
      '누가 결제 담당이에요?',
    ])
      expect(impliedArtifact(q), q).toBe('owner');
    for (const q of [
      'show the user who created the invoice in the audit list',
      'whole-number amounts only in the payouts export',
      'whoever merges last rebases the branch',
    ])
      expect(impliedArtifact(q), q).not.toBe('owner');
    const df: Record<string, number> = { owner: 2, crb: 3, integr: 8, ask: 4 };
    const topic = promptTopic('who do I ask about the CRB integration?', (t) => df[t] ?? 0, 40);
    expect(topic.implied).toBe('owner');
    const owners = {
      content: 'Owners: M-Pesa integration — Brian Otieno; lending and CRB — Wanjiru Kamau; USSD — Peter.',
      tags: [],
      memory_type: 'fact',
    };
    const m = topicMatch(topic, owners);
    expect(m.governsArtifact).toBe(true);
    // The note of owners covers more of the question than the same words without the owner word would.
    const plain = promptTopic(
      'who do I ask about the CRB integration?',
      (t) => (t === 'owner' ? 0 : (df[t] ?? 0)),
      40,
    );
    expect(m.coverage).toBeGreaterThan(topicMatch(plain, owners).coverage);
    // A memory naming owners in passing is no note of who owns what.
    const passing = {
      content: 'CRB reports go out nightly; the integration owner gets the failure mail.',
      tags: [],
      memory_type: 'fact',
    };
    expect(topicMatch(topic, passing).governsArtifact).toBe(false);
  });

  it("reads a schema change in other languages, and the migration rule in the store's own language", () => {
    for (const q of [
      'dodaj stupac arrival_flight na reservations',
      'tambah kolom lender_type NOT NULL di tabel lenders',
      'pievieno indeksu banking_banktransaction uz booking_date',
      'cria um índice na tabela lancamentos por conta_id',
      'galim tiesiog pridėti indeksą ant asmens_kodas stulpelio?',
      'rename column `battery` to `battery_pct` on vehicles',
    ])
      expect(impliedArtifact(q), q).toBe('migration');
    for (const q of [
      'neue Spalte ShippedAt an der Tabelle Deliveries, mach mal bitte die Migration dazu',
      'cómo funciona un índice GIN en postgres en general?',
      'update langsung di tabel ojk_reports aja ya',
      'add sorting to the orders table',
    ])
      expect(impliedArtifact(q), q).toBeUndefined();
    // The store says "migracije" and "Flyway", never "migration": the most held form stands for the others.
    const df: Record<string, number> = { migracij: 4, flywai: 2, stupac: 1, reserv: 9 };
    const topic = promptTopic('dodaj stupac arrival_flight na reservations', (t) => df[t] ?? 0, 60);
    expect(topic.implied).toBe('migracij');
    expect(topic.forms.get('flywai')).toBe('migracij');
    const rule = {
      content: 'Flyway migracije za svaku promjenu sheme, nikad ručno na bazi.',
      tags: [],
      memory_type: 'constraint',
    };
    expect(topicMatch(topic, rule).governsArtifact).toBe(true);
  });

  it('reads a credential the prompt asks where to put as implying the place of secrets', () => {
    for (const q of [
      'where do I put the Resend API key for the new send-email function?',
      'kam dam geslo za novi SMS prehod?',
      'onde coloco a senha do usuário mqtt novo do notifier?',
      'gdzie wpisać hasło do nowej bazy dla travel-service?',
      'put the database password for the reporting service in prod.tfvars',
    ])
      expect(impliedArtifact(q), q).toBe('secret');
    // Said already, no credential, or no ask where it goes: nothing implied.
    for (const q of [
      'where do I put the keycloak client secret?',
      'where do I put the design tokens for the new theme?',
      'users say the password reset email never arrives',
      'where do the shared helpers for edge functions go?',
    ])
      expect(impliedArtifact(q), q).toBeUndefined();
    const df: Record<string, number> = { secret: 4, resend: 3, api: 6, kei: 5, function: 8 };
    const topic = promptTopic('where do I put the Resend API key?', (t) => df[t] ?? 0, 60);
    expect(topic.implied).toBe('secret');
    const rule = {
      content: 'Secrets: edge functions via `supabase secrets set`, the web app via Deno Deploy env vars.',
      tags: [],
      memory_type: 'convention',
    };
    expect(topicMatch(topic, rule).coverage).toBeGreaterThan(0);
    // A memory naming a secret in passing, or a fact, gets nothing from the implied word.
    expect(
      topicMatch(topic, { ...rule, content: 'Stripe rotates our webhook signing secret every year.' })
        .coverage,
    ).toBe(0);
    expect(topicMatch(topic, { ...rule, memory_type: 'fact' }).coverage).toBe(0);
  });

  it('reads a secret the prompt names and asks where to put as what the place-of-secrets rule governs', () => {
    const df: Record<string, number> = { secret: 4, tesla: 1, api: 9, client: 7 };
    const topic = promptTopic('where do I put the Tesla API client secret?', (t) => df[t] ?? 0, 100);
    expect(topic.artifact).toBe('secret');
    const rule = {
      content: 'Secrets live in AWS Secrets Manager under wattle/<env>/<service>/<name>.',
      tags: [],
      memory_type: 'convention',
    };
    expect(topicMatch(topic, rule)).toMatchObject({ governsArtifact: true });
    expect(topicMatch(topic, rule).coverage).toBeGreaterThan(0);
    // A fact naming a secret in passing is no such rule; a prompt that asks nothing about placing one has none.
    expect(topicMatch(topic, { ...rule, memory_type: 'fact' }).coverage).toBe(0);
    expect(
      promptTopic('rotate the Tesla API client secret', (t) => df[t] ?? 0, 100).artifact,
    ).toBeUndefined();
  });

  it('weighs the artifact as a rare term, and admits a memory sharing only it when it is a rule', () => {
    const df: Record<string, number> = { migrat: 12, invoic: 2, total: 1 };
    const topic = promptTopic(
      'write a migration that renames invoices.total to total_minor',
      (t) => df[t] ?? 0,
      40,
    );
    expect(topic.artifact).toBe('migrat');
    const rule = {
      content: 'Never edit an applied migration; add a new one.',
      tags: [],
      memory_type: 'convention',
    };
    const fact = { content: 'The last migration took four minutes.', tags: [], memory_type: 'fact' };
    expect(topicMatch(topic, rule).rarest).toBe(1);
    expect(topicMatch(topic, rule).coverage).toBeGreaterThan(0.3);
    expect(topicMatch(topic, fact)).toEqual({ coverage: 0, rarest: 0, governsArtifact: false });
    // A rule naming the artifact among its first terms governs it; one mentioning it in passing does not.
    expect(topicMatch(topic, { ...rule, content: 'Migrations must be reversible.' }).governsArtifact).toBe(
      true,
    );
    expect(topicMatch(topic, rule).governsArtifact).toBe(true); // "never" is not a term: "edit applied migration"
    const passing = { ...rule, content: 'Review the deploy script and the seed data before a migration.' };
    expect(topicMatch(topic, passing).governsArtifact).toBe(false);
    expect(topicMatch(topic, { ...fact, content: 'Migrations run at deploy.' }).governsArtifact).toBe(false);
    // Without a creation verb the same word weighs what its frequency says.
    const asked = promptTopic('did the migration run', (t) => df[t] ?? 0, 40);
    expect(asked.artifact).toBeUndefined();
    expect(topicMatch(asked, rule).rarest).toBeLessThan(0.9);
  });

  it('gives no coverage to a memory sharing only a word nearly every memory has', () => {
    // "run go vet" in a Go project: `go` is in 90 of 100 memories, the only topic word; nothing is about it.
    const go = promptTopic('run go vet', (t) => (t === 'go' ? 90 : 0), 100);
    expect(topicMatch(go, { content: 'The module targets Go 1.22', tags: [] })).toEqual({
      coverage: 0,
      rarest: 0,
      governsArtifact: false,
    });
    // A word few memories have still covers the prompt.
    const vet = promptTopic('run go vet', (t) => (t === 'go' ? 90 : t === 'vet' ? 2 : 0), 100);
    expect(topicMatch(vet, { content: 'CI runs go vet on every push', tags: [] }).coverage).toBe(1);
  });

  it('lets a memory saying every word of a prompt cover it, however common the words are', () => {
    // A store of 29 memories, 26 about invoice rounding: each word is common, together they are the prompt.
    const df: Record<string, number> = { invoic: 26, round: 26, retri: 2 };
    const rule = { content: 'Invoice rounding rule 3: totals of currency 3 round half-even', tags: [] };
    const fix = promptTopic('fix invoice rounding', (t) => df[t] ?? 0, 29);
    expect(fix.missing).toBe(0);
    expect(topicMatch(fix, rule).coverage).toBe(1);
    // Only one of them: still nothing.
    expect(
      topicMatch(
        promptTopic('fix rounding', (t) => df[t] ?? 0, 29),
        rule,
      ).coverage,
    ).toBe(0);
    // The prompt also says a word the memory lacks, or one no memory has: the common words say nothing.
    expect(
      topicMatch(
        promptTopic('add invoice rounding retries', (t) => df[t] ?? 0, 29),
        rule,
      ).coverage,
    ).toBe(0);
    const vet = promptTopic('run invoice rounding vet', (t) => df[t] ?? 0, 29);
    expect(vet.missing).toBe(1);
    expect(topicMatch(vet, rule).coverage).toBe(0);
  });

  it('reads common shorthand and currency codes as the words they stand for', () => {
    const df: Record<string, number> = { currenc: 1, fact: 2 };
    const chf = promptTopic('can we accept CHF?', (t) => df[t] ?? 0, 40);
    expect(
      topicCoverage(chf, {
        content: 'We bill in USD and EUR only; other currencies are rejected.',
        tags: [],
      }),
    ).toBeCloseTo(1 / (1 + UNKNOWN_TERM_WEIGHT), 6); // all but "accept", which no memory has
    const fct = promptTopic('make fct_page_views incremental', (t) => df[t] ?? 0, 40);
    // "fct" is the topic's one known term, and "Fact" covers it (the rest no memory has).
    expect([...fct.weights.keys()]).toEqual(['fct']);
    expect(
      topicCoverage(fct, { content: 'Fact tables over 10M rows are incremental.', tags: [] }),
    ).toBeCloseTo(fct.weights.get('fct')! / fct.total, 6);
    expect(topicCoverage(fct, { content: 'Tables over 10M rows are incremental.', tags: [] })).toBe(0);
  });

  it('counts a short form as covering its long form, once', () => {
    const df: Record<string, number> = { databas: 4, db: 2, migrat: 5, column: 6 };
    const topic = promptTopic('which database does the migration use', (t) => df[t] ?? 0, 100);
    expect([...topic.weights.keys()]).toEqual(['databas', 'migrat', 'us'].filter((t) => df[t]));
    const db = topicCoverage(topic, { content: 'The db is Postgres 16', tags: [] });
    const both = topicCoverage(topic, { content: 'The db (database) is Postgres 16', tags: [] });
    expect(db).toBeGreaterThan(0.4);
    expect(both).toBe(db);
    expect(topicCoverage(topic, { content: 'Columns are snake_case', tags: [] })).toBe(0);
  });
});
