import { Segmented } from "antd";
import { useIntl } from "react-intl";
import type { Language } from "../i18n/languageStorage.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

// Language names stay in their own language, whatever the interface language is.
const options: { label: string; value: Language; title: string }[] = [
  { label: "PL", value: "pl", title: "Polski" },
  { label: "EN", value: "en", title: "English" },
];

/** PL / EN switch in the header; the choice is kept in localStorage `language`. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  return (
    <Segmented<Language>
      size="small"
      aria-label={intl.formatMessage({ id: "language.switchLabel" })}
      options={options}
      value={language}
      onChange={setLanguage}
    />
  );
}
