import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";

/** The office at `route`, signed in as staff; `mocks` answer the page's own operations. */
export function renderOffice(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({ route, storage: authMocks.captainStorage(authMocks.staff), mocks: [authMocks.me(authMocks.staff), ...mocks] });
}

/** The office's card under the heading `title` (the page must have rendered it). */
export const officeCard = (title: string) => screen.getByRole("heading", { name: title }).closest(".app-card") as HTMLElement;
