import { useQuery } from "@apollo/client/react";
import { Alert } from "antd";
import { useIntl } from "react-intl";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { toErrorDetails } from "../../../lib/toErrorDetails.ts";
import { yachtQuery } from "../graphql/yachtQuery.ts";
import { YachtForm } from "./YachtForm.tsx";
import { useDocumentTitle } from "../../../lib/useDocumentTitle.ts";

/** Loads the yacht and opens the form with its data; a missing yacht or a failed load says so. */
export function YachtEditLoader({ id }: { id: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(yachtQuery, { variables: { id }, fetchPolicy: "network-only" });
  const yacht = data?.yacht;
  useDocumentTitle(yacht ? intl.formatMessage({ id: "title.yachtEdit" }, { yacht: yacht.name }) : null);
  if (loading) return <PageLoader />;
  if (!yacht) {
    return <Alert type="error" showIcon title={intl.formatMessage({ id: "yachts.form.loadError" })} description={toErrorDetails(error).message} />;
  }
  return (
    <YachtForm
      yachtId={yacht.id}
      initial={{
        name: yacht.name,
        registrationNumber: yacht.registrationNumber,
        homePort: yacht.homePort,
        hullLength: yacht.hullLength,
        enginesCount: String(yacht.enginesCount),
        enginePower: yacht.enginePower,
      }}
    />
  );
}
