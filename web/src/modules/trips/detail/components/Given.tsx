import { Typography } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { isBlank } from "../../shared/formatTrip.ts";

interface GivenProps {
  value: string | null | undefined;
  /** How to show a value that is there (defaults to the value itself). */
  children?: ReactNode;
}

/** A value of the trip, or a grey 'Nie podano' when the captain left it empty. */
export function Given({ value, children }: GivenProps) {
  if (isBlank(value)) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="trips.detail.notGiven" />
      </Typography.Text>
    );
  }
  return <>{children ?? value}</>;
}
