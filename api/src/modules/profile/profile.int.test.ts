// The captain profile through the REST shim and GraphQL: required fields, the custom licence,
// the account's e-mail, invoice data (NIP checksum, postal code NN-NNN) and who may call.
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const profileBody = (over: Record<string, unknown> = {}) => ({
  first_name: "Anna",
  last_name: "Morska",
  phone: "+48 601 222 333",
  license_type: "pzz-jsm",
  license_number: "JSM/77/2019",
  ...over,
});

type ProfileAnswer = { success: boolean; message: string; captain_profile: Record<string, unknown> | null; errors?: Record<string, string[]> };

describe("GET/POST /api/captain-profile", () => {
  it("is empty until saved, then returns what was saved with the account's e-mail", async () => {
    const c = await registerCaptain(t);
    const empty = await t.rest<ProfileAnswer>("GET", "/api/captain-profile", { token: c.token });
    expect(empty).toMatchObject({ status: 200, body: { success: true, captain_profile: null } });

    const saved = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: profileBody() });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Profil kapitana został zaktualizowany");
    expect(saved.body.captain_profile).toMatchObject({
      first_name: "Anna",
      last_name: "Morska",
      email: c.email,
      phone: "+48 601 222 333",
      license_type: "pzz-jsm",
      license_number: "JSM/77/2019",
      other_license: null,
      logo_path: null,
      logo_url: null,
      invoice: null,
    });
    const again = await t.rest<ProfileAnswer>("GET", "/api/captain-profile", { token: c.token });
    expect(again.body.captain_profile).toEqual(saved.body.captain_profile);
  });

  it("never changes the e-mail: an `email` in the body is ignored", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ email: "hijack@example.com" }),
    });
    expect(res.body.captain_profile?.email).toBe(c.email);
    const me = await t.rest<{ user: { email: string } }>("GET", "/api/auth/user", { token: c.token });
    expect(me.body.user.email).toBe(c.email);
  });

  it("requires first name, last name, phone, licence type and number (Polish and English)", async () => {
    const c = await registerCaptain(t);
    const blank = { first_name: "", last_name: " ", phone: "", license_type: "", license_number: "" };
    const pl = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: blank });
    expect(pl.status).toBe(422);
    expect(pl.body.errors).toEqual({
      first_name: ["Imię jest wymagane"],
      last_name: ["Nazwisko jest wymagane"],
      phone: ["Numer telefonu jest wymagany"],
      license_type: ["Rodzaj patentu jest wymagany"],
      license_number: ["Numer patentu jest wymagany"],
    });
    const en = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: blank, lang: "en" });
    expect(en.body.errors?.first_name).toEqual(["First name is required"]);
    expect(en.body.errors?.license_number).toEqual(["Licence number is required"]);
    const badType = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: profileBody({ license_type: "boat" }) });
    expect(badType.body.errors).toEqual({ license_type: ["Wybierz wartość z listy"] });
  });

  it("with licence _other requires the custom text, which replaces the type when saved", async () => {
    const c = await registerCaptain(t);
    const missing = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: profileBody({ license_type: "_other" }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ other_license: ["Podaj nazwę patentu"] });

    const saved = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ license_type: "_other", custom_license: "Yachtmaster Ocean (RYA)" }),
    });
    expect(saved.body.captain_profile).toMatchObject({
      license_type: "Yachtmaster Ocean (RYA)",
      other_license: "Yachtmaster Ocean (RYA)",
      custom_license: "Yachtmaster Ocean (RYA)",
    });
    // Back to a listed licence: the custom text is dropped.
    const listed = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ license_type: "rya-ocean", other_license: "stale" }),
    });
    expect(listed.body.captain_profile).toMatchObject({ license_type: "rya-ocean", other_license: null });
  });

  it("needs a captain's sign-in", async () => {
    expect((await t.rest("GET", "/api/captain-profile")).status).toBe(401);
    expect((await t.rest("POST", "/api/captain-profile", { body: profileBody() })).status).toBe(401);
  });
});

describe("invoice data", () => {
  const individual = { invoice_type: "individual", first_name: "Anna", last_name: "Morska", address: "ul. Portowa 1", postal_code: "81-300", city: "Gdynia" };
  const company = { ...individual, invoice_type: "company", company_name: "Morska Sp. z o.o.", nip: "526-000-12-46" };

  it("saves an individual's data and drops company fields", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ invoice: { ...individual, company_name: "X", nip: "123" } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.captain_profile?.invoice).toEqual({ ...individual, company_name: null, nip: null });
  });

  it("saves a company with a valid NIP (stored as 10 digits); absent invoice = unchanged, null = removed", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: profileBody({ invoice: company }) });
    expect(res.body.captain_profile?.invoice).toEqual({ ...company, nip: "5260001246" });
    const kept = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: profileBody({ phone: "+48 500 000 000" }) });
    expect(kept.body.captain_profile?.invoice).toMatchObject({ invoice_type: "company", nip: "5260001246" });
    const removed = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", { token: c.token, body: profileBody({ invoice: null }) });
    expect(removed.body.captain_profile?.invoice).toBeNull();
  });

  it("says which invoice fields are missing, with the spec's messages", async () => {
    const c = await registerCaptain(t);
    const person = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ invoice: { invoice_type: "individual" } }),
    });
    expect(person.body.errors).toEqual({
      "invoice.first_name": ["Imię jest wymagane"],
      "invoice.last_name": ["Nazwisko jest wymagane"],
      "invoice.address": ["Adres jest wymagany"],
      "invoice.postal_code": ["Kod pocztowy jest wymagany"],
      "invoice.city": ["Miasto jest wymagane"],
    });
    const firm = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ invoice: { ...individual, invoice_type: "company" } }),
    });
    expect(firm.body.errors).toEqual({ "invoice.company_name": ["Nazwa firmy jest wymagana"], "invoice.nip": ["NIP jest wymagany"] });
  });

  it("checks the NIP checksum and the postal code format NN-NNN", async () => {
    const c = await registerCaptain(t);
    const res = await t.rest<ProfileAnswer>("POST", "/api/captain-profile", {
      token: c.token,
      body: profileBody({ invoice: { ...company, nip: "5260001245", postal_code: "81300" } }),
    });
    expect(res.body.errors).toEqual({
      "invoice.nip": ["Nieprawidłowy NIP (sprawdź cyfry)"],
      "invoice.postal_code": ["Kod pocztowy musi mieć format NN-NNN"],
    });
  });
});

describe("GraphQL captainProfile / updateCaptainProfile", () => {
  const QUERY = `query { captainProfile { firstName lastName email phone licenseType licenseNumber otherLicense logoUrl invoice { invoiceType nip postalCode } } }`;
  const UPDATE = `mutation U($input: UpdateCaptainProfileInput!) { updateCaptainProfile(input: $input) { message captainProfile { firstName email licenseType otherLicense invoice { invoiceType companyName nip } } } }`;
  const input = {
    firstName: "Piotr",
    lastName: "Fala",
    phone: "+48 602 000 111",
    licenseType: "_other",
    licenseNumber: "X-1",
    otherLicense: "Kapitan żeglugi wielkiej",
  };

  it("reads null, saves, then reads the profile", async () => {
    const c = await registerCaptain(t);
    expect((await t.gql(QUERY, {}, { token: c.token })).data).toEqual({ captainProfile: null });
    const saved = await t.gql<{ updateCaptainProfile: { message: string; captainProfile: Record<string, unknown> } }>(
      UPDATE,
      {
        input: {
          ...input,
          invoice: {
            invoiceType: "company",
            firstName: "Piotr",
            lastName: "Fala",
            companyName: "Fala",
            nip: "5260001246",
            address: "Długa 2",
            postalCode: "80-001",
            city: "Gdańsk",
          },
        },
      },
      { token: c.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCaptainProfile).toEqual({
      message: "Profil kapitana został zaktualizowany",
      captainProfile: {
        firstName: "Piotr",
        email: c.email,
        licenseType: "Kapitan żeglugi wielkiej",
        otherLicense: "Kapitan żeglugi wielkiej",
        invoice: { invoiceType: "company", companyName: "Fala", nip: "5260001246" },
      },
    });
    const read = await t.gql<{ captainProfile: Record<string, unknown> }>(QUERY, {}, { token: c.token });
    expect(read.data?.captainProfile).toMatchObject({ lastName: "Fala", logoUrl: null, invoice: { postalCode: "80-001" } });
  });

  it("gives the same field errors in extensions.fields", async () => {
    const c = await registerCaptain(t);
    const res = await t.gql(UPDATE, { input: { ...input, otherLicense: "", firstName: "" } }, { token: c.token, lang: "en" });
    expect(res.errors?.[0]?.extensions).toEqual({
      code: "VALIDATION_FAILED",
      fields: { firstName: "First name is required", otherLicense: "Enter the licence name" },
    });
  });

  it("needs a captain", async () => {
    const res = await t.gql(QUERY);
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
