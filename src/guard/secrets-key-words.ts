/**
 * The words the assignment detector (secrets-shapes.ts) reads a key by: which last words name a credential, which
 * qualifiers make a `key` one, and which words after the name only say how or which one it is.
 */

/** Last words of an assignment's key that name a credential (`DB_PASSWORD`, `apiKey`). */
export const SENSITIVE_LAST: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'secretkey',
  'privatekey',
  'accesskey',
  'authorization',
  'pat',
  'pw',
  // A pre-shared key (TLS-PSK, DTLS, WPA): `CONFIG_DTLS_PSK="…"`.
  'psk',
  // A salt that signs (JazzCash's integrity salt, WordPress's AUTH_SALT) is the key of an HMAC.
  'salt',
]);
/** Words before `key` that make it a credential's key (`api_key`, `signing key`). */
export const KEY_QUALIFIERS: ReadonlySet<string> = new Set([
  'api',
  'secret',
  'private',
  'access',
  'encryption',
  'signing',
  'master',
  'app',
  'client',
  'license',
  'auth',
  'service',
  'account',
  'admin',
  'session',
  'hmac',
  // OVH's and OAuth 1.0's consumer key: the key an application signs its calls with.
  'consumer',
  // A VPN's or a Wi-Fi's (pre-)shared key: `VPN shared key: …`, `IPSEC_PRESHARED_KEY=…`.
  'shared',
  'preshared',
]);
/** Endings of one glued word that name a credential (`dbpassword`, `githubtoken`). */
export const COMPOUND_SUFFIXES: readonly string[] = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'apikey',
];

/** Words after a credential's name that say how its value is written, not what it is. */
export const VALUE_SUFFIXES: ReadonlySet<string> = new Set([
  'b64',
  'base64',
  'hex',
  'enc',
  'encoded',
  'raw',
  'plain',
  'plaintext',
  'value',
  'str',
  'string',
  'bytes',
]);

/** Words after a credential's name that say which of several it is: a version, an environment, a letter (OCPI's `token_c`). */
export const VARIANT =
  /^(?:[a-z]|v?\d{1,3}|prod|production|staging|stage|stg|dev|live|sandbox|sbx|old|new|next|prev|previous|current|legacy|primary|secondary|backup)$/;
