import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";

/** The error text shown under an input (linked by aria-describedby). */
function fieldError(input: HTMLElement): string {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? "") : "";
}

// The name is a pattern: in jsdom antd's loading-icon exit animation never ends, so after one submit
// the button's accessible name also holds the icon's label.
const submitName = /Zaloguj się/;

describe("LoginPage", () => {
  it("shows the shared schema's messages in Polish under the fields", async () => {
    const { user } = renderApp({ route: "/login" });
    await user.click(await screen.findByRole("button", { name: submitName }));

    const email = screen.getByLabelText("Adres e-mail");
    expect(await screen.findByText("Adres e-mail jest wymagany")).toBeInTheDocument();
    expect(fieldError(email)).toBe("Adres e-mail jest wymagany");
    expect(fieldError(screen.getByLabelText("Hasło"))).toBe("Hasło jest wymagane");
    expect(email).toHaveAttribute("aria-invalid", "true");

    await user.type(email, "jan@");
    await user.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByText("Podaj prawidłowy adres e-mail")).toBeInTheDocument();
  });

  it("sends email, password and the remember flag, then opens the dashboard", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderApp({ route: "/login", mocks: [authMocks.login(authMocks.captain, calls)] });

    await user.type(await screen.findByLabelText("Adres e-mail"), "  Jan@Example.com ");
    await user.type(screen.getByLabelText("Hasło"), "tajne-haslo");
    await user.click(screen.getByLabelText("Zapamiętaj mnie"));
    await user.click(screen.getByRole("button", { name: submitName }));

    expect(await screen.findByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeInTheDocument();
    expect(calls[0]).toEqual({ input: { email: "jan@example.com", password: "tajne-haslo", remember: true } });
    expect(currentUrl()).toBe("/dashboard");
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toMatchObject({ name: "Jan Kowalski", role: "captain" });
    expect(localStorage.getItem("hasPremium")).toBe("false");
  });

  it("remembers a Premium captain's Premium from the sign-in's answer, before the app asks again", async () => {
    const { user } = renderApp({ route: "/login", mocks: [authMocks.login(authMocks.captain, [], 0, true)] });
    await user.type(await screen.findByLabelText("Adres e-mail"), "jan@example.com");
    await user.type(screen.getByLabelText("Hasło"), "tajne-haslo");
    await user.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeInTheDocument();
    expect(localStorage.getItem("hasPremium")).toBe("true");
  });

  it("shows a server VALIDATION_FAILED field error under its field", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        authMocks.loginError([
          {
            message: "Formularz zawiera błędy",
            extensions: { code: "VALIDATION_FAILED", fields: { email: "Podaj prawidłowy adres e-mail (serwer)" } },
          },
        ]),
      ],
    });
    await user.type(await screen.findByLabelText("Adres e-mail"), "jan@example.com");
    await user.type(screen.getByLabelText("Hasło"), "x");
    await user.click(screen.getByRole("button", { name: submitName }));

    await waitFor(() => expect(fieldError(screen.getByLabelText("Adres e-mail"))).toBe("Podaj prawidłowy adres e-mail (serwer)"));
    expect(screen.getByLabelText("Adres e-mail")).toHaveValue("jan@example.com");
  });

  it("shows the server's message in an alert and keeps what was typed", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [authMocks.loginError([{ message: "Nieprawidłowy adres e-mail lub hasło", extensions: { code: "UNAUTHENTICATED" } }])],
    });
    await user.type(await screen.findByLabelText("Adres e-mail"), "jan@example.com");
    await user.type(screen.getByLabelText("Hasło"), "zle-haslo");
    await user.click(screen.getByRole("button", { name: submitName }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Nieprawidłowy adres e-mail lub hasło")).toBeInTheDocument();
    expect(screen.getByLabelText("Adres e-mail")).toHaveValue("jan@example.com");
    expect(screen.getByLabelText("Hasło")).toHaveValue("zle-haslo");
    expect(localStorage.getItem("token")).toBeNull();

    // the answer was about the old values: editing the form clears it
    await user.type(screen.getByLabelText("Hasło"), "x");
    expect(screen.queryByText("Nieprawidłowy adres e-mail lub hasło")).toBeNull();
  });

  it("falls back to 'Błąd logowania' when the server gives no message", async () => {
    const { user } = renderApp({ route: "/login", mocks: [authMocks.loginNetworkError()] });
    await user.type(await screen.findByLabelText("Adres e-mail"), "jan@example.com");
    await user.type(screen.getByLabelText("Hasło"), "haslo");
    await user.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByText("Błąd logowania")).toBeInTheDocument();
  });

  it("disables the submit button while signing in", async () => {
    const { user } = renderApp({ route: "/login", mocks: [authMocks.login(authMocks.captain, [], 200)] });
    await user.type(await screen.findByLabelText("Adres e-mail"), "jan@example.com");
    await user.type(screen.getByLabelText("Hasło"), "haslo");
    const submit = screen.getByRole("button", { name: submitName });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(await screen.findByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeInTheDocument();
  });

  it("links to password reset, registration and student login", async () => {
    renderApp({ route: "/login" });
    expect(await screen.findByRole("link", { name: "Nie pamiętasz hasła?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Zarejestruj się" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Jesteś kursantem? Zaloguj się tutaj" })).toHaveAttribute("href", "/student/login");
  });
});
