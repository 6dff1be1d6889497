/**
 * The app's words in English: one catalogue per part of the app, each named by the part it serves. These
 * exports are the app's namespaces; every other language is a translation checked against them whole.
 */
export { common } from './common';
export { problems } from './problems';
export { shared } from './shared';
export { signIn } from './sign-in';
export { joinClass } from './join-class';
export { studentExams } from './student-exams';
export { takeExam } from './take-exam';
export { results } from './results';
export { progress } from './progress';
export { profile } from './profile';
export { sorobanTrainer } from './soroban-trainer';
export { examBuilder } from './exam-builder';
export { examDetail } from './exam-detail';
export { examList } from './exam-list';
export { roster } from './roster';
export { classCode } from './class-code';
export { teacherHome } from './teacher-home';
export { teacherAccount } from './teacher-account';
export { teacherSignUp } from './teacher-sign-up';
export { levelFigures } from './level-figures';
export { studentArea } from './student-area';
export { teacherArea } from './teacher-area';
export { publicArea } from './public-area';
export { grading } from './grading';
export { liveRound } from './live-round';
export { formulas } from './formulas';
export { parentArea } from './parent-area';
export { family } from './family';
export { parentAccount } from './parent-account';
export { parentSignUp } from './parent-sign-up';
export { familyCode } from './family-code';
