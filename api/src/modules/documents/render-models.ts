// The document models a render child builds itself from the record it is sent (render.child.ts):
// the app's own process only reads the trip and hands it over, and the child turns it into the
// template's data, beside the compile. On 2 cores the app's process is the one serving every other
// request (and, at full load, sharing a core with a child): what it does per PDF is what it cannot
// do for them.
import { documentData, type DocumentOptions, type DocumentTrip } from "./documents.model.ts";

export const renderModels = {
  /** A trip's documents (voyage card, opinions, the whole set); the logo travels as a file, not in the trip. */
  trip: ({ trip, options }: { trip: Omit<DocumentTrip, "captainLogo">; options: DocumentOptions }) => documentData(trip, options),
};

export type RenderModel = keyof typeof renderModels;
export type RenderModelInput<M extends RenderModel> = Parameters<(typeof renderModels)[M]>[0];
