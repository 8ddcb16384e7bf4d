import { z } from "zod";
import { API_TOKEN_SCOPES, apiTokenCreateSchema } from "../../../../../validation/api-tokens.ts";

/** Expiry choices of the form: days from now, or never. */
export const EXPIRY_CHOICES = ["30", "90", "365", "never"] as const;

/** The form's schema: the server's rules for name and scope, the expiry as a choice of days. */
export const apiTokenFormSchema = apiTokenCreateSchema()
  .pick({ name: true, scope: true })
  .extend({ expiry: z.enum(EXPIRY_CHOICES) });
export type ApiTokenFormValues = z.input<typeof apiTokenFormSchema>;
export type ApiTokenFormOutput = z.output<typeof apiTokenFormSchema>;

export const emptyApiTokenForm: ApiTokenFormValues = { name: "", scope: API_TOKEN_SCOPES[0], expiry: "90" };

/** The mutation's input for the form's values, the expiry counted from `now`. */
export function toCreateInput(values: ApiTokenFormOutput, now: Date = new Date()) {
  return {
    name: values.name,
    scope: values.scope,
    expiresAt: values.expiry === "never" ? null : new Date(now.getTime() + Number(values.expiry) * 86_400_000).toISOString(),
  };
}
