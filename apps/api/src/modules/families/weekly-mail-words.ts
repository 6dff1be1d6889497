import type { ReportLanguage } from '../../lib/report-locale.js';
import type { WeeklyReportContent } from '../reports/index.js';

/** The words of the weekly report email, in the parent's language; the PDF attached says the rest. */
const WORDS: Record<
  ReportLanguage,
  {
    subject: (child: string, done: number, days: number) => string;
    greeting: (parent: string) => string;
    practised: (child: string, done: number, days: number) => string;
    streak: (days: number) => string;
    minutes: (minutes: number) => string;
    results: (count: number) => string;
    testsDue: (count: number) => string;
    attached: string;
    signature: (school: string) => string;
  }
> = {
  en: {
    subject: (child, done, days) => `${child}’s week: ${done} of ${days} practice days`,
    greeting: (parent) => `Dear ${parent},`,
    practised: (child, done, days) => `${child} practised on ${done} of this week’s ${days} practice days.`,
    streak: (days) => `Streak: ${days} day${days === 1 ? '' : 's'} in a row.`,
    minutes: (minutes) => `Time practised this week: ${minutes} min.`,
    results: (count) => `Results this week: ${count}.`,
    testsDue: (count) => `Tests due in the coming week: ${count}.`,
    attached: 'The one-page weekly report is attached.',
    signature: (school) => `${school}, through the Abacus Exam Platform`,
  },
  hi: {
    subject: (child, done, days) => `${child} का सप्ताह: अभ्यास के ${days} दिनों में से ${done} दिन`,
    greeting: (parent) => `प्रिय ${parent},`,
    practised: (child, done, days) => `${child} ने इस सप्ताह अभ्यास के ${days} दिनों में से ${done} दिन अभ्यास किया।`,
    streak: (days) => `लगातार ${days} दिन।`,
    minutes: (minutes) => `इस सप्ताह अभ्यास का समय: ${minutes} मिनट।`,
    results: (count) => `इस सप्ताह के परिणाम: ${count}।`,
    testsDue: (count) => `अगले सप्ताह के टेस्ट: ${count}।`,
    attached: 'एक पेज की साप्ताहिक रिपोर्ट साथ में है।',
    signature: (school) => `${school}, अबेकस परीक्षा मंच से`,
  },
};

/** The subject and plain text of a parent's weekly report email. */
export function weeklyMailText(content: WeeklyReportContent, parentName: string, language: ReportLanguage) {
  const words = WORDS[language];
  const done = content.days.filter((day) => day.done).length;
  const days = content.days.filter((day) => day.counts).length;
  return {
    subject: words.subject(content.childName, done, days),
    text: [
      words.greeting(parentName),
      '',
      words.practised(content.childName, done, days),
      words.streak(content.streak),
      words.minutes(content.minutes),
      words.results(content.results.length),
      words.testsDue(content.testsDue.length),
      '',
      words.attached,
      '',
      words.signature(content.school),
    ].join('\n'),
  };
}
