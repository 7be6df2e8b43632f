import { describe, expect, it } from 'vitest';
import { distillTranscript } from '../../src/integrations/distill.js';

const SESSION = '3f1c2a9e-7b7d-4d0e-9a57-0c6f1f0b2a11';
let uuid = 0;

function line(type: 'user' | 'assistant', content: unknown, extra: Record<string, unknown> = {}): string {
  uuid++;
  return JSON.stringify({
    parentUuid: uuid === 1 ? null : `u-${uuid - 1}`,
    isSidechain: false,
    userType: 'external',
    cwd: '/home/dev/shop',
    sessionId: SESSION,
    version: '1.0.80',
    gitBranch: 'main',
    type,
    message:
      type === 'assistant'
        ? { id: `msg_${uuid}`, type: 'message', role: 'assistant', model: 'claude-sonnet-4', content }
        : { role: 'user', content },
    uuid: `u-${uuid}`,
    timestamp: `2025-06-01T10:${String(uuid).padStart(2, '0')}:00.000Z`,
    ...extra,
  });
}

const text = (t: string) => ({ type: 'text', text: t });

/** A realistic session: decisions, rules, tool noise, code, questions and a torn write. */
function fixture(): string {
  return [
    JSON.stringify({ type: 'summary', summary: 'Database migration planning', leafUuid: 'u-0' }),
    line(
      'user',
      '<command-name>/clear</command-name>\n<command-message>clear</command-message>\n<command-args></command-args>',
    ),
    line(
      'user',
      'We decided to use PostgreSQL instead of MongoDB because we need transactions across orders and payments. ' +
        'Should we also drop Redis?',
    ),
    line('assistant', [
      {
        type: 'thinking',
        thinking: 'The user said we must never do X. We decided to use Y.',
        signature: 'sig',
      },
      text(
        "Got it. Let me check the current database setup first. I'll update `src/db/client.ts` next.\n\n" +
          'Maybe we could keep Redis for caching, but it might be simpler to drop it.',
      ),
      {
        type: 'tool_use',
        id: 'toolu_01',
        name: 'Bash',
        input: { command: 'grep -rn "must never" src/', description: 'we decided to always grep' },
      },
    ]),
    line('user', [
      {
        type: 'tool_result',
        tool_use_id: 'toolu_01',
        content: 'src/legacy.ts:12: // Never call this function. We decided to switch to the new API.',
        is_error: false,
      },
    ]),
    line(
      'user',
      [
        text(
          'Some rules for this repo:\n' +
            '- Never commit directly to main.\n' +
            '- All migrations must be reversible so that we can roll back a bad deploy.\n' +
            '- Tests go in `test/` next to the module name, e.g. `test/db/client.test.ts`.\n' +
            '- ok\n' +
            'I prefer small focused commits over big ones.',
        ),
      ],
      { isSidechain: false },
    ),
    '{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"We decided to',
    line('assistant', [
      text(
        'Understood. Here is the fix:\n\n```ts\n// We must never use var. Always use const.\nconst db = connect();\n```\n\n' +
          'The test run printed:\n' +
          '    Error: connection refused, we must retry\n' +
          '    at connect (src/db/client.ts:10:5)\n' +
          'TypeError: You must provide a url\n\n' +
          "We'll use pnpm instead of npm for all installs. The reason is that pnpm's lockfile is stricter.",
      ),
    ]),
    line('user', 'Yes, sounds good.'),
    line(
      'user',
      'we decided to use postgresql instead of mongodb, because we need transactions across orders.',
    ),
    line('user', 'Our convention is kebab-case file names for everything under src/.'),
    line('user', 'Is it fine if we never run the e2e suite locally?'),
    'not json at all',
    line('user', 'Please always run `npm run lint` before you say a task is done.', { isMeta: true }),
    line('user', 'Please always run `npm run lint` before you say a task is done.'),
    line('user', 'We have been on this version since 2021 and it works.'),
    line('assistant', [text('Switching to Vitest over Jest since it understands ESM natively.')]),
    line('user', 'ok, do it'),
    '',
  ].join('\n');
}

describe('distillTranscript', () => {
  const result = distillTranscript(fixture());
  const contents = result.extractions.map((e) => e.content);
  const find = (needle: string) => result.extractions.find((e) => e.content.includes(needle));

  it('reads the session id and counts malformed lines without throwing', () => {
    expect(result.session_id).toBe(SESSION);
    expect(result.skipped_lines).toBe(2);
  });

  it('extracts a decision with its reason kept in content and copied into reason', () => {
    const d = find('PostgreSQL instead of MongoDB');
    expect(d).toBeDefined();
    expect(d?.memory_type).toBe('decision');
    expect(d?.reason).toBe('we need transactions across orders and payments');
    expect(d?.content).toContain('because we need transactions');
    expect(d?.tags).toEqual(expect.arrayContaining(['postgresql', 'mongodb']));
    expect(d?.source).toMatch(/^transcript:line \d+$/);
  });

  it('dedupes near-identical restatements', () => {
    expect(contents.filter((c) => /postgresql instead of mongodb/i.test(c))).toHaveLength(1);
  });

  it('extracts constraints, conventions and preferences from list items and prose', () => {
    expect(find('Never commit directly to main')?.memory_type).toBe('constraint');
    const reversible = find('migrations must be reversible');
    expect(reversible?.memory_type).toBe('constraint');
    expect(reversible?.reason).toBe('we can roll back a bad deploy');
    const tests = find('Tests go in');
    expect(tests?.memory_type).toBe('convention');
    expect(tests?.file_refs).toEqual(['test/db/client.test.ts']);
    expect(find('kebab-case file names')?.memory_type).toBe('convention');
    const prefer = find('I prefer small focused commits');
    expect(prefer?.memory_type).toBe('preference');
    // A new line in chat is a new statement: the stray "- ok" item above must not glue onto it.
    expect(prefer?.content).toBe('I prefer small focused commits over big ones.');
    expect(find('Please always run `npm run lint`')?.memory_type).toBe('preference');
  });

  it('attaches a reason given in the following sentence', () => {
    const pnpm = find('pnpm instead of npm');
    expect(pnpm?.memory_type).toBe('decision');
    expect(pnpm?.reason).toBe("pnpm's lockfile is stricter");
  });

  it('reads a causal "since" as a reason but not a temporal one', () => {
    expect(find('Switching to Vitest')?.reason).toBe('it understands ESM natively');
    expect(find('since 2021')).toBeUndefined();
  });

  it('ignores tool output, tool input, thinking, code blocks, stack traces and injected tags', () => {
    expect(contents.some((c) => /never call this function|switch to the new API/i.test(c))).toBe(false);
    expect(contents.some((c) => /always grep|must never do X|Y\./.test(c))).toBe(false);
    expect(contents.some((c) => /never use var|Always use const/i.test(c))).toBe(false);
    expect(contents.some((c) => /connection refused|provide a url/i.test(c))).toBe(false);
    expect(contents.some((c) => /clear/.test(c))).toBe(false);
  });

  it('ignores questions, hedges, narration, meta lines and very short statements', () => {
    expect(contents.some((c) => /drop Redis|keep Redis/i.test(c))).toBe(false);
    expect(contents.some((c) => /e2e suite/.test(c))).toBe(false);
    expect(contents.some((c) => /Let me|I'll update/.test(c))).toBe(false);
    expect(contents).not.toContain('ok');
    expect(contents.filter((c) => c.includes('npm run lint'))).toHaveLength(1);
  });

  it('is deterministic and keeps transcript order', () => {
    expect(distillTranscript(fixture())).toEqual(result);
    const lines = result.extractions.map((e) => Number(e.source?.split(' ')[1]));
    expect([...lines].sort((a, b) => a - b)).toEqual(lines);
  });

  it('caps the number of items, preferring what the user said', () => {
    const capped = distillTranscript(fixture(), { maxItems: 2 });
    expect(capped.extractions).toHaveLength(2);
    expect(capped.extractions.every((e) => e.reason !== undefined)).toBe(true);
    expect(distillTranscript(fixture(), { maxItems: 0 }).extractions).toEqual([]);
  });

  it('joins hard-wrapped prose and splits sentences around abbreviations', () => {
    const wrapped = line(
      'user',
      'We must keep the public API stable across minor releases\nbecause downstream plugins pin it. ' +
        'Use one migration per table, e.g. users and orders. We decided to use zod over io-ts for validation.',
    );
    const { extractions } = distillTranscript(wrapped);
    expect(extractions.map((e) => [e.memory_type, e.content])).toEqual([
      [
        'constraint',
        'We must keep the public API stable across minor releases because downstream plugins pin it.',
      ],
      ['decision', 'We decided to use zod over io-ts for validation.'],
    ]);
    expect(extractions[0]?.reason).toBe('downstream plugins pin it');
  });

  it('handles an empty or garbage transcript', () => {
    expect(distillTranscript('')).toEqual({ extractions: [], skipped_lines: 0 });
    expect(distillTranscript('{\n[1,2]\n"str"\nnull')).toEqual({ extractions: [], skipped_lines: 4 });
  });

  describe('chat phrasings (issue 11, item 9)', () => {
    const one = (t: string) => distillTranscript(line('user', t)).extractions;

    it('reads "Let\'s use X because…" as a decision with its reason', () => {
      const [e] = one("Let's use pnpm because npm workspaces keep breaking our hoisting.");
      expect(e?.memory_type).toBe('decision');
      expect(e?.reason).toBe('npm workspaces keep breaking our hoisting');
      expect(e?.tags).toEqual(expect.arrayContaining(['pnpm', 'workspaces']));
      expect(one("Let's use Redis for the session store.")[0]?.memory_type).toBe('decision');
      // A choice about the code at hand is a task step, not a project decision.
      expect(one("Let's use a Map here instead of the object.")).toEqual([]);
      expect(one("Let's use the old client for now.")).toEqual([]);
    });

    it('reads "Let\'s <do something> with <a known tool>" as a decision, not a plan without one', () => {
      const [e] = one(
        "Let's validate the newsletter and contact forms with zod, sharing one schema between the server action and the client form.",
      );
      expect(e?.memory_type).toBe('decision');
      expect(one("Let's cache the session lookups in Redis.")[0]?.memory_type).toBe('decision');
      expect(one("Let's look at it with fresh eyes tomorrow.")).toEqual([]);
      expect(one("Let's fix this with a quick patch.")).toEqual([]);
      // Said by the assistant, it is a proposal.
      expect(
        distillTranscript(line('assistant', "Let's validate the contact form with zod.")).extractions,
      ).toEqual([]);
    });

    it('reads "We use X because…" as a decision, but not a bare "we use"', () => {
      const [e] = one('We use pnpm because of workspaces.');
      expect(e?.memory_type).toBe('decision');
      expect(e?.reason).toBe('workspaces');
      expect(one('We use this helper in three places.')).toEqual([]);
    });

    it('reads an imperative rule for a kind of thing as a convention, a one-off task instruction not', () => {
      const [e] = one('Use snake_case for database columns.');
      expect(e?.memory_type).toBe('convention');
      expect(e?.tags).toEqual(expect.arrayContaining(['snake_case', 'database', 'columns']));
      expect(one('Use kebab-case for all new component files.')[0]?.memory_type).toBe('convention');
      expect(one('Use the helper from utils in this file.')).toEqual([]);
      expect(one('Use the new endpoint.')).toEqual([]);
      expect(one('Use Zod for request bodies.')[0]?.memory_type).toBe('convention');
      // Words ending in "s" that are not a kind of thing: "this", "its", "status".
      expect(one('Write tests for this function.')).toEqual([]);
      expect(one('Put the config in its own file.')).toEqual([]);
      expect(one('Use the status column as the key.')).toEqual([]);
    });

    it('reads "The decision is: X, not Y" as a decision', () => {
      const [e] = one('The decision is: REST, not GraphQL, because our clients only do simple CRUD.');
      expect(e?.memory_type).toBe('decision');
      expect(e?.reason).toBe('our clients only do simple CRUD');
      expect(e?.tags).toEqual(expect.arrayContaining(['rest', 'graphql']));
    });

    it('strips chat filler from the kept sentence and its tags', () => {
      const contents = (t: string) => one(t).map((e) => e.content);
      expect(contents('btw the decision is: we deploy on Fly.io from now on.')).toEqual([
        'The decision is: we deploy on Fly.io from now on.',
      ]);
      expect(contents('Hmm, no. We must never add retries to the webhook handler.')).toEqual([
        'We must never add retries to the webhook handler.',
      ]);
      expect(contents('Also, we decided to keep Postgres for the audit log.')).toEqual([
        'We decided to keep Postgres for the audit log.',
      ]);
      expect(contents('Ok so we decided, btw, to call the billing service directly going forward.')).toEqual([
        'We decided to call the billing service directly going forward.',
      ]);
      // "No new…" is content, not an answer: only "no" followed by punctuation is filler.
      expect(contents('No new dependencies must be added without a review.')).toEqual([
        'No new dependencies must be added without a review.',
      ]);
      const tags = one('btw we decided to call the billing service directly going forward.')[0]?.tags;
      expect(tags).toEqual(['billing', 'service']);
      const hmm = one('Hmm, no. We must never add retries to the webhook handler.')[0]?.tags ?? [];
      for (const filler of ['btw', 'hmm', 'forward', 'add', 'call', 'also'])
        expect(hmm).not.toContain(filler);
      expect(hmm).toEqual(expect.arrayContaining(['retries', 'webhook']));
    });

    it('reads rules said without the document cues: a ban after a comma, a thing ruled out, a limit, "every X"', () => {
      const kinds = (t: string) => one(t).map((e) => e.memory_type);
      expect(kinds('We removed EFCore.BulkExtensions over its licence, don’t add it back.')).toEqual([
        'constraint',
      ]);
      expect(kinds('No CancellationToken.None in production code.')).toEqual(['constraint']);
      expect(kinds('Add new prefixes to ChatWeb.Topics first, no string-building topics inline.')).toEqual([
        'constraint',
      ]);
      expect(kinds('Message bodies max out at 8000 characters.')).toEqual(['constraint']);
      expect(kinds('Every async method takes a CancellationToken as its last parameter.')).toEqual([
        'convention',
      ]);
      expect(one('One more: every event we publish carries the CorrelationId.')[0]?.content).toBe(
        'Every event we publish carries the CorrelationId.',
      );
      // Chat that only looks like it.
      for (const t of [
        "I tried it, don't know why it fails.",
        'No problem, thanks for the fix.',
        'No idea what broke in staging.',
        'Every time I run it the build fails.',
      ])
        expect(one(t), t).toEqual([]);
      // Said by the assistant, none of it is the user's rule.
      expect(
        distillTranscript(line('assistant', 'No CancellationToken.None in production code.')).extractions,
      ).toEqual([]);
    });

    it('keeps a rule whole: the statement it points back to, and a rule right after it on the same thing', () => {
      const contents = (t: string) => one(t).map((e) => e.content);
      expect(
        contents(
          'Bulk updates use EF Core’s ExecuteUpdateAsync. We removed EFCore.BulkExtensions over its licence, don’t add it back.',
        ),
      ).toEqual([
        'Bulk updates use EF Core’s ExecuteUpdateAsync. We removed EFCore.BulkExtensions over its licence, don’t add it back.',
      ]);
      expect(
        contents(
          'Every async method takes a CancellationToken as its last parameter. No CancellationToken.None in production code.',
        ),
      ).toEqual([
        'Every async method takes a CancellationToken as its last parameter. No CancellationToken.None in production code.',
      ]);
      // An unrelated sentence before a rule stays out of it; two rules on different things stay two.
      expect(contents('The build is slow today. Never run the e2e suite locally.')).toEqual([
        'Never run the e2e suite locally.',
      ]);
      expect(
        contents('Never call Stripe from tests. Always run migrations through the deploy job.'),
      ).toHaveLength(2);
    });

    it('reads sentences typed in lower case, and the project rules said without a cue word', () => {
      const kinds = (t: string) => one(t).map((e) => [e.memory_type, e.content]);
      expect(
        kinds(
          'yeah do the check in the handler. also never return raw db errors to the client, map them to apperr codes first.',
        ),
      ).toEqual([
        ['constraint', 'Never return raw db errors to the client, map them to apperr codes first.'],
      ]);
      for (const t of [
        'money is int64 cents in this codebase, full stop.',
        'tests are pytest + pytest-django here, not unittest TestCase classes.',
        'new screens are swiftui only, uikit is just for the legacy stuff.',
        'rule of thumb: anything that loops over a queryset gets select_related.',
        'Oban is the way we do background work here.',
      ])
        expect(one(t)[0]?.memory_type, t).toBe('convention');
      for (const t of [
        'lambda timeout max is 30s here.',
        'min sdk is 26 and its staying 26.',
        'msrv is 1.70 for debian stable users.',
      ])
        expect(one(t)[0]?.memory_type, t).toBe('constraint');
      // Reports, pronouns, the code at hand and the past are not the project's rules.
      for (const t of [
        'it always wants to destroy 3 security groups.',
        'the spinner never stops when the network is slow',
        'this function is only called from the cron job.',
        'the tests were always flaky on ci last week.',
      ])
        expect(one(t), t).toEqual([]);
    });

    it('reads a scoped ban, a rule with its wrong reading in capitals, where things live, a longer "every" (round E)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(
        kind('oh and for the status column dont use a prisma enum, we do plain text + a CHECK constraint'),
      ).toBe('constraint');
      expect(kind('waitlist entries are per service + location, NOT per staff member')).toBe('decision');
      expect(
        kind('rollout: per-org flags live in the org_features table, check with featureService.isEnabled'),
      ).toBe('convention');
      expect(kind('no env var flags for customer facing features, we turn them on per clinic')).toBe(
        'constraint',
      );
      expect(kind('every new mutation the widget can call gets an explicit @Throttle')).toBe('convention');
      // Reports and asides stay out.
      expect(one('the bug is in the parser, not the lexer')).toEqual([]);
      expect(one('the bug lives in the parser somewhere')).toEqual([]);
      expect(one('no reason for that, it just happened')).toEqual([]);
      expect(one('for this one dont worry about tests')).toEqual([]);
    });

    it('reads who settled a rule before a colon, and a rule after a short lead and a colon (round F)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(
        kind(
          'ok so the auto-disable thing, decided at standup: an endpoint gets disabled after 5 days of failures',
        ),
      ).toBe('decision');
      expect(kind('offers, product signed it off yesterday: min offer is 60% of the asking price')).toBe(
        'decision',
      );
      expect(kind('also for the ingest side: max message payload is 256 KiB, bigger gets a 413')).toBe(
        'constraint',
      );
      expect(
        kind(
          'oh and this keeps slipping thru review: every query in skein-db that touches customer data takes account_id',
        ),
      ).toBe('convention');
      // A log line's level or an error's name is no lead, and a question settles nothing.
      expect(one('Warning: Each child in a list should have a unique "key" prop.')).toEqual([]);
      expect(one('so what did we decide at standup: retries or not?')).toEqual([]);
    });

    it('reads a rule reported from who sets it and a labelled rule (round G)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(
        kind('also legal says the claimant has to get a written confirmation within 5 working days'),
      ).toBe('constraint');
      expect(kind('one more rule: liveops calls go through LiveOpsClient with a 10s timeout')).toBe(
        'convention',
      );
      // Praise and a bare answer are no rule.
      expect(one('product says the new onboarding looks great')).toEqual([]);
      expect(one('legal said no')).toEqual([]);
    });

    it('reads what never happens and "one rule first:" (round H)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(kind('no!! nothing in the alarm path waits on the modem. alarm goes to the logbook queue')).toBe(
        'constraint',
      );
      expect(
        kind("nothing goes out between 22:00 and 07:00 in the recipient's timezone, queue it for 7"),
      ).toBe('constraint');
      expect(kind('one rule first: approving time off that overlaps a published shift is blocked')).toBe(
        'convention',
      );
      // Reports of what did not happen are no rule.
      expect(one('nothing gets logged when the job fails')).toEqual([]);
      expect(one('nothing happens after I click save')).toEqual([]);
    });

    it('reads what a kind of thing always does, a pick, what stays behind a flag, and a rule completing its lead (round I)', () => {
      const kinds = (t: string) => one(t).map((e) => [e.memory_type, e.content]);
      expect(
        one(
          'hmm no. a credit note always copies unit price and vat rate from the invoice line it refers to',
        )[0]?.memory_type,
      ).toBe('convention');
      expect(
        one('ok so for the scanner we go with ML Kit barcode scanning, not the play services one')[0]
          ?.memory_type,
      ).toBe('decision');
      expect(
        one('all of parts v2 stays behind the remote flag parts_v2 until the pilot is done')[0]?.memory_type,
      ).toBe('decision');
      expect(one('no, credit notes get their own range, GS-2025-00001 and so on')[0]?.memory_type).toBe(
        'convention',
      );
      // A rule whose subject is a pronoun keeps the sentence that names it; a correction keeps the rule after it.
      expect(
        kinds(
          'yeah right, those are catch weight articles (Article::isCatchWeight). they are always billed on the real weight from the scale',
        ),
      ).toEqual([
        [
          'convention',
          'Those are catch weight articles (Article::isCatchWeight). They are always billed on the real weight from the scale',
        ],
      ]);
      expect(
        kinds(
          'quantity is not an Int, oil is in kg. BigDecimal in the model, String in the DB column, never Double.',
        ),
      ).toEqual([
        [
          'constraint',
          'Quantity is not an Int, oil is in kg. BigDecimal in the model, String in the DB column, never Double.',
        ],
      ]);
      // Faults are no rule, and neither is a pronoun's sentence with no lead.
      expect(one('the spinner never stops when the network is slow tho')).toEqual([]);
      expect(one('the build always fails on CI after a rebase')).toEqual([]);
      expect(one('the modal stays open after submit')).toEqual([]);
      expect(one('they are always billed on the real weight')).toEqual([]);
      expect(one('we picked this one yesterday')).toEqual([]);
    });

    it('reads limits per thing, what none of a list may go into, API picks, corrections, team habits and widened rules (round J)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(kind('yes so: max 10 MB per file and 3 files per message, only pdf, jpg and png')).toBe(
        'constraint',
      );
      expect(kind('risk wants a hard cap of 50 working orders per instrument per session')).toBe(
        'constraint',
      );
      expect(kind('names, PIDs, birth dates, none of that goes in the URL, ever')).toBe('constraint');
      expect(kind('the pharmacy says Betäubungsmittel can never be requested through the portal')).toBe(
        'constraint',
      );
      expect(kind('cancel-on-disconnect is ON for every ETI session, prod and sim, no exceptions')).toBe(
        'constraint',
      );
      expect(kind('so we never resend automatically')).toBe('constraint');
      expect(kind('keep it that way for every check please')).toBe('convention');
      expect(
        one(
          'and for the banner component use input() and output(), not the @Input/@Output decorators. thats for everything new since 17.3',
        ).map((e) => e.content),
      ).toEqual([
        'For the banner component use input() and output(), not the @Input/@Output decorators. Thats for everything new since 17.3',
      ]);
      // A correction keeps the sentence that says how; a widened instruction keeps the instruction.
      expect(
        one(
          'ATTACHMENT_TOO_LARGE is not how we do it. domain.component.element, lowerCamel at the end, like messaging.compose.tooLarge',
        ).map((e) => e.content),
      ).toEqual([
        'ATTACHMENT_TOO_LARGE is not how we do it. Domain.component.element, lowerCamel at the end, like messaging.compose.tooLarge',
      ]);
      expect(
        one(
          'paste the compare.py table with main built the same day as baseline. that goes for every MR touching hot code, not just this one',
        ).map((e) => e.memory_type),
      ).toEqual(['convention']);
      // What someone is on today is no lead, a local aside is not part of the rule, and a report is no habit.
      expect(
        one(
          "today i'm on TERN-1187, the open orders check. risk wants a hard cap of 50 orders per session",
        )[0]?.content,
      ).toBe('Risk wants a hard cap of 50 orders per session');
      expect(
        one(
          'cancel-on-disconnect is ON for every session, no exceptions. check the session defaults while you are in there',
        )[0]?.content,
      ).toBe('Cancel-on-disconnect is ON for every session, no exceptions.');
      expect(one('we never got a response from the vendor')).toEqual([]);
      expect(one('you can never be sure with that api')).toEqual([]);
    });

    it('reads any-X rules, an instruction ending in "always", what cannot happen without something, and what new things need (round K)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(
        kind('last thing: any driver app PR with UI changes gets a screen recording from a real device'),
      ).toBe('convention');
      expect(
        one(
          'clip hurs to [0, 100] right after the bias adjustment, always. and same for every bounded variable',
        ).map((e) => e.content),
      ).toEqual([
        'Clip hurs to [0, 100] right after the bias adjustment, always. Same for every bounded variable',
      ]);
      expect(
        kind("a new hazard layer can't be published without a model card, signed off by the owner"),
      ).toBe('constraint');
      expect(kind('new endpoints need the openapi snapshot regenerated in the same PR')).toBe('convention');
      // No rule: any idea, a question, a past report.
      expect(one('any idea why the build is slow?')).toEqual([]);
      expect(one('it crashed again, always.')).toEqual([]);
    });

    it('reads what the team stopped doing, who decided, what review rejects, "as a rule", casing rules and a rule after a dash (round L)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(
        kind("we don't do stream-stream joins anymore in ingest or silver, the state was killing us"),
      ).toBe('decision');
      expect(kind('product decided last week we trust the ad server measurement')).toBe('decision');
      expect(kind('todos without a ticket get rejected in review')).toBe('constraint');
      expect(kind('actually as a rule, anything new is a REST route under repeatbox/v1')).toBe('convention');
      expect(kind('all UI strings sentence case, the translators asked for it')).toBe('convention');
      expect(
        kind('but name it silver.viewability_events — every new silver table gets the _events suffix now'),
      ).toBe('convention');
      // A question, and a dash before no rule, are not rules.
      expect(one("we don't do that anymore, do we?")).toEqual([]);
      expect(one('name it silver.viewability_events — sounds good to me')).toEqual([]);
    });

    it('reads an absolute ban, a bare "rule:", a ban with its alternative, a step\'s rule, what stays dumb, a way chosen over another and a widened behaviour (round M)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      const contents = (t: string) => one(t).map((e) => e.content);
      expect(kind('no SMS to owners between 20:00 and 08:00 local time, ever.')).toBe('constraint');
      expect(
        contents(
          'rule: if the newest weight is older than 14 days the dose calc refuses. for controlled drugs no override at all, for the rest the vet may override',
        ),
      ).toEqual([
        'Rule: if the newest weight is older than 14 days the dose calc refuses. For controlled drugs no override at all, for the rest the vet may override',
      ]);
      expect(
        contents(
          'no automapper please, we decided that a long time ago. mapping is by hand, ToDto()/ToEntity() extension methods in the Mapping folder',
        ),
      ).toEqual([
        'No automapper please, we decided that a long time ago. Mapping is by hand, ToDto()/ToEntity() extension methods in the Mapping folder',
      ]);
      expect(kind("when you open the PR the title needs the jira key first, like 'VD-418: ...'")).toBe(
        'convention',
      );
      expect(kind('the DO stays dumb, it only relays entry events and holds no derived state')).toBe(
        'decision',
      );
      expect(
        one(
          "render the newest 30 in SSR and older ones come with 'load more' using a cursor on publishedAt. not offset, new entries arriving at the top shift everything",
        ).map((e) => [e.memory_type, e.content.slice(0, 20)]),
      ).toEqual([['decision', 'Render the newest 30']]);
      expect(
        contents(
          "the reconnect: exponential backoff starting at 1s, capped at 30s, with jitter. that's the behaviour we want everywhere we have sockets",
        ),
      ).toHaveLength(1);
      // A ban until later, the assistant finding a bug, a cache that stays empty: no rules.
      for (const t of [
        'Then push to the branch, dont open the PR yet, going for lunch',
        "Found it: ReminderScheduler never looks at the clinic's time zone.",
        'the cache stays empty after a deploy',
        'not sure, maybe later',
      ])
        expect(one(t), t).toEqual([]);
    });

    it('reads a limit widened to the project, "anything that…", what a party does not get to do, a removed API, a yes/no choice and a rule in a later clause (round N)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      const contents = (t: string) => one(t).map((e) => e.content);
      expect(
        contents(
          'cap it at 50%, MAX_RESERVE_FACTOR = 5000, revert above. and thats a protocol-wide limit, not just for this setter',
        ),
      ).toEqual([
        'Cap it at 50%, MAX_RESERVE_FACTOR = 5000, revert above. Thats a protocol-wide limit, not just for this setter',
      ]);
      expect(
        kind('anything that changes how interest is computed has to call _updateState(asset) first'),
      ).toBe('constraint');
      expect(kind('anything over 100 MB we refuse right away with a toast, before hashing')).toBe(
        'constraint',
      );
      expect(kind('one NonceManager per chain and signer. viem doesnt get to pick the nonce')).toBe(
        'constraint',
      );
      expect(kind('ja there is no owner in our contracts, OwnableUpgradeable is gone')).toBe('decision');
      expect(kind('File.path doesnt exist anymore since electron 32, use webUtils.getPathForFile')).toBe(
        'fact',
      );
      expect(
        contents('thumbnails yes, sharp no. nativeImage in the worker: resize to max 256px, store as png'),
      ).toEqual(['Thumbnails yes, sharp no. NativeImage in the worker: resize to max 256px, store as png']);
      expect(kind('we are not adding another native module we have to rebuild for every electron bump')).toBe(
        'decision',
      );
      expect(
        kind('attachments sit under userData as plain files, encryption only happens at the sync boundary'),
      ).toBe('constraint');
      expect(kind('reviews of huge PRs never happen properly here, keep them under ~400 lines each')).toBe(
        'constraint',
      );
      // Reports and questions in the same shapes are not rules.
      for (const t of [
        'anything that changed in the last deploy?',
        'there is no owner in our contracts?',
        'it worked, then the build only runs on CI, weird',
        'we are not adding anything today, just reading',
      ])
        expect(one(t), t).toEqual([]);
    });

    it('reads "nothing new goes into…", a negation ending in ", period", a no-go, and no ban for the moment (round O)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(kind('v1alpha1 is frozen, nothing new goes into the alpha types anymore')).toBe('constraint');
      expect(
        kind(
          'outside the window the operator does not restart anything on its own, period — only on request',
        ),
      ).toBe('constraint');
      expect(kind('time.Sleep in envtest specs is a no-go, use Eventually')).toBe('constraint');
      for (const t of [
        'dont run e2e now, my kind is broken since the docker desktop update',
        'nothing gets logged anymore since the upgrade',
      ])
        expect(one(t), t).toEqual([]);
    });

    it('reads an only-rule after a semicolon, "go through", "in the whole repo" and a short ban before its rule (round O)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(
        kind(
          'renewing = clone into a new Policy__c; the old one only goes to Renewed when the new one is Bound',
        ),
      ).toBe('constraint');
      expect(
        one(
          'no custom format strings. dates go through lightning-formatted-date-time, the user locale decides',
        ).map((e) => e.content),
      ).toEqual([
        'No custom format strings. Dates go through lightning-formatted-date-time, the user locale decides',
      ]);
      expect(kind('test methods are should<Result>When<Condition> in the whole repo')).toBe('convention');
      expect(one('Dont touch PolicyRenewalBatch today though, Arjun has a branch open on it')).toEqual([]);
    });

    it('reads "X = Y, not Z", what is untouchable, "applies to every…", a step before another for all, "whenever a PR…", a ban on a call and new statements (round P)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(kind('mail language = employees.locale, not the company language')).toBe('convention');
      expect(kind('careful — once a period is Locked its entries are untouchable, also for Admin')).toBe(
        'constraint',
      );
      expect(
        one(
          'the Big N comes from ADSL, not from counting subjects in ADAE. applies to every AE table, also the ones in safety-explorer',
        ).map((e) => e.content),
      ).toEqual([
        'The Big N comes from ADSL, not from counting subjects in ADAE. Applies to every AE table, also the ones in safety-explorer',
      ]);
      expect(kind('before xportr_write run vtrials::check_ascii() on all character variables')).toBe(
        'convention',
      );
      expect(
        kind('whenever a PR changes a derivation, the PR description has to say why the numbers changed'),
      ).toBe('convention');
      expect(kind('no globals, no sf_connect() inside a module')).toBe('constraint');
      expect(
        kind('new statements on the hasql side are written with hasql-th quasiquotes in src/Klok/Db/Hasql/'),
      ).toBe('convention');
      for (const t of ['the new handler is slow since the upgrade', 'whenever a PR changes, CI gets slow'])
        expect(one(t), t).toEqual([]);
    });

    it('reads "never" in a later clause, "anything we … takes", where things never go, what never calls what, a scope before a colon, new things that ship or do not (round Q)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(kind('cheats mark the run tainted and a tainted run never uploads to any board')).toBe(
        'constraint',
      );
      expect(kind('anything we book off a bank statement takes its booking date from the statement')).toBe(
        'constraint',
      );
      expect(kind("real bank files don't go into the repo, also not staging ones")).toBe('constraint');
      expect(kind("the ledger doesn't call other services over http to trigger side effects")).toBe(
        'constraint',
      );
      expect(
        kind('and for anything that generates: fixed seeds, and compare a hash against the goldens'),
      ).toBe('convention');
      expect(kind("new online features don't call SteamService from gameplay anymore")).toBe('constraint');
      expect(kind('returns never book fee income')).toBe('constraint');
      for (const t of [
        "Don't touch parse-balance, Kuba is refactoring it this week",
        'For this PR just log unknown structures with u/log and skip the entry',
        'it crashed and the modal never closes',
      ])
        expect(one(t), t).toEqual([]);
    });

    it('reads what the team does not do, one per thing, naming styles in words, "anything new … sits behind", "can not be … without" (round R)', () => {
      const kind = (t: string) => one(t)[0]?.memory_type;
      expect(kind("we don't create accounts or send invite mails on transfer")).toBe('constraint');
      expect(kind('one transfer per ticket, thats it, the recipient cant pass it on again')).toBe(
        'constraint',
      );
      expect(kind('file name: transfer-ticket.handler.ts, verb-noun in kebab case')).toBe('convention');
      expect(kind('anything new that customers see sits behind an AppConfig flag')).toBe('constraint');
      expect(kind('a landed cost with a customs line can not be validated without atlas_dau_ref')).toBe(
        'constraint',
      );
      for (const t of ["we don't know why it fails on staging", 'we dont need that for the demo'])
        expect(one(t), t).toEqual([]);
    });

    it('reads rules about new things, what only happens, and staying on a version (round D)', () => {
      const kinds = (t: string) => one(t).map((e) => [e.memory_type, e.content]);
      expect(
        kinds(
          'new status/type columns are string-backed enums in app/Enums. no tinyint magic numbers anymore',
        ),
      ).toEqual([
        [
          'convention',
          'New status/type columns are string-backed enums in app/Enums. No tinyint magic numbers anymore',
        ],
      ]);
      expect(
        one('ids in new code are value classes (DeviceId, TenantId), no raw String params for ids')[0]
          ?.memory_type,
      ).toBe('convention');
      expect(
        one("ota rollouts only get scheduled between 22:00 and 05:00 in the fleet's local timezone")[0]
          ?.memory_type,
      ).toBe('constraint');
      expect(
        one('fyi we stay on php 8.3 until the base image moves, so no 8.4 features')[0]?.memory_type,
      ).toBe('decision');
      // A sentence after a rule sharing a form of its word goes with it ("expires_at" … "expired").
      expect(
        one(
          'we decided downlink commands carry an expires_at, default now+5min. gateway drops anything expired on arrival',
        ).map((e) => e.content),
      ).toHaveLength(1);
      for (const t of [
        'the new login page is only half done',
        'it only runs on my machine',
        'new tests were flaky yesterday',
      ])
        expect(one(t), t).toEqual([]);
    });

    it('keeps the sentences that go on about a rule with it, within one block', () => {
      const contents = (t: string) => one(t).map((e) => e.content);
      expect(
        contents(
          "i'd rather keep the dag files dumb. logic lives in the pipelines package, dags just wire tasks together",
        ),
      ).toEqual([
        "I'd rather keep the dag files dumb. Logic lives in the pipelines package, dags just wire tasks together",
      ]);
      expect(
        contents(
          'no `any` in src/api, ever. if the generated types are wrong fix the spec upstream, dont cast around it',
        ),
      ).toHaveLength(1);
      // A task for now after the rule stays out of it, and so does the one-off before "but".
      expect(
        contents('going forward new transforms are polars, not pandas. rewrite that one in polars tonight'),
      ).toEqual(['Going forward new transforms are polars, not pandas.']);
      expect(
        contents('leave it for this pr but lets go with tanstack query for server state going forward.'),
      ).toEqual(['Lets go with tanstack query for server state going forward.']);
    });

    it('keeps an assistant proposal the person confirms for good, not the confirmation itself', () => {
      const jsonl = [
        line(
          'assistant',
          "I'd put the PubSub topic names in a single MyApp.Topics module instead of string literals.",
        ),
        line('user', 'yes good call, do that going forward'),
        line('assistant', "I'd suggest generating the API types from the OpenAPI spec."),
        line('user', 'yes do that'),
      ].join('\n');
      const got = distillTranscript(jsonl).extractions.map((e) => [e.memory_type, e.content]);
      expect(got).toEqual([
        [
          'decision',
          "I'd put the PubSub topic names in a single MyApp.Topics module instead of string literals.",
        ],
      ]);
      // What the assistant did is a report, confirmed or not.
      const done = [
        line(
          'assistant',
          'Replaced the `!!` with a safe call and switched to AppCompatDelegate for locales.',
        ),
        line('user', 'yes great, from now on do that everywhere'),
      ].join('\n');
      expect(distillTranscript(done).extractions.map((e) => e.content)).not.toContain(
        'Replaced the `!!` with a safe call and switched to AppCompatDelegate for locales.',
      );
    });

    it('keeps "No. 3" together as an abbreviation', () => {
      expect(one('Never deploy on Fridays, see incident No. 3 in the runbook.')[0]?.content).toBe(
        'Never deploy on Fridays, see incident No. 3 in the runbook.',
      );
    });

    it('keeps assistant statements only when the user confirms them', () => {
      const proposal = line('assistant', [text('We decided to use Kafka for domain events.')]);
      expect(distillTranscript(proposal).extractions).toEqual([]);
      const rejected = [proposal, line('user', 'No, that is overkill for us.')].join('\n');
      expect(distillTranscript(rejected).extractions).toEqual([]);
      const confirmed = [proposal, line('user', 'Yes, do it.')].join('\n');
      expect(distillTranscript(confirmed).extractions.map((e) => e.content)).toEqual([
        'We decided to use Kafka for domain events.',
      ]);
      // A recommendation stays a recommendation even when the user says yes to the message.
      const recommended = [
        line('assistant', [text('I recommend we always run migrations in CI.')]),
        line('user', 'sounds good'),
      ].join('\n');
      expect(distillTranscript(recommended).extractions).toEqual([]);
    });

    describe('a message whose rule no sentence cue takes (two kinds of normative signal)', () => {
      it('keeps the normative sentences of the message, first to last, as one candidate', () => {
        const [e, ...rest] = one(
          'good. btw in the serializer you wrote pressures in bar. for us: pressure in mwk everywhere, diameters mm, lengths m. bar only in labels if the user switches it, the API stays mwk',
        );
        expect(rest).toEqual([]);
        expect(e?.content).toBe(
          'For us: pressure in mwk everywhere, diameters mm, lengths m. Bar only in labels if the user switches it, the API stays mwk',
        );
        expect(e?.memory_type).toBe('convention');
        const [ban] = one(
          'next, and this is important from the business side: anything above 250.000 EUR is never paid automatically. the row waits for the four-eyes approval, the job only flags it',
        );
        expect(ban?.memory_type).toBe('constraint');
        expect(ban?.content).toContain('anything above 250.000 EUR is never paid automatically');
      });

      it('reads emphasis in capitals, a ban after "pls", and a rule beside narration in one sentence (round U)', () => {
        const [attach] = one(
          'last thing: results to the LIMS NOT as a file attachment. a process posts JSON per locus to the new endpoint. you cant query attachments, thats the whole point',
        );
        expect(attach?.content).toContain('NOT as a file attachment');
        const [grids] = one(
          'pls no generated grids. traffic tests always run on the real fixture tests/fixtures/lanes/hall_b.geojson — the random grids never had the one-way edges that break things',
        );
        expect(grids?.content).toContain('always run on the real fixture');
        // The filler goes, the label's colon stays: "general rule btw: …" is a rule label.
        const [label] = one(
          'wrap it as a process. general rule btw: processes that wrap our own bin/ scripts get the KGL_ prefix, like KGL_SAMPLESHEET_CHECK.',
        );
        expect(label?.content).toContain(
          'General rule: processes that wrap our own bin/ scripts get the KGL_ prefix, like KGL_SAMPLESHEET_CHECK.',
        );
      });

      it('reads a statement closed with ", period" and "the way we do it:" (round V)', () => {
        expect(one('0x1A0 goes at 20 Hz, period.')[0]?.memory_type).toBe('convention');
        expect(
          one('and please name the branch the way we do it: <initials>/<area>-<topic>, all lowercase')[0]
            ?.content,
        ).toBe('Please name the branch the way we do it: <initials>/<area>-<topic>, all lowercase');
        // "the period" as a word is no emphasis.
        expect(one('the billing period is a month for everyone on the old plan')).toEqual([]);
      });

      it('reads the same kinds of signal in the other languages rules are written in', () => {
        expect(
          one('also: jede Verlängerung muss im Änderungsbeleg landen, das Objekt ist ZKAT_CONC in SCDO')[0]
            ?.content,
        ).toContain('Jede Verlängerung muss im Änderungsbeleg landen');
        expect(
          one('vanaf nu gaan alle betalingen via de PaymentService, nooit meer direct naar Mollie'),
        ).toHaveLength(1);
        // One kind said in two languages is still one kind: narration, not a rule.
        expect(one('ich vergesse das immer, i always forget which flag the build wants')).toEqual([]);
        // The moment in those languages is the moment too.
        expect(one('heute nur die adae tests laufen lassen, alle anderen dauern zu lange')).toEqual([]);
        expect(one('por ahora solo los tests de adae, todos los demás tardan mucho')).toEqual([]);
      });

      it('reads "rules from <someone>:" with a condition ending in "yet", and "whenever …, we <verb>"', () => {
        expect(
          one(
            'rules from Sabine: a concession can be extended exactly once, by max 30 days, and only while its approved and not expired yet',
          )[0]?.content,
        ).toContain('only while its approved and not expired yet');
        expect(
          one(
            'whenever a field or action changes something else on the page we declare side effects in the BDEF',
          )[0]?.memory_type,
        ).toBe('convention');
        // What the team did once, every time something failed, is a story.
        expect(one('every time it failed we restarted the pod and it came back')).toEqual([]);
      });

      it('reads a bound, a start date, a habit and the Nordic, Finnish and Estonian signals (rounds X, Z)', () => {
        // A limit beside a rule word: "max 30 min", "after that … the end-of-ride zone rules".
        expect(
          one(
            'no. paused time is billed at half the per-minute price, and a pause can last max 30 min — after that the ride ends automatically, with the normal end-of-ride zone rules. product signed that off last week',
          )[0]?.content,
        ).toContain('a pause can last max 30 min');
        // "from monday" starts a standing arrangement; "we'll keep …, no …" is a decision with its ban.
        expect(
          one('oh and fyi from monday Agnieszka owns the wallet / BLIK stuff fully. any BLIK question → her'),
        ).toHaveLength(1);
        expect(
          one(
            'we talked with Mette yesterday — we will keep forecast features in TimescaleDB tables, no feast or other feature store',
          )[0]?.memory_type,
        ).toBe('constraint');
        // A habit: "we remove them when we touch that file".
        expect(
          one(
            'the LiveViews and the app channel only subscribe. the manual broadcasts in ride_live.ex are leftovers, we remove them when we touch that file',
          ),
        ).toHaveLength(1);
        // Norwegian (a ban word, a time window, "skal ikke være lov"), Danish with a day before its month.
        expect(
          one(
            'ja, husk: i Oslo er det nattforbud for sparkesykler mellom 23:00 og 05:00. da skal ikke :start være lov for scootere i oslo',
          )[0]?.memory_type,
        ).toBe('constraint');
        expect(
          one('btw Vi har fået DK2-adgang på Nord Pool fra 1. juni, så DK2 skal med i risk-limits')[0]
            ?.content,
        ).toBe('Vi har fået DK2-adgang på Nord Pool fra 1. juni, så DK2 skal med i risk-limits');
        // Finnish "rule … never", Estonian "must … not just", Polish "mandatory … we delete after 14 days".
        expect(
          one("ai niin, yksi sääntö vielä: hyvitettyä laskua ei koskaan näytetä UI:ssa 'poistettuna'")[0]
            ?.memory_type,
        ).toBe('constraint');
        expect(
          one(
            "PDF: kreeditarve pealkiri peab olema 'Kreeditarve'. Mitte lihtsalt 'Arve' miinusmärgiga summadega.",
          ),
        ).toHaveLength(1);
        expect(
          one(
            'zdjęcie zaparkowanej hulajnogi jest obowiązkowe przy zakończeniu przejazdu. Zdjęcia kasujemy po 14 dniach.',
          ),
        ).toHaveLength(1);
        // German "alles was …" is "everything that", not the English past.
        expect(
          one('alles was mit Alarmen zu tun hat läuft über den AlertLog-Logger mit Tag "ALERT"'),
        ).toHaveLength(1);
        // One kind alone, or about the moment, is still no rule.
        expect(one('the build took max 20 min on the old runners')).toEqual([]);
        expect(one('yesterday the job ran between 23:00 and 05:00 and nothing failed')).toEqual([]);
      });

      it('reads decisions, defaults, bans and "only" in Portuguese, Polish, French and Dutch (round AA)', () => {
        expect(
          one(
            'ok, expõe isso como Q_PROPERTY. e fica a regra pra malta toda: qualquer item focável tem de estar dentro de um FocusScope, nada de MouseArea sozinho',
          )[0]?.content,
        ).toContain('qualquer item focável tem de estar dentro de um FocusScope');
        expect(
          one(
            'outra coisa. decisão: cache de posters em disco, máx 64 MB, LRU, sourceSize sempre igual ao tile',
          )[0]?.content,
        ).toContain('máx 64 MB');
        expect(
          one(
            "Décision de ce matin avec le DPO : les pharmaciens ne voient que les MedicationRequest de leur propre site. Pas d'accès cross-site.",
          ),
        ).toHaveLength(1);
        expect(
          one(
            'super. telemetria: eventy agenta nazywamy update.<faza>.<wynik>, np. update.install.failed, zawsze z polem slot.',
          )[0]?.content,
        ).toContain('np. update.install.failed');
        expect(
          one(
            'Afspraak met de KWS-mensen: een A08 bevat altijd de volledige PID. We vervangen dus Patient.name volledig.',
          ),
        ).toHaveLength(1);
        // "por agora" is the moment in Portuguese.
        expect(one('Por agora mete o toggle sempre visível, é só pra demo de quinta')).toEqual([]);
      });

      it('reads Turkish, Spanish and Italian rules, and a change of practice (round AB)', () => {
        expect(
          one(
            'kural şu: iyzico iadeleri SADECE magento creditmemo üzerinden yapılır. merchant panelinden manuel iade yok',
          )[0]?.content,
        ).toContain('manuel iade yok');
        expect(
          one(
            "bir de: BC'de Blocked olan item'lar magentoda disable edilir, asla silinmez. bu kural hep geçerli",
          )[0]?.memory_type,
        ).toBe('constraint');
        expect(
          one(
            'importante: `import aquila` no puede importar mpi4py a nivel de módulo. mpi4py solo dentro de las funciones',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'Chiara qui: i dati di riferimento sopra i 20 MB non vanno in git. vanno sul bucket aquila-refs.',
          )[0]?.content,
        ).toContain('sopra i 20 MB non vanno in git');
        expect(
          one('intanto: la regressione grande passa a settimanale, domenica alle 02:00, non più nightly')[0]
            ?.content,
        ).toContain('non più nightly');
        // A bound alone, in any language, is no rule.
        expect(one('la build ci mette sopra i 20 minuti sul runner vecchio')).toEqual([]);
      });

      it('reads rules written in Japanese, Chinese and Ukrainian, and leaves their moment alone', () => {
        expect(
          one('今後、DBのマイグレーションは必ず ridgepole で。rails g migration は使わないでください。')[0],
        ).toMatchObject({
          memory_type: 'constraint',
          content: '今後、DBのマイグレーションは必ず ridgepole で。Rails g migration は使わないでください。',
        });
        expect(one('レセプトの送信は必ず ORCA API 経由で。手入力は禁止です。')[0]?.content).toContain(
          '手入力は禁止です',
        );
        expect(one('以后所有接口必须走网关，不要直连服务')).toHaveLength(1);
        expect(one('відтепер всі нові екрани тільки на Compose, ніяких XML layout-ів')).toHaveLength(1);
        // Round AC: a decision told as made ("決まった"), a bound before "まで"; Ukrainian and Russian sentences that
        // start in lower case are sentences too.
        expect(
          one(
            '先週の院長会議で決まったんですが、Web からのキャンセルは予約開始の24時間前まで。それを過ぎたらボタンを出さないでください。',
          ),
        ).toHaveLength(1);
        expect(
          one('кэш gradle в CI: писать в кэш может только main, MR-ветки только read-only'),
        ).toHaveLength(1);
        expect(
          one(
            'ага. і одразу правило: скріншот-тести на кожен новий екран — light і dark. без цього MR не мержимо',
          ),
        ).toHaveLength(1);
        // Round AD: Korean, Romanian, and "please remember:" as a rule word.
        expect(
          one(
            'AWS 접근은 OIDC 로 하고, repo secrets 에 access key 등록하는 건 금지입니다. 무조건 role assume',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'De acum înainte: un test HIL care pică de două ori primește tichet. Nu-l mai repornim manual.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'Please remember: the tester keeps udsoncan pinned at 1.23.1 in the recipes, no upgrade without a new release',
          ),
        ).toHaveLength(1);
        // Round AE: Indonesian and Brazilian Portuguese.
        expect(
          one(
            'aturan satu lagi: satu driver cuma boleh pegang 1 order ride aktif. food boleh batching max 2 order',
          ),
        ).toHaveLength(1);
        expect(
          one('mulai sekarang semua repository di flutter return Result<T>, jangan throw exception'),
        ).toHaveLength(1);
        expect(one('e a API tem q recusar app abaixo da 3.8.0 com 426, sempre')).toHaveLength(1);
        expect(one('untuk sementara hardcode aja dulu, semua config nanti dipindah')).toEqual([]);
        // Round AF: a bound in a comparison, a sign-off, "de aquí en adelante".
        expect(
          one(
            'late cancels: if the patient cancels less than 24h before startsAt we charge a flat $25 fee. ops signed off on that',
          ),
        ).toHaveLength(1);
        expect(one('de aquí en adelante el monto va como string con 2 decimales, nunca float')).toHaveLength(
          1,
        );
        // Round AG: French rules in chat style — "on" with a practice verb, a way then the one it replaces
        // ("toujours …, jamais de …"), "c'est voulu", "pour la suite", bounds ("après 3 échecs", "500 lignes max").
        expect(
          one('les dates côté front toujours via le helper formatDate, jamais de toLocaleString à la main'),
        ).toHaveLength(1);
        expect(
          one(
            'pour les relances: après 3 échecs on bascule le client en prélèvement manuel. pas avant le 3e',
          ),
        ).toHaveLength(1);
        expect(
          one(
            "c'est voulu: les crons tournent avec --max-runtime=900 et le scheduler les relance, il faut pas y toucher",
          ),
        ).toHaveLength(1);
        expect(
          one(
            'et regle pour la suite: un export qui plante on le relance PAS tout seul, il part en quarantaine',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'au fait le partenaire refuse les lots de plus de 5 000 lignes, donc on découpe: 4 000 lignes max',
          ),
        ).toHaveLength(1);
        // A French past or a plain wish of the moment stays out.
        expect(one("pour l'instant mets juste un TODO, on garde ça pour lundi")).toEqual([]);
        expect(one('tu peux relancer la CI stp ? elle a planté après 20 min')).toEqual([]);
        // Round AH: Vietnamese — an obligation with a bound, "X nào mà … tuyệt đối không", "chỉ … thôi" with
        // "vẫn"; the moment ("tạm thời", "hôm nay") stays out.
        expect(
          one('nếu quá 30 phút mà chưa có webhook thì job phải gọi API đối soát, không được tự hủy đơn'),
        ).toHaveLength(1);
        expect(
          one('đơn nào mà tổng tiền khác invoice.total thì đánh dấu REVIEW, tuyệt đối không set PAID'),
        ).toHaveLength(1);
        expect(
          one('trang checkout chỉ hỏi số điện thoại thôi, bỏ email. đơn cũ thì vẫn giữ email như cũ'),
        ).toHaveLength(1);
        expect(one('tạm thời hôm nay cứ hardcode phí ship, mai mình sửa')).toEqual([]);
        // English chat forms: a condition without its comma, a limit of "once per", a place "behind" a flag.
        expect(
          one('if the sourcemap upload fails dont fail the build, mark it UNSTABLE and ping #builds'),
        ).toHaveLength(1);
        expect(one('also we bump the api version max once per release')).toHaveLength(1);
        expect(
          one(
            'qa wants a cheat menu. it has to be behind #if DEVELOPMENT_BUILD, and the server rejects /cheat/* on prod',
          ),
        ).toHaveLength(1);
        // Round AI: Hinglish (Hindi in Latin script) and Arabic (Egyptian and Modern Standard).
        expect(
          one('chargeback sirf original txn ke 120 din ke andar allowed hai. uske baad API 422 de'),
        ).toHaveLength(1);
        expect(
          one('aur naye modules me Guava nahi chahiye. plain java util, ImmutableList wagairah mat daalna'),
        ).toHaveLength(1);
        expect(one('أي نسخة أقل من 2.4 لازم force update، الـ app يسأل الـ config عند الفتح')).toHaveLength(
          1,
        );
        expect(one('لو الـ API رجعت 400 متعملش retry خالص، اعمل ticket للـ finance')).toHaveLength(1);
        expect(one('filhaal bas hardcode kar do, kal dekhte hai')).toEqual([]);
        // Round AJ: Thai (no spaces between words: "ต้อง" must, "เสมอ" always, "ห้าม" forbidden, "ทุก" every, "เท่านั้น"
        // only) and Tagalog ("lahat ng" all, "kailangan" need, "wag na" not any more, ", hindi sa" not via, "lang" only).
        expect(
          one('ยอดใน QR ต้องตรงกับยอด order ตอน gen เสมอนะ ถ้าลูกค้าแก้ตะกร้าหลัง gen แล้ว ห้ามยอมรับยอดที่ไม่ตรง'),
        ).toHaveLength(1);
        expect(one('แจ้งงานใหม่ให้ rider ใช้ FCM high priority เท่านั้น ไม่ใช้ LINE กับ rider เลย')).toHaveLength(1);
        expect(
          one(
            'lahat ng bagong celery queue kailangan may sariling ECS service. wag na natin isiksik lahat sa remit-worker.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'yung payout to e-wallets dadaan din sa InstaPay, hindi sa cash-in partner API. iisang rail lang.',
          ),
        ).toHaveLength(1);
        // The moment and a question, in Thai and Tagalog.
        expect(one('วันนี้ต้อง deploy ให้ทันเสมอนะ')).toEqual([]);
        expect(one('ต้องเก็บรูป QR ทุกอันไว้ใน GCS ไหม')).toEqual([]);
        expect(one('ilan ba yung pending ngayon sa staging queue, kailangan lang i-check lahat ng')).toEqual(
          [],
        );
        // Round AK: Swahili ("yote" all, "lazima" must, ", sio" not, a negative subjunctive "zisirudiwe", "tu" only) and
        // Hebrew ("כל" every, "חייב" must, "לא" not at a clause's start, "מהיום" from today, "מקסימום" at most).
        expect(
          one(
            'maombi yote ya B2C lazima yapite kwenye DisbursementGuard, sio moja kwa moja kwa DarajaClient.',
          ),
        ).toHaveLength(1);
        expect(
          one("webhook za Africa's Talking zisirudiwe automatically. kila retry ifanyike na ops tu."),
        ).toHaveLength(1);
        expect(one('כל webhook יוצא חייב לעבור דרך outbound.session(), לא requests ישיר.')).toHaveLength(1);
        expect(one('מהיום מקסימום 5 exports במקביל לכל לקוח.')).toHaveLength(1);
        // Round AL: Greek ("κάθε" every, "πρέπει" must, ", όχι" not, "από δω και πέρα" from now on, "μόνο" only) and Persian
        // ("هر" every, "باید" must, "هیچوقت" never, "حداکثر ۳" at most 3 in Persian digits, "فقط" only).
        expect(one('κάθε νέο endpoint πρέπει να έχει rate limit, όχι μόνο τα public.')).toHaveLength(1);
        expect(one('από δω και πέρα τα invoices βγαίνουν μόνο από το InvoiceJob.')).toHaveLength(1);
        expect(
          one('هر درخواست پرداخت باید idempotency key داشته باشه، هیچوقت بدون اون retry نکنید.'),
        ).toHaveLength(1);
        expect(one('حداکثر ۳ بار retry برای verify، فقط از طریق reconciler.')).toHaveLength(1);
        // Round AM: Hungarian, with and without accents ("minden" every, "kell" must, "csak" only, "mindig" always,
        // "hanem" but rather, "ne …" before a subjunctive, "ennél hosszabbat" longer than this), and Bangla in its script
        // and in Banglish ("সবসময়" always, "করবা" you'll do, "কখনো … না" never, "এখন থেকে" from now, "sudhu" only).
        expect(one('minden új végpontnak kell idempotencia kulcs, nem csak a fizetéseknek.')).toHaveLength(1);
        expect(
          one('az elutasitott keresnel a reason kodot mindig mentsuk el, a mobilapp csak a szoveget kapja'),
        ).toHaveLength(1);
        expect(
          one('a recon eredménye ne Slackre menjen hanem Teamsre, és csak akkor, ha van eltérés.'),
        ).toHaveLength(1);
        expect(one('a lejárat nálunk max 48 óra. ennél hosszabbat ne engedjünk.')).toHaveLength(1);
        expect(one('Nagad callback এর পর সবসময় verify API call করবা, amount মিললে তবেই PAID।')).toHaveLength(
          1,
        );
        expect(one('payment_logs এ card number, PIN, OTP কখনো যাবে না, save করার আগে mask করবা।')).toHaveLength(
          1,
        );
        expect(one('invoice এর footer এ এখন থেকে seller এর trade license নম্বরও দেখাবা।')).toHaveLength(1);
        expect(one('Eid er age Dhakar baire COD order nibo na, sudhu prepaid.')).toHaveLength(1);
        // Round AN: Turkish ("şart" required, "hiçbir" none, a third-person imperative "gitsin", "X değil" not X, "-elim"
        // let's, "mutlaka" without fail) and Chinese ("以 X 为准" X is the reference, "，不能 …" a way then the one it
        // rules out, "统一" one way everywhere, "才能" only then).
        expect(
          one("MNG webhook'larında imza doğrulaması şart: HMAC kontrolü olmadan hiçbir event işlenmez."),
        ).toHaveLength(1);
        expect(
          one("e-Arşiv PDF'ini maille ek olarak değil link olarak gönderiyoruz, imzalı URL 30 gün geçerli."),
        ).toHaveLength(1);
        expect(
          one(
            'unique constraint ekleyelim ve upsert ile yazalım, tekillik carrier + tracking_no üzerinden olsun.',
          ),
        ).toHaveLength(1);
        expect(one('直播间下单价格必须用价格快照 room_sku_price，不能读商品原价。')).toHaveLength(1);
        expect(
          one('指标命名统一 ls_<服务>_<名字>_<单位>；label 里不许放 user_id 这种高基数字段。'),
        ).toHaveLength(1);
        expect(one('讲解中的商品以 live-svc 为准，前端不要再轮询接口了。')).toHaveLength(1);
        // Round AO: Polish ("ma zwrócić" is to return, "wysyłamy" we send, "nie dodawaj" don't add, "ważna 30 dni" valid
        // for 30 days), Roman Urdu (a third-person future "lagega" it will apply, "koi … nahi" no …, "har" every,
        // "hota hai" is done) and Urdu ("اصول" rule, "ہوگی" it will be, "کسی" any).
        expect(
          one('Oferta jest ważna 14 dni, potem GET /offers/{id} ma zwrócić OFFER_EXPIRED.'),
        ).toHaveLength(1);
        expect(
          one('faktury wysyłamy przez KSeF — PDF-y mailem wyłączyliśmy, nie dodawaj już wysyłki PDF.'),
        ).toHaveLength(1);
        expect(one('wallet top-up pe koi fee nahi, bank ka charge settlement mein katega')).toHaveLength(1);
        expect(
          one('har refund ka audit row 7 saal ke liye rakha jata hai, delete kabhi nahi hota'),
        ).toHaveLength(1);
        expect(
          one('یہ اصول ہے: اگر کسی payout کی تاریخ چھٹی پر آئے تو وہ اگلے working day پر جائے گی'),
        ).toHaveLength(1);
        // Round AP: Serbian/Croatian ("od sada" from now on, "ne po" not by, "nikad" never, "čuvamo" we keep, "mora" must,
        // "samo" only) and Tamil in its script and in Tanglish ("எப்போதும்" always, "கூடாது" must not, "mattum" only,
        // "koodadhu", "-anum" must, "mela" above).
        expect(
          one('od sada Shell transakcije spajamo po card_number + tx_id, ne po vremenu i iznosu.'),
        ).toHaveLength(1);
        expect(one('koordinate u svakoj novoj tabeli su DECIMAL(10,7), nikad FLOAT.')).toHaveLength(1);
        expect(one('Svaki storno mora da odobri knjigovođa, samo ručno.')).toHaveLength(1);
        expect(
          one('refund ₹50,000 mela irundha finance approve pannanum, auto refund koodadhu.'),
        ).toHaveLength(1);
        expect(one('SMS எப்போதும் தமிழ்ல தான் அனுப்பணும், English-ல அனுப்பக் கூடாது.')).toHaveLength(1);
        expect(one('namma API la ovvoru response-um snake_case mattum.')).toHaveLength(1);
        // Round AQ: Romanian ("toate" all, "nu se modifică" is not changed, "doar" only, "fără" without, "maxim 200") and
        // Nigerian Pidgin ("no bring" don't bring, "na" is, "keep am so", "we no … again" no longer).
        expect(
          one('Comenzile trimise nu se modifică: corecția se face doar prin stornare, fără update direct.'),
        ).toHaveLength(1);
        expect(one('toate endpoint-urile noi au paginare cursor-based, maxim 200 pe pagină.')).toHaveLength(
          1,
        );
        expect(one('no bring mobx. rider app state na zustand. Keep am so.')).toHaveLength(1);
        expect(one('iOS 14 and below, we no support am again.')).toHaveLength(1);
        // Round AR: Javanese ("kudu" must, "ora oleh" may not, "saben" every, "ojo" don't) and Mexican Spanish ("cero X").
        expect(
          one('Saben service anyar kudu nganggo Workload Identity, ora oleh JSON key maneh.'),
        ).toHaveLength(1);
        expect(one('si necesitas una lib de JS se pinea con importmap. cero npm en el repo.')).toHaveLength(
          1,
        );
        // Round AS: Egyptian Franco-Arabic ("lazem" must, "3omrena ma" we never, "mafeesh" there is no, "men delwa2ty"
        // from now on, "kol" every, "a2al men" less than) and Flemish ("mag enkel" may only, "na 3 minuten", "blijven").
        expect(
          one(
            'w 7aga kaman, ay amount lazem yeb2a men el DB 3al server, 3omrena ma nesadda2 amount gay men el app.',
          ),
        ).toHaveLength(1);
        expect(one('el decision: mafeesh ta2seet 3ala ay package a2al men 1500 EGP.')).toHaveLength(1);
        expect(
          one('khalas, men delwa2ty el attendance yet7seb men el webhooks msh men el app.'),
        ).toHaveLength(1);
        expect(
          one('alarmen sluiten mag enkel met een reden, en voor pharma enkel door iemand met rol QA.'),
        ).toHaveLength(1);
        expect(
          one(
            'deur-open events geven pas een alarm na 3 minuten, en binnen de geofence helemaal geen alarm.',
          ),
        ).toHaveLength(1);
        // Round AT: Italian ("da adesso" from now on, "non … mai" never, "vanno su" go on, ", non …", "entro 5 minuti") and
        // Ukrainian ("тримаємо" we keep, "48 годин від …", "ідуть у" go to, "а не в" and not in).
        expect(
          one(
            'e le note di credito vanno su un sezionale NC separato, con numerazione propria, non mischiate con le fatture',
          ),
        ).toHaveLength(1);
        expect(
          one(
            "allora da adesso: se la partita IVA non ha mai passato la verifica, il bottone 'Invia allo SDI' è disabilitato",
          ),
        ).toHaveLength(1);
        expect(
          one(
            'бронювання для самовивозу тримаємо 48 годин від моменту підтвердження, потім резерв знімаємо автоматично',
          ),
        ).toHaveLength(1);
        expect(
          one('алерти по платежах ідуть у Telegram #kalyna-payments, а не в загальний #kalyna-alerts'),
        ).toHaveLength(1);
        // Round AU: German ("machen wir", "kein … mehr", "gilt für") and Brazilian Portuguese ("a gente", "sem X",
        // "não … nem", "continua", "abaixo de R$ 2").
        expect(
          one(
            'Gutschriften erzeugen wir als eigenes Dokument mit Rechnungsart 381. keine negativen Rechnungen mit 380 mehr',
          ),
        ).toHaveLength(1);
        expect(one('a gente não oferece Pix Saque nem Pix Troco, e não vai ter esse ano')).toHaveLength(1);
        expect(
          one(
            'webhook pro lojista: até 5 tentativas com backoff, depois marca FALHOU. pode ser no dispatcher, sem resilience4j',
          ),
        ).toHaveLength(1);
        // Round AV: Czech ("nepřepočítáváme" we don't convert, "žádnej" no, "vůbec" at all, "chodí do", "víc než 5") and
        // Swedish ("om … inte är …" a generic condition, "inom 3 minuter", "30 min på sig", "över 5 %").
        expect(
          one('kdyz chybi tak se produkt na SK vubec nezobrazi, zadnej fallback na prepocet kurzem'),
        ).toHaveLength(1);
        expect(
          one(
            'Swish: om betalningen inte är PAID inom 3 minuter släpps den reserverade tiden och blir bokningsbar igen',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'chyby z platebnich notifikaci at chodi do slacku #eshop-platby, a kdyz jich je vic nez 5 za 10 minut tak page',
          ),
        ).toHaveLength(1);
        // Round AW: Finnish (the passive as "we": "tallennetaan"; "sovitaan", "vain", "ei X", "menee X:lle") and
        // Traditional Chinese ("之後一律", "2 點到 5 點之間").
        expect(
          one(
            'Päätettiin: kiinteähintaisten sopimusten hinnat tallennetaan aina ALV 0 -hintoina, ALV lisätään vasta laskurivillä.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'vielä yks: laskuajon hälytykset menee Teams-kanavalle #laskutus, ei sähköpostiin eikä Slackiin.',
          ),
        ).toHaveLength(1);
        expect(
          one('退款的 job 之後一律在台北時間凌晨 2 點到 5 點之間跑，白天綠界的 API 比較慢。'),
        ).toHaveLength(1);
        // Round AX: Hindi in Devanagari ("हमेशा" always, "सिर्फ" only, "नहीं आएगा" won't come, "हम … करते हैं", the future).
        expect(
          one('नहीं यार, ये rule हमेशा follow करना है: UPI collect request 15 minute में expire होगी.'),
        ).toHaveLength(1);
        expect(
          one(
            'ठीक है, तो ऐसा करते हैं — receipt PDF भी certificate-service ही बनाएगा. payment-service में कोई PDF code नहीं आएगा.',
          ),
        ).toHaveLength(1);
        // Round AY: Norwegian ("ikke lag", "legg … i", "behold", "bare i") and Russian ("не показываем", "лимит … млн ₸",
        // "один … на …", first person plural without its pronoun).
        expect(
          one(
            'greit. oversikten viser per båt, men eksporten er fortsatt per anlegg. ikke lag noen egen eksport per båt.',
          ),
        ).toHaveLength(1);
        expect(
          one('legg svarene i tests/fixtures/altinn/ som de er, men fjern personnummer. behold feltnavnene.'),
        ).toHaveLength(1);
        expect(
          one('по складам договорились: один склад на продавца, остатки пересчитываем только ночью.'),
        ).toHaveLength(1);
        expect(
          one(
            'если банк не ответил за 5 секунд — просто не показываем этот способ оплаты. лимит на платёж 2 млн ₸.',
          ),
        ).toHaveLength(1);
        // Round AZ: Bulgarian ("не се издават", "под 0.50", "никога", "трябва да", "от 1 юли").
        expect(
          one(
            'фактури под 2 лева не се издават – сумата отива към следващия месец. над 2 лева издаваме нормално.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'от 1 септември отстъпките трябва да са на отделен ред във фактурата, никога в единичната цена.',
          ),
        ).toHaveLength(1);
        // Round BA: Slovak ("žiadne", first person plural "nepočítame" / "dávame", "najneskôr do", "do dvoch
        // sprintov", "odteraz").
        expect(
          one(
            'to je zle. zľavnené ceny nepočítame percentom, berú sa zo stĺpca zlavnena. žiadne vlastné prepočty, inak nesedí clearing.',
          ),
        ).toHaveLength(1);
        expect(
          one('btw export pre clearing treba poslať najneskôr do 5. pracovného dňa v mesiaci'),
        ).toHaveLength(1);
        expect(
          one(
            'nové funkcie dávame za feature flag v Unleash. flag sa maže do dvoch sprintov po 100 % rollout.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'odteraz: testovacie cenníky sú snapshoty v src/test/resources/ids/ ako CSV. testy nikdy nesiahajú na SFTP.',
          ),
        ).toHaveLength(1);
        // Round BB: Lithuanian ("kiekvienam", "nuo šiol", "turi būti", "taisyklė", "tik … , ne …"), an English rule
        // given with a cap, and a correction that names the source of truth.
        expect(
          one(
            'VLK taisyklė tokia: kompensuojama suma apvalinama iki cento KIEKVIENAI recepto eilutei atskirai, sumuojant nieko nebeapvalinam.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'dar: prie kiekvienos išdavimo eilutės turi būti išsaugotas kainyno versijos id (isdavimo_eilute.vlk_kainyno_versija_id)',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'ok. rule from product: unused days carry over up to a cap of 5 days, and carried-over days expire 3 months into the new leave year.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            "that's wrong. entitlements come from our Subscription table through getEntitlements(orgId). clerk metadata is not a source of truth for anything billing-related.",
          ),
        ).toHaveLength(1);
        // Round BC: Catalan ("només", "ha d'…", "tots", "no … mai", "i prou", "qualsevol", a generic condition with "quan"),
        // a Spanish requirement a stakeholder asked for, and a gate that breaks the CI.
        expect(
          one(
            "perfecte. el firmware nou envia la telemetria en CBOR, no en JSON. el consumidor ha d'acceptar tots dos formats mentre hi hagi bicis amb el firmware vell.",
          ),
        ).toHaveLength(1);
        expect(
          one(
            "una altra: quan una e-bike baixa del 10% no s'avisa l'usuari; es crea una ordre de recollida per a operacions i prou.",
          ),
        ).toHaveLength(1);
        expect(
          one(
            'otra cosa que nos pidió el ATM: si el usuario tiene la T-mobilitat vinculada con perfil T-Jove, el abono anual tiene un 25% de descuento.',
          ),
        ).toHaveLength(1);
        expect(
          one(
            "i per l'accessibilitat de la web pública: axe-core a totes les pàgines; qualsevol violació de nivell serious o critical trenca el CI.",
          ),
        ).toHaveLength(1);
        // Round BD: Slovenian ("morajo", "brez …", "obvezen", "naj bo", "do 24 ur", "gredo v", a generic "…, ce je null …"),
        // and an English source of truth ("come from our …, not …").
        expect(
          one(
            'sporocila napak za referente morajo bit v slovenscini in razumljiva, brez stack trace-a, koda napake v oklepaju',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'v SMS opomniku naj bo kratek link za odpoved, token je enkraten in velja do 24 ur pred terminom',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'neuspela sporocila gredo v DLQ topic <topic>.dlq in na dashboard. brez avtomatskega replaya, replay sprozi clovek',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'dolzino termina lahko prepisemo na nivoju ambulante: ambulanta_vzs.trajanje_min, ce je null velja sifrant VZS',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'numbers on the organizer dashboard come from our orders + refunds tables, not the stripe balance api.',
          ),
        ).toHaveLength(1);
        // Round BE: Latvian ("VIENMĒR jābūt", "bez … neļaujam", "paliekam pie", "nekādu", "ja …, tad sūtām", "TIKAI",
        // "jebkura", "nekad", "neliekam … ilgāku par stundu").
        expect(
          one(
            'kredītrēķinam VIENMĒR jābūt atsaucei uz sākotnējo rēķinu (numurs + datums) un iemeslam. bez iemesla neļaujam izrakstīt',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'nē. paliekam pie HTMX + Alpine, nekādu SPA, nekādu npm build soli. ja kaut kas sarežģīts, tad Alpine komponents',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'neliekam Celery uzdevumiem countdown vai eta ilgāku par stundu — ar redis visibility_timeout tie izpildās dubulti',
          ),
        ).toHaveLength(1);
        // Round BF: Estonian ("ainult", "ei cacheta", "alati", "peab olema täpselt üks", "tõstame … ei panda", "enam … ei"),
        // English "only X …" at a sentence's start.
        expect(
          one(
            'X-tee vastuste cache on ainult EMTA jaoks (24h). RR vastuseid ei cacheta üldse, alati värske päring',
          ),
        ).toHaveLength(1);
        expect(
          one('tõstame limiidi 2Gi peale ja -XX:MaxRAMPercentage=70. Xmx-i käsitsi ei panda'),
        ).toHaveLength(1);
        expect(
          one(
            'ok so for pass refunds we just end the entitlement at the refund date, no currency debit. only consumables get the ledger debit',
          ),
        ).toHaveLength(1);
        // Round BH: Icelandic ("nýja reglan: … yfir 80%", "±2 dagar … ef …, … aldrei", "allir … þurfa"); English a bare
        // clock range and "(not the £2.50 car rate)".
        expect(
          one(
            'ok nýja reglan: viðvörun til útgerðarstjóra þegar landaður meðafli er kominn yfir 80% af aflamarki skipsins, og aftur við 95%',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'pörun: skipaskrarnr + löndunardagur ±2 dagar við lok veiðiferðar. ef fleiri en ein ferð passar fer nótan í handvirka pörun, aldrei giska',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'svo eitt enn: allir kvótaflutningar þurfa tvo samþykkjendur í kerfinu áður en umsóknin fer til Fiskistofu',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'dart charge: its £3.00 per crossing for our 2-axle vans (not the £2.50 car rate), pay-per-crossing, free 22:00-06:00',
          ),
        ).toHaveLength(1);
        // Round BI: Croatian ("mijenjamo: …, osim ako …", "… generira se 1. u mjesecu …, ne direktno …"); English
        // "we <practice verb> … whenever …" and "… from March".
        expect(
          one(
            'mijenjamo: podsjetnik gostu ide automatski dan prije dolaska u 18:00, osim ako je rezervacija napravljena isti dan',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'obračun provizije za domaćine generira se 1. u mjesecu: PDF po domaćinu, šalje se računovodstvu, ne direktno domaćinu',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'for sites behind a zero-export DNSP we cap the inverter setpoint whenever the meter reads export',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'heads up: we bill the Queensland sites through the new retailer from July, nothing changes for NSW',
          ),
        ).toHaveLength(1);
        // Icelandic chat that sets no rule: a thank-you, a question.
        expect(one('snilld, takk. settu þetta í MR lýsinguna')).toEqual([]);
        expect(one('hvernig eru vigtarnótur tengdar við veiðiferðir núna?')).toEqual([]);
        // Round BG: Albanian ("vetem deri ne 12:00 … duhet", "nuk e ndryshojne … vetem", "nese … mbi 6 ore, … s'presim",
        // "s'anulohet kurre", "do bejme … 30 minuta"); English "within 5 working days" after "if … we void", "we're
        // keeping …", "after 4pm … 7 to 10pm", "… gets declined automatically now", "that code is what confirms …".
        expect(
          one(
            'ekografia abdominale jepet vetem deri ne 12:00, pacienti duhet te jete esell. pas dreke asnje slot per ate sherbim',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'edhe dicka: mjeket nuk e ndryshojne orarin vete nga paneli. ndryshimet i ben vetem koordinatorja e klinikes',
          ),
        ).toHaveLength(1);
        expect(
          one(
            "nese nje fature mbetet pa NIVF mbi 6 ore, njoftim ne slack #financa. s'presim afatin e 48 oreve",
          ),
        ).toHaveLength(1);
        expect(
          one("fatura e fiskalizuar s'anulohet kurre. behet fature korrigjuese me shuma negative"),
        ).toHaveLength(1);
        expect(
          one(
            "if a label isn't scanned by the carrier within 5 working days we void it with the carrier and put the listing back live",
          ),
        ).toHaveLength(1);
        expect(
          one(
            "nah we're keeping numbered pagination on search + category pages, pagy with ?page= in the url",
          ),
        ).toHaveLength(1);
        expect(
          one(
            'no deploys after 4pm friday and none sunday 7 to 10pm, thats when half the country lists their stuff',
          ),
        ).toHaveLength(1);
        expect(
          one('yeah bump it, anything under 60% of the asking price gets declined automatically now.'),
        ).toHaveLength(1);
        expect(
          one(
            'buyer gets a 6 digit handover code. that code is what confirms collection and starts the payout clock, not the seller clicking "collected"',
          ),
        ).toHaveLength(1);
        // Albanian chat that sets no rule: the moment, a thank-you, a question; English narration with "now".
        expect(one("Dritani thotë që dje mbetën 12 fatura pa NIVF dhe s'e mori vesh njeri deri sot")).toEqual(
          [],
        );
        expect(one('rregull, faleminderit')).toEqual([]);
        expect(one('sa barna mund te kete nje recete tani?')).toEqual([]);
        expect(one('ok it works now, thanks')).toEqual([]);
        // Estonian chat that sets no rule.
        expect(one('aitäh, vaatan homme üle')).toEqual([]);
        // Latvian chat that sets no rule.
        expect(one('paldies, rīt paskatīšos')).toEqual([]);
        expect(one('cik klientu mums šobrīd ir uz PEPPOL?')).toEqual([]);
        // Slovenian chat that sets no rule: a question, a thank-you.
        expect(one('koliko terminov imamo jutri v ortopediji?')).toEqual([]);
        expect(one('hvala, pogledam po kosilu')).toEqual([]);
        // Catalan chat that sets no rule: a question, a thank-you, a plan for later.
        expect(one('quants missatges per segon tenim ara en hora punta?')).toEqual([]);
        expect(one('gràcies, ho reviso després de dinar')).toEqual([]);
        // A Spanish "llámame" (call me) is no Slovak "we".
        expect(one('llámame cuando termines el deploy de hoy')).toEqual([]);
        // Dutch "kun je" (can you) is no Danish "kun" (only).
        expect(one('Kun je src/main/java/nl/acme/Route.java bekijken? alles gaat naar de DLQ')).toEqual([]);
        // The moment in Franco-Arabic: "delwa2ty" (now), not "men delwa2ty" (from now on).
        expect(one('delwa2ty bas fix el webhook, lazem nekhallas el release')).toEqual([]);
        // Spanish "échale un ojo" (take a look) is no Javanese "ojo".
        expect(one('porfa échale un ojo a apps/payouts/tasks.py, ayer hubo 3 payouts atorados')).toEqual([]);
        // The moment in Romanian.
        expect(one('azi doar hotfix la rating, toate testele le rulăm mâine')).toEqual([]);
        // The moment in Serbian and Tanglish.
        expect(one('danas samo hotfix za OMV import, uvek pazi na PDV')).toEqual([]);
        expect(one('ippo mattum crash fix pannu, periya refactor vendaam')).toEqual([]);
        // The moment in Urdu and Polish.
        expect(one('آج صرف staging پر deploy کریں، ہمیشہ احتیاط سے')).toEqual([]);
        expect(one('na razie tylko staging, wysyłamy ręcznie')).toEqual([]);
        // The moment, and a question asked with "mısın" instead of "?".
        expect(one('Günaydın, bugün MNG webhook tarafını bitirelim. webhooks.py bir bakar mısın')).toEqual(
          [],
        );
        expect(one('şimdilik sadece staging e deploy edelim, prod şart değil')).toEqual([]);
        // The moment and a question in Hungarian and Bangla, and the French "ne … pas" (no Hungarian "ne").
        expect(one('egyelőre csak a stagingre deployolj, mindig óvatosan')).toEqual([]);
        expect(one('minden jobnak kell retry?')).toEqual([]);
        expect(one('আজকে শুধু staging এ deploy করবা, সবসময় সাবধানে')).toEqual([]);
        expect(one('je ne sais pas, on verra plus tard')).toEqual([]);
        expect(one('split the upload into one chunk per part, then trunk the rest')).toEqual([]);
        // The moment and a question in Greek (asked with ";") and Persian (with "؟").
        expect(one('σήμερα μόνο κάνε deploy στο staging, πάντα με προσοχή')).toEqual([]);
        expect(one('πρέπει κάθε job να έχει retries;')).toEqual([]);
        expect(one('فعلا فقط رو staging تست کن، باید سریع باشه')).toEqual([]);
        expect(one('باید هر سفر رو لاگ کنیم؟')).toEqual([]);
        // The moment and a question, in Swahili and Hebrew; Hinglish "jana chahiye" (should go) is no Swahili "yesterday".
        expect(one('leo tunafanya demo tu, lazima iwe haraka')).toEqual([]);
        expect(one('lazima kila job iwe kwenye queue yake?')).toEqual([]);
        expect(one('היום רק תעשה hotfix מהיר, תמיד אפשר לתקן אחר כך')).toEqual([]);
        expect(one('אנחנו תמיד מריצים את המיגרציות לפני deploy?')).toEqual([]);
        expect(one('report me amount masked hi jana chahiye, ops ko full amount nahi dikhana')).toHaveLength(
          1,
        );
        // The moment and a question, in the same languages.
        expect(one('とりあえず今回だけ手入力で送ってください、明日直します。')).toEqual([]);
        expect(one('このテスト、なんで落ちてるんですか？')).toEqual([]);
        expect(one('сьогодні просто закоміть як є, завжди так робимо')).toEqual([]);
      });

      it('keeps the whole rule when a sentence cue took one sentence of it', () => {
        const [rule, ...rest] = one(
          "that's too strict. policy: an overdue team stays fully editable for 14 days with a banner, after that read-only. we never delete docs because of non-payment, ever",
        );
        expect(rest).toEqual([]);
        expect(rule?.content).toBe(
          'Policy: an overdue team stays fully editable for 14 days with a banner, after that read-only. We never delete docs because of non-payment, ever',
        );
      });

      it('reads a rule whose condition is in the past, and the impersonal bans of Portuguese and Italian (round BJ)', () => {
        // "it was finalized" is when the rule applies, under its modal: no narration.
        expect(
          one(
            'also for voids: an invoice can only be voided on the same business day it was finalized. after that it needs a credit note.',
          ),
        ).toHaveLength(1);
        expect(one('the invoice was voided twice, i can only guess why')).toEqual([]);
        // "não se mexe": once issued, nobody touches it; with "tem de ser" (must) it is a rule.
        expect(
          one(
            'não! depois de emitida não se mexe. o NIF tem de ser pedido no ecrã de pagamento, antes de emitir',
          ),
        ).toHaveLength(1);
        expect(one('o cursor não se mexe quando clico')).toEqual([]);
        // A practice told with "we text / publish / restore …" under a condition.
        expect(
          one('when an appointment is cancelled we text the first 3 clients on the waitlist for that vet.'),
        ).toHaveLength(1);
      });

      it('reads rules in Armenian, Georgian and Azerbaijani, and leaves their moment and questions alone (rounds BL–BN)', () => {
        // Armenian: "միշտ" always, "պետք է" must, "բոլոր" all, "չօգտագործել" not to use, "միայն" only.
        expect(
          one('բոլոր վճարումները պետք է անցնեն PaymentGateway-ով, ուղիղ API կանչ չօգտագործել։'),
        ).toHaveLength(1);
        expect(one('հաշիվները միշտ կլորացնում ենք դրամով, միայն ամբողջ թվեր։')).toHaveLength(1);
        // Georgian: "ყოველთვის" always, "უნდა" must, "ყველა" every, "ნუ" don't, "მხოლოდ" only.
        expect(one('ყველა ინვოისი უნდა გაიგზავნოს rs.ge-ზე, ხელით ნუ შექმნი ინვოისს.')).toHaveLength(1);
        expect(one('ლოგებს ყოველთვის ვინახავთ მხოლოდ 30 დღე.')).toHaveLength(1);
        // The moment ("այսօր" today, "ჯერჯერობით" for now) and questions ("՞" on the word asked about).
        expect(one('այսօր միայն staging-ում ստուգիր, պետք է արագ լինի։')).toEqual([]);
        expect(one('պետք է բոլոր batch-երը միշտ ստուգե՞նք։')).toEqual([]);
        expect(one('ჯერჯერობით მხოლოდ staging-ზე, ყოველთვის ფრთხილად.')).toEqual([]);
        // "ամենաշատը" (the most) is no "ամեն" (every).
        expect(one('ամենաշատը Գյումրի-ում է, միայն մեկ մասնաճյուղ։')).toEqual([]);
        // Azerbaijani: "bütün" all, "yalnız" only, "həmişə" always, "-ırıq" we do; "hələlik" (for now) and a question.
        expect(
          one('bütün ödənişlər yalnız PaymentService vasitəsilə gedir, birbaşa API çağırışı olmaz.'),
        ).toHaveLength(1);
        expect(one('loqları həmişə 30 gün saxlayırıq, daha çox yox.')).toHaveLength(1);
        expect(one('hələlik yalnız staging-də yoxla, həmişə diqqətlə.')).toEqual([]);
        expect(one('bütün job-lar retry etməlidir?')).toEqual([]);
      });

      it('reads rules in Basque, and leaves its moment and questions alone (round BO)', () => {
        // "behar da" must, "ez dugu onartzen" we do not accept; "inoiz ez" never, "ez utzi" don't leave.
        expect(
          one(
            'itzulketa guztiek jatorrizko tiketa erreferentziatu behar dute; eskuzko zenbakirik ez dugu onartzen.',
          ),
        ).toHaveLength(1);
        expect(
          one('bezeroaren NANa falta bada, IFZ generikoa erabili; inoiz ez utzi eremua hutsik.'),
        ).toHaveLength(1);
        // "aurrerantzean" from now on, and "X, ez Y": a correction of an amount.
        expect(one('aurrerantzean SEPA fitxategiak 200 ordainagirikoak, ez 500.')).toHaveLength(1);
        // The moment ("gaur" today, "oraingoz" for now) and a question without its mark.
        expect(one('gaur staging-en bakarrik probatu, ez ukitu prod.')).toEqual([]);
        expect(one('oraingoz kutxa bakarrean, beti eskuz.')).toEqual([]);
        expect(one('nola bilatu behar dira tiket guztiak bidali gabe')).toEqual([]);
      });

      it('reads rules in Macedonian and Galician, and leaves their moment and questions alone (round BP)', () => {
        // "од сега" from now on, "не само" not only; "секоја" every, "единствениот" the only.
        expect(
          one(
            'од сега: кога декларација ќе стане REJECTED, брокерот добива порака преку Telegram ботот и е-пошта, не само во UI.',
          ),
        ).toHaveLength(1);
        expect(
          one('фактурите се извезуваат секоја вечер во 22:00 во Pantheon ERP, тоа е единствениот пат.'),
        ).toHaveLength(1);
        // "мора" must, "пред 31 декември" before a date; "важи 4 месеци" is valid 4 months, "треба" should.
        expect(one('TariffImportJob мора да ја вчита пред 31 декември.')).toHaveLength(1);
        expect(
          one('EUR.1 важи 4 месеци. Ако е постар, PreferenceService треба да го фати тоа.'),
        ).toHaveLength(1);
        // Galician "ten que" has to, "como moi tarde" at the latest; "cada" each, "caduca o 31" expires on.
        expect(
          one('a proposta de cancelación ten que xerarse como moi tarde 3 horas antes da saída.'),
        ).toHaveLength(1);
        expect(
          one('os empadroados teñen un 40% de desconto; caduca o 31 de decembro de cada ano.'),
        ).toHaveLength(1);
        // The moment ("засега" for now, "hoxe" today) and a Macedonian question without its mark.
        expect(one('засега само на staging, секогаш внимателно.')).toEqual([]);
        expect(one('hoxe só en staging, sempre con coidado.')).toEqual([]);
        expect(one('дали сите job-ови мора да прават retry')).toEqual([]);
      });

      it('reads rules in Welsh and Uzbek, and leaves their moment and English look-alikes alone (round BQ)', () => {
        // Welsh "rhaid" must, "pob" every; "o hyn ymlaen" from now on, "dim X" no X; "erbyn 13:30" by, "nid" not.
        expect(
          one('rhaid i bob swydd Celery fod yn idempotent, dim ond y ciw payments sy’n cael ail-geisio.'),
        ).toHaveLength(1);
        expect(one('o hyn ymlaen: dim print() yn y cod, logio drwy structlog yn unig.')).toHaveLength(1);
        expect(one('y ffeil Bacs ydy 14:00 nid 15:00, felly rhaid ei chyflwyno erbyn 13:30.')).toHaveLength(
          1,
        );
        // A change to a number on a date: "yn codi i … ar 1 Mehefin".
        expect(one('MIN_SDK yn codi i 26 ar 1 Mehefin, mae’r ddwy siop yn barod.')).toHaveLength(1);
        // Uzbek "har bir" each, "shart" required; "faqat" only and a third person's imperative ("yuborsin").
        expect(one("har bir to'lov yozuvida idempotency kaliti bo'lishi shart.")).toHaveLength(1);
        expect(one('bot faqat tugmalar bilan ishlaydi, matn kelsa yordam xabarini yuborsin.')).toHaveLength(
          1,
        );
        // "N dan M ga" from N to M, with the polite imperative; a negative imperative ("qo'ymang").
        expect(one('retry limitni 5 dan 3 ga tushiring')).toHaveLength(1);
        expect(one("til menyusini doim ko'rsating, default til qo'ymang.")).toHaveLength(1);
        // The moment ("am nawr" for now, "hozircha" for now).
        expect(one('am nawr rhaid profi ar staging yn unig.')).toEqual([]);
        expect(one("hozircha faqat staging'da sinab ko'ring, albatta.")).toEqual([]);
        // English words with the Uzbek endings, and "Bob" the name, are not Uzbek or Welsh rules.
        expect(one('Bob fixed the tracking. the basin sensor is missing.')).toEqual([]);
      });

      it('reads a condition and its consequence as a rule, not a request or a question (round BR)', () => {
        expect(
          one(
            'btw if a companion card holder resells their ticket, the companion ticket gets voided, it never goes to the buyer',
          ),
        ).toHaveLength(1);
        expect(one('if the build fails, can you check the logs?')).toEqual([]);
        expect(one('if you have time, look at the flaky test')).toEqual([]);
      });

      it('reads rules in Nepali, in Devanagari and romanized (round BS)', () => {
        // "-नुपर्छ" must, a negative wish ("नबनाओस्"), "मात्र" only; romanized "bhanda kam" less than, "parcha" must.
        expect(
          one(
            'UNKNOWN status ३० मिनेटभन्दा बढी रह्यो भने alert जानुपर्छ। code ले आफैं FAILED नबनाओस्, मान्छेले हेरेर मात्र।',
          ),
        ).toHaveLength(1);
        expect(
          one(
            'Khalti le Rs 10 bhanda kam ko payout reject garcha, tyo bhanda kam lai bank ma pathaunu parcha',
          ),
        ).toHaveLength(1);
        // A rule's verbal noun at a clause's end ("पठाउने") and "X होइन" (not X).
        expect(one('त्यस्तो नम्बरमा SMS English मा पठाउने, नेपाली Unicode होइन।')).toHaveLength(1);
        // English words ending in -nu are no Nepali obligation without a Nepali postposition.
        expect(one('the menu parcha is a typo, see the docs')).toEqual([]);
      });

      it('reads rules in Maltese, and leaves their moment alone (round BR)', () => {
        // "kull" every, "irid" must, "dejjem" always, "qatt" never; "regola ġdida" a new rule, "ma jistax" may not.
        expect(
          one('ir-rapporti tal-MGA jinħadmu dejjem mill-ledger, u kull run irid ikun reproducible'),
        ).toHaveLength(1);
        expect(one('mela, regola ġdida: withdrawal wieħed lejn Skrill ma jistax jaqbeż €10,000')).toEqual([
          expect.objectContaining({ memory_type: 'constraint' }),
        ]);
        // The moment ("għalissa" for now).
        expect(one('għalissa kull deploy irid isir fuq staging biss')).toEqual([]);
      });

      it('keeps the sentence a rule of a few words leans on', () => {
        const [found] = one(
          'the invoice email: the PDF and a link to the portal. Nothing else, no tracking pixels.',
        );
        expect(found?.content).toContain('the PDF and a link to the portal');
        expect(found?.content).toContain('no tracking pixels');
      });

      it('reads a plainly stated obligation, threshold, deadline, flag or named project fact', () => {
        const typeOf = (t: string) => one(t).map((e) => e.memory_type);
        expect(typeOf('fyi account deletion also has to remove the contact in HubSpot.')).toEqual([
          'constraint',
        ]);
        expect(typeOf('payouts over 10,000 EUR need a second approver from finance')).toEqual(['constraint']);
        expect(typeOf('incident reports are due within 3 working days, in docs/incidents/.')).toEqual([
          'constraint',
        ]);
        // How long a kind of thing lasts; a report of a crash after it is no rule.
        expect(
          typeOf('and gift-card credits expire after 12 months, with a reminder a week before.'),
        ).toEqual(['constraint']);
        expect(typeOf('the session expires after 15 minutes and then the app crashes')).toEqual([]);
        expect(typeOf('rule for migrations: every migration ships with its down step')).toEqual([
          'convention',
        ]);
        // A rule said to be one keeps its condition in the past tense.
        expect(
          typeOf('make it a rule: a release is blocked unless the changelog was updated in the same MR.'),
        ).toEqual(['convention']);
        expect(typeOf('new checkout behaviour goes behind a feature flag, default off in prod')).toEqual([
          'decision',
        ]);
        expect(typeOf('our payment provider is Adyen, the terminal fleet too.')).toEqual(['fact']);
        expect(typeOf('yes, staging is the render service shop-api-staging in frankfurt.')).toEqual(['fact']);
        // After a short lead.
        expect(typeOf('one more for Tom: exports above 50,000 rows go through the async job.')).toEqual([
          'constraint',
        ]);
        // What to do whenever any thing of a kind does something; the dash after an opener goes with it.
        expect(
          one('also — if a courier cancels within an hour of pickup, reassign and notify the shop.').map(
            (e) => [e.memory_type, e.content],
          ),
        ).toEqual([
          ['convention', 'If a courier cancels within an hour of pickup, reassign and notify the shop.'],
        ]);
        expect(one('if a user logs in twice, sessions get mixed up')).toEqual([]);
        // The language a kind of text is kept in, also in a later clause; not a report of what happens.
        expect(
          typeOf('errors shown to users come from the i18n files, but audit log lines stay in English.'),
        ).toEqual(['convention']);
        expect(one('the receipt stays in English even when I switch the locale to Polish')).toEqual([]);
        expect(one('it stays in English after the switch')).toEqual([]);
        expect(one('if the nightly build fails again, ping me on slack')).toEqual([]);
        // The work at hand, a person, a condition, a question, a report and an unnamed state are not.
        expect(one('the PR has to be rebased before Jake looks at it')).toEqual([]);
        expect(one('Opening the PR, Aino has to review since it touches the ledger')).toEqual([]);
        expect(one('if u need to test the reminder mails use the sandbox account')).toEqual([]);
        expect(one('how long do we have to keep the audit records')).toEqual([]);
        expect(one('our build is broken again since the upgrade')).toEqual([]);
        expect(one('the tests need a rerun after the cache was cleared')).toEqual([]);
      });

      it('leaves a bare confirmation ("stick to that from now on") to the proposal it confirms', () => {
        expect(one('Stick to that from now on pls')).toEqual([]);
        expect(one('ok, keep it that way going forward')).toEqual([]);
      });

      it('leaves narration, the plan of the moment and a confirmation alone', () => {
        expect(
          one(
            'yes add them. btw what is the difference between transaction() and executeBatch, i always forget',
          ),
        ).toEqual([]);
        expect(
          one('can you also look why waitlist.service.spec is flaky on ci, passes locally every time'),
        ).toEqual([]);
        // Each sentence is about the change at hand: no rule for later, however many signals it has.
        expect(
          one('for now never run the full suite and use only the adae tests. skip everything else today'),
        ).toEqual([]);
        // "make that the standard": the assistant's proposal is the rule, confirmed by the person.
        expect(one('yes thats what i wanted. make that the standard for every endpoint')).toEqual([]);
        // A request to run something is for now, however it is worded.
        expect(
          one('Run only the expansionhunter module test pls, not the whole suite, takes forever'),
        ).toEqual([]);
        // One kind of signal alone is as often narration.
        expect(
          one('the spinner keeps going when the network is slow, try it with the link conditioner on 3G'),
        ).toEqual([]);
      });
    });
  });
});
