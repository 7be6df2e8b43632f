/**
 * `spool install --dry-run`'s preview: a unified diff of one configuration file's planned change.
 */

// Above this many cells the LCS table is too big for a CLI preview; the changed middle is shown as replaced.
const MAX_LCS_CELLS = 4_000_000;
const NO_NEWLINE = '\\ No newline at end of file';

/**
 * A unified diff (3 lines of context) of one file, for `spool install --dry-run`. Returns '' when nothing
 * changes; `before === null` diffs against `/dev/null`. Good enough for small config files: common prefix and
 * suffix are trimmed, then an LCS table aligns the rest.
 */
export function unifiedDiff(path: string, before: string | null, after: string, context = 3): string {
  if (before === after) return '';
  const a = diffLines(before ?? '');
  const b = diffLines(after);
  const ops = diffOps(a, b);

  const out = [`--- ${before === null ? '/dev/null' : path}`, `+++ ${path}`];
  let i = 0;
  let aLine = 0;
  let bLine = 0;
  while (i < ops.length) {
    if (ops[i]!.op === ' ') {
      aLine++;
      bLine++;
      i++;
      continue;
    }
    // Back up to include leading context, then extend over changes separated by short runs of equal lines.
    const start = Math.max(0, i - context);
    const lead = i - start;
    let end = i;
    while (end < ops.length) {
      if (ops[end]!.op !== ' ') {
        end++;
        continue;
      }
      let run = 0;
      while (end + run < ops.length && ops[end + run]!.op === ' ') run++;
      if (end + run >= ops.length || run > 2 * context) {
        end = Math.min(ops.length, end + context);
        break;
      }
      end += run;
    }
    const hunk = ops.slice(start, end);
    const aCount = hunk.filter((o) => o.op !== '+').length;
    const bCount = hunk.filter((o) => o.op !== '-').length;
    const aStart = aLine - lead;
    const bStart = bLine - lead;
    out.push(
      `@@ -${aCount === 0 ? aStart : aStart + 1},${aCount} +${bCount === 0 ? bStart : bStart + 1},${bCount} @@`,
    );
    for (const o of hunk) {
      out.push(o.op + o.line.text);
      if (!o.line.newline) out.push(NO_NEWLINE);
    }
    aLine = aStart + aCount;
    bLine = bStart + bCount;
    i = end;
  }
  return out.join('\n') + '\n';
}

interface DiffLine {
  text: string;
  newline: boolean;
}

function diffLines(text: string): DiffLine[] {
  if (text === '') return [];
  const parts = text.split('\n');
  const last = parts.pop()!;
  const lines = parts.map((t) => ({ text: t, newline: true }));
  if (last !== '') lines.push({ text: last, newline: false });
  return lines;
}

function sameLine(x: DiffLine, y: DiffLine): boolean {
  return x.text === y.text && x.newline === y.newline;
}

function diffOps(a: DiffLine[], b: DiffLine[]): { op: ' ' | '-' | '+'; line: DiffLine }[] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && sameLine(a[prefix]!, b[prefix]!)) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    sameLine(a[a.length - 1 - suffix]!, b[b.length - 1 - suffix]!)
  ) {
    suffix++;
  }
  const am = a.slice(prefix, a.length - suffix);
  const bm = b.slice(prefix, b.length - suffix);
  const ops: { op: ' ' | '-' | '+'; line: DiffLine }[] = a
    .slice(0, prefix)
    .map((line) => ({ op: ' ', line }));

  const n = am.length;
  const m = bm.length;
  if ((n + 1) * (m + 1) > MAX_LCS_CELLS) {
    for (const line of am) ops.push({ op: '-', line });
    for (const line of bm) ops.push({ op: '+', line });
  } else {
    // lcs[i][j] = length of the LCS of am[i..] and bm[j..], so the walk below can go forwards.
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i]![j] = sameLine(am[i]!, bm[j]!)
          ? lcs[i + 1]![j + 1]! + 1
          : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && sameLine(am[i]!, bm[j]!)) {
        ops.push({ op: ' ', line: am[i]! });
        i++;
        j++;
      } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
        ops.push({ op: '-', line: am[i]! });
        i++;
      } else {
        ops.push({ op: '+', line: bm[j]! });
        j++;
      }
    }
  }
  for (const line of a.slice(a.length - suffix)) ops.push({ op: ' ', line });
  return ops;
}
