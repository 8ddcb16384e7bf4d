// Staff granting complimentary Premium (grantPremium).
import { z } from "zod";
import { email } from "./fields.ts";

export const grantPremiumSchema = z.object({
  email: email(),
  days: z.number({ message: "validation.days.range" }).int({ message: "validation.days.range" }).min(1, { message: "validation.days.range" }).max(3650, { message: "validation.days.range" }),
});
export type GrantPremiumInput = z.input<typeof grantPremiumSchema>;
