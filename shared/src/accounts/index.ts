// The accounts contract (sign-up, sign-in, recovery, profile): one valibot schema per rule, used by
// the forms and at the API edge. No React here.
export * from './account-schemas';
