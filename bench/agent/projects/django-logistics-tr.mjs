// A Turkish e-commerce logistics / cargo-tracking platform: Yurtiçi, Aras and MNG integrations, iyzico payments,
// e-Fatura/e-Arşiv through a GİB integrator, KVKK. The team writes mostly Turkish, sometimes without the Turkish
// letters ("sifre", "kullanici"), with English tech terms mixed in.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-logistics-tr',
  stack:
    'Python 3.12, Django 5.1 + DRF, Celery 5 (RabbitMQ broker, Redis result backend), PostgreSQL 16 + PostGIS, Redis 7, zeep (SOAP), Yurtiçi / Aras / MNG kargo API, iyzico, e-Fatura/e-Arşiv (Uyumsoft özel entegratör, UBL-TR), Netgsm SMS, Next.js 14 merchant paneli, Kubernetes (Turkcell Bulut, İstanbul), ArgoCD, GitHub Actions, pytest-django + factory_boy + VCR.py',
  memories: [
    m('dj-42', 'fact', 'Proje Django 4.2 LTS üzerinde, DRF 3.14. upgrade planı yok şimdilik.', {
      fact: 'project | django_version | 4.2',
      age: 620,
      tags: ['django', 'version'],
    }),
    m(
      'dj-51',
      'fact',
      "Django 5.1'e geçtik (Ocak sonu). 4.2 uyumluluk shim'leri kaldırıldı: dosya depolama STORAGES ayarıyla (DEFAULT_FILE_STORAGE yok), index_together yerine Meta.indexes, form renderer varsayılanı div.",
      {
        fact: 'project | django_version | 5.1',
        supersedes: 'dj-42',
        age: 210,
        files: ['config/settings/base.py'],
        tags: ['django', 'version', 'upgrade'],
      },
    ),
    m(
      'settings-split',
      'convention',
      'Settings: config/settings/base.py + local.py / staging.py / prod.py, env değişkenleri django-environ ile okunur (env("X")). DJANGO_SETTINGS_MODULE varsayılanı config.settings.local. Yeni ayar önce base.py, ortam farkı varsa ilgili dosyada override.',
      {
        files: ['config/settings'],
        tags: ['settings', 'django-environ', 'config'],
      },
    ),
    m(
      'broker-redis',
      'fact',
      'celery broker redis db1, result backend redis db2. CELERY_BROKER_URL env den geliyor.',
      {
        fact: 'celery | broker | Redis',
        age: 540,
        tags: ['celery', 'redis', 'broker'],
      },
    ),
    m(
      'broker-rabbit',
      'decision',
      "Celery broker'ı Redis'ten RabbitMQ 3.13'e taşıdık (quorum queue'lar). Sebep: Redis broker'da visibility_timeout'u geçen countdown/ETA'lı task'lar yeniden teslim ediliyordu. Result backend hâlâ Redis db2.",
      {
        fact: 'celery | broker | RabbitMQ',
        supersedes: 'broker-redis',
        age: 170,
        canonical: true,
        files: ['config/celery.py'],
        reason: 'visibility_timeout ile ETA task tekrar teslimi, çift SMS',
        tags: ['celery', 'rabbitmq', 'broker', 'eta'],
      },
    ),
    m(
      'incident-double-sms',
      'incident',
      "Ekim 2024: 'Kargonuz yola çıktı' SMS'i bazı alıcılara 2-3 kez gitti. countdown=7200 ile kuyruğa atılan send_sms task'ları Redis broker'ın visibility_timeout'u (1 saat) dolunca tekrar teslim edildi. Çözüm: RabbitMQ'ya geçiş + notifications/tasks.py send_sms içinde (shipment_id, event_code) idempotency kontrolü.",
      {
        files: ['notifications/tasks.py'],
        tags: ['incident', 'sms', 'celery', 'duplicates'],
      },
    ),
    m(
      'celery-queues',
      'convention',
      "Celery kuyrukları: default, carrier_sync, invoices, notifications, label_print. Yeni task eklerken config/celery.py içindeki task_routes'a ekle, her şeyi default'a yığma. carrier_sync worker'ları concurrency 8, invoices 2.",
      {
        files: ['config/celery.py'],
        tags: ['celery', 'queues', 'routing'],
      },
    ),
    m(
      'celery-idempotent',
      'constraint',
      "Bütün Celery task'ları idempotent olmalı, acks_late=True. Argüman olarak model instance değil id geçilir (JSON serializer, pickle kapalı). Task içinde kişisel veri (telefon, adres) argüman olarak taşınmaz, id'den okunur.",
      {
        canonical: true,
        reaffirm: 12,
        tags: ['celery', 'idempotent', 'tasks', 'kvkk'],
      },
    ),
    m(
      'celery-beat',
      'fact',
      "Periyodik işler django-celery-beat ile DB'de tutuluyor (admin > Periodic tasks), kodda CELERY_BEAT_SCHEDULE yok. Yeni periyodik iş data migration ile eklenir. Beat deployment'ı tek replika, iki replika olursa her şey çift tetiklenir.",
      {
        files: ['deploy/helm/celery-beat'],
        tags: ['celery', 'beat', 'periodic'],
      },
    ),
    m(
      'tz',
      'convention',
      "USE_TZ=True, DB'de her şey UTC. Gösterimde Europe/Istanbul (UTC+3, 2016'dan beri yaz saati yok). Kargo firmalarından gelen tarih-saatler naive Türkiye saati geliyor, parse ederken zoneinfo('Europe/Istanbul') ile aware yap, sonra UTC'ye çevir.",
      {
        tags: ['timezone', 'utc', 'istanbul', 'datetime'],
      },
    ),
    m(
      'aras-utc-claim',
      'fact',
      'aras takip cevabindaki IslemTarihi zaten UTC geliyor, +3 yapma yoksa saatler 3 saat kayiyor',
      {
        disputes: 'tz',
        files: ['carriers/aras/tracking.py'],
        tags: ['aras', 'timezone', 'tracking'],
      },
    ),
    m(
      'desi',
      'convention',
      'Desi = en x boy x yükseklik (cm) / 3000. Ücretlendirilen ağırlık = max(desi, gerçek kg), yukarı yuvarlanır. Yurtiçi, Aras ve MNG sözleşmelerinin hepsi 3000 böleni. Kod: shipping/pricing/desi.py',
      {
        files: ['shipping/pricing/desi.py'],
        tags: ['desi', 'pricing', 'volumetric'],
      },
    ),
    m(
      'desi-claim',
      'fact',
      "MNG'nin yeni sözleşmesinde desi böleni 5000, 3000 değil. Bizim hesap MNG gönderilerinde fazla çıkıyor.",
      {
        disputes: 'desi',
        tags: ['desi', 'mng', 'pricing'],
      },
    ),
    m(
      'carrier-adapter',
      'convention',
      "Her kargo firması carriers/<firma>/adapter.py, carriers/base.py'deki BaseCarrierAdapter'dan türer: create_shipment, cancel_shipment, track_many, get_label. Yeni firma = yeni adapter + carriers/registry.py'de kayıt. View'lardan ya da modelden doğrudan firma API'si çağrılmaz, hep service + Celery task üzerinden.",
      {
        canonical: true,
        files: ['carriers/base.py', 'carriers/registry.py'],
        tags: ['carriers', 'adapter', 'integration'],
      },
    ),
    m(
      'yurtici-soap',
      'fact',
      "Yurtiçi Kargo entegrasyonu SOAP (zeep), ShippingOrderDispatcherServices WSDL'i. WSDL dosyası repoda carriers/yurtici/wsdl/ altında, zeep client process başına bir kez oluşturulur (her çağrıda WSDL indirme). createShipment'ta cargoKey bizim gönderi anahtarımız, aynı cargoKey ile ikinci çağrı hata döner.",
      {
        files: ['carriers/yurtici'],
        tags: ['yurtici', 'soap', 'zeep'],
      },
    ),
    m(
      'incident-yurtici-dup',
      'incident',
      "Kasım 2024 indirim haftası: Yurtiçi SOAP 30+ sn timeout verdi, retry her seferinde yeni cargoKey ürettiği için ~1.200 çift gönderi açıldı, şubelerde çift etiket. Fix: cargoKey shipment.public_id'den deterministik, retry öncesi queryShipment ile var mı diye kontrol.",
      {
        files: ['carriers/yurtici/adapter.py'],
        tags: ['incident', 'yurtici', 'timeout', 'duplicates', 'retry'],
      },
    ),
    m(
      'inferred-aras-maint',
      'fact',
      "Aras takip servisi her gece 01:00-03:00 arası bakımda gibi görünüyor, 503'ler o saatte yoğunlaşıyor.",
      {
        inferred: true,
        tags: ['aras', 'availability', '503'],
      },
    ),
    m(
      'mng-soap',
      'fact',
      'MNG entegrasyonu eski SOAP servisi üzerinden, kullanıcı adı + şifre her istekte body içinde gidiyor. carriers/mng/soap_client.py',
      {
        age: 470,
        files: ['carriers/mng/soap_client.py'],
        tags: ['mng', 'soap'],
      },
    ),
    m(
      'mng-rest',
      'fact',
      "MNG Kargo: REST API (apizone), OAuth2 client_credentials, access token 60 dk. carriers/mng/client.py token'ı Redis'te 55 dk cache'liyor, her istekte yeni token alınmaz. Durum değişiklikleri MNG'den webhook olarak geliyor (carriers/mng/webhooks.py).",
      {
        supersedes: 'mng-soap',
        age: 130,
        files: ['carriers/mng/client.py', 'carriers/mng/webhooks.py'],
        tags: ['mng', 'rest', 'oauth2', 'webhook'],
      },
    ),
    m(
      'tracking-poll-30',
      'fact',
      'takip durumlari celery beat ile 30 dakikada bir tum acik gonderiler icin cekiliyor (tracking.tasks.sync_all)',
      {
        age: 400,
        files: ['tracking/tasks.py'],
        tags: ['tracking', 'polling', 'celery'],
      },
    ),
    m(
      'tracking-poll-new',
      'decision',
      "Takip senkronu artık durum bazlı: OUT_FOR_DELIVERY olanlar 10 dk'da bir, diğer açık gönderiler 60 dk'da bir, firma başına toplu sorgu. MNG webhook gönderdiği için polling'den çıkarıldı. tracking.tasks.sync_all kaldırıldı, yerine sync_due_shipments.",
      {
        supersedes: 'tracking-poll-30',
        age: 95,
        files: ['tracking/tasks.py'],
        reason: 'firma rate limitleri ve gereksiz sorgular',
        tags: ['tracking', 'polling', 'celery', 'mng'],
      },
    ),
    m(
      'status-mapping',
      'convention',
      "Firmaların durum kodları tracking/status_map.py'de bizim ShipmentStatus enum'una map'lenir (CREATED, PICKED_UP, IN_TRANSIT, AT_BRANCH, OUT_FOR_DELIVERY, DELIVERED, DELIVERY_FAILED, RETURN_STARTED, RETURNED, CANCELLED). Bilinmeyen kod gelirse UNKNOWN olarak kaydet + Sentry uyarısı; exception ile task'ı düşürme.",
      {
        files: ['tracking/status_map.py'],
        tags: ['tracking', 'status', 'mapping', 'enum'],
      },
    ),
    m(
      'status-monotonic',
      'constraint',
      "Gönderi durumu geri gitmez: firmalardan sırasız event geliyor, tracking/state_machine.py event_time'a göre sıralayıp sadece ileri geçişe izin verir. Tek istisna DELIVERED -> RETURN_STARTED (iade). Manuel düzeltme gerekiyorsa admin'den ShipmentStatusOverride kaydıyla, doğrudan status UPDATE yok.",
      {
        files: ['tracking/state_machine.py'],
        tags: ['tracking', 'status', 'state-machine'],
      },
    ),
    m(
      'cod',
      'fact',
      "Kapıda ödeme (COD): tahsilatı kargo firması yapar, her hafta firma mutabakat dosyası (xlsx/csv) gönderir, finance/cod_reconciliation.py parse edip eşleştirir. Tutar farkı 1 TL'den büyükse satır CodMismatch olarak finans ekibinin manuel inceleme listesine düşer.",
      {
        files: ['finance/cod_reconciliation.py'],
        tags: ['cod', 'kapida-odeme', 'reconciliation', 'finance'],
      },
    ),
    m('cod-limit-5k', 'constraint', 'kapida odeme limiti gonderi basina 5.000 TL, tum firmalar icin.', {
      age: 360,
      files: ['shipping/cod.py'],
      tags: ['cod', 'limit'],
    }),
    m(
      'cod-limit-10k',
      'constraint',
      "Kapıda ödeme üst limiti Aras ve Yurtiçi için 10.000 TL oldu (Şubat sözleşme yenilemesi), MNG'de hâlâ 5.000 TL. Limitler shipping/cod.py COD_LIMITS sözlüğünde firma bazlı.",
      {
        supersedes: 'cod-limit-5k',
        age: 60,
        files: ['shipping/cod.py'],
        tags: ['cod', 'limit', 'aras', 'yurtici', 'mng'],
      },
    ),
    m(
      'iyzico-flow',
      'fact',
      "Ödeme iyzico Checkout Form ile, 3DS her kartta zorunlu (kurumsal dahil, istisna yok). Callback payments/views.py IyzicoCallbackView'a düşer, token ile CheckoutForm retrieve edilip paymentStatus kontrol edilir. conversationId = order.public_id, basketId = order.id. Taksit seçenekleri iyzico'nun installment API'sinden.",
      {
        files: ['payments/views.py', 'payments/iyzico_client.py'],
        tags: ['iyzico', 'payments', '3ds', 'callback'],
      },
    ),
    m(
      'iyzico-idempotent',
      'constraint',
      "iyzico callback'i aynı token ile birden fazla gelebilir (geri tuşu, retry). Payment kaydını select_for_update ile kilitle, status zaten SUCCESS ise hiçbir yan etki üretme (kargo, fatura, SMS). Yan etkiler transaction.on_commit ile task'a atılır.",
      {
        canonical: true,
        files: ['payments/views.py', 'payments/services.py'],
        tags: ['iyzico', 'idempotent', 'callback', 'select_for_update'],
      },
    ),
    m(
      'incident-double-callback',
      'incident',
      'Mart 2025: iyzico callback iki kez paralel işlendi, sipariş iki kez "ödendi" oldu, iki kargo kaydı açıldı ve iki e-Arşiv fatura kesildi (birini iptal etmek zorunda kaldık). select_for_update yoktu.',
      {
        tags: ['incident', 'iyzico', 'callback', 'race-condition'],
      },
    ),
    m(
      'iyzico-cancel-refund',
      'fact',
      'iyzico: aynı gün (gün sonu mutabakatından önce) tam iptal için cancel (paymentId), sonrasında refund (paymentTransactionId bazında, kalem kalem, kısmi iade mümkün). payments/refunds.py hangisini çağıracağına kendisi karar verir, doğrudan iyzico client çağırma.',
      {
        files: ['payments/refunds.py'],
        tags: ['iyzico', 'refund', 'cancel', 'iade'],
      },
    ),
    m(
      'iyzico-test-card',
      'note',
      'iyzico sandbox test kartı: 5528790000000008, SKT 12/30, CVC 123 (iyzico dokümanındaki herkese açık test kartı, gerçek kart değil). 3DS sandbox SMS kodu ekranda yazıyor.',
      {
        tags: ['iyzico', 'sandbox', 'test'],
      },
    ),
    m(
      'money-decimal',
      'convention',
      "Tutarlar DecimalField(max_digits=12, decimal_places=2), para birimi TRY. Float yok. iyzico'ya price string ve noktalı gider ('1499.90'); TL formatlama (1.499,90 ₺) sadece template/panel tarafında.",
      {
        tags: ['money', 'decimal', 'iyzico', 'formatting'],
      },
    ),
    m('kdv-18', 'fact', 'KDV orani %18, invoicing/tax.py icinde VAT_RATE = Decimal("0.18") sabit.', {
      age: 720,
      files: ['invoicing/tax.py'],
      tags: ['kdv', 'vat', 'tax'],
    }),
    m(
      'kdv-20',
      'fact',
      "KDV genel oranı 10 Temmuz 2023'ten beri %20 (önceden %18). Oran artık sabit değil: invoicing/tax.py TaxRate tablosundan işlem tarihine göre okunur (get_vat_rate(date)), eski tarihli düzeltmelerde o tarihin oranı kullanılır.",
      {
        fact: 'kdv | general_rate | 20%',
        supersedes: 'kdv-18',
        age: 300,
        files: ['invoicing/tax.py'],
        tags: ['kdv', 'vat', 'tax'],
      },
    ),
    m(
      'efatura-vs-earsiv',
      'constraint',
      "Alıcının VKN/TCKN'si GİB e-Fatura kayıtlı kullanıcı listesindeyse e-Fatura, değilse e-Arşiv kesilir. Mükellef sorgusu entegratör API'sinden yapılır ve Redis'te 24 saat cache'lenir (her siparişte sorgu atma). Bireysel müşterinin TCKN'si yoksa GİB kuralı gereği 11111111111 yazılır, her zaman e-Arşiv.",
      {
        files: ['invoicing/services.py'],
        tags: ['e-fatura', 'e-arsiv', 'gib', 'vkn', 'tckn'],
      },
    ),
    m(
      'integrator',
      'fact',
      "e-Fatura/e-Arşiv özel entegratörü Uyumsoft (UBL-TR 1.2, REST). Kod invoicing/integrators/uyumsoft.py. Staging her zaman entegratörün test ortamına bağlı, orada kesilen faturalar GİB'e gitmez; canlı entegratör URL'si sadece lk-prod namespace'inde tanımlı.",
      {
        files: ['invoicing/integrators/uyumsoft.py'],
        tags: ['e-fatura', 'e-arsiv', 'uyumsoft', 'integrator', 'ubl'],
      },
    ),
    m(
      'invoice-timing',
      'decision',
      'e-Arşiv fatura ödeme onaylanınca (iyzico SUCCESS) kesilir ve müşteriye gönderilir; COD siparişlerde kargoya teslim edildiği (PICKED_UP) an kesilir.',
      {
        files: ['invoicing/tasks.py'],
        tags: ['invoice', 'e-arsiv', 'timing', 'cod'],
      },
    ),
    m(
      'invoice-timing-claim',
      'fact',
      'fatura teslimattan sonra kesiliyor (DELIVERED event’i gelince), ödeme anında değil — muhasebe öyle istemişti',
      {
        disputes: 'invoice-timing',
        tags: ['invoice', 'timing'],
      },
    ),
    m(
      'invoice-number',
      'constraint',
      "Fatura numarası 16 karakter: 3 harf seri (LJK) + yıl + 9 haneli sıra, ör. LJK2025000000123; her yıl sıra 1'den başlar. Numara boşluksuz ve artan olmalı: Postgres SEQUENCE/nextval kullanma (rollback'te atlıyor), invoicing/numbering.py'deki select_for_update'li InvoiceCounter satırını kullan.",
      {
        canonical: true,
        files: ['invoicing/numbering.py'],
        tags: ['invoice', 'numbering', 'sequence', 'gib'],
      },
    ),
    m(
      'incident-invoice-gap',
      'incident',
      'Ocak 2025: mali müşavir e-Arşiv numaralarında 14 boşluk buldu. Sebep nextval() ile numara alınıp sonra transaction rollback olması. InvoiceCounter tablosuna geçildi, boşluklar için tutanak hazırlandı.',
      {
        files: ['invoicing/numbering.py'],
        tags: ['incident', 'invoice', 'numbering', 'sequence'],
      },
    ),
    m(
      'invoice-7day',
      'constraint',
      "VUK: fatura malın tesliminden itibaren en geç 7 gün içinde düzenlenmeli. invoicing.tasks.alert_uninvoiced her gece 02:00'de 5 günü geçmiş faturasız siparişleri #lk-finans'a ve Zeynep'e bildiriyor.",
      {
        files: ['invoicing/tasks.py'],
        tags: ['invoice', 'vuk', 'deadline', 'alert'],
      },
    ),
    m(
      'invoice-cancel',
      'constraint',
      'Fatura kaydı hiçbir zaman silinmez. e-Arşiv iptali entegratör API üzerinden yapılır ve kayıt status=CANCELLED kalır. e-Fatura iptal edilemez: alıcı portal üzerinden reddeder ya da iade faturası kesilir (invoicing/returns.py). Kısmi iadede de iade faturası.',
      {
        files: ['invoicing/returns.py'],
        tags: ['invoice', 'cancel', 'iade-faturasi', 'e-fatura'],
      },
    ),
    m(
      'kvkk-pii-logs',
      'constraint',
      "KVKK: loglara, Sentry'ye, Celery task argümanlarına ve merchant webhook hata mesajlarına ad-soyad, telefon, adres, TCKN, e-posta düşmez. core/logging/filters.py PiiScrubFilter maskeler; yeni bir kişisel veri alanı eklenince oraya da eklenir. Sentry send_default_pii=False.",
      {
        canonical: true,
        reaffirm: 5,
        files: ['core/logging/filters.py'],
        tags: ['kvkk', 'pii', 'logging', 'sentry'],
      },
    ),
    m(
      'kvkk-tckn',
      'constraint',
      "TCKN/VKN veritabanında şifreli (EncryptedCharField, anahtar Vault'tan), arama için ayrı tckn_hash kolonu (HMAC-SHA256). Ekranda ve API'de sadece maskeli (12*******34); tam değeri sadece fatura oluşturma kodu okur. Testlerde gerçek TCKN yok, tests/factories/identity.py fake_tckn() (ör. 10000000146).",
      {
        files: ['customers/models.py', 'core/crypto.py'],
        tags: ['kvkk', 'tckn', 'encryption', 'masking'],
      },
    ),
    m(
      'kvkk-retention',
      'constraint',
      'Alıcı ad/telefon/adres bilgisi teslimden 2 yıl sonra anonimleştirilir (privacy/tasks.py anonymize_old_shipments, ayda bir). Fatura ve muhasebe kayıtları VUK gereği 10 yıl saklanır, onlara anonimleştirme uygulanmaz.',
      {
        files: ['privacy/tasks.py'],
        tags: ['kvkk', 'retention', 'anonymization', 'vuk'],
      },
    ),
    m(
      'kvkk-abroad',
      'constraint',
      'KVKK yurt dışı aktarım: kişisel veri yurt dışındaki servislere çıkmaz. Bu yüzden Sentry self-hosted (sentry.lk.internal), e-posta yurt içi SMTP, hosting Turkcell Bulut İstanbul. Yeni bir SaaS (analytics, LLM API, yurt dışı bucket, yedek) eklemeden önce hukuk ve DPO onayı şart.',
      {
        canonical: true,
        tags: ['kvkk', 'data-residency', 'saas', 'sentry'],
      },
    ),
    m(
      'iys',
      'constraint',
      "Ticari ileti (kampanya, indirim kodu, yeni ürün) SMS/e-posta göndermeden önce İYS'de onay kontrolü şart (notifications/iys.py has_consent). Kargo bilgilendirme SMS'leri ticari ileti sayılmaz, İYS gerekmez; ama içine kampanya linki/indirim kodu koyarsan ticari olur.",
      {
        files: ['notifications/iys.py'],
        tags: ['iys', 'sms', 'marketing', 'consent'],
      },
    ),
    m(
      'sms-provider',
      'fact',
      'SMS sağlayıcı Netgsm (notifications/providers/netgsm.py), gönderici başlığı LOJIKARGO. Yedek sağlayıcı yok; Netgsm hata verirse task retry ile 3 kez dener, sonra FailedNotification kaydı.',
      {
        files: ['notifications/providers/netgsm.py'],
        tags: ['sms', 'netgsm', 'notifications'],
      },
    ),
    m(
      'turkish-lower',
      'convention',
      "Türkçe büyük/küçük harf: Python'da 'İ'.lower() 'i̇' (i + birleşik nokta) verir, 'I'.lower() 'i' verir (ı değil), 'i'.upper() 'I' verir (İ değil). İsim/adres/il-ilçe normalizasyonu ve aramada str.lower()/upper() kullanma, core/text.py turkish_lower() / turkish_upper() / normalize_tr() kullan.",
      {
        canonical: true,
        files: ['core/text.py'],
        tags: ['turkish', 'unicode', 'lower', 'search', 'normalization'],
      },
    ),
    m(
      'incident-istanbul-search',
      'incident',
      "Şubat 2025: panelde il filtresine 'İSTANBUL' yazınca sonuç gelmiyordu (lower() -> 'i̇stanbul'), ayrıca Aras'a giden ilçe adları 'ISPARTA' -> 'isparta' gibi yanlış normalize edilip reddediliyordu. turkish_lower'a geçildi, tests/test_text.py eklendi.",
      {
        files: ['tests/test_text.py', 'core/search.py'],
        tags: ['incident', 'turkish', 'search', 'unicode'],
      },
    ),
    m(
      'collation',
      'convention',
      'Türkçe alfabetik sıralama (Ç, Ğ, İ, Ö, Ş, Ü doğru yerde) için ORDER BY\'da ICU collation: Django\'da Collate("name", "tr-TR-x-icu"); il/ilçe/mahalle tablolarının name kolonları zaten db_collation="tr-TR-x-icu".',
      {
        files: ['geo/models.py'],
        tags: ['collation', 'postgres', 'icu', 'turkish', 'sorting'],
      },
    ),
    m(
      'address-uavt',
      'fact',
      "Adres verisi: geo app'inde il/ilçe/mahalle tabloları UAVT kodlarıyla, yılda bir geo/management/commands/import_uavt.py ile güncellenir. Her kargo firmasının kendi il/ilçe kod tablosu var (carriers/<firma>/districts.py), firmaya isim değil o kod gönderilir.",
      {
        files: ['geo', 'carriers'],
        tags: ['address', 'uavt', 'il', 'ilce', 'geo'],
      },
    ),
    m(
      'phone-format',
      'convention',
      "Telefonlar E.164 (+905xxxxxxxxx) saklanır, phonenumbers ile region='TR' parse edilir. Firmalara gönderimde carriers/<firma>/mappers.py formatlar: Aras ve MNG 10 hane (5xxxxxxxxx), Yurtiçi başında 0 ile 11 hane.",
      {
        tags: ['phone', 'e164', 'carriers'],
      },
    ),
    m(
      'label-zpl',
      'fact',
      'Etiketler 10x15 cm, depodaki Zebra ZD420/ZD421 yazıcılar ZPL basıyor. Firmanın verdiği ZPL/PDF etiket olduğu gibi basılır; üzerine kendi barkodumuzu ya da logomuzu ekleme, şubeler okutamayınca firmalar reddediyor. label_print kuyruğu.',
      {
        files: ['labels'],
        tags: ['label', 'zpl', 'zebra', 'printing'],
      },
    ),
    m(
      'tracking-number',
      'convention',
      "Bizim takip kodu 'LK' + 10 karakter Crockford base32 (ör. LK7G4K2M9QX1) = shipment.public_id; müşteriye ve merchant API'ye gösterilen bu. Firmanın barkodu ayrı alanda (carrier_tracking_no). Format merchant entegrasyonlarında parse ediliyor, değiştirmek kırıcı değişiklik.",
      {
        tags: ['tracking-number', 'public-id', 'api'],
      },
    ),
    m(
      'drf-conventions',
      'convention',
      'API: DRF ViewSet + router, /api/v1/. Sayfalama CursorPagination (page_size 50, max 200), filtre django-filter. Hata gövdesi {"code": "...", "detail": "..."} (core/api/exceptions.py custom handler). Serializer\'lar <app>/api/serializers.py.',
      {
        files: ['core/api/exceptions.py'],
        tags: ['drf', 'api', 'pagination', 'errors'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      "Merchant API partnerler tarafından kullanılıyor: kırıcı değişiklik = /api/v2. v1'de alan silme, yeniden adlandırma, tip değişikliği yok; yeni alan eklemek serbest.",
      {
        tags: ['api', 'versioning', 'merchant'],
      },
    ),
    m(
      'merchant-auth',
      'fact',
      'Merchant API auth: API key (X-Api-Key) + HMAC-SHA256 imza (X-Signature = hmac(secret, timestamp + "." + body)), X-Timestamp ±5 dk pencere. merchants/auth.py HmacAuthentication.',
      {
        files: ['merchants/auth.py'],
        tags: ['api', 'auth', 'hmac', 'merchant'],
      },
    ),
    m(
      'webhooks-out',
      'convention',
      "Merchant'lara durum webhook'u: webhooks app, notifications kuyruğu, 5 deneme exponential backoff (1, 5, 25, 125, 625 sn), sonra WebhookDeadLetter tablosu ve panelde 'yeniden gönder' butonu. Payload imzalı (X-LK-Signature) ve sadece gönderi durumu + takip kodu içerir, alıcı kişisel verisi yok.",
      {
        files: ['webhooks'],
        tags: ['webhooks', 'merchant', 'retry', 'kvkk'],
      },
    ),
    m(
      'service-layer',
      'convention',
      'İş mantığı <app>/services.py içinde düz fonksiyonlarda (create_shipment(order, carrier), mark_paid(payment)), view ve serializer ince. Django signals ile yan etki (kargo oluşturma, SMS, fatura) yapılmaz; yan etkiler service içinde transaction.on_commit ile task olarak.',
      {
        tags: ['architecture', 'services', 'signals'],
      },
    ),
    m(
      'db-migrations',
      'convention',
      "Büyük tablolar (shipments ~80M satır, tracking_events ~900M): NOT NULL + default kolonu tek adımda ekleme (önce nullable, backfill batch, sonra constraint NOT VALID + VALIDATE). Index'ler AddIndexConcurrently ile, migration atomic=False. squashmigrations yapmıyoruz.",
      {
        tags: ['migrations', 'postgres', 'django', 'index'],
      },
    ),
    m(
      'tracking-events-partition',
      'fact',
      "tracking_events aylık partition'lı (pg_partman, parent tablo tracking_event). 18 aydan eski partition'lar detach edilip yurt içi obje depolamaya (MinIO) arşivlenir, silinmez. Index eklerken her partition'a ayrı CONCURRENTLY gerekiyor.",
      {
        tags: ['postgres', 'partitioning', 'tracking', 'archive'],
      },
    ),
    m(
      'redis-cache',
      'convention',
      "Redis cache key formatı lk:<app>:<entity>:<id>:v<N>, TTL zorunlu (varsayılan 1 saat). Toplu invalidation için KEYS/delete_pattern kullanma, key'deki v<N>'i artır.",
      {
        files: ['core/cache.py'],
        tags: ['redis', 'cache', 'naming'],
      },
    ),
    m(
      'carrier-rate-limit',
      'constraint',
      'Yurtiçi WS dakikada 600, Aras 300 istek limiti var; carriers/ratelimit.py Redis token bucket ile uyguluyor. Takipte toplu sorgu kullan (Yurtiçi queryShipment tek çağrıda en fazla 100 cargoKey, Aras 50), gönderi başına tek tek çağırma.',
      {
        files: ['carriers/ratelimit.py'],
        tags: ['rate-limit', 'yurtici', 'aras', 'tracking'],
      },
    ),
    m(
      'carrier-selection',
      'fact',
      "Firma seçimi shipping/selection.py select_carrier(): merchant'ın anlaşmalı firmaları (MerchantCarrierContract) arasından desi + varış iline göre tarifeden en ucuzu; merchant preferred_carrier verdiyse o. Seçim sipariş anında bir kez yapılır ve saklanır.",
      {
        files: ['shipping/selection.py'],
        tags: ['carriers', 'selection', 'pricing'],
      },
    ),
    m(
      'tariffs',
      'convention',
      "Firma tarifeleri pricing.CarrierTariff, desi aralığı başına fiyat. Firmalar Ocak ve Temmuz'da zam yapar: yeni tarife valid_from ile yeni satır olarak eklenir, eski satırlar silinmez/güncellenmez (geçmiş siparişlerin maliyet raporu bozulur).",
      {
        files: ['pricing/models.py'],
        tags: ['tariff', 'pricing', 'carriers'],
      },
    ),
    m(
      'returns',
      'fact',
      "İade: returns app, alıcıya firmanın iade kodu (Yurtiçi/Aras 'iade kodu', MNG 'anlaşmalı iade') verilir. 14 günlük cayma hakkı (Mesafeli Sözleşmeler Yönetmeliği) teslim tarihinden sayılır, sipariş tarihinden değil.",
      {
        files: ['returns'],
        tags: ['returns', 'iade', 'cayma'],
      },
    ),
    m(
      'vcr-tests',
      'convention',
      "Kargo ve iyzico entegrasyon testleri VCR.py cassette'leri ile (tests/cassettes/<firma>/). CI gerçek firma API'sine ya da iyzico sandbox'a gitmez. Cassette kaydederken conftest.py'deki vcr_config filter_headers / filter_post_data_parameters kimlik bilgilerini temizler, commit'lemeden önce cassette'te şifre/token kalmadığını kontrol et.",
      {
        files: ['tests/cassettes', 'tests/conftest.py'],
        tags: ['tests', 'vcr', 'cassettes', 'integration'],
      },
    ),
    m(
      'pytest-factories',
      'convention',
      'Testler pytest-django + factory_boy (tests/factories/), JSON fixture yok. Zaman için time-machine, tz-aware datetime ile (Europe/Istanbul değil UTC kur). DB gerektiren testler @pytest.mark.django_db.',
      {
        files: ['tests/factories'],
        tags: ['tests', 'pytest', 'factory_boy', 'time-machine'],
      },
    ),
    m(
      'ruff-mypy',
      'convention',
      'ruff check + ruff format (black ve isort kaldırıldı), mypy django-stubs + djangorestframework-stubs; yeni modüllerde disallow_untyped_defs. pre-commit herkes için zorunlu, CI aynı kontrolleri koşar.',
      {
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['ruff', 'mypy', 'lint', 'pre-commit'],
      },
    ),
    m('deps-poetry', 'convention', 'bağımlılıklar poetry ile, poetry.lock commitli. poetry add paket.', {
      age: 430,
      files: ['pyproject.toml', 'poetry.lock'],
      tags: ['dependencies', 'poetry'],
    }),
    m(
      'deps-uv',
      'convention',
      "Bağımlılıklar uv ile: `uv add paket`, uv.lock commit'li, Dockerfile'da `uv sync --frozen --no-dev`. requirements.txt üretilmez, Dockerfile'da pip install yok.",
      {
        supersedes: 'deps-poetry',
        age: 115,
        files: ['pyproject.toml', 'uv.lock', 'Dockerfile'],
        tags: ['dependencies', 'uv', 'docker'],
      },
    ),
    m(
      'ci',
      'fact',
      "GitHub Actions: lint -> test (postgres+postgis, redis, rabbitmq service container'ları) -> image build -> ArgoCD staging auto-sync. Prod: release tag + ArgoCD'de manuel sync onayı.",
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'argocd'],
      },
    ),
    m(
      'k8s',
      'fact',
      "Prod ve staging Turkcell Bulut İstanbul üzerinde Kubernetes (KVKK, yurt dışı region yok). Namespace lk-prod / lk-staging, helm chart'lar deploy/helm/<servis>, ArgoCD app'leri deploy/argocd/.",
      {
        files: ['deploy/helm', 'deploy/argocd'],
        tags: ['kubernetes', 'helm', 'argocd', 'hosting'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      "Secret'lar HashiCorp Vault'ta (secret/lojistik/<servis>), pod'a Vault agent injector ile env olarak gelir, settings'te env('IYZICO_SECRET_KEY') gibi okunur. Helm values'a, koda, .env'e yazılmaz; kargo firması şifre değişikliği Vault'ta güncellenip pod restart.",
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['secrets', 'vault', 'kubernetes'],
      },
    ),
    m(
      'env-example',
      'note',
      ".env.example (commit'li, sadece placeholder):\nDATABASE_URL=postgres://lojistik:CHANGE_ME@localhost:5432/lojistik\nIYZICO_API_KEY=sandbox-xxxxxxxxxxxxxxxx\nIYZICO_SECRET_KEY=<iyzico-panelinden-al>\nYURTICI_WS_USER=\nYURTICI_WS_PASSWORD=\nlocal için cp .env.example .env, değerleri ekipten değil kendi sandbox hesabından al.",
      {
        files: ['.env.example'],
        tags: ['env', 'local', 'setup', 'placeholder'],
      },
    ),
    m(
      'password-hashing',
      'convention',
      "Panel kullanıcı şifreleri Argon2 ile hash'lenir (PASSWORD_HASHERS ilk sırada Argon2PasswordHasher). Şifre politikası min 10 karakter + Django validator'ları, şifre sıfırlama linki 24 saat geçerli (PASSWORD_RESET_TIMEOUT).",
      {
        files: ['config/settings/base.py'],
        tags: ['auth', 'password', 'argon2'],
      },
    ),
    m(
      'panel-2fa',
      'constraint',
      'panel girislerinde admin ve finans rolleri icin 2FA (TOTP, django-otp) zorunlu, sifre tek basina yetmez. OTP cihazi kaybolursa sadece superadmin sifirlar.',
      {
        files: ['accounts/middleware.py'],
        tags: ['auth', '2fa', 'otp', 'panel'],
      },
    ),
    m(
      'monitoring',
      'fact',
      "Prometheus + Grafana; Celery için celery-exporter (kuyruk uzunluğu 'Celery' dashboard'unda), 'Kargo Entegrasyonları' dashboard'u firma bazlı hata oranı ve p95 gösterir. Alarmlar Alertmanager -> Slack #lk-alarm, kritikler nöbetçiye Opsgenie.",
      {
        tags: ['monitoring', 'prometheus', 'grafana', 'alerts'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      "Kasım'daki büyük indirim haftası (Black Friday / 11.11) ve yılbaşı haftası boyunca prod deploy yok, sadece CTO onaylı hotfix. Normal zamanda Cuma 15:00'ten sonra prod deploy yok.",
      {
        tags: ['deploy', 'freeze', 'prod', 'black-friday'],
      },
    ),
    m(
      'owners',
      'fact',
      'Sahipler: kargo entegrasyonları Emre Yıldız, ödeme + fatura Zeynep Kaya, tracking + bildirimler Burak Şahin, merchant paneli Elif Demir, altyapı/K8s Can Öztürk, KVKK/DPO Av. Selin Aydın.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'panel-stack',
      'fact',
      "Merchant paneli Next.js 14 (app router) + TypeScript, repo'da panel/ klasörü; API'yi /api/v1 üzerinden session auth ile kullanır. i18n next-intl, varsayılan tr, en de var. Tarihler panelde Europe/Istanbul gösterilir.",
      {
        files: ['panel'],
        tags: ['panel', 'nextjs', 'frontend', 'i18n'],
      },
    ),
    m('panel-templates', 'fact', 'merchant paneli django template + jquery, templates/panel/ altinda.', {
      age: 680,
      files: ['templates/panel'],
      tags: ['panel', 'templates', 'jquery'],
    }),
    m('vpn-old', 'note', "staging DB'ye erişim ofisteki eski OpenVPN profili lk-ofis.ovpn ile", {
      age: 700,
      tags: ['vpn', 'staging'],
    }),
    m(
      'pref-english',
      'preference',
      "Commit mesajları ve kod yorumları İngilizce; PR açıklaması ve issue'lar Türkçe olabilir.",
      {},
    ),
    m('pref-small-pr', 'preference', "PR'lar ~400 satırı geçmesin, migration'lar ayrı PR olsun.", {}),
    m('cand-sms-fallback', 'decision', "Netgsm hata verirse İleti Merkezi'ne otomatik failover yapılsın.", {
      candidate: true,
      tags: ['sms', 'failover'],
    }),
    m('cand-ninja', 'decision', 'Yeni endpointler DRF yerine django-ninja ile yazılsın.', {
      candidate: true,
      tags: ['api', 'django-ninja', 'drf'],
    }),
    m(
      'cand-auto-failover',
      'decision',
      'Bir kargo firmasının API hata oranı 10 dk boyunca %50 üstündeyse yeni gönderiler otomatik olarak başka firmaya yönlendirilsin.',
      {
        candidate: true,
        tags: ['carriers', 'failover', 'selection'],
      },
    ),
    m(
      'secret-iyzico-env',
      'note',
      'staging iyzico env:\nIYZICO_BASE_URL=https://sandbox-api.iyzipay.com\nIYZICO_API_KEY=sandbox-Qm7tR2vX9kL4pN8wZ3yB6cF1hJ5dG0sA\nIYZICO_SECRET_KEY=sandbox-kL9mP2qR7sT4vW8xY1zA3bC6dE0fG5hJ',
      {
        secret: 'sandbox-kL9mP2qR7sT4vW8xY1zA3bC6dE0fG5hJ',
      },
    ),
    m(
      'secret-yurtici-tr',
      'note',
      "Yurtiçi test web servisi kullanıcı adı LOJIKARGO_TEST, şifresi Yk2024!tEst#88 — Emre'den aldım, unutmayalım diye buraya yazıyorum.",
      {
        secret: 'Yk2024!tEst#88',
      },
    ),
    m(
      'secret-aras-ascii',
      'note',
      'aras prod entegrasyon sifresi: ArS-Pr0d-5519xQ kullanici adi lojikargo_ws',
      {
        secret: 'ArS-Pr0d-5519xQ',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'raporlama için read replica: postgresql://lk_readonly:Rp9vXw2mQ7tzK4@pg-replica.lk-prod.svc:5432/lojistik',
      {
        secret: 'Rp9vXw2mQ7tzK4',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'CELERY_RESULT_BACKEND=redis://:R3dis-Lk-7731qW@redis-master.lk-prod.svc:6379/2',
      {
        secret: 'R3dis-Lk-7731qW',
      },
    ),
    m(
      'secret-django-key',
      'note',
      "prod settings override (geçici): SECRET_KEY = 't7$kq!9w^zr3@m2x#v8p1&n6y0b4c5d*e+f=g_h-j'",
      {
        secret: 't7$kq!9w^zr3@m2x#v8p1&n6y0b4c5d*e+f=g_h-j',
      },
    ),
    m(
      'secret-uyumsoft',
      'note',
      'Uyumsoft canlı entegratör hesabı: kullanıcı LOJIKARGO_API / parola Uy#Fat2025!kP9m (Zeynep Hanım biliyor)',
      {
        secret: 'Uy#Fat2025!kP9m',
      },
    ),
    m(
      'secret-netgsm',
      'note',
      'netgsm api ayarlari: usercode=8503051234 password=NtGsm!77Lq3w msgheader=LOJIKARGO',
      {
        secret: 'NtGsm!77Lq3w',
      },
    ),
    m(
      'secret-mng-client',
      'note',
      'MNG apizone prod: client_id=lojikargo-prod, client_secret=3f9a7c21b8e44d6a9c5fe2a1b7d04c88',
      {
        secret: '3f9a7c21b8e44d6a9c5fe2a1b7d04c88',
      },
    ),
    m(
      'secret-vault-token',
      'note',
      'vault root token (acil durum için): hvs.CAESIJ8kLmN2pQr5StUv7WxYz9AbCdEfGhIjKlMnOpQrStU',
      {
        secret: 'hvs.CAESIJ8kLmN2pQr5StUv7WxYz9AbCdEfGhIjKlMnOpQrStU',
      },
    ),
  ],
  sessions: [
    {
      id: 'lk-session-1',
      age: 6,
      turns: [
        said('günaydın, bugün MNG webhook tarafını bitirelim. carriers/mng/webhooks.py bir bakar mısın'),
        replied(
          "Baktım: view event'leri alıyor, ShipmentStatus'a map'leyip kaydediyor. Herhangi bir imza kontrolü yok, gelen her POST işleniyor.",
        ),
        said(
          "MNG webhook'larında imza doğrulaması şart: X-MNG-Signature header'ını HMAC ile kontrol etmeden hiçbir event işlenmez, imza tutmazsa 401 dön ve sadece event id'yi logla.",
          {
            key: 's-mng-webhook-sig',
            type: 'constraint',
          },
        ),
        replied("Tamam, imza kontrolünü view'ın başına ekliyorum, constant-time karşılaştırma ile."),
        said(
          "şu curl ile denedim staging'de: curl -u mng_webhook:Wh00k-Mng!2025 -X POST https://staging.lojikargo.internal/hooks/mng/ -d @event.json",
          {
            secret: 'Wh00k-Mng!2025',
          },
        ),
        replied('Teşekkürler, gelen payload event_code, barcode ve event_time içeriyor; mapping ona göre.'),
        said('hmm aynı event iki kez mi geldi şu loglarda, bak 14:02 ve 14:03'),
        replied("Evet, MNG aynı event'i tekrar gönderiyor; şu an iki satır olarak kaydediliyor."),
        said(
          "tracking event'lerinin tekilliği (carrier, carrier_tracking_no, event_code, event_time) üzerinden olsun; unique constraint ekleyelim ve upsert ile yazalım.",
          {
            key: 's-event-dedupe',
            type: 'convention',
          },
        ),
        replied(
          "Unique constraint için migration yazıyorum; tablo partition'lı olduğu için her partition'da ayrı index oluşacak.",
        ),
        said('şimdilik testte sadece İstanbul gönderileriyle dene, sonra genişletiriz'),
        replied('Tamam, test verisi İstanbul ile sınırlı.'),
        said(
          "bu arada iade tarafı: iade etiketini biz basmıyoruz artık, alıcıya sadece iade kodu SMS'le gidiyor. returns/labels.py'deki PDF üretme işini tamamen bırakıyoruz.",
          {
            key: 's-return-label',
            type: 'decision',
          },
        ),
        replied("returns/labels.py'yi kaldırıp iade kodunu SMS şablonuna ekliyorum."),
        said(
          'bundan sonra gonderi kayitlari asla hard delete edilmez, iptal edilen gonderi status=CANCELLED olarak kalir, muhasebe geriye donuk bakiyor',
          {
            key: 's-no-delete-shipments',
            type: 'constraint',
          },
        ),
        replied("Admin'deki delete action'ı kaldırıyorum ve Shipment.delete() için koruma ekliyorum."),
        said('çay alıp geliyorum 5 dk'),
        replied('Tamam.'),
        said(
          "Gönderi 48 saat CREATED'da kalıp kargoya verilmediyse merchant'a uyarı maili gitsin, 72 saati geçerse ops ekibine Opsgenie alarmı.",
          {
            key: 's-sla-alert',
            type: 'constraint',
          },
        ),
        replied("shipments/tasks.py'ye saatlik çalışan check_stale_created task'ı ekliyorum."),
        said(
          "yeni firma entegrasyonlari django-waffle flag'i arkasinda acilir, flag adi carrier_<firma>_enabled, once birkac merchant icin aciyoruz",
          {
            key: 's-feature-flag',
            type: 'convention',
          },
        ),
        replied("carrier_mng_webhook_enabled flag'ini de buna göre adlandırıyorum: carrier_mng_enabled."),
        said(
          "KVKK ilgili kişi başvurusu gelince kişinin verisini JSON export olarak veriyoruz, yasal süre 30 gün. privacy/exports.py'de tek fonksiyon olsun, TCKN maskesiz sadece bu export'ta.",
          {
            key: 's-kvkk-export',
            type: 'decision',
          },
        ),
        replied("privacy/exports.py'de export_data_subject(customer_id) iskeletini oluşturdum."),
        said('süper, eline sağlık. PR açıklamasını da yazar mısın'),
        replied(
          'PR: MNG webhook imza kontrolü, event tekilleştirme, iade etiketi kaldırıldı, hard delete koruması, SLA uyarısı, KVKK export.',
        ),
        said('tamamdır merge edelim'),
      ],
    },
    {
      id: 'lk-session-2',
      age: 19,
      turns: [
        said(
          'fatura tarafında bir şey soracağım, invoicing/integrators/uyumsoft.py timeout verince ne oluyor?',
        ),
        replied(
          "Şu an exception yukarı çıkıyor ve Celery task'ı 3 kez retry ediyor, her seferinde faturayı baştan gönderiyor.",
        ),
        said(
          'entegratör timeout verirse faturayı yeniden göndermeden önce mutlaka ETTN (UUID) ile sorgula; aynı ETTN ile ikinci kez gönderme, yeni ETTN ile hiç gönderme.',
          {
            key: 's-invoice-retry',
            type: 'constraint',
          },
        ),
        replied('Retry öncesi get_invoice_status(ettn) çağrısı ekliyorum.'),
        said('staging entegratör parolası Uy#Stg-4412zz, bağlanıyor mu bir bakar mısın', {
          secret: 'Uy#Stg-4412zz',
        }),
        replied('Test ortamına bağlanabildim, fatura sorgusu 200 dönüyor.'),
        said(
          "e-Arşiv PDF'ini müşteriye maille ek olarak değil link olarak gönderiyoruz, imzalı URL 30 gün geçerli.",
          {
            key: 's-earsiv-email',
            type: 'convention',
          },
        ),
        replied('Mail şablonunu eksiz hale getirip signed URL üretimini ekledim.'),
        said('ok teşekkürler'),
      ],
    },
  ],
  prompts: [
    p(
      'carriers/yurtici/adapter.py create_shipment timeout alinca retry yapiyor, cift gonderi acilmasin diye duzeltir misin',
      ['yurtici-soap', 'incident-yurtici-dup', 'celery-idempotent', 'carrier-adapter'],
    ),
    p('Sürat Kargo entegrasyonu ekleyeceğiz, nereden başlayayım?', [
      'carrier-adapter',
      's-feature-flag',
      'status-mapping',
      'vcr-tests',
      'address-uavt',
    ]),
    p('mng token her istekte yeniden aliniyor galiba, 429 yiyoruz', ['mng-rest', 'redis-cache']),
    p('carriers/mng/soap_client.py hâlâ duruyor, kullanılıyor mu silebilir miyim?', ['mng-rest']),
    p("aras takip cevabındaki IslemTarihi'ni datetime'a çevirirken hangi timezone'u vereyim?", [
      'tz',
      'aras-utc-claim',
    ]),
    p("Yurtiçi'den tarih '21.03.2025 14:32' diye naive geliyor, nasıl parse edelim", ['tz']),
    p("tracking/status_map.py'de Aras'ın yeni 'DEVIR' kodu KeyError fırlatıyor, task komple düşüyor", [
      'status-mapping',
    ]),
    p(
      "bi gönderi DELIVERED olduktan sonra Yurtiçi'den IN_TRANSIT event'i geldi ve status geri döndü, bug mı bu?",
      ['status-monotonic', 's-event-dedupe'],
    ),
    p('takip senkronu çok yavaş, 40 bin açık gönderiyi tek tek sorguluyor sanki', [
      'tracking-poll-new',
      'carrier-rate-limit',
      'celery-queues',
    ]),
    p('MNG gönderileri neden sync_due_shipments içinde yok?', ['tracking-poll-new', 'mng-rest']),
    p('@carriers/mng/webhooks.py imza kontrolü ekle', ['s-mng-webhook-sig', 'mng-rest']),
    p('tracking_events tablosuna aynı event iki kere yazılıyor, MNG webhook retry yapıyor galiba', [
      's-event-dedupe',
      'mng-rest',
    ]),
    p('40x30x20 bir koli kaç desi olmalı? hesap yanlış çıkıyor gibi', ['desi', 'desi-claim']),
    p('MNG faturasında desi farkı çıktı, bölen 3000 mü 5000 mi?', ['desi', 'desi-claim']),
    p('Aras API gece 2 civarı 503 dönüyor, alarmı o saatlerde susturalım mı?', [
      'inferred-aras-maint',
      'monitoring',
    ]),
    p('merchant siparişte kargo firmasını override edebilsin, shipping/selection.py', [
      'carrier-selection',
      'service-layer',
      'api-versioning',
    ]),
    p('Yurtiçi Temmuz zammını sisteme girelim, yeni tarife excel ekte', ['tariffs']),
    p('etiketin altına bizim LK barkodumuzu da basalım mı, müşteri istiyor', [
      'label-zpl',
      'tracking-number',
    ]),
    p('depoya yeni Zebra geldi, PDF basmıyor, ZPL mi göndermeliyiz', ['label-zpl']),
    p('müşteriye gösterilen takip kodunu 14 karaktere çıkarmak istiyorum', [
      'tracking-number',
      'api-versioning',
    ]),
    p("Yurtiçi'ye telefonu +90 ile gönderiyoruz, 'gecersiz telefon' diyor", ['phone-format']),
    p("Aras'a ilçe gönderirken 'EYÜPSULTAN' bulunamadı hatası geliyor", ['address-uavt', 'turkish-lower']),
    p('UAVT verisini 2025 için güncelleyelim', ['address-uavt']),
    p('Aras için iade kodu üretme akışını yaz, returns/services.py', [
      'returns',
      's-return-label',
      'service-layer',
    ]),
    p('returns/labels.py iade PDF etiketinde adres taşıyor, düzeltir misin', ['s-return-label']),
    p('cayma hakkı 14 gün sipariş tarihinden mi sayılıyor?', ['returns']),
    p("bi firmanın API'si çökerse gönderileri otomatik başka firmaya kaydıralım, nasıl yaparız", [
      'carrier-selection',
      'carrier-adapter',
    ]),
    p("createShipment'ı order view'ının içinden direkt çağırıyorum, olur mu?", [
      'carrier-adapter',
      'service-layer',
      'celery-queues',
    ]),
    p('yurtici toplu takip sorgusunda kac cargoKey gonderebiliyoruz', ['carrier-rate-limit']),
    p("checkout'a kapıda ödeme limit kontrolü ekle", ['cod-limit-10k', 'cod']),
    p('MNG ile 7.500 TL kapıda ödemeli gönderi açabilir miyiz?', ['cod-limit-10k']),
    p('aras kapida odeme mutabakat dosyasinin kolonlari degismis, finance/cod_reconciliation.py patliyor', [
      'cod',
    ]),
    p("iyzico callback'i iki kez gelince sipariş iki kez ödendi oluyor — payments/views.py", [
      'iyzico-idempotent',
      'incident-double-callback',
      'iyzico-flow',
    ]),
    p("kurumsal müşteriler için 3DS'siz ödeme açabilir miyiz?", ['iyzico-flow']),
    p("kısmi iade ekle: siparişteki 3 üründen 1'i iade ediliyor", [
      'iyzico-cancel-refund',
      'money-decimal',
      'invoice-cancel',
    ]),
    p('aynı gün iptal edilen siparişte refund çağırıyoruz, iyzico hata dönüyor', ['iyzico-cancel-refund']),
    p("iyzico'ya price'ı '1.499,90' gönderiyoruz, invalid price diyor", ['money-decimal']),
    p("orders.Order.total hâlâ FloatField, Decimal'e çeviren migration lazım", [
      'money-decimal',
      'db-migrations',
    ]),
    p("local'de iyzico sandbox ile ödeme denemek istiyorum, test kartı neydi?", [
      'iyzico-test-card',
      'env-example',
    ]),
    p("iyzico'ya conversationId olarak ne gönderiyoruz?", ['iyzico-flow']),
    p("checkout'a taksit seçeneklerini ekle", ['iyzico-flow', 'money-decimal']),
    p('e-fatura mükellefi olan firmaya e-arşiv kesilmiş, kontrol nerede yapılıyor?', [
      'efatura-vs-earsiv',
      'integrator',
    ]),
    p('fatura ne zaman kesiliyor, ödeme onayında mı teslimde mi?', [
      'invoice-timing',
      'invoice-timing-claim',
      'invoice-7day',
    ]),
    p('invoicing/numbering.py cok karisik, postgres sequence ile sadelestirelim', [
      'invoice-number',
      'incident-invoice-gap',
    ]),
    p('yıl değişince fatura sırası sıfırlanıyor mu?', ['invoice-number']),
    p("invoicing/tax.py:42'de %18 hardcode görüyorum", ['kdv-20']),
    p('geçen yılın Mart siparişine düzeltme faturası keserken hangi KDV oranı kullanılacak?', [
      'kdv-20',
      'invoice-cancel',
    ]),
    p('entegratör timeout verdi, faturayı tekrar gönderen bir retry ekler misin', [
      's-invoice-retry',
      'celery-idempotent',
      'integrator',
    ]),
    p("yanlış kesilen faturayı DB'den silelim, müşteri şikayet etti", ['invoice-cancel']),
    p("e-Arşiv PDF'ini maile ek olarak koyalım, link tıklanmıyor diyorlar", ['s-earsiv-email']),
    p("staging'de kestiğimiz test faturaları GİB'e gitti mi?", ['integrator']),
    p('faturasiz kalan siparisler icin alarm var mi?', ['invoice-7day']),
    p('bireysel müşteride TCKN yoksa faturaya ne yazıyoruz?', ['efatura-vs-earsiv']),
    p('e-Fatura mükellef sorgusunu her siparişte entegratöre atıyoruz, checkout yavaşladı', [
      'efatura-vs-earsiv',
    ]),
    p('UBL çıktısında KDV satırı yanlış hesaplanıyor', ['kdv-20', 'integrator', 'money-decimal']),
    p("e-Fatura iptal endpoint'i yazalım", ['invoice-cancel', 'integrator']),
    p('ETTN ile fatura durumu sorgulayan fonksiyon var mı?', ['s-invoice-retry', 'integrator']),
    p("shipments/services.py'de debug için alıcı adını ve telefonunu logluyorum, sorun olur mu?", [
      'kvkk-pii-logs',
    ]),
    p("send_sms task'ına telefon numarasını argüman olarak geçiyorum", [
      'kvkk-pii-logs',
      'celery-idempotent',
    ]),
    p('TCKN ile müşteri arayan bir endpoint lazım', ['kvkk-tckn', 'drf-conventions']),
    p('panelde müşteri detayında TCKN tam görünüyor', ['kvkk-tckn']),
    p("factory'de TCKN alanına ne koyayım?", ['kvkk-tckn', 'pytest-factories']),
    p("2 yılı geçen gönderileri anonimleştiren job'a fatura tablosunu da ekleyelim", ['kvkk-retention']),
    p('panel analitiği için Mixpanel ekleyelim mi?', ['kvkk-abroad']),
    p("Sentry event'lerinde alıcı adresi görünüyor", ['kvkk-pii-logs', 'kvkk-abroad']),
    p('ilgili kişi başvurusu geldi, müşterinin bütün verisini çıkarmamız lazım', [
      's-kvkk-export',
      'kvkk-tckn',
    ]),
    p('müşteri şikayetlerini OpenAI API ile özetleyelim, hızlı bir POC', ['kvkk-abroad', 'kvkk-pii-logs']),
    p("'kargonuz yola çıktı' SMS'ine %10 indirim kodu ekleyelim", ['iys', 'sms-provider']),
    p("kampanya SMS'i gönderen bir task yaz, notifications/tasks.py", [
      'iys',
      'sms-provider',
      'celery-queues',
    ]),
    p('Netgsm çöktü, SMS gitmiyor, ne yapalım?', ['sms-provider']),
    p('aynı SMS iki kere gidiyor yineee', ['incident-double-sms', 'broker-rabbit', 'celery-idempotent']),
    p('apply_async(countdown=7200) ile task kuyruğa atıyorum, sorun olur mu?', [
      'broker-rabbit',
      'incident-double-sms',
    ]),
    p("merchant webhook'u 5 denemede de başarısız olursa ne oluyor?", ['webhooks-out']),
    p("webhook payload'ına alıcı adını ve telefonunu da ekleyelim, merchant istiyor", [
      'webhooks-out',
      'kvkk-pii-logs',
    ]),
    p('48 saat kargoya verilmeyen gönderiler için uyarı nerede?', ['s-sla-alert']),
    p("'İSTANBUL' aramasında sonuç gelmiyor, core/search.py", ['turkish-lower', 'incident-istanbul-search']),
    p('il listesi alfabetik sıralanınca Çanakkale, Çorum en sona düşüyor', ['collation']),
    p("isim normalize ederken .upper() kullanıyorum, 'izmir' 'IZMIR' oluyor", ['turkish-lower']),
    p("ORDER BY city ile sıralama yanlış, Şanlıurfa Zonguldak'tan sonra geliyor", ['collation']),
    p('turkish_upper nerede tanımlı?', ['turkish-lower']),
    p("shipments tablosuna NOT NULL default'lu bir kolon ekleyen migration yazdım, review eder misin", [
      'db-migrations',
    ]),
    p("tracking_events'e carrier_tracking_no index'i ekle", ['db-migrations', 'tracking-events-partition']),
    p("disk doluyor, eski tracking_events partition'larını silelim", [
      'tracking-events-partition',
      'kvkk-retention',
    ]),
    p('migrations klasörü 300 dosya oldu, squash edelim mi?', ['db-migrations']),
    p("tracking event unique constraint migration'ını yaz", [
      's-event-dedupe',
      'db-migrations',
      'tracking-events-partition',
    ]),
    p('DEFAULT_FILE_STORAGE deprecated uyarısı alıyorum', ['dj-51']),
    p('hangi django sürümündeyiz şu an?', ['dj-51']),
    p("geo/models.py'de index_together kullanılmış, çalışmıyor", ['dj-51']),
    p('SHIPMENT_SLA_HOURS diye yeni bir ayar ekleyeceğim, nereye koyayım?', ['settings-split']),
    p('post_save signal ile gönderi oluşunca SMS atalım', ['service-layer', 'celery-queues']),
    p('sipariş ödendikten sonra kargo oluşturma akışı nasıl işliyor?', [
      'iyzico-flow',
      'service-layer',
      'carrier-selection',
      'iyzico-idempotent',
    ]),
    p('merchant cache\'ini temizlemek için delete_pattern("lk:merchant:*") kullanayım mı?', ['redis-cache']),
    p('merchant ayarları için yeni bir cache key ekliyorum', ['redis-cache']),
    p("merchant API'de shipment response'undaki 'carrier' alanını 'carrier_code' yapalım", [
      'api-versioning',
      'drf-conventions',
    ]),
    p("GET /api/v1/shipments/{id}/events endpoint'i ekle", ['drf-conventions']),
    p('merchant API imza doğrulaması 401 veriyor, saat farkı olabilir mi?', ['merchant-auth']),
    p('partner dokümanı için HMAC imza üretme örneği yazar mısın (python + php)', ['merchant-auth']),
    p('yeni endpointleri django-ninja ile yazsak mı?', ['drf-conventions']),
    p('liste endpointinde PageNumberPagination kullandım, page=5000 çok yavaş', ['drf-conventions']),
    p('bizde API hata response formatı neydi?', ['drf-conventions']),
    p('gonderi listesi endpointi 50den fazla donsun, 1000 yapalim', ['drf-conventions']),
    p("fatura PDF üretme task'ı ekledim, hangi kuyruğa koyayım?", ['celery-queues', 'celery-idempotent']),
    p("task'a Shipment objesini direkt geçiyorum, 'Object of type Shipment is not JSON serializable'", [
      'celery-idempotent',
    ]),
    p("yeni periyodik task'ı CELERY_BEAT_SCHEDULE'a ekledim ama hiç çalışmıyor", ['celery-beat']),
    p("beat iki pod olmuş, task'lar çift tetikleniyor", ['celery-beat']),
    p('celery broker hâlâ redis mi?', ['broker-rabbit']),
    p("rabbitmq'da carrier_sync kuyruğunda 200k mesaj birikmiş", [
      'celery-queues',
      'tracking-poll-new',
      'carrier-rate-limit',
      'monitoring',
    ]),
    p("Aras adapter için test yazacağım, gerçek test API'sine mi gidelim?", [
      'vcr-tests',
      'pytest-factories',
    ]),
    p('yeni cassette kaydettim, commit etmeden önce bir şey yapmam gerekiyor mu?', ['vcr-tests']),
    p('CI\'da testler "could not connect to server" veriyor, postgres bulamıyor', ['ci']),
    p("requirements.txt'ye requests ekle", ['deps-uv']),
    p('poetry add zeep çalışmıyor, poetry bulunamadı diyor', ['deps-uv']),
    p("Dockerfile'da pip install -r requirements.txt var, image build patlıyor", ['deps-uv']),
    p('mypy yeni modülde "Function is missing a type annotation" diyor', ['ruff-mypy']),
    p('black ile formatladım CI kızıyor', ['ruff-mypy']),
    p('time-machine ile test yazarken saatler 3 saat kayıyor', ['pytest-factories', 'tz']),
    p("conftest'te JSON fixture yükleyelim mi, factory yazmak uzun sürüyor", ['pytest-factories']),
    p('add type hints to carriers/base.py pls', ['carrier-adapter', 'ruff-mypy']),
    p("Cuma 17:00, Black Friday haftası, hotfix prod'a çıkalım mı?", ['deploy-freeze']),
    p('yılbaşı haftasında deploy yapabilir miyiz?', ['deploy-freeze']),
    p("prod'a deploy nasıl yapılıyor?", ['ci', 'k8s']),
    p('argo staging sync olmadı, image tag güncellenmemiş', ['ci', 'k8s']),
    p("yeni servis için AWS Frankfurt'ta bir S3 bucket açalım", ['kvkk-abroad', 'k8s']),
    p('DB yedeklerini bir de yurt dışındaki bir bulutta tutalım mı?', ['kvkk-abroad']),
    p("prod iyzico secret key'i nereye koyacağım?", ['secrets-vault']),
    p('Aras şifreyi değiştirmiş, yenisini nereye gireyim?', ['secrets-vault']),
    p("pod içinde vault secret'ları nasıl geliyor?", ['secrets-vault', 'k8s']),
    p('local .env nasıl hazırlanıyor, ilk gün kurulum', ['env-example', 'settings-split']),
    p("iyzico sandbox anahtarları .env.example'da var mı?", ['env-example']),
    p("helm chart'lar nerede?", ['k8s']),
    p("grafana'da celery kuyruk uzunluğu nerede görünüyor?", ['monitoring']),
    p('kargo API hata oranı için yeni alarm kuralı ekle', ['monitoring']),
    p("panel/app/shipments/[id]/page.tsx'e takip event listesi ekle", ['panel-stack', 'drf-conventions']),
    p('panele İngilizce çevirileri tamamlayalım', ['panel-stack']),
    p('merchant paneli kodu hangi klasörde?', ['panel-stack']),
    p("finans rolündeki kullanıcı 2FA'sız girebiliyor, bug", ['panel-2fa']),
    p('şifre sıfırlama linkinin süresini 1 saate indir', ['password-hashing']),
    p('kullanici sifre politikasi min kac karakter?', ['password-hashing']),
    p('panelde tarihler UTC görünüyor', ['tz', 'panel-stack']),
    p('panelde tutarlar 1499.9 görünüyor, 1.499,90 ₺ formatında olsun', ['money-decimal', 'panel-stack']),
    p('fatura tarafında kime sorayım?', ['owners']),
    p('kargo entegrasyonlarının sahibi kim?', ['owners']),
    p('commit mesajını Türkçe yazabilir miyim?', ['pref-english']),
    p('bu PR 900 satır oldu migration dahil, sorun olur mu?', ['pref-small-pr']),
    p('iptal edilen gönderileri tablodan temizleyen bir management command yaz', ['s-no-delete-shipments']),
    p("Django admin'de gönderi silme butonu duruyor mu hâlâ?", ['s-no-delete-shipments']),
    p("yeni Sürat entegrasyonunu prod'da sadece 2 merchant için açalım", ['s-feature-flag']),
    p('Yurtiçi cargoKey nasıl üretiliyor?', ['incident-yurtici-dup', 'yurtici-soap']),
    p('zeep client her çağrıda WSDL indiriyor, çok yavaş', ['yurtici-soap']),
    p("ShipmentStatus'a 'AT_LOCKER' ekleyelim, kargo dolabı teslimatları için", [
      'status-mapping',
      'status-monotonic',
    ]),
    p('müşteri teslim almadım diyor ama DELIVERED görünüyor, statüyü geri alabilir miyim?', [
      'status-monotonic',
    ]),
    p('teslim edilen gönderide iade başlatılınca status ne oluyor?', ['status-monotonic', 'returns']),
    p('yeni merchant eklerken anlaşmalı kargo firmaları nereden okunuyor?', ['carrier-selection']),
    p('tarife tablosunda eski fiyatları güncelleyip geçelim mi, yeni satır açmak yerine?', ['tariffs']),
    p("poetry.lock'u güncelle", ['deps-uv']),
    p("telefon kolonunu E.164'e çeviren migration", ['phone-format', 'db-migrations']),
    p('label_print kuyruğunun worker sayısını artıralım mı?', ['celery-queues', 'label-zpl']),
    p('şey, @invoicing/numbering.py yılbaşında ne yapıyor bi bakar mısın', ['invoice-number']),
    p('açık rıza olmadan kampanya maili atılabilir mi?', ['iys']),
    p("kvkk anonimlestirme task'i ne siklikla calisiyor?", ['kvkk-retention']),
    p('teşekkürler, çalıştı', []),
    p('tamamdır', []),
    p('eyvallah abi', []),
    p('commit at', []),
    p('git rebase -i ile son 3 commiti nasıl birleştiririm?', []),
    p("python'da dataclass ile NamedTuple farkı ne?", []),
    p('f-string içinde süslü parantez nasıl escape edilir', []),
    p("bu regex neden greedy davranıyor: r'<.*>'", []),
    p("diff'i özetle", []),
    p('postgres EXPLAIN ANALYZE çıktısını genel olarak nasıl okurum?', []),
    p('asyncio.gather ile TaskGroup farkı nedir?', []),
    p("vim'de tüm dosyada replace nasıl yapılıyordu", []),
    p('docker compose logs -f sadece bir servis için nasıl?', []),
    p('hmm tamam bakıyorum', []),
    p('select_related ile prefetch_related farkı ne, genel olarak', []),
    p("typescript'te type ile interface farkı?", []),
    p('bu fonksiyona daha iyi bir isim öner', []),
    p('kahve molası, 10 dk sonra devam', []),
    p("neden 0.1 + 0.2 == 0.3 False dönüyor python'da?", []),
    p('ok devam et', []),
    p('jwt nasil calisir kisaca anlatir misin', []),
  ],
});
