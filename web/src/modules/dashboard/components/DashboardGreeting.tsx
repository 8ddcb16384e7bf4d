import { FormattedMessage } from "react-intl";
import { DocumentTitle } from "../../../components/DocumentTitle.tsx";
import { Typography } from "../../../components/Typography.tsx";

interface DashboardGreetingProps {
  /** Message id of the browser tab's title. */
  titleId: string;
  /** Message id of the h1 ('Witaj, {name}!') and its values. */
  greetingId: string;
  values: Record<string, string>;
  /** Message id of the line under it. */
  introId: string;
}

/** The top of a dashboard (the captain's or the student's): the greeting as h1 and a line of what is below. */
export function DashboardGreeting({ titleId, greetingId, values, introId }: DashboardGreetingProps) {
  return (
    <>
      <DocumentTitle id={titleId} />
      <Typography.Title level={1}>
        <FormattedMessage id={greetingId} values={values} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id={introId} />
      </Typography.Paragraph>
    </>
  );
}
