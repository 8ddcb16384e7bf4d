import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { webPl } from "../../../../i18n/catalogPl.ts";
import { QueryStateTable } from "../components/QueryStateTable.tsx";

type Row = { id: string; name: string };
const columns = [{ key: "name", title: "Nazwa", render: (_: unknown, r: Row) => r.name }];

function renderTable(props: Partial<Parameters<typeof QueryStateTable<Row>>[0]>) {
  return render(
    <IntlProvider locale="pl" messages={webPl}>
      <QueryStateTable<Row>
        rows={undefined}
        loading={false}
        error={undefined}
        onRetry={vi.fn()}
        loadErrorId="staff.plans.loadError"
        emptyText="Nie ma jeszcze planów"
        columns={columns}
        pagination={false}
        {...props}
      />
    </IntlProvider>,
  );
}

describe("QueryStateTable (a query's rows, every state said)", () => {
  it("shows the table's spinner before the first answer", () => {
    const { container } = renderTable({ loading: true });
    expect(container.querySelector(".ant-spin-spinning")).not.toBeNull();
  });

  it("says a failed load and retries it", async () => {
    const onRetry = vi.fn();
    renderTable({ error: new Error("offline"), onRetry });
    expect(screen.getByText(webPl["staff.plans.loadError"] ?? "?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Spróbuj ponownie/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the list is empty, or shows the rows", () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText("Nie ma jeszcze planów")).toBeInTheDocument();
    unmount();
    renderTable({ rows: [{ id: "1", name: "Roczny" }] });
    expect(screen.getByRole("cell", { name: "Roczny" })).toBeInTheDocument();
  });
});
