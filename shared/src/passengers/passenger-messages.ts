import { validationMessages } from '../contracts/messages';
import { ADULT_MIN_AGE, CHILD_MAX_AGE, CHILD_MIN_AGE } from './passenger-constants';
import { NO_SUCH_DATE_MESSAGE } from '../format/dates';

/** The Russian validation texts of product rules §5, verbatim, in one place. */
export const PASSENGER_MESSAGES = {
  required: validationMessages.required,
  date: 'Заполните дату в формате ДД.ММ.ГГГГ',
  cyrillic: {
    firstName: 'Заполните имя русскими буквами, как в документе',
    middleName: 'Заполните отчество русскими буквами, как в документе',
    lastName: 'Заполните фамилию русскими буквами, как в документе',
  },
  latin: {
    firstName: 'Заполните имя латинскими буквами, как в паспорте',
    middleName: 'Заполните отчество латинскими буквами, как в паспорте',
    lastName: 'Заполните фамилию латинскими буквами, как в паспорте',
  },
  documentNumber: {
    PASSPORT: '10 цифр без пробела',
    INT_PASSPORT: '9 цифр без пробела',
    BIRTH: 'Без дефисов, пробелов и знака "№", например: IVИК765123',
    FOREIGN_PASSPORT: 'Только заглавные латинские буквы и цифры',
  },
  // Not in product rules §5 (they give no business limits): our own wording, listed in §D Booking.
  documentType: 'Выберите тип документа',
  passengerType: 'Выберите тип пассажира',
  gender: 'Укажите пол',
  citizenship: 'Укажите гражданство (код страны из двух латинских букв)',
  noSuchDate: NO_SUCH_DATE_MESSAGE,
  dateTooEarly: 'Укажите дату не раньше 1900 года',
  birthDateInFuture: 'Дата рождения не может быть в будущем',
  documentExpired: 'Срок действия документа истёк',
  expiredDocument: 'Срок действия документа истекает до окончания поездки',
  documentNotAllowed: 'Этот документ нельзя использовать на данном маршруте',
  adultAge: `Взрослому пассажиру должно быть не меньше ${ADULT_MIN_AGE} лет на дату вылета`,
  childAge: `Ребенку должно быть от ${CHILD_MIN_AGE} до ${CHILD_MAX_AGE} лет на дату вылета`,
  infantAge: `Младенцу должно быть меньше ${CHILD_MIN_AGE} лет на дату вылета`,
  // A saved passenger has no flight: the type is judged on today's date (§D Booking and passengers).
  savedAge: {
    ADULT: `Взрослому пассажиру сегодня должно быть не меньше ${ADULT_MIN_AGE} лет`,
    CHILD: `Ребенку сегодня должно быть от ${CHILD_MIN_AGE} до ${CHILD_MAX_AGE} лет`,
    INFANTILE: `Младенцу сегодня должно быть меньше ${CHILD_MIN_AGE} лет`,
  },
} as const;
