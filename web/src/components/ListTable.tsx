import { type PaginationProps, Table, type TableColumnsType, type TableProps } from "antd";

interface ListTableProps<T> {
  columns: TableColumnsType<T>;
  rows: readonly T[];
  /** The list's pages (ListPagination's); the pager stands centred under the table. */
  pagination: PaginationProps;
  onRow?: TableProps<T>["onRow"];
}

/** A list's table view (trips, yachts): sortable columns without sorter tooltips, sideways scroll, the pager centred below. */
export function ListTable<T extends { id: string }>({ columns, rows, pagination, onRow }: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={[...rows]}
      pagination={{ ...pagination, position: ["bottomCenter"] }}
      scroll={{ x: "max-content" }}
      size="middle"
      showSorterTooltip={false}
      onRow={onRow}
    />
  );
}
