import { Navigate, Outlet, useLocation } from "react-router-dom";
import { NoAccessPage } from "../../../components/NoAccessPage.tsx";
import { loginPathFor } from "../loginPathFor.ts";
import { useAuth } from "../useAuth.ts";

/** Staff-only pages: visitors go to /login?redirect=..., captains are told they have no access. */
export function StaffRoute() {
  const { user, captainLoggedOut, captainSessionExpired } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={captainLoggedOut ? "/login" : loginPathFor("/login", location, captainSessionExpired)} replace />;
  if (user.role !== "staff") return <NoAccessPage home="/dashboard" />;
  return <Outlet />;
}
