import { describe, expect, it } from 'vitest';
import { type ChangeToldItem, changeToldPairs, tellsChange } from '../../src/truth/change-told.js';

// Words a few memories hold are specific; the rest say little of a topic.
const COMMON = new Set(['us', 'servic', 'rout', 'depend', 'get', 'test', 'run']);
const specificity = (t: string): number => (COMMON.has(t) ? 0.2 : 0.9);

const item = (
  id: string,
  content: string,
  day: number,
  extra: Partial<ChangeToldItem> = {},
): ChangeToldItem => ({
  id,
  content,
  memory_type: 'decision',
  created_at: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  linked: [],
  ...extra,
});

const koin = item(
  'old',
  'Use Koin for DI: each Gradle module exposes a koinModule and routes get their dependencies with by inject().',
  1,
);
const ripped = item(
  'new',
  'We ripped Koin out. One AppGraph per service builds everything in main(); routes get dependencies as parameters, no by inject(), no koinModule.',
  20,
);

describe('tellsChange', () => {
  it('reads a change told in English and in the other languages teams write memories in', () => {
    for (const t of [
      'Assets are built with Vite now',
      'Đã chuyển toàn bộ job sang BullMQ, apps/api chỉ add job',
      'Jenkins deployt niet meer; Argo CD synct automatisch',
      'ya no usamos Heroku, todo está en Render',
      'الـ OTP دلوقتي 4 أرقام مش 6',
      'refunds ab se async jayenge',
      '今は ridgepole に移行しました',
      'Lumipat na tayo sa uv. uv.lock committed, poetry.lock deleted',
      'ย้ายจาก NATS มา Kafka (Strimzi บน GKE) หมดแล้วนะครับ',
      'เลิกใช้ gorm แล้ว → sqlc + pgx/v5',
      'Tumehamia Horizon, config ya supervisord imetolewa kabisa',
      "SMS zote sasa ziko Africa's Talking",
      'עברנו ל-GitOps עם ArgoCD, אין helm upgrade ידני',
      'Redis הוחלף ב-RabbitMQ',
      'Φύγαμε οριστικά από το delayed_job, όλα τα jobs είναι πλέον Sidekiq',
      'Traefik δεν υπάρχει πια, το TLS το κάνει το kamal-proxy',
      'gorm رو کنار گذاشتیم، کوئریا با sqlc ساخته میشه',
      'درگاه اصلی الان زرین‌پاله، pay.ir جمع شد',
      'Every feature is a TCA reducer now (@Reducer + @ObservableState)',
      'Jenkins nyugdíjba ment, a deploy ArgoCD-vel megy',
      'Sequence-t többé nem használunk ID-ra, UUIDv7 van',
      'a PKG_MNB_REPORTS-t kidobtuk, a reg-reporting service csinálja',
      'március 1-jétől az új díjtábla érvényes',
      'PDFKit বাদ দিছি, এখন Puppeteer দিয়ে PDF',
      'ফেক অর্ডারের জ্বালায় COD এর নিয়ম বদলানো হইছে',
      '১ মার্চ থেকে ডেলিভারি চার্জ ঢাকা সিটি ৭০৳',
      'pm2 r EC2 er din shesh, ECS Fargate e chole',
      "Takip senkronu durum bazlı; polling'den çıkarıldı",
      'KDV oranı %20 (önceden %18)',
      '未支付关单时间从 30 分钟改成 15 分钟',
      '三个库已经从 RDS MySQL 8.0 迁到 TiDB 7.5',
      'Hibernate Envers wyrzuciliśmy, audyt idzie przez outbox',
      'Od 1 marca 2026 nowa taryfa OC',
      'celery beat hata diya — ab sirf EventBridge schedules',
      'Heroku se Render pe migrate ho gaye',
      'Sa Jenkinsa smo prešli na GitHub Actions',
      'Memcached je zamenjen Redisom',
      'Od 1. aprila provizija je 1,5%',
      'Broker-a Redis la irundhu RabbitMQ ku maathitom',
      'SMS provider இப்போ Gupshup',
      'Am migrat facturarea pe PostgreSQL 16',
      'Am renunțat la Jenkins, pipeline-urile sunt în Tekton',
      'Termenul a devenit 5 zile',
      'We don move Redis to ElastiCache',
      'iOS 14 and below, we no support am again',
      'Nos movimos de Heroku a Fly.io',
      'Ora nganggo GORM maneh, saiki sqlc',
      'Migrasi ke asia-southeast2 wis rampung',
      // Round AS: Franco-Arabic and Flemish.
      'shelna Amazon MQ khalas, el broker 3ala Redis',
      'Migration khelset: kol 7aga delwa2ty f me-south-1',
      'el requirements/ folder etshal, kolo b uv',
      'Maven is eruit. Build is Gradle 8 met Kotlin DSL',
      'Keycloak draait nu op 25 (Quarkus)',
      'Geen Lombok meer in nieuwe code',
      'On est passé de Billit à Storecove',
      // Round AT: Ukrainian and Italian.
      'Переїхали з київського ДЦ в AWS eu-central-1',
      'Укрпошту прибрали, доставка тільки Новою Поштою',
      'Node 18 EOL з квітня 2025',
      'Siamo su Laravel 11 e PHP 8.3',
      "Dal 1/7/2022 l'esterometro non esiste più",
      'Il SAML diretto è dismesso',
      // Round AU: German and Brazilian Portuguese.
      'Wir sind komplett nach Azure umgezogen',
      'HOF-APP01 ist abgeschaltet',
      'Kein Projekt mehr auf net6.0',
      'SAP B1 sprechen wir nur noch über den Service Layer an',
      'Não cacheia mais consulta ao DICT',
      'O cache Redis do dict-client foi removido',
      'CI no GitHub Actions. Jenkins desligado.',
      'JPA só continua no módulo legado de onboarding',
      // Round AV: Czech and Swedish.
      'Přešli jsme z MySQL 5.7 na MariaDB 10.11 LTS',
      'EET je zrušená od 1. 1. 2023, modul src/Eet/ jsme smazali',
      'Od března: karty jdou přes Comgate',
      'Vi har flyttat från Heroku till Elastx i Stockholm',
      'Lösenordsinloggning för personal är borttagen sedan 2024',
      // Round AW: Finnish and Traditional Chinese.
      'Celeryn broker on nyt RabbitMQ 3.13',
      'Lukemat siirrettiin TimescaleDB-hypertableen',
      'Yleinen ALV-kanta on 25,5 % 1.9.2024 alkaen',
      '我們已經全面拿掉 GORM，改用 sqlc 1.27',
      '全部從 Cloud Run 搬到 GKE Autopilot',
      // Round AX: Hindi in Devanagari and Malay.
      'Kafka 3.7 अब KRaft mode में चलता है (ZooKeeper हटा दिया)',
      'सारे services Java 21 पर migrate हो गए हैं',
      'Kita dah pindah semua ke AWS ap-southeast-5',
      'Service tax naik ke 8% sejak 1 Mac 2024',
      // Round AY: Norwegian and Russian.
      'Vi har byttet køen fra SQS til RabbitMQ',
      'Vi har gått bort fra Jenkins, alt bygges i GitHub Actions',
      'Rapportene leses ikke fra rådata lenger',
      'Målingene sendes nå via MQTT, ikke FTP',
      'Fra mars signerer vi fakturaene på serveren',
      'Интеграцию с банком переделали на webhooks',
      'Старый SOAP-клиент выпилили в прошлом релизе',
      'С 1 апреля считаем НДС по новой ставке',
      // Round BA: a tool said to be retired; Slovak "v novom kóde", "už ne…", "namiesto".
      'macOS notarization goes through notarytool (altool is retired)',
      'V novom kóde žiadny Lombok: DTO sú Java records',
      'H2 už nepoužívame, testy bežia na Testcontainers',
      'Obsadenosť rátame v Kafka Streams namiesto SQL agregácií',
      // Round BB: what was deleted; Lithuanian "perėjom nuo … prie", "atsisakėm", "nebenaudojam", "vietoj", "nuo
      // rugsėjo".
      'Scheduled work runs as Inngest functions. The vercel.json crons were deleted.',
      'Perėjom nuo MVC controllerių prie minimal API',
      'Nuo Azure Service Bus atsisakėm: viskas on-prem',
      'Redis cache nebenaudojam, viskas per IMemoryCache',
      'Kvitus spausdinam per fiskalinį modulį vietoj seno kasos API',
      'Lojalumo taškai nuo rugsėjo: 1 tšk. už 1 EUR',
      // Round BC: Catalan "hem passat de … a", "hem migrat", "ja no", "en lloc de", "està apagat", "ara són", "des de".
      'Hem passat de Django 4.2 a Django 5.1',
      'Hem migrat el broker de Mosquitto a EMQX',
      "Ja no cobrem la fiança de 150 € a l'alta",
      'Les notificacions van per FCM en lloc de SMS',
      'El Mosquitto està apagat',
      "l'autenticació i les ACL ara són a la base de dades d'EMQX",
      'Des del 1 de març les tarifes inclouen IVA',
      // Round BH: Icelandic "fluttum úr … yfir í", "hættum með", "hentum … út", "var lagður niður", "Nú …".
      'Við fluttum úr Oracle 19c yfir í PostgreSQL 16 síðasta haust',
      'Hættum með föstu 3% ísfrádráttinn',
      'Hentum Quartz út. Tímasettar keyrslur eru @Scheduled + ShedLock',
      'Íslykill var lagður niður',
      'Nú notum við mælt íshlutfall af endurvigtunarnótunni',
      // Round BG: Albanian "kaluam … nga … në", "hoqëm", "e ndërruam", "u kalua", "rregull i ri", "në vend të", "që nga".
      'Kaluam queue-t nga driver-i database në Redis + Laravel Horizon',
      'Hoqëm Twilio-n. SMS-të dalin nga gateway-i lokal',
      'E ndërruam 2FA-në e stafit nga kodi SMS në TOTP',
      'Admin-i u kalua në Livewire 3',
      'Rregull i ri nga drejtoria: anulimi lejohet deri 12 orë para takimit',
      '$this->dispatch() në vend të emit()',
      'Që nga marsi faturat dalin me QR',
      'Tani kujtesat dalin në 18:00',
      // Round BF: Estonian "nüüd", "X asemel", "enam ei", "muutus".
      'Liquibase asemel on nüüd Flyway',
      'BDOC-TM-i enam ei looda',
      'Säilitustähtaeg muutus: taotlused säilivad 7 aastat',
      // Round BE: Latvian "pārgājām no … uz", "vairs netiek", "atteicāmies no", "ir izslēgts", "no … gada".
      'Pārgājām no XML lejupielādes uz tiešu iesniegšanu caur VID EDS API',
      'Vecā .03 versija vairs netiek ģenerēta',
      'Atteicāmies no pyasice',
      'Jenkins ir izslēgts, viss pārcelts uz GitLab CI',
      'No 2025. gada 1. janvāra IIN likme ir 25,5%',
      // Round BD: Slovenian "preklopili smo", "ne uporabljamo več", "je odstranjena", "namesto", "od 1. marca".
      'Preklopili smo z direktnega LDAP na Keycloak',
      'RabbitMQ ne uporabljamo več',
      'LDAP konfiguracija je iz aplikacije odstranjena',
      'SMS pošiljamo prek SMSAPI namesto Infobipa',
      'Od 1. marca se čakalne dobe pošiljajo vsak dan',
      // Round BJ: European Portuguese "passou a/para", "deixámos", "mudámos".
      'O Navegante Sub23 passou a gratuito para estudantes',
      'Broker do Celery passou para RabbitMQ',
      'Deixámos a easypay e integrámos diretamente com o SIBS',
    ])
      expect(tellsChange(t), t).toBe(true);
  });

  it('leaves statements that tell no change, and look-alikes in other languages', () => {
    for (const t of [
      'Use Koin for DI in every Gradle module',
      // Romanian "nu" is "not", Indonesian "migrasi" a migration (the noun).
      'parola nu o schimbați, serviciul rulează sub contul ăsta',
      'migrasi pake golang-migrate: services/<svc>/migrations',
      // Hebrew "עבר" is "passed" unless it moved to something; "בעבר" is "in the past".
      'ה-build עבר את כל הבדיקות',
      'בעבר היו לנו בעיות עם ה-broker',
      'κάθε endpoint έχει rate limit 100 req/min ανά tenant',
      'هر سفر یه trip_id یکتا داره که تو همه‌ی eventها هست',
      // Hungarian "most" is "now", but English "most" is not; Bangla "থেকে" after a place is "from" there.
      'most of the jobs run on the batch nodes',
      'a számlaszám validálás minden blokkra kötelező',
      'ঢাকা থেকে পণ্য আসে, পেমেন্ট bKash দিয়ে',
      // Polish "od 1 do 5" is a range, not a date; "instead of" in an incident tells what went wrong, not a change.
      'limit od 1 do 5 prób, potem blokada konta',
      'koniec ochrony liczony w UTC zamiast Europe/Warsaw — incydent z marca',
      // German "nebenbei" (by the way) and Czech "nebezpečné" (dangerous) are no Lithuanian "nebe…" (no longer);
      // Lithuanian "vietoje" is "on site".
      'nebenbei: die Rechnung geht per E-Mail raus',
      'přímé volání je nebezpečné, jde se přes frontu',
      'apmokama vietoje, vaistinėje',
      // Norwegian "nå" after "må" is "reach"; Nigerian Pidgin and Serbian "na" is no Norwegian "nå".
      'vi må nå fristen på tirsdag uansett',
      'All amounts na integer cents, no float anywhere',
      // Malay "tukar ke" is as often "convert to" as "switch to".
      'Tukar ke Asia/Kuala_Lumpur bila papar, dalam email dan invois',
      // Japanese "遷移" is a page transition, not a migration.
      'フレームの外に遷移させたいときは data: { turbo_frame: "_top" }',
      // "desligado" alone is a state ("em prod o debug tá desligado"), not a change.
      'em prod o debug tá desligado mesmo',
      // Agora the vendor is no Portuguese "agora" (now); Romanian "nu" (not) is no Dutch "nu" (now).
      'Agora RTC tokens are issued by the backend (live/agora/tokens.py)',
      'AGORA_APP_ID is in the env, react-native-agora in the app',
      'nu folosim Redis pentru sesiuni',
      // A retirement as a plan or a date is no change yet; Slovak "už" (already) alone is none.
      'we plan to move to notarytool when altool retires',
      'lístok je už zaplatený, posielame ho e-mailom',
      // Serbian "sad" is no English "sad"; Tanglish "la irundhu" alone is "from" a place.
      'the sad path returns 422',
      'data Mumbai region la irundhu dhan varudhu',
      // Romanian "nu mai" is "no longer" as often as "not more than" or "don't add any more": measured on the Romanian
      // project, it marked 36 memories of no replacement for one it marked right.
      'nu mai mult de 3 retry-uri pe task',
      // English "not … again" is a rule, not a change.
      'DO NOT run the migration on prod again',
      // "now" in code names a clock.
      'Inject TimeProvider; never DateTime.Now, time.Now or Date.now() in domain code',
      'Aurora time_zone=Asia/Seoul, so NOW() is KST as well',
      // Catalan "ara" (now) only before a verb that states the present: Turkish "ara" is "between" or "search".
      'ara tablo order_items, soft delete yok',
      'les estacions envien posició cada 30 s',
      // Indonesian "tani" (farming) is no Albanian "tani" (now), which opens its clause; an Albanian rule that a signed
      // prescription is not changed any more tells no change.
      'data kelompok tani disinkronkan tiap malam',
      'Receta e nënshkruar nuk ndryshohet më',
    ])
      expect(tellsChange(t), t).toBe(false);
  });
});

describe('changeToldPairs', () => {
  it('pairs an older memory with a newer one that tells a change about the same specific words', () => {
    expect(changeToldPairs([koin, ripped], specificity)).toEqual([{ older: 'old', newer: 'new' }]);
    // Order of the items does not matter; which is newer does.
    expect(changeToldPairs([ripped, koin], specificity)).toEqual([{ older: 'old', newer: 'new' }]);
  });

  it('needs the newer one to tell a change', () => {
    const plain = {
      ...ripped,
      content:
        'One AppGraph per service builds Koin modules; routes get dependencies with by inject() from koinModule.',
    };
    expect(changeToldPairs([koin, plain], specificity)).toEqual([]);
  });

  it('needs the one telling the change to be the newer', () => {
    const early = { ...ripped, created_at: '2025-12-01T00:00:00.000Z' };
    expect(changeToldPairs([koin, early], specificity)).toEqual([]);
  });

  it('leaves pairs already linked by a contradiction hint or a supersession to their own markers', () => {
    expect(changeToldPairs([koin, { ...ripped, linked: ['old'] }], specificity)).toEqual([]);
    expect(changeToldPairs([{ ...koin, linked: ['new'] }, ripped], specificity)).toEqual([]);
  });

  it('pairs only an older memory that shares a specific word with the sentence telling the change', () => {
    const backtest = item(
      'new',
      'Backtests replay EOBI pcaps through the C++ order book via pybind11. The old pure-python book (bt/book_py.py) was deleted.',
      20,
    );
    const pcaps = item(
      'pcaps',
      'The t2t benchmark replays EOBI pcaps through tern-md and the strategy stub.',
      1,
    );
    const pybook = item('pybook', 'Backtests use the pure-python book in bt/book_py.py: quick to change.', 1);
    expect(changeToldPairs([pcaps, pybook, backtest], specificity)).toEqual([
      { older: 'pybook', newer: 'new' },
    ]);
  });

  it('does not pair memories sharing only common words', () => {
    const other = item(
      'other',
      'Integration tests run against a real database now; the service gets its dependencies from env.',
      25,
    );
    const tests = item(
      'tests',
      'Use one test class per service; run tests with gradle and keep dependencies mocked.',
      2,
    );
    expect(changeToldPairs([tests, other], specificity)).toEqual([]);
  });

  it('leaves notes and types that cannot contradict out', () => {
    expect(changeToldPairs([{ ...koin, memory_type: 'note' }, ripped], specificity)).toEqual([]);
    expect(changeToldPairs([{ ...koin, memory_type: 'incident' }, ripped], specificity)).toEqual([]);
  });

  it('leaves an older memory confirmed after the newer one was written: someone settled that it holds', () => {
    expect(
      changeToldPairs([{ ...koin, confirmed_at: '2026-01-25T00:00:00.000Z' }, ripped], specificity),
    ).toEqual([]);
    expect(
      changeToldPairs([{ ...koin, confirmed_at: '2026-01-10T00:00:00.000Z' }, ripped], specificity),
    ).toEqual([{ older: 'old', newer: 'new' }]);
  });
});
