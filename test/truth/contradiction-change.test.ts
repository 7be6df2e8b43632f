import { describe, expect, it } from 'vitest';
import { contradictionHint } from '../../src/truth/contradiction.js';
import { readClaims } from '../../src/truth/contradiction-claims.js';
import { glossAmountMove, glossPhrases, glossUzbekMove } from '../../src/truth/contradiction-gloss.js';

const fact = (content: string) => ({ content, memory_type: 'fact' });
const decision = (content: string) => ({ content, memory_type: 'decision' });

describe('a quantity moved by a change verb (issue 11)', () => {
  it('reads the number after `to` as where the quantity went, and the older amount as replaced', () => {
    const hint = contradictionHint(
      fact('Sidekiq in the Rails monolith runs with concurrency 10 per process.'),
      decision(
        'Bumped Sidekiq concurrency to 25 per process in config/sidekiq.yml after the queue latency incident.',
      ),
    );
    expect(hint).toMatchObject({
      contradicts: true,
      replaced: 'older',
      clash: '"10" (older) vs "25" (newer)',
    });
    // `dropped … to 1%` lowers a quantity: it removes nothing, and the percentage is the new value.
    const sampling = contradictionHint(
      fact('Trace sampling in production is 10% head-based, configured in the OTel SDK env vars.'),
      decision('Dropped prod trace sampling to 1% — the Tempo bill was out of hand.'),
    );
    expect(sampling).toMatchObject({ contradicts: true, replaced: 'older' });
    expect(readClaims('Dropped prod trace sampling to 1%.').rejections).toEqual([]);
  });

  it('stays silent for another named thing, another environment on each side, or an equal amount', () => {
    for (const [older, newer] of [
      [
        'The Redis connection pool holds 10 connections.',
        'Bumped the Postgres connection pool to 20 connections.',
      ],
      ['Staging runs 2 api replicas.', 'Raised the production api replicas to 6.'],
      ['Sidekiq runs with concurrency 25 per process.', 'Bumped Sidekiq concurrency to 25 per process.'],
      ['The request body limit is 10 MB.', 'Bumped the upload timeout to 60 seconds.'],
    ] as const) {
      expect(contradictionHint(fact(older), decision(newer)).contradicts, newer).toBe(false);
    }
  });

  it('keeps `cut … from main` a statement of where builds come from, not a change', () => {
    const hint = contradictionHint(
      fact('Release builds are cut from the develop branch.'),
      decision('Cut release builds from main; the develop branch was deleted in January.'),
    );
    expect(hint.contradicts).toBe(true);
    expect(hint.clash).toMatch(/develop/);
  });
});

describe('amounts said of one quantity in other words (issue 11)', () => {
  it('does not let a word naming the measure (timeout, threshold) make two subjects', () => {
    const hint = contradictionHint(
      fact(
        'SessionGuard (an AppLifecycleListener) locks the app after 5 minutes in the background and asks for biometrics again.',
      ),
      fact('The background auto-lock timeout is 2 minutes; that is the value in security concept v3.'),
    );
    expect(hint).toMatchObject({ contradicts: true, clash: '"5 minutes" vs "2 minutes"' });
    expect(hint.replaced).toBeUndefined();
  });

  it('reads a span of numbers as one range, not two amounts', () => {
    const hint = contradictionHint(
      fact('fraud-risk declines at a score of 0.82 and sends 0.60–0.82 to manual review.'),
      fact('The decline threshold for fraud-risk is 0.85, according to the model card.'),
    );
    expect(hint).toMatchObject({ contradicts: true, clash: '"0.82" vs "0.85"' });
    expect(readClaims('sends 0.60–0.82 to manual review').amounts).toEqual([]);
  });
});

describe('a rejected phrase pins the subject down on its own (issue 11)', () => {
  it('reads "on their way out" as deprecated, across memory types and little other wording', () => {
    const hint = contradictionHint(
      fact('Screens get their state from ChangeNotifier view models exposed with the provider package.'),
      decision(
        'State management is Riverpod 2 with code generation: @riverpod functions and Notifier classes. The provider package and ChangeNotifier are on their way out; new code must not add any.',
      ),
    );
    expect(hint).toMatchObject({ contradicts: true, signals: ['deprecated'], replaced: 'older' });
  });

  it('needs two words of the phrase asserted by the other text, and a history cue rather than a rule', () => {
    // A plain rule ("must not") is not history: the rest of the texts decides.
    expect(
      contradictionHint(
        fact('Screens get their state from view models exposed with the provider package.'),
        decision('Riverpod 2 with code generation for state. New code must not use the provider package.'),
      ).signals,
    ).not.toContain('deprecated');
    // One word in common with the rejected phrase is not enough.
    expect(
      contradictionHint(
        fact('The mobile app reads feature flags from LaunchDarkly at startup.'),
        decision('Kotlin Multiplatform for shared code; the old flags module is deprecated.'),
      ).contradicts,
    ).toBe(false);
  });

  it('reads "no more X" as a practice ended, and "no more than N" as a bound', () => {
    expect(readClaims('No more repo-level secrets in GitHub Actions.').rejections[0]?.cue).toBe('no_longer');
    expect(readClaims('Keep no more than 5 open pull requests.').rejections).toEqual([]);
  });
});

describe('names left behind in other words (issue 11)', () => {
  it('reads "X is history" as deprecated', () => {
    const hint = contradictionHint(
      fact(
        'MassTransit runs on RabbitMQ (the rabbitmq-ha release in the messaging namespace of the cluster).',
      ),
      decision('RabbitMQ is history, the bus is Azure Service Bus now through MassTransit.'),
    );
    expect(hint).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('takes a rejected word written as a name at the start of a sentence, or in code, as that name', () => {
    const guardian = contradictionHint(
      fact(
        'Mobile auth: POST /api/login returns a Guardian JWT; the app passes it as params.token to /socket.',
      ),
      decision(
        'The apps authenticate with Phoenix.Token from POST /api/session. Guardian has been removed from deps.',
      ),
    );
    expect(guardian).toMatchObject({ contradicts: true, replaced: 'older' });
    expect(guardian.clash).toMatch(/Guardian/);
    const mock = contradictionHint(
      fact('To stub APNs and S3 in tests we use the `mock` library with with_mock.'),
      decision('Tests moved off :mock onto Mox: each external integration sits behind a behaviour.'),
    );
    expect(mock).toMatchObject({ contradicts: true, replaced: 'older' });
    // The same word in lower case prose is no name: "the guardian process was removed" leaves no tool behind.
    expect(
      contradictionHint(
        fact(
          'Mobile auth: POST /api/login returns a Guardian JWT; the app passes it as params.token to /socket.',
        ),
        decision(
          'The apps authenticate with Phoenix.Token from POST /api/session; the guardian check was removed.',
        ),
      ).signals,
    ).not.toContain('replaced');
  });

  it('reads "N minutes, not M" as a correction of M', () => {
    const hint = contradictionHint(
      fact(
        'A reservation for an unpaid order lapses after 15 minutes: ReserveStockConsumer schedules the expiry.',
      ),
      decision(
        'Reservations are held 60 minutes, not 15 — ops asked for it because of bank-transfer checkouts.',
      ),
    );
    expect(hint).toMatchObject({
      contradicts: true,
      replaced: 'older',
      clash: '"15 minutes" (older) vs "60 minutes" (newer)',
    });
  });
});

describe('guards found on the held-out projects (issue 11)', () => {
  it('reads "never drop X" as keeping X, not leaving it behind', () => {
    // It stays a ban (a negated clause), never a value left behind.
    const cues = readClaims('Never drop client_id from a send path, web composer included.').rejections.map(
      (r) => r.cue,
    );
    expect(cues).not.toContain('replaced');
    expect(readClaims('We dropped client_id from the send path.').rejections.map((r) => r.cue)).toContain(
      'replaced',
    );
  });

  it('does not take a ban of "extra npm UI libs" as a ban of npm', () => {
    const hint = contradictionHint(
      fact('The mobile app is React Native with the `phoenix` npm client; unsent messages sit in an outbox.'),
      {
        content: 'Client-side behaviour = LiveView JS commands first, hooks second. No extra npm UI libs.',
        memory_type: 'convention',
      },
    );
    expect(hint.contradicts).toBe(false);
  });

  it('keeps a newer text that says "now" current when the older one had left its value behind', () => {
    const hint = contradictionHint(
      {
        content:
          'Integration tests replace SQL Server with the EF Core InMemory provider so every test gets a fresh store.',
        memory_type: 'convention',
      },
      decision(
        'Integration tests run against a real SQL Server 2022 now, started with Testcontainers once per collection.',
      ),
    );
    expect(hint).toMatchObject({ contradicts: true, replaced: 'older' });
  });
});

describe('a ban relaxed by a later rule (issue 11)', () => {
  it('reads "X is fine now" against "never X" as the older rule outdated', () => {
    const hint = contradictionHint(
      {
        content:
          "Don't use `update_all` in the Rails app: it skips callbacks, so the audit log never sees the change.",
        memory_type: 'constraint',
      },
      decision('update_all is fine now. Auditing moved to Postgres triggers.'),
    );
    expect(hint).toMatchObject({ contradicts: true, replaced: 'older' });
    const unwraps = contradictionHint(
      {
        content: 'Never use force unwraps anywhere in the iOS codebase; SwiftLint fails the build on them.',
        memory_type: 'constraint',
      },
      decision('Force unwraps are fine now in test targets and for IBOutlets.'),
    );
    expect(unwraps).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('without "now" it is a dispute, and a permission about another thing is none', () => {
    const dispute = contradictionHint(
      { content: 'Never use force unwraps anywhere in the iOS codebase.', memory_type: 'constraint' },
      { content: 'Force unwraps are fine for IBOutlets.', memory_type: 'convention' },
    );
    expect(dispute.contradicts).toBe(true);
    expect(dispute.replaced).toBeUndefined();
    expect(
      contradictionHint(
        { content: 'Never force-push to main.', memory_type: 'constraint' },
        { content: 'Force-pushing to your own feature branch is fine.', memory_type: 'convention' },
      ).contradicts,
    ).toBe(false);
    // One plain word in common is not the banned thing.
    expect(
      contradictionHint(
        { content: "Don't update the lockfile by hand.", memory_type: 'constraint' },
        decision('Update is fine now that the mirror is back.'),
      ).contradicts,
    ).toBe(false);
  });
});

describe('a clause about nothing but what it left (issue 11)', () => {
  it('reads "We ditched the controllers." against the text that builds the same endpoints as controllers', () => {
    const hint = contradictionHint(
      fact('HTTP endpoints are MVC controllers in src/Inventory.Api/Controllers, one per aggregate.'),
      decision(
        'We ditched the controllers. Endpoints are minimal APIs grouped by feature in src/Inventory.Api/Features.',
      ),
    );
    expect(hint).toMatchObject({ contradicts: true, replaced: 'older' });
    // Without subjects in common the one word is not enough.
    expect(
      contradictionHint(
        fact('Admin screens are MVC controllers with Razor views.'),
        decision('We ditched the controllers. The mobile app talks gRPC now.'),
      ).contradicts,
    ).toBe(false);
  });
});

describe('versions, removals and amounts told as history (issue 11)', () => {
  it('reads a version moved from one to another as the older version outdated, not the tool', () => {
    const move = decision('We moved every module from Go 1.21 to Go 1.23: go.mod has `go 1.23.0` now.');
    expect(contradictionHint(fact('All services build with Go 1.21.'), move)).toMatchObject({
      contradicts: true,
      replaced: 'older',
      clash: '"Go 1.21" (older) vs "Go 1.23" (newer)',
    });
    // Another version than the one left behind, and Go itself, stay as they were.
    for (const older of [
      'Non-Connect HTTP endpoints are registered on http.ServeMux with Go 1.22 method patterns.',
      'Services are written in Go.',
    ])
      expect(contradictionHint(fact(older), move).contradicts, older).toBe(false);
    // The language itself left behind, written as its name, still is.
    expect(
      contradictionHint(
        fact('The billing service is written in Go.'),
        decision('We moved the billing service off Go onto Rust.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('reads "X is decommissioned" as X left behind', () => {
    expect(
      contradictionHint(
        fact('terraform runs through atlantis: `atlantis plan` / `atlantis apply` as PR comments'),
        decision('Atlantis is decommissioned. terraform plan now runs in reusable-tf-plan.yml on every PR.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('does not read what stopped mattering for a value as that value left behind', () => {
    expect(
      contradictionHint(
        decision('Award miles = base fare x tier rate. Distance no longer matters for award miles.'),
        decision('Miles expire only after 24 months without qualifying activity.'),
      ).contradicts,
    ).toBe(false);
  });

  it('reads an amount said now after another said of the past as the new value', () => {
    expect(
      contradictionHint(
        decision('deposit 20% at booking, the rest the guest pays the host on arrival'),
        decision('The deposit was previously 20% with the rest paid on arrival; now it is 30% at booking.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older', clash: '"20%" (older) vs "30%" (newer)' });
  });

  it('reads a bare file name and a URL scheme as naming no tool', () => {
    const deleted = decision(
      'Rates are in the tourist_tax_rates table now. tourist-tax.constants.ts was deleted.',
    );
    expect(readClaims('tourist-tax.constants.ts was deleted.').rejections[0]?.keys).not.toContain(
      '=typescript',
    );
    expect(
      contradictionHint(fact('The API and the worker are written in TypeScript.'), deleted).contradicts,
    ).toBe(false);
    expect(
      contradictionHint(
        fact(
          'Rates are in apps/api/src/modules/tourist-tax/tourist-tax.constants.ts (Split 1.86 per night).',
        ),
        deleted,
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    expect(readClaims('DATABASE_URL="mysql://app:changeme@127.0.0.1:3306/eshop"').asserted).not.toContain(
      '=mysql',
    );
  });

  it('reads the change words of Croatian, Serbian, Slovenian, Czech and Polish', () => {
    for (const [older, newer] of [
      [
        'pozadinski jobovi: @nestjs/bull + bull 4, procesori su u apps/api/src/jobs/',
        'Prešli smo s Bull-a na BullMQ 5. Stari apps/api/src/jobs je obrisan.',
      ],
      [
        'akontacija 20% kod rezervacije, ostatak gost plaća domaćinu na dolasku',
        'Akontacija je prije bila 20% uz plaćanje ostatka na dolasku; sad je 30% kod rezervacije.',
      ],
      ['Za keš koristimo Memcached na VPS-u.', 'Više ne koristimo Memcached, keš je sada u Redisu.'],
      ['Za keš koristimo Memcached.', 'Ne koristimo više Memcached za keš.'],
      [
        'E-shop běží na MySQL 5.7 u VSHostingu.',
        'Přešli jsme z MySQL 5.7 na MariaDB 10.11 LTS (managed DB u VSHostingu).',
      ],
      [
        'ruch z zewnątrz: ingress-nginx + cert-manager',
        'ingress-nginx zastąpiony przez Application Gateway for Containers.',
      ],
    ] as const) {
      expect(contradictionHint(fact(older), decision(newer)), newer).toMatchObject({
        contradicts: true,
        replaced: 'older',
      });
    }
    // "s", "na", "više" alone are "with", "on", "more": no change is read from them.
    expect(
      contradictionHint(
        fact('Gost plaća karticom na dolasku.'),
        fact('Gost plaća s više kartica na dolasku.'),
      ).contradicts,
    ).toBe(false);
  });
});

describe('number types and inflected names (issue 11)', () => {
  it('reads how amounts are stored as one slot: integer cents vs numeric vs float', () => {
    const hint = contradictionHint(
      {
        content: 'Amounts in the database are integer cents (bigint), never float or numeric in euros.',
        memory_type: 'convention',
      },
      fact('amounts in the database are numeric(10,2) in euros, agreed for the Metabase reports'),
    );
    expect(hint.contradicts).toBe(true);
    // Two present statements: neither is told as outdated.
    expect(hint.replaced).toBeUndefined();
    expect(
      contradictionHint(fact('Order ids are bigint.'), fact('Prices are numeric(12,2).')).contradicts,
    ).toBe(false);
  });

  it('reads a capitalised name with a Slavic case ending as that name', () => {
    expect(
      contradictionHint(fact('Za keš koristimo Memcached.'), decision('Prešli smo s Memcacheda na Redis.')),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    // Before its version a lower-case one is read too: Polish "na javie 17", "z Javy 17 na Javę 21".
    expect(
      contradictionHint(
        fact('wszystkie serwisy chodzą na javie 17 (temurin)'),
        decision('Przeszliśmy z Javy 17 na Javę 21 we wszystkich serwisach.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    // An English word is no inflected name.
    expect(readClaims('Rusty builds are slow.').asserted).not.toContain('=rust');
  });
});

describe('a moved quantity is one quantity (issue 11)', () => {
  it('outdates only what states the amount the change went from', () => {
    const faster = decision('Cold start of stb-ui went from 2.9 s to 1.7 s with ahead-of-time QML.');
    expect(
      contradictionHint(fact('Cold start of stb-ui takes 2.9 s on the reference box.'), faster),
    ).toMatchObject({
      contradicts: true,
      replaced: 'older',
    });
    expect(
      contradictionHint(fact('stb-ui RSS budget: 280 MB after 10 min on the home screen.'), faster)
        .contradicts,
    ).toBe(false);
    // "3 minutes, not 15" went from 15 minutes: a 5 s debounce elsewhere is another quantity.
    const debounce = fact("The '3 consecutive readings' debounce now means 3 minutes, not 15.");
    expect(contradictionHint(fact('The sync debounce after a write is 5s.'), debounce).contradicts).toBe(
      false,
    );
  });

  it('reads a rate as a rate, not a duration', () => {
    expect(
      contradictionHint(
        fact('Nord Pool trading API client refreshes its token every 50 min.'),
        decision('The gateway token bucket is set to 20/s for M7.'),
      ).contradicts,
    ).toBe(false);
  });

  it('needs the thing a change moved to be what the older text measures', () => {
    expect(
      contradictionHint(
        {
          content: 'Writing ADLB for VLM-3104 with dbWriteTable took 50 minutes.',
          memory_type: 'convention',
        },
        decision('VLM-3104 changed the TEAE window to 28 days after last dose.'),
      ).contradicts,
    ).toBe(false);
    // Nor does an adjective-like value both name ("server", "after") pin one quantity down.
    expect(
      contradictionHint(
        fact('The dedicated server tool app is 2794440.'),
        decision('After the beta Marek bumped arena.LagComp.MaxRewindMs to 250 in the server config.'),
      ).contradicts,
    ).toBe(false);
    expect(
      contradictionHint(
        fact('Sidekiq in the Rails monolith runs with concurrency 10 per process.'),
        decision('Bumped Sidekiq concurrency to 25 per process.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });
});

describe('a short label before a colon is what the value after it is about (issue 11)', () => {
  it('compares "CI: GitHub Actions." with "CI is on Bitrise."', () => {
    const hint = contradictionHint(
      fact('CI is on Bitrise. Workflow "pr" runs lint + unit tests.'),
      fact('CI: GitHub Actions. .github/workflows/pr.yml runs detekt and the unit tests.'),
    );
    expect(hint).toMatchObject({ contradicts: true, clash: '"Bitrise" vs "GitHub Actions"' });
    const value = readClaims('CI: GitHub Actions.').clauses.find((c) => c.mentions.length > 0);
    expect([...(value?.subject ?? [])]).toEqual(['ci']);
  });

  it('takes only a short label that opens a sentence, names no value and holds no number', () => {
    // Inside a sentence the words before a colon are no label.
    const inside = readClaims('Builds run twice, then CI: GitHub Actions.').clauses;
    expect(inside.find((c) => c.mentions.length > 0)?.subject.size).toBe(0);
    // Four words are a sentence, not a label.
    const long = readClaims('What we run CI on: GitHub Actions.').clauses;
    expect(long.find((c) => c.mentions.length > 0)?.subject.size).toBe(0);
    // A label that already names a value is a statement of its own: "Redis queue" is about Redis, not BullMQ's queue.
    const named = readClaims('Redis queue: BullMQ.').clauses;
    expect(named.find((c) => c.mentions.some((m) => m.canon === 'bullmq'))?.subject.size).toBe(0);
  });
});

describe('a quantity moved in Macedonian, Galician, Spanish or Welsh (issue 11, rounds BP and BQ)', () => {
  it('reads the verb that raised or lowered it and its "from" and "to" before a number', () => {
    expect(glossAmountMove('Го зголемивме tracking.positions.v1 од 6 на 24 партиции')).toBe(
      'Го raised tracking.positions.v1 from 6 to 24 партиции',
    );
    // "a duración" is an article: only "a" before a number is where the quantity went.
    expect(glossAmountMove('Baixamos a duración do hold a 10 minutos')).toBe(
      'lowered a duración do hold to 10 minutos',
    );
    expect(
      contradictionHint(
        fact('CDEPS client timeouts: connect 5 s, read 30 s.'),
        decision('Read timeout кон CDEPS го кренавме на 90 s, connect останува 5 s.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older', clash: '"30 s" (older) vs "90 s" (newer)' });
    expect(
      contradictionHint(
        fact('El timeout del webhook de Stripe es de 30 s.'),
        decision('Bajamos el timeout del webhook de Stripe a 10 s porque los reintentos se acumulaban.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('reads Welsh "codi / gostwng i N" (raised, lowered to N) and "yn lle" (instead of) (round BQ)', () => {
    expect(glossAmountMove('Timeout Stripe wedi codi o 10s i 30s')).toBe(
      'Timeout Stripe wedi raised from 10s to 30s',
    );
    expect(glossPhrases('Profion: time-machine yn lle freezegun')).toBe(
      'Profion: time-machine instead of freezegun',
    );
    expect(
      contradictionHint(
        fact('httpx timeout i Adyen: 10s ym mhob galwad'),
        decision('Timeout Adyen wedi codi i 30s ar gyfer creu taliadau.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older', clash: '"10s" (older) vs "30s" (newer)' });
    // "i" is "to" only after such a verb and before a number.
    expect(glossAmountMove('mae problem wedi codi i bawb')).toBe('mae problem wedi raised i bawb');
  });

  it('shares no subject through articles and prepositions', () => {
    expect(
      contradictionHint(
        fact('El timeout del webhook de Stripe es de 30 s.'),
        decision('Bajamos el timeout de la API de Redsys a 10 s.'),
      ).contradicts,
    ).toBe(false);
  });
});

describe('Uzbek removals and replacements (issue 11, round BQ)', () => {
  it('reads "olib tashlandi" (was removed) and "X o\'rniga" (instead of X)', () => {
    expect(glossPhrases('zerolog olib tashlandi')).toBe('zerolog was removed');
    expect(glossPhrases("NATS JetStream, RabbitMQ o'rniga")).toBe('NATS JetStream, instead of RabbitMQ');
    expect(
      contradictionHint(
        fact('logging: zerolog, JSON'),
        decision('Logging: standart log/slog (JSON handler), zerolog olib tashlandi.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });
});

describe('a quantity moved in Uzbek, and a setting joined to its number (issue 11, round BQ)', () => {
  it('reads "N ga ko\'tarildi" (raised to N) and "N dan M ga tushirdik" in the English order', () => {
    expect(glossUzbekMove("pgxpool MaxConns 40 ga ko'tarildi: terimda")).toBe(
      'pgxpool MaxConns raised to 40: terimda',
    );
    expect(glossUzbekMove('limitni 25 dan 20 msg/s ga tushirdik')).toBe(
      'limitni lowered from 25 to 20 msg/s',
    );
    // An imperative asks for a move; it does not tell one ("tushiring": lower it).
    expect(glossUzbekMove("bucket'ni 25 dan 20 msg/s ga tushiring")).toBe(
      "bucket'ni 25 dan 20 msg/s ga tushiring",
    );
    expect(
      contradictionHint(
        fact('pgxpool MaxConns=20 har bir pod uchun (config/db.go)'),
        decision("pgxpool MaxConns 40 ga ko'tarildi: terimda oqim 5 barobar oshdi."),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older', clash: '"20" (older) vs "40" (newer)' });
  });

  it('reads a setting joined to a number in prose as its name and an amount', () => {
    expect(
      contradictionHint(
        fact('pgxpool MaxConns=20 per pod (config/db.go)'),
        decision('pgxpool MaxConns raised to 40: harvest traffic grew 5x.'),
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });
});

describe('amounts of money (issue 11, round BQ)', () => {
  it('reads a sign, thousands commas and a multiplier as one amount of that currency', () => {
    const amounts = (t: string) =>
      readClaims(t).clauses.flatMap((c) => c.amounts.map((a) => [a.dim, a.value]));
    expect(amounts('The daily limit is £2,500.')).toEqual([['money:£', 2500]]);
    expect(amounts('Loans up to €20k.')).toEqual([['money:€', 20000]]);
    expect(amounts('A fee of 2500€ per month.')).toEqual([['money:€', 2500]]);
    // Thousands commas without a sign: one number, not 2 and 500.
    expect(amounts('We have 2,500 members.').map(([, v]) => v)).toEqual([2500]);
    expect(
      contradictionHint(fact('The daily limit is £2,500.'), decision('The daily limit is £5,000 now.')),
    ).toMatchObject({ contradicts: true, clash: '"£2,500" vs "£5,000"', replaced: 'older' });
    // Another currency is another amount.
    expect(
      contradictionHint(fact('Refunds over $500 need a manager.'), fact('Refunds over €500 need a manager.'))
        .contradicts,
    ).toBe(false);
  });

  it('gives an amount after a short label and a colon the label as its subject', () => {
    expect(
      contradictionHint(
        fact('app withdrawal limit: £2,500 per day'),
        fact(
          'App share withdrawal limit: £5,000 per day, and at most £1,000 to a new payee in the first 24 hours.',
        ),
      ),
    ).toMatchObject({ contradicts: true, clash: '"£2,500" vs "£5,000"' });
  });
});
