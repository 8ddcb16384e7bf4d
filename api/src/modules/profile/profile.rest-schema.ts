// The body of POST /api/captain-profile (snake_case; camelCase names are taken too). The route
// parses its body with this very schema and the OpenAPI document shows it: field types are checked
// here (a wrong type is a 422 naming the field), the rules (required, licence, NIP) are the domain's.
import { z } from "zod";
import { textIn } from "../../openapi/fields.ts";

export const restProfileBodySchema = z
  .object({
    first_name: textIn,
    last_name: textIn,
    phone: textIn,
    license_type: textIn.describe("A licence code, or _other with other_license"),
    license_number: textIn,
    other_license: textIn,
    custom_license: textIn.describe("The same as other_license (the spec's older name)"),
    email: textIn.describe("Ignored: the e-mail is the account's"),
    invoice: z
      .object({
        invoice_type: textIn.describe("person or company (individual: the same as person)"),
        first_name: textIn,
        last_name: textIn,
        company_name: textIn,
        nip: textIn,
        address: textIn,
        address_street: textIn.describe("The same as address"),
        postal_code: textIn,
        address_postal_code: textIn.describe("The same as postal_code"),
        city: textIn,
        address_city: textIn.describe("The same as city"),
      })
      .nullish()
      .describe("Absent: unchanged; null: removed"),
  })
  .meta({
    id: "ProfileBody",
    example: { first_name: "Anna", last_name: "Morska", phone: "+48 601 222 333", license_type: "pzz-jsm", license_number: "JSM/77/2019", invoice: null },
  });
