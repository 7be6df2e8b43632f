/**
 * The vocabulary of the secret gate: the credential kinds it reports and the shape of a finding. A leaf
 * module: every other secrets-* file imports from it, it imports from none.
 */

/**
 * The kinds of credential the secret gate recognises. Values are stable strings: they appear in
 * `[REDACTED:<kind>]` markers and in error details, so renaming one is a breaking change.
 */
export const SecretKind = {
  AwsAccessKey: 'aws_access_key',
  AwsSecretKey: 'aws_secret_key',
  GithubToken: 'github_token',
  GitlabToken: 'gitlab_token',
  SlackToken: 'slack_token',
  SlackWebhook: 'slack_webhook',
  StripeKey: 'stripe_key',
  OpenaiKey: 'openai_key',
  AnthropicKey: 'anthropic_key',
  GoogleApiKey: 'google_api_key',
  PrivateKey: 'private_key',
  Jwt: 'jwt',
  UrlCredentials: 'url_credentials',
  PasswordAssignment: 'password_assignment',
  HighEntropy: 'high_entropy',
  // Contextual forms: a password in prose, on a command line, in a config file format, a signed URL.
  PasswordProse: 'password_prose',
  // A password-shaped value in a sentence that names a credential (secrets-backstop.ts): the last resort.
  CredentialInContext: 'credential_in_context',
  CliPassword: 'cli_password',
  ConfigCredential: 'config_credential',
  UrlSignature: 'url_signature',
  WebhookUrl: 'webhook_url',
  // Vendor formats (secrets-rules.ts).
  AwsSessionToken: 'aws_session_token',
  HuggingfaceToken: 'huggingface_token',
  NpmToken: 'npm_token',
  PypiToken: 'pypi_token',
  AzureDevopsPat: 'azure_devops_pat',
  AzureClientSecret: 'azure_client_secret',
  MailchimpKey: 'mailchimp_key',
  MailgunKey: 'mailgun_key',
  SendgridKey: 'sendgrid_key',
  TwilioKey: 'twilio_key',
  ShopifyToken: 'shopify_token',
  DatabricksToken: 'databricks_token',
  DigitaloceanToken: 'digitalocean_token',
  PostmanKey: 'postman_key',
  NewrelicKey: 'newrelic_key',
  AgeSecretKey: 'age_secret_key',
  AlibabaKey: 'alibaba_key',
  AtlassianToken: 'atlassian_token',
  LinearKey: 'linear_key',
  HoneycombKey: 'honeycomb_key',
  NotionToken: 'notion_token',
  DopplerToken: 'doppler_token',
  VaultToken: 'vault_token',
  TerraformToken: 'terraform_token',
  PulumiToken: 'pulumi_token',
  GrafanaToken: 'grafana_token',
  SentryToken: 'sentry_token',
  DynatraceToken: 'dynatrace_token',
  PlanetscaleToken: 'planetscale_token',
  ReplicateToken: 'replicate_token',
  GroqKey: 'groq_key',
  TailscaleKey: 'tailscale_key',
  FlyToken: 'fly_token',
  SquareToken: 'square_token',
  FacebookToken: 'facebook_token',
  TelegramBotToken: 'telegram_bot_token',
  DiscordBotToken: 'discord_bot_token',
  MapboxToken: 'mapbox_token',
  OnepasswordToken: 'onepassword_token',
  HerokuToken: 'heroku_token',
  CloudflareKey: 'cloudflare_key',
  VendorToken: 'vendor_token',
  // A wallet's recovery phrase: twelve or more BIP-39 words (secrets-mnemonic.ts).
  SeedPhrase: 'seed_phrase',
} as const;

/** One of the credential kinds in {@link SecretKind}. */
export type SecretKind = (typeof SecretKind)[keyof typeof SecretKind];

/**
 * One detected credential. `start`/`end` are UTF-16 offsets into the scanned text (`end` exclusive) and
 * cover only the secret itself (the value of an assignment, the password of a URL), never its label.
 * `line` and `column` are 1-based and point at `start`.
 */
export interface SecretFinding {
  kind: SecretKind;
  start: number;
  end: number;
  line: number;
  column: number;
}

/** A raw detection before public-material filtering and overlap resolution (offsets as in a finding). */
export interface Candidate {
  kind: SecretKind;
  start: number;
  end: number;
}
