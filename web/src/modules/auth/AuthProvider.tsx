import { type ReactNode, useMemo } from "react";
import { useGraphqlSession } from "../../lib/graphqlSession.ts";
import { studentLogoutMutation } from "../student/graphql/studentLogoutMutation.ts";
import { studentMeQuery } from "../student/graphql/studentMeQuery.ts";
import { AuthContext, type AuthContextValue } from "./AuthContext.ts";
import { type SessionStudent, type SessionUser, captainStore, studentStore } from "./authStorage.ts";
import { logoutMutation } from "./graphql/logoutMutation.ts";
import { meQuery } from "./graphql/meQuery.ts";
import { type StoredSessionKind, useStoredSession } from "./useStoredSession.ts";

interface AuthProviderProps {
  children: ReactNode;
}

const captainSession: StoredSessionKind<SessionUser> = {
  ...captainStore,
  kind: "captain",
  fetchCurrent: async (request) => (await request(meQuery)).me,
  logout: (request) => request(logoutMutation),
  checkFailedWarning: "The captain's session could not be checked; it is kept.",
  logoutFailedWarning: "Logout call failed; the session is cleared anyway.",
};

const studentSession: StoredSessionKind<SessionStudent> = {
  ...studentStore,
  kind: "student",
  fetchCurrent: async (request) => (await request(studentMeQuery)).studentMe,
  logout: (request) => request(studentLogoutMutation),
  checkFailedWarning: "The student's session could not be checked; it is kept.",
  logoutFailedWarning: "Student logout call failed; the session is cleared anyway.",
};

/**
 * Holds the captain/staff and the student sessions (spec §4). A stored session is shown at once and
 * checked against the server (`me` / `studentMe`, sent without Apollo); when the server answers null or
 * UNAUTHENTICATED (graphqlRequest and Apollo's link report that to `sessionExpiry`) the session is cleared, so the route guards send
 * the user to the login page. A check that did not get an answer (offline, a server error, a request
 * aborted because the page is being left) keeps the session: only the server can end it.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const { request, clearApolloCache } = useGraphqlSession();
  const captain = useStoredSession(captainSession, request, clearApolloCache);
  const student = useStoredSession(studentSession, request, clearApolloCache);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: captain.record,
      student: student.record,
      captainLoggedOut: captain.loggedOut,
      studentLoggedOut: student.loggedOut,
      captainSessionExpired: captain.sessionExpired,
      studentSessionExpired: student.sessionExpired,
      signInCaptain: captain.signIn,
      signInStudent: student.signIn,
      logoutCaptain: captain.logout,
      logoutStudent: student.logout,
    }),
    [captain, student],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
