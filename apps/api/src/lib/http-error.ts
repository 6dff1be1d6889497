export interface FieldError {
  /** Where the problem is, e.g. `body.level` or `query.page`. */
  path: string;
  message: string;
}

/**
 * An error the client caused or must be told about. Services throw it; the error handler turns it
 * into the response envelope with this status, message and headers.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors ? { errors } : {});
const REALM = 'abacus-exam-platform';

/**
 * 401 with the `WWW-Authenticate` challenge RFC 6750 asks for; `invalidToken` marks that a token was
 * given but is expired, malformed or revoked, so a client knows to refresh or sign in again.
 */
export const unauthorized = (message: string, { invalidToken = false } = {}) =>
  new HttpError(401, message, {
    headers: {
      'www-authenticate': invalidToken
        ? `Bearer realm="${REALM}", error="invalid_token", error_description="${message.replaceAll('"', "'")}"`
        : `Bearer realm="${REALM}"`,
    },
  });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new HttpError(409, message, errors ? { errors } : {});
export const tooManyRequests = (message: string, headers?: Record<string, string>) =>
  new HttpError(429, message, headers ? { headers } : {});
