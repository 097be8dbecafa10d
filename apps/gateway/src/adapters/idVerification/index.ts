// The live ID verifier from the environment (the convention of ../registry.ts): Smile ID Biometric
// KYC (SMILE_ID_PARTNER_ID, SMILE_ID_API_KEY; results to PUBLIC_URL/api/callbacks/kyc/…).
export { liveFromEnv } from './smileId';
