/** The scanner's words (staff.md section 8). */
export const scannerMessages = {
  cameraErrorTitle: 'Camera Error',
  cameraErrorDescription: 'Failed to start camera. Please ensure camera permissions are granted.',
  invalidQrTitle: 'Invalid QR Code',
  invalidLocationQr: 'Please scan a valid location QR code',
  invalidOrderQr: 'Please scan a valid order QR code',
  invalidOrderQrFormat: 'Invalid QR code format',
  invalidShortCodeTitle: 'Invalid Short Code',
  invalidShortCodeDescription: 'Please scan another QR code.',
  locationFoundTitle: 'Location Found',
  locationFoundDescription: 'You can start fulfilling orders at this location.',
} as const;
