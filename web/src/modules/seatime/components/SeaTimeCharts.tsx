import { Col, Row } from "antd";
import { useIntl } from "react-intl";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { formatDay } from "../../trips/shared/formatTrip.ts";
import { useSeaTimeFormat } from "../hooks/useSeaTimeFormat.ts";
import { ChartFigure } from "./ChartFigure.tsx";
import { SeaTimeSection } from "./SeaTimeSection.tsx";

type SeaTime = SeaTimeQuery["seaTime"];

const COLOURS = { sail: "#0b5fa5", engine: "#f29d38", tidal: "#2f9e8f", miles: "#5b6ee1", all: "#8c8c8c", counted: "#0b5fa5" };

/**
 * The licence whose hours come next: the first PZŻ licence not yet met that asks for hours underway
 * (the last one when all are met), with the trips that count toward its hours.
 */
function nextHoursGoal(licences: SeaTime["licences"]) {
  const withHours = licences
    .map((l) => ({ code: l.code, met: l.met, req: l.requirements.find((r) => r.key === "hours_underway") }))
    .filter((l) => l.req !== undefined);
  const next = withHours.find((l) => !l.met) ?? withHours[withHours.length - 1];
  return next?.req ? { code: next.code, required: next.req.required, tripIds: new Set(next.req.tripIds) } : null;
}

/** A round axis end above `v`: 439 → 450, 1260 → 1500. */
function niceMax(v: number): number {
  if (v <= 0) return 10;
  const p = 10 ** Math.floor(Math.log10(v));
  return (Math.ceil((v / p) * 2) / 2) * p;
}

/** Running totals of hours underway, trip by trip: all of them, and those counted toward the goal. */
function cumulativeHours(trips: SeaTime["trips"], counts: Set<string> | undefined) {
  const points: { date: string; all: number; counted: number }[] = [];
  let all = 0;
  let counted = 0;
  for (const trip of trips) {
    all += trip.hoursUnderway;
    if (counts?.has(trip.id)) counted += trip.hoursUnderway;
    points.push({ date: formatDay(trip.disembarkationDate), all: Math.round(all * 100) / 100, counted: Math.round(counted * 100) / 100 });
  }
  return points;
}

interface YearBarChartProps {
  data: { year: string }[];
  tooltip: { formatter: (value: unknown) => string };
  number: (value: number) => string;
  /** The chart's bars (and legend). */
  children: ReactNode;
}

/** A bar chart of per-year figures: the grid, the year and number axes and the tooltip the year charts share. */
function YearBarChart({ data, tooltip, number, children }: YearBarChartProps) {
  return (
    <ResponsiveContainer>
      <BarChart data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="year" />
        <YAxis tickFormatter={number} />
        <Tooltip {...tooltip} />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Hours per year stacked by sail and engine (tidal beside them), miles per year, and cumulative hours toward the next licence. */
export function SeaTimeCharts({ seaTime }: { seaTime: SeaTime }) {
  const intl = useIntl();
  const { number } = useSeaTimeFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const years = seaTime.perYear.map((y) => ({
    year: String(y.year),
    sail: y.totals.hoursSail,
    engine: y.totals.hoursEngine,
    tidal: y.totals.hoursTidal,
    miles: y.totals.miles,
  }));
  const goal = nextHoursGoal(seaTime.licences);
  const cumulative = cumulativeHours(seaTime.trips, goal?.tripIds);
  const tooltip = { formatter: (v: unknown) => (typeof v === "number" ? number(v) : String(v)) };
  return (
    <SeaTimeSection id="seatime-charts-title" titleId="seatime.charts.title">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartFigure title={t("seatime.charts.hours")} note={t("seatime.charts.hoursNote")}>
            <YearBarChart data={years} tooltip={tooltip} number={number}>
              <Legend itemSorter={null} />
              <Bar dataKey="sail" stackId="underway" name={t("seatime.totals.hoursSail")} fill={COLOURS.sail} isAnimationActive={false} />
              <Bar dataKey="engine" stackId="underway" name={t("seatime.totals.hoursEngine")} fill={COLOURS.engine} isAnimationActive={false} />
              <Bar dataKey="tidal" stackId="tidal" name={t("seatime.totals.hoursTidal")} fill={COLOURS.tidal} isAnimationActive={false} />
            </YearBarChart>
          </ChartFigure>
        </Col>
        <Col xs={24} lg={12}>
          <ChartFigure title={t("seatime.charts.miles")}>
            <YearBarChart data={years} tooltip={tooltip} number={number}>
              <Bar dataKey="miles" name={t("seatime.totals.miles")} fill={COLOURS.miles} isAnimationActive={false} />
            </YearBarChart>
          </ChartFigure>
        </Col>
        {goal ? (
          <Col xs={24}>
            <ChartFigure
              title={t("seatime.charts.cumulative", { licence: t(`seatime.licence.${goal.code}`), hours: number(goal.required) })}
              note={t("seatime.charts.cumulativeNote")}
            >
              <ResponsiveContainer>
                <LineChart data={cumulative} margin={{ top: 16, right: 40, left: -8, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" minTickGap={24} />
                  <YAxis tickFormatter={number} domain={[0, niceMax(Math.max(cumulative.at(-1)?.all ?? 0, goal.required) * 1.05)]} allowDecimals={false} />
                  <Tooltip {...tooltip} />
                  <Legend itemSorter={null} />
                  <ReferenceLine
                    y={goal.required}
                    stroke="#cf1322"
                    strokeDasharray="6 4"
                    label={{ value: `${number(goal.required)} h`, position: "insideTopLeft", fill: "#cf1322" }}
                  />
                  <Line type="stepAfter" dataKey="all" name={t("seatime.charts.allHours")} stroke={COLOURS.all} dot={false} isAnimationActive={false} />
                  <Line
                    type="stepAfter"
                    dataKey="counted"
                    name={t("seatime.charts.countedHours")}
                    stroke={COLOURS.counted}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </ChartFigure>
          </Col>
        ) : null}
      </Row>
    </SeaTimeSection>
  );
}
