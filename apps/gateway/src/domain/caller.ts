// Who asks the domain for something. The HTTP layer establishes it from the bearer credential;
// jobs never pretend to be a customer: they call the domain's system operations.
export type Caller =
  | {
      /** A signed-in customer with a validated OTP. customerNumber is null until KYC created one. */
      kind: 'customer';
      sessionId: string;
      leadId: string;
      mobileNumber: string;
      customerNumber: string | null;
    }
  | {
      /** After login, before the OTP: may only validate the OTP. */
      kind: 'otp';
      sessionId: string;
      leadId: string;
      mobileNumber: string;
    }
  | {
      /** A payment-link visitor: linkHash always; phoneNumber once their OTP is validated. */
      kind: 'payer';
      linkHash: string;
      phoneNumber: string | null;
      /** The credential's stored hash: what a payment claims so the credential pays once. */
      credential?: string;
    };
