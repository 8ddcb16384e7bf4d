import type { Page } from "@playwright/test";

export type YachtData = { name: string; registration: string; homePort: string; length: string; engines: string; power: string };

/** Fills the yacht's fields, which the yacht form and the trip wizard's step 2 label alike. */
export async function fillYachtFields(page: Page, y: YachtData) {
  await page.getByLabel("Nazwa jachtu").fill(y.name);
  await page.getByLabel("Numer rejestracyjny").fill(y.registration);
  await page.getByLabel("Port macierzysty").fill(y.homePort);
  await page.getByLabel("Długość kadłuba").fill(y.length);
  await page.getByLabel("Liczba silników").fill(y.engines);
  await page.getByLabel("Moc silnika").fill(y.power);
}
