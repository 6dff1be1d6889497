/**
 * The documentation order of the API: index → method and path, exactly as in the
 * OpenAPI document. This is the only place the order is written; every label, parameter and example
 * comes from `apps/api/openapi.json`. `tag` places an entry in the menu while the document does not
 * describe it yet; once it does, the operation's own tag must agree (a test checks).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSlot {
  method: HttpMethod;
  path: string;
  tag: string;
}

export const ENDPOINT_ORDER: readonly EndpointSlot[] = [
  { method: 'POST', path: '/api/v1/student/login', tag: 'Student' },
  { method: 'POST', path: '/api/v1/student/register', tag: 'Student' },
  { method: 'POST', path: '/api/v1/student/token', tag: 'Student' },
  { method: 'GET', path: '/api/v1/student/me', tag: 'Student' },
  { method: 'GET', path: '/api/v1/student', tag: 'Student' },
  { method: 'GET', path: '/api/v1/student/exam/assessment/analytics', tag: 'Student' },
  { method: 'GET', path: '/api/v1/student/exam/practice/analytics', tag: 'Student' },
  { method: 'GET', path: '/api/v1/student/{studentId}/exam/assessment/analytics', tag: 'Student' },
  { method: 'GET', path: '/api/v1/student/{studentId}/exam/practice/analytics', tag: 'Student' },
  { method: 'PATCH', path: '/api/v1/student', tag: 'Student' },
  { method: 'PATCH', path: '/api/v1/student/{studentId}', tag: 'Student' },
  { method: 'DELETE', path: '/api/v1/student/{studentId}', tag: 'Student' },
  { method: 'DELETE', path: '/api/v1/student/{studentId}/clear', tag: 'Student' },
  { method: 'POST', path: '/api/v1/admin/login', tag: 'Admin' },
  { method: 'POST', path: '/api/v1/admin/register', tag: 'Admin' },
  { method: 'POST', path: '/api/v1/admin/token', tag: 'Admin' },
  { method: 'GET', path: '/api/v1/admin/me', tag: 'Admin' },
  { method: 'PATCH', path: '/api/v1/admin', tag: 'Admin' },
  { method: 'DELETE', path: '/api/v1/admin', tag: 'Admin' },
  { method: 'POST', path: '/api/v1/exam', tag: 'Exam' },
  { method: 'PATCH', path: '/api/v1/exam/{examId}/activate', tag: 'Exam' },
  { method: 'PATCH', path: '/api/v1/exam/{examId}/deactivate', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam/{examId}/results', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam/{examId}/students', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam/{examId}/students/{studentId}/results', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam/practice/{examId}/analytics', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam/assessment/{examId}/analytics', tag: 'Exam' },
  { method: 'PATCH', path: '/api/v1/exam/{examId}', tag: 'Exam' },
  { method: 'DELETE', path: '/api/v1/exam/{examId}/results', tag: 'Exam' },
  { method: 'DELETE', path: '/api/v1/exam/{examId}', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/exam/{examId}/questions', tag: 'Questions' },
  { method: 'PATCH', path: '/api/v1/exam/{examId}/questions', tag: 'Questions' },
  { method: 'POST', path: '/api/v1/result', tag: 'Result' },
  { method: 'GET', path: '/api/v1/result/{resultId}', tag: 'Result' },
  { method: 'DELETE', path: '/api/v1/result/{resultId}', tag: 'Result' },
  { method: 'GET', path: '/health', tag: 'Health' },
  { method: 'POST', path: '/api/v1/exam/{examId}/attempt', tag: 'Attempt' },
  { method: 'GET', path: '/api/v1/attempt/{attemptId}', tag: 'Attempt' },
  { method: 'PUT', path: '/api/v1/attempt/{attemptId}/answers', tag: 'Attempt' },
  { method: 'POST', path: '/api/v1/attempt/{attemptId}/submit', tag: 'Attempt' },
  { method: 'GET', path: '/api/v1/result', tag: 'Result' },
  { method: 'GET', path: '/api/v1/exam/{examId}/questions/analytics', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/analytics/levels', tag: 'Analytics' },
  { method: 'POST', path: '/api/v1/student/{studentId}/password', tag: 'Student' },
  { method: 'POST', path: '/api/v1/admin/join-code', tag: 'Admin' },
  { method: 'DELETE', path: '/api/v1/admin/join-code', tag: 'Admin' },
  { method: 'GET', path: '/api/v1/exam/{examId}/worksheet', tag: 'Questions' },
  { method: 'GET', path: '/api/v1/exam/{examId}', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/student/{studentId}', tag: 'Student' },
  { method: 'POST', path: '/api/v1/exam/{examId}/students/{studentId}/retake', tag: 'Exam' },
  { method: 'GET', path: '/api/v1/events', tag: 'Events' },
  { method: 'GET', path: '/api/v1/admin/join-code/slips', tag: 'Admin' },
  { method: 'GET', path: '/api/v1/grading/templates', tag: 'Grading' },
  { method: 'POST', path: '/api/v1/grading', tag: 'Grading' },
  { method: 'POST', path: '/api/v1/grading/from-template', tag: 'Grading' },
  { method: 'GET', path: '/api/v1/grading', tag: 'Grading' },
  { method: 'GET', path: '/api/v1/grading/{gradingId}', tag: 'Grading' },
  { method: 'DELETE', path: '/api/v1/grading/{gradingId}', tag: 'Grading' },
  { method: 'GET', path: '/api/v1/grading/{gradingId}/results', tag: 'Grading' },
  { method: 'GET', path: '/api/v1/student/grades', tag: 'Grading' },
  { method: 'GET', path: '/api/v1/student/{studentId}/grades', tag: 'Grading' },
  { method: 'GET', path: '/api/v1/grading/{gradingId}/certificate', tag: 'Grading' },
];
