// A Korean online grocery with 새벽배송 (early-morning delivery): Kotlin + Spring Boot 3 services, Toss Payments and
// KakaoPay, Naver/Kakao login, NHN Cloud SMS/알림톡, Aurora MySQL, Redis, MSK, a Next.js storefront, EKS + ArgoCD.
// The team (Seoul + Pangyo) writes mostly Korean with English identifiers.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'kotlin-commerce-kr',
  stack:
    'Kotlin 2.1 + Spring Boot 3.3 (WebFlux + coroutines in order-service, MVC elsewhere), JPA/Hibernate 6 + QueryDSL, Aurora MySQL 3 (8.0), ElastiCache Redis 7 + Redisson, Amazon MSK (Kafka), Next.js 14 storefront, Toss Payments + KakaoPay, Naver/Kakao OAuth, NHN Cloud SMS/알림톡, AWS Seoul (EKS, ArgoCD), Gradle multi-module, Kotest + MockK + Testcontainers, Jenkins -> GitHub Actions',
  memories: [
    m(
      'modules',
      'fact',
      'Gradle 멀티모듈 구조: order-service (WebFlux), payment-service, member-service, catalog-service, fulfillment-service, notification-service (이상 MVC), batch, libs/common, libs/events, libs/test-fixtures. 공통 빌드 설정은 build-logic/ 의 convention plugin (sbm.kotlin-spring, sbm.kotlin-jpa). Kotlin 2.1 (K2) / JDK 21 Corretto / Boot 3.3, MVC 서비스들은 spring.threads.virtual.enabled=true.',
      {
        fact: 'order-service | web_stack | Spring WebFlux',
        files: ['settings.gradle.kts', 'build-logic'],
        age: 420,
        canonical: true,
        tags: ['gradle', 'multi-module', 'webflux', 'jdk21'],
      },
    ),
    m(
      'version-catalog',
      'convention',
      '의존성 버전은 gradle/libs.versions.toml 에서만 관리합니다. 모듈 build.gradle.kts 에 "com.xxx:yyy:1.2.3" 처럼 버전 하드코딩 금지, Spring BOM은 build-logic에서 platform()으로 걸려있음.',
      {
        files: ['gradle/libs.versions.toml'],
        tags: ['gradle', 'dependencies', 'version-catalog'],
      },
    ),
    m(
      'order-coroutines',
      'convention',
      'order-service 컨트롤러/서비스는 suspend fun + Flow 로 작성. Mono/Flux 체인 직접 쓰지 말고 WebClient 같은 경계에서만 awaitSingle() / awaitBody() / asFlow(). 라우터 DSL(coRouter) 안 쓰고 @RestController + suspend fun.',
      {
        files: ['order-service'],
        tags: ['webflux', 'coroutines', 'order-service'],
      },
    ),
    m(
      'jpa-io-dispatcher',
      'constraint',
      'order-service는 WebFlux인데 DB는 JPA(블로킹)임. 그래서 repository 호출은 무조건 withContext(jpaDispatcher) 안에서 — jpaDispatcher = Dispatchers.IO.limitedParallelism(64), HikariCP maximumPoolSize 64랑 맞춰둠. reactor-http-nio 이벤트루프 스레드에서 JPA 부르면 주문 API 전체가 멈춥니다 (실제로 한번 터짐).',
      {
        canonical: true,
        reaffirm: 6,
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/config/DispatcherConfig.kt'],
        tags: ['webflux', 'jpa', 'coroutines', 'dispatcher', 'hikari'],
      },
    ),
    m(
      'querydsl-kapt',
      'convention',
      'QueryDSL 5.0 (jakarta classifier). Q클래스는 kapt 로 생성: kapt("com.querydsl:querydsl-apt:5.0.0:jakarta"), 결과는 build/generated/source/kapt/main.',
      {
        files: ['build-logic/src/main/kotlin/sbm.kotlin-jpa.gradle.kts'],
        age: 380,
        tags: ['querydsl', 'kapt', 'gradle'],
      },
    ),
    m(
      'querydsl-ksp',
      'decision',
      'kapt 때매 빌드 느리고 K2랑 계속 충돌나서 QueryDSL을 OpenFeign 포크 (io.github.openfeign.querydsl 6.x) + KSP 로 갈아탔어요. Q클래스는 build/generated/ksp/main/kotlin 에 생김. kapt 플러그인은 전 모듈에서 뺐으니까 다시 넣지 마세요.',
      {
        fact: 'querydsl codegen | uses | KSP',
        supersedes: 'querydsl-kapt',
        age: 140,
        files: ['build-logic/src/main/kotlin/sbm.kotlin-jpa.gradle.kts', 'gradle/libs.versions.toml'],
        reason: 'kapt build time and K2 incompatibility',
        tags: ['querydsl', 'ksp', 'kapt', 'gradle'],
      },
    ),
    m(
      'querydsl-repo',
      'convention',
      '복잡한 조회는 XxxRepositoryCustom 인터페이스 + XxxRepositoryImpl (JPAQueryFactory 주입)으로. @Query(nativeQuery = true) 는 batch 모듈 외엔 쓰지 말 것. 목록 페이징은 offset 말고 no-offset (id < :lastId order by id desc limit n) 방식.',
      {
        tags: ['querydsl', 'jpa', 'paging', 'repository'],
      },
    ),
    m(
      'open-in-view',
      'constraint',
      'spring.jpa.open-in-view=false 전 서비스 공통. 트랜잭션 밖에서 lazy 로딩하면 LazyInitializationException 나니까 fetch join / @EntityGraph 쓰고 DTO 변환은 @Transactional 서비스 메서드 안에서. default_batch_fetch_size=100 은 libs/common 의 application-jpa.yml 에 있음. 컬렉션 두 개 동시에 fetch join 금지 (MultipleBagFetchException).',
      {
        files: ['libs/common/src/main/resources/application-jpa.yml'],
        tags: ['jpa', 'lazy-loading', 'n+1', 'hibernate'],
      },
    ),
    m(
      'id-tsid',
      'convention',
      '신규 테이블 PK는 TSID (hypersistence-utils @Tsid, BIGINT). AUTO_INCREMENT는 레거시 orders / member 테이블에만 남아있음. API 응답에서 id는 String으로 직렬화 (JS number 53bit 넘어감).',
      {
        tags: ['jpa', 'tsid', 'primary-key', 'json'],
      },
    ),
    m(
      'aurora',
      'fact',
      'DB는 Aurora MySQL 3 (MySQL 8.0 호환), 서울 리전. writer / reader 엔드포인트 분리돼 있고 @Transactional(readOnly = true) 면 RoutingDataSource + LazyConnectionDataSourceProxy 로 reader 로 붙음 (libs/common/.../datasource/).',
      {
        fact: 'commerce db | engine | Aurora MySQL 3',
        files: ['libs/common/src/main/kotlin/kr/sbmarket/common/datasource'],
        tags: ['aurora', 'mysql', 'datasource', 'replica'],
      },
    ),
    m(
      'replica-lag',
      'constraint',
      '쓰기 직후 같은 흐름에서 다시 읽을 때 readOnly 트랜잭션 쓰지 마세요. reader 복제지연이 평소 20ms인데 피크엔 수백ms~1s. 24년 크리스마스 이브에 결제 직후 주문완료 페이지가 "주문을 찾을 수 없습니다" 떠서 CS 300건 넘게 받음 → GET /orders/{orderNo}/complete 는 writer 고정.',
      {
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/application/OrderQueryService.kt'],
        tags: ['aurora', 'replica', 'read-only', 'incident'],
      },
    ),
    m(
      'flyway',
      'convention',
      '스키마 변경은 Flyway 로만. 위치 <module>/src/main/resources/db/migration, 파일명 V{yyyyMMddHHmm}__{설명}.sql (예: V202506121530__add_slot_index.sql). ddl-auto=validate, 어떤 환경이든 update/create 금지.',
      {
        tags: ['flyway', 'migration', 'mysql', 'ddl'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'DB datetime 컬럼은 UTC 로 저장 (hibernate.jdbc.time_zone=UTC), 엔티티 타입은 Instant. Asia/Seoul 변환은 API 응답/화면에서만. "오늘 주문"처럼 날짜 경계가 필요한 조회는 KST 기준으로 경계 계산 → UTC로 바꿔서 조회.',
      {
        age: 300,
        tags: ['timezone', 'utc', 'kst', 'mysql'],
      },
    ),
    m(
      'tz-kst-claim',
      'fact',
      'orders.created_at, delivery_date 는 KST 로 들어가 있어요. Aurora 파라미터 그룹 time_zone=Asia/Seoul 이라 NOW() 도 KST임. 배치에서 UTC 라고 생각하고 +9 하면 9시간 밀림',
      {
        disputes: 'tz-utc',
        files: ['batch'],
        tags: ['timezone', 'kst', 'aurora', 'batch'],
      },
    ),
    m(
      'money-long',
      'constraint',
      '금액은 전부 Long (원 단위), DB는 BIGINT. Double/Float 절대 금지. 할인율 계산만 BigDecimal 로 하고 원 미만은 RoundingMode.DOWN (절사).',
      {
        canonical: true,
        reaffirm: 20,
        tags: ['money', 'krw', 'rounding', 'bigdecimal'],
      },
    ),
    m(
      'tax-free',
      'constraint',
      '미가공 농·축·수산물 (채소, 과일, 정육, 생선)은 부가세 면세, 가공식품은 과세. 결제요청 때 면세금액을 taxFreeAmount (토스) / tax_free_amount (카카오페이) 로 꼭 분리해서 보내야 함. 기준은 catalog-service Product.taxType (TAXABLE / TAX_FREE). 부분취소 때도 면세분 같이 계산.',
      {
        files: ['catalog-service/src/main/kotlin/kr/sbmarket/catalog/domain/Product.kt'],
        tags: ['tax-free', 'vat', 'payment', 'cancel'],
      },
    ),
    m(
      'toss-flow',
      'fact',
      'Toss Payments 결제위젯 v2 흐름: storefront widgets.requestPayment() → successUrl?paymentKey=&orderId=&amount= → storefront 가 payment-service POST /api/payments/toss/confirm 호출 → payment-service 가 토스 POST /v1/payments/confirm (Basic auth, base64(secretKey + ":")). 클라이언트 키만 프론트에 있고 시크릿키는 payment-service 에만.',
      {
        fact: 'card payments | pg | Toss Payments',
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/toss/TossPaymentsClient.kt'],
        tags: ['toss', 'payment', 'confirm', 'widget'],
      },
    ),
    m(
      'toss-amount',
      'constraint',
      'confirm 전에 successUrl 로 넘어온 amount 를 서버에 저장된 order.payAmount 와 반드시 비교. 다르면 confirm 호출하지 말고 PAY_004 (PAYMENT_AMOUNT_MISMATCH) + 주문 PAYMENT_FAILED. 클라 amount 는 절대 신뢰 X.',
      {
        reaffirm: 11,
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/application/PaymentConfirmService.kt'],
        tags: ['toss', 'payment', 'amount', 'security'],
      },
    ),
    m(
      'toss-timeout',
      'constraint',
      'Toss confirm 은 readTimeout 30s. 타임아웃이나 5xx 나면 바로 실패처리 하지 말고 GET /v1/payments/orders/{orderId} 로 실제 상태 먼저 조회하고 결정. 재시도가 필요하면 같은 Idempotency-Key 로만.',
      {
        canonical: true,
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/toss/TossPaymentsClient.kt'],
        tags: ['toss', 'timeout', 'idempotency', 'confirm'],
      },
    ),
    m(
      'incident-double',
      'incident',
      '2024-11 블프 때: confirm readTimeout 이 5초였는데 토스 응답이 늦어지면서 우리는 결제실패 + 재고복원 처리, 근데 토스 쪽은 승인 완료. "돈은 나갔는데 주문은 취소" 212건 수동 환불함. 이후 timeout 30s + 상태조회 복구 로직 (TossPaymentsClient.confirmWithRecovery) 추가.',
      {
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/toss/TossPaymentsClient.kt'],
        tags: ['incident', 'toss', 'timeout', 'refund'],
      },
    ),
    m(
      'toss-retry-claim',
      'fact',
      '토스 confirm 은 멱등이라 timeout 나면 그냥 한번 더 confirm 쏘면 됨. 이미 승인된 건이면 ALREADY_PROCESSED_PAYMENT 오니까 그거 성공으로 치면 끝',
      {
        disputes: 'toss-timeout',
        tags: ['toss', 'retry', 'confirm'],
      },
    ),
    m(
      'kakaopay-adminkey',
      'fact',
      '카카오페이 단건결제: POST https://kapi.kakao.com/v1/payment/ready → 사용자 결제 → approve (pg_token). 헤더 Authorization: KakaoAK {어드민키}, Content-Type application/x-www-form-urlencoded. tid 는 payment.pg_tid 에 저장.',
      {
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/kakaopay/KakaoPayClient.kt'],
        age: 330,
        tags: ['kakaopay', 'payment', 'api'],
      },
    ),
    m(
      'kakaopay-openapi',
      'decision',
      '카카오페이 신규 Open API 이관 끝났습니다. host https://open-api.kakaopay.com/online/v1/payment/{ready,approve,cancel}, 헤더 Authorization: SECRET_KEY {시크릿키} (env KAKAOPAY_SECRET_KEY), body JSON. kapi.kakao.com + KakaoAK 어드민키 쓰던 코드는 KakaoPayClient 에서 싹 지웠어요. tid 저장 위치(payment.pg_tid)는 동일.',
      {
        fact: 'kakaopay integration | api | open-api.kakaopay.com',
        supersedes: 'kakaopay-adminkey',
        age: 120,
        canonical: true,
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/kakaopay/KakaoPayClient.kt'],
        tags: ['kakaopay', 'payment', 'api', 'migration'],
      },
    ),
    m(
      'pg-abstraction',
      'convention',
      'PG사는 payment-service 의 PaymentGateway 인터페이스 (TossPaymentGateway, KakaoPayGateway) 뒤에 숨김. 다른 서비스에서 PG API 직접 호출 금지 — 결제/취소는 payment-service API 나 이벤트로만.',
      {
        files: ['payment-service/src/main/kotlin/kr/sbmarket/payment/gateway'],
        tags: ['payment', 'pg', 'architecture'],
      },
    ),
    m(
      'vbank-on',
      'fact',
      '결제수단: 카드, 토스페이, 카카오페이, 가상계좌 (토스). 가상계좌 입금은 토스 DEPOSIT_CALLBACK 웹훅 (/api/payments/toss/webhook/deposit) 으로 받고 입금기한 24시간.',
      {
        age: 360,
        tags: ['payment', 'virtual-account', 'webhook'],
      },
    ),
    m(
      'vbank-off',
      'decision',
      '25년 1월부터 가상계좌는 껐어요. 밤 11시 주문에 입금기한 24h 주면 다음날 새벽 슬롯이 입금 대기로 묶여버려서... storefront 결제수단 목록에서 빠졌고 deposit 웹훅 엔드포인트는 410 Gone 리턴. 남은 결제수단: 카드 / 토스페이 / 카카오페이.',
      {
        fact: 'virtual account payment | status | disabled',
        supersedes: 'vbank-on',
        age: 150,
        tags: ['payment', 'virtual-account', 'webhook'],
      },
    ),
    m('free-ship-40k', 'fact', '새벽배송 배송비 3,000원, 상품금액 40,000원 이상 무료배송.', {
      age: 280,
      tags: ['shipping-fee', 'free-shipping', 'pricing'],
    }),
    m(
      'free-ship-50k',
      'fact',
      '4/1 정책 변경: 무료배송 기준 50,000원 (샛별멤버십 회원은 15,000원). 배송비 3,000원은 그대로. 이 값들 코드 상수로 두지 말고 order-service shipping_policy 테이블에서 읽어요.',
      {
        fact: 'free shipping threshold | is | 50000 KRW',
        supersedes: 'free-ship-40k',
        age: 70,
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/domain/ShippingPolicy.kt'],
        tags: ['shipping-fee', 'free-shipping', 'membership', 'pricing'],
      },
    ),
    m(
      'coupon-order',
      'constraint',
      '할인 적용 순서: 상품쿠폰 → 장바구니쿠폰 → 적립금. 배송비엔 쿠폰 적용 불가 (무료배송 쿠폰만 예외). 무료배송 기준 판정은 쿠폰 적용 후 상품금액으로.',
      {
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/domain/PriceCalculator.kt'],
        tags: ['coupon', 'discount', 'pricing', 'shipping-fee'],
      },
    ),
    m(
      'cutoff-23',
      'constraint',
      '새벽배송 주문 마감은 밤 11시 (23:00 KST), 다음날 아침 7시 전 도착. 마감 판정은 결제완료 시각 기준.',
      {
        age: 260,
        tags: ['cutoff', 'dawn-delivery'],
      },
    ),
    m(
      'cutoff-2330',
      'constraint',
      '3월 배송권역 개편 이후 마감시간: 수도권(서울·경기·인천) 23:30, 충청·대구·부산 22:00. 권역은 우편번호 → delivery_zone 테이블로 판정하고 마감은 delivery_zone.cutoff_time 컬럼. 판정 기준은 여전히 결제완료(PAID) 시각, KST로 비교. 권역 밖이면 일반 택배로 fallback.',
      {
        fact: 'dawn delivery cutoff (capital area) | is | 23:30 KST',
        supersedes: 'cutoff-23',
        age: 60,
        files: ['fulfillment-service/src/main/kotlin/kr/sbmarket/fulfillment/zone/ZoneResolver.kt'],
        tags: ['cutoff', 'dawn-delivery', 'delivery-zone', 'kst'],
      },
    ),
    m(
      'slot-capacity',
      'constraint',
      '배송 슬롯 잔여 capacity 는 Redis 해시 slot:{centerCode}:{date} 에서 Lua 스크립트로 원자적으로 차감. DB 비관적 락으로 하지 마세요. 매일 00:30 배치가 Redis → MySQL delivery_slot 로 스냅샷.',
      {
        files: ['fulfillment-service/src/main/kotlin/kr/sbmarket/fulfillment/slot/SlotCapacityService.kt'],
        tags: ['slot', 'redis', 'lua', 'capacity'],
      },
    ),
    m(
      'stock-lock-db',
      'decision',
      '재고 차감: 주문 생성 트랜잭션 안에서 SELECT ... FOR UPDATE 로 stock row 잠그고 차감, 실패하면 롤백.',
      {
        age: 340,
        tags: ['stock', 'lock', 'mysql'],
      },
    ),
    m(
      'stock-reservation',
      'decision',
      '재고는 주문 생성 시 Redis 에 가예약 (stock:reserve:{skuId}, TTL 20분) → 결제 승인(PAID) 때 MySQL 확정 차감 → 결제 실패/만료면 예약 해제. 마감 직전 22:50~23:30 에 FOR UPDATE 걸던 시절엔 커넥션 풀이 말라서 주문 API 가 통째로 타임아웃 났었음. StockReservationService 참고.',
      {
        fact: 'stock reservation | stored_in | Redis',
        supersedes: 'stock-lock-db',
        age: 130,
        canonical: true,
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/stock/StockReservationService.kt'],
        reason: 'FOR UPDATE exhausted the connection pool at cutoff peak',
        tags: ['stock', 'redis', 'reservation', 'oversell'],
      },
    ),
    m(
      'incident-oversell',
      'incident',
      '25년 설 선물세트: 카카오페이 결제창에서 15분 넘게 있던 고객들 재고 예약이 TTL 만료로 풀리고 그 사이 다른 고객한테 다시 팔림 → 한정수량 43건 초과판매. 예약 TTL 15→20분, approve 직전에 예약 살아있는지 재확인하는 로직 추가.',
      {
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/stock/StockReservationService.kt'],
        tags: ['incident', 'stock', 'oversell', 'kakaopay'],
      },
    ),
    m(
      'redisson-lock',
      'convention',
      '분산락은 libs/common 의 @DistributedLock(key = "\'coupon:\' + #memberId") 어노테이션 (Redisson RLock, waitTime 3s, leaseTime 10s). 락 AOP 는 @Order(Ordered.HIGHEST_PRECEDENCE) 라 트랜잭션보다 바깥에서 잡힘 — 메서드 안에서 redissonClient 직접 쓰지 말 것.',
      {
        files: ['libs/common/src/main/kotlin/kr/sbmarket/common/lock/DistributedLock.kt'],
        tags: ['redis', 'redisson', 'lock', 'coupon'],
      },
    ),
    m(
      'redis-keys',
      'convention',
      'Redis 키: {서비스}:{도메인}:{id} (예 order:cart:123). 모든 키 TTL 필수, TTL 없는 키는 PR 반려. KEYS 금지 → SCAN. ElastiCache 클러스터 모드라 멀티키 Lua 는 {해시태그} 로 같은 슬롯에 몰아야 함.',
      {
        tags: ['redis', 'naming', 'ttl', 'cluster'],
      },
    ),
    m(
      'cache-layers',
      'convention',
      '상품 조회 캐시: L1 Caffeine (10초, max 10k) + L2 Redis (5분). 가격/재고/품절은 캐시 X. 상품 변경되면 commerce.catalog.product-changed.v1 이벤트 받아서 L1/L2 evict.',
      {
        files: ['catalog-service/src/main/kotlin/kr/sbmarket/catalog/config/CacheConfig.kt'],
        tags: ['cache', 'caffeine', 'redis', 'catalog'],
      },
    ),
    m(
      'kafka-msk',
      'fact',
      'Kafka = Amazon MSK 3.6 (브로커 3대, SASL/SCRAM, 9096). 컨슈머 에러는 DefaultErrorHandler (1초 간격 3회) 후 <topic>.DLT 로 빠짐. DLT 재처리는 batch 의 DltReplayJob.',
      {
        fact: 'event bus | runs_on | Amazon MSK',
        tags: ['kafka', 'msk', 'dlt', 'error-handling'],
      },
    ),
    m(
      'kafka-naming',
      'convention',
      '토픽명 commerce.{도메인}.{이벤트}.v{버전} (예: commerce.order.paid.v1). 메시지 key = orderNo (주문 단위 순서 보장). payload 는 JSON, 이벤트 클래스는 libs/events 에. 필드 추가는 OK, 삭제/이름변경은 새 버전 토픽으로.',
      {
        files: ['libs/events'],
        tags: ['kafka', 'naming', 'events', 'schema'],
      },
    ),
    m(
      'outbox',
      'constraint',
      '도메인 이벤트는 transactional outbox 로 발행: 같은 트랜잭션에서 outbox_event insert → OutboxRelay (500ms 폴링) 가 Kafka 로 publish. @Transactional 안에서 kafkaTemplate.send() 직접 호출 금지.',
      {
        files: ['libs/common/src/main/kotlin/kr/sbmarket/common/outbox'],
        tags: ['kafka', 'outbox', 'transaction', 'events'],
      },
    ),
    m(
      'consumer-idem',
      'constraint',
      '컨슈머는 멱등하게: eventId 로 processed_event 테이블 (또는 Redis SETNX, TTL 7일) 확인 후 처리. 리밸런스/재배포 때 중복 수신은 당연히 생긴다고 가정.',
      {
        tags: ['kafka', 'idempotent', 'consumer'],
      },
    ),
    m(
      'order-status',
      'fact',
      '주문 상태: CREATED → PAYMENT_PENDING → PAID → PICKING → PACKED → SHIPPING → DELIVERED, 옆길로 PAYMENT_FAILED / CANCELLED. 전이 규칙은 OrderStatus.canTransitTo() 한 군데에만 — 서비스 코드에서 status 필드 직접 set 하지 말 것.',
      {
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/domain/OrderStatus.kt'],
        tags: ['order', 'state-machine', 'status'],
      },
    ),
    m(
      'cancel-before-picking',
      'constraint',
      '고객 취소는 PAID 까지만 가능. PICKING 들어가면 앱에서 취소버튼 숨기고 CS 반품 프로세스로 보냄. 센터에서 이미 담기 시작한 신선식품은 폐기비용 나옴.',
      {
        files: ['order-service/src/main/kotlin/kr/sbmarket/order/application/OrderCancelService.kt'],
        tags: ['cancel', 'order', 'picking'],
      },
    ),
    m(
      'cancel-cs-claim',
      'fact',
      'CS 어드민에서는 PACKED 전까지 강제취소 돼요 (센터장 승인 받고) — OrderAdminService.forceCancel 쪽',
      {
        disputes: 'cancel-before-picking',
        tags: ['cancel', 'admin', 'cs'],
      },
    ),
    m(
      'login-oauth',
      'fact',
      '네이버/카카오 로그인은 member-service 의 Spring Security oauth2-client. 회원 식별은 (provider, provider_user_id) 유니크. 카카오 이메일은 선택동의라 null 가능 → 이메일로 회원 매칭/병합하지 말 것.',
      {
        files: ['member-service/src/main/kotlin/kr/sbmarket/member/auth/OAuth2UserService.kt'],
        tags: ['oauth', 'kakao', 'naver', 'login'],
      },
    ),
    m(
      'kakao-email-claim',
      'fact',
      '카카오 로그인 email 필수동의로 바꿔둬서 이제 항상 와요. 이메일 같으면 기존 네이버 계정이랑 자동 연동해도 됨',
      {
        disputes: 'login-oauth',
        tags: ['oauth', 'kakao', 'email'],
      },
    ),
    m(
      'jwt-rs256',
      'convention',
      'JWT 는 member-service 가 RS256 으로 발급 (키는 KMS), 다른 서비스는 spring-boot-starter-oauth2-resource-server 로 /.well-known/jwks.json 검증. refresh token 은 Redis member:refresh:{memberId} 14일, 재발급할 때마다 rotation.',
      {
        tags: ['jwt', 'auth', 'rs256', 'refresh-token'],
      },
    ),
    m('jwt-ttl-2h', 'fact', 'access token 만료는 2시간.', {
      age: 290,
      tags: ['jwt', 'auth', 'ttl'],
    }),
    m(
      'jwt-ttl-30m',
      'constraint',
      'ISMS-P 사전점검 지적사항 반영해서 access token 만료 30분으로 줄였어요. storefront 는 401 받으면 /api/auth/refresh 한 번 시도하고 원 요청 재시도.',
      {
        fact: 'access token | ttl | 30 minutes',
        supersedes: 'jwt-ttl-2h',
        age: 45,
        tags: ['jwt', 'auth', 'ttl', 'isms'],
      },
    ),
    m(
      'pii',
      'constraint',
      '개인정보 (이름, 휴대폰, 주소, 공동현관 비밀번호!) 는 DB에 AES-256-GCM 암호화 저장 — @Convert(converter = PiiEncryptConverter::class), 키는 KMS. 로그/슬랙/에러메시지에 평문 금지, 찍어야 하면 Masking.phone() → 010-****-5678.',
      {
        canonical: true,
        files: ['libs/common/src/main/kotlin/kr/sbmarket/common/pii'],
        tags: ['pii', 'encryption', 'privacy', 'logging'],
      },
    ),
    m(
      'sms-nhn',
      'fact',
      '문자/알림톡은 NHN Cloud Notification (SMS API v3.0, 알림톡 = KakaoTalk Bizmessage). notification-service 만 호출함. 발신번호는 사전등록된 1644 대표번호만, 알림톡은 카카오 검수 통과한 templateCode 만. 배송알림은 알림톡 우선, 실패 시 LMS 대체발송 (resendParameter).',
      {
        fact: 'sms and alimtalk | provider | NHN Cloud',
        files: ['notification-service'],
        tags: ['sms', 'alimtalk', 'nhn-cloud', 'notification'],
      },
    ),
    m(
      'sms-night',
      'constraint',
      '광고성 메시지 (쿠폰, 기획전) 는 21:00~08:00 발송 금지 (정보통신망법), 수신동의 회원만, 앞에 (광고) 표기. 배송출발/배송완료 같은 정보성 알림은 새벽에도 보내도 됨.',
      {
        tags: ['sms', 'marketing', 'compliance', 'night'],
      },
    ),
    m(
      'sms-dryrun',
      'constraint',
      'dev/stage 는 notification.sms.dry-run=true. 실제 발송은 qa-whitelist 번호만. (예전에 stage 배치가 실고객 3만명한테 테스트 문자 보낸 적 있음 ㅠ)',
      {
        files: ['notification-service/src/main/resources/application-stage.yml'],
        tags: ['sms', 'stage', 'dry-run', 'testing'],
      },
    ),
    m(
      'storefront',
      'fact',
      'storefront/: Next.js 14 App Router + TypeScript, pnpm, TanStack Query v5, zustand 는 장바구니 UI 상태만, 스타일은 vanilla-extract. 백엔드 호출은 storefront/app/api/* BFF 라우트 거쳐서 API 게이트웨이로.',
      {
        files: ['storefront'],
        tags: ['nextjs', 'storefront', 'frontend'],
      },
    ),
    m(
      'storefront-cache',
      'convention',
      '상품상세는 ISR (revalidate 60). 가격·재고·품절여부는 절대 정적 페이지에 굽지 말고 클라에서 /api/products/{id}/availability 로 따로 가져옴.',
      {
        files: ['storefront/app/(shop)/products/[id]/page.tsx'],
        tags: ['nextjs', 'isr', 'cache', 'storefront'],
      },
    ),
    m(
      'api-envelope',
      'convention',
      '공통 응답 ApiResponse<T>(code, message, data). 에러는 throw BusinessException(ErrorCode.ORDER_NOT_FOUND) → GlobalExceptionHandler (MVC / WebFlux 둘 다 libs/common). ErrorCode 는 도메인 prefix + 3자리 (ORDER_001, PAY_013).',
      {
        files: ['libs/common/src/main/kotlin/kr/sbmarket/common/web'],
        tags: ['api', 'error-handling', 'response'],
      },
    ),
    m(
      'restdocs',
      'convention',
      'API 문서는 Spring REST Docs + restdocs-api-spec 으로 OpenAPI 3 생성 (테스트 통과해야 문서 나옴). springdoc 어노테이션으로 컨트롤러 지저분하게 만들지 말 것. order-service 는 WebTestClient 기반으로 문서화.',
      {
        tags: ['restdocs', 'openapi', 'docs', 'tests'],
      },
    ),
    m(
      'kotest',
      'convention',
      '테스트: Kotest (도메인은 BehaviorSpec, 유틸은 FunSpec) + MockK. Mockito / mockito-kotlin 쓰지 마세요. 스프링 빈 목은 springmockk @MockkBean, suspend 함수는 coEvery / coVerify. ProjectConfig 에 coroutineTestScope = true.',
      {
        files: ['libs/test-fixtures/src/main/kotlin/kr/sbmarket/test/ProjectConfig.kt'],
        tags: ['kotest', 'mockk', 'tests', 'coroutines'],
      },
    ),
    m('it-h2', 'convention', '통합테스트는 H2 (MODE=MySQL) 인메모리로, @DataJpaTest 위주.', {
      age: 370,
      tags: ['tests', 'h2', 'integration'],
    }),
    m(
      'testcontainers',
      'convention',
      'We dropped H2. Integration tests run on Testcontainers: mysql:8.0.36 with the same collation as Aurora (utf8mb4_0900_ai_ci), redis:7.2, confluentinc/cp-kafka:7.6. Extend IntegrationTestSupport from libs/test-fixtures (singleton containers) instead of starting your own. H2 kept hiding MySQL-only bugs (JSON columns, ON DUPLICATE KEY UPDATE, collation).',
      {
        fact: 'integration tests | database | Testcontainers MySQL',
        supersedes: 'it-h2',
        age: 160,
        files: ['libs/test-fixtures/src/main/kotlin/kr/sbmarket/test/IntegrationTestSupport.kt'],
        reason: 'H2 hid MySQL-specific bugs',
        tags: ['tests', 'testcontainers', 'mysql', 'integration'],
      },
    ),
    m(
      'note-tc-mac',
      'note',
      '맥(M1/M2)에서 Testcontainers 돌릴 땐 colima: DOCKER_HOST=unix://$HOME/.colima/default/docker.sock, TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock. ~/.testcontainers.properties 에 testcontainers.reuse.enable=true 해두면 로컬 재실행 빨라짐',
      {
        tags: ['testcontainers', 'mac', 'colima', 'local'],
      },
    ),
    m(
      'ci-jenkins-all',
      'fact',
      'CI/CD 는 전부 Jenkins (jenkins.sbm-infra.internal). 모듈별 Jenkinsfile 에서 PR 빌드, 이미지 빌드, ECR push 까지 다 함.',
      {
        age: 350,
        files: ['order-service/Jenkinsfile', 'payment-service/Jenkinsfile'],
        tags: ['ci', 'jenkins'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'PR checks (ktlint, test, build) now run on GitHub Actions: .github/workflows/pr-check.yml with per-module path filters. Jenkins only still builds and pushes images for order-service and payment-service until that part is migrated; every other service already releases via .github/workflows/release.yml.',
      {
        fact: 'pr checks | run_on | GitHub Actions',
        supersedes: 'ci-jenkins-all',
        age: 50,
        files: ['.github/workflows/pr-check.yml', '.github/workflows/release.yml'],
        tags: ['ci', 'github-actions', 'jenkins', 'migration'],
      },
    ),
    m(
      'argocd',
      'fact',
      '배포: commerce-gitops 레포 apps/<service>/overlays/{stage,prod}/kustomization.yaml 의 이미지 태그 bump → ArgoCD. stage 는 auto-sync, prod 는 #deploy 채널 공지 후 수동 Sync. selfHeal 켜져있음. 클러스터는 EKS 1.30 (ap-northeast-2, 3AZ), ns commerce-prod / commerce-stage, 판교 인프라팀 관리.',
      {
        fact: 'deployment | managed_by | ArgoCD',
        tags: ['argocd', 'gitops', 'eks', 'deploy'],
      },
    ),
    m(
      'no-kubectl',
      'convention',
      'prod 에서 kubectl edit / scale / set image 하지 마세요. ArgoCD selfHeal 때문에 몇 분 뒤에 원복되고 원인 추적만 꼬여요. HPA min/max 바꾸는 것도 gitops PR 로.',
      {
        tags: ['kubernetes', 'argocd', 'prod', 'hpa'],
      },
    ),
    m(
      'secrets-mgr',
      'convention',
      '시크릿은 AWS Secrets Manager + External Secrets Operator (ExternalSecret → k8s Secret → env) 로만. application.yml, gitops 레포, Jenkins credentials 에 새로 넣는 거 금지. 로컬은 .env.local (gitignore 됨).',
      {
        canonical: true,
        tags: ['secrets', 'aws', 'external-secrets', 'config'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      '배포 금지: 매일 21:00~07:00 (마감 피크 + 피킹 + 배송 시간), 금요일 16시 이후, 설/추석 D-14 부터 연휴 끝까지 전면 freeze. 핫픽스는 CTO 승인 + 야간 당직자 필요. 피크는 22:00~23:30 (평시 6~8배)이라 order-service 는 21시에 KEDA cron 으로 20 replicas 까지 미리 늘림.',
      {
        reaffirm: 3,
        tags: ['deploy', 'freeze', 'peak', 'prod'],
      },
    ),
    m(
      'apm-datadog',
      'fact',
      '모니터링: Datadog APM + Logs (Dockerfile 에 dd-java-agent). 주문 대시보드 "Order Funnel".',
      {
        age: 320,
        tags: ['monitoring', 'datadog', 'apm'],
      },
    ),
    m(
      'apm-otel',
      'decision',
      'Datadog 계약 6월에 종료됨. 이제 OTel Java agent → ADOT collector → Grafana Tempo (trace) / Loki (log) / Mimir (metric). Dockerfile 에 dd-java-agent 남아있으면 빼주세요. "Order Funnel" 대시보드는 Grafana 로 옮겨놨어요.',
      {
        fact: 'observability | stack | OpenTelemetry + Grafana',
        supersedes: 'apm-datadog',
        age: 75,
        tags: ['monitoring', 'opentelemetry', 'grafana', 'datadog'],
      },
    ),
    m(
      'logging',
      'convention',
      '로그는 logback + logstash-logback-encoder JSON, MDC 에 traceId / memberId / orderNo. WebFlux/코루틴에선 MDC 가 안 넘어가서 Hooks.enableAutomaticContextPropagation() (micrometer context-propagation) + 코루틴은 withContext(MDCContext()) 필요.',
      {
        tags: ['logging', 'mdc', 'webflux', 'coroutines'],
      },
    ),
    m(
      'resilience',
      'convention',
      '외부 API (카카오페이, NHN, WMS) 는 Resilience4j CircuitBreaker + TimeLimiter. 단, 결제 승인 (토스 confirm / 카카오페이 approve) 에는 자동 retry 걸지 말 것 — 중복 승인 위험.',
      {
        tags: ['resilience4j', 'circuit-breaker', 'retry', 'payment'],
      },
    ),
    m(
      'owners',
      'fact',
      '담당: 주문/장바구니 김도현, 결제 이서연, 회원/인증 박준혁, 배송·풀필먼트 최민지, storefront 정하늘, 인프라/EKS 오승우 (판교). 서울팀은 성수 오피스.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'style',
      'convention',
      'ktlint (ktlint_official) CI 에서 실패 처리. !! 금지 → requireNotNull / ?: throw. JPA 엔티티는 data class 말고 일반 class (kotlin-jpa, allOpen 플러그인). DTO 변환은 *Mapper.kt 의 확장함수로, MapStruct 안 씀.',
      {
        tags: ['ktlint', 'kotlin', 'style', 'jpa'],
      },
    ),
    m(
      'pref-lang',
      'preference',
      '설명은 한국어로 해주세요. 식별자/로그 메시지는 영어, 주석은 한국어 OK. 커밋은 feat: / fix: / refactor: prefix 에 본문 한국어.',
      {},
    ),
    m(
      'pref-pr',
      'preference',
      'PR 300줄 넘으면 쪼개주세요. approve 2명, 인프라 건드리면 판교 인프라팀 1명 포함',
      {},
    ),
    m(
      'cand-r2dbc',
      'decision',
      'order-service JPA 를 R2DBC (Spring Data R2DBC) 로 전환해서 withContext(IO) 래핑 걷어내기.',
      {
        candidate: true,
        tags: ['r2dbc', 'webflux', 'jpa'],
      },
    ),
    m('cand-naverpay', 'decision', '네이버페이 결제수단 추가 (주문형 말고 결제형).', {
      candidate: true,
      tags: ['naverpay', 'payment'],
    }),
    m('cand-graphql', 'decision', 'storefront BFF 를 Netflix DGS GraphQL 게이트웨이로 교체.', {
      candidate: true,
      tags: ['graphql', 'storefront', 'bff'],
    }),
    m(
      'secret-toss-yml',
      'note',
      '# payment-service/src/main/resources/application-prod.yml (ESO 붙기 전 임시)\ntoss:\n  payments:\n    client-key: live_gck_Ba5PzR0ArnLwPqE2yXnVvmYnNeDM\n    secret-key: live_gsk_Jkq9Rxe7LmZ2oWp4AbYvGn1Ct8Ds\n    confirm-read-timeout: 30s',
      {
        secret: 'live_gsk_Jkq9Rxe7LmZ2oWp4AbYvGn1Ct8Ds',
      },
    ),
    m(
      'secret-kakaopay-chat',
      'note',
      '@이서연 카카오페이 운영 시크릿키 여기요 → PRD3F9A7C2E1B8D4F6A0C5E9D2B7A1F3C88E4 (파트너 어드민에서 재발급함, DEV 키랑 헷갈리지 마세요 ㅎㅎ)',
      {
        secret: 'PRD3F9A7C2E1B8D4F6A0C5E9D2B7A1F3C88E4',
      },
    ),
    m(
      'secret-nhn-curl',
      'note',
      'NHN SMS 발송 테스트한 커맨드:\ncurl -X POST \'https://api-sms.cloud.toast.com/sms/v3.0/appKeys/hK2pQ9xLm4RtY7vN/sender/sms\' -H \'Content-Type: application/json;charset=UTF-8\' -H \'X-Secret-Key: Tq7Wm3Zp\' -d \'{"body":"[새벽마켓] 테스트","sendNo":"16441234","recipientList":[{"recipientNo":"01012345678"}]}\'',
      {
        secret: 'Tq7Wm3Zp',
      },
    ),
    m(
      'secret-db-jdbc',
      'note',
      '로컬에서 운영 reader 붙어볼 때 (VPN 필요): jdbc:mysql://commerce-prod.cluster-ro-c8xk2m1qzt4e.ap-northeast-2.rds.amazonaws.com:3306/commerce?user=ro_analyst&password=Sbm%40Ro2025!q&useSSL=true',
      {
        secret: 'Sbm%40Ro2025!q',
      },
    ),
    m(
      'secret-aws-env',
      'note',
      '# batch/.env (정산 배치 로컬 실행용, 커밋 X)\nAWS_REGION=ap-northeast-2\nAWS_ACCESS_KEY_ID=AKIAZ7Q3XK5MPL2RWT4N\nAWS_SECRET_ACCESS_KEY=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\nS3_SETTLEMENT_BUCKET=sbm-settlement-prod',
      {
        secret: 'u8Jr2kQ+9vXe1LmN4pT7wZyB3cF6hS0dG5aK8iOq',
      },
    ),
    m(
      'secret-kafka-chat',
      'note',
      'MSK scram 계정 하나 파놨어요~ user: fulfillment-consumer / pw: Fc0nsum3r-Msk!7781 , bootstrap 은 b-1.commerceprod.x8k2lq.c3.kafka.ap-northeast-2.amazonaws.com:9096 입니다',
      {
        secret: 'Fc0nsum3r-Msk!7781',
      },
    ),
    m(
      'secret-jwt-yml',
      'note',
      "member-service application-stage.yml:\njwt:\n  # HS256 시절 서명키, 구버전 토큰 검증용으로만 남겨둠\n  legacy-hmac-secret: 'c2JtLXN0YWdlLWp3dC1zaWduaW5nLWtleS0yMDI0LURvTm90U2hhcmU='",
      {
        secret: 'c2JtLXN0YWdlLWp3dC1zaWduaW5nLWtleS0yMDI0LURvTm90U2hhcmU=',
      },
    ),
    m(
      'secret-naver-oauth',
      'note',
      'naver login app for prod: client id Xq7aLk2mB9pR3sT1vY6c, client secret hJ4Kd8Wq2Z, redirect https://www.sbmarket.kr/login/oauth2/code/naver',
      {
        secret: 'hJ4Kd8Wq2Z',
      },
    ),
    m(
      'secret-redis-cli',
      'note',
      "예약 키 확인할 때 쓰는거: redis-cli -h master.commerce-prod-redis.q2w3e4.apne2.cache.amazonaws.com -p 6379 --tls -a 'Rd!sAuth-Sbm-2291xQ' --no-auth-warning --scan --pattern 'stock:reserve:*'",
      {
        secret: 'Rd!sAuth-Sbm-2291xQ',
      },
    ),
    m(
      'secret-argocd',
      'note',
      "argocd admin 비번 바뀜 (승우님이 로테이션함): argocd login argocd.sbm-infra.internal --username admin --password 'Pangy0!Arg0-cd#25' --grpc-web",
      {
        secret: 'Pangy0!Arg0-cd#25',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'gitops bump workflow uses the ops-bot fine-grained PAT (commerce-gitops, contents:write): github_pat_11BKQ3ZSA0d8Xq2LmN7pRt_4vW9yZb1Cf6Hj3Kk8Mn2Pq5Rs7Tu0Vw4Xy6Za9Bc1De3Fg5Hi7Jk9LmQ2W',
      {
        secret:
          'github_pat_11BKQ3ZSA0d8Xq2LmN7pRt_4vW9yZb1Cf6Hj3Kk8Mn2Pq5Rs7Tu0Vw4Xy6Za9Bc1De3Fg5Hi7Jk9LmQ2W',
      },
    ),
  ],
  sessions: [
    {
      id: 'order-pay-session',
      age: 12,
      turns: [
        said(
          '안녕하세요~ payment-service TossPaymentGateway.confirm 쪽 리팩토링 하려구요. 일단 코드 한번 쭉 읽어봐 주세요',
        ),
        replied(
          'TossPaymentGateway.confirm()은 TossPaymentsClient.confirmWithRecovery()를 호출하고, 타임아웃이면 GET /v1/payments/orders/{orderId}로 상태를 조회한 뒤 PaymentResult로 매핑합니다.',
        ),
        said(
          'ㅇㅋ 근데 orderId 포맷이 서비스마다 달라서 토스 어드민에서 찾기가 넘 힘듬. 앞으로 주문번호는 yyMMdd + 센터코드 2자리 + 6자리 시퀀스로 통일 (ex. 250612GP000123). 토스 orderId, 카카오페이 partner_order_id 에도 이 주문번호 그대로 넣는걸로',
          {
            key: 's-order-no',
            type: 'convention',
          },
        ),
        replied(
          '알겠습니다. OrderNumberGenerator를 libs/common에 두고 시퀀스는 Redis INCR (order:seq:{yyMMdd}, TTL 2일)로 발급하겠습니다.',
        ),
        said(
          'ㄱㄱ. 아 그리고 PG 요청/응답 원문은 전부 payment_pg_log 테이블에 쌓기로 했어요. 토스가 카드번호는 마스킹해서 주니까 raw 저장해도 되고, 90일 지나면 배치로 지우는 걸로',
          {
            key: 's-pg-log',
            type: 'decision',
          },
        ),
        replied(
          'payment_pg_log (id, order_no, pg, api, request_body, response_body, http_status, created_at) Flyway 마이그레이션이랑 90일 purge 잡 추가하겠습니다.',
        ),
        said(
          '지금 로컬에서 테스트 돌리면 testcontainers 땜에 5분 걸리네.. 이번엔 테스트 스킵하고 ./gradlew :payment-service:build -x test 로 빌드만 해줘',
        ),
        replied('빌드 성공했습니다 (-x test). PR 올리기 전에 테스트는 한 번 돌려야 해요.'),
        said(
          '넵. 그리고 취소 쪽 보다가 생각난건데, 취소 요청 cancelReason 에 자유텍스트 넣지 말고 CancelReasonCode enum 값 (CUSTOMER_CHANGE_MIND, OUT_OF_STOCK, DELIVERY_UNAVAILABLE ...) 만 보내는걸로 해요. 정산팀이 사유별로 집계한대요',
          {
            key: 's-cancel-reason',
            type: 'convention',
          },
        ),
        replied(
          'CancelReasonCode enum을 libs/events에 추가하고 토스 cancelReason / 카카오페이 payload에는 code.name을 넣겠습니다.',
        ),
        said(
          'OrderCancelService 고치는 김에 .block() 쓰는데 있으면 다 걷어내 주세요. order-service 에서 block() 은 이제 금지에요, 리뷰에서 보이면 바로 반려할거임',
          {
            key: 's-no-block',
            type: 'constraint',
          },
        ),
        replied(
          'OrderCancelService.kt와 DeliveryQuoteClient.kt에 .block()이 두 군데 있어서 awaitSingle()로 바꿨습니다. detekt 커스텀 룰로 막을까요?',
        ),
        said('ㅇㅇ 좋아요 detekt 룰은 다음 PR에서'),
        replied('네, TODO 남겨두겠습니다.'),
        said('오늘 stage 배포는 제가 직접 할께요, 커밋까지만 해주세요'),
        replied('알겠습니다. 커밋까지만 했습니다.'),
      ],
    },
    {
      id: 'storefront-login-session',
      age: 9,
      turns: [
        said(
          '하늘이에요. storefront 카카오 로그인 붙이는 중인데 로컬에서 계속 KOE006 나요ㅠ env 이렇게 돼있어요\n\nNEXT_PUBLIC_API_BASE=http://localhost:8080\nKAKAO_REST_API_KEY=8f2c1a9e7b3d4f60a1c2e3d4b5a69788\nKAKAO_CLIENT_SECRET=Vq3Lm9XzR2pT7wNk4YbC8dFh1JsE6uGa',
          {
            secret: 'Vq3Lm9XzR2pT7wNk4YbC8dFh1JsE6uGa',
          },
        ),
        replied(
          'KOE006은 등록되지 않은 Redirect URI 에러예요. 카카오 디벨로퍼스에 http://localhost:3000/api/auth/callback/kakao 가 등록돼 있는지 확인해 주세요.',
        ),
        said(
          '아 맞네 등록 안돼있었음 ㅋㅋ 해결. 근데 git log 보니까 누가 NEXT_PUBLIC_KAKAO_CLIENT_SECRET 으로 쓰던 흔적이 있던데.. 앞으로 NEXT_PUBLIC_ 붙은 env 에는 시크릿 절대 넣지 마세요. 클라 번들에 그대로 박혀요',
          {
            key: 's-next-public',
            type: 'constraint',
          },
        ),
        replied(
          '3주 전 커밋에서 이미 제거된 상태입니다. 빌드 시 NEXT_PUBLIC_ 변수 중 SECRET/KEY 패턴이 있으면 실패하도록 storefront/scripts/check-env.ts 를 추가할게요.',
        ),
        said(
          '그리고 카카오싱크 심사 통과했어요!! 6/3부터 전화번호, 배송지 동의항목 받을 수 있음. 카카오 가입자는 회원가입 때 휴대폰 본인인증 SMS 단계 생략해도 된대요 (준혁님 확인함)',
          {
            key: 's-kakao-sync',
            type: 'fact',
          },
        ),
        replied(
          'member-service OAuth2UserService에서 kakao_account.phone_number를 받아 인증 완료로 처리하도록 바꾸면 됩니다. 네이버 가입자는 어떻게 할까요?',
        ),
        said('네이버는 일단 그대로 둬요, 이번 PR 범위 밖'),
        replied('네, 카카오만 수정했습니다.'),
        said(
          '로그인 끝나고 redirect 파라미터로 아무 URL 이나 받으면 안돼요. / 로 시작하는 내부경로만 허용하고 //evil.com 같은건 막고, 이상하면 그냥 / 로 보내요. storefront 랑 member-service 둘 다 이 규칙으로',
          {
            key: 's-redirect',
            type: 'constraint',
          },
        ),
        replied(
          'storefront/lib/safeRedirect.ts 와 member-service LoginSuccessHandler 에 같은 검증을 넣었습니다.',
        ),
        said('what does revalidate = 0 vs dynamic = "force-dynamic" actually do differently in app router?'),
        replied(
          'revalidate = 0 opts the route segment out of the data cache for fetches; force-dynamic also forces dynamic rendering for the whole segment, like cookies()/headers() would.',
        ),
        said(
          'ok. one more thing: product images. we agreed with 인프라팀 yesterday to turn off next/image optimization (images.unoptimized = true) and serve everything from CloudFront with the Lambda@Edge resizer (?w=&q= params). the built-in optimizer was eating pod CPU at peak.',
          {
            key: 's-image-cdn',
            type: 'decision',
          },
        ),
        replied(
          'next.config.ts 에 images.unoptimized 를 켜고 storefront/lib/cdnLoader.ts 커스텀 로더를 추가했습니다.',
        ),
        said('굳 👍 PR 올려주세요'),
      ],
    },
    {
      id: 'fulfillment-slot-session',
      age: 5,
      turns: [
        said(
          '민지입니다. 다음주 평택센터 오픈이라 슬롯 쪽 작업해야돼요. fulfillment-service SlotCapacityService 좀 봐주세요',
        ),
        replied(
          'SlotCapacityService는 Redis 해시 slot:{centerCode}:{date}에서 Lua로 차감하고, 센터는 GIMPO01 하나만 하드코딩돼 있습니다.',
        ),
        said(
          '그거 센터별로 바꿔야 되고, 시간당 capacity 는 김포(GIMPO01) 1,800건 평택(PTK01) 1,200건이에요. 값은 center_capacity 테이블에 두고 운영팀이 어드민에서 바꿀 수 있게 해주세요',
          {
            key: 's-center-capacity',
            type: 'fact',
          },
        ),
        replied(
          'center_capacity 테이블 마이그레이션과 CenterCapacityRepository를 추가하고 Lua 스크립트에 센터코드를 넘기겠습니다.',
        ),
        said(
          '그리고 어제 회의에서 정한거: 마감 시각 되면 order-service 가 권역별로 commerce.order.cutoff-closed.v1 이벤트 발행하고, fulfillment-service 가 그거 받아서 WMS 웨이브 생성. 예전처럼 WMS가 23:30 cron 으로 긁어가는건 없앱니다',
          {
            key: 's-cutoff-event',
            type: 'decision',
          },
        ),
        replied(
          'order-service에 OrderCutoffScheduler를 두고 delivery_zone.cutoff_time 기준으로 outbox에 이벤트를 넣겠습니다. 컨슈머는 processed_event로 멱등 처리할게요.',
        ),
        said('혹시 추석 연휴에 배송 안하는 날은 지금 어떻게 처리되고 있어요?'),
        replied('DeliveryDateCalculator.kt 안에 2024년 추석 날짜가 listOf(...)로 하드코딩돼 있습니다.'),
        said(
          '헐... 그거 지워주세요. 휴무일/명절은 delivery_calendar 테이블로만 관리하고 코드에 날짜 하드코딩 하지 마요 앞으로',
          {
            key: 's-delivery-calendar',
            type: 'convention',
          },
        ),
        replied(
          'DeliveryCalendarRepository로 바꾸고 2025년 설/추석 데이터는 Flyway 데이터 마이그레이션으로 넣겠습니다.',
        ),
        said(
          '아 그리고 도서산간 우편번호 (제주 63000~63644, 울릉 40200~40240) 는 새벽배송 옵션 자체가 안 보여야 돼요. 주문 단계에서 막는게 아니라 장바구니에서부터 노출 X',
          {
            key: 's-remote-area',
            type: 'constraint',
          },
        ),
        replied(
          'ZoneResolver에 RemoteAreaPolicy를 추가하고 장바구니 조회 응답의 dawnDeliveryAvailable을 false로 내리겠습니다.',
        ),
        said('내일 QA 해야돼서 stage 에 평택 6/20 슬롯 몇개만 넣어줄 수 있어요?'),
        replied('stage에 일회성 SQL로 PTK01 6/20 05:00~07:00 슬롯 3개를 넣었습니다.'),
        said('ㄳㄳ'),
      ],
    },
    {
      id: 'ci-migration-session',
      age: 3,
      turns: [
        said(
          '판교 오승우입니다. jenkins → GHA 이관 마무리 하려고요. payment-service 부터 release workflow 옮겨주세요. 기존건 payment-service/Jenkinsfile 참고',
        ),
        replied(
          'Jenkinsfile은 ./gradlew :payment-service:bootBuildImage → ECR push → commerce-gitops stage 태그 bump 순서입니다. .github/workflows/release.yml 에 같은 단계로 옮길게요.',
        ),
        said(
          'runner 는 무조건 self-hosted (EKS 에 띄운 actions-runner-controller, label sbm-arc-large) 만 써요. github-hosted 는 Testcontainers 느리고 비용도 나가서 안 씀',
          {
            key: 's-gha-runner',
            type: 'decision',
          },
        ),
        replied('runs-on: [self-hosted, sbm-arc-large] 로 설정했습니다.'),
        said(
          'AWS 접근은 OIDC 로 role assume (gha-ecr-push 롤) 하고, repo secrets 에 AWS access key 등록하는 건 금지입니다',
          {
            key: 's-gha-oidc',
            type: 'constraint',
          },
        ),
        replied(
          'aws-actions/configure-aws-credentials 에 role-to-assume 만 쓰고 permissions: id-token: write 를 추가했습니다.',
        ),
        said(
          '이미지 태그 규칙도 이참에 정리하죠: <git sha 7자리>-<run number> (예: a1b2c3d-482). latest 태그는 push 하지 말고 gitops bump 도 이 태그로',
          {
            key: 's-image-tag',
            type: 'convention',
          },
        ),
        replied(
          'IMAGE_TAG 를 GITHUB_SHA 앞 7자리 + "-" + GITHUB_RUN_NUMBER 로 만들고 latest push 단계는 지웠습니다.',
        ),
        said('how long does the payment-service test job take on arc right now?'),
        replied('최근 10회 median 7분 40초, 그중 Testcontainers 기동이 약 1분 10초입니다.'),
        said(
          'and PaymentConfirmConcurrencyTest failed 3 of the last 10. 앞으로 flaky 테스트는 @Tags("flaky") 붙여서 PR 빌드에선 빼고 nightly workflow 에서만 돌리는 걸로 하죠. 대신 이슈 꼭 만들어서 테스트에 링크 달기',
          {
            key: 's-flaky',
            type: 'convention',
          },
        ),
        replied(
          "pr-check.yml 에 -Dkotest.tags='!flaky' 를 넣고 nightly.yml 을 추가했습니다. PaymentConfirmConcurrencyTest 에 태그와 이슈 링크 달았어요.",
        ),
        said(
          '이번 PR 에선 payment-service 만 옮기고 order-service 는 다음주에 해요. Jenkins job 은 아직 끄지 마세요',
        ),
        replied(
          '네, Jenkins payment-service job 은 그대로 두고 release.yml 은 workflow_dispatch 로만 테스트했습니다.',
        ),
      ],
    },
  ],
  prompts: [
    p(
      'order-service OrderQueryService.getOrder 가끔 전체 API 가 멈춰요.. 스레드덤프 보면 reactor-http-nio 스레드들이 hikari 커넥션 기다리고 있음',
      ['jpa-io-dispatcher', 'order-coroutines'],
    ),
    p(
      '@payment-service/src/main/kotlin/kr/sbmarket/payment/kakaopay/KakaoPayClient.kt 에 부분취소 추가해줘. 면세 상품 섞인 주문도 있음',
      ['kakaopay-openapi', 'tax-free', 'money-long', 's-cancel-reason', 'resilience'],
    ),
    p('QOrder unresolved reference 뜨는데 Q클래스가 안생겨요. build.gradle.kts 에 kapt 추가하면 되나?', [
      'querydsl-ksp',
      'version-catalog',
    ]),
    p('무료배송 기준 어디서 바꿔요? 마케팅에서 멤버십 기준 만원으로 내려달래서', ['free-ship-50k']),
    p('OrderCutoffPolicy.kt 에 권역별 주문마감 체크 로직 짜줘', ['cutoff-2330', 'tz-utc', 'tz-kst-claim']),
    p('toss confirm 이 read timeout 나면 지금 어떻게 처리되는지 보고 재시도 로직 넣어줘', [
      'toss-timeout',
      'incident-double',
      'toss-retry-claim',
      'resilience',
    ]),
    p('한정수량 상품 오버셀 방지 어떻게 되어있어? 이번 추석 선물세트 또 터지면 안됨', [
      'stock-reservation',
      'incident-oversell',
    ]),
    p(
      'orders 테이블에 delivery_request_memo 컬럼 추가하는 마이그레이션 만들어줘 (공동현관 출입방법 같은거 들어감)',
      ['flyway', 'pii'],
    ),
    p('payment_pg_log 엔티티 만들어줘, PK 는 뭘로 하지', ['s-pg-log', 'id-tsid', 'style', 'flyway']),
    p('통합테스트 H2 로 돌리면 훨씬 빠를거 같은데 바꿔도 돼요? mysql 컨테이너 띄우는거 넘 느림', [
      'testcontainers',
      'note-tc-mac',
    ]),
    p('OrderServiceTest 에서 Mockito when() 쓰니까 suspend fun 이라 에러나요', ['kotest']),
    p('OrderPaymentService.complete() 끝에서 kafkaTemplate.send 로 order paid 이벤트 쏘게 해줘', [
      'outbox',
      'kafka-naming',
    ]),
    p('fulfillment-service 에 commerce.order.paid.v1 컨슈머 추가해주세요', [
      'kafka-naming',
      'consumer-idem',
      'kafka-msk',
    ]),
    p('배송출발 알림톡 새벽 5시에 보내도 법적으로 문제 없나요?', ['sms-night', 'sms-nhn']),
    p('stage 에서 쿠폰 만료 안내 문자 배치 돌려보려는데 주의할거 있어?', ['sms-dryrun', 'sms-night']),
    p('상품상세 가격 그냥 SSG 로 박으면 안돼? 빌드타임에 가져오면 빠를거 같은데', [
      'storefront-cache',
      'storefront',
    ]),
    p('next.config.ts remotePatterns 에 cdn 도메인 추가하고 next/image 최적화 다시 켜줘', ['s-image-cdn']),
    p('storefront/app/login/page.tsx 로그인 끝나면 ?redirect= 값으로 보내주는거 구현', [
      's-redirect',
      'storefront',
    ]),
    p('access token 몇분짜리에요? storefront 에서 refresh 타이밍 잡으려구', ['jwt-ttl-30m', 'jwt-rs256']),
    p('카카오 회원이랑 네이버 회원 이메일 같으면 자동으로 계정 합쳐주는 기능 만들어줘', [
      'login-oauth',
      'kakao-email-claim',
    ]),
    p('카카오로 가입한 사람도 휴대폰 SMS 인증 거쳐야 돼?', ['s-kakao-sync', 'login-oauth']),
    p('고객이 피킹중인 주문 취소하고 싶다는데 API 에서 막혀요. 풀어줘도 되나', [
      'cancel-before-picking',
      'cancel-cs-claim',
      'order-status',
    ]),
    p('payment-service 로그에 고객 전화번호 그대로 찍히는거 발견함 ㅠ PaymentLogger.kt 확인좀', [
      'pii',
      'logging',
    ]),
    p('order-service Dockerfile 정리좀 해줘요. 근데 dd-java-agent 이거 아직 필요한거?', ['apm-otel']),
    p('금요일 저녁 8시인데 결제 핫픽스 prod 배포해도 될까요? 급함', ['deploy-window', 'argocd']),
    p('prod order-service 파드 지금 당장 늘려야 되는데 kubectl scale 해도 돼?', ['no-kubectl', 'argocd']),
    p('NHN 시크릿키 application.yml 에 넣으면 되죠?', ['secrets-mgr']),
    p('GHA 에서 ECR push 하려는데 AWS 키 repo secret 에 넣어도 되나요', ['s-gha-oidc', 'secrets-mgr']),
    p('migrate the order-service image build from its Jenkinsfile to .github/workflows/release.yml', [
      'ci-gha',
      's-gha-runner',
      's-gha-oidc',
      's-image-tag',
      'argocd',
    ]),
    p('PaymentConfirmConcurrencyTest 가 CI 에서 자꾸 깨져요 어케 처리하죠', ['s-flaky', 'testcontainers']),
    p('면세상품이랑 과세상품 같이 주문하면 토스 결제 요청은 어떻게 보내야 돼?', ['tax-free', 'toss-flow']),
    p('15% 할인쿠폰 금액 계산하는 함수 PriceCalculator 에 추가해줘, 장바구니 쿠폰이랑 같이 쓸 수 있음', [
      'money-long',
      'coupon-order',
    ]),
    p('장바구니에 새벽배송 가능 여부 표시해주세요, 배송지 우편번호 기준으로', [
      'cutoff-2330',
      's-remote-area',
    ]),
    p('평택센터 슬롯 차감 로직 수정해야 돼요 SlotCapacityService.kt', [
      'slot-capacity',
      's-center-capacity',
      'redis-keys',
    ]),
    p('catalog-service ProductQueryService 에 캐시 좀 붙여줘', ['cache-layers', 'redis-keys']),
    p('WMS 웨이브 생성 트리거가 cron 이에요 이벤트에요?', ['s-cutoff-event']),
    p('결제완료 직후에 주문완료 페이지에서 가끔 주문없음 뜬대요', ['replica-lag', 'aurora']),
    p('주문목록 조회 API 무한스크롤 페이징 QueryDSL 로 구현해줘', [
      'querydsl-repo',
      'querydsl-ksp',
      'open-in-view',
      'api-envelope',
    ]),
    p(
      'org.hibernate.LazyInitializationException: could not initialize proxy [kr.sbmarket.order.domain.Order#1234] - no Session\n  at OrderResponse.from(OrderResponse.kt:31)',
      ['open-in-view'],
    ),
    p('DeliveryQuoteClient 배송비 조회 그냥 .block() 으로 받으면 간단할듯?', [
      's-no-block',
      'order-coroutines',
    ]),
    p('batch SettlementJob 어제자 주문 집계하는데 9시간 밀려서 나와요', ['tz-utc', 'tz-kst-claim']),
    p('가상계좌 입금 웹훅 410 떨어진다고 CS 문의 들어왔는데 버그임?', ['vbank-off']),
    p('who should I ask about a KakaoPay settlement mismatch?', ['owners']),
    p('OrderNumberGenerator 새로 만들어줘, 주문번호 발급하는거', ['s-order-no', 'redis-keys']),
    p('NEXT_PUBLIC_TOSS_SECRET_KEY 하나 추가해서 클라에서 바로 confirm 때리면 안되나? BFF 거치는거 귀찮', [
      's-next-public',
      'toss-flow',
      'toss-amount',
    ]),
    p('추석 배송 휴무일 추가해야 되는데 DeliveryDateCalculator 어디 고치면 돼용', ['s-delivery-calendar']),
    p('OrderController 주문생성 API REST Docs 테스트 작성해줘', ['restdocs', 'kotest', 'api-envelope']),
    p(
      'fulfillment-service 에서 배송불가 판정나면 토스 환불 API 바로 호출하게 해줘, FulfillmentFailureHandler 에서',
      ['pg-abstraction', 's-cancel-reason'],
    ),
    p('settings.gradle.kts 에 notification-worker 모듈 하나 추가하고 build.gradle.kts 세팅좀', [
      'modules',
      'version-catalog',
    ]),
    p('kotlin 에서 sealed interface 랑 sealed class 차이 뭐였지', []),
    p('고마워요!', []),
    p('explain coroutineScope vs supervisorScope in kotlin', []),
    p('JPA @OneToMany mappedBy 가 정확히 뭘 의미하는지 설명좀', []),
    p('diff 요약해줘', []),
    p('REST API 에서 409 Conflict 랑 422 는 보통 언제 구분해서 써요?', []),
  ],
});
