// An Irish second-hand furniture marketplace: Rails 8 + Hotwire, Solid Queue, Stripe Connect payouts, R2 images,
// An Post / DPD labels, Algolia search, the Irish VAT margin scheme, Kamal on Hetzner.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export const railsHotwireMarketplaceIe = project({
  name: 'rails-hotwire-marketplace-ie',
  stack:
    'Ruby 3.3, Rails 8 (Hotwire: Turbo 8 + Stimulus, importmap, tailwindcss-rails), Solid Queue / Solid Cache / Solid Cable, PostgreSQL 16, Stripe Connect (Express), Active Storage on Cloudflare R2, Algolia, An Post + DPD Ireland APIs, RSpec + Capybara/Cuprite, Kamal 2 on Hetzner Cloud, GitHub Actions',
  memories: [
    m(
      'jobs-sidekiq',
      'fact',
      'background jobs run on sidekiq 7 w/ redis, workers in app/sidekiq/, web UI mounted at /sidekiq for staff',
      {
        fact: 'background jobs | run_on | Sidekiq',
        files: ['app/sidekiq', 'config/sidekiq.yml'],
        age: 520,
        tags: ['sidekiq', 'redis', 'jobs'],
      },
    ),
    m(
      'jobs-solid-queue',
      'decision',
      'Moved all background jobs off Sidekiq onto Solid Queue when we went to Rails 8. Jobs are plain ActiveJob classes in app/jobs/, queue db is a separate Postgres database (queue: in config/database.yml). Reason: one less moving part, we were only keeping Redis around for sidekiq.',
      {
        fact: 'background jobs | run_on | Solid Queue',
        supersedes: 'jobs-sidekiq',
        age: 210,
        canonical: true,
        files: ['app/jobs', 'config/queue.yml', 'config/database.yml'],
        reason: 'drop Redis, fewer moving parts',
        tags: ['solid-queue', 'sidekiq', 'jobs', 'activejob'],
      },
    ),
    m('cache-redis', 'fact', 'Rails.cache is redis_cache_store on the same redis box as sidekiq, db 1', {
      files: ['config/environments/production.rb'],
      age: 500,
      tags: ['cache', 'redis'],
    }),
    m(
      'cache-solid',
      'fact',
      'Rails.cache = Solid Cache (solid_cache_entries in the cache database), max_age 2 weeks, max_size 4GB. fragment caching on listing cards keyed on listing + seller updated_at.',
      {
        supersedes: 'cache-redis',
        age: 190,
        files: ['config/cache.yml', 'app/views/listings/_card.html.erb'],
        tags: ['cache', 'solid-cache'],
      },
    ),
    m(
      'search-pg',
      'fact',
      'listing search is pg_search multisearch on title + description, tsvector with english dictionary, trigram for typos',
      {
        files: ['app/models/listing.rb'],
        age: 450,
        tags: ['search', 'pg_search', 'postgres'],
      },
    ),
    m(
      'search-algolia',
      'decision',
      "Search moved from pg_search to Algolia (index Listing_production, app in the EU region). pg_search couldn't do faceting by county/category/condition + typo tolerance at the speed we need on mobile. pg_search gem is removed, dont bring it back.",
      {
        fact: 'listing search | provided_by | Algolia',
        supersedes: 'search-pg',
        age: 160,
        canonical: true,
        files: ['app/models/concerns/searchable_listing.rb', 'config/initializers/algolia.rb'],
        reason: 'faceting + typo tolerance on mobile',
        tags: ['search', 'algolia', 'facets'],
      },
    ),
    m(
      'algolia-sync-job',
      'convention',
      'Algolia indexing never happens inline in a request. algoliasearch-rails is configured with enqueue: true -> AlgoliaReindexJob on the search queue. after_commit only, so a rolled back txn never hits the index.',
      {
        files: ['app/models/concerns/searchable_listing.rb', 'app/jobs/algolia_reindex_job.rb'],
        tags: ['algolia', 'jobs', 'search', 'after_commit'],
      },
    ),
    m(
      'algolia-record-size',
      'constraint',
      'Algolia record limit is 10KB on our plan. description is truncated to 500 chars in algolia_attributes, photos only the :card variant url of the first photo. a few vintage listings with essays for descriptions blew up the batch before.',
      {
        files: ['app/models/concerns/searchable_listing.rb'],
        tags: ['algolia', 'record-size', 'search'],
      },
    ),
    m(
      'algolia-replicas',
      'fact',
      'sorting = virtual replicas: Listing_production_price_asc, _price_desc, _newest. relevance is the primary. dont create standard replicas, they double the record count on the bill',
      {
        tags: ['algolia', 'replicas', 'sorting'],
      },
    ),
    m(
      'search-geo-county',
      'constraint',
      "Never send the seller's real address or eircode to Algolia. _geoloc is the centroid of the town (lib/data/ie_towns.yml), listing shows county + town only until an order is paid.",
      {
        files: ['lib/data/ie_towns.yml', 'app/models/concerns/searchable_listing.rb'],
        reaffirm: 12,
        tags: ['privacy', 'algolia', 'geo', 'address'],
      },
    ),
    m(
      'storage-s3',
      'fact',
      'active storage service is amazon (S3 eu-west-1, bucket furnish-prod-uploads), redirect mode',
      {
        files: ['config/storage.yml'],
        age: 430,
        tags: ['active-storage', 's3', 'images'],
      },
    ),
    m(
      'storage-r2',
      'fact',
      'Active Storage service is :cloudflare, the S3-compatible R2 bucket furnish-prod (endpoint https://<account>.r2.cloudflarestorage.com, region "auto", force_path_style: true). Public images served through img.furnish.ie custom domain on the bucket, not through the rails proxy.',
      {
        supersedes: 'storage-s3',
        age: 140,
        files: ['config/storage.yml'],
        tags: ['active-storage', 'r2', 'cloudflare', 'images'],
      },
    ),
    m(
      'direct-uploads',
      'convention',
      'Photos go browser -> R2 with Active Storage direct uploads (the photo_upload Stimulus controller). The R2 bucket CORS policy has to allow PUT from https://furnish.ie and https://staging.furnish.ie with Content-Type, Content-MD5 and Content-Disposition headers.',
      {
        files: ['app/javascript/controllers/photo_upload_controller.js'],
        tags: ['direct-upload', 'r2', 'cors', 'stimulus'],
      },
    ),
    m(
      'incident-safari-cors',
      'incident',
      "Jan: uploads failed for every iPhone user for ~6 hours after someone 'tidied' the R2 CORS rules and dropped Content-MD5 from AllowedHeaders. Chrome was fine so nobody noticed. Now a system spec hits a real staging upload nightly.",
      {
        files: ['spec/system/photo_upload_spec.rb'],
        tags: ['incident', 'cors', 'r2', 'safari', 'uploads'],
      },
    ),
    m(
      'image-variants',
      'convention',
      'named variants only: :thumb (200x200 fill), :card (600x450 fill), :zoom (1600 limit). defined on Photo with preprocessed: true so theyre generated in the images queue right after upload. vips processor, no imagemagick.',
      {
        files: ['app/models/photo.rb'],
        tags: ['variants', 'vips', 'images', 'active-storage'],
      },
    ),
    m(
      'exif-strip',
      'constraint',
      'EXIF must be stripped from every uploaded photo incl. the ORIGINAL blob - people upload pics of their sitting room with GPS in them. StripExifJob rewrites the original via vips (strip: true) before the listing can go live.',
      {
        files: ['app/jobs/strip_exif_job.rb'],
        canonical: true,
        tags: ['exif', 'privacy', 'gps', 'images'],
      },
    ),
    m(
      'heic',
      'fact',
      'iPhone photos come in as HEIC. libvips in the docker image is built with libheif so :card etc work, but the original stays heic - browsers other than safari cant show it, so never link the original blob in views.',
      {
        files: ['Dockerfile'],
        tags: ['heic', 'vips', 'images', 'docker'],
      },
    ),
    m(
      'photo-limits',
      'constraint',
      'listing needs min 3 photos, max 12, 15MB each, content types jpeg/png/webp/heic. validated in Photo with active_storage_validations, and again client side in photo_upload_controller.',
      {
        files: ['app/models/photo.rb', 'app/javascript/controllers/photo_upload_controller.js'],
        tags: ['photos', 'validation', 'listings'],
      },
    ),
    m(
      'js-esbuild',
      'fact',
      'js is bundled w/ jsbundling-rails + esbuild, entry app/javascript/application.js, yarn build in the Dockerfile',
      {
        files: ['package.json', 'app/javascript/application.js'],
        age: 470,
        tags: ['javascript', 'esbuild', 'yarn'],
      },
    ),
    m(
      'js-importmap',
      'convention',
      'JS is importmap-rails, no node in the build at all. pin packages with bin/importmap pin <pkg> (vendored into vendor/javascript). no package.json, no yarn. tailwind via tailwindcss-rails standalone binary.',
      {
        supersedes: 'js-esbuild',
        age: 170,
        files: ['config/importmap.rb', 'vendor/javascript'],
        tags: ['importmap', 'javascript', 'tailwind'],
      },
    ),
    m(
      'stimulus-naming',
      'convention',
      'stimulus controllers in app/javascript/controllers/<name>_controller.js, kebab-case in data-controller. keep them small and generic (e.g. autosubmit, clipboard, dialog); no business logic in JS, the server decides.',
      {
        files: ['app/javascript/controllers'],
        tags: ['stimulus', 'javascript', 'naming'],
      },
    ),
    m(
      'turbo-frames-filters',
      'convention',
      'Listing filters on /search and /c/:category are a GET form targeting turbo_frame "results" with data-turbo-action="advance" so the URL updates and back button works. Dont build filters as a JSON api + JS rendering.',
      {
        files: ['app/views/listings/index.html.erb', 'app/controllers/listings_controller.rb'],
        tags: ['turbo', 'turbo-frames', 'filters', 'search'],
      },
    ),
    m(
      'turbo-streams-messages',
      'fact',
      'buyer/seller chat = Conversation + Message, new messages broadcast with broadcasts_to conversation (turbo_stream_from in the view). ActionCable adapter is Solid Cable, no redis.',
      {
        files: ['app/models/message.rb', 'app/views/conversations/show.html.erb', 'config/cable.yml'],
        tags: ['turbo-streams', 'messaging', 'solid-cable', 'actioncable'],
      },
    ),
    m(
      'turbo-morph',
      'convention',
      'listing show + seller dashboard use turbo_refreshes_with method: :morph, scroll: :preserve and broadcasts_refreshes. prefer page refresh broadcasts over hand-written stream templates unless its a list append.',
      {
        files: ['app/views/layouts/application.html.erb'],
        tags: ['turbo', 'morphing', 'broadcasts'],
      },
    ),
    m(
      'message-masking',
      'constraint',
      'Messages are scanned before save: phone numbers, emails, IBANs and "revolut me" style links get masked (MessageSanitizer). Keeps payment on platform - off-platform deals are how sellers get scammed.',
      {
        files: ['app/services/message_sanitizer.rb'],
        tags: ['messaging', 'fraud', 'masking'],
      },
    ),
    m(
      'redis-gone',
      'decision',
      'No Redis anywhere in prod since the Solid migration. Dont add a gem that needs it (e.g. rack-attack with redis store) - use Rails 8 rate_limit or the Solid Cache store.',
      {
        tags: ['redis', 'solid-queue', 'solid-cache', 'infra'],
      },
    ),
    m(
      'auth-devise',
      'fact',
      'auth is devise with confirmable + lockable, User model, views overridden in app/views/devise',
      {
        files: ['app/views/devise', 'config/initializers/devise.rb'],
        age: 480,
        tags: ['auth', 'devise'],
      },
    ),
    m(
      'auth-rails8',
      'decision',
      'We ripped out Devise and use the Rails 8 authentication generator (Session model, Authentication concern, PasswordsController) plus our own email confirmation. Devise upgrades kept breaking the turbo forms. Magic-link login added on top in SessionsController#magic.',
      {
        supersedes: 'auth-devise',
        age: 150,
        files: ['app/controllers/concerns/authentication.rb', 'app/models/session.rb'],
        reason: 'devise + turbo friction',
        tags: ['auth', 'rails8', 'sessions'],
      },
    ),
    m(
      'rate-limit',
      'convention',
      'rate limits with the Rails 8 controller macro: sessions#create 10/3min, magic links 5/15min, messages#create 20/min per user. store is Rails.cache (solid cache).',
      {
        files: ['app/controllers/sessions_controller.rb', 'app/controllers/messages_controller.rb'],
        tags: ['rate-limit', 'security', 'rails8'],
      },
    ),
    m(
      'stripe-connect-express',
      'decision',
      'Sellers onboard as Stripe Connect Express accounts (country IE). We use separate charges and transfers: buyer pays the platform, we create the Transfer to the seller later. Not destination charges, because we need to hold the money until delivery.',
      {
        fact: 'seller payouts | via | Stripe Connect Express',
        canonical: true,
        files: ['app/services/payments', 'app/models/seller_account.rb'],
        reason: 'hold funds until delivery',
        tags: ['stripe', 'connect', 'payouts', 'express'],
      },
    ),
    m(
      'seller-can-publish',
      'constraint',
      "A listing can't go live until the seller's connected account has charges_enabled AND payouts_enabled (synced from account.updated webhooks onto seller_accounts). Don't check the Stripe API in the request, read the local columns.",
      {
        files: ['app/models/seller_account.rb', 'app/models/listing.rb'],
        tags: ['stripe', 'connect', 'kyc', 'listings'],
      },
    ),
    m(
      'payout-hold-7',
      'constraint',
      'seller gets the transfer 7 days after the carrier marks the parcel delivered (or 7 days after collection is confirmed). ReleasePayoutsJob runs nightly.',
      {
        files: ['app/jobs/release_payouts_job.rb'],
        age: 300,
        tags: ['payouts', 'stripe', 'hold'],
      },
    ),
    m(
      'payout-hold-3',
      'constraint',
      'Payout hold cut from 7 days to 3: the Transfer is created 3 days after the delivered scan, or straight away when the buyer taps "Got it, all good". Any open dispute/return request on the order blocks it. Sellers were leaving over the week wait.',
      {
        supersedes: 'payout-hold-7',
        age: 60,
        files: ['app/jobs/release_payouts_job.rb', 'app/services/payments/release_payout.rb'],
        reason: 'seller churn over the 7 day wait',
        tags: ['payouts', 'stripe', 'hold', 'transfers'],
      },
    ),
    m(
      'incident-early-payout',
      'incident',
      'Sept last year: a bug in the old flow transferred to the seller on payment, not on delivery. Dresser never arrived, buyer charged back, seller had already withdrawn to their bank - we ate ~€1,400 plus the €25 dispute fee. Why the hold logic exists and has its own spec.',
      {
        files: ['spec/services/payments/release_payout_spec.rb'],
        tags: ['incident', 'payouts', 'chargeback', 'stripe'],
      },
    ),
    m(
      'transfer-group',
      'convention',
      'Every PaymentIntent gets transfer_group "order_<id>" and the Transfer uses source_transaction = the charge id, so it never fails on platform balance not being available yet.',
      {
        files: ['app/services/payments/release_payout.rb', 'app/services/payments/create_payment_intent.rb'],
        tags: ['stripe', 'transfers', 'connect'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      'Stripe webhooks: POST /webhooks/stripe (platform) and /webhooks/stripe_connect (connected account events), two different signing secrets. Controller only verifies the signature, stores a StripeEvent (unique on stripe_id) and enqueues StripeEventJob. Handlers must be idempotent - Stripe resends.',
      {
        files: ['app/controllers/webhooks/stripe_controller.rb', 'app/jobs/stripe_event_job.rb'],
        reaffirm: 20,
        tags: ['stripe', 'webhooks', 'idempotent'],
      },
    ),
    m(
      'stripe-api-2023',
      'fact',
      'stripe-ruby pinned, Stripe.api_version = "2023-10-16" in config/initializers/stripe.rb',
      {
        files: ['config/initializers/stripe.rb'],
        age: 380,
        tags: ['stripe', 'api-version'],
      },
    ),
    m(
      'stripe-api-2025',
      'fact',
      'Stripe.api_version is "2025-03-31.basil" (stripe gem 15.x), the webhook endpoints in the dashboard are on the same version. Bump both together or the event payload shapes drift.',
      {
        supersedes: 'stripe-api-2023',
        age: 45,
        files: ['config/initializers/stripe.rb'],
        tags: ['stripe', 'api-version', 'webhooks'],
      },
    ),
    m(
      'refunds-reverse',
      'convention',
      'Refund after payout: Refund with reverse_transfer: true and refund_application_fee: true. Before payout: plain refund, nothing to reverse. Payments::Refund handles both - dont call Stripe::Refund directly from controllers.',
      {
        files: ['app/services/payments/refund.rb'],
        tags: ['stripe', 'refunds', 'connect'],
      },
    ),
    m(
      'money-cents',
      'convention',
      'money is integer cents + currency column (money-rails, monetize :price_cents). EUR only. never floats, never BigDecimal columns for prices.',
      {
        tags: ['money', 'cents', 'money-rails'],
      },
    ),
    m(
      'fee-12',
      'fact',
      'platform commission: 12% of item price, min €3, taken as application fee. shipping is passed through without commission',
      {
        files: ['app/services/payments/fee_calculator.rb'],
        age: 360,
        tags: ['fees', 'commission'],
      },
    ),
    m(
      'fee-10',
      'fact',
      'Commission is 10% of the item price + €1 per order, capped at €60. Shipping passes through at cost, no commission. Application fee on the PaymentIntent = commission incl. VAT. Fees::Calculator is the only place this is computed.',
      {
        supersedes: 'fee-12',
        age: 80,
        files: ['app/services/payments/fee_calculator.rb'],
        tags: ['fees', 'commission', 'stripe'],
      },
    ),
    m(
      'vat-commission',
      'constraint',
      'Our commission is a service we supply to the seller: Irish VAT at the standard 23% on the commission, shown on the monthly seller fee statement. The buyer never pays VAT on the fee.',
      {
        files: ['app/services/payments/fee_calculator.rb', 'app/pdfs/fee_statement_pdf.rb'],
        tags: ['vat', 'commission', 'revenue'],
      },
    ),
    m(
      'vat-commission-claim',
      'fact',
      'vat on our commission is 13.5% since its a service, the fee statement pdf is wrong',
      {
        disputes: 'vat-commission',
        files: ['app/pdfs/fee_statement_pdf.rb'],
        tags: ['vat', 'commission'],
      },
    ),
    m(
      'vat-treatment',
      'fact',
      'listings.vat_treatment enum: private (private individual selling their own stuff, no VAT at all), margin (trade dealer under the second-hand margin scheme), standard (trade seller, new/refurbished goods, 23% on full price). Private is the default and ~85% of listings.',
      {
        fact: 'listing | vat_treatment | private / margin / standard',
        files: ['app/models/listing.rb'],
        tags: ['vat', 'margin-scheme', 'listings'],
      },
    ),
    m(
      'vat-margin-scheme',
      'constraint',
      'Margin scheme listings: the dealer pays VAT on (selling price - purchase price) themselves. Their invoice to the buyer must NOT show VAT separately and must say "Margin Scheme - Second-hand goods". We never compute or display a VAT amount for margin items; purchase price is never shown to the buyer.',
      {
        files: ['app/pdfs/order_invoice_pdf.rb', 'app/views/orders/_totals.html.erb'],
        canonical: true,
        tags: ['vat', 'margin-scheme', 'invoices', 'revenue'],
      },
    ),
    m(
      'invoice-numbers',
      'constraint',
      'Trade seller invoices we generate on their behalf are numbered per seller with no gaps: "<seller prefix>-<year>-<6 digits>", from InvoiceSequence (row lock, SELECT ... FOR UPDATE). Never use the order id, never reuse a number from a cancelled order - issue a credit note instead.',
      {
        files: ['app/models/invoice_sequence.rb', 'app/services/invoices/issue.rb'],
        tags: ['invoices', 'numbering', 'vat'],
      },
    ),
    m(
      'records-6y',
      'constraint',
      'Orders, invoices and fee statements are kept 6 years (Revenue record-keeping). Account deletion anonymises the user (name -> "Deleted user", email hashed) but never deletes orders or invoices.',
      {
        files: ['app/services/users/anonymise.rb'],
        tags: ['gdpr', 'retention', 'revenue', 'deletion'],
      },
    ),
    m(
      'shipping-options',
      'fact',
      'each listing has delivery_options: collection (buyer picks up, default for big items), an_post (parcels), dpd (bigger parcels). seller picks when listing. buyer pays shipping at checkout at the quoted price from ShippingQuote.',
      {
        files: ['app/models/listing.rb', 'app/services/shipping/quote.rb'],
        tags: ['shipping', 'collection', 'an-post', 'dpd'],
      },
    ),
    m(
      'anpost-limits',
      'constraint',
      'An Post is only offered up to 20kg and max 1.05m longest side / 2m length+girth. Anything over -> DPD or collection. Shipping::Quote enforces it from the listing dimensions, dont offer An Post from the UI side only.',
      {
        files: ['app/services/shipping/quote.rb'],
        tags: ['an-post', 'shipping', 'limits', 'parcels'],
      },
    ),
    m(
      'anpost-30kg-claim',
      'fact',
      'an post goes to 30kg now on the business parcels contract so we can offer it for the heavier stuff',
      {
        disputes: 'anpost-limits',
        tags: ['an-post', 'shipping', 'limits'],
      },
    ),
    m(
      'anpost-api',
      'fact',
      'An Post labels via their Parcel Connect/business shipping REST API, OAuth client credentials, token cached 55 min. label PDF (100x150mm) attached to Shipment#label via active storage. tracking via webhook to /webhooks/an_post.',
      {
        files: ['app/services/shipping/an_post_client.rb', 'app/models/shipment.rb'],
        tags: ['an-post', 'labels', 'api', 'shipping'],
      },
    ),
    m(
      'dpd-api',
      'fact',
      'DPD Ireland labels through their API (basic auth + account number), returns label as base64 ZPL or PDF - we request PDF. no webhooks from DPD, TrackDpdShipmentsJob polls every 2h for shipments in transit.',
      {
        files: ['app/services/shipping/dpd_client.rb', 'app/jobs/track_dpd_shipments_job.rb'],
        tags: ['dpd', 'labels', 'tracking', 'shipping'],
      },
    ),
    m(
      'eircode',
      'convention',
      'Eircode: stored upper case with one space ("D02 X285"), validated with the routing key + unique identifier regex in EircodeValidator. Address lines are free text, eircode is optional for collection but required for An Post/DPD labels.',
      {
        files: ['app/validators/eircode_validator.rb'],
        tags: ['eircode', 'address', 'validation'],
      },
    ),
    m(
      'no-ni-shipping',
      'constraint',
      'We only ship within the Republic. No labels to Northern Ireland/UK: customs + Windsor Framework paperwork we dont support. Buyers in NI can still do collection.',
      {
        files: ['app/services/shipping/quote.rb'],
        tags: ['shipping', 'northern-ireland', 'customs'],
      },
    ),
    m(
      'ni-shipping-claim',
      'fact',
      'dpd can do NI now, they handle the paperwork, just enable BT postcodes in the quote',
      {
        disputes: 'no-ni-shipping',
        tags: ['shipping', 'northern-ireland', 'dpd'],
      },
    ),
    m(
      'listing-states',
      'fact',
      'Listing status enum: draft, pending_review, live, reserved (checkout started, 15 min hold), sold, archived. Transitions only via Listings::Transition (checks + after-effects like Algolia removal). Dont update_column(:status) anywhere.',
      {
        files: ['app/services/listings/transition.rb', 'app/models/listing.rb'],
        tags: ['listings', 'state-machine', 'status'],
      },
    ),
    m(
      'reserve-hold',
      'constraint',
      'Checkout reserves the listing for 15 minutes (reserved_until). ExpireReservationsJob (every minute, recurring.yml) puts it back to live if the PaymentIntent didnt succeed. Two buyers paying for the same one-off item must be impossible: reserve is an UPDATE ... WHERE status = live.',
      {
        files: ['app/services/checkout/reserve.rb', 'config/recurring.yml'],
        tags: ['checkout', 'reservation', 'concurrency', 'listings'],
      },
    ),
    m(
      'moderation',
      'convention',
      "New seller's first 3 listings go to pending_review and show in /admin/review. Trade sellers (verified VAT number) skip review. Flagged words list in config/moderation.yml.",
      {
        files: ['app/services/listings/submit.rb', 'config/moderation.yml'],
        tags: ['moderation', 'listings', 'admin'],
      },
    ),
    m(
      'offers',
      'fact',
      'buyers can make offers (min 50% of asking). Offer expires after 48h (ExpireOffersJob). accepted offer gives the buyer a 24h checkout window at the offer price, listing is not reserved until checkout starts.',
      {
        files: ['app/models/offer.rb', 'app/jobs/expire_offers_job.rb'],
        tags: ['offers', 'listings', 'checkout'],
      },
    ),
    m(
      'deploy-capistrano',
      'fact',
      'deploys with capistrano to the 2 hetzner VMs, puma via systemd, nginx in front, `cap production deploy` from a laptop',
      {
        files: ['config/deploy.rb', 'config/deploy/production.rb'],
        age: 560,
        tags: ['deploy', 'capistrano', 'hetzner'],
      },
    ),
    m(
      'deploy-kamal',
      'decision',
      'Capistrano is gone, we deploy with Kamal 2 (config/deploy.yml): roles web (2x CPX31, Falkenstein) and job (1x CPX21 running bin/jobs), kamal-proxy does TLS via Lets Encrypt. Deploys only from GitHub Actions on main, not from laptops.',
      {
        fact: 'production deploy | tool | Kamal 2',
        supersedes: 'deploy-capistrano',
        age: 200,
        files: ['config/deploy.yml', '.github/workflows/deploy.yml'],
        reason: 'reproducible docker deploys, no snowflake VMs',
        tags: ['kamal', 'deploy', 'hetzner', 'docker'],
      },
    ),
    m(
      'kamal-secrets',
      'convention',
      'Secrets: .kamal/secrets only contains `kamal secrets fetch --adapter 1password ...` lines, the values live in the 1Password vault "furnish-prod". Rails credentials only for non-rotating stuff. Never paste a real value into deploy.yml, .env or the repo.',
      {
        canonical: true,
        files: ['.kamal/secrets', 'config/deploy.yml'],
        tags: ['secrets', 'kamal', '1password', 'credentials'],
      },
    ),
    m(
      'jobs-separate-role',
      'fact',
      'Solid Queue runs only on the job role (SOLID_QUEUE_IN_PUMA unset in prod). in dev it runs inside puma via bin/dev. if jobs "dont run" in prod, check `kamal app logs -r job` first.',
      {
        files: ['config/deploy.yml', 'config/puma.rb'],
        tags: ['solid-queue', 'kamal', 'jobs'],
      },
    ),
    m(
      'queue-names',
      'convention',
      'queues: default, mailers, images, search, payouts, shipping. payouts worker has threads: 1 and processes: 1 in config/queue.yml, and payout jobs use limits_concurrency key: order - never run two transfers for one order at once.',
      {
        files: ['config/queue.yml', 'app/jobs/release_payout_job.rb'],
        tags: ['solid-queue', 'queues', 'payouts', 'concurrency'],
      },
    ),
    m(
      'recurring-jobs',
      'fact',
      'scheduled jobs live in config/recurring.yml (not whenever/cron): release payouts 02:00, expire reservations every minute, expire offers every 15 min, dpd tracking every 2h, algolia full reindex sunday 04:00.',
      {
        files: ['config/recurring.yml'],
        tags: ['solid-queue', 'recurring', 'scheduling'],
      },
    ),
    m(
      'incident-stuck-queue',
      'incident',
      'March: a kamal deploy left the job container on the old image crash-looping (missing ENV), no jobs ran for ~40h, payouts + label emails piled up and nobody noticed until sellers rang. Now: healthcheck on the job role + a Better Stack heartbeat pinged by a recurring job every 5 min.',
      {
        files: ['config/deploy.yml', 'app/jobs/heartbeat_job.rb'],
        tags: ['incident', 'solid-queue', 'kamal', 'monitoring'],
      },
    ),
    m(
      'mission-control',
      'fact',
      'Mission Control Jobs mounted at /admin/jobs, staff only (admin constraint). retry/discard failed jobs there, not from a rails console.',
      {
        files: ['config/routes.rb'],
        tags: ['mission-control', 'solid-queue', 'admin'],
      },
    ),
    m(
      'timezone',
      'convention',
      "config.time_zone = 'Europe/Dublin', db stays UTC. recurring.yml schedules are in Europe/Dublin too. dates shown dd/mm/yyyy, never the US format.",
      {
        files: ['config/application.rb', 'config/recurring.yml'],
        tags: ['timezone', 'dates', 'dublin'],
      },
    ),
    m(
      'postgres',
      'fact',
      'Postgres 16 runs as a kamal accessory on its own CX42 box (volume mounted), 3 databases: furnish_production, furnish_production_queue, furnish_production_cache (+ cable). pgBackRest to an R2 bucket, full weekly, diff nightly, WAL archiving.',
      {
        files: ['config/deploy.yml', 'config/database.yml'],
        tags: ['postgres', 'backups', 'kamal', 'accessory'],
      },
    ),
    m(
      'strong-migrations',
      'constraint',
      'strong_migrations is on. indexes on big tables (listings, messages, photos) with algorithm: :concurrently + disable_ddl_transaction!. column rename/remove = two deploys (ignored_columns first).',
      {
        files: ['db/migrate', 'config/initializers/strong_migrations.rb'],
        tags: ['migrations', 'postgres', 'strong_migrations'],
      },
    ),
    m(
      'service-objects',
      'convention',
      'business logic in app/services/<domain>/<verb>.rb, e.g. Payments::ReleasePayout.call(order). return a Result (success?/error), dont raise for expected failures. controllers stay thin, models hold validations + scopes.',
      {
        files: ['app/services'],
        tags: ['service-objects', 'architecture'],
      },
    ),
    m(
      'tests-rspec',
      'convention',
      'RSpec + factory_bot, system specs with Capybara + Cuprite (headless chrome, no selenium). request specs for controllers, not controller specs. run with bin/rspec; parallel_tests in CI.',
      {
        files: ['spec', 'spec/rails_helper.rb'],
        tags: ['rspec', 'capybara', 'cuprite', 'tests'],
      },
    ),
    m(
      'tests-vcr',
      'constraint',
      'Specs never hit Stripe, An Post, DPD or Algolia for real. WebMock blocks all net; record cassettes with VCR (spec/cassettes) and filter_sensitive_data for every key. Stripe webhooks in specs: build events with StripeEventFactory, not fixtures from the dashboard.',
      {
        files: ['spec/support/vcr.rb', 'spec/support/stripe_event_factory.rb'],
        tags: ['vcr', 'webmock', 'tests', 'stripe'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: ci.yml (rubocop, erb_lint, brakeman, rspec w/ postgres service) on every PR; deploy.yml runs kamal deploy on push to main after ci passes. staging deploys from the staging branch.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'lint',
      'convention',
      'rubocop-rails-omakase as base + our .rubocop.yml tweaks, erb_lint for views. no `# rubocop:disable` without a reason comment on the same line.',
      {
        files: ['.rubocop.yml', '.erb-lint.yml'],
        tags: ['rubocop', 'lint', 'erb_lint'],
      },
    ),
    m(
      'i18n-en-ie',
      'convention',
      'all user-facing copy in config/locales/en-IE.yml (default_locale :"en-IE"), no hardcoded strings in views/mailers. i18n-tasks in CI catches missing keys.',
      {
        files: ['config/locales/en-IE.yml'],
        tags: ['i18n', 'locales', 'copy'],
      },
    ),
    m(
      'pref-irish-english',
      'preference',
      'copy is Irish/UK english: colour, favourite, cheque, "post" not "mail", € before the amount (€120), sofas not couches lol',
      {
        tags: ['copy', 'spelling'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'feature flags: Flipper with the active_record adapter, UI at /admin/flipper. name flags <area>_<thing> e.g. checkout_offers_v2. remove the flag + dead branch within 2 sprints after 100% rollout.',
      {
        files: ['config/initializers/flipper.rb'],
        tags: ['flipper', 'feature-flags'],
      },
    ),
    m(
      'errors-sentry',
      'fact',
      'errors + perf go to Sentry (sentry-ruby, sentry-rails), traces_sample_rate 0.1. send_default_pii false.',
      {
        files: ['config/initializers/sentry.rb'],
        tags: ['sentry', 'errors', 'monitoring'],
      },
    ),
    m(
      'log-filtering',
      'constraint',
      'filter_parameter_logging includes address, eircode, phone, iban, message body and anything *_token / *_secret. dont log Stripe objects whole (they carry bank last4 + names), log ids only.',
      {
        files: ['config/initializers/filter_parameter_logging.rb'],
        tags: ['logging', 'pii', 'gdpr'],
      },
    ),
    m(
      'mail-postmark',
      'fact',
      'transactional email via Postmark (postmark-rails), message stream "outbound"; marketing emails are NOT sent from the app, they go through Mailchimp from the CRM export.',
      {
        files: ['config/environments/production.rb', 'app/mailers'],
        tags: ['email', 'postmark', 'mailers'],
      },
    ),
    m(
      'owners',
      'fact',
      'who owns what: payments/stripe + payouts Ciara Byrne, shipping integrations Darragh Kelly, search + hotwire frontend Aoife Brennan, infra/kamal Seán Murphy. Niamh (ops) owns the review queue.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m('pref-small-prs', 'preference', 'small PRs pls, one thing per PR, screenshots for anything visual', {}),
    m(
      'exif-claim',
      'fact',
      'no need for StripExifJob, vips strips exif when it makes the variants anyway so its grand',
      {
        disputes: 'exif-strip',
        files: ['app/jobs/strip_exif_job.rb'],
        tags: ['exif', 'images'],
      },
    ),
    m(
      'algolia-inline-claim',
      'fact',
      'algolia sync can just be inline on save, its only a few ms, the job queue adds lag to new listings showing up',
      {
        disputes: 'algolia-sync-job',
        tags: ['algolia', 'search'],
      },
    ),
    m(
      'inferred-staging-r2',
      'fact',
      'staging seems to use its own R2 bucket furnish-staging with the same CORS rules as prod',
      {
        inferred: true,
        files: ['config/storage.yml'],
        tags: ['staging', 'r2'],
      },
    ),
    m(
      'inferred-dpd-weight',
      'fact',
      'DPD quote looks to be flat per band (0-10kg, 10-30kg, 30kg+ = 2-man pallet) rather than per kg',
      {
        inferred: true,
        files: ['app/services/shipping/quote.rb'],
        tags: ['dpd', 'shipping', 'pricing'],
      },
    ),
    m('cand-stripe-tax', 'decision', 'Use Stripe Tax to compute VAT on orders instead of our own logic.', {
      candidate: true,
      tags: ['vat', 'stripe'],
    }),
    m(
      'cand-typesense',
      'decision',
      'Move search from Algolia to self-hosted Typesense on Hetzner to cut costs.',
      {
        candidate: true,
        tags: ['search', 'algolia', 'typesense'],
      },
    ),
    m(
      'cand-auto-release',
      'decision',
      'Release the payout immediately when the carrier scans the parcel as collected from the seller.',
      {
        candidate: true,
        tags: ['payouts', 'shipping'],
      },
    ),
    m(
      'secret-stripe-live',
      'note',
      'for the payout backfill script on the console use STRIPE_SECRET_KEY=sk_live_51NqT8bHx2KfVw7Lm4pRzY9cQe3JdA6uG0sXoBn5WvFk8MhTr2yPiE1LaZ7gCqUj00Xh3KdQ9vL',
      {
        secret: 'sk_live_51NqT8bHx2KfVw7Lm4pRzY9cQe3JdA6uG0sXoBn5WvFk8MhTr2yPiE1LaZ7gCqUj00Xh3KdQ9vL',
      },
    ),
    m(
      'secret-whsec-connect',
      'note',
      'connect webhook signing secret (the /webhooks/stripe_connect one, not the platform one): whsec_q7Rk2VxN9mLp4TzWc8YbHf3JdE6sGa1U',
      {
        secret: 'whsec_q7Rk2VxN9mLp4TzWc8YbHf3JdE6sGa1U',
      },
    ),
    m(
      'secret-r2-keys',
      'note',
      'R2 token for the backfill of exif stripping (read/write furnish-prod):\naccess_key_id: 5c1e9a7f03b24d88a6e2f4c10b7d9e63\nsecret_access_key: 8f2d6c41a9e07b35d1c8fa6e42b09d7c3e5a1f86b4d20c97e8a3f51d6b02c4e9',
      {
        secret: '8f2d6c41a9e07b35d1c8fa6e42b09d7c3e5a1f86b4d20c97e8a3f51d6b02c4e9',
      },
    ),
    m(
      'secret-algolia-admin',
      'note',
      'algolia admin key is 3b9f1e72c4a85d06e1f7b2c93a4d58e6 - app id QX4L7T2KPD. dont ship the admin one to the browser ffs, search-only key is in credentials',
      {
        secret: '3b9f1e72c4a85d06e1f7b2c93a4d58e6',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'read replica for metabase: postgres://metabase_ro:Vr7xK2pQm9Lw4zTn@10.0.1.5:5432/furnish_production?sslmode=require',
      {
        secret: 'Vr7xK2pQm9Lw4zTn',
      },
    ),
    m(
      'secret-master-key',
      'note',
      'if kamal complains about credentials on a fresh box, RAILS_MASTER_KEY is 7e4a91c0d2b58f36e1a7c94d0b28f5e3',
      {
        secret: '7e4a91c0d2b58f36e1a7c94d0b28f5e3',
      },
    ),
    m(
      'secret-anpost',
      'note',
      "An Post sandbox creds Darragh set up: client_id furnish-ie-sbx, client_secret 'Ap0st!sbx-Xq82nLd#Rw' - the prod ones are different",
      {
        secret: 'Ap0st!sbx-Xq82nLd#Rw',
      },
    ),
    m(
      'secret-dpd',
      'note',
      'DPD Ireland api user FURNISHIE01, password is Dpd-Ie_4471-kTzq, account no 33920 (depot Athlone)',
      {
        secret: 'Dpd-Ie_4471-kTzq',
      },
    ),
    m(
      'secret-postmark',
      'note',
      'postmark server api token for staging (so we stop emailing real people from staging): a41f0c7e-92b3-4d6a-8e15-c37f9b2d06e8',
      {
        secret: 'a41f0c7e-92b3-4d6a-8e15-c37f9b2d06e8',
      },
    ),
    m(
      'secret-hcloud',
      'note',
      'HCLOUD_TOKEN for the terraform in infra/: Qm8vR3tX9pL2wK7nZ4yB6cJ1hF5dS0aG3eU8iO2mN7rT4vW9xY1zA6bC5dE8fH2k',
      {
        secret: 'Qm8vR3tX9pL2wK7nZ4yB6cJ1hF5dS0aG3eU8iO2mN7rT4vW9xY1zA6bC5dE8fH2k',
      },
    ),
    m(
      'secret-ghcr',
      'note',
      'kamal registry: ghcr.io, user furnish-deploy, KAMAL_REGISTRY_PASSWORD=ghp_R4nK8vXq2LmT7wZp9YcH3bJ5sD1fG6aE0uQo',
      {
        secret: 'ghp_R4nK8vXq2LmT7wZp9YcH3bJ5sD1fG6aE0uQo',
      },
    ),
    m(
      'secret-deploy-key',
      'note',
      'deploy ssh key for the hetzner boxes (root):\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDk7Qv2Lx9TzR4mWpN8cY3fJ6hB1sK0aG5uE2iV7oD9qw\n-----END OPENSSH PRIVATE KEY-----',
      {
        secret:
          'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDk7Qv2Lx9TzR4mWpN8cY3fJ6hB1sK0aG5uE2iV7oD9qw',
      },
    ),
  ],
  sessions: [
    {
      id: 'furnish-session-1',
      age: 21,
      turns: [
        said(
          'morning. can you look at app/services/offers/accept.rb, sellers are giving out about lowball offers',
        ),
        replied(
          'Offers::Accept only checks the offer is pending and not expired. The 50% floor is validated on Offer create, nothing else.',
        ),
        said(
          'yeah bump it, anything under 60% of the asking price gets declined automatically now. sellers were sick of the €20-for-a-dresser messages',
          {
            key: 's-offer-floor',
            type: 'decision',
          },
        ),
        replied(
          'Changed the validation to 60% and added an auto-decline with a polite message to the buyer.',
        ),
        said('grand. what does the payout email look like atm?'),
        replied(
          'PayoutMailer#released shows item price, shipping, commission and the net amount transferred.',
        ),
        said(
          'the seller payout email only ever shows what lands in their account, the net. dont show the gross and the fee line, it just starts arguments with support',
          {
            key: 's-payout-email-net',
            type: 'convention',
          },
        ),
        replied(
          'Removed the gross + commission lines, the email now shows the net amount and a link to the fee statement.',
        ),
        said(
          'here, the restricted key i was testing transfers with: curl https://api.stripe.com/v1/transfers -u rk_live_51NqT8bHx2KfVw7LmQ4dWz8RtYc3nP6vJ0kLb9XhG2sFaE5uMiTo7qZ1CyRe00pVn4KsT8: -d amount=4500',
          {
            secret: 'rk_live_51NqT8bHx2KfVw7LmQ4dWz8RtYc3nP6vJ0kLb9XhG2sFaE5uMiTo7qZ1CyRe00pVn4KsT8',
          },
        ),
        replied(
          'Thanks. The transfer response includes the destination_payment we need for the reconciliation.',
        ),
        said(
          'also collection orders: buyer gets a 6 digit handover code in the order page, seller types it in when they hand over the wardrobe. that code is what confirms collection and starts the payout clock, not the seller clicking "collected"',
          {
            key: 's-handover-code',
            type: 'decision',
          },
        ),
        replied(
          'I will add Order#handover_code (generated on payment) and a Collections::Confirm service; the release job will key off collection_confirmed_at.',
        ),
        said('nice one, push it to staging'),
      ],
    },
    {
      id: 'furnish-session-2',
      age: 15,
      turns: [
        said('the dpd quote for a 45kg sideboard to Donegal came out at €19, thats way off'),
        replied(
          'Shipping::Quote uses the 30kg+ band for DPD, which is a single flat price regardless of area.',
        ),
        said(
          'right so over 30kg is DPD two-man delivery only, and we only offer it to Dublin, Cork, Galway and Limerick routing keys. everywhere else its collection for the heavy stuff',
          {
            key: 's-two-man-areas',
            type: 'constraint',
          },
        ),
        replied(
          'Added a TWO_MAN_ROUTING_KEYS list in Shipping::Quote; outside those the DPD option is hidden for >30kg.',
        ),
        said('how do we know which routing keys are cork etc?'),
        replied(
          'The first three characters of the eircode; I used the An Post routing key list for the four cities.',
        ),
        said('ok. and whats happening with labels nobody uses?'),
        replied('They stay in status label_created forever; there is no cleanup.'),
        said(
          "if a label isn't scanned by the carrier within 5 working days we void it with the carrier, refund the buyer's shipping and put the listing back live",
          {
            key: 's-label-void',
            type: 'decision',
          },
        ),
        replied(
          'Added VoidStaleLabelsJob to recurring.yml (daily 06:00) using the Irish bank holiday calendar for working days.',
        ),
        said('class, thanks'),
      ],
    },
    {
      id: 'furnish-session-3',
      age: 9,
      turns: [
        said('aoife wants the search results to load more as you scroll, thoughts?'),
        replied(
          'Could be done with a turbo frame that loads the next page lazily, though it breaks page URLs for crawlers.',
        ),
        said(
          "nah we're keeping numbered pagination on search + category pages, pagy with ?page= in the url. google indexes the category pages and infinite scroll killed our SEO on the old site",
          {
            key: 's-pagination',
            type: 'decision',
          },
        ),
        replied('Ok, keeping pagy. I will make the results frame advance the URL on page change.'),
        said('the photo reorder stimulus controller has a load of logic now, how do we test it'),
        replied('There are no JS unit tests in the repo; only system specs.'),
        said(
          'any stimulus controller with real logic gets a cuprite system spec, we are not adding jest or a node toolchain for it',
          {
            key: 's-stimulus-tests',
            type: 'convention',
          },
        ),
        replied('Added spec/system/photo_reorder_spec.rb that drags photos and checks positions are saved.'),
        said(
          'cache purge isnt working from the job, heres the token i used: CLOUDFLARE_API_TOKEN=Xk3vB9qLm2Tz7RwN4pYc8HdJ6sFa1GuE0iQoK5nV',
          {
            secret: 'Xk3vB9qLm2Tz7RwN4pYc8HdJ6sFa1GuE0iQoK5nV',
          },
        ),
        replied(
          'The token only has Zone:Read. Purge needs the Cache Purge permission on the furnish.ie zone.',
        ),
        said('ah feck, ok will ask Seán'),
      ],
    },
    {
      id: 'furnish-session-4',
      age: 4,
      turns: [
        said('a dealer in Kilkenny rang, needs his margin scheme sales for his VAT3 return'),
        replied(
          'There is no export for that today; the data is in orders joined with listings.purchase_price_cents.',
        ),
        said(
          'we give margin scheme dealers a quarterly CSV from their dashboard: sale date, item, selling price, purchase price, margin. generated on demand, downloaded, never emailed as an attachment',
          {
            key: 's-margin-export',
            type: 'decision',
          },
        ),
        replied(
          'Built Dealers::MarginExport with a turbo download link in the dealer dashboard, per quarter.',
        ),
        said('does it round the margin?'),
        replied('It works in cents throughout, no rounding until display.'),
        said('good. deploy it tmrw morning'),
        replied('Ok. Anything I should know about deploy timing?'),
        said(
          'no deploys after 4pm friday and none sunday 7 to 10pm, thats when half the country lists their stuff',
          {
            key: 's-deploy-window',
            type: 'constraint',
          },
        ),
        replied(
          'Noted, I added a check in the deploy workflow that refuses outside the window unless forced.',
        ),
        said('sound'),
      ],
    },
  ],
  prompts: [
    p('add a job that emails sellers when their listing has been live 30 days with no offers', [
      'jobs-solid-queue',
      'queue-names',
      'recurring-jobs',
      'mail-postmark',
      'i18n-en-ie',
    ]),
    p('sidekiq web is 404ing on /sidekiq, where did it go?', ['jobs-solid-queue', 'mission-control']),
    p('payouts didnt go out last night, no errors in sentry. can you check', [
      'jobs-separate-role',
      'incident-stuck-queue',
      'recurring-jobs',
      'payout-hold-3',
      'mission-control',
    ]),
    p('seller is asking why she got paid 3 days after delivery and not immediately, what do I tell her', [
      'payout-hold-3',
      'incident-early-payout',
    ]),
    p('write the release logic for collection orders in app/services/payments/release_payout.rb', [
      'payout-hold-3',
      's-handover-code',
      'transfer-group',
      'queue-names',
      'service-objects',
    ]),
    p(
      'Stripe::InvalidRequestError: Insufficient funds in Stripe account. on Transfer.create in ReleasePayoutJob',
      ['transfer-group', 'stripe-connect-express'],
    ),
    p('buyer wants a refund on a chair, seller was already paid out last week. how do we do it', [
      'refunds-reverse',
      'stripe-connect-express',
    ]),
    p('add a webhook handler for charge.dispute.created', [
      'stripe-webhooks',
      'payout-hold-3',
      'stripe-api-2025',
      'tests-vcr',
    ]),
    p('the account.updated events are being processed twice and we send two "you can sell now" emails', [
      'stripe-webhooks',
      'seller-can-publish',
    ]),
    p('upgrade the stripe gem to the latest and bump the api version', [
      'stripe-api-2025',
      'stripe-webhooks',
    ]),
    p('a seller with payouts_enabled false managed to publish a listing, see app/models/listing.rb', [
      'seller-can-publish',
      'listing-states',
    ]),
    p('should we use destination charges instead, the transfer code is a pain', [
      'stripe-connect-express',
      'payout-hold-3',
      'incident-early-payout',
    ]),
    p('update the fee calculator, whats our commission these days?', [
      'fee-10',
      'vat-commission',
      'vat-commission-claim',
    ]),
    p('the fee statement pdf shows 23% vat on commission, a seller says that should be 13.5. who is right?', [
      'vat-commission',
      'vat-commission-claim',
    ]),
    p('show the VAT amount on the order summary for trade sellers', ['vat-treatment', 'vat-margin-scheme']),
    p('a dealer wants his purchase price shown on the buyer invoice so people see the markup is fair', [
      'vat-margin-scheme',
    ]),
    p('build the quarterly margin scheme export for dealers', [
      's-margin-export',
      'vat-margin-scheme',
      'money-cents',
      'service-objects',
    ]),
    p('an order got cancelled after the invoice was issued, can I delete the invoice and reuse the number?', [
      'invoice-numbers',
      'records-6y',
    ]),
    p('user wants their account deleted under GDPR, implement the delete button', [
      'records-6y',
      'log-filtering',
    ]),
    p('price_cents vs a decimal price column on the new bundles table?', ['money-cents']),
    p('offer a cheaper An Post option for a 26kg armchair', [
      'anpost-limits',
      'anpost-30kg-claim',
      'shipping-options',
    ]),
    p('DPD quote for a 50kg dresser to Sligo shows €19, fix app/services/shipping/quote.rb', [
      's-two-man-areas',
      'inferred-dpd-weight',
      'shipping-options',
    ]),
    p('a buyer in Newry wants delivery, can we enable BT postcodes', ['no-ni-shipping', 'ni-shipping-claim']),
    p('an post label creation fails with 401 after about an hour', ['anpost-api']),
    p('DPD tracking status isnt updating for parcels in transit', [
      'dpd-api',
      'recurring-jobs',
      'jobs-separate-role',
    ]),
    p('lots of labels sitting in label_created for weeks, clean them up', [
      's-label-void',
      'recurring-jobs',
      'listing-states',
    ]),
    p('eircode validation rejects "d02x285", users are complaining', ['eircode']),
    p('make eircode required on the address form', ['eircode', 'shipping-options']),
    p('the search page filters reload the whole page, make them feel snappier', [
      'turbo-frames-filters',
      's-pagination',
    ]),
    p('add infinite scroll to /c/sofas', ['s-pagination', 'turbo-frames-filters']),
    p('add a "sort by price low to high" option on search', ['algolia-replicas', 'search-algolia']),
    p('new listings take a minute to show in search, can we index them synchronously on save?', [
      'algolia-sync-job',
      'algolia-inline-claim',
    ]),
    p(
      'Algolia::AlgoliaHttpError: Record at the position 0 objectID=88213 is too big size=14502/10000 bytes',
      ['algolia-record-size'],
    ),
    p('add a "near me" distance filter to search', ['search-geo-county', 'search-algolia']),
    p('put the seller address in the algolia record so we can show a map pin', ['search-geo-county']),
    p('bring back pg_search for the admin listing search, algolia is overkill there', ['search-algolia']),
    p('full reindex of algolia, how do I kick it off?', [
      'recurring-jobs',
      'algolia-sync-job',
      'mission-control',
    ]),
    p('uploads failing on iphone again, "Error storing" in the console', [
      'direct-uploads',
      'incident-safari-cors',
      'heic',
    ]),
    p('set up image uploads for the new staging box', [
      'storage-r2',
      'direct-uploads',
      'inferred-staging-r2',
    ]),
    p('where are listing photos stored, s3?', ['storage-r2']),
    p('the product zoom shows a broken image for some listings, src points at the original blob', [
      'heic',
      'image-variants',
    ]),
    p('add a 1200x1200 square variant for the instagram share', ['image-variants']),
    p('do we still need StripExifJob? it slows down publishing', ['exif-strip', 'exif-claim']),
    p('sellers want to upload 20 photos for a full dining set', ['photo-limits']),
    p('write a stimulus controller for drag and drop photo ordering', [
      'stimulus-naming',
      'js-importmap',
      's-stimulus-tests',
    ]),
    p('add sortablejs to the project', ['js-importmap']),
    p('yarn build fails in the Dockerfile', ['js-importmap']),
    p('new chat messages dont appear for the seller until refresh', ['turbo-streams-messages', 'redis-gone']),
    p('a seller keeps putting his phone number in messages as "oh eight seven...", can we catch that', [
      'message-masking',
    ]),
    p('listing show page jumps to the top when someone makes an offer', ['turbo-morph']),
    p('add rack-attack to throttle the signup endpoint', ['rate-limit', 'redis-gone']),
    p('add "sign in with google" to the login page', ['auth-rails8']),
    p('password reset email link 404s, app/controllers/passwords_controller.rb', [
      'auth-rails8',
      'mail-postmark',
    ]),
    p('two people paid for the same wardrobe within a minute, how did that happen', [
      'reserve-hold',
      'listing-states',
    ]),
    p('mark listing as sold from the seller dashboard, just update_column the status', [
      'listing-states',
      'algolia-sync-job',
    ]),
    p('allow offers below half the asking price', ['s-offer-floor', 'offers']),
    p('accepted offer expired before the buyer could pay, how long do they get?', ['offers', 'reserve-hold']),
    p('trade seller listings are sitting in review, thought they skip it', ['moderation']),
    p('the payout released email is confusing sellers, tidy it up', ['s-payout-email-net', 'i18n-en-ie']),
    p('add a migration: index on messages(conversation_id, created_at)', ['strong-migrations']),
    p('rename listings.condition to listings.condition_grade', ['strong-migrations']),
    p('write request specs for the checkout controller', ['tests-rspec', 'tests-vcr', 'reserve-hold']),
    p('my spec hits api.stripe.com and CI blows up with WebMock::NetConnectNotAllowedError', ['tests-vcr']),
    p('rubocop is failing on the new service, can I just disable Metrics/MethodLength?', ['lint']),
    p('add the "delivery by Friday" banner text to the listing page', ['i18n-en-ie', 'pref-irish-english']),
    p('put the new checkout behind a flag', ['feature-flags']),
    p('deploy the hotfix to prod, its friday 5pm', ['s-deploy-window', 'deploy-kamal']),
    p('kamal deploy from my laptop pls, actions is slow', ['deploy-kamal', 'kamal-secrets']),
    p('add the new postmark token to the app', ['kamal-secrets']),
    p('ERROR (SSHKit::Command::Failed): docker stderr: Error: ENV SECRET_KEY_BASE missing on the job role', [
      'kamal-secrets',
      'jobs-separate-role',
    ]),
    p('restore yesterdays database to a staging box', ['postgres']),
    p('the cron for releasing payouts fires at 3am in summer, is that a tz bug?', [
      'timezone',
      'recurring-jobs',
    ]),
    p('log the whole Stripe::Account object when onboarding fails so we can debug', ['log-filtering']),
    p('the listing cards show a stale price after the seller edits it', ['cache-solid']),
    p('who should review my PR on the dpd client?', ['owners']),
    p('is redis still used for anything?', ['redis-gone', 'jobs-solid-queue', 'cache-solid']),
    p('add a second payouts worker thread to speed up the nightly run', ['queue-names', 'payout-hold-3']),
    p('CI is red on brakeman for the new search controller, whats running in the pipeline?', ['ci', 'lint']),
    p('sentry events have the buyer email and address in the context, stop that', [
      'errors-sentry',
      'log-filtering',
    ]),
    p('what does has_many :through do vs has_and_belongs_to_many', []),
    p('thanks a million, thats working now', []),
    p('how do I undo my last commit but keep the changes', []),
    p('explain turbo frames vs turbo streams in general', []),
    p('ok commit that', []),
    p('whats the difference between includes and preload in active record?', []),
    p('regex for an irish mobile number like 087 123 4567?', []),
  ],
});

export default railsHotwireMarketplaceIe;
