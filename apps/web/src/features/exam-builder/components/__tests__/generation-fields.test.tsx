// @vitest-environment jsdom
import '@/testing/dom';
// The app's i18next instance, English: the fields speak through it.
import '@/i18n/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createExamBody, initialValues, type BuilderValues } from '../../builder-settings';
import { usePreviewedSettings } from '../../use-previewed-settings';
import { GenerationFields } from '../generation-fields';
import { SettingsWithPreview } from '../settings-with-preview';
import { expectThreeRowsOfOneToTwoDigits } from './three-rows-of-one-to-two-digits';

/** The values the form holds now: what "Create the exam" would send. */
let latest: BuilderValues;
const keep = (values: BuilderValues) => {
  latest = values;
};

/** The builder's question settings and preview, as the exam builder puts them together. */
function Builder({ onValues }: { onValues: (values: BuilderValues) => void }) {
  const { values, preview, update, formProps, previewProps } = usePreviewedSettings(() => ({
    ...initialValues(1),
    title: 'Friday drill',
    seed: 7,
  }));
  useEffect(() => onValues(values), [values, onValues]);
  return (
    <SettingsWithPreview {...previewProps}>
      <Form {...formProps}>
        <GenerationFields
          values={values}
          onChange={update}
          previewed={preview.ok ? preview.questions : null}
        />
      </Form>
    </SettingsWithPreview>
  );
}

const sent = () => createExamBody(latest);

type User = ReturnType<typeof userEvent.setup>;

/**
 * Puts `value` in a number box in one change, then leaves the box. Typed key by key, each digit would be a
 * change of its own, each rebuilding the form and its preview, and proving nothing the whole number does not.
 */
function enterNumber(box: HTMLElement, value: number) {
  fireEvent.change(box, { target: { value: String(value) } });
  fireEvent.blur(box);
}

/** Sets every question to `rows` rows of numbers of `digits` digits; gives the digits' group. */
async function setRowsOfDigits(user: User, rows: number, digits: { min: number; max: number }) {
  const same = screen.getByRole('checkbox', { name: 'Same number of rows in every question' });
  if (!(same as HTMLInputElement).checked) await user.click(same);
  enterNumber(screen.getByRole('spinbutton', { name: 'Rows per question' }), rows);
  await user.click(screen.getByRole('radio', { name: 'Digits' }));
  const group = screen.getByRole('group', { name: 'Digits per row' });
  enterNumber(within(group).getByRole('spinbutton', { name: 'from' }), digits.min);
  enterNumber(within(group).getByRole('spinbutton', { name: 'to' }), digits.max);
  return group;
}

async function chooseOperations(user: User, chosen: string[]) {
  const all = ['+ add', '− take away', '× times', '÷ divide'];
  // Ticked first, so the operations are never none at all.
  for (const name of [...chosen, ...all.filter((each) => !chosen.includes(each))]) {
    const box = screen.getByRole('checkbox', { name });
    if ((box as HTMLInputElement).checked !== chosen.includes(name)) await user.click(box);
  }
}

describe('the builder’s question settings', () => {
  let user: User;
  beforeEach(() => {
    user = userEvent.setup();
    render(<Builder onValues={keep} />);
  });

  it('set "3 rows of 1–2 digits" in a teacher’s words', async () => {
    await chooseOperations(user, ['+ add', '− take away']);
    await setRowsOfDigits(user, 3, { min: 1, max: 2 });

    expect(screen.getByText('Numbers 1 to 99: about as many rows of 1 digit as of 2.')).toBeVisible();
    expectThreeRowsOfOneToTwoDigits(sent());
  });

  it('set "4 rows, 6 digits in all" in a teacher’s words, and send no total where rows are of one length', async () => {
    await chooseOperations(user, ['+ add', '− take away']);
    await user.click(screen.getByRole('combobox', { name: 'Abacus moves' }));
    await user.click(await screen.findByTitle('Any moves'));
    const digits = await setRowsOfDigits(user, 4, { min: 1, max: 2 });

    expect(
      screen.getByText(
        'Empty: each row’s digits drawn alone. Or 4 to 8, as kentei papers set 4 rows with 6 digits in all.',
      ),
    ).toBeVisible();
    expect(sent()).not.toHaveProperty('totalDigits');
    enterNumber(screen.getByRole('spinbutton', { name: 'Digits in all' }), 6);
    expect(screen.getByText('4 rows, 6 digits in all.')).toBeVisible();
    expect(sent()).toMatchObject({ minTerms: 4, maxTerms: 4, digits: { min: 1, max: 2 }, totalDigits: 6 });

    enterNumber(within(digits).getByRole('spinbutton', { name: 'from' }), 2);
    expect(screen.queryByRole('spinbutton', { name: 'Digits in all' })).toBeNull();
    expect(sent()).not.toHaveProperty('totalDigits');
  });

  it('set an exam whose answers children write, its preview showing each answer after the sum', async () => {
    expect(sent()).toMatchObject({ answerMode: 'choice' });
    await user.click(screen.getByRole('radio', { name: 'Write the answer' }));

    expect(
      screen.getByText(
        'Children write each number, as on an abacus examination paper: no answers to guess from.',
      ),
    ).toBeVisible();
    expect(sent()).toMatchObject({ answerMode: 'typed' });
    expect((await screen.findAllByText('(right answer, written by the child)')).length).toBeGreaterThan(0);
  });

  it('set a flash drill at competition speed, saying how long its numbers take', async () => {
    expect(screen.queryByRole('spinbutton', { name: 'Blank between numbers (ms)' })).toBeNull();
    enterNumber(screen.getByRole('spinbutton', { name: 'Flash: each number shows for (ms)' }), 200);
    // One count of rows for every question: no "from–to", no box to untick.
    expect(screen.queryByRole('checkbox', { name: 'Same number of rows in every question' })).toBeNull();
    expect(screen.getByText('Flash anzan shows every question with this many numbers.')).toBeVisible();
    enterNumber(screen.getByRole('spinbutton', { name: 'Rows per question' }), 15);
    enterNumber(screen.getByRole('spinbutton', { name: 'Blank between numbers (ms)' }), 50);
    expect(screen.getByText('15 numbers in 3.75 s')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Show + before a number added' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show “Number 3 of 15” above the numbers' }));
    expect(sent()).toMatchObject({
      minTerms: 15,
      maxTerms: 15,
      flash: { intervalMs: 200, gapMs: 50, showSign: false, showCounter: false },
    });

    enterNumber(screen.getByRole('spinbutton', { name: 'Flash: each number shows for (ms)' }), 50);
    // In the document rather than visible: antd fades a field's error in, and the fade is not the test's.
    expect(await screen.findByText('At least 100 ms, or 0 for no flashing')).toBeInTheDocument();
    enterNumber(screen.getByRole('spinbutton', { name: 'Flash: each number shows for (ms)' }), 0);
    expect(screen.queryByText(/numbers in/)).toBeNull();
    expect(sent()).not.toHaveProperty('flash');
  });

  it('set a listening exam instead of a flash one, saying about how long its numbers take', async () => {
    const flash = () => screen.getByRole('spinbutton', { name: 'Flash: each number shows for (ms)' });
    const pace = () => screen.getByRole('spinbutton', { name: 'Listening: numbers read aloud a minute' });
    enterNumber(flash(), 500);
    enterNumber(screen.getByRole('spinbutton', { name: 'Rows per question' }), 5);
    enterNumber(pace(), 30);
    // Heard, not seen: flash anzan is off.
    expect(flash()).toHaveValue('0');
    expect(screen.getByText('5 numbers in about 10 s')).toBeVisible();
    expect(sent()).toMatchObject({ maxTerms: 5, listening: { numbersPerMinute: 30 } });
    expect(sent()).not.toHaveProperty('flash');

    // How long a voice takes over these numbers, and so how fast they can be read: no faster.
    const spoken = screen.getByText(
      /^Each number takes about [\d.]+ s to say: at most \d+ numbers a minute\.$/,
    );
    const fastest = Number(/at most (\d+)/.exec(spoken.textContent)![1]);
    expect(fastest).toBeGreaterThan(30);
    expect(fastest).toBeLessThan(120);
    enterNumber(pace(), fastest + 1);
    expect(
      await screen.findByText(`Faster than a voice can say these numbers: at most ${fastest} a minute`),
    ).toBeInTheDocument();
    enterNumber(pace(), 5);
    expect(await screen.findByText('10 to 120 a minute, or 0 for not reading aloud')).toBeInTheDocument();
    enterNumber(pace(), 30);
    enterNumber(flash(), 500);
    expect(pace()).toHaveValue('0');
    expect(sent()).not.toHaveProperty('listening');
  });

  it('set "2-digit × 1-digit", rows then being the drill’s two', async () => {
    await chooseOperations(user, ['× times']);
    // Abacus moves and answers below zero are for + and − alone: they go, and are off.
    expect(screen.queryByRole('checkbox', { name: 'Answers may go below zero' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Abacus moves' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '× ÷ drill' }));
    const drill = screen.getByRole('group', { name: 'Each question' });
    enterNumber(within(drill).getByRole('spinbutton', { name: 'Digits of the first number' }), 2);
    enterNumber(within(drill).getByRole('spinbutton', { name: 'Digits of the second number' }), 1);

    expect(screen.getByText('Two: a drill is one number × or ÷ another.')).toBeVisible();
    expect(screen.getByText('The answer has 2 or 3 digits.')).toBeVisible();
    const body = sent();
    expect(body).toMatchObject({
      operators: ['*'],
      operandDigits: { left: 2, right: 1 },
      minTerms: 2,
      maxTerms: 2,
      negativeAnswers: false,
    });
    expect(body).not.toHaveProperty('abacusMethod');
    expect(body).not.toHaveProperty('digits');
  });

  it('set "4-digit ÷ 1-digit" by the number divided, the answer’s digits said', async () => {
    await chooseOperations(user, ['÷ divide']);
    await user.click(screen.getByRole('radio', { name: '× ÷ drill' }));
    const drill = screen.getByRole('group', { name: 'Each question' });
    enterNumber(within(drill).getByRole('spinbutton', { name: 'Digits of the number to divide by' }), 1);
    enterNumber(within(drill).getByRole('spinbutton', { name: 'Digits of the number divided' }), 4);

    expect(
      screen.getByText(
        'The answer has 3 digits, so the number divided has 4 digits in about 9 of 10 questions and 3 digits in the others.',
      ),
    ).toBeVisible();
    expect(sent()).toMatchObject({
      operators: ['/'],
      operandDigits: { left: 3, right: 1 },
      minTerms: 2,
      maxTerms: 2,
    });
  });

  it('shut answers below zero while abacus moves are chosen, and say the generator’s objection', async () => {
    await chooseOperations(user, ['+ add', '− take away']);
    await user.click(screen.getByRole('combobox', { name: 'Abacus moves' }));
    await user.paste('Direct beads only');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Answers may go below zero' })).toBeDisabled();
    expect(screen.getByText('Not with abacus moves: choose Any moves to allow it.')).toBeVisible();

    await chooseOperations(user, ['× times']);
    await user.click(screen.getByRole('radio', { name: '× ÷ drill' }));
    const drill = screen.getByRole('group', { name: 'Each question' });
    enterNumber(within(drill).getByRole('spinbutton', { name: 'Digits of the first number' }), 1);
    enterNumber(within(drill).getByRole('spinbutton', { name: 'Digits of the second number' }), 1);
    enterNumber(screen.getByRole('spinbutton', { name: 'Questions' }), 100);
    expect(
      await within(screen.getByRole('region', { name: 'Preview' })).findByText(
        /^Only 64 distinct questions exist for these settings/,
      ),
    ).toBeVisible();
  });

  it('set how many answers end below zero, one in ten unless the teacher says', async () => {
    await chooseOperations(user, ['+ add', '− take away']);
    await user.click(screen.getByRole('combobox', { name: 'Abacus moves' }));
    await user.click(await screen.findByTitle('Any moves'));
    expect(screen.queryByRole('spinbutton', { name: 'Answers below zero' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Answers may go below zero' }));
    const share = screen.getByRole('spinbutton', { name: 'Answers below zero' });
    expect(share).toHaveValue('10');
    expect(sent()).toMatchObject({ negativeAnswers: true, negativeShare: 10 });
    enterNumber(share, 30);
    expect(sent()).toMatchObject({ negativeAnswers: true, negativeShare: 30 });
    await user.click(screen.getByRole('checkbox', { name: 'Answers may go below zero' }));
    expect(sent()).not.toHaveProperty('negativeShare');
  });
});
