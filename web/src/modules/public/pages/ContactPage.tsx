import { Card, Descriptions, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { useNarrowScreen } from "../../../lib/useNarrowScreen.ts";
import { contactDetails } from "../contactDetails.ts";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";

export function ContactPage() {
  const intl = useIntl();
  // on a phone each label stands over its value
  const narrow = useNarrowScreen();
  const t = (id: string) => intl.formatMessage({ id });
  const items = [
    {
      key: "company",
      label: t("contact.company"),
      children: (
        <>
          {contactDetails.company}
          <br />
          {contactDetails.address}
          <br />
          {contactDetails.taxId}
        </>
      ),
    },
    { key: "phone", label: t("contact.phone"), children: <a href={`tel:${contactDetails.phone.replace(/\s/g, "")}`}>{contactDetails.phone}</a> },
    { key: "email", label: t("contact.email"), children: <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> },
    { key: "bank", label: t("contact.bankAccount"), children: contactDetails.bankAccount },
    { key: "hours", label: t("contact.hours"), children: t("contact.hoursValue") },
  ];
  return (
    <section>
      <DocumentTitle id="contact.title" />
      <Typography.Title level={1}>
        <FormattedMessage id="contact.title" />
      </Typography.Title>
      <Card>
        <Descriptions column={1} bordered items={items} layout={narrow ? "vertical" : "horizontal"} />
      </Card>
    </section>
  );
}
