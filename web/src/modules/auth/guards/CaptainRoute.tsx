import { Navigate, Outlet, useLocation } from "react-router-dom";
import { loginPathFor } from "../loginPathFor.ts";
import { useAuth } from "../useAuth.ts";

/** Captain-only pages: visitors go to /login?redirect=..., staff members to /staff. */
export function CaptainRoute() {
  const { user, captainLoggedOut, captainSessionExpired } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={captainLoggedOut ? "/login" : loginPathFor("/login", location, captainSessionExpired)} replace />;
  if (user.role === "staff") return <Navigate to="/staff" replace />;
  return <Outlet />;
}
