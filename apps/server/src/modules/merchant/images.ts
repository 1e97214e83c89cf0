// The photo rules are shared (domain/images.ts): merchants' proof photos and customers' people photos.
export * from '../../domain/images.js';
