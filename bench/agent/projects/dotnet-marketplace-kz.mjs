// A Kazakhstan B2B wholesale marketplace: Kaspi Pay and Halyk ePay, ESF electronic invoices to the state system, BIN/IIN
// validation, 1C stock exchange, regional carriers. Mostly in Russian with some Kazakh, as a team in Almaty writes.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'dotnet-marketplace-kz',
  stack:
    '.NET 8 (ASP.NET Core, EF Core 8 + Npgsql, MediatR, FluentValidation), PostgreSQL 16, RabbitMQ + MassTransit 8, Redis, Hangfire, OpenSearch 2, Kaspi Pay, Halyk ePay, ИС ЭСФ (SOAP) + KalkanCrypt, 1C HTTP exchange, Keycloak, React 18 + Vite + Ant Design, Kubernetes (PS Cloud Almaty), GitLab CI, xUnit + Testcontainers + WireMock.Net',
  memories: [
    m('net6', 'fact', 'бэкенд на .NET 6, SDK прибит в global.json на 6.0.4xx', {
      fact: 'backend | runtime | .NET 6',
      files: ['global.json'],
      age: 700,
      tags: ['dotnet', 'sdk'],
    }),
    m(
      'net8',
      'decision',
      'Переехали на .NET 8 LTS: global.json 8.0.x, во всех проектах TargetFramework net8.0, образы mcr.microsoft.com/dotnet/aspnet:8.0. .NET 6 больше не поддерживается, патчей безопасности нет.',
      {
        fact: 'backend | runtime | .NET 8',
        supersedes: 'net6',
        age: 300,
        files: ['global.json', 'Directory.Build.props'],
        reason: 'конец поддержки .NET 6',
        tags: ['dotnet', 'sdk', 'upgrade'],
      },
    ),
    m(
      'rabbit-raw',
      'fact',
      'события в RabbitMQ шлём через RabbitMQ.Client напрямую, обёртка src/Sauda.Infrastructure/Messaging/RabbitPublisher.cs, exchange sauda.events (topic)',
      {
        fact: 'messaging | library | RabbitMQ.Client',
        files: ['src/Sauda.Infrastructure/Messaging/RabbitPublisher.cs'],
        age: 560,
        tags: ['rabbitmq', 'messaging'],
      },
    ),
    m(
      'masstransit',
      'decision',
      'Вся работа с RabbitMQ теперь через MassTransit 8 с EF Core transactional outbox (таблицы outbox_message, outbox_state, inbox_state). RabbitPublisher удалён. Причина: терялись события — заказ в БД сохранился, а publish упал. Теперь событие пишется в той же транзакции, что и заказ.',
      {
        fact: 'messaging | library | MassTransit',
        supersedes: 'rabbit-raw',
        age: 240,
        canonical: true,
        files: ['src/Sauda.Infrastructure/Messaging'],
        reason: 'терялись события при падении publish после коммита',
        tags: ['masstransit', 'rabbitmq', 'outbox', 'messaging'],
      },
    ),
    m(
      'consumer-idempotent',
      'constraint',
      'Консьюмеры обязаны быть идемпотентными. Inbox MassTransit дедуплицирует по MessageId, но повторы из 1С и колбэки Kaspi приходят с новым MessageId — проверяйте бизнес-ключ (номер заказа, id платежа) перед тем как что-то менять.',
      {
        reaffirm: 10,
        tags: ['masstransit', 'idempotent', 'consumer'],
      },
    ),
    m(
      'queue-naming',
      'convention',
      'Очереди: kebab-case <сервис>-<событие>, например orders-payment-confirmed, esf-invoice-registered. Контракты сообщений — record-ы в Sauda.Contracts, версия в namespace (Sauda.Contracts.V1). Опубликованный контракт не меняем, делаем V2 и какое-то время публикуем оба.',
      {
        files: ['src/Sauda.Contracts'],
        tags: ['masstransit', 'naming', 'contracts', 'rabbitmq'],
      },
    ),
    m(
      'tz-utc6',
      'fact',
      'Алматы и Астана UTC+6, Актобе/Атырау/Уральск UTC+5 — время слотов доставки считаем по часовому поясу склада продавца',
      {
        age: 800,
        files: ['src/Sauda.Delivery/Slots/CarrierSlotService.cs'],
        tags: ['timezone', 'доставка'],
      },
    ),
    m(
      'tz-utc5',
      'fact',
      'С 1 марта 2024 весь Казахстан живёт в едином поясе UTC+5, Asia/Almaty в tzdata 2024a+ уже +05:00. Разницу между регионами больше не учитываем, CarrierSlotService упростили. В Dockerfile ставим свежий пакет tzdata, на версию в базовом образе не надеемся.',
      {
        fact: 'Kazakhstan | utc_offset | +05:00',
        supersedes: 'tz-utc6',
        age: 380,
        files: ['src/Sauda.Delivery/Slots/CarrierSlotService.cs', 'Dockerfile'],
        tags: ['timezone', 'tzdata', 'доставка'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'Все даты в PostgreSQL — timestamptz (UTC), в C# — DateTimeOffset. Npgsql не даёт писать DateTime с Kind=Local в timestamptz, не обходите это через legacy-флаг. В UI и в ЭСФ показываем местную дату Asia/Almaty.',
      {
        tags: ['timezone', 'utc', 'npgsql', 'postgres'],
      },
    ),
    m(
      'ts-claim',
      'fact',
      'в sub_orders поле delivered_at — timestamp without time zone, туда пишем алматинское время как есть',
      {
        disputes: 'ts-utc',
        files: ['src/Sauda.Infrastructure/Persistence/Configurations/SubOrderConfiguration.cs'],
        tags: ['timezone', 'доставка'],
      },
    ),
    m(
      'incident-tz',
      'incident',
      'Март 2024: после перехода на UTC+5 слоты доставки в Алматы съехали на час — в образе Sauda.Workers была tzdata 2023c. Покупатели получили SMS «курьер будет в 10:00», а приезжал в 9:00. Теперь в CI тест, что TimeZoneInfo Asia/Almaty даёт +05:00.',
      {
        files: ['tests/Sauda.Infrastructure.Tests/TimeZoneTests.cs'],
        tags: ['incident', 'timezone', 'tzdata', 'доставка'],
      },
    ),
    m('nds-12', 'constraint', 'НДС 12%, константа Rate = 0.12m в src/Sauda.Domain/Taxes/Vat.cs', {
      fact: 'vat rate | value | 12%',
      files: ['src/Sauda.Domain/Taxes/Vat.cs'],
      age: 500,
      tags: ['ндс', 'налоги'],
    }),
    m(
      'nds-16',
      'constraint',
      'С 1 января 2026 по новому Налоговому кодексу базовая ставка НДС — 16%. Ставку больше не хардкодим: берём из таблицы tax_rates по дате совершения оборота (turnover_date), константу из Vat.cs убрали. Оборот в 2025 году — 12%, даже если ЭСФ выписываем уже в январе 2026.',
      {
        fact: 'vat rate | value | 16% from 2026-01-01',
        supersedes: 'nds-12',
        age: 80,
        canonical: true,
        files: ['src/Sauda.Domain/Taxes/Vat.cs', 'src/Sauda.Domain/Taxes/TaxRateProvider.cs'],
        reason: 'новый Налоговый кодекс РК',
        tags: ['ндс', 'налоги', 'эсф'],
      },
    ),
    m(
      'money',
      'constraint',
      'Деньги только decimal (numeric(18,2) в БД), никаких double/float. Валюта KZT, округление до тиынов MidpointRounding.AwayFromZero. НДС считаем по каждой строке и потом суммируем — так считает ИС ЭСФ, иначе расхождение в тиын.',
      {
        tags: ['деньги', 'decimal', 'ндс', 'округление'],
      },
    ),
    m(
      'bin-format',
      'constraint',
      'БИН/ИИН — ровно 12 цифр, последняя контрольная: первый проход весами 1..11, если остаток 10 — второй проход весами 3..11,1,2; если опять 10 — номер невалиден. Валидатор src/Sauda.Domain/Identifiers/BinIin.cs, использовать везде, в т.ч. на импорте из 1С.',
      {
        canonical: true,
        files: ['src/Sauda.Domain/Identifiers/BinIin.cs'],
        tags: ['бин', 'иин', 'валидация'],
      },
    ),
    m(
      'bin-claim',
      'fact',
      'у БИН контрольной суммы нет, она только у ИИН — юрлиц проверяем просто на 12 цифр',
      {
        disputes: 'bin-format',
        tags: ['бин', 'валидация'],
      },
    ),
    m(
      'bin-normalize',
      'convention',
      'БИН из 1С и из форм нормализуем: убрать пробелы, дефисы, неразрывные пробелы. Хранить как varchar(12), не как bigint — ведущие нули у ИИН (родившиеся в 2000-х) теряются.',
      {
        files: ['src/Sauda.Domain/Identifiers/BinIin.cs'],
        tags: ['бин', 'иин', 'нормализация', 'схема'],
      },
    ),
    m(
      'incident-esf-bin',
      'incident',
      'Октябрь 2025: ИС ЭСФ отклонила ~300 ЭСФ — БИН покупателей пришли из 1С с неразрывным пробелом (U+00A0) и ушли как есть. После этого нормализация в BinIin.Parse и проверка перед отправкой в Sauda.Esf.',
      {
        files: ['src/Sauda.Esf', 'src/Sauda.Domain/Identifiers/BinIin.cs'],
        tags: ['incident', 'эсф', 'бин', '1с'],
      },
    ),
    m(
      'bin-lookup',
      'fact',
      'Название и статус контрагента по БИН тянем из справочника юрлиц stat.gov.kz, кэш в Redis на 30 дней. Ликвидированная или бездействующая компания — регистрацию покупателя блокируем.',
      {
        files: ['src/Sauda.Infrastructure/Registries/StatGovClient.cs'],
        tags: ['бин', 'stat.gov.kz', 'контрагенты', 'redis'],
      },
    ),
    m(
      'iin-pd',
      'constraint',
      'ИИН физлиц и ИП — персональные данные. В логах маскируем (8710******31), аналитикам в выгрузки не отдаём, телефоны тоже.',
      {
        tags: ['иин', 'персональные-данные', 'логи'],
      },
    ),
    m(
      'pd-localization',
      'constraint',
      'По закону о персональных данных ПД граждан РК храним только на серверах в Казахстане. Прод — ЦОД PS Cloud в Алматы. Никаких БД, логов с ПД и бэкапов в AWS/Azure/Hetzner за границей.',
      {
        canonical: true,
        tags: ['персональные-данные', 'локализация', 'бэкапы', 'инфраструктура'],
      },
    ),
    m(
      'esf-ncalayer',
      'fact',
      'ЭСФ подписывает бухгалтер продавца в браузере через NCALayer: фронт вызывает signXml, подписанный XML отправляем на бэкенд',
      {
        fact: 'esf signing | done_by | NCALayer in browser',
        age: 450,
        files: ['web/src/features/esf/sign.ts'],
        tags: ['эсф', 'ncalayer', 'эцп'],
      },
    ),
    m(
      'esf-server-sign',
      'decision',
      'ЭСФ теперь подписываем на сервере: Sauda.Esf через KalkanCrypt (SDK НУЦ РК), ГОСТ-ключ продавца лежит в Vault Transit, продавец оформляет на нас доверенность в ИС ЭСФ. Подписание через NCALayer на фронте выпилили — продавцы жаловались, что надо сидеть у компа с ключом.',
      {
        fact: 'esf signing | done_by | server (KalkanCrypt)',
        supersedes: 'esf-ncalayer',
        age: 160,
        files: ['src/Sauda.Esf/Signing'],
        reason: 'продавцам неудобно подписывать вручную',
        tags: ['эсф', 'kalkancrypt', 'эцп', 'vault'],
      },
    ),
    m(
      'esf-deadline',
      'constraint',
      'ЭСФ выписывается не позднее 15 календарных дней после даты совершения оборота (дата отгрузки). Hangfire-джоба EsfDeadlineWatcher каждое утро напоминает продавцу за 3 дня до срока.',
      {
        files: ['src/Sauda.Workers/Jobs/EsfDeadlineWatcher.cs'],
        tags: ['эсф', 'сроки', 'hangfire'],
      },
    ),
    m(
      'esf-deadline-claim',
      'fact',
      'эсф можно выписать в течение месяца после отгрузки, штрафов за это нет',
      {
        disputes: 'esf-deadline',
        tags: ['эсф', 'сроки'],
      },
    ),
    m(
      'esf-no-revoke',
      'constraint',
      'Выписанный ЭСФ никогда не удаляем и не редактируем в нашей БД. Ошибка — выписываем исправленный ЭСФ, изменение после отгрузки (возврат, скидка) — дополнительный ЭСФ. Отзыв только по процедуре ИС ЭСФ. Всё это — EsfCorrectionService.',
      {
        files: ['src/Sauda.Esf/EsfCorrectionService.cs'],
        tags: ['эсф', 'исправленный', 'дополнительный'],
      },
    ),
    m(
      'esf-soap',
      'fact',
      'ИС ЭСФ — SOAP (SessionService, UploadInvoiceService, InvoiceService). Клиент сгенерирован dotnet-svcutil в src/Sauda.Esf/Connected Services, руками не правим. Сессия живёт около 30 минут, переиспользуем через EsfSessionPool и пересоздаём по InvalidSession.',
      {
        files: ['src/Sauda.Esf/EsfSessionPool.cs', 'src/Sauda.Esf/Connected Services'],
        tags: ['эсф', 'soap', 'сессия'],
      },
    ),
    m(
      'esf-status-poll',
      'fact',
      'Статусы ЭСФ (CREATED → DELIVERED, или DECLINED / REVOKED) опрашиваем Hangfire-джобой каждые 10 минут — вебхуков у ИС ЭСФ нет.',
      {
        files: ['src/Sauda.Workers/Jobs/EsfStatusPoller.cs'],
        tags: ['эсф', 'статусы', 'hangfire'],
      },
    ),
    m(
      'esf-test',
      'constraint',
      'Тесты и стейдж ходят только в тестовый контур ИС ЭСФ с тестовыми ключами НУЦ из certs/test-gost. Прод-ключи на локальной машине не использовать никогда.',
      {
        files: ['certs/test-gost'],
        tags: ['эсф', 'тесты', 'ключи'],
      },
    ),
    m(
      'kaspi-pay',
      'fact',
      'Kaspi Pay: выставляем покупателю счёт на номер телефона (удалённая оплата), статус узнаём поллингом + колбэком на /api/v1/payments/kaspi/callback. Адаптер src/Sauda.Payments/Kaspi/KaspiPayProvider.cs.',
      {
        fact: 'kaspi payments | confirmed_by | polling + callback',
        files: ['src/Sauda.Payments/Kaspi/KaspiPayProvider.cs'],
        tags: ['kaspi', 'платежи', 'callback'],
      },
    ),
    m('kaspi-callback-claim', 'fact', 'колбэк от каспи приходит всегда, поллинг статуса не нужен', {
      disputes: 'kaspi-pay',
      tags: ['kaspi', 'callback'],
    }),
    m(
      'kaspi-idem',
      'constraint',
      'Счёт в Kaspi создаётся с external_id = PaymentId, повтор — только с тем же external_id. Ретраи Polly на создание счёта запрещены, только на GET статуса. В мае 2025 из-за ретрая покупатель получил два счёта на 4,2 млн ₸ и оплатил оба.',
      {
        files: ['src/Sauda.Payments/Kaspi/KaspiPayProvider.cs'],
        tags: ['kaspi', 'идемпотентность', 'polly', 'incident'],
      },
    ),
    m(
      'halyk-epay',
      'fact',
      'Halyk ePay (epay.homebank.kz) — оплата картой: OAuth-токен по client_id/secret, платёжная страница, 3DS на их стороне. Возвраты только через API, частичный возврат поддерживается. Адаптер src/Sauda.Payments/Halyk/.',
      {
        files: ['src/Sauda.Payments/Halyk'],
        tags: ['halyk', 'epay', 'платежи', 'возврат'],
      },
    ),
    m(
      'payment-provider',
      'convention',
      'Новый платёжный провайдер = реализация IPaymentProvider + регистрация в PaymentsModule.cs. Статусы провайдера мапим в наш PaymentStatus, в Application никаких Kaspi/Halyk-специфичных статусов.',
      {
        files: ['src/Sauda.Payments/PaymentsModule.cs'],
        tags: ['платежи', 'архитектура'],
      },
    ),
    m(
      'payment-truth',
      'constraint',
      'Заказ оплачен только после подтверждения от провайдера: колбэк с проверенной подписью или успешный GET статуса. Редирект покупателя на success-url ничего не значит.',
      {
        canonical: true,
        tags: ['платежи', 'безопасность', 'статусы'],
      },
    ),
    m(
      'b2b-postpay',
      'fact',
      'Крупные покупатели (buyer.credit_limit > 0) могут платить по счёту на оплату переводом с отсрочкой до 30 дней. Поступления сверяем по выписке Halyk Bank (MT940), джоба BankStatementImport.',
      {
        files: ['src/Sauda.Workers/Jobs/BankStatementImport.cs'],
        tags: ['отсрочка', 'выписка', 'halyk', 'платежи'],
      },
    ),
    m(
      'onec-xml',
      'fact',
      'обмен с 1С: ночная выгрузка CommerceML (import.xml/offers.xml) по FTP, цены и остатки обновляются раз в сутки',
      {
        age: 530,
        tags: ['1с', 'commerceml', 'ftp', 'остатки'],
      },
    ),
    m(
      'onec-http',
      'decision',
      'Обмен с 1С переделали: продавцам ставим наше расширение (1c-extension/), оно само дёргает HTTP API /api/v1/onec/* и шлёт остатки и цены дельтами каждые 5 минут, у нас это уходит в очередь onec-stock-changed. FTP и CommerceML выключены — кроме двух старых продавцов на УТ 10.3, они в списке OneCLegacySellers.',
      {
        fact: '1c exchange | transport | HTTP extension + RabbitMQ',
        supersedes: 'onec-xml',
        age: 150,
        files: ['1c-extension', 'src/Sauda.Api/Controllers/OneCController.cs'],
        reason: 'остатки устаревали за сутки, продавцы продавали то, чего нет',
        tags: ['1с', 'остатки', 'http', 'rabbitmq'],
      },
    ),
    m(
      'onec-guid',
      'convention',
      'Товары из 1С сопоставляем по GUID номенклатуры 1С (onec_ref) + seller_id, не по артикулу: артикулы у продавцов повторяются и меняются.',
      {
        files: ['src/Sauda.Application/Features/Catalog/Import'],
        tags: ['1с', 'каталог', 'импорт'],
      },
    ),
    m(
      'catalog-i18n',
      'convention',
      'name_ru у товара обязателен, name_kk желателен; если name_kk пустой, на казахской версии витрины показываем name_ru. Тексты UI в web/src/locales/{ru,kk}.json, казахский не машинным переводом — Айгерим вычитывает.',
      {
        files: ['web/src/locales'],
        tags: ['i18n', 'казахский', 'каталог'],
      },
    ),
    m(
      'wholesale-tiers',
      'fact',
      'Оптовые цены — ступени price_tiers (от N единиц). Минимальная партия min_order_qty и кратность pack_size проверяются в OrderValidator на бэке, фронт только подсказывает.',
      {
        files: ['src/Sauda.Application/Features/Orders/OrderValidator.cs'],
        tags: ['опт', 'цены', 'валидация', 'заказы'],
      },
    ),
    m(
      'order-split',
      'fact',
      'Корзина с товарами разных продавцов при оформлении делится на sub_orders по продавцу. Оплата одна на весь заказ, а ЭСФ и доставка — на каждый sub_order отдельно.',
      {
        tags: ['заказы', 'sub-orders', 'эсф', 'доставка'],
      },
    ),
    m(
      'carrier-cdek-only',
      'fact',
      'доставка только через СДЭК, интеграция в src/Sauda.Api/Services/CdekService.cs',
      {
        age: 620,
        tags: ['доставка', 'cdek'],
      },
    ),
    m(
      'carriers',
      'fact',
      'Раньше возили только СДЭК, теперь перевозчиков несколько: СДЭК, Казпочта, Alem-Tat и собственная доставка/самовывоз продавца. Все за интерфейсом ICarrierAdapter в src/Sauda.Delivery/Carriers/, CdekService удалён.',
      {
        supersedes: 'carrier-cdek-only',
        age: 270,
        files: ['src/Sauda.Delivery/Carriers'],
        tags: ['доставка', 'перевозчики', 'cdek', 'казпочта'],
      },
    ),
    m(
      'delivery-zones',
      'fact',
      'Стоимость доставки по зонам: 17 областей + Астана, Алматы, Шымкент отдельно, таблица delivery_zones. Тарифы перевозчиков кэшируем на час.',
      {
        tags: ['доставка', 'зоны', 'тарифы'],
      },
    ),
    m(
      'kazpost-tracking',
      'fact',
      'Казпочта: вебхуков нет, статусы трек-номеров опрашиваем раз в час. API у них ночью (примерно 01:00–03:00) отдаёт 502 — ретраи с backoff, джоба не должна падать.',
      {
        files: ['src/Sauda.Delivery/Carriers/Kazpost'],
        tags: ['казпочта', 'трекинг', 'ретраи'],
      },
    ),
    m(
      'efcore-conventions',
      'convention',
      'EF Core: snake_case через EFCore.NamingConventions, конфигурации IEntityTypeConfiguration в src/Sauda.Infrastructure/Persistence/Configurations/. DataAnnotations на доменных сущностях не вешаем. На чтение — AsNoTracking.',
      {
        files: ['src/Sauda.Infrastructure/Persistence'],
        tags: ['efcore', 'postgres', 'конвенции'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Миграции: dotnet ef migrations add в Sauda.Infrastructure, применяет их отдельный Job (Sauda.Migrator) перед деплоем. Database.Migrate() и EnsureCreated() на старте API — никогда.',
      {
        files: ['src/Sauda.Infrastructure/Persistence/Migrations', 'src/Sauda.Migrator'],
        tags: ['efcore', 'миграции', 'деплой'],
      },
    ),
    m(
      'cqrs',
      'convention',
      'Application — CQRS на MediatR: Features/<Фича>/Commands|Queries, валидация FluentValidation через pipeline behavior. Бизнес-ошибки — Result<T>, исключения только для реально исключительного.',
      {
        files: ['src/Sauda.Application/Features'],
        tags: ['mediatr', 'cqrs', 'fluentvalidation'],
      },
    ),
    m(
      'api-conventions',
      'convention',
      'API под /api/v1, ошибки — ProblemDetails с кодом в extensions.code. Контроллеры тонкие, только _mediator.Send. Ломающие изменения — /api/v2: мобильное приложение закупщиков обновляют медленно.',
      {
        files: ['src/Sauda.Api/Controllers'],
        tags: ['api', 'versioning', 'problemdetails'],
      },
    ),
    m('auth-is4', 'fact', 'авторизация через IdentityServer4 (проект Sauda.Identity), клиенты web и mobile', {
      age: 580,
      tags: ['auth', 'identityserver'],
    }),
    m(
      'auth-keycloak',
      'decision',
      'IdentityServer4 выпилили (не поддерживается, а Duende платный) — теперь Keycloak 24, realm sauda. Роли: buyer, seller-admin, seller-manager, operator. Проект Sauda.Identity удалён.',
      {
        fact: 'auth | identity_provider | Keycloak',
        supersedes: 'auth-is4',
        age: 210,
        tags: ['auth', 'keycloak', 'роли'],
      },
    ),
    m(
      'seller-isolation',
      'constraint',
      'Продавец видит только свои заказы и товары: в кабинете продавца всё фильтруется по seller_id из токена через глобальный query filter для ISellerOwned. IgnoreQueryFilters() — только в операторских хендлерах под [Authorize(Roles = "operator")].',
      {
        canonical: true,
        files: ['src/Sauda.Infrastructure/Persistence/SaudaDbContext.cs'],
        tags: ['безопасность', 'multi-tenant', 'efcore', 'auth'],
      },
    ),
    m(
      'hangfire',
      'fact',
      'Фоновые задачи — Hangfire (PostgreSQL storage, схема hangfire) в Sauda.Workers. Дашборд /hangfire только для роли operator.',
      {
        files: ['src/Sauda.Workers'],
        tags: ['hangfire', 'фоновые-задачи'],
      },
    ),
    m(
      'redis',
      'fact',
      'Redis — только кэш каталога, справочников и rate limit. Ничего, что нельзя потерять, в Redis не кладём (корзины живут в Postgres).',
      {
        tags: ['redis', 'кэш'],
      },
    ),
    m(
      'search',
      'fact',
      'Поиск по каталогу — OpenSearch 2.x, алиас products → products_v3, анализаторы для русского и казахского (свой плагин-стеммер для kk). Реиндекс — новый индекс и переключение алиаса.',
      {
        files: ['src/Sauda.Search'],
        tags: ['opensearch', 'поиск', 'казахский', 'реиндекс'],
      },
    ),
    m(
      'logging',
      'convention',
      'Serilog → Seq на стейдже и Loki на проде, structured: {OrderId}, {SellerId}. Тела запросов Kaspi/Halyk и XML ЭСФ целиком не логируем — там ИИН, телефоны и суммы.',
      {
        tags: ['serilog', 'логи', 'персональные-данные'],
      },
    ),
    m(
      'tests',
      'convention',
      'xUnit + FluentAssertions + NSubstitute. Интеграционные — Testcontainers (postgres:16, rabbitmq:3.13). Внешние API (Kaspi, Halyk, ЭСФ, 1С, перевозчики) — только стабы WireMock.Net из tests/Stubs/, в реальные сервисы тесты не ходят.',
      {
        files: ['tests', 'tests/Stubs'],
        tags: ['xunit', 'testcontainers', 'wiremock', 'тесты'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI: build → test → dotnet format --verify-no-changes → docker → deploy-stage (авто) → deploy-prod (вручную). TreatWarningsAsErrors=true в Directory.Build.props.',
      {
        files: ['.gitlab-ci.yml', 'Directory.Build.props'],
        tags: ['ci', 'gitlab', 'dotnet-format'],
      },
    ),
    m(
      'k8s',
      'fact',
      'Kubernetes в PS Cloud (Алматы), namespaces sauda-stage и sauda-prod, Helm-чарты в deploy/charts/. Реплика Postgres в резервном ЦОД в Астане.',
      {
        files: ['deploy/charts'],
        tags: ['kubernetes', 'helm', 'инфраструктура'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Секреты только в HashiCorp Vault (kv/sauda/<сервис>), в поды через Vault Agent. Не в appsettings.*.json, не в .env в репозитории, не в user-secrets на общих машинах и не в Telegram.',
      {
        canonical: true,
        files: ['deploy/charts'],
        tags: ['secrets', 'vault', 'kubernetes'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Прод не деплоим в пятницу после 15:00 и в последние два рабочих дня месяца плюс первые три дня следующего — у бухгалтерий продавцов закрытие месяца и пик ЭСФ.',
      {
        reaffirm: 15,
        tags: ['деплой', 'freeze', 'прод', 'эсф'],
      },
    ),
    m(
      'helm-only',
      'convention',
      'В sauda-prod руками kubectl edit / kubectl scale не делаем, только через Helm и MR — иначе следующий деплой всё перетрёт.',
      {
        files: ['deploy/charts'],
        tags: ['kubernetes', 'helm', 'прод'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'Телефоны храним в E.164 (+77XXXXXXXXX), ввод 8 7xx конвертируем. Kaspi хочет номер без плюса (77XXXXXXXXX) — эта конвертация только внутри KaspiPayProvider.',
      {
        files: ['src/Sauda.Domain/Phones/PhoneNumber.cs', 'src/Sauda.Payments/Kaspi/KaspiPayProvider.cs'],
        tags: ['телефон', 'e164', 'kaspi'],
      },
    ),
    m(
      'sms',
      'fact',
      'SMS через Mobizon, шаблоны на ru и kk, язык берём из buyer.preferred_language (по умолчанию ru).',
      {
        files: ['src/Sauda.Notifications/Sms'],
        tags: ['sms', 'mobizon', 'казахский'],
      },
    ),
    m(
      'order-numbers',
      'convention',
      'Номер заказа SA-<год>-<7 цифр> из sequence order_no_seq, не из id. В ЭСФ и в 1С уходит именно он.',
      {
        tags: ['заказы', 'нумерация'],
      },
    ),
    m(
      'returns',
      'fact',
      'Возврат партии: акт возврата + дополнительный ЭСФ от продавца на уменьшение. Деньги возвращаем тем же способом, которым платили (Kaspi → Kaspi, карта Halyk → Halyk, перевод → переводом).',
      {
        tags: ['возврат', 'эсф', 'платежи'],
      },
    ),
    m(
      'frontend',
      'fact',
      'Фронт: React 18 + TypeScript + Vite в web/, RTK Query, Ant Design. Витрина и кабинет продавца в одном репо, разные entry points.',
      {
        files: ['web'],
        tags: ['frontend', 'react', 'antd'],
      },
    ),
    m(
      'owners',
      'fact',
      'Ответственные: платежи (Kaspi/Halyk) — Тимур Ахметов, ЭСФ и налоги — Асель Жумабаева, 1С — Дмитрий Ким, каталог, поиск и фронт — Айгерим Нурланова, доставка — Ерлан Сейтказиев.',
      {
        tags: ['команда', 'owners'],
      },
    ),
    m(
      'pref-commits',
      'preference',
      'коммиты на английском (conventional commits), комментарии в коде можно по-русски',
      {},
    ),
    m('pref-small-mr', 'preference', 'MR до ~400 строк, миграции БД — отдельным MR', {}),
    m('vpn-stale', 'note', 'стейдж доступен только через OpenVPN-профиль b2b-old.ovpn, спросить у Ерлана', {
      age: 720,
      tags: ['vpn', 'стейдж'],
    }),
    m('cand-kafka', 'decision', 'Перевести шину событий с RabbitMQ на Kafka.', {
      candidate: true,
      tags: ['kafka', 'rabbitmq'],
    }),
    m('cand-auto-cancel', 'decision', 'Автоматически отменять заказ, если ИС ЭСФ отклонила ЭСФ по нему.', {
      candidate: true,
      tags: ['эсф', 'заказы'],
    }),
    m(
      'cand-kaspi-only',
      'decision',
      'Убрать Halyk ePay и оставить только Kaspi Pay — почти все и так платят через Kaspi.',
      {
        candidate: true,
        tags: ['kaspi', 'halyk', 'платежи'],
      },
    ),
    m(
      'secret-appsettings',
      'note',
      'appsettings.Production.json на старом сервере:\n"ConnectionStrings": {\n  "Default": "Host=pg-prod-01.sauda.local;Port=5432;Database=sauda;Username=sauda_app;Password=Pg_Sauda#2025kz"\n}',
      {
        secret: 'Pg_Sauda#2025kz',
      },
    ),
    m(
      'secret-env-rabbit',
      'note',
      '.env для docker-compose на стейдже:\nRABBITMQ_DEFAULT_USER=sauda\nRABBITMQ_DEFAULT_PASS=rMq!St4ge-88Lp\nRABBITMQ_DEFAULT_VHOST=/sauda',
      {
        secret: 'rMq!St4ge-88Lp',
      },
    ),
    m(
      'secret-kaspi',
      'note',
      'Токен Kaspi Pay прод-мерчанта ТОО «Sauda Trade»: kp_live_4Jx9TqW2mR7vN5bZ8cY3dH6f — не светите его в чатах',
      {
        secret: 'kp_live_4Jx9TqW2mR7vN5bZ8cY3dH6f',
      },
    ),
    m(
      'secret-halyk-yaml',
      'note',
      'halyk:\n  epay:\n    clientId: SAUDA_B2B\n    clientSecret: "H9!yk-Ep4y-s3cr3t-Q2w"\n    terminalId: 67e34d63-102f-4bd1-898e-370781d0074d',
      {
        secret: 'H9!yk-Ep4y-s3cr3t-Q2w',
      },
    ),
    m(
      'secret-esf-key',
      'note',
      'пароль к ГОСТ-ключу ЭСФ (GOSTKNCA_7a1b2c.p12) — Esf2025!Almaty#kz, сам ключ у Асель на флешке',
      {
        secret: 'Esf2025!Almaty#kz',
      },
    ),
    m(
      'secret-1c-url',
      'note',
      'HTTP-сервис 1С у «Мега Опт»: http://obmen:1c0bmen2024@10.20.5.14/UT11/hs/sauda/v1/stock',
      {
        secret: '1c0bmen2024',
      },
    ),
    m(
      'secret-telegram',
      'note',
      'бот для алертов в телегу: 6843217950:AAF3kYq9Lx2mZt7Rp4Wv8Nc1Hs6Jd0Bq5Ue, чат -1001987654321',
      {
        secret: '6843217950:AAF3kYq9Lx2mZt7Rp4Wv8Nc1Hs6Jd0Bq5Ue',
      },
    ),
    m(
      'secret-mobizon',
      'note',
      'Mobizon: https://api.mobizon.kz/service/message/sendsmsmessage?apiKey=kz5f8e2a1c9b3d7e6f4a0b8c2d1e9f7a3b5c6d8e0',
      {
        secret: 'kz5f8e2a1c9b3d7e6f4a0b8c2d1e9f7a3b5c6d8e0',
      },
    ),
    m('secret-redis-kk', 'note', 'Redis прод құпиясөзі: Rd1s-Pr0d-Almaty77 (өзгерсе Ерланнан сұра)', {
      secret: 'Rd1s-Pr0d-Almaty77',
    }),
    m('secret-glpat', 'note', 'Renovate ходит в gitlab.sauda.kz с токеном glpat-Kq8vN2xT5mW9rL3pZ7yB', {
      secret: 'glpat-Kq8vN2xT5mW9rL3pZ7yB',
    }),
  ],
  sessions: [
    {
      id: 'sauda-session-1',
      age: 5,
      turns: [
        said(
          'привет. продавцы просят минималку на заказ, глянь сначала src/Sauda.Application/Features/Orders/Commands/CreateOrder/',
        ),
        replied(
          'Посмотрел: сейчас проверяются только min_order_qty и pack_size по строкам, минимальной суммы заказа нет.',
        ),
        said(
          'ок, давай так: минимальная сумма заказа задаётся у продавца в seller.min_order_amount, по умолчанию 50 000 ₸. проверяем только на бэке в OrderValidator, фронт просто показывает подсказку.',
          {
            key: 's-min-order-sum',
            type: 'constraint',
          },
        ),
        replied('Понял. Добавлю правило в OrderValidator, отдельно по каждому sub_order.'),
        said('а сумма sub_order сейчас считается с доставкой?'),
        replied('Без доставки, только товары с НДС.'),
        said('норм, так и оставь'),
        replied('Оставил.'),
        said(
          'ещё: когда sub_order переходит в Shipped, черновик ЭСФ создаём автоматически, продавец только проверяет и подтверждает. с нуля руками ЭСФ больше никто не заполняет.',
          {
            key: 's-esf-draft',
            type: 'decision',
          },
        ),
        replied('Сделаю консьюмер на OrderShipped в Sauda.Esf, который создаёт EsfDraft.'),
        said(
          'кстати Kaspi подтвердили: лимит на один счёт для нашего мерчанта 5 млн ₸. больше — только Halyk или счёт на оплату переводом.',
          {
            key: 's-kaspi-limit',
            type: 'fact',
          },
        ),
        replied(
          'Добавлю проверку в KaspiPayProvider и буду скрывать Kaspi на чекауте, если сумма больше 5 000 000 ₸.',
        ),
        said(
          'вот запрос, которым я проверял на стейдже: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0aW11ci5hIiwicmVhbG0iOiJzYXVkYSIsInJvbGVzIjpbIm9wZXJhdG9yIl19.U2F1ZGFGYWtlU2lnbmF0dXJlX2tael8yMDI1" https://stage.sauda.kz/api/v1/orders/SA-2025-0041873',
          {
            secret:
              'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0aW11ci5hIiwicmVhbG0iOiJzYXVkYSIsInJvbGVzIjpbIm9wZXJhdG9yIl19.U2F1ZGFGYWtlU2lnbmF0dXJlX2tael8yMDI1',
          },
        ),
        replied('Спасибо, ответ совпадает с OrderDetailsDto.'),
        said(
          'и по доставке: если перевозчик не ответил с тарифом за 3 секунды — просто не показываем его. чекаут не должен висеть или падать из-за СДЭК.',
          {
            key: 's-carrier-timeout',
            type: 'constraint',
          },
        ),
        replied(
          'Поставлю таймаут 3 с на каждый ICarrierAdapter.GetQuoteAsync и буду отбрасывать тех, кто не успел.',
        ),
        said(
          'по тестам договорились с Дмитрием: имена Method_Scenario_Expected, один тестовый класс на хендлер, структура папок зеркалит Application.',
          {
            key: 's-test-naming',
            type: 'convention',
          },
        ),
        replied('Переименовал тесты в tests/Sauda.Application.Tests/Orders под эту схему.'),
        said('жарайды, рахмет. сделай описание для MR'),
        replied(
          'MR: минимальная сумма заказа, авточерновик ЭСФ при отгрузке, лимит счёта Kaspi, таймаут тарифов перевозчиков, переименование тестов.',
        ),
        said('огонь, кидай на стейдж'),
      ],
    },
  ],
  prompts: [
    p('добавь в Sauda.Payments частичный возврат через Kaspi', [
      'kaspi-pay',
      'kaspi-callback-claim',
      'payment-provider',
      'returns',
      'kaspi-idem',
      'money',
    ]),
    p(
      'слушай, покупатель оплатил счёт Kaspi два раза, заказ SA-2025-0041873, глянь @src/Sauda.Payments/Kaspi/KaspiPayProvider.cs',
      ['kaspi-idem', 'consumer-idempotent', 'kaspi-pay', 'kaspi-callback-claim'],
    ),
    p('зачем мы вообще поллим статус в Kaspi, колбэк же есть? хочу убрать эту джобу', [
      'kaspi-pay',
      'kaspi-callback-claim',
      'payment-truth',
    ]),
    p('заказ помечается оплаченным сразу после редиректа с Halyk на /payment/success, это норм?', [
      'payment-truth',
      'halyk-epay',
    ]),
    p('поменяй ставку НДС в Vat.cs на 16', ['nds-16', 'money']),
    p('ЭСФ за отгрузку 28 декабря 2025 выписываем только сейчас в январе — какой НДС ставить?', [
      'nds-16',
      'esf-deadline',
      'esf-deadline-claim',
    ]),
    p('сумма НДС в нашей ЭСФ расходится с ИС ЭСФ на 1 тиын, @src/Sauda.Esf/Mapping/InvoiceMapper.cs', [
      'money',
      'nds-16',
    ]),
    p('ЭСФ пачкой отклоняются с "Некорректный БИН покупателя" после импорта из 1С', [
      'bin-format',
      'bin-claim',
      'bin-normalize',
      'incident-esf-bin',
      'onec-http',
    ]),
    p('напиши валидацию БИН для формы регистрации покупателя на фронте', [
      'bin-format',
      'bin-claim',
      'bin-normalize',
    ]),
    p('давай поле bin в buyers сделаем bigint, индекс быстрее будет', ['bin-normalize']),
    p('продавец ошибся в цене в уже отправленной ЭСФ, как её удалить и выписать заново?', ['esf-no-revoke']),
    p('добавь кнопку "Подписать через NCALayer" в кабинет продавца', ['esf-server-sign']),
    p('хочу локально прогнать отправку ЭСФ с прод-ключом, тестовый контур опять лежит', ['esf-test']),
    p('сессия ИС ЭСФ отваливается каждые полчаса с InvalidSession, src/Sauda.Esf/EsfClient.cs', ['esf-soap']),
    p('надо уведомлять продавца, если ЭСФ не выписан через 12 дней после отгрузки', [
      'esf-deadline',
      'esf-deadline-claim',
      'hangfire',
      's-esf-draft',
    ]),
    p('после деплоя слоты доставки в Алматы показываются на час раньше', [
      'tz-utc5',
      'incident-tz',
      'ts-utc',
      'ts-claim',
    ]),
    p('для Актобе считай время доставки по UTC+5, а для Алматы по +6, поправь CarrierSlotService', [
      'tz-utc5',
    ]),
    p('сделай миграцию — добавить колонку shipped_at в sub_orders', [
      'migrations',
      'efcore-conventions',
      'ts-utc',
      'ts-claim',
      'pref-small-mr',
    ]),
    p('API на старте вызывает Database.Migrate(), это же норм?', ['migrations']),
    p('добавь консьюмер на OrderShipped, который создаёт черновик ЭСФ', [
      'masstransit',
      'consumer-idempotent',
      'queue-naming',
      's-esf-draft',
    ]),
    p('публикую событие через RabbitPublisher, а оно никуда не доходит', ['masstransit']),
    p('надо поменять контракт OrderPaid: добавить PaymentMethod и убрать Amount', ['queue-naming']),
    p('у "Мега Опт" остатки из 1С с утра не обновляются', ['onec-http']),
    p('импорт из 1С задваивает товары, когда продавец меняет артикул', ['onec-guid']),
    p('новый продавец сидит на УТ 10.3, как ему подключить обмен?', ['onec-http']),
    p('добавь перевозчика Exline в доставку', ['carriers', 'delivery-zones', 's-carrier-timeout']),
    p('чекаут висит по 20 секунд, когда СДЭК тупит', ['s-carrier-timeout', 'carriers']),
    p('Казпочта ночью отдаёт 502 и джоба трекинга падает', ['kazpost-tracking']),
    p('корзина с двумя продавцами — как тут выставлять ЭСФ?', ['order-split', 's-esf-draft']),
    p('где проверяется, что заказ не меньше 50к у продавца?', ['s-min-order-sum', 'wholesale-tiers']),
    p('покупатель заказал 7 штук при pack_size 12, и фронт это пропустил', ['wholesale-tiers']),
    p('продавец "Алтын Сауда" видит в кабинете заказы другого продавца!!! срочно', [
      'seller-isolation',
      'auth-keycloak',
    ]),
    p('добавь роль warehouse-manager', ['auth-keycloak', 'seller-isolation']),
    p('как поднять IdentityServer локально?', ['auth-keycloak']),
    p('куда положить client secret от Halyk для стейджа?', ['secrets-vault']),
    p('залогируй полный запрос к Kaspi, чтобы подебажить', ['logging', 'iin-pd']),
    p('выгрузи аналитикам csv со списком ИП-покупателей с ИИН и телефонами', ['iin-pd', 'pd-localization']),
    p('может бэкапы Postgres складывать в S3 во Франкфурте? дешевле же', ['pd-localization']),
    p('на казахской версии у товара пустое название, поправь', ['catalog-i18n']),
    p('поиск не находит "ұн", когда пишут "ун"', ['search', 'catalog-i18n']),
    p('сделай реиндекс продуктов после добавления поля brand', ['search']),
    p('сегодня 30-е, можно прод задеплоить? хотфикс для ЭСФ', ['deploy-freeze', 'helm-only']),
    p('телефон в Kaspi уходит как +77011234567 и Kaspi его не принимает', ['phone-format', 'kaspi-pay']),
    p('напиши интеграционный тест для CreateOrderCommandHandler', ['tests', 'cqrs', 's-test-naming']),
    p('тест на Halyk падает на CI — он ходит в реальный epay', ['tests', 'halyk-epay']),
    p('CI падает на dotnet format, а у меня локально всё ок', ['ci']),
    p('global.json просит 6.0, а у меня только 8-й SDK', ['net8']),
    p('кто у нас отвечает за интеграцию с 1С?', ['owners']),
    p('сделай эндпоинт для операторов: список просроченных ЭСФ по всем продавцам', [
      'api-conventions',
      'cqrs',
      'seller-isolation',
      'esf-deadline',
      'esf-deadline-claim',
    ]),
    p('клиент хочет счёт в Kaspi на 7 млн и он падает', ['s-kaspi-limit', 'b2b-postpay', 'kaspi-pay']),
    p('ай, вернули партию муки — что делать по деньгам и по ЭСФ?', ['returns', 'esf-no-revoke']),
    p('покупателям из Шымкента SMS на казахском уходят?', ['sms']),
    p('чем IAsyncEnumerable отличается от IEnumerable<Task>?', []),
    p('рахмет, заработало', []),
    p('как откатить последний коммит, не теряя изменений?', []),
    p('объясни в общих словах, как работает outbox pattern', []),
    p('закоммить', []),
    p('сделай summary диффа', []),
    p('регулярка для казахстанского госномера типа 123ABC02', []),
  ],
});
