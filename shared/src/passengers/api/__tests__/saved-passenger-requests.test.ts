import { describeRequests, sampleSavedPassenger } from 'shared/testing';
import { createSavedPassenger, deleteSavedPassenger, listSavedPassengers, updateSavedPassenger } from '..';

const { passengerUuid: _uuid, ...fields } = sampleSavedPassenger;

describeRequests('saved passenger requests', [
  { name: 'listSavedPassengers', call: () => listSavedPassengers(), method: 'GET', path: '/profile/passengers', reply: { items: [sampleSavedPassenger] } },
  {
    name: 'createSavedPassenger',
    call: () => createSavedPassenger(fields),
    method: 'POST',
    path: '/profile/passengers',
    status: 201,
    body: fields,
    reply: sampleSavedPassenger,
  },
  {
    name: 'updateSavedPassenger',
    call: () => updateSavedPassenger('sp-1', { ...fields, lastName: 'Петрова' }),
    method: 'PUT',
    path: '/profile/passengers/sp-1',
    body: { ...fields, lastName: 'Петрова' },
    reply: { ...sampleSavedPassenger, lastName: 'Петрова' },
  },
  { name: 'deleteSavedPassenger', call: () => deleteSavedPassenger('sp-1'), method: 'DELETE', path: '/profile/passengers/sp-1', reply: undefined },
]);
