/**
 * Wallet recovery phrases (BIP-39 mnemonics): twelve to twenty-four words of the standard English list. They
 * carry no label or character mix to go by, but the list itself is the tell: it has no articles, pronouns or
 * prepositions, so prose never runs twelve of its words in a row. Code-ish runs that do ("shell help shell
 * help…") repeat words; a mnemonic's words are random draws from 2,048 and hardly ever repeat.
 */
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Candidate } from './secrets-kinds.js';
import { SecretKind } from './secrets-kinds.js';

const WORDS: ReadonlySet<string> = new Set(wordlist);
/** The shortest mnemonic (128 bits of entropy). */
const MIN_WORDS = 12;

/**
 * Runs of twelve or more words of three to eight letters (the list's lengths) separated by spaces or single
 * line breaks: found by one native regex pass, so the word test only runs where a phrase could be.
 */
const CANDIDATE_RUN = (): RegExp =>
  /(?<![A-Za-z])(?:[A-Za-z]{3,8}(?:[ \t]+|[ \t]*\r?\n[ \t]*)){11,}[A-Za-z]{3,8}(?![A-Za-z])/g;

/** Scans for runs of at least twelve list words separated only by spaces or line breaks. */
export function scanMnemonics(text: string, out: Candidate[]): void {
  // Twelve words of three letters or more and their spaces.
  if (text.length < 47) return;
  const candidates = CANDIDATE_RUN();
  for (let c = candidates.exec(text); c !== null; c = candidates.exec(text)) scanRun(c[0], c.index, out);
}

/** The list-word runs inside one candidate run (a word off the list or a capital inside splits it). */
function scanRun(chunk: string, offset: number, out: Candidate[]): void {
  const word = /[A-Za-z]+/g;
  let runStart = -1;
  let runEnd = -1;
  let run: string[] = [];
  const flush = (): void => {
    if (run.length >= MIN_WORDS && new Set(run).size >= run.length * 0.9) {
      out.push({ kind: SecretKind.SeedPhrase, start: offset + runStart, end: offset + runEnd });
    }
    run = [];
    runStart = -1;
  };
  for (let m = word.exec(chunk); m !== null; m = word.exec(chunk)) {
    const piece = m[0];
    const lower = piece.toLowerCase();
    // The list is lower case; a capitalised first word starts a sentence, any other capital is a name.
    if (!WORDS.has(lower) || (piece !== lower && run.length > 0)) {
      flush();
      continue;
    }
    if (runStart < 0) runStart = m.index;
    run.push(lower);
    runEnd = m.index + piece.length;
  }
  flush();
}
