import { describe, expect, it } from 'vitest';
import { contradictionHint } from '../../src/truth/contradiction.js';
import { settingClash } from '../../src/truth/contradiction-settings.js';

const fact = (content: string) => ({ content, memory_type: 'fact' });
const convention = (content: string) => ({ content, memory_type: 'convention' });

describe('settingClash: one setting, two values (issue 11)', () => {
  it('reads a setting assigned two values, in any language around it', () => {
    expect(
      settingClash(
        "USE_TZ = True w TIME_ZONE = 'UTC'. kol el datetimes fel DB UTC.",
        "el settings feeha TIME_ZONE = 'Africa/Cairo' w el session.starts_at mat5azen b tawqeet el Qahera",
      )?.clash,
    ).toBe('TIME_ZONE "UTC" vs "Africa/Cairo"');
    expect(
      settingClash(
        '<maven.compiler.release>: maven.compiler.release=17 in the parent pom',
        'maven.compiler.release=21 everywhere',
      ),
    ).toBeDefined();
    expect(
      settingClash('the webhook runs with failurePolicy: Fail', 'failurePolicy: Ignore on the webhook'),
    ).toBeDefined();
  });

  it('leaves placeholders, code expressions, prose after a colon, tables per environment and other environments', () => {
    expect(settingClash('TIME_ZONE = <your zone>', "TIME_ZONE = 'UTC'")).toBeUndefined();
    expect(
      settingClash(
        'claims with UPDATE jobs SET locked_until = now() + 60s',
        'on SIGTERM it sets locked_until = NULL',
      ),
    ).toBeUndefined();
    expect(
      settingClash(
        'nothing else inserts into journal_lines: invoicing, banking',
        'sign convention in journal_lines: one signed amount',
      ),
    ).toBeUndefined();
    // One memory sets it per environment; the other names another environment.
    expect(
      settingClash('LOG_LEVEL=debug locally, LOG_LEVEL=info elsewhere', 'LOG_LEVEL=warn'),
    ).toBeUndefined();
    expect(settingClash('on staging LOG_LEVEL=debug', 'in production LOG_LEVEL=info')).toBeUndefined();
    // The same value, written in another case.
    expect(settingClash('USE_TZ = True', 'USE_TZ=true')).toBeUndefined();
  });

  it('reads a setting written as code before a number, without = or :', () => {
    expect(
      settingClash(
        'Chat.Workers.PushNotification has max_attempts: 3. After 3 failures let it be discarded.',
        'push jobs must never be dropped: max_attempts 20 on the push worker with the default backoff',
      )?.clash,
    ).toBe('max_attempts "3" vs "20"');
    expect(settingClash('maxPoolSize 50 on the API', 'maxPoolSize: 20 for the API')).toBeDefined();
    // Prose numbers are no settings; the same value twice is no clash.
    expect(
      settingClash('We run Python 3 and step 4 of the runbook.', 'Python: 2 was dropped; step 5 follows.'),
    ).toBeUndefined();
    expect(settingClash('max_attempts 20 on pushes', 'max_attempts: 20 since March')).toBeUndefined();
  });

  it('makes a dispute of two present statements, and a replacement when the newer one says it is the present', () => {
    const older = convention(
      "USE_TZ = True w TIME_ZONE = 'UTC'. el ta7weel l Africa/Cairo bas 3and el display.",
    );
    const disputed = contradictionHint(
      older,
      fact("el settings feeha TIME_ZONE = 'Africa/Cairo', fa mat7awelsh 7aga"),
    );
    expect(disputed.contradicts).toBe(true);
    expect(disputed.signals).toEqual(['different_value']);
    expect(disputed.replaced).toBeUndefined();
    const changed = contradictionHint(
      older,
      fact("TIME_ZONE = 'Africa/Cairo' now, since the March migration"),
    );
    expect(changed.replaced).toBe('older');
  });
});
