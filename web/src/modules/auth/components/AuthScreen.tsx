import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { Typography } from "../../../components/Typography.tsx";

/** A link under an auth form: where it goes, its text's message id and an optional lead-in ('Masz już konto?') before it. */
interface AuthScreenLink {
  to: string;
  textId: string;
  leadId?: string;
}

interface AuthScreenProps {
  titleId: string;
  subtitleId: string;
  links: readonly AuthScreenLink[];
  children: ReactNode;
}

function AuthScreenLinkItem({ to, textId, leadId }: AuthScreenLink) {
  const link = (
    <Link to={to}>
      <FormattedMessage id={textId} />
    </Link>
  );
  if (!leadId) return link;
  return (
    <Typography.Text>
      <FormattedMessage id={leadId} /> {link}
    </Typography.Text>
  );
}

/** A sign-in, registration or password screen: the auth card titled by message ids, its form, and the links under it. */
export function AuthScreen({ titleId, subtitleId, links, children }: AuthScreenProps) {
  const intl = useIntl();
  return (
    <AuthCard
      title={intl.formatMessage({ id: titleId })}
      subtitle={intl.formatMessage({ id: subtitleId })}
      footer={links.map((link) => (
        <AuthScreenLinkItem key={link.to} {...link} />
      ))}
    >
      {children}
    </AuthCard>
  );
}
