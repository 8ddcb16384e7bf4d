import { graphql } from "../../../gql";

export const apiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens(first: 100) {
      totalCount
      nodes {
        id
        name
        scope
        createdAt
        lastUsedAt
        expiresAt
        revokedAt
        active
      }
    }
  }
`);

export const createApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      message
      apiToken {
        id
        name
      }
    }
  }
`);

export const revokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
      active
    }
  }
`);
