import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authMocks } from "../../../../test/authMocks.ts";
import { renderApp } from "../../../../test/renderApp.tsx";
import { fillTrip } from "./fillTrip.ts";
import { pageMocks } from "./pageMocks.ts";

const session = authMocks.captainStorage();
/** These tests walk all five steps of an antd form in jsdom: slow on a busy machine. */
const WALK_TIMEOUT = 60_000;
const open = (mocks: Parameters<typeof renderApp>[0] = {}) => renderApp({ route: "/sailing-trips/new", storage: session, ...mocks });

describe("/sailing-trips/new", () => {
  it("sends a captain without Premium to the list with the premium notice", async () => {
    const { currentUrl } = open({ mocks: [authMocks.me(authMocks.captain), pageMocks.premium(false)] });
    await waitFor(() => expect(currentUrl()).toBe("/sailing-trips?error=premium_required"));
  });

  it(
    "creates the trip with the normalised input, shows success and opens the list after 1.5 s",
    async () => {
      const calls: Record<string, unknown>[] = [];
      const { user, currentUrl } = open({ mocks: [authMocks.me(authMocks.captain), pageMocks.premium(true), pageMocks.createTrip(calls)] });
      await screen.findByRole("heading", { level: 1, name: "Nowy rejs" });
      await fillTrip(user);

      const save = screen.getByRole("button", { name: "Zapisz rejs" });
      await user.click(save);
      expect(await screen.findByText("Rejs został pomyślnie zapisany!")).toBeInTheDocument();
      expect(calls).toHaveLength(1);
      expect(calls[0]).toEqual({
        input: expect.objectContaining({
          firstName: "Jan",
          email: null,
          licenseType: "pzz-kj",
          otherLicense: null,
          distance: "320.5",
          isEmbarkationTidalPort: true,
          tidalHours: "0",
          logbookNumber: null,
          visitedPorts: [
            { id: null, name: "Bornholm", isTidalPort: false, arrivalDate: null, departureDate: null },
            { id: null, name: "Kopenhaga", isTidalPort: true, arrivalDate: null, departureDate: null },
          ],
          crewMembers: [expect.objectContaining({ fullName: "Anna Nowak", role: "_other", otherRole: "Kuk", licenseType: null, performance: "good" })],
        }) as unknown,
      });
      expect(screen.getByRole("button", { name: /Zapisz rejs/ })).toBeDisabled();
      await waitFor(() => expect(currentUrl()).toBe("/sailing-trips"));
    },
    WALK_TIMEOUT,
  );

  it(
    "lists a server VALIDATION_FAILED error with the field labels and keeps what was typed",
    async () => {
      const { user } = open({
        mocks: [
          authMocks.me(authMocks.captain),
          pageMocks.premium(true),
          pageMocks.createTripError([
            {
              message: "Formularz zawiera błędy",
              extensions: {
                code: "VALIDATION_FAILED",
                fields: { "input.yachtName": "Nazwa jachtu jest wymagana", "input.crewMembers.0.role": "Funkcja na jachcie jest wymagana" },
              },
            },
          ]),
        ],
      });
      await screen.findByRole("heading", { level: 1, name: "Nowy rejs" });
      await fillTrip(user);
      await user.click(screen.getByRole("button", { name: "Zapisz rejs" }));

      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("Wystąpiły błędy:")).toBeInTheDocument();
      expect(within(alert).getByText("Nazwa jachtu jest wymagana")).toBeInTheDocument();
      expect(within(alert).getByText("Członek załogi 1: Funkcja na jachcie jest wymagana")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /Zapisz rejs/ })).toBeEnabled();

      // Each field error opens its step and focuses the field.
      await user.click(within(alert).getByRole("button", { name: "Popraw pole „Członek załogi 1 — Funkcja na jachcie” w kroku 4" }));
      expect(await screen.findByRole("heading", { level: 2, name: "Załoga" })).toBeInTheDocument();
      await waitFor(() => expect(within(screen.getByRole("group", { name: "Członek załogi 1" })).getByLabelText("Funkcja na jachcie")).toHaveFocus());
      await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Popraw pole „Nazwa jachtu” w kroku 2" }));
      await waitFor(() => expect(screen.getByLabelText("Nazwa jachtu")).toHaveFocus());

      await user.click(screen.getByRole("button", { name: /Kapitan/ }));
      expect(screen.getByLabelText("Imię")).toHaveValue(" Jan ");
    },
    WALK_TIMEOUT,
  );

  it(
    "says 'Wystąpił nieznany błąd podczas zapisywania rejsu' when the server cannot be reached",
    async () => {
      const { user } = open({ mocks: [authMocks.me(authMocks.captain), pageMocks.premium(true), pageMocks.createTripNetworkError()] });
      await screen.findByRole("heading", { level: 1, name: "Nowy rejs" });
      await fillTrip(user);
      await user.click(screen.getByRole("button", { name: "Zapisz rejs" }));
      expect(await screen.findByText("Wystąpił nieznany błąd podczas zapisywania rejsu")).toBeInTheDocument();
    },
    WALK_TIMEOUT,
  );
});
