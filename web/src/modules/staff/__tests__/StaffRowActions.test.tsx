import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResult, tripScreenMocks as m } from "../../trips/shared/__tests__/tripScreenMocks.ts";
import { allPlansQuery } from "../graphql/allPlansQuery.ts";
import { setPlanActiveMutation } from "../graphql/planMutations.ts";
import { setReversalFeeStatusMutation } from "../graphql/setReversalFeeStatusMutation.ts";
import { officeCard, renderOffice } from "./renderOffice.ts";

const plan = (active: boolean) => ({
  __typename: "Plan" as const,
  id: "p1",
  name: "Roczny",
  amount: "99.00",
  currency: "PLN",
  durationDays: 365,
  active,
  sortOrder: 1,
});

describe("the office's row actions say why they failed", () => {
  it("a fee that cannot be marked paid: the server's reason under its buttons, the fee still due", async () => {
    const { user } = renderOffice("/staff", [
      m.deletedTrips([]),
      m.reversalFees([m.fee()]),
      { request: { query: setReversalFeeStatusMutation, variables: { id: "f1", status: "paid" } }, result: errorResult("NOT_FOUND", "Nie znaleziono opłaty") },
    ]);
    // Queried by label and text within the fee's row: a role query here checks the computed style of
    // every ancestor against the office's antd styles, seconds each in jsdom, and a findBy* repeats
    // its query until it matches (under stress-ng the test once passed 60 s).
    await screen.findByRole("heading", { name: "Opłaty za cofnięcie usunięcia" });
    const row = (await within(officeCard("Opłaty za cofnięcie usunięcia")).findAllByRole("row"))[1] as HTMLElement;
    const paid = within(row).getByLabelText(/^Opłacona: /);
    await user.click(paid);
    const bubble = await screen.findByRole("tooltip");
    await user.click(within(bubble).getByRole("button", { name: "Opłacona" }));
    expect((await within(row).findByText("Nie znaleziono opłaty")).closest("[role=alert]")).toBeInTheDocument();
    expect(within(row).getByLabelText(/^Opłacona: /)).toBeEnabled();
  });

  it("a plan that cannot be put back on sale: an alert above the list; a second try that succeeds clears it", async () => {
    const { user } = renderOffice("/staff?tab=plans", [
      { request: { query: allPlansQuery }, result: { data: { allPlans: [plan(false)] } }, maxUsageCount: Number.POSITIVE_INFINITY },
      { request: { query: setPlanActiveMutation, variables: { id: "p1", active: true } }, error: new Error("Failed to fetch") },
      {
        request: { query: setPlanActiveMutation, variables: { id: "p1", active: true } },
        result: { data: { setPlanActive: { __typename: "Plan", id: "p1", active: true } } },
      },
    ]);
    // (jsdom never ends antd's loading-icon motion, so the icon's "loading" stays in the button's name)
    const putOnSale = () => screen.findByRole("button", { name: /Przywróć do sprzedaży$/ });
    await user.click(await putOnSale());
    // No answer from the server (offline): the panel's own words.
    expect(await screen.findByRole("alert")).toHaveTextContent("Nie udało się przywrócić planu do sprzedaży");
    expect(screen.getByText("wycofany")).toBeInTheDocument();
    await user.click(await putOnSale());
    expect(await screen.findByText("w sprzedaży")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
