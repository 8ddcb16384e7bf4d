import { Result } from "antd";
import { useIntl } from "react-intl";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { ButtonLink } from "./ButtonLink.tsx";
import { ResultTitle } from "./ResultTitle.tsx";

/** A signed-in user opened a page that is not theirs (a captain at /staff): say so, offer the way home. */
export function NoAccessPage({ home }: { home: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t("noAccess.title"));
  return (
    <Result
      status="403"
      title={<ResultTitle>{t("noAccess.title")}</ResultTitle>}
      subTitle={t("noAccess.text")}
      extra={
        <ButtonLink to={home} type="primary">
          {t("noAccess.home")}
        </ButtonLink>
      }
    />
  );
}
