// A React Native fitness app: Expo, TypeScript, React Query, Zustand, Supabase backend.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rn-fitness',
  stack: 'React Native 0.74 with Expo SDK 51, TypeScript, React Query, Zustand, Supabase',
  memories: [
    m('pm-yarn', 'fact', 'The app uses Yarn 1 for dependencies.', {
      fact: 'fitness-app | package_manager | yarn',
      age: 520,
    }),
    m(
      'pm-bun',
      'decision',
      'We switched from Yarn to bun for installs because Expo prebuild got three times faster.',
      {
        fact: 'fitness-app | package_manager | bun',
        supersedes: 'pm-yarn',
        age: 110,
      },
    ),
    m('backend-firebase', 'fact', 'The backend is Firebase (Firestore + Auth).', {
      fact: 'fitness-app | uses_database | Firestore',
      age: 480,
    }),
    m(
      'backend-supabase',
      'decision',
      'We moved the backend from Firebase to Supabase so workout history can be queried with SQL.',
      {
        fact: 'fitness-app | uses_database | Supabase Postgres',
        supersedes: 'backend-firebase',
        age: 200,
        tags: ['supabase', 'backend'],
      },
    ),
    m(
      'auth-supabase',
      'fact',
      'Users sign in with Supabase Auth: Apple and Google sign-in plus email magic links.',
      {
        fact: 'fitness-app | auth_method | Supabase Auth',
        age: 190,
      },
    ),
    m(
      'expo-managed',
      'decision',
      'We stay on the Expo managed workflow with config plugins; no ejecting, native code only through config plugins or Expo modules.',
      {
        files: ['app.config.ts'],
        tags: ['expo', 'native'],
        canonical: true,
      },
    ),
    m(
      'eas-build',
      'fact',
      'Builds and store submissions run on EAS; the production profile is in eas.json and OTA updates go to the production channel.',
      {
        files: ['eas.json'],
        tags: ['eas', 'build', 'ota'],
      },
    ),
    m(
      'ota-native',
      'constraint',
      'Never ship an OTA update that needs a native change; bump runtimeVersion and do a store build instead.',
      {
        tags: ['ota', 'eas', 'runtimeVersion'],
        reason: 'an OTA update with a new native module crashed the app for iOS users in March',
      },
    ),
    m(
      'react-query',
      'convention',
      'Server state goes through React Query hooks in src/api/hooks; Zustand only holds UI state like the active workout timer.',
      {
        files: ['src/api/hooks'],
        tags: ['react-query', 'zustand', 'state'],
      },
    ),
    m(
      'navigation',
      'fact',
      'Navigation uses expo-router with file-based routes under app/; the tab bar is app/(tabs)/_layout.tsx.',
      {
        files: ['app/(tabs)/_layout.tsx'],
        tags: ['expo-router', 'navigation'],
      },
    ),
    m(
      'styling',
      'convention',
      'Styles use NativeWind (Tailwind classes); no inline style objects except for animated values.',
      {
        tags: ['nativewind', 'tailwind', 'styles'],
      },
    ),
    m(
      'units',
      'convention',
      'Weights are stored in kilograms and distances in metres; conversion to lb/miles happens only in the display layer via src/lib/units.ts.',
      {
        files: ['src/lib/units.ts'],
        tags: ['units', 'weight'],
      },
    ),
    m(
      'healthkit',
      'fact',
      'HealthKit and Health Connect sync is done by react-native-health and the health-connect module behind src/health/sync.ts.',
      {
        files: ['src/health/sync.ts'],
        tags: ['healthkit', 'health-connect'],
      },
    ),
    m(
      'health-permissions',
      'constraint',
      'Only request the health permissions a screen needs, at the moment it needs them; App Review rejected us for asking for everything at launch.',
      {
        tags: ['healthkit', 'permissions', 'app-review'],
      },
    ),
    m(
      'offline',
      'decision',
      'Workouts are recorded offline first into expo-sqlite and synced to Supabase when online; the local DB is the source of truth during a workout.',
      {
        files: ['src/db/local.ts'],
        tags: ['offline', 'sqlite', 'sync'],
      },
    ),
    m(
      'incident-timer',
      'incident',
      'Incident: the rest timer drifted by minutes when the app was backgrounded; timers now compute from a start timestamp, never count ticks.',
      {
        files: ['src/features/timer/useRestTimer.ts'],
        tags: ['timer', 'incident'],
      },
    ),
    m(
      'tests-jest',
      'convention',
      'Unit tests use jest-expo and React Native Testing Library; E2E tests use Maestro flows in .maestro/.',
      {
        files: ['.maestro'],
        tags: ['tests', 'jest', 'maestro'],
      },
    ),
    m(
      'a11y',
      'convention',
      'Every touchable has an accessibilityLabel and a hit area of at least 44x44 points.',
      {
        tags: ['accessibility', 'a11y'],
      },
    ),
    m(
      'i18n',
      'fact',
      'Strings are translated with i18next; locales en, de and es live in src/i18n/locales.',
      {
        files: ['src/i18n/locales'],
        tags: ['i18n', 'translations'],
      },
    ),
    m(
      'rls',
      'constraint',
      'Every Supabase table must have row level security enabled with a policy on auth.uid(); the client uses the anon key only.',
      {
        files: ['supabase/migrations'],
        tags: ['supabase', 'rls', 'security'],
      },
    ),
    m(
      'supabase-migrations',
      'convention',
      'Database changes are SQL migrations in supabase/migrations created with supabase migration new; never change the schema in the dashboard.',
      {
        files: ['supabase/migrations'],
        tags: ['supabase', 'migrations'],
      },
    ),
    m(
      'payments-revenuecat',
      'decision',
      'Subscriptions are handled by RevenueCat; entitlement "pro" unlocks custom programs.',
      {
        tags: ['revenuecat', 'subscriptions'],
      },
    ),
    m(
      'analytics',
      'fact',
      'Product analytics go to PostHog; events are named object_action in snake_case, e.g. workout_completed.',
      {
        tags: ['analytics', 'posthog'],
      },
    ),
    m(
      'pref-hooks',
      'preference',
      'I prefer function components with hooks and named exports; no class components.',
      {},
    ),
    m(
      'pref-ts-strict',
      'preference',
      'Please keep TypeScript strict and do not use any; use unknown and narrow it.',
      {},
    ),
    m('icons', 'fact', 'Icons come from @expo/vector-icons (Ionicons set).', { tags: ['icons'] }),
    m(
      'images',
      'convention',
      'Use expo-image instead of the React Native Image component for remote images.',
      {
        tags: ['expo-image', 'images'],
      },
    ),
    m('units-lbs-claim', 'fact', 'Weights are saved in pounds for US users.', {
      disputes: 'units',
      tags: ['units', 'weight'],
    }),
    m(
      'push-expo',
      'fact',
      'Push notifications go through Expo Notifications; tokens are stored in the push_tokens table per device.',
      { tags: ['push', 'notifications'] },
    ),
    m(
      'app-icons',
      'fact',
      'App icons and the splash screen are configured in app.config.ts and generated by Expo at prebuild.',
      { tags: ['icons', 'splash'] },
    ),
    m(
      'exercise-db',
      'fact',
      'The exercise library (800 exercises with videos) is seeded from a CSV into the exercises table and cached on device for a week.',
      { tags: ['exercises', 'videos'] },
    ),
    m(
      'dark-mode',
      'convention',
      'Dark mode follows the system setting; colours come from the theme tokens in src/theme/colors.ts.',
      { files: ['src/theme/colors.ts'], tags: ['dark-mode', 'theme'] },
    ),
    m(
      'forms',
      'convention',
      'Forms use react-hook-form with zod resolvers; validation messages come from i18n keys.',
      { tags: ['forms', 'react-hook-form', 'zod'] },
    ),
    m('min-os', 'fact', 'Minimum supported versions are iOS 15 and Android 8 (API 26).', {
      tags: ['ios', 'android'],
    }),
    m('cand-reanimated', 'decision', 'Use Reanimated 3 for all animations.', {
      candidate: true,
      tags: ['animations'],
    }),
    m('cand-watch', 'decision', 'Build an Apple Watch companion with expo-apple-targets.', {
      candidate: true,
      tags: ['watch'],
    }),
    m('cand-sentry', 'fact', 'Crashes are reported with Sentry.', { candidate: true, tags: ['sentry'] }),
    m(
      'secret-service-role',
      'note',
      'supabase service role key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzAwMDAwMDAwfQ.k3Jq9vL0xT7mN2pR5sW8yZ1aB4cD6eF9gH0iJ2kL4mN',
      {
        secret: 'eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzAwMDAwMDAwfQ',
      },
    ),
    m('secret-rc', 'note', 'RevenueCat secret api key = sk_RcSecretKey8Jd92kfLq0Zm3Xv', {
      secret: 'sk_RcSecretKey8Jd92kfLq0Zm3Xv',
    }),
    m('secret-asc', 'note', 'App Store Connect app-specific password: abcd-efgh-ijkl-mnop', {
      secret: 'abcd-efgh-ijkl-mnop',
    }),
  ],
  sessions: [
    {
      id: 'fitness-session-1',
      age: 6,
      turns: [
        said('We decided to show rest days as grey dots in the streak calendar, not as gaps.', {
          key: 's-rest-days',
          type: 'decision',
        }),
        replied('OK, I will update the StreakCalendar component.'),
        said('Never auto-play workout videos on cellular data.', {
          key: 's-video-cellular',
          type: 'constraint',
        }),
        said("Let's use date-fns for date math because moment is too big for the bundle.", {
          key: 's-date-fns',
          type: 'decision',
        }),
        replied('We should move all dates to UTC everywhere, I recommend that.'),
        said('ok, thanks'),
      ],
    },
  ],
  prompts: [
    p('add a screen for editing a workout template', ['react-query', 'styling', 'navigation']),
    p('add a weight input that shows lbs for US users', ['units', 'units-lbs-claim']),
    p('@src/lib/units.ts add stones for UK users', ['units']),
    p('the rest timer is off when i lock the phone', ['incident-timer']),
    p('push this fix as an OTA update, it adds react-native-ble-plx', [
      'ota-native',
      'eas-build',
      'expo-managed',
    ]),
    p('we need a native module for bluetooth heart rate straps, can we eject?', ['expo-managed']),
    p('create a supabase table for personal records', ['rls', 'supabase-migrations', 'backend-supabase']),
    p('ask for healthkit permissions on app launch', ['health-permissions', 'healthkit']),
    p('sync steps from health connect on android', ['healthkit']),
    p('workouts recorded in airplane mode are lost', ['offline']),
    p('add a test for the streak calendar with rest days', ['tests-jest', 's-rest-days']),
    p('track an event when someone finishes a program', ['analytics']),
    p('make the workout video autoplay in the exercise detail screen', ['s-video-cellular']),
    p('format the workout date as "Mon, 3 Jun" in the history list', ['s-date-fns']),
    p('install react-native-svg', ['pm-bun', 'expo-managed']),
    p('lock custom programs behind the pro subscription', ['payments-revenuecat']),
    p('which backend do we use?', ['backend-supabase']),
    p('add german translations for the new settings screen', ['i18n']),
    p('yes', []),
    p('what time is it in tokyo', []),
    p('add a dark mode toggle in settings', ['dark-mode']),
    p('can you add validation to the signup form', ['forms']),
    p('@src/features/timer/useRestTimer.ts add a 10 second warning beep', ['incident-timer']),
    p('in src/health/sync.ts also read sleep data', ['healthkit', 'health-permissions']),
  ],
});
