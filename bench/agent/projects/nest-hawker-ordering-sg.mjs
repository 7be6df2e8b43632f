// A Singapore hawker-centre and food-court ordering and stall-payout backend: multi-stall carts with one checkout,
// PayNow/SGQR and NETS, split settlement to stall owners, GST and InvoiceNow, tray-return deposits, Telegram.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nest-hawker-ordering-sg',
  stack:
    'TypeScript (NestJS 10, Prisma 5), PostgreSQL 16, BullMQ on Redis 7 (ElastiCache), PayNow/SGQR via bank collections API, NETS terminals + NETS QR, IRAS InvoiceNow (Peppol, PINT SG) via an access point, Telegram Bot API, Next.js customer PWA + kiosk, Expo stall app, pnpm + Turborepo, AWS ECS Fargate (ap-southeast-1), GitHub Actions, Jest + Testcontainers',
  memories: [
    m(
      'orm-typeorm',
      'fact',
      'api uses TypeORM 0.3, entities in apps/api/src/entities/*.entity.ts, migrations generated with typeorm migration:generate',
      {
        fact: 'api | orm | TypeORM',
        files: ['apps/api/src/entities'],
        age: 700,
        tags: ['typeorm', 'orm', 'database'],
      },
    ),
    m(
      'orm-prisma',
      'decision',
      'We moved the API from TypeORM to Prisma 5. Schema is apps/api/prisma/schema.prisma, client is injected through PrismaService (apps/api/src/prisma/prisma.service.ts). The old src/entities folder is deleted, do not bring it back. Reason: TypeORM migration:generate kept producing drift on enums and we had two runtime bugs from untyped QueryBuilder joins.',
      {
        fact: 'api | orm | Prisma',
        supersedes: 'orm-typeorm',
        age: 430,
        canonical: true,
        files: ['apps/api/prisma/schema.prisma', 'apps/api/src/prisma/prisma.service.ts'],
        reason: 'migration drift and untyped joins in TypeORM',
        tags: ['prisma', 'typeorm', 'orm', 'database'],
      },
    ),
    m(
      'monorepo',
      'fact',
      'pnpm workspaces + turborepo. apps/api (NestJS, also runs the BullMQ workers), apps/web (Next.js customer PWA), apps/kiosk, apps/kiosk-agent, apps/stall-app (Expo). shared code in packages/shared and packages/sgqr. add deps with pnpm --filter <app> add, never npm/yarn.',
      {
        files: ['pnpm-workspace.yaml', 'turbo.json'],
        tags: ['pnpm', 'turborepo', 'monorepo'],
      },
    ),
    m(
      'prisma-migrations',
      'convention',
      'Schema changes: edit schema.prisma, then `pnpm --filter api prisma migrate dev --name <snake_case_what>`. Never edit a migration that is already on staging/prod, write a new one. Prod runs `prisma migrate deploy` as a one-off ECS task before the rollout, not on app boot.',
      {
        files: ['apps/api/prisma/migrations', 'apps/api/prisma/schema.prisma'],
        tags: ['prisma', 'migrations', 'database'],
      },
    ),
    m(
      'prisma-pgbouncer',
      'fact',
      'Prod/staging DB goes through PgBouncer in transaction mode. DATABASE_URL must carry ?pgbouncer=true&connection_limit=5, otherwise you get `prepared statement "s0" already exists`. Migrations use DIRECT_URL (straight to RDS), set as directUrl in the datasource block.',
      {
        files: ['apps/api/prisma/schema.prisma'],
        tags: ['prisma', 'pgbouncer', 'postgres', 'connection-pool'],
      },
    ),
    m(
      'prisma-tx',
      'convention',
      'Anything that moves money (checkout, refunds, payouts, tray deposits) runs inside prisma.$transaction(async (tx) => ...) with isolationLevel Serializable, wrapped in withSerializableRetry() from apps/api/src/prisma/retry.ts which retries P2034 up to 3 times. Do not pass `this.prisma` into helpers inside the tx, pass `tx`.',
      {
        files: ['apps/api/src/prisma/retry.ts'],
        tags: ['prisma', 'transaction', 'serializable', 'p2034'],
      },
    ),
    m(
      'money-cents',
      'constraint',
      'All money is integer cents in Int columns named *Cents (priceCents, subtotalCents, gstCents). No Float, no Prisma Decimal, no dollars in the API. Formatting only at the edge with formatSGD() from packages/shared/src/money.ts ("S$4.50").',
      {
        canonical: true,
        reaffirm: 12,
        files: ['packages/shared/src/money.ts'],
        tags: ['money', 'cents', 'sgd', 'prisma'],
      },
    ),
    m(
      'money-decimal-claim',
      'fact',
      'fyi menu_items.price is Decimal(10,2) in dollars, the kiosk sends 4.5 not 450',
      {
        disputes: 'money-cents',
        files: ['apps/api/prisma/schema.prisma'],
        tags: ['money', 'menu'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'DB timestamps are timestamptz in UTC. Convert to Asia/Singapore (UTC+8, no DST) only for display, receipts, Telegram text and reports, using date-fns-tz. Never new Date().getHours() on the server, ECS tasks run in UTC.',
      {
        tags: ['timezone', 'utc', 'sgt', 'date-fns'],
      },
    ),
    m(
      'business-day',
      'constraint',
      'Business date is Asia/Singapore with a 04:00 cutoff, because supper stalls run past midnight: an order paid at 01:30 SGT on Sunday belongs to Saturday. Always use businessDateOf() in packages/shared/src/business-day.ts for payouts, queue numbers, reports and recon. Never derive it from the UTC date.',
      {
        canonical: true,
        files: ['packages/shared/src/business-day.ts'],
        tags: ['business-day', 'timezone', 'supper', 'payouts'],
      },
    ),
    m(
      'business-day-claim',
      'fact',
      'payout period = midnight to midnight SGT, so the 10am payout covers 00:00-23:59 of yesterday',
      {
        disputes: 'business-day',
        tags: ['business-day', 'payouts'],
      },
    ),
    m(
      'queue-numbers',
      'fact',
      'Customer queue numbers are 3-digit per stall per business day (001..999, then wraps). Allocated with an upsert on stall_daily_counters (stallId, businessDate) RETURNING next value, inside the checkout tx. Not a Postgres SEQUENCE.',
      {
        files: ['apps/api/src/modules/orders/queue-number.service.ts'],
        tags: ['queue-number', 'orders', 'stall'],
      },
    ),
    m(
      'order-model',
      'fact',
      'One checkout = one Order with exactly one payment. An Order has one StallOrder per stall in the cart, each StallOrder has OrderItems with their chosen options. Payment attaches to Order; acceptance, fulfilment, refunds and settlement happen per StallOrder.',
      {
        files: ['apps/api/prisma/schema.prisma', 'apps/api/src/modules/orders'],
        tags: ['orders', 'stall-order', 'multi-stall', 'checkout'],
      },
    ),
    m(
      'order-states',
      'convention',
      'StallOrder status: PENDING_PAYMENT -> PAID -> ACCEPTED -> READY -> COLLECTED, plus REJECTED / CANCELLED / REFUNDED. Allowed transitions are in apps/api/src/modules/orders/order-state.ts; always go through transition(), never prisma.stallOrder.update({ status }) directly, because transition() also emits the ws + telegram events.',
      {
        files: ['apps/api/src/modules/orders/order-state.ts'],
        tags: ['orders', 'state-machine', 'status'],
      },
    ),
    m(
      'partial-reject',
      'constraint',
      'After payment a stall can reject single items (sold out) or its whole StallOrder. That refunds only that stall order / those items; the other stalls in the same Order keep cooking. Never cancel the whole Order because one stall rejected.',
      {
        files: ['apps/api/src/modules/orders/reject.service.ts'],
        tags: ['orders', 'reject', 'refund', 'multi-stall'],
      },
    ),
    m(
      'accept-timeout',
      'constraint',
      'If a stall does not accept a PAID StallOrder within 10 minutes it is auto-rejected and refunded. Implemented as a delayed BullMQ job on queue `stall-accept-timeout` (jobId = accept:<stallOrderId>), removed when the stall accepts.',
      {
        files: ['apps/api/src/modules/orders/accept-timeout.processor.ts'],
        tags: ['orders', 'timeout', 'bullmq', 'refund'],
      },
    ),
    m(
      'checkout-idem',
      'constraint',
      'POST /v1/checkout requires an Idempotency-Key header (uuid from the client). Key + response stored in the cache Redis for 24h; same key with a different body returns 422. Kiosks on bad wifi retry a lot, this is what stops double orders.',
      {
        files: ['apps/api/src/modules/checkout/idempotency.interceptor.ts'],
        tags: ['checkout', 'idempotency', 'redis', 'kiosk'],
      },
    ),
    m(
      'cart-redis',
      'fact',
      'carts are not in postgres. they live in the cache redis as cart:{sessionId} (hash, TTL 2h) and only become Order/StallOrder rows at checkout',
      {
        files: ['apps/api/src/modules/cart/cart.repository.ts'],
        tags: ['cart', 'redis'],
      },
    ),
    m(
      'cart-one-centre',
      'constraint',
      'A cart can hold items from many stalls but only from one centre (collection happens there). Adding an item from another centre returns 409 CART_CENTRE_MISMATCH, the web app asks the user to clear the cart.',
      {
        files: ['apps/api/src/modules/cart/cart.service.ts'],
        tags: ['cart', 'centre', 'multi-stall'],
      },
    ),
    m(
      'paynow-bank',
      'fact',
      'PayNow collections go through the bank corporate API (DBS RAPID): OAuth2 client credentials + mTLS. Client is apps/api/src/modules/payments/paynow/bank-rapid.client.ts. All PayNow money lands in the Tapau collection account under our UEN; stalls are paid out from there.',
      {
        fact: 'paynow | provider | DBS RAPID',
        files: ['apps/api/src/modules/payments/paynow/bank-rapid.client.ts'],
        tags: ['paynow', 'bank', 'dbs', 'payments'],
      },
    ),
    m(
      'sgqr-payload',
      'convention',
      'Dynamic PayNow QR is built by packages/sgqr (no third-party lib): EMVCo payload, tag 26 with SG.PAYNOW, proxy type 2 (UEN) = our UEN, editable = 0, expiry date; tag 54 amount with 2 decimals; tag 62 subtag 01 = bill reference; tag 63 CRC16-CCITT (poly 0x1021, init 0xFFFF) computed over everything including "6304". Lengths are 2-digit and count characters, so check them when adding fields.',
      {
        files: ['packages/sgqr/src/payload.ts', 'packages/sgqr/src/crc16.ts'],
        tags: ['sgqr', 'paynow', 'emvco', 'qr', 'crc'],
      },
    ),
    m(
      'sgqr-merchant',
      'constraint',
      'QR merchant name (tag 59) is always "TAPAU PTE LTD" (max 25 chars, ASCII). MCC (tag 52) 5814. Stall names never go into the QR, a lot of them are Chinese characters and some bank apps reject non-ASCII.',
      {
        files: ['packages/sgqr/src/payload.ts'],
        tags: ['sgqr', 'merchant-name', 'mcc'],
      },
    ),
    m(
      'paynow-ref',
      'constraint',
      'Bill reference = order.paymentRef: "TP" + 10 chars Crockford base32, no dashes/spaces. Some banking apps strip punctuation from the reference, then the incoming credit cannot be matched.',
      {
        files: ['apps/api/src/modules/payments/payment-ref.ts'],
        tags: ['paynow', 'reference', 'matching'],
      },
    ),
    m(
      'paynow-expiry-5',
      'constraint',
      'paynow qr expires after 5 minutes, expire job cancels the order after that',
      {
        age: 360,
        tags: ['paynow', 'qr', 'expiry'],
      },
    ),
    m(
      'paynow-expiry-15',
      'constraint',
      'PayNow QR expiry is 15 minutes (QR expiry field + `payment-expiry` delayed job). 5 min was too short: older customers switch apps, log in with token, and the QR was dead by then. Order stays PENDING_PAYMENT until the job cancels it.',
      {
        supersedes: 'paynow-expiry-5',
        age: 200,
        files: ['apps/api/src/modules/payments/paynow/paynow.service.ts'],
        reason: 'elderly customers timing out while switching to banking app',
        tags: ['paynow', 'qr', 'expiry'],
      },
    ),
    m(
      'paynow-webhook',
      'constraint',
      'Bank incoming-credit notifications (POST /v1/webhooks/bank): verify the JWS with the bank public key, return 200 fast, push to queue `payment-events`. Processor dedupes on bank txnRef and matches on bill reference AND exact amount. Amount mismatch or unknown ref goes to unmatched_credits for ops, never auto-applied.',
      {
        canonical: true,
        files: [
          'apps/api/src/modules/payments/paynow/bank-webhook.controller.ts',
          'apps/api/src/modules/payments/payment-events.processor.ts',
        ],
        tags: ['paynow', 'webhook', 'jws', 'matching', 'bullmq'],
      },
    ),
    m(
      'late-payment',
      'constraint',
      'A credit that arrives after the order was cancelled (QR expired) never revives the order. It is recorded as a late payment and goes into the normal refund flow.',
      {
        tags: ['paynow', 'late-payment', 'refund'],
      },
    ),
    m(
      'paynow-refund',
      'fact',
      'PayNow has no "refund" on a collection. Refunds go out as a new FAST/PayNow transfer from the collection account through the bank payouts API, to the payer account details we got in the credit notification (payerAccountMasked + payerName kept on the Payment row). Customer can choose in-app credit instead.',
      {
        files: ['apps/api/src/modules/payments/refund.service.ts'],
        tags: ['paynow', 'refund', 'fast'],
      },
    ),
    m(
      'nets-kiosk',
      'fact',
      'Kiosks take NETS / contactless cards through a NETS terminal on USB, driven by apps/kiosk-agent over the NETS ECR protocol. The backend never talks to the terminal; kiosk-agent posts the result (terminalId, approvalCode, RRN, amount) to /v1/payments/nets/terminal-result.',
      {
        files: ['apps/kiosk-agent/src/nets-ecr.ts', 'apps/api/src/modules/payments/nets'],
        tags: ['nets', 'kiosk', 'ecr', 'terminal'],
      },
    ),
    m(
      'nets-qr',
      'fact',
      'In the web app NETS is NETS QR through the NETS API. Requests and the callback are signed: header "Sign" = base64(HMAC-SHA256(raw body, secret key)). Compute over the raw bytes, not JSON.stringify of the parsed body (key order changes).',
      {
        files: ['apps/api/src/modules/payments/nets/nets-qr.service.ts'],
        tags: ['nets', 'nets-qr', 'hmac', 'webhook'],
      },
    ),
    m(
      'nets-settlement',
      'fact',
      'NETS settlement report arrives by SFTP daily ~06:00 SGT (T+1), parsed by nets-settlement.processor.ts and matched to payments on terminalId + RRN (kiosk) or txn id (NETS QR).',
      {
        files: ['apps/api/src/modules/payments/nets/nets-settlement.processor.ts'],
        tags: ['nets', 'settlement', 'sftp', 'recon'],
      },
    ),
    m(
      'payment-fees',
      'decision',
      'Payment fees (PayNow collection fees, NETS MDR) are absorbed by Tapau out of the commission. They are never deducted from stall payouts, stalls only see commission.',
      {
        reason: 'hawkers compared us to cash; one simple commission number',
        tags: ['fees', 'nets', 'paynow', 'payouts', 'commission'],
      },
    ),
    m(
      'commission-flat',
      'fact',
      'platform commission is 5% of every stall order, hardcoded COMMISSION_RATE in payouts module',
      {
        age: 520,
        tags: ['commission', 'payouts'],
      },
    ),
    m(
      'commission',
      'constraint',
      'Commission is per centre in basis points (Centre.commissionBps, default 450; some SEO-run centres negotiated lower). Base = food subtotal of the StallOrder after item rejections and refunds. Tray deposits are never in the base. We are GST-registered, so 9% GST is added on the commission and charged to the payee.',
      {
        supersedes: 'commission-flat',
        age: 260,
        files: ['apps/api/src/modules/payouts/payout-calculator.ts'],
        tags: ['commission', 'payouts', 'gst', 'centre'],
      },
    ),
    m('gst-8', 'fact', 'GST_RATE = 0.08 in apps/api/src/modules/gst/gst.ts', {
      age: 480,
      files: ['apps/api/src/modules/gst/gst.ts'],
      tags: ['gst'],
    }),
    m(
      'gst-9',
      'constraint',
      'GST is 9% since 1 Jan 2024. There is no GST constant any more: gstRateAt(taxPointDate) reads the gst_rates table (7% / 8% / 9% with valid_from). Tax point = paidAt of the order, so a credit note for a Dec 2023 order still uses 8%.',
      {
        fact: 'gst | rate | 9%',
        supersedes: 'gst-8',
        age: 380,
        canonical: true,
        files: ['apps/api/src/modules/gst/gst.ts'],
        tags: ['gst', 'rate', 'tax-point', 'iras'],
      },
    ),
    m(
      'gst-inclusive',
      'constraint',
      'Prices of GST-registered sellers are stored and shown GST-inclusive (IRAS wants inclusive display to consumers). GST amount is extracted once per invoice per rate: round-half-up(totalInclCents * 9 / 109), not per line.',
      {
        files: ['apps/api/src/modules/gst/gst.ts'],
        tags: ['gst', 'inclusive', 'rounding', 'receipts'],
      },
    ),
    m(
      'gst-line-claim',
      'fact',
      'gst must be computed per line item and then summed, IRAS checks line-level gst',
      {
        disputes: 'gst-inclusive',
        tags: ['gst', 'rounding'],
      },
    ),
    m(
      'gst-stalls',
      'fact',
      'Most hawker stalls are NOT GST-registered (turnover way below S$1M). Stall.gstRegNo null => no GST on their food and the receipt must not show any GST line. Food court operators are GST-registered.',
      {
        files: ['apps/api/src/modules/receipts/receipt.builder.ts'],
        tags: ['gst', 'stalls', 'receipts', 'registration'],
      },
    ),
    m(
      'mor',
      'decision',
      "Merchant of record: in hawker centres each stall is the seller and Tapau is a disclosed agent collecting on their behalf. In food courts the operator is the seller and the payee; the stalls there are the operator's tenants and we never pay them directly. Payee (stall owner or operator) is a separate Payee row.",
      {
        reason: 'GST and who issues the receipt differ between hawker centres and food courts',
        files: ['apps/api/src/modules/payouts/payee.service.ts'],
        tags: ['merchant-of-record', 'food-court', 'payee', 'gst'],
      },
    ),
    m(
      'simplified-invoice',
      'fact',
      'For GST-registered sellers the customer receipt is a simplified tax invoice when total <= S$1,000: seller name, GST reg no, date, receipt no, total incl. GST with "Price payable includes GST". Above S$1,000 (catering orders at food courts) we must issue a full tax invoice.',
      {
        files: ['apps/api/src/modules/receipts/receipt.builder.ts'],
        tags: ['gst', 'tax-invoice', 'receipts'],
      },
    ),
    m(
      'invoicenow',
      'fact',
      'B2B invoices (our commission invoices to payees, and full tax invoices for catering) go out via InvoiceNow / Peppol through our access point (Storecove REST API). Module apps/api/src/modules/einvoice. Customer receipts are not sent on Peppol.',
      {
        files: ['apps/api/src/modules/einvoice'],
        tags: ['invoicenow', 'peppol', 'einvoice', 'storecove'],
      },
    ),
    m(
      'peppol-sgbis',
      'fact',
      'einvoice payload is SG BIS Billing 3.0 (customizationID ...:international:sg:3.0), mapper in einvoice/sgbis.mapper.ts',
      {
        age: 470,
        files: ['apps/api/src/modules/einvoice/sgbis.mapper.ts'],
        tags: ['peppol', 'sg-bis', 'einvoice'],
      },
    ),
    m(
      'pint-sg',
      'decision',
      'E-invoices are PINT SG now (customizationID urn:peppol:pint:billing-1@sg-1), mapper apps/api/src/modules/einvoice/pint-sg.mapper.ts. The AP stopped accepting SG BIS 3.0. GST category codes: SR for standard-rated 9%, NG when the supplier is not GST-registered. Credit notes are type 381.',
      {
        supersedes: 'peppol-sgbis',
        age: 170,
        files: ['apps/api/src/modules/einvoice/pint-sg.mapper.ts'],
        tags: ['peppol', 'pint-sg', 'einvoice', 'gst'],
      },
    ),
    m(
      'peppol-id',
      'fact',
      'Peppol participant IDs in SG are scheme 0195 + "SGUEN" + UEN, e.g. 0195:SGUEN201912345K for us. Payees without a Peppol registration get a PDF invoice by email instead; check with the AP lookup before sending.',
      {
        tags: ['peppol', 'uen', 'participant-id'],
      },
    ),
    m(
      'iras-c5',
      'fact',
      'We opted in to the GST InvoiceNow flow: for our own tax invoices the AP also transmits the invoice data to IRAS (the "C5" copy). Turned on per document with sendToIras: true in the Storecove call; do not switch it off for commission invoices.',
      {
        files: ['apps/api/src/modules/einvoice/invoice-now.service.ts'],
        tags: ['iras', 'invoicenow', 'gst', 'c5'],
      },
    ),
    m(
      'invoice-numbering',
      'constraint',
      'Invoice and credit note numbers are sequential per issuer without gaps: TP-INV-2025-000123 / TP-CN-2025-000009. Allocated from invoice_sequences with SELECT ... FOR UPDATE in the same tx that writes the invoice. Never a Postgres SEQUENCE, those leave gaps on rollback and the auditors ask.',
      {
        files: ['apps/api/src/modules/einvoice/invoice-number.service.ts'],
        tags: ['invoice', 'numbering', 'audit'],
      },
    ),
    m(
      'credit-note',
      'constraint',
      'A sent invoice is never edited, deleted or re-sent with other amounts. Corrections are a credit note referencing the original invoice number, then a new invoice if needed.',
      {
        tags: ['invoice', 'credit-note', 'einvoice'],
      },
    ),
    m(
      'einvoice-queue',
      'convention',
      'Sending goes through BullMQ queue `einvoice` (attempts 8, exponential backoff from 30s). AP 4xx validation errors are not retryable: the processor throws UnrecoverableError, writes einvoice_failures and pings Arjun. Only 5xx / timeouts retry.',
      {
        files: ['apps/api/src/modules/einvoice/einvoice.processor.ts'],
        tags: ['einvoice', 'bullmq', 'retry'],
      },
    ),
    m(
      'payout-weekly',
      'fact',
      'stall payouts weekly every Wednesday by GIRO batch file uploaded to the bank portal',
      {
        age: 560,
        tags: ['payouts', 'giro'],
      },
    ),
    m(
      'payout-daily',
      'decision',
      'Payouts are daily: 10:00 SGT, for the previous business day, via the bank bulk FAST payouts API. A payee whose amount is below S$5.00 carries over to the next day. Stall owners wanted cash-flow like their cash box.',
      {
        supersedes: 'payout-weekly',
        age: 300,
        canonical: true,
        files: ['apps/api/src/modules/payouts/payout.scheduler.ts'],
        reason: 'hawkers need daily cash flow to buy ingredients',
        tags: ['payouts', 'fast', 'daily', 'schedule'],
      },
    ),
    m(
      'payout-formula',
      'constraint',
      'Payout per payee per business day = accepted food subtotal - refunds - commission - GST on commission. Tray deposits are never part of it. Computed from ledger entries (payout-calculator.ts), not by summing the orders table.',
      {
        files: ['apps/api/src/modules/payouts/payout-calculator.ts'],
        tags: ['payouts', 'commission', 'ledger', 'refunds'],
      },
    ),
    m(
      'ledger',
      'convention',
      'Money is tracked in a double-entry ledger (ledger_entries, accounts per payee: payee_payable, plus platform_commission, gst_output, tray_deposit_liability, customer_credit, collection_bank). Every money movement posts balanced entries in the same tx as the business change. There is no balance column to update; balances are sums.',
      {
        canonical: true,
        files: ['apps/api/src/modules/ledger/ledger.service.ts'],
        tags: ['ledger', 'double-entry', 'accounting'],
      },
    ),
    m(
      'payout-idem',
      'constraint',
      'Payout jobs: jobId payout:{payeeId}:{businessDate}. The same string is the end-to-end id / idempotency key sent to the bank. Set the Payout row to PENDING_BANK before calling the bank. On timeout do NOT retry blindly: query the bank status endpoint with the end-to-end id first.',
      {
        files: ['apps/api/src/modules/payouts/payout.processor.ts'],
        tags: ['payouts', 'idempotency', 'bank', 'retry'],
      },
    ),
    m(
      'incident-double-payout',
      'incident',
      'Feb 2025: bank payouts API timed out after 30s but had executed; BullMQ retried and 41 stalls got paid twice (~S$18k). Ops had to call the stall owners one by one to get it back. Root cause: random idempotency key per attempt + blind retry. Fix in payout-idem.',
      {
        files: ['apps/api/src/modules/payouts/payout.processor.ts'],
        tags: ['incident', 'payouts', 'duplicates', 'bank'],
      },
    ),
    m(
      'payee-account',
      'constraint',
      'Payee bank details: name must pass the bank name-enquiry at onboarding. Any change of payout account needs a second admin approval in the backoffice and a 48h hold before the next payout goes there (we had a scam attempt through a fake "nephew").',
      {
        files: ['apps/api/src/modules/payouts/payee.service.ts'],
        tags: ['payee', 'bank-account', 'fraud', 'payouts'],
      },
    ),
    m(
      'nric-pdpa',
      'constraint',
      'PDPA: never store a full NRIC/FIN anywhere (DB, logs, S3, Sentry). Only masked form S****567A when ops really need it. Stall owner identity is the Singpass sub (uuid).',
      {
        canonical: true,
        tags: ['pdpa', 'nric', 'privacy'],
      },
    ),
    m('sms-otp-old', 'fact', 'stall owners log into stall-app with mobile number + SMS OTP (twilio verify)', {
      age: 410,
      tags: ['auth', 'otp', 'stall-app'],
    }),
    m(
      'singpass-login',
      'decision',
      'Stall owners log in to the stall app with Singpass (OIDC, private_key_jwt client auth, PKCE). We keep sub + masked NRIC (from myinfo-lite scope) only. SMS OTP for owners is gone; helpers get a PIN issued by the owner in the app.',
      {
        supersedes: 'sms-otp-old',
        age: 240,
        files: ['apps/api/src/modules/auth/singpass'],
        reason: 'OTP SIM-swap risk on payout-related accounts',
        tags: ['auth', 'singpass', 'oidc', 'stall-app'],
      },
    ),
    m(
      'sms-sender-id',
      'fact',
      'Customer OTP SMS go out with sender ID "TAPAU", registered with the SSIR. Unregistered sender IDs show as "Likely-SCAM" on SG phones, so do not change SMS_SENDER_ID or use a number sender.',
      {
        tags: ['sms', 'otp', 'ssir', 'sender-id'],
      },
    ),
    m(
      'customer-auth',
      'fact',
      'customers can order as guest; phone login (SMS OTP) is optional for order history + credits. OTP throttled to 3 per 15 min per number and 20/h per IP (@nestjs/throttler with redis storage)',
      {
        files: ['apps/api/src/modules/auth/otp.controller.ts'],
        tags: ['auth', 'otp', 'throttler', 'customers'],
      },
    ),
    m(
      'pdpa-retention',
      'constraint',
      'Customer phone numbers and order history are anonymised after 12 months without activity (queue `pdpa-anonymise`, monthly). Data deletion requests go through the same anonymiser, orders stay for accounting with customerId nulled.',
      {
        files: ['apps/api/src/modules/privacy/anonymise.processor.ts'],
        tags: ['pdpa', 'retention', 'privacy'],
      },
    ),
    m(
      'logging',
      'convention',
      'nestjs-pino JSON logs with redact paths for authorization, phone, nric, bankAccount, payerName. Never log raw webhook bodies from the bank or NETS, they carry payer names and account numbers. Log the txnRef instead.',
      {
        files: ['apps/api/src/logging/logger.module.ts'],
        tags: ['logging', 'pino', 'pdpa', 'redact'],
      },
    ),
    m('tray-deposit-20', 'fact', 'tray deposit is 20 cents per order (whole order, not per stall)', {
      age: 330,
      tags: ['tray', 'deposit'],
    }),
    m(
      'tray-deposit',
      'constraint',
      'Tray deposit: S$0.50 per dine-in StallOrder (each stall hands out its own tray), none for takeaway/dabao. Charged at checkout as its own line. It is not a sale: no GST, not in commission base, not in stall payout. Posted to tray_deposit_liability.',
      {
        supersedes: 'tray-deposit-20',
        age: 210,
        canonical: true,
        files: ['apps/api/src/modules/trays/tray-deposit.service.ts'],
        reason: '20 cents per order did not change behaviour in the AMK pilot',
        tags: ['tray', 'deposit', 'gst', 'ledger'],
      },
    ),
    m(
      'tray-refund',
      'decision',
      "Deposit comes back when the tray ticket QR is scanned at a return station within 3 hours. Refund goes to in-app credit (FAST transfers for 50 cents cost more than the deposit). Unclaimed deposits after 3h move to the centre operator's cleaning fund, transferred monthly.",
      {
        files: ['apps/api/src/modules/trays/tray-refund.processor.ts'],
        tags: ['tray', 'deposit', 'refund', 'credit'],
      },
    ),
    m(
      'tray-station',
      'fact',
      'Return stations are ESP32 scanners posting to POST /v1/tray-returns with a per-device JWT. The same ticket scanned twice is a no-op (unique on trayTicketId). Stations are typed GENERAL or HALAL.',
      {
        files: ['apps/api/src/modules/trays/tray-return.controller.ts'],
        tags: ['tray', 'iot', 'station', 'halal'],
      },
    ),
    m(
      'halal-trays',
      'constraint',
      'Trays from halal-certified stalls must go back to the halal return point. A HALAL station accepts only halal tray tickets and a GENERAL station only general ones, otherwise it shows "Wrong station" and gives no refund. A cart with both kinds gets separate tray tickets.',
      {
        files: ['apps/api/src/modules/trays/tray-ticket.service.ts'],
        tags: ['halal', 'tray', 'muis', 'station'],
      },
    ),
    m(
      'halal-badge',
      'constraint',
      'Halal badge only if the stall has a MUIS certificate number and the expiry is in the future (nightly check). "No pork no lard" is self-declared and must never show the halal badge; it is a separate free-text tag.',
      {
        files: ['apps/api/src/modules/stalls/halal.service.ts'],
        tags: ['halal', 'muis', 'stalls'],
      },
    ),
    m(
      'hygiene-grade',
      'fact',
      'Hygiene grade (A-D) shown on stall cards and the stall page. Source is the food stall licence dataset on data.gov.sg (licensing moved from NEA to SFA in 2019 but everyone still says "NEA grade"; column is Stall.hygieneGrade). Synced nightly 03:00 by hygiene-sync.processor.ts, matched on licence number.',
      {
        files: ['apps/api/src/modules/hygiene/hygiene-sync.processor.ts'],
        tags: ['hygiene', 'nea', 'sfa', 'licence', 'data-gov-sg'],
      },
    ),
    m(
      'hygiene-display',
      'constraint',
      'The grade is shown exactly as in the licence data. No stall can hide or override it, and we do not rank or filter stalls by grade (legal asked). If the licence is suspended or expired the stall is not orderable until the next sync shows it valid.',
      {
        files: ['apps/web/src/components/StallCard.tsx', 'apps/api/src/modules/hygiene'],
        tags: ['hygiene', 'licence', 'stalls', 'legal'],
      },
    ),
    m(
      'centre-closure',
      'fact',
      'Centres close for periodic cleaning (a few days each quarter) and for repairs/A&A works. Dates in centre_closures, entered by ops from the NEA schedule. Checkout is blocked on those days and stall owners get a Telegram reminder 2 days before.',
      {
        files: ['apps/api/src/modules/centres/closure.service.ts'],
        tags: ['centre', 'closure', 'cleaning', 'nea'],
      },
    ),
    m(
      'stall-hours',
      'fact',
      'Stall opening hours are several slots per weekday plus a weekly rest day. The owner can flip "closing early / sold out liao" in the stall app, which sets isAcceptingOrders=false until the next slot.',
      {
        files: ['apps/api/src/modules/stalls/opening-hours.ts'],
        tags: ['stalls', 'opening-hours', 'rest-day'],
      },
    ),
    m(
      'modifiers',
      'convention',
      'Item customisations are OptionGroup/Option (minSelect, maxSelect, priceDeltaCents). Kopi/teh codes (kopi-o, kopi-c, siew dai, kosong, peng, gao) are options on drink items and are printed and sent to the stall verbatim. Never translate or "normalise" them to English, the drinks uncle reads kopi codes.',
      {
        files: ['apps/api/src/modules/menu/options.ts'],
        tags: ['menu', 'options', 'kopi', 'modifiers'],
      },
    ),
    m(
      'menu-i18n',
      'convention',
      'Menu and stall names are JSONB {en, zh?, ms?, ta?}; en is mandatory, others fall back to en. Use pickName(names, locale) from packages/shared, do not index the JSON directly.',
      {
        files: ['packages/shared/src/i18n.ts'],
        tags: ['i18n', 'menu', 'chinese', 'malay', 'tamil'],
      },
    ),
    m(
      'telegram-link',
      'fact',
      'Stall owners link Telegram through a deep link t.me/TapauStallBot?start=<token> generated in the stall app (one-time, 15 min). /start stores chat_id in stall_chats. A stall can have several chats (owner + helper).',
      {
        files: ['apps/api/src/modules/telegram/bot.controller.ts'],
        tags: ['telegram', 'linking', 'stall-owner'],
      },
    ),
    m(
      'telegram-queue',
      'constraint',
      'All Telegram sends go through BullMQ queue `telegram`: global limiter { max: 25, duration: 1000 } and per-chat grouping at 1 msg/s. jobId = tg:{stallOrderId}:{event}. Never call the Bot API from a request handler or a Prisma middleware.',
      {
        canonical: true,
        files: ['apps/api/src/modules/telegram/telegram.processor.ts'],
        tags: ['telegram', 'bullmq', 'rate-limit'],
      },
    ),
    m(
      'telegram-rate-claim',
      'fact',
      'telegram bot api allows 100 msgs per second, we dont need a limiter on the queue',
      {
        disputes: 'telegram-queue',
        tags: ['telegram', 'rate-limit'],
      },
    ),
    m(
      'telegram-403',
      'constraint',
      'Telegram 403 "bot was blocked by the user" (or "chat not found"): mark stall_chats.active=false, do not retry (UnrecoverableError), and show a banner in the stall app asking the owner to re-link.',
      {
        files: ['apps/api/src/modules/telegram/telegram.processor.ts'],
        tags: ['telegram', '403', 'blocked', 'retry'],
      },
    ),
    m(
      'incident-telegram-spam',
      'incident',
      'CNY week 2025: a Telegram job for one StallOrder got retried in a loop (random jobId, error swallowed after the send succeeded) and the char kway teow uncle at Old Airport Road got 400+ "new order" messages, then blocked the bot and missed real orders. Fix: deterministic jobId, 403 handling, no retry after a successful send.',
      {
        files: ['apps/api/src/modules/telegram/telegram.processor.ts'],
        tags: ['incident', 'telegram', 'duplicates', 'retry'],
      },
    ),
    m(
      'telegram-templates',
      'convention',
      'Telegram messages come from templates in apps/api/src/modules/telegram/templates/ (one per event, en + zh). parse_mode MarkdownV2, so every dynamic value goes through escapeMd(). New order message: queue number on top in bold, items with options, DINE-IN or DABAO.',
      {
        files: ['apps/api/src/modules/telegram/templates', 'apps/api/src/modules/telegram/escape-md.ts'],
        tags: ['telegram', 'templates', 'markdownv2', 'i18n'],
      },
    ),
    m(
      'telegram-webhook',
      'fact',
      'Prod and staging bots use webhooks (setWebhook with secret_token); the controller rejects requests without the matching X-Telegram-Bot-Api-Secret-Token header. Long polling is only for local dev with your own test bot.',
      {
        files: ['apps/api/src/modules/telegram/bot.controller.ts'],
        tags: ['telegram', 'webhook', 'security'],
      },
    ),
    m(
      'bullmq-redis',
      'constraint',
      'BullMQ has its own ElastiCache cluster (REDIS_QUEUE_URL) with maxmemory-policy noeviction. Carts, idempotency keys, throttler and caches use the other cluster (REDIS_CACHE_URL, allkeys-lru). Never put BullMQ on the cache cluster or cache stuff on the queue cluster.',
      {
        canonical: true,
        files: ['apps/api/src/queues/queues.module.ts'],
        tags: ['redis', 'bullmq', 'elasticache', 'eviction'],
      },
    ),
    m(
      'incident-evicted-jobs',
      'incident',
      'Oct 2024: queues and cache shared one Redis with allkeys-lru. During a traffic spike Redis evicted BullMQ job hashes; payouts and accept-timeouts silently vanished, 12 stalls not paid for 2 days. Fix: split clusters (bullmq-redis).',
      {
        tags: ['incident', 'redis', 'bullmq', 'eviction', 'payouts'],
      },
    ),
    m(
      'queue-conventions',
      'convention',
      'Queue names are kebab-case constants in apps/api/src/queues/queue-names.ts. Processors live in their module as *.processor.ts (@Processor). Deterministic jobIds for anything that must not run twice. removeOnComplete { age: 86400 }, removeOnFail { age: 604800 }.',
      {
        files: ['apps/api/src/queues/queue-names.ts'],
        tags: ['bullmq', 'queues', 'naming'],
      },
    ),
    m(
      'worker-split',
      'fact',
      'Same Docker image runs as two ECS services: APP_ROLE=api (HTTP + ws) and APP_ROLE=worker (BullMQ processors only). Scale them separately; processors must not be registered when APP_ROLE=api.',
      {
        files: ['apps/api/src/main.ts', 'infra/terraform/ecs.tf'],
        tags: ['ecs', 'workers', 'scaling', 'bullmq'],
      },
    ),
    m(
      'bull-board',
      'fact',
      'Bull Board is mounted at /admin/queues on staging only (ENABLE_BULL_BOARD). For prod, look at queue metrics in Grafana or use the read-only ops CLI.',
      {
        tags: ['bullmq', 'bull-board', 'ops'],
      },
    ),
    m(
      'nest-conventions',
      'convention',
      'One Nest module per domain under apps/api/src/modules. Controllers stay thin, logic in services. DTOs are classes with class-validator; global ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }).',
      {
        files: ['apps/api/src/main.ts'],
        tags: ['nestjs', 'dto', 'validation'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      "URI versioning, everything under /v1. Old stall-app builds stay on uncles' phones for months, so no breaking changes in v1: add fields, never rename/remove; breaking stuff goes to /v2.",
      {
        tags: ['api', 'versioning', 'stall-app'],
      },
    ),
    m(
      'config-zod',
      'convention',
      'Env config is validated at boot with a zod schema in apps/api/src/config/env.schema.ts (@nestjs/config validate). New variable = add it to the schema AND to .env.example, or the app will not start.',
      {
        files: ['apps/api/src/config/env.schema.ts', '.env.example'],
        tags: ['config', 'zod', 'env'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example only has placeholders: DATABASE_URL=postgresql://tapau:changeme@localhost:5432/tapau, TELEGRAM_BOT_TOKEN=<your-own-test-bot-token>, BANK_CLIENT_SECRET=<ask-wei-jie>. Local dev uses docker compose Postgres/Redis with those defaults.',
      {
        files: ['.env.example', 'docker-compose.yml'],
        tags: ['env', 'local-dev', 'placeholders'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Real secrets live in AWS Secrets Manager under tapau/<env>/<name> and are injected into the ECS task definitions. Never in GitHub Actions env, never in a committed .env, never pasted in Slack. DB password rotates every 90 days automatically.',
      {
        canonical: true,
        files: ['infra/terraform/secrets.tf'],
        tags: ['secrets', 'aws', 'secrets-manager'],
      },
    ),
    m(
      'deploy',
      'fact',
      'ECS Fargate in ap-southeast-1. GitHub Actions: PR -> lint + test; merge to main -> staging automatically; prod via the "release" workflow with manual approval. Migrations run as a one-off task in the release workflow before the service update.',
      {
        files: ['.github/workflows/release.yml', '.github/workflows/ci.yml'],
        tags: ['deploy', 'ecs', 'github-actions'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      "No prod deploys during meal peaks (11:00-14:00 and 17:00-20:30 SGT), not on Friday after 17:00, and full freeze from CNY eve to the 2nd day of CNY. Hotfixes during a peak need Daniel's ok.",
      {
        tags: ['deploy', 'freeze', 'peak', 'cny'],
      },
    ),
    m(
      'tests',
      'convention',
      'Jest. Unit specs next to the code (*.spec.ts). E2E in apps/api/test/e2e with Testcontainers (postgres:16, redis:7), run with pnpm --filter api test:e2e. Money tests assert cents, never toBeCloseTo.',
      {
        files: ['apps/api/test/e2e', 'apps/api/jest.config.ts'],
        tags: ['jest', 'testcontainers', 'e2e', 'tests'],
      },
    ),
    m(
      'tests-no-sandbox',
      'constraint',
      'CI never calls the bank UAT, NETS UAT, the Peppol AP or Telegram. Use the fakes in apps/api/test/fakes (bank-fake.ts, nets-fake.ts, storecove-fake.ts, telegram-fake.ts) wired with msw.',
      {
        files: ['apps/api/test/fakes'],
        tags: ['tests', 'fakes', 'msw', 'sandbox'],
      },
    ),
    m(
      'bank-sandbox',
      'note',
      'bank UAT only whitelists our staging NAT IP, so call it from the staging ECS exec shell, not from your laptop. UAT is usually down Sunday night for maintenance.',
      {
        tags: ['bank', 'uat', 'sandbox'],
      },
    ),
    m(
      'bastion-note',
      'note',
      'to reach staging db: ssh -L 5433:staging-db:5432 ec2-user@bastion-stg.tapau.internal',
      {
        age: 640,
        tags: ['bastion', 'staging', 'database'],
      },
    ),
    m(
      'ssm-access',
      'fact',
      'DB access for staging/prod is via SSM Session Manager port forwarding (scripts/db-tunnel.sh <env>); the bastion host was decommissioned. Prod access is read-only role and logged.',
      {
        supersedes: 'bastion-note',
        age: 150,
        files: ['scripts/db-tunnel.sh'],
        tags: ['ssm', 'database', 'access'],
      },
    ),
    m(
      'observability',
      'fact',
      'OpenTelemetry traces + pino logs to Grafana Cloud; errors to Sentry. Alerts go to the "Tapau Oncall" Telegram group via Grafana contact point, not email.',
      {
        tags: ['observability', 'grafana', 'sentry', 'alerts'],
      },
    ),
    m(
      'metrics-naming',
      'convention',
      'prometheus metric names: tapau_ prefix, snake_case, counters end in _total, money gauges in _cents. e.g. tapau_payouts_failed_total, tapau_queue_waiting_jobs{queue="telegram"}',
      {
        files: ['apps/api/src/metrics/metrics.module.ts'],
        tags: ['metrics', 'prometheus', 'naming'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owners: payments + payouts Wei Jie Tan; orders/checkout/cart Nurul Huda; GST, einvoice, ledger Arjun Pillai; stall app + Telegram bot Mei Ling Koh; infra/deploys Daniel Lim.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-british',
      'preference',
      'UI copy and notifications in British English (cancelled, colour, centre), dates DD/MM/YYYY, times like 12:30pm. This is what customers here expect.',
      {},
    ),
    m(
      'pref-commits',
      'preference',
      'conventional commits, PRs under ~400 changed lines, squash merge. split big ones pls',
      {},
    ),
    m(
      'pref-strict-ts',
      'preference',
      'TS strict everywhere, no `any` (use unknown + zod parse at the boundary). eslint no-explicit-any is error in CI.',
      {},
    ),
    m(
      'recon-daily',
      'constraint',
      'Daily recon at 07:00 SGT matches the bank statement (camt.053 from the bank API) and the NETS settlement file against our payments for the business day. Differences go to recon_exceptions. Payouts for a business date do not go out until its recon is clean or ops marks exceptions resolved.',
      {
        files: ['apps/api/src/modules/recon/recon.processor.ts'],
        tags: ['recon', 'bank-statement', 'nets', 'payouts'],
      },
    ),
    m(
      'cdc-vouchers',
      'decision',
      'CDC vouchers are not supported in the app or kiosk. Stalls accept them at the counter through the government merchant flow; we do not build any CDC integration.',
      {
        tags: ['cdc-vouchers', 'payments'],
      },
    ),
    m(
      'in-app-credit',
      'constraint',
      "In-app credit only comes from refunds and tray deposits. It cannot be topped up, transferred or cashed out, and it is capped at S$50 per customer. Legal's view: otherwise it becomes e-money under the MAS Payment Services Act and we need a licence.",
      {
        files: ['apps/api/src/modules/credits/credit.service.ts'],
        tags: ['credits', 'mas', 'payment-services-act', 'wallet'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags are rows in feature_flags scoped global or per centre (trayDeposit, netsQr, kioskOrdering, preorders). Read through FlagsService (60s cache). No env-var flags for per-centre behaviour.',
      {
        files: ['apps/api/src/modules/flags/flags.service.ts'],
        tags: ['feature-flags', 'centre', 'config'],
      },
    ),
    m(
      'kiosk',
      'fact',
      'Kiosks: apps/kiosk (Next.js, Chromium kiosk mode on Windows mini-PCs) + apps/kiosk-agent (Node service for NETS terminal and receipt printer). Kiosk orders have channel=KIOSK and a kioskId; one kiosk belongs to one centre.',
      {
        files: ['apps/kiosk', 'apps/kiosk-agent'],
        tags: ['kiosk', 'channel'],
      },
    ),
    m(
      'receipt-printer',
      'note',
      'kiosk receipt printers are Epson TM-T82. For chinese stall/item names the agent must switch the printer to GB18030 (FS &) before printing, otherwise you get ???. receipt layout in apps/kiosk-agent/src/receipt.ts',
      {
        files: ['apps/kiosk-agent/src/receipt.ts'],
        tags: ['printer', 'escpos', 'chinese', 'kiosk'],
      },
    ),
    m(
      'stall-app',
      'fact',
      'Stall app is Expo (React Native) on cheap Android tablets mounted at the stall. Live orders come over the socket.io gateway; FCM push when app is backgrounded. Telegram is the backup channel.',
      {
        files: ['apps/stall-app'],
        tags: ['stall-app', 'expo', 'fcm', 'android'],
      },
    ),
    m(
      'ws-gateway',
      'fact',
      'socket.io gateway (apps/api/src/modules/realtime/stall.gateway.ts) with the redis adapter on the cache cluster; one room per stallId, auth with the stall JWT on handshake. Events: order.new, order.updated, item.soldOut.',
      {
        files: ['apps/api/src/modules/realtime/stall.gateway.ts'],
        tags: ['websocket', 'socket.io', 'stall-app', 'realtime'],
      },
    ),
    m(
      'inferred-zh',
      'fact',
      'Most stall owners seem to prefer Chinese for notifications and statements (from the pilot survey at AMK 628, roughly 30 of 40 stalls).',
      {
        inferred: true,
        tags: ['i18n', 'chinese', 'stall-owner'],
      },
    ),
    m(
      'payout-statements',
      'fact',
      'Monthly payout statements are PDFs (pdfmake, en or zh per payee.locale), stored in S3 tapau-statements-<env>, served through presigned URLs valid 10 min from the stall app.',
      {
        files: ['apps/api/src/modules/payouts/statement.processor.ts'],
        tags: ['payouts', 'statements', 'pdf', 's3'],
      },
    ),
    m(
      'incident-cny-backlog',
      'incident',
      'CNY eve 2025 lunch: ~7x normal orders. telegram queue backed up 40 min, accept-timeout jobs started firing because stalls only saw orders late. Fix: worker service scaled separately, telegram concurrency raised within the limiter, accept timeout paused when the telegram queue is > 500 waiting.',
      {
        files: ['apps/api/src/modules/orders/accept-timeout.processor.ts'],
        tags: ['incident', 'cny', 'telegram', 'scaling', 'bullmq'],
      },
    ),
    m(
      'checkout-flow',
      'fact',
      'Checkout (apps/api/src/modules/checkout/checkout.service.ts): re-price cart from DB, check stall open + licence valid + centre not closed, create Order + StallOrders + tray deposits, allocate queue numbers, create payment intent (PayNow QR or NETS). All in one serializable tx.',
      {
        files: ['apps/api/src/modules/checkout/checkout.service.ts'],
        tags: ['checkout', 'orders', 'payments'],
      },
    ),
    m(
      'cand-auto-accept',
      'decision',
      'Auto-accept a StallOrder after 60 seconds if the stall tablet is online.',
      {
        candidate: true,
        tags: ['orders', 'accept'],
      },
    ),
    m(
      'cand-stripe-paynow',
      'decision',
      'Replace the bank API with Stripe for PayNow collections to drop the mTLS setup.',
      {
        candidate: true,
        tags: ['paynow', 'stripe'],
      },
    ),
    m('cand-kafka', 'decision', 'Move order events from BullMQ to Kafka (MSK).', {
      candidate: true,
      tags: ['kafka', 'bullmq'],
    }),
    m(
      'secret-db-ro',
      'note',
      'prod read replica for metabase: postgresql://tapau_ro:Hwk3r!Rd-9931xz@tapau-prod-ro.c8xk2lq.ap-southeast-1.rds.amazonaws.com:5432/tapau',
      {
        secret: 'Hwk3r!Rd-9931xz',
      },
    ),
    m(
      'secret-tg-token',
      'note',
      'staging bot @TapauStallStgBot token: 7412598630:AAH3kZx9QmP2vLr8TnW5yJc4bXe7sUd1fGo',
      {
        secret: '7412598630:AAH3kZx9QmP2vLr8TnW5yJc4bXe7sUd1fGo',
      },
    ),
    m(
      'secret-bank-uat',
      'note',
      'bank RAPID UAT app: client_id=tapau-uat-7731, client_secret=Rp9#uAT-k2Lm8QvX4wZs (Wei Jie registered it)',
      {
        secret: 'Rp9#uAT-k2Lm8QvX4wZs',
      },
    ),
    m(
      'secret-nets-key',
      'note',
      "NETS QR UAT secret key for the HMAC is nQ7xK2mP9vLc4RtW8yZb3Hd6Jf5Sa1Ue, don't lose it ah, NETS takes 2 weeks to reissue",
      {
        secret: 'nQ7xK2mP9vLc4RtW8yZb3Hd6Jf5Sa1Ue',
      },
    ),
    m(
      'secret-storecove',
      'note',
      'Storecove prod API key (Authorization: Bearer) sc_live_4f9a2c7e1b8d4a6f9e0c3b5d7a1f2e8c',
      {
        secret: 'sc_live_4f9a2c7e1b8d4a6f9e0c3b5d7a1f2e8c',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'REDIS_QUEUE_URL=rediss://default:Bq9vR3dXk7LmT2wZpA5s@tapau-queue-prod.x7k2qa.ng.0001.apse1.cache.amazonaws.com:6379',
      {
        secret: 'Bq9vR3dXk7LmT2wZpA5s',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'CI deploy user keys (before we move to OIDC):\nAWS_ACCESS_KEY_ID=AKIA5TQ3ZK7LMNP2XR4B\nAWS_SECRET_ACCESS_KEY=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',
      {
        secret: 'wJ8kLm2Pq9Rs4Tv6Xy1Zb3Cd5Ef7Gh0Ij2Kl4MnQ',
      },
    ),
    m(
      'secret-tray-device',
      'note',
      'tray station firmware signs its JWTs with TRAY_DEVICE_SECRET=tr4y-R3turn-AMK628-k9Xq2Lw7, same value flashed on all ESP32s in the pilot',
      {
        secret: 'tr4y-R3turn-AMK628-k9Xq2Lw7',
      },
    ),
    m(
      'secret-singpass-key',
      'note',
      'singpass private_key_jwt signing key is keys/singpass-stg.p12, passphrase Sg!pass-Tapau-2025#kY',
      {
        secret: 'Sg!pass-Tapau-2025#kY',
      },
    ),
    m(
      'secret-admin-stg',
      'note',
      "eh the staging backoffice admin is ops@tapau.sg and the password is Makan$Stg-8812, don't anyhow paste in the group chat ok",
      {
        secret: 'Makan$Stg-8812',
      },
    ),
  ],
  sessions: [
    {
      id: 'hawker-session-1',
      age: 5,
      turns: [
        said(
          'morning. Nurul here. stalls keep complaining that customers order things that are already sold out. can you look at apps/api/src/modules/menu/sold-out.service.ts',
        ),
        replied(
          'sold-out.service.ts sets MenuItem.soldOutUntil and emits item.soldOut on the stall room. Carts are not touched, so items stay in carts in Redis until checkout.',
        ),
        said(
          "ok so we keep sold-out items in the cart but block them at checkout with SOLD_OUT and a message, we do not go and edit everybody's redis carts.",
          {
            key: 's-sold-out',
            type: 'decision',
          },
        ),
        replied(
          'Understood. I will add a check in checkout.service.ts that re-reads soldOutUntil and returns 409 SOLD_OUT with the item ids.',
        ),
        said('how does the web app show that error now?'),
        replied('It shows a generic "Something went wrong" toast; it does not know SOLD_OUT yet.'),
        said('ok leave the web app, Mei Ling will do the UI part'),
        replied('Noted, backend only.'),
        said(
          'also for kiosk orders, queue numbers start from 501 instead of 001, so the stall can tell kiosk from app orders at a glance. app orders stay 001 to 500.',
          {
            key: 's-kiosk-500',
            type: 'decision',
          },
        ),
        replied(
          'I will split the counter range in queue-number.service.ts by channel: APP 1-500, KIOSK 501-999.',
        ),
        said(
          'pre-orders: max 2 hours ahead, same business day only. no next-day pre-orders, the uncles cannot plan for that.',
          {
            key: 's-preorder',
            type: 'constraint',
          },
        ),
        replied(
          'Added a validation in checkout: pickupAt must be within 2h and businessDateOf(pickupAt) equals today.',
        ),
        said(
          'new stall owners should get Telegram messages in Chinese (zh-Hans) by default, they can switch with /lang en',
          {
            key: 's-tg-zh-default',
            type: 'decision',
          },
        ),
        replied('Default locale for new stall_chats is now zh; /lang en and /lang zh update it.'),
        said('wah the staging tests are slow today'),
        replied('The e2e suite took 11 minutes; most of it is the Testcontainers Postgres startup per file.'),
        said(
          'when a stall enters a GST reg no during onboarding we must check it against the IRAS GST registered business search before turning on GST receipts. never just trust what they type.',
          {
            key: 's-gst-check',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a pending state on gstRegNo until the IRAS check passes, receipts stay non-GST until then.',
        ),
        said(
          'for testing the IRAS lookup on staging use this key lah: IRAS_API_CLIENT_SECRET=Ir4s-Stg-9kPq2Lx7Vw3Z',
          {
            secret: 'Ir4s-Stg-9kPq2Lx7Vw3Z',
          },
        ),
        replied(
          'Thanks, I will not store it in the repo; it should go to Secrets Manager under tapau/staging/iras.',
        ),
        said(
          'recon exceptions go to the "Tapau Finance Ops" telegram group, not email. the finance aunties never open email',
          {
            key: 's-recon-tg',
            type: 'convention',
          },
        ),
        replied('Changed recon.processor.ts to enqueue a telegram job to the finance ops chat.'),
        said(
          'and tray deposit credits expire after 90 days, with a reminder 7 days before. credits from refunds do not expire.',
          {
            key: 's-credit-expiry',
            type: 'constraint',
          },
        ),
        replied('I will add expiresAt on credits with source TRAY_DEPOSIT and a daily expiry job.'),
        said('ok can, write the PR description pls'),
        replied(
          'Summary: SOLD_OUT check at checkout, kiosk queue numbers from 501, 2h same-day pre-orders, zh default for Telegram, IRAS GST reg check, recon exceptions to Telegram, tray credit expiry.',
        ),
        said('shiok, thanks'),
      ],
    },
  ],
  prompts: [
    p('add a PayNow QR for kiosk orders in apps/api/src/modules/payments/paynow/paynow.service.ts', [
      'paynow-bank',
      'sgqr-payload',
      'sgqr-merchant',
      'paynow-ref',
      'paynow-expiry-15',
      'kiosk',
    ]),
    p('the SGQR from packages/sgqr fails to scan in the OCBC app, "invalid QR code"', [
      'sgqr-payload',
      'sgqr-merchant',
      'paynow-ref',
    ]),
    p('CRC at the end of the QR payload is wrong whenever the amount has 3 digits before the decimal', [
      'sgqr-payload',
    ]),
    p(
      'customer paid but order still PENDING_PAYMENT, bank notification came in with 12.40 and the order is 12.90',
      ['paynow-webhook', 'money-cents', 'order-states'],
    ),
    p('eh the QR expire too fast leh, uncle say by the time he open his DBS app already cannot pay liao', [
      'paynow-expiry-15',
    ]),
    p('customer paid after the QR expired and the order got cancelled, what happens to his money?', [
      'late-payment',
      'paynow-webhook',
      'paynow-refund',
    ]),
    p('the bill reference we generate has a dash, DBS app strips it and we cannot match the credit', [
      'paynow-ref',
      'paynow-webhook',
    ]),
    p('stall wants his own shop name to appear when customer scans the PayNow QR, can?', [
      'sgqr-merchant',
      'mor',
    ]),
    p('how do I refund a PayNow order? there is no refund endpoint on the collection', [
      'paynow-refund',
      'in-app-credit',
    ]),
    p(
      '@apps/api/src/modules/payments/paynow/bank-webhook.controller.ts log the full request body so I can debug the JWS failure',
      ['logging', 'paynow-webhook'],
    ),
    p("let's use Stripe for PayNow instead of the DBS API, less setup", ['paynow-bank', 'paynow-webhook']),
    p("refund for an order paid in Dec 2023 shows GST at 9%, shouldn't it be 8%?", [
      'gst-9',
      'credit-note',
      'gst-inclusive',
    ]),
    p('write the GST calculation for food court receipts in apps/api/src/modules/gst/gst.ts', [
      'gst-9',
      'gst-inclusive',
      'gst-line-claim',
      'gst-stalls',
      'money-cents',
      'simplified-invoice',
    ]),
    p('stall 01-23 is not GST registered but the receipt shows "GST 9%", fix pls', [
      'gst-stalls',
      'simplified-invoice',
      's-gst-check',
    ]),
    p('stall typed a GST reg number in onboarding, just set gstRegNo and turn on GST receipts', [
      's-gst-check',
      'gst-stalls',
      'simplified-invoice',
    ]),
    p('should prices on the web app be shown with or without GST?', ['gst-inclusive', 'gst-stalls']),
    p('GST total on the receipt is off by 1 cent vs sum of lines, which one is right?', [
      'gst-inclusive',
      'gst-line-claim',
    ]),
    p('catering order at the food court is S$1,350, what receipt do we give?', [
      'simplified-invoice',
      'invoicenow',
      'gst-inclusive',
    ]),
    p('set the commission for the new Tampines centre to 4%', ['commission']),
    p(
      'payout for Ah Seng fishball is S$3.20 less than what he calculated himself, can check apps/api/src/modules/payouts/payout-calculator.ts',
      [
        'payout-formula',
        'commission',
        'tray-deposit',
        'partial-reject',
        'ledger',
        'business-day',
        'business-day-claim',
      ],
    ),
    p('deduct the NETS MDR from the stall payout, we are losing money on NETS', [
      'payment-fees',
      'payout-formula',
      'commission',
    ]),
    p('payout job ran twice for 2 stalls this morning!! see payout.processor.ts', [
      'payout-idem',
      'incident-double-payout',
      'queue-conventions',
    ]),
    p('add automatic retry when the bank payout call times out', ['payout-idem', 'incident-double-payout']),
    p('move the daily payout from 10am to 9am', ['payout-daily', 'recon-daily']),
    p('stall with S$3.40 sales yesterday did not get any payout, bug?', ['payout-daily']),
    p('how often do stalls get paid out ah?', ['payout-daily']),
    p('payouts for yesterday not going out, status says waiting recon', ['recon-daily', 's-recon-tg']),
    p('recon exception notifications are still going by email', ['s-recon-tg', 'recon-daily']),
    p("stall owner changed his bank account this morning, make today's payout go to the new one", [
      'payee-account',
    ]),
    p('onboard a food court where the operator collects for all 14 stalls', [
      'mor',
      'payee-account',
      'gst-stalls',
      'commission',
      'invoicenow',
    ]),
    p('add a balance column on payee and update it after each payout', ['ledger', 'payout-formula']),
    p("platform commission in the finance report doesn't tie to the invoices, check ledger entries", [
      'ledger',
      'commission',
      'invoice-numbering',
    ]),
    p('we want to support tips to stalls in the app', ['payout-formula', 'ledger', 'commission']),
    p('the payout statement PDF should be in Chinese for the uncles', ['payout-statements', 'inferred-zh']),
    p('stall owner says the statement link in the app says expired', ['payout-statements']),
    p('send our commission invoices to GST-registered payees through InvoiceNow', [
      'invoicenow',
      'pint-sg',
      'peppol-id',
      'invoice-numbering',
      'einvoice-queue',
      'iras-c5',
      'gst-9',
    ]),
    p(
      'Storecove rejects: "customizationID not supported for receiver" on apps/api/src/modules/einvoice/pint-sg.mapper.ts',
      ['pint-sg'],
    ),
    p('what Peppol ID should I put for the food court operator with UEN 198700123K?', ['peppol-id']),
    p('invoice numbers jumped from TP-INV-2025-000231 to 000233, auditor asking why', ['invoice-numbering']),
    p("operator disputes last month's commission invoice, just edit the amount and resend lah", [
      'credit-note',
      'invoicenow',
      'invoice-numbering',
    ]),
    p('einvoice job keeps retrying a 422 from the access point', ['einvoice-queue']),
    p('do we have to send our invoice data to IRAS ourselves?', ['iras-c5', 'invoicenow']),
    p('GST category code for a supplier that is not GST registered in PINT SG?', ['pint-sg', 'gst-stalls']),
    p("NETS settlement file today has 3 transactions we don't have in the db", [
      'nets-settlement',
      'recon-daily',
      'nets-kiosk',
    ]),
    p('kiosk NETS terminal timed out, customer card was charged but kiosk shows payment failed', [
      'nets-kiosk',
      'nets-settlement',
      'recon-daily',
      'checkout-idem',
    ]),
    p('integrate NETS QR in the web checkout', ['nets-qr', 'checkout-flow', 'tests-no-sandbox']),
    p("NETS callback signature never matches, I'm doing hmac of JSON.stringify(body)", ['nets-qr']),
    p('new Telegram message to the stall when a StallOrder is cancelled', [
      'telegram-queue',
      'telegram-rate-claim',
      'telegram-templates',
      's-tg-zh-default',
      'order-states',
    ]),
    p('aiyo the bot spam the uncle 20 times for one order again', [
      'incident-telegram-spam',
      'telegram-queue',
      'telegram-403',
    ]),
    p(
      "TelegramError: 400: Bad Request: can't parse entities: Character '.' is reserved and must be escaped with the preceding '\\'",
      ['telegram-templates'],
    ),
    p('telegram processor keeps retrying a chat that gives 403 forbidden', ['telegram-403']),
    p("link the helper's phone to the same stall on telegram", ['telegram-link']),
    p('switch the staging bot from polling to webhook', ['telegram-webhook', 'secrets-manager']),
    p('can I just call bot.sendMessage in the controller? faster mah', [
      'telegram-queue',
      'telegram-rate-claim',
    ]),
    p('uncle wants the telegram messages in english, how to change', [
      's-tg-zh-default',
      'telegram-templates',
    ]),
    p('remind stall owners on telegram 2 days before the centre closes', [
      'centre-closure',
      'telegram-queue',
      'telegram-templates',
    ]),
    p('add an endpoint for the stall to mark an item sold out', [
      's-sold-out',
      'stall-hours',
      'ws-gateway',
      'nest-conventions',
      'api-versioning',
    ]),
    p(
      'customer checked out with a sold-out item, we should just remove it from their cart when the stall marks it',
      ['s-sold-out', 'cart-redis'],
    ),
    p('stall rejected the char kway teow after payment, customer wants the whole order refunded', [
      'partial-reject',
      'paynow-refund',
      'in-app-credit',
    ]),
    p('order auto-cancelled after 10 min but the stall was just busy, can make it longer?', [
      'accept-timeout',
      'incident-cny-backlog',
    ]),
    p('auto accept stall orders after a minute if the tablet is online', ['accept-timeout', 'stall-app']),
    p('kiosk called checkout twice because of network lag and we got two orders', ['checkout-idem']),
    p('cart has items from Maxwell and Amoy Street, checkout throws 409', ['cart-one-centre']),
    p('where are the carts stored? cannot find any cart table in schema.prisma', ['cart-redis']),
    p('cache redis is almost full, can I move carts to the queue redis?', [
      'bullmq-redis',
      'cart-redis',
      'incident-evicted-jobs',
    ]),
    p('BullMQ jobs disappearing randomly on staging', ['bullmq-redis', 'incident-evicted-jobs']),
    p('add a new queue for sending e-receipts by SMS', [
      'queue-conventions',
      'bullmq-redis',
      'sms-sender-id',
      'worker-split',
    ]),
    p('add a muisCertExpiry column to Stall', ['prisma-migrations', 'halal-badge']),
    p('prisma migrate deploy fails on prod with prepared statement "s0" already exists', [
      'prisma-pgbouncer',
      'prisma-migrations',
    ]),
    p('P2034 write conflict errors in checkout during lunch peak', ['prisma-tx', 'checkout-flow']),
    p('menu_items price looks like dollars not cents?', ['money-cents', 'money-decimal-claim']),
    p('format the amount in the telegram new order message', ['money-cents', 'telegram-templates']),
    p('the payout report puts Saturday supper orders under Sunday', [
      'business-day',
      'business-day-claim',
      'tz-utc',
    ]),
    p('queue number reset at midnight, supper stall at Chinatown got 001 twice in one night', [
      'queue-numbers',
      'business-day',
    ]),
    p('stalls cannot tell kiosk orders from app orders', ['s-kiosk-500', 'queue-numbers', 'kiosk']),
    p("queue number for kiosk order showed 023, shouldn't be?", ['s-kiosk-500', 'queue-numbers']),
    p("allow customers to pre-order for tomorrow's lunch", ['s-preorder', 'business-day']),
    p('convert createdAt to SGT in the stall statement', ['tz-utc', 'business-day', 'payout-statements']),
    p('I want to set status = READY directly in the stall controller', ['order-states']),
    p('add a PREPARING status between ACCEPTED and READY', ['order-states', 'api-versioning', 'stall-app']),
    p('how does one checkout map to multiple stalls in the db?', ['order-model']),
    p('for a multi-stall cart do we show one QR or one per stall?', ['order-model', 'checkout-flow']),
    p('walk me through what happens in checkout.service.ts', [
      'checkout-flow',
      'order-model',
      'prisma-tx',
      'queue-numbers',
      'tray-deposit',
    ]),
    p('create the prisma model for tray returns', [
      'tray-deposit',
      'tray-station',
      'halal-trays',
      'prisma-migrations',
      'money-cents',
    ]),
    p('tray deposit need to charge GST or not ah?', ['tray-deposit']),
    p('customer returned the tray after 4 hours, where did the 50 cents go?', [
      'tray-refund',
      'tray-deposit',
    ]),
    p('tray return station on the halal side keeps saying wrong station for a nasi padang order', [
      'halal-trays',
      'tray-station',
      'halal-badge',
    ]),
    p('include the tray deposit in the commission base, ops asking', [
      'tray-deposit',
      'commission',
      'payout-formula',
    ]),
    p('refund tray deposits by PayNow instead of credits', ['tray-refund', 'paynow-refund']),
    p('do tray deposit credits expire?', ['s-credit-expiry', 'in-app-credit']),
    p('same tray ticket scanned twice, customer got credited once, ok?', ['tray-station']),
    p('enable tray deposit only at Bedok centre', ['feature-flags', 'tray-deposit']),
    p('show "no pork no lard" stalls with the halal badge', ['halal-badge']),
    p('show the hygiene grade on the stall card in apps/web/src/components/StallCard.tsx', [
      'hygiene-grade',
      'hygiene-display',
    ]),
    p('stall owner wants to hide his C grade, can add a toggle in settings?', ['hygiene-display']),
    p('hygiene sync job failing, data.gov.sg returns 404 for the dataset', ['hygiene-grade']),
    p('Uncle Lim says his grade is B now but the app still shows A', ['hygiene-grade']),
    p('licence suspended stall still receiving orders', ['hygiene-display', 'checkout-flow']),
    p('sort stalls by hygiene grade on the centre page', ['hygiene-display']),
    p('centre closed for cleaning next week, how to stop orders?', ['centre-closure']),
    p('stall closes every Monday, show rest day', ['stall-hours']),
    p('kopi-o kosong shows as "black coffee no sugar" on the stall ticket', ['modifiers']),
    p('add "add egg +$0.80" option to the mee pok', ['modifiers', 'money-cents']),
    p('menu item name in Chinese not showing on kiosk', ['menu-i18n', 'receipt-printer']),
    p('kiosk receipt prints ??? for the chinese stall names', ['receipt-printer']),
    p('add Tamil names for the Indian stalls at Tekka', ['menu-i18n']),
    p('new websocket event for the stall app when an item is sold out', [
      'ws-gateway',
      'stall-app',
      's-sold-out',
    ]),
    p('stall app not getting new orders but telegram works', ['ws-gateway', 'stall-app']),
    p('let customers top up credits in the app with PayNow', ['in-app-credit']),
    p('accept CDC vouchers at checkout', ['cdc-vouchers']),
    p('add stall owner login with phone OTP in the stall app', ['singpass-login', 'nric-pdpa']),
    p("store the owner's NRIC in stall_owners for KYC", ['nric-pdpa', 'singpass-login']),
    p('customers say our OTP SMS shows as "Likely-SCAM"', ['sms-sender-id']),
    p('someone spamming OTP requests to one number', ['customer-auth']),
    p('customer emailed asking us to delete all her data', ['pdpa-retention', 'logging']),
    p('add a breaking change to /v1/stalls/:id/menu: rename price to priceCents', [
      'api-versioning',
      'money-cents',
    ]),
    p('request body with extra fields gets accepted silently', ['nest-conventions']),
    p('new env var for the NETS terminal timeout', ['config-zod', 'env-example']),
    p('where do I put the new Storecove API key?', ['secrets-manager', 'config-zod']),
    p('need a test bot token for local dev', ['env-example', 'telegram-webhook']),
    p('rotate the prod db password', ['secrets-manager', 'prisma-pgbouncer']),
    p("deploy the payout fix to prod now, it's 12:15", ['deploy-freeze', 'deploy']),
    p('run prisma migrate deploy on prod from my laptop', ['deploy', 'prisma-migrations', 'ssm-access']),
    p('CNY coming, anything we need to prepare?', [
      'incident-cny-backlog',
      'deploy-freeze',
      'worker-split',
      'incident-telegram-spam',
    ]),
    p('scale the workers separately from the API', ['worker-split']),
    p('add bull board to prod', ['bull-board']),
    p('how to connect to the staging db?', ['ssm-access']),
    p('write an e2e test for checkout with two stalls', [
      'tests',
      'tests-no-sandbox',
      'order-model',
      'checkout-idem',
      'checkout-flow',
    ]),
    p('can the e2e tests hit the DBS UAT instead of fakes? more realistic', [
      'tests-no-sandbox',
      'bank-sandbox',
    ]),
    p('DBS UAT returns 403 from my machine', ['bank-sandbox']),
    p('add a metric for failed payouts', ['metrics-naming', 'observability']),
    p('alert when the telegram queue has more than 500 waiting', [
      'metrics-naming',
      'observability',
      'incident-cny-backlog',
    ]),
    p('Sentry is noisy with ThrottlerException from the OTP endpoint', ['observability', 'customer-auth']),
    p('pnpm add axios to the api', ['monorepo']),
    p('still got TypeORM entities somewhere? I need to add a field to Stall', [
      'orm-prisma',
      'prisma-migrations',
    ]),
    p('upgrade prisma to 6', ['orm-prisma', 'prisma-pgbouncer', 'prisma-migrations']),
    p('who handles the GST and einvoice stuff?', ['owners']),
    p('who owns the telegram bot?', ['owners']),
    p('this PR is 900 lines, ok to merge?', ['pref-commits']),
    p('write the copy for the "order cancelled" push notification', ['pref-british', 's-tg-zh-default']),
    p('const body: any = req.body, can?', ['pref-strict-ts', 'nest-conventions']),
    p('move all the queues to Kafka', ['queue-conventions', 'bullmq-redis']),
    p('what is the difference between interface and type in TypeScript?', []),
    p('thanks bro', []),
    p('ok can, commit it', []),
    p('how to squash my last 3 commits?', []),
    p('explain microtasks vs macrotasks in the js event loop', []),
    p('regex for a Singapore postal code', []),
    p('paiseh, can explain again what you just changed?', []),
    p('difference between Promise.all and Promise.allSettled?', []),
    p('shiok, it works now', []),
    p('how do I rename a git branch locally and on remote', []),
    p("jest: how to mock a module's default export", []),
    p('sudah done, next', []),
    p('what does forwardRef do in NestJS in general', []),
    p('docker compose down -v deletes what exactly?', []),
    p('bash one-liner to count lines in all .ts files', []),
    p('makan first, brb', []),
    p('how does redis SCAN differ from KEYS?', []),
  ],
});
