import { Button, Flex } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { LockedButton } from "../../../layout/components/LockedButton.tsx";
import { PdfLanguageChoice } from "../../../documents/components/PdfLanguageChoice.tsx";
import { TripPdfButton } from "../../../documents/components/TripPdfButton.tsx";
import { ScreenButton } from "../../../layout/components/ScreenButton.tsx";
import { DeleteTripModal } from "./DeleteTripModal.tsx";
import type { TripDetailData } from "./tripDetailTypes.ts";

interface TripDetailActionsProps {
  trip: Pick<TripDetailData, "id" | "yachtName" | "embarkationDate" | "disembarkationDate">;
  hasPremium: boolean;
}

/**
 * The PDFs (for every captain: the voyage card, the whole set, in the chosen language), edit and
 * delete; edit and delete only with Premium.
 */
export function TripDetailActions({ trip, hasPremium }: TripDetailActionsProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  const deleteLabel = intl.formatMessage({ id: "trips.detail.actions.delete" });
  return (
    <Flex gap={8} wrap align="flex-start">
      <TripPdfButton tripId={trip.id} document="voyage-card" />
      <TripPdfButton tripId={trip.id} document="all" />
      <div style={{ paddingTop: 4 }}>
        <PdfLanguageChoice />
      </div>
      <ScreenButton to={`/sailing-trips/edit/${trip.id}`} label={intl.formatMessage({ id: "trips.detail.actions.edit" })} premiumLocked={!hasPremium} />
      {hasPremium ? (
        <Button danger onClick={() => setDeleting(true)}>
          {deleteLabel}
        </Button>
      ) : (
        <LockedButton label={deleteLabel} reason="premium" />
      )}
      <DeleteTripModal trip={trip} open={deleting} onClose={() => setDeleting(false)} />
    </Flex>
  );
}
