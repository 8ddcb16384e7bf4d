// Every user-facing message the server and the shared form schemas can produce, in both languages.
// The web client merges these into react-intl, so a field error reads the same on both sides.
export type Lang = "pl" | "en";

export const pl = {
  "validation.required": "To pole jest wymagane",
  "validation.tooLong": "Tekst jest zbyt długi",
  "validation.email.required": "Adres e-mail jest wymagany",
  "validation.email.invalid": "Podaj prawidłowy adres e-mail",
  "validation.password.required": "Hasło jest wymagane",
  "validation.password.min": "Hasło musi mieć co najmniej 8 znaków",
  "validation.passwordConfirmation.required": "Potwierdź hasło",
  "validation.passwordConfirmation.mismatch": "Hasła nie są identyczne",
  "validation.name.required": "Imię i nazwisko jest wymagane",
  "validation.firstName.required": "Imię jest wymagane",
  "validation.lastName.required": "Nazwisko jest wymagane",
  "validation.phone.required": "Numer telefonu jest wymagany",
  "validation.phone.invalid": "Podaj prawidłowy numer telefonu",
  "auth.emailTaken": "Konto z tym adresem e-mail już istnieje",
  "auth.invalidCredentials": "Nieprawidłowy adres e-mail lub hasło",
  "auth.throttled": "Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {minutes} min.",
  "auth.resetLinkInvalid": "Link do resetowania hasła jest nieprawidłowy lub wygasł",
  "auth.resetLinkSent": "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zresetowania hasła.",
  "auth.passwordReset": "Hasło zostało zresetowane. Możesz się teraz zalogować.",
  "auth.loggedIn": "Zalogowano pomyślnie",
  "auth.loggedOut": "Wylogowano",
  "auth.registered": "Konto zostało utworzone",
  "auth.resetMail.subject": "Żeglog — resetowanie hasła",
  "auth.resetMail.body":
    "Dzień dobry,\n\notrzymaliśmy prośbę o zresetowanie hasła do konta w Żeglogu.\nAby ustawić nowe hasło, otwórz link (ważny 60 minut, jednorazowy):\n\n{link}\n\nJeśli to nie Ty, zignoruj tę wiadomość — hasło pozostanie bez zmian.\n\nŻeglog",
  "validation.tooMany": "Zbyt wiele pozycji",
  "validation.option.invalid": "Wybierz wartość z listy",
  "validation.number.invalid": "Podaj liczbę",
  "validation.number.integer": "Podaj liczbę całkowitą",
  "validation.number.min": "Wartość nie może być ujemna",
  "validation.date.invalid": "Podaj prawidłową datę (RRRR-MM-DD)",
  "validation.days.range": "Podaj liczbę dni od 1 do 3650",
  "validation.trip.licenseType.required": "Rodzaj patentu jest wymagany",
  "validation.trip.licenseNumber.required": "Numer patentu jest wymagany",
  "validation.trip.otherLicense.required": "Podaj nazwę patentu",
  "validation.trip.yachtName.required": "Nazwa jachtu jest wymagana",
  "validation.trip.registrationNumber.required": "Numer rejestracyjny jest wymagany",
  "validation.trip.homePort.required": "Port macierzysty jest wymagany",
  "validation.trip.hullLength.required": "Długość kadłuba jest wymagana",
  "validation.trip.enginesCount.required": "Liczba silników jest wymagana",
  "validation.trip.enginePower.required": "Moc silnika jest wymagana",
  "validation.trip.embarkationPort.required": "Port zaokrętowania jest wymagany",
  "validation.trip.disembarkationPort.required": "Port wyokrętowania jest wymagany",
  "validation.trip.distance.required": "Przebyty dystans jest wymagany",
  "validation.trip.embarkationDate.required": "Data zaokrętowania jest wymagana",
  "validation.trip.disembarkationDate.required": "Data wyokrętowania jest wymagana",
  "validation.trip.disembarkationDate.beforeEmbarkation": "Data wyokrętowania nie może być wcześniejsza niż data zaokrętowania",
  "validation.trip.sailingHours.required": "Liczba godzin żeglugi jest wymagana",
  "validation.trip.engineHours.required": "Liczba godzin pracy silnika jest wymagana",
  "validation.trip.mooringHours.required": "Liczba godzin postoju jest wymagana",
  "validation.trip.tidalHours.required": "Liczba godzin na wodach pływowych jest wymagana",
  "validation.trip.crew.fullName.required": "Imię i nazwisko członka załogi jest wymagane",
  "validation.trip.crew.role.required": "Funkcja na jachcie jest wymagana",
  "validation.trip.crew.otherRole.required": "Podaj funkcję na jachcie",
  "validation.trip.crew.captainOpinion.required": "Opinia kapitana jest wymagana",
  "validation.trip.crew.performance.required": "Ocena wykonywania obowiązków jest wymagana",
  "validation.trip.crew.seasickness.required": "Określ podatność na chorobę morską",
  "validation.trip.crew.resistance.required": "Określ odporność na trudne warunki",
  "validation.trip.status.invalid": "Nieznany status rejsu (dozwolone: planned, in_progress, completed, cancelled)",
  "trips.created": "Rejs został pomyślnie zapisany!",
  "trips.updated": "Rejs został pomyślnie zaktualizowany!",
  "trips.deleted": "Rejs został usunięty",
  "trips.restored": "Rejs został przywrócony; naliczono opłatę 10,00 zł",
  "trips.statusChanged": "Status rejsu został zmieniony",
  "trips.limitReached": "Osiągnięto limit {max} rejsów w planie Premium. Usuń niepotrzebny rejs, aby dodać nowy.",
  "trips.versionConflict": "Rejs został w międzyczasie zmieniony. Odśwież dane i spróbuj ponownie.",
  "trips.notDeleted": "Ten rejs nie jest usunięty",
  "trips.status.notAllowed.planned": "Niedozwolona zmiana statusu. Rejs zaplanowany można tylko rozpocząć (w trakcie) albo anulować.",
  "trips.status.notAllowed.in_progress": "Niedozwolona zmiana statusu. Rejs w trakcie można tylko zakończyć albo anulować.",
  "trips.status.notAllowed.completed": "Niedozwolona zmiana statusu. Rejs zakończony nie może już zmienić statusu.",
  "trips.status.notAllowed.cancelled": "Niedozwolona zmiana statusu. Rejs anulowany można tylko ponownie zaplanować.",
  "subscriptions.captainNotFound": "Nie znaleziono kapitana o tym adresie e-mail",
  "subscriptions.granted": "Przyznano dostęp Premium do {date}",
  "errors.unauthenticated": "Musisz się zalogować",
  "errors.forbidden": "Brak dostępu do tego zasobu",
  "errors.notFound": "Nie znaleziono",
  "errors.badRequest": "Nieprawidłowe żądanie",
  "errors.badJson": "Nieprawidłowe dane żądania: oczekiwano poprawnego JSON",
  "errors.validation": "Formularz zawiera błędy",
  "errors.conflict": "Konflikt danych",
  "errors.premiumRequired": "Ta funkcja wymaga konta Premium",
  "errors.internal": "Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie.",
} as const;

export type MessageKey = keyof typeof pl;

export const en: Record<MessageKey, string> = {
  "validation.required": "This field is required",
  "validation.tooLong": "The text is too long",
  "validation.email.required": "E-mail is required",
  "validation.email.invalid": "Enter a valid e-mail address",
  "validation.password.required": "Password is required",
  "validation.password.min": "The password must be at least 8 characters long",
  "validation.passwordConfirmation.required": "Confirm the password",
  "validation.passwordConfirmation.mismatch": "The passwords do not match",
  "validation.name.required": "Name is required",
  "validation.firstName.required": "First name is required",
  "validation.lastName.required": "Last name is required",
  "validation.phone.required": "Phone number is required",
  "validation.phone.invalid": "Enter a valid phone number",
  "auth.emailTaken": "An account with this e-mail already exists",
  "auth.invalidCredentials": "Invalid e-mail or password",
  "auth.throttled": "Too many failed login attempts. Try again in {minutes} min.",
  "auth.resetLinkInvalid": "The password reset link is invalid or has expired",
  "auth.resetLinkSent": "If an account with this e-mail exists, we have sent it a password reset link.",
  "auth.passwordReset": "Your password has been reset. You can log in now.",
  "auth.loggedIn": "Logged in",
  "auth.loggedOut": "Logged out",
  "auth.registered": "Your account has been created",
  "auth.resetMail.subject": "Żeglog — password reset",
  "auth.resetMail.body":
    "Hello,\n\nwe received a request to reset the password of your Żeglog account.\nTo set a new password, open this link (valid for 60 minutes, single use):\n\n{link}\n\nIf it was not you, ignore this message — your password stays unchanged.\n\nŻeglog",
  "validation.tooMany": "Too many items",
  "validation.option.invalid": "Choose a value from the list",
  "validation.number.invalid": "Enter a number",
  "validation.number.integer": "Enter a whole number",
  "validation.number.min": "The value cannot be negative",
  "validation.date.invalid": "Enter a valid date (YYYY-MM-DD)",
  "validation.days.range": "Enter a number of days from 1 to 3650",
  "validation.trip.licenseType.required": "Licence type is required",
  "validation.trip.licenseNumber.required": "Licence number is required",
  "validation.trip.otherLicense.required": "Enter the licence name",
  "validation.trip.yachtName.required": "Yacht name is required",
  "validation.trip.registrationNumber.required": "Registration number is required",
  "validation.trip.homePort.required": "Home port is required",
  "validation.trip.hullLength.required": "Hull length is required",
  "validation.trip.enginesCount.required": "Number of engines is required",
  "validation.trip.enginePower.required": "Engine power is required",
  "validation.trip.embarkationPort.required": "Embarkation port is required",
  "validation.trip.disembarkationPort.required": "Disembarkation port is required",
  "validation.trip.distance.required": "Distance is required",
  "validation.trip.embarkationDate.required": "Embarkation date is required",
  "validation.trip.disembarkationDate.required": "Disembarkation date is required",
  "validation.trip.disembarkationDate.beforeEmbarkation": "The disembarkation date cannot be earlier than the embarkation date",
  "validation.trip.sailingHours.required": "Sailing hours are required",
  "validation.trip.engineHours.required": "Engine hours are required",
  "validation.trip.mooringHours.required": "Mooring hours are required",
  "validation.trip.tidalHours.required": "Tidal hours are required",
  "validation.trip.crew.fullName.required": "The crew member's full name is required",
  "validation.trip.crew.role.required": "Role on board is required",
  "validation.trip.crew.otherRole.required": "Enter the role on board",
  "validation.trip.crew.captainOpinion.required": "The captain's opinion is required",
  "validation.trip.crew.performance.required": "Performance rating is required",
  "validation.trip.crew.seasickness.required": "Specify seasickness",
  "validation.trip.crew.resistance.required": "Specify resistance to hard conditions",
  "validation.trip.status.invalid": "Unknown trip status (allowed: planned, in_progress, completed, cancelled)",
  "trips.created": "The trip has been saved!",
  "trips.updated": "The trip has been updated!",
  "trips.deleted": "The trip has been deleted",
  "trips.restored": "The trip has been restored; a 10.00 PLN fee has been charged",
  "trips.statusChanged": "The trip status has been changed",
  "trips.limitReached": "You have reached the Premium plan's limit of {max} trips. Delete a trip you no longer need to add a new one.",
  "trips.versionConflict": "The trip was changed in the meantime. Reload it and try again.",
  "trips.notDeleted": "This trip is not deleted",
  "trips.status.notAllowed.planned": "Status change not allowed. A planned trip can only be started (in progress) or cancelled.",
  "trips.status.notAllowed.in_progress": "Status change not allowed. A trip in progress can only be completed or cancelled.",
  "trips.status.notAllowed.completed": "Status change not allowed. A completed trip cannot change its status any more.",
  "trips.status.notAllowed.cancelled": "Status change not allowed. A cancelled trip can only be planned again.",
  "subscriptions.captainNotFound": "No captain with this e-mail address was found",
  "subscriptions.granted": "Premium access granted until {date}",
  "errors.unauthenticated": "You must log in",
  "errors.forbidden": "You do not have access to this resource",
  "errors.notFound": "Not found",
  "errors.badRequest": "Bad request",
  "errors.badJson": "Invalid request data: valid JSON expected",
  "errors.validation": "The form contains errors",
  "errors.conflict": "Data conflict",
  "errors.premiumRequired": "This feature requires a Premium account",
  "errors.internal": "An unexpected server error occurred. Please try again.",
};

export const catalogs: Record<Lang, Record<MessageKey, string>> = { pl, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(pl, key);
}

/** Translates a message key, filling `{name}` placeholders. Unknown keys are returned unchanged. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? catalogs[lang][key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Picks the language from an Accept-Language header: English only when it is preferred over Polish. */
export function pickLang(acceptLanguage: string | null | undefined): Lang {
  if (!acceptLanguage) return "pl";
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag === "pl" || r.tag === "en")
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag === "en" ? "en" : "pl";
}
