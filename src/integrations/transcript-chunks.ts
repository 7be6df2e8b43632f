/**
 * Turns a Claude Code transcript (JSONL) into bounded chunks of conversation text for a model to distil:
 * only what the user and the assistant said in text blocks — no tool calls, tool output, thinking, images,
 * meta lines or injected tags — with secrets redacted before any of it leaves spool.
 *
 * Each chunk knows the byte offset in the file just after the last line it covers, so a caller can advance
 * the distill cursor (store/queue.ts) exactly as far as it has consumed.
 */
import { readFileSync } from 'node:fs';
import { redactSecrets, scanSecrets, stripPrivate } from '../guard/secrets.js';

/** One piece of conversation text. */
export interface TranscriptChunk {
  index: number;
  text: string;
  /** Byte offset just after the last transcript line this chunk covers. */
  end_offset: number;
}

/** The readable part of a transcript from a byte offset on. */
export interface TranscriptText {
  chunks: TranscriptChunk[];
  /** Byte offset after the last complete line (where the next read starts). */
  end: number;
  /** The first `sessionId` seen. */
  session_id?: string;
  /** Messages cut because they were longer than the per-message limit. */
  truncated_messages: number;
}

/** Limits of {@link transcriptChunks}. */
export interface ChunkOptions {
  /** Characters per chunk (default 24,000 ≈ 6k tokens). */
  chunkChars?: number;
  /** Characters kept of one message (default 4,000): long pastes rarely state a decision. */
  messageChars?: number;
}

// Claude Code wraps injected material (slash-command echoes, shell output, hook output, reminders) in tags
// inside user text; none of it was said by a person.
const INJECTED_TAG_RE =
  /<(system-reminder|command-name|command-message|command-args|command-contents|local-command-stdout|local-command-stderr|bash-input|bash-stdout|bash-stderr|user-prompt-submit-hook|user-memory-input|task-notification|[a-z]+(?:-[a-z]+)+)>[\s\S]*?<\/\1>/g;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The speaker and text of one transcript line, or undefined when it is not user/assistant prose. */
export function messageOf(entry: unknown): { speaker: 'User' | 'Assistant'; text: string } | undefined {
  if (!isObject(entry) || entry.isMeta === true || entry.isCompactSummary === true) return undefined;
  const message = entry.message;
  if (!isObject(message)) return undefined;
  const role = message.role ?? entry.type;
  if (role !== 'user' && role !== 'assistant') return undefined;
  const content = message.content;
  const parts: string[] = [];
  if (typeof content === 'string') parts.push(content);
  else if (Array.isArray(content)) {
    for (const b of content)
      if (isObject(b) && b.type === 'text' && typeof b.text === 'string') parts.push(b.text);
  }
  const text = stripPrivate(parts.join('\n').replace(INJECTED_TAG_RE, ' '))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '') return undefined;
  return { speaker: role === 'user' ? 'User' : 'Assistant', text };
}

/** Redacts anything the secret gate would refuse, so transcripts never carry a credential to a model. */
function redact(text: string): string {
  const findings = scanSecrets(text);
  return findings.length === 0 ? text : redactSecrets(text, findings);
}

/** Chunks the conversation in `buf` from byte `from` (a cursor) to its last complete line. */
export function chunkTranscript(buf: Buffer, from: number, opts: ChunkOptions = {}): TranscriptText {
  const chunkChars = Math.max(1000, opts.chunkChars ?? 24_000);
  const messageChars = Math.max(200, Math.min(chunkChars - 100, opts.messageChars ?? 4_000));
  const start = from >= 0 && from <= buf.length ? from : 0; // a shorter file was rewritten: start over
  const last = buf.lastIndexOf(0x0a);
  const out: TranscriptText = { chunks: [], end: start, truncated_messages: 0 };
  if (last < start) return out;
  out.end = last + 1;
  let current: string[] = [];
  let size = 0;
  let currentEnd = start;
  const flush = () => {
    if (current.length === 0) return;
    out.chunks.push({ index: out.chunks.length, text: current.join('\n\n'), end_offset: currentEnd });
    current = [];
    size = 0;
  };
  let pos = start;
  while (pos <= last) {
    const nl = buf.indexOf(0x0a, pos);
    const lineEnd = nl === -1 ? last : nl;
    const line = buf.subarray(pos, lineEnd).toString('utf8');
    pos = lineEnd + 1;
    if (line.trim() === '') continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (
      out.session_id === undefined &&
      isObject(entry) &&
      typeof entry.sessionId === 'string' &&
      entry.sessionId
    ) {
      out.session_id = entry.sessionId;
    }
    const m = messageOf(entry);
    if (!m) continue;
    let text = m.text;
    if (text.length > messageChars) {
      text = `${text.slice(0, messageChars)} …[cut]`;
      out.truncated_messages++;
    }
    const block = `${m.speaker}: ${redact(text)}`;
    if (size > 0 && size + block.length + 2 > chunkChars) flush();
    current.push(block);
    size += block.length + 2;
    currentEnd = pos;
  }
  flush();
  // Consuming every chunk consumes the whole read, including trailing lines that held no prose.
  const tail = out.chunks[out.chunks.length - 1];
  if (tail) tail.end_offset = out.end;
  return out;
}

/** Reads and chunks a transcript file from a byte offset. Throws the fs error when it cannot be read. */
export function readTranscriptChunks(path: string, from: number, opts: ChunkOptions = {}): TranscriptText {
  return chunkTranscript(readFileSync(path), from, opts);
}
