import { useQuery } from "@apollo/client/react";
import { Alert } from "antd";
import { type ReactNode, useEffect } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { TripFormData } from "../../../../../validation/trip.ts";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { preloadAreas } from "../../../i18n/loadMessages.ts";
import { useLanguage } from "../../../i18n/useLanguage.ts";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { yachtQuery } from "../../yachts/graphql/yachtQuery.ts";
import { plannedTripLogDraftQuery } from "../graphql/plannedTripQueries.ts";
import { planToTripForm } from "./planToTripForm.ts";

interface PlannedTripPrefillProps {
  plannedTripId: string;
  children: (prefill: Partial<TripFormData>, notice: ReactNode) => ReactNode;
}

/** 'Zaloguj rejs': loads the planned trip's draft (and its yacht), then renders the wizard prefilled with it. */
export function PlannedTripPrefill({ plannedTripId, children }: PlannedTripPrefillProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  // Its notice's texts are the students area's, not the wizard page's: fetched beside the draft, not after it.
  useEffect(() => preloadAreas(language, ["students"]), [language]);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const draft = useQuery(plannedTripLogDraftQuery, { variables: { id: plannedTripId }, fetchPolicy: "network-only" });
  const yachtId = draft.data?.plannedTripLogDraft.yachtId ?? null;
  const yacht = useQuery(yachtQuery, { variables: { id: yachtId ?? "" }, skip: !yachtId, errorPolicy: "all" });

  if (draft.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("students.prefill.failed")}
        description={
          <>
            {toErrorDetails(draft.error).message ?? t("students.prefill.connection")}{" "}
            <Link to={`/planned-sailing-trips/${encodeURIComponent(plannedTripId)}`}>{t("students.prefill.back")}</Link>
          </>
        }
      />
    );
  }
  if (!draft.data || (yachtId && yacht.loading)) return <PageLoader />;
  const data = draft.data.plannedTripLogDraft;
  const notice = (
    <Alert
      type="info"
      showIcon
      role="note"
      style={{ marginBottom: 16 }}
      title={t("students.prefill.title")}
      description={t("students.prefill.description", { crew: data.crewMembers.length })}
    />
  );
  return <>{children(planToTripForm(data, yacht.data?.yacht ?? null), notice)}</>;
}
