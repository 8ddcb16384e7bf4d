import { Alert, Button, Col, Flex, Form, Row } from "antd";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { InputField } from "../../../components/InputField.tsx";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt.tsx";
import type { YachtFormData } from "../../../../../validation/yacht.ts";
import { useYachtSave } from "../hooks/useYachtSave.ts";

interface YachtFormProps {
  initial: YachtFormData;
  /** The yacht being edited; null adds a new one. */
  yachtId: string | null;
}

type Field = keyof YachtFormData;

/** The six yacht fields with cancel and save/update; errors listed under a heading, success in a green box. */
export function YachtForm({ initial, yachtId }: YachtFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState<YachtFormData>(initial);
  const { status, saving, done, submit } = useYachtSave(yachtId);
  // Fields edited since the last save attempt: their messages (and the summary box) are stale.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const shownErrors = status.kind === "error" ? status.fields : {};
  const fieldErrors = Object.fromEntries(Object.entries(shownErrors).filter(([f]) => !edited.has(f as Field)));
  // Each message once: those shown under a field are not repeated in the box.
  const otherMessages = status.kind === "error" ? status.messages.filter((m) => !Object.values(shownErrors).includes(m)) : [];
  const showErrorBox = status.kind === "error" && edited.size === 0;
  const locked = saving || done;
  const dirty = !done && JSON.stringify(form) !== JSON.stringify(initial);

  const input = (field: Field, extra: Partial<Parameters<typeof InputField>[0]> = {}) => (
    <InputField
      id={`yacht-${field}`}
      label={t(`yachts.fields.${field}`)}
      value={form[field]}
      onChange={(value) => {
        setForm((f) => ({ ...f, [field]: value }));
        setEdited((e) => (e.has(field) ? e : new Set(e).add(field)));
      }}
      error={fieldErrors[field]}
      readOnly={locked}
      required
      {...extra}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(new Set());
    void submit(form);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={saving}>
      <UnsavedChangesPrompt when={dirty} />
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>{input("name")}</Col>
          <Col xs={24} md={12}>{input("registrationNumber")}</Col>
          <Col xs={24} md={12}>{input("homePort")}</Col>
          <Col xs={24} md={12}>
            {input("hullLength", { type: "number", min: 0, step: 0.01, inputMode: "decimal", suffix: t("yachts.units.meters") })}
          </Col>
          <Col xs={24} md={12}>{input("enginesCount", { type: "number", min: 0, step: 1, inputMode: "numeric" })}</Col>
          <Col xs={24} md={12}>
            {input("enginePower", { type: "number", min: 0, step: 0.1, inputMode: "decimal", suffix: t("yachts.units.kilowatts") })}
          </Col>
        </Row>
      </Form>
      {showErrorBox ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t(otherMessages.length > 0 ? "yachts.form.errorsTitle" : "yachts.form.fixFields")}
          description={otherMessages.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {otherMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : undefined}
        />
      ) : null}
      {status.kind === "success" ? <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={status.message} /> : null}
      <Flex gap={12} justify="flex-end" wrap>
        <ButtonLink to="/yachts">{t("yachts.form.cancel")}</ButtonLink>
        <Button type="primary" htmlType="submit" loading={saving} disabled={done}>
          {saving ? t("yachts.form.saving") : t(yachtId ? "yachts.form.update" : "yachts.form.save")}
        </Button>
      </Flex>
    </form>
  );
}
