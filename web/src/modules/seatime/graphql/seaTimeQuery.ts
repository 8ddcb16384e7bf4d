import { graphql } from "../../../gql";

/** Sea time with the page's filters: totals, per year, licence progress, counted trips and the filter choices. */
export const seaTimeQuery = graphql(`
  query SeaTime($years: [Int!], $yacht: String, $status: [SeaTimeStatus!]) {
    seaTime(years: $years, yacht: $yacht, status: $status) {
      today
      totals {
        ...SeaTimeTotalsFields
        largestYacht {
          name
          registrationNumber
          hullLength
        }
      }
      perYear {
        year
        totals {
          ...SeaTimeTotalsFields
        }
      }
      licences {
        code
        met
        status
        source
        requirements {
          key
          done
          required
          missing
          unit
          met
          status
          tripIds
          unmarkedTripIds
          marks
          params {
            name
            value
          }
        }
      }
      trips {
        id
        status
        year
        embarkationDate
        disembarkationDate
        days
        yachtName
        registrationNumber
        embarkationPort
        disembarkationPort
        hoursUnderway
        hoursSail
        hoursEngine
        hoursTidal
        miles
        marks {
          seaVoyage
          inCommand
          nightHours
          passagesOver60
        }
      }
      availableYears
      availableYachts {
        registrationNumber
        name
        voyages
      }
    }
  }

  fragment SeaTimeTotalsFields on SeaTimeTotals {
    voyages
    days
    hoursUnderway
    hoursSail
    hoursEngine
    hoursTidal
    hoursMoored
    miles
    tidalPorts
  }
`);
