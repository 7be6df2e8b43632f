// A Node/TypeScript SaaS billing API: Fastify, Postgres via Drizzle, Stripe, BullMQ workers.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'billing-api',
  stack: 'Node 20 / TypeScript, Fastify, Postgres (Drizzle), Stripe, BullMQ',
  memories: [
    m('db-mongo', 'fact', 'The billing service stores invoices in MongoDB.', {
      fact: 'billing-api | uses_database | MongoDB',
      age: 420,
    }),
    m(
      'db-postgres',
      'decision',
      'We moved invoices from MongoDB to Postgres because we need transactions across invoices and payments.',
      {
        fact: 'billing-api | uses_database | Postgres',
        supersedes: 'db-mongo',
        age: 300,
        canonical: true,
        tags: ['postgres', 'database'],
      },
    ),
    m('pm-npm', 'fact', 'The repo uses npm for installs.', {
      fact: 'billing-api | package_manager | npm',
      age: 380,
    }),
    m(
      'pm-pnpm',
      'decision',
      'We use pnpm for installs because npm workspaces kept breaking hoisting in the monorepo.',
      {
        fact: 'billing-api | package_manager | pnpm',
        supersedes: 'pm-npm',
        age: 200,
      },
    ),
    m('deploy-fly', 'fact', 'The API is deployed on Fly.io in the iad and fra regions.', {
      fact: 'billing-api | deployment_platform | Fly.io',
      age: 260,
    }),
    m('auth-jwt', 'fact', 'API clients authenticate with short-lived JWTs signed by our auth service.', {
      fact: 'billing-api | auth_method | JWT',
      age: 240,
      reaffirm: 20,
    }),
    m(
      'stripe-tests',
      'constraint',
      'Never call Stripe from tests; use the stripe-mock container or the fakes in test/fakes/stripe.ts.',
      {
        files: ['test/fakes/stripe.ts'],
        tags: ['stripe', 'tests'],
        reason: 'a test once created real charges on the shared account',
        canonical: true,
      },
    ),
    m(
      'round-half-even',
      'decision',
      "Invoice totals are rounded half-even (banker's rounding) to the cent, per line item before summing.",
      {
        files: ['src/billing/invoice.ts'],
        tags: ['rounding', 'invoice'],
        reason: 'finance reconciles against the ledger export which rounds half-even',
      },
    ),
    m('round-half-up', 'fact', 'Invoice amounts are rounded half-up when the PDF is generated.', {
      files: ['src/billing/pdf.ts'],
      tags: ['rounding', 'pdf'],
      disputes: 'round-half-even',
      candidate: false,
    }),
    m(
      'money-minor-units',
      'convention',
      'Money is stored and passed around as integer minor units (cents) in a bigint; never use floats for amounts.',
      {
        files: ['src/billing/money.ts'],
        tags: ['money', 'cents'],
      },
    ),
    m(
      'webhook-idempotency',
      'constraint',
      'Stripe webhook handlers must be idempotent: check the event id in the processed_events table before doing anything.',
      {
        files: ['src/webhooks/stripe.ts'],
        tags: ['webhook', 'stripe', 'idempotency'],
        reason: 'Stripe retries deliveries for up to three days',
      },
    ),
    m(
      'webhook-raw-body',
      'incident',
      'Incident 2026-02: Stripe signature checks failed for all webhooks after we added the JSON body parser globally; the webhook route needs the raw body.',
      {
        files: ['src/webhooks/stripe.ts', 'src/server.ts'],
        tags: ['webhook', 'incident'],
      },
    ),
    m(
      'migrations-drizzle',
      'convention',
      'Schema changes go through drizzle-kit migrations in drizzle/migrations; never edit an applied migration, add a new one.',
      {
        files: ['drizzle/migrations'],
        tags: ['migrations', 'drizzle'],
      },
    ),
    m(
      'migrations-reversible',
      'constraint',
      'Every migration must be backwards compatible with the previous release, because deploys run old and new pods side by side for a few minutes.',
      {
        tags: ['migrations', 'deploy'],
      },
    ),
    m(
      'queue-bullmq',
      'decision',
      'Background jobs (dunning emails, invoice finalisation) run on BullMQ with Redis; we chose it over pg-boss for rate limiting per customer.',
      {
        files: ['src/jobs/queue.ts'],
        tags: ['bullmq', 'redis', 'jobs'],
      },
    ),
    m(
      'dunning-schedule',
      'fact',
      'Dunning retries a failed payment on day 1, 3, 5 and 7, then marks the subscription past_due.',
      {
        files: ['src/jobs/dunning.ts'],
        tags: ['dunning', 'subscriptions'],
      },
    ),
    m(
      'tax-stripe-tax',
      'decision',
      'Sales tax is computed by Stripe Tax, not by our code; we only store the tax amount Stripe returns.',
      {
        tags: ['tax', 'stripe'],
      },
    ),
    m(
      'currency-list',
      'fact',
      'We bill in USD, EUR and GBP only; other currencies are rejected at checkout.',
      {
        tags: ['currency'],
      },
    ),
    m(
      'errors-problem-json',
      'convention',
      'API errors are returned as RFC 7807 problem+json with a stable `type` URI; use the httpProblem helper in src/http/problem.ts.',
      {
        files: ['src/http/problem.ts'],
        tags: ['errors', 'api'],
      },
    ),
    m(
      'zod-validation',
      'convention',
      'Request bodies are validated with zod schemas colocated in the route file, and the schema is exported for the OpenAPI generator.',
      {
        tags: ['zod', 'validation', 'openapi'],
      },
    ),
    m(
      'tests-vitest',
      'decision',
      'We chose Vitest over Jest for the test suite because it runs our ESM TypeScript without a transform step.',
      {
        tags: ['vitest', 'tests'],
        age: 150,
      },
    ),
    m(
      'tests-testcontainers',
      'convention',
      'Integration tests that need Postgres use testcontainers via test/db.ts; never point tests at the shared dev database.',
      {
        files: ['test/db.ts'],
        tags: ['tests', 'postgres'],
      },
    ),
    m(
      'logging-pino',
      'convention',
      'Log with the request-scoped pino logger (req.log), never console.log; customer emails and card data must not appear in logs.',
      {
        tags: ['logging', 'pino', 'pii'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'Feature flags live in LaunchDarkly; the usage-based pricing rollout is behind the flag usage-pricing-v2.',
      {
        tags: ['feature-flags', 'launchdarkly'],
      },
    ),
    m(
      'proration',
      'decision',
      'Plan upgrades are prorated immediately and downgrades take effect at the end of the billing period.',
      {
        files: ['src/billing/proration.ts'],
        tags: ['proration', 'subscriptions'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      'I prefer small PRs with one concern each, and a test in the same PR as the fix.',
      {},
    ),
    m('pref-no-default-exports', 'preference', 'Please avoid default exports; named exports only.', {}),
    m(
      'api-versioning',
      'convention',
      'Public API routes are versioned in the path (/v1/...); breaking changes need a new version, never an edit of /v1.',
      {
        files: ['src/routes/v1'],
        tags: ['api', 'versioning'],
      },
    ),
    m(
      'invoice-numbering',
      'constraint',
      'Invoice numbers must be gapless per account and year, allocated inside the finalisation transaction.',
      {
        files: ['src/billing/numbering.ts'],
        tags: ['invoice', 'numbering'],
        reason: 'German and French tax law require gapless sequences',
      },
    ),
    m(
      'openapi-gen',
      'fact',
      'The OpenAPI document is generated at build time from the route schemas into openapi.json and published to the developer portal.',
      { tags: ['openapi', 'docs'] },
    ),
    m(
      'rate-limits',
      'fact',
      'Public API rate limit is 100 requests per second per API key, enforced by @fastify/rate-limit backed by Redis.',
      { tags: ['rate-limit', 'api'] },
    ),
    m(
      'customer-portal',
      'decision',
      'Customers manage payment methods in the Stripe customer portal; we do not build our own card forms.',
      { tags: ['stripe', 'portal'] },
    ),
    m(
      'trial-length',
      'fact',
      'Trials last 14 days and convert automatically unless the customer cancels; no card is required to start a trial.',
      { files: ['src/billing/trials.ts'], tags: ['trial', 'subscriptions'] },
    ),
    m(
      'coupons',
      'fact',
      'Coupons are Stripe coupons mirrored in our coupons table; percentage coupons apply before tax.',
      { tags: ['coupons', 'discounts'] },
    ),
    m(
      'node-version',
      'fact',
      'Node 20 LTS is pinned in .nvmrc and the Dockerfile; the API runs as an ESM package.',
      { files: ['.nvmrc', 'Dockerfile'], tags: ['node', 'esm'] },
    ),
    m(
      'cand-cache-plans',
      'decision',
      'Cache the plan catalogue in Redis for 10 minutes to cut checkout latency.',
      {
        candidate: true,
        tags: ['redis', 'cache', 'plans'],
      },
    ),
    m(
      'cand-retry-webhooks',
      'convention',
      'Retry failed outgoing webhooks with exponential backoff up to 24 hours.',
      {
        candidate: true,
        tags: ['webhook', 'retry'],
      },
    ),
    m('cand-invoice-pdf', 'fact', 'Invoice PDFs are rendered with Puppeteer in a separate worker.', {
      candidate: true,
      files: ['src/billing/pdf.ts'],
    }),
    m('secret-stripe', 'note', 'Stripe test key for local dev: sk_live_51HqLyjWDarjtT1zdp7dcXmFk2oO9Kc3bY4', {
      secret: 'sk_live_51HqLyjWDarjtT1zdp7dcXmFk2oO9Kc3bY4',
    }),
    m(
      'secret-db-url',
      'fact',
      'Staging DB: postgres://billing:Tr0ub4dor-and-3@staging-db.internal:5432/billing',
      {
        secret: 'Tr0ub4dor-and-3',
      },
    ),
    m('secret-prose', 'note', 'the admin password is CorrectHorseBatteryStaple', {
      secret: 'CorrectHorseBatteryStaple',
    }),
    m(
      'tests-jest-back',
      'decision',
      'We no longer use Vitest; we switched the suite back to Jest because the coverage tooling in CI needs it.',
      {
        tags: ['jest', 'tests'],
        supersedes: 'tests-vitest',
        age: 30,
      },
    ),
  ],
  sessions: [
    {
      id: 'billing-session-1',
      age: 12,
      turns: [
        said(
          'We decided to keep the dunning emails in Postmark because their templates support per-locale layouts.',
          {
            key: 's-postmark',
            type: 'decision',
          },
        ),
        replied('Got it. I will look at the mailer module next.'),
        said('Also, never send a dunning email to a customer whose subscription is paused.', {
          key: 's-paused',
          type: 'constraint',
        }),
        said('btw we decided the staging DB password is hunter2hunter2 until the cutover.', {
          secret: 'hunter2hunter2',
        }),
        said('Use snake_case for database columns.', { key: 's-snake', type: 'convention' }),
        replied('We should probably add an index on invoices.customer_id as well.'),
        said('Our convention is one Fastify plugin per bounded context under src/plugins.', {
          key: 's-plugins',
          type: 'convention',
        }),
      ],
    },
  ],
  prompts: [
    p('fix invoice rounding', ['round-half-even', 'round-half-up', 'money-minor-units']),
    p('fix invoice rounding in src/billing/invoice.ts', [
      'round-half-even',
      'round-half-up',
      'money-minor-units',
    ]),
    p('@src/billing/invoice.ts fix the rounding, totals are off by a cent', [
      'round-half-even',
      'round-half-up',
      'money-minor-units',
    ]),
    p('Can you write a test for the Stripe payment flow?', ['stripe-tests']),
    p('add a test for the webhook handler that checks duplicate events are ignored', [
      'webhook-idempotency',
      'stripe-tests',
    ]),
    p(
      'the stripe webhook returns 400 "No signatures found matching the expected signature" again, can you look',
      ['webhook-raw-body', 'webhook-idempotency'],
    ),
    p('which database does the billing service use?', ['db-postgres']),
    p('add a column for the VAT id to the customers table', [
      'migrations-drizzle',
      'migrations-reversible',
      's-snake',
    ]),
    p('write a migration that renames invoices.total to total_minor', [
      'migrations-drizzle',
      'migrations-reversible',
      's-snake',
      'money-minor-units',
    ]),
    p('how do I install deps, npm install?', ['pm-pnpm']),
    p('the dunning job sent an email to a paused customer, pls fix', ['s-paused', 'dunning-schedule']),
    p('change the dunning retry schedule so the last retry is on day 10', ['dunning-schedule']),
    p('add a /v1/credit-notes endpoint that returns problem+json on validation errors', [
      'errors-problem-json',
      'zod-validation',
      'api-versioning',
    ]),
    p('implement proration when a customer downgrades mid cycle in src/billing/proration.ts', ['proration']),
    p('we need to finalise invoices in a background job, where should that go?', [
      'queue-bullmq',
      'invoice-numbering',
    ]),
    p('invoice numbers skipped from 1041 to 1043 for one account, why could that happen', [
      'invoice-numbering',
    ]),
    p('add some logging to the checkout route so we can debug failed payments', ['logging-pino']),
    p('can we accept payments in CHF?', ['currency-list']),
    p('compute sales tax for EU customers in the checkout', ['tax-stripe-tax']),
    p('run the test suite and tell me what fails', ['tests-jest-back']),
    p('thanks, that looks good', []),
    p('rename the variable `tmp` to something clearer in this function', []),
    p('where do we deploy the api and which regions', ['deploy-fly']),
    p('pls add a 30 day trial option for the pro plan', ['trial-length']),
    p('Can you make the public api allow more requests per second for enterprise keys?', ['rate-limits']),
    p('@src/webhooks/stripe.ts can you add handling for invoice.payment_failed', [
      'webhook-idempotency',
      'webhook-raw-body',
    ]),
    p('refactor @src/billing/numbering.ts, the allocation query is ugly', ['invoice-numbering']),
    p('i changed src/jobs/dunning.ts to skip weekends, can you add tests', [
      'dunning-schedule',
      's-paused',
      'tests-jest-back',
    ]),
  ],
});
