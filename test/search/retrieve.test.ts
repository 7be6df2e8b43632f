import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecallItem } from '../../src/index.js';
import { RETRIEVAL_DEFAULTS, retrieveCandidates } from '../../src/search/retrieve.js';
import { createProjectionSource } from '../../src/search/source.js';
import { openProjection } from '../../src/store/projection.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const sum = (r: RecallItem) => r.score_breakdown.reduce((a, c) => a + c.weight, 0);
const part = (r: RecallItem | undefined, source: string, field?: string) =>
  r?.score_breakdown.find((c) => c.source === source && (field === undefined || c.field === field));

describe('candidate retrieval', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('lends a strong match relevance to the records written next to it in the same session', async () => {
    const s = openTest(p);
    await s.remember({ content: 'Frontend bundle size budget is 200 KB', session_id: 'other' });
    const q = await s.remember({ content: 'Which database should the billing API use?', session_id: 's1' });
    const a = await s.remember({
      content: 'PostgreSQL 16 for billing: we need JSONB and row-level security',
      session_id: 's1',
    });
    const far = await s.remember({ content: 'Billing invoices are rendered as PDF', session_id: 's1' });
    const next = await s.remember({ content: 'Deploys happen on Tuesdays', session_id: 's2' });

    const res = await s.recall({
      query: 'which database for the billing API',
      mode: 'lexical',
      touch: false,
    });
    const ids = res.results.map((r) => r.record_id);
    expect(ids[0]).toBe(q.record_id);
    // The answer shares one common word with the query: its neighbour lifts it.
    const answer = res.results.find((r) => r.record_id === a.record_id);
    expect(part(answer, 'Context')).toMatchObject({ field: 'session', term: q.record_id });
    expect(ids.indexOf(a.record_id)).toBe(1);
    // Two steps away it gets half as much; another session gets nothing.
    const two = res.results.find((r) => r.record_id === far.record_id);
    expect(part(two, 'Context')?.weight).toBeCloseTo((part(answer, 'Context')?.weight ?? 0) / 2, 2);
    expect(ids).not.toContain(next.record_id);
    for (const r of res.results) expect(sum(r)).toBe(r.score);
    await s.close();
  });

  it('never lifts a neighbour above the match it borrows from', async () => {
    const s = openTest(p);
    const weak = await s.remember({ content: 'cache eviction uses LRU', session_id: 's' });
    const strong = await s.remember({
      content: 'cache invalidation: the cache key includes the schema version',
      session_id: 's',
    });
    const res = await s.recall({ query: 'cache invalidation key', mode: 'lexical', touch: false });
    expect(res.results.map((r) => r.record_id)).toEqual([strong.record_id, weak.record_id]);
    const [top, second] = res.results;
    const relevance = (r: RecallItem | undefined) =>
      (r?.score_breakdown ?? [])
        .filter((c) => c.source === 'Lexical' || c.source === 'Context')
        .reduce((x, c) => x + c.weight, 0);
    expect(relevance(second)).toBeLessThanOrEqual(relevance(top));
    await s.close();
  });

  it('lends nothing to a neighbour that shares no term with the query, nor between typed memories', async () => {
    const s = openTest(p);
    // A coding session distilled into unrelated memories: being written next to a match says nothing.
    const typed = [
      ['Use pnpm for installing packages', 'decision'],
      ['We use Postgres as the primary database', 'decision'],
      ['Prefer named exports over default exports', 'preference'],
      ['Database migrations must be reversible', 'constraint'],
      ['Logs go to stdout in JSON format', 'convention'],
    ] as const;
    for (const [content, memory_type] of typed)
      await s.remember({ content, memory_type, session_id: 'coding', source_kind: 'distilled' });
    // Untyped notes of one session: only the neighbour that names a query term borrows.
    await s.remember({ content: 'The database is slow on Mondays', session_id: 'chat' });
    const unrelated = await s.remember({ content: 'The team lunch is on Fridays', session_id: 'chat' });
    const related = await s.remember({ content: 'Nightly backups of it run at 02:00', session_id: 'chat2' });
    await s.remember({ content: 'which database do the backups cover?', session_id: 'chat2' });

    // The distilled memories are unreviewed candidates: asked for, so they are in the pool.
    const res = await s.recall({
      query: 'database backups',
      mode: 'lexical',
      touch: false,
      include_candidates: true,
    });
    const ids = res.results.map((r) => r.record_id);
    for (const r of res.results) {
      const words = r.content.toLowerCase();
      // Every result names a query term; none got there through a neighbour alone.
      expect(words.includes('database') || words.includes('backup')).toBe(true);
    }
    expect(ids).not.toContain(unrelated.record_id);
    expect(
      part(
        res.results.find((r) => r.record_id === related.record_id),
        'Context',
      ),
    ).toBeDefined();
    const one = await s.recall({
      query: 'database',
      mode: 'lexical',
      touch: false,
      include_candidates: true,
    });
    expect(one.results.map((r) => r.content).sort()).toEqual([
      'Database migrations must be reversible',
      'The database is slow on Mondays',
      'We use Postgres as the primary database',
      'which database do the backups cover?',
    ]);
    expect(one.results.every((r) => !part(r, 'Context'))).toBe(true);
    await s.close();
  });

  it('gives no context to records written without a session', async () => {
    const s = openTest(p);
    await s.remember({ content: 'Which queue do background jobs use?' });
    const b = await s.remember({ content: 'SQS with a dead-letter queue after 5 attempts' });
    await s.remember({ content: 'Logs go to stdout as JSON' });
    const res = await s.recall({ query: 'background jobs', mode: 'lexical', touch: false });
    expect(res.results.map((r) => r.record_id)).not.toContain(b.record_id);
    expect(res.results.every((r) => !part(r, 'Context'))).toBe(true);
    await s.close();
  });

  it('prefers records dated within the time the query names', async () => {
    const s = openTest(p);
    const march = await s.remember({
      content: 'Rate limiter moved to Redis',
      valid_from: '2024-03-12T10:00:00Z',
    });
    const may = await s.remember({
      content: 'Rate limiter thresholds raised to 100 rps',
      valid_from: '2024-05-02T10:00:00Z',
    });
    const plain = await s.recall({ query: 'rate limiter thresholds', mode: 'lexical', touch: false });
    expect(plain.results[0]?.record_id).toBe(may.record_id);
    const dated = await s.recall({
      query: 'rate limiter thresholds in March 2024',
      mode: 'lexical',
      touch: false,
    });
    expect(dated.results[0]?.record_id).toBe(march.record_id);
    expect(part(dated.results[0], 'Lexical', 'valid_from')).toMatchObject({ term: 'March 2024' });
    expect(part(dated.results[1], 'Lexical', 'valid_from')).toBeUndefined();
    for (const r of dated.results) expect(sum(r)).toBe(r.score);
    await s.close();
  });

  it('matches irregular verb forms the stemmer does not join', async () => {
    const s = openTest(p);
    const r = await s.remember({
      content: 'We chose Vitest over Jest for native ESM',
      memory_type: 'decision',
    });
    const res = await s.recall({ query: 'why choose vitest', mode: 'lexical', touch: false });
    expect(res.results[0]?.record_id).toBe(r.record_id);
    const only = await s.recall({ query: 'choose', mode: 'lexical', touch: false });
    expect(only.results.map((x) => x.record_id)).toEqual([r.record_id]);
    await s.close();
  });

  it('expands the query from its best matches when feedback is on, and explains it', async () => {
    const s = openTest(p);
    await s.remember({ content: 'HTTP retries use exponential backoff with jitter' });
    await s.remember({ content: 'Backoff for webhooks: exponential, capped' });
    const related = await s.remember({ content: 'Jitter spreads reconnects of mobile clients' });
    await s.remember({ content: 'Colours of the logo are teal and coral' });
    await s.close();

    const projection = openProjection(s.paths.indexDb, () => {});
    try {
      const req = {
        query: 'retry backoff',
        mode: 'lexical' as const,
        pool: 10,
        tags: [],
        includeArchived: false,
      };
      const deps = { source: createProjectionSource(projection), embedder: null };
      const off = await retrieveCandidates(req, deps);
      expect(off.expansion).toEqual([]);
      expect(off.candidates.map((c) => c.record.record_id)).not.toContain(related.record_id);

      const on = await retrieveCandidates(req, deps, { ...RETRIEVAL_DEFAULTS, prf: true, prfDocs: 2 });
      expect(on.expansion).toContain('jitter');
      const found = on.candidates.find((c) => c.record.record_id === related.record_id);
      expect(found?.relevance.lexical).toBeUndefined();
      expect(found?.relevance.expansion).toMatchObject({ share: 0.2, terms: on.expansion });
      const top = on.candidates[0]?.relevance;
      expect(top?.lexical?.share).toBeCloseTo(0.8);
    } finally {
      projection.close();
    }
  });

  it('bounds the candidates by the requested pool and honours filters', async () => {
    const s = openTest(p);
    for (let i = 0; i < 12; i++)
      await s.remember({
        content: `Feature flag number ${i} is served by the flags service`,
        session_id: 'bulk',
        memory_type: i % 2 === 0 ? 'decision' : 'note',
      });
    await s.close();
    const projection = openProjection(s.paths.indexDb, () => {});
    try {
      const got = await retrieveCandidates(
        {
          query: 'flags service',
          mode: 'lexical',
          pool: 4,
          tags: [],
          includeArchived: false,
          memoryTypes: ['decision'],
        },
        { source: createProjectionSource(projection), embedder: null },
      );
      expect(got.candidates).toHaveLength(4);
      expect(got.candidates.every((c) => c.record.memory_type === 'decision')).toBe(true);
    } finally {
      projection.close();
    }
  });
});

describe('a replacement found through the memory it replaced', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('lends the outdated match its score, so the replacement ranks first and a bundle hands it over', async () => {
    const s = openTest(p);
    try {
      const old = await s.remember({
        content: 'Shared client state goes in Vuex 4 namespaced modules under store/modules.',
        memory_type: 'convention',
      });
      const now = await s.remember({
        content: 'We replaced Vuex with Pinia: client state now lives in setup stores (defineStore).',
        memory_type: 'decision',
      });
      await s.remember({
        content: 'The offers inbox lists offers received by a seller.',
        memory_type: 'fact',
      });
      expect((await s.get(old.record_id)).outdated_by).toBe(now.record_id);
      // No word of the task is in the replacement: only the outdated memory matches it.
      const task = 'add a namespaced module for the seller inbox';
      const r = await s.recall({ query: task, mode: 'lexical', touch: false });
      const ids = r.results.map((x) => x.record_id);
      expect(ids.indexOf(now.record_id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(now.record_id)).toBeLessThan(ids.indexOf(old.record_id));
      const lent = r.results.find((x) => x.record_id === now.record_id);
      expect(part(lent, 'Context', 'replaces')).toMatchObject({ term: old.record_id });
      expect(part(lent, 'Lexical')).toBeUndefined();
      for (const x of r.results) expect(x.score).toBeCloseTo(sum(x), 9);
      // A bundle hands the agent the replacement instead of the outdated rule.
      const bundle = await s.context({ task });
      const inBundle = bundle.sections.flatMap((x) => x.items).map((i) => i.id);
      expect(inBundle).toContain(now.record_id);
      expect(inBundle).not.toContain(old.record_id);
    } finally {
      await s.close();
    }
  });

  it('lends nothing to a memory that replaced none of the matches', async () => {
    const s = openTest(p);
    try {
      await s.remember({
        content: 'Shared client state goes in Vuex 4 namespaced modules.',
        memory_type: 'convention',
      });
      const other = await s.remember({
        content: 'Client state lives in Pinia setup stores.',
        memory_type: 'decision',
      });
      const r = await s.recall({ query: 'namespaced modules', mode: 'lexical', touch: false });
      expect(r.results.map((x) => x.record_id)).not.toContain(other.record_id);
    } finally {
      await s.close();
    }
  });
});

describe('words with another ending than the memory', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('finds a memory holding another inflection of a word no memory holds, and leaves look-alikes', async () => {
    const s = openTest(p);
    try {
      const limit = await s.remember({
        content: 'Lusegrense: 0,5 voksne hunnlus per fisk i snitt på lokaliteten.',
        memory_type: 'constraint',
      });
      const invoice = await s.remember({
        content: 'Le fatture elettroniche passano sempre dal Sistema di Interscambio.',
        memory_type: 'convention',
      });
      const constraint = await s.remember({
        content: 'The payment constraint is checked before capture.',
        memory_type: 'constraint',
      });
      const ids = async (query: string) =>
        (await s.recall({ query, mode: 'lexical', touch: false })).results.map((x) => x.record_id);
      // Norwegian definite form, Italian singular: words of the memory with another ending.
      expect(await ids('hva er lusegrensa nå')).toEqual([limit.record_id]);
      expect(await ids('la fattura elettronica')).toContain(invoice.record_id);
      // "constant" is not "constraint", nor a typo another inflection.
      expect(await ids('a constant')).not.toContain(constraint.record_id);
      expect(await ids('the constrait')).not.toContain(constraint.record_id);
      // The hook's topic gate counts the variant as the word.
      const bundle = await s.context({ task: 'hva er lusegrensa for lokaliteten' });
      expect(bundle.sections.flatMap((x) => x.items).map((i) => i.id)).toContain(limit.record_id);
    } finally {
      await s.close();
    }
  });
});

describe('retrieval in Chinese, Japanese and Korean', () => {
  it('finds a memory written without spaces from a prompt that shares its words, not one that shares none', async () => {
    const p = tempProject();
    const s = openTest(p);
    const wall = await s.remember({
      content: 'デフォルトは平衡壁モデルのままにします。非平衡モデルは wall_model.type で明示的に選ぶ。',
      memory_type: 'convention',
    });
    const claims = await s.remember({
      content: 'レセプトの送信は ORCA API 経由のみ。手入力は禁止。',
      memory_type: 'constraint',
    });
    await s.remember({ content: 'Use pnpm for all packages.', memory_type: 'convention' });
    const ids = async (query: string) =>
      (await s.recall({ query, touch: false })).results.map((r) => r.record_id);
    expect((await ids('壁モデルのデフォルトを変えて'))[0]).toBe(wall.record_id);
    expect(await ids('レセプト')).toEqual([claims.record_id]);
    expect(await ids('在庫の同期')).toEqual([]);
    await s.close();
    p.cleanup();
  });
});
