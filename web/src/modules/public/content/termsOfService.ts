import type { LegalSection } from "./LegalSection.ts";

/** Regulamin serwisu (static Polish text, spec §2). */
export const termsOfService: LegalSection[] = [
  {
    heading: "§1. Postanowienia ogólne",
    paragraphs: [
      "Regulamin określa zasady korzystania z serwisu Żeglog, prowadzonego przez Żeglog sp. z o.o. (dalej: Usługodawca).",
      "Serwis umożliwia kapitanom jachtów i motorówek prowadzenie dziennika rejsów, bazy jachtów i profilu kapitana, a kursantom zapisywanie się na rejsy planowane przez kapitanów.",
    ],
  },
  {
    heading: "§2. Konto",
    paragraphs: [
      "Do korzystania z dziennika rejsów potrzebne jest konto. Użytkownik podaje prawdziwe dane i chroni swoje hasło przed osobami trzecimi.",
      "Użytkownik może w każdej chwili zakończyć korzystanie z serwisu i poprosić o usunięcie konta.",
    ],
  },
  {
    heading: "§3. Plan Premium",
    paragraphs: [
      "Dodawanie i edycja rejsów oraz jachtów wymagają aktywnego planu Premium. Cena planu jest podana w cenniku i obejmuje podatek VAT.",
      "Plan jest aktywny przez opłacony okres i nie odnawia się automatycznie.",
    ],
  },
  {
    heading: "§4. Reklamacje",
    paragraphs: [
      "Reklamacje można składać na adres e-mail podany na stronie Kontakt. Usługodawca rozpatruje reklamację w ciągu 14 dni roboczych od jej otrzymania.",
    ],
  },
  {
    heading: "§5. Postanowienia końcowe",
    paragraphs: [
      "W sprawach nieuregulowanych regulaminem stosuje się przepisy prawa polskiego.",
      "O zmianach regulaminu Usługodawca informuje użytkowników z co najmniej 14-dniowym wyprzedzeniem.",
    ],
  },
];
