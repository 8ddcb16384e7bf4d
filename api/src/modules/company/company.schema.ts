// GraphQL: the company's details (COMPANY_* settings, the same as the invoices' seller), public, for
// the contact page and the footer.
import { builder } from "../../graphql/builder.ts";
import type { CompanyConfig } from "../../config.ts";

const CompanyType = builder.objectRef<CompanyConfig>("Company").implement({
  description: "The company running Żeglog (the seller on invoices).",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The company's registered name." }),
    address: t.exposeString("address", { description: "The registered address, one line." }),
    nip: t.string({ description: "NIP written 000-000-00-00.", resolve: (c) => c.nip.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, "$1-$2-$3-$4") }),
    phone: t.exposeString("phone", { description: "The contact telephone number." }),
    email: t.exposeString("email", { description: "The contact e-mail address." }),
    bankAccount: t.exposeString("bankAccount", { description: "The bank account for transfers, as printed on invoices." }),
  }),
});

builder.queryField("company", (t) =>
  t.field({
    type: CompanyType,
    description: "The company's details (public).",
    resolve: (_root, _args, ctx) => ctx.services.company,
  }),
);
