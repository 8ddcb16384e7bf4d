import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Col, Flex, Row } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { type YachtFormData, type YachtInput, yachtSchema } from "../../../../../validation/yacht.ts";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { ControlledInputField } from "../../../components/ControlledInputField.tsx";
import { FormLayout } from "../../../components/FormLayout.tsx";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt.tsx";
import { useServerErrors } from "../../../lib/useServerErrors.ts";
import { useYachtSave } from "../hooks/useYachtSave.ts";

interface YachtFormProps {
  initial: YachtFormData;
  /** The yacht being edited; null adds a new one. */
  yachtId: string | null;
}

const FIELDS = ["name", "registrationNumber", "homePort", "hullLength", "enginesCount", "enginePower"] as const;
type Field = (typeof FIELDS)[number];
interface NumberProps {
  type: "number";
  min: number;
  step: number;
  inputMode: "decimal" | "numeric";
  suffix?: string;
}

/**
 * The six yacht fields checked with the API's own schema (on leaving a field and on submit), each
 * message once under its field; the server's field errors land under their fields too and go away
 * when the field is edited; only a message that belongs to no field shows in a box.
 */
export function YachtForm({ initial, yachtId }: YachtFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { success, save } = useYachtSave(yachtId);
  // Typed into since the last save (antd may normalise values on mount: RHF's isDirty is not reliable).
  const [edited, setEdited] = useState(false);
  // Talking to the server (not while the schema checks the values: a failed check shows no spinner).
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, setError } = useForm<z.input<typeof yachtSchema>, unknown, YachtInput>({
    resolver: zodResolver(yachtSchema),
    defaultValues: initial,
    mode: "onBlur",
  });
  const server = useServerErrors(setError, FIELDS);
  const done = success !== null;
  const locked = saving || done;

  const onSubmit = handleSubmit(async (input) => {
    if (done) return;
    server.clearAlert();
    setSaving(true);
    try {
      await save(input);
    } catch (error) {
      server.report(error, t("yachts.form.saveError"));
    } finally {
      setSaving(false);
    }
  });

  const field = (name: Field, extra?: NumberProps) => (
    <ControlledInputField control={control} name={name} id={`yacht-${name}`} label={t(`yachts.fields.${name}`)} disabled={locked} required {...extra} />
  );
  const decimal = (step: number, unit: string): NumberProps => ({ type: "number", min: 0, step, inputMode: "decimal", suffix: t(unit) });

  return (
    <FormLayout onSubmit={(event) => void onSubmit(event)} error={server.alert} success={success} onEdit={() => setEdited(true)}>
      <UnsavedChangesPrompt when={edited && !done} />
      <div aria-busy={saving}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {field("name")}
          </Col>
          <Col xs={24} md={12}>
            {field("registrationNumber")}
          </Col>
          <Col xs={24} md={12}>
            {field("homePort")}
          </Col>
          <Col xs={24} md={12}>
            {field("hullLength", decimal(0.01, "yachts.units.meters"))}
          </Col>
          <Col xs={24} md={12}>
            {field("enginesCount", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
          </Col>
          <Col xs={24} md={12}>
            {field("enginePower", decimal(0.01, "yachts.units.kilowatts"))}
          </Col>
        </Row>
      </div>
      <Flex gap={12} justify="flex-end" wrap>
        <ButtonLink to="/yachts">{t("yachts.form.cancel")}</ButtonLink>
        <Button type="primary" htmlType="submit" loading={saving} disabled={done}>
          {saving ? t("yachts.form.saving") : t(yachtId ? "yachts.form.update" : "yachts.form.save")}
        </Button>
      </Flex>
    </FormLayout>
  );
}
