import { graphql } from "../../../gql";

export const webhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      description
      events
      active
      createdAt
    }
  }
`);

export const webhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      totalCount
      hasNextPage
      endCursor
      nodes {
        id
        event
        status
        attempts
        lastResponseCode
        lastError
        createdAt
        deliveredAt
      }
    }
  }
`);

export const createWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export const deleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      id
    }
  }
`);

export const redeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
    }
  }
`);

export const sendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      id
    }
  }
`);
