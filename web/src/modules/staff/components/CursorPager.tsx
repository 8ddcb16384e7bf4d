import { Button, Flex, Typography } from "antd";
import { useIntl } from "react-intl";

type Props = {
  page: number;
  hasNextPage: boolean;
  endCursor: string | null | undefined;
  loading: boolean;
  onNext: (endCursor: string) => void;
  onPrevious: () => void;
};

/** Previous / next buttons of a cursor-paged list, with the page number; hidden on a single page. */
export function CursorPager({ page, hasNextPage, endCursor, loading, onNext, onPrevious }: Props) {
  const intl = useIntl();
  if (page === 1 && !hasNextPage) return null;
  return (
    <Flex component="nav" aria-label={intl.formatMessage({ id: "staff.list.pager" })} gap={8} align="center" justify="flex-end" wrap>
      <Button onClick={onPrevious} disabled={page === 1 || loading}>
        {intl.formatMessage({ id: "staff.list.previous" })}
      </Button>
      <Typography.Text aria-live="polite">{intl.formatMessage({ id: "staff.list.page" }, { page: String(page) })}</Typography.Text>
      <Button onClick={() => endCursor && onNext(endCursor)} disabled={!hasNextPage || !endCursor || loading}>
        {intl.formatMessage({ id: "staff.list.next" })}
      </Button>
    </Flex>
  );
}
