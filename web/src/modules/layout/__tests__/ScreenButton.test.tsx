import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import pl from "../../../i18n/pl.json";
import { ScreenButton } from "../components/ScreenButton.tsx";

function renderButton(node: React.ReactNode) {
  return render(
    <IntlProvider locale="pl" messages={pl}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

describe("ScreenButton", () => {
  it("is a plain link to any screen (nothing is greyed as 'coming soon')", () => {
    renderButton(<ScreenButton to="/some/new/screen?x=1" label="Otwórz" />);
    const link = screen.getByRole("link", { name: "Otwórz" });
    expect(link).toHaveAttribute("href", "/some/new/screen?x=1");
    expect(document.body).not.toHaveTextContent(/wkrótce|soon/i);
  });

  it("is greyed only for Premium, with the link to buy it", () => {
    renderButton(<ScreenButton to="/yachts/add" label="Dodaj jacht" premiumLocked />);
    expect(screen.getByRole("button", { name: /Dodaj jacht \(wymaga Premium\)/ })).toBeDisabled();
    expect(screen.getByRole("link", { name: /wymaga Premium/ })).toHaveAttribute("href", "/captain-profile?tab=premium");
  });
});
