// An Italian SME accounting / e-invoicing SaaS: FatturaPA XML to the SDI (Sistema di Interscambio), PEC,
// conservazione sostitutiva, SPID login, Stripe + Satispay billing, hosted on Aruba. Team writes mostly in Italian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'laravel-einvoice-it',
  stack:
    'PHP 8.3, Laravel 11, Livewire 3 + Alpine.js, Filament 3 (backoffice), MySQL 8.0, Redis 7 + Horizon 5, FatturaPA 1.2.2 XML via SDICoop, Aruba PEC, Aruba Conservazione, SPID/CIE via OIDC aggregator, Laravel Cashier (Stripe) + Satispay Business API, Pest 3 + Larastan, Deployer 7, GitHub Actions, Aruba Cloud Pro (Ponte San Pietro DC)',
  memories: [
    m(
      'hosting-aruba-shared',
      'fact',
      "l'app gira su hosting condiviso Aruba Linux Advanced, MySQL 5.7 incluso nel piano, deploy via FTP",
      {
        age: 800,
        tags: ['hosting', 'aruba', 'mysql'],
      },
    ),
    m(
      'hosting-aruba-cloud',
      'decision',
      'Migrati su Aruba Cloud Pro nel DC di Ponte San Pietro (BG): 2 VM app (nginx + php-fpm 8.3), 1 VM worker Horizon, MySQL 8.0 su Aruba DBaaS, Redis su VM dedicata. I dati restano in Italia: lo chiedono gli studi commercialisti e semplifica il GDPR.',
      {
        fact: 'production | hosted_on | Aruba Cloud Pro (Italy)',
        supersedes: 'hosting-aruba-shared',
        age: 520,
        canonical: true,
        reason: 'data residency in Italy, shared hosting limits',
        tags: ['hosting', 'aruba', 'infra', 'gdpr'],
      },
    ),
    m(
      'ftp-old',
      'note',
      'per caricare in prod: FTP su ftp.einvoice-app.it, cartella /public_html, poi svuotare la cache da pannello Aruba',
      {
        age: 760,
        tags: ['deploy', 'ftp'],
      },
    ),
    m('php-82', 'fact', 'PHP 8.2 + Laravel 10, Kernel.php classico per middleware e scheduler', {
      age: 600,
      tags: ['php', 'laravel'],
    }),
    m(
      'laravel-11',
      'decision',
      'Siamo su Laravel 11 e PHP 8.3 con la struttura slim: middleware, eccezioni e routing in bootstrap/app.php, niente app/Http/Kernel.php né app/Console/Kernel.php. Lo scheduler sta in routes/console.php.',
      {
        fact: 'framework | version | Laravel 11 / PHP 8.3',
        supersedes: 'php-82',
        age: 180,
        files: ['bootstrap/app.php', 'routes/console.php', 'composer.json'],
        tags: ['laravel', 'php', 'upgrade'],
      },
    ),
    m(
      'deployer',
      'fact',
      'deploy con Deployer 7 (deploy.php) lanciato da GitHub Actions: release atomiche con symlink current, .env in shared/, `php artisan horizon:terminate` e `php artisan optimize` a ogni deploy',
      {
        files: ['deploy.php', '.github/workflows/deploy.yml'],
        tags: ['deploy', 'deployer', 'horizon'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: pint --test → larastan (level 8) → pest --parallel su MySQL 8 service container → deploy staging a ogni merge su main, prod solo su tag v*.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'pest', 'larastan'],
      },
    ),
    m(
      'secrets-env',
      'convention',
      'I segreti stanno solo nel .env sul server (shared/.env di Deployer, permessi 600) e nei GitHub Actions secrets. Mai in config/*.php, mai committati, mai in proprietà pubbliche Livewire o in log. Si leggono con config(), non con env() fuori da config/.',
      {
        canonical: true,
        files: ['config', '.env.example', 'deploy.php'],
        tags: ['secrets', 'env', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      'Nel .env.example ci sono solo placeholder: STRIPE_SECRET=sk_test_xxx, DB_PASSWORD=password (default di Sail), SATISPAY_KEY_ID=your-key-id, PEC_PASSWORD=changeme. Non sono credenziali vere, vanno committati così.',
      {
        files: ['.env.example'],
        tags: ['env', 'placeholders', 'secrets'],
      },
    ),
    m(
      'pec-password-where',
      'note',
      'la password della PEC non scrivetela in Slack o nei ticket: sta su Bitwarden, collection "PEC & SDI", la ruota Giulia ogni 90 giorni',
      {
        tags: ['pec', 'passwords', 'bitwarden'],
      },
    ),
    m(
      'password-policy',
      'constraint',
      'Password utenti: Password::min(12)->mixedCase()->numbers()->uncompromised(). 2FA (TOTP con Fortify) obbligatoria per i ruoli owner e commercialista; chi ha solo SPID è esentato perché SPID L2 è già a due fattori.',
      {
        files: ['app/Providers/AppServiceProvider.php', 'app/Actions/Fortify'],
        tags: ['auth', 'passwords', '2fa', 'fortify'],
      },
    ),
    m(
      'lint',
      'convention',
      'Pint con preset laravel, Larastan level 8 con baseline (phpstan-baseline.neon) che può solo diminuire. Niente @phpstan-ignore senza commento sul perché.',
      {
        files: ['pint.json', 'phpstan.neon', 'phpstan-baseline.neon'],
        tags: ['pint', 'larastan', 'phpstan', 'lint'],
      },
    ),
    m(
      'tests-pest',
      'convention',
      'Test con Pest 3. Feature test con RefreshDatabase su MySQL 8 vero (non sqlite: usiamo colonne JSON, generated columns e lockForUpdate). Factory per ogni model, stati tipo ->sent()->delivered() per le fatture.',
      {
        files: ['tests', 'phpunit.xml', 'database/factories'],
        tags: ['tests', 'pest', 'mysql', 'factories'],
      },
    ),
    m(
      'tests-no-sdi',
      'constraint',
      "In CI e nei test mai chiamate vere allo SDI (neanche all'ambiente di test), a Stripe, Satispay o Aruba. Si usa FakeSdiGateway (app/Services/Sdi/Testing) e Http::fake(); gli XML generati si validano contro lo XSD locale tests/fixtures/xsd/Schema_del_file_xml_FatturaPA_v1.2.2.xsd.",
      {
        files: ['app/Services/Sdi/Testing', 'tests/fixtures/xsd'],
        tags: ['tests', 'sdi', 'fakes', 'xsd'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Niente deploy in prod dal 14 al 16 del mese (picco di fatture differite, scadenza il 15), negli ultimi 2 giorni del mese e il venerdì dopo le 16.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'mysql-charset',
      'convention',
      'MySQL 8: utf8mb4 / utf8mb4_0900_ai_ci per tutte le tabelle, sql_mode strict. Su invoices e invoice_lines (decine di milioni di righe) gli ALTER si fanno con gh-ost fuori orario, mai con una migration ->change() in deploy.',
      {
        files: ['database/migrations', 'config/database.php'],
        tags: ['mysql', 'migrations', 'gh-ost', 'charset'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Migration anonime (return new class extends Migration). Mai modificare una migration già girata in prod; colonne nuove nullable o con default così il deploy è zero-downtime.',
      {
        files: ['database/migrations'],
        tags: ['migrations', 'laravel'],
      },
    ),
    m(
      'money-decimal',
      'convention',
      'Importi in DB come DECIMAL(15,2), PrezzoUnitario come DECIMAL(21,8). In PHP solo brick/math BigDecimal (cast AsBigDecimal su tutti i model), mai float, mai round() nativo.',
      {
        files: ['app/Casts/AsBigDecimal.php'],
        tags: ['money', 'decimal', 'brick-math'],
      },
    ),
    m(
      'iva-rounding',
      'constraint',
      "L'IVA si calcola sul riepilogo per aliquota/natura (DatiRiepilogo): somma imponibili delle righe, poi imponibile × aliquota arrotondato HALF_UP a 2 decimali. Non sommare l'IVA già arrotondata riga per riga, lo SDI tollera al massimo ±1 centesimo.",
      {
        canonical: true,
        files: ['app/Services/FatturaPA/RiepilogoCalculator.php'],
        tags: ['iva', 'rounding', 'fatturapa', 'riepilogo'],
      },
    ),
    m(
      'tz',
      'convention',
      "config/app.php timezone = 'UTC', created_at/updated_at in UTC. Le date fiscali (data_fattura, data_operazione) sono colonne DATE in ora italiana: Carbon::now('Europe/Rome')->toDateString(), mai today() senza timezone.",
      {
        files: ['config/app.php'],
        tags: ['timezone', 'utc', 'dates'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      "in config/app.php c'è timezone Europe/Rome, quindi i created_at sono già in ora italiana",
      {
        disputes: 'tz',
        tags: ['timezone', 'config'],
      },
    ),
    m(
      'tenant-scope',
      'constraint',
      'Multi-tenant su un solo DB: ogni tabella di dominio ha company_id e i model usano il trait BelongsToCompany (global scope). Mai DB::table() o query raw su tabelle tenant senza where company_id. I job ricevono company_id esplicito e chiamano CurrentCompany::set() in handle().',
      {
        canonical: true,
        reaffirm: 5,
        files: ['app/Models/Concerns/BelongsToCompany.php', 'app/Support/CurrentCompany.php'],
        tags: ['multi-tenant', 'security', 'global-scope'],
      },
    ),
    m(
      'incident-tenant-leak',
      'incident',
      "Giugno 2025: l'export CSV delle fatture usava DB::table('invoices') senza company_id; uno studio ha scaricato fatture di altri 3 clienti. Notifica al Garante entro 72 ore. Da allora una regola PHPStan custom (rules/NoRawTenantQueryRule.php) blocca DB::table sulle tabelle tenant.",
      {
        files: ['rules/NoRawTenantQueryRule.php', 'app/Exports/InvoicesExport.php'],
        tags: ['incident', 'multi-tenant', 'gdpr', 'export'],
      },
    ),
    m(
      'sdi-pec',
      'fact',
      "invio allo SDI via PEC: mandiamo l'XML da fatture@pec.einvoice-app.it a sdi01@pec.fatturapa.it e leggiamo le notifiche dalla casella via IMAP",
      {
        fact: 'SDI channel | is | PEC',
        age: 480,
        tags: ['sdi', 'pec', 'channel'],
      },
    ),
    m(
      'sdi-sdicoop',
      'decision',
      'Siamo accreditati sul canale SDICoop (web service SOAP con mutua autenticazione TLS) come intermediario per tutti i tenant: invio con TrasmissioneFatture, notifiche e fatture passive in push sui nostri endpoint /sdi/ricezione-notifiche e /sdi/ricezione-fatture. La PEC resta solo come fallback manuale. Client in app/Services/Sdi/SdiCoopClient.php.',
      {
        fact: 'SDI channel | is | SDICoop web service',
        supersedes: 'sdi-pec',
        age: 210,
        canonical: true,
        files: ['app/Services/Sdi/SdiCoopClient.php', 'routes/sdi.php'],
        reason: 'PEC parsing fragile, delays, mailbox limits',
        tags: ['sdi', 'sdicoop', 'soap', 'channel'],
      },
    ),
    m(
      'fatturapa-version',
      'fact',
      "Tracciato FatturaPA 1.2.2: FormatoTrasmissione FPR12 per B2B e privati, FPA12 per la PA. L'XML lo genera app/Services/FatturaPA/XmlBuilder.php e viene sempre validato contro XSD prima di andare in coda.",
      {
        files: ['app/Services/FatturaPA/XmlBuilder.php'],
        tags: ['fatturapa', 'xml', 'xsd'],
      },
    ),
    m(
      'sdi-filename',
      'convention',
      'Nome file: IT{partita IVA del trasmittente}_{progressivo 5 caratteri alfanumerici}.xml. Il trasmittente siamo noi (intermediario), il progressivo viene da sdi_file_sequences ed è unico per sempre: mai riusarlo, neanche per un reinvio dopo scarto.',
      {
        files: ['app/Services/Sdi/FileNameGenerator.php'],
        tags: ['sdi', 'filename', 'progressivo'],
      },
    ),
    m(
      'codice-destinatario',
      'convention',
      "CodiceDestinatario: 7 caratteri per B2B; se il cliente ha solo PEC → '0000000' + PECDestinatario; privato consumatore → '0000000' + CodiceFiscale del cessionario; cliente estero → 'XXXXXXX'. PA: codice univoco ufficio IPA a 6 caratteri.",
      {
        files: ['app/Services/FatturaPA/DatiTrasmissioneBuilder.php'],
        tags: ['fatturapa', 'codice-destinatario', 'pa', 'pec'],
      },
    ),
    m(
      'sdi-notifications',
      'fact',
      "Notifiche SDI: RC consegnata, MC mancata consegna (la fattura è comunque emessa, il cliente la trova nell'area riservata AdE), NS scarto, NE esito PA (EC01 accettata / EC02 rifiutata), DT decorrenza termini (PA dopo 15 giorni), AT attestazione di trasmissione. Mapping in app/Enums/SdiStatus.php.",
      {
        files: ['app/Enums/SdiStatus.php'],
        tags: ['sdi', 'notifiche', 'status'],
      },
    ),
    m(
      'ns-resend',
      'constraint',
      "Fattura scartata (NS) = fattura non emessa. Si corregge e si reinvia entro 5 giorni dalla notifica di scarto con lo stesso numero e la stessa data; il nome file però è nuovo. Dopo 5 giorni il tenant deve emettere con nuovo numero/data, l'app lo blocca.",
      {
        files: ['app/Actions/Invoices/ResendRejectedInvoice.php'],
        tags: ['sdi', 'scarto', 'ns', 'reinvio'],
      },
    ),
    m(
      'ns-resend-claim',
      'fact',
      'dopo uno scarto non c’è nessun limite: si reinvia quando si vuole con lo stesso numero e la stessa data',
      {
        disputes: 'ns-resend',
        tags: ['sdi', 'scarto', 'reinvio'],
      },
    ),
    m(
      'no-edit-after-send',
      'constraint',
      'Una fattura con stato RC, MC, DT o AT non si modifica e non si cancella mai: si corregge solo con nota di credito TD04 (o nota di debito TD05). InvoiceObserver::updating lancia LockedInvoiceException se isLocked().',
      {
        canonical: true,
        files: ['app/Observers/InvoiceObserver.php'],
        tags: ['fatturapa', 'nota-di-credito', 'locking'],
      },
    ),
    m(
      'numbering',
      'constraint',
      'Numerazione progressiva per sezionale e anno solare, senza buchi. Il numero si assegna solo in emissione (le bozze non hanno numero) dentro DB::transaction con lockForUpdate() sulla riga di invoice_sequences. Unique index (company_id, sezionale, anno, numero).',
      {
        files: ['app/Actions/Invoices/IssueInvoice.php'],
        tags: ['numerazione', 'sezionale', 'locking', 'transactions'],
      },
    ),
    m(
      'incident-dup-number',
      'incident',
      'Gennaio 2025: due worker Horizon hanno emesso in parallelo e 60 tenant hanno avuto due fatture n. 1/2025; lo SDI ha scartato le seconde con 00404 (fattura duplicata). Fix: lockForUpdate su invoice_sequences + unique index.',
      {
        files: ['app/Actions/Invoices/IssueInvoice.php'],
        tags: ['incident', 'numerazione', 'horizon', '00404'],
      },
    ),
    m(
      'firma-pa',
      'convention',
      'Le fatture verso PA (FPA12) si firmano XAdES-BES con il certificato del trasmittente via firma remota Aruba Sign (ARSS), servizio app/Services/Signing/ArubaRemoteSigner.php. Le B2B/B2C non si firmano.',
      {
        files: ['app/Services/Signing/ArubaRemoteSigner.php'],
        tags: ['firma', 'xades', 'pa', 'aruba-sign'],
      },
    ),
    m(
      'firma-b2b-claim',
      'fact',
      'tutte le fatture elettroniche vanno firmate digitalmente, anche le B2B, altrimenti lo SDI le scarta',
      {
        disputes: 'firma-pa',
        tags: ['firma', 'b2b', 'sdi'],
      },
    ),
    m(
      'bollo',
      'constraint',
      "Imposta di bollo: 2 € quando il documento ha operazioni esenti/non imponibili/escluse (nature N2.x, N3.x, N4 ecc.) per più di 77,47 €. In XML: DatiBollo con BolloVirtuale = SI e ImportoBollo 2.00. Calcolo in BolloCalculator; report trimestrale per l'F24 in Reports/BolloTrimestrale.",
      {
        files: ['app/Services/FatturaPA/BolloCalculator.php'],
        tags: ['bollo', 'fatturapa', 'natura', 'f24'],
      },
    ),
    m(
      'bollo-claim',
      'fact',
      "il bollo da 2 € si mette su qualsiasi fattura sopra 77,47 € di totale, la natura IVA non c'entra",
      {
        disputes: 'bollo',
        tags: ['bollo'],
      },
    ),
    m(
      'split-payment',
      'constraint',
      'Clienti PA (e società in elenco) soggetti a scissione dei pagamenti: EsigibilitaIVA = S nel riepilogo e ImportoPagamento = solo imponibile, senza IVA. Il flag è customers.split_payment, non dedurlo dal tipo cliente.',
      {
        files: ['app/Services/FatturaPA/DatiPagamentoBuilder.php'],
        tags: ['split-payment', 'pa', 'iva'],
      },
    ),
    m(
      'forfettario',
      'fact',
      "tenant in regime forfettario: RegimeFiscale RF19, righe con AliquotaIVA 0.00 e Natura N2.2, RiferimentoNormativo 'Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014', e quasi sempre bollo",
      {
        tags: ['forfettario', 'rf19', 'natura', 'iva'],
      },
    ),
    m(
      'esterometro-old',
      'fact',
      "le operazioni con l'estero non passano dallo SDI: ogni trimestre generiamo l'esterometro (file DatiFattura) da app/Services/Esterometro",
      {
        age: 850,
        files: ['app/Services/Esterometro'],
        tags: ['estero', 'esterometro'],
      },
    ),
    m(
      'estero-via-sdi',
      'decision',
      "Dal 1/7/2022 l'esterometro non esiste più: fatture a clienti esteri via SDI con CodiceDestinatario 'XXXXXXX', acquisti dall'estero come autofattura/integrazione TD17 (servizi), TD18 (beni UE), TD19 (beni art. 17). app/Services/Esterometro eliminato.",
      {
        supersedes: 'esterometro-old',
        age: 560,
        files: ['app/Services/FatturaPA/Integrazioni'],
        tags: ['estero', 'td17', 'td18', 'td19', 'sdi'],
      },
    ),
    m(
      'scadenze-invio',
      'constraint',
      "Fattura immediata: invio allo SDI entro 12 giorni dalla data dell'operazione. Differita (TD24): entro il 15 del mese successivo. Lo scheduler avvisa il tenant 2 giorni prima della scadenza (command invoices:deadline-reminders).",
      {
        files: ['app/Console/Commands/DeadlineReminders.php'],
        tags: ['scadenze', 'td24', 'differita', 'scheduler'],
      },
    ),
    m(
      'xml-latin1',
      'constraint',
      "Nei campi testo dell'XML lo SDI accetta solo caratteri Basic Latin e Latin-1 Supplement: niente emoji, niente virgolette tipografiche e niente simbolo € (U+20AC). Tutto passa da FatturaPA\\TextSanitizer prima di XmlBuilder.",
      {
        files: ['app/Services/FatturaPA/TextSanitizer.php'],
        tags: ['fatturapa', 'xml', 'encoding', 'scarto'],
      },
    ),
    m(
      'xml-size',
      'constraint',
      "File fattura max 5 MB. Gli allegati (Allegati, base64) contano: se si supera, il PDF allegato si comprime con ghostscript oppure si toglie e si avvisa l'utente. Mai spezzare una fattura in più file.",
      {
        tags: ['fatturapa', 'allegati', 'size'],
      },
    ),
    m(
      'passive-invoices',
      'fact',
      'Fatture passive: arrivano in push da SDICoop (RicezioneFatture), file originale salvato su Aruba Object Storage (bucket einv-passive), parse con app/Services/FatturaPA/Parser.php. I .p7m si sbustano con openssl smime -verify -noverify -inform DER.',
      {
        files: ['app/Services/FatturaPA/Parser.php'],
        tags: ['passive', 'p7m', 'object-storage', 'sdi'],
      },
    ),
    m(
      'conservazione-inhouse',
      'fact',
      'conservazione: teniamo XML e notifiche su Object Storage per 10 anni con versioning, basta quello',
      {
        fact: 'conservazione | done_by | in-house object storage',
        age: 450,
        tags: ['conservazione', 'object-storage'],
      },
    ),
    m(
      'conservazione-esterna',
      'decision',
      'Conservazione sostitutiva a norma tramite conservatore qualificato: Aruba Conservazione via API. Job SendToConservazione (coda conservazione) manda ogni notte i pacchetti di versamento con i metadati obbligatori delle Linee guida AgID e hash SHA-256; il rapporto di versamento va in conservazione_receipts. Il backup su Object Storage NON è conservazione.',
      {
        fact: 'conservazione | done_by | Aruba Conservazione',
        supersedes: 'conservazione-inhouse',
        age: 200,
        canonical: true,
        files: ['app/Jobs/SendToConservazione.php', 'app/Services/Conservazione'],
        reason: 'in-house storage is not legally compliant conservation',
        tags: ['conservazione', 'aruba', 'agid', 'compliance'],
      },
    ),
    m(
      'conservazione-rules',
      'constraint',
      "Fatture attive e passive e relative notifiche vanno in conservazione entro 30 giorni (il limite di legge è più lungo, ma noi stiamo larghi). Un documento versato non si cancella mai, neanche se il tenant chiude l'account: retention 10 anni.",
      {
        tags: ['conservazione', 'retention', 'gdpr'],
      },
    ),
    m(
      'pec-mail',
      'fact',
      "PEC su Aruba: SMTP smtps.pec.aruba.it:465 e IMAP imaps.pec.aruba.it:993. Mailer 'pec' separato in config/mail.php, usato solo per comunicazioni legali (solleciti formali, diffide) e per il fallback SDI. Le ricevute di accettazione/consegna si salvano in pec_receipts.",
      {
        files: ['config/mail.php', 'app/Mail/Pec'],
        tags: ['pec', 'mail', 'aruba'],
      },
    ),
    m(
      'pec-no-marketing',
      'constraint',
      'Dalla PEC mai newsletter, notifiche di prodotto o mail transazionali normali. Quelle vanno col mailer di default (Mailgun EU).',
      {
        tags: ['pec', 'mail', 'mailgun'],
      },
    ),
    m(
      'spid-saml',
      'fact',
      'login SPID con italia/spid-laravel (SAML2), siamo SP privato con i nostri metadata',
      {
        fact: 'SPID login | implemented_with | direct SAML2',
        age: 400,
        files: ['config/spid-saml.php'],
        tags: ['spid', 'saml', 'auth'],
      },
    ),
    m(
      'spid-aggregator',
      'decision',
      'SPID e CIE passano da un aggregatore (Namirial) in OpenID Connect: provider Socialite custom in app/Auth/SpidProvider.php. Il SAML diretto è dismesso, troppo pesante tra metadata, rinnovo certificati e onboarding AgID.',
      {
        fact: 'SPID login | implemented_with | OIDC aggregator',
        supersedes: 'spid-saml',
        age: 150,
        files: ['app/Auth/SpidProvider.php'],
        tags: ['spid', 'cie', 'oidc', 'socialite', 'auth'],
      },
    ),
    m(
      'spid-link-account',
      'constraint',
      "Con SPID/CIE l'utente si collega per codice fiscale (claim fiscal_number, togliere il prefisso 'TINIT-'), mai per email: l'email SPID può essere quella dello studio e cambiare.",
      {
        files: ['app/Auth/SpidProvider.php', 'app/Http/Controllers/Auth/SpidCallbackController.php'],
        tags: ['spid', 'codice-fiscale', 'auth'],
      },
    ),
    m(
      'stripe-cashier',
      'fact',
      "Abbonamenti con Laravel Cashier (Stripe) 15: piani Starter, Pro e Studio, price ID in config/plans.php. Stripe Tax è spento: l'IVA sulla nostra fattura la calcoliamo noi.",
      {
        files: ['config/plans.php', 'app/Models/Company.php'],
        tags: ['stripe', 'cashier', 'billing', 'subscriptions'],
      },
    ),
    m('payments-paypal', 'fact', 'pagamento abbonamento: Stripe (carte) oppure PayPal (Braintree)', {
      age: 500,
      tags: ['payments', 'paypal', 'stripe'],
    }),
    m(
      'payments-satispay',
      'decision',
      'PayPal/Braintree rimosso. Metodi di pagamento: Stripe (carte, SEPA Direct Debit) per tutti i piani, Satispay solo per i piani annuali perché non ha addebito ricorrente: pagamento one-off via Satispay Business API, poi rinnovo manuale.',
      {
        fact: 'subscription payments | providers | Stripe + Satispay',
        supersedes: 'payments-paypal',
        age: 240,
        files: ['app/Services/Billing/SatispayGateway.php'],
        reason: 'PayPal fees and disputes; Satispay popular with Italian SMEs',
        tags: ['payments', 'satispay', 'stripe', 'paypal'],
      },
    ),
    m(
      'stripe-webhook',
      'constraint',
      'Webhook Stripe solo dalla route di Cashier /stripe/webhook con STRIPE_WEBHOOK_SECRET verificato. Logica nostra nel listener StripeEventListener (evento WebhookReceived), idempotente per event id (tabella stripe_events). Niente route webhook custom.',
      {
        files: ['app/Listeners/StripeEventListener.php'],
        tags: ['stripe', 'webhook', 'idempotency'],
      },
    ),
    m(
      'satispay-verify',
      'constraint',
      'Le chiamate a Satispay sono firmate (HTTP Signature RSA-SHA256 con key_id). La callback di Satispay non contiene lo stato affidabile: sempre GET /g_business/v1/payments/{id} e si attiva il piano solo se status = ACCEPTED.',
      {
        files: ['app/Services/Billing/SatispayGateway.php'],
        tags: ['satispay', 'callback', 'signature'],
      },
    ),
    m(
      'payments-cents',
      'convention',
      'Stripe amount e Satispay amount_unit sono interi in centesimi. La conversione da BigDecimal passa da Money::toCents() in app/Support/Money.php, mai (int) ($x * 100).',
      {
        files: ['app/Support/Money.php'],
        tags: ['money', 'cents', 'stripe', 'satispay'],
      },
    ),
    m(
      'own-invoices',
      'constraint',
      "Ogni pagamento incassato (Stripe invoice.paid o Satispay ACCEPTED) genera la NOSTRA fattura elettronica al cliente via SDI, sul sezionale SAAS della nostra azienda. La ricevuta/invoice PDF di Stripe non è una fattura valida in Italia: le email di Stripe con l'invoice sono disattivate.",
      {
        files: ['app/Actions/Billing/IssueSubscriptionInvoice.php'],
        tags: ['billing', 'fatturapa', 'stripe', 'satispay', 'dogfooding'],
      },
    ),
    m(
      'queue-database',
      'fact',
      'code: QUEUE_CONNECTION=database, un supervisor con php artisan queue:work --tries=3',
      {
        age: 620,
        tags: ['queue', 'supervisor'],
      },
    ),
    m(
      'horizon',
      'decision',
      'Code su Redis con Horizon 5. Code: sdi-outbound, sdi-inbound, conservazione, pdf, mail, default, ognuna col suo supervisor in config/horizon.php. Dashboard /horizon solo per superadmin (Gate viewHorizon in HorizonServiceProvider).',
      {
        fact: 'queues | run_on | Redis + Horizon',
        supersedes: 'queue-database',
        age: 300,
        files: ['config/horizon.php', 'app/Providers/HorizonServiceProvider.php'],
        tags: ['horizon', 'redis', 'queue'],
      },
    ),
    m(
      'sdi-job-no-retry',
      'constraint',
      "SendInvoiceToSdi ha $tries = 1: un retry cieco dopo timeout SOAP può generare un secondo invio dello stesso documento (nuovo nome file) → scarto 00404 o doppia consegna. In caso di timeout parte ReconcileSdiTransmission che verifica l'IdentificativoSdI prima di decidere.",
      {
        files: ['app/Jobs/SendInvoiceToSdi.php', 'app/Jobs/ReconcileSdiTransmission.php'],
        tags: ['sdi', 'horizon', 'retry', 'idempotency'],
      },
    ),
    m(
      'horizon-pdf-oom',
      'note',
      "i job della coda pdf (Browsershot + Chromium) andavano in OOM con memory 128: supervisor dedicato 'supervisor-pdf' con memory 512 e maxProcesses 2, non alzare i processi",
      {
        files: ['config/horizon.php'],
        tags: ['horizon', 'pdf', 'browsershot', 'memory'],
      },
    ),
    m(
      'scheduler',
      'convention',
      "Task schedulati in routes/console.php con ->onOneServer()->withoutOverlapping() (abbiamo 2 VM app) e ->timezone('Europe/Rome') quando l'orario ha un significato fiscale.",
      {
        files: ['routes/console.php'],
        tags: ['scheduler', 'cron', 'timezone'],
      },
    ),
    m(
      'livewire-2',
      'fact',
      'frontend in Livewire 2, componenti in app/Http/Livewire, wire:model è live di default',
      {
        age: 520,
        tags: ['livewire'],
      },
    ),
    m(
      'livewire-3',
      'decision',
      'Frontend su Livewire 3 + Alpine 3: componenti in app/Livewire, wire:model è deferred di default (wire:model.live solo dove serve davvero, es. ricerca cliente), form object per i form grandi. Volt non lo usiamo.',
      {
        supersedes: 'livewire-2',
        age: 220,
        files: ['app/Livewire', 'resources/views/livewire'],
        tags: ['livewire', 'alpine', 'frontend'],
      },
    ),
    m(
      'livewire-props',
      'constraint',
      'Le proprietà pubbliche Livewire finiscono nel payload del browser: niente segreti, niente dati di altri tenant. Gli ID vanno con #[Locked] e ogni action rifà $this->authorize() sulla policy, anche se il bottone è nascosto.',
      {
        files: ['app/Livewire'],
        tags: ['livewire', 'security', 'authorization'],
      },
    ),
    m(
      'filament-admin',
      'fact',
      "backoffice interno in Filament 3 su /admin, solo staff nostro (guard 'staff'), separato dall'app dei tenant; da lì si vedono gli scarti e si impersona un tenant con log obbligatorio",
      {
        files: ['app/Filament'],
        tags: ['filament', 'admin', 'backoffice'],
      },
    ),
    m(
      'number-format',
      'convention',
      "In UI numeri e importi in formato italiano (1.234,56 €) con Number::currency($v, 'EUR', 'it'); gli input accettano la virgola. Nell'XML sempre punto decimale e 2 decimali (fino a 8 per PrezzoUnitario e Quantita).",
      {
        files: ['app/Support/Money.php', 'app/Services/FatturaPA/XmlBuilder.php'],
        tags: ['formatting', 'locale', 'xml', 'money'],
      },
    ),
    m(
      'ui-italian',
      'convention',
      'Testi UI solo in italiano, in lang/it/*.php con chiavi in inglese (__("invoices.sent")). Niente stringhe hardcoded nei Blade o nei componenti Livewire.',
      {
        files: ['lang/it'],
        tags: ['i18n', 'ui', 'translations'],
      },
    ),
    m(
      'piva-validation',
      'convention',
      'Validazione anagrafiche: regole custom ValidPartitaIva e ValidCodiceFiscale (formato + checksum). Per P.IVA UE non italiane verifica VIES in un job, mai sincrona nel form Livewire (VIES è lento e cade spesso).',
      {
        files: [
          'app/Rules/ValidPartitaIva.php',
          'app/Rules/ValidCodiceFiscale.php',
          'app/Jobs/VerifyVatOnVies.php',
        ],
        tags: ['partita-iva', 'codice-fiscale', 'vies', 'validation'],
      },
    ),
    m(
      'gdpr-logs',
      'constraint',
      'Nei log e in Sentry niente codice fiscale, IBAN né XML completo delle fatture: solo invoice_id, company_id e identificativo SDI via Log::withContext(). Sentry con send_default_pii = false; Telescope mai attivo in prod.',
      {
        canonical: true,
        files: ['config/logging.php', 'config/sentry.php'],
        tags: ['gdpr', 'logging', 'sentry', 'pii'],
      },
    ),
    m('sentry', 'fact', 'errori su Sentry (region EU, progetto einvoice-app), alert in Slack #einv-alerts', {
      tags: ['sentry', 'monitoring', 'alerts'],
    }),
    m(
      'api-public',
      'convention',
      'API pubblica per i gestionali sotto /api/v1: token Sanctum per company con ability (invoices:write, invoices:read), rate limit 60 req/min per token. Breaking change = /api/v2, la v1 la usano gestionali che non aggiornano per anni.',
      {
        files: ['routes/api.php', 'app/Http/Controllers/Api/V1'],
        tags: ['api', 'sanctum', 'versioning', 'rate-limit'],
      },
    ),
    m(
      'owners',
      'fact',
      'referenti: SDI/FatturaPA Marco Esposito, conservazione e PEC Giulia Romano, billing Stripe/Satispay Luca Ferrari, frontend Livewire Chiara Colombo, infra Aruba Davide Ricci',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'commit e commenti nel codice in inglese, le PR description anche in italiano vanno bene',
      {},
    ),
    m('pref-pr-size', 'preference', 'PR piccole, sotto le 400 righe, se no spezzatele', {}),
    m('cand-octane', 'decision', 'Passare a Laravel Octane (FrankenPHP) per ridurre la latenza.', {
      candidate: true,
      tags: ['octane', 'performance'],
    }),
    m('cand-postgres', 'decision', 'Migrare da MySQL 8 a PostgreSQL 16.', {
      candidate: true,
      tags: ['mysql', 'postgres'],
    }),
    m('cand-inertia', 'decision', 'Riscrivere il frontend da Livewire a Inertia + Vue 3.', {
      candidate: true,
      tags: ['livewire', 'inertia', 'vue'],
    }),
    m(
      'secret-db-it',
      'note',
      'la password del DB è Fatt!Prod2024#mysql (utente einvoice_app su mysql-prod.einv.internal), se la ruotate avvisate Davide',
      {
        secret: 'Fatt!Prod2024#mysql',
      },
    ),
    m(
      'secret-env-stripe',
      'note',
      '.env di produzione (copia di emergenza):\nSTRIPE_KEY=pk_live_51NxQ2bLk9ZrPublicKeyOnly\nSTRIPE_SECRET=sk_live_51NxQ2bLk9ZrT4mW8vYp3HcJd7FsA6eGq1uK0oXnB5iR2tL\nCASHIER_CURRENCY=eur',
      {
        secret: 'sk_live_51NxQ2bLk9ZrT4mW8vYp3HcJd7FsA6eGq1uK0oXnB5iR2tL',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'chiave del webhook Stripe su staging: whsec_8fK2mQ9xL4vR7tW1zY6bN3cD5hJ0sA2e',
      {
        secret: 'whsec_8fK2mQ9xL4vR7tW1zY6bN3cD5hJ0sA2e',
      },
    ),
    m(
      'secret-pec',
      'note',
      'password della casella PEC fatture@pec.einvoice-app.it: Pec#Aruba-5521x — non cambiatela, è configurata anche sul fallback SDI',
      {
        secret: 'Pec#Aruba-5521x',
      },
    ),
    m(
      'secret-p12',
      'note',
      'certificato client SDICoop in storage/sdi/client.p12, la password del p12 è Sdi-Coop!7743qz (il certificato scade a settembre 2027)',
      {
        secret: 'Sdi-Coop!7743qz',
      },
    ),
    m(
      'secret-aruba-root',
      'note',
      'accesso alle VM Aruba Cloud: utente root, password Ar!Cloud-9931kp (solo da VPN ufficio)',
      {
        secret: 'Ar!Cloud-9931kp',
      },
    ),
    m(
      'secret-conservazione',
      'note',
      'chiave API Aruba Conservazione (produzione): acs_live_4f8e2a9c7b1d6e3f0a5c8b2d, header X-Api-Key',
      {
        secret: 'acs_live_4f8e2a9c7b1d6e3f0a5c8b2d',
      },
    ),
    m(
      'secret-satispay',
      'note',
      'passphrase della chiave privata Satispay (storage/satispay/private.pem): Sat1spay#Pr1v-2290',
      {
        secret: 'Sat1spay#Pr1v-2290',
      },
    ),
    m(
      'secret-spid-json',
      'note',
      'config aggregatore SPID (da incollare in .env come JSON):\n{"issuer":"https://id.namirial.example/oidc","client_id":"einvoice-app-prod","client_secret":"nMr-0idc-Pr0d-x7Kq2Wv9Lz"}',
      {
        secret: 'nMr-0idc-Pr0d-x7Kq2Wv9Lz',
      },
    ),
    m(
      'secret-mysql-url',
      'note',
      'Metabase legge dalla replica: mysql://einv_ro:Ro9!xQw2Lp5z@mysql-replica.einv.internal:3306/einvoice',
      {
        secret: 'Ro9!xQw2Lp5z',
      },
    ),
    m(
      'secret-ghp',
      'note',
      'token GitHub usato da composer per i pacchetti privati sul server: ghp_R4nD0mT0k3nF0rC0mp0s3rAuth9xY2zQ1w',
      {
        secret: 'ghp_R4nD0mT0k3nF0rC0mp0s3rAuth9xY2zQ1w',
      },
    ),
    m(
      'secret-firma-remota',
      'note',
      'firma remota Aruba Sign per le fatture PA: utente einv_sign, password Fr3m0ta!Sign88, dominio firma einvoice',
      {
        secret: 'Fr3m0ta!Sign88',
      },
    ),
  ],
  sessions: [
    {
      id: 'fatt-session-1',
      age: 10,
      turns: [
        said(
          'ciao, dobbiamo gestire le note di credito parziali, dai prima un occhio a app/Services/FatturaPA/XmlBuilder.php',
        ),
        replied(
          "XmlBuilder supporta già TipoDocumento TD04, ma non compila DatiFattureCollegate con il riferimento alla fattura d'origine.",
        ),
        said(
          "ok allora: ogni nota di credito deve avere DatiFattureCollegate con IdDocumento e Data della fattura originale, sempre, anche se è parziale. E la NC si crea solo partendo da una fattura già presente nel sistema, niente note di credito 'libere'",
          {
            key: 's-nc-collegate',
            type: 'constraint',
          },
        ),
        replied('Aggiungo il vincolo nel form object CreditNoteForm e in XmlBuilder.'),
        said(
          'e le note di credito vanno su un sezionale NC separato, con numerazione propria per anno, non mischiate con le fatture',
          {
            key: 's-nc-sezionale',
            type: 'decision',
          },
        ),
        replied('Ok. Potrei anche firmare XAdES tutte le fatture, B2B incluse, così il flusso è uniforme.'),
        said("no dai, lascia com'è"),
        replied('Va bene, nessuna firma sulle B2B.'),
        said('quanti scarti abbiamo avuto ieri?'),
        replied(
          'Dalla tabella sdi_notifications: 37 NS, quasi tutti codice 00305 (IdFiscaleIVA del cessionario non valido).',
        ),
        said(
          "mamma mia. allora da adesso: se la partita IVA del cliente non ha mai passato la verifica (checksum + VIES per gli esteri UE), il bottone 'Invia allo SDI' è disabilitato e si vede il motivo. meglio bloccare prima che prendere lo scarto",
          {
            key: 's-piva-block',
            type: 'constraint',
          },
        ),
        replied('Aggiungo lo stato customers.vat_verified_at e il controllo in IssueInvoice.'),
        said(
          'ti incollo la chiave ristretta di Stripe che uso per lo script di riconciliazione: rk_live_51NxQ2bRestrictedK3yZ9mW4vT8pL2sX6c',
          {
            secret: 'rk_live_51NxQ2bRestrictedK3yZ9mW4vT8pL2sX6c',
          },
        ),
        replied(
          'Grazie, lo script legge i pagamenti del mese e li confronta con le fatture sul sezionale SAAS.',
        ),
        said(
          "ah, la copia di cortesia PDF: la generiamo dall'XML con spatie/laravel-pdf, e in alto deve esserci scritto 'Copia di cortesia — il documento fiscalmente valido è quello trasmesso tramite SDI'. sempre, anche per le PA",
          {
            key: 's-pdf-courtesy',
            type: 'convention',
          },
        ),
        replied('Aggiornato il template resources/views/pdf/invoice.blade.php.'),
        said(
          'ultima cosa: gli export massivi per il commercialista (zip di XML e PDF) si fanno sempre in coda e si scaricano da un link firmato valido 24 ore. mai come allegato email, pesano e girano in chiaro',
          {
            key: 's-bulk-export',
            type: 'convention',
          },
        ),
        replied('Ok, ExportForAccountant diventa un job sulla coda pdf con URL::temporarySignedRoute.'),
        said('perfetto grazie'),
      ],
    },
    {
      id: 'fatt-session-2',
      age: 3,
      turns: [
        said('raga, horizon sta accumulando job su sdi-inbound, look at app/Jobs/ProcessSdiNotification.php'),
        replied(
          'Il controller SOAP di ricezione fa parsing e aggiornamento dello stato dentro la request, poi dispatcha un job che rifà lo stesso lavoro.',
        ),
        said(
          "allora, regola: l'endpoint di ricezione notifiche SDI risponde subito. salva l'XML grezzo in sdi_inbound_raw, dispatch del job e basta. niente parsing nella request, altrimenti lo SDI va in timeout e ci rimanda tutto",
          {
            key: 's-inbound-ack',
            type: 'convention',
          },
        ),
        replied('Spostato il parsing in ProcessSdiNotification, il controller ora fa solo store + dispatch.'),
        said(
          "e per gli scarti NS: notifica in-app + email al tenant entro 5 minuti, col codice errore tradotto in un messaggio umano in italiano (es. 00305 → 'La partita IVA del cliente non è valida')",
          {
            key: 's-ns-notify',
            type: 'decision',
          },
        ),
        replied('Aggiungo una mappa codici → messaggi in lang/it/sdi_errors.php.'),
        replied('Già che ci siamo, passo tutto su Octane per avere meno latenza sugli endpoint SOAP?'),
        said('no, Octane non ora'),
        said(
          "the SDICoop client cert expires in September 2027 — set up an alert 60 days before, it's the kind of thing we forget and then nothing goes out",
          {
            key: 's-cert-expiry',
            type: 'convention',
          },
        ),
        replied(
          'Aggiunto command sdi:check-certificate schedulato ogni giorno, alert su Slack #einv-alerts.',
        ),
        said('top, grazie'),
      ],
    },
  ],
  prompts: [
    p('aggiungi il supporto alle note di credito parziali in XmlBuilder', [
      's-nc-collegate',
      's-nc-sezionale',
      'fatturapa-version',
      'iva-rounding',
      'no-edit-after-send',
    ]),
    p('il cliente vuole correggere una fattura già consegnata, aggiungi un bottone "modifica"', [
      'no-edit-after-send',
      's-nc-collegate',
    ]),
    p('posso cancellare una fattura in stato MC? il cliente dice che non l’ha mai ricevuta', [
      'no-edit-after-send',
      'sdi-notifications',
    ]),
    p('una fattura è stata scartata 7 giorni fa, il cliente vuole reinviarla con lo stesso numero', [
      'ns-resend',
      'ns-resend-claim',
    ]),
    p('implementa il reinvio di una fattura scartata in app/Actions/Invoices/ResendRejectedInvoice.php', [
      'ns-resend',
      'ns-resend-claim',
      'sdi-filename',
      'sdi-job-no-retry',
    ]),
    p('abbiamo preso 00404 fattura duplicata su una decina di tenant stamattina', [
      'numbering',
      'incident-dup-number',
      'sdi-job-no-retry',
    ]),
    p('metti $tries = 3 e backoff esponenziale su SendInvoiceToSdi, va in timeout spesso', [
      'sdi-job-no-retry',
      'horizon',
    ]),
    p("come assegniamo il numero fattura? serve per l'import massivo da Excel", ['numbering']),
    p('le note di credito usano la stessa numerazione delle fatture?', ['s-nc-sezionale', 'numbering']),
    p('nuovo sezionale "B" per le fatture del negozio online', ['numbering']),
    p('lo SDI ci scarta per differenza di 2 centesimi nel riepilogo IVA', ['iva-rounding', 'money-decimal']),
    p('@app/Services/FatturaPA/RiepilogoCalculator.php calcola l’IVA riga per riga, è giusto?', [
      'iva-rounding',
    ]),
    p('usa float per i prezzi nel nuovo import CSV, tanto poi arrotondiamo', ['money-decimal']),
    p('aggiungi la colonna sconto_percentuale su invoice_lines', [
      'mysql-charset',
      'migrations',
      'money-decimal',
    ]),
    p('modifica la migration 2024_03_create_invoices_table per aggiungere un indice', [
      'migrations',
      'mysql-charset',
    ]),
    p('quando serve il bollo sulla fattura?', ['bollo', 'bollo-claim']),
    p('fattura di un forfettario da 500 euro, genera l’XML corretto', [
      'forfettario',
      'bollo',
      'fatturapa-version',
    ]),
    p('report del bollo virtuale del trimestre per pagare l’F24', ['bollo']),
    p('fattura a un comune: cosa cambia nell’XML?', [
      'codice-destinatario',
      'firma-pa',
      'split-payment',
      'fatturapa-version',
      'sdi-notifications',
    ]),
    p('la ASL ci ha rifiutato la fattura con EC02, come la gestiamo?', [
      'sdi-notifications',
      'no-edit-after-send',
      's-nc-collegate',
    ]),
    p('ImportoPagamento per un cliente in split payment include l’IVA?', ['split-payment']),
    p('deduci lo split payment dal fatto che il cliente è una PA, così non serve il flag', ['split-payment']),
    p('firma XAdES anche per le fatture B2B, così siamo più sicuri', ['firma-pa', 'firma-b2b-claim']),
    p('il servizio di firma remota Aruba va in errore sulle fatture PA', ['firma-pa']),
    p('cliente privato senza partita IVA, che CodiceDestinatario metto?', ['codice-destinatario']),
    p('fattura a un cliente tedesco, che codice destinatario?', [
      'codice-destinatario',
      'estero-via-sdi',
      'piva-validation',
    ]),
    p('dobbiamo ancora fare l’esterometro trimestrale?', ['estero-via-sdi']),
    p('registra l’acquisto di servizi da Google Ireland come integrazione', ['estero-via-sdi']),
    p('inviamo ancora le fatture allo SDI via PEC?', ['sdi-sdicoop']),
    p('che canale usiamo per lo SDI e dove sta il client?', ['sdi-sdicoop']),
    p('la PEC verso sdi01 non parte da ieri, come facciamo a inviare?', ['sdi-sdicoop', 'pec-mail']),
    p('lo SDI ci rimanda le notifiche più volte, sembra che vada in timeout sul nostro endpoint', [
      's-inbound-ack',
      'sdi-sdicoop',
    ]),
    p('@app/Http/Controllers/Sdi/RicezioneNotificheController.php aggiungi il parsing della NE', [
      's-inbound-ack',
      'sdi-notifications',
    ]),
    p('gestisci la notifica di decorrenza termini per le PA', ['sdi-notifications']),
    p('che nome deve avere il file XML per lo SDI?', ['sdi-filename']),
    p('per il reinvio dopo scarto riusiamo lo stesso nome file?', ['sdi-filename', 'ns-resend']),
    p('scarto "file non conforme al formato" su una descrizione con l’emoji 🚚', ['xml-latin1']),
    p('nella descrizione riga i clienti scrivono "€ 50 di anticipo" e prendiamo scarto', ['xml-latin1']),
    p('il cliente vuole allegare un PDF da 9 MB alla fattura', ['xml-size']),
    p('scadenza per inviare una fattura differita di marzo?', ['scadenze-invio']),
    p('aggiungi un promemoria per le fatture immediate non ancora inviate', ['scadenze-invio', 'scheduler']),
    p('fai un comando schedulato che chiude le bozze vecchie ogni notte', ['scheduler', 'tz']),
    p('i created_at sono in ora italiana o UTC?', ['tz', 'tz-claim']),
    p('la data fattura di una emessa alle 00:30 risulta del giorno prima', ['tz', 'tz-claim']),
    p('decine di scarti 00305 oggi, cosa possiamo fare lato app?', ['s-piva-block', 'piva-validation']),
    p('aggiungi il controllo VIES nel form Livewire del cliente, on blur', ['piva-validation', 'livewire-3']),
    p('ValidCodiceFiscale accetta anche codici con omocodia?', ['piva-validation']),
    p('il tenant non riceve nessun avviso quando una fattura viene scartata', [
      's-ns-notify',
      'sdi-notifications',
    ]),
    p('traduci i codici di errore SDI in messaggi per gli utenti', ['s-ns-notify', 'ui-italian']),
    p('genera la copia di cortesia PDF per la fattura', ['s-pdf-courtesy', 'horizon-pdf-oom']),
    p('Browsershot va in memory exhausted sulla coda pdf, alzo maxProcesses a 6?', ['horizon-pdf-oom']),
    p('il commercialista vuole tutti gli XML di gennaio via email in uno zip', [
      's-bulk-export',
      'tenant-scope',
    ]),
    p('nuovo export CSV delle fatture per cliente', [
      'tenant-scope',
      'incident-tenant-leak',
      's-bulk-export',
    ]),
    p('query veloce con DB::table("invoices") per il report fatturato mensile', [
      'tenant-scope',
      'incident-tenant-leak',
    ]),
    p('nel job ProcessPassiveInvoice la fattura viene salvata sul tenant sbagliato', ['tenant-scope']),
    p('scarica le fatture passive e sbusta i p7m', ['passive-invoices']),
    p('le fatture passive vanno in conservazione anche loro?', [
      'conservazione-esterna',
      'conservazione-rules',
    ]),
    p('come facciamo la conservazione sostitutiva?', ['conservazione-esterna']),
    p('basta il backup su Object Storage per la conservazione?', ['conservazione-esterna']),
    p('un tenant chiude l’account e chiede di cancellare tutte le fatture (GDPR)', [
      'conservazione-rules',
      'gdpr-logs',
    ]),
    p('SendToConservazione fallisce per metadati mancanti sul pacchetto di versamento', [
      'conservazione-esterna',
    ]),
    p('manda un sollecito di pagamento formale al cliente moroso', ['pec-mail', 'pec-no-marketing']),
    p('usiamo la PEC per la newsletter di novità del prodotto? ha un tasso di apertura altissimo', [
      'pec-no-marketing',
    ]),
    p('config/mail.php: aggiungi il mailer per le ricevute PEC', ['pec-mail', 'secrets-env']),
    p('login con SPID, l’utente ha cambiato email e ora gli crea un account nuovo', [
      'spid-link-account',
      'spid-aggregator',
    ]),
    p('aggiungi login con CIE', ['spid-aggregator', 'spid-link-account']),
    p('come funziona il login SPID adesso? devo rinnovare i metadata SAML?', ['spid-aggregator']),
    p('un commercialista senza SPID deve per forza attivare la 2FA?', ['password-policy']),
    p('registrazione utente: validazione della password', ['password-policy']),
    p('aggiungi il piano "Studio Plus" agli abbonamenti', ['stripe-cashier', 'own-invoices']),
    p('attiva Stripe Tax così non calcoliamo noi l’IVA sugli abbonamenti', [
      'stripe-cashier',
      'own-invoices',
    ]),
    p('il webhook Stripe invoice.paid arriva due volte e generiamo due fatture', [
      'stripe-webhook',
      'own-invoices',
    ]),
    p('crea una route /webhooks/stripe custom per gestire i rimborsi', ['stripe-webhook']),
    p('un cliente paga con Stripe, serve emettere fattura o basta la ricevuta Stripe?', ['own-invoices']),
    p('aggiungi Satispay anche per il piano mensile', ['payments-satispay']),
    p('la callback Satispay dice ACCEPTED, attiva subito il piano senza altre chiamate', ['satispay-verify']),
    p('possiamo rimettere PayPal come metodo di pagamento?', ['payments-satispay']),
    p('quali metodi di pagamento accettiamo per l’abbonamento?', ['payments-satispay']),
    p('Stripe ci addebita 100 volte l’importo del piano', ['payments-cents', 'money-decimal']),
    p('script di riconciliazione tra pagamenti Stripe e fatture sul sezionale SAAS', [
      'own-invoices',
      'payments-cents',
    ]),
    p('horizon: aggiungi una coda per le verifiche VIES', ['horizon', 'piva-validation']),
    p('siamo ancora sulla coda database?', ['horizon']),
    p('un utente normale riesce ad aprire /horizon', ['horizon']),
    p('lo scheduler gira due volte, una per VM app', ['scheduler']),
    p('aggiungi un componente Livewire per la ricerca clienti con autocompletamento', [
      'livewire-3',
      'livewire-props',
      'tenant-scope',
    ]),
    p('migra InvoiceForm da app/Http/Livewire al nuovo namespace', ['livewire-3']),
    p('wire:model non aggiorna il totale mentre scrivo la quantità', ['livewire-3']),
    p('nel componente EditInvoice c’è public $companyId, l’utente potrebbe cambiarlo dal browser?', [
      'livewire-props',
      'tenant-scope',
    ]),
    p('passa la chiave API del cliente al componente Livewire come proprietà pubblica', [
      'livewire-props',
      'secrets-env',
    ]),
    p('riscriviamo il frontend in Inertia + Vue?', ['livewire-3']),
    p('nel backoffice Filament aggiungi una pagina con gli scarti di tutti i tenant', [
      'filament-admin',
      'sdi-notifications',
    ]),
    p('il totale in fattura mostra 1234.5 invece di 1.234,50 €', ['number-format']),
    p('in XML il prezzo unitario esce come "12,50"', ['number-format', 'fatturapa-version']),
    p('aggiungi il messaggio "Fattura inviata" nel toast', ['ui-italian']),
    p('logga l’XML completo della fattura quando lo SDI la scarta, così facciamo debug', ['gdpr-logs']),
    p('errore 500 sul form delle fatture in prod, dove trovo lo stack trace?', ['sentry']),
    p('attiva Telescope in produzione per un giorno per debuggare', ['gdpr-logs']),
    p('aggiungi ai log il codice fiscale del cliente', ['gdpr-logs']),
    p('nuovo endpoint API per i gestionali per leggere lo stato SDI di una fattura', [
      'api-public',
      'sdi-notifications',
      'tenant-scope',
    ]),
    p('cambia il formato della risposta di /api/v1/invoices', ['api-public']),
    p('scrivi un test Pest per l’invio allo SDI', ['tests-pest', 'tests-no-sdi']),
    p('usiamo sqlite in memoria nei test per andare più veloci?', ['tests-pest']),
    p('in CI possiamo chiamare l’ambiente di test dello SDI per essere sicuri?', ['tests-no-sdi']),
    p('valida l’XML generato in un test', ['tests-no-sdi', 'fatturapa-version']),
    p('larastan trova 40 errori nuovi, li aggiungo alla baseline', ['lint']),
    p('la CI fallisce su pint, che preset usiamo?', ['lint', 'ci']),
    p('aggiorna il middleware di trust proxies, dov’è il Kernel?', ['laravel-11']),
    p('su che versione di Laravel siamo?', ['laravel-11']),
    p('dove mettiamo il nuovo task schedulato?', ['laravel-11', 'scheduler']),
    p('deploya il fix del bollo oggi, è il 15 del mese', ['deploy-freeze', 'deployer']),
    p('dopo il deploy i job Horizon girano ancora col codice vecchio', ['deployer']),
    p('come si fa il deploy in produzione?', ['deployer', 'ci']),
    p('dove mettiamo la chiave API del nuovo conservatore?', ['secrets-env']),
    p('posso committare il .env.example con STRIPE_SECRET=sk_test_xxx?', ['env-example']),
    p('mi mandi la password della PEC su Slack?', ['pec-password-where']),
    p('dove sono ospitati i server? i clienti chiedono se i dati restano in Italia', ['hosting-aruba-cloud']),
    p('come carico un file in produzione via FTP?', ['hosting-aruba-cloud', 'deployer']),
    p('il certificato client SDICoop quando scade? mettiamo un controllo', ['s-cert-expiry']),
    p('passiamo a Octane per gli endpoint SOAP?', []),
    p('chi segue la conservazione?', ['owners']),
    p('ho una PR da 1200 righe per il refactor di XmlBuilder, va bene?', ['pref-pr-size']),
    p('scrivi il commit message per questa modifica', ['pref-english-code']),
    p('migriamo a Postgres? MySQL ci sta stretto', ['mysql-charset']),
    p('come si fa un left join in Eloquent?', []),
    p('grazie mille, funziona', []),
    p('come faccio squash degli ultimi 3 commit?', []),
    p('differenza tra array_map e collect()->map in PHP?', []),
    p('ok committa', []),
    p('spiegami la differenza tra XAdES e CAdES in generale', []),
    p('regex per validare un IBAN italiano?', []),
    p('what is the difference between readonly classes and readonly properties in PHP 8.2?', []),
    p('fammi un riassunto del diff', []),
    p('come si scrive un enum backed in PHP?', []),
    p('perfetto, chiudiamo qui', []),
    p('che font usate nel terminale?', []),
  ],
});
