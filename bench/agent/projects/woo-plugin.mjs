// A commercial WooCommerce plugin ("Repeatbox": subscriptions + shipping labels for small shops, Lite on wp.org, Pro via
// license keys, ~8,000 paying shops): PHP 7.4–8.3, WPCS, Composer + Strauss, custom tables, HPOS, Action Scheduler,
// REST API, React admin + Gutenberg blocks via @wordpress/scripts, PHPUnit in wp-env, Playwright, .pot translations.
// Held-out scenario (round L): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'woo-plugin',
  stack:
    'PHP 7.4–8.3, WordPress 6.3+ / WooCommerce 8.2+ (HPOS), Composer + Strauss, Action Scheduler, WP REST API, React admin + Gutenberg blocks (@wordpress/scripts), PHPUnit 9 in wp-env, Playwright, PHPCS (WPCS 3) + PHPStan, EasyPost + Sendcloud carrier APIs, custom license server',
  memories: [
    // ---------- platform / PHP ----------
    m(
      'php-range',
      'constraint',
      'Header says Requires PHP: 7.4 and we test up to 8.3. So in anything that ships: no enums, no readonly, no match, no nullsafe ?->, no named arguments, no constructor promotion, no union types in signatures. PHPCompatibilityWP runs in phpcs with testVersion 7.4- and will fail the PR if you slip.',
      {
        fact: 'repeatbox | minimum_php | 7.4',
        age: 560,
        reaffirm: 30,
        canonical: true,
        files: ['repeatbox.php', 'phpcs.xml.dist', 'composer.json'],
        tags: ['php', 'compatibility', 'phpcs'],
      },
    ),
    m(
      'php-drop-74',
      'decision',
      'Dan: telemetry says 3.8% of opted-in sites are still on 7.4, that is not worth the pain anymore. From 2.9 we go Requires PHP: 8.0 — match, nullsafe, ctor promotion and union types are OK in new code under src/.',
      {
        fact: 'repeatbox | minimum_php | 8.0',
        age: 38,
        disputes: 'php-range',
        files: ['repeatbox.php', 'composer.json'],
        tags: ['php', 'compatibility', 'telemetry'],
      },
    ),
    m(
      'wp-wc-min-old',
      'fact',
      'Minimums in the plugin header: Requires at least: 5.9, WC requires at least: 6.0. Anything newer needs a function_exists / version_compare guard.',
      {
        fact: 'repeatbox | minimum_woocommerce | 6.0',
        age: 470,
        files: ['repeatbox.php', 'readme.txt'],
        tags: ['wordpress', 'woocommerce', 'compatibility'],
      },
    ),
    m(
      'wp-wc-min',
      'fact',
      'Requires at least: 6.3 / WC requires at least: 8.2 / WC tested up to: whatever is current. Policy is current WooCommerce minus two majors; Dan updates "WC tested up to" on every WC release or Woo shows the incompatibility warning on the plugins screen.',
      {
        fact: 'repeatbox | minimum_woocommerce | 8.2',
        supersedes: 'wp-wc-min-old',
        age: 120,
        reaffirm: 15,
        files: ['repeatbox.php', 'readme.txt'],
        tags: ['wordpress', 'woocommerce', 'compatibility'],
      },
    ),
    m(
      'phpcs-wpcs',
      'convention',
      'Coding standard is WPCS 3 (WordPress-Extra + WordPress-Docs) from phpcs.xml.dist, run with `composer phpcs` / `composer phpcbf`. Functions, methods and variables are snake_case like WPCS wants. Only exception we configured: WordPress.Files.FileName is excluded for src/ because classes there are PSR-4 (PascalCase file = class name). Tabs, Yoda conditions, all of it.',
      {
        age: 510,
        reaffirm: 60,
        files: ['phpcs.xml.dist', 'composer.json'],
        tags: ['phpcs', 'wpcs', 'coding-standards'],
      },
    ),
    m(
      'namespace-psr4',
      'convention',
      'New PHP code goes in src/ under the Repeatbox\\ namespace, autoloaded PSR-4 by composer. includes/ is the old class-repeatbox-*.php stuff loaded with require_once from repeatbox.php — only bug fixes there, nothing new.',
      {
        files: ['src', 'includes', 'composer.json', 'repeatbox.php'],
        tags: ['php', 'autoload', 'namespaces'],
      },
    ),
    m(
      'mozart-prefix',
      'decision',
      'Third-party libs are copied and prefixed by Mozart (coenjacobs/mozart) into lib/ with classmap prefix Repeatbox_Vendor_. Run `composer mozart` after composer install.',
      {
        age: 540,
        files: ['composer.json', 'lib'],
        tags: ['composer', 'mozart', 'prefixing'],
      },
    ),
    m(
      'strauss-prefix',
      'decision',
      'We replaced Mozart with Strauss (brianhenryie/strauss). Vendored packages end up in vendor-prefixed/ under the Repeatbox\\Vendor\\ namespace, and `composer prefix` runs it (also in post-install-cmd). lib/ is gone. vendor-prefixed/ is not committed, bin/build-zip.sh generates it.',
      {
        fact: 'repeatbox | prefixes_dependencies_with | Strauss',
        supersedes: 'mozart-prefix',
        age: 330,
        reaffirm: 45,
        files: ['composer.json', 'vendor-prefixed', 'bin/build-zip.sh'],
        tags: ['composer', 'strauss', 'prefixing'],
        reason: 'Mozart broke on packages with autoload.files and is basically unmaintained',
      },
    ),
    m(
      'strauss-new-dep',
      'constraint',
      'if you add a runtime package to composer.json you MUST also list it in extra.strauss.packages, otherwise it ships unprefixed and we collide with whatever other plugin bundles the same lib (we had a fatal with another shipping plugin loading psr/log 1.x before ours). Reference classes as Repeatbox\\Vendor\\... in code.',
      {
        files: ['composer.json'],
        tags: ['composer', 'strauss', 'dependencies'],
      },
    ),
    m(
      'http-wp-remote',
      'convention',
      'All outgoing HTTP (carriers, license server, telemetry) goes through Repeatbox\\Http\\Client, which wraps wp_remote_request() and turns WP_Error / non-2xx into Repeatbox\\Http\\HttpException. No Guzzle, no curl_* — wp.org reviewers complain and some hosts disable curl functions.',
      {
        files: ['src/Http/Client.php', 'src/Http/HttpException.php'],
        tags: ['http', 'carriers', 'wp-http-api'],
      },
    ),

    // ---------- data ----------
    m(
      'subs-cpt',
      'fact',
      'Subscriptions are the rb_subscription custom post type. Status is post_status (rb-active, rb-on-hold, rb-cancelled), the schedule lives in post meta _rb_next_payment / _rb_billing_interval, line items in _rb_items as a serialized array.',
      {
        age: 600,
        files: ['includes/class-repeatbox-post-types.php'],
        tags: ['subscriptions', 'post-meta', 'data-model'],
      },
    ),
    m(
      'custom-tables',
      'decision',
      "Subscriptions live in our own tables: {$wpdb->prefix}repeatbox_subscriptions, repeatbox_subscription_items and repeatbox_renewal_log. The CPT was migrated away in 2.0 (bin/migrate-cpt was a one-off). Access goes through Repeatbox\\Repository\\SubscriptionRepository; don't query the tables from random places.",
      {
        fact: 'repeatbox | stores_subscriptions_in | custom tables',
        supersedes: 'subs-cpt',
        age: 380,
        reaffirm: 20,
        canonical: true,
        files: [
          'src/Database/Tables.php',
          'src/Repository/SubscriptionRepository.php',
          'src/Database/Schema.php',
        ],
        tags: ['subscriptions', 'custom-tables', 'data-model'],
        reason: 'shops with 20k+ subscriptions had 10s admin list loads from meta_query joins',
      },
    ),
    m(
      'schema-dbdelta',
      'convention',
      'Schema changes: edit the CREATE TABLE in src/Database/Schema.php (dbDelta), bump REPEATBOX_DB_VERSION, and if data has to move add src/Database/Migrations/Migration_X_Y_Z.php. Installer compares the repeatbox_db_version option on admin_init and runs what is missing. Big backfills go to Action Scheduler in batches, never inline on admin_init.',
      {
        files: ['src/Database/Schema.php', 'src/Database/Installer.php', 'src/Database/Migrations'],
        tags: ['database', 'dbdelta', 'migrations'],
      },
    ),
    m(
      'dbdelta-quirk',
      'note',
      'dbDelta gotchas that cost me a whole day: two spaces between PRIMARY KEY and the (id), each column on its own line, use KEY not INDEX, and no backticks around column names. otherwise it silently tries to re-add the index every run.',
      {
        age: 455,
        files: ['src/Database/Schema.php'],
        tags: ['dbdelta', 'database'],
      },
    ),
    m(
      'sql-prepare',
      'constraint',
      'Every query with a value in it goes through $wpdb->prepare(). No esc_sql() + concatenation, no sprintf into SQL. IN() lists: build the placeholders with implode of array_fill. Table names come only from Repeatbox\\Database\\Tables, never from input.',
      {
        canonical: true,
        files: ['src/Database/Tables.php', 'src/Repository'],
        tags: ['sql', 'security', 'wpdb'],
      },
    ),
    m(
      'sql-no-identifier-placeholder',
      'convention',
      'Table names are interpolated into the SQL string ("SELECT ... FROM {$table}") with a phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared comment. The %i identifier placeholder only exists since WP 6.2 and we still support 5.9, so don\'t use it.',
      {
        age: 430,
        files: ['src/Repository/SubscriptionRepository.php'],
        tags: ['sql', 'wpdb', 'phpcs'],
      },
    ),
    m(
      'sql-identifier-placeholder',
      'convention',
      'Table names go in as %i: $wpdb->prepare( "SELECT * FROM %i WHERE status = %s", Tables::subscriptions(), $status ). No more phpcs:ignore comments for interpolated table names; remove them when you touch a query.',
      {
        supersedes: 'sql-no-identifier-placeholder',
        age: 105,
        files: ['src/Repository/SubscriptionRepository.php', 'src/Database/Tables.php'],
        tags: ['sql', 'wpdb', 'phpcs'],
      },
    ),
    m(
      'hpos-compat',
      'constraint',
      "HPOS: never get_post_meta/update_post_meta/WP_Query on orders. Use wc_get_order(), $order->get_meta() / update_meta_data() + $order->save(), and wc_get_orders() for queries. Compatibility is declared in repeatbox.php with FeaturesUtil::declare_compatibility( 'custom_order_tables', ... ). About a third of our shops are still on posts storage (with or without sync) so both have to work.",
      {
        canonical: true,
        age: 300,
        reaffirm: 12,
        files: ['repeatbox.php', 'src/Renewals/RenewalProcessor.php'],
        tags: ['hpos', 'woocommerce', 'orders'],
      },
    ),
    m(
      'dates-utc',
      'constraint',
      'Dates in our tables are UTC DATETIME columns with _gmt suffix (next_payment_gmt, trial_end_gmt). Convert for display with wp_timezone() / WC_DateTime. Do not use current_time( \'timestamp\' ) or date() — half of the "renews on the wrong day" tickets were that.',
      {
        files: ['src/Database/Schema.php', 'src/Subscriptions/Schedule.php'],
        tags: ['dates', 'timezones'],
      },
    ),
    m(
      'sub-statuses',
      'fact',
      'Subscription statuses: pending, active, on-hold, paused, pending-cancel, cancelled, expired. paused came in 2.2 (customer can pause max 3 cycles, then it resumes by itself). Status transitions only through Subscription::update_status() so the repeatbox_subscription_status_{from}_to_{to} hooks fire.',
      {
        files: ['src/Subscriptions/Subscription.php', 'src/Subscriptions/Status.php'],
        tags: ['subscriptions', 'statuses'],
      },
    ),

    // ---------- renewals / payments ----------
    m(
      'wp-cron-renewals',
      'decision',
      'Renewals are processed by the hourly repeatbox_process_renewals event (wp_schedule_event on activation). It picks all subscriptions with next payment in the past and charges them in one run.',
      {
        age: 500,
        files: ['includes/class-repeatbox-cron.php'],
        tags: ['renewals', 'cron'],
      },
    ),
    m(
      'action-scheduler',
      'decision',
      "Each subscription has its own Action Scheduler action: repeatbox_renewal_due scheduled with as_schedule_single_action() for next_payment_gmt, group 'repeatbox'. When the schedule changes, unschedule + reschedule via Repeatbox\\Renewals\\Scheduler. We use the Action Scheduler that WooCommerce bundles, we don't ship our own.",
      {
        fact: 'repeatbox | schedules_renewals_with | Action Scheduler',
        supersedes: 'wp-cron-renewals',
        age: 340,
        reaffirm: 25,
        canonical: true,
        files: ['src/Renewals/Scheduler.php', 'src/Renewals/RenewalProcessor.php'],
        tags: ['renewals', 'action-scheduler', 'jobs'],
      },
    ),
    m(
      'as-args',
      'constraint',
      "Action args = small scalars only, e.g. array( 'subscription_id' => 123 ). Never pass objects or arrays of data, load fresh inside the callback. And pass $unique = true to as_schedule_single_action so the same renewal can't be queued twice.",
      {
        files: ['src/Renewals/Scheduler.php'],
        tags: ['action-scheduler', 'jobs'],
      },
    ),
    m(
      'renewal-idempotent',
      'constraint',
      'the renewal handler has to be safe to run twice. First thing it does is insert into repeatbox_renewal_log with the unique key (subscription_id, period_start_gmt); if the insert fails, somebody already handled that period and we return. Do not move the charge before that insert.',
      {
        canonical: true,
        files: ['src/Renewals/RenewalProcessor.php', 'src/Database/Schema.php'],
        tags: ['renewals', 'idempotency', 'payments'],
      },
    ),
    m(
      'incident-double-charge',
      'note',
      'Post-mortem 2.4.2: on a slow host an action hit the 5 min timeout after the gateway charge succeeded, AS marked it failed and retried, customer charged twice. ~140 customers over 60 shops, refunds done by hand via support. That is where the renewal_log unique key comes from.',
      {
        age: 290,
        files: ['src/Renewals/RenewalProcessor.php'],
        tags: ['incident', 'renewals', 'payments'],
      },
    ),
    m(
      'renewal-order',
      'fact',
      "Each renewal creates a normal WC order: created_via 'repeatbox_renewal', meta _repeatbox_subscription_id and _repeatbox_renewal_of, items copied from subscription_items at the current price (unless the sub has locked_price = 1).",
      {
        files: ['src/Renewals/RenewalOrderFactory.php'],
        tags: ['renewals', 'orders'],
      },
    ),
    m(
      'payment-adapters',
      'convention',
      "We never talk to Stripe/PayPal directly for charging. Each supported gateway has an adapter in src/Payments/Adapters (StripeAdapter for WooCommerce Stripe Gateway, PayPalPaymentsAdapter, SquareAdapter) that uses the gateway's saved WC_Payment_Token. New gateway = new adapter implementing RenewalGateway + registered in the repeatbox_payment_adapters filter.",
      {
        files: ['src/Payments/Adapters', 'src/Payments/RenewalGateway.php'],
        tags: ['payments', 'gateways', 'stripe', 'paypal'],
      },
    ),
    m(
      'renewal-retry-fixed',
      'decision',
      'Failed renewal: retry 3 times, after 1 day, 3 days and 5 days, then the subscription goes on-hold and the customer gets the "update your card" email. Same for all declines, it is simple and the merchants understand it. (Camila)',
      {
        age: 70,
        files: ['src/Renewals/RetryPolicy.php'],
        tags: ['renewals', 'retries', 'payments'],
      },
    ),
    m(
      'renewal-retry-decline',
      'decision',
      "retries should depend on the decline code. hard declines (stolen_card, lost_card, do_not_honor, pickup_card) → no retry at all, on-hold right away, retrying those gets the merchant's Stripe account flagged. soft ones (insufficient_funds, generic) keep the 1/3/5 days schedule.",
      {
        age: 40,
        disputes: 'renewal-retry-fixed',
        files: ['src/Renewals/RetryPolicy.php', 'src/Payments/Adapters/StripeAdapter.php'],
        tags: ['renewals', 'retries', 'payments', 'stripe'],
      },
    ),

    // ---------- shipping labels ----------
    m(
      'label-shippo',
      'fact',
      'US labels are bought through Shippo (src/Labels/Carriers/ShippoClient.php). Tracking updates arrive on the Shippo webhook, ShippoWebhook maps track_updated to our shipment statuses.',
      {
        age: 410,
        files: ['src/Labels/Carriers/ShippoClient.php', 'src/Labels/Webhooks/ShippoWebhook.php'],
        tags: ['labels', 'shippo', 'carriers'],
      },
    ),
    m(
      'label-easypost',
      'decision',
      'We moved US/CA labels from Shippo to EasyPost. EasyPostClient buys labels (USPS, UPS, Canada Post, whatever the shop connected in their EasyPost account), tracking comes on /repeatbox/v1/webhooks/easypost with HMAC check. ShippoClient and its webhook were deleted in 2.5.',
      {
        fact: 'repeatbox | us_label_provider | EasyPost',
        supersedes: 'label-shippo',
        age: 200,
        reaffirm: 18,
        files: ['src/Labels/Carriers/EasyPostClient.php', 'src/Labels/Webhooks/EasyPostWebhook.php'],
        tags: ['labels', 'easypost', 'carriers'],
        reason:
          'Shippo changed per-label pricing for platforms and their rate limits hit our bigger shops every Monday',
      },
    ),
    m(
      'sendcloud',
      'fact',
      'EU shops use Sendcloud (SendcloudClient). Labels are A6 PDF by default (US are 4x6). Sendcloud API is slow, 15–25s for some DHL/PostNL labels is normal.',
      {
        files: ['src/Labels/Carriers/SendcloudClient.php'],
        tags: ['labels', 'sendcloud', 'carriers', 'eu'],
      },
    ),
    m(
      'label-pdf-store',
      'decision',
      'Label PDFs are downloaded once when bought and stored in uploads/repeatbox-labels/{yyyy}/{mm}/ with a random filename, .htaccess deny all + index.php. The admin gets them through GET /repeatbox/v1/labels/{id}/pdf which streams the file after the capability check.',
      {
        age: 160,
        files: ['src/Labels/LabelStorage.php', 'src/Rest/LabelsController.php'],
        tags: ['labels', 'uploads', 'security'],
      },
    ),
    m(
      'label-pdf-url',
      'fact',
      "we don't keep label files on the shop's server — only the carrier label_url goes in repeatbox_shipments.label_url and the admin button opens it. less GDPR surface (address on the PDF) and no nginx rules needed, nginx ignores .htaccess anyway.",
      {
        age: 55,
        disputes: 'label-pdf-store',
        files: ['src/Labels/LabelStorage.php', 'src/Database/Schema.php'],
        tags: ['labels', 'gdpr', 'uploads'],
      },
    ),
    m(
      'label-purchase-async',
      'decision',
      'Buying a label is never done inside the admin request. POST /repeatbox/v1/shipments/{id}/label enqueues repeatbox_purchase_label (AS async action) and returns 202; the React order panel polls /shipments/{id} every 3s until status is purchased or failed.',
      {
        age: 150,
        files: [
          'src/Rest/ShipmentsController.php',
          'src/Labels/PurchaseLabelJob.php',
          'assets/src/admin/order-panel',
        ],
        tags: ['labels', 'action-scheduler', 'rest'],
      },
    ),
    m(
      'label-purchase-sync',
      'note',
      'Thibault: the polling for label is bad UX, on shops where WP-cron is disabled the async action waits minutes until someone load a page, merchant think it is broken. I think the label should be bought directly in the REST call with timeout 45s, it is more simple and the merchant is waiting anyway.',
      {
        age: 28,
        disputes: 'label-purchase-async',
        files: ['src/Rest/ShipmentsController.php', 'src/Labels/PurchaseLabelJob.php'],
        tags: ['labels', 'rest', 'ux'],
      },
    ),
    m(
      'carrier-sandbox',
      'constraint',
      'Tests and local dev never hit a live carrier. REPEATBOX_CARRIER_MODE=test in wp-config / .wp-env.json switches EasyPost to the EZTK test key and Sendcloud to its sandbox; PHPUnit uses recorded fixtures from tests/php/fixtures/carriers/*.json via the pre_http_request filter.',
      {
        files: ['.wp-env.json', 'tests/php/fixtures/carriers', 'src/Labels/CarrierMode.php'],
        tags: ['carriers', 'testing', 'sandbox'],
      },
    ),

    // ---------- REST / security ----------
    m(
      'rest-namespace',
      'convention',
      'REST routes live under repeatbox/v1, one controller per resource in src/Rest/ extending WP_REST_Controller (register_routes, get_items, get_item_schema...). Args always declared with type + sanitize_callback + validate_callback, and every route has a schema so the React side can rely on it.',
      {
        files: ['src/Rest', 'src/Rest/SubscriptionsController.php'],
        tags: ['rest', 'api'],
      },
    ),
    m(
      'rest-permission',
      'constraint',
      "permission_callback on every register_rest_route. Admin routes check current_user_can( 'manage_woocommerce' ), customer routes check the subscription owner. __return_true ONLY on the carrier webhooks, which verify their HMAC signature in the callback instead.",
      {
        canonical: true,
        files: ['src/Rest'],
        tags: ['rest', 'security', 'capabilities'],
      },
    ),
    m(
      'nonce-escape',
      'constraint',
      'Any form/admin-post handler: check_admin_referer or wp_verify_nonce + current_user_can before doing anything. Sanitize input early (sanitize_text_field, absint, wc_clean), escape late on output (esc_html, esc_attr, esc_url, wp_kses_post). Patchstack already sent us one report in 2024, the second one goes public.',
      {
        canonical: true,
        files: ['src/Admin', 'includes'],
        tags: ['security', 'nonces', 'escaping'],
      },
    ),

    // ---------- admin UI / blocks ----------
    m(
      'admin-react',
      'decision',
      'Admin screens are React apps in assets/src/admin/<screen>/ built by @wordpress/scripts (`npm run build` → build/). UI is @wordpress/components + @wordpress/data stores, no other component library. The jQuery screens in assets/js/legacy/ only get bugfixes until they are ported.',
      {
        age: 260,
        reaffirm: 40,
        files: ['assets/src/admin', 'package.json', 'webpack.config.js'],
        tags: ['react', 'admin', 'wp-scripts'],
      },
    ),
    m(
      'wp-scripts-externals',
      'constraint',
      "Don't bundle react, react-dom or any @wordpress/* package: wp-scripts' dependency extraction turns them into externals (wp.element, wp.components...). Enqueue with the generated build/<entry>.asset.php for dependencies + version, never hardcode the handle list or filemtime().",
      {
        files: ['src/Admin/Assets.php', 'webpack.config.js'],
        tags: ['wp-scripts', 'webpack', 'enqueue'],
      },
    ),
    m(
      'react-18',
      'constraint',
      'React is whatever WordPress core ships, so with WP 6.3 as the floor it is React 18.2. No React 19 things (use(), actions, ref as a prop), and don\'t add "react" to package.json dependencies.',
      {
        files: ['package.json', 'assets/src/admin'],
        tags: ['react', 'compatibility'],
      },
    ),
    m(
      'api-fetch',
      'convention',
      "frontend calls our API only with @wordpress/api-fetch, path: '/repeatbox/v1/...'. nonce + root middlewares are already set by wp-api-fetch when enqueued, so no manual X-WP-Nonce header and no axios/fetch.",
      {
        files: ['assets/src/admin/api.js'],
        tags: ['react', 'rest', 'api-fetch'],
      },
    ),
    m(
      'admin-ts',
      'convention',
      'Thibault : new admin code is TypeScript (.tsx), wp-scripts compiles it with babel already, we just need the tsconfig.json for the editor and `npm run typecheck` in CI. Types for REST responses in assets/src/admin/types/.',
      {
        age: 90,
        files: ['tsconfig.json', 'assets/src/admin/types'],
        tags: ['typescript', 'admin', 'react'],
      },
    ),
    m(
      'admin-jsdoc',
      'convention',
      "Admin JS stays plain .js with JSDoc types — contractors and customers who fork the admin screens can't deal with TS, and wp-scripts lint config is JS-first. No .ts/.tsx files under assets/src.",
      {
        age: 62,
        disputes: 'admin-ts',
        files: ['assets/src/admin', '.eslintrc.js'],
        tags: ['javascript', 'admin', 'jsdoc'],
      },
    ),
    m(
      'blocks-structure',
      'fact',
      "Blocks are in blocks/<name>/ (subscribe-box, my-subscriptions, next-box-preview), each with block.json (apiVersion 3, textdomain repeatbox) and registered from PHP with register_block_type( REPEATBOX_PATH . 'build/blocks/<name>' ). Built by the same wp-scripts build with --webpack-src-dir.",
      {
        files: ['blocks', 'src/Blocks/Registrar.php', 'package.json'],
        tags: ['gutenberg', 'blocks'],
      },
    ),
    m(
      'checkout-blocks',
      'constraint',
      "Whatever we add to checkout has to work in BOTH the classic [woocommerce_checkout] shortcode and the Cart/Checkout blocks. Block side: IntegrationInterface registered on woocommerce_blocks_checkout_block_registration + Store API data via ExtendSchema with namespace 'repeatbox'. Classic hooks like woocommerce_review_order_before_submit don't run in the block checkout.",
      {
        files: [
          'src/Blocks/CheckoutIntegration.php',
          'src/Blocks/StoreApiExtension.php',
          'assets/src/checkout',
        ],
        tags: ['checkout', 'blocks', 'store-api'],
      },
    ),

    // ---------- i18n ----------
    m(
      'text-domain',
      'constraint',
      "Text domain is the literal string 'repeatbox' in every __(), _e(), _n(), esc_html__()… Not a constant, not a variable, make-pot can't read those. Strings with placeholders need a /* translators: */ comment on the line before.",
      {
        files: ['src', 'templates'],
        tags: ['i18n', 'translations'],
      },
    ),
    m(
      'pot-grunt',
      'fact',
      'pot file: `grunt makepot` (grunt-wp-i18n) writes languages/repeatbox.pot. Run before each release.',
      {
        age: 520,
        files: ['Gruntfile.js', 'languages/repeatbox.pot'],
        tags: ['i18n', 'pot', 'grunt'],
      },
    ),
    m(
      'pot-wpcli',
      'fact',
      '`npm run i18n:pot` = wp i18n make-pot . languages/repeatbox.pot --exclude=node_modules,vendor,vendor-prefixed,tests,build --headers=\'{"Report-Msgid-Bugs-To":"https://repeatbox.io/support"}\'. It extracts JS strings from assets/src and blocks too. Grunt was removed completely.',
      {
        supersedes: 'pot-grunt',
        age: 230,
        files: ['package.json', 'languages/repeatbox.pot'],
        tags: ['i18n', 'pot', 'wp-cli'],
      },
    ),
    m(
      'js-i18n',
      'convention',
      "JS strings with __() from @wordpress/i18n, domain 'repeatbox'. Each script handle needs wp_set_script_translations( $handle, 'repeatbox', REPEATBOX_PATH . 'languages' ) and the JSON files come from `wp i18n make-json languages --no-purge` — without that the .po is translated but the React UI stays english. pt_BR (Camila) and fr_FR (Thibault) are done in-house.",
      {
        files: ['src/Admin/Assets.php', 'languages', 'package.json'],
        tags: ['i18n', 'javascript', 'translations'],
      },
    ),

    // ---------- release / distribution ----------
    m(
      'lite-pro',
      'fact',
      'One repo, two products. Repeatbox Lite (free, wordpress.org, subscriptions only) and Repeatbox Pro (labels, retries, multiple boxes; sold on repeatbox.io). Pro-only code lives in src/Pro/ and is stripped from the lite zip by `bin/build-zip.sh lite`. Lite goes to wp.org SVN via the 10up deploy action on a lite-v* tag.',
      {
        fact: 'repeatbox | distributed_as | Lite on wordpress.org + Pro via license',
        age: 420,
        reaffirm: 50,
        files: ['bin/build-zip.sh', 'src/Pro', '.github/workflows/deploy-wporg.yml'],
        tags: ['release', 'wporg', 'lite', 'pro'],
      },
    ),
    m(
      'lite-guidelines',
      'constraint',
      'The Lite zip must follow wp.org guidelines: no locked/disabled features teasing Pro (trialware), no license checks, no calls home without opt-in, no external JS/CSS from CDNs. An upsell link in the settings sidebar and a dismissible notice are fine, that is it.',
      {
        files: ['src/Admin/Upsell.php', 'readme.txt'],
        tags: ['wporg', 'guidelines', 'lite'],
      },
    ),
    m(
      'build-zip',
      'fact',
      'bin/build-zip.sh pro|lite: composer install --no-dev -o, composer prefix (Strauss), npm ci && npm run build, i18n:pot, then rsync with .distignore into dist/repeatbox[-lite]/ and zip. CI builds it on tags, never upload a zip built on your laptop.',
      {
        files: ['bin/build-zip.sh', '.distignore', '.github/workflows/release.yml'],
        tags: ['release', 'build', 'zip'],
      },
    ),
    m(
      'distignore',
      'constraint',
      'new dotfile or dev folder at repo root → add it to .distignore in the same PR. 2.3.1 shipped node_modules/.cache and a .env.testing with the staging DB creds (zip was 41MB). bin/check-zip.sh fails the release if the zip is over 6MB or contains a dotfile.',
      {
        files: ['.distignore', 'bin/check-zip.sh'],
        tags: ['release', 'zip', 'distignore'],
      },
    ),
    m(
      'version-bump',
      'convention',
      'Version is in 4 places: plugin header Version:, REPEATBOX_VERSION in repeatbox.php, readme.txt Stable tag, package.json. Use `bin/bump-version.sh 2.x.y`, it does all 4 and the @since x.y.z placeholders (@since TBD → real version).',
      {
        files: ['bin/bump-version.sh', 'repeatbox.php', 'readme.txt', 'package.json'],
        tags: ['release', 'versioning'],
      },
    ),
    m(
      'changelog-format',
      'convention',
      'changelog.txt is WooCommerce style: "= 2.8.3 - 2025-06-02 =" then lines "* Fix - …", "* Add - …", "* Tweak - …", "* Dev - …" (Dev = only relevant for developers using our hooks). readme.txt only keeps the last 3 versions, rest links to changelog.txt.',
      {
        files: ['changelog.txt', 'readme.txt'],
        tags: ['release', 'changelog'],
      },
    ),
    m(
      'license-server',
      'fact',
      'License server is licenses.repeatbox.io (separate Laravel repo repeatbox/license-server). Plugin calls POST /api/v1/activate and /check with key + home_url(), caches the result in the repeatbox_license_status transient for 12h. Updates come through Repeatbox\\Pro\\Licensing\\Updater on pre_set_site_transient_update_plugins + plugins_api.',
      {
        files: ['src/Pro/Licensing/Updater.php', 'src/Pro/Licensing/LicenseClient.php'],
        tags: ['licensing', 'updates', 'pro'],
      },
    ),
    m(
      'license-fail-open',
      'decision',
      'License problems never stop the shop. Expired or unreachable license server = no updates + an admin notice after 7 days of failures; renewals, labels, emails keep working. Punishing the merchant by not charging THEIR customers is how you lose the merchant and get 1-star reviews.',
      {
        age: 380,
        reaffirm: 90,
        files: ['src/Pro/Licensing/LicenseClient.php', 'src/Pro/Licensing/Notices.php'],
        tags: ['licensing', 'pro', 'product'],
      },
    ),

    // ---------- tests / CI ----------
    m(
      'install-wp-tests',
      'fact',
      'PHP tests: run bin/install-wp-tests.sh wordpress_test root root localhost latest once (needs local MySQL + svn), then vendor/bin/phpunit. WooCommerce is cloned into /tmp/woocommerce by the bootstrap.',
      {
        age: 480,
        files: ['bin/install-wp-tests.sh', 'tests/php/bootstrap.php'],
        tags: ['phpunit', 'testing'],
      },
    ),
    m(
      'phpunit-wpenv',
      'fact',
      'PHPUnit runs inside wp-env. `npm run env:start` then `npm run test:php` (= wp-env run tests-cli --env-cwd=wp-content/plugins/repeatbox vendor/bin/phpunit). .wp-env.json pins WooCommerce and sets phpVersion; pass -- --filter=Foo to run one test. No local MySQL needed anymore, install-wp-tests.sh was deleted.',
      {
        supersedes: 'install-wp-tests',
        age: 250,
        reaffirm: 20,
        files: ['.wp-env.json', 'package.json', 'tests/php/bootstrap.php'],
        tags: ['phpunit', 'wp-env', 'testing'],
      },
    ),
    m(
      'phpunit-polyfills',
      'constraint',
      'PHPUnit 9.6 because of PHP 7.4 — test classes extend WP_UnitTestCase (which pulls yoast/phpunit-polyfills), use set_up()/tear_down() with underscores, not setUp(). No PHPUnit 10 attributes like #[DataProvider], use @dataProvider docblocks.',
      {
        files: ['tests/php', 'composer.json'],
        tags: ['phpunit', 'testing', 'php'],
      },
    ),
    m(
      'tests-hpos-matrix',
      'convention',
      'Tests touching orders use the HposToggle trait and a @dataProvider storage_modes so they run with HPOS on and off. CI also runs the whole suite once with REPEATBOX_TEST_HPOS=0.',
      {
        files: ['tests/php/Traits/HposToggle.php'],
        tags: ['testing', 'hpos', 'phpunit'],
      },
    ),
    m(
      'e2e-cypress',
      'fact',
      'E2E tests are Cypress in tests/e2e/cypress, run against the local site at repeatbox.local with `npx cypress open`.',
      {
        age: 390,
        files: ['tests/e2e/cypress', 'cypress.config.js'],
        tags: ['e2e', 'cypress', 'testing'],
      },
    ),
    m(
      'e2e-playwright',
      'decision',
      'E2E is Playwright + @wordpress/e2e-test-utils-playwright now, specs in tests/e2e/specs/*.spec.js, running against the wp-env tests instance (localhost:8889). `npm run test:e2e`. Cypress is removed, do not bring cypress specs back, port them.',
      {
        supersedes: 'e2e-cypress',
        age: 180,
        files: ['tests/e2e/specs', 'playwright.config.js'],
        tags: ['e2e', 'playwright', 'testing'],
        reason: 'cypress could not handle the iframe editor and was flaky on the block checkout',
      },
    ),
    m(
      'e2e-checkout-flaky',
      'note',
      'block checkout e2e: do not click "Place order" right after filling the address — Store API batches the update with a debounce. wait for page.waitForResponse( /wc\\/store\\/v1\\/batch/ ) first, then click. this was 90% of our CI flakes in spring.',
      {
        age: 120,
        files: ['tests/e2e/specs/checkout-block.spec.js'],
        tags: ['e2e', 'playwright', 'checkout', 'flaky'],
      },
    ),
    m(
      'phpstan',
      'convention',
      "PHPStan level 6 with szepeviktor/phpstan-wordpress + php-stubs/woocommerce-stubs. We don't add new errors to phpstan-baseline.neon — fix it, or a @phpstan-ignore with the identifier and a reason on the same line. Baseline only shrinks.",
      {
        files: ['phpstan.neon.dist', 'phpstan-baseline.neon'],
        tags: ['phpstan', 'static-analysis'],
      },
    ),

    // ---------- support / ops / misc ----------
    m(
      'support-priority',
      'convention',
      'Priorities come from Help Scout. P1 = renewals not charging, double charges or labels failing for more than one shop → patch release same/next day from a hotfix/2.x.y branch off the last tag. P2 = broken feature with workaround → next monthly minor. Everything else goes to the roadmap board and gets voted by ticket count.',
      {
        files: ['.github/ISSUE_TEMPLATE/bug.yml'],
        tags: ['support', 'priorities', 'release'],
      },
    ),
    m(
      'logging',
      'convention',
      "Log with wc_get_logger(), source 'repeatbox' (or 'repeatbox-labels' / 'repeatbox-renewals'), never error_log() or print_r to debug.log. Mask before logging: no full addresses, emails or card data, carrier responses go through Redactor::carrier_response() first. Logs end up in support tickets as screenshots.",
      {
        files: ['src/Logging/Logger.php', 'src/Logging/Redactor.php'],
        tags: ['logging', 'privacy', 'gdpr'],
      },
    ),
    m(
      'hooks-prefix',
      'convention',
      'Every action/filter we fire starts with repeatbox_ and gets a docblock with @since and @param lines; public ones are listed in docs/hooks.md (the docs site is generated from it).',
      {
        files: ['docs/hooks.md'],
        tags: ['hooks', 'extensibility', 'docs'],
      },
    ),
    m(
      'public-hooks-bc',
      'constraint',
      'Never rename or remove a public hook or change its arguments in a minor/patch. A few hundred shops have snippets on our filters (we see them in tickets). Rename = fire the new one + do_action_deprecated / apply_filters_deprecated for the old name for at least 2 minors, and a "* Dev -" changelog line.',
      {
        age: 330,
        reaffirm: 35,
        files: ['docs/hooks.md', 'src'],
        tags: ['hooks', 'backwards-compatibility'],
      },
    ),
    m(
      'email-templates',
      'convention',
      "Emails are WC_Email subclasses in src/Emails/ registered on woocommerce_email_classes; templates in templates/emails/ (html + plain/) loaded with wc_get_template( ..., 'repeatbox/', REPEATBOX_PATH . 'templates/' ) so themes can override in yourtheme/repeatbox/emails/. Changed a template? bump its @version header so System Status flags outdated overrides.",
      {
        files: ['src/Emails', 'templates/emails'],
        tags: ['emails', 'templates', 'woocommerce'],
      },
    ),
    m(
      'my-account-endpoint',
      'constraint',
      "My Account > Subscriptions is the 'subscriptions' endpoint (add_rewrite_endpoint on init). flush_rewrite_rules() only on activation and in the DB migration that adds an endpoint, NEVER on init or admin_init — killed a customer's server once.",
      {
        files: ['src/Frontend/MyAccount.php', 'src/Database/Installer.php'],
        tags: ['my-account', 'rewrite-rules', 'frontend'],
      },
    ),
    m(
      'uninstall-data',
      'constraint',
      "uninstall.php only drops our tables/options/AS actions when the option repeatbox_remove_data_on_uninstall === 'yes' (off by default). People delete + reinstall to 'fix' things; in 2023 two shops lost all subscriptions that way.",
      {
        age: 310,
        files: ['uninstall.php'],
        tags: ['uninstall', 'data'],
      },
    ),
    m(
      'telemetry-optin',
      'decision',
      'Usage telemetry is opt-in only (checkbox in onboarding, default off), weekly AS action sends counts to stats.repeatbox.io: versions, HPOS on/off, number of subs bucketed, gateways used. Nothing about customers, no URLs of the shop except a hashed home_url.',
      {
        files: ['src/Telemetry/Tracker.php'],
        tags: ['telemetry', 'privacy', 'wporg'],
      },
    ),
    m(
      'team-owners',
      'fact',
      'Who knows what: Jonas — lead, architecture, final say on releases. Camila — renewals, payment adapters, WCS importer. Thibault — admin React, blocks, fr_FR. Dan — CI, release, license server, infra. Priya — support lead + QA, decides P1/P2.',
      {
        age: 200,
        tags: ['team', 'ownership'],
      },
    ),
    m(
      'correios-note',
      'note',
      'Correios integration is on ice. SIGEP Web is being shut down and the new API needs a contract per shop; Brazilian merchants mostly use Melhor Envio anyway. If we do BR labels again it would be a Melhor Envio client, not Correios direct. — Camila',
      {
        age: 400,
        tags: ['labels', 'brazil', 'carriers'],
      },
    ),
    m(
      'note-wpml',
      'note',
      'WPML/Polylang: email subjects and the subscribe-box texts are registered in wpml-config.xml. If you add an option with customer-facing text, add it there too or multilingual shops send it in the default language.',
      {
        age: 240,
        files: ['wpml-config.xml'],
        tags: ['i18n', 'wpml', 'multilingual'],
      },
    ),
    m(
      'settings-api',
      'convention',
      "Settings are a WooCommerce settings tab (WC_Settings_Page subclass, tab id 'repeatbox') with section per feature; option names repeatbox_*, autoload 'no' for anything not needed on every request. Yes/no options are stored as 'yes'/'no' strings like WC does, not booleans.",
      {
        files: ['src/Admin/Settings/SettingsPage.php'],
        tags: ['settings', 'options', 'admin'],
      },
    ),

    // ---------- candidates (agent proposals, unreviewed) ----------
    m(
      'cand-tanstack',
      'decision',
      'Use @tanstack/react-query in the admin screens for caching and polling REST data instead of hand-written useEffect fetches.',
      {
        candidate: true,
        tags: ['react', 'admin'],
      },
    ),
    m(
      'cand-php-scoper',
      'decision',
      'Replace Strauss with humbug/php-scoper for prefixing vendored dependencies.',
      {
        candidate: true,
        tags: ['composer', 'prefixing'],
      },
    ),
    m('cand-pest', 'convention', 'Write new PHP tests with Pest instead of PHPUnit test classes.', {
      candidate: true,
      tags: ['testing'],
    }),
    m(
      'cand-includes-move',
      'decision',
      'Move every class in includes/ into src/ with namespaces in a single refactor PR and delete includes/.',
      {
        candidate: true,
        tags: ['refactor', 'autoload'],
      },
    ),
    m(
      'cand-redis-rates',
      'fact',
      'Carrier rates are cached in Redis via wp_cache_set with a 10 minute TTL.',
      {
        candidate: true,
        tags: ['carriers', 'cache'],
      },
    ),

    // ---------- credentials people pasted ----------
    m(
      'secret-easypost-customer',
      'note',
      'Bean Box (HS#3981) gave us their EasyPost production key to reproduce the duplicate label thing: EZAK4c8e1f0b7a2d4e9c96b3f5a1d0e7c82bUo5Rn8tKq2Wz — delete this when the ticket is closed!!',
      { secret: 'EZAK4c8e1f0b7a2d4e9c96b3f5a1d0e7c82bUo5Rn8tKq2Wz', tags: ['support', 'easypost'] },
    ),
    m(
      'secret-stripe-store',
      'fact',
      'the refunds script for our own store (repeatbox.io checkout) uses the restricted key rk_live_51Mz8QhKc2LwP4vT9nXy7RbJ0sDfG3aHkE6mU1oZiV5qWtNpC8yB4xL2jS9dF0gR7eA3hK, it only has refunds:write + charges:read',
      {
        secret: 'rk_live_51Mz8QhKc2LwP4vT9nXy7RbJ0sDfG3aHkE6mU1oZiV5qWtNpC8yB4xL2jS9dF0gR7eA3hK',
        tags: ['stripe', 'store'],
      },
    ),
    m(
      'secret-license-admin',
      'note',
      "Admin on licenses.repeatbox.io is dan@repeatbox.io and the pass is Wq7!tPz3#kLm9Rvb. Priya's refund macro logs in with it so don't rotate it without telling her.",
      { secret: 'Wq7!tPz3#kLm9Rvb', tags: ['licensing', 'admin'] },
    ),
    m(
      'secret-svn-ptbr',
      'note',
      'Pra subir a Lite no wp.org a conta do SVN é "repeatbox" e a senha é Jx4#pL9wQz2!mRe — ainda não coloca no CI, o Dan vai criar o secret no GitHub. (Camila)',
      { secret: 'Jx4#pL9wQz2!mRe', tags: ['wporg', 'svn', 'release'] },
    ),
    m(
      'secret-smtp-fr',
      'note',
      "Thibault : le SMTP du staging passe par Brevo. Identifiant 7c1f02001@smtp-brevo.com, et comme mot de passe c'est la clé xsmtpsib-4e9b2c71a5d38f06e2b7c94a1d5f3e8b0c6a27d9e4f1b8a3c5d7e9f0a2b4c6d8-Kq7PzR2mXw9LtN3v (port 587).",
      {
        secret: 'xsmtpsib-4e9b2c71a5d38f06e2b7c94a1d5f3e8b0c6a27d9e4f1b8a3c5d7e9f0a2b4c6d8-Kq7PzR2mXw9LtN3v',
        tags: ['smtp', 'staging'],
      },
    ),
    m(
      'secret-staging-admin',
      'note',
      "if you need wp-admin on staging.repeatbox.io just log in as rbadmin with tangerine-Otter-4471! — it's reset every night anyway so don't bother creating your own user",
      { secret: 'tangerine-Otter-4471!', tags: ['staging'] },
    ),
    m(
      'secret-paypal-store',
      'fact',
      'PayPal Payments on repeatbox.io (live app "Repeatbox Store"): client id AZq3Lm8Tn1Vx5Rb9Kc2Wd7Hf4Jg0Ps6Yt3Ue8Oi1 / secret EHk9vL2pQx7RtW4nZ8cY1mB6dF3gJ0sA5uK2iO9eT7rP4wX1qN8zV3bH6yM0lC5jD2fG9aS',
      {
        secret: 'EHk9vL2pQx7RtW4nZ8cY1mB6dF3gJ0sA5uK2iO9eT7rP4wX1qN8zV3bH6yM0lC5jD2fG9aS',
        tags: ['paypal', 'store'],
      },
    ),
    m(
      'secret-sendcloud-partner',
      'note',
      'Sendcloud partner account for the integration tests (the sandbox one Jonas set up): {"public_key":"b7f3a9c1-2d4e-4f60-8a1b-3c5d7e9f0a2b","secret_key":"9e2d4f6a8b0c1e3f5a7b9c2d4e6f8a0b"}',
      { secret: '9e2d4f6a8b0c1e3f5a7b9c2d4e6f8a0b', tags: ['sendcloud', 'testing'] },
    ),
  ],
  sessions: [
    {
      id: 'woo-plugin-session-1',
      age: 2,
      turns: [
        said(
          'morning. today I want to finish the "skip next shipment" thing for the my account page. it is in src/Frontend/MyAccount.php and the new SkipShipment class I started yesterday',
        ),
        replied(
          'I see SkipShipment::handle() is a stub. Should skipping create a renewal order with a zero total so the customer has a record of it?',
        ),
        said(
          'no no, skip does not create any renewal order. we just push next_payment_gmt one billing period forward and write a row in renewal_log with status skipped, that is our record. zero orders confuse the merchants reports',
          { key: 's-skip-renewal', type: 'decision' },
        ),
        replied(
          'Got it. I will move the schedule with Scheduler::reschedule() and insert the skipped row using the same (subscription_id, period_start_gmt) key, so a skip and a renewal for the same period can never both happen.',
        ),
        said(
          'perfect. the my account form posts to admin-ajax right now, the old code has wp_ajax_repeatbox_skip',
        ),
        replied(
          'Want me to keep the wp_ajax_ handler and just add the nonce check, or move it to a REST route?',
        ),
        said(
          'move it. actually as a rule, we dont add new admin-ajax.php handlers anymore, anything new is a REST route under repeatbox/v1. old ajax ones stay until somebody touches them',
          { key: 's-no-ajax', type: 'decision' },
        ),
        replied(
          'OK. I will add POST /repeatbox/v1/my/subscriptions/{id}/skip with a permission_callback that requires a logged-in user.',
        ),
        said(
          'logged in is not enough!! it must check the subscription belongs to get_current_user_id(). Priya found exactly this IDOR in 2.6.2, you could skip other people boxes by changing the id. every customer-facing endpoint checks ownership, also the view and pause ones',
          { key: 's-customer-caps', type: 'constraint' },
        ),
        replied(
          'Right, I will use SubscriptionRepository::find_for_customer( $id, get_current_user_id() ) in the permission callback and return 404 rather than 403 when it is not theirs. For errors, should I return a { success: false, message } JSON?',
        ),
        said(
          "hmm no. errors are WP_Error with a code starting with repeatbox_ (like repeatbox_skip_limit_reached) and 'status' in the data. the react side switches on error.code to choose the message, never on the message text, because the message is translated",
          { key: 's-rest-errors', type: 'convention' },
        ),
        said(
          'for local testing my EasyPost sandbox key is EZTK7b2e9d4c1a0f4e8b95c3d6a7f1e2b04cXr3Nq8Vm2Kp5Tz, the .wp-env.override.json one is expired',
          {
            secret: 'EZTK7b2e9d4c1a0f4e8b95c3d6a7f1e2b04cXr3Nq8Vm2Kp5Tz',
          },
        ),
        replied(
          'Thanks. While we are in shipments: when a subscription is cancelled I could also void any purchased label for the pending shipment automatically, to save the merchant the postage.',
        ),
        said(
          'please not. we never auto-void labels when an order or sub is cancelled, the merchant must click Void themself. some shops print in the morning and the parcel is already on the truck, auto void = parcel shipped without valid postage. we had complaints',
          { key: 's-no-auto-void', type: 'constraint' },
        ),
        said(
          "also the button labels you put: 'Skip Next Shipment' → 'Skip next shipment'. all UI strings sentence case, Thibault and the translators asked for it and the WP admin does the same",
          { key: 's-sentence-case', type: 'convention' },
        ),
        replied('Fixed in SkipButton.js and the PHP template. Want me to run the tests?'),
        said('yes run test:php with --filter=Skip, the rest takes ages'),
        replied('12 tests, 12 passed. I also added a test for the ownership check returning 404.'),
        said(
          'nice. one more thing since you are near the importer code: the WCS importer reads Woo Subscriptions data read-only with wc_get_orders type shop_subscription, it never writes or changes status on their subscriptions and never calls wcs_* functions, because people deactivate WCS in the middle of the migration. so keep SkipShipment away from that',
          { key: 's-wcs-readonly', type: 'constraint' },
        ),
        said(
          'and changelog line for this: when a fix or feature comes from a ticket we put the Help Scout number at the end, like "* Add - Customers can skip their next shipment from My Account (HS#4470)."',
          { key: 's-changelog-ticket', type: 'convention' },
        ),
        replied('Added to changelog.txt under the unreleased section.'),
        said('ok cool, thanks. lunch'),
      ],
    },
  ],
  prompts: [
    p('add a `skipped_count` int column to the subscriptions table, default 0 (src/Database/Schema.php)', [
      'schema-dbdelta',
      'dbdelta-quirk',
    ]),
    p(
      "src/Renewals/RenewalProcessor.php ~line 88 does get_post_meta( $order_id, '_repeatbox_subscription_id', true ) and it returns '' on some shops even tho the meta is clearly on the order in the admin. what gives",
      ['hpos-compat'],
    ),
    p('can i use a match() in src/Labels/LabelStatus.php instead of this giant switch? its so much cleaner', [
      'php-range',
      'php-drop-74',
    ]),
    p(
      'PHP Fatal error:  Uncaught Error: Class "GuzzleHttp\\Client" not found in /var/www/html/wp-content/plugins/repeatbox/src/Labels/Carriers/CanadaPostClient.php:41\nonly in the zip from CI, works on my machine',
      ['http-wp-remote', 'strauss-prefix'],
    ),
    p(
      "where's the wp_schedule_event for repeatbox_process_renewals? want it every 15 min instead of hourly",
      ['action-scheduler'],
    ),
    p(
      'add an endpoint the admin React screen can call to pause a subscription for N cycles. @src/Rest/SubscriptionsController.php',
      ['rest-namespace', 'rest-permission', 's-rest-errors', 'sub-statuses'],
    ),
    p('write phpunit tests for RetryPolicy, covering what happens after each failed attempt', [
      'renewal-retry-fixed',
      'renewal-retry-decline',
      'phpunit-polyfills',
    ]),
    p(
      'bin/install-wp-tests.sh: line 64: mysqladmin: command not found ... how do I get the php tests running on my new laptop',
      ['phpunit-wpenv'],
    ),
    p(
      'write an e2e test: guest buys a subscription product through the block checkout and sees it under My Account > Subscriptions. put it next to the others in @tests/e2e/specs',
      ['e2e-playwright', 'e2e-checkout-flaky'],
    ),
    p('tests/e2e/cypress/settings.cy.js broke after the WC 9 update, can you fix the selectors', [
      'e2e-playwright',
    ]),
    p('regenerate the pot, Thibault added strings in the skip shipment modal', ['pot-wpcli']),
    p(
      "Translators say 'Renews every %s' is still english in the French admin even though fr_FR.po has it translated. The string is in assets/src/admin/components/RenewalSummary.js",
      ['js-i18n'],
    ),
    p('prep 2.9.0 release: version bump + changelog from the merged PRs since 2.8.3', [
      'version-bump',
      'changelog-format',
      's-changelog-ticket',
    ]),
    p('why is the pro zip 38MB now?? it was like 4', ['distignore', 'build-zip']),
    p(
      'ticket HS#4512: "Download label" gives 404 for labels older than ~30 days. Merchant needs to reprint. look at src/Labels/LabelStorage.php',
      ['label-pdf-store', 'label-pdf-url'],
    ),
    p(
      'buying a DHL label via Sendcloud from the order screen: spinner for ages and sometimes it just never finishes. merchant says wp cron is disabled on their host (DISABLE_WP_CRON true, real cron every 15 min). how should we fix this',
      ['label-purchase-async', 'label-purchase-sync', 'sendcloud'],
    ),
    p('add Canada Post label support', ['label-easypost', 'carrier-sandbox']),
    p('src/Labels/Webhooks/ShippoWebhook.php - handle the new "transit_exception" tracking event', [
      'label-easypost',
    ]),
    p(
      'customer charged twice for the same renewal, orders #10231 and #10233 both for sub 872 same day. how could that happen',
      ['renewal-idempotent', 'as-args'],
    ),
    p(
      'send the customer a reminder email 3 days before each renewal, new class next to the others in src/Emails/',
      ['action-scheduler', 'as-args', 'email-templates'],
    ),
    p(
      'convert assets/js/legacy/subscriptions-list.js to a proper react screen. it has the bulk actions, filters by status, pagination',
      ['admin-react', 'api-fetch', 'admin-ts', 'admin-jsdoc'],
    ),
    p('npm i react@19 @tanstack/react-query — want to use them for the new dashboard', [
      'react-18',
      'wp-scripts-externals',
      'api-fetch',
    ]),
    p('add a "Subscribe & save 10%" option that shows on checkout', ['checkout-blocks']),
    p('next payment date in the admin list is one day early for a shop in Australia/Sydney', ['dates-utc']),
    p(
      'phpcs: WordPress.DB.PreparedSQL.InterpolatedNotPrepared on SubscriptionRepository::find_due(), the table name is interpolated. fix it',
      ['sql-identifier-placeholder', 'sql-prepare'],
    ),
    p('i want symfony/http-foundation for parsing the webhook requests, just composer require it?', [
      'strauss-new-dep',
      'strauss-prefix',
    ]),
    p('`composer mozart compose` crashes on php 8.3 with a deprecation, any idea?', ['strauss-prefix']),
    p(
      'Priya: on staging I can open /my-account/subscriptions/view/123 logged in as another customer and see the address. can u fix @src/Frontend/MyAccount.php',
      ['s-customer-caps'],
    ),
    p(
      'big shop (4k subs) says renewals stopped after their firewall started blocking outgoing requests to licenses.repeatbox.io. is that expected?',
      ['license-fail-open', 'license-server'],
    ),
    p(
      'marketing wants a Pro teaser in the Lite settings: show the label settings greyed out with a lock icon',
      ['lite-guidelines', 'lite-pro'],
    ),
    p(
      "rename filter repeatbox_label_args -> repeatbox_shipment_label_args, old name doesn't make sense anymore",
      ['public-hooks-bc', 'hooks-prefix'],
    ),
    p(
      '@src/Labels/PurchaseLabelJob.php when label purchase fails log the whole EasyPost response so support can see what happened',
      ['logging'],
    ),
    p(
      'we need to also import the WCS payment tokens + next payment dates in the importer, and then mark the WCS subscriptions as cancelled so they dont renew twice. see src/Migration/WcsImporter.php',
      ['s-wcs-readonly', 'as-args', 'hpos-compat'],
    ),
    p('when a subscription gets cancelled, void its purchased labels automatically to refund the postage', [
      's-no-auto-void',
    ]),
    p(
      'add a "Resend label email" row action on the shipments list — wp_ajax handler + a bit of jquery is fine i guess',
      ['s-no-ajax', 'rest-permission'],
    ),
    p(
      "go through the admin and fix the button capitalisation, we have 'Pause Subscription' next to 'Cancel subscription'",
      ['s-sentence-case'],
    ),
    p(
      'updated woocommerce-stubs and phpstan has 37 new errors, ok if I regenerate the baseline so CI goes green?',
      ['phpstan'],
    ),
    p('tests for the renewal order factory — need to cover both order storage modes?', [
      'tests-hpos-matrix',
      'renewal-order',
      'phpunit-polyfills',
    ]),
    p('3 shops since 2.8.3 with renewals stuck in pending payment. how do we get a fix out today', [
      'support-priority',
    ]),
    p("what's the difference between wp_cache_set and set_transient, generally", []),
    p('explain this regex to me: /^(\\d{5})(-\\d{4})?$/', []),
    p('write a bash loop that unzips every .zip in ~/Downloads/tickets into its own folder', []),
    p(
      "old snippet from a customer: new WP_Query( [ 'post_type' => 'rb_subscription', 'meta_query' => [ [ 'key' => '_rb_next_payment', ... ] ] ] ) returns nothing on 2.8. how do they get the subs due this week now?",
      ['custom-tables', 'dates-utc'],
    ),
    p('thanks, that worked', []),
    p('whats the wp-cli command to list active plugins with versions', []),
  ],
});
