import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findChromium, NPM_CHROMIUM_PLATFORM, SYSTEM_CHROMIUM } from './chromium.js';

/**
 * The browser the tests use on a machine with nothing installed by hand: the devDependency's Chromium, forced
 * here so it stays tested where Debian's is also installed (browser.test.ts then prefers Debian's).
 */
describe('findChromium', () => {
  it.runIf(NPM_CHROMIUM_PLATFORM)(
    'runs the npm build headless (x86-64 Linux, its only build): pages render, and closing a context leaves the browser up',
    async () => {
      const launch = await findChromium(process.cwd(), { SPOOL_CHROMIUM: 'npm' });
      expect(launch.source).toBe('npm');
      expect(existsSync(launch.executablePath)).toBe(true);
      expect(launch.args).not.toContain('--single-process');
      expect(launch.args).not.toContain('--disable-web-security');
      const browser = await chromium.launch({
        executablePath: launch.executablePath,
        args: launch.args,
        headless: true,
        env: { ...process.env, ...launch.env },
      });
      try {
        for (const text of ['first', 'second']) {
          const ctx = await browser.newContext();
          const page = await ctx.newPage();
          await page.setContent(`<main><h1>${text}</h1></main>`);
          expect(await page.locator('h1').textContent()).toBe(text);
          expect((await page.screenshot()).length).toBeGreaterThan(1000);
          await ctx.close();
        }
        expect(browser.isConnected()).toBe(true);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );

  it('prefers the system Chromium, and an explicit SPOOL_CHROMIUM path over both', async () => {
    if (existsSync(SYSTEM_CHROMIUM) || NPM_CHROMIUM_PLATFORM) {
      const found = await findChromium(process.cwd(), {});
      expect(found.source).toBe(existsSync(SYSTEM_CHROMIUM) ? 'system' : 'npm');
    } else {
      await expect(findChromium(process.cwd(), {})).rejects.toThrow(/set SPOOL_CHROMIUM/);
    }
    const explicit = await findChromium(process.cwd(), { SPOOL_CHROMIUM: process.execPath });
    expect(explicit).toMatchObject({ source: 'env', executablePath: process.execPath });
    await expect(findChromium(process.cwd(), { SPOOL_CHROMIUM: '/no/such/chromium' })).rejects.toThrow(
      /SPOOL_CHROMIUM=\/no\/such\/chromium does not exist/,
    );
  });
});
