import type { MockLink } from "@apollo/client/testing";
import type { GraphQLFormattedError } from "graphql";
import { vi } from "vitest";
import { captainProfileQuery } from "../graphql/captainProfileQuery.ts";
import { changePasswordMutation } from "../graphql/changePasswordMutation.ts";
import { updateCaptainProfileMutation } from "../graphql/updateCaptainProfileMutation.ts";

type Mock = MockLink.MockedResponse;
type Variables = Record<string, unknown>;

export const savedProfile = (over: Record<string, unknown> = {}) => ({
  __typename: "CaptainProfile",
  firstName: "Anna",
  lastName: "Morska",
  email: "jan@example.com",
  phone: "+48 601 222 333",
  licenseType: "pzz-jsm",
  licenseNumber: "JSM/77",
  otherLicense: null,
  logoUrl: null,
  logoWidth: null,
  logoHeight: null,
  invoice: null,
  ...over,
});

const recorder = (calls: Variables[]) => (variables: Variables) => {
  calls.push(variables);
  return true;
};

export const profileMocks = {
  profile: (profile: ReturnType<typeof savedProfile> | null): Mock => ({
    request: { query: captainProfileQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { captainProfile: profile } },
  }),
  profileError: (): Mock => ({ request: { query: captainProfileQuery }, error: new Error("Failed to fetch") }),
  update: (calls: Variables[], profile = savedProfile()): Mock => ({
    request: { query: updateCaptainProfileMutation, variables: recorder(calls) },
    result: {
      data: { updateCaptainProfile: { __typename: "UpdateCaptainProfilePayload", message: "Profil kapitana został zaktualizowany", captainProfile: profile } },
    },
  }),
  updateError: (errors: GraphQLFormattedError[]): Mock => ({
    request: { query: updateCaptainProfileMutation, variables: () => true },
    result: { errors },
  }),
  changePassword: (calls: Variables[]): Mock => ({
    request: { query: changePasswordMutation, variables: recorder(calls) },
    result: { data: { changePassword: { __typename: "MessagePayload", success: true, message: "Hasło zostało zmienione pomyślnie" } } },
  }),
  changePasswordError: (errors: GraphQLFormattedError[]): Mock => ({
    request: { query: changePasswordMutation, variables: () => true },
    result: { errors },
  }),
  changePasswordNetworkError: (): Mock => ({ request: { query: changePasswordMutation, variables: () => true }, error: new Error("Failed to fetch") }),
};

/** A stand-in for the browser's XMLHttpRequest: the test drives upload progress and the answer. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

/**
 * Stubs fetch for the logo calls: GET answers `state.hasLogo` (an image, else 404), DELETE removes it.
 * XMLHttpRequest is replaced by FakeXhr.
 */
export function stubLogoNetwork(state: { hasLogo: boolean; deleteFails?: boolean }) {
  const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("fetch", (url: string, init: RequestInit = {}) => Promise.resolve(answerLogoRequest(url, init)));
  function answerLogoRequest(url: string, init: RequestInit): Response {
    const method = init.method ?? "GET";
    calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string> });
    if (method === "DELETE") {
      if (state.deleteFails) return new Response(JSON.stringify({ success: false }), { status: 500 });
      state.hasLogo = false;
      return new Response(JSON.stringify({ success: true, message: "Logo zostało usunięte" }), { status: 200 });
    }
    return state.hasLogo
      ? new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "content-type": "image/png" } })
      : new Response(JSON.stringify({ success: false }), { status: 404 });
  }
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:logo");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  return calls;
}
