// Every type, field, argument, input field and enum value of the public schema has a description:
// the schema is the API's reference for third parties (GraphiQL, /developers, schema.graphql).
// The failure lists every undocumented path, e.g. `Mutation.createTrip(input)` or `TripStatus.draft`.
import { describe, expect, it } from "vitest";
import { undocumented } from "./descriptions.ts";
import { descriptionProblems, schema } from "./schema.ts";

describe("schema documentation", () => {
  it("describes every type, field, argument, input field and enum value", () => {
    const missing = undocumented(Object.values(schema.getTypeMap()));
    expect(missing, `${missing.length} undocumented schema element(s):\n  ${missing.join("\n  ")}\n`).toEqual([]);
  });

  it("descriptions.ts names only existing, otherwise undescribed elements", () => {
    expect(descriptionProblems.unknown, "entries of descriptions.ts that name no schema element").toEqual([]);
    expect(descriptionProblems.redundant, "entries of descriptions.ts whose element the module already describes").toEqual([]);
  });

  it("notices an undocumented field, argument and enum value", async () => {
    const { buildSchema } = await import("graphql");
    const s = buildSchema(`"""Q""" type Query { """ok""" a(x: Int): E } """E""" enum E { """one""" ONE TWO }`);
    expect(undocumented(Object.values(s.getTypeMap()))).toEqual(["E.TWO", "Query.a(x)"]);
  });
});
