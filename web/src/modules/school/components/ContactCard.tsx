import { Descriptions, type DescriptionsProps } from "antd";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Card } from "../../../components/Card.tsx";

interface ContactCardProps {
  name: string;
  email: string;
  phone: string;
  /** Rows after the e-mail and phone (e.g. the connection date). */
  moreItems: NonNullable<DescriptionsProps["items"]>;
  /** The name's size in the card's head. */
  nameSize?: number;
  /** What goes under the rows (enrolments, notes, buttons). */
  children?: ReactNode;
}

/** A student or captain as a card: the name, the e-mail (a mailto link), the phone ('—' without one) and further rows. */
export function ContactCard({ name, email, phone, moreItems, nameSize = 16, children }: ContactCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card size="small" style={{ height: "100%" }} title={<span style={{ fontSize: nameSize }}>{name}</span>}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: "email", label: t("students.fields.email"), children: <a href={`mailto:${email}`}>{email}</a> },
          { key: "phone", label: t("students.fields.phone"), children: phone || "—" },
          ...moreItems,
        ]}
      />
      {children}
    </Card>
  );
}
