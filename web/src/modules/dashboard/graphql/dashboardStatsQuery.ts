import { graphql } from "../../../gql";

/** This year's sea time for the dashboard's statistic cards (counted trips: completed and in progress). */
export const dashboardStatsQuery = graphql(`
  query DashboardStats($years: [Int!]) {
    seaTime(years: $years) {
      totals {
        voyages
        hoursUnderway
        miles
      }
    }
  }
`);
