// @vitest-environment jsdom
import '@/testing/dom';
// The app's i18next instance, English: the fields speak through it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AnswerModeField } from '../components/answer-mode-field';

describe('the answer mode field', () => {
  it('offers choosing from four or writing the answer, and says in a line what each asks', async () => {
    const onValuesChange = vi.fn();
    render(
      <Form initialValues={{ answerMode: 'choice' }} onValuesChange={onValuesChange}>
        <AnswerModeField />
      </Form>,
    );
    const choose = screen.getByRole('radio', { name: 'Choose from 4 answers' });
    const write = screen.getByRole('radio', { name: 'Write the answer' });
    expect(choose).toBeChecked();
    expect(screen.getByText(/Children tap one of four answers/)).toBeInTheDocument();

    await userEvent.setup().click(write);
    expect(write).toBeChecked();
    expect(onValuesChange).toHaveBeenLastCalledWith({ answerMode: 'typed' }, { answerMode: 'typed' });
    expect(await screen.findByText(/Children write each number/)).toBeInTheDocument();
    expect(screen.queryByText(/Children tap one of four answers/)).toBeNull();
  });
});
