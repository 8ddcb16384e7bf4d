import { Empty, Table, type TableColumnsType, type TableProps } from "antd";
import { useIntl } from "react-intl";
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
  /** Message ids: the failed load's heading, and the empty list's text (a search without results has its own). */
  messages: { loadError: string; empty: string };
  onRow?: TableProps<T>["onRow"];
}

/**
 * An office list (captains, invoices, discount codes): loading, a failed load with retry, empty (or no
 * search results), or the page with the pager under it.
 */
export function PagedStaffTable<T extends { id: string }>({ connection, loading, error, onRetry, columns, list, messages, onRow }: PagedStaffTableProps<T>) {
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
