import { ConfigProvider, type ThemeConfig } from "antd";
import enUS from "antd/locale/en_US";
import plPL from "antd/locale/pl_PL";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { cspNonce } from "../lib/cspNonce.ts";
import { loadDayjsLocale } from "./dayjsLocale.ts";
import { LanguageContext } from "./LanguageContext.ts";
import { type Language, languageStorage } from "./languageStorage.ts";
import { loadMessages } from "./loadMessages.ts";

const antdLocales = { pl: plPL, en: enUS } as const;
const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).flatMap(([name, color]) => [[`${name}7`, color], [`${name}-7`, color]]));

/**
 * The theme: secondary, tertiary and description texts, links and the preset tag colours are
 * darker than antd's defaults so every text meets WCAG AA contrast (4.5:1) on white and on the
 * grey page background (checked by axe in e2e/a11y.spec.ts).
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#0b5fa5",
    colorLink: "#0b5fa5",
    colorLinkHover: "#1a73c0",
    colorLinkActive: "#084a80",
    colorTextSecondary: "rgba(0, 0, 0, 0.66)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.55)",
    colorError: "#cf1322", // danger buttons and error texts on white
    // Preset tags write their text in the palette's 7th shade on its 1st: darker shades for AA
    // (each under both names: the legacy "green-7" would otherwise set the same CSS variable back).
    ...palette({ cyan: "#006d75", green: "#237804", gold: "#874d00", orange: "#873800", volcano: "#ad2102", lime: "#3f6600", yellow: "#876800" }),
    borderRadius: 8,
  },
};
/** The page's CSP nonce, for the styles antd injects (read once: it is per page load). */
const csp = { nonce: cspNonce() };

type Shown = { language: Language; messages: Record<string, string> };

interface LanguageProviderProps {
  children: ReactNode;
}

/** react-intl + antd + dayjs in the chosen language; the choice is kept in localStorage. */
export function LanguageProvider({ children }: LanguageProviderProps) {
  const [language, setLanguageState] = useState<Language>(() => languageStorage.read());
  // What is shown: a language together with its catalog (the old one stays until the new one loads).
  const [shown, setShown] = useState<Shown | null>(() => {
    const first = loadMessages(language);
    return first instanceof Promise ? null : { language, messages: first };
  });

  /** Switches to a language; a catalog already at hand is shown in the same render. */
  const switchTo = useCallback((next: Language) => {
    setLanguageState(next);
    const ready = loadMessages(next);
    if (!(ready instanceof Promise)) setShown((current) => (current?.language === next ? current : { language: next, messages: ready }));
  }, []);
  const setLanguage = useCallback(
    (next: Language) => {
      languageStorage.write(next);
      switchTo(next);
    },
    [switchTo],
  );

  // A catalog still to load (a lazy chunk): the old one stays shown until it arrives.
  useEffect(() => {
    const next = loadMessages(language);
    if (!(next instanceof Promise)) return;
    let current = true;
    next.then(
      (messages) => {
        if (current) setShown({ language, messages });
      },
      (error: unknown) => {
        // The English chunk failed to load (offline, a new deployment): stay in Polish.
        console.warn("Could not load the interface language; showing Polish.", error);
        if (current) switchTo("pl");
      },
    );
    return () => {
      current = false;
    };
  }, [language, switchTo]);

  const shownLanguage = shown?.language ?? language;
  useEffect(() => {
    document.documentElement.lang = shownLanguage;
    void loadDayjsLocale(shownLanguage);
  }, [shownLanguage]);

  const context = useMemo(() => ({ language: shownLanguage, setLanguage }), [shownLanguage, setLanguage]);

  if (!shown) return null; // English on the first screen: its catalog is one small request away
  return (
    <LanguageContext value={context}>
      <IntlProvider locale={shown.language} defaultLocale="pl" messages={shown.messages}>
        <ConfigProvider locale={antdLocales[shown.language]} theme={theme} csp={csp}>
          {children}
        </ConfigProvider>
      </IntlProvider>
    </LanguageContext>
  );
}
