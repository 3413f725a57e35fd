import { msg } from '@lingui/core/macro';
import { i18n } from '#web/lib/i18n/runtime';

/** The scanner's words (staff.md section 8), read when shown (getters), so they are in the language of the moment. */
export const scannerMessages = {
  get cameraErrorTitle() {
    return i18n._(msg`Camera Error`);
  },
  get cameraErrorDescription() {
    return i18n._(msg`Failed to start camera. Please ensure camera permissions are granted.`);
  },
  get invalidQrTitle() {
    return i18n._(msg`Invalid QR Code`);
  },
  get invalidLocationQr() {
    return i18n._(msg`Please scan a valid location QR code`);
  },
  get invalidOrderQr() {
    return i18n._(msg`Please scan a valid order QR code`);
  },
  get invalidOrderQrFormat() {
    return i18n._(msg`Invalid QR code format`);
  },
  get invalidShortCodeTitle() {
    return i18n._(msg`Invalid Short Code`);
  },
  get invalidShortCodeDescription() {
    return i18n._(msg`Please scan another QR code.`);
  },
  get locationFoundTitle() {
    return i18n._(msg`Location Found`);
  },
  get locationFoundDescription() {
    return i18n._(msg`You can start fulfilling orders at this location.`);
  },
};
