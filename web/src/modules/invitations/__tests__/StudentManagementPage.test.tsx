import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { connectedStudent, schoolMocks as m } from "../../school/__tests__/schoolMocks.ts";

type Mocks = NonNullable<Parameters<typeof renderApp>[0]>["mocks"];
const open = (route: string, mocks: Mocks = []) => renderAsCaptain(route, mocks);

describe("/my-students and /student-management", () => {
  it("lists the students with contact data, connection date and enrolments", async () => {
    open("/my-students", [
      m.myStudents([connectedStudent(), connectedStudent({ id: "s2", firstName: "Piotr", lastName: "Zieliński", phone: "", enrolments: [] })], { delay: 1500 }),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Moi kursanci" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Ładowanie");
    expect(await screen.findByText("2 kursantów")).toBeInTheDocument();
    const second = screen.getByRole("listitem", { name: "Piotr Zieliński" });
    expect(within(second).getByText("Brak zapisów na Twoje rejsy.")).toBeInTheDocument();
    expect(within(second).getByText("—")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Odłącz/ })).toBeNull();
  });

  it("shows the empty state with a link to the invitations", async () => {
    open("/my-students", [m.myStudents([])]);
    expect(await screen.findByText("Nie masz jeszcze połączonych kursantów.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Utwórz zaproszenie" })).toHaveAttribute("href", "/invitations");
  });

  it("shows a load error", async () => {
    open("/my-students", [m.myStudentsError("Serwer niedostępny")]);
    expect(await screen.findByText("Nie udało się pobrać listy kursantów")).toBeInTheDocument();
  });

  it("disconnects a student after a confirmation that says what happens", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/student-management", [m.myStudents([connectedStudent()], { uses: 1 }), m.myStudents([]), m.disconnectStudent(calls)]);
    await user.click(await screen.findByRole("button", { name: "Odłącz kursanta Ola Nowak" }));
    const dialog = await screen.findByRole("dialog", { name: "Odłączyć kursanta?" });
    expect(within(dialog).getByText(/zapisy na Twoje przyszłe rejsy zostaną wycofane/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Odłącz" }));
    expect(await screen.findByText("Kursant Ola Nowak został odłączony")).toBeInTheDocument();
    expect(calls).toEqual([{ id: "s1" }]);
    expect(await screen.findByText("Nie masz jeszcze połączonych kursantów.")).toBeInTheDocument();
  });
});
