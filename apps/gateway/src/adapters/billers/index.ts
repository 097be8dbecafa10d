// The live biller adapter from the environment (the convention of ../registry.ts): Hubtel
// Commission Services (HUBTEL_*; see hubtelBillers.ts).
export { liveFromEnv } from './hubtelBillers';
