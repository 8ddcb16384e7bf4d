import { Navigate, Outlet, useLocation } from "react-router-dom";
import { loginPathFor } from "../loginPathFor.ts";
import { useAuth } from "../useAuth.ts";

/** Student pages: without a student session go to /student/login?redirect=... */
export function StudentRoute() {
  const { student, studentLoggedOut, studentSessionExpired } = useAuth();
  const location = useLocation();
  if (!student) return <Navigate to={studentLoggedOut ? "/student/login" : loginPathFor("/student/login", location, studentSessionExpired)} replace />;
  return <Outlet />;
}
