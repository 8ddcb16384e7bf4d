import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";
import { tripScreenMocks as m } from "../../trips/shared/__tests__/tripScreenMocks.ts";
import { deferred, jsonResponse, mockPdfBrowser, pdfResponse, sentHeaders } from "./pdfMocks.ts";
import { must } from "../../../../../validation/must.ts";

let browser: ReturnType<typeof mockPdfBrowser>;
beforeEach(() => {
  browser = mockPdfBrowser();
});
afterEach(() => browser.restore());

/** The first render loads the page's lazy chunk: slow on a busy machine. */
// the default (15 s) is too short for a PDF preview on a loaded machine; this only catches a hang
const LOAD = { timeout: 30_000 };
const voyageCardButton = () => screen.findByRole("button", { name: "Karta rejsu (PDF)" }, LOAD);

function renderDetail(trip = m.detailTrip(), { hasPremium = false } = {}) {
  return renderApp({
    route: `/sailing-trips/${trip.id}`,
    storage: authMocks.captainStorage(),
    mocks: [authMocks.me(authMocks.captain), m.premium(hasPremium), m.tripHistory(trip.id, [m.historyEntry()], 5), m.tripDetail(trip)],
  });
}

describe("the trip detail page's PDFs", () => {
  it("opens the voyage card in a new tab with the bearer token and language; the button is disabled while generating", async () => {
    const answer = deferred<Response>();
    browser.fetch.mockReturnValue(answer.promise);
    const { user } = renderDetail();
    const button = await voyageCardButton();

    await user.click(button);
    expect(browser.open).toHaveBeenCalledWith("", "_blank"); // inside the click: no popup blocker
    expect(browser.fetch).toHaveBeenCalledWith("/api/sailing-trips/t1/voyage-card-pdf?lang=pl-en", expect.objectContaining({ method: "GET" }));
    expect(sentHeaders(browser.fetch)).toMatchObject({ Authorization: "Bearer captain-token", "Accept-Language": "pl" });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(browser.fetch).toHaveBeenCalledTimes(1);

    answer.resolve(pdfResponse());
    await waitFor(() => expect(button).toBeEnabled());
    expect(browser.tab.location.href).toBe("blob:http://localhost/pdf-1");
    expect(browser.tab.opener).toBeNull();
    expect(browser.revokeObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(browser.revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/pdf-1"));
    expect(screen.queryByText("Wystąpił błąd podczas generowania karty rejsu")).toBeNull();
  });

  it("says 'Wystąpił błąd podczas generowania karty rejsu' and closes the blank tab when the server refuses", async () => {
    browser.fetch.mockResolvedValue(jsonResponse(404, { success: false, message: "Nie znaleziono" }));
    const { user } = renderDetail();
    await user.click(await voyageCardButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Wystąpił błąd podczas generowania karty rejsu");
    expect(browser.tab.close).toHaveBeenCalled();
    expect(browser.createObjectURL).not.toHaveBeenCalled();
    // (antd's spinner leaves with an animation jsdom never finishes: its "loading" label stays in the name)
    await waitFor(() => expect(screen.getByRole("button", { name: /Karta rejsu \(PDF\)/ })).toBeEnabled());
  });

  it("opens one crew member's opinion from the dropdown, and says so when it fails", async () => {
    browser.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(pdfResponse());
    const { user } = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Szczegóły: Anna Nowak" }, LOAD));
    const panel = screen.getByRole("group", { name: "Anna Nowak" });
    const opinion = within(panel).getByRole("button", { name: "Opinia (PDF) — Anna Nowak" });

    await user.click(opinion);
    expect(await within(panel).findByText("Wystąpił błąd podczas generowania opinii dla członka załogi")).toBeInTheDocument();
    expect(browser.fetch).toHaveBeenLastCalledWith("/api/sailing-trips/t1/crew/c1/opinion-pdf?lang=pl-en", expect.anything());

    await user.click(opinion);
    await waitFor(() => expect(browser.tab.location.href).toBe("blob:http://localhost/pdf-1"));
    expect(within(panel).queryByText("Wystąpił błąd podczas generowania opinii dla członka załogi")).toBeNull();
  });

  it("offers all the crew's opinions in one PDF when there is crew, and not without crew", async () => {
    browser.fetch.mockResolvedValue(pdfResponse());
    const { user, unmount } = renderDetail();
    const crew = await screen.findByRole("region", { name: "Załoga" }, LOAD);
    await user.click(within(crew).getByRole("button", { name: "Opinie całej załogi (PDF)" }));
    expect(browser.fetch).toHaveBeenCalledWith("/api/sailing-trips/t1/crew-opinions-pdf?lang=pl-en", expect.anything());
    unmount();

    renderDetail(m.detailTrip({ crewMembers: [] }));
    const empty = await screen.findByRole("region", { name: "Załoga" }, LOAD);
    expect(within(empty).queryByRole("button", { name: "Opinie całej załogi (PDF)" })).toBeNull();
    expect(await voyageCardButton()).toBeEnabled();
  });

  it("prints in the PDF language chosen beside the buttons, remembered for the next visit", async () => {
    browser.fetch.mockResolvedValue(pdfResponse());
    const { user, unmount } = renderDetail();
    await voyageCardButton();
    const choices = screen.getAllByRole("radiogroup", { name: "Język PDF:" });
    expect(choices.length).toBeGreaterThanOrEqual(1);
    expect(within(must(choices[0])).getByRole("radio", { name: "PL + EN" })).toBeChecked();
    fireEvent.click(within(must(choices[0])).getByRole("radio", { name: "EN" })); // (antd hides the radio input itself)
    for (const group of screen.getAllByRole("radiogroup", { name: "Język PDF:" })) expect(within(group).getByRole("radio", { name: "EN" })).toBeChecked();
    await user.click(await voyageCardButton());
    expect(browser.fetch).toHaveBeenLastCalledWith("/api/sailing-trips/t1/voyage-card-pdf?lang=en", expect.anything());
    expect(window.localStorage.getItem("pdfLanguage")).toBe("en");
    unmount();

    const again = renderDetail();
    await voyageCardButton();
    expect(within(must(screen.getAllByRole("radiogroup", { name: "Język PDF:" })[0])).getByRole("radio", { name: "EN" })).toBeChecked();
    fireEvent.click(within(must(screen.getAllByRole("radiogroup", { name: "Język PDF:" })[0])).getByRole("radio", { name: "PL" }));
    await again.user.click(screen.getByRole("button", { name: "Wszystkie dokumenty (PDF)" }));
    expect(browser.fetch).toHaveBeenLastCalledWith("/api/sailing-trips/t1/documents-pdf?lang=pl", expect.anything());
  });
});
