import { createCaptain, signInAs } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";

test.use({ viewport: { width: 1024, height: 768 } });

for (const language of ["pl", "en"] as const) {
  test(`at 1024 px the captain's header shows every menu entry, the profile too, without the '···' fold (${language})`, async ({ page, request }) => {
    const captain = await createCaptain(request, "Jan Maria Kowalski");
    await signInAs(page, captain);
    await page.evaluate((lang) => localStorage.setItem("language", lang), language);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: language === "pl" ? "Nawigacja główna" : "Main navigation" });
    const names =
      language === "pl"
        ? ["Panel", "Rejsy", "Planowane rejsy", "Jachty", "Kursanci", "Profil kapitana"]
        : ["Dashboard", "Sailing trips", "Planned trips", "Yachts", "Students", "Captain profile"];
    for (const name of names) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    // antd folds what does not fit into an '···' item; it must stay hidden
    await expect(nav.locator(".ant-menu-overflow-item-rest")).toBeHidden();
    await screenshot(page, `header-1024-${language}`);
  });
}
