import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox } from "antd";
import { Card } from "../../../components/Card.tsx";
import { Controller, useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { SubmitButton } from "../../../components/SubmitButton.tsx";
import { TextField } from "../../../components/TextField.tsx";
import { useMessageText } from "../../../i18n/useMessageText.ts";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { createWebhookEndpointMutation, webhookEndpointsQuery } from "../graphql/webhooks.ts";
import { EVENT_NAMES, type WebhookFormOutput, type WebhookFormValues, emptyWebhookForm, toCreateInput, webhookFormSchema } from "./webhookFormValues.ts";
import { FieldFrame } from "../../../components/FieldFrame.tsx";

/** The 'new webhook' form: URL, note and events; `onCreated` gets the secret (shown once). */
export function WebhookCreateForm({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const messageText = useMessageText();
  const [create] = useMutation(createWebhookEndpointMutation, { refetchQueries: [webhookEndpointsQuery] });
  const { control, handleSubmit, setError, formState, reset } = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: emptyWebhookForm,
  });
  const server = useServerErrors(setError, ["url", "description", "events"] as const);

  const onSubmit = handleSubmit(async (values) => {
    server.clearAlert();
    try {
      const { data } = await create({ variables: { input: toCreateInput(values) } });
      if (!data) throw new Error("createWebhookEndpoint failed");
      onCreated({ url: data.createWebhookEndpoint.endpoint.url, secret: data.createWebhookEndpoint.secret });
      reset(emptyWebhookForm);
    } catch (error) {
      server.report(error, t("webhooks.create.failed"));
    }
  });

  return (
    <Card title={t("webhooks.create.title")}>
      <FormLayout onSubmit={onSubmit} error={server.alert}>
        <TextField control={control} name="url" label={t("webhooks.create.url")} required />
        <TextField control={control} name="description" label={t("webhooks.create.description")} />
        <Controller
          control={control}
          name="events"
          render={({ field, fieldState }) => {
            const error = fieldState.error?.message ? messageText(fieldState.error.message) : undefined;
            return (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={error ? "webhook-events-error" : undefined}>
                <legend style={{ fontSize: 14, marginBottom: 8 }}>{t("webhooks.create.events")}</legend>
                <FieldFrame error={error ? <span id="webhook-events-error">{error}</span> : undefined}>
                  <Checkbox.Group
                    value={field.value}
                    onChange={(checked) => field.onChange(checked)}
                    options={EVENT_NAMES.map((name) => ({ value: name, label: t(`webhooks.event.${name}`) }))}
                    style={{ display: "flex", flexDirection: "column", gap: 4 }}
                  />
                </FieldFrame>
              </fieldset>
            );
          }}
        />
        <SubmitButton submitting={formState.isSubmitting}>{t("webhooks.create.submit")}</SubmitButton>
      </FormLayout>
    </Card>
  );
}
