// GraphQL operations of the yacht database, with their error codes (extensions.code).
import { describe, expect, it } from "vitest";
import { registerCaptain, type TestApp } from "../../test/harness.ts";
import { appPerFile } from "../../test/app-per-file.ts";
import { premiumCaptain } from "../../test/trips.ts";

let t: TestApp;
appPerFile((app) => {
  t = app;
});

const FIELDS = "id name registrationNumber homePort hullLength enginesCount enginePower";
const CREATE = `mutation Create($input: YachtInput!) { createYacht(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: YachtInput!) { updateYacht(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteYacht(id: $id) { success message } }`;
const YACHT = `query Yacht($id: ID!) { yacht(id: $id) { ${FIELDS} } }`;
const YACHTS = `query Yachts($search: String) { yachts(search: $search) { ${FIELDS} } }`;
const SEARCH = `query Search($term: String!) { searchYachts(term: $term) { ${FIELDS} } }`;

type Yacht = { id: string; name: string; registrationNumber: string; hullLength: string; enginesCount: number; enginePower: string };
const input = (over: Record<string, unknown> = {}) => ({
  name: "Pogoria",
  registrationNumber: "POL-77",
  homePort: "Gdynia",
  hullLength: "47.5",
  enginesCount: "1",
  enginePower: "228",
  ...over,
});
const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;

async function create(token: string, over: Record<string, unknown> = {}) {
  const res = await t.gql<{ createYacht: Yacht }>(CREATE, { input: input(over) }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createYacht;
}

describe("yachts over GraphQL", () => {
  it("creates, reads, lists, searches, updates and deletes a yacht", async () => {
    const { token, id } = await premiumCaptain(t);
    const yacht = await create(token);
    expect(yacht).toMatchObject({ name: "Pogoria", registrationNumber: "POL-77", hullLength: "47.5", enginesCount: 1, enginePower: "228" });
    await create(token, { name: "Zawisza Czarny", registrationNumber: "POL-1234" });

    expect((await t.gql<{ yacht: Yacht }>(YACHT, { id: yacht.id }, { token })).data?.yacht).toEqual(yacht);
    const all = await t.gql<{ yachts: Yacht[] }>(YACHTS, {}, { token });
    expect(all.data?.yachts.map((y) => y.name)).toEqual(["Pogoria", "Zawisza Czarny"]);
    expect((await t.gql<{ yachts: Yacht[] }>(YACHTS, { search: "ZAW" }, { token })).data?.yachts.map((y) => y.name)).toEqual(["Zawisza Czarny"]);
    expect((await t.gql<{ searchYachts: Yacht[] }>(SEARCH, { term: "pol-7" }, { token })).data?.searchYachts.map((y) => y.name)).toEqual(["Pogoria"]);
    expect((await t.gql<{ searchYachts: Yacht[] }>(SEARCH, { term: "xx" }, { token })).data?.searchYachts).toEqual([]);

    const updated = await t.gql<{ updateYacht: Yacht }>(UPDATE, { id: yacht.id, input: input({ hullLength: "48.25", enginePower: "230.5" }) }, { token });
    expect(updated.data?.updateYacht).toMatchObject({ id: yacht.id, hullLength: "48.25", enginePower: "230.5" });

    await t.db.subscription.deleteMany({ where: { userId: id } });
    const deleted = await t.gql<{ deleteYacht: { success: boolean; message: string } }>(DELETE, { id: yacht.id }, { token });
    expect(deleted.data?.deleteYacht).toEqual({ success: true, message: "Jacht został usunięty" });
    expect(code(await t.gql(YACHT, { id: yacht.id }, { token }))).toBe("NOT_FOUND");
  });

  it("reports VALIDATION_FAILED with field messages, PREMIUM_REQUIRED, CONFLICT, NOT_FOUND and UNAUTHENTICATED", async () => {
    const poor = await registerCaptain(t);
    const denied = await t.gql(CREATE, { input: input() }, { token: poor.token, lang: "en" });
    expect(denied.errors?.[0]).toMatchObject({ message: "This feature requires a Premium account", extensions: { code: "PREMIUM_REQUIRED" } });

    const { token } = await premiumCaptain(t);
    const invalid = await t.gql(CREATE, { input: { name: "", hullLength: "1.234", enginesCount: "2.5", enginePower: "-1" } }, { token });
    expect(invalid.errors?.[0]).toMatchObject({
      message: "Formularz zawiera błędy",
      extensions: {
        code: "VALIDATION_FAILED",
        fields: {
          name: "Nazwa jachtu jest wymagana",
          registrationNumber: "Numer rejestracyjny jest wymagany",
          homePort: "Port macierzysty jest wymagany",
          hullLength: "Długość kadłuba podaj z dokładnością do 0,01 m",
          enginesCount: "Podaj liczbę całkowitą",
          enginePower: "Wartość nie może być ujemna",
        },
      },
    });

    const yacht = await create(token);
    const dup = await t.gql(CREATE, { input: input({ registrationNumber: " pol-77" }) }, { token });
    expect(dup.errors?.[0]).toMatchObject({ message: "Masz już w bazie jacht o numerze rejestracyjnym pol-77", extensions: { code: "CONFLICT" } });

    expect(code(await t.gql(YACHT, { id: yacht.id }, { token: poor.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(UPDATE, { id: yacht.id, input: input() }, { token: (await premiumCaptain(t)).token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(DELETE, { id: yacht.id }, { token: poor.token }))).toBe("NOT_FOUND");
    expect(code(await t.gql(SEARCH, { term: "p" }, { token }))).toBe("VALIDATION_FAILED");
    expect(code(await t.gql(YACHTS, {}))).toBe("UNAUTHENTICATED");
  });
});
