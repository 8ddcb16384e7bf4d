import { useLocation } from "react-router-dom";
import type { SessionStudent, SessionUser } from "../../auth/authStorage.ts";
import { useAuth } from "../../auth/useAuth.ts";

export interface NavItem {
  path: string;
  labelId: string;
  /** Screens not built yet: shown disabled with a 'soon' hint, never as a dead link. */
  soon?: boolean;
}

export type NavSession = { kind: "captain"; user: SessionUser } | { kind: "student"; student: SessionStudent } | { kind: "visitor" };

const visitorItems: NavItem[] = [
  { path: "/", labelId: "nav.home" },
  { path: "/cennik", labelId: "nav.pricing" },
  { path: "/contact", labelId: "nav.contact" },
];

const captainItems: NavItem[] = [
  { path: "/dashboard", labelId: "nav.dashboard" },
  { path: "/sailing-trips", labelId: "nav.sailingTrips", soon: true },
  { path: "/planned-trips", labelId: "nav.plannedTrips", soon: true },
  { path: "/yachts", labelId: "nav.yachts", soon: true },
  { path: "/invitations", labelId: "nav.students", soon: true },
  { path: "/captain-profile", labelId: "nav.captainProfile", soon: true },
];

const studentItems: NavItem[] = [
  { path: "/student/dashboard", labelId: "nav.student.dashboard" },
  { path: "/student/invitations", labelId: "nav.student.invitations", soon: true },
  { path: "/student/captains", labelId: "nav.student.captains", soon: true },
  { path: "/student/planned-sailing-trips", labelId: "nav.student.plannedTrips", soon: true },
  { path: "/student/enrolled-trips", labelId: "nav.student.enrolledTrips", soon: true },
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
