export * from './channels.js';
export * from './customers.js';
export * from './sessions.js';
