import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

const TEST_COMMANDS = [
  'npx vitest run --project web               # the pure helpers (Node); the generated types are current',
  'npx vitest run --project "web (browser)"   # the built app, served by the real API, in Chromium',
  'npx vitest run --project browser-testing   # the shared browser helpers: a page wider than a phone is caught on a phone context too',
].join('\n');

export function AppTests() {
  return (
    <>
      <CodeBlock title="The app's tests" code={TEST_COMMANDS} />
      <Paragraph>
        The browser tests build the app when <InlineCode>apps/web/dist</InlineCode> is older than its sources
        or those of the packages it bundles, start the real API on an embedded in-memory database, make their
        data through the API and drive each flow once in Chromium, at the width its people use (a child’s at
        360 px, a teacher’s at 1280 px); one more pass shows every screen at the other width with its data
        made through the API.
      </Paragraph>
      <Paragraph>
        A student joins with a class code (with a mistake first), sees their exams, results (and downloads a
        PDF), progress charts and profile, changes their password; a student takes a practice exam with the
        keyboard, reloads in the middle and finds every answer and flag kept, hands in past the list of
        unanswered questions and goes through the review; a test is handed in by the clock (the page’s clock
        is moved on a minute, nothing waits) and its review shows right and wrong without the key; a
        flash-anzan practice is answered from the keyboard after each number has flashed (the page’s clock
        moved on again); the soroban shows 0, 7, 58 and 1 234 567 bead by bead and answers the keyboard; a
        teacher builds an exam from a level preset watching the preview (and the generator’s objection to
        impossible settings), creates it, and the questions the server stored equal the preview; the worksheet
        downloads under the exam’s title and its text is read back; a teacher signs up, copies the join link,
        makes a new class code, turns joining off and on and edits the account; a teacher adds three students
        in the roster, builds a test, opens it, and once two students have results (made through the API)
        reads the home screen, the exam report PDF and a result PDF (their text read back), the results CSV,
        the analytics (star student, who has not taken it, the chart), the item analysis and an attempt’s
        review, sets a new password the student signs in with, and regenerates the test’s questions, which
        then equal the preview; a student’s session loads none of the teacher’s code; a teacher signs in with
        the keyboard alone; a refused token is renewed once for all the requests that met it; a refused
        renewal signs out.
      </Paragraph>
      <Paragraph>
        Each screen is checked where its people use it (a child’s at 360 px in the child’s flows, a teacher’s
        at 1280 px), and once more at the other width in a pass over every screen: it fits the width (nothing
        scrolls sideways) and axe-core finds no serious or critical violation. With{' '}
        <InlineCode>SCREENSHOTS=1</InlineCode> each is saved as a picture in{' '}
        <InlineCode>apps/web/e2e/screenshots/</InlineCode> (<InlineCode>&lt;name&gt;-360.png</InlineCode>,{' '}
        <InlineCode>&lt;name&gt;-1280.png</InlineCode>; ignored by git), for a person to look at. Another test
        asks the server for the JavaScript that <InlineCode>/app/index.html</InlineCode> loads, as a browser
        does, and counts the bytes as sent (brotli, and gzip for a client that takes only that): it fails
        above 240 KB. That is the app’s shell and sign-in, which comes with the page; every other screen, the
        charts (uPlot) included, is a chunk of its own, loaded when first visited. A third loads{' '}
        <InlineCode>/app/sign-in</InlineCode> over Chromium’s emulation of a school’s slow line (400 kbit/s,
        400 ms latency, nothing cached): the page says what it is before any script arrives, and everything
        the sign-in screen needs is in within 8 s.
      </Paragraph>
    </>
  );
}
