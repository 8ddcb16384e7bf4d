import { Flex, Pagination, type PaginationProps } from "antd";
import { useIntl } from "react-intl";

/** The pages of a list shown as cards (phones): 'Pokazano 1–20 z 350', page size choice, page links. */
export function ListPagination(props: PaginationProps) {
  const intl = useIntl();
  if (props.hideOnSinglePage === true && (props.total ?? 0) <= (props.pageSize ?? 0)) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: "list.pages" })}>
      <Flex justify="center">
        <Pagination {...props} hideOnSinglePage={false} responsive />
      </Flex>
    </nav>
  );
}
