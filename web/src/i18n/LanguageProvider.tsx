import { ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import plPL from "antd/locale/pl_PL";
import dayjs from "dayjs";
import "dayjs/locale/pl";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { cspNonce } from "../lib/cspNonce.ts";
import { LanguageContext } from "./LanguageContext.ts";
import { type Language, languageStorage } from "./languageStorage.ts";
import { messages } from "./messages.ts";

const antdLocales = { pl: plPL, en: enUS } as const;
const theme = { token: { colorPrimary: "#0b5fa5", borderRadius: 8 } };
/** The page's CSP nonce, for the styles antd injects (read once: it is per page load). */
const csp = { nonce: cspNonce() };

interface LanguageProviderProps {
  children: ReactNode;
}

/** react-intl + antd + dayjs in the chosen language; the choice is kept in localStorage. */
export function LanguageProvider({ children }: LanguageProviderProps) {
  const [language, setLanguageState] = useState<Language>(() => languageStorage.read());

  const setLanguage = useCallback((next: Language) => {
    languageStorage.write(next);
    setLanguageState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    dayjs.locale(language);
  }, [language]);

  const context = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext value={context}>
      <IntlProvider locale={language} defaultLocale="pl" messages={messages[language]}>
        <ConfigProvider locale={antdLocales[language]} theme={theme} csp={csp}>
          {children}
        </ConfigProvider>
      </IntlProvider>
    </LanguageContext>
  );
}
