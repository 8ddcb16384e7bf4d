import type { UserRole } from "../../gql/graphql.ts";

/** Where a signed-in captain or staff member lands: staff on /staff, captains on /dashboard. */
export function homePathFor(role: UserRole): string {
  return role === "staff" ? "/staff" : "/dashboard";
}
