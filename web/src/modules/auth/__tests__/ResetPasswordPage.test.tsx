import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";

const invalidLink = "Link do resetowania hasła jest nieprawidłowy lub wygasł";

describe("ResetPasswordPage", () => {
  it.each(["/reset-password/abc123", "/reset-password?email=jan%40example.com", "/reset-password"])("shows the invalid-link message for %s", async (route) => {
    renderApp({ route });
    expect(await screen.findByText(invalidLink)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Poproś o nowy link" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByLabelText("Nowe hasło")).not.toBeInTheDocument();
  });

  it("resets with the token from the path and goes to /login 2 seconds later", async () => {
    const calls: Record<string, unknown>[] = [];
    const done = "Hasło zostało zresetowane. Możesz się teraz zalogować.";
    const { user, currentUrl } = renderApp({
      route: "/reset-password/abc123?email=Jan%40Example.com",
      mocks: [authMocks.resetPassword(done, calls)],
      fakeTimers: true,
    });
    await user.type(await screen.findByLabelText("Nowe hasło"), "nowehaslo1");
    await user.type(screen.getByLabelText("Powtórz hasło"), "nowehaslo1");
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));

    expect(await screen.findByText(done, { exact: false })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      input: { token: "abc123", email: "jan@example.com", password: "nowehaslo1", passwordConfirmation: "nowehaslo1" },
    });
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(currentUrl()).toMatch(/^\/reset-password/);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(currentUrl()).toBe("/login");
  });

  it("accepts the token from the query string", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderApp({
      route: "/reset-password?token=q-token&email=jan%40example.com",
      mocks: [authMocks.resetPassword("OK", calls)],
    });
    await user.type(await screen.findByLabelText("Nowe hasło"), "nowehaslo1");
    await user.type(screen.getByLabelText("Powtórz hasło"), "inne-haslo");
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText("Hasła nie są identyczne")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Powtórz hasło"));
    await user.type(screen.getByLabelText("Powtórz hasło"), "nowehaslo1");
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText(/OK/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ input: { token: "q-token", email: "jan@example.com" } });
  });
});
