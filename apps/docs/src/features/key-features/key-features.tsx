import {
  BarChartOutlined,
  CalculatorOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  KeyOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface KeyFeature {
  title: string;
  summary: string;
  details: readonly string[];
  icon: ReactNode;
}

export const KEY_FEATURES: readonly KeyFeature[] = [
  {
    title: 'Generated questions',
    summary: 'Up to 1000 unique multiple-choice questions per exam, generated from a few settings.',
    icon: <CalculatorOutlined aria-hidden />,
    details: [
      'Operators +, −, × and ÷ with 2 to 30 terms and operands in a chosen range: rows of up to ten digits added and taken away, up to five digits with × and ÷.',
      'Standard precedence; every division is exact and subtraction never goes below zero.',
      'Four distinct options per question, exactly one of them correct, at a random position.',
      'The same settings and seed give the same exam; impossible settings are refused, never looped on.',
    ],
  },
  {
    title: 'Two roles, isolated teachers',
    summary: 'Admins (teachers) and students, each admin seeing only their own students, exams and results.',
    icon: <TeamOutlined aria-hidden />,
    details: [
      'Role-based access: the wrong role gets 403 on every endpoint.',
      'Students join a teacher’s class with its join code, or are registered by the teacher.',
      'Usernames and emails are unique per role, ignoring case, enforced by the database.',
    ],
  },
  {
    title: 'Secure sign-in',
    summary: 'Short-lived access tokens and single-use, rotating refresh tokens.',
    icon: <KeyOutlined aria-hidden />,
    details: [
      'Passwords hashed with argon2id; refresh tokens stored only as hashes.',
      'A reused refresh token signs out every session of that login.',
      'Login, token and registration calls are rate limited, optionally across processes with Redis.',
      'A cookie-free API: suits web and mobile clients alike.',
    ],
  },
  {
    title: 'Practice and assessment exams',
    summary: 'Unlimited practice attempts, or one graded assessment per student, by level.',
    icon: <ThunderboltOutlined aria-hidden />,
    details: [
      'Exams are activated and deactivated by their teacher; students see only active exams of their level.',
      'Assessments are graded by the server from the chosen answers; one result per student is enforced by the database.',
      'Each result keeps a snapshot of the figures it was scored against, so later edits never distort history.',
    ],
  },
  {
    title: 'Results and analytics',
    summary: 'Per-student and per-exam analytics, computed in SQL.',
    icon: <BarChartOutlined aria-hidden />,
    details: [
      'Score and time utilisation percentages, minimum, maximum and average blocks.',
      'Top and lowest exams of a student; the star student of an exam.',
      'Immediate per-question feedback and a result history.',
    ],
  },
  {
    title: 'PDF reports',
    summary: 'A result or a whole exam’s results as a PDF with real, selectable text.',
    icon: <FilePdfOutlined aria-hidden />,
    details: ['GET a result or an exam’s results with ?format=pdf.'],
  },
  {
    title: 'Soft and hard delete',
    summary: 'Nothing with results is lost by a cascade.',
    icon: <DeleteOutlined aria-hidden />,
    details: [
      'Students, admins and exams with results are soft-deleted and kept for their teacher; the rest are removed.',
      'Results can be cleared per student, per exam or one at a time.',
    ],
  },
  {
    title: 'Validated, logged, documented',
    summary: 'Every input checked, every response in one envelope, every route in OpenAPI.',
    icon: <SafetyCertificateOutlined aria-hidden />,
    details: [
      'zod schemas validate bodies, queries and ids; errors name the offending field.',
      'Responses share the envelope { success, statusCode, data }, errors included.',
      'Request ids on every log line; passwords and tokens never logged.',
      'The OpenAPI 3.1 document is generated from the routes, and this site from the document.',
    ],
  },
];
