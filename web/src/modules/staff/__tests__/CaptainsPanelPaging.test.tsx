import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOffice } from "./renderOffice.ts";
import { staffCaptainsQuery } from "../graphql/staffCaptainsQuery.ts";

const captain = (n: number) => ({
  __typename: "CaptainAccount" as const,
  id: `c${n}`,
  name: `Kapitan ${n}`,
  email: `k${n}@example.com`,
  phone: "+48 600 000 000",
  createdAt: "2025-01-01T10:00:00.000Z",
  activeSubscription: null,
});
const page = (after: string | null, ids: number[], hasNextPage: boolean, endCursor: string | null, totalCount = 3): MockLink.MockedResponse => ({
  request: { query: staffCaptainsQuery, variables: { search: null, first: 20, after } },
  result: { data: { staffCaptains: { __typename: "CaptainList", totalCount, hasNextPage, endCursor, nodes: ids.map(captain) } } },
});

const renderCaptains = (mocks: MockLink.MockedResponse[]) => renderOffice("/staff?tab=captains", mocks);

describe("/staff captains", () => {
  it("pages forward with the endCursor and back again", async () => {
    const { user } = renderCaptains([page(null, [1, 2], true, "CUR1"), page("CUR1", [3], false, "CUR2"), page(null, [1, 2], true, "CUR1")]);
    expect(await screen.findByText("Kapitan 1")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Strony listy" });
    expect(within(pager).getByText("Strona 1")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Poprzednia" })).toBeDisabled();
    await user.click(within(pager).getByRole("button", { name: "Następna" }));
    expect(await screen.findByText("Kapitan 3")).toBeInTheDocument();
    const pager2 = screen.getByRole("navigation", { name: "Strony listy" });
    expect(within(pager2).getByText("Strona 2")).toBeInTheDocument();
    expect(within(pager2).getByRole("button", { name: "Następna" })).toBeDisabled();
    await user.click(within(pager2).getByRole("button", { name: "Poprzednia" }));
    expect(await screen.findByText("Kapitan 1")).toBeInTheDocument();
    expect(screen.queryByText("Kapitan 3")).not.toBeInTheDocument();
  }, 60_000);

  it("shows the empty state without a pager", async () => {
    renderCaptains([page(null, [], false, null, 0)]);
    expect(await screen.findByText("Nie ma jeszcze kapitanów")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Strony listy" })).not.toBeInTheDocument();
  });
});
