import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../apollo.ts";
import { loginMutation } from "../../modules/auth/graphql/loginMutation.ts";
import { meQuery } from "../../modules/auth/graphql/meQuery.ts";
import { studentMeQuery } from "../../modules/student/graphql/studentMeQuery.ts";
import { unauthenticated } from "../../test/jsonAnswer.ts";
import { recordSessionExpiries } from "../../test/sessionExpiries.ts";
import { toErrorDetails } from "../toErrorDetails.ts";

const SAVE = gql`
  mutation ApolloErrorsTestSave {
    deleteYacht(id: "y1") {
      success
    }
  }
`;

describe("the Apollo link's shared error handling", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports the captain's or the student's session as expired when the server answers UNAUTHENTICATED", async () => {
    localStorage.setItem("token", "captain-token");
    localStorage.setItem("studentToken", "student-token");
    const reports = recordSessionExpiries();
    const client = createApolloClient({ fetch: vi.fn(unauthenticated) });
    await expect(client.query({ query: meQuery })).rejects.toThrow();
    await expect(client.query({ query: studentMeQuery })).rejects.toThrow();
    expect(reports).toEqual([
      ["captain", "captain-token"],
      ["student", "student-token"],
    ]);
  });

  it("does not treat wrong credentials or a request without a token as an expired session", async () => {
    const reports = recordSessionExpiries();
    const client = createApolloClient({ fetch: vi.fn(unauthenticated) });
    await expect(client.query({ query: meQuery })).rejects.toThrow();
    localStorage.setItem("token", "captain-token");
    await expect(client.mutate({ mutation: loginMutation, variables: { input: { email: "a@b.pl", password: "x" } } })).rejects.toThrow();
    expect(reports).toEqual([]);
  });

  it("says there is no connection, in the interface language, when a save never reached the server", async () => {
    const client = createApolloClient({ fetch: vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))) });
    const error: unknown = await client.mutate({ mutation: SAVE }).catch((e: unknown) => e);
    expect(toErrorDetails(error)).toEqual({ code: "OFFLINE", message: "Brak połączenia z internetem — zmiany nie zostały zapisane", fields: {} });
    localStorage.setItem("language", "en");
    expect(toErrorDetails(error).message).toBe("No internet connection — your changes were not saved");
  });

  it("says a read failed for lack of connection while the browser is offline", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const client = createApolloClient({ fetch: vi.fn(() => Promise.reject(new Error("whatever the browser says"))) });
    const error: unknown = await client.query({ query: meQuery }).catch((e: unknown) => e);
    expect(toErrorDetails(error)).toMatchObject({ code: "OFFLINE", message: "Brak połączenia z internetem — nie udało się wczytać danych" });
  });
});
