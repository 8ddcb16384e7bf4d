import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The whole profile page with four queries, in jsdom, on a busy machine: slow, not wrong.
vi.setConfig({ testTimeout: 60_000 });
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { browser } from "../browser.ts";
import { annual, monthly, premiumMocks as p, savedInvoice } from "./premiumMocks.ts";

afterEach(() => localStorage.clear());

/** The lazily loaded profile page and its four queries take a while in jsdom on a busy machine. */
/** The order button (its name gains 'loading' while an order is being sent). */
const orderButton = () => screen.findByRole("button", { name: /Zamów i zapłać/ });

function renderTab(mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"] = [], premium = false) {
  return renderAsCaptain("/captain-profile?tab=premium", [p.history(), ...(mocks ?? [])], { premium });
}

describe("the Premium tab's order", () => {
  it("shows the plan with its pl-PL price, preselects it and PayU, and lists missing invoice data in one message", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const { user } = renderTab([p.plans(), p.tab()]);
    const plan = await screen.findByRole("radio", { name: /Premium\s*dostęp roczny\s*49,00\s*zł/ });
    expect(plan).toBeChecked();
    expect(screen.getByRole("radio", { name: "PayU — płatność testowa" })).toBeChecked();
    expect(screen.getByText(/żadne pieniądze nie zostaną pobrane/)).toBeInTheDocument();

    await user.click(await orderButton());
    expect(await screen.findByText("Wybierz rodzaj danych do faktury")).toBeInTheDocument();
    await user.click(within(screen.getByRole("region", { name: "Dane do faktury" })).getByRole("radio", { name: "Firma" }));
    await user.click(await orderButton());
    expect(
      await screen.findByText("Uzupełnij wszystkie wymagane dane do faktury: nazwa firmy, NIP, imię, nazwisko, adres, kod pocztowy, miasto"),
    ).toBeInTheDocument();
    expect(screen.getByText("NIP jest wymagany")).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("asks for a plan and a payment method when either is missing: 'Wybierz plan subskrypcji i metodę płatności'", async () => {
    const { user } = renderTab([p.plans([annual, monthly]), p.tab({ invoice: savedInvoice, stripe: true })]);
    expect(await screen.findByRole("radio", { name: /Miesięczny\s*dostęp miesięczny\s*9,90\s*zł/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Karta płatnicza (Stripe)" })).not.toBeChecked();
    await user.click(await orderButton());
    expect(await screen.findByText("Wybierz plan subskrypcji i metodę płatności")).toBeInTheDocument();
  });

  it("orders with the saved invoice data (never sending __typename back) and goes to the payment page", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const calls: Record<string, unknown>[] = [];
    const { user } = renderTab([p.plans([annual, monthly]), p.tab({ invoice: savedInvoice, stripe: true }), p.order(calls)]);
    await user.click(await screen.findByRole("radio", { name: /Miesięczny/ }));
    await user.click(await screen.findByRole("radio", { name: "Karta płatnicza (Stripe)" }));
    expect(await screen.findByLabelText("Nazwa firmy")).toHaveValue("Morska sp. z o.o.");
    await user.click(await orderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/payment/test/pay-1"));
    const { __typename, ...invoice } = savedInvoice;
    expect(__typename).toBe("CaptainInvoice");
    expect(calls).toEqual([{ input: { planId: "00000000-0000-4000-8000-000000000030", paymentProvider: "stripe", invoice } }]);
  });

  it("shows the server's field errors and a waiting PERCENT discount on the prices", async () => {
    const { user } = renderTab([
      p.plans(),
      p.tab({ invoice: savedInvoice, discount: { code: "LATO20", percent: 20 } }),
      p.orderError([
        { message: "Formularz zawiera błędy", extensions: { code: "VALIDATION_FAILED", fields: { "invoice.nip": "Nieprawidłowy NIP (sprawdź cyfry)" } } },
      ]),
    ]);
    expect(await screen.findByText("Kod LATO20: rabat 20% zostanie naliczony przy tym zamówieniu")).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: /49,00\s*zł\s*39,20\s*zł/ })).toBeInTheDocument();
    await user.click(await orderButton());
    expect(await screen.findByText("Nieprawidłowy NIP (sprawdź cyfry)")).toBeInTheDocument();
  });

  it("offers the spec's messages when plans cannot be loaded, with a retry", async () => {
    renderTab([p.plansError(), p.tab()]);
    expect(await screen.findByText("Wystąpił błąd podczas ładowania planów subskrypcji")).toBeInTheDocument();
  });
});

describe("the Premium tab's discount code", () => {
  it("needs a code ('Wprowadź kod rabatowy'), shows the server's refusal, and the success message", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderTab([
      p.plans(),
      p.tab(),
      p.redeemError("Nieprawidłowy kod rabatowy lub wystąpił błąd podczas przetwarzania."),
      p.redeem(calls, "Kod rabatowy został pomyślnie wykorzystany! Twoja subskrypcja została aktywowana."),
    ]);
    const submit = await screen.findByRole("button", { name: "Użyj kodu" });
    await user.click(submit);
    expect(await screen.findByText("Wprowadź kod rabatowy")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Kod rabatowy"), { target: { value: "zly" } });
    await user.click(submit);
    expect(await screen.findByText("Nieprawidłowy kod rabatowy lub wystąpił błąd podczas przetwarzania.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Kod rabatowy"), { target: { value: "lato" } });
    await user.click(submit);
    expect(await screen.findByText("Kod rabatowy został pomyślnie wykorzystany! Twoja subskrypcja została aktywowana.")).toBeInTheDocument();
    expect(calls).toEqual([{ code: "LATO" }]);
  });
});
