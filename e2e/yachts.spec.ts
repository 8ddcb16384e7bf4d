import { createCaptain, signInAs, premiumCaptain } from "./api.ts";
import { expect, screenshot, test } from "./fixtures.ts";
import { AppShell } from "./pages/AppShell.ts";
import { TripWizard } from "./pages/TripWizard.ts";
import { YachtPages } from "./pages/YachtPages.ts";

test("a Premium captain adds, searches, edits and deletes yachts, then picks one in the trip wizard", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  await signInAs(page, captain);
  const yachts = new YachtPages(page);

  await new AppShell(page).open("/yachts", "Jachty");
  await expect(page.getByText("Nie masz jeszcze żadnych jachtów.")).toBeVisible();
  await screenshot(page, "yachts-empty");

  // add: first the error list, then a valid yacht
  await page.getByRole("link", { name: "+ Dodaj jacht" }).first().click();
  await expect(page).toHaveURL(/\/yachts\/add$/);
  await expect(page.getByRole("heading", { name: "Dodaj jacht", level: 1 })).toBeVisible();
  await page.getByLabel("Moc silnika").fill("40.255");
  await page.getByRole("button", { name: "Zapisz jacht" }).click();
  // each message once, under its field; no box (every message belongs to a field)
  await expect(page.getByText("Nazwa jachtu jest wymagana")).toHaveCount(1);
  await expect(page.getByText("Moc silnika podaj z dokładnością do 0,01 kW")).toHaveCount(1);
  await expect(page.getByLabel("Nazwa jachtu")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await screenshot(page, "yacht-add-errors");
  await yachts.fillForm({ name: "Zawisza Czarny", registration: "POL 1234", homePort: "Gdynia", length: "42.7", engines: "1", power: "276.5" });
  await page.getByRole("button", { name: "Zapisz jacht" }).click();
  await expect(page.getByText("Jacht został dodany").first()).toBeVisible();
  await expect(page).toHaveURL(/\/yachts$/);
  await expect(page.getByRole("status").filter({ hasText: "Jacht został dodany" })).toBeVisible();
  await screenshot(page, "yachts-added");
  await expect(page.getByText("Jacht został dodany")).toHaveCount(0); // the banner goes after 5 s

  // a second yacht; the same registration number again is refused
  await page.getByRole("link", { name: "+ Dodaj jacht" }).first().click();
  await yachts.fillForm({ name: "Dar Młodzieży", registration: "pol1234", homePort: "Gdynia", length: "108.8", engines: "2", power: "1100" });
  await page.getByRole("button", { name: "Zapisz jacht" }).click();
  await expect(page.getByText("Masz już w bazie jacht o numerze rejestracyjnym pol1234")).toBeVisible();
  await page.getByLabel("Numer rejestracyjny").fill("GDY-22");
  await page.getByRole("button", { name: "Zapisz jacht" }).click();
  await expect(page).toHaveURL(/\/yachts$/);
  await yachts.expectCount(/Znaleziono 2 jachty/);
  const card = yachts.card("Zawisza Czarny");
  for (const text of ["POL 1234", "Gdynia", "42,7 m", "276,5 kW"]) await expect(card.getByText(text, { exact: true })).toBeVisible();
  await screenshot(page, "yachts-cards");
  await page.getByRole("radiogroup", { name: "Widok" }).getByText("Tabela").click();
  await expect(page.getByRole("columnheader", { name: "Moc silnika" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Dar Młodzieży" }).getByText("1100 kW")).toBeVisible();
  await screenshot(page, "yachts-table");
  await page.getByRole("radiogroup", { name: "Widok" }).getByText("Karty").click();

  // search, no results, reset
  await yachts.search("zawisza");
  await yachts.expectCount(/Znaleziono 1 jacht\b/);
  await expect(yachts.card("Dar Młodzieży")).toHaveCount(0);
  await yachts.search("nie-ma-takiego");
  await expect(page.getByText("Brak jachtów pasujących do „nie-ma-takiego”.")).toBeVisible();
  await screenshot(page, "yachts-no-results");
  await page.getByRole("button", { name: "Resetuj filtry" }).last().click();
  await yachts.expectCount(/Znaleziono 2 jachty/);

  // edit
  await yachts.card("Zawisza Czarny").getByRole("link", { name: "Edytuj" }).click();
  await expect(page.getByRole("heading", { name: "Edycja jachtu", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Powrót do listy jachtów" })).toBeVisible();
  await expect(page.getByLabel("Nazwa jachtu")).toHaveValue("Zawisza Czarny");
  await page.getByLabel("Port macierzysty").fill("Szczecin");
  await screenshot(page, "yacht-edit");
  await page.getByRole("button", { name: "Zaktualizuj jacht" }).click();
  await expect(page).toHaveURL(/\/yachts$/);
  await expect(page.getByText("Jacht został zaktualizowany")).toBeVisible();
  await expect(yachts.card("Zawisza Czarny").getByText("Szczecin", { exact: true })).toBeVisible();

  // delete (the modal names the yacht)
  await yachts.card("Dar Młodzieży").getByRole("button", { name: "Usuń jacht Dar Młodzieży" }).click();
  const dialog = page.getByRole("dialog", { name: "Usunąć jacht?" });
  await expect(dialog.getByText("Jacht Dar Młodzieży zostanie usunięty z Twojej bazy jachtów.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Anuluj" })).toBeFocused(); // the safe choice has the focus
  await screenshot(page, "yacht-delete-modal");
  await dialog.getByRole("button", { name: "Usuń jacht" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Jacht został usunięty")).toBeVisible();
  await yachts.expectCount(/Znaleziono 1 jacht\b/);

  // the trip wizard's step 2 finds it and fills the yacht
  const wizard = new TripWizard(page);
  await page.goto("/sailing-trips/new");
  await wizard.expectStep(1, "Dane kapitana");
  await wizard.fillCaptain("Jachtowy sternik morski (PZŻ)", "JSM-4321");
  await wizard.next();
  await wizard.expectStep(2, "Jacht");
  await page.getByLabel("Wyszukaj jacht w swojej bazie").fill("xq");
  await expect(page.getByText("Nie znaleziono jachtów. Wprowadź dane ręcznie.")).toBeVisible();
  await page.getByLabel("Wyszukaj jacht w swojej bazie").fill("pol 12");
  const results = page.getByRole("listbox", { name: "Znalezione jachty" });
  await expect(results.getByRole("option")).toHaveCount(1);
  await expect(page.getByText("Nie znaleziono jachtów. Wprowadź dane ręcznie.")).toHaveCount(0);
  await screenshot(page, "wizard-yacht-search");
  // the keyboard reaches the results from the search box (combobox pattern)
  await page.getByLabel("Wyszukaj jacht w swojej bazie").press("ArrowDown");
  await expect(results.getByRole("option", { name: /Zawisza Czarny/ })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Wyszukaj jacht w swojej bazie").press("Enter");
  await expect(page.getByLabel("Nazwa jachtu")).toHaveValue("Zawisza Czarny");
  await expect(page.getByLabel("Numer rejestracyjny")).toHaveValue("POL 1234");
  await expect(page.getByLabel("Port macierzysty")).toHaveValue("Szczecin");
  await expect(page.getByLabel("Długość kadłuba")).toHaveValue("42.7");
  await expect(page.getByLabel("Liczba silników")).toHaveValue("1");
  await expect(page.getByLabel("Moc silnika")).toHaveValue("276.5");
  await screenshot(page, "wizard-yacht-picked");

  // the add-yacht button saves a yacht typed by hand
  await page.getByLabel("Nazwa jachtu").fill("Pogoria");
  await page.getByLabel("Numer rejestracyjny").fill("POL-77");
  await page.getByRole("button", { name: "Dodaj jacht do bazy" }).click();
  await expect(page.getByText("Jacht Pogoria został dodany do Twojej bazy jachtów.")).toBeVisible();
  await wizard.next();
  await wizard.expectStep(3, "Trasa i przebieg rejsu");
  await page.goto("/yachts");
  await yachts.expectCount(/Znaleziono 2 jachty/);
  await expect(yachts.card("Pogoria")).toBeVisible();
});

test("a captain without Premium is sent back from /yachts/add and can only look", async ({ page, request }) => {
  const captain = await createCaptain(request, "Ewa Bez Premium");
  await signInAs(page, captain);
  await page.goto("/yachts/add");
  await expect(page).toHaveURL(/\/yachts\?error=premium_required$/);
  await expect(page.getByText("Dodawanie i edytowanie jachtów jest dostępne w planie Premium.")).toBeVisible();
  await expect(page.getByRole("button", { name: "+ Dodaj jacht (wymaga Premium)" })).toBeDisabled();
  await expect(page.getByText("Baza jachtów (do 150 jachtów) jest dostępna w planie Premium.")).toBeVisible();
  await screenshot(page, "yachts-premium-required");
});
