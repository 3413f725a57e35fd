import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StationSound } from '@queueless/contracts';

/** The sounds as the Stations page names them (render with `i18n._`). */
export const soundLabels: Record<StationSound, MessageDescriptor> = {
  chime: msg`Chime`,
  bell: msg`Bell`,
  none: msg`No sound`,
};
