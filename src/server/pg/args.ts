import { z } from 'zod';
import { ErrorCode, SpoolError } from '../../core/errors.js';

const projectIdSchema = z.uuid();

/** Throws INVALID_INPUT unless `projectId` is a UUID (every store call is scoped by one). */
export function checkProject(projectId: string): string {
  if (!projectIdSchema.safeParse(projectId).success) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${projectId}" is not a project id: pass the project's UUID`,
      {
        details: { projectId },
      },
    );
  }
  return projectId;
}

/** Throws INVALID_INPUT unless `cursor` is a non-negative integer and `limit` is 1..`max`. */
export function checkPage(cursor: number, limit: number, max: number): void {
  if (!Number.isSafeInteger(cursor) || cursor < 0)
    throw new SpoolError(ErrorCode.InvalidInput, `cursor must be a non-negative integer (got ${cursor})`);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > max)
    throw new SpoolError(ErrorCode.InvalidInput, `limit must be 1-${max} (got ${limit})`);
}
