import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateMessageRequest } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractJson, parseSamplingReply } from '../../src/integrations/distill-prompt.js';
import { chunkTranscript } from '../../src/integrations/transcript-chunks.js';
import type { Spool } from '../../src/spool.js';
import { enqueueTranscript, readCursors, readQueue } from '../../src/store/queue.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { call, callError, connect, samplingText } from './helpers.js';

const SECRET = `sk-ant-api03-${'Xq7Lm2Pz9Rt4Wv8Kb3Nc6Hd1Jf5Gs0Ay'.repeat(3)}AA`;

/** A small Claude Code transcript: prose, a tool call, its output (which must never be sent), a secret. */
function transcriptLines(session: string, extra: string[] = []): string {
  const lines = [
    { type: 'summary', summary: 'Billing work' },
    {
      type: 'user',
      sessionId: session,
      message: {
        role: 'user',
        content: 'We decided to use pnpm instead of npm because installs are faster.',
      },
    },
    {
      type: 'assistant',
      sessionId: session,
      message: {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'SECRET-THOUGHTS should not leak' },
          { type: 'text', text: 'Understood, I will use pnpm from now on.' },
          { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'cat .env' } },
        ],
      },
    },
    {
      type: 'user',
      sessionId: session,
      message: {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't1', content: 'TOOL-OUTPUT-LINE' }],
      },
    },
    {
      type: 'user',
      sessionId: session,
      message: {
        role: 'user',
        content: `<system-reminder>INJECTED-REMINDER</system-reminder>Never commit the key ${SECRET} to git.`,
      },
    },
    { type: 'user', isMeta: true, sessionId: session, message: { role: 'user', content: 'META-LINE' } },
    ...extra.map((text) => ({ type: 'user', sessionId: session, message: { role: 'user', content: text } })),
  ];
  return `${lines.map((l) => JSON.stringify(l)).join('\n')}\nnot json at all\n`;
}

function writeTranscript(p: TempProject, name: string, text: string): string {
  const dir = join(p.root, '..', 'transcripts');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const CANNED = {
  memories: [
    {
      content: 'The project uses pnpm, not npm',
      memory_type: 'decision',
      reason: 'installs are faster',
      tags: ['pnpm', 'Tooling'],
    },
    { content: 'Keys are never committed to git', memory_type: 'constraint', tags: ['secrets'] },
    { content: 'not a valid item', memory_type: 'gossip' },
    { content: `The deploy key is ${SECRET}`, memory_type: 'fact' },
  ],
};

interface DistillReply {
  mode: string;
  pending: number;
  sampling_available: boolean;
  distilled?: {
    queue_id: string;
    status: string;
    chunks: number;
    proposed: number;
    invalid: number;
    stored: { record_id: string; state: string; action: string }[];
    refused: { code: string }[];
    error?: string;
    session_id?: string;
  }[];
  transcripts?: {
    queue_id: string;
    session_id?: string;
    total_chunks: number;
    from_chunk: number;
    next_chunk?: number;
    chunks: { index: number; text: string }[];
  }[];
  instructions?: string;
}

describe('memory_distill_pending with MCP sampling', () => {
  let p: TempProject;
  let s: Spool;
  beforeEach(() => {
    p = tempProject();
    s = openTest(p);
  });
  afterEach(async () => {
    await s.close();
    p.cleanup();
  });

  it('asks the client model for strict JSON and stores the valid memories as candidates', async () => {
    const path = writeTranscript(p, 'a.jsonl', transcriptLines('sess-1'));
    enqueueTranscript(
      s.paths,
      { transcript_path: path, session_id: 'sess-1', reason: 'stop', agent: 'claude-code' },
      new Date(),
    );
    const requests: CreateMessageRequest[] = [];
    const { client, close } = await connect(s, {
      sampling: (req) => {
        requests.push(req);
        return samplingText(`Here you go:\n\`\`\`json\n${JSON.stringify(CANNED)}\n\`\`\``);
      },
    });
    await client.listTools();
    const progress: { progress: number; message?: string }[] = [];
    const raw = await client.callTool({ name: 'memory_distill_pending', arguments: {} }, undefined, {
      onprogress: (p) => progress.push(p),
    });
    expect(raw.isError).toBeFalsy();
    const r = raw.structuredContent as unknown as DistillReply;
    expect(r).toMatchObject({ mode: 'sampling', sampling_available: true, pending: 0 });
    expect(progress[0]?.message).toMatch(/distilling .*a\.jsonl part 1/);
    const d = r.distilled![0]!;
    expect(d).toMatchObject({
      status: 'distilled',
      chunks: 1,
      proposed: 3,
      invalid: 1,
      session_id: 'sess-1',
    });
    expect(d.stored).toHaveLength(2);
    expect(d.stored.every((x) => x.state === 'candidate' && x.action === 'created')).toBe(true);
    expect(d.refused.map((x) => x.code)).toEqual(['SECRET_DETECTED']);

    // Only user/assistant text went to the model, with the secret redacted and a strict JSON instruction.
    expect(requests).toHaveLength(1);
    const params = requests[0]!.params;
    const sent = (params.messages[0]!.content as { text: string }).text;
    expect(sent).toContain('User: We decided to use pnpm instead of npm');
    expect(sent).toContain('Assistant: Understood, I will use pnpm');
    expect(sent).toContain('Reply with ONLY this JSON');
    for (const leak of [
      'TOOL-OUTPUT-LINE',
      'SECRET-THOUGHTS',
      'INJECTED-REMINDER',
      'META-LINE',
      'cat .env',
      SECRET,
    ]) {
      expect(sent).not.toContain(leak);
    }
    expect(sent).toContain('[REDACTED:');
    expect(params.includeContext).toBe('none');
    expect(params.maxTokens).toBeGreaterThan(0);

    const queue = await call<{
      records: { content: string; origin: { source_kind: string; session_id?: string }; tags: string[] }[];
    }>(client, 'memory_review_queue', {});
    const pnpm = queue.records.find((x) => x.content === 'The project uses pnpm, not npm')!;
    expect(pnpm.origin).toMatchObject({ source_kind: 'distilled', session_id: 'sess-1' });
    expect(pnpm.tags).toEqual(['pnpm', 'tooling']);
    expect(readQueue(s.paths)).toHaveLength(0);
    expect(readCursors(s.paths).get(path)?.offset).toBeGreaterThan(0);

    // Nothing left: a second call says so without asking the model again.
    const again = await call<DistillReply>(client, 'memory_distill_pending', {});
    expect(again.mode).toBe('empty');
    expect(requests).toHaveLength(1);
    await close();
  });

  it('reads only what was appended since the last run', async () => {
    const path = writeTranscript(p, 'b.jsonl', transcriptLines('sess-2'));
    enqueueTranscript(s.paths, { transcript_path: path, session_id: 'sess-2', reason: 'stop' }, new Date());
    const sent: string[] = [];
    const { client, close } = await connect(s, {
      sampling: (req) => {
        sent.push((req.params.messages[0]!.content as { text: string }).text);
        return samplingText('{"memories":[]}');
      },
    });
    await call(client, 'memory_distill_pending', {});
    writeFileSync(
      path,
      transcriptLines('sess-2') +
        `${JSON.stringify({ type: 'user', sessionId: 'sess-2', message: { role: 'user', content: 'From now on migrations go in db/migrations.' } })}\n`,
    );
    enqueueTranscript(s.paths, { transcript_path: path, session_id: 'sess-2', reason: 'stop' }, new Date());
    const r = await call<DistillReply>(client, 'memory_distill_pending', {});
    expect(r.distilled?.[0]?.status).toBe('distilled');
    expect(sent[1]).toContain('migrations go in db/migrations');
    expect(sent[1]).not.toContain('pnpm');
    await close();
  });

  it('keeps the transcript queued when the client refuses the sampling request', async () => {
    const path = writeTranscript(p, 'c.jsonl', transcriptLines('sess-3'));
    enqueueTranscript(s.paths, { transcript_path: path, reason: 'pre-compact' }, new Date());
    const { client, close } = await connect(s, {
      sampling: () => {
        throw new Error('user declined');
      },
    });
    const r = await call<DistillReply>(client, 'memory_distill_pending', { use_sampling: true });
    expect(r.distilled?.[0]).toMatchObject({ status: 'failed', proposed: 0 });
    expect(r.distilled?.[0]?.error).toMatch(/^SAMPLING_FAILED: .*user declined.*use_sampling: false/);
    expect(readQueue(s.paths)).toHaveLength(1);
    expect((await call<{ count: number }>(client, 'memory_review_queue', {})).count).toBe(0);
    await close();
  });

  it('survives a reply that is not JSON, and a transcript that is gone', async () => {
    const good = writeTranscript(p, 'd.jsonl', transcriptLines('sess-4'));
    enqueueTranscript(s.paths, { transcript_path: good, reason: 'stop' }, new Date());
    enqueueTranscript(
      s.paths,
      { transcript_path: join(p.root, 'missing.jsonl'), reason: 'stop' },
      new Date(),
    );
    const { client, close } = await connect(s, {
      sampling: () => samplingText('Sorry, I cannot help with that.'),
    });
    const r = await call<DistillReply>(client, 'memory_distill_pending', {});
    const byStatus = Object.fromEntries(r.distilled!.map((d) => [d.status, d]));
    expect(byStatus.distilled?.error).toMatch(/unusable replies: part 1: the reply contains no JSON/);
    expect(byStatus.dropped?.error).toMatch(
      /^IO_ERROR: the transcript no longer exists \(ENOENT\); it was taken off the queue/,
    );
    // The good transcript was consumed (its replies were unusable), the missing one dropped: nothing stays.
    expect(r.pending).toBe(0);
    expect(readQueue(s.paths)).toEqual([]);
    const again = await call<DistillReply>(client, 'memory_distill_pending', {});
    expect(again.mode).toBe('empty');
    await close();
  });

  it('chunks long transcripts and caps the requests per call', async () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `Decision ${i}: ${'the widget cache is keyed by tenant id '.repeat(30)}`,
    );
    const path = writeTranscript(p, 'e.jsonl', transcriptLines('sess-5', long));
    enqueueTranscript(s.paths, { transcript_path: path, reason: 'stop' }, new Date());
    let calls = 0;
    const { client, close } = await connect(s, {
      sampling: (req) => {
        calls++;
        const text = (req.params.messages[0]!.content as { text: string }).text;
        expect(text.length).toBeLessThan(30_000);
        return samplingText(
          JSON.stringify({
            memories: [{ content: `Fact number ${calls} about widgets`, memory_type: 'fact' }],
          }),
        );
      },
    });
    const first = await call<DistillReply>(client, 'memory_distill_pending', { max_chunks: 1 });
    expect(first.distilled?.[0]).toMatchObject({ status: 'partial', chunks: 1 });
    expect(first.pending).toBe(1);
    const rest = await call<DistillReply>(client, 'memory_distill_pending', { max_chunks: 50 });
    expect(rest.distilled?.[0]?.status).toBe('distilled');
    expect(rest.pending).toBe(0);
    expect(calls).toBeGreaterThan(1);
    expect((await call<{ count: number }>(client, 'memory_review_queue', {})).count).toBe(calls);
    await close();
  });
});

describe('memory_distill_pending without sampling → memory_store_extraction', () => {
  let p: TempProject;
  let s: Spool;
  beforeEach(() => {
    p = tempProject();
    s = openTest(p);
  });
  afterEach(async () => {
    await s.close();
    p.cleanup();
  });

  it('hands the agent the conversation text, then stores what it extracted and dequeues', async () => {
    const path = writeTranscript(p, 'f.jsonl', transcriptLines('sess-6'));
    enqueueTranscript(s.paths, { transcript_path: path, session_id: 'sess-6', reason: 'stop' }, new Date());
    const { client, close } = await connect(s);
    await client.listTools();
    const r = await call<DistillReply>(client, 'memory_distill_pending', { use_sampling: true });
    expect(r).toMatchObject({ mode: 'agent', sampling_available: false, pending: 1 });
    expect(r.instructions).toContain('does not offer MCP sampling');
    expect(r.instructions).toContain('memory_store_extraction');
    const t = r.transcripts![0]!;
    expect(t).toMatchObject({ session_id: 'sess-6', total_chunks: 1, from_chunk: 0 });
    expect(t.next_chunk).toBeUndefined();
    const text = t.chunks.map((c) => c.text).join('\n');
    expect(text).toContain('User: We decided to use pnpm');
    for (const leak of ['TOOL-OUTPUT-LINE', 'SECRET-THOUGHTS', 'INJECTED-REMINDER', SECRET])
      expect(text).not.toContain(leak);

    const stored = await call<{
      stored_count: number;
      refused_count: number;
      stored: { state: string }[];
      refused: { index: number; code: string }[];
      dequeued: string[];
    }>(client, 'memory_store_extraction', {
      extractions: [
        {
          content: 'The project uses pnpm instead of npm',
          memory_type: 'decision',
          reason: 'faster installs',
        },
        { content: `Use the key ${SECRET}`, memory_type: 'fact' },
      ],
      queue_ids: [t.queue_id],
    });
    expect(stored).toMatchObject({ stored_count: 1, refused_count: 1, dequeued: [t.queue_id] });
    expect(stored.stored[0]?.state).toBe('candidate');
    expect(stored.refused[0]).toMatchObject({ index: 1, code: 'SECRET_DETECTED' });
    expect(readQueue(s.paths)).toHaveLength(0);
    expect(readCursors(s.paths).get(path)?.session_id).toBe('sess-6');
    const q = await call<{ records: { origin: { source_kind: string; session_id?: string } }[] }>(
      client,
      'memory_review_queue',
      {},
    );
    expect(q.records[0]?.origin).toMatchObject({ source_kind: 'distilled', session_id: 'sess-6' });
    expect((await call<DistillReply>(client, 'memory_distill_pending', {})).mode).toBe('empty');

    // Storing the same memory again is a no-op dedup, not a second record.
    const dup = await call<{ stored: { action: string }[] }>(client, 'memory_store_extraction', {
      extractions: [{ content: 'The project uses pnpm instead of npm', memory_type: 'decision' }],
    });
    expect(dup.stored[0]?.action).toBe('updated_existing');
    const bad = await callError(client, 'memory_store_extraction', {
      extractions: [{ content: '', memory_type: 'x' }],
    });
    expect(bad).toMatch(/^INVALID_INPUT: memory_store_extraction: extractions\.0\./);
    await close();
  });

  it('pages through a long transcript with from_chunk and max_chars', async () => {
    const long = Array.from(
      { length: 30 },
      (_, i) => `Convention ${i}: ${'handlers return typed results '.repeat(40)}`,
    );
    const path = writeTranscript(p, 'g.jsonl', transcriptLines('sess-7', long));
    enqueueTranscript(s.paths, { transcript_path: path, reason: 'stop' }, new Date());
    const { client, close } = await connect(s);
    let from = 0;
    let pages = 0;
    const seen: number[] = [];
    let queueId = '';
    for (;;) {
      const r = await call<DistillReply>(client, 'memory_distill_pending', {
        max_chars: 5_000,
        from_chunk: from,
        ...(queueId ? { queue_id: queueId } : {}),
      });
      const t = r.transcripts![0]!;
      queueId = t.queue_id;
      expect(t.chunks.reduce((n, c) => n + c.text.length, 0)).toBeLessThanOrEqual(5_000);
      seen.push(...t.chunks.map((c) => c.index));
      pages++;
      if (t.next_chunk === undefined) break;
      from = t.next_chunk;
    }
    expect(pages).toBeGreaterThan(3);
    expect(seen).toEqual(seen.map((_, i) => i));
    const done = await call<{ dequeued: string[] }>(client, 'memory_store_extraction', {
      extractions: [],
      queue_ids: [queueId],
    });
    expect(done.dequeued).toEqual([queueId]);
    expect(await callError(client, 'memory_distill_pending', { queue_id: queueId })).toMatch(
      /^NOT_FOUND: no pending transcript/,
    );
    await close();
  });

  it('use_sampling: false skips sampling even when offered; heuristic: true uses the built-in distiller', async () => {
    const path = writeTranscript(p, 'h.jsonl', transcriptLines('sess-8'));
    enqueueTranscript(s.paths, { transcript_path: path, session_id: 'sess-8', reason: 'stop' }, new Date());
    let asked = 0;
    const { client, close } = await connect(s, {
      sampling: () => {
        asked++;
        return samplingText('{"memories":[]}');
      },
    });
    const r = await call<DistillReply>(client, 'memory_distill_pending', { use_sampling: false });
    expect(r).toMatchObject({ mode: 'agent', sampling_available: true });
    expect(asked).toBe(0);
    const h = await call<DistillReply>(client, 'memory_distill_pending', { heuristic: true });
    expect(h.mode).toBe('heuristic');
    expect(h.distilled?.[0]?.status).toBe('distilled');
    expect(h.distilled?.[0]?.stored.length).toBeGreaterThan(0);
    expect(h.pending).toBe(0);
    expect(asked).toBe(0);
    await close();
  });

  it('heuristic: true reports a transcript that is gone as dropped, once, with nothing stored', async () => {
    enqueueTranscript(s.paths, { transcript_path: join(p.root, 'gone.jsonl'), reason: 'stop' }, new Date());
    const { client, close } = await connect(s);
    const h = await call<DistillReply>(client, 'memory_distill_pending', { heuristic: true });
    expect(h.distilled).toEqual([
      {
        queue_id: expect.stringMatching(/^q_/),
        transcript_path: join(p.root, 'gone.jsonl'),
        status: 'dropped',
        chunks: 0,
        remaining_chunks: 0,
        proposed: 0,
        invalid: 0,
        stored: [],
        refused: [],
        skipped_archived: 0,
        error: 'IO_ERROR: the transcript no longer exists; it was taken off the queue',
      },
    ]);
    expect(readQueue(s.paths)).toEqual([]);
    expect((await call<DistillReply>(client, 'memory_distill_pending', {})).mode).toBe('empty');
    await close();
  });
});

describe('transcript chunking and reply parsing', () => {
  it('keeps only user/assistant prose and never splits a message across the cursor', () => {
    const buf = Buffer.from(transcriptLines('x'));
    const t = chunkTranscript(buf, 0, { chunkChars: 1000 });
    expect(t.session_id).toBe('x');
    expect(t.end).toBe(buf.length);
    expect(t.chunks.at(-1)?.end_offset).toBe(buf.length);
    const all = t.chunks.map((c) => c.text).join('\n');
    expect(all.split('\n\n').every((m) => /^(User|Assistant): /.test(m))).toBe(true);
    expect(chunkTranscript(buf, buf.length).chunks).toHaveLength(0);
    // A torn last line (no newline yet) is left for the next read.
    const torn = Buffer.concat([buf, Buffer.from('{"type":"user","message":{"role":"user","content":"half')]);
    expect(chunkTranscript(torn, 0).end).toBe(buf.length);
  });

  it('finds JSON in fenced, prefixed and bare replies and validates every item', () => {
    expect(extractJson('{"memories":[]}')).toEqual({ memories: [] });
    expect(extractJson('Sure!\n```json\n{"memories":[1]}\n```\nDone.')).toEqual({ memories: [1] });
    expect(extractJson('prefix [{"content":"x"}] suffix')).toEqual([{ content: 'x' }]);
    expect(() => extractJson('no json here')).toThrow(/no JSON/);
    const r = parseSamplingReply(
      JSON.stringify([
        { content: 'A valid memory statement', memory_type: 'fact', tags: ['A', ' b '] },
        { content: '', memory_type: 'fact' },
        { content: 'unknown field', memory_type: 'fact', confidence: 0.9 },
        'a string',
      ]),
    );
    expect(r.extractions).toEqual([
      { content: 'A valid memory statement', memory_type: 'fact', tags: ['a', 'b'] },
    ]);
    expect(r.invalid).toBe(3);
    expect(() => parseSamplingReply('{"items":[]}')).toThrow(/not \{"memories"/);
  });
});
