import { type ButtonProps, Flex } from "antd";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { ButtonLink } from "./ButtonLink.tsx";

/** One link of a ButtonLinkRow: where it goes, the id of its text and its antd look. */
interface ButtonLinkRowItem {
  to: string;
  messageId: string;
  type?: ButtonProps["type"];
  size?: ButtonProps["size"];
}

/**
 * Button links side by side, centred and wrapping on a narrow screen: the ways on from the home page's hero
 * and call to action, an empty sea time and a finished import. `children` (e.g. a plain button) follow them.
 */
export function ButtonLinkRow({ links, children }: { links: ButtonLinkRowItem[]; children?: ReactNode }) {
  return (
    <Flex wrap gap={8} justify="center">
      {links.map(({ to, messageId, type, size }) => (
        <ButtonLink key={to} to={to} type={type} size={size}>
          <FormattedMessage id={messageId} />
        </ButtonLink>
      ))}
      {children}
    </Flex>
  );
}
