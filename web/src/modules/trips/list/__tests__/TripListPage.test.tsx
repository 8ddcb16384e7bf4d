import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../../test/renderAsCaptain.ts";
import { expectListLoading, expectLoadRetried, searchWithoutResults } from "../../../../test/listScreen.ts";
import { tripScreenMocks as m } from "../../shared/__tests__/tripScreenMocks.ts";
import { must } from "../../../../../../validation/must.ts";

const trips = [
  m.listTrip({ id: "t1", yachtName: "Wiatr", status: "completed" }),
  m.listTrip({ id: "t2", yachtName: "Orka", embarkationPort: "Świnoujście", disembarkationPort: "Kołobrzeg", status: "in_progress" }),
];

function renderList(route: string, mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"] = [], hasPremium = true) {
  return renderAsCaptain(route, mocks, { premium: hasPremium });
}

describe("/sailing-trips", () => {
  it("shows a loading state, then the trips as cards with the count, status tags and links", async () => {
    renderList("/sailing-trips", [m.tripsList(trips, { delay: 3000 })]); // slow enough to see on a busy machine
    await expectListLoading("Rejsy", "Znaleziono 2 rejsy");
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(must(cards[0])).getByRole("link", { name: "Wiatr" })).toHaveAttribute("href", "/sailing-trips/t1");
    expect(within(must(cards[0])).getByText("Zakończony")).toBeInTheDocument();
    expect(within(must(cards[0])).getByText("12.06.2025 – 19.06.2025")).toBeInTheDocument();
    expect(within(must(cards[1])).getByText("Świnoujście → Kołobrzeg")).toBeInTheDocument();
    expect(within(must(cards[1])).getByText("W trakcie")).toBeInTheDocument();
  });

  it("switches between cards and a table", async () => {
    const { user, currentUrl } = renderList("/sailing-trips", [m.tripsList(trips, { uses: 3 })]);
    await screen.findByText("Znaleziono 2 rejsy");
    const view = screen.getByRole("radiogroup", { name: "Widok" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();

    await user.click(within(view).getByText("Tabela"));
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Nr rejestracyjny" })).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "Orka" })).toHaveAttribute("href", "/sailing-trips/t2");
    expect(currentUrl()).toBe("/sailing-trips?view=table");

    await user.click(within(view).getByText("Karty"));
    expect(await screen.findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the empty state with the add button when the captain has no trips", async () => {
    renderList("/sailing-trips", [m.tripsList([])]);
    expect(await screen.findByText("Nie masz jeszcze żadnych rejsów.")).toBeInTheDocument();
    // The Premium answer may arrive after the list: wait for the unlocked link.
    expect((await screen.findAllByRole("link", { name: "+ Dodaj rejs" }))[0]).toHaveAttribute("href", "/sailing-trips/new");
  });

  it("searches on the server, shows 'no results' and resets the filters", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderList("/sailing-trips", searchWithoutResults(m.tripsList, trips, "zzz", calls));
    await screen.findByText("Znaleziono 2 rejsy");
    const search = screen.getByLabelText("Szukaj rejsów");
    await user.type(search, "zzz{Enter}");

    expect(await screen.findByText("Brak rejsów pasujących do wyszukiwania „zzz”.")).toBeInTheDocument();
    expect(currentUrl()).toBe("/sailing-trips?q=zzz");
    expect(calls.at(-1)).toMatchObject({ search: "zzz", sort: "EMBARKATION_DATE_DESC" });

    const resetButtons = screen.getAllByRole("button", { name: "Resetuj filtry" });
    await user.click(must(resetButtons[resetButtons.length - 1]));
    expect(await screen.findByText("Znaleziono 2 rejsy")).toBeInTheDocument();
    expect(screen.getByLabelText("Szukaj rejsów")).toHaveValue("");
    expect(currentUrl()).toBe("/sailing-trips");
  });

  it("toggles the embarkation-date sort, newest first by default", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderList("/sailing-trips", [
      m.tripsList(trips, { match: (v) => v.sort === "EMBARKATION_DATE_DESC", calls }),
      m.tripsList([...trips].reverse(), { match: (v) => v.sort === "EMBARKATION_DATE_ASC", calls }),
    ]);
    await screen.findByText("Znaleziono 2 rejsy");
    expect(calls[0]).toMatchObject({ sort: "EMBARKATION_DATE_DESC" });
    await user.click(screen.getByRole("button", { name: /od najnowszych/ }));
    expect(await screen.findByRole("button", { name: /od najstarszych/ })).toBeInTheDocument();
    await screen.findByText("Znaleziono 2 rejsy");
    expect(calls.at(-1)).toMatchObject({ sort: "EMBARKATION_DATE_ASC" });
    expect(screen.getByRole("button", { name: "Resetuj filtry" })).toBeEnabled();
  });

  it("offers the add button only with Premium", async () => {
    const first = renderList("/sailing-trips", [m.tripsList(trips)], true);
    expect(await screen.findByRole("link", { name: "+ Dodaj rejs" })).toHaveAttribute("href", "/sailing-trips/new");
    first.unmount();

    renderList("/sailing-trips", [m.tripsList(trips)], false);
    const locked = await screen.findByRole("button", { name: "+ Dodaj rejs (wymaga Premium)" });
    expect(locked).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Dodaj rejs/ })).toBeNull();
  });

  it("shows the yellow Premium notice for ?error=premium_required", async () => {
    renderList("/sailing-trips?error=premium_required", [m.tripsList(trips)], false);
    const notice = (await screen.findByText("Ta funkcja wymaga konta Premium")).closest(".ant-alert");
    expect(notice).toHaveClass("ant-alert-warning");
    expect(within(notice as HTMLElement).getByRole("link", { name: /Wykup Premium w profilu kapitana/ })).toHaveAttribute(
      "href",
      "/captain-profile?tab=premium",
    );
  });

  it("shows no Premium notice without the query parameter", async () => {
    renderList("/sailing-trips", [m.tripsList(trips)]);
    await screen.findByText("Znaleziono 2 rejsy");
    expect(screen.queryByText("Ta funkcja wymaga konta Premium")).toBeNull();
  });

  it("shows a failed load with the server's reason and retries", async () => {
    const { user } = renderList("/sailing-trips", [m.tripsListError("Serwer niedostępny"), m.tripsList(trips)]);
    await expectLoadRetried(user, "Błąd podczas pobierania rejsów", "Serwer niedostępny", "Znaleziono 2 rejsy");
  });
});
