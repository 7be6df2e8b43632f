// meinSpital, the patient portal of a Swiss hospital group (Spitalverbund Aare-Léman): Angular 18 SPA + NestJS BFF in an Nx monorepo, NgRx SignalStore, Angular Material 18 (M3), Keycloak (SwissID brokered) behind the BFF, Epic KIS over FHIR R4, Transloco de/fr/it, WCAG 2.1 AA, Jest + Playwright, on-prem OpenShift.
// Held-out scenario (round J): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'angular-portal',
  stack:
    'Nx 19 monorepo (pnpm 9, Node 20), Angular 18 standalone SPA (apps/patient-portal) with @ngrx/signals SignalStore, Angular Material 18 (M3 theme) + CDK, Transloco (de/fr/it), date-fns v3 + @date-fns/tz, NestJS 10 BFF (apps/portal-bff) with Redis session store and pino, Keycloak 24 realm "patients" (SwissID broker), Epic KIS via FHIR R4 (Interconnect), Kafka for audit events, Jest 29 + jest-preset-angular, Playwright + @axe-core/playwright, MSW, Azure DevOps pipelines, Helm + ArgoCD on on-prem OpenShift 4.14',
  memories: [
    // --- things that changed over two years ---------------------------------------------------------------
    m(
      'state-ngrx-classic',
      'convention',
      'State mgmt: every feature lib has a +state folder with classic NgRx — createActionGroup for actions, createFeature for the reducer, effects for all HTTP calls, memoized selectors. Components inject Store and dispatch, they never call the data-access services themselves. Example to copy: libs/appointments/feature-list/src/lib/+state/.',
      {
        fact: 'patient-portal | feature_state | NgRx Store (actions/reducers/effects)',
        age: 640,
        files: ['libs/appointments/feature-list/src/lib/+state/appointments.effects.ts'],
        tags: ['ngrx', 'state', 'effects'],
      },
    ),
    m(
      'state-signal-store',
      'decision',
      'We stopped writing actions/reducers/effects. Feature state is now @ngrx/signals: one signalStore per feature (withState, withComputed, withMethods; HTTP goes through rxMethod + tapResponse), provided at the route level so it dies when the patient leaves the feature. Appointments was the last one migrated (PORT-1290); the only thing left on the global Store is auth/session + router-store, and that stays. Please do not reintroduce createEffect "just for this one thing" — reviewers will send it back.',
      {
        fact: 'patient-portal | feature_state | NgRx SignalStore',
        supersedes: 'state-ngrx-classic',
        age: 260,
        reaffirm: 30,
        canonical: true,
        files: [
          'libs/lab-results/data-access/src/lib/lab-results.store.ts',
          'libs/shared/auth/src/lib/+state/',
        ],
        tags: ['ngrx', 'signals', 'signal-store', 'state'],
        reason:
          'too much boilerplate per feature and the effects made every store test a marble-test exercise',
      },
    ),
    m(
      'unit-karma',
      'fact',
      'Unit tests: Karma + Jasmine in ChromeHeadless, every project has its own karma.conf.js extending the root one. `nx test patient-portal` – coverage gate 70% statements. On the build agents CHROME_BIN has to point to the puppeteer chrome.',
      {
        fact: 'patient-portal | unit_test_runner | Karma + Jasmine',
        age: 600,
        files: ['karma.conf.js', 'apps/patient-portal/karma.conf.js'],
        tags: ['karma', 'jasmine', 'unit-tests'],
      },
    ),
    m(
      'unit-jest',
      'convention',
      'Unit tests run on Jest 29 with jest-preset-angular (jsdom), one jest.config.ts per project, `nx test <project>`; `nx affected -t test` in CI. Use jest.fn()/jest.spyOn, no jasmine.createSpyObj. Coverage gate: 80% lines on data-access and domain libs, none on ui libs. No real browser needed locally.',
      {
        fact: 'patient-portal | unit_test_runner | Jest 29 (jest-preset-angular)',
        supersedes: 'unit-karma',
        age: 410,
        reaffirm: 45,
        files: ['jest.preset.js', 'libs/messaging/feature-compose/jest.config.ts'],
        tags: ['jest', 'unit-tests'],
      },
    ),
    m(
      'e2e-cypress',
      'fact',
      'E2E lives in apps/portal-e2e (Cypress 12). cy.login() in support/commands.ts does the B2C login through cy.origin(), test users come from cypress.env.json. Run: nx e2e portal-e2e --watch.',
      {
        fact: 'portal-e2e | e2e_framework | Cypress 12',
        age: 560,
        files: ['apps/portal-e2e/src/support/commands.ts', 'apps/portal-e2e/cypress.config.ts'],
        tags: ['cypress', 'e2e'],
      },
    ),
    m(
      'e2e-playwright',
      'decision',
      'Cypress was dropped – cy.origin with the login redirects was flaky as hell and we needed real WebKit (iPad Safari is ~30% of patient sessions). apps/portal-e2e is Playwright now: global-setup.ts logs the test patients in against the Keycloak test realm once and saves storageState per persona (patient, proxy-parent, proxy-adult), specs just pick a persona via test.use. Projects: chromium, webkit, firefox. `nx e2e portal-e2e` locally runs against `nx serve patient-portal -c mock`, in CI against portal-dev.',
      {
        fact: 'portal-e2e | e2e_framework | Playwright',
        supersedes: 'e2e-cypress',
        age: 230,
        reaffirm: 20,
        files: ['apps/portal-e2e/playwright.config.ts', 'apps/portal-e2e/src/global-setup.ts'],
        tags: ['playwright', 'e2e', 'webkit'],
      },
    ),
    m(
      'auth-b2c',
      'fact',
      'Login = Azure AD B2C, tenant salpatients.onmicrosoft.com, custom policy B2C_1A_SIGNUP_SIGNIN_SWISSID (SwissID as external IdP, local accounts as fallback). The SPA uses angular-oauth2-oidc with code flow + PKCE, config in apps/patient-portal/src/app/auth/auth.config.ts.',
      {
        fact: 'patient-portal | identity_provider | Azure AD B2C',
        age: 610,
        files: ['apps/patient-portal/src/app/auth/auth.config.ts'],
        tags: ['auth', 'oidc', 'azure-b2c'],
      },
    ),
    m(
      'auth-keycloak',
      'decision',
      "Identity moved off B2C to the group Keycloak: https://sso.spitalverbund.ch, realm `patients`. SwissID is brokered (IdP alias `swissid`), plus local Keycloak accounts with e-mail + mandatory TOTP for cross-border patients (F/I) who can't get a SwissID. The only OIDC client is the confidential client `portal-bff` — the SPA has no client and no OIDC library anymore. Login = browser goes to /api/auth/login?returnTo=..., logout = /api/auth/logout (RP-initiated logout at KC). Realm config is owned by the IAM team (ticket queue IAM-SUPPORT), changes via their realm-export repo, not by clicking in the admin console.",
      {
        fact: 'patient-portal | identity_provider | Keycloak realm patients',
        supersedes: 'auth-b2c',
        age: 380,
        reaffirm: 25,
        canonical: true,
        files: ['apps/portal-bff/src/auth/auth.controller.ts', 'apps/portal-bff/src/auth/oidc.strategy.ts'],
        tags: ['auth', 'keycloak', 'oidc', 'swissid'],
        reason:
          'group-wide IAM consolidation; B2C custom policies were unmaintainable and the data sat in a US-controlled tenant',
      },
    ),
    m(
      'tokens-session-storage',
      'convention',
      'Access token is kept in sessionStorage (OAuthStorage provider = sessionStorage), authInterceptor puts "Authorization: Bearer" on everything going to /api. Silent refresh via refresh token rotation.',
      {
        age: 590,
        files: ['apps/patient-portal/src/app/auth/auth.interceptor.ts'],
        tags: ['auth', 'tokens', 'interceptor'],
      },
    ),
    m(
      'tokens-bff-cookie',
      'decision',
      'After the 2023 pentest (finding SAL-PT-07, XSS → token theft) tokens never reach the browser. The BFF runs the code flow, keeps access/refresh tokens server side in the Redis session store and gives the browser only the `__Host-sal_sid` cookie (HttpOnly, Secure, SameSite=Strict, Path=/). The SPA calls relative /api/* URLs, the cookie goes along automatically; state-changing calls need the X-XSRF-TOKEN header, which Angular sets for us via withXsrfConfiguration({ cookieName: "XSRF-TOKEN", headerName: "X-XSRF-TOKEN" }). There is no Authorization header anywhere in the frontend.',
      {
        supersedes: 'tokens-session-storage',
        age: 350,
        reaffirm: 40,
        canonical: true,
        files: ['apps/portal-bff/src/auth/session.module.ts', 'apps/patient-portal/src/app/app.config.ts'],
        tags: ['auth', 'bff', 'cookies', 'csrf', 'security'],
      },
    ),
    m(
      'i18n-ngx-translate',
      'convention',
      'i18n: @ngx-translate/core + http-loader. One big file per language in apps/patient-portal/src/assets/i18n/ (de.json, fr.json, it.json, en.json). In TS use translate.instant(), in templates the translate pipe.',
      {
        fact: 'patient-portal | i18n_library | ngx-translate',
        age: 520,
        files: ['apps/patient-portal/src/assets/i18n/de.json'],
        tags: ['i18n', 'ngx-translate'],
      },
    ),
    m(
      'i18n-transloco',
      'convention',
      'Translations: Transloco with scopes. Each feature lib owns its texts in libs/<domain>/<lib>/src/i18n/{de,fr,it}.json and registers the scope with provideTranslocoScope on its route, so they load lazily. Templates: *transloco="let t; read: \'labResults\'" or the transloco pipe; translate() in TS only for snackbars/dialog titles. de is the source language. en is gone. `nx run patient-portal:i18n-check` (transloco-keys-manager) runs in CI and fails on missing or unused keys.',
      {
        fact: 'patient-portal | i18n_library | Transloco',
        supersedes: 'i18n-ngx-translate',
        age: 300,
        reaffirm: 35,
        files: [
          'libs/shared/i18n/src/lib/transloco-root.provider.ts',
          'libs/lab-results/feature-list/src/i18n/de.json',
        ],
        tags: ['i18n', 'transloco', 'translations'],
      },
    ),
    m(
      'deploy-azure',
      'fact',
      'Hosting: Azure, region Switzerland North. SPA on Azure Static Web Apps (swa-sal-portal-prod), BFF as Linux container on App Service (app-sal-portal-bff-prod) with a staging slot, swap after smoke test. Redis = Azure Cache for Redis.',
      {
        fact: 'patient-portal | hosting | Azure (Static Web Apps + App Service)',
        age: 580,
        files: ['azure-pipelines.yml'],
        tags: ['azure', 'deploy', 'app-service'],
      },
    ),
    m(
      'deploy-openshift',
      'decision',
      "Since the DSG/ISDS review everything runs in our own data centers on OpenShift 4.14 (prod cluster ocp-prod-bern, DR in Lausanne), namespaces sal-portal-{dev,int,uat,prod}. Two deployments: portal-web (nginx-unprivileged serving the SPA + reverse proxy /api) and portal-bff; Redis from the platform team's operator. Helm chart in deploy/helm/sal-portal, values per env in the separate sal-portal-gitops repo, ArgoCD syncs it. Pipeline only builds + pushes the image to the internal Quay and bumps the tag in gitops. Rollback = revert the tag bump in gitops (or ArgoCD history). No patient data in any public cloud.",
      {
        fact: 'patient-portal | hosting | on-prem OpenShift 4.14 (ArgoCD)',
        supersedes: 'deploy-azure',
        age: 200,
        reaffirm: 15,
        canonical: true,
        files: ['deploy/helm/sal-portal/values.yaml', 'deploy/helm/sal-portal/templates/deployment-bff.yaml'],
        tags: ['openshift', 'helm', 'argocd', 'deploy'],
        reason: 'Datenschutz review: patient data must stay on infrastructure operated by the group',
      },
    ),
    m(
      'dates-moment',
      'convention',
      'Dates: moment + moment-timezone, always moment.tz(..., "Europe/Zurich"). mat-datepicker uses MomentDateAdapter with MAT_MOMENT_DATE_FORMATS overridden to DD.MM.YYYY.',
      {
        fact: 'patient-portal | date_library | moment',
        age: 540,
        tags: ['dates', 'moment', 'timezone'],
      },
    ),
    m(
      'dates-date-fns',
      'convention',
      'Date handling is date-fns v3 + @date-fns/tz. Everything a patient sees is shown in Europe/Zurich, never in the browser zone — lots of Grenzgänger open the portal from France and Italy and the appointment times must match the letter. Use the helpers in libs/shared/util-date (formatAppointment, formatDateOnly, toZurich) which pick de-CH / fr-CH / it-CH from the active Transloco lang. Datepicker: DateFnsAdapter from @angular/material-date-fns-adapter, provided in app.config.',
      {
        fact: 'patient-portal | date_library | date-fns v3',
        supersedes: 'dates-moment',
        age: 280,
        files: ['libs/shared/util-date/src/lib/format.ts', 'apps/patient-portal/src/app/app.config.ts'],
        tags: ['dates', 'date-fns', 'timezone', 'i18n'],
      },
    ),
    m(
      'lab-release-48h',
      'decision',
      'Lab results show up in the portal 48h after final validation in the LIS, so the physician has a chance to call the patient first. The BFF filters on Observation.issued + 48h.',
      {
        age: 470,
        files: ['apps/portal-bff/src/lab-results/lab-results.service.ts'],
        tags: ['lab-results', 'release'],
      },
    ),
    m(
      'lab-release-physician',
      'decision',
      'Release rule for lab results (decided by the Ärztliche Direktion, Sept): a result is visible only once the ordering physician has released it in Epic (we get it as the meta tag portal-release=released on the Observation) OR, for results without abnormal interpretation, automatically 7 days after validation. Anything with interpretation H, L, HH, LL, A or AA is never auto-released. The filter is in the BFF, the SPA must not second-guess it. If a patient asks "where is my result": it\'s almost always not released yet.',
      {
        supersedes: 'lab-release-48h',
        age: 150,
        reaffirm: 20,
        canonical: true,
        files: ['apps/portal-bff/src/lab-results/release-filter.ts'],
        tags: ['lab-results', 'release', 'fhir', 'medical-policy'],
        reason: 'patients read pathological results on a Saturday before anyone could talk to them',
      },
    ),

    // --- nobody settled these ---------------------------------------------------------------------------------
    m(
      'session-timeout-15',
      'constraint',
      'Idle timeout is 15 min — requirement from the ISDS-Konzept signed by the Datenschutzberaterin. The SPA shows the "Sie werden gleich abgemeldet" dialog at 13 min (IdleService in shared/auth), the BFF session TTL in Redis is 15 min sliding and 8h absolute.',
      {
        age: 330,
        files: ['libs/shared/auth/src/lib/idle.service.ts', 'apps/portal-bff/src/auth/session.module.ts'],
        tags: ['session', 'timeout', 'security'],
      },
    ),
    m(
      'session-timeout-30',
      'decision',
      'Patientenbeirat feedback + product: idle logout goes to 30 minutes, warning 2 min before. People writing long messages to the care team were losing them mid-text. Corinne owns this.',
      {
        age: 85,
        disputes: 'session-timeout-15',
        files: ['libs/shared/auth/src/lib/idle.service.ts'],
        tags: ['session', 'timeout', 'ux'],
      },
    ),
    m(
      'audit-sync',
      'constraint',
      'no audit = no data. every BFF endpoint that reads or changes patient data (lab result viewed, document downloaded, message opened/sent, proxy switch, refill request) writes its audit event to the audit schema BEFORE the response is sent, inside the request, via AuditService.record(). if the write fails the request fails with 503. this is what we told the cantonal Datenschutz office.',
      {
        age: 310,
        files: [
          'apps/portal-bff/src/audit/audit.service.ts',
          'apps/portal-bff/src/audit/audit.interceptor.ts',
        ],
        tags: ['audit', 'data-protection', 'bff'],
      },
    ),
    m(
      'audit-async',
      'decision',
      "Audit events are published to Kafka topic portal.audit.v1 (acks=all) and the BFF doesn't wait on the audit store anymore; if Kafka is unreachable the event goes to the local spool file and is replayed by the audit-relay sidecar. Reason: in February the audit Postgres had a 40 min outage and the whole portal was down with 503s because of the synchronous writes.",
      {
        age: 70,
        disputes: 'audit-sync',
        files: ['apps/portal-bff/src/audit/audit.publisher.ts'],
        tags: ['audit', 'kafka', 'bff', 'availability'],
      },
    ),
    m(
      'proxy-minor-16',
      'constraint',
      "Parents' proxy access to a child's record ends automatically on the child's 16th birthday (Rechtsdienst, based on Urteilsfähigkeit in medical matters). After that the teen needs an own account; the parent sees \"Zugriff beendet\" on the switcher.",
      {
        age: 270,
        files: ['apps/portal-bff/src/proxy/proxy-expiry.job.ts'],
        tags: ['proxy', 'minors', 'legal'],
      },
    ),
    m(
      'proxy-minor-18',
      'decision',
      "Proxy access for parents runs until the child is 18 (Volljährigkeit). From 14 the young person can revoke it themselves under Einstellungen → Zugriffe, and the revocation is final. That's what the new consent form says.",
      {
        age: 120,
        disputes: 'proxy-minor-16',
        files: ['libs/proxy-access/feature-settings/src/lib/revoke-access.component.ts'],
        tags: ['proxy', 'minors', 'consent'],
      },
    ),
    m(
      'sentry-allowed',
      'decision',
      'Frontend errors go to our self-hosted Sentry (sentry.sal-intern.ch, project patient-portal) via @sentry/angular. beforeSend strips query strings and request bodies, setUser only with the pseudonymous portalUserId, breadcrumbs for console and xhr are off. DSN comes from config.json.',
      {
        age: 240,
        files: ['apps/patient-portal/src/app/error-reporting.ts'],
        tags: ['sentry', 'errors', 'monitoring'],
      },
    ),
    m(
      'no-error-tracking',
      'constraint',
      'Martina (DSB) was clear in the review: no client-side error tracking product, also not self-hosted, until the DSFA for it is done. Frontend errors are sent with POST /api/client-log to the BFF, which logs them through pino with the PII redaction like everything else.',
      {
        age: 55,
        disputes: 'sentry-allowed',
        files: [
          'apps/portal-bff/src/client-log/client-log.controller.ts',
          'libs/shared/util-logging/src/lib/global-error-handler.ts',
        ],
        tags: ['errors', 'data-protection', 'logging'],
      },
    ),
    m(
      'translations-office',
      'constraint',
      'fr and it texts come from the Übersetzungsdienst of the group, no machine translation gets merged. New keys go in with "[TODO-fr]" / "[TODO-it]" values, Lena files the translation ticket, and the feature flag stays off in prod until they\'re done.',
      {
        age: 210,
        tags: ['i18n', 'translations', 'process'],
      },
    ),
    m(
      'translations-deepl',
      'convention',
      'for fr/it just put the DeepL version in right away and mark the key in translations-review.csv — Übersetzungsdienst reviews after release. waiting for them blocked 3 releases in a row, not doing that again',
      {
        age: 40,
        disputes: 'translations-office',
        files: ['libs/shared/i18n/translations-review.csv'],
        tags: ['i18n', 'translations', 'deepl'],
      },
    ),

    // --- workspace, architecture ------------------------------------------------------------------------------
    m(
      'nx-layout',
      'fact',
      'Nx workspace "sal-portal": apps/patient-portal (Angular SPA), apps/portal-bff (NestJS), apps/portal-e2e. Libs by domain: libs/{appointments,lab-results,messaging,prescriptions,proxy-access,documents}/{feature-*,data-access,ui,domain} and libs/shared/{ui,auth,audit,i18n,api-contract,util-date,util-logging,testing}. Every project has tags scope:<domain> + type:<feature|data-access|ui|domain|util>. New lib: `nx g @nx/angular:library --directory=libs/<domain>/<name> --tags=...` — never create folders by hand.',
      {
        age: 650,
        reaffirm: 20,
        canonical: true,
        files: ['nx.json', 'libs/'],
        tags: ['nx', 'monorepo', 'architecture'],
      },
    ),
    m(
      'module-boundaries',
      'constraint',
      "@nx/enforce-module-boundaries is error. feature libs can't import other feature libs, ui libs can't import data-access, and scope:X only sees scope:X + scope:shared. If two domains need the same thing it moves to libs/shared. An eslint-disable for this rule will not pass review.",
      {
        age: 500,
        files: ['eslint.config.js'],
        tags: ['nx', 'eslint', 'architecture'],
      },
    ),
    m(
      'standalone-only',
      'convention',
      'Standalone components, directives and pipes only. Routes are plain Routes arrays in <lib>/src/lib/lib.routes.ts loaded with loadChildren, providers (stores, scopes) on the route. No new NgModules.',
      {
        age: 420,
        tags: ['angular', 'standalone', 'routing'],
      },
    ),
    m(
      'onpush',
      'convention',
      'ChangeDetectionStrategy.OnPush on every component, enforced by @angular-eslint/prefer-on-push-component-change-detection (error).',
      {
        age: 480,
        reaffirm: 50,
        tags: ['angular', 'change-detection', 'eslint'],
      },
    ),
    m(
      'control-flow',
      'convention',
      'Templates use the built-in control flow: @if / @for (track by id, never by $index for lists from the API) / @switch, @defer for the below-the-fold dashboard cards. No *ngIf/*ngFor in new code.',
      {
        age: 180,
        tags: ['angular', 'templates', 'control-flow'],
      },
    ),
    m(
      'zone-still',
      'note',
      'zoneless spike (branch spike/zoneless, Nov): provideExperimentalZonelessChangeDetection works for our own code but the mat-datepicker and cdk overlay positioning + the idle detection (relies on zone for the DOM listeners) broke. Parked. We run with zone.js until Material officially supports it — do not flip it in app.config.',
      {
        age: 100,
        files: ['apps/patient-portal/src/app/app.config.ts'],
        tags: ['angular', 'zoneless', 'change-detection'],
      },
    ),
    m(
      'ng19-upgrade',
      'note',
      'Angular 19 upgrade: branch chore/ng19. Open points: `nx migrate` removes standalone: true everywhere (fine, big diff), transloco-keys-manager needs a new major, @angular/material-date-fns-adapter peer range, and jest-preset-angular 14.4. Do NOT bump @angular/* on its own in main — Nx migrate or nothing, and Material/CDK must move in the same PR.',
      {
        age: 30,
        files: ['package.json', 'migrations.json'],
        tags: ['angular', 'upgrade', 'nx'],
      },
    ),
    m(
      'pnpm-node',
      'fact',
      'Package manager is pnpm 9 via corepack, Node 20 LTS (.nvmrc). Lockfile is pnpm-lock.yaml — a package-lock.json in a PR means someone ran npm, reject it. Peer-dep issues: fix with pnpm.overrides / peerDependencyRules in package.json, not --force.',
      {
        fact: 'sal-portal | package_manager | pnpm 9',
        age: 320,
        files: ['package.json', '.nvmrc', 'pnpm-lock.yaml'],
        tags: ['pnpm', 'node', 'dependencies'],
      },
    ),
    m(
      'ci-azure-devops',
      'fact',
      'CI stays on Azure DevOps (self-hosted agents in our DC), azure-pipelines.yml: pnpm install --frozen-lockfile, `nx affected -t lint test build --base=origin/main`, then e2e against dev. Nx Cloud is NOT allowed — it uploads task outputs and logs to a US company; we use the local cache on the agents (NX_CACHE_DIRECTORY on the persistent volume).',
      {
        age: 330,
        files: ['azure-pipelines.yml'],
        tags: ['ci', 'azure-devops', 'nx'],
      },
    ),
    m(
      'strict-ts',
      'constraint',
      'tsconfig.base.json: strict, noUncheckedIndexedAccess, strictTemplates. `any` is a lint error — use unknown and narrow, or the types from libs/shared/api-contract. @types/fhir only in the BFF.',
      {
        age: 440,
        files: ['tsconfig.base.json'],
        tags: ['typescript', 'strict', 'eslint'],
      },
    ),
    m(
      'commit-conventions',
      'convention',
      'conventional commits, scope = nx project name: feat(lab-results-feature-list): ... + Jira key PORT-1234 in the body. commitlint runs in the husky commit-msg hook.',
      {
        age: 450,
        files: ['commitlint.config.js'],
        tags: ['git', 'commits'],
      },
    ),
    m(
      'bundle-budget',
      'constraint',
      "Build budgets on patient-portal: initial 500 kB warning / 650 kB error, anyComponentStyle 6 kB. Many patients are on old Android phones on the hospital guest WiFi. Every feature is lazy-loaded; heavy libs (charts, pdf) only inside @defer or the lazy route. Raising the budget needs Reto's OK.",
      {
        age: 200,
        files: ['apps/patient-portal/project.json'],
        tags: ['performance', 'bundle', 'build'],
      },
    ),
    m(
      'runtime-config',
      'fact',
      'One image for all environments: the SPA fetches /config.json (rendered by the Helm chart from a ConfigMap) in an APP_INITIALIZER and exposes it as the APP_CONFIG token. environment.ts only holds build-time stuff (production flag). Never put URLs or env-specific values in environment*.ts.',
      {
        age: 210,
        files: [
          'apps/patient-portal/src/app/config/app-config.ts',
          'deploy/helm/sal-portal/templates/configmap-web.yaml',
        ],
        tags: ['config', 'environments', 'helm'],
      },
    ),
    m(
      'environments',
      'fact',
      'Envs: dev (portal-dev.sal-intern.ch, Epic TST), int (portal-int.sal-intern.ch, Epic integration with fictional patients), uat (portal-uat.sal-intern.ch, business testers), prod (https://mein.spitalverbund.ch). Only prod is reachable from the internet.',
      {
        fact: 'patient-portal | prod_url | https://mein.spitalverbund.ch',
        age: 190,
        tags: ['environments', 'urls'],
      },
    ),
    m(
      'release-train',
      'fact',
      'Release train: every 2nd Wednesday, prod deploy window 19:00–21:00, needs an approved standard change in ServiceNow (CAB on Tuesday). Code freeze Monday 12:00, release/x.y branch cut then. Outside the train only hotfixes.',
      {
        age: 280,
        reaffirm: 60,
        tags: ['release', 'process', 'cab'],
      },
    ),
    m(
      'hotfix-process',
      'note',
      'hotfix = branch off the release tag, emergency change via Service Desk (call 031 555 44 00, they page the CAB on duty), deploy by bumping the tag in gitops prod. cherry-pick to main afterwards, ppl forget that every time',
      {
        age: 160,
        tags: ['release', 'hotfix', 'process'],
      },
    ),

    // --- UI, accessibility ------------------------------------------------------------------------------------
    m(
      'material-theme',
      'convention',
      "Angular Material 18 with an M3 theme in libs/shared/ui/src/styles/_theme.scss (SAL petrol #00566B primary, generated palettes). Customize via the mat.*-overrides mixins and our CSS custom properties; never target .mat-mdc-* internals in component scss — they changed with every major. All colour pairs in the theme are contrast-checked, don't invent new colours in features.",
      {
        age: 360,
        files: ['libs/shared/ui/src/styles/_theme.scss'],
        tags: ['material', 'theme', 'scss'],
      },
    ),
    m(
      'ui-kit-wrappers',
      'convention',
      'In feature libs use our wrappers from @sal/shared/ui — sal-button, sal-form-field, sal-status-chip, sal-empty-state, sal-file-drop, sal-page-header — instead of raw mat-* components. They carry the a11y defaults (aria wiring, focus handling, error announcements).',
      {
        age: 330,
        files: ['libs/shared/ui/src/index.ts'],
        tags: ['ui', 'components', 'a11y'],
      },
    ),
    m(
      'a11y-wcag',
      'constraint',
      'WCAG 2.1 AA is contractual (Leistungsvereinbarung with the canton + BehiG). Every UI change: fully keyboard operable, visible focus, programmatic labels, 4.5:1 contrast for text (3:1 UI components), no information through colour alone, works at 200% zoom / 320px width. Playwright runs @axe-core/playwright on every page; serious/critical violations fail the pipeline and are not to be excluded per page.',
      {
        age: 550,
        reaffirm: 25,
        canonical: true,
        files: ['apps/portal-e2e/src/support/axe.ts'],
        tags: ['a11y', 'wcag', 'axe', 'legal'],
      },
    ),
    m(
      'a11y-live-region',
      'note',
      'From the NVDA/VoiceOver test sessions with Pro Infirmis: async results were silent. After save/send/cancel use LiveAnnouncer (cdk/a11y) with a translated text, and after navigation focus goes to the page h1 (RouteFocusService in shared/ui does that if the page uses sal-page-header). Snackbars alone are not enough, they vanish before the SR reads them.',
      {
        age: 210,
        files: ['libs/shared/ui/src/lib/route-focus.service.ts'],
        tags: ['a11y', 'screen-reader', 'live-announcer'],
      },
    ),
    m(
      'lab-flags-display',
      'convention',
      'Abnormal lab values: show the interpretation as text (hoch / tief / kritisch, translated) plus the icon from sal-status-chip; red/green alone fails WCAG 1.4.1. Reference range: Observation.referenceRange[0].text if present, otherwise low–high with unit.',
      {
        age: 170,
        files: ['libs/lab-results/ui/src/lib/lab-value.component.ts'],
        tags: ['lab-results', 'a11y', 'ui'],
      },
    ),
    m(
      'lab-value-precision',
      'constraint',
      'Lab values are shown exactly as the LIS delivers them (valueQuantity.value as string + unit, or valueString like "<0.5"). No DecimalPipe, no rounding, no trimming zeros: 5.20 and 5.2 mean different precision for the lab. The BFF sends the value as a string for that reason.',
      {
        age: 250,
        files: ['libs/shared/api-contract/src/lib/lab-result.dto.ts'],
        tags: ['lab-results', 'formatting', 'medical'],
      },
    ),
    m(
      'lab-excluded-categories',
      'constraint',
      'Some results never appear in the portal at all: genetics, HIV/hepatitis serology, oncology tumour markers and anything from the Pathology department. Config: apps/portal-bff/config/lab-exclusions.json (LOINC groups + performing dept). Changes need sign-off of the medical board, not just a PR review.',
      {
        age: 140,
        files: ['apps/portal-bff/config/lab-exclusions.json'],
        tags: ['lab-results', 'medical-policy', 'bff'],
      },
    ),
    m(
      'gender-language',
      'convention',
      'German texts: formal "Sie", never "du". Gender-inclusive by pair form ("Ärztinnen und Ärzte", "Patientinnen und Patienten") or neutral words ("Behandlungsteam"), no Genderstern/colon — Kommunikation decided that for all group channels. French: vous, "les patientes et patients". Italian: Lei.',
      {
        age: 150,
        tags: ['i18n', 'copywriting', 'german'],
      },
    ),
    m(
      'language-detection',
      'decision',
      'Active language: 1. `locale` claim from Keycloak (the user attribute), 2. browser language if de/fr/it, 3. de. When the patient switches language in the portal we PUT /api/me/locale, the BFF writes it back to Keycloak so the e-mails come in the same language.',
      {
        age: 350,
        files: ['libs/shared/i18n/src/lib/language.service.ts', 'apps/portal-bff/src/me/me.controller.ts'],
        tags: ['i18n', 'keycloak', 'locale'],
      },
    ),

    // --- BFF, KIS ---------------------------------------------------------------------------------------------
    m(
      'bff-nestjs',
      'fact',
      'apps/portal-bff = NestJS 10 on Node 20, one module per domain (appointments, lab-results, messaging, prescriptions, proxy, documents, me, audit). It is the only thing that talks to the KIS; the SPA only knows /api/*. Validation with class-validator DTOs + global ValidationPipe (whitelist, forbidNonWhitelisted).',
      {
        fact: 'portal-bff | framework | NestJS 10',
        age: 560,
        reaffirm: 60,
        files: ['apps/portal-bff/src/app.module.ts'],
        tags: ['bff', 'nestjs', 'architecture'],
      },
    ),
    m(
      'kis-epic',
      'fact',
      'KIS is Epic (group go-live 2022). We use the FHIR R4 API through Interconnect: fhir-tst.spitalverbund.ch (dev/int) and fhir.spitalverbund.ch (prod), backend-services auth with a JWT signed by the BFF key. MyChart is not licensed — which is why this portal exists.',
      {
        fact: 'sal-portal | kis | Epic (FHIR R4 via Interconnect)',
        age: 600,
        tags: ['epic', 'fhir', 'kis'],
      },
    ),
    m(
      'fhir-mapping',
      'convention',
      'Raw FHIR never leaves the BFF. Each module has mappers/ turning FHIR resources into the DTOs of libs/shared/api-contract (which the SPA imports too, so change the contract first and both sides break at compile time). Responses from Interconnect are parsed with the zod schemas in apps/portal-bff/src/fhir/schemas — Epic sends surprises.',
      {
        age: 400,
        files: ['libs/shared/api-contract/src/index.ts', 'apps/portal-bff/src/fhir/schemas/'],
        tags: ['fhir', 'bff', 'api-contract', 'zod'],
      },
    ),
    m(
      'kis-rate-limit',
      'constraint',
      'Interconnect gives our client 20 req/s total (all patients together!). Observation searches must page with _count=50 and the BFF caches a patient\'s result list per session for 60s in Redis; the SPA never polls more often than every 5 min, and only while the tab is visible. On 429 the BFF backs off and serves the cached list with a "Stand: hh:mm" hint.',
      {
        age: 250,
        files: ['apps/portal-bff/src/fhir/fhir-client.service.ts'],
        tags: ['epic', 'fhir', 'rate-limit', 'caching'],
      },
    ),
    m(
      'http-interceptors',
      'convention',
      "Frontend HTTP: functional interceptors registered in app.config with withInterceptors([subjectInterceptor, errorInterceptor]). errorInterceptor does 401 → window.location = /api/auth/login?returnTo=<current route>, 403 → /kein-zugriff, 5xx/0 → global error toast. So don't catchError + toast in every store method, you'll show two toasts.",
      {
        age: 270,
        files: ['libs/shared/auth/src/lib/interceptors/error.interceptor.ts'],
        tags: ['http', 'interceptors', 'errors'],
      },
    ),
    m(
      'pdf-documents',
      'fact',
      'Documents (Austrittsbericht, lab PDFs, Rechnungen are NOT included) come from Epic DocumentReference. The SPA gets a list, the content is streamed by GET /api/documents/:id/content with Content-Disposition: attachment. No pdf.js viewer inside the portal (a11y problems, bundle size).',
      {
        age: 240,
        files: ['apps/portal-bff/src/documents/documents.controller.ts'],
        tags: ['documents', 'pdf', 'bff'],
      },
    ),
    m(
      'mobile-webview',
      'fact',
      'The "SAL App" (iOS/Android, built by an agency in Lausanne) just embeds the portal in a WebView with ?embedded=1. In embedded mode: no top nav/footer (EmbeddedModeService), window.open and target=_blank do nothing, blob: URLs don\'t download on iOS — downloads have to be plain links to the BFF URL so the app can intercept them.',
      {
        age: 130,
        files: ['libs/shared/ui/src/lib/embedded-mode.service.ts'],
        tags: ['mobile', 'webview', 'downloads'],
      },
    ),

    // --- domain -----------------------------------------------------------------------------------------------
    m(
      'appointments-slots',
      'fact',
      'Self-booking only exists for Cadence visit types flagged portal-bookable (blood draw, physio follow-up, vaccinations, follow-up consultations with a known provider). First consultations are never bookable online — they go through the "Termin anfragen" request form, which becomes an Epic referral work queue item.',
      {
        age: 340,
        files: ['apps/portal-bff/src/appointments/slots.service.ts'],
        tags: ['appointments', 'booking', 'epic'],
      },
    ),
    m(
      'appointment-cancel-24h',
      'constraint',
      "Online cancel or reschedule only up to 24h before the start. Inside 24h the button is replaced by the clinic's phone number (Location.telecom from the appointment). BFF checks again, the UI rule is just for UX.",
      {
        age: 290,
        tags: ['appointments', 'cancellation'],
      },
    ),
    m(
      'messages-not-emergency',
      'constraint',
      'Every message compose screen shows the non-emergency notice ("Keine Notfälle – im Notfall 144") above the text field. Legal requirement, it must not be dismissible, collapsible or hidden in embedded mode.',
      {
        age: 450,
        reaffirm: 90,
        files: ['libs/messaging/feature-compose/src/lib/compose-message.component.html'],
        tags: ['messaging', 'legal', 'ui'],
      },
    ),
    m(
      'messages-care-team',
      'fact',
      'A portal message becomes a "Patient Medical Advice Request" in the Epic In Basket pool of the department (mapping dept → pool in apps/portal-bff/config/inbasket-pools.json). Care teams promise an answer within 3 working days; the UI says so after sending.',
      {
        age: 200,
        tags: ['messaging', 'epic', 'in-basket'],
      },
    ),
    m(
      'email-notifications',
      'decision',
      'Notifications are e-mail only, and the mail contains no medical content at all — just "Sie haben eine neue Nachricht im Patientenportal" + link. Not the sender department either (that alone can be sensitive, e.g. Psychiatrie). SMS was rejected (cost + content limits).',
      {
        age: 300,
        files: ['apps/portal-bff/src/notifications/templates/'],
        tags: ['notifications', 'email', 'data-protection'],
      },
    ),
    m(
      'refill-flow',
      'fact',
      'Refill request ("Rezept erneuern"): patient picks from active MedicationRequests of the last 12 months, picks a pharmacy (hospital pharmacy pickup or their own Apotheke, e-prescription sent via HIN mail by the department), optional comment. The BFF creates an Epic Task for the prescribing department. Status comes back via Task.status.',
      {
        age: 260,
        files: ['apps/portal-bff/src/prescriptions/refill.service.ts'],
        tags: ['prescriptions', 'refill', 'epic'],
      },
    ),
    m(
      'proxy-model',
      'fact',
      "Proxy access: source of truth is the proxy relationship in Epic (RelatedPerson + the portal-proxy flag); the portal never stores relationships itself. The session knows the list of subjects the user may act for. The SPA sends the active subject as X-Subject-Patient (opaque subjectRef, not the MRN) via subjectInterceptor; the BFF resolves it against the session's allowed subjects on every request — the header alone is never trusted.",
      {
        age: 420,
        reaffirm: 30,
        canonical: true,
        files: [
          'apps/portal-bff/src/proxy/subject.guard.ts',
          'libs/shared/auth/src/lib/interceptors/subject.interceptor.ts',
        ],
        tags: ['proxy', 'authorization', 'bff'],
      },
    ),
    m(
      'proxy-adult-consent',
      'constraint',
      'Adult proxy (caregiver for an elderly parent etc.) needs the signed "Vollmacht Patientenportal" scanned into Epic by the registration desk. The portal cannot grant it — we only offer the request form + PDF download of the Vollmacht.',
      {
        age: 380,
        tags: ['proxy', 'consent', 'legal'],
      },
    ),
    m(
      'proxy-restricted-sections',
      'constraint',
      'Parents acting for a child aged 12+ never see encounters, appointments, documents or results from gynecology, psychiatry/psychology and sexual health — filtered in the BFF by service type (apps/portal-bff/config/restricted-services.json). Not a UI hide, the data must not be sent.',
      {
        age: 240,
        files: ['apps/portal-bff/config/restricted-services.json'],
        tags: ['proxy', 'minors', 'data-protection'],
      },
    ),

    // --- data protection, security ----------------------------------------------------------------------------
    m(
      'no-pii-logs',
      'constraint',
      "Zero patient data in logs. No names, MRN/PID, AHV numbers, birth dates, diagnoses, result values, message text. pino in the BFF has redact paths for the known fields; log portalUserId (pseudonymous) + requestId and that's it. In the SPA no console.* outside dev (lint rule). If support needs to find something, they search by requestId.",
      {
        age: 580,
        reaffirm: 15,
        canonical: true,
        files: ['apps/portal-bff/src/logging/logger.config.ts'],
        tags: ['logging', 'data-protection', 'pii'],
      },
    ),
    m(
      'ahv-number',
      'constraint',
      'AHV/AVS number (756.xxxx.xxxx.xx) — never shown in full, never stored, never in a DTO unless masked (756.••••.••••.12). Only the insurance card screen shows it.',
      {
        age: 500,
        tags: ['data-protection', 'ahv', 'pii'],
      },
    ),
    m(
      'no-browser-storage',
      'constraint',
      'Nothing patient-related in localStorage, sessionStorage, IndexedDB or the Cache API — shared family tablets, hospital kiosk PCs. localStorage only for UI prefs under the sal.pref.* prefix. ngsw-config.json caches static assets only, dataGroups stays empty.',
      {
        age: 340,
        files: ['apps/patient-portal/ngsw-config.json'],
        tags: ['data-protection', 'storage', 'pwa'],
      },
    ),
    m(
      'audit-fields',
      'convention',
      'Audit event shape: { type, actorPortalUserId, subjectRef, onBehalfOf (set when a proxy acts), occurredAt, requestId, clientIpHash }. type is the AuditEventType enum in libs/shared/audit/src/lib/audit-event-type.ts — add a member there, no free strings. The @Audited(AuditEventType.X) decorator on the controller method does the rest.',
      {
        age: 300,
        files: [
          'libs/shared/audit/src/lib/audit-event-type.ts',
          'apps/portal-bff/src/audit/audited.decorator.ts',
        ],
        tags: ['audit', 'bff', 'data-protection'],
      },
    ),
    m(
      'third-party-scripts',
      'constraint',
      'No external resources in the SPA: no Google Fonts, no CDNs, no analytics/chat widgets loaded from outside. Fonts (Source Sans 3) are self-hosted in libs/shared/ui/assets/fonts. Each external host is a data transfer (IP + referer) the DSB has to approve.',
      {
        age: 400,
        tags: ['data-protection', 'third-party', 'fonts'],
      },
    ),
    m(
      'csp-nonce',
      'fact',
      "CSP is set by nginx in portal-web: default-src 'self'; script-src 'self'; style-src 'self' 'nonce-$request_id'; img-src 'self' data: blob:; connect-src 'self'. The nonce is injected into index.html via sub_filter on the ngCspNonce attribute, so Angular/Material inline styles work. Libraries that inject <style> or inline scripts without the nonce will break in dev/int/prod but not with nx serve.",
      {
        age: 310,
        files: ['deploy/docker/nginx/default.conf', 'apps/patient-portal/src/index.html'],
        tags: ['csp', 'security', 'nginx'],
      },
    ),
    m(
      'analytics-matomo',
      'decision',
      'Usage stats: self-hosted Matomo (stats.sal-intern.ch), cookieless, no user id, we send only the route *pattern* (/laborwerte/:id) as page title. Wrapper: AnalyticsService in libs/shared/util-analytics, never call _paq directly.',
      {
        age: 280,
        files: ['libs/shared/util-analytics/src/lib/analytics.service.ts'],
        tags: ['analytics', 'matomo', 'data-protection'],
      },
    ),

    // --- testing ----------------------------------------------------------------------------------------------
    m(
      'test-harness',
      'convention',
      'Component tests talk to Material through harnesses (TestbedHarnessEnvironment, MatButtonHarness, MatInputHarness …) and to our wrappers through the harnesses in @sal/shared/testing. Querying .mat-mdc-* classes in a spec will break at the next upgrade.',
      {
        age: 250,
        files: ['libs/shared/testing/src/lib/harnesses/'],
        tags: ['testing', 'harness', 'material'],
      },
    ),
    m(
      'msw-mocks',
      'convention',
      'The BFF is mocked with MSW handlers in libs/shared/testing/src/lib/msw (one file per domain, fixtures in fixtures/). Same handlers for Jest (msw/node) and `nx serve patient-portal -c mock` (browser worker). New endpoint = new handler in the same PR.',
      {
        age: 230,
        files: ['libs/shared/testing/src/lib/msw/handlers.ts'],
        tags: ['testing', 'msw', 'mocks'],
      },
    ),
    m(
      'no-real-test-data',
      'constraint',
      'Test data is invented, always. Epic TST and the int environment still contain migrated real patients from the old KIS — never export anything from there into fixtures, screenshots or tickets. Use the persona generator in libs/shared/testing (Muster/Beispiel/Exemple/Esempio families).',
      {
        age: 360,
        tags: ['testing', 'data-protection', 'fixtures'],
      },
    ),

    // --- people and misc --------------------------------------------------------------------------------------
    m(
      'team-contacts',
      'fact',
      "PO: Corinne Favre (Lausanne). DSB/Datenschutzberaterin: Dr. Martina Keller. Tech lead frontend: Reto Zbinden. Interconnect/Epic integration: Thomas Bühler's team. IAM (Keycloak): queue IAM-SUPPORT. Translation tickets: Lena Moser.",
      {
        age: 150,
        tags: ['team', 'contacts'],
      },
    ),
    m(
      'pilot-clinics',
      'note',
      'the pilot clinics for new features are always Bern Inselplatz ambulatorium + Physio Lausanne, they agreed to get stuff first. Locarno wants nothing new before the Italian texts are final (fair).',
      {
        age: 110,
        tags: ['rollout', 'pilot'],
      },
    ),
    m(
      'old-ie11',
      'note',
      'IE11 support dropped in the portal, kiosk PCs in the waiting areas run Edge now. polyfills.ts is empty except zone.js.',
      {
        age: 520,
        tags: ['browsers', 'legacy'],
      },
    ),

    // --- unreviewed agent proposals ---------------------------------------------------------------------------
    m(
      'cand-lab-cache-localstorage',
      'convention',
      'The lab results list is cached in localStorage so it renders instantly on the next visit.',
      { candidate: true, age: 12, tags: ['lab-results', 'caching'] },
    ),
    m(
      'cand-graphql-bff',
      'fact',
      'The BFF exposes a GraphQL endpoint at /api/graphql which the portal uses for the dashboard.',
      { candidate: true, age: 18, tags: ['bff', 'graphql'] },
    ),
    m(
      'cand-component-store',
      'convention',
      'Local component state should use @ngrx/component-store, one store per smart component.',
      { candidate: true, age: 25, tags: ['ngrx', 'state'] },
    ),
    m(
      'cand-no-audit-prefetch',
      'decision',
      'Prefetch calls for the dashboard cards do not need audit events since the patient has not opened anything yet.',
      { candidate: true, age: 8, tags: ['audit', 'dashboard'] },
    ),
    m('cand-it-fallback-fr', 'convention', 'Missing Italian translations fall back to French.', {
      candidate: true,
      age: 5,
      tags: ['i18n', 'transloco'],
    }),

    // --- secret-bearing (must be refused) ---------------------------------------------------------------------
    m(
      'secret-kc-bff-client',
      'note',
      'kc test realm → Clients → portal-bff → Credentials. current secret Jx0pW3n8QbV2tLr7YcK5mZ9aHf4sDe1G, goes into apps/portal-bff/.env.local. IAM rotates it when they feel like it, then the login on dev dies with invalid_client.',
      { secret: 'Jx0pW3n8QbV2tLr7YcK5mZ9aHf4sDe1G', age: 190 },
    ),
    m(
      'secret-test-patient',
      'fact',
      'UAT persona for the business testers: Hanna Beispiel-Roth, local KC account hanna.beispiel@test.sal-portal.ch, Kennwort Aare-Brugg-1987! — TOTP seed is in the team vault entry "UAT patients".',
      { secret: 'Aare-Brugg-1987!', age: 140 },
    ),
    m(
      'secret-azure-storage',
      'note',
      'translation exports storage (still on Azure, no patient data in there):\nDefaultEndpointsProtocol=https;AccountName=saltranslations;AccountKey=pK8vX2mQ7rT4wZ9nB3cF6hJ1lD5sG0aY8eR2uI7oW4qE9tN3xV6bM1zC5kL8jH2fA0dS4gP7yU3iO6wQ9==;EndpointSuffix=core.windows.net',
      {
        secret: 'pK8vX2mQ7rT4wZ9nB3cF6hJ1lD5sG0aY8eR2uI7oW4qE9tN3xV6bM1zC5kL8jH2fA0dS4gP7yU3iO6wQ9==',
        age: 470,
      },
    ),
    m(
      'secret-sas-url',
      'note',
      'Lena can upload the fr/it files herself with this link (valid till end of year): https://saltranslations.blob.core.windows.net/incoming?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-12-31T22:59:59Z&spr=https&sig=Zq7%2Fk3Lw9XvB2nR5tY8uP1mC4hJ6dF0gS3aE7iO%2BqWc%3D',
      { secret: 'Zq7%2Fk3Lw9XvB2nR5tY8uP1mC4hJ6dF0gS3aE7iO%2BqWc%3D', age: 430 },
    ),
    m(
      'secret-smtp-de',
      'note',
      'Mailversand aus dem BFF läuft über mailrelay.spitalverbund.ch:587, Benutzer svc-portal-mail, das Passwort lautet Wt9!kRhein#2024 — ist noch nicht im Vault, bitte nicht weitergeben.',
      { secret: 'Wt9!kRhein#2024', age: 260 },
    ),
    m(
      'secret-svc-fr',
      'note',
      "Pour l'accès FHIR du BFF sur l'environnement d'intégration, le compte de service est svc-portal-fhir et son mot de passe, c'est Lausanne_Q7x!pont. Julien le change chaque trimestre, demandez-lui si ça ne marche plus.",
      { secret: 'Lausanne_Q7x!pont', age: 175 },
    ),
    m(
      'secret-tls-passphrase',
      'fact',
      'The private key for the mTLS client cert towards Interconnect (portal-bff-int.key) is encrypted; when node or openssl asks, the passphrase is quartz-heron-5521-milan.',
      { secret: 'quartz-heron-5521-milan', age: 120 },
    ),
    m(
      'secret-ocp-token',
      'note',
      "if your own oc token expired and you need to look at the dev namespace NOW: oc login --token=sha256~Yb3kQ9xLm2Rv7TnW4pZc8Hf1Gd6Js0Ae5Ku3Oi9Ny2 --server=https://api.ocp-test.spitalverbund.ch:6443 (deployer SA, please don't deploy with it)",
      { secret: 'sha256~Yb3kQ9xLm2Rv7TnW4pZc8Hf1Gd6Js0Ae5Ku3Oi9Ny2', age: 60 },
    ),
  ],
  sessions: [
    {
      id: 'angular-portal-session-1',
      age: 2,
      turns: [
        said(
          'morning. today i want to finish PORT-1533, attachments in the message compose screen. component is libs/messaging/feature-compose/src/lib/compose-message.component.ts, store is messaging-compose.store.ts next to it',
        ),
        replied(
          'Got it. ComposeMessageComponent has a reactive form with subject/department/body. I can add a sal-file-drop below the body and keep the selected files in the store. Are there limits on type or size?',
        ),
        said(
          'yes so: max 10 MB per file and 3 files per message, only pdf, jpg and png. heic from iphones — no, just reject it with a text telling them to export as jpg. BFF checks again of course but the client must check first, ppl on mobile data shouldnt wait for an upload thats going to fail anyway',
          { key: 's-attachment-limits', type: 'constraint' },
        ),
        replied(
          'Ok, I will write a validator for type/size/count. One idea: should I keep the draft including attachments in IndexedDB so it survives an idle logout?',
        ),
        said('no no. nothing in indexeddb, drafts stay in memory. moving on'),
        replied(
          'Understood, in-memory only. Validator and store changes are done; shall I add the e2e test as well?',
        ),
        said(
          'yes. and in the e2e select stuff with data-testid, not css classes — we agreed that in the retro after the M3 migration broke half the suite. names are feature-element, like compose-attachment-input',
          { key: 's-e2e-testids', type: 'convention' },
        ),
        replied(
          'Will do: data-testid="compose-attachment-input", "compose-attachment-list" and "compose-send". Spec goes to apps/portal-e2e/src/messaging/compose-attachments.spec.ts.',
        ),
        said(
          'other thing, Corinne decided yesterday: when someone acts as proxy there is a permanent banner under the header "Sie handeln für Lea Muster" with a link to switch back — on every page, not only the dashboard. and in compose the sender shows as "Max Muster für Lea Muster"',
          { key: 's-proxy-banner', type: 'decision' },
        ),
        replied(
          "I can add a ProxyBannerComponent to the shell. To make the name available I could put the child's name in the route, e.g. /fuer/lea-muster/nachrichten — ok?",
        ),
        said(
          'nope. names, PIDs, birth dates, none of that goes in the URL, ever — it ends up in the nginx access logs and in the browser history on shared tablets. only the opaque subjectRef if you really need something. take the name from the session store',
          { key: 's-no-pii-urls', type: 'constraint' },
        ),
        replied(
          "Right, I will read it from the session store's activeSubject signal and keep the routes as they are.",
        ),
        said(
          'and for the banner component use input() / output() and model() for the two way binding, not the @Input/@Output decorators. thats for everything new since we went to 17.3',
          { key: 's-signal-io', type: 'convention' },
        ),
        replied(
          'Done. While at it, I would suggest a rule that every new component must be zoneless-ready and avoid setTimeout entirely. Should I note that?',
        ),
        said(
          'meh, not now. unrelated but while you are in there — for the refill screen, Dr. Aebischer from the pharmacy says Betäubungsmittel can never be requested through the portal. DTO has isControlled, if true no refill button, show "Bitte wenden Sie sich an Ihre Ärztin oder Ihren Arzt" instead',
          { key: 's-refill-controlled', type: 'constraint' },
        ),
        replied('Noted, I will handle isControlled in RefillListComponent when we get to that ticket.'),
        said(
          'also the translation keys u added: ATTACHMENT_TOO_LARGE is not how we do it. domain.component.element, lowerCamel at the end, like messaging.compose.attachmentTooLarge',
          { key: 's-i18n-keys', type: 'convention' },
        ),
        replied(
          'Renamed all five keys in libs/messaging/feature-compose/src/i18n/*.json and in the template.',
        ),
        said(
          'to try it on dev u need the proxy test user, paul.proxy@test.sal-portal.ch, pw is Brienz#Kiesel-42, he is proxy for two fictional kids',
          { secret: 'Brienz#Kiesel-42' },
        ),
        replied('Thanks, I will use it only for the manual check and not write it into any file.'),
        said(
          'last: the attachments go behind a flag, portal.messaging.attachments. flags come from the BFF /api/features, never from environment.ts — we turn things on per clinic',
          { key: 's-feature-flags', type: 'convention' },
        ),
        replied(
          "Added the flag check via FeatureFlagService.isEnabled('portal.messaging.attachments') around the file drop.",
        ),
        said('cool thx, push it, i open the PR after lunch'),
      ],
    },
  ],
  prompts: [
    p(
      'add a "Termin absagen" button to @libs/appointments/feature-detail/src/lib/appointment-detail.component.ts, with a confirm dialog, and update the list after',
      ['appointment-cancel-24h', 'state-signal-store'],
    ),
    p(
      'write the effect for loading lab results: createEffect, switchMap to labResultsApi.list(), dispatch loadLabResultsSuccess / Failure',
      ['state-signal-store'],
    ),
    p(
      'karma in libs/prescriptions/feature-refill cant find chrome on my new macbook ("No binary for ChromeHeadless browser on your platform"). how do i set CHROME_BIN',
      ['unit-jest'],
    ),
    p('pls add a cypress spec for the date filter on the lab results list', [
      'e2e-playwright',
      's-e2e-testids',
    ]),
    p(
      'where in the B2C custom policy do I change the text of the forgot password page? patients dont understand it',
      ['auth-keycloak'],
    ),
    p(
      'GET /api/documents/123/content returns 401 from the SPA but works in postman. i think the auth interceptor doesnt add the bearer token from sessionStorage for that path, can you fix the interceptor',
      ['tokens-bff-cookie', 'http-interceptors'],
    ),
    p(
      'add texts for the empty state of the lab results list to src/assets/i18n/de.json, fr.json and it.json — "Noch keine Laborwerte vorhanden"',
      ['i18n-transloco', 's-i18n-keys', 'translations-office', 'translations-deepl'],
    ),
    p('the slot swap for app-sal-portal-bff-prod hangs, how do I roll back to the previous release quickly', [
      'deploy-openshift',
    ]),
    p(
      'in @libs/appointments/ui/src/lib/appointment-card.component.ts show the start like "Mo, 14.10.2024, 08:30" — moment(appt.start).format(...) is fine i guess',
      ['dates-date-fns'],
    ),
    p(
      'ticket from the hotline: patient had blood taken monday, lab validated it tuesday morning, its thursday and she still sees nothing in the portal. bug in the BFF filter?',
      ['lab-release-physician'],
    ),
    p(
      'people complain they get kicked out while writing a message to the care team. where is the idle timeout set and what value is it supposed to have?',
      ['session-timeout-15', 'session-timeout-30'],
    ),
    p(
      'audit db was slow this morning and GET /api/lab-results threw 503s for 20 minutes. can we make the audit write in @apps/portal-bff/src/audit/audit.service.ts fire-and-forget so patients are not blocked',
      ['audit-sync', 'audit-async'],
    ),
    p(
      'implement the nightly job that ends parent proxy access when the child reaches the age limit (apps/portal-bff/src/proxy/proxy-expiry.job.ts is a stub)',
      ['proxy-minor-16', 'proxy-minor-18', 'proxy-model'],
    ),
    p(
      'set up @sentry/angular in apps/patient-portal/src/app/app.config.ts, the DSN can come from config.json',
      ['sentry-allowed', 'no-error-tracking', 'runtime-config'],
    ),
    p(
      'lint fails and I dont get why, i just want to reuse the department picker:\n\n```\nlibs/messaging/feature-compose/src/lib/compose-message.component.ts\n  4:1  error  A project tagged with "type:feature" can only depend on libs tagged with "type:ui", "type:data-access", "type:domain", "type:util"  @nx/enforce-module-boundaries\n  4:1  error  A project tagged with "scope:messaging" can only depend on libs tagged with "scope:messaging", "scope:shared"  @nx/enforce-module-boundaries\n```\nthe import is from @sal/appointments/feature-booking',
      ['module-boundaries', 'nx-layout'],
    ),
    p(
      "works with nx serve but on portal-dev the new chart on the dashboard is blank and the console says\nRefused to apply inline style because it violates the following Content Security Policy directive: \"style-src 'self' 'nonce-a8f3c2...'\". Either the 'unsafe-inline' keyword, a hash, or a nonce is required",
      ['csp-nonce', 'bundle-budget'],
    ),
    p('add Inter from Google Fonts in index.html, design wants it for the headings', [
      'third-party-scripts',
      'csp-nonce',
    ]),
    p(
      'when a refill request fails in the BFF, log the patient name, PID and the medication so support can find the case quicker',
      ['no-pii-logs'],
    ),
    p(
      'lab results page loads slow on the 2nd visit, just cache the list in localStorage and show that first',
      ['no-browser-storage', 'kis-rate-limit'],
    ),
    p(
      'new component @libs/prescriptions/feature-refill/src/lib/refill-list.component.ts: list of the patients meds, each with a "Rezept erneuern" button that opens the request dialog',
      ['refill-flow', 's-refill-controlled', 's-signal-io', 'state-signal-store'],
    ),
    p('iphone users keep trying to attach .heic photos to messages, can we just accept them?', [
      's-attachment-limits',
    ]),
    p(
      'for the proxy switcher, make the url /fuer/lea-muster/dashboard instead of the ugly ref, breadcrumbs would be much nicer',
      ['s-no-pii-urls', 'proxy-model'],
    ),
    p(
      'in the BFF lab controller just take the X-Subject-Patient header and put it in the FHIR search as patient=, the guard is overkill',
      ['proxy-model'],
    ),
    p(
      'a daughter wants access for her mother (dementia). add a form in proxy-access where the mother can enter the daughters email and grant access directly',
      ['proxy-adult-consent'],
    ),
    p(
      'complaint: 13 year old girl says her mum saw her gyn appointment in the portal. how can that be? which code decides what parents see',
      ['proxy-restricted-sections'],
    ),
    p(
      'values in @libs/lab-results/ui/src/lib/lab-value.component.ts look inconsistent (5.2 vs 5.20 vs 12). apply DecimalPipe with "1.1-2" so they all look the same',
      ['lab-value-precision'],
    ),
    p('make abnormal lab values red and normal ones green in the results table', [
      'lab-flags-display',
      'a11y-wcag',
    ]),
    p(
      'axe fails on the appointments page: color-contrast (serious) on the warning variant of sal-status-chip, 3.9:1. release is tmrw, can i just disable the rule for this page in the spec?',
      ['a11y-wcag', 'material-theme'],
    ),
    p('after "Nachricht senden" the screen reader says nothing at all. what should happen there?', [
      'a11y-live-region',
    ]),
    p(
      'write unit tests for ComposeMessageComponent: click send, expect the store method called and the form reset. use fixture.debugElement.query(By.css(".mat-mdc-button")) to click',
      ['unit-jest', 'test-harness', 'msw-mocks'],
    ),
    p(
      'I need realistic lab data for the e2e. can I pull 3-4 patients with many results out of the int environment via the FHIR API and save them as fixtures?',
      ['no-real-test-data', 'msw-mocks'],
    ),
    p('the affected pipeline takes 25 min now. lets connect Nx Cloud for remote caching, whats needed', [
      'ci-azure-devops',
    ]),
    p('turn on zoneless change detection in app.config.ts, we are OnPush everywhere anyway', ['zone-still']),
    p('bump angular to 19, just the @angular/* packages for now', ['ng19-upgrade']),
    p(
      'schreib mir bitte die deutschen Texte für den neuen Onboarding-Screen (Willkommen, Termin buchen, Nachricht schreiben), gern locker in du-Form',
      ['gender-language', 'i18n-transloco'],
    ),
    p(
      'download button for discharge letters does nothing inside the SAL app on iOS, works in safari. we do URL.createObjectURL + window.open',
      ['mobile-webview', 'pdf-documents'],
    ),
    p(
      'put the first lines of the message into the notification email so patients see what its about without logging in',
      ['email-notifications'],
    ),
    p(
      'attachments are done, hide them in prod for now: add messagingAttachments: false to environment.prod.ts and true to environment.ts',
      ['s-feature-flags', 'runtime-config'],
    ),
    p('the 144 notice in compose takes a lot of space on mobile, make it collapsible with a "mehr" link', [
      'messages-not-emergency',
    ]),
    p(
      'when i switch to my kid in the portal the only hint is on the dashboard, on the lab results page nothing says whose data i am looking at. fix it in @apps/patient-portal/src/app/shell/shell.component.ts',
      ['s-proxy-banner'],
    ),
    p('whats the difference between computed() and effect(), when do I need which', []),
    p('rename `res` to `labResults` in lab-summary.component.ts, its used like 6 times', []),
    p('regex for Swiss postal codes pls, 4 digits 1000–9658', []),
    p('explain switchMap vs exhaustMap for a submit button like im new to rxjs', []),
    p('ok that fixed it, thx', []),
  ],
});
