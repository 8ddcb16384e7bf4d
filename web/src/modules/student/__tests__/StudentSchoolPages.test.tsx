import { screen, waitFor, within } from "@testing-library/react";
import { Kind } from "graphql";
import { describe, expect, it } from "vitest";
import { authMocks } from "../../../test/authMocks.ts";
import { renderApp } from "../../../test/renderApp.tsx";
import { captain, schoolMocks as m, studentTrip } from "../../school/__tests__/schoolMocks.ts";

type Mocks = NonNullable<Parameters<typeof renderApp>[0]>["mocks"];
const open = (route: string, mocks: Mocks = []) =>
  renderApp({ route, storage: authMocks.studentStorage(), mocks: [authMocks.studentMe(authMocks.student), ...(mocks ?? [])] });

describe("student area guards and menu", () => {
  it("sends a visitor to the student login with the page to come back to", async () => {
    const { currentUrl } = renderApp({ route: "/student/enrolled-trips?status=pending" });
    await waitFor(() => expect(currentUrl()).toBe(`/student/login?redirect=${encodeURIComponent("/student/enrolled-trips?status=pending")}`));
  });

  it("links every student screen in the menu", async () => {
    const { user } = open("/student/captains", [m.myCaptains([])]);
    await user.click(await screen.findByRole("button", { name: "Otwórz menu" }));
    const nav = within(await screen.findByRole("dialog")).getByRole("navigation", { name: "Nawigacja główna" });
    for (const [label, href] of [
      ["Panel kursanta", "/student/dashboard"],
      ["Zaproszenia", "/student/invitations"],
      ["Kapitanowie", "/student/captains"],
      ["Planowane rejsy", "/student/planned-sailing-trips"],
      ["Moje zapisy", "/student/enrolled-trips"],
    ]) {
      expect(within(nav).getAllByRole("link", { name: label })[0]).toHaveAttribute("href", href);
    }
    expect(nav).not.toHaveTextContent("wkrótce");
  });
});

describe("/student/dashboard", () => {
  it("shows the next accepted trips, the pending requests and the captains, with links", async () => {
    open("/student/dashboard", [
      m.enrolledTrips([
        studentTrip({ id: "a1", name: "Bałtyk 2099", enrolmentStatus: "ACCEPTED" }),
        studentTrip({ id: "a0", name: "Dawny rejs", enrolmentStatus: "ACCEPTED", startDate: "2020-01-01", endDate: "2020-01-05" }),
        studentTrip({ id: "p1", name: "Mazury 2099", enrolmentStatus: "PENDING" }),
      ]),
      m.myCaptains([captain()]),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Witaj, Ola!" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Bałtyk 2099" })).toHaveAttribute("href", "/student/planned-sailing-trips/a1");
    expect(screen.queryByText("Dawny rejs")).toBeNull();
    expect(screen.getByRole("link", { name: "Mazury 2099" })).toHaveAttribute("href", "/student/planned-sailing-trips/p1");
    expect(await screen.findByText("Jan Kowalski")).toBeInTheDocument();
    expect(screen.getByText("Połączono 02.05.2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wszystkie oczekujące" })).toHaveAttribute("href", "/student/enrolled-trips?status=pending");
  });

  it("shows empty panels with where to go next", async () => {
    open("/student/dashboard", [m.enrolledTrips([]), m.myCaptains([])]);
    expect(await screen.findByText("Nie masz zaakceptowanych nadchodzących rejsów.")).toBeInTheDocument();
    expect(screen.getByText("Brak oczekujących zgłoszeń.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Wpisz kod zaproszenia" })).toHaveAttribute("href", "/student/invitations");
  });

  it("shows a load error in each failed panel", async () => {
    open("/student/dashboard", [m.enrolledTripsError("Serwer niedostępny"), m.myCaptainsError("Serwer niedostępny")]);
    expect(await screen.findAllByText("Nie udało się pobrać zapisów")).toHaveLength(2);
    expect(await screen.findByText("Nie udało się pobrać listy kapitanów")).toBeInTheDocument();
  });
});

describe("/student/invitations", () => {
  it("checks the code's form, then connects and says to whom", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/student/invitations", [m.acceptInvitation(calls), m.myCaptains([captain()]), m.studentTrips([])]);
    await user.click(await screen.findByRole("button", { name: /Przyjmij zaproszenie/ }));
    expect(await screen.findByText("Wpisz kod zaproszenia")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Kod zaproszenia"), "k7m2 qx9p");
    await user.click(screen.getByRole("button", { name: /Przyjmij zaproszenie/ }));
    expect(await screen.findByText("Połączono z kapitanem Jan Kowalski")).toBeInTheDocument();
    expect(calls).toEqual([{ code: "K7M2QX9P" }]);
    expect(screen.getByRole("link", { name: "Zobacz planowane rejsy" })).toHaveAttribute("href", "/student/planned-sailing-trips");
  });

  it.each([
    "Nieprawidłowy kod zaproszenia",
    "Ten kod zaproszenia wygasł",
    "Ten kod zaproszenia jest nieaktywny",
    "Limit użyć tego kodu zaproszenia został wyczerpany",
    "Jesteś już połączony z tym kapitanem",
  ])("shows the server's refusal '%s' under the field", async (message) => {
    const { user } = open("/student/invitations", [m.acceptInvitationError(message)]);
    await user.type(await screen.findByLabelText("Kod zaproszenia"), "ABCD2345");
    await user.click(screen.getByRole("button", { name: /Przyjmij zaproszenie/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Kod zaproszenia")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("/student/captains", () => {
  it("lists the captains and disconnects after a confirmation", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = open("/student/captains", [m.myCaptains([captain()], { uses: 1 }), m.myCaptains([]), m.disconnectCaptain(calls), m.studentTrips([])]);
    const card = await screen.findByRole("listitem", { name: "Jan Kowalski" });
    for (const text of ["jan@example.com", "+48 600 100 200", "02.05.2026"]) expect(within(card).getByText(text)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Odłącz od kapitana Jan Kowalski" }));
    const dialog = await screen.findByRole("dialog", { name: "Odłączyć od kapitana?" });
    expect(within(dialog).getByText(/potrzebny będzie nowy kod zaproszenia/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Odłącz" }));
    expect(await screen.findByText("Odłączono od kapitana Jan Kowalski")).toBeInTheDocument();
    expect(calls).toEqual([{ id: "c1" }]);
    expect(await screen.findByText("Nie jesteś połączony z żadnym kapitanem.")).toBeInTheDocument();
  });

  it("shows loading and a load error", async () => {
    open("/student/captains", [m.myCaptainsError("Serwer niedostępny")]);
    expect(await screen.findByText("Nie udało się pobrać listy kapitanów")).toBeInTheDocument();
  });
});

describe("/student/planned-sailing-trips", () => {
  it("lists the trips with the captain, free spots and own state", async () => {
    open("/student/planned-sailing-trips", [
      m.studentTrips(
        [
          studentTrip(),
          studentTrip({ id: "p2", name: "Pełny rejs", spotsLeft: 0, canJoin: false }),
          studentTrip({ id: "p3", name: "Bez limitu", spotsLeft: null, maxCrewMembers: null, enrolmentStatus: "PENDING" }),
        ],
        { delay: 1500 },
      ),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Planowane rejsy" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Ładowanie");
    const card = await screen.findByRole("listitem", { name: "Bałtyk 2026" });
    for (const text of ["Jan Kowalski", "Wolne miejsca: 5", "Nie zapisano", "Gdynia → Hel"]) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Pełny rejs" })).getByText("Brak wolnych miejsc")).toBeInTheDocument();
    const pending = screen.getByRole("listitem", { name: "Bez limitu" });
    expect(within(pending).getByText("Bez limitu miejsc")).toBeInTheDocument();
    expect(within(pending).getByText("Oczekuje")).toBeInTheDocument();
  });
});

describe("/student/planned-sailing-trips/:id", () => {
  it("joins with notes through the modal", async () => {
    const calls: Record<string, unknown>[] = [];
    const joined = studentTrip({ enrolmentStatus: "PENDING", canJoin: false, canLeave: true, myNotes: "Mam patent", joinedAt: "2026-05-03T09:00:00.000Z" });
    const { user } = open("/student/planned-sailing-trips/p1", [
      m.studentTrip(studentTrip(), { uses: 1 }),
      m.join(calls, joined),
      m.studentTrips([joined]),
      m.enrolledTrips([joined]),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Bałtyk 2026" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zapisz się" }));
    const dialog = await screen.findByRole("dialog", { name: "Zapis na rejs „Bałtyk 2026”" });
    await user.type(within(dialog).getByLabelText("Uwagi dla kapitana (opcjonalnie)"), "Mam patent");
    await user.click(within(dialog).getByRole("button", { name: /Wyślij zgłoszenie/ }));
    expect(await screen.findByText("Zgłoszenie zostało wysłane — czeka na decyzję kapitana")).toBeInTheDocument();
    expect(calls).toEqual([{ id: "p1", notes: "Mam patent" }]);
    expect(await screen.findByText("Twoje zgłoszenie czeka na decyzję kapitana.")).toBeInTheDocument();
    expect(screen.getByLabelText("Moje uwagi dla kapitana")).toHaveValue("Mam patent");
  });

  it("says 'Brak wolnych miejsc' when full and that an inactive trip cannot be joined", async () => {
    const first = open("/student/planned-sailing-trips/p1", [m.studentTrip(studentTrip({ spotsLeft: 0, canJoin: false }))]);
    expect(await screen.findByRole("heading", { level: 1, name: "Bałtyk 2026" })).toBeInTheDocument();
    expect(screen.getAllByText("Brak wolnych miejsc").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Zapisz się" })).toBeNull();
    first.unmount();
    open("/student/planned-sailing-trips/p1", [m.studentTrip(studentTrip({ isActive: false, canJoin: false }))]);
    expect(await screen.findByText("Rejs jest nieaktywny — nie można się na niego zapisać.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Zapisz się" })).toBeNull();
  });

  it("shows the server's message when the trip filled up meanwhile", async () => {
    const { user } = open("/student/planned-sailing-trips/p1", [m.studentTrip(studentTrip()), m.joinError("Brak wolnych miejsc")]);
    await user.click(await screen.findByRole("button", { name: "Zapisz się" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /Wyślij zgłoszenie/ }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Brak wolnych miejsc");
  });

  it("edits the own notes and leaves after a confirmation", async () => {
    const notesCalls: Record<string, unknown>[] = [];
    const leaveCalls: Record<string, unknown>[] = [];
    const accepted = studentTrip({ enrolmentStatus: "ACCEPTED", canJoin: false, canLeave: true, myNotes: "Stare", joinedAt: "2026-05-03T09:00:00.000Z" });
    const { user } = open("/student/planned-sailing-trips/p1", [
      m.studentTrip(accepted, { uses: 1 }),
      m.updateNotes(notesCalls, { ...accepted, myNotes: "Nowe uwagi" }),
      m.leave(leaveCalls, studentTrip()),
      m.studentTrips([studentTrip()]),
      m.enrolledTrips([]),
    ]);
    const notes = await screen.findByLabelText("Moje uwagi dla kapitana");
    expect(screen.getByText("zgłoszono 03.05.2026")).toBeInTheDocument();
    await user.clear(notes);
    await user.type(notes, "Nowe uwagi");
    await user.click(screen.getByRole("button", { name: /Zapisz uwagi/ }));
    await waitFor(() => expect(notesCalls).toEqual([{ id: "p1", notes: "Nowe uwagi" }]));

    await user.click(screen.getByRole("button", { name: "Wypisz się" }));
    const dialog = await screen.findByRole("dialog", { name: "Wypisać się z rejsu?" });
    expect(within(dialog).getByText(/Zwolnisz swoje miejsce w załodze/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Wypisz się" }));
    expect(await screen.findByText("Wypisano z rejsu")).toBeInTheDocument();
    expect(leaveCalls).toEqual([{ id: "p1" }]);
    expect(await screen.findByRole("button", { name: "Zapisz się" })).toBeInTheDocument();
  });

  it("offers no way out of a trip that has started, and says why", async () => {
    const started = studentTrip({ enrolmentStatus: "ACCEPTED", canJoin: false, canLeave: false, joinedAt: "2026-05-03T09:00:00.000Z" });
    open("/student/planned-sailing-trips/p1", [m.studentTrip(started)]);
    expect(await screen.findByText(/Rejs już się rozpoczął — nie można się z niego wypisać/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Wypisz się" })).toBeNull();
  });
});

describe("/student/enrolled-trips", () => {
  it("filters all / pending / accepted / rejected through the URL", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user, currentUrl } = open("/student/enrolled-trips", [
      m.enrolledTrips([studentTrip({ enrolmentStatus: "PENDING" })], { match: (v) => v.status == null, calls }),
      m.enrolledTrips([], { match: (v) => v.status === "REJECTED", calls }),
    ]);
    expect(await screen.findByRole("listitem", { name: "Bałtyk 2026" })).toBeInTheDocument();
    await user.click(screen.getByText("Odrzucone"));
    expect(await screen.findByText("Brak odrzuconych zgłoszeń.")).toBeInTheDocument();
    expect(currentUrl()).toBe("/student/enrolled-trips?status=rejected");
    expect(calls.map((c) => c.status ?? null)).toEqual([null, "REJECTED"]);
  });
});

describe.each([
  {
    list: "/student/planned-sailing-trips",
    empty: { route: "/student/planned-sailing-trips", mock: m.studentTrips([]), text: "Brak planowanych rejsów Twoich kapitanów." },
    failed: { route: "/student/planned-sailing-trips", mock: m.studentTripsError("Serwer niedostępny"), text: "Nie udało się pobrać planowanych rejsów" },
  },
  {
    list: "/student/enrolled-trips",
    empty: { route: "/student/enrolled-trips?status=accepted", mock: m.enrolledTrips([]), text: "Brak zaakceptowanych zapisów." },
    failed: { route: "/student/enrolled-trips", mock: m.enrolledTripsError("Serwer niedostępny"), text: "Nie udało się pobrać zapisów" },
  },
])("$list", ({ empty, failed }) => {
  it("shows the empty state and a load error", async () => {
    const first = open(empty.route, [empty.mock]);
    expect(await screen.findByText(empty.text)).toBeInTheDocument();
    first.unmount();
    open(failed.route, [failed.mock]);
    expect(await screen.findByText(failed.text)).toBeInTheDocument();
  });
});

describe("student operations", () => {
  it("are all named Student… so the client sends them with the student's token", async () => {
    const documents = [
      ...Object.values(await import("../graphql/studentSchoolQueries.ts")),
      ...Object.values(await import("../graphql/studentSchoolMutations.ts")),
      ...Object.values(await import("../graphql/studentPasswordMutations.ts")),
    ];
    const names = documents.flatMap((doc) => doc.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? ""] : [])));
    expect(names.length).toBe(11);
    expect(names.filter((name) => !name.startsWith("Student"))).toEqual([]);
  });
});
