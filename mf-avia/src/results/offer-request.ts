// A chunk of its own, loaded when a fare is chosen: the offer call and the order contract it reads.
export { createOffer } from 'shared/flights';
