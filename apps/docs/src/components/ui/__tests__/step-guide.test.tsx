import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StepGuide } from '../step-guide';

const STEPS = ['Clone', 'Configure', 'Start', 'Verify'].map((title) => ({
  title,
  content: <p>Do: {title}</p>,
}));

describe('StepGuide', () => {
  it('starts at the first step, with Next but no Previous', () => {
    render(<StepGuide label="Guide" steps={STEPS} />);
    expect(screen.getByText('Do: Clone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('moves forward to the last step, where Next disappears, and back again', async () => {
    const user = userEvent.setup();
    render(<StepGuide label="Guide" steps={STEPS} />);
    for (const title of ['Configure', 'Start', 'Verify']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText(`Do: ${title}`)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Do: Start')).toBeInTheDocument();
  });

  it('shows the current step inside a vertical guide', async () => {
    const user = userEvent.setup();
    render(<StepGuide label="Guide" orientation="vertical" steps={STEPS} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Do: Configure')).toBeInTheDocument();
    expect(screen.queryByText('Do: Clone')).not.toBeInTheDocument();
  });
});
