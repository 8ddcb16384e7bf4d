import type { Location } from "react-router-dom";

/**
 * `/login?redirect=/path?query` for a guarded page, so the user comes back after signing in; with
 * `expired`, also `&expired=1`, so the login page says the session has expired.
 */
export function loginPathFor(loginPath: string, location: Pick<Location, "pathname" | "search">, expired = false): string {
  return `${loginPath}?redirect=${encodeURIComponent(location.pathname + location.search)}${expired ? "&expired=1" : ""}`;
}
