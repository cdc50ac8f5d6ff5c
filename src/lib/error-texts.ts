/** Which texts the error screen shows (spec §2, other screens). */
export interface ErrorScreenKeys {
  heading: 'not_found' | 'an_error_occurred';
  message: '404' | '500';
}

export function errorScreenKeys(statusCode: number, message?: string | null): ErrorScreenKeys {
  const notFound = statusCode === 404 || (typeof message === 'string' && message.includes('404'));
  return notFound ? { heading: 'not_found', message: '404' } : { heading: 'an_error_occurred', message: '500' };
}
