import { LegalDocument } from "../components/LegalDocument.tsx";
import { privacyPolicy } from "../content/privacyPolicy.ts";

export function PrivacyPolicyPage() {
  return <LegalDocument titleId="legal.privacy.title" sections={privacyPolicy} />;
}
