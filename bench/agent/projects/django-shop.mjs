// A Python Django e-commerce shop: Django 5, DRF, Celery, Postgres, Stripe/Adyen, pytest.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-shop',
  stack: 'Python 3.12, Django 5 + DRF, Celery, Postgres, pytest',
  memories: [
    m('catalog-mongo', 'fact', 'The product catalog started out on MongoDB with djongo.', {
      fact: 'catalog | uses_database | MongoDB',
      age: 500,
    }),
    m(
      'catalog-postgres',
      'decision',
      'We moved the catalog from MongoDB to Postgres last spring because djongo could not do the joins the search filters need.',
      {
        fact: 'catalog | uses_database | Postgres',
        supersedes: 'catalog-mongo',
        age: 240,
        tags: ['catalog', 'postgres'],
      },
    ),
    m('host-do', 'fact', 'The shop was first hosted on DigitalOcean droplets.', {
      fact: 'shop | deployment_platform | DigitalOcean',
      age: 450,
    }),
    m(
      'host-render',
      'decision',
      'Hosting went from DigitalOcean to Render so we get managed Postgres and zero-downtime deploys.',
      {
        fact: 'shop | deployment_platform | Render',
        supersedes: 'host-do',
        age: 90,
      },
    ),
    m('pm-poetry', 'fact', 'Python dependencies are managed with Poetry (pyproject.toml + poetry.lock).', {
      fact: 'shop | package_manager | Poetry',
      age: 400,
    }),
    m('pm-uv-guess', 'fact', 'The project seems to use uv for dependencies now.', {
      fact: 'shop | package_manager | uv',
      inferred: true,
      disputes: 'pm-poetry',
      age: 20,
    }),
    m(
      'auth-session',
      'fact',
      'Storefront customers log in with Django session auth; the mobile API uses DRF token auth.',
      {
        fact: 'shop | auth_method | Django sessions',
        age: 70,
      },
    ),
    m(
      'orm-no-raw',
      'constraint',
      "Never use raw SQL in views; go through the ORM or a manager method in the app's managers.py.",
      {
        tags: ['orm', 'sql'],
        reason: 'two SQL injection findings in the 2025 pentest came from raw() calls',
      },
    ),
    m(
      'money-decimal',
      'convention',
      'Prices are Decimal with two places (DecimalField max_digits=10, decimal_places=2); never float.',
      {
        files: ['shop/catalog/models.py'],
        tags: ['price', 'decimal'],
      },
    ),
    m(
      'price-rounding',
      'decision',
      'Discounted prices are rounded with ROUND_HALF_UP to the cent, after the discount is applied to the unit price.',
      {
        files: ['shop/pricing/discounts.py'],
        tags: ['rounding', 'discounts'],
      },
    ),
    m(
      'celery-idempotent',
      'constraint',
      'Celery tasks must be idempotent and take ids, never model instances, as arguments.',
      {
        files: ['shop/orders/tasks.py'],
        tags: ['celery', 'tasks'],
        reason: 'tasks are retried and a pickled instance is stale by the time it runs',
      },
    ),
    m(
      'celery-acks-late',
      'fact',
      'Celery runs with acks_late=True and a visibility timeout of one hour on Redis.',
      {
        files: ['shop/celery.py'],
        tags: ['celery', 'redis'],
      },
    ),
    m(
      'tests-pytest',
      'convention',
      'Tests use pytest with pytest-django and factory_boy factories in tests/factories.py; no Django TestCase classes.',
      {
        files: ['tests/factories.py'],
        tags: ['pytest', 'tests'],
      },
    ),
    m(
      'tests-no-network',
      'constraint',
      'Tests must not hit the payment provider; mock Adyen with the responses fixtures in tests/fixtures/adyen.',
      {
        files: ['tests/fixtures/adyen'],
        tags: ['tests', 'adyen', 'payments'],
      },
    ),
    m(
      'payments-adyen',
      'decision',
      'Card payments go through Adyen Drop-in; we dropped Stripe because Adyen supports the local payment methods in NL and BE.',
      {
        files: ['shop/payments/adyen.py'],
        tags: ['adyen', 'payments'],
      },
    ),
    m(
      'migrations-squash',
      'convention',
      'Do not squash migrations; each app keeps its full migration history and migration files are never edited after merge.',
      {
        tags: ['migrations'],
      },
    ),
    m(
      'migrations-lock',
      'constraint',
      'Migrations that add an index on a big table (orders, order_lines) must use AddIndexConcurrently in a non-atomic migration.',
      {
        tags: ['migrations', 'postgres', 'index'],
        reason: 'a plain AddIndex locked the orders table for 4 minutes in production',
      },
    ),
    m(
      'incident-stock',
      'incident',
      'Incident 2026-03: overselling during a flash sale because stock was decremented outside select_for_update; stock changes must lock the variant row.',
      {
        files: ['shop/inventory/services.py'],
        tags: ['stock', 'inventory', 'incident'],
      },
    ),
    m(
      'templates-htmx',
      'decision',
      'The storefront uses server-rendered templates with htmx; no React in the storefront.',
      {
        tags: ['htmx', 'templates', 'frontend'],
      },
    ),
    m(
      'i18n',
      'convention',
      'All user-facing strings are wrapped in gettext_lazy and the shop ships in nl, fr and en.',
      {
        tags: ['i18n', 'translations'],
      },
    ),
    m(
      'settings-split',
      'convention',
      'Settings are split into shop/settings/base.py, dev.py and prod.py; read secrets from environment variables with django-environ.',
      {
        files: ['shop/settings/base.py'],
        tags: ['settings', 'environ'],
      },
    ),
    m(
      'search-pg-trgm',
      'decision',
      'Product search uses Postgres full-text search plus pg_trgm for typos; we decided against Elasticsearch to keep one datastore.',
      {
        files: ['shop/search/queries.py'],
        tags: ['search', 'postgres', 'pg_trgm'],
      },
    ),
    m(
      'shipping-sendcloud',
      'fact',
      'Shipping labels come from Sendcloud; the webhook for tracking updates is shop/shipping/webhooks.py.',
      {
        files: ['shop/shipping/webhooks.py'],
        tags: ['shipping', 'sendcloud'],
      },
    ),
    m(
      'vat-oss',
      'fact',
      'We charge destination-country VAT under the EU OSS scheme; VAT rates live in the vat_rates table, updated by a yearly data migration.',
      {
        tags: ['vat', 'tax'],
      },
    ),
    m(
      'admin-readonly',
      'constraint',
      'Orders are read-only in the Django admin; refunds go through the refund service, never by editing an order.',
      {
        files: ['shop/orders/admin.py'],
        tags: ['admin', 'orders', 'refunds'],
      },
    ),
    m(
      'lint-ruff',
      'convention',
      'Lint and format with ruff (ruff check + ruff format); black and isort were removed.',
      {
        tags: ['ruff', 'lint'],
      },
    ),
    m(
      'typing-mypy',
      'preference',
      'I prefer type hints on every new function, checked by mypy with django-stubs.',
      {},
    ),
    m(
      'pref-fbv',
      'preference',
      'Please use class-based DRF viewsets for API endpoints, not function views.',
      {},
    ),
    m(
      'cart-session',
      'fact',
      'Anonymous carts are stored in the session and merged into the user cart at login.',
      {
        files: ['shop/cart/services.py'],
        tags: ['cart', 'session'],
      },
    ),
    m(
      'returns-window',
      'fact',
      'Customers can return items within 30 days; the return label is generated by Sendcloud and refunds are issued when the parcel is scanned.',
      { tags: ['returns', 'refunds'] },
    ),
    m(
      'image-cdn',
      'fact',
      'Product images are uploaded to S3 and served through imgix with width parameters; thumbnails are never generated in Django.',
      { tags: ['images', 'imgix'] },
    ),
    m(
      'newsletter',
      'decision',
      'Newsletter signups go to Klaviyo through its API; we keep only the consent timestamp locally.',
      { tags: ['klaviyo', 'newsletter', 'consent'] },
    ),
    m('sitemap', 'fact', 'The sitemap is generated by django.contrib.sitemaps and cached for one hour.', {
      tags: ['sitemap', 'seo'],
    }),
    m('python-version', 'fact', 'Python 3.12 is pinned in .python-version and in the Render build command.', {
      files: ['.python-version'],
      tags: ['python'],
    }),
    m(
      'gift-cards',
      'constraint',
      'Gift card balances may only change through GiftCardLedger entries; never update the balance field directly.',
      { files: ['shop/giftcards/models.py'], tags: ['gift-cards', 'ledger'] },
    ),
    m('cand-cache', 'decision', 'Cache category pages for 5 minutes with the per-view cache.', {
      candidate: true,
      tags: ['cache'],
    }),
    m('cand-celery-beat', 'fact', 'Abandoned-cart emails are scheduled by celery beat every 30 minutes.', {
      candidate: true,
      tags: ['celery', 'cart'],
    }),
    m('cand-orders-uuid', 'convention', 'Order ids exposed in URLs are UUIDs, not integer pks.', {
      candidate: true,
      tags: ['orders'],
    }),
    m('secret-env', 'note', 'prod .env has DJANGO_SECRET_KEY=q9$v!x2#kd8@zp4&w7^m3*lt6%rb1(ye5)hn0', {
      secret: 'q9$v!x2#kd8@zp4&w7^m3*lt6%rb1(ye5)hn0',
    }),
    m(
      'secret-adyen',
      'note',
      'Adyen API key for test: AQEyhmfxLI3MaBFLw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitxR4YR6Rr0Q',
      {
        secret: 'AQEyhmfxLI3MaBFLw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitxR4YR6Rr0Q',
      },
    ),
    m('secret-yaml', 'fact', 'db password: Sup3rS3cretShopPw!', { secret: 'Sup3rS3cretShopPw!' }),
  ],
  sessions: [
    {
      id: 'shop-session-1',
      age: 8,
      turns: [
        said(
          "Let's use django-ninja for the new partner API because it generates the OpenAPI schema from type hints.",
          {
            key: 's-ninja',
            type: 'decision',
          },
        ),
        replied('I can scaffold the router in shop/partners/api.py.'),
        said('Hmm, no. Partner API keys must be hashed in the database, never stored in plain text.', {
          key: 's-keys-hashed',
          type: 'constraint',
        }),
        said('We use Sentry for errors because it groups Celery task failures well.', {
          key: 's-sentry',
          type: 'decision',
        }),
        said('The decision is: coupons stack only with free shipping, never with each other.', {
          key: 's-coupons',
          type: 'decision',
        }),
      ],
    },
  ],
  prompts: [
    p('add an index on order_lines.product_id', ['migrations-lock']),
    p('write a migration adding a nullable gift_message field to Order', ['migrations-squash']),
    p(
      'the discount price for 3 items is 0.01 off compared to the spreadsheet, check shop/pricing/discounts.py',
      ['price-rounding', 'money-decimal'],
    ),
    p('can you write tests for the Adyen refund flow', [
      'tests-no-network',
      'tests-pytest',
      'payments-adyen',
      'admin-readonly',
    ]),
    p('add a pytest for the cart merge on login', ['tests-pytest', 'cart-session']),
    p('we oversold again during the sale, look at @shop/inventory/services.py', ['incident-stock']),
    p('which db is the catalog on', ['catalog-postgres']),
    p('where is the shop hosted now?', ['host-render']),
    p('add poetry dependency for django-ninja', ['pm-poetry', 'pm-uv-guess', 's-ninja']),
    p('make the order confirmation email task retry on SMTP errors', [
      'celery-idempotent',
      'celery-acks-late',
    ]),
    p('add a search filter for misspelled product names', ['search-pg-trgm']),
    p('let staff edit the shipping address of an order in the admin', ['admin-readonly']),
    p('translate the checkout button labels to french', ['i18n']),
    p('we need a partner API endpoint for stock levels', ['s-ninja', 's-keys-hashed']),
    p('store the partner api keys in a new model', ['s-keys-hashed']),
    p('can a customer use two coupons on one order?', ['s-coupons']),
    p('rewrite the product list view with a raw SQL query to make it faster', ['orm-no-raw']),
    p('add React to the product page for the image carousel', ['templates-htmx']),
    p('fix the typo in the README', []),
    p('ok continue', []),
    p('format the code in shop/cart before I commit', ['lint-ruff']),
    p('can u add a field for the gift card balance adjustments', ['gift-cards']),
    p('customer wants to return a jacket after 40 days, can we allow that in the admin?', [
      'returns-window',
      'admin-readonly',
    ]),
    p('@shop/giftcards/models.py add a method to top up a card', ['gift-cards']),
    p('look at shop/orders/tasks.py, the invoice task gets an Order object, is that ok?', [
      'celery-idempotent',
    ]),
  ],
});
