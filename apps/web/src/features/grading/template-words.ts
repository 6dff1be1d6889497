import type { TFunction } from 'i18next';
import type { GradingTemplate } from '@/types/api';

/** A grade standard's words as a screen shows them. */
export interface TemplateWords {
  grade: string;
  body: string;
  source: string;
  /** The sections' names, in the standard's order. */
  sections: string[];
  /** The grades it awards by score, lowest first, as the standard lists them. */
  awards: string[];
}

/**
 * A grade standard's words in the app's language, from the catalogue by the standard's key (the API
 * names its standards in English only); the API's own for a standard, or a section, the catalogue does
 * not know yet.
 */
export function templateWords(template: GradingTemplate, t: TFunction<'grading'>): TemplateWords {
  const named = `templates.named.${template.key}`;
  const word = (key: string, api: string) => t(`${named}.${key}`, { defaultValue: api });
  return {
    grade: word('grade', template.grade),
    body: word('body', template.body),
    source: word('source', template.source.name),
    sections: template.sections.map((section, index) => word(`sections.${index + 1}`, section.title)),
    awards: template.awards.map((award, index) => word(`awards.${index + 1}`, award.grade)),
  };
}
