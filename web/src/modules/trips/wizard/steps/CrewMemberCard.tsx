import { Button, Col, Row } from "antd";
import { Card } from "../../../../components/Card.tsx";
import { useIntl } from "react-intl";
import { InputField } from "../../../../components/InputField.tsx";
import { SelectField } from "../../../../components/SelectField.tsx";
import { TextAreaField } from "../../../../components/TextAreaField.tsx";
import { type CrewMemberForm, OTHER } from "../../../../../../validation/trip.ts";
import { fieldId } from "../components/fieldId.ts";
import { useFieldProps } from "../components/useFieldProps.ts";
import { type OptionGroup, useOptions } from "../components/useOptions.ts";
import { useWizardContext } from "../components/useWizardContext.ts";

interface CrewMemberCardProps {
  index: number;
  member: CrewMemberForm;
  onRemove: () => void;
}

type Rated = "captainOpinion" | "performance" | "seasickness" | "resistance";
const RATINGS: readonly { name: Rated; group: OptionGroup; labelId: string }[] = [
  { name: "captainOpinion", group: "opinion", labelId: "trips.wizard.fields.captainOpinion" },
  { name: "performance", group: "performance", labelId: "trips.wizard.fields.performance" },
  { name: "seasickness", group: "seasickness", labelId: "trips.wizard.fields.seasickness" },
  { name: "resistance", group: "resistance", labelId: "trips.wizard.fields.resistance" },
];

/** One crew member ('Członek załogi n'): identity, role, licence, contact and the captain's opinion. */
export function CrewMemberCard({ index, member, onRemove }: CrewMemberCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { actions } = useWizardContext();
  const field = useFieldProps();
  const { options } = useOptions();
  const number = index + 1;
  const path = (name: string) => `crewMembers.${index}.${name}`;
  const change = (patch: Partial<CrewMemberForm>) => actions.updateCrewMember(index, patch);
  const titleId = `${fieldId(path("card"))}-title`;
  const choose = t("trips.wizard.fields.choose");

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
        <Col xs={24} md={12}>
          <InputField
            {...field(path("fullName"))}
            label={t("trips.wizard.fields.fullName")}
            value={member.fullName}
            onChange={(fullName) => change({ fullName })}
            autoComplete="off"
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            {...field(path("role"))}
            label={t("trips.wizard.fields.role")}
            value={member.role}
            options={options("role", member.role)}
            onChange={(role) => change({ role })}
            placeholder={choose}
            required
          />
        </Col>
        {member.role === OTHER ? (
          <Col xs={24} md={12}>
            <InputField
              {...field(path("otherRole"))}
              label={t("trips.wizard.fields.otherRole")}
              value={member.otherRole}
              onChange={(otherRole) => change({ otherRole })}
              required
            />
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <SelectField
            {...field(path("licenseType"))}
            label={t("trips.wizard.fields.licenseType")}
            value={member.licenseType}
            options={options("license", member.licenseType)}
            onChange={(licenseType) => change({ licenseType })}
            placeholder={choose}
            searchable
            allowClear
          />
        </Col>
        {member.licenseType === OTHER ? (
          <Col xs={24} md={12}>
            <InputField
              {...field(path("otherLicense"))}
              label={t("trips.wizard.fields.otherLicense")}
              value={member.otherLicense}
              onChange={(otherLicense) => change({ otherLicense })}
              required
            />
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <InputField
            {...field(path("licenseNumber"))}
            label={t("trips.wizard.fields.licenseNumber")}
            value={member.licenseNumber}
            onChange={(licenseNumber) => change({ licenseNumber })}
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field(path("email"))}
            type="email"
            label={t("trips.wizard.fields.email")}
            value={member.email}
            onChange={(email) => change({ email })}
            autoComplete="off"
            inputMode="email"
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField
            {...field(path("phone"))}
            type="tel"
            label={t("trips.wizard.fields.phone")}
            value={member.phone}
            onChange={(phone) => change({ phone })}
            autoComplete="off"
            inputMode="tel"
          />
        </Col>
        {RATINGS.map(({ name, group, labelId }) => (
          <Col xs={24} md={12} key={name}>
            <SelectField
              {...field(path(name))}
              label={t(labelId)}
              value={member[name]}
              options={options(group, member[name])}
              onChange={(value) => change({ [name]: value })}
              placeholder={choose}
              required
            />
          </Col>
        ))}
        <Col xs={24}>
          <TextAreaField
            {...field(path("captainNotes"))}
            label={t("trips.wizard.fields.captainNotes")}
            value={member.captainNotes}
            onChange={(captainNotes) => change({ captainNotes })}
            rows={2}
            maxLength={2000}
          />
        </Col>
      </Row>
    </Card>
  );
}
