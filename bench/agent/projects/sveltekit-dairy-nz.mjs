// A New Zealand dairy herd-management and milk-supply app: offline-first shed tablets, NAIT, processor dockets,
// MPI compliance records and Stripe subscriptions. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'sveltekit-dairy-nz',
  stack:
    'SvelteKit 2 + Svelte 5 (runes), TypeScript, Turso/libSQL + Drizzle ORM, Cloudflare Workers (adapter-cloudflare, Queues, Cron Triggers, R2), offline-first PWA (service worker + Dexie/IndexedDB) on milking-shed tablets, NAIT (OSPRI) web services, Fonterra/Open Country/Synlait docket adapters, Stripe Billing (NZD, GST), Vitest + Playwright, pnpm, GitHub Actions',
  memories: [
    m(
      'deploy-pages',
      'fact',
      'app is deployed to Cloudflare Pages with adapter-cloudflare, build output in .svelte-kit/cloudflare, every branch gets a preview at <branch>.herdbook.pages.dev',
      {
        fact: 'app | hosted_on | Cloudflare Pages',
        files: ['svelte.config.js'],
        age: 690,
        tags: ['cloudflare', 'pages', 'deploy'],
      },
    ),
    m(
      'deploy-workers',
      'decision',
      'We moved the app from Cloudflare Pages to a Worker with static assets (adapter-cloudflare, config in wrangler.jsonc, assets binding ASSETS). Reason: we wanted the Cron Triggers and the Queue consumers in the same Worker as the app, and Pages is basically in maintenance mode. Previews are now `wrangler versions upload` on PRs.',
      {
        fact: 'app | hosted_on | Cloudflare Workers',
        supersedes: 'deploy-pages',
        age: 215,
        canonical: true,
        files: ['wrangler.jsonc', 'svelte.config.js'],
        reason: 'cron triggers + queue consumers in one Worker',
        tags: ['cloudflare', 'workers', 'deploy', 'wrangler'],
      },
    ),
    m(
      'db-shared',
      'fact',
      'one Turso db (herdbook-prod) for all farms, every table has farm_id and every query must go through scoped(farmId) in src/lib/server/db/scoped.ts',
      {
        fact: 'farm data | stored_in | shared Turso database',
        files: ['src/lib/server/db/scoped.ts'],
        age: 640,
        tags: ['turso', 'libsql', 'multi-tenant'],
      },
    ),
    m(
      'db-per-farm',
      'decision',
      'Switched from the single shared Turso DB (farm_id everywhere) to one libSQL database per farm org, created through the Turso Platform API in the group herdbook-syd (primary in aws-ap-southeast-2, Sydney). A central herdbook-control DB keeps orgs, users, sessions and billing. Use getFarmDb(orgId) from src/lib/server/db/farm.ts to get the Drizzle client. Why: farms kept asking to take their data with them when a sharemilking contract ends, and per-farm point-in-time restore.',
      {
        fact: 'farm data | stored_in | one Turso database per farm org',
        supersedes: 'db-shared',
        age: 260,
        canonical: true,
        files: ['src/lib/server/db/farm.ts', 'src/lib/server/db/control.ts'],
        reason: 'data portability per farm and per-farm restore',
        tags: ['turso', 'libsql', 'multi-tenant', 'drizzle'],
      },
    ),
    m(
      'db-migrations',
      'convention',
      'Drizzle migrations: `pnpm db:generate` writes SQL into drizzle/farm/ or drizzle/control/ depending on the schema (src/lib/server/db/schema/farm.ts vs control.ts). Farm migrations get applied to every farm DB by scripts/migrate-farms.ts (fans out 10 at a time, records progress in control.farm_migrations so a rerun only does the ones that are missing). Never edit a migration that has already run anywhere — add a new one.',
      {
        files: ['drizzle', 'scripts/migrate-farms.ts', 'src/lib/server/db/schema'],
        tags: ['drizzle', 'migrations', 'turso'],
      },
    ),
    m(
      'libsql-web',
      'constraint',
      "In anything that runs on the Worker, import createClient from '@libsql/client/web'. The plain '@libsql/client' entry drags in the native libsql bindings and the build dies with `Could not resolve \"libsql\"`. Scripts under scripts/ (node) can use the normal entry.",
      {
        files: ['src/lib/server/db'],
        tags: ['libsql', 'workers', 'build'],
      },
    ),
    m(
      'db-batch',
      'convention',
      'Round trips to Turso from NZ are ~35-45 ms each (Sydney). For multi-statement writes use db.batch([...]) (atomic), not an interactive db.transaction() inside a request handler. For pages: one query with joins beats five little ones.',
      {
        tags: ['turso', 'drizzle', 'performance', 'latency'],
      },
    ),
    m(
      'svelte-stores',
      'convention',
      'shared UI state goes in writable stores in src/lib/stores/*.ts, components take props with `export let`',
      {
        files: ['src/lib/stores'],
        age: 500,
        tags: ['svelte', 'stores'],
      },
    ),
    m(
      'svelte-runes',
      'convention',
      'Svelte 5 runes for anything new or touched: $props(), $state, $derived (use $effect sparingly, never to sync state into other state). Shared state lives in *.svelte.ts modules under src/lib/state/. No new writable() stores, no `export let`, no `$:` statements.',
      {
        supersedes: 'svelte-stores',
        age: 230,
        files: ['src/lib/state'],
        tags: ['svelte', 'runes', 'svelte5', 'state'],
      },
    ),
    m(
      'auth-lucia',
      'fact',
      'auth = lucia v3 with the drizzle sqlite adapter, sessions table lives in the control db',
      {
        fact: 'auth | implemented_with | Lucia',
        age: 470,
        tags: ['auth', 'lucia'],
      },
    ),
    m(
      'auth-sessions',
      'decision',
      "Lucia got deprecated so we replaced it with our own session code, following the lucia-auth.com sessions guide: src/lib/server/auth/session.ts. Token = 20 random bytes, base32; only the SHA-256 of it is stored in control.sessions. 30 day expiry, sliding renewal once it's past 15 days. Cookie hb_session, HttpOnly, Secure, SameSite=Lax, path /.",
      {
        fact: 'auth | implemented_with | own session module',
        supersedes: 'auth-lucia',
        age: 170,
        files: ['src/lib/server/auth/session.ts', 'src/hooks.server.ts'],
        reason: 'lucia deprecated',
        tags: ['auth', 'sessions', 'cookies'],
      },
    ),
    m(
      'roles',
      'fact',
      "Roles per farm org: owner, manager, sharemilker, staff (milkers, relief milkers), vet (read + treatment authorisations), consultant (read-only reports). Permission checks via can(user, 'treatments:write') from src/lib/server/auth/permissions.ts — don't compare role strings in routes or components.",
      {
        files: ['src/lib/server/auth/permissions.ts'],
        tags: ['auth', 'roles', 'permissions'],
      },
    ),
    m(
      'season',
      'convention',
      "The dairy season runs 1 June to 31 May. Season ids are strings like '2025-26' — always get them from seasonFor(date) in src/lib/season.ts. Season reports, kgMS totals and the annual Stripe plans all key on it.",
      {
        files: ['src/lib/season.ts'],
        tags: ['season', 'dates', 'reports'],
      },
    ),
    m(
      'tz-nz',
      'constraint',
      'Everything on farm is Pacific/Auckland. Instants are stored as UTC ISO strings (text columns); milking, collection and calving *days* are local dates as YYYY-MM-DD text. NZDT starts last Sunday of September and ends first Sunday of April, so never add 24h to get "tomorrow" and never compute durations on local wall-clock times.',
      {
        reaffirm: 12,
        tags: ['timezone', 'dst', 'nzdt', 'dates'],
      },
    ),
    m(
      'cron-utc',
      'constraint',
      "Cron Triggers on Workers are UTC only. The nightly NAIT reconcile is `0 14 * * *` = 02:00 NZST / 03:00 NZDT, which is fine either way. Don't 'fix' it to local time in wrangler.jsonc, there is no timezone option.",
      {
        files: ['wrangler.jsonc', 'src/worker/scheduled.ts'],
        tags: ['cron', 'workers', 'timezone', 'nait'],
      },
    ),
    m(
      'offline-dexie',
      'fact',
      'Shed tablets run the PWA offline-first. Local store is IndexedDB through Dexie (src/lib/offline/db.ts). Every write from the shed goes to the outbox table first; src/lib/offline/sync.ts flushes it to POST /api/sync and pulls changes since the last cursor.',
      {
        files: ['src/lib/offline/db.ts', 'src/lib/offline/sync.ts', 'src/routes/api/sync/+server.ts'],
        tags: ['offline', 'pwa', 'indexeddb', 'dexie', 'sync'],
      },
    ),
    m('sync-lww', 'decision', 'sync conflicts: last write wins per row using updated_at from the tablet', {
      age: 450,
      tags: ['sync', 'conflicts'],
    }),
    m(
      'sync-events',
      'decision',
      "Shed data is append-only events now: milking_event, treatment_event, heat_event, calving_event, mob_move_event, note_event, each with a client-generated ULID. Server dedupes on id, projections (src/lib/server/projections/) rebuild cow state. We dropped last-write-wins because two tablets on the rotary (cups-on and cups-off) kept overwriting each other's treatments. Office-edited admin data (paddocks, mobs, staff, products) stays as normal mutable rows.",
      {
        supersedes: 'sync-lww',
        age: 190,
        canonical: true,
        files: ['src/lib/server/projections', 'src/lib/offline/projections'],
        reason: 'LWW lost treatments when two tablets edited the same cow',
        tags: ['sync', 'events', 'offline', 'conflicts', 'ulid'],
      },
    ),
    m(
      'client-ulid',
      'convention',
      'IDs for anything created on a tablet come from ulid() in src/lib/ids.ts (monotonic factory). No autoincrement for shed data and no crypto.randomUUID() for events — we sort events by id.',
      {
        files: ['src/lib/ids.ts'],
        tags: ['ulid', 'ids', 'events'],
      },
    ),
    m(
      'sw-cache',
      'convention',
      'src/service-worker.ts precaches `build` + `files` from $service-worker, cache name contains `version` so a deploy invalidates it. API GETs are network-first with a 3 s timeout, falling back to cache. Never cache /api/sync, /api/auth/* or /api/stripe/*.',
      {
        files: ['src/service-worker.ts'],
        tags: ['service-worker', 'pwa', 'cache', 'offline'],
      },
    ),
    m(
      'sync-interval',
      'fact',
      'tablets flush the outbox every 60 s while online and straight away on the window `online` event; after 5 failures in a row it backs off to every 10 min',
      {
        files: ['src/lib/offline/sync.ts'],
        tags: ['sync', 'offline', 'interval'],
      },
    ),
    m(
      'sync-interval-claim',
      'fact',
      "there's no background sync on the tablets — they only sync when someone taps Sync now in the shed menu (battery + data caps on the farm plans)",
      {
        disputes: 'sync-interval',
        tags: ['sync', 'offline'],
      },
    ),
    m(
      'tablet-hw',
      'fact',
      'Shed tablets are Samsung Galaxy Tab Active3 / Active5 (rugged, glove mode on), Chrome, installed as a PWA and pinned. Connectivity is Starlink or a 4G booster at best — expect drops of several minutes in the middle of milking.',
      {
        tags: ['tablet', 'hardware', 'offline', 'connectivity'],
      },
    ),
    m(
      'shed-ui',
      'convention',
      'Shed screens: touch targets at least 56px, no hover-only stuff, the high-contrast theme (bright sun through the shed + fluorescent at night), numeric keypad (inputmode="numeric") for cow numbers. People have wet gloves on: no swipe gestures for anything destructive, use a confirm button.',
      {
        files: ['src/routes/(shed)'],
        tags: ['ui', 'shed', 'tablet', 'accessibility'],
      },
    ),
    m(
      'cow-no-reuse',
      'constraint',
      "cow_no (the number on the visual tag) is NOT unique over time — farms reuse numbers after culls and often renumber at the start of a season. Join on animal.id. Lookups by cow_no only among active animals (status in ('milking', 'dry', 'springer', 'colostrum')).",
      {
        files: ['src/lib/server/db/schema/farm.ts'],
        tags: ['animals', 'cow-number', 'identity'],
      },
    ),
    m(
      'eid-format',
      'fact',
      "EID = the 15-digit ISO 11784/11785 (FDX-B) number on the NAIT RFID ear tag. Stored as text (leading zeros matter). Tags print it grouped like '982 000123456789' and some readers send it with spaces — normaliseEid() strips them before any lookup or save.",
      {
        files: ['src/lib/animals/eid.ts'],
        tags: ['eid', 'rfid', 'nait', 'animals'],
      },
    ),
    m(
      'nait-48h',
      'constraint',
      'NAIT rules: animal movements must be recorded within 48 hours (sending and receiving PICA both confirm). Calves must be registered within 6 months of birth or before they first move off the farm, whichever comes first.',
      {
        reaffirm: 20,
        tags: ['nait', 'movements', 'registration', 'compliance'],
      },
    ),
    m(
      'nait-7d-claim',
      'fact',
      'NAIT gives you 7 days to confirm a movement so batching them weekly is fine',
      {
        disputes: 'nait-48h',
        tags: ['nait', 'movements'],
      },
    ),
    m(
      'nait-client',
      'fact',
      "NAIT integration goes through OSPRI's web services (SOAP/XML), wrapped in src/lib/server/nait/client.ts with fast-xml-parser. We're an accredited software provider; each farm links its NAIT account and NAIT location number in Settings → NAIT. Dev and CI use the NAIT UAT endpoint, never production.",
      {
        files: ['src/lib/server/nait'],
        tags: ['nait', 'ospri', 'soap', 'integration'],
      },
    ),
    m(
      'nait-queue',
      'decision',
      'NAIT calls never happen inside a request. Routes put a message on the nait-outbound Cloudflare Queue; the consumer (src/worker/queues/nait.ts) retries with backoff, max 8 attempts, then dead-letters to nait-dlq. The UI shows pending / confirmed / failed per movement and registration.',
      {
        files: ['src/worker/queues/nait.ts', 'wrangler.jsonc'],
        tags: ['nait', 'queues', 'workers', 'retries'],
      },
    ),
    m(
      'nait-soap-fault',
      'note',
      "heads up: NAIT answers HTTP 200 with a <soap:Fault> in the body for validation errors (e.g. 'Animal not registered to sending location'). don't trust the status code, always go through parseNaitResponse().",
      {
        files: ['src/lib/server/nait/parse.ts'],
        tags: ['nait', 'soap', 'errors'],
      },
    ),
    m(
      'docket-adapters',
      'fact',
      'Milk collection dockets come in through one adapter per processor in src/lib/server/dockets/: fonterra.ts (partner API, OAuth2 client credentials, token cached in KV), openCountry.ts (nightly CSV emailed to an Email Worker), synlait.ts (CSV on SFTP, pulled by cron). They all normalise into CollectionDocket from src/lib/server/dockets/types.ts.',
      {
        files: ['src/lib/server/dockets'],
        tags: ['dockets', 'fonterra', 'open-country', 'synlait', 'processors'],
      },
    ),
    m(
      'kgms-processor',
      'constraint',
      "Never calculate kgMS ourselves from litres × fat% / protein%. kgMS = kg fat + kg protein as reported by the processor on the test result. Our estimate from the in-shed meters is shown labelled 'estimated' and never goes into season totals or payout forecasts.",
      {
        canonical: true,
        tags: ['kgms', 'milk-solids', 'dockets', 'reports'],
      },
    ),
    m(
      'docket-day',
      'convention',
      'A docket belongs to the collection day = the Pacific/Auckland local date of pickup_started_at, even when the tanker finishes after midnight. Same as what the farmer sees in Farm Source.',
      {
        files: ['src/lib/server/dockets/normalise.ts'],
        tags: ['dockets', 'dates', 'timezone'],
      },
    ),
    m(
      'scc-units',
      'fact',
      'SCC on dockets/test results is in thousands of cells per mL (185 means 185,000). Column collection_test.scc_k. Adapters convert whatever the processor sends into that. We alert at 400.',
      {
        files: ['src/lib/server/dockets/types.ts'],
        tags: ['scc', 'milk-quality', 'units', 'dockets'],
      },
    ),
    m(
      'scc-raw-claim',
      'fact',
      'SCC is stored raw in cells/mL everywhere (185000) and only the UI divides by 1000',
      {
        disputes: 'scc-units',
        tags: ['scc', 'units'],
      },
    ),
    m(
      'grading',
      'fact',
      'Processor grading notices (temperature, bacteria/Bactoscan, SCC, inhibitory substances) land in grading_notice with the demerit points. The dashboard shows a red banner for any grade in the last 7 days, dismissable per user but never hidden for the owner.',
      {
        files: ['src/routes/(app)/dashboard/GradingBanner.svelte'],
        tags: ['grading', 'milk-quality', 'dashboard'],
      },
    ),
    m(
      'incident-dct',
      'incident',
      "Sep 2025, inhibitory substance grade on a Matamata farm: a cow that got dry cow therapy calved early, the cups-on tablet showed her as plain 'milking' because the treatment_event was still sitting unsynced in the other tablet's outbox. Fix: withholding status is also derived from the local event log, and any cow with an unsynced treatment on *any* device gets a red CHECK badge once the server sees the pending marker.",
      {
        files: ['src/lib/offline/projections/cowState.ts'],
        tags: ['incident', 'withholding', 'dct', 'sync', 'grading'],
      },
    ),
    m(
      'whp',
      'constraint',
      "Every treatment_event stores milk_whp_end and meat_whp_end, computed from the product's withholding period at the time of treatment and copied onto the event — don't recompute them later if the product table changes. A cow in milk withholding shows red on the entry screen and in the Divert list.",
      {
        files: ['src/lib/animals/withholding.ts'],
        tags: ['withholding', 'treatments', 'compliance', 'milk-quality'],
      },
    ),
    m(
      'colostrum',
      'fact',
      "Colostrum: a freshly calved cow's milk stays out of the vat for her first 8 milkings (4 days). Status 'colostrum' until then, she's on the Divert list and excluded from supply counts.",
      {
        tags: ['colostrum', 'calving', 'milk-quality'],
      },
    ),
    m(
      'rvm-auth',
      'constraint',
      "Restricted Veterinary Medicines (most antibiotics, DCT, some anti-inflammatories) need a vet authorisation on record: treatment_event.authorisation_id → vet_authorisation (vet, clinic, products, valid_until). The form must block saving an RVM treatment without a valid one — a warning isn't enough.",
      {
        files: ['src/lib/animals/rvm.ts', 'src/routes/(shed)/treatments'],
        tags: ['rvm', 'vet', 'treatments', 'compliance'],
      },
    ),
    m(
      'mpi-retention',
      'constraint',
      'MPI / RMP: farm dairy records (treatments, vet authorisations, vat temperatures, grading, cleaning) must be kept for at least 4 years. No hard deletes on those tables — soft delete with deleted_at and they still show in the compliance export.',
      {
        tags: ['mpi', 'compliance', 'retention', 'soft-delete'],
      },
    ),
    m(
      'mpi-export',
      'fact',
      'The Farm Dairy Assessment pack (src/routes/(app)/compliance/export/+server.ts) builds a PDF + CSV bundle for the assessor: treatment register, vet authorisations, vat temperature log, grading notices. PDFs are generated with pdf-lib in the Worker — no headless Chrome on Workers.',
      {
        files: ['src/routes/(app)/compliance/export/+server.ts', 'src/lib/server/pdf'],
        tags: ['mpi', 'compliance', 'pdf', 'export'],
      },
    ),
    m(
      'vat-cooling',
      'constraint',
      'Vat cooling rule we check (DCP1): milk at or below 10°C within 4 h of the start of milking, at or below 6°C within 6 h of the start or 2 h after milking ends (whichever is sooner), and never above 10°C from then until collection. Pure function in src/lib/compliance/vatCooling.ts.',
      {
        files: ['src/lib/compliance/vatCooling.ts'],
        tags: ['vat', 'temperature', 'compliance', 'mpi'],
      },
    ),
    m(
      'vat-hook',
      'fact',
      'vat temps come from the farm vat monitors (mostly Levno) as a webhook: POST /api/hooks/vat/[orgId] every 5 min, HMAC header checked per org',
      {
        files: ['src/routes/api/hooks/vat/[orgId]/+server.ts'],
        tags: ['vat', 'temperature', 'webhook', 'iot'],
      },
    ),
    m(
      'stripe-per-cow',
      'decision',
      'pricing: $0.12 per cow per month, metered on the peak milking herd count, usage reported to stripe on the 1st',
      {
        fact: 'subscription pricing | model | per cow metered',
        age: 420,
        tags: ['stripe', 'billing', 'pricing'],
      },
    ),
    m(
      'stripe-tiers',
      'decision',
      'We moved billing from per-cow metered usage to three flat tiers: Paddock (up to 300 cows), Herd (301–800), Station (800+), each monthly or annual. Annual plans run per season. Metered usage confused farmers when the count jumped at calving, and the old usage records API is legacy. Tier is not changed automatically — we email the owner when the peak count crosses a tier for 30 days.',
      {
        fact: 'subscription pricing | model | flat tiers by herd size',
        supersedes: 'stripe-per-cow',
        age: 150,
        canonical: true,
        files: ['src/lib/server/billing/plans.ts'],
        reason: 'metered usage confused farmers at calving',
        tags: ['stripe', 'billing', 'pricing', 'tiers'],
      },
    ),
    m(
      'stripe-gst',
      'constraint',
      "Prices are NZD and GST-inclusive (15%). Invoices have to be valid NZ tax invoices: our GST number in the invoice custom fields and the farm's business name. Stripe Tax is switched off, we use one fixed inclusive 15% tax rate whose id is in src/lib/server/billing/config.ts.",
      {
        files: ['src/lib/server/billing/config.ts'],
        tags: ['stripe', 'gst', 'tax', 'invoices'],
      },
    ),
    m(
      'stripe-20th',
      'decision',
      "Monthly subscriptions anchor on the 20th (billing_cycle_anchor) because that's when the milk payment hits the farm account. New farms get prorated up to the next 20th.",
      {
        tags: ['stripe', 'billing', 'anchor'],
      },
    ),
    m(
      'stripe-webhook-workers',
      'constraint',
      'Stripe webhooks on Workers: read the raw body with `await request.text()` and verify with `await stripe.webhooks.constructEventAsync(body, sig, secret, undefined, Stripe.createSubtleCryptoProvider())`. The sync constructEvent blows up on Workers (no node crypto). Client is created with httpClient: Stripe.createFetchHttpClient().',
      {
        files: ['src/routes/api/stripe/webhook/+server.ts'],
        tags: ['stripe', 'webhooks', 'workers', 'crypto'],
      },
    ),
    m(
      'stripe-idempotent',
      'convention',
      'Webhook handler is idempotent: insert event.id into control.stripe_events first and skip if it was already there. Stripe keeps retrying for up to 3 days.',
      {
        files: ['src/routes/api/stripe/webhook/+server.ts'],
        tags: ['stripe', 'webhooks', 'idempotency'],
      },
    ),
    m(
      'who-pays',
      'decision',
      'The subscription belongs to the farm org — normally the landowner/herd owner — not to the sharemilker; sharemilkers and contract milkers get invited as users. When a 50/50 sharemilker owns the herd, they create the org and the landowner is the invitee.',
      {
        tags: ['billing', 'sharemilker', 'orgs'],
      },
    ),
    m(
      'playwright',
      'convention',
      'E2E is Playwright in tests/e2e/ with two projects: desktop-chrome and shed-tablet (Galaxy Tab S4 landscape descriptor). Offline specs use context.setOffline(true) and assert on the outbox badge. Run against `pnpm build && pnpm preview:worker` (wrangler dev), not vite dev — the service worker only exists in a build.',
      {
        files: ['tests/e2e', 'playwright.config.ts'],
        tags: ['playwright', 'e2e', 'tests', 'offline'],
      },
    ),
    m(
      'vitest',
      'convention',
      'Unit tests: Vitest, colocated *.test.ts next to the module. Domain rules (withholding, vat cooling, season, gestation) are pure functions in src/lib/ and must have tests; no database in unit tests.',
      {
        tags: ['vitest', 'unit-tests', 'tests'],
      },
    ),
    m(
      'test-db',
      'convention',
      'Integration tests run against a local libSQL file (file:./.tmp/test-farm.db), migrated fresh per test file in tests/setup/db.ts. Tests never talk to Turso, not even the staging group.',
      {
        files: ['tests/setup/db.ts'],
        tags: ['tests', 'libsql', 'integration'],
      },
    ),
    m(
      'seed',
      'fact',
      "`pnpm db:seed` builds the demo farm 'Kaimai Flats' (520 cows, Fonterra supplier, two seasons of events, one vet authorisation) — Playwright uses it too.",
      {
        files: ['scripts/seed.ts'],
        tags: ['seed', 'demo', 'tests'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: .github/workflows/ci.yml runs lint, svelte-check, vitest and playwright (sharded 3 ways). deploy.yml deploys main to the production Worker with wrangler-action once CI is green.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'pnpm',
      'convention',
      'pnpm only (via corepack). pnpm-lock.yaml is committed; no package-lock.json or yarn.lock.',
      {
        files: ['pnpm-lock.yaml', 'package.json'],
        tags: ['pnpm', 'dependencies'],
      },
    ),
    m(
      'lint',
      'convention',
      'ESLint flat config + Prettier (tabs, single quotes, printWidth 100, prettier-plugin-svelte). CI needs svelte-check at 0 errors and 0 warnings.',
      {
        files: ['eslint.config.js', '.prettierrc'],
        tags: ['eslint', 'prettier', 'lint', 'svelte-check'],
      },
    ),
    m(
      'nz-english',
      'convention',
      'UI copy in NZ English (colour, organisation, licence; paddock, mob, springer), dates DD/MM/YYYY, 24h times in the shed. Keep te reo Māori macrons in names (Ōtorohanga, Māori) — slugify() in src/lib/text.ts only strips them for URLs, display names keep them.',
      {
        files: ['src/lib/text.ts', 'src/lib/format.ts'],
        tags: ['copy', 'i18n', 'dates', 'macrons'],
      },
    ),
    m(
      'owners',
      'fact',
      "who owns what: Aroha Ngata — offline/sync + shed UI; Liam O'Connor — NAIT, dockets, compliance; Priya Raman — billing, auth, infra. Hemi Walker is product (ex-sharemilker), ask him how things actually work on farm.",
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'r2-docs',
      'fact',
      'Docket PDFs and compliance packs go to the private R2 bucket herdbook-docs under <orgId>/<season>/... Downloads only through the signed /api/files/[id] route, never a public bucket URL.',
      {
        files: ['src/routes/api/files/[id]/+server.ts'],
        tags: ['r2', 'storage', 'pdf'],
      },
    ),
    m(
      'secrets-wrangler',
      'convention',
      'Secrets only via `wrangler secret put NAME --env <env>`; locally in .dev.vars (gitignored). Never in wrangler.jsonc "vars", never committed.',
      {
        canonical: true,
        files: ['wrangler.jsonc', '.dev.vars.example'],
        tags: ['secrets', 'wrangler', 'config'],
      },
    ),
    m(
      'env-dynamic',
      'constraint',
      'Server code reads secrets from platform.env (typed in src/app.d.ts) or $env/dynamic/private. Never $env/static/private for secrets — it inlines the value into the built bundle.',
      {
        files: ['src/app.d.ts'],
        tags: ['secrets', 'env', 'sveltekit'],
      },
    ),
    m(
      'mobs',
      'fact',
      'Cows sit in mobs (milking, colostrum, dry, heifers, hospital/sick). A mob move is a local mob_move_event and NOT a NAIT movement — it only becomes one when the NAIT location number changes, e.g. heifers off to the runoff or a grazier.',
      {
        tags: ['mobs', 'nait', 'movements', 'paddocks'],
      },
    ),
    m(
      'gestation',
      'fact',
      'expected calving = mating date + gestation by breed: Friesian 282, Jersey 279, KiwiCross 280 days. constants in src/lib/repro/gestation.ts',
      {
        files: ['src/lib/repro/gestation.ts'],
        tags: ['repro', 'calving', 'mating'],
      },
    ),
    m(
      'mating',
      'fact',
      "AB records need sire code (LIC or CRV code, e.g. 'LIC 117033'), technician and straw batch. Bull mating is recorded per mob with a date range and no sire code.",
      {
        files: ['src/routes/(shed)/mating'],
        tags: ['repro', 'mating', 'ab'],
      },
    ),
    m(
      'alerts-sms',
      'fact',
      "vat temperature and grading alerts go by SMS through Twilio to the org's alert contacts; everything else is email via Resend",
      {
        files: ['src/lib/server/notify'],
        tags: ['alerts', 'sms', 'twilio', 'email'],
      },
    ),
    m(
      'sync-batch-limit',
      'constraint',
      'POST /api/sync takes max 500 events per request (Worker request body + CPU limits). The tablet chunks the outbox; the server returns 413 for bigger batches.',
      {
        files: ['src/routes/api/sync/+server.ts'],
        tags: ['sync', 'limits', 'workers'],
      },
    ),
    m(
      'incident-dst',
      'incident',
      "April 2025, NZDT ended: the 'milkings today' tile counted the 02:00–03:00 vat readings twice and the vat cooling check fired a false 'not cooled in time' on 14 farms. Fix: durations on UTC instants only; regression cases in src/lib/compliance/vatCooling.test.ts.",
      {
        files: ['src/lib/compliance/vatCooling.test.ts'],
        tags: ['incident', 'dst', 'vat', 'timezone'],
      },
    ),
    m(
      'incident-stripe-dup',
      'incident',
      'Feb 2026: during a Turso latency spike our webhook handler timed out, Stripe retried and we activated the same org twice and sent two welcome emails to a few farms. That is where the stripe_events dedupe table came from.',
      {
        tags: ['incident', 'stripe', 'webhooks', 'idempotency'],
      },
    ),
    m(
      'rotary-perf',
      'constraint',
      'Rotary sheds do a cow every 8–10 s with up to 60 bails. The entry screen has to find a cow by EID (bail reader) or cow_no in under 100 ms, so it only reads IndexedDB — never the network on that path.',
      {
        files: ['src/routes/(shed)/entry/+page.svelte'],
        tags: ['performance', 'rotary', 'shed', 'offline'],
      },
    ),
    m(
      'eid-readers',
      'fact',
      'EID readers: Datamars/Tru-Test XRS2 and XRS2i over Web Bluetooth (drivers in src/lib/offline/readers/). Gallagher HR5 only does classic Bluetooth SPP which Chrome cannot talk to, so Gallagher farms run it in keyboard-wedge (HID) mode.',
      {
        files: ['src/lib/offline/readers'],
        tags: ['eid', 'bluetooth', 'readers', 'hardware'],
      },
    ),
    m(
      'sentry',
      'fact',
      'Errors: Sentry (@sentry/sveltekit + the Cloudflare integration). Tablets queue Sentry events while offline and send when back online. Worker logs via Workers Logs / wrangler tail.',
      {
        files: ['src/hooks.server.ts', 'src/hooks.client.ts'],
        tags: ['sentry', 'errors', 'observability'],
      },
    ),
    m(
      'pii-logs',
      'constraint',
      "Don't log farm names, owner names, NAIT numbers, processor supplier numbers or GST numbers — log orgId and ULIDs. A NAIT number identifies the farm.",
      {
        tags: ['logging', 'privacy', 'pii'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      'small PRs pls, one thing each, and a tablet screenshot for any shed UI change',
      {},
    ),
    m(
      'pref-conventional',
      'preference',
      'conventional commits (feat:, fix:, chore:) — release notes are generated from them',
      {},
    ),
    m('stale-fly', 'fact', 'prod runs adapter-node in docker on fly.io (syd), `fly deploy` from main', {
      age: 820,
      tags: ['deploy', 'fly'],
    }),
    m('stale-ngrok', 'note', 'to test NAIT callbacks locally use the ngrok tunnel herdbook-dev.ngrok.io', {
      age: 600,
      tags: ['nait', 'local-dev'],
    }),
    m(
      'inferred-synlait',
      'fact',
      'synlait CSV litres look like they are temperature-corrected volume, not the raw tanker reading (numbers are ~0.4% lower than the docket photos)',
      {
        inferred: true,
        fact: 'synlait csv litres | measured_as | temperature-corrected volume',
        files: ['src/lib/server/dockets/synlait.ts'],
        tags: ['synlait', 'dockets', 'litres'],
      },
    ),
    m(
      'env-example',
      'note',
      ".dev.vars.example only has placeholders: TURSO_AUTH_TOKEN=<from `turso db tokens create`>, STRIPE_SECRET_KEY=sk_test_..., NAIT_PASSWORD=changeme. Copy to .dev.vars and fill in from the 1Password vault 'Herdbook Dev'.",
      {
        files: ['.dev.vars.example'],
        tags: ['secrets', 'local-dev', 'onboarding'],
      },
    ),
    m(
      'nait-pw-rotation',
      'note',
      "the NAIT service account password expires every 90 days. Liam rotates it and runs `wrangler secret put NAIT_PASSWORD --env production`. If NAIT starts failing with 'Authentication failed', that's the first thing to check.",
      {
        tags: ['nait', 'secrets', 'rotation'],
      },
    ),
    m(
      'stripe-test-cards',
      'note',
      'stripe test mode: 4242 4242 4242 4242 for happy path, 4000 0027 6000 3184 to force 3DS, any future expiry + any CVC',
      {
        tags: ['stripe', 'testing'],
      },
    ),
    m(
      'cand-durable-objects',
      'decision',
      'Use one Durable Object per farm to hold live shed state and push updates over websockets to every tablet in the shed.',
      {
        candidate: true,
        tags: ['durable-objects', 'sync', 'websocket'],
      },
    ),
    m('cand-d1', 'decision', 'Move from Turso to Cloudflare D1 so the database is inside Cloudflare.', {
      candidate: true,
      tags: ['d1', 'turso', 'database'],
    }),
    m('cand-halter', 'decision', 'Import heat alerts from Halter collars automatically as heat_events.', {
      candidate: true,
      tags: ['halter', 'repro', 'heat'],
    }),
    m(
      'cand-auto-nait',
      'decision',
      'Send a NAIT movement automatically whenever a mob is moved to a different paddock.',
      {
        candidate: true,
        tags: ['nait', 'mobs'],
      },
    ),
    m(
      'secret-turso-devvars',
      'note',
      'my .dev.vars for the control db:\nTURSO_CONTROL_URL=libsql://herdbook-control-herdbook.aws-ap-southeast-2.turso.io\nTURSO_AUTH_TOKEN=eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJhIjoicnciLCJpYXQiOjE3NjA0MTIwMDAsImlkIjoiN2MzZjFhOWUtMmI0ZC00YzhlLWE2ZjEtOWQwYjNlNWM3YTIxIn0.Hq3mV8xK2pR7tW1nB5yZ9cF4jL6sD0gA3eU8iO2rT5vX7kM1nP4qS6uW8yZ0bC2dE',
      {
        secret:
          'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJhIjoicnciLCJpYXQiOjE3NjA0MTIwMDAsImlkIjoiN2MzZjFhOWUtMmI0ZC00YzhlLWE2ZjEtOWQwYjNlNWM3YTIxIn0.Hq3mV8xK2pR7tW1nB5yZ9cF4jL6sD0gA3eU8iO2rT5vX7kM1nP4qS6uW8yZ0bC2dE',
      },
    ),
    m(
      'secret-libsql-url',
      'note',
      'to poke at the Kaimai Flats prod db directly: turso db shell "libsql://farm-01j8kq2r5v-herdbook.aws-ap-southeast-2.turso.io?authToken=eyJhbGciOiJFZERTQSJ9.eyJhIjoicm8iLCJpZCI6ImZhcm0tMDFqOGtxMnI1diJ9.Zr8Lw2Qx6Np4Tv1Ks9Hm3Jc7Bd5Fg0Ya"',
      {
        secret:
          'eyJhbGciOiJFZERTQSJ9.eyJhIjoicm8iLCJpZCI6ImZhcm0tMDFqOGtxMnI1diJ9.Zr8Lw2Qx6Np4Tv1Ks9Hm3Jc7Bd5Fg0Ya',
      },
    ),
    m(
      'secret-stripe-live',
      'note',
      'if you need to look up a customer quickly the live key is sk_live_51PqR3sKx8TnV2wY7LmZ4bC9dF6gH1jN5pQ0rS3tU8vW2xA7yB4cD9eF1gH6jK',
      {
        secret: 'sk_live_51PqR3sKx8TnV2wY7LmZ4bC9dF6gH1jN5pQ0rS3tU8vW2xA7yB4cD9eF1gH6jK',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'prod webhook endpoint signing secret (dashboard → webhooks → herdbook-prod):\nSTRIPE_WEBHOOK_SECRET=whsec_7Kq2Xm9Vr4Lt8Pz3Nw6Bc1Jd5Hf0Gs2Ya',
      {
        secret: 'whsec_7Kq2Xm9Vr4Lt8Pz3Nw6Bc1Jd5Hf0Gs2Ya',
      },
    ),
    m(
      'secret-nait',
      'note',
      "NAIT UAT login is herdbook_svc, password Kiwi!Uat-88mooQ — it locks after 3 wrong tries so copy paste it, don't type it",
      {
        secret: 'Kiwi!Uat-88mooQ',
      },
    ),
    m(
      'secret-fonterra-yaml',
      'note',
      'config/processors.prod.yaml (not in git):\nfonterra:\n  token_url: https://partner-auth.fonterra.example/oauth2/token\n  client_id: herdbook-partner-7731\n  client_secret: fS8q!xR2vN7pL4mK9tW3zY6b\n  scope: milk-supply.read',
      {
        secret: 'fS8q!xR2vN7pL4mK9tW3zY6b',
      },
    ),
    m(
      'secret-cf-token',
      'note',
      'CLOUDFLARE_API_TOKEN the deploy action uses (Workers edit + R2 + Queues): 9xQmT4vR7wL2pN8kJ5hY3bC6dF1gS0aZeUiO4r7K',
      {
        secret: '9xQmT4vR7wL2pN8kJ5hY3bC6dF1gS0aZeUiO4r7K',
      },
    ),
    m(
      'secret-twilio',
      'note',
      'twilio for the vat alarms: account SID AC5e1f9a3c7b2d8e4f6a0b1c9d3e7f5a2b, auth token 7c1e9b3a5d2f8e6c4a0b9d7f3e1c5a8b',
      {
        secret: '7c1e9b3a5d2f8e6c4a0b9d7f3e1c5a8b',
      },
    ),
    m('secret-resend', 'note', 'staging email: RESEND_API_KEY=re_8fKq2LmN_7TxWv3YzP9aB4cD6eG1hJ5k', {
      secret: 're_8fKq2LmN_7TxWv3YzP9aB4cD6eG1hJ5k',
    }),
  ],
  sessions: [
    {
      id: 'shed-session-1',
      age: 6,
      turns: [
        said(
          'kia ora. calving starts in 3 weeks, I want the calving screen done. look at src/routes/(shed)/calving first',
        ),
        replied(
          'There is a +page.svelte with a placeholder form that writes a calving_event with the dam id and date, nothing for the calf yet.',
        ),
        said('ok. calf needs sex, breed, fate (keep / bobby / dead) and a weight'),
        replied('What unit should the weight be stored in? Some farms weigh in kg, some estimate.'),
        said(
          'kg always, one decimal, field weight_kg. if it is estimated set weight_estimated = true, we never store pounds or "light/heavy" strings',
          {
            key: 's-weight-kg',
            type: 'convention',
          },
        ),
        replied('Added weight_kg (real) and weight_estimated (boolean) to the calf part of calving_event.'),
        said(
          'and the calf usually has no tag at birth. the form must save without an EID — the calf goes on a "To tag" list, and the NAIT registration only gets queued once an EID is recorded for it.',
          {
            key: 's-calf-nait',
            type: 'constraint',
          },
        ),
        replied(
          'Understood: calving saves without EID, a to_tag projection lists calves with no EID, and the tag event enqueues the NAIT registration.',
        ),
        said('how does the Divert list know about the new cow?'),
        replied('The projection sets status colostrum on calving_event, so she shows on Divert already.'),
        said('nice'),
        said(
          'bobby calves: the bobby truck only takes calves that are at least 4 days old and NAIT registered. the bobby list should only show calves that meet both, with the pickup date picker on top.',
          {
            key: 's-bobby',
            type: 'constraint',
          },
        ),
        replied(
          'I will add src/routes/(shed)/bobby/+page.svelte filtering on age >= 4 days at the pickup date and nait_status = confirmed.',
        ),
        said('while you are there, dry-off. right now people record it cow by cow which takes forever'),
        replied('Should I add a mob-level dry_off event?'),
        said(
          'no — dry-off is one batch action in the UI but it writes one treatment_event per cow (DCT + teat sealant), with the vet authorisation on each. compliance needs per-cow rows, a single mob event is useless to the assessor.',
          {
            key: 's-dryoff-batch',
            type: 'decision',
          },
        ),
        replied(
          'OK, batch UI over the selected mob, one treatment_event per cow, authorisation required once for the batch and copied onto each.',
        ),
        said('can you run it against my local db, here is my .dev.vars line'),
        said('NAIT_PASSWORD=Moo!Prod-2291xq', {
          secret: 'Moo!Prod-2291xq',
        }),
        replied(
          'That looks like a production NAIT password; I will not need it for local runs — the local setup points at NAIT UAT. You may want to rotate it since it was pasted here.',
        ),
        said('ugh yes, wrong line. ok'),
        said(
          'the calving and bobby screens go behind a flag for now. all new shed features do: per-org flag in control.org_flags, read with flags(orgId), we switch on the 3 pilot farms first and then everyone',
          {
            key: 's-flags',
            type: 'convention',
          },
        ),
        replied('Added calving_v2 and bobby_list flags and wrapped both routes.'),
        said('what does the tablet do if the flag is turned off while offline?'),
        replied(
          'Flags are cached with the session payload, so it keeps the last known value until the next successful sync.',
        ),
        said(
          'fine. oh and the pilot farms are Kaimai Flats, Te Rore Dairies and Waharoa Station, in that order',
          {
            key: 's-pilots',
            type: 'fact',
          },
        ),
        replied('Noted, I put those three org ids in the flag seed for staging.'),
        said('cheers, open the PR, Aroha will review'),
      ],
    },
  ],
  prompts: [
    p(
      'hey so the cups-on tablet showed cow 412 as milking but she had Cepravin at dry off and calved early — how did that get past us?? @src/lib/offline/projections/cowState.ts',
      ['incident-dct', 'whp', 'sync-events', 'offline-dexie'],
    ),
    p('add a Divert list to the entry screen: every cow whose milk must not go in the vat right now', [
      'whp',
      'colostrum',
      'shed-ui',
      'rotary-perf',
      'incident-dct',
    ]),
    p(
      'NAIT movement for the 40 heifers going to the runoff failed with "Animal not registered to sending location" but the UI says confirmed?',
      ['nait-soap-fault', 'nait-queue', 'mobs'],
    ),
    p('we need to record the mob move to the grazier block next week — does that go to NAIT or not', [
      'mobs',
      'nait-48h',
      'nait-7d-claim',
      'nait-queue',
    ]),
    p('write a weekly job that sends all the NAIT movements from the past 7 days in one go', [
      'nait-48h',
      'nait-7d-claim',
      'nait-queue',
      'cron-utc',
    ]),
    p(
      'wrangler deploy fails: ✘ [ERROR] Could not resolve "libsql" — imported from src/lib/server/db/farm.ts',
      ['libsql-web', 'deploy-workers'],
    ),
    p('add a body_condition_score column to animals', ['db-migrations', 'db-per-farm']),
    p(
      'migrate-farms died halfway, 37 of 212 farm dbs got the new migration. how do I rerun it without breaking the ones that already have it',
      ['db-migrations', 'db-per-farm'],
    ),
    p(
      "season totals page says Kaimai Flats did 1.2m kgMS this season, that's way off. I reckon it's adding in the shed meter estimates",
      ['kgms-processor', 'season', 'docket-adapters', 'seed'],
    ),
    p(
      'tanker picked up at 23:40 and finished at 00:25, the docket shows up on the next day in the calendar',
      ['docket-day', 'tz-nz'],
    ),
    p('SCC chart for the Open Country farms shows 185000 instead of 185 lol', [
      'scc-units',
      'scc-raw-claim',
      'docket-adapters',
    ]),
    p('ok now do the same fix in synlait.ts', ['docket-adapters', 'scc-units', 'scc-raw-claim']),
    p('add an SMS alert when bulk SCC goes over the grading threshold', [
      'scc-units',
      'scc-raw-claim',
      'grading',
      'alerts-sms',
    ]),
    p(
      'every farm got a "vat not cooled in time" alert on 6 April between 2 and 3am. daylight saving thing?',
      ['incident-dst', 'vat-cooling', 'tz-nz'],
    ),
    p(
      'refactor src/lib/compliance/vatCooling.ts, the nested ifs are unreadable. keep the behaviour exactly',
      ['vat-cooling', 'vitest', 'incident-dst'],
    ),
    p('vat monitor webhook returns 404 for orgs created this week', ['vat-hook', 'db-per-farm']),
    p('build the calving form component for the shed tablet', [
      'svelte-runes',
      'shed-ui',
      'client-ulid',
      'sync-events',
      's-calf-nait',
      's-weight-kg',
      's-flags',
    ]),
    p('@src/lib/components/HerdTable.svelte still uses export let and a writable store, convert it', [
      'svelte-runes',
    ]),
    p('rename src/lib/stores/herd.ts to the new pattern', ['svelte-runes']),
    p('login cookie isnt being set on the PR preview urls', ['auth-sessions', 'deploy-workers']),
    p('shed staff get logged out mid-milking sometimes, super annoying for them', [
      'auth-sessions',
      'tablet-hw',
      'sw-cache',
    ]),
    p('are we storing raw session tokens in the db? security review asked', ['auth-sessions']),
    p('bump lucia to the latest 3.x', ['auth-sessions']),
    p('relief milkers should be able to add treatments but not delete them, where do I change that', [
      'roles',
      'mpi-retention',
    ]),
    p('add a consultant login that can see repro reports but nothing else', ['roles']),
    p(
      'stripe webhook 400: "SubtleCryptoProvider cannot be used in a synchronous context. Use `await constructEventAsync(...)` instead"',
      ['stripe-webhook-workers'],
    ),
    p('a farm got two welcome emails again after they upgraded, can you look', [
      'stripe-idempotent',
      'incident-stripe-dup',
    ]),
    p('Te Rore went from 280 to 340 cows at calving. should their plan just bump up automatically?', [
      'stripe-tiers',
    ]),
    p('whats our pricing model these days, still per cow?', ['stripe-tiers']),
    p('new farm signs up on the 3rd of the month — when do they get their first invoice and for how much', [
      'stripe-20th',
      'stripe-tiers',
      'stripe-gst',
    ]),
    p("a farm's accountant says our stripe invoice isn't a valid tax invoice", ['stripe-gst']),
    p('the sharemilker on the Te Awamutu farm wants the subscription moved into their name', [
      'who-pays',
      'stripe-tiers',
    ]),
    p('add monthly/annual switching in the customer portal', ['stripe-tiers', 'season', 'stripe-20th']),
    p('show the GST component on our in-app billing page', ['stripe-gst']),
    p('playwright test pls: record a treatment while offline, go back online, check it lands on the server', [
      'playwright',
      'offline-dexie',
      'sync-events',
      'seed',
      'sync-interval',
      'sync-interval-claim',
    ]),
    p('offline spec passes with pnpm dev locally but the service worker never registers in the test', [
      'playwright',
      'sw-cache',
    ]),
    p('tests/e2e/shed/offline-treatment.spec.ts is flaky on CI, sometimes the outbox badge is still 1', [
      'playwright',
      'sync-interval',
      'sync-interval-claim',
      'ci',
    ]),
    p('unit tests for seasonFor()', ['season', 'vitest', 'tz-nz']),
    p('the docket import integration test is hitting turso staging, make it stop', ['test-db']),
    p('CI takes 25 min now, mostly playwright. ideas?', ['ci', 'playwright']),
    p('npm i stripe@latest', ['pnpm']),
    p('where do I put the TWILIO_AUTH_TOKEN for staging', ['secrets-wrangler', 'env-example', 'alerts-sms']),
    p("import { TURSO_AUTH_TOKEN } from '$env/static/private' in farm.ts — that fine?", [
      'env-dynamic',
      'secrets-wrangler',
    ]),
    p('how do we deploy again, still pages?', ['deploy-workers', 'ci']),
    p('are we on fly.io or cloudflare', ['deploy-workers']),
    p('nightly NAIT reconcile has been running at 3am instead of 2 since September, fix the cron', [
      'cron-utc',
      'tz-nz',
    ]),
    p('entry screen takes like a second to find the cow by EID on the rotary, way too slow', [
      'rotary-perf',
      'eid-format',
      'offline-dexie',
    ]),
    p("EID lookup returns nothing when the reader sends '982 000123456789'", ['eid-format']),
    p('cow 233 history mixes up two different cows', ['cow-no-reuse']),
    p('add search by cow number to the herd page', ['cow-no-reuse']),
    p("Gallagher HR5 won't pair over bluetooth with the Tab Active5", ['eid-readers', 'tablet-hw']),
    p('add a driver for the Datamars XRS2i', ['eid-readers']),
    p('expected calving dates for the jersey cows are out by 3 days', ['gestation']),
    p('record an AB insemination with sire code from the tablet', ['mating', 'sync-events', 'client-ulid']),
    p('colostrum cows are still counted in the supply numbers on the dashboard', ['colostrum']),
    p('bug? treatment form lets a staff member save Cepravin without any vet authorisation', [
      'rvm-auth',
      'roles',
    ]),
    p("what happens to treatments entered after a vet authorisation's valid_until?", ['rvm-auth']),
    p('can we hard delete the junk treatments Hemi entered on a real farm by accident', ['mpi-retention']),
    p('assessor is coming friday, generate the compliance pack for Kaimai Flats for 2024-25', [
      'mpi-export',
      'season',
      'mpi-retention',
      'r2-docs',
    ]),
    p('compliance export times out for the big farms. could we just use puppeteer for the pdf?', [
      'mpi-export',
      'deploy-workers',
    ]),
    p('change the date format on the treatment register to DD/MM/YYYY', ['nz-english']),
    p("header shows 'Otorohanga Flats' but the farm is 'Ōtorohanga Flats'", ['nz-english']),
    p('POST /api/sync → 413 after a tablet was offline for 3 days', ['sync-batch-limit', 'offline-dexie']),
    p("two tablets on the rotary both edited cow 88's mastitis treatment and one of them disappeared", [
      'sync-events',
      'client-ulid',
      'incident-dct',
    ]),
    p('should I use crypto.randomUUID() for heat_event ids?', ['client-ulid']),
    p('the service worker serves a stale /api/herd response after a mob move', ['sw-cache']),
    p('tablets keep running the old JS after a deploy', ['sw-cache', 'deploy-workers']),
    p('how often do the tablets sync?', ['sync-interval', 'sync-interval-claim']),
    p('add sentry breadcrumbs to the sync endpoint', ['sentry', 'pii-logs']),
    p('log the NAIT number when a movement fails so we can debug it', ['pii-logs', 'nait-queue']),
    p('grading banner stays red even after the farmer dismissed it', ['grading']),
    p('fonterra adapter gets a 401 about once an hour', ['docket-adapters']),
    p('add Miraka as a processor', [
      'docket-adapters',
      'kgms-processor',
      'docket-day',
      'scc-units',
      'scc-raw-claim',
    ]),
    p("synlait litres don't match the docket the farmer has a photo of", [
      'inferred-synlait',
      'docket-adapters',
    ]),
    p('where are docket PDFs stored, can farmers download them?', ['r2-docs']),
    p('give me a public URL for the docket pdfs so the processor rep can open them', ['r2-docs']),
    p("vat alarm SMS didn't arrive for the Waharoa farm last night", [
      'alerts-sms',
      'vat-hook',
      'vat-cooling',
    ]),
    p('who should I ask about how dry-off actually works on a farm', ['owners']),
    p('who owns the NAIT stuff?', ['owners']),
    p('wrap the calving + calf insert in db.transaction()', ['db-batch', 'sync-events']),
    p('herd page does 14 queries, ~40ms each. speed it up', ['db-batch', 'db-per-farm']),
    p('record dry-off for the whole dry mob in one go', [
      's-dryoff-batch',
      'whp',
      'rvm-auth',
      'mobs',
      'sync-events',
    ]),
    p('bobby truck comes thursday, which calves can go?', ['s-bobby', 's-calf-nait', 'nait-48h']),
    p('put the new heat detection screen behind a flag for the pilot farms', ['s-flags', 's-pilots']),
    p('which farms are in the pilot?', ['s-pilots']),
    p('calf weigh screen — kg or lb? and what if they just guess', ['s-weight-kg']),
    p('NAIT UAT keeps returning Authentication failed since this morning', [
      'nait-pw-rotation',
      'nait-client',
    ]),
    p('which card number do I use to trigger 3DS in stripe test mode', ['stripe-test-cards']),
    p('new dev starting monday, how do they set up .dev.vars', ['env-example', 'secrets-wrangler']),
    p('which database are we on now, turso or D1?', ['db-per-farm']),
    p('how do I test the NAIT integration locally', ['nait-client', 'nait-queue']),
    p('write the PR description for the dry-off batch change', ['pref-small-prs', 's-dryoff-batch']),
    p('commit this', ['pref-conventional']),
    p('prettier and eslint fight about tabs in +page.svelte', ['lint']),
    p("svelte-check: Property 'TURSO_AUTH_TOKEN' does not exist on type 'Env' in src/app.d.ts", [
      'env-dynamic',
      'lint',
    ]),
    p('add a big "Sync now" button in the shed header', [
      'shed-ui',
      'sync-interval',
      'sync-interval-claim',
      'offline-dexie',
    ]),
    p('swipe-to-delete on the treatment list for the tablets', ['shed-ui', 'mpi-retention']),
    p('move the nightly reconcile into a durable object alarm', ['cron-utc', 'nait-queue']),
    p('import heat alerts from Halter', ['sync-events']),
    p('new season starts 1 June — what do we need to check in the herd list for rollover?', [
      'season',
      'cow-no-reuse',
    ]),
    p('script to renumber cows at the start of the season', ['cow-no-reuse', 'season', 'db-migrations']),
    p("'milkings today' tile is wrong on Sunday 28 September", ['tz-nz', 'incident-dst']),
    p('is the annual plan renewal on 1 June?', ['stripe-tiers', 'season', 'stripe-20th']),
    p(
      'LibsqlError: SERVER_ERROR: Server returned HTTP status 401 — only for farm-01j9x..., other farms fine',
      ['db-per-farm', 'secrets-wrangler'],
    ),
    p('when someone creates a new farm org in admin, how does its db get created and migrated?', [
      'db-per-farm',
      'db-migrations',
    ]),
    p('farm is leaving, export all their data for them', ['db-per-farm', 'mpi-retention', 'r2-docs']),
    p('also add a vitest for the withholding calc', ['vitest', 'whp']),
    p("product table changed the WHP for Mamyzin, do we need to update the old treatments' whp end dates?", [
      'whp',
    ]),
    p('calf got registered in NAIT at 7 months, is that a problem', ['nait-48h']),
    p('nait-dlq has 30 messages in it, how do I replay them', ['nait-queue']),
    p('add a queue consumer for docket ingest like we did for NAIT', [
      'nait-queue',
      'docket-adapters',
      'deploy-workers',
    ]),
    p('whats in the demo farm seed?', ['seed']),
    p('sentry full of errors from tablets with 2019 dates', ['sentry', 'tablet-hw']),
    p('write the NAIT calf registration payload builder', [
      'nait-client',
      'eid-format',
      's-calf-nait',
      'nait-48h',
      'nait-queue',
    ]),
    p('is pickup_started_at on the fonterra dockets UTC or local?', [
      'docket-day',
      'tz-nz',
      'docket-adapters',
    ]),
    p('can I just compute kgMS from litres and fat% for the daily chart, processor data is a day late', [
      'kgms-processor',
    ]),
    p('quick q — the 4 year record keeping, is that only treatments or everything?', ['mpi-retention']),
    p('can we add a te reo Māori language toggle', ['nz-english']),
    p('the turso group is in sydney right? what latency do we get from NZ?', ['db-per-farm', 'db-batch']),
    p('record a cow move from the milking mob to hospital mob', ['mobs', 'sync-events', 'client-ulid']),
    p('what is the difference between $derived and $derived.by', []),
    p('how do i rebase my branch onto main without the merge commits', []),
    p('sweet as, that works', []),
    p('explain IndexedDB transactions in general, when do they auto-commit?', []),
    p('regex for NZ mobile numbers (021/022/027...)', []),
    p('what does HTTP 409 mean again', []),
    p('turn this JSON into typescript types', []),
    p('tidy up the imports in this file', []),
    p("what's the difference between a PWA install and a TWA on android", []),
    p('cheers mate', []),
    p('how do I center a div with flexbox, brain not working today', []),
  ],
});
