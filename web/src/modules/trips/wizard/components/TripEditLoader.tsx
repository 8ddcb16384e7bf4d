import { Alert, Button, Flex, Result } from "antd";
import { useIntl } from "react-intl";
import { ButtonLink } from "../../../../components/ButtonLink.tsx";
import { PageLoader } from "../../../../components/PageLoader.tsx";
import { useTripForEdit } from "../hooks/useTripForEdit.ts";
import { TripWizard } from "./TripWizard.tsx";
import { ResultTitle } from "../../../../components/ResultTitle.tsx";

/** Loads the trip to edit: loading, not found, load error (with retry), then the wizard in edit mode. */
export function TripEditLoader({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const { edit, loading, error, notFound, retry } = useTripForEdit(id);
  const back = <ButtonLink to="/sailing-trips">{t("trips.wizard.backToList")}</ButtonLink>;

  if (loading) return <PageLoader />;
  if (notFound) return <Result status="404" title={<ResultTitle>{t("trips.wizard.notFound")}</ResultTitle>} extra={back} />;
  if (error || !edit) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("trips.wizard.loadError")}
        action={
          <Flex gap={8} wrap>
            <Button onClick={() => void retry()}>{t("trips.wizard.retry")}</Button>
            {back}
          </Flex>
        }
      />
    );
  }
  return <TripWizard key={id} edit={edit} />;
}
