import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'antd-mobile/es/global';
import './shared/theme/theme.css';
import { installDocumentEffects } from './app/document-effects.js';
import { Providers } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { i18nReady } from './shared/i18n/i18n.js';
import { mark } from './shared/browser/user-timing.js';

mark('rc:app-run');

installDocumentEffects();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The first language's messages are in place before the first screen renders.
void i18nReady.then(async () => {
  // The landing screen drawn by the server (decision 052): hydrated where it is.
  const drawn = window.__RC_SSR__;
  if (drawn) {
    const { hydrateLanding } = await import('./app/boot/hydrate-landing.js');
    if (await hydrateLanding(container, drawn).catch(() => false)) return;
    container.replaceChildren();
  }
  mark('rc:app-render');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
});
