import type { InvitationFieldsFragment } from "../../../gql/graphql.ts";

export type InvitationItem = InvitationFieldsFragment;
