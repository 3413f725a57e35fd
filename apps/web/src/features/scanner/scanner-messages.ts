import { msg } from '@lingui/core/macro';
import { translated } from '#web/lib/i18n/translated';

/** The scanner's words (staff.md section 8), read when shown (getters), so they are in the language of the moment. */
export const scannerMessages = translated({
  cameraErrorTitle: msg`Camera Error`,
  cameraErrorDescription: msg`Failed to start camera. Please ensure camera permissions are granted.`,
  invalidQrTitle: msg`Invalid QR Code`,
  invalidLocationQr: msg`Please scan a valid location QR code`,
  invalidOrderQr: msg`Please scan a valid order QR code`,
  invalidOrderQrFormat: msg`Invalid QR code format`,
  invalidShortCodeTitle: msg`Invalid Short Code`,
  invalidShortCodeDescription: msg`Please scan another QR code.`,
  locationFoundTitle: msg`Location Found`,
  locationFoundDescription: msg`You can start fulfilling orders at this location.`,
});
