import type { TripEventType, UserRole } from "../../../gql/graphql.ts";

/** Message ids of the event types, in words. */
export const eventLabelIds: Record<TripEventType, string> = {
  TripCreated: "trips.history.events.created",
  TripUpdated: "trips.history.events.updated",
  TripStatusChanged: "trips.history.events.statusChanged",
  TripDeleted: "trips.history.events.deleted",
  TripRestored: "trips.history.events.restored",
};

export const eventColors: Record<TripEventType, string> = {
  TripCreated: "green",
  TripUpdated: "blue",
  TripStatusChanged: "blue",
  TripDeleted: "red",
  TripRestored: "green",
};

export const roleLabelIds: Record<UserRole, string> = {
  captain: "trips.history.roles.captain",
  staff: "trips.history.roles.staff",
};

/** Message ids of the trip fields `changedFields` names (the wizard's camelCase names, plus status). */
export const fieldLabelIds: Record<string, string> = {
  firstName: "trips.history.fields.firstName",
  lastName: "trips.history.fields.lastName",
  email: "trips.history.fields.email",
  phone: "trips.history.fields.phone",
  licenseType: "trips.history.fields.licenseType",
  licenseNumber: "trips.history.fields.licenseNumber",
  otherLicense: "trips.history.fields.otherLicense",
  yachtName: "trips.history.fields.yachtName",
  registrationNumber: "trips.history.fields.registrationNumber",
  homePort: "trips.history.fields.homePort",
  hullLength: "trips.history.fields.hullLength",
  enginesCount: "trips.history.fields.enginesCount",
  enginePower: "trips.history.fields.enginePower",
  embarkationPort: "trips.history.fields.embarkationPort",
  isEmbarkationTidalPort: "trips.history.fields.isEmbarkationTidalPort",
  disembarkationPort: "trips.history.fields.disembarkationPort",
  isDisembarkationTidalPort: "trips.history.fields.isDisembarkationTidalPort",
  visitedPorts: "trips.history.fields.visitedPorts",
  distance: "trips.history.fields.distance",
  embarkationDate: "trips.history.fields.embarkationDate",
  disembarkationDate: "trips.history.fields.disembarkationDate",
  sailingHours: "trips.history.fields.sailingHours",
  engineHours: "trips.history.fields.engineHours",
  mooringHours: "trips.history.fields.mooringHours",
  tidalHours: "trips.history.fields.tidalHours",
  tidalPortsCount: "trips.history.fields.tidalPortsCount",
  logbookNumber: "trips.history.fields.logbookNumber",
  captainNotes: "trips.history.fields.captainNotes",
  crewMembers: "trips.history.fields.crewMembers",
  status: "trips.history.fields.status",
};
