import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { createWebhookEndpointMutation, webhookEndpointsQuery } from "../graphql/webhooks.ts";

type Mock = MockLink.MockedResponse;

afterEach(() => localStorage.clear());

function renderTab(mocks: Mock[]) {
  return renderAsCaptain("/captain-profile?tab=webhooks", mocks, { premium: false });
}

describe("/captain-profile?tab=webhooks", () => {
  it("shows the empty state and validates the form before sending (creation: e2e/webhooks.spec.ts)", { timeout: 90_000 }, async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderTab([
      { request: { query: webhookEndpointsQuery }, result: { data: { webhookEndpoints: [] } } },
      {
        request: { query: createWebhookEndpointMutation, variables: (v: Record<string, unknown>) => (calls.push(v), true) },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: "CreateWebhookEndpointPayload",
              secret: "whsec_abc",
              endpoint: { __typename: "WebhookEndpoint", id: "e1", url: "https://hooks.example.com/in" },
            },
          },
        },
      },
    ]);
    expect(await screen.findByText("Nie masz jeszcze webhooków")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Webhooki" })).toHaveAttribute("aria-selected", "true");

    fireEvent.change(screen.getByLabelText(/Adres URL/), { target: { value: "ftp://x" } });
    await user.click(screen.getByRole("button", { name: "Dodaj webhook" }));
    expect(await screen.findByText("Podaj adres URL zaczynający się od https://")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Rejs dodany" }));
    await user.click(screen.getByRole("checkbox", { name: "Rejs zmieniony" }));
    expect(await screen.findByText("Wybierz co najmniej jedno zdarzenie")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says so when the list cannot be loaded", { timeout: 60_000 }, async () => {
    renderTab([{ request: { query: webhookEndpointsQuery }, error: new Error("network down") }]);
    expect(await screen.findByText("Nie udało się wczytać webhooków")).toBeInTheDocument();
  });
});
