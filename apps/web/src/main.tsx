import { mountApp } from '@abacus/react-common/mount-app';
import { App } from '@/app/app';
import { preferredLanguage, speak } from '@/i18n/i18n';
import { sessionReady } from '@/lib/api-client';
import { startServiceWorker } from '@/lib/service-worker';
import './global.css';

// The first screen is drawn in the device's language (one that cannot load its words draws in English),
// once the tab knows whether it is signed in.
void Promise.allSettled([speak(preferredLanguage()), sessionReady]).then(() => mountApp(<App />));
// Once the first screen is up: on a slow line, the app's own files come first.
window.addEventListener('load', startServiceWorker, { once: true });
