import { RUN_UNIQUE as UNIQUE, type CollectionFolder } from './api-collection-steps.ts';

/** The parents' requests (DESIGN §5.17), after the student and the grading the earlier folders made. */
export const FAMILIES_FOLDER: CollectionFolder = {
  name: 'Families',
  description:
    "The teacher draws the student's family code, then the class's, and prints the family slips; a parent signs up and in (parentToken), links the child " +
    "with it, reads the child's week, asks for the grading's certificate (not passed: 409) and downloads " +
    "the week's report; the teacher sees who is linked and unlinks them (the parent's own unlink is " +
    'then refused, 403), voids the code, and the parent leaves.',
  steps: [
    {
      method: 'POST',
      path: '/api/v1/student/{studentId}/family-code',
      as: 'admin',
      expect: 201,
      captures: { familyCode: 'data.family_code' },
    },
    { method: 'POST', path: '/api/v1/student/family-codes', as: 'admin', expect: 200 },
    { method: 'GET', path: '/api/v1/student/family-slips', as: 'admin', expect: 200 },
    {
      method: 'POST',
      path: '/api/v1/parent/register',
      expect: 201,
      body: { username: `sunita.kumar.${UNIQUE}`, email: `sunita.${UNIQUE}@example.com` },
      captures: { parentId: 'data.parent.parent_id', parentUsername: 'data.parent.username' },
    },
    {
      method: 'POST',
      path: '/api/v1/parent/login',
      expect: 200,
      body: { username: '{{parentUsername}}' },
      captures: { parentToken: 'data.token', parentRefreshToken: 'data.refreshToken' },
    },
    {
      method: 'POST',
      path: '/api/v1/parent/token',
      expect: 200,
      body: { refreshToken: '{{parentRefreshToken}}' },
      captures: { parentToken: 'data.token', parentRefreshToken: 'data.refreshToken' },
    },
    { method: 'GET', path: '/api/v1/parent/me', as: 'parent', expect: 200 },
    { method: 'PATCH', path: '/api/v1/parent', as: 'parent', expect: 200 },
    {
      method: 'POST',
      path: '/api/v1/parent/children',
      as: 'parent',
      expect: 201,
      body: { family_code: '{{familyCode}}' },
    },
    { method: 'GET', path: '/api/v1/parent/children', as: 'parent', expect: 200 },
    { method: 'GET', path: '/api/v1/parent/children/{studentId}', as: 'parent', expect: 200 },
    {
      method: 'GET',
      path: '/api/v1/parent/children/{studentId}/certificate',
      as: 'parent',
      expect: 409,
      query: { grading: '{{gradingId}}' },
    },
    { method: 'GET', path: '/api/v1/parent/children/{studentId}/report', as: 'parent', expect: 200 },
    { method: 'GET', path: '/api/v1/student/{studentId}/parents', as: 'admin', expect: 200 },
    { method: 'DELETE', path: '/api/v1/student/{studentId}/parents/{parentId}', as: 'admin', expect: 200 },
    {
      method: 'DELETE',
      path: '/api/v1/parent/children/{studentId}',
      as: 'parent',
      expect: 403,
    },
    { method: 'DELETE', path: '/api/v1/student/{studentId}/family-code', as: 'admin', expect: 200 },
    { method: 'DELETE', path: '/api/v1/parent', as: 'parent', expect: 200 },
  ],
};
