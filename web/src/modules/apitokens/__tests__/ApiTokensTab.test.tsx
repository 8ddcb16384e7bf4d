import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseOption } from "../../trips/wizard/__tests__/wizardHarness.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { apiTokensQuery, createApiTokenMutation, revokeApiTokenMutation } from "../graphql/apiTokens.ts";
import { must } from "../../../../../validation/must.ts";

type Mock = MockLink.MockedResponse;
const TOKEN = "zk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

const row = (over: Record<string, unknown> = {}) => ({
  __typename: "ApiToken",
  id: "11111111-1111-4111-8111-111111111111",
  name: "Czarter Bałtyk",
  scope: "READ",
  createdAt: "2026-05-01T08:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  active: true,
  ...over,
});
const list = (nodes: ReturnType<typeof row>[]): Mock => ({
  request: { query: apiTokensQuery },
  result: { data: { apiTokens: { __typename: "ApiTokenList", totalCount: nodes.length, nodes } } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderTab(mocks: Mock[]) {
  return renderAsCaptain("/captain-profile?tab=api", mocks, { premium: false });
}

describe("/captain-profile?tab=api", () => {
  // a long journey through the whole app (two selects, a mutation, a refetch): roomy on a busy machine
  it("shows the empty state, validates the name, creates a token shown once with a copy button, then lists it", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderTab([
      list([]),
      {
        request: { query: createApiTokenMutation, variables: (v: Record<string, unknown>) => (calls.push(v), true) },
        result: {
          data: {
            createApiToken: {
              __typename: "CreateApiTokenPayload",
              token: TOKEN,
              message: "Utworzono token API",
              apiToken: { __typename: "ApiToken", id: row().id, name: "Czarter Bałtyk" },
            },
          },
        },
      },
      list([row({ scope: "READ_WRITE" })]),
    ]);
    expect(await screen.findByText("Nie masz jeszcze tokenów API")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "API" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "dokumentacja API" })).toHaveAttribute("href", "/developers");

    await user.click(screen.getByRole("button", { name: "Utwórz token" }));
    expect(await screen.findByText("Podaj nazwę tokenu")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Nazwa"), { target: { value: "Czarter Bałtyk" } });
    await chooseOption(user, "Zakres", "Odczyt i zapis");
    await chooseOption(user, "Ważność", "Bez wygaśnięcia");
    await user.click(screen.getByText("Utwórz token").closest("button")!);

    const shown = await screen.findByLabelText("Nowy token API");
    expect(shown).toHaveValue(TOKEN);
    expect(calls[0]).toEqual({ input: { name: "Czarter Bałtyk", scope: "READ_WRITE", expiresAt: null } });
    expect(screen.getByText("Skopiuj go teraz — ze względów bezpieczeństwa nie pokażemy go ponownie.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kopiuj" }));
    // user-event's clipboard stands in for the browser's
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await screen.findByText("Token skopiowano do schowka")).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole("table")).toHaveTextContent("Czarter Bałtyk"));
    const table = screen.getByRole("table");
    expect(within(table).getByText("Odczyt i zapis")).toBeInTheDocument();
    expect(within(table).getByText("Nigdy")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Gotowe, zapisałem token" }));
    expect(screen.queryByLabelText("Nowy token API")).not.toBeInTheDocument();
  });

  it("sends the chosen expiry as a date that many days ahead", async () => {
    const calls: { input: { expiresAt: string } }[] = [];
    const { user } = renderTab([
      list([]),
      {
        request: { query: createApiTokenMutation, variables: (v: Record<string, unknown>) => (calls.push(v as never), true) },
        result: {
          data: {
            createApiToken: { __typename: "CreateApiTokenPayload", token: TOKEN, message: "ok", apiToken: { __typename: "ApiToken", id: row().id, name: "x" } },
          },
        },
      },
      list([row()]),
    ]);
    fireEvent.change(await screen.findByLabelText("Nazwa"), { target: { value: "x" } });
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Utwórz token" }));
    await screen.findByLabelText("Nowy token API");
    const days = (new Date(must(calls[0]).input.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(90);
    expect(days).toBeLessThan(90.01);
  });

  it("shows last use, creation date and state; revokes only after confirmation", async () => {
    const revoked: Record<string, unknown>[] = [];
    const { user } = renderTab([
      list([
        row({ lastUsedAt: "2026-05-20T12:30:00.000Z" }),
        row({ id: "22222222-2222-4222-8222-222222222222", name: "Stary", revokedAt: "2026-05-02T00:00:00.000Z", active: false }),
      ]),
      {
        request: { query: revokeApiTokenMutation, variables: (v: Record<string, unknown>) => (revoked.push(v), true) },
        result: { data: { revokeApiToken: { __typename: "ApiToken", id: row().id, revokedAt: "2026-06-01T10:00:00.000Z", active: false } } },
      },
    ]);
    await screen.findByText("Aktywny");
    const table = screen.getByRole("table");
    expect(within(table).getByText("Unieważniony")).toBeInTheDocument();
    expect(within(table).getByText(/20\.05\.2026/)).toBeInTheDocument();
    expect(within(table).getAllByLabelText(/Unieważnij token/)).toHaveLength(1);

    await user.click(within(table).getByLabelText("Unieważnij token Czarter Bałtyk"));
    const question = await screen.findByText("Unieważnić token „Czarter Bałtyk”?");
    const popup = question.closest<HTMLElement>(".ant-popover")!;
    await user.click(within(popup).getByText("Anuluj").closest("button")!);
    expect(revoked).toHaveLength(0);

    await user.click(within(table).getByLabelText("Unieważnij token Czarter Bałtyk"));
    await user.click(within(popup).getByText("Unieważnij").closest("button")!);
    await waitFor(() => expect(revoked).toEqual([{ id: row().id }]));
    await waitFor(() => expect(within(table).getAllByText("Unieważniony")).toHaveLength(2));
  });

  it("shows a load error with a retry", async () => {
    renderTab([{ request: { query: apiTokensQuery }, error: new Error("Failed to fetch") }]);
    expect(await screen.findByText("Błąd podczas pobierania tokenów")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Spróbuj ponownie" })).toBeInTheDocument();
  });
});
