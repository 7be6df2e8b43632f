import { describe, expect, it } from 'vitest';
import { redactSecrets, scanSecrets } from '../../src/guard/secrets.js';

const PHRASE = 'orbit velvet lunch crane tissue abandon rhythm ozone shuffle exact glimpse mandate';

describe('secret gate: wallet recovery phrases (BIP-39)', () => {
  it('refuses twelve list words in a row, on one line or across lines, and redacts the whole phrase', () => {
    for (const text of [
      `faucet wallet for sepolia: ${PHRASE} — testnet only`,
      `seed (testnet):\n${PHRASE.split(' ').slice(0, 6).join(' ')}\n${PHRASE.split(' ').slice(6).join(' ')}`,
      `Seed ${PHRASE} for the bot`,
    ]) {
      expect(
        scanSecrets(text).map((f) => f.kind),
        text,
      ).toContain('seed_phrase');
      expect(redactSecrets(text), text).not.toContain('tissue');
    }
  });

  it('leaves shorter runs, runs that repeat words, and runs broken by punctuation or a name', () => {
    const eleven = PHRASE.split(' ').slice(0, 11).join(' ');
    for (const text of [
      `words: ${eleven}.`,
      'shell help shell help shell help spawn shell spawn help long table bench table task',
      PHRASE.split(' ').join(', '),
      `${PHRASE.split(' ').slice(0, 6).join(' ')} Alice ${PHRASE.split(' ').slice(6).join(' ')}`,
    ])
      expect(scanSecrets(text), text).toEqual([]);
  });
});
