import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ListPagination } from "../../components/ListPagination.tsx";
import { webPl } from "../../i18n/catalogs.ts";
import { useListPage } from "../useListPage.ts";

const items = Array.from({ length: 25 }, (_, i) => `Kursant ${i + 1}`);

function List({ of }: { of: string[] }) {
  const listPage = useListPage();
  const { search } = useLocation();
  return (
    <>
      <ul>
        {listPage.slice(of).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ListPagination {...listPage.pagination(of.length)} />
      <output>{search}</output>
    </>
  );
}

function renderList(route: string, of = items) {
  render(
    <IntlProvider locale="pl" messages={webPl}>
      <MemoryRouter initialEntries={[route]}>
        <List of={of} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return userEvent.setup();
}

describe("useListPage + ListPagination (client-side pages of a long list)", () => {
  it("shows 20 at a time with 'Pokazano 1–20 z 25' and keeps the page in the URL", async () => {
    const user = renderList("/my-students");
    expect(screen.getAllByRole("listitem").filter((li) => li.textContent?.startsWith("Kursant"))).toHaveLength(20);
    expect(screen.getByText("Pokazano 1–20 z 25")).toBeInTheDocument();
    await user.click(within(screen.getByRole("navigation", { name: "Strony listy" })).getByTitle("2"));
    expect(await screen.findByText("Pokazano 21–25 z 25")).toBeInTheDocument();
    expect(screen.getByText("Kursant 21")).toBeInTheDocument();
    expect(screen.queryByText("Kursant 1")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("?page=2");
  });

  it("takes the page size from the URL and ignores sizes it does not offer", () => {
    renderList("/my-students?size=10&page=3");
    expect(screen.getByText("Pokazano 21–25 z 25")).toBeInTheDocument();
    renderList("/my-students?size=7");
    expect(screen.getAllByText("Pokazano 1–20 z 25")).toHaveLength(1);
  });

  it("shows no pages for a short list", () => {
    renderList("/my-students", items.slice(0, 5));
    expect(screen.queryByRole("navigation", { name: "Strony listy" })).toBeNull();
  });
});
