// The photo rules are shared (db/images.ts): merchants' proof photos and customers' people photos.
export * from '../../db/images.js';
