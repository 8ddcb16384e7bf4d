/**
 * A captain's company invoice details as the forms send them (CaptainInvoiceInput): what the profile
 * test types in and expects sent, and what the Premium tests load as the saved invoice data.
 */
export const companyInvoice = {
  invoiceType: "company",
  firstName: "Anna",
  lastName: "Morska",
  companyName: "Morska sp. z o.o.",
  nip: "5260001246",
  address: "Portowa 1",
  postalCode: "81-300",
  city: "Gdynia",
};
