import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { LanguageProvider } from "../i18n/LanguageProvider.tsx";
import { AuthProvider } from "../modules/auth/AuthProvider.tsx";
import { routes } from "../routes.tsx";

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
      <MockedProvider mocks={mocks}>
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
