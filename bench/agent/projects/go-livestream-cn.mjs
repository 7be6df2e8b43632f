// A Chinese live-streaming e-commerce backend: Go microservices on Kratos, MySQL 8 -> TiDB migration, Kafka, Redis,
// Alibaba Cloud (ACK, OSS, SLS, KMS), WeChat Pay / Alipay, real-name verification, content moderation. The team writes
// mostly Simplified Chinese with English identifiers and tech terms mixed in.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-livestream-cn',
  stack:
    'Go 1.23, Kratos v2 (gRPC + HTTP, wire, buf), TiDB 7.5 (迁移自 MySQL 8.0 RDS), Redis Cluster (go-redis v9), Kafka (franz-go), DTM, Nacos (MSE), 阿里云 ACK / OSS / SLS / KMS / 视频直播 / 内容安全 / 实人认证, 微信支付 APIv3, 支付宝, Apple IAP, 微信小程序 + iOS/Android, 云效流水线, testify + gomock + testcontainers',
  memories: [
    m(
      'db-mysql',
      'fact',
      '核心库 (订单/商品/用户) 在阿里云 RDS MySQL 8.0，一主两从，读写分离用 gorm dbresolver，配置在 internal/data/data.go。',
      {
        fact: 'core databases | hosted_on | RDS MySQL 8.0',
        age: 520,
        files: ['app/order/internal/data/data.go'],
        tags: ['mysql', 'rds', 'database'],
      },
    ),
    m(
      'db-tidb',
      'decision',
      '订单、商品、用户三个库已经从 RDS MySQL 8.0 迁到 TiDB 7.5 (3 月底切完)。原因：orders 单表 20 多亿行，分库分表改造成本太高。MySQL 上现在只剩营销库 (coupon_*)，还没迁。',
      {
        fact: 'core databases | hosted_on | TiDB 7.5',
        supersedes: 'db-mysql',
        age: 130,
        canonical: true,
        reason: 'orders 单表 20 亿行，避免分库分表',
        tags: ['tidb', 'mysql', 'migration', 'database'],
      },
    ),
    m(
      'tidb-auto-random',
      'constraint',
      'TiDB 上新建大表主键禁止用 AUTO_INCREMENT (会写热点)，用 BIGINT AUTO_RANDOM，或者由 pkg/idgen 生成 snowflake ID 作为主键。',
      {
        canonical: true,
        tags: ['tidb', 'primary-key', 'auto_random', 'hotspot'],
      },
    ),
    m(
      'id-snowflake',
      'convention',
      '业务 ID (订单号、直播场次 session_id、礼物流水号) 统一用 pkg/idgen 的 snowflake (基于 sonyflake 改的)，int64。对外 JSON 里一律序列化成 string，前端 JS 的 Number 精度只有 53 位。',
      {
        files: ['pkg/idgen'],
        tags: ['id', 'snowflake', 'int64', 'json'],
      },
    ),
    m(
      'incident-tidb-hotspot',
      'incident',
      '4 月切 TiDB 的第一周：orders 表沿用了 MySQL 的 AUTO_INCREMENT 主键，写入全打在同一个 TiKV region，下单 P99 从 40ms 涨到 1.2s。晚上重建表改成 AUTO_RANDOM + SHARD_ROW_ID_BITS=4 后恢复。',
      {
        tags: ['incident', 'tidb', 'hotspot', 'auto_increment'],
      },
    ),
    m(
      'tidb-txn-size',
      'constraint',
      'TiDB 单个事务不能太大 (txn-total-size-limit 我们设的 100MB)。批量更新/删除要分批，每批 ≤ 5000 行，或者用 TiDB 的非事务 DML：BATCH ON id LIMIT 5000 DELETE ...。',
      {
        tags: ['tidb', 'transaction', 'batch', 'delete'],
      },
    ),
    m(
      'tidb-no-fk',
      'convention',
      'TiDB 上不建外键，也不要依赖 MySQL 的 gap lock 语义。并发控制：要么悲观事务 SELECT ... FOR UPDATE，要么 version 字段乐观锁。',
      {
        tags: ['tidb', 'foreign-key', 'locking', 'concurrency'],
      },
    ),
    m(
      'dm-sync',
      'fact',
      '迁移期间用 TiDB DM 把 RDS binlog 同步到 TiDB。营销库还在 DM 同步中，TiDB 那边的 coupon_* 表是只读副本，不要在 TiDB 上直接写 coupon_*。',
      {
        tags: ['tidb', 'dm', 'migration', 'coupon'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      '数据库时间字段统一存 UTC，DATETIME(3)，DSN 里 loc=UTC&parseTime=true；展示和按天统计时再转 Asia/Shanghai。',
      {
        tags: ['timezone', 'utc', 'datetime', 'dsn'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      '注意：订单库 created_at 存的是北京时间 (东八区)，DSN 是 loc=Local，历史数据一直这样，迁 TiDB 也没转',
      {
        disputes: 'tz-utc',
        files: ['app/order/internal/data'],
        tags: ['timezone', 'orders', 'tidb'],
      },
    ),
    m(
      'kratos-layout',
      'convention',
      '每个服务按 Kratos layout：api/<svc>/v1 (proto)、internal/biz (领域逻辑 + repo 接口)、internal/data (repo 实现)、internal/service (gRPC/HTTP handler，只做 DTO 转换)、internal/server。依赖注入用 wire，改了 provider 一定要 `make wire`，wire_gen.go 要提交。',
      {
        canonical: true,
        files: ['app'],
        tags: ['kratos', 'layout', 'wire', 'architecture'],
      },
    ),
    m(
      'biz-no-data',
      'constraint',
      'biz 层不能 import data 层、gorm 或 go-redis，只依赖自己定义的 repo 接口；service 层不写业务逻辑。CI 里 depguard 会拦。',
      {
        files: ['.golangci.yml'],
        tags: ['kratos', 'architecture', 'biz', 'depguard'],
      },
    ),
    m(
      'proto-buf',
      'convention',
      'proto 全在 api/ 下，用 buf 管：CI 跑 buf lint 和 buf breaking (对比 main)。`make api` 生成 pb、grpc、http、errors 代码，生成的文件要提交。',
      {
        files: ['api', 'buf.yaml', 'Makefile'],
        tags: ['proto', 'buf', 'codegen'],
      },
    ),
    m(
      'proto-breaking',
      'constraint',
      '已发布的 proto 字段不能改编号、改类型、改名；删字段用 reserved。App 老版本会长期存在 (iOS 审核 + 用户不升级)，接口只能加不能改。',
      {
        tags: ['proto', 'compatibility', 'api'],
      },
    ),
    m(
      'errors-reason',
      'convention',
      '错误统一用 Kratos errors：在 api/<svc>/v1/error_reason.proto 里定义 ErrorReason 枚举 (带 errors.code)，用生成的 v1.ErrorXxx() / v1.IsXxx()。handler 不许把 fmt.Errorf 或 DB 错误原样返回给客户端。',
      {
        tags: ['errors', 'kratos', 'proto'],
      },
    ),
    m(
      'http-json',
      'convention',
      '对外 HTTP 接口由 proto 的 google.api.http 注解生成，JSON 字段 lowerCamelCase，int64 输出为 string，枚举输出名字不输出数字。',
      {
        tags: ['http', 'json', 'proto', 'api'],
      },
    ),
    m('kafka-sarama', 'fact', 'Kafka 客户端用 Shopify/sarama，封装在 pkg/mq。', {
      age: 390,
      files: ['pkg/mq'],
      tags: ['kafka', 'sarama'],
    }),
    m(
      'kafka-franz',
      'fact',
      'pkg/mq 基于 franz-go (kgo)：生产者默认 acks=all + 幂等生产者，消费者用 cooperative-sticky 分配策略，手动提交 offset (处理完再提交)。',
      {
        fact: 'pkg/mq | kafka_client | franz-go',
        supersedes: 'kafka-sarama',
        age: 150,
        files: ['pkg/mq'],
        reason: '200+ 分区时 rebalance 停顿 30 秒',
        tags: ['kafka', 'franz-go', 'consumer', 'rebalance'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic 命名 <域>.<事件>.v<N>，比如 order.paid.v1、live.room_event.v2、live.danmaku.v1。key 用 room_id 或 order_id 保证同一实体有序；消息体 protobuf，定义在 api/events/。',
      {
        files: ['api/events'],
        tags: ['kafka', 'naming', 'protobuf'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      '消费者必须幂等 (至少一次投递，rebalance 会重复)：用消息里的 event_id 做去重，Redis SETNX (TTL 24h) 或者业务表唯一键。',
      {
        reaffirm: 10,
        tags: ['kafka', 'idempotent', 'consumer'],
      },
    ),
    m(
      'redis-keys',
      'convention',
      'Redis key 格式 ls:<业务>:{<id>}:<字段>，花括号是 cluster hash tag，同一个直播间的 key 落同一个 slot (Lua 脚本才能多 key)。必须带 TTL，禁止 KEYS *、禁止大 key (>1MB)。',
      {
        tags: ['redis', 'naming', 'cluster', 'hash-tag'],
      },
    ),
    m(
      'seckill-lua',
      'fact',
      '秒杀库存扣减：Redis Lua 脚本 (app/order/internal/data/lua/stock_deduct.lua) 原子扣减，成功后同步写 TiDB stock_ledger 再发 order.stock_reserved.v1；未支付超时回补库存。',
      {
        files: ['app/order/internal/data/lua/stock_deduct.lua'],
        tags: ['seckill', 'stock', 'redis', 'lua'],
      },
    ),
    m(
      'incident-oversell',
      'incident',
      '去年双 11 直播秒杀超卖 312 件：Redis 主从切换丢了几秒写入，库存被重复扣。修复：扣减成功后同步写 TiDB 库存流水 (唯一键 order_id)，落库失败回滚 Redis；每 5 分钟对账。',
      {
        tags: ['incident', 'seckill', 'oversell', 'redis', 'failover'],
      },
    ),
    m(
      'stock-truth',
      'constraint',
      '库存的准确值以 TiDB stock_ledger 为准，Redis 只是扣减缓存。对账任务 cmd/stock-reconcile 发现差异只告警 + 人工确认，不能自动用 DB 覆盖 Redis (大促时会把正在扣的库存冲掉)。',
      {
        files: ['cmd/stock-reconcile'],
        tags: ['stock', 'reconcile', 'tidb', 'redis'],
      },
    ),
    m(
      'money-fen',
      'convention',
      '金额统一 int64，单位分，禁止 float64。微信支付 amount.total 就是分；支付宝 total_amount 是元的字符串 ("0.01")，只在 app/payment/internal/data/alipay 适配层里转换。',
      {
        canonical: true,
        reaffirm: 3,
        tags: ['money', 'fen', 'int64', 'alipay', 'wxpay'],
      },
    ),
    m(
      'wxpay-v3',
      'fact',
      '微信支付用 APIv3 (wechatpay-go SDK)，下单 JSAPI (小程序)、APP、H5 三种；回调的 resource 用 APIv3 密钥 AES-256-GCM 解密。商户私钥、APIv3 密钥都在 KMS 凭据管家。',
      {
        files: ['app/payment/internal/data/wxpay'],
        tags: ['wxpay', 'apiv3', 'payment'],
      },
    ),
    m(
      'wxpay-cert',
      'fact',
      '微信支付回调验签用平台证书，SDK 的 downloader 每 12 小时自动下载更新平台证书。',
      {
        age: 410,
        files: ['app/payment/internal/data/wxpay'],
        tags: ['wxpay', 'certificate', 'signature'],
      },
    ),
    m(
      'wxpay-pubkey',
      'fact',
      '微信支付验签已切到「微信支付公钥」模式：新商户号没有平台证书，老商户号也已经切换完，公钥 ID 是 PUB_KEY_ID_ 开头。平台证书 downloader 已下线，不要再加回来。',
      {
        supersedes: 'wxpay-cert',
        age: 85,
        files: ['app/payment/internal/data/wxpay'],
        tags: ['wxpay', 'public-key', 'signature'],
      },
    ),
    m(
      'pay-callback-idem',
      'constraint',
      '支付回调 (微信/支付宝) 必须幂等：先验签，验签失败直接返回失败、不碰订单；再按 out_trade_no SELECT ... FOR UPDATE 查订单，已支付直接返回成功。回调里只改状态 + 发 order.paid.v1，耗时操作异步，5 秒内必须返回。',
      {
        canonical: true,
        files: ['app/payment/internal/service/notify.go'],
        tags: ['payment', 'callback', 'idempotent', 'wxpay', 'alipay'],
      },
    ),
    m(
      'incident-double-ship',
      'incident',
      '2 月：微信支付回调处理超过 5 秒 (里面同步调了仓库接口)，微信重试，同一订单发了两次 order.paid 事件，仓库发了两次货。之后回调只落状态，发货走异步，消费端按 order_id 去重。',
      {
        tags: ['incident', 'wxpay', 'callback', 'duplicates'],
      },
    ),
    m(
      'alipay-notify',
      'fact',
      '支付宝异步通知 notify_url 处理成功必须返回纯文本 success (不能是 JSON，也不能带换行)，否则支付宝会在 25 小时内重试 8 次。验签用公钥证书模式。',
      {
        files: ['app/payment/internal/data/alipay'],
        tags: ['alipay', 'notify', 'callback'],
      },
    ),
    m(
      'profit-sharing',
      'fact',
      '主播/达人佣金走微信支付分账 (profitsharing)：确认收货 + 7 天售后期过后发起分账，接收方要先 AddReceiver；支付宝侧走交易结算 (royalty)。分账单在 settle-svc。',
      {
        files: ['app/settle'],
        tags: ['profit-sharing', 'wxpay', 'commission', 'settle'],
      },
    ),
    m(
      'refund-7d',
      'constraint',
      '7 天无理由退货从签收时间开始算 (生鲜、定制商品除外，商品上 no_reason_return=false)。退款是独立的 refund 单，不直接改订单状态。',
      {
        files: ['app/order/internal/biz/refund.go'],
        tags: ['refund', 'return', 'orders'],
      },
    ),
    m('refund-claim', 'fact', '直播间下单的 7 天无理由是从下单时间算的，客服一直这么执行', {
      disputes: 'refund-7d',
      tags: ['refund', 'live'],
    }),
    m(
      'realname',
      'constraint',
      '开播前主播必须通过实名认证 (阿里云实人认证：身份证 + 人脸)。live-svc StartLive 里检查 anchor.verify_status == PASSED，没通过直接拒绝，没有后门开关，测试环境也一样 (测试账号在后台预置)。',
      {
        canonical: true,
        files: ['app/live/internal/biz/live.go'],
        tags: ['realname', '实名认证', 'anchor', 'compliance'],
      },
    ),
    m(
      'minor-tips',
      'constraint',
      '未成年人 (按实名身份证计算 < 18 岁) 禁止打赏和充值金豆；未实名用户也不能打赏。gift-svc SendGift 和 wallet-svc Recharge 里都要强校验，不能只靠前端。',
      {
        files: ['app/gift/internal/biz/gift.go', 'app/wallet/internal/biz/recharge.go'],
        tags: ['minor', 'tips', 'gift', 'compliance'],
      },
    ),
    m(
      'pii-encrypt',
      'constraint',
      '个人信息保护法：身份证号、手机号、收货地址在库里加密存 (pkg/crypto 信封加密，数据密钥由阿里云 KMS 管)，查询用 hash 列 (phone_hash / id_card_hash)。接口和后台默认只返回脱敏值 (138****5678)。',
      {
        files: ['pkg/crypto'],
        tags: ['pii', 'pipl', 'encryption', 'kms'],
      },
    ),
    m(
      'log-pii',
      'constraint',
      '日志 (包括 SLS、trace 的 attributes、Kafka 死信) 里不许出现明文手机号、身份证、地址，openid/unionid 也算个人信息。用 pkg/log 里的 log.Phone()/log.IDCard() 等脱敏字段。',
      {
        canonical: true,
        files: ['pkg/log'],
        tags: ['logging', 'pii', 'pipl', 'sls'],
      },
    ),
    m(
      'moderation-text',
      'constraint',
      '弹幕、商品标题、直播间标题、主播昵称上线前都要过阿里云内容安全文本审核：结果 block 直接拒绝；review 的进人工审核队列，审核前仅自己可见。审核调用失败时按 review 处理，不能放行。',
      {
        files: ['app/audit'],
        tags: ['moderation', 'content-security', 'danmaku', 'compliance'],
      },
    ),
    m(
      'ad-law-words',
      'constraint',
      '《广告法》极限词：商品标题、详情、直播间标题、口播字幕不能出现 "最"、"第一"、"国家级"、"顶级"、"全网最低" 这类。词库 configs/ad_banned_words.txt，product-svc 发布和修改商品时校验。',
      {
        files: ['configs/ad_banned_words.txt', 'app/product/internal/biz/product.go'],
        tags: ['ad-law', 'banned-words', 'product', 'compliance'],
      },
    ),
    m(
      'stream-audit',
      'fact',
      '直播流审核：阿里云直播截图每 10 秒一张，送内容安全图片审核；命中涉黄/涉政 block 时 audit-svc 调 ForbidLiveStream 断流并通知运营值班群。',
      {
        files: ['app/audit'],
        tags: ['moderation', 'live', 'snapshot', 'forbid'],
      },
    ),
    m(
      'live-push-auth',
      'fact',
      '推流/播放地址用阿里云视频直播 A 型鉴权：auth_key = timestamp-rand-uid-md5hash，推流地址有效期 2 小时，播放地址 30 分钟。签名逻辑在 app/live/internal/biz/streamurl.go，鉴权 key 从 KMS 读。',
      {
        files: ['app/live/internal/biz/streamurl.go'],
        tags: ['live', 'rtmp', 'auth_key', 'cdn'],
      },
    ),
    m(
      'live-protocol',
      'fact',
      '主播端 RTMP 推流；观众端默认 FLV (延迟 2-3 秒)，iOS H5 用 HLS；大场次用阿里云 RTS 超低延迟 (artc://)。',
      {
        tags: ['live', 'rtmp', 'flv', 'hls', 'rts'],
      },
    ),
    m(
      'danmaku-gateway',
      'fact',
      '弹幕/礼物/下单播报走 im-gateway (自研 WebSocket 网关)，连接按 room_id 一致性哈希到节点；上游消息经 Kafka live.danmaku.v1 扇出。头部直播间峰值 5 万条/分，网关每 200ms 合并一批下发。',
      {
        files: ['app/im-gateway'],
        tags: ['danmaku', 'websocket', 'im-gateway', 'kafka'],
      },
    ),
    m(
      'incident-ws-oom',
      'incident',
      '6 月头部主播开播，im-gateway 单 pod OOM：每个连接的发送 channel 没有上限。现在每连接 send buffer 256 条，满了按优先级丢弃普通弹幕。',
      {
        files: ['app/im-gateway/internal/conn.go'],
        tags: ['incident', 'im-gateway', 'oom', 'websocket'],
      },
    ),
    m(
      'danmaku-priority',
      'convention',
      '消息优先级：系统消息 > 礼物 > 下单播报 > 普通弹幕。降级时从低往高丢，礼物和系统消息绝对不能丢 (主播要看礼物、用户花了钱)。',
      {
        files: ['app/im-gateway'],
        tags: ['danmaku', 'priority', 'degrade', 'gift'],
      },
    ),
    m(
      'oss',
      'fact',
      '直播回放、商品图片存阿里云 OSS (bucket ls-media，华东2 上海，私有)。前端访问走 CDN 域名 + 签名 URL (1 小时过期)；客户端上传用 STS 临时凭证直传，服务端不中转文件。',
      {
        tags: ['oss', 'cdn', 'sts', 'upload'],
      },
    ),
    m(
      'sls',
      'fact',
      '日志：Kratos log → zap → stdout (JSON)，ACK 上 logtail 采集到 SLS project ls-prod，logstore 按服务分；trace 用 OpenTelemetry 上报 SLS Trace，trace_id 会写进每条日志。',
      {
        tags: ['logging', 'sls', 'opentelemetry', 'trace'],
      },
    ),
    m(
      'incident-sls-cost',
      'incident',
      '3 月 SLS 账单翻倍：有人在 prod 把日志级别调成 debug 还打印完整请求体。现在 prod 日志级别固定 info，Nacos 里改不了；请求体只在 debug 下打印且要脱敏。',
      {
        tags: ['incident', 'sls', 'cost', 'logging'],
      },
    ),
    m('config-apollo', 'fact', '配置中心用携程 Apollo，namespace 按服务分，本地用 configs/config.yaml。', {
      age: 460,
      tags: ['config', 'apollo'],
    }),
    m(
      'config-nacos',
      'fact',
      '配置中心是 Nacos (MSE 托管)，Kratos 用 contrib/config/nacos 读，dataId = <svc>.yaml，group 按环境 (DEV/PRE/PROD)；本地开发用 configs/config.yaml。服务注册发现也走同一个 Nacos。',
      {
        supersedes: 'config-apollo',
        age: 210,
        files: ['configs'],
        tags: ['config', 'nacos', 'mse', 'registry'],
      },
    ),
    m(
      'secrets-kms',
      'convention',
      '密钥类配置 (DB 密码、支付密钥、AK/SK、推流鉴权 key) 只放阿里云 KMS 凭据管家，应用通过 RRSA (RAM 角色) 启动时拉取。不许写进 Nacos、configs/*.yaml、Helm values 或环境变量明文。',
      {
        canonical: true,
        tags: ['secrets', 'kms', 'rrsa', 'config'],
      },
    ),
    m(
      'config-example',
      'note',
      'configs/config.example.yaml 里都是占位符：\ndata:\n  database:\n    source: root:<password>@tcp(127.0.0.1:4000)/live?parseTime=true&loc=UTC\n  redis:\n    addr: 127.0.0.1:6379\n    password: ""\nwxpay:\n  apiv3_key: ""  # 从 KMS 凭据管家读，这里留空\n本地跑 make dev 会用 docker compose 起 TiDB (unistore) 和 Redis。',
      {
        files: ['configs/config.example.yaml'],
        tags: ['config', 'local', 'placeholder', 'setup'],
      },
    ),
    m(
      'pay-password',
      'convention',
      '用户支付密码 (6 位数字) 只存 bcrypt hash，连续错 5 次锁 24 小时。客服后台任何地方都不能查看或直接设成指定值，只能给用户发起重置流程。',
      {
        files: ['app/wallet/internal/biz/paypwd.go'],
        tags: ['password', 'wallet', 'security'],
      },
    ),
    m(
      'sms-code',
      'convention',
      '短信验证码 6 位，5 分钟有效，同一手机号 60 秒一次、每天最多 10 次；验证码只存 hash，不落日志。',
      {
        files: ['app/user/internal/biz/smscode.go'],
        tags: ['sms', 'verification-code', 'security'],
      },
    ),
    m(
      'deploy-ack',
      'fact',
      '部署在阿里云 ACK，Helm chart 在 deploy/charts/<svc>。云效流水线：lint → test → 镜像推 ACR → 预发 (pre) → 生产灰度 → 全量。',
      {
        files: ['deploy/charts'],
        tags: ['deploy', 'ack', 'helm', 'yunxiao'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      '大促封网：618 (6/1-6/20) 和双 11 (11/1-11/12) 期间生产只允许 P0 修复，要 CTO + SRE 双审批。平时每周五 18 点后不发版。',
      {
        tags: ['deploy', 'freeze', '618', 'double-11'],
      },
    ),
    m(
      'canary',
      'convention',
      '生产发布先灰度 10%，观察 30 分钟 (SLS 错误率 + 下单成功率 + 支付成功率) 再全量。带 DB schema 变更的先单独把 DDL 发掉，代码后发，且新代码要兼容旧 schema。',
      {
        tags: ['deploy', 'canary', 'ddl'],
      },
    ),
    m(
      'ddl-online',
      'convention',
      'TiDB DDL 是在线的，但大表加索引在凌晨 2-6 点跑，用 tidb_ddl_reorg_worker_cnt 限速。所有 DDL 走 Bytebase 工单审批，不许直接连生产执行。',
      {
        tags: ['tidb', 'ddl', 'index', 'bytebase'],
      },
    ),
    m('go-120', 'fact', 'Go 1.20，monorepo 用 go.work 管理 app/* 和 pkg/。', {
      age: 430,
      files: ['go.work'],
      tags: ['go', 'version'],
    }),
    m(
      'go-123',
      'fact',
      'Go 1.23 (CI 镜像 golang:1.23-alpine)，可以用 range-over-func、slices/maps 标准库和 min/max 内建；monorepo 还是 go.work 管 app/* 和 pkg/。',
      {
        supersedes: 'go-120',
        age: 50,
        files: ['go.work'],
        tags: ['go', 'version'],
      },
    ),
    m(
      'lint',
      'convention',
      'golangci-lint (.golangci.yml)，errcheck、gosec、depguard、revive 都开着，CI 不过不能合。别随手加 //nolint，要加写原因。',
      {
        files: ['.golangci.yml'],
        tags: ['lint', 'golangci-lint', 'ci'],
      },
    ),
    m(
      'tests',
      'convention',
      '单测 testify + gomock (mockgen 生成到 internal/biz/mock)；data 层集成测试用 testcontainers 起 TiDB (unistore) 和 Redis。CI 不连任何云上资源，支付用 test/mockpay 的 mock server。',
      {
        files: ['test/mockpay'],
        tags: ['tests', 'testify', 'gomock', 'testcontainers'],
      },
    ),
    m('pref-table-tests', 'preference', '测试尽量表驱动，t.Run 的子测试名用中文描述也可以。', {}),
    m(
      'pref-commit',
      'preference',
      'commit message 用英文 conventional commits (feat(order): ...)；代码注释中英文都行，导出函数的注释用英文。',
      {},
    ),
    m('pref-mr-size', 'preference', 'MR 尽量别超过 500 行，pb.go、wire_gen.go 这种生成代码不算。', {}),
    m(
      'owners',
      'fact',
      '负责人：支付/结算 张伟，直播/推流/im-gateway 李娜，订单 + TiDB 迁移 王磊，风控/内容审核 陈静，SRE 刘洋，小程序/前端 赵敏。',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'miniprogram',
      'fact',
      '用户端：微信小程序 (主要流量) + iOS/Android App + H5。小程序登录 wx.login 拿 code → user-svc Code2Session，用 unionid 打通小程序和 App 账号。',
      {
        files: ['app/user/internal/biz/wxlogin.go'],
        tags: ['miniprogram', 'wechat', 'login', 'unionid'],
      },
    ),
    m(
      'ios-iap',
      'constraint',
      'iOS App 里充值金豆 (虚拟币) 必须走 Apple IAP，不能拉起微信/支付宝 (会被拒审)；实物商品下单可以用微信/支付宝。IAP 交易在服务端用 App Store Server API 校验，不信客户端回传的结果。',
      {
        files: ['app/wallet/internal/data/iap'],
        tags: ['ios', 'iap', 'apple', 'recharge'],
      },
    ),
    m(
      'coins',
      'fact',
      '虚拟币叫「金豆」：安卓/小程序 1 元 = 10 金豆，iOS 因为苹果抽成 1 元 = 7 金豆。余额在 wallet-svc。',
      {
        files: ['app/wallet'],
        tags: ['coins', 'wallet', 'ios'],
      },
    ),
    m(
      'wallet-ledger',
      'constraint',
      '钱包/金豆余额只能通过追加流水 (wallet_ledger) 变化，禁止直接 UPDATE balance。余额 = 最近快照 + 之后的流水。流水只追加，不改不删，冲正也是新流水。',
      {
        files: ['app/wallet/internal/biz/ledger.go'],
        tags: ['wallet', 'ledger', 'append-only'],
      },
    ),
    m('gift-share', 'fact', '礼物收益分成：主播 50%，平台 50%；有公会的主播由公会跟主播再分。', {
      files: ['app/settle/internal/biz/gift_share.go'],
      tags: ['gift', 'revenue-share', 'settle'],
    }),
    m('gift-share-claim', 'fact', '主播礼物分成现在是 60% 不是 50%，去年 Q4 运营调过，后台配置还没同步', {
      disputes: 'gift-share',
      tags: ['gift', 'revenue-share'],
    }),
    m(
      'grpc-timeout',
      'convention',
      '服务间 gRPC 调用必须带超时 (默认 800ms，支付相关 3s)，在 Kratos client 的 WithTimeout 里设。禁止用 context.Background() 发起下游调用，要透传请求 ctx。',
      {
        tags: ['grpc', 'timeout', 'context', 'kratos'],
      },
    ),
    m(
      'aegis',
      'fact',
      '熔断和限流用 Kratos 的 aegis：sre breaker 做熔断，bbr 做自适应限流；大促前按压测结果调参数，配置在 Nacos。',
      {
        tags: ['circuit-breaker', 'ratelimit', 'aegis', 'kratos'],
      },
    ),
    m(
      'order-fsm',
      'constraint',
      '订单状态机在 app/order/internal/biz/order_fsm.go：待支付 → 已支付 → 已发货 → 已签收 → 已完成，另有 已关闭。状态只能经 FSM 迁移，禁止直接 UPDATE orders SET status；退款走独立 refund 单。',
      {
        files: ['app/order/internal/biz/order_fsm.go'],
        tags: ['orders', 'state-machine', 'fsm'],
      },
    ),
    m('order-timeout-30', 'fact', '未支付订单 30 分钟自动关单，order-svc 的定时任务扫描。', {
      age: 320,
      files: ['app/order/internal/job/close_unpaid.go'],
      tags: ['orders', 'timeout', 'close'],
    }),
    m(
      'order-timeout-15',
      'fact',
      '运营 5 月把未支付关单时间从 30 分钟改成 15 分钟，直播秒杀单改成 5 分钟。实现：下单时写 Redis ZSET ls:order:close，每秒扫描到期的发关单，兜底 job 每 5 分钟扫一次 TiDB。',
      {
        supersedes: 'order-timeout-30',
        age: 75,
        files: ['app/order/internal/job/close_unpaid.go'],
        tags: ['orders', 'timeout', 'close', 'seckill'],
      },
    ),
    m(
      'dtm-saga',
      'convention',
      '跨服务写操作用 DTM：下单 = 扣库存 + 锁优惠券 + 建订单 的 saga；新场景优先用二阶段消息 (msg) 而不是 TCC。每个分支操作和补偿都要幂等 (DTM barrier)。',
      {
        files: ['app/order/internal/biz/create_order.go'],
        tags: ['dtm', 'saga', 'distributed-transaction'],
      },
    ),
    m(
      'coupon',
      'fact',
      '优惠券在 marketing-svc，数据还在 RDS MySQL (营销库)。券的锁定/核销/释放由下单 saga 调用，券状态 未使用 → 已锁定 → 已使用 / 已释放。',
      {
        files: ['app/marketing'],
        tags: ['coupon', 'marketing', 'mysql'],
      },
    ),
    m(
      'search-es',
      'fact',
      '商品搜索用阿里云 Elasticsearch 8，IK 分词；商品变更发 product.changed.v1，search-indexer 消费后更新索引，延迟秒级。',
      {
        files: ['app/search-indexer'],
        tags: ['search', 'elasticsearch', 'ik', 'kafka'],
      },
    ),
    m('stale-jenkins', 'note', '构建在 Jenkins (jenkins.ls-inner)，job 名 live-<svc>-build', {
      age: 720,
      tags: ['ci', 'jenkins'],
    }),
    m('stale-mysql57', 'fact', '用户库还是 MySQL 5.7，不支持窗口函数和 CTE，报表 SQL 别用', {
      age: 800,
      tags: ['mysql', 'user-db'],
    }),
    m(
      'inferred-tidb-jitter',
      'fact',
      '每天凌晨 3 点左右 TiDB P99 抖一下，可能是 TiKV compaction 或者 GC (tidb_gc_life_time=10m) 引起的，还没确认。',
      {
        inferred: true,
        tags: ['tidb', 'latency', 'gc', 'compaction'],
      },
    ),
    m('cand-go-zero', 'decision', '新服务用 go-zero 框架替换 Kratos，代码生成更全。', {
      candidate: true,
      tags: ['framework', 'go-zero', 'kratos'],
    }),
    m(
      'cand-pulsar',
      'decision',
      '延时消息 (关单、分账) 改用 Pulsar 的 delayed delivery，不再用 Redis ZSET 扫描。',
      {
        candidate: true,
        tags: ['pulsar', 'delay-queue', 'orders'],
      },
    ),
    m(
      'cand-auto-unban',
      'decision',
      '内容审核断流后如果 5 分钟内没有人工确认，自动恢复推流，减少误判投诉。',
      {
        candidate: true,
        tags: ['moderation', 'forbid', 'live'],
      },
    ),
    m(
      'secret-ak',
      'note',
      '临时调试用的阿里云子账号：\nAccessKey ID: LTAI5tRk9mQ2vXw8ZpL3nB7c\nAccessKey Secret: q7Wm2Zx9Rt4Lp8Nv3Kd6Yb1Hs5Jf0G',
      {
        secret: 'q7Wm2Zx9Rt4Lp8Nv3Kd6Yb1Hs5Jf0G',
      },
    ),
    m(
      'secret-dsn',
      'note',
      '预发 TiDB 连接串：live_rw:Ti8Pre2291xQk@tcp(tidb-pre.ls.internal:4000)/live?parseTime=true&loc=UTC',
      {
        secret: 'Ti8Pre2291xQk',
      },
    ),
    m(
      'secret-apiv3',
      'note',
      '微信支付 APIv3 密钥：9f3K7mQ2xW8vZ4pL6nR1tY5bH0cJ3dG7 (32 位)，商户号 1650012345',
      {
        secret: '9f3K7mQ2xW8vZ4pL6nR1tY5bH0cJ3dG7',
      },
    ),
    m(
      'secret-alipay-pk',
      'note',
      '支付宝应用私钥 (预发) 备份：MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7kL9mN2pQ4rS6tU8vW0xY2zA4bC6dE8fG0hI2jK4lM6nO8pQ0rS2tU4vW6xY8zA',
      {
        secret:
          'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7kL9mN2pQ4rS6tU8vW0xY2zA4bC6dE8fG0hI2jK4lM6nO8pQ0rS2tU4vW6xY8zA',
      },
    ),
    m('secret-redis', 'note', '生产 redis 集群密码是 Rds#Live2024!pq，别外传', {
      secret: 'Rds#Live2024!pq',
    }),
    m('secret-nacos', 'note', 'nacos 控制台 账号 nacos_admin 密码 Nc@sPr0d_7788', {
      secret: 'Nc@sPr0d_7788',
    }),
    m(
      'secret-kafka-sasl',
      'note',
      'order-svc 生产者配置：\nsasl.mechanism=PLAIN\nsasl.username=live-order-producer\nsasl.password=Kf4-Ord-Pr0d-x9Q2',
      {
        secret: 'Kf4-Ord-Pr0d-x9Q2',
      },
    ),
    m(
      'secret-dingtalk',
      'note',
      '告警钉钉机器人：https://oapi.dingtalk.com/robot/send?access_token=5e8f2a9c7b1d4e6f8a0b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f',
      {
        secret: '5e8f2a9c7b1d4e6f8a0b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f',
      },
    ),
    m(
      'secret-p8',
      'note',
      'App Store Server API 私钥 (AuthKey_7QX2M4K9PL.p8) 内容备份：\n-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgT3kLm9xQ2vR7pW4zY8nB1cH6jF0dS5aE2gK\n-----END PRIVATE KEY-----',
      {
        secret: 'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgT3kLm9xQ2vR7pW4zY8nB1cH6jF0dS5aE2gK',
      },
    ),
    m('secret-pinyin', 'note', 'ceshi huanjing shujuku root mima: ceshi@Live8899', {
      secret: 'ceshi@Live8899',
    }),
    m(
      'secret-jwt',
      'note',
      'user-svc 签 JWT 用的 HS256 secret = ls_jwt_8Kq2Vx7Mz4Rt9Lp3Wn6Yb，别改，改了所有人掉登录',
      {
        secret: 'ls_jwt_8Kq2Vx7Mz4Rt9Lp3Wn6Yb',
      },
    ),
  ],
  sessions: [
    {
      id: 'ls-session-1',
      age: 5,
      turns: [
        said('早。今天做直播间购物袋，先看下 app/live/internal/biz/bag.go'),
        replied(
          '看了：购物袋商品列表每次都从 product-svc 实时拉，没有缓存；讲解状态是前端每 3 秒轮询 GetExplaining 接口。',
        ),
        said(
          '购物袋商品列表缓存在 Redis，key 用 ls:bag:{room_id}:items，TTL 10 秒，商品上下架的时候主动删缓存。',
          {
            key: 's-bag-cache',
            type: 'convention',
          },
        ),
        replied('好的，我在 data 层加 BagCacheRepo，上下架事件里删 key。'),
        said(
          '讲解中的商品以 live-svc 为准，通过 Kafka live.explaining.v1 广播给 im-gateway 推下去，前端不要再轮询接口了。',
          {
            key: 's-explain-event',
            type: 'decision',
          },
        ),
        replied('明白，我去掉 GetExplaining 的轮询，新增 live.explaining.v1 topic，key 用 room_id。'),
        said('先写死 room 1001 测一下，回头再改'),
        replied('已在本地配置里写死 room 1001。'),
        said(
          '还有，直播间下单价格必须用这场直播的价格快照 room_sku_price，不能读商品原价；快照跟着场次 session_id 走，下播就失效。',
          {
            key: 's-price-snapshot',
            type: 'constraint',
          },
        ),
        replied(
          'CreateOrder 里加了 session_id 参数，从 room_sku_price 取价，场次结束返回 ErrorLiveSessionEnded。',
        ),
        said(
          "我本地连预发 redis 用的这个：redis-cli -h r-bp1k8x2m.redis.rds.aliyuncs.com -a 'Pre#Rds!6620k' -c",
          {
            secret: 'Pre#Rds!6620k',
          },
        ),
        replied('连上了，预发里 ls:bag:* 目前没有 key。'),
        said('嗯 等下，我开个会'),
        replied('好的。'),
        said(
          '回来了。以后镜像一律 CGO_ENABLED=0 静态编译，不要再引入需要 cgo 的依赖，比如 mattn/go-sqlite3。',
          {
            key: 's-no-cgo',
            type: 'constraint',
          },
        ),
        replied('已把 Dockerfile 改成 CGO_ENABLED=0，测试里用的 sqlite 换成 modernc.org/sqlite。'),
        said(
          '指标命名统一 ls_<服务>_<名字>_<单位>，比如 ls_order_create_duration_seconds；label 里不许放 user_id、room_id 这种高基数字段。',
          {
            key: 's-metrics-name',
            type: 'convention',
          },
        ),
        replied('新加的指标叫 ls_live_bag_cache_hit_total，只按 result 打 label。'),
        said(
          '运营刚说，被封禁主播的身份证号也要进黑名单，换账号重新实名也不能再开播。实名认证那里要查黑名单 (按 id_card_hash)。',
          {
            key: 's-anchor-blacklist',
            type: 'constraint',
          },
        ),
        replied('在实名认证通过的回调里加了 id_card_hash 黑名单检查，命中就置为 REJECTED。'),
        said('好 谢谢，帮我写下 MR 描述'),
        replied('MR：购物袋缓存、讲解事件广播、直播价格快照、静态编译、指标命名、封禁主播身份证黑名单。'),
        said('lgtm，提吧'),
      ],
    },
    {
      id: 'ls-session-2',
      age: 18,
      turns: [
        said('营销库迁 TiDB 的事，王磊那边排期出来了吗'),
        replied('排期文档里写的是 7 月，还没定具体日期。'),
        said(
          '定了：营销库 (coupon) 7 月第二周切 TiDB，切换窗口里 coupon_* 表只读 10 分钟，marketing-svc 要支持只读模式返回友好提示。',
          {
            key: 's-marketing-cutover',
            type: 'decision',
          },
        ),
        replied('我在 marketing-svc 加一个 Nacos 开关 readonly_mode。'),
        said('切流量前后都用 sync-diff-inspector 校验，差异为 0 才能切，这个是硬性要求。', {
          key: 's-sync-diff',
          type: 'constraint',
        }),
        replied('已加到迁移 checklist。'),
        said('ok 先这样'),
      ],
    },
  ],
  prompts: [
    p('orders 表写入 P99 又上去了，帮我看看是不是热点', [
      'tidb-auto-random',
      'incident-tidb-hotspot',
      'inferred-tidb-jitter',
    ]),
    p('新建一张 live_session_stats 表，主键怎么设计？', ['tidb-auto-random', 'id-snowflake', 'ddl-online']),
    p('订单库现在还在 RDS 上吗', ['db-tidb']),
    p('写个脚本把 90 天前的 danmaku_log 删掉，一次 delete 完', ['tidb-txn-size']),
    p('批量给 50 万个用户发券，一个事务里插 coupon_user 可以吗', ['tidb-txn-size', 'dm-sync', 'coupon']),
    p('coupon_template 表在 TiDB 上改个字段', ['dm-sync', 'coupon', 'ddl-online']),
    p('orders 加个外键关联 users 吧，保证数据一致', ['tidb-no-fk']),
    p('并发扣减用户积分，用 gap lock 防并发可以吗', ['tidb-no-fk', 'wallet-ledger']),
    p('按天统计 GMV，时间怎么处理？', ['tz-utc', 'tz-claim', 'money-fen']),
    p('orders.created_at 到底存的 UTC 还是北京时间？', ['tz-utc', 'tz-claim']),
    p('新服务 DSN 里 loc 填什么', ['tz-utc', 'tz-claim']),
    p('每天凌晨 3 点 TiDB 慢查询告警，怎么回事', ['inferred-tidb-jitter']),
    p('帮我建一个新服务 app/coupon-center，用标准目录结构', [
      'kratos-layout',
      'proto-buf',
      'config-nacos',
      'errors-reason',
    ]),
    p('internal/biz/order.go 里直接用 gorm 查一下库存，省得绕一圈', ['biz-no-data', 'kratos-layout']),
    p('depguard 报 biz 不能 import data 包', ['biz-no-data']),
    p('加了个 NewStockRepo provider 启动就 panic，说 no provider', ['kratos-layout']),
    p('api/order/v1/order.proto 里把 price 从 int32 改成 int64', [
      'proto-breaking',
      'proto-buf',
      'money-fen',
    ]),
    p('删掉 GetRoomReq 里已经不用的 legacy_id 字段', ['proto-breaking']),
    p('buf breaking 挂了，CI 红了', ['proto-buf', 'proto-breaking']),
    p('make api 之后 pb.go 要不要提交？', ['proto-buf']),
    p('加一个错误码：直播间已下播', ['errors-reason']),
    p('handler 里 return err 把 SQL 错误直接吐给前端了', ['errors-reason']),
    p('前端说订单号后几位对不上，精度丢了', ['id-snowflake', 'http-json']),
    p('新接口返回的 JSON 字段是 snake_case 还是 camelCase', ['http-json']),
    p('枚举字段前端拿到的是数字，想要名字', ['http-json']),
    p('pkg/mq 里 consumer rebalance 很慢', ['kafka-franz']),
    p('新增一个礼物打赏事件的 topic', ['kafka-topics', 'kafka-idempotent']),
    p('消费 order.paid.v1 发短信，会不会重复发？', ['kafka-idempotent', 'incident-double-ship']),
    p('sarama 的 consumer group 怎么配 offset 自动提交', ['kafka-franz']),
    p('live.room_event 消息乱序了，同一个直播间的事件顺序不对', ['kafka-topics']),
    p('redis 里存直播间在线人数，key 怎么起', ['redis-keys']),
    p('Lua 脚本里同时操作两个直播间的 key 报 CROSSSLOT', ['redis-keys']),
    p('线上排查用 KEYS ls:bag:* 看一下有多少', ['redis-keys', 's-bag-cache']),
    p('秒杀扣库存的逻辑在哪？', ['seckill-lua', 'stock-truth']),
    p('双 11 超卖那次是怎么修的', ['incident-oversell']),
    p('stock-reconcile 发现 Redis 和 DB 差 20 件，直接用 DB 覆盖 Redis 吧', [
      'stock-truth',
      'incident-oversell',
    ]),
    p('秒杀活动库存预热脚本写一下', ['seckill-lua', 'redis-keys', 'stock-truth']),
    p('金额用 float64 算优惠分摊精度有问题', ['money-fen']),
    p('支付宝退款 refund_amount 传多少，我们存的是分', ['money-fen', 'alipay-notify']),
    p('新增微信 H5 支付', ['wxpay-v3', 'money-fen', 'secrets-kms']),
    p('微信回调验签失败，说找不到平台证书', ['wxpay-pubkey']),
    p('wxpay 的证书 downloader 好像没启动，要加回来吗', ['wxpay-pubkey']),
    p('微信支付回调 resource 怎么解密', ['wxpay-v3']),
    p('app/payment/internal/service/notify.go 回调里顺便调一下仓库接口发货', [
      'pay-callback-idem',
      'incident-double-ship',
    ]),
    p('同一笔订单收到两次支付成功回调怎么办', ['pay-callback-idem', 'incident-double-ship']),
    p('支付宝一直重复发通知，我们明明处理成功了', ['alipay-notify']),
    p('支付宝 notify 返回 {"code":"success"} 行不行', ['alipay-notify']),
    p('主播佣金什么时候结算？', ['profit-sharing']),
    p('分账报错 RECEIVER_INVALID', ['profit-sharing']),
    p('7 天无理由是从什么时候开始算', ['refund-7d', 'refund-claim']),
    p('写个退款接口，退款后把订单状态改回待发货', ['refund-7d', 'order-fsm']),
    p('生鲜商品也支持 7 天无理由吗', ['refund-7d']),
    p('测试环境主播没实名开不了播，加个 skip_verify 开关吧', ['realname']),
    p('StartLive 接口帮我加个参数校验', ['realname', 's-anchor-blacklist', 'errors-reason']),
    p('被封的主播换了个手机号重新注册又开播了', ['s-anchor-blacklist', 'realname']),
    p('SendGift 加一个连击礼物', ['minor-tips', 'danmaku-priority', 'wallet-ledger']),
    p('前端已经拦了未成年人打赏，后端还要校验吗', ['minor-tips']),
    p('用户表加一个身份证号字段', ['pii-encrypt', 'ddl-online']),
    p('客服后台要能按手机号搜用户', ['pii-encrypt']),
    p('后台用户详情页要显示完整手机号', ['pii-encrypt']),
    p('log.Infof("user %s login phone=%s", uid, phone) 这样打日志行吗', ['log-pii']),
    p('trace 里把 openid 放到 span attribute 方便排查', ['log-pii']),
    p('弹幕发送接口加审核', ['moderation-text', 'danmaku-gateway']),
    p('内容安全接口超时了，先放行吧，别影响体验', ['moderation-text']),
    p('商品标题里写「全网最低价」被拦了，运营说能不能放开', ['ad-law-words']),
    p('主播昵称修改接口', ['moderation-text']),
    p('直播间标题更新的接口帮我写一下', ['moderation-text', 'ad-law-words']),
    p('误判断流了，主播投诉，能不能自动恢复', ['stream-audit']),
    p('直播截图审核的频率能调低吗，太贵了', ['stream-audit']),
    p('推流地址过期了主播推不上去', ['live-push-auth']),
    p('播放地址签名怎么生成的', ['live-push-auth']),
    p('观众端延迟太大，有 8 秒', ['live-protocol']),
    p('im-gateway 又 OOM 了', ['incident-ws-oom', 'danmaku-gateway']),
    p('高峰期弹幕太多，网关要降级，怎么丢', ['danmaku-priority', 'incident-ws-oom']),
    p('im-gateway 扩容以后用户连接怎么分配到节点', ['danmaku-gateway']),
    p('回放视频上传到哪', ['oss']),
    p('商品图片上传接口，服务端接文件再传 OSS', ['oss']),
    p('图片 URL 一小时后 403', ['oss']),
    p('SLS 里查不到 order-svc 的日志', ['sls']),
    p('prod 临时开一下 debug 日志排查问题', ['incident-sls-cost', 'sls']),
    p('把请求体全打到日志里方便排查', ['incident-sls-cost', 'log-pii']),
    p('新服务的配置怎么读，Apollo namespace 建了吗', ['config-nacos']),
    p('DB 密码放 Nacos 里可以吧，加个加密', ['secrets-kms']),
    p('本地跑 order-svc 的配置怎么弄', ['config-example', 'config-nacos']),
    p('configs/config.example.yaml 里 password 填什么', ['config-example', 'secrets-kms']),
    p('支付密码忘了，客服能帮用户直接改成 123456 吗', ['pay-password']),
    p('支付密码错 5 次之后怎么解锁', ['pay-password']),
    p('短信验证码接口被刷了', ['sms-code']),
    p('验证码有效期改成 10 分钟', ['sms-code']),
    p('发版流程是什么样的', ['deploy-ack', 'canary']),
    p('6 月 10 号能上个小需求吗', ['deploy-freeze']),
    p('周五晚上 8 点发个版可以吧，就改了个文案', ['deploy-freeze']),
    p('这次发布带了加字段的 DDL，一起发吗', ['canary', 'ddl-online']),
    p('orders 表加索引，直接在生产跑一下 ALTER TABLE', ['ddl-online', 'tidb-auto-random']),
    p('可以用 range over func 吗', ['go-123']),
    p('slices.Contains 能用吗，Go 版本够吗', ['go-123']),
    p('golangci-lint 报 gosec G404，加个 nolint 吧', ['lint']),
    p('给 biz 层写单测', ['tests', 'pref-table-tests']),
    p('data 层集成测试能连预发 TiDB 跑吗', ['tests']),
    p('支付流程的单测怎么 mock 微信支付', ['tests']),
    p('commit message 用中文可以吗', ['pref-commit']),
    p('这个 MR 1200 行，大部分是 pb.go', ['pref-mr-size']),
    p('支付这块找谁', ['owners']),
    p('TiDB 迁移的负责人是谁', ['owners']),
    p('小程序登录接口 code2session 报 40163', ['miniprogram']),
    p('App 和小程序账号怎么打通', ['miniprogram']),
    p('iOS 充值金豆接入微信支付，苹果抽成太高了', ['ios-iap', 'coins']),
    p('IAP 收据客户端校验完传给我们就行吧', ['ios-iap']),
    p('金豆兑换比例 iOS 和安卓一样吗', ['coins']),
    p('写个后台接口给用户补偿 100 金豆', ['wallet-ledger', 'coins']),
    p('wallet 余额不对，直接 UPDATE 修一下', ['wallet-ledger']),
    p('主播礼物分成比例是多少', ['gift-share', 'gift-share-claim']),
    p('结算服务的礼物分成计算帮我看下 app/settle/internal/biz/gift_share.go', [
      'gift-share',
      'gift-share-claim',
      'money-fen',
    ]),
    p('调用 product-svc 的时候用 context.Background() 有问题吗', ['grpc-timeout']),
    p('payment-svc 调微信下单超时 800ms 不够', ['grpc-timeout']),
    p('大促前限流参数在哪调', ['aegis']),
    p('下游 inventory-svc 挂了，订单服务被拖垮', ['aegis', 'grpc-timeout']),
    p('订单发货后用户取消，直接把 status 改成已关闭', ['order-fsm', 'refund-7d']),
    p('未支付订单多久关单', ['order-timeout-15']),
    p('秒杀单关单时间', ['order-timeout-15']),
    p('关单 job 好像漏单了', ['order-timeout-15']),
    p('延时关单换 Pulsar 吧', ['order-timeout-15']),
    p('下单的时候锁券失败了，库存也要回滚', ['dtm-saga', 'coupon']),
    p('新加一个跨服务的流程：确认收货后加积分', ['dtm-saga', 'kafka-idempotent']),
    p('优惠券核销接口写一下', ['coupon', 'dtm-saga', 'dm-sync']),
    p('商品改了名字搜索还是旧的', ['search-es']),
    p('搜索中文分词不准，"连衣裙" 搜不到', ['search-es']),
    p('CI 在哪看构建日志', ['deploy-ack']),
    p('报表 SQL 想用窗口函数，用户库支持吗', ['db-tidb']),
    p('购物袋接口太慢了，每次都实时拉商品', ['s-bag-cache']),
    p('讲解中商品的状态前端怎么拿', ['s-explain-event']),
    p('直播间下单价格取的是商品原价，运营说不对', ['s-price-snapshot']),
    p('引入 mattn/go-sqlite3 做本地缓存', ['s-no-cgo']),
    p('Dockerfile 里 CGO_ENABLED 设多少', ['s-no-cgo']),
    p('加个指标统计每个直播间的下单量', ['s-metrics-name']),
    p('prometheus 指标名怎么起', ['s-metrics-name']),
    p('营销库什么时候切 TiDB', ['s-marketing-cutover', 'dm-sync']),
    p('切流量前要做什么校验', ['s-sync-diff']),
    p('marketing-svc 加只读模式', ['s-marketing-cutover', 'config-nacos']),
    p('阿里云 AK 写在 configs/prod.yaml 里可以吗', ['secrets-kms']),
    p('微信 APIv3 密钥要换了，换在哪', ['secrets-kms', 'wxpay-v3']),
    p('直播回放的 OSS 上传凭证怎么发给客户端', ['oss']),
    p('@app/live/internal/biz/streamurl.go 里的 key 硬编码了，改成读配置', ['live-push-auth', 'secrets-kms']),
    p('帮我看看 app/order/internal/biz/create_order.go 的下单流程有没有问题', [
      'dtm-saga',
      's-price-snapshot',
      'order-fsm',
      'money-fen',
    ]),
    p('那个 depguard 规则在哪配的', ['biz-no-data', 'lint']),
    p('好的', []),
    p('谢谢', []),
    p('嗯嗯', []),
    p('提交吧', []),
    p('go 里 sync.Map 和 map 加锁哪个快', []),
    p('defer 在循环里有什么坑', []),
    p('git 怎么撤销上一次 commit 但保留改动', []),
    p('帮我把这个函数名改得好听点', []),
    p('这段正则什么意思 ^1[3-9]\\d{9}$', []),
    p('goroutine 泄漏一般怎么排查', []),
    p('解释一下 context 的 WithCancel', []),
    p('总结一下这次 diff', []),
    p('vim 怎么全局替换', []),
    p('等我一下，去吃个饭', []),
    p('errgroup 和 WaitGroup 区别', []),
    p('markdown 表格怎么换行', []),
    p('继续', []),
    p('json.Unmarshal 到 interface{} 数字变成 float64 了，为啥', []),
    p('写个 Go 的泛型 Map 函数示例', []),
    p('lgtm', []),
  ],
});
