/**
 * The reads a teacher of a large centre makes, each timed one at a time (a teacher waits for one screen,
 * not fifty at once): the median and p99 of `samples` reads, and the size of the answer.
 */
import type { ScaleSchool } from './scale.js';

export interface ReadFigures {
  read: string;
  median: number;
  p99: number;
  bytes: number;
}

/** What a teacher's screens read, by the names the figures are given. */
export function scaleReads(school: ScaleSchool): [string, string][] {
  const practice = school.practiceExamId;
  const assessment = school.assessmentExamId;
  return [
    ['practice exam analytics', `/api/v1/exam/practice/${practice}/analytics`],
    ['item analysis', `/api/v1/exam/${practice}/questions/analytics`],
    ["the exam's results, first 100", `/api/v1/exam/${practice}/results?limit=100`],
    ["the admin's results, first 100", '/api/v1/result?limit=100'],
    ["the admin's exam list", '/api/v1/exam'],
    ['level-wise analytics', '/api/v1/analytics/levels'],
    ['assessment analytics', `/api/v1/exam/assessment/${assessment}/analytics`],
    ["one student's practice analytics", `/api/v1/student/${school.studentId}/exam/practice/analytics`],
  ];
}

/** Nearest-rank percentile of ascending `sorted`. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function timeReads(
  baseUrl: string,
  school: ScaleSchool,
  samples: number,
): Promise<ReadFigures[]> {
  const figures: ReadFigures[] = [];
  for (const [read, path] of scaleReads(school)) {
    const times: number[] = [];
    let bytes = 0;
    // One read first, untimed: the first after a start also pays for plans and caches.
    for (let sample = -1; sample < samples; sample++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${school.admin.token}`, 'accept-encoding': 'identity' },
      });
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok)
        throw new Error(`${path} → ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
      if (sample >= 0) times.push(elapsed);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    figures.push({ read, median: percentile(times, 50), p99: percentile(times, 99), bytes });
  }
  return figures;
}
