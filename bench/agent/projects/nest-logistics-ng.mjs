// A Nigerian last-mile delivery and cash-on-delivery platform: dispatch, COD remittance and reconciliation, Paystack
// and Flutterwave collections and payouts, Termii SMS, React Native rider app, AWS eu-west-1 + Lagos edge. The team
// writes in Nigerian Pidgin and standard English, with some Yoruba and Hausa words.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nest-logistics-ng',
  stack:
    'Node.js 20, NestJS 10 + TypeORM 0.3, PostgreSQL 16 + PostGIS (RDS), BullMQ on Redis 7 (ElastiCache), React Native 0.74 (Expo SDK 51, EAS) rider app, React ops dashboard, Paystack + Flutterwave, Termii SMS, OSRM, AWS ECS Fargate eu-west-1 + CloudFront Lagos edge, Terraform, pnpm + Turborepo, GitHub Actions, Jest + Supertest + Testcontainers',
  memories: [
    // --- platform ---
    m('node-18', 'fact', 'api and worker dey run Node 18 (.nvmrc na 18.19), Dockerfile FROM node:18-alpine', {
      age: 640,
      files: ['.nvmrc', 'apps/api/Dockerfile'],
      tags: ['node', 'runtime'],
    }),
    m(
      'node-20',
      'decision',
      'We don upgrade everything to Node 20 LTS: .nvmrc na 20.12, base image node:20-alpine, CI matrix only 20. Remove any Node 18 polyfill (node-fetch, abort-controller) wey you see.',
      {
        fact: 'api | runtime | Node 20',
        supersedes: 'node-18',
        age: 230,
        files: ['.nvmrc', 'apps/api/Dockerfile'],
        tags: ['node', 'runtime', 'upgrade'],
      },
    ),
    m(
      'pnpm',
      'convention',
      'Monorepo na pnpm workspaces + Turborepo: apps/api (NestJS), apps/rider (React Native), apps/ops-dashboard (React), packages/shared (types wey api and apps share). pnpm only — no npm install, no yarn; lockfile na pnpm-lock.yaml. Add dep: pnpm --filter api add <pkg>.',
      {
        files: ['pnpm-workspace.yaml', 'turbo.json', 'pnpm-lock.yaml'],
        reaffirm: 25,
        tags: ['pnpm', 'monorepo', 'turborepo', 'dependencies'],
      },
    ),
    m(
      'nest-structure',
      'convention',
      'Nest modules dey apps/api/src/modules/<domain> (orders, dispatch, riders, payments, payouts, cod, notifications, merchants). One module = controller + service + entities/ + dto/. No inject another module repository; call that module service wey e export.',
      {
        files: ['apps/api/src/modules'],
        tags: ['nestjs', 'modules', 'structure'],
      },
    ),
    m(
      'dto-validation',
      'convention',
      'DTOs na class-validator + class-transformer; global ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }) dey main.ts. No accept raw any body for controller.',
      {
        files: ['apps/api/src/main.ts'],
        tags: ['nestjs', 'dto', 'validation', 'class-validator'],
      },
    ),
    m(
      'typeorm-03',
      'fact',
      'TypeORM 0.3 with one DataSource for apps/api/src/database/data-source.ts — Nest TypeOrmModule.forRootAsync and the migration CLI both use am. Entities na *.entity.ts inside each module.',
      {
        files: ['apps/api/src/database/data-source.ts'],
        tags: ['typeorm', 'datasource', 'entities'],
      },
    ),
    m(
      'typeorm-sync',
      'convention',
      'for dev and staging we set synchronize: true so schema go follow entities sharp sharp; migrations na only for prod',
      {
        age: 500,
        tags: ['typeorm', 'synchronize', 'schema'],
      },
    ),
    m(
      'incident-staging-sync',
      'incident',
      'Feb 2025: synchronize: true for staging drop cod_remittances.rider_note after somebody rename the entity property; we lose 3 weeks of test remittance data and finance UAT start again from zero.',
      {
        age: 240,
        tags: ['incident', 'typeorm', 'synchronize', 'staging'],
      },
    ),
    m(
      'migrations-only',
      'constraint',
      'synchronize: false for EVERY environment, dev inclusive. Any schema change = migration file for apps/api/src/database/migrations (pnpm --filter api migration:generate src/database/migrations/<Name>), reviewed inside the PR.',
      {
        supersedes: 'typeorm-sync',
        age: 200,
        canonical: true,
        files: ['apps/api/src/database/migrations'],
        reason: 'staging data loss of Feb 2025',
        tags: ['typeorm', 'migrations', 'synchronize', 'schema'],
      },
    ),
    m(
      'money-kobo',
      'constraint',
      'All money na integer kobo: bigint column + ColumnNumericTransformer, ₦1,250.50 = 125050. No float, no numeric naira for new columns. Paystack want kobo, Flutterwave want naira — convert only inside the payment adapter.',
      {
        canonical: true,
        reaffirm: 9,
        tags: ['money', 'kobo', 'naira', 'bigint'],
      },
    ),
    m(
      'money-naira-claim',
      'fact',
      'abeg note: orders.total_amount na numeric(12,2) for naira o, no be kobo; na only payments table dey use kobo',
      {
        disputes: 'money-kobo',
        tags: ['money', 'naira', 'orders'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'DB timestamps na timestamptz in UTC. Africa/Lagos (UTC+1, no DST) only for display and for the cut-off logic inside DispatchCutoffService.',
      {
        tags: ['timezone', 'utc', 'timestamptz', 'wat'],
      },
    ),
    m(
      'slot-local-claim',
      'fact',
      'delivery_slot_start / delivery_slot_end for orders na timestamp without time zone in Lagos local time — na so merchant dashboard dey send am',
      {
        disputes: 'ts-utc',
        files: ['apps/api/src/modules/orders/entities/order.entity.ts'],
        tags: ['timezone', 'delivery-slot'],
      },
    ),
    m(
      'postgis',
      'fact',
      'PostGIS dey on: riders.position na geography(Point,4326) with GIST index; nearest-rider query na ST_DWithin + ORDER BY position <-> :point LIMIT 20. Zones na polygons for zones table.',
      {
        tags: ['postgis', 'geography', 'gist', 'geo'],
      },
    ),
    m(
      'rider-location',
      'constraint',
      'Rider live GPS dey go Redis (GEOADD riders:live) every 10s from the app; only one point per minute dey persist for rider_location_history, and history wey pass 90 days go purge (NDPR).',
      {
        tags: ['gps', 'redis', 'location', 'ndpr', 'retention'],
      },
    ),
    // --- queues ---
    m('bull-v4', 'fact', 'background jobs na bull v4 + @nestjs/bull, queues: notifications, payouts', {
      age: 560,
      tags: ['bull', 'queues'],
    }),
    m(
      'bullmq',
      'decision',
      'We don migrate from Bull to BullMQ (@nestjs/bullmq). Processors extend WorkerHost and dem run only for the worker service, not inside api. Queues: notifications, payouts, cod-reconcile, dispatch-assign, webhooks-inbound. No new code with @nestjs/bull.',
      {
        fact: 'background jobs | library | BullMQ',
        supersedes: 'bull-v4',
        age: 210,
        files: ['apps/api/src/queues'],
        tags: ['bullmq', 'queues', 'worker'],
      },
    ),
    m(
      'queue-jobid',
      'constraint',
      'Every BullMQ job must get jobId wey come from the business key (payout:<remittanceId>, sms:<orderId>:<event>, webhook:<provider>:<eventId>) so say duplicate add no go run twice.',
      {
        tags: ['bullmq', 'idempotent', 'jobid'],
      },
    ),
    m(
      'payout-attempts',
      'constraint',
      'payout jobs: attempts 5, exponential backoff 60s — the transfer APIs dey flaky for night',
      {
        tags: ['payouts', 'bullmq', 'retry'],
      },
    ),
    m(
      'payout-no-retry-claim',
      'fact',
      'payout jobs must NEVER auto-retry (attempts: 1). if transfer fail, e go payouts-dlq and finance go check am by hand, because retry don double-pay riders before',
      {
        disputes: 'payout-attempts',
        tags: ['payouts', 'retry', 'dlq'],
      },
    ),
    m(
      'bull-board',
      'note',
      'Bull Board dey /admin/queues for the api, behind ops SSO. Use am to retry or remove failed jobs; no dey run redis-cli DEL on queue keys by hand.',
      {
        tags: ['bullmq', 'bull-board', 'ops'],
      },
    ),
    m(
      'redis-ec2',
      'fact',
      'Redis 6 na self-managed on EC2 (redis-01.internal:6379), AOF on, snapshot every night',
      {
        age: 480,
        tags: ['redis', 'ec2'],
      },
    ),
    m(
      'redis-elasticache',
      'fact',
      'Redis don move to ElastiCache for Redis 7 (cluster mode disabled, primary + replica for eu-west-1a/b). Endpoints dey REDIS_QUEUE_URL / REDIS_CACHE_URL for Parameter Store. redis-01 don shut down.',
      {
        supersedes: 'redis-ec2',
        age: 150,
        tags: ['redis', 'elasticache', 'aws'],
      },
    ),
    m(
      'redis-separate',
      'constraint',
      'Queue Redis and cache Redis no be the same: BullMQ dey on parcelly-queue with maxmemory-policy noeviction; cache (throttler, rate cards, geocode cache) dey on parcelly-cache. If you put cache keys for queue Redis, eviction fit chop jobs.',
      {
        tags: ['redis', 'bullmq', 'cache', 'eviction'],
      },
    ),
    // --- payments ---
    m(
      'paystack-primary',
      'fact',
      'Checkout (card, bank transfer, USSD) na Paystack primary; Flutterwave na fallback — switch with feature flag payments.checkoutProvider for Unleash when Paystack dey degraded.',
      {
        tags: ['paystack', 'flutterwave', 'checkout', 'feature-flag'],
      },
    ),
    m(
      'flw-fee-old',
      'fact',
      'Flutterwave local collection fee for our fee model na 1.4% flat (apps/api/src/modules/payments/fees.ts)',
      {
        age: 420,
        files: ['apps/api/src/modules/payments/fees.ts'],
        tags: ['flutterwave', 'fees'],
      },
    ),
    m(
      'flw-fee-new',
      'fact',
      'Flutterwave local collections: 1.2% capped at ₦1,800 (new contract from July). fees.ts don update; finance margin report must call the same function, no hardcode am.',
      {
        supersedes: 'flw-fee-old',
        age: 95,
        files: ['apps/api/src/modules/payments/fees.ts'],
        tags: ['flutterwave', 'fees'],
      },
    ),
    m(
      'paystack-fee',
      'fact',
      'Paystack local fee for our model: 1.5% + ₦100, the ₦100 waived under ₦2,500, capped at ₦2,000 per transaction. Function paystackFee() inside fees.ts.',
      {
        files: ['apps/api/src/modules/payments/fees.ts'],
        tags: ['paystack', 'fees'],
      },
    ),
    m(
      'paystack-webhook',
      'constraint',
      'Paystack webhook: verify x-paystack-signature = HMAC SHA512 of the RAW body with our secret key before you touch anything (NestFactory.create(AppModule, { rawBody: true })). Then respond 200 and push am to webhooks-inbound.',
      {
        files: ['apps/api/src/modules/payments/paystack-webhook.controller.ts'],
        tags: ['paystack', 'webhook', 'hmac', 'signature'],
      },
    ),
    m(
      'paystack-sig-claim',
      'fact',
      'paystack signature na HMAC SHA256 o, no be 512 — na why half of our webhooks dey fail verification',
      {
        disputes: 'paystack-webhook',
        tags: ['paystack', 'webhook', 'signature'],
      },
    ),
    m(
      'flw-webhook',
      'constraint',
      'Flutterwave webhook: compare verif-hash header with FLW_SECRET_HASH, then ALWAYS call GET /v3/transactions/:id/verify before you mark anything paid. No trust the webhook amount alone.',
      {
        files: ['apps/api/src/modules/payments/flutterwave-webhook.controller.ts'],
        tags: ['flutterwave', 'webhook', 'verify'],
      },
    ),
    m(
      'payment-reference',
      'convention',
      'Payment reference format: PCL-<orderId>-<attempt> (e.g. PCL-48213-2). Same reference for Paystack and Flutterwave so reconciliation fit join on am.',
      {
        tags: ['payments', 'reference', 'reconciliation'],
      },
    ),
    m(
      'webhook-dedupe',
      'constraint',
      'Webhooks fit come twice or out of order. Dedupe on (provider, event_id) with unique index for webhook_events before processing; status transitions must only move forward.',
      {
        tags: ['webhook', 'idempotent', 'dedupe'],
      },
    ),
    m(
      'payout-paystack',
      'fact',
      'Rider payouts (earnings + COD commission) dey go through Paystack Transfers; one transfer recipient per rider bank account',
      {
        age: 380,
        tags: ['payouts', 'paystack', 'transfers'],
      },
    ),
    m(
      'payout-flw',
      'decision',
      'Rider payouts don move to Flutterwave Transfers — Paystack transfer OTP wahala and daily limit no fit our volume again. Beneficiaries na Flutterwave now; code dey modules/payouts/flutterwave-payout.adapter.ts.',
      {
        fact: 'rider payouts | provider | Flutterwave Transfers',
        supersedes: 'payout-paystack',
        age: 120,
        files: ['apps/api/src/modules/payouts/flutterwave-payout.adapter.ts'],
        reason: 'Paystack transfer OTP and daily limits',
        tags: ['payouts', 'flutterwave', 'transfers'],
      },
    ),
    m(
      'payouts-schedule',
      'fact',
      'Rider payouts run Tuesday and Friday 10:00 WAT; only remittances wey don reconcile (status RECONCILED) qualify.',
      {
        tags: ['payouts', 'schedule'],
      },
    ),
    // --- COD ---
    m('cod-fee-old', 'fact', 'COD handling fee: 1.5% of order value, cap ₦2,000, merchant dey pay am', {
      age: 450,
      files: ['apps/api/src/modules/cod/cod-fee.ts'],
      tags: ['cod', 'fees'],
    }),
    m(
      'cod-fee-new',
      'fact',
      'Na 2% now, capped at ₦2,500, from 1 March (merchant still dey pay). Constant dey modules/cod/cod-fee.ts.',
      {
        supersedes: 'cod-fee-old',
        age: 70,
        files: ['apps/api/src/modules/cod/cod-fee.ts'],
        tags: ['cod', 'fees'],
      },
    ),
    m(
      'cash-limit-old',
      'constraint',
      'rider no fit carry more than ₦200,000 cash at once; app go block new COD pickup above that',
      {
        age: 330,
        tags: ['cod', 'cash-limit', 'rider'],
      },
    ),
    m(
      'incident-ikeja',
      'incident',
      'Jan 2026: dem rob one rider for Ikeja with ~₦380k COD cash because the limit check only run at pickup, not after each delivery. Fix: cash_in_hand recalculated after every COD delivery event + hard block inside the app.',
      {
        age: 62,
        tags: ['incident', 'cod', 'cash-limit', 'security'],
      },
    ),
    m(
      'cash-limit-new',
      'constraint',
      'Cash-in-hand limit per rider don reduce to ₦150,000 (after Ikeja). Once rider reach am, app go force am to remit for nearest hub or virtual account before the next COD drop.',
      {
        supersedes: 'cash-limit-old',
        age: 60,
        canonical: true,
        tags: ['cod', 'cash-limit', 'rider'],
      },
    ),
    m(
      'cod-remit-24h',
      'constraint',
      'Riders must remit COD cash within 24 hours (transfer to their virtual account or pay for hub). After that, cod-reconcile queue go auto-suspend the rider account.',
      {
        tags: ['cod', 'remittance', 'suspension'],
      },
    ),
    m(
      'cod-virtual-account',
      'fact',
      'Each rider get dedicated Paystack virtual account (DVA, Wema/Titan) for COD remittance; charge.success webhook with channel dedicated_nuban dey auto-match to the rider by customer code.',
      {
        files: ['apps/api/src/modules/cod/cod-reconcile.service.ts'],
        tags: ['cod', 'paystack', 'dva', 'reconciliation'],
      },
    ),
    m(
      'merchant-settlement',
      'fact',
      'Merchant COD settlement na T+2 working days after delivery, minus COD fee and delivery fee. Settlement CSV go Finance every morning 07:00 WAT (job settlement-report).',
      {
        tags: ['settlement', 'merchants', 'cod', 'finance'],
      },
    ),
    // --- dispatch / delivery ---
    m(
      'cutoff-12',
      'constraint',
      'same-day delivery cut-off for Lagos Island na 12:00 WAT; anything after go next day',
      {
        age: 300,
        tags: ['cut-off', 'same-day', 'dispatch'],
      },
    ),
    m(
      'cutoff-14',
      'constraint',
      'Same-day cut-off now 14:00 WAT for Lagos Island and Lekki-Ajah; Mainland and Ikorodu still 12:00. DispatchCutoffService dey read am from zones.same_day_cutoff — no hardcode.',
      {
        supersedes: 'cutoff-12',
        age: 80,
        files: ['apps/api/src/modules/dispatch/dispatch-cutoff.service.ts'],
        tags: ['cut-off', 'same-day', 'dispatch', 'zones'],
      },
    ),
    m(
      'zones',
      'fact',
      'Service zones: Lagos (Island, Lekki-Ajah, Mainland, Ikorodu), Abuja (FCT central), Ibadan pilot. Pricing per zone pair inside rate_cards table.',
      {
        tags: ['zones', 'pricing', 'rate-cards'],
      },
    ),
    m(
      'routing-google',
      'fact',
      'ETA and distance na Google Distance Matrix API, called from dispatch module (DistanceService)',
      {
        age: 420,
        tags: ['routing', 'eta', 'google-maps'],
      },
    ),
    m(
      'routing-osrm',
      'decision',
      'ETA and routing don move to self-hosted OSRM (Nigeria OSM extract, rebuilt every Sunday, osrm.internal:5000). Google Maps remain only for geocoding addresses — Distance Matrix bill too high.',
      {
        fact: 'eta and routing | provider | OSRM self-hosted',
        supersedes: 'routing-google',
        age: 140,
        reason: 'Distance Matrix cost',
        tags: ['routing', 'eta', 'osrm', 'osm'],
      },
    ),
    m(
      'geocode-landmark',
      'convention',
      'Naija addresses no dey reliable: always store landmark text ("opposite Mr Biggs, after the second gate") + pinned lat/lng from the app. Geocode only as fallback; rider confirm pin at first delivery to that customer.',
      {
        tags: ['address', 'geocoding', 'landmark'],
      },
    ),
    m(
      'dispatch-algo',
      'fact',
      'Auto-assign: nearest available rider within 3km (ST_DWithin), score = distance + active_jobs * 0.8km; offer dey last 30s, if rider decline or ignore e go next one. Max 3 active jobs per bike.',
      {
        files: ['apps/api/src/modules/dispatch/dispatch.service.ts'],
        tags: ['dispatch', 'assignment', 'postgis'],
      },
    ),
    m(
      'delivery-otp',
      'constraint',
      'Delivery confirmation need the 4-digit OTP wey customer receive by SMS; rider enter am for app. No OTP = no DELIVERED (only ops override with reason code).',
      {
        tags: ['otp', 'delivery', 'pod'],
      },
    ),
    m('otp-expiry', 'fact', 'delivery OTP valid for 10 minutes; resend go generate new one', {
      tags: ['otp', 'expiry'],
    }),
    m(
      'otp-expiry-claim',
      'fact',
      'delivery OTP na 30 mins validity o, riders dey complain say 10 no reach when customer never come downstairs',
      {
        disputes: 'otp-expiry',
        tags: ['otp', 'expiry'],
      },
    ),
    m(
      'order-states',
      'convention',
      'Order status: CREATED -> ASSIGNED -> PICKED_UP -> IN_TRANSIT -> DELIVERED | FAILED_ATTEMPT -> RETURN_TO_HUB -> RETURNED. Change status only through OrderStateMachine.transition(); no direct UPDATE on orders.status.',
      {
        files: ['apps/api/src/modules/orders/order-state-machine.ts'],
        tags: ['orders', 'status', 'state-machine'],
      },
    ),
    m(
      'failed-attempts',
      'constraint',
      'Max 2 delivery attempts; after second failure order go RETURN_TO_HUB and merchant pay return fee.',
      {
        tags: ['delivery', 'returns', 'fees'],
      },
    ),
    // --- SMS ---
    m('sms-at', 'fact', "OTP and delivery SMS dey go through Africa's Talking, sender ID PARCELLY", {
      age: 520,
      tags: ['sms', 'africastalking'],
    }),
    m(
      'sms-termii',
      'decision',
      'SMS provider na Termii now: OTP through channel "dnd" (so e reach numbers wey dey on DND), delivery updates through "generic". Sender ID PARCELLY approved. Africa\'s Talking account don close.',
      {
        fact: 'sms | provider | Termii',
        supersedes: 'sms-at',
        age: 200,
        files: ['apps/api/src/modules/notifications/termii.client.ts'],
        tags: ['sms', 'termii', 'otp', 'dnd'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'Phone numbers stored E.164: +2348031234567. Normalise 0803..., 234803..., 803... with libphonenumber-js (NG) inside the DTO transform.',
      {
        tags: ['phone', 'e164', 'validation'],
      },
    ),
    // --- rider app ---
    m(
      'rn-bare',
      'fact',
      'rider app na React Native 0.71 bare workflow; release APK we dey build with gradle locally and upload to Play Console by hand',
      {
        age: 540,
        files: ['apps/rider/android'],
        tags: ['react-native', 'rider-app', 'android'],
      },
    ),
    m(
      'rn-expo',
      'decision',
      'Rider app don move to Expo SDK 51 (RN 0.74) with EAS Build and EAS Update. Release builds only through eas build --profile production from CI; no local gradle release build again.',
      {
        fact: 'rider app | build | Expo EAS',
        supersedes: 'rn-bare',
        age: 175,
        files: ['apps/rider/app.config.ts', 'apps/rider/eas.json'],
        tags: ['react-native', 'expo', 'eas', 'rider-app'],
      },
    ),
    m(
      'rider-offline',
      'constraint',
      'Rider app must work offline: every status event go queue for local SQLite (expo-sqlite) with client_ts + seq, then sync when network return. API accept the events ordered by (client_ts, seq), idempotent on event uuid.',
      {
        canonical: true,
        files: ['apps/rider/src/sync'],
        tags: ['offline', 'rider-app', 'sync', 'sqlite'],
      },
    ),
    m(
      'rider-devices',
      'fact',
      'Most riders dey use low-end Android (Tecno, itel, Infinix; 2–3GB RAM, Android 9–12). Test for the Tecno Spark and itel test phones before release; keep the JS bundle small.',
      {
        tags: ['android', 'devices', 'performance', 'rider-app'],
      },
    ),
    m(
      'eas-update',
      'convention',
      'JS-only fix fit ship through EAS Update channel production; anything wey touch native (new expo plugin, permission, SDK bump) must be full store build.',
      {
        tags: ['eas', 'ota', 'release', 'rider-app'],
      },
    ),
    m(
      'location-permission',
      'constraint',
      'Background location only when rider get active job (Android foreground service notification). Stop tracking when shift end — NDPR and Play policy.',
      {
        tags: ['location', 'permissions', 'ndpr', 'rider-app'],
      },
    ),
    m(
      'app-i18n',
      'convention',
      'Rider app strings for en, pcm (Pidgin), yo, ha with i18next; files apps/rider/locales/<lang>.json. Default language for rider app na pcm.',
      {
        files: ['apps/rider/locales'],
        tags: ['i18n', 'pidgin', 'yoruba', 'hausa', 'rider-app'],
      },
    ),
    // --- infra ---
    m(
      'ec2-pm2',
      'fact',
      'api dey run on 2 EC2 t3.large with PM2 cluster mode behind ALB; deploy na ssh + git pull + pm2 reload',
      {
        age: 600,
        tags: ['ec2', 'pm2', 'deploy'],
      },
    ),
    m(
      'ecs-fargate',
      'decision',
      'API don move to ECS Fargate (eu-west-1): services api, worker (BullMQ processors) and scheduler. Terraform for infra/terraform/ecs. No more PM2, no ssh deploys; logs dey CloudWatch Logs.',
      {
        fact: 'api | runs_on | ECS Fargate',
        supersedes: 'ec2-pm2',
        age: 250,
        files: ['infra/terraform/ecs'],
        tags: ['ecs', 'fargate', 'aws', 'deploy'],
      },
    ),
    m(
      'lagos-edge',
      'fact',
      'CloudFront with the Lagos edge location dey serve the tracking page and rider-app static assets; the API itself dey eu-west-1 (~120ms from Lagos), so rider-app API calls must be chunky, not chatty.',
      {
        tags: ['cloudfront', 'lagos', 'latency', 'aws'],
      },
    ),
    m(
      'rds',
      'fact',
      'Postgres na RDS for PostgreSQL 16 Multi-AZ for eu-west-1 with PostGIS; read replica for ops dashboard and reports — no heavy report query on primary.',
      {
        tags: ['rds', 'postgresql', 'aws', 'replica'],
      },
    ),
    m(
      'terraform',
      'convention',
      'All AWS infra na Terraform (infra/terraform), state for S3 + DynamoDB lock. No ClickOps; if you hotfix for console, write the Terraform the same day.',
      {
        files: ['infra/terraform'],
        tags: ['terraform', 'aws', 'iac'],
      },
    ),
    m(
      'secrets-ssm',
      'convention',
      'Secrets (Paystack/Flutterwave keys, Termii key, DB password) live for SSM Parameter Store SecureString under /parcelly/<env>/..., injected into the ECS task definition as secrets. .env na only for local and e no dey enter git.',
      {
        canonical: true,
        tags: ['secrets', 'ssm', 'aws', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      'apps/api/.env.example get placeholders only: PAYSTACK_SECRET_KEY=sk_test_xxxxxxxx, FLW_SECRET_HASH=changeme, TERMII_API_KEY=<your-key>. Copy am to .env and fill your own sandbox keys.',
      {
        files: ['apps/api/.env.example'],
        tags: ['env', 'config', 'local'],
      },
    ),
    m(
      'key-leak',
      'note',
      'If you ever see sk_live or FLWSECK inside logs, Slack, Sentry or a PR, rotate the key for the provider dashboard immediately and tell Chiamaka — no just delete the message.',
      {
        tags: ['secrets', 'rotation', 'incident-response'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions: lint -> test (jest + testcontainers postgres/redis) -> build image -> push ECR -> deploy staging (auto) -> deploy prod (manual approval, only from main).',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'No prod deploy Friday after 3pm WAT, and no deploy at all during the evening delivery peak (5pm–8pm WAT) any day.',
      {
        reaffirm: 5,
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'logging-pino',
      'convention',
      'Logs na pino (nestjs-pino) JSON with requestId, orderId, riderId. Mask phone (+234803****567); never log card/bank details, OTP or the full webhook payload.',
      {
        tags: ['logging', 'pino', 'pii'],
      },
    ),
    m(
      'observability',
      'fact',
      'Metrics for CloudWatch + Amazon Managed Grafana: dashboards "Dispatch" (assign time, offer declines) and "COD" (cash in hand, overdue remittances). Errors go Sentry (api + rider app).',
      {
        tags: ['metrics', 'grafana', 'cloudwatch', 'sentry'],
      },
    ),
    m(
      'ndpr',
      'constraint',
      'NDPA/NDPR: customer phone and address na personal data. Ops dashboard show masked phone; full number only through the click-to-call proxy. Any data export need DPO approval.',
      {
        tags: ['ndpr', 'privacy', 'pii'],
      },
    ),
    // --- merchant API ---
    m(
      'api-versioning',
      'convention',
      'Merchant API na /v1 (Shopify plugin and merchants own systems dey use am). Breaking change = /v2. Error body { code, message, details } with code in SCREAMING_SNAKE_CASE.',
      {
        tags: ['api', 'versioning', 'merchants', 'errors'],
      },
    ),
    m(
      'merchant-api-keys',
      'convention',
      'Merchant API auth: x-api-key header; keys stored hashed (sha256) for merchant_api_keys and shown only once when dem create am.',
      {
        tags: ['api', 'auth', 'api-keys', 'merchants'],
      },
    ),
    m(
      'rate-limit-merchant',
      'fact',
      'Merchant API rate limit: 20 req/s per key with @nestjs/throttler + Redis storage (the cache Redis).',
      {
        tags: ['api', 'rate-limit', 'throttler'],
      },
    ),
    m(
      'tests',
      'convention',
      'Tests: jest unit (*.spec.ts next to the file), e2e with supertest + testcontainers postgres inside apps/api/test (*.e2e-spec.ts). CI no dey call Paystack/Flutterwave/Termii sandbox — use nock fixtures from test/fixtures/providers.',
      {
        files: ['apps/api/test'],
        tags: ['tests', 'jest', 'supertest', 'nock'],
      },
    ),
    // --- team ---
    m(
      'owners',
      'fact',
      'Owners: dispatch + routing — Tunde Bakare; payments + payouts — Chiamaka Obi; rider app — Musa Abdullahi; AWS/infra — Ifeoma Eze; COD reconciliation — Bola Adeyemi.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-lang',
      'preference',
      'Code, commit messages and PR descriptions in English abeg. Pidgin for chat dey fine.',
      {},
    ),
    m(
      'stg-do-note',
      'note',
      'staging DB dey on the old DigitalOcean droplet stg-db-1, ssh through bastion.parcelly.ng first',
      {
        age: 700,
        tags: ['staging', 'database', 'digitalocean'],
      },
    ),
    // --- unreviewed proposals ---
    m(
      'cand-whatsapp',
      'decision',
      'Send delivery updates with WhatsApp Business API instead of SMS to cut cost.',
      {
        candidate: true,
        tags: ['whatsapp', 'sms', 'notifications'],
      },
    ),
    m('cand-prisma', 'decision', 'Replace TypeORM with Prisma for the api.', {
      candidate: true,
      tags: ['prisma', 'typeorm', 'orm'],
    }),
    // --- credentials (must be refused) ---
    m(
      'secret-paystack-env',
      'note',
      'for prod debugging, put this for your .env:\nPAYSTACK_SECRET_KEY=sk_live_7c1e9a4f2b8d6e0a3c5f7b9d1e2a4c6f8b0d3e5a\nPAYSTACK_PUBLIC_KEY=pk_live_2a4c6e8f0b1d3f5a7c9e1b3d5f7a9c2e4b6d8f0a',
      {
        secret: 'sk_live_7c1e9a4f2b8d6e0a3c5f7b9d1e2a4c6f8b0d3e5a',
      },
    ),
    m(
      'secret-flw',
      'note',
      'Flutterwave secret key na FLWSECK-4b8e2d6f1a9c3e7b5d0f2a8c6e4b1d9f-X, use am for the payout test, no share am',
      {
        secret: 'FLWSECK-4b8e2d6f1a9c3e7b5d0f2a8c6e4b1d9f-X',
      },
    ),
    m('secret-termii', 'note', 'termii api key (prod): TLq7Xw2Zp9Lm4Kv8Rn3Bt6Yd1Fs5Gh0JcE2aN8uM4', {
      secret: 'TLq7Xw2Zp9Lm4Kv8Rn3Bt6Yd1Fs5Gh0JcE2aN8uM4',
    }),
    m(
      'secret-db-pidgin',
      'note',
      'the password for staging db (user parcelly_app) na Eko!Akete#2025, abeg no change am',
      {
        secret: 'Eko!Akete#2025',
      },
    ),
    m(
      'secret-dsn',
      'note',
      'DATABASE_URL=postgres://parcelly_rw:Yb7Qm2Lx9Wk4Tp@parcelly-prod.c8x2kq1zv9ab.eu-west-1.rds.amazonaws.com:5432/parcelly',
      {
        secret: 'Yb7Qm2Lx9Wk4Tp',
      },
    ),
    m(
      'secret-aws',
      'note',
      'Ifeoma give me temporary keys for the S3 migration: AWS_ACCESS_KEY_ID=AKIA4PCL7XQ2ZK9MWB3N AWS_SECRET_ACCESS_KEY=q8Zr2Lk9Vx4Mn7Tb1Wp5Yc3Hd6Jf0Gs2Ea8Ku4R',
      {
        secret: 'q8Zr2Lk9Vx4Mn7Tb1Wp5Yc3Hd6Jf0Gs2Ea8Ku4R',
      },
    ),
    m(
      'secret-redis',
      'note',
      'redis url for prod queue: rediss://default:Rq5!Okada77zX@master.parcelly-queue.x7k2pd.euw1.cache.amazonaws.com:6379',
      {
        secret: 'Rq5!Okada77zX',
      },
    ),
    m('secret-expo', 'note', 'EXPO_TOKEN wey CI dey use for eas build: xT9kLm2Qv7Zr4Wp8Nb3Yc6Hd1Fj5Gs0E', {
      secret: 'xT9kLm2Qv7Zr4Wp8Nb3Yc6Hd1Fj5Gs0E',
    }),
    m(
      'secret-gmaps',
      'note',
      'Google geocoding key: AIzaSyC8kL2mQ9vR4xT7nW3pZ6bY1dF5gH0jK2s (restricted to the api IPs)',
      {
        secret: 'AIzaSyC8kL2mQ9vR4xT7nW3pZ6bY1dF5gH0jK2s',
      },
    ),
    m(
      'secret-rider-pin',
      'note',
      'admin override PIN for rider app (to force DELIVERED without OTP) na 8462 — only ops leads suppose know am',
      {
        secret: '8462',
      },
    ),
    m('secret-ghp', 'note', 'github token for the deploy bot: ghp_R7kLm2Qx9Vz4Tn8Wb3Yp6Hc1Jd5Fs0GaK2eU', {
      secret: 'ghp_R7kLm2Qx9Vz4Tn8Wb3Yp6Hc1Jd5Fs0GaK2eU',
    }),
    m(
      'secret-slack',
      'note',
      'Slack webhook for #cod-alerts: https://hooks.slack.com/services/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',
      {
        secret: 'kP3xZ9mL2vQ7wR4tN8bY6cJ1',
      },
    ),
  ],
  sessions: [
    {
      id: 'ng-cod-recon',
      age: 10,
      turns: [
        said(
          'E kaaro o! Bola here. today make we just fix the matching for virtual account transfers; the COD dashboard go wait till next week',
        ),
        replied(
          'Morning. CodReconcileService matches DVA transfers to riders by customer code, then marks the remittance RECONCILED if the amount is within ₦100 of the expected COD.',
        ),
        said(
          'that tolerance na the problem. If wetin rider transfer no match the expected COD exactly — even ₦50 — no auto-reconcile am. Mark am MISMATCH and push am to ops review queue. No rounding away anything.',
          {
            key: 's-cod-mismatch',
            type: 'constraint',
          },
        ),
        replied('Understood. I removed the tolerance and added a MISMATCH status with an ops review task.'),
        said('wetin dey happen to riders wey pay for hub with cash?'),
        replied(
          'Hub staff type the amount and a free-text note into the ops dashboard, then the remittance goes REMITTED.',
        ),
        said(
          'no be so again. Cash wey rider pay for hub must get the hub receipt number scanned from the QR on the receipt book before status go REMITTED. Manual typing no allowed.',
          {
            key: 's-cod-hub-receipt',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a receiptQr field validated against hub_receipts and remove manual entry from the dashboard.',
        ),
        replied('Also, I can make the cod-reconcile job suspend riders exactly at 24h for overdue cash.'),
        said(
          'abeg give dem small grace: SMS reminder at 20h, suspend only at 26h (24h + 2h grace). Riders dey stuck for traffic, e no fair.',
          {
            key: 's-cod-grace',
            type: 'decision',
          },
        ),
        replied('Done: reminder job at 20h through the notifications queue, suspension at 26h.'),
        said(
          'see the response wey I get when I call paystack with curl: curl https://api.paystack.co/dedicated_account -H "Authorization: Bearer sk_test_5d8a1f3c9e2b7a4d6f0c8e1b3a5d7f9c2e4b6a8d"',
          {
            secret: 'sk_test_5d8a1f3c9e2b7a4d6f0c8e1b3a5d7f9c2e4b6a8d',
          },
        ),
        replied(
          'Thanks, the response shape matches DvaResponseDto. Please rotate that test key, it is in the chat history now.',
        ),
        said(
          'ṣé o ti jẹun? lol. ok last one: the overdue list for ops dashboard, sort am by amount not by time',
        ),
        replied('Sorted by cash_in_hand descending in OverdueRemittancesQuery.'),
        said('ẹ ṣé, na all for today'),
      ],
    },
    {
      id: 'ng-rider-app',
      age: 18,
      turns: [
        said('Sannu! Musa here. riders for the Kano pilot dey complain say app dey hang for map screen'),
        replied(
          'The map screen loads react-native-maps with the Google provider and redraws the full OSRM polyline on every location update.',
        ),
        said(
          'We no go use Google Maps SDK inside rider app again. Na react-native-maps with OSM tiles from our tile cache (tiles.parcelly.ng), and for turn-by-turn we open Google Maps app with deep link.',
          {
            key: 's-no-maps-sdk',
            type: 'decision',
          },
        ),
        replied(
          'OK. I switched the provider to a UrlTile from tiles.parcelly.ng and added an "Open in Google Maps" button.',
        ),
        replied(
          'For state, should I move the job list to Redux Toolkit so the offline queue is easier to debug?',
        ),
        said('no bring redux. rider app state na zustand (+ react-query for server data). Keep am so.', {
          key: 's-zustand',
          type: 'convention',
        }),
        replied('Understood, staying on zustand.'),
        said(
          'to. for now make we just ship the Pidgin strings fix via EAS Update, the map change go enter next store build',
        ),
        replied('Published the pcm.json fix to the production channel.'),
        said(
          'Proof of delivery: photo compulsory for any delivery above ₦20,000 or when ops override OTP. Compress am on device to max 300KB before upload.',
          {
            key: 's-photo-pod',
            type: 'constraint',
          },
        ),
        replied(
          'Added a PodPhotoStep with expo-image-manipulator compression to 300KB, required when amount > 2,000,000 kobo or otpOverride is set.',
        ),
        said('minSdk na 26 (Android 8). Anything below, we no support am again.', {
          key: 's-min-android',
          type: 'constraint',
        }),
        replied('Set minSdkVersion 26 in app.config.ts through expo-build-properties.'),
        said('nagode. I go test am for the itel phone tomorrow'),
      ],
    },
    {
      id: 'ng-payments-webhooks',
      age: 25,
      turns: [
        said(
          'hi, Chiamaka here. the paystack webhook controller dey time out sometimes and paystack dey retry, we get duplicate charge.success',
        ),
        replied(
          'PaystackWebhookController verifies the signature, then updates the order, creates the payment row and sends the SMS inline, which can take 5–8 s.',
        ),
        said(
          'Rule: webhook controllers must return 200 within 2 seconds no matter wetin happen. Verify signature, save raw event, push to webhooks-inbound, finish. All processing for the queue.',
          {
            key: 's-webhook-200',
            type: 'convention',
          },
        ),
        replied(
          'Refactored: the controller only verifies, stores into webhook_events and enqueues with jobId webhook:paystack:<id>.',
        ),
        said(
          'the test Flutterwave secret hash wey I set for staging na flw-hash-K8p2Zq9Lw4Tx, use am if you wan test locally',
          {
            secret: 'flw-hash-K8p2Zq9Lw4Tx',
          },
        ),
        replied('I will read it from FLW_SECRET_HASH in my local .env instead of hardcoding it.'),
        said(
          'yes o, make you no paste real keys inside code or chat, always process.env.FLW_SECRET_HASH / process.env.PAYSTACK_SECRET_KEY',
        ),
        replied('Noted.'),
        said(
          'Before you mark any order PAID: compare the verified amount (kobo) and currency NGN with the order amount. Any mismatch = FRAUD_REVIEW flag, no PAID.',
          {
            key: 's-amount-check',
            type: 'constraint',
          },
        ),
        replied('Added the check in PaymentConfirmationService for both providers.'),
        replied('Should refunds be triggered automatically when an order is cancelled after payment?'),
        said(
          'No. Refunds no go automatic: finance must approve am for ops dashboard first, then the system call the provider refund API.',
          {
            key: 's-refund-manual',
            type: 'decision',
          },
        ),
        replied('OK, cancelled-after-payment orders now create a pending refund request for finance.'),
        said('great, thanks. I go review am this evening'),
      ],
    },
    {
      id: 'ng-ops-infra',
      age: 6,
      turns: [
        said(
          'Ifeoma here. worker service dey lag for evening peak, cod-reconcile and notifications queue dey pile up',
        ),
        replied('The worker ECS service has a fixed desired count of 2.'),
        said(
          'worker service go scale on BullMQ queue depth (custom CloudWatch metric parcelly_queue_waiting), min 2 max 10 tasks; api dey scale on CPU 60%.',
          {
            key: 's-worker-scaling',
            type: 'decision',
          },
        ),
        replied('Added a target tracking policy on parcelly_queue_waiting in infra/terraform/ecs/worker.tf.'),
        said('another thing, migrations. who dey run them now?'),
        replied('The api runs migrationsRun: true on startup.'),
        said(
          'Migrations go run as one-off ECS task (migrate) inside the deploy pipeline before the new api tasks start. Never run migrations from the app on startup.',
          {
            key: 's-migrate-task',
            type: 'constraint',
          },
        ),
        replied(
          'Set migrationsRun: false and added a migrate step to the deploy workflow that runs the task and waits for exit 0.',
        ),
        said(
          'alerts: PagerDuty "parcelly-oncall" for critical; Slack #alerts only for warning; COD overdue alerts go #cod-alerts.',
          {
            key: 's-alerts',
            type: 'convention',
          },
        ),
        replied('Updated the CloudWatch alarm actions and SNS subscriptions.'),
        said('for now leave staging at 1 task for each service, money no dey'),
        replied('Staging desired count is 1 for api, worker and scheduler.'),
      ],
    },
    {
      id: 'ng-dispatch',
      age: 2,
      turns: [
        said('Tunde here. rainy season don start, e be like we need rain mode'),
        replied('We could widen the assignment radius and pad the ETA when ops flags rain.'),
        said(
          'When ops turn on rain mode for a zone: dispatch radius go 5km, ETA x1.5, and customers with open orders get SMS say delivery fit delay.',
          {
            key: 's-rain-mode',
            type: 'decision',
          },
        ),
        replied(
          'Added zones.rain_mode, used by DispatchService and EtaService, plus an SMS event order.delay_rain.',
        ),
        said('bikes dey pass Third Mainland Bridge again, LASTMA catch two riders yesterday'),
        replied('OSRM is using the default car profile for bike jobs.'),
        said(
          'Bikes must route with the OSRM "okada" profile wey exclude the roads wey okada no fit use for Lagos (bridges, expressways). Never use car profile for bike jobs.',
          {
            key: 's-okada-profile',
            type: 'constraint',
          },
        ),
        replied('Added the okada.lua profile build; bike jobs now route through osrm-okada.internal:5001.'),
        said(
          'batching: max 4 parcels per bike trip, same merchant, same zone, and only if every drop-off dey within 2km of the route.',
          {
            key: 's-batching',
            type: 'convention',
          },
        ),
        replied('Added BatchPlanner with those rules.'),
        replied('Later we could train an ML model for ETA from the delivery history.'),
        said('we go see, no be now'),
        said('oya thanks, I dey go site'),
      ],
    },
  ],
  prompts: [
    // platform
    p('which Node version we dey use now? I wan use the built-in fetch for the api', ['node-20']),
    p('@apps/api/Dockerfile update am make e build faster', ['node-20', 'pnpm']),
    p('abeg add dayjs to the api', ['pnpm']),
    p('npm install dey fail with ERESOLVE for apps/api, how I go fix am?', ['pnpm']),
    p('create a new Nest module for merchant invoices', [
      'nest-structure',
      'dto-validation',
      'typeorm-03',
      'migrations-only',
    ]),
    p('orders service need the rider phone, fit I inject RiderRepository inside OrdersService?', [
      'nest-structure',
    ]),
    p('the create order endpoint dey accept any random field wey merchant send', ['dto-validation']),
    p('share the OrderDto type between the api and the rider app', ['pnpm']),
    p('add a new column delivery_instructions to the order entity', ['migrations-only', 'typeorm-03']),
    p('staging DB no get the new column after deploy, I thought synchronize go handle am?', [
      'migrations-only',
      'incident-staging-sync',
      's-migrate-task',
    ]),
    p('how I go generate migration for the new rate_cards column?', ['migrations-only', 'typeorm-03']),
    p('set synchronize: true for local dev abeg, e go faster', ['migrations-only', 'incident-staging-sync']),
    p('store the order amount: ₦12,500.75 — which column type I go use?', [
      'money-kobo',
      'money-naira-claim',
    ]),
    p('write a helper to format kobo to naira string for the receipt', ['money-kobo']),
    p('the Flutterwave charge show 100x the amount wey customer suppose pay', ['money-kobo']),
    p('delivery_slot_start dey show one hour off for the merchant dashboard', ['ts-utc', 'slot-local-claim']),
    p('query: all orders created today in Lagos time', ['ts-utc']),
    p('find the nearest 5 available riders to a pickup point, write the TypeORM query', [
      'postgis',
      'dispatch-algo',
    ]),
    p('rider position query dey slow, wetin we fit index?', ['postgis']),
    p('store every GPS ping from the rider app inside postgres so ops fit replay the route', [
      'rider-location',
      'ndpr',
    ]),
    p('how long we dey keep rider location history?', ['rider-location']),

    // queues
    p('add a job to send SMS reminder to customer one hour before delivery', [
      'bullmq',
      'queue-jobid',
      'sms-termii',
    ]),
    p('I see @nestjs/bull inside notifications.module.ts, which one we dey use now?', ['bullmq']),
    p('the same SMS dey go twice to customers, check the notifications processor', ['queue-jobid']),
    p('how many attempts for payout job? I dey write PayoutProcessor', [
      'payout-attempts',
      'payout-no-retry-claim',
      'queue-jobid',
    ]),
    p('one payout job don fail 3 times, how I go retry am?', [
      'bull-board',
      'payout-attempts',
      'payout-no-retry-claim',
    ]),
    p('redis-cli for prod: delete the failed jobs for cod-reconcile queue', ['bull-board']),
    p('connect to redis-01.internal and check the queue length', ['redis-elasticache']),
    p('where Redis dey now? I need the connection for local tunnel', ['redis-elasticache']),
    p('cache the rate cards for Redis, use the same connection as BullMQ', ['redis-separate']),
    p('jobs dey disappear from the queue randomly, no error for logs', ['redis-separate']),
    p('the BullMQ processor dey run inside the api container too, e normal?', ['bullmq']),
    p('add a new queue for merchant webhook deliveries', ['bullmq', 'queue-jobid', 'redis-separate']),

    // payments
    p('implement Paystack webhook handler for charge.success', [
      'paystack-webhook',
      'paystack-sig-claim',
      'webhook-dedupe',
      's-webhook-200',
      's-amount-check',
    ]),
    p('half of paystack webhooks dey fail signature verification', [
      'paystack-webhook',
      'paystack-sig-claim',
    ]),
    p('Flutterwave webhook: wetin we need check before we mark order paid?', [
      'flw-webhook',
      's-amount-check',
    ]),
    p('generate payment reference for the retry of order 48213', ['payment-reference']),
    p('we dey get the same charge.success twice and the order dey process twice', [
      'webhook-dedupe',
      'queue-jobid',
    ]),
    p('compute the fee we go pay Flutterwave for ₦250,000 collection', ['flw-fee-new']),
    p('@apps/api/src/modules/payments/fees.ts the flutterwave function still dey use 1.4%, abeg check', [
      'flw-fee-new',
    ]),
    p('finance margin report: how much Paystack fee for ₦1,800 order?', ['paystack-fee']),
    p('Paystack dey down, switch checkout to Flutterwave', ['paystack-primary']),
    p('rider payout: which provider we dey use for transfers now?', ['payout-flw']),
    p('rider change bank account, update the payout beneficiary', ['payout-flw']),
    p('when payouts dey run? riders dey ask for group', ['payouts-schedule']),
    p('customer cancel after payment, refund am automatically', ['s-refund-manual']),
    p('the paystack webhook controller dey take 6 seconds and paystack dey retry', ['s-webhook-200']),
    p('Flutterwave verify return 4500 but the order na 5000 naira, wetin we go do?', [
      's-amount-check',
      'money-kobo',
    ]),
    p('write e2e test for the flutterwave webhook', ['tests', 'flw-webhook']),
    p('I wan test Paystack webhook locally, where I go get the secret key?', ['env-example']),

    // COD
    p('calculate COD fee for ₦180,000 order', ['cod-fee-new']),
    p('@apps/api/src/modules/cod/cod-fee.ts update am to the current fee', ['cod-fee-new']),
    p('what be the cash limit per rider now? ops dey ask', ['cash-limit-new']),
    p('rider carry ₦160k cash but app still dey allow am pick another COD order', [
      'cash-limit-new',
      'incident-ikeja',
    ]),
    p('the cash_in_hand check only dey run when rider pick up, e correct?', [
      'incident-ikeja',
      'cash-limit-new',
    ]),
    p('rider transfer ₦49,950 for COD of ₦50,000, auto-reconcile am since na small difference', [
      's-cod-mismatch',
    ]),
    p('when we dey suspend rider wey never remit?', ['cod-remit-24h', 's-cod-grace']),
    p('the cod-reconcile job dey suspend riders at exactly 24h, fix the schedule', [
      's-cod-grace',
      'cod-remit-24h',
    ]),
    p('hub staff wan type amount manually for cash remittance, add the form', ['s-cod-hub-receipt']),
    p('match incoming DVA transfer to the rider', ['cod-virtual-account', 's-cod-mismatch']),
    p('merchant dey ask when their COD money go land', ['merchant-settlement']),
    p('settlement CSV no reach finance this morning', ['merchant-settlement']),
    p('add COD fee line to the merchant settlement CSV', [
      'merchant-settlement',
      'cod-fee-new',
      'money-kobo',
    ]),

    // dispatch / delivery
    p('what time be same-day cut-off for Lekki?', ['cutoff-14']),
    p('update DispatchCutoffService — Ikorodu orders wey enter by 1pm dey go same day', ['cutoff-14']),
    p('compute ETA from pickup to drop-off with Google Distance Matrix', ['routing-osrm']),
    p('OSRM return route through Third Mainland Bridge for a bike job', ['s-okada-profile', 'routing-osrm']),
    p('the OSRM data look old, new estate roads for Ajah no dey', ['routing-osrm']),
    p('geocode the customer address "No 5, off Admiralty way, Lekki Phase 1" before we save am', [
      'geocode-landmark',
      'routing-osrm',
    ]),
    p('rider decline job, how long before e go next rider?', ['dispatch-algo']),
    p('increase max active jobs per bike to 5 for Ikorodu', ['dispatch-algo']),
    p('customer no get OTP, rider wan mark am DELIVERED', ['delivery-otp', 's-photo-pod']),
    p('how long delivery OTP dey valid?', ['otp-expiry', 'otp-expiry-claim']),
    p('set orders.status = DELIVERED directly with SQL for this stuck order', ['order-states']),
    p('add new status AWAITING_CUSTOMER for orders', ['order-states']),
    p('customer no dey house the second time, wetin go happen to the order?', [
      'failed-attempts',
      'order-states',
    ]),
    p('rain don start for Island, make dispatch radius wider', ['s-rain-mode']),
    p('add batching for merchants wey get plenty parcels for the same area', ['s-batching']),
    p('add the Ibadan zone polygon', ['zones', 'postgis']),
    p('delivery price for Mainland to Lekki — where the rate card dey?', ['zones']),
    p('write the rain-mode SMS for customers with open orders', ['s-rain-mode', 'sms-termii']),

    // SMS
    p('send OTP SMS for delivery confirmation', ['sms-termii', 'delivery-otp', 'queue-jobid']),
    p('OTP no dey reach customers wey dey on DND', ['sms-termii']),
    p('which SMS provider we dey use? I see africastalking for package.json', ['sms-termii']),
    p('normalise customer phone "08031234567" before we save am', ['phone-format']),
    p('merchant CSV upload get phone numbers like 2348031234567 and 803 123 4567', ['phone-format']),

    // rider app
    p('how I go build release APK for the rider app?', ['rn-expo']),
    p('cd apps/rider/android && ./gradlew assembleRelease — e dey fail', ['rn-expo']),
    p('ship the fix for the typo for pcm strings quick quick', ['eas-update', 'app-i18n']),
    p('we add expo-camera for the POD photo, fit we push am with EAS Update?', ['eas-update']),
    p('rider app: status update dey fail when network drop for Ikorodu road', ['rider-offline']),
    p('api: accept batch of rider events from the app after offline period', [
      'rider-offline',
      'dto-validation',
    ]),
    p('add Hausa translation for the new delivery failure screen', ['app-i18n']),
    p('rider app dey crash for itel phones, JS bundle too big?', ['rider-devices']),
    p('add lottie animations and 3D buildings to the rider map screen', ['rider-devices', 's-no-maps-sdk']),
    p('track rider location all day even when e no get job, ops want am', [
      'location-permission',
      'rider-location',
    ]),
    p('map screen for rider app dey lag, use Google Maps SDK with traffic layer', ['s-no-maps-sdk']),
    p('add redux toolkit for the job list state', ['s-zustand']),
    p('which minimum Android version we support?', ['s-min-android']),
    p('POD photo upload too big for 3G', ['s-photo-pod']),
    p('wetin be the rider app default language?', ['app-i18n']),
    p('Kano riders wan see the app in Hausa by default', ['app-i18n']),

    // infra
    p('how I go deploy the api? ssh to the EC2 and pm2 reload?', ['ecs-fargate', 'ci-gha']),
    p('where I go see the api logs? pm2 logs no work', ['ecs-fargate']),
    p('tracking page dey slow for customers for Lagos', ['lagos-edge']),
    p('rider app make 15 API calls to load one job screen, e dey slow', ['lagos-edge']),
    p('run the heavy monthly report query for ops dashboard', ['rds']),
    p('create new S3 bucket for POD photos', ['terraform']),
    p('I change the ALB idle timeout for console yesterday, e dey ok?', ['terraform']),
    p('where I go put the new Termii API key for prod?', ['secrets-ssm']),
    p('add PAYSTACK_SECRET_KEY to docker-compose.yml make the team fit run am', [
      'secrets-ssm',
      'env-example',
    ]),
    p('how I go set up .env for local?', ['env-example']),
    p('I see sk_live_ key inside one Sentry breadcrumb', ['key-leak', 'logging-pino']),
    p('deploy the fix to prod now, na 6pm', ['deploy-window']),
    p('Friday 4pm, hotfix for payout bug — I fit deploy?', ['deploy-window']),
    p('log the full paystack webhook body for debugging', ['logging-pino']),
    p('add logger for OtpService to print the OTP for debug', ['logging-pino']),
    p('ops dashboard: show customer full phone number for order details', ['ndpr']),
    p('marketing wan export all customers phone numbers', ['ndpr']),
    p('where I go see the dashboard for offer declines?', ['observability']),
    p('what be the scaling policy for the ECS services?', ['s-worker-scaling']),
    p('worker service dey lag for evening, increase desired count to 6 for console', [
      's-worker-scaling',
      'terraform',
    ]),
    p('run migrations on startup with migrationsRun: true', ['s-migrate-task']),
    p('add a critical alarm for payouts DLQ > 0, where e go?', ['s-alerts', 'observability']),
    p('where COD overdue alerts dey go?', ['s-alerts']),
    p('CI pipeline: how prod deploy dey happen?', ['ci-gha']),

    // merchant API
    p('change the merchant API response for /v1/orders — rename trackingId to tracking_code', [
      'api-versioning',
    ]),
    p('error response format for merchant API validation error', ['api-versioning', 'dto-validation']),
    p('create API key for new merchant', ['merchant-api-keys']),
    p('merchant dey hit 429, what be our limit?', ['rate-limit-merchant']),
    p('add throttler to /v1/quotes', ['rate-limit-merchant', 'redis-separate']),

    // tests
    p('write unit test for CodFeeService', ['tests', 'cod-fee-new']),
    p('e2e test for the create order flow', ['tests']),
    p('CI test dey call paystack sandbox and e dey flaky', ['tests']),

    // team
    p('who I go ask about payouts?', ['owners']),
    p('who own the rider app?', ['owners']),
    p('write the PR description in Pidgin make the team laugh', ['pref-lang']),

    // no memory needed
    p('how far?', []),
    p('thank you jare', []),
    p('E kaaro', []),
    p('Sannu da aiki', []),
    p('explain Promise.all vs Promise.allSettled', []),
    p('what is the difference between interface and type in TypeScript?', []),
    p('regex for 11-digit Nigerian BVN?', []),
    p('how I go debounce a function for JS?', []),
    p('git rebase vs merge, which one better generally?', []),
    p('o ti ya, commit am', []),
    p('summarize this diff for me', []),
    p('explain the Node event loop small', []),
    p('what does the useEffect cleanup do?', []),
    p('how to reverse a linked list?', []),
    p('nagode', []),
    p('ẹ ṣé gan', []),
    p('convert this callback code to async/await: fs.readFile(path, (err, data) => {...})', []),
    p('what is idempotency, in general?', []),
    p('how I go center a div for CSS?', []),
    p('typescript: make all properties optional except id', []),
    p('what is a bloom filter?', []),
    p('explain JWT vs session cookies generally', []),
    p('what does HTTP 422 mean?', []),
    p('lunch break, I dey come', []),
    p('ok', []),
    p('no wahala', []),
    p('explain SQL window functions with example', []),
    p('difference between map and flatMap for JS arrays', []),
    p('wetin be race condition?', []),
    p('abeg explain big O of binary search', []),
    p('oya, next one', []),
    p('what is the difference between let and const?', []),
  ],
});
