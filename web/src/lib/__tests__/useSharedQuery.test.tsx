import { fireEvent, render, screen } from "@testing-library/react";
import { Fragment, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { companyQuery } from "../../modules/public/graphql/companyQuery.ts";
import type { GraphqlRequest } from "../graphqlRequest.ts";
import { GraphqlSessionContext } from "../graphqlSession.ts";
import { clearSharedQueries, useSharedQuery } from "../useSharedQuery.ts";
import { must } from "../../../../validation/must.ts";
import { dashboardStatsQuery } from "../../modules/dashboard/graphql/dashboardStatsQuery.ts";

function Company({ policy }: { policy: "cache-first" | "cache-and-network" }) {
  const { data, loading } = useSharedQuery(companyQuery, { fetchPolicy: policy });
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

  it("keeps one answer per variables, shows a failure's error, and refetch updates every component showing it", async () => {
    const totals = (voyages: number) => ({ seaTime: { totals: { voyages, hoursUnderway: 0, miles: 0 } } });
    const answers = new Map<number, number[]>([
      [2025, [3, 4]],
      [2026, [7]],
    ]);
    const request = vi.fn((_document: unknown, variables?: { years?: number[] }) => {
      const next = answers.get(variables?.years?.[0] ?? 0)?.shift();
      return next === undefined ? Promise.reject(new Error("offline")) : Promise.resolve(totals(next));
    }) as unknown as GraphqlRequest;
    function Voyages({ year }: { year: number }) {
      const query = useSharedQuery(dashboardStatsQuery, { variables: { years: [year] }, fetchPolicy: "cache-first" });
      const error = query.error instanceof Error ? ` (${query.error.message})` : "";
      return (
        <p>
          {`${year}: ${query.data?.seaTime.totals.voyages ?? "–"}${error}`}
          <button type="button" onClick={() => void query.refetch()}>{`refetch ${year}`}</button>
        </p>
      );
    }
    render(
      <>
        <Voyages year={2025} />
        <Voyages year={2025} />
        <Voyages year={2026} />
      </>,
      { wrapper: session(request) },
    );
    expect(await screen.findAllByText("2025: 3")).toHaveLength(2);
    expect(await screen.findByText("2026: 7")).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
    fireEvent.click(must(screen.getAllByRole("button", { name: "refetch 2025" })[0]));
    expect(await screen.findAllByText("2025: 4")).toHaveLength(2);
    // The next refetch fails: the last answer stays, with the error beside it.
    fireEvent.click(must(screen.getAllByRole("button", { name: "refetch 2025" })[1]));
    expect(await screen.findAllByText("2025: 4 (offline)")).toHaveLength(2);
    expect(screen.getByText("2026: 7")).toBeInTheDocument();
  });

  it("forgets the kept answers when cleared (a logout): the next screen asks the server again", async () => {
    const request = vi.fn().mockResolvedValueOnce(company("Konto A")).mockResolvedValueOnce(company("Konto B")) as unknown as GraphqlRequest;
    const wrapper = session(request);
    const first = render(<Company policy="cache-first" />, { wrapper });
    expect(await screen.findByText("Konto A")).toBeInTheDocument();
    first.unmount();
    clearSharedQueries(request);
    render(<Company policy="cache-first" />, { wrapper });
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("Konto B")).toBeInTheDocument();
  });
});
