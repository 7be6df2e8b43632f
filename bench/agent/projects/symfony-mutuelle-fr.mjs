// A French health-insurance mutual (mutuelle): member + claims platform, NOEMIE / tiers payant with the Assurance
// Maladie, DSN affiliations, SEPA direct debits, FranceConnect portal, HDS hosting on OVHcloud. Team in Lyon + Nantes.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'symfony-mutuelle-fr',
  stack:
    'PHP 8.3, Symfony 7 + API Platform, Doctrine ORM, PostgreSQL, Messenger + RabbitMQ, Vue 3 + Vite (member portal), NOEMIE / SESAM-Vitale (tiers payant), DSN, SEPA (pain.008 / EBICS), FranceConnect, Gotenberg, OVHcloud Managed Kubernetes (HDS), GitLab CI, PHPUnit + Behat + Cypress, PHPStan level 8',
  memories: [
    m(
      'repo-layout',
      'fact',
      "monorepo: api/ = l'appli symfony (API Platform + backoffice gestionnaires en twig/turbo sous /gestion), portail/ = espace adherent vue 3 + vite, deploy/helm/ = charts, infra/terraform/ = infra OVH, docs/adr/ = les ADR",
      {
        files: ['api', 'portail', 'deploy/helm', 'infra/terraform', 'docs/adr'],
        tags: ['monorepo', 'layout'],
      },
    ),
    m(
      'bounded-contexts',
      'convention',
      "api/src est découpé par contexte métier: Adhesion/, Cotisation/, Prestation/, TiersPayant/, Document/, Shared/. Dans chaque contexte: Domain/ (pur PHP, aucun import Doctrine ni Symfony), Application/ (commands, handlers), Infrastructure/ (doctrine, flux, http), ApiResource/. deptrac.yaml vérifie les dépendances en CI, un contexte n'appelle jamais le Domain d'un autre directement.",
      {
        files: ['api/src', 'api/deptrac.yaml'],
        tags: ['architecture', 'ddd', 'deptrac'],
      },
    ),
    m(
      'apip-dataproviders',
      'convention',
      'API Platform 2.7: lectures custom = DataProvider (src/*/DataProvider, ItemDataProviderInterface), écritures custom = DataPersister. les entités doctrine sont exposées direct avec #[ApiResource].',
      {
        age: 620,
        files: ['api/src'],
        tags: ['api-platform', 'dataprovider'],
      },
    ),
    m(
      'apip-state',
      'decision',
      "Depuis la montée en API Platform 3 il n'y a plus de DataProvider / DataPersister: les lectures custom passent par un State Provider (ProviderInterface), les écritures par un State Processor, branchés sur l'opération (new Get(provider: BeneficiairesProvider::class)). Et on n'expose plus les entités Doctrine: les ressources API sont des DTO dans <Contexte>/ApiResource/.",
      {
        fact: 'api platform | custom reads | State Provider',
        supersedes: 'apip-dataproviders',
        age: 280,
        canonical: true,
        files: ['api/src'],
        reason: 'upgrade API Platform 3 + découpler le schéma API du modèle doctrine',
        tags: ['api-platform', 'state-provider', 'dto'],
      },
    ),
    m(
      'doctrine-migrations',
      'convention',
      'migrations doctrine: make:migration puis on relit a la main, une migration = un changement, jamais schema + données dans la meme. sur les grosses tables (prestation.decompte_ligne ~180M lignes) index en CREATE INDEX CONCURRENTLY => migration avec isTransactional() qui retourne false.',
      {
        files: ['api/migrations'],
        tags: ['doctrine', 'migrations', 'postgresql'],
      },
    ),
    m(
      'money-int',
      'constraint',
      'Montants = entiers en centimes partout. Value object Shared/Domain/Money.php (brick/money), colonnes bigint suffixées _cents, et dans l\'API une string décimale ("12.30"). Jamais de float pour un montant, jamais de round() sur un float.',
      {
        canonical: true,
        files: ['api/src/Shared/Domain/Money.php'],
        tags: ['money', 'centimes', 'float', 'brick-money'],
      },
    ),
    m(
      'transport-doctrine',
      'fact',
      'messages async (import noemie, generation pdf, mails) sur le transport doctrine de messenger, table messenger_messages, un seul worker messenger:consume async',
      {
        fact: 'messenger | transport | doctrine',
        age: 540,
        files: ['api/config/packages/messenger.yaml'],
        tags: ['messenger', 'doctrine-transport'],
      },
    ),
    m(
      'transport-rabbitmq',
      'decision',
      "Async messages go through RabbitMQ now (amqp transport, ext-amqp). Transports: noemie_in, prestations, documents, notifications, sepa — one worker Deployment per transport. The messenger_messages table only backs the 'failed' transport. We left the doctrine transport because the table had lock contention at ~2M messages per night.",
      {
        fact: 'messenger | transport | RabbitMQ',
        supersedes: 'transport-doctrine',
        age: 230,
        canonical: true,
        files: ['api/config/packages/messenger.yaml', 'deploy/helm/workers'],
        reason: 'lock contention on messenger_messages',
        tags: ['messenger', 'rabbitmq', 'amqp', 'workers'],
      },
    ),
    m(
      'messenger-idempotent',
      'constraint',
      "rabbitmq = at-least-once, donc tout handler qui paie, prélève ou envoie un flux doit etre idempotent: clé d'idempotence en base (table shared.processed_message, unique sur message_id + handler) verifiée dans la meme transaction que l'effet.",
      {
        canonical: true,
        reaffirm: 12,
        files: ['api/src/Shared/Infrastructure/Messenger'],
        tags: ['messenger', 'idempotence', 'rabbitmq', 'paiement'],
      },
    ),
    m(
      'messenger-naming',
      'convention',
      'messages = readonly class suffixée Command ou Event dans <Contexte>/Application/Message/, handler avec #[AsMessageHandler] dans le meme contexte. le routing dans messenger.yaml se fait par interface marqueur (AsyncDocumentMessage, AsyncSepaMessage...), pas classe par classe.',
      {
        files: ['api/config/packages/messenger.yaml'],
        tags: ['messenger', 'naming', 'routing'],
      },
    ),
    m(
      'noemie-intro',
      'fact',
      'NOEMIE: les CPAM nous envoient les décomptes du régime obligatoire de nos adhérents télétransmis (flux retour RO -> AMC). On calcule la part complémentaire et on rembourse sans feuille de soins papier. Parser + import dans api/src/Prestation/Infrastructure/Noemie/.',
      {
        fact: 'décomptes RO | reçus via | NOEMIE',
        files: ['api/src/Prestation/Infrastructure/Noemie'],
        tags: ['noemie', 'cpam', 'teletransmission', 'prestation'],
      },
    ),
    m(
      'noemie-sftp',
      'fact',
      "les fichiers noemie arrivent sur le sftp du concentrateur, dossier /IN. le job les recupere, et apres l'ARL on les deplace dans /ARCHIVE. on supprime jamais un fichier recu (trace exigée en cas de contrôle).",
      {
        tags: ['noemie', 'sftp', 'archive'],
      },
    ),
    m(
      'noemie-arl',
      'constraint',
      "Chaque fichier NOEMIE reçu doit être acquitté par un ARL (accusé de réception logique) dans les 24h ouvrées, sinon la caisse réémet le lot et on reçoit des doublons. L'ARL part même si des décomptes du fichier sont en anomalie métier.",
      {
        files: ['api/src/Prestation/Infrastructure/Noemie/ArlBuilder.php'],
        tags: ['noemie', 'arl', 'acquittement'],
      },
    ),
    m(
      'noemie-dedup',
      'constraint',
      'un décompte RO est identifié par (code organisme RO, n° de décompte, date de traitement). dedoublonnage obligatoire AVANT le calcul, les caisses renvoient parfois le même décompte dans 2 fichiers differents.',
      {
        reaffirm: 20,
        files: ['api/src/Prestation/Application/ImportDecompteHandler.php'],
        tags: ['noemie', 'doublon', 'dedup', 'prestation'],
      },
    ),
    m(
      'noemie-encoding',
      'fact',
      'NOEMIE files are fixed-width positional records in ISO-8859-1, not UTF-8. Amounts are 8-digit zero-padded cents with no separator. Convert with mb_convert_encoding at read time in NoemieReader, never on the raw file on disk.',
      {
        files: ['api/src/Prestation/Infrastructure/Noemie/NoemieReader.php'],
        tags: ['noemie', 'encoding', 'iso-8859-1', 'utf-8'],
      },
    ),
    m(
      'tp-intro',
      'fact',
      "tiers payant: pharmacies, labos, radiologues etc facturent notre part directement via SESAM-Vitale (norme B2), les factures nous arrivent par l'operateur de tiers payant (Viamedis) dans TiersPayant/. On paie les PS par virement SEPA pain.001, lot quotidien à 18h envoyé en EBICS.",
      {
        files: ['api/src/TiersPayant'],
        tags: ['tiers-payant', 'sesam-vitale', 'viamedis', 'pain.001'],
      },
    ),
    m(
      'tp-card',
      'fact',
      'l\'attestation de tiers payant ("carte TP") est regénérée chaque 1er janvier et à chaque changement de garantie ou de bénéficiaire. dessus: numéro AMC, période de validité, et les codes de prise en charge par domaine (PHAR, LABO, RADL, OPTI, DENT, AUDI...).',
      {
        files: ['api/templates/pdf/carte_tp.html.twig'],
        tags: ['tiers-payant', 'carte-tp', 'attestation', 'pdf'],
      },
    ),
    m(
      'nir-format',
      'convention',
      'NIR = 13 caractères + clé sur 2 chiffres, stockés dans 2 colonnes (nir, nir_cle). Validation dans Shared/Domain/Nir.php: clé = 97 - (nir mod 97); pour les nés en Corse on remplace 2A par 19 et 2B par 18 avant le modulo.',
      {
        files: ['api/src/Shared/Domain/Nir.php'],
        tags: ['nir', 'securite-sociale', 'validation', 'corse'],
      },
    ),
    m(
      'nir-corse-claim',
      'fact',
      'pour les NIR corses suffit de remplacer 2A et 2B par 20 avant de calculer la clé',
      {
        disputes: 'nir-format',
        tags: ['nir', 'corse'],
      },
    ),
    m(
      'pii-logs',
      'constraint',
      "JAMAIS de NIR, nom, date de naissance, IBAN, code acte / libellé de soin dans les logs, les messages d'exception ou Sentry. Le processor Monolog Shared/Infrastructure/Log/PiiRedactionProcessor masque les clés connues: tout nouveau champ sensible doit y être ajouté.",
      {
        canonical: true,
        reaffirm: 6,
        files: ['api/src/Shared/Infrastructure/Log/PiiRedactionProcessor.php'],
        tags: ['rgpd', 'logs', 'nir', 'donnees-de-sante', 'monolog'],
      },
    ),
    m(
      'ayant-droit',
      'fact',
      "bénéficiaires = l'adhérent + ses ayants droit (conjoint, enfants). un enfant peut être rattaché à ses deux parents; dans noemie il arrive sous le NIR du parent ouvreur de droits, pas le sien.",
      {
        inferred: true,
        fact: 'enfant ayant droit | identifié via | NIR du parent ouvreur de droits',
        tags: ['beneficiaire', 'ayant-droit', 'noemie'],
      },
    ),
    m(
      'calcul-regles',
      'convention',
      'moteur de calcul dans Prestation/Domain/Calcul/: une classe Regle par type de garantie (RegleTauxBR, RegleForfait, ReglePlafondAnnuel...). garantie en % de la BR inclut la part RO (200% BR = RO + 100% BR). part complémentaire = min(garantie, frais réels - remboursement RO): on ne rembourse jamais plus que les frais réels (principe indemnitaire).',
      {
        files: ['api/src/Prestation/Domain/Calcul'],
        tags: ['calcul', 'garantie', 'base-de-remboursement', 'prestation'],
      },
    ),
    m(
      'contrat-responsable',
      'constraint',
      'Tous nos contrats sont des contrats responsables: on ne prend jamais en charge la participation forfaitaire ni les franchises médicales; optique adulte 1 équipement / 2 ans, monture plafonnée à 100 €. Toute modif des règles optique / dentaire / audio passe par ContratResponsable.php et un scénario Behat.',
      {
        files: ['api/src/Prestation/Domain/Calcul/ContratResponsable.php'],
        tags: ['contrat-responsable', 'optique', 'franchise', 'reglementation'],
      },
    ),
    m(
      'date-soins',
      'constraint',
      "les garanties s'appliquent à la DATE DES SOINS, pas à la date de reception du décompte. meme chose pour les référentiels (CCAM, NGAP, LPP importés par bin/console ref:import, versionnés par date d'effet): toujours prendre la version valide à la date des soins. dates de soins = date_immutable sans heure, horodatages techniques en timestamptz UTC.",
      {
        files: ['api/src/Prestation/Domain/Calcul', 'api/src/Prestation/Infrastructure/Referentiel'],
        tags: ['date-soins', 'garantie', 'ccam', 'referentiel'],
      },
    ),
    m(
      'dsn-intro',
      'fact',
      'contrats collectifs: les employeurs envoient leur DSN mensuelle via net-entreprises, on lit les blocs S21.G00.15 (adhésion), S21.G00.70 (affiliation), S21.G00.78 / .81 (base assujettie, cotisation). import dans Adhesion/Infrastructure/Dsn/.',
      {
        files: ['api/src/Adhesion/Infrastructure/Dsn'],
        tags: ['dsn', 'collectif', 'affiliation', 'net-entreprises'],
      },
    ),
    m(
      'dsn-anomalies',
      'convention',
      "Anomalies DSN: la référence contrat (S21.G00.15.001) doit matcher contrat.reference_dsn exactement comme sur la FPOC, sinon le salarié part en anomalie 'contrat inconnu'. On renvoie un CRM (compte rendu métier) à l'employeur et on attend sa DSN rectificative. On ne corrige jamais une affiliation DSN à la main en base.",
      {
        files: ['api/src/Adhesion/Infrastructure/Dsn'],
        tags: ['dsn', 'anomalie', 'crm', 'fpoc'],
      },
    ),
    m(
      'sepa-pain008',
      'fact',
      'prélèvements des cotisations: pain.008.001.02 généré par Cotisation/Infrastructure/Sepa/Pain008Builder.php, ICS FR45ZZZ8A1B2C, SEPA CORE, envoyé à la banque en EBICS. échéance le 5 de chaque mois.',
      {
        files: ['api/src/Cotisation/Infrastructure/Sepa/Pain008Builder.php'],
        tags: ['sepa', 'pain.008', 'prelevement', 'cotisation', 'ebics'],
      },
    ),
    m(
      'sepa-cutoff-old',
      'fact',
      'remise du pain.008 au CIC au plus tard J-2 ouvrés avant 16h, donc le cron du 1er du mois genere et envoie le fichier',
      {
        age: 480,
        tags: ['sepa', 'cutoff', 'banque'],
      },
    ),
    m(
      'sepa-cutoff',
      'fact',
      "Depuis qu'on est passés à la Banque Populaire AURA en EBICS TS, la remise du pain.008 se fait à J-1 ouvré avant 11h. Le job part la veille de J-1 à 7h; celui du 1er du mois a sauté.",
      {
        fact: 'remise pain.008 | cutoff | J-1 ouvré 11h',
        supersedes: 'sepa-cutoff-old',
        age: 160,
        tags: ['sepa', 'cutoff', 'banque', 'ebics'],
      },
    ),
    m(
      'sepa-rum',
      'convention',
      "RUM = 'MLY-' + numero_adherent + '-' + n° de mandat (35 car. max). Une RUM ne change jamais: si l'adhérent change d'IBAN on fait un amendement de mandat (AmdmntInd=true, et OrgnlDbtrAcct = SMNDA si changement de banque), pas un nouveau mandat.",
      {
        files: ['api/src/Cotisation/Domain/Mandat.php'],
        tags: ['sepa', 'rum', 'mandat', 'iban'],
      },
    ),
    m(
      'sepa-prenotif',
      'convention',
      'prénotification: échéancier annuel envoyé en janvier + mail à J-5 avant chaque prélèvement. nos CG prévoient 5 jours, le rulebook SEPA permet de réduire les 14 jours par accord avec le débiteur.',
      {
        tags: ['sepa', 'prenotification', 'echeancier'],
      },
    ),
    m(
      'sepa-prenotif-claim',
      'fact',
      'Attention: la prénotification doit légalement partir 14 jours calendaires avant CHAQUE prélèvement, nos mails à J-5 ne sont pas conformes.',
      {
        disputes: 'sepa-prenotif',
        tags: ['sepa', 'prenotification'],
      },
    ),
    m(
      'sepa-rejets',
      'fact',
      'R-transactions: les rejets reviennent en camt.054 (CamtRejetHandler). AM04 (provision insuffisante) -> on représente une fois le 15 du mois; MD01 / AC04 / MD07 -> pas de représentation, mandat suspendu + tâche pour un gestionnaire.',
      {
        files: ['api/src/Cotisation/Infrastructure/Sepa/CamtRejetHandler.php'],
        tags: ['sepa', 'rejet', 'camt.054', 'impaye'],
      },
    ),
    m(
      'iban-chiffre',
      'constraint',
      "IBAN chiffré en base (type doctrine encrypted_string, paragonie/halite, clé dans les secrets symfony). Côté portail on affiche seulement FR76 **** **** **** 1234, l'API ne renvoie jamais l'IBAN complet.",
      {
        files: ['api/src/Shared/Infrastructure/Doctrine/EncryptedStringType.php'],
        tags: ['iban', 'chiffrement', 'rgpd', 'sepa'],
      },
    ),
    m(
      'target2',
      'fact',
      "dates d'échéance SEPA: jours ouvrés TARGET2 (fermé 1er janvier, vendredi saint, lundi de paques, 1er mai, 25 et 26 dec), PAS le calendrier des jours fériés français. Shared/Domain/Calendar/Target2Calendar.php.",
      {
        files: ['api/src/Shared/Domain/Calendar/Target2Calendar.php'],
        tags: ['sepa', 'target2', 'jours-ouvres', 'calendrier'],
      },
    ),
    m(
      'fc-oidc',
      'fact',
      'Member portal login: FranceConnect (OpenID Connect) through knpuniversity/oauth2-client-bundle with our own provider in Shared/Infrastructure/FranceConnect, acr eidas1, scopes openid given_name family_name birthdate birthplace gender email. Email + password login stays as fallback.',
      {
        fact: 'portail | login | FranceConnect',
        files: ['api/src/Shared/Infrastructure/FranceConnect', 'portail/src/views/LoginView.vue'],
        tags: ['franceconnect', 'oidc', 'login', 'portail'],
      },
    ),
    m(
      'fc-no-nir',
      'constraint',
      "FranceConnect ne fournit pas le NIR. Le rapprochement compte FC <-> adhérent se fait sur l'identité pivot complète (nom de naissance, prénoms, date + lieu de naissance COG) ET la première liaison est confirmée par un code envoyé par courrier ou SMS. Jamais de rattachement automatique sur nom + date de naissance.",
      {
        canonical: true,
        files: ['api/src/Shared/Infrastructure/FranceConnect'],
        tags: ['franceconnect', 'nir', 'identite-pivot', 'rattachement'],
      },
    ),
    m(
      'fc-nir-claim',
      'fact',
      "fc renvoie le NIR dans userinfo si on demande le scope 'nir', du coup on pourrait matcher l'adherent direct dessus",
      {
        disputes: 'fc-no-nir',
        tags: ['franceconnect', 'nir'],
      },
    ),
    m('jwt-ttl-old', 'fact', 'api portail: JWT lexik, token_ttl 3600, refresh token gesdinet 30 jours', {
      age: 450,
      files: ['api/config/packages/lexik_jwt_authentication.yaml'],
      tags: ['jwt', 'auth', 'portail'],
    }),
    m(
      'jwt-ttl',
      'constraint',
      "suite au pentest de février: token_ttl: 900 (au lieu de 3600), refresh token 7 jours avec rotation (single_use: true dans gesdinet_jwt_refresh_token.yaml). pas négociable, c'est dans le plan de remédiation.",
      {
        fact: 'access token | ttl | 15 min',
        supersedes: 'jwt-ttl-old',
        age: 140,
        files: [
          'api/config/packages/lexik_jwt_authentication.yaml',
          'api/config/packages/gesdinet_jwt_refresh_token.yaml',
        ],
        reason: 'pentest février',
        tags: ['jwt', 'auth', 'refresh-token', 'pentest'],
      },
    ),
    m(
      'portail-stack',
      'fact',
      'portail/: Vue 3.4 + Vite 5 + TypeScript strict, vue-router, vue-i18n (fr.json seulement mais pas de texte en dur dans les templates), composants PrimeVue.',
      {
        files: ['portail'],
        tags: ['vue', 'vite', 'typescript', 'portail'],
      },
    ),
    m('vuex', 'fact', 'store du portail = vuex 4, un module par domaine dans portail/src/store/modules/', {
      age: 600,
      files: ['portail/src/store'],
      tags: ['vuex', 'portail', 'state'],
    }),
    m(
      'pinia',
      'decision',
      'plus de vuex dans le portail: la dépendance a été retirée du package.json, tout est en stores pinia (setup stores) dans portail/src/stores/*.ts. Ne rajoutez pas de module vuex.',
      {
        fact: 'portail | state management | Pinia',
        supersedes: 'vuex',
        age: 260,
        files: ['portail/src/stores'],
        tags: ['pinia', 'vuex', 'portail', 'state'],
      },
    ),
    m(
      'api-client-gen',
      'convention',
      "Les types TS du client API sont générés depuis l'OpenAPI d'API Platform (openapi-typescript): npm run api:gen -> portail/src/api/schema.d.ts. On n'écrit pas les types de réponse à la main.",
      {
        files: ['portail/src/api/schema.d.ts', 'portail/package.json'],
        tags: ['openapi', 'typescript', 'portail', 'api-client'],
      },
    ),
    m(
      'pdf-snappy',
      'fact',
      'PDF (décomptes, attestations, échéanciers) générés en synchrone avec KnpSnappyBundle + wkhtmltopdf installé dans l image php',
      {
        fact: 'pdf | generated_by | wkhtmltopdf',
        age: 560,
        tags: ['pdf', 'snappy', 'wkhtmltopdf'],
      },
    ),
    m(
      'pdf-gotenberg',
      'decision',
      "wkhtmltopdf c'est mort (plus maintenu, flexbox cassé), snappy a été viré du composer.json. Maintenant: Twig -> HTML -> Gotenberg 8 (service gotenberg:3000 dans le cluster) via sensiolabs/gotenberg-bundle, route chromium. Génération toujours en async: message GenerateDocumentCommand sur le transport documents.",
      {
        fact: 'pdf | generated_by | Gotenberg',
        supersedes: 'pdf-snappy',
        age: 300,
        files: ['api/src/Document', 'api/templates/pdf'],
        tags: ['pdf', 'gotenberg', 'twig', 'messenger'],
      },
    ),
    m(
      'pdf-pdfa',
      'constraint',
      "documents à valeur probante (attestations, carte TP, échéanciers) en PDF/A-2b (option pdfa de gotenberg), polices embarquées depuis api/templates/pdf/fonts/. pas de google fonts ni de ressource externe: le cluster HDS n'a pas d'accès internet sortant.",
      {
        files: ['api/templates/pdf'],
        tags: ['pdf', 'pdfa', 'fonts', 'gotenberg'],
      },
    ),
    m(
      'storage-minio',
      'constraint',
      "Documents adhérents (PDF, pièces justificatives) et backups uniquement sur le MinIO déployé dans le cluster HDS (buckets documents, pj, backups). Pas l'Object Storage OVH standard, il n'est pas dans notre périmètre HDS.",
      {
        files: ['deploy/helm/minio'],
        tags: ['minio', 'stockage', 'hds', 's3', 'documents'],
      },
    ),
    m(
      's3-hds-claim',
      'fact',
      "l'object storage OVH est couvert HDS depuis l'an dernier, on peut y mettre les PDF et les backups barman sans souci",
      {
        disputes: 'storage-minio',
        tags: ['object-storage', 'hds', 'ovh'],
      },
    ),
    m(
      'hds-perimetre',
      'constraint',
      "Toute donnée de santé (décomptes, actes, NIR, PJ) reste dans le périmètre certifié HDS: le projet OVHcloud Public Cloud dédié 'mutuelle-hds'. Aucun SaaS hors périmètre: pas de sentry.io, pas de Datadog, pas d'outil IA externe avec des données réelles. Observabilité self-hosted dans le cluster: Sentry, Loki + Grafana, Prometheus.",
      {
        canonical: true,
        reaffirm: 3,
        tags: ['hds', 'donnees-de-sante', 'ovhcloud', 'saas', 'observabilite'],
      },
    ),
    m(
      'k8s-ovh',
      'fact',
      'OVHcloud Managed Kubernetes: clusters mks-hds-prod and mks-hds-staging, namespaces api, portail, workers, data. Helm charts under deploy/helm, rolled out by CI with helmfile.',
      {
        files: ['deploy/helm', 'deploy/helmfile.yaml'],
        tags: ['kubernetes', 'ovhcloud', 'helm', 'helmfile'],
      },
    ),
    m('pg-vm', 'fact', 'postgres 14 sur deux VM (primaire + standby en streaming), pgbackrest la nuit', {
      fact: 'database | hosted_on | VMs',
      age: 650,
      tags: ['postgresql', 'vm', 'backup'],
    }),
    m(
      'pg-cnpg',
      'fact',
      'PostgreSQL 16 runs in the HDS cluster through the CloudNativePG operator (cluster prestations-pg, 3 instances, namespace data); services prestations-pg-rw / -ro. Backups with barman to MinIO. The old pg14 VMs were decommissioned in June.',
      {
        fact: 'database | hosted_on | CloudNativePG',
        supersedes: 'pg-vm',
        age: 210,
        files: ['deploy/helm/prestations-pg'],
        tags: ['postgresql', 'cloudnativepg', 'kubernetes', 'barman'],
      },
    ),
    m(
      'no-prod-data',
      'constraint',
      'jamais de dump prod en local ou en staging sans anonymisation (bin/console app:anonymize sur le dump, ça remplace NIR / noms / IBAN / adresses). les données de santé réelles ne sortent pas du cluster prod, point.',
      {
        tags: ['rgpd', 'anonymisation', 'dump', 'staging'],
      },
    ),
    m(
      'k8s-cron',
      'fact',
      'les batchs planifiés (import noemie toutes les 4h, génération pain.008, relances) sont des CronJob k8s qui lancent bin/console, définis dans deploy/helm/api/templates/cronjobs.yaml',
      {
        age: 430,
        files: ['deploy/helm/api/templates/cronjobs.yaml'],
        tags: ['cron', 'kubernetes', 'batch'],
      },
    ),
    m(
      'scheduler',
      'decision',
      "Les CronJob k8s ont d'abord été suspendus puis supprimés du chart: tous les batchs sont dans symfony/scheduler (Shared/Infrastructure/Scheduler/MainSchedule.php), consommés par un worker messenger:consume scheduler_main à 1 replica. l'import noemie passe toutes les heures.",
      {
        fact: 'batchs planifiés | run_by | Symfony Scheduler',
        supersedes: 'k8s-cron',
        age: 130,
        files: ['api/src/Shared/Infrastructure/Scheduler/MainSchedule.php'],
        tags: ['scheduler', 'cron', 'messenger', 'batch'],
      },
    ),
    m('runtime-fpm', 'fact', 'image api: php:8.2-fpm-alpine, nginx en sidecar dans le pod', {
      fact: 'api | runs_on | php-fpm',
      age: 520,
      files: ['api/Dockerfile'],
      tags: ['php-fpm', 'nginx', 'docker'],
    }),
    m(
      'runtime-frankenphp',
      'decision',
      "nginx + fpm c'est fini: l'api tourne sur FrankenPHP (dunglas/frankenphp:1-php8.3) en mode worker via runtime/frankenphp-symfony. Le conteneur vit longtemps, donc un service avec état mutable doit implémenter ResetInterface — on a eu en prod l'adhérent d'une requête qui fuitait dans la suivante à cause d'un service qui gardait $currentAdherent.",
      {
        fact: 'api | runs_on | FrankenPHP worker mode',
        supersedes: 'runtime-fpm',
        age: 190,
        files: ['api/Dockerfile', 'api/config/services.yaml'],
        tags: ['frankenphp', 'worker-mode', 'reset-interface', 'php-8.3'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      'gitlab ci (gitlab.mutuelle.interne, self-hosted): lint -> test -> build -> deploy-staging -> deploy-prod. deploy-prod est manuel et ne part que sur un tag vX.Y.Z. runners kubernetes dans le cluster staging.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci', 'deploy'],
      },
    ),
    m('phpstan-6', 'convention', 'phpstan level 6, on peut rajouter dans la baseline si besoin', {
      age: 500,
      files: ['api/phpstan.dist.neon'],
      tags: ['phpstan', 'lint'],
    }),
    m(
      'phpstan-8',
      'convention',
      "phpstan est passé à level: 8 dans phpstan.dist.neon (+ phpstan-symfony, phpstan-doctrine). la baseline ne fait QUE diminuer: interdit d'y ajouter une ligne, soit on corrige, soit @phpstan-ignore avec l'identifiant et un commentaire qui justifie.",
      {
        fact: 'phpstan | level | 8',
        supersedes: 'phpstan-6',
        age: 170,
        files: ['api/phpstan.dist.neon', 'api/phpstan-baseline.neon'],
        tags: ['phpstan', 'baseline', 'lint', 'ci'],
      },
    ),
    m(
      'cs-fixer',
      'convention',
      'php-cs-fixer with @Symfony + @PHP83Migration, declare(strict_types=1) everywhere, classes final by default — except Doctrine entities (proxies), those are excluded in .php-cs-fixer.dist.php.',
      {
        files: ['api/.php-cs-fixer.dist.php'],
        tags: ['php-cs-fixer', 'final', 'lint', 'doctrine'],
      },
    ),
    m(
      'tests-phpunit',
      'convention',
      'PHPUnit 11: tests/Unit sans kernel; tests/Integration en KernelTestCase sur une vraie base postgres de test avec dama/doctrine-test-bundle (rollback par test); données via zenstruck/foundry, pas de fixtures SQL.',
      {
        files: ['api/tests', 'api/phpunit.dist.xml'],
        tags: ['phpunit', 'tests', 'foundry', 'integration'],
      },
    ),
    m(
      'tests-behat',
      'convention',
      'Behat pour les règles de remboursement: api/features/prestation/*.feature, écrits avec les gestionnaires en français (# language: fr, Étant donné / Quand / Alors). Chaque nouvelle règle ou garantie = au moins un scénario.',
      {
        files: ['api/features/prestation', 'api/behat.yml.dist'],
        tags: ['behat', 'bdd', 'garantie', 'tests'],
      },
    ),
    m(
      'tests-cypress',
      'convention',
      "cypress du portail: en CI contre l'api mockée (cy.intercept + portail/cypress/fixtures). un seul run e2e complet contre staging, la nuit, avec les comptes de test franceconnect. cypress-axe sur chaque page pour l'accessibilité.",
      {
        files: ['portail/cypress'],
        tags: ['cypress', 'e2e', 'portail', 'accessibilite'],
      },
    ),
    m(
      'tests-noemie-fixtures',
      'convention',
      'Fichiers NOEMIE de test: générés avec tests/Builder/NoemieFileBuilder.php dans api/tests/fixtures/noemie/. Jamais un vrai fichier de prod, même "anonymisé à la main".',
      {
        files: ['api/tests/Builder/NoemieFileBuilder.php', 'api/tests/fixtures/noemie'],
        tags: ['tests', 'noemie', 'fixtures'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      "secrets: vault symfony (config/secrets/prod et staging) commité chiffré; la clé de déchiffrement n'existe que dans le secret k8s SYMFONY_DECRYPTION_SECRET (sealed-secrets). en local: .env.local, jamais commité. jamais de secret dans les values helm ni dans .env.",
      {
        canonical: true,
        files: ['api/config/secrets', 'deploy/helm'],
        tags: ['secrets', 'symfony-secrets', 'sealed-secrets'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'pas de mise en prod du 1er au 5 du mois (prélèvements + paiements), ni la dernière semaine de décembre (regénération des cartes TP), ni le vendredi après 15h.',
      {
        reaffirm: 10,
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: prestations / NOEMIE / tiers payant = Karim (Lyon), cotisations / SEPA = Sophie (Nantes), portail + FranceConnect = Léa (Nantes), infra / HDS = Mathieu (Lyon). toute question sur les données de santé -> la DPO, Mme Roux.',
      {
        tags: ['owners', 'equipe'],
      },
    ),
    m(
      'incident-double-paiement',
      'incident',
      "mars 2025: le worker noemie a crashé en plein fichier, le message a été rejoué et 312 décomptes ont été remboursés deux fois (~18 k€, récupérés en indus). Depuis: dédoublonnage avant calcul + clé d'idempotence sur chaque paiement.",
      {
        files: ['api/src/Prestation/Application/ImportDecompteHandler.php'],
        tags: ['incident', 'noemie', 'doublon', 'paiement'],
      },
    ),
    m(
      'incident-sepa-double',
      'incident',
      'Dec 2024: the EBICS upload timed out, Messenger retried SendPain008Command although the bank had already received the file, 4,200 members were debited twice. Since then: unique MsgId per remittance, check the EBICS order status (HAC) before any resend, and no automatic retry on the send message (max_retries: 0 on the sepa transport).',
      {
        files: ['api/src/Cotisation/Infrastructure/Sepa', 'api/config/packages/messenger.yaml'],
        tags: ['incident', 'sepa', 'ebics', 'retry', 'doublon'],
      },
    ),
    m(
      'api-security',
      'convention',
      'chaque opération API Platform a son security: "is_granted(\'PRESTATION_VIEW\', object)", voters dans <Contexte>/Infrastructure/Security/. un adhérent ne voit que lui et ses bénéficiaires, un gestionnaire (ROLE_GESTIONNAIRE) que son périmètre de contrats.',
      {
        tags: ['api-platform', 'security', 'voter', 'acces'],
      },
    ),
    m(
      'audit-acces',
      'constraint',
      "Tout accès d'un gestionnaire à une donnée de santé (détail de prestation, PJ, décompte) est tracé dans audit.acces (qui, quoi, quand, motif) via l'AuditAccessSubscriber. Exigence HDS + DPO, ne pas contourner pour les écrans du backoffice.",
      {
        files: ['api/src/Shared/Infrastructure/Audit/AuditAccessSubscriber.php'],
        tags: ['audit', 'hds', 'backoffice', 'donnees-de-sante'],
      },
    ),
    m(
      'emails-no-health',
      'constraint',
      "mails et SMS (Brevo, donc hors périmètre HDS) ne contiennent jamais de donnée de santé: 'Un nouveau décompte est disponible dans votre espace adhérent', sans montant, sans acte, sans nom de praticien.",
      {
        files: ['api/templates/email'],
        tags: ['email', 'sms', 'brevo', 'donnees-de-sante'],
      },
    ),
    m(
      'pref-commits',
      'preference',
      'commits en anglais, conventional commits avec le contexte en scope: feat(prestation): ..., MR en francais ok',
      {},
    ),
    m(
      'pref-vouvoiement',
      'preference',
      'textes portail, mails et courriers: on vouvoie toujours l\'adhérent, pas de tutoiement, pas de jargon ("part complémentaire" plutôt que "part AMC")',
      {
        tags: ['wording', 'portail', 'email'],
      },
    ),
    m(
      'note-gotenberg-timeout',
      'note',
      'gotenberg coupe à 30s; les échéanciers des gros contrats collectifs (40+ pages) dépassent, on les découpe par établissement et on merge avec la route pdfengines/merge',
      {
        tags: ['gotenberg', 'timeout', 'pdf', 'collectif'],
      },
    ),
    m('cand-meilisearch', 'decision', 'Ajouter Meilisearch pour la recherche adhérent du backoffice.', {
      candidate: true,
      tags: ['recherche', 'backoffice'],
    }),
    m(
      'cand-pdf-sync',
      'decision',
      'Generate the tiers payant card synchronously in the portal request so the member gets it immediately.',
      {
        candidate: true,
        tags: ['pdf', 'carte-tp', 'portail'],
      },
    ),
    m(
      'secret-fc-env',
      'note',
      'mon .env.local pour tester FC en integ:\n###> franceconnect ###\nFC_CLIENT_ID=2f7c1e9a0b4d83c6e5f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7\nFC_CLIENT_SECRET=b91e4c7a2d5f80e3c6a9b2d5e8f1a4c7b0d3e6f9a2c5b8e1d4f7a0c3b6e9d2f5\nFC_REDIRECT_URI=https://localhost:8443/connect/franceconnect/check\n###< franceconnect ###',
      {
        secret: 'b91e4c7a2d5f80e3c6a9b2d5e8f1a4c7b0d3e6f9a2c5b8e1d4f7a0c3b6e9d2f5',
      },
    ),
    m(
      'secret-ebics-pass',
      'note',
      "la passphrase du certif de signature EBICS (clé A006, créancier FR45ZZZ8A1B2C) c'est Prelev-2025!Nantes#44 , elle est aussi dans le keepass de l'équipe cotis",
      {
        secret: 'Prelev-2025!Nantes#44',
      },
    ),
    m(
      'secret-rabbit-dsn',
      'fact',
      'staging workers: MESSENGER_TRANSPORT_DSN=amqp://mut_app:Rb7wQ2xZ9pLkT4@rabbitmq.workers.svc.cluster.local:5672/%2fmutuelle/messages',
      {
        secret: 'Rb7wQ2xZ9pLkT4',
      },
    ),
    m(
      'secret-ovh-conf',
      'note',
      '~/.ovh.conf sur le runner terraform:\n[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=7kQx2LmP9vRt4NbZ\napplication_secret=Hc3Vw8YtLq5Zp2Xm9Rk7Ns4Jd6Fb1Ge0\n; consumer_key généré à part, voir Mathieu',
      {
        secret: 'Hc3Vw8YtLq5Zp2Xm9Rk7Ns4Jd6Fb1Ge0',
      },
    ),
    m(
      'secret-ovh-ck',
      'note',
      'to run the infra plan from your laptop: export OVH_ENDPOINT=ovh-eu OVH_APPLICATION_KEY=7kQx2LmP9vRt4NbZ OVH_CONSUMER_KEY=b3e9f1a7c5d2e8f4a6b0c9d3e7f1a5b2 && terraform -chdir=infra/terraform plan',
      {
        secret: 'b3e9f1a7c5d2e8f4a6b0c9d3e7f1a5b2',
      },
    ),
    m(
      'secret-pg-compose',
      'note',
      'pour taper sur la base staging anonymisée depuis docker compose, compose.override.yaml:\nservices:\n  php:\n    environment:\n      DATABASE_URL: "postgresql://app_staging:Lq8#fT2vWm5Np@prestations-pg-rw.data.svc:5432/mutuelle?serverVersion=16&charset=utf8"',
      {
        secret: 'Lq8#fT2vWm5Np',
      },
    ),
    m(
      'secret-app-secret',
      'note',
      "j'ai regen l'APP_SECRET prod apres le depart de Julien: echo -n 'c7f3e91a4b2d8065f1e9a3c7b5d20f48' | php bin/console secrets:set APP_SECRET --env=prod -",
      {
        secret: 'c7f3e91a4b2d8065f1e9a3c7b5d20f48',
      },
    ),
    m(
      'secret-noemie-sftp',
      'note',
      'compte sftp noemie du concentrateur: login mly_noemie_prod / mdp Noem!e_Lyon-5820 sur le port 2222. si ça passe plus, appeler leur support AVANT de toucher à quoi que ce soit, 3 essais ratés = compte bloqué',
      {
        secret: 'Noem!e_Lyon-5820',
      },
    ),
    m(
      'secret-brevo',
      'note',
      'MAILER_DSN=brevo+api://xkeysib-4f8a2c9e1b7d3f5a6c0e8b2d4f6a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a6-Qm7Xz2Lp9RvT4kWn@default',
      {
        secret: 'xkeysib-4f8a2c9e1b7d3f5a6c0e8b2d4f6a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a6-Qm7Xz2Lp9RvT4kWn',
      },
    ),
    m(
      'secret-pgpass',
      'note',
      'line for your ~/.pgpass if you need the prod read replica for the actuarial stats: prestations-pg-ro.data.svc:5432:mutuelle:stats_ro:Ht6$wK9pQz3mVx',
      {
        secret: 'Ht6$wK9pQz3mVx',
      },
    ),
    m(
      'secret-jwt-pass',
      'note',
      'si lexik:jwt:generate-keypair te redemande la passphrase en staging: JWT_PASSPHRASE=7e1d!Kp4-staging-Wz9q (la prod est différente, demande a Mathieu)',
      {
        secret: '7e1d!Kp4-staging-Wz9q',
      },
    ),
  ],
  sessions: [
    {
      id: 'noemie-session',
      age: 21,
      turns: [
        said(
          "salut, l'import noemie de cette nuit a laissé 3 fichiers dans le failed transport, tu peux regarder api/src/Prestation/Infrastructure/Noemie/NoemieParser.php ?",
        ),
        replied(
          'Les 3 fichiers échouent sur le même enregistrement de type 3 : une date de soins à 00000000. Le parser lève une exception et tout le fichier part en échec.',
        ),
        said(
          "ok je vois. tu peux faire en sorte que la ligne foireuse soit mise en anomalie sans planter tout le fichier ? et du coup regle pour la suite: un fichier noemie qui plante au parsing on le rejoue PAS automatiquement, il part en quarantaine (dossier /QUARANTAINE sur le sftp + ticket pour la gestion) et c'est un gestionnaire qui valide le rejeu. trop de risque de double paiement",
          {
            key: 's-noemie-quarantine',
            type: 'constraint',
          },
        ),
        replied(
          "J'ai ajouté un DecompteAnomalie pour la ligne invalide et un QuarantineNoemieFileCommand appelé sur toute exception de parsing, sans retry.",
        ),
        said("c'est quoi deja la diff entre ISO-8859-1 et windows-1252 pour les caracteres genre œ ou € ?"),
        replied(
          "ISO-8859-1 n'a ni œ ni €; windows-1252 les place dans la plage 0x80-0x9F, que ISO-8859-1 réserve à des caractères de contrôle.",
        ),
        said(
          'Autre chose. Les décomptes où la part complémentaire calculée est à 0 € on les garde quand meme, statut SANS_REMBOURSEMENT, et le portail doit les afficher. Avant on les jetait et les adhérents appelaient le service client pour savoir où etait passé leur soin.',
          {
            key: 's-montant-zero',
            type: 'decision',
          },
        ),
        replied(
          "OK, j'ajoute le statut à l'enum StatutDecompte et je retire le filtre dans ImportDecompteHandler.",
        ),
        said("pour le cas hospitalisation mets juste un TODO pour l'instant, je vois ça avec Karim lundi"),
        replied('TODO ajouté dans RegleForfaitHospitalier.php.'),
        said(
          'tiens si tu veux tester en local: psql "postgresql://karim:Kr1m-L0c4l!pg@localhost:5433/mutuelle" , la base a les données foundry',
          {
            secret: 'Kr1m-L0c4l!pg',
          },
        ),
        replied('Merci, la requête sur prestation.decompte ramène bien les 3 lignes en anomalie.'),
        said(
          "et depuis ce mois-ci c'est la politique anti-fraude: un paiement PS en tiers payant au dessus de 1500€ par facture passe en validation manuelle par un ROLE_GESTIONNAIRE_SENIOR avant d'aller dans le pain.001",
          {
            key: 's-tp-seuil',
            type: 'constraint',
          },
        ),
        replied(
          "J'ajoute un état EN_ATTENTE_VALIDATION dans TiersPayant/Domain/PaiementPs.php et un filtre au moment de constituer le lot pain.001.",
        ),
        said(
          "ah et attention pour identifier un enfant dans noemie: date de naissance + rang de naissance (rang gémellaire), PAS le prénom. les caisses tronquent les prénoms, on s'est déjà fait avoir avec des jumeaux",
          {
            key: 's-rang-gemellaire',
            type: 'convention',
          },
        ),
        replied(
          'Noté, NoemieBeneficiaireMatcher ne compare plus le prénom, seulement date de naissance + rang.',
        ),
        said('merci, tu peux lancer la suite behat prestation ?'),
        replied('vendor/bin/behat --suite=prestation: 142 scénarios, tous verts.'),
      ],
    },
    {
      id: 'portail-session',
      age: 15,
      turns: [
        said(
          "hello, je bosse sur la page 'mes remboursements' du portail (portail/src/views/RemboursementsView.vue), faut brancher la liste sur /api/prestations",
        ),
        replied("La vue appelle déjà le client généré, mais sans pagination: elle charge tout d'un coup."),
        said(
          "oui justement. pour toutes les listes du portail on fait de la pagination par curseur (sur date_soins + id), pas d'offset: y a des adhérents de contrats collectifs avec 3000 lignes et le offset s'effondre",
          {
            key: 's-pagination',
            type: 'convention',
          },
        ),
        replied(
          "J'ai activé paginationViaCursor sur la ressource Prestation et ajouté un useCursorList dans portail/src/composables/.",
        ),
        said("c'est moche le tableau sur mobile, passe le en cards en dessous de 640px stp"),
        replied('Fait avec une media query dans le composant, le tableau reste au-dessus de 640px.'),
        said(
          "Important, validé avec la DPO hier: la session du portail expire après 20 min d'inactivité, avec un avertissement à 18 min. ça vaut pour FC comme pour le login classique.",
          {
            key: 's-fc-session',
            type: 'constraint',
          },
        ),
        replied(
          "J'ajoute un composable useIdleTimeout et la déconnexion appelle aussi le logout FranceConnect.",
        ),
        said('est-ce que vue 3 gère le teleport pour les modales ?'),
        replied('Oui, <Teleport to="body"> est natif dans Vue 3.'),
        said(
          "les montants côté portail toujours via le composable useMoney (Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })), jamais de toFixed(2) + ' €' à la main, on a eu des 12.3 € en prod",
          {
            key: 's-montants-format',
            type: 'convention',
          },
        ),
        replied('Remplacé les trois toFixed de RemboursementsView.vue par useMoney.'),
        said(
          "btw on stocke rien de sensible dans localStorage ni sessionStorage, ni token ni donnée de santé. le refresh token est dans un cookie httpOnly SameSite=Strict posé par l'api, l'access token reste en mémoire",
          {
            key: 's-no-localstorage',
            type: 'constraint',
          },
        ),
        replied("OK, j'ai retiré le cache localStorage du store pinia des remboursements."),
        said(
          "dernier truc: ajoute un bouton 'télécharger mon attestation' sur la page profil. et au passage regle générale pour tous les docs: le téléchargement passe par une URL signée à usage unique valable 5 min (UriSigner côté api), jamais une URL directe vers minio",
          {
            key: 's-url-signee',
            type: 'convention',
          },
        ),
        replied(
          'Le bouton appelle POST /api/documents/{id}/lien, qui renvoie une URL signée avec expiration à 5 min, marquée consommée au premier téléchargement.',
        ),
        said('parfait, pousse sur ta branche, je relis demain'),
      ],
    },
    {
      id: 'sepa-session',
      age: 9,
      turns: [
        said(
          'coucou, faut preparer la campagne de prélèvements de janvier, y a la revalorisation des cotisations (+4,2 %) votée au CA',
        ),
        replied(
          'Les tarifs sont dans cotisation.tarif, une ligne par formule et tranche d’âge, sans date d’effet.',
        ),
        said(
          "justement, décision du comité: la revalo s'applique au 1er janvier via un avenant tarifaire versionné (nouvelle ligne tarif avec date_effet), on ne modifie JAMAIS un tarif existant en place. il faut pouvoir recalculer une cotisation passée à l'identique. tu peux ajouter la colonne date_effet et adapter TarifRepository ?",
          {
            key: 's-revalo-avenant',
            type: 'decision',
          },
        ),
        replied(
          "Migration ajoutée (date_effet NOT NULL, backfill au 2020-01-01 sur l'existant) et TarifRepository::findApplicable(formule, age, date).",
        ),
        said(
          "génère moi un pain.008 de test avec 3 débiteurs bidons, que je le passe dans l'outil de validation de la banque",
        ),
        replied('Fichier généré dans var/sepa/test-3-debiteurs.xml, avec des IBAN de test valides.'),
        said(
          'au fait la banque refuse les remises de plus de 10 000 opérations, donc on découpe: fichiers de 9 000 transactions max, chacun son MsgId',
          {
            key: 's-sepa-batch-size',
            type: 'constraint',
          },
        ),
        replied('Pain008Builder découpe maintenant par lots de 9 000, avec un MsgId par fichier.'),
        said("c'est quoi la diff entre CORE et B2B en sepa déjà ?"),
        replied(
          'CORE concerne tous les débiteurs, avec 8 semaines de droit au remboursement sans motif; B2B est réservé aux professionnels, sans droit au remboursement, et le mandat doit être enregistré par la banque du débiteur.',
        ),
        said(
          "pour les impayés: après 2 rejets consécutifs on bascule l'adhérent en paiement par virement ou CB et on envoie le courrier de mise en demeure (templates/pdf/mise_en_demeure.html.twig). pas avant le 2e rejet.",
          {
            key: 's-relance-impaye',
            type: 'decision',
          },
        ),
        replied(
          'Ajouté un compteur de rejets consécutifs sur le Mandat, remis à zéro à chaque prélèvement réussi.',
        ),
        said(
          'et svp toute MR qui touche à Cotisation/Infrastructure/Sepa tu me mets en reviewer, je veux voir passer chaque changement sur les XML',
          {
            key: 's-sepa-review',
            type: 'convention',
          },
        ),
        replied("C'est noté, j'ai ajouté une règle dans CODEOWNERS pour ce dossier."),
        said('top merci, bon weekend !'),
      ],
    },
    {
      id: 'infra-session',
      age: 3,
      turns: [
        said('on a une alerte mémoire sur les pods worker-prestations depuis hier soir, tu regardes ?'),
        replied(
          'Les pods montent à ~240 Mo puis redémarrent proprement: ils sortent sur --memory-limit, pas sur un OOMKill.',
        ),
        said(
          "ok. c'est voulu: les workers messenger tournent avec --limit=500 --memory-limit=256M --time-limit=3600 et k8s les relance. ne touche pas à ça pour 'corriger' la fuite, faut juste que l'alerte ignore les sorties propres",
          {
            key: 's-worker-limits',
            type: 'convention',
          },
        ),
        replied("J'ai changé la règle Prometheus pour ne compter que les OOMKilled."),
        said(
          "au passage j'ai vu que ton chart de test tirait bitnami/redis depuis docker.io. rappel: les images viennent uniquement de notre harbor (registry.mutuelle.interne) qui proxy docker hub, pas de pull direct dans le cluster HDS, de toute façon la network policy bloque",
          {
            key: 's-hds-images',
            type: 'constraint',
          },
        ),
        replied('Corrigé: image: registry.mutuelle.interne/dockerhub-proxy/bitnami/redis.'),
        said('tu peux me montrer les events du pod worker-prestations-7d9f ?'),
        replied('Les derniers events: Pulled, Created, Started, et un BackOff de 10 s il y a 2 h.'),
        said(
          "on a décidé hier en réunion infra: toute l'infra OVH (projet, MKS, node pools, vRack, buckets) passe par terraform dans infra/terraform/, plus aucune modif à la main dans le manager OVH",
          {
            key: 's-ovh-terraform',
            type: 'decision',
          },
        ),
        replied(
          "OK. Le node pool 'batch' créé à la main la semaine dernière n'est pas encore dans le state, je prépare un import.",
        ),
        said('et pour debug, scale le worker documents à 0 pendant 5 min stp'),
        replied('Scalé à 0; je le remonte à 2 replicas dans 5 minutes.'),
        said('ok merci'),
      ],
    },
  ],
  prompts: [
    p(
      "l'import noemie plante: 'Malformed UTF-8 characters, possibly incorrectly encoded' dans api/src/Prestation/Infrastructure/Noemie/NoemieParser.php ligne 88, c'est sur un nom avec un é",
      ['noemie-encoding', 's-noemie-quarantine'],
    ),
    p('rejoue les 3 fichiers noemie du failed transport stp, messenger:failed:retry --force', [
      's-noemie-quarantine',
      'noemie-dedup',
      'incident-double-paiement',
      'messenger-idempotent',
    ]),
    p('ajoute un endpoint GET /api/adherents/{id}/beneficiaires', [
      'apip-state',
      'api-security',
      'bounded-contexts',
    ]),
    p(
      'pourquoi mon DataPersister est jamais appelé ?? api/src/Cotisation/DataPersister/MandatPersister.php',
      ['apip-state'],
    ),
    p(
      'les lunettes de Mme Bernard ont été refusées alors que son dernier équipement date de 2023, la règle optique dans Prestation/Domain/Calcul déconne ?',
      ['contrat-responsable', 'date-soins'],
    ),
    p(
      'le calcul de la part compl donne 12.299999999 au lieu de 12.30 sur certains décomptes, @api/src/Prestation/Domain/Calcul/RegleTauxBR.php',
      ['money-int', 'calcul-regles'],
    ),
    p('ajoute la garantie orthodontie: forfait 400€ par semestre, max 6 semestres', [
      'calcul-regles',
      'tests-behat',
      'date-soins',
    ]),
    p(
      "un adhérent est passé en formule Confort le 1er mars, ses soins du 28 fevrier sont remboursés avec Confort, c'est normal ?",
      ['date-soins'],
    ),
    p('y a des NIR corses qui passent pas la validation dans Shared/Domain/Nir.php, tu peux corriger ?', [
      'nir-format',
      'nir-corse-claim',
    ]),
    p(
      "ajoute un logger->debug avec le décompte complet quand le calcul échoue, j'arrive pas a debugger en staging",
      ['pii-logs'],
    ),
    p('can we plug sentry.io into the portal for JS errors? quicker than maintaining our own', [
      'hds-perimetre',
      'pii-logs',
    ]),
    p('la CPAM de Lyon nous a renvoyé 2 fois le même lot noemie cette semaine, pk ?', [
      'noemie-arl',
      'noemie-dedup',
      'noemie-sftp',
    ]),
    p('les soins de la petite Inès sont remboursés sur sa soeur jumelle, cf NoemieBeneficiaireMatcher.php', [
      's-rang-gemellaire',
      'ayant-droit',
    ]),
    p('génère le pain.008 pour l’échéance de février', [
      'sepa-pain008',
      'sepa-cutoff',
      'target2',
      's-sepa-batch-size',
    ]),
    p("l'envoi EBICS a timeout cette nuit, relance le SendPain008Command depuis le failed transport", [
      'incident-sepa-double',
      'messenger-idempotent',
    ]),
    p('un adhérent change de banque, on fait quoi sur le mandat? Cotisation/Domain/Mandat.php', [
      'sepa-rum',
      'iban-chiffre',
    ]),
    p('on prénotifie combien de jours avant le prélèvement nous ?', ['sepa-prenotif', 'sepa-prenotif-claim']),
    p('gère le motif AM04 dans CamtRejetHandler, pour l’instant il fait rien', [
      'sepa-rejets',
      's-relance-impaye',
      'messenger-idempotent',
    ]),
    p(
      "la banque a rejeté la remise: ReqdColltnDt 2026-05-01 'not a business day'. pourtant on calcule bien les jours ouvrés ??",
      ['target2'],
    ),
    p(
      'le support croule sous les appels pour lier le compte FC, rattache automatiquement si nom + date de naissance matchent',
      ['fc-no-nir', 'fc-nir-claim', 'fc-oidc'],
    ),
    p('stocke le token dans localStorage pour que la session survive à un F5 sur le portail', [
      's-no-localstorage',
      'jwt-ttl',
    ]),
    p('le support dit que la session du portail expire trop vite, on passe à 1h ?', [
      's-fc-session',
      'jwt-ttl',
    ]),
    p(
      "ajoute une page 'mes notifications' au portail avec son store, certains adhérents en ont des centaines",
      ['pinia', 'portail-stack', 's-pagination'],
    ),
    p('affiche le montant remboursé en gras dans RemboursementsView.vue', ['s-montants-format', 'money-int']),
    p(
      'type the /api/prestations response by hand in portail/src/api/prestations.ts, the generated one is annoying',
      ['api-client-gen'],
    ),
    p("génère l'attestation de tiers payant en PDF quand la garantie change", [
      'tp-card',
      'pdf-gotenberg',
      'pdf-pdfa',
      'storage-minio',
      's3-hds-claim',
      'messenger-naming',
    ]),
    p('composer require knplabs/knp-snappy-bundle, juste pour un petit pdf rapide', ['pdf-gotenberg']),
    p("écris un test cypress pour le parcours 'changer mon IBAN' du portail", [
      'tests-cypress',
      'iban-chiffre',
    ]),
    p("on met les backups barman sur l'object storage OVH pour réduire les couts, t'en penses quoi", [
      'storage-minio',
      's3-hds-claim',
      'pg-cnpg',
      'hds-perimetre',
    ]),
    p(
      'la base de prod c’est toujours les VM ? faut que je rajoute un index gin sur prestation.decompte(meta)',
      ['pg-cnpg', 'doctrine-migrations'],
    ),
    p('rajoute un cronjob k8s qui lance app:purge tous les dimanches à 3h', ['scheduler']),
    p('worker-prestations redémarre toutes les heures, fix la fuite mémoire', [
      's-worker-limits',
      'runtime-frankenphp',
    ]),
    p(
      "j'ai un service CurrentAdherentContext avec une propriété $adherent settée dans un kernel listener, ça pose souci ?",
      ['runtime-frankenphp'],
    ),
    p('new async message to regenerate the carte TP after a guarantee change', [
      'messenger-naming',
      'transport-rabbitmq',
      'messenger-idempotent',
      'tp-card',
      'pdf-gotenberg',
    ]),
    p('phpstan me sort 14 erreurs sur ma MR, je les mets dans la baseline et on en parle plus ?', [
      'phpstan-8',
    ]),
    p('écris un test d’intégration pour NoemieImporter avec un fichier noemie', [
      'tests-phpunit',
      'tests-noemie-fixtures',
      'noemie-dedup',
    ]),
    p('je peux récupérer un dump de prod pour reproduire le bug de calcul en local ?', [
      'no-prod-data',
      'hds-perimetre',
    ]),
    p("on peut mettre en prod le fix cotisations le 3, c'est urgent ?", ['deploy-freeze', 'ci-gitlab']),
    p("ajoute dans le mail 'nouveau décompte' le montant remboursé et le nom du praticien", [
      'emails-no-health',
      'pref-vouvoiement',
    ]),
    p('les gestionnaires doivent pouvoir ouvrir les PJ d’une prestation depuis le backoffice', [
      'audit-acces',
      'api-security',
      's-url-signee',
    ]),
    p(
      "DSN: salarié de Dupont SAS en anomalie 'contrat inconnu' alors que S21.G00.15.001 = 'MLY-COLL-0042 ' dans leur fichier",
      ['dsn-anomalies', 'dsn-intro'],
    ),
    p(
      'une pharmacie a une facture TP de 2300€ bloquée depuis 3 jours, pourquoi elle part pas dans le lot ?',
      ['s-tp-seuil', 'tp-intro'],
    ),
    p('les décomptes à 0€ apparaissent pas dans l’historique du portail', ['s-montant-zero']),
    p('in deploy/helm/workers use redis:7-alpine straight from docker hub', ['s-hds-images']),
    p('crée un bucket object storage pour les exports comptables, je le fais dans le manager OVH vite fait', [
      's-ovh-terraform',
      'hds-perimetre',
      'storage-minio',
      's3-hds-claim',
    ]),
    p('applique la revalo de +4,2% sur cotisation.tarif, un UPDATE suffit non ?', [
      's-revalo-avenant',
      'money-int',
    ]),
    p('ajoute le champ UltmtCdtr dans Cotisation/Infrastructure/Sepa/Pain008Builder.php', [
      'sepa-pain008',
      's-sepa-review',
    ]),
    p('qui je mets en reviewer sur ma MR qui touche au prélèvement ?', ['s-sepa-review', 'owners']),
    p('where do I put the Viamedis API key for the new tiers payant webhook?', ['secrets-vault']),
    p('c’est quoi la diff entre une readonly class et des readonly properties en php 8.3 ?', []),
    p('merci !', []),
    p('explain ref() vs reactive() in vue 3', []),
    p('ok go commit', []),
    p('what does SELECT ... FOR UPDATE SKIP LOCKED do in postgres?', []),
    p("c'est quoi la clé d'un IBAN et comment on la calcule ? juste pour ma culture", []),
  ],
});
