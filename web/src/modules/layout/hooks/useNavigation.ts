import { useLocation } from "react-router-dom";
import type { SessionStudent, SessionUser } from "../../auth/authStorage.ts";
import { useAuth } from "../../auth/useAuth.ts";

export interface NavItem {
  path: string;
  labelId: string;
}

export type NavSession = { kind: "captain"; user: SessionUser } | { kind: "student"; student: SessionStudent } | { kind: "visitor" };

const visitorItems: NavItem[] = [
  { path: "/", labelId: "nav.home" },
  { path: "/cennik", labelId: "nav.pricing" },
  { path: "/contact", labelId: "nav.contact" },
];

const item = (path: string, labelId: string): NavItem => ({ path, labelId });

const captainItems: NavItem[] = [
  item("/dashboard", "nav.dashboard"),
  item("/sailing-trips", "nav.sailingTrips"),
  item("/sea-time", "nav.seaTime"),
  item("/planned-sailing-trips", "nav.plannedTrips"),
  item("/yachts", "nav.yachts"),
  item("/invitations", "nav.students"),
  item("/captain-profile", "nav.captainProfile"),
];

const studentItems: NavItem[] = [
  item("/student/dashboard", "nav.student.dashboard"),
  item("/student/invitations", "nav.student.invitations"),
  item("/student/captains", "nav.student.captains"),
  item("/student/planned-sailing-trips", "nav.student.plannedTrips"),
  item("/student/enrolled-trips", "nav.student.enrolledTrips"),
];

const staffItems: NavItem[] = [{ path: "/staff", labelId: "nav.staff.office" }];

/**
 * The session the header speaks for and its menu. Under /student the student session wins; elsewhere
 * the captain/staff session; a visitor sees home, pricing and contact.
 */
export function useNavigation(): { session: NavSession; items: NavItem[] } {
  const { user, student } = useAuth();
  const { pathname } = useLocation();
  const inStudentArea = pathname === "/student" || pathname.startsWith("/student/");

  if (student && (inStudentArea || !user)) return { session: { kind: "student", student }, items: studentItems };
  if (user) return { session: { kind: "captain", user }, items: user.role === "staff" ? staffItems : captainItems };
  return { session: { kind: "visitor" }, items: visitorItems };
}
