import { Alert, Typography } from "antd";
import { Card } from "../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { useLanguage } from "../../../i18n/useLanguage.ts";
import type { LegalSection } from "../content/LegalSection.ts";
import { PublicPageTitle } from "./PublicPageTitle.tsx";

interface LegalDocumentProps {
  titleId: string;
  sections: LegalSection[];
}

/** A static Polish legal text; English readers are told it exists in Polish only. */
export function LegalDocument({ titleId, sections }: LegalDocumentProps) {
  const { language } = useLanguage();
  const intl = useIntl();
  return (
    <article>
      <PublicPageTitle id={titleId} />
      {language !== "pl" ? <Alert type="info" showIcon title={intl.formatMessage({ id: "legal.polishOnly" })} style={{ marginBottom: 16 }} /> : null}
      <Card>
        <div lang="pl">
          {sections.map((section) => (
            <section key={section.heading}>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {section.heading}
              </Typography.Title>
              {section.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
            </section>
          ))}
        </div>
      </Card>
    </article>
  );
}
