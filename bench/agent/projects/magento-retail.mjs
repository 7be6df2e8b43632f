// A home-goods retailer (TR + DE) on Magento 2.4.7 with a Hyvä storefront, Business Central ERP over OData,
// Akeneo PIM import, iyzico + Stripe payments, deployed with Deployer to Hetzner. Team in Istanbul and Berlin.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'magento-retail',
  stack:
    'PHP 8.3, Magento Open Source 2.4.7-p3, Hyvä theme (Alpine.js 3, Tailwind CSS 3) + Hyvä Checkout (Magewire), OpenSearch 2.11, RabbitMQ 3.13, Varnish 7.5, Redis 7.2, MySQL 8.0, Business Central online (OData v4) ERP connector, Akeneo PIM REST import, iyzico + Stripe, Deployer 7 on Hetzner Cloud, GitHub Actions, PHPUnit 10 + MFTF + Playwright',
  memories: [
    m(
      'php-81',
      'fact',
      'Prod runs PHP 8.1 (php8.1-fpm from the ondrej PPA) on all web nodes; composer.json config.platform.php is pinned to 8.1.27.',
      {
        fact: 'php | version | 8.1',
        files: ['composer.json'],
        age: 560,
        tags: ['php', 'composer', 'platform'],
      },
    ),
    m(
      'php-83',
      'fact',
      'All nodes (fpm + cli) are on PHP 8.3 since the 2.4.7-p3 upgrade. composer.json config.platform.php = 8.3.12, the CI matrix only tests 8.3.',
      {
        fact: 'php | version | 8.3',
        supersedes: 'php-81',
        age: 140,
        files: ['composer.json', '.github/workflows/ci.yml'],
        tags: ['php', 'composer', 'platform', 'upgrade'],
      },
    ),
    m(
      'websites',
      'fact',
      'One Magento instance, two websites: evimo_tr (evimo.com.tr, store view tr_tr, TRY, locale tr_TR) and evimo_de (evimo.de, store views de_de + en_de, EUR). Catalog price scope = website, base currency per website.',
      {
        tags: ['websites', 'store-views', 'currency', 'tr', 'de'],
      },
    ),
    m(
      'module-namespace',
      'convention',
      'Custom code lives in app/code/Evimo/<Module> (Evimo_ErpConnector, Evimo_PimImport, Evimo_Iyzico, Evimo_StripePay, Evimo_Freight, Evimo_Checkout, Evimo_SearchTr …). Theme is app/design/frontend/Evimo/default. Nothing of ours under vendor/.',
      {
        files: ['app/code/Evimo'],
        tags: ['modules', 'namespace', 'structure'],
      },
    ),
    m(
      'no-core-edits',
      'constraint',
      'Never edit files in vendor/ — neither magento/* nor 3rd-party modules. Extend with plugins/observers; a vendor bug gets a patch file in patches/composer/ registered via cweagans/composer-patches in composer.json extra.patches.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['patches/composer', 'composer.json'],
        tags: ['vendor', 'core', 'patches', 'composer'],
      },
    ),
    m(
      'plugins-over-preferences',
      'convention',
      'Prefer before/after plugins over <preference> in di.xml; around plugins only when really needed. A preference on a core class needs a comment in di.xml saying why plus a review from Mehmet — two modules preferencing the same class silently kills one of them.',
      {
        tags: ['di', 'plugins', 'preference', 'interceptor'],
      },
    ),
    m(
      'no-objectmanager',
      'constraint',
      'Kein ObjectManager::getInstance() im Code, auch nicht in .phtml-Templates. Constructor-DI, Factories für Models, ViewModels für Templates, Proxies für schwere Abhängigkeiten in CLI-Commands. phpcs meckert eh.',
      {
        tags: ['objectmanager', 'di', 'viewmodel', 'templates'],
      },
    ),
    m(
      'declarative-schema',
      'convention',
      'DB changes only via declarative schema: etc/db_schema.xml + db_schema_whitelist.json (bin/magento setup:db-declaration:generate-whitelist --module-name=Evimo_X). Data changes as Setup/Patch/Data classes. No InstallSchema/UpgradeSchema scripts anymore.',
      {
        tags: ['db_schema', 'declarative-schema', 'data-patch', 'mysql'],
      },
    ),
    m(
      'theme-luma',
      'fact',
      'storefront theme is Evimo/luma_child (parent Magento/luma): LESS in web/css/source, JS via RequireJS + KnockoutJS mixins in requirejs-config.js, stock Luma one-page checkout.',
      {
        files: ['app/design/frontend/Evimo/luma_child'],
        age: 600,
        tags: ['theme', 'luma', 'requirejs', 'knockout'],
      },
    ),
    m(
      'theme-hyva',
      'decision',
      'Storefront rebuilt on Hyvä: theme Evimo/default with parent Hyva/default (hyva-themes/magento2-default-theme 1.3), Alpine.js 3 + Tailwind 3. The Luma child theme is deleted — no RequireJS, KnockoutJS or jQuery in storefront templates. Mobile PageSpeed went from 34 to 92.',
      {
        fact: 'storefront theme | based_on | Hyvä',
        supersedes: 'theme-luma',
        age: 260,
        canonical: true,
        reason: 'performance and an unmaintainable Luma checkout',
        files: ['app/design/frontend/Evimo/default'],
        tags: ['theme', 'hyva', 'alpine', 'tailwind', 'frontend'],
      },
    ),
    m(
      'hyva-compat',
      'constraint',
      'Any 3rd-party module with frontend output needs a Hyvä compatibility module (official hyva-themes/magento2-*-compat from the compat tracker, or our own Evimo_HyvaCompat<Vendor>). Check before composer require; if there is none, the port goes into the estimate.',
      {
        tags: ['hyva', 'compatibility', 'extensions', 'composer'],
      },
    ),
    m(
      'tailwind-build',
      'fact',
      'Tailwind config is app/design/frontend/Evimo/default/web/tailwind/tailwind.config.js. Its content globs include ../../../../../../../app/code/Evimo/**/*.phtml — templates outside those globs get their classes purged. Build with `npm run build-prod` in that folder; CI builds the CSS, the servers never run npm.',
      {
        files: ['app/design/frontend/Evimo/default/web/tailwind/tailwind.config.js'],
        tags: ['tailwind', 'css', 'purge', 'build', 'hyva'],
      },
    ),
    m(
      'alpine-conventions',
      'convention',
      'alpine components: x-data="initProductGallery()" with the function in a <script> at the end of the same .phtml, names always init*. server data goes in via json_encode / $escaper->escapeJs in the template, never data-mage-init or x-magento-init (thats Luma).',
      {
        tags: ['alpine', 'hyva', 'phtml', 'javascript'],
      },
    ),
    m(
      'hyva-checkout',
      'fact',
      'Checkout is Hyvä Checkout (Magewire). Custom fields/steps are Magewire components in app/code/Evimo/Checkout/Magewire/ with templates in view/frontend/templates/checkout/, layout in hyva_checkout_components.xml. Payment method forms (iyzico, Stripe) are Magewire components as well.',
      {
        files: ['app/code/Evimo/Checkout'],
        tags: ['checkout', 'hyva-checkout', 'magewire'],
      },
    ),
    m(
      'esi-blocks',
      'constraint',
      'Never set cacheable="false" on a block in a layout handle that renders on product, category or CMS pages — the whole page becomes uncacheable in Varnish. Customer-specific bits (mini cart, greeting, wishlist count) come from customer section data.',
      {
        canonical: true,
        reaffirm: 11,
        tags: ['varnish', 'fpc', 'layout', 'cacheable', 'private-content'],
      },
    ),
    m(
      'search-es7',
      'fact',
      'catalog search = Elasticsearch 7.17 on search01 (single node), engine elasticsearch7, index prefix magento2.',
      {
        fact: 'catalog search | engine | Elasticsearch 7',
        age: 520,
        tags: ['search', 'elasticsearch'],
      },
    ),
    m(
      'search-opensearch',
      'fact',
      'Search runs on OpenSearch 2.11 (catalog/search/engine = opensearch), 3-node cluster search01-03, index prefix evimo_prod / evimo_stg. The old ES 7 node was switched off after the 2.4.7 upgrade.',
      {
        fact: 'catalog search | engine | OpenSearch 2.11',
        supersedes: 'search-es7',
        age: 170,
        tags: ['search', 'opensearch', 'elasticsearch'],
      },
    ),
    m(
      'search-turkish',
      'fact',
      'tr_tr store uses a custom analyzer (Evimo_SearchTr, plugin on the OpenSearch index builder): turkish_lowercase + asciifolding, so "yastik" finds "yastık" and "IŞIK" lowercases to "ışık", not "işik". Changing the analyzer needs a full catalogsearch_fulltext reindex.',
      {
        files: ['app/code/Evimo/SearchTr'],
        tags: ['search', 'opensearch', 'turkish', 'analyzer', 'diacritics'],
      },
    ),
    m(
      'indexers-schedule',
      'constraint',
      'All indexers are "Update by Schedule" on prod and staging. Full reindex (indexer:reindex without args) only at night 02:00–06:00 TRT; catalogsearch_fulltext alone takes ~35 min for 48k SKUs and the catalog is half-empty meanwhile.',
      {
        tags: ['indexer', 'reindex', 'mview', 'opensearch'],
      },
    ),
    m(
      'queue-cron',
      'fact',
      'queue consumers are started by cron via cron_consumers_runner (env.php: cron_run => true, max_messages => 1000), so a message waits up to a minute before a consumer even starts.',
      {
        files: ['app/etc/env.php'],
        age: 420,
        tags: ['rabbitmq', 'consumers', 'cron'],
      },
    ),
    m(
      'queue-supervisor',
      'decision',
      'cron_consumers_runner is switched off everywhere (cron_run => false). Consumers run as supervisord programs on worker01 (/etc/supervisor/conf.d/magento-consumers.conf), one program per consumer, autorestart=true, --max-messages=500 so leaked memory gets reset. Deployer restarts them after the symlink switch.',
      {
        fact: 'queue consumers | run_by | supervisord',
        supersedes: 'queue-cron',
        age: 120,
        files: ['deploy/supervisor/magento-consumers.conf', 'deploy.php'],
        tags: ['rabbitmq', 'consumers', 'supervisord', 'worker'],
      },
    ),
    m(
      'rabbitmq-naming',
      'convention',
      'RabbitMQ topics: evimo.<domain>.<action> (evimo.erp.order.export, evimo.pim.product.import, evimo.pim.media.download, evimo.stripe.webhook). Each module ships communication.xml, queue_topology.xml, queue_publisher.xml and queue_consumer.xml; exchange is "magento" (topic).',
      {
        tags: ['rabbitmq', 'queue', 'naming', 'topics'],
      },
    ),
    m(
      'consumers-idempotent',
      'constraint',
      'Every consumer must be idempotent: RabbitMQ redelivers unacked messages after a crash or supervisor restart. Dedupe on the business key (order increment_id, Akeneo uuid + updated, Stripe event id) before doing anything.',
      {
        tags: ['rabbitmq', 'consumers', 'idempotent', 'redelivery'],
      },
    ),
    m(
      'varnish',
      'fact',
      'Varnish 7.5 on web01 + web02 in front of nginx. VCL = Magento generated (varnish:vcl:generate --export-version=6) plus our additions in deploy/varnish/evimo.vcl. Purges are BANs on X-Magento-Tags-Pattern; env.php http_cache_hosts lists both nodes.',
      {
        fact: 'full page cache | backend | Varnish 7.5',
        files: ['deploy/varnish/evimo.vcl'],
        tags: ['varnish', 'fpc', 'vcl', 'purge'],
      },
    ),
    m('fpc-ttl-1d', 'fact', 'FPC TTL (system/full_page_cache/ttl) = 86400s, 1 day', {
      age: 380,
      tags: ['varnish', 'fpc', 'ttl'],
    }),
    m(
      'fpc-ttl-4h',
      'fact',
      'FPC-TTL ist jetzt 14400 s (4 h) statt einem Tag — seit die BC-Preislisten stündlich kommen, standen Kategorieseiten zu lange mit alten Preisen im Varnish. Zusätzlich purged der Preisimport gezielt per Tag (cat_p_<id>).',
      {
        fact: 'full page cache | ttl | 14400s',
        supersedes: 'fpc-ttl-1d',
        age: 75,
        tags: ['varnish', 'fpc', 'ttl', 'prices'],
      },
    ),
    m(
      'cache-clean-not-flush',
      'constraint',
      'On prod use bin/magento cache:clean <type> (config, layout, block_html, full_page …). Never cache:flush: it wipes the whole Redis cache storage and BANs everything in Varnish, origin then gets ~2k rps cold.',
      {
        tags: ['cache', 'redis', 'varnish', 'prod'],
      },
    ),
    m(
      'cache-flush-claim',
      'fact',
      'deploy sonrası prodda bin/magento cache:flush çalıştırıyoruz, sorun yok, deployer zaten kendisi de yapıyor',
      {
        disputes: 'cache-clean-not-flush',
        tags: ['cache', 'deploy'],
      },
    ),
    m(
      'erp-nav-soap',
      'fact',
      'ERP connector Evimo_NavConnector talks to Dynamics NAV 2018 on-prem via SOAP web services (codeunit WebShopIntegration), NTLM auth over the site-to-site VPN to the Istanbul office.',
      {
        fact: 'erp | api | NAV SOAP',
        files: ['app/code/Evimo/NavConnector'],
        age: 640,
        tags: ['erp', 'nav', 'soap'],
      },
    ),
    m(
      'erp-bc-odata',
      'fact',
      'Since the ERP moved to Business Central online, the connector is Evimo_ErpConnector: BC API v2.0 over OData v4 (companies(...)/items, salesOrders) plus our custom API pages (publisher evimo, group webshop, v1.0). OAuth2 client credentials against Entra ID, scope https://api.businesscentral.dynamics.com/.default. NavConnector module and the VPN are gone.',
      {
        fact: 'erp | api | Business Central OData v4',
        supersedes: 'erp-nav-soap',
        age: 300,
        canonical: true,
        files: ['app/code/Evimo/ErpConnector'],
        tags: ['erp', 'business-central', 'odata', 'oauth2'],
      },
    ),
    m(
      'erp-companies',
      'fact',
      'BC has two companies: "EVIMO EV TEKSTİLİ A.Ş." (TR, TRY) and "Evimo GmbH" (DE, EUR). Website → company mapping is config evimo_erp/general/company_id on website scope.',
      {
        tags: ['erp', 'business-central', 'company', 'websites'],
      },
    ),
    m(
      'erp-sku-mapping',
      'fact',
      'BC Item No. = Magento SKU for simple products. Colour/size are BC Item Variants: child SKU = "<ItemNo>-<VariantCode>" (e.g. 1004512-ANT), configurable parent SKU = "C-<ItemNo>".',
      {
        fact: 'magento sku | maps_to | BC Item No.',
        tags: ['erp', 'sku', 'variants', 'configurable'],
      },
    ),
    m(
      'erp-throttle',
      'constraint',
      'BC online throttles OData per environment (HTTP 429 + Retry-After). The client must honour Retry-After, run max 5 parallel requests, and use $batch for bulk reads. Never loop single-item GETs over the catalog.',
      {
        files: ['app/code/Evimo/ErpConnector/Model/Http/ODataClient.php'],
        tags: ['erp', 'business-central', 'throttling', '429', 'odata'],
      },
    ),
    m(
      'erp-order-async',
      'constraint',
      'Order export to BC is asynchronous: the sales_order_place_after observer only publishes evimo.erp.order.export, the consumer creates the BC salesOrder. Never call BC inside the checkout request — if BC is slow or down, checkout has to keep working.',
      {
        canonical: true,
        reaffirm: 3,
        files: ['app/code/Evimo/ErpConnector/Observer/SalesOrderPlaceAfter.php'],
        tags: ['erp', 'orders', 'export', 'rabbitmq', 'checkout'],
      },
    ),
    m(
      'erp-order-sync-claim',
      'fact',
      'order -> BC push happens synchronously in Observer/SalesOrderPlaceAfter.php, if BC is down the customer gets the "something went wrong" page',
      {
        disputes: 'erp-order-async',
        fact: 'order export | mode | synchronous',
        inferred: true,
        files: ['app/code/Evimo/ErpConnector/Observer/SalesOrderPlaceAfter.php'],
        tags: ['erp', 'orders', 'checkout'],
      },
    ),
    m(
      'stock-sync-15',
      'fact',
      'ERP stock sync = cron evimo_erp_stock_sync every 15 min, pulls the full inventory per location from BC and overwrites qty.',
      {
        fact: 'stock sync | interval | 15 min',
        age: 450,
        tags: ['erp', 'stock', 'cron'],
      },
    ),
    m(
      'stock-sync-5',
      'decision',
      "Stok senkronu artık 5 dakikada bir çalışıyor ve sadece delta çekiyor (lastModifiedDateTime filtresi, son başarılı çalışma evimo_erp_sync_state tablosunda). Full sync sadece gece 03:30. 15 dakikalık full sync Efsane Cuma'da oversell yaptırdı.",
      {
        fact: 'stock sync | interval | 5 min',
        supersedes: 'stock-sync-15',
        age: 95,
        files: ['app/code/Evimo/ErpConnector/Cron/StockSync.php'],
        tags: ['erp', 'stock', 'cron', 'delta'],
      },
    ),
    m(
      'incident-oversell',
      'incident',
      'Efsane Cuma (Black Friday) Nov 2024: stock sync was ~15 min behind BC and we sold 37 "Lina" 3-seat sofas that did not exist. Customer service had to cancel and call every customer. Led to the 5-min delta sync and the bulky safety buffer.',
      {
        age: 92,
        tags: ['incident', 'stock', 'oversell', 'black-friday'],
      },
    ),
    m(
      'stock-buffer',
      'constraint',
      'Bulky items (attribute shipping_group = bulky) show as out of stock when BC qty <= 2 (config evimo_erp/stock/bulky_buffer). Small items have buffer 0. The buffer is applied in the stock sync, not in templates.',
      {
        files: ['app/code/Evimo/ErpConnector/Model/Stock/BufferResolver.php'],
        tags: ['stock', 'bulky', 'buffer', 'oversell'],
      },
    ),
    m(
      'msi-disabled',
      'fact',
      'MSI is not used: all Magento_Inventory* modules are removed via "replace" in composer.json, stock is legacy cataloginventory_stock_item with the single default stock. Anything that needs MSI interfaces will not install.',
      {
        files: ['composer.json'],
        tags: ['msi', 'inventory', 'stock', 'composer'],
      },
    ),
    m(
      'pim-csv-sftp',
      'fact',
      'Akeneo exports a product CSV + images zip every night at 01:00 to sftp.evimo.de:/pim/export; cron evimo_pim_import picks it up with FireGento FastSimpleImport.',
      {
        age: 540,
        tags: ['pim', 'akeneo', 'sftp', 'csv', 'import'],
      },
    ),
    m(
      'pim-api',
      'decision',
      'PIM import goes through the Akeneo REST API now (Evimo_PimImport, akeneo/api-php-client): hourly delta with search filter updated > last run, 100 products per page, each page published to evimo.pim.product.import; images via evimo.pim.media.download. The nightly SFTP CSV export is switched off and FastSimpleImport was removed.',
      {
        fact: 'pim import | source | Akeneo REST API',
        supersedes: 'pim-csv-sftp',
        age: 200,
        files: ['app/code/Evimo/PimImport'],
        tags: ['pim', 'akeneo', 'import', 'api', 'rabbitmq'],
      },
    ),
    m(
      'pim-ownership',
      'constraint',
      'Akeneo owns product content (names, descriptions, attributes, images, category assignment), BC owns price + stock. Do not edit those fields in the Magento admin, the next import overwrites them. Magento-only: SEO meta, related/upsell, CMS.',
      {
        canonical: true,
        tags: ['pim', 'akeneo', 'erp', 'ownership', 'admin'],
      },
    ),
    m(
      'pim-attribute-mapping',
      'convention',
      'Akeneo attribute codes map 1:1 to Magento attribute codes, except entries in app/code/Evimo/PimImport/etc/attribute_map.xml. New attribute: create it in Akeneo first, then a data patch in Evimo_Catalog for the Magento attribute (+ attribute set), then the mapping if the code differs.',
      {
        files: ['app/code/Evimo/PimImport/etc/attribute_map.xml', 'app/code/Evimo/Catalog/Setup/Patch/Data'],
        tags: ['pim', 'akeneo', 'attributes', 'data-patch'],
      },
    ),
    m(
      'iyzico-module',
      'fact',
      'TR card payments: iyzico via Evimo_Iyzico (iyzipay-php, Checkout Form initialize + 3DS callback). Callback /evimo_iyzico/callback/index re-checks the payment with the retrieve call using the token — never trust the POSTed status.',
      {
        files: ['app/code/Evimo/Iyzico'],
        tags: ['iyzico', 'payment', '3ds', 'callback'],
      },
    ),
    m(
      'iyzico-3ds',
      'constraint',
      'TR kartlı ödemelerin hepsi 3D Secure ile. Non-3DS fallback yok; "dönüşüm düşüyor, 3DS\'i kapatalım" talebi gelirse cevap hayır (chargeback riski + banka anlaşması).',
      {
        reaffirm: 20,
        tags: ['iyzico', '3ds', 'payment', 'checkout'],
      },
    ),
    m(
      'iyzico-installments',
      'fact',
      'Taksit (installments) on iyzico: max 9 for Bonus / World / Maximum / Axess cards, TRY orders only. The installment table comes from the installment info API per card BIN, never hardcoded.',
      {
        fact: 'iyzico installments | max | 9',
        tags: ['iyzico', 'taksit', 'installments'],
      },
    ),
    m('iyzico-installments-claim', 'fact', 'max taksit 12, mobilya kategorisinde 12 taksit var kampanyada', {
      disputes: 'iyzico-installments',
      fact: 'iyzico installments | max | 12',
      tags: ['iyzico', 'taksit'],
    }),
    m(
      'stripe-official',
      'fact',
      'DE payments (card, SEPA, Klarna) use the official Stripe module stripe/stripe-payments (StripeIntegration_Payments).',
      {
        age: 330,
        tags: ['stripe', 'payment', 'de'],
      },
    ),
    m(
      'stripe-custom',
      'decision',
      'We dropped stripe/stripe-payments: its checkout JS is Luma/Knockout only and the Hyvä compat lagged every release. Evimo_StripePay uses stripe-php with PaymentIntents and the Payment Element rendered in a Magewire component. Methods: card, SEPA Direct Debit, Klarna, Apple Pay / Google Pay.',
      {
        fact: 'stripe integration | module | Evimo_StripePay',
        supersedes: 'stripe-official',
        age: 210,
        files: ['app/code/Evimo/StripePay'],
        tags: ['stripe', 'payment', 'hyva-checkout', 'paymentintents'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      'Stripe webhook endpoint /evimo_stripe/webhook: verify the signature (Stripe\\Webhook::constructEvent), store the event id in evimo_stripe_event (unique key). Order state only changes from webhooks (payment_intent.succeeded / payment_intent.payment_failed), never from the client-side redirect.',
      {
        files: ['app/code/Evimo/StripePay/Controller/Webhook/Index.php'],
        tags: ['stripe', 'webhook', 'idempotent', 'orders'],
      },
    ),
    m(
      'payment-routing',
      'fact',
      'evimo_tr: iyzico (cards, taksit) + Havale/EFT. evimo_de: Stripe (card, SEPA, Klarna, Apple/Google Pay) + Vorkasse. Payment methods are enabled per website scope.',
      {
        tags: ['payment', 'iyzico', 'stripe', 'websites'],
      },
    ),
    m(
      'amounts-minor-units',
      'constraint',
      'Payment amounts: Stripe wants integer minor units (cents). iyzico wants decimal strings with a dot ("1499.90"), basket item prices must sum exactly to price, paidPrice includes installment interest. Never floats — use bcmath on the order totals.',
      {
        tags: ['payment', 'stripe', 'iyzico', 'rounding', 'bcmath'],
      },
    ),
    m(
      'price-incl-tax',
      'convention',
      'Catalog prices are gross on both websites (tax/calculation/price_includes_tax = 1): TR incl. 20 % KDV, DE incl. 19 % MwSt. BC price lists deliver gross prices, the import stores them as they are.',
      {
        fact: 'catalog prices | include | tax',
        tags: ['tax', 'prices', 'kdv', 'mwst', 'erp'],
      },
    ),
    m(
      'price-net-claim',
      'fact',
      'Die Preise aus BC kommen netto, Magento rechnet für DE die MwSt oben drauf (price_includes_tax = 0 auf evimo_de).',
      {
        disputes: 'price-incl-tax',
        tags: ['tax', 'prices', 'mwst'],
      },
    ),
    m(
      'tckn',
      'constraint',
      'TCKN (Turkish ID number, customer address attribute tckn) is personal data under KVKK: encrypted at rest via EncryptorInterface, masked in admin grids, never logged, only sent to BC for the e-Arşiv invoice.',
      {
        tags: ['tckn', 'kvkk', 'pii', 'encryption', 'e-arsiv'],
      },
    ),
    m(
      'no-pii-logs',
      'convention',
      'Custom loggers = Monolog virtualType per module writing var/log/evimo_<module>.log. No PII in logs (email, phone, address, TCKN, IBAN) — KVKK and DSGVO. Log the order increment_id / customer_id instead.',
      {
        tags: ['logging', 'monolog', 'pii', 'kvkk', 'gdpr'],
      },
    ),
    m(
      'incident-email-idn',
      'incident',
      'A customer registered as "İLKNUR.OZ@…" got two accounts: mb_strtolower("İ") yields "i̇" (i + combining dot U+0307), so our email normalizer produced a different address. Emails are now lowercased with ASCII-only strtolower and unit-tested with Turkish capitals; never mb_strtolower on emails.',
      {
        files: ['app/code/Evimo/Customer/Model/EmailNormalizer.php'],
        tags: ['incident', 'turkish', 'email', 'unicode', 'customer'],
      },
    ),
    m(
      'translations',
      'convention',
      'Storefront strings only via __() with i18n/tr_TR.csv, de_DE.csv, en_US.csv in the module itself. Turkish with real diacritics (ş ğ ı İ ç ö ü), German with ä ö ü ß — no "Sepete eklendi" typed as "Sepete eklendı" or "Groesse".',
      {
        tags: ['i18n', 'translations', 'turkish', 'german'],
      },
    ),
    m(
      'bulky-freight',
      'fact',
      'Bulky items (shipping_group = bulky: sofas, beds, wardrobes) ship by freight: TR via Horoz Lojistik, DE via Hermes Einrichtungs Service (2-Mann-Handling). Carrier Evimo_Freight, rates from table evimo_freight_rate by postcode zone; a cart with bulky + small items becomes one freight shipment.',
      {
        files: ['app/code/Evimo/Freight'],
        tags: ['shipping', 'freight', 'bulky', 'carrier'],
      },
    ),
    m(
      'hetzner',
      'fact',
      'Hetzner fsn1: lb-web (TLS) → web01/web02 (CCX33: nginx + Varnish + php-fpm), worker01 (cron + consumers), db01 primary / db02 replica (dedicated AX52, MySQL 8.0), search01-03, redis01, rabbit01. Private network 10.10.0.0/16.',
      {
        tags: ['hetzner', 'infrastructure', 'servers'],
      },
    ),
    m(
      'cron-worker-only',
      'constraint',
      'Magento cron runs only on worker01. web01/web02 must not have the magento crontab — double cron means lock fights and duplicated ERP/PIM jobs.',
      {
        tags: ['cron', 'worker', 'servers'],
      },
    ),
    m(
      'deploy-downtime',
      'fact',
      'deploy = ssh to each web node, git pull, composer install, setup:upgrade, di:compile, static-content:deploy, all between maintenance:enable / disable. shop is down 8-10 min per release, thats why we release at 06:00.',
      {
        age: 480,
        tags: ['deploy', 'maintenance'],
      },
    ),
    m(
      'deploy-deployer',
      'decision',
      'Deploys are Deployer 7 (deploy.php, magento2 recipe). The build — composer install --no-dev, setup:di:compile, static-content:deploy tr_TR de_DE en_US, Tailwind build — runs in GitHub Actions and ships an artifact; servers only get releases/N + the current symlink. setup:upgrade --keep-generated and maintenance mode only when setup:db:status reports pending changes.',
      {
        fact: 'deploy | tool | Deployer 7',
        supersedes: 'deploy-downtime',
        age: 230,
        canonical: true,
        files: ['deploy.php', '.github/workflows/deploy.yml'],
        tags: ['deploy', 'deployer', 'zero-downtime', 'github-actions'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Deploy freeze: Fridays after 15:00 TRT, and during campaigns (Efsane Cuma / Black Friday week, 11.11, Bayram sales, Cyber Monday). Campaign calendar is in the #evimo-releases channel topic.',
      {
        tags: ['deploy', 'freeze', 'campaign', 'prod'],
      },
    ),
    m(
      'shared-files',
      'convention',
      'Deployer shared: app/etc/env.php, pub/media, var/log, var/import, var/export. env.php is never in git (template deploy/env.php.dist); real values come from the 1Password vault "Evimo Prod" and GitHub environment secrets.',
      {
        files: ['deploy.php', 'deploy/env.php.dist'],
        tags: ['deploy', 'env.php', 'secrets', '1password'],
      },
    ),
    m(
      'config-php',
      'convention',
      'app/etc/config.php is committed and lists every module; after module:enable commit it. Config that must be identical on all envs is dumped (app:config:dump scopes system) into config.php; env-specific values (URLs, API endpoints, sandbox flags, keys) belong in env.php.',
      {
        files: ['app/etc/config.php'],
        tags: ['config', 'config.php', 'env.php', 'modules'],
      },
    ),
    m(
      'ci-actions',
      'fact',
      'GitHub Actions: ci.yml on every PR (phpcs, phpstan, PHPUnit unit, Tailwind build, di:compile smoke), nightly.yml (integration tests, MFTF, Playwright against staging), deploy.yml (build artifact + dep deploy, manual).',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'coding-standard',
      'convention',
      'phpcs with magento/magento-coding-standard (Magento2 ruleset, severity 7) + PSR-12; phpstan level 6 with bitexpert/phpstan-magento. phpstan needs the generated factories/proxies, so CI runs setup:di:compile before it.',
      {
        files: ['phpcs.xml.dist', 'phpstan.neon'],
        tags: ['phpcs', 'phpstan', 'lint', 'ci'],
      },
    ),
    m(
      'phpunit',
      'convention',
      'Unit tests in app/code/Evimo/<Module>/Test/Unit, PHPUnit 10, dependencies via createMock — no ObjectManager helper in new tests. Integration tests (Test/Integration, dev/tests/integration/phpunit.xml) run nightly only, ~45 min.',
      {
        tags: ['phpunit', 'tests', 'unit', 'integration'],
      },
    ),
    m(
      'e2e-tests',
      'convention',
      'MFTF only for admin flows (app/code/Evimo/*/Test/Mftf). Storefront E2E is Playwright + TypeScript in tests/e2e — the MFTF storefront tests used Luma selectors and died with the Hyvä switch. Runs nightly against staging with iyzico sandbox cards and Stripe test cards.',
      {
        files: ['tests/e2e', 'playwright.config.ts'],
        tags: ['playwright', 'mftf', 'e2e', 'tests'],
      },
    ),
    m(
      'staging',
      'fact',
      'staging.evimo.com.tr / staging.evimo.de on stg01 (one VM, all services), basic auth. Uses BC environment "UAT-Sandbox", iyzico sandbox, Stripe test mode, Akeneo staging. Nightly anonymized prod DB copy via n98-magerun2 db:dump --strip="@stripped @trade".',
      {
        tags: ['staging', 'environments', 'sandbox'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: ERP connector + stock — Mehmet Yılmaz (IST), PIM import — Deniz Arslan (IST), payments/checkout — Elif Kaya (IST), Hyvä theme — Lena Hoffmann (BER), infra/deploy — Jonas Brandt (BER).',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'commit + PR text in english (conventional commits: feat(erp): …, fix(iyzico): …). slack can be türkçe/deutsch, code comments english',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'küçük PR lütfen, max ~300 satır; data patch / db_schema değişikliği ayrı PR',
      {},
    ),
    m(
      'note-opensearch-heap',
      'note',
      'search02 OOMed when heap was raised to 12g; keep -Xms8g -Xmx8g on the 16g boxes.',
      {
        tags: ['opensearch', 'jvm', 'heap'],
      },
    ),
    m('cand-headless', 'decision', 'Move the storefront to a headless Next.js frontend on Magento GraphQL.', {
      candidate: true,
      tags: ['headless', 'graphql', 'nextjs'],
    }),
    m(
      'cand-meilisearch',
      'decision',
      'Replace OpenSearch with Meilisearch for better typo tolerance in Turkish.',
      {
        candidate: true,
        tags: ['search', 'meilisearch'],
      },
    ),
    m('cand-msi', 'decision', 'Re-enable MSI for the second warehouse in Izmir (multi-source).', {
      candidate: true,
      tags: ['msi', 'inventory'],
    }),
    m(
      'secret-auth-json',
      'note',
      'auth.json für repo.magento.com (Marketplace-Keys vom Evimo-Account), NICHT committen, jeder legt es lokal ins Projekt-Root:\n{\n    "http-basic": {\n        "repo.magento.com": {\n            "username": "5b2e8f71c04a9d36e1f7a2c8b3d9e460",\n            "password": "c7e1a94f2b6d08e35f9a7c1b4d2e6f83"\n        }\n    }\n}',
      {
        secret: 'c7e1a94f2b6d08e35f9a7c1b4d2e6f83',
      },
    ),
    m(
      'secret-envphp-db',
      'note',
      "prod env.php, db part (same on web01/web02):\n'db' => [\n    'table_prefix' => '',\n    'connection' => [\n        'default' => [\n            'host' => '10.10.2.10',\n            'dbname' => 'evimo_prod',\n            'username' => 'evimo_app',\n            'password' => 'hT4!vQz8@Lm2wKp9',\n            'model' => 'mysql4',\n            'engine' => 'innodb',\n            'active' => '1'\n        ]\n    ]\n],",
      {
        secret: 'hT4!vQz8@Lm2wKp9',
      },
    ),
    m(
      'secret-iyzico-live',
      'note',
      "iyzico canlı ortam bilgileri (merchant panelden aldım): API anahtarı 8hR2kLq9Wz4TnV7cXb1Jm5Pd3Fs6Ga0Y, güvenlik anahtarı Qm3Xv8Lp2Rt9Wc5Zn7Kb4Hd1Jf6Sg0Ay, base url https://api.iyzipay.com. env.php'ye koydum, slack'e yazmayın pls — Elif",
      {
        secret: 'Qm3Xv8Lp2Rt9Wc5Zn7Kb4Hd1Jf6Sg0Ay',
      },
    ),
    m(
      'secret-stripe-env',
      'note',
      'scripts/stripe-reconcile/.env (monthly payout reconciliation for accounting):\nSTRIPE_API_KEY=sk_live_51PqEvImO0dE7xKq2LmN9vB4cR8tY1uW3zA6sD5fG0hJ\nSTRIPE_API_VERSION=2024-06-20\nEXPORT_DIR=/var/export/stripe',
      {
        secret: 'sk_live_51PqEvImO0dE7xKq2LmN9vB4cR8tY1uW3zA6sD5fG0hJ',
      },
    ),
    m(
      'secret-stripe-whsec',
      'note',
      'Signing-Secret vom Live-Webhook (https://www.evimo.de/evimo_stripe/webhook) ist whsec_Rk4mT9qL2vX8nZ3pW6yB1cF5hJ0sD7gA — gehört in env.php unter payment/evimo_stripe/webhook_secret, nicht in config.php!',
      {
        secret: 'whsec_Rk4mT9qL2vX8nZ3pW6yB1cF5hJ0sD7gA',
      },
    ),
    m(
      'secret-bc-client',
      'note',
      'BC App-Registrierung "Evimo Webshop Connector" (Entra ID): tenant 4e7b2c91-5a3d-4f8e-9b16-2d0c7a8e5f34, client_id 9c1d6a2e-83f4-47b0-a5c9-1e2f3d4b5a6c, client secret 3Xq8Q~vT3kLm9Rw2Zp.Nb7Hc4Jd_Fg6Sa1Ue0Wo — läuft am 30.09.2026 ab, dann in beiden env.php tauschen',
      {
        secret: '3Xq8Q~vT3kLm9Rw2Zp.Nb7Hc4Jd_Fg6Sa1Ue0Wo',
      },
    ),
    m(
      'secret-admin-n98',
      'note',
      "lena was locked out of the admin again, reset with:\nn98-magerun2 admin:user:unlock lena.hoffmann && n98-magerun2 admin:user:change-password lena.hoffmann 'Sandk1ste!Ber#24'",
      {
        secret: 'Sandk1ste!Ber#24',
      },
    ),
    m(
      'secret-pim-sftp',
      'note',
      'eski pim csv arşivine bakmak gerekirse: sftp -P 2222 akeneo_feed@sftp.evimo.de  şifre: Akn3o_Feed!7731  (arşiv 2025 sonuna kadar duruyor, deniz biliyor)',
      {
        secret: 'Akn3o_Feed!7731',
      },
    ),
    m(
      'secret-mysql-bi',
      'note',
      "BI team reads from the replica: mysql -h 10.10.2.11 -P 3306 -u bi_reader -p'R3p0rt!ng_db02#x' evimo_prod",
      {
        secret: 'R3p0rt!ng_db02#x',
      },
    ),
    m(
      'secret-rabbit-envphp',
      'note',
      "env.php queue block for worker01:\n'queue' => [\n    'consumers_wait_for_messages' => 1,\n    'amqp' => [\n        'host' => 'rabbit01.evimo.internal',\n        'port' => '5672',\n        'user' => 'magento',\n        'password' => 'rB7$kQ9wLm2!zX4e',\n        'virtualhost' => '/evimo'\n    ]\n],",
      {
        secret: 'rB7$kQ9wLm2!zX4e',
      },
    ),
    m(
      'secret-storagebox',
      'note',
      'Storage Box für die DB-Backups: u391204.your-storagebox.de, User u391204, Passwort Sb0x#Evimo!88q, rsync/ssh über Port 23.',
      {
        secret: 'Sb0x#Evimo!88q',
      },
    ),
  ],
  sessions: [
    {
      id: 'erp-connector-ist',
      age: 14,
      turns: [
        said(
          "selam, BC'ye giden sales order export bazen 429 dönüyor, app/code/Evimo/ErpConnector/Model/Export/OrderExporter.php'ye bakar mısın",
        ),
        replied(
          'Looked at it: on a 429 the exporter retries immediately without reading Retry-After, and it posts each order line as a separate salesOrderLines request instead of a deep insert.',
        ),
        said(
          'evet onu düzelt. bir de kural olarak: başarısız exportlar 5 denemeden sonra evimo.erp.order.export.dlq kuyruğuna gitsin, exponential backoff ile (30s, 2dk, 10dk, 30dk, 2saat). sonsuz requeue yok artık.',
          {
            key: 's-erp-dlq',
            type: 'convention',
          },
        ),
        replied(
          'I will add a retry counter header, a delay queue per step and the dead-letter queue in queue_topology.xml of Evimo_ErpConnector.',
        ),
        said('DLQ için alert var mı şu an?'),
        replied('Not yet, nothing watches the queue depth.'),
        said('şimdilik gerek yok, sonra bakarız'),
        replied('OK, leaving alerting out of this PR.'),
        said(
          "btw şunu da netleştirelim: B2C siparişler BC'de tek bir genel müşteri kartına gidiyor, TR için WEB-TR, DE için WEB-DE. her web müşterisi için ayrı customer card açmıyoruz, fatura adresi siparişin üstünde taşınıyor.",
          {
            key: 's-erp-generic-customer',
            type: 'decision',
          },
        ),
        replied(
          'Understood. CustomerResolver will return the generic card per website and the bill-to address goes into the salesOrder header fields.',
        ),
        said(
          'can you also add logging to the odata client? from now on every BC call gets logged with method, path, status, duration and the request-id header — but never the request/response body, there are addresses and TCKN in there',
          {
            key: 's-erp-log',
            type: 'convention',
          },
        ),
        replied(
          'Added a LoggingMiddleware to ODataClient writing to var/log/evimo_erp.log with those five fields only.',
        ),
        said(
          "sandbox app'in secret'ı bu, local env.php'ye koy test için: Vt38Q~h2KpLm9Wq4Zr7Xc1Nb5Dj8Fg0Sa3Ue6Yo",
          {
            secret: 'Vt38Q~h2KpLm9Wq4Zr7Xc1Nb5Dj8Fg0Sa3Ue6Yo',
          },
        ),
        replied('Put it into your local app/etc/env.php only; it is not in env.php.dist or anywhere in git.'),
        said(
          "bir de: BC'de \"Blocked\" = true olan item'lar magentoda disable edilir, asla silinmez. siparişlerde ve url rewrite'larda referansları var. bu kural hep geçerli",
          {
            key: 's-erp-blocked-items',
            type: 'constraint',
          },
        ),
        replied(
          'The item sync now sets status = disabled for blocked items and never calls the product delete.',
        ),
        said('tamam, teşekkürler. PR aç, mehmet review etsin'),
        replied('PR opened: fix(erp): honour Retry-After, DLQ with backoff, OData request logging.'),
      ],
    },
    {
      id: 'hyva-plp-berlin',
      age: 9,
      turns: [
        said(
          'Moin! Ich baue gerade die neue PLP-Kachel in app/design/frontend/Evimo/default/Magento_Catalog/templates/product/list/item.phtml, kannst du mal drüberschauen?',
        ),
        replied(
          'Sure. Two inline <svg> heart icons are copied in, the wishlist button uses bg-[#9ca3af], and the price block is fine.',
        ),
        said(
          'Icons bitte nur über das Heroicons-ViewModel von Hyvä ($heroicons->heartHtml(...)) oder unser Evimo\\Icons ViewModel. Keine SVGs mehr inline reinkopieren, das gilt ab jetzt überall.',
          {
            key: 's-hyva-icons',
            type: 'convention',
          },
        ),
        replied("Replaced both with $heroicons->heartHtml('w-5 h-5')."),
        said('warum ist der wishlist button eigentlich grau?'),
        replied(
          'Because of the arbitrary value class bg-[#9ca3af]; the theme has no grey token at that shade.',
        ),
        said(
          'genau das: no arbitrary hex values in tailwind classes. colours only from the theme tokens in tailwind.config.js (brand, ink, sand …). if a colour is missing we add a token, not text-[#…]',
          {
            key: 's-tailwind-tokens',
            type: 'convention',
          },
        ),
        replied('Switched to bg-sand-300 and added nothing new to the config.'),
        said(
          'Und wegen Produkte pro Seite: wir haben entschieden 36 pro Seite (Grid 2/3/4 Spalten), kein Infinite Scroll wegen SEO / Crawl-Budget. Paginierung bleibt.',
          {
            key: 's-plp-36',
            type: 'decision',
          },
        ),
        replied('Set catalog/frontend/grid_per_page to 36 and grid_per_page_values to 36,72 in config.php.'),
        said('mach den "Neu"-Badge erstmal rot, Marketing will das für die Kampagne bis Sonntag'),
        replied('Done, the badge uses bg-brand-600 for now.'),
        said(
          'the mini cart count flickers after add to cart, can you look? and pls remember for the future: cart/customer state in alpine comes only from the private-content-loaded event / section data. never fetch customer/section/load yourself from a component',
          {
            key: 's-private-content',
            type: 'constraint',
          },
        ),
        replied(
          'The header component did its own fetch to customer/section/load after the add-to-cart event; removed it, it now listens to private-content-loaded.window.',
        ),
        said('danke, sieht gut aus 👍'),
      ],
    },
    {
      id: 'payments-iyzico-stripe',
      age: 5,
      turns: [
        said(
          'hey, a customer in izmir got refunded twice — once from the iyzico panel, once via credit memo. can you check app/code/Evimo/Iyzico/Model/Refund.php',
        ),
        replied(
          'Refund.php calls the iyzico refund API for each paymentTransactionId without checking what was already refunded on the iyzico side, so a manual panel refund is invisible to Magento.',
        ),
        said(
          'kural şu: iyzico iadeleri SADECE magento creditmemo üzerinden yapılır. iyzico merchant panelinden manuel iade yok, yoksa BC ile tutarsız oluyor. CS ekibine de söyledim',
          {
            key: 's-iyzico-refund-creditmemo',
            type: 'constraint',
          },
        ),
        replied(
          'Noted. I also added a check against the retrieve call so an already-refunded amount is not refunded again.',
        ),
        said('iyzico iadesi müşteriye genelde kaç günde yansıyor?'),
        replied('Usually a few business days depending on the issuing bank; it is not controlled by us.'),
        said(
          'Also for stripe-php: pin the API version to 2024-06-20 in the client factory, we do not follow the account default. version bumps only as a separate PR.',
          {
            key: 's-stripe-api-version',
            type: 'convention',
          },
        ),
        replied('StripeClientFactory now passes stripe_version => 2024-06-20.'),
        said('taksit seçeneklerini sepet 500 TL altındaysa hiç göstermeyelim, pazarlamayla anlaştık', {
          key: 's-installment-min',
          type: 'decision',
        }),
        replied('The installment Magewire component now hides itself below 500 TRY grand total.'),
        said('can you run the stripe webhook tests once more locally'),
        replied('All 14 tests in Test/Unit/Webhook pass.'),
        said(
          'ok and one more thing while you are in there — the webhook controller should only verify, store and publish to evimo.stripe.webhook, then return 200. the processing happens in the consumer. stripe gave up after 10 s on the big klarna orders and retried, we processed them twice',
          {
            key: 's-webhook-async',
            type: 'convention',
          },
        ),
        replied('Moved the handler logic into WebhookConsumer; the controller returns 200 after publishing.'),
        said('süper, merge edebilirsin'),
      ],
    },
    {
      id: 'deploy-infra-berlin',
      age: 2,
      turns: [
        said(
          'the release on tuesday took 14 minutes because setup:upgrade ran although nothing changed. check deploy.php',
        ),
        replied(
          'The db:status check compares against the previous release but reads the wrong exit code; setup:upgrade and maintenance mode ran unconditionally.',
        ),
        said(
          'Ab sofort: Prod-Deploys nur über das GitHub Environment "production" mit Pflicht-Approval von Jonas oder Mehmet. Kein `dep deploy production` mehr vom Laptop.',
          {
            key: 's-deploy-approval',
            type: 'constraint',
          },
        ),
        replied(
          'Added required reviewers to the production environment in deploy.yml and removed the laptop host alias.',
        ),
        said('what was the hcloud command to list snapshots again?'),
        replied('hcloud image list --type snapshot'),
        said(
          'before any release where setup:db:status reports schema changes we back up db01 first — xtrabackup to the storage box, deploy.php task evimo:db:backup, runs right before setup:upgrade. no backup, no upgrade.',
          {
            key: 's-db-backup',
            type: 'constraint',
          },
        ),
        replied(
          'Task evimo:db:backup added before magento:setup:upgrade, it fails the deploy if xtrabackup fails.',
        ),
        said(
          'hier der token für die hetzner cloud api falls du testen musst: HCLOUD_TOKEN=q8Wv2Lk9Rt5Zp3Xm7Nc1Bd6Hf4Js0Ga8Ye2Tu5Io9Pl3Kx7Mn1Bv6Cz4Dq0Ws',
          {
            secret: 'q8Wv2Lk9Rt5Zp3Xm7Nc1Bd6Hf4Js0Ga8Ye2Tu5Io9Pl3Kx7Mn1Bv6Cz4Dq0Ws',
          },
        ),
        replied(
          'I will not store that anywhere; the workflow should read it from the GitHub environment secret.',
        ),
        said(
          'nach dem Deploy wird der Varnish nur mit den Top-2000-URLs aus der Sitemap angewärmt (evimo:cache:warm --limit=2000), nicht die ganze Sitemap — das hat letztes Mal php-fpm auf web02 umgehauen.',
          {
            key: 's-cache-warm',
            type: 'decision',
          },
        ),
        replied('deploy.php now runs evimo:cache:warm --limit=2000 after the symlink switch, concurrency 4.'),
        said(
          'fyi php-fpm on the web nodes is pm = static, pm.max_children = 48, that is what a CCX33 with 32G takes with our ~550MB workers. dont raise it',
          {
            key: 's-fpm-children',
            type: 'fact',
          },
        ),
        replied('Understood, the pool config in deploy/php-fpm/www.conf stays at 48.'),
        said('für heute den Warmup auf staging auslassen, der ist eh kaputt'),
        replied('Skipped the warmup task for the staging host in this run.'),
        said("ok, das war's. danke"),
      ],
    },
  ],
  prompts: [
    p(
      'add an "assembly service" (montaj hizmeti) checkbox to the checkout shipping step, only for bulky items',
      ['hyva-checkout', 'bulky-freight', 'declarative-schema', 'translations'],
    ),
    p(
      'BC order export fails with 429 Too Many Requests again, see app/code/Evimo/ErpConnector/Model/Export/OrderExporter.php',
      ['erp-throttle', 'erp-bc-odata', 's-erp-dlq', 'erp-order-async', 'erp-order-sync-claim'],
    ),
    p('checkout hangs for ~30s whenever Business Central is down. why??', [
      'erp-order-async',
      'erp-order-sync-claim',
      'queue-supervisor',
    ]),
    p('stok senkronu neden hala 15 dakikada bir full çekiyor? cron_schedule tablosuna baktım', [
      'stock-sync-5',
      'cron-worker-only',
    ]),
    p('we oversold a wardrobe again, 3 orders for 1 unit. where is the buffer logic?', [
      'stock-buffer',
      'stock-sync-5',
      'incident-oversell',
    ]),
    p(
      '@app/code/Evimo/PimImport/Model/ProductImporter.php the new akeneo attribute "material_care" isnt showing up in magento at all',
      ['pim-attribute-mapping', 'pim-api', 'pim-ownership'],
    ),
    p('the nightly akeneo csv did not arrive on the sftp today, can you check the import cron', ['pim-api']),
    p('add a new rabbitmq consumer that pulls shipment status from BC back into magento', [
      'rabbitmq-naming',
      'consumers-idempotent',
      'queue-supervisor',
      'erp-bc-odata',
      'module-namespace',
    ]),
    p('search for "yastik" returns nothing on evimo.com.tr but "yastık" works', [
      'search-turkish',
      'search-opensearch',
      'indexers-schedule',
    ]),
    p('reindex everything on prod right now pls, category pages look broken', ['indexers-schedule']),
    p('after the BC price import category pages still show the old prices for hours', [
      'fpc-ttl-4h',
      'varnish',
      'price-incl-tax',
    ]),
    p("müşteri header'da sepet sayısını yanlış görüyor, minicart bloğuna cacheable=false ekleyelim mi?", [
      'esi-blocks',
      's-private-content',
    ]),
    p('clear the cache on prod, I just changed the freight config', [
      'cache-clean-not-flush',
      'cache-flush-claim',
    ]),
    p(
      'build an image gallery slider with alpine in app/design/frontend/Evimo/default/Magento_Catalog/templates/product/view/gallery.phtml, with prev/next arrow icons',
      ['theme-hyva', 'alpine-conventions', 'tailwind-build', 's-hyva-icons', 's-tailwind-tokens'],
    ),
    p('we want the Amasty Shop by Brand extension, just composer require it', ['hyva-compat', 'config-php']),
    p('PLP: add infinite scroll like the competitor has', ['s-plp-36']),
    p('port the old Luma requirejs-config.js mixin for the qty stepper to the current theme', [
      'theme-hyva',
      'alpine-conventions',
    ]),
    p('iyzico callback says success but the order stays in pending_payment, Controller/Callback/Index.php', [
      'iyzico-module',
    ]),
    p('ürün sayfasında taksit tablosu göstermek istiyoruz, maksimum kaç taksit var?', [
      'iyzico-installments',
      'iyzico-installments-claim',
      's-installment-min',
    ]),
    p('can we disable 3DS for returning customers on the TR store? drop-off at the bank page is huge', [
      'iyzico-3ds',
    ]),
    p('müşteri iyzico panelinden iade yapılmasını istiyor, CS ne yapsın', ['s-iyzico-refund-creditmemo']),
    p('Klarna payment is succeeded in the stripe dashboard but the magento order is still pending', [
      'stripe-webhooks',
      's-webhook-async',
      'stripe-custom',
      'queue-supervisor',
    ]),
    p('upgrade stripe/stripe-php to v16', ['stripe-custom', 's-stripe-api-version']),
    p('iyzico rejects with "basket items total must equal price" on a 1.499,90 TL order with taksit', [
      'amounts-minor-units',
      'iyzico-installments',
    ]),
    p('DE cart adds 19% on top, the 999 € sofa ends up at 1188,81 €', [
      'price-incl-tax',
      'price-net-claim',
      'websites',
    ]),
    p('add the TCKN to the order export payload to BC', ['tckn', 's-erp-log', 'no-pii-logs', 'erp-bc-odata']),
    p('customer cant log in, email İLKNUR.OZ@… and apparently she has two accounts now', [
      'incident-email-idn',
    ]),
    p("BC'de blocked olan ürünleri magentodan silelim mi artık?", ['s-erp-blocked-items']),
    p('every new web customer should become a customer card in BC on first order, can you build that?', [
      's-erp-generic-customer',
      'erp-companies',
    ]),
    p('deploy the iyzico callback hotfix to prod now, its friday 16:45 but CS is screaming', [
      'deploy-freeze',
      's-deploy-approval',
      'deploy-deployer',
    ]),
    p('dep deploy fails on web01 at magento:setup:static-content:deploy, out of memory', ['deploy-deployer']),
    p('add a deploy task that runs setup:upgrade when there are db changes', [
      'deploy-deployer',
      's-db-backup',
    ]),
    p('where do I put the iyzico api key for staging?', ['shared-files', 'config-php', 'staging']),
    p('set up the magento cron on web02 too so indexing runs faster', ['cron-worker-only', 'hetzner']),
    p('php-fpm on web01 is maxed out during the campaign, bump pm.max_children to 120', [
      's-fpm-children',
      'hetzner',
    ]),
    p('make the cache warmer crawl the whole sitemap after deploy', ['s-cache-warm']),
    p('fix the bug directly in vendor/magento/module-sales/Model/Order/Invoice.php, its faster', [
      'no-core-edits',
      'plugins-over-preferences',
    ]),
    p('in my phtml I need the customer session, just use ObjectManager::getInstance() real quick', [
      'no-objectmanager',
      'esi-blocks',
    ]),
    p('write a unit test for Evimo\\Freight\\Model\\RateCalculator', ['phpunit', 'bulky-freight']),
    p('CI fails: phpstan cannot find class Evimo\\ErpConnector\\Model\\OrderExportFactory', [
      'coding-standard',
      'ci-actions',
    ]),
    p('write a e2e test for the iyzico 3DS checkout', ['e2e-tests', 'staging', 'iyzico-3ds']),
    p('composer install fails locally: requires php ~8.3, I have 8.1', ['php-83']),
    p('install magento/module-inventory-in-store-pickup-api for click & collect at the Kadıköy store', [
      'msi-disabled',
      'hyva-compat',
    ]),
    p('add Apple Pay to the evimo.com.tr checkout', ['payment-routing', 'iyzico-module', 'stripe-custom']),
    p('write the commit message + PR description for this', ['pref-english']),
    p('BC variant 1004512-KRM got imported as a lone simple, it is not attached to its configurable', [
      'erp-sku-mapping',
    ]),
    p('wer ist eigentlich für den PIM-Import zuständig?', ['owners']),
    p('what is the difference between array_merge and the + operator on arrays in php?', []),
    p('explain readonly classes in php in 2 sentences', []),
    p('thanks, works now', []),
    p('teşekkürler çalıştı 🙏', []),
    p('regex für deutsche PLZ?', []),
    p('how do I rebase my branch onto main and squash the fixup commits?', []),
    p('ok push it', []),
    p("türkçe karakterleri slug'a çeviren genel bir php fonksiyonu yazar mısın (ş->s, ğ->g, ı->i)", []),
  ],
});
