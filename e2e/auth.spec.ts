import { AppShell } from "./pages/AppShell.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { RegisterPage } from "./pages/RegisterPage.ts";
import { StudentLoginPage, StudentRegisterPage } from "./pages/StudentPages.ts";
import { APOLLO_CHUNK, expect, lastMailTo, requestsTo, screenshot, test, uniqueEmail } from "./fixtures.ts";
import { STAFF } from "../playwright.config.ts";
import { must } from "../validation/must.ts";

test("a captain registers, is greeted, logs out, mistypes the password, logs in and lands where they were going", async ({ page }) => {
  const captain = { name: "Jan Kowalski", email: uniqueEmail("jan"), phone: "+48 600 100 200", password: "password123" };
  const register = new RegisterPage(page);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  // Registration, like sign-in and the dashboard, does without Apollo Client.
  const apollo = requestsTo(page, APOLLO_CHUNK);

  await page.goto("/");
  await screenshot(page, "home");
  await register.goto();
  await screenshot(page, "register");
  await register.register(captain);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeVisible();
  await screenshot(page, "dashboard");
  expect(apollo).toEqual([]);

  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);

  // a page that needs login sends the visitor to /login?redirect=… and back after login
  await page.goto("/dashboard?tab=recent");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3Drecent$/);
  await login.login(captain.email, "wrong-password");
  await expect(login.alert()).toContainText("Nieprawidłowy adres e-mail lub hasło");
  await expect(page.getByLabel("Adres e-mail")).toHaveValue(captain.email); // nothing typed is lost
  await screenshot(page, "login-error");
  await login.login(captain.email, captain.password, { remember: true });
  await expect(page).toHaveURL(/\/dashboard\?tab=recent$/);
  await expect(page.getByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeVisible();

  // a signed-in captain is kept out of guest pages
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  // and the session survives a reload
  await page.reload();
  await expect(page.getByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeVisible();
});

test("registration shows every field's message under the field, and the server's duplicate e-mail error", async ({ page }) => {
  const register = new RegisterPage(page);
  await register.goto();
  await page.getByRole("main").getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(page.getByText("Imię i nazwisko jest wymagane")).toBeVisible();
  await expect(page.getByText("Numer telefonu jest wymagany")).toBeVisible();
  await expect(page.getByText("Adres e-mail jest wymagany")).toBeVisible();
  await screenshot(page, "register-errors");

  const email = uniqueEmail("dup");
  await register.register({ name: "Pierwszy", email, phone: "600100200", password: "password123" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).logout();
  await register.goto();
  await register.register({ name: "Drugi", email, phone: "600100200", password: "password123" }, "password124");
  await expect(page.getByText("Hasła nie są identyczne")).toBeVisible();
  await page.getByLabel("Powtórz hasło").fill("password123");
  await page.getByRole("main").getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(page.getByText("Konto z tym adresem e-mail już istnieje")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  const register = new RegisterPage(page);
  await register.goto();
  await register.register({ name: "Reset Owy", email, phone: "600100200", password: "password123" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).logout();
  // The password screens do without Apollo Client.
  const apollo = requestsTo(page, APOLLO_CHUNK);

  await page.goto("/forgot-password");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link resetujący" }).click();
  await expect(page.getByText("Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zresetowania hasła.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Wyślij ponownie za \d+ s/ })).toBeDisabled();
  await screenshot(page, "forgot-password");

  const link = must((await lastMailTo(email)).match(/http:\/\/127\.0\.0\.1:\d+(\/reset-password\/zr_[\w-]+\?email=[^\s]+)/)?.[1], "the reset link in the mail");
  await page.goto(link);
  await page.getByLabel("Nowe hasło").fill("nowe-haslo-123");
  await page.getByLabel("Powtórz hasło").fill("nowe-haslo-123");
  await screenshot(page, "reset-password");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByText("Hasło zostało zresetowane. Możesz się teraz zalogować.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login(email, "nowe-haslo-123");
  await expect(page.getByRole("heading", { name: "Witaj, Reset Owy!" })).toBeVisible();
  expect(apollo).toEqual([]);
});

test("a reset link without token or e-mail says it is invalid", async ({ page }) => {
  await page.goto("/reset-password/zr_abc");
  await expect(page.getByText("Link do resetowania hasła jest nieprawidłowy lub wygasł")).toBeVisible();
  await expect(page.getByRole("link", { name: "Poproś o nowy link" })).toBeVisible();
});

test("a student registers, is greeted, logs out and logs back in", async ({ page }) => {
  const student = { firstName: "Ola", lastName: "Wiśniewska", email: uniqueEmail("ola"), phone: "600200300", password: "haslo-kursanta" };
  await new StudentRegisterPage(page).register(student);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Witaj, Ola!" })).toBeVisible();
  await screenshot(page, "student-dashboard");
  await new AppShell(page).logout();
  await expect(page).toHaveURL(/\/student\/login$/);
  await page.goto("/student/dashboard");
  await expect(page).toHaveURL(/\/student\/login\?redirect=%2Fstudent%2Fdashboard$/);
  await new StudentLoginPage(page).login(student.email, student.password);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test("office staff sign in through the captains' login and land on /staff", async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).login(STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { name: "Biuro" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/staff$/);
  await screenshot(page, "staff");
});

test("the interface switches to English, server messages included, and remembers it", async ({ page }) => {
  await new LoginPage(page).goto();
  await new AppShell(page).switchLanguage("EN");
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("whatever1");
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid e-mail or password");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await screenshot(page, "login-en");
});

test("the navigation collapses into a menu button on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Otwórz menu" }).click();
  await expect(page.getByRole("link", { name: "Cennik" }).filter({ visible: true })).toBeVisible();
  await screenshot(page, "mobile-menu");
  await page.getByRole("link", { name: "Cennik" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/cennik$/);
});
