import { screen, within, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/renderApp.tsx";

describe("LanguageSwitch", () => {
  it("switches the interface to English and keeps the choice", async () => {
    const { user, unmount } = renderApp({ route: "/login" });
    expect(await screen.findByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
    // <html lang> is set by an effect after the page renders: under load it comes a moment later.
    await waitFor(() => expect(document.documentElement.lang).toBe("pl"));

    await user.click(screen.getByText("EN"));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(localStorage.getItem("language")).toBe("en");
    await waitFor(() => expect(document.documentElement.lang).toBe("en"));

    // Shared validation messages follow the language too.
    await user.click(screen.getByRole("button", { name: /Log in/ }));
    expect(await screen.findByText("E-mail is required")).toBeInTheDocument();

    unmount();
    renderApp({ route: "/login" });
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
  });

  it("is one tab stop with the same name in both languages; the arrow keys change the language", async () => {
    const { user } = renderApp({ route: "/login" });
    expect(await screen.findByRole("heading", { name: "Logowanie", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Logowanie — Żeglog"));
    const group = screen.getByRole("radiogroup", { name: "Język / Language" });
    const [pl, en] = within(group).getAllByRole("radio");
    expect(pl).toHaveAttribute("aria-checked", "true");
    expect(pl).toHaveAttribute("tabindex", "0");
    expect(en).toHaveAttribute("tabindex", "-1");
    pl!.focus();
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("heading", { name: "Log in", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Log in — Żeglog"));
    expect(en).toHaveFocus();
    expect(en).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("radiogroup", { name: "Język / Language" })).toBe(group);
  });

  it("starts in Polish without a stored choice and ignores unknown values", async () => {
    renderApp({ route: "/cennik", storage: { language: "de" } });
    expect(await screen.findByRole("heading", { name: "Cennik" })).toBeInTheDocument();
  });
});
