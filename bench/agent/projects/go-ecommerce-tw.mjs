// A Taiwanese e-commerce and logistics platform: Go gRPC microservices, ECPay / LINE Pay, 7-ELEVEN and FamilyMart
// store pickup, MOF e-invoices via Turnkey, GCP asia-east1. The team writes mostly in Traditional Chinese.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-ecommerce-tw',
  stack:
    'Go 1.23 (grpc-go, buf, sqlc + pgx/v5, franz-go), PostgreSQL 16 (Cloud SQL), Kafka (Confluent Cloud), Redis 7 (Memorystore), ECPay 綠界 AIO + 物流, LINE Pay Online API v3, MOF e-invoice Turnkey (MIG 4.0), Next.js 15 storefront, GKE Autopilot asia-east1 + Argo CD, GitHub Actions',
  memories: [
    m(
      'orm-gorm',
      'fact',
      '之前 order / catalog service 都是用 GORM v2，model 放在 internal/model/*.go，開機的時候跑 AutoMigrate。',
      {
        fact: 'db access | via | GORM',
        files: ['services/order/internal/model'],
        age: 700,
        tags: ['gorm', 'orm', 'db'],
      },
    ),
    m(
      'db-sqlc',
      'decision',
      '我們已經全面拿掉 GORM，改用 sqlc 1.27 + pgx/v5。SQL 寫在 services/<svc>/db/query/*.sql，`make sqlc` 產生到 internal/db/。原因：GORM 的 N+1 跟 AutoMigrate 在正式機改壞過 schema，而且我們需要 SELECT ... FOR UPDATE SKIP LOCKED。',
      {
        fact: 'db access | via | sqlc + pgx',
        supersedes: 'orm-gorm',
        age: 360,
        canonical: true,
        files: ['services/order/db/query', 'sqlc.yaml'],
        reason: 'GORM N+1 and AutoMigrate broke the prod schema',
        tags: ['sqlc', 'pgx', 'gorm', 'db'],
      },
    ),
    m(
      'migrations',
      'convention',
      'DB migration 一律用 golang-migrate，檔案放 services/<svc>/db/migrations/NNNNNN_描述.up.sql + .down.sql。已經上過正式機的 migration 不准改，要改就開新的一支。不要再用 AutoMigrate。',
      {
        files: ['services/order/db/migrations'],
        tags: ['migrations', 'golang-migrate', 'db'],
      },
    ),
    m(
      'db-per-service',
      'constraint',
      '每個 service 只能碰自己的 schema（order、payment、logistics、invoice、catalog、member、promo）。要別人的資料就走 gRPC 或聽 Kafka event，不准跨 schema JOIN，也不要共用別人的 sqlc query。',
      {
        reaffirm: 12,
        tags: ['db', 'schema', 'microservices', 'boundaries'],
      },
    ),
    m('api-rest-gin', 'fact', 'service 之間是用 gin 的 REST JSON 互打，client 在 pkg/httpclient。', {
      fact: 'service-to-service | protocol | REST (gin)',
      files: ['pkg/httpclient'],
      age: 650,
      tags: ['gin', 'rest', 'api'],
    }),
    m(
      'api-grpc-buf',
      'decision',
      '服務之間一律走 gRPC（grpc-go 1.67），proto 統一放 proto/tw/shop/<svc>/v1/，用 buf generate。CI 會跑 buf lint + buf breaking --against main，breaking change 要開 v2 package，不要直接改 v1。',
      {
        fact: 'service-to-service | protocol | gRPC',
        supersedes: 'api-rest-gin',
        age: 300,
        canonical: true,
        files: ['proto', 'buf.yaml', 'buf.gen.yaml'],
        tags: ['grpc', 'buf', 'proto', 'api'],
      },
    ),
    m(
      'proto-style',
      'convention',
      'proto 規則：欄位 snake_case；金額用 int64 amount_twd（單位是元），絕對不要用 double / float；enum 第一個值一定是 XXX_UNSPECIFIED = 0；時間用 google.protobuf.Timestamp。',
      {
        files: ['proto'],
        tags: ['proto', 'naming', 'money'],
      },
    ),
    m(
      'bff',
      'fact',
      'Next.js 不直接打內部 gRPC，是打 services/bff（grpc-gateway v2 轉成 REST/JSON，OpenAPI 產在 gen/openapi/bff.swagger.json）。session 驗證跟 rate limit 都在 BFF 做。',
      {
        files: ['services/bff', 'gen/openapi/bff.swagger.json'],
        tags: ['bff', 'grpc-gateway', 'storefront'],
      },
    ),
    m('go-121', 'fact', 'go.mod 是 go 1.21，CI image 用 golang:1.21-bookworm。', {
      age: 640,
      files: ['go.mod'],
      tags: ['go', 'version'],
    }),
    m(
      'go-123',
      'convention',
      '全部 module 都升到 Go 1.23 了（go.mod 寫 go 1.23.0 + toolchain go1.23.4），CI 用 golang:1.23-bookworm。可以用 range-over-func iterator；log 一律標準庫 log/slog，golang.org/x/exp/slog 已經拿掉，不要再 import。',
      {
        fact: 'go | version | 1.23',
        supersedes: 'go-121',
        age: 200,
        files: ['go.mod', 'go.work'],
        tags: ['go', 'version', 'toolchain'],
      },
    ),
    m(
      'services-layout',
      'fact',
      'monorepo：services/{bff,order,payment,logistics,invoice,catalog,member,promo}，每個都是 cmd/server/main.go + internal/。共用的東西放 pkg/（pkg/money、pkg/twid、pkg/grpcx、pkg/ecpay）。根目錄有 go.work。',
      {
        files: ['services', 'pkg', 'go.work'],
        tags: ['monorepo', 'layout'],
      },
    ),
    m(
      'money-int',
      'constraint',
      '金額一律 int64、單位是新台幣「元」，型別用 pkg/money.TWD。不准用 float64 算錢，也不要存「分」——綠界 TotalAmount 跟 LINE Pay amount 都只收整數元。',
      {
        canonical: true,
        reaffirm: 6,
        files: ['pkg/money'],
        tags: ['money', 'twd', 'int64', 'float'],
      },
    ),
    m(
      'tax-incl',
      'fact',
      'B2C 售價都是含 5% 營業稅。開發票時：銷售額 = round(含稅總額 / 1.05)，稅額 = 含稅總額 - 銷售額，用 pkg/money.SplitTax()。不要每個品項各自四捨五入再加總，會差 1 元被平台退件。',
      {
        files: ['pkg/money/tax.go'],
        tags: ['tax', 'vat', 'invoice', 'rounding'],
      },
    ),
    m(
      'queue-rabbit',
      'fact',
      '訂單事件走 RabbitMQ（exchange order.events，routing key 像 order.paid），consumer 在各 service 的 internal/amqp。',
      {
        fact: 'domain events | transport | RabbitMQ',
        files: ['services/order/internal/amqp'],
        age: 620,
        tags: ['rabbitmq', 'events'],
      },
    ),
    m(
      'kafka-orders',
      'decision',
      'RabbitMQ 已經下線，事件全部改走 Kafka（Confluent Cloud，GCP asia-east1 的 dedicated cluster）。Go client 一律用 franz-go，不要用 sarama，也不要用 confluent-kafka-go（要 cgo，distroless image 跑不起來）。',
      {
        fact: 'domain events | transport | Kafka',
        supersedes: 'queue-rabbit',
        age: 280,
        reason: 'replay and multiple consumer groups',
        tags: ['kafka', 'franz-go', 'rabbitmq', 'events'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'topic 命名 <service>.<event>.v<N>，例如 order.paid.v1、logistics.shipment-status.v1、catalog.product-updated.v1。message key = order_id（同一張訂單的事件才會在同一個 partition、保持順序），payload 是 protobuf，proto 在 proto/tw/shop/events/v1/。',
      {
        files: ['proto/tw/shop/events/v1'],
        tags: ['kafka', 'naming', 'protobuf', 'topics'],
      },
    ),
    m(
      'outbox',
      'constraint',
      '寫 DB 又要發事件的地方一律走 transactional outbox：同一個 transaction 寫 outbox_events，再由 cmd/outbox-relay 送到 Kafka。不准在 DB transaction 裡直接 produce，之前就是這樣掉事件的。',
      {
        files: ['cmd/outbox-relay', 'pkg/outbox'],
        tags: ['outbox', 'kafka', 'transaction', 'events'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Kafka consumer 一定要 idempotent：用 event_id 寫 processed_events（UNIQUE），重複的直接 commit offset 跳過。outbox relay 是 at-least-once，重送是常態不是 bug。',
      {
        tags: ['kafka', 'idempotent', 'consumer', 'duplicates'],
      },
    ),
    m(
      'order-fsm',
      'fact',
      '訂單狀態機在 services/order/internal/fsm/：CREATED → PENDING_PAYMENT → PAID → SHIPPED →（超商）ARRIVED_AT_STORE → PICKED_UP → COMPLETED；旁支 CANCELLED、RETURNED、REFUNDED。狀態只能透過 fsm.Transition() 改，不要直接 UPDATE orders.status。',
      {
        files: ['services/order/internal/fsm'],
        tags: ['order', 'state-machine', 'status'],
      },
    ),
    m(
      'unpaid-timeout',
      'constraint',
      '未付款訂單：信用卡 / LINE Pay 30 分鐘沒付就自動取消、釋放庫存；ATM 虛擬帳號跟超商代碼的繳費期限是 3 天，到期才取消。',
      {
        files: ['services/order/internal/expiry'],
        tags: ['order', 'timeout', 'atm', 'cancel'],
      },
    ),
    m(
      'ecpay-aio',
      'fact',
      '綠界金流是 AIO（/Cashier/AioCheckOut/V5），目前開的付款方式有 Credit、ATM、CVS（超商代碼）。付款結果以 server 端 ReturnURL 通知為準，處理完要回純文字 1|OK，不然綠界會一直重送。',
      {
        fact: 'card payments | provider | ECPay AIO',
        files: ['pkg/ecpay', 'services/payment/internal/ecpay'],
        tags: ['ecpay', '綠界', 'payment', 'aio'],
      },
    ),
    m(
      'ecpay-callback',
      'constraint',
      '綠界 ReturnURL callback 一定要先驗 CheckMacValue、再比對金額跟 MerchantTradeNo，才可以改訂單狀態。OrderResultURL / ClientBackURL 只是把使用者導回頁面，不准拿來當付款成功的依據。',
      {
        canonical: true,
        files: ['services/payment/internal/ecpay/callback.go'],
        tags: ['ecpay', 'callback', 'checkmac', 'security'],
      },
    ),
    m(
      'ecpay-checkmac',
      'fact',
      'CheckMacValue 算法：參數依 key 排序 → 前後加 HashKey / HashIV → .NET 風格 URL encode → 轉小寫 → 金流 AIO 用 SHA256、物流 API 用 MD5 → 轉大寫。實作在 pkg/ecpay/checkmac.go，金流跟物流要傳不同的 hash func。',
      {
        files: ['pkg/ecpay/checkmac.go'],
        tags: ['ecpay', 'checkmac', 'sha256', 'md5'],
      },
    ),
    m(
      'checkmac-claim',
      'fact',
      '綠界現在 CheckMacValue 全部都是 SHA256 了，MD5 的舊版已經不能用，物流那邊也一樣',
      {
        disputes: 'ecpay-checkmac',
        tags: ['ecpay', 'checkmac'],
      },
    ),
    m(
      'ecpay-tradeno',
      'constraint',
      'MerchantTradeNo 最多 20 碼、只能英數字，而且同一個特店永遠不能重複（付款失敗的也算）。格式是 TW + yyMMdd + 12 碼 base32，由 pkg/ecpay/tradeno.go 產生；重新付款要產生新的 MerchantTradeNo，跟訂單的對應存在 payment.payment_attempts。',
      {
        files: ['pkg/ecpay/tradeno.go'],
        tags: ['ecpay', 'merchanttradeno', 'payment'],
      },
    ),
    m(
      'ecpay-stage',
      'fact',
      '綠界測試環境用官方公開的測試特店 3002607，HashKey / HashIV 就是綠界文件上公開的那組，放在 config/ecpay.stage.yaml 沒關係，那不是機密。正式特店的 key 不在 repo 裡。',
      {
        files: ['config/ecpay.stage.yaml'],
        tags: ['ecpay', 'stage', 'test'],
      },
    ),
    m(
      'linepay-v3',
      'fact',
      'LINE Pay 是 Online API v3：POST /v3/payments/request → 使用者在 LINE 付款 → 導回 confirmUrl → 我們呼叫 /v3/payments/{transactionId}/confirm。簽章 = Base64(HMAC-SHA256(ChannelSecret, ChannelSecret + URI + body + nonce))，放在 X-LINE-Authorization / X-LINE-Authorization-Nonce header。client 在 services/payment/internal/linepay/。',
      {
        fact: 'wallet payments | provider | LINE Pay v3',
        files: ['services/payment/internal/linepay'],
        tags: ['linepay', 'payment', 'hmac', 'signature'],
      },
    ),
    m(
      'linepay-confirm',
      'constraint',
      'LINE Pay confirm 的 amount 一定要跟 request 時一樣。confirm timeout 的時候不要直接再 confirm 一次，要先打 check payment status API 確認。transactionId 是 19 位數，JSON 解析要用 json.Number 或 string，不可以經過 float64（精度會被吃掉）。',
      {
        files: ['services/payment/internal/linepay/confirm.go'],
        tags: ['linepay', 'confirm', 'timeout', 'transactionid'],
      },
    ),
    m(
      'linepay-refund',
      'fact',
      '退款：LINE Pay 走 /v3/payments/{transactionId}/refund，可以部分退款（refundAmount）。綠界信用卡退款是 /CreditDetail/DoAction Action=R，只有已請款的才能退，還沒請款的要用 Action=N 放棄授權。',
      {
        files: ['services/payment/internal/refund'],
        tags: ['refund', 'linepay', 'ecpay', 'payment'],
      },
    ),
    m(
      'payment-attempts',
      'convention',
      'payment service 每一次付款嘗試都寫一筆 payment.payment_attempts（UNIQUE(order_id, attempt_no)），provider 欄位 ecpay / linepay，另外存 provider 的交易編號（綠界 TradeNo、LINE Pay transactionId）。舊的 attempt 不要覆寫，對帳要用。',
      {
        files: ['services/payment/db/migrations'],
        tags: ['payment', 'attempts', 'reconcile'],
      },
    ),
    m(
      'reconcile',
      'fact',
      '每天 06:00（Asia/Taipei）跑對帳 job cmd/reconcile：下載綠界對帳檔跟 LINE Pay 交易清單，跟 payment_attempts 比對，差異寫進 payment.reconcile_diffs，然後通知 #pay-alerts。',
      {
        files: ['cmd/reconcile'],
        tags: ['reconcile', '對帳', 'payment', 'cron'],
      },
    ),
    m(
      'cvs-logistics',
      'fact',
      '超商取貨是串綠界物流：B2C 的 7-ELEVEN（LogisticsSubType=UNIMART）跟全家（FAMI），C2C 店到店是 UNIMARTC2C / FAMIC2C。選門市用綠界電子地圖（/Express/map），callback 會回 CVSStoreID、CVSStoreName、CVSAddress。',
      {
        fact: 'store pickup | provider | ECPay logistics',
        files: ['services/logistics/internal/ecpaylogi'],
        tags: ['cvs', '超商取貨', '7-eleven', 'familymart', 'ecpay'],
      },
    ),
    m(
      'cvs-store-id',
      'convention',
      '門市代號一律存字串 + vendor（store_vendor enum：SEVEN、FAMILY），不要轉成數字：7-11 店號是 6 碼、可能 0 開頭，全家的也有英數混合。',
      {
        tags: ['cvs', 'store-id', 'schema'],
      },
    ),
    m(
      'cvs-size',
      'constraint',
      '超商取貨的包裹：最長邊 ≤ 45 cm、三邊合計 ≤ 105 cm、重量 ≤ 5 kg，而且商品價值 ≤ NT$20,000（物流理賠上限）。超過就只能選宅配，結帳頁跟 logistics service 兩邊都要擋。',
      {
        files: ['services/logistics/internal/rules/cvs.go'],
        tags: ['cvs', 'size', 'weight', 'checkout'],
      },
    ),
    m(
      'cvs-cod-limit',
      'fact',
      '超商取貨付款（COD）單筆上限 NT$20,000，7-11 跟全家一樣。貨款由綠界代收，大約 T+7 撥到我們帳戶。',
      {
        tags: ['cvs', 'cod', '取貨付款', 'limit'],
      },
    ),
    m('cvs-cod-claim', 'fact', '全家取貨付款上限其實是 NT$50,000，只有 7-11 是兩萬', {
      disputes: 'cvs-cod-limit',
      tags: ['cvs', 'cod', 'familymart'],
    }),
    m(
      'cvs-unclaimed',
      'fact',
      '包裹到店後 7 天沒取 → 退回物流中心。綠界會打物流狀態 callback 給我們（services/logistics/internal/ecpaylogi/status.go 有狀態碼對照表），訂單轉 RETURNED，如果已經付款就自動走退款。',
      {
        files: ['services/logistics/internal/ecpaylogi/status.go'],
        tags: ['cvs', 'unclaimed', 'return', 'logistics'],
      },
    ),
    m(
      'home-delivery',
      'fact',
      '宅配是黑貓宅急便（綠界物流 HOME / TCAT）。冷藏冷凍只有黑貓能寄，超商取貨不能寄冷鏈商品。',
      {
        tags: ['宅配', 'tcat', 'cold-chain', 'logistics'],
      },
    ),
    m(
      'free-ship-990',
      'constraint',
      '運費規則：滿 NT$990 免運，未滿的話超商 NT$60、宅配 NT$100。寫死在 services/order/internal/shipping/fee.go。',
      {
        age: 420,
        files: ['services/order/internal/shipping/fee.go'],
        tags: ['shipping', '運費', 'free-shipping'],
      },
    ),
    m(
      'free-ship-1200',
      'constraint',
      '新的運費規則（2026/3/1 起）：滿 NT$1,200 免運；未滿的話超商取貨 NT$65、宅配 NT$120；冷凍宅配一律 NT$180，不適用免運。費率改成從 services/order/config/shipping.yaml 讀，不要再寫死在 fee.go。',
      {
        supersedes: 'free-ship-990',
        age: 70,
        files: ['services/order/config/shipping.yaml', 'services/order/internal/shipping/fee.go'],
        tags: ['shipping', '運費', 'free-shipping', 'cold-chain'],
      },
    ),
    m('free-ship-base', 'convention', '免運門檻用「折價券折抵後、購物金扣完、不含運費」的金額來判斷。', {
      tags: ['shipping', 'free-shipping', 'promo'],
    }),
    m(
      'einv-ezpay',
      'decision',
      '電子發票委託 ezPay 加值中心開立，呼叫 ezPay 的 invoice_issue API，字軌由 ezPay 管理。',
      {
        fact: 'e-invoice | issued_via | ezPay',
        age: 500,
        files: ['services/invoice/internal/ezpay'],
        tags: ['einvoice', '電子發票', 'ezpay'],
      },
    ),
    m(
      'einv-turnkey',
      'decision',
      '電子發票不再透過 ezPay，改成我們自己開立：invoice service 產 MIG 4.0 XML（F0401 開立、F0501 作廢、G0401 折讓），丟到 Turnkey 的 UpCast 目錄；Turnkey 跑在 GCE VM turnkey-prod-1（asia-east1-b），負責上傳財政部電子發票整合服務平台。原因：ezPay 每張都收費，而且我們要自己掌握字軌跟會員載具。',
      {
        fact: 'e-invoice | issued_via | MOF Turnkey',
        supersedes: 'einv-ezpay',
        age: 230,
        canonical: true,
        files: ['services/invoice/internal/mig', 'deploy/turnkey'],
        reason: 'per-invoice fees and control over tracks and member carriers',
        tags: ['einvoice', '電子發票', 'turnkey', 'mig', 'mof'],
      },
    ),
    m(
      'einv-deadline',
      'constraint',
      'B2C 發票開立後 48 小時內一定要上傳到財政部平台，作廢跟折讓也一樣。Turnkey 上傳失敗要在 6 小時內告警。',
      {
        tags: ['einvoice', 'deadline', 'upload', 'compliance'],
      },
    ),
    m('einv-deadline-claim', 'fact', '發票只要在當期結束（雙月 15 號）前上傳就好，晚個一兩天沒差', {
      disputes: 'einv-deadline',
      tags: ['einvoice', 'deadline'],
    }),
    m(
      'einv-period',
      'fact',
      '發票一期兩個月（1-2 月、3-4 月…）。每期的字軌配號要在單月 25 號前從平台下載、匯入 invoice.track_allocations；剩下的號碼 < 20% 時 invoice service 會發 alert。',
      {
        files: ['services/invoice/internal/track'],
        tags: ['einvoice', '字軌', 'period', 'track'],
      },
    ),
    m(
      'einv-void',
      'constraint',
      '發票作廢只能在同一期內；跨期的（例如 4 月開的、6 月才退貨）不能作廢，只能開折讓單 G0401。退貨開折讓的流程在 services/invoice/internal/allowance/。',
      {
        files: ['services/invoice/internal/allowance'],
        tags: ['einvoice', 'void', '作廢', '折讓', 'allowance'],
      },
    ),
    m(
      'einv-carrier',
      'convention',
      '載具格式：手機條碼 = "/" + 7 碼（0-9、A-Z、.、+、-），還要打財政部 API 確認存在；自然人憑證 = 2 碼大寫英文 + 14 碼數字；捐贈碼（愛心碼）3-7 碼數字。會員載具用我們自己的載具類別，載具 ID = member_id。驗證都在 pkg/twid/carrier.go。',
      {
        files: ['pkg/twid/carrier.go'],
        tags: ['einvoice', 'carrier', '載具', '手機條碼', 'validation'],
      },
    ),
    m(
      'ubn-checksum',
      'constraint',
      '統一編號（統編）8 碼要做檢查碼驗證，而且要用 2023 的新規則：加權和可以被 5 整除就合法（舊的是 10）。pkg/twid/ubn.go 已經改好了，不要從網路上抄舊版的 code。',
      {
        files: ['pkg/twid/ubn.go'],
        tags: ['統編', 'ubn', 'validation', 'checksum'],
      },
    ),
    m(
      'einv-b2b',
      'fact',
      '有打統編的訂單開 B2B 存證發票（BuyerIdentifier 填買方統編），要分出銷售額跟稅額，一樣是含稅價。B2B 發票不能存會員載具，也不能捐贈。',
      {
        tags: ['einvoice', 'b2b', '統編'],
      },
    ),
    m(
      'tz',
      'convention',
      'DB 時間欄位一律 timestamptz 存 UTC。發票日期、發票期別、對帳日、報表的「一天」一律用 Asia/Taipei 算（pkg/twtime），不要用 time.Local，container 裡面是 UTC。',
      {
        files: ['pkg/twtime'],
        tags: ['timezone', 'utc', 'asia/taipei', 'invoice'],
      },
    ),
    m('stock-redis', 'decision', '庫存扣減在 Redis 用 Lua script DECRBY，Postgres 每 5 分鐘同步一次。', {
      fact: 'stock | source_of_truth | Redis',
      age: 540,
      files: ['services/catalog/internal/stock'],
      tags: ['stock', 'redis', 'inventory'],
    }),
    m(
      'stock-pg',
      'decision',
      '庫存以 Postgres 為準：扣庫存用 UPDATE catalog.stock SET qty = qty - $1 WHERE sku_id = $2 AND qty >= $1，affected rows = 0 就是賣完。Redis 只在限時搶購前面當擋流量的預檢，不是真的庫存。',
      {
        fact: 'stock | source_of_truth | PostgreSQL',
        supersedes: 'stock-redis',
        age: 120,
        files: ['services/catalog/internal/stock', 'services/catalog/db/query/stock.sql'],
        reason: 'oversell after Redis failover on 11.11',
        tags: ['stock', 'inventory', 'postgres', 'oversell'],
      },
    ),
    m(
      'incident-1111',
      'incident',
      '2025 雙 11：Memorystore failover 之後 Redis 的庫存比 Postgres 多，超賣了 312 件（主要是 SKU A-1093 氣炸鍋），客服手動取消再補償購物金。之後庫存改成以 Postgres 為準。',
      {
        tags: ['incident', 'oversell', 'stock', 'redis', '雙11'],
      },
    ),
    m(
      'incident-ecpay-dup',
      'incident',
      '2025/8：綠界 ReturnURL 同一筆通知重送了 3 次（我們回應超過 10 秒），logistics 就建了 3 張出貨單。修正：callback 用 MerchantTradeNo + TradeNo 做 idempotency，驗完 CheckMacValue、寫進 DB 就先回 1|OK，後續建單走 outbox 非同步處理。',
      {
        files: ['services/payment/internal/ecpay/callback.go'],
        tags: ['incident', 'ecpay', 'callback', 'duplicates'],
      },
    ),
    m(
      'incident-einv-late',
      'incident',
      '2026/1：turnkey-prod-1 磁碟滿了，Turnkey 停了 3 天沒上傳，結果收到國稅局的通知。之後加了 Turnkey 目錄的 disk alert 跟「未上傳超過 24 小時」的監控（invoice_pending_upload_oldest_seconds）。',
      {
        tags: ['incident', 'einvoice', 'turnkey', 'monitoring'],
      },
    ),
    m(
      'redis-usage',
      'fact',
      'Redis 是 Memorystore for Redis 7.2（Standard tier），用在：BFF session、rate limit、商品頁快取、搶購預檢、checkout draft。key 一律加 <service>: prefix，而且一定要設 TTL。',
      {
        tags: ['redis', 'memorystore', 'cache', 'ttl'],
      },
    ),
    m(
      'cart-store',
      'fact',
      '購物車存在 member service 的 Postgres（member.carts），Redis 只是快取。未登入的購物車存在 cookie cart_token + Redis，登入時合併進 member.carts。',
      {
        files: ['services/member/internal/cart'],
        tags: ['cart', 'redis', 'member'],
      },
    ),
    m(
      'pii',
      'constraint',
      '個資（姓名、手機、地址、Email）不准直接寫進 log，也不准送到第三方分析工具。log 一律過 pkg/pii.Mask()：王小明 → 王*明、0912345678 → 0912***678。身分證字號我們根本不存。',
      {
        canonical: true,
        files: ['pkg/pii'],
        tags: ['pii', '個資', 'logging', 'privacy'],
      },
    ),
    m(
      'phone-format',
      'convention',
      '手機號碼 DB 存 E.164（+886912345678），畫面顯示 0912-345-678；輸入驗證只接受 09 開頭的 10 碼。',
      {
        tags: ['phone', 'e164', 'validation'],
      },
    ),
    m(
      'address-norm',
      'convention',
      '地址分欄存：郵遞區號（3+3 六碼，可空）、縣市、鄉鎮市區、路段地址。縣市名稱一律用「臺」（臺北市、臺中市、臺南市、臺東縣），使用者打「台」要正規化，不然跟物流那邊的資料對不起來。',
      {
        files: ['pkg/twaddr'],
        tags: ['address', 'normalization', '臺'],
      },
    ),
    m(
      'member-login',
      'fact',
      '會員登入有三種：LINE Login（OIDC，LINE Developers 上的 channel shop-prod）、Email + 密碼（argon2id hash），還有手機 OTP（三竹簡訊 Mitake）。OTP 5 分鐘有效，同一支手機一小時最多發 5 次。',
      {
        files: ['services/member/internal/auth'],
        tags: ['login', 'line-login', 'otp', 'mitake', 'auth'],
      },
    ),
    m(
      'deploy-cloudrun',
      'fact',
      'service 都部署在 Cloud Run（asia-east1），GitHub Actions 裡跑 gcloud run deploy。',
      {
        fact: 'services | deployed_on | Cloud Run',
        age: 600,
        tags: ['cloud-run', 'deploy'],
      },
    ),
    m(
      'deploy-gke',
      'decision',
      '全部從 Cloud Run 搬到 GKE Autopilot（cluster shop-prod，asia-east1）。部署用 Argo CD，helm chart 在 deploy/charts/<svc>，CI 只負責改 deploy/envs/<env>/values-<svc>.yaml 的 image tag。原因：gRPC 長連線跟 Kafka consumer 在 Cloud Run 上很難搞。',
      {
        fact: 'services | deployed_on | GKE Autopilot',
        supersedes: 'deploy-cloudrun',
        age: 260,
        files: ['deploy/charts', 'deploy/envs'],
        reason: 'long-lived gRPC connections and Kafka consumers',
        tags: ['gke', 'argocd', 'helm', 'deploy'],
      },
    ),
    m(
      'no-kubectl',
      'convention',
      'shop-prod 不要手動 kubectl edit / scale / rollout restart，Argo CD self-heal 會蓋回去。要改就改 deploy/envs/prod/ 開 PR。',
      {
        tags: ['kubernetes', 'argocd', 'prod'],
      },
    ),
    m(
      'region',
      'constraint',
      '所有服務跟資料都放 asia-east1（彰化）。DR 備份只能放 asia-northeast1（東京）的 bucket shop-dr-backups。不要在 us-* 或其他 region 開資源，會員個資不能出去。',
      {
        tags: ['gcp', 'region', 'asia-east1', 'data-residency'],
      },
    ),
    m(
      'cloudsql',
      'fact',
      'DB 是 Cloud SQL for PostgreSQL 16（instance shop-prod-pg，HA，private IP），pod 透過 Cloud SQL Auth Proxy sidecar 連，前面有 pgbouncer；每個 service 有自己的 DB user。read replica shop-prod-pg-replica 給報表跟對帳用。',
      {
        tags: ['cloudsql', 'postgres', 'replica', 'pgbouncer'],
      },
    ),
    m(
      'secrets-sm',
      'convention',
      '密碼、API key、綠界 HashKey / HashIV 一律放 GCP Secret Manager（shop-prod/<name>），用 External Secrets Operator 同步成 k8s Secret。不准寫在 helm values，不准 commit .env；.env.example 只放 placeholder（例如 ECPAY_HASH_KEY=<從 Secret Manager 拿>）。',
      {
        canonical: true,
        reaffirm: 3,
        files: ['deploy/charts', '.env.example'],
        tags: ['secrets', 'secret-manager', 'external-secrets'],
      },
    ),
    m(
      'pw-rotation',
      'note',
      '正式機 DB 密碼每 90 天輪替一次（Terraform 產生新的寫進 Secret Manager），輪替完要重啟 pgbouncer 跟 order / payment 的 pod。密碼本身不要在 Slack 問人，自己去 Secret Manager 看。',
      {
        tags: ['secrets', 'rotation', 'db', 'pgbouncer'],
      },
    ),
    m(
      'local-dev',
      'fact',
      '本機開發：docker compose up（postgres:16、redpanda、redis:7）。.env.example 裡的 DATABASE_URL=postgres://shop:shop@localhost:5432/shop?sslmode=disable 就是本機 compose 用的，不是機密。',
      {
        files: ['docker-compose.yml', '.env.example'],
        tags: ['local', 'docker-compose', 'dev'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'CI 是 GitHub Actions（.github/workflows/ci.yml）：golangci-lint → buf lint / breaking → go test -race ./... → integration（testcontainers）→ docker build 推到 asia-east1-docker.pkg.dev/shop-prod/images → 改 deploy/envs/staging。prod 要在 Actions 上手動 approve。',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'artifact-registry'],
      },
    ),
    m(
      'golangci',
      'convention',
      'golangci-lint v1.62，設定在 .golangci.yml（errcheck、gosec、revive、sqlclosecheck 都有開）。//nolint 一定要寫是哪個 linter + 原因，例如 //nolint:gosec // 測試用固定 seed。',
      {
        files: ['.golangci.yml'],
        tags: ['lint', 'golangci-lint', 'gosec'],
      },
    ),
    m(
      'errors',
      'convention',
      '錯誤一律 fmt.Errorf("xxx: %w", err) 包起來；gRPC handler 回傳前用 pkg/grpcx.ToStatus() 轉成 status code（NotFound、FailedPrecondition…），不要把 DB 錯誤原文回給 client。handler 裡不准 panic。',
      {
        files: ['pkg/grpcx'],
        tags: ['errors', 'grpc', 'status'],
      },
    ),
    m(
      'logging',
      'convention',
      'log 用 log/slog 的 JSON handler（pkg/logx），一定要帶 trace_id，有的話也帶 order_id。Cloud Logging 會解析 severity，不要用 fmt.Println / log.Printf。',
      {
        files: ['pkg/logx'],
        tags: ['logging', 'slog', 'cloud-logging'],
      },
    ),
    m(
      'otel',
      'fact',
      'OpenTelemetry SDK → Cloud Trace；metrics 用 Prometheus client，由 GKE 的 Managed Service for Prometheus 收。Grafana 上有「Checkout Funnel」跟「Payment Callbacks」兩個 dashboard。',
      {
        tags: ['otel', 'tracing', 'prometheus', 'grafana'],
      },
    ),
    m(
      'outbound-timeout',
      'convention',
      '打外部（綠界、LINE Pay、財政部 API、三竹）一律用 pkg/httpx 的 client：timeout 10 秒，只有 GET 或本身 idempotent 的請求才 retry（最多 3 次，exponential backoff）。LINE Pay confirm 跟綠界 / LINE Pay 退款絕對不能自動 retry。',
      {
        files: ['pkg/httpx'],
        tags: ['http', 'timeout', 'retry', 'linepay', 'ecpay'],
      },
    ),
    m(
      'tests-integration',
      'convention',
      '單元測試 table-driven + testify/require。整合測試用 testcontainers-go（postgres:16-alpine、redpanda），檔案加 //go:build integration，跑 go test -tags=integration ./...。',
      {
        tags: ['tests', 'testcontainers', 'integration', 'testify'],
      },
    ),
    m(
      'tests-no-real-payment',
      'constraint',
      'CI 不准打綠界測試環境或 LINE Pay sandbox（會被 rate limit、而且很 flaky）。用 internal/fakes/ecpayfake、internal/fakes/linepayfake 的 httptest server。只有手動測試才用 stage。',
      {
        files: ['internal/fakes'],
        tags: ['tests', 'fakes', 'ecpay', 'linepay', 'ci'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      '大檔期 code freeze：雙 11、雙 12、618、週年慶，檔期前 3 天到檔期結束，prod 只能上 hotfix，而且要陳冠宇或黃志明核准。平常週五 17:00 之後也不上 prod。',
      {
        tags: ['deploy', 'freeze', 'prod', '雙11'],
      },
    ),
    m(
      'owners',
      'fact',
      'owner：order / payment 陳冠宇，logistics / invoice 林怡君，storefront / BFF 張家豪，infra / GKE 黃志明。',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'storefront-pages',
      'fact',
      'storefront 是 Next.js 12 pages router，資料用 getServerSideProps 打 BFF。',
      {
        fact: 'storefront | router | pages router',
        age: 560,
        files: ['web/storefront/pages'],
        tags: ['nextjs', 'storefront', 'pages-router'],
      },
    ),
    m(
      'storefront-app',
      'decision',
      'storefront（web/storefront）已經改成 Next.js 15 App Router：資料在 Server Component 裡打 BFF，client component 只放互動的部分。套件用 pnpm，TypeScript strict。不要再在 pages/ 底下新增東西。',
      {
        fact: 'storefront | router | App Router',
        supersedes: 'storefront-pages',
        age: 180,
        files: ['web/storefront/app'],
        tags: ['nextjs', 'storefront', 'app-router', 'react'],
      },
    ),
    m(
      'storefront-i18n',
      'convention',
      '前台目前只有 zh-TW，但文案一律放 web/storefront/messages/zh-TW.json（next-intl），不要 hardcode 在 component 裡。標點用全形，中英文之間加半形空白。',
      {
        files: ['web/storefront/messages/zh-TW.json'],
        tags: ['i18n', 'next-intl', 'copy', 'storefront'],
      },
    ),
    m(
      'price-format',
      'convention',
      '價格顯示 NT$1,234，用 web/storefront/lib/format.ts 的 formatTWD()（內部是 Intl.NumberFormat("zh-TW", { style: "currency", currency: "TWD", maximumFractionDigits: 0 })）。不要顯示小數。',
      {
        files: ['web/storefront/lib/format.ts'],
        tags: ['price', 'format', 'twd', 'storefront'],
      },
    ),
    m(
      'cvs-map-callback',
      'fact',
      '選門市流程：前台導去綠界電子地圖，綠界 POST 回 web/storefront/app/api/cvs-map/callback/route.ts，我們把門市存進 checkout draft（Redis，TTL 30 分鐘）再 redirect 回結帳頁。',
      {
        files: ['web/storefront/app/api/cvs-map/callback/route.ts'],
        tags: ['cvs', 'map', 'callback', 'storefront', 'checkout'],
      },
    ),
    m(
      'cooling-off',
      'constraint',
      '網購 7 天鑑賞期（消保法通訊交易的解除權）：除了生鮮、客製化商品、拆封的個人衛生用品，其他一律可以無理由退貨。退貨政策頁跟 API 都不能寫「特價品不退」這種條款。',
      {
        tags: ['return', '鑑賞期', 'legal', 'consumer-protection'],
      },
    ),
    m(
      'promo',
      'fact',
      '折價券跟活動在 services/promo。計算順序：活動折扣 → 折價券 → 購物金 → 加運費。發票金額 = 最後實付金額（含運費）。',
      {
        files: ['services/promo'],
        tags: ['promo', 'coupon', '購物金', 'checkout'],
      },
    ),
    m(
      'search',
      'fact',
      '商品搜尋用 Meilisearch 1.x（self-host 在 GKE），中文先用 gojieba 斷詞再寫進 index，同義詞表在 deploy/meili/synonyms.json。index 同步靠聽 catalog.product-updated.v1。',
      {
        files: ['services/catalog/internal/search', 'deploy/meili/synonyms.json'],
        tags: ['search', 'meilisearch', 'jieba'],
      },
    ),
    m(
      'images',
      'fact',
      '商品圖放在 GCS bucket shop-prod-media，前面是 Cloud CDN + imgproxy（/img/<width>/<path>）。上傳限制 5 MB，會轉成 webp。',
      {
        tags: ['images', 'gcs', 'cdn', 'imgproxy'],
      },
    ),
    m(
      'admin-iap',
      'constraint',
      '後台 web/admin 只能從 IAP（Identity-Aware Proxy）用公司 Google Workspace 帳號進來。不要幫 admin 開 public ingress。',
      {
        files: ['web/admin', 'deploy/charts/admin'],
        tags: ['admin', 'iap', 'security'],
      },
    ),
    m(
      'rate-limit',
      'fact',
      'BFF 的 rate limit：每個 IP 120 req/min（Redis sliding window），登入 / OTP 另外有更嚴的限制；最前面還有 Cloud Armor 擋 bot。',
      {
        files: ['services/bff/internal/ratelimit'],
        tags: ['rate-limit', 'bff', 'cloud-armor'],
      },
    ),
    m(
      'pref-commit',
      'preference',
      'commit message 用英文 conventional commits（feat(order): …），PR 描述跟 code review 用中文沒關係。',
      {},
    ),
    m('pref-pr-size', 'preference', 'PR 盡量小於 400 行，proto 的變更跟實作分兩個 PR。', {}),
    m('vpn-note', 'note', '舊的 IDC 機房 MySQL 只能從辦公室 VPN（FortiClient profile "shop-idc"）連', {
      age: 680,
      tags: ['vpn', 'idc', 'mysql'],
    }),
    m('linepay-fee-guess', 'fact', 'LINE Pay 的手續費好像比綠界信用卡高一點，大概 3% 左右？', {
      inferred: true,
      tags: ['linepay', 'fee'],
    }),
    m('cand-ent', 'decision', '把 sqlc 換成 ent，schema 改用 Go code 管理。', {
      candidate: true,
      tags: ['ent', 'sqlc', 'orm'],
    }),
    m('cand-jkopay', 'decision', '加街口支付（JKOPAY）當第三個付款方式。', {
      candidate: true,
      tags: ['jkopay', 'payment'],
    }),
    m('cand-redis-streams', 'decision', '小流量的事件改用 Redis Streams，不要什麼都丟 Kafka。', {
      candidate: true,
      tags: ['redis', 'kafka', 'events'],
    }),
    m('cand-auto-void', 'decision', '退貨時系統直接自動作廢發票，不用再開折讓單。', {
      candidate: true,
      tags: ['einvoice', 'void', 'return'],
    }),
    m(
      'secret-prod-db',
      'note',
      '正式機 DB 密碼是 Tw8#shopPg!2026q，帳號 order_rw，從 bastion 連 10.20.0.5:5432',
      {
        secret: 'Tw8#shopPg!2026q',
      },
    ),
    m(
      'secret-ecpay-hashkey',
      'note',
      '綠界正式特店 3318472 的 HashKey：Hq7Vx2LmT9pRw4Ks（HashIV 在 Secret Manager），先貼這邊給怡君測',
      {
        secret: 'Hq7Vx2LmT9pRw4Ks',
      },
    ),
    m(
      'secret-linepay-env',
      'note',
      '.env.production:\nLINEPAY_CHANNEL_ID=1657342981\nLINEPAY_CHANNEL_SECRET=a3f9c1e87b2d4f06c5e1b9d7a8f2c4e6\nLINEPAY_API_BASE=https://api-pay.line.me',
      {
        secret: 'a3f9c1e87b2d4f06c5e1b9d7a8f2c4e6',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'cart 快取的連線字串：REDIS_URL=redis://default:Rd-c4rt-Pr0d-7Kq2@10.140.0.12:6379/0',
      {
        secret: 'Rd-c4rt-Pr0d-7Kq2',
      },
    ),
    m(
      'secret-kafka-yaml',
      'note',
      'services/order/config/prod.yaml 裡面：\nkafka:\n  bootstrap: pkc-7xq2m.asia-east1.gcp.confluent.cloud:9092\n  sasl:\n    username: K7QWZ3XRTB2MPLJD\n    password: "q9Wv+Xk2Lm7Rp4Tz8Ns1Bc6Hd3Fg5Yj0Ae2Ui8Ko4PaQ"',
      {
        secret: 'q9Wv+Xk2Lm7Rp4Tz8Ns1Bc6Hd3Fg5Yj0Ae2Ui8Ko4PaQ',
      },
    ),
    m(
      'secret-einv-apikey',
      'note',
      '財政部電子發票 API（手機條碼驗證）的 AppID 是 EINV3202503120042，APIKey：Zk8PqM2vW5xR7tLn',
      {
        secret: 'Zk8PqM2vW5xR7tLn',
      },
    ),
    m('secret-mitake', 'note', '三竹簡訊帳號 shopotp，密碼 Mtk!sms2025#tw，先寫在 member 的 config 裡用', {
      secret: 'Mtk!sms2025#tw',
    }),
    m(
      'secret-slack',
      'note',
      '#pay-alerts 的 webhook：https://hooks.slack.com/services/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',
      {
        secret: 'Vb3Nq8Lx2Kp7Wm4Rz9Ty1Hc6',
      },
    ),
    m('secret-ghp', 'note', 'Argo CD 拉 repo 用的 GitHub token：ghp_R8kL2mQ9vX4tW7nZ3pB6yJ1cF5hD0sA2gE7u', {
      secret: 'ghp_R8kL2mQ9vX4tW7nZ3pB6yJ1cF5hD0sA2gE7u',
    }),
    m(
      'secret-pg-url',
      'note',
      'reconcile job 目前是用 postgres://payment_ro:P4y-r3c0n!Ro88@shop-prod-pg-replica:5432/shop 讀 replica',
      {
        secret: 'P4y-r3c0n!Ro88',
      },
    ),
  ],
  sessions: [
    {
      id: 'tw-session-1',
      age: 6,
      turns: [
        said(
          '早安～客服說有人 7-11 取貨付款一直棄單，你先幫我看一下 services/logistics/internal/cod/ 現在是怎麼判斷的',
        ),
        replied('看過了：目前只檢查 COD 金額上限跟包裹尺寸，完全沒有看會員過去的取貨紀錄。'),
        said(
          '好，那之後規則是這樣：取貨付款只開放給至少成功取貨過一次的會員，新會員第一單一律不能選取貨付款，要先付款。棄單兩次以上的會員就直接把 COD 關掉。',
          {
            key: 's-cod-eligibility',
            type: 'constraint',
          },
        ),
        replied(
          '了解。我會在 checkout 的付款方式列表跟 logistics 建單的時候都加檢查，棄單次數從 logistics.shipments 算。',
        ),
        said('棄單次數要存在哪裡比較好？'),
        replied('可以在 member service 加一個 cod_abandon_count 欄位，或是每次即時去問 logistics。'),
        said('嗯…先即時查就好，不要多一個欄位'),
        replied('OK，先用 gRPC 即時呼叫 logistics 的 CountAbandonedShipments。'),
        said(
          '對了，綠界那邊 Apple Pay 已經開通了，ChoosePayment=ApplePay，下週前台就可以開始放這個付款方式。',
          {
            key: 's-applepay',
            type: 'fact',
          },
        ),
        replied(
          '收到，我會在 payment 的 PaymentMethod enum 加 PAYMENT_METHOD_APPLE_PAY，前台先用 feature flag 藏起來。',
        ),
        said(
          '發票的部分我們跟會計講好了：B2C 一律開雲端發票，存會員載具或手機條碼，不再印紙本；有打統編的也不印，直接產 PDF 寄到買方 email。',
          {
            key: 's-einv-paperless',
            type: 'decision',
          },
        ),
        replied('那我會把 MIG 的 PrintMark 固定填 N，統編戶的 PDF 用現有的 invoice/pdf 模板產。'),
        said(
          'metrics 的名字也統一一下：一律 shop_ 開頭、snake_case、單位放最後面，像 shop_checkout_duration_seconds、shop_payment_callbacks_total 這樣',
          {
            key: 's-metrics-naming',
            type: 'convention',
          },
        ),
        replied(
          '好，我把 payment 的 ecpay_callback_count 改成 shop_payment_callbacks_total{provider="ecpay"}。',
        ),
        said(
          '這是我剛剛在 stage 測 LINE Pay 用的，export LINEPAY_CHANNEL_SECRET=7d1e4b9a2c6f8e3a0b5d7c9e1f2a4b6c，你照著跑跑看',
          {
            secret: '7d1e4b9a2c6f8e3a0b5d7c9e1f2a4b6c',
          },
        ),
        replied('跑過了，sandbox 上 request → confirm 都成功。'),
        said(
          'gRPC 回錯誤的時候要帶 errdetails.ErrorInfo，reason 用全大寫 snake，例如 COD_NOT_ALLOWED、STOCK_INSUFFICIENT。前台靠 reason 決定要顯示哪個訊息，不要讓前台去 parse message 字串。',
          {
            key: 's-grpc-error-reason',
            type: 'convention',
          },
        ),
        replied('我會在 pkg/grpcx 加 WithReason()，前台的對照表放在 web/storefront/lib/errors.ts。'),
        said('你覺得 COD 的檢查要不要也放一份在 BFF？'),
        replied('我建議只放在 order service，BFF 單純轉發就好，這樣之後 App 也能共用同一套規則。'),
        said('嗯先這樣，之後再說'),
        said(
          '還有，超商店到店（UNIMARTC2C / FAMIC2C）我們先不做，超商只做 B2C 的 UNIMART 跟 FAMI，C2C 的 code path 不要再加東西了。',
          {
            key: 's-no-c2c',
            type: 'decision',
          },
        ),
        replied('了解，我會把 C2C 的選項從 checkout 拿掉，proto enum 先保留不刪。'),
        said('密碼那些不要貼到 PR 裡喔，要用就自己去 Secret Manager 拿 shop-stage/linepay-channel-secret'),
        replied('好，剛剛那行 export 我沒有放進任何檔案。'),
        said(
          '退款的 job 之後一律在台北時間凌晨 2 點到 5 點之間跑，白天綠界的 API 比較慢，也避免跟 06:00 的對帳撞到。',
          {
            key: 's-refund-window',
            type: 'constraint',
          },
        ),
        replied(
          '我把 cmd/refund-worker 的 CronJob 改成 0 2 * * *（timeZone: Asia/Taipei），05:00 之後就不再拿新的。',
        ),
        said('讚，幫我寫一下 PR 描述'),
        replied(
          '摘要：COD 資格檢查、Apple Pay enum、發票不印紙本、metrics 改名、gRPC ErrorInfo reason、移除 C2C 選項、退款 CronJob 時段。',
        ),
        said('OK 送 staging'),
      ],
    },
  ],
  prompts: [
    p('services/payment/internal/ecpay/callback.go 幫我加綠界 ReturnURL 的處理，付款成功就把訂單改成 PAID', [
      'ecpay-aio',
      'ecpay-callback',
      'ecpay-checkmac',
      'checkmac-claim',
      'incident-ecpay-dup',
      'order-fsm',
      'outbox',
    ]),
    p('物流的 CheckMacValue 一直驗不過，pkg/ecpay/checkmac.go 是不是哪裡寫錯了', [
      'ecpay-checkmac',
      'checkmac-claim',
    ]),
    p('在 order service 加一個 UpdateStatus 的 gRPC，直接改 status 欄位就好', [
      'order-fsm',
      'api-grpc-buf',
      'proto-style',
    ]),
    p('運費門檻現在是多少？', ['free-ship-1200', 'free-ship-base']),
    p('services/order/internal/shipping/fee.go 冷凍商品的運費要怎麼算', ['free-ship-1200', 'home-delivery']),
    p('加一個 migration，payment_attempts 多一個 refunded_amount 欄位', [
      'migrations',
      'payment-attempts',
      'money-int',
    ]),
    p('AutoMigrate 好像沒跑，新欄位沒有出現在 catalog.products', ['db-sqlc', 'migrations']),
    p('LINE Pay confirm 一直 timeout，可以幫我加個 retry 嗎', ['linepay-confirm', 'outbound-timeout']),
    p('LINE Pay 的 transactionId 存進 DB 之後最後幾位數都變成 0，怎麼回事', ['linepay-confirm']),
    p('幫我寫 LINE Pay request API 的簽章 function', ['linepay-v3']),
    p('@services/payment/internal/refund/linepay.go 支援部分退款', [
      'linepay-refund',
      'payment-attempts',
      'outbound-timeout',
    ]),
    p('新增一個 Kafka topic 給出貨狀態變更用', ['kafka-topics', 'outbox']),
    p('order 付款成功後要通知 logistics 建出貨單，我想在 tx 裡直接 produce 比較簡單', [
      'outbox',
      'kafka-topics',
      'kafka-idempotent',
    ]),
    p('logistics 的 consumer 收到重複的 order.paid.v1，結果建了兩張出貨單', ['kafka-idempotent', 'outbox']),
    p('go get github.com/IBM/sarama 來寫新的 consumer', ['kafka-orders']),
    p('RabbitMQ 的 exchange 設定放在哪裡？', ['kafka-orders']),
    p('我們現在服務之間是打 REST 還是 gRPC？', ['api-grpc-buf']),
    p('proto 裡面 price 欄位我想用 double，比較好算折扣', ['proto-style', 'money-int']),
    p('proto/tw/shop/order/v1/order.proto 我把 field 3 改名成 total，buf breaking 擋住了', [
      'api-grpc-buf',
      'proto-style',
    ]),
    p('開發票的時候稅額怎麼算？每個品項各自算稅再加總可以嗎', ['tax-incl', 'money-int']),
    p('有一張 3 月開的發票客人 5 月才退貨，invoice service 要怎麼作廢', ['einv-void', 'einv-period']),
    p('發票上傳晚了兩天會怎樣嗎？', ['einv-deadline', 'einv-deadline-claim']),
    p('Turnkey 的 UpCast 目錄在哪一台機器上？', ['einv-turnkey']),
    p('ezPay 發票 API 一直回 KEY10002，幫我看看 services/invoice/internal/ezpay', ['einv-turnkey']),
    p('幫我加手機條碼載具的格式驗證', ['einv-carrier']),
    p('統編驗證的 function 寫一下，放 pkg/twid/ubn.go', ['ubn-checksum']),
    p('有打統編的訂單可以存會員載具嗎？要印紙本嗎', ['einv-b2b', 's-einv-paperless']),
    p('下一期的字軌配號要怎麼匯入', ['einv-period', 'einv-turnkey']),
    p('發票日期跟期別是用哪個時區算', ['tz']),
    p('對帳 job 算出來的日期好像差一天，cmd/reconcile/main.go', ['tz', 'reconcile']),
    p('超商選完門市之後 callback 進不來，那個 route 在哪', ['cvs-map-callback', 'cvs-logistics']),
    p('門市代號存成 int 比較省空間吧？', ['cvs-store-id']),
    p('結帳頁要擋掉超過超商尺寸限制的商品', ['cvs-size', 'home-delivery']),
    p('冷凍水餃可以讓客人選 7-11 取貨嗎', ['home-delivery']),
    p('取貨付款的金額上限是多少？全家跟 7-11 一樣嗎', ['cvs-cod-limit', 'cvs-cod-claim']),
    p('新會員第一單想用取貨付款結果選不了，是 bug 嗎', ['s-cod-eligibility']),
    p('services/logistics/internal/cod/eligibility.go 加上棄單次數的判斷', [
      's-cod-eligibility',
      'cvs-unclaimed',
    ]),
    p('包裹到店 7 天沒人取，訂單狀態要怎麼處理', ['cvs-unclaimed', 'order-fsm']),
    p('幫我加全家店到店 FAMIC2C 的建單 API', ['s-no-c2c', 'cvs-logistics']),
    p('庫存扣減放 Redis 比較快吧，我想用 Lua script 做', ['stock-pg', 'incident-1111']),
    p('catalog 的 ReserveStock 要怎麼寫才不會超賣', ['stock-pg', 'incident-1111']),
    p('下個月限時搶購預計 5 萬人同時搶，流量要怎麼擋', ['stock-pg', 'redis-usage', 'rate-limit']),
    p('未付款的訂單多久會自動取消？', ['unpaid-timeout']),
    p('ATM 轉帳的訂單 30 分鐘就被取消了，客人在抱怨', ['unpaid-timeout']),
    p('MerchantTradeNo 直接用 order_id 就好吧？', ['ecpay-tradeno', 'payment-attempts']),
    p('客人付款失敗想重新付款，綠界回 MerchantTradeNo 重複', ['ecpay-tradeno', 'payment-attempts']),
    p('綠界測試環境的 HashKey 可以 commit 進 repo 嗎？', ['ecpay-stage', 'secrets-sm']),
    p('正式機 DB 密碼要去哪裡拿', ['secrets-sm', 'pw-rotation']),
    p('把 LINE Pay channel secret 加到 deploy/charts/payment/values.yaml', ['secrets-sm']),
    p('DB 密碼剛輪替完，order service 一直 password authentication failed', ['pw-rotation', 'cloudsql']),
    p('本機要怎麼把 DB 跑起來？', ['local-dev']),
    p('幫我寫 order repository 的 integration test', ['tests-integration', 'db-sqlc']),
    p('payment 的測試可以直接打綠界 stage 嗎？比較真實', ['tests-no-real-payment']),
    p('CI 的 golangci-lint 報 gosec G404，我可以直接加 //nolint 嗎', ['golangci']),
    p('新的 module go.mod 要寫哪個 Go 版本', ['go-123']),
    p('import golang.org/x/exp/slog 編不過', ['go-123', 'logging']),
    p('log 裡面直接印出客人的手機跟地址，debug 比較方便', ['pii', 'logging']),
    p('在 order service 加結帳失敗的 log', ['logging', 'pii']),
    p('手機號碼的 validation 幫我寫一下', ['phone-format']),
    p('地址「台北市」跟「臺北市」兩種都有，物流那邊對不起來', ['address-norm']),
    p('幫我把 payment 部署到 prod，今天是 11/9', ['deploy-freeze', 'deploy-gke']),
    p('prod 的 order pod 一直 OOM，我先 kubectl edit 把 memory 調大', ['no-kubectl', 'deploy-gke']),
    p('gcloud run deploy 的參數在哪裡設定', ['deploy-gke']),
    p('想在 us-central1 開一個 BigQuery dataset 放訂單資料做分析', ['region', 'pii']),
    p('營運要跑很重的報表查詢，會不會拖垮正式機 DB？', ['cloudsql']),
    p('storefront 新增一個會員的訂單列表頁', ['storefront-app', 'bff', 'storefront-i18n', 'price-format']),
    p('web/storefront/pages/cart.tsx 要加一個輸入折價券的欄位', [
      'storefront-app',
      'promo',
      'storefront-i18n',
    ]),
    p('價格顯示成 NT$1,234.00，要怎麼修', ['price-format']),
    p('Next.js 直接用 @grpc/grpc-js 打 order service 可以嗎', ['bff', 'api-grpc-buf']),
    p('前台要怎麼分辨錯誤是庫存不足還是不能取貨付款？', ['s-grpc-error-reason', 'errors']),
    p('在 pkg/grpcx 加一個把 pgx.ErrNoRows 轉成 NotFound 的 helper', ['errors', 's-grpc-error-reason']),
    p('結帳頁的付款方式要加 Apple Pay', ['s-applepay', 'ecpay-aio', 'storefront-app']),
    p('現在有哪些付款方式？要不要加街口支付', ['ecpay-aio', 'linepay-v3', 's-applepay']),
    p('加一個 prometheus counter 記 LINE Pay confirm 失敗的次數', ['s-metrics-naming', 'otel']),
    p('退款 worker 的 CronJob 要排在幾點', ['s-refund-window']),
    p('cmd/refund-worker 想改成每小時跑一次，這樣退款比較快', ['s-refund-window']),
    p('客人說要退貨但商品已經拆封了，可以拒絕嗎', ['cooling-off']),
    p('退貨政策頁寫「特價商品恕不退換」可以嗎', ['cooling-off']),
    p('折價券跟購物金一起用的時候，免運門檻怎麼算', ['free-ship-base', 'free-ship-1200', 'promo']),
    p('發票金額要不要包含運費？', ['promo', 'tax-incl']),
    p('搜尋「氣炸鍋」找不到「氣炸烤箱」', ['search']),
    p('新增商品之後要等很久搜尋才找得到', ['search', 'kafka-topics']),
    p('商品圖片上傳 8MB 一直失敗', ['images']),
    p('後台 admin 想開一個 public 網址給外包看', ['admin-iap']),
    p('OTP 簡訊被同一支手機狂打，要怎麼擋', ['member-login', 'rate-limit']),
    p('LINE Login 的 callback 要放在哪個 service', ['member-login', 'bff']),
    p('購物車登入之後東西不見了', ['cart-store']),
    p('新的 Redis key 要怎麼命名？', ['redis-usage']),
    p('誰負責發票這一塊？', ['owners']),
    p('綠界 callback 我們回太慢被重送，要怎麼避免', ['incident-ecpay-dup', 'ecpay-aio', 'ecpay-callback']),
    p('invoice_pending_upload_oldest_seconds 一直往上升，Turnkey 又卡住了嗎', [
      'incident-einv-late',
      'einv-deadline',
      'einv-turnkey',
    ]),
    p('幫我 review services/order/internal/model/order.go 的 GORM tag', ['db-sqlc']),
    p('checkout 直接把 order.orders 跟 member.carts JOIN 起來就能拿到購物車內容了', [
      'db-per-service',
      'cart-store',
    ]),
    p('呼叫三竹簡訊 API 要設 timeout 嗎', ['outbound-timeout']),
    p('LINE Pay 的 transactionId 要存在哪？payment service 用 Redis 存可以嗎', [
      'payment-attempts',
      'linepay-confirm',
    ]),
    p('對帳有差異的時候會通知到哪裡', ['reconcile']),
    p('commit message 要用中文還是英文？', ['pref-commit']),
    p('這個 PR 有 1200 行，proto 跟實作都在裡面', ['pref-pr-size']),
    p('Add Apple Pay to the PaymentMethod enum in proto/tw/shop/payment/v1/payment.proto', [
      's-applepay',
      'proto-style',
      'api-grpc-buf',
    ]),
    p('write the ECPay credit card refund call in services/payment/internal/refund', [
      'linepay-refund',
      'outbound-timeout',
      'payment-attempts',
    ]),
    p('how do we split the 5% VAT on an invoice?', ['tax-incl']),
    p('where are the helm charts for the logistics service?', ['deploy-gke']),
    p('the outbox relay is lagging 10 minutes behind, where does it run?', ['outbox']),
    p('why is the invoice date computed in Taipei time when the DB is UTC?', ['tz']),
    p('幫我寫 pkg/money 的 SplitTax 單元測試', ['tax-incl', 'money-int', 'tests-integration']),
    p('order 金額我想改成存「分」，折扣比較好算', ['money-int']),
    p('加一個 gRPC interceptor 把 trace_id 放進 log', ['logging', 'otel']),
    p('CI build 完之後要怎麼上 prod？', ['ci-gha', 'deploy-gke']),
    p('staging 的 image 要推到哪個 registry', ['ci-gha']),
    p('catalog 的 sqlc query 我想直接在 order service 重用', ['db-per-service', 'db-sqlc']),
    p('用 confluent-kafka-go 可以嗎？它比較多人用', ['kafka-orders']),
    p('ATM 虛擬帳號的繳費期限要設幾天', ['unpaid-timeout', 'ecpay-aio']),
    p('LINE Pay 導回 confirmUrl 就當作付款成功可以嗎', ['linepay-v3', 'linepay-confirm']),
    p('OrderResultURL 收到 RtnCode=1 就直接更新訂單', ['ecpay-callback', 'ecpay-aio']),
    p('7-11 跟全家的 LogisticsSubType 要填什麼', ['cvs-logistics', 's-no-c2c']),
    p('愛心碼（捐贈碼）驗證要幾碼', ['einv-carrier']),
    p('發票 XML 要用哪一版的格式？', ['einv-turnkey']),
    p('字軌快用完的時候有告警嗎', ['einv-period']),
    p('雙 11 前一天可以上一個小功能嗎？', ['deploy-freeze']),
    p('週五晚上 8 點要上一個 hotfix', ['deploy-freeze']),
    p('pod 要怎麼連到 Cloud SQL？', ['cloudsql']),
    p('上次超賣是怎麼發生的', ['incident-1111']),
    p('現在前台是 pages router 還是 app router？', ['storefront-app']),
    p('「立即結帳」這幾個字直接寫在 CheckoutButton.tsx 裡可以嗎', ['storefront-i18n']),
    p('BFF 的 rate limit 設多少', ['rate-limit']),
    p('在 web/storefront/app/checkout/page.tsx 顯示「還差 NT$xxx 免運」', [
      'free-ship-1200',
      'free-ship-base',
      'price-format',
      'storefront-i18n',
    ]),
    p('在 logistics 加一個 gRPC method 讓 order 查會員棄單次數', [
      's-cod-eligibility',
      'api-grpc-buf',
      'proto-style',
    ]),
    p('寫一個 CronJob 每天早上清掉 Redis 裡過期的 checkout draft', ['redis-usage', 'cvs-map-callback']),
    p('折扣比例先用 float64 算再四捨五入就好', ['money-int']),
    p('Meilisearch 的中文斷詞是在哪裡做的', ['search']),
    p('本機要怎麼跑 integration test？', ['tests-integration', 'local-dev']),
    p("the ECPay logistics status callback — where's the status code mapping?", ['cvs-unclaimed']),
    p('payment 的 DB 錯誤訊息直接回給前台，這樣比較好 debug', ['errors']),
    p('要新增一個 review（商品評價）service，目錄結構要怎麼開', [
      'services-layout',
      'api-grpc-buf',
      'db-per-service',
      'migrations',
    ]),
    p('謝謝！', []),
    p('Go 的 sync.Map 跟 map + RWMutex 差在哪？', []),
    p('git rebase -i 怎麼把最後三個 commit 合併', []),
    p('幫我解釋一下 context.WithCancelCause', []),
    p('ok 先 commit', []),
    p('errgroup 跟 WaitGroup 差在哪裡', []),
    p('TypeScript 的 satisfies 是幹嘛用的', []),
    p('寫一個抓 email 的 regex', []),
    p('what does GOMAXPROCS do inside a container?', []),
    p('整理一下這個 diff 的重點', []),
    p('好，可以了', []),
    p('postgres 的 EXPLAIN ANALYZE 要怎麼看', []),
    p('vim 怎麼全部取代', []),
    p('讚 感謝', []),
    p('React 的 useTransition 是什麼', []),
  ],
});
