/**
 * Databases a project runs with: services of a Docker Compose file, and connection URLs in a committed
 * `.env.example`.
 */
import { DATABASE_IMAGES, DATABASE_SCHEMES } from '../catalog.js';
import { isRecord, parseYaml, type Signal, signal } from './core.js';

function imageName(image: string): string {
  const noTag = image.split('@')[0]?.replace(/:[^/]*$/, '') ?? image;
  return noTag
    .replace(/^docker\.io\//, '')
    .replace(/^library\//, '')
    .toLowerCase();
}

/** docker-compose: a service whose image is a known database (applies to the whole repository). */
export function readCompose(file: string, text: string): Signal[] {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch {
    return [];
  }
  if (!isRecord(doc) || !isRecord(doc.services)) return [];
  const out: Signal[] = [];
  for (const [name, svc] of Object.entries(doc.services)) {
    if (!isRecord(svc) || typeof svc.image !== 'string') continue;
    const id = DATABASE_IMAGES[imageName(svc.image)];
    if (id) {
      out.push(
        signal(
          file,
          text,
          'uses_database',
          id,
          `service ${name} (${svc.image})`,
          `${svc.image}`,
          'strong',
          '',
        ),
      );
    }
  }
  return out;
}

/** .env.example and the like: a database URL variable whose scheme names a known database. */
export function readEnvExample(file: string, text: string): Signal[] {
  const out: Signal[] = [];
  for (const raw of text.split('\n')) {
    const m =
      /^\s*(?:export\s+)?([A-Z0-9_]*(?:DATABASE|DB|POSTGRES|MYSQL|MONGO|REDIS)[A-Z0-9_]*URL)\s*=\s*["']?([a-z0-9+]+):\/\//i.exec(
        raw,
      );
    if (!m?.[2]) continue;
    const id = DATABASE_SCHEMES[m[2].toLowerCase()];
    if (id) out.push(signal(file, text, 'uses_database', id, `${m[1]} (${m[2]}://)`, raw, 'strong', ''));
  }
  return out;
}
