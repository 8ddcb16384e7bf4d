import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useGraphqlSession } from "../../lib/graphqlSession.ts";
import { studentLogoutMutation } from "../student/graphql/studentLogoutMutation.ts";
import { studentMeQuery } from "../student/graphql/studentMeQuery.ts";
import { AuthContext, type AuthContextValue } from "./AuthContext.ts";
import { type SessionStudent, type SessionUser, authStorage } from "./authStorage.ts";
import { logoutMutation } from "./graphql/logoutMutation.ts";
import { meQuery } from "./graphql/meQuery.ts";
import { sessionExpiry } from "./sessionExpiry.ts";

interface AuthProviderProps {
  children: ReactNode;
}

/**
 * Holds the captain/staff and the student sessions (spec §4). A stored session is shown at once and
 * checked against the server (`me` / `studentMe`, sent without Apollo); when the server answers null or
 * UNAUTHENTICATED (graphqlRequest and Apollo's link report that to `sessionExpiry`) the session is cleared, so the route guards send
 * the user to the login page. A check that did not get an answer (offline, a server error, a request
 * aborted because the page is being left) keeps the session: only the server can end it.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const { request, clearApolloCache } = useGraphqlSession();
  const [user, setUser] = useState<SessionUser | null>(() => authStorage.readCaptain()?.user ?? null);
  const [student, setStudent] = useState<SessionStudent | null>(() => authStorage.readStudent()?.student ?? null);
  const [captainLoggedOut, setCaptainLoggedOut] = useState(false);
  const [studentLoggedOut, setStudentLoggedOut] = useState(false);
  const [captainSessionExpired, setCaptainSessionExpired] = useState(false);
  const [studentSessionExpired, setStudentSessionExpired] = useState(false);

  const clearCaptain = useCallback(() => {
    authStorage.clearCaptain();
    setUser(null);
  }, []);
  const clearStudent = useCallback(() => {
    authStorage.clearStudent();
    setStudent(null);
  }, []);

  // A request answered UNAUTHENTICATED: end that session if its token is still the current one.
  useEffect(
    () =>
      sessionExpiry.subscribe((kind, token) => {
        if (kind === "captain" && authStorage.captainToken() === token) {
          setCaptainSessionExpired(true);
          clearCaptain();
          clearApolloCache();
        } else if (kind === "student" && authStorage.studentToken() === token) {
          setStudentSessionExpired(true);
          clearStudent();
          clearApolloCache();
        }
      }),
    [clearApolloCache, clearCaptain, clearStudent],
  );

  useEffect(() => {
    const stored = authStorage.readCaptain();
    if (!stored) {
      authStorage.clearCaptain();
      return;
    }
    // Only drop the session that was checked: a new login meanwhile keeps its own token.
    const stillSame = () => authStorage.captainToken() === stored.token;
    request(meQuery)
      .then((data) => {
        if (!stillSame()) return;
        if (data.me) setUser(authStorage.updateUser(data.me));
        else clearCaptain();
      })
      .catch((error: unknown) => {
        console.warn("The captain's session could not be checked; it is kept.", error);
      });
  }, [request, clearCaptain]);

  useEffect(() => {
    const stored = authStorage.readStudent();
    if (!stored) {
      authStorage.clearStudent();
      return;
    }
    const stillSame = () => authStorage.studentToken() === stored.token;
    request(studentMeQuery)
      .then((data) => {
        if (!stillSame()) return;
        if (data.studentMe) setStudent(authStorage.updateStudent(data.studentMe));
        else clearStudent();
      })
      .catch((error: unknown) => {
        console.warn("The student's session could not be checked; it is kept.", error);
      });
  }, [request, clearStudent]);

  const signInCaptain = useCallback((token: string, next: SessionUser) => {
    setUser(authStorage.writeCaptain(token, next));
    setCaptainLoggedOut(false);
    setCaptainSessionExpired(false);
  }, []);
  const signInStudent = useCallback((token: string, next: SessionStudent) => {
    setStudent(authStorage.writeStudent(token, next));
    setStudentLoggedOut(false);
    setStudentSessionExpired(false);
  }, []);

  const logoutCaptain = useCallback(async () => {
    try {
      await request(logoutMutation);
    } catch (error) {
      console.warn("Logout call failed; the session is cleared anyway.", error);
    } finally {
      setCaptainLoggedOut(true);
      clearCaptain();
      clearApolloCache();
    }
  }, [request, clearApolloCache, clearCaptain]);

  const logoutStudent = useCallback(async () => {
    try {
      await request(studentLogoutMutation);
    } catch (error) {
      console.warn("Student logout call failed; the session is cleared anyway.", error);
    } finally {
      setStudentLoggedOut(true);
      clearStudent();
      clearApolloCache();
    }
  }, [request, clearApolloCache, clearStudent]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      student,
      captainLoggedOut,
      studentLoggedOut,
      captainSessionExpired,
      studentSessionExpired,
      signInCaptain,
      signInStudent,
      logoutCaptain,
      logoutStudent,
    }),
    [
      user,
      student,
      captainLoggedOut,
      studentLoggedOut,
      captainSessionExpired,
      studentSessionExpired,
      signInCaptain,
      signInStudent,
      logoutCaptain,
      logoutStudent,
    ],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
