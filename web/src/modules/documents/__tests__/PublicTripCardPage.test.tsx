import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { fillTrip } from "../../trips/wizard/__tests__/fillTrip.ts";
import { pageMocks } from "../../trips/wizard/__tests__/pageMocks.ts";
import { deferred, jsonResponse, mockPdfBrowser, pdfResponse, sentHeaders } from "./pdfMocks.ts";
import { must } from "../../../../../validation/must.ts";

/** These tests walk all five steps of an antd form in jsdom: slow on a busy machine. */
const WALK_TIMEOUT = 60_000;
// the default (15 s) is too short for a PDF preview on a loaded machine; this only catches a hang
const LOAD = { timeout: 30_000 };

let browser: ReturnType<typeof mockPdfBrowser>;
beforeEach(() => {
  browser = mockPdfBrowser();
});
afterEach(() => browser.restore());

/** An anonymous visitor on the generator; a createTrip mock records any (unwanted) save. */
function openGenerator() {
  const saves: Record<string, unknown>[] = [];
  const view = renderApp({ route: "/public-trip-card", mocks: [pageMocks.createTrip(saves)] });
  return { ...view, saves };
}

const generate = () => screen.getByRole("button", { name: /Generuj PDF/ });

describe("/public-trip-card", () => {
  it("is linked from the home page", async () => {
    renderApp({ route: "/" });
    expect(await screen.findByRole("link", { name: "Darmowy generator karty rejsu" }, LOAD)).toHaveAttribute("href", "/public-trip-card");
  });

  it(
    "walks the wizard as 'Karta rejsu' and opens the PDF from 'Generuj PDF' without saving anything",
    async () => {
      const answer = deferred<Response>();
      browser.fetch.mockReturnValue(answer.promise);
      const { user, saves, currentUrl } = openGenerator();
      expect(await screen.findByRole("heading", { level: 1, name: "Karta rejsu" }, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Uzupełnij danymi z konta" })).toBeNull();

      await fillTrip(user);
      expect(screen.queryByRole("button", { name: "Zapisz rejs" })).toBeNull();
      expect(screen.getByText(/Sprawdź dane przed wygenerowaniem karty/)).toBeInTheDocument();
      await user.click(generate());
      expect(generate()).toBeDisabled();
      expect(screen.getByRole("button", { name: "Wstecz" })).toBeDisabled();
      answer.resolve(pdfResponse());

      expect(await screen.findByText("Karta rejsu została otwarta w nowej karcie.")).toBeInTheDocument();
      expect(browser.open).toHaveBeenCalledWith("", "_blank");
      const [path, init] = must(browser.fetch.mock.calls[0], "a fetch call");
      expect(path).toBe("/api/public/trip-card-pdf?lang=pl-en");
      expect(init?.method).toBe("POST");
      expect(sentHeaders(browser.fetch)).toMatchObject({ "Content-Type": "application/json", "Accept-Language": "pl" });
      expect(sentHeaders(browser.fetch)).not.toHaveProperty("Authorization");
      expect(JSON.parse(init?.body as string)).toMatchObject({
        firstName: " Jan ",
        yachtName: "Zawisza",
        crewMembers: [expect.objectContaining({ fullName: "Anna Nowak", otherRole: "Kuk" })],
      });
      expect(browser.tab.location.href).toBe("blob:http://localhost/pdf-1");
      await waitFor(() => expect(browser.revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/pdf-1"));

      expect(saves).toEqual([]);
      expect(currentUrl()).toBe("/public-trip-card");
      expect(generate()).toBeEnabled(); // the card can be generated again

      // the PDF language is chosen beside 'Generuj PDF'
      fireEvent.click(within(screen.getByRole("radiogroup", { name: "Język PDF:" })).getByRole("radio", { name: "EN" })); // (antd hides the radio input itself)
      await user.click(generate());
      await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(2));
      expect(browser.fetch.mock.calls[1]?.[0]).toBe("/api/public/trip-card-pdf?lang=en");
    },
    WALK_TIMEOUT,
  );

  it(
    "shows the server's validation message, the generic text for an unreadable error and the connection error",
    async () => {
      browser.fetch
        .mockResolvedValueOnce(
          jsonResponse(422, {
            success: false,
            message: "Formularz zawiera błędy",
            errors: { yachtName: ["Nazwa jachtu jest wymagana"] },
          }),
        )
        .mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }))
        .mockRejectedValueOnce(new TypeError("Failed to fetch"));
      const { user, saves } = openGenerator();
      await screen.findByRole("heading", { level: 1, name: "Karta rejsu" }, LOAD);
      await fillTrip(user);

      await user.click(generate());
      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("Formularz zawiera błędy")).toBeInTheDocument();
      expect(within(alert).getByText("Nazwa jachtu jest wymagana")).toBeInTheDocument();
      expect(browser.tab.close).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(generate()).toBeEnabled());

      await user.click(generate());
      expect(await screen.findByText("Błąd generowania PDF. Sprawdź formularz.")).toBeInTheDocument();
      await waitFor(() => expect(generate()).toBeEnabled());

      await user.click(generate());
      expect(await screen.findByText("Błąd połączenia z serwerem. Spróbuj ponownie.")).toBeInTheDocument();
      expect(browser.createObjectURL).not.toHaveBeenCalled();
      expect(saves).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});
