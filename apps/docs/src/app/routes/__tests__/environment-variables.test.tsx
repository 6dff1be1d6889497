import { API_VARIABLES, defaultOf, PRODUCTION_DOCKER_VARIABLES } from '@abacus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the environment variables page', () => {
  it('shows every variable of each file with its default and example', async () => {
    await renderApp(paths.environmentVariables.getHref());
    const [envTable, prodEnvTable] = screen.getAllByRole('table');
    const tables = [
      { table: envTable!, variables: API_VARIABLES },
      { table: prodEnvTable!, variables: PRODUCTION_DOCKER_VARIABLES },
    ];
    for (const { table, variables } of tables) {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(variables.length);
      variables.forEach((variable, index) => {
        const cells = within(rows[index]!).getAllByRole('cell');
        expect(cells.map((cell) => cell.textContent)).toEqual([
          variable.name,
          defaultOf(variable),
          variable.description.replaceAll('`', ''),
          variable.example ?? '—',
        ]);
      });
    }
  });
});
