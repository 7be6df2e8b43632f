// A music-festival ticketing and gate-entry backend (Australia): Cloudflare Workers + Hono, D1, Durable Objects,
// Queues, R2, Stripe with GST, an offline React Native gate scanner, NSW/VIC resale caps, Companion Cards.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'workers-festival-tickets-au',
  stack:
    'TypeScript 5 on Cloudflare Workers (Hono 4, D1/SQLite via Drizzle, Durable Objects, Queues, R2, Cron Triggers, Turnstile, Waiting Room), Stripe PaymentIntents + Connect (AUD, GST-inclusive), Postmark, React Native (Expo) offline gate scanner, React Router 7 web app, pnpm workspaces, Vitest + @cloudflare/vitest-pool-workers, Biome, GitHub Actions + wrangler',
  memories: [
    m('router-itty', 'fact', 'API routing is itty-router 4, every route registered in src/index.ts with router.get/router.post', {
      files: ['src/index.ts'],
      age: 690,
      tags: ['routing', 'itty-router'],
    }),
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
    m('d1-raw', 'convention', 'db access: env.DB.prepare(sql).bind(...).all() — keep the SQL strings in src/db/queries/*.ts, one file per table', {
      age: 640,
      files: ['src/db/queries'],
      tags: ['d1', 'sql'],
    }),
    m(
      'd1-drizzle',
      'decision',
      "D1 access goes through Drizzle (drizzle-orm/d1) now, schema in src/db/schema.ts. It started out as hand-written prepare().bind() strings in src/db/queries/ — we had three prod bugs from positional bind() params in the wrong order, so we moved. Migrations are still plain SQL: drizzle-kit generate, then review the .sql by hand before committing.",
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
    m('do-kv-storage', 'fact', 'EventInventory keeps its counters with ctx.storage.put/get (the KV-style storage API)', {
      age: 470,
      tags: ['durable-objects', 'storage'],
    }),
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
    m('pdf-puppeteer', 'fact', 'ticket PDFs: Browser Rendering (@cloudflare/puppeteer) prints src/pdf/ticket.html to pdf', {
      age: 600,
      tags: ['pdf', 'puppeteer'],
    }),
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
    m('ga-shards-8', 'decision', 'GA inventory for events over 20k capacity is split across 8 DO shards: idFromName(`${eventId}:ga:${n}`), each holding capacity/8. reserved + ACCESS pools stay in one DO.', {
      age: 380,
      files: ['src/do/shards.ts'],
      tags: ['durable-objects', 'sharding', 'inventory'],
    }),
    m('waiting-room-2k', 'fact', 'Waiting Room on /checkout/* lets in 2,000 new users/min', {
      age: 350,
      tags: ['waiting-room', 'on-sale'],
    }),
    m('booking-fee-495', 'fact', 'booking fee 495c per ticket ($4.95 incl GST), hardcoded in src/lib/fees.ts', {
      age: 330,
      files: ['src/lib/fees.ts'],
      tags: ['fees', 'booking-fee'],
    }),
    m('resale-payout-3d', 'fact', 'resale sellers get paid via a Stripe Connect Express transfer 3 days after the event', {
      age: 400,
      tags: ['resale', 'payouts', 'stripe-connect'],
    }),
    m('scanner-expo-51', 'fact', 'scanner is Expo SDK 51 (old architecture), EAS builds, sideloaded via MDM', {
      age: 480,
      files: ['apps/scanner/app.json'],
      tags: ['scanner', 'expo'],
    }),
    m('hold-rpc-timeout-3', 'constraint', 'checkout -> EventInventory hold RPC: 3 s timeout, then 503 TRY_AGAIN', {
      age: 270,
      files: ['src/routes/checkout.ts'],
      tags: ['durable-objects', 'timeout', 'checkout'],
    }),
    m('render-batch-10', 'fact', 'ticket-render consumer: max_batch_size 10, max_batch_timeout 5', {
      age: 250,
      files: ['wrangler.toml'],
      tags: ['queues', 'ticket-render'],
    }),
    m('staging-heroku', 'fact', 'staging API is the heroku app festival-api-staging, deploy with git push heroku main', {
      age: 730,
      tags: ['staging', 'heroku'],
    }),
    m('note-vpn', 'note', 'old admin tool at admin.festivaltix.internal only works over the Pritunl VPN', {
      age: 700,
      tags: ['admin', 'vpn'],
    }),
    m(
      'do-sqlite',
      'decision',
      "EventInventory is SQLite-backed now: a new class EventInventoryV2 declared under [[migrations]] new_sqlite_classes (tag \"v3\") in wrangler.toml, using ctx.storage.sql. The old KV-backed EventInventory only still serves events from before 2026 — don't add features to it.",
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
