// The account call the `shared` singleton makes itself (the session check). The form's calls (sign-in,
// sign-up, recovery, profile) are `shared/account-requests`, bundled by the forms that make them. Not
// exported from `shared/node`: the API has no use for the client.
export { getCurrentUser } from './get-current-user';
