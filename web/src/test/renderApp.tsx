import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { useApolloClient } from "@apollo/client/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OperationTypeNode } from "graphql";
import { Fragment, type ReactNode, useMemo } from "react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { LanguageProvider } from "../i18n/LanguageProvider.tsx";
import type { GraphqlRequest } from "../lib/graphqlRequest.ts";
import { type GraphqlSession, GraphqlSessionContext } from "../lib/graphqlSession.ts";
import { AuthProvider } from "../modules/auth/AuthProvider.tsx";
import { companyQuery } from "../modules/public/graphql/companyQuery.ts";
import { routes } from "../routes.tsx";

/** The company's details every page's footer asks for (answered as often as asked). */
const companyMock: MockLink.MockedResponse = {
  request: { query: companyQuery },
  result: {
    data: {
      company: {
        __typename: "Company",
        name: "Żeglog sp. z o.o.",
        address: "ul. Morska 5, 81-300 Gdynia",
        nip: "526-000-12-46",
        phone: "+48 58 123 45 67",
        email: "kontakt@zeglog.pl",
        bankAccount: "PL 61 1090 1014 0000 0712 1981 2874",
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/**
 * The app's GraphQL session on MockedProvider's client: the operations the app sends without Apollo
 * (graphqlRequest: the session check, sign-in, the footer, the plans) are answered by the same mocks,
 * and the screens that load Apollo get MockedProvider's client.
 */
function MockedGraphqlSession({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const value = useMemo<GraphqlSession>(() => {
    const request: GraphqlRequest = async (document, variables) => {
      const mutation = document.definitions.some((d) => "operation" in d && d.operation === OperationTypeNode.MUTATION);
      const { data } = mutation
        ? await client.mutate({ mutation: document, variables: variables ?? undefined })
        : await client.query({ query: document, variables: variables ?? undefined, fetchPolicy: "network-only" });
      if (data === undefined) throw new Error("the mocked operation answered no data");
      return data;
    };
    return { request, ApolloScope: Fragment, clearApolloCache: () => void client.clearStore() };
  }, [client]);
  return <GraphqlSessionContext value={value}>{children}</GraphqlSessionContext>;
}

interface RenderAppOptions {
  /** Initial URL (path + query). */
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** localStorage entries set before the app starts (token, user, language, ...). */
  storage?: Record<string, string>;
  /** Use fake timers (advancing with real time, so promises and MockLink still resolve). */
  fakeTimers?: boolean;
}

/** Renders the whole app (real routes, guards, providers) at `route` with mocked GraphQL. */
export function renderApp({ route = "/", mocks = [], storage = {}, fakeTimers = false }: RenderAppOptions = {}) {
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <LanguageProvider>
      <MockedProvider mocks={[...mocks, companyMock]}>
        <MockedGraphqlSession>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </MockedGraphqlSession>
      </MockedProvider>
    </LanguageProvider>,
  );
  /** The current path + query of the in-memory router. */
  const currentUrl = () => router.state.location.pathname + router.state.location.search;
  return { ...view, user, router, currentUrl };
}
