import type { ReportRequest } from './heavy-work-tasks.js';

/**
 * A job's cost is the milliseconds of a thread it is expected to take. A report's is what its document
 * takes (fonts, page layout, header) and, for each row it prints (a worksheet's questions, an exam report's
 * results and absent students, a result's questions, join slips), what a row of its kind took in the
 * reports rendered so far: a join slip, with its QR code, takes several times a worksheet's line, and
 * counted as one let four schools' 200-slip PDFs keep a neighbour's one-page report waiting seconds.
 */
const DOCUMENT_MS = 50;

/** What a row of each kind takes before any has been measured: a worksheet of 1000 questions about a second, 200 join slips about 1.5 s. */
const FIRST_MS_PER_ROW: Record<ReportRequest['kind'], number> = {
  worksheet: 1,
  exam: 1,
  result: 1,
  'join-slips': 7.5,
  'family-slips': 7.5,
  certificate: 0,
  weekly: 0,
};

/** How much each rendering moves a kind's figure towards what it measured. */
const LEARNING = 0.3;

function rowsOf(request: ReportRequest): number {
  switch (request.kind) {
    case 'worksheet':
      return request.of[1].length;
    case 'exam':
      return request.of[0].results.length + request.of[0].notAttempted.length;
    case 'result':
      return request.of[1].length;
    case 'join-slips':
      return request.of[1];
    case 'family-slips':
      return request.of[0].length;
    case 'certificate':
    case 'weekly':
      return 0;
  }
}

/** What a report is expected to take, learnt from those rendered before. */
export function createRenderCosts() {
  const msPerRow = { ...FIRST_MS_PER_ROW };
  return {
    of: (request: ReportRequest) => DOCUMENT_MS + rowsOf(request) * msPerRow[request.kind],
    /** Notes how long a report took on its thread. */
    measured(request: ReportRequest, ms: number) {
      const rows = rowsOf(request);
      if (rows === 0) return;
      const perRow = Math.max(0, ms - DOCUMENT_MS) / rows;
      msPerRow[request.kind] += LEARNING * (perRow - msPerRow[request.kind]);
    },
  };
}
