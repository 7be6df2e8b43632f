// A Pakistani digital wallet + BNPL backend: Django/DRF, Celery, JazzCash/Easypaisa, Raast via 1LINK, NADRA Verisys, SBP rules.
// Held-out scenario: written blind, labelled without running spool. The team writes in Roman Urdu, some Urdu script.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-fintech-pk',
  stack:
    'Python 3.12, Django 5.1 + Django REST Framework 3.15, PostgreSQL 16 (RDS), Celery 5 (SQS broker) + Redis (ElastiCache), SimpleJWT, JazzCash / Easypaisa APIs, Raast via 1LINK (ISO 20022), NADRA Verisys e-KYC, AWS (ECS Fargate, S3, KMS, Secrets Manager, me-south-1), Terraform, GitHub Actions, pytest + pytest-django + factory_boy, ruff',
  memories: [
    m('django-42', 'fact', 'backend Django 4.2 LTS + DRF 3.14 pe hai, python 3.10', {
      fact: 'backend | framework | Django 4.2',
      age: 700,
      tags: ['django', 'python'],
    }),
    m(
      'django-51',
      'fact',
      'Backend: Django 5.1, DRF 3.15, Python 3.12 (pyproject mein requires-python >=3.12). Async views sirf wahan jahan I/O heavy ho (verisys, raast callbacks), baqi sab sync.',
      {
        fact: 'backend | framework | Django 5.1',
        supersedes: 'django-42',
        age: 250,
        tags: ['django', 'drf', 'python', 'async'],
      },
    ),
    m(
      'flake8',
      'convention',
      'lint: flake8 + black + isort, config setup.cfg mein, pre-commit hook laga hua hai',
      {
        age: 600,
        tags: ['lint', 'flake8', 'black'],
      },
    ),
    m(
      'ruff',
      'convention',
      'flake8, black aur isort hata diye — ab sirf ruff check + ruff format (config pyproject.toml mein). pre-commit aur CI dono mein ruff; fail hua to merge nahi.',
      {
        supersedes: 'flake8',
        age: 210,
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['lint', 'ruff', 'ci'],
      },
    ),
    m(
      'apps-layout',
      'convention',
      'Django apps: wallets, ledger, bnpl, kyc, payments (jazzcash / easypaisa / raast adapters), notifications, risk. Business logic <app>/services.py mein, views patli (thin) rakho, models mein sirf invariants.',
      {
        tags: ['django', 'architecture', 'services'],
      },
    ),
    m(
      'ledger-double-entry',
      'constraint',
      'Har paise ki movement ledger mein double-entry: har LedgerTransaction ki entries ka sum zero (debit = credit). Ledger entries immutable hain — galti ho to reversal transaction post karo, UPDATE/DELETE kabhi nahi.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['ledger/services.py', 'ledger/models.py'],
        tags: ['ledger', 'double-entry', 'immutable'],
      },
    ),
    m(
      'balance-field',
      'fact',
      'wallet ka balance Wallet.balance field mein hai, transfer pe F() expression se update karte hain',
      {
        age: 480,
        tags: ['wallet', 'balance'],
      },
    ),
    m(
      'balance-derived',
      'constraint',
      'Wallet balance ka source of truth ledger hai. Wallet.balance sirf cached value hai jo ledger.services.post_transaction() ke andar select_for_update ke saath update hoti hai — kahin aur se balance ko touch mat karo. Locks hamesha wallet_id ascending order mein.',
      {
        supersedes: 'balance-field',
        age: 170,
        files: ['ledger/services.py'],
        tags: ['wallet', 'balance', 'ledger', 'locking'],
      },
    ),
    m(
      'money-paisa',
      'constraint',
      'Amounts hamesha integer paisa mein (amount_paisa, BigIntegerField). Float bilkul nahi, Decimal bhi sirf fee/cashback calculation ke beech mein; API bhi paisa bhejti hai, app display ke liye Rs format karti hai. Rounding ROUND_HALF_UP.',
      {
        canonical: true,
        tags: ['money', 'paisa', 'pkr', 'rounding'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'DB mein sab timestamps UTC (USE_TZ=True). User ko PKT (Asia/Karachi) mein dikhao. Daily/monthly limits ka din PKT midnight se PKT midnight — zoneinfo use karo, "+05:00" hardcode mat karo.',
      {
        tags: ['timezone', 'utc', 'pkt'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'transactions.created_at purane data mein naive Asia/Karachi time hai, 2023 se pehle USE_TZ=False tha — isi liye reports mein 5 ghante ka farq aata hai',
      {
        disputes: 'tz-utc',
        tags: ['timezone', 'reports', 'legacy'],
      },
    ),
    m(
      'limits-old',
      'constraint',
      'L0 wallet (sirf CNIC + mobile): daily debit limit Rs 25,000, monthly Rs 50,000, max balance Rs 200,000',
      {
        age: 420,
        tags: ['limits', 'sbp', 'wallet'],
      },
    ),
    m(
      'limits-new',
      'constraint',
      'Wallet limits (settings.WALLET_LIMITS, SBP branchless banking ke naye circular ke mutabiq): L0 — daily Rs 50,000 / monthly Rs 100,000 / balance Rs 200,000; L1 (biometric verified) — daily Rs 100,000 / monthly Rs 500,000 / balance Rs 500,000. Limits config se aati hain, code mein hardcode nahi.',
      {
        supersedes: 'limits-old',
        age: 80,
        files: ['limits/services.py'],
        tags: ['limits', 'sbp', 'wallet', 'kyc-level'],
      },
    ),
    m(
      'incident-limits',
      'incident',
      'Mar 2025: daily limit UTC din pe calculate ho rahi thi — PKT 00:00 se 05:00 ke beech users ne do din ki limit ek saath use kar li, SBP inspection mein point aaya. Fix: limits.services.pkt_day_bounds() + tests/limits/test_day_boundary.py.',
      {
        files: ['limits/services.py', 'tests/limits/test_day_boundary.py'],
        tags: ['incident', 'limits', 'timezone', 'sbp'],
      },
    ),
    m(
      'kyc-verisys',
      'fact',
      'NADRA e-KYC: kyc app Verisys API call karta hai CNIC number + issue date se; response mein naam, walid ka naam, DOB, address aata hai. Har call ka charge lagta hai — result kyc.VerisysResult mein save, sirf onboarding, CNIC change aur re-KYC pe dobara call.',
      {
        files: ['kyc/verisys.py'],
        tags: ['kyc', 'nadra', 'verisys'],
      },
    ),
    m(
      'kyc-bvs',
      'constraint',
      'L1 upgrade ke liye biometric verification (BVS) zaroori hai — agent ke device se fingerprint, NADRA BVS 1LINK ke through. Sirf selfie/liveness se L1 nahi milta.',
      {
        tags: ['kyc', 'biometric', 'bvs', 'kyc-level'],
      },
    ),
    m(
      'cnic-expiry',
      'constraint',
      'Expired CNIC wala user debit nahi kar sakta — login aur balance dekhna chalega, lekin transfer, bill payment aur BNPL band jab tak naya CNIC Verisys se verify na ho.',
      {
        tags: ['kyc', 'cnic', 'expiry'],
      },
    ),
    m(
      'cnic-expiry-claim',
      'fact',
      'CNIC expire hone ke baad 90 din grace period hai, us dauran sab normal chalta hai',
      {
        disputes: 'cnic-expiry',
        tags: ['kyc', 'cnic', 'expiry'],
      },
    ),
    m(
      'cnic-format',
      'convention',
      'CNIC DB mein 13 digits bina dash (3520212345671), display 35202-1234567-1; validation kyc.validators.validate_cnic. Mobile E.164 (+923001234567) store karo; JazzCash/Easypaisa ko MSISDN 03001234567 format chahiye — conversion adapters mein.',
      {
        files: ['kyc/validators.py'],
        tags: ['cnic', 'msisdn', 'validation'],
      },
    ),
    m(
      'pii-logs',
      'constraint',
      'CNIC, mobile number, naam, walid ka naam aur address logs mein plain nahi jayenge: core.logging.PiiFilter mask karta hai (35202-*******-1, 0300****567). Sentry mein send_default_pii=False aur before_send scrubber.',
      {
        canonical: true,
        reaffirm: 10,
        tags: ['pii', 'logging', 'sentry', 'cnic'],
      },
    ),
    m(
      'pii-encrypt',
      'constraint',
      'CNIC aur DOB DB mein encrypted (core.fields.EncryptedCharField, KMS envelope encryption). Lookup ke liye cnic_hash (HMAC-SHA256) column — raw CNIC pe filter() kaam nahi karega.',
      {
        files: ['core/fields.py'],
        tags: ['pii', 'encryption', 'kms', 'cnic'],
      },
    ),
    m(
      'jazzcash-v1',
      'fact',
      'JazzCash integration: purana hosted checkout page redirect (v1.1), pp_SecureHash HMAC-SHA256 sorted fields pe',
      {
        age: 520,
        tags: ['jazzcash', 'payments'],
      },
    ),
    m(
      'jazzcash-rest',
      'fact',
      'JazzCash: REST API v2.0 (mobile account linking + direct debit). pp_SecureHash = HMAC-SHA256(integrity salt, integrity salt + "&" + sorted non-empty pp_ fields "&" se joined). Salt Secrets Manager mein: fintech/<env>/jazzcash (integrity_salt).',
      {
        supersedes: 'jazzcash-v1',
        age: 205,
        files: ['payments/jazzcash'],
        tags: ['jazzcash', 'payments', 'hmac'],
      },
    ),
    m(
      'easypaisa',
      'fact',
      'Easypaisa: Open API (OAuth2 client credentials, token 1 ghanta valid — Redis mein cache karo, har request pe naya mat lo). Callback pe IP allowlist + signature verify zaroori. Adapter payments/easypaisa/.',
      {
        files: ['payments/easypaisa'],
        tags: ['easypaisa', 'payments', 'oauth'],
      },
    ),
    m(
      'raast',
      'fact',
      'Raast: SBP ka instant payment system, hum 1LINK ke through connected hain (ISO 20022: pacs.008 bhejte, pacs.002 status). Raast ID = mobile number alias, IBAN format PK + 2 check digits + 4 bank code + 16 account (24 chars). Adapter payments/raast/.',
      {
        files: ['payments/raast'],
        tags: ['raast', 'iso20022', 'iban', '1link'],
      },
    ),
    m(
      'raast-final',
      'constraint',
      'Raast transfer instant aur final hai — settle hone ke baad hum reverse nahi kar sakte. Galat transfer = customer complaint + return request (pacs.004) receiving bank ki taraf se; hamari taraf se koi auto-reversal nahi.',
      {
        tags: ['raast', 'reversal', 'finality'],
      },
    ),
    m(
      'raast-reversal-claim',
      'fact',
      'raast transaction 24 ghante ke andar hum khud reverse kar sakte hain agar customer dispute kare',
      {
        disputes: 'raast-final',
        tags: ['raast', 'reversal'],
      },
    ),
    m(
      'raast-timeout',
      'constraint',
      'Raast pacs.008 bhejne ke baad 25 sec mein pacs.002 na aaye to status PENDING rakho, FAILED nahi — ledger hold bana rehta hai aur raast.tasks.status_inquiry 1 min baad 1LINK se status poochta hai. Timeout pe kabhi auto-refund nahi.',
      {
        files: ['payments/raast/tasks.py'],
        tags: ['raast', 'timeout', 'pending'],
      },
    ),
    m(
      'incident-raast-double',
      'incident',
      'Nov 2025: Raast timeout pe code transaction FAILED mark karke hold release kar deta tha, phir late pacs.002 ACSC aa jata — 61 users ke paise bank chale gaye aur wallet mein bhi wapas aa gaye, ~Rs 3.8 lakh loss. Fix: PENDING + status inquiry.',
      {
        tags: ['incident', 'raast', 'timeout', 'ledger'],
      },
    ),
    m(
      'idempotency',
      'constraint',
      'Saare money-moving endpoints (POST /api/v1/transfers, /api/v1/topups, /api/v1/bnpl/repayments) Idempotency-Key header maangte hain. Key + request hash 48h (IdempotencyRecord table, Redis sirf fast path). Same key, different body = 422; header missing = 400.',
      {
        tags: ['idempotency', 'api', 'payments'],
      },
    ),
    m(
      'callbacks-idempotent',
      'constraint',
      'JazzCash/Easypaisa/Raast callbacks kai baar aa sakti hain — handler provider ke txn ref pe idempotent (ProviderTransaction.provider_ref unique). Pehle signature verify, phir select_for_update, phir process.',
      {
        tags: ['callbacks', 'idempotency', 'payments'],
      },
    ),
    m('celery-redis', 'fact', 'celery broker redis (elasticache) hai, result backend bhi redis', {
      age: 540,
      tags: ['celery', 'redis'],
    }),
    m(
      'celery-sqs',
      'decision',
      'Celery broker SQS pe shift kar diya (visibility_timeout 3600, predefined queues: default, payments, notifications, bnpl). Redis ab sirf cache, rate limiting aur idempotency fast path ke liye; result backend band (ignore_result=True).',
      {
        fact: 'celery | broker | SQS',
        supersedes: 'celery-redis',
        age: 190,
        reason: 'redis failover pe tasks gum ho jaate the',
        tags: ['celery', 'sqs', 'redis', 'queues'],
      },
    ),
    m(
      'celery-tasks',
      'convention',
      'Celery tasks idempotent honi chahiye (acks_late=True); args mein sirf IDs bhejo, model objects nahi. Paise wale tasks payments queue pe. DB change ke baad task transaction.on_commit() ke andar .delay() karo.',
      {
        tags: ['celery', 'tasks', 'idempotent'],
      },
    ),
    m('bnpl-fee-pct', 'constraint', 'BNPL late fee: outstanding pe 2% per month, daily accrue hoti hai', {
      age: 400,
      tags: ['bnpl', 'late-fee'],
    }),
    m(
      'bnpl-fee-flat',
      'constraint',
      'BNPL late payment charge: flat Rs 300 har missed installment pe, koi compounding nahi, outstanding pe percentage nahi. Shariah advisor aur SBP fair treatment of customers guidelines ke baad final.',
      {
        supersedes: 'bnpl-fee-pct',
        age: 100,
        files: ['bnpl/fees.py'],
        tags: ['bnpl', 'late-fee', 'shariah', 'sbp'],
      },
    ),
    m(
      'bnpl-plans',
      'fact',
      'BNPL plans: 3 ya 4 installments, pehli installment checkout pe. Merchant fee merchant deta hai, customer ke liye 0% markup. Schedule bnpl.services.build_schedule() banata hai, dates PKT mein.',
      {
        files: ['bnpl/services.py'],
        tags: ['bnpl', 'installments', 'schedule'],
      },
    ),
    m(
      'bnpl-ecib-all',
      'constraint',
      'Har BNPL application pe credit bureau check (SBP eCIB + Tasdeeq) — report id application pe save hoti hai. Bina bureau check approval nahi.',
      {
        tags: ['bnpl', 'ecib', 'credit-bureau'],
      },
    ),
    m(
      'bnpl-ecib-claim',
      'fact',
      'eCIB/Tasdeeq check sirf Rs 25,000 se upar wali BNPL purchases pe hota hai, chhoti purchases pe nahi — cost bachane ke liye',
      {
        disputes: 'bnpl-ecib-all',
        tags: ['bnpl', 'ecib'],
      },
    ),
    m(
      'bnpl-limit',
      'constraint',
      'BNPL credit limit sirf risk app ka scoring model deta hai (risk.scoring.score_v3); frontend ya bnpl app khud limit calculate ya accept nahi karta. Max Rs 150,000 per customer.',
      {
        tags: ['bnpl', 'credit-limit', 'risk'],
      },
    ),
    m(
      'bnpl-dpd',
      'fact',
      'DPD buckets: 1-30, 31-60, 61-90, 90+. 90+ DPD pe account default, monthly eCIB submission mein report hota hai. Write-off sirf credit committee ki approval se.',
      {
        tags: ['bnpl', 'dpd', 'collections', 'ecib'],
      },
    ),
    m(
      'collections-time',
      'constraint',
      'Collection reminders (SMS/push/call) sirf 9 AM se 8 PM PKT ke darmiyan, Jumma ko 12:30 se 2:30 PM nahi. Din mein max 2 reminders per customer.',
      {
        files: ['bnpl/tasks.py'],
        tags: ['bnpl', 'collections', 'reminders', 'sbp'],
      },
    ),
    m(
      'aml-screening',
      'constraint',
      'Har naya user aur har naya beneficiary name screening se guzarta hai: UNSC consolidated list + NACTA Fourth Schedule (proscribed persons), risk.screening. Match ho to account freeze + compliance alert; user ko wajah nahi batani (tipping off).',
      {
        files: ['risk/screening.py'],
        tags: ['aml', 'screening', 'nacta', 'compliance'],
      },
    ),
    m(
      'aml-str',
      'fact',
      'Suspicious transactions ki STR FMU ko goAML ke through compliance team file karti hai; hum risk.alerts se case export (XML) dete hain. Developers ke paas goAML access nahi.',
      {
        tags: ['aml', 'str', 'fmu', 'goaml'],
      },
    ),
    m(
      'data-region',
      'constraint',
      'SBP cloud outsourcing approval sirf AWS me-south-1 (Bahrain) aur DR me-central-1 ke liye hai. Customer data kisi aur region ya third-party SaaS mein nahi jayega — naya AWS service ya SaaS lane se pehle compliance sign-off.',
      {
        tags: ['sbp', 'aws', 'region', 'compliance'],
      },
    ),
    m('ec2-ansible', 'fact', 'deploy EC2 pe ansible playbook deploy.yml se hota hai, gunicorn + supervisor', {
      age: 620,
      tags: ['deploy', 'ec2', 'ansible'],
    }),
    m(
      'ecs-fargate',
      'fact',
      'EC2 + ansible se ECS Fargate pe migrate ho gaye. Services: api (gunicorn + uvicorn workers), worker-default, worker-payments, beat (sirf 1 task). Terraform infra/terraform/, workspaces staging aur prod.',
      {
        supersedes: 'ec2-ansible',
        age: 260,
        files: ['infra/terraform'],
        tags: ['aws', 'ecs', 'fargate', 'terraform'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Secrets sirf AWS Secrets Manager mein (fintech/<env>/<service>), ECS task definition mein secrets: valueFrom se aate hain. Password ya key yahan chat mein, code mein, .env.example mein ya GitHub variables mein mat likho. settings mein os.environ["..."] bina default ke.',
      {
        canonical: true,
        tags: ['secrets', 'aws', 'secrets-manager', 'ecs'],
      },
    ),
    m(
      'local-env',
      'note',
      'local setup: cp .env.example .env — usmein DJANGO_SECRET_KEY=dev-only-change-me aur JAZZCASH_INTEGRITY_SALT=<sandbox-salt> sirf placeholders hain. phir docker compose up db redis, python manage.py migrate, make seed.',
      {
        files: ['.env.example', 'docker-compose.yml'],
        tags: ['local', 'setup', 'docker-compose'],
      },
    ),
    m(
      'deploy-gha',
      'fact',
      'GitHub Actions: ruff → pytest → docker build → ECR → staging auto deploy. Prod deploy release tag + manual approval (environment protection, Faisal ya Usman).',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'deploy', 'ecr'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Prod deploy nahi: mahine ki aakhri 2 tareekh aur 1 se 5 tareekh (salary days, traffic peak), aur Eid se 3 din pehle se Eid ke teesre din tak. Hotfix sirf on-call + Usman ki approval se.',
      {
        tags: ['deploy', 'freeze', 'prod', 'eid'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Django migrations backward compatible (expand/contract): column drop/rename do releases mein. Bari tables (ledger_entry, transactions) pe index AddIndexConcurrently (atomic = False); data backfill migration mein nahi, management command + batches.',
      {
        tags: ['migrations', 'postgres', 'django'],
      },
    ),
    m('auth-token', 'fact', 'API auth DRF TokenAuthentication se, token kabhi expire nahi hota', {
      age: 560,
      tags: ['auth', 'drf'],
    }),
    m(
      'auth-jwt',
      'fact',
      'API auth: SimpleJWT — access 15 min, refresh 30 din (ROTATE_REFRESH_TOKENS + blacklist). Refresh token device_id se bound; naye device pe OTP + MPIN ke baad hi token milta hai.',
      {
        supersedes: 'auth-token',
        age: 230,
        tags: ['auth', 'jwt', 'device-binding'],
      },
    ),
    m(
      'mpin',
      'constraint',
      'MPIN 6 digits, Argon2 se hash (PASSWORD_HASHERS mein Argon2PasswordHasher pehle). Sequential/repeated (123456, 111111) aur DOB se bana MPIN reject. 5 galat attempts pe 30 min lock.',
      {
        files: ['accounts/mpin.py'],
        tags: ['mpin', 'password', 'argon2', 'security'],
      },
    ),
    m('otp-twilio', 'fact', 'OTP SMS twilio se jata hai', {
      age: 480,
      tags: ['otp', 'sms', 'twilio'],
    }),
    m(
      'otp-local',
      'fact',
      'OTP aur transactional SMS local aggregator Eocean ke through, masking "FINPAY". International route pe Pakistani networks OTP drop kar dete hain (PTA rules).',
      {
        supersedes: 'otp-twilio',
        age: 130,
        files: ['notifications/sms.py'],
        tags: ['otp', 'sms', 'eocean', 'pta'],
      },
    ),
    m(
      'otp-rules',
      'constraint',
      'OTP 6 digits, 3 min valid, 15 min mein max 3 resend. OTP ya uska hash logs, Sentry ya analytics mein kabhi nahi.',
      {
        tags: ['otp', 'security', 'logging'],
      },
    ),
    m(
      'rate-limit',
      'constraint',
      'Throttling DRF ScopedRateThrottle + Redis: otp 3/15min per MSISDN, login 10/min per IP, mpin verify 5 attempts (phir lock). Config settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"].',
      {
        tags: ['throttling', 'rate-limit', 'security'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST /api/v1/ ke neeche. Mobile apps (zyada Android) purane versions bhi chalate hain — breaking change = /api/v2, v1 kam az kam 6 mahine zinda.',
      {
        tags: ['api', 'versioning', 'mobile'],
      },
    ),
    m(
      'drf-conventions',
      'convention',
      'DRF: ViewSets + routers, validation serializers mein. Error format {"code": "INSUFFICIENT_BALANCE", "message": "...", "message_ur": "..."} core.exceptions.handler se. code English UPPER_SNAKE.',
      {
        files: ['core/exceptions.py'],
        tags: ['drf', 'api', 'errors'],
      },
    ),
    m(
      'pagination',
      'convention',
      'List endpoints pe CursorPagination (ordering -created_at, id), page size 20. Ledger/transactions pe offset pagination mat lagao — lakhon rows hain.',
      {
        tags: ['drf', 'pagination', 'api'],
      },
    ),
    m(
      'urdu-i18n',
      'convention',
      'User-facing strings gettext se, locales en aur ur. Backend sirf text deta hai, RTL/Nastaliq app sambhalti hai. SMS templates Roman Urdu mein alag hain (notifications/templates/sms/), Urdu script SMS nahi — unicode SMS 70 chars pe toot jata hai.',
      {
        files: ['notifications/templates/sms', 'locale/ur'],
        tags: ['i18n', 'urdu', 'sms'],
      },
    ),
    m(
      'tests',
      'convention',
      'pytest + pytest-django + factory_boy, factories tests/factories.py mein. Tests real Postgres pe (docker), sqlite nahi — select_for_update, JSONB aur constraints chahiye.',
      {
        files: ['tests/factories.py', 'pytest.ini'],
        tags: ['tests', 'pytest', 'factory-boy'],
      },
    ),
    m(
      'tests-no-external',
      'constraint',
      'CI kabhi JazzCash/Easypaisa sandbox, 1LINK Raast UAT ya Verisys call nahi karta. HTTP mocks responses/respx se, recorded fixtures tests/fixtures/<provider>/ mein.',
      {
        tags: ['tests', 'mocks', 'ci', 'integrations'],
      },
    ),
    m(
      'time-tests',
      'convention',
      'Time dependent tests (limits, BNPL due dates, OTP expiry) mein time-machine use karo; PKT midnight boundary (19:00 UTC) ka test har limit change ke saath.',
      {
        tags: ['tests', 'time-machine', 'timezone'],
      },
    ),
    m(
      'fee-config',
      'fact',
      'Transfer fees FeeSchedule table se aati hain (admin se editable), code mein hardcode nahi. Raast P2P customer ke liye free (SBP mandate), IBFT Rs 10 per transaction, wallet-to-wallet free.',
      {
        files: ['payments/fees.py'],
        tags: ['fees', 'raast', 'ibft'],
      },
    ),
    m(
      's3-docs',
      'fact',
      'CNIC images aur selfies S3 bucket fintech-kyc-docs mein (SSE-KMS, versioning, public access block). Access sirf 5 min ke presigned URL se — admin panel mein bhi.',
      {
        tags: ['s3', 'kyc', 'documents'],
      },
    ),
    m(
      'admin-access',
      'constraint',
      'Django admin sirf VPN + staff SSO (Google Workspace) se. CNIC/mobile admin mein masked. Prod pe superuser sirf 2 log (Usman, Faisal) — baqi sab role-based groups.',
      {
        tags: ['admin', 'security', 'access'],
      },
    ),
    m(
      'audit-log',
      'convention',
      'Har admin action, har limit aur KYC level change django-auditlog mein. SBP inspection ke liye retention 10 saal — audit tables se kuch delete nahi, purana data S3 Glacier pe archive.',
      {
        tags: ['audit', 'sbp', 'retention'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owners: ledger + wallets — Usman Tariq; BNPL + risk — Ayesha Siddiqui; payments integrations (JazzCash/Easypaisa/Raast) — Bilal Ahmed; KYC + compliance liaison — Hira Khan; infra/AWS — Faisal Qureshi.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'code comments aur commit messages English mein, chat Urdu/Roman Urdu mein chalti rahe koi masla nahi',
      {},
    ),
    m(
      'pref-pr',
      'preference',
      'PR chhote rakho (~300 lines tak). ledger/payments wale PR pe 2 reviewers, ek Usman ya Bilal zaroor.',
      {},
    ),
    m(
      'note-celery-mac',
      'note',
      'Mac pe celery worker fork pe crash (objc initialize may have been in progress) — OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES export karo ya --pool=solo chalao',
      {
        tags: ['celery', 'mac', 'local'],
      },
    ),
    m(
      'note-ngrok',
      'note',
      'JazzCash/Easypaisa sandbox callbacks local pe ngrok se nahi aayengi (IP/URL allowlist unke portal pe) — callback testing staging pe karo.',
      {
        tags: ['callbacks', 'sandbox', 'local'],
      },
    ),
    m('vpn-stale', 'note', '1LINK UAT sirf office ke static IP se, ya OpenVPN profile "1link-uat" se', {
      age: 650,
      tags: ['1link', 'vpn'],
    }),
    m('staging-stale', 'note', 'staging: staging.finpay.internal (EC2 box), basic auth ke saath', {
      age: 600,
      tags: ['staging'],
    }),
    m('cand-graphql', 'decision', 'Mobile app ke liye GraphQL layer (strawberry) add karo REST ke upar.', {
      candidate: true,
      tags: ['graphql', 'api'],
    }),
    m('cand-dramatiq', 'decision', 'Celery hata ke Dramatiq pe chalo, simple hai.', {
      candidate: true,
      tags: ['celery', 'dramatiq'],
    }),
    m(
      'cand-auto-writeoff',
      'decision',
      'BNPL accounts 180 DPD pe automatically write-off ho jayen, credit committee ke baghair.',
      {
        candidate: true,
        tags: ['bnpl', 'write-off'],
      },
    ),
    m(
      'secret-db-ru',
      'note',
      'bhai prod DB ka password ye hai: Fin@Pk#2025db!x — kisi ko forward mat karna',
      {
        secret: 'Fin@Pk#2025db!x',
      },
    ),
    m('secret-verisys-ur', 'note', 'ویریسس پروڈکشن کا پاس ورڈ یہ ہے: Vrs!Nadra_7742q — یوزر finpay_kyc', {
      secret: 'Vrs!Nadra_7742q',
    }),
    m(
      'secret-jazzcash-salt',
      'note',
      'JazzCash prod: merchant id MC41827, integrity salt tz8v3x1w0y — Bilal ne diya, sambhal ke',
      {
        secret: 'tz8v3x1w0y',
      },
    ),
    m(
      'secret-database-url',
      'note',
      'DATABASE_URL=postgres://fin_app:Qe7rT2yU9iO4pLk@fintech-prod.cluster-c8x2wq.me-south-1.rds.amazonaws.com:5432/finpay',
      {
        secret: 'Qe7rT2yU9iO4pLk',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'ci user ke keys:\nAWS_ACCESS_KEY_ID=AKIAQ7XRZP4K2M9TLB3N\nAWS_SECRET_ACCESS_KEY=wJx7Kp2Lm9Qr4Tv8Yz1Bc5Df3Gh6Jk0Nq2Sx4Uw7',
      {
        secret: 'wJx7Kp2Lm9Qr4Tv8Yz1Bc5Df3Gh6Jk0Nq2Sx4Uw7',
      },
    ),
    m(
      'secret-django-key',
      'note',
      "settings/prod.py mein abhi tak yeh para hai: SECRET_KEY = 'k#9v!x2@pq7z$m4w^r8t&y1u(b3n)c6e+f0g-h5j'",
      {
        secret: 'k#9v!x2@pq7z$m4w^r8t&y1u(b3n)c6e+f0g-h5j',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'REDIS_URL=rediss://:Rd5sK8pW2qX7zL4nV3@master.fintech-cache.abc123.mes1.cache.amazonaws.com:6379/0',
      {
        secret: 'Rd5sK8pW2qX7zL4nV3',
      },
    ),
    m(
      'secret-easypaisa',
      'note',
      'easypaisa prod ka client_id finpay-prod aur client_secret yeh hai: ep_cs_9f8e7d6c5b4a3f2e1d0c9b8a7f6e',
      {
        secret: 'ep_cs_9f8e7d6c5b4a3f2e1d0c9b8a7f6e',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'terraform workflow ke liye purana PAT: github_pat_11AQX7Z3Y0aB9cD8eF7gH6_iJ5kL4mN3oP2qR1sT0uV9wX8yZ7aB6cD5eF4gH3iJ2kL1mN0',
      {
        secret: 'github_pat_11AQX7Z3Y0aB9cD8eF7gH6_iJ5kL4mN3oP2qR1sT0uV9wX8yZ7aB6cD5eF4gH3iJ2kL1mN0',
      },
    ),
    m('secret-eocean', 'note', 'Eocean SMS API: user finpay_otp, pass "SmS#Otp2025pk" (prod)', {
      secret: 'SmS#Otp2025pk',
    }),
    m(
      'secret-1link-p12',
      'note',
      '1LINK Raast prod certificate (finpay-raast.p12) ka passphrase: 1Lnk-Raast!p12#9 — پاس ورڈ تبدیل ہو تو بتانا',
      {
        secret: '1Lnk-Raast!p12#9',
      },
    ),
  ],
  sessions: [
    {
      id: 'bnpl-session-1',
      age: 7,
      turns: [
        said(
          'salam, aaj BNPL repayment wala flow dekhna hai. pehle bnpl/services.py mein record_repayment() dekh lo',
        ),
        replied(
          'Dekh liya: repayment seedha oldest installment pe lagti hai, late charge alag se settle nahi hota, aur sab ek hi LedgerTransaction mein post hota hai.',
        ),
        said(
          'repayment ka order fix hai: pehle late charges, phir sab se purani installment ka principal. partial payment bhi isi order mein lagegi',
          {
            key: 's-repay-order',
            type: 'constraint',
          },
        ),
        replied(
          'Theek hai, allocate_repayment() bana raha hoon jo pehle late charges aur phir oldest installment cover karega.',
        ),
        said('acha ye batao is module mein tests kitne hain?'),
        replied('bnpl mein 84 tests hain, repayment pe sirf 9.'),
        said(
          'early settlement pe koi penalty ya extra charge nahi lagega — customer sirf bacha hua principal aur pending late charges dega',
          {
            key: 's-early-settle',
            type: 'decision',
          },
        ),
        replied('Samajh gaya, settle_early() sirf outstanding principal + unpaid late charges lega.'),
        said('hmm ruko, main Grafana pe celery queue dekh raha hoon'),
        replied('Theek hai.'),
        said(
          'یہ پکا اصول ہے: اگر کسی قسط کی due date بینک ہالیڈے یا عید کی چھٹی پر آئے تو وہ اگلے working day پر شفٹ ہوگی',
          {
            key: 's-due-holiday',
            type: 'constraint',
          },
        ),
        replied(
          'build_schedule() mein next working day shift add kar raha hoon; holidays ke liye ek BankHoliday table chahiye hogi.',
        ),
        said(
          'Eid ki dates har saal SBP ki bank holiday list se admin mein daalte hain, code mein hardcode mat karna — chaand pe depend karti hain',
          {
            key: 's-eid-admin',
            type: 'convention',
          },
        ),
        replied('BankHoliday model + admin bana diya, schedule usi se padhta hai.'),
        said(
          'staging pe callback test ke liye ye lo JazzCash sandbox ka password: Jz$Sbx!2025_finpay, merchant MC10234',
          {
            secret: 'Jz$Sbx!2025_finpay',
          },
        ),
        replied('Shukriya, staging pe callback test pass ho gaya.'),
        said('theek hai zabardast, commit kar do'),
      ],
    },
    {
      id: 'raast-session-2',
      age: 3,
      turns: [
        said('Raast P2M (merchant QR) add karna hai payments/raast/ mein'),
        replied(
          'Abhi sirf P2P pacs.008 hai; merchant QR ke liye Raast QR string (EMVCo format) parse karni hogi.',
        ),
        said('merchant QR payments pe customer se koi fee nahi, merchant ka MDR settlement mein katega', {
          key: 's-p2m-fee',
          type: 'decision',
        }),
        replied(
          'FeeSchedule mein RAAST_P2M customer fee 0, MDR merchant settlement job mein kaat raha hoon.',
        ),
        said('QR parse ke liye koi library hai?'),
        replied(
          'Python mein ek do EMVCo parsers hain lekin kam maintained; apna parser taqreeban 100 lines ka hoga.',
        ),
        said(
          'apna parser likho, tests mein SBP ke sample QR strings daalo. payments mein chhoti chhoti external dependencies nahi chahiye',
          {
            key: 's-no-deps-payments',
            type: 'convention',
          },
        ),
        replied(
          'payments/raast/qr.py likh diya CRC16 check ke saath, samples tests/fixtures/raast/qr_samples.json mein.',
        ),
        said(
          'aur yaad rakhna, raast ke har message ka raw XML S3 bucket fintech-raast-archive mein 10 saal ke liye archive hota hai, pacs.008 bhi pacs.002 bhi',
          {
            key: 's-raast-archive',
            type: 'constraint',
          },
        ),
        replied('archive_message() ab pacs.008 aur pacs.002 dono ke liye call ho raha hai.'),
        said('settlement files 1LINK UAT SFTP pe hain, login finpay_uat aur password Sftp#1Link_88zq', {
          secret: 'Sftp#1Link_88zq',
        }),
        replied('Connect ho gaya, kal ki settlement file parse ho gayi.'),
        said('ok bas, kal dekhte hain baqi'),
      ],
    },
  ],
  prompts: [
    // setup, lint, structure
    p('CI mein flake8 fail ho raha hai, config kahan hai?', ['ruff']),
    p('pyproject mein black ka config add kar do', ['ruff']),
    p('Django 5.2 pe upgrade kar sakte hain? abhi kaunsa version hai', ['django-51']),
    p('merchant settlements ke liye naya app banana hai, structure kya ho?', [
      'apps-layout',
      'ledger-double-entry',
      'money-paisa',
    ]),
    p('wallets/views.py mein transfer ka saara logic seedha view mein likh diya hai, chalega?', [
      'apps-layout',
    ]),
    p('local setup kaise karun? naya laptop hai', ['local-env']),
    p('settings.py mein SECRET_KEY ka default value daal doon taake local pe chal jaye?', [
      'secrets-manager',
      'local-env',
    ]),
    // ledger & money
    p('galat transaction post ho gayi ledger mein, LedgerEntry delete kar do', ['ledger-double-entry']),
    p('cashback ke liye wallet.balance += 500 kar deta hoon signal mein', [
      'balance-derived',
      'ledger-double-entry',
      'money-paisa',
    ]),
    p('user ka balance ledger se match nahi kar raha, reconcile script likho', [
      'balance-derived',
      'ledger-double-entry',
    ]),
    p(
      '@ledger/services.py post_transaction mein deadlock aa raha hai jab do users ek doosre ko bhejte hain',
      ['balance-derived'],
    ),
    p('refunds model mein amount FloatField hai, theek hai?', ['money-paisa']),
    p('cashback 1.5% calculate karna hai, rounding kaise karein?', ['money-paisa']),
    p('why is the transfer endpoint doing select_for_update on the wallet row?', ['balance-derived']),
    p('add a cashback campaign: 5% back on bill payments, capped at Rs 200', [
      'ledger-double-entry',
      'money-paisa',
      'balance-derived',
    ]),
    // time & limits
    p('daily limit reset kab hota hai?', ['tz-utc', 'limits-new', 'incident-limits']),
    p('L0 user ki daily limit kitni hai?', ['limits-new']),
    p('limits/services.py mein check_monthly_limit likho', ['limits-new', 'tz-utc', 'incident-limits']),
    p('report mein pichle saal ke transactions ka time 5 ghante off hai', ['tz-claim', 'tz-utc']),
    p('SBP ka naya circular aaya hai limits ka, code mein kahan change karun?', ['limits-new']),
    p(
      'user raat 12:30 baje transfer kar raha tha aur "limit exceeded" aa gaya, kal ka usage count ho raha hai?',
      ['incident-limits', 'tz-utc', 'limits-new'],
    ),
    p('والٹ کی روزانہ حد کیا ہے؟', ['limits-new']),
    p('daily limit ka test likho PKT midnight pe', ['time-tests', 'incident-limits', 'tz-utc']),
    // KYC
    p('verisys call har login pe ho rahi hai, bill bohot aa raha hai', ['kyc-verisys']),
    p('L1 upgrade selfie se karwa dein? liveness check to hai hamare paas', ['kyc-bvs', 'limits-new']),
    p('user ka CNIC expire ho gaya hai, transfer allow karein?', ['cnic-expiry', 'cnic-expiry-claim']),
    p('serializer mein CNIC validation ka regex chahiye', ['cnic-format']),
    p('admin mein CNIC se user dhoondhna hai, filter(cnic=...) kuch return nahi karta', [
      'pii-encrypt',
      'cnic-format',
    ]),
    p('kyc/serializers.py mein mobile number kis format mein rakhein?', ['cnic-format']),
    p('Easypaisa "invalid MSISDN" de raha hai, hum +923001234567 bhej rahe hain', [
      'cnic-format',
      'easypaisa',
    ]),
    p('CNIC ki tasveer admin panel mein dikhani hai S3 se', ['s3-docs', 'admin-access']),
    p('how do we store customer selfies?', ['s3-docs']),
    p('acha suno, kyc/tasks.py verisys ko 5 baar retry karta hai fail pe — theek hai?', [
      'kyc-verisys',
      'celery-tasks',
    ]),
    // PII
    p('debug ke liye KYC endpoint pe request body log kar do', ['pii-logs']),
    p('Sentry events mein user ka mobile number nazar aa raha hai', ['pii-logs']),
    p('Customer model mein father_name field add karni hai', ['pii-logs', 'pii-encrypt', 'migrations']),
    // JazzCash / Easypaisa
    p('JazzCash pp_SecureHash mismatch aa raha hai', ['jazzcash-rest']),
    p('JazzCash callback do baar aayi aur topup double ho gaya', [
      'callbacks-idempotent',
      'ledger-double-entry',
    ]),
    p('easypaisa token har request pe le rahe hain, bohot slow hai', ['easypaisa']),
    p('payments/easypaisa/views.py callback mein signature verify zaroori hai kya?', [
      'easypaisa',
      'callbacks-idempotent',
    ]),
    p('JazzCash ka integrity salt kahan rakha hai?', ['jazzcash-rest', 'secrets-manager']),
    p('local pe jazzcash callback ngrok se test karna hai', ['note-ngrok', 'tests-no-external']),
    p('Easypaisa se wallet topup add karo', [
      'easypaisa',
      'idempotency',
      'callbacks-idempotent',
      'ledger-double-entry',
    ]),
    p('jazzcash ke purane hosted checkout wale code ko kahan update karun?', ['jazzcash-rest']),
    // Raast
    p('Raast transfer galat IBAN pe chala gaya, reverse kar do', ['raast-final', 'raast-reversal-claim']),
    p('pacs.002 30 sec mein nahi aaya, transaction FAILED kar dein?', [
      'raast-timeout',
      'incident-raast-double',
    ]),
    p('Raast ID se IBAN resolve karna hai', ['raast']),
    p('PK IBAN validation function likho', ['raast']),
    p('raast out pe Rs 5 fee lagani hai', ['fee-config']),
    p('status_inquiry task atak gaya hai, PENDING raast transactions jama ho rahi hain', [
      'raast-timeout',
      'celery-sqs',
    ]),
    p('pacs.008 ka XML kahan archive hota hai?', ['s-raast-archive']),
    p('merchant QR pe customer se 1% fee le lein?', ['s-p2m-fee', 'fee-config']),
    p('Raast QR parse karne ke liye pip install emvqr kar doon?', ['s-no-deps-payments']),
    p('راست ٹرانسفر واپس کیسے کریں؟', ['raast-final', 'raast-reversal-claim']),
    p('raast adapter ka test likho pacs.002 timeout wale case ke liye', [
      'tests-no-external',
      'raast-timeout',
    ]),
    p('matlab Raast pe fee le sakte hain ya nahi?', ['fee-config']),
    p('P2P wallet transfer free hai na?', ['fee-config']),
    p('pacs.002 ka raw XML log mein print kar doon debugging ke liye?', ['pii-logs', 's-raast-archive']),
    // idempotency
    p('POST /api/v1/transfers mobile retry ki wajah se do baar hit hua', ['idempotency']),
    p('Idempotency-Key header ke bagair request aaye to kya karein?', ['idempotency']),
    p('یہ اینڈپوائنٹ idempotent ہونا چاہیے، POST /api/v1/topups دیکھو', [
      'idempotency',
      'callbacks-idempotent',
    ]),
    p('yeh endpoint idempotent hona chahiye — /api/v1/bnpl/repayments', ['idempotency']),
    // celery
    p('celery broker ka redis URL change karna hai', ['celery-sqs']),
    p('naya celery task banao jo BNPL reminders bheje', ['celery-tasks', 'collections-time', 'celery-sqs']),
    p('.delay(wallet) pe serialization error aa raha hai', ['celery-tasks']),
    p('SQS pe ek task do baar chal gaya', ['celery-sqs', 'celery-tasks']),
    p(
      'Mac pe celery worker crash: objc[4821]: +[__NSCFConstantString initialize] may have been in progress',
      ['note-celery-mac'],
    ),
    p('task ka result AsyncResult(id).get() se lena hai view mein', ['celery-sqs']),
    p('yaar bnpl/tasks.py mein send_reminders har 5 min chal raha hai, zara dekh lo', [
      'collections-time',
      'celery-tasks',
    ]),
    // BNPL
    p('bnpl/fees.py mein late fee calculation update karni hai', ['bnpl-fee-flat']),
    p('customer ki 2 installments miss hain, late charges kitne banenge?', ['bnpl-fee-flat']),
    p('har BNPL application pe Tasdeeq report mangwana zaroori hai?', ['bnpl-ecib-all', 'bnpl-ecib-claim']),
    p('app credit limit bhej rahi hai request mein, wohi use kar lo', ['bnpl-limit']),
    p('4 installments ka schedule banane wala function likho', [
      'bnpl-plans',
      's-due-holiday',
      's-eid-admin',
      'money-paisa',
    ]),
    p('partial repayment aayi hai, kaise allocate karein?', ['s-repay-order']),
    p('customer saara loan jaldi khatam karna chahta hai, kitna charge karein?', [
      's-early-settle',
      's-repay-order',
    ]),
    p('90+ DPD accounts ki report chahiye', ['bnpl-dpd']),
    p('reminder SMS raat 10 baje bhi ja rahe hain', ['collections-time']),
    p('installment ki due date Eid ul Adha pe aa rahi hai', ['s-due-holiday', 's-eid-admin']),
    p('2026 ki Eid chuttiyan core/holidays.py mein hardcode kar doon?', ['s-eid-admin']),
    p('قسط کی تاریخ عید پر آ رہی ہے تو کیا کریں', ['s-due-holiday', 's-eid-admin']),
    p('180 DPD pe auto write-off ka job bana do', ['bnpl-dpd']),
    p('checkout pe customer ko markup dikhana hai BNPL ka', ['bnpl-plans']),
    p('Jumma ke din reminders ka schedule kya hai?', ['collections-time']),
    // AML
    p('beneficiary add karte waqt screening ka kya scene hai?', ['aml-screening']),
    p('screening match pe user ko message dikhao ke aap list mein hain', ['aml-screening']),
    p('admin mein STR ka button bana do jo seedha goAML pe submit kare', ['aml-str']),
    p('NACTA list update hone ke baad purane users ko dobara screen karna hai', [
      'aml-screening',
      'celery-tasks',
    ]),
    // infra & secrets
    p('ECS task definition mein naya env var DB_PASSWORD add karna hai', ['secrets-manager', 'ecs-fargate']),
    p('ansible playbook se deploy kaise karte hain?', ['ecs-fargate', 'deploy-gha']),
    p('prod pe deploy kaise karun?', ['deploy-gha', 'deploy-freeze']),
    p('aaj 30 tareekh hai, hotfix deploy kar doon?', ['deploy-freeze']),
    p('Eid se pehle release plan karna hai', ['deploy-freeze']),
    p('support chatbot ke liye OpenAI API ko customer data bhej dein?', ['data-region']),
    p('backups ke liye us-east-1 mein S3 bucket bana doon?', ['data-region']),
    p('Terraform mein naya worker service add karo bnpl queue ke liye', ['ecs-fargate', 'celery-sqs']),
    p('prod DB ka password kya hai?', ['secrets-manager']),
    p('password ye hai, settings mein daal do: DB_PASSWORD = "..."', ['secrets-manager']),
    p('staging ka URL kya hai?', ['ecs-fargate']),
    p('celery beat ke 2 tasks chala doon high availability ke liye?', ['ecs-fargate']),
    // migrations
    p('ledger_entry pe (wallet_id, created_at) index add karna hai', ['migrations']),
    p('transactions.ref column ko provider_ref rename karna hai', ['migrations']),
    p('migration mein RunPython se 40M rows update karni hain', ['migrations']),
    // auth
    p('refresh token kitni der valid rehta hai?', ['auth-jwt']),
    p('naye phone pe login ka flow kya hai?', ['auth-jwt', 'otp-rules', 'mpin']),
    p('MPIN 4 digit kar dein? users bhool jaate hain', ['mpin']),
    p('MPIN ka hash SHA256 se kar doon?', ['mpin']),
    p('test user ke liye TokenAuthentication se token bana do', ['auth-jwt']),
    p('Jazz numbers pe OTP nahi pohanch raha Twilio se', ['otp-local']),
    p('OTP expiry 10 min kar do', ['otp-rules']),
    p('OTP endpoint pe brute force ho raha hai', ['rate-limit', 'otp-rules']),
    p('login throttle kahan configure hai?', ['rate-limit']),
    p('OTP ko debug log mein print kar doon staging pe?', ['otp-rules']),
    p('user ka password/MPIN reset ka flow banana hai', ['mpin', 'otp-rules', 'auth-jwt']),
    // API
    p('transfer response mein amount field ko amount_paisa rename karna hai', [
      'api-versioning',
      'money-paisa',
    ]),
    p('INSUFFICIENT_BALANCE error ka message Urdu mein bhi chahiye', ['drf-conventions', 'urdu-i18n']),
    p('transactions list pe page=500 bohot slow hai', ['pagination']),
    p('naya endpoint GET /api/v1/bnpl/plans banao', ['drf-conventions', 'pagination']),
    p('repayment reminder ka Urdu SMS template add karna hai', [
      'urdu-i18n',
      'otp-local',
      'collections-time',
    ]),
    p('bhai @wallets/api/views.py mein TransferViewSet list pe pagination lagani hai', [
      'pagination',
      'drf-conventions',
    ]),
    p('purani app version ke liye /api/v1/wallet response badal doon?', ['api-versioning']),
    // tests
    p('tests sqlite pe chala dein? fast ho jayenge', ['tests']),
    p('BNPL application ki factory banao', ['tests']),
    p('test mein Verisys ka real UAT call ho raha hai', ['tests-no-external']),
    p('OTP expiry ka test likho', ['time-tests', 'otp-rules']),
    // admin & audit
    p('admin mein KYC level change ka button chahiye', ['audit-log', 'admin-access', 'kyc-bvs']),
    p('audit log table bohot bari ho gayi, 3 saal se purana delete kar dein?', ['audit-log']),
    p('intern ko prod admin ka superuser de do', ['admin-access']),
    // owners & prefs
    p('ledger ka owner kaun hai?', ['owners']),
    p('raast integration mein masla hai, kis se baat karun?', ['owners']),
    p('is change ka commit message likh do', ['pref-english']),
    p('ledger refactor ka PR 1200 lines ka hai, review kaun karega?', ['pref-pr', 'owners']),
    // nothing to inject
    p('@payments/raast/qr.py mein variable names thore clean kar do', []),
    p('shukriya bhai, chal gaya', []),
    p('ok commit kar do', []),
    p('git mein last commit amend kaise karte hain?', []),
    p('python mein dataclass aur pydantic model mein kya farq hai?', []),
    p('ye function thora readable bana do', []),
    p('explain select_related vs prefetch_related', []),
    p('diff ka summary bana do', []),
    p('regex for a 5 digit Pakistani postal code', []),
    p('theek hai kal milte hain', []),
    p('what is a context manager in python, simple words mein', []),
    p('یہ میسج انگریزی میں ترجمہ کر دو: "رقم ناکافی ہے"', []),
    p('vim mein search replace kaise karte hain?', []),
    p('is list comprehension ko generator mein badal do', []),
    p('ek decorator likho jo function ka time measure kare', []),
    p('HTTP 409 aur 422 generally kab use karte hain?', []),
    p('hello', []),
    p('zabardast, next', []),
    p('kya haal hai', []),
    p('pytest mein parametrize ka example do', []),
    p('شکریہ بھائی', []),
  ],
});
