import { Typography } from 'antd';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

const { Paragraph } = Typography;

const section = (id: string, title: string) => (
  <RouterLink to={paths.choosingPractice.getHref(id)}>{title}</RouterLink>
);

export function Overview() {
  return (
    <>
      <Paragraph>Practice follows from the children’s own answers, in four steps:</Paragraph>
      <ol style={{ paddingInlineStart: 20 }}>
        <li>
          Every question a child answers is replayed on the soroban as the child works it, step by step, and
          each step is a formula: +7 with a big friend, −3 directly, 3 × 7 ({section('formulas', 'Formulas')}
          ).
        </li>
        <li>
          The result keeps, for each formula the question used, whether the child got it right and how long
          the question was on the screen; a wrong answer is charged to the formula whose bead slip gives it (
          {section('evidence', 'The evidence of an answer')},{' '}
          {section('wrong-answers', 'Which formula a wrong answer is charged to')}).
        </li>
        <li>
          A formula’s last 20 uses say how far the child has come with it: new, learning, practised or
          mastered ({section('mastery', 'Mastery')}).
        </li>
        <li>
          The teacher reads this for one child or as the formula map of a level, and makes the formulas still
          to master the focus of an exam ({section('endpoints', 'The endpoints')},{' '}
          {section('focus', 'Choosing practice')}).
        </li>
      </ol>
      <Paragraph>
        The API does not pick a child’s questions by itself: it keeps the evidence and reads it, and the
        teacher chooses the practice with what it shows.
      </Paragraph>
      <Paragraph>
        In the classroom app a child finds their formulas under My formulas on their Progress screen, each in
        words with its mastery in colour and word; a teacher finds a child’s on the child’s page, and the
        formula map of a level on Levels, where pressing a formula opens a new exam that practises it for that
        level.
      </Paragraph>
    </>
  );
}
