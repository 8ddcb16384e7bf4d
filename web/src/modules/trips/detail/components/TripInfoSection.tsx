import { useIntl } from "react-intl";
import { useNumberText } from "../../shared/useNumberText.ts";
import { DetailSection } from "../../shared/components/DetailSection.tsx";
import { Given } from "./Given.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

/** Metric horsepower (KM) in one kilowatt. */
const HP_PER_KW = 1 / 0.73549875;
/** kW → KM, to 0.1 KM. */
const kwToHp = (kw: number) => Math.round(kw * HP_PER_KW * 10) / 10;

/** Yacht, registration number, home port, hull length (m) and engines ('count × power KM (power kW)'). */
export function TripInfoSection({ trip }: { trip: TripDetailData }) {
  const intl = useIntl();
  const numberText = useNumberText();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <DetailSection
      title={t("trips.detail.sections.tripInfo")}
      items={[
        { key: "yacht", label: t("trips.detail.fields.yachtName"), children: <Given value={trip.yachtName} /> },
        { key: "registration", label: t("trips.detail.fields.registrationNumber"), children: <Given value={trip.registrationNumber} /> },
        { key: "homePort", label: t("trips.detail.fields.homePort"), children: <Given value={trip.homePort} /> },
        {
          key: "hull",
          label: t("trips.detail.fields.hullLength"),
          children: <Given value={trip.hullLength}>{t("trips.detail.units.meters", { value: numberText(trip.hullLength) })}</Given>,
        },
        {
          key: "engines",
          label: t("trips.detail.fields.engines"),
          // typed in kW, shown in KM as the spec asks, with the kW in brackets (40,5 kW → 55,1 KM)
          children: t("trips.detail.units.enginesHp", {
            count: numberText(trip.enginesCount || "0"),
            hp: intl.formatNumber(kwToHp(Number(trip.enginePower || "0")), { maximumFractionDigits: 1 }),
            kw: numberText(trip.enginePower || "0"),
          }),
        },
      ]}
    />
  );
}
