import { expect, type Page } from "@playwright/test";
import { fillYachtFields, type YachtData } from "./yachtFields.ts";

/** /yachts, /yachts/add and /yachts/:id/edit. */
export class YachtPages {
  constructor(private page: Page) {}

  async fillForm(y: YachtData) {
    await fillYachtFields(this.page, y);
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
