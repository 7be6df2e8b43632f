// A Thai food-delivery platform: Go microservices over gRPC and Kafka, PromptPay QR payments, LINE merchant alerts,
// Thai e-Tax invoices, a React Native rider app, GCP asia-southeast1. The team writes mostly in Thai.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-food-delivery-th',
  stack:
    'Go 1.22 microservices (gRPC + grpc-gateway, buf, sqlc + pgx/v5, log/slog), Kafka (Strimzi), PostgreSQL 16 (Cloud SQL) + Redis (Memorystore), Elasticsearch, React Native 0.74 rider app (TypeScript), PromptPay QR via bank API, LINE Messaging API, Thai e-Tax Invoice via ASP, GCP asia-southeast1 (GKE, Argo CD, Terraform), GitHub Actions, testcontainers-go',
  memories: [
    m('mq-nats', 'fact', 'order events วิ่งผ่าน NATS JetStream subject orders.> ทุก service subscribe เอง', {
      fact: 'event bus | is | NATS JetStream',
      age: 640,
      tags: ['nats', 'events', 'messaging'],
    }),
    m(
      'mq-kafka',
      'decision',
      'ย้ายจาก NATS มา Kafka (Strimzi บน GKE) หมดแล้วนะครับ เหตุผล: ต้อง replay event ย้อนหลังได้ 7 วัน + ต่อ BigQuery sink ได้ง่าย. NATS cluster ปิดไปแล้ว อย่าเพิ่ม subscriber ใหม่',
      {
        fact: 'event bus | is | Kafka',
        supersedes: 'mq-nats',
        age: 320,
        canonical: true,
        reason: 'replay 7 days, BigQuery sink',
        tags: ['kafka', 'nats', 'events', 'strimzi'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'ชื่อ topic: <domain>.<event>.v<N> เช่น order.status-changed.v1, payment.confirmed.v2. key = order_id เสมอ ไม่งั้นลำดับ event ของออเดอร์เดียวกันมั่ว. payload เป็น protobuf อยู่ proto/events/',
      {
        files: ['proto/events'],
        tags: ['kafka', 'naming', 'protobuf', 'topic'],
      },
    ),
    m(
      'outbox',
      'constraint',
      'ห้าม publish Kafka ตรงๆ ระหว่าง DB transaction เด็ดขาด ให้ insert ลง outbox table ใน tx เดียวกัน แล้ว outbox-relay จะ publish ให้เอง (pkg/outbox). เคยมีเคส commit ไม่ผ่านแต่ event ออกไปแล้ว ร้านได้ออเดอร์ผี',
      {
        canonical: true,
        files: ['pkg/outbox'],
        tags: ['outbox', 'kafka', 'transaction', 'postgres'],
      },
    ),
    m(
      'kafka-consumer-idempotent',
      'constraint',
      'consumer ทุกตัวต้อง idempotent ด้วย event_id (ตาราง processed_events, unique) เพราะ relay เป็น at-least-once. ใช้ pkg/kafkax.Dedupe middleware',
      {
        files: ['pkg/kafkax'],
        tags: ['kafka', 'idempotent', 'consumer', 'dedupe'],
      },
    ),
    m(
      'grpc-proto',
      'convention',
      'proto อยู่ proto/<service>/v1/ ใช้ buf generate. CI รัน buf lint + buf breaking เทียบกับ main. ลบ field แล้วต้อง reserved เลข field กับชื่อไว้ ห้าม reuse field number',
      {
        files: ['proto', 'buf.yaml'],
        tags: ['grpc', 'protobuf', 'buf', 'breaking-change'],
      },
    ),
    m(
      'grpc-deadline',
      'constraint',
      'ทุก outgoing gRPC call ต้องมี deadline เสมอ default 800ms (pkg/grpcx.DefaultTimeout), payment-svc กับ bank adapter ให้ 5s. ไม่มี deadline = ค้างทั้ง chain ตอน peak เที่ยง',
      {
        reaffirm: 5,
        files: ['pkg/grpcx'],
        tags: ['grpc', 'deadline', 'timeout', 'context'],
      },
    ),
    m('orm-gorm', 'convention', 'db layer ใช้ gorm, model struct อยู่ internal/model, AutoMigrate ตอน start', {
      fact: 'db access | uses | gorm',
      age: 560,
      files: ['internal/model'],
      tags: ['gorm', 'orm', 'database'],
    }),
    m(
      'sqlc',
      'decision',
      'เลิกใช้ gorm แล้ว → sqlc + pgx/v5. query เขียนใน services/<svc>/internal/db/queries/*.sql แล้ว `make sqlc`. ไม่มี AutoMigrate แล้ว schema มาจาก goose migration อย่างเดียว. ห้ามเขียน SQL string ใน Go code',
      {
        fact: 'db access | uses | sqlc',
        supersedes: 'orm-gorm',
        age: 260,
        reason: 'gorm hid N+1 queries and AutoMigrate locked tables on deploy',
        tags: ['sqlc', 'pgx', 'gorm', 'database', 'query'],
      },
    ),
    m(
      'migrations-goose',
      'convention',
      'migration: goose ที่ services/<svc>/db/migrations. ทำแบบ expand/contract, ALTER ตาราง orders ที่ต้อง rewrite/lock ห้ามรันช่วง peak. index ใหญ่ใช้ CREATE INDEX CONCURRENTLY (-- +goose NO TRANSACTION)',
      {
        tags: ['goose', 'migrations', 'postgres', 'zero-downtime'],
      },
    ),
    m(
      'money-satang',
      'convention',
      'เงินทุกจุดเป็น int64 หน่วยสตางค์ (amount_satang) ห้าม float64 เด็ดขาด. ปัดเศษผ่าน pkg/money.Round (half-up) เท่านั้น. ใน REST ส่งเป็นสตางค์ด้วย แอปแปลงเอง',
      {
        canonical: true,
        files: ['pkg/money'],
        tags: ['money', 'satang', 'float', 'rounding'],
      },
    ),
    m(
      'vat',
      'convention',
      'ราคาเมนูเป็นราคารวม VAT 7% แล้ว (VAT-inclusive). จะหา VAT ต้องถอดจากยอดรวม: vat = total × 7/107 ผ่าน pkg/tax.SplitInclusive() อย่าคิดเอง 7% ของยอด',
      {
        files: ['pkg/tax'],
        tags: ['vat', 'tax', 'receipt', 'e-tax'],
      },
    ),
    m(
      'etax',
      'constraint',
      'e-Tax Invoice/e-Receipt ส่งผ่าน ASP ด้วย etax-svc เท่านั้น. เลขที่เอกสารต้องเรียงต่อเนื่องไม่มีเลขข้าม ต่อ branch ต่อปี ใช้ Postgres sequence etax_doc_seq_<branch>_<year> ห้าม gen ที่อื่น. ออกผิด = ออกใบลดหนี้/ยกเลิกตามขั้นตอน ห้ามลบ row',
      {
        canonical: true,
        files: ['services/etax-svc'],
        tags: ['e-tax', 'invoice', 'sequence', 'revenue-department'],
      },
    ),
    m('etax-uuid-claim', 'fact', 'เลขใบกำกับ e-tax ใช้ uuid ก็ได้ สรรพากรไม่ได้บังคับให้เรียงนะ (ได้ยินมาจาก vendor)', {
      disputes: 'etax',
      tags: ['e-tax', 'invoice'],
    }),
    m(
      'etax-year',
      'convention',
      'ใน XML e-Tax วันที่เป็น ค.ศ. แบบ ISO 8601 (2026-01-14T10:00:00+07:00). ส่วน PDF ที่ลูกค้าเห็นแสดงเป็น พ.ศ. (14 ม.ค. 2569) ผ่าน pkg/thdate. DB เก็บ ค.ศ. อย่างเดียว',
      {
        files: ['pkg/thdate', 'services/etax-svc/internal/xml'],
        tags: ['e-tax', 'buddhist-year', 'date', 'xml', 'pdf'],
      },
    ),
    m('promptpay-qr-15', 'fact', 'QR promptpay หมดอายุ 15 นาที', {
      fact: 'promptpay qr | expires_after | 15 minutes',
      age: 470,
      tags: ['promptpay', 'qr', 'expiry'],
    }),
    m(
      'promptpay-qr',
      'decision',
      'Dynamic PromptPay QR (Tag 30 bill payment, ref1 = order_id, ref2 = attempt no.) gen ผ่าน bank API ใน payment-svc. อายุ 5 นาที (ลดจาก 15 เพราะร้านรอจ่ายนานเกิน อาหารเย็นหมด). หมดแล้ว gen ใหม่ได้ attempt+1 ห้าม reuse QR เก่า',
      {
        fact: 'promptpay qr | expires_after | 5 minutes',
        supersedes: 'promptpay-qr-15',
        age: 150,
        files: ['services/payment-svc/internal/promptpay'],
        reason: 'merchants waited too long on unpaid orders',
        tags: ['promptpay', 'qr', 'expiry', 'payment'],
      },
    ),
    m(
      'payment-callback',
      'constraint',
      'callback จากธนาคาร: verify signature ด้วย public key ธนาคารก่อน parse, idempotent ด้วย bank_txn_ref (unique) ซ้ำก็ตอบ 200. ห้าม mark PAID จากฝั่งแอปเด็ดขาด (ปุ่ม "จ่ายแล้ว" ของลูกค้าไม่นับ) ต้องมาจาก callback หรือ inquiry เท่านั้น',
      {
        canonical: true,
        files: ['services/payment-svc/internal/callback'],
        tags: ['promptpay', 'callback', 'webhook', 'idempotent', 'signature'],
      },
    ),
    m(
      'payment-inquiry',
      'constraint',
      'ถ้า callback ไม่มาภายใน 60 วิหลังลูกค้ากดสแกน ให้ poll inquiry API ทุก 10s จนถึง expire + 2 นาที แล้วค่อยสรุปว่าไม่จ่าย',
      {
        files: ['services/payment-svc/internal/inquiry'],
        tags: ['promptpay', 'inquiry', 'polling', 'payment'],
      },
    ),
    m(
      'incident-double-paid',
      'incident',
      'ม.ค. 2025: ธนาคารยิง callback ซ้ำ 3 รอบตอนเราตอบช้า payment-svc ยิง payment.confirmed.v1 ซ้ำทุกรอบ ร้าน ~40 ร้านได้ออเดอร์ซ้ำ ทำอาหารทิ้ง. fix: unique bank_txn_ref + consumer dedupe ด้วย event_id',
      {
        tags: ['incident', 'promptpay', 'callback', 'duplicates', 'kafka'],
      },
    ),
    m(
      'refund',
      'constraint',
      'PromptPay คืนเงินผ่าน QR อัตโนมัติไม่ได้. refund = เข้า wallet credit เป็น default, ถ้าลูกค้าขอเงินกลับบัญชี ops ทำโอนผ่าน refund-svc (approval 2 คน). ห้ามโอนออกเองจาก code path อื่น',
      {
        files: ['services/refund-svc'],
        tags: ['refund', 'promptpay', 'wallet', 'payment'],
      },
    ),
    m('refund-claim', 'fact', 'refund promptpay ยิง reverse API ของแบงก์ได้เลยภายใน 24 ชม. ไม่ต้องผ่าน ops', {
      disputes: 'refund',
      tags: ['refund', 'promptpay'],
    }),
    m('line-notify', 'fact', 'แจ้งเตือนร้านผ่าน LINE Notify, token ต่อร้านเก็บใน merchants.line_notify_token', {
      fact: 'merchant alerts | sent_via | LINE Notify',
      age: 600,
      tags: ['line', 'line-notify', 'merchant', 'notification'],
    }),
    m(
      'line-oa',
      'decision',
      'LINE Notify ปิดบริการไปแล้ว (31 มี.ค. 2025). ตอนนี้แจ้งร้านผ่าน LINE Official Account (Messaging API) push message. ร้านต้อง link LINE userId ผ่าน LIFF หน้า merchant portal ก่อน. code อยู่ notify-svc/internal/line',
      {
        fact: 'merchant alerts | sent_via | LINE Messaging API',
        supersedes: 'line-notify',
        age: 230,
        files: ['services/notify-svc/internal/line'],
        reason: 'LINE Notify was shut down',
        tags: ['line', 'line-oa', 'messaging-api', 'merchant', 'notification'],
      },
    ),
    m(
      'line-quota',
      'constraint',
      'push ของ LINE OA มี quota รายเดือนเกินแล้วเสียเงินต่อข้อความ. ใช้เฉพาะแจ้งร้าน (ออเดอร์ใหม่/ยกเลิก). ลูกค้ากับ rider ใช้ FCM. ห้ามยิง marketing ผ่าน push LINE',
      {
        tags: ['line', 'quota', 'push', 'marketing', 'fcm'],
      },
    ),
    m(
      'rider-app',
      'fact',
      'rider app: React Native 0.74 + TypeScript อยู่ apps/rider. react-query สำหรับ server state, zustand สำหรับ local state, react-navigation v6. build ผ่าน fastlane',
      {
        files: ['apps/rider'],
        tags: ['react-native', 'rider-app', 'zustand', 'react-query'],
      },
    ),
    m(
      'rider-location',
      'convention',
      'rider ส่ง location ทุก 5 วิตอนมีงาน, 30 วิตอน online ว่าง, offline หยุดส่ง. ใช้ react-native-background-geolocation (license อยู่ใน app config) ส่งเป็น batch HTTP ไป location-gw',
      {
        files: ['apps/rider/src/location', 'services/location-gw'],
        tags: ['location', 'gps', 'rider-app', 'background'],
      },
    ),
    m(
      'redis-geo',
      'fact',
      'ตำแหน่ง rider: Redis GEO key riders:geo:{zone} + riders:last:{rider_id} TTL 60s. ไม่มี update เกิน 60s = ถือว่า offline ไม่ถูก dispatch',
      {
        tags: ['redis', 'geo', 'location', 'dispatch'],
      },
    ),
    m(
      'dispatch',
      'fact',
      'dispatch-svc: หา rider ในรัศมี 3 กม. จากร้าน ไม่เจอขยาย 5 → 7 กม. (max). offer ทีละคน timeout 20 วิ ถ้าปฏิเสธ 3 ครั้งติดใน 1 ชม. พักคิว 10 นาที',
      {
        files: ['services/dispatch-svc'],
        tags: ['dispatch', 'radius', 'rider', 'offer'],
      },
    ),
    m(
      'dispatch-lock',
      'constraint',
      'assign rider ต้องทำใน Postgres tx: SELECT ... FOR UPDATE ที่ orders + เช็ค orders.version. redis lock อย่างเดียวไม่พอ (ดู incident ปลายปี 2024)',
      {
        files: ['services/dispatch-svc/internal/assign'],
        tags: ['dispatch', 'locking', 'postgres', 'concurrency'],
      },
    ),
    m(
      'incident-double-dispatch',
      'incident',
      'พ.ย. 2024 redsync lock หมดอายุระหว่าง GC pause ยาว → rider 2 คนรับงานเดียวกัน ~120 ออเดอร์ในคืนเดียว. fix: assign ใน DB tx + optimistic version',
      {
        files: ['services/dispatch-svc/internal/assign'],
        tags: ['incident', 'dispatch', 'redis', 'lock', 'duplicates'],
      },
    ),
    m(
      'redis-lock',
      'convention',
      'redsync lock ใช้ได้แค่กันงานซ้ำแบบ best effort (เช่น cron ไม่ให้รันซ้อน) ห้ามเอาไปใช้เป็น correctness guarantee',
      {
        tags: ['redis', 'lock', 'redsync'],
      },
    ),
    m(
      'tz-bkk',
      'convention',
      'DB เก็บ timestamptz เป็น UTC, แสดงผลเป็น Asia/Bangkok (UTC+7 ไม่มี DST). ตัดรอบรายวันของร้าน/rider ใช้วันตามเวลาไทย pkg/clock.BangkokDay() อย่าใช้ time.Now().Truncate(24h)',
      {
        files: ['pkg/clock'],
        tags: ['timezone', 'bangkok', 'utc', 'daily-cutoff'],
      },
    ),
    m('search-trgm', 'fact', 'ค้นหาเมนู/ร้าน = pg_trgm index บน menu_items.name, merchants.name', {
      fact: 'menu search | engine | pg_trgm',
      age: 520,
      tags: ['search', 'pg_trgm', 'postgres'],
    }),
    m(
      'search-es',
      'decision',
      'ค้นหาร้าน/เมนูย้ายไป Elasticsearch แล้ว ใช้ analyzer thai (ICU tokenizer) เพราะภาษาไทยไม่มีเว้นวรรค pg_trgm ranking เพี้ยน เช่น "ไก่ทอด" ไม่เจอ "ไก่ทอดหาดใหญ่" ในอันดับต้น. index sync จาก Kafka menu.changed.v1 ผ่าน search-indexer',
      {
        fact: 'menu search | engine | Elasticsearch',
        supersedes: 'search-trgm',
        age: 190,
        files: ['services/search-indexer'],
        reason: 'Thai has no spaces, trigram ranking was poor',
        tags: ['search', 'elasticsearch', 'thai', 'tokenizer'],
      },
    ),
    m(
      'pdpa',
      'constraint',
      'PDPA: rider เห็นเบอร์ลูกค้าแบบ masked และโทรผ่าน proxy number เท่านั้น. location history ของ rider + ที่อยู่ลูกค้าใน trip log ลบหลัง 30 วัน. consent การตลาดแยกจาก consent สั่งอาหาร ไม่มี consent = ห้ามส่งโปร',
      {
        canonical: true,
        tags: ['pdpa', 'privacy', 'phone', 'consent', 'retention'],
      },
    ),
    m(
      'pii-logs',
      'constraint',
      'ห้าม log เบอร์โทร ที่อยู่ ชื่อเต็ม เลขบัตรประชาชน rider ลง log/trace เด็ดขาด ใช้ pkg/logx.Mask() (081***5678)',
      {
        files: ['pkg/logx'],
        tags: ['pii', 'logging', 'pdpa', 'masking'],
      },
    ),
    m('log-zap', 'convention', 'logging ใช้ zap (sugared) สร้างจาก pkg/log.New()', {
      age: 500,
      tags: ['logging', 'zap'],
    }),
    m(
      'log-slog',
      'convention',
      'ทุก service ใช้ log/slog (JSON handler) ผ่าน pkg/logx แล้ว ใส่ trace_id + order_id เสมอ. ห้าม import zap เพิ่ม เหลือแค่ legacy-promo ที่ยังไม่ได้ย้าย',
      {
        supersedes: 'log-zap',
        age: 210,
        files: ['pkg/logx'],
        tags: ['logging', 'slog', 'zap'],
      },
    ),
    m(
      'go-errors',
      'convention',
      'wrap error ด้วย fmt.Errorf("...: %w", err). domain error เป็น sentinel ใน internal/domain. map เป็น gRPC status ที่ internal/transport/grpc เท่านั้น',
      {
        tags: ['go', 'errors', 'grpc', 'status'],
      },
    ),
    m(
      'go-ctx',
      'convention',
      'ctx เป็น param แรกเสมอ, ห้าม context.Background() ใน handler/consumer (ยกเว้น main กับ test)',
      {
        tags: ['go', 'context'],
      },
    ),
    m(
      'tests-go',
      'convention',
      'unit test แบบ table-driven. integration ใช้ testcontainers-go (postgres, redis, kafka) รันด้วย `make test-integration`. ห้ามต่อ DB/Kafka ของ staging จาก test เด็ดขาด. bank/LINE/ASP ใช้ fake ใน internal/fakes',
      {
        tags: ['tests', 'testcontainers', 'go', 'fakes'],
      },
    ),
    m('lint', 'convention', 'golangci-lint ตาม .golangci.yml, CI fail ถ้ามี issue ใหม่. gofumpt + goimports', {
      files: ['.golangci.yml'],
      tags: ['lint', 'golangci-lint', 'go'],
    }),
    m(
      'monorepo',
      'fact',
      'monorepo: services/<name>/{cmd,internal,db}, pkg/ = shared lib, proto/ แยก, go.work ที่ root. แอปอยู่ apps/rider, apps/merchant-web',
      {
        tags: ['monorepo', 'layout', 'go-work'],
      },
    ),
    m(
      'order-states',
      'fact',
      'order state: CREATED → AWAITING_PAYMENT → PAID → MERCHANT_ACCEPTED → RIDER_ASSIGNED → PICKED_UP → DELIVERED, CANCELLED ได้หลายจุด. เปลี่ยน state ผ่าน order-svc OrderService.Transition() เท่านั้น service อื่นห้าม UPDATE orders.status',
      {
        files: ['services/order-svc/internal/domain/order.go'],
        tags: ['order', 'state-machine', 'status'],
      },
    ),
    m(
      'cancel-rules',
      'constraint',
      'ลูกค้ายกเลิกเองได้ก่อนร้านกดรับเท่านั้น หลังจากนั้นต้องผ่าน CS. ร้านปฏิเสธ = refund เต็มอัตโนมัติเข้า wallet',
      {
        tags: ['cancel', 'order', 'refund'],
      },
    ),
    m('rider-payout-weekly', 'fact', 'ค่ารอบ rider โอนทุกวันจันทร์ รอบตัดวันอาทิตย์', {
      fact: 'rider payout | frequency | weekly',
      age: 430,
      tags: ['rider', 'payout', 'earnings'],
    }),
    m(
      'rider-payout-daily',
      'decision',
      'ค่ารอบ rider โอนรายวันแล้ว: ตัดยอด 23:59 เวลาไทย, โอน batch 02:00 ผ่าน bank bulk transfer. หัก ณ ที่จ่าย 3% (ภ.ง.ด.3) ก่อนโอน ออกหนังสือรับรอง 50 ทวิ รายปี. code: rider-earnings-svc',
      {
        fact: 'rider payout | frequency | daily',
        supersedes: 'rider-payout-weekly',
        age: 120,
        files: ['services/rider-earnings-svc'],
        tags: ['rider', 'payout', 'earnings', 'withholding-tax'],
      },
    ),
    m(
      'gp-commission',
      'constraint',
      'GP ร้าน (ค่าคอมมิชชั่น %) อยู่ใน merchant_contracts ต่อร้าน ต่อช่วงเวลา. ห้าม hardcode GP เด็ดขาด บางร้าน 30 บางร้าน 25 ช่วงโปรบางร้าน 0',
      {
        files: ['services/settlement-svc'],
        tags: ['gp', 'commission', 'merchant', 'settlement'],
      },
    ),
    m(
      'delivery-fee',
      'fact',
      'ค่าส่ง: pricing-svc คิด base 15 บาท (2 กม.แรก) + 5 บาท/กม. + surge (ฝนตก/peak) cap 2x. ระยะใช้ route distance จาก Google Routes ไม่ใช่เส้นตรง',
      {
        files: ['services/pricing-svc'],
        tags: ['delivery-fee', 'pricing', 'surge'],
      },
    ),
    m(
      'address-th',
      'convention',
      'ที่อยู่: จังหวัด / อำเภอ(เขต) / ตำบล(แขวง) / รหัสไปรษณีย์ เลือกจาก master data ของ address-svc (th_subdistricts) ห้ามให้พิมพ์เอง. กทม. ใช้ เขต/แขวง ที่อื่น อำเภอ/ตำบล',
      {
        files: ['services/address-svc'],
        tags: ['address', 'thai', 'master-data', 'form'],
      },
    ),
    m(
      'phone-th',
      'convention',
      'เบอร์เก็บ E.164 (+66812345678) รับ input 081-234-5678 / 0812345678 / +66 81 ... แล้ว normalize ด้วย pkg/phone.NormalizeTH',
      {
        files: ['pkg/phone'],
        tags: ['phone', 'e164', 'validation'],
      },
    ),
    m(
      'i18n-app',
      'convention',
      'ข้อความในแอป rider อยู่ apps/rider/src/i18n/{th,en}.json default th. ห้าม hardcode string ไทยใน component',
      {
        files: ['apps/rider/src/i18n'],
        tags: ['i18n', 'rider-app', 'thai'],
      },
    ),
    m(
      'thai-font',
      'note',
      'PDF ใบเสร็จ/e-Tax ต้อง embed font Sarabun ไม่งั้นสระบนสระล่างกับวรรณยุกต์ซ้อนกันเพี้ยน ("ที่" วรรณยุกต์ลอย). ใช้ pkg/pdf ที่ตั้ง font + shaping ไว้แล้ว อย่า new gofpdf เอง',
      {
        files: ['pkg/pdf'],
        tags: ['pdf', 'font', 'thai', 'receipt'],
      },
    ),
    m(
      'api-gateway',
      'fact',
      'แอป (customer/rider) เรียก REST JSON /v1/... ผ่าน grpc-gateway หลัง Cloud Load Balancer + Cloud Armor. service คุยกันเองเป็น gRPC ล้วน',
      {
        tags: ['api', 'grpc-gateway', 'rest', 'load-balancer'],
      },
    ),
    m(
      'api-compat',
      'constraint',
      'rider หลายคนไม่อัปแอปเป็นเดือน ห้ามลบหรือเปลี่ยนชื่อ field ใน REST /v1 (ซึ่งมาจาก proto ผ่าน grpc-gateway) เพิ่มได้อย่างเดียว. บังคับอัปผ่าน remote config min_version',
      {
        tags: ['api', 'compatibility', 'rider-app', 'proto'],
      },
    ),
    m(
      'cloudsql',
      'fact',
      'Cloud SQL Postgres 16 HA, pod ต่อผ่าน Cloud SQL Auth Proxy sidecar (127.0.0.1:5432). มี read replica foodth-prod-replica สำหรับ report',
      {
        tags: ['cloudsql', 'postgres', 'replica', 'gcp'],
      },
    ),
    m(
      'bigquery',
      'convention',
      'report/analytics หนักๆ ทำใน BigQuery (Kafka → BigQuery sink ช้า ~2 นาที). ห้าม query หนักบน primary เด็ดขาด อย่างน้อยต้องไป replica',
      {
        tags: ['bigquery', 'analytics', 'reports'],
      },
    ),
    m(
      'gke-argo',
      'fact',
      'GKE (asia-southeast1) deploy ผ่าน Argo CD จาก repo deploy-manifests (kustomize overlays staging/prod). prod ห้าม kubectl apply/edit/scale มือ เดี๋ยว Argo sync ทับ',
      {
        tags: ['gke', 'argocd', 'kustomize', 'deploy', 'kubernetes'],
      },
    ),
    m(
      'secrets-sm',
      'convention',
      'secret ทุกตัวอยู่ GCP Secret Manager ดึงเข้า pod ด้วย External Secrets Operator. ห้ามใส่ใน kustomize, ConfigMap, values หรือ commit .env',
      {
        canonical: true,
        tags: ['secrets', 'secret-manager', 'gcp', 'external-secrets'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'ห้าม deploy prod ช่วง peak 10:30–13:30 และ 17:00–20:30 ทุกวัน + วันแคมเปญ 9.9 10.10 11.11 12.12 ทั้งวัน. hotfix P1 ต้องให้ on-call lead อนุมัติ',
      {
        tags: ['deploy', 'freeze', 'peak', 'prod'],
      },
    ),
    m(
      'flags',
      'convention',
      'feature flag ผ่าน GrowthBook (pkg/flags). อะไรที่แตะ payment หรือ dispatch ต้องมี flag และ rollout ทีละ zone (เริ่มเชียงใหม่ก่อน)',
      {
        files: ['pkg/flags'],
        tags: ['feature-flags', 'growthbook', 'rollout'],
      },
    ),
    m(
      'owners',
      'fact',
      'owner: payment-svc + etax-svc = พี่หนุ่ม (Thanawat), dispatch + location = ต้น (Kittipong), rider app = มิว (Nattaya), notify-svc/LINE = เบียร์ (Pimchanok), infra/GKE = พี่โอ๊ต',
      {
        tags: ['owners', 'team'],
      },
    ),
    m('note-legacy-vm', 'note', 'dispatch เก่ารันบน VM legacy-dispatch-1 (compute engine) ssh ผ่าน IAP tunnel', {
      age: 680,
      tags: ['vm', 'legacy', 'dispatch'],
    }),
    m(
      'pref-english',
      'preference',
      'code, comment, commit message เป็นภาษาอังกฤษนะ ถึงจะคุยกันเป็นไทย. ข้อความที่ user เห็นเท่านั้นที่เป็นไทย (ผ่าน i18n)',
      {},
    ),
    m('pref-pr', 'preference', 'PR อย่าเกิน ~400 บรรทัด, migration แยก PR', {}),
    m('cand-grpc-web', 'decision', 'Let the rider app talk gRPC-web directly to services instead of REST.', {
      candidate: true,
      tags: ['grpc-web', 'rider-app'],
    }),
    m('cand-bkk-region', 'decision', 'Move all workloads to asia-southeast3 (Bangkok) for lower latency.', {
      candidate: true,
      tags: ['gcp', 'region'],
    }),
    m(
      'cand-auto-reverse',
      'decision',
      'Refund PromptPay payments automatically through the bank reverse API when a merchant rejects.',
      {
        candidate: true,
        tags: ['refund', 'promptpay'],
      },
    ),
    m(
      'company-taxid',
      'fact',
      'เลขประจำตัวผู้เสียภาษีบริษัท 0105564012345 สาขา 00000 (สำนักงานใหญ่) พิมพ์อยู่บนทุกใบ e-Tax อยู่แล้ว ไม่ใช่ความลับ. config อยู่ services/etax-svc/config/seller.yaml',
      {
        files: ['services/etax-svc/config/seller.yaml'],
        tags: ['e-tax', 'tax-id', 'seller'],
      },
    ),
    m(
      'promptpay-biller',
      'fact',
      'Biller ID PromptPay ของเรา 010556401234501 อยู่ใน payload QR ทุกอัน ใครสแกนก็เห็น commit ได้ (payment-svc/config/promptpay.yaml)',
      {
        files: ['services/payment-svc/config/promptpay.yaml'],
        tags: ['promptpay', 'biller-id', 'qr'],
      },
    ),
    m(
      'bank-pubkey',
      'fact',
      'public key ธนาคารสำหรับ verify callback (public อยู่แล้ว commit ได้) ที่ services/payment-svc/keys/bank_callback_pub.pem:\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE3kYp9Lq2Vx7Wz4Rt8Nc6Hb1Jd5Fy0Gs3Ua7XoPm2Lk9Qw4Tz8Rv1Np6Hc3Jb5Yd0Gs2Ua9Xo7Lm4Kw==\n-----END PUBLIC KEY-----',
      {
        files: ['services/payment-svc/keys'],
        tags: ['promptpay', 'callback', 'public-key', 'signature'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example (local):\nDATABASE_URL=postgres://food:food@localhost:5432/food?sslmode=disable\nLINE_CHANNEL_SECRET=<your-channel-secret>\nBANK_CLIENT_SECRET=changeme\nUSE_FAKES=true  # bank/LINE/ASP เป็น fake หมดตอน local',
      {
        files: ['.env.example'],
        tags: ['env', 'local', 'docker-compose'],
      },
    ),
    m(
      'thai-font-fix',
      'note',
      'bug วรรณยุกต์ลอยใน PDF รอบล่าสุด แก้ใน commit 4e8b1c9d2a7f6e3b5c0d1a9e8f7b6c5d4e3a2b1c (เปลี่ยน shaping เป็น HarfBuzz) ถ้ากลับมาอีกดู commit นี้ก่อน',
      {
        files: ['pkg/pdf'],
        tags: ['pdf', 'font', 'thai'],
      },
    ),
    m(
      'password-policy',
      'convention',
      'merchant portal: password ขั้นต่ำ 10 ตัว + OTP ทาง SMS ตอน login เครื่องใหม่. ห้ามส่ง password ทาง LINE/อีเมล ให้ร้าน reset เองเท่านั้น. เก็บด้วย bcrypt cost 12',
      {
        tags: ['password', 'merchant-portal', 'auth', 'otp'],
      },
    ),
    m(
      'secret-line-env',
      'note',
      'notify-svc prod env (เผื่อใครต้องใช้):\nLINE_CHANNEL_ID=2006123456\nLINE_CHANNEL_SECRET=9f2b7c4e1a8d3f6b0c5e2a9d7b4f1c3e',
      {
        secret: '9f2b7c4e1a8d3f6b0c5e2a9d7b4f1c3e',
      },
    ),
    m(
      'secret-db-thai',
      'note',
      'รหัสผ่าน DB staging (user food_app) คือ Ch@ngMai#2024x อย่าเอาไปแปะในกลุ่ม LINE นะ',
      {
        secret: 'Ch@ngMai#2024x',
      },
    ),
    m(
      'secret-replica-url',
      'note',
      'metabase ต่อ replica ด้วย postgres://report_ro:Kp7Wz2Rx9Lq4Tm8V@10.20.0.5:5432/food?sslmode=require',
      {
        secret: 'Kp7Wz2Rx9Lq4Tm8V',
      },
    ),
    m(
      'secret-gcp-sa',
      'note',
      'sa key เก่าของ CI (ควรลบทิ้งแล้วเปลี่ยนไปใช้ workload identity):\n{"type": "service_account", "project_id": "foodth-prod", "private_key_id": "3f8a9c2e", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7xK2mQz9Lw4Rt8Vp2Nc6Hb1Jd5Fy0Gs3Ua7XoZq\\n-----END PRIVATE KEY-----\\n", "client_email": "ci-deployer@foodth-prod.iam.gserviceaccount.com"}',
      {
        secret: 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7xK2mQz9Lw4Rt8Vp2Nc6Hb1Jd5Fy0Gs3Ua7XoZq',
      },
    ),
    m(
      'secret-kafka-yaml',
      'note',
      'order-svc config.prod.yaml ตอนก่อนย้ายไป secret manager:\nkafka:\n  brokers: [kafka-0.kafka:9093]\n  sasl:\n    mechanism: SCRAM-SHA-512\n    username: order-svc\n    password: "kFk-0rd3r!Bkk-2291"',
      {
        secret: 'kFk-0rd3r!Bkk-2291',
      },
    ),
    m(
      'secret-bank-toml',
      'note',
      'payment-svc/config/bank.toml (prod):\n[bank]\nbase_url = "https://openapi.partnerbank.example/v1"\nclient_id = "foodth-prod"\nclient_secret = "bnk_live_Zx8Qw2Lm7Rt4Kv9Np3Hc6Jb"',
      {
        secret: 'bnk_live_Zx8Qw2Lm7Rt4Kv9Np3Hc6Jb',
      },
    ),
    m(
      'secret-redis-cli',
      'note',
      'เข้า redis prod ดู geo key: redis-cli -h 10.30.1.4 -p 6378 --tls -a "R3d!sBkk#7781" --no-auth-warning',
      {
        secret: 'R3d!sBkk#7781',
      },
    ),
    m(
      'secret-asp-json',
      'note',
      'credential ASP e-Tax (จากเมลของ vendor): {"asp_user": "foodth", "api_key": "etx_prod_4c9e1a7b3f2d8e6a0b5c9d1f7e3a2b4c", "env": "production"}',
      {
        secret: 'etx_prod_4c9e1a7b3f2d8e6a0b5c9d1f7e3a2b4c',
      },
    ),
    m(
      'secret-rn-keystore',
      'note',
      'apps/rider/android/gradle.properties บนเครื่อง build:\nRIDER_UPLOAD_STORE_FILE=rider-upload.keystore\nRIDER_UPLOAD_KEY_ALIAS=rider\nRIDER_UPLOAD_STORE_PASSWORD=Rid3r!Upl0ad#88',
      {
        secret: 'Rid3r!Upl0ad#88',
      },
    ),
    m(
      'secret-npmrc',
      'note',
      'shared ui lib อยู่ GitHub Packages ใส่ใน ~/.npmrc: //npm.pkg.github.com/:_authToken=ghp_Tq8Zx3Lm9Kw2Rv7Np4Hc1Jb6Yd5Gs0Ua3Wx',
      {
        secret: 'ghp_Tq8Zx3Lm9Kw2Rv7Np4Hc1Jb6Yd5Gs0Ua3Wx',
      },
    ),
    m(
      'secret-asp-sftp-spelled',
      'note',
      'SFTP ของ ASP ไว้ดึง status file: user foodth_ops รหัสคือ S-i-a-m-!-9-9-2-1 (พิมพ์ติดกันไม่มีขีด = Siam!9921)',
      {
        secret: 'Siam!9921',
      },
    ),
    m(
      'secret-maps-key',
      'note',
      'pricing-svc ใช้ Routes API key ฝั่ง server (ไม่ได้ restrict IP นะ ระวัง): GOOGLE_ROUTES_API_KEY=AIzaSyB7kQ9xLm2Vw4Rt8Nc6Hb1Jd5Fy0Gs3Ua',
      {
        secret: 'AIzaSyB7kQ9xLm2Vw4Rt8Nc6Hb1Jd5Fy0Gs3Ua',
      },
    ),
  ],
  sessions: [
    {
      id: 'food-session-payment',
      age: 7,
      turns: [
        said('หวัดดีครับ วันนี้ทำ checkout PromptPay ต่อ ดู services/payment-svc/internal/promptpay/qr.go ก่อน'),
        replied(
          'qr.go calls the bank API with ref1=order_id and ref2=attempt. The amount comes from the cart snapshot passed in by order-svc.',
        ),
        said(
          'ยอดใน QR ต้องตรงกับยอด order ตอน gen เสมอนะ ถ้าลูกค้าแก้ตะกร้าหลัง gen แล้ว ต้องยกเลิก QR เดิมแล้ว gen ใหม่ ห้ามยอมรับยอดที่ไม่ตรง',
          {
            key: 's-qr-amount-lock',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a cart_version check: if it differs from the QR attempt, the old QR is voided and a new one generated.',
        ),
        replied('Should we also store the generated QR image in GCS for audit?'),
        said('ไม่ต้องเก็บรูป QR ครับ gen on the fly จาก payload พอ เก็บแค่ payload string กับ attempt ใน DB', {
          key: 's-qr-no-store',
          type: 'decision',
        }),
        replied('OK, only qr_payload and attempt are persisted in payment_attempts.'),
        said('เมื่อกี้ staging ยิง callback มากี่อัน'),
        replied('12 callbacks in the last hour, all with valid signatures.'),
        said('โอเค'),
        said(
          'ถ้า QR หมดอายุแล้วยังไม่จ่าย ให้ order ยกเลิกเองเลย CANCELLED reason=PAYMENT_TIMEOUT ไม่ต้องแจ้งร้าน เพราะร้านยังไม่เห็นออเดอร์',
          {
            key: 's-payment-timeout-cancel',
            type: 'constraint',
          },
        ),
        replied(
          'Added a timeout handler that calls OrderService.Transition with PAYMENT_TIMEOUT after the last inquiry.',
        ),
        said(
          'แล้วก็ ตั้งแต่เดือนหน้าเราเลิกรับเงินสดปลายทาง (COD) แล้วนะ ลบ flow COD ออกจาก checkout ได้เลย แต่ order เก่าที่เป็น COD ยังต้องอ่านได้',
          {
            key: 's-no-cod',
            type: 'decision',
          },
        ),
        replied(
          'I will remove COD from the checkout options but keep the payment_method enum value for old orders.',
        ),
        said('ใบกำกับภาษีเต็มรูปออกเฉพาะลูกค้าที่ขอ (กรอกเลขผู้เสียภาษี 13 หลัก + ที่อยู่) นอกนั้นออก e-Receipt อย่างเดียว', {
          key: 's-etax-optin',
          type: 'decision',
        }),
        replied('Understood: checkout gets an optional "ขอใบกำกับภาษี" section, default e-Receipt.'),
        said(
          'ส่งเอกสารไป ASP ให้ทำ async ผ่าน topic etax.requested.v1 นะ ห้ามเรียก ASP ใน request path ของ checkout ASP ล่มบ่อย',
          {
            key: 's-etax-async',
            type: 'convention',
          },
        ),
        replied('etax-svc will consume etax.requested.v1; checkout only writes the outbox row.'),
        said(
          'นี่ token ที่ใช้เทส push ร้านเมื่อวาน curl -X POST https://api.line.me/v2/bot/message/push -H "Authorization: Bearer Xk9vQ2mLz7Rt4Wp8Nc3Hb6Jd1Fy5Gs0Ua2Ve7Lq9Tz4Kw8Rm3Np6Hc1Jb5Yd0=" -d @msg.json',
          {
            secret: 'Xk9vQ2mLz7Rt4Wp8Nc3Hb6Jd1Fy5Gs0Ua2Ve7Lq9Tz4Kw8Rm3Np6Hc1Jb5Yd0=',
          },
        ),
        replied('Thanks, the push worked on staging. I will not put that token in the repo.'),
        said(
          'ชื่อ metric ใหม่ทั้งหมดให้เป็น foodth_<service>_<what>_<unit> เช่น foodth_payment_qr_generated_total, foodth_payment_callback_latency_seconds',
          {
            key: 's-metric-names',
            type: 'convention',
          },
        ),
        replied('Renamed qr_count to foodth_payment_qr_generated_total and added the latency histogram.'),
        said('refund เข้า wallet ตอนร้านปฏิเสธ ต้องเสร็จภายใน 5 นาที ถ้าเกินให้ alert ไป #payment-oncall', {
          key: 's-refund-sla',
          type: 'constraint',
        }),
        replied('Should I make the refund synchronous in the reject handler to guarantee that?'),
        said('ไม่เอา sync ครับ ให้เป็น consumer ของ order.status-changed เหมือนเดิม แค่เพิ่ม alert พอ'),
        replied(
          'OK, refund stays in the consumer; alert fires if wallet credit is missing 5 minutes after MERCHANT_REJECTED.',
        ),
        said('เยี่ยม ขอบคุณครับ เปิด PR เลย'),
      ],
    },
    {
      id: 'food-session-rider',
      age: 2,
      turns: [
        said('วันนี้แก้ rider app นะ apps/rider/src/screens/Delivery ก่อน'),
        replied(
          'DeliveryScreen sends PICKED_UP / DELIVERED with a direct mutation; failures only show a toast.',
        ),
        said(
          'rider app ต้องเก็บ event (รับของ/ส่งสำเร็จ) ไว้ใน queue ในเครื่องตอนเน็ตหลุด แล้ว sync ตอนกลับมา ใช้เวลาตอนที่กดจริง ไม่ใช่ตอน sync',
          {
            key: 's-offline-queue',
            type: 'convention',
          },
        ),
        replied(
          'I will add a persisted outbox (MMKV) with occurred_at set at tap time, flushed by react-query onlineManager.',
        ),
        said('ส่งแบบฝากไว้หน้าบ้าน/ฝาก รปภ. ต้องถ่ายรูปยืนยันทุกครั้ง ไม่มีรูปห้ามกดส่งสำเร็จ', {
          key: 's-photo-proof',
          type: 'constraint',
        }),
        replied('Added a required photo step for LEAVE_AT_DOOR and LEAVE_WITH_GUARD drop-off types.'),
        said('รูปอัปไปไหนนะ'),
        replied('To a signed GCS upload URL from location-gw; the object path is stored on the delivery.'),
        said('ok'),
        said('แบต rider ต่ำกว่า 15% ให้ลดส่ง location เหลือทุก 15 วิ ตอนมีงาน ไม่งั้นเครื่องดับกลางทาง', {
          key: 's-low-battery',
          type: 'constraint',
        }),
        replied('The background-geolocation config now switches interval on battery level below 15%.'),
        replied('Do you want me to enable newArchEnabled in gradle.properties while I am in there?'),
        said('ยังไม่เปิด New Architecture นะ รอ background-geolocation รองรับก่อน อย่าเพิ่งแตะ', {
          key: 's-no-new-arch',
          type: 'decision',
        }),
        replied('Left newArchEnabled=false.'),
        said('แจ้งงานใหม่ให้ rider ใช้ FCM high priority + เสียงเฉพาะเท่านั้น ไม่ใช้ LINE กับ rider เลย', {
          key: 's-rider-fcm-only',
          type: 'convention',
        }),
        replied(
          'The job offer notification is data-only FCM with priority high and the custom sound channel.',
        ),
        said('ETA หน้า tracking ลูกค้าตอนนี้โชว์ยังไง'),
        replied('A single number of minutes from the ETA service.'),
        said('ETA ที่โชว์ลูกค้าให้เป็นช่วง เช่น 25–35 นาที ไม่เอาตัวเลขเดียว คนบ่นเยอะเวลาช้ากว่าที่บอก', {
          key: 's-eta-range',
          type: 'convention',
        }),
        replied('I will show p50–p90 from the ETA service rounded to 5 minutes.'),
        said('เทสบนเครื่อง Android ถูกๆ ด้วยทุกครั้งก่อนปล่อย (Android 10, RAM 3GB) rider ส่วนใหญ่ใช้เครื่องแบบนี้', {
          key: 's-low-end-device',
          type: 'constraint',
        }),
        replied(
          'Added a low-end Android 10 profile to the Firebase Test Lab matrix in .github/workflows/rider.yml.',
        ),
        said('ในเขตกรุงเทพชั้นใน (zone bkk-inner) รัศมีหา rider รอบแรก 2 กม. แทน 3 เพราะ rider หนาแน่น', {
          key: 's-bkk-inner-radius',
          type: 'decision',
        }),
        replied(
          'That is dispatch-svc config; I will add zone-specific first radius behind a GrowthBook flag.',
        ),
        said('ดีครับ ขอบคุณ'),
      ],
    },
  ],
  prompts: [
    p('เพิ่ม consumer payment.confirmed.v2 ใน order-svc ให้เปลี่ยน state เป็น PAID', [
      'kafka-consumer-idempotent',
      'kafka-topics',
      'order-states',
      'incident-double-paid',
    ]),
    p('services/order-svc/internal/service/order.go: publish order.status-changed หลัง update status ใน tx', [
      'outbox',
      'kafka-topics',
    ]),
    p('ทำไม subscriber NATS ตัวใหม่ใน local ไม่ได้รับ event เลย', ['mq-kafka']),
    p('QR PromptPay หมดอายุกี่นาทีนะ ลูกค้าบ่นจ่ายไม่ทัน ขยายได้ไหม', ['promptpay-qr', 's-payment-timeout-cancel']),
    p('ลูกค้าบอกจ่ายแล้วแต่ order ค้าง AWAITING_PAYMENT ให้ปุ่ม "ฉันจ่ายแล้ว" mark paid ไปเลยได้มั้ย', [
      'payment-callback',
      'payment-inquiry',
    ]),
    p('ร้านปฏิเสธออเดอร์ที่จ่าย PromptPay ไปแล้ว ต้องคืนเงินยังไง', [
      'refund',
      'refund-claim',
      'cancel-rules',
      's-refund-sla',
    ]),
    p('notify-svc: ส่งแจ้งเตือนร้านตอนมีออเดอร์ใหม่ ยิง notify-api.line.me เหมือนเดิมได้ไหม', ['line-oa', 'line-quota']),
    p('ทำแคมเปญส่งโปรโมชั่น 11.11 ให้ลูกค้าทุกคนผ่าน LINE push', ['line-quota', 'pdpa']),
    p('add a gRPC call from order-svc to pricing-svc to fetch the delivery fee', [
      'grpc-deadline',
      'delivery-fee',
      'grpc-proto',
    ]),
    p('proto/order/v1/order.proto เพิ่ม field tip_satang แล้วลบ field 7 ที่ไม่ได้ใช้แล้วทิ้ง', [
      'grpc-proto',
      'api-compat',
      'money-satang',
    ]),
    p('merchant-svc: เขียน query ดึงออเดอร์ของร้านย้อนหลัง 30 วัน', ['sqlc', 'tz-bkk']),
    p('model gorm ของ rider อยู่ไหน จะเพิ่ม column vehicle_type', ['sqlc', 'migrations-goose']),
    p('ใบเสร็จยอด 107 บาท แต่ VAT ออกมา 7.49 ผิดป่าว', ['vat', 'money-satang']),
    p('etax-svc: ขอเปลี่ยนเลขที่ใบกำกับเป็น uuid ง่ายกว่า sequence', ['etax', 'etax-uuid-claim']),
    p('PDF ใบเสร็จวรรณยุกต์ลอย สระซ้อนกันอีกแล้ว', ['thai-font', 'thai-font-fix']),
    p('วันที่ใน XML e-Tax ต้องใส่ปี พ.ศ. หรือเปล่า', ['etax-year']),
    p('search "ไก่ทอด" ไม่เจอร้านไก่ทอดหาดใหญ่ในหน้าแรก ลองเพิ่ม similarity threshold ของ trigram?', ['search-es']),
    p('two riders showed up for the same order again, see services/dispatch-svc/internal/assign/assign.go', [
      'dispatch-lock',
      'incident-double-dispatch',
      'redis-lock',
    ]),
    p('rider online อยู่แต่ไม่ได้งานเลย ตำแหน่งใน redis หายไป', ['redis-geo', 'rider-location']),
    p('ตอนฝนตกขยายรัศมีหา rider เป็น 10 กม. เลย', ['dispatch', 'flags', 's-bkk-inner-radius']),
    p('ขอ log เบอร์ลูกค้าตอน rider โทรไม่ติด จะได้ debug', ['pii-logs', 'pdpa']),
    p('rider app: show the customer phone number on the delivery screen so riders can call', ['pdpa']),
    p('dispatch-svc ตั้งค่า zap logger ให้ออก JSON ยังไง', ['log-slog']),
    p('deploy payment-svc hotfix ตอนเที่ยงได้ไหม ด่วน', ['deploy-freeze', 'gke-argo']),
    p('client secret ใหม่ของธนาคารเก็บไว้ไหนดี', ['secrets-sm']),
    p('settlement: GP 30% เขียนเป็น const ไปก่อนได้ไหม', ['gp-commission']),
    p('rider ถามว่าเงินเข้าทุกวันแต่ไม่ครบ หายไป 3% ทำไม', ['rider-payout-daily']),
    p('ฟอร์มที่อยู่ในแอปลูกค้า ให้พิมพ์ตำบลเองได้ไหม dropdown ช้า', ['address-th']),
    p('integration test ของ outbox relay ต่อ Kafka staging ไปเลยได้ไหม', ['tests-go', 'outbox']),
    p('dashboard ยอดขายรายวันของทุกร้าน query ตรงจาก Cloud SQL', ['bigquery', 'cloudsql', 'tz-bkk']),
    p('เลขผู้เสียภาษีบริษัทที่ต้องใส่ใน seller ของ e-Tax คืออะไร', ['company-taxid']),
    p('who owns etax-svc?', ['owners']),
    p('rider app: เพิ่มปุ่มยืนยันส่งของแบบฝากไว้หน้าบ้าน', ['s-photo-proof', 's-offline-queue', 'i18n-app']),
    p('set newArchEnabled=true in apps/rider/android/gradle.properties', ['s-no-new-arch']),
    p('แจ้ง rider ว่ามีงานใหม่ผ่าน LINE OA ดีไหม', ['s-rider-fcm-only', 'line-quota']),
    p('หน้า tracking แสดง ETA ให้ลูกค้า', ['s-eta-range']),
    p('ลูกค้าเพิ่มเมนูหลังจาก gen QR ไปแล้ว ต้องทำไง', ['s-qr-amount-lock', 'promptpay-qr']),
    p('เอา flow เงินสดปลายทางออกจาก checkout', ['s-no-cod']),
    p('checkout: ส่ง e-Tax ไป ASP แบบ sync เลย ลูกค้าจะได้ใบทันที', ['s-etax-async', 'etax']),
    p('ลูกค้าไม่ได้ขอใบกำกับเต็มรูป ต้องออกเอกสารอะไร', ['s-etax-optin']),
    p('ตั้งชื่อ metric นับจำนวน QR ที่หมดอายุ', ['s-metric-names']),
    p('save every generated QR image to GCS for audit', ['s-qr-no-store']),
    p('goroutine กับ thread ต่างกันยังไง', []),
    p('ขอบคุณครับ', []),
    p('how do I undo the last git commit but keep the changes', []),
    p('อธิบาย useEffect cleanup หน่อย', []),
    p('commit ให้หน่อย', []),
    p('โอเค ใช้ได้แล้ว', []),
  ],
});
