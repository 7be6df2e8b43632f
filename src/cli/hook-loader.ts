import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { Script } from 'node:vm';

/** What the hook bundle exports. */
export interface HookEntry {
  hookMain(argv: string[]): Promise<number>;
}

/**
 * Loads the build's CommonJS hook bundle through V8's code cache. A hook process is mostly start-up:
 * compiling a 1 MB bundle costs ~30 ms, a cached compile almost nothing. The cache sits next to the
 * bundle and is (re)written after a run whenever it was missing or rejected; a read-only install simply
 * runs without it. Returns undefined when there is no bundle (the caller falls back to the modules).
 */
export function loadHookBundle(file: string): { entry: HookEntry; saveCache: () => void } | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const cacheFile = `${file}.v8cache`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // First run, or a read-only install: compile without a cache.
  }
  const script = new Script((Module as unknown as { wrap(code: string): string }).wrap(source), {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const wrapper = script.runInThisContext() as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const mod = { exports: {} as HookEntry };
  wrapper.call(
    mod.exports,
    mod.exports,
    createRequire(file),
    mod,
    file,
    file.slice(0, file.lastIndexOf('/')),
  );
  return {
    entry: mod.exports,
    saveCache() {
      if (cachedData && !script.cachedDataRejected) return;
      try {
        // Created after the run, the cache holds the functions the hook actually compiled.
        writeFileSync(cacheFile, script.createCachedData());
      } catch {
        // Not writable: fine, the next run compiles again.
      }
    },
  };
}
