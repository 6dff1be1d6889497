/** The reason phrases of the statuses the API documents (RFC 9110 and RFC 6585 wording). */
const REASON_PHRASES: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
};

const CLASS_NAMES: Record<string, string> = {
  '2': 'Success',
  '3': 'Redirection',
  '4': 'Client Error',
  '5': 'Server Error',
};

export function reasonPhrase(code: string): string {
  return REASON_PHRASES[code] ?? CLASS_NAMES[code.charAt(0)] ?? 'Response';
}

export function isSuccessCode(code: string): boolean {
  return code.startsWith('2');
}
