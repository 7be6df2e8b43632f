import { mkdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock.js';
import { type HookDeps, runHook } from '../../src/hooks/run.js';
import { openSpool } from '../../src/spool.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const NOW = '2026-03-01T12:00:00Z';

/** What the user-prompt hook injects for `prompt` (empty when it stays silent). */
async function injected(p: TempProject, prompt: string): Promise<string> {
  const deps: HookDeps = {
    cwd: p.root,
    home: p.home,
    now: fixedClock(NOW),
    open: (root) => openSpool({ root, home: p.home, clock: fixedClock(NOW), warn: () => {} }),
    warn: () => {},
  };
  const out = await runHook('user-prompt', JSON.stringify({ cwd: p.root, prompt }), deps);
  const ctx = (out.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext;
  return ctx ?? '';
}

async function seed(p: TempProject, memories: [string, string, string[]?][]): Promise<void> {
  const s = openTest(p, { clock: fixedClock(NOW) });
  for (const [content, memory_type, file_refs] of memories) {
    await s.remember({ content, memory_type: memory_type as 'note', file_refs: file_refs ?? [] });
  }
  await s.close();
}

/** A web shop's memories: several about tests, checkout and coupons, and unrelated ones around them. */
const SHOP: [string, string, string[]?][] = [
  [
    'Coupon codes are validated at checkout and are case-insensitive.',
    'convention',
    ['src/checkout/coupon.ts'],
  ],
  ['Coupons never stack with gift cards at checkout.', 'constraint'],
  ['End-to-end tests run with Playwright against the preview deployment.', 'convention'],
  ['Unit tests run with vitest and must not touch the network.', 'constraint'],
  ['Snapshot tests are reviewed by hand; never update them blindly.', 'convention'],
  ['Integration tests use a throwaway Postgres container.', 'workflow'],
  ['Feature flags are read from LaunchDarkly at startup.', 'fact'],
  ['The mobile app is released every second Tuesday.', 'workflow'],
  ['Logs are JSON lines on stdout, collected by Vector.', 'fact'],
  ['Images are resized by the CDN, never in the app.', 'decision'],
];

describe('user-prompt hook selection (issue 11)', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
  });
  afterEach(() => p.cleanup());

  it('a memory that says where files live is injected for a prompt naming a file there', async () => {
    await seed(p, [
      ['GraphQL schema files live in schema/graphql and are linted with graphql-eslint.', 'convention'],
      ['Feature flags are read from LaunchDarkly at startup.', 'fact'],
      ['The mobile app is released every second Tuesday.', 'workflow'],
    ]);
    const out = await injected(p, 'rename the customer type in schema/graphql/customer.graphql');
    expect(out).toContain('schema/graphql');
    expect(out).not.toContain('LaunchDarkly');
    // A file outside the folder does not bring it in.
    expect(await injected(p, 'rename the customer type in web/customer.tsx')).not.toContain('graphql-eslint');
  });

  it('a prompt about two things admits the memory that alone says one of them', async () => {
    await seed(p, SHOP);
    const s = openTest(p, { clock: fixedClock(NOW) });
    const task = 'add a playwright test for the startup flags and stdout logs';
    const ask = { task, min_coverage: 0.5, min_relative_score: 0, maintenance: false };
    const shown = async (extra: object) =>
      (await s.context({ ...ask, ...extra })).sections
        .flatMap((x) => x.items.map((i) => i.content))
        .join('\n');
    // "playwright" is a word only one memory says: that memory is about one of the prompt's things, though
    // it covers less than half of the prompt's weighted topic.
    expect(await shown({ min_rare_coverage: 0.5 })).not.toContain('Playwright');
    const out = await shown({ min_rare_coverage: 0.2 });
    expect(out).toContain('Playwright');
    // Memories sharing only the common word "test" stay out.
    expect(out).not.toContain('vitest');
    expect(out).not.toContain('throwaway Postgres');
    await s.close();
  });

  it('a rule about what the task makes is injected however it scores against the best match', async () => {
    await seed(p, [
      ...SHOP,
      ['Never merge on a Friday without green tests.', 'constraint'],
      ['The test server was down for an hour on Friday.', 'incident'],
    ]);
    const out = await injected(p, 'add a test for coupon stacking');
    // The coupon memories match the prompt best…
    expect(out).toContain('Coupons never stack');
    // …and a rule about tests, naming them first, governs the test the task writes, though it shares only
    // the word "test" with the prompt and scores under a third of the best match (8 vs 28).
    expect(out).toContain('Unit tests run with vitest');
    // A rule that mentions tests only in passing (scoring the same 8) is not about writing one.
    expect(out).not.toContain('Friday');
    expect(out).not.toContain('LaunchDarkly');
  });

  it("a named file's bonus does not raise the bar for the memories about the prompt", async () => {
    await seed(p, SHOP);
    const out = await injected(p, '@src/checkout/coupon.ts allow gift cards with coupons at checkout');
    expect(out).toContain('Coupon codes are validated');
    expect(out).toContain('Coupons never stack');
    expect(out).not.toContain('LaunchDarkly');
  });

  it('an outdated memory is handed over to its replacement, or left out of the hook without one', async () => {
    await seed(p, [
      ['orders-service is built with Maven; run mvn verify from the root pom.xml.', 'fact'],
      ['The build moved from Maven to Gradle with the Kotlin DSL; always call ./gradlew.', 'decision'],
      ['List endpoints take Spring Data Pageable (page and size query params).', 'convention'],
      ['List endpoints use cursor pagination on a keyset; page/size is no longer accepted.', 'convention'],
    ]);
    const build = await injected(
      p,
      'mvn clean install fails with "no POM in this directory", how do I build this',
    );
    expect(build).toContain('moved from Maven to Gradle');
    expect(build).not.toContain('run mvn verify');
    // The cursor memory says nothing of params: the hook leaves the outdated one out rather than show it alone…
    expect(await injected(p, 'explain the Spring Data query params')).not.toContain(
      'take Spring Data Pageable',
    );
    // …and a bundle, where the search finds the replacement through it (the outdated match lends it its
    // score), hands over the replacement, marked with the memory it replaced.
    const s = openTest(p, { clock: fixedClock(NOW) });
    const bundle = await s.context({ task: 'explain the Spring Data query params' });
    const items = bundle.sections.flatMap((x) => x.items);
    expect(items.some((i) => i.content.includes('Spring Data Pageable'))).toBe(false);
    const cursor = items.find((i) => i.content.includes('cursor pagination'));
    expect(cursor?.markers.join(' ')).toContain('⚖ contradicts');
    await s.close();
  });

  it('a reply that only acknowledges or lets the agent go on injects nothing', async () => {
    await seed(p, [
      ['Free shipping starts at a subtotal of 50 EUR; ship orders from the Berlin warehouse.', 'decision'],
      ['Merge requests need one approval; merge with a merge commit.', 'convention'],
    ]);
    for (const ack of ['thanks, ship it', 'looks good, merge it', 'ok go ahead', 'yes please do it'])
      expect(await injected(p, ack), ack).toBe('');
    // The same in the team's other languages: "gracias güey, ya quedó", "asante, sawa", "תודה, סבבה".
    await seed(p, [
      ['El castigo de cartera es a los 180 días; así quedó en la política de crédito.', 'decision'],
    ]);
    for (const ack of ['gracias güey, ya quedó', 'asante, sawa', 'תודה, סבבה', 'danke, passt'])
      expect(await injected(p, ack), ack).toBe('');
    // A task that shares those words is still one.
    expect(await injected(p, 'when do we ship orders for free?')).toContain('Free shipping');
    expect(await injected(p, '¿cuándo quedó el castigo de cartera en 180 días?')).toContain('180 días');
  });

  it('a general question or an edit of the code at hand needs a memory about all of it', async () => {
    await seed(p, [
      ['We switched from Yarn to bun for installs because Expo prebuild got three times faster.', 'decision'],
      ['Program.cs runs await db.Database.MigrateAsync() at startup in staging.', 'fact'],
      ['Outbound HTTP uses a typed client; names must be readable in traces.', 'convention'],
      ['The state lock lives in DynamoDB: Error acquiring the state lock means another apply runs.', 'fact'],
      ['IQueryable is returned by repositories only; services take IEnumerable.', 'convention'],
    ]);
    for (const q of [
      'what does ConfigureAwait(false) actually do',
      'rename tmp and x2 in this loop to something readable',
      'whats the difference between a generator expression and a list comprehension',
    ])
      expect(await injected(p, q), q).toBe('');
    // A memory about all of the question still answers it, and a quoted error is the project's own.
    expect(await injected(p, 'whats the difference between IEnumerable and IQueryable')).toContain(
      'IQueryable is returned',
    );
    expect(await injected(p, 'what does this error mean: Error acquiring the state lock')).toContain(
      'DynamoDB',
    );
  });

  it('a tool chore or a general question in another language needs a memory about all of it (round N)', async () => {
    await seed(p, [
      [
        'release/v1.4 is frozen for the audit: in contracts/src only fixes for reported findings, one commit each.',
        'constraint',
      ],
      ['Calldata, not memory, for array parameters of external functions in contracts/src.', 'convention'],
      [
        'Amounts in the subgraph are raw BigInt with the token decimals; BigDecimal only for USD fields.',
        'convention',
      ],
    ]);
    for (const q of [
      'git: squash my last 4 commits into one',
      'bash one-liner to count lines of solidity under contracts/src',
      'regex in typescript to check a string is a 0x address (40 hex)',
      'convert 0x1bc16d674ec80000 to decimal',
      'wat is het verschil tussen memory en storage in solidity?',
    ])
      expect(await injected(p, q), q).toBe('');
    // A memory about all of the question answers it, in Dutch as in English: the Danish, Norwegian and Swedish
    // function words "en", "om", "til" no longer count as words the memory lacks.
    for (const q of [
      'whats the difference between memory and calldata for an array parameter',
      'wat is het verschil tussen memory en calldata voor een array parameter?',
    ])
      expect(await injected(p, q), q).toContain('Calldata, not memory');
    // Asked about the project's own rule, the same words still find it.
    expect(await injected(p, 'can I squash commits on release/v1.4 during the audit freeze?')).toContain(
      'frozen for the audit',
    );
  });

  it('asks for knowledge, a snippet or an edit of the code at hand need a memory about all of it', async () => {
    await seed(p, [
      [
        'Postcodes are validated with the shared PostcodeValidator in src/address, never with a local regex.',
        'convention',
      ],
      ['We switched from Yarn to bun for installs because Expo prebuild got three times faster.', 'decision'],
      ['The footer copyright year comes from settings.SITE_YEAR, never hard-coded.', 'convention'],
    ]);
    for (const q of [
      'explain DerivingVia in one paragraph with a tiny example',
      'Promise.allSettled vs Promise.all, quick explanation pls',
      'regex for a german IBAN?',
      'explain this regex: ^[A-Z]{2}\\d{6}$',
      'kotlin: how do I turn a List<Pair<A,B>> into a Map<A,List<B>>?',
      'fix the typo in the footer, it says Copyrigth',
      'rename `usr` to `user` in this func',
      'ok that fixed it, thx',
      'Erklär mir kurz den Unterschied zwischen COMP und COMP-3 in COBOL',
    ])
      expect(await injected(p, q), q).toBe('');
    // A memory about all of the ask still answers it: the project's rule about the very thing.
    expect(await injected(p, 'write a regex that validates a UK postcode')).toContain('PostcodeValidator');
  });

  it('a turn that only acknowledges or reports back asks for nothing, even when a memory says "OK"', async () => {
    await seed(p, [
      [
        'All UI text comes from resx files; nothing hard-coded in Razor, not even "OK" or "Cancel".',
        'convention',
      ],
      [
        'Minimal API handlers return TypedResults: Results<Ok<T>, NotFound, ValidationProblem>.',
        'convention',
      ],
      ['The nightly export works from the read replica, never from the primary.', 'constraint'],
      // A store of some size: in a store of three, every word is common and nothing passes the score bar.
      ...[
        'Deploys go out through GitHub Actions from main after review.',
        'Postgres 16 is the primary database; migrations run with EF Core bundles.',
        'Appointments are booked in 15-minute slots per clinic.',
        'Invoices are numbered per clinic and year, never reused.',
        'Background sync runs every 5 minutes on the tablets.',
        'Logs go to Seq in staging and Application Insights in production.',
        'Feature flags live in the flags table, read through IFeatureService.',
        'Prices are stored in öre as integers.',
        'Tests use xUnit with FluentAssertions; no Moq in new tests.',
        'The Swedish personnummer is validated with the Luhn check.',
      ].map((t): [string, string] => [t, 'fact']),
    ]);
    for (const q of [
      'ok thanks, that fixed it',
      'perfect, works now',
      'cool, thx!',
      'yep that worked, thank you',
      'okay nice',
    ])
      expect(await injected(p, q), q).toBe('');
    // The same words beside a real ask leave the ask's topic alone.
    expect(await injected(p, 'ok thanks. now where do the OK and Cancel button texts go?')).toContain('resx');
  });

  it('general asks, greetings and goodbyes in Spanish and Catalan need a memory about all of it (round BC)', async () => {
    await seed(p, [
      ['Los jobs reciben solo IDs y valores simples, nunca objetos ActiveRecord.', 'constraint'],
      ['Venta sin datos fiscales: RFC XAXX010101000 y nombre PUBLICO EN GENERAL.', 'fact'],
      ['Código, commits y nombres de tablas en inglés; la UI en español.', 'convention'],
      ['Deploy a prod por GitHub Actions desde main.', 'workflow'],
      ['Prefer the stdlib: a new third-party Go module needs a note in #platform.', 'convention'],
    ]);
    for (const q of [
      '¿qué diferencia hay entre has_many through y has_and_belongs_to_many?',
      'cómo hago un left join en rails?',
      'explícame la complejidad de buscar una llave en un Hash',
      'cómo uso git bisect?',
      'traduce al inglés: "El pedido llega mañana en la mañana"',
      'cómo funciona el algoritmo de Luhn?',
      'ármame un .gitignore genérico para ruby',
      'how does the TLS 1.3 handshake work, short version',
      'rebase or merge for a long lived branch?',
      'qué onda, cómo estás?',
      'perfecto, eso es todo por hoy',
      "gràcies, d'acord",
    ])
      expect(await injected(p, q), q).toBe('');
    // Asked about the project's own things, the same words still find them.
    expect(await injected(p, '¿los jobs pueden recibir objetos ActiveRecord?')).toContain('solo IDs');
    expect(await injected(p, 'qué RFC usamos para venta sin datos fiscales?')).toContain('XAXX010101000');
  });

  it('general asks in more languages, and a "general" anywhere in the ask, need a memory about all of it', async () => {
    await seed(p, [
      ['HashMap caches per tenant are rebuilt nightly by the CacheWarmer job.', 'fact'],
      ['Fields marked volatile are not allowed in the billing module: use AtomicLong.', 'constraint'],
      ['Every handler passes ctx on; the request context carries the tenant id.', 'convention'],
      ['Release branches are cut with git flow; never commit to main directly.', 'workflow'],
      ['The orders table has a composite index on (tenant_id, created_at).', 'fact'],
    ]);
    for (const q of [
      'diferența dintre volatile și synchronized?',
      'jelasin context cancellation di Go secara umum',
      'cara pakai git bisect',
      'what is a covering index, in general?',
      'objasni mi razliku između volatile i synchronized',
      'tradu în engleză: "cache-ul a fost reconstruit"',
      // Slovenian (round BD): explain in general, a difference, a git chore, a thank-you.
      'razlozi mi na splosno, kaj je covering index',
      'kakšna je razlika med volatile in synchronized?',
      'kako squashnem zadnje 3 commite?',
      'super, dela',
      'hvala, v redu',
      // Latvian (round BE).
      'kāda ir atšķirība starp volatile un synchronized?',
      'izskaidro vispārīgi, kas ir covering index',
      'paldies, strādā',
      // A difference or a git chore asked in more of the team's languages, a thank-you (round BE).
      "c'est quoi la diff entre volatile et synchronized ?",
      "che differenza c'è tra volatile e synchronized?",
      'mi a különbség a volatile és a synchronized között?',
      'מה ההבדל בין volatile ל-synchronized?',
      'volatile ile synchronized farkı?',
      'volatile vs synchronized difference kya hai?',
      'як зробити rebase на main без мерж комітів?',
      '¿cómo hago un rebase interactivo de los últimos 5 commits?',
      'mulțumesc, merge acum',
      'ευχαριστώ, δουλεύει!',
      // Icelandic (round BH), and a diff at hand to summarise.
      'hver er munurinn á val og var í kotlin?',
      'hvernig squasha ég síðustu 3 commits',
      'hvað gerir @Transactional(readOnly = true) svona almennt',
      'takk fyrir!',
      'snilld, þetta virkar',
      'summarize this diff pls',
      // Albanian (round BG).
      'cili eshte ndryshimi midis whereHas dhe withWhereHas?',
      'shpjegome si funksionon eager loading ne Eloquent',
      'si ta bej squash 3 commit-et e fundit?',
      'faleminderit, tani punon',
      // Estonian (round BF).
      'mis vahe on volatile ja synchronized vahel?',
      'selgita üldiselt, mis on covering index',
      'kuidas git-is viimased kolm commitit kokku squashida?',
      'aitäh, töötab',
    ])
      expect(await injected(p, q), q).toBe('');
    // The project's own question with the same words still finds its memory.
    expect(await injected(p, 'when are the per-tenant HashMap caches rebuilt?')).toContain('CacheWarmer');
  });

  it('a Slovenian thank-you names no topic, though "dela" (it works) is a word of a memory (round BD)', async () => {
    await seed(p, [
      [
        'Na praznike in dela proste dneve se termini ne generirajo; seznam je v tabeli prazniki.',
        'constraint',
      ],
    ]);
    for (const q of ['super, dela', 'hvala, zdaj dela', 'odlično, dela v redu'])
      expect(await injected(p, q), q).toBe('');
    expect(await injected(p, 'ali se termini generirajo na dela proste dneve?')).toContain('prazniki');
  });

  it('"still" asking whether something holds is no topic word; the noun is (round BL)', async () => {
    await seed(p, [
      ['Replaced Prisma with Drizzle ORM; tables are defined in src/db/schema/*.ts.', 'decision'],
      [
        'New make comes off the spirit still at about 70% ABV and is reduced with water before filling.',
        'fact',
      ],
      ...[
        'Deploys go out through GitHub Actions from main after review.',
        'Money is integer pence everywhere in the database.',
        'Reconciliation runs nightly at 02:30 Europe/London.',
        'Casks carry UHF RFID tags read by the warehouse handhelds.',
        'Tests run with bun test, next to the code.',
        'Owner PII never goes into the logs.',
        'Duty returns are monthly, through the HMRC API.',
        'Cask numbers are the fill year and a five-digit sequence.',
        'Every portal handler is scoped to the logged-in owner.',
        'Storage fees are billed yearly per cask with Stripe Invoices.',
      ].map((t): [string, string] => [t, 'fact']),
    ]);
    for (const q of ['are we still on prisma?', 'still using prisma for the db?', 'do we still use prisma'])
      expect(await injected(p, q), q).toContain('Drizzle');
    for (const q of ['are we still on prisma?', 'do we still use prisma'])
      expect(await injected(p, q), q).not.toContain('spirit still');
    expect(await injected(p, 'what ABV comes off the spirit still?')).toContain('spirit still');
  });

  it('a context bundle leaves out memories that share only a common word with the task', async () => {
    await seed(p, [
      ...SHOP,
      ['Tests gate every merge: tests must pass and flaky tests are quarantined, not retried.', 'constraint'],
      ['The test server was down for an hour on Friday.', 'incident'],
    ]);
    const s = openTest(p, { clock: fixedClock(NOW) });
    const texts = async (task: string): Promise<string> =>
      // Without the relative bar, so that only the topic rule decides.
      (await s.context({ task, min_relative_score: 0, maintenance: false })).sections
        .flatMap((x) => x.items.map((i) => i.content))
        .join('\n');
    // "test" is said by six memories of twelve: sharing it alone does not put a memory in the bundle…
    const asked = await texts('the CDN resizing test is red since Monday');
    expect(asked).toContain('Images are resized by the CDN');
    for (const t of [
      'vitest',
      'Snapshot tests',
      'throwaway Postgres',
      'Tests gate every merge',
      'test server',
    ])
      expect(asked).not.toContain(t);
    // …unless the task makes a test: then the rules about tests are its context, and still no incident.
    const made = await texts('write a test for the CDN resizing');
    for (const t of ['Images are resized by the CDN', 'vitest', 'Snapshot tests', 'throwaway Postgres'])
      expect(made).toContain(t);
    expect(made).not.toContain('test server');
    await s.close();
  });
});
