import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

type Variables = Record<string, unknown>;

/** What a list screen's mocked query takes (the trips' and the yachts' builders alike). */
type ListMock<R> = (rows: R[], options: { match: (variables: Variables) => boolean; calls: Variables[]; uses?: number }) => MockLink.MockedResponse;

/**
 * A list screen's answers for a search that finds nothing: `rows` while nothing is searched (twice: at
 * first and after the reset), none for `search`; both record their variables in `calls`.
 */
export function searchWithoutResults<R>(list: ListMock<R>, rows: R[], search: string, calls: Variables[]): MockLink.MockedResponse[] {
  return [list(rows, { match: (v) => v.search == null, calls, uses: 2 }), list([], { match: (v) => v.search === search, calls })];
}

/** A list screen while its first page loads: its `heading` over the 'Ładowanie…' status, then `loaded` (the count). */
export async function expectListLoading(heading: string, loaded: string) {
  expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Ładowanie…");
  expect(await screen.findByText(loaded)).toBeInTheDocument();
}

/** A list screen's failed load: its `title` with the server's `reason`; 'Spróbuj ponownie' then shows `loaded` (the count). */
export async function expectLoadRetried(user: UserEvent, title: string, reason: string, loaded: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(reason)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
  expect(await screen.findByText(loaded)).toBeInTheDocument();
}
