import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fillDateInput } from "../../../test/fillDateInput.ts";
import { renderApp } from "../../../test/renderApp.tsx";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";
import { enrolment, enrolmentChange, plannedTrip, schoolMocks as m } from "../../school/__tests__/schoolMocks.ts";
import { yachtMocks } from "../../yachts/__tests__/yachtMocks.ts";

type Mocks = NonNullable<Parameters<typeof renderApp>[0]>["mocks"];
const open = (route: string, mocks: Mocks = []) => renderAsCaptain(route, mocks);

const YACHT_ID = "6f1c2f9e-1d2b-4c3a-9e8f-7a6b5c4d3e2f";
const past = plannedTrip({
  id: "p2",
  name: "Majówka 2025",
  startDate: "2025-05-01",
  endDate: "2025-05-04",
  maxCrewMembers: null,
  spotsLeft: null,
  isActive: false,
  acceptedCount: 0,
  pendingCount: 0,
});

describe("/planned-sailing-trips", () => {
  it("shows a spinner, then the upcoming trips; the filter shows ended ones", async () => {
    const { user, currentUrl } = open("/planned-trips", [m.plannedTrips([plannedTrip(), past], { delay: 1500 })]);
    expect(await screen.findByRole("heading", { level: 1, name: "Planowane rejsy" })).toBeInTheDocument();
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Ładowanie");
    const card = await screen.findByRole("listitem", { name: "Bałtyk 2026" });
    for (const text of ["01.07.2099 – 08.07.2099", "Gdynia → Hel", "Zawisza Czarny", "1 z 6 miejsc zajętych", "Aktywny"]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole("link", { name: "Bałtyk 2026" })).toHaveAttribute("href", "/planned-sailing-trips/p1");
    expect(screen.queryByRole("listitem", { name: "Majówka 2025" })).toBeNull();
    await user.click(screen.getByText("Zakończone"));
    const ended = await screen.findByRole("listitem", { name: "Majówka 2025" });
    for (const text of ["Zakończony", "Nieaktywny", "0 zaakceptowanych (bez limitu)"]) expect(within(ended).getByText(text)).toBeInTheDocument();
    expect(within(ended).getByRole("link", { name: "Zaloguj rejs" })).toHaveAttribute("href", "/sailing-trips/new?fromPlanned=p2");
    expect(within(card).queryByRole("link", { name: "Zaloguj rejs" })).toBeNull();
    expect(currentUrl()).toBe("/planned-trips?show=past");
    expect(screen.getAllByRole("link", { name: "+ Zaplanuj rejs" })[0]).toHaveAttribute("href", "/planned-sailing-trips/new");
  });

  it("shows the empty state and a load error", async () => {
    const first = open("/planned-sailing-trips", [m.plannedTrips([])]);
    expect(await screen.findByText("Nie masz jeszcze planowanych rejsów.")).toBeInTheDocument();
    first.unmount();
    open("/planned-sailing-trips", [m.plannedTripsError("Serwer niedostępny")]);
    expect(await screen.findByText("Nie udało się pobrać planowanych rejsów")).toBeInTheDocument();
    expect(screen.getByText("Serwer niedostępny")).toBeInTheDocument();
  });
});

describe("/planned-sailing-trips/new", () => {
  it("checks the fields with the shared rules, then creates the trip and opens it", async () => {
    const calls: Record<string, unknown>[] = [];
    const created = plannedTrip({ id: "p9", name: "Rejs na Bornholm" });
    const { user, currentUrl } = open("/planned-sailing-trips/new", [
      yachtMocks.list([yachtMocks.yacht({ id: YACHT_ID })], { uses: 5 }),
      m.createPlannedTrip(calls, created),
      m.plannedTrip(created),
      m.plannedTrips([created]),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Zaplanuj rejs" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Zapisz rejs/ }));
    expect(await screen.findByText("Nazwa rejsu jest wymagana")).toBeInTheDocument();
    expect(screen.getByText("Jacht jest wymagany")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText("Nazwa rejsu"), "Rejs na Bornholm");
    fillDateInput(screen.getByLabelText("Data rozpoczęcia"), "2099-07-10");
    fillDateInput(screen.getByLabelText("Data zakończenia"), "2099-07-01");
    await user.type(screen.getByLabelText("Port zaokrętowania"), "Gdynia");
    await user.type(screen.getByLabelText("Port wyokrętowania"), "Rønne");
    await user.type(screen.getByLabelText("Jacht"), "Zaw");
    await user.click(await screen.findByText("Zawisza Czarny (POL-1234)"));
    await user.type(screen.getByLabelText("Maksymalna liczba załogantów"), "6");
    await user.click(screen.getByRole("button", { name: /Zapisz rejs/ }));
    expect(await screen.findByText("Data zakończenia nie może być wcześniejsza niż data rozpoczęcia")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fillDateInput(screen.getByLabelText("Data zakończenia"), "2099-07-17");
    await user.click(screen.getByRole("button", { name: /Zapisz rejs/ }));
    await waitFor(() => expect(currentUrl()).toBe("/planned-sailing-trips/p9"));
    expect(calls).toEqual([
      {
        input: {
          name: "Rejs na Bornholm",
          description: null,
          startDate: "2099-07-10",
          endDate: "2099-07-17",
          embarkationPort: "Gdynia",
          disembarkationPort: "Rønne",
          yachtId: YACHT_ID,
          yachtName: "Zawisza Czarny",
          yachtType: "",
          maxCrewMembers: 6,
          isActive: true,
        },
      },
    ]);
    expect(await screen.findByText("Planowany rejs został utworzony")).toBeInTheDocument();
  }, 60_000);
});

describe("/planned-sailing-trips/:id", () => {
  const trip = plannedTrip({
    enrolments: [
      enrolment({
        history: [enrolmentChange(), enrolmentChange({ at: "2026-05-04T09:00:00.000Z", fromStatus: "PENDING", note: "student_notes" })],
      }),
      enrolment({
        id: "e2",
        status: "ACCEPTED",
        studentNotes: null,
        captainNotes: "Dobry sternik",
        student: { __typename: "EnrolledStudent", id: "s2", firstName: "Piotr", lastName: "Zieliński", email: "piotr@example.com", phone: "" },
      }),
      enrolment({
        id: "e3",
        status: "REJECTED",
        student: { __typename: "EnrolledStudent", id: "s3", firstName: "Ewa", lastName: "Lis", email: "ewa@example.com", phone: "" },
      }),
    ],
  });

  it("groups the students pending / accepted / rejected with join date, both notes and history", async () => {
    const { user } = open("/planned-sailing-trips/p1", [m.plannedTrip(trip)]);
    expect(await screen.findByRole("heading", { level: 1, name: "Bałtyk 2026" })).toBeInTheDocument();
    const pending = screen.getByRole("region", { name: "Oczekujące (1)" });
    const ola = within(pending).getByRole("listitem", { name: "Ola Nowak" });
    for (const text of ["ola@example.com", "03.05.2026", "Mam patent żeglarza"]) expect(within(ola).getByText(text)).toBeInTheDocument();
    expect(within(ola).getByRole("button", { name: "Akceptuj: Ola Nowak" })).toBeEnabled();
    expect(within(ola).getByRole("button", { name: "Odrzuć: Ola Nowak" })).toBeEnabled();
    await user.click(within(ola).getByText("Historia zmian (2)"));
    expect(await within(ola).findByText("Nie zapisano → Oczekuje")).toBeInTheDocument();
    expect(within(ola).getByText("Zmiana uwag kursanta")).toBeInTheDocument();
    expect(within(ola).getAllByText(/kursant Ola Nowak/)).toHaveLength(2);

    const accepted = screen.getByRole("region", { name: "Zaakceptowani (1)" });
    expect(within(accepted).getByLabelText("Notatki kapitana")).toHaveValue("Dobry sternik");
    const rejected = screen.getByRole("region", { name: "Odrzuceni (1)" });
    expect(within(rejected).getByRole("button", { name: "Pozwól zapisać się ponownie: Ewa Lis" })).toBeEnabled();
    // not ended yet: logging waits for the end date
    expect(screen.getByRole("button", { name: "Zaloguj rejs" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Edytuj" })).toHaveAttribute("href", "/planned-sailing-trips/edit/p1");
  });

  it("accepts a student", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/planned-sailing-trips/p1", [m.plannedTrip(trip), m.decideEnrolment(calls, enrolment({ status: "ACCEPTED" }))]);
    await user.click(await screen.findByRole("button", { name: "Akceptuj: Ola Nowak" }));
    await waitFor(() => expect(calls).toEqual([{ id: "e1", input: { status: "ACCEPTED" } }]));
  });

  it("shows the server's message when accepting would exceed the crew limit", async () => {
    const { user } = open("/planned-sailing-trips/p1", [m.plannedTrip(trip), m.decideEnrolmentError("Brak wolnych miejsc")]);
    await user.click(await screen.findByRole("button", { name: "Akceptuj: Ola Nowak" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Brak wolnych miejsc");
  });

  it("offers 'Zaloguj rejs' once the end date has passed", async () => {
    open("/planned-sailing-trips/p2", [m.plannedTrip(past)]);
    expect(await screen.findByRole("link", { name: "Zaloguj rejs" })).toHaveAttribute("href", "/sailing-trips/new?fromPlanned=p2");
    expect(screen.getByText("Nikt jeszcze nie zapisał się na ten rejs.")).toBeInTheDocument();
  });

  it("says when the trip does not exist", async () => {
    open("/planned-sailing-trips/nope", [m.plannedTripNotFound("nope")]);
    expect(await screen.findByText("Nie znaleziono planowanego rejsu")).toBeInTheDocument();
  });

  it("deletes the trip after a confirmation", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = open("/planned-sailing-trips/p1", [m.plannedTrip(trip), m.deletePlannedTrip(calls), m.plannedTrips([])]);
    await user.click(await screen.findByRole("button", { name: "Usuń" }));
    const dialog = await screen.findByRole("dialog", { name: "Usunąć planowany rejs?" });
    await user.click(within(dialog).getByRole("button", { name: "Usuń" }));
    await waitFor(() => expect(currentUrl()).toBe("/planned-sailing-trips"));
    expect(calls).toEqual([{ id: "p1" }]);
    expect(await screen.findByText("Planowany rejs został usunięty")).toBeInTheDocument();
  });
});
