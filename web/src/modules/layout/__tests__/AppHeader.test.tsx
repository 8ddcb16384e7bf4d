import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";

/** Makes every media query match, so antd's breakpoints report a desktop-wide screen. */
function desktopScreen() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: true }));
  return () => {
    window.matchMedia = original;
  };
}

describe("AppHeader", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("shows visitors home, pricing, contact and login/register in the mobile menu", async () => {
    const { user } = renderApp({ route: "/" });
    await user.click(await screen.findByRole("button", { name: "Otwórz menu" }));
    const drawer = await screen.findByRole("dialog");
    const nav = within(drawer).getByRole("navigation", { name: "Nawigacja główna" });
    expect(within(nav).getByRole("link", { name: "Strona główna" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Cennik" })).toHaveAttribute("href", "/cennik");
    expect(within(nav).getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/contact");
    expect(within(drawer).getByRole("link", { name: "Zaloguj się" })).toHaveAttribute("href", "/login");
    expect(within(drawer).getByRole("link", { name: "Zarejestruj się" })).toHaveAttribute("href", "/register");
  });

  it("shows the captain menu on a wide screen with every screen linked", async () => {
    restore = desktopScreen();
    renderApp({ route: "/dashboard", storage: authMocks.captainStorage(), mocks: [authMocks.me(authMocks.captain)] });
    const nav = await screen.findByRole("navigation", { name: "Nawigacja główna" });
    expect(within(nav).getByRole("link", { name: "Panel" })).toHaveAttribute("href", "/dashboard");
    expect(within(nav).getByRole("link", { name: "Rejsy" })).toHaveAttribute("href", "/sailing-trips");
    expect(within(nav).getByRole("link", { name: "Profil kapitana" })).toHaveAttribute("href", "/captain-profile");
    expect(within(nav).getByRole("link", { name: "Jachty" })).toHaveAttribute("href", "/yachts");
    expect(within(nav).getByRole("link", { name: "Planowane rejsy" })).toHaveAttribute("href", "/planned-sailing-trips");
    expect(within(nav).getByRole("link", { name: "Kursanci" })).toHaveAttribute("href", "/invitations");
    expect(nav).not.toHaveTextContent("wkrótce");
    expect(screen.getByText("Jan Kowalski")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyloguj" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Otwórz menu" })).toBeNull();
  });

  it("links the footer to the terms and the privacy policy", async () => {
    renderApp({ route: "/" });
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Regulamin" })).toHaveAttribute("href", "/terms-of-service");
    expect(within(footer).getByRole("link", { name: "Polityka prywatności" })).toHaveAttribute("href", "/privacy-policy");
  });
});
