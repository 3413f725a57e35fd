import type { MessageDescriptor } from '@lingui/core';

/**
 * What the error handler and the not-found handler say of their own (`errors.ts`, `web.ts`): Fastify's refusals of a
 * request it cannot take (not JSON, too large, no such route), and the fault answers (500, 503). Worded in the
 * request's language by the same `wordError` as the services' errors (decision 097); each message is the English the
 * handler sends, word for word. Node's refusals of an unreadable request (`answerClientError`) come before any request
 * and its language exist, so they stay English.
 */
export const frameworkErrors: MessageDescriptor[] = [
  /*i18n*/ { id: 'http.not-json', message: 'The request body is not valid JSON.' },
  /*i18n*/ { id: 'http.body-empty', message: 'The request body is empty.' },
  /*i18n*/ { id: 'http.send-json', message: 'Send the request body as JSON.' },
  /*i18n*/ { id: 'http.bad-url', message: 'The address is not valid (broken percent-encoding).' },
  /*i18n*/ { id: 'http.param-too-long', message: 'A part of the address is too long.' },
  /*i18n*/ { id: 'http.request-invalid', message: 'The request is not valid.' },
  /*i18n*/ { id: 'http.value-invalid', message: 'Invalid value.' },
  /*i18n*/ { id: 'http.no-route', message: 'No route for {method} {path}.' },
  /*i18n*/ { id: 'http.internal', message: 'Something went wrong on our side.' },
  /*i18n*/ {
    id: 'http.database-unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
];
