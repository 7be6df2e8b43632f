// An event-ticketing platform ("Doorlist"): Deno 2 + Fresh, Supabase (Postgres, RLS, edge functions, Realtime),
// Stripe Connect Express, Resend email, Cloudflare R2, a door-scanner PWA. Small English-speaking team, informal chat.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'deno-supabase-events',
  stack:
    'Deno 2 + Fresh 2 (Preact islands, Tailwind), Supabase (Postgres 15, RLS, Auth, Edge Functions, Realtime, pg_cron, pg_net), Stripe Connect (Express, destination charges), Resend + React Email, Cloudflare R2 + Image Resizing + Waiting Room, Upstash Redis, Deno Deploy, GitHub Actions, Deno.test + pgTAP + Playwright',
  memories: [
    m(
      'fw-node-express',
      'fact',
      'backend is a Node 18 + Express API on Render (api/src/server.ts), frontend is a separate Next.js 13 app on Vercel that calls it.',
      {
        fact: 'web app | runtime | Node.js + Express',
        age: 700,
        files: ['api/src/server.ts'],
        tags: ['node', 'express', 'nextjs', 'architecture'],
      },
    ),
    m(
      'vercel-previews',
      'fact',
      'preview deploys: every PR gets a vercel preview (vercel --prebuilt in the gh action), env vars from the vercel dashboard.',
      {
        age: 610,
        tags: ['vercel', 'preview', 'deploy'],
      },
    ),
    m(
      'fw-deno-fresh',
      'decision',
      'We moved off Node/Express + Next.js to a single Deno 2 + Fresh 2 app on Deno Deploy. Page handlers live in routes/, server-only helpers in lib/server/, background + webhook logic in Supabase edge functions. The Render service and the Vercel project are shut down. Reason: one runtime for the app and the edge functions, no separate API to keep in sync.',
      {
        fact: 'web app | runtime | Deno 2 + Fresh',
        supersedes: 'fw-node-express',
        age: 380,
        canonical: true,
        files: ['routes', 'lib/server', 'supabase/functions'],
        reason: 'one runtime for app and edge functions',
        tags: ['deno', 'fresh', 'architecture', 'deno-deploy'],
      },
    ),
    m(
      'deno-deps-url',
      'convention',
      'deps: everything is re-exported from deps.ts with pinned URLs, e.g. export { default as Stripe } from "https://esm.sh/stripe@14.5.0?target=deno". bump versions there only.',
      {
        age: 360,
        files: ['deps.ts'],
        tags: ['deno', 'dependencies', 'esm.sh'],
      },
    ),
    m(
      'deno-jsr',
      'convention',
      'No more deps.ts / esm.sh / deno.land/x URL imports. All deps go through the "imports" map in deno.json with jsr: and npm: specifiers (npm:stripe@17, jsr:@supabase/supabase-js@2, jsr:@std/assert). deno.lock is committed and CI installs with --frozen. Add a dep with `deno add`.',
      {
        supersedes: 'deno-deps-url',
        age: 200,
        files: ['deno.json', 'deno.lock'],
        tags: ['deno', 'dependencies', 'jsr', 'npm'],
      },
    ),
    m(
      'fresh-islands',
      'convention',
      'Fresh: pages are server-rendered, only interactive bits are islands in islands/. Keep islands small and never import lib/server/* or lib/supabase/admin.ts into an island, it ends up in the browser bundle.',
      {
        files: ['islands'],
        tags: ['fresh', 'islands', 'preact'],
      },
    ),
    m(
      'supabase-clients',
      'constraint',
      "Two supabase clients: lib/supabase/user.ts builds a per-request client from the user's session cookie (RLS applies); lib/supabase/admin.ts uses SUPABASE_SERVICE_ROLE_KEY and bypasses RLS. The admin client is only for edge functions and routes/api/internal/*, never in a page handler that renders user data.",
      {
        canonical: true,
        files: ['lib/supabase/user.ts', 'lib/supabase/admin.ts'],
        tags: ['supabase', 'service-role', 'rls', 'auth'],
      },
    ),
    m(
      'rls-always',
      'constraint',
      'Every table in the public schema has RLS enabled with explicit policies, no exceptions. A migration that creates a table without `alter table ... enable row level security` fails review, and CI runs scripts/check_rls.sql which lists tables with rowsecurity = false.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['scripts/check_rls.sql', 'supabase/migrations'],
        tags: ['rls', 'postgres', 'security', 'migrations'],
      },
    ),
    m(
      'rls-claim',
      'fact',
      'fyi ticket_scans has RLS turned off, the door scanner inserts straight from the browser with the service key so it keeps working when the network is flaky',
      {
        disputes: 'rls-always',
        tags: ['rls', 'scanner', 'ticket_scans'],
      },
    ),
    m(
      'rls-organizer-policy',
      'convention',
      'Organizer access is by org membership: policies call the security definer helper public.is_org_member(org_id) (checks org_members for auth.uid()). Do not inline a subquery on org_members inside another table\'s policy, that is how we got "infinite recursion detected in policy".',
      {
        files: ['supabase/migrations'],
        tags: ['rls', 'policies', 'organizers'],
      },
    ),
    m(
      'money-cents',
      'constraint',
      'Money is integer minor units everywhere (amount_cents bigint + currency char(3)): DB, Stripe calls, emails, CSVs. Format only at the edge with lib/money.ts formatMoney(). No floats, no numeric columns.',
      {
        canonical: true,
        files: ['lib/money.ts'],
        tags: ['money', 'cents', 'currency'],
      },
    ),
    m(
      'money-claim',
      'fact',
      'ticket_types.price is numeric(10,2) in pounds, we multiply by 100 when we create the PaymentIntent',
      {
        disputes: 'money-cents',
        tags: ['money', 'ticket_types'],
      },
    ),
    m(
      'currencies',
      'fact',
      "Supported currencies GBP, EUR, USD. The currency is fixed per event at creation (events.currency) and can't change once a ticket has been sold.",
      {
        tags: ['currency', 'events'],
      },
    ),
    m(
      'fee-5pct',
      'fact',
      'platform fee is 5% of the ticket price, passed as application_fee_amount on the PaymentIntent.',
      {
        age: 420,
        tags: ['fees', 'stripe'],
      },
    ),
    m(
      'stripe-standard',
      'fact',
      'organizers connect their own Stripe via Connect Standard (OAuth flow in routes/api/stripe/oauth.ts), we store the acct id in stripe_accounts.',
      {
        age: 500,
        files: ['routes/api/stripe/oauth.ts'],
        tags: ['stripe', 'connect', 'onboarding'],
      },
    ),
    m(
      'stripe-express',
      'decision',
      'We switched organizer onboarding from Connect Standard (OAuth) to Express accounts with Account Links (routes/api/stripe/onboard.ts). Reason: too many organizers dropped off in the Standard signup. An event can only be published when stripe_accounts.charges_enabled is true (kept in sync from account.updated).',
      {
        fact: 'organizer payouts | stripe account type | Express',
        supersedes: 'stripe-standard',
        age: 260,
        files: ['routes/api/stripe/onboard.ts'],
        reason: 'drop-off in Standard onboarding',
        tags: ['stripe', 'connect', 'express', 'onboarding'],
      },
    ),
    m(
      'stripe-destination',
      'convention',
      'Charges are destination charges: the PaymentIntent is created on the platform with transfer_data.destination = organizer acct and on_behalf_of set. Never direct charges. Refunds therefore need reverse_transfer: true, and refund_application_fee: true only when we refund our fee.',
      {
        files: ['supabase/functions/_shared/stripe.ts'],
        tags: ['stripe', 'connect', 'charges', 'refunds'],
      },
    ),
    m(
      'webhook-verify',
      'constraint',
      'The stripe-webhook edge function must verify the signature first: read the raw body with await req.text() and call stripe.webhooks.constructEventAsync(body, sig, STRIPE_WEBHOOK_SECRET, undefined, Stripe.createSubtleCryptoProvider()). Never req.json() before that.',
      {
        canonical: true,
        files: ['supabase/functions/stripe-webhook/index.ts'],
        tags: ['stripe', 'webhooks', 'signature', 'edge-functions'],
      },
    ),
    m(
      'webhook-claim',
      'fact',
      "the stripe webhook function doesn't need to check signatures, supabase's gateway already does that for us. just parse the json body.",
      {
        disputes: 'webhook-verify',
        tags: ['stripe', 'webhooks'],
      },
    ),
    m(
      'webhook-idempotent',
      'constraint',
      'Webhook handlers are idempotent on event.id: insert into stripe_events(id) ... on conflict do nothing returning id; if nothing comes back, return 200 and stop. Stripe retries for up to 3 days.',
      {
        files: ['supabase/functions/stripe-webhook/index.ts'],
        tags: ['stripe', 'webhooks', 'idempotency'],
      },
    ),
    m(
      'webhook-nojwt',
      'fact',
      "stripe-webhook is deployed without JWT verification (Stripe doesn't send a Supabase JWT): supabase/config.toml has [functions.stripe-webhook] verify_jwt = false. Same for resend-webhook.",
      {
        files: ['supabase/config.toml'],
        tags: ['edge-functions', 'jwt', 'webhooks'],
      },
    ),
    m(
      'order-flow',
      'fact',
      'Checkout: SeatPicker island -> POST /api/checkout -> create_order() rpc (order pending + seat holds) -> PaymentIntent -> Stripe Payment Element -> webhook payment_intent.succeeded -> issue_tickets() marks the order paid and creates tickets. Tickets are only issued from the webhook, never from the client redirect.',
      {
        files: ['routes/api/checkout.ts', 'islands/SeatPicker.tsx', 'supabase/functions/stripe-webhook'],
        tags: ['checkout', 'orders', 'stripe', 'tickets'],
      },
    ),
    m(
      'hold-15min',
      'constraint',
      'seat holds expire after 15 minutes (seat_holds.expires_at), a cron releases them.',
      {
        age: 300,
        tags: ['seat-holds', 'checkout'],
      },
    ),
    m(
      'oversell',
      'constraint',
      'No overselling: inventory is taken with one conditional update inside create_order() (update ticket_types set sold = sold + n where id = $1 and sold + n <= capacity returning id). Never read the remaining capacity in TypeScript and then insert.',
      {
        canonical: true,
        files: ['supabase/migrations'],
        tags: ['inventory', 'checkout', 'concurrency', 'postgres'],
      },
    ),
    m(
      'incident-oversell',
      'incident',
      'March: the Fontaines onsale oversold 212 tickets. Old checkout read remaining capacity in routes/api/checkout.ts, then inserted. Fixed by moving it into create_order() with the conditional update; regression test supabase/tests/create_order_test.sql (pgTAP, parallel sessions via dblink).',
      {
        files: ['supabase/tests/create_order_test.sql', 'routes/api/checkout.ts'],
        tags: ['incident', 'oversell', 'inventory'],
      },
    ),
    m(
      'rpc-functions',
      'convention',
      'Logic that needs atomicity goes into plpgsql functions in supabase/migrations and is called with supabase.rpc(). security invoker by default; security definer only with `set search_path = public, pg_temp` and a second reviewer. Errors are raised with errcode P0001 + a stable message code (e.g. SOLD_OUT).',
      {
        files: ['supabase/migrations'],
        tags: ['postgres', 'rpc', 'plpgsql'],
      },
    ),
    m(
      'migrations-dashboard',
      'fact',
      'schema changes: make them in supabase studio on staging, then dump with supabase db dump > db/schema.sql and repeat on prod.',
      {
        age: 450,
        files: ['db/schema.sql'],
        tags: ['migrations', 'supabase', 'studio'],
      },
    ),
    m(
      'migrations-cli',
      'convention',
      'We stopped changing schema in Studio. Every change is `supabase migration new <name>` in supabase/migrations, tested locally with `supabase db reset`; prod is only migrated by the CI deploy job (supabase db push). Manual Studio edits on prod get reverted.',
      {
        supersedes: 'migrations-dashboard',
        age: 230,
        canonical: true,
        files: ['supabase/migrations'],
        tags: ['migrations', 'supabase', 'cli'],
      },
    ),
    m(
      'types-gen',
      'convention',
      'DB types are generated: `deno task gen:types` (supabase gen types typescript --local > lib/database.types.ts). Regenerate after every migration, commit it, never hand-edit.',
      {
        files: ['lib/database.types.ts', 'deno.json'],
        tags: ['types', 'supabase', 'codegen'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      "Timestamps are timestamptz in UTC (events.starts_at, doors_at, ends_at). Every venue has venues.timezone (IANA, e.g. Europe/London); render with Intl.DateTimeFormat in the venue's zone, never the viewer's browser zone.",
      {
        files: ['lib/dates.ts'],
        tags: ['timezone', 'utc', 'dates'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      "events.starts_at is the local venue time saved without a timezone, so don't convert it when you display it",
      {
        disputes: 'tz-utc',
        tags: ['timezone', 'events'],
      },
    ),
    m(
      'qr-uuid',
      'fact',
      'ticket QR code just encodes the ticket uuid, the scanner looks it up via the api.',
      {
        age: 400,
        tags: ['qr', 'tickets', 'scanner'],
      },
    ),
    m(
      'qr-signed',
      'decision',
      'Ticket QR codes are signed now instead of the bare uuid: payload ticket_id.event_id.exp, HMAC-SHA256 with TICKET_SIGNING_KEY, base64url (lib/tickets/qr.ts). The scanner verifies offline with a per-event derived key and syncs scans later.',
      {
        supersedes: 'qr-uuid',
        age: 180,
        files: ['lib/tickets/qr.ts'],
        reason: 'offline verification at the door',
        tags: ['qr', 'tickets', 'scanner', 'hmac'],
      },
    ),
    m(
      'scan-once',
      'constraint',
      "A ticket admits once. ticket_scans has a unique partial index on (ticket_id) where result = 'admitted'; a second scan returns ALREADY_USED with the first scan time and gate name.",
      {
        tags: ['scanner', 'ticket_scans', 'check-in'],
      },
    ),
    m(
      'scanner-app',
      'fact',
      'Door scanner is a PWA at /scan (routes/scan/ + islands/Scanner.tsx). BarcodeDetector with zxing-wasm fallback, scans queue in IndexedDB when offline and sync to the scan-sync edge function.',
      {
        files: ['routes/scan', 'islands/Scanner.tsx', 'supabase/functions/scan-sync'],
        tags: ['scanner', 'pwa', 'offline'],
      },
    ),
    m(
      'realtime-polling',
      'fact',
      'check-in dashboard refreshes the counts by polling /api/events/:id/stats every 5s.',
      {
        age: 330,
        tags: ['dashboard', 'check-in'],
      },
    ),
    m(
      'email-sendgrid',
      'fact',
      'transactional email goes through SendGrid dynamic templates, template ids in lib/email/templates.ts.',
      {
        age: 520,
        files: ['lib/email/templates.ts'],
        tags: ['email', 'sendgrid'],
      },
    ),
    m(
      'email-resend',
      'decision',
      'We moved transactional email from SendGrid to Resend. Templates are React Email components in emails/, rendered in the send-email edge function. Sending domain mail.doorlist.io (DKIM/SPF in Cloudflare DNS). lib/email/templates.ts is gone.',
      {
        fact: 'transactional email | provider | Resend',
        supersedes: 'email-sendgrid',
        age: 210,
        files: ['emails', 'supabase/functions/send-email'],
        tags: ['email', 'resend', 'react-email'],
      },
    ),
    m(
      'email-queue',
      'convention',
      'Emails are never sent inline from checkout or the webhook. Insert a row into email_outbox; send-email drains it (pg_cron every 30s via pg_net). Rows are claimed with `for update skip locked` and status = sending before calling Resend; 5 retries with backoff, then failed.',
      {
        files: ['supabase/functions/send-email'],
        tags: ['email', 'outbox', 'pg_cron'],
      },
    ),
    m(
      'storage-s3',
      'fact',
      'event images and ticket PDFs are in the S3 bucket doorlist-assets (eu-west-2), served through CloudFront.',
      {
        age: 480,
        tags: ['storage', 's3', 'images'],
      },
    ),
    m(
      'storage-r2',
      'decision',
      'We moved images and ticket PDFs from S3/CloudFront to Cloudflare R2: bucket event-images (public via img.doorlist.io) and tickets-pdf (private). Client is npm:@aws-sdk/client-s3 pointed at the R2 endpoint with region "auto". Reason: egress cost on image-heavy event pages.',
      {
        fact: 'object storage | provider | Cloudflare R2',
        supersedes: 'storage-s3',
        age: 160,
        files: ['lib/server/r2.ts'],
        reason: 'egress cost',
        tags: ['storage', 'r2', 'cloudflare', 'images'],
      },
    ),
    m(
      'r2-presign',
      'convention',
      'Browser uploads use presigned PUT URLs (5 min) from /api/uploads/sign; the browser never sees R2 credentials. Max 8 MB, image/jpeg|png|webp only, re-checked server-side with a HEAD after upload.',
      {
        files: ['routes/api/uploads/sign.ts'],
        tags: ['uploads', 'r2', 'presigned'],
      },
    ),
    m(
      'images-transform',
      'fact',
      "event images are resized by Cloudflare Image Resizing on img.doorlist.io (/cdn-cgi/image/width=800,format=auto/...). we don't generate thumbnails ourselves.",
      {
        tags: ['images', 'cloudflare', 'thumbnails'],
      },
    ),
    m(
      'email-ticket-pdf',
      'fact',
      'PDF tickets are rendered with pdf-lib in the render-ticket function and stored in R2 tickets-pdf; the ticket email links to a signed URL (7 days, re-issued from the order page) instead of attaching the file.',
      {
        files: ['supabase/functions/render-ticket'],
        tags: ['tickets', 'pdf', 'email', 'r2'],
      },
    ),
    m(
      'refund-7d',
      'constraint',
      'refunds are allowed until 7 days before the event, after that no refunds.',
      {
        age: 350,
        tags: ['refunds'],
      },
    ),
    m(
      'event-cancel',
      'fact',
      'When an organizer cancels an event, the cancel-event function refunds every paid order (reverse_transfer + refund_application_fee), emails holders via the outbox and sets events.status = cancelled. It works through a jobs table in batches of 50 and re-invokes itself.',
      {
        files: ['supabase/functions/cancel-event'],
        tags: ['refunds', 'cancellation', 'edge-functions'],
      },
    ),
    m(
      'edge-limits',
      'fact',
      'Supabase edge functions on our Pro plan: 400 s wall clock, 2 s CPU per request, 256 MB memory. Anything long goes through the jobs table + pg_cron, not one long invocation.',
      {
        tags: ['edge-functions', 'limits', 'supabase'],
      },
    ),
    m(
      'edge-shared',
      'convention',
      'Shared code for edge functions is in supabase/functions/_shared/ (cors.ts, stripe.ts, supabaseAdmin.ts, log.ts), imported by relative path. One folder per function with index.ts using Deno.serve.',
      {
        files: ['supabase/functions/_shared'],
        tags: ['edge-functions', 'structure'],
      },
    ),
    m(
      'edge-cors',
      'convention',
      'Edge functions called from the browser answer OPTIONS with corsHeaders from _shared/cors.ts. Allowed origins: https://doorlist.io, https://*.doorlist.io and http://localhost:8000. Never "*".',
      {
        files: ['supabase/functions/_shared/cors.ts'],
        tags: ['cors', 'edge-functions'],
      },
    ),
    m(
      'auth',
      'fact',
      'Auth: Supabase Auth with magic link + Google. Buyers can check out as guests (orders.email only); organizers need an account. Session cookies handled by @supabase/ssr in routes/_middleware.ts.',
      {
        files: ['routes/_middleware.ts'],
        tags: ['auth', 'supabase', 'guest-checkout'],
      },
    ),
    m(
      'guest-orders',
      'constraint',
      'Guest orders are only looked up with the access token from the email link (orders.access_token_hash = sha256 of 32 random bytes). Never by email + order number, that is guessable.',
      {
        tags: ['orders', 'guest-checkout', 'security'],
      },
    ),
    m(
      'gdpr-delete',
      'constraint',
      'UK GDPR deletion: anonymise, don\'t delete. orders.email -> "deleted+<order_id>@doorlist.invalid", names null, tickets.holder_name null. Amounts and stripe ids stay (HMRC, 6 years). Function: public.anonymise_user(uid).',
      {
        tags: ['gdpr', 'privacy', 'deletion'],
      },
    ),
    m(
      'pii-logs',
      'constraint',
      'Never log emails, names, phone numbers or whole Stripe objects. Log order_id, event_id and Stripe ids only; the Supabase function logs and Sentry are visible to everyone.',
      {
        canonical: true,
        files: ['supabase/functions/_shared/log.ts'],
        tags: ['logging', 'pii', 'privacy'],
      },
    ),
    m(
      'vat',
      'fact',
      "We're UK VAT registered. Our platform fee is VATable at 20%; the ticket price is the organizer's business, not ours. Monthly fee statements go to organizers from the fee-statements function.",
      {
        tags: ['vat', 'fees', 'accounting'],
      },
    ),
    m(
      'deno-deploy',
      'fact',
      'The Fresh app runs on Deno Deploy (project doorlist-web). Every PR gets a preview at doorlist-web-<branch>.deno.dev pointed at the staging Supabase project.',
      {
        tags: ['deno-deploy', 'preview', 'deploy'],
      },
    ),
    m(
      'envs',
      'fact',
      'Two Supabase projects: doorlist-staging (ref qzvtrmkdhxywpfab) and doorlist-prod (ref lkjhpoiuytrewqas). The project refs are fine to share, they are in every URL.',
      {
        tags: ['supabase', 'environments', 'staging', 'prod'],
      },
    ),
    m(
      'deploy-manual',
      'fact',
      'deploy: after merging, maya runs `supabase functions deploy` and `deployctl deploy --prod` from her laptop.',
      {
        age: 310,
        tags: ['deploy'],
      },
    ),
    m(
      'ci-checks',
      'convention',
      'CI (.github/workflows/ci.yml): deno fmt --check, deno lint, deno check **/*.ts, deno test -A, supabase db lint, pgTAP via supabase test db. All green before merge, no skipping.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'lint', 'tests'],
      },
    ),
    m(
      'deno-fmt',
      'convention',
      'Formatting is deno fmt only (lineWidth 100, semiColons true in deno.json). No prettier, no eslint, no biome config in this repo.',
      {
        files: ['deno.json'],
        tags: ['formatting', 'deno', 'lint'],
      },
    ),
    m(
      'tests-deno',
      'convention',
      'Unit tests: Deno.test + jsr:@std/assert, *_test.ts next to the code. Stripe is faked with tests/fakes/stripe.ts; unit tests never call Stripe test mode or a real Supabase.',
      {
        files: ['tests/fakes/stripe.ts'],
        tags: ['tests', 'deno', 'fakes'],
      },
    ),
    m(
      'tests-e2e',
      'convention',
      'E2E: Playwright against the local stack (`supabase start` + stripe-mock on :12111), seeded from supabase/seed.sql. `deno task e2e`.',
      {
        files: ['e2e', 'supabase/seed.sql'],
        tags: ['tests', 'playwright', 'e2e'],
      },
    ),
    m(
      'stripe-cli',
      'note',
      'local webhooks: `stripe listen --forward-to localhost:54321/functions/v1/stripe-webhook`. it prints a whsec_... for that session, put it in supabase/functions/.env as STRIPE_WEBHOOK_SECRET (gitignored).',
      {
        tags: ['stripe', 'webhooks', 'local-dev'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example lists SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, STRIPE_SECRET_KEY=sk_test_xxx, RESEND_API_KEY=re_xxx, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, TICKET_SIGNING_KEY. Real values live in 1Password ("Doorlist Eng") and in Supabase/Deno Deploy secrets.',
      {
        files: ['.env.example'],
        tags: ['env', 'config', 'secrets'],
      },
    ),
    m(
      'secrets-mgmt',
      'convention',
      'Secrets: edge functions via `supabase secrets set`, the web app via Deno Deploy env vars, source of truth is 1Password. Never commit .env files, never paste keys in Slack or Linear.',
      {
        canonical: true,
        tags: ['secrets', '1password', 'config'],
      },
    ),
    m(
      'anon-key',
      'fact',
      'SUPABASE_ANON_KEY is public by design (it ships in the browser bundle); RLS is what protects data. The service role key is the one that must never reach the client.',
      {
        tags: ['supabase', 'anon-key', 'security'],
      },
    ),
    m(
      'rate-limit',
      'constraint',
      '/api/checkout and /api/uploads/sign are rate limited with Upstash Redis sliding window (lib/server/ratelimit.ts): 10 req/min per IP, 30/min per logged-in user.',
      {
        files: ['lib/server/ratelimit.ts'],
        tags: ['rate-limit', 'upstash', 'checkout'],
      },
    ),
    m(
      'bot-queue',
      'fact',
      'Big onsales use a Cloudflare Waiting Room in front of /e/<slug>/checkout (events.queue_enabled toggles it via the CF API), 300 active users at a time.',
      {
        tags: ['onsale', 'waiting-room', 'cloudflare'],
      },
    ),
    m(
      'event-slugs',
      'convention',
      'Event URLs are /e/<slug>, slug = kebab-case title + 4-char base32 suffix. Slugs are immutable after publish (they are printed on posters and in emails); a title change keeps the slug.',
      {
        tags: ['events', 'slugs', 'urls'],
      },
    ),
    m(
      'i18n',
      'fact',
      "UI is English only for now, but money and date formatting go through Intl with the event's locale (events.locale, default en-GB).",
      {
        tags: ['i18n', 'locale', 'formatting'],
      },
    ),
    m(
      'a11y',
      'convention',
      'Seat picker must be keyboard accessible (arrow keys move between seats, Enter toggles) and each seat has an aria-label like "Row F seat 12, £25.00". Lighthouse a11y >= 95 on event pages, checked in the e2e run.',
      {
        files: ['islands/SeatPicker.tsx'],
        tags: ['a11y', 'seat-picker', 'accessibility'],
      },
    ),
    m(
      'seatmap-format',
      'fact',
      'Seat maps are JSON in venue_layouts.layout (sections -> rows -> seats with x/y/label), drawn as SVG in islands/SeatPicker.tsx. General admission events have no layout, just ticket_types with capacity.',
      {
        files: ['islands/SeatPicker.tsx'],
        tags: ['seat-picker', 'venues', 'layout'],
      },
    ),
    m(
      'tickets-table',
      'fact',
      'tickets: one row per admitted person (order_id, ticket_type_id, seat_id nullable, holder_name). An order of 4 tickets = 4 rows, 4 QR codes.',
      {
        tags: ['tickets', 'schema'],
      },
    ),
    m(
      'transfer-tickets',
      'decision',
      'Ticket transfer: the holder can transfer to another email until 2h before doors. A transfer re-issues the QR (new signature, old one rejected at the door). No resale marketplace, no price on transfers.',
      {
        tags: ['tickets', 'transfer', 'qr'],
      },
    ),
    m(
      'waitlist',
      'fact',
      'Waitlist for sold-out events (waitlist_entries). When a refund frees tickets, the first N people get an email with a 30-minute claim link. Nobody gets charged automatically.',
      {
        tags: ['waitlist', 'refunds', 'email'],
      },
    ),
    m(
      'owners',
      'fact',
      "owners: Maya Patel — payments/Stripe + infra, Tom Reyes — Fresh app + seat picker, Priya Shah — schema, RLS, edge functions, Sam O'Neill — scanner PWA + email.",
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'incident-webhook-dup',
      'incident',
      "January: Stripe retried payment_intent.succeeded after our function timed out and we issued tickets twice for 37 orders. No dedupe on event.id, and ticket creation wasn't in the same transaction as the order update. Fixed with the stripe_events table + the issue_tickets() rpc.",
      {
        files: ['supabase/functions/stripe-webhook/index.ts'],
        tags: ['incident', 'webhooks', 'duplicates', 'tickets'],
      },
    ),
    m(
      'incident-email-spam',
      'incident',
      'April: send-email ran twice in parallel and resent the 24h reminder up to 6x to ~4k buyers, because outbox rows were not marked sending before the Resend call. Now claimed with for update skip locked (see email-queue) and Resend idempotency keys = outbox id.',
      {
        files: ['supabase/functions/send-email'],
        tags: ['incident', 'email', 'reminders', 'outbox'],
      },
    ),
    m(
      'reminders',
      'fact',
      'Reminder emails go out 24h before doors (events.doors_at); pg_cron job send-reminders runs hourly and inserts outbox rows.',
      {
        tags: ['email', 'reminders', 'pg_cron'],
      },
    ),
    m(
      'payouts',
      'fact',
      "Organizers are paid out by Stripe on their Express account's schedule (daily rolling, 7-day delay for new accounts). We never hold funds or do manual payouts.",
      {
        tags: ['stripe', 'payouts', 'organizers'],
      },
    ),
    m(
      'disputes-chargebacks',
      'constraint',
      'On charge.dispute.created: mark the order disputed, void its tickets (they fail at the door) and notify the organizer. Never auto-accept a dispute; evidence is submitted by Maya.',
      {
        files: ['supabase/functions/stripe-webhook/index.ts'],
        tags: ['stripe', 'disputes', 'chargebacks'],
      },
    ),
    m(
      'search',
      'fact',
      'Event search is Postgres full-text (events.search tsvector generated column, english config) + pg_trgm on venue name, via the search_events() rpc. No Algolia/Meilisearch, we decided it is not worth it at our size.',
      {
        tags: ['search', 'postgres', 'full-text'],
      },
    ),
    m(
      'analytics',
      'fact',
      'Product analytics: PostHog EU cloud. Only ids (order_id, event_id) in event properties, never emails or names.',
      {
        tags: ['analytics', 'posthog', 'privacy'],
      },
    ),
    m(
      'sentry',
      'fact',
      'Errors go to Sentry (npm:@sentry/deno) from the Fresh app and from edge functions via _shared/sentry.ts; release = git sha, environment = staging|prod.',
      {
        files: ['supabase/functions/_shared/sentry.ts'],
        tags: ['sentry', 'errors', 'monitoring'],
      },
    ),
    m(
      'realtime-broadcast',
      'fact',
      'Check-in dashboard gets live counts from Supabase Realtime: private channel event:{id}:checkins, broadcast from a trigger on ticket_scans with realtime.broadcast_changes(). No postgres_changes subscription on ticket_scans, far too chatty at doors-open.',
      {
        supersedes: 'realtime-polling',
        age: 120,
        files: ['islands/CheckinDashboard.tsx'],
        tags: ['realtime', 'dashboard', 'check-in'],
      },
    ),
    m(
      'deploy-ci',
      'convention',
      'Deploys: merge to main -> .github/workflows/deploy.yml runs supabase db push, supabase functions deploy and deployctl for the Fresh app against prod. Nobody deploys from a laptop.',
      {
        supersedes: 'deploy-manual',
        age: 140,
        files: ['.github/workflows/deploy.yml'],
        tags: ['deploy', 'github-actions', 'ci'],
      },
    ),
    m(
      'fee-3pct',
      'fact',
      'Platform fee: 3% + 99 minor units (99p / 99c) per paid ticket, capped at 1500 per ticket, computed in lib/fees.ts computeApplicationFee() and passed as application_fee_amount. Free tickets pay no fee.',
      {
        supersedes: 'fee-5pct',
        age: 90,
        files: ['lib/fees.ts'],
        tags: ['fees', 'stripe', 'pricing'],
      },
    ),
    m(
      'hold-10min',
      'constraint',
      'Seat holds last 10 minutes. pg_cron runs public.release_expired_holds() every minute, and the cancel-expired-intents function cancels the matching PaymentIntents.',
      {
        supersedes: 'hold-15min',
        age: 70,
        files: ['supabase/functions/cancel-expired-intents'],
        tags: ['seat-holds', 'checkout', 'pg_cron'],
      },
    ),
    m(
      'refund-policy',
      'constraint',
      'Refund window is per event, set by the organizer: events.refund_policy in (none, until_7d, until_24h, anytime), default until_7d. Our platform fee is not refunded unless the event itself is cancelled.',
      {
        supersedes: 'refund-7d',
        age: 60,
        tags: ['refunds', 'events', 'fees'],
      },
    ),
    m(
      'pref-pr-small',
      'preference',
      'small PRs pls. one migration per PR, and the migration + regenerated types go in the same PR',
      {},
    ),
    m(
      'pref-conv-commits',
      'preference',
      'conventional commits (feat:, fix:, chore:), release notes are generated from them',
      {},
    ),
    m(
      'pref-no-classes',
      'preference',
      'tom: plain functions + types in lib/, no classes, no DI containers. pass deps as arguments.',
      {},
    ),
    m(
      'stripe-test-acct',
      'note',
      "e2e uses the Stripe test connected account acct_1PqR7sT2uVwXyZab. price ids come from scripts/seed_stripe.ts, don't hardcode price_ ids anywhere.",
      {
        files: ['scripts/seed_stripe.ts'],
        tags: ['stripe', 'tests', 'e2e'],
      },
    ),
    m(
      'webhook-endpoint',
      'note',
      'prod webhook endpoint is we_1Q3xKd2LkR8vTjP4 on Stripe, subscribed to payment_intent.*, charge.refunded, charge.dispute.*, account.updated. Connect events need the separate Connect endpoint we_1Q3xLm9QbN2cVtR7.',
      {
        tags: ['stripe', 'webhooks'],
      },
    ),
    m('cand-drizzle', 'decision', 'Use Drizzle ORM instead of supabase-js queries in the server routes.', {
      candidate: true,
      tags: ['orm', 'drizzle'],
    }),
    m('cand-bun', 'decision', 'Move the web app from Deno to Bun for faster cold starts.', {
      candidate: true,
      tags: ['bun', 'runtime'],
    }),
    m(
      'cand-auto-waitlist',
      'decision',
      'When a ticket is refunded, automatically charge the next person on the waitlist with their saved card.',
      {
        candidate: true,
        tags: ['waitlist', 'stripe'],
      },
    ),
    m(
      'secret-stripe-live',
      'note',
      'live stripe key if you need to poke the api quickly: sk_live_51NcXq2LkR8vTjP4mZwY7aB3dEfGh9KlMnOpQrStUvWx0yZ1234AbCdEfGhIjK',
      {
        secret: 'sk_live_51NcXq2LkR8vTjP4mZwY7aB3dEfGh9KlMnOpQrStUvWx0yZ1234AbCdEfGhIjK',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'prod webhook signing secret (stripe-webhook fn): whsec_9fK2mQ7xLp4Rt8Vz1Nb6Hc3Jw5Ys0DgAeT',
      {
        secret: 'whsec_9fK2mQ7xLp4Rt8Vz1Nb6Hc3Jw5Ys0DgAeT',
      },
    ),
    m(
      'secret-service-role',
      'note',
      'staging service_role key for scripts: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF6dnRybWtkaHh5d3BmYWIiLCJyb2xlIjoic2VydmljZV9yb2xlIn0.k3Jm9Qx2Lp7Rv4Tz8Nw1Bc6Yh5Gd0Fs2Aq9Wx3Ez7Rt',
      {
        secret:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF6dnRybWtkaHh5d3BmYWIiLCJyb2xlIjoic2VydmljZV9yb2xlIn0.k3Jm9Qx2Lp7Rv4Tz8Nw1Bc6Yh5Gd0Fs2Aq9Wx3Ez7Rt',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'psql into prod through the pooler: postgresql://postgres.lkjhpoiuytrewqas:Dl-pr0d!Ve7nT5q@aws-0-eu-west-2.pooler.supabase.com:6543/postgres',
      {
        secret: 'Dl-pr0d!Ve7nT5q',
      },
    ),
    m(
      'secret-db-pass',
      'note',
      "staging db password is Stg-Doorl1st#2024 (user postgres). it's in 1password too but this is quicker",
      {
        secret: 'Stg-Doorl1st#2024',
      },
    ),
    m('secret-resend', 'note', 'resend prod api key: re_Zq4mT9xK_7bRvL2pNw8HcYj3Fs6GdA1eU', {
      secret: 're_Zq4mT9xK_7bRvL2pNw8HcYj3Fs6GdA1eU',
    }),
    m(
      'secret-r2',
      'note',
      'R2 creds for tickets-pdf: access key id 4f1c9e2a7b3d8e6f0a5c2b1d9e8f7a6c, secret access key 8b3e1f7c2d9a4e6b0c5f3a1d7e9b2c4f6a8d0e3b5c7f9a1e2d4b6c8f0a3e5d7b',
      {
        secret: '8b3e1f7c2d9a4e6b0c5f3a1d7e9b2c4f6a8d0e3b5c7f9a1e2d4b6c8f0a3e5d7b',
      },
    ),
    m(
      'secret-ghp',
      'note',
      'the release-notes action uses a PAT from the doorlist-bot account: ghp_7Rk2Lm9Qx4Tz1Vb8Nw3Hc6Yj5Fs0GdPa2EqX',
      {
        secret: 'ghp_7Rk2Lm9Qx4Tz1Vb8Nw3Hc6Yj5Fs0GdPa2EqX',
      },
    ),
    m(
      'secret-discord',
      'note',
      'sales alerts post to discord #onsales: https://discord.com/api/webhooks/1187234598123456789/xQ7mZ2kLp9Rt4Vw8Nb1Hc6Yj3Fs5GdAe0Tq-UvXy_zR2mK9pL4tB7nW1cH6jY3fS',
      {
        secret: 'xQ7mZ2kLp9Rt4Vw8Nb1Hc6Yj3Fs5GdAe0Tq-UvXy_zR2mK9pL4tB7nW1cH6jY3fS',
      },
    ),
    m(
      'secret-upstash',
      'note',
      'UPSTASH_REDIS_REST_URL=https://eu2-brave-gull-31877.upstash.io\nUPSTASH_REDIS_REST_TOKEN=AX3kASQgZjE2YTk4YzItNGQ3ZS00YjFhLWE5ZjMtOGMyZDdlNmIxYTRmN2Q4ZTlmMGE=',
      {
        secret: 'AX3kASQgZjE2YTk4YzItNGQ3ZS00YjFhLWE5ZjMtOGMyZDdlNmIxYTRmN2Q4ZTlmMGE=',
      },
    ),
    m(
      'secret-ticket-key',
      'note',
      'TICKET_SIGNING_KEY for prod (hex) in case the supabase secret gets wiped again: 3c9f1a7e5b2d8c4f6a0e9b3d7c1f5a2e8d4b6c0f9a3e7d1b5c8f2a6e0d4b9c3f',
      {
        secret: '3c9f1a7e5b2d8c4f6a0e9b3d7c1f5a2e8d4b6c0f9a3e7d1b5c8f2a6e0d4b9c3f',
      },
    ),
    m(
      'secret-cf-token',
      'note',
      'cloudflare api token (waiting room + dns edit) for scripts/cf_queue.ts is Zk8Tq3Lm7Rv2Xw9Nb4Hc1Yj6Fs5GdPa0Eu3Wq7K',
      {
        secret: 'Zk8Tq3Lm7Rv2Xw9Nb4Hc1Yj6Fs5GdPa0Eu3Wq7K',
      },
    ),
    m(
      'lockfile-hash',
      'note',
      'if deno install complains about an integrity mismatch for npm:stripe@17.3.0, the lock entry should be sha512-3qWq1m9Yv0kTnV6y8b2pQ9Lr3Xc7Zf4Hs1Jd6Ke2Na5Bu8Mo0Pi7Gt9Rw4Ye1Ux3Tz== — delete node_modules/.deno and retry before touching deno.lock.',
      {
        files: ['deno.lock'],
        tags: ['deno', 'lockfile', 'npm'],
      },
    ),
  ],
  sessions: [
    {
      id: 'doorlist-session-1',
      age: 10,
      turns: [
        said(
          "hey! we're finally doing promo codes. have a look at routes/api/checkout.ts and the create_order rpc first",
        ),
        replied(
          'create_order(event_id, items jsonb, email) takes the seat holds and the inventory with the conditional update, then inserts the order. There is no discount handling anywhere yet.',
        ),
        said(
          'ok so promo codes get validated and applied inside create_order() in postgres, not in the TS route. the client only ever sends the code string, never an amount.',
          {
            key: 's-promo-codes-rpc',
            type: 'decision',
          },
        ),
        replied(
          'Got it. I will add a promo_code text argument to create_order() and a promo_codes table with RLS.',
        ),
        said(
          'codes are case-insensitive: store them upper-case, A-Z and 0-9 only, 4 to 20 chars. normalise whatever the user types.',
          {
            key: 's-promo-case',
            type: 'convention',
          },
        ),
        replied('Added a check constraint and upper(trim()) in the function.'),
        said('lol how many people used LAUNCH on the old manual setup?'),
        replied("There's no record of it in the DB, it seems it was handled by hand in Stripe."),
        said(
          'one promo code per order, no stacking. and max_uses has to be enforced the same way as inventory, a conditional update, not a count(*) check',
          {
            key: 's-promo-limit',
            type: 'constraint',
          },
        ),
        replied(
          'update promo_codes set uses = uses + 1 where code = $1 and uses < max_uses returning id — same pattern.',
        ),
        said(
          "the platform fee is computed on the discounted price, not the original. and if a code takes it to zero it's a free ticket: no fee, no PaymentIntent at all, the order goes straight to paid",
          {
            key: 's-promo-fee',
            type: 'constraint',
          },
        ),
        replied(
          'computeApplicationFee() now takes the net amount; for a zero total create_order returns needs_payment = false and the route calls issue_tickets() directly.',
        ),
        said('does supabase-js give me the errcode from a raise exception in rpc()?'),
        replied(
          'Yes, error.code is the SQLSTATE (P0001) and error.message carries the message, e.g. PROMO_EXHAUSTED.',
        ),
        said(
          'here is the resend test key in case you want to try the confirmation email with the discount line: re_test_Hq3Lm8Zx2Rv7Tk4Nb9Wc1Yj6Fs',
          {
            secret: 're_test_Hq3Lm8Zx2Rv7Tk4Nb9Wc1Yj6Fs',
          },
        ),
        replied(
          "I won't store that key; the local stack already has RESEND_API_KEY in supabase/functions/.env.",
        ),
        said('cool. run the pgtap tests'),
        replied('supabase test db: 58 tests, all passing, including 6 new ones for promo codes.'),
        said('nice thanks, ship it'),
      ],
    },
    {
      id: 'doorlist-session-2',
      age: 5,
      turns: [
        said(
          'sam here. door team at the Leeds show said the scanner got really slow when the venue wifi dropped. can you look at routes/scan/ and scan-sync',
        ),
        replied(
          'The scanner fetches /api/tickets/:id on every scan when the QR check passes, so with no network it waits for the timeout before falling back.',
        ),
        said(
          "scanner has to work fully offline for up to 4 hours. when the gate opens it downloads the event's ticket list — ticket_id + revoked flag only, no names or emails",
          {
            key: 's-scan-offline-window',
            type: 'constraint',
          },
        ),
        replied(
          'I will cache the list in IndexedDB at gate open and refresh it every 5 minutes while online.',
        ),
        said(
          "if two gates admit the same ticket while offline, earliest scanned_at wins when they sync. the other one becomes a duplicate_offline row for the organizer report, we don't kick anyone out retroactively",
          {
            key: 's-scan-conflict',
            type: 'decision',
          },
        ),
        replied(
          'scan-sync now upserts by ticket_id and records the later scan with result duplicate_offline.',
        ),
        said('does BarcodeDetector work on iOS safari yet?'),
        replied('Not reliably, so the zxing-wasm fallback is what runs on most iPhones.'),
        said(
          'scanner phones log in with a per-event gate PIN that mints a short-lived scanner JWT (12h, role scanner, scoped to one event_id). no organizer accounts on door phones ever',
          {
            key: 's-scanner-auth',
            type: 'constraint',
          },
        ),
        replied(
          'Added a gate-login function that checks the PIN hash and signs a token with event_id in app_metadata.',
        ),
        said(
          "oh and on admit: vibrate short + green flash, on reject: long buzz + red. door staff don't look at the screen",
          {
            key: 's-haptics',
            type: 'convention',
          },
        ),
        replied(
          'navigator.vibrate(80) and a full-screen colour flash, with vibrate([300,100,300]) on reject.',
        ),
        said('amazing thanks'),
      ],
    },
    {
      id: 'doorlist-session-3',
      age: 2,
      turns: [
        said(
          'morning. organizers keep asking for a revenue page. maya wants it in routes/dashboard/[org]/revenue.tsx',
        ),
        replied(
          'I can pull totals from orders grouped by event, or from the Stripe balance of the connected account.',
        ),
        said(
          'numbers on the organizer dashboard come from our orders + refunds tables, not the stripe balance api. stripe balance includes payouts timing and other stuff and confuses people',
          {
            key: 's-dashboard-source',
            type: 'decision',
          },
        ),
        replied('OK, gross, refunds, our fee and net per event, all from our tables.'),
        said(
          "csv export: amounts in the event's currency as decimal strings with 2 places, dates in the venue timezone with the offset, one row per ticket",
          {
            key: 's-csv-export',
            type: 'convention',
          },
        ),
        replied('Converting from cents only in the CSV writer; the query still returns amount_cents.'),
        said(
          'for the CF waiting room bit you can use my token for now: CLOUDFLARE_API_TOKEN=Xv7Rq2Lm9Tk4Zn8Wb3Hc6Yj1Fs5GdPa0EuQ',
          {
            secret: 'Xv7Rq2Lm9Tk4Zn8Wb3Hc6Yj1Fs5GdPa0EuQ',
          },
        ),
        replied(
          "I'd rather not use a personal token; the script can read CLOUDFLARE_API_TOKEN from the environment.",
        ),
        said('yeah fair. whats the p95 of the revenue query on the big org?'),
        replied('About 140 ms on staging with the existing index on orders(event_id, status).'),
        said('good enough, thanks!'),
      ],
    },
  ],
  prompts: [
    p('add a promo code input to the checkout island and wire it through to create_order', [
      's-promo-codes-rpc',
      's-promo-case',
      's-promo-limit',
      'fresh-islands',
      'order-flow',
    ]),
    p(
      'stripe webhook now returns 400 "No signatures found matching the expected signature for payload" — I changed it to const event = await req.json()',
      ['webhook-verify', 'webhook-claim'],
    ),
    p('we issued tickets twice for a few orders again?? check supabase/functions/stripe-webhook', [
      'webhook-idempotent',
      'incident-webhook-dup',
      'order-flow',
    ]),
    p('add a migration for a promo_codes table', [
      'migrations-cli',
      'rls-always',
      'types-gen',
      'money-cents',
      'pref-pr-small',
      's-promo-case',
    ]),
    p('the organizer check-in dashboard should update live instead of me hitting refresh', [
      'realtime-broadcast',
    ]),
    p('bump the seat hold to 15 minutes, people say they run out of time on the payment page', [
      'hold-10min',
    ]),
    p('what fee do we take on a £40 ticket with a 25% off code?', ['fee-3pct', 's-promo-fee', 'money-cents']),
    p('where do I put the Resend API key for the new send-email function?', ['secrets-mgmt', 'env-example']),
    p('send the order confirmation email right after payment succeeds, inside the webhook', [
      'email-queue',
      'email-resend',
      'order-flow',
    ]),
    p('make a React Email template for the 24h reminder with the door time', [
      'email-resend',
      'reminders',
      'tz-utc',
      'i18n',
    ]),
    p('let organizers upload a cover image from the event form', [
      'r2-presign',
      'storage-r2',
      'images-transform',
    ]),
    p('generate 400px thumbnails for event images in an edge function', ['images-transform', 'storage-r2']),
    p('import stripe in the new payouts-report edge function', ['deno-jsr', 'edge-shared']),
    p('add https://deno.land/x/zod@v3.22.4/mod.ts to deps.ts', ['deno-jsr']),
    p('add a refund button to the organizer orders page', [
      'refund-policy',
      'stripe-destination',
      'money-cents',
    ]),
    p('organizer cancelled the Brighton show and cancel-event died halfway through the refunds', [
      'event-cancel',
      'edge-limits',
    ]),
    p('scanner says ALREADY_USED for a ticket the buyer swears was never scanned', [
      'scan-once',
      's-scan-conflict',
      'qr-signed',
      'transfer-tickets',
    ]),
    p('verify the QR signature offline in islands/Scanner.tsx', [
      'qr-signed',
      'scanner-app',
      's-scan-offline-window',
    ]),
    p('can door staff just log in to the scanner with the organizer account?', ['s-scanner-auth']),
    p('door staff want a sound when a ticket gets rejected', ['s-haptics', 'scanner-app']),
    p('show the event start time on routes/e/[slug].tsx', ['tz-utc', 'tz-claim', 'i18n']),
    p('ticket_types.price — do I multiply by 100 before creating the PaymentIntent?', [
      'money-cents',
      'money-claim',
    ]),
    p("let's insert scans straight into ticket_scans from the scanner with the service key, it's faster", [
      'rls-always',
      'rls-claim',
      'supabase-clients',
      's-scanner-auth',
    ]),
    p('use the admin supabase client in routes/events/[slug]/attendees.tsx to load the attendee list', [
      'supabase-clients',
      'rls-organizer-policy',
      'pii-logs',
    ]),
    p('ERROR: infinite recursion detected in policy for relation "org_members"', ['rls-organizer-policy']),
    p('write a pgTAP test for create_order with concurrent buyers on the last ticket', [
      'oversell',
      'incident-oversell',
      'ci-checks',
    ]),
    p('in checkout.ts, check remaining capacity before calling create_order so we can show a nicer error', [
      'oversell',
      'incident-oversell',
      'rpc-functions',
    ]),
    p('let organizers connect an existing stripe account with OAuth', ['stripe-express']),
    p("why can't this organizer publish their event? they say they finished stripe signup", [
      'stripe-express',
    ]),
    p("switch to direct charges so the organizer's name shows on the card statement", ['stripe-destination']),
    p('handle charge.dispute.created in the webhook', ['disputes-chargebacks', 'webhook-idempotent']),
    p('add an event search box on the home page', ['search']),
    p('should we add Algolia for event search?', ['search']),
    p('a guest buyer lost the email, they want to see their order by typing email + order number', [
      'guest-orders',
    ]),
    p('user asked us to delete their account and all their data, write the function', ['gdpr-delete']),
    p('log the whole PaymentIntent in the webhook so I can debug the metadata', ['pii-logs']),
    p('add rate limiting to /api/checkout', ['rate-limit']),
    p('big onsale friday, ~20k people expected at 10:00. what do we need to switch on?', [
      'bot-queue',
      'rate-limit',
      'hold-10min',
    ]),
    p('organizer made a typo in the title, update the slug too', ['event-slugs']),
    p('make the seat picker keyboard accessible', ['a11y', 'seatmap-format']),
    p('let a buyer transfer one of their tickets to a friend', ['transfer-tickets', 'qr-signed']),
    p('sold out show: tell the waitlist when a refund frees a ticket', ['waitlist', 'email-queue']),
    p('who should review my change to the stripe webhook?', ['owners']),
    p('deploy the new scan-sync function to prod', ['deploy-ci']),
    p('how do I get a preview URL for my branch?', ['deno-deploy', 'envs']),
    p("run the migration on prod now pls, it's urgent", ['deploy-ci', 'migrations-cli']),
    p('I added a column in Studio on prod and now lib/database.types.ts is wrong', [
      'migrations-cli',
      'types-gen',
    ]),
    p('CI fails on deno fmt --check in islands/SeatPicker.tsx', ['deno-fmt', 'ci-checks']),
    p('add a .prettierrc so my editor formats on save', ['deno-fmt']),
    p('write a unit test for computeApplicationFee', ['tests-deno', 'fee-3pct']),
    p('playwright test for the full checkout with a seat', ['tests-e2e', 'order-flow', 'stripe-test-acct']),
    p('how do I test the stripe webhook locally?', ['stripe-cli', 'webhook-nojwt']),
    p('stripe-webhook returns 401 {"msg":"Invalid JWT"} in the Stripe dashboard', ['webhook-nojwt']),
    p('the browser gets a CORS error calling scan-sync from the scanner', ['edge-cors', 'edge-shared']),
    p('add the fee VAT line to the monthly organizer statement', ['vat', 'fee-3pct']),
    p('organizer asks when they get their money from the show last night', ['payouts']),
    p('resend sent the reminder 3 times to everyone for the Bristol show?!', [
      'incident-email-spam',
      'email-queue',
      'reminders',
    ]),
    p('track "checkout started" in posthog with the buyer email', ['analytics', 'pii-logs']),
    p("sentry isn't getting errors from the edge functions", ['sentry']),
    p('CSV export of ticket sales for organizers', ['s-csv-export', 'money-cents', 'tz-utc']),
    p('take the revenue numbers from the stripe balance api, easier', ['s-dashboard-source']),
    p('promo code "launch" fails but "LAUNCH" works', ['s-promo-case']),
    p('can a buyer use two promo codes on one order?', ['s-promo-limit']),
    p('a 100% discount code still shows the Stripe payment element', ['s-promo-fee', 'order-flow']),
    p('festival site has no signal for 3 hours at a time, will the scanner cope?', [
      's-scan-offline-window',
      'scanner-app',
    ]),
    p('attach the PDF ticket to the confirmation email instead of the link', [
      'email-ticket-pdf',
      'storage-r2',
    ]),
    p('write the new revenue queries with drizzle', ['rpc-functions', 'types-gen', 'supabase-clients']),
    p('is it ok that the supabase anon key is in the page source?', ['anon-key']),
    p('organizer in Dublin wants to switch their event to EUR, it already has sales', ['currencies']),
    p('spin up a small express server for apple wallet passes', ['fw-deno-fresh']),
    p('add a refund window setting to the event form', ['refund-policy']),
    p('make a StripeService class we can inject into the routes', ['pref-no-classes', 'edge-shared']),
    p('where do the shared helpers for edge functions go?', ['edge-shared']),
    p('which bucket are the ticket PDFs in?', ['storage-r2', 'email-ticket-pdf']),
    p('add a new sendgrid template for the transfer email', ['email-resend', 'transfer-tickets']),
    p('deno install fails with an integrity mismatch for npm:stripe', ['lockfile-hash', 'deno-jsr']),
    p('can people buy tickets without making an account?', ['auth', 'guest-orders']),
    p('collect a holder name for each ticket in a group order', ['tickets-table', 'gdpr-delete']),
    p('write the commit message', ['pref-conv-commits']),
    p('put the promo migration and the checkout refactor in one PR', ['pref-pr-small', 'pref-conv-commits']),
    p("what's the difference between Promise.all and Promise.allSettled?", []),
    p('thanks!', []),
    p('how do I undo my last commit but keep the changes?', []),
    p('explain postgres advisory locks in general', []),
    p('ok ship it', []),
    p('regex for UK postcodes?', []),
    p('summarize this diff', []),
    p('what does `satisfies` do in typescript', []),
    p('lol nice', []),
    p('how do CSS container queries work?', []),
  ],
});
