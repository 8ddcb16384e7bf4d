import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";

const sent = "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zresetowania hasła.";

describe("ForgotPasswordPage", () => {
  it("shows the server's message and locks resending for 60 seconds", async () => {
    const { user } = renderApp({ route: "/forgot-password", mocks: [authMocks.forgotPassword(sent)], fakeTimers: true });
    await user.type(await screen.findByLabelText("Adres e-mail"), "jan@example.com");
    await user.click(screen.getByRole("button", { name: /Wyślij link resetujący/ }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    const button = screen.getByRole("button", { name: /Wyślij ponownie za 60 s/ });
    expect(button).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("button", { name: /Wyślij ponownie za 59 s/ })).toBeDisabled();

    for (let second = 0; second < 59; second += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    const again = screen.getByRole("button", { name: /Wyślij link resetujący/ });
    expect(again).toBeEnabled();
    expect(screen.getByLabelText("Adres e-mail")).toHaveValue("jan@example.com");
  });

  it("requires a valid e-mail", async () => {
    const { user } = renderApp({ route: "/forgot-password" });
    await user.type(await screen.findByLabelText("Adres e-mail"), "nie-email");
    await user.click(screen.getByRole("button", { name: /Wyślij link resetujący/ }));
    expect(await screen.findByText("Podaj prawidłowy adres e-mail")).toBeInTheDocument();
  });
});
