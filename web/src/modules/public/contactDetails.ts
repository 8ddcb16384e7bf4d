/** Company details on /contact. Placeholders until the company data is final. */
export const contactDetails = {
  company: "Żeglog sp. z o.o.",
  address: "ul. Portowa 1, 80-000 Gdańsk",
  taxId: "NIP 000-000-00-00",
  phone: "+48 58 000 00 00",
  email: "kontakt@zeglog.pl",
  bankAccount: "PL 00 0000 0000 0000 0000 0000 0000",
} as const;
