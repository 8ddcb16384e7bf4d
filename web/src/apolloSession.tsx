import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { createApolloClient } from "./apollo.ts";

/** The one Apollo client of the page's life, created when the first screen that uses Apollo loads it. */
export const apolloClient = createApolloClient();

/** Apollo around the screens that use it (loaded lazily by graphqlSession.ts). */
export function ApolloSession({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
