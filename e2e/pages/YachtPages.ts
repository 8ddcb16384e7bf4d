import { expect, type Page } from "@playwright/test";

export type YachtData = { name: string; registration: string; homePort: string; length: string; engines: string; power: string };

/** /yachts, /yachts/add and /yachts/:id/edit. */
export class YachtPages {
  constructor(private page: Page) {}

  async fillForm(y: YachtData) {
    await this.page.getByLabel("Nazwa jachtu").fill(y.name);
    await this.page.getByLabel("Numer rejestracyjny").fill(y.registration);
    await this.page.getByLabel("Port macierzysty").fill(y.homePort);
    await this.page.getByLabel("Długość kadłuba").fill(y.length);
    await this.page.getByLabel("Liczba silników").fill(y.engines);
    await this.page.getByLabel("Moc silnika").fill(y.power);
  }

  /** The card of one yacht on the list. */
  card(name: string) {
    return this.page.getByRole("listitem", { name });
  }

  async search(text: string) {
    await this.page.getByLabel("Szukaj jachtu").fill(text);
    await this.page.getByLabel("Szukaj jachtu").press("Enter");
  }

  async expectCount(text: RegExp) {
    await expect(this.page.getByText(text)).toBeVisible();
  }
}
