import { useLazyQuery } from "@apollo/client/react";
import { Button, Col, Flex, Row, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { InputField } from "../../../../components/InputField.tsx";
import { SelectField } from "../../../../components/SelectField.tsx";
import { OTHER } from "../../../../../../validation/trip.ts";
import { useAuth } from "../../../auth/useAuth.ts";
import { captainProfileQuery } from "../../../profile/graphql/captainProfileQuery.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { useOptions } from "../components/useOptions.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { accountAutofill } from "./accountAutofill.ts";

/** Step 1: the captain of the voyage, with autofill (signed-in captains only) and the account-e-mail marker. */
export function CaptainStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
  const field = useFieldProps();
  const { options } = useOptions();
  const { user } = useAuth();
  const [autofilled, setAutofilled] = useState<"profile" | "account" | null>(null);
  const [loadProfile, { loading: loadingProfile }] = useLazyQuery(captainProfileQuery, { fetchPolicy: "network-only" });
  const { form } = state;
  const isAccountEmail = !!user && !!form.email && form.email.trim().toLowerCase() === user.email.trim().toLowerCase();

  /** Copies the captain profile when there is one; without it (or when it cannot be read) the account. */
  const autofill = async () => {
    if (!user) return;
    const profile = await loadProfile().then(
      (r) => r.data?.captainProfile ?? null,
      () => null,
    );
    actions.update(accountAutofill(user, profile));
    setAutofilled(profile ? "profile" : "account");
  };

  return (
    <>
      {user ? (
        <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
          <Button onClick={() => void autofill()} loading={loadingProfile}>
            {t("trips.wizard.captain.autofill")}
          </Button>
          <Typography.Text type="secondary" role="status">
            {autofilled === "profile" ? t("profile.autofill.done") : autofilled === "account" ? t("trips.wizard.captain.autofilled") : null}
          </Typography.Text>
        </Flex>
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField
            {...field("firstName")}
            label={t("trips.wizard.fields.firstName")}
            value={form.firstName}
            onChange={(firstName) => actions.update({ firstName })}
            autoComplete="given-name"
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("lastName")}
            label={t("trips.wizard.fields.lastName")}
            value={form.lastName}
            onChange={(lastName) => actions.update({ lastName })}
            autoComplete="family-name"
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("email")}
            type="email"
            label={t("trips.wizard.fields.email")}
            value={form.email ?? ""}
            onChange={(email) => actions.update({ email })}
            autoComplete="email"
            inputMode="email"
            extra={isAccountEmail ? <Tag color="blue">{t("trips.wizard.captain.accountEmail")}</Tag> : undefined}
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("phone")}
            type="tel"
            label={t("trips.wizard.fields.phone")}
            value={form.phone}
            onChange={(phone) => actions.update({ phone })}
            autoComplete="tel"
            inputMode="tel"
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            {...field("licenseType")}
            label={t("trips.wizard.fields.licenseType")}
            value={form.licenseType}
            options={options("license", form.licenseType)}
            onChange={(licenseType) => actions.update({ licenseType })}
            placeholder={t("trips.wizard.fields.choose")}
            searchable
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field("licenseNumber")}
            label={t("trips.wizard.fields.licenseNumber")}
            value={form.licenseNumber}
            onChange={(licenseNumber) => actions.update({ licenseNumber })}
            required
          />
        </Col>
        {form.licenseType === OTHER ? (
          <Col xs={24} md={12}>
            <InputField
              {...field("otherLicense")}
              label={t("trips.wizard.fields.otherLicense")}
              value={form.otherLicense ?? ""}
              onChange={(otherLicense) => actions.update({ otherLicense })}
              required
            />
          </Col>
        ) : null}
      </Row>
    </>
  );
}
