import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { LanguageProvider } from "./i18n/LanguageProvider.tsx";
import { AuthProvider } from "./modules/auth/AuthProvider.tsx";

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Language (react-intl, antd, dayjs), GraphQL client and the signed-in sessions. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <LanguageProvider>
      <ApolloProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </ApolloProvider>
    </LanguageProvider>
  );
}
