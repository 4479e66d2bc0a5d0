/**
 * The form's own sentences. The English set follows the site's locale; the
 * Russian set is for the Russian-language event pages of the English site.
 */
import { translate } from '@docusaurus/Translate';
import type { LeadFormStrings } from './types';

/** English by default; each sentence goes through `translate()`, so other locales translate it in `code.json`. */
export const englishLeadFormStrings: LeadFormStrings = {
  optional: translate({ id: 'leadForm.optional', message: '(optional)' }),
  sending: translate({ id: 'leadForm.sending', message: 'Sending…' }),
  errorSummaryTitle: translate({
    id: 'leadForm.errorSummaryTitle',
    message: 'Please correct the following before sending:',
  }),
  requiredMessage: (label) => translate({ id: 'leadForm.required', message: '{label} is required.' }, { label }),
  emailMessage: () =>
    translate({ id: 'leadForm.email', message: 'Enter an e-mail address in the format name@example.com.' }),
  tooLongMessage: (label, maxLength) =>
    translate(
      { id: 'leadForm.tooLong', message: '{label} must be at most {maxLength} characters long.' },
      { label, maxLength },
    ),
  characterCount: (used, maxLength) =>
    translate({ id: 'leadForm.characterCount', message: '{used} of {maxLength} characters' }, { used, maxLength }),
  errorTitle: translate({ id: 'leadForm.errorTitle', message: 'Your request was not sent' }),
  httpError: (status) =>
    translate(
      { id: 'leadForm.httpError', message: 'The server could not accept the form (error {status}).' },
      { status },
    ),
  networkError: translate({
    id: 'leadForm.networkError',
    message: 'The server could not be reached. Please check your connection.',
  }),
  timeoutError: translate({ id: 'leadForm.timeoutError', message: 'The server took too long to answer.' }),
  serverSaid: translate({ id: 'leadForm.serverSaid', message: 'The server said:' }),
  keptValues: translate({
    id: 'leadForm.keptValues',
    message: 'Everything you typed is still in the form: try again, or send it to us by e-mail.',
  }),
  notConnectedTitle: translate({
    id: 'leadForm.notConnectedTitle',
    message: 'This form is not connected on this deployment',
  }),
  notConnectedText: translate({
    id: 'leadForm.notConnectedText',
    message:
      'This copy of the site has no address to send the form to. Your details are still in the form, and the e-mail link below opens a message with them filled in.',
  }),
  emailFallback: translate({ id: 'leadForm.emailFallback', message: 'Send it by e-mail instead' }),
};

/** Russian plural for "символ" after a number in the genitive case ("не длиннее N символов"). */
function charactersGenitive(count: number): string {
  return count % 10 === 1 && count % 100 !== 11 ? 'символа' : 'символов';
}

/** Russian plural for "символ" after a number in the nominative case ("120 из 4000 символов"). */
function charactersNominative(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'символов';
  if (last === 1) return 'символ';
  if (last >= 2 && last <= 4) return 'символа';
  return 'символов';
}

export const russianLeadFormStrings: LeadFormStrings = {
  optional: '(необязательно)',
  sending: 'Отправляем…',
  errorSummaryTitle: 'Исправьте, пожалуйста, ошибки в форме:',
  requiredMessage: (label) => `Заполните поле «${label}».`,
  emailMessage: () => 'Введите адрес электронной почты в формате name@example.com.',
  tooLongMessage: (label, maxLength) =>
    `Поле «${label}» должно быть не длиннее ${maxLength} ${charactersGenitive(maxLength)}.`,
  characterCount: (used, maxLength) => `${used} из ${maxLength} ${charactersNominative(maxLength)}`,
  errorTitle: 'Заявка не отправлена',
  httpError: (status) => `Сервер не принял заявку (ошибка ${status}).`,
  networkError: 'Не удалось связаться с сервером. Проверьте подключение к интернету.',
  timeoutError: 'Сервер не ответил вовремя.',
  serverSaid: 'Ответ сервера:',
  keptValues: 'Всё, что вы ввели, сохранилось в форме: попробуйте отправить ещё раз или напишите нам письмо.',
  notConnectedTitle: 'На этой версии сайта форма не подключена',
  notConnectedText:
    'Этой копии сайта некуда отправить заявку. Ваши данные остались в форме, а ссылка ниже откроет письмо, в которое они уже подставлены.',
  emailFallback: 'Отправить заявку письмом',
};
