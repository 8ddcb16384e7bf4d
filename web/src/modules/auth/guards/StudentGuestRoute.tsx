import { Navigate, Outlet, useSearchParams } from "react-router-dom";
import { safeRedirect } from "../safeRedirect.ts";
import { useAuth } from "../useAuth.ts";

/** Student login and registration: a signed-in student goes to `redirect` or /student/dashboard. */
export function StudentGuestRoute() {
  const { student } = useAuth();
  const [params] = useSearchParams();
  if (student) return <Navigate to={safeRedirect(params.get("redirect")) ?? "/student/dashboard"} replace />;
  return <Outlet />;
}
