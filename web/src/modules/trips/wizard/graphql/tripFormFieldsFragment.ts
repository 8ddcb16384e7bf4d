import { graphql } from "../../../../gql";

/** Everything the wizard edits, read back after a save and when a trip is opened for editing; the detail page asks for it too. */
export const tripFormFieldsFragment = graphql(`
  fragment TripFormFields on Trip {
    id
    version
    captain {
      firstName
      lastName
      email
      phone
      licenseType
      licenseNumber
      otherLicense
    }
    yachtName
    registrationNumber
    homePort
    hullLength
    enginesCount
    enginePower
    embarkationPort
    isEmbarkationTidalPort
    disembarkationPort
    isDisembarkationTidalPort
    visitedPorts {
      id
      name
      isTidalPort
      arrivalDate
      departureDate
    }
    distance
    embarkationDate
    disembarkationDate
    sailingHours
    engineHours
    mooringHours
    tidalPortsCount
    tidalHours
    logbookNumber
    captainNotes
    crewMembers {
      id
      fullName
      email
      phone
      role
      otherRole
      licenseType
      otherLicense
      licenseNumber
      captainOpinion
      performance
      seasickness
      resistance
      captainNotes
    }
  }
`);
