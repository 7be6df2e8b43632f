import { describe, expect, it } from 'vitest';
import { contradictionHint } from '../../src/truth/contradiction.js';

const fact = (content: string) => ({ content, memory_type: 'fact' });
const decision = (content: string) => ({ content, memory_type: 'decision' });

describe('contradictionHint: one tool, two versions (issue 11)', () => {
  it('reads the later version said later as replacing the earlier one, in any language around it', () => {
    const pairs: [string, string, string][] = [
      [
        'The admin frontend is Next.js 12 with the pages router; data comes from getServerSideProps.',
        'Admin frontend: Next.js 14, App Router, server components fetch with revalidate tags.',
        'next.js 12',
      ],
      [
        'Programu ni Laravel 10 kwa PHP 8.1; cron iko app/Console/Kernel.php.',
        'Tumehamia Laravel 11 + PHP 8.3, cron iko routes/console.php.',
        'laravel 10',
      ],
      // A name the vocabulary does not know, after a label and a colon.
      [
        'Exchange API: Xetra T7 12.0 layouts, codec generated into src/gw/gen',
        'Exchange codec = T7 13.0 layouts, generated into src/gw/gen by tools/gen.py',
        't7 12.0',
      ],
      // Identifiers that are themselves editions (Haskell2010, GHC2021) do not make two things.
      [
        'Compiler is GHC 9.4.7 with default-language Haskell2010 in the cabal file.',
        'GHC 9.6.6 from nixpkgs; the cabal common stanza sets default-language GHC2021.',
        'ghc 9.4.7',
      ],
    ];
    for (const [older, newer, word] of pairs) {
      const hint = contradictionHint(fact(older), decision(newer));
      expect(hint.contradicts, `${older} || ${newer}`).toBe(true);
      expect(hint.replaced).toBe('older');
      expect(hint.clash?.toLowerCase()).toContain(word);
      // Quoted as written: "Next.js 12", not the vocabulary's "nextjs 12".
      expect(`${older}\n${newer}`).toContain(/"([^"]+)"/.exec(hint.clash ?? '')?.[1]);
    }
  });

  it('marks a newer memory naming an earlier version as a clash to check, replacing neither', () => {
    const hint = contradictionHint(
      fact('The billing workers run on Python 3.12 in the slim image.'),
      fact('Billing workers are still on Python 3.10 because of the PDF library.'),
    );
    expect(hint.contradicts).toBe(true);
    expect(hint.replaced).toBeUndefined();
  });

  it('stays quiet on bounds, code, amounts, lists and two things each on their version', () => {
    const quiet: [string, string][] = [
      // Two versions in one text: which service is on which.
      [
        'The ingest lambdas run Node 18 and the web app runs Node 20.',
        'The ingest lambdas were moved to Node 22 runtime images last week, the web app follows.',
      ],
      // A library's name ending in a tool's name, and an environment variable set to 1.
      [
        'Services talk gRPC through grpc-go 1.67 and buf generate.',
        'All modules are on Go 1.23 and buf generate.',
      ],
      [
        'Desktop tests set ELECTRON_RUN_AS_NODE=1 so they run inside the electron binary.',
        'We ship Electron 32, which bundles Node 20.16; bump it only together with the native module rebuild.',
      ],
      // A floor is no version in use.
      [
        'The %i placeholder exists since WP 6.2, so plugin SQL interpolates table names.',
        'With WP 6.3 as the floor the plugin gets React 18.2 from core.',
      ],
      [
        'Target devices are Android 8+ with 2 GB of RAM.',
        'On Android 14 the devices need a foreground service type.',
      ],
      // Money after a currency's code, a status code after HTTP.
      [
        'The M-Pesa float alert fires at KES 0.01 balance drift.',
        'Each M-Pesa SMS costs KES 0.45 through the gateway.',
      ],
      [
        'Return HTTP 500 and the gateway retries the callback.',
        'Answer the callback with HTTP 204 and the gateway stops.',
      ],
      // Two services sharing only the tool's name.
      [
        'Search runs on Elasticsearch 8.11.',
        'Audit logs are shipped to a separate Elasticsearch 7.17 cluster.',
      ],
    ];
    for (const [a, b] of quiet)
      expect(contradictionHint(fact(a), decision(b)).contradicts, `${a} || ${b}`).toBe(false);
  });

  it('tells which version is later where the claim reader already reads two values', () => {
    // "Admin frontend: Next.js 14" gives the label its subject, so the claim reader sees two values; the
    // version check says which one replaced the other.
    const hint = contradictionHint(
      fact('The admin frontend is Next.js 12 with the pages router.'),
      decision('Admin frontend: Next.js 14, App Router.'),
    );
    expect(hint).toMatchObject({
      contradicts: true,
      replaced: 'older',
      clash: '"Next.js 12" vs "Next.js 14"',
    });
    // A quantity in a unit after a name is no version of it: two limits are a clash, not an upgrade.
    const limits = contradictionHint(
      fact('max net open position per delivery quarter in DE-LU is 150 MW, NL 60 MW.'),
      fact(
        'Net open position limit per delivery quarter: DE-LU 200 MW, NL 80 MW, DK1 60 MW (risk committee, March 2026). Limits live in services/risk/limits.yaml.',
      ),
    );
    expect(limits.clash).toBe('"150 MW" vs "200 MW"');
    expect(limits.replaced).toBeUndefined();
    // Capitalised names with dotted numbers (sections of a guideline) stay a clash to check, replacing neither.
    const sections = contradictionHint(
      {
        content: 'Paywall (App Review 3.1.2): every option shows the full billed price.',
        memory_type: 'constraint',
      },
      {
        content: 'Account deletion inside the app (App Review 5.1.1): Settings > Account.',
        memory_type: 'constraint',
      },
    );
    expect(sections.replaced).toBeUndefined();
  });
});
