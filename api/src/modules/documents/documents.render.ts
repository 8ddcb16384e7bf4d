// The documents of a trip as PDF bytes, in the language asked for: the voyage card, one crew
// member's opinion, all crew opinions in one file (one page set per member), and the whole set
// (the voyage card followed by every opinion). Rendered in the render child processes (renderer.ts).
import { NotFoundError } from "../../errors.ts";
import { documentData, type DocumentTrip } from "./documents.model.ts";
import type { DocumentLang } from "./labels.ts";
import { renderPdf, type RenderOptions } from "./renderer.ts";
import { virtualPath, type VirtualFile } from "./typst.ts";

/** The logo as a file Typst can read, by its magic bytes; anything else is left out. */
export function logoFile(bytes: Uint8Array | null | undefined): VirtualFile | null {
  if (!bytes || bytes.length < 8) return null;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8));
  if (b.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { bytes, extension: "png" };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { bytes, extension: "jpg" };
  if (b.subarray(0, 4).toString("latin1") === "GIF8") return { bytes, extension: "gif" };
  return null;
}

function render(template: string, trip: DocumentTrip, lang?: DocumentLang, opinions?: number[], options?: RenderOptions): Promise<Buffer<ArrayBuffer>> {
  const logo = logoFile(trip.captainLogo);
  const data = documentData(trip, { logo: logo ? virtualPath(logo) : null, opinions, lang });
  return renderPdf(template, data, logo ? [logo] : [], options);
}

/** `options.priority: "low"` for the anonymous public generator (renderer.ts). */
export function renderVoyageCard(trip: DocumentTrip, lang?: DocumentLang, options?: RenderOptions): Promise<Buffer<ArrayBuffer>> {
  return render("voyage-card.typ", trip, lang, undefined, options);
}

export async function renderCrewOpinion(trip: DocumentTrip, crewIndex: number, lang?: DocumentLang): Promise<Buffer<ArrayBuffer>> {
  if (!Number.isInteger(crewIndex) || crewIndex < 0 || crewIndex >= trip.crewMembers.length) throw new NotFoundError();
  return render("crew-opinion.typ", trip, lang, [crewIndex]);
}

/** Every crew member's opinion in one PDF; a trip without crew has nothing to print (404). */
export async function renderAllCrewOpinions(trip: DocumentTrip, lang?: DocumentLang): Promise<Buffer<ArrayBuffer>> {
  if (trip.crewMembers.length === 0) throw new NotFoundError();
  return render(
    "crew-opinion.typ",
    trip,
    lang,
    trip.crewMembers.map((_, i) => i),
  );
}

/** The voyage card and every crew member's opinion in one PDF, each document numbered on its own. */
export function renderDocumentSet(trip: DocumentTrip, lang?: DocumentLang): Promise<Buffer<ArrayBuffer>> {
  return render(
    "documents.typ",
    trip,
    lang,
    trip.crewMembers.map((_, i) => i),
  );
}
