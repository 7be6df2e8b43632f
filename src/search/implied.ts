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

/**
 * The word for what a task implies besides what it names, when the prompt does not say it already: a migration
 * for a new column, index or table (a creation task; `made` is the prompt's {@link taskArtifact}, when the caller
 * has it already), the place of secrets for a credential the prompt asks where to put ("where do I put the Resend
 * API key…"); undefined otherwise.
 */
export function impliedArtifact(text: string, made = taskArtifact(text)): string | undefined {
  const implied =
    (made === undefined ? undefined : IMPLIED_ARTIFACTS[made]) ??
    (CREDENTIAL_RE.test(text) && PLACEMENT_RE.test(text) ? 'secret' : undefined);
  if (implied === undefined) return undefined;
  const said = queryTokens(implied);
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
