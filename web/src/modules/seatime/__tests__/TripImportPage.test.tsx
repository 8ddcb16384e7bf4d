import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { must } from "../../../../../validation/must.ts";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const trip = {
  embarkation_date: "2025-06-01",
  disembarkation_date: "2025-06-03",
  yacht_name: "Szkwał",
  registration_number: "GDY-7",
  embarkation_port: "Gdynia",
  disembarkation_port: "Hel",
};
const preview = {
  success: true,
  dry_run: true,
  file: { name: "stare.csv", format: "csv", rows: 3 },
  summary: { total: 3, to_import: 1, invalid: 1, duplicates: 1, over_limit: 0, skipped: 0 },
  rows: [
    { row: 1, line: 2, status: "ok", errors: {}, message: null, trip_id: null, trip },
    {
      row: 2,
      line: 3,
      status: "invalid",
      errors: { yacht_name: ["Nazwa jachtu jest wymagana"], distance: ["Wartość nie może być ujemna"] },
      message: null,
      trip_id: null,
      trip: null,
    },
    { row: 3, line: 4, status: "duplicate", errors: {}, message: "Ten sam rejs jest w pliku wcześniej (wiersz 1) — zostanie pominięty", trip_id: null, trip },
  ],
};

function renderPage(hasPremium = true) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal("fetch", fetch);
  const view = renderAsCaptain("/sailing-trips/import", [], { premium: hasPremium });
  return { ...view, fetch };
}

const file = (name = "stare.csv", size = 100) => new File(["x".repeat(size)], name, { type: "text/csv" });
const fileInput = () => document.querySelector<HTMLInputElement>("input[type=file]")!;

afterEach(() => vi.unstubAllGlobals());

describe("/sailing-trips/import", () => {
  it("uploads the file for a preview, shows each row's problems in the wizard's words, and imports on confirmation", async () => {
    const { user, fetch } = renderPage();
    fetch.mockResolvedValueOnce(json(200, preview));
    fetch.mockResolvedValueOnce(
      json(200, {
        ...preview,
        dry_run: false,
        message: "Zaimportowano rejsy: 1. Pominięto: 2.",
        summary: { total: 3, imported: 1 },
        rows: [{ ...preview.rows[0], status: "imported", trip_id: "t9" }, preview.rows[1], preview.rows[2]],
      }),
    );
    expect(await screen.findByRole("heading", { name: "Import rejsów", level: 1 })).toBeInTheDocument();
    await user.upload(fileInput(), file());
    expect(await screen.findByRole("heading", { name: "Podgląd importu: stare.csv" })).toBeInTheDocument();
    const [url, init] = must(fetch.mock.calls[0], "a fetch call");
    expect(url).toBe("/api/sailing-trips/import?dry_run=true");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer captain-token");
    expect((init?.body as FormData).get("file")).toBeInstanceOf(File);
    expect(screen.getByText("Do importu: 1")).toBeInTheDocument();
    expect(screen.getByText("Z błędami: 1")).toBeInTheDocument();
    const rows = screen.getAllByRole("row");
    expect(within(must(rows[2])).getByText("yacht_name")).toBeInTheDocument();
    expect(within(must(rows[2])).getByText(/Nazwa jachtu jest wymagana/)).toBeInTheDocument();
    expect(within(must(rows[3])).getByText("Ten sam rejs jest w pliku wcześniej (wiersz 1) — zostanie pominięty")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Importuj 1 rejs" }));
    expect(await screen.findByText("Zaimportowano rejsy: 1. Pominięto: 2.")).toBeInTheDocument();
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/sailing-trips/import");
    expect(screen.getByRole("link", { name: "Zobacz staż morski" })).toHaveAttribute("href", "/sea-time");
  });

  it("says why a file cannot be read and lets the captain choose another", async () => {
    const { user, fetch } = renderPage();
    fetch.mockResolvedValueOnce(json(422, { success: false, message: "W pliku CSV brakuje kolumn: embarkation_date" }));
    await user.upload(await waitFor(() => fileInput()), file());
    expect(await screen.findByRole("alert")).toHaveTextContent("W pliku CSV brakuje kolumn: embarkation_date");
    expect(fileInput()).toBeInTheDocument();
  });

  it("says a 200 answer that is cut short or is not the import's like a lost connection, and keeps the file picker", async () => {
    const { user, fetch } = renderPage();
    fetch.mockResolvedValueOnce(new Response('{"success":true,"dry_run":true,"file":{"na', { status: 200, headers: { "content-type": "application/json" } }));
    fetch.mockResolvedValueOnce(new Response("<html>proxy</html>", { status: 200, headers: { "content-type": "text/html" } }));
    fetch.mockResolvedValueOnce(json(200, { success: true }));
    for (let i = 0; i < 3; i++) {
      await user.upload(await waitFor(() => fileInput()), file());
      expect(await screen.findByRole("alert")).toHaveTextContent("Błąd połączenia z serwerem. Spróbuj ponownie.");
      expect(screen.queryByRole("heading", { name: /Podgląd importu/ })).not.toBeInTheDocument();
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("refuses a file over 5 MB without sending it", async () => {
    const { user, fetch } = renderPage();
    await user.upload(await waitFor(() => fileInput()), file("big.csv", 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("Plik jest za duży. Maksymalny rozmiar pliku importu to 5 MB.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("without Premium shows the preview but not the import", async () => {
    const { user, fetch } = renderPage(false);
    fetch.mockResolvedValueOnce(json(200, preview));
    await user.upload(await waitFor(() => fileInput()), file());
    expect(await screen.findByText("Import rejsów wymaga konta Premium (tak jak dodawanie rejsów).")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Importuj 1 rejs" })).toBeDisabled();
  });
});
