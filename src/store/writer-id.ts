import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { WRITER_ID } from '../core/wire.js';

/** This clone's writer id (one shard per writer): created once, kept in the gitignored local dir. */
export function readOrCreateWriterId(file: string): string {
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (WRITER_ID.test(id)) return id;
  } catch {
    // Absent: create below.
  }
  let user = 'writer';
  try {
    user =
      userInfo()
        .username.toLowerCase()
        .replace(/[^a-z0-9]+/g, '') || 'writer';
  } catch {
    // No passwd entry (containers): keep the generic prefix.
  }
  const id = `${user.slice(0, 24)}-${Math.random().toString(36).slice(2, 10)}`;
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${id}\n`, { flag: 'wx' });
    return id;
  } catch {
    // Another process created it first: use theirs so both append to one shard under the lock.
    return readFileSync(file, 'utf8').trim();
  }
}
