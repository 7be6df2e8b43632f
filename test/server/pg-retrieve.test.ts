import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRow } from '../../src/core/record-row.js';
import type { MemoryRecord, PendingEvent, RecordState } from '../../src/core/types.js';
import { createHashEmbedder } from '../../src/search/embedder-hash.js';
import { type Retrieved, type RetrieveRequest, retrieveCandidates } from '../../src/search/retrieve.js';
import { createProjectionSource, type SearchSource } from '../../src/search/source.js';
import { migrate } from '../../src/server/pg/migrate.js';
import { createPgPool, withTx } from '../../src/server/pg/pool.js';
import { createPgSearch, type PgSearch } from '../../src/server/pg/search.js';
import { createPgSearchIndexer } from '../../src/server/pg/search-indexer.js';
import { createPgSearchSource } from '../../src/server/pg/search-source.js';
import { resolvePaths } from '../../src/store/paths.js';
import { openStore, type Store } from '../../src/store/store.js';
import { prng, recordLine, type TempProject, tempProject } from '../helpers.js';
import { type PgHarness, startPg } from './pg-harness.js';

// Candidate retrieval (BM25 with inflection variants, vectors, file-glob rules, dates, session context and
// replacements) run by the same code over the local projection and over PostgreSQL's search tables gives the
// same candidates with the same relevance: the seam a server that ranks in PostgreSQL stands on (issue 15).

const PROJECT = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const DIMS = 64;
const embedder = createHashEmbedder(DIMS);

const SUBJECTS = (
  'invoice rounding ledger payout webhook stripe refund currency tax migration schema index cache redis ' +
  'queue worker retry backoff deploy rollback release staging token session cookie tenant search vector ' +
  'logging metrics latency timeout pool lock fixture snapshot lint format build pnpm vitest playwright ' +
  'fatture fattura lusegrens lusegrensa invoices refunds deployments'
).split(' ');
const GLUE = 'we use the for on in with never always must should after before because of and not'.split(' ');
const TYPES = ['note', 'note', 'note', 'decision', 'constraint', 'convention', 'fact'];
const STATES: RecordState[] = ['accepted', 'accepted', 'accepted', 'canonical', 'candidate', 'archived'];
const TAGS = ['billing', 'infra', 'testing', 'auth'];

function sentence(r: () => number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const pool = r() < 0.55 ? SUBJECTS : GLUE;
    // Squared: a skewed choice, so some words are everywhere and some are rare.
    out.push(pool[Math.min(pool.length - 1, Math.floor(r() * r() * pool.length))] as string);
  }
  return out.join(' ');
}

/**
 * Records written as a project's memory grows: runs of session notes (context lends along them), typed
 * memories, file-glob rules, dated memories, some replaced by a later one (`outdated_by`, up to chains).
 */
function makeRecords(count: number, seed: number, prefix: string): MemoryRecord[] {
  const r = prng(seed);
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);
  const recs: MemoryRecord[] = [];
  let session: string | undefined;
  let left = 0;
  for (let i = 0; i < count; i++) {
    if (left === 0) {
      session = r() < 0.6 ? `s${Math.floor(i / 3)}` : undefined;
      left = 2 + Math.floor(r() * 5);
    }
    left--;
    const month = 1 + Math.floor(r() * 12);
    const at = `202${4 + Math.floor(r() * 2)}-${String(month).padStart(2, '0')}-1${Math.floor(r() * 9)}T10:00:00.000Z`;
    const fields: Record<string, unknown> & { record_id: string; content: string } = {
      record_id: ids[i] as string,
      content: sentence(r, 6 + Math.floor(r() * 18)),
      memory_type: TYPES[Math.floor(r() * TYPES.length)],
      state: STATES[Math.floor(r() * STATES.length)],
      tags: [
        ...new Set(Array.from({ length: Math.floor(r() * 3) }, () => TAGS[Math.floor(r() * TAGS.length)])),
      ],
      valid_from: at,
      created_at: at,
      updated_at: at,
    };
    if (r() < 0.4) fields.title = sentence(r, 2 + Math.floor(r() * 3));
    if (session !== undefined) fields.origin = { source_kind: 'session_capture', session_id: session };
    if (r() < 0.08) {
      fields.file_refs = ['src/billing/**/*.ts'];
      fields.file_globs = ['src/billing/**/*.ts'];
    } else if (r() < 0.15) fields.file_refs = ['src/billing/invoice.ts'];
    const later = i + 1 + Math.floor(r() * 20);
    if (r() < 0.12 && later < count) fields.outdated_by = ids[later];
    recs.push(JSON.parse(recordLine(fields)) as MemoryRecord);
  }
  return recs;
}

/**
 * What happens to memories after they are written: reviews (accept, archive), reaffirmations, edits of their text
 * (which drop their vector), tags merged in by a repeated statement.
 */
function changes(recs: readonly MemoryRecord[], seed: number): PendingEvent[] {
  const r = prng(seed);
  const out: PendingEvent[] = [];
  const at = '2026-05-20T09:00:00.000Z';
  const review = (rec: MemoryRecord, to: RecordState, action: string): PendingEvent => ({
    type: 'record.state_changed',
    record_id: rec.record_id,
    payload: { from: rec.state, to, action, updated_at: at },
  });
  for (const rec of recs) {
    const x = r();
    if (x < 0.1 && rec.state === 'candidate') out.push(review(rec, 'accepted', 'accept'));
    else if (x < 0.15 && rec.state !== 'archived') out.push(review(rec, 'archived', 'archive'));
    else if (x < 0.22)
      out.push({
        type: 'record.updated',
        record_id: rec.record_id,
        payload: {
          changes: { content: `${rec.content} ${sentence(r, 4)}`, content_hash: `h${rec.record_id}` },
          updated_at: at,
        },
      });
    else if (x < 0.26) out.push({ type: 'record.reaffirmed', record_id: rec.record_id, payload: { at } });
    else if (x < 0.3)
      out.push({
        type: 'record.merged',
        record_id: rec.record_id,
        payload: { tags: [...rec.tags, 'merged'], confirmed: true, updated_at: at },
      });
  }
  return out;
}

/** A scratch local store (the events a test indexes into PostgreSQL come from its ledger). */
function scratchStore(): { store: Store; cleanup: () => void } {
  const t = tempProject('spool-pgindex-');
  let k = 0;
  const store = openStore(resolvePaths(t.root, t.home), {
    warn: () => {},
    clock: () => new Date('2026-06-02T00:00:00.000Z'),
    newId: () => `ex${String(k++).padStart(6, '0')}`,
  });
  return {
    store,
    cleanup: () => {
      store.close();
      t.cleanup();
    },
  };
}

/** Creation events for these records. */
function creations(recs: readonly MemoryRecord[]): PendingEvent[] {
  return recs.map((rec) => ({ type: 'record.created', record_id: rec.record_id, payload: { record: rec } }));
}

function requests(seed: number, n: number): RetrieveRequest[] {
  const r = prng(seed);
  const reviewed: RecordState[] = ['accepted', 'canonical', 'expiring'];
  const out: RetrieveRequest[] = [];
  for (let i = 0; i < n; i++) {
    let query = sentence(r, 1 + Math.floor(r() * 5));
    if (i % 7 === 3) query += ' in March 2025';
    if (i % 11 === 5) query = 'lusegrensa fatture';
    const base: RetrieveRequest = {
      query,
      mode: i % 4 === 0 ? 'hybrid' : 'lexical',
      pool: i % 5 === 0 ? 10 : 30,
      tags: [],
      includeArchived: false,
      states: reviewed,
    };
    const kind = i % 6;
    if (kind === 1) base.files = ['src/billing/tax/vat.ts'];
    if (kind === 2) base.memoryTypes = ['decision', 'constraint'];
    if (kind === 3) base.tags = ['billing'];
    if (kind === 4) {
      base.includeArchived = true;
      base.states = undefined;
    }
    out.push(base);
  }
  return out;
}

/**
 * Numbers equal to `tolerance` (relative), everything else exactly. BM25 agrees to the last bits (FTS5's C `log`
 * and JavaScript's may round an IDF differently); vectors to float32 precision (sqlite-vec computes cosine in
 * float32, PostgreSQL in float8, and what vectors lend flows into context and replacement weights).
 */
function expectSame(a: unknown, b: unknown, path: string, tolerance: number): void {
  if (typeof a === 'number' && typeof b === 'number') {
    const near = Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
    expect(near, `${path}: ${a} vs ${b}`).toBe(true);
    return;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    expect(Object.keys(b).sort(), path).toEqual(Object.keys(a).sort());
    for (const k of Object.keys(a)) expectSame((a as never)[k], (b as never)[k], `${path}.${k}`, tolerance);
    return;
  }
  expect(b, path).toEqual(a);
}

function summary(r: Retrieved) {
  return {
    mode_used: r.mode_used,
    expansion: r.expansion,
    candidates: r.candidates.map((c) => ({
      id: c.record.record_id,
      relevance: c.relevance,
      record: c.record,
    })),
  };
}

describe('candidate retrieval over PostgreSQL equals retrieval over the local projection', () => {
  let harness: PgHarness;
  let pool: pg.Pool;
  let client: pg.Client;
  let search: PgSearch;
  let temp: TempProject;
  let store: Store;
  let local: SearchSource;
  let remote: SearchSource;

  beforeAll(async () => {
    harness = await startPg();
    pool = createPgPool({ url: harness.url, max: 2 });
    await migrate(pool);
    client = new pg.Client({ connectionString: harness.url });
    await client.connect();
    search = createPgSearch(client, { dimensions: DIMS, pgvector: false });
    await search.migrate();

    temp = tempProject('spool-pgretrieve-');
    let n = 0;
    store = openStore(resolvePaths(temp.root, temp.home), {
      warn: () => {},
      clock: () => new Date('2026-06-01T00:00:00.000Z'),
      newId: () => `ev${String(n++).padStart(6, '0')}`,
    });
    const recs = makeRecords(400, 5, 'm');
    const created = store.write('shared', (append) => append(creations(recs)));
    const vectors = await embedder.embed(
      recs.map((rec) => `${rec.title ? `${rec.title}\n` : ''}${rec.content}`),
    );
    const rids = store.projection.ridsOf(recs.map((rec) => rec.record_id));
    store.projection.vectors.ensure(embedder.id, DIMS);
    store.projection.vectors.upsertMany(
      recs.map((rec, i) => ({ rid: rids.get(rec.record_id) as number, vector: vectors[i] as Float32Array })),
    );
    // PostgreSQL indexes the same events: the creations (with their vectors, as an embedder writes them) in two
    // batches, the second re-sending some of the first, then the changes through the indexer.
    const indexer = createPgSearchIndexer(client, search, PROJECT);
    const vectorOf = new Map(recs.map((rec, i) => [rec.record_id, Array.from(vectors[i] as Float32Array)]));
    const createdRows = created.map((ev) => ({
      row: recordRow(ev.payload.record as MemoryRecord, 'shared'),
      embedding: vectorOf.get(ev.record_id) ?? null,
    }));
    await search.upsert(PROJECT, createdRows.slice(0, 250));
    await search.upsert(PROJECT, createdRows.slice(200));
    expect(await indexer.apply(created.slice(0, 10).map((event) => ({ event, tier: 'shared' })))).toEqual({
      upserted: 10,
      removed: 0,
    });
    const changed = store.write('shared', (append) => append(changes(recs, 23)));
    const applied = await indexer.apply(changed.map((event) => ({ event, tier: 'shared' })));
    expect(applied.upserted).toBeGreaterThan(60);
    // Another project with other records: it must change neither scores nor candidates.
    await search.upsert(
      OTHER,
      makeRecords(150, 9, 'o').map((rec) => ({ row: recordRow(rec, 'shared') })),
    );
    local = createProjectionSource(store.projection);
    remote = createPgSearchSource(client, search, PROJECT);
  }, 120_000);

  afterAll(async () => {
    store?.close();
    temp?.cleanup();
    await client?.end();
    await pool?.end();
    await harness?.stop();
  });

  it('numbers rows as the local projection does and reads records back whole', async () => {
    const ids = ['m00000', 'm00199', 'm00200', 'm00399'];
    expect(await remote.ridsOf(ids)).toEqual(store.projection.ridsOf(ids));
    const rids = [...store.projection.ridsOf(ids).values()];
    expect(await remote.records([...rids, 9999])).toEqual(await local.records([...rids, 9999]));
    expect(await remote.rareRows('spoolfileglob', 2000)).toEqual(await local.rareRows('spoolfileglob', 2000));
    expect(await remote.rareRows('spoolfileglob', 2)).toBeUndefined();
  });

  it('gives the same candidates, relevance and records for 120 requests', async () => {
    const features = { context: 0, replaces: 0, temporal: 0, semantic: 0, glob: 0, variants: 0 };
    for (const req of requests(17, 120)) {
      const a = summary(await retrieveCandidates(req, { source: local, embedder }));
      const b = summary(await retrieveCandidates(req, { source: remote, embedder }));
      const what = JSON.stringify(req);

      expect(
        b.candidates.map((c) => c.id),
        what,
      ).toEqual(a.candidates.map((c) => c.id));
      expectSame(a, b, what, req.mode === 'lexical' ? 1e-12 : 1e-6);
      for (const c of a.candidates) {
        if (c.relevance.context) features.context++;
        if (c.relevance.replaces) features.replaces++;
        if (c.relevance.temporal) features.temporal++;
        if (c.relevance.semantic) features.semantic++;
        if (!c.relevance.lexical && !c.relevance.semantic && !c.relevance.context && !c.relevance.replaces)
          features.glob++;
      }
      if (
        req.query.startsWith('lusegrensa') &&
        a.candidates.some((c) => c.record.content.includes('lusegrens '))
      )
        features.variants++;
    }
    // Every path of retrieval was exercised, not only plain BM25.
    for (const [k, v] of Object.entries(features)) expect(v, k).toBeGreaterThan(0);
  });

  it('indexes edits, reviews and purges from the events, keeping a vector while its text is unchanged', async () => {
    const THIRD = '00000000-0000-4000-8000-00000000000c';
    const mk = (id: string, content: string) =>
      JSON.parse(recordLine({ record_id: id, content, content_hash: `h-${content}` })) as MemoryRecord;
    const a = mk('xa', 'ledger rounding uses banker rounding');
    const b = mk('xb', 'webhook retries back off exponentially');
    const c = mk('xc', 'cache keys carry the tenant id');
    const { store: s2, cleanup } = scratchStore();
    try {
      const written = s2.write('shared', (append) => append(creations([a, b, c])));
      const idx = createPgSearchIndexer(client, search, THIRD);
      const src = createPgSearchSource(client, search, THIRD);
      expect(await idx.apply(written.map((event) => ({ event, tier: 'shared' })))).toEqual({
        upserted: 3,
        removed: 0,
      });
      expect(await src.ridsOf(['xa', 'xb', 'xc'])).toEqual(s2.projection.ridsOf(['xa', 'xb', 'xc']));
      // Vectors as an embedder writes them.
      await search.upsert(
        THIRD,
        [a, b].map((rec, i) => ({
          row: recordRow(rec, 'shared'),
          embedding: Array.from({ length: DIMS }, (_, k) => (k === i ? 1 : 0)),
        })),
      );
      const later = s2.write('shared', (append) =>
        append([
          {
            type: 'record.state_changed',
            record_id: 'xa',
            payload: { from: 'accepted', to: 'canonical', action: 'promote' },
          },
          {
            type: 'record.updated',
            record_id: 'xb',
            payload: { changes: { content: 'webhook retries use a zebra queue', content_hash: 'h-zebra' } },
          },
          { type: 'record.purged', record_id: 'xc', payload: { reason: 'test' } },
        ]),
      );
      expect(await idx.apply(later.map((event) => ({ event, tier: 'shared' })))).toEqual({
        upserted: 2,
        removed: 1,
      });
      const got = await src.records([...(await src.ridsOf(['xa', 'xb'])).values()]);
      expect([...got.values()].map((r) => [r.record_id, r.state, r.content])).toEqual([
        ['xa', 'canonical', a.content],
        ['xb', 'accepted', 'webhook retries use a zebra queue'],
      ]);
      const found = async (word: string) =>
        (await src.lexical([word], 10, { includeArchived: true })).map((h) => h.rid);
      expect(await found('zebra')).toEqual([(await src.ridsOf(['xb'])).get('xb')]);
      expect(await found('exponenti')).toEqual([]);
      expect(await found('tenant')).toEqual([]);
      expect(await src.ridsOf(['xc'])).toEqual(new Map());
      // The promoted memory kept its vector; the edited one lost it (its text changed), as locally.
      const near = await src.vectorSearch?.(
        Float32Array.from({ length: DIMS }, (_, k) => (k < 2 ? 1 : 0)),
        5,
      );
      expect(near?.map((h) => h.rid)).toEqual([(await src.ridsOf(['xa'])).get('xa')]);
    } finally {
      cleanup();
    }
  });

  it('breaks ties as FTS5 does: equal scores in row id order, whatever the record ids', async () => {
    const FOURTH = '00000000-0000-4000-8000-00000000000d';
    // Written z first: row id order and record id order disagree, and the three share every count.
    const same = 'ledger rounding payout webhook retries';
    const recs = ['tz', 'tm', 'ta'].map(
      (id) => JSON.parse(recordLine({ record_id: id, content: same })) as MemoryRecord,
    );
    const others = Array.from(
      { length: 8 },
      (_, i) =>
        JSON.parse(recordLine({ record_id: `o${i}`, content: `cache ${i} tenant keys` })) as MemoryRecord,
    );
    const { store: s4, cleanup } = scratchStore();
    try {
      const written = s4.write('shared', (append) => append(creations([...recs, ...others])));
      await createPgSearchIndexer(client, search, FOURTH).apply(
        written.map((event) => ({ event, tier: 'shared' })),
      );
      const src = createPgSearchSource(client, search, FOURTH);
      const tokens = ['ledger', 'round', 'payout'];
      const want = s4.projection.lexical(tokens, 10, {});
      expect(want.map((h) => h.rid)).toEqual([...s4.projection.ridsOf(['tz', 'tm', 'ta']).values()]);
      expect(await src.lexical(tokens, 10, {})).toEqual(want);
    } finally {
      cleanup();
    }
  });

  it('runs as the application role under row-level security, and sees no other project', async () => {
    const schema = await search.migrate();
    const req = requests(3, 1)[0] as RetrieveRequest;
    req.query = 'invoice rounding ledger';
    const direct = summary(await retrieveCandidates(req, { source: remote, embedder }));
    expect(direct.candidates.length).toBeGreaterThan(0);
    const scoped = await withTx(pool, 'retrieve', { projectId: PROJECT, readOnly: true }, async (c) =>
      summary(
        await retrieveCandidates(req, {
          source: createPgSearchSource(c, createPgSearch(c, { dimensions: DIMS, schema }), PROJECT),
          embedder,
        }),
      ),
    );
    expectSame(direct, scoped, 'as the app role', 0);
    // Scoped to OTHER, a source naming PROJECT (an application bug) finds nothing.
    const leaked = await withTx(pool, 'retrieve', { projectId: OTHER, readOnly: true }, async (c) =>
      retrieveCandidates(req, {
        source: createPgSearchSource(c, createPgSearch(c, { dimensions: DIMS, schema }), PROJECT),
        embedder,
      }),
    );
    expect(leaked.candidates).toEqual([]);
  });
});
