import type { MockLink } from "@apollo/client/testing";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";
import { tripScreenMocks as m } from "../../trips/shared/__tests__/tripScreenMocks.ts";

/**
 * The whole app at /captain-profile (or one of its tabs) for a signed-in captain: the session, `me` and
 * the premium state that every tab's test needs, then the tab's own mocks.
 */
export function renderCaptainProfile(route: string, mocks: MockLink.MockedResponse[], premium = false) {
  return renderApp({ route, storage: authMocks.captainStorage(), mocks: [authMocks.me(authMocks.captain), m.premium(premium), ...mocks] });
}
