import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { userAtom, type RemotePageProps, type RouteName } from 'shared';

// SCAFFOLDING (issue 2 item 8): a plain page naming the route and its params, until the profile
// area issue replaces each route with its real page.
const titles: Partial<Record<RouteName, string>> = {
  'index': 'Поиск авиабилетов',
  'search': 'Результаты поиска',
  'booking': 'Бронирование',
  'deepLink': 'Переход по ссылке',
  'bookingSubmit': 'Оформление заказа',
  'bookingFinished': 'Заказ оформлен',
  'qrPayment': 'Оплата по QR-коду',
  'extraPayment': 'Доплата',
  'extraPaymentFinished': 'Результат доплаты',
  'profileMain': 'Мои заказы',
  'profileOrdersList': 'Мои заказы',
  'profilePassengers': 'Сохранённые пассажиры',
  'profileEdit': 'Редактирование профиля',
  'profileOrderView': 'Заказ',
  'profileOrderPaidFeatures': 'Дополнительные услуги заказа',
  'tours': 'Поиск туров',
  'toursHotel': 'Отель',
  'toursWishlist': 'Избранные туры'
};

export function ScaffoldPage({ routeName }: RemotePageProps) {
  const params = useParams();
  const buildLabel = process.env.BUILD_LABEL;
  // read from the shell's jotai store: proves the session is one state across bundles
  const user = useAtomValue(userAtom);
  return (
    <section data-route={routeName} data-area="profile" data-params={JSON.stringify(params)} style={{ padding: '32px 16px' }}>
      <h1>{titles[routeName] ?? routeName}</h1>
      <p>Раздел «Личный кабинет», маршрут {routeName}.</p>
      {buildLabel ? <p data-build-label>Сборка: {buildLabel}</p> : null}
      {user ? <p data-session-email>Вы вошли как {user.email}</p> : null}
    </section>
  );
}
