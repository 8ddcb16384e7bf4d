import { expect, type Page } from "@playwright/test";

export type InvoicePerson = { firstName: string; lastName: string; address: string; postalCode: string; city: string };

/** The Premium tab of /captain-profile, the test payment page and the payment return pages. */
export class PremiumPages {
  constructor(private page: Page) {}

  goto() {
    return this.page.goto("/captain-profile?tab=premium");
  }

  invoice() {
    return this.page.getByRole("region", { name: "Dane do faktury" });
  }

  async fillInvoice(p: InvoicePerson) {
    const invoice = this.invoice();
    await invoice.getByRole("radio", { name: "Osoba fizyczna" }).check();
    await invoice.getByLabel("Imię").fill(p.firstName);
    await invoice.getByLabel("Nazwisko").fill(p.lastName);
    await invoice.getByLabel("Adres", { exact: true }).fill(p.address);
    await invoice.getByLabel("Kod pocztowy").fill(p.postalCode);
    await invoice.getByLabel("Miasto").fill(p.city);
  }

  order() {
    return this.page.getByRole("button", { name: "Zamów i zapłać" }).click();
  }

  async redeem(code: string) {
    await this.page.getByLabel("Kod rabatowy").fill(code);
    await this.page.getByRole("button", { name: "Użyj kodu" }).click();
  }

  status() {
    return this.page.getByText(/Premium aktywne|Brak aktywnej subskrypcji/);
  }

  async expectTestPaymentPage() {
    await expect(this.page).toHaveURL(/\/payment\/test\/[0-9a-f-]{36}$/);
    await expect(this.page.getByText("Płatność testowa — żadne pieniądze nie są pobierane")).toBeVisible();
  }

  confirmTestPayment() {
    return this.page.getByRole("button", { name: "Potwierdź płatność" }).click();
  }

  cancelTestPayment() {
    return this.page.getByRole("button", { name: "Anuluj płatność" }).click();
  }
}
