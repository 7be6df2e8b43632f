import { describe, expect, it } from 'vitest';
import { contradictionHint } from '../../src/truth/contradiction.js';
import { toldOldValue } from '../../src/truth/contradiction-was.js';

const hint = (older: string, newer: string, olderType = 'fact', newerType = 'fact') =>
  contradictionHint({ content: older, memory_type: olderType }, { content: newer, memory_type: newerType });

describe('a value told as old ("(was 3 s)", "raised from 2,000/min")', () => {
  it('outdates the memory that states it, however the two are worded', () => {
    const cases: [string, string, string][] = [
      [
        'checkout -> EventInventory hold RPC: 3 s timeout, then 503 TRY_AGAIN',
        'Hold RPC timeout is 2 s now (was 3 s): after that the route tries the next GA shard once, then answers 503',
        '3 s',
      ],
      [
        'resale sellers get paid via a Stripe Connect Express transfer 3 days after the event',
        'Resale payouts now go out 7 days after the event ends (was 3), paid by the hourly cron',
        '3 days',
      ],
      [
        'Waiting Room on /checkout/* lets in 2,000 new users/min',
        'Waiting Room in front of /checkout/*: 5,000 new users per minute (raised from 2,000/min on 2025-10-01)',
        '2,000',
      ],
      // A bare old value takes the unit of the nearest amount with one before it (not the year between them).
      [
        'booking fee 495c per ticket ($4.95 incl GST), hardcoded in src/lib/fees.ts',
        'Booking fee is 545 cents per ticket from the 2026 season (was 495), GST-incl, and it is now per event',
        '495c',
      ],
      // A verb that may name something else ("cut") tells a change with the new value after "to".
      [
        'successful 271s are cached in elig_cache for 24h keyed by (payer, member id hash, service type, date).',
        'elig_cache TTL cut from 24h to 4h, and the cache is bypassed on the 1st of every month.',
        '24h',
      ],
      // Nepali "10 बाट 4 मा" (from 10 to 4).
      [
        'horizon: payouts supervisor maxProcesses 10, sms supervisor 5',
        'payouts supervisor को maxProcesses 10 बाट 4 मा घटाइयो, किनकि ConnectIPS ले 429 दिन थाल्यो।',
        '10',
      ],
      // Maltese "(kienu 5)": were 5, with the unit of the new value before it.
      [
        'l-aggregator jistenna 5 sekondi għat-tweġiba tad-debit',
        'L-aggregator issa jagħmel timeout wara 2 sekondi (kienu 5) u jibgħat rollback',
        '5 sekondi',
      ],
    ];
    for (const [older, newer, value] of cases) {
      expect(toldOldValue(older, newer), newer).toEqual({
        replaced: 'older',
        clash: `"${value}" (the newer text says it was)`,
      });
      const h = hint(older, newer);
      expect(h.contradicts, newer).toBe(true);
      expect(h.replaced, newer).toBe('older');
    }
  });

  it('reads the other order as the older text telling the change', () => {
    expect(
      toldOldValue(
        'Hold RPC timeout is 2 s now (was 3 s)',
        'checkout -> EventInventory hold RPC: 3 s timeout',
      )?.replaced,
    ).toBe('newer');
  });

  it('leaves alone a memory where the number is another quantity or about another thing', () => {
    const newer = 'Resale payouts now go out 7 days after the event ends (was 3), paid by the hourly cron';
    // A count, not days; a cron field; a number of another sentence.
    expect(toldOldValue('max 3 transfers per ticket, then the resale is locked', newer)).toBeUndefined();
    expect(
      toldOldValue('Personal data is anonymised 18 months after the event (cron 0 3 * * *)', newer),
    ).toBeUndefined();
    expect(toldOldValue('3-day pass holders swap the ticket for an RFID wristband', newer)).toBeUndefined();
    // "cut from" without a new value after "to" is no change ("branches are cut from 16.0").
    expect(
      toldOldValue(
        'Prod runs Odoo 16.0 Enterprise on Odoo.sh',
        'Dev branches are cut from 16.0 every sprint',
      ),
    ).toBeUndefined();
    // A time of day is no amount ("१०:०० NPT" is 10:00).
    expect(
      toldOldValue(
        'treasury ले हरेक दिन बिहान १०:०० NPT मा admin बाट rate update गर्छ',
        'payouts supervisor को maxProcesses 10 बाट 4 मा घटाइयो',
      ),
    ).toBeUndefined();
    // Scientific notation is no amount: "went from 1e-8" is no "1".
    expect(
      toldOldValue('CFL_max is 1 for RK3', 'GPU rtol went from 1e-8 to 1e-6 after the GAMG switch'),
    ).toBeUndefined();
    // Two notes of one change tell the same old value: neither outdates the other by it.
    expect(
      toldOldValue('Hold RPC timeout is 2 s (was 3 s)', 'Hold RPC timeout: 2 s now (was 3 s)'),
    ).toBeUndefined();
  });
});

describe('Maltese history phrasings', () => {
  it('reads "qlibna / aġġornajna mill-X għall-Y" as a switch from X to Y', () => {
    const json = hint(
      'Il-messaġġi fuq Kafka huma JSON (kotlinx.serialization), mingħajr Schema Registry.',
      "Kafka: qlibna mill-JSON għal Avro mal-Schema Registry (compatibility BACKWARD), skemi f'schemas/avro/.",
      'fact',
      'convention',
    );
    expect(json.contradicts).toBe(true);
    expect(json.replaced).toBe('older');
    const ktor = hint(
      "Is-servizzi kollha jimxu fuq Ktor 2.3 bl-engine Netty, DI manwali f'Application.kt.",
      "Aġġornajna minn Ktor 2.3 għal Ktor 3.0 (Netty). Routes f'<modulu>/src/main/kotlin/routes/*Routes.kt.",
      'fact',
      'decision',
    );
    expect(ktor.replaced).toBe('older');
  });
});
