// What other features may use of KYC: the verification flow the dashboard offers.
export { KycFlow } from './components/KycFlow';
