import { useCallback, useEffect, useMemo, useState } from "react";
import type { GraphqlRequest } from "../../lib/graphqlRequest.ts";
import { clearSharedQueries } from "../../lib/useSharedQuery.ts";
import { type SessionKind, sessionExpiry } from "./sessionExpiry.ts";

/** How one kind of session (the captain's/staff member's or the student's) is stored, checked and ended. */
export interface StoredSessionKind<T> {
  kind: SessionKind;
  /** The stored token and record, or null when either is missing. */
  read: () => { token: string; record: T } | null;
  token: () => string | null;
  write: (token: string, record: T) => T;
  update: (record: T) => T;
  clear: () => void;
  /** Asks the server who the token belongs to (null: nobody, the session is over). */
  fetchCurrent: (request: GraphqlRequest) => Promise<T | null | undefined>;
  /** Tells the server the session ends. */
  logout: (request: GraphqlRequest) => Promise<unknown>;
  /** The console warnings when the check or the logout call got no answer. */
  checkFailedWarning: string;
  logoutFailedWarning: string;
}

/**
 * One kind of session for the AuthProvider: shown at once from storage, checked against the server, ended
 * when the server refuses its token (reported to `sessionExpiry`) or on logout. A check that did not get an
 * answer keeps the session; only a new login meanwhile is spared when an older check or expiry comes back.
 */
export function useStoredSession<T>(session: StoredSessionKind<T>, request: GraphqlRequest, clearApolloCache: () => void) {
  const [record, setRecord] = useState<T | null>(() => session.read()?.record ?? null);
  const [loggedOut, setLoggedOut] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);

  const clear = useCallback(() => {
    session.clear();
    setRecord(null);
  }, [session]);

  // A request answered UNAUTHENTICATED: end this session if its token is still the current one.
  useEffect(
    () =>
      sessionExpiry.subscribe((kind, token) => {
        if (kind !== session.kind || session.token() !== token) return;
        setSessionExpired(true);
        clear();
        clearApolloCache();
        clearSharedQueries(request);
      }),
    [session, request, clear, clearApolloCache],
  );

  useEffect(() => {
    const stored = session.read();
    if (!stored) {
      session.clear();
      return;
    }
    // Only drop the session that was checked: a new login meanwhile keeps its own token.
    const stillSame = () => session.token() === stored.token;
    session
      .fetchCurrent(request)
      .then((current) => {
        if (!stillSame()) return;
        if (current) setRecord(session.update(current));
        else clear();
      })
      .catch((error: unknown) => {
        console.warn(session.checkFailedWarning, error);
      });
  }, [session, request, clear]);

  const signIn = useCallback(
    (token: string, next: T) => {
      setRecord(session.write(token, next));
      setLoggedOut(false);
      setSessionExpired(false);
    },
    [session],
  );

  // The stored session ends at once, not when the server answers: a page opened meanwhile (another tab, a
  // link followed right after the click) is already signed out. The call takes its token with it: `request`
  // reads the headers before its first await.
  const logout = useCallback(async () => {
    const told = session.logout(request);
    setLoggedOut(true);
    clear();
    clearApolloCache();
    clearSharedQueries(request);
    try {
      await told;
    } catch (error) {
      console.warn(session.logoutFailedWarning, error);
    }
  }, [session, request, clearApolloCache, clear]);

  return useMemo(() => ({ record, loggedOut, sessionExpired, signIn, logout }), [record, loggedOut, sessionExpired, signIn, logout]);
}
