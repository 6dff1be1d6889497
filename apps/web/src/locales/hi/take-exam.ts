import type { Catalogue } from '@/i18n/catalogue';
import type { takeExam as english } from '../en/take-exam';

export const takeExam: Catalogue<typeof english> = {
  ready: {
    label: 'शुरू करने के लिए तैयार हैं?',
    question: 'तैयार हैं?',
    questions: 'सवाल',
    questionsFlashed: '{{number}} — संख्याएँ एक-एक करके फ़्लैश होंगी',
    questionsHeard: '{{number}} — संख्याएँ दिखेंगी नहीं, एक बार बोलकर सुनाई जाएँगी',
    answers: 'उत्तर',
    answersWritten: 'हर सवाल का उत्तर आप खुद लिखेंगे।',
    answersChosen: 'हर सवाल के चार उत्तरों में से आप एक चुनेंगे।',
    time: 'समय',
    duration_one: '{{minutes}} मिनट। घड़ी तब चलेगी जब आप "शुरू करें" दबाएँगे।',
    duration_other: '{{minutes}} मिनट। घड़ी तब चलेगी जब आप "शुरू करें" दबाएँगे।',
    due: 'जमा करने की आखिरी तारीख',
    dueBy: '{{closes}}: उससे पहले जमा करें।',
    openUntil: 'कब तक खुली',
    closes: '{{closes}}',
    tries: 'कितनी बार',
    oneTry: 'सिर्फ़ एक बार: जमा करते ही टेस्ट पूरा हो जाएगा।',
    manyTries: 'जितनी बार चाहें।',
    after: 'जमा करने के बाद',
    afterScore: 'आपको अपने अंक दिखेंगे। सही उत्तर तब दिखेंगे जब आपके शिक्षक टेस्ट बंद करेंगे।',
    afterRightWrong: 'आपको अपने अंक दिखेंगे, और यह भी कि कौन-से उत्तर सही थे।',
    afterAnswers: 'आपको अपने अंक और सही उत्तर दिखेंगे।',
    startTest: 'टेस्ट शुरू करें',
    startPractice: 'अभ्यास शुरू करें',
    notNow: 'अभी नहीं',
  },
  clock: {
    timeLeft: 'बचा समय',
    lastMinute: 'बस 1 मिनट बचा है',
  },
  saveStatus: {
    saved: 'सारे उत्तर सहेज लिए गए',
    saving: 'सहेज रहे हैं…',
    offline: 'इंटरनेट नहीं है: आपके उत्तर यहीं रखे हैं, इंटरनेट आते ही भेज दिए जाएँगे',
  },
  closed: {
    title: 'आपके शिक्षक ने यह परीक्षा बंद कर दी है',
    answers: 'अब तक सहेजे गए आपके उत्तर रखे गए हैं, और वही गिने जाएँगे। परीक्षा बंद रहने तक आप उन्हें बदल नहीं सकते।',
    carryOn: 'अगर शिक्षक इसे फिर से खोलते हैं, तो आप यहीं से आगे कर सकते हैं।',
  },
  leave: {
    question: {
      assessment: 'टेस्ट छोड़कर जाना है?',
      practice: 'अभ्यास छोड़कर जाना है?',
    },
    explanation:
      'अब तक के आपके उत्तर सहेजे जा चुके हैं, पर आपके जाने पर भी घड़ी चलती रहेगी। आगे करने के लिए "मेरी परीक्षाएँ" से वापस आएँ।',
    leave: 'छोड़कर जाएँ',
    stay: {
      assessment: 'टेस्ट में रहें',
      practice: 'अभ्यास करते रहें',
    },
  },
  navigator: {
    label: 'सारे सवाल',
    answered: 'सवाल {{number}}, उत्तर दिया',
    answeredFlagged: 'सवाल {{number}}, उत्तर दिया, निशान लगा है',
    notAnswered: 'सवाल {{number}}, उत्तर नहीं दिया',
    notAnsweredFlagged: 'सवाल {{number}}, उत्तर नहीं दिया, निशान लगा है',
  },
  question: {
    handInNow: 'अभी जमा करें: अब तक सहेजे गए उत्तर ही गिने जाएँगे।',
    numberOf: 'सवाल {{number}} ({{total}} में से)',
    marks_one: '{{count}} अंक',
    marks_other: '{{count}} अंक',
    flag: 'निशान लगाएँ',
    flagged: 'निशान लगा है',
    flashedSum: 'सारी संख्याओं का जोड़ कितना हुआ?',
    flashAgain: 'संख्याएँ फिर से दिखाएँ',
    heardSum: 'आपने जो संख्याएँ सुनीं, उनका जोड़ कितना हुआ?',
    equals: '{{question}}, बराबर कितना?',
    back: 'पिछला',
    next: 'अगला',
    handIn: 'जमा करें',
    readAloud: 'संख्याएँ बोलकर सुनाएँ',
    keysWritten:
      'कीबोर्ड पर: उत्तर लिखने के लिए <kbd>0</kbd>–<kbd>9</kbd>, मिटाने के लिए <kbd>बैकस्पेस</kbd>, अगले सवाल के लिए <kbd>एंटर</kbd>।',
    keysWrittenNegative:
      'कीबोर्ड पर: उत्तर लिखने के लिए <kbd>0</kbd>–<kbd>9</kbd> और <kbd>-</kbd>, मिटाने के लिए <kbd>बैकस्पेस</kbd>, अगले सवाल के लिए <kbd>एंटर</kbd>।',
    keysChosen:
      'कीबोर्ड पर: उत्तर देने के लिए <kbd>1</kbd>–<kbd>4</kbd> या <kbd>A</kbd>–<kbd>D</kbd>, आगे-पीछे जाने के लिए <kbd>←</kbd> <kbd>→</kbd>, निशान लगाने के लिए <kbd>{{flagKey}}</kbd>।',
    handInMyAnswers: 'अपने उत्तर जमा करें',
  },
  listening: {
    listen: 'सुनिए',
    once: 'हर संख्या एक ही बार बोली जाएगी, जैसे प्रतियोगिता में।',
    cannotSpeak: 'यह उपकरण संख्याएँ बोलकर नहीं सुना सकता; अपने शिक्षक से पूछें।',
    hearANumber: 'एक संख्या सुनने के लिए दबाएँ',
    turnSoundUp: 'संख्याएँ बोलकर सुनाई जाती हैं: शुरू करने से पहले देख लें कि आपको वे सुनाई देती हैं।',
    heardIt: 'क्या आपने “{{number}}” सुना? अगर नहीं, तो आवाज़ बढ़ाएँ और फिर से दबाएँ।',
  },
  flash: {
    tick: 'हर संख्या के साथ टिक की आवाज़',
  },
  handIn: {
    title: 'अपने उत्तर जमा करें?',
    ok: 'जमा करें',
    cancel: 'करते रहें',
    allAnswered: 'आपने हर सवाल का उत्तर दे दिया है।',
    unanswered_one: 'इस सवाल का उत्तर अभी नहीं दिया है: <strong>{{numbers}}</strong>।',
    unanswered_other: 'इन सवालों के उत्तर अभी नहीं दिए हैं: <strong>{{numbers}}</strong>।',
    final: 'जमा करने के बाद आप उत्तर बदल नहीं सकेंगे।',
  },
};
