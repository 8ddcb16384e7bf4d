import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import type { OpenApiDoc } from "../rest/openapi.ts";

// A small document of the server's shape (GET /api/openapi.json): English summaries with their Polish twins.
const doc: OpenApiDoc = {
  info: { title: "Żeglog REST API" },
  tags: [
    { name: "trips", description: "Sailing trips of the captain's logbook (spec §7).", "x-description-pl": "Rejsy z dziennika kapitana (specyfikacja §7)." },
  ],
  paths: {
    "/api/sailing-trips": {
      post: {
        operationId: "postApiSailingTrips",
        tags: ["trips"],
        summary: "Create a trip",
        "x-summary-pl": "Utwórz rejs",
        description: "The body is the trip in the REST shape.",
        "x-description-pl": "Treść żądania to rejs w kształcie REST.",
        security: [{ bearer: [] }],
        responses: {},
      },
    },
  },
  components: { schemas: {}, responses: {} },
};

beforeEach(() => {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).endsWith("/api/openapi.json")
      ? Promise.resolve(new Response(JSON.stringify(doc), { status: 200, headers: { "content-type": "application/json" } }))
      : realFetch(input, init),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("/developers/rest", () => {
  it("shows the operations' summaries, descriptions and the tags' texts in Polish", async () => {
    const { user } = renderApp({ route: "/developers/rest" });
    expect(await screen.findByText("Utwórz rejs", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("Rejsy z dziennika kapitana (specyfikacja §7).")).toBeInTheDocument();
    expect(screen.queryByText("Create a trip")).toBeNull();
    await user.click(screen.getByText("Utwórz rejs"));
    expect(await screen.findByText("Treść żądania to rejs w kształcie REST.")).toBeInTheDocument();
  });

  it("and in English when English is chosen", async () => {
    const { user } = renderApp({ route: "/developers/rest", storage: { language: "en" } });
    expect(await screen.findByText("Create a trip", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("Sailing trips of the captain's logbook (spec §7).")).toBeInTheDocument();
    expect(screen.queryByText("Utwórz rejs")).toBeNull();
    await user.click(screen.getByText("Create a trip"));
    expect(await screen.findByText("The body is the trip in the REST shape.")).toBeInTheDocument();
  });
});
