// The ID-number check is shared by login, switching and related people (db/id-card.ts).
export { idCheckCharacter, isValidIdNumber } from '../../db/id-card.js';
