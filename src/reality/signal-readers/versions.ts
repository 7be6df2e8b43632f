/**
 * Runtime version files: `.nvmrc`, `.node-version`, `.python-version`, `.ruby-version`, `rust-toolchain` and
 * asdf's `.tool-versions`.
 */
import { baseName, runtimeSignal, type Signal, type SignalReader } from './core.js';

/** A reader for a one-line version file of `runtime` (`.nvmrc` → node). */
export function readVersionFile(runtime: string): SignalReader {
  return (file, text) => {
    const raw = text.split('\n')[0]?.trim() ?? '';
    const s = runtimeSignal(
      file,
      text,
      runtime,
      raw.replace(/^(node|nodejs|python|ruby)-?/i, ''),
      `${baseName(file)} ${raw}`,
      raw,
    );
    return s ? [s] : [];
  };
}

const TOOL_VERSIONS: Readonly<Record<string, string>> = {
  nodejs: 'node',
  node: 'node',
  python: 'python',
  ruby: 'ruby',
  golang: 'go',
  go: 'go',
  rust: 'rust',
  php: 'php',
  java: 'java',
};

/** asdf's .tool-versions: one runtime version per line. */
export function readToolVersions(file: string, text: string): Signal[] {
  const out: Signal[] = [];
  for (const raw of text.split('\n')) {
    const [tool, ver] = raw.replace(/#.*/, '').trim().split(/\s+/);
    const runtime = tool ? TOOL_VERSIONS[tool] : undefined;
    if (!runtime || !ver) continue;
    const s = runtimeSignal(
      file,
      text,
      runtime,
      ver.replace(/^[a-z]+-/i, ''),
      `.tool-versions ${tool} ${ver}`,
      raw,
    );
    if (s) out.push(s);
  }
  return out;
}
