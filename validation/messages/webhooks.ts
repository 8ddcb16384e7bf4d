// Webhooks: the endpoint form on the profile's Webhooks tab and the webhook mutations.
import { defineMessages } from "./define.ts";

export const webhooksMessages = defineMessages({
  pl: {
    "webhooks.url.invalid": "Podaj adres URL zaczynający się od https://",
    "webhooks.url.refused": "Ten adres jest niedozwolony: podaj publiczny adres https://",
    "webhooks.events.required": "Wybierz co najmniej jedno zdarzenie",
    "webhooks.tooMany": "Masz już {max} adresów webhooków — usuń któryś, aby dodać nowy",
    "webhooks.created": "Dodano webhook",
    "webhooks.deleted": "Usunięto webhook",
    "webhooks.queued": "Wysyłka zaplanowana",
  },
  en: {
    "webhooks.url.invalid": "Enter a URL starting with https://",
    "webhooks.url.refused": "This address is not allowed: enter a public https:// address",
    "webhooks.events.required": "Choose at least one event",
    "webhooks.tooMany": "You already have {max} webhook endpoints — delete one to add another",
    "webhooks.created": "Webhook added",
    "webhooks.deleted": "Webhook deleted",
    "webhooks.queued": "Delivery queued",
  },
});
