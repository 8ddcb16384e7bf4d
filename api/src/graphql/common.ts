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
