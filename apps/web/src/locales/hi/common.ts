import type { Catalogue } from '@/i18n/catalogue';
import type { common as english } from '../en/common';

export const common: Catalogue<typeof english> = {
  language: 'भाषा',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  pleaseReload: 'कृपया पेज दोबारा खोलें।',
  somethingWentWrongTryAgain: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  duration: { hours: 'घंटा', minutes: 'मिनट', seconds: 'सेकंड' },
  loading: 'लोड हो रहा है…',
  pageNotShown: 'यह पेज नहीं दिखाया जा सका',
  appUpdated: 'हो सकता है ऐप नया हो गया हो। नया रूप पाने के लिए पेज दोबारा खोलें।',
  reload: 'दोबारा खोलें',
  newVersion: 'ऐप का नया संस्करण तैयार है।',
  opening: {
    open: 'विद्यार्थियों के लिए खुली',
    openUntil: '{{closes}} तक खुली',
    opens: '{{opens}} को खुलेगी',
    opensUntil: '{{opens}} को खुलेगी · {{closes}} तक',
    closed: 'बंद',
  },
  mistakes: {
    fiveBead: '5 वाला मनका भूल गए',
    oneBead: 'एक मनका कम या ज़्यादा',
    carry: 'हासिल छूट गया या ज़्यादा जुड़ गया',
    skippedRow: 'एक पंक्ति छूट गई',
    sign: 'पंक्ति का चिह्न उल्टा पढ़ा',
    rodSlip: 'संख्या गलत छड़ पर रखी',
    timesTable: 'पहाड़े में गलती',
  },
  mistakesCounted: {
    fiveBead: '{{number}} से 5 वाला मनका छूटा',
    oneBead: '{{number}} से एक मनका कम या ज़्यादा रखा गया',
    carry: '{{number}} से हासिल छूटा या ज़्यादा जुड़ा',
    skippedRow: '{{number}} से एक पंक्ति छूटी',
    sign: '{{number}} ने पंक्ति का चिह्न उल्टा पढ़ा',
    rodSlip: '{{number}} ने संख्या गलत छड़ पर रखी',
    timesTable: '{{number}} से पहाड़े में गलती हुई',
  },
  operators: { plus: 'जमा', minus: 'घटा', times: 'गुणा', dividedBy: 'भाग' },
  panelNotShown: {
    examList: 'परीक्षाओं की सूची नहीं दिखाई जा सकी। फिर से कोशिश करने के लिए पेज दोबारा खोलें।',
    practiceProgress: 'अभ्यास की प्रगति नहीं दिखाई जा सकी। फिर से कोशिश करने के लिए पेज दोबारा खोलें।',
    testProgress: 'टेस्ट की प्रगति नहीं दिखाई जा सकी। फिर से कोशिश करने के लिए पेज दोबारा खोलें।',
  },
};
