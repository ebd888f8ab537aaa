import { localeFromPath } from '@beantrail/contracts';
import { htmlLang, setLanguage, watchInputModality } from '@beantrail/mf-shared/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initFederation } from './features/remotes/federation';

async function start(): Promise<void> {
  initFederation();
  // Before any key is pressed: a focused title is outlined only for keyboard users.
  watchInputModality();
  const locale = localeFromPath(window.location.pathname);
  document.documentElement.lang = htmlLang(locale);
  try {
    await setLanguage(locale);
  } catch (error) {
    // The texts could not be loaded: keys are shown instead (spec 000 §8), the app still starts.
    console.error('[i18n] language bundle failed to load', error);
  }
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
