import { mkdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSpoolError } from '../../src/core/errors.js';
import type { MemoryType } from '../../src/core/types.js';
import { staleMarker } from '../../src/score/markers.js';
import { contradictionHint } from '../../src/truth/contradiction.js';
import { cli } from '../cli/run.js';
import { movableClock, openTest, type TempProject, tempProject } from '../helpers.js';

describe('lifecycle', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('walks candidate → accepted → canonical → archived → restored, one event each, visible in history', async () => {
    const s = openTest(p);
    const r = await s.remember({ content: 'Feature flags live in LaunchDarkly', source_kind: 'ai_proposal' });
    expect(r.state).toBe('candidate');
    expect((await s.review()).map((x) => x.record_id)).toEqual([r.record_id]);
    expect((await s.transition(r.record_id, 'accept')).state).toBe('accepted');
    expect((await s.transition(r.record_id, 'promote')).state).toBe('canonical');
    expect((await s.transition(r.record_id, 'archive', { reason: 'moved to Unleash' })).state).toBe(
      'archived',
    );
    expect((await s.recall('feature flags')).result_count).toBe(0);
    expect((await s.recall({ query: 'feature flags', include_archived: true })).result_count).toBe(1);
    expect((await s.transition(r.record_id, 'restore')).state).toBe('canonical');
    const h = await s.history(r.record_id);
    expect(h.map((e) => e.type)).toEqual([
      'record.created',
      'record.state_changed',
      'record.state_changed',
      'record.state_changed',
      'record.state_changed',
    ]);
    expect(h[3]?.payload).toMatchObject({ from: 'canonical', to: 'archived', reason: 'moved to Unleash' });
    expect((await s.review()).length).toBe(0);
    await s.close();
  });

  it('refuses illegal transitions with a clear error', async () => {
    const s = openTest(p);
    const r = await s.remember({ content: 'Use pnpm' });
    const e = await s.transition(r.record_id, 'restore').catch((x: unknown) => x);
    expect(isSpoolError(e, 'ILLEGAL_TRANSITION')).toBe(true);
    expect((e as Error).message).toMatch(/cannot restore an accepted memory/);
    await s.transition(r.record_id, 'archive');
    const e2 = await s.transition(r.record_id, 'promote').catch((x: unknown) => x);
    expect((e2 as Error).message).toMatch(/restore it first/);
    await s.close();
  });

  it('updates through the secret gate and records the change', async () => {
    const s = openTest(p);
    const r = await s.remember({ content: 'Deploys happen on Tuesdays', tags: ['deploy'] });
    const u = await s.update(r.record_id, {
      content: 'Deploys happen on Thursdays',
      tags: ['deploy', 'release'],
    });
    expect(u.changed.sort()).toEqual(['content', 'content_hash', 'tags']);
    expect((await s.recall('thursdays')).results[0]?.record_id).toBe(r.record_id);
    expect((await s.recall('tuesdays')).result_count).toBe(0);
    const e = await s.update(r.record_id, { content: `password=${'Zx8!qLw2#Rt9'}` }).catch((x: unknown) => x);
    expect(isSpoolError(e, 'SECRET_DETECTED')).toBe(true);
    expect((await s.history(r.record_id)).at(-1)?.payload).toMatchObject({
      changes: { content: 'Deploys happen on Thursdays' },
    });
    await s.close();
  });
});

describe('facts and the predicate policy', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  const fact = (object: string, strength: 'stated' | 'inferred' = 'stated') => ({
    content: `The api uses ${object}`,
    memory_type: 'fact' as const,
    fact: { subject: 'api', predicate: 'uses_database', object, strength },
  });

  it('same value reaffirms; a stated new value supersedes the old one', async () => {
    const s = openTest(p);
    const a = await s.remember(fact('PostgreSQL'));
    const again = await s.remember({ ...fact('postgresql'), content: 'api → postgres (said again)' });
    expect(again).toMatchObject({ action: 'updated_existing', record_id: a.record_id });
    expect((await s.get(a.record_id)).last_confirmed_at).toBeDefined();
    const b = await s.remember(fact('MySQL'));
    expect(b.action).toBe('superseded_existing');
    const old = await s.get(a.record_id);
    expect(old).toMatchObject({
      state: 'archived',
      superseded_by: b.record_id,
      valid_to: '2026-06-01T12:00:00.000Z',
    });
    expect((await s.get(b.record_id)).supersedes).toEqual([a.record_id]);
    const hit = await s.recall({ query: 'api database', include_archived: true });
    expect(hit.results.find((x) => x.record_id === a.record_id)?.markers.join()).toContain('superseded by');
    await s.close();
  });

  it('an inferred different value opens a conflict; resolving keeps one', async () => {
    const s = openTest(p);
    const a = await s.remember(fact('PostgreSQL'));
    const b = await s.remember(fact('MongoDB', 'inferred'));
    expect(b.action).toBe('created');
    expect(b.state).toBe('candidate');
    expect(b.warnings.join()).toMatch(/conflict cf_/);
    const [c] = await s.conflicts('open');
    expect(c?.record_ids).toEqual([a.record_id, b.record_id]);
    expect((await s.get(b.record_id)).disputed).toBe(true);
    const res = await s.resolve(c!.conflict_id, a.record_id);
    expect(res).toMatchObject({ state: 'resolved', keep: a.record_id });
    expect((await s.get(b.record_id)).state).toBe('archived');
    expect(await s.conflicts('open')).toEqual([]);
    const e = await s.resolve(c!.conflict_id, a.record_id).catch((x: unknown) => x);
    expect(isSpoolError(e, 'CONFLICT')).toBe(true);
    await s.close();
  });

  it('multi-value predicates accumulate', async () => {
    const s = openTest(p);
    await s.remember({
      content: 'web uses React',
      fact: { subject: 'web', predicate: 'uses_framework', object: 'React' },
    });
    const b = await s.remember({
      content: 'web uses Tailwind',
      fact: { subject: 'web', predicate: 'uses_framework', object: 'Tailwind' },
    });
    expect(b.action).toBe('created');
    expect((await s.stats()).by_state).toEqual({ accepted: 2 });
    // A predicate led by "uses" holds several values: neither side is marked.
    expect((await s.get(b.record_id)).contradicts).toBeUndefined();
    await s.close();
  });

  it('another value of a predicate that reads as one marks both sides, and the newer wins when it tells a change', async () => {
    const s = openTest(p);
    const a = await s.remember({
      content: 'invio allo SDI via PEC da fatture@pec.example.it',
      fact: { subject: 'SDI channel', predicate: 'is', object: 'PEC' },
    });
    const b = await s.remember({
      content: 'Siamo accreditati sul canale SDICoop come intermediario',
      fact: { subject: 'SDI channel', predicate: 'is', object: 'SDICoop' },
    });
    expect(b.action).toBe('created');
    expect(b.warnings.join()).toMatch(/may contradict .*is: "PEC" vs "SDICoop".*check which holds/);
    expect((await s.get(b.record_id)).contradicts).toEqual([a.record_id]);
    expect((await s.get(a.record_id)).contradicts).toEqual([b.record_id]);
    const hit = await s.recall({ query: 'SDI channel PEC SDICoop' });
    for (const r of hit.results) expect(r.markers.join(), r.record_id).toMatch(/contradicts/);
    // A newer value told as a change outdates the older one: it ranks first.
    const c = await s.remember({
      content: 'The queue now runs on Redis',
      fact: { subject: 'queue', predicate: 'runs_on', object: 'Redis' },
    });
    const d = await s.remember({
      content: 'We moved the queue to SQS last month',
      fact: { subject: 'queue', predicate: 'runs_on', object: 'SQS' },
    });
    expect((await s.get(c.record_id)).outdated_by).toBe(d.record_id);
    // Plural and relation predicates hold several values: nothing is marked.
    const e = await s.remember({
      content: 'Payments go through Stripe',
      fact: { subject: 'billing', predicate: 'providers', object: 'Stripe' },
    });
    const f = await s.remember({
      content: 'Payments also go through Satispay',
      fact: { subject: 'billing', predicate: 'providers', object: 'Satispay' },
    });
    expect((await s.get(f.record_id)).contradicts).toBeUndefined();
    expect((await s.get(e.record_id)).contradicts).toBeUndefined();
    // A count is one value whatever the predicate's number: 24 partitions then 12 is a question.
    const g = await s.remember({
      content: 'The orders topic has 24 partitions',
      fact: { subject: 'orders topic', predicate: 'partitions', object: '24' },
    });
    const h = await s.remember({
      content: 'The orders topic has 12 partitions',
      fact: { subject: 'orders topic', predicate: 'partitions', object: '12' },
    });
    expect((await s.get(h.record_id)).contradicts).toEqual([g.record_id]);
    await s.close();
  });

  it('the predicate policy is configurable', async () => {
    const s = openTest(p, {
      config: (await import('../../src/core/config.js')).parseConfig(
        '[facts]\nsingle_value_predicates = ["uses_framework"]\n',
        'test',
      ),
    });
    await s.remember({
      content: 'web uses React',
      fact: { subject: 'web', predicate: 'uses_framework', object: 'React' },
    });
    const b = await s.remember({
      content: 'web uses Vue',
      fact: { subject: 'web', predicate: 'uses_framework', object: 'Vue' },
    });
    expect(b.action).toBe('superseded_existing');
    await s.close();
  });
});

describe('purge', () => {
  it('erases content from every shard, leaves a tombstone, and keeps the chains valid', async () => {
    const p = tempProject();
    const s = openTest(p);
    const keep = await s.remember({ content: 'Builds run on Node 20' });
    const gone = await s.remember({ content: 'Personal phone of the on-call engineer is 555-0100' });
    await s.update(gone.record_id, { tags: ['oncall'] });
    const r = await s.purge(gone.record_id, { reason: 'personal data' });
    expect(r.rewritten_shards).toHaveLength(1);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(r.rewritten_shards[0]!, 'utf8');
    expect(text).not.toContain('555-0100');
    expect(text).toContain('"type":"record.purged"');
    await expect(s.get(gone.record_id)).rejects.toThrow(/no memory/);
    expect((await s.get(keep.record_id)).content).toBe('Builds run on Node 20');
    const d = await s.doctor();
    expect(d.ok).toBe(true);
    expect((await s.recall('phone on-call')).result_count).toBe(0);
    await s.close();
    p.cleanup();
  });
});

describe('contradiction hints', () => {
  it('finds, among every other memory, each contradiction the checker recognises', async () => {
    const pairs = JSON.parse(
      readFileSync(new URL('../fixtures/contradiction-pairs.json', import.meta.url), 'utf8'),
    ) as {
      older: { content: string; memory_type: MemoryType };
      newer: { content: string; memory_type: MemoryType };
      contradicts: boolean;
    }[];
    const p = tempProject();
    const s = openTest(p);
    // Every pair's older memory goes into one store, so each newer one has ~160 distractors, many of them
    // sharing its common words; filler memories make the common words common.
    const older: string[] = [];
    for (const pair of pairs) {
      const r = await s.remember({ ...pair.older, tags: ['fixture'] });
      older.push(r.record_id);
    }
    for (let i = 0; i < 200; i++)
      await s.remember({
        content: `we use the build ${i} for the service and the tests`,
        memory_type: 'decision',
      });
    let expected = 0;
    let found = 0;
    for (const [i, pair] of pairs.entries()) {
      if (!pair.contradicts || !contradictionHint(pair.older, pair.newer).contradicts) continue;
      const r = await s.remember(pair.newer);
      // A newer memory equal to another pair's older one is a duplicate, not a new memory.
      if (r.action === 'updated_existing') continue;
      expected++;
      if ((await s.get(r.record_id)).contradicts?.includes(older[i] as string)) found++;
    }
    expect(expected).toBeGreaterThanOrEqual(40);
    expect(found).toBe(expected);
    await s.close();
    p.cleanup();
  });

  it('flags a newer memory that contradicts an older one of the same type', async () => {
    const p = tempProject();
    const s = openTest(p);
    const a = await s.remember({ content: 'We use Jest for unit tests', memory_type: 'convention' });
    const b = await s.remember({
      content: 'We no longer use Jest for unit tests',
      memory_type: 'convention',
    });
    expect(b.warnings.join()).toContain(`may contradict ${a.record_id}`);
    expect((await s.get(b.record_id)).contradicts).toEqual([a.record_id]);
    const c = await s.remember({
      content: 'Unit tests live next to the code they test',
      memory_type: 'convention',
    });
    expect(c.warnings).toEqual([]);
    await s.close();
    p.cleanup();
  });

  it('reads the vendors a team picks one of for a job, and a name merely ruled out elsewhere as no clash', () => {
    const hint = (older: string, newer: string, type: MemoryType = 'fact') =>
      contradictionHint({ content: older, memory_type: type }, { content: newer, memory_type: type });
    // Redis is a broker too; card payments, image loading, content, CI have their vendors.
    expect(hint('Celery uses Redis as the broker.', 'Celery uses RabbitMQ as the broker.').contradicts).toBe(
      true,
    );
    expect(
      hint('Card payments go through Moneris terminals.', 'Card payments go through Stripe Terminal.')
        .contradicts,
    ).toBe(true);
    expect(hint('Images load with Glide.', 'Images load with Coil.', 'convention').contradicts).toBe(true);
    // Two spellings of one vendor are no change.
    expect(hint('Auth is Azure AD.', 'Auth is Microsoft Entra.').contradicts).toBe(false);
    // "Tests never talk to Stripe" and a rule about Stripe's API version share the name, not a subject.
    expect(
      hint(
        'Stripe API version is pinned in config/cashier.php; do not bump it casually.',
        'Tests never talk to Stripe: the gateway is faked in tests/Pest.php.',
        'convention',
      ).contradicts,
    ).toBe(false);
  });

  it('ranks down the older of two values when the newer memory tells the change', async () => {
    const p = tempProject();
    const s = openTest(p);
    // The reader finds "Redis" vs "SQS" but no side; the newer one tells the change, so it holds.
    const a = await s.remember({ content: 'The queue now runs on Redis', memory_type: 'fact' });
    const b = await s.remember({ content: 'We moved the queue to SQS last month', memory_type: 'fact' });
    expect((await s.get(a.record_id)).outdated_by).toBe(b.record_id);
    await s.close();
    p.cleanup();
  });
});

describe('stale marker and expiry (injected clock)', () => {
  it('marks single-value facts older than 180 days and not confirmed since (seed 004)', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const svp = ['deployment_platform'];
    expect(
      staleMarker({ predicate: 'deployment_platform', created_at: '2025-10-01T00:00:00Z' }, now, 180, svp),
    ).toBe('⚠ stale: recorded 2025-10-01, not confirmed in ~8mo — verify before relying');
    expect(
      staleMarker(
        {
          predicate: 'deployment_platform',
          valid_from: '2026-03-01T00:00:00Z',
          created_at: '2025-01-01T00:00:00Z',
        },
        now,
        180,
        svp,
      ),
    ).toBeNull();
    expect(
      staleMarker(
        {
          predicate: 'deployment_platform',
          created_at: '2025-10-01T00:00:00Z',
          last_confirmed_at: '2026-05-01T00:00:00Z',
        },
        now,
        180,
        svp,
      ),
    ).toBeNull();
    expect(
      staleMarker(
        {
          predicate: 'deployment_platform',
          created_at: '2025-10-01T00:00:00Z',
          last_confirmed_at: '2025-11-01T00:00:00Z',
        },
        now,
        180,
        svp,
      ),
    ).not.toBeNull();
    expect(
      staleMarker({ predicate: 'uses_framework', created_at: '2020-01-01T00:00:00Z' }, now, 180, svp),
    ).toBeNull();
  });

  it('recall shows the stale marker; facts expire, then lapse; reaffirm resets the clock', async () => {
    const p = tempProject();
    const clock = movableClock('2026-01-01T00:00:00Z');
    const s = openTest(p, { clock: clock.clock });
    const a = await s.remember({
      content: 'We deploy on Heroku',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
    });
    const b = await s.remember({
      content: 'Auth uses OAuth device flow',
      fact: { subject: 'cli', predicate: 'auth_method', object: 'device flow' },
    });
    clock.advanceDays(200);
    const sw = await s.sweep();
    expect(sw.expiring.sort()).toEqual([a.record_id, b.record_id].sort());
    const hit = await s.recall({ query: 'deploy heroku', touch: false });
    expect(hit.results[0]?.markers).toEqual([
      '⚠ stale: recorded 2026-01-01, not confirmed in ~7mo — verify before relying',
      '⏳ expiring — reaffirm or let it lapse',
    ]);
    expect((await s.reaffirm(b.record_id)).state).toBe('accepted');
    // A reaffirmed fact is confirmed: no stale marker any more.
    const conf = await s.recall({ query: 'oauth device flow', touch: false });
    expect(conf.results[0]?.record_id).toBe(b.record_id);
    expect(conf.results[0]?.markers).toEqual([]);
    clock.advanceDays(31);
    const sw2 = await s.sweep();
    expect(sw2.archived).toEqual([a.record_id]);
    expect((await s.get(a.record_id)).state).toBe('archived');
    expect((await s.get(b.record_id)).state).toBe('accepted');
    await s.close();
    p.cleanup();
  });
});

describe('expiry of a canonical fact', () => {
  it('keeps its wakeup rank while expiring, and reaffirming or re-stating it makes it canonical again', async () => {
    const p = tempProject();
    const clock = movableClock('2026-01-01T00:00:00Z');
    const s = openTest(p, { clock: clock.clock });
    const erp = await s.remember({
      content: 'The ERP connector talks to Business Central over OData v4 with OAuth2 client credentials.',
      fact: { subject: 'erp', predicate: 'api', object: 'Business Central OData v4' },
    });
    await s.transition(erp.record_id, 'promote');
    const other = await s.remember({
      content: 'Stock sync pulls the inventory per location every 15 minutes.',
      fact: { subject: 'stock sync', predicate: 'interval', object: '15 minutes' },
    });
    clock.advanceDays(200);
    expect((await s.sweep()).expiring.sort()).toEqual([erp.record_id, other.record_id].sort());
    // Both expiring, both high confidence: the one a person promoted comes first in its section.
    const w = await s.wakeup({ maintenance: false });
    const facts = w.sections.find((x) => x.items.some((i) => i.id === erp.record_id));
    expect(facts?.items[0]?.id).toBe(erp.record_id);
    expect(facts?.items[0]?.markers).toContain('⏳ expiring — reaffirm or let it lapse');
    expect((await s.reaffirm(erp.record_id)).state).toBe('canonical');
    expect((await s.reaffirm(other.record_id)).state).toBe('accepted');
    // Stating it again (a dedup hit) after a later expiry confirms it back to canonical too.
    clock.advanceDays(200);
    await s.sweep();
    expect((await s.get(erp.record_id)).state).toBe('expiring');
    await s.remember({
      content: 'The ERP connector talks to Business Central over OData v4 with OAuth2 client credentials.',
      fact: { subject: 'erp', predicate: 'api', object: 'Business Central OData v4' },
    });
    expect((await s.get(erp.record_id)).state).toBe('canonical');
    await s.close();
    p.cleanup();
  });
});

describe('expiry: retrieval is not confirmation, but a fact in use does not lapse (issue 11 item 2)', () => {
  /** A project with one fact written on 2026-01-01, and a clock to move. */
  const oneFact = async (content: string, fact: { subject: string; predicate: string; object: string }) => {
    const p = tempProject();
    const clock = movableClock('2026-01-01T00:00:00Z');
    const s = openTest(p, { clock: clock.clock });
    return { p, clock, s, a: await s.remember({ content, fact }) };
  };

  it('expires a fact read every week but never confirmed, keeps it expiring while read, archives it once unused', async () => {
    const { p, clock, s, a } = await oneFact('We deploy on Heroku', {
      subject: 'app',
      predicate: 'deployment_platform',
      object: 'Heroku',
    });
    const readWeekly = async (weeks: number) => {
      for (let i = 0; i < weeks; i++) {
        clock.advanceDays(7);
        expect((await s.recall({ query: 'deploy heroku' })).results[0]?.record_id).toBe(a.record_id);
      }
    };
    await readWeekly(29); // 203 days, retrieved every week, confirmed never
    // Recall's lazy daily sweep expired it on the first read past 180 days.
    expect((await s.get(a.record_id)).state).toBe('expiring');
    expect((await s.recall({ query: 'deploy heroku' })).results[0]?.markers).toContain(
      '⏳ expiring — reaffirm or let it lapse',
    );
    await readWeekly(8); // 56 more days expiring, still in use: it does not lapse
    expect((await s.sweep()).archived).toEqual([]);
    expect((await s.get(a.record_id)).state).toBe('expiring');
    clock.advanceDays(31); // nobody reads it any more
    const sw2 = await s.sweep();
    expect(sw2.archived).toEqual([a.record_id]);
    const h = await s.history(a.record_id);
    expect(JSON.stringify(h)).toContain('lapsed: expiring and unused for 30 days');
    await s.close();
    p.cleanup();
  });

  it('a retrieval a moment before the sweep, still in the batch, counts as use', async () => {
    const { p, clock, s, a } = await oneFact('Auth uses OAuth device flow', {
      subject: 'cli',
      predicate: 'auth_method',
      object: 'device flow',
    });
    clock.advanceDays(200);
    expect((await s.sweep()).expiring).toEqual([a.record_id]);
    clock.advanceDays(29);
    expect((await s.recall({ query: 'oauth device flow' })).results[0]?.record_id).toBe(a.record_id);
    // Within the batch's 250 ms: the touch is not in the tracker yet, and the sweep must see it.
    clock.advanceDays(2);
    expect((await s.sweep()).archived).toEqual([]);
    expect((await s.get(a.record_id)).state).toBe('expiring');
    await s.close();
    p.cleanup();
  });
});

describe('stale markers: injection is not confirmation (issue 11 item 2)', () => {
  const deploy = { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' } as const;
  const staleRe = /^⚠ stale: recorded 2026-01-01, not confirmed in ~\d+mo — verify before relying$/;
  const staleOf = (markers: string[] | undefined) => (markers ?? []).filter((m) => m.startsWith('⚠ stale'));

  it('keeps the marker across sessions: wakeups, context bundles and recalls do not confirm a fact', async () => {
    const p = tempProject();
    const clock = movableClock('2026-01-01T00:00:00Z');
    let s = openTest(p, { clock: clock.clock });
    const a = await s.remember({ content: 'We deploy on Heroku', memory_type: 'fact', fact: deploy });
    await s.close();
    clock.advanceDays(200);
    for (let session = 0; session < 3; session++) {
      s = openTest(p, { clock: clock.clock });
      const w = await s.wakeup();
      const item = w.sections.flatMap((x) => x.items).find((i) => i.id === a.record_id);
      expect(staleOf(item?.markers)).toHaveLength(1);
      expect(staleOf(item?.markers)[0]).toMatch(staleRe);
      const c = await s.context({ task: 'deploy heroku' });
      expect(staleOf(c.sections[0]?.items[0]?.markers)).toHaveLength(1);
      const r = await s.recall('deploy heroku');
      expect(staleOf(r.results[0]?.markers)).toHaveLength(1);
      await s.close();
      clock.advanceDays(1);
    }
    // Retrieval still drives the seed-001 staleness score: the tracker was touched.
    const tracker = JSON.parse(readFileSync(`${p.root}/.spool/local/reference-tracker.json`, 'utf8'));
    expect(tracker.records[a.record_id].count).toBeGreaterThanOrEqual(3);
    s = openTest(p, { clock: clock.clock });
    // memory lint and the health report list it.
    const lint = await s.lint();
    expect(lint.findings.filter((f) => f.rule === 'stale_fact')).toEqual([
      expect.objectContaining({ severity: 'warning', target: a.record_id }),
    ]);
    expect(lint.findings.find((f) => f.rule === 'stale_fact')?.message).toMatch(
      /^⚠ stale: recorded 2026-01-01, .*spool memory reaffirm /,
    );
    const health = await s.health();
    expect(health.stale.map((h) => [h.record.record_id, h.reasons[0]])).toEqual([
      [a.record_id, expect.stringMatching(staleRe)],
    ]);
    // The reality check confirms through the same call, saying who and on what evidence.
    const bad = await s.reaffirm(a.record_id, { by: '' }).catch((e: unknown) => e);
    expect(isSpoolError(bad, 'INVALID_INPUT')).toBe(true);
    await s.reaffirm(a.record_id, { by: 'reality-check', evidence: 'Procfile:1' });
    expect((await s.history(a.record_id)).at(-1)?.payload).toMatchObject({
      by: 'reality-check',
      evidence: 'Procfile:1',
    });
    expect(staleOf((await s.recall('deploy heroku')).results[0]?.markers)).toEqual([]);
    expect((await s.lint()).findings.filter((f) => f.rule === 'stale_fact')).toEqual([]);
    expect((await s.health()).stale).toEqual([]);
    await s.close();
    p.cleanup();
  });

  it('accepting, re-stating (a dedup hit) and reaffirming confirm; rebuild from the ledger agrees', async () => {
    const p = tempProject();
    const clock = movableClock('2026-01-01T00:00:00Z');
    const s = openTest(p, { clock: clock.clock });
    const accepted = await s.remember({
      content: 'The API authenticates with OAuth device flow',
      fact: { subject: 'api', predicate: 'auth_method', object: 'device flow' },
      source_kind: 'ai_proposal',
    });
    const restated = await s.remember({
      content: 'Postgres is our primary database',
      fact: { subject: 'app', predicate: 'uses_database', object: 'Postgres' },
    });
    const untouched = await s.remember({ content: 'We deploy on Heroku', fact: deploy });
    clock.advanceDays(100);
    await s.transition(accepted.record_id, 'accept');
    const again = await s.remember({ content: 'Postgres is our primary database' });
    expect(again).toMatchObject({ record_id: restated.record_id, action: 'updated_existing' });
    for (const id of [accepted.record_id, restated.record_id])
      expect((await s.get(id)).last_confirmed_at).toBe('2026-04-11T00:00:00.000Z');
    expect((await s.get(untouched.record_id)).last_confirmed_at).toBeUndefined();
    clock.advanceDays(100);
    const markersOf = async () => {
      const w = await s.wakeup({ maintenance: false });
      return new Map(w.sections.flatMap((x) => x.items).map((i) => [i.id, staleOf(i.markers)]));
    };
    const before = await markersOf();
    expect(before.get(accepted.record_id)).toEqual([]);
    expect(before.get(restated.record_id)).toEqual([]);
    expect(before.get(untouched.record_id)?.[0]).toMatch(staleRe);
    await s.rebuild();
    expect(await markersOf()).toEqual(before);
    await s.close();
    p.cleanup();
  });
});

describe('CLI truth maintenance (SPOOL_NOW)', () => {
  it('remember --fact, conflicts, resolve, history, and the stale marker months later', async () => {
    const p = tempProject();
    mkdirSync(p.root, { recursive: true });
    const env = { SPOOL_HOME: p.home, SPOOL_NOW: '2026-01-10T00:00:00Z' };
    const a = JSON.parse(
      (
        await cli(
          [
            'remember',
            'We use npm',
            '--fact',
            'repo | package_manager | npm',
            '--because',
            'CI image has it',
            '--format',
            'json',
          ],
          { cwd: p.root, env },
        )
      ).stdout,
    );
    const b = JSON.parse(
      (
        await cli(
          [
            'remember',
            'Looks like pnpm',
            '--fact',
            'repo | package_manager | pnpm',
            '--inferred',
            '--format',
            'json',
          ],
          { cwd: p.root, env },
        )
      ).stdout,
    );
    expect(b.state).toBe('candidate');
    const conflicts = JSON.parse(
      (await cli(['memory', 'conflicts', '--format', 'json'], { cwd: p.root, env })).stdout,
    );
    const cid = conflicts.conflicts[0].conflict_id;
    expect((await cli(['memory', 'conflicts'], { cwd: p.root, env })).stdout).toContain('pnpm');
    const r = await cli(['memory', 'resolve', cid, '--keep', a.record_id], { cwd: p.root, env });
    expect(r.code).toBe(0);
    const hist = await cli(['memory', 'history', b.record_id], { cwd: p.root, env });
    expect(hist.stdout).toContain(`superseded by ${a.record_id}`);
    const later = await cli(['recall', 'package manager', '--format', 'json'], {
      cwd: p.root,
      env: { ...env, SPOOL_NOW: '2026-09-01T00:00:00Z' },
    });
    expect(JSON.parse(later.stdout).results[0].markers[0]).toMatch(
      /^⚠ stale: recorded 2026-01-10, not confirmed in ~8mo/,
    );
    const lint = await cli(['memory', 'lint'], {
      cwd: p.root,
      env: { ...env, SPOOL_NOW: '2026-09-01T00:00:00Z' },
    });
    expect(lint.stdout).toContain(`! stale_fact  ${a.record_id}: ⚠ stale: recorded 2026-01-10`);
    // The lazy daily sweep ran with that later clock: the unconfirmed fact is now expiring.
    expect(
      (await cli(['memory', 'show', a.record_id, '--format', 'json'], { cwd: p.root, env })).stdout,
    ).toContain('"expiring"');
    expect((await cli(['memory', 'restore', a.record_id], { cwd: p.root, env })).code).toBe(1);
    expect((await cli(['memory', 'accept', a.record_id], { cwd: p.root, env })).stdout).toContain(
      'now accepted',
    );
    expect((await cli(['memory', 'promote', a.record_id], { cwd: p.root, env })).stdout).toContain(
      'canonical',
    );
    p.cleanup();
  });
});
