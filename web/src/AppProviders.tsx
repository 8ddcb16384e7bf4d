import type { ReactNode } from "react";
import { LanguageProvider } from "./i18n/LanguageProvider.tsx";
import { AuthProvider } from "./modules/auth/AuthProvider.tsx";

/**
 * Language (react-intl, antd, dayjs) and the signed-in sessions. Apollo Client is not here: the
 * screens that use it load it themselves (components/ApolloBoundary.tsx, lib/graphqlSession.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <AuthProvider>{children}</AuthProvider>
    </LanguageProvider>
  );
}
