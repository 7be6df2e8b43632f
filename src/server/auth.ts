import { ErrorCode, SpoolError } from '../core/errors.js';
import { type ChangeFeed, NOTICE_TRUST_MS } from './changes.js';
import { type Principal, type ProjectRef, ROLES, type Role, type Tenancy } from './types.js';

/** A request's access: who, which project, with which role. */
export interface Access {
  principal: Principal;
  project: ProjectRef;
  role: Role;
}

/** True when `role` includes `needed` (admin ⊃ write ⊃ read). */
export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Throws FORBIDDEN unless the access includes `needed`; `what` names the refused operation. */
export function requireRole(access: Access, needed: Role, what: string): void {
  if (!roleAllows(access.role, needed)) {
    throw new SpoolError(
      ErrorCode.Forbidden,
      `${what} needs the ${needed} role on project ${access.project.slug}; this token (${access.principal.name}) has ${access.role}: ask an admin for a token with ${needed} access`,
      { details: { needed, role: access.role } },
    );
  }
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^Bearer[ ]+(\S{1,512})\s*$/i.exec(header);
  return m?.[1];
}

const SLUG = /^[a-z0-9][a-z0-9._-]{0,99}$/i;

/** Authentication and project resolution over {@link Tenancy}. */
export interface Authenticator {
  /**
   * The principal of a bearer token; UNAUTHORIZED for a missing, unknown, revoked or expired one. `synced`:
   * a {@link ChangeFeed.sync} begun when the request arrived, to share with the request's other reads.
   */
  principal(bearer: string | undefined, synced?: Promise<number | undefined>): Promise<Principal>;
  /**
   * The project a request addresses: the `X-Spool-Project` slug, else the token's only project. A project
   * that does not exist and one the token has no role on get the same FORBIDDEN answer, so a token cannot
   * probe which projects exist.
   */
  access(principal: Principal, projectSlug: string | undefined): Promise<Access>;
}

/** Most principals kept by {@link createAuthenticator}; beyond it they are all dropped and read again. */
const PRINCIPALS_KEPT = 10_000;

/**
 * Creates the authenticator. Project refs are cached (a project's id and slug never change). With change
 * notices, a token's principal is kept while no token or role changed (the V5 notices, counted up to the
 * request's arrival by {@link ChangeFeed.sync}), its expiry has not come, and it was read less than
 * {@link NOTICE_TRUST_MS} ago; so a revocation or a role change holds from the next request, as without.
 */
export function createAuthenticator(tenancy: Tenancy, changes?: ChangeFeed): Authenticator {
  const principals = new Map<string, { principal: Principal; epoch: number; seen: number; at: number }>();
  const bySlug = new Map<string, ProjectRef>();
  const byId = new Map<string, ProjectRef>();
  const lookup = async (orgId: string, slug: string): Promise<ProjectRef | undefined> => {
    const key = `${orgId}\u0000${slug}`;
    const hit = bySlug.get(key);
    if (hit) return hit;
    const ref = await tenancy.findProject(orgId, slug);
    if (ref) {
      if (bySlug.size > 10_000) bySlug.clear();
      bySlug.set(key, ref);
    }
    return ref;
  };
  const denied = (slug: string, principal: Principal) =>
    new SpoolError(
      ErrorCode.Forbidden,
      `this token (${principal.name}) has no access to project ${JSON.stringify(slug.slice(0, 100))}: check the X-Spool-Project header, or ask an admin for a role on it`,
    );
  return {
    async principal(bearer, synced) {
      if (bearer === undefined || bearer.length === 0) {
        throw new SpoolError(
          ErrorCode.Unauthorized,
          'missing token: send Authorization: Bearer <token> (an admin creates one with `spool serve admin create-token`)',
        );
      }
      const epoch = changes ? await (synced ?? changes.sync()) : undefined;
      const seen = changes?.noted('', 'tokens') ?? 0;
      const now = performance.now();
      const kept = principals.get(bearer);
      if (
        kept &&
        epoch !== undefined &&
        kept.epoch === epoch &&
        kept.seen === seen &&
        now - kept.at < NOTICE_TRUST_MS &&
        (kept.principal.expiresAt === undefined || kept.principal.expiresAt.getTime() > Date.now())
      )
        return kept.principal;
      const p = await tenancy.authenticate(bearer);
      if (p && epoch !== undefined) {
        if (principals.size >= PRINCIPALS_KEPT) principals.clear();
        principals.set(bearer, { principal: p, epoch, seen, at: now });
      } else principals.delete(bearer);
      if (!p) {
        throw new SpoolError(
          ErrorCode.Unauthorized,
          'unknown, revoked or expired token: ask an admin for a new one (`spool serve admin create-token`)',
        );
      }
      return p;
    },
    async access(principal, projectSlug) {
      if (projectSlug !== undefined && projectSlug !== '') {
        if (!SLUG.test(projectSlug)) throw denied(projectSlug, principal);
        const ref = await lookup(principal.orgId, projectSlug);
        const role = ref ? principal.roles.get(ref.id) : undefined;
        if (!ref || !role) throw denied(projectSlug, principal);
        return { principal, project: ref, role };
      }
      if (principal.roles.size !== 1) {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          `this token has roles on ${principal.roles.size} projects: name one with the X-Spool-Project header`,
        );
      }
      const [projectId, role] = [...principal.roles][0] as [string, Role];
      let ref = byId.get(projectId);
      if (!ref) {
        ref = (await tenancy.listProjects(principal.orgId)).find((p) => p.id === projectId);
        if (!ref) throw denied(projectId, principal);
        if (byId.size > 10_000) byId.clear();
        byId.set(projectId, ref);
      }
      return { principal, project: ref, role };
    },
  };
}
