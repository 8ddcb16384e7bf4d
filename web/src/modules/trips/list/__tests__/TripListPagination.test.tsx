import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAsCaptain } from "../../../../test/renderAsCaptain.ts";
import { tripScreenMocks as m } from "../../shared/__tests__/tripScreenMocks.ts";

const many = Array.from({ length: 45 }, (_, i) => m.listTrip({ id: `t${i + 1}`, yachtName: `Jacht ${i + 1}` }));

function renderList(route: string) {
  return renderAsCaptain(route, [m.tripsList(many, { uses: 3 })]);
}

describe("/sailing-trips pages", () => {
  it("shows the cards 20 at a time with 'Pokazano 1–20 z 45' and keeps the page in the URL", async () => {
    const { user, currentUrl } = renderList("/sailing-trips");
    expect(await screen.findByText("Pokazano 1–20 z 45")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").filter((li) => li.closest(".ant-row"))).toHaveLength(20);
    const pages = screen.getByRole("navigation", { name: "Strony listy" });
    await user.click(within(pages).getByTitle("3"));
    expect(await screen.findByText("Pokazano 41–45 z 45")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jacht 41" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Jacht 1" })).toBeNull();
    expect(currentUrl()).toBe("/sailing-trips?page=3");
  });

  it("opens the page and size given in the URL, in the table too", async () => {
    renderList("/sailing-trips?view=table&page=2&size=10");
    const table = await screen.findByRole("table");
    expect(await screen.findByText("Pokazano 11–20 z 45")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "Jacht 11" })).toBeInTheDocument();
    expect(within(table).queryByRole("link", { name: "Jacht 21" })).toBeNull();
  });

  it("shows the last page for a page past the end", async () => {
    renderList("/sailing-trips?page=99");
    expect(await screen.findByText("Pokazano 41–45 z 45")).toBeInTheDocument();
  });
});
