import { badRequest } from './http-error.js';

/** An update must change something: an empty body is a client's mistake, not a silent success. */
export function requireSomeChange(body: object): void {
  if (Object.keys(body).length === 0) throw badRequest('Nothing to update: send at least one field');
}
