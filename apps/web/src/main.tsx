import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root"');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
