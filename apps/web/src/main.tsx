import { mountApp } from '@abacus/react-common/mount-app';
import { App } from '@/app/app';
import { preferredLanguage, speak } from '@/i18n/i18n';
import './global.css';

// The first screen is drawn in the device's language; one that cannot load its words draws in English.
void speak(preferredLanguage()).finally(() => mountApp(<App />));
