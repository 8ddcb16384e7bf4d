import { createContext } from "react";
import type { SessionStudent, SessionUser } from "./authStorage.ts";

export interface AuthContextValue {
  /** The signed-in captain or staff member (localStorage `token` + `user`). */
  user: SessionUser | null;
  /** The signed-in student (localStorage `studentToken` + `student`). */
  student: SessionStudent | null;
  /**
   * True after the captain/student logged out on purpose (until the next sign-in): the guards then
   * send them to the plain login page instead of /login?redirect=<the page they left>.
   */
  captainLoggedOut: boolean;
  studentLoggedOut: boolean;
  /**
   * True after the server refused the captain's/student's token (expired or revoked): the guards send
   * them to /login?redirect=...&expired=1, where 'Sesja wygasła — zaloguj się ponownie' shows.
   */
  captainSessionExpired?: boolean;
  studentSessionExpired?: boolean;
  signInCaptain: (token: string, user: SessionUser) => void;
  signInStudent: (token: string, student: SessionStudent) => void;
  /** Calls Logout and clears the captain session even when the call fails. */
  logoutCaptain: () => Promise<void>;
  /** Calls StudentLogout and clears the student session even when the call fails. */
  logoutStudent: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
