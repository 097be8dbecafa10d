// The baseline of the byte budgets: the smallest React 19 page there is, built with the portal's
// own Vite configuration, so the portal's pages are measured against what React alone costs.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(createElement('h1', null, 'Hello'));
