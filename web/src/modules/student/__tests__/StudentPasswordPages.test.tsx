import type { MockLink } from "@apollo/client/testing";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { studentForgotPasswordMutation, studentResetPasswordMutation } from "../graphql/studentPasswordMutations.ts";

type Variables = Record<string, unknown>;
const answer = (
  query: typeof studentForgotPasswordMutation | typeof studentResetPasswordMutation,
  field: string,
  message: string,
  calls: Variables[],
): MockLink.MockedResponse => ({
  request: {
    query,
    variables: (v: Variables) => {
      calls.push(v);
      return true;
    },
  },
  result: { data: { [field]: { __typename: "MessagePayload", success: true, message } } },
});

afterEach(() => vi.useRealTimers());

describe("student password reset", () => {
  it("links 'Nie pamiętasz hasła?' from the student login", async () => {
    renderApp({ route: "/student/login" });
    expect(await screen.findByRole("link", { name: "Nie pamiętasz hasła?" })).toHaveAttribute("href", "/student/forgot-password");
  });

  it("asks for a student's reset link and locks resending", async () => {
    const calls: Variables[] = [];
    const { user } = renderApp({
      route: "/student/forgot-password",
      mocks: [answer(studentForgotPasswordMutation, "studentForgotPassword", "Jeśli konto istnieje, wysłaliśmy link", calls)],
    });
    expect(await screen.findByRole("heading", { name: "Reset hasła kursanta" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Adres e-mail"), "ola@example.com");
    await user.click(screen.getByRole("button", { name: /Wyślij link/ }));
    expect(await screen.findByText("Jeśli konto istnieje, wysłaliśmy link")).toBeInTheDocument();
    expect(calls).toEqual([{ input: { email: "ola@example.com" } }]);
    expect(screen.getByRole("button", { name: /Wyślij ponownie za/ })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Wróć do logowania kursanta" })).toHaveAttribute("href", "/student/login");
  });

  it("resets a student's password and goes to /student/login 2 seconds later", async () => {
    const calls: Variables[] = [];
    const { user, currentUrl } = renderApp({
      route: "/student/reset-password/tok123?email=ola%40example.com",
      mocks: [answer(studentResetPasswordMutation, "studentResetPassword", "Hasło zostało zresetowane", calls)],
      fakeTimers: true,
    });
    await user.type(await screen.findByLabelText("Nowe hasło"), "nowehaslo1");
    await user.type(screen.getByLabelText("Powtórz hasło"), "nowehaslo1");
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText("Hasło zostało zresetowane", { exact: false })).toBeInTheDocument();
    expect(calls[0]).toEqual({ input: { token: "tok123", email: "ola@example.com", password: "nowehaslo1", passwordConfirmation: "nowehaslo1" } });
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    await waitFor(() => expect(currentUrl()).toBe("/student/login"));
  });

  it("points an invalid student link to the student's forgot-password page", async () => {
    renderApp({ route: "/student/reset-password/tok123" });
    expect(await screen.findByRole("link", { name: "Poproś o nowy link" })).toHaveAttribute("href", "/student/forgot-password");
  });
});
