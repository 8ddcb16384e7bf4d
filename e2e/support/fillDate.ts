import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Types an ISO date ('2025-06-01') into the date field labelled `label` as a user does: in the
 * interface language's format (01.06.2025 in Polish, 01/06/2025 in English), confirmed with Enter,
 * then waits until the field shows it and the calendar has closed.
 */
export async function fillDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const page = "page" in scope ? scope.page() : scope;
  const input = scope.getByLabel(label, { exact: true });
  const [year = "", month = "", day = ""] = iso.split("-");
  const english = (await page.locator("html").getAttribute("lang")) === "en";
  const typed = english ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
  await input.click();
  await input.fill(typed);
  await input.press("Enter");
  await expect(input).toHaveValue(typed);
  await expect(page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)")).toHaveCount(0);
}
