import type { ExampleClient } from './example-client.js';
import { SUNITA, type Tokens } from './scenario-cast.js';

/** Who the family's chapter of the story works with. */
export interface FamilyCast {
  admin: string;
  ravi: string;
  /** A grading Ravi passed. */
  passedGrading: string;
}

/**
 * Meera draws Ravi's family code and hands it home on a slip; his mother Sunita registers, links him with
 * it and reads his week. Returns her token, still signed in for the error probes, and the end of her
 * part: Meera sees who is linked, unlinks her, voids the code, and Sunita closes her account.
 */
export async function familyChapter(api: ExampleClient, { admin, ravi, passedGrading }: FamilyCast) {
  const ofRavi = { token: admin, params: { studentId: ravi } };
  const { family_code: familyCode } = await api.call<{ family_code: string }>(201, {
    operationId: 'drawFamilyCode',
    ...ofRavi,
  });
  // The rest of the class get theirs, and the slips go home in their bags.
  await api.call(200, { operationId: 'drawFamilyCodes', token: admin, body: { level: 2 } });
  await api.call(200, { operationId: 'getFamilySlips', token: admin, query: { level: '2', lang: 'hi' } });
  const { parent: sunita } = await api.call<{ parent: { parent_id: string } }>(201, {
    operationId: 'registerParent',
    body: SUNITA,
  });
  await api.call(409, { operationId: 'registerParent', body: { ...SUNITA, email: 'sunita.k@example.com' } });
  await api.call(401, {
    operationId: 'parentLogin',
    body: { username: SUNITA.username, password: 'not-my-password' },
  });
  const firstLogin = await api.call<Tokens>(200, {
    operationId: 'parentLogin',
    body: { username: SUNITA.username, password: SUNITA.password },
  });
  const parent = await api.call<Tokens>(200, {
    operationId: 'refreshParentToken',
    body: { refreshToken: firstLogin.refreshToken },
  });
  await api.call(401, { operationId: 'refreshParentToken', body: { refreshToken: 'not-a-refresh-token' } });
  await api.call(200, { operationId: 'getParentProfile', token: parent.token });
  await api.call(200, { operationId: 'updateParentProfile', token: parent.token, body: { language: 'hi' } });
  await api.call(404, {
    operationId: 'linkChild',
    token: parent.token,
    body: { family_code: 'HJKM-NPQR-ST' },
  });
  await api.call(201, { operationId: 'linkChild', token: parent.token, body: { family_code: familyCode } });
  await api.call(409, { operationId: 'linkChild', token: parent.token, body: { family_code: familyCode } });
  await api.call(200, { operationId: 'listChildren', token: parent.token });
  // The week is the week it is read in; the formulas, those the drawn questions used.
  await api.call(200, {
    operationId: 'getChildOverview',
    token: parent.token,
    params: { studentId: ravi },
    varies: ['today', 'week', 'counts_today', 'minutes_this_week', 'skills', 'tests_due', 'latest_results'],
  });
  // His certificate and the week's report, in her language.
  await api.call(200, {
    operationId: 'getChildCertificate',
    token: parent.token,
    params: { studentId: ravi },
    query: { grading: passedGrading },
  });
  await api.call(200, {
    operationId: 'getChildWeeklyReport',
    token: parent.token,
    params: { studentId: ravi },
    query: { week: '2026-12-07' },
  });
  await api.call(200, { operationId: 'listStudentParents', ...ofRavi });

  const ofSunita = { token: parent.token, params: { studentId: ravi } };
  const finish = async () => {
    await api.call(200, {
      operationId: 'unlinkStudentParent',
      token: admin,
      params: { studentId: ravi, parentId: sunita.parent_id },
    });
    await api.call(403, { operationId: 'getChildOverview', ...ofSunita });
    // The code still links him until Meera voids it: Sunita links again, then unlinks herself.
    await api.call(201, { operationId: 'linkChild', token: parent.token, body: { family_code: familyCode } });
    await api.call(200, { operationId: 'unlinkChild', ...ofSunita });
    await api.call(200, { operationId: 'voidFamilyCode', ...ofRavi });
    await api.call(200, { operationId: 'deleteParentAccount', token: parent.token });
  };
  return { parent: parent.token, finish };
}
