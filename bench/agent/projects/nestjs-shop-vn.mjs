// A Vietnamese multi-seller marketplace: NestJS/TypeORM API, BullMQ workers, Next.js storefront, MoMo / ZaloPay /
// VNPay, GHN + GHTK shipping, e-invoices (hóa đơn điện tử) via MISA, on AWS Singapore. The team writes in
// Vietnamese, often without diacritics, mixed with English terms.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nestjs-shop-vn',
  stack:
    'NestJS 10 + TypeScript, TypeORM 0.3, PostgreSQL 15 (RDS), Redis 7 (ElastiCache), BullMQ, Next.js 14 storefront (App Router, next-intl), OpenSearch, MoMo / ZaloPay / VNPay, GHN + GHTK APIs, MISA meInvoice, AWS ap-southeast-1 (ECS Fargate, CloudFront), Terraform, GitHub Actions, Jest + Supertest + Testcontainers, pnpm + turborepo',
  memories: [
    m(
      'monorepo',
      'fact',
      'Monorepo pnpm + turborepo: apps/api (NestJS), apps/worker (consumer BullMQ), apps/web (storefront Next.js), apps/seller (seller center), packages/shared (DTO, enum, helper dùng chung cho cả api lẫn web).',
      {
        files: ['pnpm-workspace.yaml', 'turbo.json', 'packages/shared'],
        tags: ['monorepo', 'pnpm', 'turborepo'],
      },
    ),
    m(
      'money-numeric',
      'convention',
      'Giá tiền lưu numeric(15,2) trong Postgres, TypeORM trả về string, tính toán bằng decimal.js.',
      {
        age: 520,
        tags: ['money', 'numeric', 'decimal'],
      },
    ),
    m(
      'money-bigint',
      'convention',
      'Tiền VND không có số lẻ: mọi cột tiền (price, amount, discount, shipping_fee, total) là bigint, đơn vị là đồng. Trong TS là number nguyên, map qua packages/shared/src/db/bigint.transformer.ts. Không dùng numeric/decimal, tuyệt đối không float. Phần trăm giảm giá thì Math.round về đồng trước khi lưu.',
      {
        fact: 'money columns | stored_as | bigint VND (đồng)',
        supersedes: 'money-numeric',
        age: 260,
        canonical: true,
        files: ['packages/shared/src/db/bigint.transformer.ts'],
        reason: 'VND không có xu, numeric + string gây bug so sánh',
        tags: ['money', 'bigint', 'vnd', 'typeorm'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'Mọi cột thời gian là timestamptz lưu UTC. Chỉ đổi sang Asia/Ho_Chi_Minh ở tầng hiển thị (web, email, PDF hóa đơn, báo cáo) bằng dayjs.tz. Báo cáo "theo ngày" phải group theo ngày giờ VN chứ không phải ngày UTC.',
      {
        tags: ['timezone', 'utc', 'timestamptz', 'report'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'luu y: created_at bang orders dang luu gio VN (+07) nha, ke toan chay bao cao doanh thu theo ngay dua vao cot nay, dung doi',
      {
        disputes: 'tz-utc',
        files: ['apps/api/src/modules/order/entities/order.entity.ts'],
        tags: ['timezone', 'orders', 'report'],
      },
    ),
    m(
      'typeorm-sync',
      'convention',
      'dev cứ để synchronize: true cho nhanh, entity đổi là DB tự cập nhật, không cần viết migration',
      {
        age: 540,
        tags: ['typeorm', 'migration'],
      },
    ),
    m(
      'typeorm-migrations',
      'convention',
      'synchronize: false ở MỌI môi trường. Migration sinh bằng `pnpm --filter api typeorm migration:generate src/migrations/<TenMigration>`, đọc lại SQL trước khi commit. Migration đã merge thì không sửa, sai thì viết migration mới. Cột mới trên bảng lớn (orders, order_items) phải nullable hoặc có default, không lock bảng lâu.',
      {
        supersedes: 'typeorm-sync',
        age: 300,
        files: ['apps/api/src/migrations', 'apps/api/ormconfig.ts'],
        tags: ['typeorm', 'migration', 'postgres'],
      },
    ),
    m(
      'bull-v3',
      'fact',
      'job nền dùng @nestjs/bull (Bull v3), khai báo queue trong apps/api/src/queues, processor chạy chung process với API.',
      {
        age: 470,
        files: ['apps/api/src/queues'],
        tags: ['bull', 'queue', 'jobs'],
      },
    ),
    m(
      'bullmq',
      'decision',
      'Đã chuyển toàn bộ job sang BullMQ (@nestjs/bullmq) và tách consumer ra apps/worker; apps/api chỉ add job, không xử lý. Lý do: Bull v3 chỉ còn maintenance, cần flow parent/child cho checkout nhiều shop.',
      {
        fact: 'background jobs | run_on | BullMQ in apps/worker',
        supersedes: 'bull-v3',
        age: 210,
        files: ['apps/worker'],
        reason: 'Bull v3 maintenance mode, cần flows',
        tags: ['bullmq', 'queue', 'worker', 'jobs'],
      },
    ),
    m(
      'bullmq-conventions',
      'convention',
      'Queue đặt tên kebab-case theo domain: order-events, payment-ipn, shipping-sync, einvoice-issue, payout. jobId phải deterministic (vd einv:<orderId>) để add trùng không sinh job mới. Mặc định attempts 5, backoff exponential 10s, removeOnComplete 1000.',
      {
        files: ['apps/worker/src/queues.ts'],
        tags: ['bullmq', 'naming', 'idempotent', 'retry'],
      },
    ),
    m(
      'redis-keys',
      'convention',
      'Redis key: shop:{env}:<domain>:<id> (vd shop:prod:cart:<uuid>). Key nào cũng phải có TTL, trừ key của BullMQ. Cache chi tiết sản phẩm TTL 300s, xóa khi seller sửa sản phẩm.',
      {
        tags: ['redis', 'cache', 'naming', 'ttl'],
      },
    ),
    m(
      'redis-topology',
      'fact',
      'ElastiCache Redis 7, cluster mode disabled, 1 primary + 1 replica ở ap-southeast-1. Cache dùng db 0, BullMQ dùng db 1 (maxmemory-policy noeviction bắt buộc cho BullMQ).',
      {
        tags: ['redis', 'elasticache', 'bullmq'],
      },
    ),
    m(
      'payment-return-url',
      'decision',
      'Thanh toán xong VNPay/MoMo redirect về /checkout/result, FE gọi POST /payments/confirm với query string nhận được để set đơn PAID.',
      {
        age: 420,
        files: ['apps/web/app/checkout/result/page.tsx'],
        tags: ['payment', 'return-url', 'vnpay', 'momo'],
      },
    ),
    m(
      'payment-ipn',
      'constraint',
      'Trạng thái thanh toán CHỈ cập nhật từ callback server-to-server (MoMo ipnUrl, ZaloPay callback_url, VNPay IPN URL) sau khi verify chữ ký. returnUrl/redirect chỉ để hiển thị kết quả cho khách, không bao giờ set PAID. Đã có người sửa tay query string returnUrl để đơn thành PAID.',
      {
        supersedes: 'payment-return-url',
        age: 240,
        canonical: true,
        reaffirm: 12,
        files: ['apps/api/src/modules/payment/ipn'],
        reason: 'returnUrl bị giả mạo được',
        tags: ['payment', 'ipn', 'callback', 'security', 'momo', 'vnpay', 'zalopay'],
      },
    ),
    m(
      'payment-idempotent',
      'constraint',
      'IPN handler phải idempotent theo (provider, provider_txn_id): MoMo gửi lại IPN nếu không nhận 204 trong ~15s, VNPay retry nhiều lần. Bảng payment_events có unique (provider, provider_txn_id); trùng thì trả success luôn, không xử lý lại (không cộng điểm, không bắn event).',
      {
        files: [
          'apps/api/src/modules/payment/ipn',
          'apps/api/src/modules/payment/entities/payment-event.entity.ts',
        ],
        tags: ['payment', 'ipn', 'idempotent', 'retry'],
      },
    ),
    m(
      'vnpay-signature',
      'fact',
      'VNPay: vnp_SecureHash = HMAC-SHA512(hashSecret, query string sort theo tên key, encode kiểu form-urlencoded, dấu cách thành +). Bỏ vnp_SecureHash và vnp_SecureHashType ra trước khi tính. Code ở apps/api/src/modules/payment/vnpay/vnpay.signer.ts.',
      {
        files: ['apps/api/src/modules/payment/vnpay/vnpay.signer.ts'],
        tags: ['vnpay', 'signature', 'hmac', 'checksum'],
      },
    ),
    m(
      'vnpay-amount',
      'constraint',
      'vnp_Amount = số tiền x 100 (VNPay bắt nhân 100 dù VND không có số lẻ), nhận IPN về thì chia 100 trước khi so với tổng đơn. MoMo và ZaloPay gửi đúng số đồng, KHÔNG nhân 100.',
      {
        files: ['apps/api/src/modules/payment/vnpay'],
        tags: ['vnpay', 'amount', 'momo', 'zalopay'],
      },
    ),
    m(
      'vnpay-ipn-response',
      'fact',
      'VNPay IPN phải trả JSON {"RspCode","Message"}: "00" xác nhận OK, "01" không tìm thấy đơn, "02" đơn đã được xác nhận rồi, "04" sai số tiền, "97" sai checksum. Trả HTML hay HTTP 500 là VNPay coi như lỗi và retry.',
      {
        files: ['apps/api/src/modules/payment/vnpay/vnpay-ipn.controller.ts'],
        tags: ['vnpay', 'ipn', 'rspcode'],
      },
    ),
    m(
      'momo-signature',
      'fact',
      'MoMo API v2: signature = HMAC-SHA256(secretKey, rawSignature), rawSignature ghép các field theo ĐÚNG thứ tự trong doc (accessKey=..&amount=..&extraData=..&ipnUrl=..), không tự sort. requestType captureWallet cho ví MoMo, payWithATM cho thẻ nội địa. IPN trả HTTP 204 không body.',
      {
        files: ['apps/api/src/modules/payment/momo'],
        tags: ['momo', 'signature', 'hmac', 'ipn'],
      },
    ),
    m(
      'zalopay-mac',
      'fact',
      'ZaloPay: tạo đơn tính mac = HMAC-SHA256(key1, app_id|app_trans_id|app_user|amount|app_time|embed_data|item); callback thì verify bằng key2. app_trans_id phải bắt đầu bằng yymmdd theo giờ VN (GMT+7), vd 250314_CK8812 — sai ngày là ZaloPay từ chối.',
      {
        files: ['apps/api/src/modules/payment/zalopay'],
        tags: ['zalopay', 'mac', 'hmac', 'callback'],
      },
    ),
    m(
      'payment-timeout',
      'constraint',
      'Checkout chờ thanh toán online hết hạn sau 15 phút: job payment-expire trong apps/worker hủy các đơn con và nhả tồn kho đang giữ. Link VNPay set vnp_ExpireDate = now + 15 phút (giờ VN, định dạng yyyyMMddHHmmss).',
      {
        files: ['apps/worker/src/payment/payment-expire.processor.ts'],
        tags: ['payment', 'timeout', 'inventory', 'bullmq'],
      },
    ),
    m(
      'multi-shop-checkout',
      'fact',
      'Giỏ hàng nhiều shop: 1 checkout (cha) + n orders (mỗi shop 1 order, 1 vận đơn). Thanh toán online tính trên checkout.total; IPN thành công phải chuyển TẤT CẢ order con sang PAID trong cùng transaction.',
      {
        files: ['apps/api/src/modules/checkout'],
        tags: ['checkout', 'orders', 'multi-shop', 'payment'],
      },
    ),
    m(
      'order-state',
      'fact',
      'State machine đơn: PENDING_PAYMENT -> PAID -> CONFIRMED (seller xác nhận) -> SHIPPING -> DELIVERED -> COMPLETED (7 ngày không khiếu nại); nhánh CANCELLED, RETURNING, RETURNED. COD thì đi thẳng PENDING_CONFIRM -> CONFIRMED. Đổi trạng thái chỉ qua OrderStateMachine.transition(), không UPDATE cột status trực tiếp.',
      {
        files: ['apps/api/src/modules/order/order-state-machine.ts'],
        tags: ['orders', 'state-machine', 'status'],
      },
    ),
    m(
      'stock-reserve',
      'constraint',
      'Giữ tồn kho bằng 1 câu atomic: UPDATE inventory SET reserved = reserved + $qty WHERE sku_id = $id AND stock - reserved >= $qty, rồi check affectedRows. Không SELECT rồi mới UPDATE trong code.',
      {
        files: ['apps/api/src/modules/inventory/inventory.repository.ts'],
        tags: ['inventory', 'stock', 'race-condition', 'flash-sale'],
      },
    ),
    m(
      'incident-1111',
      'incident',
      '11.11.2024: flash sale bán âm ~340 sản phẩm vì check tồn kho bằng SELECT rồi UPDATE (2 query), race condition khi 2k request/s. Fix: reserve atomic trong inventory.repository.ts + test đồng thời apps/api/test/inventory.concurrency.e2e-spec.ts.',
      {
        files: ['apps/api/test/inventory.concurrency.e2e-spec.ts'],
        tags: ['incident', 'oversell', 'flash-sale', 'inventory'],
      },
    ),
    m(
      'flash-sale',
      'fact',
      'Flash sale: số suất preload vào Redis lúc mở (DECR shop:prod:fs:<campaignItemId>), đồng bộ về DB qua queue flash-sale-sync. Giá flash sale lấy từ campaign_items, không sửa products.price.',
      {
        files: ['apps/api/src/modules/campaign'],
        tags: ['flash-sale', 'redis', 'campaign'],
      },
    ),
    m('cod-limit-5m', 'constraint', 'COD tối đa 5.000.000đ/đơn, trên mức này bắt thanh toán online.', {
      age: 400,
      tags: ['cod', 'payment', 'limit'],
    }),
    m(
      'cod-limit-3m',
      'constraint',
      'Từ 09/2025: COD tối đa 3.000.000đ/đơn, và khách có >= 2 đơn "bom" (giao thất bại do khách từ chối nhận) trong 90 ngày thì ẩn COD. Logic trong CheckoutService.availablePaymentMethods().',
      {
        supersedes: 'cod-limit-5m',
        age: 90,
        files: ['apps/api/src/modules/checkout/checkout.service.ts'],
        reason: 'tỷ lệ bom hàng cao',
        tags: ['cod', 'payment', 'limit', 'bom-hang'],
      },
    ),
    m(
      'refund',
      'convention',
      'Hoàn tiền: MoMo và ZaloPay qua API refund (hoàn một phần được), VNPay qua API merchant (vnp_TransactionType 02 = toàn phần, 03 = một phần). Đơn COD thì chuyển khoản tay: tạo refund_requests chờ kế toán duyệt.',
      {
        files: ['apps/api/src/modules/payment/refund'],
        tags: ['refund', 'hoan-tien', 'momo', 'vnpay', 'zalopay', 'cod'],
      },
    ),
    m(
      'ship-ghtk-only',
      'fact',
      'Vận chuyển chỉ tích hợp GHTK, tính phí qua /services/shipment/fee, tạo đơn qua /services/shipment/order.',
      {
        age: 480,
        tags: ['shipping', 'ghtk'],
      },
    ),
    m(
      'ship-ghn-default',
      'decision',
      'GHN là hãng mặc định, GHTK là fallback khi GHN không phục vụ phường/xã đó hoặc API GHN lỗi. Cả hai implement interface ShippingProvider trong apps/api/src/modules/shipping/providers/.',
      {
        fact: 'shipping | default_carrier | GHN',
        supersedes: 'ship-ghtk-only',
        age: 230,
        files: ['apps/api/src/modules/shipping/providers'],
        tags: ['shipping', 'ghn', 'ghtk', 'carrier'],
      },
    ),
    m(
      'ghn-address-ids',
      'fact',
      'GHN dùng ID riêng: ProvinceID, DistrictID là int nhưng WardCode là STRING ("20308"). Bảng address_mappings map mã hành chính (GSO) sang ID GHN/GHTK. GHTK thì nhận tên tỉnh/xã dạng text.',
      {
        files: ['apps/api/src/modules/shipping/address-mapping.service.ts'],
        tags: ['ghn', 'ghtk', 'address', 'ward'],
      },
    ),
    m(
      'admin-units-2025',
      'fact',
      'Từ 01/07/2025 sáp nhập tỉnh (63 còn 34) và bỏ cấp quận/huyện: địa chỉ mới chỉ còn tỉnh/thành + phường/xã. Bảng addresses giữ cả mã cũ (district_code) và mã mới (ward_code_2025); đơn cũ không migrate địa chỉ. Hãng vận chuyển vẫn đang chuyển đổi nên luôn đi qua address_mappings.',
      {
        files: ['apps/api/src/modules/address'],
        tags: ['address', 'dia-gioi', 'province', 'ward'],
      },
    ),
    m(
      'ghn-weight',
      'fact',
      'Khối lượng quy đổi GHN = dài x rộng x cao (cm) / 5000, tính phí theo max(khối lượng thực, quy đổi), đơn vị gram.',
      {
        files: ['apps/api/src/modules/shipping/providers/ghn'],
        tags: ['ghn', 'weight', 'shipping-fee'],
      },
    ),
    m('ghn-weight-claim', 'fact', 'ghn quy doi chia 6000 nha, 5000 la cua ghtk', {
      disputes: 'ghn-weight',
      tags: ['ghn', 'weight'],
    }),
    m(
      'ship-webhook',
      'convention',
      'Webhook trạng thái vận đơn (GHN callback, GHTK webhook) vào /webhooks/shipping/:carrier, map về enum ShipmentStatus chung trong packages/shared. Status string của hãng (ready_to_pick, "Đã lấy hàng"...) không được lọt vào DB.',
      {
        files: ['apps/api/src/modules/shipping/webhooks', 'packages/shared/src/enums/shipment-status.ts'],
        tags: ['shipping', 'webhook', 'status', 'ghn', 'ghtk'],
      },
    ),
    m(
      'einv-viettel',
      'fact',
      'Hóa đơn điện tử xuất qua Viettel S-Invoice, code ở apps/api/src/modules/einvoice/viettel.',
      {
        age: 440,
        tags: ['einvoice', 'hoa-don', 'viettel'],
      },
    ),
    m(
      'einv-misa',
      'decision',
      'Từ 01/2025 đổi nhà cung cấp hóa đơn điện tử sang MISA meInvoice (rẻ hơn, sandbox dùng được). Worker ở apps/worker/src/einvoice/misa. Ký hiệu hóa đơn (vd 1C25TSV) đọc từ config theo năm, không hardcode.',
      {
        fact: 'e-invoice | provider | MISA meInvoice',
        supersedes: 'einv-viettel',
        age: 200,
        files: ['apps/worker/src/einvoice/misa'],
        tags: ['einvoice', 'hoa-don', 'misa'],
      },
    ),
    m(
      'einv-timing',
      'constraint',
      'Thời điểm lập hóa đơn bán hàng hóa là thời điểm chuyển giao quyền sở hữu (NĐ 123/2020 điều 9), không phụ thuộc đã thu tiền hay chưa. Với mình là lúc đơn DELIVERED: job einvoice-issue được add từ event order.delivered, không phải từ payment.succeeded.',
      {
        files: ['apps/worker/src/einvoice'],
        tags: ['einvoice', 'hoa-don', 'thoi-diem', 'delivered'],
      },
    ),
    m(
      'einv-timing-claim',
      'fact',
      'khách trả MoMo xong là phải xuất hóa đơn ngay trong ngày thanh toán, không là bị phạt',
      {
        disputes: 'einv-timing',
        tags: ['einvoice', 'hoa-don'],
      },
    ),
    m(
      'einv-cqt',
      'fact',
      'Hóa đơn có mã của cơ quan thuế: gửi MISA -> MISA chuyển Tổng cục Thuế cấp mã, mất vài giây tới vài phút. einvoices.status: DRAFT -> SENT -> ISSUED (có mã CQT) hoặc REJECTED. Chỉ gửi email cho khách khi ISSUED.',
      {
        files: ['apps/worker/src/einvoice/misa/misa-status.poller.ts'],
        tags: ['einvoice', 'cqt', 'ma-cqt', 'status'],
      },
    ),
    m(
      'einv-no-edit',
      'constraint',
      'Hóa đơn đã có mã CQT thì không sửa, không xóa. Sai tên/MST/số tiền thì lập hóa đơn điều chỉnh hoặc hóa đơn thay thế qua API MISA; bản ghi cũ trong einvoices giữ nguyên, liên kết bằng original_invoice_id.',
      {
        files: ['apps/worker/src/einvoice'],
        tags: ['einvoice', 'dieu-chinh', 'thay-the'],
      },
    ),
    m(
      'einv-buyer',
      'convention',
      'Khách lẻ không lấy hóa đơn: buyer_name "Người mua không lấy hóa đơn", không MST. Khách doanh nghiệp nhập MST ở checkout: 10 số, hoặc 13 ký tự dạng 0123456789-001 (chi nhánh). Validate trong packages/shared/src/tax-code.ts.',
      {
        files: ['packages/shared/src/tax-code.ts'],
        tags: ['einvoice', 'mst', 'tax-code', 'checkout'],
      },
    ),
    m(
      'vat-rate',
      'constraint',
      'Thuế GTGT theo ngành hàng trong bảng tax_rules: đa số 8% (giảm 2% theo NQ 204/2025/QH15, tới hết 31/12/2026), nhóm không được giảm vẫn 10%. Giá niêm yết đã gồm VAT; tách thuế khi lập hóa đơn = Math.round(price * rate / (1 + rate)).',
      {
        files: ['apps/worker/src/einvoice/einvoice.mapper.ts'],
        tags: ['vat', 'gtgt', 'thue', 'einvoice'],
      },
    ),
    m(
      'vat-claim',
      'fact',
      'VAT cứ 10% hết, hardcode trong einvoice.mapper.ts cho nhanh, kế toán tự điều chỉnh',
      {
        disputes: 'vat-rate',
        tags: ['vat', 'einvoice'],
      },
    ),
    m(
      'commission',
      'fact',
      'Phí sàn = hoa hồng theo ngành hàng (3–8%, bảng commission_rates) + phí xử lý thanh toán 2%, tính trên giá sau voucher của shop; voucher sàn do sàn chịu, không trừ vào base.',
      {
        tags: ['commission', 'phi-san', 'seller', 'voucher'],
      },
    ),
    m(
      'seller-payout',
      'constraint',
      'Đối soát/payout cho seller chạy batch 10h sáng thứ Ba hằng tuần: chỉ đơn COMPLETED (DELIVERED + 7 ngày) và không có yêu cầu trả hàng đang mở. File chuyển khoản xuất theo format bulk của Vietcombank. Không chạy payout tay ngoài lịch.',
      {
        files: ['apps/worker/src/payout'],
        tags: ['payout', 'doi-soat', 'seller', 'settlement'],
      },
    ),
    m(
      'voucher-stack',
      'convention',
      'Mỗi đơn tối đa 1 voucher sàn + 1 voucher shop + 1 voucher freeship. Thứ tự áp: shop -> sàn -> freeship, mỗi bước làm tròn về đồng. Logic ở apps/api/src/modules/promotion/voucher-stacking.ts.',
      {
        files: ['apps/api/src/modules/promotion/voucher-stacking.ts'],
        tags: ['voucher', 'promotion', 'discount'],
      },
    ),
    m(
      'auth-localstorage',
      'convention',
      'storefront lưu access token JWT trong localStorage, refresh token gửi trong body /auth/refresh',
      {
        age: 450,
        tags: ['auth', 'jwt', 'localstorage'],
      },
    ),
    m(
      'auth-cookie',
      'decision',
      'Token chuyển sang cookie httpOnly + Secure + SameSite=Lax (access 15 phút, refresh 30 ngày, rotate mỗi lần refresh, refresh cũ dùng lại là revoke cả family). Không còn token nào trong localStorage; client component gọi API qua route handler /api/* cùng domain.',
      {
        supersedes: 'auth-localstorage',
        age: 180,
        files: ['apps/web/app/api', 'apps/api/src/modules/auth'],
        reason: 'XSS đọc được localStorage',
        tags: ['auth', 'jwt', 'cookie', 'security'],
      },
    ),
    m(
      'otp',
      'fact',
      'Đăng nhập SĐT + OTP: ưu tiên Zalo ZNS, fallback SMS brandname qua eSMS. OTP 6 số, hết hạn 3 phút, tối đa 5 lần gửi/SĐT/ngày và 20 lần/IP/giờ, đếm bằng Redis.',
      {
        files: ['apps/api/src/modules/auth/otp.service.ts'],
        tags: ['otp', 'sms', 'zns', 'rate-limit', 'auth'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'SĐT lưu chuẩn E.164 (+84912345678). Input nhận 0912..., 84912..., +84 912...; normalize bằng packages/shared/src/phone.ts. Đầu số 11 số cũ (0168, 0169...) đổi sang 10 số theo bảng chuyển đổi 2018.',
      {
        files: ['packages/shared/src/phone.ts'],
        tags: ['phone', 'sdt', 'e164', 'normalize'],
      },
    ),
    m('next-pages', 'fact', 'storefront Next.js 12 pages router, trang sản phẩm dùng getServerSideProps', {
      age: 500,
      files: ['apps/web/pages'],
      tags: ['nextjs', 'storefront', 'ssr'],
    }),
    m(
      'next-app-router',
      'decision',
      'Storefront đã lên Next.js 14 App Router: trang sản phẩm là Server Component, fetch với next: { revalidate: 60, tags: ["product:<id>"] }; API gọi revalidateTag khi seller sửa sản phẩm. Không viết getServerSideProps mới, thư mục pages/ đang xóa dần.',
      {
        supersedes: 'next-pages',
        age: 160,
        files: ['apps/web/app'],
        tags: ['nextjs', 'app-router', 'isr', 'storefront'],
      },
    ),
    m(
      'i18n-web',
      'convention',
      'Storefront tiếng Việt mặc định, có tiếng Anh (next-intl). Chuỗi nằm trong apps/web/messages/vi.json và en.json, không hardcode tiếng Việt trong component. Tiền hiển thị bằng formatVnd() -> "199.000 ₫".',
      {
        files: ['apps/web/messages'],
        tags: ['i18n', 'next-intl', 'storefront', 'currency'],
      },
    ),
    m(
      'slug',
      'convention',
      'Slug sản phẩm: bỏ dấu tiếng Việt (đ/Đ -> d) rồi kebab-case, thêm "-i.<id>" ở cuối. Dùng slugify trong packages/shared/src/slug.ts; thư viện slugify mặc định biến "đ" thành "dj".',
      {
        files: ['packages/shared/src/slug.ts'],
        tags: ['slug', 'seo', 'vietnamese', 'diacritics'],
      },
    ),
    m(
      'search-os',
      'fact',
      'Tìm kiếm sản phẩm: Amazon OpenSearch 2.x, analyzer icu_tokenizer + asciifolding (preserve_original) để "ao thun" khớp "áo thun". Index products_v{n}, app chỉ đọc/ghi qua alias products.',
      {
        fact: 'product search | engine | OpenSearch',
        files: ['apps/api/src/modules/search'],
        tags: ['search', 'opensearch', 'analyzer', 'diacritics'],
      },
    ),
    m(
      'search-reindex',
      'convention',
      'Đổi mapping: tạo index products_v{n+1}, chạy job search-reindex, kiểm tra count rồi mới đổi alias products. Không PUT mapping lên index đang live.',
      {
        files: ['apps/worker/src/search/reindex.processor.ts'],
        tags: ['search', 'opensearch', 'mapping', 'reindex'],
      },
    ),
    m(
      'deploy-ec2',
      'fact',
      'API chạy pm2 trên 2 con EC2 t3.large, deploy bằng ssh vào rồi git pull && pm2 reload.',
      {
        age: 560,
        tags: ['deploy', 'ec2', 'pm2'],
      },
    ),
    m(
      'deploy-ecs',
      'fact',
      'api, worker và web chạy ECS Fargate ở ap-southeast-1 (Singapore), web sau CloudFront. Image build trên GitHub Actions, push ECR, deploy bằng workflow .github/workflows/deploy.yml (aws ecs update-service, rolling).',
      {
        fact: 'api | deployed_on | ECS Fargate ap-southeast-1',
        supersedes: 'deploy-ec2',
        age: 250,
        files: ['.github/workflows/deploy.yml', 'infra/terraform'],
        tags: ['deploy', 'ecs', 'fargate', 'aws', 'singapore'],
      },
    ),
    m(
      'terraform',
      'convention',
      'Hạ tầng AWS quản lý bằng Terraform trong infra/terraform (state S3 + lock DynamoDB). Không click tay trên console cho prod; lỡ sửa tay thì phải terraform import / plan lại cho khớp.',
      {
        files: ['infra/terraform'],
        tags: ['terraform', 'aws', 'infra'],
      },
    ),
    m(
      'secrets-sm',
      'convention',
      'Secret chỉ nằm trong AWS Secrets Manager (shop/<env>/<service>), ECS inject qua `secrets` của task definition. Không commit .env, không để secret trong GitHub Actions variables (CI dùng OIDC role).',
      {
        canonical: true,
        files: ['infra/terraform/ecs', '.github/workflows'],
        tags: ['secrets', 'secrets-manager', 'aws', 'ecs'],
      },
    ),
    m(
      'pdpd',
      'constraint',
      'Dữ liệu cá nhân (NĐ 13/2023/NĐ-CP): không log đầy đủ SĐT, địa chỉ, CCCD; mask kiểu 091****678. Server ở Singapore nên đã nộp hồ sơ chuyển dữ liệu ra nước ngoài; thêm bất kỳ dịch vụ bên thứ ba nào nhận PII khách phải hỏi legal (chị Lan) trước.',
      {
        tags: ['pdpd', 'nd13', 'pii', 'privacy', 'logging'],
      },
    ),
    m(
      'logging',
      'convention',
      'Log bằng nestjs-pino, JSON, luôn bind requestId và orderId. Không log body của /payments/* và /webhooks/* (có chữ ký, số thẻ che một phần, thông tin khách).',
      {
        files: ['apps/api/src/common/logger'],
        tags: ['logging', 'pino', 'webhook', 'payment'],
      },
    ),
    m(
      'dto-validation',
      'convention',
      'DTO dùng class-validator + class-transformer, ValidationPipe global với whitelist + forbidNonWhitelisted. DTO dùng chung giữa api và web để trong packages/shared/src/dto.',
      {
        files: ['packages/shared/src/dto'],
        tags: ['dto', 'validation', 'class-validator'],
      },
    ),
    m(
      'api-errors',
      'convention',
      'Lỗi nghiệp vụ: throw new BusinessException("ORDER_OUT_OF_STOCK", "errors.order.outOfStock"); exception filter chung trả {code, message, details}, message dịch theo Accept-Language. Không throw HttpException trần trong service.',
      {
        files: ['apps/api/src/common/exceptions'],
        tags: ['errors', 'exception', 'i18n', 'api'],
      },
    ),
    m(
      'tests',
      'convention',
      'Unit test Jest để cạnh file (*.spec.ts); e2e dùng Supertest + Testcontainers (Postgres, Redis) trong apps/api/test. Logic tồn kho/thanh toán không được mock repository, phải chạy với Postgres thật.',
      {
        files: ['apps/api/test', 'apps/api/jest.config.ts'],
        tags: ['tests', 'jest', 'testcontainers', 'e2e'],
      },
    ),
    m(
      'tests-no-sandbox',
      'constraint',
      'CI không gọi sandbox MoMo/ZaloPay/VNPay/GHN thật; dùng fake server trong apps/api/test/fakes/ (payment-gateways.fake.ts, carriers.fake.ts). Sandbox chỉ để test tay.',
      {
        files: ['apps/api/test/fakes'],
        tags: ['tests', 'sandbox', 'fakes', 'ci'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: lint (eslint + tsc) -> test -> build image -> deploy staging tự động khi merge main. Prod deploy bằng tag v* + approve ở environment production.',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Không deploy prod trong các ngày sale lớn (9.9, 10.10, 11.11, 12.12, Black Friday) và từ 3 ngày trước Tết âm lịch tới mùng 6; chỉ hotfix có anh Tuấn approve.',
      {
        tags: ['deploy', 'freeze', 'sale', 'tet'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owner: payment + checkout anh Tuấn (Nguyễn Minh Tuấn), shipping + địa chỉ chị Hà, hóa đơn/kế toán Phương, storefront Khoa, infra Long, legal chị Lan.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'commit message với comment trong code viết tiếng Anh nha, PR description tiếng Việt ok',
      {},
    ),
    m(
      'pref-commits',
      'preference',
      'conventional commits (feat(payment): ..., fix(shipping): ...), squash merge',
      {},
    ),
    m(
      'staging-bastion',
      'note',
      'vào DB staging: ssh qua bastion bằng key shop-staging.pem rồi port-forward 5432 về máy',
      {
        age: 640,
        tags: ['staging', 'bastion', 'ssh', 'database'],
      },
    ),
    m('cand-prisma', 'decision', 'Chuyển từ TypeORM sang Prisma cho type-safe hơn.', {
      candidate: true,
      tags: ['typeorm', 'prisma', 'orm'],
    }),
    m('cand-meilisearch', 'decision', 'Thay OpenSearch bằng Meilisearch tự host cho đỡ tiền.', {
      candidate: true,
      tags: ['search', 'meilisearch', 'opensearch'],
    }),
    m(
      'cand-einv-on-paid',
      'decision',
      'Xuất hóa đơn điện tử ngay khi nhận IPN thanh toán thành công cho kế toán đỡ phải chờ.',
      {
        candidate: true,
        tags: ['einvoice', 'ipn'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example chỉ để placeholder: MOMO_ACCESS_KEY=your_access_key, MOMO_SECRET_KEY=changeme, VNPAY_HASH_SECRET=<vnpay-hash-secret>. Giá trị thật lấy từ Secrets Manager.',
      {
        files: ['apps/api/.env.example'],
        tags: ['env', 'config'],
      },
    ),
    m(
      'merchant-ids',
      'note',
      'vnp_TmnCode=SHOPVN01 và partnerCode MoMo MOMOSHOPVN2023, ZaloPay app_id 2719 là mã định danh merchant, không phải secret, để trong apps/api/src/config/payment.ts được.',
      {
        files: ['apps/api/src/config/payment.ts'],
        tags: ['payment', 'config', 'merchant'],
      },
    ),
    m(
      'double-ipn-revert',
      'note',
      'bug cộng điểm 2 lần khi IPN trùng là do commit 4e1f9c2a7b3d5e8f0a6c1b9d2e7f3a5c8b0d4e6f, đã revert ở PR #812',
      {
        tags: ['ipn', 'revert', 'loyalty'],
      },
    ),
    m(
      'rds-rotation',
      'note',
      'mật khẩu RDS prod do Secrets Manager tự xoay vòng 30 ngày/lần; app bắt lỗi auth 28P01 thì đọc lại secret và tạo lại pool, đừng cache password trong process quá lâu.',
      {
        files: ['apps/api/src/database/datasource.factory.ts'],
        tags: ['rds', 'password', 'rotation', 'secrets-manager'],
      },
    ),
    m(
      'momo-pubkey',
      'note',
      'public key MoMo (RSA, dùng mã hóa dữ liệu thẻ khi payWithCC) để ở apps/api/src/config/momo-public.pem: -----BEGIN PUBLIC KEY----- MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ== -----END PUBLIC KEY-----',
      {
        files: ['apps/api/src/config/momo-public.pem'],
        tags: ['momo', 'rsa', 'public-key'],
      },
    ),
    m(
      'secret-momo-env',
      'note',
      'env staging cho momo:\nMOMO_PARTNER_CODE=MOMOSHOPVN2023\nMOMO_ACCESS_KEY=F8BBA842ECF85\nMOMO_SECRET_KEY=K951B6PE1waDMi640xX08PD3vg6EkVlz',
      {
        secret: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
      },
    ),
    m(
      'secret-vnpay-yaml',
      'note',
      'config/payment.staging.yaml hiện tại:\nvnpay:\n  tmnCode: SHOPVN01\n  hashSecret: RXQHQWMVBPZDJKOIGSNLAYXFTCEUVHEN\n  payUrl: https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      {
        secret: 'RXQHQWMVBPZDJKOIGSNLAYXFTCEUVHEN',
      },
    ),
    m(
      'secret-zalopay-json',
      'note',
      'zalopay prod: {"app_id": 2719, "key1": "Zp8mQ2vL7xKc4RtN9wB3hJ6yF1sD5gAe", "key2": "Ht3nW8qZ2cV6kP9mX4bL7rJ1fG5dS0yU", "endpoint": "https://openapi.zalopay.vn/v2/create"}',
      {
        secret: 'Zp8mQ2vL7xKc4RtN9wB3hJ6yF1sD5gAe',
      },
    ),
    m(
      'secret-rds-url',
      'note',
      'DATABASE_URL=postgresql://shop_app:Vn8#pQ2zLm4Rt@shop-prod.c9xk2lq1abcd.ap-southeast-1.rds.amazonaws.com:5432/shop',
      {
        secret: 'Vn8#pQ2zLm4Rt',
      },
    ),
    m(
      'secret-aws-export',
      'note',
      'chạy script backfill ảnh S3 từ máy local thì:\nexport AWS_ACCESS_KEY_ID=AKIA4XYZQ7RT2MNB6KLP\nexport AWS_SECRET_ACCESS_KEY=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\nexport AWS_REGION=ap-southeast-1',
      {
        secret: 'q7Jm2Xk9Vb4Nz8Lr3Wt6Yp1Hs5Df0Gc2Ka9Eu4Ti',
      },
    ),
    m(
      'secret-misa-prose',
      'note',
      'mật khẩu tài khoản MISA meInvoice (user ketoan@shopvn.vn) là Misa@2025!kt, chị Phương giữ, đừng đổi giữa kỳ khai thuế',
      {
        secret: 'Misa@2025!kt',
      },
    ),
    m(
      'secret-ghn-curl',
      'note',
      'test phí GHN: curl -X POST https://online-gateway.ghn.vn/shiip/public-api/v2/shipping-order/fee -H "Token: 8f3c2b1a-7d6e-11ef-9c4a-0a58a9feac02" -H "ShopId: 4891234" -d @fee.json',
      {
        secret: '8f3c2b1a-7d6e-11ef-9c4a-0a58a9feac02',
      },
    ),
    m(
      'secret-redis-cli',
      'note',
      "xem queue prod: redis-cli -h shop-prod.x1y2z3.ng.0001.apse1.cache.amazonaws.com -p 6379 --tls -a 'R3d!s-Pr0d-88kq' --no-auth-warning -n 1",
      {
        secret: 'R3d!s-Pr0d-88kq',
      },
    ),
    m(
      'secret-telegram',
      'note',
      'bot telegram báo đơn lỗi / IPN nghi vấn: token 7012345678:AAH9xK2mQ7vLpR4tW8zN3bC6yF1dJ5sG0hE, chat id -1001987654321',
      {
        secret: '7012345678:AAH9xK2mQ7vLpR4tW8zN3bC6yF1dJ5sG0hE',
      },
    ),
    m(
      'secret-jwt-compose',
      'note',
      'docker-compose.staging.yml của api:\n  environment:\n    JWT_ACCESS_SECRET: "xT9#vLq2!Rm8Zp4wKc7N-stg"\n    JWT_ACCESS_TTL: 15m',
      {
        secret: 'xT9#vLq2!Rm8Zp4wKc7N-stg',
      },
    ),
    m(
      'secret-github-pat',
      'note',
      'token github cho renovate bot: ghp_R8kL2mQ9vX4nZ7pT1wB6yH3cJ5fD0sG8aE2u (scope repo), hết hạn tháng 12',
      {
        secret: 'ghp_R8kL2mQ9vX4nZ7pT1wB6yH3cJ5fD0sG8aE2u',
      },
    ),
    m(
      'secret-esms',
      'note',
      'config eSMS gửi OTP: {"ApiKey": "E4F2A9C17B3D58E6F0A1B2C3D4E5F6A7", "SecretKey": "9C8B7A6F5E4D3C2B1A0F9E8D7C6B5A4F", "Brandname": "SHOPVN", "SmsType": 2}',
      {
        secret: '9C8B7A6F5E4D3C2B1A0F9E8D7C6B5A4F',
      },
    ),
  ],
  sessions: [
    {
      id: 'shopvn-session-payment',
      age: 10,
      turns: [
        said('chào, hôm nay làm tiếp ZaloPay nha, xem apps/api/src/modules/payment/zalopay trước giúp mình'),
        replied(
          'Mình đã xem: có createOrder và verifyCallback, chưa có job nào xử lý trường hợp không nhận được callback.',
        ),
        said(
          'ừ, nếu quá 15 phút mà chưa có callback ZaloPay thì worker phải gọi API query đơn (/v2/query) để chốt trạng thái, không được tự hủy đơn khi chưa query',
          {
            key: 's-zalopay-query',
            type: 'constraint',
          },
        ),
        replied(
          'Mình sẽ thêm bước query trong payment-expire.processor.ts trước khi hủy, áp dụng cho cả ZaloPay và MoMo?',
        ),
        said('zalopay trước đã, momo để sprint sau'),
        replied('OK, chỉ ZaloPay.'),
        said(
          'IPN nào mà amount khác checkout.total thì đánh dấu payment SUSPICIOUS, bắn telegram cho team, tuyệt đối không set PAID',
          {
            key: 's-amount-check',
            type: 'constraint',
          },
        ),
        replied('Đã thêm so sánh amount trong IpnService.handle(), lệch thì status SUSPICIOUS và gửi alert.'),
        said('test e2e đỏ kìa, coi thử'),
        replied('Lỗi do fake ZaloPay server trả app_trans_id theo ngày UTC; mình đã sửa fake dùng giờ VN.'),
        said(
          'moi request/response voi cong thanh toan luu vao bang payment_logs, giu 180 ngay roi xoa, so the thi mask het chi de 4 so cuoi',
          {
            key: 's-payment-logs',
            type: 'convention',
          },
        ),
        replied('Có nên lưu thêm raw payload IPN lên S3 để đối soát không?'),
        said('không cần, payment_logs là đủ rồi, thêm S3 lại phải làm hồ sơ dữ liệu'),
        replied('OK, không dùng S3.'),
        said(
          'hoàn tiền trên 2 triệu phải có người role finance duyệt rồi mới gọi API refund, dưới 2 triệu thì cho tự động',
          {
            key: 's-refund-approve',
            type: 'decision',
          },
        ),
        replied('Mình sẽ thêm trạng thái PENDING_APPROVAL cho refund_requests khi amount > 2.000.000.'),
        said(
          'à, team chốt rồi: thêm thanh toán chuyển khoản VietQR qua PayOS, đối soát bằng webhook của PayOS, nội dung chuyển khoản là mã checkout',
          {
            key: 's-vietqr',
            type: 'decision',
          },
        ),
        replied(
          'Mình sẽ tạo provider payos trong modules/payment, webhook đi qua cùng luồng IPN có verify chữ ký.',
        ),
        said('token GHTK staging đây nè để test luôn: Token: 3a7F9c2E1b8D4f6A0e5C7b9D2f4A6c8E1b3D5f7A', {
          secret: '3a7F9c2E1b8D4f6A0e5C7b9D2f4A6c8E1b3D5f7A',
        }),
        replied('Cảm ơn, nhưng phần này không liên quan tới PayOS; mình sẽ không ghi token vào code.'),
        said('ok tóm tắt lại giúp mình để viết PR'),
        replied(
          'Tóm tắt: query ZaloPay trước khi hủy, check amount IPN, bảng payment_logs, duyệt refund > 2tr, provider PayOS VietQR.',
        ),
        said('ngon, push lên đi'),
      ],
    },
    {
      id: 'shopvn-session-shipping',
      age: 4,
      turns: [
        said(
          'hello, sáng nay chị Hà báo GHN tính phí sai cho mấy đơn cồng kềnh, xem giúp shipping/providers/ghn',
        ),
        replied(
          'Mình thấy code tính khối lượng quy đổi đúng công thức, nhưng đang truyền kích thước theo mm.',
        ),
        said('à đúng rồi, seller nhập mm, đổi sang cm trước khi gọi. fix đi'),
        replied('Đã sửa, có thêm test cho thùng 400x300x300mm.'),
        said(
          'đơn có giá trị trên 1 triệu thì bật khai giá (insurance_value) khi tạo vận đơn GHN, dưới 1 triệu thì để 0 cho đỡ phí',
          {
            key: 's-ghn-insurance',
            type: 'constraint',
          },
        ),
        replied('Đã thêm vào GhnProvider.createOrder().'),
        said(
          'gọi API GHN timeout 5 giây thôi, quá là chuyển sang GHTK luôn chứ đừng bắt khách chờ ở checkout',
          {
            key: 's-carrier-timeout',
            type: 'constraint',
          },
        ),
        replied(
          'Mình đề xuất cache phí ship trong Redis 10 phút theo (phường gửi, phường nhận, khối lượng làm tròn) để giảm số lần gọi API. Làm không?',
        ),
        said('ok làm vậy đi, key theo phường gửi + phường nhận + khối lượng làm tròn lên 100g, TTL 10 phút', {
          key: 's-ship-fee-cache',
          type: 'decision',
        }),
        replied('Đã thêm ShippingFeeCache với key shop:{env}:shipfee:<from>:<to>:<weight>.'),
        said('form địa chỉ checkout sao còn bắt chọn quận/huyện vậy'),
        replied('Form vẫn dùng bộ dữ liệu hành chính cũ 3 cấp.'),
        said(
          'form địa chỉ mới chỉ hỏi tỉnh/thành + phường/xã thôi, bỏ quận/huyện. đơn cũ thì vẫn hiện địa chỉ cũ nguyên văn, không convert',
          {
            key: 's-address-form',
            type: 'convention',
          },
        ),
        replied('Mình sẽ cập nhật AddressForm trong apps/web và DTO ở packages/shared.'),
        said(
          'hóa đơn gửi cho khách thì dùng template email của mình qua SES, tắt email mặc định của MISA đi, khách cứ tưởng spam',
          {
            key: 's-einv-email',
            type: 'decision',
          },
        ),
        replied('Đã tắt sendEmail trong payload MISA, thêm job gửi mail SES khi einvoice ISSUED.'),
        said('what time is it in Singapore vs HCM btw'),
        replied('Singapore là UTC+8, Hồ Chí Minh UTC+7, lệch 1 tiếng.'),
        said('ok thanks, xong rồi đó'),
      ],
    },
  ],
  prompts: [
    p('thêm ZaloPay vào checkout, file apps/api/src/modules/payment/zalopay/zalopay.service.ts', [
      'zalopay-mac',
      'payment-ipn',
      'payment-idempotent',
      's-zalopay-query',
      'payment-timeout',
    ]),
    p(
      'IPN VNPay trả 97 hoài, check lại chữ ký giúp mình @apps/api/src/modules/payment/vnpay/vnpay.signer.ts',
      ['vnpay-signature', 'vnpay-ipn-response'],
    ),
    p('sao đơn 250.000đ qua VNPay mà trang thanh toán hiển thị có 2.500đ vậy?', ['vnpay-amount']),
    p(
      'khách bấm quay lại từ app MoMo mà đơn vẫn "chờ thanh toán", cho FE gọi API confirm khi về trang kết quả để set PAID luôn đi',
      ['payment-ipn'],
    ),
    p('momo ban IPN 2 lan, khach bi cong diem thuong 2 lan', ['payment-idempotent', 'double-ipn-revert']),
    p('viết migration thêm cột discount_amount cho bảng orders', ['typeorm-migrations', 'money-bigint']),
    p('voucher giam 7% ra so le 0.5 dong, lam tron sao cho dung?', ['money-bigint', 'voucher-stack']),
    p('add a BullMQ job that auto-completes orders 7 days after delivery', [
      'bullmq',
      'bullmq-conventions',
      'order-state',
    ]),
    p('job xuất hóa đơn nên chạy lúc nào? hiện đang trigger ở payment.succeeded', [
      'einv-timing',
      'einv-timing-claim',
    ]),
    p('hóa đơn số 0001234 ghi sai tên công ty người mua, xóa đi xuất lại giúp mình', [
      'einv-no-edit',
      'einv-cqt',
      'einv-misa',
    ]),
    p('thêm thuế suất vào từng dòng hàng trong einvoice.mapper.ts', ['vat-rate', 'vat-claim', 'einv-misa']),
    p('khách nhập MST 0312345678-001 mà checkout báo không hợp lệ', ['einv-buyer']),
    p('tạo vận đơn GHN cho đơn của shop mới onboard', [
      'ship-ghn-default',
      'ghn-address-ids',
      's-ghn-insurance',
    ]),
    p('phí ship thùng 40x30x30cm nặng 2kg sao GHN tính mắc vậy', ['ghn-weight', 'ghn-weight-claim']),
    p('checkout treo 20s lúc tính phí vận chuyển, API hãng chậm quá', [
      's-carrier-timeout',
      's-ship-fee-cache',
      'ship-ghn-default',
    ]),
    p('form địa chỉ ở checkout cập nhật theo địa giới hành chính mới', [
      'admin-units-2025',
      's-address-form',
      'ghn-address-ids',
    ]),
    p("GHTK webhook gửi status 'Đã lấy hàng', lưu thẳng vào shipments.status nhé", ['ship-webhook']),
    p('12.12 sắp tới, kiểm tra lại logic trừ kho trong inventory.service.ts xem có oversell không', [
      'stock-reserve',
      'incident-1111',
      'flash-sale',
    ]),
    p('viết unit test cho reserveStock, mock repository cho nhanh', ['tests', 'stock-reserve']),
    p('khách phàn nàn không chọn được COD cho đơn 4 triệu, mở ra được không', ['cod-limit-3m']),
    p('hoàn 5 triệu cho đơn VNPay bị trừ tiền 2 lần', ['refund', 's-refund-approve']),
    p('the product page in apps/web is slow, add getServerSideProps with a cache header', [
      'next-app-router',
    ]),
    p('slug của "Đồng hồ đeo tay nam" ra "djong-ho-deo-tay-nam", sửa giúp', ['slug']),
    p('tim "ao so mi" khong ra san pham "Áo sơ mi"', ['search-os']),
    p('lưu access token vào localStorage để client component gọi API trực tiếp được không', ['auth-cookie']),
    p('Where should I put the new GHN token for staging?', ['secrets-sm']),
    p('tối nay 11/11 deploy hotfix prod được không anh', ['deploy-freeze', 'ci']),
    p('api prod đang chạy ở đâu, vẫn pm2 trên EC2 hả?', ['deploy-ecs']),
    p('log nguyên body request của /webhooks/momo để debug chữ ký', ['logging', 'pdpd']),
    p('tích hợp widget chat CSKH bên thứ ba, gửi kèm tên + SĐT khách qua cho họ', ['pdpd']),
    p('báo cáo doanh thu theo ngày bị lệch, đơn lúc 23h30 bị tính sang hôm sau', ['tz-utc', 'tz-claim']),
    p('thêm trạng thái READY_TO_PICK cho order, update status thẳng trong controller', ['order-state']),
    p('khách mua 3 shop trong 1 giỏ, thanh toán MoMo xong chỉ có 1 đơn PAID', [
      'multi-shop-checkout',
      'payment-ipn',
    ]),
    p('làm thanh toán chuyển khoản ngân hàng quét mã QR', ['s-vietqr', 'payment-ipn', 's-amount-check']),
    p('IPN MoMo báo amount 199000 nhưng checkout.total là 209000, xử lý sao', ['s-amount-check']),
    p('seller hỏi bao giờ nhận được tiền các đơn tháng trước, chạy payout tay cho shop đó hôm nay luôn', [
      'seller-payout',
    ]),
    p('bảng payment_logs có cần lưu full số thẻ không?', ['s-payment-logs', 'pdpd']),
    p('khách kêu email hóa đơn trông như spam, đổi sang template của mình', ['s-einv-email', 'einv-cqt']),
    p('cảm ơn nha', []),
    p('giải thích khác nhau giữa Promise.all và Promise.allSettled', []),
    p('ok commit đi', []),
    p("what's the difference between an interface and a type alias in TypeScript?", []),
  ],
});
