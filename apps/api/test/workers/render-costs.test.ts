import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../../src/workers/heavy-work-tasks.js';
import { createRenderCosts } from '../../src/workers/render-costs.js';

const slips = (count: number) => ({ kind: 'join-slips', of: [{}, count] }) as unknown as ReportRequest;
const certificate = { kind: 'certificate', of: [] } as unknown as ReportRequest;

describe('what a report is expected to take', () => {
  it('counts a join slip as several worksheet lines, and learns from what each kind took', () => {
    const costs = createRenderCosts();
    expect(costs.of(slips(200))).toBe(50 + 200 * 7.5);
    expect(costs.of(certificate)).toBe(50);

    // Slips rendering at 20 ms each on a slow machine: the figure moves towards it with each one measured.
    for (let rendered = 0; rendered < 30; rendered++) costs.measured(slips(100), 50 + 100 * 20);
    expect(costs.of(slips(200))).toBeCloseTo(50 + 200 * 20, 0);
    // Another kind keeps its own figure.
    costs.measured(certificate, 400);
    expect(costs.of(certificate)).toBe(50);
  });
});
