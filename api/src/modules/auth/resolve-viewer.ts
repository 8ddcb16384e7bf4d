// Who is asking: a request's bearer token (zc_ captain/staff, zs_ student, zk_ captain's API token)
// resolved into the viewer, through the process's ViewerCache (a token seen lately is not looked up
// again until the database says its account changed).
import type { Clock } from "../../clock.ts";
import type { ApiTokensService } from "../apitokens/api-tokens.service.ts";
import type { AuthService } from "./auth.service.ts";
import type { StudentAuthService } from "./student-auth.service.ts";
import { hashToken, tokenKind } from "./tokens.ts";
import { anonymous, type Viewer } from "./viewer.ts";
import type { Resolved, ViewerCache } from "./viewer-cache.ts";

/** A resolved token as kept: the viewer (frozen: every request of the token shares it) and, for an API token, its last use. */
export type KeptViewer = { viewer: Viewer; apiToken?: { id: string; lastUsedAt: Date | null } };

type Deps = { auth: AuthService; studentAuth: StudentAuthService; apiTokens: ApiTokensService; clock: Clock; cache: ViewerCache<KeptViewer> };

const frozen = <T extends object>(value: T): Readonly<T> => Object.freeze(value);

export function viewerResolver({ auth, studentAuth, apiTokens, clock, cache }: Deps) {
  async function lookUp(token: string, kind: "zc" | "zk" | "zs"): Promise<Resolved<KeptViewer> | null> {
    if (kind === "zc") {
      const found = await auth.authenticate(token);
      if (!found) return null;
      const viewer = frozen({ kind: "user" as const, user: frozen(found.user), sessionId: found.sessionId, premium: found.premium });
      return { value: { viewer }, account: found.user.id, until: found.until };
    }
    if (kind === "zk") {
      const found = await apiTokens.authenticate(token);
      if (!found) return null;
      const apiToken = frozen(found.apiToken);
      const viewer = frozen({ kind: "user" as const, user: frozen(found.user), sessionId: "", apiToken, premium: found.premium });
      return { value: { viewer, apiToken: { id: apiToken.id, lastUsedAt: found.lastUsedAt } }, account: found.user.id, until: found.until };
    }
    const found = await studentAuth.authenticate(token);
    if (!found) return null;
    const viewer = frozen({ kind: "student" as const, student: frozen(found.student), sessionId: found.sessionId });
    return { value: { viewer }, account: found.student.id, until: found.until };
  }

  return async function resolveViewer(request: Request): Promise<Viewer> {
    const header = request.headers.get("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return anonymous;
    const token = match[1] ?? "";
    const kind = tokenKind(token);
    if (kind !== "zc" && kind !== "zk" && kind !== "zs") return anonymous;
    const now = clock.now();
    const kept = await cache.resolve(hashToken(token), now.getTime(), () => lookUp(token, kind));
    if (!kept) return anonymous;
    // An API token's last use is written at most once a minute, whether or not its answer was kept.
    if (kept.apiToken) kept.apiToken.lastUsedAt = await apiTokens.noteUse(kept.apiToken.id, kept.apiToken.lastUsedAt, now);
    return kept.viewer;
  };
}
