import { Navigate, Outlet, useSearchParams } from "react-router-dom";
import { homePathFor } from "../homePathFor.ts";
import { safeRedirect } from "../safeRedirect.ts";
import { useAuth } from "../useAuth.ts";

/** Login, registration and password pages: a signed-in user goes to `redirect` or their home page. */
export function CaptainGuestRoute() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (user) return <Navigate to={safeRedirect(params.get("redirect")) ?? homePathFor(user.role)} replace />;
  return <Outlet />;
}
