import './app/firstLoad/shellStyles.ts';
import './app/global.css';
import './app/print.css';
import './app/touch.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { keepFrameFocus } from './app/firstLoad/keepFrameFocus.ts';

const rootElement = document.getElementById('root')!;
keepFrameFocus(rootElement);
const root = createRoot(rootElement);
// The first render at transition priority: React renders it in slices and yields between them,
// where a plain render is one task. On a phone that task was 100–200 ms of the data pages'
// total blocking time (the bench's Lighthouse figures). The router's own updates are
// transitions already.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
