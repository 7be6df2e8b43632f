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
    const one = (t: string) => scanSecrets(t).map((f) => t.slice(f.start, f.end));
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
