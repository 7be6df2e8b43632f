/**
 * What a task implies besides what it names: the project's rules about that govern it though the prompt never
 * says the word. A new column, index or table is made through the project's migrations; a credential put
 * somewhere goes where the project keeps its secrets. The implied word is searched for too, and counts only for a
 * rule that leads with it (see `topicMatch` in coverage.ts).
 */
import { queryTokens } from '../core/tokenize.js';
import { taskArtifact } from './query.js';

// What a change to a database schema implies: a new column, index or table is made through the project's
// migrations, so its migration rules govern the task even though the prompt never says the word ("add a nullable
// gift_message column to orders" needs "Schema changes only through Flyway migrations").
const IMPLIED_ARTIFACTS: Readonly<Record<string, string>> = {
  column: 'migration',
  index: 'migration',
  tabl: 'migration',
};

// A credential, in English and the languages of the team's chat ("password", "API key", "token", "geslo", "senha",
// "hasło", "пароль"…). Not "tokens": design tokens and a lexer's tokens are no credentials.
const CREDENTIAL_RE =
  /(?<![\p{L}])(?:api[ _-]?keys?|passw(?:or)?ds?|passphrases?|(?<!(?:design|css|color|colour|theme|lexer|parser)[ _-])token|credentials?|creds|private[ _-]key|access[ _-]key|keystore|passwort|kennw[oö]rt\p{L}*|contrase(?:[ñn]|ny)a|senha|mot de passe|gesl[oa]|has[łl]o|hesl[oa]|parol[aăe]\p{L}*|wachtwoord|l[öo]senord\p{L}*|salasana\p{L}*|adgangskode|passord|slapta[žz]od\p{L}*|парол\p{L}*|токен\p{L}*|κωδικ\p{L}*|סיסמ\p{L}*|كلمة المرور)(?![\p{L}])|密码|密碼|パスワード|비밀번호/iu;
// An ask where a thing goes, or to put it somewhere ("where do I put…", "add the … to application.yml", "kam dam…",
// "onde coloco…", "gdzie wpisać…", "куда положить…").
const PLACEMENT_RE =
  /(?<![\p{L}])(?:where|put|add|store|keep|paste|hardcode|commit(?:ted)?|d[óo]nde|onde|coloc[oa]\p{L}*|gdzie|kam|kde|kje|unde|pun|var|hvor|куда|где|πού|kur|wo|waar|où|dove|metto|daal|dal|lägger|dať|dej|wpisa\p{L}*|agreg\p{L}*|añad\p{L}*|pon(?:er|go)|mettre|hinterleg\p{L}*)(?![\p{L}])|어디|どこ|哪里|哪裡/iu;

// A column, table or index of a database in the languages of the team's chat ("stupac", "kolom", "Spalte",
// "coluna", "índice", "tabel", "stulpelio", "столбец"…), and a verb that adds, creates or renames one, or "new":
// a schema change whatever the word order ("tambah kolom lender_type di tabel lenders", "neue Spalte ShippedAt
// an der Tabelle Deliveries", "pievieno indeksu … uz booking_date"). English goes through the creation task's
// artifact, where a table is more often a UI's ("add sorting to the orders table").
const SCHEMA_NOUN_RE =
  /(?<![\p{L}])(?:stup(?:ac|c[aeiu])|kolon(?:[aeiu]|ama|lar[ıi]?|u|un)?|kolom|stolp(?:ec|c[aeiu])|kolumn(?:[aeęy]|ami|ie)?|sloup(?:ec|c[eiů])|st[ĺl]p(?:ec|c[aeiu])|colunas?|columnas?|colonnes?|colonn[ae]|coloan[ăae]|spalten?|sarake(?:en|tta)?|veerg(?:u|ud)?|stulpel(?:is|į|io|iai)|oszlop(?:ot)?|столб(?:ец|ца|цы)|колонк[аиуе]|στήλη|tablic[aeiu]|tabel(?:[aeiu]|ę|le|ler)?|tabul(?:ka|ku|ky|ce)|tabu[ľl]k[aeuy]|tablas?|taul(?:a|es|u|un)|tabell(?:[ae]n?|er)?|tábla(?:t)?|таблиц[аеуы]|πίνακα|töflu|tafla|indeks(?:[aeiu]|ą|y)?|índices?|indice|indexu|индекс[аы]?)(?![\p{L}])/iu;
const SCHEMA_VERB_RE =
  /(?<![\p{L}])(?:dodaj\p{L}*|napravi\p{L}*|kreiraj\p{L}*|stvori|ustvari\p{L}*|preimenuj\p{L}*|utw[óo]rz\p{L}*|stw[óo]rz|dodać|p[řr]idej\p{L}*|p[řr]idat|vytvo[řr]\p{L}*|pridaj|prida[ťt]|adicion\p{L}*|acrescent\p{L}*|cri[ae]r?|renomei\p{L}*|a[ñn]ad\p{L}*|agreg\p{L}*|cre[ae]r?|cree|afegeix|afegir|ajout\p{L}*|cr[ée]{2}r?|cr[ée]{2}z|aggiung\p{L}*|creare|adaug\p{L}*|cree?az[ăa]|f[üu]ge?|hinzuf[üu]g\p{L}*|erstell\p{L}*|anlegen|voeg|toevoegen|aanmaken|l[äa]gg|skapa|opprett|tilf[øo]j|opret|lis[äa][äa]|luo|lisa|loo|pievieno\p{L}*|izveido\p{L}*|prid[ėe]\p{L}*|sukur\p{L}*|hozz[áa]ad\p{L}*|добав\p{L}*|созда\p{L}*|додай|створ\p{L}*|πρόσθεσε|ekle|olu[şs]tur|b[æa]t(?:tu|a)|shto|krijo|tambah\p{L}*|buat|ongeza|nov[aiouyáéýě]|nou[aăe]?|neue?[nrs]?|nuev[ao]|nouvel(?:le)?|nuov[ao]|now[aey]|nowy|uus|jaun[sa]|naujas|новы[йея]|новая|νέ[οα]|yeni)(?![\p{L}])/iu;

// Renaming or dropping a column changes the schema as adding one does ("rename column `battery` to `battery_pct`").
const RENAME_COLUMN_RE = /\b(?:rename|drop|remove)\s+(?:the\s+|a\s+)?(?:\S+\s+)?column\b/i;

// The word for a migration in the languages of the team's chat, and the tools that make them: a rule leading with
// any of them governs a schema change ("Sve promjene sheme idu kroz migracije", "Schema changes only via Flyway").
const MIGRATION_WORDS =
  'migration migrations migracije migracija migraciju migracijo migracijom migracij migração migrações migración migraciones migrazione migrazioni migracja migracje migracji migrace migraci migrácia migrácie migrācija migrācijas migracijos migratsioon migratsiooni migrimi migrimet migraatio migraatiot migratie migraties migrering migreringer migrasyon migrasyonu migrasi migráció migrációk migració migracions миграция миграции міграція міграції flyway liquibase alembic dbmate sqitch';

const MIGRATION_WORD_LIST: readonly string[] = ['migration', ...MIGRATION_WORDS.split(' ')];
// Tokenized once: the prompt hook reads them on every schema change it sees.
const MIGRATION_FORMS: readonly string[] = [...new Set(MIGRATION_WORD_LIST.flatMap((w) => queryTokens(w)))];

// A question about a person ("who owns the CRB integration?", "wer ist für … zuständig", "quién revisa …", "kto robi
// review …"): the project's note of who owns what answers it, though it never says "who". Only as the question's
// first word (after a greeting): "the user who created it" asks about no person. Dutch "wie" is German "how".
const WHO_RE =
  /^\W*(?:(?:hey|hi|ok(?:ay)?|quick (?:q|question)|btw)[,:!]?\s+)?(?:who(?:m|se|'s|'re)?|wer|qui[ée]n(?:es)?|quem|kto|kdo|cine|kaun)(?![\p{L}'])|^\W*(?:누가|누구|誰|谁)/iu;
// The words a note of who owns what leads with, in English and the languages of the team's chat ("owners:", "who
// owns what:", "Zuständig:", "donos:", "Responsabili:", "담당:", "担当：", "مسئول"). Not "lead", "contact", "on-call",
// "reviewer", "approver" or "responsible" / "responsable": lead time, a contacts table, "call", the review and
// approval rules and an HTTP "response" lead many memories that name no one.
const OWNER_WORDS =
  'owner owners own owns owned ownership maintainer maintainers oncall codeowners zuständig zuständigkeiten verantwortlich ansprechpartner eigenaar eigenaren responsabili responsabil responsável responsáveis dono donos właściciel właściciele odpowiedzialny vlastník sahibi sorumlu vastuuhenkilö ansvarlig ansvarig 담당 担当 负责人 負責人 مسئول אחראי เจ้าของ ผู้รับผิดชอบ';
const OWNER_WORD_LIST: readonly string[] = ['owner', ...OWNER_WORDS.split(' ')];
const OWNER_FORMS: readonly string[] = [...new Set(OWNER_WORD_LIST.flatMap((w) => queryTokens(w)))];

/** Whether a prompt asks about a person ("who owns …?"): its answer is the note of who owns what. */
export function asksWho(text: string): boolean {
  return WHO_RE.test(text);
}

// The implied things written in many words: each word, and their tokens.
const WORDS_OF: Readonly<Record<string, { words: readonly string[]; forms: readonly string[] }>> = {
  migration: { words: MIGRATION_WORD_LIST, forms: MIGRATION_FORMS },
  owner: { words: OWNER_WORD_LIST, forms: OWNER_FORMS },
};

/** A word for what a task implies, in every language and tool name it is written with (the word first). */
export function impliedWords(implied: string): readonly string[] {
  return WORDS_OF[implied]?.words ?? [implied];
}

/** The tokens of {@link impliedWords}: what a memory holds when it names the implied thing. */
export function impliedForms(implied: string): readonly string[] {
  return WORDS_OF[implied]?.forms ?? queryTokens(implied);
}

/**
 * Whether a memory of any type leading with the implied word answers the task: the note of who owns what is a fact
 * as often as not ("owners: payments — Ana …"); a migration or secrets implication needs a rule.
 */
export function impliedByAnyType(implied: string): boolean {
  return implied === 'owner';
}

/**
 * The word for what a task implies besides what it names, when the prompt does not say it already: a migration
 * for a new column, index or table (a creation task, `made` being the prompt's {@link taskArtifact} when the
 * caller has it already, or a schema change in another language), the place of secrets for a credential the
 * prompt asks where to put ("where do I put the Resend API key…"), the owner of a thing a prompt asks who looks
 * after ("who owns the CRB integration?"); undefined otherwise.
 */
export function impliedArtifact(text: string, made = taskArtifact(text)): string | undefined {
  const implied =
    (made === undefined ? undefined : IMPLIED_ARTIFACTS[made]) ??
    ((SCHEMA_NOUN_RE.test(text) && SCHEMA_VERB_RE.test(text)) || RENAME_COLUMN_RE.test(text)
      ? 'migration'
      : undefined) ??
    (CREDENTIAL_RE.test(text) && PLACEMENT_RE.test(text) ? 'secret' : undefined) ??
    (asksWho(text) ? 'owner' : undefined);
  if (implied === undefined) return undefined;
  // "who owns …" says "own" but asks for the note that leads with "owners": the word said is no such note.
  if (implied === 'owner') return implied;
  const said = impliedForms(implied);
  return queryTokens(text).some((t) => said.includes(t)) ? undefined : implied;
}

/**
 * Whether the prompt asks where a secret or credential goes, whatever it calls it ("where do I put the Tesla API
 * client secret?"): the project's rule about where secrets live governs it, as a rule about a creation task's
 * artifact does, though the vendor's name is a rare word that rule never says.
 */
export function asksWhereSecretGoes(text: string): boolean {
  return (CREDENTIAL_RE.test(text) || SECRET_RE.test(text)) && PLACEMENT_RE.test(text);
}

// "secret", "client secret", "webhook secret": a credential by name, which the implied word already is.
const SECRET_RE = /\bsecrets?\b/i;
