import { builder } from "./builder.ts";

type MessageResult = { success: boolean; message: string };

export const MessagePayload = builder.objectRef<MessageResult>("MessagePayload").implement({
  fields: (t) => ({
    success: t.exposeBoolean("success"),
    message: t.exposeString("message"),
  }),
});
