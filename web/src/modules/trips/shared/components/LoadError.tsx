import { Alert, Button } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { toErrorDetails } from "../../../../lib/toErrorDetails.ts";

interface LoadErrorProps {
  /** Message id of the heading, e.g. 'Błąd podczas pobierania rejsów'. */
  titleId: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, the server's reason (or a connection hint) and a retry button. */
export function LoadError({ titleId, error, onRetry }: LoadErrorProps) {
  const intl = useIntl();
  const details = toErrorDetails(error);
  return (
    <Alert
      type="error"
      showIcon
      title={intl.formatMessage({ id: titleId })}
      description={details.message ?? intl.formatMessage({ id: "trips.list.connectionError" })}
      action={
        <Button size="small" onClick={onRetry}>
          <FormattedMessage id="trips.list.retry" />
        </Button>
      }
    />
  );
}
