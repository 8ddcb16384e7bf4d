import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { toErrorDetails } from "../toErrorDetails.ts";

describe("toErrorDetails", () => {
  it("reads code, message and field messages from GraphQL errors", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Formularz zawiera błędy",
          extensions: { code: "VALIDATION_FAILED", fields: { "input.email": "Zły e-mail", password: ["Za krótkie", "Inne"] } },
        },
      ],
    });
    expect(toErrorDetails(error)).toEqual({
      code: "VALIDATION_FAILED",
      message: "Formularz zawiera błędy",
      fields: { email: "Zły e-mail", password: "Za krótkie" },
    });
  });

  it("reads GraphQL errors out of a 429 body", () => {
    const body = JSON.stringify({ errors: [{ message: "Zbyt wiele prób", extensions: { code: "TOO_MANY_REQUESTS" } }] });
    const error = new ServerError("Response not successful", { response: new Response(body, { status: 429 }), bodyText: body });
    expect(toErrorDetails(error)).toEqual({ code: "TOO_MANY_REQUESTS", message: "Zbyt wiele prób", fields: {} });
  });

  it("says 'no connection' for network failures and gives no message for unreadable bodies or other errors", () => {
    expect(toErrorDetails(new TypeError("Failed to fetch"))).toEqual({
      code: "OFFLINE",
      message: "Brak połączenia z internetem — zmiany nie zostały zapisane",
      fields: {},
    });
    expect(toErrorDetails(new Error("boom"))).toEqual({ fields: {} });
    const error = new ServerError("Bad gateway", { response: new Response("<html>", { status: 502 }), bodyText: "<html>" });
    expect(toErrorDetails(error)).toEqual({ code: undefined, fields: {} });
  });
});
