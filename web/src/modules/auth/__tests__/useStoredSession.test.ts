import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, Fragment, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { GraphqlSessionContext } from "../../../lib/graphqlSession.ts";
import { useSharedQuery } from "../../../lib/useSharedQuery.ts";
import { companyQuery } from "../../public/graphql/companyQuery.ts";
import { type GraphqlRequest, graphqlRequest } from "../../../lib/graphqlRequest.ts";
import { type SessionUser, captainStore } from "../authStorage.ts";
import { logoutMutation } from "../graphql/logoutMutation.ts";
import { sessionExpiry } from "../sessionExpiry.ts";
import { type StoredSessionKind, useStoredSession } from "../useStoredSession.ts";

/** A session kind kept in a variable, answering `current` to the server check. */
function memoryKind(stored: { token: string; record: string } | null, current: () => Promise<string | null>) {
  let slot = stored;
  const kind: StoredSessionKind<string> = {
    kind: "student",
    read: () => slot,
    token: () => slot?.token ?? null,
    write: (token, record) => ((slot = { token, record }), record),
    update: (record) => (slot && (slot = { ...slot, record }), record),
    clear: () => void (slot = null),
    fetchCurrent: current,
    logout: () => Promise.reject(new Error("offline")),
    checkFailedWarning: "check failed",
    logoutFailedWarning: "logout failed",
  };
  return { kind, slot: () => slot };
}

const request = vi.fn() as unknown as GraphqlRequest;

describe("useStoredSession", () => {
  it("shows the stored record at once and takes the server's answer", async () => {
    const { kind, slot } = memoryKind({ token: "t1", record: "Ola" }, () => Promise.resolve("Ola Nowak"));
    const { result } = renderHook(() => useStoredSession(kind, request, vi.fn()));
    expect(result.current.record).toBe("Ola");
    await waitFor(() => expect(result.current.record).toBe("Ola Nowak"));
    expect(slot()).toEqual({ token: "t1", record: "Ola Nowak" });
  });

  it("clears the session when the server answers null, keeps it when the check gets no answer", async () => {
    const ended = memoryKind({ token: "t1", record: "Ola" }, () => Promise.resolve(null));
    const endedHook = renderHook(() => useStoredSession(ended.kind, request, vi.fn()));
    await waitFor(() => expect(endedHook.result.current.record).toBeNull());
    expect(ended.slot()).toBeNull();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const kept = memoryKind({ token: "t1", record: "Ola" }, () => Promise.reject(new Error("offline")));
    const keptHook = renderHook(() => useStoredSession(kept.kind, request, vi.fn()));
    await waitFor(() => expect(warn).toHaveBeenCalledWith("check failed", expect.any(Error)));
    expect(keptHook.result.current.record).toBe("Ola");
    warn.mockRestore();
  });

  it("ends the session on an expiry report for its current token only, and on logout even when the call fails", async () => {
    const clearApolloCache = vi.fn();
    const { kind } = memoryKind({ token: "t1", record: "Ola" }, () => Promise.resolve("Ola"));
    const { result } = renderHook(() => useStoredSession(kind, request, clearApolloCache));
    act(() => sessionExpiry.report("student", "old-token"));
    act(() => sessionExpiry.report("captain", "t1"));
    expect(result.current.record).toBe("Ola");
    act(() => sessionExpiry.report("student", "t1"));
    expect(result.current).toMatchObject({ record: null, sessionExpired: true, loggedOut: false });
    expect(clearApolloCache).toHaveBeenCalledTimes(1);

    act(() => result.current.signIn("t2", "Ola"));
    expect(result.current).toMatchObject({ record: "Ola", sessionExpired: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await act(() => result.current.logout());
    expect(warn).toHaveBeenCalledWith("logout failed", expect.any(Error));
    expect(result.current).toMatchObject({ record: null, loggedOut: true });
    expect(clearApolloCache).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("forgets the stored session as soon as logout is asked, while the call (with the token) is still under way", async () => {
    const user: SessionUser = { id: "u1", email: "ola@example.com", name: "Ola", phone: "600100200", role: "captain" };
    captainStore.write("t1", user);
    let answer: (response: Response) => void = () => {};
    const sent: Request[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(new URL(input as string, "http://localhost"), init)); // graphqlRequest sends to a path
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const kind: StoredSessionKind<SessionUser> = {
      ...captainStore,
      kind: "captain",
      fetchCurrent: () => new Promise(() => {}),
      logout: (send) => send(logoutMutation),
      checkFailedWarning: "check failed",
      logoutFailedWarning: "logout failed",
    };
    const send: GraphqlRequest = (document, variables) => graphqlRequest(document, variables, { fetch });
    const { result } = renderHook(() => useStoredSession(kind, send, vi.fn()));

    let done: Promise<void> = Promise.resolve();
    act(() => void (done = result.current.logout()));
    expect(captainStore.read()).toBeNull();
    expect(result.current).toMatchObject({ record: null, loggedOut: true });
    expect(sent[0]?.headers.get("authorization")).toBe("Bearer t1");

    answer(Response.json({ data: { logout: { success: true, message: "Wylogowano" } } }));
    await act(() => done);
    expect(captainStore.read()).toBeNull();
  });

  it("forgets the answers kept without Apollo (the dashboard's, the Premium status) on logout", async () => {
    const company = (name: string) => ({ company: { name, address: "", nip: "", phone: "", email: "", bankAccount: "" } });
    const send = vi.fn().mockResolvedValueOnce(company("Konto Oli")).mockResolvedValueOnce(company("Konto następnej osoby")) as unknown as GraphqlRequest;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(GraphqlSessionContext, { value: { request: send, ApolloScope: Fragment, clearApolloCache: vi.fn() } }, children);
    const useShownCompany = () => useSharedQuery(companyQuery, { fetchPolicy: "cache-first" }).data?.company.name;
    const { kind } = memoryKind({ token: "t1", record: "Ola" }, () => Promise.resolve("Ola"));
    const session = renderHook(() => useStoredSession(kind, send, vi.fn()));
    const before = renderHook(useShownCompany, { wrapper });
    await waitFor(() => expect(before.result.current).toBe("Konto Oli"));
    before.unmount();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await act(() => session.result.current.logout());
    const after = renderHook(useShownCompany, { wrapper });
    expect(after.result.current).toBeUndefined();
    await waitFor(() => expect(after.result.current).toBe("Konto następnej osoby"));
    vi.mocked(console.warn).mockRestore();
  });
});
