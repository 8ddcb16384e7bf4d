import { Empty, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { TableFilter, matches } from "./TableFilter.tsx";

interface FilteredStaffTableProps<T> {
  /** Every row, loaded at once; undefined before the first answer. */
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  columns: TableColumnsType<T>;
  /** The texts of a row the filter looks in (names, e-mails, yacht). */
  searchable: (row: T) => (string | null | undefined)[];
  /** Message ids: the failed load's heading, the empty list's text and the filter's label. */
  messages: { loadError: string; empty: string; filter: string };
}

/**
 * An office list loaded whole (deleted trips, reversal fees): loading, a failed load with retry,
 * empty, or the rows with a filter that narrows them as the user types, 20 to a page.
 */
export function FilteredStaffTable<T extends { id: string }>({ rows, loading, error, onRetry, columns, searchable, messages }: FilteredStaffTableProps<T>) {
  const intl = useIntl();
  const [filter, setFilter] = useState("");
  if (!rows && loading) return <PageLoader />;
  if (!rows) return <LoadError titleId={messages.loadError} error={error} onRetry={onRetry} />;
  if (rows.length === 0) return <Empty description={intl.formatMessage({ id: messages.empty })} />;
  return (
    <>
      <TableFilter value={filter} onChange={setFilter} labelId={messages.filter} />
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows.filter((row) => matches(filter, ...searchable(row)))}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: "max-content" }}
      />
    </>
  );
}
