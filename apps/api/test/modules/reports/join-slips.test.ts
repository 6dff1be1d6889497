import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAdmin, createStudent, joinCodeOf } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { pdfPageCount, pdfText } from '../../helpers/pdf.js';
import { createTestApp, useTestApp } from '../../helpers/test-app.js';

describe('GET /api/v1/admin/join-code/slips', () => {
  const context = useTestApp();
  const get = (url: string, auth?: Record<string, string>, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });
  const slipsUrl = '/api/v1/admin/join-code/slips';

  it("prints 30 slips by default, ten to a page, each from the teacher with the code in groups and the app's join address", async () => {
    const teacher = await createAdmin(context.app, { fullname: 'Asha Rao' });
    const code = (await joinCodeOf(context.app, teacher))!;
    const response = await get(slipsUrl, teacher.auth, { host: 'abacus.example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="join-slips-${code}.pdf"; filename*=UTF-8''join-slips-asha-rao.pdf`,
    );
    writeFileSync(join(tmpdir(), 'abacus-join-slips.pdf'), response.rawPayload);
    expect(await pdfPageCount(response.rawPayload)).toBe(3);

    // Words as read, lines joined; an address wraps where it has no space, so it is looked for unwrapped.
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    const unwrapped = text.replaceAll(' ', '');
    const grouped = `${code.slice(0, 4)} ${code.slice(4)}`;
    expect(text.split(grouped)).toHaveLength(31);
    expect(text.split('Join our class on Abacus')).toHaveLength(31);
    expect(text.split('Asha Rao')).toHaveLength(31);
    expect(unwrapped.split(`http://abacus.example.org/app/join/${code}`)).toHaveLength(31);
  });

  it('prints as many slips as asked, from the school named, giving the address the app sends, in Hindi', async () => {
    const teacher = await createAdmin(context.app);
    const code = (await joinCodeOf(context.app, teacher))!;
    const link = `https://school.example.org/abacus/app/join/${code}`;
    const query = new URLSearchParams({
      count: '11',
      from: 'Sunrise Abacus Academy (Pune)',
      link,
      lang: 'hi',
    });
    const response = await get(`${slipsUrl}?${query}`, teacher.auth);
    expect(response.statusCode).toBe(200);
    expect(await pdfPageCount(response.rawPayload)).toBe(2);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text.split('Sunrise Abacus Academy (Pune)')).toHaveLength(12);
    expect(text.replaceAll(' ', '').split(link)).toHaveLength(12);
    // Devanagari as pdf.js reads it back is not in typing order (pdftotext reads it whole: see
    // names-in-every-script): the Latin words of the English slip are what must be gone.
    expect(text).not.toContain('Join our class');
    expect(text).not.toContain('Class code');
  });

  it('answers a HEAD with the headers alone', async () => {
    const teacher = await createAdmin(context.app);
    const response = await context.app.inject({ method: 'HEAD', url: slipsUrl, headers: teacher.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload).toHaveLength(0);
  });

  it('links to PUBLIC_URL when it is set, whatever Host the request names', async () => {
    const school = await createTestApp({ env: { PUBLIC_URL: 'https://abacus.school.example/' } });
    onTestFinished(() => school.close());
    const teacher = await createAdmin(school.app);
    const code = (await joinCodeOf(school.app, teacher))!;
    const response = await school.app.inject({
      method: 'GET',
      url: `${slipsUrl}?count=1`,
      headers: { ...teacher.auth, host: 'attacker.example' },
    });
    expect(response.statusCode).toBe(200);
    const unwrapped = (await pdfText(response.rawPayload)).replace(/\s+/g, '');
    expect(unwrapped).toContain(`https://abacus.school.example/app/join/${code}`);
    expect(unwrapped).not.toContain('attacker.example');
  });

  it('refuses a count, a name or an address it cannot print', async () => {
    const teacher = await createAdmin(context.app);
    expectError(
      await get(`${slipsUrl}?count=0`, teacher.auth),
      400,
      /count: must be a whole number from 1 to 200/,
    );
    expectError(
      await get(`${slipsUrl}?count=201`, teacher.auth),
      400,
      /count: must be a whole number from 1 to 200/,
    );
    expectError(
      await get(`${slipsUrl}?from=${'a'.repeat(61)}`, teacher.auth),
      400,
      /from: must be 1 to 60 characters/,
    );
    expectError(
      await get(`${slipsUrl}?link=${encodeURIComponent('javascript:alert(1)')}`, teacher.auth),
      400,
      /link: must be an http or https address/,
    );
    // U+202E prints the address after it backwards: the slip would show one address and link another.
    for (const hidden of ['\u202E', '\u200B', '\u0007']) {
      expectError(
        await get(
          `${slipsUrl}?link=${encodeURIComponent(`https://school.example/${hidden}gro.live//:sptth`)}`,
          teacher.auth,
        ),
        400,
        /link: must be an http or https address/,
      );
    }
    expectError(await get(`${slipsUrl}?colour=red`, teacher.auth), 400);
  });

  it('is refused while joining the class is off, and to a student or nobody', async () => {
    const teacher = await createAdmin(context.app);
    await context.app.inject({ method: 'DELETE', url: '/api/v1/admin/join-code', headers: teacher.auth });
    expectError(
      await get(slipsUrl, teacher.auth),
      409,
      'Joining this class is turned off; draw a join code (POST /api/v1/admin/join-code) to print slips',
    );
    const student = await createStudent(context.app, teacher);
    expectError(await get(slipsUrl, student.auth), 403);
    expectError(await get(slipsUrl), 401);
  });
});
