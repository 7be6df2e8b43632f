// A Philippine remittance and e-wallet backend: Django + DRF, Celery, InstaPay/PESONet payouts through a sponsor
// bank, GCash/Maya cash-in, BSP/AMLA compliance and KYC, a Flutter app. The team writes in Taglish.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-remit-ph',
  stack:
    'Python 3.12 (Django 5.0, Django REST Framework, Celery 5, django-fsm), PostgreSQL 16 (RDS), Redis (ElastiCache), Flutter 3 app (Riverpod), InstaPay/PESONet via sponsor bank API, GCash + Maya cash-in, AWS ap-southeast-1 (ECS Fargate, Terraform), GitHub Actions, pytest-django + factory_boy',
  memories: [
    m(
      'celery-broker-rabbit',
      'fact',
      'celery broker = Amazon MQ (rabbitmq), result backend redis. config sa remit/celery.py',
      {
        fact: 'celery | broker | RabbitMQ',
        age: 610,
        files: ['remit/celery.py'],
        tags: ['celery', 'rabbitmq', 'broker'],
      },
    ),
    m(
      'celery-broker-redis',
      'decision',
      'Tinanggal na natin yung Amazon MQ. Celery broker is now Redis (ElastiCache, db 1), cache stays on db 0. Mas mura at isang managed service na lang. visibility_timeout = 3600 kasi may mga PESONet batch tasks na matagal.',
      {
        fact: 'celery | broker | Redis',
        supersedes: 'celery-broker-rabbit',
        age: 260,
        files: ['remit/celery.py', 'remit/settings/base.py'],
        reason: 'cost, one managed service less',
        tags: ['celery', 'redis', 'broker', 'elasticache'],
      },
    ),
    m(
      'deploy-eb',
      'fact',
      'prod runs on Elastic Beanstalk (python platform), worker env separate. eb deploy from laptop ni Migs',
      {
        age: 700,
        tags: ['deploy', 'elastic-beanstalk', 'aws'],
      },
    ),
    m(
      'deploy-ecs',
      'fact',
      'AWS ap-southeast-1, ECS Fargate: services remit-api (gunicorn+uvicorn workers), remit-worker (celery default queue), remit-payouts (celery -Q payouts, concurrency 4), remit-beat (1 task lang, never scale). Terraform sa infra/envs/{staging,prod}.',
      {
        fact: 'backend | deployed_on | ECS Fargate',
        supersedes: 'deploy-eb',
        age: 300,
        files: ['infra/envs'],
        tags: ['ecs', 'fargate', 'terraform', 'deploy', 'aws'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Lahat ng customer data (KYC docs, IDs, transactions) dapat nasa ap-southeast-1 lang, pati backups at S3 replicas. Walang cross-region copy sa labas ng SG region, kahit for DR — yan ang napag-usapan with compliance para sa BSP IT risk circular at Data Privacy Act.',
      {
        canonical: true,
        tags: ['data-residency', 'bsp', 'dpa', 'aws', 's3', 'backup'],
      },
    ),
    m(
      'reports-replica',
      'convention',
      'heavy queries (reports/, bsp exports, admin CSV downloads) -> .using("replica"). wag sa primary, nag-lock na tayo dati ng ledger table dahil sa isang export',
      {
        files: ['reports'],
        tags: ['replica', 'reports', 'postgres'],
      },
    ),
    m(
      'money-centavos',
      'convention',
      'Amounts are stored as integer centavos (BigIntegerField, e.g. amount_centavos=150050 for ₱1,500.50). Decimal only at the API/serializer edge, never float anywhere. API responses send centavos as int, Flutter formats.',
      {
        canonical: true,
        tags: ['money', 'centavos', 'decimal', 'amounts'],
      },
    ),
    m(
      'fee-instapay-15',
      'fact',
      'instapay fee ₱15 flat, nasa settings.INSTAPAY_FEE_CENTAVOS = 1500. pesonet ₱10 (PESONET_FEE_CENTAVOS)',
      {
        age: 480,
        files: ['remit/settings/base.py'],
        tags: ['fees', 'instapay', 'pesonet'],
      },
    ),
    m(
      'fees-table',
      'decision',
      'wag nating i-hardcode yung fees. lahat nasa fees.FeeSchedule (rail, corridor, kyc_tier, min/max amount, fee_centavos, valid_from, valid_to), editable ng ops sa admin. promo = bagong row with validity window, hindi edit ng existing row para may audit trail. fees.services.quote_fee() lang ang gagamitin.',
      {
        supersedes: 'fee-instapay-15',
        age: 200,
        canonical: true,
        files: ['fees/models.py', 'fees/services.py'],
        reason: 'ops changes fees every promo, needed audit trail',
        tags: ['fees', 'promo', 'admin', 'hardcode'],
      },
    ),
    m('fx-lock-30', 'fact', 'inbound FX quote valid 30 mins (Quote.expires_at)', {
      fact: 'fx quote | valid_for | 30 minutes',
      age: 420,
      files: ['fx/models.py'],
      tags: ['fx', 'quote'],
    }),
    m(
      'fx-lock-15',
      'decision',
      'FX quotes for inbound corridors (USD, SGD, AED, HKD, JPY -> PHP) are locked for 15 minutes only. Treasury got burned holding 30 min during volatile days. After expires_at the transfer must re-quote, no silent honoring of the old rate.',
      {
        fact: 'fx quote | valid_for | 15 minutes',
        supersedes: 'fx-lock-30',
        age: 130,
        files: ['fx/models.py', 'fx/services.py'],
        reason: 'treasury losses on volatile days',
        tags: ['fx', 'quote', 'corridor', 'rate'],
      },
    ),
    m(
      'instapay-limit',
      'constraint',
      'InstaPay: max ₱50,000 per transaction, real-time 24/7. Pag lampas 50k, PESONet ang rail (or split? NO — bawal i-split para lang makalusot sa limit, compliance said).',
      {
        files: ['payouts/routing.py'],
        tags: ['instapay', 'pesonet', 'limit', 'routing'],
      },
    ),
    m(
      'instapay-limit-claim',
      'fact',
      'fyi 100k na daw per txn ang instapay limit, pwede na itaas sa routing',
      {
        disputes: 'instapay-limit',
        tags: ['instapay', 'limit'],
      },
    ),
    m(
      'pesonet-cutoff',
      'fact',
      'PESONet is batch, banking days lang. sponsor bank cutoff namin 2:30 PM PHT; submitted before cutoff = same-day credit, after = next banking day. weekends + BankHoliday rows = walang clearing.',
      {
        files: ['payouts/rails/pesonet.py'],
        tags: ['pesonet', 'cutoff', 'banking-day', 'batch'],
      },
    ),
    m(
      'sponsor-bank-api',
      'fact',
      'InstaPay and PESONet go through our sponsor bank API (REST + mTLS). client: payouts/rails/bank_api.py. endpoints: /fund-transfers (send), /fund-transfers/{instruction_id} (inquiry), SFTP for the daily settlement CSV.',
      {
        files: ['payouts/rails/bank_api.py'],
        tags: ['instapay', 'pesonet', 'bank-api', 'mtls'],
      },
    ),
    m(
      'payout-sync',
      'decision',
      'instapay payouts called directly sa TransferCreateView para instant sa user, walang celery hop',
      {
        age: 520,
        files: ['transfers/views.py'],
        tags: ['payouts', 'instapay', 'views'],
      },
    ),
    m(
      'payout-queue',
      'decision',
      'Simula ngayon lahat ng payouts dadaan sa queue: view creates the Transfer (PENDING) then send_payout.delay(transfer_id) on queue "payouts" (remit-payouts service). Bawal na ang direct call sa bank API from a request thread. Reason: gunicorn timeouts on slow bank responses left transfers in limbo.',
      {
        supersedes: 'payout-sync',
        age: 240,
        canonical: true,
        files: ['payouts/tasks.py', 'transfers/views.py'],
        reason: 'request timeouts left transfers in an unknown state',
        tags: ['payouts', 'celery', 'queue', 'instapay', 'pesonet'],
      },
    ),
    m(
      'retry-status-check',
      'constraint',
      'Pag nag-timeout yung send sa bank API, HUWAG mag-resend. Tawagin muna yung inquiry endpoint using the same instruction_id (= transfer.reference). Only resend kung sigurado na NOT_FOUND ang sagot ng bank.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['payouts/tasks.py', 'payouts/rails/bank_api.py'],
        tags: ['payouts', 'retry', 'timeout', 'idempotent', 'inquiry'],
      },
    ),
    m(
      'incident-double-payout',
      'incident',
      'Payday Aug 30 2025: remit-payouts had autoretry_for=(Timeout,) on send_payout, bank processed the first call anyway -> 214 double InstaPay payouts, ~₱1.2M, recovered manually over 2 weeks. Fix: removed blind autoretry, inquiry-before-resend, instruction_id = transfer.reference.',
      {
        files: ['payouts/tasks.py'],
        tags: ['incident', 'payouts', 'retry', 'duplicates', 'payday'],
      },
    ),
    m(
      'webhook-idempotent',
      'constraint',
      'dapat laging idempotent yung webhook (GCash, Maya, KYC vendor). unique constraint (provider, provider_ref) sa cashin.CashInEvent; pag duplicate, return 200 agad at wag na i-credit ulit. Credit + event insert sa iisang transaction.atomic().',
      {
        canonical: true,
        files: ['cashin/webhooks', 'cashin/models.py'],
        tags: ['webhook', 'idempotent', 'gcash', 'maya', 'cash-in'],
      },
    ),
    m(
      'webhook-signature',
      'constraint',
      'verify signature bago mag-parse: GCash = RSA signature header against their public key, Maya = HMAC-SHA256 of the raw body. use request.body (raw bytes), hindi request.data. reject pag lampas 5 min yung timestamp.',
      {
        files: ['cashin/webhooks/gcash.py', 'cashin/webhooks/maya.py'],
        tags: ['webhook', 'signature', 'hmac', 'gcash', 'maya'],
      },
    ),
    m(
      'incident-webhook-dup',
      'incident',
      'Feb 2025: GCash resent cash-in callbacks after a 504 on our side, nag-double credit sa ~90 wallets kasi walang unique constraint pa noon. Dun nanggaling yung CashInEvent unique (provider, provider_ref).',
      {
        files: ['cashin/webhooks/gcash.py'],
        tags: ['incident', 'webhook', 'gcash', 'duplicates', 'cash-in'],
      },
    ),
    m(
      'cashin-providers',
      'fact',
      'cash-in partners: GCash (via GCash partner API, cashin/providers/gcash.py) and Maya Checkout (cashin/providers/maya.py). both async: user pays in their app, we credit on webhook, never on redirect.',
      {
        files: ['cashin/providers'],
        tags: ['cash-in', 'gcash', 'maya', 'providers'],
      },
    ),
    m(
      'ledger-double-entry',
      'constraint',
      'Double-entry ledger ang source of truth. Every money movement = balanced ledger.Entry rows (sum debit == sum credit) inside one transaction.atomic() via ledger.services.post(). Never write wallet.balance directly, it is a denormalised cache updated by post().',
      {
        canonical: true,
        reaffirm: 12,
        files: ['ledger/services.py', 'ledger/models.py'],
        tags: ['ledger', 'double-entry', 'wallet', 'balance'],
      },
    ),
    m(
      'balance-column-claim',
      'fact',
      'wallet.balance yung totoong balance, yung ledger entries audit log lang so ok lang i-update directly basta may Entry din',
      {
        disputes: 'ledger-double-entry',
        tags: ['wallet', 'balance', 'ledger'],
      },
    ),
    m(
      'select-for-update',
      'convention',
      'wallet debits: Wallet.objects.select_for_update().filter(id__in=...).order_by("id") — always lock in id order, nagka-deadlock tayo sa P2P transfers nung hindi sorted',
      {
        files: ['ledger/services.py', 'wallets/services.py'],
        tags: ['locking', 'deadlock', 'postgres', 'wallet'],
      },
    ),
    m(
      'txn-ref',
      'convention',
      'reference numbers: core.refs.new_reference(prefix) -> e.g. "RMT-260114-7KQ2XZ" (prefix-YYMMDD-6 chars Crockford base32). Same ref is the bank instruction_id and what CS asks the customer for. Never expose DB ids.',
      {
        files: ['core/refs.py'],
        tags: ['reference', 'ids', 'transfers'],
      },
    ),
    m(
      'status-machine',
      'fact',
      'Transfer states (django-fsm, transfers/models.py): CREATED -> PENDING -> SENT -> COMPLETED | FAILED | RETURNED. ON_HOLD from PENDING for screening hits. transitions lang via @transition methods, never set .status directly.',
      {
        files: ['transfers/models.py'],
        tags: ['fsm', 'transfer', 'status', 'state-machine'],
      },
    ),
    m(
      'reversal',
      'constraint',
      'SENT na pero nag-error? Huwag i-auto refund sa wallet hangga’t walang final status from the bank (inquiry or settlement file). premature refund + late success = double money out.',
      {
        files: ['payouts/tasks.py', 'transfers/models.py'],
        tags: ['refund', 'reversal', 'payouts', 'status'],
      },
    ),
    m(
      'recon-daily',
      'fact',
      'recon.tasks.daily_recon runs 06:00 PHT: pulls sponsor bank settlement CSV via SFTP, matches by reference against ledger + transfers, mismatches go to recon.Exception for finance. amounts in the CSV are pesos with 2 decimals, convert to centavos bago mag-compare.',
      {
        files: ['recon/tasks.py', 'recon/parsers.py'],
        tags: ['recon', 'settlement', 'sftp', 'finance'],
      },
    ),
    m(
      'tz-manila',
      'convention',
      'USE_TZ=True, DB stores UTC. Banking-day logic, cutoffs, daily limits and reports use Asia/Manila (core.time.manila_today()). walang DST sa PH pero wag pa rin mag-assume na UTC date == PH date.',
      {
        files: ['core/time.py'],
        tags: ['timezone', 'manila', 'utc', 'banking-day'],
      },
    ),
    m(
      'holidays',
      'fact',
      'core.BankHoliday table: regular holidays loaded yearly from the Proclamation; special non-working days na biglang dine-declare ng Malacañang, si ops ang nag-a-add sa admin. PESONet scheduling + next_banking_day() read from it.',
      {
        files: ['core/models.py', 'core/banking_days.py'],
        tags: ['holidays', 'banking-day', 'pesonet'],
      },
    ),
    m(
      'kyc-tier1-50k',
      'fact',
      'kyc tier 1 (1 valid ID + selfie) monthly incoming limit ₱50,000; tier 2 ₱500,000',
      {
        fact: 'kyc tier 1 | monthly_limit | PHP 50000',
        age: 450,
        files: ['kyc/limits.py'],
        tags: ['kyc', 'limits', 'tier'],
      },
    ),
    m(
      'kyc-tiers',
      'constraint',
      'KYC tiers (compliance memo Nov 2025): Tier 0 = mobile-verified only, cash-in up to ₱5,000/mo, no outbound. Tier 1 = 1 valid ID + liveness, ₱100,000/mo in and out. Tier 2 = + proof of address/income, ₱500,000/mo. Limits are in kyc.LimitPolicy rows, rolling by Manila calendar month.',
      {
        fact: 'kyc tier 1 | monthly_limit | PHP 100000',
        supersedes: 'kyc-tier1-50k',
        age: 95,
        files: ['kyc/limits.py', 'kyc/models.py'],
        tags: ['kyc', 'limits', 'tier', 'compliance'],
      },
    ),
    m(
      'amla-ctr',
      'constraint',
      'AMLA: covered transactions (single or aggregated > ₱500,000 in one banking day per customer) reported to AMLC within 5 working days via compliance/ctr.py. Suspicious = STR regardless of amount, never tell the customer (tipping off).',
      {
        files: ['compliance/ctr.py', 'compliance/str.py'],
        tags: ['amla', 'amlc', 'ctr', 'str', 'compliance'],
      },
    ),
    m(
      'ctr-claim',
      'fact',
      'for e-money issuers ₱100k na ang covered transaction threshold sabi ni sir sa seminar',
      {
        disputes: 'amla-ctr',
        tags: ['amla', 'ctr'],
      },
    ),
    m(
      'sanctions',
      'constraint',
      'Every inbound and outbound transfer passes screening.screen_parties() (sanctions + PEP + internal watchlist) before SENT. Hit = ON_HOLD, compliance reviews sa admin, walang auto-release.',
      {
        files: ['screening/services.py'],
        tags: ['sanctions', 'pep', 'screening', 'compliance'],
      },
    ),
    m(
      'pii-logging',
      'constraint',
      'bawal mag-log ng full ID numbers, TIN, mobile number, account numbers, selfie URLs. gamitin core.logging.mask() (0917***4567). pati sa Sentry breadcrumbs, naka-enable yung before_send scrubber.',
      {
        files: ['core/logging.py', 'remit/settings/base.py'],
        tags: ['pii', 'logging', 'masking', 'sentry', 'dpa'],
      },
    ),
    m(
      'pii-encryption',
      'convention',
      'Sensitive fields (ID number, TIN, bank account no.) use core.crypto.EncryptedCharField (KMS envelope encryption). If you need to search, add a separate HMAC *_hash column, never decrypt in a query loop.',
      {
        files: ['core/crypto.py'],
        tags: ['encryption', 'pii', 'kms', 'fields'],
      },
    ),
    m(
      'record-retention',
      'constraint',
      'KYC at transaction records: keep 5 years after account closure (AMLA). walang hard delete ng Customer/Transfer, soft delete + anonymize job after retention.',
      {
        tags: ['retention', 'amla', 'delete', 'kyc'],
      },
    ),
    m(
      'drf-versioning',
      'convention',
      'API is /api/v1/ (URLPathVersioning). maraming users hindi nag-a-update ng app for months, so v1 responses never lose or rename fields. breaking change = /api/v2 endpoint.',
      {
        tags: ['api', 'versioning', 'drf', 'mobile'],
      },
    ),
    m(
      'drf-serializers',
      'convention',
      'serializers per app sa serializers.py, explicit fields list (no "__all__"), read-only fields explicit. viewsets only for admin-ish endpoints; customer endpoints are APIView/GenericAPIView with explicit permission_classes.',
      {
        tags: ['drf', 'serializers', 'views'],
      },
    ),
    m(
      'drf-errors',
      'convention',
      'error envelope: {"error": {"code": "INSUFFICIENT_BALANCE", "message": "..."}} via core.api.exception_handler. Flutter maps the code to the en/fil string, so codes are a contract: add new ones, never rename. also add it sa mobile/lib/core/errors.dart.',
      {
        files: ['core/api.py', 'mobile/lib/core/errors.dart'],
        tags: ['api', 'errors', 'drf', 'flutter'],
      },
    ),
    m(
      'idempotency-key',
      'constraint',
      'All money-moving POSTs (transfers, cash-out, bills) require Idempotency-Key header. core.idempotency decorator stores key+response in Redis 24h and in IdempotencyRecord (unique per user). same key + different body = 422.',
      {
        files: ['core/idempotency.py'],
        tags: ['idempotency', 'api', 'transfers', 'redis'],
      },
    ),
    m('auth-jwt-long', 'fact', 'auth: simplejwt, access token 60 min, refresh 30 days', {
      fact: 'access token | lifetime | 60 minutes',
      age: 380,
      files: ['remit/settings/base.py'],
      tags: ['auth', 'jwt'],
    }),
    m(
      'auth-short-tokens',
      'decision',
      'Access token 5 min, refresh 7 days with rotation + blacklist, refresh bound to device_id. App re-auths silently with refresh; MPIN prompt only when refresh fails. (BSP pen test finding.)',
      {
        fact: 'access token | lifetime | 5 minutes',
        supersedes: 'auth-jwt-long',
        age: 160,
        files: ['remit/settings/base.py', 'accounts/auth.py'],
        reason: 'pen test finding',
        tags: ['auth', 'jwt', 'refresh', 'device-binding', 'mpin'],
      },
    ),
    m(
      'mpin',
      'constraint',
      'MPIN: 6 digits, argon2 hashed, 5 wrong tries = 30 min lock + SMS alert. New device login = OTP + MPIN. never return whether the mobile number exists sa login error.',
      {
        files: ['accounts/mpin.py'],
        tags: ['mpin', 'auth', 'otp', 'lockout'],
      },
    ),
    m(
      'otp-sms',
      'fact',
      'OTP SMS via Semaphore (primary) with fallback sa second aggregator kung 2 failures in a row. sender name REMITPH. OTP 6 digits, 5 min validity.',
      {
        files: ['notifications/sms.py'],
        tags: ['otp', 'sms', 'semaphore'],
      },
    ),
    m(
      'rate-limit',
      'convention',
      'DRF throttles: otp_request 3/min + 10/hour per mobile number AND per IP; login 10/min per device. scopes sa DEFAULT_THROTTLE_RATES, cache = redis db 0.',
      {
        files: ['remit/settings/base.py', 'accounts/throttles.py'],
        tags: ['throttle', 'rate-limit', 'otp', 'drf'],
      },
    ),
    m(
      'mobile-number',
      'convention',
      'mobile numbers stored E.164 (+639171234567). accept 0917..., 917..., +63 917 ... sa input, normalize with core.phones.normalize_ph() (phonenumbers lib). PH mobile only for sign-up.',
      {
        files: ['core/phones.py'],
        tags: ['phone', 'mobile-number', 'e164', 'validation'],
      },
    ),
    m(
      'celery-tasks',
      'convention',
      'celery tasks: <app>/tasks.py, pass ids not model instances, acks_late=True, idempotent body. retries explicit with backoff (max 5), NEVER autoretry_for on anything that talks to a bank.',
      {
        tags: ['celery', 'tasks', 'retry', 'idempotent'],
      },
    ),
    m(
      'celery-beat',
      'fact',
      'django-celery-beat, schedules in DB (admin > Periodic tasks): daily_recon 06:00, pesonet_submit_batch 14:00 on banking days, kyc_expiry_sweep 02:00, anonymize_closed_accounts weekly. all PHT.',
      {
        tags: ['celery', 'beat', 'schedule'],
      },
    ),
    m(
      'migrations',
      'convention',
      'zero-downtime migrations lang: new columns nullable or with db_default, backfill in a celery task not RunPython, drop column in a later release. ledger_entry and transfers_transfer are huge, CREATE INDEX CONCURRENTLY (AddIndexConcurrently) only.',
      {
        tags: ['migrations', 'postgres', 'zero-downtime', 'django'],
      },
    ),
    m(
      'tests',
      'convention',
      'pytest-django + factory_boy, `pytest -n auto`. external partners (bank API, GCash, Maya, eKYC) are faked in tests/fakes/; CI never calls any sandbox. money tests assert exact centavos.',
      {
        files: ['tests/fakes', 'conftest.py'],
        tags: ['pytest', 'tests', 'fakes', 'ci'],
      },
    ),
    m(
      'sandbox',
      'fact',
      'GCash and Maya sandboxes only whitelisted for the staging NAT IP, so local dev cannot hit them. use staging or the fakes.',
      {
        tags: ['sandbox', 'gcash', 'maya', 'staging'],
      },
    ),
    m('deps-poetry', 'convention', 'poetry add <pkg>, commit poetry.lock', {
      age: 560,
      files: ['pyproject.toml', 'poetry.lock'],
      tags: ['dependencies', 'poetry'],
    }),
    m(
      'deps-uv',
      'convention',
      'Lumipat na tayo sa uv. `uv add <pkg>`, uv.lock committed, Dockerfile uses `uv sync --frozen --no-dev`. poetry.lock deleted, wag nang ibalik.',
      {
        fact: 'python deps | managed_by | uv',
        supersedes: 'deps-poetry',
        age: 170,
        files: ['pyproject.toml', 'uv.lock', 'Dockerfile'],
        tags: ['dependencies', 'uv', 'poetry'],
      },
    ),
    m(
      'flutter-bloc',
      'fact',
      'mobile app state mgmt: flutter_bloc, one Cubit per screen under mobile/lib/features/*/bloc',
      {
        fact: 'flutter app | state_management | bloc',
        age: 500,
        files: ['mobile/lib/features'],
        tags: ['flutter', 'bloc', 'state'],
      },
    ),
    m(
      'flutter-riverpod',
      'decision',
      'Flutter app moved to Riverpod 2 (riverpod_generator, @riverpod notifiers). New screens Riverpod only; the last Bloc screens get migrated kapag ginalaw. no mixing both in one feature.',
      {
        fact: 'flutter app | state_management | Riverpod',
        supersedes: 'flutter-bloc',
        age: 180,
        files: ['mobile/lib/features'],
        tags: ['flutter', 'riverpod', 'bloc', 'state'],
      },
    ),
    m(
      'flutter-i18n',
      'convention',
      'app strings sa ARB files (mobile/lib/l10n/app_en.arb, app_fil.arb). walang hardcoded text sa widgets, pati error messages. default locale en, fil kung Filipino ang phone.',
      {
        files: ['mobile/lib/l10n'],
        tags: ['flutter', 'i18n', 'l10n', 'filipino'],
      },
    ),
    m(
      'flutter-money',
      'convention',
      'flutter: amounts from API are int centavos. display with formatPeso() in mobile/lib/core/money.dart (NumberFormat.currency(locale: "en_PH", symbol: "₱")). never use double for amounts, parse input to centavos.',
      {
        files: ['mobile/lib/core/money.dart'],
        tags: ['flutter', 'money', 'centavos', 'format'],
      },
    ),
    m(
      'app-min-version',
      'fact',
      'GET /api/v1/app-config returns min_supported_version + latest_version; app shows a force-update wall below min. bump min only with product approval, a lot of OFW families use old phones.',
      {
        files: ['core/views/app_config.py'],
        tags: ['flutter', 'force-update', 'version', 'api'],
      },
    ),
    m(
      'secrets-mgr',
      'convention',
      'Secrets only in AWS Secrets Manager (remit/<env>/<service>), injected as env sa ECS task definition. never sa settings/*.py, never sa committed .env, never sa Terraform tfvars.',
      {
        canonical: true,
        files: ['infra/envs', 'remit/settings'],
        tags: ['secrets', 'aws', 'secrets-manager', 'ecs'],
      },
    ),
    m(
      'no-prod-shell',
      'constraint',
      'Walang `manage.py shell` o direct SQL sa prod para mag-fix ng data. Gumawa ng management command (ops/management/commands/), i-PR, then run via `ecs run-task`. Kailangan ng audit trail for BSP IT examination.',
      {
        canonical: true,
        tags: ['prod', 'data-fix', 'audit', 'bsp', 'management-command'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'no prod deploys on payday windows (14th-16th and 29th-end of month + 1st) kasi peak ng padala, and Dec 15 - Jan 3 freeze except P1 fixes approved by CTO.',
      {
        tags: ['deploy', 'freeze', 'payday', 'prod'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: payouts/rails + recon = Migs Santos; cash-in + webhooks = Joy Villanueva; KYC/compliance code = Paolo Reyes (compliance officer: Atty. Lim); Flutter app = Bea Dizon; infra = Carlo Mendoza.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'note-bastion',
      'note',
      'to reach old prod db: ssh to bastion 13.250.x.x as ec2-user, then psql. key is in 1password "EB bastion"',
      {
        age: 690,
        tags: ['bastion', 'ssh', 'database'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'code, comments at commit messages in English kahit Taglish tayo sa chat. user-facing copy goes through the ARB files, en + fil.',
      {},
    ),
    m('cand-graphql', 'decision', 'Expose a GraphQL API (strawberry) for the Flutter app instead of REST.', {
      candidate: true,
      tags: ['graphql', 'api'],
    }),
    m(
      'cand-auto-refund',
      'decision',
      'Auto-refund the wallet 10 minutes after any payout that has not reached COMPLETED.',
      {
        candidate: true,
        tags: ['refund', 'payouts'],
      },
    ),
    m(
      'cand-split-payouts',
      'decision',
      'Split payouts above ₱50,000 into several InstaPay transfers so the user gets the money instantly.',
      {
        candidate: true,
        tags: ['instapay', 'payouts', 'limit'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example for local docker compose:\nDATABASE_URL=postgres://remit:remit@localhost:5432/remit\nREDIS_URL=redis://localhost:6379/0\nGCASH_CLIENT_SECRET=changeme\nMAYA_SECRET_KEY=sk-xxxxxxxxxxxxxxxx\nreal values are never needed locally, fakes are on by default (USE_FAKE_PARTNERS=1).',
      {
        files: ['.env.example', 'docker-compose.yml'],
        tags: ['env', 'local', 'docker'],
      },
    ),
    m(
      'aws-account',
      'fact',
      'AWS accounts: prod 482910376615, staging 731455820094 (ap-southeast-1). terraform state bucket remit-tfstate-482910376615, KMS alias alias/remit-pii.',
      {
        files: ['infra/backend.tf'],
        tags: ['aws', 'terraform', 'account', 'kms'],
      },
    ),
    m(
      'maya-public-key',
      'fact',
      'Maya Checkout public key for the app (ok lang i-embed, public key talaga yan): pk-R7wq2LmZ9xT4vYc8NbA3eKs6HdJ0pUfG1iOa5Qn',
      {
        files: ['mobile/lib/core/config.dart'],
        tags: ['maya', 'public-key', 'flutter'],
      },
    ),
    m(
      'collection-account',
      'fact',
      'corporate collection account for OTC cash-in (naka-post sa website at sa app FAQ): BDO 0012-3456-7890, account name RemitPH Payments Inc. BSP EMI registration no. is on the footer too.',
      {
        tags: ['bank-account', 'otc', 'cash-in'],
      },
    ),
    m(
      'password-policy',
      'convention',
      'backoffice staff password policy: min 14 chars, no reuse of last 5, rotate every 90 days (BSP). wag i-store ang passwords kahit hashed sa sariling table, Django auth lang. for customers MPIN lang, walang password.',
      {
        tags: ['password', 'policy', 'admin', 'bsp'],
      },
    ),
    m(
      'fee-rounding-fix',
      'note',
      'yung ₱0.01 recon mismatch sa FX inbound: fixed sa commit 9f3c2e71b0a4d58e6c1f2a7b93d04e5f6a8b1c2d (rounding half-even -> half-up sa fx.services.convert). if it comes back, check that first.',
      {
        files: ['fx/services.py'],
        tags: ['rounding', 'recon', 'fx'],
      },
    ),
    m(
      'secret-staging-env',
      'note',
      'staging env para sa GCash sandbox (yung Joy lang may copy dati):\nGCASH_CLIENT_ID=remitph-stg-01\nGCASH_CLIENT_SECRET=gC4sh_stg_9Xk2LqP7vZr3Tn8W\nGCASH_MERCHANT_ID=217020000012345678',
      {
        secret: 'gC4sh_stg_9Xk2LqP7vZr3Tn8W',
      },
    ),
    m(
      'secret-rds-taglish',
      'note',
      'yung password ng RDS staging (user remit_app) ay Pasay#Rds2024!xq — wag ipamigay sa vendor ha',
      {
        secret: 'Pasay#Rds2024!xq',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'reports cron used DATABASE_URL=postgres://remit_ro:hT8vQ2mZkL9wRp4s@remit-prod-replica.c9xk2mqz1a.ap-southeast-1.rds.amazonaws.com:5432/remit',
      {
        secret: 'hT8vQ2mZkL9wRp4s',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'CI deploy user (luma, dapat i-rotate na):\nexport AWS_ACCESS_KEY_ID=AKIAXD4R7PQ2LMN8ZT3V\nexport AWS_SECRET_ACCESS_KEY=q7Rz+Lm2Vx9Kp4Tw8Ns1Hb6Jc3Fd0Gy5Ue2Wa7Xo',
      {
        secret: 'q7Rz+Lm2Vx9Kp4Tw8Ns1Hb6Jc3Fd0Gy5Ue2Wa7Xo',
      },
    ),
    m(
      'secret-maya-json',
      'note',
      'maya prod keys from the onboarding email:\n{"public_key": "pk-Hy3Kq8Zt2Lw9Xv4Rm7Nc1Pb6", "secret_key": "sk-Vq9Lx2Tz7Kw4Nm8Rp3Hc6Jb1Fy5Dg0"}',
      {
        secret: 'sk-Vq9Lx2Tz7Kw4Nm8Rp3Hc6Jb1Fy5Dg0',
      },
    ),
    m(
      'secret-bank-yaml',
      'note',
      'payouts/config/bank_api.prod.yaml (bago pa natin nilipat sa Secrets Manager):\nbank_api:\n  base_url: https://api.sponsorbank.example/v2\n  client_id: remitph-prod\n  client_cert: /certs/remitph-prod.pem\n  key_passphrase: "Mnl-Bgc!77kWq#Tx"',
      {
        secret: 'Mnl-Bgc!77kWq#Tx',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'CELERY_BROKER_URL=rediss://:Rds9xQk2Lm7vNt4pZw8Y@master.remit-prod.x4kq2z.apse1.cache.amazonaws.com:6379/1',
      {
        secret: 'Rds9xQk2Lm7vNt4pZw8Y',
      },
    ),
    m(
      'secret-flower',
      'note',
      'para makita yung queue: celery -A remit flower --port=5555 --basic_auth=ops:Fl0wer!Mkt2025',
      {
        secret: 'Fl0wer!Mkt2025',
      },
    ),
    m(
      'secret-semaphore',
      'note',
      'apikey ng Semaphore (prod sender REMITPH): 7c1e9a4b2f8d6e3a5c0b9d7f1e2a4c6b — kung mag-fail yung OTP check mo muna kung may load pa',
      {
        secret: '7c1e9a4b2f8d6e3a5c0b9d7f1e2a4c6b',
      },
    ),
    m(
      'secret-ekyc-toml',
      'note',
      'kyc/config/vendor.toml on the old worker:\n[ekyc]\nregion = "sg"\napi_token = "api_live.Qw3rTy7uIo.Pz9xLk2mNb4vCs8dFg6hJ1"\nwebhook_url = "https://api.remitph.example/kyc/webhook"',
      {
        secret: 'api_live.Qw3rTy7uIo.Pz9xLk2mNb4vCs8dFg6hJ1',
      },
    ),
    m(
      'secret-sftp-basic',
      'note',
      'recon SFTP/HTTPS fallback ng bank: Authorization: Basic cmVjb25fcmVtaXQ6U2Z0cCFSZWNvbjIwMjU= (recon_remit user)',
      {
        secret: 'cmVjb25fcmVtaXQ6U2Z0cCFSZWNvbjIwMjU=',
      },
    ),
    m(
      'secret-jwt-key',
      'note',
      "old settings/prod.py had SIMPLE_JWT = {'SIGNING_KEY': 'b8Yq!z3Lx@9Kp#2Vw$7Tn%4Rm^6Hc&1Fj', 'ALGORITHM': 'HS256'} hardcoded, rotated na raw pero check mo",
      {
        secret: 'b8Yq!z3Lx@9Kp#2Vw$7Tn%4Rm^6Hc&1Fj',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'private pypi (internal libs) via GitHub packages, token: ghp_4fTq9Zx2Lm7Kw3Rv8Np1Hc6Jb5Yd0Gs2Ua9',
      {
        secret: 'ghp_4fTq9Zx2Lm7Kw3Rv8Np1Hc6Jb5Yd0Gs2Ua9',
      },
    ),
  ],
  sessions: [
    {
      id: 'remit-session-payday',
      age: 6,
      turns: [
        said('uy good morning. payday bukas, pa-check naman yung payouts/tasks.py bago tayo mag-freeze'),
        replied(
          'send_payout uses explicit retries with an inquiry before each resend. One thing: the PESONet batch task still reads the cutoff from settings.PESONET_CUTOFF = "14:30".',
        ),
        said(
          'ah oo, ilipat natin yung cutoff sa BankHoliday-style table din, per rail. wag na sa settings kasi nagbabago pag may advisory yung bank.',
          {
            key: 's-cutoff-table',
            type: 'decision',
          },
        ),
        replied(
          'OK, I will add payouts.RailCutoff (rail, cutoff_time, valid_from) and read it in pesonet_submit_batch.',
        ),
        said('ilan ba yung pending ngayon sa staging queue?'),
        replied('Staging shows 37 tasks on the payouts queue, oldest 4 minutes.'),
        said('ok normal lang yan'),
        said(
          'btw lahat ng bagong celery queue kailangan may sariling ECS service at CloudWatch alarm sa queue depth > 500. wag na natin isiksik lahat sa remit-worker.',
          {
            key: 's-queue-per-service',
            type: 'convention',
          },
        ),
        replied('Noted. I will add the alarm in infra/modules/celery_queue and reuse it for payouts.'),
        said(
          'tsaka pala, yung payout to e-wallets (GCash/Maya as destination) dadaan din sa InstaPay, hindi sa cash-in partner API. iisang rail lang.',
          {
            key: 's-ewallet-via-instapay',
            type: 'decision',
          },
        ),
        replied(
          'Understood. So payouts/routing.py treats GCash and Maya as InstaPay receiving institutions.',
        ),
        said('tama. ano yung BIC na gamit mo para sa GCash?'),
        replied(
          'The routing table lists G-Xchange as GXCHPHM2XXX, taken from the InstaPay participant list.',
        ),
        said('sige'),
        said(
          'Also: kapag naka-ON_HOLD ang transfer, hindi pa natin ibabawas sa daily limit ng customer. sa SENT lang nagco-count.',
          {
            key: 's-hold-limit',
            type: 'constraint',
          },
        ),
        replied('I will move the limit accounting from create to the PENDING -> SENT transition.'),
        said(
          'ito yung curl ko kanina sa staging, gumana: curl -X POST https://api-stg.sponsorbank.example/v2/fund-transfers/inquiry -H "X-Client-Secret: sbk_stg_Lq7Xz2Wm9Rt4Kv8Np3Hc" -d \'{"instruction_id":"RMT-260114-7KQ2XZ"}\'',
          {
            secret: 'sbk_stg_Lq7Xz2Wm9Rt4Kv8Np3Hc',
          },
        ),
        replied('Thanks, the inquiry response has status ACSC, which maps to COMPLETED in our FSM.'),
        said(
          'mapping ng bank status codes dapat nasa isang dict lang sa payouts/rails/status_map.py, wag ikalat sa tasks. pag may bagong code na di kilala, FAILED? hindi — UNKNOWN then alert.',
          {
            key: 's-status-map',
            type: 'convention',
          },
        ),
        replied('Added status_map.py with ACSC, RJCT, PDNG and an UNKNOWN fallback that raises an alert.'),
        said(
          'Gusto ko ring may Slack alert sa #payouts-oncall pag may transfer na SENT for more than 30 mins without final status.',
          {
            key: 's-stuck-alert',
            type: 'constraint',
          },
        ),
        replied('Should that be a beat task every 5 minutes?'),
        said('oo, every 5 mins ok'),
        replied('Added payouts.tasks.alert_stuck_transfers to the beat schedule, every 5 minutes.'),
        said('pwede rin ba nating i-auto refund na lang yung mga stuck after 30 mins?'),
        replied(
          'That would conflict with the no-refund-before-final-status rule; I would keep it as an alert only.',
        ),
        said('yeah tama ka, alert lang. auto refund is a no, kahit sa staging.', {
          key: 's-no-auto-refund',
          type: 'decision',
        }),
        said(
          'isa pa: bago i-deploy ang remit-payouts, i-drain muna yung payouts queue (scale producers off, wait until 0 in-flight). walang deploy habang may tasks na naka-SENDING.',
          {
            key: 's-drain-before-deploy',
            type: 'constraint',
          },
        ),
        replied('I will add a drain step to the payouts deploy job in .github/workflows/deploy.yml.'),
        said('ok salamat, pa-open ng PR'),
      ],
    },
    {
      id: 'remit-session-kyc-app',
      age: 3,
      turns: [
        said('hi, today KYC flow sa app. tignan mo mobile/lib/features/kyc/'),
        replied(
          'The KYC feature still uses a Cubit (KycCubit) for the ID capture screen; the selfie step is Riverpod.',
        ),
        said('i-migrate mo na yung ID capture sa Riverpod since gagalawin din naman'),
        replied('Done: KycCubit replaced by an @riverpod KycController.'),
        said(
          'Rule natin: yung ID photos at selfie hindi dapat ma-save sa gallery o sa app documents dir. memory lang tapos upload diretso sa presigned S3 URL.',
          {
            key: 's-no-local-id-photos',
            type: 'constraint',
          },
        ),
        replied(
          'The capture widget now keeps bytes in memory and uploads via the presigned URL from /api/v1/kyc/uploads.',
        ),
        said(
          'presigned URLs expire in 5 minutes max, at yung bucket remit-prod-kyc may SSE-KMS with alias/remit-pii.',
          {
            key: 's-presigned-5min',
            type: 'constraint',
          },
        ),
        replied('Set ExpiresIn=300 in kyc/uploads.py.'),
        said('how long ba yung review ng eKYC vendor ngayon?'),
        replied('Median 40 seconds in the last 7 days according to the kyc_review_seconds metric.'),
        said(
          'pag nag-fail ang liveness 3 times in 24h, manual review na sa compliance queue, hindi na pwedeng mag-retry ang user sa app.',
          {
            key: 's-liveness-3x',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a failed_liveness counter on KycSession and route to ManualReview after the third failure.',
        ),
        said(
          'and PhilSys ID ang priority sa ID picker, sunod passport, driver’s license, UMID. yung iba nasa "Other IDs".',
          {
            key: 's-id-order',
            type: 'convention',
          },
        ),
        replied('Reordered the picker and moved postal ID, PRC and voter’s cert under Other IDs.'),
        said('nice. ano yung analytics event names natin dito?'),
        replied('Currently kyc_start, kyc_id_captured, kyc_selfie_done, kyc_submitted.'),
        said(
          'analytics events: snake_case, <feature>_<action>, walang PII sa params ever — no names, no ID numbers, no mobile.',
          {
            key: 's-analytics-names',
            type: 'convention',
          },
        ),
        replied(
          'The current events already follow that; I removed id_type_number from kyc_id_captured params.',
        ),
        said(
          'Hindi na natin gagamitin yung Firebase Dynamic Links para sa referral, shutdown na yun. App Links/Universal Links na lang via our own domain.',
          {
            key: 's-no-dynamic-links',
            type: 'decision',
          },
        ),
        replied(
          'OK, I will drop firebase_dynamic_links from pubspec.yaml and add the assetlinks.json / AASA files.',
        ),
        said('sige. tsaka min supported version i-bump ba natin?'),
        replied('Product approval would be needed for that according to the app-config rule.'),
        said('ay oo nga, wag muna.'),
        said(
          'last: the tier upgrade screen must show the new limits from the API (/api/v1/kyc/limits), hindi naka-hardcode sa app, kasi nagbabago yung policy.',
          {
            key: 's-limits-from-api',
            type: 'convention',
          },
        ),
        replied('The screen now reads limits from the endpoint and formats them with formatPeso().'),
        said(
          'yung face match threshold (0.85) nasa vendor dashboard config, wag i-override o i-recompute sa backend natin.',
          {
            key: 's-face-threshold',
            type: 'constraint',
          },
        ),
        replied('Removed the local similarity check in kyc/services.py; we trust the vendor decision field.'),
        said('thanks! push mo na'),
      ],
    },
  ],
  prompts: [
    p('route payouts above 50k in payouts/routing.py, may nagreklamo na na-reject yung 75k niya', [
      'instapay-limit',
      'instapay-limit-claim',
      'pesonet-cutoff',
      'payout-queue',
    ]),
    p('yung GCash callback nagdodoble ng credit ulit?? paki-check cashin/webhooks/gcash.py', [
      'webhook-idempotent',
      'incident-webhook-dup',
      'webhook-signature',
    ]),
    p('change the instapay fee to 10 pesos for the holiday promo Dec 1-24', ['fees-table']),
    p('add a celery task that retries payouts that failed with a timeout', [
      'retry-status-check',
      'incident-double-payout',
      'celery-tasks',
      'payout-queue',
    ]),
    p('why is my local celery trying to connect to amqp://? docker compose only has redis', [
      'celery-broker-redis',
      'env-example',
    ]),
    p('@transfers/models.py add a state for when screening finds a sanctions hit', [
      'status-machine',
      'sanctions',
      's-hold-limit',
    ]),
    p('Tier 1 user na-block daw sa ₱60k incoming this month, bug ba?', ['kyc-tiers']),
    p('new endpoint GET /api/v1/wallets/<id>/statement with date range filter', [
      'drf-versioning',
      'drf-serializers',
      'money-centavos',
      'tz-manila',
      'ledger-double-entry',
    ]),
    p('i-log natin yung buong payload ng KYC submission para madebug yung mga rejected', ['pii-logging']),
    p('copy the nightly RDS snapshots to us-west-2 for disaster recovery', ['data-residency']),
    p('3 transfers stuck sa SENT since kahapon, i-update ko na lang status sa shell tapos refund?', [
      'no-prod-shell',
      'reversal',
      'retry-status-check',
      'status-machine',
      's-no-auto-refund',
    ]),
    p('ok lang ba mag-deploy ng hotfix sa 30th mga 3pm?', ['deploy-freeze']),
    p('saan ko ilalagay yung bagong Maya secret key for prod?', ['secrets-mgr']),
    p('add tin field to CustomerProfile, kailangan for the BIR thing', ['pii-encryption', 'migrations']),
    p('mobile/lib/features/transfer/confirm_page.dart: show the fee and total before the user confirms', [
      'flutter-money',
      'flutter-i18n',
      'flutter-riverpod',
      'fees-table',
    ]),
    p('sabi ng user sa Dubai nag-expire agad yung rate nya after 20 mins, ilang minutes ba talaga?', [
      'fx-lock-15',
    ]),
    p('add Idempotency-Key support sa POST /api/v1/cashout', ['idempotency-key', 'drf-errors']),
    p('users complain they get logged out every few minutes, can we make the access token 1 hour again?', [
      'auth-short-tokens',
    ]),
    p('build the covered transaction report for AMLC', [
      'amla-ctr',
      'ctr-claim',
      'tz-manila',
      'reports-replica',
    ]),
    p('write tests for the Maya cash-in flow, pwede bang sa Maya sandbox na lang tumama sa CI?', [
      'tests',
      'sandbox',
      'cashin-providers',
    ]),
    p('kailangan ko ng httpx, paano i-add?', ['deps-uv']),
    p('recon flagged 4 transfers off by ₱0.01, recon/parsers.py', [
      'recon-daily',
      'money-centavos',
      'fee-rounding-fix',
    ]),
    p('someone is spamming /api/v1/otp/request with random numbers', ['rate-limit', 'otp-sms']),
    p('sino may hawak ng recon code?', ['owners']),
    p('deadlock detected sa load test ng P2P transfers, wallets/services.py', [
      'select-for-update',
      'ledger-double-entry',
    ]),
    p('mas mabilis kung i-update ko na lang wallet.balance sa refund function, ok lang?', [
      'ledger-double-entry',
      'balance-column-claim',
    ]),
    p('nag-declare ng special non-working day sa Friday, anong gagawin para sa PESONet?', [
      'holidays',
      'pesonet-cutoff',
      's-cutoff-table',
    ]),
    p('rename amount to amount_centavos in the v1 transfer response, cleaner', [
      'drf-versioning',
      'app-min-version',
    ]),
    p('what is our prod AWS account id for the terraform backend config?', ['aws-account']),
    p('payout to a GCash number, saan dapat dumaan?', ['s-ewallet-via-instapay', 'sponsor-bank-api']),
    p('new celery queue for bills payments, setup?', ['s-queue-per-service', 'celery-tasks', 'deploy-ecs']),
    p('bank returned status code "PART" which we do not know, what should the task do?', [
      's-status-map',
      'reversal',
    ]),
    p('save the captured ID image to getApplicationDocumentsDirectory so users can retry offline', [
      's-no-local-id-photos',
    ]),
    p('add referral deep links to the app', ['s-no-dynamic-links']),
    p('user failed the selfie check 4 times today, pwede pa ba siyang mag-retry sa app?', ['s-liveness-3x']),
    p('kyc/uploads.py: make the presigned upload URL valid for 1 hour, mabagal internet sa probinsya', [
      's-presigned-5min',
    ]),
    p('add an analytics event when the user opens the tier upgrade screen, include tier and mobile number', [
      's-analytics-names',
    ]),
    p('tier upgrade page should list what each tier can send per month', [
      's-limits-from-api',
      'kyc-tiers',
      'flutter-money',
    ]),
    p('we need to know when payouts hang without a final bank status', ['s-stuck-alert', 'celery-beat']),
    p('push the new remit-payouts image now, may ~200 tasks pa sa queue pero ok lang siguro', [
      's-drain-before-deploy',
    ]),
    p('face match score 0.82 got rejected, can we lower the threshold in kyc/services.py?', [
      's-face-threshold',
    ]),
    p('ano difference ng select_related at prefetch_related?', []),
    p('salamat!', []),
    p('how do i rebase my branch onto main without a merge commit', []),
    p('explain python dataclasses vs pydantic in general', []),
    p('paki-commit na', []),
    p('regex for a PH plate number like ABC 1234', []),
    p('ok gumana na', []),
  ],
});
