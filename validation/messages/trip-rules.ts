// The trip form's plausibility rules (validation/trip-rules.ts): hours that fit the voyage, tidal
// hours that fit the hours underway, visited-port dates inside the voyage, 2 decimals at most.
import { defineMessages } from "./define.ts";

export const tripRulesMessages = defineMessages({
  pl: {
    "validation.number.decimals": "Podaj liczbę z co najwyżej 2 miejscami po przecinku",
    "validation.trip.hours.exceedVoyage":
      "Godziny żeglugi, pracy silnika i postoju razem przekraczają czas trwania rejsu: (liczba dni między datami + 1) × 24 h",
    "validation.trip.tidalHours.exceedUnderway": "Godziny na wodach pływowych nie mogą przekraczać godzin żeglugi pod żaglami i na silniku razem",
    "validation.trip.tidalHours.confirmWithoutPorts":
      "Podano godziny na wodach pływowych, ale żaden port nie jest oznaczony jako pływowy. Oznacz porty pływowe albo potwierdź, że dane są prawidłowe.",
    "validation.trip.visitedPort.arrivalOutsideVoyage": "Data przybycia musi mieścić się między datą zaokrętowania a datą wyokrętowania",
    "validation.trip.visitedPort.departureOutsideVoyage": "Data wypłynięcia musi mieścić się między datą zaokrętowania a datą wyokrętowania",
    "validation.trip.visitedPort.departureBeforeArrival": "Data wypłynięcia nie może być wcześniejsza niż data przybycia",
  },
  en: {
    "validation.number.decimals": "Enter a number with at most 2 decimal places",
    "validation.trip.hours.exceedVoyage": "Sailing, engine and mooring hours together exceed the length of the voyage: (days between the dates + 1) × 24 h",
    "validation.trip.tidalHours.exceedUnderway": "Hours in tidal waters cannot exceed the sailing and engine hours together",
    "validation.trip.tidalHours.confirmWithoutPorts":
      "Hours in tidal waters are given but no port is marked as tidal. Mark the tidal ports or confirm that the figures are right.",
    "validation.trip.visitedPort.arrivalOutsideVoyage": "The arrival date must lie between the embarkation and disembarkation dates",
    "validation.trip.visitedPort.departureOutsideVoyage": "The departure date must lie between the embarkation and disembarkation dates",
    "validation.trip.visitedPort.departureBeforeArrival": "The departure date cannot be earlier than the arrival date",
  },
});
