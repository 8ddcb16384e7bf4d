import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { webPl } from "../../../i18n/catalogPl.ts";
import { openPdf } from "../../documents/openPdf.ts";
import { InvoicePdfButton } from "../components/InvoicePdfButton.tsx";

vi.mock("../../documents/openPdf.ts", () => ({ openPdf: vi.fn() }));

function renderButton(onError: (text: string | null) => void) {
  render(
    <IntlProvider locale="pl" messages={webPl}>
      <InvoicePdfButton invoice={{ number: "FV/1/2026", pdfUrl: "/api/invoices/i1/pdf" }} onError={onError}>
        PDF
      </InvoicePdfButton>
    </IntlProvider>,
  );
  return screen.getByRole("button", { name: "Pobierz fakturę FV/1/2026 (PDF)" });
}

describe("InvoicePdfButton (an invoice's PDF from a list)", () => {
  it("opens the invoice's PDF and clears a previous failure", async () => {
    vi.mocked(openPdf).mockResolvedValue({ ok: true });
    const onError = vi.fn();
    await userEvent.click(renderButton(onError));
    expect(openPdf).toHaveBeenCalledWith({ path: "/api/invoices/i1/pdf" });
    expect(onError).toHaveBeenCalledWith(null);
    expect(onError).toHaveBeenCalledOnce();
  });

  it("says the download failed", async () => {
    vi.mocked(openPdf).mockResolvedValue({ ok: false, kind: "network" });
    const onError = vi.fn();
    await userEvent.click(renderButton(onError));
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith("Nie udało się pobrać faktury. Spróbuj ponownie."));
  });
});
