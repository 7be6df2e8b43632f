// A Galician ferry and island-boat booking backend (Vigo–Cangas/Moaña, Cíes, Ons): seat and vehicle-deck capacity,
// Xunta access authorisations for the national park, Stripe and Bizum via Redsys, Verifactu invoicing to the AEAT,
// tourist tax and MeteoGalicia weather cancellations. Mostly in Galician, with some Spanish and English.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rails-ferry-booking-gl',
  stack:
    'Ruby 3.3 + Rails 7.1 (API mode), PostgreSQL 16 (structure.sql), Sidekiq 7 + sidekiq-cron, Redis 7, Stripe PaymentIntents, Redsys TPV (Bizum), Verifactu SOAP (Savon) to the AEAT, MeteoSIX API, Xunta access-authorisation API, Prawn PDFs, Devise-JWT + Pundit, RSpec + FactoryBot + WebMock/VCR, Kamal 2 on Hetzner, GitHub Actions',
  memories: [
    m('ruby-32', 'fact', 'Ruby 3.2.2 (.ruby-version) e Rails 7.0.8; a imaxe base é ruby:3.2-slim.', {
      fact: 'ruby | version | 3.2',
      age: 620,
      files: ['.ruby-version', 'Dockerfile'],
      tags: ['ruby', 'rails', 'version'],
    }),
    m(
      'ruby-33',
      'fact',
      'Ruby 3.3.5 con YJIT (RUBY_YJIT_ENABLE=1 no Dockerfile) e Rails 7.1.4. A versión de .ruby-version e a do Gemfile teñen que coincidir; CI falla se non.',
      {
        fact: 'ruby | version | 3.3',
        supersedes: 'ruby-32',
        age: 170,
        files: ['.ruby-version', 'Gemfile', 'Dockerfile'],
        tags: ['ruby', 'rails', 'yjit', 'version'],
      },
    ),
    m(
      'stack',
      'fact',
      'Rails 7.1 en modo API (config.api_only = true), PostgreSQL 16 e Redis 7 para Sidekiq e caché. A web pública (Next.js) e a app de taquilla (React Native) están noutros repos e consomen /api/v1.',
      {
        tags: ['rails', 'api', 'architecture'],
      },
    ),
    m('redis-62', 'fact', 'Redis 6.2 en jobs01, sen persistencia (se cae pérdense os jobs encolados)', {
      fact: 'redis | version | 6.2',
      age: 580,
      tags: ['redis'],
    }),
    m(
      'resque',
      'fact',
      'Os jobs en segundo plano van en Resque; os workers lánzanse con QUEUE=* rake resque:work en jobs01.',
      {
        fact: 'background jobs | runner | Resque',
        age: 560,
        tags: ['resque', 'jobs'],
      },
    ),
    m(
      'sidekiq',
      'decision',
      'Migramos de Resque a Sidekiq 7 (OSS, sen Pro). Os jobs novos son Sidekiq::Job directos en app/sidekiq/, non ActiveJob; só os mailers seguen con deliver_later.',
      {
        fact: 'background jobs | runner | Sidekiq',
        supersedes: 'resque',
        age: 330,
        canonical: true,
        files: ['app/sidekiq', 'config/sidekiq.yml'],
        reason: 'Resque facía fork por cada job e en agosto comíanos a RAM',
        tags: ['sidekiq', 'jobs', 'resque'],
      },
    ),
    m(
      'sidekiq-queues',
      'convention',
      'Filas de Sidekiq con pesos en config/sidekiq.yml: critical 6 (pagos, Verifactu), weather 4, default 2, mailers 2, low 1. Un job de pagos ou de Verifactu nunca vai a default.',
      {
        files: ['config/sidekiq.yml'],
        tags: ['sidekiq', 'queues'],
      },
    ),
    m(
      'sidekiq-args',
      'constraint',
      'Os jobs reciben só IDs e tipos simples (perform_async(booking.id)), nunca obxectos ActiveRecord nin Money. Teñen que ser idempotentes: Sidekiq reintenta ata 25 veces (uns 21 días).',
      {
        tags: ['sidekiq', 'idempotency', 'jobs'],
      },
    ),
    m(
      'whenever',
      'fact',
      'Tarefas periódicas con whenever (config/schedule.rb), instaladas no crontab de jobs01.',
      {
        fact: 'scheduled tasks | runner | whenever/cron',
        age: 500,
        files: ['config/schedule.rb'],
        tags: ['cron', 'whenever', 'scheduling'],
      },
    ),
    m(
      'sidekiq-cron',
      'decision',
      'As tarefas periódicas pasaron a sidekiq-cron (config/sidekiq_cron.yml). O crontab de jobs01 xa non existe e config/schedule.rb borrouse: non engadas nada aí.',
      {
        fact: 'scheduled tasks | runner | sidekiq-cron',
        supersedes: 'whenever',
        age: 210,
        files: ['config/sidekiq_cron.yml'],
        tags: ['sidekiq-cron', 'scheduling', 'cron'],
      },
    ),
    m(
      'lint',
      'convention',
      'standardrb (con standard-rails) e brakeman en CI; calquera warning de brakeman rompe o build. Un falso positivo vai a config/brakeman.ignore cunha nota e revisión de Martiño.',
      {
        files: ['.standard.yml', 'config/brakeman.ignore'],
        tags: ['lint', 'standardrb', 'brakeman', 'ci'],
      },
    ),
    m(
      'rspec',
      'convention',
      'Tests en RSpec + FactoryBot (sen fixtures). Para a API request specs en spec/requests; non escribimos controller specs. O tempo conxélase con travel_to, nunca Time.now nos specs.',
      {
        files: ['spec'],
        tags: ['rspec', 'factorybot', 'tests'],
      },
    ),
    m(
      'no-network-specs',
      'constraint',
      'Nos specs non hai chamadas de rede reais: WebMock bloquea todo. Redsys, Stripe, AEAT, Xunta e MeteoSIX van con cassettes VCR en spec/cassettes/, con filter_sensitive_data para as claves.',
      {
        files: ['spec/support/vcr.rb', 'spec/cassettes'],
        tags: ['tests', 'vcr', 'webmock'],
      },
    ),
    m(
      'structure-sql',
      'fact',
      'Usamos db/structure.sql (config.active_record.schema_format = :sql) porque temos exclusion constraints e tipos enum de Postgres. Non rexeneres schema.rb.',
      {
        files: ['db/structure.sql'],
        tags: ['database', 'migrations', 'structure-sql'],
      },
    ),
    m(
      'strong-migrations',
      'convention',
      'strong_migrations está activo: índices con algorithm: :concurrently e disable_ddl_transaction!, nada de cambiar tipos de columna en táboas grandes sen revisión. As migracións de datos van en maintenance_tasks (app/tasks/maintenance), non en db/migrate.',
      {
        files: ['db/migrate', 'app/tasks/maintenance'],
        tags: ['migrations', 'strong_migrations', 'maintenance_tasks'],
      },
    ),
    m(
      'money',
      'constraint',
      'Importes en céntimos enteiros (columnas *_cents bigint + currency "EUR") con money-rails. Nunca Float. Redondeo a céntimo con BigDecimal ROUND_HALF_UP, só no momento de calcular IVE ou taxa.',
      {
        canonical: true,
        tags: ['money', 'cents', 'rounding', 'eur'],
      },
    ),
    m(
      'iva-passengers',
      'fact',
      'IVE: o transporte de viaxeiros vai ao 10%. A taxa turística non leva IVE e vai nunha liña separada, fóra da base impoñible.',
      {
        tags: ['iva', 'tax', 'invoice'],
      },
    ),
    m(
      'iva-vehicles',
      'fact',
      'Os vehículos e bicicletas que viaxan co pasaxeiro van tamén ao 10% (transporte de viaxeiros e as súas equipaxes). TaxRateResolver en app/services/pricing/.',
      {
        files: ['app/services/pricing/tax_rate_resolver.rb'],
        tags: ['iva', 'vehicles', 'tax'],
      },
    ),
    m(
      'iva-vehicles-claim',
      'fact',
      'ollo: o coche no ferry factúrase ao 21%, é transporte de mercadorías, non de viaxeiros',
      {
        disputes: 'iva-vehicles',
        tags: ['iva', 'vehicles'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'Todas as columnas datetime gardan UTC; config.time_zone = "Madrid" só para presentación. No código usa Time.current e Time.zone.parse, nunca Time.now nin Date.today.',
      {
        tags: ['timezone', 'utc', 'time'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'departures.sails_at está en hora local de Madrid, non en UTC, porque así vén nos horarios aprobados',
      {
        disputes: 'tz-utc',
        files: ['app/models/departure.rb'],
        tags: ['timezone', 'departures'],
      },
    ),
    m(
      'timetable',
      'convention',
      'Os horarios defínense en hora local (Europe/Madrid) por tempada en config/timetables/<ruta>/<tempada>.yml; TimetableGenerator materializa as departures en UTC. Nunca calcules a hora de saída sumando offsets fixos (+01:00/+02:00).',
      {
        files: ['config/timetables', 'app/services/timetable_generator.rb'],
        tags: ['timetable', 'timezone', 'departures', 'dst'],
      },
    ),
    m(
      'incident-dst',
      'incident',
      'Outubro 2024: o xerador de saídas usaba offset fixo +02:00 e despois do cambio de hora as saídas Vigo–Cangas do 27 ao 31/10 saían unha hora máis tarde na web; 38 reclamacións. Arranxo: ActiveSupport::TimeZone["Europe/Madrid"] no TimetableGenerator e spec/services/timetable_generator_dst_spec.rb.',
      {
        files: ['spec/services/timetable_generator_dst_spec.rb'],
        tags: ['incident', 'dst', 'timetable'],
      },
    ),
    m(
      'routes',
      'fact',
      'Rutas: VGO-CNG (Vigo–Cangas) e VGO-MOA (Vigo–Moaña) todo o ano; VGO-CIE, CNG-CIE e BAI-CIE (Baiona) a Cíes; PNV-ONS (Portonovo), SXO-ONS (Sanxenxo) e BUE-ONS (Bueu) a Ons. Código de ruta = ORIXE-DESTINO con códigos de porto de 3 letras.',
      {
        tags: ['routes', 'cies', 'ons', 'reference-data'],
      },
    ),
    m('ons-season-old', 'fact', 'a tempada de Ons é do 1 de xuño ao 15 de setembro', {
      fact: 'island season | period | 1 Jun - 15 Sep',
      age: 700,
      tags: ['season', 'ons'],
    }),
    m(
      'seasons',
      'fact',
      'Tempada de Cíes e Ons: Semana Santa e do 15 de maio ao 30 de setembro; fóra diso só hai liñas regulares Vigo–Cangas/Moaña. As datas están en config/seasons.yml e cambian cada ano coa resolución do Parque Nacional.',
      {
        fact: 'island season | period | Holy Week + 15 May - 30 Sep',
        files: ['config/seasons.yml'],
        tags: ['season', 'cies', 'ons'],
      },
    ),
    m(
      'xunta-auth',
      'constraint',
      'Para Cíes, Ons e Sálvora (Parque Nacional Illas Atlánticas) cada pasaxeiro precisa autorización de acceso da Xunta. O código de autorización pídese á API da Xunta ANTES de cobrar (XuntaAuthorizationClient); sen código non se vende o billete.',
      {
        canonical: true,
        files: ['app/services/xunta/authorization_client.rb'],
        tags: ['xunta', 'authorization', 'cies', 'ons', 'national-park'],
      },
    ),
    m(
      'cies-cap',
      'constraint',
      'Cupo diario de visitantes en Cíes en tempada alta: 1.800 persoas entre todas as navieiras. A Xunta devolve o cupo restante na súa API; non temos contador propio que valla como verdade.',
      {
        tags: ['cies', 'quota', 'xunta', 'capacity'],
      },
    ),
    m('cies-cap-claim', 'fact', 'o cupo de Cíes é de 2.200 ao día desde este ano', {
      disputes: 'cies-cap',
      tags: ['cies', 'quota'],
    }),
    m(
      'pets',
      'fact',
      'Animais: en Vigo–Cangas e Vigo–Moaña poden ir cans con correa e bozo; a Cíes e Ons non se admiten animais de compañía agás cans guía (normativa do Parque Nacional). BookingValidator bloquea a opción nesas rutas.',
      {
        files: ['app/validators/booking_validator.rb'],
        tags: ['pets', 'national-park', 'validation'],
      },
    ),
    m(
      'children',
      'fact',
      'Tarifas infantís: de 4 a 12 anos 50%; os menores de 4 non pagan pero OCUPAN praza no aforo e precisan autorización da Xunta coma calquera outro pasaxeiro.',
      {
        tags: ['pricing', 'children', 'capacity'],
      },
    ),
    m(
      'fares',
      'fact',
      'Prezos por ruta e tempada na táboa fares (valid_from/valid_to); non hai prezos no código. O bono de 10 viaxes Vigo–Cangas/Moaña vale 90 días desde a compra.',
      {
        tags: ['pricing', 'fares', 'bono'],
      },
    ),
    m(
      'capacity-seats',
      'constraint',
      'Aforo por saída = vessels.certified_passengers (certificado de navegabilidade). Nunca overbooking: os holds créanse dentro de departure.with_lock e en departures hai un CHECK (seats_held + seats_sold <= capacity).',
      {
        files: ['app/services/bookings/create_hold.rb'],
        tags: ['capacity', 'locking', 'overbooking', 'seats'],
      },
    ),
    m(
      'incident-overbooking',
      'incident',
      'Agosto 2024: dúas peticións simultáneas colleron as últimas prazas da saída das 10:00 a Cíes e subiron 14 persoas por riba do aforo; Capitanía Marítima abriu expediente. Desde entón: with_lock + CHECK constraint + spec de concorrencia spec/concurrency/holds_spec.rb.',
      {
        files: ['spec/concurrency/holds_spec.rb'],
        tags: ['incident', 'overbooking', 'concurrency'],
      },
    ),
    m(
      'deck-count',
      'fact',
      'capacidade de vehículos contada en número de coches: máximo 12 no Cidade de Vigo',
      {
        fact: 'vehicle capacity | unit | cars',
        age: 450,
        tags: ['vehicles', 'deck', 'capacity'],
      },
    ),
    m(
      'deck-meters',
      'decision',
      'Cambiamos a capacidade de vehículos a metros lineais de cuberta (vessels.deck_lane_meters): turismo 5 m, moto 2 m, furgoneta 7 m, remolque segundo a lonxitude declarada. As bicis non contan en metros pero hai un máximo de 20 por saída.',
      {
        fact: 'vehicle capacity | unit | lane meters',
        supersedes: 'deck-count',
        age: 160,
        files: ['app/services/bookings/deck_capacity.rb'],
        reason: 'con furgonetas e remolques o número de coches mentía',
        tags: ['vehicles', 'deck', 'capacity', 'lane-meters'],
      },
    ),
    m('hold-15', 'constraint', 'A reserva temporal (hold) de prazas dura 15 minutos.', {
      age: 380,
      tags: ['holds', 'booking'],
    }),
    m(
      'hold-10',
      'constraint',
      'Baixamos a duración do hold a 10 minutos: en agosto quedaban prazas bloqueadas 15 min e as saídas a Cíes parecían cheas. ReleaseExpiredHoldsJob corre cada minuto (sidekiq-cron).',
      {
        supersedes: 'hold-15',
        age: 100,
        files: ['app/sidekiq/release_expired_holds_job.rb'],
        tags: ['holds', 'booking', 'sidekiq-cron'],
      },
    ),
    m(
      'booking-states',
      'fact',
      'Estados da reserva (AASM en app/models/booking.rb): held → pending_payment → confirmed → boarded, ou cancelled / refunded / weather_cancelled. Os cambios de estado só por eventos AASM, nunca update(status: ...).',
      {
        files: ['app/models/booking.rb'],
        tags: ['booking', 'aasm', 'state-machine'],
      },
    ),
    m(
      'booking-code',
      'convention',
      'Localizador: 6 caracteres dun alfabeto sen ambiguos (sen 0/O nin 1/I/L), p.ex. K7M2QX, único por tempada. Nunca expoñas o id numérico da reserva ao cliente.',
      {
        files: ['app/models/concerns/has_booking_code.rb'],
        tags: ['booking-code', 'naming'],
      },
    ),
    m(
      'boarding-qr',
      'convention',
      'O QR de embarque leva localizador + saída asinados con Ed25519; a app de taquilla valida offline coa chave pública (en moitos peiraos non hai cobertura). A chave privada só está nas credentials de produción.',
      {
        files: ['app/services/boarding/qr_signer.rb'],
        tags: ['qr', 'boarding', 'ed25519', 'offline'],
      },
    ),
    m(
      'passenger-count',
      'constraint',
      'Directiva 98/41/CE: antes de cada saída hai que comunicar o número de persoas a bordo. A taquilla escanea os QR e PassengerCountReport envía o reconto a operacións; sen reconto pechado a saída non pode pasar a departed.',
      {
        files: ['app/services/boarding/passenger_count_report.rb'],
        tags: ['compliance', 'boarding', 'capitania'],
      },
    ),
    m(
      'pii-dni',
      'constraint',
      'DNI/NIE/pasaporte (que pide a Xunta para a autorización) gárdanse con Active Record Encryption (encrypts :document_number, deterministic: true para buscas) e bórranse 90 días despois da viaxe (PurgeDocumentsJob). LOPDGDD: nunca en logs nin en exports.',
      {
        files: ['app/models/passenger.rb', 'app/sidekiq/purge_documents_job.rb'],
        tags: ['pii', 'lopdgdd', 'gdpr', 'encryption', 'dni'],
      },
    ),
    m(
      'filter-params',
      'convention',
      'config/initializers/filter_parameter_logging.rb filtra :document_number, :phone, :email, :iban, :Ds_MerchantParameters e :Ds_Signature. Campo novo con datos persoais → engádese aí no mesmo PR.',
      {
        files: ['config/initializers/filter_parameter_logging.rb'],
        tags: ['logging', 'pii', 'filter-parameters'],
      },
    ),
    m(
      'pci',
      'constraint',
      'Os datos de tarxeta nunca pasan polos nosos servidores: Stripe Payment Element no front e redirección ao TPV de Redsys. Non gardes nin logues payloads de pago completos, só ids (payment_intent, Ds_Order).',
      {
        tags: ['pci', 'payments', 'stripe', 'redsys'],
      },
    ),
    m(
      'redsys-bizum',
      'fact',
      'Bizum vai por Redsys (TPV virtual por redirección) con Ds_Merchant_PayMethods = "z". Sinatura HMAC_SHA256_V1 coa clave do comercio diversificada por pedido (3DES). Código en app/services/payments/redsys/.',
      {
        files: ['app/services/payments/redsys'],
        tags: ['redsys', 'bizum', 'payments', 'signature'],
      },
    ),
    m(
      'redsys-amount',
      'constraint',
      'Redsys: Ds_Merchant_Amount en céntimos sen decimais ("1250" = 12,50 €), Ds_Merchant_Currency 978. Ds_Merchant_Order de 4 a 12 caracteres, os 4 primeiros numéricos, e NUNCA se repite, nin nun reintento: RedsysOrderNumber.next(booking).',
      {
        files: ['app/services/payments/redsys/order_number.rb'],
        tags: ['redsys', 'bizum', 'amount', 'order-number'],
      },
    ),
    m(
      'incident-sis0051',
      'incident',
      'Xuño 2025: ao reintentar un pago Bizum reutilizamos o mesmo Ds_Merchant_Order e Redsys devolveu SIS0051 (pedido repetido) a uns 300 clientes un sábado. Desde entón o número de pedido inclúe o intento e sempre se xera novo.',
      {
        tags: ['incident', 'redsys', 'bizum', 'sis0051'],
      },
    ),
    m(
      'redsys-notify',
      'constraint',
      'Só nos fiamos da notificación online servidor-a-servidor (POST /payments/redsys/notify) con sinatura verificada. As URL de retorno (URLOK/URLKO) só amosan unha páxina, nunca confirman a reserva.',
      {
        files: ['app/controllers/payments/redsys_notifications_controller.rb'],
        tags: ['redsys', 'notification', 'security', 'payments'],
      },
    ),
    m(
      'stripe-charges',
      'fact',
      'Pagos con tarxeta por Stripe Charges API (Stripe::Charge.create co token de Stripe.js).',
      {
        fact: 'card payments | api | Stripe Charges',
        age: 520,
        tags: ['stripe', 'payments'],
      },
    ),
    m(
      'stripe-pi',
      'fact',
      'Tarxetas con Stripe PaymentIntents (automatic_payment_methods, 3DS xestionado por Stripe). Idempotency-Key = "booking-#{id}-attempt-#{n}" en cada chamada que crea ou modifica algo.',
      {
        fact: 'card payments | api | Stripe PaymentIntents',
        supersedes: 'stripe-charges',
        age: 240,
        files: ['app/services/payments/stripe'],
        tags: ['stripe', 'payment-intents', 'idempotency', 'payments'],
      },
    ),
    m(
      'stripe-webhooks',
      'constraint',
      'Webhooks de Stripe: verificar sempre con Stripe::Webhook.construct_event e o whsec do entorno; gardar event.id en stripe_events (índice único) e procesar nun job da fila critical. Responder 200 axiña.',
      {
        files: ['app/controllers/webhooks/stripe_controller.rb'],
        tags: ['stripe', 'webhooks', 'idempotency'],
      },
    ),
    m(
      'refunds',
      'convention',
      'Devolucións sempre polo medio de pago orixinal: Stripe Refund ou Redsys Ds_TransactionType 3 sobre o mesmo pedido. Nunca transferencias manuais desde o backend.',
      {
        files: ['app/services/payments/refund.rb'],
        tags: ['refunds', 'stripe', 'redsys'],
      },
    ),
    m(
      'cancel-policy',
      'fact',
      'Cancelación polo cliente: con máis de 48 h, 100% menos 1,50 € de xestión; entre 24 e 48 h, 50%; con menos de 24 h, nada. CancellationPolicy en app/services/bookings/.',
      {
        files: ['app/services/bookings/cancellation_policy.rb'],
        tags: ['cancellation', 'refunds', 'policy'],
      },
    ),
    m(
      'weather-refund',
      'constraint',
      'Saída cancelada por tempo: o cliente escolle cambio de data gratis ou devolución do 100%, sen gastos de xestión. Se non responde en 7 días devólvese automaticamente.',
      {
        tags: ['weather', 'cancellation', 'refunds'],
      },
    ),
    m(
      'weather-refund-claim',
      'fact',
      'se se cancela polo tempo só damos bono para outro día, os cartos non se devolven',
      {
        disputes: 'weather-refund',
        tags: ['weather', 'refunds'],
      },
    ),
    m(
      'meteo-rss',
      'fact',
      'Os avisos meteorolóxicos lémolos do RSS de avisos de MeteoGalicia, cada 30 min.',
      {
        fact: 'weather data | source | MeteoGalicia RSS',
        age: 540,
        tags: ['meteogalicia', 'weather'],
      },
    ),
    m(
      'meteo-meteosix',
      'fact',
      'O tempo vén da API MeteoSIX v5 de MeteoGalicia: predición de ondada e vento por punto (boca sur de Cíes, Ons, ría de Vigo). WeatherForecastJob corre cada hora na fila weather; a API key está nas credentials.',
      {
        fact: 'weather data | source | MeteoSIX API',
        supersedes: 'meteo-rss',
        age: 200,
        files: ['app/services/weather/meteosix_client.rb', 'app/sidekiq/weather_forecast_job.rb'],
        tags: ['meteogalicia', 'meteosix', 'weather'],
      },
    ),
    m(
      'meteo-threshold-old',
      'constraint',
      'Proponse cancelar a saída se a altura significativa de onda supera 2,5 m.',
      {
        age: 420,
        tags: ['weather', 'threshold'],
      },
    ),
    m(
      'meteo-threshold',
      'constraint',
      'Subimos os limiares: proposta de cancelación con altura significativa de onda ≥ 3 m OU vento medio ≥ 30 nós (≥ 25 nós nas rutas a Ons desde Portonovo e Sanxenxo, máis expostas). Os valores están en config/weather_thresholds.yml, non no código.',
      {
        supersedes: 'meteo-threshold-old',
        age: 130,
        files: ['config/weather_thresholds.yml'],
        tags: ['weather', 'threshold', 'wind', 'waves'],
      },
    ),
    m(
      'captain-decides',
      'constraint',
      'O sistema NUNCA cancela unha saída por si só. WeatherCheckJob crea un CancellationProposal; o patrón ou operacións confírmao no backoffice e só entón WeatherCancellationJob pasa as reservas a weather_cancelled e avisa aos clientes.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['app/sidekiq/weather_check_job.rb', 'app/sidekiq/weather_cancellation_job.rb'],
        tags: ['weather', 'cancellation', 'captain', 'backoffice'],
      },
    ),
    m(
      'notifications',
      'fact',
      'Avisos aos clientes: email con Brevo (SMTP, ActionMailer) e SMS con LabsMobile. Idioma segundo booking.locale (gl, es, en, pt).',
      {
        files: ['app/mailers/booking_mailer.rb', 'app/services/notifications/sms_sender.rb'],
        tags: ['notifications', 'email', 'sms', 'brevo', 'labsmobile'],
      },
    ),
    m(
      'incident-double-sms',
      'incident',
      'Xullo 2025: WeatherCancellationJob fallou á metade e Sidekiq reintentouno; 1.100 persoas recibiron dúas veces o SMS de cancelación (e pagámolo). Agora cada envío rexístrase antes en notification_deliveries con índice único (booking_id, kind).',
      {
        files: ['app/models/notification_delivery.rb'],
        tags: ['incident', 'sms', 'idempotency', 'sidekiq'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Locales gl (por defecto), es, en e pt en config/locales/<area>.<locale>.yml. i18n-tasks en CI falla se falta unha chave nalgún idioma. Chaves en snake_case; nada de texto fixo nos mailers nin nos PDF.',
      {
        files: ['config/locales', 'config/i18n-tasks.yml'],
        tags: ['i18n', 'locales', 'galician'],
      },
    ),
    m(
      'invoice-simplified',
      'fact',
      'Cada billete é unha factura simplificada (F2), ata 3.000 € IVE incluído. Se o cliente pide despois factura co seu NIF emítese unha F3 (factura en substitución de simplificadas) que referencia a F2.',
      {
        tags: ['invoice', 'verifactu', 'f2', 'f3'],
      },
    ),
    m(
      'invoice-series',
      'convention',
      'Series de facturación por canle e ano: W (web), T (taquilla), B (venda a bordo), R (rectificativas); formato W2025-000123. Numeración correlativa sen ocos por serie: InvoiceNumberAllocator usa pg_advisory_xact_lock(serie) na mesma transacción que crea a factura.',
      {
        files: ['app/services/invoicing/invoice_number_allocator.rb'],
        tags: ['invoice', 'numbering', 'series'],
      },
    ),
    m(
      'rectificativa',
      'convention',
      'Devolucións e cancelacións xeran factura rectificativa R5 (rectificativa de simplificadas) por diferenzas, na serie R. Unha factura emitida nunca se edita nin se borra.',
      {
        files: ['app/services/invoicing/rectification.rb'],
        tags: ['invoice', 'rectificativa', 'refunds', 'verifactu'],
      },
    ),
    m(
      'verifactu-chain',
      'constraint',
      'Verifactu: cada rexistro de facturación (alta ou anulación) leva a pegada (huella) SHA-256 do rexistro anterior do mesmo NIF emisor. A cadea é inmutable: nada de UPDATE/DELETE en verifactu_records, nin a man na consola de Rails.',
      {
        canonical: true,
        files: ['app/services/verifactu/hash_chain.rb', 'app/models/verifactu_record.rb'],
        tags: ['verifactu', 'aeat', 'hash-chain', 'immutable'],
      },
    ),
    m(
      'incident-chain',
      'incident',
      'Setembro 2025: alguén corrixiu un importe cun UPDATE directo en verifactu_records en preprodución e rompeuse a cadea de pegadas desde ese rexistro; a AEAT rexeitou todos os envíos seguintes. Rexeneramos o entorno. En produción sería gravísimo: só rectificativas.',
      {
        tags: ['incident', 'verifactu', 'hash-chain'],
      },
    ),
    m(
      'verifactu-send',
      'constraint',
      'Os rexistros de facturación envíanse á AEAT de inmediato despois de emitir (VerifactuSubmitJob, fila critical), agrupando ata 1.000 por envío e respectando o TiempoEsperaEnvio que devolve a AEAT.',
      {
        files: ['app/sidekiq/verifactu_submit_job.rb'],
        tags: ['verifactu', 'aeat', 'submission'],
      },
    ),
    m(
      'verifactu-send-claim',
      'fact',
      'para verifactu abonda con mandar á noite todos os rexistros do día nun só lote',
      {
        disputes: 'verifactu-send',
        tags: ['verifactu', 'submission'],
      },
    ),
    m(
      'verifactu-qr',
      'convention',
      'Todas as facturas e billetes levan o QR tributario (URL de cotexo da AEAT con NIF, serie-número, data e importe) e a lenda "VERI*FACTU". Xérase en app/services/verifactu/qr_builder.rb; no PDF mínimo 30×30 mm.',
      {
        files: ['app/services/verifactu/qr_builder.rb'],
        tags: ['verifactu', 'qr', 'invoice', 'pdf'],
      },
    ),
    m(
      'verifactu-client',
      'fact',
      'Cliente SOAP da AEAT con Savon 2 en app/services/verifactu/client.rb; WSDL e XSD (SuministroLR.xsd, SuministroInformacion.xsd) vendorizados en vendor/verifactu/. Autenticación co certificado de selo electrónico da empresa (.p12).',
      {
        files: ['app/services/verifactu/client.rb', 'vendor/verifactu'],
        tags: ['verifactu', 'aeat', 'soap', 'savon', 'certificate'],
      },
    ),
    m(
      'verifactu-preprod',
      'fact',
      'Entorno de probas da AEAT: prewww1.aeat.es / prewww10.aeat.es con certificado de probas. Staging fala sempre con preprodución, nunca coa AEAT real.',
      {
        tags: ['verifactu', 'aeat', 'staging', 'preprod'],
      },
    ),
    m(
      'sif-id',
      'fact',
      'Cada rexistro leva o bloque SistemaInformatico (nome, NIF do produtor, IdSistemaInformatico "RB", versión). A versión sae de APP_VERSION no deploy; non a poñas a man.',
      {
        tags: ['verifactu', 'sif', 'version'],
      },
    ),
    m(
      'nif',
      'convention',
      'NIF/NIE/CIF valídanse con SpanishTaxIdValidator (app/validators/spanish_tax_id_validator.rb), letra de control incluída. NIF portugueses e outros estranxeiros van en Verifactu como IDOtro co código de país, non como NIF.',
      {
        files: ['app/validators/spanish_tax_id_validator.rb'],
        tags: ['nif', 'validation', 'verifactu'],
      },
    ),
    m(
      'tourist-tax',
      'constraint',
      'Imposto sobre estadías turísticas: só nos paquetes con pernoita no cámping de Cíes. 1,00 €/persoa/noite, menores de 16 exentos, máximo 5 noites por estadía. Liña separada sen IVE; liquídase trimestralmente ao Concello de Vigo. TouristTaxCalculator en app/services/pricing/.',
      {
        files: ['app/services/pricing/tourist_tax_calculator.rb'],
        tags: ['tourist-tax', 'xunta', 'camping', 'cies', 'tax'],
      },
    ),
    m(
      'pdf-wicked',
      'fact',
      'Billetes e facturas en PDF con wicked_pdf (wkhtmltopdf instalado no contedor).',
      {
        fact: 'pdf | engine | wicked_pdf',
        age: 480,
        tags: ['pdf', 'wicked_pdf'],
      },
    ),
    m(
      'pdf-prawn',
      'decision',
      'Quitamos wicked_pdf/wkhtmltopdf (abandonado, e a imaxe pesaba 400 MB máis). Os PDF de billete e factura fanse con Prawn + prawn-qrcode en app/pdfs/, coa fonte DejaVuSans embebida para ñ, á, ç e ª.',
      {
        fact: 'pdf | engine | Prawn',
        supersedes: 'pdf-wicked',
        age: 190,
        files: ['app/pdfs'],
        reason: 'wkhtmltopdf sen mantemento e imaxe Docker enorme',
        tags: ['pdf', 'prawn', 'fonts'],
      },
    ),
    m('capistrano', 'fact', 'Deploy con Capistrano a dous VPS en OVH (app01 e jobs01).', {
      fact: 'deploy | tool | Capistrano',
      age: 600,
      tags: ['deploy', 'capistrano'],
    }),
    m(
      'kamal',
      'decision',
      'Pasamos o deploy a Kamal 2 (config/deploy.yml): dúas máquinas Hetzner en Núremberg, web e sidekiq como roles separados, kamal-proxy con TLS. Capistrano e OVH quedaron atrás.',
      {
        fact: 'deploy | tool | Kamal',
        supersedes: 'capistrano',
        age: 280,
        files: ['config/deploy.yml', '.kamal/secrets'],
        tags: ['deploy', 'kamal', 'hetzner'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Nada de deploys en fin de semana de xuño a setembro, nin entre as 07:00 e as 10:30 calquera día (primeiras saídas e pico de embarque).',
      {
        tags: ['deploy', 'freeze', 'season'],
      },
    ),
    m(
      'credentials',
      'convention',
      'Segredos en Rails encrypted credentials por entorno (config/credentials/production.yml.enc). A RAILS_MASTER_KEY vai nos secrets de Kamal, lidos de 1Password desde .kamal/secrets. Nunca nun .env commitado nin en claro en config/deploy.yml.',
      {
        canonical: true,
        files: ['config/credentials', '.kamal/secrets'],
        tags: ['secrets', 'credentials', 'kamal', '1password'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: standardrb → brakeman → rspec (4 procesos con parallel_tests) → i18n-tasks. O deploy é un workflow manual (workflow_dispatch) que executa kamal deploy.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'api',
      'convention',
      'API en /api/v1 con serializers Alba (app/serializers). Os erros sempre {"error": {"code": "...", "message": "..."}}, code en snake_case inglés e message traducida segundo Accept-Language. Cambios incompatibles → /api/v2.',
      {
        files: ['app/serializers', 'app/controllers/api/v1'],
        tags: ['api', 'alba', 'errors', 'versioning'],
      },
    ),
    m(
      'auth',
      'fact',
      'Clientes: contas opcionais con Devise + devise-jwt (token 24 h); pódese comprar como convidado só co email. Backoffice: SSO de Google Workspace (omniauth-google-oauth2) só para @navieira-rias.gal, con roles ops, patron, finance e admin.',
      {
        tags: ['auth', 'devise', 'jwt', 'backoffice', 'sso'],
      },
    ),
    m(
      'pundit',
      'convention',
      'Backoffice con Pundit: cada acción chama authorize e Backoffice::BaseController ten after_action :verify_authorized. Políticas en app/policies/.',
      {
        files: ['app/policies', 'app/controllers/backoffice/base_controller.rb'],
        tags: ['pundit', 'authorization', 'backoffice'],
      },
    ),
    m(
      'rack-attack',
      'fact',
      'rack-attack: busca de dispoñibilidade 60 peticións/min por IP, login 5/min por email. As IP das taquillas están en allowlist.',
      {
        files: ['config/initializers/rack_attack.rb'],
        tags: ['rate-limit', 'rack-attack', 'security'],
      },
    ),
    m(
      'availability-cache',
      'fact',
      'A dispoñibilidade por ruta e data cachéase en Redis 30 s (Rails.cache) e invalídase ao crear ou liberar holds con AvailabilityCache.bust(departure).',
      {
        files: ['app/services/availability_cache.rb'],
        tags: ['cache', 'availability', 'redis'],
      },
    ),
    m(
      'group-bookings',
      'fact',
      'Grupos de máis de 20 persoas van por solicitude: operacións aproba e sempre se emite factura completa (F1) co NIF do grupo.',
      {
        tags: ['groups', 'invoice', 'booking'],
      },
    ),
    m(
      'bizum-limit',
      'fact',
      'Redsys rexeita Bizum por riba de 1.000 € por operación, así que o checkout non ofrece Bizum para importes maiores.',
      {
        tags: ['bizum', 'redsys', 'limits', 'checkout'],
      },
    ),
    m(
      'vessels',
      'fact',
      'Embarcacións: Cidade de Vigo (ro-pax, 250 pax, 60 m de cuberta), Illa de Ons (180 pax), Ría de Arousa (120 pax), Cíes Express (90 pax). O aforo real sempre sae de vessels.certified_passengers, que pode baixar en inverno segundo o certificado.',
      {
        tags: ['vessels', 'capacity', 'reference-data'],
      },
    ),
    m(
      'vessel-swap',
      'constraint',
      'Se cambia a embarcación dunha saída por avaría, VesselSwapService recalcula aforo e cuberta. Se a nova é máis pequena as reservas sobrantes NON se cancelan soas: operacións decide e recoloca.',
      {
        files: ['app/services/departures/vessel_swap_service.rb'],
        tags: ['vessels', 'capacity', 'operations'],
      },
    ),
    m(
      'pmr',
      'fact',
      'Prazas PMR: vessels.pmr_spaces. Reservar PMR require aviso de 48 h e non se vende en liña para Ons (o peirao non ten rampla); vai por operacións.',
      {
        tags: ['accessibility', 'pmr', 'booking'],
      },
    ),
    m('staging-old', 'fact', 'staging está en staging.navieira.local, un droplet de DigitalOcean', {
      fact: 'staging | hosted_on | DigitalOcean droplet',
      age: 640,
      tags: ['staging'],
    }),
    m(
      'environments',
      'fact',
      'Entornos: staging (staging.navieira-rias.gal, unha máquina Hetzner pequena, Redsys en modo probas, Stripe test, AEAT preprodución) e produción. Non hai entorno de dev compartido; cada quen usa docker compose local.',
      {
        fact: 'staging | hosted_on | Hetzner',
        tags: ['staging', 'environments'],
      },
    ),
    m('owners-old', 'fact', 'os pagos (Redsys e Stripe) lévaos Brais', {
      fact: 'payments | owner | Brais',
      age: 600,
      tags: ['owners', 'team'],
    }),
    m(
      'owners',
      'fact',
      'Responsables: pagos e Verifactu — Antía Lema; reservas, aforo e horarios — Xoán Carballo; tempo e cancelacións — Uxía Barreiro; infra e deploy — Martiño Pazos.',
      {
        fact: 'payments | owner | Antía Lema',
        tags: ['owners', 'team'],
      },
    ),
    m(
      'logging',
      'convention',
      'Logs JSON con lograge (request_id e booking_code). Os erros van a AppSignal (rexión UE). Nunca logues document_number, teléfonos nin os parámetros de Redsys.',
      {
        files: ['config/initializers/lograge.rb'],
        tags: ['logging', 'lograge', 'appsignal', 'pii'],
      },
    ),
    m(
      'metrics',
      'convention',
      'Métricas custom en AppSignal co prefixo ferry_ e unidade ao final: ferry_holds_expired_total, ferry_verifactu_submit_seconds, ferry_xunta_auth_errors_total.',
      {
        tags: ['metrics', 'appsignal', 'naming'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      'commits e descricións de PR en inglés (imperativo, "Add ...", "Fix ..."), aínda que falemos en galego',
      {},
    ),
    m(
      'pref-galego',
      'preference',
      'fálame en galego cando me expliques algo; os nomes de clases e métodos, en inglés',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'PRs pequenos, por favor: unha cousa por PR, e se toca pagos, PR á parte.',
      {},
    ),
    m(
      'note-credentials-edit',
      'note',
      'Para editar segredos: bin/rails credentials:edit --environment production (precisa a master key, que está en 1Password no cofre "Navieira Infra"). Non pegues a master key en chats nin issues.',
      {
        tags: ['credentials', 'secrets', 'howto'],
      },
    ),
    m(
      'note-env-example',
      'note',
      '.env.example só leva placeholders para docker compose local: STRIPE_SECRET_KEY=sk_test_xxx, REDSYS_MERCHANT_KEY=<clave de probas do TPV>, METEOSIX_API_KEY=<pídella a Uxía>. As de verdade nunca van aí.',
      {
        files: ['.env.example'],
        tags: ['secrets', 'env', 'local-dev'],
      },
    ),
    m(
      'note-rotation',
      'convention',
      'A clave de comercio de Redsys e o token de LabsMobile rótanse cada 6 meses. Despois de cambialos nas credentials hai que reiniciar os contedores (kamal app boot); se non, seguen coa clave vella en memoria.',
      {
        tags: ['secrets', 'rotation', 'redsys', 'kamal'],
      },
    ),
    m('cand-graphql', 'decision', 'Expoñer unha API GraphQL para a web pública en vez de /api/v1 REST.', {
      candidate: true,
      tags: ['graphql', 'api'],
    }),
    m(
      'cand-solid-queue',
      'decision',
      'Move from Sidekiq to Solid Queue when we upgrade to Rails 8, and drop Redis.',
      {
        candidate: true,
        tags: ['sidekiq', 'solid-queue', 'rails-8'],
      },
    ),
    m(
      'cand-dynamic-pricing',
      'decision',
      'Prezos dinámicos para Cíes en agosto: subir a tarifa segundo a ocupación da saída.',
      {
        candidate: true,
        tags: ['pricing', 'cies'],
      },
    ),
    m(
      'cand-auto-cancel',
      'decision',
      'Se MeteoSIX dá ondada de máis de 4 m, cancelar a saída automaticamente sen esperar polo patrón.',
      {
        candidate: true,
        tags: ['weather', 'cancellation'],
      },
    ),
    m('cand-apple-pay', 'decision', 'Activar Apple Pay e Google Pay no Payment Element de Stripe.', {
      candidate: true,
      tags: ['stripe', 'apple-pay'],
    }),
    m(
      'secret-stripe',
      'note',
      'no .env de produción que había en app01:\nSTRIPE_SECRET_KEY=sk_live_51PqR8sKx2Lm9Vt7Yw3Zb4Nc6Df1Gh8Jk0Lp5Qr2St9Uv4Wx7Yz\nSTRIPE_PUBLISHABLE_KEY=pk_live_51PqR8sKx2Lm9Vt7Yw3Zb4Nc6Df1Gh8Jk0Lp5Qr2Aa1Bb2Cc3',
      {
        secret: 'sk_live_51PqR8sKx2Lm9Vt7Yw3Zb4Nc6Df1Gh8Jk0Lp5Qr2St9Uv4Wx7Yz',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'o webhook de Stripe en produción asina con whsec_9aF3kLm2Qx7Rt5Vw8Yz1Bc4Dg6Hj0NpQs, ponlle iso ao endpoint novo',
      {
        secret: 'whsec_9aF3kLm2Qx7Rt5Vw8Yz1Bc4Dg6Hj0NpQs',
      },
    ),
    m(
      'secret-redsys-key',
      'note',
      'Clave de comercio SHA-256 do TPV 357912847 (terminal 001, produción): q8Zt3Lm1Vx9Kp2Rw7Yc5Nb4Hd6Gf0JsA',
      {
        secret: 'q8Zt3Lm1Vx9Kp2Rw7Yc5Nb4Hd6Gf0JsA',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'DATABASE_URL=postgres://ferry_app:Ons-Cies!2025pg@10.0.1.5:5432/ferry_production',
      {
        secret: 'Ons-Cies!2025pg',
      },
    ),
    m(
      'secret-sidekiq-web',
      'note',
      'O panel de Sidekiq (/sidekiq) está protexido con basic auth: usuario ops, contrasinal Sdk-W3b!Vigo88',
      {
        secret: 'Sdk-W3b!Vigo88',
      },
    ),
    m(
      'secret-meteosix',
      'note',
      'trozo das credentials de produción (desencriptadas):\nmeteosix:\n  api_key: mK4rT8wQ2zL6pV9xN3cB7hJ1dF5gS0aYuE2\nxunta:\n  client_id: navieira-rias',
      {
        secret: 'mK4rT8wQ2zL6pV9xN3cB7hJ1dF5gS0aYuE2',
      },
    ),
    m(
      'secret-aeat-p12',
      'note',
      'La contraseña del certificado de sello para Verifactu (selo_navieira.p12) es Aeat-Sel0#7Rz2Q, caduca en 2027.',
      {
        secret: 'Aeat-Sel0#7Rz2Q',
      },
    ),
    m(
      'secret-master-key',
      'note',
      'copia de .kamal/secrets de Martiño: RAILS_MASTER_KEY=4f8a1c9e3b7d2f6a0e5c8b1d9f3a7e2c',
      {
        secret: '4f8a1c9e3b7d2f6a0e5c8b1d9f3a7e2c',
      },
    ),
    m('secret-redis-url', 'note', 'REDIS_URL=redis://:R3d1s-Sdk!p4ss@10.0.1.7:6379/0', {
      secret: 'R3d1s-Sdk!p4ss',
    }),
    m(
      'secret-brevo',
      'note',
      'SMTP de Brevo: usuario avisos@navieira-rias.gal, clave xsmtpsib-2b7f4e9a1c8d3f6b0a5e9c2d7f1b4a8e3c6d9f2a5b8e1c4d7f0a3b6c9e2d5f8a-Qm7Rt2Vw9Xy4Zk1L',
      {
        secret: 'xsmtpsib-2b7f4e9a1c8d3f6b0a5e9c2d7f1b4a8e3c6d9f2a5b8e1c4d7f0a3b6c9e2d5f8a-Qm7Rt2Vw9Xy4Zk1L',
      },
    ),
    m(
      'secret-ghcr',
      'note',
      'KAMAL_REGISTRY_PASSWORD=ghp_R7tK2mQ9xL4vW8zN3bY6cP1dF5hJ0sA2eG4i (PAT de Martiño con write:packages para ghcr.io)',
      {
        secret: 'ghp_R7tK2mQ9xL4vW8zN3bY6cP1dF5hJ0sA2eG4i',
      },
    ),
    m(
      'secret-labsmobile',
      'note',
      'LabsMobile API token for the SMS account (user sms@navieira-rias.gal): lm_9Hq3Zr6Wx1Np9Kc4Vb7Ty2Md5Fs8',
      {
        secret: 'lm_9Hq3Zr6Wx1Np9Kc4Vb7Ty2Md5Fs8',
      },
    ),
  ],
  sessions: [
    {
      id: 'ops-session-1',
      age: 7,
      turns: [
        said(
          'bos días. operacións queixase de que a xente compra na web cando o barco xa está saíndo. mira app/services/bookings/create_hold.rb',
        ),
        replied(
          'CreateHold só comproba que departure.sails_at estea no futuro; non hai ningunha marxe antes da saída.',
        ),
        said(
          'a partir de agora a venda en liña dunha saída pecha 30 minutos antes de sails_at; despois só se vende en taquilla.',
          {
            key: 's-online-cutoff',
            type: 'constraint',
          },
        ),
        replied(
          'Engado ONLINE_SALES_CUTOFF = 30.minutes en Departure e o chequeo en CreateHold para a canle web; a taquilla queda exenta.',
        ),
        said('e que pasa cos paquetes de acampada? vin que se reservan á parte'),
        replied('Si, CampingReservation é un modelo separado sen relación co billete nin coa autorización.'),
        said(
          'o cámping de Cíes ten 800 prazas por noite. A noite de acampada resérvase xunto co billete, e a autorización da Xunta para pernoitar é distinta da de visita: hai que pedir as dúas.',
          {
            key: 's-camping',
            type: 'fact',
          },
        ),
        replied(
          'Entendido: CampingReservation pasa a colgar da Booking e XuntaAuthorizationClient pide o tipo overnight ademais do day_visit.',
        ),
        said('como amosamos agora os prezos na API? a web di que non lle cadran'),
        replied(
          'fares devolve price_cents sen IVE e a web súmao; a taxa turística non aparece ata o checkout.',
        ),
        said(
          'na API os prezos van sempre con IVE incluído (price_cents_gross), e a taxa turística como campo separado tourist_tax_cents. A web non calcula impostos.',
          {
            key: 's-price-display',
            type: 'convention',
          },
        ),
        replied(
          'Cambio o FareSerializer e engado tourist_tax_cents; marco price_cents como deprecated en /api/v1.',
        ),
        said(
          'outra: a proposta de cancelación por tempo ten que xerarse como moi tarde 3 horas antes da saída. Despois diso decide o patrón no peirao e o sistema non propón nada.',
          {
            key: 's-weather-window',
            type: 'decision',
          },
        ),
        replied('WeatherCheckJob ignorará as saídas que saian en menos de 3 h.'),
        said(
          'e o bono veciñal: os empadroados en Cangas e Moaña teñen un 40% de desconto, comprobado co certificado de empadroamento que sube operacións ao backoffice; caduca o 31 de decembro de cada ano.',
          {
            key: 's-resident-discount',
            type: 'fact',
          },
        ),
        replied(
          'Creo ResidentDiscount con valid_until = fin de ano e unha policy para que só ops poida aprobalo.',
        ),
        said(
          'para probar en staging o TPV, usa o terminal de probas: clave Tpv-Prb!Stg-4471xQ, non a de produción',
          {
            secret: 'Tpv-Prb!Stg-4471xQ',
          },
        ),
        replied('Non a vou meter no código; en staging xa se le das credentials de staging.'),
        said('perfecto, grazas. pasa os specs de bookings'),
        replied(
          'bundle exec rspec spec/services/bookings spec/requests/api/v1/bookings_spec.rb — 212 exemplos, 0 fallos.',
        ),
      ],
    },
    {
      id: 'verifactu-session-1',
      age: 3,
      turns: [
        said('Antía aquí. Estoy con los errores de Verifactu, mira app/sidekiq/verifactu_submit_job.rb'),
        replied(
          'El job reintenta cualquier respuesta que no sea "Correcto", incluidos los rechazos de validación.',
        ),
        said(
          'regla: si la AEAT devuelve error técnico (timeout, 5xx, SOAP fault de sistema) se reintenta; si es rechazo de validación del registro, NO se reintenta: se marca rejected y se avisa a finanzas por email.',
          {
            key: 's-verifactu-retry',
            type: 'constraint',
          },
        ),
        replied(
          'Separo VerifactuTechnicalError de VerifactuRejection; solo el primero hace raise para que Sidekiq reintente.',
        ),
        said('how do customers get their invoice PDF today?'),
        replied('There is a public link /invoices/:id.pdf without authentication.'),
        said(
          'that has to go. the invoice PDF is attached to the booking confirmation email and downloadable only from the logged-in area or with the booking code + email. never a public guessable link.',
          {
            key: 's-invoice-pdf-access',
            type: 'convention',
          },
        ),
        replied(
          'I will remove the public route and add an authenticated InvoicesController#show that checks booking code and email.',
        ),
        said(
          'las agencias de viaje compran por la API con una api key por agencia (header X-Agency-Key) y se les factura a mes vencido una F1 agrupada, no una F2 por billete.',
          {
            key: 's-agencies',
            type: 'fact',
          },
        ),
        replied(
          'Entendido: para reservas con agency_id no se emite F2; MonthlyAgencyInvoiceJob genera la F1 el día 1.',
        ),
        said('ok, corre los specs de verifactu'),
        replied('bundle exec rspec spec/services/verifactu — 64 ejemplos, 0 fallos.'),
      ],
    },
  ],
  prompts: [
    p('actualiza o Dockerfile, aínda está en ruby 3.2?', ['ruby-33']),
    p('bundle install: Your Ruby version is 3.2.2, but your Gemfile specified 3.3.5', ['ruby-33']),
    p('crea un job que mande o recordatorio de embarque 24 h antes da saída', [
      'sidekiq',
      'sidekiq-args',
      'sidekiq-cron',
      'notifications',
      'incident-double-sms',
    ]),
    p('ActiveJob ou Sidekiq::Job para o novo export de reservas?', ['sidekiq']),
    p('rake resque:work non arranca en local, que fago?', ['sidekiq']),
    p('PaymentConfirmationJob.perform_async(booking) dá erro de serialización', ['sidekiq-args']),
    p('en que fila poño o novo job de reenvío a Verifactu?', ['sidekiq-queues', 'verifactu-send']),
    p('engade en config/schedule.rb unha tarefa ás 03:00 que limpe holds vellos', [
      'sidekiq-cron',
      'hold-10',
    ]),
    p('brakeman dá un warning de SQL injection en app/services/reports/occupancy.rb pero é falso positivo', [
      'lint',
    ]),
    p('escribe specs para CancellationPolicy', ['rspec', 'cancel-policy']),
    p('o spec do cliente de MeteoSIX fai chamadas reais e falla en CI', ['no-network-specs']),
    p('graba un cassette VCR para a autorización da Xunta', ['no-network-specs', 'xunta-auth']),
    p('rails db:schema:dump xerou un schema.rb, commiteo?', ['structure-sql']),
    p('add an index on bookings(departure_id, status)', ['strong-migrations', 'structure-sql']),
    p('migración para encher o novo campo locale en todas as reservas antigas', ['strong-migrations']),
    p('o total do billete sae 12.499999 na resposta da API', ['money']),
    p('pon price como float no FareSerializer, é máis doado para a web', ['money', 's-price-display']),
    p('que IVE leva un billete Vigo–Cangas con coche?', [
      'iva-passengers',
      'iva-vehicles',
      'iva-vehicles-claim',
    ]),
    p('TaxRateResolver: a bici vai ao 21%?', ['iva-vehicles', 'iva-vehicles-claim']),
    p('a taxa turística está sumando IVE na factura', ['tourist-tax', 'iva-passengers']),
    p('calcula a taxa turística para 4 adultos e 2 nenos de 10 anos, 7 noites en Cíes', ['tourist-tax']),
    p('TouristTaxCalculator: os rapaces de 16 anos pagan ou non?', ['tourist-tax']),
    p('as saídas de Cangas aparecen cunha hora de diferenza desde o domingo', [
      'timetable',
      'incident-dst',
      'tz-utc',
      'tz-claim',
    ]),
    p('xera as saídas da tempada de verán de PNV-ONS', ['timetable', 'seasons', 'routes']),
    p('no servizo de holds uso Time.now, cambia algo?', ['tz-utc']),
    p('departures.sails_at vén en UTC ou en hora local? teño que comparalo co horario impreso', [
      'tz-utc',
      'tz-claim',
    ]),
    p('engade a ruta nova Vilagarcía–Sálvora', ['routes', 'xunta-auth', 'seasons', 'timetable']),
    p('cando empeza a tempada de Ons este ano?', ['seasons']),
    p('por que non aparecen saídas a Cíes en outubro?', ['seasons']),
    p('crea o fluxo de checkout para Cíes: hold, pago e confirmación', [
      'xunta-auth',
      'capacity-seats',
      'hold-10',
      'booking-states',
      'cies-cap',
      'cies-cap-claim',
    ]),
    p('a API da Xunta é lenta; cobramos primeiro e pedimos a autorización despois?', ['xunta-auth']),
    p('de onde saco o cupo restante de Cíes para mañá?', ['cies-cap', 'cies-cap-claim']),
    p('o bebé de 2 anos non paga, podo non contalo no aforo?', ['children', 'capacity-seats', 'xunta-auth']),
    p('unha clienta quere levar o can a Ons', ['pets']),
    p('BookingValidator: permite cans en VGO-MOA', ['pets']),
    p('dous usuarios collen a última praza ao mesmo tempo, como o evito?', [
      'capacity-seats',
      'incident-overbooking',
    ]),
    p('sube o aforo do Cíes Express a 110 para agosto', ['vessels', 'capacity-seats']),
    p('cantos coches caben no Cidade de Vigo?', ['deck-meters', 'vessels']),
    p('engade furgonetas con remolque á reserva de vehículos', ['deck-meters']),
    p('reserva de 25 bicis nunha saída a Cangas', ['deck-meters', 'group-bookings']),
    p('o hold caduca aos 15 minutos? a web amosa un contador', ['hold-10']),
    p('ReleaseExpiredHoldsJob non libera as prazas', ['hold-10', 'sidekiq-cron', 'availability-cache']),
    p('a dispoñibilidade tarda en actualizarse despois dunha compra', ['availability-cache']),
    p('cambia o barco da saída das 12:00 a Ons polo Ría de Arousa, o Illa de Ons está avariado', [
      'vessel-swap',
      'vessels',
    ]),
    p('booking.update(status: "confirmed") no callback de Stripe, vale?', [
      'booking-states',
      'stripe-webhooks',
    ]),
    p('engade un estado no_show para quen non embarca', ['booking-states']),
    p('xera o localizador das reservas novas', ['booking-code']),
    p('a URL de confirmación leva /bookings/18234, pode o cliente ver outras reservas?', ['booking-code']),
    p('o escáner da taquilla en Cíes non ten rede, como valida o QR?', ['boarding-qr']),
    p('rota a chave do QR de embarque', ['boarding-qr', 'credentials']),
    p('marca a saída como departed aínda que non pecharan o reconto', ['passenger-count']),
    p('permitir reservas PMR para Ons na web', ['pmr']),
    p('engade nacionalidade e data de nacemento ao pasaxeiro', ['pii-dni', 'filter-params']),
    p('export CSV de pasaxeiros cos DNI para Capitanía Marítima', ['pii-dni']),
    p('buscar un pasaxeiro polo DNI no backoffice', ['pii-dni']),
    p('os logs de produción amosan o teléfono do cliente', ['filter-params', 'logging']),
    p('implementa Bizum no checkout', ['redsys-bizum', 'redsys-amount', 'redsys-notify', 'bizum-limit']),
    p('Redsys devolve SIS0051 cando o cliente reintenta o pago', ['redsys-amount', 'incident-sis0051']),
    p('Ds_Merchant_Amount: mandamos "12.50" e falla', ['redsys-amount']),
    p('a reserva confírmase cando o cliente volve á URLOK', ['redsys-notify']),
    p('a sinatura da notificación de Redsys non cadra', ['redsys-bizum', 'redsys-notify']),
    p('Bizum para un grupo de 1.400 €', ['bizum-limit', 'group-bookings']),
    p('migra o cobro con tarxeta de Stripe::Charge a algo máis moderno', ['stripe-pi']),
    p('Stripe cobra dúas veces se o usuario fai dobre clic en pagar', ['stripe-pi']),
    p('o webhook payment_intent.succeeded procésase dúas veces', ['stripe-webhooks']),
    p('o endpoint de webhooks de Stripe tarda 8 s e Stripe reintenta', ['stripe-webhooks', 'sidekiq-queues']),
    p('log the full Redsys notification params so I can debug the signature', [
      'pci',
      'filter-params',
      'logging',
    ]),
    p('gardar os últimos 4 díxitos e a caducidade da tarxeta na reserva', ['pci']),
    p('devolución manual por transferencia a un cliente que pagou con Bizum', ['refunds']),
    p('o cliente cancela 30 h antes, canto lle devolvemos e que factura sae?', [
      'cancel-policy',
      'refunds',
      'rectificativa',
    ]),
    p('cliente cancela con 3 días de antelación, fai a devolución', ['cancel-policy', 'refunds']),
    p('engade o punto da ría de Pontevedra ás consultas de MeteoSIX', ['meteo-meteosix']),
    p('o RSS de avisos de MeteoGalicia cambiou de formato e rompe o parser', ['meteo-meteosix']),
    p('cambia o limiar de vento para Ons a 22 nós', ['meteo-threshold']),
    p('WeatherCheckJob: se a onda pasa de 3 m cancela xa a saída, sen máis', [
      'captain-decides',
      'meteo-threshold',
    ]),
    p('que limiar de ondada usamos para propor cancelacións?', ['meteo-threshold']),
    p('a saída das 18:00 a Cíes cancelouse por temporal, que pasa cos cartos dos clientes?', [
      'weather-refund',
      'weather-refund-claim',
      'refunds',
    ]),
    p('WeatherCancellationJob reintenta e manda o SMS dúas veces', ['incident-double-sms', 'sidekiq-args']),
    p('os SMS de cancelación chegan en galego a turistas alemáns', ['notifications', 'i18n']),
    p('proposta de cancelación para unha saída que sae dentro de 1 hora', [
      's-weather-window',
      'captain-decides',
    ]),
    p('o patrón quere confirmar as cancelacións desde o móbil', ['captain-decides', 'pundit', 'auth']),
    p('engade a tradución ao portugués do email de confirmación', ['i18n', 'notifications']),
    p('i18n-tasks falla en CI: missing keys en pt', ['i18n', 'ci']),
    p('o texto "Reserva confirmada" está fixo no mailer', ['i18n']),
    p('un cliente pide factura co seu NIF dun billete de onte', [
      'invoice-simplified',
      'nif',
      'verifactu-chain',
    ]),
    p('a numeración das facturas de taquilla ten un oco', ['invoice-series']),
    p('nova serie de facturas para as vendas por agencias', ['invoice-series', 's-agencies']),
    p('corrixe na consola o importe da factura W2025-000877, está mal', [
      'verifactu-chain',
      'rectificativa',
      'incident-chain',
    ]),
    p('borra de produción a factura de proba que fixo Xoán', ['rectificativa', 'verifactu-chain']),
    p('devolución parcial dun billete: que factura se xera?', ['rectificativa', 'refunds']),
    p('a AEAT rexeita os envíos desde onte cun erro de huella', ['verifactu-chain', 'incident-chain']),
    p('VerifactuSubmitJob: mandámolo todo nun lote ás 23:00 e aforramos chamadas', [
      'verifactu-send',
      'verifactu-send-claim',
    ]),
    p('o QR da factura sae pequeno e o móbil non o le', ['verifactu-qr', 'pdf-prawn']),
    p('actualiza os XSD de Verifactu á nova versión da AEAT', ['verifactu-client']),
    p('staging está a mandar rexistros á AEAT real?', ['verifactu-preprod', 'environments']),
    p('onde se pon a versión do software no rexistro de Verifactu?', ['sif-id']),
    p('un cliente portugués con NIF 501234567 quere factura', ['nif', 'invoice-simplified']),
    p('SpanishTaxIdValidator acepta X1234567L?', ['nif']),
    p('Verifactu devolve rexeitamento por NIF incorrecto e o job reintenta sen fin', ['s-verifactu-retry']),
    p('factura para un grupo escolar de 45 alumnos', ['group-bookings', 'invoice-series', 'nif']),
    p('o PDF do billete amosa mal a ñ', ['pdf-prawn']),
    p('engade o logo do Parque Nacional no PDF do billete con wicked_pdf', ['pdf-prawn']),
    p('fago deploy agora? é sábado 12 de xullo', ['deploy-freeze', 'kamal']),
    p('como se fai deploy? cap production deploy?', ['kamal', 'ci']),
    p('engade outro worker de sidekiq en produción', ['kamal']),
    p('mete a clave de MeteoSIX no .env do repo', ['credentials']),
    p('a clave nova de Redsys xa está nas credentials pero a sinatura segue fallando', [
      'note-rotation',
      'credentials',
    ]),
    p('onde está staging?', ['environments']),
    p('quen leva os pagos agora?', ['owners']),
    p('who knows the weather cancellation stuff?', ['owners']),
    p('engade unha métrica para as autorizacións da Xunta que fallan', ['metrics']),
    p('mete Sentry para os erros', ['logging']),
    p('CI tarda 20 min, podo quitar i18n-tasks?', ['ci', 'i18n']),
    p('endpoint para listar saídas dispoñibles por ruta e data', [
      'api',
      'availability-cache',
      'rack-attack',
    ]),
    p('o 422 do checkout devolve HTML en vez de JSON', ['api']),
    p('renomea departure_time a sails_at na API pública', ['api']),
    p('un bot está a facer scraping da busca de dispoñibilidade', ['rack-attack']),
    p('a taquilla de Cangas recibe 429', ['rack-attack']),
    p('o token dos clientes caduca ás 24 h, alárgao a 30 días', ['auth']),
    p('novo controlador no backoffice para cambiar prezos', ['pundit', 'fares', 'auth']),
    p('o backoffice deixou entrar a alguén cunha conta de gmail', ['auth']),
    p('a web deixa comprar 10 minutos antes da saída', ['s-online-cutoff']),
    p('a taquilla tamén ten o corte de 30 min?', ['s-online-cutoff']),
    p('reserva de acampada en Cíes xunto co billete', ['s-camping', 'tourist-tax', 'xunta-auth']),
    p('a web calcula o IVE pola súa conta e non cadra', ['s-price-display']),
    p('desconto para veciños de Moaña', ['s-resident-discount', 'fares']),
    p('o PDF da factura é accesible sen login', ['s-invoice-pdf-access']),
    p('a axencia Viajes Atlántico quere comprar pola API', ['s-agencies', 'api']),
    p('classify SOAP faults in the Verifactu client: which ones retry?', [
      's-verifactu-retry',
      'verifactu-client',
    ]),
    p('o bono de 10 viaxes caducou aos 60 días', ['fares']),
    p('prezo do billete para un neno de 3 anos', ['children']),
    p('@app/services/bookings/create_hold.rb engade a comprobación de animais', ['pets']),
    p('@app/pdfs/ticket_pdf.rb engade o QR de embarque', ['pdf-prawn', 'boarding-qr', 'verifactu-qr']),
    p('spec de concorrencia para holds en paralelo', ['incident-overbooking', 'capacity-seats', 'rspec']),
    p('Capitanía pide o número de pasaxeiros da saída de onte ás 20:00', ['passenger-count']),
    p('docker compose local: que poño en STRIPE_SECRET_KEY?', ['note-env-example']),
    p('como edito as credentials de produción?', ['note-credentials-edit', 'credentials']),
    p('escribe a mensaxe do commit', ['pref-english-commits']),
    p('explícame como funciona a cadea de huellas de Verifactu', ['verifactu-chain', 'pref-galego']),
    p('este PR toca reservas e pagos á vez, vale así?', ['pref-small-prs']),
    p('que versión de Redis temos? quero usar un comando novo', ['stack']),
    p('upgrade to Rails 7.2', ['ruby-33', 'stack']),
    p('which payment methods does the checkout support?', ['stripe-pi', 'redsys-bizum', 'bizum-limit']),
    p('a F2 dun grupo grande supera os 3.000 €', ['invoice-simplified', 'group-bookings']),
    p('manda o PDF da factura por email ao cliente', ['s-invoice-pdf-access', 'pdf-prawn', 'notifications']),
    p('WeatherForecastJob vai na fila default?', ['sidekiq-queues', 'meteo-meteosix']),
    p('a web amosa o paquete de acampada sen a taxa turística', ['s-price-display', 'tourist-tax']),
    p('Ds_Merchant_PayMethods para permitir tarxeta e Bizum no mesmo TPV', ['redsys-bizum']),
    p('os pasaxeiros de Ons non reciben aviso cando se cancela a saída', [
      'notifications',
      'captain-decides',
    ]),
    p('o PurgeDocumentsJob non se executou onte', ['pii-dni', 'sidekiq-cron']),
    p('sube o cupo de Cíes no noso sistema a 2.200', ['cies-cap', 'cies-cap-claim']),
    p('un pasaxeiro perdeu o barco por chegar tarde, devolvémoslle algo?', ['cancel-policy']),
    p('add Apple Pay to checkout', ['stripe-pi', 'pci']),
    p('configura brakeman para que ignore este aviso', ['lint']),
    p('¿cómo genero la factura mensual de la agencia?', ['s-agencies', 'invoice-series']),
    p('que diferenza hai entre includes e preload en ActiveRecord?', []),
    p('grazas!', []),
    p('como fago squash dos últimos 3 commits?', []),
    p('¿qué es mejor, pluck o select?', []),
    p('ok, perfecto', []),
    p('explícame os bloques e procs en Ruby', []),
    p('resume o diff', []),
    p('regex para un código postal español', []),
    p('what does frozen_string_literal do?', []),
    p('moitas grazas, xa funciona', []),
    p('como se di "boarding pass" en galego?', []),
    p('dame un alias de git para un log bonito', []),
    p('explain Ruby pattern matching with case/in', []),
    p('boas, estás aí?', []),
    p('diferenza entre let e let! en RSpec?', []),
    p('formatea este JSON', []),
  ],
});
