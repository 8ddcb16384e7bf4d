import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { SeaTimeQuery } from "../../../gql/graphql.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { markSeaVoyagesMutation } from "../graphql/markSeaVoyagesMutation.ts";
import { seaTimeQuery } from "../graphql/seaTimeQuery.ts";
import { setSeaTimeMarksMutation } from "../graphql/setSeaTimeMarksMutation.ts";

type Trip = SeaTimeQuery["seaTime"]["trips"][number];
export type TriState = "yes" | "no" | "unknown";
type MarksDraft = { seaVoyage: TriState; inCommand: TriState; nightHours: string; passagesOver60: string };

const toTri = (v: boolean | null | undefined): TriState => (v === true ? "yes" : v === false ? "no" : "unknown");
const fromTri = (v: TriState) => (v === "yes" ? true : v === "no" ? false : null);

const draftOf = (t: Trip): MarksDraft => ({
  seaVoyage: toTri(t.marks.seaVoyage),
  inCommand: toTri(t.marks.inCommand),
  nightHours: t.marks.nightHours === null || t.marks.nightHours === undefined ? "" : String(t.marks.nightHours),
  passagesOver60: t.marks.passagesOver60 === null || t.marks.passagesOver60 === undefined ? "" : String(t.marks.passagesOver60),
});

const sameDraft = (a: MarksDraft, b: MarksDraft) =>
  a.seaVoyage === b.seaVoyage &&
  a.inCommand === b.inCommand &&
  a.nightHours.trim() === b.nightHours.trim() &&
  a.passagesOver60.trim() === b.passagesOver60.trim();

/**
 * The marks being edited, row by row: a row is saved on its own; the page's numbers (licence
 * progress) are fetched again after each save. Errors are kept per row (field → message).
 */
export function useTripMarks() {
  const [drafts, setDrafts] = useState<Record<string, MarksDraft>>({});
  const [errors, setErrors] = useState<Record<string, { message?: string; fields: Record<string, string> }>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const refetchQueries = [seaTimeQuery];
  const [setMarks] = useMutation(setSeaTimeMarksMutation, { refetchQueries, awaitRefetchQueries: true });
  const [markSea, bulk] = useMutation(markSeaVoyagesMutation, { refetchQueries, awaitRefetchQueries: true });

  const draft = (t: Trip) => drafts[t.id] ?? draftOf(t);
  const dirty = (t: Trip) => {
    const edited = drafts[t.id];
    return edited !== undefined && !sameDraft(edited, draftOf(t));
  };
  const change = (t: Trip, patch: Partial<MarksDraft>) => {
    setDrafts((d) => ({ ...d, [t.id]: { ...(d[t.id] ?? draftOf(t)), ...patch } }));
    setSaved((s) => (s === t.id ? null : s));
  };

  const save = async (t: Trip) => {
    const d = draft(t);
    setSaving(t.id);
    setErrors(({ [t.id]: _gone, ...rest }) => rest);
    try {
      const passages = d.passagesOver60.trim();
      await setMarks({
        variables: {
          tripId: t.id,
          input: {
            seaVoyage: fromTri(d.seaVoyage),
            inCommand: fromTri(d.inCommand),
            nightHours: d.nightHours.trim() || null,
            passagesOver60: passages === "" ? null : Number(passages),
          },
        },
      });
      setDrafts(({ [t.id]: _done, ...rest }) => rest);
      setSaved(t.id);
    } catch (e) {
      const details = toErrorDetails(e);
      setErrors((x) => ({ ...x, [t.id]: { message: details.message, fields: details.fields } }));
    } finally {
      setSaving(null);
    }
  };

  const markAllSea = async (tripIds: string[]) => {
    if (tripIds.length) await markSea({ variables: { tripIds, seaVoyage: true } });
  };

  return { draft, dirty, change, save, saving, saved, errors, markAllSea, bulkSaving: bulk.loading, bulkError: bulk.error };
}
