import type { PaginationProps } from "antd";
import { useIntl } from "react-intl";
import { useUrlParams } from "./useUrlParams.ts";

const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

function sizeOf(raw: string | null): number {
  const size = Number(raw);
  return PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_SIZE;
}

/**
 * A long list's page, kept in the URL next to its search and sort (?page=3&size=50; defaults page 1
 * of 20 are left out). `pagination` is the AntD Pagination/Table setting for `total` items (with
 * 'Pokazano 1–20 z 350' and the page size choice); `slice` cuts the current page out of the items
 * (for the phone cards; a table paginates the sorted items itself). A page past the end shows the last.
 */
export function useListPage() {
  const intl = useIntl();
  const { params, update } = useUrlParams();
  const size = sizeOf(params.get("size"));
  const requested = Math.max(1, Math.floor(Number(params.get("page")) || 1));

  const setPage = (page: number, pageSize: number) =>
    update({ page: page > 1 && pageSize === size ? String(page) : null, size: pageSize === DEFAULT_SIZE ? null : String(pageSize) });

  const pageOf = (total: number) => Math.min(requested, Math.max(1, Math.ceil(total / size)));

  const pagination = (total: number): PaginationProps => ({
    current: pageOf(total),
    pageSize: size,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    hideOnSinglePage: total <= PAGE_SIZES[0],
    showTotal: (all, [from, to]) => intl.formatMessage({ id: "list.shown" }, { from, to, total: all }),
    onChange: setPage,
  });

  const slice = <T>(items: readonly T[]): T[] => {
    const start = (pageOf(items.length) - 1) * size;
    return items.slice(start, start + size);
  };

  return { pagination, slice };
}
