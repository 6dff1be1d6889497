import type { Catalogue } from '@/i18n/catalogue';
import type { studentExams as english } from '../en/student-exams';

export const studentExams: Catalogue<typeof english> = {
  status: {
    closed: 'बंद',
    done: 'पूरा हुआ',
    open: 'खुली',
  },
  notTriedYet: 'अभी तक नहीं किया',
  started: 'शुरू किया',
  startedAgain: 'फिर से शुरू किया',
  done_one: 'एक बार किया',
  done_other: '{{times}} बार किया',
  best: 'सबसे अच्छा {{percent}}',
  last: 'पिछली बार {{date}}',
  facts: {
    level: 'लेवल {{level}}',
    questions_one: '{{number}} सवाल',
    questions_other: '{{number}} सवाल',
    minutes: '{{number}} मिनट',
    teacher: '{{teacher}} की ओर से',
  },
  action: {
    continue: 'जारी रखें',
    practiseAgain: 'फिर से अभ्यास करें',
    start: 'शुरू करें',
  },
  actionOn: {
    continue: 'जारी रखें: {{title}}',
    practiseAgain: 'फिर से अभ्यास करें: {{title}}',
    start: 'शुरू करें: {{title}}',
  },
  levelCheck: {
    setTitle: 'पहले आपके शिक्षक आपका लेवल तय करेंगे',
    checkTitle: 'पहले आपके शिक्षक आपका लेवल जाँचेंगे',
    setDescription: 'लेवल तय होते ही आपके अभ्यास और टेस्ट यहाँ दिखेंगे। तब तक आप <learn>सीखें</learn> में अबेकस से खेल सकते हैं।',
    checkDescription:
      'आपने लेवल {{level}} चुना है। शिक्षक के जाँचते ही आपके अभ्यास और टेस्ट यहाँ दिखेंगे। तब तक आप <learn>सीखें</learn> में अबेकस से खेल सकते हैं।',
  },
};
