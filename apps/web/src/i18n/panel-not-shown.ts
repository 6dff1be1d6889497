import { i18n } from './i18n';

/** What a panel of a screen says when it fails, in the app's language, for `PanelErrorBoundary`. */
export const panelNotShown = (panel: 'practiceProgress' | 'testProgress' | 'examList'): string =>
  i18n.t(`panelNotShown.${panel}`);
