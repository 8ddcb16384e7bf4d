import { Typography } from "antd";
import { useId } from "react";
import { useIntl } from "react-intl";
import { type CrewMemberForm, OTHER } from "../../../../../../validation/trip.ts";
import { type OptionGroup, useOptions } from "../components/useOptions.ts";
import { SummarySection } from "./SummarySection.tsx";
import { DASH, orDash } from "./summaryFormat.ts";

/** The crew in the summary: one section per member, or 'Bez załogi'. */
export function CrewSummary({ crew }: { crew: readonly CrewMemberForm[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { label } = useOptions();
  const headingId = useId();
  const option = (group: OptionGroup, value: string) => (value ? label(group, value) : DASH);

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 18 }}>
        {t("trips.wizard.summary.crew")}
      </Typography.Title>
      {crew.length === 0 ? <Typography.Text type="secondary">{t("trips.wizard.summary.noCrew")}</Typography.Text> : null}
      {crew.map((member, index) => (
        <SummarySection
          key={`${index}-${member.fullName}`}
          level={4}
          title={intl.formatMessage({ id: "trips.wizard.crew.member" }, { number: index + 1 })}
          items={[
            { key: "fullName", label: t("trips.wizard.fields.fullName"), value: orDash(member.fullName) },
            { key: "role", label: t("trips.wizard.fields.role"), value: member.role === OTHER ? orDash(member.otherRole) : option("role", member.role) },
            {
              key: "license",
              label: t("trips.wizard.summary.license"),
              value: member.licenseType === OTHER ? orDash(member.otherLicense) : option("license", member.licenseType),
            },
            { key: "licenseNumber", label: t("trips.wizard.fields.licenseNumber"), value: orDash(member.licenseNumber) },
            { key: "email", label: t("trips.wizard.fields.email"), value: orDash(member.email) },
            { key: "phone", label: t("trips.wizard.fields.phone"), value: orDash(member.phone) },
            { key: "captainOpinion", label: t("trips.wizard.fields.captainOpinion"), value: option("opinion", member.captainOpinion) },
            { key: "performance", label: t("trips.wizard.fields.performance"), value: option("performance", member.performance) },
            { key: "seasickness", label: t("trips.wizard.fields.seasickness"), value: option("seasickness", member.seasickness) },
            { key: "resistance", label: t("trips.wizard.fields.resistance"), value: option("resistance", member.resistance) },
            { key: "captainNotes", label: t("trips.wizard.fields.captainNotes"), value: orDash(member.captainNotes), wide: true },
          ]}
        />
      ))}
    </section>
  );
}
