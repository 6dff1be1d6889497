import { durationInWords, type DurationUnits } from '@abacus/contract';
import type { ReportLanguage, ReportLocale } from '../../lib/report-locale.js';

/**
 * The words of the PDF reports in each language the classroom app speaks, the same the app uses
 * (Test / Practice, Right / Not right / Skipped, `12 min 30 s`). TypeScript holds every language to
 * every word.
 */
interface ReportWords {
  /** The `Intl` locale dates are written in. */
  dateLocale: string;
  duration: DurationUnits;
  test: string;
  practice: string;
  right: string;
  notRight: string;
  skipped: string;
  // The result report.
  resultReport: string;
  exam: string;
  type: string;
  student: string;
  levelAndClass: string;
  level: (level: number) => string;
  inClass: (sclass: number) => string;
  score: string;
  percentage: string;
  rightAnswers: string;
  timeTaken: string;
  timeOf: (taken: string, allowed: string) => string;
  completed: string;
  reportId: string;
  questionByQuestion: string;
  reviewedOnceClosed: string;
  answersShownOnceClosed: string;
  questionNumber: string;
  question: string;
  written: string;
  chosen: string;
  rightAnswer: string;
  result: string;
  generatedBy: (when: string) => string;
  // The exam report.
  examResultsReport: string;
  levelLabel: string;
  questionsAndMarks: string;
  questionsMarks: (questions: number, marks: number) => string;
  duration_: string;
  results: string;
  resultsFrom: (results: number, students: string) => string;
  noneYet: string;
  students: (count: number) => string;
  notTaken: string;
  highestLowest: string;
  averagePercentage: string;
  notTakenHeading: string;
  everyoneTook: (level: number) => string;
  classColumn: string;
  rightColumn: string;
  timeColumn: string;
  reportGenerated: (id: string, when: string) => string;
  // The worksheet.
  worksheet: string;
  questions: (count: number) => string;
  nameBlank: string;
  dateBlank: string;
  answerKey: string;
  forTheTeacher: string;
  pageOf: (page: number, pages: number) => string;
  // The join slips.
  joinSlips: string;
  joinOurClass: string;
  classCode: string;
  // The family slips.
  familySlips: string;
  forFamilyOf: (child: string) => string;
  followAtHome: string;
  familyCode: string;
  // The grade certificate.
  certificate: string;
  certifiesThat: string;
  /** Between the child's name and the grade, which the sentence goes on to. */
  hasPassed: string;
  section: string;
  passMark: string;
  total: string;
  passed: string;
  nearPass: string;
  notPassed: string;
  dateLabel: string;
  teachersSignature: string;
  /** Where the grade's standard comes from. */
  following: (source: string) => string;
  // The weekly report for parents.
  weeklyReport: string;
  weekOf: (first: string, last: string) => string;
  daysPractised: (done: number, days: number) => string;
  streakOf: (days: number) => string;
  minutesPractised: (minutes: number) => string;
  practiceThisWeek: (goal: number) => string;
  practised: string;
  notPractised: string;
  noPracticeDay: string;
  resultsThisWeek: string;
  noResultsThisWeek: string;
  formulas: string;
  mastered: string;
  practisedFormulas: string;
  learning: string;
  notYetTried: string;
  testsDue: string;
  noTestsDue: string;
  closes: (when: string) => string;
}

const en: ReportWords = {
  dateLocale: 'en-GB',
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  test: 'Test',
  practice: 'Practice',
  right: 'Right',
  notRight: 'Not right',
  skipped: 'Skipped',
  resultReport: 'Result report',
  exam: 'Exam',
  type: 'Type',
  student: 'Student',
  levelAndClass: 'Level / class',
  level: (level) => `Level ${level}`,
  inClass: (sclass) => `class ${sclass}`,
  score: 'Score',
  percentage: 'Percentage',
  rightAnswers: 'Right answers',
  timeTaken: 'Time taken',
  timeOf: (taken, allowed) => `${taken} of ${allowed}`,
  completed: 'Completed',
  reportId: 'Report id',
  questionByQuestion: 'Question by question',
  reviewedOnceClosed: 'Each question is reviewed here once your teacher closes the test.',
  answersShownOnceClosed: 'The correct answers are shown once your teacher closes the test.',
  questionNumber: '#',
  question: 'Question',
  written: 'Written',
  chosen: 'Chosen',
  rightAnswer: 'Right answer',
  result: 'Result',
  generatedBy: (when) => `Generated ${when} by the Abacus Exam Platform`,
  examResultsReport: 'Exam results report',
  levelLabel: 'Level',
  questionsAndMarks: 'Questions / marks',
  questionsMarks: (questions, marks) => `${questions} questions, ${marks} marks`,
  duration_: 'Duration',
  results: 'Results',
  resultsFrom: (results, students) => `${results} from ${students}`,
  noneYet: 'none yet',
  students: (count) => `${count} student${count === 1 ? '' : 's'}`,
  notTaken: 'Not taken',
  highestLowest: 'Highest / lowest score',
  averagePercentage: 'Average percentage',
  notTakenHeading: 'Students who have not taken it',
  everyoneTook: (level) => `Every student at level ${level} has taken it.`,
  classColumn: 'Class',
  rightColumn: 'Right',
  timeColumn: 'Time',
  reportGenerated: (id, when) => `Report ${id} · generated ${when}`,
  worksheet: 'Worksheet',
  questions: (count) => `${count} question${count === 1 ? '' : 's'}`,
  nameBlank: 'Name',
  dateBlank: 'Date',
  answerKey: 'Answer key',
  forTheTeacher: 'For the teacher: the answer of each question, by its number.',
  pageOf: (page, pages) => `page ${page} of ${pages}`,
  joinSlips: 'Join slips',
  joinOurClass: 'Join our class on Abacus',
  classCode: 'Class code',
  familySlips: 'Family slips',
  forFamilyOf: (child) => `For the family of ${child}`,
  followAtHome: 'Make a parent account and see their practice, results and grades.',
  familyCode: 'Family code',
  certificate: 'Certificate',
  certifiesThat: 'This certifies that',
  hasPassed: 'has passed',
  section: 'Section',
  passMark: 'Pass mark',
  total: 'Total',
  passed: 'Passed',
  nearPass: 'Near pass',
  notPassed: 'Not passed',
  dateLabel: 'Date',
  teachersSignature: 'Teacher’s signature',
  following: (source) => `Following ${source}`,
  weeklyReport: 'Weekly report',
  weekOf: (first, last) => `The week of ${first} to ${last}`,
  daysPractised: (done, days) => `Practised ${done} of ${days} practice days`,
  streakOf: (days) => `Streak: ${days} day${days === 1 ? '' : 's'}`,
  minutesPractised: (minutes) => `${minutes} min of practice`,
  practiceThisWeek: (goal) => `Today’s practice, day by day (${goal} questions a day)`,
  practised: 'Practised',
  notPractised: 'Not practised',
  noPracticeDay: 'No practice set',
  resultsThisWeek: 'Results this week',
  noResultsThisWeek: 'No results this week.',
  formulas: 'Formulas of the level',
  mastered: 'Mastered',
  practisedFormulas: 'Practised',
  learning: 'Learning',
  notYetTried: 'Not yet tried',
  testsDue: 'Tests due',
  noTestsDue: 'No test due in the coming week.',
  closes: (when) => `closes ${when}`,
};

const hi: ReportWords = {
  dateLocale: 'hi',
  duration: { hours: 'घंटा', minutes: 'मिनट', seconds: 'सेकंड' },
  test: 'टेस्ट',
  practice: 'अभ्यास',
  right: 'सही',
  notRight: 'सही नहीं',
  skipped: 'छोड़ा गया',
  resultReport: 'परिणाम पत्र',
  exam: 'परीक्षा',
  type: 'प्रकार',
  student: 'विद्यार्थी',
  levelAndClass: 'लेवल / कक्षा',
  level: (level) => `लेवल ${level}`,
  inClass: (sclass) => `कक्षा ${sclass}`,
  score: 'अंक',
  percentage: 'प्रतिशत',
  rightAnswers: 'सही उत्तर',
  timeTaken: 'लगा समय',
  timeOf: (taken, allowed) => `${allowed} में से ${taken}`,
  completed: 'पूरा किया',
  reportId: 'पत्र की पहचान',
  questionByQuestion: 'हर सवाल',
  reviewedOnceClosed: 'शिक्षक के टेस्ट बंद करने पर हर सवाल यहाँ दिखेगा।',
  answersShownOnceClosed: 'शिक्षक के टेस्ट बंद करने पर सही उत्तर दिखेंगे।',
  questionNumber: 'क्र.',
  question: 'सवाल',
  written: 'लिखा',
  chosen: 'चुना',
  rightAnswer: 'सही उत्तर',
  result: 'नतीजा',
  generatedBy: (when) => `अबेकस परीक्षा मंच ने ${when} को बनाया`,
  examResultsReport: 'परीक्षा के परिणाम',
  levelLabel: 'लेवल',
  questionsAndMarks: 'सवाल / अंक',
  questionsMarks: (questions, marks) => `${questions} सवाल, ${marks} अंक`,
  duration_: 'समय',
  results: 'परिणाम',
  resultsFrom: (results, students) => `${students} के ${results} परिणाम`,
  noneYet: 'अभी कोई नहीं',
  students: (count) => `${count} विद्यार्थी`,
  notTaken: 'नहीं दिया',
  highestLowest: 'सबसे ज़्यादा / सबसे कम अंक',
  averagePercentage: 'औसत प्रतिशत',
  notTakenHeading: 'जिन विद्यार्थियों ने यह नहीं दिया',
  everyoneTook: (level) => `लेवल ${level} के सभी विद्यार्थी यह दे चुके हैं।`,
  classColumn: 'कक्षा',
  rightColumn: 'सही',
  timeColumn: 'समय',
  reportGenerated: (id, when) => `पत्र ${id} · ${when} को बना`,
  worksheet: 'अभ्यास पत्र',
  questions: (count) => `${count} सवाल`,
  nameBlank: 'नाम',
  dateBlank: 'तारीख़',
  answerKey: 'उत्तर कुंजी',
  forTheTeacher: 'शिक्षक के लिए: हर सवाल का उत्तर, उसकी संख्या के साथ।',
  pageOf: (page, pages) => `पेज ${page} / ${pages}`,
  joinSlips: 'जुड़ने की पर्चियाँ',
  joinOurClass: 'अबेकस पर हमारी कक्षा में जुड़ें',
  classCode: 'कक्षा कोड',
  familySlips: 'परिवार की पर्चियाँ',
  forFamilyOf: (child) => `${child} के परिवार के लिए`,
  followAtHome: 'माता-पिता का खाता बनाएँ और बच्चे का अभ्यास, परिणाम और ग्रेड देखें।',
  familyCode: 'परिवार कोड',
  certificate: 'प्रमाण पत्र',
  certifiesThat: 'प्रमाणित किया जाता है कि',
  // Hindi puts the verb last: the name, then "ने", then what was passed, "has passed the grade below".
  hasPassed: 'ने निम्नलिखित ग्रेड उत्तीर्ण किया है',
  section: 'खंड',
  passMark: 'उत्तीर्णांक',
  total: 'कुल',
  passed: 'उत्तीर्ण',
  nearPass: 'लगभग उत्तीर्ण',
  notPassed: 'उत्तीर्ण नहीं',
  dateLabel: 'तारीख़',
  teachersSignature: 'शिक्षक के हस्ताक्षर',
  following: (source) => `${source} के अनुसार`,
  weeklyReport: 'साप्ताहिक रिपोर्ट',
  weekOf: (first, last) => `${first} से ${last} तक का सप्ताह`,
  daysPractised: (done, days) => `अभ्यास के ${days} दिनों में से ${done} दिन अभ्यास किया`,
  streakOf: (days) => `लगातार ${days} दिन`,
  minutesPractised: (minutes) => `${minutes} मिनट अभ्यास`,
  practiceThisWeek: (goal) => `आज का अभ्यास, दिन-ब-दिन (रोज़ ${goal} सवाल)`,
  practised: 'अभ्यास किया',
  notPractised: 'अभ्यास नहीं किया',
  noPracticeDay: 'अभ्यास का दिन नहीं',
  resultsThisWeek: 'इस सप्ताह के परिणाम',
  noResultsThisWeek: 'इस सप्ताह कोई परिणाम नहीं।',
  formulas: 'लेवल के सूत्र',
  mastered: 'पक्के',
  practisedFormulas: 'अभ्यास हुआ',
  learning: 'सीख रहे हैं',
  notYetTried: 'अभी शुरू नहीं',
  testsDue: 'आने वाले टेस्ट',
  noTestsDue: 'अगले सप्ताह कोई टेस्ट नहीं।',
  closes: (when) => `${when} को बंद होगा`,
};

const WORDS: Record<ReportLanguage, ReportWords> = { en, hi };

/** A report's words and how it writes times and dates, for the reader it is made for. */
export function reportWriting({ language, timeZone }: ReportLocale) {
  const words = WORDS[language];
  const dates = new Intl.DateTimeFormat(words.dateLocale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  });
  const days = new Intl.DateTimeFormat(words.dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  return {
    words,
    /** A moment in the reader's time zone, named: `26 Nov 2026, 09:27 GMT+5:30`. */
    dateTime: (value: Date) => dates.format(value),
    /** The day of a moment in the reader's time zone, its month in words: `26 November 2026`, `26 नवंबर 2026`. */
    date: (value: Date) => days.format(value),
    /** Minutes in words: `12 min 30 s`, `12 मिनट 30 सेकंड`. */
    duration: (minutes: number) => durationInWords(minutes, words.duration),
  };
}

export type ReportWriting = ReturnType<typeof reportWriting>;
