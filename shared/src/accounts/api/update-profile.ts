import { apiPut, userSchema, type ProfileUpdateRequest } from 'shared';

/** PUT /private/user: e-mail and phone of the signed-in user (an empty phone removes it). */
export function updateProfile(body: ProfileUpdateRequest) {
  return apiPut('/private/user', { body, schema: userSchema });
}
