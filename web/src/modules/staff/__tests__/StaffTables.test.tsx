import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { webPl } from "../../../i18n/catalogPl.ts";
import { FilteredStaffTable } from "../components/FilteredStaffTable.tsx";
import { PagedStaffTable } from "../components/PagedStaffTable.tsx";

type Row = { id: string; name: string };
const columns = [{ key: "name", title: "Imię", render: (_: unknown, r: Row) => r.name }];
const messages = {
  loadError: "staff.captains.loadError",
  empty: "staff.captains.empty",
  searchLabel: "staff.captains.search.label",
  searchPlaceholder: "staff.captains.search.placeholder",
};

/** The props both office tables take alike: not loading, no error, a retry spy and the columns (a test overrides what it checks). */
const tableDefaults = () => ({ loading: false, error: undefined, onRetry: vi.fn(), columns });
const list = (search = "") => ({ search, setSearch: vi.fn(), page: 2, next: vi.fn(), previous: vi.fn(), variables: { search, first: 20, after: null } });

const renderPolish = (ui: ReactElement) =>
  render(
    <IntlProvider locale="pl" messages={webPl}>
      {ui}
    </IntlProvider>,
  );

function renderTable(props: Partial<Parameters<typeof PagedStaffTable<Row>>[0]>) {
  return renderPolish(<PagedStaffTable<Row> {...tableDefaults()} connection={undefined} list={list()} messages={messages} {...props} />);
}

describe("PagedStaffTable (the office's lists)", () => {
  it("says a failed load and retries it", async () => {
    const onRetry = vi.fn();
    renderTable({ error: new Error("offline"), onRetry });
    expect(screen.getByText("Błąd podczas pobierania kapitanów")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Spróbuj ponownie/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("tells an empty list from a search without results", () => {
    const empty = { nodes: [], totalCount: 0, hasNextPage: false, endCursor: null };
    const { unmount } = renderTable({ connection: empty });
    expect(screen.getByText("Nie ma jeszcze kapitanów")).toBeInTheDocument();
    unmount();
    renderTable({ connection: empty, list: list("kowal") });
    expect(screen.getByText("Brak wyników dla tego wyszukiwania")).toBeInTheDocument();
  });

  it("keeps its search box in every state and searches on Enter, with the notice under the box", async () => {
    const searched = list();
    renderTable({ error: new Error("offline"), list: searched, notice: <p>41 kapitanów</p> });
    expect(screen.getByText("41 kapitanów")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: webPl["staff.captains.search.label"] }), "kowal{Enter}");
    expect(searched.setSearch).toHaveBeenCalledWith("kowal");
  });

  it("shows the page's rows and a pager that walks on from its end cursor", async () => {
    const paged = list();
    renderTable({ connection: { nodes: [{ id: "1", name: "Jan Kowalski" }], totalCount: 41, hasNextPage: true, endCursor: "c20" }, list: paged });
    expect(screen.getByRole("cell", { name: "Jan Kowalski" })).toBeInTheDocument();
    const pager = screen.getByRole("navigation");
    expect(within(pager).getByText("Strona 2")).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole("button", { name: "Następna" }));
    expect(paged.next).toHaveBeenCalledWith("c20");
  });
});

describe("FilteredStaffTable (the office's lists loaded whole)", () => {
  const rows: Row[] = [
    { id: "1", name: "Jan Kowalski" },
    { id: "2", name: "Ewa Nowak" },
  ];
  const renderFiltered = (props: Partial<Parameters<typeof FilteredStaffTable<Row>>[0]>) =>
    renderPolish(
      <FilteredStaffTable<Row>
        {...tableDefaults()}
        rows={rows}
        searchable={(r) => [r.name]}
        messages={{ loadError: "staff.fees.loadError", empty: "staff.fees.empty", filter: "staff.fees.filter" }}
        {...props}
      />,
    );

  it("narrows the rows as the user types, in any case", async () => {
    renderFiltered({});
    expect(screen.getAllByRole("row")).toHaveLength(3); // the header and both rows
    await userEvent.type(screen.getByRole("searchbox"), "NOWAK");
    expect(screen.getAllByRole("row")).toHaveLength(2);
    expect(screen.getByRole("cell", { name: "Ewa Nowak" })).toBeInTheDocument();
  });

  it("says a failed load, and an empty list", async () => {
    const onRetry = vi.fn();
    const { unmount } = renderFiltered({ rows: undefined, error: new Error("offline"), onRetry });
    await userEvent.click(screen.getByRole("button", { name: /Spróbuj ponownie/ }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderFiltered({ rows: [] });
    expect(screen.getByText(webPl["staff.fees.empty"] ?? "?")).toBeInTheDocument();
  });
});
