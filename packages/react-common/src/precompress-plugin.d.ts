import type { Plugin } from 'vite';

/** The Vite plugin that writes .br and .gz copies of the built files (precompress-plugin.js). */
export declare function precompressPlugin(): Plugin;
