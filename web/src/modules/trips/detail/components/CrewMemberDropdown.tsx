import { Button, Flex } from "antd";
import { useCallback, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CrewOpinionPdfButton } from "../../../documents/components/CrewOpinionPdfButton.tsx";
import { CrewMemberDetails } from "./CrewMemberDetails.tsx";
import type { CrewMemberData } from "./tripDetailTypes.ts";
import { useDismiss } from "./useDismiss.ts";

const panelStyle = {
  position: "absolute" as const,
  insetInlineEnd: 0,
  top: "calc(100% + 4px)",
  zIndex: 20,
  width: "min(420px, calc(100vw - 48px))",
  padding: 12,
  background: "#fff",
  borderRadius: 8,
  boxShadow: "0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.12)",
};

interface CrewMemberDropdownProps {
  tripId: string;
  member: CrewMemberData;
}

/**
 * A disclosure button opening the member's details and the opinion PDF action below it.
 * It toggles on click, closes on a click outside or Escape (focus returns to the button), and sits
 * right after the button in the tab order.
 */
export function CrewMemberDropdown({ tripId, member }: CrewMemberDropdownProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((reason: "outside" | "escape") => {
    setOpen(false);
    if (reason === "escape") button.current?.focus();
  }, []);
  useDismiss(container, open, close);

  return (
    <div ref={container} style={{ position: "relative" }}>
      <Button
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: "trips.detail.crew.toggle" }, { name: member.fullName })}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage id="trips.detail.crew.details" /> {open ? "▴" : "▾"}
      </Button>
      <div id={panelId} hidden={!open} style={panelStyle} role="group" aria-label={member.fullName}>
        {open ? (
          <Flex vertical gap={8}>
            <CrewMemberDetails member={member} />
            <CrewOpinionPdfButton tripId={tripId} member={member} />
          </Flex>
        ) : null}
      </div>
    </div>
  );
}
