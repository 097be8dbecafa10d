// The live bank adapter from the environment (the convention of ../registry.ts): Paystack
// (PAYSTACK_SECRET_KEY; see paystackBank.ts and docs/live-providers.md).
export { liveFromEnv } from './paystackBank';
