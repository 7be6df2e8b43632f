import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { call, connect } from '../mcp/helpers.js';

const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) p.cleanup();
});

describe('memory_check', () => {
  it('lists contradicted memories with evidence and proposes the superseding fact once; recall carries the marker', async () => {
    const p = tempProject('spool-mcp-check-');
    projects.push(p);
    const files: Record<string, string> = {
      'pyproject.toml': '[project]\nname = "api"\ndependencies = ["psycopg[binary]>=3.1", "fastapi"]\n',
      'docker-compose.yml': 'services:\n  db:\n    image: postgres:16\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(p.root, rel)), { recursive: true });
      writeFileSync(join(p.root, rel), text);
    }
    const s = openTest(p);
    const mysql = await s.remember({ content: 'The API stores orders in MySQL', memory_type: 'project' });
    const { client, close } = await connect(s);
    try {
      type Report = {
        contradicted: { record_id: string; summary: string; evidence: { file: string; line: number }[] }[];
        proposed: { fact: string }[];
      };
      const r = await call<Report>(client, 'memory_check', { propose: true });
      expect(r.contradicted.map((c) => c.record_id)).toEqual([mysql.record_id]);
      expect(r.contradicted[0]?.summary).toBe(
        'docker-compose.yml and pyproject.toml use PostgreSQL, not MySQL',
      );
      expect(r.contradicted[0]?.evidence.map((e) => `${e.file}:${e.line}`)).toEqual([
        'docker-compose.yml:3',
        'pyproject.toml:3',
      ]);
      expect(r.proposed.map((x) => x.fact)).toEqual(['app | uses_database | PostgreSQL']);
      expect((await call<Report>(client, 'memory_check', { propose: true })).proposed).toEqual([]);
      const recall = await call<{ results: { record_id: string; markers: string[] }[] }>(
        client,
        'memory_recall',
        {
          query: 'orders database',
        },
      );
      const hit = recall.results.find((x) => x.record_id === mysql.record_id);
      expect(hit?.markers).toContain(
        '⚠ the code says otherwise: docker-compose.yml and pyproject.toml use PostgreSQL, not MySQL — verify before relying',
      );
    } finally {
      await close();
      await s.close();
    }
  });
});
