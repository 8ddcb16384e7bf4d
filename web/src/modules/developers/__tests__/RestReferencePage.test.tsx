import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import type { OpenApiDoc } from "../rest/openapi.ts";

// A small document of the server's shape (GET /api/openapi.json): English summaries, descriptions of
// answers, parameters and schema fields, each with its Polish twin.
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
        parameters: [
          {
            name: "search",
            in: "query",
            description: "Words found in ports, yacht, crew or notes",
            "x-description-pl": "Słowa szukane w portach, jachcie, załodze lub notatkach",
            schema: { type: "string" },
          },
          { name: "order", in: "query", required: true, schema: { type: "string", enum: ["asc", "desc"] } },
        ],
        responses: {
          "201": {
            description: "Created.",
            "x-description-pl": "Utworzono.",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    success: { const: true },
                    trip_id: { type: "string", description: "The new trip's id", "x-description-pl": "Id nowego rejsu" },
                  },
                },
              },
            },
          },
          "404": { $ref: "#/components/responses/E404" },
        },
      },
    },
  },
  components: {
    schemas: {
      Crew: {
        type: "object",
        properties: {
          members: {
            type: "array",
            items: { type: "object", properties: { name: { type: "string", description: "Full name", "x-description-pl": "Imię i nazwisko" } } },
          },
        },
      },
    },
    responses: {
      E404: { description: "Not found (also another account's object).", "x-description-pl": "Nie znaleziono (także obiekt innego konta)." },
    },
  },
};

/** The text of the JSON shown for a schema (its <pre> is labelled with the schema's name or the operation and status). */
const schemaText = async (label: string) => (await screen.findByLabelText(label)).textContent ?? "";

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
    expect(await screen.findByText("Utwórz rejs")).toBeInTheDocument();
    expect(screen.getByText("Rejsy z dziennika kapitana (specyfikacja §7).")).toBeInTheDocument();
    expect(screen.queryByText("Create a trip")).toBeNull();
    await user.click(screen.getByText("Utwórz rejs"));
    expect(await screen.findByText("Treść żądania to rejs w kształcie REST.")).toBeInTheDocument();
  });

  it("and in English when English is chosen", async () => {
    const { user } = renderApp({ route: "/developers/rest", storage: { language: "en" } });
    expect(await screen.findByText("Create a trip")).toBeInTheDocument();
    expect(screen.getByText("Sailing trips of the captain's logbook (spec §7).")).toBeInTheDocument();
    expect(screen.queryByText("Utwórz rejs")).toBeNull();
    await user.click(screen.getByText("Create a trip"));
    expect(await screen.findByText("The body is the trip in the REST shape.")).toBeInTheDocument();
  });

  // Each text of the hand-made document in both languages: the page shows the one of its language only.
  const TEXTS = {
    operation: { pl: "Utwórz rejs", en: "Create a trip" },
    parameter: { pl: "Słowa szukane w portach, jachcie, załodze lub notatkach", en: "Words found in ports, yacht, crew or notes" },
    answer: { pl: "Utworzono.", en: "Created." },
    answerField: { pl: "Id nowego rejsu", en: "The new trip's id" },
    errorAnswer: { pl: "Nie znaleziono (także obiekt innego konta).", en: "Not found (also another account's object)." },
    crewField: { pl: "Imię i nazwisko", en: "Full name" },
    params: { pl: "Parametry", en: "Parameters" },
    optionalString: { pl: /search.*Gdzie: query.*Wymagany: nie.*Typ: string/, en: /search.*In: query.*Required: no.*Type: string/ },
    requiredEnum: { pl: /order.*Wymagany: tak.*Typ: asc \| desc/, en: /order.*Required: yes.*Type: asc \| desc/ },
  };
  it.each([
    ["Polish", "pl", "en", {}],
    ["English", "en", "pl", { language: "en" }],
  ] as const)("shows the answers', parameters' and schema fields' descriptions in %s", async (_, lang, other, storage) => {
    const { user } = renderApp({ route: "/developers/rest", storage });
    await user.click(await screen.findByText(TEXTS.operation[lang]));
    expect(await screen.findByText(TEXTS.parameter[lang])).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.parameter[other])).toBeNull();
    // each parameter: where it goes, whether it is required, its type in words (an enum by its values)
    const [search, order] = within(screen.getByRole("list", { name: TEXTS.params[lang] })).getAllByRole("listitem");
    expect(search).toHaveTextContent(TEXTS.optionalString[lang]);
    expect(search).toHaveTextContent(TEXTS.parameter[lang]);
    expect(order).toHaveTextContent(TEXTS.requiredEnum[lang]);
    expect(screen.getByText(TEXTS.answer[lang], { exact: false })).toBeInTheDocument();
    const answer = await schemaText("POST /api/sailing-trips: 201");
    expect(answer).toContain(`"description": "${TEXTS.answerField[lang]}"`);
    expect(answer).not.toContain(TEXTS.answerField[other]);
    expect(answer).not.toContain("x-description-pl");
    expect(screen.getByText(TEXTS.errorAnswer[lang], { exact: false })).toBeInTheDocument();
    await user.click(screen.getByText("Crew"));
    const crew = await schemaText("Crew");
    expect(crew).toContain(`"description": "${TEXTS.crewField[lang]}"`);
    expect(crew).not.toContain(TEXTS.crewField[other]);
  });
});
