/** Referee mode's public surface: the ruling on a declared win and its evidence record. DOM-free. */
export type { DeclaredClaim, ClaimKind } from '../formats/claim';
export { CLAIM_KINDS, DORA_IDS } from '../formats/claim';
export type { Difference, DifferenceCode, HanSource } from './differences';
export { claimDifferences } from './differences';
export type { YakuAbsence } from './yaku-reasons';
export type { HanFu } from './points';
export type { FuritenFinding } from './furiten';
export { furitenFinding, waitingHandOf } from './furiten';
export type { Invalidity, Ruling, RulingInput, DeadHandReason, DeclaredDeadHand } from './ruling';
export { ruleOnWin, DEAD_HAND_REASONS } from './ruling';
export type { EvidenceRecord, EvidencePhoto, EvidenceBox, EvidenceError, EvidenceErrorCode } from './evidence';
export { evidenceOf, exportEvidence, importEvidence, EVIDENCE_FORMAT, EVIDENCE_VERSION, ENGINE_VERSION } from './evidence';
