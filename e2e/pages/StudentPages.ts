import type { Page } from "@playwright/test";

export class StudentRegisterPage {
  constructor(private page: Page) {}

  async register(s: { firstName: string; lastName: string; email: string; phone: string; password: string }) {
    await this.page.goto("/student/register");
    await this.page.getByLabel("Imię", { exact: true }).fill(s.firstName);
    await this.page.getByLabel("Nazwisko").fill(s.lastName);
    await this.page.getByLabel("Adres e-mail").fill(s.email);
    await this.page.getByLabel("Telefon").fill(s.phone);
    await this.page.getByLabel("Hasło", { exact: true }).fill(s.password);
    await this.page.getByLabel("Powtórz hasło").fill(s.password);
    await this.page.getByRole("main").getByRole("button", { name: "Zarejestruj się" }).click();
  }
}

export class StudentLoginPage {
  constructor(private page: Page) {}

  async login(email: string, password: string) {
    await this.page.goto("/student/login");
    await this.page.getByLabel("Adres e-mail").fill(email);
    await this.page.getByLabel("Hasło", { exact: true }).fill(password);
    await this.page.getByRole("main").getByRole("button", { name: "Zaloguj się" }).click();
  }
}
