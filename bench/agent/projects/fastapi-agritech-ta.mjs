// A Tamil Nadu agritech backend (Uzhavan): farmer onboarding and land parcels on PostGIS, mandi prices, Tamil SMS/IVR,
// PM-KISAN / eNAM style integrations, Razorpay payouts to farmers. The team writes in Tamil script and Tanglish (Tamil
// in Latin letters mixed with English), plus some English. Held-out scenario: written blind, labelled without running
// spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'fastapi-agritech-ta',
  stack:
    'Python 3.12, FastAPI, SQLAlchemy 2 + Alembic, PostgreSQL 16 + PostGIS 3.4 (RDS), Celery + RabbitMQ (Amazon MQ), Redis (ElastiCache), Gupshup SMS + Exotel IVR in Tamil, Razorpay X payouts, Flutter (Riverpod) farmer app, AWS ap-south-1 (ECS Fargate, S3), GitHub Actions, pytest + testcontainers',
  memories: [
    // ---- versions / tools that were replaced -------------------------------------------------------------
    m('py-310', 'fact', 'backend Python 3.10 la odudhu, Dockerfile base python:3.10-slim', {
      fact: 'backend | python_version | 3.10',
      files: ['Dockerfile'],
      age: 600,
      tags: ['python', 'version', 'docker'],
    }),
    m(
      'py-312',
      'decision',
      'Python 3.12-ku move panniyachu: Dockerfile python:3.12-slim, pyproject la requires-python = ">=3.12". 3.10 images ellam ECR la irundhu delete pannitom. Pudhu code la PEP 695 generics / `type` alias use pannalaam.',
      {
        fact: 'backend | python_version | 3.12',
        supersedes: 'py-310',
        age: 210,
        canonical: true,
        files: ['Dockerfile', 'pyproject.toml'],
        tags: ['python', 'version', 'upgrade', 'docker'],
      },
    ),
    m(
      'sqla-14',
      'convention',
      'SQLAlchemy 1.4: db.query(Farmer).filter(Farmer.phone == phone).first() style, declarative_base() models',
      {
        age: 560,
        files: ['app/models'],
        tags: ['sqlalchemy', 'orm'],
      },
    ),
    m(
      'sqla-20',
      'convention',
      'SQLAlchemy 2.0 style mattum: select(Farmer).where(...), session.scalars(...) / session.execute(...); models la DeclarativeBase + Mapped[...] + mapped_column(). db.query() pudhu code la ezhudha koodadhu, pazhaya code touch pannum bodhu migrate pannunga.',
      {
        fact: 'orm | version | SQLAlchemy 2.0',
        supersedes: 'sqla-14',
        age: 230,
        canonical: true,
        files: ['app/models', 'app/repositories'],
        tags: ['sqlalchemy', 'orm', 'mapped', 'select'],
      },
    ),
    m(
      'celery-redis',
      'fact',
      'Celery broker Redis (ElastiCache), result backend-um adhe Redis. worker concurrency 4.',
      {
        fact: 'celery | broker | Redis',
        age: 520,
        tags: ['celery', 'redis', 'broker'],
      },
    ),
    m(
      'celery-rmq',
      'decision',
      'Celery broker-a Redis la irundhu RabbitMQ (Amazon MQ, quorum queues) ku maathitom. Redis broker la visibility_timeout thaandi long tasks innoru worker ku re-deliver aachu (payout incident). Result backend mattum Redis la dhan irukku. Config app/worker/celery_app.py.',
      {
        fact: 'celery | broker | RabbitMQ',
        supersedes: 'celery-redis',
        age: 280,
        canonical: true,
        files: ['app/worker/celery_app.py'],
        reason: 'visibility timeout redelivery caused double payouts',
        tags: ['celery', 'rabbitmq', 'broker', 'amazon-mq'],
      },
    ),
    m(
      'sms-msg91',
      'fact',
      'SMS ellam MSG91 vazhiya pogudhu, flow_id based API, app/integrations/sms/msg91.py',
      {
        fact: 'sms | provider | MSG91',
        age: 480,
        files: ['app/integrations/sms/msg91.py'],
        tags: ['sms', 'msg91'],
      },
    ),
    m(
      'sms-gupshup',
      'fact',
      'SMS provider இப்போ Gupshup (Enterprise SMS API). MSG91 contract முடிஞ்சுது, அந்த code-ஐ delete பண்ணிட்டோம். Client: app/integrations/sms/gupshup.py — ஒவ்வொரு message-க்கும் DLT template id கண்டிப்பா pass பண்ணணும்.',
      {
        fact: 'sms | provider | Gupshup',
        supersedes: 'sms-msg91',
        age: 150,
        files: ['app/integrations/sms/gupshup.py'],
        tags: ['sms', 'gupshup', 'dlt'],
      },
    ),
    m(
      'payout-neft',
      'fact',
      'farmer payouts daily NEFT batch: 4 PM cutoff, Razorpay X bulk upload CSV generate pannrom (app/payouts/neft_batch.py)',
      {
        age: 440,
        files: ['app/payouts/neft_batch.py'],
        tags: ['payouts', 'neft', 'razorpay'],
      },
    ),
    m(
      'payout-upi',
      'decision',
      'Payouts ippo Razorpay X Payouts API vazhiya real-time: farmer-ku VPA irundha UPI first, VPA illana IMPS to bank account (fund account). NEFT bulk CSV system off panniyachu, neft_batch.py delete. Code: app/payouts/service.py.',
      {
        fact: 'payouts | mode | UPI first, IMPS fallback',
        supersedes: 'payout-neft',
        age: 170,
        canonical: true,
        files: ['app/payouts/service.py'],
        reason: 'farmers wanted same-day money, NEFT took T+1',
        tags: ['payouts', 'upi', 'imps', 'razorpay'],
      },
    ),
    m(
      'payout-fee-5',
      'fact',
      'Razorpay X payout fee: ₹5 + GST per IMPS/UPI payout, FPO-kitta recover pannrom',
      {
        fact: 'payout fee | per payout | ₹5 + GST',
        age: 400,
        files: ['app/finance/fees.py'],
        tags: ['payouts', 'fees', 'razorpay'],
      },
    ),
    m(
      'payout-fee-new',
      'fact',
      'புது Razorpay contract (April முதல்): UPI payout ₹2.50, IMPS ₹4, GST தனியா. app/finance/fees.py-ல PAYOUT_FEES update பண்ணியாச்சு; FPO invoice-லயும் இதே rate.',
      {
        fact: 'payout fee | per payout | UPI ₹2.50, IMPS ₹4 + GST',
        supersedes: 'payout-fee-5',
        age: 60,
        files: ['app/finance/fees.py'],
        tags: ['payouts', 'fees', 'razorpay', 'gst'],
      },
    ),
    m(
      'infra-ec2',
      'fact',
      'prod = rendu EC2 (t3.large) la docker-compose up -d, nginx front la, deploy = ssh panni git pull + docker compose build',
      {
        fact: 'prod | runtime | EC2 + docker-compose',
        age: 620,
        tags: ['aws', 'ec2', 'docker-compose', 'deploy'],
      },
    ),
    m(
      'infra-ecs',
      'decision',
      'EC2 + docker-compose la irundhu ECS Fargate ku move aachu (ap-south-1). Services: api, worker-payouts, worker-default, beat, ivr-webhook. ALB front la. Terraform infra/terraform/ecs/. Server la ssh panni docker restart pannra concept ini illa — task definition update + deploy.',
      {
        fact: 'prod | runtime | ECS Fargate',
        supersedes: 'infra-ec2',
        age: 300,
        canonical: true,
        files: ['infra/terraform/ecs'],
        tags: ['aws', 'ecs', 'fargate', 'terraform', 'deploy'],
      },
    ),
    m('pg13', 'fact', 'RDS PostgreSQL 13.7 + PostGIS 3.1, single-AZ', {
      fact: 'database | version | PostgreSQL 13 + PostGIS 3.1',
      age: 580,
      tags: ['postgres', 'postgis', 'rds', 'version'],
    }),
    m(
      'pg16',
      'fact',
      'DB ippo RDS PostgreSQL 16.3 + PostGIS 3.4, Multi-AZ (blue/green upgrade last quarter). Local docker image postgis/postgis:16-3.4 use pannunga.',
      {
        fact: 'database | version | PostgreSQL 16 + PostGIS 3.4',
        supersedes: 'pg13',
        age: 190,
        files: ['docker-compose.yml'],
        tags: ['postgres', 'postgis', 'rds', 'version', 'upgrade'],
      },
    ),
    m(
      'mandi-scrape',
      'fact',
      'mandi prices: Agmarknet website daily 7 AM scrape (scrapers/agmarknet.py, BeautifulSoup) panni mandi_prices la load',
      {
        age: 500,
        files: ['scrapers/agmarknet.py'],
        tags: ['mandi', 'agmarknet', 'scraper'],
      },
    ),
    m(
      'mandi-api',
      'decision',
      'Agmarknet scraping niruthiyachu (HTML maari maari break aachu). Mandi price ippo data.gov.in Agmarknet API + eNAM trade data API la irundhu varudhu: app/integrations/mandi/{datagov,enam}.py. scrapers/ folder delete — revive panna vendaam.',
      {
        supersedes: 'mandi-scrape',
        age: 200,
        files: ['app/integrations/mandi'],
        reason: 'scraper broke every few weeks',
        tags: ['mandi', 'agmarknet', 'enam', 'data-gov'],
      },
    ),
    m(
      'flutter-provider',
      'convention',
      'farmer app state management: provider package + ChangeNotifier, lib/providers/ la',
      {
        age: 450,
        files: ['app_flutter/lib/providers'],
        tags: ['flutter', 'provider', 'state'],
      },
    ),
    m(
      'flutter-riverpod',
      'convention',
      'Farmer app la Provider la irundhu Riverpod 2 ku maathiyachu (riverpod_generator, @riverpod annotations, lib/features/<feature>/providers.dart). Pudhu screens ellam Riverpod; pudhusa ChangeNotifier ezhudha vendaam.',
      {
        supersedes: 'flutter-provider',
        age: 160,
        files: ['app_flutter/lib/features'],
        tags: ['flutter', 'riverpod', 'state'],
      },
    ),
    m(
      'otp-firebase',
      'fact',
      'farmer login = Firebase phone auth OTP, backend Firebase ID token verify pannum',
      {
        fact: 'login | otp | Firebase phone auth',
        age: 430,
        tags: ['auth', 'otp', 'firebase'],
      },
    ),
    m(
      'otp-own',
      'decision',
      'Firebase phone auth niruthitom (per-SMS cost romba adhigam, 1 lakh farmers). Ippo OTP namma backend generate pannudhu: 6 digit, 5 min expiry, max 3 attempts, hash mattum Redis la. Gupshup OTP template vazhiya anuppudhu. Code: app/auth/otp.py.',
      {
        fact: 'login | otp | own OTP via Gupshup',
        supersedes: 'otp-firebase',
        age: 140,
        files: ['app/auth/otp.py'],
        reason: 'Firebase SMS cost',
        tags: ['auth', 'otp', 'gupshup', 'redis'],
      },
    ),
    m(
      's3-us',
      'fact',
      'farmer documents (patta/chitta scans, farm photos) S3 bucket uzhavan-docs (us-east-1) la store',
      {
        age: 650,
        tags: ['s3', 'documents', 'storage'],
      },
    ),
    m(
      's3-mumbai',
      'constraint',
      'எல்லா farmer data-வும் (DB, documents, backups) ap-south-1 (Mumbai)-ல மட்டும் தான். uzhavan-docs-in bucket-க்கு migrate ஆச்சு, பழைய us-east-1 bucket delete. DPDP Act — farmer PII இந்தியாவுக்கு வெளியே போகக் கூடாது.',
      {
        supersedes: 's3-us',
        age: 250,
        canonical: true,
        reason: 'DPDP data localisation, FPO contracts',
        tags: ['s3', 'documents', 'dpdp', 'region', 'ap-south-1'],
      },
    ),
    // ---- core conventions -----------------------------------------------------------------------------------
    m(
      'fastapi-structure',
      'convention',
      'Structure: app/api/v1/routers/<resource>.py → app/services/ (business logic) → app/repositories/ (DB). Router la direct-a DB query ezhudha koodadhu. Schemas app/schemas/ la.',
      {
        files: ['app/api/v1/routers', 'app/services', 'app/repositories'],
        tags: ['fastapi', 'architecture', 'layers'],
      },
    ),
    m(
      'async-db',
      'constraint',
      'API la AsyncSession (asyncpg) mattum. Celery tasks la sync Session (psycopg 3) — Celery task ulla asyncio.run() / AsyncSession use panna koodadhu, event loop problem varum.',
      {
        files: ['app/db/session.py', 'app/worker'],
        tags: ['sqlalchemy', 'asyncpg', 'celery', 'async'],
      },
    ),
    m(
      'pydantic-v2',
      'convention',
      'Pydantic v2 schemas: model_config = ConfigDict(from_attributes=True); @field_validator. Request/response schemas thaniya (FarmerCreate, FarmerOut), ORM model-a direct-a return panna koodadhu.',
      {
        files: ['app/schemas'],
        tags: ['pydantic', 'schemas'],
      },
    ),
    m(
      'alembic',
      'convention',
      'Alembic autogenerate panninaalum migration-a kaila review pannunga: PostGIS tables (spatial_ref_sys, tiger) env.py include_object filter la exclude. One PR = one migration. alembic heads eppovume single head — CI la check irukku.',
      {
        files: ['alembic/env.py', 'alembic/versions'],
        tags: ['alembic', 'migrations', 'postgis'],
      },
    ),
    m(
      'ruff-mypy',
      'convention',
      'ruff check + ruff format, mypy --strict app/ la. pre-commit install pannunga; CI la rendum fail aana merge illa.',
      {
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['ruff', 'mypy', 'lint'],
      },
    ),
    m(
      'pytest-containers',
      'convention',
      'Tests: pytest + pytest-asyncio, DB ku testcontainers (postgis/postgis:16-3.4). SQLite la test panna koodadhu — PostGIS functions illa. Factories tests/factories.py (factory_boy).',
      {
        files: ['tests/conftest.py', 'tests/factories.py'],
        tags: ['pytest', 'testcontainers', 'postgis', 'tests'],
      },
    ),
    m(
      'tests-no-external',
      'constraint',
      'Tests la Razorpay / Gupshup / Exotel / data.gov.in real API call koodadhu. respx mocks + fixtures tests/fakes/ la. CI runner ku internet egress block.',
      {
        files: ['tests/fakes'],
        tags: ['tests', 'mocks', 'respx', 'razorpay', 'gupshup'],
      },
    ),
    m(
      'money-paise',
      'convention',
      'Money ellam paise la integer (BigInteger, column peyar *_paise). float koodadhu. Rupees-ku convert API response/SMS text la mattum, display en_IN format (₹1,00,000 — lakh grouping), app/core/money.py.',
      {
        canonical: true,
        files: ['app/core/money.py'],
        tags: ['money', 'paise', 'inr', 'lakh'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'DB timestamps ellam timestamptz UTC. IST (Asia/Kolkata) conversion display, SMS text, IVR prompt la mattum.',
      {
        tags: ['timezone', 'utc', 'ist'],
      },
    ),
    m(
      'ts-ist-claim',
      'fact',
      'mandi_prices.price_ts um arrival_date um IST naive timestamp dhan — API la vara maadhiriye store pannrom, convert pannala',
      {
        disputes: 'ts-utc',
        files: ['app/integrations/mandi/datagov.py'],
        tags: ['timezone', 'mandi'],
      },
    ),
    m(
      'phone-e164',
      'convention',
      'Phone numbers E.164 format la store (+91XXXXXXXXXX), farmers.phone unique. 0 / 91 / spaces normalise app/core/phone.py la mattum.',
      {
        files: ['app/core/phone.py'],
        tags: ['phone', 'e164', 'validation'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      '/api/v1 Flutter app use pannudhu. Village la pazhaya app versions varusha kanakka irukkum — breaking change na /api/v2, v1 response shape maatha koodadhu.',
      {
        tags: ['api', 'versioning', 'flutter'],
      },
    ),
    m(
      'errors-bilingual',
      'convention',
      'Error response format: {"code": "FARMER_NOT_FOUND", "message_ta": "...", "message_en": "..."}. App Tamil message-a kaattum. Messages locales/ la irundhu, code la hardcode illa.',
      {
        files: ['app/core/errors.py', 'locales'],
        tags: ['errors', 'api', 'tamil', 'i18n'],
      },
    ),
    m(
      'locales',
      'convention',
      'SMS, IVR, error text ellam locales/ta.yaml + locales/en.yaml la. Tamil string-a Python code la hardcode panna koodadhu. Default language ta.',
      {
        files: ['locales/ta.yaml', 'locales/en.yaml'],
        tags: ['i18n', 'tamil', 'sms', 'locales'],
      },
    ),
    // ---- FPO tenancy, privacy -------------------------------------------------------------------------------
    m(
      'fpo-scope',
      'constraint',
      'Farmers oru FPO (Farmer Producer Organisation) kku belong pannuvanga. Farmer / lot / payout / parcel ovvoru query-lum org_id filter kandippa — get_current_org dependency (app/api/deps.py). Cross-FPO data leak = P0 incident.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['app/api/deps.py'],
        tags: ['fpo', 'tenant', 'org_id', 'security'],
      },
    ),
    m(
      'aadhaar-mask',
      'constraint',
      'Aadhaar எண் முழுசா DB-ல சேமிக்கக் கூடாது. Last 4 digits (farmers.aadhaar_last4) + Aadhaar Data Vault reference token (aadhaar_ref) மட்டும். UIDAI rules.',
      {
        canonical: true,
        tags: ['aadhaar', 'pii', 'uidai', 'privacy'],
      },
    ),
    m(
      'aadhaar-claim',
      'fact',
      'farmers.aadhaar_enc column la full Aadhaar number AES encrypt panni vechirukkom, PM-KISAN match-ku adhu venum nu legal ok sonnanga',
      {
        disputes: 'aadhaar-mask',
        tags: ['aadhaar', 'pmkisan'],
      },
    ),
    m(
      'logging-pii',
      'constraint',
      'Logs la phone, Aadhaar, bank account number, VPA full-aa poda koodadhu — mask pannunga (98******21). structlog processor mask_pii in app/core/logging.py.',
      {
        files: ['app/core/logging.py'],
        tags: ['logging', 'pii', 'structlog', 'masking'],
      },
    ),
    m(
      'dpdp-consent',
      'constraint',
      'Farmer consent (consents table, purpose-wise) illama data share panna koodadhu — FPO buyers, banks, insurance ellathukkum. Consent text Tamil la IVR/app la kekkanum, record with timestamp + channel.',
      {
        files: ['app/consent'],
        tags: ['dpdp', 'consent', 'privacy'],
      },
    ),
    // ---- land / GIS -------------------------------------------------------------------------------------------
    m(
      'survey-number',
      'convention',
      'Survey number string-aa dhan store pannanum (TEXT): "123/4A1" maadhiri subdivision irukkum. int aa convert, split panna koodadhu. Parse/normalise app/land/survey.py.',
      {
        files: ['app/land/survey.py'],
        tags: ['land', 'survey-number', 'patta'],
      },
    ),
    m(
      'land-records',
      'fact',
      'Land records TN "Tamil Nilam" (e-Adangal/Patta-Chitta) la irundhu field officer verify pannuvaar; namma system la read-only copy (land_records) + patta scan S3 la. Auto-fetch API illa.',
      {
        tags: ['land', 'patta', 'tamil-nilam'],
      },
    ),
    m(
      'postgis-geom',
      'convention',
      'Farm boundaries: geometry(MultiPolygon, 4326), GIST index. Area calc ST_Area(geom::geography) mattum — 3857 la area calc panna thappu varum.',
      {
        files: ['app/models/parcel.py'],
        tags: ['postgis', 'geometry', 'srid', 'area'],
      },
    ),
    m(
      'area-ha',
      'convention',
      'land_parcels.area_ha NUMERIC(10,4) hectares la store. UI/SMS la acres + cents (1 acre = 100 cents = 0.4047 ha). Conversion app/core/units.py la mattum.',
      {
        files: ['app/core/units.py'],
        tags: ['area', 'hectare', 'acre', 'cents', 'units'],
      },
    ),
    m(
      'area-claim',
      'fact',
      'parcel area column acres la dhan irukku, hectare illa — farmers acres la sollradhaala migration 0031 la maathitom',
      {
        disputes: 'area-ha',
        files: ['alembic/versions'],
        tags: ['area', 'acre'],
      },
    ),
    m(
      'geom-validation',
      'constraint',
      'App la farmer/field officer draw panna polygon insert munnaadi ST_IsValid check; invalid na ST_MakeValid try, adhum fail na 422. Self-intersecting polygon save panna koodadhu.',
      {
        files: ['app/services/parcels.py'],
        tags: ['postgis', 'validation', 'polygon'],
      },
    ),
    // ---- mandi, weather, schemes --------------------------------------------------------------------------------
    m(
      'mandi-schedule',
      'fact',
      'Mandi price sync 6:30 AM and 2 PM IST (Celery beat, queue mandi_sync). Morning SMS broadcast 7:15 AM IST, sync mudinja apram mattum.',
      {
        files: ['app/worker/beat.py'],
        tags: ['mandi', 'schedule', 'celery-beat', 'sms'],
      },
    ),
    m(
      'crops-seasons',
      'convention',
      'Crop master: crops.code (PADDY_KURUVAI, PADDY_SAMBA, BANANA_NENDRAN, TURMERIC_ERODE...), Tamil peyar crops.name_ta, eNAM commodity code crops.enam_code. Seasons enum: KURUVAI (Jun–Sep), SAMBA (Aug–Jan), THALADI (Oct–Feb), NAVARAI.',
      {
        files: ['app/models/crop.py'],
        tags: ['crops', 'seasons', 'enam', 'tamil'],
      },
    ),
    m(
      'enam',
      'fact',
      'eNAM integration: farmer lot registration + trade price read API, TN la 23 mandis integrate panniyachu. eNAM commodity code mapping crops.enam_code. Client app/integrations/mandi/enam.py.',
      {
        files: ['app/integrations/mandi/enam.py'],
        tags: ['enam', 'mandi', 'lots'],
      },
    ),
    m(
      'pmkisan',
      'fact',
      'PM-KISAN: namma app la beneficiary status / installment status mattum kaattrom (read-only, state agri dept API vazhiya). Application submit panna maattom, farmer CSC ku poganum.',
      {
        files: ['app/integrations/pmkisan.py'],
        tags: ['pmkisan', 'schemes', 'readonly'],
      },
    ),
    m(
      'weather',
      'fact',
      'Weather advisory: IMD district forecast API primary, Open-Meteo fallback. app/integrations/weather/. Village-level ku nearest grid point.',
      {
        files: ['app/integrations/weather'],
        tags: ['weather', 'imd', 'open-meteo'],
      },
    ),
    // ---- SMS / IVR ---------------------------------------------------------------------------------------------
    m(
      'dlt-template',
      'constraint',
      'India la ovvoru SMS-kum (OTP uttpada) DLT registered template id + sender header UZHAVN kandippa. Template text la oru character maarinaalum operator drop pannuvaan — pudhu template na DLT portal la approve aaganum (2–3 days).',
      {
        tags: ['sms', 'dlt', 'trai', 'templates'],
      },
    ),
    m('dlt-claim', 'fact', 'OTP SMS ku DLT template thevai illa, Gupshup OTP route la direct-a pogum', {
      disputes: 'dlt-template',
      tags: ['sms', 'dlt', 'otp'],
    }),
    m(
      'tamil-sms-length',
      'constraint',
      'Tamil SMS Unicode (UCS-2): oru segment 70 chars, multipart na 67. Farmer SMS max 2 segments (134 chars). tests/sms/test_lengths.py ovvoru ta template-um check pannum.',
      {
        files: ['tests/sms/test_lengths.py'],
        tags: ['sms', 'tamil', 'unicode', 'length'],
      },
    ),
    m(
      'sms-quiet-hours',
      'constraint',
      'விவசாயிகளுக்கு இரவு 9 மணியிலிருந்து காலை 7 மணி வரை (IST) advisory / promotional SMS அனுப்பக் கூடாது. OTP, payment SMS-க்கு மட்டும் விலக்கு. Guard: app/sms/guard.py.',
      {
        files: ['app/sms/guard.py'],
        tags: ['sms', 'quiet-hours', 'trai'],
      },
    ),
    m(
      'ivr-exotel',
      'fact',
      'IVR: Exotel. Call flow applet → POST /ivr/exotel/{flow} (ivr-webhook ECS service). Tamil prompts pre-recorded WAV, S3 uzhavan-ivr-prompts/ta/. Prompt file peyar locales key maadhiriye.',
      {
        files: ['app/ivr'],
        tags: ['ivr', 'exotel', 'tamil', 'prompts'],
      },
    ),
    m(
      'ivr-menu',
      'fact',
      'IVR main menu: 1 – மண்டி விலை, 2 – வானிலை, 3 – payment status, 9 – agent. Crop DTMF codes app/ivr/crops.py.',
      {
        files: ['app/ivr/menu.py', 'app/ivr/crops.py'],
        tags: ['ivr', 'menu', 'dtmf'],
      },
    ),
    m(
      'ivr-timeout',
      'constraint',
      'Exotel webhook-க்கு 3 வினாடிக்குள்ள response கொடுக்கணும், இல்லைன்னா call drop ஆயிடும். IVR handler-ல heavy query / external API call கூடாது — precomputed / Redis cached data மட்டும்.',
      {
        files: ['app/ivr'],
        tags: ['ivr', 'exotel', 'latency', 'timeout'],
      },
    ),
    // ---- payouts ---------------------------------------------------------------------------------------------
    m(
      'payout-idempotency',
      'convention',
      'Ovvoru payout request-kum X-Payout-Idempotency header = payouts.id (uuid). Retry pannaalum adhe key. Pudhu payout row create panni retry panna koodadhu.',
      {
        files: ['app/payouts/service.py'],
        tags: ['payouts', 'idempotency', 'razorpay'],
      },
    ),
    m(
      'payout-no-retry',
      'constraint',
      'Payout Celery task ku autoretry kidaiyaadhu. Fail / timeout aana payout status needs_review ku pogum; finance team Razorpay dashboard paathu manual-a retry pannuvanga. Double payment risk.',
      {
        files: ['app/payouts/tasks.py'],
        tags: ['payouts', 'celery', 'retry'],
      },
    ),
    m(
      'payout-retry-claim',
      'fact',
      'payouts.tasks.send_payout la autoretry_for=(httpx.TimeoutException,), max_retries=3 irukku — idempotency key irukkradhaala safe dhan',
      {
        disputes: 'payout-no-retry',
        files: ['app/payouts/tasks.py'],
        tags: ['payouts', 'celery', 'retry'],
      },
    ),
    m(
      'razorpay-webhook',
      'convention',
      'Razorpay webhook POST /webhooks/razorpay: X-Razorpay-Signature HMAC-SHA256 verify (webhook secret Secrets Manager la irundhu), event id dedupe razorpay_events table la. Payout status webhook la irundhu dhan update — polling secondary.',
      {
        files: ['app/api/v1/routers/webhooks.py'],
        tags: ['razorpay', 'webhook', 'signature', 'payouts'],
      },
    ),
    m(
      'bank-validation',
      'convention',
      'Bank account add pannum bodhu Razorpay fund account validation (penny drop ₹1) kandippa. Name match score < 0.8 na field officer manual review. IFSC ^[A-Z]{4}0[A-Z0-9]{6}$.',
      {
        files: ['app/payouts/bank.py'],
        tags: ['bank', 'ifsc', 'penny-drop', 'razorpay'],
      },
    ),
    m(
      'razorpay-test',
      'note',
      'Razorpay test mode la UPI ku success@razorpay / failure@razorpay VPA use pannunga; test keys rzp_test_ prefix. Live keys staging la eppovum vaikka koodadhu.',
      {
        tags: ['razorpay', 'testing', 'upi'],
      },
    ),
    m(
      'incident-double-payout',
      'incident',
      'Mar 2025: Redis broker visibility_timeout (1h) ah thaandi payout batch task odichu, innoru worker re-deliver panni 212 farmers ku double payment (₹6.8 lakh). Recovery 3 weeks. Adhanaala RabbitMQ, idempotency key, no autoretry.',
      {
        tags: ['incident', 'payouts', 'celery', 'redis'],
      },
    ),
    // ---- celery, infra ----------------------------------------------------------------------------------------
    m(
      'celery-queues',
      'fact',
      'Celery queues: payouts (worker-payouts, concurrency 2), sms, ivr, mandi_sync, default (worker-default). Task routing app/worker/celery_app.py task_routes la; beat schedule app/worker/beat.py.',
      {
        files: ['app/worker/celery_app.py', 'app/worker/beat.py'],
        tags: ['celery', 'queues', 'routing'],
      },
    ),
    m(
      'celery-beat-single',
      'constraint',
      'Celery beat oru ECS task mattum (desired_count = 1). Scale panna ovvoru schedule-um rendu thadava odum (duplicate SMS broadcast).',
      {
        files: ['infra/terraform/ecs'],
        tags: ['celery', 'beat', 'ecs'],
      },
    ),
    m(
      'redis-cache',
      'fact',
      'ElastiCache Redis: cache, OTP hash + rate limit counters (per phone 5/hour), Celery result backend. Broker illa (adhu RabbitMQ).',
      {
        tags: ['redis', 'elasticache', 'otp', 'cache'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Secrets ellam AWS Secrets Manager la (agri/prod/*, agri/staging/*), ECS task definition secrets block vazhiya env ku varum. Prod la .env file kidaiyaadhu. கடவுச்சொல் எதையும் Slack-லயோ repo-லயோ போடாதீங்க.',
      {
        canonical: true,
        tags: ['secrets', 'aws', 'secrets-manager', 'security'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example la placeholders mattum: RAZORPAY_KEY_SECRET=changeme, GUPSHUP_API_KEY=<your-gupshup-key>, DATABASE_URL=postgresql+asyncpg://agri:agri@localhost:5432/agri (local docker default). Settings app/core/config.py la os env la irundhu read pannum.',
      {
        files: ['.env.example', 'app/core/config.py'],
        tags: ['env', 'config', 'secrets'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions: lint → test → build image (ECR) → deploy staging (auto) → deploy prod (manual approval, environment "production"). .github/workflows/deploy.yml.',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'ecr', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Prod deploy Friday 3 PM kku apram illa. PM-KISAN installment release week and Pongal (Jan 13–16) full freeze — traffic spike, farmers payment status check pannuvanga.',
      {
        reaffirm: 12,
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    // ---- Flutter app -------------------------------------------------------------------------------------------
    m(
      'flutter-l10n',
      'convention',
      'Flutter l10n: app_flutter/lib/l10n/app_ta.arb + app_en.arb, default locale ta. Widget la hardcoded string illa, ellam AppLocalizations.of(context).',
      {
        files: ['app_flutter/lib/l10n'],
        tags: ['flutter', 'l10n', 'tamil', 'arb'],
      },
    ),
    m(
      'flutter-offline',
      'constraint',
      'Farmer app offline-first: village la network varaadhu. Drift (SQLite) local cache + sync queue. Ovvoru write API-kum client_request_id header — backend adha vechu dedupe pannum.',
      {
        files: ['app_flutter/lib/core/sync', 'app/api/deps.py'],
        tags: ['flutter', 'offline', 'drift', 'idempotency'],
      },
    ),
    m(
      'app-force-update',
      'fact',
      'X-App-Version header; 2.14.0 kku keezha irundha API 426 return pannum, app force update screen kaattum. Min version app/core/config.py MIN_APP_VERSION.',
      {
        files: ['app/core/config.py'],
        tags: ['flutter', 'versioning', 'force-update'],
      },
    ),
    m(
      'app-release',
      'fact',
      'Play Store release: internal → closed testing (50 FPO leaders) → production staged 20% → 100%. Fastlane lanes app_flutter/android/fastlane.',
      {
        files: ['app_flutter/android/fastlane'],
        tags: ['flutter', 'release', 'play-store', 'fastlane'],
      },
    ),
    m(
      'android-only',
      'fact',
      'Farmer app Android only — iOS build illa, farmers 99% Android. Low-end phones (2 GB RAM) target.',
      {
        tags: ['flutter', 'android'],
      },
    ),
    // ---- people, prefs, incidents ------------------------------------------------------------------------------
    m(
      'owners',
      'fact',
      'Owners: payouts / Razorpay Karthik Subramanian, SMS/IVR Priya Ramasamy, GIS/land Arun Kumar, Flutter app Divya Murugan, infra/AWS Senthil Nathan.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-tanglish',
      'preference',
      'explanation ellam Tanglish la sollunga, code comments um commit messages um English la',
      {},
    ),
    m(
      'pref-small-pr',
      'preference',
      'PR chinnadhaa vachukkonga, ~400 lines max, illana review panna mudiyaadhu',
      {},
    ),
    m(
      'incident-sms-night',
      'incident',
      'Oct 2024: mandi broadcast task timezone bug (UTC la schedule), 38,000 farmers ku raathiri 2 mani ku SMS pochu. Complaints + DLT warning. Apram dhan quiet-hours guard app/sms/guard.py.',
      {
        tags: ['incident', 'sms', 'timezone', 'quiet-hours'],
      },
    ),
    m(
      'incident-ivr-slow',
      'incident',
      'IVR "mandi vilai" option la nearest mandi PostGIS query 4 sec eduthuchu → Exotel call drop. Fix: farmers.nearest_mandi_ids precompute (nightly task) + Redis cache.',
      {
        tags: ['incident', 'ivr', 'postgis', 'latency'],
      },
    ),
    // ---- stale ----------------------------------------------------------------------------------------------
    m(
      'vpn-note',
      'note',
      'staging DB access ku Pritunl VPN profile "agri-staging" venum, Senthil kitta kelunga',
      {
        age: 680,
        tags: ['vpn', 'staging'],
      },
    ),
    m('jenkins-note', 'note', 'build fail aana jenkins.uzhavan.internal la console log paarunga', {
      age: 700,
      tags: ['jenkins', 'ci'],
    }),
    // ---- candidates (proposed by an agent, unreviewed) ---------------------------------------------------------
    m(
      'cand-graphql',
      'decision',
      'Flutter app ku GraphQL (Strawberry) API add pannalaam, REST-a replace panna.',
      {
        candidate: true,
        tags: ['graphql', 'api'],
      },
    ),
    m('cand-timescale', 'decision', 'mandi_prices table-a TimescaleDB hypertable aakalaam.', {
      candidate: true,
      tags: ['timescaledb', 'mandi'],
    }),
    m('cand-tts', 'decision', 'IVR prompts Google Cloud Tamil TTS la generate pannalaam, recording venaam.', {
      candidate: true,
      tags: ['ivr', 'tts'],
    }),
    // ---- credentials (must be refused) --------------------------------------------------------------------
    m(
      'secret-db-url',
      'note',
      'pazhaya laptop la irundha prod env: DATABASE_URL=postgresql+asyncpg://uzhavan_app:NelVayal#2025x@uzhavan-prod.c8xk2p.ap-south-1.rds.amazonaws.com:5432/uzhavan',
      {
        secret: 'NelVayal#2025x',
      },
    ),
    m('secret-rmq-ta', 'note', 'RabbitMQ (Amazon MQ) admin கடவுச்சொல்: Kaveri-Rmq!8841 — user uzhavan_mq', {
      secret: 'Kaveri-Rmq!8841',
    }),
    m(
      'secret-razorpay',
      'note',
      'razorpay live key secret idhu: Q7mLxP2vN9bR4tY8wZ3kJ6hC (key id rzp_live_Nq8xT2LmP4vZ9k). test-ku idha use pannaadheenga',
      {
        secret: 'Q7mLxP2vN9bR4tY8wZ3kJ6hC',
      },
    ),
    m(
      'secret-aws',
      'note',
      'terraform run panna:\nAWS_ACCESS_KEY_ID=AKIA4XQ7LMZP2VN9BR4T\nAWS_SECRET_ACCESS_KEY=wJ8pLq2Rz7Xv4Nb9Tk3Yh6Mc1Fd5Gs0Ea8Uo2PiQ',
      {
        secret: 'wJ8pLq2Rz7Xv4Nb9Tk3Yh6Mc1Fd5Gs0Ea8Uo2PiQ',
      },
    ),
    m(
      'secret-gupshup',
      'note',
      'Gupshup enterprise account 2000214578, apikey: gs9k2mQ7xLp4vR8tZ3nW6bY1cF5hJ0dA',
      {
        secret: 'gs9k2mQ7xLp4vR8tZ3nW6bY1cF5hJ0dA',
      },
    ),
    m(
      'secret-exotel',
      'note',
      'Exotel SID uzhavan1, API token 9f3b7c21e4a86d05b2c9f1e7a3d4b8c6 — IVR webhook local test ku ngrok oda use pannunga',
      {
        secret: '9f3b7c21e4a86d05b2c9f1e7a3d4b8c6',
      },
    ),
    m('secret-jwt', 'note', 'JWT_SECRET_KEY=Tn-Agri!jwt-9Qz7xLp2Wv5Rk8Nm', {
      secret: 'Tn-Agri!jwt-9Qz7xLp2Wv5Rk8Nm',
    }),
    m(
      'secret-hsm-pin',
      'note',
      'Aadhaar vault HSM partition PIN எண்: 83920461 — யாருக்கும் சொல்லாதீங்க, Senthil கிட்ட மட்டும் இருக்கு',
      {
        secret: '83920461',
      },
    ),
    m(
      'secret-salt',
      'note',
      'phone hash ku salt: PHONE_HASH_SALT=s4lt-Thanjavur-77xQ-Kd9, maathuna ella hash-um break aagum',
      {
        secret: 's4lt-Thanjavur-77xQ-Kd9',
      },
    ),
    m('secret-enam', 'note', 'eNAM sandbox login: user TNAGRI01, password: eNam#Tn2291', {
      secret: 'eNam#Tn2291',
    }),
  ],
  sessions: [
    {
      id: 'uzhavan-session-payouts',
      age: 15,
      turns: [
        said('vanakkam! inniki payouts module la konjam velai irukku, app/payouts/service.py paarunga'),
        replied(
          'Paathen: create_payout() amount check edhuvum pannala, ellaa amount-um direct-a Razorpay ku pogudhu.',
        ),
        said(
          'payout amount ₹2 lakh mela irundha finance team la oruthar approve pannanum (maker-checker). Adhu varaikkum status pending_approval, auto payout koodadhu.',
          {
            key: 's-payout-approval',
            type: 'constraint',
          },
        ),
        replied('Sari. UPI fail aana automatic-a pudhu IMPS payout create pannava?'),
        said(
          'UPI fail aana IMPS fallback ok, aana adhe payouts row la (same payout id, same idempotency key) mode maathi; pudhu payout row create panna koodadhu.',
          {
            key: 's-upi-fallback',
            type: 'decision',
          },
        ),
        replied('Puriyudhu, fallback service.py la same row update pannum.'),
        said('evlo payouts pending ippo?'),
        replied('Staging la 37 pending_approval, 4 needs_review.'),
        said('ippo mattum test mode la run pannu, live key thodaadha'),
        said('staging DB password idhu: Kuruvai@2025stg, psql la connect panni paaru', {
          secret: 'Kuruvai@2025stg',
        }),
        replied(
          'Indha session ku mattum use pannren. Adutha thadava Secrets Manager la agri/staging/db la irundhu edunga.',
        ),
        said(
          'farmer ku payment success SMS Tamil la, amount ku ₹ symbol podaadheenga — "ரூ." nu podunga. Pazhaya phones la ₹ box-aa theriyudhu.',
          {
            key: 's-sms-rupee',
            type: 'convention',
          },
        ),
        replied(
          'Template locales/ta.yaml la "ரூ. {amount}" nu maathiren. DLT la indha template already approve aagi irukka?',
        ),
        said('theriyala, Priya kitta kekkaren'),
        said('seri, nandri! PR podunga'),
      ],
    },
    {
      id: 'uzhavan-session-ivr',
      age: 11,
      turns: [
        said('வணக்கம், IVR-ல புது option சேர்க்கணும் — பயிர் காப்பீடு (PMFBY) claim status'),
        replied('app/ivr/menu.py-ல இப்போ 1, 2, 3, 9 இருக்கு. புது option-க்கு 4 சரியா?'),
        said(
          'IVR மெனுவில் 9 எப்போதும் agent-க்கு தான். புது option 4-ல இருந்து தான் தொடங்கணும், ஏற்கனவே இருக்கிற எண்களை மாற்றக் கூடாது — விவசாயிகள் பழகிட்டாங்க.',
          {
            key: 's-ivr-menu-stable',
            type: 'constraint',
          },
        ),
        replied('புது prompt-க்கு Google TTS வச்சு இப்போதைக்கு generate பண்ணலாமா?'),
        said(
          'இல்லை, TTS வேண்டாம். Studio recording வர்ற வரைக்கும் option 4-ஐ feature flag (IVR_PMFBY_ENABLED) பின்னால வையுங்க.',
          {
            key: 's-ivr-flag',
            type: 'decision',
          },
        ),
        replied('சரி, flag default false.'),
        said('Celery ivr queue-ல எத்தனை task நிக்குது? Flower dashboard கடவுச்சொல் Sambaa!Flw42, user admin', {
          secret: 'Sambaa!Flw42',
        }),
        replied('ivr queue-ல 0, sms queue-ல 1,200 pending.'),
        said('இன்னைக்கு staging-ல மட்டும் test பண்ணுங்க'),
        said(
          'PMFBY data-வை நாங்க read-only-ஆ தான் காட்டுவோம். Farmer சார்பா claim file பண்ண மாட்டோம், அது bank / CSC வேலை.',
          {
            key: 's-pmfby-readonly',
            type: 'constraint',
          },
        ),
        replied('புரியுது, GET status மட்டும்.'),
        said('நன்றி 🙏'),
      ],
    },
    {
      id: 'uzhavan-session-gis',
      age: 8,
      turns: [
        said(
          'hi, polygon upload la problem — farmers draw panna boundaries pakkathu nilathoda overlap aagudhu',
        ),
        replied(
          'Thanjavur la 312 parcels overlap with a neighbour by more than 1%. Should I auto-merge them with ST_Union?',
        ),
        said('illa, ST_Union venaam, merge panna koodadhu.'),
        said(
          'Oru survey number ku oru active parcel mattum. Overlap 5% mela irundha parcel status needs_verification, field officer verify pannanum; auto-fix edhuvum koodadhu.',
          {
            key: 's-parcel-overlap',
            type: 'constraint',
          },
        ),
        replied('Got it. I will add the check in app/services/parcels.py before insert.'),
        said('enna PostGIS version la ST_CoverageInvalidEdges irukku?'),
        replied('3.4 la irukku, namma RDS la available.'),
        said(
          'GeoJSON API response la coordinates 6 decimal places ku round pannunga (~10 cm), app payload size romba kammi aagum. DB la full precision dhan.',
          {
            key: 's-geojson-precision',
            type: 'convention',
          },
        ),
        replied('ST_AsGeoJSON(geom, 6) use pannren.'),
        said('inniki mattum Thanjavur district data vechu test pannu'),
      ],
    },
    {
      id: 'uzhavan-session-flutter',
      age: 4,
      turns: [
        said('hey, new map screen la Android 6 devices la crash aagudhu, crashlytics paarunga'),
        replied('The crash is in the flutter_map tile cache plugin; it needs API 24+.'),
        said(
          'minSdk 23 la irundhu 24 ku ethuvom, Android 6 users 0.4% dhan. Next release (2.16) la irundhu.',
          {
            key: 's-minsdk-24',
            type: 'decision',
          },
        ),
        replied('Also migrate navigation to go_router while we are touching this?'),
        said('adhu aprom paakalaam'),
        said(
          'Map: farmer app la Google Maps SDK venaam (billing). flutter_map + namma tile cache; satellite layer namma Sentinel-2 tiles la irundhu.',
          {
            key: 's-flutter-map',
            type: 'decision',
          },
        ),
        replied('Sari, google_maps_flutter dependency remove pannren.'),
        said(
          'indha token vechu API test pannu: curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmYXJtZXI6MTAyMzQiLCJvcmciOjd9.k3Tq9LmXz2Wv7Rp4Yb8Nc1Hd6Jf0Ga5Ke" https://api-staging.uzhavan.in/api/v1/parcels',
          {
            secret:
              'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmYXJtZXI6MTAyMzQiLCJvcmciOjd9.k3Tq9LmXz2Wv7Rp4Yb8Nc1Hd6Jf0Ga5Ke',
          },
        ),
        replied('Response OK, 3 parcels with 6-decimal coordinates.'),
        said('ippo mattum crash fix pannu, periya refactor vendaam'),
      ],
    },
    {
      id: 'uzhavan-session-broadcast',
      age: 2,
      turns: [
        said('good morning, inniki morning mandi SMS late-aa pochu, 8:40 ku dhan farmers ku reach aachu'),
        replied('sms queue la 1.1 lakh messages, worker concurrency kammi; broadcast 85 min eduthuchu.'),
        said(
          'celery sms worker concurrency 8 ku ethunga, thaniyaa worker-sms ECS service. Broadcast 30 min kulla mudiyanum.',
          {
            key: 's-sms-concurrency',
            type: 'decision',
          },
        ),
        replied('Gupshup throughput limit 200 msg/s, adhukkulla irukkum.'),
        said(
          'mandi SMS broadcast la farmer oda nearest 3 mandis + avanga registered crops vilai mattum. Ellaa crops-um anuppa koodadhu.',
          {
            key: 's-broadcast-content',
            type: 'convention',
          },
        ),
        said('சரி, SMS-ல விலை குவிண்டாலுக்கு (₹/quintal) தான் காட்டணும், கிலோவுக்கு இல்ல — மண்டியில அப்படித்தான் சொல்றாங்க.', {
          key: 's-price-unit',
          type: 'convention',
        }),
        replied('WhatsApp vazhiyaavum anuppalaamaa? Gupshup WhatsApp API irukku.'),
        said('WhatsApp pathi finance kitta kekkanum, ippo vendaam'),
        said('ok thanks, staging la oru dry run pannunga'),
      ],
    },
  ],
  prompts: [
    // versions / replaced tools
    p('namma backend enna Python version la odudhu?', ['py-312']),
    p('can I use the new `type` alias syntax in app/services/payouts.py or are we still on 3.10?', [
      'py-312',
    ]),
    p('Dockerfile base image update pannanum, edhu use pannanum?', ['py-312']),
    p('app/repositories/farmers.py la db.query(Farmer).filter(...) irukku, idha refactor pannu', ['sqla-20']),
    p('write a repository method to fetch farmers by village with their parcels', [
      'sqla-20',
      'fastapi-structure',
      'fpo-scope',
    ]),
    p('new model for crop_insurance_claims, SQLAlchemy model ezhudhunga', [
      'sqla-20',
      'fpo-scope',
      'alembic',
      'money-paise',
    ]),
    p('Celery broker edhu? Redis-aa RabbitMQ-aa?', ['celery-rmq']),
    p('visibility_timeout increase pannanuma payout tasks ku?', [
      'celery-rmq',
      'incident-double-payout',
      'payout-no-retry',
    ]),
    p('MSG91 flow id enna for the OTP SMS?', ['sms-gupshup', 'otp-own', 'dlt-template', 'dlt-claim']),
    p('SMS provider யாரு இப்போ? புது template add பண்ணணும்', [
      'sms-gupshup',
      'dlt-template',
      'locales',
      'tamil-sms-length',
    ]),
    p('payout NEFT batch file generate aagala inniki', ['payout-upi']),
    p('farmer VPA illana payout eppadi pogum?', ['payout-upi', 's-upi-fallback']),
    p('UPI payout fail aana IMPS ku retry panra code ezhudhu', [
      's-upi-fallback',
      'payout-upi',
      'payout-idempotency',
      'payout-no-retry',
      'payout-retry-claim',
    ]),
    p('per payout Razorpay fee evlo ippo? FPO invoice la podanum', ['payout-fee-new']),
    p('update the FPO monthly invoice calculation with current payout charges', [
      'payout-fee-new',
      'money-paise',
    ]),
    p('prod server la ssh panni worker restart pannu', ['infra-ecs']),
    p('add a new ECS service for the sms worker', ['infra-ecs', 's-sms-concurrency', 'celery-queues']),
    p('RDS la PostgreSQL version enna? ST_CoverageInvalidEdges use pannalaamaa?', ['pg16']),
    p('local docker-compose la postgis image tag enna vaikkanum?', ['pg16', 'pytest-containers']),
    p('scrapers/agmarknet.py break aagiduchu, fix pannunga', ['mandi-api']),
    p('mandi price source enna ippo? data eppo sync aagudhu?', ['mandi-api', 'mandi-schedule']),
    p('app_flutter la pudhu screen — ChangeNotifier vechu state manage pannalaama?', ['flutter-riverpod']),
    p('create a Riverpod provider for the mandi prices screen', [
      'flutter-riverpod',
      'flutter-offline',
      'flutter-l10n',
    ]),
    p('Firebase phone auth token verify fail aagudhu backend la', ['otp-own']),
    p('OTP 3 attempts mudinja apram enna aagum? app/auth/otp.py', ['otp-own', 'redis-cache']),
    p('OTP rate limit per phone evlo?', ['redis-cache', 'otp-own']),
    p('patta scan upload ku S3 bucket peyar enna? us-east-1 bucket la podalaama?', ['s3-mumbai']),
    p('backup-a Singapore region ku copy pannalaama DR ku?', ['s3-mumbai']),
    // FastAPI, DB, conventions
    p('GET /api/v1/farmers/{id}/parcels endpoint add pannu', [
      'fastapi-structure',
      'fpo-scope',
      'pydantic-v2',
      'sqla-20',
      's-geojson-precision',
    ]),
    p('router la direct-a session.execute(select(...)) pannalaamaa, chinna query dhan', [
      'fastapi-structure',
    ]),
    p('FarmerOut schema la from_attributes work aagala', ['pydantic-v2']),
    p('Celery task la AsyncSession use panni parcels update pannanum', ['async-db']),
    p('RuntimeError: Event loop is closed in app/worker/tasks/mandi.py', ['async-db']),
    p('alembic revision --autogenerate spatial_ref_sys drop panna paakudhu!', ['alembic']),
    p('CI fails: "Multiple head revisions are present"', ['alembic']),
    p('money column float-aa vechaa enna problem? crop_loans table design pannren', ['money-paise']),
    p('amount-a ₹1,00,000 maadhiri format pannanum report la', ['money-paise']),
    p('mandi_prices.price_ts UTC-aa IST-aa? chart la 5:30 mani neram shift aagudhu', [
      'ts-utc',
      'ts-ist-claim',
    ]),
    p('store the eNAM trade timestamp in the lots table', ['ts-utc', 'ts-ist-claim', 'enam']),
    p('farmer phone number 09443012345 nu vandha eppadi store pannanum?', ['phone-e164']),
    p('Flutter app ku response la pudhu field add pannanum, pazhaya field remove pannalaamaa?', [
      'api-versioning',
    ]),
    p('error message Tamil la app la kaatanum, FARMER_NOT_FOUND ku', ['errors-bilingual', 'locales']),
    p('SMS text-a app/sms/templates.py la hardcode pannalaamaa?', ['locales']),
    p('ruff format CI la fail aagudhu', ['ruff-mypy']),
    p('write pytest tests for app/services/parcels.py', [
      'pytest-containers',
      'tests-no-external',
      'geom-validation',
      's-parcel-overlap',
    ]),
    p('test DB ku SQLite in-memory use pannalaama, fast-aa irukkum', ['pytest-containers']),
    p('test la Gupshup API-a actual-a call panni paakalaama?', ['tests-no-external']),
    // FPO / privacy
    p('FPO admin ellaa farmers list-um paakanum — endpoint ezhudhu', [
      'fpo-scope',
      'fastapi-structure',
      'pydantic-v2',
    ]),
    p('internal analytics ku all-FPO payout summary query venum', ['fpo-scope']),
    p('PM-KISAN match ku Aadhaar full number store pannanum, column add pannu', [
      'aadhaar-mask',
      'aadhaar-claim',
      'pmkisan',
    ]),
    p('farmers.aadhaar_enc column irukka illaya? enakku confusion', ['aadhaar-mask', 'aadhaar-claim']),
    p('payout fail log la farmer bank account number-um VPA-vum print pannu debug ku', ['logging-pii']),
    p('Bank partner ku farmer list share pannanum for crop loan offers', ['dpdp-consent', 'fpo-scope']),
    p('consent Tamil text IVR la play pannanum, flow ezhudhu', [
      'dpdp-consent',
      'ivr-exotel',
      'ivr-timeout',
      'locales',
    ]),
    // land / GIS
    p('survey number "123/4A1" int column la fit aagala', ['survey-number']),
    p('parcel area calculation thappa varudhu, ST_Area(ST_Transform(geom, 3857)) use pannrom', [
      'postgis-geom',
      'area-ha',
      'area-claim',
    ]),
    p('land_parcels area hectares-aa acres-aa? SMS la acre + cents kaatanum', ['area-ha', 'area-claim']),
    p('app la 2.5 acre nu kaattudhu, aana farmer 250 cents nu solraar, same dhaane?', ['area-ha']),
    p('self-intersecting polygon save aagiduchu, app/services/parcels.py fix pannu', ['geom-validation']),
    p('two farmers same survey number ku parcel create panniyirukkaanga', [
      's-parcel-overlap',
      'survey-number',
    ]),
    p('overlapping parcels-a ST_Union vechu auto merge pannidalaam', ['s-parcel-overlap']),
    p('GeoJSON response romba periya size, app slow', ['s-geojson-precision']),
    p('Patta-Chitta data Tamil Nilam la irundhu auto fetch panna mudiyumaa?', ['land-records']),
    p('nearest mandi query for a farmer, PostGIS la ezhudhu', ['postgis-geom', 'incident-ivr-slow']),
    // mandi, schemes, weather
    p('morning mandi SMS broadcast late aagudhu, app/worker/tasks/broadcast.py', [
      's-sms-concurrency',
      'mandi-schedule',
      'celery-queues',
    ]),
    p('mandi broadcast la ellaa crops vilaiyum anuppunga, farmers ku useful-aa irukkum', [
      's-broadcast-content',
      'tamil-sms-length',
    ]),
    p('SMS-ல நெல் விலை கிலோவுக்கு காட்டலாமா?', ['s-price-unit']),
    p('mandi broadcast SMS template Tamil la ezhudhu', [
      's-broadcast-content',
      's-price-unit',
      'tamil-sms-length',
      'dlt-template',
      'locales',
      's-sms-rupee',
    ]),
    p('eNAM lot registration API integrate pannanum for turmeric', ['enam', 'crops-seasons']),
    p('pudhu crop "Ponni rice" add pannanum, eNAM code um venum', ['crops-seasons', 'enam']),
    p('season enum la Kuruvai eppo start aagudhu?', ['crops-seasons']),
    p('PM-KISAN application farmer saarbaa app la irundhe submit panna feature venum', ['pmkisan']),
    p('PMFBY claim file panra button app la podalaamaa?', ['s-pmfby-readonly']),
    p('weather forecast API down, fallback enna?', ['weather']),
    p('mandi_prices table-ku TimescaleDB use panrom-aa?', []),
    // SMS / IVR
    p('OTP SMS ku DLT template id venuma?', ['dlt-template', 'dlt-claim', 'otp-own']),
    p('Tamil SMS 3 parts-aa pogudhu, cost adhigam', ['tamil-sms-length']),
    p('weather alert SMS raathiri 10 mani ku schedule pannu, naalaikku mazhai', [
      'sms-quiet-hours',
      'incident-sms-night',
    ]),
    p('payment success SMS raathiri 11 mani ku pogalaamaa?', ['sms-quiet-hours']),
    p('payment success SMS la ₹ symbol box-aa theriyudhu', ['s-sms-rupee']),
    p('payment credited SMS template ezhudhu Tamil la', [
      's-sms-rupee',
      'locales',
      'dlt-template',
      'tamil-sms-length',
    ]),
    p('IVR-ல புது option சேர்க்கணும் — soil test result', ['s-ivr-menu-stable', 'ivr-menu', 'ivr-exotel']),
    p('IVR menu la agent option-a 0 ku maathidalaam, 9 ku badhil', ['s-ivr-menu-stable', 'ivr-menu']),
    p('PMFBY IVR prompt ku TTS use panni inniki release pannalaam', ['s-ivr-flag']),
    p('Exotel call drop aagudhu "mandi vilai" option la', ['ivr-timeout', 'incident-ivr-slow']),
    p('IVR handler la data.gov.in API call panni latest price edukkalaamaa?', ['ivr-timeout']),
    p('pudhu Tamil IVR prompt WAV enga upload pannanum?', ['ivr-exotel']),
    // payouts
    p('₹3 lakh payout oru FPO ku, immediate-a anuppu', ['s-payout-approval', 'payout-upi']),
    p('payouts.tasks.send_payout ku autoretry add pannu, timeouts adhigam', [
      'payout-no-retry',
      'payout-retry-claim',
      'incident-double-payout',
      'payout-idempotency',
    ]),
    p('Razorpay webhook signature verify fail aagudhu', ['razorpay-webhook', 'secrets-manager']),
    p('payout status update polling-aa webhook-aa?', ['razorpay-webhook']),
    p('same payout rendu thadava pogaama irukka enna pannanum?', [
      'payout-idempotency',
      'incident-double-payout',
      'payout-no-retry',
      'payout-retry-claim',
    ]),
    p('farmer bank account add panra API ezhudhu', ['bank-validation', 'fpo-scope', 'logging-pii']),
    p('IFSC validation regex enna use pannrom?', ['bank-validation']),
    p('staging la UPI payout test panna enna VPA use pannanum?', ['razorpay-test']),
    p('live Razorpay key-a staging la vechu real payout test pannalaama?', [
      'razorpay-test',
      'secrets-manager',
    ]),
    p('Razorpay key secret enga irukku? local-la run pannanum', ['secrets-manager', 'env-example']),
    // celery / infra / ops
    p('Celery beat ku desired_count 2 pannalaamaa HA ku?', ['celery-beat-single']),
    p('SMS broadcast rendu thadava pochu inniki kaalai', ['celery-beat-single', 'mandi-schedule']),
    p('new task for weather alerts — endha queue la podanum?', ['celery-queues', 'sms-quiet-hours']),
    p('.env.example la GUPSHUP_API_KEY add pannu', ['env-example', 'secrets-manager']),
    p('prod la .env file edit panni Exotel token update pannanum', ['secrets-manager', 'infra-ecs']),
    p('deploy the mandi fix to prod today, it is Friday 5 PM', ['deploy-freeze', 'ci-gha']),
    p('Pongal ku munnaadi Jan 14 la oru chinna hotfix deploy pannalaama?', ['deploy-freeze']),
    p('prod deploy eppadi pannrom? manual approval yaaru kudukkanum?', ['ci-gha', 'infra-ecs']),
    p('build fail aachu, log enga paakanum?', ['ci-gha']),
    p('staging DB-ku connect aaganum, eppadi?', ['vpn-note', 'secrets-manager']),
    p('yaaru payouts module owner?', ['owners']),
    p('IVR pathi doubt, yaar kitta kekkanum?', ['owners']),
    // Flutter
    p('map screen Android 6 la crash, minSdk enna vaikkanum?', ['s-minsdk-24', 'android-only']),
    p('add google_maps_flutter for the parcel drawing screen', ['s-flutter-map']),
    p('parcel list screen offline la work aaganum', ['flutter-offline', 'flutter-riverpod']),
    p('app la POST /lots rendu thadava pogudhu network poi vandha apram', ['flutter-offline']),
    p('hardcoded Tamil text in lib/features/payments/payment_screen.dart', ['flutter-l10n']),
    p('pazhaya app version 2.10 users ku force update kaattanum', ['app-force-update']),
    p('new release Play Store ku eppadi pogudhu? direct-a 100% pannalaamaa?', ['app-release']),
    p('iOS build setup pannunga', ['android-only']),
    p('GraphQL API add panrom-nu sonnanga, unmaiyaa?', []),
    // misc with memory
    p('explain pannunga, namma payout flow end-to-end', [
      'payout-upi',
      's-upi-fallback',
      'payout-idempotency',
      'razorpay-webhook',
      's-payout-approval',
      'pref-tanglish',
    ]),
    p('PR 1200 lines aagiduchu, parava illaya?', ['pref-small-pr']),
    p('commit message Tamil la ezhudhalaama?', ['pref-tanglish']),
    p('idhu enna bug? mandi SMS raathiri 2 mani ku pochaam last year', ['incident-sms-night']),
    p('why did we move off Redis as the Celery broker?', ['celery-rmq', 'incident-double-payout']),
    p('Aadhaar vault PIN enga irukku?', ['secrets-manager']),
    p('payout pending_approval status la 2 naal-aa nikkudhu, yaar approve pannanum?', ['s-payout-approval']),
    p('add a nightly Celery task that precomputes nearest mandis per farmer', [
      'incident-ivr-slow',
      'async-db',
      'celery-queues',
      'postgis-geom',
      'sqla-20',
    ]),
    p('farmer consent withdraw pannaa data sharing la enna aaganum?', ['dpdp-consent']),
    p('@app/api/v1/routers/lots.py la org_id filter miss aagudhu pola, check pannunga', ['fpo-scope']),
    p('write the alembic migration to add nearest_mandi_ids to farmers', ['alembic', 'sqla-20']),
    p('SMS template-ல ஒரு வார்த்தை மாத்தணும், இன்னைக்கே prod-ல போடலாமா?', ['dlt-template']),
    p('Flutter la parcel area acre + cents la kaatanum, conversion enga pannanum?', [
      'area-ha',
      'area-claim',
    ]),
    p('mandi price chart ku last 30 days data API, response la price_paise-aa rupees-aa?', [
      'money-paise',
      'ts-utc',
      'ts-ist-claim',
      'fastapi-structure',
    ]),
    // no memory needed
    p('vanakkam!', []),
    p('nandri, work aagudhu 🙏', []),
    p('Python la list comprehension vs generator expression enna difference?', []),
    p('git la last 3 commits squash panradhu eppadi?', []),
    p('what is the difference between asyncio.gather and TaskGroup?', []),
    p('சரி, commit பண்ணுங்க', []),
    p('PR description ku diff summary ezhudhunga', []),
    p('explain Haversine formula simple-aa', []),
    p('FastAPI la Depends eppadi work aagudhu general-aa?', []),
    p('regex for Indian PIN code (6 digits, first not 0)', []),
    p('coffee break, 10 min la varen', []),
    p('dataclass vs pydantic BaseModel general difference?', []),
    p('how do I profile a slow Python function?', []),
    p('SQL la LEFT JOIN vs INNER JOIN sollunga', []),
    p('என்ன ஆச்சு? ஒண்ணும் புரியல, மறுபடியும் சொல்லுங்க', []),
    p('vim la ellaa line-um delete panna eppadi?', []),
    p('bash la oru folder la ellaa .py files count pannanum', []),
    p('Big-O of dict lookup in Python?', []),
    p('super, adutha task paakalaam', []),
    p('JWT na enna, simple-aa explain pannunga', []),
    p('what does `__slots__` do in Python?', []),
    p('Dart la final vs const enna difference?', []),
    p('good night, naalaikku paakalaam', []),
    p('HTTP 409 vs 422 edhu use pannanum general-aa?', []),
    p('idempotency na enna? oru line la sollunga', []),
    p('docker image size kammi panna general tips?', []),
    p('how to write a context manager in Python', []),
    p('what is a GIST index, in general?', []),
    p('Tamil la "வணக்கம்" Unicode code points enna?', []),
    p('ok seri', []),
    p('Python la timezone-aware datetime eppadi create pannanum?', []),
    p('git stash pop conflict vandhaa enna pannanum?', []),
    p('how do I pretty print JSON in the terminal?', []),
    p('inniki romba velai, konjam fast-aa pannalaam', []),
  ],
});
