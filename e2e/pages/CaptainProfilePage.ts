import { expect, type Page } from "@playwright/test";

/** The tabs' names on screen, by their `?tab=` value. */
const TAB_NAMES = { password: "Hasło", premium: "Premium", api: "API", webhooks: "Webhooki" } as const;

/** /captain-profile: the tabs, the logo panel, the profile form and the password form. */
export class CaptainProfilePage {
  constructor(private page: Page) {}

  goto(tab?: "password" | "premium" | "api" | "webhooks") {
    return this.page.goto(tab ? `/captain-profile?tab=${tab}` : "/captain-profile");
  }

  tab(name: "Profil" | "Hasło" | "Premium" | "API" | "Webhooki") {
    return this.page.getByRole("tab", { name });
  }

  /** Opens the page on `tab` and waits until that tab is the selected one. */
  async openTab(tab: keyof typeof TAB_NAMES) {
    await this.goto(tab);
    await expect(this.tab(TAB_NAMES[tab])).toHaveAttribute("aria-selected", "true");
  }

  logoPanel() {
    return this.page.locator(".app-card").filter({ has: this.page.getByText("Logo", { exact: true }) });
  }

  logoImage() {
    return this.page.getByRole("img", { name: "Logo kapitana" });
  }

  chooseLogo(path: string) {
    return this.page.getByLabel("Wybierz plik logo").setInputFiles(path);
  }

  uploadProgress() {
    return this.page.getByText(/Przesyłanie: \d+%/);
  }

  async deleteLogo() {
    await this.page.getByRole("button", { name: "Usuń logo" }).click();
    await this.page.getByText("Czy na pewno chcesz usunąć logo?").waitFor();
  }

  confirmDelete() {
    return this.page.getByRole("tooltip").getByRole("button", { name: "Usuń" }).click();
  }

  async changePassword(current: string, next: string, confirmation = next) {
    await this.page.getByLabel("Obecne hasło").fill(current);
    await this.page.getByLabel("Nowe hasło", { exact: true }).fill(next);
    await this.page.getByLabel("Powtórz nowe hasło").fill(confirmation);
    await this.page.getByRole("button", { name: "Zmień hasło" }).click();
  }
}
