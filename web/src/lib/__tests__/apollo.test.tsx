import { describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../apollo.ts";
import { meQuery } from "../../modules/auth/graphql/meQuery.ts";
import { studentMeQuery } from "../../modules/student/graphql/studentMeQuery.ts";

function recordingFetch() {
  const calls: Headers[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Headers(init?.headers));
    return Promise.resolve(
      new Response(JSON.stringify({ data: { me: null, studentMe: null } }), {
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
  return { calls, fetch };
}

describe("createApolloClient", () => {
  it("sends Accept-Language and the captain token, or the student token for Student operations", async () => {
    localStorage.setItem("token", "captain-token");
    localStorage.setItem("studentToken", "student-token");
    localStorage.setItem("language", "en");
    const { calls, fetch } = recordingFetch();
    const client = createApolloClient({ fetch });

    await client.query({ query: meQuery });
    await client.query({ query: studentMeQuery });

    expect(calls[0]?.get("accept-language")).toBe("en");
    expect(calls[0]?.get("authorization")).toBe("Bearer captain-token");
    expect(calls[1]?.get("authorization")).toBe("Bearer student-token");
  });

  it("sends no Authorization without a token and Polish by default", async () => {
    const { calls, fetch } = recordingFetch();
    await createApolloClient({ fetch }).query({ query: meQuery });
    expect(calls[0]?.get("authorization")).toBeNull();
    expect(calls[0]?.get("accept-language")).toBe("pl");
  });
});
