/**
 * Where and how the project ships: CI systems and the deploy steps in their files, platform manifests
 * (app.json, app.yaml, fly.toml, Kubernetes manifests) and Terraform resources. Deploy and CI evidence
 * applies to the whole repository wherever the file sits.
 */
import { baseName, type Signal, type SignalReader, signal } from './core.js';

/** Deploy commands and actions in CI files (comments skipped: a commented-out deploy deploys nothing). */
const DEPLOY_STEPS: readonly [RegExp, string][] = [
  [/\bflyctl\s+deploy\b|\bfly\s+deploy\b|superfly\/flyctl-actions/, 'fly.io'],
  [
    /\bgit\s+push\s+(?:\S+\s+)?heroku\b|akhileshns\/heroku-deploy|\bheroku\s+container:(?:push|release)\b/,
    'heroku',
  ],
  [/\bvercel\s+(?:deploy|--prod)\b|amondnet\/vercel-action|\bvercel\s+build\b/, 'vercel'],
  [/\bnetlify\s+deploy\b|nwtgck\/actions-netlify/, 'netlify'],
  [/\bwrangler\s+(?:deploy|publish)\b|cloudflare\/wrangler-action/, 'cloudflare-workers'],
  [
    /\bkubectl\s+(?:apply|rollout|set\s+image)\b|\bhelm\s+(?:upgrade|install)\b|azure\/k8s-deploy/,
    'kubernetes',
  ],
  [/\bgcloud\s+app\s+deploy\b/, 'app-engine'],
  [/\bgcloud\s+run\s+deploy\b|google-github-actions\/deploy-cloudrun/, 'cloud-run'],
  [/\b(?:serverless|sls)\s+deploy\b/, 'aws-lambda'],
  [/\brailway\s+up\b/, 'railway'],
  [/\baws\s+ecs\s+update-service\b|aws-actions\/amazon-ecs-deploy-task-definition/, 'ecs'],
  [/\bdoctl\s+apps?\b/, 'digitalocean'],
  [/api\.render\.com\/deploy/, 'render'],
];

/** A reader for the files of CI system `ci`: the CI itself, plus every deploy step it runs. */
export function readCi(ci: string): SignalReader {
  return (file, text) => {
    const out: Signal[] = [signal(file, text, 'ci', ci, baseName(file), undefined, 'strong', '')];
    const lines = text.split('\n');
    lines.forEach((raw, i) => {
      const line = raw.trimStart();
      if (line.startsWith('#') || line.startsWith('//')) return;
      for (const [re, id] of DEPLOY_STEPS) {
        const m = re.exec(line);
        if (m)
          out.push({
            predicate: 'deployment_platform',
            id,
            file,
            line: i + 1,
            dir: '',
            strength: 'strong',
            what: `deploy step "${m[0]}"`,
          });
      }
    });
    return out;
  };
}

/** app.json, when it has Heroku's keys. */
export function readAppJson(file: string, text: string): Signal[] {
  // app.json is Heroku's manifest, but other tools use the name too: only its Heroku keys count.
  const heroku = /"(buildpacks|formation|addons|stack)"\s*:/.test(text);
  return heroku
    ? [
        signal(
          file,
          text,
          'deployment_platform',
          'heroku',
          'app.json',
          /"(buildpacks|formation|addons|stack)"/,
          'strong',
          '',
        ),
      ]
    : [];
}

/** app.yaml, when it declares a runtime (Google App Engine). */
export function readAppYaml(file: string, text: string): Signal[] {
  // Google App Engine's app.yaml declares a runtime; other app.yaml files (a Helm value file, say) do not.
  return /^runtime:\s*\S+/m.test(text)
    ? [signal(file, text, 'deployment_platform', 'app-engine', 'app.yaml', /^runtime:/m, 'strong', '')]
    : [];
}

/** A Kubernetes manifest of a workload (Deployment, StatefulSet, DaemonSet, CronJob). */
export function readK8s(file: string, text: string): Signal[] {
  return /^kind:\s*(Deployment|StatefulSet|DaemonSet|CronJob)\b/m.test(text) && /^apiVersion:/m.test(text)
    ? [
        signal(
          file,
          text,
          'deployment_platform',
          'kubernetes',
          `manifest ${baseName(file)}`,
          /^kind:/m,
          'strong',
          '',
        ),
      ]
    : [];
}

const TF_RESOURCES: readonly [RegExp, string][] = [
  [/^\s*resource\s+"heroku_(app|build|formation)"/m, 'heroku'],
  [/^\s*resource\s+"fly_(app|machine)"/m, 'fly.io'],
  [/^\s*resource\s+"vercel_(project|deployment)"/m, 'vercel'],
  [/^\s*resource\s+"netlify_site"/m, 'netlify'],
  [/^\s*resource\s+"render_(web_service|service)"/m, 'render'],
  [/^\s*resource\s+"digitalocean_app"/m, 'digitalocean'],
  [/^\s*resource\s+"google_cloud_run_(v2_)?service"/m, 'cloud-run'],
  [/^\s*resource\s+"google_app_engine_\w+"/m, 'app-engine'],
  [/^\s*resource\s+"aws_lambda_function"/m, 'aws-lambda'],
  [/^\s*resource\s+"aws_ecs_service"/m, 'ecs'],
  [/^\s*resource\s+"(kubernetes_deployment|helm_release)"/m, 'kubernetes'],
  [/^\s*resource\s+"cloudflare_workers?_script"/m, 'cloudflare-workers'],
];

const TF_DATABASES: readonly [RegExp, string][] = [
  [/^\s*engine\s*=\s*"(aurora-)?postgres(ql)?"/m, 'postgresql'],
  [/^\s*engine\s*=\s*"(aurora-)?mysql"/m, 'mysql'],
  [/^\s*engine\s*=\s*"mariadb"/m, 'mariadb'],
  [/^\s*database_version\s*=\s*"POSTGRES_/m, 'postgresql'],
  [/^\s*database_version\s*=\s*"MYSQL_/m, 'mysql'],
  [/^\s*resource\s+"aws_dynamodb_table"/m, 'dynamodb'],
];

/** Terraform: deploy platforms and databases from resources, comments ignored. */
export function readTerraform(file: string, text: string): Signal[] {
  const body = text
    .replace(/(^|\s)(#|\/\/).*$/gm, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const out: Signal[] = [];
  for (const [re, id] of TF_RESOURCES) {
    const m = re.exec(body);
    if (m)
      out.push(signal(file, body, 'deployment_platform', id, `terraform ${m[0].trim()}`, re, 'strong', ''));
  }
  for (const [re, id] of TF_DATABASES) {
    const m = re.exec(body);
    if (m) out.push(signal(file, body, 'uses_database', id, `terraform ${m[0].trim()}`, re, 'strong', ''));
  }
  return out;
}

/** fly.toml: Fly.io. */
export function readFlyToml(file: string, text: string): Signal[] {
  return [signal(file, text, 'deployment_platform', 'fly.io', 'fly.toml', /^app\s*=/m, 'strong', '')];
}
