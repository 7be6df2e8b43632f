// A Greek private-clinic network's patient booking and billing platform: online booking, ΗΔΙΚΑ e-prescription and
// ΕΟΠΥΥ referrals/claims, AADE myDATA e-invoicing, Viva Wallet payments. The team writes mostly in Greek, sometimes
// Greeklish and English. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rails-clinic-gr',
  stack:
    'Ruby 3.3 + Rails 7.1 (Hotwire/Turbo, Stimulus, importmap), PostgreSQL 15, Sidekiq 7 + Redis 7, ΗΔΙΚΑ e-syntagografisi API, ΕΟΠΥΥ claims, AADE myDATA via e-invoicing provider, Viva Wallet (Smart Checkout + Cloud Terminal), Yuboto SMS, RSpec + Cuprite + VCR, Kamal 2 on Hetzner, GitHub Actions',
  memories: [
    m(
      'jobs-delayed',
      'fact',
      'τα background jobs τρέχουν με delayed_job (πίνακας delayed_jobs στην ίδια βάση), ο worker σηκώνεται με bin/delayed_job start στο ίδιο VM με το app',
      {
        fact: 'background jobs | run_on | delayed_job',
        age: 760,
        tags: ['jobs', 'delayed_job'],
      },
    ),
    m(
      'hdika-soap',
      'fact',
      'ΗΔΙΚΑ e-syntagografisi: SOAP web services, client με savon στο lib/hdika/soap_client.rb, WS-Security username token ανά γιατρό.',
      {
        fact: 'hdika integration | protocol | SOAP',
        files: ['lib/hdika/soap_client.rb'],
        age: 700,
        tags: ['hdika', 'soap', 'e-prescription'],
      },
    ),
    m(
      'pg-13',
      'fact',
      'production βάση: PostgreSQL 13 σε δικό μας CX41 στη Hetzner (Falkenstein), backups με pgbackrest κάθε βράδυ σε Storage Box',
      {
        fact: 'database | version | PostgreSQL 13',
        age: 650,
        tags: ['postgres', 'hetzner', 'database'],
      },
    ),
    m(
      'pay-everypay',
      'fact',
      'Οι online προκαταβολές πληρώνονται μέσω Everypay (tokenization με everypay.js, δικός μας wrapper στο lib/everypay/).',
      {
        fact: 'online payments | provider | Everypay',
        files: ['lib/everypay'],
        age: 610,
        tags: ['payments', 'everypay'],
      },
    ),
    m(
      'kamal1-traefik',
      'fact',
      'deploy με kamal 1.x, μπροστα traefik σαν proxy. το healthcheck και τα TLS certs ρυθμίζονται με traefik labels στο config/deploy.yml',
      {
        files: ['config/deploy.yml'],
        age: 540,
        tags: ['kamal', 'traefik', 'deploy'],
      },
    ),
    m(
      'system-selenium',
      'fact',
      'system specs: capybara + selenium-webdriver + headless chrome, το webdrivers gem κατεβάζει τον chromedriver',
      {
        age: 520,
        files: ['spec/support/capybara.rb'],
        tags: ['rspec', 'system-specs', 'selenium'],
      },
    ),
    m(
      'mydata-direct',
      'fact',
      'ΑΠΥ και τιμολόγια πάνε κατευθείαν στο myDATA REST API (κανάλι ERP, SendInvoices) από το MydataSubmitJob. Το MARK που γυρνάει το κρατάμε στο invoices.mark.',
      {
        fact: 'invoices | transmitted_via | myDATA ERP channel',
        files: ['app/jobs/mydata_submit_job.rb'],
        age: 500,
        tags: ['mydata', 'aade', 'invoices'],
      },
    ),
    m(
      'react-widget',
      'fact',
      'Το public booking widget (embed στα sites των κλινικών) είναι React 17, bundle με jsbundling-rails + esbuild, κώδικας στο app/javascript/widget/.',
      {
        files: ['app/javascript/widget'],
        age: 460,
        tags: ['widget', 'react', 'esbuild'],
      },
    ),
    m(
      'slot-15',
      'convention',
      'default διάρκεια ραντεβού 15 λεπτά για όλες τις ειδικότητες, εκτός από υπερήχους που είναι 30. σταθερές στο Booking::SLOT_MINUTES',
      {
        age: 450,
        files: ['app/services/booking/slot_finder.rb'],
        tags: ['booking', 'slots'],
      },
    ),
    m(
      'jobs-sidekiq',
      'decision',
      'Φύγαμε οριστικά από το delayed_job. Όλα τα jobs είναι πλέον Sidekiq 7 πάνω σε Redis 7 (ActiveJob adapter :sidekiq). Ο λόγος: τη Δευτέρα το πρωί οι ~9.000 υπενθυμίσεις SMS κλείδωναν τον πίνακα delayed_jobs και κόλλαγε όλο το booking. Queues: critical, hdika, eopyy, invoicing, sms, default, low (config/sidekiq.yml).',
      {
        fact: 'background jobs | run_on | Sidekiq',
        supersedes: 'jobs-delayed',
        canonical: true,
        age: 420,
        files: ['config/sidekiq.yml'],
        reason: 'lock contention on delayed_jobs during the Monday SMS burst',
        tags: ['jobs', 'sidekiq', 'redis'],
      },
    ),
    m(
      'cancel-24h',
      'constraint',
      'ακύρωση χωρίς χρέωση μέχρι 24 ώρες πριν το ραντεβού, μετά η προκαταβολή δεν επιστρέφεται',
      {
        age: 380,
        files: ['app/models/cancellation_policy.rb'],
        tags: ['cancellation', 'deposit'],
      },
    ),
    m(
      'hdika-rest',
      'decision',
      'Η ΗΔΙΚΑ μας έδωσε πρόσβαση στο νέο REST API (JSON, OAuth2 client credentials για τον φορέα + ΑΜΚΑ γιατρού σε header σε κάθε κλήση). Ο client ξαναγράφτηκε με Faraday στο app/clients/hdika/ και το savon βγήκε εντελώς από το Gemfile. Όποιος βρει ακόμα αναφορά στο lib/hdika/soap_client.rb, τη σβήνει.',
      {
        fact: 'hdika integration | protocol | REST/JSON',
        supersedes: 'hdika-soap',
        age: 300,
        files: ['app/clients/hdika'],
        tags: ['hdika', 'rest', 'faraday', 'e-prescription'],
      },
    ),
    m(
      'pg-15',
      'fact',
      'Πήγαμε σε Postgres 15 (pg_upgrade --link, Σάββατο βράδυ, ~40 λεπτά downtime). Primary πλέον σε dedicated AX52 στο Falkenstein, streaming replica στο Helsinki. MERGE και ICU collations επιτρέπονται κανονικά.',
      {
        fact: 'database | version | PostgreSQL 15',
        supersedes: 'pg-13',
        age: 280,
        tags: ['postgres', 'upgrade', 'hetzner', 'replica'],
      },
    ),
    m(
      'pay-viva',
      'decision',
      'Από τον Μάρτιο όλες οι πληρωμές πάνε από Viva Wallet: online προκαταβολές με Smart Checkout (create order -> redirect -> webhook) και στη ρεσεψιόν τα POS της Viva μέσω Cloud Terminal API. Το Everypay το κλείνουμε, τίποτα καινούργιο εκεί. Κώδικας: app/services/payments/viva/.',
      {
        fact: 'online payments | provider | Viva Wallet',
        supersedes: 'pay-everypay',
        age: 240,
        files: ['app/services/payments/viva'],
        reason: 'ένας πάροχος για online και POS, φθηνότερη προμήθεια',
        tags: ['payments', 'viva', 'pos', 'smart-checkout'],
      },
    ),
    m(
      'widget-turbo',
      'decision',
      'Πετάξαμε το React απ το widget. Τώρα είναι iframe με Turbo Frames και τρία Stimulus controllers (booking_calendar, slot_picker, patient_form). Φύγαν esbuild, jsbundling και node από το Docker image, το build έπεσε στο 1/4.',
      {
        supersedes: 'react-widget',
        age: 230,
        files: ['app/javascript/controllers', 'app/views/widget'],
        tags: ['widget', 'turbo', 'stimulus', 'hotwire'],
      },
    ),
    m(
      'kamal2',
      'decision',
      'Kamal 2. Traefik δεν υπάρχει πια — το TLS (Let’s Encrypt) και τα zero-downtime deploys τα κάνει το kamal-proxy, healthcheck στο /up. Τα secrets διαβάζονται από το .kamal/secrets, ποτέ hardcoded στο deploy.yml.',
      {
        supersedes: 'kamal1-traefik',
        age: 210,
        files: ['config/deploy.yml', '.kamal/secrets'],
        tags: ['kamal', 'kamal-proxy', 'deploy'],
      },
    ),
    m(
      'slot-per-service',
      'decision',
      'Η διάρκεια ραντεβού δεν είναι πια global. Κάθε ClinicService έχει duration_minutes και buffer_minutes, τα ορίζει ο κάθε γιατρός από το admin, και ο SlotFinder διαβάζει μόνο από εκεί. Αν δεις hardcoded 15άρι κάπου, είναι bug.',
      {
        supersedes: 'slot-15',
        age: 190,
        files: ['app/services/booking/slot_finder.rb', 'app/models/clinic_service.rb'],
        tags: ['booking', 'slots', 'duration'],
      },
    ),
    m(
      'system-cuprite',
      'convention',
      'system specs τρέχουν με cuprite (ferrum, CDP κατευθείαν στο chrome). selenium, webdrivers και chromedriver βγήκαν. Στο CI οι system specs από 11 λεπτά σε 4.',
      {
        supersedes: 'system-selenium',
        age: 180,
        files: ['spec/support/cuprite.rb'],
        tags: ['rspec', 'system-specs', 'cuprite'],
      },
    ),
    m(
      'mydata-provider',
      'decision',
      'Με την υποχρεωτική ηλεκτρονική τιμολόγηση σταματήσαμε να στέλνουμε μόνοι μας στην ΑΑΔΕ. Όλα τα παραστατικά εκδίδονται μέσω του παρόχου (Epsilon Smart): εκείνος παίρνει MARK, UID και QR και μας τα επιστρέφει. Client: app/services/einvoicing/provider_client.rb, job: IssueInvoiceJob. Ο παλιός κώδικας SendInvoices μένει ΜΟΝΟ για ακυρώσεις παραστατικών του 2024.',
      {
        fact: 'invoices | transmitted_via | e-invoicing provider',
        supersedes: 'mydata-direct',
        canonical: true,
        age: 160,
        files: ['app/services/einvoicing/provider_client.rb', 'app/jobs/issue_invoice_job.rb'],
        tags: ['mydata', 'aade', 'e-invoicing', 'provider', 'invoices'],
      },
    ),
    m(
      'cancel-12h',
      'decision',
      'Μετά τα παράπονα (και κουβέντα με τη νομική) το δωρεάν παράθυρο ακύρωσης είναι πλέον 12 ώρες. Αν ακυρώσει πιο κοντά, τα 20€ της προκαταβολής δεν χάνονται: μένουν σαν πίστωση (patient_credits) για το επόμενο ραντεβού. Όλα στο CancellationPolicy.',
      {
        supersedes: 'cancel-24h',
        age: 90,
        files: ['app/models/cancellation_policy.rb'],
        tags: ['cancellation', 'deposit', 'credits'],
      },
    ),
    m(
      'viva-webhook',
      'constraint',
      'Viva webhooks: το GET στο ίδιο URL πρέπει να επιστρέφει {"Key": ...} (verification key από το API). Κάθε POST event το επιβεβαιώνουμε ξανατραβώντας τη συναλλαγή (GET /checkout/v2/transactions/{id}). Πληρωμή δεν γίνεται ποτέ paid μόνο από το body του webhook.',
      {
        files: ['app/controllers/webhooks/viva_controller.rb'],
        tags: ['viva', 'webhook', 'payments', 'security'],
      },
    ),
    m(
      'viva-ip-claim',
      'fact',
      'ta webhooks tis viva den theloun verification, ftanei to ip allowlist sto kamal-proxy, to body einai axiopisto',
      {
        disputes: 'viva-webhook',
        tags: ['viva', 'webhook'],
      },
    ),
    m(
      'pos-mydata-link',
      'constraint',
      'Διασύνδεση POS με ERP: κάθε πληρωμή με κάρτα στη ρεσεψιόν μπαίνει στο παραστατικό με paymentMethodDetails type 7 (POS / e-POS) μαζί με το transactionId και την υπογραφή (ProvidersSignature) που επιστρέφει το τερματικό της Viva. Χωρίς αυτά ο πάροχος απορρίπτει την ΑΠΥ.',
      {
        files: ['app/services/payments/viva/terminal.rb', 'app/services/einvoicing/payload_builder.rb'],
        tags: ['pos', 'mydata', 'viva', 'e-invoicing'],
      },
    ),
    m(
      'vat-exempt',
      'constraint',
      'Οι ιατρικές πράξεις απαλλάσσονται από ΦΠΑ (άρθρο 22 ΚΦΑ) -> vatCategory 7 (0%) και vatExemptionCategory 7. ΠΡΟΣΟΧΗ: ιατρικά πιστοποιητικά για δίπλωμα οδήγησης, ασφαλιστικές, άδεια οπλοφορίας κλπ δεν είναι θεραπευτική πράξη, μπαίνει 24%. Όλη η λογική στο Invoicing::VatResolver, όχι σε views/controllers.',
      {
        files: ['app/services/invoicing/vat_resolver.rb'],
        tags: ['vat', 'mydata', 'invoices', 'certificates'],
      },
    ),
    m(
      'invoice-types',
      'fact',
      'τύποι παραστατικών: ιδιώτης ασθενής -> 11.2 ΑΠΥ, ασφαλιστική εταιρεία (Interamerican, NN, Ευρωπαϊκή Πίστη κτλ) -> 2.1 Τιμολόγιο Παροχής Υπηρεσιών. Πιστωτικά: 11.4 για λιανική, 5.1 για τιμολόγια.',
      {
        tags: ['mydata', 'invoices', 'credit-note'],
      },
    ),
    m(
      'invoice-immutable',
      'constraint',
      'Παραστατικό που έχει MARK ΔΕΝ αλλάζει ποτέ. Ούτε update ούτε destroy στο invoices/invoice_lines. Λάθος ποσό ή λάθος ΑΦΜ => πιστωτικό και νέο παραστατικό. Το Invoice έχει before_update guard που πετάει exception αν υπάρχει mark.',
      {
        canonical: true,
        reaffirm: 12,
        files: ['app/models/invoice.rb'],
        tags: ['invoices', 'mydata', 'immutable'],
      },
    ),
    m(
      'mydata-timing',
      'constraint',
      'Η ΑΠΥ εκδίδεται (και παίρνει MARK από τον πάροχο) τη στιγμή της πληρωμής, πριν τυπωθεί ή σταλεί στον ασθενή. Βραδινό batch δεν κάνουμε.',
      {
        tags: ['mydata', 'invoices', 'e-invoicing'],
      },
    ),
    m(
      'mydata-batch-claim',
      'fact',
      'τα παραστατικα λιανικης μπορουν να διαβιβαστουν μεχρι το τελος της ημερας, γι αυτο υπαρχει το cron στις 23:30 που τα μαζευει ολα',
      {
        disputes: 'mydata-timing',
        files: ['config/schedule.yml'],
        tags: ['mydata', 'cron'],
      },
    ),
    m(
      'amka-validate',
      'convention',
      'ΑΜΚΑ: 11 ψηφία, τα 6 πρώτα είναι η ημ/νία γέννησης σε DDMMYY και το τελευταίο ψηφίο ελέγχου είναι Luhn. Validation στο AmkaValidator (app/validators/amka_validator.rb). Αλλοδαποί χωρίς ΑΜΚΑ: ΠΑΑΥΠΑ ή αρ. διαβατηρίου, με patients.id_document_type.',
      {
        files: ['app/validators/amka_validator.rb'],
        tags: ['amka', 'validation', 'patients'],
      },
    ),
    m(
      'amka-encrypted',
      'constraint',
      "patients.amka και patients.afm είναι `encrypts :amka, deterministic: true` (Active Record Encryption) για να δουλεύει το find_by. Raw SQL WHERE amka = '...' δεν θα βρει τίποτα, πάντα μέσω του model.",
      {
        files: ['app/models/patient.rb'],
        tags: ['amka', 'encryption', 'patients', 'gdpr'],
      },
    ),
    m(
      'amka-plain-claim',
      'fact',
      'to amka einai plain text sto patients.amka me unique index, to psaxneis kai apo to psql xwris thema',
      {
        disputes: 'amka-encrypted',
        tags: ['amka', 'patients'],
      },
    ),
    m(
      'no-pii-logs',
      'constraint',
      'Στα logs ΠΟΤΕ ΑΜΚΑ, ονοματεπώνυμο, διάγνωση ή κωδικούς ICD-10. Το config.filter_parameters έχει :amka, :afm, :diagnosis, :icd10, :notes. Στο Sentry πάει μόνο το patient_id.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['config/initializers/filter_parameter_logging.rb'],
        tags: ['logging', 'gdpr', 'pii', 'sentry'],
      },
    ),
    m(
      'gdpr-retention',
      'constraint',
      'Ιατρικός φάκελος: 20 χρόνια για κλινικές, 10 για ιδιωτικά ιατρεία (Κώδικας Ιατρικής Δεοντολογίας, άρθρο 14). Άρα σε αίτημα διαγραφής GDPR δεν κάνουμε hard delete σε patients/encounters, κάνουμε anonymize μόνο τα στοιχεία επικοινωνίας (Patients::Anonymizer).',
      {
        files: ['app/services/patients/anonymizer.rb'],
        tags: ['gdpr', 'retention', 'patients'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'config.time_zone = "Athens" και στη βάση όλα timestamptz σε UTC. Τα slots υπολογίζονται σε Europe/Athens και αποθηκεύονται UTC. Προσοχή στις Κυριακές αλλαγής ώρας (τελευταία Μαρτίου/Οκτωβρίου).',
      {
        tags: ['timezone', 'utc', 'athens', 'dst'],
      },
    ),
    m(
      'tz-local-claim',
      'fact',
      'τα appointments.starts_at ειναι timestamp without time zone σε ωρα Ελλαδας, ετσι τα θελουν οι γραμματειες στα exports',
      {
        disputes: 'tz-utc',
        tags: ['timezone', 'appointments'],
      },
    ),
    m(
      'double-booking',
      'constraint',
      "Το μόνο που μας προστατεύει από διπλοκράτηση είναι το exclusion constraint στο appointments (btree_gist: doctor_id WITH =, tstzrange(starts_at, ends_at) WITH &&, WHERE status <> 'cancelled'). Μην το αντικαταστήσετε με validation σε Ruby, σε race condition περνάει.",
      {
        canonical: true,
        files: ['db/structure.sql', 'app/models/appointment.rb'],
        tags: ['booking', 'double-booking', 'postgres', 'constraint'],
      },
    ),
    m(
      'slot-hold',
      'convention',
      'Στο online booking το slot "κρατιέται" με Redis SET NX EX 900 (key hold:doctor:{id}:{starts_at_iso8601}). Αν η πληρωμή δεν ολοκληρωθεί σε 15 λεπτά το slot ελευθερώνεται και ο ασθενής ξεκινάει από την αρχή.',
      {
        files: ['app/services/booking/slot_hold.rb'],
        tags: ['booking', 'redis', 'slot-hold'],
      },
    ),
    m(
      'incident-double-book',
      'incident',
      'Νοέμβρης: δύο ασθενείς κλείσανε την ίδια ώρα στον καρδιολόγο της Γλυφάδας. Το hold στο Redis έληγε στα 5 λεπτά ενώ το Viva checkout άφηνε 10, και το constraint δεν είχε μπει ακόμα στο παλιό partition. Fix: hold 15 λεπτά, ξαναέλεγχος του key πριν το confirm, exclusion constraint σε όλο τον πίνακα.',
      {
        files: ['app/services/booking/slot_hold.rb', 'app/services/booking/confirm.rb'],
        tags: ['incident', 'double-booking', 'redis', 'viva'],
      },
    ),
    m(
      'redis-two',
      'fact',
      'Έχουμε δύο Redis: redis-queue (maxmemory-policy noeviction) για Sidekiq και slot holds, και redis-cache (allkeys-lru) για Rails.cache. Slot holds στο cache Redis = θα γίνουν evict, μην το κάνετε.',
      {
        files: ['config/redis.yml'],
        tags: ['redis', 'sidekiq', 'cache'],
      },
    ),
    m(
      'referral-flow',
      'fact',
      'Παραπεμπτικό ΕΟΠΥΥ: ο ασθενής φέρνει barcode (13 ψηφία), η ρεσεψιόν το σκανάρει, κάνουμε "εκτέλεση" στην ΗΔΙΚΑ και μόνο με επιτυχές response το encounter γίνεται eopyy_covered. Η συμμετοχή του ασθενή (συνήθως 15%, 0% για ευπαθείς ομάδες) έρχεται στο response, δεν την υπολογίζουμε εμείς.',
      {
        files: ['app/services/referrals/execute.rb'],
        tags: ['eopyy', 'referral', 'hdika', 'barcode'],
      },
    ),
    m(
      'hdika-test-env',
      'fact',
      'dev/staging μιλάνε μόνο με το test περιβάλλον της ΗΔΙΚΑ. Οι συνταγές εκεί είναι ψεύτικες, τα ΑΜΚΑ από τη λίστα δοκιμαστικών ασθενών που μας έστειλαν (spec/fixtures/hdika/test_patients.yml).',
      {
        files: ['spec/fixtures/hdika/test_patients.yml'],
        tags: ['hdika', 'staging', 'test-env'],
      },
    ),
    m(
      'hdika-no-prod-tests',
      'constraint',
      'Κανένα spec δεν χτυπάει την ΗΔΙΚΑ, ούτε καν το test env. WebMock.disable_net_connect! και VCR cassettes στο spec/cassettes/hdika/. Αν αλλάξει το API, ξαναγράφεις cassette τοπικά με HDIKA_RECORD=1 και φιλτράρεις τα tokens.',
      {
        files: ['spec/cassettes/hdika', 'spec/support/vcr.rb'],
        tags: ['hdika', 'vcr', 'webmock', 'tests'],
      },
    ),
    m(
      'hdika-rate',
      'constraint',
      'ΗΔΙΚΑ: το πολύ 5 req/s ανά φορέα, αλλιώς 429, και αν συνεχίσεις σε κόβουν για μια ώρα. Το queue hdika έχει concurrency 2 (sidekiq-limit_fetch). Μην το ανεβάσετε.',
      {
        files: ['config/sidekiq.yml'],
        tags: ['hdika', 'rate-limit', 'sidekiq'],
      },
    ),
    m(
      'hdika-password-rotate',
      'constraint',
      'Οι κωδικοί των γιατρών στην ΗΔΙΚΑ λήγουν κάθε 90 μέρες και δεν τους αποθηκεύουμε πουθενά. Ο γιατρός τους δίνει στο login της βάρδιας, κρατάμε μόνο το access token στο encrypted session cookie με TTL 8 ώρες.',
      {
        tags: ['hdika', 'passwords', 'session'],
      },
    ),
    m(
      'eopyy-deadline',
      'constraint',
      'Υποβολή δαπανών ΕΟΠΥΥ: μηνιαία, μέχρι τις 10 του επόμενου μήνα, ανά συμβεβλημένο κωδικό μονάδας. Το EopyySubmissionJob τρέχει στις 2 του μήνα ώστε να προλαβαίνουμε διορθώσεις.',
      {
        files: ['app/jobs/eopyy_submission_job.rb'],
        tags: ['eopyy', 'claims', 'deadline'],
      },
    ),
    m(
      'eopyy-deadline-claim',
      'fact',
      'ο ΕΟΠΥΥ δέχεται υποβολές μέχρι το τέλος του επόμενου μήνα, οπότε αν αργήσουμε λίγο δεν τρέχει τίποτα',
      {
        disputes: 'eopyy-deadline',
        tags: ['eopyy', 'claims'],
      },
    ),
    m(
      'rebate-clawback',
      'fact',
      'Rebate & clawback: αυτά που τελικά πληρώνει ο ΕΟΠΥΥ είναι μειωμένα (κλιμακωτό rebate + clawback ανά εξάμηνο). Στα reports εσόδων δείχνουμε πάντα δύο στήλες, "αιτηθέν" και "εκτιμώμενο εισπρακτέο". Ποτέ μόνο το αιτηθέν.',
      {
        files: ['app/reports/eopyy_revenue_report.rb'],
        tags: ['eopyy', 'rebate', 'clawback', 'reports'],
      },
    ),
    m(
      'money-cents',
      'convention',
      "Ποσά: integer cents (amount_cents) με money-rails, νόμισμα EUR. Float πουθενά. Η συμμετοχή ΕΟΠΥΥ στρογγυλεύεται ROUND_HALF_UP στα 2 δεκαδικά, όχι banker's rounding.",
      {
        tags: ['money', 'rounding', 'eopyy'],
      },
    ),
    m(
      'clinics',
      'fact',
      'Το δίκτυο: 6 μονάδες (Αμπελόκηποι = έδρα, Γλυφάδα, Μαρούσι, Πειραιάς, Καλαμαριά, Ηράκλειο). Μία εταιρεία, ένα ΑΦΜ: κάθε μονάδα είναι υποκατάστημα, στο myDATA issuer.branch 0-5 (0 η έδρα). Κάθε μονάδα έχει δικό κωδικό σύμβασης ΕΟΠΥΥ.',
      {
        fact: 'clinic network | size | 6 units, one ΑΦΜ',
        age: 330,
        tags: ['clinics', 'branches', 'mydata', 'eopyy'],
      },
    ),
    m(
      'multitenancy',
      'convention',
      'Όλα τα queries είναι scoped σε Current.clinic (acts_as_tenant). Cross-clinic βλέπει μόνο ο ρόλος network_admin. Στα jobs περνάς ρητά clinic_id και τυλίγεις με ActsAsTenant.with_tenant(clinic) { ... }.',
      {
        files: ['app/models/current.rb'],
        tags: ['multitenancy', 'acts_as_tenant', 'clinics', 'jobs'],
      },
    ),
    m(
      'pundit',
      'convention',
      'Authorization με Pundit. Ο γιατρός βλέπει ιστορικό μόνο ασθενών που έχει δει ή έχουν ραντεβού μαζί του. Η ρεσεψιόν βλέπει στοιχεία επικοινωνίας και οικονομικά, ΟΧΙ διαγνώσεις/σημειώσεις. policy_scope παντού, το after_action :verify_policy_scoped είναι στο ApplicationController.',
      {
        files: ['app/policies'],
        tags: ['pundit', 'authorization', 'roles'],
      },
    ),
    m(
      'audit-log',
      'constraint',
      'Κάθε άνοιγμα ιατρικού φακέλου γράφεται στο access_logs (ποιος, πότε, ποιος ασθενής, IP). Το θέλει η ΑΠΔΠΧ και το ISO 27001 του δικτύου. Μην το παρακάμπτετε με .unscoped ή raw queries σε controllers.',
      {
        files: ['app/models/access_log.rb', 'app/controllers/concerns/audits_record_access.rb'],
        tags: ['audit', 'gdpr', 'medical-record'],
      },
    ),
    m(
      'hotwire',
      'convention',
      'UI = Hotwire. Turbo Frames για το ημερολόγιο του γιατρού, Turbo Streams (broadcasts_refreshes) για live ενημέρωση στη ρεσεψιόν. Νέο JS μόνο σαν Stimulus controller στο app/javascript/controllers/, με importmap. Node/npm δεν ξαναμπαίνει.',
      {
        files: ['app/javascript/controllers', 'config/importmap.rb'],
        tags: ['hotwire', 'turbo', 'stimulus', 'importmap'],
      },
    ),
    m(
      'note-turbo-flicker',
      'note',
      'αν το ημερολογιο κανει flicker με τα broadcasts, βαλε data-turbo-permanent στο sidebar και turbo_refreshes_with method: :morph, scroll: :preserve στο layout',
      {
        files: ['app/views/layouts/application.html.erb', 'app/views/calendars'],
        tags: ['turbo', 'morph', 'calendar', 'flicker'],
      },
    ),
    m(
      'greek-search',
      'convention',
      'Αναζήτηση ασθενών: unaccent + lower και "ς" -> "σ", σε generated column patients.search_name με GIN trigram index. Ο χρήστης μπορεί να γράψει "ΠΑΠΑΔΟΠΟΥΛΟΣ", "παπαδοπουλος" ή "papadopoulos" (greeklish, περνάει από Greeklish.to_greek) και πρέπει να βρει τον Παπαδόπουλο. Για ORDER BY ονομάτων: COLLATE "el-GR-x-icu", αλλιώς τα τονισμένα πάνε στο τέλος.',
      {
        files: ['app/models/patient.rb', 'lib/greeklish.rb'],
        tags: ['search', 'greek', 'unaccent', 'trigram', 'collation'],
      },
    ),
    m(
      'sms-yuboto',
      'fact',
      'SMS μέσω Yuboto (OMNI API), sender id "IATREIA". Υπενθύμιση 24 ώρες πριν και δεύτερη 2 ώρες πριν το ραντεβού, SmsReminderJob στο queue sms.',
      {
        files: ['app/jobs/sms_reminder_job.rb', 'app/clients/yuboto_client.rb'],
        tags: ['sms', 'yuboto', 'reminders'],
      },
    ),
    m(
      'sms-gsm',
      'convention',
      'Κείμενα SMS: ΚΕΦΑΛΑΙΑ ελληνικά χωρίς τόνους (SmsText.gsm_safe), ώστε να χωράνε στο GSM-7 και να είναι 160 χαρακτήρες. Με πεζά ελληνικά πάει σε UCS-2 (70 χαρ.) και πληρώνουμε 2-3 SMS για μία υπενθύμιση.',
      {
        files: ['app/lib/sms_text.rb'],
        tags: ['sms', 'gsm7', 'encoding', 'greek'],
      },
    ),
    m(
      'sms-consent',
      'constraint',
      'Marketing SMS μόνο σε ασθενείς με patients.marketing_consent_at NOT NULL. Οι υπενθυμίσεις ραντεβού δεν θέλουν συγκατάθεση (εκτέλεση σύμβασης), οι προσφορές για check-up θέλουν.',
      {
        tags: ['sms', 'gdpr', 'consent', 'marketing'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'Τηλέφωνα αποθηκεύονται σε E.164 (+30...) με phonelib. SMS μόνο σε κινητά (ελληνικά: +3069...), στα σταθερά 21x/231x όχι.',
      {
        tags: ['phone', 'e164', 'sms'],
      },
    ),
    m(
      'factories',
      'convention',
      'FactoryBot: η :patient factory βγάζει έγκυρο ΑΜΚΑ από το spec/support/amka_generator.rb. Πραγματικά ΑΜΚΑ σε fixtures/seeds απαγορεύονται, ούτε το δικό σου ούτε της μάνας σου.',
      {
        files: ['spec/factories/patients.rb', 'spec/support/amka_generator.rb'],
        tags: ['factory_bot', 'amka', 'tests'],
      },
    ),
    m(
      'migrations',
      'convention',
      'strong_migrations είναι ενεργό. Index πάντα με algorithm: :concurrently + disable_ddl_transaction!. Μεγάλα backfills σε ξεχωριστό job, όχι μέσα στο migration. db/structure.sql (όχι schema.rb) λόγω του exclusion constraint.',
      {
        files: ['db/migrate', 'db/structure.sql'],
        tags: ['migrations', 'strong_migrations', 'postgres'],
      },
    ),
    m(
      'sidekiq-idempotent',
      'constraint',
      'Jobs που μιλάνε με ΗΔΙΚΑ / ΕΟΠΥΥ / πάροχο τιμολόγησης / Viva είναι idempotent: κάθε εξωτερικό request έχει idempotency key στο external_requests (unique (provider, idempotency_key)). Το Sidekiq κάνει retry και το έχουμε πληρώσει ήδη.',
      {
        files: ['app/models/external_request.rb'],
        tags: ['sidekiq', 'idempotency', 'retries'],
      },
    ),
    m(
      'incident-double-apy',
      'incident',
      'Ιούνης: ο πάροχος έκανε timeout στα 30s, το IssueInvoiceJob ξανάτρεξε και βγήκαν 2 ΑΠΥ με διαφορετικό MARK για την ίδια πληρωμή (37 περιπτώσεις). Τις διορθώσαμε με πιστωτικά 11.4 μία-μία. Από τότε idempotency key = payment.uuid στο request του παρόχου και lookup πριν από κάθε retry.',
      {
        files: ['app/jobs/issue_invoice_job.rb'],
        tags: ['incident', 'mydata', 'duplicates', 'sidekiq'],
      },
    ),
    m(
      'pdf-receipts',
      'fact',
      'PDF αποδείξεων με Prawn και Noto Sans (TTF στο app/assets/fonts), η Helvetica του Prawn δεν έχει ελληνικά και βγάζει κουτάκια. Το QR του παρόχου μπαίνει υποχρεωτικά κάτω δεξιά μαζί με MARK και UID.',
      {
        files: ['app/pdfs/receipt_pdf.rb', 'app/assets/fonts'],
        tags: ['pdf', 'prawn', 'fonts', 'qr'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: rubocop (rubocop-rails-omakase), brakeman, bundler-audit, rspec με parallel_tests (4 procs). main -> staging αυτόματα, production με kamal deploy από tag vX.Y.Z με manual approval.',
      {
        files: ['.github/workflows/ci.yml', '.rubocop.yml'],
        tags: ['ci', 'github-actions', 'rubocop', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Όχι deploy σε production τις 3 πρώτες εργάσιμες κάθε μήνα (κλείσιμο ΕΟΠΥΥ και λογιστηρίου) και ποτέ Παρασκευή μετά τις 15:00.',
      {
        reaffirm: 20,
        tags: ['deploy', 'freeze', 'production'],
      },
    ),
    m(
      'secrets-1password',
      'convention',
      'Secrets μόνο στο 1Password (vault "Clinic Prod") -> .kamal/secrets με kamal secrets fetch --adapter 1password. Στο repo το .kamal/secrets έχει μόνο αναφορές, π.χ. VIVA_CLIENT_SECRET=$(kamal secrets extract VIVA_CLIENT_SECRET $SECRETS). Κωδικοί σε Slack/Viber όχι.',
      {
        canonical: true,
        files: ['.kamal/secrets'],
        tags: ['secrets', '1password', 'kamal'],
      },
    ),
    m(
      'db-yml-env',
      'convention',
      'στο database.yml μονο password: <%= ENV["DATABASE_PASSWORD"] %>. για τοπικα το .env.example εχει DATABASE_PASSWORD=changeme, αλλαξτε το στο δικο σας .env',
      {
        files: ['config/database.yml', '.env.example'],
        tags: ['database', 'env', 'local-setup'],
      },
    ),
    m(
      'owners',
      'fact',
      'ποιος κάνει τι: booking/ημερολόγιο Ελένη Καραγιάννη, ΗΔΙΚΑ & ΕΟΠΥΥ Νίκος Παπαδάκης, τιμολόγηση/myDATA/Viva Σταύρος Λιάπης, infra/Kamal/Hetzner Γιάννης Μαυρίδης',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'vpn-note',
      'note',
      'Η ΗΔΙΚΑ prod έχει whitelisted μόνο τη στατική IP του Hetzner. Από laptop δεν παίζει, μόνο μέσω bastion (ssh -J deploy@bastion.clinic.internal).',
      {
        age: 330,
        tags: ['hdika', 'network', 'bastion'],
      },
    ),
    m('cand-solid-queue', 'decision', 'Να πάμε σε Solid Queue και να βγάλουμε το Redis από τη μέση.', {
      candidate: true,
      tags: ['jobs', 'solid_queue', 'redis'],
    }),
    m(
      'cand-sms-latin',
      'convention',
      'Όλα τα SMS να γράφονται σε greeklish με λατινικούς για να μην έχουμε θέματα με encoding.',
      {
        candidate: true,
        tags: ['sms', 'greeklish'],
      },
    ),
    m(
      'cand-autocancel',
      'decision',
      'Αυτόματη ακύρωση ραντεβού αν ο ασθενής δεν επιβεβαιώσει το SMS μέσα σε 2 ώρες.',
      {
        candidate: true,
        tags: ['booking', 'sms', 'cancellation'],
      },
    ),
    m(
      'secret-hdika-test',
      'note',
      'ο κωδικός του test γιατρού στην ΗΔΙΚΑ (username drtest_0417) είναι Hd1ka!Test#5520, τον μοιραζόμαστε όλοι στο staging',
      {
        secret: 'Hd1ka!Test#5520',
      },
    ),
    m(
      'secret-viva-env',
      'note',
      '.env.staging για τη Viva:\nVIVA_CLIENT_ID=x7q2m9ktz4.apps.vivapayments.com\nVIVA_CLIENT_SECRET=vV7pQ2mZr9LwX4tBn8Kc\nVIVA_SOURCE_CODE=4821',
      {
        secret: 'vV7pQ2mZr9LwX4tBn8Kc',
      },
    ),
    m(
      'secret-db-yml',
      'note',
      'αν χαλάσει το 1password, το production block ήταν:\nproduction:\n  adapter: postgresql\n  host: 10.0.1.5\n  username: clinic_app\n  password: Kl1n1k3s_Pg15!prod',
      {
        secret: 'Kl1n1k3s_Pg15!prod',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'REDIS_URL=redis://:Rds-9vT4kLq2Xw@10.0.1.7:6379/0 γιa το sidekiq στο staging',
      {
        secret: 'Rds-9vT4kLq2Xw',
      },
    ),
    m(
      'secret-master-key',
      'note',
      'to RAILS_MASTER_KEY tou staging einai 8f3a1c9e7b2d4f6a0c5e9b1d3f7a2c84 (gia to config/credentials/staging.yml.enc)',
      {
        secret: '8f3a1c9e7b2d4f6a0c5e9b1d3f7a2c84',
      },
    ),
    m(
      'secret-sidekiq-web',
      'note',
      'o kwdikos gia to /ops/sidekiq sto staging einai sidekiqAdm1n2024! (user ops), min ton allazete xwris na peite sto kanali',
      {
        secret: 'sidekiqAdm1n2024!',
      },
    ),
    m(
      'secret-registry',
      'note',
      'Το kamal τραβάει images από ghcr.io, KAMAL_REGISTRY_PASSWORD=ghp_R7tK2mX9qL4wZ8vN3bP6yH1jD5sF0gA2cE4u (PAT του bot λογαριασμού)',
      {
        secret: 'ghp_R7tK2mX9qL4wZ8vN3bP6yH1jD5sF0gA2cE4u',
      },
    ),
  ],
  sessions: [
    {
      id: 'clinic-session-1',
      age: 10,
      turns: [
        said(
          'καλημέρα! σήμερα να δούμε το booking για το νέο πολυιατρείο στη Λάρισα. ρίξε μια ματιά πρώτα στο app/services/booking/slot_finder.rb',
        ),
        replied(
          'Ο SlotFinder διαβάζει duration/buffer από ClinicService και τα ωράρια από doctor_schedules. Για Λάρισα δεν υπάρχει ακόμα εγγραφή στο clinics.',
        ),
        said(
          'ναι, ανοίγει την 1η του μήνα. Η Λάρισα θα είναι η 7η μονάδα, branch 6 στο myDATA, και ΔΕΝ έχει ακόμα σύμβαση με ΕΟΠΥΥ — άρα εκεί μόνο ιδιώτες, κανένα παραπεμπτικό.',
          {
            key: 's-larisa-branch',
            type: 'fact',
          },
        ),
        replied(
          'Θα προσθέσω seed για την κλινική με mydata_branch: 6 και eopyy_contract: false, και το Referrals::Execute θα απορρίπτει παραπεμπτικά εκεί.',
        ),
        said(
          'οκ. Και κάτι που το λέγαμε καιρό: online κράτηση το πολύ 60 μέρες μπροστά και το νωρίτερο 2 ώρες από τώρα. Πιο κοντά μόνο τηλεφωνικά από τη γραμματεία.',
          {
            key: 's-booking-window',
            type: 'constraint',
          },
        ),
        replied(
          'Βάζω BOOKING_MIN_LEAD = 2.hours και BOOKING_MAX_AHEAD = 60.days στο Booking::Policy, και ο SlotFinder φιλτράρει με βάση αυτά.',
        ),
        said(
          'α, και οι παιδίατροι δεν παίρνουν προκαταβολή, δεν ζητάμε κάρτα για παιδιά. για όλες τις άλλες ειδικότητες μένει στα 20 ευρώ',
          {
            key: 's-deposit-pediatric',
            type: 'decision',
          },
        ),
        replied('Οκ: deposit_cents = 0 για specialty pediatrics, και εκεί το Smart Checkout παραλείπεται.'),
        said('δοκίμασα στο staging και φάγαμε 500 στο /book, δες λίγο τα logs'),
        replied(
          'Ήταν NoMethodError στο PatientsController#create όταν το phone ήταν nil. Το διόρθωσα και έβαλα spec.',
        ),
        said(
          'για να δεις και τα δεδομένα: DATABASE_URL=postgres://clinic_ro:Ro-Kl1n!ki2024@replica.hel.internal:5432/clinic_production, είναι read-only',
          {
            secret: 'Ro-Kl1n!ki2024',
          },
        ),
        replied(
          'Ευχαριστώ, δεν το αποθηκεύω πουθενά. Στη replica βλέπω 3 ασθενείς με κενό τηλέφωνο από παλιό import.',
        ),
        said(
          'Κανόνας από δω και πέρα: ό,τι αλλάζει στο CancellationPolicy ή στο config/pricing.yml θέλει approve από τον Σταύρο, αλλιώς δεν γίνεται merge.',
          {
            key: 's-pricing-review',
            type: 'convention',
          },
        ),
        replied('Το πρόσθεσα στο CODEOWNERS για app/models/cancellation_policy.rb και config/pricing.yml.'),
        said('σούπερ, ευχαριστώ! γράψε μου κι ένα PR description'),
      ],
    },
    {
      id: 'clinic-session-2',
      age: 4,
      turns: [
        said('geia, exoume thema me to EopyySubmissionJob, to xthesino run vgike me 14 aporripseis'),
        replied(
          'Οι 14 απορρίψεις έχουν όλες "Μη έγκυρη ημερομηνία εκτέλεσης": είναι παραπεμπτικά που εκτελέστηκαν μετά τη λήξη τους.',
        ),
        said(
          'Αυτό δεν πρέπει να ξαναγίνει. Ληγμένο παραπεμπτικό (valid_until από την ΗΔΙΚΑ) δεν εκτελείται ποτέ: η ρεσεψιόν το βλέπει κόκκινο στην οθόνη και ο ασθενής χρεώνεται σαν ιδιώτης.',
          {
            key: 's-referral-expiry',
            type: 'constraint',
          },
        ),
        replied(
          'Βάζω έλεγχο στο Referrals::Execute πριν την κλήση στην ΗΔΙΚΑ και badge "Έληξε" στο Turbo Frame της ρεσεψιόν.',
        ),
        said('ti kairo kanei sti Thessaloniki? o Kostas leei oti vrexei kareklopodara'),
        said(
          'χαχα. Άλλο: πιστωτικά δεν βγάζει ΠΟΤΕ αυτόματα κάποιο job. Μόνο άνθρωπος του λογιστηρίου με ρόλο accountant, από το admin.',
          {
            key: 's-credit-manual',
            type: 'constraint',
          },
        ),
        replied(
          'Θα βάλω CreditNotePolicy#create? μόνο για accountant. Το RefundJob όμως σήμερα βγάζει πιστωτικό αυτόματα.',
        ),
        said('το RefundJob τι ακριβώς κάνει τώρα;'),
        replied(
          'Κάνει refund στη Viva και, αν υπάρχει ΑΠΥ, εκδίδει αυτόματα πιστωτικό 11.4 μέσω του παρόχου.',
        ),
        said(
          'ε αυτό κόβουμε. Το refund στη Viva μένει όπως είναι, το πιστωτικό μπαίνει σε ουρά pending_credit_notes και το εκδίδει το λογιστήριο',
          {
            key: 's-refund-pending',
            type: 'decision',
          },
        ),
        replied(
          'Έγινε: το RefundJob γράφει PendingCreditNote και στο admin υπάρχει λίστα για το λογιστήριο.',
        ),
        said(
          'Και τα reports για ΕΟΠΥΥ βγαίνουν xlsx (caxlsx), όχι csv, γιατί το λογιστήριο ανοίγει τα csv με Excel και τα ελληνικά γίνονται κινέζικα.',
          {
            key: 's-reports-xlsx',
            type: 'convention',
          },
        ),
        replied('Αλλάζω το Reports::EopyyMonthly να παράγει xlsx με caxlsx.'),
        said(
          'btw το api key του παρόχου στο staging είναι epsl_stg_9Kd2Lm7Qx4Vr8Tz1 αν το χρειαστείς για δοκιμές',
          {
            secret: 'epsl_stg_9Kd2Lm7Qx4Vr8Tz1',
          },
        ),
        said(
          'ωραία. και τα ποσά σε όλα τα reports σε ελληνική μορφή, 1.234,56 €, με number_to_currency και locale el, όχι με to_s',
          {
            key: 's-money-format',
            type: 'convention',
          },
        ),
        said('ευχαριστώ πολύ, τα λέμε αύριο'),
      ],
    },
  ],
  prompts: [
    p('φτιάξε ένα Stimulus controller για το slot picker του widget, να κάνει highlight τα διαθέσιμα slots', [
      'widget-turbo',
      'hotwire',
    ]),
    p(
      'Ο SlotFinder βγάζει ακόμα 15λεπτα ραντεβού για τον ορθοπεδικό ενώ στο admin έχει 30, δες το app/services/booking/slot_finder.rb',
      ['slot-per-service'],
    ),
    p('πρόσθεσε validation ΑΜΚΑ στη φόρμα νέου ασθενή @app/models/patient.rb', [
      'amka-validate',
      'amka-encrypted',
      'amka-plain-claim',
    ]),
    p(
      "κάνω στο psql select * from patients where amka = '01018012345' και δεν φέρνει τίποτα ενώ ο ασθενής υπάρχει, γιατί;",
      ['amka-encrypted', 'amka-plain-claim'],
    ),
    p('γράψε το job που εκδίδει την ΑΠΥ αφού πετύχει η πληρωμή στη Viva', [
      'mydata-provider',
      'mydata-timing',
      'mydata-batch-claim',
      'sidekiq-idempotent',
      'incident-double-apy',
      'invoice-types',
    ]),
    p('ο ασθενής πλήρωσε 50€ αλλά η ΑΠΥ λέει 60€, κάνε update το ποσό στο invoice 48211', [
      'invoice-immutable',
      'invoice-types',
      's-credit-manual',
    ]),
    p(
      'viva webhook: η πληρωμή μένει pending ενώ στο dashboard της viva φαίνεται paid, app/controllers/webhooks/viva_controller.rb',
      ['viva-webhook', 'viva-ip-claim', 'pay-viva'],
    ),
    p('add card payment at the reception desk through the viva terminal and issue the receipt', [
      'pay-viva',
      'pos-mydata-link',
      'mydata-provider',
      'mydata-timing',
    ]),
    p('να πάει το EopyySubmissionJob στις 15 του μήνα, βολεύει καλύτερα το λογιστήριο', [
      'eopyy-deadline',
      'eopyy-deadline-claim',
    ]),
    p('θέλω κουμπί "Εκτέλεση παραπεμπτικού" στη ρεσεψιόν με σκανάρισμα barcode', [
      'referral-flow',
      'hdika-rest',
      's-referral-expiry',
      's-larisa-branch',
      'hotwire',
    ]),
    p('γράψε spec για το Hdika::Client#execute_referral', [
      'hdika-no-prod-tests',
      'hdika-rest',
      'hdika-test-env',
      'factories',
    ]),
    p('τρώμε 429 από την ΗΔΙΚΑ κάθε πρωί, να ανεβάσω το concurrency του hdika queue στο 10;', ['hdika-rate']),
    p('report εσόδων ΕΟΠΥΥ ανά κλινική για το λογιστήριο, μηνιαίο', [
      'rebate-clawback',
      's-reports-xlsx',
      's-money-format',
      'multitenancy',
    ]),
    p('πάλι δύο ασθενείς στην ίδια ώρα στον ίδιο γιατρό!! τι γίνεται ρε παιδιά', [
      'double-booking',
      'incident-double-book',
      'slot-hold',
      'redis-two',
    ]),
    p('βάλε ένα validate στο Appointment να μην επικαλύπτονται τα ραντεβού του ίδιου γιατρού', [
      'double-booking',
    ]),
    p('SmsReminderJob: στείλε υπενθύμιση 24 ώρες πριν το ραντεβού', [
      'sms-yuboto',
      'sms-gsm',
      'phone-format',
      'multitenancy',
    ]),
    p('θέλουμε καμπάνια SMS για καρδιολογικό check-up σε όλους τους ασθενείς πάνω από 40', [
      'sms-consent',
      'sms-gsm',
      'phone-format',
    ]),
    p('το ημερολόγιο του γιατρού τρεμοπαίζει κάθε φορά που η ρεσεψιόν κλείνει ραντεβού', [
      'note-turbo-flicker',
      'hotwire',
    ]),
    p('βάλε Rails.logger.info με το ΑΜΚΑ και τη διάγνωση όταν αποτυγχάνει η εκτέλεση στην ΗΔΙΚΑ, για debug', [
      'no-pii-logs',
    ]),
    p('ασθενής ζήτησε διαγραφή όλων των δεδομένων του (GDPR), φτιάξε rake task που τον σβήνει', [
      'gdpr-retention',
      'audit-log',
    ]),
    p('το ραντεβού της 27/10 στις 10:00 φαίνεται στις 11:00 στο ημερολόγιο, μετά την αλλαγή ώρας', [
      'tz-utc',
      'tz-local-claim',
    ]),
    p('ασθενής ακύρωσε 18 ώρες πριν, του επιστρέφουμε την προκαταβολή;', ['cancel-12h']),
    p('allakse to free cancellation window se 6 wres sto CancellationPolicy', [
      'cancel-12h',
      's-pricing-review',
    ]),
    p('migration για unique index στο appointments(doctor_id, starts_at)', ['migrations', 'double-booking']),
    p('kamal deploy fails: "traefik" container not found, see config/deploy.yml', ['kamal2']),
    p('πού βάζω το νέο API key του παρόχου ώστε να το δει το kamal στο production;', [
      'secrets-1password',
      'kamal2',
    ]),
    p('κάνε deploy στο production τώρα, είναι 2 του μήνα 11 το πρωί, βιάζεται το λογιστήριο', [
      'deploy-freeze',
      'ci',
    ]),
    p('system spec για όλο το booking flow του widget (με js)', [
      'system-cuprite',
      'widget-turbo',
      'factories',
    ]),
    p('γιατί το CI ψάχνει chromedriver; Webdrivers::BrowserNotFound στο spec/system', [
      'system-cuprite',
      'ci',
    ]),
    p('η αναζήτηση για "ΓΙΑΝΝΗΣ ΠΑΠΑΔΟΠΟΥΛΟΣ" δεν βρίσκει τον "Γιάννης Παπαδόπουλος"', ['greek-search']),
    p('στη λίστα γιατρών τα ονόματα με Ά και Ό πάνε στο τέλος, θέλω σωστή αλφαβητική σειρά', [
      'greek-search',
    ]),
    p('the receipt PDF shows boxes instead of greek letters and I need to add the QR', ['pdf-receipts']),
    p('πιστοποιητικό υγείας για δίπλωμα οδήγησης, τι ΦΠΑ μπαίνει στην ΑΠΥ;', ['vat-exempt', 'invoice-types']),
    p('τιμολόγιο προς Interamerican για τις 12 επισκέψεις ασφαλισμένων τους τον Μάιο', [
      'invoice-types',
      'vat-exempt',
      'mydata-provider',
    ]),
    p('να βγάλουμε το Redis και να γυρίσουμε στο delayed_job που είναι πιο απλό;', [
      'jobs-sidekiq',
      'redis-two',
    ]),
    p('νέα σελίδα στο admin όπου ο γιατρός βλέπει το ιστορικό του ασθενή', [
      'pundit',
      'audit-log',
      'multitenancy',
      'hotwire',
    ]),
    p('η γραμματεία της Γλυφάδας βλέπει ραντεβού της Καλαμαριάς στο dashboard!!!', [
      'multitenancy',
      'clinics',
    ]),
    p('sidekiq job που κάνει νυχτερινό recalculation των στατιστικών σε όλες τις κλινικές', [
      'multitenancy',
      'jobs-sidekiq',
    ]),
    p('γράψε factory για Patient με ΑΜΚΑ', ['factories', 'amka-validate']),
    p('πώς κρατάω το slot όσο ο ασθενής πληρώνει στο viva checkout;', [
      'slot-hold',
      'redis-two',
      'incident-double-book',
      'pay-viva',
    ]),
    p('νέος παιδίατρος στη Λάρισα, βάλε του προκαταβολή στο booking', [
      's-deposit-pediatric',
      's-larisa-branch',
      's-pricing-review',
    ]),
    p('ασθενής θέλει να κλείσει online για σε μία ώρα από τώρα και δεν του βγάζει κανένα slot, bug;', [
      's-booking-window',
    ]),
    p('ακυρώθηκε ραντεβού με πληρωμένη προκαταβολή και έχει ΑΠΥ, το refund βγάζει και πιστωτικό;', [
      's-credit-manual',
      's-refund-pending',
      'invoice-types',
      'cancel-12h',
    ]),
    p('στο μηνιαίο report ΕΟΠΥΥ τα ποσά βγαίνουν 1234.5, φτιάξ το', [
      's-money-format',
      's-reports-xlsx',
      'money-cents',
    ]),
    p('μπορώ να μιλήσω με την ΗΔΙΚΑ prod από το laptop μου για να δοκιμάσω κάτι στα γρήγορα;', [
      'vpn-note',
      'hdika-test-env',
    ]),
    p('να κρατάμε τον κωδικό ΗΔΙΚΑ του γιατρού στη βάση για να μην τον βάζει κάθε πρωί;', [
      'hdika-password-rotate',
    ]),
    p('θέλω MERGE για upsert στις τιμές υπηρεσιών, το παίζει η βάση μας;', ['pg-15']),
    p('local setup: τι βάζω για password στο config/database.yml;', ['db-yml-env', 'secrets-1password']),
    p('ποιος είναι υπεύθυνος για την τιμολόγηση και τη Viva;', ['owners']),
    p('τι διαφορά έχει το includes από το preload στο ActiveRecord;', []),
    p('ευχαριστώ, δουλεύει!', []),
    p('πώς κάνω interactive rebase τα τελευταία 4 commits;', []),
    p('explain Turbo Streams vs Turbo Frames in general', []),
    p('ok kane commit', []),
    p('τι κάνει το &. στη Ruby;', []),
  ],
});
