import type { IntlShape } from "react-intl";

const TRIP_FIELDS: Record<string, string> = {
  firstName: "trips.wizard.fields.firstName",
  lastName: "trips.wizard.fields.lastName",
  email: "trips.wizard.fields.email",
  phone: "trips.wizard.fields.phone",
  licenseType: "trips.wizard.fields.licenseType",
  licenseNumber: "trips.wizard.fields.licenseNumber",
  otherLicense: "trips.wizard.fields.otherLicense",
  yachtName: "trips.wizard.fields.yachtName",
  registrationNumber: "trips.wizard.fields.registrationNumber",
  homePort: "trips.wizard.fields.homePort",
  hullLength: "trips.wizard.fields.hullLength",
  enginesCount: "trips.wizard.fields.enginesCount",
  enginePower: "trips.wizard.fields.enginePower",
  embarkationPort: "trips.wizard.fields.embarkationPort",
  isEmbarkationTidalPort: "trips.wizard.fields.isEmbarkationTidalPort",
  disembarkationPort: "trips.wizard.fields.disembarkationPort",
  isDisembarkationTidalPort: "trips.wizard.fields.isDisembarkationTidalPort",
  visitedPorts: "trips.wizard.fields.visitedPorts",
  distance: "trips.wizard.fields.distance",
  embarkationDate: "trips.wizard.fields.embarkationDate",
  disembarkationDate: "trips.wizard.fields.disembarkationDate",
  sailingHours: "trips.wizard.fields.sailingHours",
  engineHours: "trips.wizard.fields.engineHours",
  mooringHours: "trips.wizard.fields.mooringHours",
  tidalPortsCount: "trips.wizard.fields.tidalPortsCount",
  tidalHours: "trips.wizard.fields.tidalHours",
  confirmTidalWithoutPorts: "trips.wizard.fields.tidalHours",
  logbookNumber: "trips.wizard.fields.logbookNumber",
  captainNotes: "trips.wizard.fields.captainNotes",
  crewMembers: "trips.wizard.crew.title",
};

const PORT_FIELDS: Record<string, string> = {
  name: "trips.wizard.fields.visitedPortName",
  isTidalPort: "trips.wizard.fields.visitedPortTidal",
  arrivalDate: "trips.wizard.fields.arrivalDate",
  departureDate: "trips.wizard.fields.departureDate",
};

const CREW_FIELDS: Record<string, string> = {
  fullName: "trips.wizard.fields.fullName",
  email: "trips.wizard.fields.email",
  phone: "trips.wizard.fields.phone",
  role: "trips.wizard.fields.role",
  otherRole: "trips.wizard.fields.otherRole",
  licenseType: "trips.wizard.fields.licenseType",
  otherLicense: "trips.wizard.fields.otherLicense",
  licenseNumber: "trips.wizard.fields.licenseNumber",
  captainOpinion: "trips.wizard.fields.captainOpinion",
  performance: "trips.wizard.fields.performance",
  seasickness: "trips.wizard.fields.seasickness",
  resistance: "trips.wizard.fields.resistance",
  captainNotes: "trips.wizard.fields.captainNotes",
};

const LISTS: Record<string, { rowId: string; fields: Record<string, string> }> = {
  visitedPorts: { rowId: "trips.wizard.fields.visitedPort", fields: PORT_FIELDS },
  crewMembers: { rowId: "trips.wizard.crew.member", fields: CREW_FIELDS },
};

/**
 * The label of a field by its path, as the captain sees it: 'Port zaokrętowania',
 * 'Odwiedzony port 2 — Nazwa portu', 'Członek załogi 1 — Funkcja na jachcie'; null when unknown.
 */
export function fieldLabel(intl: IntlShape, path: string): string | null {
  const [head = "", index, name] = path.split(".");
  const list = LISTS[head];
  if (list && index !== undefined && /^\d+$/.test(index)) {
    const row = intl.formatMessage({ id: list.rowId }, { number: Number(index) + 1 });
    const field = name ? list.fields[name] : undefined;
    return field ? `${row} — ${intl.formatMessage({ id: field })}` : row;
  }
  const id = index === undefined ? TRIP_FIELDS[head] : undefined;
  return id ? intl.formatMessage({ id }) : null;
}

/** Field errors as one list of 'Label: message' lines (spec §8 'flattened errors'). */
export function flattenFieldErrors(intl: IntlShape, fields: Record<string, string>): string[] {
  return Object.entries(fields).map(([path, text]) => {
    const label = fieldLabel(intl, path);
    if (!label) return text;
    // Each field named once: 'Przebyty dystans jest wymagany', not 'Przebyty dystans: Przebyty dystans
    // jest wymagany'; in a list only the row is added ('Członek załogi 1: Funkcja na jachcie jest wymagana').
    const parts = label.split(" — ");
    const field = parts.pop() ?? "";
    if (!text.toLocaleLowerCase().startsWith(field.toLocaleLowerCase())) return `${label}: ${text}`;
    return parts.length > 0 ? `${parts.join(" — ")}: ${text}` : text;
  });
}
