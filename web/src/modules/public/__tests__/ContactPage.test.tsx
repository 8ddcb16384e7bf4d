import { screen, within, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";

describe("/contact", () => {
  it("shows the company's details from the server, also in the footer, and titles the page", async () => {
    renderApp({ route: "/contact" });
    expect(await screen.findByRole("heading", { name: "Kontakt", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Kontakt — Żeglog"));
    const main = screen.getByRole("main");
    expect(await within(main).findByText("NIP 526-000-12-46", { exact: false })).toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "+48 58 123 45 67" })).toHaveAttribute("href", "tel:+48581234567");
    expect(within(main).getByText("PL 61 1090 1014 0000 0712 1981 2874")).toBeInTheDocument();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(/ul\. Morska 5, 81-300 Gdynia · NIP 526-000-12-46/)).toBeInTheDocument();
    expect(screen.queryByText(/000-000-00-00|58 000 00 00/)).toBeNull();
  });
});
