/**
 * Credentials stated in prose the label-and-verb detector of secrets-contextual.ts does not read: a label in
 * another language with words between it and its verb ("Das Passwort für den Staging-Server lautet …"), a
 * password told as changed ("the Grafana admin password got reset to '…'"), a PIN, the code of a lock, a door or a
 * service menu, a 2FA recovery code, a Bluetooth or LoRaWAN key, a user/password pair
 * ("creds: user admin / …"), and a vendor's hex key after a colon. Found by a corpus written blind (issue 11,
 * `test/fixtures/secrets-heldout.json`); each form keeps the value rules of the others: a placeholder, a word
 * of the sentence or a plain name is never taken.
 */
import type { Candidate } from './secrets-kinds.js';
import { SecretKind } from './secrets-kinds.js';
import { CACHE_KEY, generated, isPlaceholder, isProseWord, negatedLabel } from './secrets-text.js';

/** A value that mixes letters with digits or symbols: in a sentence, not a word of it. */
function mixed(value: string): boolean {
  return (
    value.length >= 6 &&
    !isPlaceholder(value) &&
    /\p{L}/u.test(value) &&
    /[\p{N}\p{P}\p{S}]/u.test(value) &&
    !/^[a-z]+(?:[-_][a-z]+)+$/.test(value) &&
    !/:\/\/|^[/~.]/.test(value) &&
    // Code, not a value: a template, a call, a generic, a path (`{{ x }}`, `z.string()`, `TArg<T>`, `a::b`).
    !/\{\{|\(\)|\w\(|<\w|::/.test(value)
  );
}

/**
 * Someone's own key or token: generated, and not a hex digest or id length alone (a 40-hex commit, a 32-hex
 * trace id); an upper-case and digit mix (Etherscan's 34 characters) or letters of both cases with digits.
 */
function ownKeyValue(value: string): boolean {
  if (!generated(value) || /^[0-9a-f]+$/i.test(value) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value))
    return false;
  return /[A-Z]/.test(value) && /\d/.test(value);
}

/** A key handed over as one's own: as {@link ownKeyValue}, or upper-case hex (digests are written in lower case). */
function handedOver(value: string): boolean {
  return ownKeyValue(value) || (generated(value) && /^[0-9A-F]{32,}$/.test(value));
}

/** Hex at a length no digest, commit or id has (32, 40, 64, 128 are theirs), long enough to be a token. */
function replacementHex(value: string): boolean {
  return /^[0-9a-f]{24,256}$/i.test(value) && ![32, 40, 64, 128].includes(value.length) && generated(value);
}

/** What an account signs in with: a mixed value, not a ticket, a version or a date ("with INC-2041", "with v2.3"). */
function signInValue(value: string): boolean {
  return mixed(value) && !/^[A-Z]{2,10}-\d+$|^v?\d+(?:\.\d+)+|^\d{4}-\d{2}/.test(value);
}

/** The value at `at`: quoted (`'…'`, `` `…` ``, `« … »`, `“…”`) or a bare run, without sentence punctuation. */
function valueAt(text: string, at: number): { start: number; value: string; quoted: boolean } | undefined {
  const open = text[at];
  const close = open === '«' ? '»' : open === '“' ? '”' : open === '「' ? '」' : open;
  if (open === '"' || open === "'" || open === '`' || open === '«' || open === '“' || open === '「') {
    let from = at + 1;
    while (text[from] === ' ' || text[from] === '\u00a0') from++;
    const rel = text.slice(from, from + 256).indexOf(close ?? '');
    if (rel <= 0) return undefined;
    const value = text.slice(from, from + rel).trimEnd();
    if (/\n/.test(value)) return undefined;
    return { start: from, value, quoted: true };
  }
  const run = /[^\s"'`«»「」、。，]{1,256}/y;
  run.lastIndex = at;
  const raw = run.exec(text)?.[0];
  if (raw === undefined) return undefined;
  return { start: at, value: raw.replace(/[.,;:?)\]}>]+$/, ''), quoted: false };
}

// "password" in other languages, then up to eight words (an e-mail address counts as one: "Lösenordet till
// kontot x@y.se är …"), then the language's "is" (lautet, ist, est, es, é, è, is, to, jest, är, er, yra) or a dash,
// maybe a pronoun and its verb after the dash ("das Passwort steht nicht im Tresor — es ist …"), or a colon.
const FOREIGN_LABEL_VERB = (): RegExp =>
  /(?<![\p{L}\p{N}])(?:passw(?:ort|oord)|kennwort|mot[ \t]+de[ \t]+passe|palavra-passe|contrase(?:[ñn]|ny)a|senha|wachtwoord|paswoord|ww(?![\p{L}\p{N}.])|l[öo]sen(?:ord)?|adgangskode|kodeord|passord|salasana|slapta[žz]od|has[łl]o|heslo|geslo|şifre|sifre|парол|токен|ключ|секрет|api-?sleutel|api-?schl[üu]ssel)\p{L}{0,3}(?:[ \t]+(?:\.?[^\s.,;:!?()]{1,24}|[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+|\([^\n()]{1,80}\))){0,8}?[ \t]*(?:[ \t](?:lautet|ist|est|c['’]est|es|és|é|è|is|to|jest|je|är|er|yra|е|—|-)[ \t]+(?:(?:es[ \t]+ist|het[ \t]+is|det[ \t]+är|c'est|it'?s)[ \t]+)?(?:(?:jetzt|nun|nu|now|ahora|agora|maintenant|désormais|adesso|ora|teraz|nyt|nå)[ \t]+)?|:[ \t]*)/giu;

// Japanese, Chinese, Korean: the label and its particle, written without spaces ("DBパスワードは「…」です").
const CJK_LABEL = (): RegExp => /(?:パスワード|密码|密碼|비밀번호)(?:は|是|는|:|：)[ \t]*/gu;
// "LINEのチャネルシークレットは 8f3a…", "令牌：tk_…": a token's, secret's or key's word, then a generated value (a
// column or setting name after it, "トークンは clinics.line_notify_token", is where the token lives).
const CJK_TOKEN_LABEL = (): RegExp =>
  /(?:トークン|シークレット|秘密鍵|APIキー|アクセスキー|令牌|密钥|토큰|시크릿[ \t]*키|시크릿|비밀[ \t]*키|액세스[ \t]*키|API[ \t]*키|어드민[ \t]*키)(?:[^\n→:：]{0,16}?(?:→|->)|(?:は|が|是|는|은|:|：))[ \t]*/gu;

// The English word in another language's sentence ("La password dell'utente sftp è …"): only with that
// language's verb, since `password: …` in English text is code or config, read by the assignment rules.
// "côté secret c'est 4B1e…": "secret" and "token" too, but not with Polish "to" (English "to" in "add the
// client secret to application.yml").
const BORROWED_LABEL_VERB = (): RegExp =>
  /\b(?:password\b(?:[ \t]+[^\s.,;:!?]{1,24}){0,6}?[ \t]+(?:lautet|ist|est|es|é|è|to|jest|är|c'est|c’est)|(?:secret|token)\b(?:[ \t]+[^\s.,;:!?]{1,24}){0,6}?[ \t]+(?:lautet|ist|est|é|è|jest|är|c'est|c’est))[ \t]+/giu;

// "the Grafana admin password got reset to '…'", "the root password was changed to …".
const CHANGED_TO = (): RegExp =>
  /\b(?:pass(?:word|phrase)|pwd|secret|token)\b[ \t]+(?:got|was|has[ \t]+been|is[ \t]+now|were|have[ \t]+been)[ \t]+(?:reset|changed|set|updated|rotated|switched)[ \t]+to[ \t]+/gi;

// "password 73918462", "password `#%8k!Qz@^2&w`": no verb, a digits-only value or a quoted one.
const BARE_DIGITS_OR_QUOTED = (): RegExp =>
  /\b(?:password|passwd|passphrase|pwd|pw)[ \t]+(?=\d{6,}\b|[`'"«“])/gi;

// "creds: user admin / Qz8wNfT3vX2p", "login: deploy / Pn4$zLq8", "login is erp_admin / Rb!t…", a WS-Security
// "UsernameToken: PORTAAL_STUF / …": a user and a password joined by a slash (not a path after the colon:
// "credentials: config/credentials/production.yml.enc", "client credentials + mTLS. Client is apps/api/…").
const USER_SLASH_PASSWORD = (): RegExp =>
  /\b(?:creds|credentials|login|account|usernametoken|basic[ -]auth)\b(?:(?![.!?][ \t])[^\n:]){0,24}(?::(?![\w-]+\/|[ \t]*[\w.-]+\/[\w.-]+\/)|[ \t](?:is|are)(?![ \t]*[\w.-]+\/[\w.-]+\/))[ \t]*(?:user(?:name)?[ \t]+)?[^\s/]{1,64}[ \t]*\/[ \t]*/gi;

// "the SFTP account for the delivery …, so here: abda_sftp / Artikel##Stamm-Lpz-2024": a user and a password
// handed over after "here:" in a text about an account (the account word may be far from the colon).
const HERE_USER_SLASH = (): RegExp =>
  /\bhere(?:[ \t]+(?:you[ \t]+go|it[ \t]+is|they[ \t]+are))?[ \t]*:[ \t]*(?:user(?:name)?[ \t]+)?[^\s/:]{1,64}[ \t]*\/[ \t]*/gi;

// "here, the test one from the customer area: 44782DEF…": a generated value handed over after "here …:" (a
// lower-case hex is a commit, trace id or digest, so only upper-case hex or mixed-case with digits counts).
const HERE_COLON = (): RegExp => /\bhere\b[^\n:.?!]{0,80}:[ \t]*/gi;

// "flower is behind basic auth, login admin / Fl0w3r-Atl@2025": a login and its password after a slash, with no
// colon or verb between them.
const LOGIN_SLASH_BARE = (): RegExp => /\b(?:login|user(?:name)?)[ \t]+[\w.@+-]{1,64}[ \t]*\/[ \t]*/gi;

// "B2C-Testkunde für die Demos: e2e.kunde01@bp-test.ch / Sommer2024!Zug": an account's e-mail address and its
// password joined by a spaced slash, in any language (not a package path: "alpinejs@3.13.5/dist/cdn.min.js").
const EMAIL_SLASH = (): RegExp => /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}[ \t]+\/[ \t]+/gi;

// "chave anti-phishing Qz8rT2vK9mW4pX7L", "Schlüssel für den Callback Kx8…": "key" in another language, a few
// words naming it, then a generated value with no verb.
const FOREIGN_KEY_BARE = (): RegExp =>
  /(?<![\p{L}\p{N}])(?:chave|clave|llave|cl[ée]|chiave|klucz|schl[üu]ssel|sleutel|n[øo]kkel|nyckel)(?:[ \t]+[\p{L}-]{2,24}){0,3}[ \t]+(?=[\w-]{12,})/giu;

// "use fjord-ivory-vortex-04 to log in": what a person logs in with.
const USE_TO_LOG_IN = (): RegExp => /\buse[ \t]+(?=\S{6,64}[ \t]+to[ \t]+(?:log|sign)[ \t]*(?:in|on)\b)/gi;
// "login is deploy:cSo3HZfZZjvGlQ": a user and a password joined by a colon.
const LOGIN_USER_COLON = (): RegExp =>
  /\b(?:login|creds|credentials)[ \t]+(?:is|are|:)[ \t]+[\w.@+-]{1,64}:(?=\S)/gi;

// "PIN für die Verwaltung des YubiKey-PIV-Slots: 83920174", "SIM PIN: 482913", "PIN2: 771904", "de pincode is 730418",
// "when Java asks for the keystore PIN type 739164": upper-case PIN (a lower-case "pin" is a GPIO or a version pin, unless
// a card's: PIN_OWNER) or a PIN-code word, a colon, `=` or a verb, then digits (a value going on is the password rules').
const PIN = (): RegExp =>
  /(?:\b(?:PIN[12]?|NIP)\b|\b(?:pin[ -]?code|pin[ -]?kode|pinkoodi|code[ \t]+PIN)\b|ПИН(?![а-яё]))[^\n:=.]{0,60}?(?:[:=]|[ \t](?:is|was|ist|er|är|est|es|é|è|to|jest|on|je|idhu|hai|na|e|е|este|howa|heya|type|enter|use|eingeben|lautet)[ \t])[ \t]*(\d{4,12})\b(?![-#!@$%&*+])/gi;

// "e-stop reset keys are in the key safe next to the charger wall, code 730419": the code of a lock, a safe, a
// keypad or an alarm (an error, exit, status or postal code is not one, nor a code something returns or sends).
const LOCK_CODE = (): RegExp =>
  /\b(?:key[ -]?safe|safe|lock(?:box)?|key[ -]?box|keypad|door|alarm|gate|padlock|tresor|kluis|schl[üu]sselkasten)\b[^\n.]{0,60}?(?<!\b(?:error|exit|status|return|returns|returned|sends|sent|throws|raises|emits|http|zip|postal|post|country|source|qr|bar|area|dial|promo|discount|with)[ \t])\b(?:code|combination|combo)\b[ \t]*(?:is[ \t]+|:[ \t]*|=[ \t]*)?(\d{4,8})\b(?![-.,]\d)/gi;

// "el código de taller para entrar al menú de servicio de la pantalla es 407188", "the dealer code for the service
// menu is 407188": a code in a sentence about getting in (enter, unlock, a service menu, a workshop or dealer
// code), then its verb and digits.
const ACCESS_CODE = (): RegExp =>
  /\b(?:code|c[óo]digo|codice|Code|kod|koodi)\b[^\n.:=]{0,80}?(?:[ \t](?:is|es|ist|est|è|é|lautet|jest|on|er|är)[ \t]+|[ \t]*[:=][ \t]*)(\d{4,8})\b(?![-.,]\d)/gi;
const ACCESS_CONTEXT =
  /\b(?:enter|entrar|acceder|unlock|desbloquear|access|acceso|service[ -]menu|men[úu] de servicio|servicemen[üu]|dealer|distribuidor|workshop|taller|werkstatt|h[äa]ndler|garage|atelier)\b/i;
const NOT_ACCESS_CODE =
  /\b(?:error|exit|status|return|http|zip|postal|post|country|source|qr|bar|area|dial|promo|discount)[ \t]+code\b/i;

// "2FA recovery code for the shared ops account …: 48213-99017-73920", "backup codes: 7f3k-9q2m 4d8n-…": codes that
// sign in when the second factor is lost, groups of digits or letters and digits joined by dashes or spaces.
const RECOVERY_CODE = (): RegExp =>
  /\b(?:(?:recovery|backup|rescue|emergency|scratch|wiederherstellungs|herstel|reserve?|r[ée]cup[ée]ration|recuperaci[óo]n)[ -]?(?:codes?|kod(?:e|y|er|ar|erne|ene)?|c[óo]digos?)|varakoodi(?:t|en)?)\b[^\n:=]{0,140}?(?:[:=]|\b(?:is|are|ist|sind|es|son|est|sont)\b)[ \t]*((?:[a-z0-9]{4,8}[- ]){1,7}[a-z0-9]{4,8})\b/gi;

/** What a lower-case "pin" unlocks when it is a PIN ("the pin for the hsm card is 482915"). */
const PIN_OWNER = /\b(?:card|smart[ -]?card|sim|hsm|yubikey|token|phone|atm|safe)\b/i;
/** A lower-case "pin" (not "pin code") that is a chip's or a version's, unless it names a card (PIN_OWNER). */
const lowerPin = (m: string): boolean =>
  /^pin\b(?![ -]?(?:code|kode))/i.test(m) && !/^PIN\b/.test(m) && !PIN_OWNER.test(m);
/** Default codes nobody keeps secret ("the default PIN is 0000"). */
const TRIVIAL_CODE = /^(?:1234|0000|123456|000000)$/;

// "the key we got from the vendor: 937b…", "De API-sleutel van de leverancier: b8da…", "the widevine keybox
// transport key to unwrap the batches: 8411…", "HMAC kľúč pre CardPay … je 6f3c…": a hex key after a label that says
// whose or what key it is (a bare "key:" before hex is as often a cache key or a hash; "its fingerprint is …" names it).
const KEY_OWNER_RE = /\b(?:vendor|provider|supplier|partner|leverancier|anbieter|fournisseur|proveedor)\b/i;
const HEX_KEY = (): RegExp =>
  /\b((?:api|access|secret|licen[cs]e|client|private|transport|wrapping|master|encryption|decryption|device|root|aes|hmac)[ _-]?)?(?:key|sleutel|schl[üu]ssel|cl[ée]|clave|chave|klucz|kľúč|klíč)(?![\p{L}\p{N}])([^\n:=]{0,60}?)(?:[:=]|[ \t](is|je|ist|est|es|é|är|er|jest)[ \t])[ \t]*([0-9a-f]{32,64})\b/giu;

// "the old testnet deployer 0x5C1e…9aB2 whose key is 0x03a6…": a wallet's private key (32 bytes of hex) after
// a label that says it is one; a bare 0x-hex of that length is as often a transaction or block hash.
const WALLET_KEY = (): RegExp =>
  /\b(?:private[ _-]?key|priv[ _-]?key|pk|(?:whose|its|his|her|their|wallet(?:'s)?|deployer(?:'s)?|signer(?:'s)?|account(?:'s)?|keeper(?:'s)?|bot(?:'s)?)[ \t]+(?:private[ \t]+)?key)\b[^\n.]{0,30}?(?:\bis\b|[:=]|\s)[ \t]*`?((?:0x)?[0-9a-fA-F]{64})\b/gi;

// "my personal etherscan key Q3AM2H4G…": someone's own key for a service, then a generated value.
const OWN_KEY = (): RegExp =>
  /\b(?:my|our|your|his|her|their|personal|team)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:api[ \t]+)?(?:key|token)[ \t]+(?=[\w-]{16,})/gi;

// "Keystore pass and key pass are the same: Kelp!Tide#2023rls" (or "…the same one, Kelp…"): Android signing's
// two passwords, called "pass".
const KEYSTORE_PASS = (): RegExp =>
  /\b(?:key[ \t]?store|store|key)[ \t]+pass(?:es|word)?\b[^.\n:=,]{0,60}(?:[:=]|\bsame(?:[ \t]+one)?[ \t]*,)[ \t]*/gi;

// "the S2S token Adjust gave us for the callbacks, the one that goes into the config, is 7f3a…": the label,
// clauses set off by commas, then ", is" and the value (not a commit, hash or digest said of it).
const LABEL_CLAUSES_IS = (): RegExp =>
  /\b(?:token|secret|api[ _-]?key|password|passphrase)s?\b(?:(?!\b(?:commit|sha|hash|digest|fingerprint|checksum)\b)[^.!?\n]){1,200}?,[ \t]+(?:is|was|(?:so[ \t]+)?(?:it'?s|it[ \t]+is))[ \t]+/gi;

// "the password is our usual pattern, the fox + the café + the year with a bang, so LiskaKavarna2023!": the
// value after ", so" (one mixed token: ', so "use this one…"' quotes prose).
const LABEL_CLAUSES_SO = (): RegExp =>
  /\b(?:token|secret|api[ _-]?key|password|passphrase)s?\b(?:(?!\b(?:commit|sha|hash|digest|fingerprint|checksum)\b)[^.!?\n]){1,200}?,[ \t]+so[ \t]+/gi;

// "> what's the mongo password for local dev?\nit's `dev-mongo-R7tq2x`": a chat answer on the line after the
// question that asked for the credential.
const ASKED_THEN_ANSWERED = (): RegExp =>
  /\b(?:pass(?:word|phrase)|pwd|secret|token|api[ _-]?key|login|creds|credentials)\b[^\n?]{0,80}\?[ \t]*\n[ \t>]*(?:(?:it'?s|it is|that'?s|here(?: you go)?:?|use)[ \t]+)?/gi;

// "ah my token expired. use this one for now 9e1f…": a replacement handed over after the label's sentence.
// "ah right, take mine: 0D4F8A2C…": a generated value handed over as one's own (the label was in the turn
// before, which the gate does not see).
const TAKE_MINE = (): RegExp => /\b(?:use|take|try)[ \t]+mine[ \t]*[:,]?[ \t]*/gi;

// "the secret key had been rotated on their side — put the new one a3f9c2e7… in the config": the replacement
// handed over inline.
const PUT_NEW_ONE = (): RegExp =>
  /\b(?:put|use|set|paste|add|take)[ \t]+(?:in[ \t]+)?the[ \t]+new[ \t]+(?:one|key|token|secret)[ \t]*[:,]?[ \t]*/gi;

const USE_THIS_ONE = (): RegExp =>
  /\b(?:token|key|pat|password|secret|creds)\b[^\n]{0,80}?\b(?:use|try|take)[ \t]+(?:this|the[ \t]+new|my)[ \t]+(?:one|token|key|password)?(?:[ \t]+(?:for[ \t]+now|instead|meanwhile))?[ \t]*:?[ \t]*/gi;

// "private.pem is encrypted with oyster-Kettle-31": what encrypts a key, in a text that says passphrase or
// password (an algorithm is not a value: "encrypted with AES-256").
const ENCRYPTED_WITH = (): RegExp =>
  /\b(?:encrypted|protected|locked)[ \t]+with[ \t]+(?:the[ \t]+)?(?:pass(?:word|phrase)[ \t]+)?(?!(?:aes|rsa|sha|gpg|pgp|kms|tls|ssl|chacha|ecdsa|ed25519|x25519|hmac|des|3des|blowfish|argon|bcrypt|scrypt|pbkdf|age|sops|vault)\b)/gi;

// "client_secret 7f3a9c1e-…", "the Adform API key 7d3f…": a secret's own name, then its value with no separator.
const STRONG_LABEL_SPACE = (): RegExp =>
  /\b(?:(?:client|app|api|consumer|webhook|signing)[_-]secret|(?:api|access|secret)[ _-]?key|(?:auth|access|api|bearer|bot)[ _-]token)[ \t]+(?=[\w-]{16,})/gi;

// `-H "DD-APPLICATION-KEY: 5e2a…"`, `X-Api-Key: …`: a header whose name ends in KEY, TOKEN or SECRET, then its value
// (not a `$VARIABLE`).
const KEY_HEADER = (): RegExp =>
  /\b(?:[A-Za-z0-9]+-)+(?:KEY|TOKEN|SECRET)[ \t]*:[ \t]*(?=[A-Za-z0-9_.+/=-]{16,})/gi;

// "the Adform reporting API — client "ngh-reporting", key 7d3f…": an account's name, then its key or secret.
const CLIENT_THEN_KEY = (): RegExp =>
  /\b(?:client|app|account|user(?:name)?|login)(?:[ _-]?id)?[ \t:]+[^\s,;]{1,64},[ \t]*(?:and[ \t]+)?(?:the[ \t]+)?(?:key|secret|token)[ \t]*[:=]?[ \t]+/gi;

// "nøkkelen er ntbk_4f8e…", "der Schlüssel ist …": "key" in another language, a few words, its verb, and a
// generated value (the English word is left to the labelled rules: "the cache key is …" is not a credential).
const FOREIGN_KEY_IS = (): RegExp =>
  /(?<![\p{L}\p{N}])(?:n[øo]kkel|nyckel|n[øo]gle|schl[üu]ssel|sleutel|cl[ée]|clave|chave|chiave|klucz|avain)\p{L}{0,4}(?:[ \t]+[^\s.,;:!?]{1,24}){0,6}?[ \t]+(?:er|är|ist|is|est|es|é|è|to|jest|on)[ \t]*:?[ \t]+/giu;

// "the login on the phone: user BRINK_WS, pass Hlm#2024-brink": a user, then "pass" and the value.
const USER_THEN_PASS = (): RegExp =>
  /\b(?:user(?:name)?|login|benutzer|gebruiker|utilisateur|usuario)[ \t]+[^\s,;/]{1,64},?[ \t]+(?:pass(?:word)?|pw|pwd|passwort|wachtwoord)[ \t]*[:=]?[ \t]+/gi;

// "metabase admin is still admin@example.de with Hafenkran4711 (…)": an account's e-mail address, then what it
// signs in with, ending its clause ("with Stripe2024 invoices" goes on: not a password).
const EMAIL_WITH_PASSWORD = (): RegExp =>
  /\b(?:admin|login|account|user(?:name)?|logged[ \t]+in[ \t]+as|signed?[ \t]+in[ \t]+as)\b[^\n]{0,40}?[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]+(?:with|\/|pw|pwd|password|pass)[ \t:]+(?=\S+(?:[ \t]*(?:$|[,.;:!()—–-])|\n))/gim;

// "routing_key for the Heron Platform service, Events API v2 -> e93b…": an alerting integration's key (PagerDuty
// Events API routing keys, integration and service keys) before 32 hex digits, after `:`, `=`, `->` or "is".
const INTEGRATION_KEY = (): RegExp =>
  /\b(?:routing|integration|service|events?)[_ -]?key\b[^\n]{0,80}?(?:[:=]|->|→|\bis\b)[ \t]*([0-9a-f]{32})\b/gi;

// "the password is just three words with dashes, all lowercase — purple-walrus-on-ice": the label, a description
// of the value, then the value after a dash.
const DESCRIBED_THEN_DASH = (): RegExp =>
  /\bpass(?:word|phrase)?[ \t]+(?:(?:is|was|will be)\b[^.\n]{0,80}?[ \t][—–-][ \t]+|of[ \t]+(?:\w+[ \t]+)?words?\b[^.\n]{0,100}?(?::[ \t]+|[ \t][—–-][ \t]+))/gi;

// "the webhook signing secret changed yesterday, the new one is df4e7a…", Finnish "…allekirjoitussalaisuus vaihtui
// eilen, uusi on df4e7a…": a replacement told as "the new one is", in a text naming a secret in any language. A
// generated value there is the secret whatever its length (40 hex digits are a commit elsewhere, not here).
const NEW_ONE_IS = (): RegExp =>
  /(?<![\p{L}\p{N}])(?:(?:the[ \t]+)?new[ \t]+one|uusi|uus|(?:der|die|das)[ \t]+neue|(?:den|det)[ \t]+ny(?:e|a)|(?:de|het)[ \t]+nieuwe|now(?:y|a|e)|(?:o|a)[ \t]+nov(?:o|a)|(?:el|la)[ \t]+nuev(?:o|a)|(?:le[ \t]+nouveau|la[ \t]+nouvelle)|(?:il|la)[ \t]+nuov(?:o|a))[ \t]+(?:is|on|ist|er|är|to|jest|é|es|est|è)[ \t]*:?[ \t]+/giu;
const SECRET_WORD =
  /secret|token|pass|key|salaisuu|salasan|avain|saladus|parool|geheim|hemlig|hemmelig|sekret|segredo|secreto|segreto|chave|clave|klucz|has[łl]o|n[øo]kkel|nyckel|schl[üu]ssel|sleutel/i;

// "server token 29dc5fbb-…", "braze REST key for the dev workspace: …", Latvian "servera tokens (…): …": a UUID after a
// token's qualified name (and a qualifier and colon) is the token (Postmark, Heroku, Braze keys); a bare UUID is an id.
const UUID_TOKEN = (): RegExp =>
  /\b(?:(?:server|account|api|auth|access|bearer|bot|secret|private|personal)[ _-]?token|(?:api|rest)[ _-]?key|(?:servera|api|piekļuves)[ \t]+tokens)\b(?:[ \t]*(?:[:=]|\bis\b)?|[ \t]+[^\n:=.]{1,60}?(?:[:=]|\bis\b))[ \t]*['"`]?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/giu;

// Zarinpal authenticates a payment request by its merchant id alone, a UUID ("مرچنت آیدی زرین‌پال: 7c1e…",
// `ZARINPAL_MERCHANT_ID=…`): in a text naming Zarinpal, a UUID after the merchant id's label is the credential.
const ZARINPAL_MERCHANT = (): RegExp =>
  /(?:merchant[ _-]?id|مرچنت(?:[ \t\u200c]?(?:آیدی|آی[ \t\u200c]?دی|کد))?|کد[ \t\u200c]پذیرنده)[^\n]{0,60}?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/giu;
const ZARINPAL = /zarinpal|زرین[\u200c ]?پال/i;

// "auth token to 9c2e7f4a…" (Polish "to" is "is"), "new token since friday, 5d1c8e…": a token's word, then
// within its clause a generated value after "to" or a comma.
const TOKEN_THEN_VALUE = (): RegExp =>
  /\b(?:(?:auth|access|api|bearer|bot|secret)[ _-]?token[ \t]+to[ \t]+|(?:new|fresh|rotated|regenerated)[ \t]+(?:token|key|secret|pat)\b[^\n.:;,]{0,40},[ \t]*)(?=[\w-]{24,})/gi;

// Security access (UDS 0x27) seed/key material: "Algo ist seed ROL 7 XOR Konstante, die Konstante ist 0x7C3A91E5",
// "level03_const = 0xB4E1297D" in a tester's [security] section: a constant, mask or key of 32+ bits in hex.
const SEED_KEY_CONST = (): RegExp =>
  /\b(?:\w*(?:konstante|constant|const|mask|maske|secret|schl[üu]ssel)\w*|key)\b[^\n.;]{0,40}?(?:\bist\b|\bis\b|=|:)[ \t]*(0x[0-9A-Fa-f]{8,64})\b/gi;
const SEED_KEY_CONTEXT =
  /security[ -]?access|secacc|\[security\]|\bSA\b|\b0x27\b|seed[ \t]*(?:\/|&|and|und)[ \t]*key/i;

// "static const uint8 SecAcc_DevCmacKey[16] = { 0x4E, 0x91, … }": key bytes in a C array whose name says key,
// secret, MAC or IV (not a public key, not a table: "IV" counts as its own part of the name, not in `Archive_Table`).
const KEY_BYTE_ARRAY = (): RegExp =>
  /\b(?![\w]*[Pp]ub)(?:\w*(?:[Kk]ey|KEY|[Ss]ecret|SECRET|[Cc]mac|CMAC|[Hh]mac|HMAC)\w*|(?:\w*_)?(?:iv|IV)|\w*[a-z]IV)[ \t]*\[[ \t]*\d*[ \t]*\][ \t]*=[ \t]*\{[ \t\n]*((?:0x[0-9A-Fa-f]{2}[ \t]*,[ \t\n]*){7,63}0x[0-9A-Fa-f]{2})/g;

// "Aktivierungsschlüssel VF8-KQ4M-7XTR-29LP-H6WZ", "license key: ABCD-1234-…": a licence or activation key of
// dash-joined groups mixing letters and digits.
const LICENSE_KEY = (): RegExp =>
  /\b(?:licen[cs]e|lizenz|aktivierungs|activation)[ _-]?(?:key|schl[üu]ssel|code)?\b[^\n:=]{0,40}?[:=]?[ \t]*([A-Z0-9]{2,6}(?:-[A-Z0-9]{4,6}){3,7})\b/gi;

// FIX logon fields: 554 (Password) and 925 (NewPassword), in a text that holds other FIX tags ("49=TWKUAT01
// 56=ICE 553=twk_uat_ord1 554=…"), separated by spaces, `|`, `^` or SOH.
const FIX_PASSWORD = (): RegExp => /(?:^|[\s|^\x01])(?:554|925)=([^\s|^\x01]{4,128})/g;
const FIX_CONTEXT = /(?:^|[\s|^\x01])(?:8|35|49|56|553)=\S/;

/** The words that may start {@link FOREIGN_LABEL_VERB}: tested first, the whole pattern only when one is there. */
const FOREIGN_CUE =
  /\bww\b|токен|ключ|секрет|wort|woord|mot de passe|palavra-passe|contrase|senha|l[öo]sen|adgangskode|kodeord|passord|salasana|slapta[žz]od|has[łl]o|heslo|geslo|sleutel|schl[üu]ssel|[şs]ifre|парол/i;

/** Scans the prose forms above. */
export function scanProseForms(text: string, out: Candidate[]): void {
  const push = (start: number, value: string): void => {
    out.push({ kind: SecretKind.PasswordProse, start, end: start + value.length });
  };
  // Each form runs only when its cue is in the text (most memories have none): one case-insensitive test each.
  // Told as changed to, a password is one whatever its alphabet ("reset to 'GravelOtterLanternMosaic'"): the
  // flag beside each form says whether a letters-only value counts.
  // A third element replaces the value test: what the form's own words leave open.
  const forms: [RegExp, boolean, ((value: string) => boolean)?][] = [];
  if (FOREIGN_CUE.test(text)) forms.push([FOREIGN_LABEL_VERB(), false]);
  if (/password|secret|token/i.test(text)) forms.push([BORROWED_LABEL_VERB(), false]);
  if (/ to /.test(text) && /pass|pwd|secret|token/i.test(text)) forms.push([CHANGED_TO(), true]);
  if (text.includes('/') && /cred|login|account|usernametoken|basic.auth/i.test(text))
    forms.push([USER_SLASH_PASSWORD(), false]);
  if (/\bhere\b/i.test(text) && text.includes(':')) {
    if (text.includes('/') && /account|login|creds|credentials|s?ftp|ssh|user/i.test(text))
      forms.push([HERE_USER_SLASH(), false, mixed]);
    // "the Crowdin token expired … here's the new one: e01172c6…": a replacement named as such may be
    // lower-case hex too, at a length no digest has.
    const replacement = /\bnew one\b/i.test(text) && /token|key|secret|pass/i.test(text);
    forms.push([HERE_COLON(), false, replacement ? (v) => handedOver(v) || replacementHex(v) : handedOver]);
  }
  if (text.includes('/') && /login|user/i.test(text))
    forms.push([LOGIN_SLASH_BARE(), false, (v) => signInValue(v) && !v.startsWith('[REDACTED')]);
  if (text.includes('@') && text.includes('/'))
    forms.push([EMAIL_SLASH(), false, (v) => signInValue(v) && !/@|:\/\/|^\[REDACTED/.test(v)]);
  if (/chave|clave|llave|cl[ée]|chiave|klucz|schl[üu]ssel|sleutel|n[øo]kkel|nyckel/i.test(text))
    // A vendor's secret-key prefix ("llave privada sk_b7e2…", OpenPay's) marks lower-case key material too.
    forms.push([FOREIGN_KEY_BARE(), false, (v) => ownKeyValue(v) || /^sk_[A-Za-z0-9]{24,}$/.test(v)]);
  if (/パスワード|密[码碼]|비밀번호/.test(text)) forms.push([CJK_LABEL(), false]);
  if (/トークン|シークレット|秘密鍵|キー|令牌|密钥|토큰|시크릿|키/.test(text))
    forms.push([CJK_TOKEN_LABEL(), false, (v) => generated(v) || /^[0-9a-f]{32,}$/i.test(v)]);
  if (/ to (?:log|sign)/i.test(text)) forms.push([USE_TO_LOG_IN(), false]);
  if (text.includes(':') && /login|creds|credentials/i.test(text)) forms.push([LOGIN_USER_COLON(), false]);
  if (/pass/i.test(text) && /key|store/i.test(text)) forms.push([KEYSTORE_PASS(), false]);
  if (text.includes('?\n') || /\?[ \t]+\n/.test(text)) forms.push([ASKED_THEN_ANSWERED(), false]);
  if (text.includes(',') && /token|secret|key|pass/i.test(text)) {
    forms.push([LABEL_CLAUSES_IS(), false]);
    if (/, so /i.test(text)) forms.push([LABEL_CLAUSES_SO(), false, mixed]);
  }
  if (/\b(?:use|try|take) (?:this|the new|my)\b/i.test(text) && /token|key|pat|pass|secret|creds/i.test(text))
    forms.push([USE_THIS_ONE(), false, generated]);
  if (/ with /i.test(text) && /pass(?:word|phrase)/i.test(text)) forms.push([ENCRYPTED_WITH(), false]);
  if (/secret |key |token /i.test(text)) forms.push([STRONG_LABEL_SPACE(), false, generated]);
  if (/-(?:key|token|secret)\s*:/i.test(text))
    forms.push([KEY_HEADER(), false, (v) => generated(v) || /^[0-9a-f]{32,}$/i.test(v)]);
  if (text.includes(',') && /key|secret|token/i.test(text)) forms.push([CLIENT_THEN_KEY(), false, generated]);
  if (/n[øo]kkel|nyckel|n[øo]gle|schl[üu]ssel|sleutel|cl[ée]|clave|chave|chiave|klucz|avain/i.test(text))
    forms.push([FOREIGN_KEY_IS(), false, generated]);
  if (/pass|pw/i.test(text) && /user|login|benutzer|gebruiker|utilisateur|usuario/i.test(text))
    forms.push([USER_THEN_PASS(), false]);
  if (text.includes('@')) forms.push([EMAIL_WITH_PASSWORD(), false, signInValue]);
  if (/key |token /i.test(text)) forms.push([OWN_KEY(), false, ownKeyValue]);
  if (/ mine\b/i.test(text)) forms.push([TAKE_MINE(), false, handedOver]);
  if (/ the new /i.test(text) && /key|token|secret/i.test(text))
    forms.push([PUT_NEW_ONE(), false, generated]);
  if (
    /new|uusi|uus\b|neue|ny[ea]\b|nieuwe|now[yae]\b|nov[oa]\b|nuev[oa]|nouve|nuov[oa]/i.test(text) &&
    SECRET_WORD.test(text)
  )
    forms.push([NEW_ONE_IS(), false, generated]);
  if (/token|key|secret|pat\b/i.test(text) && /\bto\b|new|fresh|rotated|regenerated/i.test(text))
    forms.push([TOKEN_THEN_VALUE(), false, generated]);
  for (const [re, changed, accept] of forms) {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const v = negatedLabel(text, m.index) ? undefined : valueAt(text, m.index + m[0].length);
      if (v === undefined) continue;
      if (accept !== undefined) {
        if (!/\s/.test(v.value) && !isPlaceholder(v.value) && accept(v.value)) push(v.start, v.value);
        continue;
      }
      // A cache key ("ключ кешу — tenant:sku") is none; a quoted passphrase of 3+ words is ("'orbit lantern 7 velvet'").
      if (CACHE_KEY.test(v.value)) continue;
      const phrase = v.quoted && /\s/.test(v.value) && v.value.split(/\s+/).length >= 3;
      const word =
        changed &&
        /^[A-Za-z]{6,}$/.test(v.value) &&
        !isProseWord(v.value.toLowerCase()) &&
        !isPlaceholder(v.value);
      if (phrase || (!/\s/.test(v.value) && (mixed(v.value) || word))) push(v.start, v.value);
    }
  }
  const bare = BARE_DIGITS_OR_QUOTED();
  if (/pass|pwd|pw /i.test(text))
    for (let m = bare.exec(text); m !== null; m = bare.exec(text)) {
      const v = valueAt(text, m.index + m[0].length);
      if (v === undefined || /\s/.test(v.value) || v.value.length < 6 || isPlaceholder(v.value)) continue;
      if (/^[a-z]+$/.test(v.value) && isProseWord(v.value)) continue;
      push(v.start, v.value);
    }
  if (/[—–:]| - /.test(text) && /pass/i.test(text)) {
    const described = DESCRIBED_THEN_DASH();
    // A bare "pass" is a compiler's or a reviewer's as often as a login's: only beside an account.
    const account = /\b(?:user(?:name)?|login|log in|sign in|auth\w*|account)\b/i.test(text);
    for (let m = described.exec(text); m !== null; m = described.exec(text)) {
      if (!account && !/pass(?:word|phrase)/i.test(m[0])) continue;
      const v = valueAt(text, m.index + m[0].length);
      if (v === undefined || /\s/.test(v.value) || isPlaceholder(v.value)) continue;
      // Words joined by dashes are a passphrase when there are three or more ("purple-walrus-on-ice").
      const dashed = /^[a-z]+(?:-[a-z]+){2,}$/.test(v.value);
      if (mixed(v.value) || dashed) push(v.start, v.value);
    }
  }
  if (text.includes('554=') || text.includes('925=')) {
    const fix = FIX_PASSWORD();
    if (FIX_CONTEXT.test(text))
      for (let m = fix.exec(text); m !== null; m = fix.exec(text)) {
        const value = m[1] ?? '';
        if (!isPlaceholder(value)) push(m.index + m[0].length - value.length, value);
      }
  }
  if (/key/i.test(text) && /[0-9a-f]{32}/i.test(text)) {
    const integration = INTEGRATION_KEY();
    for (let m = integration.exec(text); m !== null; m = integration.exec(text)) {
      const value = m[1] ?? '';
      push(m.index + m[0].length - value.length, value);
    }
  }
  const pin = PIN();
  if (/PIN|NIP|pin[ -]?co|pin[ -]?ko|pinkoodi|ПИН/i.test(text))
    for (let m = pin.exec(text); m !== null; m = pin.exec(text)) {
      const value = m[1] ?? '';
      // Case-insensitive for the PIN-code words only: a lower-case "pin" alone is a pin of a chip or a version,
      // and Mexican "NIP" and Bulgarian "ПИН" (the PIN) count in upper case only.
      if (lowerPin(m[0])) continue;
      if (/^(?:nip\b|пин)/i.test(m[0]) && !/^(?:NIP\b|ПИН)/.test(m[0])) continue;
      if (TRIVIAL_CODE.test(value)) continue;
      push(m.index + m[0].length - value.length, value);
    }
  // The value a code form captures, unless it is a default nobody keeps secret.
  const pushCodes = (re: RegExp): void => {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const value = m[1] ?? '';
      if (!TRIVIAL_CODE.test(value)) push(m.index + m[0].length - value.length, value);
    }
  };
  if (/code|combination|combo/i.test(text) && /\d{4}/.test(text)) pushCodes(LOCK_CODE());
  if (
    /cod|kod/i.test(text) &&
    /recover|backup|rescue|emergency|scratch|herstel|reserv|varakood|cup[ée]ra/i.test(text)
  ) {
    const recovery = RECOVERY_CODE();
    for (let m = recovery.exec(text); m !== null; m = recovery.exec(text)) {
      const value = m[1] ?? '';
      // Each group holds a digit: "backup codes are stored in vault" is a sentence, not a code.
      if (value.split(/[- ]/).every((g) => /\d/.test(g))) push(m.index + m[0].length - value.length, value);
    }
  }
  if (/c[óo]di|code|kod/i.test(text) && ACCESS_CONTEXT.test(text) && !NOT_ACCESS_CODE.test(text))
    pushCodes(ACCESS_CODE());
  if (/key\b|\bpk\b/i.test(text) && /[0-9a-f]{64}/i.test(text)) {
    const wallet = WALLET_KEY();
    for (let m = wallet.exec(text); m !== null; m = wallet.exec(text)) {
      const value = m[1] ?? '';
      if (!/[a-f]/i.test(value) || !/\d/.test(value)) continue;
      push(m.index + m[0].length - value.length, value);
    }
  }
  const hex = HEX_KEY();
  if (/key|sleutel|schl|cl[ée]|clave|chave|klucz|kľúč|klíč/i.test(text) && /[0-9a-f]{32}/i.test(text))
    for (let m = hex.exec(text); m !== null; m = hex.exec(text)) {
      const whose = m[1] !== undefined || KEY_OWNER_RE.test(m[2] ?? '');
      const value = m[4] ?? '';
      const known =
        m[3] !== undefined &&
        /\b(?:fingerprint|hash(?:es)?|digest|checksum|sha-?\d*|id|kcv)\b/i.test(m[2] ?? '');
      if (whose && !known) push(m.index + m[0].length - value.length, value);
    }
  if (/token|key/i.test(text) && /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(text)) pushCodes(UUID_TOKEN());
  if (ZARINPAL.test(text) && /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(text)) pushCodes(ZARINPAL_MERCHANT());
  if (/0x[0-9a-f]{8}/i.test(text) && SEED_KEY_CONTEXT.test(text)) pushCodes(SEED_KEY_CONST());
  if (/\{/.test(text) && /key|secret|cmac|hmac|iv/i.test(text)) pushCodes(KEY_BYTE_ARRAY());
  if (/licen|lizenz|aktivierung|activation/i.test(text)) {
    const license = LICENSE_KEY();
    for (let m = license.exec(text); m !== null; m = license.exec(text)) {
      const value = m[1] ?? '';
      // Letters and digits in at least two groups: a generated key, not a part number or a date.
      const mixedGroups = value.split('-').filter((g) => /[A-Z]/i.test(g) && /\d/.test(g)).length;
      if (mixedGroups >= 2) push(m.index + m[0].length - value.length, value);
    }
  }
}
