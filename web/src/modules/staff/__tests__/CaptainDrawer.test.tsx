import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { webPl } from "../../../i18n/catalogPl.ts";
import { openPdf } from "../../documents/openPdf.ts";
import { CaptainDrawer } from "../components/CaptainDrawer.tsx";
import { staffCaptainQuery } from "../graphql/staffCaptainQuery.ts";

vi.mock("../../documents/openPdf.ts", () => ({ openPdf: vi.fn() }));

const captain = (id: string, invoiceNumber: string) => ({
  request: { query: staffCaptainQuery, variables: { id } },
  result: {
    data: {
      staffCaptain: {
        __typename: "CaptainAccount",
        id,
        name: `Kapitan ${id}`,
        email: `${id}@example.com`,
        phone: "+48 600 000 000",
        createdAt: "2025-01-01T10:00:00.000Z",
        activeSubscription: null,
        subscriptions: [],
        payments: [
          {
            __typename: "Payment",
            id: `pay-${id}`,
            status: "completed",
            provider: "payu",
            providerStatus: "COMPLETED",
            amount: "49.00",
            currency: "PLN",
            discountPercent: null,
            planName: "Premium",
            createdAt: "2025-02-01T10:00:00.000Z",
            paidAt: "2025-02-01T10:05:00.000Z",
            invoice: { __typename: "Invoice", id: `inv-${id}`, number: invoiceNumber, pdfUrl: `/api/invoices/inv-${id}/pdf` },
          },
        ],
        reversalFees: [],
      },
    },
  },
});

const drawer = (captainId: string) => (
  <IntlProvider locale="pl" messages={webPl}>
    <CaptainDrawer captainId={captainId} onClose={() => undefined} />
  </IntlProvider>
);

describe("the office's captain drawer", () => {
  it("says an invoice PDF that would not open, and not in another captain's drawer", async () => {
    vi.mocked(openPdf).mockResolvedValue({ ok: false, kind: "network" });
    const mocks = [captain("c1", "FV/1/2025"), captain("c2", "FV/2/2025")];
    const { rerender } = render(<MockedProvider mocks={mocks}>{drawer("c1")}</MockedProvider>);
    await userEvent.click(await screen.findByRole("button", { name: "Pobierz fakturę FV/1/2025 (PDF)" }));
    expect(openPdf).toHaveBeenCalledWith({ path: "/api/invoices/inv-c1/pdf" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Nie udało się pobrać faktury. Spróbuj ponownie.");

    rerender(<MockedProvider mocks={mocks}>{drawer("c2")}</MockedProvider>);
    expect(await screen.findByRole("button", { name: "Pobierz fakturę FV/2/2025 (PDF)" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
