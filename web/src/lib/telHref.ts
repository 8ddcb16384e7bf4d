/** The `tel:` link of a phone number as written ("+48 58 000 00 00" → "tel:+48580000000"). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;
