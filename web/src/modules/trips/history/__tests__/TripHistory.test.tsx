import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authMocks } from "../../../../test/authMocks.ts";
import { renderApp } from "../../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../../test/renderAsCaptain.ts";
import { tripScreenMocks as m } from "../../shared/__tests__/tripScreenMocks.ts";
import { tripHistoryQuery } from "../graphql/tripHistoryQuery.ts";
import { must } from "../../../../../../validation/must.ts";

const plDateTime = (iso: string) => new Intl.DateTimeFormat("pl-PL", { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
const anna = { __typename: "TripActor", id: "u2", name: "Anna Biuro", role: "staff" as const };

function renderHistory(mocks: MockLink.MockedResponse[]) {
  return renderAsCaptain("/sailing-trips/t1", [m.tripDetail(m.detailTrip()), ...mocks]);
}

/** A changed field as the API sends it. */
const change = (field: string, over: { before?: string | null; after?: string | null; added?: string[]; removed?: string[]; edited?: string[] } = {}) => ({
  __typename: "TripFieldChange" as const,
  field,
  before: null,
  after: null,
  added: [],
  removed: [],
  edited: [],
  ...over,
});

describe("trip history", () => {
  it("shows every event newest first: what, who (name and role), when and the changed fields in words", async () => {
    renderHistory([
      m.tripHistory("t1", [
        m.historyEntry({ version: 1, type: "TripCreated", occurredAt: "2025-05-01T10:00:00.000Z" }),
        m.historyEntry({ version: 2, type: "TripUpdated", occurredAt: "2025-05-02T11:30:00.000Z", changedFields: ["yachtName", "distance", "crewMembers"] }),
        m.historyEntry({ version: 3, type: "TripStatusChanged", occurredAt: "2025-05-03T08:15:00.000Z", status: "in_progress", changedFields: ["status"] }),
        m.historyEntry({ version: 4, type: "TripDeleted", occurredAt: "2025-05-04T09:00:00.000Z", status: "in_progress", changedFields: ["deleted"] }),
        m.historyEntry({
          version: 5,
          type: "TripRestored",
          occurredAt: "2025-05-05T12:45:00.000Z",
          status: "in_progress",
          changedFields: ["deleted"],
          actor: anna,
        }),
      ]),
    ]);
    const region = await screen.findByRole("region", { name: "Historia zmian" });
    const items = await within(region).findAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/rejs|Zmieniono/, { selector: "strong, strong *" }).textContent)).toEqual([
      "Przywrócono rejs",
      "Usunięto rejs",
      "Zmieniono status na",
      "Zmieniono dane rejsu",
      "Utworzono rejs",
    ]);
    expect(items[0]).toHaveTextContent(`Anna Biuro (biuro), ${plDateTime("2025-05-05T12:45:00.000Z")}`);
    expect(items[1]).toHaveTextContent(`Jan Kowalski (kapitan), ${plDateTime("2025-05-04T09:00:00.000Z")}`);
    expect(within(must(items[2])).getByText("W trakcie")).toBeInTheDocument();
    expect(items[3]).toHaveTextContent("Zmienione pola:Nazwa jachtuPrzebyta odległośćZałoga");
    // Creation lists no fields: every filled field would be 'changed'.
    expect(items[4]).not.toHaveTextContent("Zmienione pola");
    expect(within(must(items[0])).getByText(plDateTime("2025-05-05T12:45:00.000Z"))).toHaveAttribute("datetime", "2025-05-05T12:45:00.000Z");
  });

  it("shows an edit field by field: before → after, who joined or left the crew, in both languages", async () => {
    const entries = [
      m.historyEntry({ version: 1, type: "TripCreated" }),
      m.historyEntry({
        version: 2,
        type: "TripUpdated",
        occurredAt: "2025-05-02T11:30:00.000Z",
        changedFields: ["disembarkationPort", "sailingHours", "crewMembers", "isEmbarkationTidalPort", "logbookNumber"],
        changes: [
          change("disembarkationPort", { before: "Gdynia", after: "Hel" }),
          change("sailingHours", { before: "96", after: "102" }),
          change("crewMembers", { added: ["Ewa Ślązak"], removed: ["Adam Nowak"] }),
          change("isEmbarkationTidalPort", { before: "false", after: "true" }),
          change("logbookNumber", { before: "LOG-1", after: null }),
        ],
      }),
    ];
    renderHistory([m.tripHistory("t1", entries)]);
    const region = await screen.findByRole("region", { name: "Historia zmian" });
    const [edit] = await within(region).findAllByRole("listitem");
    for (const line of [
      "Port wyokrętowania: Gdynia → Hel",
      "Godziny pod żaglami: 96 → 102",
      "Załoga: dodano Ewa Ślązak",
      "Załoga: usunięto Adam Nowak",
      "Pływowy port zaokrętowania: nie → tak",
      "Numer dziennika jachtowego: LOG-1 → (puste)",
    ]) {
      expect(within(must(edit)).getByText(line)).toBeInTheDocument();
    }
    expect(edit).toHaveTextContent(`Jan Kowalski (kapitan), ${plDateTime("2025-05-02T11:30:00.000Z")}`);
  });

  it("shows an edit's changes in English", async () => {
    renderApp({
      route: "/sailing-trips/t1",
      storage: { ...authMocks.captainStorage(), language: "en" },
      mocks: [
        authMocks.me(authMocks.captain),
        m.premium(true),
        m.tripDetail(m.detailTrip()),
        m.tripHistory("t1", [
          m.historyEntry({
            version: 2,
            type: "TripUpdated",
            changedFields: ["disembarkationPort", "crewMembers"],
            changes: [change("disembarkationPort", { before: "Gdynia", after: "Hel" }), change("crewMembers", { added: ["Ewa Ślązak"] })],
          }),
        ]),
      ],
    });
    expect(await screen.findByText("Port of disembarkation: Gdynia → Hel")).toBeInTheDocument();
    expect(screen.getByText("Crew: added Ewa Ślązak")).toBeInTheDocument();
  });

  it("shows an empty history", async () => {
    renderHistory([m.tripHistory("t1", [])]);
    const region = await screen.findByRole("region", { name: "Historia zmian" });
    expect(await within(region).findByText("Brak zdarzeń.")).toBeInTheDocument();
  });

  it("shows a failed history load with a retry", async () => {
    const { user } = renderHistory([
      { request: { query: tripHistoryQuery, variables: { tripId: "t1" } }, error: new Error("Failed to fetch") },
      m.tripHistory("t1", [m.historyEntry()]),
    ]);
    const region = await screen.findByRole("region", { name: "Historia zmian" });
    expect(await within(region).findByText("Błąd podczas pobierania historii rejsu")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Spróbuj ponownie" }));
    expect(await within(region).findByText("Utworzono rejs")).toBeInTheDocument();
  });
});
