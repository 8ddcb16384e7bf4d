import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";

const submitName = /Zarejestruj się/;

/** Fills in Jan Kowalski's registration with the password 'bezpieczne1' and the given confirmation, and submits it. */
async function submitJan(user: UserEvent, passwordConfirmation: string) {
  await user.type(await screen.findByLabelText("Imię i nazwisko"), "Jan Kowalski");
  await user.type(screen.getByLabelText("Adres e-mail"), "jan@example.com");
  await user.type(screen.getByLabelText("Telefon"), "+48 600 100 200");
  await user.type(screen.getByLabelText("Hasło"), "bezpieczne1");
  await user.type(screen.getByLabelText("Powtórz hasło"), passwordConfirmation);
  await user.click(screen.getByRole("button", { name: submitName }));
}

describe("RegisterPage", () => {
  it("says 'Hasła nie są identyczne' when the confirmation differs", async () => {
    const { user } = renderApp({ route: "/register" });
    await submitJan(user, "bezpieczne2");

    expect(await screen.findByText("Hasła nie są identyczne")).toBeInTheDocument();
    expect(screen.getByLabelText("Powtórz hasło")).toHaveAttribute("aria-invalid", "true");
  });

  it("requires a phone number and an 8-character password", async () => {
    const { user } = renderApp({ route: "/register" });
    await user.type(await screen.findByLabelText("Hasło"), "krotkie");
    await user.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByText("Numer telefonu jest wymagany")).toBeInTheDocument();
    expect(screen.getByText("Hasło musi mieć co najmniej 8 znaków")).toBeInTheDocument();
    expect(screen.getByText("Imię i nazwisko jest wymagane")).toBeInTheDocument();
  });

  it("stores the session and opens the dashboard", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = renderApp({ route: "/register", mocks: [authMocks.register(calls)] });
    await submitJan(user, "bezpieczne1");

    expect(await screen.findByRole("heading", { name: "Witaj, Jan Kowalski!" })).toBeInTheDocument();
    expect(currentUrl()).toBe("/dashboard");
    expect(calls[0]).toEqual({
      input: {
        name: "Jan Kowalski",
        email: "jan@example.com",
        phone: "+48 600 100 200",
        password: "bezpieczne1",
        passwordConfirmation: "bezpieczne1",
      },
    });
    expect(localStorage.getItem("token")).toBe("new-token");
  });
});
