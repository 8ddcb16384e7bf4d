import { Result, type ResultProps } from "antd";
import { useIntl } from "react-intl";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { ButtonLink } from "./ButtonLink.tsx";
import { ResultTitle } from "./ResultTitle.tsx";

interface ResultPageProps {
  status: ResultProps["status"];
  /** Message ids: the heading (also the document title) and the text under it. */
  titleId: string;
  textId: string;
  /** The one way on: where the primary button goes and the message id of its text. */
  link: { to: string; textId: string };
}

/** A page that is one antd Result saying where the user stands (no access, a cancelled payment), with one button on. */
export function ResultPage({ status, titleId, textId, link }: ResultPageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t(titleId));
  return (
    <Result
      status={status}
      title={<ResultTitle>{t(titleId)}</ResultTitle>}
      subTitle={t(textId)}
      extra={
        <ButtonLink to={link.to} type="primary">
          {t(link.textId)}
        </ButtonLink>
      }
    />
  );
}
