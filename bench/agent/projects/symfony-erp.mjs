// PHP 8.3 / Symfony 7 wholesale ERP for Brinkmann Frischdienst (Bremen, food distribution to restaurants, canteens and supermarket chains in DE/NL): orders, customer price agreements, lots with best-before dates, tour picking on handhelds, GoBD invoicing with EU VAT, EDIFACT with the chains, Doctrine/PostgreSQL, Messenger on RabbitMQ, API Platform, Twig/Turbo back office, k8s.
// Held-out scenario (round I): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'symfony-erp',
  stack:
    'PHP 8.3, Symfony 7.2, Doctrine ORM 3 + Doctrine Migrations, PostgreSQL 16 (btree_gist, pg_trgm), Symfony Messenger on RabbitMQ (php-amqp) with a Doctrine failure transport, symfony/scheduler, symfony/workflow, API Platform 4 + lexik/jwt-authentication-bundle, Twig + Stimulus/Turbo via AssetMapper, brick/money, sabas/edifact (EANCOM D96A/D01B), horstoeko/zugferd, Gotenberg for PDFs, PHPUnit 11 + Zenstruck Foundry + dama/doctrine-test-bundle, PHPStan level max, Rector, deptrac, Docker Compose dev env, GitLab CI, Helm + Argo CD on a Hetzner k8s cluster, Redis, Sentry',
  memories: [
    // --- runtime, dev env, CI, deploy -------------------------------------------------------------------
    m(
      'php-83',
      'fact',
      'Runtime is PHP 8.3 (docker/php/Dockerfile, php:8.3-fpm-bookworm) with Symfony 7.2. composer.json has "php": "~8.3.0" and config.platform.php = 8.3.0, so composer never resolves a package that needs 8.4. Going to 8.4 is a separate ticket with the image, the platform pin and a full CI run — not something to slip into a feature MR.',
      {
        fact: 'erp | php_version | 8.3',
        age: 170,
        reaffirm: 30,
        files: ['docker/php/Dockerfile', 'composer.json'],
        tags: ['php', 'runtime', 'composer'],
        canonical: true,
      },
    ),
    m(
      'docker-dev',
      'convention',
      "dev env = `make up` (docker compose: php, nginx, postgres, rabbitmq, redis, mailpit, gotenberg). App on https://erp.localhost, mailpit on :8025, rabbit mgmt on :15672. Console via `make sf c='doctrine:migrations:migrate'` or `docker compose exec php bin/console ...`. Please don't install php/composer on your host for this repo, we had 3 different php versions on 3 laptops and 'works on my machine' for a month",
      {
        age: 160,
        files: ['docker-compose.yml', 'Makefile', 'docker/php/Dockerfile'],
        tags: ['docker', 'dev-env', 'onboarding'],
      },
    ),
    m(
      'postgres',
      'fact',
      'Database is PostgreSQL (16 in prod and in docker). We rely on postgres-only stuff: extensions btree_gist (exclusion constraints on validity ranges) and pg_trgm (article search), jsonb columns, daterange. The raw EDI stuff lives in its own schema `edi`, everything else in public.',
      {
        fact: 'erp | database | PostgreSQL 16',
        age: 520,
        files: ['config/packages/doctrine.yaml'],
        tags: ['postgres', 'database', 'doctrine'],
      },
    ),
    m(
      'deploy-deployer',
      'decision',
      'Deployment is Deployer: `dep deploy production` from your laptop (deploy.php, recipe symfony). Hosts erp-app1/erp-app2, releases under /var/www/erp/releases, keep_releases 5, shared .env.local + var/log. Workers are restarted via supervisorctl in the after-deploy hook.',
      {
        age: 540,
        files: ['deploy.php'],
        tags: ['deploy', 'deployer'],
      },
    ),
    m(
      'deploy-k8s',
      'decision',
      "We don't deploy with Deployer anymore, deploy.php is deleted and the two VMs are gone. Prod runs on our Hetzner k8s cluster: GitLab CI builds the image on a tag (vYYYY.WW.N), pushes it to registry.brinkmann-frische.de/erp/app, bumps the tag in deploy/helm/erp/values-prod.yaml and Argo CD syncs. Migrations run as a Helm pre-upgrade Job (bin/console doctrine:migrations:migrate --no-interaction --allow-no-migration). Rollback = revert the values commit, never kubectl edit by hand.",
      {
        age: 190,
        supersedes: 'deploy-deployer',
        files: [
          '.gitlab-ci.yml',
          'deploy/helm/erp/values-prod.yaml',
          'deploy/helm/erp/templates/migrate-job.yaml',
        ],
        tags: ['deploy', 'k8s', 'helm', 'argocd', 'gitlab-ci'],
        reason:
          'two VMs, manual deploys from laptops, and a half-deployed release in Oct 2023 during the morning EDI peak',
        canonical: true,
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'No prod deploys between 21:30 and 06:30. The warehouse night shift picks the morning tours then and a pod restart kills the Turbo sessions on the handhelds mid-tour — pickers lose their scanned lines. Real emergencies: call the Schichtleiter first and agree on a moment between two tours.',
      {
        age: 350,
        tags: ['deploy', 'warehouse', 'process'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      'CI = self-hosted GitLab (gitlab.brinkmann-frische.de), .gitlab-ci.yml. MR pipeline: composer validate + audit, php-cs-fixer --dry-run, phpstan, rector --dry-run, deptrac, phpunit (unit, then integration+functional with a postgres:16 service). Tag pipeline additionally builds and pushes the image.',
      {
        age: 260,
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab'],
      },
    ),
    m(
      'phpstan-level6',
      'convention',
      'phpstan runs on level 6 with phpstan-baseline.neon for the old NAV-import code. new code should not add baseline entries, but if you have to, ok, just mention it in the MR.',
      {
        age: 400,
        files: ['phpstan.dist.neon', 'phpstan-baseline.neon'],
        tags: ['phpstan', 'static-analysis'],
      },
    ),
    m(
      'phpstan-max',
      'convention',
      'phpstan.dist.neon: level max, with phpstan-doctrine, phpstan-symfony and phpstan-phpunit. The baseline can only shrink — scripts/check-baseline-count.php in CI fails the MR if phpstan-baseline.neon has more entries than on main. Inline @phpstan-ignore needs the identifier and a comment why (`// @phpstan-ignore argument.type (Foundry proxy)`). Array shapes go in @return/@param docblocks, not `array` alone.',
      {
        age: 110,
        supersedes: 'phpstan-level6',
        files: ['phpstan.dist.neon', 'phpstan-baseline.neon', 'scripts/check-baseline-count.php'],
        tags: ['phpstan', 'static-analysis', 'ci'],
      },
    ),
    m(
      'rector',
      'convention',
      'Rector config in rector.php (sets: php83, Symfony 7, Doctrine code quality, PHPUnit 11). CI only runs --dry-run. If CI shows rector diffs in files you did not touch, someone bumped rector/rules: run `vendor/bin/rector` locally and commit that as a separate "chore: rector" commit, not mixed into the feature commits — makes review unreadable otherwise.',
      {
        age: 140,
        files: ['rector.php'],
        tags: ['rector', 'ci', 'refactoring'],
      },
    ),
    m(
      'commit-style',
      'convention',
      'Commits: "ERP-1234: Add credit note approval" — Jira key first, imperative, english. Branches feature/ERP-1234-short-slug or fix/ERP-1234-... The Jira automation closes tickets from the MR title so keep the key in there too.',
      {
        age: 470,
        tags: ['git', 'process', 'jira'],
      },
    ),
    m(
      'migrations-expand-contract',
      'convention',
      "Migrations: generate with make:migration, then read and clean up the SQL by hand (doctrine likes to drop our gist constraints and pg_trgm indexes it doesn't know). A migration merged to main is never edited again, fix forward with a new one. And every migration has to work with the release that is currently running: Argo does a rolling update, so for a while old pods run against the new schema. No rename or drop in one step — add the new column, deploy, backfill/dual-write, drop the old one in a later release.",
      {
        age: 185,
        files: ['migrations', 'deploy/helm/erp/templates/migrate-job.yaml'],
        tags: ['migrations', 'doctrine', 'deploy', 'k8s'],
      },
    ),
    m(
      'mr-review',
      'convention',
      'One approval per MR is enough in general. Anything touching src/Invoicing, VAT or a migration needs Marieke or Jonas as approver (CODEOWNERS enforces it for src/Invoicing/ and migrations/).',
      {
        age: 200,
        files: ['CODEOWNERS'],
        tags: ['review', 'process'],
      },
    ),

    // --- architecture, domain model -----------------------------------------------------------------------
    m(
      'modules-layout',
      'convention',
      "src/ is cut by bounded context: Catalog, Customer, Order, Pricing, Stock, Warehouse, Invoicing, Edi, Shared. Inside each: Domain/ (entities, value objects, domain events), Application/ (commands, queries, handlers), Infrastructure/ (Doctrine repositories, API clients, EDIFACT readers) and UI/ (controllers, forms, API resources, Twig components). A context never uses another context's Infrastructure or Domain repositories directly — you dispatch a query/command or use its Application service. deptrac.yaml checks this in CI and the answer to a deptrac violation is not a new exception in deptrac.yaml.",
      {
        age: 380,
        reaffirm: 60,
        files: ['deptrac.yaml', 'src/Shared'],
        tags: ['architecture', 'ddd', 'deptrac'],
        canonical: true,
      },
    ),
    m(
      'entities-behaviour',
      'convention',
      'Entities have no public setters. State changes go through methods named like the business action: Order::confirm(), Lot::block(BlockReason), Customer::changeBillingAddress(). Symfony forms bind to DTOs in UI/Form/Model and a handler applies them. Exceptions are domain exceptions in Domain/Exception, not \\RuntimeException.',
      {
        age: 360,
        files: ['src/Order/Domain/Order.php', 'src/Stock/Domain/Lot.php'],
        tags: ['ddd', 'entities', 'doctrine', 'forms'],
      },
    ),
    m(
      'ids-uuid',
      'decision',
      "New entities get UUIDv7 ids (symfony/uid, doctrine type `uuid`, generated in the constructor, not by the DB). customer and article keep their integer ids from Navision because every EDI partner, the DATEV export and the drivers' paper lists reference those numbers (Kundennr 6-stellig, Artikelnr 6-stellig).",
      {
        age: 420,
        files: ['src/Customer/Domain/Customer.php', 'src/Catalog/Domain/Article.php'],
        tags: ['doctrine', 'ids', 'uuid'],
      },
    ),
    m(
      'money-bcmath',
      'convention',
      'money handling: amounts are numeric strings everywhere (DECIMAL(14,4) columns, doctrine type decimal gives strings). Calculate with bcadd/bcmul/bcdiv scale 4, round only at the very end. never floats.',
      {
        age: 500,
        tags: ['money', 'bcmath', 'pricing'],
      },
    ),
    m(
      'money-brick',
      'convention',
      'Amounts are Brick\\Money\\Money objects (brick/money). Unit prices carry 4 decimals (CustomContext(4)), line totals and invoice totals 2 (DefaultContext), rounding RoundingMode::HALF_UP unless the VAT code says otherwise. Persisted through the embeddable App\\Shared\\Infrastructure\\Doctrine\\MoneyEmbeddable as amount_minor BIGINT + currency CHAR(3). No bc* calls and no floats in new code; if you touch a class still doing bcmul, convert it.',
      {
        age: 230,
        supersedes: 'money-bcmath',
        files: ['src/Shared/Domain/Money', 'src/Shared/Infrastructure/Doctrine/MoneyEmbeddable.php'],
        tags: ['money', 'pricing', 'invoicing', 'doctrine'],
        canonical: true,
      },
    ),
    m(
      'timezone-clock',
      'convention',
      'Timestamps are stored in UTC (datetime_immutable, DB session timezone UTC). Business dates — delivery date, best-before, Leistungsdatum — are plain DATE columns with no time zone. Europe/Berlin only appears where business rules need local time (cut-off, tour departure). Domain/Application code takes Psr\\Clock\\ClockInterface; `new \\DateTimeImmutable()` without an argument is banned there (phpstan rule), tests use Symfony\\Component\\Clock\\MockClock.',
      {
        age: 280,
        files: ['src/Shared/Infrastructure/Clock', 'phpstan.dist.neon'],
        tags: ['time', 'timezone', 'clock', 'testing'],
      },
    ),

    // --- messenger, workers, scheduler --------------------------------------------------------------------
    m(
      'messenger-doctrine',
      'decision',
      'Async stuff goes through Messenger with the doctrine transport (table messenger_messages), one `messenger:consume async` per app server under supervisor. Good enough for now, no extra infra to run.',
      {
        age: 480,
        files: ['config/packages/messenger.yaml'],
        tags: ['messenger', 'queue', 'doctrine'],
      },
    ),
    m(
      'messenger-rabbit',
      'decision',
      'Messenger moved to RabbitMQ (ext-amqp, MESSENGER_TRANSPORT_DSN from the k8s secret). Transports: async (default), edi_inbound, edi_outbound, invoicing, scheduler_main; only `failed` stayed on doctrine so we can inspect it with SQL. Routing is by marker interface in messenger.yaml (AsyncMessage → async, EdiOutboundMessage → edi_outbound, ...), not by listing every class. Reason for the move: the doctrine transport polling + SELECT FOR UPDATE was the top query in pg_stat_statements during the 05:00 EDI peak.',
      {
        age: 200,
        supersedes: 'messenger-doctrine',
        files: ['config/packages/messenger.yaml', 'deploy/helm/erp/templates/workers.yaml'],
        tags: ['messenger', 'rabbitmq', 'queue', 'workers'],
      },
    ),
    m(
      'worker-limits',
      'constraint',
      'Workers run `messenger:consume <transport> --limit=500 --memory-limit=256M --time-limit=3600` and k8s restarts them. Handlers must not hold state between messages: no entities or repositories results in static props or in-memory caches on the service, the doctrine_clear_entity_manager middleware clears the EM after each message anyway so cached entities become detached and blow up on flush.',
      {
        age: 120,
        files: ['deploy/helm/erp/templates/workers.yaml', 'config/packages/messenger.yaml'],
        tags: ['messenger', 'workers', 'memory', 'doctrine'],
      },
    ),
    m(
      'incident-failed-retry',
      'note',
      "Nov 2024: someone ran `messenger:failed:retry --force` on prod to clear ~600 failed messages; 41 of them were SendInvoiceMail from a Postmark outage that had actually gone out — customers got the same invoice up to 4 times and Hotel Seeblick's Buchhaltung paid one twice. Look at what's in failed (messenger:failed:show, class + error) before retrying, and retry by id.",
      {
        age: 75,
        tags: ['messenger', 'incident', 'invoicing', 'ops'],
      },
    ),
    m(
      'edi-retry-3',
      'fact',
      'edi_inbound / edi_outbound retry_strategy: max_retries 3, delay 60000, multiplier 2 → after ~7 min it goes to failed and the EDI dashboard shows it red. Svenja wants it red early so she can call the partner.',
      {
        age: 85,
        files: ['config/packages/messenger.yaml'],
        tags: ['messenger', 'edi', 'retry'],
      },
    ),
    m(
      'edi-retry-5',
      'constraint',
      "the edi transports need max_retries 5 with max_delay 3600000 (1h). Transus does maintenance sunday 23:00-01:00 and with 3 quick retries every Jumbo DESADV from the night shift lands in failed and someone has to retry by hand monday 5am. don't shorten it",
      {
        age: 40,
        disputes: 'edi-retry-3',
        files: ['config/packages/messenger.yaml'],
        tags: ['messenger', 'edi', 'retry', 'jumbo'],
      },
    ),
    m(
      'cron-crontab',
      'convention',
      'Recurring jobs are cron entries in docker/cron/crontab (cron container runs bin/console commands): agreements:close-expired 00:05, stock:release-reservations every 5 min, invoicing:datev-export on the 2nd, edi:poll-sftp every 2 min.',
      {
        age: 420,
        files: ['docker/cron/crontab'],
        tags: ['cron', 'jobs'],
      },
    ),
    m(
      'scheduler',
      'convention',
      'Recurring jobs are defined in src/Shared/Infrastructure/Scheduler/MainSchedule.php (symfony/scheduler, #[AsSchedule("main")]) and consumed by the `scheduler-main` deployment (`messenger:consume scheduler_main`, replicas: 1 — two replicas = everything runs twice). Each job is a message + handler in its context; add it to the schedule, no crontab, no k8s CronJob.',
      {
        age: 130,
        supersedes: 'cron-crontab',
        files: [
          'src/Shared/Infrastructure/Scheduler/MainSchedule.php',
          'deploy/helm/erp/templates/scheduler.yaml',
        ],
        tags: ['scheduler', 'jobs', 'messenger'],
      },
    ),

    // --- orders, pricing -----------------------------------------------------------------------------------
    m(
      'order-workflow',
      'fact',
      "Order lifecycle is the symfony/workflow state_machine `order` (config/packages/workflow.yaml): draft → submitted → confirmed → picking → picked → shipped → invoiced. cancel is only allowed from draft, submitted, confirmed. Once picking started, the warehouse has to do a return/Fehlmenge, sales can't cancel. Always go through the workflow ($orderStateMachine->apply($order, 'confirm')), the guards and the listeners (reservation, EDI ORDRSP) hang on the transitions.",
      {
        age: 310,
        files: ['config/packages/workflow.yaml', 'src/Order/Domain/Order.php'],
        tags: ['order', 'workflow', 'state-machine'],
      },
    ),
    m(
      'pricing-resolution',
      'fact',
      'How a price is found (src/Pricing/Application/PriceResolver.php), first hit wins: 1) customer PriceAgreement valid on the delivery date, 2) price list of the customer group, 3) active promo, 4) list price of the article. No stacking — except the volume discount (Staffelrabatt, per quantity tier) which applies on top of an agreement only if agreement.allowVolumeDiscount is true. Validity is checked against the DELIVERY date, not the order date.',
      {
        age: 250,
        reaffirm: 25,
        files: ['src/Pricing/Application/PriceResolver.php', 'src/Pricing/Domain/PriceAgreement.php'],
        tags: ['pricing', 'agreements', 'discount'],
        canonical: true,
      },
    ),
    m(
      'price-snapshot',
      'constraint',
      'At confirmation the resolved unit price is frozen on the line (OrderLine::$agreedUnitPrice + which source it came from). A confirmed order is never re-priced, not when an agreement changes afterwards and not when the customer calls. If sales wants to give a better price after the fact, that is a credit note, not an edit of the order line.',
      {
        age: 240,
        files: ['src/Order/Domain/OrderLine.php'],
        tags: ['pricing', 'order', 'invoicing'],
      },
    ),
    m(
      'agreement-overlap',
      'constraint',
      'two price agreements for the same customer+article must never overlap. price_agreement has an EXCLUDE USING gist (customer_id WITH =, article_id WITH =, validity WITH &&) constraint, so an import that just inserts the new one will blow up. close the old one first (valid_to = new valid_from minus one day), in the same transaction.',
      {
        age: 180,
        files: ['src/Pricing/Domain/PriceAgreement.php', 'migrations'],
        tags: ['pricing', 'agreements', 'postgres', 'import'],
      },
    ),
    m(
      'cutoff-1400',
      'fact',
      'Order cut-off for next-day delivery: 14:00 Europe/Berlin, implemented in src/Order/Domain/DeliveryDateCalculator.php. Later → delivery date +2 (and no delivery on Sunday, Saturday only for HORECA routes).',
      {
        fact: 'order cut-off | next-day delivery | 14:00 Europe/Berlin',
        age: 290,
        files: ['src/Order/Domain/DeliveryDateCalculator.php'],
        tags: ['order', 'cutoff', 'delivery-date'],
      },
    ),
    m(
      'cutoff-1530',
      'fact',
      'Bestellschluss ist 15:30, nicht 14:00 — seit die zweite Kommissionierschicht läuft, hat der Vertrieb das allen Kunden so kommuniziert (Tobias, Vertriebsleitung). The 14:00 in DeliveryDateCalculator is outdated according to him.',
      {
        fact: 'order cut-off | next-day delivery | 15:30',
        age: 60,
        disputes: 'cutoff-1400',
        files: ['src/Order/Domain/DeliveryDateCalculator.php'],
        tags: ['order', 'cutoff', 'delivery-date', 'sales'],
      },
    ),
    m(
      'min-order-value',
      'fact',
      'HORECA customers (restaurants, hotels, canteens): minimum order 150 € net, below that a Mindermengenzuschlag line (article 999001, 25 € net) is added automatically on submit. Supermarket chains have no minimum.',
      {
        age: 210,
        files: ['src/Order/Application/Submit/ApplySmallOrderSurcharge.php'],
        tags: ['order', 'pricing', 'horeca'],
      },
    ),

    // --- stock, lots, warehouse ----------------------------------------------------------------------------
    m(
      'fefo',
      'constraint',
      'Picking is FEFO, not FIFO: the pick proposal takes the lot with the earliest best-before date that still satisfies the customer requirement. Lots in status blocked or quarantine are never proposed, whatever the date. The picker can override on the handheld only with a reason code, which gets logged.',
      {
        age: 400,
        reaffirm: 12,
        files: ['src/Warehouse/Application/Picking/LotProposer.php'],
        tags: ['picking', 'fefo', 'lots', 'best-before'],
        canonical: true,
      },
    ),
    m(
      'mhd-two-thirds',
      'constraint',
      'Chains (Rewe, Edeka, Jumbo, Plus): at delivery the remaining shelf life must be >= 2/3 of the total shelf life of the article (Article::shelfLifeDays). A pallet below that gets rejected at the DC, with return freight on us. LotProposer must skip lots that do not make the 2/3 for a chain customer.',
      {
        age: 140,
        files: ['src/Warehouse/Application/Picking/LotProposer.php', 'src/Catalog/Domain/Article.php'],
        tags: ['best-before', 'chains', 'picking', 'mhd'],
      },
    ),
    m(
      'mhd-fixed-days',
      'constraint',
      'Restlaufzeit for chain deliveries = the fixed number of days in Article::minRemainingShelfLifeDays (default 10), maintained by purchasing per article. The 2/3 thing is only in the Edeka contract afaik, not a general rule, and for yoghurt with 21 days it would block half our stock.',
      {
        age: 90,
        disputes: 'mhd-two-thirds',
        files: ['src/Catalog/Domain/Article.php', 'src/Warehouse/Application/Picking/LotProposer.php'],
        tags: ['best-before', 'chains', 'picking', 'mhd'],
      },
    ),
    m(
      'lot-trace',
      'constraint',
      'Every stock movement references a Lot (article, supplier lot no, best_before, supplier GLN). In a recall we must be able to name every customer that received the lot within 4 hours (VO (EG) 178/2002 + IFS audit). `bin/console stock:trace-lot <supplierLotNo> --article=<nr>` produces the CSV for QS. Do not add any stock booking path that skips the lot.',
      {
        age: 330,
        files: ['src/Stock/UI/Console/TraceLotCommand.php', 'src/Stock/Domain/StockMovement.php'],
        tags: ['lots', 'recall', 'traceability', 'compliance'],
      },
    ),
    m(
      'stock-negative',
      'constraint',
      "stock_level has CHECK (quantity >= 0). If the picker finds less than the system says, that's a Fehlmenge: the pick is confirmed with the real quantity and a StockDiscrepancy is created for the inventory team. Don't clamp, don't force-book, don't drop the check.",
      {
        age: 270,
        files: ['src/Stock/Domain/StockLevel.php', 'src/Stock/Domain/StockDiscrepancy.php'],
        tags: ['stock', 'picking', 'postgres'],
      },
    ),
    m(
      'units-packaging',
      'fact',
      'Quantities in the domain are always in the base unit = consumer unit (CU, e.g. one 500g Quark). article_packaging defines the levels CU → TU (Karton, e.g. 12 CU) → pallet, each with its own GTIN. EDI ORDERS may order in TU (QTY+21 with the TU GTIN in LIN); the conversion to CU happens in the Edi reader, never in Order.',
      {
        age: 350,
        files: ['src/Catalog/Domain/ArticlePackaging.php', 'src/Edi/Infrastructure/Edifact/OrdersReader.php'],
        tags: ['units', 'packaging', 'gtin', 'edi'],
      },
    ),
    m(
      'reservation-ttl-30',
      'fact',
      'Portal carts reserve stock for 30 min (RESERVATION_TTL_MINUTES in the portal config), ReleaseExpiredReservations runs every 5 min from the scheduler.',
      {
        age: 100,
        files: ['src/Stock/Application/ReleaseExpiredReservationsHandler.php', 'config/packages/portal.yaml'],
        tags: ['stock', 'reservation', 'portal'],
      },
    ),
    m(
      'reservation-ttl-20',
      'fact',
      'Cart reservations must not be longer than 20 minutes — in the 6-8 am rush the portal carts blocked the whole Hähnchenbrust stock and the phone orders in the Innendienst got "nicht verfügbar". Marieke said 20 was agreed with Vertrieb.',
      {
        age: 35,
        disputes: 'reservation-ttl-30',
        files: ['config/packages/portal.yaml'],
        tags: ['stock', 'reservation', 'portal'],
      },
    ),
    m(
      'scanner-ui',
      'fact',
      'Pickers use Zebra MC3300 handhelds (Android 11, Chrome, 480x800) with the /scan part of the back office (Twig + Turbo, templates/scan/). No hover, no tooltips, fat-finger buttons min 48px, everything reachable without scrolling on the pick screen. The barcode scanner is a keyboard wedge: scans arrive as key input terminated with Enter into the focused field.',
      {
        age: 300,
        files: ['templates/scan', 'assets/controllers/scan_input_controller.js'],
        tags: ['warehouse', 'scanner', 'ui', 'handheld'],
      },
    ),
    m(
      'sscc',
      'fact',
      'SSCCs for outgoing pallets: extension digit 3 + our GS1 company prefix 4061234 + serial from the postgres sequence sscc_serial_seq (zero-padded) + mod-10 check digit, built in src/Warehouse/Domain/Sscc.php. The label (GS1-128) is printed on the Zebra ZT411 via ZPL from the /scan tour screen.',
      {
        fact: 'brinkmann | gs1_company_prefix | 4061234',
        age: 260,
        files: ['src/Warehouse/Domain/Sscc.php'],
        tags: ['sscc', 'gs1', 'warehouse', 'labels'],
      },
    ),
    m(
      'picking-tour',
      'decision',
      'we pick per tour (Tour = one truck route on one delivery date), not per order. One pick list per tour and temperature zone, frozen is picked last so it sits in the truck the shortest time. Orders are assigned to tours by postcode area + customer.tourOverride.',
      {
        age: 320,
        files: [
          'src/Warehouse/Domain/Tour.php',
          'src/Warehouse/Application/Picking/BuildPickListsHandler.php',
        ],
        tags: ['picking', 'tour', 'warehouse'],
      },
    ),
    m(
      'temperature-zones',
      'constraint',
      'Never mix temperature zones (frozen ≤ -18°C, chilled 2–7°C, ambient) on one pallet/SSCC, not even "just this once" — cold chain is part of the IFS certificate. PalletBuilder::add() throws MixedTemperatureZone and that stays.',
      {
        age: 310,
        files: ['src/Warehouse/Domain/PalletBuilder.php'],
        tags: ['warehouse', 'cold-chain', 'pallet', 'compliance'],
      },
    ),

    // --- invoicing, VAT --------------------------------------------------------------------------------------
    m(
      'invoice-numbering',
      'constraint',
      'Invoice numbers are gapless per calendar year (GoBD): RE-2025-000123. The number is assigned in the same DB transaction that finalizes the invoice, from the row in invoice_number_sequence (SELECT ... FOR UPDATE on the year row). No postgres SEQUENCE: sequences leave gaps on rollback and the Betriebsprüfer asks about every gap.',
      {
        fact: 'invoice numbers | format | RE-YYYY-nnnnnn, gapless per year',
        age: 450,
        reaffirm: 45,
        files: ['src/Invoicing/Infrastructure/Doctrine/InvoiceNumberGenerator.php'],
        tags: ['invoicing', 'gobd', 'numbering', 'postgres'],
        canonical: true,
      },
    ),
    m(
      'invoice-immutable',
      'constraint',
      'A finalized invoice is never modified or deleted, no matter how small the typo. Correction = credit note (Rechnungskorrektur) referencing the original + a new invoice if needed. The PDF that went out is archived in S3 (bucket erp-invoices, object lock 10 years) and that file is the legal document, so never re-render and overwrite it.',
      {
        age: 440,
        files: ['src/Invoicing/Domain/Invoice.php'],
        tags: ['invoicing', 'gobd', 'archive', 'compliance'],
      },
    ),
    m(
      'vat-rates-const',
      'fact',
      'VAT rates are constants in src/Invoicing/Domain/VatRate.php: DE_STANDARD 19, DE_REDUCED 7, NL_STANDARD 21, NL_REDUCED 9. Food is reduced except drinks.',
      {
        age: 470,
        files: ['src/Invoicing/Domain/VatRate.php'],
        tags: ['vat', 'invoicing'],
      },
    ),
    m(
      'vat-rates-table',
      'fact',
      'VAT rates come from the vat_rate table (country, category standard/reduced/zero, rate, valid_from, valid_to). The rate is picked by the Leistungsdatum (delivery date) of the line, not by the invoice date — matters around rate changes (2020 was a mess). New rate = migration inserting a row with valid_from, the old one gets valid_to. Articles only carry the category (Article::vatCategory).',
      {
        age: 260,
        supersedes: 'vat-rates-const',
        files: ['src/Invoicing/Domain/VatRateRepository.php', 'src/Catalog/Domain/Article.php'],
        tags: ['vat', 'invoicing', 'database'],
      },
    ),
    m(
      'reverse-charge',
      'constraint',
      "Zero-rated EU deliveries (everyone here says 'reverse charge', technically it's a steuerfreie innergemeinschaftliche Lieferung §4 Nr. 1b / §6a UStG) only when: customer is a business in another member state, has a VAT ID validated via VIES (src/Invoicing/Infrastructure/Vies/ViesClient.php, qualified check incl. name), and the goods actually leave DE. Re-validated every 90 days. If VIES is down or says invalid, the invoice stays draft and accounting gets a task — never fall back to 0% silently, and no manual override in the UI.",
      {
        age: 215,
        files: [
          'src/Invoicing/Infrastructure/Vies/ViesClient.php',
          'src/Invoicing/Application/DetermineVatTreatment.php',
        ],
        tags: ['vat', 'reverse-charge', 'eu', 'vies', 'invoicing'],
      },
    ),
    m(
      'vat-rounding-line',
      'convention',
      'VAT is calculated per invoice line (net line total × rate, rounded HALF_UP to 2 decimals) and the invoice VAT is the sum of the line VATs. That way every line on the PDF adds up when a customer checks it with a calculator.',
      {
        age: 200,
        files: ['src/Invoicing/Domain/InvoiceCalculator.php'],
        tags: ['vat', 'rounding', 'invoicing', 'money'],
      },
    ),
    m(
      'vat-rounding-rate',
      'constraint',
      "VAT has to be computed on the sum of the net amounts per VAT rate and rounded once per rate. That's what the Steuerberater and DATEV expect and what the chains do in their INVOIC checks — with line rounding we get 1-2 cent differences on big Rewe invoices and they reject the INVOIC.",
      {
        age: 70,
        disputes: 'vat-rounding-line',
        files: ['src/Invoicing/Domain/InvoiceCalculator.php'],
        tags: ['vat', 'rounding', 'invoicing', 'edi'],
      },
    ),
    m(
      'pdf-wkhtml',
      'decision',
      'Invoice and Lieferschein PDFs: knp-snappy-bundle with the wkhtmltopdf binary installed in the php image. Templates templates/pdf/*.html.twig, inline CSS only.',
      {
        age: 380,
        files: ['config/packages/knp_snappy.yaml', 'templates/pdf'],
        tags: ['pdf', 'invoicing'],
      },
    ),
    m(
      'pdf-gotenberg',
      'decision',
      "wkhtmltopdf is gone (dead upstream, broke with the bookworm image). PDFs — invoices, credit notes, Lieferscheine — are rendered by the gotenberg service through sensiolabs/gotenberg-bundle (Chromium route). Templates moved to templates/documents/*.pdf.html.twig, CSS in assets/styles/print.css is allowed now. Gotenberg runs as its own deployment, in dev it's in docker-compose.",
      {
        age: 150,
        supersedes: 'pdf-wkhtml',
        files: [
          'config/packages/sensiolabs_gotenberg.yaml',
          'templates/documents',
          'src/Invoicing/Infrastructure/Pdf/GotenbergRenderer.php',
        ],
        tags: ['pdf', 'invoicing', 'gotenberg'],
      },
    ),
    m(
      'zugferd',
      'decision',
      'E-Rechnung: German B2B invoices go out as ZUGFeRD 2.3 profile EN16931 (PDF/A-3 with embedded factur-x.xml), built with horstoeko/zugferd on top of the gotenberg PDF. XRechnung (UBL) only for the two public canteens that have a Leitweg-ID on the customer. EDI customers keep getting INVOIC, no ZUGFeRD for them.',
      {
        age: 125,
        files: ['src/Invoicing/Infrastructure/EInvoice/ZugferdBuilder.php'],
        tags: ['e-invoice', 'zugferd', 'xrechnung', 'invoicing'],
      },
    ),
    m(
      'datev-export',
      'fact',
      'DATEV export for the Steuerberater: `bin/console invoicing:datev-export 2025-03` → EXTF Buchungsstapel CSV. Format quirks: Windows-1252 encoding (not UTF-8!), semicolon, decimal comma, header line 1 with Beraternummer/Mandantennummer. SKR03: 8300 Erlöse 7%, 8400 Erlöse 19%, 8125 steuerfreie ig. Lieferung.',
      {
        age: 290,
        files: ['src/Invoicing/Infrastructure/Datev/DatevExporter.php'],
        tags: ['datev', 'accounting', 'export'],
      },
    ),
    m(
      'payment-camt',
      'fact',
      'Incoming payments: camt.053 statements are pulled daily at 07:00 from the bank via finAPI and matched to open invoices by invoice number in the Verwendungszweck, then by amount+customer. Unmatched ones land in the /accounting/unmatched list for Marieke.',
      {
        age: 165,
        files: ['src/Invoicing/Application/Payment/ImportBankStatementHandler.php'],
        tags: ['payments', 'bank', 'accounting'],
      },
    ),

    // --- EDI --------------------------------------------------------------------------------------------------
    m(
      'edi-own-parser',
      'decision',
      'EDIFACT: own tokenizer + segment classes in src/Edi/Legacy (EdifactTokenizer, Segment\\Nad, Segment\\Lin...). Each message type has a hand written mapper. Partners are few, a lib is overkill.',
      {
        age: 470,
        files: ['src/Edi/Legacy/EdifactTokenizer.php'],
        tags: ['edi', 'edifact', 'parser'],
      },
    ),
    m(
      'edi-php-edifact',
      'decision',
      'EDIFACT parsing and writing uses sabas/edifact (EDI\\Parser, EDI\\Analyser, EDI\\Encoder) with the EANCOM mapping XML under config/edi/mapping. One reader/writer class per message type in src/Edi/Infrastructure/Edifact/ (OrdersReader, RecadvReader, OrdrspWriter, DesadvWriter, InvoicWriter); they turn segments into Application DTOs, no Doctrine entities in there.',
      {
        age: 240,
        supersedes: 'edi-own-parser',
        files: ['src/Edi/Infrastructure/Edifact', 'config/edi/mapping'],
        tags: ['edi', 'edifact', 'parser'],
      },
    ),
    m(
      'edi-partners',
      'fact',
      'EDI partners right now: Rewe (EANCOM D01B via their VAN, ORDERS/ORDRSP/DESADV/RECADV/INVOIC), Edeka Nord (D96A, direct SFTP, no RECADV), Jumbo (NL, via Transus SFTP, D96A, ORDERS/DESADV/INVOIC). One profile per partner in config/edi/partners/<name>.yaml: GLNs, syntax version, which messages, SFTP dirs, credential env var names. Credentials are in the k8s secret edi-partners, never in the yaml.',
      {
        age: 180,
        reaffirm: 20,
        files: ['config/edi/partners', 'src/Edi/Infrastructure/Sftp/PartnerSftpClient.php'],
        tags: ['edi', 'partners', 'sftp', 'rewe', 'edeka', 'jumbo'],
      },
    ),
    m(
      'edi-inbox-raw',
      'convention',
      'Inbound EDI: the poller first writes the file as-is into edi.inbound_message (payload bytea, sha256, partner, received_at) and only after that commit it removes/moves the file on the partner SFTP. Parsing is a separate ParseInboundMessage on edi_inbound. Keeps the original for disputes with the chains, and a parser bug never loses an order.',
      {
        age: 230,
        files: [
          'src/Edi/Application/Inbound/PollPartnerHandler.php',
          'src/Edi/Application/Inbound/ParseInboundMessageHandler.php',
        ],
        tags: ['edi', 'inbound', 'sftp', 'messenger'],
      },
    ),
    m(
      'our-gln',
      'fact',
      'Our GLN (Brinkmann Frischdienst GmbH, Am Großmarkt 12, Bremen) is 4061234000004 — NAD+SU in everything we send. The delivery GLNs of the chains DCs are on Customer\\DeliveryAddress::gln, the invoicee GLN (NAD+IV) is on the customer.',
      {
        fact: 'brinkmann | gln | 4061234000004',
        age: 580,
        tags: ['edi', 'gln', 'gs1'],
      },
    ),
    m(
      'desadv-deadline',
      'constraint',
      'The DESADV (with every SSCC and the lots/best-before per pallet) has to reach the chain before the truck is at their DC — Rewe charges 50 € per delivery without a matching DESADV and the DC may refuse the truck. It is triggered when the tour is set to "departed" on the scan UI; if sending fails the tour screen must show it, not just log it.',
      {
        age: 160,
        files: [
          'src/Edi/Application/Outbound/SendDesadvHandler.php',
          'src/Edi/Infrastructure/Edifact/DesadvWriter.php',
        ],
        tags: ['edi', 'desadv', 'sscc', 'chains'],
      },
    ),
    m(
      'note-jumbo-qty',
      'note',
      'Jumbo sometimes sends QTY in CU for articles they normally order in TU, same week, same article. Their EDI contact (Ruud) says it is a bug on their side, fix "in Q3". until then OrdersReader has a plausibility check: qty not divisible by the TU size + > 3x the average → put order on hold for Innendienst instead of confirming',
      {
        age: 55,
        files: ['src/Edi/Infrastructure/Edifact/OrdersReader.php'],
        tags: ['edi', 'jumbo', 'quirk', 'units'],
      },
    ),

    // --- API, back office UI ------------------------------------------------------------------------------------
    m(
      'api-resources',
      'convention',
      'API Platform resources are DTO classes in src/<Context>/UI/Api/Resource with their own State\\Provider / State\\Processor. Never put #[ApiResource] on a Doctrine entity. Portal resources are under the /api/portal prefix and always filtered to the customer of the token in the provider, not via a client-side filter param.',
      {
        age: 210,
        files: ['src/Order/UI/Api/Resource', 'config/packages/api_platform.yaml'],
        tags: ['api-platform', 'api', 'portal'],
      },
    ),
    m(
      'api-auth-jwt',
      'fact',
      'Customer portal and the drivers app authenticate with JWT (lexik, RS256, keys config/jwt/private.pem + public.pem, passphrase from JWT_PASSPHRASE env), token TTL 1h, refresh tokens via gesdinet 30 days. Back office users use the normal session login (firewall main), not JWT.',
      {
        age: 205,
        files: ['config/packages/lexik_jwt_authentication.yaml', 'config/packages/security.yaml'],
        tags: ['api', 'jwt', 'auth', 'portal'],
      },
    ),
    m(
      'turbo-stimulus',
      'convention',
      'Back office JS = Stimulus controllers in assets/controllers + Turbo, served with AssetMapper. There is no node/webpack build, so a new JS dependency goes in via `bin/console importmap:require <pkg>`, not npm. Keep controllers small, data comes from the server-rendered HTML.',
      {
        age: 265,
        files: ['importmap.php', 'assets/controllers'],
        tags: ['frontend', 'stimulus', 'turbo', 'assetmapper'],
      },
    ),
    m(
      'datatables',
      'convention',
      'Back office list pages use jQuery DataTables with server-side processing: controller extends AbstractDataTableController (src/Shared/UI/DataTable), columns defined in a DataTable class per list.',
      {
        age: 430,
        files: ['src/Shared/UI/DataTable/AbstractDataTableController.php'],
        tags: ['frontend', 'lists', 'datatables'],
      },
    ),
    m(
      'lists-turbo',
      'convention',
      'List pages are plain Twig tables inside a <turbo-frame id="list">: the filter form is a GET form targeting that frame, pagination with pagerfanta (50 per page), sorting via query params, all server side in the Query handler. DataTables and jQuery were removed from the importmap in the 2024 cleanup — don\'t bring them back.',
      {
        age: 180,
        supersedes: 'datatables',
        files: ['templates/_components/list_table.html.twig', 'src/Shared/UI/Pagination'],
        tags: ['frontend', 'lists', 'turbo', 'pagination'],
      },
    ),
    m(
      'translations',
      'convention',
      'UI is German and Dutch (translations/messages+intl-icu.de.xlf and .nl.xlf). Translation keys are english dot notation (order.list.title). Code, identifiers, commit messages and code comments are english, even though we talk German in the office.',
      {
        age: 340,
        files: ['translations'],
        tags: ['i18n', 'translations', 'conventions'],
      },
    ),

    // --- testing -----------------------------------------------------------------------------------------------
    m(
      'behat',
      'convention',
      'Acceptance tests: Behat (features/*.feature, FriendsOfBehat SymfonyExtension, contexts in tests/Behat). Every story in Jira gets at least one scenario, written with the Fachbereich in Gherkin (German keywords ok: # language: de).',
      {
        age: 450,
        files: ['behat.yml.dist', 'features', 'tests/Behat'],
        tags: ['testing', 'behat', 'acceptance'],
      },
    ),
    m(
      'tests-phpunit',
      'convention',
      "Tests are PHPUnit 11 only: tests/Unit (no kernel, pure domain), tests/Integration (KernelTestCase against a real postgres erp_test, dama/doctrine-test-bundle rolls back every test), tests/Functional (WebTestCase / API Platform ApiTestCase). Test data with Zenstruck Foundry factories in tests/Factory, no alice fixtures. `make test` runs it in docker; sqlite doesn't work (daterange, exclusion constraints, jsonb).",
      {
        age: 160,
        supersedes: 'behat',
        files: ['phpunit.dist.xml', 'tests/Factory', 'Makefile'],
        tags: ['testing', 'phpunit', 'foundry'],
      },
    ),

    // --- ops, access, team, misc --------------------------------------------------------------------------------
    m(
      'prod-db-access',
      'constraint',
      'nobody connects to the prod DB from a laptop. Read only: Metabase, or `kubectl -n erp exec` into the pg-readonly pod. Data fixes = a console command or a migration that went through an MR, never an UPDATE typed into psql on prod.',
      {
        age: 220,
        tags: ['ops', 'database', 'security', 'prod'],
      },
    ),
    m(
      'note-team',
      'note',
      'who to ask: Svenja = EDI & partner contacts, Pieter = warehouse, scan UI, printers; Marieke = invoicing, DATEV, anything with the Steuerberater; Ayla = back office frontend; Tim (ops, Mon-Wed) = k8s, GitLab runners, backups; Jonas = architecture, reviews, everything else.',
      {
        age: 90,
        tags: ['team', 'ownership'],
      },
    ),
    m(
      'note-freeze',
      'note',
      'Code freeze every year 15.12. – 06.01.: Weihnachtsgeschäft, order volume x3 and the warehouse runs 3 shifts. Only hotfixes, with Jonas ok.',
      {
        age: 310,
        tags: ['process', 'release', 'freeze'],
      },
    ),
    m(
      'note-navision',
      'note',
      'Data came over from Navision 2009 (go-live Jan 2023). Customer and article numbers were kept 1:1. The old NAV ledger stays readable on the archive VM (nav-archive.intern) until 2033 because of the 10 year retention, do not shut it down even if it looks unused.',
      {
        age: 600,
        tags: ['legacy', 'navision', 'archive'],
      },
    ),
    m(
      'note-seeblick-paper',
      'note',
      'Hotel Seeblick (Kundennr 104522) wants all invoices AND credit notes by post, never by email — their Buchhaltung ignores mails. customer.paperInvoice = true, the print batch goes out with the driver on the next tour.',
      {
        age: 250,
        tags: ['customer', 'quirk', 'invoicing'],
      },
    ),
    m(
      'fact-volume',
      'fact',
      'Rough numbers: ~1,800 orders/day, ~3,200 active articles, ~1,100 active customers, 14 tours a day. Peak 05:00–09:00 when the chains ORDERS arrive, up to ~4,500 order lines per hour.',
      {
        age: 130,
        tags: ['volume', 'performance'],
      },
    ),
    m(
      'note-release-2025-14',
      'note',
      'Release 2025.14.0: portal reorder from history, RECADV for Edeka Nord postponed (they are not ready), new ZPL template for the Zebra ZT411. Known: the tour map sometimes shows the old route until reload.',
      {
        age: 18,
        tags: ['release-notes'],
      },
    ),

    // --- candidates (agent-proposed, never reviewed) ----------------------------------------------------------
    m(
      'cand-l2-cache',
      'decision',
      'Enable Doctrine second-level cache (READ_ONLY region) for PriceAgreement and Article to speed up PriceResolver.',
      {
        candidate: true,
        tags: ['doctrine', 'cache', 'pricing'],
      },
    ),
    m(
      'cand-uuid-legacy',
      'decision',
      'Migrate customer and article tables to UUIDv7 primary keys so all entities use the same id type.',
      {
        candidate: true,
        tags: ['doctrine', 'ids', 'uuid'],
      },
    ),
    m(
      'cand-deptrac-exception',
      'convention',
      'Allow the Order context to inject Pricing Infrastructure repositories directly where a query bus round trip is too slow; list these as skip_violations in deptrac.yaml.',
      {
        candidate: true,
        tags: ['architecture', 'deptrac'],
      },
    ),
    m(
      'cand-auto-retry',
      'convention',
      'Add a nightly scheduler job that runs messenger:failed:retry --force so the failed transport never piles up.',
      {
        candidate: true,
        tags: ['messenger', 'scheduler'],
      },
    ),
    m(
      'cand-weight-float',
      'convention',
      'Store catch weights as float kilograms (net_weight_kg) to keep the scale integration simple.',
      {
        candidate: true,
        tags: ['catch-weight', 'warehouse'],
      },
    ),

    // --- secret-bearing inputs (the write must be refused) ------------------------------------------------------
    m(
      'secret-transus-nl',
      'note',
      'Transus SFTP voor de Jumbo-koppeling: host sftp.transus.nl, gebruiker brinkmann_prd, wachtwoord is Zw4luw-Drempel!62 — niet zomaar wijzigen, eerst Svenja bellen want Transus moet het ook aanpassen.',
      { secret: 'Zw4luw-Drempel!62' },
    ),
    m(
      'secret-rabbit-dsn',
      'fact',
      'if the workers on staging cant connect after the rabbit upgrade, the DSN in the sealed secret should be\nMESSENGER_TRANSPORT_DSN=amqp://erp_worker:q7Tn2VbXr9LmKc4WzH@rabbitmq.erp-staging.svc.cluster.local:5672/%2f/messages',
      { secret: 'q7Tn2VbXr9LmKc4WzH' },
    ),
    m(
      'secret-jwt-passphrase',
      'note',
      'rotated the portal JWT keys on prod today. new private.pem is encrypted with oyster-Kettle-basin-31, that is what JWT_PASSPHRASE has to be in the erp-app secret, otherwise login returns 500 "Unable to create a signed JWT"',
      { secret: 'oyster-Kettle-basin-31' },
    ),
    m(
      'secret-finapi',
      'fact',
      'finAPI prod access for the camt import — client_id brinkmann-erp-prod, client_secret 7f3a9c1e-5b2d-4e8f-a6c0-d9b4e1f72a58 (the sandbox one is in the 1Password vault, this one not yet)',
      { secret: '7f3a9c1e-5b2d-4e8f-a6c0-d9b4e1f72a58' },
    ),
    m(
      'secret-hollmann-soap',
      'note',
      "Hollmann Kühllogistik (they run tours 11-14 for us) has a SOAP TourService at https://ws.hollmann-logistik.de/TourService?wsdl. Their IT sent us the login on the phone: user BRINK_WS, pass Hlm#2024-brink. WS-Security UsernameToken, plain text, don't ask.",
      { secret: 'Hlm#2024-brink' },
    ),
    m(
      'secret-datev-de',
      'note',
      'DATEV Unternehmen online: Benutzer ist buchhaltung@brinkmann-frische.de, das Passwort steht noch nicht im Tresor — es ist Kohlrabi-Sturm-1987 mit großem K. Marieke ändert es nach dem Jahresabschluss.',
      { secret: 'Kohlrabi-Sturm-1987' },
    ),
    m(
      'secret-metabase',
      'note',
      'metabase admin is still admin@brinkmann-frische.de with Hafenkran4711 (yes, really, Tim will change it when SSO is set up). use your own account for queries pls',
      { secret: 'Hafenkran4711' },
    ),
    m(
      'secret-mollie',
      'note',
      "portal prepayment for new HORECA customers, quick test in tinker:\n$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey('live_Wq8Hd3KpT6zVn2RbX9mJc4Ls7Ye5Fa');\n!! that is the LIVE key, use test_ for anything that creates payments",
      { secret: 'live_Wq8Hd3KpT6zVn2RbX9mJc4Ls7Ye5Fa' },
    ),
  ],
  sessions: [
    {
      id: 'symfony-erp-session-1',
      age: 2,
      turns: [
        said(
          'moin. today I want to finish ERP-2231, credit notes from RECADV short deliveries. look at src/Invoicing/Application/CreateCreditNoteHandler.php first, its half done from last week',
        ),
        replied(
          'The handler builds a CreditNote from the RecadvReceived message but never assigns a number. I could reuse InvoiceNumberGenerator as is, so credit notes would get the next RE-2025-... number. Should I do that?',
        ),
        said(
          'no, credit notes get their own range: GS-2025-00001 and so on, own row in invoice_number_sequence with type credit_note. same gapless rules as the invoices though, same transaction',
          { key: 's-credit-note-range', type: 'convention' },
        ),
        replied(
          'Added a DocumentType enum (INVOICE, CREDIT_NOTE) to the generator and a migration inserting the credit_note row for 2025. Next question: for the amount, should I resolve the price for the missing quantity through PriceResolver?',
        ),
        said(
          'hmm no. a credit note always copies unit price and vat rate from the invoice line it refers to. even if the agreement or the vat table changed in between. never re-resolve anything for a credit',
          { key: 's-credit-from-invoice-line', type: 'constraint' },
        ),
        replied(
          'Done, CreditNoteLine is now built from InvoiceLine. One problem: for the Gouda and the Hähnchenbrust lines the RECADV reports missing pieces, but those were invoiced by kg.',
        ),
        said(
          'yeah right, those are catch weight articles (Article::isCatchWeight). they are always billed on the real weight from the scale at picking, PickedLine::netWeightGrams, the ordered quantity is just pieces. RECADV doesnt give weights so for the credit take the average weight per piece of that picked line',
          { key: 's-catch-weight', type: 'constraint' },
        ),
        replied(
          'Makes sense. Should I add a netWeightKg float on CreditNoteLine so the PDF can show it directly?',
        ),
        said('no floats. weights are int grams, everywhere, only the twig filter formats them as kg', {
          key: 's-weight-grams',
          type: 'convention',
        }),
        replied('Changed to int $netWeightGrams and used the |weight_kg filter in the template.'),
        said(
          'btw Rewe sends the same RECADV 3-4 times sometimes, we need to dedupe. key is the BGM document number + sender GLN, put it in processed_edi_document with a unique index and skip if its there',
          { key: 's-edi-dedupe', type: 'constraint' },
        ),
        replied(
          'Added the unique index and an early return in RecadvReceivedHandler. While at it, I could move this into an AbstractEdiHandler so every inbound handler dedupes the same way — want me to?',
        ),
        said('meh, not now. keep it to RECADV in this ticket, the MR is big enough already'),
        replied('Ok, left the other handlers alone.'),
        said(
          'to test it against the rewe simulator on staging you need the rabbit management ui, login is erp_admin / Rb!t-stg-4471x, the queue is edi_inbound',
          { secret: 'Rb!t-stg-4471x' },
        ),
        replied(
          'Thanks, published a test RECADV: one credit note created, second delivery skipped. The credit note went out as a PDF mail to the Rewe invoice address though, is that right?',
        ),
        said(
          'no. EDI customers get credit notes as INVOIC with BGM+381, never the pdf mail. the mail/pdf path is only for non-EDI customers',
          { key: 's-credit-note-edi', type: 'decision' },
        ),
        replied(
          'Switched the dispatch: customers with an EDI profile get an InvoicWriter message with document type 381.',
        ),
        said(
          "ok so last thing, we agreed in the weekly that credit notes above 500 € net need accounting's approval before they're finalized. so those stay in pending_approval until someone with ROLE_ACCOUNTING releases them",
          { key: 's-credit-approval', type: 'decision' },
        ),
        replied(
          "Added a pending_approval place to the credit_note workflow, the transition 'approve' is guarded with is_granted('ROLE_ACCOUNTING'), and the number is only assigned on finalize.",
        ),
        said('nice. run phpstan + the tests and push, I open the MR after lunch'),
        replied('PHPStan is clean, the tests pass, pushed feature/ERP-2231-recadv-credit-notes.'),
      ],
    },
  ],
  prompts: [
    p(
      "dep deploy production fails with 'Host prod-app1 not found', did someone change the hosts in deploy.php??",
      ['deploy-k8s'],
    ),
    p(
      "it's 23:10, pieter says the tour screen freezes on the handhelds after the last release. hotfix branch is ready, can you ship it now",
      ['deploy-window', 'deploy-k8s'],
    ),
    p(
      'phpstan: Method App\\Order\\Domain\\Order::lines() return type has no value type specified in iterable type array. can i just regenerate the baseline, there are like 40 of these',
      ['phpstan-max'],
    ),
    p('how do i look at stuck messages locally, do i just query messenger_messages?', ['messenger-rabbit']),
    p(
      'write the handler that sends the DESADV when a tour gets marked departed. @src/Warehouse/Application/MarkTourDepartedHandler.php dispatches TourDeparted already',
      ['desadv-deadline', 'edi-php-edifact', 'sscc'],
    ),
    p(
      'Rewe rejected three INVOICs this week, their VAT total differs by 0.01/0.02 from ours. fix @src/Invoicing/Domain/InvoiceCalculator.php',
      ['vat-rounding-line', 'vat-rounding-rate', 'money-brick'],
    ),
    p(
      'Bistro Aalto ordered at 14:40 yesterday and got delivery for the day after tomorrow, Tobias is furious. is DeliveryDateCalculator wrong?',
      ['cutoff-1400', 'cutoff-1530', 'timezone-clock'],
    ),
    p(
      'Sales has an xlsx with new agreement prices for 2025-Q3 (customer nr, article nr, price, valid_from). build an import command for it',
      ['agreement-overlap', 'money-brick', 'ids-uuid'],
    ),
    p(
      'Edeka DC sent back 3 pallets of Joghurt Natur yesterday, "MHD zu kurz". how does the pick proposal pick lots for chain customers, and fix it',
      ['fefo', 'mhd-two-thirds', 'mhd-fixed-days'],
    ),
    p(
      'mornings the portal carts keep the stock blocked and innendienst cant sell on the phone. where is the reservation timeout and what should it be',
      ['reservation-ttl-30', 'reservation-ttl-20', 'scheduler'],
    ),
    p(
      'expired price agreements are not being closed anymore, crontab -l in the php container is empty. did the cron container die?',
      ['scheduler'],
    ),
    p(
      'knp snappy: The exit status code \'127\' says something went wrong: stderr: "sh: wkhtmltopdf: not found" when i print a Lieferschein locally',
      ['pdf-gotenberg'],
    ),
    p(
      'unit tests for @src/Pricing/Application/PriceResolver.php please, esp. agreement + Staffelrabatt and agreements that end tomorrow',
      ['pricing-resolution', 'tests-phpunit', 'timezone-clock'],
    ),
    p('add a behat feature for the credit note approval flow', ['tests-phpunit', 's-credit-approval']),
    p(
      'customer in Venlo has a valid NL VAT number but VIES was down yesterday and the invoice is stuck in draft. accounting wants a button "reverse charge anyway". can you add it to the invoice detail page',
      ['reverse-charge'],
    ),
    p(
      'InvoiceNumberGenerator locks the row and it is slow at month end, replace it with a postgres sequence',
      ['invoice-numbering'],
    ),
    p(
      'marieke needs to fix the street name on RE-2025-004512, it was already sent. add an edit form for the billing address on finalized invoices',
      ['invoice-immutable'],
    ),
    p(
      'Jumbo ordered 12 cartons of Gouda jong and we created an order for 12 pieces. check the mapping in @src/Edi/Infrastructure/Edifact/OrdersReader.php',
      ['units-packaging', 'note-jumbo-qty', 'edi-php-edifact'],
    ),
    p("the EdifactTokenizer chokes on the ?' release char in Edeka's NAD segment, can you patch it", [
      'edi-php-edifact',
    ]),
    p(
      "Transus was down again sunday night and monday morning there were 30 messages in failed. what's our retry config supposed to be for the edi transports",
      ['edi-retry-3', 'edi-retry-5'],
    ),
    p(
      'the lots list with 40k rows is unusable, DataTables ajax takes 9 seconds. can you optimize the server side processing',
      ['lists-turbo'],
    ),
    p('i want a date range picker on the order list filter. npm install flatpickr and wire it up?', [
      'turbo-stimulus',
      'lists-turbo',
    ]),
    p(
      'SQLSTATE[23514]: Check violation: new row for relation "stock_level" violates check constraint "stock_level_quantity_check" when a picker confirms a pick. just clamp to 0 in StockLevel::decrease()',
      ['stock-negative'],
    ),
    p(
      'URGENT Molkerei Hansen called, lot L240517-3 of Quark 500g is contaminated. I need every customer who got it',
      ['lot-trace'],
    ),
    p('migration to rename order_line.qty to quantity', ['migrations-expand-contract', 'mr-review']),
    p('bump the php image to 8.4, i want property hooks for the DTOs', ['php-83']),
    p('MR pipeline is red on rector --dry-run, it wants to change 60 files I never touched. what do I do', [
      'rector',
    ]),
    p(
      'portal needs an endpoint listing the open invoices of the logged in customer with amount and due date',
      ['api-resources', 'api-auth-jwt'],
    ),
    p(
      'in @src/Order/UI/Controller/OrderLineController.php I need the customer price for an article. ok to just inject PriceAgreementRepository from Pricing\\Infrastructure?',
      ['modules-layout', 'pricing-resolution'],
    ),
    p(
      'on the invoice the cheese lines show 4 x the article weight, the customer says the real weight was different. compute it properly',
      ['s-catch-weight', 's-weight-grams'],
    ),
    p('Rewe sent the same RECADV five times tonight and we created 5 credit notes 🙄', ['s-edi-dedupe']),
    p(
      'Hotel Seeblick needs a credit note for 2 missing crates of Äpfel, what number does it get and how do we send it',
      ['s-credit-note-range', 'note-seeblick-paper'],
    ),
    p(
      'the credit note for the mozzarella line came out with the current agreement price not the invoiced one. fix CreateCreditNoteHandler',
      ['s-credit-from-invoice-line'],
    ),
    p(
      'accounting says a dutch BTW rate changes from 1 January. do I just change NL_REDUCED = 9 in src/Invoicing/Domain/VatRate.php?',
      ['vat-rates-table'],
    ),
    p('DATEV import at the Steuerberater shows MÃ¼ller GmbH instead of Müller GmbH in the Buchungstext', [
      'datev-export',
    ]),
    p('can credit notes get ZUGFeRD xml too? same as invoices', ['zugferd', 's-credit-note-edi']),
    p(
      'memory of the async worker grows until OOMKilled. OrderConfirmedHandler keeps customers in a private array as a cache, that was me, sorry. whats the right way',
      ['worker-limits'],
    ),
    p(
      "We're onboarding Plus Retail as a new EDI partner next month. They send ORDERS D96A over SFTP and want DESADV and INVOIC back, no RECADV. Can you scaffold what's needed (partner config, readers/writers, polling) and list what I'm forgetting? Their test SFTP credentials come next week.",
      ['edi-partners', 'edi-inbox-raw', 'edi-php-edifact', 'desadv-deadline'],
    ),
    p(
      'customer says order 2025-118220 line 7 should have the new lower agreement price that started monday, the order was confirmed friday. just update agreedUnitPrice on the line?',
      ['price-snapshot'],
    ),
    p("what's the difference between readonly classes and readonly properties in php 8.3", []),
    p('rename $tmp to $lineTotals in this method', []),
    p('bash one liner to count lines per file extension in a dir', []),
    p('explain how a Doctrine proxy object works under the hood', []),
    p('regex for a german IBAN?', []),
    p('thx 👍', []),
  ],
});
