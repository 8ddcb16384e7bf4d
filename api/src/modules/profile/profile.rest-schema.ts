// The body of POST /api/captain-profile (snake_case; camelCase names are taken too). The route
// parses its body with this very schema and the OpenAPI document shows it: field types are checked
// here (a wrong type is a 422 naming the field), the rules (required, licence, NIP) are the domain's.
import { z } from "zod";

const text = z.string().nullish();

export const restProfileBodySchema = z
  .object({
    first_name: text,
    last_name: text,
    phone: text,
    license_type: text.describe("A licence code, or _other with other_license"),
    license_number: text,
    other_license: text,
    custom_license: text.describe("The same as other_license (the spec's older name)"),
    email: text.describe("Ignored: the e-mail is the account's"),
    invoice: z
      .object({
        invoice_type: text.describe("person or company (individual: the same as person)"),
        first_name: text,
        last_name: text,
        company_name: text,
        nip: text,
        address: text,
        address_street: text.describe("The same as address"),
        postal_code: text,
        address_postal_code: text.describe("The same as postal_code"),
        city: text,
        address_city: text.describe("The same as city"),
      })
      .nullish()
      .describe("Absent: unchanged; null: removed"),
  })
  .meta({
    id: "ProfileBody",
    example: { first_name: "Anna", last_name: "Morska", phone: "+48 601 222 333", license_type: "pzz-jsm", license_number: "JSM/77/2019", invoice: null },
  });
