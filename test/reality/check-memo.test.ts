import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealityCheck } from '../../src/reality/check.js';
import { decodeScanCache } from '../../src/reality/scan.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'spool-reality-memo-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const FLY = { 'fly.toml': 'app = "shop"\n', 'package.json': '{"name":"shop"}' };
const open = (root: string, warnings: string[] = []) =>
  createRealityCheck({
    root,
    cacheFile: join(root, '.spool/local/reality-cache.json'),
    warn: (m) => warnings.push(m),
  });

describe('ranking memo across processes', () => {
  it('a later process reuses the verdicts and "no claim" answers of memory versions it has seen', () => {
    const root = repo(FLY);
    const warnings: string[] = [];
    const first = open(root, warnings);
    expect(first.verdictOf('a@1', { content: 'We deploy with Heroku' })).toMatchObject({
      verdict: 'contradicted',
    });
    expect(first.verdictOf('c@1', { content: 'Write small commits' })).toBeUndefined();
    first.flush();
    const saved = decodeScanCache(readFileSync(join(root, '.spool/local/reality-cache.json'), 'utf8'));
    expect(saved.verdicts?.entries).toMatchObject({ 'c@1': 0, 'a@1': { verdict: 'contradicted' } });

    const second = open(root, warnings);
    // The key names a memory version: the memo answers without reading the text again.
    expect(second.verdictOf('c@1', { content: 'We deploy with Heroku' })).toBeUndefined();
    expect(second.verdictOf('a@1', { content: 'Write small commits' })?.summary).toBe(
      'fly.toml deploys to Fly.io, not Heroku',
    );
    // A new version of a memory is read and judged.
    expect(second.verdictOf('c@2', { content: 'We deploy with Heroku' })?.verdict).toBe('contradicted');
    expect(warnings).toEqual([]);
  });

  it('drops remembered verdicts when the code changes, keeping "no claim" answers', () => {
    const root = repo(FLY);
    const first = open(root);
    first.verdictOf('a@1', { content: 'We deploy with Heroku' });
    first.verdictOf('c@1', { content: 'Write small commits' });
    first.flush();
    // The move back to Heroku: fly.toml gone, app.json with Heroku's buildpacks.
    rmSync(join(root, 'fly.toml'));
    writeFileSync(join(root, 'app.json'), '{"buildpacks":[{"url":"heroku/nodejs"}]}');
    const later = new Date(Date.now() + 5000);
    utimesSync(root, later, later);
    const second = open(root);
    expect(second.verdictOf('a@1', { content: 'We deploy with Heroku' })?.verdict).toBe('confirmed');
    expect(second.verdictOf('c@1', { content: 'We deploy with Heroku' })).toBeUndefined();
  });

  it('a large memo keeps only the entries the last saving process looked up', () => {
    const root = repo(FLY);
    const cacheFile = join(root, '.spool/local/reality-cache.json');
    const entries = () =>
      Object.keys(decodeScanCache(readFileSync(cacheFile, 'utf8')).verdicts?.entries ?? {});
    const first = open(root);
    for (let i = 0; i < 2100; i++) first.verdictOf(`m${i}@1`, { content: `Write small commits (${i})` });
    first.flush();
    expect(entries()).toHaveLength(2100);
    const second = open(root);
    second.verdictOf('m7@1', { content: 'Write small commits (7)' });
    second.verdictOf('new@1', { content: 'We deploy with Heroku' });
    second.flush();
    expect(entries().sort()).toEqual(['m7@1', 'new@1']);
  });

  it('flush writes nothing when the memo gained nothing, and never creates the cache when it may not', () => {
    const root = repo(FLY);
    const check = createRealityCheck({
      root,
      cacheFile: join(root, '.spool/local/reality-cache.json'),
      canPersist: () => false,
      warn: () => {},
    });
    check.verdictOf('a@1', { content: 'We deploy with Heroku' });
    check.flush();
    expect(() => readFileSync(join(root, '.spool/local/reality-cache.json'))).toThrow();
  });
});

describe('ranking memo inside spool', () => {
  const projects: TempProject[] = [];
  afterEach(() => {
    for (const p of projects.splice(0)) p.cleanup();
  });

  it('a later process marks what the first did, and stops once the code agrees with the memory', async () => {
    const p = tempProject('spool-reality-memo-');
    projects.push(p);
    mkdirSync(p.root, { recursive: true });
    writeFileSync(join(p.root, 'fly.toml'), 'app = "shop"\n');
    writeFileSync(join(p.root, 'package.json'), '{"name":"shop"}');
    const marked = async () => {
      const s = openTest(p);
      try {
        const items = (await s.wakeup()).sections.flatMap((x) => x.items);
        return items.filter((i) => i.markers.some((m) => m.includes('the code says otherwise'))).length;
      } finally {
        await s.close();
      }
    };
    const first = openTest(p);
    await first.remember({ content: 'We deploy the shop to Heroku with git push', memory_type: 'decision' });
    await first.close();
    expect(await marked()).toBe(1);
    const saved = decodeScanCache(readFileSync(join(p.root, '.spool/local/reality-cache.json'), 'utf8'));
    expect(Object.values(saved.verdicts?.entries ?? {})).toContainEqual(
      expect.objectContaining({ verdict: 'contradicted' }),
    );
    expect(await marked()).toBe(1);
    // Back to Heroku: the remembered verdict goes with the signals it was judged against.
    rmSync(join(p.root, 'fly.toml'));
    writeFileSync(join(p.root, 'app.json'), '{"buildpacks":[{"url":"heroku/nodejs"}]}');
    const later = new Date(Date.now() + 5000);
    utimesSync(p.root, later, later);
    expect(await marked()).toBe(0);
  });
});
