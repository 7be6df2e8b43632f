// A Yerevan pharmacy chain's inventory, e-prescription and loyalty backend: Laravel 11 with Armed e-health, SRC
// fiscal registers (ՀԴՄ) and e-invoicing, Idram/ArCa payments, FEFO batch tracking and controlled-substance logs.
// Mostly in Armenian. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'laravel-pharmacy-am',
  stack:
    'PHP 8.3, Laravel 11, MySQL 8.0 (primary + replica), Redis 7 + Horizon, Filament 3, Sanctum, Pest 3, Larastan, Pint, maatwebsite/excel, spatie/laravel-permission, Armed REST API, SRC ՀԴՄ + e-invoicing, Idram, ArCa vPOS, GitLab CI + Deployer',
  memories: [
    m(
      'stack',
      'fact',
      'Backend-ը Laravel 11 է PHP 8.3-ով, MySQL 8.0 (primary + մեկ read replica), Redis 7 queue-ի և cache-ի համար, Horizon։ Back-office-ը Filament 3-ով է, թեստերը Pest 3։',
      {
        fact: 'backend | framework | Laravel 11',
        tags: ['laravel', 'php', 'mysql', 'stack'],
      },
    ),
    m('php-81', 'fact', 'սերվերներում PHP 8.1 է, readonly class-եր ու typed class constant-ներ չօգտագործել', {
      age: 610,
      tags: ['php', 'version'],
    }),
    m(
      'laravel-10',
      'convention',
      'Middleware-ները գրանցում ենք app/Http/Kernel.php-ում, schedule-ը app/Console/Kernel.php-ի schedule() մեթոդում։',
      {
        age: 430,
        files: ['app/Http/Kernel.php', 'app/Console/Kernel.php'],
        tags: ['laravel', 'middleware', 'schedule'],
      },
    ),
    m(
      'laravel-11',
      'convention',
      'Laravel 11-ից հետո Kernel.php-ներ չկան․ middleware-ը bootstrap/app.php-ում ->withMiddleware()-ով, exception handling-ը ->withExceptions()-ով, schedule-ը routes/console.php-ում Schedule::command(...)-ով։ app/Http/Kernel.php-ն հետ չբերել։',
      {
        supersedes: 'laravel-10',
        age: 165,
        files: ['bootstrap/app.php', 'routes/console.php'],
        tags: ['laravel', 'laravel-11', 'middleware', 'schedule'],
      },
    ),
    m(
      'queue-db',
      'fact',
      'queue-ն database driver-ով է (jobs աղյուսակ), worker-ները supervisor-ով php artisan queue:work',
      {
        fact: 'queue | driver | database',
        age: 510,
        tags: ['queue', 'database', 'supervisor'],
      },
    ),
    m(
      'queue-horizon',
      'decision',
      'Queue-ները տեղափոխեցինք Redis + Horizon։ Հերթերը՝ fiscal (ՀԴՄ կտրոններ), armed, sms, reports, default։ Supervisor-ների կոնֆիգը config/horizon.php-ում է, fiscal-ը առանձին supervisor ունի, որ ծանր report-ները չխանգարեն կտրոններին։',
      {
        fact: 'queue | driver | Redis + Horizon',
        supersedes: 'queue-db',
        age: 270,
        canonical: true,
        files: ['config/horizon.php'],
        reason: 'jobs աղյուսակի lock-երը MySQL-ը ծանրաբեռնում էին, fiscal job-երը ուշանում էին',
        tags: ['queue', 'horizon', 'redis'],
      },
    ),
    m('admin-nova', 'fact', 'back-office-ը Laravel Nova 4 է, resource-ները app/Nova/-ում', {
      age: 590,
      files: ['app/Nova'],
      tags: ['admin', 'nova'],
    }),
    m(
      'admin-filament',
      'fact',
      'Back-office-ը Filament 3 է՝ app/Filament/Resources/, panel-ը /admin-ում։ Permission-ները spatie/laravel-permission-ով, roles՝ pharmacist, branch_head, accountant, ops, admin։ Ամեն resource-ի համար Policy է պետք։',
      {
        files: ['app/Filament', 'app/Policies'],
        tags: ['admin', 'filament', 'permissions', 'roles'],
      },
    ),
    m(
      'armed-soap',
      'fact',
      'Armed-ի հետ SOAP-ով ենք աշխատում (ext-soap), WSDL-ը storage/wsdl/armed.wsdl, client-ը app/Services/Armed/SoapClient.php',
      {
        fact: 'armed integration | protocol | SOAP',
        age: 490,
        files: ['app/Services/Armed/SoapClient.php'],
        tags: ['armed', 'soap', 'e-prescription'],
      },
    ),
    m(
      'armed-rest',
      'decision',
      'Armed-ը 2025-ի սեպտեմբերից REST API v2 է՝ OAuth2 client_credentials + mTLS սերտիֆիկատ։ Client-ը app/Services/Armed/PrescriptionClient.php (Http::armed() macro-ն AppServiceProvider-ում), access token-ը cache-ում է 50 րոպե։ SoapClient.php-ն ջնջված է, SOAP-ին չվերադառնալ։',
      {
        fact: 'armed integration | protocol | REST v2 + OAuth2',
        supersedes: 'armed-soap',
        age: 200,
        canonical: true,
        files: ['app/Services/Armed/PrescriptionClient.php', 'app/Providers/AppServiceProvider.php'],
        reason: 'Armed-ը SOAP endpoint-ները անջատում է 2026-ին',
        tags: ['armed', 'rest', 'oauth2', 'mtls', 'e-prescription'],
      },
    ),
    m(
      'armed-dispense',
      'constraint',
      'Դեղատոմսով վաճառքից հետո բացթողումը (dispensation) Armed-ին պետք է հաղորդել նույն օրը՝ app/Jobs/ReportDispensation.php, armed queue։ Մասնակի բացթողման դեպքում partial=true, դեղատոմսի մնացածը Armed-ում ակտիվ է մնում։',
      {
        files: ['app/Jobs/ReportDispensation.php', 'app/Services/Armed/DispenseReporter.php'],
        tags: ['armed', 'dispensation', 'e-prescription', 'queue'],
      },
    ),
    m(
      'armed-lock',
      'constraint',
      'Դեղատոմսի կոդով բացթողնելուց առաջ՝ Cache::lock("rx:{code}", 60) և Armed-ից թարմ status (ոչ cache-ից)։ Եթե status-ը DISPENSED կամ PARTIALLY_DISPENSED է ուրիշ դեղատնից, POS-ը պետք է ցույց տա մնացորդը, ոչ ամբողջ դեղատոմսը։',
      {
        canonical: true,
        files: ['app/Actions/Prescriptions/DispensePrescription.php'],
        tags: ['armed', 'lock', 'race-condition', 'e-prescription'],
      },
    ),
    m(
      'inc-armed-double',
      'incident',
      '2025 նոյեմբեր․ նույն էլեկտրոնային դեղատոմսը (ինսուլին, պետական ծրագրով) բաց թողնվեց երկու մասնաճյուղում՝ Արաբկիր և Կենտրոն, 4 րոպե տարբերությամբ, որովհետև status-ը կարդում էինք մեր cache-ից։ ԱՆ-ը reimbursement-ը մեկի համար մերժեց։ Դրանից հետո armed-lock-ը։',
      {
        files: ['app/Actions/Prescriptions/DispensePrescription.php'],
        tags: ['incident', 'armed', 'double-dispense', 'cache'],
      },
    ),
    m(
      'armed-ids',
      'fact',
      'Armed-ի դեղատոմսի կոդը 12 նիշ է (QR կամ ձեռքով)։ Պացիենտին նույնականացնում ենք ՀԾՀ-ով (հանրային ծառայությունների համարանիշ) կամ անձնագրով։ ՀԾՀ-ն մեր DB-ում պահում ենք միայն hash-ով (prescriptions.patient_ssn_hash)։',
      {
        tags: ['armed', 'patient', 'ssn', 'privacy'],
      },
    ),
    m(
      'armed-state-program',
      'fact',
      'Պետական ծրագրով (անվճար կամ զեղչված) դեղերի դեպքում հաճախորդը վճարում է միայն co-pay-ը, մնացածը ամսական reimbursement է ԱՆ-ից։ Գումարը prescriptions.reimbursable_amount-ում, ամսական հաշվետվությունը php artisan report:reimbursement։',
      {
        files: ['app/Console/Commands/ReimbursementReport.php'],
        tags: ['armed', 'state-program', 'reimbursement', 'co-pay'],
      },
    ),
    m(
      'armed-sandbox',
      'fact',
      'Armed-ի test միջավայրը sandbox-api.armed.am է, sandbox-ը ամեն կիրակի գիշեր reset է լինում, test դեղատոմսերը նորից պետք է ստեղծել tests/Fixtures/armed/seed.http-ով։',
      {
        files: ['tests/Fixtures/armed'],
        tags: ['armed', 'sandbox', 'testing'],
      },
    ),
    m(
      'hdm-usb',
      'fact',
      'ՀԴՄ-ները մասնաճյուղի PC-ին USB-ով են միացված, տպում ենք local agent-ով (hdm-agent.exe), backend-ը agent-ին HTTP է ուղարկում localhost:5050',
      {
        fact: 'fiscal registers | connection | USB agent',
        age: 530,
        tags: ['hdm', 'fiscal', 'usb'],
      },
    ),
    m(
      'hdm-network',
      'decision',
      'ՀԴՄ-ները հիմա ցանցային են։ app/Services/Fiscal/HdmClient.php-ն մասնաճյուղի ՀԴՄ-ին կապվում է TCP/JSON protocol-ով (branches.hdm_host, port 8080) site-to-site VPN-ով։ Կտրոնը checkout-ի ժամանակ sync է տպվում (timeout 15 վրկ), retry-ը միայն fiscal queue-ով։ hdm-agent.exe-ն հանված է։',
      {
        fact: 'fiscal registers | connection | network TCP/JSON',
        supersedes: 'hdm-usb',
        age: 230,
        files: ['app/Services/Fiscal/HdmClient.php'],
        reason: 'USB agent-ը Windows update-ներից հետո կախվում էր',
        tags: ['hdm', 'fiscal', 'network', 'vpn'],
      },
    ),
    m(
      'hdm-mandatory',
      'constraint',
      'Ցանկացած մանրածախ վաճառք (կանխիկ, քարտ, Idram) պետք է ունենա ֆիսկալ կտրոն ՀԴՄ-ից։ Եթե ՀԴՄ-ն անհասանելի է, վաճառքը բլոկ է՝ ոչ մի «pending_fiscal», «հետո կտպենք» ռեժիմ։',
      {
        canonical: true,
        reaffirm: 10,
        files: ['app/Actions/Sales/CompleteSale.php'],
        tags: ['hdm', 'fiscal', 'src', 'compliance'],
      },
    ),
    m(
      'inc-hdm-offline',
      'incident',
      '2025 հուլիս, Գյումրի-Կենտրոն մասնաճյուղ․ ՀԴՄ-ն 6 ժամ offline էր, համակարգը թույլ տվեց 140 վաճառք pending_fiscal status-ով, կտրոնները այդպես էլ չտպվեցին։ ՊԵԿ-ի ստուգումից հետո տուգանք։ pending_fiscal status-ը հանվեց, hdm-mandatory-ն ավելացավ։',
      {
        files: ['app/Actions/Sales/CompleteSale.php'],
        tags: ['incident', 'hdm', 'fiscal', 'src', 'fine'],
      },
    ),
    m(
      'hdm-adgt',
      'constraint',
      'Կտրոնի յուրաքանչյուր տողում պետք է լինի ապրանքի ԱԴԳՏ կոդը (products.adgt_code) և չափման միավորը։ Առանց ԱԴԳՏ կոդի ապրանքը չի կարող ակտիվ լինել վաճառքի համար՝ validation-ը app/Observers/ProductObserver.php-ում։',
      {
        files: ['app/Observers/ProductObserver.php', 'app/Services/Fiscal/ReceiptBuilder.php'],
        tags: ['hdm', 'adgt', 'receipt', 'products'],
      },
    ),
    m(
      'hdm-return',
      'convention',
      'Վերադարձը ՀԴՄ-ում միայն return receipt-ով (HdmClient::printReturnReceipt), հղումով բնօրինակ կտրոնի համարին (fiscal_receipts.receipt_id)։ Մինուս քանակով նոր վաճառք չանել։',
      {
        files: ['app/Services/Fiscal/HdmClient.php'],
        tags: ['hdm', 'returns', 'receipt'],
      },
    ),
    m(
      'horizon-fiscal',
      'convention',
      'fiscal queue-ի job-երը ShouldBeUnique են receipt-ի id-ով, tries=5, backoff [10, 30, 60, 120, 300]։ Failed fiscal job-ը Slack #fiscal-alerts է գնում (failed() մեթոդում), ոչ միայն failed_jobs աղյուսակ։',
      {
        files: ['app/Jobs/Fiscal'],
        tags: ['horizon', 'fiscal', 'retries', 'alerts'],
      },
    ),
    m(
      'z-report',
      'constraint',
      'Z-հաշվետվությունը (օրվա փակում) ամեն ՀԴՄ-ի համար ամեն օր մինչև 24:00։ 24/7 մասնաճյուղերում scheduler-ը 23:50-ին է trigger անում, հետո նոր հերթափոխ է բացվում։ Z-report-ից առաջ բաց վաճառքները պետք է փակվեն։',
      {
        files: ['app/Console/Commands/CloseFiscalDay.php', 'routes/console.php'],
        tags: ['hdm', 'z-report', 'scheduler', 'shift'],
      },
    ),
    m(
      'einvoice',
      'fact',
      'B2B վաճառքների (կլինիկաներ, հիվանդանոցներ) համար էլեկտրոնային հաշիվ-ապրանքագիր ենք դուրս գրում ՊԵԿ-ի e-invoicing համակարգում․ app/Services/Src/EInvoiceClient.php-ն ստեղծում է draft, հաշվապահը հաստատում ու ստորագրում է e-invoicing.am-ում։',
      {
        files: ['app/Services/Src/EInvoiceClient.php'],
        tags: ['src', 'e-invoice', 'b2b', 'accounting'],
      },
    ),
    m(
      'einvoice-3days',
      'convention',
      'Հաշվապահությունը պահանջում է e-հաշիվը draft ստեղծել առաքումից հետո 3 աշխատանքային օրվա ընթացքում․ app/Console/Commands/EInvoiceBacklog.php-ն ամեն առավոտ ուշացածների ցուցակն ուղարկում է accounting@։',
      {
        files: ['app/Console/Commands/EInvoiceBacklog.php'],
        tags: ['e-invoice', 'accounting', 'deadline'],
      },
    ),
    m(
      'vat-rate',
      'fact',
      'ԱԱՀ-ն 20% է, դեղերը մեր ցուցակում ազատված չեն։ Գները DB-ում ԱԱՀ-ով են (price_lists.price_incl_vat), ԱԱՀ-ի մասը հաշվում ենք կտրոնի ժամանակ։',
      {
        tags: ['vat', 'tax', 'prices'],
      },
    ),
    m(
      'vat-exempt-claim',
      'fact',
      'ուշադրություն․ գրանցված դեղերը ԱԱՀ-ից ազատված են, 20%-ը միայն կոսմետիկայի, վիտամինների ու բժշկական պարագաների վրա է',
      {
        disputes: 'vat-rate',
        tags: ['vat', 'tax'],
      },
    ),
    m(
      'money-amd',
      'constraint',
      'Գումարները պահում ենք ամբողջ դրամով (unsignedBigInteger, app/Casts/Amd.php cast)։ float ու decimal(10,2) նոր migration-ներում չկան։ ArCa vPOS-ը amount-ը ուզում է լումաներով (×100), Idram-ը՝ դրամով, տասնորդականով։ Փոխարկումը միայն gateway client-ում։',
      {
        canonical: true,
        files: ['app/Casts/Amd.php'],
        tags: ['money', 'amd', 'arca', 'idram'],
      },
    ),
    m(
      'idram-flow',
      'fact',
      'Idram: redirect դեպի banking.idram.am/Payment/GetPayment (EDP_REC_ACCOUNT, EDP_AMOUNT, EDP_BILL_NO = order id)։ Idram-ը նախ ուղարկում է precheck (EDP_PRECHECK=YES) POST /payments/idram/result, հետո՝ վճարման հաստատում նույն URL-ին EDP_TRANS_ID-ով ու EDP_CHECKSUM-ով։',
      {
        files: ['app/Http/Controllers/Payments/IdramController.php'],
        tags: ['idram', 'payments', 'callback'],
      },
    ),
    m(
      'idram-checksum',
      'constraint',
      'Idram-ի callback-ում EDP_CHECKSUM-ը պարտադիր ստուգել՝ md5(EDP_REC_ACCOUNT:EDP_AMOUNT:SECRET_KEY:EDP_BILL_NO:EDP_PAYER_ACCOUNT:EDP_TRANS_ID:EDP_TRANS_DATE), case-insensitive համեմատությամբ։ Պատասխանը plain text "OK", ուրիշ ոչինչ, այլապես Idram-ը կրկնում է։',
      {
        files: ['app/Services/Payments/IdramChecksum.php'],
        tags: ['idram', 'checksum', 'security', 'callback'],
      },
    ),
    m(
      'idram-poll-claim',
      'fact',
      'Idram-ը mobile app-ից վճարելիս callback չի ուղարկում, պետք է ամեն րոպե status polling անել order-ի համար',
      {
        disputes: 'idram-flow',
        tags: ['idram', 'polling'],
      },
    ),
    m(
      'inc-idram-double',
      'incident',
      '2026 հունվար․ Idram-ը նույն EDP_TRANS_ID-ով հաստատումը երկու անգամ ուղարկեց (մենք 12 վրկ-ում էինք պատասխանում, իրենց timeout-ը 10 է), 87 պատվերի loyalty միավորները կրկնակի հաշվվեցին։ Fix՝ unique index payments(provider, provider_txn_id) և callback-ը պատասխանում է մինչև loyalty-ն (loyalty-ն job-ով)։',
      {
        files: ['app/Http/Controllers/Payments/IdramController.php', 'database/migrations'],
        tags: ['incident', 'idram', 'duplicate', 'loyalty'],
      },
    ),
    m(
      'payments-idempotent',
      'constraint',
      'Every payment callback (Idram, ArCa) is idempotent on (provider, provider_txn_id) — unique index on payments. Answer the provider fast and do the side effects (loyalty, SMS, fiscal) in queued jobs.',
      {
        tags: ['payments', 'idempotency', 'callbacks'],
      },
    ),
    m(
      'arca-vpos',
      'fact',
      'Card payments online go through ArCa vPOS: register.do / registerPreAuth.do, then getOrderStatusExtended.do on return. Client in app/Services/Payments/ArcaClient.php. In-store cards are on bank POS terminals, not through us.',
      {
        files: ['app/Services/Payments/ArcaClient.php'],
        tags: ['arca', 'vpos', 'payments', 'cards'],
      },
    ),
    m(
      'arca-two-stage',
      'convention',
      'Առաքումով online պատվերները two-stage են․ registerPreAuth պատվերի պահին, deposit.do միայն դեղատան picking-ից հետո, երբ պարզ է՝ ինչ կա իրականում (FEFO-ից հետո կարող է քանակ պակասել)։ Պակասի դեպքում deposit-ը փոքր գումարով, ոչ refund։',
      {
        files: ['app/Actions/Orders/CaptureOrderPayment.php'],
        tags: ['arca', 'preauth', 'online-orders', 'capture'],
      },
    ),
    m(
      'batches-model',
      'fact',
      'Մնացորդը միայն batch-ի մակարդակով է՝ stock_batches (branch_id, product_id, batch_no, expiry_date, qty)։ products-ում qty սյուն չկա, ընդհանուր մնացորդը sum է։ GS1 DataMatrix-ից batch_no-ն ու expiry-ն գալիս են սկանից։',
      {
        files: ['app/Models/StockBatch.php'],
        tags: ['inventory', 'batches', 'stock'],
      },
    ),
    m(
      'fefo-optional',
      'fact',
      'FEFO-ն խորհուրդ է․ POS-ը առաջինը ցույց է տալիս ամենամոտ ժամկետով batch-ը, բայց դեղագործը կարող է ցանկացածն ընտրել',
      {
        age: 460,
        tags: ['fefo', 'inventory', 'pos'],
      },
    ),
    m(
      'fefo-mandatory',
      'decision',
      '2025 նոյեմբերից FEFO-ն պարտադիր է։ Batch-երը ընտրում է միայն app/Services/Inventory/FefoPicker.php-ն (expiry_date ASC, հետո received_at ASC), POS-ում batch ընտրելու հնարավորություն չկա։ Override՝ միայն branch_head role-ով, պատճառով, գրվում է fefo_overrides-ում։',
      {
        supersedes: 'fefo-optional',
        age: 175,
        canonical: true,
        files: ['app/Services/Inventory/FefoPicker.php'],
        reason: 'ժամկետանց դուրսգրումները տարեկան ~11 մլն դրամ էին',
        tags: ['fefo', 'inventory', 'picking', 'batches'],
      },
    ),
    m(
      'expiry-block',
      'constraint',
      'Ժամկետանց կամ 30 օրից պակաս մնացած batch-ը վաճառքի համար բլոկ է՝ FefoPicker-ը skip է անում։ Ժամկետը համեմատվում է Երևանի ամսաթվով (now("Asia/Yerevan")->toDateString()), ոչ UTC-ով։',
      {
        files: ['app/Services/Inventory/FefoPicker.php'],
        tags: ['expiry', 'fefo', 'timezone', 'inventory'],
      },
    ),
    m(
      'expiry-claim',
      'fact',
      '30 օրվա կանոն չկա, expiry_date-ի վերջին օրը ներառյալ կարելի է վաճառել, ուղղակի 30 օրից պակասի դեպքում զեղչով',
      {
        disputes: 'expiry-block',
        tags: ['expiry', 'discount'],
      },
    ),
    m(
      'inc-expired-sold',
      'incident',
      '2025 օգոստոս, Էրեբունի (24/7)․ ժամկետանց amoxicillin վաճառվեց գիշերը 01:40-ին, որովհետև FefoPicker-ը համեմատում էր now()->toDateString()-ով UTC-ով, ու 00:00–04:00 Երևանի ժամով UTC-ում դեռ նախորդ օրն էր։ Fix՝ Asia/Yerevan ամսաթիվ + թեստ tests/Unit/FefoPickerTimezoneTest.php։',
      {
        files: ['app/Services/Inventory/FefoPicker.php', 'tests/Unit/FefoPickerTimezoneTest.php'],
        tags: ['incident', 'expiry', 'timezone', 'fefo'],
      },
    ),
    m(
      'app-timezone',
      'convention',
      'config/app.php-ում timezone = UTC, DB-ում ամեն ինչ UTC։ Բիզնես ամսաթվերի (ժամկետ, հերթափոխ, Z-report, հաշվետվության ամիս) համար՝ now("Asia/Yerevan")։ Carbon::today() առանց timezone-ի չօգտագործել։',
      {
        files: ['config/app.php'],
        tags: ['timezone', 'utc', 'carbon', 'yerevan'],
      },
    ),
    m(
      'recall',
      'fact',
      'Դեղերի հետկանչը (recall) գալիս է Դեղերի փորձագիտական կենտրոնից batch_no-ով։ Ops-ը Filament-ում batch-ը նշում է quarantined, FefoPicker-ը skip է անում, իսկ QuarantineRecalledBatch job-ը բոլոր մասնաճյուղերի մնացորդը տեղափոխում է quarantine location։',
      {
        files: ['app/Jobs/QuarantineRecalledBatch.php'],
        tags: ['recall', 'quarantine', 'batches', 'inventory'],
      },
    ),
    m(
      'stock-ledger',
      'constraint',
      'stock_batches.qty-ն երբեք ուղղակի update չենք անում։ Ամեն փոփոխություն StockMovement է (sale, receipt, transfer_out, transfer_in, writeoff, adjustment) app/Services/Inventory/StockLedger.php-ով, DB::transaction-ի մեջ, batch-ի row-ի վրա lockForUpdate()-ով։',
      {
        canonical: true,
        files: ['app/Services/Inventory/StockLedger.php'],
        tags: ['inventory', 'stock-movements', 'ledger', 'locking'],
      },
    ),
    m(
      'transfers',
      'fact',
      'Մասնաճյուղերի միջև տեղափոխությունը transfer document է՝ draft → in_transit → received։ in_transit-ի ընթացքում քանակը ոչ մի մասնաճյուղում վաճառքի համար հասանելի չէ։ Ընդունող մասնաճյուղը batch-երը սկանով է հաստատում։',
      {
        files: ['app/Models/Transfer.php', 'app/Actions/Inventory/ReceiveTransfer.php'],
        tags: ['transfers', 'inventory', 'branches'],
      },
    ),
    m(
      'supplier-import',
      'fact',
      'Մատակարարների ապրանքագրերը գալիս են Excel-ով կամ ՊԵԿ-ի e-invoice XML-ով։ Import-ը app/Imports/SupplierInvoiceImport.php (maatwebsite/excel), batch_no-ն և expiry_date-ը պարտադիր են, առանց դրանց տողը մերժվում է։',
      {
        files: ['app/Imports/SupplierInvoiceImport.php'],
        tags: ['import', 'suppliers', 'excel', 'batches'],
      },
    ),
    m(
      'gs1-parser',
      'fact',
      'Տուփերի վրա GS1 DataMatrix է (AI 01 GTIN, 10 batch, 17 expiry YYMMDD, 21 serial)։ Սկաները raw string է ուղարկում FNC1 separator-ով (\\x1d), parse-ը app/Support/Gs1Parser.php-ում։ Expiry-ի DD=00 նշանակում է ամսվա վերջին օր։',
      {
        files: ['app/Support/Gs1Parser.php'],
        tags: ['gs1', 'datamatrix', 'barcode', 'expiry'],
      },
    ),
    m(
      'controlled-log',
      'constraint',
      'Թմրամիջոցներ և հոգեմետ նյութեր (products.control_class = narcotic | psychotropic)․ ամեն շարժ գրվում է controlled_substance_logs-ում։ Աղյուսակը append-only է՝ ոչ update, ոչ delete, ոչ SoftDeletes։ Ամեն գրառում երկու ստորագրությամբ՝ դեղագործ + branch_head։',
      {
        canonical: true,
        files: ['app/Models/ControlledSubstanceLog.php'],
        tags: ['controlled-substances', 'narcotics', 'audit', 'append-only'],
      },
    ),
    m(
      'controlled-rx',
      'constraint',
      'control_class ունեցող դեղերը վաճառվում են միայն Armed-ի հատուկ ձևի դեղատոմսով և միայն մասնաճյուղում, դեղագործի ձեռքով։ Online պատվեր, առաքում կամ pickup-ի reserve դրանց համար չկա։',
      {
        files: ['app/Actions/Orders/ValidateOrderItems.php'],
        tags: ['controlled-substances', 'online-orders', 'prescription'],
      },
    ),
    m(
      'controlled-retention',
      'fact',
      'controlled_substance_logs-ը պահում ենք 10 տարի, 2 տարուց հին գրառումները ամեն տարի archive ենք անում B2 (read-only bucket)։',
      {
        tags: ['controlled-substances', 'retention', 'archive'],
      },
    ),
    m(
      'controlled-retention-claim',
      'fact',
      'թմրամիջոցների մատյանը 5 տարի է պետք պահել, ոչ 10, ԱՆ-ի նոր հրամանով (Մարիամն ասաց)',
      {
        disputes: 'controlled-retention',
        tags: ['controlled-substances', 'retention'],
      },
    ),
    m(
      'controlled-monthly',
      'fact',
      'Ամսական հաշվետվություն ԱՆ-ին թմրամիջոցների մնացորդի ու շարժի մասին՝ php artisan report:controlled --month=2026-03, PDF + XLSX, ստորագրում է գլխավոր դեղագործը։',
      {
        files: ['app/Console/Commands/ControlledSubstanceReport.php'],
        tags: ['controlled-substances', 'report', 'ministry'],
      },
    ),
    m('loyalty-1pct', 'fact', 'VitaClub՝ 1% միավոր ամեն գնումից, 1 միավոր = 1 դրամ', {
      fact: 'loyalty | earn rate | 1%',
      age: 410,
      tags: ['loyalty', 'vitaclub', 'points'],
    }),
    m(
      'loyalty-2pct',
      'decision',
      '2026 փետրվարից VitaClub-ը 2% է։ Միավորներն ակտիվանում են գնումից 14 օր հետո (վերադարձի ժամկետը), այրվում են 12 ամսից։ Rate-ը config/loyalty.php-ում է, ոչ կոդում hardcode։',
      {
        fact: 'loyalty | earn rate | 2%',
        supersedes: 'loyalty-1pct',
        age: 85,
        files: ['config/loyalty.php', 'app/Services/Loyalty/PointsCalculator.php'],
        tags: ['loyalty', 'vitaclub', 'points'],
      },
    ),
    m(
      'loyalty-exclusions',
      'constraint',
      'Control class-ի ապրանքների և պետական ծրագրով (reimbursable) դեղերի վրա loyalty միավոր չի կուտակվում և չի ծախսվում։ PointsCalculator-ը տողերը ֆիլտրում է products.control_class-ով ու prescription_item.reimbursable-ով։',
      {
        files: ['app/Services/Loyalty/PointsCalculator.php'],
        tags: ['loyalty', 'controlled-substances', 'state-program'],
      },
    ),
    m(
      'loyalty-phone',
      'convention',
      'Հաճախորդին նույնականացնում ենք հեռախոսահամարով՝ E.164 (+374XXXXXXXX)։ Input-ում ընդունում ենք 077123456 և 77 12 34 56 ձևերը, normalize-ը app/Support/Phone.php-ով, DB-ում միայն +374 ձևը։',
      {
        files: ['app/Support/Phone.php'],
        tags: ['phone', 'loyalty', 'normalization'],
      },
    ),
    m(
      'loyalty-otp',
      'fact',
      'Loyalty քարտը հեռախոսին կապելիս SMS OTP՝ 6 նիշ, վավեր 5 րոպե, առավելագույնը 3 փորձ, հետո 30 րոպե բլոկ։',
      {
        files: ['app/Actions/Loyalty/SendOtp.php'],
        tags: ['loyalty', 'otp', 'sms'],
      },
    ),
    m(
      'sms-old',
      'fact',
      'SMS-ները SmsBox.am-ով ենք ուղարկում (HTTP GET API), client-ը app/Services/Sms/SmsBoxClient.php',
      {
        fact: 'sms | provider | SmsBox',
        age: 390,
        files: ['app/Services/Sms/SmsBoxClient.php'],
        tags: ['sms', 'provider'],
      },
    ),
    m(
      'sms-new',
      'decision',
      'SmsBox-ից անցանք MobiSMS-ի (REST API, delivery report webhook-ով)՝ app/Services/Sms/MobiSmsClient.php, sender name "VitaPharm"։ SMS-ները միշտ sms queue-ով, երբեք sync request-ի մեջ։',
      {
        fact: 'sms | provider | MobiSMS',
        supersedes: 'sms-old',
        age: 125,
        files: ['app/Services/Sms/MobiSmsClient.php'],
        reason: 'SmsBox-ը delivery report չէր տալիս, Beeline-ի համարներին ~8% չէր հասնում',
        tags: ['sms', 'provider', 'mobisms', 'queue'],
      },
    ),
    m(
      'sms-unicode',
      'convention',
      'SMS տեքստերը հայերեն են (Unicode/UCS-2), այսինքն 70 նիշ մեկ segment-ում, multipart-ում 67։ OTP-ն ու «պատվերը պատրաստ է»-ն պահել մեկ segment-ում։ Լատինատառ translit չանել։',
      {
        files: ['lang/hy/sms.php'],
        tags: ['sms', 'unicode', 'armenian', 'segments'],
      },
    ),
    m(
      'sms-quiet-hours',
      'constraint',
      'Promo SMS-ները միայն 10:00–20:00 Երևանի ժամով և միայն customers.marketing_consent = true հաճախորդներին։ OTP-ն ու պատվերի status-ի SMS-ները ցանկացած ժամ։',
      {
        files: ['app/Jobs/SendPromoSms.php'],
        tags: ['sms', 'marketing', 'consent', 'quiet-hours'],
      },
    ),
    m(
      'actions-pattern',
      'convention',
      'Business logic-ը app/Actions/-ում է (single-action class, handle() մեթոդ) և app/Services/-ում (արտաքին ինտեգրացիաներ)։ Controller-ը բարակ է՝ FormRequest → Action → JsonResource։ Controller-ում query կամ business rule չգրել։',
      {
        files: ['app/Actions', 'app/Services'],
        tags: ['architecture', 'actions', 'controllers'],
      },
    ),
    m(
      'form-requests',
      'convention',
      'Validation-ը միշտ FormRequest class-ով (app/Http/Requests/...), ոչ $request->validate() controller-ում։ Validation-ի հաղորդագրությունները lang/hy/validation.php-ից։',
      {
        files: ['app/Http/Requests', 'lang/hy/validation.php'],
        tags: ['validation', 'form-request'],
      },
    ),
    m(
      'api-v1',
      'convention',
      'API-ն routes/api.php-ում /api/v1 prefix-ով, response-ները JsonResource-ով։ POS terminal-ները և mobile app-ը Sanctum token-ներով են (abilities՝ pos:sell, pos:return, app:orders)։ Breaking change = /api/v2։',
      {
        files: ['routes/api.php', 'app/Http/Resources'],
        tags: ['api', 'sanctum', 'versioning', 'resources'],
      },
    ),
    m(
      'pos-client',
      'fact',
      'Մասնաճյուղերի POS-ը Electron + Vue app է առանձին repo-ում (vitapharm-pos), խոսում է մեր /api/v1/pos/* endpoint-ների հետ։ Ամեն terminal-ի համար իր Sanctum token-ը, branch_id-ն token-ից է գալիս, ոչ request body-ից։',
      {
        files: ['routes/api.php', 'app/Http/Controllers/Pos'],
        tags: ['pos', 'electron', 'sanctum', 'branches'],
      },
    ),
    m(
      'lazy-loading',
      'convention',
      'Model::preventLazyLoading()-ը non-production-ում միացված է AppServiceProvider-ում, N+1-ը թեստերում exception է տալիս։ Relation-ները with()-ով բեռնել, ոչ թե preventLazyLoading-ը անջատել։',
      {
        files: ['app/Providers/AppServiceProvider.php'],
        tags: ['eloquent', 'n+1', 'performance'],
      },
    ),
    m(
      'migrations-conv',
      'convention',
      'Migration-ները anonymous class են, FK-երը ->constrained()->restrictOnDelete()։ Prod-ում down() չենք աշխատեցնում։ Մեծ աղյուսակների (stock_movements ~60M տող, fiscal_receipts ~25M) ALTER-ը pt-online-schema-change-ով է, ոչ artisan migrate-ով։',
      {
        files: ['database/migrations'],
        tags: ['migrations', 'mysql', 'pt-osc'],
      },
    ),
    m(
      'pest-tests',
      'convention',
      'Tests: Pest 3, tests/Feature and tests/Unit. RefreshDatabase against a real MySQL test DB — no sqlite, we rely on JSON columns and generated columns. External APIs only via Http::fake(); Armed fixtures in tests/Fixtures/armed/*.json, HDM fake in tests/Fakes/FakeHdm.php.',
      {
        files: ['tests', 'tests/Fakes/FakeHdm.php', 'phpunit.xml'],
        tags: ['pest', 'tests', 'mysql', 'http-fake'],
      },
    ),
    m(
      'larastan',
      'convention',
      'Larastan level 8 + Pint (laravel preset)։ phpstan-baseline.neon-ը չմեծացնել՝ նոր error-ը ուղղել, ոչ baseline-ի մեջ գցել։ CI-ն fail է լինում երկուսից որևէ մեկի դեպքում։',
      {
        files: ['phpstan.neon', 'phpstan-baseline.neon', 'pint.json'],
        tags: ['larastan', 'phpstan', 'pint', 'lint'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml)՝ pint --test → phpstan → pest --parallel → build։ Deploy-ը Deployer-ով (deploy.php)․ staging-ը ավտոմատ main-ից, prod-ը manual job։',
      {
        files: ['.gitlab-ci.yml', 'deploy.php'],
        tags: ['ci', 'gitlab', 'deployer'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Prod deploy-ներ չանել ամսվա վերջին 2 օրում (գույքագրում + ՊԵԿ հաշվետվություններ) և 20:00-ից հետո, երբ միայն 24/7 մասնաճյուղերն են բաց ու IT-ում ոչ ոք չկա։',
      {
        reaffirm: 15,
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'horizon-deploy',
      'convention',
      'Deploy-ից հետո php artisan horizon:terminate (Deployer-ի task-ում), ոչ queue:restart։ Horizon-ի supervisor-ը ինքն է նոր կոդով բարձրանում։',
      {
        files: ['deploy.php'],
        tags: ['horizon', 'deploy', 'queue'],
      },
    ),
    m(
      'scheduler',
      'fact',
      'routes/console.php schedule (Երևանի ժամով)՝ 02:00 expiry scan (մոտ ժամկետով batch-երի report), 03:00 loyalty միավորների ակտիվացում, 06:00 Armed token warmup, 23:50 Z-report 24/7 մասնաճյուղերի համար։',
      {
        files: ['routes/console.php'],
        tags: ['scheduler', 'cron', 'expiry', 'loyalty'],
      },
    ),
    m(
      'infra',
      'fact',
      'Prod-ը Ucom cloud-ում է՝ 2 app VM (Nginx + PHP-FPM), 1 worker VM (Horizon), MySQL 8 primary + replica, Redis։ Մասնաճյուղերը site-to-site VPN-ով են։ Backup-ները ամեն գիշեր Backblaze B2։',
      {
        tags: ['infra', 'ucom', 'vpn', 'backup'],
      },
    ),
    m(
      'secrets-conv',
      'convention',
      'Գաղտնաբառերն ու API key-երը prod-ում միայն server-ի shared/.env-ում են (Deployer), իսկ իրենց արժեքները պահվում են 1Password-ի «VitaPharm Prod» vault-ում։ .env-ը git չի մտնում, chat-ում ու MR-ում գաղտնաբառ չգրել։',
      {
        canonical: true,
        tags: ['secrets', 'env', '1password'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example-ում միայն placeholder-ներ են՝ IDRAM_SECRET_KEY=your-idram-secret, ARCA_PASSWORD=changeme, ARMED_CLIENT_SECRET= (դատարկ), DB_PASSWORD=secret (Laravel-ի default-ը local docker-ի համար)։ Իրական արժեքները՝ 1Password-ից։',
      {
        files: ['.env.example'],
        tags: ['env', 'local-dev', 'config'],
      },
    ),
    m(
      'hdm-password-admin',
      'note',
      'Եթե մասնաճյուղի ՀԴՄ-ի օպերատորի գաղտնաբառը փոխվել է, նորը մուտքագրեք Filament-ում՝ Branch → Fiscal settings։ Դաշտը encrypted cast-ով է, log-երում ու audit-ում չի երևում։',
      {
        files: ['app/Filament/Resources/BranchResource.php'],
        tags: ['hdm', 'password', 'admin', 'encrypted'],
      },
    ),
    m(
      'encrypted-cast',
      'convention',
      'Մասնաճյուղի ՀԴՄ credentials-ը և Armed-ի cert passphrase-ը DB-ում encrypted cast-ով են։ APP_KEY rotate անելիս php artisan secrets:reencrypt --old-key=... պարտադիր է, այլապես ՀԴՄ-ները չեն միանա։',
      {
        files: ['app/Console/Commands/ReencryptSecrets.php'],
        tags: ['encryption', 'app-key', 'hdm', 'armed'],
      },
    ),
    m(
      'pii-logs',
      'constraint',
      'Log-երում չգրել ՀԾՀ, անձնագրի համար, ախտորոշման կոդ, դեղատոմսի ամբողջ պարունակությունը։ Հեռախոսահամարը՝ mask-ով (+374****3456)։ Armed-ի response body-ն ամբողջությամբ log չանել, միայն request id-ն ու status-ը։',
      {
        tags: ['privacy', 'logging', 'pii', 'armed'],
      },
    ),
    m(
      'audit-log',
      'convention',
      'Գնի, մնացորդի ճշգրտման (adjustment) և դեղատոմսի status-ի փոփոխությունները audit են owen-it/laravel-auditing-ով (Auditable trait)։ Նոր model, որ այս տվյալներին է դիպչում, պետք է Auditable լինի։',
      {
        tags: ['audit', 'laravel-auditing'],
      },
    ),
    m(
      'prices',
      'constraint',
      'Գները կենտրոնացված են price_lists-ում, մասնաճյուղը գին փոխել չի կարող։ Պետական կարգավորվող գնով դեղերի համար products.max_regulated_price-ը առավելագույնն է․ վաճառքի գինը (զեղչերից առաջ) չի կարող գերազանցել այն։',
      {
        files: ['app/Models/PriceList.php', 'app/Rules/WithinRegulatedPrice.php'],
        tags: ['prices', 'regulated', 'price-lists'],
      },
    ),
    m(
      'online-orders',
      'fact',
      'Online պատվերները vitapharm.am-ից (Nuxt, առանձին repo) գալիս են POST /api/v1/orders։ Ստացում՝ մասնաճյուղից pickup կամ առաքում Երևանում մեր կուրիերներով։ Դեղատոմսային դեղը online պատվերում միայն pickup-ով, Armed կոդով, դեղագործը ստուգում է տեղում։',
      {
        files: ['app/Http/Controllers/Api/V1/OrderController.php'],
        tags: ['online-orders', 'pickup', 'delivery', 'prescription'],
      },
    ),
    m(
      'reports-replica',
      'convention',
      'Ծանր report-ները (inventory valuation, ամսական վաճառք, reimbursement) կարդում են replica-ից՝ DB::connection("mysql_replica"), աշխատում են reports queue-ով, ոչ web request-ում։ Filament-ում report-ը «ուղարկել email-ով» է, ոչ download on click։',
      {
        files: ['config/database.php', 'app/Jobs/Reports'],
        tags: ['reports', 'replica', 'queue', 'performance'],
      },
    ),
    m(
      'inventory-count',
      'fact',
      'Գույքագրումը ամսվա վերջին կիրակի է, մասնաճյուղը 08:00–10:00 փակ է։ Count-ի ընթացքում branches.count_in_progress = true, ու StockLedger-ը այդ մասնաճյուղի համար նոր շարժեր չի ընդունում (բացի count adjustment-ից)։',
      {
        files: ['app/Services/Inventory/StockLedger.php'],
        tags: ['inventory-count', 'stock', 'branches'],
      },
    ),
    m(
      'returns-policy',
      'constraint',
      'Դեղատոմսային և control class դեղերի վերադարձ չի ընդունվում (բացի որակի խոտանից, branch_head-ի հաստատմամբ)։ Ցանկացած վերադարձի դեպքում loyalty միավորները հետ են վերցվում, իսկ ՀԴՄ-ում return receipt է տպվում։',
      {
        files: ['app/Actions/Sales/ProcessReturn.php'],
        tags: ['returns', 'prescription', 'loyalty', 'hdm'],
      },
    ),
    m(
      'product-search',
      'fact',
      'Ապրանքի որոնումը MySQL FULLTEXT ngram parser-ով է՝ products.name_hy և name_lat (INN/լատինական անուն) սյուներով։ POS-ում նաև barcode-ով (GTIN)։',
      {
        files: ['app/Queries/ProductSearch.php'],
        tags: ['search', 'fulltext', 'products'],
      },
    ),
    m(
      'mysql-collation',
      'convention',
      'Նոր աղյուսակները utf8mb4 / utf8mb4_0900_ai_ci։ Հայերեն անունների վրա unique index դնելիս հիշել, որ collation-ը case- և accent-insensitive է (Ա/ա նույնն են)։ Migration-ում charset չնշել, default-ը config/database.php-ից է։',
      {
        files: ['config/database.php'],
        tags: ['mysql', 'collation', 'utf8mb4', 'armenian'],
      },
    ),
    m(
      'branch-scope',
      'constraint',
      'pharmacist և branch_head role-երը տեսնում են միայն իրենց մասնաճյուղի տվյալները՝ BranchScope global scope (app/Models/Scopes/BranchScope.php) + Filament tenancy ըստ branch-ի։ withoutGlobalScope(BranchScope::class) միայն ops/accountant/admin-ի կոդում։',
      {
        files: ['app/Models/Scopes/BranchScope.php'],
        tags: ['branches', 'scope', 'permissions', 'filament'],
      },
    ),
    m(
      'e-receipt',
      'fact',
      'Online պատվերի ֆիսկալ կտրոնի էլեկտրոնային տարբերակը՝ ՀԴՄ-ի վերադարձրած receipt id + QR link, ուղարկում ենք SMS-ով և email-ով (app/Notifications/FiscalReceiptIssued.php)։',
      {
        files: ['app/Notifications/FiscalReceiptIssued.php'],
        tags: ['e-receipt', 'hdm', 'sms', 'online-orders'],
      },
    ),
    m(
      'owners',
      'fact',
      'Պատասխանատուներ՝ Armed + դեղատոմսեր՝ Անի Հարությունյան, ՀԴՄ/ՊԵԿ/e-invoice՝ Տիգրան Սարգսյան, inventory/FEFO՝ Նարեկ Մկրտչյան, վճարումներ + loyalty՝ Լիլիթ Գրիգորյան, DevOps՝ Արմեն Պետրոսյան։',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'branches',
      'fact',
      '42 մասնաճյուղ՝ 31-ը Երևանում, 6-ը Գյումրիում, 5-ը Վանաձորում։ 4-ը 24/7 են՝ Կոմիտաս, Մաշտոց, Էրեբունի, Գյումրի-Կենտրոն։',
      {
        tags: ['branches', 'locations', '24-7'],
      },
    ),
    m(
      'receipt-volume',
      'fact',
      'ամբողջ ցանցում օրական մոտ 18,000 ֆիսկալ կտրոն (հաշված fiscal_receipts-ից մեկ շաբաթվա միջինով)',
      {
        fact: 'fiscal receipts | per day | ~18000',
        inferred: true,
        tags: ['fiscal', 'volume'],
      },
    ),
    m(
      'lang-ui',
      'convention',
      'UI-ն, կտրոնները, SMS-ները և Filament-ը հայերեն են (locale hy)։ Translation key-երը lang/hy/*.php-ում, hardcode հայերեն string Blade-ում կամ PHP-ում չգրել։',
      {
        files: ['lang/hy'],
        tags: ['i18n', 'armenian', 'translations'],
      },
    ),
    m(
      'commit-lang',
      'preference',
      'commit messages and code comments in English please, even when we talk Armenian in chat',
      {},
    ),
    m(
      'pref-small-mr',
      'preference',
      'MR-ները փոքր պահեք, ≤ 400 տող։ Մեծ աղյուսակը փոխող migration-ը առանձին MR-ով, որ DevOps-ը pt-osc-ով պլանավորի։',
      {},
    ),
    m('old-wiki', 'note', 'Confluence-ի «Deploy» էջը հնացած է՝ Deployer-ից առաջ rsync-ով էինք deploy անում', {
      age: 500,
      tags: ['deploy', 'docs'],
    }),
    m(
      'cand-octane',
      'decision',
      'Move the POS API to Laravel Octane on FrankenPHP to cut checkout latency.',
      {
        candidate: true,
        tags: ['octane', 'performance', 'pos'],
      },
    ),
    m(
      'cand-postgres',
      'decision',
      'MySQL-ից անցնել PostgreSQL-ի՝ partial index-ների և բնական JSONB-ի համար։',
      {
        candidate: true,
        tags: ['postgres', 'mysql', 'database'],
      },
    ),
    m(
      'cand-telcell',
      'decision',
      'Ավելացնել Telcell Wallet-ը որպես վճարման երրորդ տարբերակ online պատվերների համար։',
      {
        candidate: true,
        tags: ['telcell', 'payments'],
      },
    ),
    m(
      'cand-scout',
      'decision',
      'Ապրանքի որոնումը տեղափոխել Meilisearch (Laravel Scout), typo tolerance-ի համար հայերենում։',
      {
        candidate: true,
        tags: ['search', 'meilisearch', 'scout'],
      },
    ),
    m(
      'secret-env-idram',
      'note',
      'local-ում Idram-ը test անելու համար՝\nIDRAM_REC_ACCOUNT=110000601\nIDRAM_SECRET_KEY=Jd8kQ2mVx7pLz4wR9tYb',
      {
        secret: 'Jd8kQ2mVx7pLz4wR9tYb',
      },
    ),
    m(
      'secret-staging-db-hy',
      'note',
      'staging-ի DB-ի գաղտնաբառը Vt@Stg-2291xq է, user-ը vitapharm_stg, եթե 1Password-ը չբացվի',
      {
        secret: 'Vt@Stg-2291xq',
      },
    ),
    m(
      'secret-mysql-url',
      'note',
      'report-ների replica-ն՝ DB_REPLICA_URL=mysql://vp_reports:Kq8mLz2Wn5rT@10.20.0.16:3306/vitapharm',
      {
        secret: 'Kq8mLz2Wn5rT',
      },
    ),
    m(
      'secret-armed-yaml',
      'note',
      'Armed prod credentials (config/armed.prod.yaml, git-ից դուրս)՝\narmed:\n  base_url: https://api.armed.am/v2\n  client_id: vitapharm-prod\n  client_secret: 4f9d2c7a1e8b3f6d0a5c9e2b7d4f1a8c',
      {
        secret: '4f9d2c7a1e8b3f6d0a5c9e2b7d4f1a8c',
      },
    ),
    m(
      'secret-arca-json',
      'note',
      'ArCa vPOS-ի prod merchant-ը՝ {"arca": {"merchant": "VITAPHARM_ONLINE", "username": "vitapharm_api", "password": "ArC@2025!pQ7zT"}}',
      {
        secret: 'ArC@2025!pQ7zT',
      },
    ),
    m(
      'secret-sms-export',
      'note',
      'MobiSMS-ը shell-ից փորձարկելու համար՝ export MOBISMS_API_KEY=ms_live_8Hq2Rt5Yv9Kp3Lw7Nz4Xb6Cd && php artisan sms:test +37477123456',
      {
        secret: 'ms_live_8Hq2Rt5Yv9Kp3Lw7Nz4Xb6Cd',
      },
    ),
    m(
      'secret-hdm-hy',
      'note',
      'Կոմիտասի մասնաճյուղի ՀԴՄ-ի օպերատորի գաղտնաբառը՝ Hdm#Kom-4417q, եթե admin-ում encrypted դաշտը նորից կոտրվի',
      {
        secret: 'Hdm#Kom-4417q',
      },
    ),
    m(
      'secret-redis',
      'note',
      'Horizon-ը worker VM-ից չէր միանում, պատճառը սխալ pass-ն էր․ ճիշտը՝ REDIS_PASSWORD=rEd1s-Vp!prod-9931',
      {
        secret: 'rEd1s-Vp!prod-9931',
      },
    ),
    m(
      'secret-app-key',
      'note',
      'prod APP_KEY-ը rotate-ից առաջ՝ APP_KEY=base64:q3Zt8vY1mN5xK2pR7wL9sD4fH6jB0cE3aG8uT1iO5yQ= (պետք է secrets:reencrypt-ի --old-key-ի համար)',
      {
        secret: 'base64:q3Zt8vY1mN5xK2pR7wL9sD4fH6jB0cE3aG8uT1iO5yQ=',
      },
    ),
  ],
  sessions: [
    {
      id: 'pharmacy-session-1',
      age: 5,
      turns: [
        said(
          'բարև։ Նարեկը ասում է, որ Վանաձորում շատ batch-եր 2 ամսից են լրանում, ուզում ենք մոտ ժամկետով դեղերը զեղչով վաճառել։ նայիր app/Services/Inventory/FefoPicker.php-ն',
        ),
        replied(
          'FefoPicker-ը հիմա skip է անում 30 օրից պակաս մնացած batch-երը և ընտրում expiry_date ASC։ Զեղչի տրամաբանություն այնտեղ չկա, գինը price_lists-ից է գալիս։',
        ),
        said(
          'ուրեմն այսպես՝ 90 օրից պակաս մնացած batch-երը ավտոմատ 15% զեղչ են ստանում, բայց պետական ծրագրի (reimbursable) դեղերի վրա զեղչ չի կիրառվում։ զեղչը հաշվում ենք կտրոնի տողի վրա, price_lists-ը չենք փոխում։',
          {
            key: 's-near-expiry-discount',
            type: 'decision',
          },
        ),
        replied(
          'Կավելացնեմ NearExpiryDiscount rule-ը app/Services/Pricing/-ում, որ աշխատի ReceiptBuilder-ից առաջ, ու կստուգեմ max_regulated_price-ը։',
        ),
        said('քանի՞ batch է հիմա 90 օրից պակաս ամբողջ ցանցում?'),
        replied('Մոտ 3,400 batch, 41 մասնաճյուղում, ամենաշատը Վանաձոր-2-ում։'),
        said(
          'ժամկետանց կամ կոտրված ապրանքի դուրսգրումը (writeoff) առանց լուսանկարի այլևս չի լինի․ writeoffs.photo_path պարտադիր է, ու branch_head-ը պետք է հաստատի, մինչև StockLedger-ը շարժը գրի։',
          {
            key: 's-writeoff-photo',
            type: 'constraint',
          },
        ),
        replied(
          'Կավելացնեմ migration photo_path-ի ու approved_by-ի համար և StoreWriteoffRequest-ում image validation։ Ledger-ը կգրի միայն approved status-ից հետո։',
        ),
        said(
          'Armed-ի token-ով test curl-ս՝ curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJjbGllbnRfaWQiOiJ2aXRhcGhhcm0tcHJvZCIsImV4cCI6MTc3NDAwMDAwMH0.bW9ja1NpZ25hdHVyZUFybWVkUHJvZDk5" https://api.armed.am/v2/prescriptions/418207735512',
          {
            secret:
              'eyJhbGciOiJSUzI1NiJ9.eyJjbGllbnRfaWQiOiJ2aXRhcGhhcm0tcHJvZCIsImV4cCI6MTc3NDAwMDAwMH0.bW9ja1NpZ25hdHVyZUFybWVkUHJvZDk5',
          },
        ),
        replied(
          'Response-ի կառուցվածքը համընկնում է PrescriptionDto-ի հետ, բացի նոր dosage_instructions դաշտից։',
        ),
        said(
          'Armed-ը երեկոյան 18:00–19:00 խիստ ծանրաբեռնված է։ PrescriptionClient-ի timeout-ը դարձրու 20 վրկ, retry 3 անգամ 2 վրկ դադարով, ավելի շատ պետք չէ, թե չէ դեղագործը կանգնած է սպասում։',
          {
            key: 's-armed-timeout',
            type: 'constraint',
          },
        ),
        replied('Http::armed() macro-ում դրեցի ->timeout(20)->retry(3, 2000)։'),
        said('լավ։ ի դեպ, առաքման գոտիների մասին ինչ-որ տեղ գրա՞ծ ունենք'),
        replied('Կոդում delivery_fee-ն hardcode է 1000 դրամ OrderController-ում։'),
        said(
          'առաքումը միայն Երևանում է, 5 գոտի, գինը 500-ից 1500 դրամ գոտուց կախված, 20,000 դրամից բարձր պատվերը անվճար։ գոտիներն ու գները delivery_zones աղյուսակում են, hardcode-ը հանիր։',
          {
            key: 's-delivery-zones',
            type: 'fact',
          },
        ),
        replied(
          'Կստեղծեմ DeliveryZone model-ը և DeliveryFeeCalculator action-ը, OrderController-ից կհանեմ 1000-ը։',
        ),
        said(
          'status-ների համար PHP backed enum-ներ app/Enums-ում, DB-ում string սյուն։ MySQL ENUM type նոր migration-ներում չօգտագործել, ALTER-ը ցավոտ է։',
          {
            key: 's-php-enums',
            type: 'convention',
          },
        ),
        replied(
          'WriteoffStatus-ը արեցի string-backed enum app/Enums/WriteoffStatus.php-ում, migration-ում string("status", 20)։',
        ),
        said(
          'and one more in English for Lilit: ArCa refunds over 50,000 AMD need a second approver (accountant role) in Filament before we call refund.do',
          {
            key: 's-arca-refund-approval',
            type: 'constraint',
          },
        ),
        replied(
          'Added an approval step to the RefundPayment action: refunds above 50,000 AMD stay pending until an accountant approves.',
        ),
        said('շնորհակալություն, բացիր MR-ը'),
      ],
    },
  ],
  prompts: [
    p('app/Services/Armed/PrescriptionClient.php-ում ավելացրու getByCode() մեթոդ, որ դեղատոմսը կոդով կարդա', [
      'armed-rest',
      's-armed-timeout',
      'pii-logs',
    ]),
    p('Armed-ը նոր WSDL է ուղարկել, storage/wsdl/armed.wsdl-ը թարմացնե՞մ', ['armed-rest']),
    p('մենք Armed-ի հետ դեռ SOAP-ով ենք աշխատում, թե արդեն ուրիշ բան է', ['armed-rest']),
    p('ReportDispensation job-ը 3 օր է failed է, Armed-ը 401 Unauthorized է վերադարձնում', [
      'armed-dispense',
      'armed-rest',
    ]),
    p('պացիենտը դեղատոմսի 3 տուփից միայն 1-ն է վերցնում, ինչպես ձևակերպենք բացթողումը', [
      'armed-dispense',
      'armed-lock',
    ]),
    p('ի՞նչ կլինի, եթե նույն դեղատոմսը երկու մասնաճյուղում միաժամանակ սկանավորեն', [
      'armed-lock',
      'inc-armed-double',
    ]),
    p('cache the Armed prescription status in Redis for 10 min, POS is slow when it calls Armed every time', [
      'armed-lock',
      'inc-armed-double',
    ]),
    p('պացիենտի ՀԾՀ-ն բաց տեսքով պահենք prescriptions-ում, որ հետո support-ը որոնի', [
      'armed-ids',
      'pii-logs',
    ]),
    p('Armed sandbox-ում երեկ ստեղծած test դեղատոմսերս չկան', ['armed-sandbox']),
    p('reimbursement-ի ամսական report-ը Filament-ում timeout է տալիս', [
      'reports-replica',
      'armed-state-program',
    ]),
    p('Armed-ը երեկոյան 18:30-ին timeout է տալիս, retry-ն 10 անգամ դնե՞մ', ['s-armed-timeout']),
    p('Գյումրիում ՀԴՄ-ն անհասանելի է, թույլ տանք վաճառքը, կտրոնը հետո կտպենք?', [
      'hdm-mandatory',
      'inc-hdm-offline',
    ]),
    p('HdmClient-ի 15 վրկ timeout-ի պատճառով checkout-ը կախվում է, print-ը ամբողջությամբ queue-ով անենք?', [
      'hdm-network',
      'hdm-mandatory',
      'horizon-fiscal',
    ]),
    p('Մաշտոցի մասնաճյուղում hdm-agent.exe-ն չի աշխատում, restart արե՞լ', ['hdm-network']),
    p('նոր ապրանքը admin-ում ակտիվ է, բայց POS-ում վաճառքի համար չի երևում', ['hdm-adgt']),
    p('վերադարձի համար նոր վաճառք ստեղծենք մինուս քանակով, ավելի պարզ կլինի', [
      'hdm-return',
      'returns-policy',
      'stock-ledger',
    ]),
    p('fiscal job-ը failed է, բայց Slack-ում ոչ մի alert չեկավ', ['horizon-fiscal']),
    p('Էրեբունիում երեկ Z-report-ը չի արվել', ['z-report', 'scheduler']),
    p('@app/Console/Commands/CloseFiscalDay.php — բաց մնացած վաճառքները ինչ անենք փակելուց առաջ', [
      'z-report',
    ]),
    p('կլինիկայի համար e-հաշիվ ստեղծիր պատվեր #55120-ի համար', ['einvoice', 'einvoice-3days']),
    p('EInvoiceClient-ը թող ինքը ստորագրի ու ուղարկի, հաշվապահը չսպասի', ['einvoice']),
    p('ԱԱՀ-ն ինչպես հաշվենք կտրոնի վրա paracetamol-ի համար', ['vat-rate', 'vat-exempt-claim', 'money-amd']),
    p('նոր promo_prices աղյուսակում գինը decimal(10,2) դնեմ', ['money-amd', 'migrations-conv']),
    p('ArCa-ն "amount is invalid" է տալիս, 4500 դրամի համար 4500 ենք ուղարկում', ['money-amd', 'arca-vpos']),
    p('մի հատ review արա @app/Http/Controllers/Payments/IdramController.php-ի callback-ը', [
      'idram-flow',
      'idram-checksum',
      'payments-idempotent',
    ]),
    p('Idram-ի callback-ին JSON պատասխանենք {"status":"ok"}, ավելի մաքուր է', ['idram-checksum']),
    p('Idram app-ից վճարված պատվերները confirm չեն լինում, polling ավելացնե՞մ', [
      'idram-flow',
      'idram-poll-claim',
    ]),
    p('Idram-ով վճարված պատվերի loyalty միավորները երկու անգամ են հաշվվել', [
      'inc-idram-double',
      'payments-idempotent',
      'loyalty-2pct',
    ]),
    p('Idram callback-ի մեջ անմիջապես անենք loyalty + SMS + fiscal, որ հաճախորդը միանգամից տեսնի', [
      'payments-idempotent',
      'inc-idram-double',
      'sms-new',
    ]),
    p('առաքումով պատվերի քարտային վճարումը ArCa-ով ինչպես է աշխատում', ['arca-two-stage', 'arca-vpos']),
    p('picking-ից հետո 2 ապրանք պակասեց, ArCa-ով refund անե՞նք տարբերությունը', ['arca-two-stage']),
    p('support-ը ուզում է 80,000 դրամ refund ArCa-ով հենց հիմա անել', [
      's-arca-refund-approval',
      'arca-vpos',
    ]),
    p('FefoPicker-ում ավելացրու, որ դեղագործը POS-ում ինքը ընտրի batch-ը', ['fefo-mandatory']),
    p('FEFO-ն մոտ պարտադի՞ր է, թե ուղղակի խորհուրդ', ['fefo-mandatory']),
    p('branch head wants to sell one specific box instead of the FEFO batch, how does she do it', [
      'fefo-mandatory',
    ]),
    p('batch-ը վաղը լրանում է, այսօր կարո՞ղ ենք զեղչով վաճառել', [
      'expiry-block',
      'expiry-claim',
      's-near-expiry-discount',
    ]),
    p('գիշերը 02:00-ին Էրեբունիում FefoPicker-ը ժամկետանց batch ընտրեց, ոնց?', [
      'inc-expired-sold',
      'expiry-block',
      'app-timezone',
    ]),
    p('ժամկետը Carbon::today()-ով եմ համեմատում ExpiryScan-ում, նորմա՞լ է', ['app-timezone', 'expiry-block']),
    p('90 օրից պակաս ժամկետով զեղչը ավելացրու app/Services/Pricing/-ում', [
      's-near-expiry-discount',
      'prices',
      'expiry-block',
    ]),
    p('recall է եկել batch AB2314-ի համար, ինչ քայլեր անեմ', ['recall']),
    p('stock_batches.qty-ն ուղղակի update անեմ adjustment-ի համար, արագ fix է', [
      'stock-ledger',
      'audit-log',
    ]),
    p(
      'SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock — stock_movements insert, երկու terminal-ից միաժամանակ',
      ['stock-ledger'],
    ),
    p('products աղյուսակին qty սյուն ավելացնենք, որ մնացորդի query-ն արագ լինի', [
      'batches-model',
      'stock-ledger',
    ]),
    p('տեղափոխությունը դեռ in_transit է, բայց ստացող մասնաճյուղում արդեն վաճառում են այդ ապրանքը', [
      'transfers',
    ]),
    p('մատակարարի Excel-ում expiry սյունը մի քանի տողում դատարկ է, import-ը fail է լինում', [
      'supplier-import',
    ]),
    p('GS1 scan: 0104607048800123172608001012AB34 — expiry-ն դուրս է գալիս 2026-08-00', ['gs1-parser']),
    p('Gs1Parser-ը serial-ը չի առանձնացնում, երևի FNC1 չկա string-ում', ['gs1-parser']),
    p('թմրամիջոցների մատյանում սխալ քանակ է գրվել, update անեմ գրառումը?', ['controlled-log']),
    p('ControlledSubstanceLog model-ին SoftDeletes ավելացնե՞մ, ops-ը խնդրում է', ['controlled-log']),
    p('tramadol-ը online պատվերով pickup-ի համար reserve անել կարելի՞ է', ['controlled-rx', 'online-orders']),
    p('թմրամիջոցների մատյանը քանի տարի ենք պահում?', ['controlled-retention', 'controlled-retention-claim']),
    p('ԱՆ-ի համար մարտի ամսական report-ը թմրամիջոցներով', ['controlled-monthly', 'reports-replica']),
    p('պետական ծրագրով ինսուլինի վրա loyalty միավոր կուտակվու՞մ է', ['loyalty-exclusions']),
    p('VitaClub-ը հիմա քանի տոկոս է տալիս?', ['loyalty-2pct']),
    p('PointsCalculator-ում 0.02-ը hardcode է, ok է?', ['loyalty-2pct']),
    p('հաճախորդը երեկ է գնել, միավորները հաշվում չեն երևում', ['loyalty-2pct', 'scheduler']),
    p('հաճախորդը մուտքագրել է 077 12 34 56, loyalty որոնումը չի գտնում', ['loyalty-phone']),
    p('OTP-ն 4 նիշ դարձնենք, տարեց հաճախորդները չեն հասցնում', ['loyalty-otp']),
    p('SmsBoxClient-ում delivery report-ի մշակում ավելացրու', ['sms-new']),
    p('SMS-ը ուղարկիր անմիջապես controller-ից, queue-ն դանդաղ է', ['sms-new']),
    p('«Ձեր պատվերը պատրաստ է Կոմիտասի մասնաճյուղում, կարող եք վերցնել մինչև 22:00» SMS-ը 2 մասով է գնում', [
      'sms-unicode',
    ]),
    p('promo SMS campaign-ը այսօր 21:30-ին ուղարկենք բոլոր հաճախորդներին', ['sms-quiet-hours']),
    p('POS-ի համար նոր endpoint՝ batch-երի մնացորդը ըստ մասնաճյուղի', [
      'api-v1',
      'pos-client',
      'actions-pattern',
      'batches-model',
    ]),
    p('POS-ը branch_id-ն request body-ում է ուղարկում, այդպես ընդունենք?', ['pos-client', 'branch-scope']),
    p('OrderController@store-ում validation-ը $request->validate()-ով արեցի, review արա', [
      'form-requests',
      'actions-pattern',
    ]),
    p(
      'Illuminate\\Database\\LazyLoadingViolationException: Attempted to lazy load [items] on model [App\\Models\\Order] but lazy loading is disabled.',
      ['lazy-loading'],
    ),
    p('stock_movements-ին նոր composite index է պետք (branch_id, created_at), migration գրիր', [
      'migrations-conv',
      'pref-small-mr',
    ]),
    p('թեստերը շատ դանդաղ են, անցնենք sqlite :memory:-ի', ['pest-tests']),
    p('Pest feature test գրիր ArCa register.do-ի համար', ['pest-tests', 'arca-vpos', 'money-amd']),
    p('phpstan-ը 14 նոր error է տալիս, baseline-ը regenerate անեմ ու վերջ', ['larastan']),
    p('CI-ում pint job-ը fail է', ['larastan', 'ci']),
    p('հիմա prod deploy անենք, ժամը 21:15 է, fix-ը փոքր է', ['deploy-window']),
    p('մարտի 30-ին deploy անե՞նք loyalty-ի fix-ը', ['deploy-window']),
    p('deploy-ից հետո Horizon-ը դեռ հին կոդն է աշխատեցնում', ['horizon-deploy']),
    p('deploy.php-ում ավելացրու php artisan queue:restart', ['horizon-deploy']),
    p('POS-ի համար middleware ավելացրու app/Http/Kernel.php-ում', ['laravel-11']),
    p('schedule-ը որտե՞ղ է, app/Console/Kernel.php չեմ գտնում', ['laravel-11', 'scheduler']),
    p('jobs աղյուսակը մաքրեմ? Horizon-ում հին job-եր եմ տեսնում', ['queue-horizon']),
    p('e-invoice-ի job-երի համար առանձին queue ավելացնենք', ['queue-horizon']),
    p('Nova-ում resource ավելացրու writeoffs-ի համար', ['admin-filament', 's-writeoff-photo']),
    p('Filament resource fefo_overrides-ի համար, միայն branch_head ու admin տեսնեն', [
      'admin-filament',
      'fefo-mandatory',
      'branch-scope',
    ]),
    p('Վանաձորից writeoff են ուզում անել առանց նկարի, հեռախոսը փչացել է', ['s-writeoff-photo']),
    p('new migration: transfers.status as a MySQL ENUM(draft, in_transit, received)', [
      's-php-enums',
      'migrations-conv',
    ]),
    p('առաքման գինը ամենուր 1000 դրա՞մ է', ['s-delivery-zones']),
    p('Աբովյանից պատվեր է եկել առաքումով, ընդունե՞նք', ['s-delivery-zones']),
    p('MobiSMS-ի նոր API key-ը որտե՞ղ պահեմ', ['secrets-conv']),
    p('local-ում .env-ում ինչ գրեմ Idram-ի համար', ['env-example', 'secrets-conv']),
    p('Մաշտոցում ՀԴՄ-ի գաղտնաբառը փոխել են, որտեղ թարմացնեմ', ['hdm-password-admin', 'encrypted-cast']),
    p('APP_KEY-ը պետք է rotate անենք, ինչ պետք է հաշվի առնել', ['encrypted-cast', 'secrets-conv']),
    p('Armed-ի response-ը ամբողջությամբ Log::info անենք debug-ի համար', ['pii-logs']),
    p('SendOtp-ում հեռախոսահամարը log-ում ամբողջությամբ է երևում', ['pii-logs', 'loyalty-otp']),
    p('գնի փոփոխությունների պատմությունը ինչպես տեսնենք?', ['audit-log', 'prices']),
    p('Կոմիտասի մասնաճյուղը ուզում է Նուրոֆենի համար իր գինը դնել', ['prices']),
    p('online պատվեր՝ amoxicillin դեղատոմսով, առաքում Արաբկիր', ['online-orders']),
    p('inventory valuation report-ը աշխատելիս POS-ը դանդաղում է', ['reports-replica']),
    p('կիրակի գույքագրման ժամանակ Վանաձոր-2-ում վաճառք է գրանցվել, ինչպես է հնարավոր', [
      'inventory-count',
      'stock-ledger',
    ]),
    p('հաճախորդը ուզում է վերադարձնել դեղատոմսով գնած հակաբիոտիկը, չի բացել', ['returns-policy']),
    p('որոնումը "նուրոֆեն"-ով գտնում է, "nurofen"-ով չի գտնում', ['product-search']),
    p('ՀԴՄ-ի մասով ո՞վ է պատասխանատու', ['owners']),
    p('քանի՞ 24/7 մասնաճյուղ ունենք', ['branches']),
    p('մոտավորապես օրական քանի կտրոն ենք տպում', ['receipt-volume']),
    p('ReceiptBuilder-ում կտրոնի վերջում «Շնորհակալություն գնման համար» տեքստ ավելացրու', ['lang-ui']),
    p('commit message-ը հայերեն գրեմ, թե անգլերեն?', ['commit-lang']),
    p('Confluence-ի «Deploy» էջի քայլերով deploy անեմ?', ['old-wiki', 'ci']),
    p('readonly class կարո՞ղ ենք օգտագործել, թե PHP-ն հին է', ['stack']),
    p('replica-ն ընկել է, որտեղ է ընդհանրապես host-ված', ['infra', 'reports-replica']),
    p('Վանաձորում VPN-ը ընկավ, POS-ը կարո՞ղ է վաճառել', ['infra', 'hdm-network', 'hdm-mandatory']),
    p('pharmacist sees sales from every branch in the Filament sales table — bug?', [
      'branch-scope',
      'admin-filament',
    ]),
    p('online պատվերի վճարումից հետո e-կտրոնի link-ը SMS-ով ուղարկիր', [
      'e-receipt',
      'sms-new',
      'sms-unicode',
    ]),
    p('delivery_zones աղյուսակի migration, charset-ը ինչ դնեմ', [
      'mysql-collation',
      's-delivery-zones',
      'migrations-conv',
    ]),
    p('write a Pest test for FefoPicker skipping batches with less than 30 days left', [
      'pest-tests',
      'expiry-block',
      'expiry-claim',
      'fefo-mandatory',
      'app-timezone',
    ]),
    p('ArCa two-stage-ի deposit-ը fail է, pre-auth-ը expire է եղել?', ['arca-two-stage', 'arca-vpos']),
    p('Idram-ի precheck request-ին ինչ պատասխանենք', ['idram-flow', 'idram-checksum']),
    p('online checkout-ում Telcell Wallet ավելացնենք', ['payments-idempotent', 'money-amd']),
    p('Octane-ի վրա ենք արդեն, թե դեռ PHP-FPM?', ['infra']),
    p('product search-ը Meilisearch-ով է?', ['product-search']),
    p('Նարեկը ուզում է near-expiry report-ը ամեն առավոտ email-ով ստանալ', ['scheduler', 'reports-replica']),
    p('POS-ում դեղատոմսով վաճառքի ամբողջ flow-ը գրիր՝ սկան, lock, batch-եր, կտրոն, Armed-ին report', [
      'armed-lock',
      'armed-dispense',
      'hdm-mandatory',
      'fefo-mandatory',
      'loyalty-exclusions',
      'armed-state-program',
    ]),
    p('state program insulin: how much does the patient actually pay at the register?', [
      'armed-state-program',
      'loyalty-exclusions',
    ]),
    p('MR-ս 900 տող է, migration-ն էլ ներսում', ['pref-small-mr']),
    p('import-ից հետո 40 ապրանք առանց ԱԴԳՏ կոդի է', ['hdm-adgt', 'supplier-import']),
    p('barev, mi hat nayi FefoPicker-y, gisheri 1-in Erebuniyum nor batch-y chi yntrum', [
      'expiry-block',
      'app-timezone',
      'fefo-mandatory',
      'inc-expired-sold',
    ]),
    p('sms-ery hasnum en Beeline-i hamarnerin? mi qani hajord boxoq en grel', ['sms-new']),
    p('ըըը, մի հատ ասա՝ ՀԴՄ-ին միանում ենք USB-ով, թե ցանցով, նոր մասնաճյուղ ենք բացում Դավթաշենում', [
      'hdm-network',
      'infra',
    ]),
    p('array_map-ի ու collect()->map()-ի տարբերությունը ինչ է', []),
    p('շնորհակալություն, աշխատեց', []),
    p('ինչպես squash անել վերջին 3 commit-ը', []),
    p('PHP-ում match-ը switch-ից ինչով է տարբերվում', []),
    p('explain Laravel container bind vs singleton in general', []),
    p('կարճ ասա', []),
    p('summarize this diff for the MR description', []),
    p('ինչ է nullsafe operator-ը PHP-ում', []),
    p('generate a random UUID v7 in PHP', []),
    p('how does Redis SETNX work', []),
    p('"Expiry date"-ը հայերեն ինչպես թարգմանել', []),
    p('SQL-ում LEFT JOIN-ի ու INNER JOIN-ի տարբերությունը', []),
    p('git rebase vs merge, որն է ավելի լավ', []),
    p('մի հատ սուրճ խմեմ գամ 😄', []),
    p("what's the difference between $fillable and $guarded", []),
  ],
});
