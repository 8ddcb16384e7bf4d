import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { connectedStudent, invitation, schoolMocks as m } from "../../school/__tests__/schoolMocks.ts";
import { must } from "../../../../../validation/must.ts";

type Mocks = NonNullable<Parameters<typeof renderApp>[0]>["mocks"];
const open = (route: string, mocks: Mocks = []) => renderAsCaptain(route, mocks);

afterEach(() => vi.restoreAllMocks());

describe("/invitations", () => {
  it("shows a spinner, then each code with its state, usage, expiry and actions", async () => {
    open("/invitations", [
      m.invitations(
        [invitation(), invitation({ id: "i2", code: "ABCD2345", usedCount: 3, usageLimit: null, expiresAt: null, state: "INACTIVE", isActive: false })],
        { delay: 300 },
      ),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Kursanci" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Zaproszenia", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Lista kursantów" })).toBeInTheDocument();
    expect(await screen.findByText("2 zaproszenia")).toBeInTheDocument();
    const first = screen.getByRole("listitem", { name: "K7M2QX9P" });
    for (const text of ["Aktywne", "Kurs żeglarza jachtowego 2026", "31.12.2026", "0 z 10"]) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Kopiuj kod K7M2QX9P" })).toBeEnabled();
    expect(within(first).getByRole("button", { name: "Dezaktywuj" })).toBeEnabled();
    expect(within(first).getByRole("button", { name: "Usuń zaproszenie K7M2QX9P" })).toBeEnabled();
    const used = screen.getByRole("listitem", { name: "ABCD2345" });
    for (const text of ["Nieaktywne", "Bez terminu", "3 (bez limitu)"]) expect(within(used).getByText(text)).toBeInTheDocument();
    expect(within(used).getByRole("button", { name: "Usuń zaproszenie ABCD2345" })).toBeDisabled();
    expect(within(used).getByText(/Wykorzystanego zaproszenia nie można usunąć/)).toBeInTheDocument();
    expect(within(used).getByRole("button", { name: "Aktywuj" })).toBeEnabled();
  }, 45_000);

  it("copies a code to the clipboard", async () => {
    const { user } = open("/invitations", [m.invitations([invitation()])]);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await user.click(await screen.findByRole("button", { name: "Kopiuj kod K7M2QX9P" }));
    expect(writeText).toHaveBeenCalledWith("K7M2QX9P");
    expect(await screen.findByText("Skopiowano!")).toBeInTheDocument();
  });

  it("shows the empty state with a create button", async () => {
    open("/invitations", [m.invitations([])]);
    expect(await screen.findByText("Nie masz jeszcze żadnych zaproszeń.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "+ Nowe zaproszenie" })).toHaveLength(2);
  });

  it("shows a load error with the server's reason and retries", async () => {
    const { user } = open("/invitations", [m.invitationsError("Serwer niedostępny")]);
    expect(await screen.findByText("Nie udało się pobrać zaproszeń")).toBeInTheDocument();
    expect(screen.getByText("Serwer niedostępny")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
    expect(await screen.findByText("Nie udało się pobrać zaproszeń")).toBeInTheDocument();
  });

  it("creates an invitation: the description is required, then the normalised input is sent", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/invitations", [m.invitations([]), m.createInvitation(calls)]);
    await user.click(must((await screen.findAllByRole("button", { name: "+ Nowe zaproszenie" }))[0]));
    const dialog = await screen.findByRole("dialog", { name: "Nowe zaproszenie" });
    await user.click(within(dialog).getByRole("button", { name: /Utwórz zaproszenie/ }));
    expect(await within(dialog).findByText("Opis zaproszenia jest wymagany")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Opis"), "Kurs 2026");
    await user.type(within(dialog).getByLabelText("Limit użyć"), "5");
    await user.click(within(dialog).getByRole("button", { name: /Utwórz zaproszenie/ }));
    expect(await screen.findByText("Zaproszenie zostało utworzone")).toBeInTheDocument();
    expect(calls).toEqual([{ input: { description: "Kurs 2026", expiresAt: null, usageLimit: 5, isActive: true } }]);
  });

  it("shows the server's field message under the field", async () => {
    const { user } = open("/invitations", [
      m.invitations([]),
      m.createInvitationError("Formularz zawiera błędy", { usageLimit: "Limit użyć musi wynosić co najmniej 1" }),
    ]);
    await user.click(must((await screen.findAllByRole("button", { name: "+ Nowe zaproszenie" }))[0]));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Opis"), "Kurs");
    await user.click(within(dialog).getByRole("button", { name: /Utwórz zaproszenie/ }));
    expect(await within(dialog).findByText("Limit użyć musi wynosić co najmniej 1")).toBeInTheDocument();
  });

  it("edits an invitation and deactivates another", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/invitations", [m.invitations([invitation()]), m.updateInvitation(calls, invitation({ description: "Nowy opis" }))]);
    await user.click(await screen.findByRole("button", { name: "Edytuj zaproszenie K7M2QX9P" }));
    const dialog = await screen.findByRole("dialog", { name: "Edycja zaproszenia" });
    const description = within(dialog).getByLabelText("Opis");
    expect(description).toHaveValue("Kurs żeglarza jachtowego 2026");
    expect(within(dialog).getByLabelText("Data wygaśnięcia")).toHaveValue("31.12.2026");
    await user.clear(description);
    await user.type(description, "Nowy opis");
    await user.click(within(dialog).getByRole("button", { name: "Zapisz zmiany" }));
    expect(await screen.findByText("Zaproszenie zostało zaktualizowane")).toBeInTheDocument();
    expect(calls[0]).toEqual({ id: "i1", input: { description: "Nowy opis", expiresAt: "2026-12-31", usageLimit: 10, isActive: true } });

    await user.click(screen.getByRole("button", { name: "Dezaktywuj" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ id: "i1", input: expect.objectContaining({ isActive: false }) as unknown });
  });

  it("deletes an unused invitation only after confirming", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/invitations", [m.invitations([invitation()]), m.deleteInvitation(calls)]);
    await user.click(await screen.findByRole("button", { name: "Usuń zaproszenie K7M2QX9P" }));
    const dialog = await screen.findByRole("dialog", { name: "Usunąć zaproszenie?" });
    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Usuń zaproszenie K7M2QX9P" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Usunąć zaproszenie?" })).getByRole("button", { name: "Usuń" }));
    expect(await screen.findByText("Zaproszenie zostało usunięte")).toBeInTheDocument();
    expect(calls).toEqual([{ id: "i1" }]);
  });

  it("shows the connected students in the 'Lista kursantów' tab", async () => {
    const { user, currentUrl } = open("/invitations", [m.invitations([]), m.myStudents([connectedStudent()])]);
    await user.click(await screen.findByRole("tab", { name: "Lista kursantów" }));
    const card = await screen.findByRole("listitem", { name: "Ola Nowak" });
    for (const text of ["ola@example.com", "+48 600 300 400", "02.05.2026", "Zaakceptowany"]) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Bałtyk 2026" })).toHaveAttribute("href", "/planned-sailing-trips/p1");
    expect(currentUrl()).toBe("/invitations?tab=students");
  });
});
