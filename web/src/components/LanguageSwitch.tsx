import { type KeyboardEvent, useRef } from "react";
import type { Language } from "../i18n/languageStorage.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

// Language names stay in their own language, whatever the interface language is.
const options: { label: string; value: Language; title: string }[] = [
  { label: "PL", value: "pl", title: "Polski" },
  { label: "EN", value: "en", title: "English" },
];
/** The same name in both languages, so it can be found whatever the interface language is. */
const NAME = "Język / Language";

const groupStyle = { display: "inline-flex", background: "#f0f0f0", borderRadius: 6, padding: 2, gap: 2, flexShrink: 0 } as const;
const optionStyle = (checked: boolean) => ({
  border: 0,
  borderRadius: 4,
  padding: "0 8px",
  minHeight: 24,
  font: "inherit",
  fontSize: 13,
  cursor: "pointer",
  background: checked ? "#fff" : "transparent",
  color: "rgba(0, 0, 0, 0.88)",
  fontWeight: checked ? 600 : 400,
  boxShadow: checked ? "0 1px 2px rgba(0, 0, 0, 0.15)" : "none",
});

/**
 * PL / EN switch in the header (kept in localStorage `language`): a radio group that is one tab
 * stop — the arrow keys move between the languages, as in any radio group.
 */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (options.findIndex((o) => o.value === language) + step + options.length) % options.length;
    setLanguage(options[index]!.value);
    refs.current[index]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={NAME} style={groupStyle}>
      {options.map((o, i) => {
        const checked = o.value === language;
        return (
          <button
            key={o.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            title={o.title}
            lang={o.value}
            style={optionStyle(checked)}
            onClick={() => setLanguage(o.value)}
            onKeyDown={onKeyDown}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
