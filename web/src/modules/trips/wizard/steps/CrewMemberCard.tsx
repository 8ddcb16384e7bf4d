import { Button, Row } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { type CrewMemberForm, OTHER } from "../../../../../../validation/trip.ts";
import { fieldId } from "../components/fieldId.ts";
import type { OptionGroup } from "../components/useOptions.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { WizardFields } from "./WizardFields.tsx";
import type { WizardFieldSpec } from "./wizardFieldSpec.ts";

interface CrewMemberCardProps {
  index: number;
  member: CrewMemberForm;
  onRemove: () => void;
}

const rating = (name: "captainOpinion" | "performance" | "seasickness" | "resistance", options: OptionGroup): WizardFieldSpec<CrewMemberForm> => ({
  name,
  input: "select",
  options,
  required: true,
});

const CREW_MEMBER_FIELDS: readonly WizardFieldSpec<CrewMemberForm>[] = [
  { name: "fullName", autoComplete: "off", required: true },
  { name: "role", input: "select", options: "role", required: true },
  { name: "otherRole", required: true, showWhen: (member) => member.role === OTHER },
  { name: "licenseType", input: "select", options: "license", searchable: true, allowClear: true },
  { name: "otherLicense", required: true, showWhen: (member) => member.licenseType === OTHER },
  { name: "licenseNumber" },
  { name: "email", input: "email", autoComplete: "off" },
  { name: "phone", input: "tel", autoComplete: "off" },
  rating("captainOpinion", "opinion"),
  rating("performance", "performance"),
  rating("seasickness", "seasickness"),
  rating("resistance", "resistance"),
  { name: "captainNotes", input: "textarea", rows: 2, maxLength: 2000, width: "full" },
];

/** One crew member ('Członek załogi n'): identity, role, licence, contact and the captain's opinion. */
export function CrewMemberCard({ index, member, onRemove }: CrewMemberCardProps) {
  const intl = useIntl();
  const { actions } = useWizardContext();
  const number = index + 1;
  const path = (name: string) => `crewMembers.${index}.${name}`;
  const change = (patch: Partial<CrewMemberForm>) => actions.updateCrewMember(index, patch);
  const titleId = `${fieldId(path("card"))}-title`;

  return (
    <Card
      size="small"
      role="group"
      aria-labelledby={titleId}
      style={{ marginBottom: 16 }}
      title={<span id={titleId}>{intl.formatMessage({ id: "trips.wizard.crew.member" }, { number })}</span>}
      extra={
        <Button type="link" danger onClick={onRemove}>
          {intl.formatMessage({ id: "trips.wizard.crew.remove" }, { number })}
        </Button>
      }
    >
      <Row gutter={16}>
        <WizardFields fields={CREW_MEMBER_FIELDS} values={member} onChange={change} path={path} />
      </Row>
    </Card>
  );
}
