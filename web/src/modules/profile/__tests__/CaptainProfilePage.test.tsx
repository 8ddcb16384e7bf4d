import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeXhr, profileMocks, savedProfile, stubLogoNetwork } from "./profileMocks.ts";
import { companyInvoice } from "../../../test/invoiceFixtures.ts";
import { renderAsCaptain } from "../../../test/renderAsCaptain.ts";

/** A FileList for a change event (user.upload would drop a file the input does not `accept`). */
const fileList = (file: File) => Object.assign([file], { item: (i: number) => (i === 0 ? file : null) });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What the profile form sends for savedProfile() (the account's e-mail is not sent), with `over` on top. */
const sentProfile = (over: Record<string, unknown>) => ({
  input: { firstName: "Anna", lastName: "Morska", phone: "+48 601 222 333", licenseType: "pzz-jsm", licenseNumber: "JSM/77", otherLicense: "", ...over },
});

function renderProfile(route = "/captain-profile", mocks = [profileMocks.profile(savedProfile())], premium = false) {
  return renderAsCaptain(route, mocks, { premium });
}

describe("/captain-profile tabs", () => {
  it("opens the profile tab by default and ?tab=premium on the premium tab; switching tabs updates the query", async () => {
    stubLogoNetwork({ hasLogo: false });
    const { user, currentUrl } = renderProfile();
    expect(await screen.findByRole("heading", { level: 1, name: "Profil kapitana" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Profil" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText("Imię")).toHaveValue("Anna");

    await user.click(screen.getByRole("tab", { name: "Hasło" }));
    expect(currentUrl()).toBe("/captain-profile?tab=password");
    expect(await screen.findByLabelText("Obecne hasło")).toBeInTheDocument();
  });

  it("?tab=premium shows the subscription status", async () => {
    stubLogoNetwork({ hasLogo: false });
    renderProfile("/captain-profile?tab=premium", [], true);
    expect(await screen.findByRole("tab", { name: "Premium" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Premium aktywne")).toBeInTheDocument();
    expect(screen.getByText("300")).toBeInTheDocument();
  });

  it("premium tab without a subscription", async () => {
    stubLogoNetwork({ hasLogo: false });
    renderProfile("/captain-profile?tab=premium", [], false);
    expect(await screen.findByText("Brak aktywnej subskrypcji")).toBeInTheDocument();
  });
});

describe("profile tab — form", () => {
  it("shows the account's e-mail read-only and saves the profile with invoice data (no e-mail sent)", async () => {
    stubLogoNetwork({ hasLogo: false });
    const calls: Record<string, unknown>[] = [];
    const { user } = renderProfile("/captain-profile", [profileMocks.profile(savedProfile()), profileMocks.update(calls)]);
    const email = await screen.findByLabelText("Adres e-mail");
    expect(email).toHaveValue("jan@example.com");
    expect(email).toHaveAttribute("readonly");

    await user.click(screen.getByRole("radio", { name: "Firma" }));
    fireEvent.change(screen.getByLabelText("Nazwa firmy"), { target: { value: "Morska sp. z o.o." } });
    fireEvent.change(screen.getByLabelText("NIP"), { target: { value: "5260001245" } });
    fireEvent.change(screen.getByLabelText("Kod pocztowy"), { target: { value: "81300" } });
    await user.click(screen.getByRole("button", { name: /Zapisz profil/ }));
    expect(await screen.findByText("Nieprawidłowy NIP (sprawdź cyfry)")).toBeInTheDocument();
    expect(screen.getByText("Kod pocztowy musi mieć format NN-NNN")).toBeInTheDocument();
    expect(screen.getAllByText("Imię jest wymagane")).toHaveLength(1);
    expect(screen.getByText("Adres jest wymagany")).toBeInTheDocument();
    expect(screen.getByText("Miasto jest wymagane")).toBeInTheDocument();

    const invoice = screen.getByRole("region", { name: "Dane do faktury" });
    fireEvent.change(screen.getByLabelText("NIP"), { target: { value: "5260001246" } });
    fireEvent.change(screen.getByLabelText("Kod pocztowy"), { target: { value: "81-300" } });
    fireEvent.change(within(invoice).getByLabelText("Imię"), { target: { value: "Anna" } });
    fireEvent.change(within(invoice).getByLabelText("Nazwisko"), { target: { value: "Morska" } });
    fireEvent.change(screen.getByLabelText("Adres"), { target: { value: "Portowa 1" } });
    fireEvent.change(screen.getByLabelText("Miasto"), { target: { value: "Gdynia" } });
    await user.click(screen.getByRole("button", { name: /Zapisz profil/ }));

    expect(await screen.findByText("Profil kapitana został zaktualizowany")).toBeInTheDocument();
    expect(calls[0]).toEqual(sentProfile({ invoice: companyInvoice }));
  });

  it("saves loaded invoice data again and again (never sending the query's __typename back); the result shows under the button", async () => {
    stubLogoNetwork({ hasLogo: false });
    const invoice = {
      __typename: "CaptainInvoice",
      invoiceType: "individual",
      firstName: "Anna",
      lastName: "Morska",
      companyName: "",
      nip: "",
      address: "Portowa 1",
      postalCode: "81-300",
      city: "Gdynia",
    };
    const profile = savedProfile({ invoice });
    const calls: Record<string, unknown>[] = [];
    const { user } = renderProfile("/captain-profile", [
      profileMocks.profile(profile),
      profileMocks.update(calls, profile),
      profileMocks.update(calls, profile),
    ]);
    expect(await screen.findByLabelText("Miasto")).toHaveValue("Gdynia");

    const submit = screen.getByRole("button", { name: /Zapisz profil/ });
    await user.click(submit);
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Profil kapitana został zaktualizowany");
    expect(submit.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "+48 602 000 111" } });
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(2));
    const { __typename, ...sent } = invoice;
    expect(__typename).toBe("CaptainInvoice");
    for (const call of calls) expect(JSON.stringify(call)).not.toContain("__typename");
    expect(calls[1]).toEqual(sentProfile({ phone: "+48 602 000 111", invoice: sent }));
  });

  it("starts from the account before the first save, requires the fields and the custom licence text", async () => {
    stubLogoNetwork({ hasLogo: false });
    const { user } = renderProfile("/captain-profile", [profileMocks.profile(null)]);
    expect(await screen.findByLabelText("Imię")).toHaveValue("Jan");
    expect(screen.getByLabelText("Nazwisko")).toHaveValue("Kowalski");
    fireEvent.change(screen.getByLabelText("Imię"), { target: { value: "" } });
    await user.click(screen.getByRole("button", { name: /Zapisz profil/ }));
    expect(await screen.findByText("Imię jest wymagane")).toBeInTheDocument();
    expect(screen.getByText("Rodzaj patentu jest wymagany")).toBeInTheDocument();
    expect(screen.getByText("Numer patentu jest wymagany")).toBeInTheDocument();
  });

  it("shows a saved custom licence as 'Inny patent' with its name", async () => {
    stubLogoNetwork({ hasLogo: false });
    renderProfile("/captain-profile", [profileMocks.profile(savedProfile({ licenseType: "RYA Yachtmaster", otherLicense: "RYA Yachtmaster" }))]);
    expect(await screen.findByLabelText("Nazwa patentu")).toHaveValue("RYA Yachtmaster");
    expect(screen.getByText("Inny patent")).toBeInTheDocument();
  });

  it("shows the server's field errors and the fallback 'Nie udało się zaktualizować profilu kapitana'", async () => {
    stubLogoNetwork({ hasLogo: false });
    const { user } = renderProfile("/captain-profile", [
      profileMocks.profile(savedProfile()),
      profileMocks.updateError([
        { message: "Formularz zawiera błędy", extensions: { code: "VALIDATION_FAILED", fields: { "input.phone": "Podaj prawidłowy numer telefonu" } } },
      ]),
      profileMocks.updateError([{ message: "" }]),
    ]);
    await screen.findByLabelText("Imię");
    await user.click(screen.getByRole("button", { name: /Zapisz profil/ }));
    expect(await screen.findByText("Podaj prawidłowy numer telefonu")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Zapisz profil/ }));
    expect(await screen.findByText("Nie udało się zaktualizować profilu kapitana")).toBeInTheDocument();
  });

  it("says 'Nie udało się pobrać profilu kapitana' when the profile cannot be loaded", async () => {
    stubLogoNetwork({ hasLogo: false });
    renderProfile("/captain-profile", [profileMocks.profileError()]);
    expect(await screen.findByText("Nie udało się pobrać profilu kapitana")).toBeInTheDocument();
  });
});

describe("profile tab — logo", () => {
  it("uploads with the bearer token, showing the progress percentage, then shows the logo", async () => {
    const state = { hasLogo: false };
    const calls = stubLogoNetwork(state);
    const { user } = renderProfile();
    expect(await screen.findByText("Brak logo")).toBeInTheDocument();
    // Without a logo in the profile the image is not asked for (no 404 in the console).
    expect(calls).toEqual([]);
    const file = new File([new Uint8Array(2000)], "logo.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Wybierz plik logo"), file);

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/captain-profile/logo");
    expect(xhr.headers).toMatchObject({ Authorization: "Bearer captain-token", "Accept-Language": "pl" });
    expect(xhr.body?.get("logo")).toBeInstanceOf(File);
    act(() => xhr.progress(500, 2000));
    expect(await screen.findByText("Przesyłanie: 25%")).toBeInTheDocument();
    act(() => xhr.progress(1500, 2000));
    expect(await screen.findByText("Przesyłanie: 75%")).toBeInTheDocument();
    state.hasLogo = true;
    act(() => xhr.respond(200, { success: true, message: "Logo zostało zaktualizowane", recommendation: "Zalecamy logo w proporcjach 1:1 (kwadrat)" }));
    expect(await screen.findByText("Logo zostało zaktualizowane")).toBeInTheDocument();
    expect(screen.getByText("Zalecamy logo w proporcjach 1:1 (kwadrat)")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Logo kapitana" })).toBeInTheDocument();
  });

  it("shows the server's refusal ('Obraz musi mieć…') and checks the file kind and size before sending", async () => {
    stubLogoNetwork({ hasLogo: false });
    const { user } = renderProfile();
    await screen.findByText("Brak logo");
    FakeXhr.last = null;
    fireEvent.change(screen.getByLabelText("Wybierz plik logo"), { target: { files: fileList(new File(["x"], "notes.txt", { type: "text/plain" })) } });
    expect(await screen.findByText("Proszę wybrać plik obrazu")).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Wybierz plik logo"), { target: { files: fileList(big) } });
    expect(await screen.findByText("Plik zbyt duży. Maksymalny rozmiar to 5MB")).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();

    await user.upload(screen.getByLabelText("Wybierz plik logo"), new File([new Uint8Array(10)], "small.png", { type: "image/png" }));
    act(() => FakeXhr.last!.respond(422, { success: false, message: "Obraz musi mieć wymiary co najmniej 400x400 pikseli" }));
    expect(await screen.findByText("Obraz musi mieć wymiary co najmniej 400x400 pikseli")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Wybierz plik logo"), new File([new Uint8Array(10)], "x.png", { type: "image/png" }));
    act(() => FakeXhr.last!.onerror?.());
    expect(await screen.findByText("Wystąpił błąd podczas przetwarzania pliku")).toBeInTheDocument();
  });

  it("deletes the logo after the confirmation 'Czy na pewno chcesz usunąć logo?'", async () => {
    const state = { hasLogo: true };
    const calls = stubLogoNetwork(state);
    const { user } = renderProfile("/captain-profile", [
      profileMocks.profile(savedProfile({ logoUrl: "/api/captain-profile/logo", logoWidth: 400, logoHeight: 400 })),
    ]);
    expect(await screen.findByRole("img", { name: "Logo kapitana" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Usuń logo" }));
    expect(await screen.findByText("Czy na pewno chcesz usunąć logo?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Usuń" }));
    expect(await screen.findByText("Logo zostało usunięte")).toBeInTheDocument();
    expect(await screen.findByText("Brak logo")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.headers).toMatchObject({ Authorization: "Bearer captain-token" });
  });

  it("says 'Wystąpił błąd podczas usuwania logo' when the delete fails", async () => {
    stubLogoNetwork({ hasLogo: true, deleteFails: true });
    const { user } = renderProfile("/captain-profile", [
      profileMocks.profile(savedProfile({ logoUrl: "/api/captain-profile/logo", logoWidth: 400, logoHeight: 400 })),
    ]);
    await screen.findByRole("img", { name: "Logo kapitana" });
    await user.click(screen.getByRole("button", { name: "Usuń logo" }));
    await user.click(await screen.findByRole("button", { name: "Usuń" }));
    expect(await screen.findByText("Wystąpił błąd podczas usuwania logo")).toBeInTheDocument();
  });
});

describe("password tab", () => {
  const open = () => {
    stubLogoNetwork({ hasLogo: false });
    return renderProfile("/captain-profile?tab=password", []);
  };

  it("validates: required, at least 8 characters, 'Hasła nie są identyczne'", async () => {
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findAllByText("Hasło jest wymagane")).toHaveLength(2);
    expect(screen.getByText("Potwierdź hasło")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Obecne hasło"), { target: { value: "stare-haslo" } });
    fireEvent.change(screen.getByLabelText("Nowe hasło"), { target: { value: "krotkie" } });
    fireEvent.change(screen.getByLabelText("Powtórz nowe hasło"), { target: { value: "inne" } });
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText("Hasło musi mieć co najmniej 8 znaków")).toBeInTheDocument();
    expect(screen.getByText("Hasła nie są identyczne")).toBeInTheDocument();
  });

  it("changes the password: 'Hasło zostało zmienione pomyślnie', the form is cleared", async () => {
    const calls: Record<string, unknown>[] = [];
    stubLogoNetwork({ hasLogo: false });
    const { user } = renderProfile("/captain-profile?tab=password", [profileMocks.changePassword(calls)]);
    fireEvent.change(await screen.findByLabelText("Obecne hasło"), { target: { value: "stare-haslo" } });
    fireEvent.change(screen.getByLabelText("Nowe hasło"), { target: { value: "nowe-haslo-1" } });
    fireEvent.change(screen.getByLabelText("Powtórz nowe hasło"), { target: { value: "nowe-haslo-1" } });
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText("Hasło zostało zmienione pomyślnie")).toBeInTheDocument();
    expect(calls[0]).toEqual({ input: { currentPassword: "stare-haslo", newPassword: "nowe-haslo-1", newPasswordConfirmation: "nowe-haslo-1" } });
    await waitFor(() => expect(screen.getByLabelText("Obecne hasło")).toHaveValue(""));
  });

  it("shows a wrong current password under its field, and 'Nie udało się zmienić hasła' otherwise", async () => {
    stubLogoNetwork({ hasLogo: false });
    const { user } = renderProfile("/captain-profile?tab=password", [
      profileMocks.changePasswordError([
        {
          message: "Formularz zawiera błędy",
          extensions: { code: "VALIDATION_FAILED", fields: { "input.currentPassword": "Obecne hasło jest nieprawidłowe" } },
        },
      ]),
      profileMocks.changePasswordNetworkError(),
    ]);
    fireEvent.change(await screen.findByLabelText("Obecne hasło"), { target: { value: "zle-haslo" } });
    fireEvent.change(screen.getByLabelText("Nowe hasło"), { target: { value: "nowe-haslo-1" } });
    fireEvent.change(screen.getByLabelText("Powtórz nowe hasło"), { target: { value: "nowe-haslo-1" } });
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText("Obecne hasło jest nieprawidłowe")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Zmień hasło/ }));
    expect(await screen.findByText("Nie udało się zmienić hasła")).toBeInTheDocument();
  });
});
