import { LegalDocument } from "../components/LegalDocument.tsx";
import { termsOfService } from "../content/termsOfService.ts";

export function TermsOfServicePage() {
  return <LegalDocument titleId="legal.terms.title" sections={termsOfService} />;
}
