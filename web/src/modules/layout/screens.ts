/**
 * Which screens exist yet. A link to a screen that is not built is shown disabled with a 'soon'
 * hint (never a dead link); the issue that builds a screen flips its entry to true.
 */
export const screenReady = {
  "/dashboard": true,
  "/sailing-trips": true,
  "/sailing-trips/new": true,
  "/sailing-trips/edit": true,
  "/planned-trips": true,
  "/planned-sailing-trips": true,
  "/yachts": true,
  "/yachts/add": true,
  "/invitations": true,
  "/my-students": true,
  "/student-management": true,
  "/captain-profile": true,
  "/student/dashboard": true,
  "/student/invitations": true,
  "/student/captains": true,
  "/student/planned-sailing-trips": true,
  "/student/enrolled-trips": true,
  "/staff": true,
  "/sea-time": true,
  "/sailing-trips/import": true,
} as const satisfies Record<string, boolean>;

export type ScreenPath = keyof typeof screenReady;

/** True when the screen behind `to` (a path, maybe with a query or more segments) exists. */
export function isScreenReady(to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? "";
  const known = Object.keys(screenReady) as ScreenPath[];
  const match = known.filter((p) => path === p || path.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
  return match ? screenReady[match] : false;
}
