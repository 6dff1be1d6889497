import type { Catalogue } from '@/i18n/catalogue';
import type { grading as english } from '../en/grading';

// The grade standards' words, with the Japanese names kept beside them as the bodies write them.
const MULTIPLICATION = 'गुणा (×)';
const DIVISION = 'भाग (÷)';
const MITORIZAN = 'मितोरिज़ान (見取算): जोड़ और घटाव';
const ZENSHUREN = {
  body: 'ज़ेनशुरेन (全国珠算教育連盟)',
  source: 'ज़ेनशुरेन अबेकस परीक्षा (全国珠算教育連盟主催珠算検定), जापानी विकिपीडिया',
};
const JCCI = {
  body: 'जापान चैंबर ऑफ़ कॉमर्स एंड इंडस्ट्री (日本商工会議所)',
  source: 'अबेकस परीक्षा (珠算能力検定試験), जापान अबेकस संघों की लीग (日本珠算連盟)',
};
const ANZAN = {
  body: JCCI.body,
  source: 'मानसिक गणित परीक्षा (暗算検定試験), जापान अबेकस संघों की लीग (日本珠算連盟)',
  sections: {
    1: 'मितोरी अंज़ान (見取暗算): मन में जोड़',
    2: 'काके अंज़ान (かけ暗算): मन में गुणा',
    3: 'वारी अंज़ान (わり暗算): मन में भाग',
  },
};

export const grading: Catalogue<typeof english> = {
  outcome: {
    pass: 'पास',
    nearPass: 'लगभग पास',
    fail: 'पास नहीं',
    pending: 'अभी नहीं दिया',
  },
  nav: {
    label: 'परीक्षाएँ या ग्रेड परीक्षाएँ',
    exams: 'परीक्षाएँ',
    gradings: 'ग्रेड परीक्षाएँ',
  },
  facts: {
    level: 'लेवल {{level}}',
    sections_one: '{{number}} भाग',
    sections_other: '{{number}} भाग',
  },
  rule: {
    everySection: 'पास होने के लिए बच्चे को हर भाग में पास होना है।',
    total: 'पास होने के लिए बच्चे को कुल {{full}} में से {{marks}} या अधिक अंक लाने हैं।',
    awards: 'कुल {{full}} अंकों से ग्रेड तय होता है: {{bands}}।',
    band: '{{marks}} से {{grade}}',
    paper: 'एक पर्चा: सभी भागों के लिए कुल {{minutes}} मिनट, किसी भी क्रम में।',
    nearPass: 'पास अंक से पूरे अंकों के {{percent}}% तक कम को लगभग पास माना जाता है।',
    noNearPass: 'लगभग पास जैसा कुछ नहीं है।',
  },
  list: {
    none: 'अभी कोई ग्रेड परीक्षा नहीं है। एक बनाने के लिए “नई ग्रेड परीक्षा” दबाएँ।',
  },
  sections: {
    section: 'भाग',
    numbered: '{{number}}. {{title}}',
    questions: 'सवाल',
    minutes: 'मिनट',
    passMark: 'पास अंक',
    nearPassFrom: 'लगभग पास, इतने अंकों से',
    noNearPass: 'कोई नहीं',
    tableOf: '{{title}} के भाग',
  },
  results: {
    child: 'बच्चा',
    total: 'कुल',
    outcome: 'नतीजा',
    certificate: 'प्रमाणपत्र',
    none: 'अभी कोई परिणाम नहीं है। कोई भाग पूरा करते ही बच्चा यहाँ दिखेगा।',
    tableOf: '{{title}} के परिणाम',
  },
  templates: {
    standard: 'ग्रेड का मानक',
    pick: 'ग्रेड का एक मानक चुनें',
    option: '{{grade}}, {{body}}',
    source: 'स्रोत:',
    sectionsOf: '{{grade}} के भाग',
    named: {
      'zenshuren-9-kyu': {
        grade: '9वाँ क्यू (9級)',
        ...ZENSHUREN,
        sections: { 1: MULTIPLICATION, 2: MITORIZAN },
      },
      'zenshuren-8-kyu': {
        grade: '8वाँ क्यू (8級)',
        ...ZENSHUREN,
        sections: { 1: MULTIPLICATION, 2: DIVISION, 3: MITORIZAN },
      },
      'zenshuren-7-kyu': {
        grade: '7वाँ क्यू (7級)',
        ...ZENSHUREN,
        sections: { 1: MULTIPLICATION, 2: DIVISION, 3: MITORIZAN },
      },
      'jcci-6-kyu': {
        grade: '6ठा क्यू (6級)',
        ...JCCI,
        sections: { 1: MITORIZAN, 2: MULTIPLICATION, 3: DIVISION },
      },
      'jcci-5-kyu': {
        grade: '5वाँ क्यू (5級)',
        ...JCCI,
        sections: { 1: MITORIZAN, 2: MULTIPLICATION, 3: DIVISION },
      },
      'jcci-4-kyu': {
        grade: '4था क्यू (4級)',
        ...JCCI,
        sections: { 1: MITORIZAN, 2: MULTIPLICATION, 3: DIVISION },
      },
      'jcci-anzan-3-kyu': { grade: 'मानसिक गणित 3रा क्यू (暗算3級)', ...ANZAN },
      'jcci-anzan-2-kyu': { grade: 'मानसिक गणित 2रा क्यू (暗算2級)', ...ANZAN },
      'jcci-anzan-1-kyu': { grade: 'मानसिक गणित 1ला क्यू (暗算1級)', ...ANZAN },
      'jcci-anzan-7-10-kyu': {
        grade: 'मानसिक गणित 7वाँ–10वाँ क्यू (暗算7~10級)',
        body: JCCI.body,
        source: 'मानसिक गणित परीक्षा (暗算検定試験), जापान अबेकस संघों की लीग (日本珠算連盟)',
        sections: { 1: 'मितोरी अंज़ान (見取暗算): मन में जोड़' },
        awards: {
          1: 'मानसिक गणित 10वाँ क्यू (暗算10級)',
          2: 'मानसिक गणित 9वाँ क्यू (暗算9級)',
          3: 'मानसिक गणित 8वाँ क्यू (暗算8級)',
          4: 'मानसिक गणित 7वाँ क्यू (暗算7級)',
        },
      },
    },
  },
  form: {
    title: 'शीर्षक',
    giveTitle: 'ग्रेड परीक्षा को एक शीर्षक दें',
    titleOptional: 'शीर्षक (खाली छोड़ सकते हैं)',
    titleEmpty: 'खाली: ग्रेड के नाम पर।',
    grade: 'ग्रेड',
    gradeExtra: 'जैसा प्रमाणपत्र पर लिखा जाएगा, जैसे 8वाँ क्यू।',
    giveGrade: 'बताएँ कि यह कौन-सा ग्रेड है',
    level: 'लेवल',
    pickLevel: 'परीक्षा देने वाले बच्चों का लेवल चुनें',
    school: 'स्कूल (खाली छोड़ सकते हैं)',
    schoolExtra: 'प्रमाणपत्र पर लिखा जाएगा।',
    sections: 'भाग',
    sectionsExtra: 'अधिक से अधिक {{most}} टेस्ट चुनें, उसी क्रम में जिसमें बच्चे उन्हें देंगे।',
    levelFirst: 'पहले लेवल चुनें: भाग उस लेवल के आपके टेस्ट होते हैं।',
    noTests: 'लेवल {{level}} का आपका कोई टेस्ट नहीं है। पहले "परीक्षाएँ" पेज पर एक बनाएँ।',
    pickSections: '1 से {{most}} टेस्ट चुनें',
    passMarkOf: 'भाग {{number}} के पास अंक: {{title}}',
    passMarkExtra: '{{full}} अंकों में से ({{questions}} सवाल, {{minutes}} मिनट)।',
    passMarkRange: '1 से {{full}} तक के पास अंक',
    nearPassFrom: '{{marks}} अंकों से लगभग पास।',
    rule: 'ग्रेड परीक्षा में पास कैसे होते हैं?',
    ruleEverySection: 'हर भाग में पास',
    ruleTotal: 'सभी भागों के कुल अंकों से',
    totalPassMarks: 'कुल के पास अंक',
    totalPassMarksExtra: 'कुल {{full}} अंकों में से।',
    paper: 'एक पर्चा, एक घड़ी',
    paperExtra:
      'सभी भागों के लिए कुल {{minutes}} मिनट (उनके समय जोड़कर), बच्चे के पहला भाग खोलते ही शुरू; भाग किसी भी क्रम में।',
    totalRange: '1 से {{full}} तक के पास अंक',
    nearPassPercent: 'लगभग पास, पूरे अंकों के % में',
    nearPassPercentExtra: 'पास अंक से कितना कम अभी भी लगभग पास गिना जाए। 0: लगभग पास नहीं।',
    nearPassRange: '0 से {{most}} तक',
    openNow: 'बच्चों के लिए खोलें',
    openNowExtra:
      'चालू: अभी खुलेगा, या नीचे दिए समय से और समय तक। बंद: हर भाग तब तक बंद रहेगा जब तक आप उसे "परीक्षाएँ" पेज पर नहीं खोलते।',
    create: 'ग्रेड परीक्षा बनाएँ',
  },
  deletion: {
    button: 'यह ग्रेड परीक्षा हटाएँ',
    keeps: 'इसकी परीक्षाएँ और उनके परिणाम बने रहेंगे। बच्चे का पूरा किया हुआ ग्रेड उसके ग्रेडों में बना रहेगा।',
    confirm: '“{{title}}” हटाएँ?',
    delete: 'हटाएँ',
    keep: 'रहने दें',
  },
  certificate: {
    button: 'प्रमाणपत्र (PDF)',
    of: '{{grade}} का प्रमाणपत्र (PDF)',
    ofStudent: '{{name}} का {{grade}} का प्रमाणपत्र (PDF)',
  },
  paper: {
    label: 'इस पर्चे के भाग',
    title: 'एक पर्चा, एक घड़ी',
    explain:
      '{{sections}} भागों के लिए कुल {{minutes}} मिनट हैं। इन्हें किसी भी क्रम में करें: दूसरे भाग पर जाने पर भी आपके उत्तर बने रहते हैं।',
    here: 'भाग {{number}}: {{title}} (आप यहाँ हैं)',
    goTo: 'भाग {{number}}: {{title}}',
    handedIn: 'भाग {{number}}: {{title}} (जमा हो गया)',
  },
  child: {
    title: 'ग्रेड परीक्षाएँ',
    intro: 'ग्रेड परीक्षा के कुछ भाग होते हैं। उन्हें एक-एक करके दें।',
    sections: 'भाग',
    grade: 'ग्रेड: {{grade}}',
    begin_one: 'इसमें {{sections}} भाग है। तैयार हों तो “शुरू करें” दबाएँ।',
    begin_other: 'इसमें {{sections}} भाग हैं। भाग 1 से शुरू करें: “शुरू करें” दबाएँ।',
    goOn: 'आपने {{of}} में से {{taken}} भाग कर लिए हैं। तैयार हों तो अगला भाग दें।',
    sectionOf: '{{of}} में से भाग {{number}}: {{title}}',
    sectionFacts_one: '{{questions}} सवाल · {{minutes}} मिनट',
    sectionFacts_other: '{{questions}} सवाल · {{minutes}} मिनट',
    sectionQuestions_one: '{{questions}} सवाल',
    sectionQuestions_other: '{{questions}} सवाल',
    paper:
      'एक पर्चा: सभी {{sections}} भागों के लिए कुल {{minutes}} मिनट, किसी भी क्रम में। घड़ी पहला भाग खोलते ही चलने लगती है।',
    start: 'शुरू करें',
    startSection: 'शुरू करें: {{name}}',
    notOpen: 'अभी खुला नहीं',
    nextSection: 'अगला भाग',
    nextSectionOf: 'अगला भाग: {{name}}',
    backToGrading: 'मेरी ग्रेड परीक्षा पर वापस',
    total: 'कुल: {{total}}',
    done: {
      pass: 'शाबाश! आप {{grade}} में पास हो गए। आपका प्रमाणपत्र तैयार है।',
      nearPass: 'बस थोड़ा-सा रह गया! आप {{grade}} में लगभग पास हैं। आगे क्या करना है, आपके शिक्षक बताएँगे।',
      fail: 'इस बार आप {{grade}} में पास नहीं हुए। अभ्यास करते रहें और फिर कोशिश करें।',
    },
  },
  history: {
    record: '{{grade}}, {{title}}',
    titleAndDate: '{{title}} · {{date}}',
    total: 'कुल: {{total}}',
  },
};
