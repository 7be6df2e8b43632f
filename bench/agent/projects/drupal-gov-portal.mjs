// Drupal 10 citizen services portal for the Gemeente Haverveld (NL): permit webforms pushed to the Zaakwijzer case system (ZGW REST + legacy StUF SOAP), DigiD/eHerkenning via SimpleSAMLphp, NL/EN content, Solr search, WCAG 2.1 AA, AVG/retention, Platform.sh + Fastly, GitLab CI.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'drupal-gov-portal',
  stack:
    'PHP 8.3, Drupal 10.3 (drupal/core-recommended, Composer, cweagans/composer-patches), Drush 12, custom modules hv_* in web/modules/custom, custom theme web/themes/custom/haverveld (SDC components on NL Design System tokens, Vite build), config_split 2 + config_readonly, webform 6.2, search_api + search_api_solr 4.3 on Solr 8.11, content_translation (nl + en), simplesamlphp_auth 4 + SimpleSAMLphp 2 (DigiD, eHerkenning), ZGW APIs + StUF-ZKN SOAP to Zaakwijzer (Comvalis), migrate_plus/migrate_tools from a Drupal 7 site, symfony_mailer, Worldline payments, Matomo, DDEV (mariadb 10.11, ddev-solr, redis), GitLab CI, Platform.sh with Fastly, PHPUnit 10, Behat (frozen), Cypress 13 + cypress-axe, PHPStan (phpstan-drupal), phpcs Drupal/DrupalPractice, Renovate',
  memories: [
    // --- runtime, local dev, CI, deploy ----------------------------------------------------------------------
    m(
      'php-83',
      'fact',
      "Runtime is PHP 8.3 everywhere: .platform.app.yaml `type: 'php:8.3'`, DDEV php_version 8.3, composer.json config.platform.php = 8.3.12. Core is drupal/core-recommended ^10.3. The Drupal 11 / PHP 8.4 move is its own epic (#700, blocked on simplesamlphp_auth and two contrib modules) — don't bump php or core major inside a feature MR.",
      {
        fact: 'portal | php_version | 8.3',
        age: 230,
        reaffirm: 18,
        files: ['.platform.app.yaml', 'composer.json', '.ddev/config.yaml'],
        tags: ['php', 'runtime', 'composer', 'drupal-core'],
        canonical: true,
      },
    ),
    m(
      'lando-local',
      'convention',
      'local env = Lando (.lando.yml, recipe drupal10). `lando start`, `lando drush uli`, db via `lando db-import haverveld.sql.gz` (ask Ruben for a dump). no solr in lando, use the db search server locally',
      {
        age: 400,
        files: ['.lando.yml'],
        tags: ['local-dev', 'lando', 'onboarding'],
      },
    ),
    m(
      'ddev-local',
      'convention',
      'Local dev: DDEV. .ddev/config.yaml (php 8.3, mariadb 10.11, nginx-fpm) + add-ons ddev/ddev-solr and ddev/ddev-redis. Setup: `ddev start && ddev composer install && ddev pull platform -y` → gives you a sanitized copy of the prod db (the provider runs drush sql:sanitize before dumping). Drush is `ddev drush ...`, mailpit on https://haverveld.ddev.site:8026. .ddev/config.local.yaml is yours, never commit it.',
      {
        age: 150,
        supersedes: 'lando-local',
        files: ['.ddev/config.yaml', '.ddev/providers/platform.yaml'],
        tags: ['local-dev', 'ddev', 'onboarding'],
      },
    ),
    m(
      'deploy-acquia',
      'decision',
      'Hosting: Acquia Cloud Classic. Deploy = tag in GitLab, Acquia Pipelines builds, then drag the tag onto prod in the Cloud UI. hooks/common/post-code-deploy/ runs drush updb + cim + cr. `acli pull:db` for a local copy.',
      {
        age: 420,
        files: ['hooks/common/post-code-deploy/drush-deploy.sh', 'acquia-pipelines.yml'],
        tags: ['deploy', 'hosting', 'acquia'],
      },
    ),
    m(
      'deploy-platformsh',
      'decision',
      'We left Acquia when the contract ended (june 2023, Platform.sh won the aanbesteding). Hosting is now the Platform.sh project haverveld-portaal (region de-2). GitLab stays the source of truth, the Platform integration mirrors branches: main = production, acc = acceptatie (staging type), every MR gets a preview env (plan allows 6 active, close yours). Build hook: composer install + theme npm build. Deploy hook: `drush -y deploy`. Anything under hooks/ or mentioning acli is dead code, delete it when you see it.',
      {
        age: 260,
        supersedes: 'deploy-acquia',
        files: ['.platform.app.yaml', '.platform/services.yaml', '.platform/routes.yaml', '.gitlab-ci.yml'],
        tags: ['deploy', 'hosting', 'platformsh', 'gitlab-ci'],
        reason: 'Acquia contract ended; Platform.sh won the public tender (aanbesteding) in 2023',
        canonical: true,
      },
    ),
    m(
      'drush-deploy',
      'convention',
      '`drush deploy` = updatedb → config:import → cache:rebuild → deploy:hook. So schema stuff goes in hook_update_N (hv_*.install, numbered 10001, 10002, ...) and anything that needs the freshly imported config (filling a new field, creating terms, moving content) goes in hook_deploy_NAME in hv_*.deploy.php. nobody runs `drush cim` by hand on prod.',
      {
        age: 240,
        files: [
          'web/modules/custom/hv_core/hv_core.install',
          'web/modules/custom/hv_core/hv_core.deploy.php',
        ],
        tags: ['deploy', 'drush', 'update-hooks', 'config'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Prod deploys: tuesday and thursday 07:00–08:30 only, before the KCC (klantcontactcentrum) opens. Not in the WOZ/belastingaanslag weeks end of february, and code freeze in election weeks (the uitslagen page must not change). Only exception: drupal security releases marked critical/highly critical, those go out when they are ready, with Joost or Ruben online.',
      {
        age: 220,
        reaffirm: 40,
        tags: ['deploy', 'process', 'kcc', 'freeze'],
      },
    ),
    m(
      'deploy-rollback',
      'convention',
      'The CI deploy job does `platform backup:create -e main --live` before merging to main. Rollback: revert the merge on main (platform redeploys). If update/deploy hooks already changed data, revert alone is not enough → `platform backup:restore` with Ruben. Update hooks are one-way, so no destructive ones without a backup plan in the MR.',
      {
        age: 180,
        files: ['.gitlab-ci.yml'],
        tags: ['deploy', 'rollback', 'platformsh', 'backup'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      "CI: GitLab (gitlab.haverveld.nl), .gitlab-ci.yml. MR pipeline: composer validate + composer audit, phpcs, phpstan, phpunit unit+kernel (mariadb:10.11 service, not sqlite), eslint + stylelint on the theme, then cypress against the MR's platform preview env once it reports ready. main is protected, green pipeline required.",
      {
        age: 200,
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab'],
      },
    ),
    m(
      'phpstan-level-5',
      'convention',
      'phpstan (mglaman/phpstan-drupal) on level 5 for web/modules/custom + web/themes/custom. baseline is fine for the migrate stuff',
      {
        age: 360,
        files: ['phpstan.neon'],
        tags: ['phpstan', 'static-analysis'],
      },
    ),
    m(
      'phpstan-level-8',
      'convention',
      'PHPStan is level 8 (phpstan.neon, phpstan-drupal + phpstan-deprecation-rules). phpstan-baseline.neon only shrinks — CI compares the entry count with main and fails if it grew. Most of the baseline is hv_migrate; fix new errors by narrowing types (instanceof NodeInterface, assert(), early return), not by regenerating the baseline.',
      {
        age: 120,
        supersedes: 'phpstan-level-5',
        files: ['phpstan.neon', 'phpstan-baseline.neon', 'scripts/ci/baseline-count.sh'],
        tags: ['phpstan', 'static-analysis', 'ci'],
      },
    ),
    m(
      'coding-standards',
      'convention',
      'phpcs with Drupal + DrupalPractice (phpcs.xml.dist). `ddev composer phpcs`, fix with `ddev composer phpcbf`. docblocks on every public method (enforced), 2 spaces in php/twig/yml.',
      {
        age: 300,
        files: ['phpcs.xml.dist', 'composer.json'],
        tags: ['phpcs', 'coding-standards'],
      },
    ),
    m(
      'commit-style',
      'convention',
      'commits: "#612 parkeervergunning: add kenteken validation" — gitlab issue nr first, then area/module, short english, lowercase is fine. MR description has "Closes #612" so the board moves by itself.',
      {
        age: 330,
        tags: ['git', 'process'],
      },
    ),
    m(
      'composer-patches',
      'convention',
      'Bugs in core/contrib: patch with cweagans/composer-patches, entry in composer.patches.json with the drupal.org issue url as description, patch file committed under patches/ (no remote MR diff urls, those change under you). Never edit web/core or web/modules/contrib — gitignored and rebuilt on every build anyway, your change is just gone.',
      {
        age: 280,
        files: ['composer.patches.json', 'patches'],
        tags: ['composer', 'patches', 'contrib'],
      },
    ),
    m(
      'security-updates',
      'constraint',
      'Drupal security: release window is wednesday 16:00–22:00 UTC; whoever has security duty (Joost/Ruben, rota in the wiki) watches drupal.org/security. Critical/highly critical for core or a module we use: `composer update drupal/<x> --with-dependencies`, MR, deploy the same evening. Moderate/less critical: next regular deploy. Each SA gets a line in docs/security-log.md (date, SA id, deployed at) — Tarik needs it for ENSIA.',
      {
        age: 270,
        reaffirm: 12,
        files: ['docs/security-log.md', 'composer.lock'],
        tags: ['security', 'updates', 'process', 'ensia'],
        canonical: true,
      },
    ),
    m(
      'renovate',
      'fact',
      'Renovate (gitlab user renovate-bot) opens MRs on mondays: contrib grouped, drupal/core-* as its own group, npm theme deps grouped. No automerge. If a composer patch no longer applies the renovate MR dies at composer install → reroll the patch, or drop it if the fix got committed upstream.',
      {
        age: 170,
        files: ['renovate.json', 'composer.patches.json'],
        tags: ['renovate', 'dependencies', 'composer'],
      },
    ),
    m(
      'mr-review',
      'convention',
      'one approval from another dev is enough, except hv_digid, hv_zaak and simplesamlphp/ → Joost has to approve (CODEOWNERS). MRs that change templates, components or forms: Ayşe reviews for toegankelijkheid.',
      {
        age: 190,
        files: ['CODEOWNERS'],
        tags: ['review', 'process'],
      },
    ),
    m(
      'secrets-env',
      'constraint',
      'Secrets (ZGW client secret, SMTP password, Worldline keys, StUF cert passphrase, fastly token) live in Platform.sh variables with the env: prefix, marked sensitive, read in web/sites/default/settings.platformsh.php via getenv(). Local: settings.local.php (gitignored). Never in config/sync — config is in git and readable on acc via config inspector.',
      {
        age: 210,
        files: ['web/sites/default/settings.platformsh.php', 'web/sites/default/settings.php'],
        tags: ['secrets', 'config', 'platformsh', 'security'],
      },
    ),

    // --- configuration ----------------------------------------------------------------------------------
    m(
      'config-split',
      'fact',
      'Config: config/sync + config_split 2.x splits in config/splits/{local,acc,prod}. settings.platformsh.php activates them from PLATFORM_ENVIRONMENT_TYPE (production → prod, staging → acc, development = MR envs → acc as well); settings.local.php turns on local. devel, stage_file_proxy and hv_digid_mock are only in local + acc (never prod). Prod split: real zaaktype urls, fastly purger, syslog, page max-age. After changing split config: `ddev drush cex` and check the diff lands in the right split dir.',
      {
        age: 250,
        reaffirm: 30,
        files: ['config/splits', 'config/sync', 'web/sites/default/settings.platformsh.php'],
        tags: ['config', 'config-split', 'environments'],
        canonical: true,
      },
    ),
    m(
      'config-readonly',
      'constraint',
      "config_readonly is on for prod and acc ($settings['config_readonly'] in settings.platformsh.php, off for development envs). Whitelist: system.menu.* and the homepage block placements, that's it. So a config change never happens in the prod UI; it goes through git.",
      {
        age: 130,
        files: ['web/sites/default/settings.platformsh.php'],
        tags: ['config', 'config-readonly', 'prod'],
      },
    ),
    m(
      'webform-config-ignore',
      'decision',
      'webforms are maintained by the functioneel beheerders directly on prod, they change texts every week. config_ignore has webform.webform.* and webform.webform_options.* so cim leaves them alone — do not export webforms to config/sync.',
      {
        age: 310,
        files: ['config/sync/config_ignore.settings.yml'],
        tags: ['webform', 'config', 'config-ignore'],
      },
    ),
    m(
      'webform-in-git',
      'decision',
      'After the evenementenvergunning incident (a beheerder removed a required field on prod and 3 weeks of aanvragen came in without KvK nummer) webforms are code: webform.webform.* and webform_options are exported in config/sync, the config_ignore entries are gone, config_readonly blocks editing on prod. Text change? Beheerder files an issue, we change it on acc, they check it there, it goes with the next deploy. Only submissions are content.',
      {
        age: 110,
        supersedes: 'webform-config-ignore',
        files: ['config/sync', 'config/sync/config_ignore.settings.yml'],
        tags: ['webform', 'config', 'process'],
        reason:
          'required KvK field deleted on prod by accident, 3 weeks of incomplete evenementenvergunning submissions',
      },
    ),

    // --- custom code ---------------------------------------------------------------------------------------
    m(
      'custom-modules-layout',
      'convention',
      'Custom code in web/modules/custom, prefix hv_: hv_core (shared services, twig extensions, language helpers), hv_zaak (ZGW + StUF clients, queue workers), hv_permits (webform handlers/elements for vergunningen), hv_digid (SAML glue on simplesamlphp_auth), hv_search (search_api processors), hv_migrate (D7 migrations), hv_pdc (producten catalogus + SC export), hv_afval (afvalkalender). Logic in services with an interface (hv_*.services.yml); .module files only hold hooks that delegate to a service. New module only with a real reason, small stuff goes in hv_core.',
      {
        age: 290,
        reaffirm: 50,
        files: ['web/modules/custom'],
        tags: ['architecture', 'modules', 'drupal'],
        canonical: true,
      },
    ),
    m(
      'dependency-injection',
      'convention',
      'geen \\Drupal::service() / \\Drupal::entityTypeManager() / \\Drupal::httpClient() in classes. Constructor injection (services.yml with explicit arguments, no autowire), ContainerFactoryPluginInterface::create() for plugins, ContainerInjectionInterface / create() for controllers and forms. The static \\Drupal:: calls are ok only in .module, .install, .theme and deploy hooks.',
      {
        age: 285,
        tags: ['drupal', 'dependency-injection', 'services', 'code-style'],
      },
    ),

    // --- theme, frontend, accessibility ---------------------------------------------------------------------
    m(
      'theme-sdc',
      'fact',
      'Theme = web/themes/custom/haverveld (base theme: false, not based on Olivero). Components are SDC in web/themes/custom/haverveld/components/<name>/ (<name>.component.yml, .twig, .css, .js) on top of @haverveld/design-tokens, our fork of the NL Design System / Utrecht tokens. Reuse button, form-field, alert-ish stuff, accordion, link-list before hand-writing markup; new components get a props schema in the component.yml.',
      {
        age: 200,
        files: ['web/themes/custom/haverveld/components', 'web/themes/custom/haverveld/package.json'],
        tags: ['theme', 'sdc', 'design-system', 'nl-design-system', 'frontend'],
      },
    ),
    m(
      'frontend-build',
      'convention',
      'theme build: node 20, `npm ci && npm run build` in web/themes/custom/haverveld (Vite + postcss). dist/ is NOT committed, the platform build hook builds it. local watch: `ddev npm run dev`. no jQuery in new JS (core/once + vanilla), no bootstrap, no CDN-hosted libs.',
      {
        age: 195,
        files: [
          'web/themes/custom/haverveld/vite.config.js',
          'web/themes/custom/haverveld/package.json',
          '.platform.app.yaml',
        ],
        tags: ['theme', 'frontend', 'build', 'vite'],
      },
    ),
    m(
      'twig-conventions',
      'convention',
      "Twig: no business logic in templates, compute in preprocess (haverveld.theme delegates to src/ThemePreprocess/*). Strings via {{ 'Read more'|t }} or {% trans %}, never hardcoded Dutch in a template. |raw is forbidden, except on processed text that already went through a text format.",
      {
        age: 190,
        files: [
          'web/themes/custom/haverveld/haverveld.theme',
          'web/themes/custom/haverveld/src/ThemePreprocess',
        ],
        tags: ['twig', 'theme', 'i18n'],
      },
    ),
    m(
      'a11y-wcag',
      'constraint',
      'Toegankelijkheid is wettelijk verplicht: Besluit digitale toegankelijkheid overheid → WCAG 2.1 AA (EN 301 549). We have a toegankelijkheidsverklaring with status A and a yearly external audit. Every MR touching templates, components or forms: keyboard-only test, visible focus, real labels, contrast >= 4.5:1, nothing conveyed by colour alone, and cypress-axe must pass without violations. A11y regressions are bugs with prio hoog, not nice-to-haves.',
      {
        age: 260,
        reaffirm: 9,
        files: ['web/themes/custom/haverveld', 'tests/cypress/support/a11y.js'],
        tags: ['accessibility', 'wcag', 'a11y', 'compliance'],
        canonical: true,
      },
    ),
    m(
      'a11y-pdf-html-only',
      'constraint',
      "Geen PDF's als content op de site. Alles wat we publiceren moet een HTML-pagina zijn — pdf's zijn bijna nooit toegankelijk en de auditor heeft ons er vorig jaar hard op afgerekend. pdf is removed from the allowed extensions of media type document (only odt, ods, csv for open data).",
      {
        age: 95,
        files: ['config/sync/field.field.media.document.field_media_document.yml'],
        tags: ['accessibility', 'pdf', 'media', 'content'],
      },
    ),
    m(
      'a11y-pdf-ua-allowed',
      'constraint',
      'PDFs are allowed as a download when they are PDF/UA tagged and pass PAC 2024, and the page itself has the core content in HTML. Raadsstukken and the jaarrekening are legally published as pdf, communicatie cannot turn those into pages. Sanne agreed this with the auditor in the last round, so media type document should accept pdf again.',
      {
        age: 40,
        disputes: 'a11y-pdf-html-only',
        files: ['config/sync/field.field.media.document.field_media_document.yml'],
        tags: ['accessibility', 'pdf', 'media', 'content'],
      },
    ),
    m(
      'security-headers',
      'fact',
      "CSP comes from seckit (config in the prod + acc splits; off in local split). script-src is 'self' plus stats.haverveld.nl. A new third-party script that isn't in the CSP works on your laptop and silently fails on prod — and every new external domain needs a yes from Tarik.",
      {
        age: 160,
        files: ['config/splits/prod/seckit.settings.yml'],
        tags: ['security', 'csp', 'headers', 'frontend'],
      },
    ),

    // --- multilingual -----------------------------------------------------------------------------------------
    m(
      'languages',
      'fact',
      'Languages: nl (default, no prefix) and en (/en). Negotiation by URL only, no browser detection. content_translation on page, product, news, webform config translations; not on bekendmaking (Dutch only, legally). Contrib interface strings come from localize.drupal.org via locale cron; our own strings from web/modules/custom/hv_core/translations/hv_core.nl.po.',
      {
        age: 275,
        files: [
          'config/sync/language.negotiation.yml',
          'web/modules/custom/hv_core/translations/hv_core.nl.po',
        ],
        tags: ['i18n', 'multilingual', 'translation'],
      },
    ),
    m(
      'strings-english-source',
      'convention',
      "Source strings in php/twig/yml are english, Dutch comes from the .po file. t() with placeholders (@name, %name, :url), never concat translated pieces. Ambiguous words get a context: $this->t('Permit', [], ['context' => 'vergunning']). New strings: add them to hv_core.nl.po and `ddev drush locale:check && ddev drush locale:update` (the .po is registered via interface translation project in hv_core.info.yml).",
      {
        age: 255,
        files: [
          'web/modules/custom/hv_core/translations/hv_core.nl.po',
          'web/modules/custom/hv_core/hv_core.info.yml',
        ],
        tags: ['i18n', 'translation', 'strings'],
      },
    ),
    m(
      'translation-missing',
      'decision',
      'Untranslated content: no NL fallback under /en. EN views (news, products, search) only show translated nodes. The language switcher sends untranslated pages to the NL version with the notice "This page is only available in Dutch" (hv_core LanguageSwitcherLinksAlter).',
      {
        age: 225,
        files: ['web/modules/custom/hv_core/src/Hook/LanguageSwitcherLinksAlter.php'],
        tags: ['i18n', 'multilingual', 'content'],
      },
    ),

    // --- search -------------------------------------------------------------------------------------------------
    m(
      'search-db',
      'decision',
      'site search = search_api with the database backend, one index "content", views page /zoeken. fine for ~20k nodes',
      {
        age: 390,
        files: ['config/sync/search_api.index.content.yml'],
        tags: ['search', 'search-api'],
      },
    ),
    m(
      'search-solr',
      'fact',
      'Search runs on Solr 8.11 (platform service `solr`, ddev-solr locally) with search_api_solr 4.3. Two indexes, content_nl and content_en — one per language because of stemming/stopwords; Dutch synonyms (paspoort, ID-kaart, reisdocument, rijbewijs...) live in config/solr/synonyms_nl.txt. After a search_api_solr update: regenerate the configset (`ddev drush search-api-solr:get-server-config solr_server config/solr/configset.zip`), unzip into .platform/solr-conf/ and deploy — otherwise the server page reports the schema as outdated and synonyms stop working.',
      {
        age: 205,
        supersedes: 'search-db',
        files: ['config/solr/synonyms_nl.txt', '.platform/solr-conf', '.platform/services.yaml'],
        tags: ['search', 'solr', 'search-api', 'i18n'],
      },
    ),
    m(
      'search-reindex',
      'note',
      'full reindex on prod: ~48k items, 35-40 min per language, and results are incomplete while it runs. only after 20:00: `platform ssh -e main -- "drush sapi-c content_nl && drush sapi-i content_nl --batch-size=200"`. For a changed boost/field you dont need a clear, `drush sapi-r` (mark for reindex) and cron catches up overnight.',
      {
        age: 140,
        tags: ['search', 'solr', 'ops'],
      },
    ),

    // --- webforms / permits -------------------------------------------------------------------------------------
    m(
      'webform-permits',
      'fact',
      'Permit webforms (webform 6.2): parkeervergunning_bewoner, evenementenvergunning, kapvergunning, standplaatsvergunning, uitrit_aanvraag. Access: role burger (DigiD) or ondernemer (eHerkenning) via webform access settings. Handlers in hv_permits: ZaakCreateHandler (queues the zaak), PaymentHandler (Worldline). Own elements: hv_kenteken, hv_bag_address (postcode + huisnummer lookup against the Kadaster BAG API).',
      {
        age: 215,
        files: [
          'web/modules/custom/hv_permits/src/Plugin/WebformHandler',
          'web/modules/custom/hv_permits/src/Element',
        ],
        tags: ['webform', 'permits', 'vergunningen'],
      },
    ),
    m(
      'file-uploads',
      'constraint',
      'webform + zaak uploads: private:// only (platform mount /app/private), never public://. Max 10 MB per file, extensions pdf jpg jpeg png, scanned by the clamav module against clamd.haverveld.local:3310 — if clamd is unreachable the upload is refused (mode: block), not let through.',
      {
        age: 205,
        files: ['.platform.app.yaml', 'config/sync/clamav.settings.yml'],
        tags: ['webform', 'uploads', 'security', 'files'],
      },
    ),
    m(
      'webform-retention-30d',
      'constraint',
      'Permit submissions are purged 30 days after the zaak was created in Zaakwijzer (webform purge setting: completed, 30 days). The zaakdossier is the record, the submission in Drupal is only a buffer; the FG (privacy officer) wants as little personal data in Drupal as possible.',
      {
        age: 160,
        files: ['config/sync/webform.webform.kapvergunning.yml'],
        tags: ['webform', 'retention', 'gdpr', 'avg'],
      },
    ),
    m(
      'webform-retention-90d',
      'constraint',
      'permit submissions stay 90 days, not 30. bezwaartermijn is 6 weeks + slack, and the KCC needs the original submission when a burger says "maar ik had X ingevuld" and the zaak says otherwise. purge on 90 days — Marloes',
      {
        age: 48,
        disputes: 'webform-retention-30d',
        files: ['config/sync/webform.webform.kapvergunning.yml'],
        tags: ['webform', 'retention', 'gdpr', 'kcc'],
      },
    ),
    m(
      'records-retention',
      'fact',
      'The portal is not a records system (Archiefwet): the zaakdossier in Zaakwijzer is the archived record, with retention from the selectielijst. Anything in Drupal that a besluit is based on must end up as a document in the zaak via the Documenten API, including the PDF of the submission itself.',
      {
        age: 200,
        tags: ['retention', 'archiefwet', 'zaak', 'compliance'],
      },
    ),
    m(
      'payments-worldline',
      'fact',
      'Leges are paid via the Worldline (ex-Ogone) hosted payment page from hv_permits PaymentHandler. Webhook route /hv-permits/worldline/webhook checks the SHA-512 signature (SHA-OUT passphrase from env). Payment status lives on the submission in payment_status: pending / paid / failed / cancelled.',
      {
        age: 150,
        files: [
          'web/modules/custom/hv_permits/src/Plugin/WebformHandler/PaymentHandler.php',
          'web/modules/custom/hv_permits/src/Controller/WorldlineWebhookController.php',
        ],
        tags: ['payments', 'worldline', 'permits', 'webform'],
      },
    ),

    // --- privacy / AVG ----------------------------------------------------------------------------------------------
    m(
      'gdpr-bsn',
      'constraint',
      'BSN never gets stored in Drupal: not in submissions, user fields, authmap, logs, watchdog, cache. It comes from the SAML assertion, lives in the private tempstore (hv_digid) for the duration of the DigiD session and is passed straight to ZGW. Only exception: the hv_zaak_push queue item, where it is encrypted with the `hv_bsn` key (key + encrypt/real_aes) and the item is deleted as soon as the zaak exists.',
      {
        age: 245,
        reaffirm: 25,
        files: [
          'web/modules/custom/hv_digid/src/BsnStore.php',
          'web/modules/custom/hv_zaak/src/Plugin/QueueWorker/ZaakPushWorker.php',
        ],
        tags: ['gdpr', 'avg', 'bsn', 'privacy', 'digid'],
        canonical: true,
      },
    ),
    m(
      'gdpr-logging',
      'constraint',
      "no personal data in logs. dblog is off on acc/prod (prod split uses syslog → platform logs). log sid, webform id, zaak uuid — never name, email, address, kenteken or BSN. ZGW/guzzle exceptions contain the request body: hv_zaak's LoggingMiddleware strips bodies, so don't log $e->getMessage() of a RequestException raw in your own code either.",
      {
        age: 235,
        files: ['web/modules/custom/hv_zaak/src/Http/LoggingMiddleware.php', 'config/splits/prod'],
        tags: ['gdpr', 'logging', 'privacy'],
      },
    ),
    m(
      'privacy-analytics',
      'decision',
      'Analytics = self-hosted Matomo (stats.haverveld.nl, site id 3), cookieless, IPs anonymised, via the matomo module. That is why we have no cookie banner. Google Analytics, Hotjar, Meta pixel, and YouTube embeds without privacy mode are a no (AP guidance + our privacyverklaring). Video = youtube-nocookie through the oembed privacy setting.',
      {
        age: 265,
        files: ['config/splits/prod/matomo.settings.yml'],
        tags: ['privacy', 'analytics', 'cookies', 'avg'],
      },
    ),

    // --- case management (Zaakwijzer) -------------------------------------------------------------------------------
    m(
      'zaak-stuf-soap',
      'decision',
      'zaken are created in Zaakwijzer (Comvalis) via StUF-ZKN 3.10 SOAP: creeerZaak_ZakLk01 then voegZaakdocumentToe_EdcLk01 for each attachment. Client lives in hv_zaak/src/Stuf/, ext-soap + WS-Security + PKIoverheid client cert.',
      {
        age: 345,
        files: ['web/modules/custom/hv_zaak/src/Stuf/StufZknClient.php'],
        tags: ['zaak', 'stuf', 'soap', 'integration'],
      },
    ),
    m(
      'zaak-zgw-rest',
      'decision',
      'New zaken go through the ZGW APIs of Zaakwijzer: Zaken API 1.5, Documenten API, Catalogi API (zaaktypen). REST/JSON, auth = JWT-ZGW (HS256, client_id + secret per env, a fresh token per request from hv_zaak ZgwJwtFactory). Order: POST /zaken → POST /enkelvoudiginformatieobjecten (submission PDF + uploads) → POST /zaakinformatieobjecten → POST /rollen (initiator, natuurlijk persoon with BSN) → POST /statussen. The StUF SOAP client in hv_zaak/src/Stuf/ is only still used for "mijn zaken" lookups of zaken created before 2024-02; Comvalis switches StUF off on 31-12-2025 and then that code goes.',
      {
        age: 175,
        supersedes: 'zaak-stuf-soap',
        files: ['web/modules/custom/hv_zaak/src/Zgw', 'web/modules/custom/hv_zaak/src/Zgw/ZgwJwtFactory.php'],
        tags: ['zaak', 'zgw', 'rest', 'integration'],
      },
    ),
    m(
      'zaak-queue',
      'convention',
      "A webform submit never talks to Zaakwijzer itself. ZaakCreateHandler::postSave only adds an item to the hv_zaak_push queue; the platform worker `zaakpush` (.platform.app.yaml, runs `drush queue:run hv_zaak_push --time-limit=300` in a loop) creates the zaak. 5xx/timeouts → SuspendQueueException, retried later; 4xx → item moves to hv_zaak_failed and functioneel beheer gets a mail. Confirmation page says 'we hebben uw aanvraag ontvangen', the zaaknummer follows by mail.",
      {
        age: 165,
        reaffirm: 15,
        files: [
          'web/modules/custom/hv_permits/src/Plugin/WebformHandler/ZaakCreateHandler.php',
          'web/modules/custom/hv_zaak/src/Plugin/QueueWorker/ZaakPushWorker.php',
          '.platform.app.yaml',
        ],
        tags: ['zaak', 'queue', 'webform', 'workers'],
      },
    ),
    m(
      'zaak-http-client',
      'fact',
      'hv_zaak has its own guzzle client service hv_zaak.http_client: timeout 20s, connect_timeout 5s, retry middleware 2x on 502/503 with backoff, LoggingMiddleware, and the mTLS cert for the old StUF endpoint. Zaakwijzer acc often needs >15s. Always inject that service for Zaakwijzer calls, not core http_client.',
      {
        age: 155,
        files: ['web/modules/custom/hv_zaak/hv_zaak.services.yml', 'web/modules/custom/hv_zaak/src/Http'],
        tags: ['zaak', 'http', 'guzzle', 'integration'],
      },
    ),
    m(
      'zaak-soap-security',
      'fact',
      'StUF SOAP needs 2-way TLS with our PKIoverheid services certificate (/app/private/certs/portaal-stuf.pem on the platform mount, key next to it, passphrase in env STUF_CERT_PASS) plus a WS-Security UsernameToken. When StUF calls suddenly fail with SSL handshake / certificate errors: check cert expiry first (`openssl x509 -enddate -noout -in ...`), Ruben orders renewals.',
      {
        age: 145,
        files: ['web/modules/custom/hv_zaak/src/Stuf/StufZknClient.php'],
        tags: ['zaak', 'stuf', 'soap', 'tls', 'pkioverheid'],
      },
    ),
    m(
      'pkio-cert-expiry',
      'note',
      'PKIo cert voor StUF verloopt 14-11-2024, Ruben heeft de verlenging bij de CA aangevraagd (duurt ~3 weken, KvK-uittreksel nodig). reminder staat in de ops-agenda',
      {
        age: 430,
        tags: ['pkioverheid', 'certificates', 'stuf'],
      },
    ),
    m(
      'zaaktype-config',
      'convention',
      'Zaaktype urls are config: hv_zaak.zaaktype_map (webform id → Catalogi zaaktype url + initial statustype url), different per env through the splits (acc points to the Zaakwijzer acc catalogus). Never a hardcoded zaaktype uuid in php.',
      {
        age: 140,
        files: ['config/splits/prod/hv_zaak.zaaktype_map.yml', 'config/splits/acc/hv_zaak.zaaktype_map.yml'],
        tags: ['zaak', 'config', 'zgw'],
      },
    ),
    m(
      'mijn-zaken-cache',
      'constraint',
      '"Mijn zaken" (/mijn/zaken) fetches the zaken for the logged-in BSN live from ZGW (+ StUF for the old ones), caches the list in the private tempstore for 5 min; render array has max-age 0 and the user cache context. /mijn/* must never be cached by Fastly: excluded in the VCL snippet and sends Cache-Control: private, no-store.',
      {
        age: 125,
        files: [
          'web/modules/custom/hv_zaak/src/MijnZaken/ZaakOverviewBuilder.php',
          '.platform/fastly/vcl_recv.vcl',
        ],
        tags: ['zaak', 'cache', 'mijn-omgeving', 'privacy'],
      },
    ),

    // --- login: DigiD / eHerkenning --------------------------------------------------------------------------------
    m(
      'digid-simplesamlphp',
      'fact',
      'DigiD = SAML 2.0 via SimpleSAMLphp 2.2 (vendor lib, config in simplesamlphp/config + simplesamlphp/metadata, SIMPLESAMLPHP_CONFIG_DIR from env) + drupal/simplesamlphp_auth 4.x. SP entity id https://portaal.haverveld.nl/digid, permits require betrouwbaarheidsniveau Midden. hv_digid subscribes to the simplesamlphp_auth events for attribute mapping. Citizens log in at /digid/login; /user/login is for editors (Azure AD) and only reachable from the gemeente network.',
      {
        age: 250,
        files: [
          'simplesamlphp/config/config.php',
          'simplesamlphp/metadata/saml20-idp-remote.php',
          'web/modules/custom/hv_digid',
        ],
        tags: ['digid', 'saml', 'simplesamlphp', 'auth'],
        canonical: true,
      },
    ),
    m(
      'digid-no-accounts',
      'constraint',
      'burgers get no real Drupal account: simplesamlphp_auth auto-provisions a user with role burger, name = random uuid, no mail, no password. The authname in authmap is HMAC-SHA256(BSN, hv_bsn key), never the BSN itself. hv_digid cleanup cron deletes burger users 24h after their last login.',
      {
        age: 240,
        files: [
          'web/modules/custom/hv_digid/src/EventSubscriber/SamlAttributeSubscriber.php',
          'web/modules/custom/hv_digid/src/Cleanup/BurgerUserCleanup.php',
        ],
        tags: ['digid', 'users', 'privacy', 'bsn'],
      },
    ),
    m(
      'session-timeout-15',
      'constraint',
      'Idle timeout for burger sessions = 15 min (DigiD aansluitvoorwaarden / ENSIA norm), warning modal at 13 min (hv_digid session-timeout.js). Do not raise it.',
      {
        age: 135,
        files: ['config/sync/hv_digid.settings.yml', 'web/modules/custom/hv_digid/js/session-timeout.js'],
        tags: ['digid', 'session', 'security', 'ensia'],
      },
    ),
    m(
      'session-timeout-30',
      'constraint',
      'burger sessions: 30 min idle (hv_digid.settings idle_timeout: 1800). With 15 min people lost their half-filled evenementenvergunning (9 pages!) and the KCC had complaints every week. Femke checked with Logius: 15 min is advice, not a hard requirement in the aansluitvoorwaarden.',
      {
        age: 58,
        disputes: 'session-timeout-15',
        files: ['config/sync/hv_digid.settings.yml'],
        tags: ['digid', 'session', 'ux', 'kcc'],
      },
    ),
    m(
      'digid-mock',
      'convention',
      'Local, MR envs and acc: hv_digid_mock (local + acc split) replaces /digid/login with a form where you pick a test BSN. Only the RvIG test BSNs (999993653, 999990019, 999991772, ...), never a real one, also not "just mine". Real DigiD preprod is only wired on acc via /digid/login?real=1.',
      {
        age: 185,
        files: ['web/modules/custom/hv_digid_mock', 'config/splits/acc/core.extension.yml'],
        tags: ['digid', 'testing', 'mock', 'local-dev'],
      },
    ),
    m(
      'eherkenning',
      'fact',
      'eHerkenning (businesses, niveau EH3) runs through our eHerkenning broker as a second SAML IdP in simplesamlphp/metadata/saml20-idp-remote.php; hv_digid maps the KvK nummer + vestigingsnummer attributes, role ondernemer. Used by standplaats- and evenementenvergunning (organisations). Same rule as BSN: KvK is fine to store, the natural person behind it is not.',
      {
        age: 170,
        files: [
          'simplesamlphp/metadata/saml20-idp-remote.php',
          'web/modules/custom/hv_digid/src/EventSubscriber/SamlAttributeSubscriber.php',
        ],
        tags: ['eherkenning', 'saml', 'auth', 'business'],
      },
    ),

    // --- D7 migration ----------------------------------------------------------------------------------------------
    m(
      'migrate-d7',
      'fact',
      'D7 → D10 migration lives in hv_migrate (migrate_plus, migrate_tools, migrate_drupal). YAML in hv_migrate/migrations/, group hv_d7, source db key "migrate" (only defined in settings.local.php and on acc). Run `drush migrate:import --group=hv_d7 --execute-dependencies`. Done: pages, news, products, taxonomies, redirects. Open: vacatures (#655).',
      {
        age: 320,
        reaffirm: 70,
        files: [
          'web/modules/custom/hv_migrate/migrations',
          'web/modules/custom/hv_migrate/src/Plugin/migrate',
        ],
        tags: ['migration', 'drupal7', 'migrate'],
      },
    ),
    m(
      'migrate-files',
      'note',
      'the D7 files (~38 GB) were rsynced once to the platform files mount in 2023 and hv_d7_file just maps paths. DO NOT run hv_d7_file on prod again, it copies everything again and the mount is at 90%.',
      {
        age: 315,
        tags: ['migration', 'files', 'platformsh', 'disk'],
      },
    ),
    m(
      'redirects-d7',
      'constraint',
      'Old D7 urls (/content/..., /node/123, /producten-en-diensten/...) must keep working — printed letters (belastingaanslag, WOZ) and google still point there. The redirect entities were migrated (hv_d7_path_redirect) and auto-redirect on alias change is on. Never bulk-delete redirects; a missing old url gets a redirect via the redirect import csv, tried on acc first.',
      {
        age: 300,
        files: [
          'web/modules/custom/hv_migrate/migrations/hv_d7_path_redirect.yml',
          'config/sync/redirect.settings.yml',
        ],
        tags: ['redirects', 'migration', 'seo', 'urls'],
      },
    ),
    m(
      'd7-site-online',
      'note',
      'old D7 site still up read-only on oud.haverveld.nl (Acquia) until end of june 2024 so editors can compare pages',
      {
        age: 380,
        tags: ['drupal7', 'legacy', 'migration'],
      },
    ),

    // --- caching -----------------------------------------------------------------------------------------------------
    m(
      'cache-varnish-ban',
      'decision',
      'caching: Acquia Varnish in front, purge + acquia_purge, invalidation by cache tags (BAN on X-Acquia-Purge-Tags). page max-age 6h.',
      {
        age: 350,
        tags: ['cache', 'varnish', 'acquia'],
      },
    ),
    m(
      'cache-fastly-tags',
      'fact',
      'CDN = Fastly (the Platform.sh Fastly service, FASTLY_SERVICE_ID in env) with the fastly module + purge: surrogate keys = Drupal cache tags, so saving a node purges its pages within seconds. Page max-age 1 day (prod split, system.performance). Stale content after a save? Look at the purge queue (`drush p:queue-stats`, /admin/config/development/performance/purge) and the purger status before anything else. Lowering max-age is not the fix.',
      {
        age: 195,
        supersedes: 'cache-varnish-ban',
        files: ['config/splits/prod/system.performance.yml', 'config/splits/prod/fastly.settings.yml'],
        tags: ['cache', 'fastly', 'cdn', 'purge'],
      },
    ),
    m(
      'cache-personalization',
      'constraint',
      "Anything personal (DigiD user data, mijn-omgeving blocks, per-session messages) needs the user/session cache context and max-age 0, or better a #lazy_builder with #create_placeholder — otherwise dynamic page cache or Fastly hands it to the next visitor. And anonymous pages must stay cacheable: don't start a session for anonymous users (no messenger()->addStatus() for anon, no tempstore).",
      {
        age: 180,
        tags: ['cache', 'render-cache', 'privacy', 'performance'],
      },
    ),

    // --- tests -------------------------------------------------------------------------------------------------------
    m(
      'tests-phpunit',
      'convention',
      'PHPUnit 10 with phpunit.xml.dist in the repo root, tests per module in web/modules/custom/*/tests/src/{Unit,Kernel,Functional}. Kernel tests are the default for services that touch entities; FunctionalJavascript only if really unavoidable (slow + flaky in CI). Run `ddev exec vendor/bin/phpunit -c phpunit.xml.dist --testsuite kernel web/modules/custom/hv_zaak`. ZGW/StUF calls mocked with Guzzle MockHandler — tests never call Zaakwijzer acc.',
      {
        age: 175,
        files: ['phpunit.xml.dist', 'web/modules/custom/hv_zaak/tests/src'],
        tags: ['testing', 'phpunit', 'kernel-tests'],
      },
    ),
    m(
      'behat-all-flows',
      'convention',
      'every user story gets a behat scenario (tests/behat/features, drupal/drupal-extension with the drush driver). run with `ddev behat`',
      {
        age: 370,
        files: ['tests/behat/behat.yml', 'tests/behat/features'],
        tags: ['testing', 'behat', 'acceptance'],
      },
    ),
    m(
      'cypress-e2e',
      'convention',
      'End-to-end tests are Cypress 13 + cypress-axe in tests/cypress, run in CI against the MR preview env with hv_digid_mock; every form flow test ends with cy.checkA11y(). tests/behat is frozen: existing features run nightly until they are ported, no new .feature files.',
      {
        age: 130,
        supersedes: 'behat-all-flows',
        files: ['tests/cypress', 'tests/cypress/support/a11y.js', '.gitlab-ci.yml'],
        tags: ['testing', 'cypress', 'e2e', 'accessibility'],
      },
    ),

    // --- content, editors --------------------------------------------------------------------------------------------
    m(
      'editor-roles',
      'fact',
      'roles: redacteur (drafts), eindredacteur (publishes), webform_beheerder (submissions + export, no form editing since webforms are in git), site_beheerder (menus, users), administrator = devs/ops only. Editors log in through Azure AD (openid_connect) on /user/login from the gemeente network.',
      {
        age: 230,
        tags: ['roles', 'permissions', 'editors'],
      },
    ),
    m(
      'content-moderation',
      'convention',
      'Workflow "redactioneel": draft → review → published → archived, with scheduler + scheduler_content_moderation_integration for timed publishing. Every public content type gets this workflow. Exception: bekendmaking (imported, read-only).',
      {
        age: 228,
        files: ['config/sync/workflows.workflow.redactioneel.yml'],
        tags: ['content-moderation', 'workflow', 'editors'],
      },
    ),
    m(
      'url-aliases',
      'convention',
      'pathauto: product → /producten/[node:title], news → /nieuws/[node:created:custom:Y]/[node:title], page → menu path. EN: /en/services/..., /en/news/.... Changing a pattern on an existing type = thousands of new redirects; never bulk-regenerate aliases on prod without Sanne.',
      {
        age: 220,
        files: ['config/sync/pathauto.pattern.product.yml', 'config/sync/pathauto.pattern.news.yml'],
        tags: ['pathauto', 'urls', 'seo', 'content'],
      },
    ),
    m(
      'products-pdc',
      'fact',
      "PDC (producten- en dienstencatalogus): content type product with required field_upl (term from the Uniforme Productnamenlijst vocabulary, imported from the UPL csv) and field_doelgroep (burger / bedrijf). hv_pdc serves all published products as Samenwerkende Catalogi XML on /sc/export.xml, Logius harvests it nightly for overheid.nl. A product without UPL breaks their validation, so the form doesn't let you publish one.",
      {
        age: 210,
        files: [
          'web/modules/custom/hv_pdc/src/Controller/ScExportController.php',
          'config/sync/field.field.node.product.field_upl.yml',
        ],
        tags: ['pdc', 'products', 'samenwerkende-catalogi', 'logius'],
      },
    ),
    m(
      'bekendmakingen',
      'fact',
      'Bekendmakingen (officiële publicaties: vergunningen verleend, verkeersbesluiten) are not written in Drupal: hv_core imports them nightly at 03:00 from the officielebekendmakingen.nl SRU API (creator "Haverveld", gm0999) into content type bekendmaking, read-only for editors.',
      {
        age: 190,
        files: ['web/modules/custom/hv_core/src/Bekendmakingen/SruImporter.php'],
        tags: ['bekendmakingen', 'import', 'content'],
      },
    ),
    m(
      'afvalkalender',
      'fact',
      "Afvalkalender: hv_afval gets pickup dates from the Ximmio API (company code from env XIMMIO_COMPANY_CODE) by postcode + huisnummer, cached per address for 24h in cache bin hv_afval with tag hv_afval:calendar. The new year schedule is published mid-december by the afvalbedrijf; old dates after new year = invalidate the tag (`drush cache:tags hv_afval:calendar`), don't turn caching off.",
      {
        age: 120,
        files: [
          'web/modules/custom/hv_afval/src/XimmioClient.php',
          'web/modules/custom/hv_afval/hv_afval.services.yml',
        ],
        tags: ['afvalkalender', 'ximmio', 'cache', 'integration'],
      },
    ),
    m(
      'mail-smtp',
      'fact',
      'Mail: symfony_mailer, transport = smtp relay smtp.haverveld.nl:587 (STARTTLS), prod split only. acc and MR envs: the acc split sets the null transport (and platform has outgoing mail off on non-prod), local goes to mailpit. acc has a sanitized db but never point acc at the real relay anyway.',
      {
        age: 115,
        files: [
          'config/splits/prod/symfony_mailer.mailer_transport.smtp.yml',
          'config/splits/acc/symfony_mailer.settings.yml',
        ],
        tags: ['mail', 'smtp', 'environments'],
      },
    ),
    m(
      'cron-workers',
      'fact',
      'crons in .platform.app.yaml: drush cron every 15 min, bekendmakingen import 03:00, the webform purge runs inside drush cron. Queue workers run as platform workers (zaakpush), not via cron — queue cron time for hv_zaak_push is 0.',
      {
        age: 110,
        files: ['.platform.app.yaml'],
        tags: ['cron', 'queue', 'platformsh'],
      },
    ),

    // --- team, notes ---------------------------------------------------------------------------------------------------
    m(
      'fact-traffic',
      'fact',
      'traffic: ~15k visitors/day normally. Peaks: end of february (WOZ-beschikking + aanslag gemeentelijke belastingen, ~8x, mostly /mijn and the bezwaar form), election nights (uitslagen), and the first week of january (afvalkalender).',
      {
        age: 100,
        tags: ['traffic', 'performance', 'ops'],
      },
    ),
    m(
      'note-team',
      'note',
      'wie doet wat: Femke de Wit = product owner; Joost Verbeek = tech lead + security duty; Ayşe Kaya = frontend & toegankelijkheid; Ruben Smit = ops, platform.sh, certificaten; Marloes Jansen = functioneel beheer Zaakwijzer + webforms; Sanne Bakker = webredactie/communicatie; Tarik El Amrani = CISO (ENSIA, pentest). Comvalis (Zaakwijzer) only via their ticket portal, not by mail.',
      {
        age: 80,
        tags: ['team', 'ownership'],
      },
    ),
    m(
      'note-pentest',
      'note',
      'pentest oct 2024: username enumeration on /user/password (fixed: generic message + flood in hv_core), missing security headers on /simplesaml/* (fixed in .platform.app.yaml headers), verbose SOAP faults in the zaak error page (fixed). Retest was in Q1, all closed.',
      {
        age: 70,
        tags: ['security', 'pentest'],
      },
    ),
    m(
      'note-release-2025-10',
      'note',
      'release 2025.10: error summary for webforms (partly), afvalkalender per huisnummer-toevoeging, vacatures migration postponed. known issue: language switcher on search results drops the query string.',
      {
        age: 20,
        tags: ['release-notes'],
      },
    ),

    // --- candidates (agent-proposed, unreviewed) ------------------------------------------------------------------
    m(
      'cand-bsn-hash',
      'decision',
      'Store a SHA-256 hash of the BSN on each webform submission so the KCC can look up all submissions of a citizen.',
      {
        candidate: true,
        tags: ['webform', 'bsn', 'kcc'],
      },
    ),
    m(
      'cand-sync-zaak',
      'decision',
      'Create the zaak synchronously in ZaakCreateHandler::postSave so the confirmation page can show the zaaknummer right away.',
      {
        candidate: true,
        tags: ['zaak', 'webform', 'ux'],
      },
    ),
    m(
      'cand-webform-texts-ignore',
      'convention',
      'Put webform element help texts back under config_ignore so functioneel beheer can edit texts on prod without a deploy.',
      {
        candidate: true,
        tags: ['webform', 'config', 'config-ignore'],
      },
    ),

    // --- secret-bearing inputs (the write must be refused) ------------------------------------------------------
    m(
      'secret-d7-db',
      'note',
      "for running the d7 migrations locally put this in settings.local.php:\n$databases['migrate']['default'] = ['driver' => 'mysql', 'database' => 'haverveld_d7', 'username' => 'd7_ro', 'password' => 'Sl00tWeg#1987', 'host' => 'db-legacy.haverveld.local', 'port' => 3306];\nonly works on VPN",
      { secret: 'Sl00tWeg#1987' },
    ),
    m(
      'secret-gitlab-pat',
      'fact',
      'renovate runs with the PAT of the renovate-bot user (glpat-Qm7RkV2xT9bLw4HnZc8d, scope api + write_repository). when it expires renovate just silently stops opening MRs, Ruben has a reminder for march',
      { secret: 'glpat-Qm7RkV2xT9bLw4HnZc8d' },
    ),
    m(
      'secret-solr-acc',
      'note',
      'acc solr admin ui if you need to look at the schema: https://solradmin:Kn1pp3rtje-acc@solr-acc.haverveld.nl/solr/#/portaal_acc (the search_api_solr server on acc uses the basic_auth connector with the same login)',
      { secret: 'Kn1pp3rtje-acc' },
    ),
    m(
      'secret-simplesaml-admin',
      'note',
      "to test the DigiD metadata on acc you need the simplesaml admin page, simplesamlphp/config/config.php on acc has\n    'auth.adminpassword' => 'sSp-Adm1n!hvld2024',\n(on prod the admin ui is disabled)",
      { secret: 'sSp-Adm1n!hvld2024' },
    ),
    m(
      'secret-zgw-client',
      'fact',
      'ZGW credentials Zaakwijzer PROD — client_id portaal-prd, secret wD4nG8pR2tX6vK9mB3qZ7cL5yH1sF0jE. JWT is HS256 signed with that secret; if Comvalis rotates it the push worker gets 403 on everything',
      { secret: 'wD4nG8pR2tX6vK9mB3qZ7cL5yH1sF0jE' },
    ),
    m(
      'secret-smtp-nl',
      'note',
      'SMTP relay: account noreply@haverveld.nl, wachtwoord Grachtenloop!22, poort 587 met STARTTLS. Ruben zet het nog in de platform variables, tot die tijd staat het alleen hier.',
      { secret: 'Grachtenloop!22' },
    ),
    m(
      'secret-stuf-user',
      'fact',
      'StUF endpoint acc needs besides the PKIo cert also the UsernameToken: PORTAAL_STUF / Zkw-soap#4471 (Comvalis gave us the same one for acc and prod, yes I know)',
      { secret: 'Zkw-soap#4471' },
    ),
    m(
      'secret-platform-recovery',
      'note',
      "2FA recovery code for the shared ops@haverveld.nl platform.sh account, in case Ruben's phone dies again: 48213-99017-73920 (one time use, generate new ones after)",
      { secret: '48213-99017-73920' },
    ),
    m(
      'secret-acc-basic-auth',
      'note',
      'acc is behind basic auth, from the terminal:\ncurl -u haverveld:Pr0efT3st#stg "https://acc.portaal.haverveld.nl/api/afvalkalender?postcode=7411AB&huisnummer=12"',
      { secret: 'Pr0efT3st#stg' },
    ),
    m(
      'secret-fastly-token',
      'note',
      'manual purge all when the purger is stuck: curl -X POST -H "Fastly-Key: Wq3xZ8nB5vR2tY7kL4mP9sD1fG6hJ0cV" https://api.fastly.com/service/$FASTLY_SERVICE_ID/purge_all — only in emergencies, origin gets hammered after',
      { secret: 'Wq3xZ8nB5vR2tY7kL4mP9sD1fG6hJ0cV' },
    ),
    m(
      'secret-hash-salt',
      'note',
      "prod hash_salt (needed if you restore a prod backup somewhere else and want the one-time login links to keep working): $settings['hash_salt'] = 'q3V8nT1xR7mK2pL9sW4zB6cY0dF5gH8jA3eU1iO7xQ';",
      { secret: 'q3V8nT1xR7mK2pL9sW4zB6cY0dF5gH8jA3eU1iO7xQ' },
    ),
  ],
  sessions: [
    {
      id: 'drupal-gov-portal-session-1',
      age: 3,
      turns: [
        said(
          'goedemorgen! vandaag #612 afmaken, de bewonersparkeervergunning. Joost heeft vorige week het webform opgezet (config/sync/webform.webform.parkeervergunning_bewoner.yml) en een begin gemaakt in web/modules/custom/hv_permits/src/Plugin/WebformHandler/ParkeervergunningHandler.php. kun je eerst kijken wat er al staat?',
        ),
        replied(
          'The webform has three pages (adres, voertuig, controle). The handler has no validation yet; the address is an hv_bag_address element the citizen fills in, and there is a TODO for the zone check. I could validate the entered postcode against a list of permit zones in validateForm(). Start there?',
        ),
        said(
          'the zone check is the main thing yes. but not on what they type in: the address comes from the BRP (haal centraal lookup after the DigiD login), the field is prefilled + readonly and the zone check runs on that BRP address. people "move" to the centre on paper to get a permit otherwise',
          { key: 's-permit-zone-check', type: 'constraint' },
        ),
        replied(
          "Ok. I'll prefill from hv_digid's BRP lookup service and make the element readonly. Where are the zones defined — is there a GIS service, or a list somewhere?",
        ),
        said(
          'for now just hardcode the two test zones (A centrum, B vestingkwartier) in a fixture for the kernel test, the real ones come from the GIS WFS later, Marloes is arranging access',
        ),
        replied(
          'Added a ZoneResolverInterface with a FixtureZoneResolver used only in the kernel test, plus a TODO for the WFS implementation. Next question: is there a limit on permits per address?',
        ),
        said(
          'ja: max 2 bewonersvergunningen per adres, artikel 5 of the parkeerverordening 2024. the third one gets refused in the form itself, with a message that they can apply for a bezoekersvergunning instead',
          { key: 's-permit-max-two', type: 'constraint' },
        ),
        replied(
          'To count the existing permits I would need earlier submissions per address. Should I store the BAG nummeraanduiding id on the submission and count those?',
        ),
        said(
          "hmm the submissions get purged though. can't we ask zaakwijzer? ZGW has some filter on zaakobject right?",
        ),
        replied(
          'Yes: GET /zaakobjecten?object=<BAG nummeraanduiding url> gives the zaken linked to the address; I filter those on the parkeervergunning zaaktype and on not having an end status. Added ZaakCounter::countActivePermitsForAddress() in hv_zaak using hv_zaak.http_client.',
        ),
        said('nice. and the kenteken field, in what format do we save that now?'),
        replied('Whatever the citizen typed, so "12-ABC-3", "12abc3" and "12 ABC 3" all occur.'),
        said(
          'always normalize: uppercase, no dashes, no spaces, so 12ABC3. showing it with dashes is the job of the kenteken formatter in hv_permits (it knows the sidecodes). the zaakobject in ZGW gets the normalized one too',
          { key: 's-kenteken-format', type: 'convention' },
        ),
        replied(
          'Done: the hv_kenteken element normalizes in valueCallback, and KentekenFormatter::format() adds the dashes per RDW sidecode. Should I also call the RDW open data API to check the car is registered to the applicant?',
        ),
        said(
          "no rdw lookups. the burger declares the car is theirs or a lease car, handhaving checks afterwards. juridisch zegt dat dat voldoende is, and we don't want that extra processing in the DPIA",
          { key: 's-no-rdw-lookup', type: 'decision' },
        ),
        replied('Removed. Now the fee: the handler has `$fee = 94.80;` hardcoded. Keep that?'),
        said(
          'nope, tarieven never in code, they change every january with the legesverordening. make a hv_permits.fees config, amounts per year, eerste and tweede vergunning separately, and pick the year from the date of the aanvraag',
          { key: 's-fee-from-config', type: 'convention' },
        ),
        replied(
          'Created the hv_permits.fees config schema (fees keyed by year and permit type) and a FeeCalculator. For 2025 I put eerste 94.80 and tweede 187.20 in config/sync, taken from the old code. Are those right?',
        ),
        said('yes those are the 2025 numbers'),
        replied(
          'Payment next. PaymentHandler redirects to Worldline; when should the zaak be created — on the return url?',
        ),
        said(
          'only after the payment is confirmed by the worldline webhook, not on the return url (people close the tab before it loads). not paid = no zaak, ever, and those submissions get purged after 24h',
          { key: 's-payment-before-zaak', type: 'decision' },
        ),
        replied(
          'The webhook now sets payment_status = paid and only then enqueues the hv_zaak_push item; a cron purger removes pending/failed submissions older than 24h. To test locally I need Worldline test credentials.',
        ),
        said(
          "test merchant is in the acc env vars. for local put in settings.local.php: PSPID haverveld_tst, SHA-IN passphrase Wl-t3st-Sh4In!2025 — and don't commit it obviously",
          { secret: 'Wl-t3st-Sh4In!2025' },
        ),
        replied(
          'Added to settings.local.php (gitignored). Test payment went through and the webhook was processed. For the English version of the form, should I translate everything including the declaration?',
        ),
        said(
          'labels, help texts, confirmation: translate. the verklaring (the legal declaration they tick) stays Dutch in the english form too, with an english summary under it saying the Dutch text is binding. same for all permit forms, not just this one',
          { key: 's-english-forms', type: 'decision' },
        ),
        replied(
          'Done via the webform config translation (config/sync/language/en/webform.webform.parkeervergunning_bewoner.yml) plus a markup element for the summary. cypress-axe now reports one violation: the inline errors are not associated with their fields, and there is no summary.',
        ),
        said(
          "right, that's the NL Design System pattern: every webform page gets an error summary at the top (role=alert, links to the fields) and each field's error is linked via aria-describedby. do it in the theme for all webforms, and whenever you touch an old form check it there too",
          { key: 's-error-summary', type: 'convention' },
        ),
        replied(
          'Implemented in the haverveld webform preprocess plus an error-summary SDC component, so every webform gets it. Should I also remove the custom error markup from the old forms in this MR?',
        ),
        said('not in this MR, make an issue for it'),
        replied(
          'Opened #618 "remove custom error markup from old webforms". Kernel tests and the cypress flow pass locally.',
        ),
        said(
          'wat doet #states eigenlijk met required velden als ze verborgen zijn? krijg ik dan alsnog een validatiefout?',
        ),
        replied(
          'With webform, a field that is hidden via #states is not validated as required on the server as long as the #states condition is false; core Form API alone would still complain, webform adds that handling. Composite sub-elements are the known exception.',
        ),
        said('ok thx. push it and open the MR, Joost reviews'),
        replied(
          'Pushed feature/612-bewonersparkeervergunning and opened the MR with "Closes #612", Joost as reviewer.',
        ),
      ],
    },
  ],
  prompts: [
    p(
      "lando start → 'lando: command not found'. new laptop, how do i get the portal running locally with a db?",
      ['ddev-local'],
    ),
    p("acli pull:db fails with 'Application not found', did someone kick me off the acquia team?", [
      'deploy-platformsh',
    ]),
    p(
      "hey can you pls write the update hook that sets the new field_doelgroep to 'burger' on all existing product nodes? in hv_pdc.install I guess",
      ['drush-deploy', 'products-pdc'],
    ),
    p(
      "phpstan in the MR: 38 errors in web/modules/custom/hv_migrate like `Cannot call method getTitle() on Drupal\\Core\\Entity\\EntityInterface|null.` can i just regenerate the baseline so the pipeline is green, it's not my code",
      ['phpstan-level-8'],
    ),
    p(
      "zoeken op 'paspoort' via /en/search geeft 0 resultaten, in het NL wel een hele lijst. is de index stuk?",
      ['search-solr', 'languages', 'translation-missing'],
    ),
    p(
      "Marloes changed the help text on the evenementenvergunning on prod through the UI last week and after tuesday's deploy it's gone again. what happened, and how do we stop this from happening",
      ['webform-in-git', 'config-readonly', 'drush-deploy'],
    ),
    p(
      'add a field for a second kenteken to @config/sync/webform.webform.parkeervergunning_bewoner.yml for households with two cars',
      ['s-kenteken-format', 's-permit-max-two', 'webform-in-git'],
    ),
    p(
      'burgers get a white screen after submitting the kapvergunning whenever zaakwijzer acc is slow:\n\nGuzzleHttp\\Exception\\ConnectException: cURL error 28: Operation timed out after 20001 milliseconds in ZaakCreateHandler->postSave() (line 88 of web/modules/custom/hv_permits/src/Plugin/WebformHandler/ZaakCreateHandler.php)\n\nlooks like someone calls the ZaakCreator directly there now. fix pls',
      ['zaak-queue', 'zaak-http-client'],
    ),
    p(
      "'mijn zaken' doesn't show zaken that were created before feb 2024, citizens are calling the KCC about it. can you implement the lookup for those in @web/modules/custom/hv_zaak/src/MijnZaken/ZaakOverviewBuilder.php? the new ones come from ZGW already and that part works fine",
      ['zaak-zgw-rest', 'zaak-soap-security', 'mijn-zaken-cache', 'gdpr-bsn'],
    ),
    p(
      'KCC krijgt weer klachten: mensen die na een kwartiertje invullen ineens uitgelogd zijn en alles kwijt zijn. waar staat de timeout en mag die omhoog?',
      ['session-timeout-15', 'session-timeout-30'],
    ),
    p(
      'news items show the old text for like 10 min after an editor publishes a correction on prod. is the purge broken?',
      ['cache-fastly-tags'],
    ),
    p(
      "URGENT a burger reports that /mijn/zaken showed someone else's zaken for a moment right after logging in. what can cause that, we need to find it today",
      ['mijn-zaken-cache', 'cache-personalization', 'cache-fastly-tags'],
    ),
    p('write a cypress test for the bewonersparkeervergunning happy path, including the payment', [
      'cypress-e2e',
      'digid-mock',
      's-payment-before-zaak',
    ]),
    p(
      'Communicatie wil het jaarverslag 2024 als PDF op de site zetten. kun je pdf toevoegen aan de toegestane extensies van media type document?',
      ['a11y-pdf-html-only', 'a11y-pdf-ua-allowed', 'a11y-wcag'],
    ),
    p(
      'Marloes vraagt hoe lang we de ingediende kapvergunning-formulieren in Drupal bewaren, er ligt een AVG inzageverzoek van een burger',
      ['webform-retention-30d', 'webform-retention-90d', 'records-retention'],
    ),
    p('SA-CORE-2025-004 just came out, highly critical. it is wednesday 20:40. what do we do', [
      'security-updates',
      'deploy-window',
      'deploy-platformsh',
    ]),
    p(
      "webform bug: #states required is not cleared on hidden composite sub-fields. there's a fix in the d.o issue, I'll just apply it to web/modules/contrib/webform/src/Element/WebformCompositeBase.php, fine?",
      ['composer-patches'],
    ),
    p(
      'somebody mailed that https://www.haverveld.nl/content/afvalkalender-2019 gives a 404, the link is in a printed letter from the belastingen',
      ['redirects-d7'],
    ),
    p(
      'create an alert component for the theme (info / warning / error variants) that editors can place through a paragraph',
      ['theme-sdc', 'a11y-wcag', 'twig-conventions', 'frontend-build'],
    ),
    p('NVDA leest de foutmeldingen op het uitrit_aanvraag formulier niet voor. fixen?', [
      's-error-summary',
      'a11y-wcag',
    ]),
    p(
      "added a bunch of new strings in hv_afval (t('Next pickup'), t('Residual waste') etc). how do the dutch translations get in?",
      ['strings-english-source', 'languages'],
    ),
    p(
      'in @web/modules/custom/hv_zaak/src/Zgw/ZaakClient.php can I just use \\Drupal::httpClient()->post() for the new /rollen call? quicker than wiring the service',
      ['dependency-injection', 'zaak-http-client'],
    ),
    p(
      "Sanne wil Hotjar op de productpagina's om te zien waar mensen afhaken in de aanvraag. kan je het script in het theme zetten?",
      ['privacy-analytics', 'security-headers'],
    ),
    p(
      'I see lines like `Submission by j.devries@ziggo.nl for kapvergunning failed: 400` in the platform logs. where does that come from, fix it',
      ['gdpr-logging'],
    ),
    p(
      'ZGW gives a 400 on POST /rollen for some submissions. add a debug log with the BSN and the full request body in the ZaakCreator so we can see what goes wrong',
      ['gdpr-bsn', 'gdpr-logging', 'zaak-zgw-rest'],
    ),
    p('where do the prod Worldline PSPID and SHA-OUT passphrase go? just in settings.php?', ['secrets-env']),
    p('devel is enabled on acc?? and the MR env shows the digid mock login. is the split config broken', [
      'config-split',
      'digid-mock',
    ]),
    p(
      'review pls @web/modules/custom/hv_digid/src/EventSubscriber/SamlAttributeSubscriber.php, it maps the SAML attributes onto the user on login',
      ['digid-simplesamlphp', 'digid-no-accounts', 'gdpr-bsn', 'mr-review'],
    ),
    p(
      'set up eHerkenning login for the standplaatsvergunning form, stichtingen and market traders have to log in with their KvK',
      ['eherkenning', 'digid-simplesamlphp', 'webform-permits'],
    ),
    p(
      "tuesday's deploy failed in the deploy hook: `hv_permits_deploy_fees failed: Config hv_permits.fees not found`. site is up but half the hooks ran. do we roll back?",
      ['drush-deploy', 'deploy-rollback', 'deploy-platformsh'],
    ),
    p(
      'tarieven 2026 zijn bekend: eerste bewonersvergunning € 98,40, tweede € 196,80. kun je ze erin zetten?',
      ['s-fee-from-config'],
    ),
    p(
      'what happens when someone pays for the parkeervergunning but the worldline webhook never reaches us? do they still get a zaak?',
      ['s-payment-before-zaak', 'payments-worldline'],
    ),
    p(
      'handhaving asks if we can check with the RDW during the aanvraag that the kenteken belongs to the applicant',
      ['s-no-rdw-lookup'],
    ),
    p('translate the standplaatsvergunning form to english, all of it', [
      's-english-forms',
      'languages',
      'webform-in-git',
    ]),
    p(
      "burger at Vestingstraat 12 gets 'adres valt niet in een vergunningzone', he lives in zone B. he says he typed the address correctly, can you make the address field editable so he can fix it?",
      ['s-permit-zone-check'],
    ),
    p(
      "renovate MR 'Update drupal/webform to 6.2.9' is red: `Could not apply patch! Skipping. The error was: Cannot apply patch patches/webform-3412345-states-required.patch`",
      ['composer-patches', 'renovate'],
    ),
    p(
      "changed the title boost in the content_nl index, need a full reindex. can I just run it on prod now? it's 11:00",
      ['search-reindex'],
    ),
    p("deploy the afvalkalender hotfix now pls, it's thursday 14:00 and it's a one-line change", [
      'deploy-window',
    ]),
    p(
      'StUF calls fail since this morning:\nSoapFault: SSL operation failed with code 1. OpenSSL Error messages: error:0A000086:SSL routines::certificate verify failed\nnew zaken are fine, only mijn zaken for old cases is broken',
      ['zaak-soap-security', 'zaak-zgw-rest'],
    ),
    p('bump php to 8.4 in .platform.app.yaml and ddev, I want to try property hooks', ['php-83']),
    p(
      'write kernel tests for @web/modules/custom/hv_zaak/src/Zgw/ZaakCreator.php — happy path, a 503 from the Zaken API, and a 400 on the documenten upload',
      ['tests-phpunit', 'zaak-zgw-rest', 'zaak-queue'],
    ),
    p(
      'afvalkalender shows 2024 dates in january 2025 for a bunch of addresses, ximmio says their data is fine',
      ['afvalkalender'],
    ),
    p(
      "New form for the 'ontheffing geluid' (noise exemption for events and building works). Marloes already has the zaaktype in the Zaakwijzer acc catalogus. It needs eHerkenning + DigiD, the usual zaak creation, and applicants must be able to upload a geluidsrapport which can be up to 25 MB. Can you set up the webform, the handler config and whatever else is needed, and tell me what I still have to ask Marloes?",
      ['zaaktype-config', 'file-uploads', 'zaak-queue', 'webform-in-git', 'webform-permits', 'eherkenning'],
    ),
    p(
      'new content type projectpagina for infra projects (herinrichting Stationsplein etc), editors want to post updates on it, NL + EN',
      ['content-moderation', 'url-aliases', 'languages'],
    ),
    p("what's the difference between cache contexts and cache tags in drupal render arrays, in general?", []),
    p('regex voor een nederlandse postcode (1234 AB, spatie optioneel)', []),
    p('how do I undo my last git commit but keep the changes staged', []),
    p('explain php 8.3 typed class constants with a small example', []),
    p('bash one-liner to find the 10 biggest files in a directory tree', []),
    p('array_map vs array_walk, wat was het verschil ook alweer', []),
    p('rename $x to $zaakUrl in this function', []),
    p('what does the `static` return type mean in php vs `self`?', []),
    p('hoe werkt een LEFT JOIN precies, even opfrissen', []),
    p('thanks, that worked 🙏', []),
  ],
});
