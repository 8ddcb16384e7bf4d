import { lazy } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { loginPathFor } from "../loginPathFor.ts";
import { useAuth } from "../useAuth.ts";

// antd's Result (with its illustrations) is needed only here: a chunk of its own, shown under the
// layout's Suspense (the page loader) like every page.
const NoAccessPage = lazy(async () => ({ default: (await import("../../../components/NoAccessPage.tsx")).NoAccessPage }));

/** Staff-only pages: visitors go to /login?redirect=..., captains are told they have no access. */
export function StaffRoute() {
  const { user, captainLoggedOut, captainSessionExpired } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={captainLoggedOut ? "/login" : loginPathFor("/login", location, captainSessionExpired)} replace />;
  if (user.role !== "staff") return <NoAccessPage home="/dashboard" />;
  return <Outlet />;
}
