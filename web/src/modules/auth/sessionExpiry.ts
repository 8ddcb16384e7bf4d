export type SessionKind = "captain" | "student";

type Listener = (kind: SessionKind, token: string) => void;

const listeners = new Set<Listener>();

/**
 * The server no longer accepts a session token (expired, revoked, logged out elsewhere). The Apollo
 * link and the REST helpers report it here; the AuthProvider clears that session when the token is
 * still the current one, and the route guards send the user to the right login page.
 */
export const sessionExpiry = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  report(kind: SessionKind, token: string): void {
    for (const listener of listeners) listener(kind, token);
  },
};

/** For REST calls: a 401 answer to a request that carried `token` ends that session. */
export function reportUnauthorized(status: number, kind: SessionKind, token: string | null | undefined): void {
  if (status === 401 && token) sessionExpiry.report(kind, token);
}
