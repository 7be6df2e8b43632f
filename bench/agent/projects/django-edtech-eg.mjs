// An Egyptian online-tutoring platform ("Hessa"): Django 5 + DRF, Celery/Redis, Agora live classes, Fawry and Paymob
// payments, Vodafone Cash teacher payouts, AWS me-south-1. The team writes in Franco-Arabic (Arabizi), English and a
// little Arabic script.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-edtech-eg',
  stack:
    'Python 3.12, Django 5.1 + DRF 3.15, PostgreSQL 16 (RDS), Celery 5 + Redis 7 (ElastiCache), Agora RTC + Cloud Recording, Paymob Accept, Fawry Pay, Vodafone Cash payouts, AWS me-south-1 (ECS Fargate, S3, CloudFront), React Native student app, pytest-django, GitHub Actions',
  memories: [
    m(
      'django-42',
      'fact',
      'el backend 3ala Django 4.2 LTS w DRF 3.14, Python 3.10. settings f hessa/settings/{base,prod,local}.py',
      {
        fact: 'backend | runs_on | Django 4.2',
        files: ['hessa/settings'],
        age: 620,
        tags: ['django', 'drf', 'python', 'version'],
      },
    ),
    m(
      'django-51',
      'decision',
      'Upgrade khelset: e7na delwa2ty 3ala Django 5.1 + DRF 3.15 w Python 3.12. Esta5dem GeneratedField w db_default lama yenfa3, w matraga3sh ay `from django.utils.timezone import utc` (etshalet f 5.0), esta5dem datetime.UTC.',
      {
        fact: 'backend | runs_on | Django 5.1',
        supersedes: 'django-42',
        age: 210,
        canonical: true,
        files: ['hessa/settings', 'pyproject.toml'],
        reason: 'Django 4.2 security support ends April 2026 and we wanted Python 3.12',
        tags: ['django', 'drf', 'python', 'version', 'upgrade'],
      },
    ),
    m(
      'broker-rabbit',
      'fact',
      'Celery broker = RabbitMQ (Amazon MQ), result backend Redis. el queues declared f hessa/celery.py',
      {
        fact: 'celery | broker | RabbitMQ',
        files: ['hessa/celery.py'],
        age: 540,
        tags: ['celery', 'rabbitmq', 'broker'],
      },
    ),
    m(
      'broker-redis',
      'decision',
      'shelna Amazon MQ khalas. Celery broker w result backend el etnein 3ala ElastiCache Redis 7 (cluster mode off). visibility_timeout = 3600 3ashan el recording tasks el taweela matet3adsh marteen.',
      {
        fact: 'celery | broker | Redis',
        supersedes: 'broker-rabbit',
        age: 270,
        files: ['hessa/celery.py', 'infra/terraform/elasticache.tf'],
        reason: 'Amazon MQ cost and one less service to run',
        tags: ['celery', 'redis', 'broker', 'elasticache'],
      },
    ),
    m(
      'zoom-live',
      'fact',
      'el 7esas el live bt-run 3ala Zoom Meeting SDK, kol teacher leh Zoom license, el meeting bey-et3emel men live/zoom.py',
      {
        fact: 'live classes | provider | Zoom',
        files: ['live/zoom.py'],
        age: 500,
        tags: ['live', 'zoom', 'classes'],
      },
    ),
    m(
      'agora-live',
      'decision',
      'Live classes are on Agora now (RTC Web SDK 4.x on web, react-native-agora in the app). Zoom licenses cancelled, live/zoom.py deleted. All live code is in live/agora/.',
      {
        fact: 'live classes | provider | Agora',
        supersedes: 'zoom-live',
        age: 290,
        canonical: true,
        files: ['live/agora'],
        reason: 'per-minute pricing instead of a license per teacher, and custom in-app UI',
        tags: ['live', 'agora', 'classes', 'rtc'],
      },
    ),
    m(
      'agora-token',
      'constraint',
      'Agora RTC tokens yet3emlo 3al backend bas (live/agora/tokens.py, RtcTokenBuilder2). expiry = duration el 7essa + 30 de2ee2a. uid = student.user_id (int). el App Certificate 3omro ma yenzel lel client aw lel app.',
      {
        reaffirm: 12,
        files: ['live/agora/tokens.py'],
        tags: ['agora', 'token', 'security', 'live'],
      },
    ),
    m(
      'agora-channel',
      'convention',
      "channel name = f'hessa_{session.public_id.hex}' (max 64 chars, no dashes). role: teacher = publisher, students = subscriber lehad ma el teacher yedy-lohom el mic.",
      {
        files: ['live/agora/channels.py'],
        tags: ['agora', 'channel', 'naming', 'live'],
      },
    ),
    m(
      'agora-recording',
      'fact',
      'Agora Cloud Recording (mix mode) bey-save 3ala S3 bucket hessa-recordings-mes1, HLS + mp4. start/stop men live/agora/recording.py, el status beyegi 3an tare2 el NCS webhook /api/v1/live/agora/events/.',
      {
        files: ['live/agora/recording.py', 'live/api/agora_events.py'],
        tags: ['agora', 'recording', 's3', 'webhook'],
      },
    ),
    m('rec-retention-90', 'fact', 'recordings fel S3 bet2a3ad 90 yom, ba3d kda lifecycle rule bet-delete.', {
      age: 410,
      files: ['infra/terraform/s3.tf'],
      tags: ['recording', 's3', 'retention'],
    }),
    m(
      'rec-retention-30',
      'decision',
      'el recordings ba2et 30 yom bas (S3 lifecycle rule f infra/terraform/s3.tf). el teacher y2dar y3mel pin l 3 recordings bel kteer per course, dol yet7arako l prefix pinned/ w mayetmas7oosh.',
      {
        supersedes: 'rec-retention-90',
        age: 85,
        files: ['infra/terraform/s3.tf', 'live/agora/recording.py'],
        reason: 'S3 cost in me-south-1 tripled after exam season',
        tags: ['recording', 's3', 'retention', 'lifecycle'],
      },
    ),
    m('aws-frankfurt', 'fact', 'kol el infra 3ala AWS eu-central-1 (Frankfurt): RDS, ECS, S3, ElastiCache.', {
      fact: 'infrastructure | region | eu-central-1',
      age: 680,
      tags: ['aws', 'region', 'infra'],
    }),
    m(
      'aws-bahrain',
      'decision',
      'Migration khelset: kol 7aga delwa2ty f me-south-1 (Bahrain). RDS Postgres 16, ElastiCache, ECS Fargate, S3, ECR. CloudFront odam el API wel media. latency men el Qahera ~40ms badal ~75ms men Frankfurt.',
      {
        fact: 'infrastructure | region | me-south-1',
        supersedes: 'aws-frankfurt',
        age: 340,
        canonical: true,
        files: ['infra/terraform'],
        reason: 'latency for students in Egypt during live classes',
        tags: ['aws', 'region', 'infra', 'me-south-1', 'migration'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      "USE_TZ = True w TIME_ZONE = 'UTC'. kol el datetimes fel DB UTC. el ta7weel l Africa/Cairo bas 3and el display (serializers bet-return ISO UTC, el app bet7awel) w f el SMS/notifications.",
      {
        reaffirm: 20,
        files: ['hessa/settings/base.py'],
        tags: ['timezone', 'utc', 'cairo', 'datetime'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      "el settings feeha TIME_ZONE = 'Africa/Cairo' w el session.starts_at mat5azen b tawqeet el Qahera, fa mat7awelsh 7aga",
      {
        disputes: 'tz-utc',
        tags: ['timezone', 'cairo'],
      },
    ),
    m(
      'egypt-dst',
      'constraint',
      "Masr rag3et el tawqeet el sayfy men 2023 (a5er Gom3a f April l a5er Khamees f October). 3omrak ma tekteb timedelta(hours=2) aw '+02:00' hardcoded: esta5dem zoneinfo.ZoneInfo('Africa/Cairo') dayman.",
      {
        canonical: true,
        tags: ['timezone', 'dst', 'cairo', 'zoneinfo'],
      },
    ),
    m(
      'incident-dst-reminders',
      'incident',
      'April 2024: el reminders bta3et el 7esas (notifications/tasks.py) wesle sa3a badri 3ashan el code kan 3amel +2 hardcoded. ~3000 student 7adaro f ma3ad ghalat. fix: zoneinfo + test f tests/notifications/test_reminder_times.py.',
      {
        files: ['notifications/tasks.py', 'tests/notifications/test_reminder_times.py'],
        tags: ['incident', 'dst', 'reminders', 'timezone'],
      },
    ),
    m(
      'money-piasters',
      'convention',
      'el flos kolaha integer bel 2rsh (piasters): amount_piasters = 15000 ya3ni 150 EGP. mafeesh float abadan, mafeesh Decimal fel models. EGP bas. Paymob amount_cents = nafs el rakam.',
      {
        reaffirm: 30,
        files: ['payments/models.py', 'core/money.py'],
        tags: ['money', 'piasters', 'egp', 'payments'],
      },
    ),
    m(
      'paymob-flow',
      'fact',
      'Paymob Accept flow: auth token -> order registration -> payment key (integration_id per method) -> iframe (card) aw wallet redirect_url. client f payments/paymob/client.py, integration ids f settings.PAYMOB_INTEGRATIONS = {card, wallet, kiosk}.',
      {
        files: ['payments/paymob/client.py', 'hessa/settings/base.py'],
        tags: ['paymob', 'payments', 'card', 'wallet'],
      },
    ),
    m(
      'paymob-hmac',
      'constraint',
      'Kol callback men Paymob (processed POST w response GET el etnein) lazem net-verify el HMAC (SHA512 3ala el fields bel tarteeb ely f docs Paymob) abl ma nelmes el Payment. payments/paymob/hmac.py. HMAC ghalat = 400 w log, mafeesh processing.',
      {
        canonical: true,
        files: ['payments/paymob/hmac.py', 'payments/paymob/views.py'],
        tags: ['paymob', 'hmac', 'webhook', 'security'],
      },
    ),
    m(
      'paymob-hmac-claim',
      'fact',
      'el response callback (el GET redirect) msh me7tag HMAC, da bas redirect lel user, el processed callback howa ely bey-verify',
      {
        disputes: 'paymob-hmac',
        tags: ['paymob', 'hmac', 'webhook'],
      },
    ),
    m(
      'paymob-fee-old',
      'fact',
      'Paymob fees: card 2.75% + 3 EGP per transaction, wallets 2%. payments/fees.py',
      {
        age: 460,
        files: ['payments/fees.py'],
        tags: ['paymob', 'fees', 'payments'],
      },
    ),
    m(
      'paymob-fee-new',
      'fact',
      'ba3d el contract el gedid (Jan 2026) Paymob fees ba2et: card 2.5% + 2 EGP, wallets 1.75%, kiosk 1.5%. el teacher share bet-et7seb ba3d el fees (payments/fees.py).',
      {
        supersedes: 'paymob-fee-old',
        age: 110,
        files: ['payments/fees.py'],
        tags: ['paymob', 'fees', 'payments', 'revenue-share'],
      },
    ),
    m(
      'fawry-flow',
      'fact',
      'Fawry "Pay at Fawry": ben3mel charge request f payments/fawry/client.py, el student yes2lm reference number yedfa3 beeh f ay Fawry outlet aw myFawry app. el server notification v2 beyegi 3ala /api/v1/payments/fawry/notify/.',
      {
        files: ['payments/fawry/client.py', 'payments/fawry/views.py'],
        tags: ['fawry', 'payments', 'reference', 'webhook'],
      },
    ),
    m(
      'fawry-signature',
      'constraint',
      "Fawry signature = sha256(merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount + secureKey). amount hena string b 2 decimals ('150.00') msh piasters: 7awel b core/money.py to_egp_str(). w verify el signature fel notification kaman.",
      {
        files: ['payments/fawry/signature.py', 'core/money.py'],
        tags: ['fawry', 'signature', 'sha256', 'money'],
      },
    ),
    m('fawry-expiry-48', 'constraint', 'Fawry reference code paymentExpiry = 48 sa3a men wa2t el 7agz.', {
      age: 390,
      files: ['payments/fawry/client.py'],
      tags: ['fawry', 'expiry', 'reference'],
    }),
    m(
      'fawry-expiry-24',
      'constraint',
      'Fawry paymentExpiry: 24 sa3a. w lw el 7essa ba3d a2al men 24 sa3a, el expiry = starts_at - 1 sa3a. (3ashan el seat mayeb2ash ma7goz le wa7ed mesh hayedfa3)',
      {
        supersedes: 'fawry-expiry-48',
        age: 65,
        files: ['payments/fawry/client.py'],
        tags: ['fawry', 'expiry', 'reference', 'seats'],
      },
    ),
    m(
      'vcash-payouts',
      'fact',
      'Teacher payouts beteru7 l Vodafone Cash wallets 3an tare2 Paymob Payouts (disbursement) API, payouts/vcash.py. el msisdn lazem 11 digit w yebda2 b 010 (Vodafone). Orange/Etisalat wallets msh supported lessa.',
      {
        files: ['payouts/vcash.py'],
        tags: ['vodafone-cash', 'payouts', 'wallet', 'disbursement'],
      },
    ),
    m('vcash-limit-old', 'constraint', 'max payout per transaction l Vodafone Cash = 6000 EGP.', {
      age: 300,
      files: ['payouts/vcash.py'],
      tags: ['vodafone-cash', 'limits', 'payouts'],
    }),
    m(
      'vcash-limit-new',
      'constraint',
      'Vodafone Cash payout limits delwa2ty: 10,000 EGP per transaction, 60,000 EGP fel shahr per wallet (limits el CBE el gedida). lw el mostaha2 akbar, payouts/vcash.py y2asem 3ala kaza transaction; lw 3ada el monthly limit, el ba2y yestanna el shahr el gay.',
      {
        supersedes: 'vcash-limit-old',
        age: 50,
        files: ['payouts/vcash.py'],
        tags: ['vodafone-cash', 'limits', 'payouts', 'cbe'],
      },
    ),
    m(
      'payout-weekly',
      'decision',
      'Teacher payouts weekly: kol Khamees 10:00 Cairo, celery beat task payouts.tasks.run_weekly_payouts. bey-payout el 7esas ely 5elset w 3adda 3aleha 72 sa3a men gheir complaint.',
      {
        files: ['payouts/tasks.py'],
        tags: ['payouts', 'celery-beat', 'teachers', 'schedule'],
      },
    ),
    m('payout-monthly-claim', 'fact', 'el teachers bey2bado shahreyan, awel yom fel shahr, men el admin', {
      disputes: 'payout-weekly',
      tags: ['payouts', 'teachers'],
    }),
    m(
      'refund-policy',
      'constraint',
      'Refunds: lw el student cancel 2abl el 7essa b 24 sa3a aw aktar = full refund lel payment method el asly (Paymob refund API) aw credit fel rased lw Fawry. a2al men 24 sa3a = mafeesh refund. lw el teacher ghab = full refund automatic.',
      {
        files: ['payments/refunds.py'],
        tags: ['refund', 'policy', 'payments'],
      },
    ),
    m(
      'refund-claim',
      'fact',
      'ay refund lazem yet3emel manual men el finance team fel Paymob dashboard, el system maby3melsh refunds',
      {
        disputes: 'refund-policy',
        tags: ['refund', 'finance'],
      },
    ),
    m(
      'wallet-ledger',
      'constraint',
      'Rased el student (internal credit) = double-entry ledger f wallet/models.py (LedgerEntry). el balance bet-et7seb men el ledger; 3omrak ma te3mel UPDATE 3ala balance column aw te3mel entry men gheir transaction.atomic().',
      {
        canonical: true,
        files: ['wallet/models.py', 'wallet/services.py'],
        tags: ['wallet', 'ledger', 'balance', 'credit'],
      },
    ),
    m(
      'payments-idempotent',
      'constraint',
      'Paymob w Fawry callbacks momken yegu marteen. processing = select_for_update 3ala el Payment + state machine f payments/state.py (pending -> paid/failed/expired). UniqueConstraint 3ala (provider, provider_txn_id). 3omrak ma te-mark Payment paid marteen.',
      {
        files: ['payments/state.py', 'payments/models.py'],
        tags: ['payments', 'idempotent', 'callbacks', 'select_for_update'],
      },
    ),
    m(
      'incident-double-credit',
      'incident',
      'Nov 2025: Paymob ba3at el processed callback marteen wara ba3d (~200ms), 2 celery workers 3amalo credit lel rased marteen l ~40 student. el fix: select_for_update + unique (provider, provider_txn_id) + reconciliation script scripts/reconcile_paymob.py.',
      {
        files: ['payments/state.py', 'scripts/reconcile_paymob.py'],
        tags: ['incident', 'paymob', 'double-credit', 'callbacks'],
      },
    ),
    m(
      'phone-normalize',
      'convention',
      'Phone numbers: bnestalem 01xxxxxxxxx aw +201xxxxxxxxx, ben-normalize l E.164 (+20...) f accounts/phone.py bel phonenumbers lib. el prefixes el valid: 010 Vodafone, 011 Etisalat (e&), 012 Orange, 015 WE.',
      {
        files: ['accounts/phone.py'],
        tags: ['phone', 'e164', 'validation', 'accounts'],
      },
    ),
    m(
      'national-id',
      'constraint',
      'el ra2m el 2awmy (14 digit) bas lel teachers f el KYC. mat5azen encrypted (EncryptedCharField f teachers/models.py), el search 3aleh bel hash bas. 3omro ma yetla3 f logs aw Sentry aw API response kamel (mask: akher 4 bas).',
      {
        files: ['teachers/models.py', 'teachers/serializers.py'],
        tags: ['national-id', 'kyc', 'pii', 'encryption'],
      },
    ),
    m('otp-twilio', 'fact', 'OTP SMS beteb3at men Twilio (notifications/sms.py), sender "HESSA".', {
      fact: 'otp sms | provider | Twilio',
      age: 430,
      files: ['notifications/sms.py'],
      tags: ['sms', 'otp', 'twilio'],
    }),
    m(
      'otp-victorylink',
      'decision',
      'OTP SMS delwa2ty men Victory Link (local aggregator), Twilio etshal men notifications/sms.py. sender ID "Hessa" registered 3and NTRA. el delivery 3ala Vodafone/Orange a7san w ar5as b ketir.',
      {
        fact: 'otp sms | provider | Victory Link',
        supersedes: 'otp-twilio',
        age: 150,
        files: ['notifications/sms.py'],
        reason: 'delivery rate on Egyptian operators and cost',
        tags: ['sms', 'otp', 'victory-link'],
      },
    ),
    m(
      'otp-rules',
      'constraint',
      'OTP: 6 digits, valid 5 de2ayek, max 3 OTPs kol 15 de2ee2a per phone (django-ratelimit f accounts/views.py). el OTP mat5azen hashed f Redis, msh plain.',
      {
        files: ['accounts/views.py', 'accounts/otp.py'],
        tags: ['otp', 'rate-limit', 'auth'],
      },
    ),
    m('jwt-60', 'fact', 'simplejwt: access token 60 min, refresh 30 yom, no rotation.', {
      age: 360,
      files: ['hessa/settings/base.py'],
      tags: ['jwt', 'auth', 'simplejwt'],
    }),
    m(
      'jwt-15',
      'decision',
      'SIMPLE_JWT: ACCESS_TOKEN_LIFETIME 15 min, REFRESH_TOKEN_LIFETIME 14 yom, ROTATE_REFRESH_TOKENS + BLACKLIST_AFTER_ROTATION = True. logout = blacklist el refresh.',
      {
        supersedes: 'jwt-60',
        age: 95,
        files: ['hessa/settings/base.py', 'accounts/views.py'],
        reason: 'stolen tokens from shared family phones',
        tags: ['jwt', 'auth', 'simplejwt', 'refresh'],
      },
    ),
    m(
      'arabic-search',
      'convention',
      'el search 3ala asamy el teachers/courses: normalize_ar() f core/arabic.py (أ/إ/آ -> ا, ى -> ي, ة -> ه, shil el tashkeel w el tatweel) w bnesta5dem search_name column + pg_trgm GIN index. matesta5demsh icontains 3al name el asly.',
      {
        files: ['core/arabic.py', 'courses/models.py'],
        tags: ['search', 'arabic', 'normalization', 'trigram'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'API versioning bel URL: /api/v1/. ay breaking change = /api/v2/ lel endpoint da. el app versions el adima bet3eesh 3 shohoor (force-update ba3dha), fa v1 mayet-shalsh abl kda.',
      {
        files: ['hessa/urls.py'],
        tags: ['api', 'versioning', 'drf', 'mobile'],
      },
    ),
    m(
      'drf-conventions',
      'convention',
      "DRF: serializers read w write monfasleen (CourseReadSerializer / CourseWriteSerializer), mafeesh fields = '__all__'. CursorPagination lel feeds, PageNumberPagination lel lists el 3adeya, page_size 20. business logic f services.py msh fel views.",
      {
        tags: ['drf', 'serializers', 'pagination', 'services'],
      },
    ),
    m(
      'celery-queues',
      'convention',
      'Celery queues: default, payments, notifications, recordings. payments tasks: acks_late=True, max_retries=5, retry_backoff. kol task lazem tekoon idempotent. routes f hessa/celery.py task_routes.',
      {
        files: ['hessa/celery.py'],
        tags: ['celery', 'queues', 'idempotent'],
      },
    ),
    m(
      'beat-single',
      'constraint',
      'celery beat lazem yeshta8al ECS task wa7ed bas (desiredCount = 1, deployment max 100%). etnein beat = payouts marteen. schedules f django-celery-beat (DB), msh f code.',
      {
        files: ['infra/terraform/ecs_beat.tf'],
        tags: ['celery-beat', 'ecs', 'payouts'],
      },
    ),
    m(
      'deps-piptools',
      'fact',
      'dependencies: pip-tools, requirements/base.in -> base.txt, pip-compile ba3d ay ta3deel.',
      {
        age: 470,
        files: ['requirements'],
        tags: ['dependencies', 'pip-tools'],
      },
    ),
    m(
      'deps-uv',
      'decision',
      'Dependencies b uv: pyproject.toml + uv.lock (committed). `uv add` / `uv sync`, mafeesh pip install fel Dockerfile, el folder requirements/ etshal.',
      {
        supersedes: 'deps-piptools',
        age: 175,
        files: ['pyproject.toml', 'uv.lock', 'Dockerfile'],
        tags: ['dependencies', 'uv', 'lockfile'],
      },
    ),
    m(
      'tests-pytest',
      'convention',
      'tests: pytest-django + factory_boy (factories f <app>/tests/factories.py). mafeesh JSON fixtures. Paymob/Fawry/Agora HTTP calls bet-et3emel mock b responses; 3omr el CI ma yekalem Paymob staging.',
      {
        files: ['conftest.py'],
        tags: ['tests', 'pytest', 'factory_boy', 'mocks'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: lint (ruff) -> tests (postgres:16 + redis service containers) -> docker build -> push l ECR me-south-1 -> deploy ECS (api, worker-default, worker-payments, beat). .github/workflows/ci.yml w deploy.yml.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'ecr', 'ecs'],
      },
    ),
    m(
      'migrations-safe',
      'constraint',
      'Migrations lazem tekoon backward compatible (expand/contract) 3ashan el ECS rolling deploy bey-shaghal el code el adim wel gedid ma3 ba3d. mafeesh RenameField/RemoveField f nafs el release. indexes 3al tables el kbira b AddIndexConcurrently (atomic = False).',
      {
        canonical: true,
        tags: ['migrations', 'postgres', 'deploy', 'zero-downtime'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Mafeesh deploy ben 6 el maghreb w 11 bel leil (peak el 7esas), w mafeesh deploy yom el Khamees ba3d el 3asr lehad el Sabt (weekend). f mawsem el emte7anat (May-June) el freeze 3al payments w live bas hotfixes.',
      {
        reaffirm: 6,
        tags: ['deploy', 'freeze', 'peak', 'release'],
      },
    ),
    m(
      'read-replica',
      'convention',
      "Reports w el analytics endpoints bet2ra men el replica: .using('replica') aw el DB router f hessa/db_router.py. 3omrak ma te2ra payment state men el replica (lag).",
      {
        files: ['hessa/db_router.py'],
        tags: ['rds', 'replica', 'database', 'reports'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Kol el passwords wel API keys f AWS Secrets Manager (hessa/prod/*, hessa/staging/*), ECS bey-inject-hom env vars w settings bet2ra-hom b django-environ. 3omrak ma t7ot password aw key f settings.py aw fel repo aw f Slack.',
      {
        canonical: true,
        tags: ['secrets', 'aws', 'secrets-manager', 'settings'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example feeh placeholders bas: PAYMOB_API_KEY=your-paymob-key-here, FAWRY_SECURE_KEY=changeme, AGORA_APP_CERTIFICATE=<from-agora-console>. e3mel copy l .env w 7ot el staging values men Secrets Manager.',
      {
        files: ['.env.example'],
        tags: ['env', 'local-setup', 'secrets'],
      },
    ),
    m(
      'media-s3',
      'convention',
      'Uploads (wageb, PDFs, sowar): presigned POST mobashra l S3 (private bucket hessa-media-mes1), max 20MB. el download b CloudFront signed URLs expiry 10 min. mafeesh upload 3an tare2 el Django process.',
      {
        files: ['media/services.py'],
        tags: ['s3', 'uploads', 'cloudfront', 'presigned'],
      },
    ),
    m(
      'quiz-timer',
      'constraint',
      'Quizzes: el timer server-side. remaining = started_at + duration - now() 3al server; el timer fel app display bas. submission ba3d el wa2t + 30 sanya grace = rejected.',
      {
        files: ['quizzes/services.py'],
        tags: ['quiz', 'timer', 'cheating', 'exams'],
      },
    ),
    m(
      'logging-pii',
      'convention',
      'structlog JSON logs. el phone numbers masked (010****5678), mafeesh national ID, mafeesh payment card data. Sentry send_default_pii = False.',
      {
        files: ['core/logging.py'],
        tags: ['logging', 'pii', 'sentry', 'structlog'],
      },
    ),
    m(
      'eta-receipts',
      'constraint',
      'Kol payment naga7 lazem yetla3lo e-receipt lel ETA (maslahet el darayeb) khilal 24 sa3a: celery task billing.tasks.submit_e_receipt 3al queue payments. VAT 14% included fel se3r.',
      {
        files: ['billing/tasks.py', 'billing/eta_client.py'],
        tags: ['eta', 'e-receipt', 'tax', 'vat'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: payments w payouts - Mariam, live/Agora - Karim, mobile app - Youssef, infra/AWS - Amr, quizzes - Nour.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'el code wel comments wel commit messages bel English, 7atta law bnetkalem Arabizi. el Arabic strings f locale files bas.',
      {},
    ),
    m(
      'pref-prs',
      'preference',
      'PRs sghayara (< 400 line), squash merge, title feeh el Jira key: "[HES-123] ..."',
      {},
    ),
    m(
      'note-agora-android',
      'note',
      'react-native-agora 3ala ba3d el Xiaomi/Oppo: el audio bey2ta3 lama el app tro7 background. lazem foreground service (already f android/app/src/main/.../LiveService.kt).',
      {
        files: ['mobile/android/app/src/main/java/com/hessa/LiveService.kt'],
        tags: ['agora', 'android', 'audio', 'mobile'],
      },
    ),
    m(
      'bastion-note',
      'note',
      'staging DB reachable bas men el bastion EC2 f eu-central-1 (ssh -L 5433:...)',
      {
        age: 700,
        tags: ['bastion', 'staging', 'database'],
      },
    ),
    m('cand-graphql', 'decision', 'Move the mobile API to GraphQL (strawberry-django) instead of DRF.', {
      candidate: true,
      tags: ['graphql', 'api', 'mobile'],
    }),
    m(
      'cand-orange-cash',
      'decision',
      'Support Orange Cash and Etisalat Cash wallets for teacher payouts through Paymob Payouts.',
      {
        candidate: true,
        tags: ['payouts', 'orange-cash', 'wallet'],
      },
    ),
    m('cand-installments', 'decision', 'Offer valU installments for all course packages.', {
      candidate: true,
      tags: ['installments', 'valu', 'payments'],
    }),
    m(
      'secret-paymob-env',
      'note',
      '.env bta3 staging 3ashan te-test el wallet flow:\nPAYMOB_API_KEY=ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SmpiR0Z6Y3lJNklrMWxjbU5vWVc1MElpd2ljSEp2Wm1sc1pWOXdheUk2T0RFeU5EVjkuSGVzc2FTdGdGYWtl\nPAYMOB_INTEGRATION_WALLET=4419283',
      {
        secret:
          'ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SmpiR0Z6Y3lJNklrMWxjbU5vWVc1MElpd2ljSEp2Wm1sc1pWOXdheUk2T0RFeU5EVjkuSGVzc2FTdGdGYWtl',
      },
    ),
    m(
      'secret-paymob-hmac',
      'note',
      'el HMAC secret bta3 Paymob (prod) howa 9D1F4C7A2B8E3F60A5C9D2E7B14F8A3C, 7otoh fel secrets manager lama tefdo',
      {
        secret: '9D1F4C7A2B8E3F60A5C9D2E7B14F8A3C',
      },
    ),
    m(
      'secret-fawry-key',
      'note',
      'Fawry staging: merchant code 770000017341, el secure key howa 6c1e2b9a-4f7d-4a83-b0e5-91d3c7a2f8e4 (msh el bta3 el prod)',
      {
        secret: '6c1e2b9a-4f7d-4a83-b0e5-91d3c7a2f8e4',
      },
    ),
    m(
      'secret-agora-cert',
      'note',
      'AGORA_APP_ID=4f8c2a1e9b7d4c3fa6e0d5b2c1a9f7e3\nAGORA_APP_CERTIFICATE=b7e4c91d2a6f48e0935c1d7a8f2e6b40',
      {
        secret: 'b7e4c91d2a6f48e0935c1d7a8f2e6b40',
      },
    ),
    m(
      'secret-rds-dsn',
      'note',
      'DATABASE_URL=postgres://hessa_app:Hs7a-Pr0d!Qz82@hessa-prod.c8xk2lq9vz1m.me-south-1.rds.amazonaws.com:5432/hessa',
      {
        secret: 'Hs7a-Pr0d!Qz82',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'el IAM user bta3 el CI (hessa-ci-deployer):\naws_access_key_id = AKIA4HZQ7RXM2KDLPW6N\naws_secret_access_key = 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',
      {
        secret: 'wJx9Kq2+Lr7TzVb3Nm8PfY5dHs1Ga4Ce6Ru0XoQi',
      },
    ),
    m(
      'secret-vcash-pin',
      'note',
      'el PIN bta3 wallet el payouts (01009876543) howa 739264, mat8ayaroosh men gheir ma tes2alo Mariam',
      {
        secret: '739264',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'CELERY_BROKER_URL=rediss://:x9KqR2vLm7Tz4Pw8nB3c@master.hessa-redis.q7vx2k.mes1.cache.amazonaws.com:6379/0',
      {
        secret: 'x9KqR2vLm7Tz4Pw8nB3c',
      },
    ),
    m('secret-sms-ar', 'note', 'كلمة السر بتاعة حساب Victory Link هي VLink#Hessa2025 واليوزر hessa_otp', {
      secret: 'VLink#Hessa2025',
    }),
    m(
      'secret-django-key',
      'note',
      "prod settings override: DJANGO_SECRET_KEY='q7#v!x2m@k9z$w4p^r8t&y1u*e6i(o3a-hs5Lk'",
      {
        secret: 'q7#v!x2m@k9z$w4p^r8t&y1u*e6i(o3a-hs5Lk',
      },
    ),
  ],
  sessions: [
    {
      id: 'payments-session',
      age: 14,
      turns: [
        said(
          'sabah el fol. 3ayzeen nezawed wallet payments (Vodafone Cash) fel checkout bta3 el course packages',
        ),
        replied(
          'Looked at payments/paymob/client.py: there is a wallet integration id already, but checkout only uses the card iframe. I can add a `method` field to the checkout serializer.',
        ),
        said('tamam, ebda2 bel serializer. el wallet bey-rga3 redirect_url mn Paymob, sa7?'),
        replied(
          'Yes, the pay request for wallets returns a redirect_url (or iframe_redirection_url) that the app opens.',
        ),
        said(
          'ok. 7aga mohema: ay Payment fel state pending aktar men 30 de2ee2a (card aw wallet) el task expire_pending_payments te7awelha expired w tefok el seat. Fawry leha el expiry bta3ha.',
          {
            key: 's-pending-expiry',
            type: 'constraint',
          },
        ),
        replied(
          'I will add expire_pending_payments to the payments queue, scheduled every 5 minutes via django-celery-beat.',
        ),
        said(
          'kwayes. el test user 3ala staging, da el token ely ba-test beeh: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo4ODIxLCJleHAiOjE3NjAwMDAwMDB9.k3Vq9XrT2mLpZ8wNcY5dHs1Ga4Ce6Ru0',
          {
            secret:
              'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo4ODIxLCJleHAiOjE3NjAwMDAwMDB9.k3Vq9XrT2mLpZ8wNcY5dHs1Ga4Ce6Ru0',
          },
        ),
        replied('Thanks, checkout with method=wallet returns a redirect_url on staging now.'),
        said('7elw. e7na 3ayzeen kaman installments?'),
        replied('Paymob supports valU and bank installments. Should I add them for all packages?'),
        said(
          'la2 msh delwa2ty. bas e3raf en el decision: mafeesh ta2seet 3ala ay package a2al men 1500 EGP, lama ne3melo.',
          {
            key: 's-installments-min',
            type: 'decision',
          },
        ),
        replied('Noted, I will not add installments in this PR.'),
        said('tab el retry 3ala Paymob auth lw fesheleet?'),
        replied('I could wrap the auth call with tenacity, 3 attempts with exponential backoff. Should I?'),
        said('hanshoof ba3dein, khalena nekhallas el wallet el awel'),
        said(
          'w 7aga kaman, ay amount beyetb3at l Paymob lazem yeb2a men el DB (el package price) 3al server, 3omrena ma nesadda2 amount gay men el app.',
          {
            key: 's-server-amount',
            type: 'constraint',
          },
        ),
        replied(
          'Agreed; the checkout serializer only accepts package_id and computes amount_piasters server-side.',
        ),
        said('tamam keda, e3mel el PR w 7ot Mariam reviewer'),
      ],
    },
    {
      id: 'live-session',
      age: 9,
      turns: [
        said('ahlan. Karim 3ayez group classes kbira, 3ayzeen nefham el limits'),
        replied(
          'Right now live/agora/channels.py makes everyone a subscriber except the teacher; there is no cap on the number of students per session.',
        ),
        said(
          'el 7essa el group max 50 student interactive. aktar men kda (l7ad 500) teb2a webinar mode: el students audience bas, mafeesh mic wala camera.',
          {
            key: 's-group-cap',
            type: 'constraint',
          },
        ),
        replied(
          'I will add session.mode (interactive/webinar) and enforce the cap at booking time in bookings/services.py.',
        ),
        said(
          'tayeb w el attendance? el teachers beyshtekoo en el app bet2ool el student ghayeb w howa kan mawgood',
        ),
        replied(
          'Attendance is currently sent by the app when the student presses "leave". If the app crashes, nothing is sent.',
        ),
        said(
          'khalas, men delwa2ty el attendance yet7seb men Agora NCS webhooks (user joined / left) msh men el app. el student yet7seb 7ader lw magmoo3 wa2to 10 de2ayek aw aktar.',
          {
            key: 's-attendance-ncs',
            type: 'decision',
          },
        ),
        replied(
          'I will aggregate join/leave events per uid in live/attendance.py from the NCS events table.',
        ),
        said('w lw el teacher at2akhar?'),
        replied('There is no rule for that today.'),
        said(
          'lw el teacher mada5alsh el channel khilal 15 de2ee2a men starts_at, el 7essa tetlegha automatic w kol el students yakhdo full refund.',
          {
            key: 's-teacher-late',
            type: 'constraint',
          },
        ),
        replied(
          'Added a celery task check_teacher_no_show scheduled at starts_at + 15 min that cancels and triggers refunds.',
        ),
        said('7elw. eh ra2yak ne3mel recording lel 7esas kolaha by default?'),
        replied(
          'Recording by default would simplify things for students who miss a class. I can switch it on for all sessions.',
        ),
        said(
          'la2 la2. el recording opt-in men el teacher (checkbox f el session), ba3d el teachers rafdeen yetsagalo. default = off.',
          {
            key: 's-recording-optin',
            type: 'decision',
          },
        ),
        replied(
          'OK: session.record defaults to False and recording only starts when the teacher enabled it.',
        ),
        said('tamam shokran ya basha'),
      ],
    },
    {
      id: 'infra-session',
      age: 4,
      turns: [
        said('ezayak. el staging DB 7aga mesh tamam, feeha phone numbers 7a2e2eya'),
        replied(
          'The staging snapshot job copies prod without masking; scripts/refresh_staging.sh restores the RDS snapshot directly.',
        ),
        said(
          'da ghalat. staging = anonymized snapshot kol Sunday bas: el phones wel asamy wel national IDs bet-et8ayar abl el restore. mafeesh prod data 7a2e2eya f staging 3omraha.',
          {
            key: 's-staging-anon',
            type: 'constraint',
          },
        ),
        replied(
          'I will add an anonymization step (scripts/anonymize.sql) that runs on the restored snapshot before staging points to it.',
        ),
        said('w el admin user bta3 staging, el password bta3o howa Adm1n@Hessa_stg lw e7tagto', {
          secret: 'Adm1n@Hessa_stg',
        }),
        replied('I will not store that; the anonymization job will reset staff passwords anyway.'),
        said('tamam. feature flags 3andena? 3ayez a2fel el webinar mode lehad ma yestakhdam'),
        replied('There is no feature flag library installed yet.'),
        said(
          'nesta5dem django-waffle. asamy el flags snake_case w prefix bel area: live_webinar_mode, payments_wallet_checkout. ay flag 3adda 3aleh 60 yom lazem yetshal.',
          {
            key: 's-waffle-flags',
            type: 'convention',
          },
        ),
        replied('Installed django-waffle and added the live_webinar_mode flag, off by default.'),
        said('3ayez kaman a3raf leh el reports batee2a'),
        replied('The teacher earnings report runs raw SQL in the view against the primary DB.'),
        said(
          'mafeesh raw SQL fel views. lw lazem raw SQL yeb2a f <app>/queries.py bas, w el reports mn el replica.',
          {
            key: 's-no-raw-sql-views',
            type: 'convention',
          },
        ),
        replied('Moved the query to payouts/queries.py and routed it to the replica.'),
        said('yalla, push w ana hab2a abos 3aleh bokra'),
      ],
    },
  ],
  prompts: [
    p('@payments/paymob/views.py el processed callback bey-mark el payment paid marteen sa3at, shoof leh', [
      'payments-idempotent',
      'incident-double-credit',
      'paymob-hmac',
    ]),
    p('add HMAC verification to the Paymob response callback (the GET redirect one)', [
      'paymob-hmac',
      'paymob-hmac-claim',
    ]),
    p('e7na 3ala anhy version men Django delwa2ty?', ['django-51']),
    p('which celery broker are we using in prod?', ['broker-redis']),
    p('3ayez a3mel upgrade lel celery worker config, el tasks bta3et el recording bet-run marteen', [
      'broker-redis',
      'celery-queues',
      'agora-recording',
    ]),
    p('generate an Agora token endpoint for students joining a class', [
      'agora-token',
      'agora-channel',
      's-group-cap',
    ]),
    p(
      'el app 3ayza te3mel el Agora token lwa7daha 3ashan nwafar request, eh ra2yak? 7ot el certificate fel app config',
      ['agora-token'],
    ),
    p('how long do we keep class recordings in S3?', ['rec-retention-30']),
    p('el teacher 3ayez recording men 2 shohoor, mawgood?', ['rec-retention-30']),
    p('add a "pin recording" button API in live/api/recordings.py', [
      'rec-retention-30',
      'agora-recording',
      'api-versioning',
    ]),
    p('which AWS region are we in? I need to create a new SQS queue', ['aws-bahrain']),
    p('el reminders bta3et el 7esas wesle sa3a badri tany!! notifications/tasks.py', [
      'egypt-dst',
      'incident-dst-reminders',
      'tz-utc',
    ]),
    p('write a helper that converts session.starts_at to Cairo time for the SMS text', [
      'tz-utc',
      'tz-claim',
      'egypt-dst',
    ]),
    p('is it fine to just do starts_at + timedelta(hours=2) for the WhatsApp message?', [
      'egypt-dst',
      'tz-utc',
    ]),
    p('add a discount field to CoursePackage, 3ayzeen discount b el geneh', [
      'money-piasters',
      'migrations-safe',
    ]),
    p('Paymob bey-rga3 "amount_cents mismatch" lama el course 3amel discount', [
      'money-piasters',
      'paymob-flow',
      's-server-amount',
    ]),
    p('Fawry charge request bey-fail b "invalid signature" f payments/fawry/client.py', [
      'fawry-signature',
      'fawry-flow',
    ]),
    p('ezay ne-verify el Fawry server notification?', [
      'fawry-signature',
      'fawry-flow',
      'payments-idempotent',
    ]),
    p('eh el expiry bta3 el Fawry reference code?', ['fawry-expiry-24']),
    p('student 7agaz 7essa ba3d 10 sa3at w edda Fawry code, el expiry yeb2a eh?', ['fawry-expiry-24']),
    p('update payments/fees.py bel fees el gedida bta3et Paymob', ['paymob-fee-new']),
    p('teacher share calculation for a wallet payment of 300 EGP — what fees do we deduct?', [
      'paymob-fee-new',
      'money-piasters',
    ]),
    p('payouts/vcash.py: teacher mostaha2 25,000 EGP el esbo3 da, el payout fesheel', [
      'vcash-limit-new',
      'vcash-payouts',
    ]),
    p('what is the max Vodafone Cash payout per transaction?', ['vcash-limit-new']),
    p('teacher 3ando Orange Cash wallet, ne2dar n-payout 3aleha?', ['vcash-payouts']),
    p('el payouts bet-run emta? Mariam bet2ool shahreyan', ['payout-weekly', 'payout-monthly-claim']),
    p('change the payout schedule to Wednesday', ['payout-weekly', 'beat-single']),
    p('we are scaling the beat service to 2 tasks for HA, update infra/terraform/ecs_beat.tf', [
      'beat-single',
    ]),
    p('implement the student cancellation endpoint with refunds', [
      'refund-policy',
      'refund-claim',
      'wallet-ledger',
    ]),
    p('el teacher ghab 3an el 7essa, el refund bey7sal automatic?', ['refund-policy', 's-teacher-late']),
    p('student paid with Fawry and cancelled 2 days before, how do we refund?', [
      'refund-policy',
      'wallet-ledger',
    ]),
    p('add a method to top up the student rased from a Paymob payment', [
      'wallet-ledger',
      'payments-idempotent',
    ]),
    p('el balance bta3 student ghalat, momken a3mel UPDATE wallet set balance = ... directly?', [
      'wallet-ledger',
    ]),
    p('sign-up form: validate the phone number field', ['phone-normalize']),
    p('el user katab 0111 234 5678, el validation rafadha', ['phone-normalize']),
    p('add the teacher national ID to the teacher profile API response', ['national-id']),
    p('log the full request body in teachers/views.py for debugging KYC', ['national-id', 'logging-pii']),
    p('which SMS provider sends the OTP now?', ['otp-victorylink']),
    p('OTP SMS msh bewsal le users Orange, notifications/sms.py', ['otp-victorylink']),
    p('user by2ool en el OTP bey-expire besor3a, eh el rules?', ['otp-rules']),
    p('add "resend OTP" button endpoint', ['otp-rules']),
    p('access token lifetime kam delwa2ty? el app bt3mel logout kteer', ['jwt-15']),
    p('implement logout in accounts/views.py', ['jwt-15']),
    p('el search 3ala "احمد" msh bey-lakee "أحمد", fix courses search', ['arabic-search']),
    p('add search by teacher name to /api/v1/teachers/', ['arabic-search', 'drf-conventions']),
    p('3ayez a-rename field "price" l "price_piasters" f CoursePackage', [
      'migrations-safe',
      'money-piasters',
      'api-versioning',
    ]),
    p('add an index on bookings(session_id, status), el table feeha 40M row', ['migrations-safe']),
    p('remove the legacy field zoom_meeting_id from LiveSession', ['migrations-safe', 'agora-live']),
    p('we need to change the response shape of /api/v1/courses/ for the new app', ['api-versioning']),
    p('write a ModelSerializer for Booking with all fields', ['drf-conventions']),
    p('add a celery task to send the class summary PDF to parents', ['celery-queues', 'media-s3']),
    p('where should the Paymob refund task run, which queue?', ['celery-queues', 'payments-idempotent']),
    p('ba3mel pip install django-waffle fel Dockerfile, tamam?', ['deps-uv', 's-waffle-flags']),
    p('how do I add a new python dependency?', ['deps-uv']),
    p('write tests for payments/paymob/client.py', ['tests-pytest', 'paymob-flow']),
    p('can CI hit the Paymob staging API for the integration tests?', ['tests-pytest']),
    p('CI tests fail: could not connect to redis at localhost:6379', ['ci']),
    p('deploy the Fawry fix now, it is Thursday 8pm', ['deploy-freeze']),
    p('momken a3mel deploy el sa3a 9 bel leil? hotfix sghayar fel quiz', ['deploy-freeze']),
    p('teacher earnings report endpoint is slow, optimize it', ['read-replica', 's-no-raw-sql-views']),
    p('read the payment status from the replica to reduce load on primary', ['read-replica']),
    p('where do I put the new Paymob API key for prod?', ['secrets-manager']),
    p('ana 7atet el Fawry key f settings/prod.py mo2akatan, fine?', ['secrets-manager']),
    p('local setup: how do I get the .env values?', ['env-example', 'secrets-manager']),
    p('upload homework PDFs from the app', ['media-s3']),
    p('el students bey-3addo el quiz time b te8yeer sa3et el mobile', ['quiz-timer']),
    p('add a submit endpoint for quizzes', ['quiz-timer', 'drf-conventions']),
    p('can you add the student phone to the structlog context?', ['logging-pii']),
    p('add a bulk refund action to the Payment admin', ['refund-policy']),
    p('e-receipt submission to ETA is failing for Fawry payments', ['eta-receipts', 'fawry-flow']),
    p('do we need to send an e-receipt for wallet top-ups?', ['eta-receipts']),
    p('who owns payouts? 3ayez a-review m3ah', ['owners']),
    p('write the commit message for this change', ['pref-english-code', 'pref-prs']),
    p('open a PR for the wallet checkout', ['pref-prs']),
    p('el audio bey2ta3 fel live lama el student yefta7 WhatsApp, Android', ['note-agora-android']),
    p('el 7esas el live 3ala Zoom wala Agora? 3ayez a3mel feature breakout rooms', ['agora-live']),
    p('expire pending payments: eh el rule?', ['s-pending-expiry', 'fawry-expiry-24']),
    p('add valU installments to the 900 EGP package', ['s-installments-min']),
    p('checkout API: the app sends amount and package_id, use the amount', [
      's-server-amount',
      'money-piasters',
    ]),
    p('group class booking: cap el students', ['s-group-cap']),
    p('add webinar mode for 300 students', ['s-group-cap', 's-waffle-flags']),
    p('attendance report for teachers: ezay bnet7seb el 7odoor?', ['s-attendance-ncs']),
    p('the app sends attendance on leave, add a retry when offline', ['s-attendance-ncs']),
    p('teacher didn’t join, what happens to the session after 20 min?', ['s-teacher-late', 'refund-policy']),
    p('start cloud recording automatically when the teacher joins', ['s-recording-optin', 'agora-recording']),
    p('refresh staging from prod tonight', ['s-staging-anon']),
    p('add a feature flag for the new quiz UI', ['s-waffle-flags']),
    p('write the earnings query directly in payouts/views.py with cursor.execute', [
      's-no-raw-sql-views',
      'read-replica',
    ]),
    p('Agora NCS webhook: handle "recording stopped" event', ['agora-recording']),
    p('channel name for a session — use the session UUID with dashes?', ['agora-channel']),
    p('n3mel GraphQL lel mobile ba2a?', ['api-versioning']),
    p('add in-class chat', ['agora-live']),
    p('3ayez a-connect 3ala staging DB men 3andy', ['bastion-note', 'aws-bahrain']),
    p('Fawry staging down, ezay a-test?', ['tests-pytest']),
    p('how is the student charged for a class with a wallet, step by step?', [
      'paymob-flow',
      'money-piasters',
    ]),
    p('add kiosk payments via Paymob', ['paymob-flow', 'paymob-fee-new']),
    p('el timezone fel settings eh?', ['tz-utc', 'tz-claim']),
    p('ab3at payout l teacher number 0122xxxxxxx', ['vcash-payouts', 'phone-normalize']),
    p('el recording task bet-retry w tebda2 recording tany', ['celery-queues', 'agora-recording']),
    p('add GeneratedField for total_piasters on Order', ['django-51', 'money-piasters']),
    p('ImportError: cannot import name utc from django.utils.timezone', ['django-51']),
    p('create the ElastiCache cluster for the new notifications service', ['aws-bahrain', 'broker-redis']),
    p('3ayez a3raf fees el Paymob card kam %?', ['paymob-fee-new']),
    p('the RN app shows students the wrong time for the class during summer', ['egypt-dst', 'tz-utc']),
    p('reconcile Paymob transactions for last week', ['incident-double-credit', 'payments-idempotent']),
    p('Sentry issue shows user phone numbers in breadcrumbs', ['logging-pii']),
    p('add an admin page for ops to resend a Fawry code', ['fawry-expiry-24']),
    p('thanks ya basha', []),
    p('shokran, kda tamam', []),
    p('explain the difference between select_related and prefetch_related', []),
    p('eh el far2 ben @property w @cached_property?', []),
    p('how do I rebase my branch on main?', []),
    p('write a regex for Egyptian car plates in Arabic letters', []),
    p('summarize this stack trace for me', []),
    p('ok commit', []),
    p('what does HTTP 409 mean?', []),
    p('e3melly list comprehension bdal el for loop da', []),
    p('python: how to merge two dicts?', []),
    p('explain what a CTE is in postgres', []),
    p('rename variable x to total_count in this function', []),
    p('how does SHA-512 HMAC work in general?', []),
    p('yalla bena, next task', []),
    p('what is the difference between Celery chord and group?', []),
    p('format this JSON', []),
    p('7ot type hints lel function di', []),
    p('explain Django signals in general', []),
    p('ezay a3mel squash lel commits', []),
    p('what is a presigned URL conceptually?', []),
    p('sort this list of dicts by "created_at"', []),
    p('اعمل docstring للفانكشن دي', []),
    p('how do I undo the last git commit but keep changes?', []),
    p('el password reset flow: ezay el user y-reset el password bta3o lw nesyo?', ['otp-rules']),
  ],
});
