import { Input, InputNumber, Select, Typography } from "antd";
import { useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../../gql/graphql.ts";
import { formatDayRange } from "../../../trips/shared/formatTrip.ts";
import type { TriState, useTripMarks } from "../../hooks/useTripMarks.ts";
import type { MarkName } from "./markNames.ts";

type Trip = SeaTimeQuery["seaTime"]["trips"][number];

/** One mark of one trip: yes / no / don't know, or a number; named for screen readers with the trip. */
export function MarkControl({ trip, mark, marks }: { trip: Trip; mark: MarkName; marks: ReturnType<typeof useTripMarks> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = `${t(`seatime.mark.${mark}`)}: ${formatDayRange(trip.embarkationDate, trip.disembarkationDate)} ${trip.yachtName}`;
  const draft = marks.draft(trip);
  if (mark === "seaVoyage" || mark === "inCommand") {
    return (
      <Select<TriState>
        aria-label={label}
        value={draft[mark]}
        onChange={(v) => marks.change(trip, { [mark]: v })}
        options={[
          { value: "yes", label: t("seatime.marksTable.yes") },
          { value: "no", label: t("seatime.marksTable.no") },
          { value: "unknown", label: t("seatime.marksTable.unknown") },
        ]}
        style={{ width: 110 }}
      />
    );
  }
  if (mark === "nightHours") {
    const error = marks.errors[trip.id]?.fields.nightHours;
    return (
      <div style={{ width: 110 }}>
        <Input
          aria-label={label}
          inputMode="decimal"
          value={draft.nightHours}
          status={error ? "error" : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => marks.change(trip, { nightHours: e.target.value })}
          placeholder="–"
        />
        {error ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {error}
          </Typography.Text>
        ) : null}
      </div>
    );
  }
  return (
    <InputNumber
      aria-label={label}
      min={0}
      max={999}
      precision={0}
      value={draft.passagesOver60 === "" ? null : Number(draft.passagesOver60)}
      onChange={(v) => marks.change(trip, { passagesOver60: v === null ? "" : String(v) })}
      placeholder="–"
      style={{ width: 110 }}
    />
  );
}
