import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph, Text } = Typography;

export function TeacherScreens() {
  return (
    <>
      <Paragraph>
        <Text strong>Teachers</Text> start their class at <InlineCode>/app/sign-up</InlineCode> (a teacher
        account and its class code), then sign in with the same screen as students (the Student / Teacher
        switch). The teacher’s screens are a separate part of the app, loaded only by teachers (a browser test
        checks that a student’s session downloads none of their code):
      </Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          <Text strong>Home</Text>: how many children wait for their level to be confirmed (with a way to
          them), students by level, exams open and closed of each kind, the newest results (each opening its
          review), who has not yet taken each open test, and the class code.
        </li>
        <li>
          <Text strong>Students</Text>: the roster (search by name or username, filter by class and level,
          paging; the children waiting for their level, and the closed accounts, apart; “Ready to move up”
          beside each child who has mastered every formula of their level); <Text strong>Add a student</Text>{' '}
          with every field checked as the API checks it; <Text strong>Import a class list</Text> reads a CSV
          file (Excel’s or Google Sheets’, commas or semicolons, English or Hindi headings), shows each row’s
          problems beside it, and sends the list in one request (
          <InlineCode>POST /api/v1/student/import</InlineCode>) that keeps every student or none — what the
          server refuses (a username already taken) is written beside its row; each student’s page edits what
          a teacher may (name, email, phone, class), moves them to another level, sets a new password for one
          who forgot it (signing them out everywhere), clears their results, and deletes them — saying first
          whether that closes the account (it has results, which stay in the reports) or removes it; below,
          their results, their formulas (each with its mastery) and progress charts. The class code shows big
          with its join link to copy, a <Text strong>New code</Text> (the old one stops working) and{' '}
          <Text strong>Turn joining off</Text>.
        </li>
        <li>
          <Text strong>Exams</Text> lists the exams, each with its open/closed switch (which asks first when
          children are taking the exam now: <InlineCode>taking_now</InlineCode>, since closing ends their try)
          and printable worksheet (<InlineCode>worksheet-&lt;title&gt;.pdf</InlineCode>);{' '}
          <Text strong>New exam</Text> starts from the chosen level’s preset (
          <InlineCode>LEVEL_PRESETS</InlineCode> of <InlineCode>packages/generator</InlineCode>: operations,
          number range — by its digits or its two ends —, numbers per question, questions, abacus moves, and
          the formulas to practise, such as “+7 with a big friend”), any of which the teacher changes, and
          whom it is for (every child at the level, or the children chosen by name), and previews the exam’s
          questions as the settings change — generated in the browser by the same generator code with the seed
          that is then sent with the exam, so the preview is exactly what the server stores; when the settings
          cannot give that many questions, the generator’s own message shows before anything is sent.
        </li>
        <li>
          <Text strong>One exam</Text>: its overview with the worksheet and the exam report PDF (
          <InlineCode>exam-report-&lt;title&gt;.pdf</InlineCode>); its results (sortable, searchable,{' '}
          <Text strong>Export CSV</Text> as <InlineCode>results-&lt;title&gt;.csv</InlineCode> — UTF-8 with a
          byte-order mark, so that Excel keeps every script, the headings and times in the app’s words — each
          opening the attempt’s review — the questions that child was asked — with every right answer and its
          PDF, <InlineCode>result-&lt;title&gt;-&lt;student&gt;.pdf</InlineCode>, and for a test{' '}
          <Text strong>Retake</Text>: one more try for that child); its analytics (who took it of those who
          could, averages, the star student, a score distribution chart, each student, for a test who has not
          taken it, and the item analysis: per question the share right, each option’s count, the wrong answer
          chosen most and every mistake counted in words, “3 lost or added a carry, 1 forgot the 5-bead”, and
          the mistakes the class made most); and its settings: title, level, for whom (every child at the
          level, or the children chosen), minutes, kind and open, each child’s own numbers, what children see
          while it is open, new questions previewed exactly as the builder does (those in the middle of the
          exam keep theirs), and delete — saying first whether it hides the exam (it has results) or removes
          it.
        </li>
        <li>
          <Text strong>Levels</Text>: every level side by side (students, exams and results of each kind,
          average score, students without a result) over the dates chosen, and a level’s formula map: each
          child by each formula the level practises, coloured by mastery, the children who have mastered the
          fewest first, who is ready to move up, and a formula’s heading to make a practice of it for the
          children who have not mastered it. <Text strong>Account</Text>: name, username and email, the class
          code, the daily practice (questions in each child’s set, the days that count for a streak, the
          school’s time zone), a new password, and closing the account — saying first whether it is kept
          closed (the class then cannot sign in) or deleted.
        </li>
      </ul>
    </>
  );
}
