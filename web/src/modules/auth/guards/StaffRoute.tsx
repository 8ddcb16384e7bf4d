import { Navigate, Outlet, useLocation } from "react-router-dom";
import { loginPathFor } from "../loginPathFor.ts";
import { useAuth } from "../useAuth.ts";

/** Staff-only pages: visitors go to /login?redirect=..., captains to /dashboard. */
export function StaffRoute() {
  const { user, captainLoggedOut } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={captainLoggedOut ? "/login" : loginPathFor("/login", location)} replace />;
  if (user.role !== "staff") return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
