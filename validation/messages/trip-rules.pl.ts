// The trip form's plausibility rules (validation/trip-rules.ts): hours that fit the voyage, tidal
// hours that fit the hours underway, visited-port dates inside the voyage, 2 decimals at most.
export const tripRulesPl = {
  "validation.number.decimals": "Podaj liczbę z co najwyżej 2 miejscami po przecinku",
  "validation.trip.hours.exceedVoyage": "Godziny żeglugi, pracy silnika i postoju razem przekraczają czas trwania rejsu: (liczba dni między datami + 1) × 24 h",
  "validation.trip.tidalHours.exceedUnderway": "Godziny na wodach pływowych nie mogą przekraczać godzin żeglugi pod żaglami i na silniku razem",
  "validation.trip.tidalHours.confirmWithoutPorts":
    "Podano godziny na wodach pływowych, ale żaden port nie jest oznaczony jako pływowy. Oznacz porty pływowe albo potwierdź, że dane są prawidłowe.",
  "validation.trip.visitedPort.arrivalOutsideVoyage": "Data przybycia musi mieścić się między datą zaokrętowania a datą wyokrętowania",
  "validation.trip.visitedPort.departureOutsideVoyage": "Data wypłynięcia musi mieścić się między datą zaokrętowania a datą wyokrętowania",
  "validation.trip.visitedPort.departureBeforeArrival": "Data wypłynięcia nie może być wcześniejsza niż data przybycia",
};
