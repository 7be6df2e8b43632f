import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redactSecrets, scanSecrets } from '../../src/guard/secrets.js';

interface Corpus {
  secret: { text: string; value: string; form: string }[];
  benign: { text: string; form: string }[];
}

/**
 * Written blind by another engineer (issue 11, round C): 120 credentials as developers type them (prose in
 * seven languages, config formats, CLI flags, URLs, provider keys) and 120 hard benign lines. Measured before
 * any change for it: 99 of 120 caught, 4 benign flagged.
 */
const corpus = JSON.parse(
  readFileSync(new URL('../fixtures/secrets-heldout.json', import.meta.url), 'utf8'),
) as Corpus;

/** The spans a scan finds, as text. */
const one = (t: string) => scanSecrets(t).map((f) => t.slice(f.start, f.end));

/**
 * A second corpus, round D (80 credentials, 80 benign), written blind after the fixes for the first: measured
 * before any change for it, 68 of 80 caught (63 with the session-start build) and 1 benign flagged.
 */
const corpusD = JSON.parse(
  readFileSync(new URL('../fixtures/secrets-heldout-d.json', import.meta.url), 'utf8'),
) as Corpus;

describe('secret gate on a second held-out corpus, round D (issue 11)', () => {
  it('catches at least 95% of the credentials and flags at most 2 of the 80 benign lines', () => {
    const missed = corpusD.secret
      .filter((s) => redactSecrets(s.text).includes(s.value))
      .map((s) => `${s.form}: ${s.text}`);
    expect(corpusD.secret.length).toBe(80);
    expect(1 - missed.length / corpusD.secret.length, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
    const flagged = corpusD.benign.filter((b) => scanSecrets(b.text).length > 0).map((b) => b.text);
    expect(flagged.length, flagged.join('\n')).toBeLessThanOrEqual(2);
  });

  it('reads the forms it showed', () => {
    expect(one("define( 'DB_PASSWORD', 'dQgryfpIyP2NQUTT' );")).toEqual(['dQgryfpIyP2NQUTT']);
    expect(one('configuration.api_key["apiKeyAuth"] = "67b2daa6c4984e32defeeecb0711769e"')).toEqual([
      '67b2daa6c4984e32defeeecb0711769e',
    ]);
    expect(one('For the staging admin panel use fjord-ivory-vortex-04 to log in.')).toEqual([
      'fjord-ivory-vortex-04',
    ]);
    expect(one('login is deploy:cSo3HZfZZjvGlQ on the old jenkins box')).toEqual(['cSo3HZfZZjvGlQ']);
    expect(one('ステージング環境のDBパスワードは「jqw68av9XBEqPQ#」です。')).toEqual(['jqw68av9XBEqPQ#']);
    expect(one('Lösenordet till testmiljöns Jenkins är shvddw3125, byt det efter demot.')).toEqual([
      'shvddw3125',
    ]);
    expect(one('Heslo k produkční databázi je Obfm56fZpgX&1N, zatím je uložené jen tady.')).toEqual([
      'Obfm56fZpgX&1N',
    ]);
    for (const t of [
      "define( 'DB_HOST', 'localhost' );",
      "define( 'DB_PASSWORD', getenv('DB_PASSWORD') );",
      'use the staging profile to log in',
      'config["token_ttl"] = "3600"',
    ])
      expect(one(t), t).toEqual([]);
  });
});

describe('secret gate on a held-out corpus (issue 11)', () => {
  it('catches at least 97% of the credentials and redacts each value (measured blind: 82.5%)', () => {
    const missed: string[] = [];
    for (const s of corpus.secret) {
      const redacted = redactSecrets(s.text);
      if (redacted.includes(s.value)) missed.push(`${s.form}: ${s.text}`);
    }
    expect(corpus.secret.length).toBe(120);
    expect(1 - missed.length / corpus.secret.length, missed.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('flags at most 2 of the 120 benign lines (measured blind: 4)', () => {
    const flagged = corpus.benign
      .filter((b) => scanSecrets(b.text).length > 0)
      .map((b) => `${b.form}: ${b.text}`);
    expect(flagged.length, flagged.join('\n')).toBeLessThanOrEqual(2);
  });

  it('reads the forms it showed, and not the code or prose that looks like them', () => {
    expect(one('password = Tb6&wQz8Rk')).toEqual(['Tb6&wQz8Rk']);
    expect(one('https://api.example.com/v1?token=Zq8wNfT3vX2pLm&page=2')).toEqual(['Zq8wNfT3vX2pLm']);
    expect(one('<password>Pn4$zLq8Vx2m</password>')).toEqual(['Pn4$zLq8Vx2m']);
    expect(one('Das Passwort für den Staging-Server lautet Kr8!vPzq2Wm – bitte nicht weitergeben.')).toEqual([
      'Kr8!vPzq2Wm',
    ]);
    expect(
      one("the Grafana admin password got reset to 'GravelOtterLanternMosaic' after the incident"),
    ).toEqual(['GravelOtterLanternMosaic']);
    expect(one('Lab wifi is devnet-5g, password 73918462 (yes, all digits)')).toEqual(['73918462']);
    expect(one('creds: user admin / Qz8wNfT3vX2p')).toEqual(['Qz8wNfT3vX2p']);
    expect(one('PIN für die Verwaltung des YubiKey-PIV-Slots: 83920174')).toEqual(['83920174']);
    expect(one('the key we got from the vendor: 937b2289ed354ca87181c5ee69417e79')).toEqual([
      '937b2289ed354ca87181c5ee69417e79',
    ]);
    for (const t of [
      'Login fails when the refresh token was already used — tokens are single-use.',
      '/etc/ssl/private/api.acme.dev.key is mode 0600, owned by root.',
      'gcloud secrets versions access latest --secret=stripe-api-key --project=acme-payments',
      'the cache key: 937b2289ed354ca87181c5ee69417e79',
      'password: "{{ vault_db_password }}"',
      'export declare function scrypt(password: TArg<KDFInput>, salt: TArg<KDFInput>)',
      'Das Passwort muss mindestens 12 Zeichen lang sein.',
    ])
      expect(one(t), t).toEqual([]);
  });
});
