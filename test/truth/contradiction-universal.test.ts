import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contradictionHint } from '../../src/truth/contradiction.js';
import { exceptionToUniversal } from '../../src/truth/contradiction-universal.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const fact = (content: string) => ({ content, memory_type: 'fact' });
const decision = (content: string) => ({ content, memory_type: 'decision' });

describe('a rule about every environment vs a memory setting one apart (issue 11)', () => {
  it('flags the environment that lacks what the rule says of all, with no side outdated', () => {
    const hint = contradictionHint(
      fact('Every environment has one NAT gateway per availability zone.'),
      decision('Dev uses a single NAT gateway to save cost; staging and prod have one per AZ.'),
    );
    expect(hint).toMatchObject({
      contradicts: true,
      signals: ['exception'],
      clash: '"Every environment" vs "Dev"',
    });
    expect(hint.replaced).toBeUndefined();
    // Either order, other quantifiers, a negated exception.
    expect(
      exceptionToUniversal(
        'Dev runs Postgres in a container; staging and prod use RDS with Multi-AZ.',
        'All environments use Postgres 15 on RDS with Multi-AZ.',
      ),
    ).toBe('"All environments" vs "dev"');
    expect(
      exceptionToUniversal(
        'All environments send error reports to Sentry.',
        'Dev does not report errors; staging and prod send error reports to Sentry.',
      ),
    ).toBeDefined();
  });

  it('stays silent when the environments differ in something the rule does not say', () => {
    for (const [rule, other] of [
      [
        'Every environment has its own AWS account.',
        'Dev and staging share the eu-west-1 region; prod runs in eu-central-1.',
      ],
      [
        'All environments log to Datadog.',
        'Prod log retention is 30 days, dev and staging keep logs 7 days.',
      ],
      [
        'Each environment has a separate Terraform state file.',
        'Dev state lives in acme-tfstate-dev; staging and prod state in acme-tfstate.',
      ],
      // The environment set apart says the rule too: the difference is elsewhere.
      [
        'Every environment has one NAT gateway per AZ.',
        'Dev has one NAT gateway per AZ in us-east-1; prod in eu-west-1.',
      ],
      // No universal: an environment word on one side makes two subjects.
      [
        'Staging has one NAT gateway per availability zone.',
        'Dev uses a single NAT gateway; prod has one per AZ.',
      ],
      // The rule names its own exception.
      [
        'Every environment but dev has one NAT gateway per availability zone.',
        'Dev uses a single NAT gateway; staging and prod have one per AZ.',
      ],
    ] as const) {
      expect(exceptionToUniversal(rule, other), `${rule} || ${other}`).toBeUndefined();
    }
  });

  it('reads a rule about every thing of a kind against one of them that breaks it', () => {
    expect(
      exceptionToUniversal(
        'All services must be deployed only from the main branch.',
        'The billing service is deployed from release/* branches, not main.',
      ),
    ).toBe('"All services" vs "billing service"');
    expect(
      exceptionToUniversal(
        "No service may write to another service's database.",
        'reporting-service writes directly into the orders database for the nightly rollup.',
      ),
    ).toBe('"No service" vs "reporting service"');
    expect(
      exceptionToUniversal(
        'Every public endpoint requires a JWT bearer token.',
        '/webhooks/stripe takes no JWT at all; it is authenticated by the Stripe signature header.',
      ),
    ).toBeDefined();
    for (const [rule, other] of [
      // It rejects something the rule does not say, or says the rule too.
      ['All services log JSON to stdout.', 'The billing service logs PII-free JSON, not plain text.'],
      ['All services must deploy from main.', 'The billing service also deploys from main, not from tags.'],
      // What it does is not what the rule forbids: another object, or not "directly".
      [
        'No service may call the payments API directly.',
        'The checkout service calls the payments gateway through the SDK.',
      ],
      // The rule allows its own exception.
      [
        'All jobs run on the default queue unless they are slow.',
        'The export job runs on the slow queue, not default.',
      ],
      // Not one of the kind.
      [
        'Every public endpoint requires a JWT bearer token.',
        'JWTs are signed with RS256 and served with the JWKS.',
      ],
    ] as const) {
      expect(exceptionToUniversal(rule, other), `${rule} || ${other}`).toBeUndefined();
    }
  });

  it('is not read from a note, which is conversation', () => {
    expect(
      contradictionHint(
        { content: 'Every environment has one NAT gateway per availability zone.', memory_type: 'note' },
        decision('Dev uses a single NAT gateway to save cost; staging and prod have one per AZ.'),
      ).contradicts,
    ).toBe(false);
  });
});

describe('a member of the kind, and what is said of it (issue 11)', () => {
  it('needs a named member and a rejection said of it, not of something else in the text', () => {
    const rule = 'Every BFF endpoint writes an audit row synchronously before it answers.';
    // The rejection is in another sentence than the route it mentions.
    expect(
      exceptionToUniversal(
        rule,
        'PDFs are served by /api/documents from object storage. Audit rows are not written by the storage proxy.',
      ),
    ).toBeUndefined();
    // "native module" is the universal's own kind, "as job" and "Web Worker" no named members.
    for (const [universal, other] of [
      [
        'Every native module is rebuilt against Electron headers in postinstall.',
        'A native module is not rebuilt when the lockfile is unchanged.',
      ],
      ['Each job logs its run date.', 'The host runs it as job 7, not with a run date.'],
      [
        'Each worker gets a fresh client id.',
        'The Web Worker does not get a fresh client id: it reuses the tab.',
      ],
    ] as const)
      expect(exceptionToUniversal(universal, other), other).toBeUndefined();
    // A named member breaking the rule in its own sentence still counts.
    expect(
      exceptionToUniversal(
        'All services must be deployed only from the main branch.',
        'Fine. The billing service is deployed from release/* branches, not main.',
      ),
    ).toBeDefined();
  });
});

describe('exception markers through remember and recall', () => {
  let p: TempProject;
  let s: ReturnType<typeof openTest>;
  beforeEach(() => {
    p = tempProject();
    s = openTest(p);
  });
  afterEach(async () => {
    await s.close();
    p.cleanup();
  });

  it('marks both memories as contradicting each other', async () => {
    const rule = await s.remember({
      content: 'Every environment has one NAT gateway per availability zone.',
      memory_type: 'fact',
    });
    const dev = await s.remember({
      content: 'Dev uses a single NAT gateway to save cost; staging and prod have one per AZ.',
      memory_type: 'decision',
    });
    expect(dev.warnings.join('\n')).toContain(`may contradict ${rule.record_id}`);
    const r = await s.recall({ query: 'NAT gateway per availability zone' });
    const byId = new Map(r.results.map((x) => [x.record_id, x]));
    expect(byId.get(rule.record_id)?.markers.join(' ')).toContain(`contradicts ${dev.record_id}`);
    expect(byId.get(dev.record_id)?.markers.join(' ')).toContain(`contradicts ${rule.record_id}`);
  });
});

describe('left-behind readings found by the held-out projects (issue 11)', () => {
  const hint = (a: string, ta: string, b: string, tb: string) =>
    contradictionHint({ content: a, memory_type: ta }, { content: b, memory_type: tb });

  it('reads a change clause on its own, whatever details follow it', () => {
    const h = hint(
      'Dependencies are installed with yarn (classic, v1).',
      'fact',
      'We switched from yarn to pnpm 9, pinned through corepack in the "packageManager" field of package.json; commit pnpm-lock.yaml and never add a yarn.lock again.',
      'decision',
    );
    expect(h).toMatchObject({ contradicts: true, signals: ['switched'], replaced: 'older' });
    // A change of one part stays about that part.
    expect(
      hint(
        'Dependencies are installed with yarn.',
        'fact',
        'The mobile app switched from yarn to pnpm.',
        'decision',
      ).contradicts,
    ).toBe(false);
  });

  it('reads a name the vocabulary does not know as left behind when both texts write it as a name', () => {
    const h = hint(
      'orders-service is built with Maven; run mvn verify from the root pom.xml.',
      'fact',
      'The build moved from Maven to Gradle with the Kotlin DSL (build.gradle.kts, versions in gradle/libs.versions.toml).',
      'decision',
    );
    expect(h).toMatchObject({ contradicts: true, signals: ['switched'], replaced: 'older' });
    expect(h.clash).toContain('Maven');
    // Identifiers too ("H2 was dropped"), and a phrase no longer accepted, without its verb.
    expect(
      hint(
        'Repository tests use @DataJpaTest against an embedded H2 database.',
        'decision',
        'Integration and repository tests run on Testcontainers via the AbstractIntegrationTest base class. H2 was dropped.',
        'decision',
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    expect(
      hint(
        'List endpoints take Spring Data Pageable (page and size query params).',
        'convention',
        'List endpoints use cursor pagination built on a (created_at, id) keyset; page/size is no longer accepted.',
        'convention',
      ),
    ).toMatchObject({ contradicts: true, signals: ['no_longer'], replaced: 'older' });
  });

  it('leaves a named value behind with the phrase it is coordinated with ("Jest and its config were removed")', () => {
    expect(
      hint(
        'Component tests run on Jest with babel-jest and jsdom.',
        'decision',
        'Unit and component tests use Vitest with React Testing Library; Jest and its babel config were removed.',
        'decision',
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('reads two amounts of one unit said of one subject in two clauses as a dispute', () => {
    const h = hint(
      'Free shipping starts at a subtotal of 50 EUR after discounts; the cart drawer reads the thresholds from lib/shipping.ts.',
      'decision',
      'Shipping is free from 49 EUR, counted before any discount code.',
      'fact',
    );
    expect(h).toMatchObject({
      contradicts: true,
      signals: ['different_value'],
      clash: '"50 EUR" vs "49 EUR"',
    });
    // Each side names a thing of its own, or one side narrows the shared head ("Pro plan"): two subjects.
    expect(
      hint('Payment API calls time out after 10s.', 'fact', 'Search API calls time out after 2s.', 'fact')
        .contradicts,
    ).toBe(false);
    expect(
      hint(
        'The Pro plan costs $39 per month.',
        'fact',
        'The Team plan costs $99 per month and includes 10 seats.',
        'fact',
      ).contradicts,
    ).toBe(false);
  });

  it('reads "can no longer be" as a limit, and a camel-case class as code, not the tool it starts with', () => {
    expect(
      hint(
        'Order lifecycle: PENDING, CONFIRMED, PAID; an order is cancelled only from PENDING or CONFIRMED.',
        'convention',
        'Once fulfillment has created a shipping label an order can no longer be cancelled.',
        'constraint',
      ).replaced,
    ).toBeUndefined();
    expect(
      hint(
        'Every Kafka consumer has to tolerate redelivery: insert the message id into processed_messages inside the handler transaction.',
        'constraint',
        'Domain events go out through a transactional outbox in the same transaction as the state change. Service code never calls KafkaTemplate.send.',
        'decision',
      ).contradicts,
    ).toBe(false);
  });

  it('reads a snake-case name and a file path as identifiers: a gem named pg_search is no Postgres (round BG)', () => {
    const algolia =
      'Search moved from pg_search to Algolia (index Listing_production, app in the EU region). pg_search could not do faceting at the speed we need on mobile.';
    expect(
      hint(
        'Moved all background jobs off Sidekiq onto Solid Queue when we went to Rails 8. Jobs are plain ActiveJob classes in app/jobs/, queue db is a separate Postgres database (queue: in config/database.yml).',
        'decision',
        algolia,
        'decision',
      ).contradicts,
    ).toBe(false);
    // A file's path names no tool: "from server/utils/core.ts" leaves no TypeScript behind.
    expect(
      hint(
        'Money is always integer minor units + currency, from core and in our own types (type Money in types/money.ts). No floats in templates.',
        'convention',
        "Core calls go through coreFetch from server/utils/core.ts ($fetch.create with baseURL + service token, 8s timeout, 1 retry on GET only). Don't $fetch core URLs by hand in handlers.",
        'convention',
      ).contradicts,
    ).toBe(false);
    // "Switch" the console and "goes out from CI" leave nothing behind; "took … off GKE" and "went from … to" do.
    expect(
      hint(
        'Enemy AI is our own small state machine. We looked at LimboAI and said no: one more GDExtension for Sombra to port.',
        'convention',
        'Switch perf budget from Sombra: max 150 active enemies and 300 projectiles, 30 fps locked in handheld. Never hardcode the caps in the enemy spawner.',
        'constraint',
      ).contradicts,
    ).toBe(false);
    expect(
      hint(
        'Tests: GUT 9.3. CI runs the headless suite in .github/workflows/tests.yml on every PR.',
        'fact',
        'The itch demo goes out from CI now: the itch job in export.yml runs butler push on demo tags.',
        'decision',
      ).contradicts,
    ).toBe(false);
    expect(
      hint(
        'scoring-api runs as a Deployment on the GKE Autopilot cluster ml-prod behind an Ingress.',
        'fact',
        'We took scoring-api off GKE. The API is a Cloud Run service in europe-west4.',
        'decision',
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    // A number without a unit moved in a clause about other things is no other count sharing one word with it.
    expect(
      hint(
        'Iris stays OFF: net.Iris.UseIrisReplication=0 and bUseIris = false in Arena.Target.cs / ArenaServer.Target.cs.',
        'decision',
        'after the LATAM beta weekend Marek bumped arena.LagComp.MaxRewindMs to 250 in the server config.',
        'decision',
      ).replaced,
    ).toBeUndefined();
    expect(
      hint(
        'PolicyRenewalBatch runs with scope 50: each policy does 2 callouts.',
        'fact',
        'the renewal batch does not call out itself anymore. Scope should go to 200.',
        'decision',
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    // The memory the move left behind is still read as replaced, by the gem's own name.
    expect(
      hint('Search uses pg_search with a tsvector column on listings.', 'decision', algolia, 'decision'),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('reads "do not bring back X" and "X was deleted / torn down" as X left behind; a present "are deleted" is a rule', () => {
    expect(
      hint(
        'Queue workers for the PHP app run on Beanstalkd.',
        'decision',
        'Do not bring back Beanstalkd. Laravel queues run on Redis, managed by Horizon.',
        'constraint',
      ),
    ).toMatchObject({ contradicts: true, signals: ['no_longer'], replaced: 'older' });
    expect(
      hint(
        'Release builds are cut from the develop branch.',
        'convention',
        'Cut release builds from main; the develop branch was deleted in January.',
        'convention',
      ),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
    expect(
      hint(
        'Temporary upload files are stored in /tmp/uploads.',
        'fact',
        'Temporary upload files are deleted after the scan finishes.',
        'fact',
      ).contradicts,
    ).toBe(false);
  });

  it('reads a ban in one rule and the same practice prescribed in a rule of another type', () => {
    expect(
      hint(
        'Mock the database with Mockito in service-layer unit tests.',
        'convention',
        'Do not mock the database in service-layer tests; they hit a real Postgres via Testcontainers.',
        'constraint',
      ),
    ).toMatchObject({ contradicts: true, signals: ['negation'] });
    // Two bans sharing one word, with little else in common, are not.
    expect(
      hint(
        'No unwrap() or expect() outside tests; clippy::unwrap_used is denied in lib.rs.',
        'constraint',
        'Paths must be handled as OsStr/PathBuf, never converted with to_str().unwrap(), because Windows users have non-UTF-8 paths.',
        'convention',
      ).contradicts,
    ).toBe(false);
  });

  it('reads a tool named by an everyday word only when it is written as a name ("go into" is not Go)', () => {
    expect(
      hint(
        'Session tokens and the signing key go into the keychain only; preferences hold UI flags and nothing else.',
        'constraint',
        'Card numbers and names never go into logs or analytics events; the keychain is read through KeyStore.',
        'convention',
      ).contradicts,
    ).toBe(false);
    expect(
      hint('The API is REST over JSON.', 'fact', 'We no longer use REST; the API moved to gRPC.', 'decision'),
    ).toMatchObject({ contradicts: true, replaced: 'older' });
  });

  it('does not take a word whose stem collides with an environment for one ("product" is not production)', () => {
    expect(
      hint('Weights are stored in kilograms.', 'fact', 'Product weights are stored in pounds.', 'decision')
        .contradicts,
    ).toBe(true);
    expect(
      hint('Weights are stored in kilograms.', 'fact', 'Staging weights are stored in pounds.', 'decision')
        .contradicts,
    ).toBe(false);
  });

  it('rejects each of two alternatives on its own ("do not bring back X or Y")', () => {
    expect(
      hint(
        'Routes live in pages/ and product pages load their data in getServerSideProps.',
        'fact',
        'The site moved to the App Router: routes live under app/[locale]/. Do not bring back getServerSideProps or getStaticProps.',
        'decision',
      ),
    ).toMatchObject({ contradicts: true, signals: ['no_longer'], replaced: 'older' });
  });

  it('names the right side when the older text holds the wording: a change outdates the newer, a ban no side', () => {
    expect(
      hint(
        'We no longer use Vitest; the test suite runs on Jest.',
        'decision',
        'The test suite runs on Vitest.',
        'fact',
      ),
    ).toMatchObject({
      contradicts: true,
      replaced: 'newer',
      clash: '"Vitest" (left behind by the older text)',
    });
    const ban = hint(
      'Events are published through the transactional outbox table and a relay, never directly to Kafka from a handler.',
      'decision',
      'Handlers publish payout events straight to Kafka with the sarama producer.',
      'fact',
    );
    expect(ban.contradicts).toBe(true);
    expect(ban.replaced).toBeUndefined();
  });

  it('does not read a two-word name or a change of another thing as a name left behind', () => {
    for (const [a, b] of [
      [
        'Artifacts are built with Maven and published to Nexus.',
        'We moved from Maven Central to a private Nexus mirror.',
      ],
      ['Runbooks live in Confluence.', 'We moved the API docs from Confluence to the repo.'],
    ] as const) {
      expect(hint(a, 'fact', b, 'decision').contradicts, `${a} || ${b}`).toBe(false);
    }
  });
});
