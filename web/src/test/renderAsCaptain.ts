import type { MockLink } from "@apollo/client/testing";
import { tripScreenMocks } from "../modules/trips/shared/__tests__/tripScreenMocks.ts";
import { authMocks } from "./authMocks.ts";
import { renderApp } from "./renderApp.tsx";

interface AsCaptainOptions {
  /** Whether the captain has Premium (the app asks on every captain screen). */
  premium?: boolean;
  /** More localStorage entries on top of the captain's session (e.g. the language). */
  storage?: Record<string, string>;
  fakeTimers?: boolean;
}

/**
 * The whole app at `route` for a signed-in captain: the session, `me` and the Premium answer that every
 * captain screen's test needs first, then the screen's own mocks (in this order).
 */
export function renderAsCaptain(
  route: string,
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  { premium = true, storage = {}, fakeTimers = false }: AsCaptainOptions = {},
) {
  return renderApp({
    route,
    fakeTimers,
    storage: { ...authMocks.captainStorage(), ...storage },
    mocks: [authMocks.me(authMocks.captain), tripScreenMocks.premium(premium), ...mocks],
  });
}
