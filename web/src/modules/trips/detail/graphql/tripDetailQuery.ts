import { graphql } from "../../../../gql";

/** Everything the detail page shows of one trip. */
export const tripDetailQuery = graphql(`
  query TripDetail($id: ID!) {
    trip(id: $id) {
      id
      status
      version
      createdAt
      updatedAt
      yachtName
      registrationNumber
      homePort
      hullLength
      enginesCount
      enginePower
      captain {
        firstName
        lastName
        email
        phone
        licenseType
        licenseNumber
        otherLicense
      }
      embarkationPort
      isEmbarkationTidalPort
      disembarkationPort
      isDisembarkationTidalPort
      embarkationDate
      disembarkationDate
      cruiseDays
      distance
      sailingHours
      engineHours
      mooringHours
      tidalHours
      tidalPortsCount
      logbookNumber
      captainNotes
      visitedPorts {
        id
        name
        isTidalPort
        arrivalDate
        departureDate
      }
      crewMembers {
        id
        fullName
        email
        phone
        role
        otherRole
        roleText
        licenseType
        otherLicense
        licenseText
        licenseNumber
        captainOpinion
        performance
        seasickness
        resistance
        captainNotes
      }
    }
  }
`);
