// A Rails CRM for small agencies: Rails 7.1, Hotwire, Sidekiq, Postgres, RSpec, deployed with Kamal.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rails-crm',
  stack: 'Ruby 3.3, Rails 7.1, Hotwire (Turbo/Stimulus), Sidekiq, Postgres, RSpec, Kamal',
  memories: [
    m('deploy-heroku', 'fact', 'The CRM is deployed on Heroku with the Ruby buildpack.', {
      fact: 'crm | deployment_platform | Heroku',
      age: 700,
    }),
    m(
      'deploy-kamal',
      'decision',
      'We deploy with Kamal to two Hetzner boxes now; Heroku got too expensive once we needed more workers.',
      {
        fact: 'crm | deployment_platform | Kamal on Hetzner',
        supersedes: 'deploy-heroku',
        age: 260,
        tags: ['kamal', 'hetzner', 'deploy'],
      },
    ),
    m('db-pg', 'fact', 'The database is Postgres 16; full-text search on contacts uses pg_search.', {
      fact: 'crm | uses_database | Postgres',
      age: 500,
      tags: ['postgres', 'pg_search'],
    }),
    m('auth-devise', 'fact', 'Users sign in with Devise plus Google OAuth via omniauth-google-oauth2.', {
      fact: 'crm | auth_method | Devise',
      age: 400,
    }),
    m('auth-passwordless-guess', 'fact', 'Sign-in is passwordless magic links.', {
      fact: 'crm | auth_method | magic links',
      inferred: true,
      disputes: 'auth-devise',
      age: 15,
    }),
    m(
      'multitenancy',
      'constraint',
      'Every query on tenant data must be scoped through Current.account (acts_as_tenant); never call Contact.all or unscoped.',
      {
        files: ['app/models/concerns/tenant_scoped.rb'],
        tags: ['tenant', 'multitenancy', 'acts_as_tenant'],
        reason: "one agency saw another agency's contacts in 2025",
        canonical: true,
      },
    ),
    m(
      'hotwire',
      'decision',
      'UI interactions use Turbo Frames/Streams and small Stimulus controllers; no React or Vue in this app.',
      {
        tags: ['hotwire', 'turbo', 'stimulus'],
      },
    ),
    m(
      'sidekiq-args',
      'convention',
      'Sidekiq job arguments are simple JSON types (ids, strings); never pass ActiveRecord objects.',
      {
        files: ['app/jobs'],
        tags: ['sidekiq', 'jobs'],
      },
    ),
    m(
      'sidekiq-queues',
      'fact',
      'Sidekiq queues are critical, default, mailers and imports; CSV imports run on the imports queue with concurrency 2.',
      {
        files: ['config/sidekiq.yml'],
        tags: ['sidekiq', 'queues'],
      },
    ),
    m(
      'rspec',
      'convention',
      'Specs use RSpec with FactoryBot; request specs rather than controller specs, system specs with Cuprite.',
      {
        files: ['spec/factories'],
        tags: ['rspec', 'factorybot', 'tests'],
      },
    ),
    m(
      'no-fixtures',
      'preference',
      'I prefer FactoryBot traits over fixtures; please do not add YAML fixtures.',
      {},
    ),
    m(
      'strong-migrations',
      'constraint',
      'Migrations go through strong_migrations; removing a column needs ignored_columns in the model first, in a separate deploy.',
      {
        files: ['db/migrate'],
        tags: ['migrations', 'strong_migrations'],
      },
    ),
    m(
      'service-objects',
      'convention',
      'Business logic lives in service objects under app/services with a single .call class method; models stay thin.',
      {
        files: ['app/services'],
        tags: ['services'],
      },
    ),
    m('rubocop', 'convention', 'rubocop-rails-omakase is the style; run bin/rubocop -a before committing.', {
      tags: ['rubocop', 'style'],
    }),
    m(
      'csv-import',
      'fact',
      'Contact CSV imports are parsed with SmarterCSV in batches of 500 and deduplicated by lower(email).',
      {
        files: ['app/services/contacts/import.rb'],
        tags: ['csv', 'import', 'contacts'],
      },
    ),
    m(
      'incident-import',
      'incident',
      'Incident 2026-04: a 200k-row CSV import exhausted memory because it loaded the file at once; imports must stream the file.',
      {
        files: ['app/services/contacts/import.rb'],
        tags: ['csv', 'import', 'memory', 'incident'],
      },
    ),
    m(
      'email-postmark',
      'fact',
      'Transactional email goes through Postmark; marketing email is not sent from this app at all.',
      {
        tags: ['email', 'postmark'],
      },
    ),
    m(
      'gdpr-delete',
      'constraint',
      'Deleting a contact must also purge its activities, notes and attachments within 30 days (GDPR); use Contacts::Erase, not destroy.',
      {
        files: ['app/services/contacts/erase.rb'],
        tags: ['gdpr', 'delete', 'contacts'],
      },
    ),
    m(
      'active-storage-s3',
      'fact',
      'Attachments use Active Storage on S3-compatible storage at Hetzner; direct uploads are enabled.',
      {
        tags: ['active-storage', 'attachments'],
      },
    ),
    m(
      'timezones',
      'convention',
      "Times are stored in UTC and displayed in the account's time zone with Time.use_zone in the controller around_action.",
      {
        files: ['app/controllers/application_controller.rb'],
        tags: ['timezone'],
      },
    ),
    m(
      'pipeline-stages',
      'fact',
      'Deal pipeline stages are per account and ordered with acts_as_list; the won and lost stages cannot be deleted.',
      {
        files: ['app/models/stage.rb'],
        tags: ['pipeline', 'stages', 'deals'],
      },
    ),
    m('money-gem', 'convention', 'Deal values use money-rails with amount_cents and currency columns.', {
      tags: ['money', 'deals'],
    }),
    m(
      'api-jbuilder',
      'decision',
      'The public API is JSON:API via jsonapi-serializer; we dropped jbuilder because it was slow on large lists.',
      {
        files: ['app/serializers'],
        tags: ['api', 'serializers'],
      },
    ),
    m(
      'feature-flipper',
      'fact',
      'Feature flags use Flipper with the ActiveRecord adapter; the new reports UI is behind :reports_v2.',
      {
        tags: ['flipper', 'feature-flags'],
      },
    ),
    m(
      'n-plus-one',
      'convention',
      'Bullet is enabled in development and test; fix N+1 queries with includes, do not silence Bullet.',
      {
        tags: ['bullet', 'n+1'],
      },
    ),
    m('pref-rspec-let', 'preference', 'Please avoid let! and deeply nested contexts in specs.', {}),
    m('ruby-version', 'fact', 'Ruby is pinned in .ruby-version to 3.3.5 and YJIT is enabled in production.', {
      files: ['.ruby-version'],
      tags: ['ruby', 'yjit'],
    }),
    m(
      'webhooks-out',
      'fact',
      'Outgoing webhooks to customer systems are signed with HMAC-SHA256 in the X-CRM-Signature header and retried by Sidekiq for 24 hours.',
      { tags: ['webhooks', 'hmac'] },
    ),
    m(
      'exports-csv',
      'fact',
      'Data exports are generated in the background and emailed as a signed link that expires after 24 hours.',
      { tags: ['exports', 'csv'] },
    ),
    m(
      'seed-data',
      'convention',
      'Demo data for development comes from db/seeds.rb using the same factories as the specs.',
      { files: ['db/seeds.rb'], tags: ['seeds'] },
    ),
    m(
      'audit-log',
      'constraint',
      'Changes to deals and contacts are recorded with the audited gem; do not disable auditing in services.',
      { tags: ['audit', 'audited'] },
    ),
    m(
      'i18n-rails',
      'fact',
      'The UI is translated with Rails i18n into en, de and nl; keys live in config/locales per feature.',
      { files: ['config/locales'], tags: ['i18n', 'locales'] },
    ),
    m(
      'plans-limits',
      'fact',
      'The Starter plan is limited to 3 users and 2,000 contacts; limits are checked in Accounts::Limits.',
      { tags: ['plans', 'limits'] },
    ),
    m(
      'reports-v2',
      'decision',
      'The new reports are built with Chartkick and materialized views refreshed every 15 minutes.',
      { tags: ['reports', 'chartkick'] },
    ),
    m('cand-turbo-native', 'decision', 'Build the mobile app with Turbo Native.', {
      candidate: true,
      tags: ['mobile'],
    }),
    m('cand-solid-queue', 'decision', 'Move background jobs from Sidekiq to Solid Queue.', {
      candidate: true,
      tags: ['sidekiq', 'jobs'],
    }),
    m('cand-uuid', 'convention', 'New tables use uuid primary keys.', {
      candidate: true,
      tags: ['uuid', 'migrations'],
    }),
    m('secret-master', 'note', 'config/master.key is 8d1f6c9e2a7b4d3f0e5c8a1b9d2f4e6a', {
      secret: '8d1f6c9e2a7b4d3f0e5c8a1b9d2f4e6a',
    }),
    m('secret-smtp', 'note', 'SMTP_PASSWORD="pm-9ba3c1e7-2f44-4d1a-b0c8-7e6f5d4c3b2a"', {
      secret: 'pm-9ba3c1e7-2f44-4d1a-b0c8-7e6f5d4c3b2a',
    }),
    m('secret-prose', 'note', 'Kamal registry pwd is dockerhub-Crm-2026-xyz', {
      secret: 'dockerhub-Crm-2026-xyz',
    }),
  ],
  sessions: [
    {
      id: 'crm-session-1',
      age: 9,
      turns: [
        said('We decided to store deal notes as Action Text so people can paste formatted emails.', {
          key: 's-action-text',
          type: 'decision',
        }),
        replied('I will add has_rich_text :body to Note.'),
        said('btw we must never send email to contacts marked do_not_contact, not even transactional ones.', {
          key: 's-dnc',
          type: 'constraint',
        }),
        said(
          'I prefer Stimulus controllers named after the behaviour, like clipboard_controller, not after the page.',
          {
            key: 's-stimulus-names',
            type: 'preference',
          },
        ),
        said(
          'Our convention is one Turbo Stream template per action in app/views/<resource>/<action>.turbo_stream.erb.',
          {
            key: 's-turbo-stream',
            type: 'convention',
          },
        ),
      ],
    },
  ],
  prompts: [
    p('add a contacts search endpoint that returns contacts matching a name', [
      'multitenancy',
      'db-pg',
      'api-jbuilder',
    ]),
    p('list all contacts for the admin dashboard with Contact.all', ['multitenancy']),
    p('the CSV import is getting OOM killed on big files, see app/services/contacts/import.rb', [
      'incident-import',
      'csv-import',
    ]),
    p('dedupe contacts on import by email', ['csv-import']),
    p('remove the legacy fax column from contacts', ['strong-migrations']),
    p('add a job that syncs deals to hubspot nightly', ['sidekiq-args', 'sidekiq-queues', 'service-objects']),
    p('write request specs for the deals controller', ['rspec', 'no-fixtures', 'pref-rspec-let']),
    p('a user asked us to delete all their data', ['gdpr-delete']),
    p('make the deal stage dropdown update without a page reload', ['hotwire', 's-turbo-stream']),
    p('add a stimulus controller that copies the contact email', ['s-stimulus-names', 'hotwire']),
    p('send a reminder email to contacts with an overdue task', ['s-dnc', 'email-postmark']),
    p('can I delete the lost stage from the pipeline', ['pipeline-stages']),
    p('show activity times in the users timezone on the timeline', ['timezones']),
    p('how do we deploy this thing?', ['deploy-kamal']),
    p('how do users log in', ['auth-devise', 'auth-passwordless-guess']),
    p('let people paste formatted text into deal notes', ['s-action-text']),
    p('the deals index is slow, Bullet complains about N+1 on stages', ['n-plus-one']),
    p('store the deal value as a float column', ['money-gem']),
    p('good morning!', []),
    p('undo that last change', []),
    p('Can you sign the outgoing webhooks, a customer wants to verify them?', ['webhooks-out']),
    p('let starter accounts have 5 users', ['plans-limits']),
    p('@app/services/contacts/erase.rb also delete the contact from mailchimp', ['gdpr-delete']),
    p('add a scope for overdue deals to app/models/deal.rb', ['multitenancy']),
  ],
});
