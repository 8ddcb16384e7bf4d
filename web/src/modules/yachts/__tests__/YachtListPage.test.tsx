import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { expectListLoading, expectLoadRetried, searchWithoutResults } from "../../../test/listScreen.ts";
import { yachtMocks as m } from "./yachtMocks.ts";
import { must } from "../../../../../validation/must.ts";

const yachts = [
  m.yacht(),
  m.yacht({ id: "y2", name: "Dar Młodzieży", registrationNumber: "GDY-22", hullLength: "108.8", enginesCount: 2, enginePower: "1100" }),
];

function renderList(route: string, mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"] = [], hasPremium = true, fakeTimers = false) {
  return renderAsCaptain(route, mocks, { premium: hasPremium, fakeTimers });
}

afterEach(() => vi.useRealTimers());

describe("/yachts", () => {
  it("shows a spinner, then the yachts as cards with every field, the count and the actions", async () => {
    renderList("/yachts", [m.list(yachts, { delay: 4000 })]); // slow enough to see on a busy machine
    await expectListLoading("Jachty", "Znaleziono 2 jachty");
    const card = screen.getByRole("listitem", { name: "Zawisza Czarny" });
    for (const text of ["POL-1234", "Gdynia", "42,7 m", "1", "276,5 kW"]) expect(within(card).getByText(text)).toBeInTheDocument();
    // editing needs Premium, whose answer may arrive after the list
    expect(await within(card).findByRole("link", { name: "Edytuj jacht Zawisza Czarny" })).toHaveAttribute("href", "/yachts/y1/edit");
    expect(within(card).getByRole("button", { name: "Usuń jacht Zawisza Czarny" })).toBeEnabled();
    expect(screen.getAllByRole("link", { name: "+ Dodaj jacht" })[0]).toHaveAttribute("href", "/yachts/add");
  });

  it("switches to a table", async () => {
    const { user, currentUrl } = renderList("/yachts", [m.list(yachts, { uses: 3 })]);
    await screen.findByText("Znaleziono 2 jachty");
    await user.click(within(screen.getByRole("radiogroup", { name: "Widok" })).getByText("Tabela"));
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Moc silnika" })).toBeInTheDocument();
    expect(within(table).getByText("1100 kW")).toBeInTheDocument();
    expect(currentUrl()).toBe("/yachts?view=table");
  });

  it("searches on Enter, shows no results with a reset, and resets", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderList("/yachts", searchWithoutResults(m.list, yachts, "zzz", calls));
    await screen.findByText("Znaleziono 2 jachty");
    await user.type(screen.getByLabelText("Szukaj jachtu"), "zzz");
    expect(calls).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Brak jachtów pasujących do „zzz”.")).toBeInTheDocument();
    expect(currentUrl()).toBe("/yachts?q=zzz");
    const resets = screen.getAllByRole("button", { name: "Resetuj filtry" });
    await user.click(must(resets[resets.length - 1]));
    expect(await screen.findByText("Znaleziono 2 jachty")).toBeInTheDocument();
    expect(currentUrl()).toBe("/yachts");
  });

  it("shows the empty state with the add action for Premium, and the upsell without it", async () => {
    const first = renderList("/yachts", [m.list([])]);
    expect(await screen.findByText("Nie masz jeszcze żadnych jachtów.")).toBeInTheDocument();
    // The Premium answer may arrive after the list: wait for the unlocked links.
    expect(await screen.findAllByRole("link", { name: "+ Dodaj jacht" })).toHaveLength(2);
    first.unmount();

    renderList("/yachts", [m.list([])], false);
    expect(await screen.findByText("Baza jachtów (do 150 jachtów) jest dostępna w planie Premium.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "+ Dodaj jacht (wymaga Premium)" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Dodaj jacht/ })).toBeNull();
  });

  it("greys out editing without Premium but still allows deleting", async () => {
    renderList("/yachts", [m.list(yachts)], false);
    await screen.findByText("Znaleziono 2 jachty");
    const card = screen.getByRole("listitem", { name: "Zawisza Czarny" });
    expect(await within(card).findByRole("button", { name: "Edytuj jacht Zawisza Czarny (wymaga Premium)" })).toBeDisabled();
    expect(within(card).getByRole("button", { name: "Usuń jacht Zawisza Czarny" })).toBeEnabled();
  });

  it("shows the premium error box for ?error=premium_required", async () => {
    renderList("/yachts?error=premium_required", [m.list(yachts)], false);
    const box = (await screen.findByText("Dodawanie i edytowanie jachtów jest dostępne w planie Premium.")).closest(".ant-alert");
    expect(box).toHaveClass("ant-alert-warning");
    expect(within(box as HTMLElement).getByText(/Wykup Premium w profilu kapitana/)).toBeInTheDocument();
  });

  it("shows a failed load with a retry", async () => {
    const { user } = renderList("/yachts", [m.listError("Serwer niedostępny"), m.list(yachts)]);
    await expectLoadRetried(user, "Błąd podczas pobierania jachtów", "Serwer niedostępny", "Znaleziono 2 jachty");
  });

  it("deletes after confirmation ('Usuwanie...' meanwhile) and shows a banner that goes away after 5 s", async () => {
    const { user } = renderList("/yachts", [m.list(yachts), m.remove("y1", 300), m.list([must(yachts[1])])], true, true);
    await screen.findByText("Znaleziono 2 jachty");
    await user.click(screen.getByRole("button", { name: "Usuń jacht Zawisza Czarny" }));
    const dialog = await screen.findByRole("dialog", { name: "Usunąć jacht?" });
    expect(dialog).toHaveTextContent("Jacht Zawisza Czarny zostanie usunięty z Twojej bazy jachtów.");
    expect(within(dialog).getByText("Tej operacji nie można cofnąć. Zapisane rejsy tym jachtem się nie zmienią.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Usuń jacht" }));
    expect(await within(dialog).findByRole("button", { name: /Usuwanie\.\.\./ })).toBeInTheDocument();
    expect(await screen.findByText("Znaleziono 1 jacht")).toBeInTheDocument();
    expect(screen.getByText("Jacht został usunięty")).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    await waitFor(() => expect(screen.queryByText("Jacht został usunięty")).toBeNull());
  });
});
