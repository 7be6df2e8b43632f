// Stoop, a second-hand furniture marketplace (NL/BE/DE): Nuxt 3 + Vue 3 (TypeScript), Pinia, a BFF in Nitro server routes over the Django "core" API, Tailwind, Vitest + Playwright, @nuxtjs/i18n, Vercel, Storyblok, Stripe Connect, Cloudinary, Algolia.
// Held-out scenario (round F): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nuxt-marketplace',
  stack:
    'Nuxt 3.13 + Vue 3.5 (TypeScript strict), Pinia, Nitro server routes as BFF over a Django core API, Tailwind CSS + Headless UI, @nuxtjs/i18n (nl/de/fr/en), Vitest + @nuxt/test-utils, Playwright, Vercel, Storyblok, Stripe Connect, Cloudinary + @nuxt/image, Algolia, Sentry, pnpm',
  memories: [
    // ---------------------------------------------------------------- toolchain
    m(
      'stack-nuxt',
      'fact',
      'stoop-web is Nuxt 3.13 on Vue 3.5. We have NOT turned on future.compatibilityVersion: 4 yet, so the app still lives at the repo root (pages/, components/, ...) not in app/. TypeScript strict.',
      {
        fact: 'stoop-web | nuxt_version | 3.13',
        age: 330,
        reaffirm: 25,
        files: ['nuxt.config.ts', 'package.json'],
        tags: ['nuxt', 'versions'],
      },
    ),
    m('node-version', 'fact', '.nvmrc says 18. CI uses actions/setup-node with node-version-file: .nvmrc.', {
      fact: 'stoop-web | node_version | 18',
      age: 420,
      files: ['.nvmrc', '.github/workflows/ci.yml'],
      tags: ['node', 'versions'],
    }),
    m(
      'pnpm',
      'convention',
      'pnpm only. packageManager in package.json pins pnpm@9 (corepack enable). If you see a package-lock.json or yarn.lock in a PR, delete it. CI does `pnpm install --frozen-lockfile`, so commit pnpm-lock.yaml together with package.json changes.',
      {
        fact: 'stoop-web | package_manager | pnpm 9',
        age: 380,
        reaffirm: 40,
        files: ['package.json', 'pnpm-lock.yaml'],
        tags: ['pnpm', 'dependencies'],
      },
    ),
    m(
      'ts-strict',
      'convention',
      '`pnpm typecheck` (nuxi typecheck / vue-tsc) is a required CI check. No `any` in server/; derive request/response types from the zod schemas (z.infer) or from types/core.d.ts instead of writing interfaces by hand.',
      { age: 350, files: ['tsconfig.json', 'server/schemas'], tags: ['typescript', 'ci'] },
    ),
    m(
      'eslint-lint',
      'workflow',
      "lint: @nuxt/eslint flat config in eslint.config.mjs + prettier (with prettier-plugin-tailwindcss, so class order is automatic, don't fight it). husky + lint-staged run on commit; CI runs `pnpm lint --max-warnings 0`.",
      {
        age: 340,
        files: ['eslint.config.mjs', '.prettierrc', '.husky/pre-commit'],
        tags: ['eslint', 'prettier', 'ci'],
      },
    ),

    // ---------------------------------------------------------------- state
    m(
      'state-vuex',
      'decision',
      'Shared state goes in Vuex 4 namespaced modules under store/ (cart, auth, ui, search). Mutations are SCREAMING_CASE constants in store/mutation-types.ts, components only dispatch actions, actions do the API calls.',
      { age: 540, files: ['store/index.ts', 'store/mutation-types.ts'], tags: ['vuex', 'state'] },
    ),
    m(
      'state-pinia',
      'decision',
      "Client state = Pinia setup stores (defineStore('cart', () => { ... })) in stores/, one per domain: useCartStore, useFavouritesStore, useUiStore, useCheckoutStore. No options-style stores. Data that comes from the server stays in useFetch/useAsyncData and is NOT copied into a store — stores are for client-owned state (cart contents, open sheets, checkout step). The old store/ folder is gone since PR #812.",
      {
        supersedes: 'state-vuex',
        age: 410,
        reaffirm: 35,
        canonical: true,
        files: ['stores/cart.ts', 'stores/ui.ts', 'stores/checkout.ts'],
        tags: ['pinia', 'state'],
        reason: 'maintenance-mode library, awful TS types, and every async call turned into 3 mutations',
      },
    ),
    m(
      'pinia-ssr',
      'constraint',
      'Never keep reactive state at module scope in composables/ or utils/ (`const items = ref([])` outside the function). On the server that module is shared by every request. Per-request state: useState(key) or a Pinia store. Same for caches — a Map at module scope in server code is fine only if it holds nothing user-specific.',
      { age: 295, files: ['composables', 'stores'], tags: ['ssr', 'pinia', 'state'] },
    ),
    m(
      'incident-cart-leak',
      'incident',
      "Cart leak, ~40 min on a Saturday: logged-in buyers saw someone else's cart count (and on /winkelwagen the other person's items) in SSR HTML. composables/useCartBadge.ts cached the cart in a module-level ref so the last request to write it won. Reverted, moved it into stores/cart.ts, and added the no-restricted-syntax lint rule for top-level ref() in composables/. Postmortem in Notion 'INC-14'.",
      {
        age: 300,
        files: ['composables/useCartBadge.ts', 'stores/cart.ts', 'eslint.config.mjs'],
        tags: ['incident', 'ssr', 'cart'],
      },
    ),

    // ---------------------------------------------------------------- styling & UI
    m(
      'style-scss-bem',
      'convention',
      'CSS: SCSS with BEM (.listing-card__price--sold). Tokens in assets/scss/_tokens.scss, mixins in _mixins.scss; each component gets its own <style lang="scss" scoped> block.',
      { age: 500, files: ['assets/scss/_tokens.scss', 'assets/scss/_mixins.scss'], tags: ['scss', 'css'] },
    ),
    m(
      'style-tailwind',
      'convention',
      "We moved the UI to Tailwind. Components use utility classes in the template; a <style> block is only ok for stuff Tailwind can't express (keyframes, overriding Stripe/Storyblok iframes). assets/scss is being deleted folder by folder — don't add anything there, and if you touch a component that still has SCSS, convert it.",
      {
        supersedes: 'style-scss-bem',
        age: 360,
        files: ['tailwind.config.ts', 'assets/css/main.css'],
        tags: ['tailwind', 'css'],
      },
    ),
    m(
      'tailwind-tokens',
      'convention',
      'Only the design-token palette from tailwind.config.ts: brand-50..900 (the green), ink-* for text, sand-* for backgrounds, plus success/warning/danger. The default Tailwind colors (blue-500, gray-*) are removed from the config on purpose, so they silently produce nothing. New color → ask design, add to theme.extend.colors with the Figma token name. Fonts: font-sans = Inter, font-display = Fraunces (headings only).',
      { age: 345, reaffirm: 50, files: ['tailwind.config.ts'], tags: ['tailwind', 'design-tokens'] },
    ),
    m(
      'ui-kit',
      'convention',
      "Primitives live in components/ui (UiButton, UiInput, UiSelect, UiModal, UiSheet, UiBadge, UiDatePicker), built on @headlessui/vue for focus trapping/aria. Don't add a component library — PrimeVue was tried in 2023 and added ~300 KB to the checkout route. If a primitive is missing, build it in components/ui.",
      { age: 320, files: ['components/ui'], tags: ['components', 'ui', 'headlessui'] },
    ),
    m(
      'a11y',
      'constraint',
      'WCAG 2.1 AA is in the contract with the municipalities (the "Gemeente Tweede Leven" program lists donated furniture on Stoop). @axe-core/playwright runs on home, search, listing, checkout; a new violation fails CI. Icon-only buttons need an aria-label (translated).',
      { age: 230, files: ['e2e/a11y.spec.ts'], tags: ['a11y', 'wcag'] },
    ),
    m(
      'no-dark-mode',
      'decision',
      'no dark mode for now (design call, revisit 2025). dont add dark: variants.',
      {
        age: 210,
        tags: ['design', 'tailwind'],
      },
    ),
    m(
      'components-naming',
      'convention',
      'components: feature folders (components/listing, components/checkout, components/sell, components/search) but pathPrefix is false, so file names must be globally unique and multi-word: ListingCard.vue, CheckoutSummary.vue. Lazy-load heavy ones in templates with the Lazy prefix (<LazyMapView>).',
      { age: 315, files: ['nuxt.config.ts', 'components'], tags: ['components', 'naming'] },
    ),
    m(
      'script-setup',
      'preference',
      'Lieke & Bram: <script setup lang="ts"> everywhere, type-only defineProps<{ ... }>() with withDefaults, defineModel() for v-model. No Options API, no mixins, no this.',
      { age: 390, tags: ['vue', 'style'] },
    ),

    // ---------------------------------------------------------------- data fetching & BFF
    m(
      'fetch-direct-core',
      'decision',
      'Pages fetch from the core API directly in the browser: $fetch(`${useRuntimeConfig().public.apiBase}/listings/${id}`). plugins/api.ts adds the Authorization header. Core has CORS allowlisted for stoop.nl / stoop.de / stoop.be.',
      { age: 470, files: ['plugins/api.ts', 'nuxt.config.ts'], tags: ['fetching', 'api', 'cors'] },
    ),
    m(
      'fetch-via-bff',
      'decision',
      "The browser only ever talks to our own Nitro routes under /api/*. Handlers in server/api/** call core with the service token (private runtimeConfig: NUXT_CORE_API_URL, NUXT_CORE_API_TOKEN), trim the payload to what the page renders and return that; pages use useFetch('/api/...'). runtimeConfig.public contains no backend URL any more and core's CORS is closed to browsers.",
      {
        supersedes: 'fetch-direct-core',
        age: 330,
        reaffirm: 20,
        canonical: true,
        files: ['server/api', 'nuxt.config.ts'],
        tags: ['bff', 'nitro', 'fetching'],
        reason:
          'listing payloads were ~5x larger than what we render (serialized twice into the HTML), and the CORS allowlist broke every preview deploy',
      },
    ),
    m(
      'usefetch-keys',
      'convention',
      "useFetch / useAsyncData: pass an explicit `key` whenever the URL depends on a route param or the same endpoint is called twice on a page; with a computed URL and no key you can get the previous page's payload after client-side navigation. Also `watch` the param, and use `pick`/`transform` so the payload in __NUXT__ stays small.",
      { age: 270, files: ['composables'], tags: ['usefetch', 'ssr', 'fetching'] },
    ),
    m(
      'bff-validation',
      'convention',
      'every server/api handler validates with zod through h3: readValidatedBody(event, schema.parse) / getValidatedQuery / getValidatedRouterParams. Schemas live in server/schemas/*.ts. Errors: throw createError({ statusCode, statusMessage, data }); never return { error } with a 200. File naming: server/api/favourites/[id].delete.ts style method suffixes.',
      { age: 310, files: ['server/schemas', 'server/api'], tags: ['bff', 'zod', 'validation', 'h3'] },
    ),
    m(
      'bff-core-client',
      'convention',
      "Core calls go through coreFetch from server/utils/core.ts ($fetch.create with baseURL + service token, 8s timeout, 1 retry on GET only, never on POST). It also forwards the user's core access token from the session when there is one. Don't $fetch core URLs by hand in handlers.",
      { age: 300, reaffirm: 30, files: ['server/utils/core.ts'], tags: ['bff', 'core-api'] },
    ),
    m(
      'core-api',
      'fact',
      'Core = the Django service (listings, orders, users, offers) owned by the platform team (#team-platform). https://core.internal.stoop.nl/v2, OpenAPI at /v2/schema. Types for the BFF are generated with `pnpm gen:core` → types/core.d.ts (openapi-typescript); never edit that file by hand.',
      {
        fact: 'stoop-web | backend | core API (Django, platform team)',
        age: 340,
        reaffirm: 15,
        files: ['types/core.d.ts', 'scripts/gen-core.mjs'],
        tags: ['core-api', 'openapi'],
      },
    ),
    m(
      'core-pagination',
      'fact',
      'core v2 list endpoints are cursor-paginated (?cursor=&limit=, limit max 50) — there is no page number. Our /api routes pass `next` through as an opaque string; the UI does "load more", not numbered pages.',
      { age: 255, files: ['server/api/listings/index.get.ts'], tags: ['core-api', 'pagination'] },
    ),
    m(
      'core-rate-limit',
      'constraint',
      'Core rate-limits our service token at 600 req/min in total, shared by all BFF function instances. Anything that does one core call per card (homepage rails, seller "other items") must use /v2/listings:batchGet?ids=… instead — the homepage did N+1 once and got 429s at 20:00 peak.',
      {
        age: 190,
        files: ['server/api/home.get.ts', 'server/utils/core.ts'],
        tags: ['core-api', 'rate-limit', 'performance'],
      },
    ),

    // ---------------------------------------------------------------- rendering & caching
    m(
      'route-rules-private',
      'constraint',
      "/account/**, /checkout/**, /winkelwagen and /api/me/** must never be cached by the CDN: routeRules set `headers: { 'cache-control': 'private, no-store' }`. Anything with the session cookie is per-user.",
      { age: 285, files: ['nuxt.config.ts'], tags: ['caching', 'routeRules', 'security'] },
    ),
    m(
      'cache-listing-60',
      'decision',
      "routeRules: '/listing/**': { swr: 60 }. A sold or reserved listing has to stop looking buyable within a minute — otherwise people go through checkout for a sofa that's gone.",
      { age: 220, files: ['nuxt.config.ts'], tags: ['caching', 'routeRules', 'listing'] },
    ),
    m(
      'cache-listing-1h',
      'decision',
      'Listing detail pages are ISR with a 1h window (`isr: 3600`) and get purged on demand: core calls /api/webhooks/core on every listing change and we revalidate that path. Cuts function invocations a lot on the Vercel bill.',
      {
        disputes: 'cache-listing-60',
        age: 90,
        files: ['nuxt.config.ts', 'server/api/webhooks/core.post.ts'],
        tags: ['caching', 'isr', 'vercel', 'listing'],
      },
    ),

    // ---------------------------------------------------------------- CMS
    m(
      'cms-contentful',
      'fact',
      'Editorial content (homepage hero, /inspiratie articles, FAQ) is in Contentful, space "stoop-web", loaded with contentful.js from plugins/contentful.ts; rich text rendered with @contentful/rich-text-html-renderer.',
      {
        fact: 'stoop-web | cms | Contentful',
        age: 480,
        files: ['plugins/contentful.ts'],
        tags: ['cms', 'contentful'],
      },
    ),
    m(
      'cms-storyblok',
      'decision',
      "Editorial pages come from Storyblok (space 'stoop-editorial', EU region) via @storyblok/nuxt. Each block type in Storyblok has a Vue component with the exact same name in storyblok/ (storyblok/HeroBanner.vue, storyblok/ArticleBody.vue) — that's how the module resolves them. Published content is fetched server-side in server/api/cms/[...slug].get.ts; draft content only inside the visual editor (?_storyblok).",
      {
        supersedes: 'cms-contentful',
        fact: 'stoop-web | cms | Storyblok',
        age: 260,
        reaffirm: 30,
        files: ['storyblok', 'server/api/cms/[...slug].get.ts', 'nuxt.config.ts'],
        tags: ['cms', 'storyblok'],
        reason: 'editors wanted a visual editor and the Contentful renewal tripled',
      },
    ),
    m(
      'cms-webhook',
      'workflow',
      "When editors publish, Storyblok calls /api/webhooks/storyblok → signature check → revalidate the affected path(s) on Vercel. 'I published but the site still shows the old thing' → first look at Settings › Webhooks › log in Storyblok (it shows our response code), then the function logs.",
      {
        age: 180,
        files: ['server/api/webhooks/storyblok.post.ts'],
        tags: ['cms', 'storyblok', 'webhooks', 'caching'],
      },
    ),
    m(
      'cms-richtext',
      'constraint',
      'No raw v-html of anything users or editors typed. CMS rich text → renderRichText() then sanitize() from utils/sanitize.ts (isomorphic-dompurify, our allowlist). Seller-written descriptions are plain text: render with {{ }} and the whitespace-pre-line class, never convert newlines to <br> and v-html it.',
      { age: 240, reaffirm: 45, files: ['utils/sanitize.ts'], tags: ['security', 'xss', 'cms'] },
    ),

    // ---------------------------------------------------------------- payments & checkout
    m(
      'payments-stripe-connect',
      'fact',
      'Payments: Stripe Connect with Express accounts. Every seller onboards as a connected account; buyers pay with destination charges, our cut taken as application_fee_amount.',
      {
        fact: 'stoop | payments_provider | Stripe Connect (Express)',
        age: 450,
        tags: ['stripe', 'payments'],
      },
    ),
    m(
      'commission',
      'fact',
      "Fees: seller commission 12% of the item price (min €3). Buyer pays €1.95 buyer-protection only on courier-delivery orders. These numbers come from core (GET /v2/fees) and are already in the order quote — don't hard-code them anywhere in stoop-web.",
      { age: 200, files: ['server/api/checkout/quote.post.ts'], tags: ['payments', 'fees'] },
    ),
    m(
      'checkout-flow',
      'constraint',
      'Checkout uses the Stripe Payment Element mounted in components/checkout/PaymentStep.vue (client-only). The PaymentIntent is created by server/api/checkout/intent.post.ts from the order quote core returns — item price, delivery and fees are always computed server-side. The request body carries only listing id, delivery option and address id; any amount sent by the client is ignored.',
      {
        age: 235,
        reaffirm: 20,
        files: ['server/api/checkout/intent.post.ts', 'components/checkout/PaymentStep.vue'],
        tags: ['checkout', 'stripe', 'security'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      "Stripe webhooks go to core, not to us. The frontend never decides an order is paid: after stripe.confirmPayment() the thank-you page polls /api/orders/:id until status === 'paid' (every 2s, give up after 30s and show the 'we're processing your payment' state).",
      { age: 225, files: ['pages/bedankt/[orderId].vue'], tags: ['stripe', 'checkout', 'orders'] },
    ),
    m(
      'money-cents',
      'convention',
      "Money is always integer minor units + currency: { amount: 12900, currency: 'EUR' } from core and in our own types (type Money in types/money.ts). Format at render time only with useMoney().format(money) — Intl.NumberFormat with the active i18n locale, so nl gives € 129,00 and de 129,00 €. No floats, no toFixed, no dividing by 100 in templates.",
      {
        age: 330,
        reaffirm: 10,
        canonical: true,
        files: ['composables/useMoney.ts', 'types/money.ts'],
        tags: ['money', 'i18n', 'formatting'],
      },
    ),
    m(
      'incident-preview-prod-stripe',
      'incident',
      "A preview deploy ran with the LIVE Stripe key because NUXT_STRIPE_SECRET_KEY was scoped to 'All Environments' in Vercel. QA's checkout run made two real charges (refunded). Since then: live keys are Production-scope only, and server/utils/stripe.ts throws at startup if it sees a live key while VERCEL_ENV !== 'production'.",
      { age: 160, files: ['server/utils/stripe.ts'], tags: ['incident', 'stripe', 'vercel', 'env'] },
    ),

    // ---------------------------------------------------------------- auth
    m(
      'auth-jwt-localstorage',
      'decision',
      'Login with @sidebase/nuxt-auth (local provider): POST to core /auth/token, JWT stored in localStorage, plugins/api.ts reads it and sets Authorization: Bearer. Refresh every 15 min via a setInterval in plugins/auth-refresh.client.ts.',
      { age: 430, files: ['plugins/api.ts', 'plugins/auth-refresh.client.ts'], tags: ['auth', 'jwt'] },
    ),
    m(
      'auth-session-cookie',
      'decision',
      "Auth is nuxt-auth-utils: a sealed, httpOnly session cookie (SameSite=Lax, 14 days). /api/auth/login trades the credentials with core on the server and keeps core's access/refresh tokens inside the sealed session, so no token ever reaches JS. Client: useUserSession() (loggedIn, user). Server routes: const { user } = await requireUserSession(event). Because the server can read the session, SSR renders the logged-in header directly.",
      {
        supersedes: 'auth-jwt-localstorage',
        age: 300,
        reaffirm: 14,
        canonical: true,
        files: ['server/api/auth/login.post.ts', 'server/utils/session.ts'],
        tags: ['auth', 'session', 'nuxt-auth-utils', 'security'],
        reason:
          'XSS exposure of tokens, and SSR could not see localStorage so every account page flashed the logged-out state',
      },
    ),
    m(
      'auth-middleware',
      'convention',
      "Protected pages: definePageMeta({ middleware: 'auth' }) (middleware/auth.ts redirects to /inloggen?redirect=…). Seller-only pages use middleware: 'seller' (needs a completed Stripe onboarding). Don't check loggedIn in onMounted and navigateTo from the component.",
      {
        age: 280,
        files: ['middleware/auth.ts', 'middleware/seller.ts'],
        tags: ['auth', 'middleware', 'routing'],
      },
    ),

    // ---------------------------------------------------------------- i18n
    m(
      'i18n-setup',
      'fact',
      '@nuxtjs/i18n v8 with differentDomains: stoop.nl → nl, stoop.de → de, stoop.be → nl-BE and fr-BE (prefix /fr). en is only served on stoop.nl/en for expats. Lazy-loaded JSON files in i18n/locales/.',
      {
        fact: 'stoop-web | locales | nl, nl-BE, fr-BE, de, en',
        age: 310,
        files: ['nuxt.config.ts', 'i18n/locales'],
        tags: ['i18n', 'domains'],
      },
    ),
    m(
      'i18n-keys-nested',
      'convention',
      'translation keys are nested by page/feature: listing.detail.contactSeller, checkout.payment.title, common.actions.save. Reuse common.* before adding a new key.',
      { age: 290, files: ['i18n/locales/nl.json', 'i18n/locales/en.json'], tags: ['i18n', 'naming'] },
    ),
    m(
      'i18n-keys-flat',
      'convention',
      "i18n keys: flat, prefixed with the component that owns them — 'ListingCard_soldBadge', 'CheckoutPayment_title'. Grep the component name and you find every string it uses; no nesting, no shared 'common' bucket.",
      { disputes: 'i18n-keys-nested', age: 140, files: ['i18n/locales/nl.json'], tags: ['i18n', 'naming'] },
    ),
    m(
      'i18n-translations-workflow',
      'workflow',
      'In a PR you only add nl and en strings. de and fr come from the translators in Lokalise: a scheduled GitHub Action runs `pnpm i18n:pull` every Monday and opens a PR. Missing keys fall back to en at runtime. Please no machine-translated de.json/fr.json in feature PRs, the translators overwrite it anyway and it confuses the diff.',
      {
        age: 250,
        reaffirm: 25,
        files: ['i18n/locales', '.github/workflows/i18n-pull.yml'],
        tags: ['i18n', 'lokalise'],
      },
    ),
    m(
      'incident-i18n-build',
      'incident',
      "Prod build died on a Monday: vue-i18n message compilation error in de.json after the Lokalise pull — a translator typed a literal `{` and `@` in a string ('{Rabatt}' and an email address). vue-i18n treats { } @ | as syntax; escape as {'{'} / {'@'}. We added `pnpm i18n:lint` to CI, and the real fix goes into Lokalise, otherwise the next pull brings it back.",
      {
        age: 120,
        files: ['i18n/locales/de.json', 'scripts/i18n-lint.mjs'],
        tags: ['incident', 'i18n', 'build'],
      },
    ),

    // ---------------------------------------------------------------- listings, photos, search
    m(
      'listing-photos-12',
      'constraint',
      "Listings: up to 12 photos, 10 MB each, jpeg/png/heic/webp. HEIC is converted by Cloudinary at upload time (eager transform), so don't convert in the browser.",
      { age: 260, files: ['components/sell/PhotoUploader.vue'], tags: ['listing', 'photos', 'upload'] },
    ),
    m(
      'listing-photos-8',
      'decision',
      "max 8 photos per listing. Product decided after the Q2 review: listings with more than 8 photos didn't sell faster and they were most of our Cloudinary storage. PhotoUploader shows 8 slots.",
      {
        disputes: 'listing-photos-12',
        age: 75,
        files: ['components/sell/PhotoUploader.vue'],
        tags: ['listing', 'photos', 'product'],
      },
    ),
    m(
      'images-cloudinary',
      'fact',
      'Listing photos go straight from the browser to Cloudinary with a signed upload (signature from /api/uploads/sign, folder listings/{sellerId}); we only store the public_id. Rendered via @nuxt/image with provider cloudinary and the presets card / gallery / thumb in nuxt.config.',
      {
        fact: 'stoop-web | image_cdn | Cloudinary',
        age: 320,
        files: ['server/api/uploads/sign.post.ts', 'nuxt.config.ts'],
        tags: ['images', 'cloudinary', 'upload'],
      },
    ),
    m(
      'nuxt-img',
      'convention',
      'Listing photos always through <NuxtImg>/<NuxtPicture> with the preset, explicit width+height (CLS) and loading="lazy" — except the first gallery image, which gets fetchpriority="high" and no lazy. Never a bare <img :src> with a hand-built Cloudinary URL.',
      {
        age: 245,
        files: ['components/listing/ListingGallery.vue', 'components/listing/ListingCard.vue'],
        tags: ['images', 'performance'],
      },
    ),
    m(
      'listing-status',
      'fact',
      "Listing lifecycle in core: draft → active → reserved → sold, or withdrawn at any point. 'reserved' = a buyer paid and pickup/delivery is pending (48h). Only 'active' is buyable; reserved listings stay visible with a badge, sold ones drop out of search and after 30 days the detail page is a 410.",
      { age: 265, files: ['types/core.d.ts'], tags: ['listing', 'domain'] },
    ),
    m(
      'delivery-partner',
      'fact',
      'Courier delivery for big items is Cargoo (API quotes by from/to postcode + dimensions + floor/elevator). server/api/delivery/quote.post.ts; quotes valid 30 minutes. Cargoo only covers NL and BE — German listings are pickup-only until the DE contract is signed.',
      {
        age: 150,
        reaffirm: 20,
        files: ['server/api/delivery/quote.post.ts'],
        tags: ['delivery', 'cargoo', 'checkout'],
      },
    ),
    m(
      'search-algolia',
      'fact',
      'Search runs on Algolia: index listings_prod with replicas listings_prod_price_asc, _price_desc, _newest. Only the search-only key is public (runtimeConfig.public.algolia); indexing is done by core, not by us.',
      {
        fact: 'stoop-web | search_engine | Algolia',
        age: 380,
        files: ['composables/useSearch.ts', 'nuxt.config.ts'],
        tags: ['search', 'algolia'],
      },
    ),
    m(
      'search-geo',
      'decision',
      "Default search radius is 25 km around the user's postcode (postcode → lat/lng via /api/geo/postcode, remembered in a cookie). We do NOT ask for browser geolocation: the permission prompt on first visit cost us ~8% search conversion in the A/B test.",
      { age: 175, files: ['composables/useSearchLocation.ts'], tags: ['search', 'geo', 'product'] },
    ),
    m(
      'search-url-state',
      'convention',
      'Search filters (q, cat, min, max, radius, sort, condition) live in the URL query only, read/written through composables/useSearchParams.ts (router.replace for typing, push for facet clicks). No filter state in Pinia — links must be shareable and the back button has to work.',
      {
        age: 215,
        files: ['composables/useSearchParams.ts', 'pages/zoeken.vue'],
        tags: ['search', 'routing'],
      },
    ),
    m(
      'favourites-local',
      'decision',
      'favourites (the heart): logged-out visitors keep them in localStorage through pinia-plugin-persistedstate on stores/favourites.ts; on login they are merged into the account with POST /api/favourites/merge.',
      { age: 200, files: ['stores/favourites.ts'], tags: ['favourites', 'pinia', 'localstorage'] },
    ),
    m(
      'favourites-server',
      'decision',
      "Favourites exist only server-side. The heart needs a session: if you're logged out it opens the login sheet with redirect back. Nothing about favourites is stored in the browser — keeps it out of the cookie-consent scope.",
      {
        disputes: 'favourites-local',
        age: 60,
        files: ['server/api/favourites', 'components/listing/FavouriteButton.vue'],
        tags: ['favourites', 'auth', 'gdpr'],
      },
    ),
    m(
      'messaging-stream',
      'fact',
      'buyer↔seller chat = Stream Chat (getstream.io), UI in pages/berichten, lazy-loaded. Stream user tokens are minted in server/api/chat/token.get.ts for the session user.',
      {
        age: 205,
        files: ['pages/berichten/index.vue', 'server/api/chat/token.get.ts'],
        tags: ['chat', 'stream'],
      },
    ),
    m(
      'maps',
      'fact',
      'Maps: Mapbox GL wrapped in components/listing/MapView.vue, only used on the listing detail page as <LazyMapView> (it is ~200 KB gz). It shows a 500 m circle around rounded coordinates, never a pin.',
      { age: 185, files: ['components/listing/MapView.vue'], tags: ['maps', 'mapbox'] },
    ),
    m(
      'privacy-address',
      'constraint',
      "A seller's street address, exact coordinates and phone number must not reach the browser before the buyer has paid. server/api/listings/[id].get.ts strips them and rounds the coordinates; the address only shows up on the order page once status is paid/reserved. Buyers contact sellers through chat, not by phone.",
      {
        age: 230,
        reaffirm: 40,
        files: ['server/api/listings/[id].get.ts'],
        tags: ['privacy', 'gdpr', 'listing'],
      },
    ),

    // ---------------------------------------------------------------- testing
    m(
      'e2e-cypress',
      'workflow',
      'E2E = Cypress (cypress/e2e/*.cy.ts). `pnpm cy:run` against `nuxi preview`; the CI job uses cypress-io/github-action and records to the Cypress dashboard.',
      { age: 460, files: ['cypress.config.ts', 'cypress/e2e'], tags: ['e2e', 'cypress', 'testing'] },
    ),
    m(
      'e2e-playwright',
      'workflow',
      'End-to-end tests: e2e/*.spec.ts, playwright.config.ts with projects chromium, webkit and "mobile-safari" (iPhone 13 viewport). `pnpm test:e2e` builds and starts node .output/server/index.mjs; core is faked with the route handlers in e2e/fixtures/ (page.route + JSON fixtures) — no test ever hits real staging. Stripe iframes: use the test helpers in e2e/helpers/stripe.ts.',
      {
        supersedes: 'e2e-cypress',
        age: 240,
        reaffirm: 18,
        files: ['playwright.config.ts', 'e2e/fixtures', 'e2e/helpers/stripe.ts'],
        tags: ['e2e', 'playwright', 'testing'],
        reason:
          'needed real Safari coverage (most of our buyers are on iPhones) and the cy.wait chains were flaky',
      },
    ),
    m(
      'unit-vitest',
      'convention',
      "Unit/component tests are Vitest with @nuxt/test-utils (environment 'nuxt'), colocated as Foo.spec.ts next to the file. mountSuspended() for components, mockNuxtImport() for composables like useRoute, registerEndpoint() to fake our /api routes. `pnpm test` / `pnpm test --watch`.",
      { age: 270, files: ['vitest.config.ts'], tags: ['vitest', 'testing'] },
    ),
    m(
      'test-server-routes',
      'convention',
      "Server routes are tested in tests/server/*.spec.ts with @nuxt/test-utils/e2e setup({ server: true }) and $fetch. Core is never called: vi.mock('~/server/utils/core') and return fixtures from tests/fixtures/core/.",
      { age: 190, files: ['tests/server', 'tests/fixtures/core'], tags: ['testing', 'bff', 'vitest'] },
    ),
    m(
      'visual-regression',
      'note',
      'Visual snapshots (e2e/visual/*.spec.ts: ListingCard variants, checkout steps) are generated in the Playwright docker image. Run `pnpm test:visual:update`, which does it inside mcr.microsoft.com/playwright — updating on macOS gives font antialiasing diffs and CI fails on them.',
      { age: 110, files: ['e2e/visual', 'package.json'], tags: ['playwright', 'visual', 'testing'] },
    ),

    // ---------------------------------------------------------------- hosting, env, release
    m(
      'hosting-netlify',
      'fact',
      'Hosted on Netlify (site stoop-web), nitro preset netlify, geo redirects as a Netlify edge function, redirects in netlify.toml. Deploy previews per PR.',
      {
        fact: 'stoop-web | hosted_on | Netlify',
        age: 520,
        files: ['netlify.toml'],
        tags: ['hosting', 'netlify', 'deploy'],
      },
    ),
    m(
      'hosting-vercel',
      'decision',
      "stoop-web runs on Vercel: team 'stoop', project stoop-web, functions in fra1. Merge to main = production deploy, every PR gets a preview URL. Nitro picks the vercel preset on its own; platform config goes in nuxt.config (nitro.vercel, routeRules isr/swr), we don't keep a vercel.json. Deploy logs: Vercel dashboard › Deployments, or `vercel logs <url>`.",
      {
        supersedes: 'hosting-netlify',
        fact: 'stoop-web | hosted_on | Vercel',
        age: 280,
        reaffirm: 10,
        files: ['nuxt.config.ts'],
        tags: ['hosting', 'vercel', 'deploy'],
        reason: 'ISR + image optimization, and the Netlify function cold starts in fra were bad',
      },
    ),
    m(
      'env-vars',
      'constraint',
      'Config only through runtimeConfig overridden by NUXT_* env vars, set in Vercel per scope (Production / Preview / Development). Local: `vercel env pull .env`. runtimeConfig.public is shipped to every browser, so only genuinely public values there (Algolia search key, Stripe publishable key, Storyblok public token). .env is gitignored, keep it that way.',
      {
        age: 275,
        reaffirm: 22,
        files: ['nuxt.config.ts', '.env.example'],
        tags: ['config', 'secrets', 'vercel'],
      },
    ),
    m(
      'preview-core',
      'fact',
      'Preview deploys use core staging (core.staging.stoop.nl) and Stripe test mode; only production talks to prod core and live Stripe. Previews sit behind Vercel Deployment Protection — send people the share link (bypass token) instead of turning protection off.',
      { age: 155, files: ['nuxt.config.ts'], tags: ['vercel', 'preview', 'staging'] },
    ),
    m(
      'release-freeze',
      'constraint',
      'No production merges after 14:00 CET on Fridays, and none during the sale weekends (first weekend of the month, "Stoopzondag"). Hotfixes only with an approval in #web-releases and somebody staying online for an hour afterwards.',
      { age: 170, reaffirm: 30, tags: ['release', 'process'] },
    ),
    m(
      'bundle-budget',
      'constraint',
      'Perf budget: listing page LCP < 2.5 s (p75 mobile, Vercel Speed Insights) and max 170 KB gzipped JS per route. scripts/check-bundle.mjs fails CI above that. Heavy deps (mapbox-gl, stream-chat, the Stripe SDK) only via Lazy components / dynamic import on the routes that need them.',
      { age: 195, files: ['scripts/check-bundle.mjs'], tags: ['performance', 'bundle', 'ci'] },
    ),
    m(
      'sentry',
      'fact',
      'Errors go to Sentry through @sentry/nuxt (client + Nitro). Source maps are uploaded during the Vercel build; environment = VERCEL_ENV. The "Hydration" alert rule posts to #web-alerts.',
      {
        fact: 'stoop-web | error_tracking | Sentry',
        age: 215,
        reaffirm: 20,
        files: ['sentry.client.config.ts', 'sentry.server.config.ts'],
        tags: ['sentry', 'monitoring'],
      },
    ),
    m(
      'logging-pii',
      'constraint',
      "Don't log request bodies or full core responses in server routes — they contain addresses, phone numbers and chat text, and Vercel logs are kept 30 days and are visible to the whole team. Use log from server/utils/log.ts (consola wrapper that redacts email/phone/postcode) and log ids, not payloads.",
      { age: 165, files: ['server/utils/log.ts'], tags: ['logging', 'privacy', 'gdpr'] },
    ),
    m(
      'gdpr-consent',
      'constraint',
      'Analytics (PostHog EU cloud) and Hotjar may only load after consent from the Cookiebot banner. plugins/posthog.client.ts waits for useConsent().analytics; events go through useTrack() so nothing is captured before consent. Stripe, Storyblok and Sentry are classified necessary.',
      {
        age: 145,
        files: ['plugins/posthog.client.ts', 'composables/useConsent.ts', 'composables/useTrack.ts'],
        tags: ['gdpr', 'analytics', 'posthog'],
      },
    ),
    m(
      'hydration',
      'convention',
      "Hydration mismatches are release blockers. Anything depending on the current time, Math.random, viewport size or localStorage renders in <ClientOnly> (with a fallback) or after onMounted. Relative times ('3 uur geleden', 'nieuw'): server renders the absolute date, <ClientOnly> swaps in the relative one. Remember SSR runs in UTC on Vercel while the buyer is in Europe/Amsterdam.",
      { age: 180, reaffirm: 12, canonical: true, tags: ['ssr', 'hydration', 'dates'] },
    ),
    m(
      'seo',
      'convention',
      "Every page sets useSeoMeta (title, description, ogImage) + a canonical link. Listing pages also output Product schema through nuxt-schema-org (price, availability from status). hreflang/alternate links come from the i18n module (differentDomains) — don't add them by hand.",
      { age: 225, files: ['pages/listing/[id].vue'], tags: ['seo', 'schema-org'] },
    ),
    m(
      'git-flow',
      'workflow',
      'branch from main as feat/STP-123-short-thing (Linear issue id), PR title in conventional-commit form (feat(checkout): …) because the changelog is generated from squash-merge titles. Squash merge only.',
      { age: 400, tags: ['git', 'process'] },
    ),
    m(
      'local-dev',
      'workflow',
      'Local: `vercel env pull .env` then `pnpm dev` (localhost:3000). Core staging is reachable from the office/VPN only; outside, run `pnpm mock:core` (Prism on the core OpenAPI spec, port 4010) and set NUXT_CORE_API_URL=http://localhost:4010.',
      { age: 230, files: ['package.json', '.env.example'], tags: ['dev', 'onboarding'] },
    ),
    m(
      'team-rituals',
      'note',
      'web squad standup 9:45, demo Thursday 16:00. Figma source of truth is "Stoop DS 2.0"; Noor is the design contact for the seller flow.',
      { age: 130, tags: ['team'] },
    ),

    // ---------------------------------------------------------------- unreviewed agent proposals
    m(
      'cand-usestate-modals',
      'convention',
      "Keep global modal/sheet visibility in useState('modal') instead of a Pinia store.",
      { candidate: true, tags: ['state', 'ui'] },
    ),
    m(
      'cand-seller-spa',
      'fact',
      'The seller dashboard under /verkopen/** is rendered client-side only (ssr: false).',
      { candidate: true, inferred: true, tags: ['seller', 'rendering'] },
    ),
    m('cand-lodash', 'fact', 'The project uses lodash-es for debounce and throttle.', {
      candidate: true,
      inferred: true,
      tags: ['dependencies'],
    }),
    m(
      'cand-core-retries',
      'convention',
      'BFF retries failed core requests 3 times with exponential backoff, including POSTs.',
      { candidate: true, tags: ['bff', 'core-api'] },
    ),

    // ---------------------------------------------------------------- secret-bearing inputs (writes must be refused)
    m(
      'secret-storyblok-preview',
      'note',
      'for the visual editor on localhost you need the preview token (draft access!) in .env:\nNUXT_STORYBLOK_PREVIEW_TOKEN=Xq4TmW9pLr7Kv2Nz8Bc5Hy3J',
      { secret: 'Xq4TmW9pLr7Kv2Nz8Bc5Hy3J' },
    ),
    m(
      'secret-algolia-admin',
      'fact',
      'the algolia admin api key is 8e3f1c9a4b7d2e6f0a5c8b1d9e4f7a2c — only scripts/reindex-synonyms.ts uses it, it must never end up in the client bundle',
      { secret: '8e3f1c9a4b7d2e6f0a5c8b1d9e4f7a2c' },
    ),
    m(
      'secret-neon-db',
      'note',
      'price-drop alert subscriptions are in a small Neon db owned by us, not core. conn string: postgresql://stoop_bff:Rk7vQ2xTm9LpW4zN@ep-misty-pond-318204.eu-central-1.aws.neon.tech/stoop_alerts?sslmode=require',
      { secret: 'Rk7vQ2xTm9LpW4zN' },
    ),
    m(
      'secret-staging-basic-auth',
      'fact',
      'staging basic auth, copied from the old e2e workflow:\n  env:\n    STAGING_BASIC_AUTH_USER: stoop\n    STAGING_BASIC_AUTH_PASS: "Walnut-Kettle-83!"',
      { secret: 'Walnut-Kettle-83!' },
    ),
    m(
      'secret-vercel-token',
      'note',
      'scripts/deploy-manual.sh reads .vercel/credentials.json, which looks like { "orgId": "team_q8Lm3Zr5Tw1Yx9Vb", "token": "vc9Hk2RtP7mQx4LwZ8nB3yJs" }',
      { secret: 'vc9Hk2RtP7mQx4LwZ8nB3yJs' },
    ),
    m(
      'secret-cargoo-webhook',
      'constraint',
      'Cargoo signs delivery status callbacks with HMAC-SHA256 over the raw body; the signing secret they gave us is cg_whsk_5f2a9d7e1c4b8a3f6e0d2c9b. Verify it in server/api/webhooks/cargoo.post.ts before reading the body as JSON.',
      { secret: 'cg_whsk_5f2a9d7e1c4b8a3f6e0d2c9b' },
    ),
  ],
  sessions: [
    {
      id: 'nuxt-marketplace-session-1',
      age: 3,
      turns: [
        said(
          "ok so today is the checkout reservation thing. context: when a buyer hits 'kopen' we put a hold on the listing in core (POST /v2/listings/{id}/holds), 15 min, and the checkout header shows a countdown. if the payment fails we DELETE the hold but dont rely on that, core expires holds on its own",
          { key: 's-reserve-timer', type: 'decision' },
        ),
        replied(
          'Got it. I can add a useCheckoutHold composable that creates the hold and exposes the remaining time. Should I store expires_at in localStorage so a refresh keeps the countdown?',
        ),
        said(
          'nah just GET /api/checkout/hold on load, core knows expires_at. but first can u look at why the payment step is blank on safari, its been like that since yesterday',
        ),
        replied(
          "Found it: PaymentStep mounts the Payment Element in setup() before the container div exists on iOS Safari. I'll move the mount into onMounted and wrap the step in <ClientOnly>.",
        ),
        said(
          "yeah lol. btw postcodes, since ur touching the address form: NL is 4 digits + 2 letters, BE 4 digits, DE 5 digits. always normalize to uppercase without the space (1012AB) before it goes to core or cargoo, and show it as '1012 AB' in the ui",
          { key: 's-postcode', type: 'convention' },
        ),
        replied(
          "Makes sense — I'll put normalizePostcode/formatPostcode per country in utils/postcode.ts and use them in the form.",
        ),
        said(
          'if u need to decrypt a staging session cookie to debug the hold thing, NUXT_SESSION_PASSWORD on staging is Lp8vX2qR7mZt4Kw9Nb3Yc6Hj1Sd5Fg0A',
          { secret: 'Lp8vX2qR7mZt4Kw9Nb3Yc6Hj1Sd5Fg0A' },
        ),
        said(
          'oh and feature flags: we read posthog flags on the server in server/middleware/flags.ts and hand them to the app through useFlags(). dont call posthog.isFeatureEnabled in components, the client sdk only loads after consent so it flickers / is just false for half the people',
          { key: 's-feature-flags', type: 'convention' },
        ),
        replied("Ok. I'll gate the new checkout header with useFlags().newCheckoutHeader then."),
        said(
          'last thing, offers (bieden), product signed it off yesterday: min offer is 60% of the asking price, a buyer can have only one open offer per listing, seller gets 48h to accept / decline / counter and then it expires. an accepted offer creates the same 15 min hold as kopen',
          { key: 's-offer-rules', type: 'decision' },
        ),
        said('cool, push a draft PR when ur done, ill look after lunch'),
        replied('Will do — draft PR incoming with the hold, the Safari fix and the postcode utils.'),
      ],
    },
  ],
  prompts: [
    p(
      'add a "doe een bod" (make an offer) button to @components/listing/ListingActions.vue with a modal where u type the amount',
      ['s-offer-rules', 'money-cents', 'fetch-via-bff'],
    ),
    p(
      '[Vue warn]: Hydration text content mismatch on <span class="text-xs text-ink-500">\n  - rendered on server: 3 uur geleden\n  - expected on client: 2 uur geleden\n  at <ListingCard listing={…} >\nhappens on /zoeken on every page load, sentry is spamming #web-alerts',
      ['hydration'],
    ),
    p('create a vuex module for the offers inbox (list of offers received, accept/decline actions)', [
      'state-pinia',
    ]),
    p(
      'new SellerBadge component, verified / top seller / new variants. pls write the scss for it, .seller-badge--verified etc',
      ['style-tailwind', 'tailwind-tokens'],
    ),
    p(
      'where are the netlify deploy logs? editors published the new autumn hero an hour ago and the homepage still shows the summer campaign',
      ['hosting-vercel', 'cms-webhook'],
    ),
    p(
      "pages/inspiratie/[slug].vue crashes since this morning:\nTypeError: Cannot read properties of undefined (reading 'nodeType')\n    at documentToHtmlString (@contentful/rich-text-html-renderer)\ncan u fix the renderer call",
      ['cms-storyblok', 'cms-richtext'],
    ),
    p(
      "on /account the header shows 'Inloggen' for like half a second and then switches to the user's name. looks janky, fix it in layouts/default.vue",
      ['auth-session-cookie'],
    ),
    p(
      'where do i get the jwt from localStorage so i can attach it to the delivery quote request in components/checkout/DeliveryStep.vue',
      ['auth-session-cookie', 'bff-core-client'],
    ),
    p('write a cypress test for the checkout happy path (pickup, iDEAL)', ['e2e-playwright']),
    p(
      'buyer paid for a sofa that had already sold 20 min earlier, we refunded her. listing page still showed the "Koop nu" button. how is that possible',
      ['cache-listing-60', 'cache-listing-1h', 'listing-status'],
    ),
    p(
      "seller complains she can't add a 9th photo, the uploader just greys out. components/sell/PhotoUploader.vue — can we raise the limit?",
      ['listing-photos-12', 'listing-photos-8', 'images-cloudinary'],
    ),
    p('add the translations for the new offer modal (title, amount label, min amount error, submit)', [
      'i18n-keys-nested',
      'i18n-keys-flat',
      'i18n-translations-workflow',
    ]),
    p('clicking the heart on a listing card does nothing when im logged out. bug?', [
      'favourites-local',
      'favourites-server',
    ]),
    p('CheckoutSummary shows "12900" as the total lol, should be the price with 2 decimals', ['money-cents']),
    p(
      "in pages/listing/[id].vue just do $fetch(config.public.apiBase + '/listings/' + route.params.id), the server route is overkill for this",
      ['fetch-via-bff', 'bff-core-client'],
    ),
    p(
      'homepage takes 6s+ around 20:00 and the function logs are full of\nERROR [core] GET /v2/listings/48213 → 429 Too Many Requests\nERROR [core] GET /v2/listings/48377 → 429 Too Many Requests',
      ['core-rate-limit', 'bff-core-client'],
    ),
    p(
      'create server/api/saved-searches.post.ts that saves the current search filters for the logged in user',
      ['bff-validation', 'auth-session-cookie', 'search-url-state'],
    ),
    p(
      'on the seller profile page /verkoper/[id], if i click another seller in "meer verkopers in de buurt" the url changes but it keeps showing the first sellers items until i refresh',
      ['usefetch-keys'],
    ),
    p("add the seller's phone number under the price on the listing page so buyers can just call them", [
      'privacy-address',
    ]),
    p('show where the item can be picked up on a map in ListingDetail.vue', [
      'maps',
      'privacy-address',
      'bundle-budget',
    ]),
    p(
      'server/api/checkout/intent.post.ts: just use body.total for the PaymentIntent amount, the client already adds delivery + fee',
      ['checkout-flow', 'commission', 'money-cents'],
    ),
    p(
      "after stripe.confirmPayment resolves, set order.status = 'paid' in the checkout store and redirect to /bedankt",
      ['stripe-webhooks', 'state-pinia'],
    ),
    p(
      "customer support: a buyer says after logging in she saw 3 items in her cart that weren't hers, then it fixed itself after a reload?? wtf",
      ['pinia-ssr', 'incident-cart-leak'],
    ),
    p(
      'add console.log(body) at the top of server/api/delivery/quote.post.ts so i can see what the frontend sends',
      ['logging-pii'],
    ),
    p('track a posthog event when someone clicks "stuur bericht" on a listing', ['gdpr-consent']),
    p('footer link fix is approved, can i merge to main now? its friday 16:30', ['release-freeze']),
    p(
      "vercel build failed:\n ERROR  [vue-i18n] Message compilation error: Unexpected lexical analysis in token: 'Rabatt}'\n  i18n/locales/de.json\ni just merged the lokalise PR",
      ['incident-i18n-build', 'i18n-translations-workflow'],
    ),
    p('add courier delivery as an option for the listings in Berlin, same as NL', ['delivery-partner']),
    p(
      'e2e/visual/listing-card.spec.ts fails locally on my macbook with a 0.3% pixel diff on the price, should i just run --update-snapshots and commit?',
      ['visual-regression'],
    ),
    p('we need a date picker for the pickup slot, i want to `pnpm add primevue` and use its Calendar', [
      'ui-kit',
      'bundle-budget',
    ]),
    p('add a blue "Nieuw" badge to ListingCard for listings posted in the last 24h', [
      'tailwind-tokens',
      'hydration',
    ]),
    p('write a regex / validator for the postcode field in the address form, we ship to NL BE and DE', [
      's-postcode',
    ]),
    p("when the buyer lands on the payment step show 'gereserveerd voor 14:59' counting down in the header", [
      's-reserve-timer',
      'hydration',
    ]),
    p("in CheckoutPage.vue switch to the new layout if posthog.isFeatureEnabled('new-checkout')", [
      's-feature-flags',
    ]),
    p(
      'QA wants to test a real iDEAL payment with her own bank on the preview url of my PR, what do i need to change',
      ['preview-core', 'incident-preview-prod-stripe'],
    ),
    p('how do i debounce an input in vue 3 with the composition api', []),
    p("what's the difference between ref and shallowRef", []),
    p('fix the typo in the comment at the top of utils/slugify.ts ("seperator")', []),
    p('convert an array of objects to a Map keyed by id in typescript, with proper types', []),
    p('thx that fixed it', []),
  ],
});
