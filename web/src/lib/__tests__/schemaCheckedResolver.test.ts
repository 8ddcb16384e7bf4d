import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaCheckedResolver } from "../schemaCheckedResolver.ts";

type Values = { days: string; reason: string };
const schema = z.object({ days: z.number().int().min(1, "days.min"), reason: z.string().min(1, "reason.required") });
const resolver = schemaCheckedResolver<Values>(schema, (values) => ({ ...values, days: Number(values.days) }));
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe("schemaCheckedResolver (a shared schema checks; the form keeps what was typed)", () => {
  it("gives back the form's own values, as typed, when the schema passes them", async () => {
    expect(await resolver({ days: "30", reason: "Reklamacja" }, undefined, options)).toEqual({ values: { days: "30", reason: "Reklamacja" }, errors: {} });
  });

  it("gives the schema's messages, under the fields' names, when it refuses them", async () => {
    const result = await resolver({ days: "0", reason: "" }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.days?.message).toBe("days.min");
    expect(result.errors.reason?.message).toBe("reason.required");
  });
});
