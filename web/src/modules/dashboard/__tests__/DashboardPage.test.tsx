import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { dashboardStatsQuery } from "../graphql/dashboardStatsQuery.ts";
import { tripScreenMocks as m } from "../../trips/shared/__tests__/tripScreenMocks.ts";
import { must } from "../../../../../validation/must.ts";

const latest = [1, 2, 3, 4, 5].map((n) =>
  m.listTrip({
    id: `t${n}`,
    yachtName: `Jacht ${n}`,
    registrationNumber: `POL-${n}`,
    embarkationPort: `Port A${n}`,
    disembarkationPort: `Port B${n}`,
    embarkationDate: `2025-0${n}-10`,
    disembarkationDate: `2025-0${n}-12`,
  }),
);

const statsMock: MockLink.MockedResponse = {
  request: { query: dashboardStatsQuery, variables: { years: [new Date().getFullYear()] } },
  result: { data: { seaTime: { __typename: "SeaTime", totals: { __typename: "SeaTimeTotals", voyages: 3, hoursUnderway: 41.5, miles: 120.25 } } } },
};

function renderDashboard(hasPremium: boolean, mocks: MockLink.MockedResponse[]) {
  return renderAsCaptain("/dashboard", [statsMock, ...mocks], { premium: hasPremium });
}

describe("/dashboard", () => {
  it("welcomes the captain and lists the 5 most recently created trips; a row click opens the trip", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderDashboard(true, [m.tripsList(latest, { calls }), m.tripDetail(m.detailTrip({ id: "t3" })), m.tripHistory("t3", [])]);
    expect(await screen.findByRole("heading", { name: "Witaj, Jan Kowalski!", level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(5);
    expect(calls[0]).toMatchObject({ sort: "CREATED_AT_DESC", first: 5 });
    expect(rows[0]).toHaveTextContent("Jacht 1POL-1Port A1 → Port B110.01.2025 – 12.01.2025");
    expect(within(must(rows[2])).getByRole("link", { name: "Jacht 3" })).toHaveAttribute("href", "/sailing-trips/t3");

    await user.click(within(must(rows[2])).getByText("POL-3"));
    await waitFor(() => expect(currentUrl()).toBe("/sailing-trips/t3"));
  });

  it("shows the Premium banner and greys 'create cruise' for captains without Premium", async () => {
    renderDashboard(false, [m.tripsList(latest)]);
    const banner = await screen.findByRole("region", { name: "Przejdź na Premium" });
    expect(within(banner).getByRole("link", { name: "Wykup Premium" })).toHaveAttribute("href", "/captain-profile?tab=premium");
    expect(screen.getByRole("button", { name: "Utwórz rejs (wymaga Premium)" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Utwórz rejs" })).toBeNull();
    // Every '(wymaga Premium)' hint leads to the Premium tab, where Premium is bought.
    const hints = screen.getAllByRole("link", { name: "(wymaga Premium)" });
    expect(hints.length).toBeGreaterThanOrEqual(2);
    for (const hint of hints) expect(hint).toHaveAttribute("href", "/captain-profile?tab=premium");
  });

  it("shows no banner and lets a Premium captain create a trip", async () => {
    renderDashboard(true, [m.tripsList(latest)]);
    expect(await screen.findByRole("link", { name: "Utwórz rejs" })).toHaveAttribute("href", "/sailing-trips/new");
    // this year's statistics from the sea-time totals, in Polish number format
    const stats = screen.getByRole("region", { name: "Statystyki" });
    expect(await within(stats).findByText("41,5 h")).toBeInTheDocument();
    expect(within(stats).getByText("120,3 NM")).toBeInTheDocument();
    expect(within(stats).getByText(`Rejsy w ${new Date().getFullYear()}`)).toBeInTheDocument();
    await screen.findByRole("table");
    expect(screen.queryByText("Przejdź na Premium")).toBeNull();
  });

  it("shows every quick action as a link to its screen", async () => {
    renderDashboard(true, [m.tripsList(latest)]);
    const actions = await screen.findByRole("heading", { name: "Szybkie akcje" });
    const card = actions.closest(".app-card") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Rejsy żeglarskie" })).toHaveAttribute("href", "/sailing-trips");
    expect(within(card).getByRole("link", { name: "Lista rejsów (tabela)" })).toHaveAttribute("href", "/sailing-trips?view=table");
    expect(within(card).getByRole("link", { name: "Profil kapitana" })).toHaveAttribute("href", "/captain-profile");
    expect(within(card).getByRole("link", { name: "Jachty" })).toHaveAttribute("href", "/yachts");
    expect(await within(card).findByRole("link", { name: "Dodaj jacht" })).toHaveAttribute("href", "/yachts/add");
    expect(within(card).getByRole("link", { name: "Planowane rejsy" })).toHaveAttribute("href", "/planned-sailing-trips");
    expect(within(card).getByRole("link", { name: "Zaproszenia dla kursantów" })).toHaveAttribute("href", "/invitations");
    expect(within(card).getByRole("link", { name: "Moi kursanci" })).toHaveAttribute("href", "/my-students");
    expect(within(card).getByRole("link", { name: "Zarządzanie kursantami" })).toHaveAttribute("href", "/student-management");
    expect(card).not.toHaveTextContent("wkrótce");
    // each of the ten carries its icon (one once pointed at a route the action does not use)
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(10);
    for (const link of links) expect(link.querySelector("svg")).not.toBeNull();
  });

  it("shows an empty state when there are no trips yet", async () => {
    renderDashboard(true, [m.tripsList([])]);
    expect(await screen.findByText("Nie masz jeszcze żadnych rejsów.")).toBeInTheDocument();
  });
});
