import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid } from "../components/CardGrid.tsx";

const trips = [
  { id: "p1", name: "Bałtyk 2026" },
  { id: "p2", name: "Mazury" },
  { id: "p3", name: "Chorwacja" },
];

describe("CardGrid", () => {
  it("shows the empty text and its action when there are no items", () => {
    render(
      <CardGrid
        items={[]}
        emptyText="Brak rejsów."
        emptyAction={<button type="button">Zaplanuj rejs</button>}
        countText="0 rejsów"
        label={(trip: { id: string; name: string }) => trip.name}
        renderCard={(trip) => <p>{trip.name}</p>}
      />,
    );
    expect(screen.getByText("Brak rejsów.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zaplanuj rejs" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByText("0 rejsów")).toBeNull();
  });

  it("counts all items and shows the page's items as labelled list items, then the footer", () => {
    render(
      <CardGrid
        items={trips}
        pageItems={trips.slice(0, 2)}
        emptyText="Brak rejsów."
        countText="3 rejsy"
        label={(trip) => trip.name}
        renderCard={(trip) => <p>Karta {trip.name}</p>}
        footer={<nav aria-label="Strony" />}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("3 rejsy");
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual(["Bałtyk 2026", "Mazury"]);
    expect(within(screen.getByRole("listitem", { name: "Mazury" })).getByText("Karta Mazury")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Strony" })).toBeInTheDocument();
    expect(screen.queryByText("Brak rejsów.")).toBeNull();
  });
});
