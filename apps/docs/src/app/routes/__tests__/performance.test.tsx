import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

const rowOf = (region: string, name: RegExp) =>
  within(screen.getByRole('region', { name: region })).getByRole('row', { name });

describe('the performance page', () => {
  it('shows the measured figures as the benchmarks printed them', async () => {
    await renderApp(paths.performance.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Performance');
    expect(rowOf('The hot reads under load', /^students' exam list/)).toHaveTextContent(
      "students' exam list388, 208 ms453, 161 ms",
    );
    expect(rowOf('A million results', /^item analysis/)).toHaveTextContent(
      'item analysis10889, 110998, 117.3 KB',
    );
    expect(rowOf('Another school’s PDF', /^one queue/)).toHaveTextContent('10 337 ms, 17 499 ms');
    expect(rowOf('A noisy neighbour', /^summaries/)).toHaveTextContent('139 KiB10 ms, 114 ms; none shed');
  });
});
