import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { LanguageProvider } from "../i18n/LanguageProvider.tsx";
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
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </MockedProvider>
    </LanguageProvider>,
  );
  /** The current path + query of the in-memory router. */
  const currentUrl = () => router.state.location.pathname + router.state.location.search;
  return { ...view, user, router, currentUrl };
}
