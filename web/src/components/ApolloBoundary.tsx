import { Outlet } from "react-router-dom";
import { useGraphqlSession } from "../lib/graphqlSession.ts";

/**
 * A layout route (routes.tsx) around the screens that use Apollo Client: it loads Apollo with them
 * (the page loader shows meanwhile), so the public first screens do without it.
 */
export function ApolloBoundary() {
  const { ApolloScope } = useGraphqlSession();
  return (
    <ApolloScope>
      <Outlet />
    </ApolloScope>
  );
}
