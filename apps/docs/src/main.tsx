import { mountApp } from '@abacus/react-common/mount-app';
import { App } from '@/app/app';
import './global.css';

mountApp(<App />);
