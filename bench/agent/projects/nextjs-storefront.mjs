// A Next.js 14 App Router storefront: React/TypeScript, Tailwind, Shopify Storefront API, Prisma, NextAuth, Vercel.
// Held-out scenario: written after spool's matching was tuned, labelled without looking at its output.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nextjs-storefront',
  stack:
    'Next.js 14 (App Router), React 18 / TypeScript, Tailwind, Shopify Storefront API, Prisma (Neon Postgres), NextAuth, Vercel',
  memories: [
    m('pm-yarn', 'fact', 'Dependencies are installed with yarn (classic, v1).', {
      fact: 'storefront | package_manager | yarn',
      age: 460,
    }),
    m(
      'pm-pnpm',
      'decision',
      'We switched from yarn to pnpm 9, pinned through corepack in the "packageManager" field of package.json; commit pnpm-lock.yaml and never add a yarn.lock again.',
      {
        fact: 'storefront | package_manager | pnpm',
        supersedes: 'pm-yarn',
        age: 230,
        reaffirm: 25,
        files: ['package.json', 'pnpm-lock.yaml'],
        tags: ['pnpm', 'dependencies'],
        reason: 'Vercel builds with yarn v1 kept resolving different versions than our laptops',
      },
    ),
    m(
      'router-pages',
      'fact',
      'Routes live in pages/ and product pages load their data in getServerSideProps.',
      { age: 480, tags: ['routing', 'pages-router'] },
    ),
    m(
      'router-app',
      'decision',
      'The site moved to the App Router: every route lives under app/[locale]/ and loads its data in async server components. Do not bring back getServerSideProps or getStaticProps.',
      {
        supersedes: 'router-pages',
        age: 270,
        files: ['app/[locale]'],
        tags: ['app-router', 'routing', 'rsc'],
        canonical: true,
      },
    ),
    m('tests-jest', 'decision', 'Component tests run on Jest with babel-jest and jsdom.', {
      age: 400,
      tags: ['jest', 'tests'],
    }),
    m(
      'tests-vitest',
      'decision',
      'Unit and component tests use Vitest with React Testing Library (pnpm test); Jest and its babel config were removed.',
      {
        supersedes: 'tests-jest',
        age: 150,
        files: ['vitest.config.ts'],
        tags: ['vitest', 'tests', 'testing-library'],
        reason: 'Jest needed a separate SWC/babel setup that kept drifting from the Next compiler',
      },
    ),
    m(
      'deploy-vercel',
      'fact',
      'The storefront is hosted on Vercel: each PR gets a preview deployment and main is promoted to production at shop.acme.com.',
      {
        fact: 'storefront | deployment_platform | Vercel',
        age: 310,
        reaffirm: 14,
        tags: ['vercel', 'deploy', 'preview'],
      },
    ),
    m(
      'auth-nextauth',
      'fact',
      'Customer sign-in is NextAuth (Auth.js v5) configured in auth.ts, with Shopify customer accounts as the OAuth provider plus e-mail magic links; sessions use the JWT strategy.',
      {
        fact: 'storefront | auth_method | NextAuth',
        age: 250,
        files: ['auth.ts'],
        tags: ['nextauth', 'login', 'oauth'],
      },
    ),
    m(
      'db-prisma',
      'fact',
      'Data that Shopify does not hold (wishlists, reviews, back-in-stock alerts) is in a Neon Postgres database accessed through Prisma; the schema is prisma/schema.prisma.',
      {
        fact: 'storefront | uses_database | Neon Postgres',
        age: 215,
        files: ['prisma/schema.prisma'],
        tags: ['prisma', 'postgres', 'neon'],
      },
    ),
    m(
      'shopify-source-of-truth',
      'decision',
      'Shopify owns products, prices, inventory and carts. Prices are never copied into our database, and the cart is only a Shopify cart id kept in the cart_id cookie.',
      {
        tags: ['shopify', 'cart', 'prices'],
        reason: 'two copies of prices disagreed during the first sale and we honoured the wrong one',
        canonical: true,
      },
    ),
    m(
      'storefront-client',
      'convention',
      'Storefront API calls go through shopifyFetch() in lib/shopify/client.ts with typed GraphQL documents from lib/shopify/queries/; after editing a query run pnpm codegen to refresh lib/shopify/types.ts.',
      {
        files: ['lib/shopify/client.ts', 'lib/shopify/queries'],
        tags: ['shopify', 'graphql', 'codegen'],
      },
    ),
    m(
      'shopify-api-version',
      'constraint',
      'The Storefront API version is pinned to 2024-07 in lib/shopify/client.ts. Bumping it is a PR of its own and only after the Playwright checkout suite passes on the preview.',
      {
        files: ['lib/shopify/client.ts'],
        tags: ['shopify', 'api-version'],
        reason: 'Shopify drops fields between versions and one bump silently emptied the variant selector',
      },
    ),
    m(
      'caching-tags',
      'decision',
      'Shopify fetches are cached with tags (next: { tags: ["products"] } and friends) and invalidated by the products/update and collections/update webhooks calling revalidateTag in app/api/revalidate/route.ts; product pages have no time-based revalidate.',
      {
        files: ['app/api/revalidate/route.ts', 'lib/shopify/client.ts'],
        tags: ['caching', 'revalidate', 'webhooks'],
      },
    ),
    m(
      'webhook-hmac',
      'constraint',
      'app/api/revalidate/route.ts must read the body with req.text() and check X-Shopify-Hmac-Sha256 with crypto.timingSafeEqual before trusting the payload.',
      {
        files: ['app/api/revalidate/route.ts'],
        tags: ['webhooks', 'hmac', 'security'],
      },
    ),
    m(
      'incident-stale-price',
      'incident',
      'Incident 2026-02: the summer sale price stayed on collection pages for 40 minutes after the sale ended, because that query was cached without a tag and no webhook could invalidate it. Every shopifyFetch call passes cache tags.',
      {
        files: ['app/[locale]/collections/[handle]/page.tsx'],
        tags: ['caching', 'incident', 'prices'],
      },
    ),
    m(
      'rsc-client-boundary',
      'convention',
      'Components are server components unless they need state or browser APIs; "use client" goes only on small interactive leaves in components/client/, never on a page.tsx or layout.tsx.',
      {
        files: ['components/client'],
        tags: ['rsc', 'use-client', 'components'],
      },
    ),
    m(
      'server-actions',
      'decision',
      'Cart mutations (add, update quantity, remove) are Server Actions in app/[locale]/cart/actions.ts rather than API routes, and each ends with revalidateTag("cart").',
      {
        files: ['app/[locale]/cart/actions.ts'],
        tags: ['server-actions', 'cart'],
      },
    ),
    m(
      'tailwind-tokens',
      'convention',
      'Styling is Tailwind only, using the design tokens from tailwind.config.ts (brand-*, ink-*, surface-*); no arbitrary values such as text-[#333] and no CSS modules.',
      {
        files: ['tailwind.config.ts'],
        tags: ['tailwind', 'design-tokens', 'css'],
      },
    ),
    m(
      'cn-helper',
      'convention',
      'Build conditional class lists with cn() from lib/utils.ts (clsx + tailwind-merge), not template strings.',
      { files: ['lib/utils.ts'], tags: ['tailwind', 'classnames'] },
    ),
    m(
      'ui-shadcn',
      'decision',
      'Dialogs, sheets, selects and popovers come from shadcn/ui, copied into components/ui on top of Radix; we do not add a second component library.',
      {
        files: ['components/ui'],
        tags: ['shadcn', 'radix', 'components'],
        reason: 'bundle size, and Radix already gives us the keyboard and screen-reader behaviour',
      },
    ),
    m(
      'images',
      'convention',
      'Product images use next/image with the Shopify CDN loader from lib/shopify/image-loader.ts and an explicit sizes prop; a bare <img> fails review.',
      { files: ['lib/shopify/image-loader.ts'], tags: ['next-image', 'images', 'cdn'] },
    ),
    m(
      'i18n-next-intl',
      'fact',
      'Translations use next-intl: locales en, de, fr and nl (en is the default), messages in messages/<locale>.json, and the locale is always the first segment of the path.',
      { files: ['messages', 'i18n.ts'], tags: ['i18n', 'next-intl', 'locales'] },
    ),
    m(
      'i18n-keys',
      'convention',
      'Message keys are namespaced by component or page (e.g. CartDrawer.checkoutCta). A new key goes into all four message files in the same PR; scripts/check-messages.ts fails CI on a missing one.',
      { files: ['scripts/check-messages.ts'], tags: ['i18n', 'translations'] },
    ),
    m(
      'price-format',
      'convention',
      'Show prices with formatPrice(amount, currencyCode, locale) from lib/format.ts (Intl.NumberFormat). Shopify sends amounts as decimal strings; do not parseFloat them to do arithmetic.',
      { files: ['lib/format.ts'], tags: ['prices', 'currency', 'formatting'] },
    ),
    m(
      'markets',
      'fact',
      'Shopify Markets decides currency: EUR for the EU, GBP for the UK, USD for the US. Every query passes the country from the country cookie via @inContext(country:).',
      { tags: ['shopify-markets', 'currency', 'country'] },
    ),
    m(
      'feature-flags',
      'fact',
      'Flags are read from Vercel Edge Config through getFlag() in lib/flags.ts; the new checkout drawer is behind checkout-drawer-v2 and the recommendations carousel behind recs-carousel.',
      { files: ['lib/flags.ts'], tags: ['feature-flags', 'edge-config'] },
    ),
    m(
      'flags-cleanup',
      'convention',
      'A flag that has been at 100% for two weeks gets removed: delete the dead branch and the Edge Config key in one PR.',
      { tags: ['feature-flags', 'cleanup'] },
    ),
    m(
      'playwright',
      'fact',
      'End-to-end tests are Playwright specs in e2e/; CI runs them against the Vercel preview (PLAYWRIGHT_BASE_URL), locally they run against next start. e2e/checkout.spec.ts pays with the Shopify Bogus Gateway.',
      { files: ['e2e', 'playwright.config.ts'], tags: ['playwright', 'e2e', 'tests'] },
    ),
    m(
      'e2e-selectors',
      'convention',
      'Playwright locators go by role and accessible name (getByRole), falling back to data-testid; never by CSS class, since the Tailwind classes change all the time.',
      { tags: ['playwright', 'selectors', 'e2e'] },
    ),
    m(
      'sentry',
      'fact',
      'Errors are reported with @sentry/nextjs (sentry.client.config.ts, sentry.server.config.ts, instrumentation.ts). Source maps are uploaded during the Vercel build and removed from the output afterwards.',
      {
        files: ['sentry.client.config.ts', 'sentry.server.config.ts', 'instrumentation.ts'],
        tags: ['sentry', 'errors'],
      },
    ),
    m(
      'sentry-pii',
      'constraint',
      'beforeSend strips email, address and phone fields from Sentry events; never attach a customer, cart or order object as Sentry context or extra.',
      {
        files: ['sentry.client.config.ts', 'sentry.server.config.ts'],
        tags: ['sentry', 'pii', 'gdpr'],
        reason: 'our DPA with Sentry does not cover customer personal data',
      },
    ),
    m(
      'incident-hydration',
      'incident',
      'Incident 2026-04: the mini-cart in the header threw hydration mismatch errors for every signed-in visitor because it read localStorage while rendering. Browser-only state is read in useEffect or through the useHydrated() hook.',
      {
        files: ['components/client/MiniCart.tsx', 'hooks/useHydrated.ts'],
        tags: ['hydration', 'incident', 'react'],
      },
    ),
    m(
      'env-vars',
      'convention',
      'Environment variables are declared and validated in env.ts (@t3-oss/env-nextjs); only NEXT_PUBLIC_* ones are exposed to the browser, so the private Storefront token stays server-side.',
      { files: ['env.ts'], tags: ['env', 'configuration'] },
    ),
    m(
      'secrets-vercel',
      'constraint',
      'Secrets exist only as Vercel environment variables; developers get them with vercel env pull .env.local (gitignored). Nothing secret goes into next.config.js or a NEXT_PUBLIC_ variable.',
      { tags: ['secrets', 'vercel', 'env'] },
    ),
    m(
      'perf-budget',
      'constraint',
      'Product pages have a budget of 170 kB first-load JS and an LCP under 2.5 s; Lighthouse CI on the preview fails the PR when either is exceeded.',
      { files: ['lighthouserc.json'], tags: ['performance', 'bundle-size', 'lighthouse'] },
    ),
    m(
      'checkout-shopify',
      'decision',
      'Checkout is Shopify’s hosted checkout: we redirect to cart.checkoutUrl and never build our own payment step.',
      { tags: ['checkout', 'shopify', 'payments'], reason: 'PCI scope and Shop Pay come for free' },
    ),
    m(
      'search',
      'fact',
      'The header search box uses Storefront API predictive search; the /search results page is Algolia, kept in sync by the Algolia Shopify app.',
      {
        fact: 'storefront | search_provider | Algolia',
        inferred: true,
        tags: ['search', 'algolia'],
      },
    ),
    m(
      'seo',
      'convention',
      'Every page exports generateMetadata with a canonical URL and hreflang alternates for all four locales; product pages also render Product JSON-LD from lib/seo/product-jsonld.ts.',
      { files: ['lib/seo/product-jsonld.ts'], tags: ['seo', 'metadata', 'structured-data'] },
    ),
    m(
      'middleware',
      'fact',
      'middleware.ts chains the next-intl locale middleware with the auth check that protects /account/*; it runs on the edge, so no Prisma and no Node-only APIs in it.',
      { files: ['middleware.ts'], tags: ['middleware', 'edge', 'auth'] },
    ),
    m(
      'prisma-migrations',
      'workflow',
      'To change the Prisma schema: edit prisma/schema.prisma, run pnpm prisma migrate dev --name <change>, and commit the generated folder; the Vercel build runs prisma migrate deploy for production.',
      { files: ['prisma/schema.prisma', 'prisma/migrations'], tags: ['prisma', 'migrations'] },
    ),
    m(
      'prisma-singleton',
      'convention',
      'Import the Prisma client only from lib/db.ts, which keeps one instance on globalThis, and use the pooled DATABASE_URL.',
      {
        files: ['lib/db.ts'],
        tags: ['prisma', 'connections'],
        reason: 'each hot reload in dev created a new client until Neon refused connections',
      },
    ),
    m(
      'reviews-moderation',
      'fact',
      'Reviews are rows of the Prisma Review model, shown on the product page only once status is APPROVED; staff moderate them on /admin/reviews.',
      { files: ['app/[locale]/admin/reviews/page.tsx'], tags: ['reviews', 'moderation'] },
    ),
    m(
      'analytics',
      'fact',
      'GA4 events are pushed through track() in lib/analytics.ts, which does nothing until the visitor has accepted statistics cookies in Cookiebot.',
      { files: ['lib/analytics.ts'], tags: ['analytics', 'ga4', 'consent'] },
    ),
    m(
      'free-shipping',
      'decision',
      'Free shipping starts at a subtotal of 50 EUR / 45 GBP / 60 USD after discounts; the progress bar in the cart drawer reads the same thresholds from lib/shipping.ts.',
      { files: ['lib/shipping.ts'], tags: ['shipping', 'cart'] },
    ),
    m('free-shipping-claim', 'fact', 'Shipping is free from 49 EUR, counted before any discount code.', {
      tags: ['shipping'],
      disputes: 'free-shipping',
    }),
    m(
      'pref-server-fetch',
      'preference',
      'I would rather fetch in the server component and pass props down than pull in SWR or React Query on the client.',
    ),
    m(
      'pref-small-components',
      'preference',
      'Keep components below roughly 150 lines; split out a subcomponent instead of adding yet another boolean prop.',
    ),
    m(
      'preview-check',
      'workflow',
      'Before merging: open the Vercel preview from the PR on a phone-sized viewport and wait for the Playwright job against that preview to go green. No production merges on Fridays after 15:00.',
      { tags: ['review', 'preview', 'release'] },
    ),
    m(
      'note-code-freeze',
      'note',
      'Every year the storefront is frozen from 20 November to 2 December; only hotfixes signed off by the e-commerce lead go out in that window.',
      { tags: ['code-freeze', 'peak-season'] },
    ),
    m('cand-redux', 'decision', 'Keep cart state in a Redux Toolkit store.', {
      candidate: true,
      tags: ['redux', 'cart'],
    }),
    m('cand-isr', 'convention', 'Set export const revalidate = 60 on every product page.', {
      candidate: true,
      tags: ['isr', 'caching'],
    }),
    m('cand-edge', 'fact', 'All routes run on the edge runtime.', {
      candidate: true,
      tags: ['edge', 'runtime'],
    }),
    m(
      'secret-shopify',
      'note',
      'Admin API token for the metafield sync script: 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',
      {
        secret: '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',
      },
    ),
    m('secret-authsecret', 'fact', 'production AUTH_SECRET=Xk9vQ2Lr7Tp4Mz8Wn1Bc5Hd3Jf6Gs0Ya', {
      secret: 'Xk9vQ2Lr7Tp4Mz8Wn1Bc5Hd3Jf6Gs0Ya',
    }),
  ],
  sessions: [
    {
      id: 'storefront-session-1',
      age: 8,
      turns: [
        said(
          'We decided to show prices with VAT included for the EU and UK locales and without tax for the US, matching what Shopify Markets returns.',
          { key: 's-vat-display', type: 'decision' },
        ),
        replied('OK, I will update the product card and the cart line component accordingly.'),
        said(
          'Never show the exact stock number to shoppers: just "In stock", "Only a few left" below 5, or "Sold out".',
          { key: 's-stock-display', type: 'constraint' },
        ),
        said(
          'fyi the sentry token for source map uploads is sntrys_eyJpYXQiOjE3NDg5MDAwMDB9_Xk29fLq8TzR3wPn5Vb7Hc1MdQe4',
          { secret: 'sntrys_eyJpYXQiOjE3NDg5MDAwMDB9_Xk29fLq8TzR3wPn5Vb7Hc1MdQe4' },
        ),
        said(
          "Let's validate the newsletter and contact forms with zod, sharing one schema between the server action and the client form.",
          { key: 's-zod-forms', type: 'decision' },
        ),
        replied('Should I use react-hook-form on the client side as well?'),
        said('yes, react-hook-form with the zod resolver is our convention for every client-side form.', {
          key: 's-rhf',
          type: 'convention',
        }),
        said('ok thanks'),
      ],
    },
  ],
  prompts: [
    p('add a wishlist heart button to the product page', ['db-prisma', 'rsc-client-boundary']),
    p(
      '@app/[locale]/products/[handle]/page.tsx still shows the old price after we changed it in the shopify admin',
      ['caching-tags', 'incident-stale-price'],
    ),
    p('how do i install deps, yarn?', ['pm-pnpm']),
    p('add getServerSideProps to the collection page so its always fresh', ['router-app', 'caching-tags']),
    p('add the German strings for the new size guide modal', ['i18n-next-intl', 'i18n-keys']),
    p(
      'cart badge in the header logs "Text content does not match server-rendered HTML" for logged in users',
      ['incident-hydration'],
    ),
    p('write a playwright test that adds a product to the cart', ['playwright', 'e2e-selectors']),
    p('add the size_chart metafield to the product query', ['storefront-client']),
    p('can we move to the 2025-01 storefront api? need the new bundles fields', ['shopify-api-version']),
    p('build our own checkout page with stripe elements', ['checkout-shopify']),
    p('product listing is slow, lets store the prices in our db and read from there', [
      'shopify-source-of-truth',
      'caching-tags',
    ]),
    p('the new drawer has been on for everyone since march, clean it up', ['flags-cleanup', 'feature-flags']),
    p('turn off the recommendations carousel for the dutch site only', ['feature-flags']),
    p('add a reviewCount field to the Product model in schema.prisma', [
      'prisma-migrations',
      'db-prisma',
      'reviews-moderation',
    ]),
    p('"too many connections" from the database after a few hot reloads in dev', ['prisma-singleton']),
    p('attach the customer and the cart to the sentry error when the checkout redirect fails', [
      'sentry-pii',
      'sentry',
    ]),
    p('price shows as 1234.5 instead of 1.234,50 € on /de', ['price-format']),
    p('show "only 3 left" on the PDP when inventory is low', ['s-stock-display']),
    p('the PDP js went up to 240kb after adding the reviews carousel and CI is red', ['perf-budget']),
    p('add a newsletter signup form to the footer', ['s-zod-forms', 's-rhf', 'rsc-client-boundary']),
    p('make /account/orders only reachable when signed in', ['middleware', 'auth-nextauth']),
    p('put the shopify token in next.config.js env so the browser can call the api directly', [
      'secrets-vercel',
      'env-vars',
    ]),
    p('need a modal with a date picker for delivery slots, maybe just use MUI?', ['ui-shadcn']),
    p('make this button bg-[#e11d48] on hover pls', ['tailwind-tokens']),
    p('the bar in the cart says 49 but support tells customers 50, which one is rihgt?', [
      'free-shipping',
      'free-shipping-claim',
    ]),
    p('can we ship the redesign the week of thanksgiving?', ['note-code-freeze']),
    p('i want product pages to show stars and price in google results', ['seo']),
    p('us prices show VAT included, is that a bug', ['s-vat-display', 'markets']),
    p('whats the difference between useMemo and useCallback again', []),
    p('fix the typo in the README heading', []),
    p('convert this for loop into a reduce', []),
    p('thanks, ship it', []),
  ],
});
