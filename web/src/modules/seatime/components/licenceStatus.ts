import type { LicenceProgressStatus } from "../../../gql/graphql.ts";

/** antd tag colours, bar colours and message ids of a licence's or requirement's status. */
export const licenceStatus: {
  color: Record<LicenceProgressStatus, string>;
  stroke: Record<LicenceProgressStatus, string>;
  labelId: (s: LicenceProgressStatus) => string;
} = {
  color: { met: "green", missing: "red", unknown: "gold" },
  stroke: { met: "#389e0d", missing: "#cf1322", unknown: "#d48806" },
  labelId: (s) => `seatime.status.${s}`,
};
