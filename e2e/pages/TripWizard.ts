import { expect, type Locator, type Page } from "@playwright/test";
import { fillDate } from "../support/fillDate.ts";
import { fillYachtFields, type YachtData } from "./yachtFields.ts";

/** Step 3's distance, dates ('YYYY-MM-DD') and hours; the tidal hours stay as they are unless given. */
export type VoyageData = { miles: string; start: string; end: string; sail: string; engine: string; moored: string; tidal?: string };

export type CrewData = { fullName: string; role: string; otherRole?: string; opinion: string; performance: string; seasickness: string; resistance: string };

/** The five-step trip wizard (/sailing-trips/new, /sailing-trips/edit/:id). */
export class TripWizard {
  constructor(private page: Page) {}

  next() {
    return this.page.getByRole("button", { name: "Dalej" }).click();
  }

  async expectStep(n: number, heading: string) {
    await expect(this.page.getByText(`${n} / 5`, { exact: true })).toBeVisible();
    await expect(this.page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }

  /** antd Select: open it by its label, move to the option with the arrow keys and press Enter. */
  async choose(scope: Locator | Page, label: string, option: string) {
    const open = this.page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await expect(open).toHaveCount(0);
    await scope.getByLabel(label, { exact: true }).click();
    await open.getByTitle(option, { exact: true }).waitFor();
    for (let i = 0; i < 30; i++) {
      if ((await open.locator(".ant-select-item-option-active").getAttribute("title")) === option) break;
      await this.page.keyboard.press("ArrowDown");
    }
    await expect(open.locator(".ant-select-item-option-active")).toHaveAttribute("title", option);
    await this.page.keyboard.press("Enter");
    await expect(open).toHaveCount(0);
  }

  async fillCaptain(licence: string, number: string) {
    await this.page.getByRole("button", { name: "Uzupełnij danymi z konta" }).click();
    await this.choose(this.page, "Rodzaj patentu", licence);
    await this.page.getByLabel("Numer patentu").fill(number);
  }

  async fillYacht(y: YachtData) {
    await fillYachtFields(this.page, y);
  }

  /** Types step 3's distance, dates and hours as a captain does. */
  async fillVoyage(v: VoyageData) {
    await this.page.getByLabel("Przebyty dystans").fill(v.miles);
    await fillDate(this.page, "Data zaokrętowania", v.start);
    await fillDate(this.page, "Data wyokrętowania", v.end);
    await this.page.getByLabel("Godziny pod żaglami").fill(v.sail);
    await this.page.getByLabel("Godziny pracy silnika").fill(v.engine);
    await this.page.getByLabel("Godziny postoju").fill(v.moored);
    if (v.tidal !== undefined) await this.page.getByLabel("Godziny na wodach pływowych").fill(v.tidal);
  }

  visitedPort(n: number) {
    return this.page.getByRole("group", { name: `Odwiedzony port ${n}` });
  }

  crewMember(n: number) {
    return this.page.getByRole("group", { name: `Członek załogi ${n}` });
  }

  async addCrewMember(n: number, c: CrewData) {
    await this.page.getByRole("button", { name: "Dodaj członka załogi" }).click();
    const m = this.crewMember(n);
    await m.getByLabel("Imię i nazwisko").fill(c.fullName);
    await this.choose(m, "Funkcja na jachcie", c.role);
    if (c.otherRole) await m.getByLabel("Nazwa funkcji").fill(c.otherRole);
    await this.choose(m, "Opinia kapitana", c.opinion);
    await this.choose(m, "Wykonywanie obowiązków", c.performance);
    await this.choose(m, "Choroba morska", c.seasickness);
    await this.choose(m, "Odporność na trudne warunki", c.resistance);
  }
}
