import type { Page } from "@playwright/test";

/** The header and navigation around every page. */
export class AppShell {
  constructor(private page: Page) {}

  logout() {
    return this.page.getByRole("button", { name: /Wyloguj|Log out/ }).click();
  }

  nav() {
    return this.page.getByRole("navigation", { name: /Nawigacja główna|Main navigation/ });
  }

  async switchLanguage(to: "EN" | "PL") {
    await this.page.getByText(to, { exact: true }).filter({ visible: true }).first().click();
  }
}
