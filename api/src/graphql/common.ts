import { builder } from "./builder.ts";

type MessageResult = { success: boolean; message: string };

export const MessagePayload = builder.objectRef<MessageResult>("MessagePayload").implement({
  fields: (t) => ({
    success: t.exposeBoolean("success"),
    message: t.exposeString("message"),
  }),
});

/**
 * The invoice data a captain types (profile and order alike, validation/profile.ts and
 * validation/subscription.ts check it): one input shape under each of its two schema names.
 */
export const invoiceInput = (name: "CaptainInvoiceInput" | "OrderInvoiceInput", invoiceTypeDescription: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      invoiceType: t.string({ required: true, description: invoiceTypeDescription }),
      firstName: t.string(),
      lastName: t.string(),
      companyName: t.string(),
      nip: t.string(),
      address: t.string(),
      postalCode: t.string(),
      city: t.string(),
    }),
  });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Person = { id: string; firstName: string; lastName: string; email: string; phone: string };

/** A person's id, name and contacts, as every type that shows a student (or a captain to a student) has them. */
export const personFields = <P extends Person>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) => ({
  id: t.id({ resolve: (p) => p.id }),
  firstName: t.string({ resolve: (p) => p.firstName }),
  lastName: t.string({ resolve: (p) => p.lastName }),
  email: t.string({ resolve: (p) => p.email }),
  phone: t.string({ resolve: (p) => p.phone }),
});
