import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { yachtMocks as m } from "./yachtMocks.ts";

function renderAt(route: string, mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"] = [], hasPremium = true) {
  return renderAsCaptain(route, mocks, { premium: hasPremium });
}

describe("/yachts/add and /yachts/:id/edit", () => {
  it("sends a captain without Premium to /yachts?error=premium_required", async () => {
    const { currentUrl } = renderAt("/yachts/add", [m.list([])], false);
    expect(await screen.findByText("Dodawanie i edytowanie jachtów jest dostępne w planie Premium.")).toBeInTheDocument();
    expect(currentUrl()).toBe("/yachts?error=premium_required");
  });

  it("lists the form's errors, then saves, shows success and goes to /yachts with the banner", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderAt("/yachts/add", [m.create(calls), m.list([m.yacht()])]);
    expect(await screen.findByRole("heading", { name: "Dodaj jacht", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Powrót do listy jachtów" })).toHaveAttribute("href", "/yachts");
    expect(await screen.findByLabelText("Długość kadłuba")).toHaveValue(0);
    await user.clear(screen.getByLabelText("Długość kadłuba"));
    await user.clear(screen.getByLabelText("Moc silnika"));
    await user.type(screen.getByLabelText("Moc silnika"), "40.255");
    await user.click(screen.getByRole("button", { name: "Zapisz jacht" }));
    // each message once, under its field (no box: every message belongs to a field)
    expect(await screen.findByText("Nazwa jachtu jest wymagana")).toBeInTheDocument();
    for (const text of [
      "Nazwa jachtu jest wymagana",
      "Numer rejestracyjny jest wymagany",
      "Port macierzysty jest wymagany",
      "Długość kadłuba jest wymagana",
      "Moc silnika podaj z dokładnością do 0,01 kW",
    ])
      expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByLabelText("Nazwa jachtu")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText("Nazwa jachtu"), "Zawisza Czarny");
    await user.type(screen.getByLabelText("Numer rejestracyjny"), "POL-1234");
    await user.type(screen.getByLabelText("Port macierzysty"), "Gdynia");
    await user.type(screen.getByLabelText("Długość kadłuba"), "42.7");
    await user.clear(screen.getByLabelText("Moc silnika"));
    await user.type(screen.getByLabelText("Moc silnika"), "276.5");
    await user.click(screen.getByRole("button", { name: "Zapisz jacht" }));
    expect(await screen.findByText("Jacht został dodany")).toBeInTheDocument();
    expect(calls[0]).toEqual({
      input: { name: "Zawisza Czarny", registrationNumber: "POL-1234", homePort: "Gdynia", hullLength: "42.7", enginesCount: "0", enginePower: "276.5" },
    });
    expect(await screen.findByText("Znaleziono 1 jacht")).toBeInTheDocument();
    expect(currentUrl()).toBe("/yachts");
    expect(screen.getByText("Jacht został dodany")).toBeInTheDocument();
  });

  it("checks a field when the user leaves it and clears its message once it is corrected", async () => {
    const { user } = renderAt("/yachts/add", []);
    await screen.findByRole("heading", { name: "Dodaj jacht", level: 1 });
    await user.type(await screen.findByLabelText("Długość kadłuba"), ".456");
    await user.tab();
    expect(await screen.findByText("Długość kadłuba podaj z dokładnością do 0,01 m")).toBeInTheDocument();
    expect(screen.queryByText("Nazwa jachtu jest wymagana")).toBeNull(); // untouched fields wait for the submit
    await user.click(screen.getByRole("button", { name: "Zapisz jacht" }));
    expect(await screen.findByText("Nazwa jachtu jest wymagana")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nazwa jachtu"), "Z");
    await waitFor(() => expect(screen.queryByText("Nazwa jachtu jest wymagana")).toBeNull());
    expect(screen.getByText("Numer rejestracyjny jest wymagany")).toBeInTheDocument();
  });

  it("puts the server's field errors under their fields and clears one when its field is edited; submits with Enter", async () => {
    const { user } = renderAt("/yachts/add", [
      m.createError("VALIDATION_FAILED", "Popraw dane jachtu", { "input.registrationNumber": "Numer rejestracyjny jest zajęty" }),
    ]);
    await screen.findByRole("heading", { name: "Dodaj jacht", level: 1 });
    await user.type(await screen.findByLabelText("Nazwa jachtu"), "Omega");
    await user.type(screen.getByLabelText("Numer rejestracyjny"), "POL-1");
    await user.type(screen.getByLabelText("Port macierzysty"), "Giżycko{Enter}");
    expect(await screen.findByText("Numer rejestracyjny jest zajęty")).toBeInTheDocument();
    expect(screen.getAllByText("Numer rejestracyjny jest zajęty")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(screen.getByLabelText("Numer rejestracyjny"), "2");
    await waitFor(() => expect(screen.queryByText("Numer rejestracyjny jest zajęty")).toBeNull());
  });

  it("shows the server's conflict message in the error list", async () => {
    const { user } = renderAt("/yachts/add", [m.createError("CONFLICT", "Masz już w bazie jacht o numerze rejestracyjnym POL-1")]);
    await screen.findByRole("heading", { name: "Dodaj jacht", level: 1 });
    await user.type(await screen.findByLabelText("Nazwa jachtu"), "Omega");
    await user.type(screen.getByLabelText("Numer rejestracyjny"), "POL-1");
    await user.type(screen.getByLabelText("Port macierzysty"), "Giżycko");
    await user.click(screen.getByRole("button", { name: "Zapisz jacht" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Masz już w bazie jacht o numerze rejestracyjnym POL-1");
  });

  it("edits a yacht under 'Edycja jachtu' and updates it", async () => {
    const yacht = m.yacht();
    const calls: Record<string, unknown>[] = [];
    const { user } = renderAt(`/yachts/${yacht.id}/edit`, [m.one(yacht), m.update(calls, { ...yacht, homePort: "Szczecin" }), m.list([yacht])]);
    expect(await screen.findByRole("heading", { name: "Edycja jachtu", level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText("Nazwa jachtu")).toHaveValue("Zawisza Czarny");
    await user.clear(screen.getByLabelText("Port macierzysty"));
    await user.type(screen.getByLabelText("Port macierzysty"), "Szczecin");
    await user.click(screen.getByRole("button", { name: "Zaktualizuj jacht" }));
    expect(await screen.findByText("Jacht został zaktualizowany")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ id: "y1", input: { homePort: "Szczecin", enginesCount: "1", hullLength: "42.7" } });
  });
});
