import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjection, type Projection } from '../../src/store/projection.js';
import type { VaultNote } from '../../src/store/vault-note.js';
import { openTest, tempProject } from '../helpers.js';

// Guards two regressions: a contentless FTS5 table with detail=column scores every match 0, and a document
// frequency of 0 cached before a term was written made the term unsearchable afterwards.
describe('lexical relevance', () => {
  it('BM25 is positive and a two-term match ranks above a one-term match', async () => {
    const p = tempProject();
    const s = openTest(p);
    await s.remember({ content: 'Redis is the session store' });
    await s.remember({ content: 'Sessions expire after one hour in Redis' });
    // Enough unrelated memories that both query terms are rare (BM25's IDF is ~0 for a term in most records).
    for (const t of [
      'The search page is built with Svelte',
      'Invoices are stored in cents',
      'Deploys run on Fly.io',
      'Tests use vitest',
      'Logs go to stderr',
    ])
      await s.remember({ content: t });
    const r = await s.recall({ query: 'redis session expire', mode: 'lexical' });
    const lex = r.results.map(
      (x) => x.score_breakdown.find((c) => c.source === 'Lexical' && c.field === 'bm25')?.weight ?? 0,
    );
    expect(lex.every((w) => w > 0)).toBe(true);
    expect(r.results[0]?.content).toBe('Sessions expire after one hour in Redis');
    expect(lex[0]).toBeGreaterThan(lex[1] ?? 0);
    await s.close();
    p.cleanup();
  });

  it('finds an accented word spelt with or without its accents, as the index folds them', async () => {
    const p = tempProject();
    const s = openTest(p);
    await s.remember({ content: 'Le menu du café est traduit par le service i18n' });
    await s.remember({ content: 'Deploys run on Fly.io' });
    await s.remember({ content: 'Tests use vitest' });
    for (const q of ['café', 'cafe', 'CAFÉ']) {
      const r = await s.recall({ query: q, mode: 'lexical' });
      expect(
        r.results.map((x) => x.content),
        q,
      ).toEqual(['Le menu du café est traduit par le service i18n']);
    }
    await s.close();
    p.cleanup();
  });

  it('finds a term that was looked up before it was first written', async () => {
    const p = tempProject();
    const s = openTest(p);
    await s.remember({ content: 'first memory' });
    expect((await s.recall('kubernetes')).result_count).toBe(0);
    await s.remember({ content: 'We run on kubernetes' });
    expect((await s.recall('kubernetes')).result_count).toBe(1);
    await s.close();
    p.cleanup();
  });

  it('scores after edits, reviews and a purge equal those of an index that never saw the old text', async () => {
    const texts = [
      'Redis is the session store for the web app',
      'Sessions expire after one hour in Redis',
      'Invoices are stored in cents, rounded half-even',
      'Deploys run on Fly.io from main',
      'Tests use vitest with one fixture per module',
      'Logs go to stderr as JSON lines',
    ];
    const scores = async (s: ReturnType<typeof openTest>) =>
      (await s.recall({ query: 'redis session invoices cents', mode: 'lexical' })).results.map((x) => [
        x.content,
        x.score_breakdown.find((c) => c.source === 'Lexical' && c.field === 'bm25')?.weight,
      ]);
    const p = tempProject();
    const s = openTest(p);
    const ids: string[] = [];
    for (const t of texts) ids.push((await s.remember({ content: t })).record_id);
    await s
      .remember({ content: 'Feature flags are read once per request from the flags table' })
      .then((r) => s.purge(r.record_id, { reason: 'test' }));
    for (let i = 0; i < 3; i++) {
      await s.update(ids[2] as string, {
        content: `Invoices are stored in cents, rounded half-even (edit ${i})`,
      });
      await s.transition(ids[0] as string, i % 2 === 0 ? 'archive' : 'restore');
    }
    await s.transition(ids[0] as string, 'restore');
    const fresh = tempProject();
    const f = openTest(fresh);
    for (const [i, t] of texts.entries()) await f.remember({ content: i === 2 ? `${t} (edit 2)` : t });
    expect(await scores(s)).toEqual(await scores(f));
    await s.close();
    await f.close();
    p.cleanup();
    fresh.cleanup();
  });

  it('vault notes: scores after re-indexing and deleting notes equal those of an index that never saw them', () => {
    const note = (path: string, content: string): VaultNote => ({
      path,
      title: path.replace(/\.md$/, ''),
      content,
      memory_type: 'note',
      source_of_truth: false,
      sensitivity: 'internal',
      retrieval_priority: 'normal',
      tags: [],
      secrets: [],
    });
    const final = [
      note('redis.md', 'Redis holds sessions for one hour'),
      note('billing.md', 'Invoices are stored in cents'),
      note('deploy.md', 'Deploys run on Fly.io from main'),
    ];
    const scores = (pr: Projection) => pr.notesLexical(['redi', 'session', 'invoic'], 10);
    const a = tempProject();
    const b = tempProject();
    mkdirSync(a.root, { recursive: true });
    mkdirSync(b.root, { recursive: true });
    const pa = openProjection(join(a.root, 'index.db'), () => {});
    const pb = openProjection(join(b.root, 'index.db'), () => {});
    try {
      for (let i = 0; i < 3; i++)
        pa.upsertNote(note('redis.md', `Redis holds sessions for ${i} hours and more words ${i}`), i, i);
      pa.upsertNote(note('gone.md', 'Sessions of the old admin panel live in Redis too'), 1, 1);
      pa.deleteNote('gone.md');
      for (const n of final) pa.upsertNote(n, 9, 9);
      for (const n of final) pb.upsertNote(n, 9, 9);
      expect(scores(pa)).toEqual(scores(pb));
      expect(scores(pa).length).toBe(2);
    } finally {
      pa.close();
      pb.close();
      a.cleanup();
      b.cleanup();
    }
  });
});
