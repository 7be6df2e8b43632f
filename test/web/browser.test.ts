import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Spool } from '../../src/spool.js';
import { startWebServer, type WebServer } from '../../src/web/server.js';
import { movableClock, openTest, type TempProject, tempProject } from '../helpers.js';
import { findChromium } from './chromium.js';

/**
 * The dashboard in a real headless Chromium (Debian's when installed, else the devDependency's: see
 * chromium.ts): every page, every main action end to end (checked in the ledger afterwards), XSS payloads
 * shown as text, desktop and phone layouts.
 * Screenshots go to test-artifacts/web/.
 */

// The page's globals as far as the in-page callbacks below touch them (the project builds without the DOM lib).
interface PageElement {
  dataset: Record<string, string | undefined>;
  getAttribute(name: string): string | null;
}
declare const document: {
  getElementById(id: string): PageElement | null;
  querySelector(selector: string): unknown;
  querySelectorAll(selector: string): { length: number };
  documentElement: { scrollWidth: number };
};
declare const window: { __xss?: number; innerWidth: number; dispatchEvent(event: unknown): boolean };
declare const location: { hash: string };
declare const HashChangeEvent: new (type: string) => unknown;

const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'web');
const XSS_SCRIPT = '<script>window.__xss=1</script>';
const XSS_IMG = '<img src=x onerror="window.__xss=2">';
const XSS_TITLE = '<b onmouseover="window.__xss=3">bold</b><iframe src="javascript:window.__xss=4"></iframe>';

let p: TempProject;
let spool: Spool;
let server: WebServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const dialogs: string[] = [];
const ids: Record<string, string> = {};
let conflictId = '';

async function newPage(ctx: BrowserContext): Promise<Page> {
  const pg = await ctx.newPage();
  pg.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  pg.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  pg.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await pg.goto(server.url);
  await pg.waitForFunction(() => document.getElementById('main')?.getAttribute('aria-busy') === 'false');
  return pg;
}

const renderCount = (pg: Page) => pg.evaluate(() => document.getElementById('main')?.dataset.render ?? '0');

/** Waits until the view has been drawn again after `before` (or an error was flashed). */
async function redrawn(pg: Page, before: string, view?: string): Promise<void> {
  await pg.waitForFunction(
    ([b, v]) => {
      const m = document.getElementById('main');
      if (document.querySelector('#status .flash.error')) return true;
      return (
        !!m &&
        m.getAttribute('aria-busy') === 'false' &&
        m.dataset.render !== b &&
        (!v || m.dataset.view === v)
      );
    },
    [before, view] as const,
  );
  const err = await pg.locator('#status .flash.error').count();
  if (err > 0)
    throw new Error(`the page reported: ${await pg.locator('#status .flash.error').textContent()}`);
}

/** Navigates to a route and waits for it to be drawn. */
async function open(pg: Page, hash: string, view: string): Promise<void> {
  const before = await renderCount(pg);
  await pg.evaluate((h) => {
    if (location.hash === h) window.dispatchEvent(new HashChangeEvent('hashchange'));
    else location.hash = h;
  }, hash);
  await redrawn(pg, before, view);
  expect(await pg.locator('main .error-box').count(), `${hash} shows an error`).toBe(0);
}

/** Clicks a button that runs an action and waits for the view to redraw. */
async function action(pg: Page, button: Locator): Promise<void> {
  const before = await renderCount(pg);
  await button.click();
  await redrawn(pg, before);
}

async function shot(pg: Page, name: string): Promise<void> {
  // A sticky header would be painted mid-page in a full-page capture (CSSOM is CSP-safe; a style tag is not).
  await pg.evaluate("document.querySelector('.topbar').style.position = 'static'");
  await pg.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  await pg.evaluate("document.querySelector('.topbar').style.position = ''");
}

const types = async (id: string) => (await spool.history(id)).map((e) => e.type);
const card = (pg: Page, id: string, scope = 'main') => pg.locator(`${scope} article[data-record-id="${id}"]`);

beforeAll(async () => {
  // Fails (never skips) when no Chromium can be found; see findChromium for where it comes from.
  const launch = await findChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  p = tempProject('spool-browser-');
  mkdirSync(join(p.root, 'src'), { recursive: true });
  writeFileSync(join(p.root, 'src', 'a.ts'), 'export const retries = 3;\n');
  const clock = movableClock('2025-11-01T09:00:00Z');
  spool = openTest(p, { clock: clock.clock });
  const s = spool;

  // Old memories: a single-value fact nobody confirms, and one about a file that later changes.
  ids.stale = (
    await s.remember({
      content: 'Production deploys to Fly.io',
      title: 'Deployment platform',
      memory_type: 'project',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Fly.io', strength: 'stated' },
    })
  ).record_id;
  ids.drifted = (
    await s.remember({
      content: 'The HTTP client retries 3 times (see src/a.ts)',
      memory_type: 'convention',
      file_refs: ['src/a.ts'],
      tags: ['http'],
    })
  ).record_id;
  clock.advanceDays(3);
  await s.remember({ content: 'Errors are logged as JSON lines to stderr', memory_type: 'convention' });
  clock.advanceDays(200);
  writeFileSync(join(p.root, 'src', 'a.ts'), 'export const retries = 5;\n');
  await s.sweep({ force: true });

  // Recent memories.
  ids.decision = (
    await s.remember({
      content: 'We use PostgreSQL 16 for the billing service because we need JSONB and row-level locks',
      title: 'Billing database',
      memory_type: 'decision',
      tags: ['db', 'billing'],
      reason: 'JSONB and row-level locks',
    })
  ).record_id;
  await s.remember({
    content: 'Never store money as floats in billing code; use integer cents',
    memory_type: 'constraint',
    tags: ['billing'],
  });
  await s.remember({ content: 'Run npm test before pushing to main', memory_type: 'workflow' });
  clock.advanceDays(1);
  ids.xssScript = (
    await s.remember({ content: `${XSS_SCRIPT} billing payload one`, tags: ['xss'] })
  ).record_id;
  ids.xssImg = (
    await s.remember({
      content: `${XSS_IMG} billing payload two`,
      title: XSS_TITLE,
      tags: ['<svg onload=x>'],
    })
  ).record_id;

  // The review queue.
  const propose = async (content: string) =>
    (
      await s.remember({
        content,
        source_kind: 'ai_proposal',
        agent: 'claude-code',
        memory_type: 'convention',
      })
    ).record_id;
  ids.accept = await propose('Use pnpm workspaces for the monorepo packages');
  ids.reject = await propose('Indent Python with two spaces');
  ids.edit = await propose('Feature flags live in config/flags.yaml and default to off');
  ids.promote = await propose('Every public API endpoint needs an OpenAPI description');

  // A conflict: a stated fact, then an inferred different value of a single-value predicate.
  clock.advanceDays(1);
  ids.stated = (
    await s.remember({
      content: 'The api service uses PostgreSQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL', strength: 'stated' },
    })
  ).record_id;
  ids.inferred = (
    await s.remember({
      content: 'The api service seems to use MySQL (seen in docker-compose.yml)',
      source_kind: 'session_capture',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MySQL', strength: 'inferred' },
    })
  ).record_id;
  conflictId = (await s.conflicts('open'))[0]?.conflict_id ?? '';

  // `spool ui` opens the store after the memories were written (by other processes): do the same.
  await s.close();
  spool = openTest(p, { clock: clock.clock });
  await spool.recall({ query: 'billing' }); // a few retrievals for the stats page
  await spool.recall({ query: 'money floats' });
  server = await startWebServer(spool, { port: 0 });
  browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
    env: { ...process.env, ...launch.env },
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await newPage(context);
}, 60_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close().catch(() => {});
  await server?.close();
  await spool?.close();
  p?.cleanup();
});

describe('dashboard in Chromium', () => {
  it('signs in with the URL token, strips it, and loads every page', async () => {
    expect(page.url()).toBe(`http://127.0.0.1:${server.port}/#/search`);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name.startsWith('spool_ui_'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    for (const [hash, view, heading] of [
      ['#/search', 'search', 'Search'],
      ['#/review', 'review', 'Review queue'],
      ['#/conflicts', 'conflicts', 'Conflicts'],
      [`#/record/${ids.decision}`, 'record', 'Billing database'],
      ['#/health', 'health', 'Health'],
      ['#/stats', 'stats', 'Stats'],
    ] as const) {
      await open(page, hash, view);
      expect(await page.locator('main h1').first().textContent()).toBe(heading);
      expect(await page.locator(`#nav a[data-route="${view}"][aria-current="page"]`).count()).toBe(
        view === 'record' ? 0 : 1,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await shot(page, `desktop-${view}`);
    }
    expect(await page.locator('#badge-review').textContent()).toBe('5'); // four proposals and the disputed capture
    expect(await page.locator('#badge-conflicts').textContent()).toBe('1');

    // Without the token nothing loads.
    const stranger = await browser.newContext();
    const res = await (await stranger.newPage()).goto(`http://127.0.0.1:${server.port}/`);
    expect(res?.status()).toBe(401);
    await stranger.close();
  });

  it('searches and draws each contribution of the score as a bar that sums to the score', async () => {
    await open(page, '#/search', 'search');
    await page.fill('#q', 'billing postgresql');
    const before = await renderCount(page);
    await page.click('form.searchbar button[type=submit]');
    await redrawn(page, before, 'search');
    const results = page.locator('article.result');
    expect(await results.count()).toBeGreaterThan(0);
    expect(await card(page, ids.decision!, 'main').count()).toBe(1);
    for (const r of await results.all()) {
      const weights = await r
        .locator('.bd-row')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-weight'))));
      expect(weights.length).toBeGreaterThan(0);
      const score = Number(await r.locator('.bd-sum').getAttribute('data-score'));
      expect(weights.reduce((a, b) => a + b, 0)).toBe(score);
      expect(await r.locator('.bd-bar').count()).toBe(weights.length);
    }
    await shot(page, 'desktop-search-results');
    // Each bar is labelled with its source and weight, coloured by sign, as the API explained it.
    const api = await spool.recall({ query: 'billing postgresql', limit: 20, touch: false });
    const first = api.results[0]!;
    const row = card(page, first.record_id).locator('.bd-row');
    expect(await row.locator('.src').allInnerTexts()).toEqual(first.score_breakdown.map((c) => c.source));
    expect(await row.locator('.bd-bar.pos').count()).toBe(
      first.score_breakdown.filter((c) => c.weight >= 0).length,
    );
    expect(await row.locator('.bd-bar.neg').count()).toBe(
      first.score_breakdown.filter((c) => c.weight < 0).length,
    );
  });

  it('shows markup in memories literally and never runs it', async () => {
    await open(page, '#/search?q=billing%20payload', 'search');
    const text = await page.locator('main').textContent();
    expect(text).toContain(XSS_SCRIPT);
    expect(text).toContain(XSS_IMG);
    expect(text).toContain(XSS_TITLE);
    expect(text).toContain('#<svg onload=x>');
    for (const id of [ids.xssScript, ids.xssImg]) {
      await open(page, `#/record/${id}`, 'record');
      expect(await page.locator('main .content').first().textContent()).toContain(
        id === ids.xssImg ? XSS_IMG : XSS_SCRIPT,
      );
    }
    await open(page, '#/search', 'search'); // the recent list shows them too
    expect(await page.locator('main').textContent()).toContain(XSS_SCRIPT);
    await open(page, '#/stats', 'stats');
    expect(
      await page.evaluate(() => ({
        xss: window.__xss,
        injected: document.querySelectorAll(
          'main script, main img, main iframe, main svg b, main [onerror], main [onmouseover]',
        ).length,
      })),
    ).toEqual({ xss: undefined, injected: 0 });
    expect(dialogs).toEqual([]);
  });

  it('remembers from the form, and what was typed stays text', async () => {
    await open(page, '#/search', 'search');
    await page.click('details.new-memory > summary');
    const typed = '<img src=x onerror="window.__xss=5"> Staging deploys need a green canary first';
    await page.fill('details.new-memory textarea[name="content"]', typed);
    await page.fill('details.new-memory input[name="tags"]', 'deploy, <b>');
    await page.selectOption('details.new-memory select[name="memory_type"]', 'workflow');
    const before = await renderCount(page);
    await page.click('details.new-memory button[type="submit"]');
    await redrawn(page, before, 'record');
    expect(await page.locator('main .record-detail .content').textContent()).toBe(typed);
    expect(await page.locator('#status .flash.ok').textContent()).toContain('Remembered');
    const id = (await page.locator('main .record-detail').getAttribute('data-record-id')) ?? '';
    expect(await spool.get(id)).toMatchObject({
      content: typed,
      memory_type: 'workflow',
      tags: ['deploy', '<b>'],
    });
    expect(await types(id)).toEqual(['record.created']);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
  });

  it('accepts, rejects, edits and promotes in the review queue, and each lands in the ledger', async () => {
    await open(page, '#/review', 'review');
    expect(await page.locator('main article[data-kind="review"]').count()).toBe(5);

    await action(page, card(page, ids.accept!).locator('button[data-action="accept"]'));
    expect(await card(page, ids.accept!).count()).toBe(0);
    expect(await page.locator('#status .flash.ok').textContent()).toContain('Accepted');

    await action(page, card(page, ids.reject!).locator('button[data-action="reject"]'));
    expect(await card(page, ids.reject!).count()).toBe(0);

    await action(page, card(page, ids.promote!).locator('button[data-action="promote"]'));
    expect(await card(page, ids.promote!).count()).toBe(0);

    const editCard = card(page, ids.edit!);
    await editCard.locator('button[data-action="edit"]').click();
    await editCard
      .locator('textarea[name="content"]')
      .fill('Feature flags live in config/flags.toml and default to off');
    await editCard.locator('input[name="tags"]').fill('flags, config');
    await action(page, editCard.locator('button[data-action="save"]'));
    expect(await card(page, ids.edit!).locator('.content').textContent()).toBe(
      'Feature flags live in config/flags.toml and default to off',
    );
    await shot(page, 'desktop-review-after');

    expect((await spool.get(ids.accept!)).state).toBe('accepted');
    expect((await spool.get(ids.reject!)).state).toBe('archived');
    expect((await spool.get(ids.promote!)).state).toBe('canonical');
    expect((await spool.get(ids.edit!)).state).toBe('candidate');
    const to = async (id: string) =>
      (await spool.history(id)).filter((e) => e.type === 'record.state_changed').map((e) => e.payload.to);
    expect(await to(ids.accept!)).toEqual(['accepted']);
    expect(await to(ids.reject!)).toEqual(['archived']);
    expect(await to(ids.promote!)).toEqual(['accepted', 'canonical']);
    const upd = (await spool.history(ids.edit!)).find((e) => e.type === 'record.updated');
    expect(upd?.payload.changes).toMatchObject({
      content: 'Feature flags live in config/flags.toml and default to off',
      tags: ['flags', 'config'],
    });
  });

  it('shows the ledger timeline with a field diff after an edit', async () => {
    await open(page, `#/record/${ids.edit}`, 'record');
    const events = await page
      .locator('ol.timeline > li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect(events).toEqual(await types(ids.edit!));
    const diff = page.locator('ol.timeline > li[data-type="record.updated"] table.diff');
    expect(await diff.locator('tr[data-field="content"] del').textContent()).toBe('config/flags.yaml');
    expect(await diff.locator('tr[data-field="content"] ins').textContent()).toBe('config/flags.toml');
    expect(await diff.locator('tr[data-field="tags"] ins').allInnerTexts()).toEqual(['flags', 'config']);
    expect(await diff.locator('tr[data-field="content_hash"]').count()).toBe(0);
    await shot(page, 'desktop-record-diff');

    // An action from the record page lands in the ledger too.
    await action(page, page.locator('main .toolbar button[data-action="accept"]'));
    expect(await page.locator('main .record-detail .chip.state-accepted').count()).toBe(1);
    expect((await spool.history(ids.edit!)).at(-1)).toMatchObject({
      type: 'record.state_changed',
      payload: { to: 'accepted' },
    });
    expect(await page.locator('ol.timeline > li').count()).toBe((await types(ids.edit!)).length);
  });

  it('resolves a conflict by picking the survivor', async () => {
    await open(page, '#/conflicts', 'conflicts');
    const c = page.locator(`article.conflict[data-conflict-id="${conflictId}"]`);
    expect(await c.locator('.option .object').allInnerTexts()).toEqual(['PostgreSQL', 'MySQL']);
    await shot(page, 'desktop-conflicts-open');
    await action(page, c.locator(`.option[data-record-id="${ids.stated}"] button[data-action="keep"]`));
    expect(await page.locator('main').textContent()).toContain('No open conflicts.');
    expect(await types(ids.stated!)).toContain('conflict.resolved');
    expect(await types(ids.inferred!)).toContain('record.superseded');
    expect((await spool.conflicts('resolved'))[0]).toMatchObject({
      conflict_id: conflictId,
      keep: ids.stated,
    });
    await open(page, '#/conflicts?all=1', 'conflicts');
    expect(await page.locator(`.option.kept[data-record-id="${ids.stated}"]`).count()).toBe(1);
    expect(await page.locator('#badge-conflicts').isHidden()).toBe(true);
  });

  it('reaffirms an expiring fact and archives a code-drifted memory from the health page', async () => {
    await open(page, '#/health', 'health');
    // Every category of the report has its section, the newest ("Maybe replaced") too.
    for (const kind of Object.keys(await spool.health()))
      expect(await page.locator(`section[data-kind="${kind}"]`).count()).toBe(1);
    expect(await page.locator('section[data-kind="replaced"] h2').textContent()).toMatch(
      /^Maybe replaced \(\d+\)$/,
    );
    const expiring = page.locator('section[data-kind="expiring"]');
    const drifted = page.locator('section[data-kind="drifted"]');
    expect(await card(page, ids.stale!, 'section[data-kind="expiring"]').count()).toBe(1);
    expect(
      await card(page, ids.stale!, 'section[data-kind="stale"]').locator('.marker').first().textContent(),
    ).toMatch(/stale: recorded 2025-11-01/);
    expect(await drifted.locator(`article[data-record-id="${ids.drifted}"] .marker`).textContent()).toContain(
      'code changed since recorded: src/a.ts',
    );
    await shot(page, 'desktop-health-before');

    await action(
      page,
      expiring.locator(`article[data-record-id="${ids.stale}"] button[data-action="reaffirm"]`),
    );
    expect(await card(page, ids.stale!, 'section[data-kind="expiring"]').count()).toBe(0);
    expect(await types(ids.stale!)).toContain('record.reaffirmed');
    expect((await spool.get(ids.stale!)).state).toBe('accepted');

    await action(
      page,
      drifted.locator(`article[data-record-id="${ids.drifted}"] button[data-action="archive"]`),
    );
    expect(await card(page, ids.drifted!, 'section[data-kind="drifted"]').count()).toBe(0);
    expect((await spool.history(ids.drifted!)).at(-1)).toMatchObject({
      type: 'record.state_changed',
      payload: { to: 'archived' },
    });
  });

  it('draws the stats charts', async () => {
    await open(page, '#/stats', 'stats');
    const byType = await page
      .locator('#chart-type .hbar')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-label'), Number(e.getAttribute('data-value'))]),
      );
    const stats = await spool.stats();
    expect(Object.fromEntries(byType)).toEqual(stats.by_type);
    expect(await page.locator('#chart-state .hbar').count()).toBe(
      Object.values(stats.by_state).filter((n) => n > 0).length,
    );
    expect(await page.locator('#chart-growth svg rect.bar').count()).toBe(stats.growth.length);
    expect(await page.locator('#chart-growth svg polyline.line').count()).toBe(1);
    expect(await page.locator('#chart-most .hbar').count()).toBe(stats.most_retrieved.length);
    expect(await page.locator('#chart-least .hbar').count()).toBe(stats.least_retrieved.length);
    await shot(page, 'desktop-stats');
    expect(problems).toEqual([]);
  });

  it('names untitled cards by type and untitled record pages by their content, scales score bars per list, names context rows', async () => {
    // Two conversation turns of one session: the second borrows relevance from the first (a Context row).
    const ask = await spool.remember({
      content: 'Which queue should the ledger worker use for ledger retries?',
      session_id: 'sess-ui',
    });
    const answer = await spool.remember({
      content: 'For the ledger: SQS, because it is already provisioned',
      session_id: 'sess-ui',
    });
    await open(page, '#/search?q=ledger%20queue%20retries', 'search');
    const a = card(page, answer.record_id);
    expect(await a.locator('.card-head h3').textContent()).toBe('Note');
    expect((await a.textContent())?.split('For the ledger: SQS').length).toBe(2); // shown once
    const ctx = a.locator('.bd-row[data-source="Context"]');
    expect(await ctx.count()).toBe(1);
    expect(await ctx.textContent()).not.toContain(ask.record_id);
    expect(await ctx.locator('.bd-label').textContent()).toContain('next to “Which queue should');
    expect(await ctx.locator(`.bd-label a[href="#/record/${ask.record_id}"]`).count()).toBe(1);
    // Every bar of the list is drawn to one scale: its length is its weight over the list's largest weight.
    const rows = await page.locator('article.result .bd-row').evaluateAll((els) =>
      els.map((e) => {
        const bar = e.querySelector('.bd-bar')?.getBoundingClientRect().width ?? -1;
        const track = e.querySelector('.bd-track')?.getBoundingClientRect().width ?? -1;
        return { weight: Math.abs(Number(e.getAttribute('data-weight'))), bar, half: track / 2 };
      }),
    );
    expect(new Set(rows.map((r) => r.half)).size).toBe(1);
    const max = Math.max(...rows.map((r) => r.weight));
    for (const r of rows) expect(Math.abs(r.bar - (r.weight / max) * r.half)).toBeLessThan(1.5);
    await shot(page, 'desktop-search-one-scale');
    // An untitled record's page is headed by the start of its content, not by its type.
    await open(page, `#/record/${answer.record_id}`, 'record');
    expect(await page.locator('main h1.record-title').textContent()).toBe(
      'For the ledger: SQS, because it is already provisioned',
    );
    await shot(page, 'desktop-record-untitled');
  });

  it('shows on the record page that a record is in an open conflict', async () => {
    const stated = await spool.remember({
      content: 'The worker service uses Redis',
      fact: { subject: 'worker', predicate: 'uses_database', object: 'Redis', strength: 'stated' },
    });
    const inferred = await spool.remember({
      content: 'The worker service seems to use MongoDB',
      source_kind: 'session_capture',
      fact: { subject: 'worker', predicate: 'uses_database', object: 'MongoDB', strength: 'inferred' },
    });
    const open1 = (await spool.conflicts('open')).find((c) => c.subject === 'worker');
    expect(open1).toBeDefined();
    for (const [id, other] of [
      [stated.record_id, inferred.record_id],
      [inferred.record_id, stated.record_id],
    ] as const) {
      await open(page, `#/record/${id}`, 'record');
      const banner = page.locator(`main .conflict-banner[data-conflict-id="${open1?.conflict_id}"]`);
      expect(await banner.count()).toBe(1);
      expect(await banner.textContent()).toContain('worker · uses_database');
      expect(await banner.locator(`a[href="#/record/${other}"]`).textContent()).toBe(
        other === stated.record_id ? 'Redis (stated)' : 'MongoDB (inferred)',
      );
      expect(await banner.locator('a[href="#/conflicts"]').count()).toBe(1);
    }
    await shot(page, 'desktop-record-conflict');
    await open(page, `#/record/${ids.decision}`, 'record');
    expect(await page.locator('main .conflict-banner').count()).toBe(0);
  });

  it('pages through recent memories past the first 20', async () => {
    let total = (await spool.list({ limit: 10_000 })).length;
    for (; total < 45; total++) await spool.remember({ content: `Filler memory ${total} for paging` });
    await open(page, '#/search', 'search');
    expect(await page.locator('main article.record').count()).toBe(20);
    await action(page, page.locator('main button[data-action="more"]'));
    expect(await page.locator('main article.record').count()).toBe(40);
    await action(page, page.locator('main button[data-action="more"]'));
    expect(await page.locator('main article.record').count()).toBe(total);
    expect(await page.locator('main button[data-action="more"]').count()).toBe(0);
    expect(await page.locator('main .more .hint').textContent()).toContain('all of them');
  });

  it('draws growth on a time axis: dated ticks at a regular step, the total as a step line', async () => {
    await open(page, '#/stats', 'stats');
    const growth = (await spool.stats()).growth;
    const ticks = await page
      .locator('#chart-growth svg line.tick')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-day') ?? '', Number(e.getAttribute('x1'))] as const),
      );
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    const days = ticks.map(([d]) => Date.parse(d) / 86_400_000);
    const xs = ticks.map(([, x]) => x);
    // Ticks are dates placed in proportion to the time between them (a month is a month long).
    const perDay = (xs[1]! - xs[0]!) / (days[1]! - days[0]!);
    expect(perDay).toBeGreaterThan(0);
    for (let i = 0; i < ticks.length; i++)
      expect(xs[i]!).toBeCloseTo(xs[0]! + (days[i]! - days[0]!) * perDay, 0);
    expect(await page.locator('#chart-growth svg text.tick-label').count()).toBeGreaterThanOrEqual(2);
    // Bars sit at their day on the same axis: the first and last day are as far apart as time says.
    const bars = await page
      .locator('#chart-growth svg rect.bar')
      .evaluateAll((els) =>
        els.map((e) => Number(e.getAttribute('x')) + Number(e.getAttribute('width')) / 2),
      );
    for (const [i, g] of growth.entries())
      expect(bars[i]!).toBeCloseTo(xs[0]! + (Date.parse(g.day) / 86_400_000 - days[0]!) * perDay, 0);
    const points = (await page.locator('#chart-growth svg polyline.line').getAttribute('points'))?.split(' ');
    expect(points?.length).toBe(growth.length * 2 - 1);
    await shot(page, 'desktop-stats-growth');
  });

  it('says "no memories yet" when searching an empty store', async () => {
    const q = tempProject('spool-browser-empty-');
    mkdirSync(q.root, { recursive: true });
    const empty = openTest(q);
    const srv = await startWebServer(empty, { port: 0 });
    const ctx = await browser.newContext();
    try {
      const pg = await ctx.newPage();
      await pg.goto(srv.url);
      await pg.waitForFunction(() => document.getElementById('main')?.getAttribute('aria-busy') === 'false');
      await open(pg, '#/search?q=deploy', 'search');
      expect(await pg.locator('main .empty').textContent()).toContain('No memories yet');
    } finally {
      await ctx.close();
      await srv.close();
      await empty.close();
      q.cleanup();
    }
    await open(page, '#/search?q=zzzqqq', 'search');
    expect(await page.locator('main .empty').textContent()).toContain('Nothing matched');
  });

  it('is usable at phone width', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const late = await spool.remember({
        content: 'Prefer small pull requests: one concern each, under ~400 changed lines',
        source_kind: 'ai_proposal',
        agent: 'codex',
        memory_type: 'preference',
      });
      const pg = await newPage(phone);
      expect(await pg.evaluate(() => window.innerWidth)).toBe(390);
      for (const [hash, view] of [
        ['#/search?q=billing', 'search'],
        ['#/review', 'review'],
        ['#/conflicts?all=1', 'conflicts'],
        [`#/record/${ids.edit}`, 'record'],
        ['#/health', 'health'],
        ['#/stats', 'stats'],
      ] as const) {
        await open(pg, hash, view);
        const width = await pg.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${view} overflows horizontally`).toBeLessThanOrEqual(390);
        await shot(pg, `phone-${view}`);
      }
      // The nav wraps but every link stays on screen and tappable.
      const boxes = await pg
        .locator('#nav a')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      for (const right of boxes) expect(right).toBeLessThanOrEqual(390);
      // The diff table turned into stacked cards.
      await open(pg, `#/record/${ids.edit}`, 'record');
      expect(await pg.locator('table.diff thead').isHidden()).toBe(true);
      // An action works on the phone too.
      await open(pg, '#/review', 'review');
      await action(pg, card(pg, late.record_id).locator('button[data-action="accept"]'));
      expect(await types(late.record_id)).toContain('record.state_changed');
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
