/** A UUID as the database stores ids (any version, either case): an id that is not one names nothing (404, not 500). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
