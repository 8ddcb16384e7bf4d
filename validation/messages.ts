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
