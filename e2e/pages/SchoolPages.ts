import { fillDate } from "../support/fillDate.ts";
import { expect, type Page } from "@playwright/test";

export type PlannedTripData = { name: string; start: string; end: string; from: string; to: string; yacht: string; maxCrew: string };

/** The captain's students area: /invitations, /planned-sailing-trips (list, form, detail). */
export class CaptainSchoolPages {
  constructor(private page: Page) {}

  /** Creates an invitation on /invitations and answers its generated code. */
  async createInvitation(description: string, usageLimit: string): Promise<string> {
    await this.page.goto("/invitations");
    await this.page.getByRole("button", { name: "+ Nowe zaproszenie" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Nowe zaproszenie" });
    await dialog.getByLabel("Opis").fill(description);
    await dialog.getByLabel("Limit użyć").fill(usageLimit);
    await dialog.getByRole("button", { name: "Utwórz zaproszenie" }).click();
    await expect(this.page.getByText("Zaproszenie zostało utworzone")).toBeVisible();
    const card = this.page.getByRole("listitem").filter({ hasText: description });
    const code = await card.getAttribute("aria-label");
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    return code!;
  }

  async fillPlannedTrip(t: Partial<PlannedTripData>) {
    const field = async (label: string, value: string | undefined) => {
      if (value !== undefined) await this.page.getByLabel(label, { exact: true }).fill(value);
    };
    await field("Nazwa rejsu", t.name);
    if (t.start !== undefined) await fillDate(this.page, "Data rozpoczęcia", t.start);
    if (t.end !== undefined) await fillDate(this.page, "Data zakończenia", t.end);
    await field("Port zaokrętowania", t.from);
    await field("Port wyokrętowania", t.to);
    await field("Jacht", t.yacht);
    await field("Maksymalna liczba załogantów", t.maxCrew);
  }

  /** The detail page's group ('Oczekujące (1)', 'Zaakceptowani (1)', ...). */
  group(name: RegExp) {
    return this.page.getByRole("region", { name });
  }
}

/** The student's area: invitations by code, planned trips and enrolments. */
export class StudentSchoolPages {
  constructor(private page: Page) {}

  async acceptCode(code: string) {
    await this.page.goto("/student/invitations");
    await this.page.getByLabel("Kod zaproszenia").fill(code);
    await this.page.getByRole("button", { name: "Przyjmij zaproszenie" }).click();
  }

  async join(tripName: string, notes: string) {
    await this.page.goto("/student/planned-sailing-trips");
    await this.page.getByRole("link", { name: tripName }).click();
    await this.page.getByRole("button", { name: "Zapisz się" }).click();
    const dialog = this.page.getByRole("dialog", { name: `Zapis na rejs „${tripName}”` });
    await dialog.getByLabel("Uwagi dla kapitana (opcjonalnie)").fill(notes);
    await dialog.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
    await expect(this.page.getByText("Zgłoszenie zostało wysłane — czeka na decyzję kapitana")).toBeVisible();
  }
}
