import { type ComponentType, type ReactNode, createContext, lazy, use } from "react";
import { type GraphqlRequest, graphqlRequest } from "./graphqlRequest.ts";
import { pageLoads } from "./pageLoads.ts";

/**
 * How the app talks GraphQL. Apollo Client (with rxjs and graphql ≈ 45 kB as sent) is loaded only
 * with the screens that use it, inside `ApolloScope` (components/ApolloBoundary.tsx in routes.tsx);
 * the public screens and the session (AuthProvider, sign-in, the footer, the plans) send their few
 * operations with `request` instead. Tests provide another value (src/test/renderApp.tsx).
 */
export interface GraphqlSession {
  /** Sends one operation without Apollo and answers its data. */
  request: GraphqlRequest;
  /** Renders its children inside Apollo's provider (suspending while Apollo loads); one client per page life. */
  ApolloScope: ComponentType<{ children: ReactNode }>;
  /** Empties Apollo's cache (after a logout or an expired session) when Apollo has been loaded. */
  clearApolloCache: () => void;
}

async function importApollo() {
  const { apolloClient, ApolloSession } = await import("../apolloSession.tsx");
  return { apolloClient, ApolloSession };
}
let apollo: ReturnType<typeof importApollo> | undefined;

/**
 * Starts loading Apollo: at start on a page that uses it (beside that page's chunk), and when a link to
 * such a page is pointed at or focused (main.tsx), before the click.
 */
export const loadApollo = () => (apollo ??= importApollo());

export const GraphqlSessionContext = createContext<GraphqlSession>({
  request: graphqlRequest,
  // Counted as a page load: going from a page without Apollo to one with it shows the bar meanwhile.
  ApolloScope: lazy(async () => ({ default: (await pageLoads.track(loadApollo())).ApolloSession })),
  clearApolloCache: () => void apollo?.then(({ apolloClient }) => apolloClient.clearStore()),
});

export const useGraphqlSession = () => use(GraphqlSessionContext);
