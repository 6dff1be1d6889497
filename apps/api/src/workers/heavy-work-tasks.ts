/**
 * The work too heavy for the event loop, run in the worker threads of `heavy-work.ts`: generating the
 * questions of large exams, and laying out and rendering PDF reports. Only plain data crosses the thread
 * boundary.
 */
import {
  generateQuestions,
  GenerationError,
  type GeneratedExam,
  type GeneratorSettings,
} from '@abacus/generator';
import { examReport } from '../modules/reports/exam-report.js';
import { gradeCertificate } from '../modules/reports/grade-certificate.js';
import { familySlips, joinSlips } from '../modules/reports/join-slips.js';
import { renderPdf } from '../modules/reports/pdf-renderer.js';
import { resultReport } from '../modules/reports/result-report.js';
import { weeklyReport } from '../modules/reports/weekly-report.js';
import { worksheet } from '../modules/reports/worksheet.js';

export type Generated =
  | { ok: true; exam: GeneratedExam }
  /** Settings that cannot give the questions asked for: the generator's own explanation. */
  | { ok: false; problem: string };

export function generate(settings: GeneratorSettings): Generated {
  try {
    return { ok: true, exam: generateQuestions(settings) };
  } catch (error) {
    // A class does not cross the thread boundary: the refusal travels as data.
    if (error instanceof GenerationError) return { ok: false, problem: error.message };
    throw error;
  }
}

/** A report and what it is made from: its layout holds functions, which cannot cross to a thread. */
export type ReportRequest =
  | { kind: 'worksheet'; of: Parameters<typeof worksheet> }
  | { kind: 'exam'; of: Parameters<typeof examReport> }
  | { kind: 'result'; of: Parameters<typeof resultReport> }
  | { kind: 'join-slips'; of: Parameters<typeof joinSlips> }
  | { kind: 'family-slips'; of: Parameters<typeof familySlips> }
  | { kind: 'certificate'; of: Parameters<typeof gradeCertificate> }
  | { kind: 'weekly'; of: Parameters<typeof weeklyReport> };

function layOut(request: ReportRequest) {
  switch (request.kind) {
    case 'worksheet':
      return worksheet(...request.of);
    case 'exam':
      return examReport(...request.of);
    case 'result':
      return resultReport(...request.of);
    case 'join-slips':
      return joinSlips(...request.of);
    case 'family-slips':
      return familySlips(...request.of);
    case 'certificate':
      return gradeCertificate(...request.of);
    case 'weekly':
      return weeklyReport(...request.of);
  }
}

export function renderReport(request: ReportRequest): Promise<Buffer> {
  return renderPdf(layOut(request));
}
