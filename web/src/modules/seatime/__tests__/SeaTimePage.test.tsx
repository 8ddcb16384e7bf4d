import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { seaTimeMocks as m } from "./seaTimeMocks.ts";
import { must } from "../../../../../validation/must.ts";

type Mocks = NonNullable<Parameters<typeof renderApp>[0]>["mocks"];

function renderPage(route: string, mocks: Mocks = [], storage: Record<string, string> = {}) {
  return renderAsCaptain(route, mocks, { storage });
}

const tile = (title: string) => screen.getByText(title, { selector: ".ant-statistic-title" }).closest(".ant-statistic")!;

describe("/sea-time", () => {
  it("writes large totals as Polish numbers: 3340, 12 500 — not antd's '3,340'", async () => {
    const data = m.seaTime();
    renderPage("/sea-time", [m.query({ ...data, totals: { ...data.totals, miles: 3340, hoursUnderway: 12500 } }, { uses: 2 })]);
    expect(await screen.findByRole("heading", { name: "Podsumowanie" })).toBeInTheDocument();
    expect(tile("Mile morskie").querySelector(".ant-statistic-content")).toHaveTextContent(/^3340$/);
    expect(tile("Godziny żeglugi").querySelector(".ant-statistic-content")).toHaveTextContent(/^12\s500$/);
  });

  it("shows a spinner, then the totals, the years, the licence progress with what is not known, and the marks", async () => {
    renderPage("/sea-time", [m.query(m.seaTime(), { delay: 1500, uses: 2 })]);
    expect(await screen.findByRole("heading", { name: "Staż morski", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Ładowanie…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Podsumowanie" })).toBeInTheDocument();
    expect(tile("Godziny żeglugi")).toHaveTextContent("418,25");
    expect(tile("Mile morskie")).toHaveTextContent("1635,7");
    expect(screen.getByText(/Godziny postoju \(nie liczą się do stażu\): 268 h\./)).toBeInTheDocument();
    expect(screen.getByText(/Największy jacht: Zawisza Czarny \(POL-1234\), 42,7 m\./)).toBeInTheDocument();

    const jsm = screen.getByRole("region", { name: "Jachtowy sternik morski (PZŻ)" });
    expect(within(jsm).getByText("Nie wiadomo — oznacz rejsy")).toBeInTheDocument();
    expect(within(jsm).getByText(/zaliczone: 1 rejs · wymagane: 2 rejsy/)).toBeInTheDocument();
    expect(within(jsm).getByRole("link", { name: "oznacz 1 rejs, aby to ustalić" })).toHaveAttribute("href", "#seatime-marks");
    expect(within(jsm).getAllByText("Który rejs się liczy (1)")).toHaveLength(2);
    const kj = screen.getByRole("region", { name: "Kapitan jachtowy (PZŻ)" });
    // the threshold inside the label comes from the rule table, in Polish number format
    expect(within(kj).getByText("Godziny samodzielnego prowadzenia jachtu o długości ponad 7,5 m")).toBeInTheDocument();
    expect(within(kj).getByText(/brakuje: 400 h/)).toBeInTheDocument();
    // only the captain's card says that sea time before the JSM licence does not count
    expect(within(kj).getByRole("note")).toHaveTextContent(/tylko staż po uzyskaniu patentu JSM/);
    expect(within(jsm).queryByRole("note")).not.toBeInTheDocument();

    expect(screen.getByRole("button", { name: "Oznacz nieoznaczone jako rejsy morskie (1)" })).toBeEnabled();
    expect(screen.getAllByRole("figure")).toHaveLength(3);
  });

  it("passes the filters of the address to the query", async () => {
    const calls: Record<string, unknown>[] = [];
    renderPage("/sea-time?years=2024&yacht=POL-1234&status=completed", [m.query(m.seaTime(), { calls, uses: 3 })]);
    expect(await screen.findByRole("heading", { name: "Podsumowanie" })).toBeInTheDocument();
    expect(calls[0]).toEqual({ years: [2024], yacht: "POL-1234", status: ["completed"] });
    expect(screen.getByText(/Postęp liczony tylko z rejsów spełniających filtry\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resetuj filtry" })).toBeEnabled();
  });

  it("says when there are no voyages yet, with the way to add or import them", async () => {
    renderPage("/sea-time", [m.query(m.seaTime({ availableYears: [], availableYachts: [], trips: [], perYear: [] }), { uses: 2 })]);
    expect(await screen.findByText(/Nie masz jeszcze odbytych rejsów/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Przejdź do rejsów" })).toHaveAttribute("href", "/sailing-trips");
    expect(screen.getAllByRole("link", { name: "Importuj rejsy" }).at(-1)).toHaveAttribute("href", "/sailing-trips/import");
  });

  it("says when nothing matches the filters, and resets them", async () => {
    const { user, currentUrl } = renderPage("/sea-time?years=2025", [
      m.query(m.seaTime({ totals: { ...m.seaTime().totals, voyages: 0 }, trips: [], perYear: [] }), { match: (v) => Array.isArray(v.years) }),
      m.query(m.seaTime(), { match: (v) => v.years == null, uses: 2 }),
    ]);
    expect(await screen.findByText("Brak odbytych rejsów dla wybranych filtrów.")).toBeInTheDocument();
    const resets = screen.getAllByRole("button", { name: "Resetuj filtry" });
    await user.click(must(resets[resets.length - 1]));
    expect(await screen.findByRole("heading", { name: "Podsumowanie" })).toBeInTheDocument();
    expect(currentUrl()).toBe("/sea-time");
  });

  it("shows a load error with the server's reason and a retry", async () => {
    renderPage("/sea-time", [m.queryError("Baza danych niedostępna"), m.query(m.seaTime(), { uses: 2 })]);
    expect(await screen.findByText("Nie udało się pobrać stażu morskiego")).toBeInTheDocument();
    expect(screen.getByText("Baza danych niedostępna")).toBeInTheDocument();
  });

  it("saves a trip's marks, and shows a field error from the server next to the field", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderPage("/sea-time", [
      m.query(m.seaTime(), { uses: 5 }),
      m.setMarks(calls, { error: "Godzin nocnych nie może być więcej niż godzin żeglugi tego rejsu", field: "nightHours" }),
      m.setMarks(calls, { nightHours: 4.5 }),
    ]);
    const night = await screen.findByRole("textbox", { name: "Godziny nocne: 10.08.2024 – 24.08.2024 Zjawa Żółta" });
    const save = screen.getByRole("button", { name: "Zapisz: 10.08.2024 – 24.08.2024 Zjawa Żółta" });
    expect(save).toBeDisabled();
    await user.type(night, "999");
    await user.click(save);
    expect(await screen.findByText("Godzin nocnych nie może być więcej niż godzin żeglugi tego rejsu")).toBeInTheDocument();
    expect(night).toHaveAttribute("aria-invalid", "true");
    await user.clear(night);
    await user.type(night, "4,5");
    await user.click(save);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ tripId: "t2", input: { seaVoyage: null, inCommand: null, nightHours: "4,5", passagesOver60: null } });
    expect(await screen.findByText("Zapisano")).toBeInTheDocument();
  });

  it("marks the unmarked trips as sea voyages after a confirmation", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderPage("/sea-time", [m.query(m.seaTime(), { uses: 5 }), m.markSea(calls)]);
    await user.click(await screen.findByRole("button", { name: "Oznacz nieoznaczone jako rejsy morskie (1)" }));
    expect(await screen.findByText("Oznaczyć 1 rejs jako rejsy morskie?")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Oznacz" }));
    await waitFor(() => expect(calls).toEqual([{ tripIds: ["t2"], seaVoyage: true }]));
  });

  it("speaks English", async () => {
    renderPage("/sea-time", [m.query(m.seaTime(), { uses: 2 })], { language: "en" });
    expect(await screen.findByRole("heading", { name: "Sea time", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Summary" })).toBeInTheDocument();
    expect(tile("Hours underway")).toHaveTextContent("418.25");
    expect(tile("Nautical miles")).toHaveTextContent("1,635.7");
    const kj = screen.getByRole("region", { name: "Yacht captain (PZŻ)" });
    expect(within(kj).getByText("Hours in sole command of a yacht over 7.5 m")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Sea yacht skipper (PZŻ)" })).getByText(/done: 1 voyage · required: 2 voyages/)).toBeInTheDocument();
  });
});
