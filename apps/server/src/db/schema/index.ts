export * from './channels.js';
export * from './customers.js';
export * from './sessions.js';
export * from './rights.js';
export * from './network.js';
export * from './orders.js';
