/** One numbered section of a legal document. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
