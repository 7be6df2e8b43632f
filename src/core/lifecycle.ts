import { ErrorCode, SpoolError } from './errors.js';
import type { RecordState } from './types.js';

/** Named lifecycle actions (SPEC §7); each is one ledger event. */
export const ACTIONS = ['propose', 'accept', 'promote', 'archive', 'restore', 'reject', 'expire'] as const;
/** One of {@link ACTIONS}. */
export type LifecycleAction = (typeof ACTIONS)[number];

const FROM: Record<LifecycleAction, readonly RecordState[]> = {
  propose: ['draft'],
  accept: ['draft', 'candidate', 'expiring'],
  promote: ['accepted', 'expiring'],
  archive: ['draft', 'candidate', 'accepted', 'canonical', 'expiring'],
  reject: ['draft', 'candidate'],
  restore: ['archived'],
  expire: ['accepted', 'canonical'],
};

const TO: Record<Exclude<LifecycleAction, 'restore'>, RecordState> = {
  propose: 'candidate',
  accept: 'accepted',
  promote: 'canonical',
  archive: 'archived',
  reject: 'archived',
  expire: 'expiring',
};

/**
 * The state an action leads to from `from`, or a clear ILLEGAL_TRANSITION error. `restore` returns a
 * record to the state it had before it was archived (`previous`), or accepted when unknown.
 */
export function nextState(action: LifecycleAction, from: RecordState, previous?: RecordState): RecordState {
  if (!FROM[action].includes(from)) {
    const allowed = FROM[action].join(', ');
    throw new SpoolError(
      ErrorCode.IllegalTransition,
      `cannot ${action} ${/^[aeiou]/.test(from) ? 'an' : 'a'} ${from} memory (allowed from: ${allowed})${from === 'archived' ? '; restore it first' : ''}`,
      { details: { action, from } },
    );
  }
  if (action === 'restore')
    return previous && previous !== 'archived' && previous !== 'expiring' ? previous : 'accepted';
  return TO[action];
}
