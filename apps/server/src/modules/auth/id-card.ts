// The ID-number check is shared by login, switching and related people (domain/id-card.ts).
export { idCheckCharacter, isValidIdNumber } from '../../domain/id-card.js';
