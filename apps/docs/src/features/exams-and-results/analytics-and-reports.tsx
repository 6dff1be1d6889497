import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

const { Paragraph, Text } = Typography;

export function Analytics() {
  return (
    <>
      <Paragraph>
        Admins and students read per-exam and per-student analytics. For a teacher, the analytics answer three
        questions:
      </Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          <Text strong>Who has not taken it?</Text> An assessment’s analytics (
          <InlineCode>GET /api/v1/exam/assessment/{'{id}'}/analytics</InlineCode>) and its PDF report name the
          students at its level who have no result yet.
        </li>
        <li>
          <Text strong>Which questions did the class get wrong?</Text> Item analysis (
          <InlineCode>GET /api/v1/exam/{'{id}'}/questions/analytics</InlineCode>) shows, per question of the
          exam’s current questions, how many chose each option or skipped it, the percentage correct, the
          wrong option chosen most often and the mistake on the abacus the wrong answers stood for most (a
          forgotten 5-bead, a lost carry, …), with the whole exam’s mistakes counted above them. Only answers
          given to those very questions count: after a regeneration it starts afresh.
        </li>
        <li>
          <Text strong>How is each level doing?</Text>{' '}
          <InlineCode>{'GET /api/v1/analytics/levels?from=2026-10-01&to=2026-11-30'}</InlineCode> gives per
          level the students, the practice exams and assessments, the results of the period with their average
          score percentage, and how many students have no result in it.
        </li>
      </ul>
      <Paragraph>
        Every figure is computed by PostgreSQL in one or two statements, however many results there are; how a
        centre with a million results reads them is under{' '}
        <RouterLink to={paths.performance.getHref('million-results')}>Performance</RouterLink>.
      </Paragraph>
    </>
  );
}

export function PdfReports() {
  return (
    <Paragraph>
      <InlineCode>GET /api/v1/result/{'{id}'}?format=pdf</InlineCode> or{' '}
      <InlineCode>GET /api/v1/exam/{'{id}'}/results?format=pdf</InlineCode> give PDF reports. A PDF sets each
      name and title in a font of its script (Roboto for Latin; Noto Sans for Devanagari, Bengali, Gurmukhi,
      Gujarati, Tamil, Telugu, Kannada, Malayalam, Arabic, and Noto Sans SC for Chinese and Japanese), shaped,
      and marks shaped Indic and Arabic text with its characters (ActualText), so that{' '}
      <InlineCode>pdftotext</InlineCode> and search find a name whole; pdf.js, which ignores ActualText, reads
      it in drawing order. Every endpoint, with examples and error codes, is in the OpenAPI document (
      <InlineCode>/api/v1/openapi.json</InlineCode>) and on the endpoint pages of this site.
    </Paragraph>
  );
}
