import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { gradeCertificate } from '../../../src/modules/reports/grade-certificate.js';
import { renderPdf } from '../../../src/modules/reports/pdf-renderer.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { hasPdftotext, popplerText } from '../../helpers/pdf.js';
import { useTestApp } from '../../helpers/test-app.js';

/** A child's name and an exam's title in each script of a class (DESIGN §10.1). */
const CLASS = [
  { name: 'Chloé O’Brien', title: 'Sums' },
  { name: 'अनिका शाह', title: 'गिनती' },
  { name: 'ক্ষিতীশ', title: 'গণনা' },
  { name: 'தமிழ்செல்வி', title: 'கணக்கு' },
  { name: 'శ్రీనివాస్', title: 'లెక్కలు' },
  { name: 'ક્રિષ્ના', title: 'ગણિત' },
  { name: 'ಕೃಷ್ಣ', title: 'ಗಣಿತ' },
  { name: 'ശ്രീക്കുട്ടി', title: 'കണക്ക്' },
  { name: 'ਗੁਰਪ੍ਰੀਤ', title: 'ਗਿਣਤੀ' },
  { name: 'فاطمة الزهراء', title: 'حساب' },
  { name: '王小明', title: '口算练习' },
  { name: 'さくら 山田', title: 'さんすう' },
];

describe.skipIf(!hasPdftotext)('names and titles in every script, in the PDFs (read with pdftotext)', () => {
  const context = useTestApp();
  const textOf = async (url: string) => {
    const response = await context.app.inject({ method: 'GET', url, headers: teacher.auth });
    expect(response.statusCode, url).toBe(200);
    return popplerText(response.rawPayload);
  };

  let teacher: SignedIn;
  const children: { child: SignedIn; result: { publicId: string } }[] = [];
  /** A test titled in every script, which half the class has taken. */
  let test: CreatedExam;

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    const db = context.database.connection.db;
    test = await createExam(context.app, teacher, {
      title: CLASS.map(({ title }) => title).join(' '),
      isSingleAttempt: true,
      total_questions: 3,
    });
    for (const [index, { name, title }] of CLASS.entries()) {
      const child = await createStudent(context.app, teacher, { fullname: name, level: 2 });
      const exam = await createExam(context.app, teacher, { title, total_questions: 3 });
      children.push({ child, result: await recordResult(db, exam.exam_id, child.id, { score: 4 }) });
      if (index % 2 === 0) await recordResult(db, test.exam_id, child.id, { score: 2 });
    }
  });

  it('a result names its child and its exam whole', async () => {
    for (const [index, { result }] of children.entries()) {
      const report = await textOf(`/api/v1/result/${result.publicId}?format=pdf`);
      expect(report).toContain(CLASS[index]!.name);
      expect(report).toContain(CLASS[index]!.title);
    }
  });

  it('an exam report names every child whole, in the table of results and in the list of who has not taken it', async () => {
    const report = await textOf(`/api/v1/exam/${test.exam_id}/results?format=pdf`);
    for (const { name, title } of CLASS) {
      expect(report).toContain(name);
      expect(report).toContain(title);
    }
  });

  it('a worksheet gives its title whole', async () => {
    const sheet = await textOf(`/api/v1/exam/${test.exam_id}/worksheet`);
    for (const { title } of CLASS) expect(sheet).toContain(title);
  });

  it('join slips give the school or teacher they are from whole, in Hindi and in English', async () => {
    for (const [index, { name }] of CLASS.entries()) {
      const query = new URLSearchParams({ count: '2', from: name, lang: index % 2 === 0 ? 'hi' : 'en' });
      const slips = await textOf(`/api/v1/admin/join-code/slips?${query}`);
      expect(slips.split(name)).toHaveLength(3);
    }
    expect(await textOf('/api/v1/admin/join-code/slips?count=1&lang=hi')).toContain('कक्षा कोड');
  });

  it('a grade certificate names its child, its grading and its sections whole, in Hindi and in English', async () => {
    for (const [index, { name, title }] of CLASS.entries()) {
      const certificate = gradeCertificate(
        {
          studentName: name,
          grade: title,
          title,
          school: name,
          completedAt: new Date(),
          source: { name: title },
          total: 130,
          fullMarks: 150,
          sections: [{ title, score: 130, fullMarks: 150, passMarks: 100, outcome: 'pass' }],
        },
        { language: index % 2 === 0 ? 'hi' : 'en', timeZone: 'UTC' },
      );
      const text = popplerText(await renderPdf(certificate));
      // The school, the name, the grade, the grading's title, the section and the source.
      expect(text.split(name)).toHaveLength(3);
      expect(text.split(title).length).toBeGreaterThanOrEqual(5);
    }
  });
});
