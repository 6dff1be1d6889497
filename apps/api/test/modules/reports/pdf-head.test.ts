import { describe, expect, it, vi } from 'vitest';
import { createAdmin, createStudent } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';
import type { Rendered } from '../../../src/workers/heavy-work.js';

/** Every rendering of the app's worker pool, watched. */
const renderReport = vi.hoisted(() =>
  vi.fn<(rendered: Promise<Rendered>) => Promise<Rendered>>((rendered) => rendered),
);

vi.mock(import('../../../src/workers/heavy-work.js'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    createHeavyWork: (...options) => {
      const heavyWork = actual.createHeavyWork(...options);
      return {
        ...heavyWork,
        renderReport: (...report) => renderReport(heavyWork.renderReport(...report)),
      };
    },
  };
});

describe('PDF downloads asked with HEAD', () => {
  const context = useTestApp();

  it('answer the headers of the download without rendering it', async () => {
    const teacher = await createAdmin(context.app);
    const exam = await createExam(context.app, teacher, { total_questions: 5, title: 'गिनती: Friday (1)' });
    const pupil = await createStudent(context.app, teacher, { level: exam.level, fullname: 'अनिका शाह' });
    const result = await recordResult(context.database.connection.db, exam.exam_id, pupil.id, { score: 3 });
    // The names in their own script (RFC 6266's filename*), and names of ids for a client that reads only filename.
    const downloads = [
      [
        `/api/v1/exam/${exam.exam_id}/worksheet?format=pdf`,
        `worksheet-${exam.exam_id}.pdf`,
        'worksheet-गिनती-friday-1.pdf',
      ],
      [
        `/api/v1/exam/${exam.exam_id}/results?format=pdf`,
        `exam-${exam.exam_id}-results.pdf`,
        'exam-report-गिनती-friday-1.pdf',
      ],
      [
        `/api/v1/result/${result.publicId}?format=pdf`,
        `result-${result.publicId}.pdf`,
        'result-गिनती-friday-1-अनिका-शाह.pdf',
      ],
    ];

    for (const [url, fallback, name] of downloads) {
      renderReport.mockClear();
      const head = await context.app.inject({ method: 'HEAD', url: url!, headers: teacher.auth });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('application/pdf');
      expect(head.headers['content-disposition']).toBe(
        `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name!)}`,
      );
      expect(head.rawPayload).toHaveLength(0);
      expect(renderReport).not.toHaveBeenCalled();

      const get = await context.app.inject({ method: 'GET', url: url!, headers: teacher.auth });
      expect(get.statusCode).toBe(200);
      expect(get.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderReport).toHaveBeenCalledOnce();
    }
  });
});
