/**
 * JSON and JSONC configuration files edited in place: only the members that differ change, so comments, key
 * order, indentation and other entries' formatting survive an install or uninstall byte for byte.
 */
import { findNodeAtLocation, type Node, type ParseError, parse, parseTree } from 'jsonc-parser';
import { configInvalid, deepEqual, isObject } from './core.js';
import type { Json, Target } from './types.js';

/** The file's own layout, so what spool inserts looks like what is around it. */
interface Layout {
  eol: string;
  /** One level of indentation: a tab, or the width of the first indented line. */
  unit: string;
}

function layoutOf(text: string): Layout {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const first = /^([ \t]+)\S/m.exec(text)?.[1];
  return { eol, unit: first === undefined ? '  ' : first.startsWith('\t') ? '\t' : first };
}

type JsonPath = (string | number)[];

/**
 * Turns `text` (which parses to `before`) into a text that parses to `after` by editing only the members that
 * differ: everything else — comments, key order, indentation, other entries' formatting — stays byte for
 * byte. Verified by parsing the result; a strict-JSON file spool's edit cannot reproduce is re-printed whole
 * in its own indentation, a JSONC file is refused (its comments would be lost).
 */
export function editJsonText(target: Target, text: string, before: Json, after: Json): string {
  const layout = layoutOf(text);
  let out: string | undefined;
  try {
    out = editValue(text, [], before, after, layout);
  } catch {
    out = undefined;
  }
  if (out !== undefined) {
    const errors: ParseError[] = [];
    const check = parse(out, errors, { allowTrailingComma: true, disallowComments: false });
    if (errors.length === 0 && deepEqual(check, after)) return out;
  }
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    throw configInvalid(target, 'has a layout spool cannot edit without losing its comments', cause);
  }
  return `${JSON.stringify(after, null, layout.unit).replace(/\n/g, layout.eol)}${layout.eol}`;
}

function editValue(text: string, path: JsonPath, a: unknown, b: unknown, layout: Layout): string {
  if (deepEqual(a, b)) return text;
  if (isObject(a) && isObject(b)) {
    let out = text;
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out = removeMember(out, [...path, k]);
    for (const k of Object.keys(b)) {
      out = Object.hasOwn(a, k)
        ? editValue(out, [...path, k], a[k], b[k], layout)
        : insertMember(out, path, k, b[k], layout);
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length === b.length) {
      let out = text;
      for (let i = 0; i < a.length; i++) out = editValue(out, [...path, i], a[i], b[i], layout);
      return out;
    }
    return editArray(text, path, a, b, layout);
  }
  const node = nodeAt(text, path);
  return splice(text, node.offset, node.offset + node.length, pretty(b, indentAt(text, node.offset), layout));
}

/** Arrays of different lengths: elements not in the longest common subsequence are removed, then inserted. */
function editArray(text: string, path: JsonPath, a: unknown[], b: unknown[], layout: Layout): string {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = deepEqual(a[i], b[j])
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (deepEqual(a[i], b[j])) {
      keptA.add(i++);
      keptB.add(j++);
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  let out = text;
  for (let i = n - 1; i >= 0; i--) if (!keptA.has(i)) out = removeMember(out, [...path, i]);
  for (let j = 0; j < m; j++) if (!keptB.has(j)) out = insertElement(out, path, j, b[j], layout);
  return out;
}

function nodeAt(text: string, path: JsonPath): Node {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const node = root === undefined ? undefined : findNodeAtLocation(root, path);
  if (node === undefined) throw new Error(`no JSON node at ${JSON.stringify(path)}`);
  return node;
}

function splice(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to);
}

const lineStart = (text: string, pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
/** True when only whitespace precedes `pos` on its line. */
const startsLine = (text: string, pos: number) => text.slice(lineStart(text, pos), pos).trim() === '';
/** The leading whitespace of the line holding `pos`. */
const indentAt = (text: string, pos: number) => /^[ \t]*/.exec(text.slice(lineStart(text, pos)))![0];
/** The position just past the end of the line holding `pos` (its line break included). */
function pastLine(text: string, pos: number): number {
  const nl = text.indexOf('\n', pos);
  return nl === -1 ? text.length : nl + 1;
}
/** True when the rest of the line from `pos` is blank or a `//` comment (so the line can go or be followed). */
const restIsBlank = (text: string, pos: number) => /^[ \t]*(?:\/\/[^\n]*)?\r?(?:\n|$)/.test(text.slice(pos));
/** The position right after the comma that follows `pos` (whitespace between), or -1 when there is none. */
function commaAfter(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return text[i] === ',' ? i + 1 : -1;
}

function pretty(value: unknown, indent: string, layout: Layout): string {
  return JSON.stringify(value, null, layout.unit).replace(/\n/g, layout.eol + indent);
}

/** Removes an object property or array element with its comma, and its line when it has one to itself. */
function removeMember(text: string, path: JsonPath): string {
  const value = nodeAt(text, path);
  const unit = typeof path[path.length - 1] === 'string' ? value.parent! : value;
  const container = unit.parent!;
  const siblings = container.children!;
  const i = siblings.indexOf(unit);
  const start = unit.offset;
  const end = unit.offset + unit.length;
  const comma = commaAfter(text, end);
  const ownLine = startsLine(text, start) && restIsBlank(text, comma === -1 ? end : comma);
  if (siblings.length === 1) {
    // The only member: its lines go, comments around it in the container stay; an empty container is `{}`.
    const from = ownLine ? lineStart(text, start) : start;
    const to = ownLine ? pastLine(text, comma === -1 ? end : comma) : comma === -1 ? end : comma;
    const out = splice(text, from, to, '');
    const inner = out.slice(container.offset + 1, container.offset + container.length - (to - from) - 1);
    if (inner.trim() !== '') return out;
    const empty = container.type === 'object' ? '{}' : '[]';
    return splice(out, container.offset, container.offset + container.length - (to - from), empty);
  }
  if (i < siblings.length - 1) {
    const next = siblings[i + 1]!;
    if (ownLine && startsLine(text, next.offset) && comma !== -1) {
      return splice(text, lineStart(text, start), pastLine(text, comma), '');
    }
    return splice(text, start, next.offset, '');
  }
  // The last member: the comma that goes is the one after the previous member (unless it had its own).
  const prev = siblings[i - 1]!;
  const prevComma = commaAfter(text, prev.offset + prev.length);
  if (ownLine) {
    const removed = splice(text, lineStart(text, start), pastLine(text, comma === -1 ? end : comma), '');
    return comma === -1 && prevComma !== -1 ? splice(removed, prevComma - 1, prevComma, '') : removed;
  }
  return splice(text, prevComma === -1 ? start : prevComma - 1, comma === -1 ? end : comma, '');
}

/** Adds `key: value` as the last member of the object at `path`, on its own line like its siblings. */
function insertMember(text: string, path: JsonPath, key: string, value: unknown, layout: Layout): string {
  const obj = nodeAt(text, path);
  if (obj.type !== 'object') throw new Error(`not an object at ${JSON.stringify(path)}`);
  return appendMember(text, obj, `${JSON.stringify(key)}: `, value, layout);
}

/** Inserts `value` at `index` into the array at `path`. */
function insertElement(text: string, path: JsonPath, index: number, value: unknown, layout: Layout): string {
  const arr = nodeAt(text, path);
  if (arr.type !== 'array') throw new Error(`not an array at ${JSON.stringify(path)}`);
  const items = arr.children ?? [];
  if (index >= items.length) return appendMember(text, arr, '', value, layout);
  const before = items[index]!;
  if (startsLine(text, before.offset)) {
    const indent = indentAt(text, before.offset);
    return splice(
      text,
      lineStart(text, before.offset),
      lineStart(text, before.offset),
      `${indent}${pretty(value, indent, layout)},${layout.eol}`,
    );
  }
  return splice(text, before.offset, before.offset, `${JSON.stringify(value)}, `);
}

function appendMember(text: string, container: Node, prefix: string, value: unknown, layout: Layout): string {
  const members = container.children ?? [];
  const last = members[members.length - 1];
  if (last === undefined) {
    const base = indentAt(text, container.offset);
    const inner = base + layout.unit;
    const close = container.offset + container.length - 1;
    // An empty container holding comments keeps them: the member goes on its own line before the bracket.
    if (text.slice(container.offset + 1, close).trim() !== '' && startsLine(text, close)) {
      const at = lineStart(text, close);
      return splice(text, at, at, `${inner}${prefix}${pretty(value, inner, layout)}${layout.eol}`);
    }
    const body = `{${layout.eol}${inner}${prefix}${pretty(value, inner, layout)}${layout.eol}${base}}`;
    const wrapped = container.type === 'object' ? body : `[${body.slice(1, -1)}]`;
    return splice(text, container.offset, container.offset + container.length, wrapped);
  }
  const end = last.offset + last.length;
  if (!startsLine(text, last.offset)) {
    return splice(text, end, end, `, ${prefix}${JSON.stringify(value)}`);
  }
  // After the last member's line (its comma and comment stay with it), in its indentation.
  const indent = indentAt(text, last.offset);
  const comma = commaAfter(text, end);
  if (!restIsBlank(text, comma === -1 ? end : comma)) {
    return splice(text, end, end, `, ${prefix}${JSON.stringify(value)}`);
  }
  const at = pastLine(text, comma === -1 ? end : comma);
  const lineBreak = at === text.length && !text.endsWith('\n') ? layout.eol : '';
  // A comma after the last member is JSONC's trailing-comma style: the new last member gets one too.
  const trailing = comma === -1 ? '' : ',';
  const added = splice(
    text,
    at,
    at,
    `${lineBreak}${indent}${prefix}${pretty(value, indent, layout)}${trailing}${layout.eol}`,
  );
  return comma === -1 ? splice(added, end, end, ',') : added;
}
