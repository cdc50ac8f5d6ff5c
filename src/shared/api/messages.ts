import type en from '@/i18n/messages/en.json';

/** Keys of the `api` messages (success and error texts of the envelope's `message`). */
export type ApiMessageKey = keyof (typeof en)['api'];

/** Keys of the `validation` messages (texts inside the 422 error tree). */
export type ValidationMessageKey = keyof (typeof en)['validation'];
