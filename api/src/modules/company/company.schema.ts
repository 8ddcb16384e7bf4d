// GraphQL: the company's details (COMPANY_* settings, the same as the invoices' seller), public, for
// the contact page and the footer.
import { builder } from "../../graphql/builder.ts";
import type { CompanyConfig } from "../../config.ts";

const CompanyType = builder.objectRef<CompanyConfig>("Company").implement({
  description: "The company running Żeglog (the seller on invoices).",
  fields: (t) => ({
    name: t.exposeString("name"),
    address: t.exposeString("address"),
    nip: t.string({ description: "NIP written 000-000-00-00.", resolve: (c) => c.nip.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, "$1-$2-$3-$4") }),
    phone: t.exposeString("phone"),
    email: t.exposeString("email"),
    bankAccount: t.exposeString("bankAccount"),
  }),
});

builder.queryField("company", (t) =>
  t.field({
    type: CompanyType,
    description: "The company's details (public).",
    resolve: (_root, _args, ctx) => ctx.services.company,
  }),
);
