import { signInAs, premiumCaptain } from "./api.ts";
import { expect, lastMailTo, screenshot, test, uniqueEmail } from "./fixtures.ts";
import { AppShell } from "./pages/AppShell.ts";
import { CaptainSchoolPages, StudentSchoolPages } from "./pages/SchoolPages.ts";
import { StudentLoginPage, StudentRegisterPage } from "./pages/StudentPages.ts";
import { TripWizard } from "./pages/TripWizard.ts";
import { must } from "../validation/must.ts";

/** 'YYYY-MM-DD' `days` from today (local calendar, like the date inputs). */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const plDay = (iso: string) => iso.split("-").reverse().join(".");

test("a captain invites a student to a planned trip, accepts the request and, after the trip, logs it with the student as crew", async ({ page, request }) => {
  const captain = await premiumCaptain(request);
  await signInAs(page, captain);
  const school = new CaptainSchoolPages(page);

  // the captain's menu links the new screens
  await page.goto("/dashboard");
  const nav = new AppShell(page).nav();
  await expect(nav.getByRole("link", { name: "Planowane rejsy" })).toHaveAttribute("href", "/planned-sailing-trips");
  await expect(nav.getByRole("link", { name: "Kursanci" })).toHaveAttribute("href", "/invitations");

  // an invitation code
  await page.goto("/invitations");
  await expect(page.getByText("Nie masz jeszcze żadnych zaproszeń.")).toBeVisible();
  const code = await school.createInvitation("Kurs żeglarza jachtowego — lato", "5");
  const card = page.getByRole("listitem", { name: code });
  await expect(card.getByText("0 z 5")).toBeVisible();
  await expect(card.getByText("Aktywne")).toBeVisible();
  await screenshot(page, "students-invitations");

  // a planned trip (future dates: students can only join a trip that has not started)
  const trip = { name: "Bałtyk — rejs szkoleniowy", start: day(30), end: day(37), from: "Gdynia", to: "Hel", yacht: "Zawisza Czarny", maxCrew: "4" };
  await page.goto("/planned-sailing-trips/new");
  await page.getByRole("button", { name: "Zapisz rejs" }).click();
  await expect(page.getByText("Nazwa rejsu jest wymagana")).toBeVisible();
  await school.fillPlannedTrip({ ...trip, start: trip.end, end: trip.start });
  await page.getByRole("button", { name: "Zapisz rejs" }).click();
  await expect(page.getByText("Data zakończenia nie może być wcześniejsza niż data rozpoczęcia")).toBeVisible();
  await screenshot(page, "students-planned-form-errors");
  await school.fillPlannedTrip({ start: trip.start, end: trip.end });
  await page.getByRole("button", { name: "Zapisz rejs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: trip.name })).toBeVisible();
  await expect(page).toHaveURL(/\/planned-sailing-trips\/[0-9a-f-]{36}$/);
  const tripUrl = new URL(page.url()).pathname;
  await expect(page.getByText("Planowany rejs został utworzony")).toBeVisible();
  await expect(page.getByText("0 z 4 miejsc zajętych")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zaloguj rejs" })).toBeDisabled();

  // a student registers and accepts the code, typed in lower case with a space
  await new StudentRegisterPage(page).register({
    firstName: "Ola",
    lastName: "Wiśniewska",
    email: uniqueEmail("ola"),
    phone: "600200300",
    password: "haslo-kursanta",
  });
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  const student = new StudentSchoolPages(page);
  await student.acceptCode("ZZZZZZZZ");
  await expect(page.getByText("Nieprawidłowy kod zaproszenia")).toBeVisible();
  await student.acceptCode(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await expect(page.getByText(/Połączono z kapitanem/)).toBeVisible();
  await screenshot(page, "students-student-invitation");
  await student.acceptCode(code);
  await expect(page.getByText("Jesteś już połączony z tym kapitanem")).toBeVisible();

  // ... sees the trip and asks to join
  await page.goto("/student/planned-sailing-trips");
  await expect(page.getByRole("listitem", { name: trip.name }).getByText("Wolne miejsca: 4")).toBeVisible();
  await screenshot(page, "students-student-trips");
  await student.join(trip.name, "Mam patent żeglarza jachtowego.");
  await expect(page.getByText("Twoje zgłoszenie czeka na decyzję kapitana.")).toBeVisible();
  await screenshot(page, "students-student-trip-pending");

  // the captain accepts the request
  await page.goto(tripUrl);
  const pending = school.group(/^Oczekujące \(1\)$/);
  await expect(pending.getByText("Mam patent żeglarza jachtowego.")).toBeVisible();
  await screenshot(page, "students-planned-detail-pending");
  await pending.getByRole("button", { name: "Akceptuj: Ola Wiśniewska" }).click();
  const accepted = school.group(/^Zaakceptowani \(1\)$/);
  await expect(accepted.getByRole("listitem", { name: "Ola Wiśniewska" })).toBeVisible();
  await expect(page.getByText("1 z 4 miejsc zajętych")).toBeVisible();
  await accepted.getByText("Historia zmian (2)").click();
  await expect(accepted.getByText("Oczekuje → Zaakceptowany")).toBeVisible();
  await screenshot(page, "students-planned-detail-accepted");

  // the student sees 'accepted'
  await page.goto("/student/enrolled-trips?status=accepted");
  await expect(page.getByRole("listitem", { name: trip.name }).getByText("Zaakceptowany")).toBeVisible();
  await page.goto("/student/dashboard");
  await expect(page.getByRole("link", { name: trip.name })).toBeVisible();
  await screenshot(page, "students-student-dashboard");

  // The trip takes place. The server has no clock a test may move, so the captain records that it
  // happened a week earlier than planned: the dates move into the past through the edit form, and
  // the server's own rule (end date before today) then opens 'Zaloguj rejs'.
  await page.goto(tripUrl);
  await page.getByRole("link", { name: "Edytuj" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edycja planowanego rejsu" })).toBeVisible();
  const start = day(-10);
  const end = day(-3);
  await school.fillPlannedTrip({ start, end });
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Planowany rejs został zaktualizowany")).toBeVisible();
  await page.getByRole("link", { name: "Zaloguj rejs" }).click();

  // the wizard starts prefilled: dates, ports, yacht and the student as crew
  const wizard = new TripWizard(page);
  await expect(page.getByText("Dane z planowanego rejsu")).toBeVisible();
  await wizard.expectStep(1, "Dane kapitana");
  await wizard.fillCaptain("Jachtowy sternik morski (PZŻ)", "JSM-4321");
  await wizard.next();
  await wizard.expectStep(2, "Jacht");
  await expect(page.getByLabel("Nazwa jachtu")).toHaveValue("Zawisza Czarny");
  await wizard.fillYacht({ name: "Zawisza Czarny", registration: "POL-1234", homePort: "Gdynia", length: "42.7", engines: "1", power: "276" });
  await wizard.next();
  await wizard.expectStep(3, "Trasa i przebieg rejsu");
  await expect(page.getByLabel("Port zaokrętowania", { exact: true })).toHaveValue("Gdynia");
  await expect(page.getByLabel("Port wyokrętowania", { exact: true })).toHaveValue("Hel");
  // the date fields show the Polish format of the ISO dates the planned trip carries
  const shown = (iso: string) => iso.split("-").reverse().join(".");
  await expect(page.getByLabel("Data zaokrętowania")).toHaveValue(shown(start));
  await expect(page.getByLabel("Data wyokrętowania")).toHaveValue(shown(end));
  await page.getByLabel("Przebyty dystans").fill("180");
  await page.getByLabel("Godziny pod żaglami").fill("60");
  await page.getByLabel("Godziny pracy silnika").fill("8");
  await page.getByLabel("Godziny postoju").fill("100");
  await wizard.next();
  await wizard.expectStep(4, "Załoga");
  const member = wizard.crewMember(1);
  await expect(member.getByLabel("Imię i nazwisko")).toHaveValue("Ola Wiśniewska");
  await expect(member.getByLabel("Telefon")).toHaveValue("600200300");
  await screenshot(page, "students-wizard-crew-prefilled");
  await wizard.choose(member, "Funkcja na jachcie", "Członek załogi");
  await wizard.choose(member, "Opinia kapitana", "Pozytywna");
  await wizard.choose(member, "Wykonywanie obowiązków", "Dobrze");
  await wizard.choose(member, "Choroba morska", "Nie chorował(a)");
  await wizard.choose(member, "Odporność na trudne warunki", "Dobra");
  await wizard.next();
  await wizard.expectStep(5, "Podsumowanie");
  await expect(page.getByText(plDay(start))).toBeVisible();
  await page.getByRole("button", { name: "Zapisz rejs" }).click();
  await expect(page.getByText("Rejs został pomyślnie zapisany!")).toBeVisible();
  await expect(page).toHaveURL(/\/sailing-trips$/);
  await page.getByRole("link", { name: "Zawisza Czarny" }).first().click();
  await expect(page.getByText("Ola Wiśniewska")).toBeVisible();
});

test("a student's forgotten password is reset through the e-mailed link", async ({ page }) => {
  const email = uniqueEmail("kursant-reset");
  await new StudentRegisterPage(page).register({ firstName: "Ewa", lastName: "Lis", email, phone: "600200300", password: "haslo-kursanta" });
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await new AppShell(page).logout();
  await expect(page).toHaveURL(/\/student\/login$/);

  await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page).toHaveURL(/\/student\/forgot-password$/);
  // The login page (also with an "Adres e-mail" field) stays on screen until the next page's code has loaded.
  await expect(page.getByRole("heading", { name: "Reset hasła kursanta" })).toBeVisible();
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link resetujący" }).click();
  await expect(page.getByRole("button", { name: /Wyślij ponownie za \d+ s/ })).toBeDisabled();

  const link = must(
    (await lastMailTo(email)).match(/http:\/\/127\.0\.0\.1:\d+(\/student\/reset-password\/[\w-]+\?email=[^\s]+)/)?.[1],
    "the reset link in the mail",
  );
  await page.goto(link);
  await page.getByLabel("Nowe hasło").fill("nowe-haslo-kursanta");
  await page.getByLabel("Powtórz hasło").fill("nowe-haslo-kursanta");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page).toHaveURL(/\/student\/login$/);
  await new StudentLoginPage(page).login(email, "nowe-haslo-kursanta");
  await expect(page.getByRole("heading", { name: "Witaj, Ewa!" })).toBeVisible();
});
