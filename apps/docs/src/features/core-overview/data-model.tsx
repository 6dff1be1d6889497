import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

export function DataModel() {
  return (
    <>
      <Typography.Paragraph>
        Defined once in <InlineCode>apps/api/src/db/schema</InlineCode> and migrated by committed SQL in{' '}
        <InlineCode>apps/api/src/db/migrations</InlineCode>. The database itself guards what matters most:
      </Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          usernames and emails are unique per role, ignoring case (a soft-deleted account frees its name);
        </li>
        <li>
          every student belongs to one admin; an admin with students, an exam with results and a student with
          results cannot be removed (they are soft-deleted instead), so no result is ever lost by a cascade;
        </li>
        <li>
          a question’s options are four distinct non-negative numbers and the one marked correct holds the
          answer, so an answer key cannot be wrong; the mistake named for an option is one the generator
          models, and never the answer’s;
        </li>
        <li>
          an assessment takes one result per student (a unique index decides, so simultaneous submissions
          cannot both succeed), and a result’s score always equals its correct answers × marks per question;
        </li>
        <li>each result keeps a snapshot of the exam figures it was scored against;</li>
        <li>
          a live round’s code is unique among the rounds not ended, a teacher has one such round, and a child
          answers a round’s question once (unique indexes decide, whichever API process the requests reach).
        </li>
      </ul>
    </>
  );
}
