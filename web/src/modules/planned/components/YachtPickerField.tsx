import { useQuery } from "@apollo/client/react";
import { AutoComplete } from "antd";
import { useId, useMemo } from "react";
import { type Control, useController } from "react-hook-form";
import { useIntl } from "react-intl";
import { FieldFrame } from "../../../components/FieldFrame.tsx";
import { fieldAria } from "../../../components/fieldAria.ts";
import { useMessageText } from "../../../i18n/useMessageText.ts";
import { yachtsQuery } from "../../yachts/graphql/yachtsQuery.ts";
import type { PlannedTripFormInput, PlannedTripFormOutput } from "./plannedTripFormValues.ts";

/**
 * The yacht of a planned trip: typed freely, or picked from the captain's yacht database (then its id
 * is kept; typing another name drops the link). Without a yacht database (no Premium) it is plain text.
 */
export function YachtPickerField({ control }: { control: Control<PlannedTripFormInput, unknown, PlannedTripFormOutput> }) {
  const intl = useIntl();
  const id = useId();
  const messageText = useMessageText();
  const name = useController({ control, name: "yachtName" });
  const yachtId = useController({ control, name: "yachtId" });
  const { data } = useQuery(yachtsQuery, { variables: { search: null }, errorPolicy: "all" });
  const options = useMemo(() => {
    const typed = (typeof name.field.value === "string" ? name.field.value : "").toLowerCase();
    return (data?.yachts ?? [])
      .filter((y) => typed === "" || y.name.toLowerCase().includes(typed) || y.registrationNumber.toLowerCase().includes(typed))
      .map((y) => ({ value: y.id, label: `${y.name} (${y.registrationNumber})`, name: y.name }));
  }, [data, name.field.value]);
  const error = name.fieldState.error?.message ? messageText(name.fieldState.error.message) : undefined;
  const extra = intl.formatMessage({ id: data?.yachts.length ? "students.planned.fields.yachtHint" : "students.planned.fields.yachtHintNoDatabase" });

  return (
    <FieldFrame id={id} label={intl.formatMessage({ id: "students.planned.fields.yachtName" })} error={error} extra={extra} required>
      <AutoComplete
        id={id}
        value={typeof name.field.value === "string" ? name.field.value : ""}
        options={options}
        onSelect={(value: string, option: { name: string }) => {
          name.field.onChange(option.name);
          yachtId.field.onChange(value);
        }}
        onChange={(value: string) => {
          // A value chosen from the list arrives through onSelect; typing unlinks the database yacht.
          if (options.some((o) => o.value === value)) return;
          name.field.onChange(value);
          yachtId.field.onChange(null);
        }}
        onBlur={name.field.onBlur}
        status={error ? "error" : undefined}
        {...fieldAria(id, { error, extra, required: true })}
      />
    </FieldFrame>
  );
}
