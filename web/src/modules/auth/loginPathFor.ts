import type { Location } from "react-router-dom";

/** `/login?redirect=/path?query` for a guarded page, so the user comes back after signing in. */
export function loginPathFor(loginPath: string, location: Pick<Location, "pathname" | "search">): string {
  return `${loginPath}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}
