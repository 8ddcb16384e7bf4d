import type { Page } from "@playwright/test";

export class LoginPage {
  constructor(private page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/login${query}`);
  }

  async login(email: string, password: string, opts: { remember?: boolean } = {}) {
    await this.page.getByLabel("Adres e-mail").fill(email);
    await this.page.getByLabel("Hasło", { exact: true }).fill(password);
    if (opts.remember) await this.page.getByLabel("Zapamiętaj mnie").check();
    await this.page.getByRole("button", { name: "Zaloguj się" }).last().click();
  }

  alert() {
    return this.page.getByRole("alert");
  }
}
