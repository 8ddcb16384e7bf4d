import { Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { OTHER } from "../../../../../../validation/trip.ts";
import { useOptions } from "../components/useOptions.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { useNumberText } from "../../shared/useNumberText.ts";
import { CrewSummary } from "./CrewSummary.tsx";
import { SummarySection } from "./SummarySection.tsx";
import { VisitedPortsSummary } from "./VisitedPortsSummary.tsx";
import { DASH, formatTripDate, orDash, summaryCruiseDays, summaryVisibility, withUnit } from "./summaryFormat.ts";

/** Step 5: the whole trip, read-only; yacht, tides and notes only when they have data. */
export function SummaryStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { state } = useWizardContext();
  const { label } = useOptions();
  const { form } = state;
  const shown = summaryVisibility(form);
  const days = summaryCruiseDays(form.embarkationDate, form.disembarkationDate);
  const tidal = (isTidal: boolean) => (isTidal ? <Tag color="cyan">{t("trips.wizard.summary.tidal")}</Tag> : null);
  const license = form.licenseType === OTHER ? orDash(form.otherLicense) : form.licenseType ? label("license", form.licenseType) : DASH;
  const hours = t("trips.wizard.units.hours");
  // numbers the interface language's way ('12,45 m' in Polish), as the rest of the app and the PDFs
  const numberText = useNumberText();
  const unit = (value: string, name: string) => withUnit(value, name, numberText);

  return (
    <>
      <SummarySection
        title={t("trips.wizard.summary.captain")}
        items={[
          { key: "name", label: t("trips.wizard.summary.name"), value: orDash(`${form.firstName} ${form.lastName}`) },
          { key: "email", label: t("trips.wizard.fields.email"), value: orDash(form.email) },
          { key: "phone", label: t("trips.wizard.fields.phone"), value: orDash(form.phone) },
          { key: "license", label: t("trips.wizard.summary.license"), value: license },
          { key: "licenseNumber", label: t("trips.wizard.fields.licenseNumber"), value: orDash(form.licenseNumber) },
        ]}
      />
      {shown.yacht ? (
        <SummarySection
          title={t("trips.wizard.summary.yacht")}
          items={[
            { key: "yachtName", label: t("trips.wizard.fields.yachtName"), value: orDash(form.yachtName) },
            { key: "registrationNumber", label: t("trips.wizard.fields.registrationNumber"), value: orDash(form.registrationNumber) },
            { key: "homePort", label: t("trips.wizard.fields.homePort"), value: orDash(form.homePort) },
            { key: "hullLength", label: t("trips.wizard.fields.hullLength"), value: unit(form.hullLength, t("trips.wizard.units.meters")) },
            {
              key: "engines",
              label: t("trips.wizard.summary.engines"),
              value: intl.formatMessage(
                { id: "trips.wizard.summary.enginesValue" },
                { count: orDash(form.enginesCount), power: form.enginePower.trim() ? numberText(form.enginePower) : DASH },
              ),
            },
          ]}
        />
      ) : null}
      <SummarySection
        title={t("trips.wizard.summary.route")}
        items={[
          {
            key: "embarkationPort",
            label: t("trips.wizard.fields.embarkationPort"),
            value: (
              <>
                {orDash(form.embarkationPort)} {tidal(form.isEmbarkationTidalPort)}
              </>
            ),
          },
          {
            key: "disembarkationPort",
            label: t("trips.wizard.fields.disembarkationPort"),
            value: (
              <>
                {orDash(form.disembarkationPort)} {tidal(form.isDisembarkationTidalPort)}
              </>
            ),
          },
          { key: "visitedPorts", label: t("trips.wizard.fields.visitedPorts"), value: <VisitedPortsSummary ports={form.visitedPorts} />, wide: true },
          { key: "distance", label: t("trips.wizard.fields.distance"), value: unit(form.distance, t("trips.wizard.units.nauticalMiles")) },
        ]}
      />
      <SummarySection
        title={t("trips.wizard.summary.duration")}
        items={[
          { key: "embarkationDate", label: t("trips.wizard.fields.embarkationDate"), value: formatTripDate(form.embarkationDate) },
          { key: "disembarkationDate", label: t("trips.wizard.fields.disembarkationDate"), value: formatTripDate(form.disembarkationDate) },
          {
            key: "cruiseDays",
            label: t("trips.wizard.summary.cruiseDays"),
            value: days === null ? DASH : intl.formatMessage({ id: "trips.wizard.summary.daysValue" }, { count: days }),
          },
          { key: "sailingHours", label: t("trips.wizard.fields.sailingHours"), value: unit(form.sailingHours, hours) },
          { key: "engineHours", label: t("trips.wizard.fields.engineHours"), value: unit(form.engineHours, hours) },
          { key: "mooringHours", label: t("trips.wizard.fields.mooringHours"), value: unit(form.mooringHours, hours) },
          { key: "logbookNumber", label: t("trips.wizard.fields.logbookNumber"), value: orDash(form.logbookNumber) },
        ]}
      />
      {shown.tides ? (
        <SummarySection
          title={t("trips.wizard.summary.tides")}
          items={[
            { key: "tidalPortsCount", label: t("trips.wizard.fields.tidalPortsCount"), value: String(form.tidalPortsCount ?? 0) },
            { key: "tidalHours", label: t("trips.wizard.fields.tidalHours"), value: unit(form.tidalHours, hours) },
          ]}
        />
      ) : null}
      {shown.notes ? (
        <SummarySection
          title={t("trips.wizard.summary.notes")}
          items={[
            {
              key: "captainNotes",
              label: t("trips.wizard.fields.captainNotes"),
              value: <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }}>{orDash(form.captainNotes)}</Typography.Paragraph>,
              wide: true,
            },
          ]}
        />
      ) : null}
      <CrewSummary crew={form.crewMembers} />
    </>
  );
}
