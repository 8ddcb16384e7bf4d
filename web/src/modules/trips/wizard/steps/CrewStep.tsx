import { Button, Empty } from "antd";
import { useIntl } from "react-intl";
import { fieldId } from "../components/fieldId.ts";
import { useFocusAfterRender } from "../components/useFocusAfterRender.ts";
import { useWizardContext } from "../components/useWizardContext.ts";
import { CrewMemberCard } from "./CrewMemberCard.tsx";

/** Step 4: the crew, optional; numbered members that can be added and removed. */
export function CrewStep() {
  const intl = useIntl();
  const { state, actions } = useWizardContext();
  const focusLater = useFocusAfterRender();
  const { crewMembers } = state.form;

  const add = () => {
    actions.addCrewMember();
    focusLater(fieldId(`crewMembers.${crewMembers.length}.fullName`));
  };
  const remove = (index: number) => {
    actions.removeCrewMember(index);
    focusLater(crewMembers.length > 1 ? fieldId(`crewMembers.${Math.max(0, index - 1)}.fullName`) : "trip-crew-add");
  };

  return (
    <>
      {crewMembers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: "trips.wizard.crew.empty" })} />
      ) : (
        crewMembers.map((member, index) => <CrewMemberCard key={state.crewKeys[index]} index={index} member={member} onRemove={() => remove(index)} />)
      )}
      <Button id="trip-crew-add" type="dashed" block onClick={add}>
        {intl.formatMessage({ id: "trips.wizard.crew.add" })}
      </Button>
    </>
  );
}
