import type { Catalogue } from '@/i18n/catalogue';
import type { formulas as english } from '../en/formulas';

export const formulas: Catalogue<typeof english> = {
  groups: {
    direct: 'सीधी चालें',
    small: 'छोटे दोस्त',
    big: 'बड़े दोस्त',
    mix: 'दोनों दोस्त',
    mul: '× पहाड़े',
    div: '÷ पहाड़े',
  },
  mastery: {
    new: 'नया',
    learning: 'सीख रहे हैं',
    practised: 'अभ्यास हो गया',
    mastered: 'पक्का',
  },
  formula: {
    tried_one: 'एक बार किया',
    tried_other: '{{count}} बार किया',
    notTried: 'अभी नहीं किया',
    right: '{{percent}} सही',
    time: 'हर प्रश्न में लगभग {{seconds}} सेकंड',
    state: '{{formula}}: {{mastery}}',
  },
  mine: {
    title: 'मेरे सूत्र',
    loading: 'आपके सूत्र लोड हो रहे हैं',
    summary_one: 'आपने अपने लेवल के {{total}} सूत्रों में से {{count}} पक्का कर लिया है।',
    summary_other: 'आपने अपने लेवल के {{total}} सूत्रों में से {{count}} पक्के कर लिए हैं।',
    noLevel: 'आपके शिक्षक ने अभी आपका लेवल तय नहीं किया है। कुछ प्रश्नों के उत्तर देने के बाद आपके सूत्र यहाँ दिखेंगे।',
    howMastered:
      'कोई सूत्र तब पक्का होता है जब उस सूत्र वाले आपके पिछले उत्तरों में से हर 10 में कम से कम 9 सही हों, और जल्दी दिए गए हों।',
    others: 'आपके इस्तेमाल किए दूसरे सूत्र',
  },
  student: {
    title: 'सूत्र',
    loading: '{{name}} के सूत्र लोड हो रहे हैं',
    summary: '{{name}} ने अपने लेवल के {{total}} सूत्रों में से {{count}} पक्के कर लिए हैं।',
    noLevel: '{{name}} का अभी कोई लेवल नहीं है: केवल उनके काम में आए सूत्र दिखते हैं।',
  },
  byMastery: {
    formulas_one: '{{number}} सूत्र',
    formulas_other: '{{number}} सूत्र',
  },
  map: {
    title: 'हर बच्चे के सूत्र',
    intro:
      'लेवल का हर बच्चा, लेवल के हर सूत्र के साथ, उस सूत्र वाले उसके पिछले 20 उत्तरों से। जिन बच्चों ने सबसे कम सूत्र पक्के किए हैं, वे पहले आते हैं।',
    level: 'लेवल',
    levelNumber: 'लेवल {{level}}',
    loading: 'लेवल {{level}} के सूत्र लोड हो रहे हैं',
    child: 'बच्चा',
    mastered: 'पक्के',
    masteredOf: '{{total}} में से {{count}}',
    empty: 'अभी लेवल {{level}} पर कोई बच्चा नहीं है।',
    cell: '{{name}}, {{formula}}: {{mastery}}',
    cellUsed: '{{name}}, {{formula}}: {{mastery}}, {{uses}} में से {{percent}} सही',
    notTried: 'नहीं किया',
    pressToPractise: 'जिन बच्चों ने किसी सूत्र में महारत नहीं पाई, उनके लिए उसका अभ्यास बनाने के लिए उस सूत्र को दबाएँ।',
    key: 'संकेत',
    readyTitle: 'अगले लेवल के लिए तैयार',
    ready: '{{names}} ने लेवल {{level}} के सभी सूत्र पक्के कर लिए हैं। किसी बच्चे का लेवल बढ़ाने के लिए उसे खोलें।',
    practise: '{{formula}} का अभ्यास',
    practiseHelp: '{{formula}} का अभ्यास बनाता है, {{whom}}: हर प्रश्न में यह सूत्र आता है।',
    whoNeeds_one: 'लेवल {{level}} के उस {{children}} बच्चे के लिए जिसने इसे अभी पक्का नहीं किया',
    whoNeeds_other: 'लेवल {{level}} के उन {{children}} बच्चों के लिए जिन्होंने इसे अभी पक्का नहीं किया',
    everyChild: 'लेवल {{level}} के सभी बच्चों के लिए',
    practiceTitle: 'अभ्यास: {{formula}}',
  },
};
