import { type Page, expect } from "@playwright/test";

/** The header and navigation around every page. */
export class AppShell {
  constructor(private page: Page) {}

  /** Goes to `path` and waits for the page's own heading (level 1). */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }

  /** Logs out and waits for the login page the app lands on (a captain's or a student's). */
  async logout() {
    await this.page.getByRole("button", { name: /Wyloguj|Log out/ }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  nav() {
    return this.page.getByRole("navigation", { name: /Nawigacja główna|Main navigation/ });
  }

  async switchLanguage(to: "EN" | "PL") {
    await this.page.getByText(to, { exact: true }).filter({ visible: true }).first().click();
  }
}
