import type { Catalogue } from '@/i18n/catalogue';
import type { levelFigures as english } from '../en/level-figures';

export const levelFigures: Catalogue<typeof english> = {
  noResults: 'कोई परिणाम नहीं',
  level: 'लेवल',
  levelNumber: 'लेवल {{level}}',
  students: 'विद्यार्थी',
  practice: 'अभ्यास',
  tests: 'टेस्ट',
  exams: 'परीक्षाएँ',
  results: 'परिणाम',
  average: 'औसत',
  studentsWithoutResult: 'बिना परिणाम वाले विद्यार्थी',
  empty: 'अभी कोई विद्यार्थी, परीक्षा या परिणाम नहीं है: हर लेवल तब यहाँ दिखेगा जब उसमें कुछ होगा।',
  tableLabel: 'लेवल',
};
