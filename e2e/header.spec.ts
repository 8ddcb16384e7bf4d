import { createCaptain, signInAs } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";

test.use({ viewport: { width: 1024, height: 768 } });

for (const language of ["pl", "en"] as const) {
  test(`at 1024 px the captain's header shows every menu entry, the profile too, without scrolling (${language})`, async ({ page, request }) => {
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
    // every entry fits: the menu's list does not scroll sideways (it would hide the last entries)
    const list = nav.getByRole("list");
    expect(await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
    await expect(nav.getByRole("link", { name: names[0], exact: true })).toHaveAttribute("aria-current", "page");
    await screenshot(page, `header-1024-${language}`);
  });
}
