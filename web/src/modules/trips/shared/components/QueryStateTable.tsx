import { Empty, Table, type TableProps } from "antd";
import { LoadError } from "./LoadError.tsx";

interface QueryStateTableProps<T> extends Omit<TableProps<T>, "rowKey" | "loading" | "dataSource"> {
  /** The query's rows; undefined before the first answer (or when it failed). */
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Message id of the failed load's heading. */
  loadErrorId: string;
  /** The empty list's text. */
  emptyText: string;
}

/**
 * A query's rows in an antd table with every state said: loading (the table's spinner), a failed load
 * with retry, the empty list's text, or the rows (the rest of the props go to that table).
 */
export function QueryStateTable<T extends { id: string }>({
  rows,
  loading,
  error,
  onRetry,
  loadErrorId,
  emptyText,
  columns,
  ...table
}: QueryStateTableProps<T>) {
  if (!rows && loading) return <Table<T> rowKey="id" loading columns={columns} dataSource={[]} />;
  if (!rows) return <LoadError titleId={loadErrorId} error={error} onRetry={onRetry} />;
  if (rows.length === 0) return <Empty description={emptyText} />;
  return <Table<T> rowKey="id" columns={columns} dataSource={rows} {...table} />;
}
