import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";

afterEach(() => localStorage.clear());

describe("/developers", () => {
  it("is public and explains tokens, examples, limits, error codes and where the schema is, in Polish", async () => {
    renderApp({ route: "/developers" });
    expect(await screen.findByRole("heading", { level: 1, name: "API dla programistów" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Profil kapitana → API" })).toHaveAttribute("href", "/captain-profile?tab=api");
    const curl = screen.getByLabelText("Przykład: curl, GraphQL");
    expect(curl).toHaveTextContent(`curl ${window.location.origin}/graphql`);
    expect(curl).toHaveTextContent('-H "Authorization: Bearer $ZEGLOG_TOKEN"');
    expect(screen.getByLabelText("Przykład: JavaScript")).toHaveTextContent('response.headers.get("Retry-After")');
    expect(screen.getByText(/600 zapytań na minutę/)).toBeInTheDocument();
    expect(screen.getAllByText("RateLimit-Remaining").length).toBeGreaterThan(0);
    const errors = screen.getByRole("table");
    expect(within(errors).getByText("TOO_MANY_REQUESTS")).toBeInTheDocument();
    expect(within(errors).getByText("Brak tokenu, token nieważny, wygasły lub unieważniony.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "GraphiQL" })).toHaveAttribute("href", "/graphql#token=");
    expect(screen.getByRole("link", { name: "Pobierz schemat (SDL)" })).toHaveAttribute("href", "/graphql/schema.graphql");
    expect(screen.getByRole("link", { name: "Dokumentacja REST API" })).toHaveAttribute("href", "/developers/rest");
    // the webhook body's shape is shown as written (its braces once broke the message into its bare id)
    expect(screen.getByText("{ id, type, createdAt, data }")).toBeInTheDocument();
    expect(screen.queryByText(/developers\.webhooks\.events/)).toBeNull();
  });

  it("speaks English when chosen", async () => {
    renderApp({ route: "/developers", storage: { language: "en" } });
    expect(await screen.findByRole("heading", { level: 1, name: "API for developers" })).toBeInTheDocument();
    expect(screen.getByText(/600 requests per minute/)).toBeInTheDocument();
  });
});
