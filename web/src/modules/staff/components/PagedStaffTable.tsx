import { Empty, Flex, Table, type TableColumnsType, type TableProps } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { ListSearchBox } from "../../../components/ListSearchBox.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { CursorPager } from "./CursorPager.tsx";
import type { usePagedSearch } from "./usePagedSearch.ts";

/** One page of a cursor-paged connection as the office's list queries answer it. */
interface Connection<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor?: string | null;
}

interface PagedStaffTableProps<T> {
  /** The page shown (the new answer, or the previous one while it loads); undefined before the first. */
  connection: Connection<T> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  columns: TableColumnsType<T>;
  list: ReturnType<typeof usePagedSearch>;
  /**
   * Message ids: the failed load's heading, the empty list's text (a search without results has its own),
   * and the search box's label and placeholder.
   */
  messages: { loadError: string; empty: string; searchLabel: string; searchPlaceholder: string };
  /** Shown between the search box and the table (the count, a failed download). */
  notice?: ReactNode;
  onRow?: TableProps<T>["onRow"];
}

/**
 * An office list (captains, invoices, discount codes): the search box, then loading, a failed load with
 * retry, empty (or no search results), or the page with the pager under it.
 */
export function PagedStaffTable<T extends { id: string }>({ list, messages, notice, ...table }: PagedStaffTableProps<T>) {
  return (
    <>
      <Flex>
        <ListSearchBox
          value={list.search}
          onSearch={list.setSearch}
          messages={{ label: messages.searchLabel, placeholder: messages.searchPlaceholder, submit: "staff.list.search" }}
        />
      </Flex>
      {notice}
      <PageBody<T> {...table} list={list} messages={messages} />
    </>
  );
}

/** What stands under the search box: the loading table, the failed load, the empty list or the page. */
function PageBody<T extends { id: string }>({ connection, loading, error, onRetry, columns, list, messages, onRow }: PagedStaffTableProps<T>) {
  const intl = useIntl();
  if (!connection && loading) return <Table<T> rowKey="id" loading columns={columns} dataSource={[]} />;
  if (!connection) return <LoadError titleId={messages.loadError} error={error} onRetry={onRetry} />;
  if (connection.totalCount === 0) return <Empty description={intl.formatMessage({ id: list.search ? "staff.list.noResults" : messages.empty })} />;
  return (
    <>
      <Table<T>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={connection.nodes}
        pagination={false}
        scroll={{ x: "max-content" }}
        onRow={onRow}
      />
      <CursorPager
        page={list.page}
        hasNextPage={connection.hasNextPage}
        endCursor={connection.endCursor}
        loading={loading}
        onNext={list.next}
        onPrevious={list.previous}
      />
    </>
  );
}
