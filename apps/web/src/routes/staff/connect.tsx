import { OauthReturnPage } from '#web/features/connect/components/oauth-return-page';
import { OperatorPaymentsPage } from '#web/features/connect/components/operator-payments-page';
import { SimulatedOnboardingPage } from '#web/features/connect/components/simulated-onboarding-page';
import { VendorPaymentsPage } from '#web/features/connect/components/vendor-payments-page';

/** /staff/venue/{vendorId}/payments: the venue's account, payouts and fees (decision 091). */
export const VendorPaymentsRoute = VendorPaymentsPage;
/** /staff/operator/payments: every venue's payment model and the platform's fees. */
export const OperatorPaymentsRoute = OperatorPaymentsPage;
/** /staff/connect/simulated-onboarding: the simulated provider's account link. */
export const SimulatedOnboardingRoute = SimulatedOnboardingPage;
/** /staff/connect/oauth-return: Stripe's OAuth consent returns here (a vendor's own Standard account). */
export const OauthReturnRoute = OauthReturnPage;
