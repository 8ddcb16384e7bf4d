import { Collapse, Flex, Progress, Tag, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { formatDayRange } from "../../trips/shared/formatTrip.ts";
import { useSeaTimeFormat } from "../hooks/useSeaTimeFormat.ts";
import { licenceStatus } from "./licenceStatus.ts";

type Requirement = SeaTimeQuery["seaTime"]["licences"][number]["requirements"][number];
type Trip = SeaTimeQuery["seaTime"]["trips"][number];

/** One requirement: its bar (done of required), what is missing, and which trips count toward it. */
export function RequirementRow({ requirement: r, trips }: { requirement: Requirement; trips: Map<string, Trip> }) {
  const intl = useIntl();
  const { number, withUnit } = useSeaTimeFormat();
  const params = Object.fromEntries(r.params.map((p) => [p.name, number(p.value)]));
  const label = intl.formatMessage({ id: `seatime.requirement.${r.key}` }, params);
  const percent = r.required > 0 ? Math.min(100, Math.floor((r.done / r.required) * 1000) / 10) : 100;
  const counting = r.tripIds.map((id) => trips.get(id)).filter((t): t is Trip => t !== undefined);
  return (
    <div style={{ marginBottom: 12 }}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>{label}</Typography.Text>
        <Tag color={licenceStatus.color[r.status]} style={{ marginInlineEnd: 0 }}>
          <FormattedMessage id={licenceStatus.labelId(r.status)} />
        </Tag>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={licenceStatus.stroke[r.status]}
        aria-label={label}
        aria-valuetext={intl.formatMessage({ id: "seatime.licences.doneOf" }, { done: withUnit(r.done, r.unit), required: withUnit(r.required, r.unit) })}
      />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <FormattedMessage id="seatime.licences.doneOf" values={{ done: withUnit(r.done, r.unit), required: withUnit(r.required, r.unit) }} />
        {r.status !== "met" ? (
          <>
            {" · "}
            <FormattedMessage id="seatime.licences.missing" values={{ missing: withUnit(r.missing, r.unit) }} />
          </>
        ) : null}
        {r.status === "unknown" ? (
          <>
            {" · "}
            <a href="#seatime-marks">
              <FormattedMessage id="seatime.licences.markToKnow" values={{ count: r.unmarkedTripIds.length }} />
            </a>
          </>
        ) : null}
      </Typography.Text>
      {counting.length > 0 ? (
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: "trips",
              label: intl.formatMessage({ id: "seatime.licences.whichTrips" }, { count: counting.length }),
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {counting.map((t) => (
                    <li key={t.id}>
                      {formatDayRange(t.embarkationDate, t.disembarkationDate)} · {t.yachtName} · {t.embarkationPort} → {t.disembarkationPort}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
