// A Ukrainian pharmacy chain's backend: e-prescriptions via the national eHealth (ЕСОЗ) API, LiqPay + Monobank
// acquiring, Checkbox fiscal receipts, Nova Poshta delivery, POS stock sync. Team writes mostly in Ukrainian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nest-pharmacy-ua',
  stack:
    'Node.js 22 + TypeScript 5.5, NestJS 10 (Nx monorepo), TypeORM 0.3, PostgreSQL 16 (AWS RDS), RabbitMQ 3.13 (@golevelup/nestjs-rabbitmq), Redis 7 + BullMQ 5, eHealth (ЕСОЗ) central DB API, LiqPay + Monobank acquiring, Checkbox ПРРО, Nova Poshta API 2.0, Meilisearch, Keycloak, Jest + testcontainers, GitHub Actions, EKS + Argo CD',
  memories: [
    m(
      'hosting-dc-kyiv',
      'fact',
      'прод крутиться на двох власних серверах у ДЦ на Кирилівській (Київ), postgres на тому ж залізі, бекапи на NAS в офісі',
      {
        age: 820,
        tags: ['hosting', 'infra', 'datacenter'],
      },
    ),
    m(
      'hosting-aws',
      'decision',
      'Переїхали з київського ДЦ в AWS eu-central-1 (Франкфурт): EKS для застосунків, RDS PostgreSQL 16 Multi-AZ, Amazon MQ не беремо — RabbitMQ свій у кластері. Причина: ризик блекаутів і обстрілів, закон про хмарні послуги дозволив тримати дані пацієнтів у хмарі ЄС.',
      {
        fact: 'production | hosted_on | AWS eu-central-1',
        supersedes: 'hosting-dc-kyiv',
        age: 640,
        canonical: true,
        reason: 'blackouts and shelling risk for the Kyiv DC',
        tags: ['hosting', 'aws', 'eks', 'rds', 'infra'],
      },
    ),
    m(
      'vpn-old',
      'note',
      'доступ до старих серверів у ДЦ тільки через OpenVPN профіль kalyna-dc.ovpn (питати в Сергія)',
      {
        age: 700,
        tags: ['vpn', 'datacenter'],
      },
    ),
    m('node-18', 'fact', 'бекенд на Node 18 LTS + NestJS 9, .nvmrc = 18, образ node:18-alpine', {
      age: 620,
      tags: ['node', 'nestjs', 'runtime'],
    }),
    m(
      'node-22',
      'decision',
      'Усі apps на Node 22 LTS і NestJS 10.4: .nvmrc = 22, базовий образ node:22-alpine, у package.json "engines": { "node": ">=22" }. Node 18 EOL з квітня 2025, плюс нам потрібен нативний fetch і --env-file.',
      {
        fact: 'backend runtime | version | Node 22',
        supersedes: 'node-18',
        age: 150,
        files: ['.nvmrc', 'Dockerfile', 'package.json'],
        tags: ['node', 'nestjs', 'runtime', 'docker'],
      },
    ),
    m(
      'k8s-deploy',
      'fact',
      'деплой: GitHub Actions білдить образ у ECR, Argo CD синкає helm чарти з deploy/helm/<app>. неймспейси kalyna-prod і kalyna-stg.',
      {
        files: ['deploy/helm', '.github/workflows'],
        tags: ['kubernetes', 'helm', 'argocd', 'deploy'],
      },
    ),
    m(
      'no-kubectl',
      'convention',
      'на проде руками kubectl edit / kubectl scale не делаем вообще, только через PR в deploy/helm и Argo CD, иначе Argo через 3 минуты всё откатит обратно',
      {
        tags: ['kubernetes', 'argocd', 'prod'],
      },
    ),
    m(
      'secrets-mgmt',
      'convention',
      'Секрети тільки в AWS Secrets Manager (kalyna/<env>/<app>), у под вони потрапляють через External Secrets Operator. Ніколи не комітимо .env, не пишемо секрети у values.yaml і не хардкодимо в коді.',
      {
        canonical: true,
        files: ['deploy/helm', '.env.example'],
        tags: ['secrets', 'aws', 'external-secrets', 'env'],
      },
    ),
    m(
      'env-example',
      'note',
      'У .env.example стоять тільки плейсхолдери: LIQPAY_PRIVATE_KEY=your_private_key_here, MONO_TOKEN=changeme, NP_API_KEY=<np_api_key>, DATABASE_URL=postgres://user:password@localhost:5432/pharmacy. Це не справжні значення, їх можна комітити.',
      {
        files: ['.env.example'],
        tags: ['env', 'placeholders', 'secrets'],
      },
    ),
    m(
      'stg-password-where',
      'note',
      'пароль від стейджингу в чаті не питайте і не кидайте — він у 1Password, сейф "Kalyna Staging", ротується першого числа кожного місяця',
      {
        tags: ['staging', 'passwords', '1password'],
      },
    ),
    m(
      'partner-password-policy',
      'constraint',
      'Локальні акаунти постачальників в admin-api: пароль мінімум 12 символів, хеш argon2id (memoryCost 19456, timeCost 2), після 5 невдалих спроб — блок на 15 хв. Відновлення пароля тільки через лист з одноразовим посиланням на 30 хв.',
      {
        files: ['apps/admin-api/src/auth'],
        tags: ['auth', 'passwords', 'argon2', 'partners'],
      },
    ),
    m(
      'typeorm-sync',
      'fact',
      'на стейджі TypeORM стоїть synchronize: true, тому міграції пишемо тільки для проду',
      {
        age: 540,
        tags: ['typeorm', 'migrations', 'staging'],
      },
    ),
    m(
      'incident-sync-drop',
      'incident',
      'Травень 2024: api на проді стартанув з TYPEORM_SYNCHRONIZE=true (.env скопіювали зі стейджа), TypeORM перейменування поля зробив як DROP + ADD і ми втратили medication_dispenses.signed_at за 3 дні. Відновлювали з point-in-time бекапу RDS.',
      {
        age: 240,
        files: ['libs/db/src/data-source.ts'],
        tags: ['incident', 'typeorm', 'synchronize', 'migrations'],
      },
    ),
    m(
      'typeorm-migrations',
      'constraint',
      'synchronize: false всюди, включно зі стейджем і локалкою. Схема змінюється тільки міграціями в libs/db/src/migrations: `npx nx run db:migration-generate --name=<Name>`, ревʼю SQL обовʼязкове, перейменування колонок — тільки RENAME COLUMN руками.',
      {
        supersedes: 'typeorm-sync',
        age: 230,
        canonical: true,
        files: ['libs/db/src/migrations', 'libs/db/src/data-source.ts'],
        reason: 'incident with synchronize dropping a column',
        tags: ['typeorm', 'migrations', 'synchronize', 'postgres'],
      },
    ),
    m(
      'typeorm-datasource',
      'convention',
      'TypeORM 0.3: один DataSource у libs/db/src/data-source.ts, репозиторії через @InjectRepository(Entity) або dataSource.getRepository(). Жодних getConnection()/getManager() з 0.2. Транзакції — dataSource.transaction(async (em) => …).',
      {
        files: ['libs/db/src/data-source.ts'],
        tags: ['typeorm', 'transactions', 'repository'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'Усі дати в Postgres — timestamptz в UTC (created_at, paid_at, dispensed_at). В Europe/Kyiv переводимо тільки на краю: відповіді для UI, тексти SMS, фіскальні чеки.',
      {
        tags: ['timezone', 'utc', 'postgres'],
      },
    ),
    m(
      'ts-kyiv-claim',
      'fact',
      'в orders.created_at лежит киевское время без таймзоны, так приходит из 1С и мы его не конвертируем',
      {
        disputes: 'ts-utc',
        files: ['libs/db/src/entities/order.entity.ts'],
        tags: ['timezone', 'orders', '1c'],
      },
    ),
    m(
      'money-kop',
      'convention',
      'Гроші зберігаємо в копійках: bigint колонки з суфіксом _kop (price_kop, total_kop), у TS — number цілий. Ніяких float і numeric для сум; гривні тільки для відображення через formatUah() з libs/common/money.ts.',
      {
        files: ['libs/common/money.ts'],
        tags: ['money', 'kopecks', 'decimal'],
      },
    ),
    m(
      'note-n-plus-1',
      'note',
      'OrdersService.findAll робив N+1 на order_items (на списку з 50 замовлень — 51 запит). Юзай relations: { items: true } або leftJoinAndSelect у QueryBuilder, lazy relations у нас вимкнені.',
      {
        files: ['apps/api/src/orders/orders.service.ts'],
        tags: ['typeorm', 'performance', 'n+1'],
      },
    ),
    m(
      'ehealth-helsi',
      'fact',
      'е-рецепти погашаємо через Helsi Pharmacy API (вони посередник до ЕСОЗ), клієнт у libs/ehealth/src/helsi-client.ts',
      {
        fact: 'e-prescription dispense | via | Helsi',
        age: 500,
        files: ['libs/ehealth/src/helsi-client.ts'],
        tags: ['ehealth', 'helsi', 'e-prescription'],
      },
    ),
    m(
      'ehealth-direct',
      'decision',
      'Після того як нас підключили до ЦБД ЕСОЗ як аптечну інформаційну систему, ходимо в API ЕСОЗ напряму (api.ehealth.gov.ua, OAuth2 від імені юрособи аптечної мережі). helsi-client видалено. Причина: Helsi брав комісію за кожне погашення і мав лаг до 10 хв.',
      {
        fact: 'e-prescription dispense | via | eHealth central DB directly',
        supersedes: 'ehealth-helsi',
        age: 200,
        canonical: true,
        files: ['libs/ehealth/src'],
        reason: 'per-dispense fee and up to 10 min lag at Helsi',
        tags: ['ehealth', 'esoz', 'helsi', 'e-prescription'],
      },
    ),
    m(
      'ehealth-flow',
      'fact',
      'Погашення е-рецепта: пошук medication_request за номером рецепта (XXXX-XXXX-XXXX-XXXX) → фармацевт вводить код підтвердження з SMS пацієнта → POST medication_dispense → підпис КЕП фармацевта → PATCH …/medication_dispenses/{id}/actions/process. Реалізація в libs/ehealth/src/dispense.service.ts.',
      {
        files: ['libs/ehealth/src/dispense.service.ts'],
        tags: ['ehealth', 'dispense', 'e-prescription', 'medication_request'],
      },
    ),
    m(
      'ehealth-verif-code',
      'constraint',
      'Без коду підтвердження з SMS пацієнта е-рецепт не погашаємо, ніяких обхідних шляхів. Код вводить фармацевт на POS, ми передаємо його в ЕСОЗ і ніде не зберігаємо: ні в БД, ні в Redis, ні в логах.',
      {
        canonical: true,
        files: ['libs/ehealth/src/dispense.service.ts'],
        tags: ['ehealth', 'verification-code', 'e-prescription', 'pii'],
      },
    ),
    m(
      'ehealth-verif-claim',
      'fact',
      'для Доступних ліків код з смс не обовʼязковий, можна погашати просто по номеру рецепта + РНОКПП пацієнта',
      {
        disputes: 'ehealth-verif-code',
        tags: ['ehealth', 'verification-code', 'reimbursement'],
      },
    ),
    m(
      'kep-signing',
      'fact',
      'Погашення підписується хмарним КЕП фармацевта через сервіс apps/signer (обгортка над бібліотекою ІІТ EUSignCP, ключі фармацевтів у хмарному сховищі ЦСК). Підпис юрособи (печатка) використовується тільки для звітів реімбурсації.',
      {
        files: ['apps/signer'],
        tags: ['kep', 'signature', 'ehealth', 'eusign'],
      },
    ),
    m(
      'ehealth-rate',
      'constraint',
      'ЕСОЗ ріже нас після ~10 rps на client_id. У libs/ehealth стоїть Bottleneck на 8 rps і maxConcurrent 4 — спільний для всіх подів через Redis. Не шукати рецепти в циклі і не робити масових перевірок статусів без черги.',
      {
        files: ['libs/ehealth/src/ehealth-http.module.ts'],
        tags: ['ehealth', 'rate-limit', 'bottleneck'],
      },
    ),
    m(
      'ehealth-token',
      'convention',
      'access_token ЕСОЗ кешуємо в Redis під ключем ehealth:token:<legal_entity_id> з TTL = expires_in − 60 с. Оновлення токена — тільки через EhealthAuthService.getToken() з redis-lock, щоб поди не рефрешили паралельно.',
      {
        files: ['libs/ehealth/src/ehealth-auth.service.ts'],
        tags: ['ehealth', 'oauth', 'redis', 'token'],
      },
    ),
    m(
      'ehealth-outage',
      'constraint',
      'Коли ЕСОЗ лежить (буває часто), погашення неможливе: POS показує "ЕСОЗ недоступна, спробуйте пізніше". Офлайн-погашень і відпуску "під номер рецепта, потім догасимо" НЕ робимо.',
      {
        tags: ['ehealth', 'outage', 'e-prescription', 'pos'],
      },
    ),
    m(
      'incident-double-dispense',
      'incident',
      'Жовтень 2025: BullMQ job ehealth-process ретраївся на таймаут PATCH …/actions/process, ЕСОЗ при цьому вже обробила перший запит — у 14 рецептів вийшло подвійне погашення і НСЗУ потім відмовила у відшкодуванні. Фікс: перед повтором читаємо статус dispense через GET, attempts для process = 1.',
      {
        files: ['apps/worker/src/ehealth/process-dispense.processor.ts'],
        tags: ['incident', 'ehealth', 'retry', 'bullmq', 'dispense'],
      },
    ),
    m(
      'reimbursement',
      'fact',
      'Програма "Доступні ліки": НСЗУ відшкодовує аптеці реімбурсовану частину, пацієнт доплачує різницю (може бути 0). Реєстр лікарських засобів з цінами відшкодування імпортуємо щомісяця job-ом apps/worker/src/jobs/import-reimbursement-register.ts з CSV НСЗУ; розрахунок доплати в ReimbursementService.',
      {
        files: [
          'apps/worker/src/jobs/import-reimbursement-register.ts',
          'libs/ehealth/src/reimbursement.service.ts',
        ],
        tags: ['reimbursement', 'nszu', 'dostupni-liky', 'pricing'],
      },
    ),
    m(
      'inn-matching',
      'convention',
      'У е-рецепті приписано МНН (INN), а не торгову назву. Підбір товару під рецепт: матчимо по inn_code + форма випуску + дозування з таблиці medication_registry, торгову назву при матчингу не використовуємо.',
      {
        files: ['libs/ehealth/src/medication-matcher.ts'],
        tags: ['inn', 'mnn', 'e-prescription', 'matching'],
      },
    ),
    m(
      'dispense-substitution',
      'constraint',
      'Фармацевт може відпустити будь-яку торгову назву з тим самим МНН/формою/дозуванням, якщо вона є в реєстрі реімбурсації. Кількість — не більше приписаної; часткове погашення дозволене, залишок рецепта діє до кінця терміну дії.',
      {
        tags: ['dispense', 'inn', 'reimbursement', 'e-prescription'],
      },
    ),
    m(
      'rx-no-delivery',
      'constraint',
      'Рецептурні препарати (products.rx_required = true) доставкою НЕ відправляємо — тільки бронювання і самовивіз з аптеки. CheckoutService кидає RX_DELIVERY_FORBIDDEN, якщо в кошику з доставкою є хоч одна рецептурна позиція.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['apps/api/src/checkout/checkout.service.ts'],
        tags: ['rx', 'delivery', 'checkout', 'compliance'],
      },
    ),
    m(
      'rx-delivery-claim',
      'fact',
      'та вже ж можна рецептурку Новою Поштою відправляти, якщо е-рецепт погашений онлайн, з 2024 це дозволили',
      {
        disputes: 'rx-no-delivery',
        tags: ['rx', 'delivery', 'novaposhta'],
      },
    ),
    m(
      'controlled-substances',
      'constraint',
      'Наркотичні, психотропні і прекурсори (products.controlled_list не null) взагалі не продаємо онлайн: не віддаємо в каталог API, не індексуємо в Meilisearch, не даємо бронювати.',
      {
        files: ['apps/api/src/catalog'],
        tags: ['controlled', 'catalog', 'compliance'],
      },
    ),
    m(
      'cold-chain',
      'constraint',
      'Термолабільні товари (storage_temp = "2-8", інсуліни, вакцини, деякі очні краплі) — тільки самовивіз, ні НП-відділення, ні поштомат, ні курʼєр.',
      {
        files: ['apps/api/src/checkout/checkout.service.ts'],
        tags: ['cold-chain', 'delivery', 'checkout'],
      },
    ),
    m(
      'pii-logging',
      'constraint',
      'Не логуємо ПІБ пацієнта, РНОКПП, номер телефону, код підтвердження і повний номер е-рецепта (тільки останні 4 символи). Redact налаштований у libs/logger/src/redact.ts — нові поля з персональними даними додавати туди.',
      {
        canonical: true,
        files: ['libs/logger/src/redact.ts'],
        tags: ['pii', 'logging', 'gdpr', 'personal-data'],
      },
    ),
    m(
      'logger',
      'convention',
      'логування через nestjs-pino, JSON в stdout, correlation id з заголовка x-request-id прокидаємо в RabbitMQ headers і BullMQ job data. console.log у коді заборонений (eslint no-console).',
      {
        files: ['libs/logger'],
        tags: ['logging', 'pino', 'correlation-id'],
      },
    ),
    m(
      'vat-rates',
      'constraint',
      'ПДВ: 7% на зареєстровані лікарські засоби і медвироби, 20% на косметику, БАДи і все інше. Ставка береться з products.vat_rate (приходить з 1С), не хардкодити 7 чи 20 в коді.',
      {
        tags: ['vat', 'pdv', 'tax', 'pricing'],
      },
    ),
    m(
      'markup-cap',
      'constraint',
      'Для препаратів з Національного переліку діє гранична торговельна надбавка (постанова КМУ №955). PricingService.applyMarkup перевіряє products.is_national_list і ріже ціну до граничної; промо не може підняти надбавку вище.',
      {
        files: ['libs/pricing/src/pricing.service.ts'],
        tags: ['pricing', 'markup', 'national-list', 'compliance'],
      },
    ),
    m(
      'pricing-source',
      'fact',
      'ціни і залишки приходять з 1С:Підприємство аптек через pos-sync; сайт ціну сам не змінює, тільки накладає промо з PromoService',
      {
        tags: ['pricing', '1c', 'pos-sync'],
      },
    ),
    m(
      'promo-no-reimb',
      'constraint',
      'Промокоди і знижки не застосовуються до позицій, які погашаються за програмою реімбурсації, і до рецептурних препаратів. Перевірка в PromoService.isEligible().',
      {
        files: ['libs/pricing/src/promo.service.ts'],
        tags: ['promo', 'discount', 'reimbursement', 'rx'],
      },
    ),
    m(
      'returns-quality',
      'constraint',
      'Лікарські засоби належної якості поверненню й обміну не підлягають (постанова КМУ №172). В API повернення для товарів з is_medicine = true дозволяємо тільки з причиною QUALITY_DEFECT або WRONG_ITEM.',
      {
        files: ['apps/api/src/returns'],
        tags: ['returns', 'compliance', 'medicine'],
      },
    ),
    m('liqpay-only', 'fact', 'онлайн-оплата на сайті і в мобілці тільки через LiqPay checkout 3.0', {
      fact: 'card payments | provider | LiqPay',
      age: 460,
      files: ['libs/payments/src/liqpay'],
      tags: ['payments', 'liqpay'],
    }),
    m(
      'payments-mono',
      'decision',
      'Основний еквайринг для карток, Apple Pay і Google Pay — Monobank (plata by mono, api.monobank.ua/api/merchant/invoice/create). LiqPay лишається для "Оплати частинами" ПриватБанку і як fallback, якщо mono віддає 5xx. Обидва за інтерфейсом PaymentProvider у libs/payments.',
      {
        fact: 'card payments | provider | Monobank acquiring',
        supersedes: 'liqpay-only',
        age: 170,
        canonical: true,
        files: ['libs/payments/src/payment-provider.interface.ts', 'libs/payments/src/mono'],
        reason: 'lower fee (1.3% vs 1.5%) and next-day settlement',
        tags: ['payments', 'monobank', 'liqpay', 'acquiring'],
      },
    ),
    m(
      'liqpay-signature',
      'constraint',
      'Колбек LiqPay: спочатку перевіряємо signature = base64(sha1(private_key + data + private_key)) через crypto.timingSafeEqual, і тільки потім декодуємо data і чіпаємо замовлення. Невалідний підпис → 400 і алерт.',
      {
        files: ['libs/payments/src/liqpay/liqpay-callback.controller.ts'],
        tags: ['liqpay', 'webhook', 'signature', 'security'],
      },
    ),
    m(
      'liqpay-ip-claim',
      'fact',
      'на колбек LiqPay підпис можна не перевіряти, у нас nginx ingress пропускає тільки їхні IP',
      {
        disputes: 'liqpay-signature',
        tags: ['liqpay', 'webhook'],
      },
    ),
    m(
      'liqpay-statuses',
      'constraint',
      'Успішна оплата LiqPay — тільки status = "success" (на стейджі ще "sandbox"). wait_accept, processing, 3ds_verify, wait_secure — це НЕ оплачено, замовлення лишається в AWAITING_PAYMENT.',
      {
        files: ['libs/payments/src/liqpay/liqpay-status.mapper.ts'],
        tags: ['liqpay', 'statuses', 'payments'],
      },
    ),
    m(
      'incident-wait-accept',
      'incident',
      'Лютий 2025: статус LiqPay wait_accept мапили як PAID, аптеки видали ~40 замовлень, гроші по яких так і не прийшли (магазин не пройшов верифікацію на новий рахунок). Фікс у liqpay-status.mapper.ts + тест на кожен статус.',
      {
        files: ['libs/payments/src/liqpay/liqpay-status.mapper.ts'],
        tags: ['incident', 'liqpay', 'statuses'],
      },
    ),
    m(
      'mono-webhook',
      'constraint',
      'Вебхук Monobank: перевіряємо X-Sign (ECDSA, base64) публічним ключем з GET /api/merchant/pubkey. Ключ кешуємо в Redis на добу; якщо перевірка не пройшла — один раз перечитати ключ і перевірити знову, потім 400.',
      {
        files: ['libs/payments/src/mono/mono-webhook.controller.ts'],
        tags: ['monobank', 'webhook', 'signature', 'ecdsa'],
      },
    ),
    m(
      'payments-idempotent',
      'constraint',
      'Обробка платіжних подій ідемпотентна по (provider, external_id, status): mono шле вебхук на кожну зміну статусу і може повторити, LiqPay дублює колбеки. Унікальний індекс на payment_events(provider, external_id, status).',
      {
        files: ['libs/payments/src/payment-events.service.ts'],
        tags: ['payments', 'idempotency', 'webhook'],
      },
    ),
    m(
      'money-units-providers',
      'convention',
      'Monobank amount — в копійках (integer), ccy = 980. LiqPay amount — в гривнях числом з двома знаками (123.45). Конвертація тільки через toProviderAmount() у libs/payments/src/money.ts.',
      {
        files: ['libs/payments/src/money.ts'],
        tags: ['money', 'monobank', 'liqpay', 'kopecks'],
      },
    ),
    m(
      'liqpay-public-key',
      'fact',
      'LIQPAY_PUBLIC_KEY (формату i00000000000) — не секрет, він і так іде у форму checkout на фронті. Секрет тільки private key.',
      {
        tags: ['liqpay', 'keys', 'frontend'],
      },
    ),
    m('fiscal-pos', 'fact', 'онлайн-оплати фіскалізуємо на касі (РРО) в аптеці в момент видачі замовлення', {
      age: 420,
      tags: ['fiscal', 'rro', 'receipts'],
    }),
    m(
      'fiscal-checkbox',
      'decision',
      'Кожна онлайн-оплата фіскалізується через Checkbox ПРРО одразу після успішної оплати (POST /api/v1/receipts/sell), окрема каса на кожну юрособу мережі. Чек йде клієнту на email/SMS посиланням. Job checkbox-receipts у apps/worker.',
      {
        fact: 'online payments | fiscalized_by | Checkbox PRRO',
        supersedes: 'fiscal-pos',
        age: 160,
        files: ['apps/worker/src/checkbox'],
        reason: 'ДПС: чек має бути виданий у момент розрахунку, а не при видачі',
        tags: ['fiscal', 'checkbox', 'prro', 'receipts'],
      },
    ),
    m(
      'refunds',
      'convention',
      'Повернення коштів тільки через PaymentsService.refund(orderId, items): він робить cancel/refund у провайдера І чек повернення в Checkbox (receipts/sell з is_return). Руками в кабінеті mono/LiqPay не повертати — розʼїдеться фіскалка.',
      {
        files: ['libs/payments/src/payments.service.ts'],
        tags: ['refunds', 'checkbox', 'payments'],
      },
    ),
    m(
      'np-api',
      'fact',
      'Нова Пошта API 2.0 (POST https://api.novaposhta.ua/v2.0/json/, apiKey в тілі). Клієнт libs/delivery/src/novaposhta: InternetDocument.save для ТТН, TrackingDocument.getStatusDocuments для статусів, Address.searchSettlements для міст.',
      {
        files: ['libs/delivery/src/novaposhta'],
        tags: ['novaposhta', 'delivery', 'api'],
      },
    ),
    m(
      'np-warehouses-sync',
      'convention',
      'Довідник відділень і поштоматів НП синхронізуємо раз на добу о 03:00 за Києвом у таблицю np_warehouses (job np-warehouses-sync). У checkout і автокомпліті в API НП на кожен запит не ходимо.',
      {
        files: ['apps/worker/src/jobs/np-warehouses-sync.ts'],
        tags: ['novaposhta', 'warehouses', 'cache', 'cron'],
      },
    ),
    m('delivery-ukrposhta', 'fact', 'доставка: Нова Пошта + Укрпошта (libs/delivery/src/ukrposhta)', {
      age: 390,
      tags: ['delivery', 'ukrposhta', 'novaposhta'],
    }),
    m(
      'delivery-np-only',
      'decision',
      'Укрпошту прибрали, доставка тільки Новою Поштою: відділення, поштомат, адресна курʼєрська. libs/delivery/src/ukrposhta видалено. Було 3% замовлень і постійні проблеми з трекінгом.',
      {
        fact: 'delivery carriers | are | Nova Poshta only',
        supersedes: 'delivery-ukrposhta',
        age: 125,
        files: ['libs/delivery/src'],
        tags: ['delivery', 'novaposhta', 'ukrposhta'],
      },
    ),
    m(
      'np-afterpayment',
      'constraint',
      'Оплата при отриманні — тільки через "Контроль оплати" НП (AfterpaymentOnGoodsCost), класичний накладений платіж не використовуємо. Максимум 10 000 грн на ТТН, для замовлень більше — тільки передоплата.',
      {
        files: ['libs/delivery/src/novaposhta/ttn.builder.ts'],
        tags: ['novaposhta', 'cod', 'afterpayment'],
      },
    ),
    m(
      'np-tracking',
      'convention',
      'статуси ТТН оновлює BullMQ repeatable job np-tracking кожні 30 хв, getStatusDocuments пачками по 100 номерів; статус 9 (отримано) → замовлення DELIVERED, 102/103 (відмова) → RETURNING',
      {
        files: ['apps/worker/src/jobs/np-tracking.processor.ts'],
        tags: ['novaposhta', 'tracking', 'bullmq'],
      },
    ),
    m(
      'poshtomat-limits',
      'fact',
      'поштомат НП: до 20 кг і габарити комірки до 40×30×60 см; рідини в склі понад 500 мл в поштомат не пропонуємо (б’ються)',
      {
        tags: ['novaposhta', 'poshtomat', 'delivery'],
      },
    ),
    m(
      'rabbit-topology',
      'convention',
      'RabbitMQ: topic exchange kalyna.events, routing key <domain>.<event>.v<N> (order.paid.v1, dispense.completed.v1, stock.changed.v1). Черги <app>.<domain>.<event>, у кожної DLX kalyna.dlx і retry через delayed exchange, максимум 5 спроб.',
      {
        files: ['libs/messaging/src/topology.ts'],
        tags: ['rabbitmq', 'naming', 'routing-key', 'dlx'],
      },
    ),
    m(
      'rabbit-lib',
      'fact',
      'з RabbitMQ працюємо через @golevelup/nestjs-rabbitmq: хендлери з @RabbitSubscribe в apps/worker, публікація через AmqpConnection.publish обгорнуту в EventPublisher',
      {
        files: ['apps/worker/src', 'libs/messaging'],
        tags: ['rabbitmq', 'golevelup', 'worker'],
      },
    ),
    m(
      'outbox',
      'constraint',
      'Доменні події публікуємо тільки через transactional outbox: запис в outbox_events в тій самій транзакції, що й зміна даних, далі outbox-relay шле в RabbitMQ. Напряму AmqpConnection.publish з сервісів після commit — заборонено, бо губимо події при падінні пода.',
      {
        canonical: true,
        files: ['libs/messaging/src/outbox'],
        tags: ['outbox', 'rabbitmq', 'events', 'transactions'],
      },
    ),
    m('bull3', 'fact', 'фонові задачі на bull 3 (@nestjs/bull), черги описані в apps/worker/src/queues.ts', {
      age: 440,
      tags: ['bull', 'queues', 'redis'],
    }),
    m(
      'bullmq',
      'decision',
      'Перейшли з bull 3 на BullMQ 5 (@nestjs/bullmq): черги np-tracking, np-warehouses-sync, ehealth-process, checkbox-receipts, sms. Processor-и — класи з @Processor у apps/worker/src/**. bull-board на /admin/queues за Keycloak.',
      {
        fact: 'background jobs | library | BullMQ',
        supersedes: 'bull3',
        age: 185,
        files: ['apps/worker/src'],
        tags: ['bullmq', 'queues', 'redis'],
      },
    ),
    m(
      'stock-ttl-5m',
      'fact',
      'залишки по аптеках кешуються в Redis на 5 хв (ключ stock:<pharmacy_id>:<sku>)',
      {
        age: 310,
        tags: ['stock', 'redis', 'cache'],
      },
    ),
    m(
      'stock-ttl-60',
      'decision',
      'Кеш залишків у Redis: TTL 60 с + інвалідація по події stock.changed.v1 з pos-sync. Ключ той самий stock:<pharmacy_id>:<sku>. За 5 хв встигали продати те, чого вже нема на полиці.',
      {
        supersedes: 'stock-ttl-5m',
        age: 95,
        files: ['apps/api/src/stock/stock-cache.service.ts'],
        reason: 'overselling with 5 min stale stock',
        tags: ['stock', 'redis', 'cache', 'invalidation'],
      },
    ),
    m(
      'stock-reservation',
      'constraint',
      'Резерв і списання залишку — тільки в транзакції з pessimistic_write lock на рядку pharmacy_stock. Неоплачене онлайн-замовлення тримає резерв 20 хв, потім job знімає резерв і переводить замовлення в EXPIRED.',
      {
        files: ['apps/api/src/stock/stock-reservation.service.ts'],
        tags: ['stock', 'reservation', 'locking', 'transactions'],
      },
    ),
    m(
      'pos-sync',
      'fact',
      'POS в аптеках (1С:Аптека) шле дельти залишків і цін у RabbitMQ чергу pos-sync.stock.delta кожні ~2 хв; apps/pos-sync пише в pharmacy_stock і публікує stock.changed.v1. Кожна дельта має (pharmacy_id, seq).',
      {
        files: ['apps/pos-sync'],
        tags: ['pos-sync', '1c', 'stock', 'rabbitmq'],
      },
    ),
    m(
      'blackout-offline',
      'constraint',
      'Під час відключень світла POS аптеки працює офлайн і після відновлення шле пачку дельт, часто не по порядку. pos-sync приймає дельту тільки якщо seq > last_seq для цієї аптеки; старіші ігнорує, дірки в seq — запит повного знімка.',
      {
        files: ['apps/pos-sync/src/stock-delta.handler.ts'],
        tags: ['blackout', 'pos-sync', 'ordering', 'offline'],
      },
    ),
    m(
      'air-alert',
      'fact',
      'Повітряні тривоги: job air-alerts тягне api.alerts.in.ua кожну хвилину; аптеки в області з активною тривогою отримують pharmacies.temporarily_closed = true, у самовивозі показуємо попередження, а не ховаємо аптеку.',
      {
        files: ['apps/worker/src/jobs/air-alerts.processor.ts'],
        tags: ['air-alert', 'pharmacies', 'pickup'],
      },
    ),
    m(
      'tz-kyiv',
      'convention',
      'Графіки роботи аптек, cron-и і бізнес-дні — в таймзоні "Europe/Kyiv". "Europe/Kiev" не використовувати (застарілий аліас, в alpine tzdata його може не бути).',
      {
        tags: ['timezone', 'cron', 'kyiv'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Публічний REST під /api/v1 (VersioningType.URI). Мобільний застосунок на Flutter оновлюється тижнями, тому breaking changes — тільки новий /api/v2, v1 не ламаємо.',
      {
        tags: ['api', 'versioning', 'mobile'],
      },
    ),
    m(
      'dto-validation',
      'convention',
      'DTO — class-validator + class-transformer, глобальний ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }). Swagger через @nestjs/swagger CLI plugin, ручні @ApiProperty тільки коли плагін не вивозить.',
      {
        files: ['apps/api/src/main.ts'],
        tags: ['dto', 'validation', 'swagger', 'nestjs'],
      },
    ),
    m(
      'error-format',
      'convention',
      'Помилки API: { code, message, details }. code — SCREAMING_SNAKE_CASE (RX_DELIVERY_FORBIDDEN, STOCK_NOT_ENOUGH), message — перекладений через nestjs-i18n ключ з apps/api/src/i18n/<lang>/errors.json. Кидаємо DomainException, не HttpException з текстом.',
      {
        files: ['apps/api/src/i18n', 'libs/common/src/domain.exception.ts'],
        tags: ['errors', 'i18n', 'api'],
      },
    ),
    m('i18n-ru', 'fact', 'підтримуємо локалі uk і ru, дефолт визначаємо по Accept-Language', {
      age: 720,
      tags: ['i18n', 'locale'],
    }),
    m(
      'i18n-uk-en',
      'decision',
      'Російську локаль прибрали повністю (і з API, і з SMS, і з пошукових синонімів). Локалі: uk (дефолт) і en. Accept-Language: ru → віддаємо uk.',
      {
        supersedes: 'i18n-ru',
        age: 280,
        files: ['apps/api/src/i18n'],
        tags: ['i18n', 'locale', 'language'],
      },
    ),
    m(
      'auth-customers',
      'fact',
      'Клієнти логіняться по телефону + OTP у SMS (TurboSMS, альфа-імʼя KALYNA). JWT access 15 хв, refresh 30 днів в httpOnly cookie для сайту і в secure storage для мобілки. Модуль apps/api/src/auth.',
      {
        files: ['apps/api/src/auth'],
        tags: ['auth', 'otp', 'jwt', 'sms'],
      },
    ),
    m(
      'auth-staff-keycloak',
      'fact',
      'фармацевти і менеджери входять через Keycloak (realm kalyna-staff, OIDC), ролі pharmacist / pharmacy-manager / admin; admin-api і POS перевіряють токен через passport-jwt з JWKS',
      {
        files: ['apps/admin-api/src/auth'],
        tags: ['auth', 'keycloak', 'roles', 'staff'],
      },
    ),
    m(
      'otp-limits',
      'constraint',
      'OTP: не більше 3 SMS на номер за 10 хв і 10 на IP за годину, код 6 цифр живе 5 хв, 5 неправильних спроб — код згорає. Лічильники в Redis (otp:phone:*, otp:ip:*).',
      {
        files: ['apps/api/src/auth/otp.service.ts'],
        tags: ['otp', 'sms', 'rate-limit', 'redis'],
      },
    ),
    m(
      'search-inn',
      'fact',
      'пошук по каталогу — Meilisearch 1.x, індекс products; синоніми МНН ↔ торгові назви (парацетамол ↔ Панадол, Ефералган) генеруються з medication_registry нічним job-ом',
      {
        files: ['apps/worker/src/jobs/search-reindex.ts'],
        tags: ['search', 'meilisearch', 'inn', 'catalog'],
      },
    ),
    m(
      'health-checks',
      'convention',
      '@nestjs/terminus: /health/live і /health/ready. ready перевіряє postgres, rabbitmq і redis, але НЕ ЕСОЗ, НП чи платіжки — інакше коли лежить ЕСОЗ, k8s вибиває нам усі поди.',
      {
        files: ['apps/api/src/health'],
        tags: ['health', 'terminus', 'kubernetes'],
      },
    ),
    m(
      'metrics',
      'fact',
      'Prometheus + Grafana (дашборди "Kalyna / Payments", "Kalyna / eHealth"), алерти з alertmanager у Telegram-чат #kalyna-alerts',
      {
        tags: ['prometheus', 'grafana', 'alerts', 'telegram'],
      },
    ),
    m(
      'tests-jest',
      'convention',
      'Тести: Jest + @nestjs/testing. Інтеграційні та e2e (apps/*/test) на testcontainers: postgres:16, rabbitmq:3.13-management, redis:7. TypeORM-репозиторії в інтеграційних тестах не мокаємо.',
      {
        files: ['apps/api/test', 'jest.preset.js'],
        tags: ['tests', 'jest', 'testcontainers'],
      },
    ),
    m(
      'tests-no-ehealth',
      'constraint',
      'CI ніколи не ходить у preprod ЕСОЗ, LiqPay/mono sandbox чи НП. Для тестів є фейки в libs/ehealth/testing/ehealth.fake.ts, libs/payments/testing і libs/delivery/testing.',
      {
        files: ['libs/ehealth/testing', 'libs/payments/testing', 'libs/delivery/testing'],
        tags: ['tests', 'fakes', 'ehealth', 'ci'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: lint → test (nx affected) → build → deploy-stg автоматично з main → deploy-prod з ручним approve в environment production.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'nx'],
      },
    ),
    m(
      'lint',
      'convention',
      'eslint (typescript-eslint strict) + prettier (printWidth 100, singleQuote). husky + lint-staged на pre-commit; CI падає на будь-якому warning.',
      {
        files: ['.eslintrc.json', '.prettierrc'],
        tags: ['eslint', 'prettier', 'lint'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'у прод не деплоїмо в пʼятницю після 15:00 і в перші 3 робочі дні місяця — в цей час формуються звіти реімбурсації для НСЗУ',
      {
        tags: ['deploy', 'freeze', 'prod', 'reimbursement'],
      },
    ),
    m(
      'prozorro-none',
      'decision',
      'Prozorro і тендери для лікарень не робимо взагалі: B2G не наш сегмент. Ніяких інтеграцій з Prozorro в цьому репо.',
      {
        tags: ['prozorro', 'b2g', 'scope'],
      },
    ),
    m(
      'owners',
      'fact',
      'відповідальні: ЕСОЗ/е-рецепти — Оксана Мельник, платежі і Checkbox — Дмитро Коваленко, доставка/НП — Андрій Шевчук, pos-sync і 1С — Сергій Бондаренко',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      'коміти і коментарі в коді англійською, опис PR можна українською',
      {},
    ),
    m('pref-small-prs', 'preference', 'PR до ~400 рядків, більше — ріжте на кілька', {}),
    m('cand-prisma', 'decision', 'Перейти з TypeORM на Prisma у всіх apps.', {
      candidate: true,
      tags: ['typeorm', 'prisma', 'orm'],
    }),
    m('cand-kafka', 'decision', 'Замінити RabbitMQ на Kafka для всіх доменних подій.', {
      candidate: true,
      tags: ['rabbitmq', 'kafka'],
    }),
    m('cand-meest', 'decision', 'Додати Meest Express як другого перевізника поряд з Новою Поштою.', {
      candidate: true,
      tags: ['delivery', 'meest'],
    }),
    m(
      'secret-env-liqpay',
      'note',
      '.env.production (для деплою руками, якщо Argo ляже):\nLIQPAY_PUBLIC_KEY=i48213377201\nLIQPAY_PRIVATE_KEY=Yq7RkP2mVx9LtWz4HcN8sJd3FbQ6aE1uTg5oZ0iK\nLIQPAY_SANDBOX=0',
      {
        secret: 'Yq7RkP2mVx9LtWz4HcN8sJd3FbQ6aE1uTg5oZ0iK',
      },
    ),
    m(
      'secret-stg-pass',
      'note',
      'пароль від стейджингу: Apteka#Stg-4821q (юзер admin@stg.kalyna.local), якщо що — питайте Оксану',
      {
        secret: 'Apteka#Stg-4821q',
      },
    ),
    m(
      'secret-rabbit-ru',
      'note',
      'пароль от кролика на проде — Rmq!Pr0d_7733zz, юзер pharmacy_app, не светите никому плз',
      {
        secret: 'Rmq!Pr0d_7733zz',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'міграції на проді руками запускали так: DATABASE_URL=postgres://pharmacy_rw:Pg5x!Wq2LmZ8@kalyna-prod.c8x2k1pq.eu-central-1.rds.amazonaws.com:5432/pharmacy npx nx run db:migration-run',
      {
        secret: 'Pg5x!Wq2LmZ8',
      },
    ),
    m(
      'secret-mono-token',
      'note',
      'токен Monobank acquiring (прод, юрособа ТОВ "Калина Фарм"): uX4cVb7Nq2LpRt9ZkW3mYs8DfH6jA1eGo5iTnQ0wKrE — іде в заголовок X-Token',
      {
        secret: 'uX4cVb7Nq2LpRt9ZkW3mYs8DfH6jA1eGo5iTnQ0wKrE',
      },
    ),
    m(
      'secret-np-key',
      'note',
      'ключ API Нової Пошти для відправок з центрального складу у Броварах: 7f3c9a21e4b84d06a5c2e9f1b37d8c44',
      {
        secret: '7f3c9a21e4b84d06a5c2e9f1b37d8c44',
      },
    ),
    m(
      'secret-ehealth-yaml',
      'note',
      'config/ehealth.prod.yaml:\nehealth:\n  base_url: https://api.ehealth.gov.ua\n  client_id: 3f2a6c1e-8b4d-4e7a-9c1f-5d2b8a6e0f13\n  client_secret: eHc-Pr0d-9vK2mQ7xLw4RtZ8s',
      {
        secret: 'eHc-Pr0d-9vK2mQ7xLw4RtZ8s',
      },
    ),
    m(
      'secret-kep',
      'note',
      'пароль до ключа КЕП юрособи (Key-6.dat, печатка для звітів реімбурсації) — Kep!Yurosoba2025#x, файл лежить у Secrets Manager як base64',
      {
        secret: 'Kep!Yurosoba2025#x',
      },
    ),
    m(
      'secret-checkbox',
      'note',
      'Checkbox каса "Калина Фарм онлайн": X-License-Key 8d2f7a91c3e64b05a7c1e3f9, логін касира online_cashier_01',
      {
        secret: '8d2f7a91c3e64b05a7c1e3f9',
      },
    ),
    m(
      'secret-redis',
      'note',
      'REDIS_URL=redis://default:Rd7!kQp2Zx9mVw@redis-master.kalyna-prod.svc.cluster.local:6379/0',
      {
        secret: 'Rd7!kQp2Zx9mVw',
      },
    ),
    m(
      'secret-tg-bot',
      'note',
      'бот для алертів у #kalyna-alerts: TELEGRAM_BOT_TOKEN=7012345678:AAG8kLm2Qz9xWv4RtYp7NbC3dF6hJ1sKe0o',
      {
        secret: '7012345678:AAG8kLm2Qz9xWv4RtYp7NbC3dF6hJ1sKe0o',
      },
    ),
    m(
      'secret-turbosms',
      'note',
      'TurboSMS токен тіпа для OTP, шоб не шукали: 9c1e7b3f2a8d4e60b5f7c2a94d1e8b36f0a2c7d5',
      {
        secret: '9c1e7b3f2a8d4e60b5f7c2a94d1e8b36f0a2c7d5',
      },
    ),
  ],
  sessions: [
    {
      id: 'pharm-session-1',
      age: 9,
      turns: [
        said(
          'привіт. треба зробити бронювання для самовивозу з мобілки, глянь спочатку apps/api/src/checkout/checkout.service.ts',
        ),
        replied(
          'Подивився. Зараз checkout вміє тільки онлайн-оплату з доставкою або самовивозом; окремого статусу для бронювання без оплати немає.',
        ),
        said(
          'ок, значить так: бронювання для самовивозу тримаємо 48 годин від моменту, коли аптека підтвердила збір, потім резерв знімаємо автоматично і шлемо клієнту пуш. ну і SMS якщо пуші вимкнені.',
          {
            key: 's-pickup-hold',
            type: 'decision',
          },
        ),
        replied(
          'Зрозумів. Додам статус RESERVED_FOR_PICKUP і repeatable job, який знімає прострочені бронювання.',
        ),
        replied(
          'Можу ще кешувати результат пошуку е-рецепта в Redis на 5 хв, щоб фармацевт не чекав повторно.',
        ),
        said(
          'ні, не треба. результати пошуку е-рецепта ніде не кешуємо — ні в Redis, ні в памʼяті, там дані пацієнта, хай кожного разу йде в ЕСОЗ',
          {
            key: 's-no-rx-cache',
            type: 'constraint',
          },
        ),
        replied('Добре, кешування не додаю.'),
        said('а як у нас зараз рахується доплата по Доступних ліках?'),
        replied(
          'ReimbursementService бере ціну відшкодування з реєстру і віднімає від роздрібної ціни; якщо роздрібна нижча, доплата 0.',
        ),
        said(
          'ага. і ще важливе: ретраї до ЕСОЗ робимо тільки для GET-запитів. POST і PATCH process ніколи автоматично не повторюємо — спочатку перевірка статусу через GET, а далі рішення приймає людина або окремий job',
          {
            key: 's-ehealth-retry',
            type: 'constraint',
          },
        ),
        replied('Прибрав retry з ehealth-process у BullMQ і додав reconcile-крок через GET.'),
        said(
          'в ТТН оголошена вартість — завжди сума чека, але не менше 200 грн. а в описі вантажу пишемо тільки "Товари для здоровʼя", без назв препаратів, це лікарська таємниця',
          {
            key: 's-ttn-description',
            type: 'convention',
          },
        ),
        replied('Оновив ttn.builder.ts: Cost = max(total, 200), Description фіксований.'),
        said(
          'от, тримай токен від preprod ЕСОЗ, з ним перевіриш пошук: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJrYWx5bmEtcGhhcm0iLCJlbnYiOiJwcmVwcm9kIn0.U2lnbmF0dXJlUHJlcHJvZDk5MQ" https://api-preprod.ehealth.gov.ua/api/pharmacists/medication_requests?request_number=0000-1234-5678-9ABC',
          {
            secret:
              'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJrYWx5bmEtcGhhcm0iLCJlbnYiOiJwcmVwcm9kIn0.U2lnbmF0dXJlUHJlcHJvZDk5MQ',
          },
        ),
        replied('Дякую, відповідь збігається з тим, що очікує medication-request.mapper.ts.'),
        said(
          'ми з Дмитром вчора домовились: аналітику продажів не крутимо на основній БД. робимо read replica RDS і Metabase дивиться тільки туди',
          {
            key: 's-analytics-replica',
            type: 'decision',
          },
        ),
        replied('Ок. Тоді звіт по продажах з admin-api теж перенаправити на репліку?'),
        said('так, через окремий DataSource "reporting", read-only юзер'),
        replied('Додав ReportingDataSource у libs/db.'),
        said('дякую, глянь ще чому тест stock-reservation флакає'),
        replied('Тест залежав від порядку подів; додав явний await на lock.'),
      ],
    },
    {
      id: 'pharm-session-2',
      age: 4,
      turns: [
        said(
          'слухай, шо там з вебхуком моно, он опять падает по таймауту, глянь libs/payments/src/mono/mono-webhook.controller.ts',
        ),
        replied(
          'Контролер синхронно створює чек у Checkbox і оновлює замовлення, це займає 2–4 секунди, а mono чекає недовго.',
        ),
        said(
          'короче, вебхук должен отвечать 200 сразу: только проверка подписи, запись в payment_events и publish через outbox. вся логика — в воркере, никаких походов в Checkbox из контроллера',
          {
            key: 's-webhook-fast',
            type: 'convention',
          },
        ),
        replied('Переніс обробку в consumer payment.received.v1 у apps/worker.'),
        said('а фіскальний чек тоді коли створюється?'),
        replied('В тому ж воркері, після переходу замовлення в PAID, job checkbox-receipts.'),
        said(
          'ок. і ще: з наступного місяця додаємо видачу в поштомати НП тільки для замовлень до 5 кг, бо важчі в них постійно застрягають. це від Андрія',
          {
            key: 's-poshtomat-5kg',
            type: 'constraint',
          },
        ),
        replied('Додам перевірку ваги в DeliveryOptionsService для типу POSTOMAT.'),
        replied('Може ще одразу додати Meest як альтернативу для важких посилок?'),
        said('не, Meest поки не чіпаємо'),
        said(
          'та і ще, алерти по платежах ідуть у Telegram #kalyna-payments, а не в загальний #kalyna-alerts, там і так спам',
          {
            key: 's-payment-alerts',
            type: 'convention',
          },
        ),
        replied('Оновив маршрут в alertmanager: severity payments → #kalyna-payments.'),
        said('норм, дякс'),
      ],
    },
  ],
  prompts: [
    p('додай перевірку рецептурних товарів у checkout для доставки НП', [
      'rx-no-delivery',
      'rx-delivery-claim',
      'error-format',
    ]),
    p('клієнт скаржиться що не може замовити інсулін з доставкою на відділення, це баг?', ['cold-chain']),
    p('Можна ж тепер рецептурні відправляти Новою Поштою? Менеджер питає, хоче включити для Львова', [
      'rx-no-delivery',
      'rx-delivery-claim',
    ]),
    p(
      'apps/api/src/checkout/checkout.service.ts — треба додати варіант "поштомат" для кошиків без рецептурки',
      ['rx-no-delivery', 'cold-chain', 'poshtomat-limits', 's-poshtomat-5kg', 'np-warehouses-sync'],
    ),
    p('напиши ендпоінт пошуку е-рецепта за номером для POS', [
      'ehealth-flow',
      'ehealth-direct',
      'ehealth-rate',
      'pii-logging',
      'auth-staff-keycloak',
      's-no-rx-cache',
    ]),
    p(
      'реалізуй погашення е-рецепта в libs/ehealth/src/dispense.service.ts до кінця, зараз там TODO після POST',
      [
        'ehealth-flow',
        'kep-signing',
        'ehealth-verif-code',
        'ehealth-verif-claim',
        's-ehealth-retry',
        'incident-double-dispense',
      ],
    ),
    p('ehealth-process job падає з timeout, додай attempts: 5 і exponential backoff', [
      's-ehealth-retry',
      'incident-double-dispense',
      'bullmq',
    ]),
    p('фармацевт каже: пацієнт не отримав смс з кодом, можна погасити Доступні ліки без коду?', [
      'ehealth-verif-code',
      'ehealth-verif-claim',
    ]),
    p('ЕСОЗ знову лежить, аптеки просять режим "погасимо потім". зробимо?', ['ehealth-outage']),
    p('ми ще через Helsi погашаємо рецепти?', ['ehealth-direct']),
    p('який клієнт використовуємо для е-рецептів зараз і де він лежить?', ['ehealth-direct', 'ehealth-flow']),
    p('EhealthAuthService: під навантаженням ЕСОЗ повертає 401 і кілька подів одночасно рефрешать токен', [
      'ehealth-token',
    ]),
    p('ЕСОЗ почала віддавати 429 Too Many Requests під час ранкового піку', [
      'ehealth-rate',
      'ehealth-token',
    ]),
    p('зроби нічну перевірку статусів усіх погашень за день в ЕСОЗ', [
      'ehealth-rate',
      'bullmq',
      'tz-kyiv',
      's-ehealth-retry',
    ]),
    p('підбір товарів під е-рецепт повертає тільки Нурофен, а в аптеці є ще ібупрофен Дарниця', [
      'inn-matching',
      'dispense-substitution',
    ]),
    p('можна відпустити за рецептом 2 упаковки замість приписаних 3, а решту потім?', [
      'dispense-substitution',
    ]),
    p('оновити імпорт реєстру реімбурсації під новий формат CSV від НСЗУ', ['reimbursement', 'money-kop']),
    p('доплата пацієнта по Доступних ліках рахується з мінусом на деяких позиціях', [
      'reimbursement',
      'money-kop',
    ]),
    p('додай промокод на -10% для всього кошика', ['promo-no-reimb', 'markup-cap']),
    p('чому промокод не застосувався до Метформіну, який іде за програмою?', ['promo-no-reimb']),
    p('PricingService.applyMarkup — треба підняти націнку на 5% на всю категорію "Серце і судини"', [
      'markup-cap',
      'pricing-source',
    ]),
    p('в чеку ПДВ для вітамінів рахується 7%, бухгалтерія каже має бути 20', ['vat-rates']),
    p('@libs/pricing/src/pricing.service.ts додай розрахунок ПДВ у відповідь кошика', [
      'vat-rates',
      'money-kop',
    ]),
    p('треба перейти на Monobank для оплат, з чого почати?', [
      'payments-mono',
      'mono-webhook',
      'money-units-providers',
    ]),
    p('яка в нас зараз основна платіжка для карток?', ['payments-mono']),
    p('додай Google Pay на сайті', ['payments-mono']),
    p('вебхук mono повертає 400 на всіх подіях після того як вони ротнули ключ', ['mono-webhook']),
    p('libs/payments/src/mono/mono-webhook.controller.ts — додай обробку статусу reversed', [
      'mono-webhook',
      'payments-idempotent',
      's-webhook-fast',
      'refunds',
    ]),
    p('реалізуй колбек LiqPay для "Оплати частинами"', [
      'liqpay-signature',
      'liqpay-ip-claim',
      'liqpay-statuses',
      'payments-idempotent',
      'payments-mono',
      's-webhook-fast',
    ]),
    p('в LiqPay колбеці можна прибрати перевірку signature? нам і так тільки їх IP пропускають', [
      'liqpay-signature',
      'liqpay-ip-claim',
    ]),
    p('статус wait_accept від LiqPay — вважати оплаченим?', ['liqpay-statuses', 'incident-wait-accept']),
    p('одне замовлення отримало два фіскальні чеки, бо mono прислав вебхук двічі', [
      'payments-idempotent',
      'fiscal-checkbox',
    ]),
    p('в LiqPay приходить сума в 100 разів більша за замовлення', ['money-units-providers', 'money-kop']),
    p('чек для онлайн-оплати ми фіскалізуємо на касі в аптеці?', ['fiscal-checkbox']),
    p('напиши processor для checkbox-receipts, щоб ретраїв при 5xx від Checkbox', [
      'fiscal-checkbox',
      'bullmq',
    ]),
    p('клієнт хоче повернути гроші за частину замовлення, менеджер вже повернув у кабінеті mono. що тепер?', [
      'refunds',
      'fiscal-checkbox',
    ]),
    p('клієнт хоче повернути нерозпаковані таблетки, бо "передумав", додай таку причину повернення', [
      'returns-quality',
    ]),
    p('створення ТТН для замовлення з післяплатою на 12 000 грн', [
      'np-afterpayment',
      'np-api',
      's-ttn-description',
    ]),
    p(
      '@libs/delivery/src/novaposhta/ttn.builder.ts — чому в описі вантажу не назви товарів? клієнти просять',
      ['s-ttn-description'],
    ),
    p('додай Укрпошту як опцію доставки для сіл', ['delivery-np-only']),
    p('якими перевізниками ми зараз доставляємо?', ['delivery-np-only']),
    p('автокомпліт відділень НП тормозить, кожен символ іде запит в їх API', [
      'np-warehouses-sync',
      'np-api',
    ]),
    p('статуси посилок оновлюються з затримкою в години, клієнти дзвонять', ['np-tracking']),
    p('НП додала новий статус 112 (поштомат, термін зберігання закінчується) — врахуй', ['np-tracking']),
    p('чи можна відправити 8-кілограмове замовлення в поштомат?', ['s-poshtomat-5kg', 'poshtomat-limits']),
    p('додати Meest Express як перевізника', ['delivery-np-only']),
    p('зроби бронювання для самовивозу без оплати', [
      's-pickup-hold',
      'stock-reservation',
      'air-alert',
      'cold-chain',
    ]),
    p('скільки тримається бронь на самовивіз?', ['s-pickup-hold']),
    p('неоплачене онлайн-замовлення висить з резервом уже годину', ['stock-reservation']),
    p('продали останню упаковку двом клієнтам одночасно, race condition у резерві', [
      'stock-reservation',
      'typeorm-datasource',
    ]),
    p('на сайті показує що є в наявності, а в аптеці вже нема. кеш?', ['stock-ttl-60', 'pos-sync']),
    p('який TTL у кешу залишків?', ['stock-ttl-60']),
    p('після відключення світла в Харкові залишки по аптеках стали неправильні', [
      'blackout-offline',
      'pos-sync',
    ]),
    p('apps/pos-sync/src/stock-delta.handler.ts приходить дельта зі старим seq, що робимо?', [
      'blackout-offline',
    ]),
    p('додай нову подію pharmacy.closed при повітряній тривозі в RabbitMQ', [
      'rabbit-topology',
      'outbox',
      'air-alert',
    ]),
    p('під час тривоги аптеки зникають зі списку самовивозу, люди не можуть забронювати', ['air-alert']),
    p('опублікуй order.paid після оплати прямо з PaymentsService через amqpConnection.publish', [
      'outbox',
      'rabbit-topology',
    ]),
    p('як назвати routing key для події "рецепт погашено"?', ['rabbit-topology']),
    p('новий consumer для stock.changed.v1 в apps/worker', ['rabbit-lib', 'rabbit-topology', 'stock-ttl-60']),
    p('повідомлення в черзі order.paid обробляються двічі після рестарту воркера', [
      'outbox',
      'payments-idempotent',
    ]),
    p('@apps/worker/src/queues.ts додай нову чергу для розсилки SMS', ['bullmq']),
    p('ми ще на bull 3?', ['bullmq']),
    p('додай колонку pharmacies.is_24h', ['typeorm-migrations']),
    p('на стейджі можна ж просто synchronize: true увімкнути, щоб не писати міграцію?', [
      'typeorm-migrations',
      'incident-sync-drop',
    ]),
    p('перейменуй колонку medication_dispenses.signed_at в signed_at_utc', ['typeorm-migrations', 'ts-utc']),
    p('getConnection is not a function після оновлення пакетів у libs/db', ['typeorm-datasource']),
    p('список замовлень в адмінці вантажиться 8 секунд, глянь OrdersService.findAll', ['note-n-plus-1']),
    p('в якій таймзоні зберігати dispensed_at?', ['ts-utc', 'ts-kyiv-claim']),
    p('звіт по продажах за день зсувається на 3 години, частина продажів потрапляє в наступний день', [
      'ts-utc',
      'ts-kyiv-claim',
      'tz-kyiv',
    ]),
    p('cron для імпорту реєстру на 02:00 "Europe/Kiev" не спрацьовує в контейнері', ['tz-kyiv']),
    p('зберігати ціну як decimal(10,2) в новій таблиці promo_prices?', ['money-kop']),
    p('додай логування запитів до ЕСОЗ з тілом відповіді для дебагу', ['pii-logging', 'logger']),
    p('log the patient phone in OtpService so support can find the user', ['pii-logging']),
    p('console.log не виводиться на проді, як правильно логувати в worker?', ['logger']),
    p('correlation id губиться між api і worker', ['logger']),
    p('нова сутність Patient з полями full_name, rnokpp, phone — що треба врахувати?', [
      'pii-logging',
      'typeorm-migrations',
    ]),
    p('додай ендпоінт GET /api/v1/orders/:id/receipt', [
      'api-versioning',
      'dto-validation',
      'error-format',
      'fiscal-checkbox',
    ]),
    p('змінити формат відповіді /api/v1/catalog — прибрати поле price і віддавати price_kop', [
      'api-versioning',
      'money-kop',
    ]),
    p('ValidationPipe пропускає зайві поля в CreateOrderDto', ['dto-validation']),
    p('додай помилку "товару недостатньо" з перекладом', ['error-format', 'i18n-uk-en']),
    p('додати російську мову в SMS для Одеси', ['i18n-uk-en']),
    p('які мови підтримує API?', ['i18n-uk-en']),
    p('OTP приходить по 10 разів, хтось спамить номер', ['otp-limits']),
    p('подовжити життя access токена клієнта до доби', ['auth-customers']),
    p('фармацевт з роллю pharmacist не може відкрити bull-board', ['auth-staff-keycloak', 'bullmq']),
    p('реалізуй логін для постачальників в admin-api з паролем', ['partner-password-policy']),
    p('каталог повертає Трамадол у видачі пошуку', ['controlled-substances', 'search-inn']),
    p('пошук "парацетамол" не знаходить Панадол', ['search-inn']),
    p('/health/ready падає коли ЕСОЗ недоступна, поди рестартяться', ['health-checks']),
    p('додай метрику на кількість погашень е-рецептів за хвилину', ['metrics']),
    p('алерт на падіння платежів — куди його слати?', ['s-payment-alerts', 'metrics']),
    p('напиши e2e тест для checkout з оплатою mono', ['tests-jest', 'tests-no-ehealth']),
    p('можна в CI прогнати інтеграційні тести проти preprod ЕСОЗ, щоб ловити зміни API?', [
      'tests-no-ehealth',
    ]),
    p('мокни TypeORM репозиторій в інтеграційному тесті stock-reservation', ['tests-jest']),
    p('CI падає на warning в eslint, це норм?', ['lint']),
    p('оновити Dockerfile для apps/pos-sync, там ще node:18-alpine', ['node-22']),
    p('яка версія Node у нас?', ['node-22']),
    p('задеплой хотфікс mono вебхука в прод, зараз пʼятниця 17:40', ['deploy-freeze', 'ci']),
    p('сьогодні 2 число, можна випустити новий реліз?', ['deploy-freeze']),
    p('под api на проді з 2 репліками не вивозить, збільш руками kubectl scale до 6', [
      'no-kubectl',
      'k8s-deploy',
    ]),
    p('куди покласти API ключ Meest для тестів?', ['secrets-mgmt', 'tests-no-ehealth']),
    p('де зберігаємо секрети для нового сервісу signer?', ['secrets-mgmt']),
    p('в .env.example можна закомітити LIQPAY_PRIVATE_KEY=your_private_key_here?', [
      'env-example',
      'secrets-mgmt',
    ]),
    p('LIQPAY_PUBLIC_KEY можна віддати на фронт?', ['liqpay-public-key']),
    p('кинь пароль від стейджингу плз', ['stg-password-where']),
    p('на якому хостингу прод і де база?', ['hosting-aws']),
    p('як зайти на сервери в ДЦ?', ['hosting-aws']),
    p('зробити дашборд продажів у Metabase прямо на прод базу', ['s-analytics-replica']),
    p('admin-api звіт по продажах підвішує основну БД', ['s-analytics-replica']),
    p('комерційний директор просить інтеграцію з Prozorro, щоб продавати лікарням', ['prozorro-none']),
    p('хто відповідає за інтеграцію з ЕСОЗ?', ['owners']),
    p('давай перейдемо на Prisma, TypeORM задовбав', ['typeorm-datasource', 'typeorm-migrations']),
    p('кешувати відповідь пошуку е-рецепта в Redis на 5 хв?', ['s-no-rx-cache']),
    p('вебхук mono відповідає 3 секунди і вони ретраять', ['s-webhook-fast', 'payments-idempotent']),
    p('де створюється чек Checkbox після оплати через mono?', ['fiscal-checkbox', 's-webhook-fast']),
    p('підписати звіт реімбурсації печаткою юрособи', ['kep-signing']),
    p('signer сервіс повертає помилку ЦСК при підписі погашення', ['kep-signing']),
    p('напиши commit message для цих змін', ['pref-english-commits']),
    p('я зробив переїзд pos-sync на нову схему одним PR на 1500 рядків, можна так мержити?', [
      'pref-small-prs',
    ]),
    p('в чому різниця між @Injectable scope REQUEST і DEFAULT в NestJS?', []),
    p('дякую, все працює', []),
    p('як зробити rebase на main без мерж-комітів?', []),
    p('що таке ECDSA простими словами?', []),
    p('поясни різницю між Promise.all і Promise.allSettled', []),
    p('ок, закомить', []),
    p('напиши regex для українського номера телефону +380XXXXXXXXX', []),
    p('what does "strictPropertyInitialization" do in tsconfig?', []),
    p('объясни в двух словах что такое dead letter exchange', []),
    p('зроби summary диффу', []),
    p('як у postgres подивитися розмір таблиці?', []),
    p('дякс, норм', []),
    p('how do I type a generic repository in TypeScript?', []),
    p('який шрифт краще для терміналу?', []),
  ],
});
