// Saved passengers of the profile (the booking form's fields): one request function per call.
export { listSavedPassengers } from './list-saved-passengers';
export { createSavedPassenger } from './create-saved-passenger';
export { updateSavedPassenger } from './update-saved-passenger';
export { deleteSavedPassenger } from './delete-saved-passenger';
