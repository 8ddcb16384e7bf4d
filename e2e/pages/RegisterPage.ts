import type { Page } from "@playwright/test";

export type CaptainData = { name: string; email: string; phone: string; password: string };

export class RegisterPage {
  constructor(private page: Page) {}

  async goto() {
    await this.page.goto("/register");
  }

  async register(c: CaptainData, confirmation = c.password) {
    await this.page.getByLabel("Imię i nazwisko").fill(c.name);
    await this.page.getByLabel("Adres e-mail").fill(c.email);
    await this.page.getByLabel("Telefon").fill(c.phone);
    await this.page.getByLabel("Hasło", { exact: true }).fill(c.password);
    await this.page.getByLabel("Powtórz hasło").fill(confirmation);
    await this.page.getByRole("main").getByRole("button", { name: "Zarejestruj się" }).click();
  }
}
