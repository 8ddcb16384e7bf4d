import { useQuery } from "@apollo/client/react";
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ListSearchBox } from "../../../components/ListSearchBox.tsx";
import type { StaffInvoicesQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { openPdf } from "../../documents/openPdf.ts";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { invoicesQuery } from "../graphql/invoicesQuery.ts";
import { CursorPager } from "./CursorPager.tsx";
import { usePagedSearch } from "./usePagedSearch.ts";

type Invoice = StaffInvoicesQuery["invoices"]["nodes"][number];

/** Every invoice, newest first; searched by number, e-mail or name; each PDF one click away. */
export function InvoicesPanel() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const list = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(invoicesQuery, { variables: list.variables, fetchPolicy: "cache-and-network" });
  const [pdfError, setPdfError] = useState<string | null>(null);
  const shown = data ?? previousData;

  const columns: TableColumnsType<Invoice> = [
    { key: "number", title: t("staff.invoices.columns.number"), render: (_, i) => i.number },
    {
      key: "issuedAt",
      title: t("staff.invoices.columns.issuedAt"),
      render: (_, i) => (i.issuedAt ? intl.formatDate(i.issuedAt, { dateStyle: "medium" }) : "—"),
    },
    {
      key: "buyer",
      title: t("staff.invoices.columns.buyer"),
      render: (_, i) => (
        <Flex vertical>
          <span>{i.buyerName}</span>
          <Typography.Text type="secondary">{i.captainEmail}</Typography.Text>
        </Flex>
      ),
    },
    { key: "net", title: t("staff.invoices.columns.net"), align: "right", render: (_, i) => (i.net ? formatMoney(i.net, i.currency ?? "PLN") : "—") },
    { key: "gross", title: t("staff.invoices.columns.gross"), align: "right", render: (_, i) => (i.gross ? formatMoney(i.gross, i.currency ?? "PLN") : "—") },
    { key: "method", title: t("staff.invoices.columns.method"), render: (_, i) => i.paymentMethod },
    {
      key: "pdf",
      title: "PDF",
      render: (_, i) => (
        <Button
          size="small"
          aria-label={t("subscriptions.history.downloadLabel", { number: i.number })}
          onClick={() => {
            setPdfError(null);
            void openPdf({ path: i.pdfUrl }).then((result) => {
              if (!result.ok) setPdfError(t("subscriptions.history.pdfError"));
            });
          }}
        >
          PDF
        </Button>
      ),
    },
  ];

  let body;
  if (!shown && loading) body = <Table<Invoice> rowKey="id" loading columns={columns} dataSource={[]} />;
  else if (!shown) body = <LoadError titleId="staff.invoices.loadError" error={error} onRetry={() => void refetch()} />;
  else if (shown.invoices.totalCount === 0) body = <Empty description={t(list.search ? "staff.list.noResults" : "staff.invoices.empty")} />;
  else {
    body = (
      <>
        <Table<Invoice>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={shown.invoices.nodes}
          pagination={false}
          scroll={{ x: "max-content" }}
        />
        <CursorPager
          page={list.page}
          hasNextPage={shown.invoices.hasNextPage}
          endCursor={shown.invoices.endCursor}
          loading={loading}
          onNext={list.next}
          onPrevious={list.previous}
        />
      </>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Flex>
        <ListSearchBox
          value={list.search}
          onSearch={list.setSearch}
          messages={{ label: "staff.invoices.search.label", placeholder: "staff.invoices.search.placeholder", submit: "staff.list.search" }}
        />
      </Flex>
      {pdfError ? (
        <Typography.Text type="danger" role="alert">
          {pdfError}
        </Typography.Text>
      ) : null}
      {body}
    </Flex>
  );
}
