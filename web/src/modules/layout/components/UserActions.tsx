import { Button, Flex } from "antd";
import { Typography } from "../../../components/Typography.tsx";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { useScreenAtLeast } from "../../../lib/useNarrowScreen.ts";
import { useAuth } from "../../auth/useAuth.ts";
import type { NavSession } from "../hooks/useNavigation.ts";

interface UserActionsProps {
  session: NavSession;
  vertical?: boolean;
  onDone?: () => void;
}

/** The signed-in name with a logout button, or login/register buttons for visitors. */
export function UserActions({ session, vertical, onDone }: UserActionsProps) {
  const { logoutCaptain, logoutStudent } = useAuth();
  // From 768 to 1199 px the menu needs the room: the name shows in the drawer and on wide screens.
  const wide = useScreenAtLeast("xl");
  const showName = vertical === true || wide;
  const navigate = useNavigate();

  const logout = async () => {
    onDone?.();
    if (session.kind === "student") {
      await logoutStudent();
      void navigate("/student/login", { replace: true });
    } else {
      await logoutCaptain();
      void navigate("/login", { replace: true });
    }
  };

  // header-user-actions: in the header (index.html hides it on a phone until a prerendered page is taken over).
  const className = vertical ? undefined : "header-user-actions";
  if (session.kind === "visitor") {
    return (
      <Flex gap={8} vertical={vertical} className={className}>
        <ButtonLink to="/login">
          <FormattedMessage id="header.login" />
        </ButtonLink>
        <ButtonLink to="/register" type="primary">
          <FormattedMessage id="header.register" />
        </ButtonLink>
      </Flex>
    );
  }

  const name = session.kind === "student" ? `${session.student.firstName} ${session.student.lastName}`.trim() : session.user.name;
  return (
    <Flex gap={8} align={vertical ? "stretch" : "center"} vertical={vertical} className={className}>
      {showName ? (
        <Typography.Text strong ellipsis style={{ maxWidth: 200 }}>
          {name}
        </Typography.Text>
      ) : null}
      <Button onClick={() => void logout()}>
        <FormattedMessage id="header.logout" />
      </Button>
    </Flex>
  );
}
