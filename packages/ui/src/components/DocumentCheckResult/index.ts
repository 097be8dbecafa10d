export {
  DocumentCheckResult,
  type DocumentCheck,
  type DocumentCheckResultProps,
  type DocumentParty,
} from './DocumentCheckResult';
