import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../../test/renderAsCaptain.ts";
import { expectModalClosed } from "../../shared/__tests__/expectModalClosed.ts";
import { tripScreenMocks as m } from "../../shared/__tests__/tripScreenMocks.ts";
import { must } from "../../../../../../validation/must.ts";

type Mocks = NonNullable<NonNullable<Parameters<typeof renderApp>[0]>["mocks"]>;

function renderDetail(mocks: Mocks, { hasPremium = true, route = "/sailing-trips/t1" } = {}) {
  return renderAsCaptain(route, [m.tripHistory("t1", [m.historyEntry()], 5), ...mocks], { premium: hasPremium });
}

const section = (name: string) => screen.getByRole("region", { name });
/** The value cell next to a label of a section's table. */
const row = (container: HTMLElement, label: string) => {
  const header = within(container).getByText(label, { selector: "th, th *" });
  return header.closest("th")?.nextElementSibling as HTMLElement;
};
/** Checks the value cell next to each label of a section's table (label → the text it shows). */
const expectRows = (container: HTMLElement, rows: Record<string, string | RegExp>) => {
  for (const [label, text] of Object.entries(rows)) expect(row(container, label)).toHaveTextContent(text);
};

describe("/sailing-trips/:id", () => {
  it("shows every section of the trip", async () => {
    renderDetail([m.tripDetail(m.detailTrip())]);
    expect(await screen.findByRole("heading", { name: "Wiatr", level: 1 })).toBeInTheDocument();

    expectRows(section("Informacje o rejsie"), {
      "Numer rejestracyjny": "POL-1234",
      "Port macierzysty": "Gdynia",
      "Długość kadłuba": "12,5 m",
      Silniki: "1 × 40,8 KM (30 kW)",
    });

    const captain = section("Kapitan");
    expect(within(captain).getByRole("link", { name: "jan@example.com" })).toHaveAttribute("href", "mailto:jan@example.com");
    expectRows(captain, {
      "Imię i nazwisko": "Jan Kowalski",
      Patent: "Jachtowy sternik morski (PZŻ)",
      "Numer patentu": "JSM-123",
      "Inny patent": "Nie podano",
    });

    expectRows(section("Trasa"), {
      "Port zaokrętowania": /^Gdynia$/,
      "Port wyokrętowania": "Kiloniapływowy",
      "Data zaokrętowania": "12.06.2025",
      "Liczba dni rejsu": "7",
      "Przebyta odległość": "320 Mm",
    });

    expectRows(section("Godziny"), {
      "Godziny pod żaglami": "60 h",
      "Godziny postoju": "Nie podano",
      "Numer dziennika jachtowego": "Nie podano",
      "Liczba portów pływowych": "2",
    });

    const ports = section("Odwiedzone porty");
    const portRows = within(ports).getAllByRole("row").slice(1);
    expect(portRows[0]).toHaveTextContent("Bornholm14.06.202515.06.2025");
    expect(within(must(portRows[0])).queryByText("pływowy")).toBeNull();
    expect(within(must(portRows[1])).getByText("pływowy")).toBeInTheDocument();
    expect(portRows[1]).toHaveTextContent("Nie podano");

    const crew = section("Załoga");
    expect(within(crew).getByText("1. Anna Nowak")).toBeInTheDocument();
    expect(within(crew).getByText("I oficer")).toBeInTheDocument();
    expect(within(section("Uwagi kapitana")).getByText(/Spokojny rejs/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Historia zmian" })).toBeInTheDocument();
  });

  it("opens a crew member's dropdown, and closes it on an outside click and on Escape", async () => {
    const { user } = renderDetail([m.tripDetail(m.detailTrip())]);
    const toggle = await screen.findByRole("button", { name: "Szczegóły: Anna Nowak" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("anna@example.com")).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("group", { name: "Anna Nowak" });
    expect(within(panel).getByText("anna@example.com")).toBeInTheDocument();
    expect(within(panel).getByText("ZJ-9")).toBeInTheDocument();
    expect(within(panel).getByText("Żeglarz jachtowy (PZŻ)")).toBeInTheDocument();
    expect(within(panel).getByText("Pozytywna")).toBeInTheDocument();
    expect(within(panel).getByText("Bardzo dobrze")).toBeInTheDocument();
    expect(within(panel).getByText("Świetna nawigatorka")).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.click(screen.getByRole("heading", { name: "Wiatr", level: 1 }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("greys edit and delete with '(wymaga Premium)' without Premium", async () => {
    renderDetail([m.tripDetail(m.detailTrip())], { hasPremium: false });
    expect(await screen.findByRole("button", { name: "Edytuj (wymaga Premium)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Usuń (wymaga Premium)" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Edytuj" })).toBeNull();
    expect(screen.getByRole("button", { name: "Rozpocznij rejs (wymaga Premium)" })).toBeDisabled();
  });

  it("offers edit and delete with Premium", async () => {
    renderDetail([m.tripDetail(m.detailTrip())]);
    expect(await screen.findByRole("link", { name: "Edytuj" })).toHaveAttribute("href", "/sailing-trips/edit/t1");
    expect(screen.getByRole("button", { name: "Usuń" })).toBeEnabled();
    expect(screen.getByRole("link", { name: /Wróć do listy rejsów/ })).toHaveAttribute("href", "/sailing-trips");
  });

  it("asks before deleting; cancel and a backdrop click close the modal; confirming goes to the list", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderDetail([m.tripDetail(m.detailTrip()), m.deleteTrip("t1", calls), m.tripsList([])]);
    await user.click(await screen.findByRole("button", { name: "Usuń" }));
    let dialog = await screen.findByRole("dialog", { name: "Usunąć rejs?" });
    expect(dialog).toHaveTextContent("Cofnięcie usunięcia kosztuje 10 zł");
    expect(dialog).toHaveTextContent("Rejs jachtem Wiatr (12.06.2025 – 19.06.2025)");

    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    await expectModalClosed(dialog);

    await user.click(screen.getByRole("button", { name: "Usuń" }));
    dialog = await screen.findByRole("dialog", { name: "Usunąć rejs?" });
    await user.click(dialog.closest(".ant-modal-wrap") as HTMLElement);
    await expectModalClosed(dialog);
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Usuń" }));
    dialog = await screen.findByRole("dialog", { name: "Usunąć rejs?" });
    await user.click(within(dialog).getByRole("button", { name: "Usuń rejs" }));
    expect(await screen.findByRole("heading", { name: "Rejsy", level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe("/sailing-trips");
    expect(calls).toEqual([{ id: "t1" }]);
    expect(await screen.findByText("Rejs został usunięty")).toBeInTheDocument();
  });

  it("keeps the modal open with the reason when deleting fails", async () => {
    const { user, currentUrl } = renderDetail([m.tripDetail(m.detailTrip()), m.deleteTripError("t1", "Ta funkcja wymaga konta Premium")]);
    await user.click(await screen.findByRole("button", { name: "Usuń" }));
    const dialog = await screen.findByRole("dialog", { name: "Usunąć rejs?" });
    await user.click(within(dialog).getByRole("button", { name: "Usuń rejs" }));
    expect(await within(dialog).findByText("Wystąpił błąd podczas usuwania rejsu: Ta funkcja wymaga konta Premium")).toBeInTheDocument();
    expect(currentUrl()).toBe("/sailing-trips/t1");
  });

  it("shows a not-found notice with a link to the list", async () => {
    renderDetail([m.tripDetailNotFound("t404")], { route: "/sailing-trips/t404" });
    expect(await screen.findByRole("heading", { name: "Nie znaleziono rejsu" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wróć do listy rejsów" })).toHaveAttribute("href", "/sailing-trips");
  });

  it("shows a failed load with a retry", async () => {
    const { user } = renderDetail([m.tripDetailNetworkError("t1"), m.tripDetail(m.detailTrip())]);
    expect(await screen.findByText("Błąd podczas pobierania rejsu")).toBeInTheDocument();
    expect(screen.getByText("Brak połączenia z serwerem. Spróbuj ponownie.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
    expect(await screen.findByRole("heading", { name: "Wiatr", level: 1 })).toBeInTheDocument();
  });

  it("offers only the allowed status changes and shows the new status", async () => {
    const { user } = renderDetail([m.tripDetail(m.detailTrip()), m.setTripStatus("t1", "in_progress")]);
    await screen.findByRole("heading", { name: "Wiatr", level: 1 });
    // The status buttons come with the Premium status, which may answer after the trip (on a busy machine it does).
    expect(await screen.findByRole("button", { name: "Rozpocznij rejs" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anuluj rejs" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Zakończ rejs" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Zaplanuj ponownie" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Rozpocznij rejs" }));
    expect(await screen.findByText("Status rejsu został zmieniony.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zakończ rejs" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Rozpocznij rejs" })).toBeNull();
  });

  it("shows the API's reason when a status change is refused", async () => {
    const { user } = renderDetail([m.tripDetail(m.detailTrip()), m.setTripStatusError("t1", "cancelled", "Ta funkcja wymaga konta Premium")]);
    await user.click(await screen.findByRole("button", { name: "Anuluj rejs" }));
    expect(await screen.findByText("Błąd podczas aktualizacji statusu rejsu: Ta funkcja wymaga konta Premium")).toBeInTheDocument();
  });
});
