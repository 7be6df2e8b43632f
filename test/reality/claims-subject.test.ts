import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimOfFact, readClaims } from '../../src/reality/claims.js';
import { scanRepository } from '../../src/reality/scan.js';
import { judgeMemory, manifestDirsOf } from '../../src/reality/verdict.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const claimed = (text: string) => readClaims(text).map((c) => `${c.id}:${c.polarity}`);

describe('whose stack a memory speaks of', () => {
  it("reads someone else's stack as a mention, not a claim about this project", () => {
    expect(claimed('Our customers deploy our SDK to Vercel and Netlify.')).toEqual([
      'netlify:mention',
      'vercel:mention',
    ]);
    expect(claimed("The client's team uses MySQL.")).toEqual(['mysql:mention']);
    expect(claimed('Upstream uses Yarn.')).toEqual(['yarn:mention']);
    expect(claimed('Their app runs on Heroku.')).toEqual(['heroku:mention']);
    expect(claimed("Acme's team deploys to Heroku.")).toEqual(['heroku:mention']);
    expect(claimed('We help customers deploy to Vercel.')).toEqual(['vercel:mention']);
    expect(claimed('Most of our clients still host on Heroku.')).toEqual(['heroku:mention']);
    expect(claimed('Customers run Node 16.')).toEqual(['node@16:mention']);
    expect(claimed('Vendor their scripts, then run their scripts with yarn.')).toEqual(['yarn:mention']);
  });

  it('keeps the claims whose subject is the project, even when third parties are named', () => {
    expect(claimed('We deploy to Vercel for our customers.')).toEqual(['vercel:current']);
    expect(claimed('We store customers in MySQL.')).toEqual(['mysql:current']);
    expect(claimed('Customer data is stored in MySQL.')).toEqual(['mysql:current']);
    expect(claimed('Users are stored in Postgres.')).toEqual(['postgresql:current']);
    expect(claimed('Customers log in with Auth0.')).toEqual(['auth0:current']);
    expect(claimed('Partners integrate through webhooks; our API runs on Rails.')).toEqual(['rails:current']);
    expect(claimed('The clients use MySQL, but we use Postgres.')).toEqual([
      'mysql:mention',
      'postgresql:current',
    ]);
    expect(claimed('The app runs on Node 16.')).toEqual(['node@16:current']);
  });

  it("ignores a fact whose subject is someone else's", () => {
    const fact = (subject: string) =>
      claimOfFact({ subject, predicate: 'deployment_platform', object: 'Vercel' })?.id ?? null;
    expect(fact('customers')).toBeNull();
    expect(fact("the client's team")).toBeNull();
    expect(fact('upstream')).toBeNull();
    expect(fact('app')).toBe('vercel');
    expect(fact('api')).toBe('vercel');
  });

  it("does not mark a memory about a customer's stack as contradicted by the code", () => {
    const root = mkdtempSync(join(tmpdir(), 'spool-reality-subject-'));
    dirs.push(root);
    for (const [rel, text] of Object.entries({
      'fly.toml': 'app = "sdk-docs"\n',
      'package.json': JSON.stringify({ name: 'sdk', dependencies: { pg: '^8.0.0' } }),
      'package-lock.json': '{}',
    })) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    const { signals } = scanRepository(root);
    const judge = (content: string) => judgeMemory({ content }, signals, manifestDirsOf(signals)).verdict;
    expect(judge('Our customers deploy our SDK to Vercel.')).toBe('unknown');
    expect(judge("The client's team uses MySQL.")).toBe('unknown');
    expect(judge('Upstream uses Yarn.')).toBe('unknown');
    // The same words about the project itself are still refuted.
    expect(judge('We deploy the docs to Vercel.')).toBe('contradicted');
    expect(judge('The database is MySQL.')).toBe('contradicted');
    expect(judge('We use Yarn.')).toBe('contradicted');
  });
});
