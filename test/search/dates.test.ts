import { describe, expect, it } from 'vitest';
import { queryDates, spanOf } from '../../src/search/dates.js';

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const spans = (q: string) => queryDates(q).map((s) => [iso(s.from), iso(s.to), s.label]);

describe('dates named in a query', () => {
  it('reads days (widened by a day each way), months and years', () => {
    expect(spans('what did we ship on October 13, 2023?')).toEqual([
      ['2023-10-12', '2023-10-15', 'October 13, 2023'],
    ]);
    expect(spans('the outage on 1st of February, 2023')).toEqual([
      ['2023-01-31', '2023-02-03', '1st of February, 2023'],
    ]);
    expect(spans('deploys on 2024-03-05')).toEqual([['2024-03-04', '2024-03-07', '2024-03-05']]);
    expect(spans('decisions from Dec. 2023')).toEqual([['2023-12-01', '2024-01-01', 'Dec. 2023']]);
    expect(spans('changes in 2024-02')).toEqual([['2024-02-01', '2024-03-01', '2024-02']]);
    expect(spans('incidents during 2022')).toEqual([['2022-01-01', '2023-01-01', 'during 2022']]);
  });

  it('reads each phrase once, at its most specific', () => {
    expect(spans('on May 3, 2023 and in June 2023')).toEqual([
      ['2023-05-02', '2023-05-05', 'May 3, 2023'],
      ['2023-06-01', '2023-07-01', 'June 2023'],
    ]);
  });

  it('ignores what is not a dated time', () => {
    expect(queryDates('may we use the 2023 config?')).toEqual([]);
    expect(queryDates('what happened in June?')).toEqual([]);
    expect(queryDates('on 31 February 2023')).toEqual([]);
    expect(queryDates('port 2024-13-01')).toEqual([]);
    expect(queryDates('')).toEqual([]);
  });

  it('finds the span a timestamp falls in', () => {
    const s = queryDates('in March 2024');
    expect(spanOf(s, '2024-03-31T23:59:59Z')?.label).toBe('March 2024');
    expect(spanOf(s, '2024-04-01T00:00:00Z')).toBeUndefined();
    expect(spanOf(s, 'not a date')).toBeUndefined();
    expect(spanOf([], '2024-03-10T00:00:00Z')).toBeUndefined();
  });
});
