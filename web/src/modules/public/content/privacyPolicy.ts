import type { LegalSection } from "./LegalSection.ts";

/** Polityka prywatności (static Polish text, spec §2). */
export const privacyPolicy: LegalSection[] = [
  {
    heading: "1. Administrator danych",
    paragraphs: ["Administratorem danych osobowych jest Żeglog sp. z o.o. Dane kontaktowe administratora znajdują się na stronie Kontakt."],
  },
  {
    heading: "2. Jakie dane przetwarzamy",
    paragraphs: [
      "Przetwarzamy dane podane przy rejestracji (imię i nazwisko, adres e-mail, numer telefonu) oraz dane wpisane do dziennika rejsów, w tym dane członków załogi.",
      "Kapitan wpisujący dane członków załogi odpowiada za to, że ma podstawę do ich przekazania.",
    ],
  },
  {
    heading: "3. Cel i podstawa przetwarzania",
    paragraphs: [
      "Dane przetwarzamy w celu świadczenia usług serwisu (art. 6 ust. 1 lit. b RODO), rozliczeń (art. 6 ust. 1 lit. c RODO) oraz obsługi reklamacji i bezpieczeństwa serwisu (art. 6 ust. 1 lit. f RODO).",
    ],
  },
  {
    heading: "4. Prawa użytkownika",
    paragraphs: [
      "Użytkownik ma prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
    ],
  },
  {
    heading: "5. Pamięć przeglądarki",
    paragraphs: [
      "Serwis zapisuje w pamięci przeglądarki (localStorage) wybrany język oraz dane sesji zalogowanego użytkownika. Nie używamy plików cookie do celów reklamowych.",
    ],
  },
];
