import { Button, Empty } from "antd";
import { FormattedMessage, useIntl } from "react-intl";

interface NoSearchResultsProps {
  search: string;
  /** The id of the text that says nothing matched `{search}`. */
  messageId: string;
  /** The id of the reset button's text. */
  resetId: string;
  onReset: () => void;
}

/** A list's search that found nothing (trips, yachts): the text with the search and a button that resets the filters. */
export function NoSearchResults({ search, messageId, resetId, onReset }: NoSearchResultsProps) {
  const intl = useIntl();
  return (
    <Empty description={intl.formatMessage({ id: messageId }, { search })} style={{ padding: "32px 0" }}>
      <Button onClick={onReset}>
        <FormattedMessage id={resetId} />
      </Button>
    </Empty>
  );
}
