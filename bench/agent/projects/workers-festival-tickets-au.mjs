// A music-festival ticketing and gate-entry backend (Australia): Cloudflare Workers + Hono, D1, Durable Objects,
// Queues, R2, Stripe with GST, an offline React Native gate scanner, NSW/VIC resale caps, Companion Cards.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'workers-festival-tickets-au',
  stack:
    'TypeScript 5 on Cloudflare Workers (Hono 4, D1/SQLite via Drizzle, Durable Objects, Queues, R2, Cron Triggers, Turnstile, Waiting Room), Stripe PaymentIntents + Connect (AUD, GST-inclusive), Postmark, React Native (Expo) offline gate scanner, React Router 7 web app, pnpm workspaces, Vitest + @cloudflare/vitest-pool-workers, Biome, GitHub Actions + wrangler',
  memories: [
    m(
      'router-itty',
      'fact',
      'API routing is itty-router 4, every route registered in src/index.ts with router.get/router.post',
      {
        files: ['src/index.ts'],
        age: 690,
        tags: ['routing', 'itty-router'],
      },
    ),
    m(
      'router-hono',
      'decision',
      'We moved the API from itty-router to Hono 4: `new Hono<{ Bindings: Env }>()` in src/index.ts, one sub-app per route group in src/routes/ (checkout.ts, tickets.ts, transfers.ts, resale.ts, scan.ts, admin.ts, webhooks/stripe.ts) mounted with app.route(). Middleware (auth, turnstile, errors) lives in src/middleware/.',
      {
        fact: 'api router | is | Hono 4',
        supersedes: 'router-itty',
        age: 420,
        canonical: true,
        files: ['src/index.ts', 'src/routes', 'src/middleware'],
        reason: 'typed bindings, middleware, zod-validator',
        tags: ['hono', 'routing'],
      },
    ),
    m(
      'd1-raw',
      'convention',
      'db access: env.DB.prepare(sql).bind(...).all() — keep the SQL strings in src/db/queries/*.ts, one file per table',
      {
        age: 640,
        files: ['src/db/queries'],
        tags: ['d1', 'sql'],
      },
    ),
    m(
      'd1-drizzle',
      'decision',
      'D1 access goes through Drizzle (drizzle-orm/d1) now, schema in src/db/schema.ts. It started out as hand-written prepare().bind() strings in src/db/queries/ — we had three prod bugs from positional bind() params in the wrong order, so we moved. Migrations are still plain SQL: drizzle-kit generate, then review the .sql by hand before committing.',
      {
        fact: 'd1 access | uses | Drizzle ORM',
        supersedes: 'd1-raw',
        age: 300,
        files: ['src/db/schema.ts', 'drizzle.config.ts', 'migrations'],
        reason: 'positional bind() bugs',
        tags: ['d1', 'drizzle', 'orm'],
      },
    ),
    m(
      'd1-migrations',
      'convention',
      'D1 migrations are migrations/NNNN_snake_case.sql (latest: 0007_transfer_caps.sql). Apply with `wrangler d1 migrations apply festival-db --env staging --remote`, then --env production. Never edit a migration that already ran on prod — write a new one.',
      {
        reaffirm: 12,
        files: ['migrations', 'wrangler.toml'],
        tags: ['d1', 'migrations', 'wrangler'],
      },
    ),
    m(
      'd1-no-tx',
      'constraint',
      "D1 has no interactive transactions. Multi-statement writes that must be atomic go in one db.batch([...]). Drizzle's db.transaction() throws on D1 — dont use it, and no BEGIN/COMMIT in raw SQL either.",
      {
        canonical: true,
        reaffirm: 6,
        tags: ['d1', 'transactions', 'batch', 'drizzle'],
      },
    ),
    m(
      'd1-limits',
      'fact',
      'D1 limits to keep in mind: 10 GB per database, max 100 bound params per query (chunk IN (...) lists to 90), and a database is single-threaded so one slow query blocks every other request on it.',
      {
        tags: ['d1', 'limits'],
      },
    ),
    m(
      'incident-oversell',
      'incident',
      'Harbourlights 2024 presale (Sept 2024): two isolates both read remaining=12 from D1 and both sold; GA ended up oversold by 340. Classic check-then-insert on D1 with no lock. That is why inventory moved into a Durable Object, and test/do/oversell.test.ts now fires 500 parallel holds at it.',
      {
        files: ['test/do/oversell.test.ts'],
        age: 560,
        tags: ['incident', 'oversell', 'inventory', 'd1'],
      },
    ),
    m(
      'inventory-do',
      'decision',
      'Inventory lives in a Durable Object, EventInventory (src/do/event-inventory.ts), one per event via idFromName(event_id). Every hold/release/confirm goes through the DO; D1 rows are written only after the DO says ok. D1 has no SELECT ... FOR UPDATE — the DO is our lock.',
      {
        fact: 'ticket inventory | owned_by | EventInventory Durable Object',
        canonical: true,
        age: 540,
        files: ['src/do/event-inventory.ts'],
        reason: 'serialised access per event, no row locks in D1',
        tags: ['durable-objects', 'inventory', 'locking'],
      },
    ),
    m('hold-ttl-10', 'constraint', 'cart holds expire after 10 min, the EventInventory alarm releases them', {
      age: 500,
      files: ['src/do/event-inventory.ts'],
      tags: ['holds', 'ttl'],
    }),
    m(
      'do-kv-storage',
      'fact',
      'EventInventory keeps its counters with ctx.storage.put/get (the KV-style storage API)',
      {
        age: 470,
        tags: ['durable-objects', 'storage'],
      },
    ),
    m(
      'email-mailchannels',
      'fact',
      'transactional email goes out via MailChannels straight from the worker (free for Workers)',
      {
        age: 620,
        tags: ['email', 'mailchannels'],
      },
    ),
    m(
      'email-postmark',
      'decision',
      'Transactional email moved from MailChannels to Postmark when MailChannels ended the free Workers integration (mid 2024). Mail is sent only by the email-outbound queue consumer; templates are React Email in packages/emails, Postmark message stream "tickets".',
      {
        supersedes: 'email-mailchannels',
        age: 450,
        files: ['src/queues/email-outbound.ts', 'packages/emails'],
        tags: ['email', 'postmark', 'queues'],
      },
    ),
    m(
      'pdf-puppeteer',
      'fact',
      'ticket PDFs: Browser Rendering (@cloudflare/puppeteer) prints src/pdf/ticket.html to pdf',
      {
        age: 600,
        tags: ['pdf', 'puppeteer'],
      },
    ),
    m(
      'pdf-lib',
      'decision',
      'We moved ticket PDF rendering from Browser Rendering/puppeteer to pdf-lib inside the ticket-render queue consumer. puppeteer took ~4 s per ticket and hit the concurrent-browser limit on on-sale day. Layout code in src/pdf/ticket.ts, fonts embedded from src/pdf/fonts/.',
      {
        supersedes: 'pdf-puppeteer',
        age: 260,
        files: ['src/pdf/ticket.ts', 'src/queues/ticket-render.ts'],
        reason: 'render time and browser concurrency limit',
        tags: ['pdf', 'pdf-lib', 'queues'],
      },
    ),
    m(
      'ga-shards-8',
      'decision',
      'GA inventory for events over 20k capacity is split across 8 DO shards: idFromName(`${eventId}:ga:${n}`), each holding capacity/8. reserved + ACCESS pools stay in one DO.',
      {
        age: 380,
        files: ['src/do/shards.ts'],
        tags: ['durable-objects', 'sharding', 'inventory'],
      },
    ),
    m('waiting-room-2k', 'fact', 'Waiting Room on /checkout/* lets in 2,000 new users/min', {
      age: 350,
      tags: ['waiting-room', 'on-sale'],
    }),
    m(
      'booking-fee-495',
      'fact',
      'booking fee 495c per ticket ($4.95 incl GST), hardcoded in src/lib/fees.ts',
      {
        age: 330,
        files: ['src/lib/fees.ts'],
        tags: ['fees', 'booking-fee'],
      },
    ),
    m(
      'resale-payout-3d',
      'fact',
      'resale sellers get paid via a Stripe Connect Express transfer 3 days after the event',
      {
        age: 400,
        tags: ['resale', 'payouts', 'stripe-connect'],
      },
    ),
    m(
      'scanner-expo-51',
      'fact',
      'scanner is Expo SDK 51 (old architecture), EAS builds, sideloaded via MDM',
      {
        age: 480,
        files: ['apps/scanner/app.json'],
        tags: ['scanner', 'expo'],
      },
    ),
    m(
      'hold-rpc-timeout-3',
      'constraint',
      'checkout -> EventInventory hold RPC: 3 s timeout, then 503 TRY_AGAIN',
      {
        age: 270,
        files: ['src/routes/checkout.ts'],
        tags: ['durable-objects', 'timeout', 'checkout'],
      },
    ),
    m('render-batch-10', 'fact', 'ticket-render consumer: max_batch_size 10, max_batch_timeout 5', {
      age: 250,
      files: ['wrangler.toml'],
      tags: ['queues', 'ticket-render'],
    }),
    m(
      'staging-heroku',
      'fact',
      'staging API is the heroku app festival-api-staging, deploy with git push heroku main',
      {
        age: 730,
        tags: ['staging', 'heroku'],
      },
    ),
    m('note-vpn', 'note', 'old admin tool at admin.festivaltix.internal only works over the Pritunl VPN', {
      age: 700,
      tags: ['admin', 'vpn'],
    }),
    m(
      'do-sqlite',
      'decision',
      'EventInventory is SQLite-backed now: a new class EventInventoryV2 declared under [[migrations]] new_sqlite_classes (tag "v3") in wrangler.toml, using ctx.storage.sql. The old KV-backed EventInventory only still serves events from before 2026 — don\'t add features to it.',
      {
        supersedes: 'do-kv-storage',
        age: 200,
        files: ['wrangler.toml', 'src/do/event-inventory.ts'],
        reason: 'holds table with an expiry index, point-in-time recovery',
        tags: ['durable-objects', 'sqlite', 'storage', 'migrations'],
      },
    ),
    m(
      'do-alarm',
      'convention',
      'A DO has exactly one alarm (setAlarm() overwrites). EventInventory keeps hold expiries in its sqlite holds table and after every alarm() re-arms to the earliest remaining expiry. alarm() must be idempotent, the runtime can re-run it.',
      {
        files: ['src/do/event-inventory.ts'],
        tags: ['durable-objects', 'alarm', 'holds'],
      },
    ),
    m(
      'do-rpc',
      'convention',
      'Call DOs through RPC methods on the stub (await stub.hold({...})), needs compatibility_date >= 2024-04-03. No new fetch()-style routing inside DOs.',
      {
        tags: ['durable-objects', 'rpc'],
      },
    ),
    m(
      'money-cents',
      'convention',
      "All money is integer cents AUD (amount_cents, face_cents, fee_cents). No floats, no dollars in D1 or the API. Format with Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }) only in apps/web, emails and the PDF.",
      {
        canonical: true,
        reaffirm: 20,
        tags: ['money', 'cents', 'aud'],
      },
    ),
    m(
      'gst-incl',
      'constraint',
      'Ticket prices are GST-inclusive. GST component per line = Math.round(price_cents / 11), computed per line item in src/lib/gst.ts (never on the order total, rounding differs). Tax invoices need the words "Tax Invoice", our ABN and the GST amount.',
      {
        fact: 'ticket prices | include | GST 10%',
        files: ['src/lib/gst.ts'],
        tags: ['gst', 'tax', 'invoice', 'money'],
      },
    ),
    m('gst-claim', 'fact', 'gst gets added at checkout, total = subtotal * 1.1', {
      disputes: 'gst-incl',
      tags: ['gst', 'checkout'],
    }),
    m(
      'abn',
      'fact',
      'Selling entity: Southern Cross Live Pty Ltd, ABN 53 614 227 908, registered for GST. Goes on the tax invoice and in the footer of the ticket PDF.',
      {
        tags: ['abn', 'invoice', 'gst'],
      },
    ),
    m(
      'invoice-seq',
      'constraint',
      'Tax invoice numbers are sequential per financial year: INV-FY26-000123. Allocated from invoice_counters in the SAME db.batch as the order status update, so a failed payment leaves no gap.',
      {
        files: ['src/domain/invoice.ts'],
        tags: ['invoice', 'gst', 'd1'],
      },
    ),
    m(
      'stripe-pi',
      'decision',
      "Stripe via PaymentIntents + Payment Element, not Checkout Sessions — Checkout's minimum 30 min expiry doesn't fit our hold TTL. PI created in src/routes/checkout.ts with metadata { order_id, event_id, hold_id }, currency 'aud', automatic_payment_methods on.",
      {
        files: ['src/routes/checkout.ts'],
        reason: 'checkout session min expiry is 30 min',
        tags: ['stripe', 'payments', 'checkout'],
      },
    ),
    m(
      'stripe-fetch-client',
      'fact',
      "stripe-node on Workers needs httpClient: Stripe.createFetchHttpClient() — set once in src/lib/stripe.ts. Import the client from there, don't `new Stripe()` in routes.",
      {
        files: ['src/lib/stripe.ts'],
        tags: ['stripe', 'workers'],
      },
    ),
    m(
      'stripe-idem',
      'convention',
      'Every Stripe write call gets idempotencyKey `${orderId}:${action}` (ord_01H..:create_pi, ord_01H..:refund:tkt_01H..). Queue retries depend on it.',
      {
        files: ['src/lib/stripe.ts'],
        tags: ['stripe', 'idempotency', 'queues'],
      },
    ),
    m(
      'stripe-webhook',
      'constraint',
      "POST /webhooks/stripe (src/routes/webhooks/stripe.ts): verify with stripe.webhooks.constructEventAsync(body, sig, secret, undefined, Stripe.createSubtleCryptoProvider()) — the sync constructEvent doesn't work on Workers. Read the raw body with c.req.text() before anything parses it. Then enqueue to `payments` and return 200, no work inline.",
      {
        canonical: true,
        files: ['src/routes/webhooks/stripe.ts'],
        tags: ['stripe', 'webhook', 'signature', 'queues'],
      },
    ),
    m(
      'stripe-restricted',
      'convention',
      'The worker uses a Stripe restricted key (rk_...) with write on PaymentIntents, Refunds and Transfers only. The full secret key stays in the dashboard, nobody copies it into wrangler or .dev.vars. Rotate the restricted key every quarter.',
      {
        tags: ['stripe', 'keys', 'secrets'],
      },
    ),
    m(
      'stripe-aud',
      'fact',
      "Our Stripe account is Australian and settles in AUD; everything is charged in currency 'aud' (lowercase in the API), international cards included. No card surcharges.",
      {
        tags: ['stripe', 'aud', 'currency'],
      },
    ),
    m(
      'queues-layout',
      'convention',
      'Queues: payments, ticket-render, email-outbound, scan-sync, each with a DLQ named <queue>-dlq and max_retries = 5 in wrangler.toml. One consumer per queue in src/queues/<name>.ts, all dispatched from the single queue() handler in src/index.ts by batch.queue.',
      {
        files: ['wrangler.toml', 'src/queues', 'src/index.ts'],
        tags: ['queues', 'dlq'],
      },
    ),
    m(
      'queues-idem',
      'constraint',
      "Queue delivery is at-least-once. Every consumer must be idempotent on the message's id (order_id / ticket_id / scan_id) — check processed_messages in D1 first. msg.ack() per message; never batch.ackAll() after a partial failure.",
      {
        reaffirm: 15,
        files: ['src/queues'],
        tags: ['queues', 'idempotency'],
      },
    ),
    m(
      'r2-tickets',
      'fact',
      'PDFs go to the R2 bucket festival-tickets at tickets/{event_id}/{ticket_id}-{seq}.pdf. The bucket is private: GET /tickets/:id/pdf checks ownership and streams from R2. No public r2.dev URL, no presigned links in emails.',
      {
        files: ['src/routes/tickets.ts'],
        tags: ['r2', 'pdf', 'tickets'],
      },
    ),
    m(
      'qr-payload',
      'constraint',
      'QR content = kid + base64url(ticket_id.event_id.seq) + "." + Ed25519 signature. The scanner verifies offline with the event public key from the manifest. Never put name/email/phone in the QR. Anything that reissues a ticket bumps seq so the old QR dies.',
      {
        canonical: true,
        reaffirm: 9,
        files: ['packages/shared/src/qr.ts'],
        tags: ['qr', 'signature', 'ed25519', 'scanner'],
      },
    ),
    m(
      'qr-keys',
      'convention',
      'QR signing keys: one Ed25519 pair per event, kid in events.qr_kid. Private key is the Workers secret QR_SIGNING_KEY_<kid> (wrangler secret put), public key ships in the scanner manifest. New keys every festival season; old kids stay valid until their event ends.',
      {
        files: ['packages/shared/src/qr.ts'],
        tags: ['qr', 'ed25519', 'secrets', 'keys'],
      },
    ),
    m(
      'qr-rotating',
      'decision',
      'In-app wallet tickets show a rotating QR (seq + 30 s time step inside the signed payload) so screenshots go stale; the PDF keeps a static QR for people without the app. Scanner accepts ±2 steps of clock skew.',
      {
        files: ['apps/web/app/routes/wallet.tsx', 'packages/shared/src/qr.ts'],
        reason: 'screenshot resale on socials',
        tags: ['qr', 'wallet', 'anti-scalping'],
      },
    ),
    m(
      'scanner-offline',
      'constraint',
      'The gate scanner (apps/scanner, React Native/Expo) must work fully offline. Before doors it downloads the event manifest (ticket_id, seq, status, pool, companion_of) into expo-sqlite and validates every scan locally; the network is only used for sync.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['apps/scanner'],
        tags: ['scanner', 'offline', 'react-native', 'expo'],
      },
    ),
    m(
      'scanner-manifest',
      'fact',
      'Manifests are built by the scan-sync consumer into R2 manifests/{event_id}.json.gz (~9 MB for 32k tickets) and rebuilt on every transfer/void. The scanner polls GET /scan/manifest with If-None-Match every 2 min when online.',
      {
        files: ['src/queues/scan-sync.ts', 'src/routes/scan.ts'],
        tags: ['scanner', 'manifest', 'r2'],
      },
    ),
    m(
      'scanner-sync',
      'fact',
      'scanner pushes scans to POST /scan/sync in batches of up to 200 every 30 s when it has signal; the route only enqueues into scan-sync.',
      {
        files: ['src/routes/scan.ts', 'apps/scanner/src/sync.ts'],
        tags: ['scanner', 'sync', 'queues'],
      },
    ),
    m(
      'scanner-conflict',
      'constraint',
      'Duplicate-scan rule: the first admitted scan wins; a later scan of the same ticket (same or other gate) gets the red ALREADY_IN screen. Re-entry only when events.reentry_allowed = 1 AND the ticket has a PASS_OUT scan after its last entry. Rules in packages/shared/src/scan-rules.ts.',
      {
        files: ['packages/shared/src/scan-rules.ts'],
        tags: ['scanner', 'duplicates', 'reentry'],
      },
    ),
    m(
      'incident-scanner-clock',
      'incident',
      'Harbourlights 2025 day 2 (Mar 2025): one XCover had its clock 11 min fast, so its offline scans "won" every conflict at sync and gate 3 turned away 60+ people. Since then scans carry device_ts + a monotonic counter, and the server corrects by the device offset measured at the last online ping (apps/scanner/src/clock.ts).',
      {
        files: ['apps/scanner/src/clock.ts', 'src/queues/scan-sync.ts'],
        age: 280,
        tags: ['incident', 'scanner', 'clock', 'sync'],
      },
    ),
    m(
      'scanner-no-manifest',
      'constraint',
      'A device without a manifest (fresh phone, wiped) drops into SIGNATURE_ONLY mode: valid signature = admit, logged as UNVERIFIED_STATUS and reconciled later. Nobody gets waved through without a scan, ever.',
      {
        files: ['apps/scanner/src/modes.ts'],
        tags: ['scanner', 'offline', 'fallback'],
      },
    ),
    m(
      'scanner-expo-52',
      'fact',
      'Scanner app is on Expo SDK 52 with the new architecture on; builds via EAS (profile "gate"), distributed through our MDM (Intune) to the Zebra TC52s and Samsung XCover 6 Pros — not through the app stores.',
      {
        supersedes: 'scanner-expo-51',
        age: 160,
        files: ['apps/scanner/app.json', 'apps/scanner/eas.json'],
        tags: ['scanner', 'expo', 'mdm', 'eas'],
      },
    ),
    m(
      'scanner-a11y',
      'convention',
      'scanner UI: admit/deny is never colour-only — big icon + text + a distinct haptic pattern, some gate staff are colour blind. Layout has to survive 200% font scaling.',
      {
        files: ['apps/scanner/src/screens/ScanResult.tsx'],
        tags: ['scanner', 'accessibility', 'ui'],
      },
    ),
    m(
      'transfer-rules',
      'constraint',
      "Transfers: max 2 per ticket (tickets.transfer_count, migration 0007_transfer_caps.sql). A transfer bumps seq (old QR invalid), re-renders the PDF and emails the recipient. Transfers close 2 h before the event's gates open.",
      {
        files: ['src/routes/transfers.ts', 'migrations/0007_transfer_caps.sql'],
        tags: ['transfers', 'tickets', 'qr'],
      },
    ),
    m(
      'resale-nsw',
      'constraint',
      'NSW (Fair Trading Act 1987, Part 3A ticket scalping provisions): resale max 10% above the original supply price. Our resale marketplace caps listings at floor(face_cents * 1.10) for NSW events, and a listing must show the original price and seat/area. The booking fee is not part of face_cents.',
      {
        canonical: true,
        reaffirm: 25,
        files: ['src/routes/resale.ts', 'src/domain/resale-cap.ts'],
        tags: ['resale', 'nsw', 'scalping', 'compliance'],
      },
    ),
    m(
      'resale-vic',
      'constraint',
      "VIC (Major Events Act 2009): for declared major events, reselling above face value + 10% is an offence and the ad must show the original price + seat/location. Caps are per event in events.resale_cap_bps (1000 = 10%); VIC events that aren't declared still get 1000 by default.",
      {
        files: ['src/domain/resale-cap.ts'],
        tags: ['resale', 'vic', 'scalping', 'compliance'],
      },
    ),
    m('resale-claim', 'fact', 'nsw resale has to be at face value exactly, zero markup allowed', {
      disputes: 'resale-nsw',
      tags: ['resale', 'nsw'],
    }),
    m(
      'resale-qld',
      'fact',
      'QLD events: resale is capped at face + 10% as well (fair trading ticket scalping amendments), events.resale_cap_bps = 1000.',
      {
        files: ['src/domain/resale-cap.ts'],
        tags: ['resale', 'qld'],
      },
    ),
    m(
      'purchase-limits',
      'constraint',
      "Max 4 tickets per order and events.max_per_account (default 8) per account per event, enforced inside the EventInventory hold (not in the route) so parallel tabs can't get around it.",
      {
        files: ['src/do/event-inventory.ts'],
        tags: ['limits', 'anti-scalping', 'inventory'],
      },
    ),
    m(
      'bots-turnstile',
      'constraint',
      'NSW also bans buying tickets with bots and we have to take reasonable steps against them: Turnstile on POST /checkout/hold and /checkout/confirm (src/middleware/turnstile.ts, siteverify with env.TURNSTILE_SECRET). No skip flag for "trusted" clients.',
      {
        files: ['src/middleware/turnstile.ts'],
        tags: ['turnstile', 'bots', 'anti-scalping', 'nsw'],
      },
    ),
    m(
      'companion-card',
      'constraint',
      "Companion Card holders get a free companion ticket: pool COMPANION, linked via tickets.companion_of, doesn't count towards max_per_account, can't be listed for resale or transferred on its own (it moves with the holder's ticket). We check the card number format per state and never store a photo/scan of the card.",
      {
        canonical: true,
        files: ['src/domain/companion.ts'],
        tags: ['companion-card', 'accessibility', 'tickets'],
      },
    ),
    m(
      'access-pool',
      'fact',
      'The accessible viewing platform is its own pool (ACCESS) in EventInventory with its own capacity per event; unsold ACCESS is never auto-released to GA. Only the access coordinator moves capacity, via the admin route.',
      {
        files: ['src/do/event-inventory.ts', 'src/routes/admin.ts'],
        tags: ['accessibility', 'inventory', 'pools'],
      },
    ),
    m(
      'a11y-web',
      'convention',
      'apps/web checkout must meet WCAG 2.2 AA. No timers without warning: the hold countdown announces via aria-live at 2 min and 30 s left, and the user can extend the hold once by 3 min.',
      {
        files: ['apps/web/app/routes/checkout.tsx'],
        tags: ['accessibility', 'wcag', 'checkout', 'holds'],
      },
    ),
    m(
      'tz',
      'convention',
      'Timestamps in D1 are unix ms UTC (INTEGER columns ending in _at). Event-local display uses events.tz (Australia/Sydney, Australia/Melbourne, Australia/Brisbane — QLD has no DST). Never hardcode +10/+11.',
      {
        reaffirm: 30,
        tags: ['timezone', 'utc', 'd1', 'dst'],
      },
    ),
    m('tz-claim', 'fact', 'created_at in the orders table is sydney local time not utc', {
      disputes: 'tz',
      tags: ['timezone', 'orders'],
    }),
    m(
      'event-syd',
      'fact',
      'Harbourlights 2026 Sydney: event_id evt_hl26_syd, Centennial Park, 32,000 GA + 400 ACCESS, tz Australia/Sydney, gates 11:00, resale_cap_bps 1000.',
      {
        tags: ['events', 'harbourlights', 'sydney'],
      },
    ),
    m(
      'event-mel',
      'fact',
      'Harbourlights 2026 Melbourne: event_id evt_hl26_mel, Flemington, 28,000 GA + 350 ACCESS, tz Australia/Melbourne, gates 11:00, resale_cap_bps 1000.',
      {
        tags: ['events', 'harbourlights', 'melbourne'],
      },
    ),
    m(
      'event-bne',
      'fact',
      'Harbourlights 2026 Brisbane: event_id evt_hl26_bne, Brisbane Showgrounds, 18,000 GA + 200 ACCESS, tz Australia/Brisbane, gates 12:00, resale_cap_bps 1000.',
      {
        tags: ['events', 'harbourlights', 'brisbane'],
      },
    ),
    m(
      'refunds',
      'constraint',
      'Refunds (ACL): if an event is cancelled, full refund incl. booking fee, within 30 days, to the original PaymentIntent. No change-of-mind refunds — transfer/resale is the answer there. Refunds are per ticket and void the ticket (status VOID, seq++) in the same batch.',
      {
        files: ['src/routes/admin.ts', 'src/domain/refunds.ts'],
        tags: ['refunds', 'acl', 'stripe'],
      },
    ),
    m('refund-fee-claim', 'fact', 'booking fee is never refunded, not even if the show gets cancelled', {
      disputes: 'refunds',
      tags: ['refunds', 'fees'],
    }),
    m(
      'disputes-void',
      'constraint',
      "On charge.dispute.created: void the disputed order's tickets straight away (VOID, seq++, manifest rebuild) unless already SCANNED, and flag the account. Handled in src/queues/payments.ts.",
      {
        files: ['src/queues/payments.ts'],
        tags: ['stripe', 'chargeback', 'tickets'],
      },
    ),
    m(
      'ticket-states',
      'fact',
      'ticket.status: HELD -> ISSUED -> (TRANSFERRED | LISTED -> RESOLD) -> SCANNED; VOID on refund/chargeback; EXCHANGED for wristband swaps. Transitions only via src/domain/ticket-state.ts, never a raw UPDATE on status.',
      {
        files: ['src/domain/ticket-state.ts'],
        tags: ['tickets', 'state-machine'],
      },
    ),
    m(
      'ids',
      'convention',
      'ids are prefixed ULIDs from src/lib/ids.ts: evt_, ord_, tkt_, hld_, usr_, scn_. No uuid v4, no autoincrement ids in URLs.',
      {
        files: ['src/lib/ids.ts'],
        tags: ['ids', 'ulid'],
      },
    ),
    m(
      'wristbands',
      'fact',
      "3-day pass holders swap the ticket for an RFID wristband at the box office (ticket -> EXCHANGED). Wristband chips and readers belong to the vendor (Intellitix) — we only push the exchange to their API, we don't run cashless.",
      {
        tags: ['wristbands', 'rfid', 'vendor'],
      },
    ),
    m(
      'tiers',
      'fact',
      'Price tiers (early bird -> tier 1 -> tier 2 -> final) switch when the tier allocation sells out (tier_allocations), never by date. The switch happens inside the DO.',
      {
        files: ['src/do/event-inventory.ts'],
        tags: ['pricing', 'tiers', 'inventory'],
      },
    ),
    m(
      'presale-codes',
      'fact',
      "Presale codes: table presale_codes, single use per account; validated inside the DO hold call so it's atomic with inventory.",
      {
        files: ['src/do/event-inventory.ts', 'migrations/0004_presale_codes.sql'],
        tags: ['presale', 'inventory'],
      },
    ),
    m(
      'ga-shards-16',
      'decision',
      'GA shards went from 8 to 16 for events over 20k after the Harbourlights 2025 on-sale pushed ~1k req/s into single shards. Shard = hash(hold_id) % 16 in src/do/shards.ts; when a shard is empty the route tries the next two shards before returning SOLD_OUT.',
      {
        supersedes: 'ga-shards-8',
        age: 140,
        files: ['src/do/shards.ts'],
        tags: ['durable-objects', 'sharding', 'inventory', 'on-sale'],
      },
    ),
    m(
      'waiting-room-5k',
      'fact',
      'Waiting Room in front of /checkout/*: 5,000 new users per minute, 20,000 total active (raised from 2,000/min once GA sharding landed). Configured in the Cloudflare dashboard, not in code — Tahnee changes it.',
      {
        supersedes: 'waiting-room-2k',
        age: 130,
        tags: ['waiting-room', 'on-sale'],
      },
    ),
    m(
      'incident-double-issue',
      'incident',
      'Dec 2025: the Stripe webhook handler rendered PDFs inline, big group orders took >10 s, Stripe retried and we issued 212 duplicate tickets. Fix: the webhook only enqueues; issuance in src/queues/payments.ts is idempotent on the PaymentIntent id (unique index on orders.stripe_pi_id).',
      {
        files: ['src/queues/payments.ts', 'src/routes/webhooks/stripe.ts'],
        age: 125,
        tags: ['incident', 'stripe', 'webhook', 'duplicates'],
      },
    ),
    m(
      'hold-ttl-7',
      'constraint',
      'Cart holds expire after 7 minutes now (was 10) — HOLD_TTL_MS = "420000" in wrangler.toml [vars] per env. When the EventInventory alarm releases a hold it also cancels the PaymentIntent so a late payment can\'t go through.',
      {
        supersedes: 'hold-ttl-10',
        age: 110,
        files: ['wrangler.toml', 'src/do/event-inventory.ts'],
        reason: 'on-sale inventory was stuck in abandoned holds',
        tags: ['holds', 'ttl', 'stripe'],
      },
    ),
    m(
      'resale-payout-7d',
      'decision',
      'Resale payouts now go out 7 days after the event ends (was 3), paid by the hourly cron in src/cron/payouts.ts as Stripe Connect Express transfers. Chargebacks on resold tickets kept landing after day 3.',
      {
        supersedes: 'resale-payout-3d',
        age: 95,
        files: ['src/cron/payouts.ts'],
        reason: 'late chargebacks on resold tickets',
        tags: ['resale', 'payouts', 'stripe-connect', 'cron'],
      },
    ),
    m(
      'render-batch-25',
      'fact',
      'ticket-render consumer is now max_batch_size = 25, max_batch_timeout = 2, max_concurrency = 20 (pdf-lib is fast enough). Was 10 / 5.',
      {
        supersedes: 'render-batch-10',
        age: 90,
        files: ['wrangler.toml'],
        tags: ['queues', 'ticket-render', 'batch'],
      },
    ),
    m(
      'booking-fee-545',
      'fact',
      'Booking fee is 545 cents per ticket from the 2026 season (was 495), GST-incl, and it is now per event in events.booking_fee_cents instead of the constant in src/lib/fees.ts. Shown as its own line up front, never baked into face value (ACCC drip-pricing guidance).',
      {
        supersedes: 'booking-fee-495',
        age: 70,
        files: ['src/lib/fees.ts', 'migrations/0006_event_fees.sql'],
        tags: ['fees', 'booking-fee', 'accc'],
      },
    ),
    m(
      'hold-rpc-timeout-2',
      'constraint',
      'Hold RPC timeout is 2 s now (was 3 s): after that the route tries the next GA shard once, then answers 503 with code TRY_AGAIN and Retry-After: 2.',
      {
        supersedes: 'hold-rpc-timeout-3',
        age: 45,
        files: ['src/routes/checkout.ts', 'src/do/shards.ts'],
        tags: ['durable-objects', 'timeout', 'checkout', 'sharding'],
      },
    ),
    m(
      'wrangler-envs',
      'convention',
      'wrangler.toml has [env.staging] and [env.production]; the top level is local dev only. Bindings (d1_databases, durable_objects, queues, r2_buckets, services) do NOT inherit into envs — repeat them in every env block or the deploy silently binds nothing.',
      {
        files: ['wrangler.toml'],
        tags: ['wrangler', 'environments', 'bindings'],
      },
    ),
    m(
      'compat',
      'fact',
      'compatibility_date = "2025-09-01", compatibility_flags = ["nodejs_compat"] — stripe-node and @sentry/cloudflare need nodejs_compat.',
      {
        files: ['wrangler.toml'],
        tags: ['wrangler', 'compatibility'],
      },
    ),
    m(
      'secrets-policy',
      'convention',
      'Secrets go in with `wrangler secret put NAME --env production` (or staging); locally in .dev.vars, which is gitignored. Never in wrangler.toml [vars], never as plain text in a GitHub Actions workflow — Actions reads repo secrets.',
      {
        canonical: true,
        files: ['wrangler.toml', '.dev.vars.example'],
        tags: ['secrets', 'wrangler'],
      },
    ),
    m(
      'dev-vars-example',
      'note',
      '.dev.vars.example has STRIPE_SECRET_KEY=<your-test-key>, STRIPE_WEBHOOK_SECRET=whsec_changeme, TURNSTILE_SECRET set to Cloudflare\'s documented always-pass test secret, and QR_SIGNING_KEY_dev=${QR_SIGNING_KEY_dev}. Copy it to .dev.vars and fill the rest from the 1Password vault "Festival Eng".',
      {
        files: ['.dev.vars.example'],
        tags: ['secrets', 'local-dev'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: .github/workflows/ci.yml = pnpm lint, typecheck, vitest (api + shared), jest for the scanner; deploy.yml deploys staging on push to main and production on tags v*, via cloudflare/wrangler-action@v3. D1 migrations are a separate manual job that runs before the deploy.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'tests-pool',
      'convention',
      "Worker tests: vitest + @cloudflare/vitest-pool-workers (real D1/DO/R2/Queues in miniflare), config in vitest.config.ts. Migrations applied in test/setup.ts via applyD1Migrations(env.DB, env.TEST_MIGRATIONS). Don't hand-mock env.DB.",
      {
        files: ['vitest.config.ts', 'test/setup.ts'],
        tags: ['tests', 'vitest', 'miniflare'],
      },
    ),
    m(
      'tests-no-stripe',
      'constraint',
      'CI never calls Stripe test mode over the network. Intercept api.stripe.com with fetchMock from cloudflare:test; webhook fixtures live in test/fixtures/stripe/*.json and get signed with a fake whsec in test setup.',
      {
        files: ['test/fixtures/stripe'],
        tags: ['tests', 'stripe', 'fetch-mock'],
      },
    ),
    m(
      'pnpm',
      'convention',
      'pnpm workspaces: the root package is the API worker (src/, migrations/, wrangler.toml); workspaces apps/web, apps/scanner, packages/shared (zod schemas, QR + scan rules used by api AND scanner), packages/emails. pnpm only — no package-lock.json or yarn.lock.',
      {
        files: ['pnpm-workspace.yaml'],
        tags: ['pnpm', 'monorepo'],
      },
    ),
    m(
      'zod',
      'convention',
      'Request validation with @hono/zod-validator using schemas from packages/shared/src/schemas; apps/web and the scanner import the same schemas. No hand-rolled typeof checks in routes.',
      {
        files: ['packages/shared/src/schemas'],
        tags: ['zod', 'validation', 'hono'],
      },
    ),
    m(
      'api-errors',
      'convention',
      'API errors: throw HTTPException, body { error: { code: "HOLD_EXPIRED", message } }. Codes are SCREAMING_SNAKE and must be added to packages/shared/src/errors.ts (scanner and web switch on them).',
      {
        files: ['packages/shared/src/errors.ts', 'src/middleware/errors.ts'],
        tags: ['errors', 'api', 'hono'],
      },
    ),
    m(
      'biome',
      'convention',
      'Biome for lint + format (we dropped eslint + prettier in 2025). TS strict with noUncheckedIndexedAccess. Named exports only, except src/index.ts which has to default-export the worker.',
      {
        files: ['biome.json', 'tsconfig.json'],
        tags: ['biome', 'lint', 'typescript'],
      },
    ),
    m(
      'observability',
      'fact',
      'Errors go to Sentry through @sentry/cloudflare (withSentry wraps the default export in src/index.ts, so fetch, queue and scheduled handlers are all covered). Workers Logs on, plus Logpush to R2 bucket festival-logs kept 90 days.',
      {
        files: ['src/index.ts'],
        tags: ['sentry', 'logging', 'observability'],
      },
    ),
    m(
      'no-pii-logs',
      'constraint',
      'Never log email, phone, names or Companion Card numbers (Privacy Act / APPs). Log ids only (ord_, tkt_, usr_). Sentry runs with sendDefaultPii: false and a beforeSend scrubber in src/lib/sentry.ts.',
      {
        files: ['src/lib/sentry.ts'],
        tags: ['privacy', 'logging', 'pii', 'sentry'],
      },
    ),
    m(
      'retention',
      'constraint',
      "Ticket-holder personal data is anonymised 18 months after the event (cron 0 3 * * * -> src/cron/retention.ts). Orders, invoices and GST records stay 5 years for the ATO — anonymise names/emails on them, don't delete the rows.",
      {
        files: ['src/cron/retention.ts'],
        tags: ['privacy', 'retention', 'ato', 'cron'],
      },
    ),
    m(
      'crons',
      'fact',
      'Cron triggers in wrangler.toml: */5 * * * * reconcile stuck holds (src/cron/holds.ts), 0 * * * * resale payouts, 0 3 * * * retention. Cron expressions run in UTC.',
      {
        files: ['wrangler.toml', 'src/cron'],
        tags: ['cron', 'wrangler'],
      },
    ),
    m(
      'dlq-payments',
      'fact',
      'Alert: payments-dlq depth > 0 pages on-call (PagerDuty service "tix-payments").',
      {
        tags: ['alerts', 'dlq', 'payments'],
      },
    ),
    m('dlq-render', 'fact', 'Alert: ticket-render-dlq depth > 50 goes to Slack #tix-alerts only, no page.', {
      tags: ['alerts', 'dlq', 'ticket-render'],
    }),
    m(
      'web-app',
      'fact',
      'apps/web is React Router v7 (framework mode) deployed as a Worker with static assets. It talks to the API over a service binding (env.API), not the public hostname — internal calls skip the Waiting Room, and Turnstile is still checked by the API.',
      {
        files: ['apps/web', 'apps/web/wrangler.toml'],
        tags: ['web', 'react-router', 'service-binding'],
      },
    ),
    m(
      'owners',
      'fact',
      "Owners: checkout/payments Priya Raman, EventInventory DO Liam O'Connor, scanner app Mia Tran, transfers/resale Josh Kowalski, Cloudflare account/infra Tahnee Williams.",
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-au-english',
      'preference',
      'user-facing copy in Australian English (cancelled, organise, colour), dates like 14 Mar 2026, 12-hour times (7:30 pm).',
      {
        tags: ['copy', 'locale'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      'one migration per PR and keep PRs small pls, it is the same 3 reviewers during on-sale weeks',
      {},
    ),
    m(
      'deploy-freeze',
      'constraint',
      'No production deploys on on-sale days or festival weekends (Thu 12:00 to Mon 12:00 event-local). Staging is fine.',
      {
        tags: ['deploy', 'freeze'],
      },
    ),
    m(
      'note-tail',
      'note',
      'quickest way to follow a stuck hold: `wrangler tail --env production --format pretty --search hld_<id>`',
      {
        tags: ['debugging', 'wrangler', 'holds'],
      },
    ),
    m('cand-afterpay', 'decision', 'Offer Afterpay through Stripe on ticket orders.', {
      candidate: true,
      tags: ['afterpay', 'stripe', 'payments'],
    }),
    m('cand-pwa', 'decision', 'Rewrite the gate scanner as a PWA instead of React Native.', {
      candidate: true,
      tags: ['scanner', 'pwa'],
    }),
    m(
      'cand-d1-replicas',
      'decision',
      'Turn on D1 read replication (Sessions API) for the event listing reads.',
      {
        candidate: true,
        tags: ['d1', 'replication'],
      },
    ),
    m('cand-hold-15', 'constraint', 'Holds should last 15 minutes for accessibility customers.', {
      candidate: true,
      tags: ['holds', 'accessibility'],
    }),
    m(
      'secret-stripe-env',
      'note',
      'staging .dev.vars that works:\nSTRIPE_SECRET_KEY=sk_test_51PqR8sLkT2vWx9YzAb3Cd4Ef5Gh6Ij7Kl8Mn9Op\nHOLD_TTL_MS=420000',
      {
        secret: 'sk_test_51PqR8sLkT2vWx9YzAb3Cd4Ef5Gh6Ij7Kl8Mn9Op',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'the staging webhook signing secret is whsec_Rk3mP9qT2vX7yB4nL8wD1sF6hJ0c — copied from the dashboard endpoint for staging-api',
      {
        secret: 'whsec_Rk3mP9qT2vX7yB4nL8wD1sF6hJ0c',
      },
    ),
    m(
      'secret-cf-token-yaml',
      'note',
      'temp deploy workflow until the repo secret is sorted:\nenv:\n  CLOUDFLARE_ACCOUNT_ID: 7c1e4b9a2d3f\n  CLOUDFLARE_API_TOKEN: Qm7vT_2xLp9Rz4KwY8nB3cF6hJ1sD5gA0uE-iWoZ',
      {
        secret: 'Qm7vT_2xLp9Rz4KwY8nB3cF6hJ1sD5gA0uE-iWoZ',
      },
    ),
    m(
      'secret-postmark-json',
      'note',
      'postmark config for the email consumer: {"serverToken": "b8e2f4a1-6c3d-4e9b-a7f5-3d2c1b0e9f8a", "messageStream": "tickets"}',
      {
        secret: 'b8e2f4a1-6c3d-4e9b-a7f5-3d2c1b0e9f8a',
      },
    ),
    m(
      'secret-turnstile-export',
      'note',
      'for local load tests: export TURNSTILE_SECRET=0x4AAAAAAAqK7vNpR2mZ9xLwT3yB8cD5fG',
      {
        secret: '0x4AAAAAAAqK7vNpR2mZ9xLwT3yB8cD5fG',
      },
    ),
    m(
      'secret-mdm-passphrase',
      'note',
      'MDM enrolment passphrase for the gate phones is wombat-gumtree-ferry-42 — crew leads have it on paper at each gate',
      {
        secret: 'wombat-gumtree-ferry-42',
      },
    ),
    m(
      'secret-wifi',
      'note',
      'prod office wifi at Centennial Park: SSID HL-PROD-OFFICE, password "kookaburra laughs at midnight"',
      {
        secret: 'kookaburra laughs at midnight',
      },
    ),
    m(
      'secret-r2-s3',
      'note',
      'R2 S3 creds for poking at the logs bucket: access key id 4f9c2a7e1b8d3f6a, secret access key 9e1d7c4b2a8f5e3d6c0b9a7f4e2d1c8b5a3f6e9d7c2b4a1e8f5d3c6b9a0e7d2f',
      {
        secret: '9e1d7c4b2a8f5e3d6c0b9a7f4e2d1c8b5a3f6e9d7c2b4a1e8f5d3c6b9a0e7d2f',
      },
    ),
    m(
      'secret-qr-key',
      'note',
      'dev QR signing key so local tickets scan on the test phones: QR_SIGNING_KEY_dev26=MC4CAQAwBQYDK2VwBCIEIHq3vN8pL2xR7mK9tY4wB6cF1jD5sG0aZ8eU3iO7nQ2h',
      {
        secret: 'MC4CAQAwBQYDK2VwBCIEIHq3vN8pL2xR7mK9tY4wB6cF1jD5sG0aZ8eU3iO7nQ2h',
      },
    ),
    m(
      'secret-intellitix',
      'note',
      'Intellitix wristband API — user: scl_integration / password: Gr8Barr13r!Reef#26',
      {
        secret: 'Gr8Barr13r!Reef#26',
      },
    ),
    m('secret-expo', 'note', 'EAS needs this in CI: EXPO_TOKEN="jX8vQ2mR9tN4wZ7bY3cF6hJ1pD5sG0aEk3L"', {
      secret: 'jX8vQ2mR9tN4wZ7bY3cF6hJ1pD5sG0aEk3L',
    }),
    m(
      'secret-boxoffice',
      'note',
      "box office laptop shared login is boxoffice / ThongsAndSnags2026! (don't tell Tahnee we share it)",
      {
        secret: 'ThongsAndSnags2026!',
      },
    ),
    m(
      'secret-sentry',
      'note',
      'sentry-cli auth token for the sourcemap upload step: sntrys_eyJpYXQiOjE3MzU2ODk2MDB9_Pq7Rt2Vx9Zb4Nc8Md3Lf6Kh1Jg5',
      {
        secret: 'sntrys_eyJpYXQiOjE3MzU2ODk2MDB9_Pq7Rt2Vx9Zb4Nc8Md3Lf6Kh1Jg5',
      },
    ),
    m(
      'secret-legacy-pg',
      'note',
      'the old finance reports still read from postgres://reports_ro:Xv8LmQ2pR7zK@ec2-13-54-20-11.ap-southeast-2.compute.amazonaws.com:5432/d8k2legacy',
      {
        secret: 'Xv8LmQ2pR7zK',
      },
    ),
  ],
  sessions: [
    {
      id: 'tix-resale-session',
      age: 12,
      turns: [
        said('morning. looking at the resale flow today, src/routes/resale.ts is a mess tbh'),
        replied(
          'It mixes listing, purchase and payout logic in one handler. I can split it into src/domain/resale/listing.ts, purchase.ts and payout.ts.',
        ),
        said(
          'yep split it. and from the product meeting: sellers pay a 5% resale fee on the listed price, taken off their payout (round down to the cent). buyers pay the normal booking fee on top',
          {
            key: 's-resale-fee',
            type: 'decision',
          },
        ),
        replied('Got it: seller_fee_cents = floor(listed_price_cents * 0.05), deducted in payout.ts.'),
        said(
          'btw if a companion card holder resells their ticket, the companion ticket gets voided, it never goes to the buyer',
          {
            key: 's-companion-resale',
            type: 'constraint',
          },
        ),
        replied('I will void the linked COMPANION ticket in the same db.batch as the RESOLD transition.'),
        said('hmm wait does the cap check run before or after the fees'),
        replied(
          'Before: resale-cap.ts compares listed_price_cents with face_cents only, fees are not part of it.',
        ),
        said('ok good'),
        replied('I could also add a suggested price (median of recent listings) to the listing form?'),
        said('lets not go there now'),
        said(
          'resale listings close at the same time as transfers, 2h before gates. one constant TRANSFER_RESALE_CUTOFF_MS in src/domain/cutoffs.ts, both use it',
          {
            key: 's-resale-cutoff',
            type: 'convention',
          },
        ),
        replied('Added src/domain/cutoffs.ts and switched transfers.ts and resale/listing.ts to it.'),
        said(
          'here is the staging admin token to test the payout api: curl -H "Authorization: Bearer stg_adm_7Hq2Lp9Xr4Tv8Nz3Wb6Kd1Fj5Mc0" https://staging-api.harbourlights.dev/admin/payouts',
          {
            secret: 'stg_adm_7Hq2Lp9Xr4Tv8Nz3Wb6Kd1Fj5Mc0',
          },
        ),
        replied('Thanks, the payout list matches what payout.ts computes.'),
        said('cool, PR it'),
      ],
    },
    {
      id: 'tix-gates-session',
      age: 5,
      turns: [
        said(
          'gate crew feedback from the Brisbane soft-open: scanners were slow to start and a few had no manifest at all',
        ),
        replied(
          'The manifest download only starts when the app is opened, and on a fresh install it can take a few minutes on the site wifi.',
        ),
        said(
          'rule from now on: every scanner has to have the current manifest at least 2 hours before gates open. crew lead checks the green "manifest ok" badge on each device',
          {
            key: 's-manifest-preload',
            type: 'constraint',
          },
        ),
        replied(
          'I will add the badge to the home screen, green when the manifest ETag matches and is from today.',
        ),
        said(
          'also pass-outs: only allowed until 18:00 event-local, after that no re-entry at all. put it in events.passout_until',
          {
            key: 's-passout-until',
            type: 'decision',
          },
        ),
        replied(
          'That needs a migration, 0008_passout_until.sql, and a check in packages/shared/src/scan-rules.ts.',
        ),
        said('yeah'),
        replied(
          'Should the scanner also admit tickets that were voided in the last 5 minutes, in case its manifest is a bit stale?',
        ),
        said('hmm no'),
        said(
          'battery: under 20% the scanner goes into low power mode, stops the sync loop and only scans. sync resumes when it is on a charger',
          {
            key: 's-battery-sync',
            type: 'constraint',
          },
        ),
        replied('Added a battery listener in apps/scanner/src/sync.ts using expo-battery.'),
        said('thx'),
      ],
    },
    {
      id: 'tix-refunds-session',
      age: 2,
      turns: [
        said('Brisbane day 2 might get cancelled bc of the storms, need the refund path ready today'),
        replied(
          'src/domain/refunds.ts is called from the admin route and loops over every order calling stripe.refunds.create one by one.',
        ),
        said(
          "that'll time out for 18k tickets. bulk refunds go through a new `refunds` queue, batch size 50, the admin route only enqueues",
          {
            key: 's-refund-queue',
            type: 'decision',
          },
        ),
        replied(
          'I will add the queue plus refunds-dlq in wrangler.toml and a consumer in src/queues/refunds.ts.',
        ),
        said(
          'and any change to src/lib/gst.ts has to pass the fast-check property test in test/gst.property.test.ts, gst rounding bit us before',
          {
            key: 's-gst-rounding-test',
            type: 'convention',
          },
        ),
        replied('Noted. Should refunds also send an SMS?'),
        said('nah email only'),
        said('ok ship it to staging'),
      ],
    },
  ],
  prompts: [
    p('add a POST /checkout/hold route in src/routes/checkout.ts that reserves GA tickets for an event', [
      'router-hono',
      'inventory-do',
      'do-rpc',
      'ga-shards-16',
      'hold-ttl-7',
      'purchase-limits',
      'bots-turnstile',
      'zod',
      'hold-rpc-timeout-2',
    ]),
    p('staging load test issued 32,012 GA tickets for evt_hl26_syd, cap is 32k. how??', [
      'inventory-do',
      'incident-oversell',
      'ga-shards-16',
      'event-syd',
    ]),
    p('how long do cart holds last now?', ['hold-ttl-7', 'a11y-web']),
    p(
      'holds arent released after expiry, looks like the EventInventory alarm only fires for the first hold',
      ['do-alarm', 'hold-ttl-7', 'do-sqlite', 'inventory-do'],
    ),
    p('write a migration adding resale_listings.listed_price_cents', [
      'd1-drizzle',
      'd1-migrations',
      'money-cents',
      'pref-small-prs',
    ]),
    p(
      'D1_ERROR: cannot start a transaction within a transaction — src/domain/refunds.ts:42, I wrapped it in db.transaction()',
      ['d1-no-tx', 'refunds'],
    ),
    p('the GST on the tax invoice is a cent off on a 5-ticket order', [
      'gst-incl',
      'gst-claim',
      'money-cents',
      's-gst-rounding-test',
    ]),
    p('add the booking fee line to the order summary response', [
      'booking-fee-545',
      'money-cents',
      'gst-incl',
    ]),
    p('what is the booking fee atm?', ['booking-fee-545']),
    p(
      '@src/routes/webhooks/stripe.ts constructEvent throws "SubtleCryptoProvider cannot be used in a synchronous context"',
      ['stripe-webhook'],
    ),
    p(
      'stripe webhook times out for group orders of 10+, can we just make the pdf render in the handler faster?',
      ['stripe-webhook', 'incident-double-issue', 'pdf-lib', 'queues-layout'],
    ),
    p(
      'new Stripe(...) inside src/routes/resale.ts blows up on deploy with "The Node.js http module is not supported"',
      ['stripe-fetch-client', 'compat'],
    ),
    p('make the refund call retry safe', ['stripe-idem', 'queues-idem', 'refunds']),
    p('implement refunds for the cancelled Brisbane day 2', [
      'refunds',
      'refund-fee-claim',
      's-refund-queue',
      'stripe-idem',
      'event-bne',
      'ticket-states',
      'd1-no-tx',
      'queues-idem',
    ]),
    p('does the booking fee get refunded if a show is cancelled?', ['refunds', 'refund-fee-claim']),
    p('add a queue consumer that sends SMS reminders the day before', [
      'queues-layout',
      'queues-idem',
      'no-pii-logs',
    ]),
    p('ticket-render-dlq has 300 msgs this morning', [
      'dlq-render',
      'render-batch-25',
      'pdf-lib',
      'queues-idem',
    ]),
    p('payments-dlq got 1 message at 2am and I got paged for it, expected?', ['dlq-payments']),
    p('where are the ticket pdfs stored and can we just put a public link in the email?', ['r2-tickets']),
    p('ticket pdf footer: add the ABN and a "Tax Invoice" heading', ['abn', 'gst-incl', 'pdf-lib']),
    p("change the QR payload to include the holder's first name so gate staff can check ID", ['qr-payload']),
    p('scanner says INVALID_SIGNATURE for every evt_hl26_mel ticket since this morning', [
      'qr-keys',
      'qr-payload',
      'scanner-manifest',
      'event-mel',
    ]),
    p('add the rotating QR to the wallet screen in apps/web', ['qr-rotating', 'qr-payload']),
    p('rotating QRs get rejected on one XCover but not on the others', [
      'qr-rotating',
      'incident-scanner-clock',
    ]),
    p('apps/scanner: scan screen should call the API to check the ticket status', [
      'scanner-offline',
      'scanner-manifest',
    ]),
    p('new phones at gate 5 have no manifest, what happens when doors open?', [
      'scanner-no-manifest',
      'scanner-offline',
      'scanner-manifest',
      's-manifest-preload',
    ]),
    p('scan sync keeps failing on 3G at the gates', ['scanner-sync']),
    p('punter got ALREADY_IN at 7pm, says he just went back to the car for his jacket', [
      'scanner-conflict',
      's-passout-until',
    ]),
    p('bump expo to SDK 53 in apps/scanner', ['scanner-expo-52']),
    p('how do the gate phones get new scanner builds?', ['scanner-expo-52']),
    p('ScanResult.tsx — make the deny state more obvious, just go full red bg', ['scanner-a11y']),
    p('transfer endpoint: allow unlimited transfers for VIP tickets', ['transfer-rules']),
    p('transfer 1h before gates failed with TRANSFER_CLOSED and the customer is fuming, bug?', [
      'transfer-rules',
      's-resale-cutoff',
    ]),
    p('customer wants to transfer just the companion ticket to a mate', ['companion-card', 'transfer-rules']),
    p('NSW event: someone wants to list a $149 ticket for $180, should the API allow it?', [
      'resale-nsw',
      'resale-claim',
      'money-cents',
    ]),
    p('implement the resale price cap in src/domain/resale-cap.ts for all states', [
      'resale-nsw',
      'resale-vic',
      'resale-qld',
      'resale-claim',
      'money-cents',
    ]),
    p('does the booking fee count towards the resale cap?', ['resale-nsw', 'booking-fee-545']),
    p('when do resale sellers get their money?', ['resale-payout-7d', 's-resale-fee']),
    p('src/cron/payouts.ts paid two sellers twice last night', ['resale-payout-7d', 'stripe-idem', 'crons']),
    p('someone got 12 tickets for evt_hl26_syd using three browser tabs', [
      'purchase-limits',
      'inventory-do',
      'event-syd',
    ]),
    p('add a bypass header so our k6 load test can skip turnstile', ['bots-turnstile', 'dev-vars-example']),
    p('bump the waiting room to 10k/min for the melbourne on-sale', ['waiting-room-5k', 'ga-shards-16']),
    p(
      'accessible platform is sold out in Sydney but GA has 2k left, can we move capacity over automatically?',
      ['access-pool', 'event-syd'],
    ),
    p('companion ticket got counted towards the 8 ticket limit for a customer', [
      'companion-card',
      'purchase-limits',
    ]),
    p('compliance wants a photo of the companion card stored with the order for audits', ['companion-card']),
    p('checkout countdown — screen reader users say they get kicked out mid-payment', [
      'a11y-web',
      'hold-ttl-7',
    ]),
    p('show the gate opening time on the event page', ['tz', 'pref-au-english']),
    p('orders.created_at looks 10-11 hours off in the admin CSV export', ['tz', 'tz-claim']),
    p('brisbane event times show an hour late since October', ['tz', 'event-bne']),
    p('set up a new event: Harbourlights 2026 Perth', [
      'ids',
      'tz',
      'qr-keys',
      'booking-fee-545',
      'access-pool',
      'purchase-limits',
    ]),
    p('what id format do we use for orders?', ['ids']),
    p('in the scan-sync consumer just UPDATE tickets SET status = SCANNED, quick fix', [
      'ticket-states',
      'queues-idem',
    ]),
    p('box office needs an endpoint for the 3-day pass wristband exchange', ['wristbands', 'ticket-states']),
    p('can we do cashless top-ups on the wristbands?', ['wristbands']),
    p('tier 1 should flip to tier 2 on 1 Oct automatically', ['tiers']),
    p('same presale code used twice by one account', ['presale-codes', 'inventory-do']),
    p('deploy to prod', ['wrangler-envs', 'ci', 'deploy-freeze', 'd1-migrations']),
    p('the queue binding is undefined in production but fine in staging', ['wrangler-envs', 'queues-layout']),
    p('where do I put the new Postmark token?', ['secrets-policy', 'dev-vars-example']),
    p('set up local dev for the new grad starting monday', [
      'dev-vars-example',
      'secrets-policy',
      'pnpm',
      'tests-pool',
    ]),
    p('add STRIPE_SECRET_KEY to [vars] in wrangler.toml so the preview env works', [
      'secrets-policy',
      'stripe-restricted',
      'wrangler-envs',
    ]),
    p('write a test for the refund route, just hit stripe test mode', [
      'tests-no-stripe',
      'tests-pool',
      'refunds',
    ]),
    p('test/setup.ts: how do I get a D1 with the schema in tests', ['tests-pool', 'd1-migrations']),
    p('npm install date-fns in apps/web', ['pnpm']),
    p('add eslint-plugin-react-hooks to apps/web', ['biome']),
    p('is `export default function calcGst` in src/lib/gst.ts ok?', ['biome', 's-gst-rounding-test']),
    p('validate the body of POST /transfers', ['zod', 'router-hono', 'transfer-rules']),
    p('scanner shows "Something went wrong" for HOLD_EXPIRED, map the error properly', ['api-errors']),
    p('add a new error code for resale price over the cap', ['api-errors', 'resale-nsw', 'resale-vic']),
    p('send the ticket email straight from the webhook with a fetch to postmark', [
      'email-postmark',
      'stripe-webhook',
      'incident-double-issue',
    ]),
    p('are we still on mailchannels?', ['email-postmark']),
    p('log the full order payload when Stripe fails so I can debug it', ['no-pii-logs', 'observability']),
    p("sentry isn't catching errors thrown in the queue consumers", ['observability', 'queues-layout']),
    p('delete a user who asked to be forgotten, incl their orders', ['retention']),
    p('retention cron ran at 1pm instead of 3am??', ['crons', 'retention']),
    p('add a cron that re-sends ticket emails to people who never opened them, 9am Sydney daily', [
      'crons',
      'queues-layout',
      'email-postmark',
      'tz',
    ]),
    p('stripe dispute came in for a ticket that was already scanned, what do we do', [
      'disputes-void',
      'ticket-states',
    ]),
    p('afterpay?', ['stripe-pi', 'stripe-aud']),
    p('why do we use PaymentIntents and not Checkout?', ['stripe-pi']),
    p('charge international buyers in USD', ['stripe-aud', 'money-cents']),
    p('should the API return dollars with decimals for the web app?', ['money-cents']),
    p('D1 query with IN (...) of 300 ticket ids fails with "too many SQL variables"', ['d1-limits']),
    p('hold RPC sometimes takes 4s during on-sale and users see TRY_AGAIN', [
      'hold-rpc-timeout-2',
      'ga-shards-16',
      'waiting-room-5k',
    ]),
    p('who owns the scanner app?', ['owners']),
    p('who do I ask to change the waiting room settings', ['waiting-room-5k', 'owners']),
    p("can I push the fix to prod on saturday, we're mid festival in Melbourne", ['deploy-freeze']),
    p('how do I follow a hold in the prod logs', ['note-tail']),
    p('invoice numbers have gaps after failed payments', ['invoice-seq', 'd1-no-tx']),
    p('new financial year starts 1 July, anything to do for invoice numbering?', ['invoice-seq']),
    p('move the legacy KV-backed EventInventory events over to V2', ['do-sqlite', 'inventory-do']),
    p('add a releaseAll() to EventInventory for cancelled events', [
      'do-sqlite',
      'do-rpc',
      'inventory-do',
      'do-alarm',
    ]),
    p('can I add transfer_count tracking to the old EventInventory class?', ['do-sqlite']),
    p('what does the reconcile holds cron do and how often does it run', ['crons', 'hold-ttl-7']),
    p('copy for the sold out banner pls', ['pref-au-english']),
    p('format 14950 cents in the email template', ['money-cents', 'pref-au-english']),
    p('apps/web fetches https://api.harbourlights.com.au directly for the cart, ok?', ['web-app']),
    p('tickets table: add reissued_at, set whenever seq bumps', [
      'd1-migrations',
      'd1-drizzle',
      'tz',
      'qr-payload',
    ]),
    p('scan-sync: two gates scanned the same ticket within a second of each other, who wins?', [
      'scanner-conflict',
      'incident-scanner-clock',
    ]),
    p('turn on pass-outs for the Sydney show', ['scanner-conflict', 's-passout-until', 'event-syd']),
    p('add events.passout_until', ['s-passout-until', 'd1-migrations', 'd1-drizzle', 'tz']),
    p('scanner battery dies by 4pm, the sync loop is hammering the radio', [
      's-battery-sync',
      'scanner-sync',
    ]),
    p('crew lead checklist for the morning of the gates', ['s-manifest-preload', 'scanner-no-manifest']),
    p('resale: how much do sellers pay us?', ['s-resale-fee']),
    p('implement payout amount calc in src/domain/resale/payout.ts', [
      's-resale-fee',
      'resale-payout-7d',
      'money-cents',
      'stripe-idem',
    ]),
    p('companion card holder listed their ticket on resale, what happens to the companion one?', [
      's-companion-resale',
      'companion-card',
    ]),
    p('where is the cutoff for resale listings defined?', ['s-resale-cutoff']),
    p('bulk refund 18k orders from the admin route', [
      's-refund-queue',
      'refunds',
      'stripe-idem',
      'queues-idem',
    ]),
    p('refactor src/lib/gst.ts to use bigint', ['s-gst-rounding-test', 'gst-incl', 'money-cents']),
    p('add a refunds-dlq alert', ['s-refund-queue', 'dlq-payments', 'dlq-render', 'queues-layout']),
    p('why is inventory in a DO and not just D1 with a transaction?', [
      'inventory-do',
      'incident-oversell',
      'd1-no-tx',
    ]),
    p('what do we use for routing?', ['router-hono']),
    p('are we still writing raw SQL strings for D1?', ['d1-drizzle']),
    p('how are ticket pdfs rendered now', ['pdf-lib', 'r2-tickets']),
    p('ticket-render batch size?', ['render-batch-25']),
    p('how many GA shards for the Melbourne event?', ['ga-shards-16', 'event-mel']),
    p('wrangler.toml: add a new queue for webhooks from Intellitix', [
      'queues-layout',
      'wrangler-envs',
      'wristbands',
    ]),
    p('manifest is 9MB, phones on the bad wifi take ages. can we diff it?', [
      'scanner-manifest',
      'scanner-offline',
    ]),
    p('PR review pls: src/routes/transfers.ts changes', [
      'transfer-rules',
      'zod',
      'ticket-states',
      'qr-payload',
      's-resale-cutoff',
    ]),
    p('review my migration migrations/0008_passout_until.sql, I also fixed a typo in 0007', [
      'd1-migrations',
      'pref-small-prs',
    ]),
    p('hono middleware order for auth + turnstile on checkout', ['router-hono', 'bots-turnstile']),
    p('Sentry is showing customer emails in breadcrumbs', ['no-pii-logs', 'observability']),
    p('chargeback on a resold ticket 5 days after the event, seller already paid?', [
      'resale-payout-7d',
      'disputes-void',
    ]),
    p('is the staging API still on heroku?', ['ci', 'wrangler-envs']),
    p('add a GET /events/:id/availability for the web app', [
      'router-hono',
      'inventory-do',
      'do-rpc',
      'access-pool',
      'ga-shards-16',
    ]),
    p('fix: tests hang when two specs touch the same DO', ['tests-pool']),
    p('mock env.DB in the checkout unit test', ['tests-pool']),
    p('queue consumer for scan-sync — write the handler', [
      'queues-layout',
      'queues-idem',
      'scanner-sync',
      'scanner-conflict',
      'incident-scanner-clock',
      'scanner-manifest',
    ]),
    p('hold got released but the customer was still charged', ['hold-ttl-7', 'stripe-pi', 'do-alarm']),
    p('can the PDF show the Companion Card number?', ['companion-card', 'no-pii-logs']),
    p('what should be in the tax invoice email?', ['gst-incl', 'abn', 'invoice-seq', 'booking-fee-545']),
    p('VIC event isnt a declared major event, do we still cap resale?', ['resale-vic']),
    p('add a resale_cap_bps field to the admin event form', ['resale-vic', 'resale-nsw', 'zod']),
    p('presale for Brisbane opens tomorrow 9am, anything to check?', [
      'presale-codes',
      'event-bne',
      'tz',
      'deploy-freeze',
    ]),
    p('CI deploy job failed at "wrangler d1 migrations apply"', ['ci', 'd1-migrations']),
    p('nodejs_compat missing error after upgrading wrangler', ['compat']),
    p('rotate the stripe key', ['stripe-restricted', 'secrets-policy']),
    p('rotate QR keys for the new season', ['qr-keys', 'secrets-policy']),
    p('how do i get the dev QR signing key for local scanning?', ['dev-vars-example', 'qr-keys']),
    p('how do I get into the old admin tool?', ['note-vpn']),
    p('thanks mate', []),
    p('how do I rebase onto main without losing my changes?', []),
    p('explain the difference between interface and type in TypeScript', []),
    p('ok', []),
    p('lgtm, merge it', []),
    p('write a generic debounce hook in react', []),
    p('what does the satisfies operator do in TS', []),
    p('cheers that fixed it', []),
    p('explain exponential backoff with jitter', []),
    p('how do I center a view in react native, flexbox is confusing me', []),
    p('difference between Promise.all and Promise.allSettled?', []),
    p('tidy up the imports in this file', []),
    p('good morning!', []),
    p('git stash pop gives me conflicts, how do I get out of this', []),
    p('time complexity of inserting into a binary heap?', []),
    p('rename x to count in this function', []),
    p('write a haiku about on-sale day', []),
    p('undo the last commit but keep my changes', []),
    p('can you explain what a CORS preflight is', []),
    p('convert this callback to async/await', []),
    p('nah leave it', []),
    p('brb lunch', []),
    p('explain tail call optimisation', []),
    p('summarise this diff for the PR description', []),
    p('what is the difference between useMemo and useCallback', []),
    p('regex for australian mobile numbers like 0412 345 678?', []),
    p('how do i read a large file line by line in node', []),
    p('is Map faster than a plain object for lookups?', []),
    p('explain what the event loop is', []),
    p('thx, all good now', []),
    p('what does HTTP 425 Too Early mean', []),
  ],
});
