import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function GradingExaminations() {
  return (
    <>
      <Paragraph>
        A school awards grades (kyu) by examinations of several sections, each with its own time and pass
        mark. <InlineCode>POST /api/v1/grading</InlineCode> makes one of the teacher’s assessments at one
        level: <InlineCode>grade</InlineCode> (<InlineCode>8th kyu</InlineCode>),{' '}
        <InlineCode>level</InlineCode>, <InlineCode>school</InlineCode> (named on certificates; default the
        teacher’s name), 1–6 <InlineCode>sections</InlineCode> (<InlineCode>exam_id</InlineCode>,{' '}
        <InlineCode>passMarks</InlineCode>, <InlineCode>title</InlineCode>), and{' '}
        <InlineCode>passRule</InlineCode>: <InlineCode>every-section</InlineCode> (each section passed) or{' '}
        <InlineCode>total</InlineCode> (the scores added, against <InlineCode>totalPassMarks</InlineCode>). A
        child sits each section as an ordinary attempt of its exam, in that exam’s time; their latest counted
        result of it is their score there. Each section and the whole are <InlineCode>pass</InlineCode>,{' '}
        <InlineCode>near-pass</InlineCode> (short of the mark by no more than{' '}
        <InlineCode>nearPassPercent</InlineCode>, default 10, of the full marks; under{' '}
        <InlineCode>every-section</InlineCode> the whole is near when no section is failed outright),{' '}
        <InlineCode>fail</InlineCode>, or <InlineCode>pending</InlineCode> until every section has a result.
      </Paragraph>
      <Paragraph>
        JCCI sets its kyu as one paper: <InlineCode>paper: true</InlineCode> (with{' '}
        <InlineCode>total</InlineCode>) gives the sections one clock — their minutes added, from the first
        section a child starts — and the child answers them in any order, moving between them with their
        answers kept; a section started once that clock has run out is refused (409). Each section is still an
        attempt of its exam, handed in on its own.
      </Paragraph>
      <Paragraph>
        Some examinations award one of several grades by the score of one paper: the anzan kentei’s 7th–10th
        kyu, a dan examination. Under <InlineCode>total</InlineCode>, <InlineCode>awards</InlineCode> lists
        them (<InlineCode>grade</InlineCode>, <InlineCode>minMarks</InlineCode>; up to 20, each mark and grade
        once, none above the full marks): a child earns the highest whose marks their total reaches, and the
        lowest is the pass mark (<InlineCode>totalPassMarks</InlineCode> left out is it). A standing’s{' '}
        <InlineCode>award</InlineCode> is the grade earned — the grading’s own on a pass where there are no
        awards — and the certificate names it.
      </Paragraph>
      <Paragraph>
        <InlineCode>GET /api/v1/grading/templates</InlineCode> gives gradings as published examinations set
        them — Zenshuren (全国珠算教育連盟) 9th–7th kyu: multiplication, division and mitorizan, 15 questions
        of 10 marks in 7 minutes, each passed at 100 of 150; the Japan Chamber of Commerce and Industry
        (日本商工会議所) 6th–4th kyu: one paper of 30 minutes, 10 mitorizan of 10 marks, 20 × and 20 ÷ of 5,
        passed at 210 of 300; its anzan kentei’s 1st–3rd kyu: one paper of 80 questions (20 sums, 30 × and 30
        ÷ in the head) in 12 minutes, passed at 400 of 500, and 7th–10th kyu: 50 one-digit sums of 3 to 5 rows
        added in the head in 12 minutes, 500 marks, 10th kyu from 250 to 7th kyu from 400 — each citing its
        source and saying what the source leaves open and the template chose;{' '}
        <InlineCode>POST /api/v1/grading/from-template</InlineCode> makes its sections as written-answer
        assessments and the grading, all or nothing.
      </Paragraph>
      <Paragraph>
        <InlineCode>GET /api/v1/grading/{'{id}'}/results</InlineCode> lists each child’s standing,{' '}
        <InlineCode>GET /api/v1/student/grades</InlineCode> (and{' '}
        <InlineCode>GET /api/v1/student/{'{id}'}/grades</InlineCode> for the teacher) is a child’s grade
        history — every grading they completed, kept when the teacher deletes it — and{' '}
        <InlineCode>GET /api/v1/grading/{'{id}'}/certificate</InlineCode> is the PDF certificate of a passed
        grade (409 otherwise): the school, the child’s name in any script, the grade, each section’s score and
        pass mark, the total and the date, in English or Hindi. A grading’s rules do not change once made, so
        a standing means the same years later; a child’s result of an exam counts in every grading that has
        the exam as a section, and an exam in a grading is only ever deleted softly.
      </Paragraph>
    </>
  );
}
