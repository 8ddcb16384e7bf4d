import { screen, within, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_ID, pageDataElement } from "../../../lib/pageData.ts";
import { renderApp } from "../../../test/renderApp.tsx";

// The footer's details come with the page, as the server writes them (api/src/http/static.ts).
// (Another address than the server's: the footer asks no one.)
const company = {
  name: "Żeglog sp. z o.o.",
  address: "ul. Stoczniowa 2, 80-001 Gdańsk",
  nip: "526-000-12-46",
  phone: "+48 58 123 45 67",
  email: "biuro@zeglog.pl",
};
beforeAll(() => {
  document.head.insertAdjacentHTML("beforeend", pageDataElement({ company }, "n"));
  expect(document.getElementById(PAGE_DATA_ID)).not.toBeNull();
});

describe("/contact", () => {
  it("shows the company's details from the server, the footer those the page came with, and titles the page", async () => {
    renderApp({ route: "/contact" });
    expect(await screen.findByRole("heading", { name: "Kontakt", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Kontakt — Żeglog"));
    const main = screen.getByRole("main");
    expect(await within(main).findByText("NIP 526-000-12-46", { exact: false })).toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "+48 58 123 45 67" })).toHaveAttribute("href", "tel:+48581234567");
    expect(within(main).getByText("PL 61 1090 1014 0000 0712 1981 2874")).toBeInTheDocument();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(/ul\. Stoczniowa 2, 80-001 Gdańsk · NIP 526-000-12-46/)).toBeInTheDocument();
    expect(within(main).queryByText(/Stoczniowa/)).toBeNull();
    expect(within(footer).getByRole("link", { name: "+48 58 123 45 67" })).toHaveAttribute("href", "tel:+48581234567");
    expect(screen.queryByText(/000-000-00-00|58 000 00 00/)).toBeNull();
  });
});
