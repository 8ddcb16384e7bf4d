/** Leaving the app for a payment page (PayU, Stripe or the test page): one place, so tests can watch it. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};
