import { render, screen } from "@testing-library/react";
import { Fragment, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { companyQuery } from "../../modules/public/graphql/companyQuery.ts";
import type { GraphqlRequest } from "../graphqlRequest.ts";
import { GraphqlSessionContext } from "../graphqlSession.ts";
import { useSharedQuery } from "../useSharedQuery.ts";

function Company({ policy }: { policy: "cache-first" | "cache-and-network" }) {
  const { data, loading } = useSharedQuery(companyQuery, policy);
  return <p>{data?.company.name ?? (loading ? "loading" : "none")}</p>;
}

function session(request: GraphqlRequest) {
  return ({ children }: { children: ReactNode }) => (
    <GraphqlSessionContext value={{ request, ApolloScope: Fragment, clearApolloCache: () => {} }}>{children}</GraphqlSessionContext>
  );
}

const company = (name: string) => ({ company: { name, address: "", nip: "", phone: "", email: "", bankAccount: "" } });

describe("useSharedQuery", () => {
  it("sends one request for every component showing the query, and cache-first asks no more", async () => {
    const request = vi.fn(() => Promise.resolve(company("Żeglog"))) as unknown as GraphqlRequest;
    const wrapper = session(request);
    const view = render(
      <>
        <Company policy="cache-first" />
        <Company policy="cache-first" />
      </>,
      { wrapper },
    );
    expect(await screen.findAllByText("Żeglog")).toHaveLength(2);
    view.unmount();
    render(<Company policy="cache-first" />, { wrapper });
    expect(screen.getByText("Żeglog")).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("cache-and-network shows the last answer at once and asks again; a failure keeps it", async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce(company("Stara"))
      .mockResolvedValueOnce(company("Nowa"))
      .mockRejectedValueOnce(new Error("offline")) as unknown as GraphqlRequest;
    const wrapper = session(request);
    const first = render(<Company policy="cache-and-network" />, { wrapper });
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("Stara")).toBeInTheDocument();
    first.unmount();
    const second = render(<Company policy="cache-and-network" />, { wrapper });
    expect(await screen.findByText("Nowa")).toBeInTheDocument();
    second.unmount();
    render(<Company policy="cache-and-network" />, { wrapper });
    expect(screen.getByText("Nowa")).toBeInTheDocument();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(await screen.findByText("Nowa")).toBeInTheDocument();
  });
});
