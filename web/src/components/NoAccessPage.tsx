import { ResultPage } from "./ResultPage.tsx";

/** A signed-in user opened a page that is not theirs (a captain at /staff): say so, offer the way home. */
export function NoAccessPage({ home }: { home: string }) {
  return <ResultPage status="403" titleId="noAccess.title" textId="noAccess.text" link={{ to: home, textId: "noAccess.home" }} />;
}
