// Modules the portal's Vite config provides (see vite.config.ts).
declare module 'virtual:savewin-ui-css';
