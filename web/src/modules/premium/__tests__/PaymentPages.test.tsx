import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";
import { tripScreenMocks as m } from "../../trips/shared/__tests__/tripScreenMocks.ts";
import { premiumMocks as p } from "./premiumMocks.ts";

afterEach(() => localStorage.clear());

const render = (route: string, mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"]) =>
  renderApp({ route, storage: authMocks.captainStorage(), mocks: [authMocks.me(authMocks.captain), ...(mocks ?? [])] });

describe("/payment/success", () => {
  it("waits for the provider's confirmation, asking again, then shows the end date and refreshes hasPremium", async () => {
    localStorage.setItem("hasPremium", "false");
    render("/payment/success?order=s-1", [p.myOrder("pending"), p.myOrder("pending"), p.myOrder("active"), m.premium(false), m.premium(true)]);
    expect(await screen.findByText("Czekamy na potwierdzenie płatności…")).toBeInTheDocument();
    expect(await screen.findByText("Płatność przyjęta — masz Premium!")).toBeInTheDocument();
    expect(screen.getByText("Twój dostęp Premium jest ważny do 1 czerwca 2027.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dodaj rejs" })).toHaveAttribute("href", "/sailing-trips/new");
  }, 30_000);

  it("says so when the order was cancelled, and when there is no order", async () => {
    render("/payment/success?order=s-1", [p.myOrder("cancelled"), m.premium(false)]);
    expect(await screen.findByText("Płatność nie została zrealizowana")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wróć do zakładki Premium" })).toHaveAttribute("href", "/captain-profile?tab=premium");
  });
});

describe("/payment/cancelled", () => {
  it("says nothing was charged and offers to order again", async () => {
    render("/payment/cancelled?order=s-1", []);
    expect(await screen.findByText("Płatność anulowana")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zamów ponownie" })).toHaveAttribute("href", "/captain-profile?tab=premium");
  });
});
