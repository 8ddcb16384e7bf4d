import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { officeCard as card, renderOffice } from "./renderOffice.ts";
import { expectModalClosed } from "../../trips/shared/__tests__/expectModalClosed.ts";
import { tripScreenMocks as m } from "../../trips/shared/__tests__/tripScreenMocks.ts";
import { must } from "../../../../../validation/must.ts";

const plDateTime = (iso: string) => new Intl.DateTimeFormat("pl-PL", { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

const renderOfficePage = (mocks: MockLink.MockedResponse[]) => renderOffice("/staff", mocks);

describe("/staff", () => {
  it("lists deleted trips and restores one after a confirmation that mentions the 10,00 zł fee", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderOfficePage([
      m.deletedTrips([m.deletedTrip()]),
      m.reversalFees([m.fee()]),
      m.restoreTrip("t9", calls),
      m.deletedTrips([]),
      m.reversalFees([m.fee({ id: "f2", tripId: "t9", createdAt: "2025-08-03T10:00:00.000Z" }), m.fee()]),
    ]);
    expect(await screen.findByRole("heading", { name: "Biuro", level: 1 })).toBeInTheDocument();
    const deleted = card("Usunięte rejsy");
    const row = (await within(deleted).findAllByRole("row"))[1];
    expect(row).toHaveTextContent("Jan Kowalskijan@example.com");
    expect(row).toHaveTextContent("MewaGdańsk → Ustka");
    expect(row).toHaveTextContent("01.07.2025 – 05.07.2025");
    expect(row).toHaveTextContent(plDateTime("2025-08-01T12:30:00.000Z"));

    const restore = within(must(row)).getByRole("button", { name: "Przywróć rejs Mewa kapitana Jan Kowalski" });
    await user.click(restore);
    let dialog = await screen.findByRole("dialog", { name: "Przywrócić rejs?" });
    expect(dialog).toHaveTextContent("opłata 10,00 zł");
    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    await expectModalClosed(dialog);
    expect(calls).toHaveLength(0);

    await user.click(restore);
    dialog = await screen.findByRole("dialog", { name: "Przywrócić rejs?" });
    expect(dialog).toHaveTextContent("Rejs jachtem Mewa (01.07.2025 – 05.07.2025) wróci na listę rejsów kapitana Jan Kowalski.");
    await user.click(within(dialog).getByRole("button", { name: "Przywróć i nalicz opłatę" }));

    expect(await screen.findByText("Rejs został przywrócony; naliczono opłatę 10,00 zł")).toBeInTheDocument();
    expect(calls).toEqual([{ id: "t9" }]);
    expect(await within(card("Usunięte rejsy")).findByText("Nie ma usuniętych rejsów.")).toBeInTheDocument();
    await waitFor(() => expect(within(card("Opłaty za cofnięcie usunięcia")).getAllByRole("row")).toHaveLength(3));
  }, 60_000); // the whole office page with a modal and two refetches: slow in jsdom on a busy machine

  it("shows the reversal fees with their amount and status", async () => {
    renderOfficePage([
      m.deletedTrips([]),
      m.reversalFees([m.fee(), m.fee({ id: "f2", status: "paid" }), m.fee({ id: "f3", status: "waived", trip: null, tripId: "t7" })]),
    ]);
    await screen.findByRole("heading", { name: "Biuro", level: 1 });
    const fees = card("Opłaty za cofnięcie usunięcia");
    const rows = (await within(fees).findAllByRole("row")).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Jan Kowalskijan@example.com");
    expect(rows[0]).toHaveTextContent("Orka");
    expect(rows[0]).toHaveTextContent(/10,00\s*zł/);
    expect(rows[0]).toHaveTextContent("Do zapłaty");
    expect(rows[0]).toHaveTextContent("Anna Biuro");
    expect(rows[1]).toHaveTextContent("Opłacona");
    expect(rows[2]).toHaveTextContent("Umorzona");
    expect(rows[2]).toHaveTextContent("t7");
  });

  it("shows empty and error states", async () => {
    renderOfficePage([m.deletedTripsError("Serwer niedostępny"), m.reversalFees([])]);
    await screen.findByRole("heading", { name: "Biuro", level: 1 });
    expect(await within(card("Usunięte rejsy")).findByText("Błąd podczas pobierania usuniętych rejsów")).toBeInTheDocument();
    expect(within(card("Usunięte rejsy")).getByText("Serwer niedostępny")).toBeInTheDocument();
    expect(await within(card("Opłaty za cofnięcie usunięcia")).findByText("Nie naliczono jeszcze żadnych opłat.")).toBeInTheDocument();
  });
});
