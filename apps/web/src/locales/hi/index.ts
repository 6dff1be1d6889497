import type { Catalogue } from '@/i18n/catalogue';
import type * as en from '../en';
import { common } from './common';
import { problems } from './problems';
import { shared } from './shared';
import { signIn } from './sign-in';
import { joinClass } from './join-class';
import { studentExams } from './student-exams';
import { takeExam } from './take-exam';
import { results } from './results';
import { progress } from './progress';
import { profile } from './profile';
import { sorobanTrainer } from './soroban-trainer';
import { examBuilder } from './exam-builder';
import { examDetail } from './exam-detail';
import { examList } from './exam-list';
import { roster } from './roster';
import { classCode } from './class-code';
import { teacherHome } from './teacher-home';
import { teacherAccount } from './teacher-account';
import { teacherSignUp } from './teacher-sign-up';
import { levelFigures } from './level-figures';
import { studentArea } from './student-area';
import { teacherArea } from './teacher-area';
import { publicArea } from './public-area';
import { grading } from './grading';
import { liveRound } from './live-round';
import { formulas } from './formulas';
import { parentArea } from './parent-area';
import { family } from './family';
import { parentAccount } from './parent-account';
import { parentSignUp } from './parent-sign-up';
import { familyCode } from './family-code';

/** The app's words in Hindi, loaded only when chosen. */
export const hi: Catalogue<typeof en> = {
  common,
  problems,
  shared,
  signIn,
  joinClass,
  studentExams,
  takeExam,
  results,
  progress,
  profile,
  sorobanTrainer,
  examBuilder,
  examDetail,
  examList,
  roster,
  classCode,
  teacherHome,
  teacherAccount,
  teacherSignUp,
  levelFigures,
  studentArea,
  teacherArea,
  publicArea,
  grading,
  liveRound,
  formulas,
  parentArea,
  family,
  parentAccount,
  parentSignUp,
  familyCode,
};
