/**
 * The gate's last resort: a value shaped like a password in a sentence that names a credential. Each blind
 * round of bench:agent (issue 11) found phrasings the label-and-verb forms did not read ("store pass and key
 * pass are the same one, Kranbil-Hiss-2291", "das Passwort steht nicht im Tresor — es ist …"); the forms
 * name how people say it, this names what a password looks like, so a new phrasing of an old shape is caught.
 *
 * A value is password-shaped when it is 8–64 characters, mixes at least three of lower case, upper case,
 * digits and symbols, has a lower-case letter and a digit or symbol, and is none of the shapes of code and
 * prose that also mix classes: paths, URLs, e-mail addresses, file names, versions, dates, ticket ids,
 * constants, dotted or camel-cased identifiers, package names, amounts with units, references (`$VAR`),
 * globs and placeholders. Hex and UUIDs are left to the rules that know their labels and lengths.
 */

import type { Candidate } from './secrets-kinds.js';
import { SecretKind } from './secrets-kinds.js';
import { generated, isEncodedText, isPlaceholder } from './secrets-text.js';

/**
 * Words that name a credential or an account one signs in to (user, admin, root, a server's BMC), in English
 * and the languages the prose forms read (Georgian: პაროლი password, მომხმარებელი user, საიდუმლო secret, ტოკენი
 * token, with their case endings; Armenian: գաղտնաբառ password, օգտատեր user, օգտանուն user name, գաղտնիք secret;
 * Afrikaans: wagwoord, gebruiker; Azerbaijani: parol, şifrə password, istifadəçi user; Basque: pasahitza password,
 * erabiltzailea user; Macedonian: лозинка password, корисник / корисничко user; Galician: contrasinal password;
 * Welsh: cyfrinair password, cyfrinach secret, defnyddiwr user, with their mutations).
 * Danish "kode" (code) counts only after a user name in its clause
 * ("bruger noreply, kode …"): alone it is as often program code or a door's.
 */
const CREDENTIAL_WORD =
  /(?<![\p{L}\p{N}])(?:pass(?:word|wort|woord|phrase|wd)?|pwd|pw|l[öo]senord\p{L}*|wachtwoord|paswoord|kennwort|mot de passe|contrase(?:[ñn]|ny)a|senha|has[łl]o|heslo|gesl[oa]|salasana|passord|slapta[žz]od\p{L}*|adgangskode|(?<=(?:bruger|user|login)[^\n.;]{1,40}[ \t])kode|[şs]ifre\p{L}*|parola\p{L}*|clave|m[ậa]t kh[ẩa]u|κωδικ\p{L}*|парол\p{L}*|პაროლ\p{L}*|მომხმარებ\p{L}*|საიდუმლო\p{L}*|ტოკენ\p{L}*|գաղտնաբառ\p{L}*|օգտատեր\p{L}*|օգտանուն\p{L}*|գաղտնիք\p{L}*|kodeord\p{L}*|wagwoord|gebruiker|parol\p{L}*|pasahitz\p{L}*|erabiltzaile\p{L}*|лозинк\p{L}*|корисни[кч]\p{L}*|contrasinal\p{L}*|(?:c|g|ch|ngh)yfrin(?:air|ach)\p{L}*|(?:d|dd|n)efnyddiwr\p{L}*|şifrə\p{L}*|istifadəçi\p{L}*|құпия\s?сөз\p{L}*|secret|token|api[ _-]?key|credentials?|creds|log(?:s|ged|ging)?[ -]?[io]n|logon|(?<!\b(?:the|a|its|each|that|this)\s)sign(?:s|ed|ing)?[ -]?in|psk|user(?:name)?|admin|root|bmc|ipmi|ilo|idrac)(?![\p{L}\p{N}])/iu;

/** Password managers are named next to credential words; their names are not values. */
const PRODUCTS = /^(?:1password|lastpass|keepass\w*|bitwarden|dashlane)$/i;

/** Whether a bare token (quotes and sentence punctuation stripped) has a password's shape, not code's. */
export function passwordShaped(tok: string): boolean {
  if (tok.length < 8 || tok.length > 64 || PRODUCTS.test(tok) || isPlaceholder(tok)) return false;
  // Base64 of text (a JWT header, a config blob) is an encoding, as the entropy rule reads it.
  if (/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(tok) && isEncodedText(tok)) return false;
  // Letters of any alphabet are letters ("Blåbärssoppa!19"); a token with caseless letters (CJK, Arabic) is
  // prose of those scripts, not a value. So is one with Georgian letters: Unicode files Mkhedruli as lower case,
  // and Georgian writes a case ending onto a Latin name with a hyphen ("1Password-ში", "BOG-ის"); Armenian does too
  // ("1Password-ը", "Idram-ով").
  if (
    !/\p{Ll}/u.test(tok) ||
    !/[\p{N}]|[^\p{L}\p{N}_-]/u.test(tok) ||
    /\p{Lo}|\p{Script=Georgian}|\p{Script=Armenian}/u.test(tok)
  )
    return false;
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((r) => r.test(tok)).length;
  if (classes < 3) return false;
  return !(
    // Code: calls, generics, indexing, templates, assignments, `a::b`; paths, URLs, addresses.
    /[=(){}[\]<>\\|]|:\/\/|::|^[/~.]|\/|@/.test(tok) ||
    // References (`$VAR`, `-p$DB_PASSWORD`, `%PASSWORD%`), globs, ranges, placeholders.
    /\$|%\w+%|\*|\.\.|x{4,}/i.test(tok) ||
    // A file name, a version, a date or a time, a ticket id.
    /\.[a-z][a-z0-9]{0,4}$/i.test(tok) ||
    // A standard's message id ("camt.053.001.08", "pain.001.001.09").
    /^[a-z]+(?:\.\d+)+$/.test(tok) ||
    /^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/i.test(tok) ||
    // A build of a tool with its version inside ("v22_clang-16.0.6-centos7", "gcc-13.2.0-x86_64").
    /[a-z]-?\d+\.\d+\.\d+/i.test(tok) ||
    /^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}/.test(tok) ||
    /^[A-Z][A-Z0-9]*-\d+$/.test(tok) ||
    // Hex and UUIDs: the hex rules read them with their labels and lengths.
    /^[0-9a-f]{32,}$/i.test(tok) ||
    // A byte or a range of them ("0xC0-0xC9").
    /^0x[0-9a-f]+(?:-0x[0-9a-f]+)?$/i.test(tok) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(tok) ||
    // An amount with its unit ("15-minute", "2,000-token", "256KiB"), a package coordinate, host:port or a
    // namespaced cache key ("user:42:profile:v3").
    /^\d+(?:[.,]\d+)?[a-zµ%]{0,4}$/i.test(tok) ||
    /^[\d.,]+-[\p{L}-]+$/u.test(tok) ||
    /^[\w.-]+(?::[\w.-]+)+$/.test(tok) ||
    // Identifiers: camelCase, PascalCase (digits inside: "Uint8Array"), dotted names without digits
    // (`extra._meta?.progressToken`), a `?` group, a command-line flag, a+b, lower-case kebab-case names
    // ("aws-sdk-s3", "sha256-hashed").
    /^[a-z]+\d*(?:[A-Z][a-z]+\d*)+$|^(?:[A-Z][a-z]+\d*){2,}$/.test(tok) ||
    // A method reference ("StaffNotifier#notify", "Orca::Client.fetch!"), with no digit ("Saentis4#lima" is chosen).
    /^[A-Z][A-Za-z]*(?:::[A-Z][A-Za-z]*)*[#.][a-z_]+[?!]?$/.test(tok) ||
    // A type with its width or version ("Address4", "Float64", "Sha256"), a product with its number
    // ("Przelewy24", "Office365"), not a word and a year ("Kralingen1874").
    /^[A-Z][a-z]{0,5}\d+$|^[A-Z][a-z]+\d{1,3}$/.test(tok) ||
    (/^[A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)+$/.test(tok) && !/\d/.test(tok)) ||
    // A table's column in snake case ("farmers.aadhaar_last4"), digits and all.
    (/^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+$/.test(tok) && tok.includes('_')) ||
    /^\?|^--?[a-z]/i.test(tok) ||
    // A reference to a named value ("secrets.APPLE_API_KEY_P8", "env.DB_PASSWORD_2"): GitHub Actions' contexts,
    // process.env; lower-case dotted words, then a name in upper snake case.
    /^(?:[a-z]+\.)+[A-Z][A-Z0-9_]*$/.test(tok) ||
    /^\w+\+\w+$/.test(tok) ||
    /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(tok) ||
    snakeIdentifier(tok) ||
    // An elision or a name with an apostrophe ("l'External", "dell'utente", "O'Brien"), or a name with a
    // Turkish case ending ("Manager'dan", "Staging'de").
    /^\p{L}{1,6}['’]\p{L}+$|^\p{L}+['’]\p{Ll}{1,5}$/u.test(tok) ||
    // A product's code joined to a noun, as German compounds are written ("B1-Kennwortrichtlinie", "S4-Migration").
    /^(?=[A-Z0-9]*\d)[A-Z][A-Z0-9]{0,5}-\p{Lu}\p{Ll}{3,}$/u.test(tok) ||
    // An extension header's name ("X-Hub-Signature-256"; "Kranbil-Hiss-2291" without the X- is a passphrase).
    /^X-[A-Z][a-z]+(?:-[A-Z0-9][a-z0-9]*)+$/.test(tok) ||
    // A standard header's name ("Content-MD5", "Access-Control-Max-Age"), its last part an acronym or all.
    /^(?:Content|Accept|Access|Cache|If|Last|Retry|Sec|Strict|Transfer|Idempotency|Proxy|Set)(?:-[A-Z][a-z]*)*-(?:[A-Z][a-z]+|[A-Z]{2,6}\d{0,3})$/.test(
      tok,
    ) ||
    CRYPTO_NAME.test(tok)
  );
}

/**
 * A preposition of belonging right before a token: the token names an owner ("vom", "of", "для"); or of means:
 * it names the system used ("Login kører via NemLog-in2").
 */
const OWNER_BEFORE = /(?<![\p{L}])(?:vom|von|des|of|del|для|від|dla|för|van|via|through|gennem)[ \t]+$/iu;

/** A vault: its password may be told in the sentence after (see scanCredentialContext). */
const VAULT_WORD = /\bvault\b/i;

/** The words for a password or passphrase, of the languages in {@link CREDENTIAL_WORD}. */
const PASSWORD_WORD =
  /pass(?:word|phrase|wort|woord)|kennwort|mot de passe|contrase(?:[ñn]|ny)a|clave|senha|has[łl]o|heslo|gesl[oa]|salasana|slapta[žz]od|passord|l[öo]senord|m[ậa]t kh[ẩa]u|κωδικ|парол|kodeord|құпия\s?сөз|[şs]ifre|(?:c|g|ch|ngh)yfrinair/iu;

/** Words joined by dashes that read as a chosen passphrase: three or more of 4+ letters, and a number. */
function dashedPassphrase(tok: string): boolean {
  const parts = tok.split('-');
  if (parts.length < 3 || !parts.every((p) => /^(?:\p{L}+|\d+)$/u.test(p))) return false;
  const words = parts.filter((p) => /\p{L}/u.test(p));
  return (
    words.length >= 3 &&
    words.length < parts.length &&
    words.every((w) => w.length >= 4) &&
    !isPlaceholder(tok)
  );
}

/**
 * Algorithms, curves and encodings are named next to passwords ("derived from the passphrase with Argon2id",
 * "sealed with XChaCha20-Poly1305"), and their names mix letters and digits.
 */
const CRYPTO_NAME =
  /^(?:argon2(?:id|i|d)?|blake[23][bs]?p?|sha-?(?:1|2|3|224|256|384|512)[\w-]{0,8}|ed(?:25519|448)\w{0,4}|x(?:25519|448)|curve25519|x?chacha(?:8|12|20)[\w-]{0,12}|poly1305|aes-?(?:128|192|256)[\w-]{0,6}|pbkdf2[\w-]{0,12}|hkdf[\w-]{0,8}|md[45]|rsa-?\d{3,4}[\w-]{0,6}|secp\d{3}[rk]1|p-?(?:256|384|521)|base(?:32|58|64)\w{0,3}|utf-?(?:8|16|32)\w{0,2}|pkcs#?\d{1,2}|x\.?509\w{0,3})$/i;

/**
 * Names joined by underscores whose parts each keep one case ("B2C_1_susi_staff", "user_42_profile",
 * "MAX_RETRY_3"): a policy, a constant, a column. A capitalised word ("Marisma_lluvia_88") or a random part
 * ("ntbk_4f8e2a9c…") is a person's or a generator's choice, not a naming convention — except after an
 * upper-case prefix, the enum style of C++ and Unreal ("FLAG_Custom_0", "MOVE_Walking", "ECC_GameTraceChannel1").
 */
function snakeIdentifier(tok: string): boolean {
  const parts = tok.split('_');
  if (parts.length < 2) return false;
  if (parts.every((p) => /^(?:[a-z]{1,16}\d{0,4}|\d{1,8}|[A-Z][A-Z0-9]{0,7})$/.test(p))) return true;
  const [prefix, ...rest] = parts;
  return (
    /^[A-Z]{2,8}$/.test(prefix ?? '') &&
    rest.every((p) => /^(?:(?:[A-Z][a-z]+)+\d{0,4}|\d{1,8})$/.test(p)) &&
    rest.some((p) => /[a-z]/.test(p))
  );
}

/** A sentence that opens by telling what something now is, in the languages of {@link CREDENTIAL_WORD}. */
const NOW_IT_IS =
  /^(?:and\s+|y\s+|und\s+)?(?:now|ahora|agora|jetzt|nu|maintenant|adesso|ora|teraz|nå)[,:]?\s+(?:it'?s|it\s+is|is|es|é|ist|est|c'est|è|to|jest|er)\b/i;

/** "Ahmed reset it, the new one is Glacier-Otter-5521!": the new value of what the sentence before named. */
const NEW_ONE =
  /\b(?:the new one is|new one:|it'?s now|it is now|now it'?s|now it is|reset (?:it )?to|changed (?:it )?to)\s/i;

/**
 * "…are password protected. It starts with Zermatt and ends with _Edelweiss41, so Zermatt_Edelweiss41": the
 * sentence after one naming a credential, opening with a pronoun that points back to it.
 */
const POINTS_BACK =
  /^(?:and\s+)?(?:it|that|this one)(?:'s|\s+is|\s+was|\s+starts|\s+ends|\s+begins|\s+reads|\s+goes)\b/i;

/**
 * "…the passphrase is the long one with the bakery words… For the record, since only Sanne had it:
 * krentenbol-ruisleipa-medialuna-4471.": the sentence after one naming a password or passphrase, ending in a
 * colon and one value. Words joined by dashes count there when they look chosen (see dashedPassphrase).
 */
const COLON_VALUE = /:\s+([^\s:]{8,64}?)\s*[.!]?\s*$/;

/**
 * "passphrase for ebics-prod.p12: the bank's short name, a dash, the year… so literally saaristo-2024-hirvi.": the
 * value spelled out in the sentence after the one naming it, after "so (literally)" or "i.e.".
 */
const SO_LITERALLY =
  /^(?:so|i\.e\.|that is|which is)[ \t,]+(?:literally|exactly|just)?[ \t]*[`'"]?([^\s`'"]{8,64})/i;

/** "The one the asset uses (Ines's account) is 3f9c…": which of the credentials the sentence before named. */
const THE_ONE_IS =
  /^(?:and\s+)?(?:the|my|our|his|her|their)\s+(?:one|current one|value)\b[^.!?]{0,80}?\b(?:is|=)\s/i;

/**
 * Scans each sentence (or line) that names a credential for password-shaped values, and the sentence right
 * after one when it tells the new value ("Now it is …", "the new one is …").
 */
export function scanCredentialContext(raw: string, out: Candidate[]): void {
  // A redaction marker names its kind ("[REDACTED:password_prose]"), not a credential of the sentence: blanked
  // (same length, so offsets hold), a text redacted once is clean when scanned again.
  const text = raw.includes('[REDACTED:')
    ? raw.replace(/\[REDACTED:[a-z_]+\]/g, (m) => ' '.repeat(m.length))
    : raw;
  if (!CREDENTIAL_WORD.test(text) && !VAULT_WORD.test(text)) return;
  const sentence = /[^\n.!?。！？]*(?:[.!?](?=\S)[^\n.!?。！？]*)*[.!?。！？]?/g;
  let afterNamed = false;
  let afterPassword = false;
  const push = (start: number, value: string): void => {
    out.push({ kind: SecretKind.CredentialInContext, start, end: start + value.length });
  };
  for (let m = sentence.exec(text); m !== null; m = sentence.exec(text)) {
    if (m[0].length === 0) {
      sentence.lastIndex++;
      continue;
    }
    const named = CREDENTIAL_WORD.test(m[0]);
    // "…cambiado la contraseña del admin… . Ahora es Marisma_lluvia_88": the value told in the next sentence.
    const opening = m[0].trimStart();
    const theOne = !named && afterNamed && THE_ONE_IS.test(opening);
    const told =
      theOne ||
      (!named && afterNamed && (NOW_IT_IS.test(opening) || NEW_ONE.test(m[0]) || POINTS_BACK.test(opening)));
    const spelled = !named && afterPassword ? SO_LITERALLY.exec(opening) : null;
    const spelledValue = spelled?.[1]?.replace(/[.,;:!?)]+$/, '') ?? '';
    if (
      spelled !== null &&
      /\p{L}/u.test(spelledValue) &&
      /\d/.test(spelledValue) &&
      !/[/@:]/.test(spelledValue)
    ) {
      const start =
        m.index + (m[0].length - opening.length) + (spelled[0].length - (spelled[1] ?? '').length);
      push(start, spelledValue);
    }
    const atColon = !named && afterPassword ? COLON_VALUE.exec(m[0]) : null;
    if (atColon !== null && dashedPassphrase(atColon[1] ?? '')) {
      const value = atColon[1] ?? '';
      const start = m.index + (atColon.index ?? 0) + atColon[0].indexOf(value);
      push(start, value);
    }
    // "the vault for prod is not the same as acc. It is …: Kralingen1874pomp": an Ansible or KeePass vault's
    // password told after the sentence about the vault (a sentence naming Vault itself holds paths, not values).
    afterNamed = named || VAULT_WORD.test(m[0]);
    afterPassword = named && PASSWORD_WORD.test(m[0]);
    if (!named && !told) continue;
    // CJK punctuation separates like a space: "clinics.line_notify_token、StaffNotifier#notify" is two names.
    const token = /[^\s、。，；：！？「」『』（）]+/g;
    for (let t = token.exec(m[0]); t !== null; t = token.exec(m[0])) {
      // A French or Italian elided article ("l'APP_SECRET", "dell'API") is a word of its own.
      const lead =
        /^(?:[`'"«»“”„‚‘’‹(]|(?:[cdjlmnst]|qu|dell|all|nell|sull)['’](?=\p{L}))+/iu.exec(t[0])?.[0].length ??
        0;
      // A possessive is a name's ("Honeycomb's"), not part of a value.
      const bare = t[0]
        .slice(lead)
        .replace(/[`'"«»“”„‚‘’›),.;:!?]+$/, '')
        .replace(/['’]s$/, '');
      // Told as the value itself, a generated token (a UUID, hex) is one too: the shape test leaves them to
      // the labelled rules only because a bare UUID is as often an id.
      if (!passwordShaped(bare) && !(theOne && generated(bare))) continue;
      // "das Kennwort vom B1-Integrationsuser", "the password of svc-Build01": after a preposition of belonging,
      // a name says whose credential it is, not what it is.
      if (OWNER_BEFORE.test(m[0].slice(Math.max(0, t.index - 12), t.index))) continue;
      const start = m.index + t.index + lead;
      push(start, bare);
    }
  }
}
