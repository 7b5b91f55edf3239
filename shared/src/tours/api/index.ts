// One function per tour call: areas call these and never fetch themselves.
export { listDepartureCities } from './list-departure-cities';
export { findDestinations } from './find-destinations';
export { getHotelDestination } from './get-hotel-destination';
export { getResortDestination } from './get-resort-destination';
export { getCountryDestination } from './get-country-destination';
export { getHotel } from './get-hotel';
export { listHotelImages } from './list-hotel-images';
export { listHotelTours } from './list-hotel-tours';
export { createTourSearch, TOUR_SEARCH_QUERY } from './create-tour-search';
export { pollTourSearch } from './poll-tour-search';
export { getWishlist } from './get-wishlist';
export { addWishlistElement } from './add-wishlist-element';
export { removeWishlistElement } from './remove-wishlist-element';
