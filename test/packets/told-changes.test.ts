import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runHook } from '../../src/hooks/run.js';
import { syncAgentsMd } from '../../src/integrations/ingest/index.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

// A newer memory that tells a change in words the claim reader does not know ("We ripped Koin out") still
// reaches the agent beside the memory it may replace, both marked; one that shares only common words with
// another is not.

let p: TempProject;
let t: number;
let s: ReturnType<typeof openTest>;
const clock = (): Date => new Date(t);
const DAY = 86_400_000;

beforeEach(() => {
  p = tempProject();
  t = Date.parse('2026-01-01T12:00:00Z');
  s = openTest(p, { clock });
});

afterEach(async () => {
  await s.close();
  p.cleanup();
});

const BACKGROUND = [
  'Telemetry is published on MQTT topics t/{tenant}/{device}/telemetry with QoS 1.',
  'The writer service batches inserts into TimescaleDB every 500 ms.',
  'Alerts are evaluated per asset with a 15 minute grace period.',
  'Every API query filters by the tenant from the JWT, never from the path.',
  'JVM containers use MaxRAMPercentage=75 and no -Xmx.',
  'Kafka topics are keyed by tenant id so alerts stay ordered.',
  'Logs are JSON on stdout, shipped to CloudWatch.',
  'Firmware images live in S3 under the hardware revision.',
  'HikariCP pools hold 8 connections per writer pod.',
  'Tests use kotest with MockK, never Mockito.',
  'Readings arrive in hundredths of a degree and are stored in degrees Celsius.',
  'Gradle builds use the version catalog in gradle/libs.versions.toml.',
];

/** The Koin memory, then 90 days later one that tells it was ripped out (an agent's proposal if asked). */
async function seed(opts: { proposal?: boolean } = {}): Promise<{ old: string; now: string }> {
  for (const content of BACKGROUND) await s.remember({ content, memory_type: 'fact' });
  const old = await s.remember({
    content:
      'Use Koin for DI: each Gradle module exposes a koinModule and routes get their dependencies with by inject<DeviceRepository>().',
    memory_type: 'decision',
  });
  t += 90 * DAY;
  const now = await s.remember({
    content:
      'We ripped Koin out. One AppGraph per service builds everything with plain constructors in main(); routes get what they need as parameters, no by inject(), no koinModule.',
    memory_type: 'decision',
    ...(opts.proposal ? { source_kind: 'ai_proposal' as const } : {}),
  });
  return { old: old.record_id, now: now.record_id };
}

describe('a change told in new words, at injection', () => {
  it('the claim reader does not link the pair: this is what the check is for', async () => {
    const { old, now } = await seed();
    expect((await s.get(now)).contradicts ?? []).not.toContain(old);
  });

  it('a bundle shows the newer memory beside the older one, both marked, even when the task names only the older', async () => {
    const { old, now } = await seed();
    const packet = await s.context({
      task: 'add a koinModule for the new FirmwareRepository with by inject',
    });
    const items = packet.sections.flatMap((x) => x.items);
    const ids = items.map((i) => i.id);
    expect(ids).toContain(old);
    expect(ids).toContain(now);
    expect(ids.indexOf(now)).toBe(ids.indexOf(old) + 1);
    expect(items.find((i) => i.id === old)?.markers).toContain(
      `⚖ ${now}, newer, says something here changed — check this still holds`,
    );
    expect(items.find((i) => i.id === now)?.markers).toContain(`⚖ may replace ${old} — check which holds`);
    // The markers count in the budget.
    expect(packet.tokens).toBeGreaterThan(0);
  });

  it('recall marks the two when it lists both, and brings nothing in', async () => {
    const { old, now } = await seed();
    const r = await s.recall({ query: 'koin koinModule inject', limit: 5 });
    const byId = new Map(r.results.map((x) => [x.record_id, x]));
    expect(byId.get(old)?.markers).toContain(
      `⚖ ${now}, newer, says something here changed — check this still holds`,
    );
    expect(byId.get(now)?.markers).toContain(`⚖ may replace ${old} — check which holds`);
    // Markers are no score: the breakdown still sums to it.
    for (const x of r.results)
      expect(x.score).toBeCloseTo(
        x.score_breakdown.reduce((n, c) => n + c.weight, 0),
        9,
      );
    const one = await s.recall({ query: 'koin koinModule inject', limit: 1 });
    expect(one.results).toHaveLength(1);
  });

  it('an unreviewed candidate that tells a change casts no doubt, even in a recall that asks for candidates', async () => {
    const { old, now: proposal } = await seed({ proposal: true });
    expect((await s.get(proposal)).state).toBe('candidate');
    const r = await s.recall({ query: 'koin koinModule inject', include_candidates: true, limit: 5 });
    expect(r.results.map((x) => x.record_id)).toContain(proposal);
    for (const x of r.results) expect(x.markers.join(' ')).not.toContain('says something here changed');
    expect(r.results.find((x) => x.record_id === old)?.markers.join(' ') ?? '').not.toContain('⚖');
  });

  it('the prompt hook shows both with their markers', async () => {
    const { old, now } = await seed();
    await s.close();
    const out = await runHook(
      'user-prompt',
      JSON.stringify({
        cwd: p.root,
        hook_event_name: 'UserPromptSubmit',
        prompt: 'wire the FirmwareRepository into the ota routes with koin by inject',
      }),
      {
        cwd: p.root,
        home: p.home,
        root: p.root,
        now: clock,
        open: () => openTest(p, { clock }),
        warn: () => {},
      },
    );
    s = openTest(p, { clock });
    const text = JSON.stringify(out);
    expect(text).toContain(`⚖ ${now}, newer, says something here changed`);
    expect(text).toContain(`⚖ may replace ${old}`);
  });

  it('the wakeup marks the pair too', async () => {
    const { old, now } = await seed();
    const wake = await s.wakeup();
    const items = wake.sections.flatMap((x) => x.items);
    expect(items.find((i) => i.id === old)?.markers.join(' ')).toContain(`⚖ ${now}, newer`);
    expect(items.find((i) => i.id === now)?.markers.join(' ')).toContain(`⚖ may replace ${old}`);
  });

  it('does not mark a newer memory that says "now" about something else sharing one word', async () => {
    const { old } = await seed();
    t += DAY;
    const other = await s.remember({
      content: 'Routes now return problem+json errors, mapped in one place.',
      memory_type: 'convention',
    });
    const packet = await s.context({
      task: 'koin by inject in the routes, and what errors do routes return',
    });
    const items = packet.sections.flatMap((x) => x.items);
    // It is in the bundle beside the Koin memory, unmarked.
    expect(items.map((i) => i.id)).toContain(other.record_id);
    for (const i of items) expect(i.markers.join(' ')).not.toContain(other.record_id);
    expect(items.find((i) => i.id === old)?.markers.join(' ') ?? '').not.toContain(other.record_id);
  });

  it('after an edit, memories naming the file are marked the same way', async () => {
    for (const content of BACKGROUND) await s.remember({ content, memory_type: 'fact' });
    const file = 'api/src/main/kotlin/AppModule.kt';
    const old = await s.remember({
      content:
        'AppModule.kt wires the api with Koin: every repository is registered with single { } and routes call get() for it.',
      memory_type: 'convention',
      file_refs: [file],
    });
    t += 60 * DAY;
    const now = await s.remember({
      content:
        'AppModule.kt no longer declares a koinModule: the api builds each repository in AppGraph, single instances by hand.',
      memory_type: 'convention',
      file_refs: [file],
    });
    expect((await s.get(now.record_id)).contradicts ?? []).not.toContain(old.record_id);
    const packet = await s.fileContext({ file });
    const items = packet.sections.flatMap((x) => x.items);
    expect(items.find((i) => i.id === old.record_id)?.markers.join(' ')).toContain(
      `⚖ ${now.record_id}, newer`,
    );
    expect(items.find((i) => i.id === now.record_id)?.markers.join(' ')).toContain(
      `⚖ may replace ${old.record_id}`,
    );
    // What this session was already shown for the file is left out.
    const again = await s.fileContext({ file, exclude: [old.record_id] });
    expect(again.sections.flatMap((x) => x.items).map((i) => i.id)).toEqual([now.record_id]);
  });

  it('the file context refuses a path outside the project', async () => {
    await expect(s.fileContext({ file: '/etc/passwd' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(s.fileContext({ file: '../other/x.ts' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(s.fileContext({ file: '' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('memory lint lists the pair until someone settles it, wherever the two are shown', async () => {
    const { old, now } = await seed();
    const found = (await s.lint()).findings.filter((f) => f.rule === 'possible_replacement');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', target: old });
    expect(found[0]?.message).toContain(now);
    expect(found[0]?.message).toContain(`spool memory archive ${old}`);
    await s.transition(old, 'archive');
    expect((await s.lint()).findings.filter((f) => f.rule === 'possible_replacement')).toEqual([]);
  });

  it('memory lint stays quiet on a pair already linked by a contradiction hint', async () => {
    for (const content of BACKGROUND) await s.remember({ content, memory_type: 'fact' });
    await s.remember({ content: 'The catalog started out on MongoDB.', memory_type: 'fact' });
    t += DAY;
    const now = await s.remember({
      content: 'We moved the catalog from MongoDB to Postgres last spring.',
      memory_type: 'fact',
    });
    expect((await s.get(now.record_id)).contradicts?.length).toBe(1);
    expect((await s.lint()).findings.filter((f) => f.rule === 'possible_replacement')).toEqual([]);
  });

  it('the health page lists the older memory until it is reaffirmed: confirmed after the newer one, it holds', async () => {
    const { old, now } = await seed();
    const replaced = (await s.health()).replaced;
    expect(replaced.map((x) => x.record.record_id)).toEqual([old]);
    expect(replaced[0]?.reasons.join(' ')).toContain(now);
    t += DAY;
    await s.reaffirm(old);
    expect((await s.health()).replaced).toEqual([]);
    expect((await s.lint()).findings.filter((f) => f.rule === 'possible_replacement')).toEqual([]);
    // Packets agree: the pair is no longer marked.
    const packet = await s.context({
      task: 'add a koinModule for the new FirmwareRepository with by inject',
    });
    for (const i of packet.sections.flatMap((x) => x.items)) expect(i.markers.join(' ')).not.toContain('⚖');
  });

  it('spool sync agents-md marks both sides: the file shows every memory together', async () => {
    const { old, now } = await seed();
    expect(await s.toldChanges()).toEqual([{ older: old, newer: now }]);
    await syncAgentsMd(s);
    const text = readFileSync(join(p.root, 'AGENTS.md'), 'utf8');
    expect(text).toContain(`⚖ ${now}, newer, says something here changed — check this still holds`);
    expect(text).toContain(`⚖ may replace ${old} — check which holds`);
  });
});
