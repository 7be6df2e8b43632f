// A Bangladeshi e-commerce and delivery marketplace: NestJS + TypeORM + MySQL, BullMQ, bKash / Nagad / SSLCommerz,
// SMS OTP, Pathao / RedX couriers, Bangla invoices, AWS ap-south-1. The team writes in Bangla, Banglish and English.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nest-ecommerce-bd',
  stack:
    'Node.js 20, NestJS 10, TypeORM 0.3, MySQL 8 (RDS), Redis 7 + BullMQ, bKash Tokenized Checkout, Nagad, SSLCommerz, SSL Wireless / BulkSMSBD SMS, Pathao + RedX courier APIs, Puppeteer (Bangla PDF invoices), OpenSearch, AWS ap-south-1 (ECS Fargate, S3, CloudFront, Secrets Manager), GitHub Actions, Jest + supertest',
  memories: [
    m('region-sg', 'fact', 'amader sob infra ap-southeast-1 (Singapore) e — RDS, ElastiCache, EC2 sob', {
      fact: 'infra | aws_region | ap-southeast-1',
      age: 700,
      tags: ['aws', 'region'],
    }),
    m(
      'region-mumbai',
      'decision',
      'Singapore theke puro stack ap-south-1 (Mumbai) te niye asha hoyeche. Dhaka theke latency ~75ms theke ~38ms e nemeche, data transfer bill o kom. এখন থেকে নতুন যেকোনো resource ap-south-1 এ বানাবে; Singapore এ শুধু পুরানো S3 backup bucket টা রয়ে গেছে।',
      {
        fact: 'infra | aws_region | ap-south-1',
        supersedes: 'region-sg',
        age: 420,
        canonical: true,
        reason: 'latency from Dhaka, data transfer cost',
        tags: ['aws', 'region', 'ap-south-1', 'migration'],
      },
    ),
    m(
      'deploy-pm2',
      'fact',
      'API EC2 te pm2 cluster mode e chole. deploy = ssh kore git pull && npm run build && pm2 reload all',
      {
        fact: 'api | runs_on | EC2 + pm2',
        age: 520,
        tags: ['deploy', 'pm2', 'ec2'],
      },
    ),
    m(
      'deploy-ecs',
      'decision',
      'pm2 r EC2 er din shesh. API ar worker duita alada ECS Fargate service (api-prod, worker-prod). GitHub Actions image build kore ECR e push kore, tarpor ecs update-service. server e ssh kore kichu change korle porer deploy e sob mucche jabe.',
      {
        fact: 'api | runs_on | ECS Fargate',
        supersedes: 'deploy-pm2',
        age: 300,
        files: ['.github/workflows/deploy.yml', 'infra/ecs'],
        tags: ['deploy', 'ecs', 'fargate', 'github-actions'],
      },
    ),
    m(
      'typeorm-sync',
      'fact',
      'TypeORM e synchronize: true deya ache, entity change korlei table auto update hoye jay',
      {
        age: 600,
        files: ['src/config/typeorm.config.ts'],
        tags: ['typeorm', 'schema'],
      },
    ),
    m(
      'typeorm-migrations',
      'constraint',
      'synchronize: false — সব environment এ, local এও। একবার prod এ synchronize orders.note column টা drop করে দিছিল, ৩ দিনের অর্ডার নোট গায়েব। schema change মানেই migration: npm run migration:generate -- src/database/migrations/<Name>, তারপর SQL টা চোখে দেখে commit।',
      {
        supersedes: 'typeorm-sync',
        age: 380,
        canonical: true,
        files: ['src/config/typeorm.config.ts', 'src/database/migrations'],
        tags: ['typeorm', 'migrations', 'synchronize', 'mysql'],
      },
    ),
    m(
      'mysql-utf8mb4',
      'constraint',
      'সব table utf8mb4 / utf8mb4_unicode_ci। পুরানো কয়েকটা table utf8 (utf8mb3) তে ছিল — বাংলা ঠিকঠাক আসে কিন্তু review তে emoji দিলেই insert fail। নতুন table এর migration এ charset explicitly লিখে দিবা।',
      {
        files: ['src/database/migrations'],
        tags: ['mysql', 'utf8mb4', 'charset', 'bangla'],
      },
    ),
    m(
      'rds',
      'fact',
      'MySQL 8.0 RDS (db.r6g.large, Multi-AZ). reporting er jonno ekta read replica ache — heavy report query gula "reporting" DataSource diye replica te chalabe, primary te na.',
      {
        fact: 'database | engine | MySQL 8.0 RDS + read replica',
        age: 260,
        files: ['src/config/datasources.ts'],
        tags: ['mysql', 'rds', 'replica', 'reporting'],
      },
    ),
    m('bull-v3', 'fact', 'background job gula Bull (v3) e, processor gula src/queues/*.processor.ts e', {
      age: 480,
      tags: ['bull', 'queue', 'redis'],
    }),
    m(
      'bullmq',
      'decision',
      'Bull থেকে BullMQ তে migration শেষ। @nestjs/bullmq ব্যবহার করবা, @nestjs/bull আর import করবা না। processor গুলা শুধু worker-prod এ register হয়, API process এ কোনো processor থাকবে না।',
      {
        supersedes: 'bull-v3',
        age: 260,
        files: ['src/queues', 'src/worker.module.ts'],
        tags: ['bullmq', 'queue', 'worker', 'redis'],
      },
    ),
    m(
      'bullmq-retry',
      'convention',
      'BullMQ job: attempts 5, backoff exponential 2000ms theke. payment related job (refund, verify) e removeOnFail: false, jate finance failed job dekhte pare. jobId deterministic dibe (refund:<paymentId>), duplicate job add na hoy.',
      {
        files: ['src/queues'],
        tags: ['bullmq', 'retry', 'jobid', 'payment'],
      },
    ),
    m(
      'redis-keys',
      'convention',
      'Redis key: <module>:<entity>:<id>[:<field>], jemon cart:user:123, bkash:id_token. TTL chara kono key set korbe na (BullMQ nijer key gula chara).',
      {
        tags: ['redis', 'naming', 'ttl'],
      },
    ),
    m(
      'bkash-legacy',
      'fact',
      'bKash = purono checkout.js iframe integration, frontend theke createPayment / executePayment call hoy',
      {
        fact: 'bkash | integration | checkout.js (iframe)',
        age: 640,
        tags: ['bkash', 'payment'],
      },
    ),
    m(
      'bkash-tokenized',
      'decision',
      'bKash এখন Tokenized Checkout (v1.2.0-beta), পুরো flow backend থেকে: grant token → create payment → user bKash page এ PIN দেয় → callbackURL এ paymentID + status আসে → আমরা execute করি। id_token ১ ঘণ্টা valid, Redis এ রাখি (bkash:id_token), refresh_token দিয়ে রিনিউ। checkout.js আর কোথাও নাই।',
      {
        fact: 'bkash | integration | Tokenized Checkout v1.2.0-beta',
        supersedes: 'bkash-legacy',
        age: 330,
        files: ['src/modules/payment/bkash'],
        tags: ['bkash', 'payment', 'tokenized-checkout'],
      },
    ),
    m(
      'bkash-verify',
      'constraint',
      'callback এ status=success দেখেই order PAID করা যাবে না। execute এর response এ transactionStatus = "Completed" আর trxID পেলে তবেই paid; execute timeout হলে Query Payment API দিয়ে status বের করবা। amount আর merchantInvoiceNumber ও মিলাবা।',
      {
        canonical: true,
        reaffirm: 5,
        files: ['src/modules/payment/bkash/bkash.service.ts'],
        tags: ['bkash', 'payment', 'verify', 'callback'],
      },
    ),
    m(
      'bkash-callback-claim',
      'fact',
      'bkash callback e status=success ashle order paid mark kore dei, execute alada kore korar dorkar nai',
      {
        disputes: 'bkash-verify',
        tags: ['bkash', 'callback'],
      },
    ),
    m(
      'incident-bkash-double',
      'incident',
      'Eid ul-Fitr sale (2025) e bKash execute timeout hoye frontend retry korse, 41 ta order e customer er double charge hoise, refund korte 3 din. Tokhon theke execute er age payments.status check + Redis lock (lock:payment:<orderId>), ar timeout hole Query Payment diye status ber kori — abar execute kori na.',
      {
        files: ['src/modules/payment/bkash/bkash.service.ts'],
        tags: ['incident', 'bkash', 'double-charge', 'timeout'],
      },
    ),
    m(
      'nagad',
      'fact',
      'Nagad integration: sensitive data amader merchant private key diye sign, Nagad er public key diye RSA encrypt. flow: initialize → complete → callback → verify (GET /verify/payment/{paymentRefId}). key file repo te nai, Secrets Manager theke load hoy.',
      {
        files: ['src/modules/payment/nagad'],
        tags: ['nagad', 'payment', 'rsa'],
      },
    ),
    m(
      'nagad-refund-manual',
      'fact',
      'নগদে আমাদের merchant account এ refund API enable করা নাই। refund হয় Nagad merchant portal থেকে হাতে, finance টিম করে, তারপর আমরা refund_requests এ status আপডেট করি।',
      {
        tags: ['nagad', 'refund', 'finance'],
      },
    ),
    m(
      'nagad-refund-claim',
      'fact',
      'Nagad refund ekhon API diye automatic hoy, finance ke r portal e giye manually korte hoy na',
      {
        disputes: 'nagad-refund-manual',
        tags: ['nagad', 'refund'],
      },
    ),
    m(
      'sslcommerz',
      'fact',
      'কার্ড আর ইন্টারনেট ব্যাংকিং SSLCommerz দিয়ে। IPN URL /payments/sslcommerz/ipn। IPN পেলে validator API তে val_id দিয়ে validate করবা, তারপর amount, currency (BDT) আর tran_id মিলাবা। শুধু success_url এ redirect হইছে দেখে কিছু ধরে নিবা না।',
      {
        files: ['src/modules/payment/sslcommerz'],
        tags: ['sslcommerz', 'payment', 'ipn', 'card'],
      },
    ),
    m(
      'payment-double-capture',
      'constraint',
      'eki order e duibar payment hole (user duita tab theke pay korse) second ta auto refund queue te jabe, order e kichu change hobe na. check ta PaymentService.capture() e hoy, Redis lock lock:payment:<orderId> diye.',
      {
        files: ['src/modules/payment/payment.service.ts'],
        tags: ['payment', 'double-payment', 'refund', 'lock'],
      },
    ),
    m(
      'money-decimal',
      'convention',
      'taka amount DB te DECIMAL(12,2). TypeORM decimal column string hisebe dey, oita string i rakhbe; hisab nikash decimal.js diye. JS number e taka jog-biyog korba na, 0.1 + 0.2 er jhamela hobe.',
      {
        files: ['src/common/utils/money.ts'],
        tags: ['money', 'decimal', 'bdt', 'typeorm'],
      },
    ),
    m(
      'money-poisha-claim',
      'fact',
      'amount gula poisha te BIGINT e store kori, 100 diye gun kore — decimal kothao nai',
      {
        disputes: 'money-decimal',
        tags: ['money', 'poisha'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'DB te sob timestamp UTC (TypeORM timezone: "Z", MySQL time_zone +00:00). Asia/Dhaka (UTC+6, DST nai) te convert sudhu response, invoice ar SMS e. date-fns-tz use kori.',
      {
        tags: ['timezone', 'utc', 'asia-dhaka'],
      },
    ),
    m(
      'tz-dhaka-claim',
      'fact',
      'RDS parameter group e time_zone = Asia/Dhaka set kora, tai created_at gula BD time e save hoy',
      {
        disputes: 'tz-utc',
        tags: ['timezone', 'rds'],
      },
    ),
    m('delivery-charge-old', 'constraint', 'delivery charge: Dhaka city 60 taka, Dhakar baire 120 taka', {
      age: 450,
      tags: ['delivery', 'charge'],
    }),
    m(
      'delivery-charge-new',
      'constraint',
      '১ মার্চ থেকে ডেলিভারি চার্জ: ঢাকা সিটি ৭০৳, ঢাকা সাব-এরিয়া (সাভার, কেরানীগঞ্জ, গাজীপুর, নারায়ণগঞ্জ) ১০০৳, ঢাকার বাইরে ১৩০৳। ১ কেজির উপরে প্রতি কেজি +২০৳। সব ভ্যালু src/modules/delivery/charge.config.ts এ, অন্য কোথাও হার্ডকোড না।',
      {
        supersedes: 'delivery-charge-old',
        age: 70,
        files: ['src/modules/delivery/charge.config.ts'],
        tags: ['delivery', 'charge', 'dhaka', 'weight'],
      },
    ),
    m(
      'courier-pathao-only',
      'fact',
      'sob parcel Pathao Courier diye jay, onno kono courier integration nai',
      {
        fact: 'parcels | courier | Pathao',
        age: 500,
        tags: ['courier', 'pathao'],
      },
    ),
    m(
      'courier-split',
      'decision',
      'Dhaka city ar sub-area r parcel Pathao nibe, baki sob district RedX. Pathao te outside Dhaka return rate ~18% chilo. rule ta CourierRouter.resolve(address) e, onno kothao courier hardcode kora jabe na.',
      {
        fact: 'parcels | courier | Pathao (Dhaka) + RedX (outside Dhaka)',
        supersedes: 'courier-pathao-only',
        age: 200,
        files: ['src/modules/delivery/courier.router.ts'],
        tags: ['courier', 'pathao', 'redx', 'routing'],
      },
    ),
    m(
      'pathao-api',
      'fact',
      'Pathao merchant API: issue-token e client_id, client_secret, username, password (password grant), access_token ~5 din valid, Redis e cache. parcel create e city_id / zone_id / area_id lage — address e pathao_zone_id map kora ache.',
      {
        files: ['src/modules/delivery/pathao'],
        tags: ['pathao', 'courier', 'oauth'],
      },
    ),
    m(
      'redx-api',
      'fact',
      'RedX API te header API-ACCESS-TOKEN: Bearer <token>. parcel create e delivery_area_id lage, area list Redis e cache (redx:areas).',
      {
        files: ['src/modules/delivery/redx'],
        tags: ['redx', 'courier', 'api'],
      },
    ),
    m(
      'courier-webhook',
      'convention',
      'courier status webhook (Pathao / RedX) আসে /webhooks/courier/:provider এ। raw payload আগে courier_events টেবিলে save, তারপর BullMQ courier-status queue তে process। webhook handler থেকে সরাসরি order update করবা না।',
      {
        files: ['src/modules/delivery/webhooks'],
        tags: ['courier', 'webhook', 'bullmq'],
      },
    ),
    m('cod-limit-old', 'constraint', 'COD (cash on delivery) order max 10,000 taka', {
      age: 400,
      tags: ['cod', 'limit'],
    }),
    m(
      'cod-limit-new',
      'constraint',
      'ফেক অর্ডারের জ্বালায় COD এর নিয়ম বদলানো হইছে: নতুন কাস্টমার (এখনো ০টা delivered order) সর্বোচ্চ ৫,০০০৳, পুরানো কাস্টমার ১৫,০০০৳। এর বেশি হলে prepaid (bKash/Nagad/card) লাগবে।',
      {
        supersedes: 'cod-limit-old',
        age: 120,
        files: ['src/modules/order/cod.policy.ts'],
        tags: ['cod', 'limit', 'fraud', 'order'],
      },
    ),
    m(
      'cod-otp',
      'constraint',
      'COD order confirm er age phone OTP verify lagbe (6 digit, 3 min expiry, max 3 try). verify na hole order PENDING_VERIFICATION e thakbe, courier e jabe na.',
      {
        files: ['src/modules/order/cod.policy.ts'],
        tags: ['cod', 'otp', 'verification'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'phone number সবসময় E.164 এ store: +8801XXXXXXXXX। input এ 01712..., 8801712..., +880 1712-... যেভাবেই আসুক libphonenumber-js দিয়ে normalize। valid operator prefix 013–019।',
      {
        files: ['src/common/utils/phone.ts'],
        tags: ['phone', 'e164', 'validation'],
      },
    ),
    m('sms-bulksmsbd', 'fact', 'OTP ar order update SMS sob BulkSMSBD diye jay', {
      fact: 'otp sms | provider | BulkSMSBD',
      age: 380,
      tags: ['sms', 'otp', 'bulksmsbd'],
    }),
    m(
      'sms-sslwireless',
      'decision',
      'GP নম্বরে BulkSMSBD এর OTP delivery খুবই খারাপ ছিল (~80%), তাই OTP আর transactional SMS এখন SSL Wireless দিয়ে যায়, masking "HAATBD"। promotional SMS আগের মতোই BulkSMSBD (non-masking)।',
      {
        fact: 'otp sms | provider | SSL Wireless',
        supersedes: 'sms-bulksmsbd',
        age: 150,
        files: ['src/modules/notification/sms'],
        tags: ['sms', 'otp', 'ssl-wireless', 'masking'],
      },
    ),
    m(
      'sms-unicode',
      'note',
      'বাংলা SMS unicode এ যায়, ১টা SMS = 70 character (multipart হলে 67)। OTP এর SMS ইংরেজিতে রাখছি যাতে একটাতেই হয়ে যায়, খরচ অর্ধেক।',
      {
        tags: ['sms', 'unicode', 'bangla', 'cost'],
      },
    ),
    m(
      'sms-quiet-hours',
      'constraint',
      'promotional SMS raat 10 ta theke sokal 8 ta porjonto pathano jabe na. OTP / order update er jonno ei rule nai.',
      {
        tags: ['sms', 'promotional', 'quiet-hours'],
      },
    ),
    m(
      'incident-otp-bot',
      'incident',
      '/auth/otp e kono rate limit chilo na, ek raate bot 1.2 lakh OTP SMS pathaise, bill ashche ~৪০ হাজার টাকা। ekhon per phone 3 ta / 15 min, per IP 20 / ghonta (Redis throttler), ar 3 bar fail korle captcha.',
      {
        files: ['src/modules/auth/otp.controller.ts'],
        tags: ['incident', 'otp', 'rate-limit', 'sms'],
      },
    ),
    m('invoice-pdfkit', 'fact', 'invoice PDF PDFKit diye banai, font SolaimanLipi', {
      age: 350,
      tags: ['invoice', 'pdf', 'pdfkit'],
    }),
    m(
      'invoice-puppeteer',
      'decision',
      'PDFKit বাদ দিছি — যুক্তাক্ষর আর কার-চিহ্ন (ক্ষ, ন্ত্র, ি-কার উল্টা জায়গায়) ভেঙে যাচ্ছিল। এখন invoice = handlebars HTML template → Puppeteer (headless chromium) → PDF, font Noto Sans Bengali। worker এর invoice queue তে চলে, API তে না।',
      {
        supersedes: 'invoice-pdfkit',
        age: 160,
        files: ['src/modules/invoice', 'templates/invoice.hbs'],
        tags: ['invoice', 'pdf', 'puppeteer', 'bangla', 'font'],
      },
    ),
    m(
      'invoice-bangla-digits',
      'convention',
      'invoice ar SMS e taka bangla digit e, lakh-crore comma style: ৳১২,৩৪,৫৬৭.০০ — helper formatBDT() src/common/utils/bdt.ts e. API response e kintu english digit, amount string.',
      {
        files: ['src/common/utils/bdt.ts'],
        tags: ['invoice', 'bangla-digits', 'formatting', 'bdt'],
      },
    ),
    m(
      'invoice-vat',
      'fact',
      'VAT: amader commission er upor 15% VAT (Mushak-6.3 format e challan). invoice e amader BIN dekhate hobe. seller er product price e amra VAT add kori na, oita seller er dayitto.',
      {
        files: ['src/modules/invoice'],
        tags: ['vat', 'mushak', 'invoice', 'commission'],
      },
    ),
    m(
      'order-status',
      'fact',
      'order status: PENDING_PAYMENT → PAID / PENDING_VERIFICATION (COD) → CONFIRMED → PACKED → HANDED_TO_COURIER → DELIVERED / RETURNED / CANCELLED',
      {
        files: ['src/modules/order/order.state-machine.ts'],
        tags: ['order', 'status', 'state-machine'],
      },
    ),
    m(
      'order-state-machine',
      'constraint',
      'orders.status কখনো repository.update() বা raw SQL দিয়ে বদলাবা না, শুধু OrderStateMachine.transition()। না হলে order_events এ history পড়ে না আর seller payout ভুল হিসাব হয়।',
      {
        canonical: true,
        files: ['src/modules/order/order.state-machine.ts'],
        tags: ['order', 'status', 'state-machine', 'payout'],
      },
    ),
    m(
      'stock-reserve',
      'constraint',
      'order create hole stock reserve hoy. payment na ashle 15 min por release (BullMQ delayed job stock-release). stock decrement sobsomoy atomic: UPDATE products SET stock = stock - ? WHERE id = ? AND stock >= ? — affectedRows 0 mane out of stock.',
      {
        files: ['src/modules/inventory/stock.service.ts'],
        tags: ['stock', 'inventory', 'oversell', 'bullmq'],
      },
    ),
    m(
      'incident-flash-sale',
      'incident',
      '১১.১১ ফ্ল্যাশ সেলে (২০২৪) ২৩০টা আইটেম oversell হইছিল: stock check আর decrement আলাদা query তে ছিল, মাঝখানে race। সেই থেকে atomic UPDATE ... WHERE stock >= ?।',
      {
        files: ['src/modules/inventory/stock.service.ts'],
        tags: ['incident', 'flash-sale', 'oversell', 'stock'],
      },
    ),
    m(
      'return-window',
      'constraint',
      'return window delivered_at theke 7 din; electronics 3 din; grocery / food er return nai. category wise value categories.return_days column e.',
      {
        tags: ['return', 'policy', 'category'],
      },
    ),
    m(
      'seller-payout',
      'fact',
      'seller payout প্রতি রবিবার: DELIVERED + return window পার হইছে এমন order এর amount থেকে commission কেটে। bKash বা bank এ যায়, finance approve করার পর।',
      {
        files: ['src/modules/payout'],
        tags: ['payout', 'seller', 'finance'],
      },
    ),
    m(
      'nest-structure',
      'convention',
      'NestJS module per domain: src/modules/<domain>/{controllers,services,entities,dto}. DTO te class-validator, global ValidationPipe whitelist + forbidNonWhitelisted. service theke onno module er repository inject korba na, oi module er service use korba.',
      {
        tags: ['nestjs', 'structure', 'dto', 'validation'],
      },
    ),
    m(
      'api-response',
      'convention',
      'API response: { success, data, message, code }। message এ সরাসরি টেক্সট না, i18n key পাঠাবা; error এ code থাকবে (যেমন ORDER_OUT_OF_STOCK)।',
      {
        files: ['src/common/interceptors/response.interceptor.ts'],
        tags: ['api', 'response', 'i18n', 'errors'],
      },
    ),
    m(
      'i18n',
      'convention',
      'user ke dekhano sob text nestjs-i18n diye: src/i18n/bn/*.json ar src/i18n/en/*.json, default bn. code e hardcoded Bangla string rakhba na.',
      {
        files: ['src/i18n'],
        tags: ['i18n', 'bangla', 'nestjs-i18n'],
      },
    ),
    m(
      'auth-jwt',
      'fact',
      'login sudhu phone OTP diye, password nai. JWT access 15 min, refresh 30 din (refresh token DB te hash kore rakha). role: CUSTOMER / SELLER / ADMIN / RIDER.',
      {
        files: ['src/modules/auth'],
        tags: ['auth', 'jwt', 'otp', 'roles'],
      },
    ),
    m(
      'search-synonyms',
      'note',
      'product search e manush Bangla, Banglish, English tinta i লিখে ("চাল" / "chal" / "rice")। OpenSearch synonym file search/synonyms_bn.txt, notun keyword add korle oikhane, tarpor index reload.',
      {
        files: ['search/synonyms_bn.txt'],
        tags: ['search', 'opensearch', 'synonyms', 'bangla'],
      },
    ),
    m(
      'gh-actions',
      'fact',
      'CI: GitHub Actions — lint (eslint + prettier) → test (jest, MySQL service container) → docker build → ECR → ECS. main = prod, develop = staging.',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'jest'],
      },
    ),
    m(
      'tests-no-sandbox',
      'convention',
      'test এ bKash / Nagad / SSLCommerz / courier API nock দিয়ে mock করবা। CI থেকে sandbox hit করবা না — sandbox flaky আর rate limit খায়। e2e হলো jest + supertest, MySQL container এ।',
      {
        files: ['test'],
        tags: ['tests', 'nock', 'sandbox', 'e2e'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'সব credential AWS Secrets Manager এ (prod/haatbd/<service>), ECS task definition এর secrets দিয়ে env এ আসে। .env শুধু local এর জন্য, .env.example এ dummy value। repo তে কোনো key, password commit করবা না।',
      {
        canonical: true,
        tags: ['secrets', 'aws', 'secrets-manager', 'env'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example e BKASH_APP_KEY=your_app_key_here, BKASH_APP_SECRET=changeme, SSLCZ_STORE_PASSWD=<store_passwd> — egula sob dummy, asol value Secrets Manager e. REDIS_URL o env theke: redis://:${REDIS_PASSWORD}@localhost:6379',
      {
        files: ['.env.example'],
        tags: ['env', 'local', 'config'],
      },
    ),
    m(
      'bastion',
      'note',
      'prod RDS e direct connect kora jay na. SSM Session Manager diye bastion e port forward kore tarpor local theke connect.',
      {
        age: 240,
        tags: ['rds', 'ssm', 'bastion', 'access'],
      },
    ),
    m(
      'eid-freeze',
      'constraint',
      'ঈদের আগের ৭ দিন আর ১১.১১ / ১২.১২ সেলের দিন prod deploy বন্ধ। emergency hotfix লাগলে Shakil ভাইয়ের approve নিয়ে তবেই।',
      {
        tags: ['deploy', 'freeze', 'eid', 'sale'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: payment (bKash / Nagad / SSLCommerz) – Tanvir, delivery + courier – Nusrat, order / stock – Rafi, infra / AWS – Shakil bhai, invoice + notification – Mim',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'code, variable name, commit message english e. PR description Banglish e likhle somossa nai.',
      {},
    ),
    m('cand-prisma', 'decision', 'TypeORM chere Prisma te move kora hobe.', {
      candidate: true,
      tags: ['prisma', 'typeorm'],
    }),
    m('cand-all-redx', 'decision', 'Dhaka shoho sob parcel RedX diye pathano hobe.', {
      candidate: true,
      tags: ['courier', 'redx'],
    }),
    m('cand-no-cod-outside', 'decision', 'ঢাকার বাইরে COD পুরোপুরি বন্ধ, শুধু prepaid।', {
      candidate: true,
      tags: ['cod', 'policy'],
    }),
    m('cand-whatsapp-otp', 'decision', 'OTP SMS er bodole WhatsApp e pathano hobe.', {
      candidate: true,
      tags: ['otp', 'whatsapp'],
    }),
    m(
      'secret-bkash-live',
      'note',
      'bkash live app_secret holo 3kq9Xv7Lm2Rt8Pz4Wn6Yb1Hc5Jd0Fs — Tanvir bhai pathaise, Secrets Manager e update kore dio',
      {
        secret: '3kq9Xv7Lm2Rt8Pz4Wn6Yb1Hc5Jd0Fs',
      },
    ),
    m(
      'secret-sslcz',
      'note',
      'SSLCommerz live store: store_id=haatbdlive, store_passwd=haatbd66f1a2b3c4d5e@ssl',
      {
        secret: 'haatbd66f1a2b3c4d5e@ssl',
      },
    ),
    m(
      'secret-aws',
      'note',
      'local e S3 upload test korte .env e eta dao:\nAWS_ACCESS_KEY_ID=AKIA4XQ7PZ2MHD6KLW3N\nAWS_SECRET_ACCESS_KEY=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\nAWS_REGION=ap-south-1',
      {
        secret: 'q8Zr2Lk9+Vm3Xw7Np1Bt5Hy0Jc4Fg6Ds2Ea8RuTk',
      },
    ),
    m(
      'secret-mysql-url',
      'note',
      'staging DB: mysql://haat_app:Hb!st4g1ng2024@haat-staging.c8x2kq.ap-south-1.rds.amazonaws.com:3306/haat',
      {
        secret: 'Hb!st4g1ng2024',
      },
    ),
    m('secret-redis', 'note', 'প্রোড রেডিসের পাসওয়ার্ড Rd5-Pr0d#haat77, redis-cli তে AUTH দিয়ে ঢুকতে হয়', {
      secret: 'Rd5-Pr0d#haat77',
    }),
    m(
      'secret-sms-token',
      'note',
      'SSL Wireless er api_token: 6f2b9c1e-47ad-4e3b-9a0d-8c5f7e2a1b34, sid HAATBDOTP',
      {
        secret: '6f2b9c1e-47ad-4e3b-9a0d-8c5f7e2a1b34',
      },
    ),
    m(
      'secret-pathao',
      'note',
      'pathao er client_secret: Xq7Wm2Ln9Rp4Zt8Kv3Bc6Hy1Jd5Fs0Ga, eta diye token nile 5 din thake',
      {
        secret: 'Xq7Wm2Ln9Rp4Zt8Kv3Bc6Hy1Jd5Fs0Ga',
      },
    ),
    m(
      'secret-jwt',
      'note',
      'prod er JWT_SECRET=hT9$vQ2mZ7xLp4Rw8Kb3Nc6Yd, eta change korle sob user logout hoye jabe',
      {
        secret: 'hT9$vQ2mZ7xLp4Rw8Kb3Nc6Yd',
      },
    ),
  ],
  sessions: [
    {
      id: 'nagad-session',
      age: 11,
      turns: [
        said(
          'bhai ajke Nagad er payment verify ta thik korbo, src/modules/payment/nagad/nagad.service.ts ta ektu dekho to',
        ),
        replied(
          'Dekhlam: callback e payment_ref_id ashe, kintu verify API call hoy na — callback er status=Success dekhei order PAID mark hocche.',
        ),
        said(
          'হুম এটাই bug. Nagad callback এর পর সবসময় /verify/payment/{paymentRefId} call করবা, status Success আর amount মিললে তবেই PAID।',
          {
            key: 's-nagad-verify',
            type: 'constraint',
          },
        ),
        replied(
          'ঠিক আছে, NagadService.handleCallback() এ verify যোগ করছি, mismatch হলে payment FAILED আর alert।',
        ),
        said(
          'refund er rule ta bole rakhi: 5000 takar beshi refund hole finance er approval lagbe, tar kom hole support agent nijei approve korte parbe',
          {
            key: 's-refund-approval',
            type: 'constraint',
          },
        ),
        replied('RefundPolicy te threshold 5000 BDT rakhlam; er beshi hole status PENDING_FINANCE.'),
        said(
          'staging er Nagad merchant portal password: nGd$tg_8823Lp — login kore refund gula check kore nio',
          {
            secret: 'nGd$tg_8823Lp',
          },
        ),
        replied('ধন্যবাদ, এটা কোড বা .env এ রাখবো না; Secrets Manager এ staging/haatbd/payment এ রেখে দিলাম।'),
        said(
          'ar shono, decide hoise: payment gateway er sob raw request / response payment_logs table e 90 din thakbe, tarpor S3 Glacier e archive.',
          {
            key: 's-payment-logs',
            type: 'decision',
          },
        ),
        replied('payment_logs er jonno ekta daily archive job banacchi (BullMQ repeatable, raat 3 ta).'),
        said('কিন্তু payment_logs এ card number, bKash PIN, OTP এগুলা কখনো যাবে না, save করার আগে mask করবা।', {
          key: 's-payment-logs-mask',
          type: 'constraint',
        }),
        replied('PaymentLogSanitizer e masking dilam: card last 4 chara sob *, pin / otp field drop.'),
        said('accha Nagad er logo ta kothay pabo jano?'),
        replied('Nagad merchant portal er media kit e ache, amader repo te nai.'),
        said('thik ache, PR khulo'),
      ],
    },
    {
      id: 'courier-session',
      age: 3,
      turns: [
        said(
          'assalamu alaikum. RedX parcel create e 422 dicche "delivery_area_id invalid", src/modules/delivery/redx/redx.client.ts ta dekho please',
        ),
        replied(
          'area id ta Redis cache (redx:areas) theke ashche, kintu oi list 3 mash purono — RedX kichu area merge korse, purono id gula ar valid na.',
        ),
        said(
          'প্রতি রাতে ৩টায় একটা job RedX আর Pathao দুইটার area list sync করবে আর geo_locations এ courier area id আপডেট করবে। cache এর উপর ভরসা না।',
          {
            key: 's-area-sync',
            type: 'decision',
          },
        ),
        replied(
          'courier-area-sync namer BullMQ repeatable job banalam, cron 0 21 * * * UTC (Dhaka raat 3 ta).',
        ),
        said(
          'ar parcel create fail korle order HANDED_TO_COURIER e jabe na, PACKED ei thakbe. 3 bar retry, tarpor ops dashboard e alert. chup chap fail hoye thakbe na.',
          {
            key: 's-courier-fail',
            type: 'convention',
          },
        ),
        replied(
          'CourierDispatchProcessor e attempts 3, sesh e ops-alert event publish korchi, status PACKED e rakhchi.',
        ),
        said('invoice এর footer এ এখন থেকে seller এর trade license নম্বরও দেখাবা। না থাকলে "প্রযোজ্য নয়" লিখবা।', {
          key: 's-invoice-trade-license',
          type: 'convention',
        }),
        replied(
          'templates/invoice.hbs e footer e tradeLicenseNo add korlam, fallback i18n key invoice.not_applicable.',
        ),
        said('ekta choto kaj: invoice er font size 12 theke 13 koro to'),
        replied('Korlam.'),
        said(
          'RedX prod er token ta eita: API-ACCESS-TOKEN: Bearer eyJhbGciOiJIUzI1NiJ9.eyJtZXJjaGFudCI6ImhhYXRiZCIsImlkIjo5MTIzfQ.s7Kq2VpX9mLr4TzW8bNc1HdY6fJe3GaU0oQi5RtPw',
          {
            secret:
              'eyJhbGciOiJIUzI1NiJ9.eyJtZXJjaGFudCI6ImhhYXRiZCIsImlkIjo5MTIzfQ.s7Kq2VpX9mLr4TzW8bNc1HdY6fJe3GaU0oQi5RtPw',
          },
        ),
        replied('এটা Secrets Manager এ prod/haatbd/delivery তে রাখতে বলবো Shakil ভাইকে, আমি কোডে বসাচ্ছি না।'),
        said(
          'Eid er 3 din age theke Eid er 3 din por porjonto Dhakar baire COD order nibo na, sudhu prepaid. courier ra oi somoy cash handle korte pare na.',
          {
            key: 's-eid-cod',
            type: 'constraint',
          },
        ),
        replied('CodPolicy te eid_window check dilam, tarikh gula config e (holidays.eid).'),
        said('thanks bhai, ajke eituku'),
      ],
    },
  ],
  prompts: [
    p('bKash payment er callback handler likhte hobe, src/modules/payment/bkash/bkash.controller.ts e', [
      'bkash-tokenized',
      'bkash-verify',
      'bkash-callback-claim',
      'incident-bkash-double',
    ]),
    p(
      'Nagad callback er por order PAID kore dicchi, eta thik ache? @src/modules/payment/nagad/nagad.service.ts',
      ['s-nagad-verify', 'nagad'],
    ),
    p('৮০০০ টাকার একটা refund আছে, support agent approve দিতে পারবে?', ['s-refund-approval']),
    p('Nagad order er refund automatic korar code likho', [
      'nagad-refund-manual',
      'nagad-refund-claim',
      's-refund-approval',
      'bullmq-retry',
    ]),
    p('SSLCommerz IPN handler ta likho, success_url e redirect hole order confirm kore dao', ['sslcommerz']),
    p('ek customer duita tab theke same order e bKash ar card duitai pay korse, ki korbo?', [
      'payment-double-capture',
    ]),
    p('payment_logs table e bKash er pura request body save korte chai debugging er jonno', [
      's-payment-logs',
      's-payment-logs-mask',
    ]),
    p('Order entity te discount_amount column add korte hobe', [
      'typeorm-migrations',
      'money-decimal',
      'money-poisha-claim',
    ]),
    p('typeorm.config.ts e synchronize true kore dei local e? migration likhte alsemi lagtese', [
      'typeorm-migrations',
    ]),
    p('seller review table e emoji dile "Incorrect string value: \'\\xF0\\x9F\\x98\\x8D\'" error ashe', [
      'mysql-utf8mb4',
    ]),
    p('cart total calculation e 0.30000000000000004 ashtese, src/modules/cart/cart.service.ts', [
      'money-decimal',
      'money-poisha-claim',
    ]),
    p('order list API te created_at 6 ghonta pichone dekhacche', ['tz-utc', 'tz-dhaka-claim']),
    p('ডেলিভারি চার্জ ক্যালকুলেশনে গাজীপুরের জন্য ১৩০ টাকা আসতেছে, ঠিক করো', ['delivery-charge-new']),
    p('2.5 kg er parcel Sylhet e pathale charge koto hobe? function ta likho', ['delivery-charge-new']),
    p('notun courier assign logic: Khulna r order gula kon courier e jabe?', ['courier-split']),
    p('Pathao parcel create API integrate korbo, token kivabe nibo?', ['pathao-api', 'secrets-manager']),
    p('RedX webhook ashle direct order DELIVERED kore dei controller theke?', [
      'courier-webhook',
      'order-state-machine',
    ]),
    p('RedX parcel create e "delivery_area_id invalid" abar ashtese', ['s-area-sync', 'redx-api']),
    p('courier API down thakle parcel create fail hoy, order er status ki hobe?', ['s-courier-fail']),
    p('নতুন কাস্টমার ৮০০০ টাকার অর্ডার COD তে দিতে পারতেছে, bug মনে হয়', ['cod-limit-new']),
    p('COD order e OTP verify na korlei confirm hoye jacche', ['cod-otp', 'order-status']),
    p('ঈদের সময় চট্টগ্রামে COD অর্ডার নেওয়া যাবে?', ['s-eid-cod', 'cod-limit-new']),
    p('phone number validation likho signup DTO te, 01 diye shuru 11 digit', [
      'phone-format',
      'nest-structure',
    ]),
    p('OTP SMS Banglay pathate chai, template ta change koro', ['sms-unicode', 'i18n']),
    p('OTP SMS delivery GP number e fail hocche, kon provider diye jay ekhon?', ['sms-sslwireless']),
    p('raat 11 tay flash sale er promo SMS schedule korte hobe', ['sms-quiet-hours']),
    p('/auth/otp endpoint e load test korbo, rate limit ta koto?', ['incident-otp-bot']),
    p('invoice PDF e "ক্ষ" ভেঙে যাচ্ছে, PDFKit এ font change করবো?', ['invoice-puppeteer']),
    p('invoice e total amount ta bangla songkhay dekhate hobe, lakh er comma soho', [
      'invoice-bangla-digits',
    ]),
    p('invoice e seller er trade license nai, footer e ki dekhabo?', ['s-invoice-trade-license']),
    p('invoice te VAT er line ta kivabe calculate hobe? product price er upor 15%?', ['invoice-vat']),
    p('order cancel API likhte hobe, status CANCELLED kore stock ferot dibo', [
      'order-state-machine',
      'order-status',
      'stock-reserve',
    ]),
    p('flash sale er jonno stock decrement code ta review koro: findOne, check stock > 0, then save', [
      'stock-reserve',
      'incident-flash-sale',
    ]),
    p('return request API te electronics er jonno 7 din allow korchi', ['return-window']),
    p('seller payout job e RETURNED order o count hocche', ['seller-payout', 'return-window']),
    p('notun BullMQ queue banabo SMS retry er jonno, api module e processor register kori?', [
      'bullmq',
      'bullmq-retry',
    ]),
    p('@nestjs/bull import korle error dicche', ['bullmq']),
    p('Redis e user session cache korbo, key ki format e rakhbo?', ['redis-keys']),
    p('Bangla product search e "চাল" likhle rice er product ashe na', ['search-synonyms']),
    p('monthly sales report er heavy query ta kothay chalabo?', ['rds']),
    p('bkash app_secret ta kothay rakhbo? .env e dile hobe?', ['secrets-manager']),
    p('notun SQS queue ta ap-southeast-1 e banabo?', ['region-mumbai']),
    p('prod e ekta hotfix, ec2 te ssh kore pm2 restart dile hobe?', ['deploy-ecs']),
    p('ঈদের ৪ দিন আগে একটা ছোট fix prod এ দিতে হবে', ['eid-freeze', 'deploy-ecs']),
    p('bKash sandbox e CI theke test chalai?', ['tests-no-sandbox']),
    p('API error response e "স্টক শেষ" string hardcode kore dilam', ['api-response', 'i18n']),
    p('prod RDS e query chalate parchi na, connection timeout', ['bastion']),
    p('seller panel er jonno email + password login endpoint banate hobe', ['auth-jwt']),
    p('TypeScript e type ar interface er parthokko ki?', []),
    p('thanks bhai, kaj korse', []),
    p('git e last commit undo korbo kivabe?', []),
    p('ধন্যবাদ, merge করে দিলাম', []),
    p('explain event loop in nodejs simply', []),
    p('ok commit koro', []),
  ],
});
