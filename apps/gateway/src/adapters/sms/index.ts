// The live SMS adapter from the environment (the convention of ../registry.ts): Arkesel
// (ARKESEL_API_KEY, ARKESEL_SENDER_ID; see arkeselSms.ts).
export { liveFromEnv } from './arkeselSms';
