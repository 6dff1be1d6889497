import { Table, Typography } from 'antd';
import { RouterLink } from '@abacus/react-common/router-link';
import { InlineCode } from '@/components/ui/inline-code';
import { MethodTag } from '@/components/ui/method-tag';
import { TextWithCode } from '@/components/ui/text-with-code';
import { paths } from '@/config/paths';
import { apiReference } from '@/lib/openapi/api-reference';
import type { Endpoint } from '@/lib/openapi/endpoint';

const { Paragraph } = Typography;

/** The endpoints that read the evidence, with who may call them and what they give (backticks mark code). */
const SKILLS_ENDPOINTS = [
  {
    path: '/api/v1/student/skills',
    caller: 'The student',
    returns: 'The signed-in child’s formulas: `skills`, one entry for each.',
  },
  {
    path: '/api/v1/student/{studentId}/skills',
    caller: 'The student’s admin',
    returns:
      'The same for one of the admin’s students, a deleted one too; another admin’s student is a 404, as an unknown one.',
  },
  {
    path: '/api/v1/analytics/skills',
    caller: 'An admin',
    returns:
      'The formula map of `level` (1–10, required): a page (`page`, `limit`) of the admin’s current students at that level, one row each.',
  },
] as const;

type SkillsEndpoint = (typeof SKILLS_ENDPOINTS)[number] & { endpoint: Endpoint };

const endpointOf = (path: string) =>
  apiReference.endpoints.find((endpoint) => endpoint.method === 'GET' && endpoint.path === path);

export function SkillsEndpoints() {
  const rows: SkillsEndpoint[] = SKILLS_ENDPOINTS.flatMap((row) => {
    const endpoint = endpointOf(row.path);
    return endpoint ? [{ ...row, endpoint }] : [];
  });
  return (
    <>
      <Table
        rowKey="path"
        size="middle"
        pagination={false}
        dataSource={rows}
        style={{ marginBottom: 16 }}
        columns={[
          {
            title: 'Endpoint',
            key: 'endpoint',
            width: 380,
            render: (_: unknown, { endpoint }: SkillsEndpoint) => (
              <>
                <RouterLink to={paths.endpoint.getHref(endpoint.index)}>{endpoint.label}</RouterLink>
                <div style={{ marginTop: 4 }}>
                  <MethodTag method={endpoint.method} />
                  <InlineCode>{endpoint.path}</InlineCode>
                </div>
              </>
            ),
          },
          { title: 'Who calls it', dataIndex: 'caller', key: 'caller', width: 150 },
          {
            title: 'What it returns',
            key: 'returns',
            render: (_: unknown, { returns }: SkillsEndpoint) => <TextWithCode text={returns} />,
          },
        ]}
      />
      <Paragraph>
        A child’s formulas are every formula of their level, used or not, then any other their answers have
        used, in the teacher’s order; a child without a level yet has only the formulas used. Each gives{' '}
        <InlineCode>skill</InlineCode>; <InlineCode>ofLevel</InlineCode>, whether the child’s level practises
        it (otherwise it came up in other work); <InlineCode>uses</InlineCode>, how many answered questions
        have ever used it; <InlineCode>rightPercent</InlineCode> and <InlineCode>mastery</InlineCode>, from
        the last 20 uses (0 and <InlineCode>new</InlineCode> when unused);{' '}
        <InlineCode>medianTimeMs</InlineCode>, the median time on screen of the questions of those uses that
        were timed (<InlineCode>null</InlineCode> when none was); and <InlineCode>lastSeen</InlineCode>, when
        the child last answered a question that used it (<InlineCode>null</InlineCode> when never).
      </Paragraph>
      <Paragraph>
        The formula map’s <InlineCode>meta.skills</InlineCode> is the level’s formulas, its columns, in the
        teacher’s order, with <InlineCode>meta.level</InlineCode> and <InlineCode>meta.total</InlineCode>, the
        children at the level. Each row is one child: <InlineCode>student_id</InlineCode>,{' '}
        <InlineCode>fullname</InlineCode>, <InlineCode>sclass</InlineCode>, <InlineCode>mastered</InlineCode>{' '}
        (how many of the level’s formulas the child has mastered), <InlineCode>ready_to_move_up</InlineCode>,
        and <InlineCode>skills</InlineCode>: a cell for each formula of the level the child has used, with its{' '}
        <InlineCode>mastery</InlineCode>, <InlineCode>uses</InlineCode> (how many of the last 20 there are)
        and <InlineCode>rightPercent</InlineCode>; a formula left out is new, never used. The children who
        have mastered the fewest formulas come first, for they are the ones who need help, then by name.{' '}
        <InlineCode>ready_to_move_up</InlineCode> is true once the child has mastered every formula of the
        level: the teacher may then move them up (
        <InlineCode>PATCH /api/v1/student/{'{studentId}'}</InlineCode> with the next{' '}
        <InlineCode>level</InlineCode>); the API never moves a child by itself. The student list (
        <InlineCode>GET /api/v1/student</InlineCode>) carries the same{' '}
        <InlineCode>ready_to_move_up</InlineCode> on each child, of any level, and the classroom app’s roster
        shows it as “Ready to move up” beside the level. A level without students gives an empty page.
      </Paragraph>
      <Paragraph>
        Each of the three first finishes the attempts the reader’s results include (a student’s own, those of
        an admin’s exams) whose time and its 30-second grace are over, so that their answers count.
      </Paragraph>
    </>
  );
}

export function ChoosingPractice() {
  return (
    <Paragraph>
      The teacher chooses the practice. The formulas the map shows a child or a group has not mastered yet
      become the <InlineCode>focus</InlineCode> of an exam (<InlineCode>POST /api/v1/exam</InlineCode>), whose
      questions then practise them; how a focus shapes the questions, and which formulas an exam can take, is
      under <RouterLink to={paths.examsAndResults.getHref('exams')}>Exams, Results and Analytics</RouterLink>.
      Such a practice can be for only the children who need it: <InlineCode>students</InlineCode> names them
      (the teacher’s own students at the exam’s level); only they see it, take it and count in its figures,
      and to every other child it does not exist (404). The classroom app’s map does this from a formula’s
      heading: the practice is for the children who have not mastered that formula, or for everyone when none
      has. The children’s answers to it are new evidence, formula by formula, and each formula’s mastery moves
      as its last 20 uses do.
    </Paragraph>
  );
}
