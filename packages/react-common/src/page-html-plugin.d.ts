import type { Plugin } from 'vite';

/** The Vite plugin that gives an app's index.html what every app's page has (page-html-plugin.js). */
export declare function pageHtmlPlugin(): Plugin;
