// A PHP 8.3 / Laravel 11 multi-tenant B2B invoicing and subscriptions SaaS ("Ledgerly"): Vue 3 + Inertia + Vite,
// MySQL 8 (Aurora), Redis + Horizon, Pest, Stripe (Cashier for the platform plans, Connect for tenants' customers),
// Pennant, Sentry, Larastan + Pint, EKS with Helm and Argo CD.
// Held-out scenario (round D): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'laravel-saas',
  stack:
    'PHP 8.3, Laravel 11, Vue 3 + Inertia + Vite (TypeScript), MySQL 8 (Aurora), Redis + Horizon, Pest 3, Laravel Cashier (Stripe) + Stripe Connect, Pennant, Sentry, Larastan + Pint, AWS EKS (Helm, Argo CD)',
  memories: [
    m(
      'php-version',
      'fact',
      'PHP 8.3: composer.json requires "php": "^8.3" and the images build FROM php:8.3-fpm-alpine. We use readonly classes and typed class constants freely.',
      {
        fact: 'ledgerly | php_version | 8.3',
        age: 360,
        reaffirm: 25,
        files: ['composer.json', 'docker/php/Dockerfile'],
        tags: ['php', 'version'],
      },
    ),
    m(
      'db-mysql',
      'fact',
      'Primary store is Aurora MySQL 3 (MySQL 8.0 compatible), schema ledgerly, utf8mb4 / utf8mb4_0900_ai_ci. One writer, one reader endpoint; the read connection is configured under mysql.read in config/database.php with sticky => true.',
      {
        fact: 'ledgerly | uses_database | MySQL 8 (Aurora)',
        age: 420,
        reaffirm: 40,
        files: ['config/database.php'],
        tags: ['mysql', 'aurora', 'database'],
      },
    ),
    m(
      'tenancy-multidb',
      'decision',
      'Multi-tenancy: every tenant gets its own MySQL database (stancl/tenancy). The tenant DB is created on signup by the TenantCreated pipeline and tenant migrations live in database/migrations/tenant, run with `php artisan tenants:migrate`.',
      {
        fact: 'ledgerly | tenancy_model | database per tenant',
        age: 540,
        files: ['config/tenancy.php', 'database/migrations/tenant'],
        tags: ['tenancy', 'stancl'],
      },
    ),
    m(
      'tenancy-scoped',
      'decision',
      'We collapsed everything into a single shared database. Every tenant-owned table has a non-null tenant_id (FK to tenants, first column of its composite indexes) and its model uses the BelongsToTenant trait, which registers TenantScope and fills tenant_id on creating from app(CurrentTenant::class). There is one migrations folder and plain `php artisan migrate`; the package and its commands are gone.',
      {
        fact: 'ledgerly | tenancy_model | single database, tenant_id column scoping',
        supersedes: 'tenancy-multidb',
        age: 265,
        reaffirm: 14,
        canonical: true,
        files: [
          'app/Models/Concerns/BelongsToTenant.php',
          'app/Models/Scopes/TenantScope.php',
          'app/Tenancy/CurrentTenant.php',
        ],
        tags: ['tenancy', 'eloquent', 'global-scope'],
        reason:
          'with ~4,000 tenant databases a deploy spent 50 minutes in tenants:migrate and cross-tenant reporting was impossible',
      },
    ),
    m(
      'tenant-resolution',
      'fact',
      'The tenant comes from the subdomain ({tenant}.ledgerly.app) in the IdentifyTenant middleware for web routes, and from the Sanctum token owner for /api. Both bind the CurrentTenant singleton; everything downstream reads it from there.',
      {
        files: ['app/Http/Middleware/IdentifyTenant.php', 'bootstrap/app.php'],
        tags: ['tenancy', 'middleware', 'subdomain'],
      },
    ),
    m(
      'tenant-withoutscope',
      'constraint',
      'withoutGlobalScope(TenantScope::class) / withoutGlobalScopes() are only allowed under app/Console and app/Domain/Admin. A custom PHPStan rule (TenantScopeBypassRule) fails the build anywhere else. Cross-tenant code must say explicitly which tenants it is iterating.',
      {
        files: ['phpstan/Rules/TenantScopeBypassRule.php', 'phpstan.neon'],
        tags: ['tenancy', 'phpstan', 'security'],
      },
    ),
    m(
      'incident-tenant-leak',
      'note',
      "Sep 2025 incident: a queued reminder job ran with no tenant bound, TenantScope silently applied no where-clause, and ~300 payment reminders went to other tenants' customers. Fix: TenantScope now throws MissingTenantException when CurrentTenant is empty, and jobs restore the tenant explicitly.",
      {
        files: ['app/Models/Scopes/TenantScope.php', 'app/Jobs/SendPaymentReminder.php'],
        tags: ['incident', 'tenancy', 'queues'],
      },
    ),
    m(
      'jobs-tenant-aware',
      'convention',
      'any job touching tenant data implements TenantAware and takes int $tenantId as its first ctor arg. The RestoreTenantContext job middleware binds CurrentTenant before handle() and clears it after. No TenantAware -> no tenant -> exception.',
      {
        files: ['app/Jobs/Contracts/TenantAware.php', 'app/Jobs/Middleware/RestoreTenantContext.php'],
        tags: ['queues', 'tenancy', 'jobs'],
      },
    ),
    m(
      'unique-index-tenant',
      'convention',
      "Uniqueness is always per tenant: DB unique indexes include tenant_id (e.g. unique(['tenant_id', 'email']) on customers) and validation uses Rule::unique('customers')->where('tenant_id', $tenantId). A bare unique:customers,email rule is a bug.",
      {
        files: ['app/Http/Requests'],
        tags: ['validation', 'tenancy', 'indexes'],
      },
    ),
    m(
      'deploy-forge',
      'fact',
      'Production is two Forge-managed servers (web-1, web-2) plus a worker box; pushing to main triggers the Forge deploy script, Envoyer handles zero-downtime symlink switching.',
      {
        fact: 'ledgerly | deployment_platform | Laravel Forge',
        age: 500,
        tags: ['deploy', 'forge'],
      },
    ),
    m(
      'deploy-eks',
      'decision',
      'Prod runs on Kubernetes: EKS cluster prod-euc1 (eu-central-1). Chart at deploy/helm/ledgerly with three deployments: web (nginx + php-fpm sidecars), horizon, and scheduler (exactly one replica running `php artisan schedule:work`). GitHub Actions builds the image to ECR, Argo CD syncs from the ledgerly-deploy repo.',
      {
        fact: 'ledgerly | deployment_platform | AWS EKS (Kubernetes)',
        supersedes: 'deploy-forge',
        age: 205,
        reaffirm: 10,
        files: [
          'deploy/helm/ledgerly/values.yaml',
          'deploy/helm/ledgerly/templates',
          '.github/workflows/build.yml',
        ],
        tags: ['kubernetes', 'eks', 'helm', 'argocd', 'deploy'],
        reason:
          'the worker box fell over every month-end run and we could not scale Horizon separately from web',
      },
    ),
    m(
      'migrations-deploy',
      'constraint',
      'Migrations run as a Helm pre-upgrade hook Job (`php artisan migrate --force --isolated`) while the old pods are still serving. So every migration has to work with the previous release: add columns nullable or with a default, backfill in a job, tighten in a later release. No renames or drops in the same release as the code that stops using the column.',
      {
        files: ['deploy/helm/ledgerly/templates/migrate-job.yaml', 'database/migrations'],
        tags: ['migrations', 'deploy', 'helm', 'zero-downtime'],
      },
    ),
    m(
      'big-table-migrations',
      'constraint',
      'invoices (~60M rows) and invoice_lines (~210M) cannot be altered with a normal Laravel migration. Schema changes on them go through gh-ost, run by infra from a ticket in #infra; the Laravel migration that goes with it only records the change (guarded by Schema::hasColumn).',
      {
        files: ['database/migrations'],
        tags: ['mysql', 'migrations', 'gh-ost', 'large-tables'],
        reason:
          'an ALTER TABLE invoice_lines ADD COLUMN held a metadata lock for 14 minutes and took checkout down',
      },
    ),
    m(
      'money-decimal',
      'convention',
      "Monetary columns are DECIMAL(12,2), cast with 'decimal:2' on the model.",
      {
        age: 470,
        tags: ['money'],
      },
    ),
    m(
      'money-cents',
      'decision',
      'Money is integer minor units, full stop. Columns are BIGINT (amount_minor, tax_minor, total_minor...) next to a CHAR(3) currency, the MoneyCast turns them into Brick\\Money\\Money. No floats, no decimal strings, no bcmath on amounts in app code. Zero-decimal currencies (JPY, HUF for cash) work because Money::ofMinor respects the currency context.',
      {
        supersedes: 'money-decimal',
        age: 240,
        reaffirm: 30,
        canonical: true,
        files: ['app/Casts/MoneyCast.php', 'app/Support/Money'],
        tags: ['money', 'brick-money', 'currency'],
        reason: 'one-cent drift between the PDF total and the Stripe charge on multi-line invoices',
      },
    ),
    m(
      'currency-fixed',
      'constraint',
      "An invoice has exactly one currency, copied from the customer when the draft is created and never changed. We don't do FX in the app; totals across currencies are reported per currency, never summed.",
      {
        tags: ['currency', 'invoices', 'reporting'],
      },
    ),
    m(
      'tax-per-line',
      'decision',
      'Tax is calculated per line: each line amount × its rate, rounded half-up to the minor unit, and the invoice tax is the sum of the line taxes. TaxCalculator::forLine is the only place that rounds.',
      {
        files: ['app/Domain/Billing/TaxCalculator.php'],
        tags: ['tax', 'rounding', 'invoices'],
      },
    ),
    m(
      'tax-on-subtotal',
      'fact',
      'TaxCalculator groups lines by tax rate, applies the rate to each group subtotal and rounds once per group; the per-line tax shown in the UI is display only and may not add up to the invoice tax.',
      {
        files: ['app/Domain/Billing/TaxCalculator.php'],
        tags: ['tax', 'rounding'],
        disputes: 'tax-per-line',
      },
    ),
    m(
      'invoice-number-finalize',
      'decision',
      'Invoice numbers are assigned at finalisation, inside the FinalizeInvoice transaction, by locking the tenant’s invoice_sequences row (lockForUpdate). Gapless per tenant and year; format per tenant, default INV-{YYYY}-{seq:05}. Drafts have number = null.',
      {
        files: [
          'app/Domain/Billing/Actions/FinalizeInvoice.php',
          'app/Domain/Billing/InvoiceNumberGenerator.php',
        ],
        tags: ['invoices', 'numbering', 'compliance'],
        reason: 'German and French tenants are legally required to have gapless sequential numbers',
      },
    ),
    m(
      'invoice-number-draft',
      'fact',
      'The invoice number gets reserved when the draft is created (InvoiceNumberReserver) so the preview PDF already shows it; if the draft is deleted the gap is written to invoice_number_gaps for the auditors.',
      {
        files: ['app/Domain/Billing/InvoiceNumberReserver.php'],
        tags: ['invoices', 'numbering'],
        disputes: 'invoice-number-finalize',
      },
    ),
    m(
      'invoice-immutable',
      'constraint',
      'A finalized invoice is frozen: lines, amounts, dates and the customer/address snapshot never change after status leaves draft. Corrections are a credit note (full or partial) or VoidInvoice followed by a new invoice. InvoicePolicy::update() returns false for anything not draft, and that applies to tinker and migrations too.',
      {
        canonical: true,
        files: ['app/Policies/InvoicePolicy.php', 'app/Domain/Billing/Actions/VoidInvoice.php'],
        tags: ['invoices', 'compliance', 'gobd', 'credit-notes'],
        reason: 'GoBD / French anti-fraud rules; an edited sent invoice is a tax audit finding',
      },
    ),
    m(
      'invoice-softdeletes',
      'fact',
      'Invoice, Customer and Subscription use the SoftDeletes trait. Deleting in the UI just sets deleted_at; rows are kept for the 10-year retention period and reports need withTrashed() where appropriate.',
      {
        files: ['app/Models/Invoice.php', 'app/Models/Customer.php', 'app/Models/Subscription.php'],
        tags: ['eloquent', 'soft-deletes', 'retention'],
      },
    ),
    m(
      'no-softdeletes',
      'decision',
      "no SoftDeletes on billing models. drafts get hard-deleted, finalized invoices can't be deleted at all (void them), customers with invoices get archived (archived_at) not deleted. soft-deleted rows kept tripping unique checks and half the reports forgot withTrashed().",
      {
        files: ['app/Models/Invoice.php', 'app/Models/Customer.php'],
        tags: ['eloquent', 'soft-deletes', 'invoices'],
        disputes: 'invoice-softdeletes',
      },
    ),
    m(
      'invoice-state-machine',
      'convention',
      'Invoice status (App\\Enums\\InvoiceStatus: draft, open, paid, void, uncollectible) only changes through the actions in app/Domain/Billing/Actions — FinalizeInvoice, MarkInvoicePaid, VoidInvoice, MarkUncollectible. Never assign $invoice->status directly; the actions fire the domain events the ledger and webhooks depend on.',
      {
        files: ['app/Enums/InvoiceStatus.php', 'app/Domain/Billing/Actions'],
        tags: ['invoices', 'state-machine', 'enums', 'events'],
      },
    ),
    m(
      'actions-pattern',
      'convention',
      'Business logic goes in single-purpose Action classes (app/Domain/{Area}/Actions, one public execute() method, injected via the container). Controllers stay thin: FormRequest in, action call, Inertia::render or redirect out. No Eloquent queries in controllers beyond route-model binding.',
      {
        files: ['app/Domain', 'app/Http/Controllers'],
        tags: ['architecture', 'actions', 'controllers'],
      },
    ),
    m(
      'form-requests',
      'convention',
      'Validation lives in FormRequest classes under app/Http/Requests/{Area}/, with authorize() delegating to the policy ($this->user()->can(...)). No $request->validate() inline in controllers.',
      {
        files: ['app/Http/Requests'],
        tags: ['validation', 'form-requests', 'authorization'],
      },
    ),
    m(
      'pdf-browsershot',
      'fact',
      'Invoice PDFs: spatie/laravel-pdf with the Browsershot driver (headless Chromium ships in the horizon image), template resources/views/pdf/invoice.blade.php. Generated by the GenerateInvoicePdf job on the pdf queue and stored on the s3-documents disk at tenants/{tenant_id}/invoices/{uuid}.pdf.',
      {
        files: [
          'app/Jobs/GenerateInvoicePdf.php',
          'resources/views/pdf/invoice.blade.php',
          'config/filesystems.php',
        ],
        tags: ['pdf', 'browsershot', 's3'],
      },
    ),
    m(
      'horizon-pdf-memory',
      'note',
      'Chromium leaks memory across Browsershot runs. The pdf supervisor in config/horizon.php is capped at memory 512 and maxJobs 40 so workers recycle; the horizon pod limit is 2Gi. Raising maxProcesses on pdf without raising the pod limit gets it OOMKilled.',
      {
        files: ['config/horizon.php', 'deploy/helm/ledgerly/values.yaml'],
        tags: ['horizon', 'pdf', 'memory', 'oom'],
      },
    ),
    m(
      's3-private',
      'constraint',
      "The documents bucket (ledgerly-documents-prod) is private. Links to PDFs are Storage::disk('s3-documents')->temporaryUrl() with a 10-minute expiry, generated at click time. Emails never contain an S3 URL; they link to the signed route invoices.download (URL::signedRoute, 30 days) which redirects to a fresh temporary URL.",
      {
        files: ['config/filesystems.php', 'app/Http/Controllers/InvoiceDownloadController.php'],
        tags: ['s3', 'security', 'pdf', 'signed-urls'],
      },
    ),
    m(
      'stripe-cashier',
      'fact',
      'Our own SaaS billing (tenants paying us) is Laravel Cashier on the Tenant model — Tenant uses Billable, not User. Plans starter / growth / scale map to Stripe price IDs in config/plans.php, and plan limits (seats, invoices per month) are read from there via $tenant->planLimits().',
      {
        fact: 'ledgerly | platform_billing | Laravel Cashier (Stripe)',
        files: ['app/Models/Tenant.php', 'config/plans.php', 'config/cashier.php'],
        tags: ['cashier', 'stripe', 'plans', 'subscriptions'],
      },
    ),
    m(
      'stripe-connect',
      'fact',
      "Tenants' customers pay invoices through Stripe Connect (Standard accounts, tenants.stripe_account_id). PaymentIntents are created on the connected account (the stripe_account request option) with an application_fee_amount of 0.5%. Cashier is not involved in any of this.",
      {
        files: ['app/Billing/Gateway/StripeConnectGateway.php'],
        tags: ['stripe', 'connect', 'payments'],
      },
    ),
    m(
      'webhooks-sync',
      'fact',
      "Stripe webhooks go to App\\Http\\Controllers\\StripeWebhookController, which extends Cashier's WebhookController; handlers like handleInvoicePaymentSucceeded and handleAccountUpdated do their work inside the request and return 200 when done.",
      {
        files: ['app/Http/Controllers/StripeWebhookController.php', 'routes/web.php'],
        tags: ['stripe', 'webhooks', 'cashier'],
      },
    ),
    m(
      'webhooks-queued',
      'decision',
      'Webhook endpoint does three things: verify the signature, insert the raw event into stripe_events (unique on stripe_event_id, so duplicates are dropped), dispatch ProcessStripeEvent on the webhooks queue. Then 200. All handling happens in the job and must be idempotent because Stripe redelivers.',
      {
        files: ['app/Jobs/ProcessStripeEvent.php', 'app/Http/Controllers/StripeWebhookController.php'],
        tags: ['stripe', 'webhooks', 'queues', 'idempotency'],
        disputes: 'webhooks-sync',
      },
    ),
    m(
      'stripe-api-version',
      'constraint',
      "Stripe API version is pinned (2024-06-20) in config/cashier.php and in the Connect gateway. Don't bump it casually — payload shapes change; run the webhook fixture tests and check the Connect flows on staging first.",
      {
        files: ['config/cashier.php', 'app/Billing/Gateway/StripeConnectGateway.php'],
        tags: ['stripe', 'api-version'],
      },
    ),
    m(
      'stripe-tests',
      'convention',
      'Tests never talk to Stripe. The PaymentGateway interface is bound to FakePaymentGateway in tests/Pest.php; webhook tests post the JSON fixtures from tests/Fixtures/stripe/ signed with the stripeSignature() helper.',
      {
        files: ['tests/Pest.php', 'tests/Fixtures/stripe', 'app/Billing/Gateway/PaymentGateway.php'],
        tags: ['tests', 'stripe', 'fakes'],
      },
    ),
    m(
      'horizon',
      'fact',
      'Queues run on Redis (ElastiCache) under Horizon. Supervisors in config/horizon.php: default, mail, pdf, webhooks, billing. /horizon is gated by the viewHorizon gate to is_staff users.',
      {
        fact: 'ledgerly | queue_driver | Redis + Horizon',
        files: ['config/horizon.php', 'app/Providers/HorizonServiceProvider.php'],
        tags: ['horizon', 'redis', 'queues'],
      },
    ),
    m(
      'queue-billing-serial',
      'constraint',
      'Anything that moves money (ChargeInvoice, RetryFailedPayment, RefundPayment) runs on the billing queue, implements ShouldBeUnique keyed on the invoice id and uses the WithoutOverlapping middleware; it passes an idempotency key "inv-{id}-attempt-{n}" to Stripe. Never charge inside a web request.',
      {
        files: ['app/Jobs/ChargeInvoice.php', 'app/Jobs/RetryFailedPayment.php'],
        tags: ['billing', 'queues', 'idempotency', 'stripe'],
      },
    ),
    m(
      'jobs-idempotent',
      'convention',
      'Jobs declare $tries and $backoff explicitly (we usually use 5 and [10, 60, 300]) and must be safe to run twice. Look up current state at the top of handle() and bail if the work is already done.',
      {
        files: ['app/Jobs'],
        tags: ['queues', 'jobs', 'retries'],
      },
    ),
    m(
      'scheduler',
      'fact',
      'Schedule lives in routes/console.php (Laravel 11, no Console Kernel): subscriptions:renew hourly, invoices:send-reminders every 15 min (each tenant gets it at 08:00 local), stripe:reconcile nightly. Everything is ->withoutOverlapping()->onOneServer().',
      {
        files: ['routes/console.php'],
        tags: ['scheduler', 'cron', 'artisan'],
      },
    ),
    m(
      'l11-skeleton',
      'fact',
      'Upgraded to the Laravel 11 slim skeleton: there is no app/Http/Kernel.php or app/Console/Kernel.php. Middleware, aliases and exception reporting are configured in bootstrap/app.php (withMiddleware / withExceptions), providers in bootstrap/providers.php.',
      {
        files: ['bootstrap/app.php', 'bootstrap/providers.php'],
        tags: ['laravel-11', 'middleware', 'exceptions'],
      },
    ),
    m(
      'frontend-mix',
      'fact',
      'Front-end assets are compiled by Laravel Mix (webpack.mix.js); `npm run watch` in dev and `npm run production` in the deploy script. Blade includes them with mix().',
      {
        fact: 'ledgerly | frontend_bundler | Laravel Mix',
        age: 490,
        files: ['webpack.mix.js'],
        tags: ['frontend', 'webpack'],
      },
    ),
    m(
      'frontend-vite',
      'decision',
      'Assets are built with Vite now (laravel-vite-plugin + @vitejs/plugin-vue), entry resources/js/app.ts, @vite() in resources/views/app.blade.php. `npm run dev` for HMR, `npm run build` in the Dockerfile. Client-side env vars must be VITE_-prefixed and read via import.meta.env; process.env.* and the mix() helper no longer exist.',
      {
        fact: 'ledgerly | frontend_bundler | Vite',
        supersedes: 'frontend-mix',
        age: 290,
        files: ['vite.config.ts', 'resources/js/app.ts', 'resources/views/app.blade.php'],
        tags: ['vite', 'frontend', 'build'],
      },
    ),
    m(
      'inertia-pages',
      'convention',
      "Pages are resources/js/Pages/{Area}/{Name}.vue rendered via Inertia::render('Invoices/Show', [...]). Props are shaped with spatie/laravel-data Data objects (app/Data); never hand an Eloquent model to Inertia — it serialises every attribute, including hidden relations and internal columns, into the page JSON.",
      {
        files: ['resources/js/Pages', 'app/Data'],
        tags: ['inertia', 'vue', 'props', 'laravel-data'],
      },
    ),
    m(
      'vue-ts',
      'convention',
      'Vue 3 SFCs with <script setup lang="ts"> and the Composition API only. TS types for the Data objects are generated into resources/js/types/generated.d.ts by `php artisan typescript:transform` — regenerate, never edit by hand. `npm run typecheck` (vue-tsc) runs in CI.',
      {
        files: ['resources/js/types/generated.d.ts', 'config/typescript-transformer.php', 'tsconfig.json'],
        tags: ['vue', 'typescript', 'codegen'],
      },
    ),
    m(
      'tailwind-ui',
      'convention',
      'Styling is Tailwind only, and UI primitives (Button, Modal, DataTable, MoneyInput, Combobox) come from resources/js/Components/ui. Reuse those; no new .css files, no scoped <style> blocks for layout.',
      {
        files: ['resources/js/Components/ui', 'tailwind.config.js'],
        tags: ['tailwind', 'components', 'ui'],
      },
    ),
    m(
      'i18n',
      'convention',
      "All UI strings go through laravel-vue-i18n: $t('invoices.actions.finalize') in Vue, __() in PHP; keys in lang/{en,de,fr,nl}.json, en is the source. PDFs and customer emails render in the customer's locale, not the logged-in user's.",
      {
        files: ['lang', 'resources/js/app.ts'],
        tags: ['i18n', 'translations', 'locale'],
      },
    ),
    m(
      'tests-phpunit',
      'convention',
      'Tests are PHPUnit classes extending Tests\\TestCase (tests/Feature, tests/Unit), methods prefixed test_, run with `php artisan test`.',
      {
        age: 510,
        files: ['phpunit.xml', 'tests/TestCase.php'],
        tags: ['tests', 'phpunit'],
      },
    ),
    m(
      'tests-pest',
      'decision',
      "We're on Pest 3 for everything — the old class-based tests were converted with pest-plugin-drift. it()/test() closures with expect(), datasets for table cases, shared setup in tests/Pest.php. Run `./vendor/bin/pest --parallel`.",
      {
        fact: 'ledgerly | test_framework | Pest',
        supersedes: 'tests-phpunit',
        age: 310,
        reaffirm: 20,
        files: ['tests/Pest.php', 'phpunit.xml'],
        tags: ['pest', 'tests'],
      },
    ),
    m(
      'tests-db',
      'convention',
      'Feature tests use RefreshDatabase on real MySQL (the mysql-test service in docker-compose.yml / the CI service container), not SQLite: JSON columns, generated columns and lockForUpdate behave differently. Factories need a tenant: use the actingAsTenant() helper or ->for($tenant).',
      {
        files: ['tests/Pest.php', 'docker-compose.yml', 'database/factories'],
        tags: ['tests', 'mysql', 'factories', 'tenancy'],
      },
    ),
    m(
      'arch-tests',
      'convention',
      'tests/ArchTest.php enforces: no dd/dump/ray left in app/, controllers do not use the DB facade, Actions are final and only have execute(), Enums live in App\\Enums. Fix the code, do not add ->ignoring() exceptions.',
      {
        files: ['tests/ArchTest.php'],
        tags: ['pest', 'arch', 'tests'],
      },
    ),
    m(
      'larastan',
      'convention',
      'Larastan at level 8. phpstan-baseline.neon only shrinks: new code may not add entries, and nobody regenerates the baseline to make CI green. Pint (laravel preset + declare_strict_types, final_class for Actions) formats. `composer lint` runs both, CI blocks on them.',
      {
        files: ['phpstan.neon', 'phpstan-baseline.neon', 'pint.json', 'composer.json'],
        tags: ['larastan', 'phpstan', 'pint', 'lint'],
      },
    ),
    m(
      'flags-config',
      'convention',
      "Feature flags are booleans in config/features.php backed by env vars (FEATURE_BULK_EXPORT=true) and read with config('features.bulk_export'). Turning one on means changing the env and redeploying.",
      {
        age: 430,
        files: ['config/features.php'],
        tags: ['feature-flags'],
      },
    ),
    m(
      'pennant',
      'decision',
      'Flags are now Pennant features, class-based in app/Features, database driver, scoped to the Tenant: Feature::for($tenant)->active(BulkExport::class), @feature in Blade is not used, the frontend gets active flags as a shared Inertia prop. Rollouts are per tenant from the staff admin, no deploy needed. When a flag reaches 100%, delete the class and every check in the same PR.',
      {
        supersedes: 'flags-config',
        age: 160,
        files: ['app/Features', 'app/Http/Middleware/HandleInertiaRequests.php'],
        tags: ['pennant', 'feature-flags', 'rollout'],
      },
    ),
    m(
      'sentry',
      'fact',
      'Errors and traces go to Sentry: sentry/sentry-laravel on the backend, @sentry/vue in the browser. traces_sample_rate 0.05, send_default_pii false. SetSentryContext middleware tags tenant_id and user id (ids only).',
      {
        files: ['config/sentry.php', 'app/Http/Middleware/SetSentryContext.php', 'resources/js/app.ts'],
        tags: ['sentry', 'errors', 'observability'],
      },
    ),
    m(
      'logging',
      'convention',
      "Logs are JSON to stderr (stderr channel with the JsonFormatter, k8s ships them to CloudWatch). Log::info('invoice.finalized', ['invoice_id' => $id]) — event name plus a context array, no string interpolation. tenant_id and request_id are added by Log::withContext in middleware.",
      {
        files: ['config/logging.php'],
        tags: ['logging', 'json', 'observability'],
      },
    ),
    m(
      'pii-gdpr',
      'constraint',
      'Customer personal data (names, emails, postal addresses, VAT IDs, IBANs) never goes into logs, Sentry context, Horizon job tags or analytics events — log the customer id. Erasure requests go through App\\Domain\\Privacy\\AnonymizeCustomer: finalized invoices keep their legal snapshot, everything else is anonymised, nothing is deleted.',
      {
        files: ['app/Domain/Privacy'],
        tags: ['gdpr', 'pii', 'logging', 'privacy'],
      },
    ),
    m(
      'api-sanctum',
      'fact',
      "Public REST API is /api/v1, authenticated with Sanctum personal access tokens owned by a tenant (abilities invoices:read, invoices:write, customers:write). Rate limit 120/min per token, defined with RateLimiter::for('api') in AppServiceProvider.",
      {
        files: ['routes/api.php', 'app/Providers/AppServiceProvider.php'],
        tags: ['api', 'sanctum', 'rate-limit'],
      },
    ),
    m(
      'api-resources',
      'convention',
      "API responses go through JsonResource classes in app/Http/Resources/Api/V1 with cursor pagination. Money is { amount: <int minor units>, currency: 'EUR' }, timestamps ISO 8601 UTC. Nothing gets renamed or removed inside v1 — additive changes only, breaking ones wait for v2.",
      {
        files: ['app/Http/Resources/Api/V1', 'routes/api.php'],
        tags: ['api', 'resources', 'versioning'],
      },
    ),
    m(
      'lazy-loading',
      'convention',
      'Model::preventLazyLoading() is on outside production (AppServiceProvider::boot); in prod violations are reported to Sentry instead of throwing. Eager-load with ->with() / ->loadMissing() and use withCount/withSum for aggregates on list pages.',
      {
        files: ['app/Providers/AppServiceProvider.php'],
        tags: ['eloquent', 'n+1', 'performance'],
      },
    ),
    m(
      'timezone',
      'constraint',
      "App and DB run in UTC. Each tenant has tenants.timezone; due dates and 'send at 08:00' are interpreted in the tenant's zone. due_date is a DATE column (no time), so never build it from now() without ->setTimezone($tenant->timezone). Dates are CarbonImmutable (Date::use in AppServiceProvider).",
      {
        files: ['app/Providers/AppServiceProvider.php', 'app/Models/Tenant.php'],
        tags: ['timezone', 'dates', 'carbon'],
      },
    ),
    m(
      'roles',
      'fact',
      'Users belong to tenants via the tenant_user pivot with a role column: owner, admin, accountant, viewer. Authorization is plain policies calling $user->roleIn($tenant); there is no spatie/laravel-permission.',
      {
        files: ['app/Models/User.php', 'app/Policies'],
        tags: ['authorization', 'roles', 'policies'],
      },
    ),
    m(
      'impersonation',
      'constraint',
      'Support staff impersonate tenant users only through the admin area (lab404/laravel-impersonate). Every impersonation is written to audit_log with the staff id and a reason, and while impersonating you cannot finalize, void, refund or change payout details (the NotImpersonating middleware).',
      {
        files: ['app/Http/Middleware/NotImpersonating.php', 'app/Domain/Admin'],
        tags: ['impersonation', 'support', 'audit'],
      },
    ),
    m(
      'mail-postmark',
      'fact',
      'Transactional mail goes through Postmark (mailer postmark, message stream outbound). Invoice and reminder emails are Mailables implementing ShouldQueue on the mail queue, sent from the tenant’s configured reply-to.',
      {
        fact: 'ledgerly | mail_provider | Postmark',
        files: ['config/mail.php', 'app/Mail'],
        tags: ['mail', 'postmark', 'queues'],
      },
    ),
    m(
      'subscriptions-domain',
      'fact',
      'The recurring billing tenants run for their own customers is our own domain code, not Cashier: subscriptions / subscription_items tables, App\\Domain\\Subscriptions. The hourly subscriptions:renew command creates and finalizes the next invoice for every subscription whose current_period_end has passed.',
      {
        files: ['app/Domain/Subscriptions', 'app/Console/Commands/RenewSubscriptions.php'],
        tags: ['subscriptions', 'recurring', 'billing'],
      },
    ),
    m(
      'proration',
      'decision',
      'Mid-period plan changes on customer subscriptions prorate by whole days in the tenant timezone (not seconds like Stripe): credit for unused days of the old item, charge for remaining days of the new one, both as lines on the next invoice. Logic is in ProrationCalculator.',
      {
        files: ['app/Domain/Subscriptions/ProrationCalculator.php'],
        tags: ['subscriptions', 'proration'],
        reason: "accountants couldn't reconcile per-second proration lines",
      },
    ),
    m(
      'dunning',
      'fact',
      'Failed payment retries (RetryFailedPayment) happen on day 3, 5 and 7 after the first failure by default (tenants can change the schedule in settings); after the last one the invoice goes uncollectible only if the tenant enabled that, otherwise it stays open and the subscription becomes past_due.',
      {
        files: ['app/Domain/Billing/Dunning', 'app/Jobs/RetryFailedPayment.php'],
        tags: ['dunning', 'payments', 'retries'],
      },
    ),
    m(
      'vat-reverse-charge',
      'fact',
      "EU VAT: when the customer has a VIES-validated VAT ID from a different EU country than the tenant, the invoice is reverse charge — 0% tax and the 'Reverse charge' legal note. VatNumberValidator caches VIES answers for 24h; an unvalidated or failed VAT ID means normal domestic VAT.",
      {
        fact: 'ledgerly | vies_cache_ttl | 24h',
        inferred: true,
        files: ['app/Domain/Tax/VatNumberValidator.php', 'app/Domain/Billing/TaxCalculator.php'],
        tags: ['vat', 'tax', 'eu', 'vies'],
      },
    ),
    m(
      'zugferd',
      'note',
      'German B2B e-invoicing: we embed ZUGFeRD / Factur-X XML (horstoeko/zugferd, EN16931 profile) into the PDF for DE and FR tenants. Any new invoice field that is legally relevant has to be mapped in ZugferdBuilder too, or the XML and the PDF disagree.',
      {
        files: ['app/Domain/Billing/EInvoicing/ZugferdBuilder.php'],
        tags: ['e-invoicing', 'zugferd', 'compliance', 'pdf'],
      },
    ),
    m(
      'tenant-cache',
      'convention',
      'Tenant data in the cache goes through TenantCache::remember($key, $ttl, fn) which prefixes "t:{tenant_id}:". Calling Cache::remember directly with a tenant-specific value shares it across tenants.',
      {
        files: ['app/Support/TenantCache.php'],
        tags: ['cache', 'redis', 'tenancy'],
      },
    ),
    m(
      'config-env',
      'constraint',
      'env() is only called inside config/*.php. The image runs `php artisan config:cache` at startup, after which env() returns null everywhere else — read config() in app code.',
      {
        canonical: true,
        files: ['config', 'docker/php/entrypoint.sh'],
        tags: ['config', 'env', 'artisan'],
      },
    ),
    m(
      'secrets-k8s',
      'constraint',
      'Runtime secrets live in AWS Secrets Manager (ledgerly/prod/*) and reach the pods as env vars through External Secrets Operator. Add a new one there and map it in deploy/helm/ledgerly/templates/externalsecret.yaml — never in values.yaml, never in a committed .env.',
      {
        files: ['deploy/helm/ledgerly/templates/externalsecret.yaml'],
        tags: ['secrets', 'kubernetes', 'aws'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions (ci.yml) runs pint --test, phpstan, pest --parallel against a mysql:8.0 service, then npm ci, vue-tsc and npm run build. Merging to main auto-deploys staging through Argo CD.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'release',
      'convention',
      'Production releases are a vYYYY.MM.N tag on main; Argo CD picks up the image tag bump in ledgerly-deploy. Deploy freeze from the last two business days of the month through the 2nd — that is when most tenants run their invoice batch. Hotfixes during the freeze need sign-off from the on-call lead in #releases.',
      {
        files: ['.github/workflows/release.yml'],
        tags: ['release', 'deploy', 'freeze'],
      },
    ),
    m(
      'local-dev',
      'fact',
      'Local dev is Sail: `./vendor/bin/sail up -d`, `sail artisan migrate --seed` (DemoTenantSeeder makes the acme tenant at acme.ledgerly.test), `sail npm run dev`. Mailpit catches mail on :8025.',
      {
        files: ['docker-compose.yml', 'database/seeders/DemoTenantSeeder.php'],
        tags: ['local', 'sail', 'docker'],
      },
    ),
    m(
      'note-sail-arm',
      'note',
      'On M1 Macs the mysql image in Sail needs platform: linux/amd64 in docker-compose.yml or it will not start.',
      {
        age: 450,
        tags: ['sail', 'mac', 'docker'],
      },
    ),
    m(
      'note-legacy-json',
      'note',
      'GET /api/legacy/invoices.json (pre-v1, token in query string) is still used by two tenants via an old Zapier zap. Kill it once they move to /api/v1.',
      {
        age: 395,
        files: ['routes/api.php', 'app/Http/Controllers/Api/LegacyInvoiceController.php'],
        tags: ['api', 'legacy', 'deprecation'],
      },
    ),
    m(
      'note-reports-replica',
      'note',
      "heavy reports (aging, revenue by month) should read from the reader endpoint via DB::connection('mysql_reports'); they timed out the writer more than once.",
      {
        age: 380,
        files: ['config/database.php', 'app/Domain/Reports'],
        tags: ['reports', 'mysql', 'replica'],
      },
    ),
    m('cand-octane', 'decision', 'Run the web tier on Laravel Octane with Swoole to cut request latency.', {
      candidate: true,
      tags: ['octane', 'performance'],
    }),
    m('cand-filament', 'decision', 'Rebuild the staff admin area with Filament instead of Inertia pages.', {
      candidate: true,
      tags: ['filament', 'admin'],
    }),
    m('cand-postgres', 'fact', 'The application database is PostgreSQL 16 on RDS.', {
      candidate: true,
      tags: ['postgres', 'database'],
    }),
    m('cand-ulid', 'convention', 'Use ULIDs (HasUlids) as primary keys for all new tables.', {
      candidate: true,
      tags: ['eloquent', 'ids'],
    }),
    m(
      'secret-stripe-live',
      'note',
      'for the plan backfill script use the platform live key sk_live_51Ob7TnLx4QeRk2WcZp9HvJ0aYmDsF8uG3tNi6KoB1rXyE5wVqPjA7lCdM2fUhS9gR0zTbN4xYw8Lq3Kv',
      { secret: 'sk_live_51Ob7TnLx4QeRk2WcZp9HvJ0aYmDsF8uG3tNi6KoB1rXyE5wVqPjA7lCdM2fUhS9gR0zTbN4xYw8Lq3Kv' },
    ),
    m(
      'secret-whsec',
      'fact',
      'Signing secret of the prod Connect webhook endpoint (https://app.ledgerly.app/stripe/webhook): whsec_5f3kQ9mWz2LpX7vRtY4nB8cJ1hD6gS0aEuZ',
      { secret: 'whsec_5f3kQ9mWz2LpX7vRtY4nB8cJ1hD6gS0aEuZ' },
    ),
    m(
      'secret-aws',
      'note',
      'creds for the s3 export box (IAM user ledgerly-export):\nAWS_ACCESS_KEY_ID=AKIA4QZ7NV2M5XKCD3PH\nAWS_SECRET_ACCESS_KEY=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',
      { secret: 'q8Jv2Lk9Xw4mR7tZp1Nc6Ys3Hb0Fd5Ge8UaWiOeT' },
    ),
    m(
      'secret-app-key',
      'fact',
      'Prod APP_KEY is base64:Yk3pQ9vLm2Xw7RtN4cZ8bH1jF6sD0gA5eU2iO9yT3qM= — you need it locally to decrypt the encrypted cast on tenants.bank_details when debugging a payout.',
      { secret: 'base64:Yk3pQ9vLm2Xw7RtN4cZ8bH1jF6sD0gA5eU2iO9yT3qM=' },
    ),
    m(
      'secret-db-replica',
      'note',
      'Metabase connects to the reader: mysql://metabase_ro:Tq7-vMz2!kLp9wXr@ledgerly-prod.cluster-ro-c8x2kq1zv7ab.eu-central-1.rds.amazonaws.com:3306/ledgerly',
      { secret: 'Tq7-vMz2!kLp9wXr' },
    ),
    m(
      'secret-composer-pat',
      'convention',
      'To install the private ledgerly/ui-kit package put this in auth.json: {"github-oauth": {"github.com": "ghp_R8mZq2VxL7kT4wN9pYc1Hb6Jd3Fs0GaE5uQi"}}',
      { secret: 'ghp_R8mZq2VxL7kT4wN9pYc1Hb6Jd3Fs0GaE5uQi' },
    ),
  ],
  sessions: [
    {
      id: 'laravel-saas-session-1',
      age: 4,
      turns: [
        said(
          'ok so credit notes get their own number sequence, CN-{YYYY}-{seq}, separate from invoices and also gapless per tenant. accounting was very clear about that',
          { key: 's-cn-sequence', type: 'decision' },
        ),
        replied(
          'Got it. I will add a credit_note_sequences table mirroring invoice_sequences and lock the row in IssueCreditNote the same way FinalizeInvoice does.',
        ),
        said(
          'also never dispatch a job or queued mail from inside a DB::transaction without afterCommit(). we had reminder emails going out for invoices whose transaction rolled back',
          { key: 's-after-commit', type: 'constraint' },
        ),
        replied(
          'While I am in there, should I swap Browsershot for a Gotenberg sidecar? It would take Chromium out of the horizon image.',
        ),
        said('hmm, park that for now'),
        said(
          'POSTMARK_TOKEN on staging is 3c8e1f72-9a4d-4b6e-8f21-7d5a0c9e4b13 if u need to test the reminder mails',
          { secret: '3c8e1f72-9a4d-4b6e-8f21-7d5a0c9e4b13' },
        ),
        said(
          'new status/type columns are string-backed enums in app/Enums with a label() method for the ui. no tinyint magic numbers anymore',
          { key: 's-enums', type: 'convention' },
        ),
        said(
          "the customer portal (portal.ledgerly.app) reads invoices only through the PortalInvoice read model, never App\\Models\\Invoice. it's scoped by customer, there's no tenant user logged in there",
          { key: 's-portal', type: 'constraint' },
        ),
        replied('Understood, I will keep the portal controllers on PortalInvoice and the customer guard.'),
        said(
          'fyi we stay on php 8.3 until the base image moves, so no 8.4 stuff like property hooks or asymmetric visibility',
          {
            key: 's-php83-only',
            type: 'constraint',
          },
        ),
        said('cool thx'),
      ],
    },
  ],
  prompts: [
    p('add a nullable po_number column to invoices', ['big-table-migrations', 'migrations-deploy']),
    p('php artisan tenants:migrate → "Command "tenants:migrate" is not defined." what do i run instead', [
      'tenancy-scoped',
    ]),
    p(
      'create a Project model + migration, customers can have many projects and an invoice can optionally belong to one',
      ['tenancy-scoped', 'unique-index-tenant'],
    ),
    p('write a pest test for FinalizeInvoice', [
      'tests-pest',
      'tests-db',
      'invoice-number-finalize',
      'invoice-number-draft',
    ]),
    p('convert tests/Unit/TaxCalculatorTest.php to the style we use now', ['tests-pest']),
    p('customer complains invoice total on the pdf is 119.00 but they were charged 119.01. rounding??', [
      'money-cents',
      'tax-per-line',
      'tax-on-subtotal',
    ]),
    p('add a discount column to invoice_lines, a float is fine for that right?', [
      'money-cents',
      'big-table-migrations',
    ]),
    p(
      '@app/Http/Controllers/StripeWebhookController.php stripe dashboard shows our endpoint timing out on invoice.payment_succeeded and it keeps retrying',
      ['webhooks-queued', 'webhooks-sync'],
    ),
    p('tenant wants the address on INV-2025-00412 fixed, its already sent. can i just update it in tinker', [
      'invoice-immutable',
    ]),
    p('issue a partial credit note for 40 EUR against an existing invoice', [
      's-cn-sequence',
      'invoice-immutable',
      'money-cents',
    ]),
    p(
      'App\\Tenancy\\Exceptions\\MissingTenantException: No current tenant bound.\n  at app/Models/Scopes/TenantScope.php:24\n  #0 app/Jobs/SendOverdueDigest.php(41): Illuminate\\Database\\Eloquent\\Builder->get()\nnew job i wrote, works fine in tinker',
      ['jobs-tenant-aware', 'incident-tenant-leak'],
    ),
    p(
      'need an artisan command that sums invoiced volume across all tenants for last month, for the board deck',
      ['tenant-withoutscope', 'currency-fixed', 'money-cents'],
    ),
    p('put the new dunning emails behind a flag so we can turn them on for 3 pilot customers first', [
      'pennant',
    ]),
    p("config('features.bulk_export') is always false in prod even tho FEATURE_BULK_EXPORT=true is set", [
      'pennant',
      'config-env',
    ]),
    p('resources/js/echo.ts: process.env.MIX_PUSHER_APP_KEY is undefined after pulling main', [
      'frontend-vite',
    ]),
    p('build the customers index page with search, filters and pagination', [
      'inertia-pages',
      'vue-ts',
      'tailwind-ui',
      'i18n',
      'lazy-loading',
    ]),
    p(
      "InvoiceController@show just does Inertia::render('Invoices/Show', ['invoice' => $invoice]), is that ok?",
      ['inertia-pages'],
    ),
    p('InvoiceData ts type is missing the po_number field, pls add it to generated.d.ts', ['vue-ts']),
    p('how do i get a hotfix to prod today? its the 30th', ['release', 'deploy-eks']),
    p('horizon pods keep getting OOMKilled since I bumped the pdf maxProcesses', [
      'horizon-pdf-memory',
      'pdf-browsershot',
    ]),
    p('after an invoice is finalized, email the customer a link to the pdf', [
      's3-private',
      'mail-postmark',
      's-after-commit',
      'i18n',
    ]),
    p('larastan upgrade gave us 130 new errors, ok to just regenerate the baseline?', ['larastan']),
    p('customer was charged twice for the same invoice last night', [
      'queue-billing-serial',
      'jobs-idempotent',
    ]),
    p('austrian tenant, customer has a valid german VAT id, why does the invoice have 20% tax on it', [
      'vat-reverse-charge',
    ]),
    p(
      'when a customer upgrades their subscription halfway through the month we should only charge the difference',
      ['subscriptions-domain', 'proration'],
    ),
    p(
      'tenant upgraded from starter to growth in the billing page but still hits the 50 invoices/month limit',
      ['stripe-cashier', 'webhooks-queued', 'webhooks-sync'],
    ),
    p(
      'dashboard takes 4s, debugbar shows ~400 queries. can we also cache the revenue widget for like 10 min',
      ['lazy-loading', 'tenant-cache'],
    ),
    p('add a delete action to the customers table (with a confirm modal)', [
      'no-softdeletes',
      'invoice-softdeletes',
    ]),
    p('where did app/Http/Kernel.php go? need IdentifyTenant on the new /reports route group', [
      'l11-skeleton',
      'tenant-resolution',
    ]),
    p('customers in new york see due dates one day earlier than what the tenant set', ['timezone']),
    p('log the customer email and name when a reminder bounces so support can find it', [
      'pii-gdpr',
      'logging',
    ]),
    p('support needs to log in as a tenant user to see their broken invoice list', ['impersonation']),
    p('add a status column to payouts: pending, in_transit, paid, failed', ['s-enums', 'migrations-deploy']),
    p('portal: show the customer their open invoices with a pay button', ['s-portal', 'stripe-connect']),
    p('make the Money value object use property hooks for the formatted getter', ['s-php83-only']),
    p('whats the difference between array_map and a foreach performance-wise in php', []),
    p('explain what the `static` return type means vs `self`', []),
    p('write a bash one-liner to count lines in all .vue files', []),
    p('rename $tmp in this closure to something meaningful', []),
    p('perfect, thanks!', []),
  ],
});
