import { Flex, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { StaffInvoicesQuery } from "../../../gql/graphql.ts";
import { formatMoney } from "../../../lib/money.ts";
import { InvoicePdfButton } from "../../premium/components/InvoicePdfButton.tsx";
import { invoicesQuery } from "../graphql/invoicesQuery.ts";
import { PagedStaffTable } from "./PagedStaffTable.tsx";
import { TwoLineCell } from "./TwoLineCell.tsx";
import { usePagedStaffQuery } from "./usePagedStaffQuery.ts";

type Invoice = StaffInvoicesQuery["invoices"]["nodes"][number];

/** Every invoice, newest first; searched by number, e-mail or name; each PDF one click away. */
export function InvoicesPanel() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { shown, table } = usePagedStaffQuery(invoicesQuery);
  const [pdfError, setPdfError] = useState<string | null>(null);

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
      render: (_, i) => <TwoLineCell main={i.buyerName} secondary={i.captainEmail} />,
    },
    { key: "net", title: t("staff.invoices.columns.net"), align: "right", render: (_, i) => (i.net ? formatMoney(i.net, i.currency ?? "PLN") : "—") },
    { key: "gross", title: t("staff.invoices.columns.gross"), align: "right", render: (_, i) => (i.gross ? formatMoney(i.gross, i.currency ?? "PLN") : "—") },
    { key: "method", title: t("staff.invoices.columns.method"), render: (_, i) => i.paymentMethod },
    {
      key: "pdf",
      title: "PDF",
      render: (_, i) => (
        <InvoicePdfButton invoice={i} onError={setPdfError}>
          PDF
        </InvoicePdfButton>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <PagedStaffTable<Invoice>
        {...table}
        connection={shown?.invoices}
        columns={columns}
        messages={{
          loadError: "staff.invoices.loadError",
          empty: "staff.invoices.empty",
          searchLabel: "staff.invoices.search.label",
          searchPlaceholder: "staff.invoices.search.placeholder",
        }}
        notice={
          pdfError ? (
            <Typography.Text type="danger" role="alert">
              {pdfError}
            </Typography.Text>
          ) : null
        }
      />
    </Flex>
  );
}
