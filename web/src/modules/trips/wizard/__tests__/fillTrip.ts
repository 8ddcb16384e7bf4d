import { fireEvent, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { fillDateInput } from "../../../../test/fillDateInput.ts";
import { chooseOption } from "./wizardHarness.tsx";

const fill = (label: string, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const fillDate = (label: string, iso: string) => fillDateInput(screen.getByLabelText(label), iso);
const next = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Dalej" }));

/** Fills steps 1–4 of a new trip (two visited ports, one crew member with his own role) and opens the summary. */
export async function fillTrip(user: UserEvent) {
  fill("Imię", " Jan ");
  fill("Nazwisko", "Kowalski");
  fill("Telefon", "+48 600 100 200");
  await chooseOption(user, "Rodzaj patentu", "Kapitan jachtowy (PZŻ)");
  fill("Numer patentu", "PL-123");
  await next(user);

  fill("Nazwa jachtu", "Zawisza");
  fill("Numer rejestracyjny", "POL-1");
  fill("Port macierzysty", "Gdynia");
  fill("Długość kadłuba", "12.5");
  fill("Liczba silników", "1");
  fill("Moc silnika", "40");
  await next(user);

  fill("Port zaokrętowania", "Gdynia");
  await user.click(screen.getByLabelText("Port zaokrętowania jest pływowy"));
  fill("Port wyokrętowania", "Kilonia");
  fill("Nazwa portu", "Bornholm", screen.getByRole("group", { name: "Odwiedzony port 1" }));
  await user.click(screen.getByRole("button", { name: "Dodaj port" }));
  const second = screen.getByRole("group", { name: "Odwiedzony port 2" });
  fill("Nazwa portu", "Kopenhaga", second);
  await user.click(within(second).getByLabelText("Port pływowy"));
  await user.click(screen.getByRole("button", { name: "Dodaj port" })); // left blank: dropped on save
  fill("Przebyty dystans", "320.5");
  fillDate("Data zaokrętowania", "2025-06-01");
  fillDate("Data wyokrętowania", "2025-06-08");
  fill("Godziny pod żaglami", "70");
  fill("Godziny pracy silnika", "6");
  fill("Godziny postoju", "90");
  await next(user);

  await user.click(screen.getByRole("button", { name: "Dodaj członka załogi" }));
  const member = screen.getByRole("group", { name: "Członek załogi 1" });
  fill("Imię i nazwisko", "Anna Nowak", member);
  await chooseOption(user, "Funkcja na jachcie", "Inna funkcja", member);
  fill("Nazwa funkcji", "Kuk", member);
  await chooseOption(user, "Opinia kapitana", "Pozytywna", member);
  await chooseOption(user, "Wykonywanie obowiązków", "Dobrze", member);
  await chooseOption(user, "Choroba morska", "Nie chorował(a)", member);
  await chooseOption(user, "Odporność na trudne warunki", "Dobra", member);
  await next(user);
  await screen.findByRole("heading", { level: 2, name: "Podsumowanie" });
}
