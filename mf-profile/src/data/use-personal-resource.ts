import { useAtomValue } from 'jotai';
import { linkTo, userAtom } from 'shared';
import { useApiResource, type NotFoundViewProps } from 'shared/resource-page';
import { PROFILE_TEXTS } from '../profile-texts';

/** Loads one thing of the signed-in person, keyed by their id, so nothing of one person shows for the next; under the sign-in prompt it is not mounted. */
export function usePersonalResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const user = useAtomValue(userAtom);
  return useApiResource(`${user?.id ?? ''}/${key}`, load);
}

/** Another traveller's order looks exactly like an unknown one: nothing hints that it exists. */
export const ORDER_NOT_FOUND: NotFoundViewProps = {
  hint: PROFILE_TEXTS.notFoundHint,
  link: { to: linkTo('profileOrdersList'), label: PROFILE_TEXTS.toOrders },
};
