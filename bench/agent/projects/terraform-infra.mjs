// A Terraform infrastructure repo: AWS (EKS, RDS, VPC), modules, Atlantis, multiple environments.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'terraform-infra',
  stack: 'Terraform 1.7, AWS (VPC, EKS, RDS, S3), Atlantis, tflint, checkov',
  memories: [
    m('state-local', 'fact', 'Terraform state is kept locally and committed encrypted with git-crypt.', {
      age: 800,
    }),
    m(
      'state-s3',
      'decision',
      'We no longer keep state in git; remote state lives in the S3 bucket acme-tfstate with DynamoDB locking, one key per environment and stack.',
      {
        supersedes: 'state-local',
        age: 400,
        tags: ['state', 's3', 'dynamodb'],
        canonical: true,
      },
    ),
    m('ci-gha', 'fact', 'Terraform plans run in GitHub Actions.', {
      fact: 'infra | deployment_platform | GitHub Actions',
      age: 520,
    }),
    m(
      'ci-atlantis',
      'decision',
      'Plans and applies run through Atlantis on pull requests; nobody runs terraform apply from a laptop.',
      {
        fact: 'infra | deployment_platform | Atlantis',
        supersedes: 'ci-gha',
        age: 300,
        files: ['atlantis.yaml'],
        tags: ['atlantis', 'apply'],
      },
    ),
    m(
      'no-local-apply',
      'constraint',
      'Never run terraform apply locally against staging or prod; comment "atlantis apply" on the PR.',
      {
        tags: ['apply', 'atlantis'],
        reason: 'a local apply with a stale plan deleted the staging NAT gateway',
      },
    ),
    m(
      'layout',
      'convention',
      'Layout: modules/ holds reusable modules, live/<env>/<stack>/ holds the root modules; environments are dev, staging and prod.',
      {
        files: ['modules', 'live'],
        tags: ['layout', 'modules', 'environments'],
      },
    ),
    m(
      'module-versions',
      'convention',
      'Root modules pin internal modules by git tag (?ref=vX.Y.Z); never point at a branch.',
      {
        tags: ['modules', 'versions'],
      },
    ),
    m(
      'provider-pin',
      'constraint',
      'Provider versions are pinned with ~> in versions.tf and the .terraform.lock.hcl is committed for linux_amd64 and darwin_arm64.',
      {
        files: ['versions.tf', '.terraform.lock.hcl'],
        tags: ['provider', 'lockfile'],
      },
    ),
    m(
      'tags',
      'convention',
      'Every resource gets the default_tags from the provider block: Environment, Team, CostCenter, ManagedBy=terraform.',
      {
        tags: ['tags', 'cost'],
      },
    ),
    m(
      'naming',
      'convention',
      'Resource names are <env>-<service>-<purpose>, lowercase with dashes, e.g. prod-billing-db.',
      {
        tags: ['naming'],
      },
    ),
    m(
      'rds-protection',
      'constraint',
      'Production RDS instances must have deletion_protection = true, backups kept 14 days and Multi-AZ.',
      {
        files: ['modules/rds/main.tf'],
        tags: ['rds', 'deletion-protection', 'backups'],
      },
    ),
    m('rds-engine', 'fact', 'Application databases are RDS Postgres 15 on graviton instances (db.r7g).', {
      fact: 'infra | uses_database | RDS Postgres',
      age: 260,
      tags: ['rds', 'postgres'],
    }),
    m('eks', 'fact', 'Workloads run on EKS 1.29 with managed node groups and Karpenter for autoscaling.', {
      files: ['modules/eks'],
      tags: ['eks', 'karpenter', 'kubernetes'],
    }),
    m(
      'eks-upgrade',
      'incident',
      'Incident 2025-11: the EKS 1.27 → 1.28 upgrade broke the aws-load-balancer-controller; upgrade add-ons before the control plane and test in dev first.',
      {
        files: ['modules/eks'],
        tags: ['eks', 'upgrade', 'incident'],
      },
    ),
    m(
      'vpc-cidrs',
      'fact',
      'VPC CIDRs: dev 10.10.0.0/16, staging 10.20.0.0/16, prod 10.30.0.0/16; they must not overlap because of the transit gateway.',
      {
        files: ['live/prod/network/main.tf'],
        tags: ['vpc', 'cidr', 'network'],
      },
    ),
    m('nat', 'decision', 'Dev uses a single NAT gateway to save cost; staging and prod have one per AZ.', {
      tags: ['nat', 'cost', 'network'],
    }),
    m(
      'iam-least',
      'constraint',
      'IAM policies are least privilege: no "*" actions on "*" resources; use IRSA roles for pods, never node instance roles.',
      {
        tags: ['iam', 'irsa', 'security'],
      },
    ),
    m(
      's3-public',
      'constraint',
      'S3 buckets block all public access; static assets are served through CloudFront with an origin access control.',
      {
        tags: ['s3', 'cloudfront', 'public-access'],
      },
    ),
    m(
      'checkov',
      'convention',
      'checkov and tflint run in pre-commit and in Atlantis workflows; a skipped check needs a #checkov:skip comment with a reason.',
      {
        files: ['.pre-commit-config.yaml', '.tflint.hcl'],
        tags: ['checkov', 'tflint'],
      },
    ),
    m(
      'secrets-sm',
      'convention',
      'Secrets are created in AWS Secrets Manager by Terraform with random_password and read by apps via External Secrets; never put secret values in tfvars.',
      {
        tags: ['secrets-manager', 'external-secrets', 'tfvars'],
      },
    ),
    m(
      'moved-blocks',
      'convention',
      'Renaming or moving a resource uses a moved block, never terraform state mv by hand.',
      {
        tags: ['moved', 'refactor', 'state'],
      },
    ),
    m('dns', 'fact', 'DNS zones live in Route53 in the shared account; the prod apex is acme.io.', {
      tags: ['dns', 'route53'],
    }),
    m(
      'accounts',
      'fact',
      'AWS accounts: shared (DNS, ECR), dev, staging and prod, under one Organization with SSO.',
      {
        tags: ['aws', 'accounts', 'organizations'],
      },
    ),
    m(
      'pref-for-each',
      'preference',
      'I prefer for_each over count for anything that can be removed from the middle of a list.',
      {},
    ),
    m('pref-outputs', 'preference', 'Please describe every variable and output with a description.', {}),
    m(
      'tf-version',
      'fact',
      'The repo requires Terraform 1.7 (required_version = "~> 1.7"); OpenTofu is not used.',
      {
        tags: ['terraform', 'version'],
      },
    ),
    m('nat-claim', 'fact', 'Every environment has one NAT gateway per availability zone.', {
      disputes: 'nat',
      tags: ['nat', 'network'],
    }),
    m(
      'ecr',
      'fact',
      'Container images live in ECR in the shared account with cross-account pull for dev, staging and prod.',
      { tags: ['ecr', 'images'] },
    ),
    m(
      'cost-budgets',
      'fact',
      "AWS Budgets alert the platform channel at 80% and 100% of each account's monthly budget.",
      { tags: ['cost', 'budgets'] },
    ),
    m(
      'cloudwatch-logs',
      'convention',
      'CloudWatch log groups are created by Terraform with 30-day retention in dev and 365 days in prod.',
      { tags: ['cloudwatch', 'logs', 'retention'] },
    ),
    m(
      'waf',
      'fact',
      'Public load balancers sit behind AWS WAF with the managed common rule set and a rate limit of 2000 requests per 5 minutes per IP.',
      { tags: ['waf', 'security'] },
    ),
    m('backup-vault', 'fact', 'AWS Backup copies RDS snapshots to a vault in eu-central-1 nightly.', {
      tags: ['backup', 'rds'],
    }),
    m(
      'kms',
      'convention',
      'Every encrypted resource uses a customer-managed KMS key per environment from modules/kms, never the AWS-managed default key.',
      { files: ['modules/kms'], tags: ['kms', 'encryption'] },
    ),
    m(
      'sso',
      'fact',
      'Engineers access AWS through IAM Identity Center with the PowerUser permission set in dev and ReadOnly in prod.',
      { tags: ['sso', 'iam'] },
    ),
    m('cand-tofu', 'decision', 'Switch from Terraform to OpenTofu.', { candidate: true, tags: ['opentofu'] }),
    m('cand-terragrunt', 'decision', 'Adopt Terragrunt for the live/ folder.', {
      candidate: true,
      tags: ['terragrunt'],
    }),
    m('cand-spot', 'fact', 'Karpenter uses spot instances in prod.', {
      candidate: true,
      tags: ['spot', 'karpenter'],
    }),
    m(
      'secret-aws',
      'note',
      'break-glass user: aws_secret_access_key = Zq8Lk2Mv9Nx4Pb7Rc1Sd5Tf3Ug6Vh0Wj8Xk2Yl4m',
      {
        secret: 'Zq8Lk2Mv9Nx4Pb7Rc1Sd5Tf3Ug6Vh0Wj8Xk2Yl4m',
      },
    ),
    m('secret-tfvars', 'note', 'prod.tfvars had db_password = "Pr0d-Db-Pa55-2026"', {
      secret: 'Pr0d-Db-Pa55-2026',
    }),
    m(
      'secret-slack',
      'note',
      'atlantis slack webhook https://hooks.slack.com/services/T0AB12CDE/B0FG34HIJ/kLmNoPqRsTuVwXyZ12345678',
      {
        secret: 'kLmNoPqRsTuVwXyZ12345678',
      },
    ),
  ],
  sessions: [
    {
      id: 'infra-session-1',
      age: 7,
      turns: [
        said('We decided to put the new analytics cluster in its own VPC with 10.40.0.0/16.', {
          key: 's-analytics-vpc',
          type: 'decision',
        }),
        replied('I will add live/prod/analytics-network.'),
        said('Never open port 22 in a security group; use SSM Session Manager.', {
          key: 's-no-ssh',
          type: 'constraint',
        }),
        said('Use snake_case for all Terraform variable and output names.', {
          key: 's-snake',
          type: 'convention',
        }),
      ],
    },
  ],
  prompts: [
    p('add an RDS instance for the new reporting service in prod', [
      'rds-protection',
      'rds-engine',
      'naming',
      'secrets-sm',
    ]),
    p('terraform apply the staging network changes from my machine', ['no-local-apply', 'ci-atlantis']),
    p('where is the terraform state stored', ['state-s3']),
    p('rename aws_s3_bucket.assets to aws_s3_bucket.static_assets in modules/cdn', ['moved-blocks']),
    p('upgrade EKS to 1.30', ['eks-upgrade', 'eks']),
    p('create a VPC for the analytics cluster', ['s-analytics-vpc', 'vpc-cidrs']),
    p('open ssh to the bastion so I can debug', ['s-no-ssh']),
    p('add a bucket for user uploads that the web app can read', ['s3-public', 'iam-least', 'naming']),
    p('give the payments pod access to the SQS queue', ['iam-least']),
    p('add a NAT gateway per AZ in dev, one is flaky', ['nat', 'nat-claim']),
    p('put the database password for the reporting service in prod.tfvars', ['secrets-sm']),
    p('use the main branch of the vpc module in live/dev/network', ['module-versions']),
    p('add a variable for the instance class to modules/rds', ['s-snake', 'pref-outputs', 'rds-engine']),
    p('checkov fails on CKV_AWS_144 for the logs bucket, can we skip it', ['checkov']),
    p('create three SQS queues from a list', ['pref-for-each']),
    p('bump the aws provider to 5.40', ['provider-pin']),
    p('which CIDR is prod using', ['vpc-cidrs']),
    p('how do plans and applies run for this repo?', ['ci-atlantis']),
    p('thanks!', []),
    p('what does this error mean: Error acquiring the state lock', ['state-s3']),
    p('create a KMS key for the new reporting bucket', ['kms']),
    p('how long do we keep cloudwatch logs in prod', ['cloudwatch-logs']),
    p('@modules/rds/main.tf make deletion protection optional for dev', ['rds-protection']),
    p('bump the node group size in modules/eks for prod', ['eks']),
  ],
});
