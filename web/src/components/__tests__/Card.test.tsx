import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "../Card.tsx";

const header = (card: HTMLElement) => card.querySelector(".app-card-head") as HTMLElement;
const body = (card: HTMLElement) => card.querySelector(".app-card-body") as HTMLElement;

describe("Card", () => {
  it("shows the title and the extra in a header above the children", () => {
    render(
      <Card title={<h2>Ostatnie rejsy</h2>} extra={<a href="/sailing-trips">Wszystkie</a>}>
        <p>Treść</p>
      </Card>,
    );
    const card = screen.getByRole("heading", { name: "Ostatnie rejsy" }).closest(".app-card") as HTMLElement;
    expect(header(card)).toContainElement(screen.getByRole("heading", { level: 2, name: "Ostatnie rejsy" }));
    expect(header(card)).toContainElement(screen.getByRole("link", { name: "Wszystkie" }));
    expect(body(card)).toHaveTextContent("Treść");
    expect(header(card).style.minHeight).toBe("56px");
    expect(body(card).style.padding).toBe("24px");
  });

  it("has no header without a title or an extra, and no body without children", () => {
    const { container } = render(<Card />);
    const card = container.querySelector(".app-card") as HTMLElement;
    expect(header(card)).toBeNull();
    expect(body(card)).toBeNull();
  });

  it("shows an active skeleton instead of the children while loading", async () => {
    const { container } = render(
      <Card title="Premium" loading>
        <p>Cena</p>
      </Card>,
    );
    expect(screen.queryByText("Cena")).not.toBeInTheDocument();
    await waitFor(() => expect(container.querySelector(".ant-skeleton.ant-skeleton-active")).toBeInTheDocument());
    expect(container.querySelectorAll(".ant-skeleton-paragraph > li")).toHaveLength(4);
  });

  it("is tighter in the small size and takes the caller's styles", () => {
    const { container } = render(
      <Card size="small" title="Jacht" style={{ height: "100%" }} styles={{ body: { paddingBottom: 0 } }} className="extra-class">
        Treść
      </Card>,
    );
    const card = container.querySelector(".app-card") as HTMLElement;
    expect(card).toHaveClass("app-card-small", "extra-class");
    expect(card.style.height).toBe("100%");
    expect(header(card).style.minHeight).toBe("38px");
    expect(header(card).style.padding).toBe("0px 12px");
    expect(body(card).style.paddingTop).toBe("12px");
    expect(body(card).style.paddingBottom).toBe("0px");
  });

  it("passes the id, role and aria attributes to its element", () => {
    render(
      <>
        <span id="crew-title">Załoga</span>
        <Card id="crew" role="group" aria-labelledby="crew-title">
          Treść
        </Card>
        <Card role="region" aria-label="Jachtowy sternik morski">
          Postęp
        </Card>
      </>,
    );
    const group = screen.getByRole("group", { name: "Załoga" });
    expect(group).toHaveAttribute("id", "crew");
    expect(group).toHaveClass("app-card");
    expect(screen.getByRole("region", { name: "Jachtowy sternik morski" })).toHaveTextContent("Postęp");
  });
});
