import type { RouteHeadOf } from 'shared';
import type { Destination } from 'shared/tours';
import { TOURS_TITLES } from '../common/tours-texts';

/** The tour search's head: «Туры в Турцию» once the address names a destination, the search's own title before. */
export const tourSearchHead: RouteHeadOf<{ destination: Pick<Destination, 'nameVi'> | null }> = ({ destination }) =>
  destination
    ? {
        title: `Туры в ${destination.nameVi}`,
        description: `Туры в ${destination.nameVi}: путёвки с перелётом и проживанием, цены туроператоров на выбранные даты.`,
      }
    : { title: TOURS_TITLES.search };
