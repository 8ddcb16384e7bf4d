import { useLazyQuery } from "@apollo/client/react";
import { Button, Flex, Tag, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { OTHER, type TripFormData } from "../../../../../../validation/trip.ts";
import { useAuth } from "../../../auth/useAuth.ts";
import { captainProfileQuery } from "../../../profile/graphql/captainProfileQuery.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { TripFieldsRow } from "./TripFieldsRow.tsx";
import type { WizardFieldSpec } from "./wizardFieldSpec.ts";
import { accountAutofill } from "./accountAutofill.ts";

const CAPTAIN_FIELDS: readonly WizardFieldSpec<TripFormData>[] = [
  { name: "firstName", autoComplete: "given-name", required: true },
  { name: "lastName", autoComplete: "family-name", required: true },
  { name: "email", input: "email", autoComplete: "email" },
  { name: "phone", input: "tel", autoComplete: "tel", required: true },
  { name: "licenseType", input: "select", options: "license", searchable: true, required: true },
  { name: "licenseNumber", required: true },
  { name: "otherLicense", required: true, showWhen: (form) => form.licenseType === OTHER },
];

/** Step 1: the captain of the voyage, with autofill (signed-in captains only) and the account-e-mail marker. */
export function CaptainStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state, actions } = useWizardContext();
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
            {autofilled === "profile"
              ? t("trips.wizard.captain.autofilledFromProfile")
              : autofilled === "account"
                ? t("trips.wizard.captain.autofilled")
                : null}
          </Typography.Text>
        </Flex>
      ) : null}
      <TripFieldsRow
        fields={CAPTAIN_FIELDS}
        extras={{ email: isAccountEmail ? <Tag color="blue">{t("trips.wizard.captain.accountEmail")}</Tag> : undefined }}
      />
    </>
  );
}
