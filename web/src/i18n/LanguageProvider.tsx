import { ConfigProvider, type ThemeConfig } from "antd";
// antd's ES modules: `antd/locale/*` are CommonJS shims that bring a second copy of the English
// locale (which ConfigProvider already has as its default) and of the picker/pagination locales.
import enUS from "antd/es/locale/en_US";
import plPL from "antd/es/locale/pl_PL";
import { type ComponentProps, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { IntlProvider, ReactIntlErrorCode } from "react-intl";
import { cspNonce } from "../lib/cspNonce.ts";
import { LanguageContext } from "./LanguageContext.ts";
import { type Language, languageStorage } from "./languageStorage.ts";
import { areaOf } from "./areas.ts";
import { awaitsArea, loadMessages, loadMessagesWithArea } from "./loadMessages.ts";

const antdLocales = { pl: plPL, en: enUS } as const;
const palette = (shades: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(shades).flatMap(([name, color]) => [
      [`${name}7`, color],
      [`${name}-7`, color],
    ]),
  );

/**
 * The theme: secondary, tertiary and description texts, links and the preset tag colours are
 * darker than antd's defaults so every text meets WCAG AA contrast (4.5:1) on white and on the
 * grey page background (checked by axe in e2e/a11y.spec.ts).
 */
const theme: ThemeConfig = {
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

/** Areas being loaded for a suspended screen (one promise per language and area), and those that failed. */
const areaRequests = new Map<string, Promise<void>>();
const failedAreas = new Set<string>();

/** Thrown by a screen while its area's texts load: an Error that is a thenable, so Suspense waits for it. */
class AreaTextsLoading extends Error {
  constructor(private readonly request: Promise<void>) {
    super("The texts of this screen are loading");
  }

  then<T>(onLoaded: () => T, onFailed?: (error: unknown) => T): Promise<T> {
    return this.request.then(onLoaded, onFailed);
  }
}

interface LanguageProviderProps {
  children: ReactNode;
}

/** react-intl + antd in the chosen language (DateField sets dayjs's itself); the choice is kept in localStorage. */
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
    // A catalog already loaded applies at once; one still to load is awaited by the effect below.
    const messages = loadMessages(next);
    if (!(messages instanceof Promise)) setShown((current) => (current?.language === next ? current : { language: next, messages }));
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
    if (!(next instanceof Promise)) return; // applied by setLanguage (or the first render)
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

  /**
   * A text of an area not loaded yet (areas.ts): the screen asking for it suspends (its Suspense
   * shows the page loader) until the area's chunk is in and merged into the catalog shown. An area
   * that fails to load (offline) is not asked for again: its ids show as they are.
   */
  const onError = useCallback(
    (error: Parameters<NonNullable<ComponentProps<typeof IntlProvider>["onError"]>>[0]) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && shown) {
        const id = error.descriptor?.id;
        const area = typeof id === "string" ? areaOf(id) : undefined;
        const key = `${shown.language}:${area}`;
        // Not loaded yet, or loaded but not in the catalog shown yet (preloaded with a page): merged in.
        if (area && typeof id === "string" && awaitsArea(shown.language, id) && !failedAreas.has(key)) {
          let request = areaRequests.get(key);
          if (!request) {
            const areaLanguage = shown.language;
            request = loadMessagesWithArea(areaLanguage, area).then(
              (messages) => {
                setShown((current) => (current?.language === areaLanguage ? { language: areaLanguage, messages } : current));
              },
              (loadError: unknown) => {
                console.warn(`Could not load the texts of ${area}.`, loadError);
                failedAreas.add(key);
                setShown((current) => (current ? { ...current } : current));
              },
            );
            request.finally(() => areaRequests.delete(key)).catch(() => {});
            areaRequests.set(key, request);
          }
          throw new AreaTextsLoading(request); // React's Suspense: rendered again once the texts are in
        }
      }
      // A missing text is reported in development only (an area may still be on its way); a text
      // that cannot be formatted is a bug in any build (the end-to-end tests fail on console errors).
      if (import.meta.env.DEV || error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
    },
    [shown],
  );

  const shownLanguage = shown?.language ?? language;
  useEffect(() => {
    document.documentElement.lang = shownLanguage;
  }, [shownLanguage]);

  const context = useMemo(() => ({ language: shownLanguage, setLanguage }), [shownLanguage, setLanguage]);

  if (!shown) return null; // English on the first screen: its catalog is one small request away
  return (
    <LanguageContext value={context}>
      <IntlProvider locale={shown.language} defaultLocale="pl" messages={shown.messages} onError={onError}>
        <ConfigProvider locale={antdLocales[shown.language]} theme={theme} csp={csp}>
          {children}
        </ConfigProvider>
      </IntlProvider>
    </LanguageContext>
  );
}
