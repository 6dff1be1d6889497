// @vitest-environment jsdom
import '@/testing/dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GradingSections } from '../components/grading-sections';
import { grading } from './grading-fixtures';

const cellsOf = (title: string) =>
  screen.getAllByRole('row', { name: new RegExp(title) })[0]!.querySelectorAll('td');

describe('the sections of a grading', () => {
  it('gives the lowest score that is a near pass, and says there is none where the band holds no score', () => {
    const sections = grading().sections;
    render(
      <MemoryRouter>
        <GradingSections
          grading={grading({
            nearPassPercent: 10,
            sections: [
              { ...sections[0]!, title: 'Addition', fullMarks: 150, passMarks: 100 },
              // 10 % of 8 is less than a mark below 6: no score is a near pass.
              { ...sections[1]!, title: 'Division', fullMarks: 8, passMarks: 6 },
            ],
          })}
        />
      </MemoryRouter>,
    );
    expect([...cellsOf('Addition')].at(-1)).toHaveTextContent(/^85$/);
    expect([...cellsOf('Division')].at(-1)).toHaveTextContent(/^None$/);
  });
});
