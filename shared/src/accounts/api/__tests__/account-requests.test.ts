import { describeRequests } from 'shared/testing';
import { getCountries } from '../../../countries/api';
import { getContentPage } from '../../../pages/api';
import { getCurrentUser } from '../../../session';
import {
  requestEmailConfirmation,
  requestLoginByLink,
  requestLoginToken,
  requestPasswordReset,
  requestRestoration,
  requestSignUp,
  updateProfile,
} from '../../../entries/account-requests';

const user = { id: 'u-1', email: 'anna@example.ru', phone: '+79161234567', phoneWithoutCode: '9161234567' };
const session = { token: 'jwt-1', user };

describeRequests('account, country and content-page requests', [
  {
    name: 'requestLoginToken',
    call: () => requestLoginToken({ email: 'anna@example.ru', password: 'secret-1' }),
    method: 'POST',
    path: '/private/login_check',
    body: { email: 'anna@example.ru', password: 'secret-1' },
    reply: { token: 'jwt-1' },
    resolves: 'jwt-1',
  },
  {
    name: 'requestSignUp',
    call: () => requestSignUp({ email: 'anna@example.ru', password: 'password-1' }),
    method: 'POST',
    path: '/users',
    status: 202,
    body: { email: 'anna@example.ru', password: 'password-1', isNewsletter: true },
    reply: { message: 'Мы отправили письмо на указанный E-mail. Откройте его, чтобы продолжить.' },
  },
  {
    name: 'requestRestoration',
    call: () => requestRestoration('anna@example.ru'),
    method: 'POST',
    path: '/users/restorations',
    status: 202,
    body: { email: 'anna@example.ru' },
    reply: { message: 'Письмо отправлено' },
  },
  {
    name: 'requestPasswordReset',
    call: () => requestPasswordReset('reset-1', 'password-2'),
    method: 'PUT',
    path: '/users/password',
    body: { token: 'reset-1', password: 'password-2' },
    reply: session,
  },
  {
    name: 'requestEmailConfirmation',
    call: () => requestEmailConfirmation('confirm-1', 'password-1'),
    method: 'POST',
    path: '/users/confirmations',
    body: { token: 'confirm-1', password: 'password-1' },
    reply: session,
  },
  { name: 'requestLoginByLink', call: () => requestLoginByLink('a+b/c'), method: 'POST', path: '/private/login_token/a%2Bb%2Fc', reply: session },
  { name: 'getCurrentUser', call: () => getCurrentUser(), method: 'GET', path: '/private/login', reply: user },
  {
    name: 'updateProfile',
    call: () => updateProfile({ email: 'anna@example.ru', phone: null }),
    method: 'PUT',
    path: '/private/user',
    body: { email: 'anna@example.ru', phone: null },
    reply: { ...user, phone: null, phoneWithoutCode: null },
  },
  { name: 'getCountries', call: () => getCountries(), method: 'GET', path: '/countries', reply: [{ code: 'RU', name: 'Россия' }] },
  {
    name: 'getContentPage',
    call: () => getContentPage('about'),
    method: 'GET',
    path: '/pages/about',
    reply: { slug: 'about', title: 'О нас', body: '<p>Текст</p>' },
  },
]);
