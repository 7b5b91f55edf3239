import { RETRY_LABEL } from 'shared';

/**
 * The Russian texts of the payment pages in one place, so tests and pages say the same words.
 * Status labels and API messages come from the API itself (docs/product-rules.md §D Orders,
 * §D Payments); these are the page's own.
 */
export const PAYMENT_TEXTS = {
  loading: 'Загружаем заказ',
  loadingPayment: 'Загружаем платёж',
  retry: RETRY_LABEL,
  notFoundHint: 'Проверьте ссылку: такого заказа или платежа нет, или он принадлежит другому пользователю.',
  toHome: 'Найти билеты',
  submitTitle: 'Оплата заказа',
  orderNumber: 'Номер заказа',
  route: 'Маршрут',
  passengers: 'Пассажиры',
  total: 'Итого к оплате',
  fare: 'Тариф',
  payUntil: 'Оплатите до',
  timeLeft: 'Осталось',
  minutesLeft: (minutes: number) => `До конца оплаты осталось ${minutes} ${plural(minutes, 'минута', 'минуты', 'минут')}`,
  paymentTimeOver: 'Время на оплату истекло',
  methodLegend: 'Способ оплаты',
  methodCard: 'Банковская карта',
  methodCardHint: 'Visa, Mastercard, МИР: вы перейдёте на защищённую страницу банка',
  methodSbp: 'СБП (QR-код)',
  methodSbpHint: 'Оплата из приложения вашего банка по QR-коду',
  pay: (amount: string) => `Оплатить ${amount}`,
  paying: 'Переходим к оплате',
  payFailed: 'Оплата не прошла: банк отклонил платёж. Деньги не списаны. Попробуйте ещё раз или выберите другой способ.',
  cancelOrder: 'Отменить бронирование',
  cancelConfirm: 'Отменить бронирование? Места будут освобождены, оплатить заказ будет нельзя.',
  cancelYes: 'Да, отменить',
  cancelNo: 'Нет, вернуться к оплате',
  cancelled: 'Бронирование отменено. Места освобождены.',
  orderPaid: 'Заказ уже оплачен.',
  toFinished: 'Посмотреть билеты',
  orderClosed: 'Этот заказ нельзя оплатить.',
  searchAgain: 'Повторить поиск',
  qrTitle: 'Оплата по QR-коду через СБП',
  qrImage: 'QR-код для оплаты через СБП',
  qrHowTo: 'Отсканируйте QR-код камерой телефона или в приложении банка и подтвердите оплату.',
  openBankApp: 'Открыть приложение банка',
  qrAmount: 'Сумма',
  qrExpiresIn: 'Код действует ещё',
  qrWaiting: 'Ждём подтверждения оплаты от банка…',
  qrPaid: 'Оплата получена. Открываем заказ…',
  qrExpired: 'Время на оплату по этому QR-коду истекло. Деньги не списаны.',
  qrFailed: 'Оплата не прошла. Деньги не списаны.',
  payAgain: 'Оплатить заново',
  sandboxPaid: 'Я оплатил',
  sandboxNote: 'Тестовый режим: кнопка заменяет подтверждение банка.',
  otherMethod: 'Выбрать другой способ оплаты',
  finishedTitlePaid: 'Заказ оплачен',
  finishedTitleTicketed: 'Билеты выписаны',
  ticketsIssuing: 'Оплата получена, билеты выписываются. Страница обновится сама.',
  ticketNumber: 'Номер билета',
  document: 'Документ',
  mailNotice: (email: string) => `Маршрутная квитанция и билеты отправлены на ${email}.`,
  finishedTitleUnpaid: 'Заказ не оплачен',
  unpaidText: 'Оплата не прошла или ещё не завершена. Деньги не списаны. Вы можете оплатить заказ ещё раз, пока не истекло время бронирования.',
  finishedTitleClosed: 'Заказ закрыт',
  guestInvite: 'Зарегистрируйтесь, чтобы видеть свои заказы и покупать дополнительные услуги в личном кабинете.',
  register: 'Зарегистрироваться',
  toProfileOrder: 'Открыть заказ в личном кабинете',
  extraTitle: 'Оплата дополнительной услуги',
  extraFor: 'Услуга',
  extraOrder: 'Заказ',
  extraPaid: 'Эта услуга уже оплачена.',
  extraCancelled: 'Этот платёж отменён: оплатить его нельзя.',
  extraOrderFeatures: 'Дополнительные услуги заказа',
  extraSuccessTitle: 'Оплата прошла успешно',
  extraSuccessText: (what: string) => `Услуга «${what}» оплачена. Подтверждение придёт на почту заказа.`,
  extraFailTitle: 'Оплата не прошла',
  extraFailText: 'Банк отклонил платёж или оплата не завершена. Деньги не списаны.',
} as const;

/** Russian plural forms: 1 минута, 2 минуты, 5 минут. */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
