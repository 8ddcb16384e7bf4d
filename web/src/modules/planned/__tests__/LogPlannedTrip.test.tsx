import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { schoolMocks as m } from "../../school/__tests__/schoolMocks.ts";
import { chooseOption } from "../../trips/wizard/__tests__/wizardHarness.tsx";
import { yachtMocks } from "../../yachts/__tests__/yachtMocks.ts";

type Mocks = NonNullable<Parameters<typeof renderApp>[0]>["mocks"];
const open = (route: string, mocks: Mocks = []) => renderAsCaptain(route, mocks);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const crew = (firstName: string, lastName: string, email: string, phone: string) => ({ __typename: "TripLogDraftCrew", firstName, lastName, email, phone });
const draft = {
  embarkationDate: "2025-05-01",
  disembarkationDate: "2025-05-04",
  embarkationPort: "Gdynia",
  disembarkationPort: "Hel",
  yachtName: "Zawisza Czarny",
  yachtType: "szkuner",
  yachtId: "y1",
  crewMembers: [crew("Ola", "Nowak", "ola@example.com", "+48 600 300 400"), crew("Piotr", "Zieliński", "piotr@example.com", "")],
};

describe("/sailing-trips/new?fromPlanned=… ('Zaloguj rejs')", () => {
  it("prefills the wizard with the dates, ports, the database yacht and the accepted students as crew", async () => {
    const { user } = open("/sailing-trips/new?fromPlanned=p2", [m.logDraft("p2", draft), yachtMocks.one(yachtMocks.yacht())]);
    expect(await screen.findByRole("heading", { level: 1, name: "Nowy rejs" })).toBeInTheDocument();
    expect(screen.getByText("Dane z planowanego rejsu")).toBeInTheDocument();
    expect(screen.getByText(/Uzupełniono daty, porty, jacht i 2 kursantów jako członków załogi/)).toBeInTheDocument();

    fill("Imię", "Jan");
    fill("Nazwisko", "Kowalski");
    fill("Telefon", "+48 600 100 200");
    await chooseOption(user, "Rodzaj patentu", "Kapitan jachtowy (PZŻ)");
    fill("Numer patentu", "PL-123");
    await user.click(screen.getByRole("button", { name: "Dalej" }));

    expect(await screen.findByLabelText("Nazwa jachtu")).toHaveValue("Zawisza Czarny");
    expect(screen.getByLabelText("Numer rejestracyjny")).toHaveValue("POL-1234");
    expect(screen.getByLabelText("Port macierzysty")).toHaveValue("Gdynia");
    await user.click(screen.getByRole("button", { name: "Dalej" }));

    expect(await screen.findByLabelText("Port zaokrętowania")).toHaveValue("Gdynia");
    expect(screen.getByLabelText("Port wyokrętowania")).toHaveValue("Hel");
    expect(screen.getByLabelText("Data zaokrętowania")).toHaveValue("01.05.2025");
    expect(screen.getByLabelText("Data wyokrętowania")).toHaveValue("04.05.2025");
    fill("Przebyty dystans", "80");
    fill("Godziny pod żaglami", "30");
    fill("Godziny pracy silnika", "4");
    fill("Godziny postoju", "40");
    await user.click(screen.getByRole("button", { name: "Dalej" }));

    const first = await screen.findByRole("group", { name: "Członek załogi 1" });
    expect(within(first).getByLabelText("Imię i nazwisko")).toHaveValue("Ola Nowak");
    expect(within(first).getByLabelText("Adres e-mail")).toHaveValue("ola@example.com");
    expect(within(first).getByLabelText("Telefon")).toHaveValue("+48 600 300 400");
    expect(within(screen.getByRole("group", { name: "Członek załogi 2" })).getByLabelText("Imię i nazwisko")).toHaveValue("Piotr Zieliński");
  }, 60_000);

  it("says why when the planned trip cannot be logged yet", async () => {
    open("/sailing-trips/new?fromPlanned=p1", [m.logDraftError("Rejs można zalogować dopiero po dacie jego zakończenia")]);
    expect(await screen.findByText("Nie udało się wczytać planowanego rejsu")).toBeInTheDocument();
    expect(screen.getByText(/Rejs można zalogować dopiero po dacie jego zakończenia/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wróć do rejsu" })).toHaveAttribute("href", "/planned-sailing-trips/p1");
  });
});
