import type { Response } from 'light-my-request';
import { expect } from 'vitest';

/**
 * Asserts the error envelope every failure answers with: the status in the response and in the body,
 * no data, and the message (any text when none is given).
 */
export function expectError(response: Response, statusCode: number, message?: string | RegExp): void {
  const body = response.json();
  expect({ status: response.statusCode, body }).toMatchObject({
    status: statusCode,
    body: {
      success: false,
      statusCode,
      data: null,
      message: message instanceof RegExp ? expect.stringMatching(message) : (message ?? expect.any(String)),
    },
  });
}
