import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Text } = Typography;

export function StudentScreens() {
  return (
    <ul style={{ paddingInlineStart: 20 }}>
      <li>
        <Text strong>Students</Text> join their class at <InlineCode>/app/join</InlineCode> with the class
        code their teacher gives them (<InlineCode>/app/join/&lt;code&gt;</InlineCode> fills it in), a name, a
        username and a password, and their class and level if they know them (the teacher confirms the level,
        or sets both); no email or phone number is asked. Every field is checked as the API checks it, in the
        API’s words, before anything is sent; what only the API can find shows too, a taken username next to
        its field and an unknown class code above the button. Signed in, a student sees{' '}
        <Text strong>My exams</Text> (first today’s practice: how much of the day’s set is answered, in a
        ring, the streak of days done, and Start, Continue or the result; then practice and tests apart, what
        is open or closed, how often they did each, their best score and last attempt),{' '}
        <Text strong>My results</Text> (every result, newest first, each with its PDF report),{' '}
        <Text strong>My progress</Text> (their grades; my formulas — each formula of their level in words with
        its mastery, how many they have mastered; each practice exam’s score % try after try, best and
        average; the tests with the API’s figures — charts with a table of the same numbers) and{' '}
        <Text strong>My profile</Text> (name, username, email, phone and class; a new password needs the
        current one).
      </li>
      <li>
        <Text strong>Taking an exam</Text> (Start, Continue or Practise again on My exams) first says what it
        is — how many questions, how long, one try or as many as they like, and what they will see on handing
        in — and only <Text strong>Start</Text> opens the attempt timed by the server; leaving a running exam
        (another screen, Sign out, closing or reloading the tab) asks first. The attempt shows one question at
        a time in large type — a <InlineCode>+ −</InlineCode> drill as a column like an abacus worksheet,
        anything with <InlineCode>×</InlineCode> or <InlineCode>÷</InlineCode> on one line — four big answers,
        a numbered navigator (answered, flagged, current), and the time left counted from the server’s clock,
        not the device’s, with a spoken warning at one minute. Keys: <InlineCode>1</InlineCode>–
        <InlineCode>4</InlineCode> or <InlineCode>A</InlineCode>–<InlineCode>D</InlineCode> answer,{' '}
        <InlineCode>←</InlineCode> <InlineCode>→</InlineCode> (or Enter) move, <InlineCode>F</InlineCode>{' '}
        flags. Every answer is saved as it is given, after a short pause, one request at a time; without a
        connection the app says so, keeps the answers in the tab (a reload loses nothing) and keeps trying.
        Handing in lists the questions still unanswered first; when the time is up the app hands in by itself.
        The review that follows (also reached from My results) shows the score, then each question with the
        child’s answer, right or not, and — in practice, or once the teacher closes a test — the right answer
        (in practice also drawn on a soroban).
      </li>
      <li>
        <Text strong>Flash anzan.</Text> An exam created with{' '}
        <InlineCode>flash: {'{ intervalMs, gapMs, showSign, showCounter }'}</InlineCode> (100–5000 ms a
        number, 0–1000 ms of blank between two; every question the same count of numbers,{' '}
        <InlineCode>minTerms</InlineCode> = <InlineCode>maxTerms</InlineCode>) shows a 3-2-1 countdown before
        each <InlineCode>+ −</InlineCode> question, then its numbers one at a time, alone and large: number i
        appears at the countdown’s end + i × (intervalMs + gapMs), read from the frames’ own timestamps so
        that nothing drifts (15 numbers at 200 ms with a 50 ms gap take 3.75 s). The sign (a minus always
        shows) and “Number i of n” show when the teacher says; a click sound with each number (turned on
        before starting, or beside the question) and reading aloud are the child’s choice. Then the four
        answers, or the box for the number in a typed exam: the sum is done in the head. In practice the
        numbers can be shown again; the keys are ignored while they flash.
      </li>
      <li>
        <Text strong>Listening sums.</Text> An exam created with{' '}
        <InlineCode>listening: {'{ numbersPerMinute }'}</InlineCode> (10–120, and no faster than a voice says
        its numbers: about 0.7 s for one digit, 2.6 s for five, 5.4 s for ten, so the builder and the API stop
        a pace whose slot is shorter than that; <InlineCode>+ −</InlineCode> only, and not with{' '}
        <InlineCode>flash</InlineCode>) never shows its numbers: after the same 3-2-1 countdown the app reads
        each question’s numbers aloud with the browser’s speech synthesis, in the words of the screen’s
        language (“three hundred forty-five”, “plus twelve”; in Hindi “तीन सौ पैंतालीस”, “जमा बारह”), one every
        60000 / numbersPerMinute ms, a number never cut off by the next. “Number i of n” shows while it reads;
        then the four answers, or the box. As in a competition, the numbers are read once, in practice too.
        The Ready? screen offers “Press to hear a number” (the same voice says twenty-seven in the child’s
        language) so that the sound is up before the try begins; a device without speech synthesis, or with it
        but no voice listed within two seconds (a phone without a speech engine), says so and asks for the
        teacher instead of offering Start.
      </li>
      <li>
        <Text strong>Learn</Text> draws a soroban (rods, the beam with a unit mark every third rod, the upper
        bead worth 5 and four lower beads) that a child works by pressing beads or, on a focused rod, with the
        arrow keys and 0–9, seeing the number it makes; below it, numbers to read off sorobans.
      </li>
    </ul>
  );
}
