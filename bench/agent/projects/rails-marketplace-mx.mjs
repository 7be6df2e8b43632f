// A Mexican B2B marketplace for restaurant supplies: Rails 7.1 + Hotwire, Sidekiq, CFDI 4.0 through a PAC, SPEI payouts
// via STP, OpenPay/Conekta cards and OXXO cash, moving from Render to AWS. The team writes in Mexican Spanish, Spanglish
// and English. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rails-marketplace-mx',
  stack:
    'Ruby 3.3 + Rails 7.1 (Hotwire: Turbo 8 + Stimulus, importmap, tailwindcss-rails), PostgreSQL 16, Sidekiq 7 + Redis, CFDI 4.0 via PAC (SW Sapien), SPEI payouts via STP, OpenPay cards + Conekta OXXO Pay, Avo admin, RSpec + FactoryBot + VCR, GitHub Actions, Render -> AWS (ECS Fargate, RDS, ElastiCache, S3) with Terraform',
  memories: [
    // --- plataforma / infra ---
    m('rails-70', 'fact', 'La app está en Rails 7.0.8 con Ruby 3.2.2, load_defaults 7.0.', {
      fact: 'app | runs_on | Rails 7.0',
      files: ['Gemfile', '.ruby-version'],
      age: 620,
      tags: ['rails', 'ruby', 'version'],
    }),
    m(
      'rails-71',
      'fact',
      'Ya quedó el upgrade: Rails 7.1.3 y Ruby 3.3.0, config.load_defaults 7.1. YJIT prendido en prod (RUBY_YJIT_ENABLE=1 en la task definition).',
      {
        fact: 'app | runs_on | Rails 7.1',
        supersedes: 'rails-70',
        age: 210,
        files: ['Gemfile', '.ruby-version', 'config/application.rb'],
        tags: ['rails', 'ruby', 'version', 'yjit'],
      },
    ),
    m(
      'host-render',
      'fact',
      'todo vive en Render: web service (puma), background worker de sidekiq, Redis de Render y Postgres administrado de Render (plan Pro). blueprint en render.yaml',
      {
        fact: 'app | hosted_on | Render',
        files: ['render.yaml'],
        age: 520,
        tags: ['render', 'hosting', 'infra'],
      },
    ),
    m(
      'host-aws',
      'decision',
      'Nos movimos de Render a AWS, región mx-central-1 (Querétaro): web y sidekiq en ECS Fargate detrás de un ALB, RDS Postgres, ElastiCache Redis y S3. Razones: latencia a CDMX, tener los datos fiscales en México y que Render ya nos salía más caro con las réplicas.',
      {
        fact: 'app | hosted_on | AWS ECS mx-central-1',
        supersedes: 'host-render',
        age: 45,
        canonical: true,
        reason: 'latencia, residencia de datos fiscales en México, costo',
        files: ['infra/terraform'],
        tags: ['aws', 'ecs', 'hosting', 'infra', 'render'],
      },
    ),
    m(
      'pg-16',
      'fact',
      'Base de datos: RDS Postgres 16.4 (db.r6g.large, Multi-AZ) + 1 réplica de lectura. parameter group mkt-pg16. DATABASE_REPLICA_URL apunta a la réplica (Rails multi-db, role :reading).',
      {
        files: ['config/database.yml'],
        age: 44,
        tags: ['postgres', 'rds', 'replica', 'database'],
      },
    ),
    m(
      'deploy-render',
      'convention',
      'deploy = merge a main y Render hace auto-deploy solito; las migraciones corren en el preDeployCommand (bin/rails db:migrate).',
      {
        files: ['render.yaml'],
        age: 480,
        tags: ['deploy', 'render', 'migrations'],
      },
    ),
    m(
      'deploy-gha',
      'convention',
      'Deploy a prod ahora es por GitHub Actions (.github/workflows/deploy.yml): build de la imagen, push a ECR, las migraciones corren como one-off task de ECS y después se actualizan los services mkt-web y mkt-sidekiq. Producción pide aprobación manual en el environment "production".',
      {
        supersedes: 'deploy-render',
        age: 40,
        files: ['.github/workflows/deploy.yml'],
        tags: ['deploy', 'github-actions', 'ecs', 'migrations'],
      },
    ),
    m(
      'creds-rails',
      'convention',
      'Secretos en Rails encrypted credentials: config/credentials/production.yml.enc, y el RAILS_MASTER_KEY como env var en Render.',
      {
        files: ['config/credentials'],
        age: 460,
        tags: ['secrets', 'credentials'],
      },
    ),
    m(
      'secrets-ssm',
      'convention',
      'Secretos nuevos van a AWS SSM Parameter Store (SecureString) bajo /mkt/prod/<servicio>/<nombre> y los inyecta la task definition de ECS como env vars. Ya no agreguen nada a credentials.yml.enc y jamás un .env commiteado.',
      {
        supersedes: 'creds-rails',
        age: 42,
        canonical: true,
        files: ['infra/terraform/ssm.tf'],
        tags: ['secrets', 'ssm', 'aws', 'env'],
      },
    ),
    m(
      'cutover-incident',
      'incident',
      'Cutover Render→AWS (madrugada del 2 de marzo): el pg_restore tardó 70 min en vez de 25 porque no quitamos los triggers de pg_search, y los webhooks de OXXO de ese rato se perdieron. Hubo que reconciliar con la API de Conekta (OrdersReconcileJob). Lección: pausar webhooks y correr el reconcile después de cualquier corte.',
      {
        age: 43,
        files: ['app/jobs/orders_reconcile_job.rb'],
        tags: ['incident', 'migration', 'aws', 'oxxo', 'webhooks'],
      },
    ),
    m(
      'monitoring',
      'fact',
      'Errores a Sentry (proyecto mkt-rails, también el worker de sidekiq), APM con AppSignal. Alertas al canal #alertas-prod.',
      {
        files: ['config/initializers/sentry.rb'],
        tags: ['sentry', 'appsignal', 'monitoring'],
      },
    ),
    m(
      'logs-lograge',
      'convention',
      'Logs con lograge en JSON; en AWS van a CloudWatch Logs (/ecs/mkt-web y /ecs/mkt-sidekiq). config.filter_parameters incluye :clabe, :rfc, :csd_password, :csd_key, :token, :card_number.',
      {
        files: ['config/initializers/lograge.rb', 'config/initializers/filter_parameter_logging.rb'],
        tags: ['logging', 'lograge', 'cloudwatch'],
      },
    ),
    m(
      'pii-clabe',
      'constraint',
      'Nunca loguear ni mostrar completa la CLABE ni el número de tarjeta: solo los últimos 4 (ClabeMasker / CardMasker en app/lib). Aplica a logs, Sentry, correos y WhatsApp.',
      {
        canonical: true,
        files: ['app/lib/clabe_masker.rb'],
        tags: ['pii', 'clabe', 'tarjeta', 'logging'],
      },
    ),
    m('old-staging', 'note', 'staging: mesallena-staging.onrender.com, basic auth con usuario staging', {
      age: 700,
      tags: ['staging', 'render'],
    }),
    m(
      'docker-compose',
      'note',
      'docker-compose.yml es solo para dev: levanta postgres 16 con POSTGRES_PASSWORD=changeme y redis sin password. Luego bin/setup.',
      {
        files: ['docker-compose.yml', 'bin/setup'],
        tags: ['docker', 'local', 'dev'],
      },
    ),
    m(
      'env-example',
      'note',
      'Para correr local: copia .env.example a .env y llena OPENPAY_PRIVATE_KEY=<your-key>, CONEKTA_PRIVATE_KEY=<your-key> con las llaves de SANDBOX de tu propio dashboard. El .env está en .gitignore.',
      {
        files: ['.env.example'],
        tags: ['env', 'local', 'sandbox', 'dev'],
      },
    ),
    // --- convenciones Rails ---
    m(
      'hotwire',
      'convention',
      'Frontend = Hotwire (Turbo + Stimulus) con importmap-rails y tailwindcss-rails. Nada de React ni Vue, nada de node en el build.',
      {
        canonical: true,
        reaffirm: 9,
        files: ['config/importmap.rb', 'app/javascript'],
        tags: ['hotwire', 'turbo', 'stimulus', 'importmap', 'frontend'],
      },
    ),
    m(
      'stimulus-ctrl',
      'convention',
      'Stimulus controllers en app/javascript/controllers/<nombre>_controller.js, uno por comportamiento, data-controller en kebab-case (cart-item, clabe-input). Se cargan solos con eagerLoadControllersFrom, no hay que registrarlos a mano.',
      {
        files: ['app/javascript/controllers'],
        tags: ['stimulus', 'javascript', 'frontend'],
      },
    ),
    m(
      'service-objects',
      'convention',
      'Lógica de negocio en app/services/<dominio>/<verbo>_<sustantivo>.rb (Payouts::CreateBatch, Cfdi::Stamp). Exponen .call y regresan Result.success / Result.failure (app/lib/result.rb). Excepciones solo para bugs, no para errores de negocio.',
      {
        files: ['app/services', 'app/lib/result.rb'],
        tags: ['service-objects', 'architecture'],
      },
    ),
    m(
      'money-cents',
      'constraint',
      'Dinero SIEMPRE en centavos integer con money-rails (columnas *_cents + *_currency, default MXN). Nada de float ni BigDecimal suelto en pedidos, comisiones, IVA o payouts; en JSON se manda amount_cents.',
      {
        canonical: true,
        reaffirm: 14,
        tags: ['money', 'centavos', 'money-rails', 'mxn'],
      },
    ),
    m(
      'tz-mx',
      'convention',
      "config.time_zone = 'America/Mexico_City' (ya sin horario de verano), la BD guarda UTC. Cortes diarios (payouts, reportes, facturas globales) con Time.zone.today / Time.current, nunca Date.today ni Time.now.",
      {
        files: ['config/application.rb'],
        tags: ['timezone', 'utc', 'cdmx'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'ojo: orders.created_at está guardado en hora de CDMX, no en UTC, por eso los reportes de Metabase cuadran sin convertir nada',
      {
        disputes: 'tz-mx',
        tags: ['timezone', 'metabase'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Locale default es-MX. Todo texto visible va en config/locales/es-MX.yml (en.yml casi no se usa). Nada de strings hardcodeados en vistas ni en flash.',
      {
        files: ['config/locales/es-MX.yml'],
        tags: ['i18n', 'locale', 'es-mx'],
      },
    ),
    m(
      'multitenancy',
      'constraint',
      'Todo acceso a datos va scopeado a Current.company: Current.company.orders.find(params[:id]), nunca Order.find suelto. Pundit policies en app/policies revisan membership.role.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['app/models/current.rb', 'app/policies'],
        tags: ['multitenancy', 'pundit', 'security', 'current'],
      },
    ),
    m(
      'accounts-model',
      'fact',
      'Un User (Devise) tiene memberships en una o varias Company; company.kind es :restaurant o :seller. Roles de membership: owner, admin, compras, cocina (cocina solo ve pedidos, no precios ni facturas).',
      {
        files: ['app/models/membership.rb', 'app/models/company.rb'],
        tags: ['devise', 'roles', 'company', 'membership'],
      },
    ),
    m(
      'rfc-validator',
      'convention',
      'RFC con app/validators/rfc_validator.rb: 12 caracteres persona moral, 13 persona física, upcase + strip, con homoclave. Genéricos: XAXX010101000 (público en general) y XEXX010101000 (extranjero).',
      {
        files: ['app/validators/rfc_validator.rb'],
        tags: ['rfc', 'validation', 'sat'],
      },
    ),
    m(
      'strong-migrations',
      'constraint',
      'strong_migrations está activo: índices con algorithm: :concurrently + disable_ddl_transaction!, nada de renombrar columnas en un solo deploy (agregar, backfill, cambiar lecturas, luego borrar).',
      {
        files: ['db/migrate', 'config/initializers/strong_migrations.rb'],
        tags: ['migrations', 'strong_migrations', 'postgres'],
      },
    ),
    m(
      'rspec',
      'convention',
      'Tests: RSpec + FactoryBot. Request specs en vez de controller specs; system specs con Capybara + Cuprite, nada de Selenium.',
      {
        files: ['spec'],
        tags: ['rspec', 'factorybot', 'cuprite', 'tests'],
      },
    ),
    m(
      'vcr',
      'convention',
      'Las llamadas a SW, STP, Conekta y OpenPay en specs van con VCR (spec/cassettes/<servicio>/) y filter_sensitive_data para tokens y llaves. WebMock bloquea cualquier request real.',
      {
        files: ['spec/support/vcr.rb', 'spec/cassettes'],
        tags: ['vcr', 'webmock', 'tests'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'CI en GitHub Actions (.github/workflows/ci.yml): standardrb, brakeman, bundle-audit y rspec repartido en 4 nodos con knapsack_pro. Estilo = standardrb sin .rubocop.yml propio; no se discute estilo en los PRs, se corre bundle exec standardrb --fix y listo.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'brakeman'],
      },
    ),
    m(
      'pr-small',
      'preference',
      'PRs chicos porfa, menos de ~400 líneas. Si es más, pártanlo (primero la migración, luego el código).',
      {},
    ),
    m(
      'lang-code',
      'preference',
      'código, commits y nombres de tablas en inglés; la UI y los mensajes al usuario en español de México',
      {},
    ),
    m(
      'owners',
      'fact',
      'Dueños: pagos y payouts Lalo Treviño, CFDI/facturación Mariana Ochoa, catálogo y búsqueda Diego Ramírez, infra/AWS Fer Castañeda.',
      {
        tags: ['owners', 'team'],
      },
    ),
    // --- sidekiq ---
    m('sidekiq-6', 'fact', 'Sidekiq 6.5 con el Redis de Render, una sola cola default + mailers, 10 hilos.', {
      age: 540,
      files: ['config/sidekiq.yml'],
      tags: ['sidekiq', 'redis', 'jobs'],
    }),
    m(
      'sidekiq-7',
      'fact',
      'Sidekiq 7.2 con capsules: default (10 hilos, colas default/mailers/low), pagos (5 hilos, cola payments) y cfdi (3 hilos, cola cfdi, porque SW nos limita las peticiones concurrentes). Crons con sidekiq-cron en config/schedule.yml.',
      {
        supersedes: 'sidekiq-6',
        age: 150,
        files: ['config/initializers/sidekiq.rb', 'config/schedule.yml'],
        tags: ['sidekiq', 'capsules', 'queues', 'cron', 'jobs'],
      },
    ),
    m(
      'jobs-ids',
      'constraint',
      'Los jobs reciben solo IDs y valores simples, nunca objetos ActiveRecord ni hashes con datos sensibles. Y tienen que ser idempotentes: Sidekiq puede correr el mismo job más de una vez.',
      {
        tags: ['sidekiq', 'jobs', 'idempotent'],
      },
    ),
    m(
      'cfdi-retry',
      'constraint',
      'Antes de reintentar un timbrado que dio timeout hay que consultar en SW por el folio (Cfdi::StatusLookup). Si ya se timbró, se baja el XML y NO se vuelve a timbrar: dos CFDI vivos por el mismo pedido es un broncón con el SAT.',
      {
        reaffirm: 10,
        files: ['app/jobs/cfdi/stamp_job.rb', 'app/services/cfdi/status_lookup.rb'],
        tags: ['cfdi', 'timbrado', 'retry', 'sidekiq'],
      },
    ),
    // --- CFDI ---
    m('cfdi-33', 'fact', 'facturamos en CFDI 3.3; del receptor solo pedimos RFC y UsoCFDI', {
      fact: 'invoices | version | CFDI 3.3',
      age: 800,
      tags: ['cfdi', 'sat'],
    }),
    m(
      'cfdi-40',
      'constraint',
      'CFDI 4.0: el receptor necesita RFC, nombre/razón social EXACTO como en su Constancia de Situación Fiscal (sin "S.A. de C.V."), código postal del domicilio fiscal y RegimenFiscalReceptor. Si algo no cuadra el PAC rechaza (CFDI40145, CFDI40147…). Validamos contra la CSF que sube el restaurante.',
      {
        fact: 'invoices | version | CFDI 4.0',
        supersedes: 'cfdi-33',
        age: 420,
        canonical: true,
        files: ['app/services/cfdi/build_receptor.rb'],
        tags: ['cfdi', 'sat', 'receptor', 'csf'],
      },
    ),
    m(
      'pac-facturama',
      'fact',
      'El PAC es Facturama (API multiemisor); cliente en app/clients/facturama_client.rb.',
      {
        fact: 'cfdi | stamped_by | Facturama',
        age: 460,
        files: ['app/clients/facturama_client.rb'],
        tags: ['pac', 'facturama', 'cfdi'],
      },
    ),
    m(
      'pac-sw',
      'decision',
      'Ahora timbramos con SW Sapien (API REST, gem sw-sdk envuelta en app/clients/sw_client.rb). Sale a la mitad por timbre y su endpoint de cancelación sí regresa el acuse. facturama_client.rb ya nomás queda para consultar facturas viejas.',
      {
        fact: 'cfdi | stamped_by | SW Sapien',
        supersedes: 'pac-facturama',
        age: 180,
        reason: 'costo por timbre y acuse de cancelación',
        files: ['app/clients/sw_client.rb'],
        tags: ['pac', 'sw', 'cfdi', 'timbrado'],
      },
    ),
    m(
      'cfdi-emisor',
      'fact',
      'Cada seller factura a su nombre: sube su CSD (.cer, .key y contraseña) en /seller/fiscal, lo registramos en SW y timbramos por él. Nosotros (Mesa Llena S.A.P.I. de C.V.) solo facturamos la comisión, serie COM.',
      {
        files: ['app/controllers/seller/fiscal_controller.rb'],
        tags: ['cfdi', 'csd', 'emisor', 'seller', 'comision'],
      },
    ),
    m(
      'csd-encrypted',
      'constraint',
      'El .key del CSD y su contraseña se guardan con Active Record Encryption (encrypts :csd_key, :csd_password). Jamás se pasan como argumento a un job ni se loguean: el job recibe seller_id y lee de la BD.',
      {
        files: ['app/models/seller_fiscal_profile.rb'],
        tags: ['csd', 'encryption', 'security', 'cfdi'],
      },
    ),
    m(
      'clave-sat',
      'constraint',
      'Cada producto necesita clave_prod_serv (8 dígitos, catálogo c_ClaveProdServ) y clave_unidad (H87 pieza, KGM kilo, XBX caja, LTR litro). Sin eso no se publica: validación en Product y en el import CSV.',
      {
        files: ['app/models/product.rb'],
        tags: ['cfdi', 'catalogo', 'clave-sat', 'productos'],
      },
    ),
    m(
      'ppd-pue',
      'constraint',
      'Método de pago: tarjeta cobrada al momento → PUE. OXXO y SPEI que se pagan después → PPD con FormaPago 99, y luego complemento de pago (REP 2.0) a más tardar el día 5 del mes siguiente al pago.',
      {
        tags: ['cfdi', 'ppd', 'pue', 'complemento-pago', 'oxxo'],
      },
    ),
    m(
      'publico-general',
      'constraint',
      'Venta sin datos fiscales: RFC XAXX010101000, nombre PUBLICO EN GENERAL, régimen 616, uso S01 y como CP el del lugar de expedición (el CP del seller).',
      {
        tags: ['cfdi', 'publico-general', 'rfc'],
      },
    ),
    m(
      'cfdi-cancel',
      'constraint',
      'Cancelar un CFDI 4.0 requiere motivo: 01 (con relación, lleva el UUID que la sustituye), 02, 03 o 04. Si el total pasa de $1,000 o ya pasó el plazo, el receptor tiene que aceptar la cancelación en su buzón tributario (tiene 72 h).',
      {
        files: ['app/services/cfdi/cancel.rb'],
        tags: ['cfdi', 'cancelacion', 'sat'],
      },
    ),
    m(
      'cfdi-cancel-claim',
      'fact',
      'güey ya no hace falta que el receptor acepte nada, el SAT lo quitó; cancelas con motivo 02 y listo',
      {
        disputes: 'cfdi-cancel',
        tags: ['cfdi', 'cancelacion'],
      },
    ),
    m(
      'cfdi-storage',
      'convention',
      'XML y PDF timbrados van a ActiveStorage en S3 (bucket mkt-cfdi-prod, versioning + Object Lock). Se guardan mínimo 5 años (CFF art. 30). Nunca se borra un blob de CFDI, ni aunque se cancele ni aunque sea "de prueba".',
      {
        tags: ['cfdi', 's3', 'activestorage', 'retencion'],
      },
    ),
    m(
      'cfdi-rounding-incident',
      'incident',
      'Nov 2024: SW rechazó ~300 facturas con CFDI40108/CFDI40111 porque calculábamos el IVA sobre el total y no por concepto. Ahora Tax::Calculator calcula los traslados por concepto (base × 0.160000) y los totales suman los importes ya redondeados.',
      {
        files: ['app/services/tax/calculator.rb'],
        tags: ['incident', 'cfdi', 'iva', 'redondeo'],
      },
    ),
    m(
      'iva',
      'fact',
      'IVA general 16%. Alimentos sin procesar (tortilla, verdura, carne cruda) van a tasa 0%; se define por producto en tax_rate (0.0 / 0.16).',
      {
        files: ['app/services/tax/calculator.rb'],
        tags: ['iva', 'impuestos', 'tasa-0'],
      },
    ),
    m(
      'iva-frontera',
      'constraint',
      'IVA 8% de región fronteriza norte SOLO si el seller está inscrito en el padrón de beneficiarios del estímulo y la entrega es en la región. Tax::Calculator lo decide con seller.frontera_norte? && address.frontera_norte?.',
      {
        files: ['app/services/tax/calculator.rb'],
        tags: ['iva', 'frontera', 'impuestos'],
      },
    ),
    m(
      'iva-frontera-claim',
      'fact',
      'el 8% de la frontera aplica nomás por el CP del restaurante, da igual si el seller está en el padrón o no',
      {
        disputes: 'iva-frontera',
        tags: ['iva', 'frontera'],
      },
    ),
    m(
      'precios-sin-iva',
      'convention',
      'En el catálogo B2B los precios se muestran SIN IVA, con "+ IVA" junto al precio. El desglose va en el carrito y en el checkout.',
      {
        files: ['app/views/products/_price.html.erb'],
        tags: ['iva', 'catalogo', 'precios', 'ui'],
      },
    ),
    m(
      'pac-sandbox',
      'fact',
      'Sandbox de SW: services.test.sw.com.mx. Para pruebas se usan los CSD de prueba del SAT (RFC EKU9003173C9), están en spec/fixtures/csd/.',
      {
        files: ['spec/fixtures/csd'],
        tags: ['sandbox', 'sw', 'cfdi', 'tests'],
      },
    ),
    m(
      'csd-password-help',
      'note',
      'si SW contesta "la contraseña de la llave privada no corresponde", pídele al seller que la vuelva a capturar en /seller/fiscal. Nunca le pidas la contraseña por WhatsApp ni por correo.',
      {
        tags: ['csd', 'soporte', 'sw'],
      },
    ),
    // --- pagos ---
    m(
      'cards-conekta',
      'fact',
      'Tarjetas por Conekta: Conekta.js tokeniza en el browser y cobramos con la gem conekta desde Payments::ChargeCard.',
      {
        fact: 'card payments | processed_by | Conekta',
        age: 380,
        files: ['app/services/payments/charge_card.rb'],
        tags: ['conekta', 'tarjetas', 'pagos'],
      },
    ),
    m(
      'cards-openpay',
      'decision',
      'Las tarjetas ya van por OpenPay (BBVA): 2.9% + $2.50 contra 3.6% + $3 de Conekta, y MSI con BBVA. Conekta se queda SOLO para OXXO Pay. Tokenización con openpay.js + device_session_id para el antifraude.',
      {
        fact: 'card payments | processed_by | OpenPay',
        supersedes: 'cards-conekta',
        age: 120,
        reason: 'comisión por transacción y MSI',
        files: ['app/services/payments/charge_card.rb', 'app/clients/openpay_client.rb'],
        tags: ['openpay', 'tarjetas', 'pagos', 'conekta'],
      },
    ),
    m(
      'oxxo',
      'fact',
      'OXXO Pay por Conekta: Payments::CreateOxxoReference genera la referencia, el restaurante paga en tienda y Conekta manda el webhook order.paid. Máximo $10,000 MXN por referencia.',
      {
        files: ['app/services/payments/create_oxxo_reference.rb'],
        tags: ['oxxo', 'conekta', 'efectivo', 'pagos'],
      },
    ),
    m(
      'oxxo-limit-claim',
      'fact',
      'checa que el tope de OXXO es $5,000 por referencia, no 10 mil; a un cliente le rebotó una de 7 mil',
      {
        disputes: 'oxxo',
        tags: ['oxxo', 'limites'],
      },
    ),
    m(
      'oxxo-72h',
      'constraint',
      'Las referencias OXXO vencen a las 72 h; al vencer se libera el inventario apartado.',
      {
        age: 300,
        tags: ['oxxo', 'vigencia', 'inventario'],
      },
    ),
    m(
      'oxxo-48h',
      'constraint',
      'vigencia de la referencia OXXO: 48 horas. Después ExpireOxxoOrdersJob cancela el pedido y regresa el stock.',
      {
        supersedes: 'oxxo-72h',
        age: 70,
        files: ['app/jobs/expire_oxxo_orders_job.rb'],
        tags: ['oxxo', 'vigencia', 'inventario'],
      },
    ),
    m(
      'paid-webhook-only',
      'constraint',
      'Un pedido pasa a paid SOLO cuando llega el webhook verificado (Conekta order.paid / OpenPay charge.succeeded). Nunca por el redirect del checkout ni por lo que diga el front.',
      {
        canonical: true,
        tags: ['pagos', 'webhooks', 'orders', 'security'],
      },
    ),
    m(
      'webhook-verify',
      'convention',
      'Webhooks en app/controllers/webhooks/: Conekta se verifica con el header Digest (llave pública en SSM), OpenPay con el basic auth que configuramos en su dashboard, STP por IP allowlist. Responden 200 rápido y encolan Webhooks::ProcessJob.',
      {
        files: ['app/controllers/webhooks', 'app/jobs/webhooks/process_job.rb'],
        tags: ['webhooks', 'conekta', 'openpay', 'stp'],
      },
    ),
    m(
      'msi',
      'fact',
      'Meses sin intereses (3 y 6) solo con OpenPay, tarjetas de crédito participantes y pedidos desde $3,000 MXN. El costo del MSI lo absorbe el seller y se le descuenta en su payout.',
      {
        tags: ['msi', 'openpay', 'tarjetas', 'payouts'],
      },
    ),
    m(
      'order-states',
      'convention',
      'Estados del pedido con aasm en app/models/order.rb: pending_payment → paid → preparing → shipped → delivered, más cancelled y refunded. Nunca cambiar status con update_column: siempre por evento (order.mark_paid!, order.deliver!).',
      {
        files: ['app/models/order.rb'],
        tags: ['orders', 'aasm', 'estados'],
      },
    ),
    m(
      'refunds',
      'constraint',
      'Reembolsos: tarjeta por OpenPay; OXXO no se puede devolver en efectivo → se paga por SPEI a la CLABE del restaurante (Refunds::SpeiRefund). Siempre con CFDI de egreso (nota de crédito) relacionado con TipoRelacion 01.',
      {
        files: ['app/services/refunds/spei_refund.rb'],
        tags: ['reembolsos', 'refunds', 'spei', 'cfdi', 'nota-credito'],
      },
    ),
    m('fee-8', 'fact', 'comisión del marketplace: 8% + IVA sobre el subtotal, igual para todos los sellers', {
      age: 400,
      tags: ['comision', 'fees'],
    }),
    m(
      'fee-tiered',
      'fact',
      'Desde enero la comisión es escalonada: 10% para sellers con GMV < $500k el mes anterior y 7% arriba de eso (+IVA). Fees::Calculator usa el GMV cerrado del mes anterior, no el del mes en curso.',
      {
        supersedes: 'fee-8',
        age: 95,
        files: ['app/services/fees/calculator.rb'],
        tags: ['comision', 'fees', 'gmv'],
      },
    ),
    m(
      'chargeback-incident',
      'incident',
      'Ago 2024: 23 contracargos por tarjetas robadas en pedidos de más de $20k a sellers nuevos. Desde entonces: pedidos con tarjeta > $15,000 de compradores con menos de 3 pedidos van a revisión manual (Fraud::Review) y 3DS forzado en OpenPay.',
      {
        files: ['app/services/fraud/review.rb'],
        tags: ['incident', 'contracargos', 'fraude', 'tarjetas'],
      },
    ),
    // --- payouts / STP ---
    m(
      'stp-payouts',
      'fact',
      'Payouts a sellers por SPEI vía STP: registraOrden desde nuestra cuenta concentradora. Cliente en app/clients/stp_client.rb. Sandbox: demo.stpmex.com, empresa MESALLENA_DEMO; las órdenes de demo se liquidan solas a los ~2 min.',
      {
        files: ['app/clients/stp_client.rb'],
        tags: ['stp', 'spei', 'payouts'],
      },
    ),
    m(
      'stp-firma',
      'constraint',
      'Cada orden a STP va firmada: cadena original con los campos en el orden EXACTO del manual (||empresa|fechaOperacion|…||), SHA256 con RSA y la llave privada .pem. Un campo vacío también lleva su pipe; si cambias el orden STP regresa "firma inválida".',
      {
        files: ['app/clients/stp/signer.rb'],
        tags: ['stp', 'firma', 'rsa', 'spei'],
      },
    ),
    m(
      'clave-rastreo',
      'convention',
      'claveRastreo determinística: "MKTP" + payout.id con ceros a la izquierda (máx 30 alfanuméricos). Nunca SecureRandom: si se reintenta, STP rechaza el duplicado en vez de pagar dos veces.',
      {
        files: ['app/services/payouts/send_to_stp.rb'],
        tags: ['stp', 'clave-rastreo', 'idempotent', 'payouts'],
      },
    ),
    m(
      'double-payout-incident',
      'incident',
      'Feb 2025 le pagamos doble a 14 sellers: la llamada a STP dio timeout, Sidekiq reintentó y la claveRastreo era aleatoria. Fix: clave determinística + consultar el estado en STP (consultaOrden) antes de reintentar.',
      {
        files: ['app/services/payouts/send_to_stp.rb'],
        tags: ['incident', 'stp', 'payouts', 'retry'],
      },
    ),
    m(
      'clabe-check',
      'convention',
      'CLABE: 18 dígitos, se valida el dígito verificador (pesos 3,7,1) con app/lib/clabe.rb antes de guardarla. Los 3 primeros dígitos son el banco (catálogo en config/banks.yml).',
      {
        files: ['app/lib/clabe.rb', 'config/banks.yml'],
        tags: ['clabe', 'validation', 'spei'],
      },
    ),
    m(
      'clabe-claim',
      'fact',
      'no hace falta validar el dígito verificador de la CLABE de nuestro lado, STP ya lo valida y regresa error',
      {
        disputes: 'clabe-check',
        tags: ['clabe', 'stp'],
      },
    ),
    m(
      'payout-weekly',
      'fact',
      'payouts a sellers: todos los viernes, un batch con todo lo entregado hasta el miércoles',
      {
        age: 350,
        tags: ['payouts', 'schedule'],
      },
    ),
    m(
      'payout-daily',
      'fact',
      'Payouts diarios: PayoutBatchJob corre a las 10:00 y 16:00 hora CDMX y paga lo entregado hace 2 días hábiles (T+2). Días hábiles según config/holidays_mx.yml (calendario Banxico).',
      {
        supersedes: 'payout-weekly',
        age: 85,
        files: ['app/jobs/payout_batch_job.rb', 'config/holidays_mx.yml', 'config/schedule.yml'],
        tags: ['payouts', 'schedule', 'dias-habiles'],
      },
    ),
    m(
      'payout-approval-100k',
      'constraint',
      'payouts arriba de $100,000 MXN necesitan aprobación manual de finanzas en el admin',
      {
        age: 260,
        tags: ['payouts', 'aprobacion', 'finanzas'],
      },
    ),
    m(
      'payout-approval-250k',
      'constraint',
      'Umbral de aprobación de payouts: $250,000 MXN. Solo los mayores esperan en pending_approval a que finanzas los apruebe.',
      {
        supersedes: 'payout-approval-100k',
        age: 75,
        tags: ['payouts', 'aprobacion', 'finanzas'],
      },
    ),
    m(
      'stp-estados',
      'fact',
      'STP avisa cambios de estado en /webhooks/stp/estado: LIQUIDADA = pagado; DEVUELTA = la CLABE no existe o no coincide y regresa el dinero; CANCELADA. Una DEVUELTA pone el payout en failed y bloquea la cuenta bancaria del seller hasta que la actualice.',
      {
        files: ['app/controllers/webhooks/stp_controller.rb'],
        tags: ['stp', 'webhooks', 'payouts', 'devoluciones'],
      },
    ),
    m(
      'stp-key-note',
      'note',
      'la llave privada de STP se rota cada abril; el .pem y su contraseña viven en SSM (/mkt/prod/stp/private_key y /mkt/prod/stp/key_password). Pídele acceso a Fer, no la copies a tu laptop.',
      {
        tags: ['stp', 'llave', 'ssm'],
      },
    ),
    // --- catálogo, logística, admin ---
    m(
      'search-pg',
      'fact',
      'Búsqueda del catálogo con pg_search (tsvector en products.searchable, diccionario spanish + unaccent). Sinónimos (jitomate/tomate, chile/ají) en config/search_synonyms.yml.',
      {
        files: ['app/models/product.rb', 'config/search_synonyms.yml'],
        tags: ['busqueda', 'pg_search', 'catalogo'],
      },
    ),
    m(
      'delivery-zones',
      'fact',
      'Operamos en CDMX + zona metropolitana, Guadalajara y Monterrey. Cada seller define sus zonas por CP (delivery_zones.postal_codes) y ventanas de entrega (mañana 6–11, tarde 14–18).',
      {
        files: ['app/models/delivery_zone.rb'],
        tags: ['entregas', 'zonas', 'logistica'],
      },
    ),
    m(
      'csv-import',
      'fact',
      'Los sellers suben catálogo por CSV (Catalog::ImportCsv, cola low). Columnas: sku, nombre, precio_cents, unidad, clave_prod_serv, clave_unidad, stock.',
      {
        files: ['app/services/catalog/import_csv.rb'],
        tags: ['catalogo', 'csv', 'import'],
      },
    ),
    m(
      'whatsapp',
      'fact',
      'Notificaciones de pedido por WhatsApp Business (Twilio), solo con templates aprobados por Meta (config/whatsapp_templates.yml). Mensajes libres solo dentro de la ventana de 24 h.',
      {
        files: ['config/whatsapp_templates.yml'],
        tags: ['whatsapp', 'twilio', 'notificaciones'],
      },
    ),
    m('admin-activeadmin', 'fact', 'back-office con ActiveAdmin en /admin', {
      age: 430,
      files: ['app/admin'],
      tags: ['admin', 'activeadmin'],
    }),
    m(
      'admin-avo',
      'fact',
      'El admin ya es Avo 3 (app/avo/resources); ActiveAdmin se borró con todas sus gems. Acciones custom (aprobar payout, reenviar CFDI, cancelar CFDI) son Avo actions.',
      {
        supersedes: 'admin-activeadmin',
        age: 130,
        files: ['app/avo'],
        tags: ['admin', 'avo', 'activeadmin'],
      },
    ),
    // --- candidatos ---
    m('cand-meili', 'decision', 'Cambiar pg_search por Meilisearch para tener tolerancia a typos.', {
      candidate: true,
      tags: ['busqueda', 'meilisearch'],
    }),
    m('cand-solid-queue', 'decision', 'Migrar de Sidekiq a Solid Queue para quitarnos Redis.', {
      candidate: true,
      tags: ['sidekiq', 'solid-queue'],
    }),
    m(
      'cand-auto-cancel',
      'decision',
      'Cancelar automáticamente el CFDI (motivo 02) cuando se cancela el pedido.',
      {
        candidate: true,
        tags: ['cfdi', 'cancelacion'],
      },
    ),
    // --- credenciales pegadas (deben rechazarse) ---
    m(
      'secret-stp-pem',
      'note',
      'el password de la llave privada de STP (stp_prod.pem) es Mx!Stp#2024kQ9z, no lo cambien que se rompe la firma',
      {
        secret: 'Mx!Stp#2024kQ9z',
      },
    ),
    m(
      'secret-sw-token',
      'note',
      'el token de SW de producción por si se cae SSM: T2xpdmVyYS5zdy5teC5wcm9kLms5eFE3ekxtUDR2UjhOYzI',
      {
        secret: 'T2xpdmVyYS5zdy5teC5wcm9kLms5eFE3ekxtUDR2UjhOYzI',
      },
    ),
    m(
      'secret-conekta',
      'note',
      '.env de Lalo pa que no batallen:\nCONEKTA_PRIVATE_KEY=key_pRoDq9fLxQ2mZrT7vW4pKsN\nCONEKTA_API_VERSION=2.1.0',
      {
        secret: 'key_pRoDq9fLxQ2mZrT7vW4pKsN',
      },
    ),
    m(
      'secret-openpay',
      'note',
      'OpenPay prod → merchant mxq7ttl2bvkr9e0wj4dn, llave privada sk_b7e2c94f1a3d48e6a0f5c81d9e27b4a3',
      {
        secret: 'sk_b7e2c94f1a3d48e6a0f5c81d9e27b4a3',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'DATABASE_URL=postgres://mkt_app:Rq7vLp2Xw9sKe4@mkt-prod.c8xk2mq1vz.mx-central-1.rds.amazonaws.com:5432/mkt_production',
      {
        secret: 'Rq7vLp2Xw9sKe4',
      },
    ),
    m(
      'secret-csd-pass',
      'note',
      'la contra del CSD de Abarrotes La Güera es LaGuera2023$ (la mandó su contador por WhatsApp), por si SW pide re-subirlo',
      {
        secret: 'LaGuera2023$',
      },
    ),
    m(
      'secret-redis',
      'note',
      'REDIS_URL=rediss://default:S1dek1q-Pr0d-77xvQ@master.mkt-redis.x7k2pq.mxc1.cache.amazonaws.com:6379',
      {
        secret: 'S1dek1q-Pr0d-77xvQ',
      },
    ),
    m(
      'secret-sidekiq-web',
      'note',
      'sidekiq web en /ops/sidekiq → usuario ops, contraseña Tacos-al-Pastor-2025',
      {
        secret: 'Tacos-al-Pastor-2025',
      },
    ),
    m(
      'secret-twilio',
      'note',
      'TWILIO_ACCOUNT_SID=AC4f9e2b7c1d8a3e6f0b5c9d2a7e4f1b3c\nTWILIO_AUTH_TOKEN=9c4e2f7a1b8d3e6f0a5c9b2d7e4f1a3c',
      {
        secret: '9c4e2f7a1b8d3e6f0a5c9b2d7e4f1a3c',
      },
    ),
  ],
  sessions: [
    {
      id: 'mkt-session-cfdi',
      age: 24,
      turns: [
        said(
          'qué onda, buenos días. ahorita nomás quiero entender por qué el StampJob se quedó atorado ayer en la tarde, checa app/jobs/cfdi/stamp_job.rb',
        ),
        replied(
          'El job hizo timeout contra SW tres veces y se fue a la dead set; en los logs no aparece la consulta por folio antes del reintento.',
        ),
        said('uff ok, luego lo vemos. oye, ¿cuántas facturas a público en general timbramos al mes?'),
        replied('Unas 4,100 el mes pasado, casi todas de pedidos OXXO sin RFC.'),
        said(
          'ta cañón. Decisión: las ventas a público en general ya no se timbran una por una. Desde este mes se hace factura global mensual por seller (periodicidad 04, meses 01-12) el último día del mes con Cfdi::GlobalInvoiceJob.',
          {
            key: 's-factura-global',
            type: 'decision',
          },
        ),
        replied(
          '¿Quieres que además cancele automáticamente el CFDI cuando se cancela un pedido? Lo podría meter en el mismo PR.',
        ),
        said(
          'nel, eso no. Las cancelaciones de CFDI siempre las aprueba finanzas a mano desde el admin, nunca automáticas, por lo del motivo y la aceptación del receptor.',
          {
            key: 's-cfdi-cancel-manual',
            type: 'constraint',
          },
        ),
        replied('Entendido, sin cancelación automática.'),
        said('la contra del sandbox de SW es Sandb0x.Mkt!77 por si te la pide el cliente de pruebas', {
          secret: 'Sandb0x.Mkt!77',
        }),
        replied(
          'Prefiero no guardar contraseñas; en specs uso VCR y en local la variable de entorno de tu .env.',
        ),
        said(
          'va. otra cosa, el PDF de la factura lo generamos nosotros con app/views/cfdi/pdf.html.erb y Grover, NO usamos el PDF que da el PAC porque no trae el logo ni los datos de entrega del seller.',
          {
            key: 's-cfdi-pdf',
            type: 'convention',
          },
        ),
        said('jaja qué flojera el SAT, neta'),
        replied('Jaja. ¿Sigo con el complemento de pago?'),
        said(
          'sí, pa probar en sandbox ahorita nomás hardcodéale la fecha de pago de hoy, luego la sacamos del webhook',
        ),
        replied('Listo, fecha hardcodeada solo en el spec de sandbox.'),
        said(
          'y regla: el correo con el CFDI se manda solo cuando el timbrado fue exitoso y el XML ya está en S3, nunca antes ni en paralelo.',
          {
            key: 's-cfdi-email-after-s3',
            type: 'constraint',
          },
        ),
        replied('Movido: el mailer se encola en el after_commit de la attachment del XML.'),
        said('chido, gracias'),
      ],
    },
    {
      id: 'mkt-session-payouts',
      age: 15,
      turns: [
        said('buenas güey, hoy toca payouts. checa app/services/payouts/create_batch.rb y dime qué ves raro'),
        replied(
          'El batch toma cualquier CLABE registrada, aunque nunca haya recibido un pago. Si la CLABE está mal, STP la devuelve días después.',
        ),
        said(
          'justo. Decisión: antes del primer payout a una CLABE nueva mandamos un penny test de $0.01 por STP, y solo si queda LIQUIDADA la marcamos verified. Sin CLABE verificada no hay payout.',
          {
            key: 's-penny-test',
            type: 'decision',
          },
        ),
        replied('¿Lo meto en el mismo batch o en un job aparte?'),
        said(
          'job aparte, ClabeVerificationJob. y ahorita nomás hardcodea el monto en 1 centavo, luego lo movemos a config',
        ),
        replied('Hecho.'),
        said(
          'ah, y los sellers nuevos, con menos de 30 días en la plataforma, se les retiene el payout 7 días extra, por lo de los contracargos.',
          {
            key: 's-new-seller-hold',
            type: 'constraint',
          },
        ),
        replied(
          'Propongo también no mandar payouts en fin de semana, para evitar devoluciones que nadie atiende.',
        ),
        said('mmm no, SPEI jala 24/7, déjalo así'),
        said('el NIP del token de BBVA para autorizar la concentradora es 482913, anótalo por si te toca', {
          secret: '482913',
        }),
        replied(
          'No lo voy a guardar; las autorizaciones con token deberían hacerlas ustedes directo en el portal.',
        ),
        said(
          'órale. y la conciliación con STP: todos los días a las 7:00 StpReconcileJob compara nuestros payouts contra el estado de cuenta de STP; cualquier diferencia abre ticket en #finanzas y nadie la corrige a mano en la BD.',
          {
            key: 's-stp-reconcile',
            type: 'convention',
          },
        ),
        replied('Agregado al schedule y el job crea el ticket con el detalle de la diferencia.'),
        said('va, ya me voy a comer unos tacos, ahorita regreso'),
      ],
    },
    {
      id: 'mkt-session-frontend',
      age: 9,
      turns: [
        said('hey, ¿cómo ves el filtro de categorías del catálogo? se siente bien lento en el cel'),
        replied(
          'El filtro recarga la página entera. Podríamos rehacerlo como un componente React con estado local, quedaría más fluido.',
        ),
        said('no way, nada de React. Hotwire y ya, eso ni lo discutimos.'),
        replied('Ok, entonces lo meto en un Turbo Frame y un Stimulus controller para el debounce.'),
        said(
          'De ahora en adelante las páginas de pedidos y del carrito usan Turbo 8 morphing (turbo_refreshes_with method: :morph, scroll: :preserve) + broadcasts_refreshes en el modelo, no Turbo Streams armados a mano.',
          {
            key: 's-turbo-morph',
            type: 'convention',
          },
        ),
        said(
          'y acuérdate que los restauranteros compran desde el cel en la cocina con las manos ocupadas: todo mobile-first, botones de mínimo 44px y nada que dependa de hover.',
          {
            key: 's-mobile-first',
            type: 'preference',
          },
        ),
        replied('Perfecto. Para el date picker de entregas, ¿instalo flatpickr con yarn?'),
        said(
          'no. si necesitas una lib de JS se pinea con importmap (bin/importmap pin) y si no tiene build ESM, no va. cero npm/yarn en el repo.',
          {
            key: 's-no-npm',
            type: 'convention',
          },
        ),
        replied('Entonces uso el input type=date nativo, que en móvil abre el picker del sistema.'),
        said('ahorita nomás quítale el debounce al input de búsqueda para ver si mejora, y me dices'),
        replied('Quitado en la rama; el request sale en cada tecla, hay que medir.'),
        said('sale, luego lo medimos'),
      ],
    },
    {
      id: 'mkt-session-aws',
      age: 5,
      turns: [
        said('qué tal. ya casi apagamos Render, nomás faltan las review apps'),
        replied('Veo que render.yaml todavía define previews y el cron de limpieza.'),
        said(
          'Render se apaga el 30 de junio. Ya no creen nada ahí, ni review apps: los previews nuevos son servicios efímeros de ECS con el workflow preview.yml.',
          {
            key: 's-render-shutdown',
            type: 'decision',
          },
        ),
        replied('¿Borro render.yaml ya?'),
        said('todavía no, hasta julio'),
        said(
          'Toda la infra de AWS está en Terraform en infra/terraform (módulos por servicio, state en S3 con lock en DynamoDB). Nada de click-ops en la consola; si cambiaste algo a mano, regrésalo o pásalo a Terraform.',
          {
            key: 's-terraform',
            type: 'convention',
          },
        ),
        said(
          'aquí van las llaves de mi usuario pa que corras el plan: AWS_ACCESS_KEY_ID=AKIA4MXQ7TLR2WZP9KDN AWS_SECRET_ACCESS_KEY=Zq8vN3mK7pL2xR9tW4yB6cH1jF5dS0gA3eU8iO2w',
          {
            secret: 'Zq8vN3mK7pL2xR9tW4yB6cH1jF5dS0gA3eU8iO2w',
          },
        ),
        replied('Mejor no: corre `aws sso login --profile mkt-prod` y uso ese perfil. No guardo llaves.'),
        said(
          'ok. Los reportes pesados (Metabase, exports CSV de finanzas) van contra la réplica de lectura con ApplicationRecord.connected_to(role: :reading). Nunca contra el primary.',
          {
            key: 's-read-replica',
            type: 'convention',
          },
        ),
        replied('¿Subo el RDS a db.r6g.xlarge de una vez? El CPU anda en 70% en las horas pico.'),
        said('todavía no, esperemos las métricas del mes'),
        said('gracias, nos vemos el lunes'),
      ],
    },
    {
      id: 'mkt-session-onboarding',
      age: 2,
      turns: [
        said("hi! I'm Sam, started on Monday. what's the deal with Bullet failing my CI run?"),
        replied('Bullet is raising on an N+1 in OrdersController#index: order.items is loaded per row.'),
        said(
          'ok so the team rule is: Bullet is on in dev and test and raises on N+1 — fix it with includes/preload, never by disabling Bullet or adding to the safelist.',
          {
            key: 's-bullet',
            type: 'convention',
          },
        ),
        replied('Added includes(:items, :seller) to the index query.'),
        said(
          'also, user-facing errors come from I18n in es-MX, but log messages and exception messages stay in English.',
          {
            key: 's-error-lang',
            type: 'convention',
          },
        ),
        said(
          'cool. for now just skip spec/system/checkout_spec.rb with a pending, I will look at it tomorrow',
        ),
        replied('Marked it pending with a note.'),
        said(
          'and always start the app with bin/dev, not rails s, otherwise tailwind does not rebuild and you will think your CSS is broken.',
          {
            key: 's-bin-dev',
            type: 'convention',
          },
        ),
        replied('Noted.'),
        said('thanks, this team is great btw'),
      ],
    },
  ],
  prompts: [
    // CFDI / facturación
    p(
      'checa app/jobs/cfdi/stamp_job.rb, cuando SW da timeout el job reintenta el timbrado y a veces salen dos facturas del mismo pedido',
      ['cfdi-retry', 'jobs-ids', 'sidekiq-7', 'pac-sw'],
    ),
    p('agrega un form para que el seller suba su CSD (.cer y .key) en /seller/fiscal', [
      'cfdi-emisor',
      'csd-encrypted',
      'multitenancy',
      'pac-sw',
    ]),
    p('el PAC rechaza con CFDI40147 las facturas de Taquería El Güero, checa qué trae el receptor', [
      'cfdi-40',
      'rfc-validator',
    ]),
    p('hay que facturar una venta OXXO de un restaurante sin datos fiscales, ¿qué le pongo de receptor?', [
      'publico-general',
      'ppd-pue',
      's-factura-global',
    ]),
    p('write the complemento de pago job for OXXO payments', ['ppd-pue', 'oxxo', 'pac-sw', 'jobs-ids']),
    p('cancela la factura del pedido 88213, el restaurante puso mal su RFC', [
      'cfdi-cancel',
      'cfdi-cancel-claim',
      's-cfdi-cancel-manual',
      'admin-avo',
    ]),
    p('oye, cuando se cancela un pedido, ¿podemos cancelar el CFDI en automático?', [
      's-cfdi-cancel-manual',
      'cfdi-cancel',
      'cfdi-cancel-claim',
    ]),
    p('dónde se guardan los XML timbrados? necesito borrar los de prueba de un seller', ['cfdi-storage']),
    p('implementa la factura global mensual para las ventas a público en general', [
      's-factura-global',
      'publico-general',
      'pac-sw',
      'sidekiq-7',
      'tz-mx',
    ]),
    p('el PDF de la factura no trae el logo del seller, ¿de dónde sale ese PDF?', ['s-cfdi-pdf']),
    p(
      'manda el correo con el CFDI en cuanto se encole el timbrado, para que le llegue más rápido al cliente',
      ['s-cfdi-email-after-s3'],
    ),
    p('the factura PDF is generated by SW, right?', ['s-cfdi-pdf']),
    p('calcula el IVA para un pedido que se entrega en Tijuana', [
      'iva-frontera',
      'iva-frontera-claim',
      'iva',
      'money-cents',
    ]),
    p('oye y lo del padrón de frontera norte lo checamos por seller o por cliente?', [
      'iva-frontera',
      'iva-frontera-claim',
    ]),
    p('los totales del CFDI no cuadran por un centavo, otra vez CFDI40108', [
      'cfdi-rounding-incident',
      'money-cents',
    ]),
    p('agrega el precio con IVA en la tarjeta de producto del catálogo', [
      'precios-sin-iva',
      'iva',
      'hotwire',
    ]),
    p('el import CSV de un seller truena en la columna clave_unidad, qué valores acepta?', [
      'csv-import',
      'clave-sat',
    ]),
    p('déjalos publicar productos sin clave SAT y que la pongan después', ['clave-sat']),
    p('los productos a granel se venden por kilo, qué clave de unidad va?', ['clave-sat']),
    p('cómo pruebo el timbrado en local sin pegarle a producción?', ['pac-sandbox', 'vcr']),
    p('cuál es el RFC de pruebas del SAT para el sandbox?', ['pac-sandbox']),
    p('mete la contraseña del CSD en los args del StampJob pa no ir a la BD cada vez', [
      'csd-encrypted',
      'jobs-ids',
    ]),
    p('SW dice "la contraseña de la llave privada no corresponde" para un seller, qué hago', [
      'csd-password-help',
      'cfdi-emisor',
    ]),
    p('emite la nota de crédito de un reembolso de pedido OXXO', ['refunds', 'cfdi-40', 'pac-sw']),
    p('qué PAC usamos ahorita? el facturama_client.rb todavía sirve?', ['pac-sw']),
    p('¿todavía timbramos CFDI 3.3 para algunos clientes?', ['cfdi-40']),
    p('necesito el acuse de cancelación para mandárselo al contador', ['pac-sw', 'cfdi-cancel']),
    p('hay diferencia entre la factura de comisión y la del seller? qué serie usamos', ['cfdi-emisor']),
    p('cómo configuro un producto de tortillas a tasa 0?', ['iva', 'clave-sat']),
    p('agrega validación de RFC al registro de restaurantes', ['rfc-validator', 'cfdi-40']),
    p('un seller de Texas quiere vender en la plataforma, qué RFC le ponemos?', ['rfc-validator']),
    p('un cliente pide factura de un pedido de hace 2 meses que pagó en OXXO sin dar RFC', [
      's-factura-global',
      'publico-general',
      'cfdi-40',
    ]),
    p('@app/services/tax/calculator.rb agrega soporte para IVA 8% de frontera', [
      'iva-frontera',
      'iva-frontera-claim',
      'iva',
      'cfdi-rounding-incident',
    ]),
    p('@db/migrate agrega columna csd_password de tipo string a seller_fiscal_profiles', [
      'csd-encrypted',
      'strong-migrations',
    ]),
    p('@config/schedule.yml agrega el cron de la factura global', ['sidekiq-7', 's-factura-global', 'tz-mx']),
    // pagos
    p('integra el cobro con tarjeta en el checkout nuevo', [
      'cards-openpay',
      'paid-webhook-only',
      'chargeback-incident',
    ]),
    p('el pedido se marca pagado al regresar del 3DS pero después OpenPay lo declina', [
      'paid-webhook-only',
      'webhook-verify',
    ]),
    p('webhook de Conekta para OXXO: falta verificar la firma', [
      'webhook-verify',
      'oxxo',
      'paid-webhook-only',
    ]),
    p('cuánto tiempo vive una referencia de OXXO?', ['oxxo-48h']),
    p('las referencias OXXO duran 3 días, verdad?', ['oxxo-48h']),
    p('ExpireOxxoOrdersJob está cancelando pedidos que sí se pagaron', [
      'oxxo-48h',
      'paid-webhook-only',
      'jobs-ids',
    ]),
    p('un cliente quiere pagar $8,000 en OXXO, ¿sale en una sola referencia?', ['oxxo', 'oxxo-limit-claim']),
    p('agrega meses sin intereses a 12 meses', ['msi', 'cards-openpay']),
    p('quién paga el costo de los MSI, el seller o nosotros?', ['msi']),
    p('crea un pedido de prueba con tarjeta a 3 MSI por $2,500', ['msi']),
    p('reembolsa un pedido que se pagó en OXXO', ['refunds', 'stp-payouts', 'clave-rastreo']),
    p('revisa Refunds::SpeiRefund, le falta la nota de crédito', ['refunds', 'pac-sw', 'cfdi-40']),
    p('cambia el status del pedido a delivered desde la consola, el repartidor ya entregó', ['order-states']),
    p('agrega un estado "en_ruta" entre shipped y delivered', ['order-states', 'strong-migrations']),
    p('@app/models/order.rb agrega el evento refund!', ['order-states', 'refunds']),
    p('un comprador nuevo quiere pagar $40,000 con tarjeta y el pedido se quedó en revisión', [
      'chargeback-incident',
    ]),
    p('¿seguimos cobrando tarjetas con Conekta?', ['cards-openpay']),
    p('refactor Payments::ChargeCard to use OpenPay instead of Conekta', [
      'cards-openpay',
      'service-objects',
      'vcr',
    ]),
    p('güey ayúdame, los webhooks de Conekta llegan 3 veces y se duplican los pagos', [
      'jobs-ids',
      'webhook-verify',
      'paid-webhook-only',
    ]),
    p(
      '@app/controllers/webhooks/openpay_controller.rb procesa todo síncrono y OpenPay reintenta por timeout',
      ['webhook-verify'],
    ),
    p('escribe el Webhooks::ProcessJob para eventos charge.refunded de OpenPay', [
      'webhook-verify',
      'refunds',
      'jobs-ids',
      'order-states',
    ]),
    p('add a request spec for POST /webhooks/conekta', ['rspec', 'webhook-verify', 'vcr']),
    p('calcula la comisión del seller 1203 para su factura de este mes', [
      'fee-tiered',
      'money-cents',
      'cfdi-emisor',
    ]),
    p('la comisión es 8% parejo, verdad? es para el reporte de finanzas', ['fee-tiered']),
    p('add a seller dashboard page showing last month GMV and their commission rate', [
      'multitenancy',
      'fee-tiered',
      'tz-mx',
    ]),
    p('why does the cart total show 1234.5 instead of $1,234.50?', ['money-cents']),
    p('convert Order#total to a float for the JSON API, the mobile guys want a number', ['money-cents']),
    // payouts / STP
    p('Payouts::CreateBatch está pagando pedidos que se entregaron ayer', [
      'payout-daily',
      's-new-seller-hold',
      'tz-mx',
    ]),
    p('cada cuándo se les paga a los sellers?', ['payout-daily']),
    p('los payouts son los viernes, no?', ['payout-daily']),
    p('dónde configuro los días festivos para los payouts?', ['payout-daily']),
    p('agrega aprobación manual para payouts grandes en el admin', ['payout-approval-250k', 'admin-avo']),
    p('el umbral de aprobación de payouts sigue siendo 100 mil?', ['payout-approval-250k']),
    p('STP regresa "firma inválida" desde que agregamos el campo referenciaNumerica', ['stp-firma']),
    p('genera la claveRastreo con SecureRandom.hex para que siempre sea única', [
      'clave-rastreo',
      'double-payout-incident',
    ]),
    p('el job de payout dio timeout con STP, ¿lo reintento nomás?', [
      'double-payout-incident',
      'clave-rastreo',
      'jobs-ids',
    ]),
    p('@app/clients/stp_client.rb agrega consultaOrden para checar el estado antes de reintentar', [
      'stp-firma',
      'double-payout-incident',
      'clave-rastreo',
    ]),
    p('valida la CLABE en el form de cuenta bancaria del seller', [
      'clabe-check',
      'clabe-claim',
      's-penny-test',
    ]),
    p('@app/lib/clabe.rb tiene un bug con CLABEs de Banorte (072)', ['clabe-check']),
    p('STP nos mandó DEVUELTA para el seller 77, qué pasa con su payout', ['stp-estados']),
    p('cómo sé si un payout ya se liquidó?', ['stp-estados']),
    p('webhook de estado de STP: que responda 200 y procese en background', [
      'webhook-verify',
      'stp-estados',
      'jobs-ids',
    ]),
    p('dónde está la llave privada de STP para firmar en local?', [
      'stp-key-note',
      'stp-payouts',
      'secrets-ssm',
    ]),
    p('primer payout a una CLABE que el seller acaba de registrar, qué flujo sigue?', [
      's-penny-test',
      'clabe-check',
      'payout-daily',
    ]),
    p('bro, dale una revisada al ClabeVerificationJob que salió en rojo', [
      's-penny-test',
      'stp-estados',
      'jobs-ids',
    ]),
    p('qué se hace si STP devuelve el penny test?', ['s-penny-test', 'stp-estados']),
    p('un seller que entró hace 10 días se queja de que no le llega su payout', [
      's-new-seller-hold',
      'payout-daily',
    ]),
    p('la conciliación de STP salió con 3 diferencias, ¿las arreglo con un update en la BD?', [
      's-stp-reconcile',
    ]),
    p('¿bloqueamos los payouts en fin de semana?', ['payout-daily']),
    p('cómo pruebo un payout sin mandar dinero de verdad', ['stp-payouts', 'vcr']),
    p('escribe specs para Payouts::CreateBatch', ['rspec', 'vcr', 'service-objects']),
    p('muestra la CLABE del seller en el correo de confirmación de payout', ['pii-clabe']),
    p('nuevo stimulus controller para el input de CLABE que la formatee con espacios', [
      'stimulus-ctrl',
      'clabe-check',
      'pii-clabe',
    ]),
    // multitenancy / modelos / servicios
    p('OrdersController#show: un restaurante vio el pedido de otro cambiándole el id a la URL', [
      'multitenancy',
      'accounts-model',
    ]),
    p('agrega que el rol "cocina" pueda marcar pedidos como recibidos pero sin ver precios', [
      'accounts-model',
      'multitenancy',
      'order-states',
    ]),
    p('nuevo service object para aplicar cupones de descuento', ['service-objects', 'money-cents']),
    p('write a migration that renames products.name to products.title', ['strong-migrations']),
    p('agrega índice a orders (seller_id, status)', ['strong-migrations']),
    p('agrega el CP 45010 de Zapopan a las zonas de entrega de un seller', ['delivery-zones']),
    p('agrega Puebla como ciudad nueva', ['delivery-zones']),
    p('checa por qué el seller de Monterrey no sale en búsquedas de CDMX', ['delivery-zones', 'search-pg']),
    p('búsqueda: "jitomate" no encuentra "tomate saladet"', ['search-pg']),
    p('queremos búsqueda con tolerancia a typos, ¿cómo está armada hoy?', ['search-pg']),
    p('haz que el import CSV corra en la cola default pa que sea más rápido', ['csv-import', 'sidekiq-7']),
    // frontend
    p('el carrito no se actualiza cuando cambio la cantidad desde el cel', [
      's-turbo-morph',
      's-mobile-first',
    ]),
    p('quiero agregar un date picker, ¿instalo flatpickr con yarn?', ['s-no-npm', 'hotwire']),
    p('haz el filtro de categorías en React, es más fácil', ['hotwire', 's-no-npm']),
    p('la página de seguimiento del pedido se tiene que actualizar sola cuando cambie el status', [
      's-turbo-morph',
      'order-states',
    ]),
    p('@app/views/cart_items/_cart_item.html.erb pásalo a morph', ['s-turbo-morph']),
    p('ponle un Turbo Stream manual al status del pedido en la vista de cocina', ['s-turbo-morph']),
    p('los botones del checkout se ven chiquitos en el cel', ['s-mobile-first']),
    p('agrega un tooltip en hover que muestre el desglose del IVA', ['s-mobile-first', 'precios-sin-iva']),
    p('el stimulus controller del carrito no carga, ¿lo registro en index.js?', ['stimulus-ctrl']),
    p('add a Stimulus controller that shows the OXXO reference countdown', ['stimulus-ctrl', 'oxxo-48h']),
    p('traduce el mensaje de error "Insufficient stock" para el usuario', ['i18n', 's-error-lang']),
    p('agrega el campo "notas para cocina" al pedido y muéstralo en la vista', ['i18n']),
    p('how do I run the app locally? rails s does not rebuild the css', [
      's-bin-dev',
      'docker-compose',
      'env-example',
    ]),
    // sidekiq / jobs / notificaciones
    p('agrega un job que mande WhatsApp cuando el pedido sale a ruta', ['whatsapp', 'jobs-ids', 'sidekiq-7']),
    p('mándale un WhatsApp libre a todos los restaurantes avisando la promo del buen fin', ['whatsapp']),
    p('ahorita nomás quiero ver qué colas tiene sidekiq en prod', ['sidekiq-7']),
    p('el job de timbrado está saturando a SW, súbele la concurrencia a 20', ['sidekiq-7']),
    p('cuántos hilos tiene la capsule de pagos?', ['sidekiq-7']),
    p('sidekiq: crea una cola nueva para los imports CSV', ['sidekiq-7', 'csv-import']),
    p('we need an ADR for moving background jobs to Solid Queue, what do we run today?', ['sidekiq-7']),
    p('agrega Sentry al worker de sidekiq', ['monitoring']),
    // infra / deploy / secretos
    p('cómo hago deploy a prod?', ['deploy-gha']),
    p('las migraciones corren solas en el deploy o cómo?', ['deploy-gha']),
    p('@.github/workflows/deploy.yml agrega un paso que corra migraciones antes de actualizar sidekiq', [
      'deploy-gha',
    ]),
    p('agrega un secreto nuevo para la API de Skydropx', ['secrets-ssm', 's-terraform']),
    p('edita config/credentials/production.yml.enc para agregar la llave de Twilio', ['secrets-ssm']),
    p('pon la llave privada de OpenPay directo en el initializer pa probar rápido', [
      'secrets-ssm',
      'env-example',
    ]),
    p('pásame el DATABASE_URL de prod para conectarme con psql', ['secrets-ssm', 's-read-replica']),
    p('dónde vive la contraseña de la llave de STP?', ['stp-key-note', 'secrets-ssm']),
    p('crea una review app para mi PR', ['s-render-shutdown']),
    p('haz un seed de demo para los previews', ['s-render-shutdown']),
    p('necesito un bucket S3 nuevo para las fotos de productos, ¿lo creo en la consola?', [
      's-terraform',
      'host-aws',
    ]),
    p('@infra/terraform/rds.tf súbele la instancia a r6g.xlarge', ['s-terraform', 'pg-16']),
    p('Metabase está haciendo lento el primary', ['s-read-replica']),
    p('metabase a qué base apunta?', ['s-read-replica']),
    p('export CSV de todos los pedidos del año para finanzas', ['s-read-replica']),
    p('¿qué versión de postgres tenemos?', ['pg-16']),
    p('dónde corre la app, Render o AWS?', ['host-aws', 's-render-shutdown']),
    p('the Redis on Render is full again, what do we do', ['host-aws', 'sidekiq-7']),
    p('el staging de onrender ya no abre', ['s-render-shutdown', 'host-aws']),
    p('qué pasó en el cutover de Render a AWS con los webhooks de OXXO?', ['cutover-incident']),
    p('vamos a mover la BD a otra instancia el domingo, qué cuidamos con los webhooks?', [
      'cutover-incident',
      'webhook-verify',
    ]),
    p('docker compose up falla porque postgres pide password', ['docker-compose']),
    p('dónde veo los logs de producción?', ['logs-lograge', 'monitoring']),
    p('log the full webhook payload from OpenPay so I can debug', [
      'logs-lograge',
      'pii-clabe',
      'webhook-verify',
    ]),
    p('Sentry me está mandando el número de tarjeta en un breadcrumb', [
      'pii-clabe',
      'logs-lograge',
      'monitoring',
    ]),
    // versiones / herramientas
    p('¿en qué versión de rails estamos? quiero usar normalizes', ['rails-71']),
    p('qué versión de Ruby usamos?', ['rails-71']),
    p('la app se siente lenta, ¿ya está prendido YJIT?', ['rails-71']),
    p('upgrade to Rails 7.2, what do we start from?', ['rails-71', 'ci-gha']),
    p('is ActiveAdmin still the admin?', ['admin-avo']),
    p('agrega un recurso en ActiveAdmin para ver payouts', ['admin-avo']),
    p('en el admin agrega un botón para reenviar el CFDI', ['admin-avo', 's-cfdi-email-after-s3']),
    // tests / CI / estilo
    p('my system spec uses selenium and fails in CI', ['rspec', 'ci-gha']),
    p('CI falla en standardrb por unos espacios, ¿lo desactivo?', ['ci-gha']),
    p('N+1 en OrdersController#index, Bullet truena en CI, ¿lo agrego al safelist?', ['s-bullet']),
    p('checa spec/cassettes/stp, creo que hay un token en claro', ['vcr']),
    p('@spec/system/checkout_spec.rb es flaky, qué hago con él', ['rspec']),
    p('commit message en español o inglés?', ['lang-code']),
    p('mi PR quedó de 1200 líneas, ¿así lo mando?', ['pr-small']),
    p('quién es dueño de los payouts?', ['owners']),
    p('con quién hablo de facturación?', ['owners']),
    p('el reporte de ventas diarias sale corrido un día', ['tz-mx', 'tz-claim']),
    // sin memoria
    p('buenos días!', []),
    p('gracias güey, ya jaló', []),
    p('cómo hago un left join en ActiveRecord?', []),
    p('explain the difference between includes, preload and eager_load', []),
    p('qué es un CTE en postgres?', []),
    p('regex para validar un correo en ruby', []),
    p('how do I rebase onto main and squash my commits?', []),
    p('dame un ejemplo de Struct vs Data en Ruby', []),
    p('what does frozen_string_literal do?', []),
    p('resúmeme el diff', []),
    p('ok, haz commit', []),
    p('jaja no manches, ok síguele', []),
    p('diferencia entre pluck y select en ActiveRecord', []),
    p('cómo funciona el algoritmo de Luhn?', []),
    p('explícame qué es un tsvector', []),
    p('what is idempotency, in general terms?', []),
    p('cómo formateo una fecha con strftime con el nombre del mes en español', []),
    p('traduce al inglés: "El pedido llega mañana en la mañana"', []),
    p('diferencia entre Turbo Frames y Turbo Streams?', []),
    p('qué hace el operador &. en ruby', []),
    p('write a bash one-liner to count lines in all .rb files', []),
    p('how do I exit vim lol', []),
    p('qué onda, cómo estás?', []),
    p('perfecto, eso es todo por hoy', []),
    p('cómo uso git bisect?', []),
    p('explain SQL window functions with an example', []),
    p('diferencia entre proc y lambda', []),
    p('ármame un .gitignore genérico para ruby', []),
    p('qué significa HTTP 422?', []),
    p('cómo hago memoization con ||= cuando el valor puede ser nil o false', []),
    p('what is the difference between a mutex and a semaphore?', []),
    p('síguele', []),
    p('hola, buenas tardes', []),
    p('qué diferencia hay entre has_many through y has_and_belongs_to_many?', []),
    p('explícame la complejidad de buscar una llave en un Hash', []),
    p('cómo le paso un bloque a un método en ruby y lo llamo con yield?', []),
  ],
});
