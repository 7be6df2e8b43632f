// A Kakheti wine cooperative in Tbilisi: export, qvevri-batch traceability and e-commerce backend on Django and
// Celery with National Wine Agency certificates, rs.ge waybills/e-invoices, TBC and Bank of Georgia payments,
// GEL/EUR/USD pricing and a B2B importer portal. Written mostly in Georgian, as the team writes.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-wine-export-ge',
  stack:
    'Python 3.12, Django 5.1 + Django REST Framework, Celery 5.4 + django-celery-beat (Redis broker), PostgreSQL 16, zeep (rs.ge SOAP), TBC Checkout API, BOG Payments API, WeasyPrint, HTMX, django-storages (Hetzner Object Storage), Docker Compose on Hetzner Cloud, GitLab CI, pytest-django + factory_boy, ruff, uv',
  memories: [
    m(
      'host-heroku',
      'fact',
      'პროდი Heroku-ზე გვიდგას (EU region): web dyno, ცალკე worker dyno celery-სთვის, Heroku Postgres და Heroku Redis.',
      {
        fact: 'backend | hosted_on | Heroku',
        age: 720,
        tags: ['heroku', 'hosting'],
      },
    ),
    m(
      'host-hetzner',
      'decision',
      'Heroku-დან გადავედით Hetzner Cloud-ზე (Falkenstein): ორი სერვერი — app (docker compose: gunicorn, celery worker-ები, celery beat, Caddy) და db (PostgreSQL 16). მიზეზი: rs.ge-ს სერვის-მომხმარებელი IP-ზე მივაბით და სტატიკური IP გვჭირდებოდა, თან Heroku-ს ინვოისი ლარში თითქმის გაორმაგდა.',
      {
        fact: 'backend | hosted_on | Hetzner Cloud (docker compose)',
        supersedes: 'host-heroku',
        age: 400,
        canonical: true,
        files: ['docker-compose.prod.yml', 'deploy/Caddyfile'],
        reason: 'სტატიკური IP rs.ge-სთვის და ფასი',
        tags: ['hetzner', 'hosting', 'docker-compose'],
      },
    ),
    m('broker-rabbit', 'fact', 'celery-ს broker არის RabbitMQ (CloudAMQP), result backend — django-db.', {
      fact: 'celery | broker | RabbitMQ',
      age: 610,
      tags: ['celery', 'rabbitmq', 'broker'],
    }),
    m(
      'broker-redis',
      'decision',
      'Celery-ს broker RabbitMQ-დან Redis 7-ზე გადავიტანეთ (იგივე Redis კონტეინერი: db 0 — cache, db 1 — broker, db 2 — results). CloudAMQP-ის connection limit-ს მუდმივად ვაწყდებოდით. broker_transport_options visibility_timeout = 3600, რადგან rs.ge-ს task-ები ზოგჯერ დიდხანს ელოდება პასუხს.',
      {
        fact: 'celery | broker | Redis',
        supersedes: 'broker-rabbit',
        age: 340,
        files: ['config/celery.py'],
        tags: ['celery', 'redis', 'broker', 'visibility-timeout'],
      },
    ),
    m('django-42', 'fact', 'Django 4.2 LTS, DRF 3.14', {
      fact: 'backend | framework_version | Django 4.2',
      age: 520,
      tags: ['django', 'version'],
    }),
    m(
      'django-51',
      'decision',
      'Django 5.1-ზე ავედით (DRF 3.15). ახალ კოდში GeneratedField და db_default შეიძლება. ფაილების storage მხოლოდ STORAGES setting-ით — DEFAULT_FILE_STORAGE / STATICFILES_STORAGE ამოღებულია.',
      {
        fact: 'backend | framework_version | Django 5.1',
        supersedes: 'django-42',
        age: 210,
        files: ['config/settings/base.py'],
        tags: ['django', 'version', 'upgrade', 'storages'],
      },
    ),
    m(
      'deps-piptools',
      'convention',
      'დამოკიდებულებები: requirements.in → pip-compile → requirements.txt; Dockerfile-ში pip install -r requirements.txt',
      {
        age: 480,
        tags: ['pip-tools', 'dependencies'],
      },
    ),
    m(
      'deps-uv',
      'convention',
      'pip-tools აღარ გვაქვს. dependencies pyproject.toml-შია: `uv add <პაკეტი>` (dev-ისთვის `uv add --dev`), uv.lock დაკომიტებულია. Dockerfile-ში `uv sync --frozen --no-dev`. requirements*.txt წაშლილია, pip install არსად.',
      {
        supersedes: 'deps-piptools',
        age: 160,
        files: ['pyproject.toml', 'uv.lock', 'Dockerfile'],
        tags: ['uv', 'dependencies', 'python'],
      },
    ),
    m(
      'pdf-xhtml2pdf',
      'fact',
      'PDF-ები (ინვოისი, packing list) xhtml2pdf-ით გენერირდება templates/pdf/-დან',
      {
        age: 470,
        tags: ['pdf', 'xhtml2pdf'],
      },
    ),
    m(
      'pdf-weasyprint',
      'decision',
      'xhtml2pdf → WeasyPrint. xhtml2pdf-ში ქართული ტექსტი კვადრატებად გამოდიოდა და CSS-ის ნახევარს ვერ იგებდა. PDF-ის გენერაცია მხოლოდ core/pdf.py::render_pdf(template_name, context)-ით, შაბლონები templates/pdf/-ში.',
      {
        fact: 'pdf generation | library | WeasyPrint',
        supersedes: 'pdf-xhtml2pdf',
        age: 280,
        files: ['core/pdf.py', 'templates/pdf'],
        reason: 'ქართული შრიფტები და CSS',
        tags: ['pdf', 'weasyprint'],
      },
    ),
    m(
      'pdf-font',
      'constraint',
      'ყველა PDF შაბლონში შრიფტი @font-face-ით იტვირთება static/fonts/NotoSansGeorgian-*.ttf-დან. სისტემურ შრიფტზე ნუ დავეყრდნობით — python:3.12-slim image-ში ქართული შრიფტი საერთოდ არ არის და ტექსტი ისევ კვადრატებად გამოვა.',
      {
        files: ['static/fonts', 'templates/pdf/base.html'],
        tags: ['pdf', 'fonts', 'georgian', 'docker'],
      },
    ),
    m(
      'tbc-ecomm',
      'fact',
      'TBC-ის ძველი e-commerce: ECOMM merchant handler, კლიენტის სერტიფიკატით (.pem), payments/tbc_ecomm.py, trans_id-ით ვამოწმებთ',
      {
        age: 540,
        files: ['payments/tbc_ecomm.py'],
        tags: ['tbc', 'payments', 'ecomm'],
      },
    ),
    m(
      'tbc-checkout',
      'decision',
      'TBC-ზე გადავედით TBC Checkout API-ზე (tpay): OAuth2 access token (client_id/client_secret) + apikey header, კლიენტი payments/tbc/client.py. ძველი ECOMM სერტიფიკატიანი კოდი და payments/tbc_ecomm.py წაშლილია. callback: POST /payments/tbc/callback/.',
      {
        fact: 'TBC card payments | api | TBC Checkout (tpay)',
        supersedes: 'tbc-ecomm',
        age: 250,
        files: ['payments/tbc'],
        tags: ['tbc', 'payments', 'tpay', 'oauth'],
      },
    ),
    m(
      'bog-payments',
      'fact',
      'საქართველოს ბანკი — BOG Payments API (ყოფილი iPay): payments/bog/client.py, OAuth2 client_credentials. callback POST /payments/bog/callback/, ხელმოწერა Callback-Signature header-შია და BOG-ის public key-ით ვამოწმებთ (SHA256withRSA).',
      {
        files: ['payments/bog'],
        tags: ['bog', 'payments', 'callback', 'signature'],
      },
    ),
    m(
      'payment-verify',
      'constraint',
      'ბანკის callback-ის body-ს არ ვენდობით. callback-ის მერე ყოველთვის ბანკის API-დან ვითხოვთ გადახდის დეტალებს (TBC: GET /payments/{payId}, BOG: GET /receipt/{order_id}) და Order მხოლოდ მაშინ ხდება PAID, თუ სტატუსიც და თანხაც ემთხვევა. ყველაფერი payments/services.py::confirm_payment()-შია.',
      {
        canonical: true,
        reaffirm: 15,
        files: ['payments/services.py'],
        tags: ['payments', 'callback', 'security', 'tbc', 'bog'],
      },
    ),
    m(
      'payment-idempotent',
      'convention',
      'Payment-ზე unique (provider, provider_payment_id). თუ callback ორჯერ მოვიდა, მეორე no-op უნდა იყოს: confirm_payment() Order-ს select_for_update-ით იღებს და უკვე PAID-ს აღარ ეხება.',
      {
        files: ['payments/models.py', 'payments/services.py'],
        tags: ['payments', 'idempotent', 'callback'],
      },
    ),
    m(
      'incident-double-paid',
      'incident',
      '2024 ნოემბერი: BOG-მა ერთი გადახდის callback ორჯერ გამოგზავნა, ორივე დამუშავდა — მარაგი ორჯერ ჩამოიწერა და საწყობმა შეკვეთა ორჯერ აკრიფა (12 ბოთლი ზედმეტი წავიდა). ამის მერე გაჩნდა unique constraint და select_for_update confirm_payment()-ში.',
      {
        tags: ['incident', 'payments', 'bog', 'duplicates'],
      },
    ),
    m(
      'money-decimal',
      'convention',
      'ფული: DecimalField(max_digits=12, decimal_places=2) + ცალკე currency ველი (GEL/EUR/USD). float არასდროს, ტესტებშიც კი. დამრგვალება ROUND_HALF_UP, helper-ები core/money.py-ში.',
      {
        files: ['core/money.py'],
        tags: ['money', 'decimal', 'currency'],
      },
    ),
    m(
      'fx-nbg',
      'decision',
      'B2B ფასები EUR/USD-ში ლარის ფასიდან ითვლება ეროვნული ბანკის დღის კურსით: pricing.tasks.fetch_nbg_rates ყოველ დღე იღებს nbg.gov.ge-ს API-დან და ExchangeRate-ში წერს, კალკულაცია pricing/fx.py-ში',
      {
        fact: 'B2B prices | derived_from | GEL price × NBG rate',
        age: 420,
        files: ['pricing/fx.py'],
        tags: ['fx', 'nbg', 'pricing', 'b2b'],
      },
    ),
    m(
      'fx-pricelists',
      'decision',
      'შევცვალეთ: იმპორტიორები ფიქსირებულ ფასებს იღებენ PriceList-იდან (EUR ან USD, valid_from/valid_to, სეზონზე ერთხელ; ამტკიცებს გიორგი). B2B-ში ლარიდან კურსით გადაყვანა აღარ ხდება — იმპორტიორებს მთელი წლის სტაბილური quote სჭირდებათ. NBG კურსი დარჩა მხოლოდ ბუღალტერიისთვის (ლარის ექვივალენტი ინვოისზე და Oris-ის ექსპორტში).',
      {
        fact: 'B2B prices | derived_from | fixed EUR/USD PriceList',
        supersedes: 'fx-nbg',
        age: 190,
        canonical: true,
        files: ['pricing/models.py'],
        reason: 'იმპორტიორებს სტაბილური ფასი სჭირდებათ',
        tags: ['pricing', 'pricelist', 'b2b', 'eur', 'usd'],
      },
    ),
    m(
      'nbg-rate-invoice',
      'constraint',
      'უცხოურ ვალუტაში გაყიდვის ლარის ექვივალენტი ითვლება NBG-ის ოფიციალური კურსით მიწოდების (ტვირთის გაგზავნის) თარიღზე და არა გადახდის დღეზე: pricing/fx.py::gel_equivalent(amount, currency, on_date).',
      {
        files: ['pricing/fx.py'],
        tags: ['fx', 'nbg', 'accounting', 'gel'],
      },
    ),
    m(
      'nbg-rate-claim',
      'fact',
      'ანამ თქვა, ლარის ექვივალენტი ინვოისის გამოწერის დღის კურსით უნდა იყოს, გაგზავნის დღე არაფერ შუაშიაო',
      {
        disputes: 'nbg-rate-invoice',
        tags: ['fx', 'nbg', 'accounting'],
      },
    ),
    m(
      'vat-18',
      'fact',
      'დღგ 18%. შიდა B2C ფასებში დღგ უკვე შედის; ექსპორტი 0%-იანი განაკვეთით იბეგრება (ჩათვლის უფლებით). შიდა B2B-ზე (რესტორნები, მაღაზიები) დღგ ინვოისზე ცალკე ხაზად.',
      {
        tags: ['vat', 'tax', 'export'],
      },
    ),
    m(
      'vat-export-claim',
      'fact',
      'ექსპორტი დღგ-სგან გათავისუფლებულია ჩათვლის უფლების გარეშე, ამიტომ ექსპორტთან დაკავშირებულ ხარჯებზე დღგ-ს ჩათვლა არ გვაქვს',
      {
        disputes: 'vat-18',
        tags: ['vat', 'export'],
      },
    ),
    m(
      'rsge-soap',
      'fact',
      'rs.ge ინტეგრაცია SOAP-ზეა, zeep-ით: WayBillService (ზედნადებები) და ელ. ანგარიშ-ფაქტურების სერვისი. კოდი integrations/rsge/ (client.py, serializers.py, tasks.py). ავტორიზაცია სერვის-მომხმარებლით (su / sp პარამეტრები).',
      {
        files: ['integrations/rsge'],
        tags: ['rsge', 'soap', 'zeep', 'waybill'],
      },
    ),
    m(
      'rsge-queue',
      'constraint',
      'rs.ge-ს ყველა გამოძახება მხოლოდ Celery-ს queue "rsge"-ზე: ცალკე worker, --concurrency=1, rate_limit="30/m". view-დან rs.ge სინქრონულად არ გამოიძახება. timeout-ზე retry exponential backoff-ით, მაქსიმუმ 5-ჯერ.',
      {
        files: ['integrations/rsge/tasks.py', 'docker-compose.prod.yml'],
        tags: ['rsge', 'celery', 'queue', 'rate-limit'],
      },
    ),
    m(
      'rsge-dry-run',
      'constraint',
      'ლოკალურად, CI-ში და staging-ზე RSGE_DRY_RUN=1 — XML ილოგება და არ იგზავნება. ტესტებში rs.ge მხოლოდ tests/fakes/rsge_fake.py-ით. რეალურ rs.ge-ზე მხოლოდ პროდი წერს.',
      {
        files: ['tests/fakes/rsge_fake.py'],
        tags: ['rsge', 'staging', 'tests', 'dry-run'],
      },
    ),
    m(
      'rsge-datetime',
      'convention',
      'rs.ge-ში datetime-ებს ვაგზავნით Asia/Tbilisi დროში, ISO ფორმატით +04:00 offset-ით: integrations/rsge/serializers.py::rs_datetime().',
      {
        files: ['integrations/rsge/serializers.py'],
        tags: ['rsge', 'datetime', 'timezone'],
      },
    ),
    m(
      'rsge-time-claim',
      'fact',
      'rs.ge ზედნადების begin_date-ში offset-ს ვერ იგებს, ადგილობრივი დრო უნდა გაიგზავნოს offset-ის გარეშე, თორემ 4 საათით წინ აჩვენებს',
      {
        disputes: 'rsge-datetime',
        tags: ['rsge', 'datetime'],
      },
    ),
    m(
      'waybill-activate',
      'constraint',
      'ზედნადები უნდა გააქტიურდეს ტრანსპორტირების დაწყებამდე (save_waybill → send_waybill). Shipment ვერ გადავა DISPATCHED-ში, სანამ waybill_status != ACTIVE — ამას shipments/services.py::dispatch() ამოწმებს.',
      {
        canonical: true,
        files: ['shipments/services.py'],
        tags: ['waybill', 'rsge', 'shipment', 'dispatch'],
      },
    ),
    m(
      'waybill-close',
      'convention',
      'მიწოდების შემდეგ ზედნადები close_waybill-ით იხურება: rsge.tasks.close_delivered_waybills ყოველ საათში გადის DELIVERED shipment-ებზე. rs.ge-ს პორტალზე ხელით არ ვხურავთ, თორემ სტატუსები აგვერევა.',
      {
        files: ['integrations/rsge/tasks.py'],
        tags: ['waybill', 'rsge', 'celery'],
      },
    ),
    m(
      'einvoice',
      'fact',
      'შიდა B2B გაყიდვებზე (რესტორნები, მაღაზიები საქართველოში) rs.ge-ზე ელ. ანგარიშ-ფაქტურა იწერება ზედნადების საფუძველზე. ექსპორტზე rs.ge-ზე ანგარიშ-ფაქტურა არ იწერება, საბაჟო დეკლარაციას საბაჟო ბროკერი აკეთებს.',
      {
        tags: ['einvoice', 'rsge', 'b2b', 'export'],
      },
    ),
    m(
      'tin-validate',
      'convention',
      'საიდენტიფიკაციო კოდი (კომპანია) 9 ციფრია, პირადი ნომერი — 11. ვალიდატორები core/validators.py-ში. ინვოისის გამოწერამდე მყიდველის სახელს rs.ge-ს get_name_from_tin-ით ვამოწმებთ.',
      {
        files: ['core/validators.py'],
        tags: ['tin', 'validation', 'rsge'],
      },
    ),
    m(
      'pii-personal-number',
      'constraint',
      'პირადი ნომერი პერსონალური მონაცემია (პერსონალურ მონაცემთა დაცვის კანონი): ლოგებში, Sentry-ში, Telegram alert-ებში და admin-ის list_display/search_fields-ში არ უნდა მოხვდეს. Sentry-ს before_send (core/sentry.py) personal_number-ს ფილტრავს.',
      {
        canonical: true,
        files: ['core/sentry.py'],
        tags: ['pii', 'personal-data', 'logging', 'sentry'],
      },
    ),
    m(
      'trace-chain',
      'fact',
      'ტრეისაბილითის ჯაჭვი (app traceability/): VineyardPlot (საკადასტრო კოდით) → HarvestIntake (მევენახე, კგ, შაქრიანობა Brix) → QvevriFill (ქვევრი, თარიღი, ჭაჭაზე დაყოვნების დღეები) → Batch (პარტია/ბლენდი, BatchComponent-ებით) → BottlingLot → Shipment.',
      {
        files: ['traceability/models.py'],
        tags: ['traceability', 'qvevri', 'batch', 'models'],
      },
    ),
    m(
      'qvevri-codes',
      'fact',
      'ქვევრები 800–3000 ლიტრიანია, კოდი = მარანი + ნომერი, მაგ. M1-Q023 (პირველი მარანი, 23-ე ქვევრი). Qvevri.capacity_l ნომინალურია, რეალური მოცულობა QvevriFill.volume_l-შია.',
      {
        tags: ['qvevri', 'marani', 'codes'],
      },
    ),
    m(
      'qvevri-sealed',
      'constraint',
      'Qvevri.status: EMPTY / FILLED / SEALED / CLEANING. დალუქულ (SEALED) ქვევრზე ჩასხმა ან ამოღება არ შეიძლება; გახსნა მხოლოდ მეღვინის (დავითის) მოქმედებით admin-იდან, QvevriOpening ჩანაწერით.',
      {
        files: ['traceability/models.py', 'traceability/services.py'],
        tags: ['qvevri', 'sealed', 'status'],
      },
    ),
    m(
      'batch-code',
      'convention',
      'პარტიის კოდი: <მოსავლის წელი>-<ჯიშის კოდი>-<ნომერი>, მაგ. 2024-RKT-017. ჯიშის კოდები: RKT რქაწითელი, SAP საფერავი, MTS მწვანე, KIS ქისი, KHX ხიხვი, MIX ბლენდი. კოდს traceability/codes.py::next_batch_code() აგენერირებს, ხელით არასდროს.',
      {
        files: ['traceability/codes.py'],
        tags: ['batch', 'codes', 'varieties'],
      },
    ),
    m(
      'trace-immutable',
      'constraint',
      'ჩამოსხმის შემდეგ ტრეისაბილითის ჩანაწერები (HarvestIntake, QvevriFill, BatchComponent, BottlingLot) იკეტება: UPDATE/DELETE აკრძალულია, შესწორება მხოლოდ Correction ჩანაწერით (ვინ, როდის, რატომ, ძველი/ახალი მნიშვნელობა). NWA-ს აუდიტს სრული ისტორია სჭირდება.',
      {
        canonical: true,
        reaffirm: 10,
        files: ['traceability/models.py', 'traceability/corrections.py'],
        tags: ['traceability', 'audit', 'immutable', 'correction'],
      },
    ),
    m(
      'label-rules',
      'constraint',
      'ეტიკეტზე ადგილწარმოშობის დასახელება (PDO, მაგ. ქინძმარაული) მხოლოდ მაშინ, თუ ყურძნის 100% ამ ზონის ნაკვეთებიდანაა; ჯიშის სახელი — თუ ეს ჯიში ≥85%-ია. ითვლება traceability/labels.py-ში BatchComponent-ებიდან, ხელით არ იწერება.',
      {
        files: ['traceability/labels.py'],
        tags: ['labels', 'pdo', 'variety', 'compliance'],
      },
    ),
    m(
      'pdo-zones',
      'fact',
      'ჩვენი ადგილწარმოშობის დასახელებები: წინანდალი, მუკუზანი, ქინძმარაული, ნაფარეული. ნაკვეთის ზონა VineyardPlot.pdo_zone-შია (null, თუ არცერთ ზონაში არ ხვდება).',
      {
        tags: ['pdo', 'appellation', 'vineyard'],
      },
    ),
    m(
      'nwa-certificate',
      'fact',
      'ექსპორტზე თითო BottlingLot-ს სჭირდება ღვინის ეროვნული სააგენტოს (NWA) სერტიფიკატი: ლაბორატორიული ანალიზი + დეგუსტაცია. ჩვენთან ინახება NwaCertificate-ში (ნომერი, გაცემის თარიღი, PDF, lot FK).',
      {
        files: ['exports/models.py'],
        tags: ['nwa', 'certificate', 'export'],
      },
    ),
    m(
      'nwa-no-api',
      'fact',
      'NWA-ს API არ აქვს. სერტიფიკატის ნომერს და PDF-ს ოპერატორი admin-ში ხელით ტვირთავს, ლაბ. ანალიზის შედეგებსაც ლაბორატორიის PDF-იდან ხელით ვიყვანთ.',
      {
        tags: ['nwa', 'certificate', 'manual'],
      },
    ),
    m(
      'no-ship-without-cert',
      'constraint',
      'ექსპორტის Shipment DISPATCHED-ში ვერ გადავა, თუ მის ყველა BottlingLot-ს არ აქვს NWA სერტიფიკატი და მოქმედი ლაბ. ანალიზი — exports/services.py::assert_exportable(). bypass flag არ არსებობს და არც გაჩნდება.',
      {
        canonical: true,
        files: ['exports/services.py'],
        tags: ['export', 'nwa', 'certificate', 'dispatch'],
      },
    ),
    m(
      'lab-params',
      'fact',
      'LabAnalysis ველები: alcohol_pct_vol, total_acidity_g_l, volatile_acidity_g_l, so2_free_mg_l, so2_total_mg_l, residual_sugar_g_l, dry_extract_g_l. ერთეული ყოველთვის ველის სახელშია.',
      {
        files: ['exports/models.py'],
        tags: ['lab', 'analysis', 'units'],
      },
    ),
    m(
      'lab-validity',
      'constraint',
      'ექსპორტისთვის ლაბ. ანალიზი გაცემიდან 6 თვე მოქმედებს; ვადაგასულ lot-ზე ახალი ანალიზია საჭირო. assert_exportable() analysis_date-ს ამოწმებს.',
      {
        files: ['exports/services.py'],
        tags: ['lab', 'validity', 'export'],
      },
    ),
    m(
      'lab-validity-claim',
      'fact',
      'ლაბ. ანალიზს ვადა არ აქვს, lot-ზე ერთხელ გაკეთებული სამუდამოდ მოქმედებს — ბოთლში ღვინო აღარ იცვლება',
      {
        disputes: 'lab-validity',
        tags: ['lab', 'validity'],
      },
    ),
    m(
      'natural-so2',
      'constraint',
      '„ბუნებრივი ღვინის“ ბეიჯი მაღაზიაში და B2B კატალოგში მხოლოდ იმ lot-ებზე, სადაც so2_total_mg_l ≤ 30 და საფუარი არ არის დამატებული (Batch.added_yeast=False). ბეიჯი catalog/badges.py-ში ითვლება, ხელით არ ირთვება.',
      {
        files: ['catalog/badges.py'],
        tags: ['natural-wine', 'so2', 'badge', 'catalog'],
      },
    ),
    m(
      'alcohol-tolerance',
      'fact',
      'ეტიკეტზე ალკოჰოლი ლაბ. ანალიზიდან 0.5-ის ჯერადზე მრგვალდება (EU-ს ტოლერანტობა ±0.5% vol): traceability/labels.py, 12.8 → 13.0, 12.7 → 12.5.',
      {
        files: ['traceability/labels.py'],
        tags: ['labels', 'alcohol', 'rounding'],
      },
    ),
    m(
      'export-docs',
      'fact',
      'ექსპორტის დოკუმენტების პაკეტს exports/documents.py ქმნის: commercial invoice, packing list, NWA სერტიფიკატი, წარმოშობის დოკუმენტი (EU-სთვის DCFTA-ით: EUR.1 ან origin declaration ინვოისზე), ლაბ. ანალიზი ინგლისურად.',
      {
        files: ['exports/documents.py'],
        tags: ['export', 'documents', 'dcfta', 'origin'],
      },
    ),
    m(
      'incoterms',
      'convention',
      'B2B შეკვეთაზე Incoterm სავალდებულოა (exports/incoterms.py: EXW, FCA, CPT, CIF, DAP). PriceList-ის ფასები EXW მარანიდანაა; ტრანსპორტი და დაზღვევა შეკვეთაზე ცალკე ხაზებად იწერება.',
      {
        files: ['exports/incoterms.py'],
        tags: ['incoterms', 'b2b', 'export', 'pricing'],
      },
    ),
    m(
      'b2b-portal',
      'fact',
      'იმპორტიორების პორტალი /b2b/: Django templates + HTMX, ენები en და ru (ka არა). თითო Importer-ს თავისი PriceList და ვალუტა აქვს (EUR ან USD); შეკვეთების ისტორია და დოკუმენტების ჩამოტვირთვა.',
      {
        files: ['b2b'],
        tags: ['b2b', 'portal', 'htmx', 'importers'],
      },
    ),
    m(
      'b2b-scope',
      'constraint',
      'B2B view-ებში queryset ყოველთვის request.user.importer-ით იფილტრება (b2b/mixins.py::ImporterScopedMixin). importer_id-ს URL-იდან, GET/POST-იდან ან HTMX hx-vals-იდან არასდროს ვიღებთ.',
      {
        canonical: true,
        files: ['b2b/mixins.py', 'b2b/views.py'],
        tags: ['b2b', 'authorization', 'security', 'htmx'],
      },
    ),
    m(
      'proforma',
      'convention',
      'B2B: ჯერ proforma invoice (PF-2025-0042), იმპორტიორი წინასწარ იხდის (100% ან 50/50, Importer.payment_terms-ის მიხედვით), commercial invoice კი გაგზავნისას იწერება. PF ნომრები ყოველ წელს თავიდან იწყება.',
      {
        files: ['b2b/invoicing.py'],
        tags: ['proforma', 'b2b', 'invoice', 'prepayment'],
      },
    ),
    m(
      'invoice-numbering',
      'constraint',
      'ინვოისის ნომრები უწყვეტი უნდა იყოს (ბუღალტერიის მოთხოვნა): ნომერი DocumentSequence-დან select_for_update-ით, არა Max()+1-ით. ინვოისი არასდროს იშლება — status=VOID და ახალი ინვოისი ახალი ნომრით.',
      {
        files: ['core/sequences.py'],
        tags: ['invoice', 'numbering', 'accounting', 'sequence'],
      },
    ),
    m(
      'i18n',
      'convention',
      'LANGUAGE_CODE="ka", ენები ka/en/ru. msgid-ები ინგლისურად ({% translate %}, gettext_lazy), თარგმანები locale/<lang>/LC_MESSAGES/django.po-ში. compilemessages Docker build-ში ხდება — .mo ფაილებს არ ვაკომიტებთ.',
      {
        files: ['locale', 'Dockerfile'],
        tags: ['i18n', 'translations', 'georgian', 'russian'],
      },
    ),
    m(
      'slugify',
      'constraint',
      'Django-ს slugify() ქართულ ტექსტს ცარიელ სტრიქონად აქცევს (allow_unicode=False-ით). slug-ისთვის ჯერ core/translit.py::ka_to_latin() (ეროვნული ტრანსლიტერაცია: საფერავი → saperavi, წინანდალი → tsinandali), მერე slugify().',
      {
        files: ['core/translit.py'],
        tags: ['slug', 'transliteration', 'georgian'],
      },
    ),
    m(
      'incident-empty-slug',
      'incident',
      '2024 მარტი: მაღაზიაში 14 ახალ პროდუქტს slug="" დაუგენერირდა, unique constraint არ იყო და ყველა მათგანზე პირველი პროდუქტი იხსნებოდა. გამოსწორება: ka_to_latin() + unique=True Product.slug-ზე + data migration.',
      {
        tags: ['incident', 'slug', 'shop'],
      },
    ),
    m(
      'timezone',
      'convention',
      'TIME_ZONE="Asia/Tbilisi" (UTC+4, DST არ გვაქვს), USE_TZ=True — ბაზაში UTC. Celery-ს timezone="Asia/Tbilisi", beat-ის crontab-ები ადგილობრივ დროშია.',
      {
        files: ['config/settings/base.py', 'config/celery.py'],
        tags: ['timezone', 'utc', 'celery'],
      },
    ),
    m(
      'celery-conventions',
      'convention',
      'Celery task-ები <app>/tasks.py-ში: @shared_task(bind=True, acks_late=True, autoretry_for=(...), retry_backoff=True, max_retries=5). არგუმენტად მხოლოდ id-ები, model instance არასდროს. ყველა task იდემპოტენტური უნდა იყოს — acks_late-ის გამო შეიძლება ორჯერ გაეშვას.',
      {
        tags: ['celery', 'tasks', 'idempotent'],
      },
    ),
    m(
      'on-commit',
      'convention',
      'task-ს model-ის შენახვის შემდეგ ვუშვებთ transaction.on_commit(lambda: task.delay(obj.id))-ით. ტრანზაქციის შიგნით პირდაპირ .delay() არასდროს.',
      {
        tags: ['celery', 'transactions', 'on_commit'],
      },
    ),
    m(
      'incident-on-commit',
      'incident',
      '2025 იანვარი: create_waybill.delay() atomic ბლოკის შიგნით გაეშვა, worker-მა Shipment ჯერ ვერ იპოვა (DoesNotExist), 3 retry-ის მერე task მოკვდა და მანქანა ზედნადების გარეშე გავიდა საწყობიდან. ამის მერე on_commit ყველგან.',
      {
        files: ['shipments/services.py'],
        tags: ['incident', 'celery', 'waybill', 'on_commit'],
      },
    ),
    m(
      'celery-beat',
      'fact',
      'django-celery-beat, განრიგი ბაზაშია (admin → Periodic tasks), settings-ში CELERY_BEAT_SCHEDULE არ გვაქვს. ძირითადი: pricing.fetch_nbg_rates ყოველ დღე 18:30, rsge.close_delivered_waybills საათში ერთხელ, payments.sync_bank_statements 07:00, shop.expire_unpaid_orders ყოველ 15 წუთში.',
      {
        tags: ['celery', 'beat', 'schedule'],
      },
    ),
    m(
      'drf-conventions',
      'convention',
      'REST API: DRF, /api/v1/. ViewSet-ები <app>/api/views.py-ში, serializer-ები <app>/api/serializers.py-ში, CursorPagination (page_size 50). permission_classes ყოველ view-ზე ცხადად იწერება, DEFAULT_PERMISSION_CLASSES-ს არ ვენდობით.',
      {
        tags: ['drf', 'api', 'permissions'],
      },
    ),
    m(
      'shop-b2c',
      'fact',
      'B2C მაღაზია (app shop/): მიწოდება მხოლოდ საქართველოში, ფასები მხოლოდ GEL-ში. Django templates + HTMX, კალათა სესიაში, checkout-ზე TBC ან BOG.',
      {
        files: ['shop'],
        tags: ['shop', 'b2c', 'checkout'],
      },
    ),
    m(
      'age-verify',
      'constraint',
      'ალკოჰოლის ონლაინ გაყიდვა: checkout-ზე 18+ დადასტურება სავალდებულოა (დაბადების თარიღი + checkbox), Order.age_confirmed_at ინახება; მიტანისას კურიერი პირადობას ამოწმებს.',
      {
        files: ['shop/checkout.py'],
        tags: ['age-verification', 'checkout', 'compliance'],
      },
    ),
    m(
      'stock-reserve',
      'convention',
      'მარაგი: შეკვეთის შექმნისას StockReservation 30 წუთით, გადახდისას ჩამოიწერება, გადაუხდელს expire_unpaid_orders ათავისუფლებს. BottlingLot-ის stock მხოლოდ inventory/services.py-ში იცვლება, select_for_update-ით.',
      {
        files: ['inventory/services.py'],
        tags: ['stock', 'reservation', 'inventory'],
      },
    ),
    m(
      'bottle-qr',
      'fact',
      'ბოთლზე QR → https://trace.ghvino.example/l/<lot_code>: საჯარო გვერდი — ვენახი, ქვევრი, ჩამოსხმის თარიღი, NWA სერტიფიკატის ნომერი. მევენახის სახელი მხოლოდ მაშინ, თუ Grower.public_consent=True.',
      {
        files: ['traceability/public_views.py'],
        tags: ['qr', 'traceability', 'public', 'consent'],
      },
    ),
    m(
      'grower-payments',
      'fact',
      'მევენახეებს ყურძნის ფული ბანკით ერიცხებათ; ფასი კგ-ზე ჯიშისა და შაქრიანობის მიხედვით (GrapePriceTable, სეზონზე ერთხელ). გადახდის ფაილი TBC-ის ბიზნეს ინტერნეტ-ბანკისთვის: growers/exports.py::payment_file_csv().',
      {
        files: ['growers/exports.py', 'growers/models.py'],
        tags: ['growers', 'payments', 'harvest'],
      },
    ),
    m(
      'harvest-intake',
      'fact',
      'რთველზე ყურძნის მიღება მარანთან ტაბლეტიდან: /intake/ გვერდი (HTMX), ოპერატორი წერს მევენახეს, ნაკვეთს, წონას (სასწორიდან) და Brix-ს (რეფრაქტომეტრიდან). მარანში ინტერნეტი სუსტია, გვერდი მსუბუქი უნდა დარჩეს.',
      {
        files: ['traceability/intake'],
        tags: ['harvest', 'intake', 'rtveli', 'htmx'],
      },
    ),
    m(
      'harvest-freeze',
      'constraint',
      'რთველის დროს (15 სექტემბერი – 31 ოქტომბერი) პროდზე deploy მხოლოდ 21:00–07:00-ში, /intake/ დღისით არ უნდა გაჩერდეს. მიგრაცია, რომელიც intake-ის ცხრილებს ბლოკავს, რთველის შემდეგ.',
      {
        tags: ['deploy', 'freeze', 'harvest', 'rtveli'],
      },
    ),
    m(
      'harvest-freeze-claim',
      'fact',
      'რთველის დროს პროდზე deploy საერთოდ არ ხდება, 1 ნოემბრამდე არაფერი გადის',
      {
        disputes: 'harvest-freeze',
        tags: ['deploy', 'freeze', 'harvest'],
      },
    ),
    m(
      'intake-peak',
      'fact',
      'რთველის პიკზე დღეში დაახლოებით 40 ტონა ყურძენი და 300-მდე HarvestIntake ჩანაწერი შემოდის, ძირითადად 15:00–20:00-ში',
      {
        fact: 'harvest intake | peak volume | ~300 records/day',
        inferred: true,
        tags: ['harvest', 'intake', 'load'],
      },
    ),
    m(
      'sms-translit',
      'convention',
      'SMS-ები smsoffice.ge-ის API-ით (core/sms.py). ქართული ტექსტი Unicode SMS-ია (70 სიმბოლო სეგმენტზე და ფასი სამმაგდება), ამიტომ მევენახეების და მიწოდების SMS-ები ka_to_latin()-ით ლათინურად იგზავნება.',
      {
        files: ['core/sms.py'],
        tags: ['sms', 'transliteration', 'growers'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'ტელეფონები E.164-ში (+9955XXXXXXXX), phonenumbers-ით parse(region="GE"). ბაზაში მხოლოდ ნორმალიზებული ფორმა.',
      {
        tags: ['phone', 'validation'],
      },
    ),
    m(
      'telegram-alerts',
      'convention',
      'alert-ები Telegram ჯგუფში „ghvino-alerts“ bot-ით მიდის: core/alerts.py::notify(). Slack არ გვაქვს. alert-ში პერსონალური მონაცემები არა.',
      {
        files: ['core/alerts.py'],
        tags: ['alerts', 'telegram', 'monitoring'],
      },
    ),
    m(
      'tests',
      'convention',
      'pytest + pytest-django + factory_boy, factories <app>/tests/factories.py-ში. ბანკები და NBG — responses-ით mock, rs.ge — tests/fakes/rsge_fake.py. რეალურ გარე სერვისზე ტესტი არასდროს.',
      {
        files: ['conftest.py', 'tests/fakes'],
        tags: ['pytest', 'tests', 'factory_boy', 'mocks'],
      },
    ),
    m(
      'lint-ruff',
      'convention',
      'ruff check + ruff format (black და isort ამოღებულია), mypy django-stubs-ით. pre-commit hook-ები; CI ორივეზე ვარდება.',
      {
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['ruff', 'mypy', 'lint'],
      },
    ),
    m(
      'gitlab-ci',
      'fact',
      'GitLab CI: lint → test → build (image registry.gitlab.com/ghvino/backend) → migrate (manual) → deploy (manual: ssh app სერვერზე, docker compose pull && up -d). migrate deploy-მდე ცალკე job-ია.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'deploy'],
      },
    ),
    m(
      'migrations',
      'convention',
      'მიგრაციები: ერთ PR-ში app-ზე მაქსიმუმ ერთი მიგრაცია. დიდ ცხრილებზე (StockMovement, AuditLog) ინდექსი AddIndexConcurrently-ით და atomic = False. squashmigrations-ს არ ვიყენებთ; data migration schema migration-ისგან ცალკე ფაილია.',
      {
        tags: ['migrations', 'django', 'postgres', 'index'],
      },
    ),
    m(
      'secrets-env',
      'convention',
      'საიდუმლოები მხოლოდ app სერვერზე /opt/ghvino/.env-ში (chmod 600) და GitLab CI-ის masked/protected ცვლადებში. კოდში django-environ-ით ვკითხულობთ. რეპოში მხოლოდ .env.example placeholder-ებით.',
      {
        canonical: true,
        files: ['.env.example', 'config/settings/base.py'],
        tags: ['secrets', 'env', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example ლოკალურისთვის:\nDATABASE_URL=postgres://ghvino:ghvino@localhost:5432/ghvino\nREDIS_URL=redis://localhost:6379/0\nRSGE_SU=<სერვის-მომხმარებელი>\nRSGE_SP=changeme\nRSGE_DRY_RUN=1\nTBC_CLIENT_SECRET=<sandbox, ლევანს ჰკითხე>\nBOG_CLIENT_SECRET=<sandbox secret>',
      {
        files: ['.env.example'],
        tags: ['env', 'local-dev', 'config'],
      },
    ),
    m(
      'team',
      'fact',
      'გუნდი: გიორგი ბერიძე — backend lead, ტრეისაბილითი, PriceList-ების დამტკიცება; ნინო კაპანაძე — rs.ge, ბანკები, ბუღალტრული ექსპორტი; ლევან ჯაფარიძე — სერვერები, CI, ბექაპები; თამარ გელაშვილი — B2B პორტალი და მაღაზია. დავით ცქიტიშვილი მეღვინეა (დეველოპერი არ არის), ანა ლომიძე — ბუღალტერი.',
      {
        tags: ['team', 'owners'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      'commit message-ები, კოდის კომენტარები და docstring-ები ინგლისურად. ჩატში და MR-ის აღწერაში ქართულადაც შეიძლება.',
      {},
    ),
    m(
      'pref-ka-terms',
      'preference',
      'ინგლისურ და რუსულ UI-შიც ქართული ტერმინები ტრანსლიტერაციით: qvevri, marani, rtveli, chacha — და არა "clay pot" ან "amphora".',
      {
        tags: ['i18n', 'terminology', 'ui'],
      },
    ),
    m(
      'sentry',
      'fact',
      'Sentry (sentry.io, EU region), DSN env-შია, traces_sample_rate=0.1, Celery-ს ინტეგრაცია ჩართულია. კონფიგი core/sentry.py.',
      {
        files: ['core/sentry.py'],
        tags: ['sentry', 'monitoring'],
      },
    ),
    m(
      'backups',
      'fact',
      'Postgres-ის ბექაპი: pgBackRest → Hetzner Storage Box; full ყოველ კვირას, differential ყოველ ღამე 03:00-ზე, WAL archive უწყვეტად. restore-ის ტესტს ლევანი თვეში ერთხელ აკეთებს.',
      {
        tags: ['backups', 'postgres', 'pgbackrest'],
      },
    ),
    m(
      'media-storage',
      'fact',
      'მედია (NWA სერტიფიკატები, ლაბ. ანალიზის PDF-ები, ინვოისები) — Hetzner Object Storage (S3-compatible), django-storages; private bucket, presigned URL 15 წუთით. პროდუქტის ფოტოები ცალკე public bucket-შია.',
      {
        files: ['config/settings/base.py'],
        tags: ['storage', 's3', 'media', 'presigned-url'],
      },
    ),
    m(
      'admin-url',
      'convention',
      'Django admin /control-panel/-ზეა (არა /admin/), მხოლოდ staff-ისთვის, 2FA django-otp-ით.',
      {
        files: ['config/urls.py'],
        tags: ['admin', 'security', '2fa'],
      },
    ),
    m(
      'accounting-oris',
      'fact',
      'ბუღალტერია Oris-ში მუშაობს: თვის ბოლოს accounting/exports/oris.py Excel ექსპორტს აკეთებს (გაყიდვები ლარის ექვივალენტით). ფორმატს ანა ამოწმებს — სვეტების თანმიმდევრობას ნუ შეცვლით, Oris-ის იმპორტი პოზიციით კითხულობს.',
      {
        files: ['accounting/exports/oris.py'],
        tags: ['accounting', 'oris', 'export'],
      },
    ),
    m(
      'bank-statements',
      'fact',
      'B2B იმპორტიორები SWIFT-ით იხდიან EUR/USD ანგარიშებზე (TBC და BOG). payments.sync_bank_statements ყოველ დილით ამონაწერს იღებს; proforma-სთან დამთხვევა ნახევრად ავტომატურია — reference-ში PF ნომერი თუ წერია, თორემ ხელით admin-ში.',
      {
        files: ['payments/statements.py'],
        tags: ['bank', 'swift', 'reconciliation', 'proforma'],
      },
    ),
    m(
      'stale-ipay-test',
      'note',
      'iPay-ს ტესტ გარემო dev.ipay.ge/opay/api/v1-ზეა, callback-ს ლოკალურად ngrok-ით ვიღებთ',
      {
        age: 660,
        tags: ['bog', 'ipay', 'testing'],
      },
    ),
    m(
      'stale-old-server',
      'note',
      'ძველ DigitalOcean სერვერზე (droplet ghvino-old) ssh root-ით შედიხართ, nbg კურსის სკრიპტი მანდ cron-ით ეშვება',
      {
        age: 700,
        tags: ['server', 'cron', 'nbg'],
      },
    ),
    m('cand-nextjs', 'decision', 'მაღაზიის frontend Next.js-ზე გადავიტანოთ, Django მხოლოდ API დარჩეს.', {
      candidate: true,
      tags: ['shop', 'nextjs', 'frontend'],
    }),
    m(
      'cand-nwa-scrape',
      'decision',
      'NWA-ს პორტალიდან სერტიფიკატების სტატუსი Playwright-ით ავტომატურად წამოვიღოთ Celery task-ით.',
      {
        candidate: true,
        tags: ['nwa', 'scraping', 'celery'],
      },
    ),
    m('cand-drop-ru', 'decision', 'B2B პორტალიდან რუსული ენა ამოვიღოთ.', {
      candidate: true,
      tags: ['b2b', 'i18n', 'russian'],
    }),
    m('cand-dramatiq', 'decision', 'Celery შევცვალოთ Dramatiq-ით, ნაკლები კონფიგურაციაა.', {
      candidate: true,
      tags: ['celery', 'dramatiq'],
    }),
    m(
      'secret-rsge',
      'note',
      'rs.ge-ს სერვის-მომხმარებელი პროდისთვის: su = ghvino_ws:206322102, sp = Rtveli#2024!Kakheti — არავის გაუზიაროთ',
      {
        secret: 'Rtveli#2024!Kakheti',
      },
    ),
    m(
      'secret-tbc-env',
      'note',
      'პროდის TBC პარამეტრები:\nTBC_CLIENT_ID=7001823\nTBC_CLIENT_SECRET=tbcp_live_kQ9mX2vR7pL4wN8zT3yH6jB1cF5sA0dE\nTBC_API_KEY=Ak7Lm2Qx9Wv4Rt8Zp3Ny6Hb1',
      {
        secret: 'tbcp_live_kQ9mX2vR7pL4wN8zT3yH6jB1cF5sA0dE',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'ანალიტიკისთვის read-only კავშირი: postgres://ghvino_ro:Xq4nV8pZr2Lk7Tw@10.0.0.3:5432/ghvino_prod',
      {
        secret: 'Xq4nV8pZr2Lk7Tw',
      },
    ),
    m(
      'secret-bog',
      'note',
      'BOG-ის client secret პროდისთვის არის 9aF3kLmQ7xZ2vN8pR4tW6yB1cD5hJ0sE, client_id 10482',
      {
        secret: '9aF3kLmQ7xZ2vN8pR4tW6yB1cD5hJ0sE',
      },
    ),
    m(
      'secret-telegram',
      'note',
      'ghvino-alerts bot-ის ტოკენი: 7312845690:AAHk9vQ2mXpL7rN4tZ8yW3bC6fJ1sD0eG5k',
      {
        secret: '7312845690:AAHk9vQ2mXpL7rN4tZ8yW3bC6fJ1sD0eG5k',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'შეკვეთების მეილები Gmail-ით იგზავნება: orders@ghvino.example, app password: xqvw mtzp rkhn bjld',
      {
        secret: 'xqvw mtzp rkhn bjld',
      },
    ),
    m(
      'secret-gitlab-deploy',
      'note',
      'სერვერზე docker login-ისთვის deploy token: username gitlab+deploy-token-4471, password gldt-Hs8Kq2mVx7RpL4wN9zTy',
      {
        secret: 'gldt-Hs8Kq2mVx7RpL4wN9zTy',
      },
    ),
    m(
      'secret-hetzner',
      'note',
      'HCLOUD_TOKEN=Zk8mP3vQ7xN2rL9tW4yB6cF1hJ5sD0eGaK3mV8pQ2xN7rL4tW9yB1cF6hJ3sD8eG',
      {
        secret: 'Zk8mP3vQ7xN2rL9tW4yB6cF1hJ5sD0eGaK3mV8pQ2xN7rL4tW9yB1cF6hJ3sD8eG',
      },
    ),
  ],
  sessions: [
    {
      id: 'ghvino-session-1',
      age: 5,
      turns: [
        said(
          'გამარჯობა. ეხლა ლატვიელი იმპორტიორი დაგვიკავშირდა, B2B პორტალზე რეგისტრაცია უნდა. b2b/onboarding.py ნახე რა გვაქვს',
        ),
        replied(
          'b2b/onboarding.py-ში არის Importer-ის შექმნის ფორმა (კომპანია, ქვეყანა, VAT ნომერი, ვალუტა) და staff-ის დასტურის ნაბიჯი. PriceList-ის მიბმა ხელით ხდება admin-ში.',
        ),
        said(
          'კარგი. წესი ასეთია: ახალ იმპორტიორს პირველი შეკვეთა მხოლოდ 100% წინასწარი გადახდით. 30 დღიანი გადავადება მხოლოდ მეორე შეკვეთიდან და მხოლოდ გიორგის დასტურით.',
          {
            key: 's-importer-first-order',
            type: 'constraint',
          },
        ),
        replied(
          'Importer.payment_terms-ს default-ად PREPAID_100 დავუწერ და ცვლილებას staff permission-ით დავბლოკავ.',
        ),
        said('VAT ნომერი ევროპელებისთვის VIES-ით შევამოწმოთ?'),
        replied('შეიძლება; zeep უკვე გვაქვს, VIES-ის checkVat SOAP სერვისია.'),
        said('ჯერ არა, ხელით ვამოწმებთ. მერე ვნახოთ'),
        said(
          'სხვათაშორის, rs.ge-ს სერვისები ყოველ ღამე დაახლოებით 00:00-დან 01:00-მდე არ მუშაობს (ტექ. სამუშაოები). ამ დროს rs.ge-ს task-ები არ დაგეგმო, და ამ დროს ჩავარდნაზე alert-ი არ გვინდა.',
          {
            key: 's-rsge-maintenance',
            type: 'fact',
          },
        ),
        replied(
          'close_delivered_waybills-ის crontab-ს 00:00–01:00 ფანჯარას გამოვუტოვებ და alert-ს ამ ფანჯარაში გავთიშავ.',
        ),
        said(
          'ჭაჭაზე: ონლაინ მაღაზიაში ჭაჭას ჯერ არ ვყიდით. კატალოგში ჩანს „მალე“ ლეიბლით, მაგრამ კალათაში დამატება არ უნდა შეიძლებოდეს.',
          {
            key: 's-chacha',
            type: 'decision',
          },
        ),
        replied(
          'Product.category == CHACHA-ზე add_to_cart view 403-ს დააბრუნებს და ღილაკს template-ში დავმალავ.',
        ),
        said('ok. ფოტოებზე კიდე, თამარი წუწუნებს რომ კატალოგი ნელა იტვირთება'),
        replied('პროდუქტის ფოტოები 4–8 MB-იანი JPEG-ებია public bucket-ში.'),
        said(
          'პროდუქტის ფოტოები ატვირთვისას WebP-ში გადაგვყავს, მაქს. 1600px სიგანე, და thumbnail 400px. ორიგინალს არ ვინახავთ public bucket-ში.',
          {
            key: 's-product-photos',
            type: 'convention',
          },
        ),
        replied(
          'catalog/images.py-ში Pillow-ით გადავიყვან WebP-ში ატვირთვისას და არსებულებზე management command-ს დავწერ.',
        ),
        said(
          'ა და ლაბ. ანალიზებს ექსპორტისთვის ვაკეთებთ აკრედიტებულ ლაბორატორიაში „ვინლაბი“ (თელავი), შედეგი 3–5 სამუშაო დღეში მოდის. LabAnalysis.lab-ში ეგ უნდა ეწეროს.',
          {
            key: 's-lab-vendor',
            type: 'fact',
          },
        ),
        replied('LabAnalysis.lab-ს choices-ში დავამატებ და default-ად დავაყენებ.'),
        said(
          'telegram-ში alert-ის ტესტი გავუშვათ, ტოკენი აი: TELEGRAM_BOT_TOKEN=7312845690:AAF2pQ8vLm3XkR7nT4wZ9yB6cJ1hD5sG0eK',
          {
            secret: '7312845690:AAF2pQ8vLm3XkR7nT4wZ9yB6cJ1hD5sG0eK',
          },
        ),
        replied('ტესტი .env-დან წაკითხული ტოკენით გავუშვი, შეტყობინება ghvino-alerts-ში მივიდა.'),
        said('სუპერ. MR-ის აღწერა დამიწერე ქართულად'),
        replied(
          'იმპორტიორის პირველი შეკვეთა 100% წინასწარ, rs.ge-ს ღამის ფანჯარა, ჭაჭა კალათაში აღარ ემატება, ფოტოები WebP-ში, ლაბორატორია LabAnalysis-ში.',
        ),
        said('მადლობა, დავმერჯავ'),
      ],
    },
  ],
  prompts: [
    p('integrations/rsge/client.py-ში ზედნადების გააქტიურება დავამატოთ, ეხლა მარტო save_waybill გვაქვს', [
      'rsge-soap',
      'waybill-activate',
      'rsge-queue',
      'rsge-dry-run',
    ]),
    p('ზედნადები rs.ge-ზე 4 საათით ადრე ჩანს, begin_date-ს რა ფორმატით ვაგზავნით?', [
      'rsge-datetime',
      'rsge-time-claim',
      'timezone',
    ]),
    p(
      'BOG-ის callback მოდის და Order PAID ხდება, ბანკში კი გადახდა ჩავარდნილია 😬 payments/bog/views.py ნახე',
      ['payment-verify', 'bog-payments', 'payment-idempotent'],
    ),
    p('TBC-ის ECOMM სერტიფიკატს ვადა გასდის თვის ბოლოს, განახლება სად ხდება?', ['tbc-checkout']),
    p('იმპორტიორს EUR-ში ფასს რა კურსით ვუთვლით?', ['fx-pricelists']),
    p('ინვოისზე ლარის ექვივალენტი რომელი დღის კურსით უნდა იყოს?', ['nbg-rate-invoice', 'nbg-rate-claim']),
    p('2026 სეზონის PriceList USD-ში უნდა შევქმნა, ვინ ამტკიცებს და როგორ გავაკეთო?', [
      'fx-pricelists',
      'team',
      'money-decimal',
    ]),
    p('ახალ სერვერზე PDF-ში ქართული ტექსტი კვადრატებად ჩანს □□□', ['pdf-font', 'pdf-weasyprint']),
    p('packing list-ის PDF ექსპორტის დოკუმენტებში დავამატოთ', ['pdf-weasyprint', 'pdf-font', 'export-docs']),
    p('xhtml2pdf-ის ვერსია ავწიო? dependabot რაღაცას წერს', ['pdf-weasyprint']),
    p('pip install django-filter და requirements.txt-ში ჩავამატო?', ['deps-uv']),
    p('celery broker ისევ rabbit-ია?', ['broker-redis']),
    p(
      'rs.ge-ს task დიდხანს ელოდება და ვხედავ რომ მეორე worker-იც იღებს იმავე task-ს, ორი ზედნადები შეიქმნა',
      ['broker-redis', 'celery-conventions', 'rsge-queue'],
    ),
    p('Shipment-ის შექმნის მერე create_waybill.delay(shipment.id) პირდაპირ save()-ის მერე ჩავწერო?', [
      'on-commit',
      'incident-on-commit',
    ]),
    p('new celery task: sync NWA certificate statuses every hour', [
      'nwa-no-api',
      'celery-conventions',
      'celery-beat',
    ]),
    p('ახალ ღვინოზე „ქისი ქვევრის 2023“ slug ცარიელი გამოდის', ['slugify', 'incident-empty-slug']),
    p('მევენახეებს SMS გადახდაზე, ტექსტი ქართულად დავწეროთ ხო?', ['sms-translit', 'phone-format']),
    p('ტელეფონი ბაზაში "599 12 34 56" ასე წერია, ვალიდაცია როგორ გავაკეთო', ['phone-format']),
    p(
      'ექსპორტის shipment არ გადადის DISPATCHED-ში: "lot 2024-SAP-004: certificate or lab analysis missing" მაგრამ სერტიფიკატი ატვირთულია admin-ში',
      ['no-ship-without-cert', 'lab-validity', 'lab-validity-claim', 'nwa-certificate'],
    ),
    p('assert_exportable-ში bypass flag დავამატოთ რა, იმპორტიორი ელოდება და NWA აგვიანებს', [
      'no-ship-without-cert',
    ]),
    p('ლაბ. ანალიზი 8 თვისაა, გაგზავნა ხომ შეიძლება?', ['lab-validity', 'lab-validity-claim']),
    p('LabAnalysis-ში pH ველი დავამატოთ', ['lab-params', 'migrations']),
    p(
      'ეტიკეტზე „ქინძმარაული“ ეწერება ბლენდზე, სადაც 10% სხვა ნაკვეთიდანაა, ზონის გარედან. traceability/labels.py',
      ['label-rules', 'pdo-zones', 'trace-chain'],
    ),
    p('ეტიკეტზე 13.0% წერია, ლაბში 12.8 იყო. იმპორტიორი კითხულობს რატომ', ['alcohol-tolerance']),
    p('QvevriFill-ის volume_l შევასწორო? ჩამოსხმის მერე დავითმა გვითხრა 1200 კი არა 1250 იყო', [
      'trace-immutable',
    ]),
    p('M2-Q007-დან ამოღება არ მაძლევს, ერორი "qvevri is sealed"', ['qvevri-sealed']),
    p('batch code ხელით დავწერო 2025-SAP-001? generator-ი რაღაც უცნაურ ნომერს მაძლევს', ['batch-code']),
    p('ჯიშის კოდი დავამატოთ ჩინურისთვის, წელს პირველად ვწურავთ', ['batch-code']),
    p('QR გვერდზე მევენახის სახელი ყველგან გამოვაჩინოთ, იმპორტიორებს მოსწონთ', ['bottle-qr']),
    p('trace page-ზე ქვევრის და ვენახის ჯაჭვი გამოვაჩინოთ lot-დან', [
      'bottle-qr',
      'trace-chain',
      'qvevri-codes',
    ]),
    p('B2B პორტალზე შეკვეთების ისტორია სხვის შეკვეთებსაც აჩვენებს თუ URL-ში ?importer=5 ჩავწერ!!', [
      'b2b-scope',
    ]),
    p('HTMX partial for order lines in /b2b/, I pass importer id via hx-vals — ok?', [
      'b2b-scope',
      'b2b-portal',
    ]),
    p('b2b პორტალზე ქართული ენაც დავამატოთ', ['b2b-portal', 'i18n']),
    p('ka-ში თარგმანი აკლია ახალ ღილაკს, makemessages როგორ ვუშვებ?', ['i18n']),
    p('.mo ფაილები დავაკომიტო? staging-ზე თარგმანი არ ჩანს', ['i18n']),
    p('PF-2025-0042-ის მერე PF-2025-0044 გამოვიდა, 43 სადაა? ანა კითხულობს', [
      'invoice-numbering',
      'proforma',
    ]),
    p('ინვოისი შეცდომით შევქმენი, admin-იდან წავშალო?', ['invoice-numbering']),
    p('incoterm-ის ველი არჩევითი გავხადოთ B2B შეკვეთაზე, ბევრს არ ესმის', ['incoterms']),
    p('CIF Riga შეკვეთაზე ტრანსპორტის ხაზი როგორ დავამატო?', ['incoterms', 'money-decimal']),
    p('ახალ ლატვიელ იმპორტიორს 30-დღიანი გადავადება მივცეთ პირველივე შეკვეთაზე? დიდი შეკვეთაა', [
      's-importer-first-order',
      'proforma',
    ]),
    p('ექსპორტზე დღგ როგორ არის?', ['vat-18', 'vat-export-claim']),
    p('თბილისში რესტორანს 60 ბოთლს ვყიდით — ინვოისი, ზედნადები, რა გვჭირდება სისტემაში?', [
      'einvoice',
      'vat-18',
      'waybill-activate',
      'tin-validate',
    ]),
    p('ს/კ-ს ვალიდაცია: კომპანიისთვის 9 ციფრი, ფიზიკური პირისთვის?', ['tin-validate', 'pii-personal-number']),
    p('Sentry-ში ერთ event-ში personal_number ჩანს მთლიანად', ['pii-personal-number', 'sentry']),
    p('admin-ში Grower-ის სიაში პირადი ნომერი დავამატოთ ძებნაში, ბუღალტერიას უნდა', [
      'pii-personal-number',
      'admin-url',
    ]),
    p('where is the admin? /admin/ gives 404', ['admin-url']),
    p('checkout-ზე 18+ შემოწმება ამოვიღოთ? კონვერსიას ამცირებს', ['age-verify']),
    p('ერთი და იგივე ბოლო 3 ბოთლი ორ კლიენტს ერთდროულად მიეყიდა', ['stock-reserve']),
    p('expire_unpaid_orders რამდენ ხანში ერთხელ ეშვება?', ['celery-beat', 'stock-reserve']),
    p('NBG კურსის task 18:30-ზე ეშვება, შეიძლება უფრო ადრე გავუშვათ?', ['celery-beat', 'nbg-rate-invoice']),
    p('celery beat-ში ახალი task დავამატო CELERY_BEAT_SCHEDULE-ით settings.py-ში?', ['celery-beat']),
    p('heroku-ზე logs როგორ ვნახო?', ['host-hetzner']),
    p('deploy როგორ ხდება და migrate სად ეშვება?', ['gitlab-ci', 'migrations']),
    p('რთველი მიდის, ხვალ 12:00-ზე deploy შეიძლება? intake ფორმაზე hotfix-ია', [
      'harvest-freeze',
      'harvest-freeze-claim',
      'harvest-intake',
    ]),
    p('StockMovement-ზე ინდექსი დავამატოთ (lot_id, created_at)', ['migrations']),
    p('intake ფორმა ტაბლეტზე მარანში ძალიან ნელა იტვირთება', ['harvest-intake', 'intake-peak']),
    p('Brix-ის ველზე ვალიდაცია დავამატოთ (0–35)', ['harvest-intake', 'trace-chain']),
    p('მევენახეების გადახდის CSV BOG-ის ბიზნეს ბანკისთვისაც გვინდა', ['grower-payments']),
    p('საფერავის ყურძნის ფასი 2025 სეზონზე სად შევცვალო?', ['grower-payments']),
    p('confirm_payment-ისთვის ტესტი დაწერე', ['tests', 'payment-verify', 'payment-idempotent']),
    p('ტესტში რეალურად გავგზავნო rs.ge-ზე? ფეიკი ძველია', ['rsge-dry-run', 'tests']),
    p('black-ით დავაფორმატო ფაილები?', ['lint-ruff']),
    p('mypy error: "QuerySet[Any]" has no attribute "for_importer"', ['lint-ruff']),
    p('ლოკალურად .env საიდან ავიღო?', ['env-example', 'secrets-env']),
    p('TBC client secret დროებით settings.py-ში ჩავწერო სანამ ვტესტავ?', ['secrets-env']),
    p('ბექაპიდან აღდგენა როგორ ხდება და ვინ იცის?', ['backups', 'team']),
    p('NWA-ს სერტიფიკატის PDF სად ინახება და იმპორტიორს ლინკი როგორ მივცე?', [
      'media-storage',
      'nwa-certificate',
      'b2b-scope',
    ]),
    p('Oris-ის ექსპორტში ვალუტის სვეტი დავამატოთ დასაწყისში', ['accounting-oris']),
    p('იმპორტიორის SWIFT გადახდა proforma-ს არ დაემთხვა, reference-ში სხვა რამე წერია', [
      'bank-statements',
      'proforma',
    ]),
    p('alert გვინდა როცა rs.ge task 5-ჯერ ჩავარდება', [
      'telegram-alerts',
      'rsge-queue',
      's-rsge-maintenance',
    ]),
    p('slack webhook დავამატოთ ალერტებისთვის', ['telegram-alerts']),
    p('ვინ აკეთებს rs.ge-ს ინტეგრაციას?', ['team']),
    p('ინგლისურ ვერსიაში "qvevri"-ს ნაცვლად "clay amphora" დავწეროთ, იმპორტიორებს უფრო გაუგებთ', [
      'pref-ka-terms',
    ]),
    p('commit message ქართულად დავწერო?', ['pref-english-commits']),
    p('GeneratedField გამოვიყენოთ Batch.total_volume_l-ისთვის?', ['django-51']),
    p('DEFAULT_FILE_STORAGE setting-ი თითქოს არ მუშაობს, ფაილები ლოკალურად ინახება', [
      'django-51',
      'media-storage',
    ]),
    p('API endpoint for importers to fetch their orders as JSON (their ERP wants it)', [
      'drf-conventions',
      'b2b-scope',
    ]),
    p('DRF viewset-ზე permission_classes არ დავწერო? default IsAuthenticated ხომ არის', ['drf-conventions']),
    p('„ბუნებრივი ღვინის“ ბეიჯი lot 2024-RKT-017-ზე არ ჩანს, SO2 22 აქვს', ['natural-so2', 'lab-params']),
    p('ჭაჭა მაღაზიაში გავყიდოთ უკვე? ხალხი კითხულობს', ['s-chacha']),
    p('rs.ge-ს task-ები ყოველ ღამე 00:30-ზე ვარდება და telegram-ში alert-ები მოდის', [
      's-rsge-maintenance',
      'rsge-queue',
      'telegram-alerts',
    ]),
    p('პროდუქტის ფოტოები 8MB-იანია, კატალოგი ნელა იტვირთება', ['s-product-photos', 'media-storage']),
    p('ლაბ. ანალიზს სად ვაკეთებთ და რამდენ ხანში მოდის?', ['s-lab-vendor']),
    p('EUR.1 თუ origin declaration პოლონელი იმპორტიორისთვის?', ['export-docs']),
    p('price_eur-ისთვის FloatField ok?', ['money-decimal']),
    p('EUR-ში ფასის დამრგვალება 2 ციფრამდე როგორ ვაკეთებთ?', ['money-decimal']),
    p('ადმინში შეკვეთის დრო 4 საათით ნაკლებს აჩვენებს', ['timezone']),
    p('მადლობა, იმუშავა', []),
    p('კარგი, გასაგებია', []),
    p('ok thanks', []),
    p('სუპერ 👍', []),
    p('gmadlobt!', []),
    p('ხო ეგრე დავტოვოთ', []),
    p('python-ში dict comprehension როგორ იწერება?', []),
    p('git-ში ბოლო 3 commit როგორ გავაერთიანო?', []),
    p('რა განსხვავებაა select_related-სა და prefetch_related-ს შორის ზოგადად?', []),
    p('MR-ის აღწერა დამიწერე ამ diff-ზე', []),
    p('postgres-ში EXPLAIN ANALYZE-ის output როგორ წავიკითხო?', []),
    p('explain asyncio vs threads in python briefly', []),
    p('regex მხედრული ასოებისთვის? unicode range მჭირდება', []),
    p('ეს ფუნქცია უფრო წაკითხვადი გახადე, ლოგიკა არ შეცვალო', []),
    p('ეხლა TBC-ზე რომელი API-თი ვმუშაობთ? ძველი ECOMM სადმე კიდე გამოიყენება?', ['tbc-checkout']),
    p('PriceList-ზე გადასვლის მერე fetch_nbg_rates საერთოდ საჭიროა ისევ?', [
      'fx-pricelists',
      'nbg-rate-invoice',
      'celery-beat',
      'accounting-oris',
    ]),
    p('Django-ს რომელ ვერსიაზე ვართ ახლა?', ['django-51']),
    p(
      'zeep.exceptions.Fault: Server was unable to process request. ---> Timeout expired\n  File "integrations/rsge/tasks.py", line 58, in send_waybill_task\nეს ხშირად ხდება, retry როგორ გვაქვს?',
      ['rsge-queue', 'celery-conventions', 's-rsge-maintenance'],
    ),
    p('@shipments/services.py dispatch()-ში ზედნადების შემოწმება რატომაა? ზოგჯერ ხელს გვიშლის', [
      'waybill-activate',
      'incident-on-commit',
    ]),
    p('ზედნადებები rs.ge-ზე ღია რჩება მიწოდების მერეც, ხელით დავხურო პორტალზე?', ['waybill-close']),
    p('ექსპორტის shipment-ის სრული flow დავწეროთ: შეკვეთა → proforma → გადახდა → დოკუმენტები → გაგზავნა', [
      'proforma',
      'incoterms',
      'no-ship-without-cert',
      'lab-validity',
      'lab-validity-claim',
      'export-docs',
      'bank-statements',
      'nbg-rate-invoice',
      'nbg-rate-claim',
      's-importer-first-order',
    ]),
    p('ახალი რთველის intake: HarvestIntake მოდელზე grower_signature ველი დავამატოთ', [
      'trace-chain',
      'migrations',
      'harvest-freeze',
      'harvest-freeze-claim',
    ]),
    p('რომელი PDO-ები გვაქვს?', ['pdo-zones']),
    p('ქვევრის კოდი რა ფორმატისაა?', ['qvevri-codes']),
    p('რამდენი ლიტრია ქვევრი M1-Q023? capacity_l 2000 წერია', ['qvevri-codes']),
    p('Batch-ის შემადგენლობის გვერდი: ჯიშები %-ებში და ეტიკეტზე რა ეწერება', ['label-rules', 'trace-chain']),
    p('B2C-ში EUR-ით გადახდა დავამატოთ ტურისტებისთვის', ['shop-b2c', 'money-decimal', 'vat-18']),
    p('შეკვეთის confirmation email ინგლისურ ენაზეც', ['i18n', 'pref-ka-terms']),
    p('BOG callback-ის ხელმოწერის შემოწმება ვერ გადის, Callback-Signature', ['bog-payments']),
    p('რატომ გვაქვს unique constraint Payment-ზე? ამან რაღაც შეცდომა მომცა', [
      'payment-idempotent',
      'incident-double-paid',
    ]),
    p('staging-ზე rs.ge-ზე რეალური გაგზავნა ჩავრთოთ, ნინოს უნდა ნახოს როგორ გამოიყურება', ['rsge-dry-run']),
    p('ახალი app დავამატე `tastings`, task-ები სად დავწერო და როგორ?', ['celery-conventions', 'on-commit']),
    p('ფოტოს ატვირთვის endpoint პროდუქტისთვის', ['s-product-photos', 'media-storage', 'drf-conventions']),
    p('B2B პორტალიდან რუსული ამოვიღოთ?', ['b2b-portal']),
    p('Celery-ს მაგივრად dramatiq ხომ არ ჯობია?', ['broker-redis', 'celery-conventions']),
    p('GEL ფასი B2C-ში დღგ-ით თუ დღგ-ს გარეშე ინახება?', ['vat-18', 'shop-b2c', 'money-decimal']),
    p('ექსპორტის ინვოისის PDF რუსულ ენაზე, ყაზახი იმპორტიორისთვის', [
      'pdf-weasyprint',
      'pdf-font',
      'i18n',
      'pref-ka-terms',
    ]),
    p('restore-ის ტესტი ბოლოს როდის გაკეთდა?', ['backups']),
    p('yo, uv add weasyprint ვცადე და ლოკალურად pango-ს ვერ პოულობს macOS-ზე', ['deps-uv', 'pdf-weasyprint']),
    p('აუდიტისთვის: 2023-RKT-009 პარტიის სრული ისტორია, ყველა შესწორებით', [
      'trace-immutable',
      'trace-chain',
    ]),
    p('Grower.public_consent ფორმაში როგორ ვაგროვებთ?', ['bottle-qr']),
    p('sync_bank_statements-მა დღეს არ იმუშავა', ['bank-statements', 'celery-beat']),
    p('რატომ ვიყენებთ Hetzner-ს და არა Heroku-ს?', ['host-hetzner']),
  ],
});
