import { afterEach, describe, expect, it, vi } from "vitest";
import { loginMutation } from "../../modules/auth/graphql/loginMutation.ts";
import { logoutMutation } from "../../modules/auth/graphql/logoutMutation.ts";
import { meQuery } from "../../modules/auth/graphql/meQuery.ts";
import { studentMeQuery } from "../../modules/student/graphql/studentMeQuery.ts";
import { jsonAnswer, unauthenticated } from "../../test/jsonAnswer.ts";
import { recordSessionExpiries } from "../../test/sessionExpiries.ts";
import { graphqlRequest } from "../graphqlRequest.ts";
import { toErrorDetails } from "../toErrorDetails.ts";

describe("graphqlRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the operation's printed text with Accept-Language and the session's token, and answers the data", async () => {
    localStorage.setItem("token", "captain-token");
    localStorage.setItem("studentToken", "student-token");
    localStorage.setItem("language", "en");
    const fetch = vi.fn(jsonAnswer({ data: { me: null, studentMe: null } }));

    await expect(graphqlRequest(meQuery, undefined, { fetch })).resolves.toEqual({ me: null, studentMe: null });
    await graphqlRequest(studentMeQuery, undefined, { fetch });

    const [uri, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(uri).toBe("/graphql");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("accept-language")).toBe("en");
    expect(headers.get("authorization")).toBe("Bearer captain-token");
    expect(headers.get("content-type")).toBe("application/json");
    const body = JSON.parse(init.body as string) as { operationName: string; query: string; variables: unknown };
    expect(body.operationName).toBe("Me");
    // the operation and the fragments it spreads, printed at build time
    expect(body.query).toMatch(/^query Me \{\n {2}me \{\n {4}\.\.\.SessionUserFields\n/);
    expect(body.query).toMatch(/\nfragment SessionUserFields on User \{\n {2}id\n/);
    expect(body.variables).toEqual({});
    const second = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(second[1].headers).get("authorization")).toBe("Bearer student-token");
  });

  it("sends the variables, no Authorization without a token and Polish by default", async () => {
    const fetch = vi.fn(jsonAnswer({ data: { login: { token: "t" } } }));
    const input = { email: "a@b.pl", password: "x", remember: false };
    await graphqlRequest(loginMutation, { input }, { fetch });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("authorization")).toBeNull();
    expect(new Headers(init.headers).get("accept-language")).toBe("pl");
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: "Login", variables: { input } });
  });

  it("rejects with the server's errors as toErrorDetails reads them (message, code, field messages)", async () => {
    const fetch = vi.fn(
      jsonAnswer({
        data: null,
        errors: [{ message: "Nieprawidłowe dane", extensions: { code: "VALIDATION_FAILED", fields: { "input.email": ["Zły adres"] } } }],
      }),
    );
    const error: unknown = await graphqlRequest(loginMutation, { input: { email: "a@b.pl", password: "x" } }, { fetch }).catch((e: unknown) => e);
    expect(toErrorDetails(error)).toEqual({ code: "VALIDATION_FAILED", message: "Nieprawidłowe dane", fields: { email: "Zły adres" } });
  });

  it("reads a 429 of the rate limiter as TOO_MANY_REQUESTS", async () => {
    const fetch = vi.fn(jsonAnswer({ message: "Za dużo żądań" }, { status: 429 }));
    const error: unknown = await graphqlRequest(meQuery, undefined, { fetch }).catch((e: unknown) => e);
    expect(toErrorDetails(error)).toEqual({ code: "TOO_MANY_REQUESTS", message: "Za dużo żądań", fields: {} });
  });

  it("reports the captain's or the student's session as expired when the server answers UNAUTHENTICATED or 401", async () => {
    localStorage.setItem("token", "captain-token");
    localStorage.setItem("studentToken", "student-token");
    const reports = recordSessionExpiries();
    await expect(graphqlRequest(meQuery, undefined, { fetch: vi.fn(unauthenticated) })).rejects.toThrow("Zaloguj się");
    await expect(graphqlRequest(studentMeQuery, undefined, { fetch: vi.fn(jsonAnswer({}, { status: 401 })) })).rejects.toThrow();
    expect(reports).toEqual([
      ["captain", "captain-token"],
      ["student", "student-token"],
    ]);
  });

  it("does not treat wrong credentials, a logout or a request without a token as an expired session", async () => {
    const reports = recordSessionExpiries();
    await expect(graphqlRequest(meQuery, undefined, { fetch: vi.fn(unauthenticated) })).rejects.toThrow();
    localStorage.setItem("token", "captain-token");
    const input = { email: "a@b.pl", password: "x" };
    await expect(graphqlRequest(loginMutation, { input }, { fetch: vi.fn(unauthenticated) })).rejects.toThrow();
    await expect(graphqlRequest(logoutMutation, undefined, { fetch: vi.fn(unauthenticated) })).rejects.toThrow();
    expect(reports).toEqual([]);
  });

  it("says there is no connection when a sign-in never reached the server, a read while offline", async () => {
    const failed = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const saving: unknown = await graphqlRequest(loginMutation, { input: { email: "a@b.pl", password: "x" } }, { fetch: failed }).catch((e: unknown) => e);
    expect(toErrorDetails(saving)).toEqual({ code: "OFFLINE", message: "Brak połączenia z internetem — zmiany nie zostały zapisane", fields: {} });
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const reading: unknown = await graphqlRequest(meQuery, undefined, { fetch: vi.fn(() => Promise.reject(new Error("whatever"))) }).catch((e: unknown) => e);
    expect(toErrorDetails(reading)).toMatchObject({ code: "OFFLINE", message: "Brak połączenia z internetem — nie udało się wczytać danych" });
  });
});
