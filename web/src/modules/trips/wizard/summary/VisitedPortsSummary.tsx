import { Tag } from "antd";
import { useIntl } from "react-intl";
import type { VisitedPortForm } from "../../../../../../validation/trip.ts";
import { DASH, formatTripDate } from "./summaryFormat.ts";

/** The named visited ports with their tidal mark and dates, or a dash. */
export function VisitedPortsSummary({ ports }: { ports: readonly VisitedPortForm[] }) {
  const intl = useIntl();
  const named = ports.filter((port) => port.name.trim() !== "");
  if (named.length === 0) return <>{DASH}</>;
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      {named.map((port, index) => {
        const dates = [port.arrivalDate, port.departureDate].filter(Boolean).map(formatTripDate).join(" – ");
        return (
          <li key={`${index}-${port.name}`}>
            {port.name.trim()}
            {dates ? ` (${dates})` : ""} {port.isTidalPort ? <Tag color="cyan">{intl.formatMessage({ id: "trips.wizard.summary.tidal" })}</Tag> : null}
          </li>
        );
      })}
    </ol>
  );
}
