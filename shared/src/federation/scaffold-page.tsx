import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
// the singleton's session atom and route table, through the package name: this file is its own entry (shared/scaffold-page)
import { routeTable, userAtom, type RouteName } from 'shared';
import type { RemoteArea, RemotePageProps } from './remote-contract';

// SCAFFOLDING: a plain page naming the route and its params, used by an area's
// `./pages` until the area replaces each route with its real page.
const areaLabels: Record<RemoteArea, string> = {
  avia: 'Авиабилеты',
  profile: 'Личный кабинет',
  tours: 'Туры и отели',
  content: 'Информация',
};

const scaffoldTitles: Partial<Record<RouteName, string>> = {
  index: 'Поиск авиабилетов',
  search: 'Результаты поиска',
  booking: 'Бронирование',
  deepLink: 'Переход по ссылке',
  bookingSubmit: 'Оформление заказа',
  bookingFinished: 'Заказ оформлен',
  qrPayment: 'Оплата по QR-коду',
  extraPayment: 'Доплата',
  extraPaymentFinished: 'Результат доплаты',
  profileMain: 'Мои заказы',
  profileOrdersList: 'Мои заказы',
  profilePassengers: 'Сохранённые пассажиры',
  profileEdit: 'Редактирование профиля',
  profileOrderView: 'Заказ',
  profileOrderPaidFeatures: 'Дополнительные услуги заказа',
  tours: 'Поиск туров',
  toursHotel: 'Отель',
  toursWishlist: 'Избранные туры',
};

/**
 * The scaffolding page of one area. `buildLabel` comes from the remote's own build
 * (`process.env.BUILD_LABEL` there): this module is the shell's singleton copy at run time.
 */
export function createScaffoldPage(area: RemoteArea, buildLabel: string | undefined): ComponentType<RemotePageProps> {
  return function ScaffoldPage({ routeName }: RemotePageProps) {
    const params = useParams();
    // read from the shell's jotai store: proves the session is one state across bundles
    const user = useAtomValue(userAtom);
    return (
      <section data-route={routeName} data-area={area} data-params={JSON.stringify(params)} style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
        <h1>{scaffoldTitles[routeName] ?? routeTable[routeName].path}</h1>
        <p>
          Раздел «{areaLabels[area]}», маршрут {routeName}.
        </p>
        {buildLabel ? <p data-build-label>Сборка: {buildLabel}</p> : null}
        {user ? <p data-session-email>Вы вошли как {user.email}</p> : null}
      </section>
    );
  };
}
