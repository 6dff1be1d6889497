import { LEVEL_PRESETS } from '@abacus/generator';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the key features page', () => {
  it('shows every level preset with what it practises and a link to the source it follows', async () => {
    await renderApp(paths.keyFeatures.getHref());
    const section = screen.getByRole('region', { name: 'Level presets' });
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(LEVEL_PRESETS.length);
    LEVEL_PRESETS.forEach((preset, index) => {
      const row = rows[index]!;
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(new RegExp(`^${preset.level}$`));
      expect(cells[1]).toHaveTextContent(preset.practises);
      expect(cells[5]).toHaveTextContent(String(preset.settings.totalQuestions));
      const link = within(row).getByRole('link', { name: preset.source.name });
      expect(link).toHaveAttribute('href', preset.source.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(row).toHaveTextContent(preset.source.sets);
    });
  });

  it("says a preset's rows, numbers and moves as a teacher would", async () => {
    await renderApp(paths.keyFeatures.getHref());
    const rows = within(screen.getByRole('region', { name: 'Level presets' })).getAllByRole('row');
    const shown = (level: number) =>
      within(rows[level]!)
        .getAllByRole('cell')
        .slice(2, 6)
        .map((cell) => cell.textContent);
    expect(shown(1)).toEqual(['3', '1-digit rows', 'Direct moves only', '20']);
    expect(shown(4)).toEqual(['6', '1-digit rows', 'Both friends', '15 in 7 min']);
    expect(shown(7)).toEqual(['2', '÷ 1-digit divisor, 2-digit answer', 'Any', '10']);
    expect(shown(8)).toEqual(['2', '2-digit × 2-digit', 'Any', '10']);
  });
});
