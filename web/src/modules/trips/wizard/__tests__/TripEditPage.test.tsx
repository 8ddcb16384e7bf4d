import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authMocks } from "../../../../test/authMocks.ts";
import { renderApp } from "../../../../test/renderApp.tsx";
import { pageMocks } from "./pageMocks.ts";

const session = authMocks.captainStorage();
const me = authMocks.me(authMocks.captain);

describe("/sailing-trips/edit/:id", () => {
  it("sends /sailing-trips/edit without an id to the list", async () => {
    const { currentUrl } = renderApp({ route: "/sailing-trips/edit", storage: session, mocks: [me] });
    await waitFor(() => expect(currentUrl()).toBe("/sailing-trips"));
  });

  it("sends a captain without Premium to the list with the premium notice", async () => {
    const { currentUrl } = renderApp({ route: "/sailing-trips/edit/t1", storage: session, mocks: [me, pageMocks.premium(false)] });
    await waitFor(() => expect(currentUrl()).toBe("/sailing-trips?error=premium_required"));
  });

  it("says when the trip cannot be loaded", async () => {
    renderApp({ route: "/sailing-trips/edit/t1", storage: session, mocks: [me, pageMocks.premium(true), pageMocks.tripForEditError()] });
    expect(await screen.findByText("Nie udało się załadować danych rejsu do edycji.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Spróbuj ponownie" })).toBeInTheDocument();
  });

  it("updates the trip with its version, keeping port and crew ids, then opens it", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderApp({
      route: "/sailing-trips/edit/t1",
      storage: session,
      mocks: [me, pageMocks.premium(true), pageMocks.tripForEdit(), pageMocks.updateTrip(calls)],
    });
    expect(await screen.findByText("Edytujesz rejs. Możesz swobodnie przechodzić między krokami formularza.")).toBeInTheDocument();
    expect(screen.getByLabelText("Nazwisko")).toHaveValue("Kowalski");

    await user.click(screen.getByRole("button", { name: /Podsumowanie/ }));
    await user.click(screen.getByRole("button", { name: "Zaktualizuj rejs" }));
    expect(await screen.findByText("Rejs został pomyślnie zaktualizowany!")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      id: "t1",
      expectedVersion: 3,
      input: {
        visitedPorts: [{ id: "p1", name: "Bornholm", isTidalPort: true }],
        crewMembers: [{ id: "c1", role: "_other", otherRole: "Kuk", licenseType: "_other", otherLicense: "Patent kanadyjski" }],
      },
    });
    await waitFor(() => expect(currentUrl()).toBe("/sailing-trips/t1"));
  });

  it("explains a version conflict and loads the current version on request", async () => {
    const { user } = renderApp({
      route: "/sailing-trips/edit/t1",
      storage: session,
      mocks: [me, pageMocks.premium(true), pageMocks.tripForEdit(), pageMocks.updateTripConflict(), pageMocks.tripForEdit(4)],
    });
    await user.click(await screen.findByRole("button", { name: /Podsumowanie/ }));
    await user.click(screen.getByRole("button", { name: "Zaktualizuj rejs" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Rejs został w międzyczasie zmieniony. Odśwież dane i spróbuj ponownie.")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Wczytaj aktualną wersję rejsu" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByText("1 / 5")).toBeInTheDocument();
  });
});
