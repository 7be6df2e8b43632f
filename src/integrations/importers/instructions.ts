/**
 * Agent instruction files (CLAUDE.md, AGENTS.md, GEMINI.md, `.cursor/rules/*.mdc`): each bullet or paragraph
 * becomes one memory, typed by the headings above it and its own wording.
 */
import {
  cueType,
  type Extraction,
  isStopword,
  type MemoryType,
  normalizeTags,
  reasonClause,
} from '../extraction.js';
import { parseLenientFrontmatter, splitFrontmatter, stringList } from './frontmatter.js';

/** Options for {@link parseInstructionMarkdown}. */
export interface InstructionOptions {
  /** The file's name as the user knows it (e.g. `CLAUDE.md`); becomes the prefix of every `source`. */
  source: string;
}

// Heading words → memory type, checked in this order: "Architecture decisions" is a decision, "Commit
// conventions" a convention, "Project rules" a constraint, "Build commands" a workflow.
const HEADING_TYPES: { type: MemoryType; re: RegExp; emphasis?: true }[] = [
  {
    type: 'decision',
    re: /\b(?:decisions?|architecture|architectural|adrs?|design|rationale|trade-?offs?)\b/,
  },
  {
    type: 'convention',
    re: /\b(?:conventions?|style|styles|styleguide|naming|formatting|guidelines?|patterns?|best practices|standards?|idioms?|code quality)\b/,
  },
  {
    type: 'constraint',
    re: /\b(?:never|must|rules?|constraints?|don'?ts|do not|forbidden|restrictions?|requirements?|guardrails?|boundaries|security|limitations?)\b/,
  },
  // "Important" or "Warnings" say how much an item matters, not what kind it is: its wording decides ("we
  // decided…" is a decision), else it is read as a constraint.
  { type: 'constraint', re: /\b(?:important|critical|warnings?|caution|heads[- ]up)\b/, emphasis: true },
  { type: 'preference', re: /\b(?:preferences?|personal|tone|communication)\b/ },
  { type: 'incident', re: /\b(?:incidents?|post-?mortems?|outages?)\b/ },
  { type: 'fact', re: /\b(?:gotchas?|pitfalls?|known issues|caveats?|quirks?|troubleshooting|faq)\b/ },
  {
    type: 'reference',
    re: /\b(?:references?|links|resources|docs|documentation|further reading|see also)\b/,
  },
  {
    type: 'workflow',
    re: /\b(?:commands?|workflows?|testing|tests?|build|building|development|dev|setup|scripts?|running|deploy|deployment|deploying|ci|cd|releases?|releasing|git|commits?|pull requests?|prs?|getting started|usage|install|installation|debugging|tooling|process)\b/,
  },
  {
    type: 'project',
    re: /\b(?:overview|about|project|structure|layout|director(?:y|ies)|repository|repo|stack|tech|dependencies|modules|codebase|introduction|context|background|glossary)\b/,
  },
];

// When the author filed an item under one of these, that classification wins over the item's wording.
const AUTHORITATIVE_HEADING_TYPES = new Set<MemoryType>([
  'constraint',
  'decision',
  'convention',
  'preference',
]);

// The sentence `claude /init` puts at the top of every CLAUDE.md: true of every file, useful in none.
const BOILERPLATE_RE =
  /^this file provides guidance to .{0,60}when working with code in this repository\.?$/i;

/** One statement found in a Markdown document, with the headings it sits under. */
interface Block {
  text: string;
  headings: string[];
}

/**
 * Parses an agent instruction file into one extraction per list item (nested items stay with their parent),
 * per paragraph and per table row. Code blocks are skipped; short inline code is kept. A spool-managed block
 * (`<!-- spool:begin -->` … `<!-- spool:end -->`) is skipped so that syncing memories into AGENTS.md and
 * importing AGENTS.md never feed each other.
 *
 * - `title` is the heading path (`Testing > Unit`), or the `.mdc` `description` when there is no heading;
 * - `memory_type` comes from the nearest heading that names a type when it is one of constraint, decision,
 *   convention or preference (the author's own filing), else from the item's wording ("never", "we decided"),
 *   else from other headings ("Commands" → workflow, "Overview" → project), else `note`;
 * - `reason` is the "because…" clause of the item, which also stays in `content`;
 * - `tags` are words of the heading path; `.mdc` `globs` become `file_globs` of every item (patterns matched
 *   against the files of a task or an edit); `alwaysApply` is not used;
 * - `source` is `<opts.source>#<nearest heading>`.
 */
export function parseInstructionMarkdown(text: string, opts: InstructionOptions): Extraction[] {
  const { raw, body } = splitFrontmatter(text);
  const meta = raw === undefined ? {} : parseLenientFrontmatter(raw);
  const description = typeof meta.description === 'string' ? meta.description.trim() : '';
  const globs = stringList(meta.globs);

  const out: Extraction[] = [];
  for (const block of markdownBlocks(body)) {
    const content = block.text.trim();
    if (!/[\p{L}\p{N}]/u.test(content) || BOILERPLATE_RE.test(content)) continue;
    const headings = block.headings.filter((h) => !/^[\w.-]+\.mdc?$/i.test(h));
    const extraction: Extraction = {
      content,
      memory_type: inferType(content, headings),
      tags: headingTags(headings),
      source: headings.length > 0 ? `${opts.source}#${headings[headings.length - 1]}` : opts.source,
    };
    const title = headings.length > 0 ? headings.join(' > ') : description;
    if (title !== '') extraction.title = title;
    const reason = reasonClause(content);
    if (reason !== undefined) extraction.reason = reason;
    if (globs.length > 0) extraction.file_globs = [...globs];
    out.push(extraction);
  }
  return out;
}

const MAX_HEADING_TAGS = 5;

/** Words of the heading path, outermost first: the outer headings name the broader topic. */
function headingTags(headings: string[]): string[] {
  const words = headings.join(' ').match(/[\p{L}\p{N}][\p{L}\p{N}._+#-]*/gu) ?? [];
  return normalizeTags(words.filter((w) => w.length >= 2 && !isStopword(w))).slice(0, MAX_HEADING_TAGS);
}

function inferType(content: string, headings: string[]): MemoryType {
  let match: (typeof HEADING_TYPES)[number] | undefined;
  for (let i = headings.length - 1; i >= 0 && match === undefined; i--) {
    const h = headings[i]!.toLowerCase();
    match = HEADING_TYPES.find((t) => t.re.test(h));
  }
  const fromHeading = match?.type;
  if (fromHeading !== undefined && !match?.emphasis && AUTHORITATIVE_HEADING_TYPES.has(fromHeading))
    return fromHeading;
  return cueType(content) ?? fromHeading ?? 'note';
}

const MAX_INLINE_CODE = 100;

/** Keeps short inline code and drops long spans (usually pasted commands or JSON), and HTML comments. */
function cleanInline(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/`([^`]*)`/g, (span, inner: string) => (inner.length > MAX_INLINE_CODE ? '`…`' : span))
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * A small line-based Markdown reader: enough CommonMark for instruction files (ATX and setext headings,
 * fenced and indented code, nested lists with continuation lines, tables, block quotes, HTML comments).
 */
function markdownBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: { kind: 'item' | 'paragraph'; lines: string[]; indent: number } | undefined;
  let fence: string | undefined;
  let inComment = false;
  let inSpoolBlock = false;
  let table: 'header' | 'rows' | undefined;
  let previousBlank = true;

  const headings = (): string[] => stack.map((h) => h.text);
  const close = (): void => {
    if (current !== undefined) {
      const text = current.kind === 'item' ? current.lines.join('\n') : current.lines.join(' ');
      blocks.push({ text: cleanInline(text).replace(/ ?\n ?/g, '\n'), headings: headings() });
    }
    current = undefined;
  };

  for (const rawLine of body.split(/\r?\n/)) {
    let line = rawLine;
    if (/<!--\s*spool:begin\s*-->/.test(line)) {
      close();
      inSpoolBlock = true;
    }
    if (inSpoolBlock) {
      if (/<!--\s*spool:end\s*-->/.test(line)) inSpoolBlock = false;
      previousBlank = true;
      continue;
    }

    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (fenceMatch !== null && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length) {
        fence = undefined;
      }
      continue;
    }
    if (fenceMatch !== null) {
      close();
      fence = fenceMatch[1]!;
      continue;
    }

    // Multi-line HTML comments are invisible in rendered Markdown, so they are not instructions.
    if (inComment) {
      const end = line.indexOf('-->');
      if (end === -1) continue;
      inComment = false;
      line = line.slice(end + 3);
    }
    line = line.replace(/<!--[\s\S]*?-->/g, '');
    const open = line.indexOf('<!--');
    if (open !== -1) {
      inComment = true;
      line = line.slice(0, open);
    }

    if (line.trim() === '') {
      close();
      table = undefined;
      previousBlank = true;
      continue;
    }

    const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (atx !== null) {
      close();
      table = undefined;
      pushHeading(stack, atx[1]!.length, atx[2]!);
      previousBlank = true;
      continue;
    }

    const setext = /^\s{0,3}(=+|-+)\s*$/.exec(line);
    if (setext !== null && current?.kind === 'paragraph' && current.lines.length === 1) {
      const text = current.lines[0]!;
      current = undefined;
      pushHeading(stack, setext[1]![0] === '=' ? 1 : 2, text);
      previousBlank = true;
      continue;
    }
    if (/^\s{0,3}(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,})$/.test(line)) {
      close();
      previousBlank = true;
      continue;
    }

    if (/^\s*\|.*\|\s*$/.test(line)) {
      close();
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim());
      if (table === undefined) table = 'header';
      else if (cells.every((c) => /^:?-+:?$/.test(c))) table = 'rows';
      else if (table === 'rows') blocks.push({ text: cleanInline(cells.join(' — ')), headings: headings() });
      previousBlank = false;
      continue;
    }

    const item = /^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (item !== null) {
      const indent = item[1]!.replace(/\t/g, '    ').length;
      if (current?.kind === 'item' && indent > current.indent) {
        current.lines.push(`- ${item[2]!}`);
      } else {
        close();
        current = { kind: 'item', lines: [item[2]!], indent };
      }
      previousBlank = false;
      continue;
    }

    const indented = /^(?: {4,}|\t)/.test(line);
    if (indented && current === undefined && previousBlank) continue; // indented code block

    const quote = line.replace(/^\s{0,3}>\s?/, '').trim();
    if (current?.kind === 'item') {
      // Continuation (indented or lazy) of the last line of the item, which may be a nested child.
      const last = current.lines.length - 1;
      current.lines[last] = `${current.lines[last]!} ${quote}`;
    } else if (current?.kind === 'paragraph') {
      current.lines.push(quote);
    } else {
      current = { kind: 'paragraph', lines: [quote], indent: 0 };
    }
    previousBlank = false;
  }
  close();
  return blocks;
}

function pushHeading(stack: { level: number; text: string }[], level: number, rawText: string): void {
  while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
  const text = cleanInline(rawText)
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
  if (text !== '') stack.push({ level, text });
}
