import { useQuery } from "@apollo/client/react";
import { Descriptions } from "antd";
import { Card } from "../../../components/Card.tsx";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { telHref } from "../../../lib/telHref.ts";
import { useNarrowScreen } from "../../../lib/useNarrowScreen.ts";
import { PublicPageTitle } from "../components/PublicPageTitle.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";
import { companyQuery } from "../graphql/companyQuery.ts";

/** /contact: the company's details from the server's configuration (the invoices' seller). */
export function ContactPage() {
  const intl = useIntl();
  // on a phone each label stands over its value
  const narrow = useNarrowScreen();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error, refetch } = useQuery(companyQuery);
  const company = data?.company;

  let body: ReactNode;
  if (company) {
    const items = [
      {
        key: "company",
        label: t("contact.company"),
        children: (
          <>
            {company.name}
            <br />
            {company.address}
            <br />
            {`NIP ${company.nip}`}
          </>
        ),
      },
      { key: "phone", label: t("contact.phone"), children: <a href={telHref(company.phone)}>{company.phone}</a> },
      { key: "email", label: t("contact.email"), children: <a href={`mailto:${company.email}`}>{company.email}</a> },
      { key: "bank", label: t("contact.bankAccount"), children: company.bankAccount },
      { key: "hours", label: t("contact.hours"), children: t("contact.hoursValue") },
    ];
    body = <Descriptions column={1} bordered items={items} layout={narrow ? "vertical" : "horizontal"} />;
  } else if (loading) body = <PageLoader />;
  else body = <LoadError titleId="contact.loadError" error={error} onRetry={() => void refetch()} />;

  return (
    <section>
      <PublicPageTitle id="contact.title" />
      <Card>{body}</Card>
    </section>
  );
}
