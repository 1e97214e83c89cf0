// The rules live in @rc/contract (one home for the server and the browser).
export {
  ageFromIdNumber,
  idCardFacts,
  idCheckCharacter,
  isValidIdNumber,
  sexFromIdNumber,
} from '@rc/contract';
