// School management SaaS ("Pátio") for a group of private schools in PT and BR: Django 5 + HTMX, django-tenants, Celery, Stripe/Pix/Multibanco, Kamal on Hetzner.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-htmx-school',
  stack:
    'Python 3.12, Django 5.1, HTMX 2 + Alpine.js, Postgres 16, Celery + Redis, django-tenants, Wagtail 6, Stripe, pytest + factory_boy + Playwright, ruff + mypy, Kamal on Hetzner, Sentry',
  memories: [
    // ---------------------------------------------------------------- tenancy
    m(
      'tenants-schema',
      'constraint',
      'django-tenants, one postgres schema per school: lx_atlantico, pt_porto, br_campinas, br_floripa (+ public). request code must NEVER query across schemas. the only place allowed to loop over tenants is apps/reports/cross_tenant.py and it does it explicitly with schema_context(). SHARED_APPS vs TENANT_APPS are in config/settings/base.py — think before moving an app between them',
      {
        files: ['apps/tenants/models.py', 'config/settings/base.py', 'apps/reports/cross_tenant.py'],
        tags: ['django-tenants', 'tenancy', 'schema', 'multitenancy'],
        reason: 'Porto secretaria saw Lisboa students in a search box in the pilot (2024)',
        canonical: true,
        age: 420,
        reaffirm: 4,
      },
    ),
    m(
      'tenants-migrate',
      'convention',
      'never run plain `manage.py migrate`, it only touches public. always `migrate_schemas --shared` and then `migrate_schemas --executor=parallel`. bin/release.sh already does this in the kamal pre-deploy hook',
      {
        files: ['bin/release.sh', '.kamal/hooks/pre-deploy'],
        tags: ['migrations', 'django-tenants', 'deploy'],
        age: 400,
      },
    ),
    m(
      'tenant-users-public',
      'fact',
      'staff users (apps.accounts.User) live in the PUBLIC schema (accounts is in SHARED_APPS) and are linked to schools through Membership(user, school, role). a teacher can belong to 2 schools — e.g. Ana Paiva teaches in Porto and does Lisboa on thursdays. the school switcher in the navbar sets request.tenant via the subdomain',
      {
        files: ['apps/accounts/models.py', 'apps/tenants/models.py'],
        tags: ['users', 'membership', 'django-tenants', 'auth'],
        fact: 'staff users | stored_in | public schema',
        age: 380,
      },
    ),
    m(
      'tenant-users-per-school',
      'fact',
      'each school schema has its own user table, so a teacher who works in two schools has two separate logins',
      {
        fact: 'staff users | stored_in | per-tenant schema',
        inferred: true,
        disputes: 'tenant-users-public',
        tags: ['users', 'django-tenants'],
        age: 22,
      },
    ),
    m(
      'tenant-domains',
      'fact',
      'tenant resolved by hostname: <slug>.patio.school (lisboa., porto., campinas., floripa.). the public wagtail sites (colegioatlantico.pt, escolahorizonte.com.br, colegiomarazul.com.br) are served by the SAME container, our apps/tenants/middleware.py PatioTenantMiddleware extends TenantMainMiddleware and short-circuits for Site domains + /cms/',
      {
        files: ['apps/tenants/middleware.py', 'apps/tenants/models.py'],
        tags: ['domains', 'middleware', 'wagtail', 'django-tenants'],
      },
    ),

    // ---------------------------------------------------------------- htmx / alpine / frontend
    m(
      'htmx-1',
      'fact',
      'frontend is htmx 1.9.10 loaded from unpkg in templates/base.html, with the hx-on="htmx:afterRequest: ..." syntax',
      {
        files: ['templates/base.html'],
        tags: ['htmx', 'frontend'],
        fact: 'frontend | htmx_version | 1.9.10',
        age: 340,
      },
    ),
    m(
      'htmx-2',
      'decision',
      'upgraded htmx 1.9 -> 2.0.4 (Bia, jan). vendored at static/vendor/htmx-2.0.4.min.js, NO cdn anymore because of CSP. gotchas: hx-on now is hx-on:htmx:after-request="..." (one attribute per event), DELETE sends params as query string, and the extensions moved to separate files (we only use head-support + response-targets)',
      {
        files: ['static/vendor/htmx-2.0.4.min.js', 'templates/base.html'],
        tags: ['htmx', 'upgrade', 'frontend'],
        fact: 'frontend | htmx_version | 2.0.4',
        supersedes: 'htmx-1',
        age: 120,
      },
    ),
    m(
      'htmx-partials',
      'convention',
      'htmx endpoints = same view/url as the full page. check request.htmx (django-htmx middleware) and render templates/<app>/partials/_<thing>.html, otherwise the full template. no separate /partials/ urls. partial filenames start with underscore',
      {
        files: ['templates', 'apps/core/htmx.py'],
        tags: ['htmx', 'templates', 'partials', 'views'],
      },
    ),
    m(
      'htmx-csrf',
      'fact',
      'CSRF for htmx is set once on <body hx-headers=\'{"X-CSRFToken": "{{ csrf_token }}"}\'> in templates/base.html. if an hx-post gets 403 it\'s almost always a template that doesn\'t extend base.html (the PWA shell templates/pwa/shell.html was one)',
      {
        files: ['templates/base.html', 'templates/pwa/shell.html'],
        tags: ['htmx', 'csrf', '403'],
      },
    ),
    m(
      'alpine-scope',
      'convention',
      'alpine is for local UI state only: dropdowns, tabs, modals, show/hide. no fetch()/axios inside alpine — anything that talks to the server is htmx. modals use @alpinejs/focus x-trap (focus trap is an a11y requirement, dont remove it). alpine 3.14',
      {
        files: ['static/js/alpine-components.js'],
        tags: ['alpine', 'frontend', 'modals'],
      },
    ),
    m(
      'csp',
      'constraint',
      'strict CSP via django-csp: no inline <script>, no unpkg/jsdelivr, script-src self only. that is why we ship the alpine CSP build (@alpinejs/csp): x-data must reference a component registered with Alpine.data() in static/js/alpine-components.js, inline object literals with methods/expressions break in prod (work in dev bc CSP is report-only there)',
      {
        files: ['config/settings/prod.py', 'static/js/alpine-components.js'],
        tags: ['csp', 'security', 'alpine', 'htmx'],
      },
    ),
    m(
      'hx-trigger-debounce',
      'note',
      'search boxes: hx-trigger="input changed delay:300ms, search". we had 500ms and the secretaria said it felt broken lol',
      { tags: ['htmx', 'search', 'ux'] },
    ),
    m(
      'a11y-htmx-focus',
      'convention',
      'after an htmx swap that re-renders a form with errors, focus goes to the first .is-invalid field (static/js/focus-errors.js listens to htmx:afterSwap). toasts go in #toast-region with aria-live="polite". dont use hx-swap="outerHTML" on the element that currently has focus without restoring it',
      {
        files: ['static/js/focus-errors.js', 'templates/partials/_toasts.html'],
        tags: ['a11y', 'accessibility', 'htmx', 'forms'],
      },
    ),
    m(
      'a11y-wcag',
      'constraint',
      'parent portal + public wagtail sites must be WCAG 2.1 AA (Decreto-Lei 83/2018 in PT, and the BR schools asked for the same). tests/e2e/test_a11y.py runs axe-core via playwright on the main pages and CI fails on serious/critical violations',
      {
        files: ['tests/e2e/test_a11y.py'],
        tags: ['a11y', 'accessibility', 'wcag', 'playwright'],
        canonical: true,
      },
    ),

    // ---------------------------------------------------------------- attendance
    m(
      'attendance-model',
      'fact',
      'apps/attendance/models.py: AttendanceRecord(lesson, student, status, note, recorded_by) unique(lesson, student). status codes: P presente, F falta, FJ falta justificada, A atraso. "falta de material" is a separate model MaterialAbsence, PT only — BR schools dont use it',
      {
        files: ['apps/attendance/models.py'],
        tags: ['attendance', 'chamada', 'faltas', 'models'],
      },
    ),
    m(
      'attendance-lock-midnight',
      'decision',
      'roll call can be edited until 23:59 of the lesson day, then it locks',
      {
        files: ['apps/attendance/views.py'],
        tags: ['attendance', 'lock'],
        fact: 'attendance | edit_window | same day',
        age: 330,
      },
    ),
    m(
      'attendance-lock-48h',
      'decision',
      'changed the chamada lock: teachers now have 48h after the lesson instead of same-day (too many "esqueci-me de fazer a chamada" tickets). after 48h only secretaria',
      {
        files: ['apps/attendance/views.py'],
        tags: ['attendance', 'lock'],
        fact: 'attendance | edit_window | 48 hours',
        supersedes: 'attendance-lock-midnight',
        age: 190,
      },
    ),
    m(
      'attendance-lock-7d',
      'constraint',
      'teachers can edit an attendance record for 7 calendar days after the lesson (settings.ATTENDANCE_EDIT_WINDOW_DAYS = 7, checked in apps/attendance/permissions.py can_edit_record). past that only role=secretaria can change it, from the backoffice, and every change writes an AttendanceChange row (who, before, after, reason) — required for the inspeção',
      {
        files: ['apps/attendance/permissions.py', 'apps/attendance/models.py', 'config/settings/base.py'],
        tags: ['attendance', 'lock', 'audit', 'permissions'],
        fact: 'attendance | edit_window | 7 days',
        supersedes: 'attendance-lock-48h',
        age: 38,
      },
    ),
    m(
      'attendance-threshold-pt',
      'constraint',
      'PT: Estatuto do Aluno (Lei 51/2012) — when unjustified faltas in a disciplina reach 2x the weekly number of tempos of that disciplina, the DT (diretor de turma) and the encarregado de educação must be notified. computed in apps/attendance/services/limits.py, half the limit triggers a soft warning for the DT only',
      {
        files: ['apps/attendance/services/limits.py'],
        tags: ['attendance', 'faltas', 'portugal', 'limits', 'legal'],
      },
    ),
    m(
      'attendance-threshold-br',
      'constraint',
      'BR: frequência mínima 75% da carga horária total do ano (LDB art. 24, VI). we alert the responsável + coordenação when a student drops below 80% so there is time to react. same module apps/attendance/services/limits.py, branch on tenant.country',
      {
        files: ['apps/attendance/services/limits.py'],
        tags: ['attendance', 'frequencia', 'brasil', 'limits', 'legal'],
      },
    ),
    m(
      'attendance-notify-batch',
      'decision',
      "absence notifications to parents are sent ONE batch per day at 10:30 in the school's local time (send_absence_digest, per tenant), not one per record — parents were getting 6 messages a day, one per tempo",
      {
        files: ['apps/notifications/tasks.py', 'config/celery.py'],
        tags: ['attendance', 'notifications', 'whatsapp', 'celery'],
      },
    ),

    // ---------------------------------------------------------------- grades
    m(
      'grades-scales',
      'fact',
      'grade scales: PT ensino básico 1–5 (levels), PT secundário 0–20 valores, BR 0–10 with 1 decimal. GradeScale lives in apps/grades/scales.py and every view/pdf must ask the scale — do not hardcode 20 or 10 anywhere',
      {
        files: ['apps/grades/scales.py'],
        tags: ['grades', 'notas', 'scales'],
      },
    ),
    m(
      'grades-decimal',
      'convention',
      'grades are DecimalField(max_digits=4, decimal_places=2). float is banned in apps/grades (ruff rule + review)',
      {
        files: ['apps/grades/models.py'],
        tags: ['grades', 'decimal'],
      },
    ),
    m(
      'grades-rounding-half-even',
      'fact',
      'final grades are rounded with python round() in apps/grades/services/final.py',
      {
        files: ['apps/grades/services/final.py'],
        tags: ['grades', 'rounding'],
        fact: 'final grades | rounding | round() half-even',
        age: 270,
      },
    ),
    m(
      'grades-rounding-half-up',
      'decision',
      "final/term grades use Decimal.quantize(..., rounding=ROUND_HALF_UP). we used to use round() which is banker's rounding and gave 10 for 10.5 but also 12 for 12.5 → a parent in Lisboa complained, com toda a razão. 9,5 must become 10. one helper: apps/grades/services/final.py round_grade()",
      {
        files: ['apps/grades/services/final.py'],
        tags: ['grades', 'rounding', 'decimal'],
        fact: 'final grades | rounding | ROUND_HALF_UP',
        supersedes: 'grades-rounding-half-even',
        age: 95,
      },
    ),
    m(
      'grades-publish',
      'constraint',
      'term grades are only visible in the parent portal after the conselho de turma publishes the term (Term.published_at not null). drafts must never leak to apps/parents — not even when staff is impersonating a parent',
      {
        files: ['apps/grades/models.py', 'apps/parents/views.py'],
        tags: ['grades', 'parent-portal', 'publish'],
      },
    ),
    m(
      'grades-pauta-pdf',
      'fact',
      'pautas are rendered with WeasyPrint from templates/grades/pauta.html, A4 landscape, footer with the DT name + date of the conselho. heavy queue',
      {
        files: ['templates/grades/pauta.html', 'apps/grades/pdf.py'],
        tags: ['grades', 'pdf', 'weasyprint', 'pauta'],
      },
    ),
    m(
      'porto-excel-import',
      'fact',
      'Porto still sends term grades as the old excel (one sheet per turma) and we import with apps/grades/importers/porto_xlsx.py (openpyxl, header on row 3). temporary until they move to the web form',
      {
        files: ['apps/grades/importers/porto_xlsx.py'],
        tags: ['grades', 'import', 'excel', 'porto'],
        age: 385,
      },
    ),
    m(
      'school-year',
      'fact',
      'ano letivo PT: setembro–julho, Lisboa works in semestres since 2024/25, Porto still 3 períodos. BR: fevereiro–dezembro em bimestres. SchoolYear/Term in apps/academics/models.py — never assume 3 terms',
      {
        files: ['apps/academics/models.py'],
        tags: ['academics', 'terms', 'school-year'],
      },
    ),

    // ---------------------------------------------------------------- timetable
    m(
      'timetable-solver',
      'fact',
      "timetable generation is our own greedy + backtracking in apps/timetable/solver.py, runs as celery task generate_timetable on the 'heavy' queue. lisboa (62 turmas) takes ~4 min, soft_time_limit is 900s",
      {
        files: ['apps/timetable/solver.py', 'apps/timetable/tasks.py'],
        tags: ['timetable', 'horarios', 'solver', 'celery'],
      },
    ),
    m('cand-ortools', 'decision', 'Replace the timetable solver with OR-Tools CP-SAT.', {
      candidate: true,
      tags: ['timetable', 'solver'],
    }),

    // ---------------------------------------------------------------- billing
    m(
      'billing-money',
      'convention',
      'money = integer cents + currency (EUR or BRL), MoneyField from apps/billing/fields.py. no Decimal euros, no floats in billing. format with {% money %} templatetag which knows pt-PT (1 234,50 €) vs pt-BR (R$ 1.234,50)',
      {
        files: ['apps/billing/fields.py', 'apps/billing/templatetags/money.py'],
        tags: ['billing', 'money', 'currency'],
      },
    ),
    m(
      'billing-pt-certified',
      'constraint',
      'Portugal: faturas MUST come from AT-certified software. we never number or create a PT invoice ourselves — apps/billing/providers/invoicexpress.py creates it via the InvoiceXpress API and we store their document id + ATCUD + the QR code string. cancel/correct = nota de crédito via the API too, never delete or edit a local Invoice row that has an ATCUD',
      {
        files: ['apps/billing/providers/invoicexpress.py', 'apps/billing/models.py'],
        tags: ['billing', 'invoices', 'faturas', 'portugal', 'legal', 'invoicexpress'],
        canonical: true,
        reaffirm: 12,
      },
    ),
    m(
      'billing-br-nfse',
      'constraint',
      'Brasil: mensalidade needs NFS-e, emitted through Focus NFe (apps/billing/providers/focusnfe.py). Campinas and Florianópolis have different códigos de serviço and ISS aliquotas — they live in SchoolBillingConfig per tenant, never in code',
      {
        files: ['apps/billing/providers/focusnfe.py', 'apps/billing/models.py'],
        tags: ['billing', 'nfse', 'brasil', 'focus-nfe', 'legal'],
      },
    ),
    m(
      'billing-vat',
      'fact',
      'ensino is VAT exempt in PT (art. 9.º CIVA) but cantina, transporte and most extracurriculares are not. each InvoiceLine has tax_code: ISE + exemption reason M07 for tuition, NOR 23% / INT 13% for the rest. invoicexpress rejects exempt lines without the reason',
      {
        files: ['apps/billing/models.py', 'apps/billing/providers/invoicexpress.py'],
        tags: ['billing', 'vat', 'iva', 'portugal'],
      },
    ),
    m(
      'pix-efi',
      'fact',
      'Pix goes through Efí (ex-Gerencianet) with the mTLS certificate at /etc/patio/efi.p12, cobranças imediatas with 1h expiry',
      {
        tags: ['pix', 'payments', 'brasil', 'efi'],
        fact: 'pix | provider | Efí',
        age: 290,
      },
    ),
    m(
      'pix-stripe',
      'decision',
      "Pix is a Stripe PaymentIntent with payment_method_types=['pix'] and pix.expires_after_seconds=86400; the QR/copia-e-cola comes from next_action. confirmation arrives through the normal stripe webhook apps/billing/webhooks.py, same handler as cards",
      {
        files: ['apps/billing/providers/stripe.py', 'apps/billing/webhooks.py'],
        tags: ['pix', 'payments', 'brasil', 'stripe'],
        fact: 'pix | provider | Stripe',
        supersedes: 'pix-efi',
        age: 72,
      },
    ),
    m(
      'multibanco-ifthenpay',
      'fact',
      'Multibanco references come from ifthenpay (entidade/subentidade per school in SchoolBillingConfig). they confirm payment with a GET callback /billing/ifthenpay/callback?chave=..&entidade=..&referencia=..&valor=.. — validate the anti-phishing key AND that valor matches the invoice amount before marking paid (apps/billing/views/ifthenpay.py)',
      {
        files: ['apps/billing/views/ifthenpay.py'],
        tags: ['multibanco', 'ifthenpay', 'payments', 'portugal', 'callback'],
      },
    ),
    m(
      'billing-webhooks-idempotent',
      'constraint',
      'stripe webhook handler has to be idempotent: insert event.id into ProcessedStripeEvent (unique) inside the same transaction as the side effect, bail if it exists. stripe redelivers for up to 3 days and sometimes sends the same event twice within seconds',
      {
        files: ['apps/billing/webhooks.py', 'apps/billing/models.py'],
        tags: ['billing', 'stripe', 'webhooks', 'idempotency'],
      },
    ),
    m(
      'billing-no-autoretry',
      'decision',
      'NO autoretry on invoice emission tasks (issue_invoice, emit_nfse). a timeout is not a failure — invoicexpress often creates the doc and then times out. failed emissions land on the billing_failed list in the backoffice and the secretaria retries by hand after checking',
      {
        files: ['apps/billing/tasks.py'],
        tags: ['billing', 'celery', 'retries', 'invoices'],
        age: 85,
      },
    ),
    m(
      'incident-double-invoice',
      'incident',
      'incident 2025-02-03: issue_invoice retried after an InvoiceXpress 504 and emitted 143 duplicate faturas for Lisboa. had to issue 143 notas de crédito and call every family. since then we send our Invoice.uuid as the external reference and look it up before creating',
      {
        files: ['apps/billing/tasks.py', 'apps/billing/providers/invoicexpress.py'],
        tags: ['billing', 'incident', 'invoices', 'retries', 'idempotency'],
        age: 84,
      },
    ),
    m(
      'billing-retry',
      'decision',
      'billing celery tasks (issue_invoice, emit_nfse, sync_payments) use autoretry_for=(ProviderError,), max_retries=5, retry_backoff=True — providers are flaky on the 25th when everyone bills at once',
      {
        files: ['apps/billing/tasks.py'],
        tags: ['billing', 'celery', 'retries'],
        disputes: 'billing-no-autoretry',
        age: 48,
      },
    ),
    m(
      'billing-cycle',
      'fact',
      'monthly tuition: generate_monthly_invoices runs on the 25th (beat) for the next month, due date is the 8th. late fee 2% after the 15th (PT) / multa 2% + juros 1% a.m. (BR, CDC limit). no boleto in BR, only Pix and card',
      {
        files: ['apps/billing/tasks.py', 'config/celery.py'],
        tags: ['billing', 'mensalidade', 'invoices', 'due-date'],
      },
    ),
    m(
      'billing-sibling-discount',
      'fact',
      'desconto de irmãos: 2nd child 10%, 3rd and following 15%, ordered by birth date (oldest pays full). applies ONLY to the mensalidade line, not cantina, transporte or atividades. apps/billing/discounts.py',
      {
        files: ['apps/billing/discounts.py'],
        tags: ['billing', 'discounts', 'siblings'],
      },
    ),

    // ---------------------------------------------------------------- notifications
    m(
      'wa-twilio',
      'fact',
      'whatsapp messages to parents go out through Twilio (twilio-python, messaging service MG...)',
      {
        tags: ['whatsapp', 'twilio', 'notifications'],
        fact: 'whatsapp | provider | Twilio',
        age: 360,
      },
    ),
    m(
      'wa-cloud-api',
      'decision',
      'dropped twilio for whatsapp, the per-message markup was ~3x what meta charges. we call the Meta WhatsApp Cloud API directly (Graph v20.0) from apps/notifications/whatsapp.py; delivery statuses come back on apps/notifications/webhooks.py, verified with X-Hub-Signature-256 using the app secret',
      {
        files: ['apps/notifications/whatsapp.py', 'apps/notifications/webhooks.py'],
        tags: ['whatsapp', 'meta', 'cloud-api', 'notifications'],
        fact: 'whatsapp | provider | Meta Cloud API',
        supersedes: 'wa-twilio',
        age: 150,
      },
    ),
    m(
      'wa-templates',
      'constraint',
      'outside the 24h customer service window we can only send approved templates. current ones: falta_aluno_pt, falta_aluno_br, fatura_emitida_pt, fatura_emitida_br, lembrete_pagamento_pt, lembrete_pagamento_br. approval at meta takes 1–2 days and they reject pt-PT text that reads like marketing — never merge code that calls a template that isnt approved yet',
      {
        files: ['apps/notifications/whatsapp.py', 'apps/notifications/templates_registry.py'],
        tags: ['whatsapp', 'templates', 'meta', 'notifications'],
      },
    ),
    m(
      'wa-optin',
      'constraint',
      'only message guardians with whatsapp_opt_in=True AND whatsapp_opt_in_at set (Meta policy + LGPD/RGPD). everyone else gets email. opt-in is collected in the matrícula form, never assumed',
      {
        files: ['apps/parents/models.py', 'apps/notifications/services.py'],
        tags: ['whatsapp', 'consent', 'opt-in', 'lgpd', 'gdpr'],
      },
    ),
    m(
      'notif-quiet-hours',
      'convention',
      'no notifications to parents between 21:00 and 08:00 school local time. anything produced in that window gets queued and goes out at 08:00 (notifications.services.schedule_or_send)',
      {
        files: ['apps/notifications/services.py'],
        tags: ['notifications', 'quiet-hours', 'timezone'],
      },
    ),

    // ---------------------------------------------------------------- auth
    m(
      'auth-staff-google-oauth',
      'fact',
      'staff sign in with Google OAuth through django-allauth, restricted to the school workspace domains',
      {
        tags: ['auth', 'google', 'allauth', 'staff'],
        fact: 'staff | login | Google OAuth (allauth)',
        age: 320,
      },
    ),
    m(
      'auth-staff-saml',
      'fact',
      'staff login is SAML 2.0 (djangosaml2 + pysaml2) against each school IdP: Lisboa and Porto are Google Workspace SAML apps, Campinas is Microsoft Entra, Floripa Google. IdP metadata url + cert per tenant in SchoolSSOConfig (apps/accounts/saml.py). when a school rotates its IdP cert we must refresh the metadata or every login fails with signature errors',
      {
        files: ['apps/accounts/saml.py', 'apps/accounts/models.py'],
        tags: ['auth', 'saml', 'sso', 'staff', 'google-workspace', 'entra'],
        fact: 'staff | login | SAML',
        supersedes: 'auth-staff-google-oauth',
        age: 155,
      },
    ),
    m(
      'auth-parents',
      'fact',
      'parents (encarregados/responsáveis) log in with email + password via django-allauth, optional "Continuar com Google", optional TOTP MFA. parents never go through SAML',
      {
        files: ['apps/parents/auth.py'],
        tags: ['auth', 'parents', 'allauth', 'mfa'],
      },
    ),
    m(
      'auth-impersonation',
      'constraint',
      'django-hijack only for is_superuser, every hijack is logged to HijackLog. hijacking a parent is allowed only with a support ticket id in the form and shows a red banner; hijacking a student account is blocked completely',
      {
        files: ['apps/accounts/hijack.py'],
        tags: ['auth', 'hijack', 'impersonation', 'support'],
      },
    ),

    // ---------------------------------------------------------------- privacy / minors
    m(
      'minors-data',
      'constraint',
      "students are minors: no student PII (name, NIF, CPF, birth date, health) in logs, Sentry events, celery task args or URLs. pass ids. config/sentry.py before_send scrubs the known fields but don't rely on it. RGPD + LGPD art. 14 (melhor interesse da criança)",
      {
        files: ['config/sentry.py'],
        tags: ['privacy', 'gdpr', 'lgpd', 'minors', 'pii', 'sentry', 'logging'],
        canonical: true,
        reaffirm: 6,
      },
    ),
    m(
      'photo-consent',
      'constraint',
      "student photos only shown if there's a ConsentRecord(kind='image', granted=True) for the CURRENT school year. the public wagtail sites never pull student photos from the app, the comms team uploads their own",
      {
        files: ['apps/privacy/models.py'],
        tags: ['privacy', 'photos', 'consent', 'minors'],
      },
    ),
    m(
      'health-data',
      'constraint',
      'health info (alergias, medicação, NEE reports) is special category data. only roles enfermaria and diretor_turma/coordenador see it; never in exports, CSVs, pautas or whatsapp',
      {
        files: ['apps/students/models.py', 'apps/students/permissions.py'],
        tags: ['privacy', 'health', 'minors', 'exports'],
      },
    ),
    m(
      'nif-cpf',
      'convention',
      'NIF and CPF stored encrypted (EncryptedCharField in apps/core/crypto.py, Fernet, keys from FIELD_ENCRYPTION_KEYS, first key encrypts, all decrypt). lookups go through nif_hash/cpf_hash (HMAC-SHA256), you cannot filter on the encrypted column',
      {
        files: ['apps/core/crypto.py', 'apps/students/models.py'],
        tags: ['privacy', 'encryption', 'nif', 'cpf'],
      },
    ),
    m(
      'lgpd-dpo',
      'note',
      'any NEW export/report that contains student data needs an ok from Marta Lopes (DPO for the group) — link her approval in the PR description or the PR doesnt get merged',
      { tags: ['privacy', 'dpo', 'exports', 'process'] },
    ),

    // ---------------------------------------------------------------- i18n
    m(
      'i18n-locales',
      'fact',
      'UI languages: pt-PT, pt-BR, en. default language comes from tenant.country (PT → pt-pt, BR → pt-br), users can switch to en. LOCALE_PATHS = [BASE_DIR / "locale"], pt_PT and pt_BR are separate .po files — never copy BR strings into PT (ônibus/autocarro, celular/telemóvel, tela/ecrã, cadastro/registo)',
      {
        files: [
          'locale/pt_PT/LC_MESSAGES/django.po',
          'locale/pt_BR/LC_MESSAGES/django.po',
          'config/settings/base.py',
        ],
        tags: ['i18n', 'translation', 'pt-pt', 'pt-br', 'locale'],
      },
    ),
    m(
      'i18n-workflow',
      'convention',
      'every user-facing string in gettext / {% translate %} / {% blocktranslate %}. `make messages` runs makemessages -l pt_PT -l pt_BR -l en --ignore=node_modules --ignore=cms. translations are done in Weblate (Marta + the secretarias review), so dont hand-edit the .po files beyond the msgid, just push and weblate picks them up',
      {
        files: ['Makefile', 'locale'],
        tags: ['i18n', 'weblate', 'gettext', 'makemessages'],
      },
    ),
    m(
      'i18n-terms',
      'convention',
      'terminology differs: PT "encarregado de educação" / BR "responsável", PT "diretor de turma" / BR "coordenador", PT "período/semestre" / BR "bimestre". use pgettext with context ("guardian", "class_lead", "term") so each locale can translate it its own way — plain gettext("Encarregado de educação") will show up on the brazilian portal',
      {
        tags: ['i18n', 'terminology', 'pgettext'],
      },
    ),

    // ---------------------------------------------------------------- PWA
    m(
      'pwa-online-only',
      'decision',
      'the teachers PWA is online-only: offline roll call was removed because sync conflicts created wrong faltas. sw.js only caches static assets, when navigator.onLine is false the PWA shows a banner and disables the chamada form',
      {
        files: ['static/pwa/sw.js', 'apps/pwa/views.py'],
        tags: ['pwa', 'offline', 'attendance', 'service-worker'],
        age: 70,
      },
    ),
    m(
      'pwa-offline',
      'fact',
      'teachers PWA supports offline chamada: records are queued in IndexedDB (static/pwa/queue.js) and POSTed to /api/pwa/attendance/sync when connectivity returns; server keeps the record with the latest client_recorded_at',
      {
        files: ['static/pwa/queue.js', 'apps/pwa/api.py'],
        tags: ['pwa', 'offline', 'attendance', 'indexeddb'],
        disputes: 'pwa-online-only',
        age: 28,
      },
    ),
    m(
      'pwa-sw-version',
      'convention',
      'bump CACHE_VERSION in static/pwa/sw.js in every deploy that touches js/css used by the PWA. if you forget, teachers run yesterday’s js for days (iOS is the worst)',
      {
        files: ['static/pwa/sw.js'],
        tags: ['pwa', 'service-worker', 'cache', 'deploy'],
      },
    ),

    // ---------------------------------------------------------------- wagtail / media
    m(
      'wagtail-public',
      'fact',
      'Wagtail 6.3 powers the public sites, code in cms/. wagtail is in SHARED_APPS (public schema), one wagtail Site per school domain. wagtail is not tenant-aware — do not import app models (students, grades...) into cms/',
      {
        files: ['cms/models.py', 'config/settings/base.py'],
        tags: ['wagtail', 'cms', 'public-site'],
      },
    ),
    m(
      'media-s3',
      'fact',
      'uploads (documents, photos) are on AWS S3 eu-west-1, bucket patio-media, via django-storages',
      {
        tags: ['media', 'storage', 's3'],
        fact: 'media | storage | AWS S3 eu-west-1',
        age: 310,
      },
    ),
    m(
      'media-hetzner',
      'fact',
      'media storage is Hetzner Object Storage in fsn1, bucket patio-media-fsn, django-storages S3Boto3Storage with AWS_S3_ENDPOINT_URL=https://fsn1.your-objectstorage.com. bucket is private, files served with presigned urls that expire in 10 min. public wagtail images are in a separate public bucket patio-cms-fsn',
      {
        files: ['config/settings/prod.py', 'apps/core/storage.py'],
        tags: ['media', 'storage', 'hetzner', 'object-storage', 's3'],
        fact: 'media | storage | Hetzner Object Storage fsn1',
        supersedes: 'media-s3',
        age: 108,
      },
    ),

    // ---------------------------------------------------------------- tests / tooling
    m(
      'tests-pytest',
      'convention',
      'pytest + pytest-django + factory_boy, factories in tests/factories/. tenant-aware tests use the `tenant` / `tenant_client` fixtures from tests/conftest.py (TenantTestCase creates a schema per test, way too slow, dont use it). run `pytest -n auto`',
      {
        files: ['tests/conftest.py', 'tests/factories'],
        tags: ['tests', 'pytest', 'factory_boy', 'fixtures'],
      },
    ),
    m(
      'tests-playwright',
      'fact',
      'e2e: pytest-playwright in tests/e2e, runs against live_server with the seeded tenant "demo" (tests/e2e/conftest.py seeds one turma, 2 teachers, 3 families). CI runs e2e only on main and on PRs with the label e2e',
      {
        files: ['tests/e2e/conftest.py', '.github/workflows/ci.yml'],
        tags: ['tests', 'playwright', 'e2e'],
      },
    ),
    m(
      'tests-external-apis',
      'convention',
      'never mock.patch the stripe module. CI runs stripe-mock as a service container; InvoiceXpress, Focus NFe and the whatsapp cloud api are recorded with vcrpy cassettes in tests/cassettes/ (record_mode=none in CI, filter_headers authorization)',
      {
        files: ['tests/cassettes', '.github/workflows/ci.yml'],
        tags: ['tests', 'vcr', 'stripe-mock', 'mocking'],
      },
    ),
    m(
      'ruff-mypy',
      'convention',
      'ruff for lint + format (line-length 100, select E,F,I,B,UP,DJ,S). mypy --strict only on apps/billing and apps/grades (see [tool.mypy] overrides in pyproject.toml), the rest is lenient. django-stubs + celery-types. pre-commit runs both',
      {
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['ruff', 'mypy', 'lint', 'types'],
      },
    ),
    m(
      'ci-actions',
      'fact',
      'github actions: .github/workflows/ci.yml = ruff, mypy, pytest with postgres:16 + redis:7 services; deploy.yml runs `kamal deploy` when a tag v* is pushed (after ci green). hotfix = branch off the last tag, PR, tag vX.Y.Z+1',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'deploy', 'release'],
      },
    ),
    m(
      'python-deps',
      'fact',
      'python 3.12.7 (.python-version). deps with pip-tools: requirements/base.in, dev.in → compiled .txt, `make deps` to recompile',
      {
        files: ['.python-version', 'requirements/base.in', 'Makefile'],
        tags: ['python', 'dependencies', 'pip-tools'],
      },
    ),
    m(
      'cand-ninja',
      'decision',
      'Expose a django-ninja JSON API for the teachers PWA instead of htmx partials.',
      {
        candidate: true,
        tags: ['pwa', 'api', 'django-ninja'],
      },
    ),
    m('cand-uv', 'decision', 'Switch dependency management from pip-tools to uv.', {
      candidate: true,
      tags: ['dependencies', 'uv'],
    }),

    // ---------------------------------------------------------------- deploy / ops
    m(
      'deploy-kamal',
      'fact',
      'deploy: Kamal 2 (config/deploy.yml) to a Hetzner CCX33 in fsn1 running web + celery worker + beat, postgres 16 on a separate CCX23 (not a kamal accessory), redis 7 as kamal accessory. only CI deploys — no `kamal deploy` from laptops',
      {
        files: ['config/deploy.yml'],
        tags: ['deploy', 'kamal', 'hetzner', 'docker'],
        reaffirm: 9,
        age: 240,
      },
    ),
    m(
      'deploy-migrations',
      'constraint',
      'migrations must be backwards compatible with the running code (migrate_schemas runs in pre-deploy while old containers still serve). migrations run once per schema (5x), so big data backfills go into a management command run after deploy, never RunPython over big tables',
      {
        files: ['bin/release.sh'],
        tags: ['migrations', 'deploy', 'django-tenants'],
      },
    ),
    m(
      'celery-queues',
      'fact',
      "celery queues: default, notifications, billing, heavy (timetable, pdfs, retention). heavy worker has concurrency 1. broker = redis db 0, cache = redis db 1. beat schedule in config/celery.py is in Europe/Lisbon — crontab times for brazilian tenants must be computed from tenant.timezone (America/Sao_Paulo), that's what the per_tenant_schedule helper does",
      {
        files: ['config/celery.py'],
        tags: ['celery', 'queues', 'beat', 'redis', 'timezone'],
      },
    ),
    m(
      'celery-tenant',
      'convention',
      'any celery task touching tenant data takes schema_name as its first arg and runs inside schema_context — use the @tenant_task decorator from apps/core/tasks.py (tenant-schemas-celery). a task without it runs in public and you get "relation ... does not exist"',
      {
        files: ['apps/core/tasks.py'],
        tags: ['celery', 'django-tenants', 'tasks'],
      },
    ),
    m(
      'backups',
      'fact',
      'nightly pg_dump per schema at 03:00 to the Hetzner Storage Box (u382991) with borg, 30 days retention. restore script: bin/restore_schema.sh <schema> <date>',
      {
        files: ['bin/restore_schema.sh'],
        tags: ['backups', 'postgres', 'ops', 'restore'],
        age: 410,
      },
    ),
    m(
      'staging',
      'fact',
      'staging = staging.patio.school on a CX32, anonymised copy of the demo + lisboa schemas (bin/anonymize.py). stripe test mode, whatsapp test number',
      {
        files: ['config/deploy.staging.yml', 'bin/anonymize.py'],
        tags: ['staging', 'deploy', 'anonymisation'],
      },
    ),

    // ---------------------------------------------------------------- app structure / misc
    m(
      'services-layer',
      'convention',
      'business logic in plain functions in apps/<app>/services/*.py. views are thin, models have no cross-app logic, and NO new signals (we ripped most out after the invoice-created signal fired twice on admin save)',
      {
        files: ['apps'],
        tags: ['architecture', 'services', 'signals'],
      },
    ),
    m(
      'pref-fbv',
      'preference',
      'prefiro function-based views para endpoints htmx, CBVs só para o CRUD simples do backoffice. nada de mixins em cascata',
      { tags: ['views', 'htmx', 'style'] },
    ),
    m(
      'admin-secretaria',
      'fact',
      'the secretaria works in our own backoffice (apps/backoffice, htmx, url /bo/). django admin is only for superusers at /djadmin/ — never build staff features as admin actions',
      {
        files: ['apps/backoffice', 'config/urls.py'],
        tags: ['backoffice', 'admin', 'secretaria'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'feature flags = django-waffle. waffle is in TENANT_APPS so switches are per school. current: parent_portal_v2, pix_enabled (only BR), wa_absence_v1',
      {
        files: ['config/settings/base.py'],
        tags: ['feature-flags', 'waffle'],
      },
    ),
    m(
      'perf-portal',
      'convention',
      'parent portal dashboard budget is 15 queries (django_assert_max_num_queries in tests/parents/test_dashboard.py). django-debug-toolbar + nplusone in dev. fix with select_related/prefetch, dont raise the budget',
      {
        files: ['tests/parents/test_dashboard.py', 'apps/parents/views.py'],
        tags: ['performance', 'n+1', 'queries', 'parent-portal'],
      },
    ),
    m(
      'freeze-january',
      'note',
      'lisboa publishes 1º semestre avaliações by 31/01 — no risky deploys in the last week of january, same for the end of july. porto has the same around the end of each período',
      { tags: ['deploy', 'freeze', 'calendar'] },
    ),
    m(
      'guardian-model',
      'fact',
      'Guardian(person, student, relation, is_primary, phone, email, whatsapp_opt_in, preferred_language). a student can have several guardians, exactly one is_primary. lives in apps/parents/models.py (parents app, not students)',
      {
        files: ['apps/parents/models.py'],
        tags: ['guardians', 'parents', 'models'],
      },
    ),
    m(
      'pg-15-box',
      'fact',
      'db box runs postgres 15.4 from the pgdg apt repo, pgbouncer in transaction mode on 6432',
      {
        tags: ['postgres', 'pgbouncer', 'ops'],
        age: 450,
      },
    ),

    // ---------------------------------------------------------------- pasted credentials
    m(
      'sec-pg-prod',
      'note',
      'a password do postgres de produção (user patio_app) é Vq7!mR2#xTl9pAtl — está no 1password mas fica aqui para quem precisar às 3 da manhã',
      { secret: 'Vq7!mR2#xTl9pAtl' },
    ),
    m(
      'sec-stripe-live',
      'note',
      'PT stripe account live key, needed it for the reconciliation script: STRIPE_SECRET_KEY=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',
      {
        secret:
          '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',
      },
    ),
    m(
      'sec-whsec',
      'note',
      'stripe listen gave me whsec_4fQ9zL2mX8pR7tW3nB6vK1yC5hJ0gD9s for the staging endpoint /billing/stripe/webhook, prod one is a different value in the kamal secrets',
      { secret: 'whsec_4fQ9zL2mX8pR7tW3nB6vK1yC5hJ0gD9s' },
    ),
    m(
      'sec-redis-url',
      'note',
      'REDIS_URL=redis://:Rds-9fK2q7Lm4Xw8@10.0.0.4:6379/0  (private network only, the accessory has requirepass)',
      { secret: 'Rds-9fK2q7Lm4Xw8' },
    ),
    m(
      'sec-wa-token',
      'note',
      'token permanente do system user do whatsapp (não expira, cuidado): EAAKZBq4xZC7ZBwBO2rT9ZCmZAhL3pW8ZBvN0ZCyQ5ZAkJ2ZC7fXsD1ZBgH6ZCuR4ZBtZA9eY0iZCo3ZD phone_number_id 109876543210987',
      { secret: 'EAAKZBq4xZC7ZBwBO2rT9ZCmZAhL3pW8ZBvN0ZCyQ5ZAkJ2ZC7fXsD1ZBgH6ZCuR4ZBtZA9eY0iZCo3ZD' },
    ),
    m(
      'sec-ghcr',
      'note',
      "kamal pushes to ghcr.io/grupo-atlantico/patio, KAMAL_REGISTRY_PASSWORD is the PAT ghp_R7xK2mQ9pL4wZ8vT3nB6yC1hJ5fD0gS2aE7u (Tiago's, expires in nov)",
      { secret: 'ghp_R7xK2mQ9pL4wZ8vT3nB6yC1hJ5fD0gS2aE7u' },
    ),
    m(
      'sec-django-key',
      'note',
      "prod DJANGO_SECRET_KEY = 'k3$w9!zq@7m^v2x#p8t&r5n*b1y(c6h)j0f-g4d_s' — if this ever leaks all sessions and password reset links must be rotated",
      { secret: 'k3$w9!zq@7m^v2x#p8t&r5n*b1y(c6h)j0f-g4d_s' },
    ),
    m(
      'sec-ifthenpay',
      'note',
      'ifthenpay Lisboa: entidade 11249, subentidade 731, chave anti-phishing Qz8rT2vK9mW4pX7L (é a que vem no ?chave= do callback)',
      { secret: 'Qz8rT2vK9mW4pX7L' },
    ),
    m(
      'sec-google-oauth',
      'note',
      'login google dos pais: client id 481726354912-k2m9q7x4w8p3z6v1.apps.googleusercontent.com, client secret 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',
      { secret: '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' },
    ),
    m(
      'sec-invoicexpress',
      'note',
      'InvoiceXpress conta grupoatlantico, api_key=3b8f1e9a7c2d4f6e0a5b9c8d7e6f1a2b3c4d5e6f (a de homologação é outra, pedir ao Rafael)',
      { secret: '3b8f1e9a7c2d4f6e0a5b9c8d7e6f1a2b3c4d5e6f' },
    ),
    m(
      'sec-flower',
      'note',
      'flower is at https://flower.patio.school behind basic auth, login admin / Fl0w3r-Atl@2025',
      { secret: 'Fl0w3r-Atl@2025' },
    ),
  ],
  sessions: [
    {
      id: 'wa-absence-digest',
      age: 6,
      turns: [
        said(
          'ok so today: the whatsapp absence digest. apps/notifications/tasks.py send_absence_digest — porto complained about it. can you read the task first and tell me what it actually does',
        ),
        replied(
          "Read it. `send_absence_digest(schema_name)` runs at 10:30 per tenant from beat, loads today's AttendanceRecord rows with status in ('F', 'A') and calls `whatsapp.send_template('falta_aluno_pt', ...)` once per record per Guardian linked to the student. Failures go to Sentry. Two things stand out: atrasos (A) are included, and every guardian of the student gets the message.",
        ),
        said(
          "yeah thats exactly the complaint. atrasos should never trigger a whatsapp, only faltas (F). a mum got 'o seu educando faltou' because the kid was 5 min late to the first tempo and she called the school in panic",
          { key: 's-atraso-no-notify', type: 'decision' },
        ),
        replied('Got it, filtering to status F only. Should FJ be excluded too?'),
        said('FJ? why would we tell them about a falta they justified themselves lol. yes exclude'),
        replied('Done, the queryset is now `status=AttendanceRecord.Status.FALTA`.'),
        said(
          'and the guardians thing: only the primary encarregado/responsável gets it. both parents only when the student has shared_custody=True. that came from the direção and its for every notification we send, not just this one',
          { key: 's-guardian-primary', type: 'constraint' },
        ),
        replied(
          'Guardian already has `is_primary`, but `shared_custody` does not exist anywhere. Do you want it on Student or on Guardian?',
        ),
        said('on Student. boolean, default False'),
        replied(
          'Added `apps/students/migrations/0031_student_shared_custody.py` (AddField with default, backwards compatible) and a `recipients_for(student)` helper in apps/notifications/services.py that returns the primary guardian, or all guardians when shared_custody is set.',
        ),
        said(
          'good. how are we sending the phone number to meta? I saw numbers with spaces in the sentry breadcrumbs',
        ),
        replied(
          "whatsapp.py does `guardian.phone.replace(' ', '')`. Guardian.phone is a plain CharField with mixed formats: '+351 912 345 678', '912345678', '(19) 99876-5432'. The BR ones without country code fail at Meta.",
        ),
        said(
          "ugh. ok lets do it properly: phone numbers are stored in E.164 with django-phonenumber-field (PhoneNumberField, default region from the school country) and when calling the cloud api we send them without the '+'. please write that down somewhere, Rafael asks me this every month",
          { key: 's-phone-e164', type: 'convention' },
        ),
        replied(
          'I can do it in a data migration that normalises existing numbers, then alter the field. Or a management command for the backfill since it touches every schema.',
        ),
        said(
          'command. for now just skip the numbers that dont parse and print them, the secretaria will fix those by hand',
        ),
        replied(
          'Added `apps/notifications/management/commands/normalize_guardian_phones.py` with `--dry-run`; it iterates tenants, prints the unparseable ones. On the demo dump 37 of 2,114 fail.',
        ),
        said('37 is fine. next: grouping per family. what would you do?'),
        replied(
          'Group the F records by recipient and send one message per guardian listing all children and disciplinas. `falta_aluno_pt` only has {{1}} nome and {{2}} disciplina, so a multi-child message needs a new template. Alternatively I could keep per-child messages and spread them with `countdown=` a few minutes apart so the parent does not get a burst.',
        ),
        said(
          'no countdown. nunca usem eta nem countdown longo no celery: o visibility_timeout do redis é 1h e a task acaba entregue duas vezes. se for preciso agendar alguma coisa, é beat + tabela na bd. isto vale para o projeto todo',
          { key: 's-no-celery-eta', type: 'constraint' },
        ),
        replied(
          'Understood. Then the clean option is a new template, e.g. `faltas_resumo_pt` / `faltas_resumo_br` with one list parameter.',
        ),
        said(
          'let me ask Marta to submit that to meta. meanwhile keep falta_aluno_pt, one per child, no delay',
        ),
        replied('OK, per-child sends inside one task run, with a TODO pointing at the summary template.'),
        said(
          "also the message language: it's always the school's locale, pt_PT for the portuguese schools and pt_BR for the brazilian ones. Guardian.preferred_language is only for the portal UI, never for notifications",
          { key: 's-notif-locale', type: 'convention' },
        ),
        replied(
          'Switched to `translation.override(tenant.language_code)` around the template param rendering instead of `guardian.preferred_language`. Should I also add a reminder if the message is not read after 2 hours?',
        ),
        said('no, not now'),
        said(
          "btw where do we record what was sent? if a parent files a pedido de acesso under LGPD we need every message we sent them, and right now it's only in the meta dashboard",
        ),
        replied('There is no local record at all. I can add a NotificationLog model.'),
        said(
          'yes. rule from now on: every outbound message (whatsapp, email, sms) gets a NotificationLog row — guardian_id, channel, template name, provider message id (wamid for whatsapp), status — and the status webhook updates it. no message body and no student names in there, just ids',
          { key: 's-message-log', type: 'constraint' },
        ),
        replied(
          'Added NotificationLog in apps/notifications/models.py, created in `whatsapp.send_template` and in the email backend wrapper; apps/notifications/webhooks.py now updates `status` from `statuses[].status`.',
        ),
        said(
          'if you want to try it against the real api, test number is set up, token is EAAPzx4ZBq8ZCmW2pLZBt7vR9kZCnYh3ZAJd0QsZBf5XeZCg1oUi6ZDZD, should still be valid today',
        ),
        replied(
          "I won't write that token into the repo; I read it from WHATSAPP_TOKEN in your local .env. Sent one falta_aluno_pt to the test number: got a wamid back and the webhook logged sent → delivered.",
        ),
        said(
          'nice. tests now. and we use time-machine, not freezegun — freezegun breaks the beat schedule tests and its slow. stick to time_machine everywhere pls',
          { key: 's-time-machine', type: 'convention' },
        ),
        replied(
          'Rewrote tests/notifications/test_absence_digest.py with `time_machine.travel` and the factories; 9 tests, green with `pytest -n auto tests/notifications`.',
        ),
        said('does mypy pass?'),
        replied('Yes, notifications is under the lenient config; ruff format applied too.'),
        said(
          'cool. last thing: the new behaviour ships behind a waffle switch wa_absence_v2. porto gets it first, lisboa after the 2º período closes, brazil later',
          { key: 's-wa-switch', type: 'decision' },
        ),
        replied(
          "Wrapped the new path in `switch_is_active('wa_absence_v2')`. Since waffle is in TENANT_APPS, turning it on in the porto schema only affects Porto.",
        ),
        said("right. open the PR, title 'absence digest: faltas only, primary guardian, notification log'"),
        replied('Opened PR #412 with the migration, the command, NotificationLog and the tests.'),
        said('valeu 🙏'),
      ],
    },
  ],
  prompts: [
    // attendance
    p(
      'hey can you pls add a "justificar" button to each row of the roll call in templates/attendance/partials/_roll_row.html? clicking it should turn the F into FJ and swap only that row',
      ['htmx-partials', 'attendance-model', 'attendance-lock-7d'],
    ),
    p(
      "teacher in porto says she can't fix last monday's chamada, gets 'Registo bloqueado'. @apps/attendance/views.py edit_record — is this a bug?",
      ['attendance-lock-7d'],
    ),
    p(
      `celery worker keeps failing on the absence digest:

  File "/app/apps/notifications/tasks.py", line 41, in send_absence_digest
    for rec in AttendanceRecord.objects.filter(lesson__date=today, status="F"):
  ...
django.db.utils.ProgrammingError: relation "attendance_attendancerecord" does not exist
LINE 1: ...ttendancerecord"."note" FROM "attendance_attendancerecord" ...

worked yesterday, I only refactored the task signature`,
      ['celery-tenant', 'tenants-schema'],
    ),
    p(
      'preciso que a chamada mostre ao lado do nome o número de faltas injustificadas do aluno na disciplina, com um alerta quando estiver perto do limite',
      ['attendance-model', 'attendance-threshold-pt', 'attendance-threshold-br'],
    ),
    p(
      'the secretaria in Lisboa wants a screen to correct attendance older than a week (parents bring the atestado late). it should live where they already work, be htmx, and keep a trace of who changed what and why. can you sketch the view + template?',
      ['attendance-lock-7d', 'admin-secretaria', 'htmx-partials'],
    ),
    p('make atrasos also send a whatsapp to the parents, the Floripa coordenação asked for it', [
      's-atraso-no-notify',
      'attendance-notify-batch',
    ]),
    p(
      'write tests for can_edit_record in apps/attendance/permissions.py, use freezegun to move time 8 days ahead',
      ['attendance-lock-7d', 's-time-machine', 'tests-pytest'],
    ),

    // grades
    p(
      'a student with 9,5 in the 2º período shows 9 on the pauta PDF but 10 on the screen?? parent is furious. check apps/grades/pdf.py and apps/grades/services/final.py',
      ['grades-rounding-half-up', 'grades-decimal', 'grades-pauta-pdf'],
    ),
    p('porto grade import blew up this morning, openpyxl KeyError on "Nº" — they changed the sheet?', [
      'porto-excel-import',
    ]),
    p('show the term grades in the parent portal as soon as the teacher saves them, parents keep asking', [
      'grades-publish',
    ]),

    // billing
    p(
      'stripe webhook payment_intent.succeeded sometimes gets processed twice and the invoice gets 2 payments. apps/billing/webhooks.py',
      ['billing-webhooks-idempotent', 'pix-stripe'],
    ),
    p(
      "issue_invoice failed for 30 lisboa families this morning, InvoiceXpress returned 503. should I just add autoretry_for to the task so it doesn't happen again?",
      ['billing-no-autoretry', 'billing-retry', 'incident-double-invoice'],
    ),
    p('implementa o desconto de irmãos também na cantina, a direção aprovou', [
      'billing-sibling-discount',
      'billing-money',
      'billing-vat',
    ]),
    p(
      'a family in Porto cancelled robótica (extracurricular) mid-month, we need to give back half of it on the fatura already issued. how do I do this in the code?',
      ['billing-pt-certified', 'billing-vat', 'billing-money'],
    ),
    p('add the Pix option on the parent portal invoice page for the brazilian schools', [
      'pix-stripe',
      'feature-flags',
    ]),
    p('the pix QR codes from efí expire after an hour and parents complain, can we make them last longer?', [
      'pix-stripe',
    ]),
    p('campinas wants the NFS-e to use a different service code starting next month', ['billing-br-nfse']),
    p(
      'we got a multibanco callback marking an invoice paid with valor=1.00 for a 450€ mensalidade. how did that pass? @apps/billing/views/ifthenpay.py',
      ['multibanco-ifthenpay'],
    ),
    p('new celery task: send a payment reminder 3 days before the due date to families with open invoices', [
      'billing-cycle',
      's-no-celery-eta',
      'wa-templates',
      'wa-optin',
      'notif-quiet-hours',
      'celery-tenant',
      's-guardian-primary',
    ]),

    // notifications
    p('send a whatsapp to the parents when an invoice is issued', [
      'wa-cloud-api',
      'wa-templates',
      'wa-optin',
      'notif-quiet-hours',
      's-message-log',
      's-guardian-primary',
    ]),
    p(
      'whatsapp sends are failing with error code 131047 "Re-engagement message", what does that mean for us?',
      ['wa-templates'],
    ),
    p('the twilio bill for whatsapp is insane this month, can we batch the absence messages?', [
      'wa-cloud-api',
      'attendance-notify-batch',
    ]),
    p('add a field so the secretaria can register a second phone for whatsapp on the guardian', [
      's-phone-e164',
      'wa-optin',
      'guardian-model',
    ]),
    p(
      'some english-speaking families in Lisboa want the whatsapp messages in english, Guardian already has preferred_language',
      ['s-notif-locale', 'wa-templates'],
    ),

    // auth / privacy
    p(
      "campinas staff can't log in since this morning, djangosaml2 says 'Signature validation failed. SAML Response rejected'. they mentioned IT changed something in Entra",
      ['auth-staff-saml'],
    ),
    p(
      'a teacher who works in Lisboa and Porto only sees the lisboa turmas after logging in. where is that decided?',
      ['tenant-users-public', 'tenant-users-per-school'],
    ),
    p('add the student photo next to the name in the backoffice class list', [
      'photo-consent',
      'media-hetzner',
    ]),
    p(
      'the insurance company wants a CSV with every floripa student: nome, CPF, data de nascimento and allergies. can you write a management command?',
      ['health-data', 'nif-cpf', 'lgpd-dpo', 'minors-data'],
    ),
    p(
      'Sentry issue PATIO-WEB-3K2 has the full student name and NIF in the breadcrumbs of a grades view error, fix it',
      ['minors-data'],
    ),

    // frontend / a11y / i18n
    p(
      'the "nova ocorrência" modal in templates/attendance/partials/_note_modal.html doesnt trap focus and screen readers dont announce the validation errors after submit',
      ['alpine-scope', 'a11y-htmx-focus', 'a11y-wcag'],
    ),
    p(
      `in templates/timetable/_slot.html I have x-data="{ open: false, load() { fetch('/timetable/slot/12') } }" and in prod it does nothing, console says something about Content Security Policy. works locally`,
      ['csp', 'alpine-scope'],
    ),
    p('the brazilian portal says "Encarregado de educação" on the dashboard header', [
      'i18n-terms',
      'i18n-locales',
    ]),
    p('translate the new attendance alert strings for pt-PT and pt-BR', [
      'i18n-workflow',
      'i18n-locales',
      'i18n-terms',
    ]),

    // PWA
    p("a teacher lost wifi in the gym and when she came back the chamada she'd taken was gone. expected?", [
      'pwa-offline',
      'pwa-online-only',
    ]),
    p("half the teachers still see the old roll call screen in the app after yesterday's deploy", [
      'pwa-sw-version',
    ]),

    // deploy / infra / misc
    p(
      'after the htmx upgrade my hx-on="htmx:afterRequest: resetForm()" on the grade entry form stopped firing, no console error',
      ['htmx-2'],
    ),
    p(
      'lisboa timetable generation takes ~4 min and the coordenação wants to run it several times a day while they tweak constraints. ideas to speed it up?',
      ['timetable-solver'],
    ),
    p(
      'add a lives_with field (mother/father/both/other) to Student and backfill it from the old guardians import table',
      ['deploy-migrations', 'tenants-migrate'],
    ),
    p("how do I ship a hotfix to prod? it's a one line fix in billing", ['ci-actions', 'deploy-kamal']),
    p('restore the porto schema from last nights backup into staging so I can debug something', [
      'backups',
      'staging',
    ]),
    p('why does the absence digest go out at 6:30 in Campinas instead of 10:30?', [
      'celery-queues',
      'attendance-notify-batch',
    ]),
    p(
      '@apps/reports/cross_tenant.py add the total number of enrolled students per school for the group board',
      ['tenants-schema'],
    ),
    p('add a "Notícias" page type for the schools public sites with a hero image', [
      'wagtail-public',
      'a11y-wcag',
    ]),
    p('parent portal dashboard takes 2s, debug toolbar shows 84 queries', ['perf-portal']),

    // no memory needed
    p("what's the difference between select_related and prefetch_related again?", []),
    p('explain what hx-swap-oob does with a tiny example', []),
    p('bom dia! tudo bem?', []),
    p('write a regex for a portuguese postal code like 1000-001', []),
    p('summarize what you changed in this session', []),
    p('what does git rebase --onto do, in plain words', []),
    p('thanks, that looks great', []),
    p('explain ASGI vs WSGI like I am a junior', []),
    p("what's the time complexity of python's list.sort", []),
    p('can you rename the variable `tmp` to `pending` in this function', []),
  ],
});
